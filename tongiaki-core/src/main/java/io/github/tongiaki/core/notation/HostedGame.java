package io.github.tongiaki.core.notation;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.IllegalChoiceException;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.PlayerView;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * A game hosted for players who may take decisions back, and resume a saved game, without anyone learning the
 * stack's order by it (D-20). A terminal or a server holds one per game; analysis, search and tests restore
 * positions exactly with {@link Game#copy()} instead.
 *
 * <p><b>How it deals.</b> It starts as its set-up says: a game with a seed or a stack draws from it, so the same
 * set-up and choices give the same game as long as nothing is taken back. When a {@linkplain #takeBack() take-back}
 * returns a drawn tile to the stack, the game's past is rewritten with its draws explicit
 * ({@link GameRecord#withExplicitDraws()}) and every later draw is made when it happens, each tile left equally
 * likely, from randomness no player knows (a {@link SecureRandom} unless a test gives its own generator): whatever a
 * player saw before taking back tells nothing of what comes next. A game {@linkplain #resume(GameRecord) resumed}
 * from a record does the same from its start, since whoever has the record has its seed. Under explicit chance
 * ({@link TileSource#chance()}) the draws are made that way from the start. Every draw made here is a
 * {@code draw <tile>} line of the {@linkplain #record() record}, which therefore replays the game exactly.
 *
 * <p>A player's decisions are the ones {@link #apply} takes; the chance decisions of explicit chance are the host's
 * and never wait: {@link #decision()} is always a player's (or the game is over). Not thread-safe: a server locks
 * the game while it uses it.
 */
public final class HostedGame {

    private final RandomGenerator draws;
    private GameSetup setup;
    private Game game;
    /** Every choice from the start, the host's draws included, as the record's lines. */
    private final List<String> choices = new ArrayList<>();
    /** The index in {@link #choices} of each player's choice since the start or the resumption (what can be taken back). */
    private final List<Integer> playerChoices = new ArrayList<>();
    /** Whether each player's choice of {@link #playerChoices} drew a tile (with the host's draws after it). */
    private final List<Boolean> drew = new ArrayList<>();
    private List<GameEvent> lastEvents;

    private HostedGame(GameSetup setup, RandomGenerator draws) {
        this.setup = setup;
        this.draws = draws;
    }

    /**
     * Starts a hosted game, drawing from fresh entropy after a take-back (and from the start under explicit chance).
     *
     * @param setup the set-up
     * @return the game at its first decision
     * @throws NullPointerException if the set-up is null
     */
    public static HostedGame start(GameSetup setup) {
        return start(setup, new SecureRandom());
    }

    /**
     * Starts a hosted game whose draws after a take-back come from the given generator: for tests and for a
     * program that plays alone. Among players, use {@link #start(GameSetup)}: whoever can derive the generator's
     * state knows every draw to come.
     *
     * @param setup the set-up
     * @param draws where the host's draws come from
     * @return the game at its first decision
     * @throws NullPointerException if an argument is null
     */
    public static HostedGame start(GameSetup setup, RandomGenerator draws) {
        HostedGame h = new HostedGame(Objects.requireNonNull(setup, "setup"), Objects.requireNonNull(draws, "draws"));
        h.game = Game.start(setup);
        List<GameEvent> events = new ArrayList<>(h.game.lastEvents());
        h.drawOpenChance(events);
        h.lastEvents = Collections.unmodifiableList(events);
        return h;
    }

    /**
     * Resumes a game from a record (D-20): its past as recorded, its draws still to come made when they happen
     * from fresh entropy, not from the record's seed or stack, which whoever has the record knows.
     *
     * @param record the record
     * @return the game after the record's last choice
     * @throws io.github.tongiaki.core.text.ParseException if the record does not replay
     * @throws NullPointerException if the record is null
     */
    public static HostedGame resume(GameRecord record) {
        return resume(record, new SecureRandom());
    }

    /**
     * Resumes a game from a record with the host's draws from the given generator (see {@link #start(GameSetup,
     * RandomGenerator)} for when that is right).
     *
     * @param record the record
     * @param draws where the host's draws come from
     * @return the game after the record's last choice
     * @throws io.github.tongiaki.core.text.ParseException if the record does not replay
     * @throws NullPointerException if an argument is null
     */
    public static HostedGame resume(GameRecord record, RandomGenerator draws) {
        GameRecord explicit = Objects.requireNonNull(record, "record").withExplicitDraws();
        HostedGame h = new HostedGame(explicit.setup(), Objects.requireNonNull(draws, "draws"));
        h.game = explicit.replay();
        h.choices.addAll(explicit.choices());
        List<GameEvent> events = new ArrayList<>();
        h.drawOpenChance(events); // a record that ends before a draw: the host draws it now
        h.lastEvents = Collections.unmodifiableList(events);
        return h;
    }

    /** Under explicit chance, makes the draws that wait (the host's, never a player's decision). */
    private boolean drawOpenChance(List<GameEvent> events) {
        boolean any = false;
        while (!game.isOver() && game.decision() instanceof Decision.Chance d) {
            Option o = d.options().get(draws.nextInt(d.options().size()));
            events.addAll(game.apply(o));
            choices.add(o.text());
            any = true;
        }
        return any;
    }

    /**
     * Applies a player's option and makes the draws that follow it.
     *
     * @param option an option of the pending decision ({@link #decision()})
     * @return the events it caused, the draws' included, up to the next player's decision
     * @throws IllegalChoiceException if the option is not one of the pending decision's; nothing changes
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; nothing changes
     * @throws NullPointerException if the option is null
     */
    public List<GameEvent> apply(Option option) {
        Objects.requireNonNull(option, "option");
        Decision d = game.decision();
        if (option.decision() != d.number() || option.id() < 0 || option.id() >= d.options().size()
                || !d.options().get(option.id()).equals(option)) {
            // the game's own check gives the specific error; an equal number and id of another line of play is refused too
            throw new IllegalChoiceException("option " + option + " is not an option of decision " + d.number() + " (" + d.kind()
                    + " for " + d.player() + ")");
        }
        return applied(d.options().get(option.id()));
    }

    /**
     * Applies a player's option by its id and makes the draws that follow it.
     *
     * @param optionId the option's id in the pending decision
     * @return the events it caused, the draws' included, up to the next player's decision
     * @throws IllegalChoiceException if the pending decision has no such option; nothing changes
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; nothing changes
     */
    public List<GameEvent> applyOption(int optionId) {
        Decision d = game.decision();
        if (optionId < 0 || optionId >= d.options().size()) {
            game.applyOption(optionId); // throws the game's own error for the id
        }
        return applied(d.options().get(optionId));
    }

    /**
     * Applies a player's option by its text ({@link ChoiceText}) and makes the draws that follow it.
     *
     * @param text the option's text, as {@link ChoiceText#parse(Decision, String)} reads it
     * @return the events it caused, the draws' included, up to the next player's decision
     * @throws io.github.tongiaki.core.text.ParseException if the text names no option of the pending decision; nothing changes
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; nothing changes
     * @throws NullPointerException if the text is null
     */
    public List<GameEvent> apply(String text) {
        Objects.requireNonNull(text, "text");
        return applied(ChoiceText.parse(game.decision(), text));
    }

    private List<GameEvent> applied(Option o) {
        List<GameEvent> events = new ArrayList<>(game.apply(o));
        playerChoices.add(choices.size());
        choices.add(o.text());
        boolean drewHere = drewTile(events);
        drewHere |= drawOpenChance(events);
        drew.add(drewHere);
        lastEvents = Collections.unmodifiableList(events);
        return lastEvents;
    }

    private static boolean drewTile(List<GameEvent> events) {
        for (GameEvent e : events) {
            if (e instanceof GameEvent.TileDrawn) {
                return true;
            }
        }
        return false;
    }

    /** {@return whether a player's decision since the start (or the resumption) can be taken back} */
    public boolean canTakeBack() {
        return !playerChoices.isEmpty();
    }

    /** {@return how many players' decisions since the start (or the resumption) can be taken back} */
    public int decisionsToTakeBack() {
        return playerChoices.size();
    }

    /**
     * Takes back the last player's decision, with the draws it made (D-20): the game is again at that decision.
     * If it drew a tile, the tile goes back into the stack and every later draw is made when it happens, from
     * fresh randomness ({@linkplain HostedGame how it deals}), so drawing again tells nothing of what was drawn
     * before.
     *
     * @return the choice taken back, as its text
     * @throws IllegalStateException if there is nothing to take back ({@link #canTakeBack()}); nothing changes
     */
    public String takeBack() {
        return takeBack(1).get(0);
    }

    /**
     * Takes back the last {@code count} players' decisions at once (a person's decision and the bots' after it), with
     * the draws they made, as {@link #takeBack()} does one by one.
     *
     * @param count how many, 1 to {@link #decisionsToTakeBack()}
     * @return the choices taken back, as their texts, in the order they were made
     * @throws IllegalArgumentException if {@code count} is out of that range; nothing changes
     */
    public List<String> takeBack(int count) {
        if (playerChoices.isEmpty()) {
            throw new IllegalStateException("nothing to take back: no decision of a player since the start or the resumption");
        }
        if (count < 1 || count > playerChoices.size()) {
            throw new IllegalArgumentException("can take back 1 to " + playerChoices.size() + " decisions, not " + count);
        }
        int first = playerChoices.size() - count;
        int k = playerChoices.get(first);
        List<String> taken = new ArrayList<>();
        boolean drewTile = false;
        for (int i = first; i < playerChoices.size(); i++) {
            taken.add(choices.get(playerChoices.get(i)));
            drewTile |= drew.get(i);
        }
        GameRecord before = GameRecord.of(setup, choices.subList(0, k));
        boolean rewrite = drewTile && !(setup.tileSource() instanceof TileSource.Chance);
        if (rewrite) {
            // D-20: a tile drawn goes back, so the stack's seed or order no longer decides what comes: the past is kept
            // with its draws explicit, and what comes is drawn when it happens
            before = before.withExplicitDraws();
        }
        game = before.replay();
        setup = before.setup();
        choices.clear();
        choices.addAll(before.choices());
        playerChoices.subList(first, playerChoices.size()).clear();
        drew.subList(first, drew.size()).clear();
        if (rewrite) {
            // Only a game dealt by its set-up from the start is rewritten, so every player's line is one that can be
            // taken back: the lines that are not the host's draws. The draw lines now stand among them.
            playerChoices.clear();
            drew.clear();
            for (int i = 0; i < choices.size(); i++) {
                if (!choices.get(i).startsWith("draw ")) {
                    playerChoices.add(i);
                    drew.add(i + 1 < choices.size() && choices.get(i + 1).startsWith("draw "));
                }
            }
        }
        lastEvents = List.of();
        return Collections.unmodifiableList(taken);
    }

    /**
     * {@return the pending player's decision (never a draw: the host makes those)}
     *
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over
     */
    public Decision decision() {
        return game.decision();
    }

    /** {@return whether the game is over} */
    public boolean isOver() {
        return game.isOver();
    }

    /** {@return the events of the last {@link #apply} (or of the start, or the resumption's draws); empty after a take-back} */
    public List<GameEvent> lastEvents() {
        return lastEvents;
    }

    /**
     * What the player in that seat may know now (D-19): share this with players, never {@link #game()}.
     *
     * @param seat a player of the game
     * @return the view
     */
    public PlayerView view(Colour seat) {
        return game.view(seat);
    }

    /**
     * A copy of the game as it is: for the host (rendering the board, handing a bot {@linkplain Game#determinize(long)
     * a determinization}); it holds the real stack, so never hand it to a player (D-19). Changing the copy changes
     * nothing here.
     *
     * @return the copy
     */
    public Game game() {
        return game.copy();
    }

    /**
     * The set-up the game is dealt by now: the one it started with, or, once a take-back returned a drawn tile or
     * the game was resumed from a record, that set-up under explicit chance. Like {@link #record()} it tells the
     * stack's order whenever it has a seed or a stack: show it to players only after the game.
     *
     * @return the set-up
     */
    public GameSetup setup() {
        return setup;
    }

    /**
     * The game so far as a record that replays it exactly: the set-up ({@link #setup()}) and every choice, the
     * host's draws ({@code draw <tile>}) included. Under a seed or a stack it tells the order of the tiles still to
     * come: show it to players only after the game, or once the game deals by explicit chance.
     *
     * @return the record
     */
    public GameRecord record() {
        return GameRecord.of(setup, choices);
    }

    /** {@return whether the draws still to come are made when they happen (explicit chance), not fixed by a seed or a stack} */
    public boolean drawsWhenDrawn() {
        return setup.tileSource() instanceof TileSource.Chance;
    }

    @Override
    public String toString() {
        return "HostedGame[" + game + ", " + choices.size() + " choices, " + (drawsWhenDrawn() ? "draws when drawn" : "dealt by the set-up")
                + "]";
    }
}
