package io.github.tongiaki.bots.learned;

import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.GuidedMctsBot;
import io.github.tongiaki.bots.MctsBot;
import io.github.tongiaki.bots.tournament.Contestant;
import io.github.tongiaki.bots.tournament.Tournament;
import io.github.tongiaki.bots.tournament.TournamentResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.LongFunction;

/**
 * A match between a network and an opponent, in the project's tournament harness ({@link Tournament}: every deal
 * played in every distinct seating, so rotated seats; two seats each in a four-player game).
 *
 * <pre>
 * java -cp tongiaki-core.jar:tongiaki-tiles.jar:tongiaki-bots.jar io.github.tongiaki.bots.learned.EvaluateMain \
 *     --players 2 --games 200 --seed 1 --a a.npz --b (b.npz|guided|mcts|shipped) (--playouts 200 | --time-ms 100) [--threads 1]
 *     [--a-rollout-mix 0] [--b-rollout-mix 0]
 * </pre>
 *
 * <p>{@code --a} and {@code --b} name a weights file, {@code shipped} (the shipped weights, {@link LearnedBot}) or, for
 * {@code --b}, {@code guided} ({@link GuidedMctsBot}'s default settings) or {@code mcts} ({@link MctsBot}'s). With
 * {@code --time-ms} every bot searches that long per move (equal time per move); with {@code --playouts} the learned
 * bots make that many evaluations per move and {@code guided} and {@code mcts} keep their default playout counts (200
 * random playouts). The games are rounded up to whole deals. {@code --threads} (default 1) plays games at once; keep
 * it at 1 with {@code --time-ms} on a busy machine.
 *
 * <p>Prints one JSON line: {@code {"score":x,"low":l,"high":h,"games":N}}, the score of A (its share of the games'
 * first places, a shared first place split; TournamentResult's win share) with its 95 % Wilson interval.
 */
public final class EvaluateMain {

    private EvaluateMain() {
    }

    /**
     * Runs the match.
     *
     * @param args the arguments (see the class comment)
     * @throws Exception if a weights file cannot be read
     */
    public static void main(String[] args) throws Exception {
        Args.run("EvaluateMain", args, EvaluateMain::run);
    }

    private static void run(Args a) throws Exception {
        int players = a.integer("players", null);
        int games = a.integer("games", null);
        long seed = a.longValue("seed", null);
        String sideA = a.string("a", null);
        String sideB = a.string("b", null);
        boolean timed = a.has("time-ms");
        int timeMs = timed ? a.integer("time-ms", null) : 0;
        int playouts = a.has("playouts") ? a.integer("playouts", null) : 0;
        int threads = a.integer("threads", 1);
        double mixA = a.doubleValue("a-rollout-mix", LearnedBot.Settings.DEFAULT_ROLLOUT_MIX);
        double mixB = a.doubleValue("b-rollout-mix", LearnedBot.Settings.DEFAULT_ROLLOUT_MIX);
        a.done();
        if (timed == (playouts > 0)) {
            throw new IllegalArgumentException("give exactly one of --playouts K and --time-ms T");
        }
        long start = System.nanoTime();
        TournamentResult r = Tournament.of(List.of(new Contestant("a", side(sideA, false, playouts, timeMs, mixA)),
                        new Contestant("b", side(sideB, true, playouts, timeMs, mixB))))
                .players(players).games(games).seed(seed).threads(threads).run();
        TournamentResult.Stats s = r.stats().get(0);
        System.out.println(String.format(Locale.ROOT,
                "{\"score\":%.4f,\"low\":%.4f,\"high\":%.4f,\"games\":%d,\"failed\":%d,\"players\":%d,\"seconds\":%.1f}",
                s.winShare(), s.winLow(), s.winHigh(), s.games(), r.failures().size(), players, (System.nanoTime() - start) / 1e9));
    }

    /** The factory of a side's bots. */
    static LongFunction<? extends Bot> side(String spec, boolean opponent, int playouts, int timeMs, double mix)
            throws java.io.IOException {
        Duration time = Duration.ofMillis(timeMs);
        switch (spec) {
            case "guided" -> {
                if (!opponent) {
                    break;
                }
                return seed -> timeMs > 0 ? new GuidedMctsBot(time, seed) : new GuidedMctsBot(GuidedMctsBot.settings(), seed);
            }
            case "mcts" -> {
                if (!opponent) {
                    break;
                }
                return seed -> new MctsBot(timeMs > 0 ? MctsBot.Settings.timeBudget(time) : MctsBot.Settings.playouts(200), seed);
            }
            default -> {
            }
        }
        LearnedBot.Settings settings = (timeMs > 0 ? LearnedBot.Settings.timeBudget(time) : LearnedBot.Settings.playouts(playouts))
                .withRolloutMix(mix);
        if (spec.equals("shipped")) {
            return seed -> new LearnedBot(settings, seed);
        }
        Network net = Network.read(Path.of(spec));
        return seed -> new LearnedBot(net, settings, seed);
    }
}
