package io.github.tongiaki.examples.web;

import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.ChoiceText;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.examples.HiddenStack;
import io.github.tongiaki.protocol.JsonForms;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.bots.tournament.Tournament;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import io.github.tongiaki.examples.web.Step.By;

/**
 * One game on the server: its set-up, who sits where (a bot, or a person known by the SHA-256 of the
 * seat's token), every step so far (the decision taken, by whom, and the events it caused) and the live
 * streams watching it. Every change is written to the {@link GameStore} as it is applied. Bots do not
 * move here: the {@link BotScheduler} asks {@link #botTurn()} and applies the answer with
 * {@link #botMove}. Not thread-safe; the server locks a session while it uses it.
 *
 * <p><b>How it deals (D-20).</b> A new game draws from its seed, so a game with the seed a user gave and no
 * take-back is the same game again. An undo that takes back a draw (a tile drawn in a step taken back) would show
 * the same tile again if the game were replayed from its seed: instead the game's past becomes its explicit-draws
 * form ({@link GameRecord#withExplicitDraws()}: the set-up under explicit chance, each tile drawn so far a
 * {@code draw} step by {@link By#CHANCE}), and every later draw is a chance decision the server draws from
 * {@link SecureRandom}, stored as a step when it is made. An uploaded record is played on the same way from its
 * end, since whoever uploads it has its seed. Chance decisions are always drawn from fresh entropy, never from
 * the seed, so an undo in a game under explicit chance deals anew too.
 */
final class GameSession {

    /** Where the chance decisions' tiles come from: randomness no player knows or can derive (D-20). */
    private static final SecureRandom ENTROPY = new SecureRandom();

    final String id;
    /** The set-up the game is dealt by now: its own, or that set-up under explicit chance after an undo of a draw. */
    GameSetup setup;
    final List<Seat> seats;
    /** The seed of its bots, and of its stack while it is dealt by a seed (never of a chance decision). */
    final long seed;
    /** Who owns it: the address that created it, whose share of the bots' time its searches take (issue 39). */
    final String owner;
    /** The SHA-256 of its owner token (which may delete it), or null for a game stored before owners. */
    private final byte[] ownerHash;
    private final List<byte[]> hashes;
    private final BotFactory botFactory;
    private final GameStore store;
    private final List<Step> steps = new ArrayList<>();
    private final Map<Colour, Bot> bots = new EnumMap<>(Colour.class);
    private Map<Colour, Bot> autoplay;
    /** The bot autoplay plays the persons' seats with, or null. */
    private String autoplayBot;
    private Game game;
    private int generation;
    private long version;
    /** The tile chance drew whose step is not stored yet (a failed write), or -1. */
    private int pendingDraw = -1;
    /** The copies of the game its bots decide on: determinizations, never the game itself (D-19). */
    private HiddenStack copies;
    /** The live streams watching this game. */
    final List<LiveStream> watchers = new CopyOnWriteArrayList<>();
    /** Whether a bot task of this game is queued or running (at most one at a time). */
    boolean botQueued;
    /** Set when the game is deleted or evicted: nothing more happens to it. */
    volatile boolean gone;
    /** When a request or a move last touched it (milliseconds). */
    volatile long lastUsed = System.currentTimeMillis();
    /** Whether the game is over (readable without the lock). */
    volatile boolean over;
    /** Why the last bot failed to answer, or null. */
    String botFailure;
    /**
     * Why the last bot move could not be stored (a full disk), or null: shown to the players while the server
     * retries, cleared by the first write that succeeds.
     */
    String storageFailure;
    /** While stored steps are replayed (they are not stored again). */
    private boolean restoring;
    /** The view's JSON form and the version it was made at. */
    private ObjectNode view;
    private long viewAt = -1;

    private GameSession(String id, GameSetup setup, List<Seat> seats, List<byte[]> hashes, long seed, BotFactory botFactory,
            GameStore store, String owner, byte[] ownerHash) {
        this.id = id;
        this.owner = owner;
        this.ownerHash = ownerHash;
        this.setup = setup;
        this.seats = List.copyOf(seats);
        this.hashes = new ArrayList<>(hashes);
        this.seed = seed;
        this.botFactory = botFactory;
        this.store = store;
    }

    /** Starts a new game and stores it. The bots move later, on the bot scheduler. */
    static GameSession start(String id, GameSetup setup, List<Seat> seats, List<byte[]> hashes, long seed, BotFactory botFactory,
            GameStore store, String owner, byte[] ownerHash) {
        GameSession s = new GameSession(id, setup, seats, hashes, seed, botFactory, store, owner, ownerHash);
        s.game = Game.start(setup);
        s.steps.add(new Step(-1, null, By.START, null, s.game.lastEvents()));
        s.newBots();
        store.create(id, header(setup), seed, s.botNames(), hashes, owner, ownerHash);
        return s;
    }

    /**
     * Replays an uploaded record and stores it. Whoever uploads a record knows its seed or stack, so the game goes on
     * from the record's explicit-draws form (D-20): the tiles it drew are {@code draw} steps of the record, and every
     * later draw is made by the server from fresh entropy, never from the record's seed.
     */
    static GameSession fromRecord(String id, GameRecord uploaded, List<Seat> seats, List<byte[]> hashes, long seed,
            BotFactory botFactory, GameStore store, String owner, byte[] ownerHash) {
        uploaded.replay(); // checks every choice first: a ParseException names the line, and no session is made
        GameRecord record = uploaded.withExplicitDraws();
        GameSession s = new GameSession(id, record.setup(), seats, hashes, seed, botFactory, store, owner, ownerHash);
        s.game = Game.start(record.setup());
        s.steps.add(new Step(-1, null, By.START, null, s.game.lastEvents()));
        for (String c : record.choices()) {
            s.apply(ChoiceText.parse(s.game.decision(), c), By.RECORD);
        }
        s.newBots();
        store.create(id, header(s.setup), seed, s.botNames(), hashes, owner, ownerHash);
        for (int i = 1; i < s.steps.size(); i++) {
            store.step(id, i, By.RECORD.name(), s.steps.get(i).choice());
        }
        return s;
    }

    /**
     * A stored game, replayed through the engine.
     *
     * @throws ParseException if a stored choice does not replay
     */
    static GameSession restore(GameStore.Stored stored, BotFactory botFactory, GameStore store) {
        GameSetup setup = GameRecord.parse(stored.setup()).setup();
        List<Seat> seats = new ArrayList<>();
        for (String b : stored.bots()) {
            seats.add(b == null ? Seat.HUMAN : Seat.bot(b));
        }
        GameSession s = new GameSession(stored.id(), setup, seats, stored.hashes(), stored.seed(), botFactory, store,
                stored.owner() != null ? stored.owner() : "stored game " + stored.id(), stored.ownerHash());
        s.game = Game.start(setup);
        s.steps.add(new Step(-1, null, By.START, null, s.game.lastEvents()));
        s.restoring = true;
        for (GameStore.Step st : stored.steps()) {
            s.apply(ChoiceText.parse(s.game.decision(), st.choice()), By.valueOf(st.by()));
        }
        s.restoring = false;
        s.generation = stored.generation();
        s.newBots();
        return s;
    }

    private static String header(GameSetup setup) {
        return GameRecord.of(setup, List.of()).text();
    }

    private List<String> botNames() {
        List<String> names = new ArrayList<>();
        for (Seat seat : seats) {
            names.add(seat.bot());
        }
        return names;
    }

    Game game() {
        return game;
    }

    List<Step> steps() {
        return steps;
    }

    int generation() {
        return generation;
    }

    /** {@return the catch-up mark of the state now: {@code generation.steps}} */
    String mark() {
        return generation + "." + steps.size();
    }

    Seat seat(Colour c) {
        return seats.get(game.players().indexOf(c));
    }

    /** {@return the seat a token holds, or -1} @param token the token */
    int seatOf(String token) {
        int found = -1;
        for (int i = 0; i < hashes.size(); i++) {
            if (Tokens.matches(token, hashes.get(i))) {
                found = i;   // no early exit: every seat is compared
            }
        }
        return found;
    }

    /** {@return whether a token is this game's owner token} @param token the token */
    boolean ownedBy(String token) {
        return Tokens.matches(token, ownerHash);
    }

    /** {@return how many seats persons hold} */
    int humans() {
        return (int) seats.stream().filter(Seat::human).count();
    }

    /** Whether the decision at hand waits for a person. */
    boolean waitsForHuman() {
        return !game.isOver() && autoplay == null && seat(game.decision().player()).human()
                && game.decision().kind() != DecisionKind.CHANCE;
    }

    /** Whether a bot (or chance) is to decide now. */
    boolean botToMove() {
        return !gone && !game.isOver() && !waitsForHuman() && botFailure == null;
    }

    /** {@return the colour of seat i} @param seat the seat */
    Colour colour(int seat) {
        return game.players().get(seat);
    }

    /**
     * A person's choice.
     *
     * @param seat the seat of the token that asks
     * @param decision the decision number the client saw
     * @param optionId the option's id in it
     */
    void move(int seat, int decision, int optionId) {
        if (game.isOver()) {
            throw new ApiException(409, "the game is over");
        }
        Decision d = game.decision();
        if (decision != d.number()) {
            throw new ApiException(409, "stale decision " + decision + ": the game is at decision " + d.number());
        }
        if (!waitsForHuman()) {
            throw new ApiException(409, "decision " + d.number() + " is for " + d.player() + ", a bot: wait for its move");
        }
        if (!colour(seat).equals(d.player())) {
            throw new ApiException(403, "decision " + d.number() + " is " + d.player() + "'s; this token holds the seat of " + colour(seat));
        }
        if (optionId < 0 || optionId >= d.options().size()) {
            throw new ApiException(422, "decision " + d.number() + " has options 0.." + (d.options().size() - 1) + ", not " + optionId);
        }
        apply(d.options().get(optionId), By.HUMAN);
    }

    /** Whether {@link #undo} has a person's decision to take back. */
    boolean undoable() {
        return lastHumanStep() >= 0;
    }

    private int lastHumanStep() {
        for (int i = steps.size() - 1; i > 0; i--) {
            By by = steps.get(i).by();
            if (by == By.HUMAN) {
                return i;
            }
            if (by == By.AUTO || by == By.RECORD) {
                return -1; // what autoplay did, and an uploaded record, are not taken back
            }
        }
        return -1;
    }

    /**
     * Takes back the last decision a person took, with the bots' decisions that followed it: only the
     * seat that took it may. The bots are dealt new seeds, so they may answer differently. If a tile was drawn in
     * what is taken back, the tile goes back into the stack and the draws to come are made anew (D-20; see
     * {@linkplain GameSession how it deals}).
     *
     * @param seat the seat of the token that asks
     */
    void undo(int seat) {
        int k = lastHumanStep();
        if (k < 0) {
            throw new ApiException(409, "nothing to undo: no decision of a person since the start, an uploaded record or autoplay");
        }
        Colour who = steps.get(k).player();
        if (!colour(seat).equals(who)) {
            throw new ApiException(403, "the last decision of a person was " + who + "'s: only " + who + "'s seat can take it back");
        }
        List<String> before = new ArrayList<>();
        for (int i = 1; i < k; i++) {
            before.add(steps.get(i).choice());
        }
        if (ExplicitDraws.drawnFrom(steps, k) && !(setup.tileSource() instanceof TileSource.Chance)) {
            dealAnew(k, GameRecord.of(setup, before).withExplicitDraws());
        } else {
            Game g = Game.start(setup);
            for (String c : before) {
                g.apply(c);
            }
            // Stored first, as a step is: a write that fails leaves the game as it was.
            store.truncate(id, k, generation + 1);
            game = g;
            steps.subList(k, steps.size()).clear();
        }
        generation++;
        version++;
        over = false;
        autoplay = null;
        autoplayBot = null;
        botFailure = null;
        newBots();
    }

    /**
     * D-20: an undo takes back a draw of a game dealt by its seed. Its past before step {@code k} becomes the
     * explicit-draws form ({@link ExplicitDraws}), stored in one write with its new set-up header, and every later
     * draw is drawn by the server from fresh entropy: replaying the seed would deal the tile taken back again, and a
     * player would know it.
     *
     * @param k the first step taken back
     * @param explicit the record of the steps before {@code k} with its draws explicit
     */
    private void dealAnew(int k, GameRecord explicit) {
        ExplicitDraws past = ExplicitDraws.of(id, steps, k, explicit);
        // Stored first, in one write: a write that fails leaves the game as it was.
        store.rewrite(id, header(explicit.setup()), generation + 1, past.stored());
        setup = explicit.setup();
        game = past.game();
        steps.clear();
        steps.addAll(past.steps());
    }

    /**
     * Lets bots play every remaining decision, the person's seat too (only in a game with one person).
     *
     * @param seat the seat of the token that asks
     * @param botName the bot for the person's seat
     */
    void autoplay(int seat, String botName) {
        if (game.isOver()) {
            throw new ApiException(409, "the game is over");
        }
        if (humans() > 1) {
            throw new ApiException(409, "autoplay would decide for the other persons of this game: only a game with one person autoplays");
        }
        if (!waitsForHuman()) {
            throw new ApiException(409, "decision " + game.decision().number() + " is a bot's: autoplay when it is your decision");
        }
        if (!colour(seat).equals(game.decision().player())) {
            throw new ApiException(403, "decision " + game.decision().number() + " is " + game.decision().player()
                    + "'s; this token holds the seat of " + colour(seat));
        }
        Map<Colour, Bot> stand = new EnumMap<>(Colour.class);
        for (Colour c : game.players()) {
            stand.put(c, seat(c).human() ? botFactory.create(botName, Tournament.botSeed(seed, 100 + c.ordinal())) : bots.get(c));
        }
        autoplay = stand;
        autoplayBot = botName;
        version++;
    }

    /**
     * {@return whether the decision at hand is a searching bot's ({@code mcts}, {@code guided}): such moves take up to
     * the bots' time cap and share their owner's search budget; quick bots and chance do not wait behind them}
     */
    boolean searchToMove() {
        if (!botToMove() || game.decision().kind() == DecisionKind.CHANCE) {
            return false;
        }
        Colour c = game.decision().player();
        return BotFactory.searches(autoplay != null && seat(c).human() ? autoplayBot : seat(c).bot());
    }

    /** {@return the bot's decision to take now, or null when it is a person's or the game is over} */
    BotTurn botTurn() {
        if (!botToMove()) {
            return null;
        }
        Decision d = game.decision();
        if (d.kind() == DecisionKind.CHANCE) {
            return new BotTurn(null, null, version);
        }
        Bot bot = autoplay != null ? autoplay.get(d.player()) : bots.get(d.player());
        return new BotTurn(bot, copies.copyFor(game), version); // D-19: a copy with a stack order of its own
    }

    /**
     * Applies a bot's answer (or draws a tile for a chance decision) if nothing changed meanwhile.
     *
     * @param turn what {@link #botTurn} gave
     * @param answer the bot's option on its copy (null for chance)
     * @return whether it was applied
     */
    boolean botMove(BotTurn turn, Option answer) {
        if (turn.version() != version || !botToMove()) {
            return false;
        }
        Decision d = game.decision();
        if (d.kind() == DecisionKind.CHANCE) {
            // D-20: from fresh entropy, never from the seed; drawn once: a draw whose write failed is the one tried again
            if (pendingDraw < 0) {
                pendingDraw = ENTROPY.nextInt(d.options().size());
            }
            apply(d.options().get(pendingDraw), By.CHANCE);
            pendingDraw = -1;
        } else {
            apply(HiddenStack.sameOption(d, answer), autoplay != null ? By.AUTO : By.BOT);
        }
        storageFailure = null;
        return true;
    }

    private void newBots() {
        bots.clear();
        for (int s = 0; s < seats.size(); s++) {
            Seat seat = seats.get(s);
            if (!seat.human()) {
                bots.put(game.players().get(s), botFactory.create(seat.bot(), Tournament.botSeed(seed + generation * 7919L, s)));
            }
        }
        pendingDraw = -1;
        copies = HiddenStack.derivedFrom(seed + generation * 7919L);
    }

    private void apply(Option o, By by) {
        Decision d = game.decision();
        if (by != By.RECORD && !restoring) {
            // Stored first: a write that fails (a full disk) leaves the game as it was, in memory and on disk.
            store.step(id, steps.size(), by.name(), o.text());
        }
        List<GameEvent> events = game.apply(o);
        steps.add(new Step(d.number(), d.player(), by, o.text(), events));
        version++;
        over = game.isOver();
        lastUsed = System.currentTimeMillis();
    }

    /**
     * {@return what every player knows of the game now (D-19): the active player's view in its JSON form, made
     * once per change of the game and shared by every state sent until the next (it is not to be changed)}
     */
    ObjectNode view() {
        if (view == null || viewAt != version) {
            view = JsonForms.view(game, game.activePlayer());
            viewAt = version;
        }
        return view;
    }

    /** {@return the game so far as a record} */
    GameRecord record() {
        List<String> choices = new ArrayList<>();
        for (int i = 1; i < steps.size(); i++) {
            choices.add(steps.get(i).choice());
        }
        return GameRecord.of(setup, choices);
    }

}
