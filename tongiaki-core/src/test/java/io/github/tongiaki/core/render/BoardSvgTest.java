package io.github.tongiaki.core.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.Scenario;
import io.github.tongiaki.core.engine.TestTiles;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class BoardSvgTest {

    /** Where the golden files live; {@code -Dtongiaki.regenerate=true} rewrites them. */
    private static final Path GOLDEN = Path.of("src", "test", "resources", "render");
    private static final String REGENERATE = "./mvnw -q -o -pl tongiaki-core -am test -Dtest=BoardSvgTest "
            + "-Dsurefire.failIfNoSpecifiedTests=false -Dtongiaki.regenerate=true";

    // ------------------------------------------------------------------ positions

    private static GameSetup setup(int players, long seed) {
        return GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official()).seed(seed).build();
    }

    /**
     * Plays random games (seeds 1, 2, …; choices from a seeded {@link Random}) until a game stands where
     * {@code stop} holds. Deterministic: the same engine finds the same game.
     */
    private static Game firstGameWhere(int players, Predicate<Game> stop) {
        for (long seed = 1; seed <= 400; seed++) {
            Game g = Game.start(setup(players, seed));
            Random random = new Random(seed);
            while (true) {
                if (stop.test(g)) {
                    return g;
                }
                if (g.isOver()) {
                    break;
                }
                g.applyOption(random.nextInt(g.decision().options().size()));
            }
        }
        throw new AssertionError("no random game of 400 reaches the position wanted");
    }

    private static boolean pending(Game g, DecisionKind kind) {
        return !g.isOver() && g.decision().kind() == kind;
    }

    private static Map<String, Game> positions;

    /** The positions of the golden files, built once. */
    static synchronized Map<String, Game> positions() {
        if (positions == null) {
            Map<String, Game> m = new LinkedHashMap<>();
            m.put("start", Game.start(setup(4, 42)));
            m.put("royal-and-stranded", royalAndStranded());
            m.put("free-placement", firstGameWhere(4, g -> pending(g, DecisionKind.TILE_PLACEMENT) && g.turn() > 3));
            m.put("emigration", firstGameWhere(4, g -> pending(g, DecisionKind.EMIGRATION) && g.turn() > 3));
            m.put("landing", firstGameWhere(4, g -> pending(g, DecisionKind.LANDING) && g.lastEvents().stream()
                    .anyMatch(e -> e instanceof GameEvent.RouteCrossed)));
            positions = m;
        }
        return positions;
    }

    /**
     * A late position, built directly: fifteen water tiles on the table, Oahu a royal island of red's, and
     * Tonga/4 full. Its emigration north draws W16, the last water tile: the group stays on it (R-END-1)
     * and the game ends.
     */
    static Game royalAndStranded() {
        Scenario s = Scenario.of(GameSetup.builder().players(Colour.BLUE, Colour.RED, Colour.GREEN, Colour.YELLOW)
                .tileSet(TestTiles.official()).build());
        String[][] tiles = {
            {"W01", "0", "1", "0"}, {"Hawaii", "-1", "1", "4"}, {"W02", "-1", "0", "2"}, {"Samoa", "1", "-1", "1"},
            {"W03", "1", "0", "1"}, {"Rapa Nui", "0", "2", "3"}, {"W04", "-1", "2", "3"}, {"W05", "-2", "2", "4"},
            {"Oahu", "-2", "1", "0"}, {"W06", "-2", "0", "5"}, {"W07", "-1", "-1", "0"}, {"W08", "0", "-2", "1"},
            {"W09", "1", "-2", "2"}, {"Fidschi", "2", "-2", "2"}, {"W10", "2", "-1", "3"}, {"W11", "2", "0", "4"},
            {"Tahiti", "1", "1", "3"}, {"W12", "3", "-1", "5"}, {"W13", "1", "2", "0"}, {"W14", "-3", "2", "1"},
            {"W15", "3", "0", "2"}};
        for (String[] t : tiles) {
            s.tile(t[0], Hex.of(Integer.parseInt(t[1]), Integer.parseInt(t[2])), Rotation.of(Integer.parseInt(t[3])));
        }
        return s.royal("Oahu", Colour.RED)
                .boats("Tonga", 4, "B+R+G").boats("Tonga", 1, "B").boats("Tonga", 2, "R+G")
                .boats("Hawaii", 2, "2B+R").boats("Samoa", 3, "G+2Y").boats("Rapa Nui", 1, "R").boats("Fidschi", 1, "G+Y")
                .boats("Tahiti", 3, "B")
                .stackTop("W16").activePlayer(Colour.BLUE).emigrationsPending().build();
    }

    static Stream<Arguments> named() {
        return positions().entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    // ------------------------------------------------------------------ golden files

    @ParameterizedTest(name = "{0}: the SVG is the golden file")
    @MethodSource("named")
    void matchesGoldenFile(String name, Game game) throws IOException {
        String svg = BoardSvg.render(game);
        Path file = GOLDEN.resolve(name + ".svg");
        if (Boolean.getBoolean("tongiaki.regenerate")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(file, svg, StandardCharsets.UTF_8);
            return;
        }
        assertThat(file).as("golden file " + file + " is missing; regenerate with: " + REGENERATE).exists();
        String golden = Files.readString(file, StandardCharsets.UTF_8);
        if (!golden.equals(svg)) {
            String[] a = golden.split("\n", -1);
            String[] b = svg.split("\n", -1);
            int line = 0;
            while (line < Math.min(a.length, b.length) && a[line].equals(b[line])) {
                line++;
            }
            throw new AssertionError("the SVG of '" + name + "' differs from " + file + " at line " + (line + 1) + ":\n  golden:   "
                    + (line < a.length ? a[line] : "<end>") + "\n  rendered: " + (line < b.length ? b[line] : "<end>")
                    + "\nIf the change is intended, look at the pictures and regenerate with: " + REGENERATE);
        }
    }

    @ParameterizedTest(name = "{0}: well-formed, standalone XML")
    @MethodSource("named")
    void wellFormedStandalone(String name, Game game) throws Exception {
        Document doc = parse(BoardSvg.render(game));
        Element root = doc.getDocumentElement();
        assertThat(root.getTagName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(root.getAttribute("viewBox")).matches("-?[0-9.]+ -?[0-9.]+ [0-9.]+ [0-9.]+");
        assertThat(root.getAttribute("width")).isEqualTo("800");
        assertThat(doc.getElementsByTagNameNS("*", "style").getLength()).isEqualTo(1);
        // nothing outside the document: no links, no external images
        assertThat(BoardSvg.render(game)).doesNotContain("href", "<image");
        List<String> ids = new ArrayList<>();
        forEach(doc, "*", e -> {
            if (e.hasAttribute("id")) {
                ids.add(e.getAttribute("id"));
            }
        });
        assertThat(ids).doesNotHaveDuplicates().allMatch(id -> id.matches("[A-Za-z0-9_-]+"));
    }

    @ParameterizedTest(name = "{0}: the same game gives the same bytes")
    @MethodSource("named")
    void deterministic(String name, Game game) {
        assertThat(BoardSvg.render(game.copy())).isEqualTo(BoardSvg.render(game));
    }

    // ------------------------------------------------------------------ the contract of ids and data attributes

    @ParameterizedTest(name = "{0}: every option of the pending decision is on a target")
    @MethodSource("named")
    void everyOptionIsATarget(String name, Game game) throws Exception {
        Document doc = parse(BoardSvg.render(game));
        Element root = doc.getDocumentElement();
        if (game.isOver()) {
            assertThat(root.hasAttribute("data-decision")).isFalse();
            assertThat(targets(doc)).isEmpty();
            return;
        }
        Decision d = game.decision();
        assertThat(root.getAttribute("data-decision")).isEqualTo(String.valueOf(d.number()));
        assertThat(root.getAttribute("data-kind")).isEqualTo(d.kind().name());
        Set<Integer> onTargets = new TreeSet<>();
        for (Element t : targets(doc)) {
            assertThat(t.getAttribute("class").split(" ")).as("class of a target").contains("target");
            for (String id : t.getAttribute("data-options").split(" ")) {
                onTargets.add(Integer.parseInt(id));
            }
        }
        Set<Integer> all = new TreeSet<>();
        for (Option o : d.options()) {
            all.add(o.id());
        }
        assertThat(onTargets).isEqualTo(all);
    }

    @ParameterizedTest(name = "every option of every decision of a random game is on a target (explicit chance: {0})")
    @org.junit.jupiter.params.provider.ValueSource(booleans = {false, true})
    void everyDecisionOfAGame(boolean chance) throws Exception {
        Set<DecisionKind> wanted = EnumSet.of(DecisionKind.SETUP_BERTH, DecisionKind.TURN_ACTION, DecisionKind.PLACE_BOATS,
                DecisionKind.EMIGRATION, DecisionKind.LANDING, DecisionKind.TILE_PLACEMENT);
        if (chance) {
            wanted.add(DecisionKind.CHANCE);
        }
        Pattern options = Pattern.compile("data-options=\"([0-9 ]+)\"");
        Set<DecisionKind> seen = EnumSet.noneOf(DecisionKind.class);
        // random games (seeds 1, 2, …) until every kind of decision has been drawn and checked
        for (long seed = 1; seed <= 20 && !seen.containsAll(wanted); seed++) {
            GameSetup.Builder b = GameSetup.builder().players(Colour.BLUE, Colour.RED, Colour.GREEN, Colour.YELLOW)
                    .tileSet(TestTiles.official());
            Game game = Game.start(chance ? b.tileSource(io.github.tongiaki.core.engine.TileSource.chance()).build() : b.seed(seed).build());
            Random random = new Random(seed);
            for (int step = 0; !game.isOver(); step++) {
                Decision d = game.decision();
                seen.add(d.kind());
                String svg = BoardSvg.render(game);
                Set<Integer> onTargets = new TreeSet<>();
                Matcher m = options.matcher(svg);
                while (m.find()) {
                    for (String id : m.group(1).split(" ")) {
                        onTargets.add(Integer.parseInt(id));
                    }
                }
                assertThat(onTargets).as("option ids on targets, decision " + d.number() + " " + d.kind()).hasSize(d.options().size())
                        .allMatch(id -> id >= 0 && id < d.options().size());
                if (step % 25 == 0) {
                    parse(svg);
                }
                game.applyOption(random.nextInt(d.options().size()));
            }
        }
        assertThat(seen).containsAll(wanted);
    }

    @Test
    @DisplayName("every tile, beach and boat carries its stable id and data attributes")
    void tilesBeachesBoats() throws Exception {
        Game game = positions().get("royal-and-stranded");
        Document doc = parse(BoardSvg.render(game));
        Map<String, Element> tiles = new LinkedHashMap<>();
        forEach(doc, "g", e -> {
            if (e.getAttribute("class").equals("tile")) {
                tiles.put(e.getAttribute("data-hex"), e);
            }
        });
        assertThat(tiles).hasSize(game.position().tiles().size());
        for (var p : game.position().tiles()) {
            Element e = tiles.get(p.hex().toString());
            assertThat(e).as("tile at " + p.hex()).isNotNull();
            assertThat(e.getAttribute("id")).isEqualTo("hex_" + p.hex().q() + "_" + p.hex().r());
            assertThat(e.getAttribute("data-tile")).isEqualTo(p.tile().id().value());
        }
        Map<String, Element> beaches = new LinkedHashMap<>();
        forEach(doc, "g", e -> {
            if (e.getAttribute("class").startsWith("beach")) {
                beaches.put(e.getAttribute("data-beach"), e);
            }
        });
        assertThat(beaches.keySet()).containsExactlyInAnyOrderElementsOf(game.position().beaches().keySet().stream().map(Object::toString).toList());
        for (var entry : game.position().beaches().entrySet()) {
            Element b = beaches.get(entry.getKey().toString());
            assertThat(b.getAttribute("id")).isEqualTo("beach_" + entry.getKey().island().value().replace(' ', '_') + "_"
                    + entry.getKey().number());
            int berths = game.position().island(entry.getKey().island()).beaches().get(entry.getKey().number() - 1).berths();
            List<Element> slots = new ArrayList<>();
            List<Element> boats = new ArrayList<>();
            forEach(b, "g", e -> {
                if (e.getAttribute("class").equals("berth")) {
                    slots.add(e);
                } else if (e.getAttribute("class").startsWith("boat ")) {
                    boats.add(e);
                }
            });
            assertThat(slots).as("berths of " + entry.getKey()).hasSize(berths);
            assertThat(boats).as("boats on " + entry.getKey()).hasSize(entry.getValue().size());
            for (Colour c : Colour.values()) {
                long n = boats.stream().filter(e -> e.getAttribute("data-colour").equals(c.toString())
                        && e.getAttribute("class").equals("boat boat-" + c)
                        && e.getTextContent().equals(String.valueOf(c.letter()))).count();
                assertThat(n).as(c + " boats on " + entry.getKey()).isEqualTo(entry.getValue().count(c));
            }
        }
        // royal islands carry their mask boat; stranded boats stand on their water tile
        for (var royal : game.position().royalIslands().entrySet()) {
            Element tile = tiles.get(game.position().find(royal.getKey()).orElseThrow().hex().toString());
            List<Element> masks = new ArrayList<>();
            forEach(tile, "g", e -> {
                if (e.getAttribute("class").startsWith("mask-boat")) {
                    masks.add(e);
                }
            });
            assertThat(masks).singleElement().satisfies(m -> assertThat(m.getAttribute("data-colour")).isEqualTo(royal.getValue().toString()));
        }
        List<Element> stranded = new ArrayList<>();
        forEach(doc, "g", e -> {
            if (e.getAttribute("class").equals("stranded")) {
                stranded.add(e);
            }
        });
        assertThat(stranded).singleElement().satisfies(s -> {
            assertThat(s.getAttribute("data-tile")).isEqualTo(game.position().strandedOn().orElseThrow().value());
            assertThat(s.getElementsByTagName("circle").getLength()).isEqualTo(game.position().strandedBoats().size());
        });
    }

    @Test
    @DisplayName("a free placement marks each legal hex once, with every rotation's option id, and shows the drawn tile")
    void freeHexes() throws Exception {
        Game game = positions().get("free-placement");
        Decision.TilePlacement d = (Decision.TilePlacement) game.decision();
        Document doc = parse(BoardSvg.render(game));
        Map<String, String> free = new LinkedHashMap<>();
        forEach(doc, "polygon", e -> {
            if (e.getAttribute("class").startsWith("free-hex")) {
                assertThat(free.put(e.getAttribute("data-hex"), e.getAttribute("data-options"))).as("hex marked twice").isNull();
            }
        });
        Map<String, List<String>> expected = new LinkedHashMap<>();
        for (Option o : d.options()) {
            var p = ((io.github.tongiaki.core.engine.Choice.PlaceTile) o.choice()).placement();
            expected.computeIfAbsent(p.hex().toString(), k -> new ArrayList<>()).add(String.valueOf(o.id()));
        }
        assertThat(free.keySet()).containsExactlyInAnyOrderElementsOf(expected.keySet());
        expected.forEach((hex, ids) -> assertThat(free.get(hex)).isEqualTo(String.join(" ", ids)));
        List<Element> drawn = new ArrayList<>();
        forEach(doc, "g", e -> {
            if (e.getAttribute("class").equals("drawn-tile")) {
                drawn.add(e);
            }
        });
        assertThat(drawn).singleElement().satisfies(e -> assertThat(e.getAttribute("data-tile")).isEqualTo(d.tile().value()));
    }

    @Test
    @DisplayName("an emigration's jetty marks carry their own option; the beach lists all of its options")
    void emigrationJetties() throws Exception {
        Game game = positions().get("emigration");
        Decision d = game.decision();
        Document doc = parse(BoardSvg.render(game));
        for (Option o : d.options()) {
            if (o.choice() instanceof io.github.tongiaki.core.engine.Choice.Emigrate e) {
                Element beach = doc.getElementById("beach_" + BoardSvg.sanitise(e.beach().island().value()) + "_" + e.beach().number());
                if (beach == null) {
                    beach = byAttribute(doc, "data-beach", e.beach().toString());
                }
                assertThat(beach.getAttribute("data-options").split(" ")).contains(String.valueOf(o.id()));
                List<Element> jetties = new ArrayList<>();
                forEach(beach, "line", j -> {
                    if (j.getAttribute("data-edge").equals(String.valueOf(e.jetty()))) {
                        jetties.add(j);
                    }
                });
                assertThat(jetties).singleElement().satisfies(j -> {
                    assertThat(j.getAttribute("class")).isEqualTo("jetty target");
                    assertThat(j.getAttribute("data-options").split(" ")).contains(String.valueOf(o.id()));
                });
            }
        }
    }

    @Test
    @DisplayName("a landing shows the group at sea, whose boats carry their colour's landings, and the voyage that brought it")
    void landing() throws Exception {
        Game game = positions().get("landing");
        Decision.Landing d = (Decision.Landing) game.decision();
        String svg = BoardSvg.render(game);
        Document doc = parse(svg);
        List<Element> group = new ArrayList<>();
        forEach(doc, "g", e -> {
            if (e.getAttribute("class").equals("group-at-sea")) {
                group.add(e);
            }
        });
        assertThat(group).singleElement().satisfies(g -> assertThat(g.getElementsByTagName("circle").getLength()).isEqualTo(d.group().size()));
        assertThat(svg).contains("class=\"voyage\"");
        assertThat(BoardSvg.render(game, SvgOptions.defaults().without(Overlay.LAST_VOYAGE))).doesNotContain("class=\"voyage");
    }

    @Test
    @DisplayName("overlays switch their parts off")
    void overlaysOff() {
        Game game = positions().get("free-placement");
        String bare = BoardSvg.render(game, SvgOptions.defaults().withOverlays(Set.of()));
        assertThat(bare).doesNotContain("data-options", "class=\"difficulty\"", "class=\"emblem\"", "class=\"island-name\"", "class=\"free-hex",
                "class=\"target");
        String all = BoardSvg.render(game);
        assertThat(all).contains("data-options", "class=\"difficulty\"", "class=\"emblem\"", "class=\"island-name\"", "class=\"free-hex");
        assertThat(BoardSvg.render(game, SvgOptions.defaults().without(Overlay.TARGETS))).doesNotContain("data-options").contains("class=\"free-hex");
    }

    @Test
    @DisplayName("the size sets the width; the height follows the board")
    void size() throws Exception {
        Game game = positions().get("start");
        Element root = parse(BoardSvg.render(game, SvgOptions.defaults().withSize(1600))).getDocumentElement();
        assertThat(root.getAttribute("width")).isEqualTo("1600");
        String[] vb = root.getAttribute("viewBox").split(" ");
        double ratio = Double.parseDouble(vb[3]) / Double.parseDouble(vb[2]);
        assertThat(Double.parseDouble(root.getAttribute("height"))).isCloseTo(1600 * ratio, org.assertj.core.data.Offset.offset(1.0));
    }

    @Test
    @DisplayName("options: immutable values, checked on the way in")
    void options() {
        SvgOptions d = SvgOptions.defaults();
        assertThat(d.size()).isEqualTo(800);
        assertThat(d.overlays()).containsExactlyInAnyOrder(Overlay.values());
        assertThat(d.withSize(100).size()).isEqualTo(100);
        assertThat(d.withSize(10_000).size()).isEqualTo(10_000);
        assertThatThrownBy(() -> d.withSize(99)).isInstanceOf(IllegalArgumentException.class).hasMessage("SVG width must be 100..10000 pixels, got 99");
        assertThatThrownBy(() -> d.withSize(10_001)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("got 10001");
        assertThatThrownBy(() -> d.withOverlays(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> d.with(null)).isInstanceOf(NullPointerException.class);
        Set<Overlay> mine = EnumSet.of(Overlay.LABELS);
        SvgOptions o = d.withOverlays(mine);
        mine.add(Overlay.TARGETS);
        assertThat(o.overlays()).containsExactly(Overlay.LABELS);
        assertThatThrownBy(() -> o.overlays().add(Overlay.EMBLEMS)).isInstanceOf(UnsupportedOperationException.class);
        assertThat(o.with(Overlay.EMBLEMS).overlays()).containsExactlyInAnyOrder(Overlay.LABELS, Overlay.EMBLEMS);
        assertThat(o.without(Overlay.LABELS).overlays()).isEmpty();
        assertThat(d.without(Overlay.LABELS).with(Overlay.LABELS)).isEqualTo(d).hasSameHashCodeAs(d);
        assertThat(d.withSize(500).overlays()).isEqualTo(d.overlays());
        assertThat(d).hasToString("SvgOptions[size=800, overlays=" + EnumSet.allOf(Overlay.class) + "]");
        assertThatThrownBy(() -> BoardSvg.render(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> BoardSvg.render(Game.start(setup(2, 1)), null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    @DisplayName("names with XML's special characters are escaped, and ids keep to [A-Za-z0-9_-]")
    void escaping() throws Exception {
        TileSet set = TileSetFormat.parse(String.join("\n",
                "name | odd <names> & co",
                "start | Tonga & <Co> | 0 | 3@0 3@1 3@2 3@3 3@4 3@5",
                "island | Fish & 'Chips' | 3 | 3@1,2 4@3,4,5",
                "island | <Rarotonga> | 3 | 3@1,2 4@3,4,5",
                "water | W<1> | 0-1:2 2-3:0 4-5:3",
                "water | W&2 | 0-3:4 1-5:3 2-4:0",
                ""));
        Game game = Game.start(GameSetup.builder().players(Colour.BLUE, Colour.RED).tileSet(set).seed(3).build());
        String svg = BoardSvg.render(game);
        Document doc = parse(svg);
        Element beach = byAttribute(doc, "data-beach", "Tonga & <Co>/1");
        assertThat(beach.getAttribute("id")).isEqualTo("beach_Tonga____Co__1");
        assertThat(byAttribute(doc, "data-tile", "Tonga & <Co>").getAttribute("id")).isEqualTo("hex_0_0");
    }

    @Test
    @DisplayName("a position is drawn through its game, as the game it came from (without its last voyage)")
    void position() {
        Game game = positions().get("emigration");
        SvgOptions noVoyage = SvgOptions.defaults().without(Overlay.LAST_VOYAGE);
        assertThat(BoardSvg.render(Position.of(game).toGame(), noVoyage)).isEqualTo(BoardSvg.render(game, noVoyage));
    }

    @Test
    @DisplayName("numbers are written with at most one decimal and never as -0")
    void numbers() {
        assertThat(BoardSvg.n(0.04)).isEqualTo("0");
        assertThat(BoardSvg.n(-0.04)).isEqualTo("0");
        assertThat(BoardSvg.n(-1.25)).isEqualTo("-1.2");
        assertThat(BoardSvg.n(51.96)).isEqualTo("52");
        assertThat(BoardSvg.n(-0.5)).isEqualTo("-0.5");
        assertThat(BoardSvg.n(12.34)).isEqualTo("12.3");
    }

    // ------------------------------------------------------------------ helpers

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        // make id attributes look-up-able
        forEach(doc, "*", e -> {
            if (e.hasAttribute("id")) {
                e.setIdAttribute("id", true);
            }
        });
        return doc;
    }

    private static List<Element> targets(Document doc) {
        List<Element> out = new ArrayList<>();
        forEach(doc, "*", e -> {
            if (e.hasAttribute("data-options")) {
                out.add(e);
            }
        });
        return out;
    }

    private static Element byAttribute(Document doc, String attribute, String value) {
        List<Element> out = new ArrayList<>();
        forEach(doc, "*", e -> {
            if (e.getAttribute(attribute).equals(value)) {
                out.add(e);
            }
        });
        assertThat(out).as(attribute + "=" + value).isNotEmpty();
        return out.get(0);
    }

    private static void forEach(Document doc, String tag, java.util.function.Consumer<Element> f) {
        forEach(doc.getDocumentElement(), tag, f);
        if (tag.equals("*") || doc.getDocumentElement().getTagName().equals(tag)) {
            f.accept(doc.getDocumentElement());
        }
    }

    private static void forEach(Element root, String tag, java.util.function.Consumer<Element> f) {
        NodeList list = root.getElementsByTagNameNS("*", tag);
        for (int i = 0; i < list.getLength(); i++) {
            f.accept((Element) list.item(i));
        }
    }
}
