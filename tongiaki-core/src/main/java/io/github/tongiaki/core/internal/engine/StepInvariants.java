package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.internal.engine.Validator.Fault;
import io.github.tongiaki.core.internal.engine.Validator.Part;
import io.github.tongiaki.core.rules.RuleOptions;
import java.util.List;

/**
 * The part of the {@link Validator} that checks what the pending step relies on, field by field, and the D-4
 * records of the turn against the emigrations started since each (CONFORMANCE.md, "What each pending decision
 * relies on"): a position is accepted exactly when the engine can play on from it under the rules. Called by
 * {@link Validator#turn} once the pending decision's fields, the stall count and the records are known.
 */
final class StepInvariants {

    private final Tables tb;
    private final List<Colour> players;
    private final RuleOptions options;
    private final int startSeat;

    StepInvariants(Tables tb, List<Colour> players, RuleOptions options, int startSeat) {
        this.tb = tb;
        this.players = players;
        this.options = options;
        this.startSeat = startSeat;
    }

    private static Fault fault(Part part, int index, String expected, String detail) {
        return new Fault(part, index, expected, detail);
    }

    private static Fault fault(Part part, int index, String expected, String detail, String field) {
        return new Fault(part, index, expected, detail, field);
    }

    /** {@return boats of a colour on the beaches of an island} */
    private int boatsOn(State s, int t, int c) {
        int n = 0;
        for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
            n += s.occ[b * 6 + c];
        }
        return n;
    }

    /** {@return boats on a beach of an occupancy (boats per beach * 6 + colour)} */
    static int total(int[] occ, int b) {
        int n = 0;
        for (int c = 0; c < 6; c++) {
            n += occ[b * 6 + c];
        }
        return n;
    }

    /** {@return boats of a colour on the beaches} */
    private int onBeaches(State s, int c) {
        int n = 0;
        for (int b = 0; b < tb.beaches; b++) {
            n += s.occ[b * 6 + c];
        }
        return n;
    }

    /** {@return boats of a colour on the beaches, and its masks where they count (O-MASK-COUNTS-ON-TABLE), as the engine counts them} */
    private int onTable(State s, int c) {
        int n = onBeaches(s, c);
        if (options.maskCountsOnTable()) {
            for (int t = 0; t < tb.tiles; t++) {
                n += s.royalOwner[t] == c ? 1 : 0;
            }
        }
        return n;
    }

    /**
     * D-4: the records of the turn against the emigrations started since each. The engine compares the beaches'
     * occupancy with the records before each emigration; a repeat removes the islands emigrated from since
     * (R-LOOP-1). Checked here is what that relies on: each island of origin is on the table or removed; the
     * emigration after a record left from a full beach of that record (R-EMI-1); and a record no emigration
     * followed is either the pending emigration's own (the occupancy now) or one a removal followed (it has
     * boats on an island now removed), so that a repeat always finds an island to remove; and no two records are
     * equal (a repeat is found, not recorded). Records taken after the
     * same number of emigrations are followed by one emigration at most, after the last of them: a removal (D-3's
     * closed island, R-LOOP-1) came between the others and the next record, and the redraw after it (R-LOOP-2) can
     * lead to more emigrations in the same turn (D-9), whose own record comes next.
     *
     * @param s the state
     * @throws Fault for the first fault found
     */
    void records(State s) {
        boolean[] onTable = new boolean[tb.tiles];
        for (int t : s.placed) {
            onTable[t] = true;
        }
        for (int i = 0; i < s.origins.length; i++) {
            int t = s.origins[i];
            if (!onTable[t] && !s.removed[t]) {
                throw fault(Part.ORIGIN, i, "an island on the table or removed (an emigration of this turn left from it)", null);
            }
        }
        for (int i = 0; i < s.history.size(); i++) {
            int[] occ = s.history.get(i);
            // an occupancy that repeats a record of the turn ends the chain (or removes islands) and is not recorded
            // again: the records of a turn are all different
            for (int j = 0; j < i; j++) {
                if (java.util.Arrays.equals(s.history.get(j), occ)) {
                    throw fault(Part.RECORDS, i, "a record unlike every earlier record of the turn (D-4: an occupancy that repeats "
                            + "record " + j + " is found there, not recorded again)", null);
                }
            }
            int k = s.historyOrigins[i];
            // the emigration k followed the last record taken after k emigrations only
            boolean lastAfterK = i + 1 == s.history.size() || s.historyOrigins[i + 1] != k;
            if (k < s.origins.length && lastAfterK) {
                int t = s.origins[k];
                boolean full = false;
                for (int b = tb.beachBase[t], end = b + tb.beachCount[t]; b < end; b++) {
                    full |= total(occ, b) == tb.berths[b];
                }
                if (!full) {
                    throw fault(Part.RECORDS, i, "a full beach of " + tb.tile[t].id() + " in the record before the emigration from it "
                            + "(R-EMI-1, D-4)", null);
                }
                continue;
            }
            boolean removedSince = false;
            for (int b = 0; b < tb.beaches; b++) {
                removedSince |= s.removed[tb.beachTile[b]] && total(occ, b) > 0;
            }
            if (!removedSince && !(s.phase == Engine.EMIGRATE && java.util.Arrays.equals(occ, s.occ))) {
                throw fault(Part.RECORDS, i, "after a record without an emigration since, the emigrate decision it was taken for (the "
                        + "record is the occupancy now) or a removal (boats of the record on an island now removed) (D-4)", null);
            }
        }
    }

    /**
     * What the pending step relies on, field by field: R-SETUP-2/3 for a set-up step, R-ALLBOATS-1 for a boat
     * taken, the count and purpose of a placement (R-EXP-1, R-FEW-1, R-NOBOAT-1, R-NEW-1), the beaches of a
     * landing (R-LAND-1, D-6), the group of a voyage waiting for a chance draw (R-EMI-3, R-VOY-4).
     *
     * @param s the state
     * @throws Fault for the first fault found
     */
    void pending(State s) {
        int c = s.phase == Engine.OVER ? -1 : players.get(s.activeSeat).ordinal();
        switch (s.phase) {
            case Engine.SETUP -> setup(s);
            case Engine.TAKE -> {
                // R-ALLBOATS-1: the boat-taking decision is for a player with all his boats on the table.
                if (onTable(s, c) != Table.BOATS_PER_PLAYER) {
                    throw fault(Part.PENDING, 0, "all " + Table.BOATS_PER_PLAYER + " boats of " + Colour.of(c) + " on the table at a "
                            + "take decision (R-ALLBOATS-1)", "there are " + onTable(s, c));
                }
                if (boatsOn(s, s.actionTile, c) == 0) {
                    throw fault(Part.PENDING_FIELD, 0, "an island with a boat of " + Colour.of(c) + " (R-EXP-1: the expansion's island)", null,
                            "island");
                }
            }
            case Engine.PLACE -> place(s, c);
            case Engine.LAND -> landing(s);
            case Engine.TILE, Engine.CHANCE -> {
                if (s.phase == Engine.CHANCE && s.chanceFor < 0) {
                    voyage(s);
                } else if (s.drawPurpose == Engine.P_SETTLE) {
                    // R-NEW-1: the player took all his boats back before the new settlement's draws.
                    int on = onBeaches(s, c);
                    if (on > 0) {
                        throw fault(Part.PENDING, 0, "no boat of " + Colour.of(c) + " on a beach while the new settlement's tiles are drawn "
                                + "(R-NEW-1: his boats went back to his supply first)", "there are " + on);
                    }
                    if (s.phase == Engine.CHANCE && !anyIsland(s)) {
                        throw fault(Part.STACK, 0, "an island in the stack for the new settlement's draws (R-NEW-1)", null);
                    }
                }
            }
            default -> {
                // the turn action, the emigrations and the end rely on what table() and turn() checked
            }
        }
    }

    private boolean anyIsland(State s) {
        for (int t : s.stack) {
            if (tb.island[t]) {
                return true;
            }
        }
        return false;
    }

    /** R-SETUP-1 … R-SETUP-3: the start island alone, with the set-up boats placed so far, two a player in seat order. */
    private void setup(State s) {
        for (int i = 0; i < s.placed.length; i++) {
            if (s.placed[i] != 0) {
                throw fault(Part.TILE_HEX, i, "only the start island on the table during the set-up (R-SETUP-1)", null);
            }
        }
        // With no other tile on the table there is no royal island, no stranded boat and no boat off the start island
        // (each lies on a tile of the table); a removed island is the one thing left to refuse.
        for (int t = 0; t < tb.tiles; t++) {
            if (s.removed[t]) {
                throw fault(Part.REMOVED, t, "no removed island during the set-up (R-SETUP-1)", null);
            }
        }
        for (int b = 0; b < tb.beachCount[0]; b++) {
            if (total(s.occ, b) > tb.berths[b] - 1) {
                throw fault(Part.FULL_BEACH, b, "a free berth on every beach of the start island during the set-up (R-SETUP-3)", null);
            }
        }
        int n = players.size();
        for (int seat = 0; seat < n; seat++) {
            int after = Math.floorMod(seat - startSeat, n); // the seat's place in the order of the set-up
            int placed = (s.setupStep > after ? 1 : 0) + (s.setupStep > after + n ? 1 : 0);
            int c = players.get(seat).ordinal();
            int on = boatsOn(s, 0, c);
            if (on != placed) {
                throw fault(Part.PENDING_FIELD, 0, "a set-up step the boats on " + tb.tile[0].id() + " agree with (R-SETUP-2: one boat "
                        + "a player in seat order from the start player, twice round)", "at step " + s.setupStep + " " + Colour.of(c)
                        + " has placed " + placed + ", but " + on + " are there", "step");
            }
        }
    }

    /** The placement's count and purpose against the boats of the active player (R-EXP-1, R-FEW-1, R-NOBOAT-1, D-7, R-NEW-1). */
    private void place(State s, int c) {
        int t = s.actionTile;
        int count = s.placeCount;
        if (count > s.supply[c]) {
            throw fault(Part.PENDING_FIELD, 0, "at most the " + s.supply[c] + " boats of " + Colour.of(c) + "'s supply (R-FEW-1)",
                    "count=" + count, "count");
        }
        switch (s.placePurpose) {
            case Engine.P_NOBOAT -> {
                if (onTable(s, c) != 0) {
                    throw fault(Part.PENDING_FIELD, 0, "a player with no boat on the table for a placement of purpose noboat (R-NOBOAT-1)",
                            Colour.of(c) + " has " + onTable(s, c), "purpose");
                }
                if (count != (t == 0 ? 2 : 1)) {
                    throw fault(Part.PENDING_FIELD, 0, "count=" + (t == 0 ? 2 : 1) + " for purpose noboat on " + tb.tile[t].id()
                            + " (R-NOBOAT-1: two boats on the start island, one elsewhere)", null, "count");
                }
            }
            case Engine.P_SETTLE -> {
                if (count != 1) {
                    throw fault(Part.PENDING_FIELD, 0, "count=1 for purpose settle (R-NEW-1: one boat on the new island)", null, "count");
                }
                int on = onBeaches(s, c);
                if (on != 0) {
                    throw fault(Part.PENDING_FIELD, 0, "no boat of " + Colour.of(c) + " on a beach for purpose settle (R-NEW-1: his boats "
                            + "went back to his supply first)", "there are " + on, "purpose");
                }
            }
            default -> {
                // R-EXP-1, D-7: one boat for each of his boats there (at most one a beach); R-ALLBOATS-1: exactly the one
                // boat taken back, by a player who had all his boats on the table.
                boolean taken = count == 1 && onTable(s, c) == Table.BOATS_PER_PLAYER - 1;
                if (count > boatsOn(s, t, c) && !taken) {
                    throw fault(Part.PENDING_FIELD, 0, "at most one boat for each of " + Colour.of(c) + "'s " + boatsOn(s, t, c) + " boats on "
                            + tb.tile[t].id() + " (R-EXP-1)", "count=" + count, "count");
                }
            }
        }
    }


    /** R-LAND-1, D-6: the beaches free when the landing began, those that received a boat since, and the mode. */
    private void landing(State s) {
        int t = s.landTile;
        int base = tb.beachBase[t];
        if ((s.landReceived & ~s.landFree0) != 0) {
            // a beach full when the landing began stays full: boats only land
            throw fault(Part.PENDING_FIELD, 0, "beaches among free= only (a beach full when the landing began receives no boat)", null,
                    "received");
        }
        for (int i = 0; i < tb.beachCount[t]; i++) {
            boolean full = total(s.occ, base + i) == tb.berths[base + i];
            boolean wasFree = (s.landFree0 & 1 << i) != 0;
            if (!wasFree && !full) {
                throw fault(Part.PENDING_FIELD, 0, "every beach of " + tb.tile[t].id() + " with a free berth among free= (boats only land: "
                        + "a beach with room now had room when the landing began)", tb.beachRef[base + i] + " has room", "free");
            }
            if (wasFree && full && (s.landReceived & 1 << i) == 0) {
                throw fault(Part.PENDING_FIELD, 0, "only beaches with a free berth among free= but not received= (a beach free when the "
                        + "landing began that has received no boat since is free)", tb.beachRef[base + i] + " is full", "free");
            }
        }
        int left = 0;
        for (int c = 0; c < 6; c++) {
            left += s.group[c];
        }
        int waiting = Integer.bitCount(s.landFree0 & ~s.landReceived);
        // R-LAND-1: with at least as many boats as free beaches, one on each first (then the boats landed went to
        // different beaches, so the boats left still cover the beaches waiting); D-6 otherwise.
        int mode = left >= waiting ? Landing.FIRST : options.landingSpreadWhenShort() ? Landing.SPREAD : Landing.ANYWHERE;
        if (s.landMode != mode) {
            throw fault(Part.PENDING_FIELD, 0, "mode=" + Landing.MODES[mode] + " for " + left + " boats and " + waiting
                    + " free beaches waiting for one (R-LAND-1, D-6, O-LANDING-SPREAD-WHEN-SHORT)", null, "mode");
        }
    }

    /** R-EMI-3, R-VOY-4: a voyage waits for a draw at the empty hex in front of its tile. */
    private void voyage(State s) {
        int at = Table.NONE;
        int rot = 0;
        for (int i = 0; i < s.placed.length; i++) {
            if (s.placedHex[i] == s.voyHex) {
                at = s.placed[i];
                rot = s.placedRot[i];
            }
        }
        if (at == Table.NONE) {
            throw fault(Part.PENDING_FIELD, 0, "the hex of a tile on the table (where the group is)", null, "hex");
        }
        int next = Hexes.step(s.voyHex, s.voyDir);
        for (int h : s.placedHex) {
            if (h == next) {
                throw fault(Part.PENDING_FIELD, 0, "a direction towards an empty hex (a tile is drawn for it)", null, "dir");
            }
        }
        if (s.voyFirst) {
            // R-EMI-3: the group is at its island, leaving by a jetty.
            if (at != s.originTile) {
                throw fault(Part.PENDING_FIELD, 0, "the hex of the island of origin while no tile was crossed (first=true)", null, "hex");
            }
            boolean jetty = false;
            for (int b = tb.beachBase[at], end = b + tb.beachCount[at]; b < end; b++) {
                for (int m = tb.jettyMask[b]; m != 0; m &= m - 1) {
                    jetty |= (Integer.numberOfTrailingZeros(m) + rot) % 6 == s.voyDir;
                }
            }
            if (!jetty) {
                throw fault(Part.PENDING_FIELD, 0, "the direction of a jetty of " + tb.tile[at].id() + " (R-EMI-3)", null, "dir");
            }
        } else if (tb.island[at]) {
            // R-VOY-1: past the first hex the group is on a water tile's route (an island ends the voyage).
            throw fault(Part.PENDING_FIELD, 0, "the hex of a water tile once a tile was crossed (first=false)", null, "hex");
        } else {
            cameFromAnIsland(s, at, rot);
        }
    }

    /**
     * D-12: a group past its first tile came over water tiles from an island, so its route traced back (routes pair
     * the edges, so each way out has one way in) reaches an island. A route that leads back to an empty hex could be
     * closed by the tiles drawn next into a circle of water tiles, which no voyage from an island can sail.
     */
    private void cameFromAnIsland(State s, int at, int rot) {
        int hex = s.voyHex;
        int out = s.voyDir; // the direction the group moves in when it leaves the tile it is on
        int u = at;
        int r = rot;
        for (int guard = 0; guard <= 6 * tb.tiles; guard++) {
            int in = 0; // the direction it moved in when it came onto the tile: the route's other end
            for (int d = 0; d < 6; d++) {
                if ((tb.transit[(u * 6 + r) * 6 + d] & 7) == out) {
                    in = d;
                }
            }
            int behind = Hexes.step(hex, (in + 3) % 6);
            int k = -1;
            for (int i = 0; i < s.placed.length; i++) {
                if (s.placedHex[i] == behind) {
                    k = i;
                }
            }
            if (k < 0) {
                throw fault(Part.PENDING_FIELD, 0, "a hex and direction on a route that leads back over water tiles to an island "
                        + "(D-12: a voyage sails from an island), not to the empty hex " + Hexes.hex(behind), null, "dir");
            }
            if (tb.island[s.placed[k]]) {
                return;
            }
            hex = behind;
            out = in;
            u = s.placed[k];
            r = s.placedRot[k];
        }
        throw fault(Part.PENDING_FIELD, 0, "a hex and direction on a route that leads back over water tiles to an island (D-12), "
                + "not around a circle of water tiles", null, "dir");
    }
}
