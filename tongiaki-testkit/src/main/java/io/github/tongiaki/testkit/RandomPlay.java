package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.TileSource;
import io.github.tongiaki.core.rules.EndGame;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.tiles.OfficialTiles;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Seeded generators of random legal play, independent of any test framework: set-ups, choice sequences,
 * whole games, mid-game positions and illegal choices. The same seed gives the same result on every
 * machine ({@link SplittableRandom} is specified exactly).
 *
 * <pre>{@code
 * Playthrough p = RandomPlay.midGame(5, 42L, 40);   // 5 players, 40 random decisions
 * Game g = p.game();                                // replay it
 * System.out.println(p);                            // seeds and choices, to reproduce a failure
 * }</pre>
 *
 * <p>{@link TongiakiArbitraries} wraps these for jqwik.
 */
public final class RandomPlay {

    /**
     * No game of the official set comes near this many decisions; a game that does is taken to run
     * forever (D-4 broken).
     */
    public static final int MAX_DECISIONS = 50_000;

    private RandomPlay() {
    }

    /**
     * A random set-up: {@code players} of the six colours in a random seat order, a random start player,
     * the official tile set shuffled with a seed drawn from {@code seed}, default rules.
     *
     * @param players 2–6
     * @param seed the seed
     * @return the set-up
     * @throws IllegalArgumentException if {@code players} is not 2–6
     */
    public static GameSetup setup(int players, long seed) {
        return setup(players, seed, RuleOptions.defaults());
    }

    /**
     * A random set-up as {@link #setup(int, long)}, with the given rule options.
     *
     * @param players 2–6
     * @param seed the seed
     * @param options the rule options
     * @return the set-up
     * @throws IllegalArgumentException if {@code players} is not 2–6
     */
    public static GameSetup setup(int players, long seed, RuleOptions options) {
        if (players < 2 || players > 6) {
            throw new IllegalArgumentException("Tongiaki is for 2-6 players (R-COMP-1), got " + players);
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Colour> colours = new ArrayList<>(List.of(Colour.values()));
        for (int i = colours.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            Colour c = colours.get(i);
            colours.set(i, colours.get(j));
            colours.set(j, c);
        }
        List<Colour> seats = colours.subList(0, players);
        return GameSetup.builder().players(seats).startPlayer(seats.get(rnd.nextInt(players))).tileSet(OfficialTiles.set())
                .seed(rnd.nextLong()).options(options).build();
    }

    /**
     * A random set-up as {@link #setup(int, long)}, but with explicit chance ({@link TileSource#chance()}):
     * every draw is a {@code Decision.Chance} among the tiles left, which a uniform strategy resolves with
     * the right odds.
     *
     * @param players 2–6
     * @param seed the seed
     * @return the set-up
     * @throws IllegalArgumentException if {@code players} is not 2–6
     */
    public static GameSetup chanceSetup(int players, long seed) {
        GameSetup s = setup(players, seed);
        return GameSetup.builder().players(s.players()).startPlayer(s.startPlayer()).tileSet(s.tileSet()).tileSource(TileSource.chance())
                .options(s.options()).build();
    }

    /**
     * Random rule options: every {@code O-…} switch drawn at random; {@code O-STALL-ROUNDS} from 1 to 30
     * (never 0, which would let an adversary's game run forever).
     *
     * @param seed the seed
     * @return the options
     */
    public static RuleOptions ruleOptions(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        return RuleOptions.defaults().withEndGame(rnd.nextBoolean() ? EndGame.VOYAGE_ONLY : EndGame.FINISH_TURN)
                .withLoopColourAware(rnd.nextBoolean()).withLandingSpreadWhenShort(rnd.nextBoolean())
                .withMaskCountsOnTable(rnd.nextBoolean()).withStrandedCountOnTable(rnd.nextBoolean())
                .withStallRounds(1 + rnd.nextInt(30));
    }

    /**
     * Plays on a game with a strategy, up to a number of decisions or the end.
     *
     * @param game the game; it is played on
     * @param random the randomness
     * @param maxDecisions the most decisions to take
     * @param strategy how to choose
     * @return the option ids applied, in order
     */
    public static List<Integer> choices(Game game, SplittableRandom random, int maxDecisions, Strategy strategy) {
        List<Integer> out = new ArrayList<>();
        while (!game.isOver() && out.size() < maxDecisions) {
            int id = strategy.choose(game, random);
            game.applyOption(id);
            out.add(id);
        }
        return out;
    }

    /**
     * Plays a game from a set-up.
     *
     * @param setup the set-up
     * @param seed the seed of the choices
     * @param maxDecisions the most decisions to take ({@link Integer#MAX_VALUE}: to the end)
     * @param strategy how to choose
     * @return the playthrough
     * @throws AssertionError if a game to the end does not end within {@link #MAX_DECISIONS} decisions
     */
    public static Playthrough play(GameSetup setup, long seed, int maxDecisions, Strategy strategy) {
        Game g = Game.start(setup);
        List<Integer> ids = choices(g, new SplittableRandom(seed), Math.min(maxDecisions, MAX_DECISIONS), strategy);
        if (!g.isOver() && maxDecisions > MAX_DECISIONS) {
            throw new AssertionError("the game did not end after " + MAX_DECISIONS + " decisions (D-4): "
                    + new Playthrough(setup, seed, ids) + "\n" + Describe.position(g));
        }
        return new Playthrough(setup, seed, ids);
    }

    /**
     * Plays a game from a set-up through a {@link GameMonitor}, checking every invariant after every step,
     * and runs an extra check after the start and after every step.
     *
     * @param setup the set-up
     * @param seed the seed of the choices
     * @param maxDecisions the most decisions to take ({@link Integer#MAX_VALUE}: to the end)
     * @param strategy how to choose
     * @param forkEveryStep whether the monitor checks copy fidelity at every step
     * @param check a further check of the game after each step (it must not change the game)
     * @return the playthrough
     * @throws AssertionError if an invariant or the check fails, an option does not apply, or a game to
     *     the end runs longer than {@link #MAX_DECISIONS}; the message holds the playthrough so far
     */
    public static Playthrough playChecked(GameSetup setup, long seed, int maxDecisions, Strategy strategy, boolean forkEveryStep,
            Consumer<Game> check) {
        List<Integer> ids = new ArrayList<>();
        try {
            GameMonitor m = new GameMonitor(Game.start(setup), forkEveryStep);
            ids = m.choicesView();
            playChecked(m, seed, maxDecisions, strategy, check);
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\nin " + new Playthrough(setup, seed, ids), e.getCause());
        }
        return new Playthrough(setup, seed, ids);
    }

    /**
     * Plays on a monitored game (for example one built by a {@code Scenario}) with a strategy, up to a number
     * of decisions or the end, running a further check after every step.
     *
     * @param monitor the monitor of the game
     * @param seed the seed of the choices
     * @param maxDecisions the most decisions to take ({@link Integer#MAX_VALUE}: to the end)
     * @param strategy how to choose
     * @param check a further check of the game after each step (it must not change the game)
     * @return the option ids applied
     * @throws AssertionError if an invariant or the check fails, an option does not apply, or a game to
     *     the end runs longer than {@link #MAX_DECISIONS}; the message holds the option ids so far
     */
    public static List<Integer> playChecked(GameMonitor monitor, long seed, int maxDecisions, Strategy strategy, Consumer<Game> check) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Game g = monitor.game();
        int limit = Math.min(maxDecisions, MAX_DECISIONS);
        int steps = 0;
        try {
            check.accept(g);
            while (!g.isOver() && steps < limit) {
                int id = strategy.choose(g, rnd);
                monitor.applyOption(id);
                steps++;
                check.accept(g);
            }
        } catch (AssertionError e) {
            // the monitor's messages already say how to reproduce; a check's message does not
            String m = e.getMessage() == null ? e.toString() : e.getMessage();
            throw new AssertionError(m + (m.contains("reproduce with:") ? "" : "\n" + monitor.reproduce()) + " (choice seed " + seed + ")",
                    e.getCause());
        } catch (RuntimeException e) {
            throw new AssertionError("step " + steps + " threw " + e + "\n" + monitor.reproduce() + " (choice seed " + seed + ")", e);
        }
        if (!g.isOver() && maxDecisions > MAX_DECISIONS) {
            throw new AssertionError("the game did not end after " + MAX_DECISIONS + " decisions (D-4)\n" + monitor.reproduce()
                    + " (choice seed " + seed + ")\n" + Describe.position(g));
        }
        return monitor.choices();
    }

    /**
     * A whole random game, every option equally likely.
     *
     * @param players 2–6
     * @param seed the seed (set-up and choices)
     * @return the playthrough, ending with the game over
     */
    public static Playthrough game(int players, long seed) {
        return game(players, seed, Strategy.uniform());
    }

    /**
     * A whole random game with a strategy.
     *
     * @param players 2–6
     * @param seed the seed (set-up and choices)
     * @param strategy how to choose
     * @return the playthrough, ending with the game over
     */
    public static Playthrough game(int players, long seed, Strategy strategy) {
        return play(setup(players, seed), seed, Integer.MAX_VALUE, strategy);
    }

    /**
     * A random mid-game position: a random set-up after {@code decisions} uniformly random decisions (fewer
     * if the game ends first).
     *
     * @param players 2–6
     * @param seed the seed (set-up and choices)
     * @param decisions how many decisions to take
     * @return the playthrough
     */
    public static Playthrough midGame(int players, long seed, int decisions) {
        return play(setup(players, seed), seed, decisions, Strategy.uniform());
    }

    /**
     * Generates illegal choices for the position a playthrough reaches: options of earlier decisions
     * (stale), options of a copy that went one step further, options of a copy that chose differently at
     * the previous decision, ids out of range, texts and typed choices not offered (taken from those
     * other decisions, or made up). Once the game is over, anything is illegal. Replaying the playthrough
     * gives the game to try them on ({@link IllegalChoice#assertRejectedBy(Game)}).
     *
     * @param position the position
     * @param seed the seed
     * @return the illegal choices, at least one
     */
    public static List<IllegalChoice> illegalChoices(Playthrough position, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Game g = Game.start(position.setup());
        List<Decision> earlier = new ArrayList<>();
        Game beforeLast = null;
        for (int i = 0; i < position.choices().size(); i++) {
            earlier.add(g.decision());
            if (i == position.choices().size() - 1) {
                beforeLast = g.copy();
            }
            g.applyOption(position.choices().get(i));
        }
        List<Option> foreign = new ArrayList<>();
        List<String> foreignOrigin = new ArrayList<>();
        for (int k = 0; k < 3 && !earlier.isEmpty(); k++) {
            Decision d = earlier.get(rnd.nextInt(earlier.size()));
            foreign.add(d.options().get(rnd.nextInt(d.options().size())));
            foreignOrigin.add("stale: an option of earlier decision #" + d.number());
        }
        if (!g.isOver()) {
            Game ahead = g.copy();
            ahead.applyOption(rnd.nextInt(ahead.decision().options().size()));
            if (!ahead.isOver()) {
                Decision d = ahead.decision();
                foreign.add(d.options().get(rnd.nextInt(d.options().size())));
                foreignOrigin.add("an option of a copy one decision ahead, at #" + d.number());
            }
        }
        if (beforeLast != null && beforeLast.decision().options().size() > 1) {
            int last = position.choices().get(position.choices().size() - 1);
            int other = (last + 1 + rnd.nextInt(beforeLast.decision().options().size() - 1)) % beforeLast.decision().options().size();
            beforeLast.applyOption(other);
            if (!beforeLast.isOver()) {
                for (Option o : beforeLast.decision().options()) {
                    foreign.add(o);
                    foreignOrigin.add("an option of a copy that chose option " + other + " instead of " + last + " at the previous decision");
                }
            }
        }
        List<IllegalChoice> out = new ArrayList<>();
        Decision now = g.isOver() ? null : g.decision();
        Set<String> texts = new LinkedHashSet<>();
        Set<Choice> choices = new LinkedHashSet<>();
        for (int i = 0; i < foreign.size(); i++) {
            Option o = foreign.get(i);
            if (now != null && now.options().contains(o)) {
                continue; // the same option of the same decision: legal
            }
            out.add(new IllegalChoice.ForeignOption(o, foreignOrigin.get(i)));
            if (now == null || now.find(o.text()).isEmpty()) {
                texts.add(o.text());
            }
            if (now == null || now.find(o.choice()).isEmpty()) {
                choices.add(o.choice());
            }
        }
        int size = now == null ? 0 : now.options().size();
        String range = now == null ? "the game is over" : "ids are 0.." + (size - 1);
        out.add(new IllegalChoice.BadId(now == null ? 0 : -1, range));
        out.add(new IllegalChoice.BadId(size, range));
        out.add(new IllegalChoice.BadId(size + 1 + rnd.nextInt(1000), range));
        out.add(new IllegalChoice.BadId(rnd.nextBoolean() ? Integer.MIN_VALUE : Integer.MAX_VALUE, range));
        for (String t : texts) {
            out.add(new IllegalChoice.BadText(t, "offered at another decision"));
        }
        for (String t : List.of("", "   ", "expand Atlantis", "emigrate Tonga/9 via 7", "land blue Tonga/1", "settle", "take none",
                "place 99,99 r0", "berth Tonga/7")) {
            if (now == null || now.find(t).isEmpty()) {
                out.add(new IllegalChoice.BadText(t, "made up"));
            }
        }
        for (Choice c : choices) {
            out.add(new IllegalChoice.BadChoice(c, "offered at another decision"));
        }
        for (Choice c : List.<Choice>of(new Choice.NewSettlement(), new Choice.TakeNoBoat())) {
            if (now == null || now.find(c).isEmpty()) {
                out.add(new IllegalChoice.BadChoice(c, "made up"));
            }
        }
        return out;
    }
}
