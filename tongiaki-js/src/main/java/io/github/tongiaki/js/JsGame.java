package io.github.tongiaki.js;

import io.github.tongiaki.bots.GreedyValue;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.engine.IllegalChoiceException;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.ChoiceText;
import io.github.tongiaki.core.notation.EventText;
import io.github.tongiaki.core.notation.GameRecord;
import io.github.tongiaki.core.notation.Perft;
import io.github.tongiaki.core.render.BoardSvg;
import io.github.tongiaki.core.render.SvgOptions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSExport;

/**
 * A game as the JavaScript module hands it out: the engine's {@link Game}, with its record kept as the
 * options are applied (for a game started from a set-up or a record; a game restored from a position
 * has no set-up, so no record). Every value comes out as the JSON text of a PROTOCOL.md form.
 */
public final class JsGame {

    private final Game game;
    private final GameSetup setup;
    /** The option texts applied since the set-up, or null for a game restored from a position. */
    private final List<String> choices;
    /** The decisions handed out, by number: applying an option of an older one is refused as stale. */
    private final Map<Integer, Decision> served = new HashMap<>();

    JsGame(Game game, GameSetup setup, List<String> choices) {
        this.game = game;
        this.setup = setup;
        this.choices = choices;
    }

    /** {@return the engine's game (the JVM tests)} */
    Game game() {
        return game;
    }

    /** {@return the pending decision with its options (PROTOCOL.md 1.3), or null when the game is over} */
    @JSExport
    public String decision() {
        if (game.isOver()) {
            return null;
        }
        Decision d = game.decision();
        served.put(d.number(), d);
        return new Json().decision(d).toString();
    }

    /** {@return the number of the pending decision (the number the next one gets when the game is over)} */
    @JSExport
    public int decisionNumber() {
        return game.decisionNumber();
    }

    /** {@return whether the game is over} */
    @JSExport
    public boolean isOver() {
        return game.isOver();
    }

    /**
     * Applies the option with this id of this decision: an option of an older decision is refused as stale,
     * with the engine's message.
     *
     * @param decisionNumber the number of the decision the option was read from
     * @param optionId the option's id
     * @return the events it caused (PROTOCOL.md 1.4), as a JSON array
     */
    @JSExport
    public String apply(int decisionNumber, int optionId) {
        if (!game.isOver() && decisionNumber != game.decisionNumber()) {
            Decision old = served.get(decisionNumber);
            if (old != null && optionId >= 0 && optionId < old.options().size()) {
                game.apply(old.options().get(optionId)); // the engine refuses it as stale, and changes nothing
            }
            throw new IllegalChoiceException("decision #" + decisionNumber + " is not this game's pending decision: it waits for decision #"
                    + game.decisionNumber());
        }
        Decision d = pending();
        List<GameEvent> events = game.apply(optionId);
        return applied(d.options().get(optionId), events);
    }

    /**
     * Applies the option with this text ({@code Game.apply(String)}).
     *
     * @param text an option's text, e.g. {@code "land red Hawaii/2"}
     * @return the events it caused, as a JSON array
     */
    @JSExport
    public String applyText(String text) {
        Decision d = pending();
        List<GameEvent> events = game.apply(text);
        return applied(d.find(text).orElseThrow(), events);
    }

    /**
     * Applies the option a choice in notation names, in any form the notation accepts ({@code ChoiceText.parse}:
     * what a conformance vector's {@code >} line holds).
     *
     * @param text a choice in notation
     * @return the events it caused, as a JSON array
     */
    @JSExport
    public String applyNotation(String text) {
        Option o = Tongiaki.parsing(() -> ChoiceText.parse(game.decision(), text));
        return applied(o, game.apply(o));
    }

    /**
     * Applies the option with this id of the pending decision and gives the events as their canonical lines
     * only (CONFORMANCE.md, "Events"), without the JSON forms: the light way for a program that plays many
     * games (the differential test).
     *
     * @param optionId the option's id
     * @return the events' lines, each ending in a line feed
     */
    @JSExport
    public String applyForLines(int optionId) {
        Decision d = choices == null ? null : pending();
        List<GameEvent> events = game.apply(optionId);
        if (choices != null) {
            choices.add(d.options().get(optionId).text());
        }
        return lines(events);
    }

    /** {@return the events of the last step as their canonical lines, each ending in a line feed} */
    @JSExport
    public String lastEventLines() {
        return lines(game.lastEvents());
    }

    static String lines(List<GameEvent> events) {
        StringBuilder sb = new StringBuilder();
        for (GameEvent e : events) {
            sb.append(EventText.print(e)).append('\n');
        }
        return sb.toString();
    }

    /** {@return how many options the pending decision has (0 when the game is over)} */
    @JSExport
    public int optionCount() {
        return game.isOver() ? 0 : game.optionCount();
    }

    /**
     * The greedy bot's choice (tongiaki-bots' {@code GreedyBot}: its heuristic, {@link GreedyValue}): every option tried on a
     * copy; the best is the one after which the decider's score minus the best other score, plus 0.01 per
     * boat of its own on the table (boats it is about to place counted as on the table, R-ALLBOATS-1), is
     * highest. Ties are broken by {@code tieBreak}: the (unsigned) {@code tieBreak mod ties}-th of them.
     *
     * @param tieBreak any int (a random one for a bot that varies)
     * @return the chosen option's id
     */
    @JSExport
    public int greedyOption(int tieBreak) {
        Decision d = game.decision();
        Colour me = d.player();
        List<Integer> best = new ArrayList<>();
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Option o : d.options()) {
            Game g = game.copy();
            g.applyQuietly(o.id());
            double v = GreedyValue.of(g, me);
            if (v > bestValue) {
                bestValue = v;
                best.clear();
            }
            if (v == bestValue) {
                best.add(o.id());
            }
        }
        return best.get(Integer.remainderUnsigned(tieBreak, best.size()));
    }

    /** The pending decision, or null when the game is over (the engine's apply says so itself). */
    private Decision pending() {
        return game.isOver() ? null : game.decision();
    }

    private String applied(Option option, List<GameEvent> events) {
        if (choices != null) {
            choices.add(option.text());
        }
        return new Json().events(events).toString();
    }

    /** {@return the events of the game so far, from the set-up on, as a JSON array} */
    @JSExport
    public String eventLog() {
        return new Json().events(game.eventLog()).toString();
    }

    /** {@return the events of the last step (the start, or the last option applied), as a JSON array} */
    @JSExport
    public String lastEvents() {
        return new Json().events(game.lastEvents()).toString();
    }

    /** {@return the position text (CONFORMANCE.md, "Positions"): it restores this game exactly} */
    @JSExport
    public String positionText() {
        return Position.of(game).text();
    }

    /** {@return the position's JSON form (PROTOCOL.md 1.5)} */
    @JSExport
    public String position() {
        return new Json().position(game).toString();
    }

    /** {@return the standings (PROTOCOL.md 1.6), final when the game is over, as a JSON array} */
    @JSExport
    public String standings() {
        return new Json().standings(game.position().standings()).toString();
    }

    /**
     * {@return the game record so far (CONFORMANCE.md, "Game records")}
     *
     * @throws IllegalStateException for a game restored from a position: it has no set-up to record
     */
    @JSExport
    public String record() {
        if (choices == null) {
            throw new IllegalStateException("a game restored from a position has no record: its set-up is not known");
        }
        return GameRecord.of(setup, choices).text();
    }

    /**
     * {@return the board as an SVG document ({@code BoardSvg}), the pending decision's options as clickable
     * targets ({@code data-options})}
     *
     * @param size the width in pixels
     */
    @JSExport
    public String svg(int size) {
        return BoardSvg.render(game, SvgOptions.defaults().withSize(size));
    }

    /** {@return an independent copy of this game (for undo: keep the copy, go on with the original)} */
    @JSExport
    public JsGame copy() {
        JsGame c = new JsGame(game.copy(), setup, choices == null ? null : new ArrayList<>(choices));
        c.served.putAll(served);
        return c;
    }

    /**
     * {@return perft: the number of decision sequences of this depth from here, as a decimal string}
     *
     * @param depth the depth
     */
    @JSExport
    public String perft(int depth) {
        return Long.toString(Perft.count(game, depth));
    }

    /**
     * {@return perft divided by the pending decision's options: an object of option text to count (decimal strings)}
     *
     * @param depth the depth
     */
    @JSExport
    public String divide(int depth) {
        Json j = new Json().open();
        for (Map.Entry<String, Long> e : Perft.divide(game, depth).entrySet()) {
            j.field(e.getKey(), Long.toString(e.getValue()));
        }
        return j.close().toString();
    }
}
