package io.github.tongiaki.tiles;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.tiles.Beach;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Route;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import io.github.tongiaki.core.tiles.TileSetFormat;
import io.github.tongiaki.core.tiles.TileSetProvider;
import io.github.tongiaki.core.tiles.WaterTile;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The official tile set against shared/spec/tiles.md. The tables below are transcribed from tiles.md
 * in its own notation ({@code berths@jetties} joined by {@code ·}, routes {@code a–b:d} with the en
 * dash), independently of {@code official.tiles}, and parsed here without the library's parsers. Each
 * row is one parameterized test case.
 */
@DisplayName("R-COMP-2: the official tile set (tiles.md)")
class OfficialTilesTest {

    // ----- tiles.md, "Island tiles", transcribed row by row -------------------------------------

    static final String[] ISLAND_TABLE = {
        "Tonga     | 0 | 3@0 · 3@1 · 3@2 · 3@3 · 3@4 · 3@5",
        "Muroroa   | 2 | 2@1 · 2@2 · 3@4,5",
        "Nauru     | 2 | 2@1,2 · 3@3 · 2@4,5",
        "Tubuai    | 2 | 3@1,2 · 3@4,5",
        "Rarotonga | 3 | 3@1,2 · 4@3,4,5",
        "Rapa Nui  | 3 | 5@1,2 · 3@3,4,5",
        "Tokelau   | 3 | 4@1 · 3@2,3 · 2@4,5",
        "Tuamotu   | 3 | 4@1,2,3 · 4@4,5",
        "Hiva Oa   | 4 | 2@1,2 · 2@3 · 5@4,5",
        "Mangareva | 4 | 2@1,2 · 3@3,4 · 4@5",
        "Oahu      | 4 | 3@1,2 · 5@3 · 3@4,5",
        "Tahiti    | 4 | 2@1,2 · 3@3,4 · 4@5",
        "Tuvalu    | 4 | 2@1,2 · 4@3 · 3@4,5",
        "Fidschi   | 5 | 5@1 · 4@2,3 · 4@4,5",
        "Hawaii    | 5 | 3@1,2 · 5@3 · 2@4,5",
        "Samoa     | 5 | 3@1,2 · 4@3,4 · 5@5",
    };

    // ----- tiles.md, "Water tiles", transcribed row by row --------------------------------------

    static final String[] WATER_TABLE = {
        "W01 | 0–1:0 · 2–3:2 · 4–5:0",
        "W02 | 0–1:2 · 2–3:0 · 4–5:2",
        "W03 | 0–1:3 · 2–3:2 · 4–5:4",
        "W04 | 0–1:3 · 2–3:0 · 4–5:2",
        "W05 | 0–3:4 · 1–5:3 · 2–4:0",
        "W06 | 0–3:3 · 1–5:3 · 2–4:3",
        "W07 | 0–3:4 · 1–5:4 · 2–4:4",
        "W08 | 0–3:3 · 1–5:2 · 2–4:0",
        "W09 | 0–4:0 · 1–3:4 · 2–5:2",
        "W10 | 0–4:2 · 1–3:3 · 2–5:4",
        "W11 | 0–4:4 · 1–3:4 · 2–5:3",
        "W12 | 0–4:3 · 1–3:3 · 2–5:4",
        "W13 | 0–5:0 · 1–2:0 · 3–4:0",
        "W14 | 0–5:2 · 1–2:2 · 3–4:2",
        "W15 | 0–5:0 · 1–2:4 · 3–4:2",
        "W16 | 0–5:0 · 1–2:3 · 3–4:4",
    };

    static final TileSet SET = OfficialTiles.set();

    /** The island table as test arguments: name, points, beaches. */
    static Stream<Arguments> islandRows() {
        return Arrays.stream(ISLAND_TABLE).map(row -> row.split("\\|"))
                .map(f -> Arguments.of(f[0].strip(), Integer.parseInt(f[1].strip()), f[2].strip()));
    }

    /** The water table as test arguments: id, routes. */
    static Stream<Arguments> waterRows() {
        return Arrays.stream(WATER_TABLE).map(row -> row.split("\\|"))
                .map(f -> Arguments.of(f[0].strip(), f[1].strip()));
    }

    /** Parses {@code 3@1,2 · 4@3} without the library's parsers. */
    static List<Beach> beaches(String spec) {
        List<Beach> out = new ArrayList<>();
        for (String b : spec.split("·")) {
            String[] halves = b.strip().split("@");
            List<Integer> jetties = new ArrayList<>();
            for (String e : halves[1].split(",")) {
                jetties.add(Integer.valueOf(e.strip()));
            }
            out.add(new Beach(Integer.parseInt(halves[0].strip()), jetties));
        }
        return out;
    }

    /** Parses {@code 0–1:0 · 2–3:2} without the library's parsers. */
    static List<Route> routes(String spec) {
        List<Route> out = new ArrayList<>();
        for (String r : spec.split("·")) {
            String[] edgesAndDifficulty = r.strip().split(":");
            String[] ends = edgesAndDifficulty[0].split("–");
            out.add(new Route(Integer.parseInt(ends[0].strip()), Integer.parseInt(ends[1].strip()),
                    Integer.parseInt(edgesAndDifficulty[1].strip())));
        }
        return out;
    }

    static IslandTile island(String name) {
        return (IslandTile) SET.tile(name);
    }

    static WaterTile water(String id) {
        return (WaterTile) SET.tile(id);
    }

    static List<IslandTile> allIslands() {
        List<IslandTile> all = new ArrayList<>();
        all.add(SET.start());
        all.addAll(SET.islands());
        return all;
    }

    static List<Integer> jettyEdges(IslandTile island) {
        List<Integer> edges = new ArrayList<>();
        for (Beach b : island.beaches()) {
            edges.addAll(b.jetties());
        }
        return edges;
    }

    // ==============================================================================================

    @Nested
    @DisplayName("R-COMP-2: one test per island tile, against the table of tiles.md")
    class IslandTable {

        @ParameterizedTest(name = "{0}: {1} points, beaches {2}")
        @MethodSource("io.github.tongiaki.tiles.OfficialTilesTest#islandRows")
        void islandMatchesTilesMd(String name, int points, String beachSpec) {
            Tile tile = SET.tile(name);
            assertThat(tile).isInstanceOf(IslandTile.class);
            IslandTile island = (IslandTile) tile;
            assertThat(island.name()).isEqualTo(name);
            assertThat(island.points()).as("points of %s", name).isEqualTo(points);
            assertThat(island.beaches()).as("beaches of %s", name).containsExactlyElementsOf(beaches(beachSpec));
            assertThat(island).isEqualTo(new IslandTile(TileId.of(name), points, beaches(beachSpec)));
            assertThat(OfficialTiles.island(name)).contains(island);
        }

        @Test
        void islandsAreTheRowsOfTheTableInOrderWithTongaAsStart() {
            List<String> expected = new ArrayList<>();
            for (String row : ISLAND_TABLE) {
                expected.add(row.split("\\|")[0].strip());
            }
            assertThat(allIslands()).extracting(IslandTile::name).containsExactlyElementsOf(expected);
            assertThat(SET.start().name()).isEqualTo("Tonga");
            assertThat(OfficialTiles.tonga()).isSameAs(SET.start());
            assertThat(OfficialTiles.islands()).isEqualTo(SET.islands());
        }

        @Test
        void everyIslandEqualsItsRowOfTheTable() {
            List<IslandTile> expected = new ArrayList<>();
            for (String row : ISLAND_TABLE) {
                String[] f = row.split("\\|");
                expected.add(new IslandTile(TileId.of(f[0].strip()), Integer.parseInt(f[1].strip()), beaches(f[2])));
            }
            assertThat(allIslands()).containsExactlyElementsOf(expected);
        }
    }

    @Nested
    @DisplayName("R-COMP-2: one test per water tile, against the table of tiles.md")
    class WaterTable {

        @ParameterizedTest(name = "{0}: {1}")
        @MethodSource("io.github.tongiaki.tiles.OfficialTilesTest#waterRows")
        void waterTileMatchesTilesMd(String id, String routeSpec) {
            Tile tile = SET.tile(id);
            assertThat(tile).isInstanceOf(WaterTile.class);
            WaterTile w = (WaterTile) tile;
            assertThat(w.routes()).as("routes of %s", id).containsExactlyElementsOf(routes(routeSpec));
            for (Route r : routes(routeSpec)) {
                // the number is the same at both ends of a route
                assertThat(w.routeAt(r.from()).difficulty()).isEqualTo(r.difficulty());
                assertThat(w.routeAt(r.to()).difficulty()).isEqualTo(r.difficulty());
                assertThat(w.routeAt(r.from()).otherEnd(r.from())).isEqualTo(r.to());
            }
            assertThat(OfficialTiles.water(id)).contains(w);
        }

        @Test
        void waterTilesAreW01ToW16InOrder() {
            List<WaterTile> expected = new ArrayList<>();
            for (String row : WATER_TABLE) {
                String[] f = row.split("\\|");
                expected.add(new WaterTile(TileId.of(f[0].strip()), routes(f[1])));
            }
            assertThat(SET.waterTiles()).containsExactlyElementsOf(expected);
            assertThat(OfficialTiles.waterTiles()).isEqualTo(SET.waterTiles());
        }
    }

    // ==============================================================================================

    @Nested
    @DisplayName("tiles.md, island tiles: facts a test can hold the data to")
    class IslandFacts {

        @Test
        @DisplayName("R-COMP-2: 16 island tiles: Tonga (0) and 3×2, 4×3, 5×4, 3×5 points")
        void sixteenIslandTilesWithTheRightPointSpread() {
            assertThat(allIslands()).hasSize(16);
            assertThat(SET.islands()).hasSize(15);
            assertThat(SET.start().name()).isEqualTo("Tonga");
            assertThat(SET.start().points()).isZero();
            Map<Integer, Long> byPoints = SET.islands().stream()
                    .collect(Collectors.groupingBy(IslandTile::points, TreeMap::new, Collectors.counting()));
            assertThat(byPoints).containsExactlyEntriesOf(new TreeMap<>(Map.of(2, 3L, 3, 4L, 4, 5L, 5, 3L)));
        }

        @Test
        @DisplayName("R-COMP-2: 53 points in all")
        void fiftyThreePointsInAll() {
            assertThat(allIslands().stream().mapToInt(IslandTile::points).sum()).isEqualTo(53);
        }

        @Test
        @DisplayName("printed spellings: Muroroa and Fidschi")
        void printedSpellingsMuroroaAndFidschi() {
            assertThat(OfficialTiles.island("Muroroa")).isPresent();
            assertThat(OfficialTiles.island("Fidschi")).isPresent();
            for (String other : List.of("Mururoa", "Moruroa", "Fiji", "Fidji", "Fidschi-Inseln")) {
                assertThat(OfficialTiles.island(other)).as(other).isEmpty();
            }
        }

        @Test
        void mangarevaAndTahitiHaveIdenticalBeachData() {
            assertThat(island("Mangareva").beaches()).isEqualTo(island("Tahiti").beaches());
            assertThat(island("Mangareva").points()).isEqualTo(island("Tahiti").points());
            assertThat(island("Mangareva")).isNotEqualTo(island("Tahiti"));
        }

        @Test
        void noOtherTwoIslandsShareBeachData() {
            Map<List<Beach>, List<String>> byBeaches = new HashMap<>();
            for (IslandTile i : allIslands()) {
                byBeaches.computeIfAbsent(i.beaches(), k -> new ArrayList<>()).add(i.name());
            }
            assertThat(byBeaches.values()).filteredOn(names -> names.size() > 1)
                    .containsExactly(List.of("Mangareva", "Tahiti"));
        }

        @Test
        void includingTongaFortySevenBeaches152Berths79Jetties() {
            List<IslandTile> all = allIslands();
            assertThat(all.stream().mapToInt(i -> i.beaches().size()).sum()).isEqualTo(47);
            assertThat(all.stream().mapToInt(IslandTile::berths).sum()).isEqualTo(152);
            assertThat(all.stream().mapToInt(IslandTile::jetties).sum()).isEqualTo(79);
        }

        @Test
        void withoutTongaFortyOneBeaches134Berths73Jetties() {
            List<IslandTile> scoring = SET.islands();
            assertThat(scoring.stream().mapToInt(i -> i.beaches().size()).sum()).isEqualTo(41);
            assertThat(scoring.stream().mapToInt(IslandTile::berths).sum()).isEqualTo(134);
            assertThat(scoring.stream().mapToInt(IslandTile::jetties).sum()).isEqualTo(73);
        }

        @Test
        void noIslandButTongaHasAJettyOnEdgeZero() {
            assertThat(SET.start().beachWithJettyOn(0)).isEqualTo(1);
            for (IslandTile i : SET.islands()) {
                assertThat(jettyEdges(i)).as(i.name()).doesNotContain(0);
                assertThat(i.beachWithJettyOn(0)).as(i.name()).isZero();
            }
        }

        @Test
        void noEdgeCarriesTwoJetties() {
            for (IslandTile i : allIslands()) {
                List<Integer> edges = jettyEdges(i);
                assertThat(edges).as(i.name()).doesNotHaveDuplicates();
            }
        }

        @Test
        void theJettiesOfOneBeachAreOnNeighbouringEdges() {
            for (IslandTile i : allIslands()) {
                for (Beach b : i.beaches()) {
                    assertThat(isCyclicArc(b.jetties())).as("%s beach %s", i.name(), b).isTrue();
                }
            }
        }

        /** Whether the edges form one run of cyclically adjacent edges (5 and 0 are neighbours). */
        private boolean isCyclicArc(List<Integer> edges) {
            Set<Integer> set = new HashSet<>(edges);
            if (set.size() != edges.size() || set.isEmpty()) {
                return false;
            }
            if (set.size() == 6) {
                return true;
            }
            // an arc has exactly one edge whose clockwise predecessor is not in the set
            int starts = 0;
            for (int e : set) {
                if (!set.contains((e + 5) % 6)) {
                    starts++;
                }
            }
            return starts == 1;
        }

        @Test
        void theArcCheckItselfTellsNeighbouringFromSplitEdges() {
            assertThat(isCyclicArc(List.of(4, 5))).isTrue();
            assertThat(isCyclicArc(List.of(5, 0))).isTrue();
            assertThat(isCyclicArc(List.of(3))).isTrue();
            assertThat(isCyclicArc(List.of(1, 3))).isFalse();
            assertThat(isCyclicArc(List.of(1, 2, 4))).isFalse();
        }

        @ParameterizedTest
        @ValueSource(strings = {"Muroroa", "Tubuai"})
        void muroroaAndTubuaiHaveNoJettyOnEdgeThree(String name) {
            assertThat(jettyEdges(island(name))).doesNotContain(3);
            assertThat(island(name).beachWithJettyOn(3)).isZero();
        }

        @Test
        void onlyMuroroaAndTubuaiLackAJettyOnEdgeThree() {
            assertThat(SET.islands()).filteredOn(i -> i.beachWithJettyOn(3) == 0)
                    .extracting(IslandTile::name).containsExactlyInAnyOrder("Muroroa", "Tubuai");
        }

        @Test
        void everyOtherScoringIslandHasExactlyOneJettyOnEachOfEdgesOneToFive() {
            List<IslandTile> others = SET.islands().stream()
                    .filter(i -> !i.name().equals("Muroroa") && !i.name().equals("Tubuai"))
                    .collect(Collectors.toList());
            assertThat(others).hasSize(13);
            for (IslandTile i : others) {
                List<Integer> edges = new ArrayList<>(jettyEdges(i));
                edges.sort(null);
                assertThat(edges).as(i.name()).containsExactly(1, 2, 3, 4, 5);
            }
        }

        @Test
        void muroroaAndTubuaiHaveJettiesOnEdgesOneTwoFourFive() {
            for (String name : List.of("Muroroa", "Tubuai")) {
                assertThat(new TreeSet<>(jettyEdges(island(name)))).as(name).containsExactly(1, 2, 4, 5);
            }
        }

        @Test
        @DisplayName("Tonga: beach k+1 has its jetty on edge k; six beaches of 3 berths")
        void tongaBeachKPlusOneHasItsJettyOnEdgeK() {
            IslandTile tonga = OfficialTiles.tonga();
            assertThat(tonga.beaches()).hasSize(6);
            for (int k = 0; k < 6; k++) {
                assertThat(tonga.beach(k + 1).jetties()).containsExactly(k);
                assertThat(tonga.beach(k + 1).berths()).isEqualTo(3);
                assertThat(tonga.beachWithJettyOn(k)).isEqualTo(k + 1);
            }
        }

        @Test
        void beachesAreNumberedInTheOrderOfTheirLowestJettyEdge() {
            for (IslandTile i : allIslands()) {
                List<Integer> lowest = i.beaches().stream().map(b -> b.jetties().get(0)).collect(Collectors.toList());
                assertThat(lowest).as(i.name()).isSorted().doesNotHaveDuplicates();
                for (Beach b : i.beaches()) {
                    assertThat(b.jetties()).as(i.name()).isSorted();
                }
            }
        }
    }

    // ==============================================================================================

    @Nested
    @DisplayName("tiles.md, water tiles: facts a test can hold the data to")
    class WaterFacts {

        @Test
        @DisplayName("R-COMP-2: 16 water tiles, 48 routes")
        void sixteenWaterTilesFortyEightRoutes() {
            assertThat(SET.waterTiles()).hasSize(16);
            assertThat(SET.waterTiles().stream().mapToInt(w -> w.routes().size()).sum()).isEqualTo(48);
        }

        @Test
        void eachWaterTilesThreeRoutesUseAllSixEdgesOnce() {
            for (WaterTile w : SET.waterTiles()) {
                List<Integer> ends = new ArrayList<>();
                for (Route r : w.routes()) {
                    ends.add(r.from());
                    ends.add(r.to());
                }
                assertThat(w.routes()).as(w.id().value()).hasSize(3);
                assertThat(ends).as(w.id().value()).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5);
            }
        }

        @Test
        @DisplayName("difficulties over the 48 routes: 12 × 0, 12 × 2, 12 × 3, 12 × 4")
        void twelveRoutesOfEachDifficulty() {
            Map<Integer, Long> byDifficulty = SET.waterTiles().stream().flatMap(w -> w.routes().stream())
                    .collect(Collectors.groupingBy(Route::difficulty, TreeMap::new, Collectors.counting()));
            assertThat(byDifficulty).containsExactlyEntriesOf(new TreeMap<>(Map.of(0, 12L, 2, 12L, 3, 12L, 4, 12L)));
        }

        @ParameterizedTest(name = "{0}–{1} have layout {2}")
        @DisplayName("four route layouts, four tiles each")
        @CsvSource(delimiter = '|', textBlock = """
                1  | 4  | 0-1 2-3 4-5
                5  | 8  | 0-3 1-5 2-4
                9  | 12 | 0-4 1-3 2-5
                13 | 16 | 0-5 1-2 3-4
                """)
        void fourLayoutsOfFourTilesEach(int first, int last, String layout) {
            List<String> tilesWithLayout = new ArrayList<>();
            for (WaterTile w : SET.waterTiles()) {
                if (layout(w).equals(layout)) {
                    tilesWithLayout.add(w.id().value());
                }
            }
            List<String> expected = new ArrayList<>();
            for (int n = first; n <= last; n++) {
                expected.add(String.format("W%02d", n));
            }
            assertThat(tilesWithLayout).containsExactlyElementsOf(expected);
        }

        @Test
        void thereAreExactlyFourLayouts() {
            assertThat(SET.waterTiles().stream().map(this::layout).distinct()).hasSize(4);
        }

        private String layout(WaterTile w) {
            return w.routes().stream().map(r -> Math.min(r.from(), r.to()) + "-" + Math.max(r.from(), r.to()))
                    .sorted().collect(Collectors.joining(" "));
        }

        @Test
        void w13IsTheOnlyTileWithoutNumbers() {
            assertThat(SET.waterTiles()).filteredOn(w -> w.routes().stream().allMatch(r -> r.difficulty() == 0))
                    .extracting(w -> w.id().value()).containsExactly("W13");
        }

        @Test
        void w07IsAllFours() {
            assertThat(water("W07").routes()).extracting(Route::difficulty).containsExactly(4, 4, 4);
        }

        @Test
        void w06IsAllThrees() {
            assertThat(water("W06").routes()).extracting(Route::difficulty).containsExactly(3, 3, 3);
        }

        @Test
        void w14IsAllTwos() {
            assertThat(water("W14").routes()).extracting(Route::difficulty).containsExactly(2, 2, 2);
        }
    }

    // ==============================================================================================

    @Nested
    @DisplayName("the official set as a whole")
    class WholeSet {

        @Test
        @DisplayName("R-COMP-2: 32 tiles: Tonga, 15 scoring islands, 16 water tiles, ids unique")
        void thirtyTwoTiles() {
            assertThat(SET.name()).isEqualTo("official");
            assertThat(SET.size()).isEqualTo(32);
            assertThat(SET.all()).hasSize(32);
            assertThat(SET.all().get(0)).isSameAs(SET.start());
            assertThat(SET.stackTiles()).hasSize(31);
            assertThat(SET.all()).extracting(Tile::id).doesNotHaveDuplicates();
        }

        @Test
        void theSetPrintsAndParsesBackToItself() {
            assertThat(TileSetFormat.parse(TileSetFormat.print(SET))).isEqualTo(SET);
        }

        @Test
        void officialTilesLooksUpByIdAndKind() {
            assertThat(OfficialTiles.tile("Hawaii")).isEqualTo(island("Hawaii"));
            assertThat(OfficialTiles.tile("W07")).isEqualTo(water("W07"));
            assertThat(OfficialTiles.island("W07")).isEmpty();
            assertThat(OfficialTiles.water("Hawaii")).isEmpty();
            assertThat(OfficialTiles.island("Atlantis")).isEmpty();
            assertThat(OfficialTiles.island("Tonga")).contains(SET.start());
        }

        @Test
        void theSetIsLoadedOnce() {
            assertThat(OfficialTiles.set()).isSameAs(OfficialTiles.set());
        }

        @Test
        @DisplayName("TileSet.official() finds the set through ServiceLoader")
        void tileSetOfficialFindsTheSetThroughServiceLoader() {
            assertThat(TileSet.official()).isEqualTo(OfficialTiles.set());
        }

        @Test
        @DisplayName("TileSet.official() gives the same instance to every caller, also from many threads at once")
        void tileSetOfficialIsKept() throws Exception {
            TileSet first = TileSet.official();
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
            try {
                List<java.util.concurrent.Future<TileSet>> sets = new ArrayList<>();
                for (int i = 0; i < 16; i++) {
                    sets.add(pool.submit(TileSet::official));
                }
                for (java.util.concurrent.Future<TileSet> f : sets) {
                    assertThat(f.get()).isSameAs(first);
                }
            } finally {
                pool.shutdown();
            }
        }

        @Test
        @DisplayName("TileSet.named(\"official\") finds the set through ServiceLoader")
        void tileSetNamedOfficialFindsTheSetThroughServiceLoader() {
            assertThat(TileSet.named("official")).isEqualTo(OfficialTiles.set());
        }

        @Test
        void theProviderIsRegisteredForServiceLoader() {
            List<TileSetProvider> providers = new ArrayList<>();
            ServiceLoader.load(TileSetProvider.class).forEach(providers::add);
            assertThat(providers).filteredOn(p -> p.name().equals("official")).singleElement()
                    .isInstanceOf(OfficialTileSetProvider.class)
                    .extracting(TileSetProvider::tileSet).isEqualTo(OfficialTiles.set());
        }
    }
}
