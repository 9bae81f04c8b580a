package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Texts that were accepted and then broke the engine or the rules: each is refused now, at the line
 * and column of its fault (the property behind them: a position is accepted exactly when the engine can play
 * on from it; testkit's PositionMutantsTest tries it on mutants of real positions).
 */
class AcceptedPositionsPlayOnTest {

    private static final TileSet OFFICIAL = TestTiles.official();

    private static final String STACK = "stack Muroroa Nauru Tubuai Rarotonga \"Rapa Nui\" Tokelau Tuamotu \"Hiva Oa\" Mangareva Oahu Tahiti "
            + "Tuvalu Fidschi Hawaii Samoa W01 W02 W03 W04 W05 W06 W07 W08 W09 W10 W11 W12 W13 W14 W15 W16";

    private static final String SETUP = String.join("\n", "tongiaki-position 2", "tileset official", "players blue red", "turn 0 blue",
            "pending setup step=0", "tile Tonga 0,0 r0", STACK, "");

    private static ParseException refused(String text) {
        try {
            Position.parse(text, OFFICIAL);
        } catch (ParseException e) {
            return e;
        }
        throw new AssertionError("accepted:\n" + text);
    }

    @Test
    @DisplayName("the start island a thousand hexes out is refused at its hex (its neighbours could not be written down)")
    void startIslandFarAway() {
        assertThat(Position.parse(SETUP, OFFICIAL).toGame().decision().options()).hasSize(6);
        ParseException e = refused(SETUP.replace("tile Tonga 0,0 r0", "tile Tonga 1000,1000 r0"));
        assertThat(e.line()).isEqualTo(6);
        assertThat(e.column()).isEqualTo(12);
        assertThat(e.expected()).startsWith("a hex with coordinates within -1..1 (the 32 tiles of the set less the 31 still to lay");
        assertThat(refused(SETUP.replace("tile Tonga 0,0 r0", "tile Tonga 0,1 r0")).expected()).startsWith("0,0 for the start island Tonga");
    }

    /** The position of issue 37: Tonga at 0,0 and Samoa far out, Samoa/3 full and waiting to emigrate. */
    private static String edge(String samoa) {
        return String.join("\n", "tongiaki-position 2", "tileset official", "players blue red", "start blue", "turn 5 blue", "decision 20",
                "pending emigrate", "tile Tonga 0,0 r0", "tile Samoa " + samoa + " r0", "boats Tonga/1 2B+R", "boats Tonga/2 R",
                "boats Samoa/3 3B+2R", STACK.replace(" Samoa", ""), "stall 0", "");
    }

    @Test
    @DisplayName("a tile farther out than the tiles still to lay allow is refused at its hex: Samoa 31 hexes out with two tiles laid")
    void tileBeyondTheTilesLaid() {
        // Accepted before: a voyage then laid a tile at 32,0, the game's own next position was refused, and a later free
        // placement offered action ids (past the range of ±32) that applyAction rejected.
        ParseException e = refused(edge("31,0"));
        assertThat(e.line()).isEqualTo(9);
        assertThat(e.column()).isEqualTo(12);
        assertThat(e.expected()).isEqualTo("a hex with coordinates within -2..2 (the 32 tiles of the set less the 30 still to lay, each of "
                + "which can take the board one hex further out: the tile placements reach -32..32)");
        // a removed island was laid too: one more hex of room
        ParseException removed = refused(edge("0,-4").replace("stack Muroroa ", "removed Muroroa\nstack "));
        assertThat(removed.expected()).startsWith("a hex with coordinates within -3..3");
        assertThat(Position.parse(edge("-3,3").replace("stack Muroroa ", "removed Muroroa\nstack "), OFFICIAL).text()).contains("removed Muroroa");
    }

    @Test
    @DisplayName("at the bound on every side (two hexes out with two tiles laid) every continuation reads back and every legal action id is applied")
    void atTheBoundOnEverySide() {
        int[][] sides = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}, {2, -2}, {-2, 2}, {2, 2}, {-2, -2}};
        int[] ids = new int[4096];
        for (int[] side : sides) {
            String text = edge(side[0] + "," + side[1]);
            for (long seed = 0; seed < 12; seed++) {
                Game g = Position.parse(text, OFFICIAL).toGame();
                java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
                while (!g.isOver()) {
                    String now = Position.of(g).text();
                    assertThat(Position.parse(now, OFFICIAL).text()).as("a position reached in play reads back").isEqualTo(now);
                    int n = g.legalActions(ids);
                    int offset = g.actionSpace().globalOffset(g.decisionKind());
                    int size = g.actionSpace().size(g.decisionKind());
                    for (int i = 0; i < n; i++) {
                        assertThat(ids[i]).isBetween(offset, offset + size - 1);
                        Game copy = g.copy();
                        copy.applyAction(ids[i]);
                        assertThat(copy.decisionNumber()).isGreaterThan(g.decisionNumber());
                    }
                    g.applyAction(ids[random.nextInt(n)]);
                }
            }
        }
    }

    @Test
    @DisplayName("R-SETUP-3: a set-up step with a full beach of the start island is refused at its boats line")
    void setupWithAFullBeach() {
        ParseException e = refused(SETUP.replace("tile Tonga 0,0 r0\n", "tile Tonga 0,0 r0\nboats Tonga/1 2B+R\n"));
        assertThat(e.line()).isEqualTo(7);
        assertThat(e.column()).isEqualTo(7);
        assertThat(e.expected()).startsWith("a free berth on every beach of the start island during the set-up (R-SETUP-3)");
    }

    @Test
    @DisplayName("R-SETUP-2: set-up step 0 with nine boats on the start island is refused at its step")
    void setupBoatsAgainstTheStep() {
        String boats = "boats Tonga/1 B+R\nboats Tonga/2 B+R\nboats Tonga/3 B+R\nboats Tonga/4 B+R\nboats Tonga/5 B\n";
        ParseException e = refused(SETUP.replace("tile Tonga 0,0 r0\n", "tile Tonga 0,0 r0\n" + boats));
        assertThat(e.line()).isEqualTo(5);
        assertThat(e.column()).isEqualTo(15);
        assertThat(e.expected()).startsWith("a set-up step the boats on Tonga agree with");
        // the right counts at step 3: blue, red, blue placed; red places next
        String step3 = SETUP.replace("step=0", "step=3").replace("turn 0 blue", "turn 0 red")
                .replace("tile Tonga 0,0 r0\n", "tile Tonga 0,0 r0\nboats Tonga/1 B+R\nboats Tonga/2 B\n");
        assertThat(Position.parse(step3, OFFICIAL).toGame().decision()).isInstanceOf(Decision.SetupBerth.class);
    }

    @Test
    @DisplayName("R-LAND-1: a landing whose free beaches include a full one is refused at free=")
    void landingOntoAFullBeach() {
        String land = String.join("\n", "tongiaki-position 2", "tileset official", "players blue red green", "turn 1 blue",
                "pending land island=Muroroa group=3B+2G origin=Fidschi free=1,2,3 received=- mode=first", "tile Tonga 0,0 r0",
                "tile Fidschi 0,1 r3", "tile Muroroa 0,2 r3", "boats Muroroa/3 2R+B",
                STACK.replace(" Muroroa", "").replace(" Fidschi", ""), "");
        ParseException e = refused(land);
        assertThat(e.line()).isEqualTo(5);
        assertThat(e.column()).isEqualTo(56);
        assertThat(e.expected()).startsWith("only beaches with a free berth among free= but not received=").contains("(Muroroa/3 is full)");
        // the same landing with Muroroa/3 holding two boats plays on, each boat on a beach with room
        Game g = Position.parse(land.replace("boats Muroroa/3 2R+B", "boats Muroroa/3 2R"), OFFICIAL).toGame();
        assertThat(g.decision()).isInstanceOf(Decision.Landing.class);
        assertThatThrownBy(() -> g.apply("land blue Muroroa/4")).isInstanceOf(IllegalChoiceException.class);
    }

    @Test
    @DisplayName("D-12: a voyage whose route leads back to an empty hex is refused at its direction (the draws could close a circle of water tiles)")
    void voyageFromAnEmptyHex() throws java.io.IOException {
        // Found by the reliability pass (position mutants, run seed -2680356209431053477, item 192210): a group at W01
        // whose route, traced back, ends at the empty hex -2,2; two draws later the tiles laid closed a circle and the
        // voyage never ended ("engine error: a voyage does not end").
        String text;
        try (java.io.InputStream in = getClass().getResourceAsStream("voyage-back-to-an-empty-hex.txt")) {
            text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        ParseException e = refused(text);
        assertThat(e.line()).isEqualTo(8);
        assertThat(e.column()).isEqualTo(36);
        assertThat(e.expected()).startsWith("a hex and direction on a route that leads back over water tiles to an island (D-12")
                .contains("not to the empty hex -2,2");
    }

    @Test
    @DisplayName("D-12: every voyage waiting for an explicit-chance draw in 500 random games is accepted, mid-route ones included")
    void voyagesOfRealGamesAreAccepted() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        int midRoute = 0;
        for (int game = 0; game < 500; game++) {
            Game g = Game.start(GameSetup.builder().players(java.util.Arrays.copyOf(io.github.tongiaki.core.board.Colour.values(), 2 + game % 5))
                    .tileSet(OFFICIAL).tileSource(TileSource.chance()).build());
            while (!g.isOver()) {
                if (g.decisionKind() == DecisionKind.CHANCE) {
                    String text = g.position().text();
                    if (text.contains("for=voyage") && text.contains("first=false")) {
                        assertThat(Position.parse(text, OFFICIAL).text()).isEqualTo(text);
                        midRoute++;
                    }
                }
                g.applyOptionQuietly(random.nextInt(g.optionCount()));
            }
        }
        assertThat(midRoute).isGreaterThan(100);
    }
}
