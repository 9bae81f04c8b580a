package io.github.tongiaki.core.engine;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.rules.RuleOptions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * D-15, the stall rule ({@code O-STALL-ROUNDS}), and D-4's reach (a turn only): a game ends, scored as it
 * stands, when that many full rounds of turns have begun since the last progress (a tile drawn, an island
 * removed, a royal island founded); a repeated position alone ends nothing.
 */
class StallRuleTest {

    /** Both players have all 15 boats on the table and no beach is full: each can pass (D-7, take none). */
    private static Scenario allBoatsOnTable(RuleOptions options) {
        return Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(TestTiles.official()).options(options).build()).allowDisconnected()
                .tile("Fidschi", Hex.of(0, 3), Rotation.R0)
                .tile("Samoa", Hex.of(3, 0), Rotation.R0)
                .boats("Tonga", 1, "B+R").boats("Tonga", 2, "B+R").boats("Tonga", 3, "B+R")
                .boats("Tonga", 4, "B+R").boats("Tonga", 5, "B+R").boats("Tonga", 6, "B+R")
                .boats("Fidschi", 1, "2B+2R").boats("Fidschi", 2, "2B+R").boats("Fidschi", 3, "B+2R")
                .boats("Samoa", 1, "B+R").boats("Samoa", 2, "2B+R").boats("Samoa", 3, "B+2R");
    }

    /** The active player passes: expand on Tonga, take no boat (an expansion of nothing, D-7). */
    private static List<GameEvent> pass(Game g) {
        List<GameEvent> ev = new ArrayList<>(g.apply("expand Tonga"));
        ev.addAll(g.apply("take none"));
        return ev;
    }

    private static int stallLine(Game g) {
        for (String line : Position.of(g).text().split("\n")) {
            if (line.startsWith("stall ")) {
                return Integer.parseInt(line.substring(6));
            }
        }
        throw new AssertionError("no stall line in\n" + Position.of(g).text());
    }

    @Test
    @DisplayName("D-4: a repeated turn-start position does not end the game (D-4 covers one turn; the leader could force the end)")
    void d4RepeatedTurnStartDoesNotEndTheGame() {
        Game g = allBoatsOnTable(RuleOptions.defaults()).build();
        String start = Position.of(g).text().replaceAll("(?m)^(decision|turn|stall) .*\n", "");
        pass(g);
        pass(g);
        // blue's turn 3 begins in exactly the position of turn 1
        assertThat(Position.of(g).text().replaceAll("(?m)^(decision|turn|stall) .*\n", "")).isEqualTo(start);
        assertThat(g.isOver()).isFalse();
        assertThat(g.turn()).isEqualTo(3);
        for (int i = 0; i < 10; i++) {
            pass(g);
        }
        assertThat(g.isOver()).isFalse();
    }

    @Test
    @DisplayName("D-15: with 2 players and the default 30 rounds, 60 turns are played without progress; the 61st does not begin (Stalled, then GameOver)")
    void d15SixtyTurnsWithoutProgressThenTheGameEnds() {
        Game g = allBoatsOnTable(RuleOptions.defaults()).build();
        assertThat(stallLine(g)).isEqualTo(1);
        for (int t = 1; t < 60; t++) {
            List<GameEvent> ev = pass(g);
            assertThat(ev).noneMatch(e -> e instanceof GameEvent.Stalled || e instanceof GameEvent.GameOver);
        }
        assertThat(g.turn()).isEqualTo(60);
        assertThat(stallLine(g)).isEqualTo(60);
        List<GameEvent> last = pass(g);
        assertThat(last.subList(last.size() - 3, last.size())).satisfiesExactly(
                e -> assertThat(e).isEqualTo(new GameEvent.TurnEnded(60, RED)),
                e -> assertThat(e).isEqualTo(new GameEvent.Stalled(61, BLUE, 60)),
                e -> assertThat(e).isInstanceOf(GameEvent.GameOver.class));
        assertThat(last.get(last.size() - 2).rule()).isEqualTo(Rule.D_15);
        assertThat(g.isOver()).isTrue();
        // scored as it stands
        assertThat(g.position().standings()).isEqualTo(((GameEvent.GameOver) last.get(last.size() - 1)).standings());
    }

    @Test
    @DisplayName("D-15: progress (a tile drawn) restarts the count; turns are counted from the turn after the one with progress")
    void d15ProgressResetsTheCount() {
        Game g = allBoatsOnTable(RuleOptions.defaults().withStallRounds(3)).build();
        pass(g); // blue, turn 1
        pass(g); // red, turn 2
        pass(g); // blue, turn 3
        assertThat(stallLine(g)).isEqualTo(4);
        // red founds nothing and draws: a new settlement draws tiles (progress) in turn 4
        g.apply("settle");
        while (g.decision() instanceof Decision.TilePlacement) {
            g.applyOption(0);
        }
        assertThat(stallLine(g)).isZero();
        while (!(g.decision() instanceof Decision.TurnAction)) {
            g.applyOption(0);
        }
        // blue's turn 5 is the first turn after the progress
        assertThat(g.turn()).isEqualTo(5);
        assertThat(stallLine(g)).isEqualTo(1);
        assertThat(g.isOver()).isFalse();
    }

    /** Events of random play; options drawn uniformly. */
    private static List<GameEvent> randomGame(int players, RuleOptions options, long seed) {
        Game g = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official())
                .options(options).seed(seed).build());
        SplittableRandom rnd = new SplittableRandom(seed);
        List<GameEvent> all = new ArrayList<>(g.lastEvents());
        while (!g.isOver()) {
            all.addAll(g.applyOption(rnd.nextInt(g.optionCount())));
        }
        return all;
    }

    @Test
    @DisplayName("D-15: the boundary exactly, against an independent count over the event stream (3 players and others, stall-rounds 1 and 2)")
    void d15BoundaryWithThreePlayers() {
        int stalled = 0;
        for (int players = 2; players <= 6; players++) {
            for (int rounds = 1; rounds <= 2; rounds++) {
                for (long seed = 1; seed <= (players == 3 ? 120 : 30); seed++) {
                    List<GameEvent> all = randomGame(players, RuleOptions.defaults().withStallRounds(rounds), seed * 31 + players);
                    int count = 0;
                    int lastTurn = 0;
                    Colour next = null;
                    for (GameEvent e : all) {
                        if (e instanceof GameEvent.TurnStarted t) {
                            count++;
                            lastTurn = t.turn();
                            assertThat(count).as("turns begun without progress").isLessThanOrEqualTo(rounds * players);
                        } else if (e instanceof GameEvent.TileDrawn || e instanceof GameEvent.IslandRemoved
                                || e instanceof GameEvent.RoyalIslandFounded) {
                            count = 0;
                        } else if (e instanceof GameEvent.Stalled s) {
                            stalled++;
                            assertThat(count).isEqualTo(rounds * players);
                            assertThat(s.turnsWithoutProgress()).isEqualTo(count);
                            assertThat(s.turn()).isEqualTo(lastTurn + 1);
                            next = s.player();
                        } else if (e instanceof GameEvent.TurnEnded t && count == rounds * players) {
                            // the only way on after this many turns without progress is the end
                            assertThat(all.get(all.indexOf(e) + 1)).isInstanceOfAny(GameEvent.Stalled.class, GameEvent.GameOver.class);
                        }
                    }
                    assertThat(all.get(all.size() - 1)).isInstanceOf(GameEvent.GameOver.class);
                    if (next != null) {
                        assertThat(all.get(all.size() - 2)).isInstanceOf(GameEvent.Stalled.class);
                    }
                }
            }
        }
        assertThat(stalled).as("games ended by the stall rule").isGreaterThan(20);
    }

    @Test
    @DisplayName("D-15: O-STALL-ROUNDS=0 switches the rule off: players passing play on (the count keeps growing)")
    void d15ZeroSwitchesTheRuleOff() {
        Game g = allBoatsOnTable(RuleOptions.defaults().withStallRounds(0)).build();
        for (int t = 0; t < 200; t++) {
            pass(g);
        }
        assertThat(g.isOver()).isFalse();
        assertThat(g.turn()).isEqualTo(201);
        assertThat(stallLine(g)).isEqualTo(201);
        assertThat(Position.parse(Position.of(g).text(), TestTiles.official()).toGame().turn()).isEqualTo(201);
    }

    /**
     * The stalling adversary: tries every option on a copy and takes one whose step shows no progress
     * (no tile drawn, no island removed, no royal island founded), the first such, else the first option.
     */
    private static int stallingChoice(Game g, SplittableRandom rnd) {
        int n = g.optionCount();
        int start = rnd.nextInt(n);
        for (int k = 0; k < n; k++) {
            int id = (start + k) % n;
            Game copy = g.copy();
            List<GameEvent> ev = copy.applyOption(id);
            if (ev.stream().noneMatch(e -> e instanceof GameEvent.TileDrawn || e instanceof GameEvent.IslandRemoved
                    || e instanceof GameEvent.RoyalIslandFounded)) {
                return id;
            }
        }
        return start;
    }

    @Test
    @DisplayName("D-15: every game ends, with adversaries that avoid progress (passing, looping) at every player count and the default")
    void d15EveryGameEndsWithAdversaries() {
        int byStall = 0;
        for (int players = 2; players <= 6; players++) {
            for (long seed = 1; seed <= 6; seed++) {
                Game g = Game.start(GameSetup.builder().players(Arrays.copyOf(Colour.values(), players)).tileSet(TestTiles.official())
                        .seed(seed).build());
                SplittableRandom rnd = new SplittableRandom(seed);
                List<GameEvent> last = List.of();
                int decisions = 0;
                while (!g.isOver()) {
                    // half the seats stall on purpose, the others play at random
                    boolean adversary = g.decider().ordinal() % 2 == 0 || players == 2;
                    last = g.applyOption(adversary ? stallingChoice(g, rnd) : rnd.nextInt(g.optionCount()));
                    decisions++;
                    assertThat(decisions).as("decisions of a %d-player game", players).isLessThan(200_000);
                }
                assertThat(last.get(last.size() - 1)).isInstanceOf(GameEvent.GameOver.class);
                if (last.stream().anyMatch(e -> e instanceof GameEvent.Stalled)) {
                    byStall++;
                }
            }
        }
        assertThat(byStall).as("games the adversaries kept from progressing").isPositive();
    }
}
