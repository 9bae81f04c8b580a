package io.github.tongiaki.core.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.RuleOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The round-trip and replay properties of the notation over thousands of random games (scaled with
 * {@code -Dtongiaki.tries=N}): every position's text reads back to itself and to a game that plays on
 * exactly like the original; every event's line reads back to the event; every game's record replays to
 * the same events and the same final position.
 */
class NotationRoundTripTest {

    static final int TRIES = Integer.getInteger("tongiaki.tries", 1);
    static final int GAMES = 2000 * TRIES;

    /** A random set-up: 2–6 players in a random seat order, a random start player, random options and source. */
    static GameSetup randomSetup(SplittableRandom rnd) {
        List<Colour> colours = new ArrayList<>(List.of(Colour.values()));
        int n = 2 + rnd.nextInt(5);
        List<Colour> players = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            players.add(colours.remove(rnd.nextInt(colours.size())));
        }
        RuleOptions o = RuleOptions.defaults();
        if (rnd.nextInt(3) == 0) {
            o = o.withEndGame(rnd.nextBoolean() ? EndGame.FINISH_TURN : EndGame.VOYAGE_ONLY).withLoopColourAware(rnd.nextBoolean())
                    .withLandingSpreadWhenShort(rnd.nextBoolean()).withMaskCountsOnTable(rnd.nextBoolean())
                    .withStrandedCountOnTable(rnd.nextBoolean());
        }
        TileSource source = switch (rnd.nextInt(6)) {
            case 0 -> TileSource.chance();
            case 1 -> TileSource.ordered(List.of(NotationTiles.official().stackTiles().get(rnd.nextInt(31)).id()), rnd.nextLong());
            default -> TileSource.shuffled(rnd.nextLong());
        };
        return GameSetup.builder().players(players).startPlayer(players.get(rnd.nextInt(n))).tileSet(NotationTiles.official())
                .tileSource(source).options(o).build();
    }

    /** One random game, with its choices and events and the positions at some decisions (by decision number). */
    record Played(GameSetup setup, List<String> choices, List<List<GameEvent>> events, java.util.Map<Integer, String> positions,
            String last, Game game) {
    }

    /** Plays a random game; the position is taken at each decision with probability {@code sample}. */
    static Played play(GameSetup setup, SplittableRandom rnd, double sample) {
        Game g = Game.start(setup);
        List<String> choices = new ArrayList<>();
        List<List<GameEvent>> events = new ArrayList<>();
        java.util.Map<Integer, String> positions = new java.util.LinkedHashMap<>();
        events.add(g.lastEvents());
        while (!g.isOver()) {
            if (rnd.nextDouble() < sample) {
                positions.put(g.decisionNumber(), Position.of(g).text());
            }
            Option o = g.decision().option(rnd.nextInt(g.optionCount()));
            choices.add(o.text());
            events.add(g.apply(o));
        }
        String last = Position.of(g).text();
        positions.put(g.decisionNumber(), last);
        return new Played(setup, choices, events, positions, last, g);
    }

    @Test
    @DisplayName("positions: parse(print(p)) prints p again and plays on exactly like the original; events and records round-trip and replay")
    void roundTripAndReplay() {
        SplittableRandom rnd = new SplittableRandom(20_260_501L);
        long positions = 0;
        long events = 0;
        for (int game = 0; game < GAMES; game++) {
            GameSetup setup = randomSetup(rnd);
            Played p = play(setup, rnd.split(), 0.05);
            String where = "game " + game + " " + setup;
            // the positions read back to themselves (print(parse(s)) == s)
            for (var e : p.positions().entrySet()) {
                Position back = Position.parse(e.getValue(), NotationTiles.official());
                assertThat(back.text()).as("%s, position at decision %d", where, e.getKey()).isEqualTo(e.getValue());
                positions++;
            }
            // from one of them, the parsed game plays on exactly like the original
            List<Integer> at = new ArrayList<>(p.positions().keySet());
            int from = at.get(rnd.nextInt(at.size()));
            Game restored = Position.parse(p.positions().get(from), NotationTiles.official()).toGame();
            assertThat(restored.decisionNumber()).isEqualTo(from);
            for (int i = from; i < p.choices().size(); i++) {
                List<GameEvent> ev = restored.apply(p.choices().get(i));
                assertThat(ev).as("%s, events of choice %d from %d", where, i, from).isEqualTo(p.events().get(i + 1));
            }
            assertThat(restored.isOver()).isTrue();
            assertThat(Position.of(restored).text()).isEqualTo(p.last());
            assertThat(restored.position().standings()).isEqualTo(p.game().position().standings());
            // every event (of every fourth game) reads back to itself
            for (List<GameEvent> list : game % 4 == 0 ? p.events() : List.<List<GameEvent>>of()) {
                for (GameEvent e : list) {
                    String line = EventText.print(e);
                    assertThat(EventText.parse(line)).as(line).isEqualTo(e);
                    events++;
                }
            }
            // the record replays to the same events and the same final position
            GameRecord record = GameRecord.of(setup, p.choices());
            String text = record.text();
            GameRecord read = GameRecord.parse(text, NotationTiles.official());
            assertThat(read.text()).isEqualTo(text);
            assertThat(read.setup()).isEqualTo(setup);
            List<List<GameEvent>> replayed = new ArrayList<>();
            Game end = read.replay((c, e) -> replayed.add(e));
            assertThat(replayed).as(where).isEqualTo(p.events());
            assertThat(Position.of(end).text()).isEqualTo(p.last());
        }
        assertThat(positions).isGreaterThan(GAMES * 3L);
        assertThat(events).isGreaterThan(GAMES * 20L);
    }

    @Test
    @DisplayName("positions: at every decision of hundreds of games, every kind of pending decision, the text reads back to itself and to the same options")
    void everyDecisionOfSomeGames() {
        SplittableRandom rnd = new SplittableRandom(5);
        java.util.Set<String> pending = new java.util.TreeSet<>();
        for (int game = 0; game < 300 * TRIES; game++) {
            GameSetup setup = randomSetup(rnd);
            Game g = Game.start(setup);
            while (true) {
                Position p = Position.of(g);
                Game back = Position.parse(p.text(), NotationTiles.official()).toGame();
                assertThat(Position.of(back).text()).isEqualTo(p.text());
                String line = p.text().lines().filter(l -> l.startsWith("pending ")).findFirst().orElseThrow();
                pending.add(line.split(" ")[1] + (line.contains("for=") ? " " + line.split(" ")[2] : ""));
                if (g.isOver()) {
                    assertThat(back.isOver()).isTrue();
                    break;
                }
                assertThat(back.decision()).isEqualTo(g.decision());
                g.applyOption(rnd.nextInt(g.optionCount()));
            }
        }
        assertThat(pending).contains("setup", "turn", "take", "place", "emigrate", "land", "tile", "over", "chance for=voyage",
                "chance for=settle");
    }
}
