package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameOverException;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.IllegalChoiceException;
import io.github.tongiaki.core.engine.ObservationSpec;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Shuffle;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The machinery behind a {@link Game}, which is its facade: the engine now, the pending decision and its number, the
 * options offered so far, the event log, the undo history, the buffer of the masks, and the checks and messages of
 * every way to apply a choice. The API's documentation of each method is {@link Game}'s; this class keeps the
 * bookkeeping of one game (a copy makes its own).
 */
public final class Play {

    /** The set-up (a determinization's holds explicit chance in place of the original's tile source: issue 45). */
    private final GameSetup setup;
    /** The tile set's tables. */
    private final Tables tables;
    /** The engine now; {@link #undo()} puts back an earlier one. */
    private Engine engine;
    private final ActionIds actions;
    private int decisionNumber;
    private Decision decision;
    private List<GameEvent> lastEvents;
    /** The options of every decision built so far, shared by copies (immutable). */
    private Offers offered = Offers.NONE;
    /** The event log, shared by copies (immutable). */
    private EventLog log = EventLog.EMPTY;
    /** The buffer of ids of the masks ({@link #legalActionMask(long[])}), the game's own (a copy makes its own). */
    private int[] scratch;
    /** The position now, built by the game on first ask; every change of the engine clears it. */
    private Position position;
    /** The observation layout, made on first ask (immutable, shared by copies). */
    private ObservationSpec observationSpec;
    /**
     * For a determinization (and its copies): the stack slot ({@link io.github.tongiaki.core.internal.Table#stackDrawn()})
     * at which its stack was re-shuffled, from which {@link #setup()} reads the new order; -1 for any other game, whose
     * set-up is {@link #setup}.
     */
    private int reshuffledAt = -1;
    /** A determinization's own set-up, built on first ask of {@link #setup()} (never the set-up it was copied from). */
    private GameSetup ownSetup;
    /** The undo history, or null while none is kept ({@link #keepHistory(int)}; never copied). */
    private History history;

    private Play(GameSetup setup, Tables tables, Engine engine, ActionIds actions, int decisionNumber,
            List<GameEvent> lastEvents) {
        this.setup = setup;
        this.tables = tables;
        this.engine = engine;
        this.actions = actions;
        this.decisionNumber = decisionNumber;
        this.lastEvents = lastEvents;
    }

    /**
     * Starts a game: lays the start island, builds the stack (R-SETUP-1) and runs to the first decision (R-SETUP-2).
     *
     * @param setup the set-up
     * @return the machinery of the new game, its start's events logged
     */
    public static Play start(GameSetup setup) {
        Tables tables = Tables.of(setup.tileSet());
        int[] seats = new int[setup.players().size()];
        for (int i = 0; i < seats.length; i++) {
            seats[i] = setup.players().get(i).ordinal();
        }
        int startSeat = setup.players().indexOf(setup.startPlayer());
        List<GameEvent> events = new ArrayList<>();
        Engine engine = Engine.start(tables, setup.options(), seats, startSeat, DrawStack.order(setup, tables),
                setup.tileSource() instanceof TileSource.Chance, events);
        return started(setup, tables, engine, Collections.unmodifiableList(events));
    }

    /** {@return a game around an engine built at a position (a scenario's), its build's events logged} */
    public static Play started(GameSetup setup, Tables tables, Engine engine, List<GameEvent> events) {
        Play p = new Play(setup, tables, engine, new ActionIds(tables), 0, events);
        p.log = EventLog.EMPTY.add(events);
        return p;
    }

    /** {@return a game around a restored engine (its own), at decision number {@code decisionNumber}, with an empty log} */
    public static Play restored(GameSetup setup, Engine engine, int decisionNumber) {
        return new Play(setup, engine.tables, engine, new ActionIds(engine.tables), decisionNumber, List.of());
    }

    /** {@return an independent copy: the engine cloned, the immutable parts shared, no undo history} */
    public Play copy() {
        return copyWith(setup);
    }

    /** A copy whose set-up field is the given one (a determinization's holds no seed or order of the original). */
    private Play copyWith(GameSetup setupField) {
        Play p = new Play(setupField, tables, engine.copy(), actions, decisionNumber, lastEvents);
        p.decision = decision;
        p.offered = offered;
        p.log = log;
        p.observationSpec = observationSpec;
        p.position = position; // immutable: the copy may share it until either changes
        p.reshuffledAt = reshuffledAt;
        p.ownSetup = ownSetup;
        return p;
    }

    /** {@return a copy whose hidden stack order is re-shuffled from the seed (see {@link Game#determinize(long)})} */
    public Play determinize(long seed) {
        // Not even a private field keeps the original's tile source (its seed or order): a bot that reads the copy by
        // reflection finds the players, the tile set and the options, and explicit chance as a stand-in (issue 45).
        Play p = copyWith(setup.tileSource() instanceof TileSource.Chance ? setup
                : new GameSetup(setup.players(), setup.startPlayer(), setup.tileSet(), TileSource.chance(), setup.options()));
        p.engine.reshuffleStack(seed);
        p.position = null;
        p.reshuffledAt = p.engine.table.stackDrawn();
        p.ownSetup = null;
        return p;
    }

    /** {@return the action ids of the tile set} */
    public ActionIds actions() {
        return actions;
    }

    // ---- the position and the set-up ----

    /** {@return the position kept for the decision now, or null if none was built since the last change} */
    public Position position() {
        return position;
    }

    /** Keeps the position built for the decision now (until the game changes). */
    public void keepPosition(Position p) {
        position = p;
    }

    /** {@return the data of the position now: a copy of the engine (or the engine itself once the game is over)} */
    public PositionData positionData() {
        // A finished game's engine never changes again (every apply refuses), so its position shares it: a
        // bot reading the standings at the end of each playout pays no copy.
        Engine frozen = isOver() ? engine : engine.copy();
        return new PositionData(tables, setup.players(), setup.startPlayer(), setup.options(), decisionNumber, frozen);
    }

    /** {@return the set-up (see {@link Game#setup()}): a determinization's own, built on first ask} */
    public GameSetup setup() {
        if (reshuffledAt < 0) {
            return setup;
        }
        GameSetup s = ownSetup;
        if (s == null) {
            s = new GameSetup(setup.players(), setup.startPlayer(), setup.tileSet(), reshuffledSource(), setup.options());
            ownSetup = s;
        }
        return s;
    }

    /** The tile source of a determinization: the stack as re-shuffled (drawing moves no tile of it), or explicit chance. */
    private TileSource reshuffledSource() {
        if (engine.chanceMode) {
            return TileSource.chance();
        }
        var table = engine.table;
        List<TileId> ids = new ArrayList<>();
        for (int k = reshuffledAt, end = table.stackDrawn() + table.stackSize(); k < end; k++) {
            ids.add(tables.tile[table.stackSlot(k)].id());
        }
        return TileSource.ordered(ids);
    }

    /** {@return the tile set} */
    public TileSet tileSet() {
        return setup.tileSet();
    }

    /** {@return the players in seat order} */
    public List<Colour> players() {
        return setup.players();
    }

    // ---- decisions ----

    /** {@return whether the game is over} */
    public boolean isOver() {
        return engine.phase() == Engine.OVER;
    }

    /** {@return the pending decision, built on first ask} (A game that is over throws a {@link GameOverException}.) */
    public Decision decision() {
        if (isOver()) {
            throw new GameOverException("the game is over: there is no decision to make");
        }
        if (decision == null) {
            decision = Offers.build(engine, decisionNumber);
            offered = offered.add(decision);
        }
        return decision;
    }

    /** {@return the decision number {@code made} decisions after {@code number}, modulo 2<sup>31</sup>} */
    public static int nextDecisionNumber(int number, int made) {
        return (number + made) & Integer.MAX_VALUE;
    }

    /** {@return the number of the pending decision} */
    public int decisionNumber() {
        return decisionNumber;
    }

    /** Applies an option of the pending decision (see {@link Game#apply(Option)}). */
    public List<GameEvent> apply(Option option) {
        Objects.requireNonNull(option, "option");
        // the message is made only when the game is over: an option's text costs more than the check
        if (isOver()) {
            throw over("option '" + option + "'");
        }
        Decision d = decision();
        if (option.decision() != d.number()) {
            if (option.decision() < d.number() && offered.offered(option)) {
                throw new IllegalChoiceException("stale option '" + option.text() + "' of decision #" + option.decision()
                        + "; the game waits for decision #" + d.number() + " (" + Offers.describe(d) + ")");
            }
            throw new IllegalChoiceException("option '" + option.text() + "' of decision #" + option.decision()
                    + " belongs to another game (or a copy of this one): this game never offered it; it waits for decision #"
                    + d.number() + " (" + Offers.describe(d) + ")");
        }
        List<Option> offeredNow = d.options();
        if (option.id() < 0 || option.id() >= offeredNow.size() || offeredNow.get(option.id()) != option
                && !offeredNow.get(option.id()).equals(option)) {
            throw new IllegalChoiceException("option " + option + " is not offered by decision #" + d.number() + " ("
                    + Offers.describe(d) + ")");
        }
        return step(option.id());
    }

    /** Applies the option with this id (see {@link Game#applyOption(int)}). */
    public List<GameEvent> applyOption(int optionId) {
        if (isOver()) {
            throw over("option id " + optionId);
        }
        if (optionId < 0 || optionId >= engine.optionCount()) {
            throw new IllegalChoiceException("decision #" + decisionNumber + " (" + Offers.describe(decision())
                    + ") has option ids 0.." + (engine.optionCount() - 1) + ", got " + optionId);
        }
        return step(optionId);
    }

    /** Applies the option with this typed choice (see {@link Game#apply(Choice)}). */
    public List<GameEvent> apply(Choice choice) {
        Objects.requireNonNull(choice, "choice");
        if (isOver()) {
            throw over("choice '" + choice.text() + "'");
        }
        Decision d = decision();
        Option o = d.find(choice).orElseThrow(() -> new IllegalChoiceException("'" + choice.text()
                + "' is not offered by decision #" + d.number() + " (" + Offers.describe(d) + ")"));
        return step(o.id());
    }

    /** Applies the option with this text (see {@link Game#apply(String)}). */
    public List<GameEvent> apply(String text) {
        Objects.requireNonNull(text, "text");
        if (isOver()) {
            throw over("'" + text + "'");
        }
        Decision d = decision();
        Option o = d.find(text).orElseThrow(() -> new IllegalChoiceException("'" + text.strip()
                + "' is not offered by decision #" + d.number() + " (" + Offers.describe(d) + ")"));
        return step(o.id());
    }

    /** {@return the events of the last step} */
    public List<GameEvent> lastEvents() {
        return lastEvents;
    }

    /** {@return the number of events logged so far} */
    public int eventCount() {
        return log.count();
    }

    /** {@return the events logged since a mark} */
    public List<GameEvent> eventsSince(int mark) {
        return log.since(mark);
    }

    /** {@return the error for applying something to a game that is over} */
    private static GameOverException over(String given) {
        return new GameOverException("the game is over; cannot apply " + given);
    }

    private List<GameEvent> step(int index) {
        History.Undo before = history == null ? null : now();
        EventLog events = log.next(); // this step's events, and the log's node for them (EventLog)
        engine.out = events;
        try {
            engine.apply(index);
        } finally {
            engine.out = null;
        }
        if (before != null) {
            history.remember(before);
        }
        decisionNumber = nextDecisionNumber(decisionNumber, 1);
        decision = null;
        position = null;
        lastEvents = events.seal();
        log = log.then(events);
        return lastEvents;
    }

    // ---- the fast path for bots: no objects per step ----

    /** {@return the number of options of the pending decision, 0 when the game is over} */
    public int optionCount() {
        return engine.optionCount();
    }

    /** {@return the kind of the pending decision, without building it} */
    public DecisionKind decisionKind() {
        if (isOver()) {
            throw new GameOverException("the game is over: there is no decision to make");
        }
        return engine.decisionKind();
    }

    /** {@return the player who decides now} */
    public Colour decider() {
        return Colour.of(engine.decider());
    }

    /** {@return the turn number} */
    public int turn() {
        return engine.turn;
    }

    /** {@return the number of tiles in the stack} */
    public int stackSize() {
        return engine.table.stackSize();
    }

    /** Applies an option by id without building events (see {@link Game#applyOptionQuietly(int)}). */
    public void applyOptionQuietly(int optionId) {
        if (isOver()) {
            throw new GameOverException("the game is over; cannot apply option id " + optionId);
        }
        if (optionId < 0 || optionId >= engine.optionCount()) {
            throw new IllegalChoiceException("decision #" + decisionNumber + " has option ids 0.." + (engine.optionCount() - 1)
                    + ", got " + optionId);
        }
        History.Undo before = history == null ? null : now();
        engine.apply(optionId);
        if (before != null) {
            history.remember(before);
        }
        decisionNumber = nextDecisionNumber(decisionNumber, 1);
        decision = null;
        position = null;
        lastEvents = List.of();
    }

    /** Plays uniformly random options on the fast path (see {@link Game#playRandomly(long, int)}). */
    public int playRandomly(long seed, int maxDecisions) {
        if (maxDecisions < 0) {
            throw new IllegalArgumentException("a number of decisions is not negative, got " + maxDecisions);
        }
        if (maxDecisions == 0 || isOver()) {
            return 0;
        }
        if (history == null) {
            int made = playRandomly(engine, new Shuffle(seed), maxDecisions);
            decisionNumber = nextDecisionNumber(decisionNumber, made);
            decision = null;
            position = null;
            lastEvents = List.of();
            return made;
        }
        // With undo history: the same draws, one decision at a time, each one undoable.
        Shuffle random = new Shuffle(seed);
        int made = 0;
        while (made < maxDecisions && !isOver()) {
            History.Undo before = now();
            playRandomly(engine, random, 1);
            history.remember(before);
            decisionNumber = nextDecisionNumber(decisionNumber, 1);
            decision = null;
            position = null;
            lastEvents = List.of();
            made++;
        }
        return made;
    }

    /**
     * Plays uniformly random options until the game is over or {@code limit} decisions were made ({@link
     * Game#playRandomly}: the draws are specified there).
     */
    private static int playRandomly(Engine engine, Shuffle random, int limit) {
        int k = 0;
        while (engine.phase() != Engine.OVER && k < limit) {
            engine.apply(random.below(engine.optionCount()));
            k++;
        }
        return k;
    }

    // ---- undo ----

    /** Keeps (or stops keeping) the undo history, and bounds it (see {@link Game#keepHistory(int)}). */
    public void keepHistory(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("a history depth is not negative, got " + depth);
        }
        if (depth == 0) {
            history = null;
            return;
        }
        if (history == null) {
            history = new History();
        }
        history.bound(depth);
    }

    /** {@return how many decisions {@link #undo()} can take back now} */
    public int undoDepth() {
        return history == null ? 0 : history.size();
    }

    /** Takes back the latest decision taken while history was kept (see {@link Game#undo()}). */
    public void undo() {
        if (history == null || history.size() == 0) {
            throw new IllegalStateException(history == null
                    ? "nothing to undo: this game keeps no history (see Game.keepHistory)"
                    : "nothing to undo: decision #" + decisionNumber + " is the earliest this game's history holds");
        }
        History.Undo u = history.takeBack();
        engine = u.engine();
        decisionNumber = u.decisionNumber();
        decision = u.decision();
        lastEvents = u.lastEvents();
        offered = u.offered();
        log = u.log();
        position = u.position();
    }

    /** The game now, for the history: a copy of the engine and the rest as it is. */
    private History.Undo now() {
        return new History.Undo(engine.copy(), decisionNumber, decision, lastEvents, offered, log, position);
    }

    // ---- action ids: one action space, a mask, observations, returns, a hash ----

    /** {@return the action id of an option of the pending decision (see {@link Game#actionId(int)})} */
    public int actionId(int optionId) {
        if (optionId < 0 || optionId >= engine.optionCount()) {
            throw new IllegalChoiceException("decision #" + decisionNumber + " has option ids 0.." + (engine.optionCount() - 1)
                    + ", got " + optionId);
        }
        int phase = engine.phase();
        return actions.encode(phase, engine.optionCode(optionId)) + actions.phaseOffset(phase);
    }

    /** Writes the action ids of the legal options into a buffer (see {@link Game#legalActions(int[])}). */
    public int legalActions(int[] buffer) {
        Objects.requireNonNull(buffer, "buffer");
        int n = engine.optionCount(); // 0 once the game is over
        if (buffer.length < n) {
            throw new ArrayIndexOutOfBoundsException("the buffer holds " + buffer.length + " ids; the decision has "
                    + n + " options");
        }
        return actions.legalActions(engine, buffer);
    }

    /** Writes the legal-action mask as bits (see {@link Game#legalActionMask(long[])}). */
    public int legalActionMask(long[] bits) {
        Objects.requireNonNull(bits, "bits");
        int words = (actions.globalSize() + 63) >>> 6;
        if (bits.length < words) {
            throw new IllegalArgumentException("a mask of the action space needs " + words + " longs, got "
                    + bits.length);
        }
        java.util.Arrays.fill(bits, 0L);
        int n = legalActions(scratch());
        int[] ids = scratch;
        for (int i = 0; i < n; i++) {
            bits[ids[i] >>> 6] |= 1L << ids[i];
        }
        return n;
    }

    /** Writes the legal-action mask as booleans (see {@link Game#legalActionMask(boolean[])}). */
    public int legalActionMask(boolean[] mask) {
        Objects.requireNonNull(mask, "mask");
        if (mask.length < actions.globalSize()) {
            throw new IllegalArgumentException("a mask of the action space needs " + actions.globalSize()
                    + " booleans, got " + mask.length);
        }
        java.util.Arrays.fill(mask, false);
        int n = legalActions(scratch());
        int[] ids = scratch;
        for (int i = 0; i < n; i++) {
            mask[ids[i]] = true;
        }
        return n;
    }

    /** The game's own buffer of ids, at least {@link #optionCount()} long (not shared with copies). */
    private int[] scratch() {
        int n = engine.optionCount();
        int[] b = scratch;
        if (b == null || b.length < n) {
            b = new int[Math.max(64, Integer.highestOneBit(Math.max(n, 1)) << 1)];
            scratch = b;
        }
        return b;
    }

    /** Applies the option with this action id (see {@link Game#applyAction(int)}). */
    public void applyAction(int actionId) {
        if (isOver()) {
            throw new GameOverException("the game is over; cannot apply action " + actionId);
        }
        int offset = actions.phaseOffset(engine.phase());
        int local = actionId - offset;
        DecisionKind kind = engine.decisionKind();
        if (actionId < 0 || local < 0 || local >= actions.size(kind)) {
            throw new IllegalChoiceException("action " + actionId + " is not legal in decision #" + decisionNumber
                    + " (" + kind + "): its ids are " + offset + ".." + (offset + actions.size(kind) - 1) + " of 0.."
                    + (actions.globalSize() - 1));
        }
        int i = actions.optionOfAction(engine, local);
        if (i < 0) {
            throw new IllegalChoiceException("action " + actionId + " is not legal in decision #" + decisionNumber
                    + " (" + kind + ")");
        }
        applyOptionQuietly(i);
    }

    /** {@return the observation layout of the tile set and player count, made on first ask} */
    public ObservationSpec observationSpec() {
        ObservationSpec o = observationSpec;
        if (o == null) {
            o = ObservationSpec.of(setup.tileSet(), setup.players().size());
            observationSpec = o;
        }
        return o;
    }

    /** Writes what a seat may know of the position now (see {@link Game#observe(Colour, float[])}). */
    public void observe(Colour seat, float[] out) {
        Objects.requireNonNull(seat, "seat");
        Objects.requireNonNull(out, "out");
        ObservationSpec spec = observationSpec();
        int s = setup.players().indexOf(seat);
        if (s < 0) {
            throw new IllegalArgumentException(seat + " does not play in this game (players " + setup.players() + ")");
        }
        if (out.length < spec.size()) {
            throw new IllegalArgumentException("an observation needs " + spec.size() + " floats, got " + out.length);
        }
        Learning.observe(engine, spec, s, out);
    }

    /** Writes the returns per seat (see {@link Game#returns(double[])}). */
    public void returns(double[] out) {
        Objects.requireNonNull(out, "out");
        int n = setup.players().size();
        if (out.length < n) {
            throw new IllegalArgumentException("returns need " + n + " doubles, got " + out.length);
        }
        Learning.returns(engine, out);
    }

    /** {@return the position's hash (see {@link Game#positionHash()})} */
    public long positionHash() {
        return Learning.hash(engine);
    }
}
