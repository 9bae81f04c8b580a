package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Group;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.Rule;
import java.util.List;

/**
 * Explicit chance: a tile is about to be drawn and which one is a chance decision (every tile left in the
 * stack, in tile-set order, each with probability 1 / stack size). The chosen tile goes on top of the
 * stack and the step below (a {@link Voyage} or a {@link FreePlacement}) resumes and draws it. Frame:
 * none (what the draw is for is the frame below). Option code: the tile.
 */
final class ChanceDraw extends Step {

    static final ChanceDraw STEP = new ChanceDraw();

    private ChanceDraw() {
    }

    static void begin(Engine e) {
        e.push(Engine.CHANCE);
    }

    /**
     * Draws the top tile of the stack (R-EMI-3, R-VOY-4, R-NEW-1, R-LOOP-2).
     *
     * @param e the engine
     * @param rule the rule the draw is made under
     * @return the tile
     */
    static int draw(Engine e, Rule rule) {
        e.chanceResolved = false;
        Stall.progress(e); // D-15: a tile drawn is progress
        int t = e.table.drawTile();
        if (e.out != null) {
            e.out.add(new GameEvent.TileDrawn(e.id(t), e.table.stackSize(), rule));
        }
        EndOfGame.afterDraw(e, t);
        return t;
    }

    /**
     * @param e the engine
     * @return whether a draw must first be decided by a chance decision (explicit chance)
     */
    static boolean isChance(Engine e) {
        return e.chanceMode && !e.chanceResolved;
    }

    /** {@return the rule of the draw that the chance decision at frame f is for} */
    static Rule rule(Engine e, int f) {
        int below = f - Engine.FRAME;
        if (e.fr[below] == Engine.VOYAGE) {
            return e.fr[below + Voyage.FIRST] != 0 ? Rule.R_EMI_3 : Rule.R_VOY_4;
        }
        return FreePlacement.purpose(e, below) == Engine.P_SETTLE ? Rule.R_NEW_1 : Rule.R_LOOP_2;
    }

    @Override
    boolean run(Engine e, int f) {
        return true;
    }

    @Override
    void options(Engine e, int f) {
        for (int t : e.table.stackSorted()) {
            e.addOption(t);
        }
    }

    @Override
    void apply(Engine e, int f, int t) {
        // Put the chosen tile on top of the stack; the pending draw takes it.
        e.table.stackToTop(t);
        e.chanceResolved = true;
        e.pop();
    }

    @Override
    DecisionKind kind() {
        return DecisionKind.CHANCE;
    }

    @Override
    Decision decision(Engine e, int f, int number, List<Option> options) {
        return new Decision.Chance(number, Engine.colour(e.activeColour()), rule(e, f), options);
    }

    @Override
    Choice choice(Tables tables, int island, int t) {
        return new Choice.Draw(id(tables, t));
    }

    /** CHANCE: the drawn tile's index. */
    @Override
    int actionId(ActionIds a, int t) {
        return t;
    }

    @Override
    int actionCount(ActionIds a) {
        return a.tables.tiles;
    }

    @Override
    void printPending(Engine e, int f, StringBuilder sb) {
        int below = f - Engine.FRAME;
        if (e.fr[below] == Engine.VOYAGE) {
            int origin = e.fr[below + Voyage.ORIGIN];
            sb.append(" for=voyage hex=").append(Hexes.hex(e.fr[below + Voyage.HEX])).append(" dir=").append(e.fr[below + Voyage.DIR])
                    .append(" first=").append(e.fr[below + Voyage.FIRST] != 0)
                    .append(" group=").append(Read.boats(Group.counts(e.fr[below + Voyage.GROUP])))
                    .append(" origin=").append(origin < 0 ? "-" : PositionText.id(e.tables, origin));
        } else {
            sb.append(" for=").append(PositionText.PURPOSES[FreePlacement.purpose(e, below)]);
        }
    }

    @Override
    void readPending(PendingFields p, State s) {
        Token f = p.field("for");
        if (f.text().equals("voyage")) {
            s.voyHex = p.hex("hex");
            s.voyDir = p.integer("dir", 0, 5, "a direction 0..5");
            s.voyFirst = p.bool("first", "whether no tile was crossed yet");
            s.group = p.group("group");
            Token og = p.field("origin");
            s.originTile = p.origin(og);
            if (s.originTile < 0) {
                throw p.error(og, "the island the group emigrated from");
            }
            if (s.endTriggered && p.options.endGame() == EndGame.VOYAGE_ONLY) {
                throw p.stackError("island and water tiles in the stack: under endgame=VOYAGE_ONLY no tile is drawn for a voyage after "
                        + "the end was triggered (D-1)");
            }
        } else {
            s.chanceFor = p.choose(f, PositionText.PURPOSES, 4, "what the draw is for (voyage, settle or redraw)");
            if (s.chanceFor < Engine.P_SETTLE) {
                throw p.error(f, "what the draw is for (voyage, settle or redraw)");
            }
            s.drawPurpose = s.chanceFor;
        }
    }

}
