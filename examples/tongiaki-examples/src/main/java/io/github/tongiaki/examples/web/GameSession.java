package io.github.tongiaki.examples.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.notation.ChoiceText;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.examples.HiddenStack;
import io.github.tongiaki.examples.web.Step.By;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One game on the server: who owns it, what its persons may do (move, undo, autoplay), what its bots may do, and the
 * live streams watching it. Who sits where (a bot, or a person known by the SHA-256 of the seat's token) and who
 * decides what no person does is its {@link Seating}; its course, every step so far, is its {@link GameLog}, which
 * writes every change to the {@link GameStore} as it is applied and tells {@linkplain GameLog how it deals} (D-20).
 * Bots do not move here: the {@link BotScheduler} asks {@link #botTurn()} and applies the answer with
 * {@link #botMove}. Not thread-safe; the server locks a session while it uses it.
 */
final class GameSession {

    final String id;
    final List<Seat> seats;
    /** The seed of its bots, and of its stack while it is dealt by a seed (never of a chance decision). */
    final long seed;
    /** Who owns it: the address that created it, whose share of the bots' time its searches take (issue 39). */
    final String owner;
    /** The SHA-256 of its owner token (which may delete it), or null for a game stored before owners. */
    private final byte[] ownerHash;
    private final Seating seating;
    private final GameLog log;
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

    private GameSession(String id, GameSetup setup, int generation, List<Seat> seats, List<byte[]> hashes, long seed,
            BotFactory botFactory, GameStore store, String owner, byte[] ownerHash) {
        this.id = id;
        this.owner = owner;
        this.ownerHash = ownerHash;
        this.seats = List.copyOf(seats);
        this.seating = new Seating(this.seats, hashes, botFactory, seed);
        this.seed = seed;
        this.log = new GameLog(id, setup, generation, store);
    }

    /** Starts a new game and stores it. The bots move later, on the bot scheduler. */
    static GameSession start(String id, GameSetup setup, List<Seat> seats, List<byte[]> hashes, long seed, BotFactory botFactory,
            GameStore store, String owner, byte[] ownerHash) {
        GameSession s = new GameSession(id, setup, 0, seats, hashes, seed, botFactory, store, owner, ownerHash);
        s.newBots();
        store.create(id, GameLog.header(setup), seed, s.seating.botNames(), hashes, owner, ownerHash);
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
        GameSession s = new GameSession(id, record.setup(), 0, seats, hashes, seed, botFactory, store, owner, ownerHash);
        for (String c : record.choices()) {
            s.apply(ChoiceText.parse(s.game().decision(), c), By.RECORD);
        }
        s.newBots();
        store.create(id, GameLog.header(s.setup()), seed, s.seating.botNames(), hashes, owner, ownerHash);
        s.log.storeRecord();
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
        GameSession s = new GameSession(stored.id(), setup, stored.generation(), seats, stored.hashes(), stored.seed(),
                botFactory, store, stored.owner() != null ? stored.owner() : "stored game " + stored.id(), stored.ownerHash());
        for (GameStore.Step st : stored.steps()) {
            s.log.replay(ChoiceText.parse(s.game().decision(), st.choice()), By.valueOf(st.by()));
            s.applied();
        }
        s.newBots();
        return s;
    }

    /** {@return the set-up the game is dealt by now: its own, or that set-up under explicit chance after an undo of a draw} */
    GameSetup setup() {
        return log.setup();
    }

    Game game() {
        return log.game();
    }

    List<Step> steps() {
        return log.steps();
    }

    int generation() {
        return log.generation();
    }

    /** {@return the catch-up mark of the state now: {@code generation.steps}} */
    String mark() {
        return log.mark();
    }

    /** {@return the seat a token holds, or -1} @param token the token */
    int seatOf(String token) {
        return seating.seatOf(token);
    }

    /** {@return whether a token is this game's owner token} @param token the token */
    boolean ownedBy(String token) {
        return Tokens.matches(token, ownerHash);
    }

    /** Whether the decision at hand waits for a person. */
    boolean waitsForHuman() {
        return !game().isOver() && seating.waitsForHuman(game());
    }

    /** Whether a bot (or chance) is to decide now. */
    boolean botToMove() {
        return !gone && !game().isOver() && !waitsForHuman() && botFailure == null;
    }

    /** {@return the colour of seat i} @param seat the seat */
    Colour colour(int seat) {
        return game().players().get(seat);
    }

    /**
     * A person's choice.
     *
     * @param seat the seat of the token that asks
     * @param decision the decision number the client saw
     * @param optionId the option's id in it
     */
    void move(int seat, int decision, int optionId) {
        Game game = game();
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
        return log.lastHumanStep() >= 0;
    }

    /**
     * Takes back the last decision a person took, with the bots' decisions that followed it: only the
     * seat that took it may. The bots are dealt new seeds, so they may answer differently. If a tile was drawn in
     * what is taken back, the tile goes back into the stack and the draws to come are made anew (D-20; see
     * {@linkplain GameLog how it deals}).
     *
     * @param seat the seat of the token that asks
     */
    void undo(int seat) {
        int k = log.lastHumanStep();
        if (k < 0) {
            throw new ApiException(409, "nothing to undo: no decision of a person since the start, an uploaded record or autoplay");
        }
        Colour who = steps().get(k).player();
        if (!colour(seat).equals(who)) {
            throw new ApiException(403, "the last decision of a person was " + who + "'s: only " + who + "'s seat can take it back");
        }
        log.takeBack(k);
        over = false;
        botFailure = null;
        newBots(); // and autoplay ends
    }

    /**
     * Lets bots play every remaining decision, the person's seat too (only in a game with one person).
     *
     * @param seat the seat of the token that asks
     * @param botName the bot for the person's seat
     */
    void autoplay(int seat, String botName) {
        Game game = game();
        if (game.isOver()) {
            throw new ApiException(409, "the game is over");
        }
        if (seating.humans() > 1) {
            throw new ApiException(409, "autoplay would decide for the other persons of this game: only a game with one person autoplays");
        }
        if (!waitsForHuman()) {
            throw new ApiException(409, "decision " + game.decision().number() + " is a bot's: autoplay when it is your decision");
        }
        if (!colour(seat).equals(game.decision().player())) {
            throw new ApiException(403, "decision " + game.decision().number() + " is " + game.decision().player()
                    + "'s; this token holds the seat of " + colour(seat));
        }
        seating.autoplay(game.players(), botName);
        log.changed();
    }

    /**
     * {@return whether the decision at hand is a searching bot's ({@code mcts}, {@code guided}): such moves take up to
     * the bots' time cap and share their owner's search budget; quick bots and chance do not wait behind them}
     */
    boolean searchToMove() {
        if (!botToMove() || game().decision().kind() == DecisionKind.CHANCE) {
            return false;
        }
        return seating.searchToMove(game());
    }

    /** {@return the bot's decision to take now, or null when it is a person's or the game is over} */
    BotTurn botTurn() {
        if (!botToMove()) {
            return null;
        }
        return seating.turn(game(), log.version());
    }

    /**
     * Applies a bot's answer (or draws a tile for a chance decision) if nothing changed meanwhile.
     *
     * @param turn what {@link #botTurn} gave
     * @param answer the bot's option on its copy (null for chance)
     * @return whether it was applied
     */
    boolean botMove(BotTurn turn, Option answer) {
        if (turn.version() != log.version() || !botToMove()) {
            return false;
        }
        Decision d = game().decision();
        if (d.kind() == DecisionKind.CHANCE) {
            apply(d.options().get(seating.chanceDraw(d.options().size())), By.CHANCE);
            seating.drawStored();
        } else {
            apply(HiddenStack.sameOption(d, answer), seating.autoplaying() ? By.AUTO : By.BOT);
        }
        storageFailure = null;
        return true;
    }

    private void newBots() {
        seating.deal(game().players(), generation());
    }

    /** Applies a choice, stored first ({@link GameLog#apply}). */
    private void apply(Option o, By by) {
        log.apply(o, by);
        applied();
    }

    /** After a step: touched now. */
    private void applied() {
        over = game().isOver();
        lastUsed = System.currentTimeMillis();
    }

    /**
     * {@return what every player knows of the game now (D-19): the active player's view in its JSON form, made
     * once per change of the game and shared by every state sent until the next (it is not to be changed)}
     */
    ObjectNode view() {
        return log.view();
    }

    /** {@return the game so far as a record} */
    GameRecord record() {
        return log.record();
    }

}
