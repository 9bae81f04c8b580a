package io.github.tongiaki.js;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Bad input through the facade (issue 30): each case does one thing the engine refuses. The JVM runs them
 * here ({@code ErrorMessagesTest}) and writes the messages; the Node test
 * ({@code src/test/node/errors.test.mjs}) does the same things through the package's API and expects a
 * JavaScript {@code Error} with the same message, the game unchanged. The names are shared by both.
 */
final class ErrorCases {

    /** A game in its middle: 3 players, seed 5, ten options applied (the first of each decision). */
    static JsGame midGame() {
        JsGame g = Tongiaki.start("3", "", "5", "", "", false);
        for (int i = 0; i < 10; i++) {
            g.decision();
            g.applyOption(g.decisionNumber(), 0);
        }
        return g;
    }

    /** A game played to its end (2 players, seed 11, always the last option). */
    static JsGame overGame() {
        JsGame g = Tongiaki.start("2", "", "11", "", "", false);
        while (!g.isOver()) {
            g.applyOption(g.decisionNumber(), g.optionCount() - 1);
        }
        return g;
    }

    /** Something done to a game that must fail. */
    interface Case {
        void run(JsGame g);
    }

    /** The cases on a game, by name, in order. */
    static Map<String, Case> onGame() {
        Map<String, Case> m = new LinkedHashMap<>();
        m.put("unknown-option-id", g -> g.applyOption(g.decisionNumber(), 99));
        m.put("negative-option-id", g -> g.applyOption(g.decisionNumber(), -1));
        m.put("stale-option", g -> {
            int before = g.decisionNumber() - 1;
            g.applyOption(before, 0);
        });
        m.put("unknown-option-text", g -> g.applyText("expand Atlantis"));
        m.put("bad-notation", g -> g.applyNotation("land purple Tonga/9"));
        return m;
    }

    /** Bad texts and set-ups, by name, in order: each throws. */
    static Map<String, Runnable> onTexts() {
        Map<String, Runnable> m = new LinkedHashMap<>();
        m.put("malformed-position", () -> Tongiaki.fromPosition("tongiaki-position 2\ntileset official\nplayers blue\n"));
        m.put("position-unknown-tile-set", () -> Tongiaki.fromPosition("tongiaki-position 2\ntileset nowhere\n"));
        m.put("malformed-record", () -> Tongiaki.fromRecord("[format tongiaki-record 2]\n[tileset official]\n[players blue red]\nbogus choice\n"));
        m.put("bad-seed", () -> Tongiaki.start("2", "", "12x", "", "", false));
        m.put("too-many-players", () -> Tongiaki.start("7", "", "1", "", "", false));
        m.put("unknown-colour", () -> Tongiaki.start("blue pink", "", "1", "", "", false));
        m.put("bad-rule-option", () -> Tongiaki.start("2", "", "1", "endgame=NEVER", "", false));
        m.put("unknown-tile-set", () -> Tongiaki.start("2", "", "1", "", "nowhere", false));
        m.put("malformed-tile-set", () -> Tongiaki.registerTileSet("tileset broken\nnot a tile line\n"));
        return m;
    }

    private ErrorCases() {
    }
}
