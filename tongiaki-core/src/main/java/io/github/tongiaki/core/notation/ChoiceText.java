package io.github.tongiaki.core.notation;

import io.github.tongiaki.core.engine.Choice;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.text.ParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The short text form of a choice, the SAN of Tongiaki: exactly the text a decision shows for its options
 * ({@link Choice#text()}), e.g. {@code berth Tonga/2}, {@code expand Rapa Nui}, {@code royal Samoa},
 * {@code settle}, {@code noboat Tonga}, {@code take Tonga/1}, {@code take none},
 * {@code beaches Samoa/1,3}, {@code emigrate Tonga/4 via 3}, {@code emigrate Atoll/1 closed},
 * {@code land blue Samoa/2}, {@code place 0,-2 r4}, {@code draw W07}.
 *
 * <p>A text is read against the pending decision: it names one of its options. Spaces and tabs between
 * words may be repeated; nothing else is loose. The grammar of every form is in {@code CONFORMANCE.md}.
 */
public final class ChoiceText {

    private ChoiceText() {
    }

    /**
     * {@return the text of a choice}
     *
     * @param choice a choice
     */
    public static String print(Choice choice) {
        return choice.text();
    }

    /**
     * Reads a choice against a decision.
     *
     * @param decision the pending decision
     * @param text the choice's text
     * @return the option it names
     * @throws ParseException (line 1) at the first column where the text leaves every option's text, with
     *     what the options have there
     */
    public static Option parse(Decision decision, String text) {
        return parse(decision, text, 1, 1);
    }

    /**
     * Reads a choice that stands at a place of a larger text (a game record).
     *
     * @param decision the pending decision
     * @param text the choice's text
     * @param line the line it stands on, for errors
     * @param column the column its first character stands at, for errors
     * @return the option it names
     * @throws ParseException at the first column where the text leaves every option's text
     */
    static Option parse(Decision decision, String text, int line, int column) {
        Objects.requireNonNull(decision, "decision");
        Objects.requireNonNull(text, "text");
        // normalise: no space at the ends, one space between words; remember where each character was
        StringBuilder norm = new StringBuilder();
        List<Integer> cols = new ArrayList<>();
        boolean space = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t') {
                space = norm.length() > 0;
                continue;
            }
            if (space) {
                norm.append(' ');
                cols.add(column + i - 1);
                space = false;
            }
            norm.append(c);
            cols.add(column + i);
        }
        String s = norm.toString();
        int best = -1;
        List<Option> options = decision.options();
        String[] texts = new String[options.size()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = collapse(options.get(i).text());
            if (texts[i].equals(s)) {
                return options.get(i);
            }
            best = Math.max(best, common(texts[i], s));
        }
        // where the text leaves every option (at the start of that word, unless an option ends there), and
        // what the options have there
        boolean ends = false;
        for (String t : texts) {
            ends |= t.length() == best;
        }
        if (!ends) {
            best = s.lastIndexOf(' ', best - 1) + 1;
        }
        String prefix = s.substring(0, best);
        List<String> next = new ArrayList<>();
        for (String t : texts) {
            if (t.startsWith(prefix)) {
                String w = word(t, best);
                if (!next.contains(w)) {
                    next.add(w);
                }
            }
        }
        int at = best;
        while (at < s.length() && s.charAt(at) == ' ') {
            at++;
        }
        int col = at < cols.size() ? cols.get(at) : column + text.stripTrailing().length();
        StringBuilder exp = new StringBuilder();
        int shown = Math.min(next.size(), 12);
        for (int i = 0; i < shown; i++) {
            exp.append(i == 0 ? "" : i == shown - 1 && shown == next.size() ? " or " : ", ").append(next.get(i));
        }
        if (next.size() > shown) {
            exp.append(" or ").append(next.size() - shown).append(" more");
        }
        String found = at < s.length() ? Lines.found(s.substring(at)) : "found the end of the choice";
        throw new ParseException(line, col, exp + " (a choice of decision #" + decision.number() + ", " + decision.kind() + " for "
                + decision.player() + ")", found);
    }

    /** {@return the text with one space between words and none at the ends} */
    private static String collapse(String text) {
        if (text.indexOf("  ") < 0 && text.indexOf('\t') < 0 && text.equals(text.strip())) {
            return text;
        }
        return String.join(" ", text.strip().split("[ \t]+"));
    }

    private static int common(String a, String b) {
        int n = Math.min(a.length(), b.length());
        int i = 0;
        while (i < n && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return i;
    }

    /** The rest of the option's word at {@code from}, quoted; the end of the text when it ends there. */
    private static String word(String option, int from) {
        while (from < option.length() && option.charAt(from) == ' ') {
            from++;
        }
        if (from >= option.length()) {
            return "the end of the choice";
        }
        int end = from;
        while (end < option.length() && option.charAt(end) != ' ') {
            end++;
        }
        if (end == from) {
            end = Math.min(option.length(), from + 1);
        }
        return "'" + option.substring(from, end) + "'";
    }
}
