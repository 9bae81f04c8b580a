package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Placement;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Shuffle;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A game of Tongiaki as a decision-point event stream.
 *
 * <p>At every moment the game either waits for exactly one {@link Decision} by one player, or is
 * {@linkplain #isOver() over}. {@link #apply(Option)} (or its forms by id, choice or text) carries out
 * one of the offered options and returns the {@link GameEvent}s it caused, in order, up to the next
 * decision. Anything not offered is refused with an {@link IllegalChoiceException} and changes nothing.
 *
 * <pre>{@code
 * Game game = Game.start(GameSetup.of(4, 42));
 * while (!game.isOver()) {
 *     Decision d = game.decision();
 *     List<GameEvent> events = game.apply(d.options().get(0));
 * }
 * }</pre>
 *
 * <p>A game is not thread-safe. {@link #copy()} makes an independent deep copy, random state included.
 * The same set-up and the same choices give the same events on every machine.
 */
public final class Game {

    private final GameSetup setup;
    private final Tables tables;
    private final Engine engine;
    private final ActionSpace actions;
    private int decisionNumber;
    private Decision decision;
    private List<GameEvent> lastEvents;
    /**
     * The options of every decision this game (or the game it was copied from) has built, latest first,
     * so that an option it never offered is reported as another game's, not as stale. Shared by copies
     * (immutable); only {@link #decision()} adds to it, never the bots' fast path.
     */
    private Offered offered;

    /**
     * The event log: the events of every step that built events, as a persistent list of steps (latest
     * first), so that {@link #copy()} shares it in O(1) and a step adds one node.
     */
    private Logged log;

    /** The events of one step, the number of events up to and including them, and the steps before. */
    private record Logged(List<GameEvent> events, int total, Logged earlier) {
    }

    /** The options of one built decision and those built before it. */
    private record Offered(List<Option> options, Offered earlier) {
    }

    private Game(GameSetup setup, Tables tables, Engine engine, ActionSpace actions, int decisionNumber, List<GameEvent> lastEvents) {
        this.setup = setup;
        this.tables = tables;
        this.engine = engine;
        this.actions = actions;
        this.decisionNumber = decisionNumber;
        this.lastEvents = lastEvents;
    }

    /** Starts the log of a new game with the events of its start (or of the scenario's build). */
    private Game logged() {
        log = lastEvents.isEmpty() ? null : new Logged(lastEvents, lastEvents.size(), null);
        return this;
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
        Tables tables = Tables.of(setup.tileSet());
        int[] seats = new int[setup.players().size()];
        for (int i = 0; i < seats.length; i++) {
            seats[i] = setup.players().get(i).ordinal();
        }
        int startSeat = setup.players().indexOf(setup.startPlayer());
        List<GameEvent> events = new ArrayList<>();
        Engine engine = Engine.start(tables, setup.options(), seats, startSeat, stackOrder(setup, tables),
                setup.tileSource() instanceof TileSource.Chance, events);
        return new Game(setup, tables, engine, ActionSpace.of(tables), 0, Collections.unmodifiableList(events)).logged();
    }

    /** For {@link Scenario}: a game around an engine built at a position. */
    static Game of(GameSetup setup, Tables tables, Engine engine, List<GameEvent> events) {
        return new Game(setup, tables, engine, ActionSpace.of(tables), 0, events).logged();
    }

    /** {@return the engine (for {@link Position})} */
    Engine engine() {
        return engine;
    }

    /** For {@link Position}: a game around a restored engine, at decision number {@code decisionNumber}. */
    static Game restored(GameSetup setup, Engine engine, int decisionNumber) {
        return new Game(setup, engine.tables, engine, ActionSpace.of(engine.tables), decisionNumber, List.of());
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

    private static int[] stackOrder(GameSetup setup, Tables tables) {
        TileSet set = setup.tileSet();
        int n = set.stackTiles().size();
        int[] stack = new int[n];
        if (setup.tileSource() instanceof TileSource.Chance) {
            // Explicit chance: the order is never used; each draw is decided by a chance decision.
            for (int i = 0; i < n; i++) {
                stack[i] = i + 1;
            }
        } else if (setup.tileSource() instanceof TileSource.Shuffled s) {
            for (int i = 0; i < n; i++) {
                stack[i] = i + 1;
            }
            new Shuffle(s.seed()).shuffle(stack, 0, n);
        } else if (setup.tileSource() instanceof TileSource.Stacked s) {
            boolean[] used = new boolean[tables.tiles];
            int k = 0;
            for (TileId id : s.top()) {
                int t = set.indexOf(id);
                used[t] = true;
                stack[k++] = t;
            }
            int top = k;
            for (int t = 1; t < tables.tiles; t++) {
                if (!used[t]) {
                    stack[k++] = t;
                }
            }
            new Shuffle(s.seed()).shuffle(stack, top, n);
        }
        return stack;
    }

    /** {@return an independent deep copy; the same choices give the same events in both} */
    public Game copy() {
        Game g = new Game(setup, tables, engine.copy(), actions, decisionNumber, lastEvents);
        g.decision = decision;
        g.offered = offered;
        g.log = log;
        return g;
    }

    // =====================================================================================
    // decisions
    // =====================================================================================

    /** {@return the set-up this game was started with} */
    public GameSetup setup() {
        return setup;
    }

    /** {@return whether the game is over} */
    public boolean isOver() {
        return engine.phase() == Engine.OVER;
    }

    /**
     * {@return the pending decision}
     *
     * @throws GameOverException if the game is over
     */
    public Decision decision() {
        if (isOver()) {
            throw new GameOverException("the game is over: there is no decision to make");
        }
        if (decision == null) {
            decision = buildDecision();
            offered = new Offered(decision.options(), offered);
        }
        return decision;
    }

    /** {@return the pending decision, or empty when the game is over} */
    public Optional<Decision> pendingDecision() {
        return isOver() ? Optional.empty() : Optional.of(decision());
    }

    /** {@return the number of the pending decision (counts up from 0)} */
    public int decisionNumber() {
        return decisionNumber;
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
        Objects.requireNonNull(option, "option");
        Decision d = requireDecision("option '" + option + "'");
        if (option.decision() != d.number()) {
            if (option.decision() < d.number() && offeredEarlier(option)) {
                throw new IllegalChoiceException("stale option '" + option.text() + "' of decision #" + option.decision()
                        + "; the game waits for decision #" + d.number() + " (" + describe(d) + ")");
            }
            throw new IllegalChoiceException("option '" + option.text() + "' of decision #" + option.decision()
                    + " belongs to another game (or a copy of this one): this game never offered it; it waits for decision #"
                    + d.number() + " (" + describe(d) + ")");
        }
        if (option.id() < 0 || option.id() >= d.options().size() || !d.options().get(option.id()).equals(option)) {
            throw new IllegalChoiceException("option " + option + " is not offered by decision #" + d.number() + " ("
                    + describe(d) + ")");
        }
        return step(option.id());
    }

    /**
     * Applies the option with this id (its index in {@link Decision#options()}).
     *
     * @param optionId the id
     * @return the events it caused, in order, up to the next decision
     * @throws IllegalChoiceException if there is no such option; the game is unchanged
     * @throws GameOverException if the game is over; the game is unchanged
     */
    public List<GameEvent> apply(int optionId) {
        requireDecision("option id " + optionId);
        if (optionId < 0 || optionId >= engine.optionCount()) {
            throw new IllegalChoiceException("decision #" + decisionNumber + " (" + describe(decision()) + ") has option ids 0.."
                    + (engine.optionCount() - 1) + ", got " + optionId);
        }
        return step(optionId);
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
        Objects.requireNonNull(choice, "choice");
        Decision d = requireDecision("choice '" + choice.text() + "'");
        Option o = d.find(choice).orElseThrow(() -> new IllegalChoiceException("'" + choice.text()
                + "' is not offered by decision #" + d.number() + " (" + describe(d) + ")"));
        return step(o.id());
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
        Objects.requireNonNull(text, "text");
        Decision d = requireDecision("'" + text + "'");
        Option o = d.find(text).orElseThrow(() -> new IllegalChoiceException("'" + text.strip()
                + "' is not offered by decision #" + d.number() + " (" + describe(d) + ")"));
        return step(o.id());
    }

    /**
     * {@return the events of the last step: {@link #start}, {@link Scenario#build()} (the turn's start and
     * whatever the engine applied by itself before the first decision) or the last {@code apply}}
     */
    public List<GameEvent> lastEvents() {
        return lastEvents;
    }

    /**
     * The number of events in this game's log: a mark for {@link #eventsSince(int)}.
     *
     * <p>The log holds the events of every step that builds events: {@link #start}, {@link Scenario#build()}
     * and every {@code apply}, including the options the engine applied by itself (D-16). The bots' fast
     * path ({@link #applyQuietly(int)}, {@link #applyAction(int)}) builds no events and adds none; a game
     * read from a position ({@code Position.toGame()}) starts with an empty log. A {@link #copy()} shares
     * the log so far (in constant time) and then keeps its own.
     *
     * @return the number of events logged so far
     */
    public int eventCount() {
        return log == null ? 0 : log.total();
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
        int count = eventCount();
        if (mark < 0 || mark > count) {
            throw new IllegalArgumentException("mark " + mark + " is not an event count of this game: 0.." + count);
        }
        List<List<GameEvent>> steps = new ArrayList<>();
        for (Logged l = log; l != null && l.total() > mark; l = l.earlier()) {
            steps.add(l.events());
        }
        List<GameEvent> out = new ArrayList<>(count - mark);
        int skip = mark - (count - countOf(steps));
        for (int i = steps.size() - 1; i >= 0; i--) {
            List<GameEvent> e = steps.get(i);
            out.addAll(skip > 0 ? e.subList(Math.min(skip, e.size()), e.size()) : e);
            skip -= e.size();
        }
        return Collections.unmodifiableList(out);
    }

    private static int countOf(List<List<GameEvent>> steps) {
        int n = 0;
        for (List<GameEvent> e : steps) {
            n += e.size();
        }
        return n;
    }

    /** {@return every event logged from the start (see {@link #eventCount()} for what is logged)} */
    public List<GameEvent> eventLog() {
        return eventsSince(0);
    }

    /** Whether this game (or the game it was copied from) offered that option at an earlier decision. */
    private boolean offeredEarlier(Option option) {
        for (Offered o = offered; o != null; o = o.earlier()) {
            if (!o.options().isEmpty() && o.options().get(0).decision() == option.decision()) {
                return o.options().contains(option);
            }
        }
        return false;
    }

    private Decision requireDecision(String given) {
        if (isOver()) {
            throw new GameOverException("the game is over; cannot apply " + given);
        }
        return decision();
    }

    private List<GameEvent> step(int index) {
        List<GameEvent> events = new ArrayList<>();
        engine.out = events;
        try {
            engine.apply(index);
        } finally {
            engine.out = null;
        }
        decisionNumber++;
        decision = null;
        lastEvents = Collections.unmodifiableList(events);
        if (!events.isEmpty()) {
            log = new Logged(lastEvents, eventCount() + events.size(), log);
        }
        return lastEvents;
    }

    private static String describe(Decision d) {
        StringBuilder sb = new StringBuilder().append(d.kind()).append(" for ").append(d.player()).append(", offering ");
        List<Option> o = d.options();
        for (int i = 0; i < Math.min(o.size(), 8); i++) {
            sb.append(i == 0 ? "" : ", ").append('\'').append(o.get(i).text()).append('\'');
        }
        if (o.size() > 8) {
            sb.append(" and ").append(o.size() - 8).append(" more");
        }
        return sb.toString();
    }

    private Decision buildDecision() {
        int n = engine.optionCount();
        List<Option> options = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            options.add(new Option(decisionNumber, i, engine.choice(engine.optionCode(i))));
        }
        return engine.decision(decisionNumber, options);
    }

    private TileId tileId(int t) {
        return tables.tile[t].id();
    }

    // =====================================================================================
    // the fast path for bots: no objects per step
    // =====================================================================================

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

    /** {@return the player who decides now (during set-up the player placing; at a chance node the active player)} */
    public Colour decider() {
        return Colour.of(engine.decider());
    }

    /**
     * Applies an option by id without building events: the bot's fast path. Same effect on the game as
     * {@link #apply(int)}; {@link #lastEvents()} is empty afterwards.
     *
     * @param optionId the option's id
     * @throws IllegalChoiceException if there is no such option; the game is unchanged
     * @throws GameOverException if the game is over; the game is unchanged
     */
    public void applyQuietly(int optionId) {
        if (isOver()) {
            throw new GameOverException("the game is over; cannot apply option id " + optionId);
        }
        if (optionId < 0 || optionId >= engine.optionCount()) {
            throw new IllegalChoiceException("decision #" + decisionNumber + " has option ids 0.." + (engine.optionCount() - 1)
                    + ", got " + optionId);
        }
        engine.apply(optionId);
        decisionNumber++;
        decision = null;
        lastEvents = List.of();
    }

    /**
     * The action id of an option: a number that names the same choice in every position, below
     * {@link ActionSpace#size(DecisionKind)} for its decision kind (see {@link ActionSpace}).
     *
     * @param optionId an option of the pending decision
     * @return its action id
     * @throws IllegalChoiceException if there is no such option
     */
    public int actionId(int optionId) {
        if (optionId < 0 || optionId >= engine.optionCount()) {
            throw new IllegalChoiceException("decision #" + decisionNumber + " has option ids 0.." + (engine.optionCount() - 1)
                    + ", got " + optionId);
        }
        return actions.encode(engine.phase(), engine.optionCode(optionId));
    }

    /**
     * Writes the action ids of the legal options, in option order, into a buffer.
     *
     * @param buffer at least {@link #optionCount()} long
     * @return the number written
     * @throws NullPointerException if the buffer is null
     */
    public int legalActions(int[] buffer) {
        Objects.requireNonNull(buffer, "buffer");
        int n = engine.optionCodes(buffer);
        int phase = engine.phase();
        ActionSpace space = actions;
        for (int i = 0; i < n; i++) {
            buffer[i] = space.encode(phase, buffer[i]);
        }
        return n;
    }

    /**
     * Applies the option with this action id, without building events.
     *
     * @param actionId an action id of a legal option
     * @throws IllegalChoiceException if no legal option has that action id; the game is unchanged
     * @throws GameOverException if the game is over; the game is unchanged
     */
    public void applyAction(int actionId) {
        if (isOver()) {
            throw new GameOverException("the game is over; cannot apply action " + actionId);
        }
        ActionSpace space = actions;
        for (int i = 0; i < engine.optionCount(); i++) {
            if (space.encode(engine.phase(), engine.optionCode(i)) == actionId) {
                applyQuietly(i);
                return;
            }
        }
        throw new IllegalChoiceException("action " + actionId + " is not legal in decision #" + decisionNumber + " ("
                + decisionKind() + ")");
    }

    /** {@return the action space of this game's tile set} */
    public ActionSpace actionSpace() {
        return actions;
    }

    /**
     * A determinization: a copy whose hidden stack order is re-shuffled from the seed, consistent with
     * everything public (the same tiles are left in the stack). For search over hidden information.
     *
     * @param seed the seed of the re-shuffle
     * @return the copy
     */
    public Game determinize(long seed) {
        Game g = copy();
        g.engine.reshuffleStack(seed);
        return g;
    }

    // =====================================================================================
    // queries
    // =====================================================================================

    /** {@return the players in seat order, clockwise} */
    public List<Colour> players() {
        return setup.players();
    }

    /** {@return the player whose turn it is (during set-up: the player placing)} */
    public Colour activePlayer() {
        return Colour.of(engine.decider());
    }

    /** {@return the turn number: 0 during set-up, then 1, 2, …} */
    public int turn() {
        return engine.turn();
    }

    /** {@return the tile set} */
    public TileSet tileSet() {
        return setup.tileSet();
    }

    /** {@return the tiles on the table, in the order they were laid} */
    public List<PlacedTile> tiles() {
        List<PlacedTile> out = new ArrayList<>(engine.table().placedCount());
        for (int i = 0; i < engine.table().placedCount(); i++) {
            int t = engine.table().placedTile(i);
            out.add(new PlacedTile(Hexes.hex(engine.table().tileHex(t)), tables.tile[t], Rotation.of(engine.table().tileRotation(t))));
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * {@return the tile on it, if any}
     *
     * @param hex a hex
     * @throws NullPointerException if the hex is null
     */
    public Optional<PlacedTile> tileAt(Hex hex) {
        Objects.requireNonNull(hex, "hex");
        int t = engine.table().tileAt(Hexes.pack(hex.q(), hex.r()));
        return t < 0 ? Optional.empty()
                : Optional.of(new PlacedTile(hex, tables.tile[t], Rotation.of(engine.table().tileRotation(t))));
    }

    /**
     * {@return where that tile lies, if it is on the table}
     *
     * @param tile a tile id
     * @throws NullPointerException if the tile id is null
     * @throws IllegalArgumentException if the tile set has no such tile
     */
    public Optional<PlacedTile> find(TileId tile) {
        int t = index(tile);
        int h = engine.table().tileHex(t);
        return h < 0 ? Optional.empty()
                : Optional.of(new PlacedTile(Hexes.hex(h), tables.tile[t], Rotation.of(engine.table().tileRotation(t))));
    }

    /**
     * {@return the boats on it (none if its island is not on the table)}
     *
     * @param beach a beach
     * @throws IllegalArgumentException if the tile set has no such island or beach
     * @throws NullPointerException if the beach is null
     */
    public Boats boatsOn(BeachRef beach) {
        Objects.requireNonNull(beach, "beach");
        int t = index(beach.island());
        if (!tables.island[t] || beach.number() > tables.beachCount[t]) {
            throw new IllegalArgumentException("no beach " + beach + " in tile set " + setup.tileSet().name());
        }
        int b = tables.beachBase[t] + beach.number() - 1;
        int[] c = new int[6];
        for (int i = 0; i < 6; i++) {
            c[i] = engine.table().boats(b, i);
        }
        return Boats.ofCounts(c);
    }

    /**
     * {@return the boats on all its beaches (the mask boat of a royal island not included)}
     *
     * @param island an island
     * @throws IllegalArgumentException if the tile set has no such island
     * @throws NullPointerException if the island is null
     */
    public Boats boatsOn(TileId island) {
        int t = index(island);
        if (!tables.island[t]) {
            throw new IllegalArgumentException(island + " is not an island");
        }
        Boats all = Boats.NONE;
        for (int k = 1; k <= tables.beachCount[t]; k++) {
            all = all.plus(boatsOn(new BeachRef(island, k)));
        }
        return all;
    }

    /** {@return every beach of every island on the table with its boats, in tile-set order} */
    public Map<BeachRef, Boats> beaches() {
        Map<BeachRef, Boats> out = new LinkedHashMap<>();
        for (int t = 0; t < tables.tiles; t++) {
            if (tables.island[t] && engine.table().tileHex(t) >= 0) {
                for (int k = 0; k < tables.beachCount[t]; k++) {
                    BeachRef ref = tables.beachRef[tables.beachBase[t] + k];
                    out.put(ref, boatsOn(ref));
                }
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /**
     * {@return the boats in that player's supply}
     *
     * @param colour a player
     * @throws NullPointerException if the colour is null
     */
    public int supply(Colour colour) {
        Objects.requireNonNull(colour, "colour");
        return engine.table().supply(colour.ordinal());
    }

    /** {@return the royal islands with the colour of their mask boat, in tile-set order} */
    public Map<TileId, Colour> royalIslands() {
        Map<TileId, Colour> out = new LinkedHashMap<>();
        for (int t = 0; t < tables.tiles; t++) {
            if (engine.table().royalOwner(t) >= 0 && engine.table().tileHex(t) >= 0) {
                out.put(tileId(t), Colour.of(engine.table().royalOwner(t)));
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /** {@return the islands that left the game (R-LOOP-1), in tile-set order} */
    public List<TileId> removedTiles() {
        List<TileId> out = new ArrayList<>();
        for (int t = 0; t < tables.tiles; t++) {
            if (engine.table().removed(t)) {
                out.add(tileId(t));
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * {@return the tiles a scenario set aside ({@link Scenario#stackOnly(String...)}): neither on the table
     * nor in the stack, never drawn; in tile-set order, empty in every game started from a set-up}
     */
    public List<TileId> setAsideTiles() {
        List<TileId> out = new ArrayList<>();
        for (int t = 0; t < tables.tiles; t++) {
            if (engine.table().aside(t)) {
                out.add(tileId(t));
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** {@return the tiles still in the stack, in tile-set order (the stack's order stays hidden)} */
    public List<Tile> remainingTiles() {
        boolean[] in = new boolean[tables.tiles];
        for (int i = 0; i < engine.table().stackSize(); i++) {
            in[engine.table().stackTile(i)] = true;
        }
        List<Tile> out = new ArrayList<>();
        for (int t = 0; t < tables.tiles; t++) {
            if (in[t]) {
                out.add(tables.tile[t]);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** {@return the number of tiles in the stack} */
    public int stackSize() {
        return engine.table().stackSize();
    }

    /** {@return the number of island tiles in the stack} */
    public int remainingIslands() {
        return engine.table().stackIslands();
    }

    /** {@return the number of water tiles in the stack} */
    public int remainingWaterTiles() {
        return engine.table().stackWater();
    }

    /** {@return whether the end of the game has been triggered (D-1)} */
    public boolean endTriggered() {
        return engine.endTriggered();
    }

    /**
     * The emigrating group while it is between its beach and a landing (R-EMI-1): during a
     * {@link Decision.Landing} (the same as {@link Decision.Landing#group()}) and during a
     * {@link Decision.Chance} that draws the tile in front of it. Without this a frontend (or a
     * conservation check, R-COMP-1) could not see those boats while explicit chance pauses the voyage.
     *
     * @return the boats of the group at sea, usually none
     */
    public Boats groupAtSea() {
        int[] c = new int[6];
        for (int i = 0; i < 6; i++) {
            c[i] = engine.groupCount(i);
        }
        return Boats.ofCounts(c);
    }

    /** {@return the boats stranded on the last water tile (R-END-1), usually none} */
    public Boats strandedBoats() {
        int[] c = new int[6];
        for (int i = 0; i < 6; i++) {
            c[i] = engine.table().stranded(i);
        }
        return Boats.ofCounts(c);
    }

    /** {@return the water tile the stranded boats stand on, if any} */
    public Optional<TileId> strandedOn() {
        return engine.table().strandedTile() < 0 ? Optional.empty() : Optional.of(tileId(engine.table().strandedTile()));
    }

    /**
     * {@return the royal islands that player has founded (at most 2, R-ROYAL-1)}
     *
     * @param colour a player
     * @throws NullPointerException if the colour is null
     */
    public int royalIslandsFounded(Colour colour) {
        Objects.requireNonNull(colour, "colour");
        return engine.table().royalCount(colour.ordinal());
    }

    /**
     * The score so far (R-SCORE-1): the points of every island on the table with a boat of the player,
     * mask boats included (D-11).
     *
     * @param colour a player
     * @return the score
     * @throws NullPointerException if the colour is null
     */
    public int score(Colour colour) {
        Objects.requireNonNull(colour, "colour");
        return Scoring.score(engine, colour.ordinal());
    }

    /**
     * The standings: final once the game is over, else as if it ended now.
     *
     * @return every player's standing, best first
     */
    public List<Standing> standings() {
        Standing[] s = engine.standings();
        return List.of(s != null ? s : Scoring.standings(engine));
    }

    /**
     * {@return the island tile}
     *
     * @param island an island on the table
     */
    private int index(TileId id) {
        Objects.requireNonNull(id, "tile id");
        int t = setup.tileSet().indexOf(id);
        if (t < 0) {
            throw new IllegalArgumentException("no tile '" + id + "' in tile set " + setup.tileSet().name());
        }
        return t;
    }

    /**
     * {@return the island tile}
     *
     * @param id an island's id
     * @throws IllegalArgumentException if the tile set has no such island
     * @throws NullPointerException if the id is null
     */
    public IslandTile island(TileId id) {
        if (tables.tile[index(id)] instanceof IslandTile i) {
            return i;
        }
        throw new IllegalArgumentException(id + " is not an island");
    }

    @Override
    public String toString() {
        return "Game[" + setup.players() + ", turn " + turn() + ", " + (isOver() ? "over" : "decision #" + decisionNumber + " "
                + decision().kind() + " for " + activePlayer()) + ", stack " + stackSize() + "]";
    }
}
