package io.github.tongiaki.core.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.ActionSpace;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.ObservationSpec;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.tiles.TileSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The learning surface's conformance files ({@code conformance/learning/*.learning}, format in CONFORMANCE.md): a
 * position, its legal global actions, one seat's observation and the returns. This class writes them (with
 * {@code -Dtongiaki.conformance.write=true}), checks that the committed files are exactly what it writes, and
 * reads every committed file as a port would, checking this engine against it.
 *
 * <pre>
 * ./mvnw -pl tongiaki-core -am test -Dtest=LearningConformanceTest -Dtongiaki.conformance.write=true -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 */
class LearningConformanceTest {

    static final Path DIR = NotationTiles.CONFORMANCE.resolve("learning");

    /** One file in the making: a game at a decision (or over) and the seat that observes. */
    private record Case(String name, String note, Game game, Colour observer) {
    }

    /**
     * A game of {@code players} played with random options until its {@code skip}-th decision of {@code kind}, or to the
     * end when the kind is null; the options are drawn from {@code new SplittableRandom(choices)}, or the next seed
     * when that game has no such decision.
     */
    private static Game playTo(int players, long seed, TileSource source, long choices, DecisionKind kind, int skip) {
        for (long ch = choices; ch < choices + 100; ch++) {
            GameSetup setup = GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(NotationTiles.official())
                    .tileSource(source).build();
            Game game = Game.start(setup);
            SplittableRandom rnd = new SplittableRandom(ch);
            int seen = 0;
            while (!game.isOver()) {
                if (game.decisionKind() == kind && seen++ == skip) {
                    return game;
                }
                game.applyOptionQuietly(rnd.nextInt(game.optionCount()));
            }
            if (kind == null) {
                return game;
            }
        }
        throw new IllegalStateException("no " + kind + " decision #" + skip + " in the games of seed " + seed);
    }

    /**
     * The first finished game (random options from seed {@code choices} on, stack shuffle of the same seed) whose last turn
     * started emigrations: the case where the engine still held the turn's D-4 origins and records when the game ended.
     */
    private static Game overAfterEmigrations(int players, long choices) {
        for (long ch = choices; ch < choices + 1000; ch++) {
            GameSetup setup = GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(NotationTiles.official())
                    .tileSource(TileSource.shuffled(ch)).build();
            Game game = Game.start(setup);
            SplittableRandom rnd = new SplittableRandom(ch);
            boolean emigrated = false;
            while (!game.isOver()) {
                for (GameEvent e : game.apply(game.decision().options().get(rnd.nextInt(game.optionCount())))) {
                    if (e instanceof GameEvent.TurnStarted) {
                        emigrated = false;
                    } else if (e instanceof GameEvent.EmigrationStarted) {
                        emigrated = true;
                    }
                }
            }
            if (emigrated) {
                return game;
            }
        }
        throw new IllegalStateException("no game from seed " + choices + " on ended in a turn with emigrations");
    }

    private static List<Case> cases() {
        List<Case> c = new ArrayList<>();
        c.add(new Case("setup-3p", "the first set-up boat of a three-player game (stack shuffle 7)",
                playTo(3, 7, TileSource.shuffled(7), 1, DecisionKind.SETUP_BERTH, 0), Colour.RED));
        c.add(new Case("turn-4p", "a turn action of a four-player game, a few turns in",
                playTo(4, 2026, TileSource.shuffled(2026), 2, DecisionKind.TURN_ACTION, 5), Colour.GREEN));
        c.add(new Case("place-2p", "boats from the supply onto an island's beaches",
                playTo(2, 42, TileSource.shuffled(42), 3, DecisionKind.PLACE_BOATS, 1), Colour.BLUE));
        c.add(new Case("emigration-5p", "which full beach emigrates next",
                playTo(5, 5, TileSource.shuffled(5), 4, DecisionKind.EMIGRATION, 2), Colour.YELLOW));
        c.add(new Case("landing-3p", "a landing in progress: the group at sea, its origin, free and received beaches",
                playTo(3, 11, TileSource.shuffled(11), 5, DecisionKind.LANDING, 3), Colour.BLUE));
        c.add(new Case("tile-6p", "free placement of a drawn tile (D-9): the tile placement range of the space",
                playTo(6, 3, TileSource.shuffled(3), 6, DecisionKind.TILE_PLACEMENT, 0), Colour.PURPLE));
        c.add(new Case("chance-3p", "explicit chance: the draw's outcomes are global actions",
                playTo(3, 0, TileSource.chance(), 7, DecisionKind.CHANCE, 4), Colour.GREEN));
        c.add(new Case("over-2p", "a finished two-player game: its returns",
                playTo(2, 9, TileSource.shuffled(9), 8, null, 0), Colour.RED));
        c.add(new Case("over-5p", "a finished five-player game: its returns",
                playTo(5, 13, TileSource.shuffled(13), 9, null, 0), Colour.ORANGE));
        c.add(new Case("over-after-emigrations-3p", "a game that ended in a turn with emigrations: the D-4 origins and records "
                + "of that turn are gone with it, from the position text and from the observation alike (0)",
                overAfterEmigrations(3, 21), Colour.GREEN));
        return c;
    }

    /** {@return a return value as a reduced fraction of the player count − 1} */
    static String fraction(double v, int players) {
        int d = players - 1;
        long a = Math.round(v * d);
        if (Math.abs(a / (double) d - v) > 1e-12) {
            throw new IllegalStateException("return " + v + " is not a multiple of 1/" + d);
        }
        long g = gcd(Math.abs(a), d);
        return a == 0 ? "0" : d / g == 1 ? Long.toString(a / g) : (a / g) + "/" + (d / g);
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    private static String render(Case c) {
        Game game = c.game;
        StringBuilder sb = new StringBuilder();
        sb.append("# Tongiaki learning-surface vector; the format is described in CONFORMANCE.md.\n");
        sb.append("tongiaki-learning 1\n");
        sb.append("name ").append(c.name).append('\n');
        sb.append("note ").append(c.note).append('\n');
        sb.append("observer ").append(c.observer.name().toLowerCase(java.util.Locale.ROOT)).append('\n');
        sb.append("[position]\n").append(game.position().text());
        ActionSpace space = game.actionSpace();
        sb.append("[actions]\n").append("size ").append(space.globalSize()).append('\n').append("offsets");
        for (DecisionKind k : DecisionKind.values()) {
            sb.append(' ').append(k).append('=').append(space.globalOffset(k));
        }
        sb.append('\n').append("legal");
        int[] ids = new int[Math.max(1, game.optionCount())];
        int n = game.legalActions(ids);
        int[] sorted = Arrays.copyOf(ids, n);
        Arrays.sort(sorted);
        for (int id : sorted) {
            sb.append(' ').append(id);
        }
        sb.append('\n');
        ObservationSpec spec = game.observationSpec();
        float[] o = new float[spec.size()];
        game.observe(c.observer, o);
        sb.append("[observation]\n").append("size ").append(spec.size()).append('\n');
        for (int i = 0; i < o.length; i++) {
            if (o[i] != 0f) {
                sb.append(i).append(' ').append(Float.toString(o[i])).append(' ').append(spec.field(i)).append('\n');
            }
        }
        double[] r = new double[game.players().size()];
        game.returns(r);
        sb.append("[returns]\n");
        for (int s = 0; s < r.length; s++) {
            sb.append(s == 0 ? "" : " ").append(game.players().get(s).name().toLowerCase(java.util.Locale.ROOT)).append('=')
                    .append(fraction(r[s], r.length));
        }
        sb.append('\n');
        return sb.toString();
    }

    static Map<String, String> files() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Case c : cases()) {
            out.put(c.name + ".learning", render(c));
        }
        return out;
    }

    @Test
    @EnabledIfSystemProperty(named = "tongiaki.conformance.write", matches = "true",
            disabledReason = "writes conformance/learning/ anew; run with -Dtongiaki.conformance.write=true after a deliberate change of the learning surface")
    void writeTheFiles() throws IOException {
        Map<String, String> files = files();
        Files.createDirectories(DIR);
        try (Stream<Path> old = Files.list(DIR)) {
            for (Path p : old.toList()) {
                Files.delete(p);
            }
        }
        for (Map.Entry<String, String> e : files.entrySet()) {
            Files.writeString(DIR.resolve(e.getKey()), e.getValue());
        }
    }

    @Test
    @DisplayName("the committed learning vectors are exactly what this class writes")
    void committedFilesAreGenerated() throws IOException {
        Map<String, String> generated = files();
        TreeSet<String> committed = new TreeSet<>();
        try (Stream<Path> files = Files.list(DIR)) {
            files.forEach(f -> committed.add(f.getFileName().toString()));
        }
        assertThat(committed).as("regenerate with -Dtest=LearningConformanceTest -Dtongiaki.conformance.write=true")
                .isEqualTo(new TreeSet<>(generated.keySet()));
        for (Map.Entry<String, String> e : generated.entrySet()) {
            String diff = ConformanceGeneratorTest.firstDifference(Files.readString(DIR.resolve(e.getKey())), e.getValue());
            assertThat(diff).as("conformance/learning/%s", e.getKey()).isNull();
        }
    }

    @Test
    @DisplayName("every learning vector, read as a port reads it: the mask, the observation and the returns of its position")
    void everyVectorHolds() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(DIR)) {
            files = s.filter(p -> p.toString().endsWith(".learning")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(8);
        TileSet official = NotationTiles.official();
        for (Path f : files) {
            List<String> lines = Files.readAllLines(f);
            String observer = null;
            Map<String, List<String>> sections = new LinkedHashMap<>();
            List<String> current = null;
            for (String line : lines) {
                if (line.startsWith("[") && line.endsWith("]")) {
                    current = new ArrayList<>();
                    sections.put(line, current);
                } else if (current != null) {
                    current.add(line);
                } else if (line.startsWith("observer ")) {
                    observer = line.substring(9);
                }
            }
            assertThat(lines.get(1)).isEqualTo("tongiaki-learning 1");
            Game game = Position.parse(String.join("\n", sections.get("[position]")) + "\n", official).toGame();
            // actions
            List<String> actions = sections.get("[actions]");
            ActionSpace space = game.actionSpace();
            assertThat(actions.get(0)).isEqualTo("size " + space.globalSize());
            String[] offsets = actions.get(1).split(" ");
            for (int k = 1; k < offsets.length; k++) {
                String[] kv = offsets[k].split("=");
                assertThat(space.globalOffset(DecisionKind.valueOf(kv[0]))).as("%s %s", f, kv[0]).isEqualTo(Integer.parseInt(kv[1]));
            }
            long[] bits = new long[(space.globalSize() + 63) / 64];
            game.legalActionMask(bits);
            TreeSet<Integer> legal = new TreeSet<>();
            for (int id = 0; id < space.globalSize(); id++) {
                if ((bits[id >>> 6] & 1L << id) != 0) {
                    legal.add(id);
                }
            }
            TreeSet<Integer> expected = new TreeSet<>();
            String[] words = actions.get(2).split(" ");
            assertThat(words[0]).isEqualTo("legal");
            for (int k = 1; k < words.length; k++) {
                expected.add(Integer.parseInt(words[k]));
            }
            assertThat(legal).as("%s: the legal global actions", f).isEqualTo(expected);
            // observation
            List<String> obs = sections.get("[observation]");
            int size = Integer.parseInt(obs.get(0).substring(5));
            float[] want = new float[size];
            for (String line : obs.subList(1, obs.size())) {
                String[] p = line.split(" ", 3);
                want[Integer.parseInt(p[0])] = Float.parseFloat(p[1]);
            }
            float[] got = new float[game.observationSpec().size()];
            game.observe(Colour.valueOf(observer.toUpperCase(java.util.Locale.ROOT)), got);
            assertThat(got.length).as("%s: observation size", f).isEqualTo(size);
            for (int i = 0; i < size; i++) {
                assertThat(Float.floatToIntBits(got[i])).as("%s: observation[%d] %s", f, i, game.observationSpec().field(i))
                        .isEqualTo(Float.floatToIntBits(want[i]));
            }
            // returns
            String[] ret = sections.get("[returns]").get(0).split(" ");
            double[] r = new double[game.players().size()];
            game.returns(r);
            for (int s = 0; s < r.length; s++) {
                String[] kv = ret[s].split("=");
                assertThat(kv[0]).isEqualTo(game.players().get(s).name().toLowerCase(java.util.Locale.ROOT));
                String[] q = kv[1].split("/");
                double v = q.length == 1 ? Double.parseDouble(q[0]) : Double.parseDouble(q[0]) / Double.parseDouble(q[1]);
                assertThat(r[s]).as("%s: return of %s", f, kv[0]).isEqualTo(v);
            }
        }
    }
}
