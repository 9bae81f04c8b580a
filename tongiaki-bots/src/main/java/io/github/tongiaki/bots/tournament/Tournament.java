package io.github.tongiaki.bots.tournament;

import io.github.tongiaki.bots.Bot;
import io.github.tongiaki.bots.Bots;
import io.github.tongiaki.bots.Match;
import io.github.tongiaki.bots.TimeControl;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.notation.GameRecord;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongFunction;

/**
 * A tournament among bots, with the seats rotated over the same deals so that the luck of the stack
 * cancels out.
 *
 * <pre>{@code
 * TournamentResult r = Tournament.of(List.of(
 *             new Contestant("mine", MyBot::new),
 *             new Contestant("mcts", seed -> new MctsBot(200, seed))))
 *         .players(4).games(400).seed(2026).run();
 * System.out.print(r.table());
 * }</pre>
 *
 * <p><b>Seats.</b> The contestants, repeated in order to fill the {@code P} seats, form the line-up:
 * slot {@code k} holds contestant {@code k mod n} (two contestants in four seats sit twice each). A
 * <em>deal</em> is a seed, that is a stack. Rotation {@code r} seats slot {@code (s + r) mod P} in seat
 * {@code s} (seat 0 starts), and each deal is played once per <b>distinct seating</b>: rotations that give
 * the same contestant in every seat would play the same game with the same seeds, byte for byte, so only
 * the first of them is played ({@link #seatings()}). Two contestants in four seats give two seatings per
 * deal (ABAB and BABA), three in four seats four, {@code n} contestants in {@code n} seats {@code n}. So
 * every contestant plays every seat of every deal, and every game counted is a distinct game (the
 * intervals of {@link TournamentResult} count games as independent trials). Game {@code g} is seating
 * {@code g mod k} of deal {@code g / k}, with {@code k} = {@link #gamesPerDeal()}. A game count that is not
 * a multiple of {@code k} is <b>rounded up</b> to whole deals: a deal played in some seatings only would
 * hand its stack to some seats and not to others. {@link TournamentResult#games()} says how many games
 * were played.
 *
 * <p><b>What a bot sees (D-19).</b> Every game is a {@link Match}: at each decision a bot gets a copy of
 * the game with the stack in a freshly sampled order, never the game itself, so a bot can neither learn a
 * future draw nor change the game.
 *
 * <p><b>Clocks.</b> With a {@link #timeControl(TimeControl) time control} every bot, Java or external, plays
 * on the clock ({@link TimeControl}): a bot out of time loses its game ({@link TimeControl.OnTimeout#LOSS}:
 * ranked last, the game counted in the statistics) or fails it ({@link TimeControl.OnTimeout#FAIL}: handled
 * as the failure policy says). {@link TournamentResult#timeLosses()} lists the games lost on time.
 *
 * <p><b>Seeds (D-19).</b> Nobody knows the order of the face-down stack, and whoever knows a deal's seed
 * knows it. So a tournament without a {@linkplain #seed(long) seed} deals from fresh entropy: every
 * {@link #run()} draws its seed from {@link SecureRandom} (64 random bits), and says it only in its result
 * ({@link TournamentResult#seed()}), for replaying. Deal {@code d} has the seed {@link #dealSeed dealSeed(seed,
 * d)}: its set-up, its draws of explicit chance and the stack orders its bots see; the bot of seat {@code s}
 * gets {@link #botSeed botSeed(dealSeed, s)}, as in a single game of the CLI ({@code tongiaki watch --seed}).
 * A bot's seed is derived one way (SHA-256) from the deal's seed, which only the host holds while the
 * tournament runs, so no bot gets from its seed, nor from the seeds of all the bots together, to any deal:
 * that would take trying about 2<sup>63</sup> tournament seeds. A seed given with {@link #seed(long)} makes
 * the run exactly reproducible (the same seed and bots give the same games), and that is all it is for: it is
 * no secret, and a bot that knows or guesses it (a small number, a seed printed in a log it can read) can
 * compute every deal's stack from it, as the host does. Give one to replay a tournament or to publish
 * figures, not to keep bots you do not trust from the stack.
 *
 * <p><b>Threads.</b> Every game builds its own game and bots, so the results are the same, game for game and
 * in game order, for every thread count; only bots that play on time (an MCTS budget in milliseconds, a time
 * control) or are not deterministic themselves depend on the machine. By default the tournament uses every
 * processor the JVM has; its threads are daemon threads.
 *
 * <p><b>Failures.</b> A bot that throws (anything: exceptions, {@link StackOverflowError}, {@link AssertionError},
 * an {@link Error} of its own; with or without clocks), answers no option (or runs out of time under
 * {@link TimeControl.OnTimeout#FAIL}) ends its game at that decision as its failure ({@link Match}); the
 * game's record up to the failure is always kept. With {@link OnFailure#STOP} (the default) the
 * tournament stops and throws a {@link GameFailedException} holding that game; with
 * {@link OnFailure#CONTINUE} the failed game is kept in the results and left out of the statistics, and the
 * tournament goes on. Only the JVM's own fatal errors ({@link OutOfMemoryError}, {@link InternalError}: the
 * {@link VirtualMachineError}s but {@link StackOverflowError}) end the tournament, thrown by {@link #run()} as
 * they are. A bot that ignores the interrupt after its time ran out keeps its daemon thread busy; the result
 * lists it ({@link TournamentResult#stragglers()}): the JVM cannot stop it.
 *
 * <p>A tournament object is an immutable set of settings; each setter returns a new one, and {@link #run()}
 * may be called again (with the same results for the same settings, if a seed is set; with a fresh seed each
 * time if not).
 */
public final class Tournament {

    /** What a bot's failure does to the tournament. */
    public enum OnFailure {
        /** Stop the tournament: {@link #run()} throws a {@link GameFailedException}. */
        STOP,
        /** Keep playing: the failed game is in the results, not in the statistics. */
        CONTINUE
    }

    private final List<Contestant> contestants;
    private final int players;
    private final int games;
    /** The seed, or null: a fresh one for every run. */
    private final Long seed;
    private final int threads;
    private final LongFunction<GameSetup> setups;
    private final Match.Path path;
    private final boolean records;
    private final Progress progress;
    private final OnFailure onFailure;
    private final TimeControl clocks;
    /** The rotations played per deal ({@link #seatings()}). */
    private final int[] rotations;

    private Tournament(List<Contestant> contestants, int players, int games, Long seed, int threads, LongFunction<GameSetup> setups,
            Match.Path path, boolean records, Progress progress, OnFailure onFailure, TimeControl clocks) {
        this.contestants = contestants;
        this.players = players;
        this.games = games;
        this.seed = seed;
        this.threads = threads;
        this.setups = setups;
        this.path = path;
        this.records = records;
        this.progress = progress;
        this.onFailure = onFailure;
        this.clocks = clocks;
        this.rotations = distinctRotations(players, contestants.size());
    }

    /**
     * A tournament among these contestants with the defaults: one seat per contestant (at least 2),
     * 100 games (rounded up to whole deals), no seed (a fresh one from {@link SecureRandom} for every run), all processors, the standard set-up
     * ({@link GameSetup#of(int, long)}), the fast path, no records, no progress, stop on failure.
     *
     * @param contestants 1 to 6 contestants
     * @return the tournament
     * @throws IllegalArgumentException if there are none or more than 6
     */
    public static Tournament of(List<Contestant> contestants) {
        List<Contestant> c = List.copyOf(contestants);
        if (c.isEmpty() || c.size() > 6) {
            throw new IllegalArgumentException("a tournament needs 1 to 6 contestants, got " + c.size());
        }
        return new Tournament(c, Math.max(2, c.size()), 100, null, defaultThreads(), null, Match.Path.FAST, false, null,
                OnFailure.STOP, TimeControl.NONE);
    }

    /**
     * @param p seats per game, 2 to 6, at least the number of contestants
     * @return a tournament with that many seats
     * @throws IllegalArgumentException if out of range
     */
    public Tournament players(int p) {
        if (p < 2 || p > 6) {
            throw new IllegalArgumentException("Tongiaki is for 2-6 players, got " + p);
        }
        if (p < contestants.size()) {
            throw new IllegalArgumentException(contestants.size() + " contestants need at least " + contestants.size() + " seats, got " + p);
        }
        return new Tournament(contestants, p, games, seed, threads, setups, path, records, progress, onFailure, clocks);
    }

    /**
     * @param n games to play, at least 1; rounded up to a multiple of the seats (whole deals)
     * @return a tournament of that many games
     * @throws IllegalArgumentException if below 1
     */
    public Tournament games(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("a tournament needs at least one game, got " + n);
        }
        return new Tournament(contestants, players, n, seed, threads, setups, path, records, progress, onFailure, clocks);
    }

    /**
     * Sets the seed, for a run that can be replayed exactly: the same seed and bots give the same games. No
     * secret: a bot that knows or guesses the seed knows every stack (see the class comment). Without it,
     * every run draws a fresh seed nobody can guess.
     *
     * @param s the tournament's seed
     * @return a tournament with that seed
     */
    public Tournament seed(long s) {
        return new Tournament(contestants, players, games, s, threads, setups, path, records, progress, onFailure, clocks);
    }

    /**
     * @param t games played at the same time, at least 1 (the results do not depend on it)
     * @return a tournament with that many threads
     * @throws IllegalArgumentException if below 1
     */
    public Tournament threads(int t) {
        if (t < 1) {
            throw new IllegalArgumentException("a tournament needs at least one thread, got " + t);
        }
        return new Tournament(contestants, players, games, seed, t, setups, path, records, progress, onFailure, clocks);
    }

    /**
     * @param setupOf the set-up of a deal for the tournament's seats, given the deal's seed (rule options,
     *     another tile set, explicit chance); its players must be as many as the seats
     * @return a tournament with these set-ups
     */
    public Tournament setups(LongFunction<GameSetup> setupOf) {
        return new Tournament(contestants, players, games, seed, threads, Objects.requireNonNull(setupOf, "setupOf"), path, records,
                progress, onFailure, clocks);
    }

    /**
     * @param p how the bots are asked: {@link Match.Path#FAST} (default) or {@link Match.Path#TYPED}
     * @return a tournament on that path
     */
    public Tournament path(Match.Path p) {
        return new Tournament(contestants, players, games, seed, threads, setups, Objects.requireNonNull(p, "path"), records, progress,
                onFailure, clocks);
    }

    /**
     * @param keep whether every game's {@link GameRecord} is kept in its {@link GameResult} (a failed game's
     *     always is)
     * @return a tournament that keeps records or not
     */
    public Tournament records(boolean keep) {
        return new Tournament(contestants, players, games, seed, threads, setups, path, keep, progress, onFailure, clocks);
    }

    /**
     * @param p hears of every game as it ends, or null for none
     * @return a tournament with that listener
     */
    public Tournament progress(Progress p) {
        return new Tournament(contestants, players, games, seed, threads, setups, path, records, p, onFailure, clocks);
    }

    /**
     * @param f what a bot's failure does
     * @return a tournament with that policy
     */
    public Tournament onFailure(OnFailure f) {
        return new Tournament(contestants, players, games, seed, threads, setups, path, records, progress,
                Objects.requireNonNull(f, "onFailure"), clocks);
    }

    /**
     * @param c the clocks of every game ({@link TimeControl#NONE}, the default: none); a bot out of time
     *     loses or fails its game as {@link TimeControl#onTimeout()} says
     * @return a tournament with that time control
     */
    public Tournament timeControl(TimeControl c) {
        return new Tournament(contestants, players, games, seed, threads, setups, path, records, progress, onFailure,
                Objects.requireNonNull(c, "timeControl"));
    }

    /** {@return the time control of every game} */
    public TimeControl timeControl() {
        return clocks;
    }

    /** {@return the contestants} */
    public List<Contestant> contestants() {
        return contestants;
    }

    /** {@return the seats per game} */
    public int players() {
        return players;
    }

    /** {@return the games that will be played: the games asked for, rounded up to whole deals} */
    public int games() {
        return deals() * gamesPerDeal();
    }

    /** {@return the deals (seeds), each played once per distinct seating} */
    public int deals() {
        int k = gamesPerDeal();
        return (games + k - 1) / k;
    }

    /** {@return the games per deal: the number of distinct seatings, {@link #seatings()}} */
    public int gamesPerDeal() {
        return rotations.length;
    }

    /**
     * The rotations played for every deal: those whose seating (the contestant of each seat) no earlier
     * rotation has, in increasing order. The other rotations would repeat a game already played.
     *
     * @return the rotations, from 0
     */
    public int[] seatings() {
        return rotations.clone();
    }

    /**
     * The rotations of a line-up of {@code contestants} in {@code players} seats whose seating no earlier
     * rotation has (see {@link #seating}).
     *
     * @param players seats, 1 or more
     * @param contestants contestants in the line-up, 1 to {@code players}
     * @return the rotations, in increasing order, starting with 0
     * @throws IllegalArgumentException if the counts are out of range
     */
    public static int[] distinctRotations(int players, int contestants) {
        if (players < 1 || contestants < 1 || contestants > players) {
            throw new IllegalArgumentException("a line-up needs 1 to " + players + " contestants in " + players + " seats, got "
                    + contestants);
        }
        List<int[]> seen = new ArrayList<>();
        int[] out = new int[players];
        int k = 0;
        for (int r = 0; r < players; r++) {
            int[] s = seating(r, players, contestants);
            if (seen.stream().noneMatch(t -> Arrays.equals(t, s))) {
                seen.add(s);
                out[k++] = r;
            }
        }
        return Arrays.copyOf(out, k);
    }

    /** {@return the threads} */
    public int threads() {
        return threads;
    }

    /** {@return the tournament's seed, if one was set; empty if every run draws a fresh one ({@link TournamentResult#seed()} says which)} */
    public OptionalLong seed() {
        return seed == null ? OptionalLong.empty() : OptionalLong.of(seed);
    }

    /** The source of the seeds of the tournaments that were given none. */
    private static final SecureRandom FRESH = new SecureRandom();

    /**
     * {@return a seed nobody can guess: 64 bits from {@link SecureRandom}} What a tournament without a set seed
     * deals from; also for a single game whose seed nobody gave.
     */
    public static long freshSeed() {
        return FRESH.nextLong();
    }

    /** {@return the default number of threads: the processors available to the JVM} */
    public static int defaultThreads() {
        return Runtime.getRuntime().availableProcessors();
    }

    /**
     * The seed of deal {@code d} of a tournament: a SplitMix64 step of the tournament's seed. It is invertible:
     * whoever knows one deal's seed knows the tournament's seed and every other deal, so a deal's seed is never
     * handed to a bot (its bots get {@link #botSeed}, one way), and is said only in the results (D-19).
     *
     * @param seed the tournament's seed
     * @param d the deal's number, from 0
     * @return the deal's seed
     */
    public static long dealSeed(long seed, int d) {
        long z = seed + (d + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The seed of the bot in a seat: the same in a tournament and in a single game of the CLI or the web,
     * so that the same game seed and bots give the same game everywhere.
     *
     * <p><b>One-way (D-19).</b> Nobody knows the order of the face-down stack, and the stack is dealt from
     * the game's seed. A bot receives its seed (an external program in its {@code hello}), so the seed it
     * receives must not lead back to the game's seed: an invertible mix (such as {@code gameSeed * 31 + seat})
     * would let a bot recompute the game's seed, and with it the whole stack and every other seat's seed.
     * The bot's seed is therefore the first 64 bits (big-endian) of the SHA-256 digest of the 8 bytes of
     * the game's seed (big-endian) followed by the 4 bytes of the seat: a bot learns nothing of the
     * game's seed from it, and two seats of a game get unrelated seeds.
     *
     * @param gameSeed the game's seed
     * @param seat the seat, from 0
     * @return the bot's seed: SHA-256 of {@code gameSeed} and {@code seat}, truncated to 64 bits
     */
    public static long botSeed(long gameSeed, int seat) {
        return Bots.oneWay(gameSeed, seat);
    }

    /**
     * The contestant of each seat in a game.
     *
     * @param rotation the rotation, 0 to players - 1
     * @param players seats
     * @param contestants contestants in the line-up
     * @return the contestant index of each seat: slot {@code (s + rotation) mod players} of the line-up
     *     repeated to {@code players} slots
     */
    public static int[] seating(int rotation, int players, int contestants) {
        int[] out = new int[players];
        for (int s = 0; s < players; s++) {
            out[s] = ((s + rotation) % players) % contestants;
        }
        return out;
    }

    /**
     * Plays the tournament.
     *
     * <p>Without a set seed the run draws a fresh one ({@link #freshSeed()}); the result says it.
     *
     * @return the results
     * @throws GameFailedException if a bot fails and the policy is {@link OnFailure#STOP}
     * @throws IllegalStateException if a set-up has the wrong number of players, a factory throws, or the
     *     run is interrupted
     * @throws VirtualMachineError if the JVM failed fatally during a game (not a bot's {@link StackOverflowError},
     *     which is the bot's failure)
     */
    public TournamentResult run() {
        long master = seed != null ? seed : freshSeed();
        int total = games();
        int[] done = {0};
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, total), r -> {
            Thread t = new Thread(r, "tongiaki-tournament");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<GameResult>> futures = new ArrayList<>(total);
            for (int g = 0; g < total; g++) {
                int gi = g;
                futures.add(pool.submit(() -> {
                    GameResult r = playGame(master, gi);
                    if (r.failed() && onFailure == OnFailure.STOP) {
                        throw new GameFailedException(describe(r), r, master, seed != null);
                    }
                    if (progress != null) {
                        synchronized (done) {
                            progress.gameEnded(++done[0], total, r);
                        }
                    }
                    return r;
                }));
            }
            List<GameResult> out = new ArrayList<>(total);
            for (Future<GameResult> f : futures) {
                out.add(f.get());
            }
            return new TournamentResult(contestants, players, master, seed != null, out);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the tournament was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof GameFailedException f) {
                throw new GameFailedException(f.getMessage(), f.game(), master, seed != null);
            }
            if (e.getCause() instanceof VirtualMachineError fatal) {
                throw fatal;
            }
            throw new IllegalStateException("a game of the tournament failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
            if (progress != null) {
                progress.finished();
            }
        }
    }

    /**
     * Plays game {@code g} of the tournament on the calling thread.
     *
     * @param g the game's number, 0 to {@link #games()} - 1
     * @return the game
     * @throws IllegalArgumentException if there is no such game
     * @throws IllegalStateException if the tournament has no seed set (a game of a run with a fresh seed is
     *     played again with {@code seed(result.seed())})
     */
    public GameResult playGame(int g) {
        if (g < 0 || g >= games()) {
            throw new IllegalArgumentException("the tournament has games 0.." + (games() - 1) + ", got " + g);
        }
        if (seed == null) {
            throw new IllegalStateException("a tournament without a seed deals from a fresh seed in each run: set one"
                    + " (seed(result.seed()) for a game of a run) to play one game");
        }
        return playGame(seed, g);
    }

    private GameResult playGame(long master, int g) {
        if (g < 0 || g >= games()) {
            throw new IllegalArgumentException("the tournament has games 0.." + (games() - 1) + ", got " + g);
        }
        int deal = g / rotations.length;
        int rotation = rotations[g % rotations.length];
        int[] seating = seating(rotation, players, contestants.size());
        long s = dealSeed(master, deal);
        GameSetup setup = setups != null ? setups.apply(s) : GameSetup.of(players, s);
        if (setup.players().size() != players) {
            throw new IllegalStateException("the set-up of deal " + deal + " has " + setup.players().size() + " players, the tournament "
                    + players + " seats");
        }
        List<Bot> bots = new ArrayList<>(players);
        Match.Result m;
        try {
            for (int seat = 0; seat < players; seat++) {
                bots.add(contestants.get(seating[seat]).factory().apply(botSeed(s, seat)));
            }
            m = Match.play(setup, bots, s, path, null, clocks);
        } finally {
            Bots.closeQuietly(bots);
        }
        GameRecord record = records || m.failed() ? m.record() : null;
        return new GameResult(g, deal, rotation, s, seating, m, record);
    }

    /** A failed game in words: the game, its seed and seats, the seat that failed and what happened. */
    private String describe(GameResult r) {
        StringBuilder seats = new StringBuilder();
        for (int c : r.seating()) {
            seats.append(seats.length() == 0 ? "" : ",").append(contestants.get(c).name());
        }
        int seat = r.match().failedSeat();
        return "game " + r.index() + " (seed " + r.seed() + ", seats " + seats + "): contestant " + contestants.get(r.seating()[seat]).name()
                + " failed after " + r.match().decisions() + " decisions: " + r.match().failure().getMessage();
    }
}
