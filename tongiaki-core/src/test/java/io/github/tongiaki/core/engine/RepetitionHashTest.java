package io.github.tongiaki.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * D-4 finds a repeated record by its hash ({@code Table.occupancyHash}) and confirms it with the record
 * itself. With every key 0 every hash is 0, so every record is a candidate at every emigration; games on such
 * tables must still be exactly the games on tables with the real keys.
 */
class RepetitionHashTest {

    @Test
    @DisplayName("D-4: equal hashes of different records are no repeat (the record confirms); games are the same with colliding hashes")
    void d4RecordConfirmsTheHash() {
        TileSet official = TestTiles.official();
        // Two sets with the same tiles, so two compiled tables (the cache is by identity): one with real keys,
        // one whose keys make every hash 0.
        TileSet colliding = TileSet.of(official.name(), official.start(), official.stackTiles());
        Tables tables = Tables.of(colliding);
        Arrays.fill(tables.occupancyKey, 0);
        try {
            SplittableRandom seeds = new SplittableRandom(4);
            int removedByD4 = 0;
            for (int g = 0; g < 300; g++) {
                long seed = seeds.nextLong();
                List<String> real = play(official, seed);
                List<String> collide = play(colliding, seed);
                assertThat(collide).as("game %d (seed %d) with colliding hashes", g, seed).isEqualTo(real);
                removedByD4 += (int) real.stream().filter(s -> s.startsWith(D4_REMOVAL)).count();
            }
            // The games reach D-4 (so its records are compared at all) without every collision being a repeat.
            assertThat(removedByD4).as("islands removed by D-4 in the games").isPositive();
        } finally {
            Arrays.fill(tables.occupancyKey, 0); // never used again: the set is this test's own
        }
    }

    /** How {@link #play} writes an island removed by D-4. */
    private static final String D4_REMOVAL = "D-4 removed ";

    /** A peer-like game (no royal island or new settlement while anything else is offered): long emigration chains. */
    private static List<String> play(TileSet set, long seed) {
        Game game = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), 4)).tileSet(set).seed(seed).build());
        SplittableRandom rnd = new SplittableRandom(seed);
        List<String> events = new ArrayList<>();
        while (!game.isOver()) {
            Decision d = game.decision();
            List<Option> preferred = d.options().stream()
                    .filter(o -> !(o.choice() instanceof Choice.NewSettlement || o.choice() instanceof Choice.FoundRoyalIsland))
                    .toList();
            List<Option> from = preferred.isEmpty() ? d.options() : preferred;
            for (GameEvent e : game.apply(from.get(rnd.nextInt(from.size())))) {
                events.add(e instanceof GameEvent.IslandRemoved r && r.rule() == Rule.D_4 ? D4_REMOVAL + r : e.toString());
            }
        }
        return events;
    }
}
