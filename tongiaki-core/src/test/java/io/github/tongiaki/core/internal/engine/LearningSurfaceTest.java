package io.github.tongiaki.core.internal.engine;

import io.github.tongiaki.core.engine.ActionSpace;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameOverException;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.IllegalChoiceException;
import io.github.tongiaki.core.engine.ObservationSpec;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.engine.TileSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.tiles.TileSet;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The learning surface: the global action space and its masks, observations (D-19), returns and the position hash.
 * The random games scale with {@code -Dtongiaki.learning.games} (default 60, times {@code tongiaki.tries}); the
 * reliability profile runs 10,000 games and a million hashed positions (tongiaki-testkit's {@code ReliabilityTest}).
 */
class LearningSurfaceTest {

    static final int GAMES = Integer.getInteger("tongiaki.learning.games", 60) * Integer.getInteger("tongiaki.tries", 1);

    private static Game randomGame(SplittableRandom rnd, int players) {
        TileSource source = rnd.nextInt(4) == 0 ? TileSource.chance() : TileSource.shuffled(rnd.nextLong());
        GameSetup setup = GameSetup.builder()
                .players(Arrays.copyOf(Colour.values(), players))
                .tileSet(TestTiles.official())
                .tileSource(source)
                .build();
        return Game.start(setup);
    }

    @Test
    @DisplayName("At every decision of random games: the masks are the legal options' action ids, in their kind's range, and applying by action id is applying the option")
    void maskEqualsLegalOptionsAndGlobalApplyEqualsOptionApply() {
        SplittableRandom rnd = new SplittableRandom(36);
        int decisions = 0;
        Set<DecisionKind> kinds = new HashSet<>();
        for (int g = 0; g < GAMES; g++) {
            Game game = randomGame(rnd, 2 + g % 5);
            ActionSpace space = game.actionSpace();
            long[] bits = new long[(space.globalSize() + 63) / 64];
            boolean[] mask = new boolean[space.globalSize()];
            int[] ids = new int[4096];
            while (!game.isOver()) {
                int n = game.optionCount();
                DecisionKind kind = game.decisionKind();
                kinds.add(kind);
                TreeSet<Integer> expected = new TreeSet<>();
                for (int i = 0; i < n; i++) {
                    int id = game.actionId(i);
                    assertThat(id).isBetween(space.globalOffset(kind), space.globalOffset(kind) + space.size(kind) - 1);
                    assertThat(space.kindOf(id)).isEqualTo(kind);
                    expected.add(id);
                }
                assertThat(expected).as("action ids of distinct options are distinct").hasSize(n);
                assertThat(game.legalActions(ids)).isEqualTo(n);
                for (int i = 0; i < n; i++) {
                    assertThat(ids[i]).isEqualTo(game.actionId(i));
                }
                Arrays.fill(bits, -1L);
                assertThat(game.legalActionMask(bits)).isEqualTo(n);
                Arrays.fill(mask, true);
                assertThat(game.legalActionMask(mask)).isEqualTo(n);
                TreeSet<Integer> fromBits = new TreeSet<>();
                TreeSet<Integer> fromMask = new TreeSet<>();
                for (int id = 0; id < space.globalSize(); id++) {
                    if ((bits[id >>> 6] & 1L << id) != 0) {
                        fromBits.add(id);
                    }
                    if (mask[id]) {
                        fromMask.add(id);
                    }
                }
                assertThat(fromBits).isEqualTo(expected);
                assertThat(fromMask).isEqualTo(expected);
                int choice = rnd.nextInt(n);
                Game byId = game.copy();
                byId.applyAction(game.actionId(choice));
                game.applyOption(choice);
                assertThat(byId.position().text()).isEqualTo(game.position().text());
                decisions++;
            }
            Arrays.fill(bits, -1L);
            assertThat(game.legalActionMask(bits)).isZero();
            assertThat(bits).containsOnly(0L);
            assertThat(game.legalActions(ids)).isZero();
        }
        assertThat(decisions).isPositive();
        assertThat(kinds).as("every kind of decision was met").containsExactlyInAnyOrder(DecisionKind.values());
    }

    @Test
    @DisplayName("The action space: kinds in DecisionKind order, one after another; refusals leave the game unchanged")
    void globalLayoutAndRefusals() {
        Game game = randomGame(new SplittableRandom(7), 4);
        ActionSpace space = game.actionSpace();
        int offset = 0;
        for (DecisionKind k : DecisionKind.values()) {
            assertThat(space.globalOffset(k)).isEqualTo(offset);
            offset += space.size(k);
        }
        assertThat(space.globalSize()).isEqualTo(offset);
        int size = offset;
        assertThatThrownBy(() -> space.kindOf(size)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("0.." + (size - 1));
        String before = game.position().text();
        Game g0 = game;
        // a TURN_ACTION id while a set-up berth is pending; an id outside the space; a legal kind's unoffered id
        assertThat(game.decisionKind()).isEqualTo(DecisionKind.SETUP_BERTH);
        assertThatThrownBy(() -> g0.applyAction(space.globalOffset(DecisionKind.TURN_ACTION)))
                .isInstanceOf(IllegalChoiceException.class).hasMessageContaining("SETUP_BERTH");
        assertThatThrownBy(() -> g0.applyAction(-1)).isInstanceOf(IllegalChoiceException.class);
        assertThatThrownBy(() -> g0.applyAction(space.globalSize())).isInstanceOf(IllegalChoiceException.class);
        assertThatThrownBy(() -> g0.legalActionMask(new long[1])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> g0.legalActionMask(new boolean[3])).isInstanceOf(IllegalArgumentException.class);
        assertThat(game.position().text()).isEqualTo(before);
        game.playRandomly(1, Integer.MAX_VALUE);
        assertThatThrownBy(() -> g0.applyAction(0)).isInstanceOf(GameOverException.class);
    }

    @Test
    @DisplayName("Explicit chance: a draw's action ids are the CHANCE offset plus the tiles left in the bag")
    void chanceOutcomesAreGlobalActions() {
        Game game = Game.start(GameSetup.builder().players(Colour.BLUE, Colour.RED).tileSource(TileSource.chance())
                .tileSet(TestTiles.official()).build());
        SplittableRandom rnd = new SplittableRandom(3);
        while (!game.isOver() && game.decisionKind() != DecisionKind.CHANCE) {
            game.applyOptionQuietly(rnd.nextInt(game.optionCount()));
        }
        assertThat(game.isOver()).isFalse();
        int[] ids = new int[game.optionCount()];
        int n = game.legalActions(ids);
        int offset = game.actionSpace().globalOffset(DecisionKind.CHANCE);
        List<Integer> tiles = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            tiles.add(ids[i] - offset);
        }
        List<Integer> bag = new ArrayList<>();
        for (var tile : game.position().remainingTiles()) {
            bag.add(game.tileSet().all().indexOf(tile));
        }
        assertThat(tiles).containsExactlyInAnyOrderElementsOf(bag);
    }

    // ---- observations (D-19) ----

    @Test
    @DisplayName("D-19: an observation has a fixed length, is deterministic, hides the stack's order, and changes when something public changes")
    void d19ObservationFixedDeterministicAndBlindToTheStackOrder() {
        SplittableRandom rnd = new SplittableRandom(19);
        int changed = 0;
        int total = 0;
        for (int g = 0; g < Math.max(10, GAMES / 3); g++) {
            int steps = 0;
            int players = 2 + g % 5;
            Game game = randomGame(rnd, players);
            ObservationSpec spec = game.observationSpec();
            assertThat(spec).isEqualTo(ObservationSpec.of(game.tileSet(), players));
            assertThat(spec.size()).isEqualTo(spec.globalOffset() + ObservationSpec.GLOBAL_SIZE);
            float[] a = new float[spec.size()];
            float[] b = new float[spec.size() + 5];
            float[] before = new float[spec.size()];
            while (true) {
                for (Colour seat : game.players()) {
                    game.observe(seat, a);
                    Arrays.fill(b, 7f);
                    game.determinize(rnd.nextLong()).observe(seat, b);
                    assertThat(Arrays.copyOf(b, spec.size())).as("equal but for the stack's order").isEqualTo(a);
                    assertThat(b[spec.size()]).as("nothing written beyond size()").isEqualTo(7f);
                    game.copy().observe(seat, b);
                    assertThat(Arrays.copyOf(b, spec.size())).isEqualTo(a);
                }
                game.observe(game.players().get(0), a);
                if (steps > 0 && !Arrays.equals(a, before)) {
                    changed++;
                }
                System.arraycopy(a, 0, before, 0, a.length);
                if (game.isOver()) {
                    break;
                }
                game.applyOptionQuietly(rnd.nextInt(game.optionCount()));
                steps++;
            }
            total += steps;
        }
        assertThat(changed).as("every decision changes something public").isEqualTo(total);
    }

    @Test
    @DisplayName("D-19: the observation's fields at a known position, seats relative to the observer")
    void observationFieldsAtAPosition() {
        Game game = Game.start(GameSetup.builder().players(Colour.BLUE, Colour.RED, Colour.GREEN).tileSet(TestTiles.official())
                .seed(5).build());
        ObservationSpec spec = game.observationSpec();
        float[] o = new float[spec.size()];
        game.observe(Colour.RED, o);
        int tonga = 0;
        assertThat(o[tonga * spec.tileStride() + ObservationSpec.TILE_ON_TABLE]).isEqualTo(1f);
        assertThat(o[tonga * spec.tileStride() + ObservationSpec.TILE_ROTATION]).isEqualTo(1f);
        assertThat(o[tonga * spec.tileStride() + ObservationSpec.TILE_IN_STACK]).isZero();
        assertThat(o[1 * spec.tileStride() + ObservationSpec.TILE_IN_STACK]).isEqualTo(1f);
        // blue (seat 0) decides: relative to red (seat 1) blue is +2
        assertThat(o[spec.seatOffset() + 2 * ObservationSpec.SEAT_STRIDE + ObservationSpec.SEAT_TO_MOVE]).isEqualTo(1f);
        assertThat(o[spec.seatOffset() + ObservationSpec.SEAT_SUPPLY]).isEqualTo(15f);
        assertThat(o[spec.globalOffset() + ObservationSpec.G_KIND + DecisionKind.SETUP_BERTH.ordinal()]).isEqualTo(1f);
        assertThat(spec.field(0)).isEqualTo("tile[Tonga].onTable");
        assertThat(spec.field(spec.tileStride() - 1)).isEqualTo("tile[Tonga].royal[+2]");
        assertThat(spec.field(spec.beachOffset())).isEqualTo("beach[Tonga/1].boats[+0]");
        assertThat(spec.field(spec.seatOffset() + 1)).isEqualTo("seat[+0].score");
        assertThat(spec.field(spec.size() - 1)).isEqualTo("global.turn");
        assertThatThrownBy(() -> spec.field(spec.size())).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> game.observe(Colour.PURPLE, o)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not play");
        assertThatThrownBy(() -> game.observe(Colour.RED, new float[3])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ObservationSpec.of(game.tileSet(), 7)).isInstanceOf(IllegalArgumentException.class);
    }

    // ---- returns ----

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4, 5, 6})
    @DisplayName("Returns: zero-sum, +1 first, -1 last, evenly spaced, ties share the average of their places; zeros before the end")
    void returnsFromStandings(int players) {
        SplittableRandom rnd = new SplittableRandom(players);
        double[] out = new double[players];
        for (int g = 0; g < 20; g++) {
            Game game = randomGame(rnd, players);
            game.returns(out);
            assertThat(out).containsOnly(0.0);
            game.playRandomly(rnd.nextLong(), Integer.MAX_VALUE);
            game.returns(out);
            List<Standing> st = game.position().standings();
            double sum = 0;
            for (int s = 0; s < players; s++) {
                sum += out[s];
                Colour c = game.players().get(s);
                Standing mine = st.stream().filter(x -> x.colour() == c).findFirst().orElseThrow();
                long tied = st.stream().filter(x -> x.rank() == mine.rank()).count();
                double expected = 0;
                for (int p = mine.rank() - 1; p < mine.rank() - 1 + tied; p++) {
                    expected += (players - 1 - 2.0 * p) / (players - 1);
                }
                assertThat(out[s]).isCloseTo(expected / tied, org.assertj.core.data.Offset.offset(1e-12));
            }
            assertThat(sum).isCloseTo(0.0, org.assertj.core.data.Offset.offset(1e-12));
        }
        assertThatThrownBy(() -> randomGame(rnd, players).returns(new double[players - 1])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("Returns with ties (D-11): a shared first place of two of four players gives each 2/3, the others 1/3... as places 3 and 4")
    void returnsOfATie() {
        // blue and red tied on every count: each has one boat on Tonga; green and yellow have none
        String text = """
                tongiaki-position 2
                tileset official
                players blue red green yellow
                start blue
                turn 9 blue
                decision 40
                pending over
                tile Tonga 0,0 r0
                aside %s
                boats Tonga/1 B
                boats Tonga/2 R
                stack
                """.formatted(String.join(" ", others("Tonga")));
        Game game;
        try {
            game = Position.parse(text, TestTiles.official()).toGame();
        } catch (RuntimeException e) {
            throw new AssertionError(e.getMessage(), e);
        }
        double[] out = new double[4];
        game.returns(out);
        // places: blue and red share 1 and 2 (1 and 1/3), green and yellow share 3 and 4 (-1/3 and -1)
        assertThat(out[0]).isCloseTo(2.0 / 3, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(out[1]).isCloseTo(2.0 / 3, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(out[2]).isCloseTo(-2.0 / 3, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(out[3]).isCloseTo(-2.0 / 3, org.assertj.core.data.Offset.offset(1e-12));
    }

    /** The tile ids of the official set but some, quoted as the position text quotes them, in tile-set order. */
    static List<String> others(String... but) {
        List<String> rest = new ArrayList<>();
        for (var t : TestTiles.official().all()) {
            String id = t.id().value();
            if (!Arrays.asList(but).contains(id)) {
                rest.add(id.contains(" ") ? '"' + id + '"' : id);
            }
        }
        return rest;
    }

    // ---- the position hash ----

    /** The position text without its decision line and with the tile lines sorted (the laid order changes nothing). */
    static String key(String text) {
        List<String> tiles = new ArrayList<>();
        StringBuilder rest = new StringBuilder();
        for (String line : text.split("\n")) {
            if (line.startsWith("decision ")) {
                continue;
            }
            if (line.startsWith("tile ")) {
                tiles.add(line);
            } else {
                rest.append(line).append('\n');
            }
        }
        tiles.sort(null);
        return String.join("\n", tiles) + "\n" + rest;
    }

    /** A 128-bit digest of a text (two independent 64-bit polynomial hashes, mixed), so a large set stays small. */
    static String digest(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        long a = 0x9E3779B97F4A7C15L;
        long b = 0xC2B2AE3D27D4EB4FL;
        for (byte x : bytes) {
            a = (a ^ (x & 0xFF)) * 0x100000001B3L;
            b = Long.rotateLeft(b + (x & 0xFF) * 0xFF51AFD7ED558CCDL, 31) * 0x9E3779B97F4A7C15L;
        }
        return Long.toHexString(Learning.mix(a)) + Long.toHexString(Learning.mix(b ^ bytes.length));
    }

    @Test
    @DisplayName("Observation: a game and its position read back observe the same, for every seat, at every decision and at the end "
            + "(issue 46: finished games counted the last turn's D-4 origins and records, which the text drops)")
    void observationEqualOnReadBack() {
        SplittableRandom rnd = new SplittableRandom(46);
        for (int g = 0; g < 3 * GAMES; g++) {
            Game game = randomGame(rnd, 2 + g % 5);
            ObservationSpec spec = game.observationSpec();
            float[] a = new float[spec.size()];
            float[] b = new float[spec.size()];
            int step = 0;
            while (true) {
                if (game.isOver() || step++ % 31 == 0) {
                    Game back = Position.parse(game.position().text(), TestTiles.official()).toGame();
                    for (Colour seat : game.players()) {
                        game.observe(seat, a);
                        back.observe(seat, b);
                        assertThat(b).as("seat %s observing the read-back of%n%s", seat, game.position().text()).containsExactly(a);
                    }
                }
                if (game.isOver()) {
                    break;
                }
                game.applyOptionQuietly(rnd.nextInt(game.optionCount()));
            }
        }
    }

    @Test
    @DisplayName("Hash: equal positions hash equal (a game and its position read back; a copy); no collision among distinct positions of random games")
    void hashEqualForEqualPositionsAndNoCollisions() {
        SplittableRandom rnd = new SplittableRandom(64);
        Map<Long, String> seen = new HashMap<>();
        int positions = 0;
        for (int g = 0; g < GAMES; g++) {
            Game game = randomGame(rnd, 2 + g % 5);
            while (true) {
                String text = game.position().text();
                long h = game.positionHash();
                Game back = Position.parse(text, TestTiles.official()).toGame();
                assertThat(back.positionHash()).as("read back: %s", text).isEqualTo(h);
                assertThat(game.copy().positionHash()).isEqualTo(h);
                String k = digest(key(text));
                String old = seen.putIfAbsent(h, k);
                assertThat(old == null || old.equals(k)).as("hash %x of two distinct positions, the second:%n%s", h, text).isTrue();
                positions++;
                if (game.isOver()) {
                    break;
                }
                game.applyOptionQuietly(rnd.nextInt(game.optionCount()));
            }
        }
        assertThat(positions).isPositive();
    }

    @Test
    @DisplayName("Hash: two tiles laid in a different order give equal positions and equal hashes; anything that changes play changes it")
    void hashIgnoresTheLaidOrderAndTheDecisionNumber() {
        String a = """
                tongiaki-position 2
                tileset official
                players blue red
                turn 3 blue
                decision 12
                pending turn
                tile Tonga 0,0 r0
                tile Samoa 0,1 r2
                tile W01 1,0 r4
                boats Tonga/1 B
                boats Samoa/1 R
                stack %s
                stall 2
                """;
        TileSet set = TestTiles.official();
        List<String> rest = others("Tonga", "Samoa", "W01");
        String stack = String.join(" ", rest);
        String first = a.formatted(stack);
        String second = first.replace("tile Samoa 0,1 r2\ntile W01 1,0 r4", "tile W01 1,0 r4\ntile Samoa 0,1 r2")
                .replace("decision 12", "decision 30");
        assertThat(second).isNotEqualTo(first);
        long h1 = Position.parse(first, set).toGame().positionHash();
        long h2 = Position.parse(second, set).toGame().positionHash();
        assertThat(h2).isEqualTo(h1);
        assertThat(Position.parse(first.replace("stall 2", "stall 3"), set).toGame().positionHash()).isNotEqualTo(h1);
        assertThat(Position.parse(first.replace("Samoa 0,1 r2", "Samoa 0,1 r3"), set).toGame().positionHash()).isNotEqualTo(h1);
        assertThat(Position.parse(first.replace("Samoa/1 R", "Samoa/2 R"), set).toGame().positionHash()).isNotEqualTo(h1);
        assertThat(Position.parse(first.replace("turn 3 blue", "turn 3 red"), set).toGame().positionHash()).isNotEqualTo(h1);
        String swapped = first.replace("stack " + rest.get(0) + " " + rest.get(1), "stack " + rest.get(1) + " " + rest.get(0));
        assertThat(Position.parse(swapped, set).toGame().positionHash()).as("the stack's order decides the draws").isNotEqualTo(h1);
    }

    @Test
    @DisplayName("Hash: positions reached by different move orders (two-decision sequences from positions of random games) hash equal")
    void hashEqualAcrossMoveOrders() {
        SplittableRandom rnd = new SplittableRandom(2);
        int transpositions = 0;
        int positions = 0;
        for (int g = 0; g < Math.max(20, GAMES / 3); g++) {
            Game game = randomGame(rnd, 2 + g % 5);
            while (!game.isOver()) {
                if (game.optionCount() <= 12 && rnd.nextInt(4) == 0) {
                    // every sequence of two options from here: equal positions (text without the decision line, tiles in
                    // any order) must have equal hashes; different paths to one position are transpositions
                    Map<String, Long> hashOf = new HashMap<>();
                    Map<String, Integer> paths = new HashMap<>();
                    for (int a = 0; a < game.optionCount(); a++) {
                        Game one = game.copy();
                        one.applyOptionQuietly(a);
                        if (one.isOver() || one.optionCount() > 12) {
                            continue;
                        }
                        for (int b = 0; b < one.optionCount(); b++) {
                            Game two = one.copy();
                            two.applyOptionQuietly(b);
                            String k = key(two.position().text());
                            Long old = hashOf.putIfAbsent(k, two.positionHash());
                            if (old != null) {
                                assertThat(two.positionHash()).as("a position reached two ways:%n%s", two.position().text()).isEqualTo(old);
                            }
                            paths.merge(k, 1, Integer::sum);
                        }
                    }
                    transpositions += (int) paths.values().stream().filter(n -> n > 1).count();
                    positions++;
                }
                game.applyOptionQuietly(rnd.nextInt(game.optionCount()));
            }
        }
        assertThat(positions).isPositive();
        assertThat(transpositions).as("positions reached by two different move orders").isPositive();
    }
}
