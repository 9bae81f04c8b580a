package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.engine.Play;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A game of Tongiaki as a decision-point event stream.
 *
 * <p>At every moment the game either waits for exactly one {@link Decision} by one player, or is
 * {@linkplain #isOver() over}. {@link #apply(Option)} (or its forms by choice or text, or {@link #applyOption(int)} by
 * option id) carries out one of the offered options and returns the {@link GameEvent}s it caused, in order, up to
 * the next decision. Anything not offered is refused with an {@link IllegalChoiceException} and changes nothing.
 *
 * <p><b>Two kinds of numbers.</b> An <em>option id</em> is an option's index in one decision's
 * {@link Decision#options()} ({@link Option#id()}); the methods that take one say "option" in their name
 * ({@link #applyOption(int)}, {@link #applyOptionQuietly(int)}). An <em>action id</em> names the same choice in every
 * position, in one space of {@link ActionSpace#globalSize()} ids for every decision kind ({@link ActionSpace}); the
 * methods that take or give one say "action" ({@link #actionId(int)}, {@link #legalActions(int[])},
 * {@link #applyAction(int)}, {@link #legalActionMask(long[])}). Each refuses a number that is not a legal one of its
 * own kind with an {@link IllegalChoiceException}.
 *
 * <pre>{@code
 * Game game = Game.start(GameSetup.of(4, 42));
 * while (!game.isOver()) {
 *     Decision d = game.decision();
 *     List<GameEvent> events = game.apply(d.options().get(0));
 * }
 * }</pre>
 *
 * <p>What is on the board (tiles, boats, supplies, the stack, the score) is read from the game's
 * {@link #position()}, an immutable value; the game itself keeps the driving ({@link #decision()},
 * {@code apply}, the event log) and the bots' fast path ({@link #optionCount()}, {@link #legalActions(int[])},
 * {@link #applyAction(int)}, …).
 *
 * <pre>{@code
 * Boats onTonga = game.position().boatsOn(TileId.of("Tonga"));
 * }</pre>
 *
 * <p><b>Going back.</b> Two ways restore an earlier moment exactly, random state included (for analysis, search
 * and tests): {@link #copy()} keeps an independent game to return to, and {@link #undo()} takes back the latest
 * decision in place, once {@link #keepHistory(int)} has turned the game's undo history on (it is off by default,
 * since it copies the state at every decision; copies and determinizations start without it). A host whose players
 * take back their own decisions uses neither for a draw (D-20): {@code HostedGame.takeBack} draws anew.
 *
 * <p><b>Threads.</b> A game is not thread-safe: use it from one thread at a time, with one exception:
 * {@link #copy()} and {@link #determinize(long)} only read the game, so any number of threads may copy one game
 * at once (an MCTS root shared read-only by its search threads), as long as no thread changes it meanwhile
 * ({@code apply…}) or asks for its {@link #decision()}, {@link #position()} or {@link #positionHash()} (which are
 * built on first ask and kept in the game). Each thread then plays its own copies. Its {@link #position()} is immutable and may be
 * handed to other threads while the game plays on. {@link #copy()} makes an independent deep copy, random state
 * included. The same set-up and the same choices give the same events on every machine.
 */
public final class Game {

    /** The machinery: the set-up, the engine, the decisions, the event log, the undo history (a copy makes its own). */
    private final Play play;
    /** The action space, shared by copies (immutable). */
    private final ActionSpace actions;

    private Game(Play play, ActionSpace actions) {
        this.play = play;
        this.actions = actions;
    }

    /**
     * Starts a game: lays the start island, builds the stack (R-SETUP-1) and runs to the first
     * decision, the start player's first set-up boat (R-SETUP-2). The events so far are in
     * {@link #lastEvents()}.
     *
     * @param setup the set-up
     * @return the game
     * @throws NullPointerException if the set-up is null
     */
    public static Game start(GameSetup setup) {
        Objects.requireNonNull(setup, "setup");
        return of(Play.start(setup));
    }

    /** For {@link Scenario} and {@link Position}: a game around its machinery, built at a position. */
    static Game of(Play play) {
        return new Game(play, new ActionSpace(play.actions()));
    }

    /**
     * Starts a game with {@link GameSetup#of(int, long)}.
     *
     * @param players 2–6
     * @param seed the shuffle's seed
     * @return the game
     */
    public static Game start(int players, long seed) {
        return start(GameSetup.of(players, seed));
    }

    /**
     * An independent deep copy: the same choices give the same events in both. The game's state is a few
     * arrays, which the copy clones (about 1.3 KB for four players and the official tile set); the immutable
     * parts (the set-up, the tile set's tables, the event log so far, a position already built) are shared.
     *
     * <p>Copying reads this game and writes nothing to it, so several threads may copy one game at once (an
     * MCTS root) while no thread changes it or asks for its decision or position; each thread then plays its
     * own copies.
     *
     * <p>The copy keeps no undo history, whatever this game keeps ({@link #keepHistory(int)}): a search copies and
     * plays forward, and a copy that carried the history on would pay a state copy per decision.
     *
     * @return the copy
     */
    public Game copy() {
        return new Game(play.copy(), actions);
    }

    // =====================================================================================
    // decisions
    // =====================================================================================

    /**
     * The set-up this game was started with; for a {@linkplain #determinize(long) determinization} (and its copies)
     * the set-up of the determinization instead: the same players, start player, tile set and options, and as tile
     * source the re-shuffled stack in its new order ({@link TileSource#ordered(List)}), or {@link TileSource#chance()}
     * under explicit chance. So a determinization never hands out the original's tile source, whose seed or order
     * would tell the hidden order of the real stack (D-19). A determinization builds it on first ask (the search's
     * hot loop never pays for it).
     *
     * @return the set-up
     */
    public GameSetup setup() {
        return play.setup();
    }

    /**
     * What the player in that seat may know of the game now (D-19): everything but the stack's order. The same as
     * {@link PlayerView#of(Game, Colour)}; share this, not the {@link #position()}, with a player.
     *
     * @param seat a player of this game
     * @return the view
     * @throws IllegalArgumentException if the seat is not a player of this game
     * @throws NullPointerException if the seat is null
     */
    public PlayerView view(Colour seat) {
        return PlayerView.of(this, seat);
    }

    /**
     * The position of the game now: the board, the stack, the scores and the pending decision as an
     * immutable {@link Position}, which answers the board queries ({@link Position#boatsOn(BeachRef)},
     * {@link Position#score(Colour)}, …) and prints as the position text.
     *
     * <p>The value is built on first ask (one copy of the game's state) and kept until the game changes:
     * asking again at the same decision returns the same object, so {@code game.position().boatsOn(b)}
     * costs at most one copy per decision. Every {@code apply}, {@link #applyOptionQuietly(int)} and
     * {@link #applyAction(int)} starts a new one; a position already handed out never changes (it is safe
     * to keep, compare and share between threads). A {@link #copy()} may share it until either game moves.
     *
     * @return the position now
     */
    public Position position() {
        Position p = play.position();
        if (p == null) {
            p = new Position(play.positionData());
            play.keepPosition(p);
        }
        return p;
    }

    /** {@return whether the game is over} */
    public boolean isOver() {
        return play.isOver();
    }

    /**
     * {@return the pending decision}
     *
     * @throws GameOverException if the game is over
     */
    public Decision decision() {
        return play.decision();
    }

    /** {@return the pending decision, or empty when the game is over} */
    public Optional<Decision> pendingDecision() {
        return isOver() ? Optional.empty() : Optional.of(decision());
    }

    /**
     * {@return the number of the pending decision} It counts up from 0 by one per decision taken, modulo 2<sup>31</sup>:
     * after 2,147,483,647 comes 0, so a game played on from any position keeps a number its position text can carry
     * (only consecutive numbers need to differ: an option of an earlier decision is stale).
     */
    public int decisionNumber() {
        return play.decisionNumber();
    }

    /**
     * Applies an option of the pending decision.
     *
     * @param option an option of {@link #decision()}
     * @return the events it caused, in order, up to the next decision
     * @throws IllegalChoiceException if the option is not one of the pending decision's (stale, from
     *     another decision or another game state); the game is unchanged
     * @throws GameOverException if the game is over; the game is unchanged
     * @throws NullPointerException if the option is null (checked first, over or not); the game is
     *     unchanged
     */
    public List<GameEvent> apply(Option option) {
        return play.apply(option);
    }

    /**
     * Applies the option with this id: its index in {@link Decision#options()} ({@link Option#id()}). An option id
     * is not an action id: the action id of an option is {@link #actionId(int)}, applied by {@link #applyAction(int)}.
     *
     * @param optionId the option's id, 0 .. {@link #optionCount()} − 1
     * @return the events it caused, in order, up to the next decision
     * @throws IllegalChoiceException if there is no such option; the game is unchanged
     * @throws GameOverException if the game is over; the game is unchanged
     */
    public List<GameEvent> applyOption(int optionId) {
        return play.applyOption(optionId);
    }

    /**
     * Applies the option with this typed choice.
     *
     * @param choice the choice
     * @return the events it caused, in order, up to the next decision
     * @throws IllegalChoiceException if the pending decision does not offer it; the game is unchanged
     * @throws GameOverException if the game is over; the game is unchanged
     * @throws NullPointerException if the choice is null (checked first, over or not); the game is
     *     unchanged
     */
    public List<GameEvent> apply(Choice choice) {
        return play.apply(choice);
    }

    /**
     * Applies the option with this text ({@link Option#text()}).
     *
     * @param text the option's text
     * @return the events it caused, in order, up to the next decision
     * @throws IllegalChoiceException if the pending decision offers no option with that text; the game is
     *     unchanged
     * @throws GameOverException if the game is over; the game is unchanged
     * @throws NullPointerException if the text is null (checked first, over or not); the game is
     *     unchanged
     */
    public List<GameEvent> apply(String text) {
        return play.apply(text);
    }

    /**
     * {@return the events of the last step: {@link #start}, {@link Scenario#build()} (the turn's start and
     * whatever the engine applied by itself before the first decision) or the last {@code apply}}
     */
    public List<GameEvent> lastEvents() {
        return play.lastEvents();
    }

    /**
     * The number of events in this game's log: a mark for {@link #eventsSince(int)}.
     *
     * <p>The log holds the events of every step that builds events: {@link #start}, {@link Scenario#build()}
     * and every {@code apply}, including the options the engine applied by itself (D-16). The bots' fast
     * path ({@link #applyOptionQuietly(int)}, {@link #applyAction(int)}) builds no events and adds none; a game
     * read from a position ({@code Position.toGame()}) starts with an empty log. A {@link #copy()} shares
     * the log so far (in constant time) and then keeps its own.
     *
     * @return the number of events logged so far
     */
    public int eventCount() {
        return play.eventCount();
    }

    /**
     * The events logged since a mark, in order.
     *
     * <pre>{@code
     * int mark = game.eventCount();
     * game.apply("emigrate Tonga/1 via 0");
     * game.apply("land blue Samoa/2");
     * List<GameEvent> both = game.eventsSince(mark);
     * }</pre>
     *
     * @param mark an earlier {@link #eventCount()}, 0 for the whole log
     * @return the events logged after it (see {@link #eventCount()} for what is logged)
     * @throws IllegalArgumentException if the mark is negative or beyond {@link #eventCount()}
     */
    public List<GameEvent> eventsSince(int mark) {
        return play.eventsSince(mark);
    }

    /** {@return every event logged from the start (see {@link #eventCount()} for what is logged)} */
    public List<GameEvent> eventLog() {
        return eventsSince(0);
    }

    // =====================================================================================
    // the fast path for bots: no objects per step
    // =====================================================================================

    /** {@return the number of options of the pending decision, 0 when the game is over} */
    public int optionCount() {
        return play.optionCount();
    }

    /** {@return the kind of the pending decision, without building it} */
    public DecisionKind decisionKind() {
        return play.decisionKind();
    }

    /** {@return the player who decides now (during set-up the player placing; at a chance node the active player)} */
    public Colour decider() {
        return play.decider();
    }

    /**
     * Applies an option by id without building events: the bot's fast path. Same effect on the game as
     * {@link #applyOption(int)}; {@link #lastEvents()} is empty afterwards.
     *
     * @param optionId the option's id
     * @throws IllegalChoiceException if there is no such option; the game is unchanged
     * @throws GameOverException if the game is over; the game is unchanged
     */
    public void applyOptionQuietly(int optionId) {
        play.applyOptionQuietly(optionId);
    }

    /**
     * Plays uniformly random options on the fast path until the game is over or {@code maxDecisions} decisions were
     * made: a search's random playout in one call, with the same effect as {@link #applyOptionQuietly(int)} for each
     * option drawn (no events; {@link #lastEvents()} is empty afterwards, the decision number counts on).
     *
     * <p>The draws are specified, so a port plays the same playout from the same seed: the generator is SplitMix64
     * from {@code seed} as in the stack's shuffle ({@link TileSource#shuffled(long)}: the state plus
     * {@code 0x9E3779B97F4A7C15} each step, the output mixed), and the option of a decision with n options is the
     * high 32 bits of the next output times n, shifted right by 32 (Lemire's method), drawn again while the low 32
     * bits of that product are below 2^32 mod n. Every option is equally likely.
     *
     * @param seed the seed of the draws
     * @param maxDecisions the most decisions to make (0 for none)
     * @return the decisions made: fewer than {@code maxDecisions} only if the game ended; 0 for a finished game
     * @throws IllegalArgumentException if {@code maxDecisions} is negative
     */
    public int playRandomly(long seed, int maxDecisions) {
        return play.playRandomly(seed, maxDecisions);
    }

    // =====================================================================================
    // undo
    // =====================================================================================

    /**
     * Keeps (or stops keeping) the history that {@link #undo()} goes back through, and bounds it. A game keeps none
     * until asked: neither a new game ({@link #start}, {@link Scenario#build()}, {@code Position.toGame()}) nor a
     * {@link #copy()} or {@link #determinize(long)} (whose history starts empty and off whatever this game's is).
     *
     * <p>Cost: with history, every decision taken ({@code apply}, the fast path, each decision of
     * {@link #playRandomly}) first copies the game's state (as {@link #copy()} does) and keeps it with the log and
     * decision of that moment: about 1.4 KB a decision for four players and the official tile set, and random games
     * on the fast path run about three times slower; the fast path without history pays nothing. The memory grows
     * by that much per decision up to {@code depth} decisions, after which the oldest is dropped: a game played
     * 10<sup>5</sup> decisions with unbounded history holds about 140 MB, so bound it, or call
     * {@code keepHistory(0)} to drop it.
     *
     * @param depth the most decisions that {@link #undo()} may take back, from the latest ({@link Integer#MAX_VALUE}:
     *     no bound); 0 stops keeping history and drops what was kept
     * @return this game
     * @throws IllegalArgumentException if {@code depth} is negative; nothing changes
     */
    public Game keepHistory(int depth) {
        play.keepHistory(depth);
        return this;
    }

    /**
     * {@return how many decisions {@link #undo()} can take back now: 0 while no history is kept ({@link
     * #keepHistory(int)}) or at its start, at most the depth it was bounded to}
     */
    public int undoDepth() {
        return play.undoDepth();
    }

    /**
     * Takes back the latest decision taken (by any {@code apply}, {@link #applyOption(int)},
     * {@link #applyOptionQuietly(int)}, {@link #applyAction(int)} or one decision of {@link #playRandomly}) while
     * history was kept ({@link #keepHistory(int)}). The game is afterwards exactly as it was before that decision:
     * the position and its {@link #positionHash()}, the pending decision (the same number, options and option ids: an option of it
     * may be applied again), the observations and legal actions, the event log ({@link #eventLog()},
     * {@link #eventCount()}, {@link #lastEvents()}), and the random state: the stack keeps its order, so the same
     * choices draw the same tiles and give the same events again. After the end of the game it goes back to the last
     * decision. The events taken back are not reported: they are those {@code apply} returned, or
     * {@link #eventsSince(int)} of the event count after the undo.
     *
     * <p>This is the exact restore for analysis, search and tests, as {@link #copy()} (which keeps a copy where
     * undo keeps a history in the game). A host whose players take back their decisions must not use it when a draw
     * is taken back, since the same tile would come again (D-20): {@code HostedGame.takeBack} draws anew.
     *
     * @throws IllegalStateException if there is nothing to take back ({@link #undoDepth()} is 0: no history is
     *     kept, the history is at its start or its bound); the game is unchanged
     */
    public void undo() {
        play.undo();
    }

    // =====================================================================================
    // action ids: one action space, a mask, observations, returns, a hash
    // =====================================================================================

    /**
     * The action id of an option: a number that names the same choice in every position of games with this tile set,
     * below {@link ActionSpace#globalSize()}, in the range of the pending decision's kind (see {@link ActionSpace}).
     * An action id is not an option id: the option ids of a decision are its options' indexes, 0 ..
     * {@link #optionCount()} − 1, applied by {@link #applyOption(int)}.
     *
     * @param optionId an option of the pending decision (its index)
     * @return its action id
     * @throws IllegalChoiceException if there is no such option (also when the game is over)
     */
    public int actionId(int optionId) {
        return play.actionId(optionId);
    }

    /**
     * Writes the action ids of the legal options, in option order, into a buffer: the fast path, no objects made.
     *
     * @param buffer at least {@link #optionCount()} long
     * @return the number written (0 when the game is over)
     * @throws NullPointerException if the buffer is null
     * @throws ArrayIndexOutOfBoundsException if the buffer is shorter than {@link #optionCount()}
     */
    public int legalActions(int[] buffer) {
        return play.legalActions(buffer);
    }

    /**
     * The legal-action mask of the action space as bits: bit {@code id % 64} of {@code bits[id / 64]} is set
     * exactly for the action ids of the legal options; every other bit of the array is cleared (the whole array is
     * written). All clear when the game is over. No objects are made per call: the ids are written into a buffer
     * the game keeps (made on the first call of a game or a copy, grown when a decision has more options).
     *
     * @param bits at least {@code (globalSize() + 63) / 64} long
     * @return the number of legal actions (bits set)
     * @throws NullPointerException if the array is null
     * @throws IllegalArgumentException if the array is too short; nothing is written
     */
    public int legalActionMask(long[] bits) {
        return play.legalActionMask(bits);
    }

    /**
     * The legal-action mask of the action space as booleans: {@code mask[id]} is true exactly for the action
     * ids of the legal options (the whole array is written; all false when the game is over). No objects are made
     * per call (see {@link #legalActionMask(long[])}).
     *
     * @param mask at least {@link ActionSpace#globalSize()} long
     * @return the number of legal actions
     * @throws NullPointerException if the array is null
     * @throws IllegalArgumentException if the array is too short; nothing is written
     */
    public int legalActionMask(boolean[] mask) {
        return play.legalActionMask(mask);
    }

    /**
     * Applies the option with this action id ({@link #actionId(int)}, {@link #legalActions(int[])}), without building
     * events: the same effect as {@link #applyOptionQuietly(int)} of that option.
     *
     * @param actionId an action id of a legal option
     * @throws IllegalChoiceException if no legal option has that id (outside the space, another kind's range, or not
     *     offered now); the game is unchanged
     * @throws GameOverException if the game is over; the game is unchanged
     */
    public void applyAction(int actionId) {
        play.applyAction(actionId);
    }

    /** {@return the observation layout of this game's tile set and player count (see {@link ObservationSpec})} */
    public ObservationSpec observationSpec() {
        return play.observationSpec();
    }

    /**
     * Writes what a seat may know of the position now (D-19: everything but the stack's order) into a fixed-length
     * vector, laid out as {@link ObservationSpec} describes, seats relative to the observer. It never reads the
     * stack's order: two games equal but for the order of their stacks give equal vectors. No objects are made.
     *
     * @param seat the observing player
     * @param out at least {@code observationSpec().size()} long; the first {@code size()} floats are written
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the colour does not play or the array is too short; nothing is written
     */
    public void observe(Colour seat, float[] out) {
        play.observe(seat, out);
    }

    /**
     * The returns per seat, in seat order ({@link #players()}), written into {@code out}.
     *
     * <p>At the end: with {@code n} players, place {@code i} (0 the first) is worth {@code (n − 1 − 2i) / (n − 1)}, +1 for
     * the winner, −1 for the last, evenly spaced between; players tied on every criterion (D-11: they share a
     * {@link io.github.tongiaki.core.board.Standing#rank()}) occupy as many places as they are and each gets the average
     * of those places' values (two of four tied for first: 2/3 each, the other two −2/3 if they tie too). Why this
     * mapping: the rules decide the game by places (R-SCORE-1, R-SCORE-2), not by points, so the returns depend on the
     * standings alone; the values sum to 0 in every case (each place's value is given out once), so the game is
     * zero-sum as OpenSpiel's and PettingZoo's rank-based games are; the even spacing makes every place gained worth
     * the same; and the average treats a tie as halfway between winning and losing the places it spans.
     *
     * <p>Before the end every return is 0 (no exception): rewards come only at the end, as OpenSpiel's
     * {@code Returns()} of a game in progress. No objects are made once the game's standings are known.
     *
     * @param out at least {@code players().size()} long
     * @throws NullPointerException if the array is null
     * @throws IllegalArgumentException if the array is too short; nothing is written
     */
    public void returns(double[] out) {
        play.returns(out);
    }

    /**
     * A 64-bit hash of the position for transposition tables (Zobrist style): equal positions hash equal,
     * whatever moves led to them. It covers everything in the position text that influences future play: the
     * tiles (hex, rotation, royal owner, removed), every beach's boats, the stranded group, the stack (its order
     * too, which decides the draws; a bag by its tiles alone), the turn, the active player, the D-15 count, the
     * pending decision's fields and the D-4 origins and records of the turn; it leaves out the decision number
     * and the order in which the tiles were laid (neither changes what can happen). The players, the start player,
     * the rule options and the tile source's kind are mixed in; the tile set is not: compare hashes of positions of
     * one tile set. The values
     * are this library's (a port need not reproduce them).
     *
     * <p>Cost: the beaches' part (a key per beach, colour and count) is computed over every beach on the first ask
     * and from then on kept incrementally by the table with every move of boats, in this game and its copies (a
     * search whose root never asks pays nothing for it in its playouts); the tiles, the stack and the rest are mixed in when asked (about a hundred 64-bit mixes for the
     * official set). No objects are made (the D-4 records' beach words are read into a buffer the game makes on its
     * first hash of a position with records and keeps).
     *
     * @return the hash
     */
    public long positionHash() {
        return play.positionHash();
    }

    /** {@return the action space of this game's tile set} */
    public ActionSpace actionSpace() {
        return actions;
    }

    /**
     * A determinization: a copy whose hidden stack order is re-shuffled from the seed, consistent with
     * everything public (the same tiles are left in the stack). For search over hidden information, and what a
     * match hands a bot (D-19: a player may know everything but the stack's order). Like {@link #copy()} it writes
     * nothing to this game.
     *
     * <p>The copy tells nothing of this game's stack order: the new order is drawn from the stack's tiles in tile-set
     * order (as in a {@link PlayerView}) and the seed only, by the sampling that {@link PlayerView#toGame(long)}
     * specifies, so {@code game.determinize(s)} and {@code game.view(seat).toGame(s)} have the same stack order; its
     * {@link #setup()} is its own (the new order as tile source), not this game's; its {@link #position()},
     * decision, events and copies hold nothing else of the original order (the events are those of the past, whose
     * drawn tiles every player saw). The same game and seed give the same copy on every machine.
     *
     * @param seed the seed of the re-shuffle
     * @return the copy
     */
    public Game determinize(long seed) {
        return new Game(play.determinize(seed), actions);
    }

    // =====================================================================================
    // queries
    // =====================================================================================

    /** {@return the players in seat order, clockwise} */
    public List<Colour> players() {
        return play.players();
    }

    /** {@return the player whose turn it is (during set-up: the player placing)} */
    public Colour activePlayer() {
        return play.decider();
    }

    /** {@return the turn number: 0 during set-up, then 1, 2, …} */
    public int turn() {
        return play.turn();
    }

    /** {@return the tile set} */
    public TileSet tileSet() {
        return play.tileSet();
    }

    @Override
    public String toString() {
        return "Game[" + players() + ", turn " + turn() + ", " + (isOver() ? "over" : "decision #" + decisionNumber() + " "
                + decision().kind() + " for " + activePlayer()) + ", stack " + play.stackSize() + "]";
    }
}
