package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Group;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.tiles.TileId;
import java.util.Arrays;
import java.util.List;

/**
 * The rules engine's driver: the state of a game in progress and the loop that advances it.
 *
 * <p>The state is the {@link Table} (tiles, boats, stack), a few game-level counters (turn, active seat,
 * end triggered, the D-15 count, the D-4 records of the turn) and a small stack of <em>frames</em>:
 * what is in progress, each frame a few ints owned by one {@link Step} (turn › emigrations › voyage ›
 * chance draw, or turn › free placement › chance draw; at most four deep). The top frame's step either
 * waits for a decision or changes the stack; when a step is done it pops its frame and the step below
 * resumes. After every change the engine advances by itself until a player must choose among two or
 * more options (D-16: a single legal option is applied at once) or the game is over.
 *
 * <p>Options are ints ("codes") whose meaning belongs to the waiting step; the public API turns them
 * into typed options. Events go to {@link #out} when it is non-null (bots run without events).
 *
 * <p>The frames and the options lie at the front of the table's state array ({@link Table#state()}), so a copy
 * of the engine is a few field copies and the table's copy: it never writes to the engine it copies.
 *
 * <p>Not part of the API: the package is not exported.
 */
public final class Engine {

    // ---- frame kinds; the kind of the waiting frame is the pending decision ----
    /** Set-up boat on the start island ({@link SetupBerth}). */
    static final int SETUP = 0;
    /** Turn action ({@link TurnAction}). */
    public static final int TURN = 1;
    /** R-ALLBOATS-1 take a boat ({@link TakeBoat}). */
    static final int TAKE = 2;
    /** Beaches for boats from the supply ({@link PlaceBoats}). */
    static final int PLACE = 3;
    /** Next emigration ({@link Emigrations}). */
    public static final int EMIGRATE = 4;
    /** Landing, one boat at a time ({@link Landing}). */
    static final int LAND = 5;
    /** Free placement of a drawn tile ({@link FreePlacement}). */
    static final int TILE = 6;
    /** Game over: no frame is left. */
    public static final int OVER = 7;
    /** Explicit chance: which tile is drawn next ({@link ChanceDraw}). */
    static final int CHANCE = 8;
    /** A voyage under way ({@link Voyage}); never waits for a decision. */
    static final int VOYAGE = 9;

    // ---- turn-action codes: kind << 16 | tile ----
    /** Expand on tile. */
    static final int A_EXPAND = 0;
    /** Found a royal island. */
    static final int A_ROYAL = 1;
    /** No-boat placement on tile. */
    static final int A_NOBOAT = 2;
    /** New settlement. */
    static final int A_SETTLE = 3;

    // ---- purposes of a placement of boats / a free tile placement ----
    /** Expansion (R-EXP-1). */
    static final int P_EXPAND = 0;
    /** R-NOBOAT-1. */
    static final int P_NOBOAT = 1;
    /** New settlement's boat / tiles (R-NEW-1). */
    static final int P_SETTLE = 2;
    /** R-LOOP-2 redraw. */
    static final int P_REDRAW = 3;

    /** Jetty code of an emigration from a closed island (R-LOOP-1). */
    static final int CLOSED = 7;

    /** Ints per frame: the kind, then the step's fields. */
    static final int FRAME = 7; // a landing's six fields are the most (a copy clones MAX_DEPTH frames; push writes seven)
    /** Turn › emigrations › voyage or free placement › chance draw: at most four frames. */
    private static final int MAX_DEPTH = 4;
    /** Where the options begin in {@link #fr}, after the frames. */
    private static final int OPTS = MAX_DEPTH * FRAME;
    /** Options kept in {@link #fr}; a decision with more keeps the rest in {@link #more}. */
    private static final int INLINE = Table.ENGINE_INTS - OPTS;

    static {
        if (FRAME != 7) {
            throw new AssertionError("push writes seven ints a frame");
        }
        if (INLINE < 8) {
            throw new AssertionError("Table.ENGINE_INTS leaves no room for the engine's options");
        }
    }

    // ---- fixed for the game (shared by copies) ----
    /** The compiled tile set. */
    public final Tables tables;
    /** The rule options. */
    final RuleOptions options;
    /** Colour ordinal of each seat. */
    final int[] seatColour;
    /** Number of players. */
    final int players;
    /** Seat of the start player. */
    final int startSeat;

    /**
     * The position hash's buffer for a D-4 record's beach words ({@link Learning#hash}), made on the first hash of a
     * position with records and never copied: a copy makes its own when it needs one.
     */
    int[] hashWords;

    // ---- the state ----
    public final Table table;
    int activeSeat;
    public int turn;
    /** D-1: the stack holds no more island tiles or no more water tiles. */
    public boolean endTriggered;
    /** Explicit chance: every draw is a chance decision. */
    public final boolean chanceMode;
    /** Explicit chance: the next draw takes the tile just chosen by chance (it is on top of the stack). */
    boolean chanceResolved;
    /** D-15: turns begun after the turn of the last progress. */
    int stallTurns;
    /**
     * The frames, {@link #FRAME} ints each, the top one at {@code (depth - 1) * FRAME}, then the options: the
     * front of the table's state array ({@link Table#state()}).
     */
    final int[] fr;
    int depth;
    /** The top frame's step waits for its decision (its options are in {@link #fr} after the frames). */
    private boolean waiting;
    /** The kind of the waiting frame while a decision is pending, else {@link #OVER} (read on every bot call). */
    private int phase = OVER;

    // ---- the pending decision's options: codes whose meaning belongs to the waiting step ----
    // The first INLINE in fr (a bot reads them at every decision, and a copy takes them with the table's array),
    // the rest, for the few decisions with more, in an array of their own.
    private int[] more;
    private int optCount;
    /**
     * D-9 options counted but their codes not written: a free tile placement may have hundreds of options that
     * search rarely reads one by one, so option i is computed when asked for (frontier hex i / 6, rotation i % 6).
     */
    private boolean tilesPending;

    /** The final standings, computed when first asked for (a search's playouts end without asking). */
    private List<Standing> standings;

    /** Where events go; null to run without events. */
    List<GameEvent> out;

    Engine(Tables tables, RuleOptions options, int[] seatColour, int startSeat, Table table, boolean chance, List<GameEvent> out) {
        this.tables = tables;
        this.options = options;
        this.seatColour = seatColour.clone();
        this.players = seatColour.length;
        this.startSeat = startSeat;
        this.table = table;
        this.fr = table.state();
        this.chanceMode = chance;
        this.out = out;
    }

    /**
     * Starts a game: lays the start island, builds the stack and advances to the first decision.
     *
     * @param tables the compiled tile set
     * @param options the rule options
     * @param seatColour colour ordinal per seat
     * @param startSeat the start player's seat
     * @param stack tile indices, top first: a permutation of 1..tiles-1; the engine's from now on
     * @param chance whether every draw is a chance decision (explicit chance)
     * @param out where the events go, or null
     * @return the engine at its first decision
     */
    static Engine start(Tables tables, RuleOptions options, int[] seatColour, int startSeat, int[] stack, boolean chance,
            List<GameEvent> out) {
        Engine e = new Engine(tables, options, seatColour, startSeat, Table.forNewGame(tables, seatColour, stack),
                chance, out);
        // R-SETUP-1: the start island lies alone in the middle, at (0,0) rotation 0.
        e.table.putTile(0, Hexes.pack(0, 0), 0);
        e.activeSeat = startSeat;
        SetupBerth.begin(e);
        e.advance();
        // The sink was for the start's events only: later steps choose their own (none on the bots' fast path).
        e.out = null;
        return e;
    }

    private Engine(Engine o) {
        tables = o.tables;
        options = o.options;
        seatColour = o.seatColour;
        players = o.players;
        startSeat = o.startSeat;
        table = o.table.copy();
        fr = table.state();
        activeSeat = o.activeSeat;
        turn = o.turn;
        endTriggered = o.endTriggered;
        chanceMode = o.chanceMode;
        chanceResolved = o.chanceResolved;
        stallTurns = o.stallTurns;
        depth = o.depth;
        waiting = o.waiting;
        phase = o.phase;
        optCount = o.optCount;
        tilesPending = o.tilesPending;
        if (o.optCount > INLINE && !o.tilesPending) {
            more = o.more.clone();
        }
        standings = o.standings;
        out = null;
    }

    /**
     * An independent copy (its event sink is null). It reads this engine and writes nothing to it, so several
     * threads may copy one engine that none of them changes.
     *
     * @return the copy
     */
    public Engine copy() {
        return new Engine(this);
    }

    // =====================================================================================
    // the frame stack
    // =====================================================================================

    /** {@return the offset of the top frame} */
    int top() {
        return (depth - 1) * FRAME;
    }

    /**
     * Pushes a frame (its fields zero).
     *
     * @param kind the step's kind
     * @return its offset
     */
    int push(int kind) {
        if (depth == MAX_DEPTH) {
            throw new IllegalStateException("engine error: the frame stack is full");
        }
        int f = depth++ * FRAME;
        int[] frame = fr;
        // Seven plain stores, the last first (one bounds check for all): a push happens at every step, and both
        // Arrays.fill and a loop (its pre- and post-loop for six stores) showed in profiles.
        frame[f + 6] = 0;
        frame[f] = kind;
        frame[f + 1] = 0;
        frame[f + 2] = 0;
        frame[f + 3] = 0;
        frame[f + 4] = 0;
        frame[f + 5] = 0;
        return f;
    }

    /** Pops the top frame: the step below resumes. */
    void pop() {
        depth--;
    }

    /**
     * Replaces the top frame with a new one (a step handing over to the next: voyage › landing).
     *
     * @param kind the new step's kind
     * @return its offset
     */
    int replace(int kind) {
        depth--;
        return push(kind);
    }

    // =====================================================================================
    // advancing
    // =====================================================================================

    /**
     * Applies option {@code index} of the pending decision and advances to the next decision.
     *
     * @param index 0..optionCount-1 (the caller has checked it)
     */
    void apply(int index) {
        if (depth == 0) {
            throw new IllegalStateException("no decision pending");
        }
        applyCode(optionCode(index));
        advance();
    }

    private void applyCode(int code) {
        int f = top();
        waiting = false;
        phase = OVER;
        Step.apply(fr[f], this, f, code);
    }

    /** D-16: runs the steps and applies single options by themselves until a real decision (two or more options) or the end. */
    void advance() {
        while (depth > 0) {
            if (!waiting) {
                int f = top();
                waiting = Step.run(fr[f], this, f);
                continue;
            }
            computeOptions();
            if (optCount != 1) {
                return;
            }
            applyCode(optionCode(0));
        }
        // depth 0: finishGame has ended the game (and cleared the options)
    }

    /** Computes the options of a waiting step (a restored position). */
    void computeOptions() {
        clearOptions();
        int f = top();
        Step.options(fr[f], this, f);
        if (optCount == 0) {
            throw new IllegalStateException("engine error: no legal option in phase " + fr[f]);
        }
        phase = fr[f];
    }

    /** No option (before a step writes its options, and once the game is over). */
    private void clearOptions() {
        optCount = 0;
        tilesPending = false;
        phase = OVER;
    }

    /** Marks the top step as waiting (a restored position stops at its decision). */
    void waitHere() {
        waiting = true;
    }

    /**
     * Adds an option of the waiting decision.
     *
     * @param code its code
     */
    void addOption(int code) {
        int n = optCount++;
        if (n < INLINE) {
            fr[OPTS + n] = code;
        } else {
            addMore(n - INLINE, code);
        }
    }

    /**
     * Adds options of the waiting decision, in order: {@link #addOption} for each.
     *
     * @param codes their codes
     */
    void addOptions(int[] codes) {
        int n = optCount;
        if (n + codes.length > INLINE) {
            for (int code : codes) {
                addOption(code);
            }
            return;
        }
        int[] frame = fr;
        for (int i = 0; i < codes.length; i++) {
            frame[OPTS + n + i] = codes[i];
        }
        optCount = n + codes.length;
    }

    private void addMore(int i, int code) {
        if (more == null) {
            more = new int[16];
        } else if (i == more.length) {
            more = Arrays.copyOf(more, 2 * i);
        }
        more[i] = code;
    }

    /**
     * D-9 options are not stored: option i is frontier hex i / 6 with rotation i % 6 ({@link FreePlacement}).
     *
     * @param count the number of options
     */
    void lazyTileOptions(int count) {
        optCount = count;
        tilesPending = true;
    }

    /**
     * Ends the game (R-END-1, D-1, D-15): no frame is left; the standings are computed.
     */
    void finishGame() {
        depth = 0;
        waiting = false;
        clearOptions();
        if (out != null) {
            out.add(new GameEvent.GameOver(standings()));
        }
    }

    TileId id(int t) {
        return tables.tile[t].id();
    }

    /**
     * A turn count one further, stopping at the largest int: the turn number and the D-15 count of turns without
     * progress stop there (only a game without the stall rule could get so far), so a position reached in play
     * always has numbers its text can carry.
     */
    static int counted(int count) {
        return count == Integer.MAX_VALUE ? count : count + 1;
    }

    static Colour colour(int c) {
        return Colour.of(c);
    }

    /** {@return the active player's colour ordinal} */
    int activeColour() {
        return seatColour[activeSeat];
    }

    // =====================================================================================
    // queries
    // =====================================================================================

    /** {@return the kind of the pending decision} */
    DecisionKind decisionKind() {
        return Step.kindOf(phase);
    }

    /**
     * The typed pending decision.
     *
     * @param number its number
     * @param options its options
     * @return the decision
     */
    Decision decision(int number, List<Option> options) {
        int f = top();
        return Step.decision(fr[f], this, f, number, options);
    }

    /** @return the pending phase (the kind of the waiting step), {@link #OVER} when the game is over */
    public int phase() {
        return phase;
    }

    /** @return the number of legal options of the pending decision */
    int optionCount() {
        return optCount;
    }

    /**
     * @param i an option index
     * @return its code
     */
    int optionCode(int i) {
        if (tilesPending) {
            return (FreePlacement.offeredHex(table, i / 6) << 3) | (i % 6);
        }
        return i < INLINE ? fr[OPTS + i] : more[i - INLINE];
    }

    /**
     * Writes the codes of all options into a buffer: {@link #optionCode} for each, a free placement's from one pass
     * over the frontier.
     *
     * @param buffer at least {@link #optionCount()} long
     */
    void optionCodes(int[] buffer) {
        optionCodesAt(buffer, 0);
    }

    /**
     * Writes the codes of all options into a buffer from an offset ({@link #optionCodes(int[])}).
     *
     * @param buffer at least {@code offset +} {@link #optionCount()} long
     * @param offset where the first code goes; 0 for a free placement, whose codes are written in place from its hexes
     */
    void optionCodesAt(int[] buffer, int offset) {
        int n = optCount;
        if (tilesPending) {
            if (offset != 0) {
                throw new IllegalArgumentException("a free placement's codes are written from 0, not " + offset);
            }
            int hexes = n / 6;
            FreePlacement.offeredHexes(table, hexes, buffer);
            // from the last hex back: hex k's six codes go to 6k .. 6k + 5, never over a hex not yet read
            for (int k = hexes - 1; k >= 0; k--) {
                int h = buffer[k];
                for (int rot = 5; rot >= 0; rot--) {
                    buffer[6 * k + rot] = h << 3 | rot;
                }
            }
            return;
        }
        System.arraycopy(fr, OPTS, buffer, offset, Math.min(n, INLINE));
        if (n > INLINE) {
            System.arraycopy(more, 0, buffer, offset + INLINE, n - INLINE);
        }
    }

    /** {@return whether the pending decision is a free tile placement (D-9), whose options are six rotations per offered hex} */
    boolean tilesPending() {
        return tilesPending;
    }

    /**
     * Writes the hexes a free tile placement (D-9) offers, in option order (option {@code i} is hex {@code i / 6} in
     * rotation {@code i % 6}), from one pass over the frontier.
     *
     * @param buffer at least {@link #optionCount()} / 6 long
     */
    void offeredHexes(int[] buffer) {
        FreePlacement.offeredHexes(table, optCount / 6, buffer);
    }

    /**
     * Writes the codes of the options into a buffer, each plus {@code offset}, in one pass (the bots'
     * {@code legalActions} of a step whose codes are the indexes within its kind's range: {@link ActionIds#legalActions}).
     *
     * @param buffer at least {@link #optionCount()} long
     * @param offset what to add to each code
     */
    void optionCodes(int[] buffer, int offset) {
        int n = optCount;
        int inline = Math.min(n, INLINE);
        int[] f = fr;
        for (int i = 0; i < inline; i++) {
            buffer[i] = f[OPTS + i] + offset;
        }
        int[] m = more;
        for (int i = INLINE; i < n; i++) {
            buffer[i] = m[i - INLINE] + offset;
        }
    }

    /** @return the colour ordinal of the player who decides now (the active player; D-13) */
    public int decider() {
        return seatColour[activeSeat];
    }

    /**
     * The final standings, computed on first ask: a finished engine never changes again, so they are kept (an
     * immutable list: a position shared by threads may ask at once, and each sees a whole list).
     *
     * @return the final standings, or null while the game runs
     */
    public List<Standing> standings() {
        if (depth > 0) {
            return null;
        }
        List<Standing> s = standings;
        if (s == null) {
            s = List.of(Scoring.standings(this));
            standings = s;
        }
        return s;
    }

    /**
     * @param colour a colour ordinal
     * @return boats of that colour in the group at sea: a voyage's (waiting for a chance draw) or a
     *     landing's still to land; 0 when no group is at sea
     */
    public int groupCount(int colour) {
        for (int d = depth - 1; d >= 0; d--) {
            int f = d * FRAME;
            if (fr[f] == LAND) {
                return Group.count(fr[f + Landing.GROUP], colour);
            }
            if (fr[f] == VOYAGE) {
                return Group.count(fr[f + Voyage.GROUP], colour);
            }
        }
        return 0;
    }

    /**
     * Boats on the table as R-NOBOAT-1, R-ALLBOATS-1 and R-LOOP-2 count them (D-17): beaches, plus masks
     * when O-MASK-COUNTS-ON-TABLE (D-8). Scoring's tie-break counts masks whatever the option (D-11).
     *
     * @param colour a colour ordinal
     * @return the count
     */
    int onTable(int colour) {
        return table.boatsOnBeaches(colour) + (options.maskCountsOnTable() ? table.royalCount(colour) : 0);
    }

    /**
     * Re-shuffles the hidden order of the stack (determinization), keeping which tiles are in it.
     *
     * @param seed the shuffle's seed
     */
    void reshuffleStack(long seed) {
        table.reshuffleStack(seed);
    }
}
