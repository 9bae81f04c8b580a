package io.github.tongiaki.examples;

/**
 * What is left of the examples' tournament: the tournament itself is tongiaki-bots'
 * ({@link io.github.tongiaki.bots.tournament.Tournament}), the bot names are {@link BotSpec}'s, and
 * {@code tongiaki tournament} ({@link io.github.tongiaki.examples.cli.TournamentCommand}) runs it. This
 * class keeps the two calls the web package makes ({@code Tournament.Entry.parse(…).create(seed)} and
 * {@link #botSeed}) and {@code exec:java -Ptournament}; it goes once they call {@link BotSpec} and the
 * library directly.
 */
public final class Tournament {

    private Tournament() {
    }

    /** The bot names of the CLI, as the web package still calls them: {@link BotSpec}. */
    public static final class Entry {

        private Entry() {
        }

        /**
         * @param text a bot's name
         * @param playouts the search's playouts when the name gives none
         * @param timeMillis the search's time per move
         * @return {@link BotSpec#parse}
         */
        public static BotSpec parse(String text, int playouts, long timeMillis) {
            return BotSpec.parse(text, playouts, timeMillis);
        }
    }

    /**
     * @param gameSeed the game's seed
     * @param seat the seat
     * @return {@link io.github.tongiaki.bots.tournament.Tournament#botSeed}
     */
    public static long botSeed(long gameSeed, int seat) {
        return io.github.tongiaki.bots.tournament.Tournament.botSeed(gameSeed, seat);
    }

    /**
     * Runs {@code tongiaki tournament} with these arguments (kept for {@code exec:java -Ptournament}).
     *
     * @param args the arguments of {@code tongiaki tournament}
     */
    public static void main(String[] args) {
        String[] all = new String[args.length + 1];
        all[0] = "tournament";
        System.arraycopy(args, 0, all, 1, args.length);
        System.exit(io.github.tongiaki.examples.cli.TongiakiCommand.execute(System.in, System.out, System.err, all));
    }
}
