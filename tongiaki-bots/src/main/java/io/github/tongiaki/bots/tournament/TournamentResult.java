package io.github.tongiaki.bots.tournament;

import io.github.tongiaki.bots.Straggler;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.Standing;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The results of a tournament: every game, and per contestant the statistics of the games that ended
 * (a failed game, kept under {@link Tournament.OnFailure#CONTINUE}, is left out of them).
 *
 * <p><b>Win share.</b> A game's win goes to its first place; a first place shared by {@code k} players
 * gives each {@code 1/k}. A contestant's win share is the sum over its seats of these shares, divided
 * by the games: the shares of all contestants add up to 1. Its 95 % interval is the Wilson score
 * interval ({@link #wilson}) with the games as trials.
 *
 * <p><b>Rating.</b> A Bradley–Terry model fitted to the pairwise results inside the games: in every game,
 * every two seats of different contestants count as one encounter, won by the better rank (a tie on
 * rank counts half to each). Each pair of contestants also gets one virtual drawn encounter, so that a
 * contestant that never loses keeps a finite rating. The strengths are shown on the Elo scale
 * ({@code 400 log10}), centred so that their mean is 0. The 95 % interval is a bootstrap over <em>deals</em>
 * (a deal's rotations stay together, since they share a stack): {@value #BOOTSTRAP} resamples drawn with
 * a generator seeded by the tournament's seed, the 2.5th and 97.5th percentiles; so it is deterministic too.
 *
 * <p><b>Ratings that cannot be estimated.</b> The ratings exist only if every contestant both won and lost
 * against the rest, in a chain leading from any contestant to any other (the win graph is strongly connected,
 * Zermelo's condition). If not, for instance when one contestant wins every encounter (a sweep), the
 * maximum-likelihood strengths are infinite, and the virtual draws alone would set the gap (every bootstrap
 * resample giving the same number, an interval of zero width). Then the ratings are reported as not
 * estimable ({@link Stats#ratingEstimable()} false, the rating and its interval NaN, "not estimable (sweep)"
 * in the tables, empty in CSV, null in JSON): more games, or closer opponents, are needed. When no game ended
 * at all (every game failed, {@link Tournament.OnFailure#CONTINUE}) there is nothing to estimate from: the
 * ratings are not estimable either ("not estimable (no game ended)"), and the tables show no win share, score
 * or rank (NaN in {@link Stats}, empty in CSV, null in JSON).
 *
 * <p><b>Seed and stragglers.</b> {@link #seed()} is the seed the tournament dealt from, set or drawn fresh
 * ({@link #seedGiven()}): {@code Tournament.seed(result.seed())} plays the same games again.
 * {@link #stragglers()} lists the bots that kept their thread running after their time was out.
 *
 * <p><b>Games.</b> Every game counted is a distinct game: a tournament plays each distinct seating of a deal
 * once ({@link Tournament#seatings()}), so the Wilson interval's trials are distinct games. A game lost on time
 * ({@link io.github.tongiaki.bots.TimeControl.OnTimeout#LOSS}) counts, the bot that ran out of time ranked
 * last ({@link #timeLosses()}).
 *
 * <p>The mean score and mean rank are per seat; the score's 95 % interval is the mean ± 1.96 standard
 * errors over the contestant's seats.
 */
public final class TournamentResult {

    /** Bootstrap resamples of the rating interval. */
    public static final int BOOTSTRAP = 200;

    /**
     * A contestant's statistics.
     *
     * @param name the contestant's name
     * @param games games played to the end
     * @param seats seats per game (the line-up may seat a contestant more than once)
     * @param winShare the share of the games won (shared first places split)
     * @param winLow lower end of the win share's 95 % Wilson interval
     * @param winHigh upper end of the win share's 95 % Wilson interval
     * @param meanScore mean final score per seat
     * @param meanScoreHalfWidth half-width of its 95 % interval
     * @param meanRank mean rank per seat (1 = first)
     * @param rating Bradley–Terry rating on the Elo scale, the contestants' mean 0
     * @param ratingLow lower end of its 95 % bootstrap interval
     * @param ratingHigh upper end of its 95 % bootstrap interval
     * @param ratingEstimable whether the ratings can be estimated (see the class comment); if not, the
     *     rating and its interval are NaN
     */
    public record Stats(String name, int games, int seats, double winShare, double winLow, double winHigh, double meanScore,
            double meanScoreHalfWidth, double meanRank, double rating, double ratingLow, double ratingHigh, boolean ratingEstimable) {

        /**
         * {@return the rating and its interval as the tables show them: {@code +12 [-30, +55]}, or
         * {@code not estimable (sweep)}, or {@code not estimable (no game ended)}}
         */
        public String ratingText() {
            if (!ratingEstimable) {
                return games == 0 ? NO_GAME_ENDED : NOT_ESTIMABLE;
            }
            return String.format(Locale.ROOT, "%+5.0f [%+5.0f, %+5.0f]", rating, ratingLow, ratingHigh);
        }
    }

    /** How the tables show ratings that cannot be estimated. */
    public static final String NOT_ESTIMABLE = "not estimable (sweep)";

    /** How the tables show ratings when no game ended (every game failed): there is nothing to estimate from. */
    public static final String NO_GAME_ENDED = "not estimable (no game ended)";

    private final List<Contestant> contestants;
    private final int players;
    private final long seed;
    private final boolean seedGiven;
    private final List<GameResult> games;
    private final List<Stats> stats;

    TournamentResult(List<Contestant> contestants, int players, long seed, boolean seedGiven, List<GameResult> games) {
        this.contestants = List.copyOf(contestants);
        this.players = players;
        this.seed = seed;
        this.seedGiven = seedGiven;
        this.games = List.copyOf(games);
        this.stats = computeStats();
    }

    /**
     * {@return the seed the tournament dealt from: the one set, or the one drawn fresh for this run} With the same
     * contestants and settings, {@code Tournament.seed(seed())} plays the same games again.
     */
    public long seed() {
        return seed;
    }

    /** {@return whether the seed was set ({@link Tournament#seed(long)}) rather than drawn fresh for the run} */
    public boolean seedGiven() {
        return seedGiven;
    }

    /**
     * {@return the bots given up on after their time was out whose thread still ran ({@link Straggler}), in game
     * order; each line of {@link #table()} below the statistics names one}
     */
    public List<Straggler> stragglers() {
        return games.stream().flatMap(g -> g.match().stragglers().stream()).toList();
    }

    /** {@return every game, in game order} */
    public List<GameResult> games() {
        return games;
    }

    /** {@return the contestants} */
    public List<Contestant> contestants() {
        return contestants;
    }

    /** {@return the seats per game} */
    public int players() {
        return players;
    }

    /** {@return the games that failed (empty unless the tournament continued after failures)} */
    public List<GameResult> failures() {
        return games.stream().filter(GameResult::failed).toList();
    }

    /** {@return the games a bot lost on time ({@link io.github.tongiaki.bots.Match.Result#lostOnTime()}), counted in the statistics} */
    public List<GameResult> timeLosses() {
        return games.stream().filter(g -> g.match().lostOnTime()).toList();
    }

    /** {@return per contestant, in line-up order, the statistics of the games that ended} */
    public List<Stats> stats() {
        return stats;
    }

    private List<Stats> computeStats() {
        int n = contestants.size();
        List<GameResult> ended = games.stream().filter(g -> !g.failed()).toList();
        double[] wins = new double[n];
        double[] scoreSum = new double[n];
        double[] scoreSq = new double[n];
        double[] rankSum = new double[n];
        int[] seatGames = new int[n];
        for (GameResult g : ended) {
            int[] seating = g.seating();
            List<Standing> st = g.match().standings();
            long winners = st.stream().filter(s -> s.rank() == 1).count();
            for (Standing s : st) {
                int c = seating[g.match().setup().players().indexOf(s.colour())];
                if (s.rank() == 1) {
                    wins[c] += 1.0 / winners;
                }
                scoreSum[c] += s.score();
                scoreSq[c] += (double) s.score() * s.score();
                rankSum[c] += s.rank();
                seatGames[c]++;
            }
        }
        double[] rating = ratings(ended, null);
        double[][] boot = bootstrap(ended);
        boolean estimable = !ended.isEmpty() && (n < 2 || estimable(ended));
        List<Stats> out = new ArrayList<>();
        int games = ended.size();
        for (int c = 0; c < n; c++) {
            int seats = 0;
            for (int slot = 0; slot < players; slot++) {
                seats += slot % n == c ? 1 : 0;
            }
            double share = games == 0 ? Double.NaN : Math.min(1, wins[c] / games);
            double[] w = games == 0 ? new double[] {Double.NaN, Double.NaN} : wilson(share, games);
            int k = seatGames[c];
            double mean = k == 0 ? Double.NaN : scoreSum[c] / k;
            double half = k < 2 ? Double.NaN : 1.96 * Math.sqrt(Math.max(0, (scoreSq[c] - k * mean * mean) / (k - 1)) / k);
            out.add(new Stats(contestants.get(c).name(), games, seats, share, w[0], w[1], mean, half,
                    k == 0 ? Double.NaN : rankSum[c] / k, estimable ? rating[c] : Double.NaN, estimable ? boot[c][0] : Double.NaN,
                    estimable ? boot[c][1] : Double.NaN, estimable));
        }
        return List.copyOf(out);
    }

    /**
     * Whether the Bradley–Terry strengths exist: every contestant reaches every other through a chain of
     * encounters won (a tie counts as a win both ways), that is the win graph is strongly connected.
     */
    private boolean estimable(List<GameResult> ended) {
        int n = contestants.size();
        boolean[][] beat = new boolean[n][n];
        for (GameResult g : ended) {
            int[] seating = g.seating();
            List<Colour> seatColours = g.match().setup().players();
            for (Standing a : g.match().standings()) {
                for (Standing b : g.match().standings()) {
                    int ca = seating[seatColours.indexOf(a.colour())];
                    int cb = seating[seatColours.indexOf(b.colour())];
                    if (ca != cb && a.rank() <= b.rank()) {
                        beat[ca][cb] = true;
                    }
                }
            }
        }
        return stronglyConnected(beat);
    }

    /** Whether every node reaches every other along the edges {@code edge[i][j]} (i to j). */
    static boolean stronglyConnected(boolean[][] edge) {
        int n = edge.length;
        for (boolean forward : new boolean[] {true, false}) {
            boolean[] seen = new boolean[n];
            int[] stack = new int[n];
            int top = 0;
            stack[top++] = 0;
            seen[0] = true;
            int count = 1;
            while (top > 0) {
                int i = stack[--top];
                for (int j = 0; j < n; j++) {
                    if (!seen[j] && (forward ? edge[i][j] : edge[j][i])) {
                        seen[j] = true;
                        count++;
                        stack[top++] = j;
                    }
                }
            }
            if (count < n) {
                return false;
            }
        }
        return true;
    }

    /** The rating interval of each contestant: percentiles of the ratings fitted to resampled deals. */
    private double[][] bootstrap(List<GameResult> ended) {
        int n = contestants.size();
        double[][] out = new double[n][2];
        int deals = ended.stream().mapToInt(GameResult::deal).max().orElse(-1) + 1;
        if (n < 2 || ended.isEmpty()) {
            for (double[] o : out) {
                Arrays.fill(o, n < 2 && !ended.isEmpty() ? 0 : Double.NaN);
            }
            return out;
        }
        double[][] samples = new double[n][BOOTSTRAP];
        SplittableRandom random = new SplittableRandom(seed ^ 0x5DEECE66DL);
        int[] weight = new int[deals];
        for (int b = 0; b < BOOTSTRAP; b++) {
            Arrays.fill(weight, 0);
            for (int i = 0; i < deals; i++) {
                weight[random.nextInt(deals)]++;
            }
            double[] r = ratings(ended, weight);
            for (int c = 0; c < n; c++) {
                samples[c][b] = r[c];
            }
        }
        for (int c = 0; c < n; c++) {
            Arrays.sort(samples[c]);
            out[c][0] = samples[c][(int) Math.floor(0.025 * (BOOTSTRAP - 1))];
            out[c][1] = samples[c][(int) Math.ceil(0.975 * (BOOTSTRAP - 1))];
        }
        return out;
    }

    /**
     * Bradley–Terry ratings (Elo scale, centred) of the pairwise results, each deal
     * weighted (for the bootstrap) or all weighted 1.
     */
    private double[] ratings(List<GameResult> ended, int[] dealWeight) {
        int n = contestants.size();
        double[][] won = new double[n][n];
        for (GameResult g : ended) {
            int w = dealWeight == null ? 1 : dealWeight[g.deal()];
            if (w == 0) {
                continue;
            }
            int[] seating = g.seating();
            List<Colour> seatColours = g.match().setup().players();
            List<Standing> st = g.match().standings();
            for (Standing a : st) {
                for (Standing b : st) {
                    int ca = seating[seatColours.indexOf(a.colour())];
                    int cb = seating[seatColours.indexOf(b.colour())];
                    if (ca != cb) {
                        won[ca][cb] += w * (a.rank() < b.rank() ? 1 : a.rank() == b.rank() ? 0.5 : 0);
                    }
                }
            }
        }
        return bradleyTerry(won);
    }

    /**
     * Fits a Bradley–Terry model by Hunter's MM iteration, with one virtual drawn encounter per pair.
     *
     * @param won {@code won[i][j]}: wins of i over j (a draw counts half to each)
     * @return the strengths on the Elo scale, their mean 0
     */
    static double[] bradleyTerry(double[][] won) {
        int n = won.length;
        double[][] w = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                w[i][j] = i == j ? 0 : won[i][j] + 0.5;
            }
        }
        double[] p = new double[n];
        Arrays.fill(p, 1);
        for (int iter = 0; iter < 10_000; iter++) {
            double[] next = new double[n];
            double change = 0;
            for (int i = 0; i < n; i++) {
                double wins = 0;
                double denom = 0;
                for (int j = 0; j < n; j++) {
                    if (i != j) {
                        wins += w[i][j];
                        denom += (w[i][j] + w[j][i]) / (p[i] + p[j]);
                    }
                }
                next[i] = wins / denom;
            }
            double norm = next[0];
            for (int i = 0; i < n; i++) {
                next[i] /= norm;
                change = Math.max(change, Math.abs(Math.log(next[i] / p[i])));
            }
            p = next;
            if (change < 1e-10) {
                break;
            }
        }
        double[] elo = new double[n];
        double mean = 0;
        for (int i = 0; i < n; i++) {
            elo[i] = 400 * Math.log10(p[i]);
            mean += elo[i] / n;
        }
        for (int i = 0; i < n; i++) {
            elo[i] -= mean;
        }
        return elo;
    }

    /**
     * The 95 % Wilson score interval of a proportion: unlike the normal approximation (p ± 1.96 standard
     * errors) it never collapses to [0, 0] or [1, 1] and stays inside [0, 1]. A shared first place counts
     * as a fraction of a win, so {@code p} need not be a multiple of {@code 1/n}.
     *
     * @param p the observed proportion, 0..1
     * @param n the number of trials (games), at least 1
     * @return the interval's lower and upper end
     * @throws IllegalArgumentException if {@code p} is outside 0..1 or {@code n < 1}
     */
    public static double[] wilson(double p, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("a Wilson interval needs at least one trial, got " + n);
        }
        if (!(p >= 0 && p <= 1)) {
            throw new IllegalArgumentException("a proportion is between 0 and 1, got " + p);
        }
        double z = 1.959963984540054;
        double z2n = z * z / n;
        double centre = (p + z2n / 2) / (1 + z2n);
        double half = z / (1 + z2n) * Math.sqrt(p * (1 - p) / n + z2n / (4.0 * n));
        // At p = 0 and p = 1 the interval touches 0 and 1 exactly (the formula gives them up to rounding).
        return new double[] {p == 0 ? 0 : Math.max(0, centre - half), p == 1 ? 1 : Math.min(1, centre + half)};
    }

    /**
     * The statistics as a text table, one line per contestant.
     *
     * @return the table, lines ending in a line feed
     */
    public String table() {
        StringBuilder sb = new StringBuilder();
        int width = Math.max(10, stats.stream().mapToInt(s -> s.name().length()).max().orElse(0));
        sb.append(String.format(Locale.ROOT, "%-" + width + "s %6s  %-24s %-26s %9s  %s%n", "bot", "games", "win share [95% CI]",
                "mean score [95% CI]", "mean rank", "rating [95% CI]"));
        for (Stats s : stats) {
            if (s.games() == 0) {
                sb.append(String.format(Locale.ROOT, "%-" + width + "s %6d  %-24s %-26s %9s  %s%n", s.name(), 0, "-", "-", "-",
                        s.ratingText()));
                continue;
            }
            sb.append(String.format(Locale.ROOT, "%-" + width + "s %6d  %5.3f [%5.3f, %5.3f]     %5.2f [%5.2f, %5.2f]     %9.2f  %s%n",
                    s.name(), s.games(), s.winShare(), s.winLow(), s.winHigh(), s.meanScore(), s.meanScore() - s.meanScoreHalfWidth(),
                    s.meanScore() + s.meanScoreHalfWidth(), s.meanRank(), s.ratingText()));
        }
        appendTimeLosses(sb);
        appendFailuresAndStragglers(sb);
        return sb.toString();
    }

    /**
     * One line for the failed games (if any: a tournament that continued after failures), then one per bot that
     * kept its thread running after it was given up on.
     */
    private void appendFailuresAndStragglers(StringBuilder sb) {
        List<GameResult> failed = failures();
        if (!failed.isEmpty()) {
            sb.append("failed: ").append(failed.size()).append(failed.size() == 1 ? " game" : " games").append(" of ").append(games.size())
                    .append(", left out of the statistics").append(failed.size() == games.size() ? " (no game ended)" : "").append('\n');
        }
        for (GameResult g : games) {
            for (Straggler s : g.match().stragglers()) {
                sb.append("still running: game ").append(g.index()).append(", ").append(contestants.get(g.seating()[s.seat()]).name())
                        .append(": ").append(s).append('\n');
            }
        }
    }

    /** One line per game lost on time: the game, the seat, the contestant and how long the move took. */
    private void appendTimeLosses(StringBuilder sb) {
        for (GameResult g : timeLosses()) {
            int seat = g.match().failedSeat();
            String took = g.match().failure() instanceof io.github.tongiaki.bots.BotFailedException f
                    ? String.format(Locale.ROOT, " after %.1f ms of %.1f ms", f.elapsed().toNanos() / 1e6, f.allowed().toNanos() / 1e6)
                    : "";
            sb.append("lost on time: game ").append(g.index()).append(", seat ").append(seat).append(" (")
                    .append(g.match().setup().players().get(seat)).append(", ").append(contestants.get(g.seating()[seat]).name())
                    .append(')').append(took).append('\n');
        }
    }

    /**
     * The statistics as a Markdown table (the columns of {@link #table()}), one row per contestant, then the
     * games lost on time, if any, as lines below it.
     *
     * @return the table, lines ending in a line feed
     */
    public String markdown() {
        StringBuilder sb = new StringBuilder("| bot | games | win share [95% CI] | mean score [95% CI] | mean rank | rating [95% CI] |\n")
                .append("|---|---:|---|---|---:|---|\n");
        for (Stats s : stats) {
            if (s.games() == 0) {
                sb.append("| ").append(s.name().replace("|", "\\|")).append(" | 0 | - | - | - | ").append(s.ratingText()).append(" |\n");
                continue;
            }
            sb.append(String.format(Locale.ROOT, "| %s | %d | %.3f [%.3f, %.3f] | %.2f [%.2f, %.2f] | %.2f | %s |\n",
                    s.name().replace("|", "\\|"), s.games(), s.winShare(), s.winLow(), s.winHigh(), s.meanScore(),
                    s.meanScore() - s.meanScoreHalfWidth(), s.meanScore() + s.meanScoreHalfWidth(), s.meanRank(),
                    s.ratingEstimable() ? String.format(Locale.ROOT, "%+.0f [%+.0f, %+.0f]", s.rating(), s.ratingLow(), s.ratingHigh())
                            : s.ratingText()));
        }
        if (!timeLosses().isEmpty() || !failures().isEmpty() || !stragglers().isEmpty()) {
            sb.append('\n');
            appendTimeLosses(sb);
            appendFailuresAndStragglers(sb);
        }
        return sb.toString();
    }

    /** The columns of {@link #csv()}. */
    private static final String CSV_HEADER = "name,games,seats,win_share,win_low,win_high,mean_score,mean_score_low,mean_score_high,"
            + "mean_rank,rating,rating_low,rating_high,rating_estimable";

    /**
     * The statistics as CSV (RFC 4180): a header line, then one line per contestant; names are quoted when
     * they hold a comma, a quote or a line break; numbers with a dot, NaN as an empty field.
     *
     * @return the CSV text, lines ending in CRLF
     */
    public String csv() {
        StringBuilder sb = new StringBuilder(CSV_HEADER).append("\r\n");
        for (Stats s : stats) {
            sb.append(csvField(s.name()));
            for (double v : numbers(s)) {
                sb.append(',').append(number(v, ""));
            }
            sb.append(',').append(s.ratingEstimable()).append("\r\n");
        }
        return sb.toString();
    }

    /**
     * The summary as JSON: the tournament (seats, games, failed games, seed) and per contestant the
     * fields of {@link #csv()}; NaN as null; then whether the seed was set ({@code seed_given}) and the number of
     * bots that kept running after they were given up on ({@code stragglers}).
     *
     * @return one JSON object
     */
    public String json() {
        StringBuilder sb = new StringBuilder("{\"players\":").append(players).append(",\"games\":").append(games.size())
                .append(",\"failed\":").append(failures().size()).append(",\"lost_on_time\":").append(timeLosses().size()).append(",\"seed\":").append(seed).append(",\"contestants\":[");
        String[] keys = CSV_HEADER.split(",");
        for (int c = 0; c < stats.size(); c++) {
            Stats s = stats.get(c);
            sb.append(c == 0 ? "" : ",").append("{\"name\":").append(jsonString(s.name()));
            double[] v = numbers(s);
            for (int i = 0; i < v.length; i++) {
                sb.append(",\"").append(keys[i + 1]).append("\":").append(number(v[i], "null"));
            }
            sb.append(",\"rating_estimable\":").append(s.ratingEstimable());
            sb.append('}');
        }
        return sb.append("],\"seed_given\":").append(seedGiven).append(",\"stragglers\":").append(stragglers().size()).append('}')
                .toString();
    }

    private static double[] numbers(Stats s) {
        return new double[] {s.games(), s.seats(), s.winShare(), s.winLow(), s.winHigh(), s.meanScore(),
            s.meanScore() - s.meanScoreHalfWidth(), s.meanScore() + s.meanScoreHalfWidth(), s.meanRank(), s.rating(), s.ratingLow(),
            s.ratingHigh()};
    }

    /** A number as CSV and JSON write it: an integer without a fraction, else as {@link Double#toString}; NaN as given. */
    static String number(double v, String nan) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return nan;
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }

    static String csvField(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    static String jsonString(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (ch < 0x20) {
                        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) ch));
                    } else {
                        sb.append(ch);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
