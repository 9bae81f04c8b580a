package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.ObservationSpec;
import io.github.tongiaki.core.internal.Group;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import java.util.Arrays;
import java.util.List;

/**
 * The learning surface's reads of an engine: the observation ({@link ObservationSpec}), the returns and the
 * position hash. Static methods that read the engine and its table and write only the caller's arrays: no objects
 * are made (but for the D-4 records of a hash while a turn's emigrations run).
 */
final class Learning {

    private Learning() {
    }

    // =====================================================================================
    // the pending decision's public fields
    // =====================================================================================

    /** The island of a pending take, place or land decision, or -1. */
    static int pendingIsland(Engine e, int phase, int f) {
        return switch (phase) {
            case Engine.TAKE -> e.fr[f + TakeBoat.ISLAND];
            case Engine.PLACE -> e.fr[f + PlaceBoats.ISLAND];
            case Engine.LAND -> e.fr[f + Landing.ISLAND];
            default -> -1;
        };
    }

    /** The origin of the group at sea (a landing's, or a voyage's waiting for a draw), or -1. */
    static int pendingOrigin(Engine e, int phase, int f) {
        if (phase == Engine.LAND) {
            return e.fr[f + Landing.ORIGIN];
        }
        if (phase == Engine.CHANCE && e.fr[f - Engine.FRAME] == Engine.VOYAGE) {
            return e.fr[f - Engine.FRAME + Voyage.ORIGIN];
        }
        return -1;
    }

    /** The purpose (P_EXPAND … P_REDRAW) of a pending place, tile or free-placement chance decision, or -1. */
    static int pendingPurpose(Engine e, int phase, int f) {
        return switch (phase) {
            case Engine.PLACE -> e.fr[f + PlaceBoats.PURPOSE];
            case Engine.TILE -> e.fr[f + FreePlacement.PURPOSE];
            case Engine.CHANCE -> e.fr[f - Engine.FRAME] == Engine.TILE ? e.fr[f - Engine.FRAME + FreePlacement.PURPOSE] : -1;
            default -> -1;
        };
    }

    // =====================================================================================
    // the observation
    // =====================================================================================

    /**
     * Writes seat {@code seat}'s observation ({@link ObservationSpec}) of the engine's position.
     *
     * @param e the engine
     * @param spec the layout (of the engine's tile set and player count)
     * @param seat the observer's seat
     * @param out the vector, at least {@code spec.size()} long
     */
    static void observe(Engine e, ObservationSpec spec, int seat, float[] out) {
        Tables tb = e.tables;
        Table table = e.table;
        int players = e.players;
        int size = spec.size();
        Arrays.fill(out, 0, size, 0f);
        int[] seatColour = e.seatColour;
        float radius = tb.tiles;
        int ts = spec.tileStride();
        for (int t = 0; t < tb.tiles; t++) {
            int at = t * ts;
            int h = table.tileHex(t);
            if (h != Table.NONE) {
                out[at + ObservationSpec.TILE_ON_TABLE] = 1f;
                out[at + ObservationSpec.TILE_Q] = Hexes.q(h) / radius;
                out[at + ObservationSpec.TILE_R] = Hexes.r(h) / radius;
                out[at + ObservationSpec.TILE_ROTATION + table.tileRotation(t)] = 1f;
            }
            if (table.removed(t)) {
                out[at + ObservationSpec.TILE_REMOVED] = 1f;
            }
            int royal = table.royalOwner(t);
            if (royal >= 0) {
                out[at + ObservationSpec.TILE_ROYAL + relative(seatColour, royal, seat)] = 1f;
            }
        }
        // D-19: the stack's composition is public, its order is not: each tile in it is marked, whatever its place.
        for (int i = 0, n = table.stackSize(); i < n; i++) {
            out[table.stackTile(i) * ts + ObservationSpec.TILE_IN_STACK] = 1f;
        }
        if (table.strandedTile() >= 0) {
            out[table.strandedTile() * ts + ObservationSpec.TILE_STRANDED] = 1f;
        }
        // D-4's origins and records belong to a turn in progress: once the game is over there is none, and the position
        // text has neither line, so the observation counts none either (the same vector for the game and its re-read text)
        boolean over = e.phase() == Engine.OVER;
        for (int o = over ? -1 : table.nextOrigin(0); o >= 0; o = table.nextOrigin(o >>> 16)) {
            out[(o & 0xFFFF) * ts + ObservationSpec.TILE_EMIGRATIONS] += 1f;
        }
        // beaches
        int bo = spec.beachOffset();
        int bs = spec.beachStride();
        for (int b = 0; b < tb.beaches; b++) {
            int word = table.beachWord(b);
            if (word == 0) {
                continue;
            }
            // seat s relative to the observer is seat k: counted on without a division (a learner observes at every step)
            for (int s = 0, k = seat; s < players; s++, k = k + 1 == players ? 0 : k + 1) {
                out[bo + b * bs + s] = Group.count(word, seatColour[k]);
            }
        }
        // seats
        int so = spec.seatOffset();
        int decider = e.phase() == Engine.OVER ? -1 : e.activeSeat;
        for (int s = 0, k = seat; s < players; s++, k = k + 1 == players ? 0 : k + 1) {
            int c = seatColour[k];
            int at = so + s * ObservationSpec.SEAT_STRIDE;
            out[at + ObservationSpec.SEAT_SUPPLY] = table.supply(c);
            out[at + ObservationSpec.SEAT_ROYALS] = table.royalCount(c);
            out[at + ObservationSpec.SEAT_ON_BEACHES] = table.boatsOnBeaches(c);
            out[at + ObservationSpec.SEAT_AT_SEA] = e.groupCount(c);
            out[at + ObservationSpec.SEAT_STRANDED] = table.stranded(c);
            if (k == decider) {
                out[at + ObservationSpec.SEAT_TO_MOVE] = 1f;
            }
        }
        // R-SCORE-1: per island on the table, its points to every colour with a boat or its mask boat there
        for (int t : tb.islands) {
            if (!table.onTable(t)) {
                continue;
            }
            int word = table.islandWord(t);
            int royal = table.royalOwner(t);
            if (word == 0 && royal < 0) {
                continue; // no boat and no mask boat: no points to anyone
            }
            for (int s = 0, k = seat; s < players; s++, k = k + 1 == players ? 0 : k + 1) {
                int c = seatColour[k];
                if (Group.count(word, c) > 0 || royal == c) {
                    out[so + s * ObservationSpec.SEAT_STRIDE + ObservationSpec.SEAT_SCORE] += tb.points[t];
                }
            }
        }
        // global block and the pending decision
        int g = spec.globalOffset();
        int phase = e.phase();
        out[g + ObservationSpec.G_KIND + (phase == Engine.OVER ? 8 : Step.kindOf(phase).ordinal())] = 1f;
        int limit = e.options.stallRounds() * players;
        if (limit > 0 && phase != Engine.OVER) {
            out[g + ObservationSpec.G_STALL] = e.stallTurns / (float) limit;
        }
        out[g + ObservationSpec.G_END_TRIGGERED] = e.endTriggered ? 1f : 0f;
        out[g + ObservationSpec.G_STACK_ISLANDS] = table.stackIslands();
        out[g + ObservationSpec.G_STACK_WATER] = table.stackWater();
        out[g + ObservationSpec.G_RECORDS] = over ? 0 : table.recordCount();
        out[g + ObservationSpec.G_TURN] = e.turn;
        if (phase == Engine.OVER) {
            return;
        }
        int f = e.top();
        int island = pendingIsland(e, phase, f);
        if (island >= 0) {
            out[island * ts + ObservationSpec.TILE_PENDING_ISLAND] = 1f;
        }
        int origin = pendingOrigin(e, phase, f);
        if (origin >= 0) {
            out[origin * ts + ObservationSpec.TILE_ORIGIN] = 1f;
        }
        int purpose = pendingPurpose(e, phase, f);
        if (purpose >= 0) {
            out[g + ObservationSpec.G_PURPOSE + purpose] = 1f;
        }
        switch (phase) {
            case Engine.SETUP -> out[g + ObservationSpec.G_SETUP_STEP] = e.fr[f + SetupBerth.PLACED];
            case Engine.PLACE -> out[g + ObservationSpec.G_COUNT] = e.fr[f + PlaceBoats.COUNT];
            case Engine.TILE -> out[e.fr[f + FreePlacement.DRAWN] * ts + ObservationSpec.TILE_DRAWN] = 1f;
            case Engine.LAND -> {
                out[g + ObservationSpec.G_LANDING_MODE + e.fr[f + Landing.MODE]] = 1f;
                int free = e.fr[f + Landing.FREE];
                int received = e.fr[f + Landing.RECEIVED];
                int base = tb.beachBase[island];
                for (int k = 0; k < tb.beachCount[island]; k++) {
                    int at = bo + (base + k) * bs + players;
                    out[at] = (free >>> k) & 1;
                    out[at + 1] = (received >>> k) & 1;
                }
            }
            case Engine.CHANCE -> {
                int v = f - Engine.FRAME;
                if (e.fr[v] == Engine.VOYAGE) {
                    int h = e.fr[v + Voyage.HEX];
                    out[g + ObservationSpec.G_VOYAGE_Q] = Hexes.q(h) / radius;
                    out[g + ObservationSpec.G_VOYAGE_R] = Hexes.r(h) / radius;
                    out[g + ObservationSpec.G_VOYAGE_DIR + e.fr[v + Voyage.DIR]] = 1f;
                    out[g + ObservationSpec.G_VOYAGE_FIRST] = e.fr[v + Voyage.FIRST] != 0 ? 1f : 0f;
                }
            }
            default -> {
            }
        }
    }

    /** The relative seat (0 the observer) of a colour ordinal. */
    private static int relative(int[] seatColour, int colour, int seat) {
        int n = seatColour.length;
        for (int s = 0; s < n; s++) {
            if (seatColour[s] == colour) {
                return (s - seat + n) % n;
            }
        }
        throw new IllegalStateException("colour " + colour + " does not play");
    }

    // =====================================================================================
    // the returns
    // =====================================================================================

    /**
     * The returns per seat: at the end, a zero-sum mapping from the final places; before it, zeros.
     *
     * <p>With {@code n} players the place {@code i} (0 the first) is worth {@code v(i) = (n − 1 − 2i) / (n − 1)}:
     * +1 for the first, −1 for the last, evenly spaced between (two players: +1 and −1). Players tied on every
     * criterion (D-11: they share a rank, {@link Standing#rank()}) occupy as many places as they are and each gets
     * the average of those places' values, so a tie for first between two of four players gives each
     * {@code (1 + 1/3) / 2 = 2/3}. The values add up to 0 in every case (each place's value is given out once), so
     * the game is zero-sum, as OpenSpiel's and PettingZoo's rank-based games are; the spacing makes every place
     * gained worth the same, and the average keeps a tie between an improvement and its absence. Why ranks and not
     * scores: the rules decide the game by places (R-SCORE-1, R-SCORE-2), and a bot maximising points instead
     * would play a different game.
     *
     * @param e the engine
     * @param out per seat, at least {@code players} long
     */
    static void returns(Engine e, double[] out) {
        int n = e.players;
        List<Standing> standings = e.standings();
        if (standings == null) {
            Arrays.fill(out, 0, n, 0.0);
            return;
        }
        // standings are best first: a group of equal rank r and size k takes places r-1 .. r+k-2
        for (int i = 0; i < n; ) {
            int rank = standings.get(i).rank();
            int j = i;
            while (j < n && standings.get(j).rank() == rank) {
                j++;
            }
            // the average of v(p) over the places p = i .. j-1: v of their mean (v is linear)
            double value = (n - 1 - (i + j - 1)) / (double) (n - 1);
            for (int k = i; k < j; k++) {
                out[seatOf(e, standings.get(k).colour().ordinal())] = value;
            }
            i = j;
        }
    }

    private static int seatOf(Engine e, int colour) {
        for (int s = 0; s < e.players; s++) {
            if (e.seatColour[s] == colour) {
                return s;
            }
        }
        throw new IllegalStateException("colour " + colour + " does not play");
    }

    // =====================================================================================
    // the position hash
    // =====================================================================================

    /** Keys of the hash's parts, so that equal numbers in different parts mix differently. */
    private static final long TILE = 0x1A5E_77C3_0000_0000L;
    private static final long BEACH = 0x2B6F_88D4_0000_0000L;
    private static final long STACK = 0x3C70_99E5_0000_0000L;
    private static final long GAME = 0x4D81_AAF6_0000_0000L;

    /** SplitMix64's output function (a bijection of 64-bit values with full avalanche). */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The position hash ({@link Game#positionHash()}): Zobrist style, a sum (XOR) of one key per part of the
     * position, each key the mix of the part's identity and value, so that the hash of a position does not depend
     * on how it was reached. The parts: per tile on the table or removed its word (hex, rotation, royal owner,
     * removed), keyed by the tile; the beaches' boats, a Zobrist hash with a key per (beach, colour, count) that the
     * table keeps incrementally with every move of boats ({@code Table.beachHash()}: its one writer of a beach
     * updates it, a few operations per colour whose count changes), mixed once; the stack
     * (each tile keyed by its depth, or with explicit chance by itself alone: a bag has no order); and the game's
     * counters, the set-up (seats' colours, start player, rule options, explicit chance; not the tile set), the
     * pending decision's fields and the D-4 tape of the turn, mixed in a fixed order.
     *
     * @param e the engine
     * @return the hash
     */
    static long hash(Engine e) {
        Tables tb = e.tables;
        Table table = e.table;
        int[] s = table.state();
        long h = 0;
        for (int t = 0; t < tb.tiles; t++) {
            int word = s[tb.offTile + t];
            if (word != 0) {
                h ^= mix(TILE + ((long) t << 32 | word & 0xFFFF_FFFFL));
            }
        }
        // the beaches: their Zobrist hash, kept by the table with every move of boats (no loop over the beaches here)
        h ^= mix(BEACH ^ table.beachHash());
        for (int i = 0, n = table.stackSize(); i < n; i++) {
            int depth = e.chanceMode ? 0 : i + 1;
            h ^= mix(STACK + ((long) depth << 32 | table.stackTile(i)));
        }
        // the rest, in a fixed order
        // the set-up: the seats' colours, the start player, the rule options, explicit chance
        long g = GAME;
        for (int c : e.seatColour) {
            g = mix(g + c + 1);
        }
        g = mix(g + e.startSeat);
        g = mix(g + (e.chanceMode ? 1 : 0));
        g = mix(g + e.options.endGame().ordinal());
        g = mix(g + ((e.options.loopColourAware() ? 1 : 0) | (e.options.landingSpreadWhenShort() ? 2 : 0)
                | (e.options.maskCountsOnTable() ? 4 : 0) | (e.options.strandedCountOnTable() ? 8 : 0)));
        g = mix(g + e.options.stallRounds());
        g = mix(g + e.phase());
        g = mix(g + e.activeSeat);
        g = mix(g + e.turn);
        g = mix(g + e.stallTurns);
        g = mix(g + table.strandedTile());
        for (int c = 0; c < 6; c++) {
            g = mix(g + table.stranded(c));
        }
        int phase = e.phase();
        if (phase != Engine.OVER) {
            int f = e.top();
            g = mix(g + pendingIsland(e, phase, f));
            g = mix(g + pendingOrigin(e, phase, f));
            g = mix(g + pendingPurpose(e, phase, f));
            switch (phase) {
                case Engine.SETUP -> g = mix(g + e.fr[f + SetupBerth.PLACED]);
                case Engine.PLACE -> g = mix(g + e.fr[f + PlaceBoats.COUNT]);
                case Engine.TILE -> g = mix(g + e.fr[f + FreePlacement.DRAWN]);
                case Engine.LAND -> {
                    g = mix(g + e.fr[f + Landing.MODE]);
                    g = mix(g + e.fr[f + Landing.FREE]);
                    g = mix(g + e.fr[f + Landing.RECEIVED]);
                    g = mix(g + e.fr[f + Landing.GROUP]);
                }
                case Engine.CHANCE -> {
                    int v = f - Engine.FRAME;
                    if (e.fr[v] == Engine.VOYAGE) {
                        g = mix(g + e.fr[v + Voyage.HEX]);
                        g = mix(g + e.fr[v + Voyage.DIR]);
                        g = mix(g + (e.fr[v + Voyage.FIRST] != 0 ? 1 : 0));
                        g = mix(g + e.fr[v + Voyage.GROUP]);
                    }
                }
                default -> {
                }
            }
            // D-4: the islands emigrated from this turn, in order, and the records (each with the emigrations before it)
            for (int o = table.nextOrigin(0); o >= 0; o = table.nextOrigin(o >>> 16)) {
                g = mix(g + (o & 0xFFFF) + 1);
            }
            for (int k = 0, n = table.recordCount(); k < n; k++) {
                g = mix(g + 0x5EC0_0000L + table.originsBeforeRecord(k));
                int[] words = e.hashWords;
                if (words == null) {
                    words = e.hashWords = new int[tb.beaches];
                }
                table.recordWords(k, words);
                for (int b = 0; b < tb.beaches; b++) {
                    if (words[b] != 0) {
                        g = mix(g + ((long) b << 32 | words[b] & 0xFFFF_FFFFL));
                    }
                }
            }
        }
        return h ^ g;
    }
}
