package io.github.tongiaki.testkit.properties;

import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.IllegalChoiceException;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.testkit.Describe;
import io.github.tongiaki.testkit.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Checks of the property suite that recompute, independently of the engine, what the engine decided. */
final class Checks {

    private Checks() {
    }

    /** After every step: D-3 on emigrations; at the end, the scoring. */
    static void everyStep(Game g) {
        emigrationsFollowD3(g);
        if (g.isOver()) {
            scoringIsRecomputed(g);
        }
    }

    /**
     * The two promises of an accepted position at every decision reached in play (issue 37, "accepted exactly when
     * the engine can play on from it"): the position reads back ({@link Position#parse} of its text prints the same
     * text), and every action id {@link Game#legalActions} returns is option i's own ({@link Game#actionId}), lies within
     * the action space of its kind, once, and is accepted by {@link Game#applyAction}: on a copy each where a decision
     * has at most {@value #APPLIED} options, else on copies for about {@value #APPLIED} of them spread over the list
     * (a free placement has a hundred-odd; the offset moves with the decision number).
     *
     * @param g a game
     * @throws AssertionError if either breaks
     */
    /** How many legal action ids of a decision {@link #readsBackAndEveryActionApplies} applies on copies, at most about. */
    static final int APPLIED = 24;

    static void readsBackAndEveryActionApplies(Game g) {
        String text = Position.of(g).text();
        Position back;
        try {
            back = Position.parse(text, g.tileSet());
        } catch (ParseException e) {
            throw new AssertionError("a position reached in play is refused (" + e.getMessage() + "):\n" + text, e);
        }
        if (!back.text().equals(text)) {
            throw new AssertionError("a position reached in play reads back as another:\n" + text + "\nreads as\n" + back.text());
        }
        if (g.isOver()) {
            return;
        }
        int[] ids = new int[g.optionCount()];
        int n = g.legalActions(ids);
        int offset = g.actionSpace().globalOffset(g.decisionKind());
        int size = g.actionSpace().size(g.decisionKind());
        if (n != ids.length) {
            throw new AssertionError("legalActions() wrote " + n + " ids for " + ids.length + " options:\n" + text);
        }
        java.util.BitSet seen = new java.util.BitSet(offset + size);
        for (int i = 0; i < n; i++) {
            if (ids[i] < offset || ids[i] >= offset + size || ids[i] != g.actionId(i) || seen.get(ids[i])) {
                throw new AssertionError("legalActions() returned " + ids[i] + " for option " + i + " (" + g.decision().option(i).text()
                        + "), expected its action id " + g.actionId(i) + " within its kind's range " + offset + ".."
                        + (offset + size - 1) + ", once:\n" + text);
            }
            seen.set(ids[i]);
        }
        // Every id on a copy where the options are few; of a larger decision (a free placement's hundred-odd) APPLIED ids
        // spread over the list, from an offset that moves with the decision number, so a game's decisions cover them all.
        int step = Math.max(1, n / APPLIED);
        for (int i = n <= APPLIED ? 0 : g.decisionNumber() % step; i < n; i += n <= APPLIED ? 1 : step) {
            Game copy = g.copy();
            try {
                copy.applyAction(ids[i]);
            } catch (IllegalChoiceException e) {
                throw new AssertionError("applyAction rejects the id " + ids[i] + " legalActions() returned for option " + i + " ("
                        + g.decision().option(i).text() + "): " + e.getMessage() + "\n" + text, e);
            }
        }
    }

    /**
     * D-2, D-3 (with {@code O-LOOP-COLOUR-AWARE = false}): the emigrations offered are exactly those
     * {@link Paths#expectedEmigrations(Game)} recomputes from the table; in particular no jetty leading
     * back is offered while a full beach of the same island has another way.
     */
    static void emigrationsFollowD3(Game g) {
        if (g.isOver() || !(g.decision() instanceof Decision.Emigration d) || g.setup().options().loopColourAware()) {
            return;
        }
        Set<Choice> offered = new HashSet<>();
        for (Option o : d.options()) {
            offered.add(o.choice());
        }
        Set<Choice> expected = Paths.expectedEmigrations(g);
        if (!offered.equals(expected)) {
            Set<Choice> extra = new HashSet<>(offered);
            extra.removeAll(expected);
            Set<Choice> missing = new HashSet<>(expected);
            missing.removeAll(offered);
            StringBuilder islands = new StringBuilder();
            for (Choice c : offered) {
                TileId t = c instanceof Choice.Emigrate e ? e.beach().island() : ((Choice.EmigrateClosed) c).beach().island();
                islands.append("\n").append(Describe.island(g, t)).append(" jetties ").append(Paths.jetties(g, t));
            }
            throw new AssertionError("D-3: the emigrations offered differ from a recomputation; offered but not expected " + extra
                    + ", expected but not offered " + missing + islands);
        }
    }

    /**
     * R-SCORE-1, R-SCORE-2, D-11, recomputed from the final position: points of every island on the table
     * with a boat or mask of the player; islands; boats on beaches, masks and (option) stranded; order by
     * points, islands, fewer boats, then seat order from the start player; players equal on all three
     * share a rank. The {@code GameOver} event carries the same standings.
     */
    static void scoringIsRecomputed(Game g) {
        List<Colour> seats = new ArrayList<>();
        int start = g.players().indexOf(g.setup().startPlayer());
        for (int i = 0; i < g.players().size(); i++) {
            seats.add(g.players().get((start + i) % g.players().size()));
        }
        List<int[]> rows = new ArrayList<>(); // seat index, score, islands, boats
        for (int i = 0; i < seats.size(); i++) {
            Colour c = seats.get(i);
            int score = 0;
            int islands = 0;
            int boats = 0;
            for (PlacedTile t : g.position().tiles()) {
                if (t.tile() instanceof IslandTile island) {
                    Boats on = g.position().boatsOn(island.id());
                    boolean has = on.count(c) > 0 || g.position().royalIslands().get(island.id()) == c;
                    if (has) {
                        score += island.points();
                        islands++;
                    }
                    boats += on.count(c) + (g.position().royalIslands().get(island.id()) == c ? 1 : 0);
                }
            }
            if (g.setup().options().strandedCountOnTable()) {
                boats += g.position().strandedBoats().count(c);
            }
            if (g.position().score(c) != score) {
                throw new AssertionError("R-SCORE-1: " + c + " scores " + g.position().score(c) + ", recomputed " + score + "\n" + Describe.position(g));
            }
            rows.add(new int[] {i, score, islands, boats});
        }
        Comparator<int[]> better = Comparator.<int[]>comparingInt(r -> -r[1]).thenComparingInt(r -> -r[2]).thenComparingInt(r -> r[3]);
        List<int[]> order = new ArrayList<>(rows);
        order.sort(better.thenComparingInt(r -> r[0]));
        List<Standing> actual = g.position().standings();
        for (int k = 0; k < order.size(); k++) {
            int[] r = order.get(k);
            int rank = 1;
            boolean sameScore = false;
            boolean sameIslands = false;
            boolean shared = false;
            for (int[] o : rows) {
                if (o == r) {
                    continue;
                }
                if (better.compare(o, r) < 0) {
                    rank++;
                }
                sameScore |= o[1] == r[1];
                sameIslands |= o[1] == r[1] && o[2] == r[2];
                shared |= o[1] == r[1] && o[2] == r[2] && o[3] == r[3];
            }
            Standing.TieBreak tb = shared ? Standing.TieBreak.SHARED : sameIslands ? Standing.TieBreak.FEWER_BOATS
                    : sameScore ? Standing.TieBreak.ISLANDS : Standing.TieBreak.SCORE;
            Standing expected = new Standing(seats.get(r[0]), rank, r[1], r[2], r[3], tb);
            if (!actual.get(k).equals(expected)) {
                throw new AssertionError("R-SCORE-2/D-11: standing " + (k + 1) + " is " + actual.get(k) + ", recomputed " + expected
                        + "\nstandings " + actual + "\n" + Describe.position(g));
            }
        }
        List<GameEvent> last = g.lastEvents();
        if (last.isEmpty() || !(last.get(last.size() - 1) instanceof GameEvent.GameOver over) || !over.standings().equals(actual)) {
            throw new AssertionError("the last event of the game is not a GameOver with the standings " + actual + ": " + last);
        }
    }
}
