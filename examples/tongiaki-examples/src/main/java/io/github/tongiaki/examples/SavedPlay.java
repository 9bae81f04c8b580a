package io.github.tongiaki.examples;

import io.github.tongiaki.core.board.Colour;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What {@code tongiaki play} writes above the game record it saves, so that {@code tongiaki play --load} resumes the
 * same game: who sits in each seat (the person, or a bot with its settings) and the autosave file. The lines are
 * comments of the record ({@code # tongiaki play: …}), which every other reader of records skips:
 *
 * <pre>
 * # tongiaki play: seats blue=you red=mcts:200 green=greedy
 * # tongiaki play: autosave play-7.tongiaki
 * # tongiaki play: resumed, the tiles still in the stack are drawn as they come (D-20)
 * [format tongiaki-record 2]
 * …
 * </pre>
 *
 * The last line says how a resumed game draws (D-20: never by the record's seed, which whoever has the file knows);
 * it is for the reader and read by nobody. An external bot ({@code cmd:COMMAND}) is written as it was given, but a
 * program named in a file is never started by loading it: {@link #bots()} refuses, and the person gives the bots.
 *
 * @param players the players, in seat order
 * @param seats per seat, in seat order, {@code you} or a bot as {@link BotSpec#parse} reads it
 * @param autosave the autosave file, or null when the game was not autosaved
 */
public record SavedPlay(List<Colour> players, List<String> seats, Path autosave) {

    /** The start of each line of this header. */
    public static final String PREFIX = "# tongiaki play: ";

    /** The word for the person's seat. */
    public static final String PERSON = "you";

    /** At most this many lines of the header are read (there are three); a longer run of them is refused. */
    private static final int MAX_LINES = 16;

    /**
     * Checks the seats.
     *
     * @param players the players, in seat order, each once
     * @param seats per seat, {@code you} or a bot's text
     * @param autosave the autosave file, or null
     */
    public SavedPlay {
        players = List.copyOf(players);
        seats = List.copyOf(seats);
        if (players.size() != seats.size() || players.stream().distinct().count() != players.size()) {
            throw new IllegalArgumentException("a seat for each player, each player once: " + players + " and " + seats);
        }
        if (seats.stream().filter(PERSON::equals).count() != 1) {
            throw new IllegalArgumentException("exactly one seat is 'you', got " + seats);
        }
    }

    /** {@return the person's seat, from 0} */
    public int personSeat() {
        return seats.indexOf(PERSON);
    }

    /**
     * {@return the bots of the other seats, in seat order (so that {@code tongiaki play} seats them where they sat)}
     *
     * @throws IllegalArgumentException if a seat names no bot, an external program or a weights file: a program or file named in
     *     a saved game is not started or read by loading it
     */
    public List<BotSpec> bots() {
        List<BotSpec> bots = new ArrayList<>();
        for (int s = 0; s < seats.size(); s++) {
            String text = seats.get(s);
            if (text.equals(PERSON)) {
                continue;
            }
            BotSpec b = BotSpec.parse(text, 0, 0);
            if (b.kind().equals("cmd")) {
                throw new IllegalArgumentException("seat " + (s + 1) + " is an external program (" + text + "); a program named in a saved"
                        + " game is not started by loading it: give the bots with --bots (--bots '" + text + "' runs it)");
            }
            if (b.weights() != null) {
                throw new IllegalArgumentException("seat " + (s + 1) + " is a learned bot with a weights file (" + text + "); a file named in a"
                        + " saved game is not read by loading it: give the bots with --bots (--bots '" + text + "' reads it)");
            }
            bots.add(b);
        }
        return bots;
    }

    /** {@return the header lines, each ending with a newline, to write above the record} */
    public String header() {
        StringBuilder sb = new StringBuilder(PREFIX).append("seats");
        for (int s = 0; s < seats.size(); s++) {
            // a seat's text is one word (an external bot's command may have spaces: its spaces are kept, quoted)
            sb.append(' ').append(players.get(s)).append('=').append(word(seats.get(s)));
        }
        sb.append('\n');
        String file = autosave == null ? null : autosave.toAbsolutePath().normalize().toString();
        if (file != null && file.chars().noneMatch(c -> c == '\n' || c == '\r')) {
            sb.append(PREFIX).append("autosave ").append(file).append('\n');
        }
        sb.append(PREFIX).append("resumed, the tiles still in the stack are drawn as they come (D-20)\n");
        return sb.toString();
    }

    private static String word(String seat) {
        return seat.contains(" ") || seat.contains("\"") ? '"' + seat.replace("\\", "\\\\").replace("\"", "\\\"") + '"' : seat;
    }

    /**
     * Reads the header of a saved game: the lines starting with {@link #PREFIX} before the record's first line that is
     * not a comment.
     *
     * @param text a saved game's text
     * @return what it says, or empty if it has no {@code seats} line (a record saved elsewhere)
     * @throws IllegalArgumentException if a header line is malformed, names a colour twice, or repeats
     */
    public static Optional<SavedPlay> read(String text) {
        List<String> seats = null;
        List<Colour> colours = new ArrayList<>();
        Path autosave = null;
        boolean autosaveSeen = false;
        int lines = 0;
        for (String line : text.lines().toList()) {
            String l = line.strip();
            if (l.isEmpty()) {
                continue;
            }
            if (!l.startsWith("#")) {
                break; // the header is above the record
            }
            if (!line.startsWith(PREFIX)) {
                continue;
            }
            if (++lines > MAX_LINES) {
                throw new IllegalArgumentException("more than " + MAX_LINES + " '" + PREFIX.strip() + "' lines");
            }
            String rest = line.substring(PREFIX.length()).strip();
            if (rest.startsWith("seats ")) {
                if (seats != null) {
                    throw new IllegalArgumentException("the seats are given twice");
                }
                seats = new ArrayList<>();
                for (String w : words(rest.substring("seats ".length()))) {
                    int eq = w.indexOf('=');
                    if (eq <= 0) {
                        throw new IllegalArgumentException("a seat is colour=you or colour=BOT, got '" + w + "'");
                    }
                    Colour colour = Colour.parse(w.substring(0, eq).toLowerCase(Locale.ROOT));
                    if (colours.contains(colour)) {
                        throw new IllegalArgumentException("the seat of " + colour + " is given twice");
                    }
                    colours.add(colour);
                    seats.add(w.substring(eq + 1));
                }
            } else if (rest.startsWith("autosave ")) {
                if (autosaveSeen) {
                    throw new IllegalArgumentException("the autosave file is given twice");
                }
                autosaveSeen = true;
                autosave = Path.of(rest.substring("autosave ".length()).strip());
            }
            // any other line of the header is for the reader
        }
        return seats == null ? Optional.empty() : Optional.of(new SavedPlay(colours, seats, autosave));
    }

    /** The words of a seats line: split at spaces, a quoted word kept whole (with {@code \"} and {@code \\} in it). */
    private static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quoted) {
                if (c == '\\' && i + 1 < s.length()) {
                    w.append(s.charAt(++i));
                } else if (c == '"') {
                    quoted = false;
                } else {
                    w.append(c);
                }
            } else if (c == '"') {
                quoted = true;
                any = true;
            } else if (c == ' ' || c == '\t') {
                if (any) {
                    out.add(w.toString());
                    w.setLength(0);
                    any = false;
                }
            } else {
                w.append(c);
                any = true;
            }
        }
        if (quoted) {
            throw new IllegalArgumentException("a quote is not closed in the seats line");
        }
        if (any) {
            out.add(w.toString());
        }
        return out;
    }
}
