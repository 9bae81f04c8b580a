package io.github.tongiaki.js;

/**
 * The differential games (issue 30): the same set-ups and the same choices played on the JVM here and on
 * the JavaScript build in Node ({@code src/test/node/differential.test.mjs}, which carries the same
 * rules in JavaScript). Game i (from 0) has:
 * <ul>
 *   <li>seed {@code i}, {@code 2 + i % 5} players (R-COMP-1: 2-6);</li>
 *   <li>the rule options {@link #OPTIONS}{@code [i % 4]}, explicit chance when {@code i % 7 == 3};</li>
 *   <li>its choices drawn by {@link Chooser} seeded with {@code i}.</li>
 * </ul>
 * Every decision's event lines (CONFORMANCE.md, "Events") are hashed (FNV-1a over UTF-16 code units);
 * the line of a game is {@code <i> <decisions> <hash of the final position text> <hash of decision 1's
 * events>,<hash of decision 2's>,...}, the first field after {@code <i>} being the hash of the start's
 * events.
 */
final class DifferentialGames {

    /** Rule options cycled over the games (their text form). */
    static final String[] OPTIONS = {
        "",
        "endgame=VOYAGE_ONLY loop-colour-aware=true",
        "landing-spread-when-short=false mask-counts-on-table=false stall-rounds=5",
        "stranded-count-on-table=false endgame=FINISH_TURN",
    };

    private DifferentialGames() {
    }

    /** {@return FNV-1a (32 bits) over the UTF-16 code units of the text, as 8 hex digits} */
    static String hash(String text) {
        int h = 0x811C9DC5;
        for (int i = 0; i < text.length(); i++) {
            h ^= text.charAt(i);
            h *= 0x01000193;
        }
        return String.format("%08x", h);
    }

    /** {@return game i's line} */
    static String play(int i) {
        JsGame g = Tongiaki.start(Integer.toString(2 + i % 5), "", Integer.toString(i), OPTIONS[i % 4], "", i % 7 == 3);
        Chooser c = new Chooser(i);
        StringBuilder hashes = new StringBuilder(hash(g.lastEventLines()));
        int decisions = 0;
        while (!g.isOver()) {
            hashes.append(',').append(hash(g.applyForLines(c.next(g.optionCount()))));
            decisions++;
        }
        return i + " " + decisions + " " + hash(g.positionText()) + " " + hashes;
    }
}
