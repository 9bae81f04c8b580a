package io.github.tongiaki.js;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import io.github.tongiaki.core.engine.Position;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.notation.ChoiceText;
import io.github.tongiaki.core.notation.EventText;
import io.github.tongiaki.core.notation.HostedGame;
import io.github.tongiaki.core.notation.Perft;
import io.github.tongiaki.core.render.BoardSvg;
import io.github.tongiaki.core.render.SvgOptions;
import java.util.List;
import org.teavm.jso.JSExport;

/**
 * A game as the JavaScript module hands it out: the engine's {@link Game}, with its record kept as the
 * options are applied (for a game started from a set-up or a record; a game restored from a position
 * has no set-up, so no record). Every value comes out as the JSON text of a PROTOCOL.md form.
 *
 * <p>A <em>hosted</em> game ({@link Tongiaki#host}, {@link Tongiaki#resume}) is a {@link HostedGame}: its
 * decisions can be {@linkplain #takeBack(int) taken back} without anyone learning the stack's order by it (D-20),
 * and its record is the host's, with the draws made after a take-back (or a resumption) explicit. Its
 * {@link #game()} is a copy of the host's game, renewed after every change ({@link RecordedGame}).
 */
public final class JsGame {

    /** The game, with its record or its host. */
    private final RecordedGame rec;
    /** The decisions handed out, by number: applying an option of an older one is refused as stale. */
    private final ServedDecisions served = new ServedDecisions();
    /** How many decisions back the texts of a decision handed out can be read, and a stale option named. */
    static final int REMEMBERED = ServedDecisions.REMEMBERED;
    /** The events of the last {@link #step(int, int)} (immutable), whose types and rules {@link #stepEventCode(int)} reads. */
    private List<GameEvent> lastStep = List.of();
    /** The fast path's buffer of legal action ids (the game's own, never shared with copies). */
    private int[] legal = new int[0];

    JsGame(Game game, RecordLog log) {
        this(new RecordedGame(game, log));
    }

    /** A hosted game (D-20). */
    JsGame(HostedGame host) {
        this(new RecordedGame(host));
    }

    private JsGame(RecordedGame rec) {
        this.rec = rec;
    }

    /** {@return the engine's game (the JVM tests)} */
    Game game() {
        return rec.game();
    }

    /** {@return the pending decision with its options (PROTOCOL.md 1.3), or null when the game is over} */
    @JSExport
    public String decision() {
        if (game().isOver()) {
            return null;
        }
        Decision d = game().decision();
        served.remember(d);
        return new Json().decision(d).toString();
    }

    /**
     * The pending decision's option count, without building the decision: the package's lazy {@code decision()}
     * reads the number, the kind, the player and the option count as numbers and asks for the decision's JSON
     * ({@link #servedDecision(int)}) only when a field needs it.
     *
     * @return the number of options, or -1 when the game is over
     */
    @JSExport
    public int serve() {
        return game().isOver() ? -1 : game().optionCount();
    }

    /**
     * The pending decision's option count, kind and deciding player in one number, so the package's {@code decision()} crosses
     * to the engine twice (this and {@link #decisionNumber()}), not four times.
     *
     * @return -1 when the game is over, else the option count times 256 plus the kind's index in {@code DecisionKind.values()}
     *     times 16 plus the player's colour's index in {@code Colour.values()}
     */
    @JSExport
    public int serveCode() {
        Game g = game();
        return g.isOver() ? -1 : g.optionCount() << 8 | g.decisionKind().ordinal() << 4 | g.decider().ordinal();
    }

    /** {@return the pending decision's kind as its index in {@code DecisionKind.values()}, -1 when the game is over} */
    @JSExport
    public int kindIndex() {
        return game().isOver() ? -1 : game().decisionKind().ordinal();
    }

    /**
     * {@return the JSON form of a decision (PROTOCOL.md 1.3), pending or recently decided, read by the package when a lazy field of its
     * decision is first read; the decision is remembered, so an option of it applied later is refused as stale with
     * the engine's message}
     *
     * @param number the decision's number
     * @throws IllegalStateException if the decision was decided more than {@link #REMEMBERED} decisions ago, or never handed out
     */
    @JSExport
    public String servedDecision(int number) {
        return new Json().decision(served.recent(game(), number)).toString();
    }

    /** {@return the deciding player's colour as its index in {@code Colour.values()}, -1 when the game is over} */
    @JSExport
    public int playerIndex() {
        return game().isOver() ? -1 : game().decider().ordinal();
    }

    /** {@return the number of the pending decision (the number the next one gets when the game is over)} */
    @JSExport
    public int decisionNumber() {
        return game().decisionNumber();
    }

    /** {@return whether the game is over} */
    @JSExport
    public boolean isOver() {
        return game().isOver();
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
    public String applyOption(int decisionNumber, int optionId) {
        List<GameEvent> events = decide(decisionNumber, optionId);
        return new Json().events(events).toString();
    }

    /**
     * Applies an option of a decision: refused as stale (with the engine's message when the decision is one of the
     * last {@link #REMEMBERED} handed out) unless the decision is pending. The decision applied is remembered
     * ({@code Game.applyOption(int)} builds it anyway), so its texts can still be read after it was decided.
     */
    private List<GameEvent> decide(int decisionNumber, int optionId) {
        if (!game().isOver() && decisionNumber != game().decisionNumber()) {
            throw served.refuseStale(game(), decisionNumber, optionId);
        }
        if (!game().isOver() && optionId >= 0 && optionId < game().optionCount()) {
            served.remember(game().decision());
        }
        return rec.applyId(optionId, false);
    }

    /**
     * Applies the option with this id of this decision, as {@link #applyOption(int, int)}, without writing the events:
     * they stay in the game's log ({@code Game.eventsSince}), where the package's lazy events read them
     * ({@link #eventsJson(int, int)}) when a field of one is first read.
     *
     * @param decisionNumber the number of the decision the option was read from
     * @param optionId the option's id
     * @return how many events it caused: the last ones of the log
     */
    @JSExport
    public int step(int decisionNumber, int optionId) {
        List<GameEvent> events = decide(decisionNumber, optionId);
        lastStep = events;
        return events.size();
    }

    /**
     * {@return an event of the last {@link #step(int, int)} as a number: its type's index in {@link #EVENT_TYPES} times 256 plus
     * its rule's ordinal} The package reads an event's type and rule by it, without the event's JSON form.
     *
     * @param index the event's index in the step's events
     */
    @JSExport
    public int stepEventCode(int index) {
        GameEvent e = lastStep.get(index);
        return typeIndex(e) << 8 | e.rule().ordinal();
    }

    /** The simple names of the event types, in the order of {@link #typeIndex(GameEvent)} (the JSON form's {@code type}). */
    static final String[] EVENT_TYPES = {"TurnStarted", "TurnEnded", "BoatsPlaced", "BoatTaken", "RoyalIslandFounded", "FleetWithdrawn",
        "EmigrationStarted", "TileDrawn", "TilePlaced", "RouteCrossed", "CrossingFailed", "BoatsReturned", "BouncedFromRoyalIsland",
        "BoatLanded", "GroupStranded", "IslandRemoved", "Stalled", "EndTriggered", "GameOver"};

    /** {@return the index of an event's type in {@link #EVENT_TYPES}} */
    static int typeIndex(GameEvent e) {
        // the commonest first: a typed game's events are mostly voyages, placements and turns
        if (e instanceof GameEvent.RouteCrossed) {
            return 9;
        } else if (e instanceof GameEvent.BoatLanded) {
            return 13;
        } else if (e instanceof GameEvent.TurnStarted) {
            return 0;
        } else if (e instanceof GameEvent.TurnEnded) {
            return 1;
        } else if (e instanceof GameEvent.BoatsPlaced) {
            return 2;
        } else if (e instanceof GameEvent.TileDrawn) {
            return 7;
        } else if (e instanceof GameEvent.TilePlaced) {
            return 8;
        } else if (e instanceof GameEvent.EmigrationStarted) {
            return 6;
        } else if (e instanceof GameEvent.BoatTaken) {
            return 3;
        } else if (e instanceof GameEvent.CrossingFailed) {
            return 10;
        } else if (e instanceof GameEvent.BoatsReturned) {
            return 11;
        } else if (e instanceof GameEvent.RoyalIslandFounded) {
            return 4;
        } else if (e instanceof GameEvent.FleetWithdrawn) {
            return 5;
        } else if (e instanceof GameEvent.BouncedFromRoyalIsland) {
            return 12;
        } else if (e instanceof GameEvent.GroupStranded) {
            return 14;
        } else if (e instanceof GameEvent.IslandRemoved) {
            return 15;
        } else if (e instanceof GameEvent.Stalled) {
            return 16;
        } else if (e instanceof GameEvent.EndTriggered) {
            return 17;
        } else if (e instanceof GameEvent.GameOver) {
            return 18;
        }
        throw new IllegalStateException("no type index for the event " + e);
    }

    /** {@return how many events the game's log holds: a mark for {@link #eventsJson(int, int)}} */
    @JSExport
    public int eventCount() {
        return game().eventCount();
    }

    /**
     * {@return events of the log as a JSON array of their PROTOCOL.md forms (1.4)}
     *
     * @param mark the log's {@link #eventCount()} before the first of them
     * @param count how many
     */
    @JSExport
    public String eventsJson(int mark, int count) {
        return new Json().events(game().eventsSince(mark).subList(0, count)).toString();
    }

    /**
     * Applies the option with this text ({@code Game.apply(String)}).
     *
     * @param text an option's text, e.g. {@code "land red Hawaii/2"}
     * @return the events it caused, as a JSON array
     */
    @JSExport
    public String applyText(String text) {
        return new Json().events(rec.applyText(text)).toString();
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
        Option o = Tongiaki.parsing(() -> ChoiceText.parse(game().decision(), text));
        return new Json().events(rec.apply(o)).toString();
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
        return lines(rec.applyId(optionId, false));
    }

    /** {@return the events of the last step as their canonical lines, each ending in a line feed} */
    @JSExport
    public String lastEventLines() {
        return lines(rec.lastStep());
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
        return game().isOver() ? 0 : game().optionCount();
    }

    /**
     * {@return the greedy bot's choice ({@link GreedyChoice#option}): the best option by tongiaki-bots' heuristic on a
     * determinization, ties broken by {@code tieBreak}; it depends on the public state and {@code tieBreak} only}
     *
     * @param tieBreak any int (a random one for a bot that varies): the determinization's seed and the tie-break
     */
    @JSExport
    public int greedyOption(int tieBreak) {
        return GreedyChoice.option(game(), tieBreak);
    }

    /** {@return the events of the game so far, from the set-up on, as a JSON array} */
    @JSExport
    public String eventLog() {
        return new Json().events(game().eventLog()).toString();
    }

    /** {@return the events of the last step (the start, or the last option applied), as a JSON array} */
    @JSExport
    public String lastEvents() {
        return new Json().events(rec.lastStep()).toString();
    }

    /** {@return the position text (CONFORMANCE.md, "Positions"): it restores this game exactly} */
    @JSExport
    public String positionText() {
        return Position.of(game()).text();
    }

    /** {@return the position's JSON form (PROTOCOL.md 1.5)} */
    @JSExport
    public String position() {
        return new Json().position(game()).toString();
    }

    /**
     * {@return what one seat may know of the game now (D-19) in its JSON form (PROTOCOL.md 1.5): the view text, the
     * seat, the position's fields and the stack as the tiles it holds, in tile-set order}
     *
     * @param seat the seat's colour ({@code red} or {@code R})
     */
    @JSExport
    public String viewJson(String seat) {
        return new Json().view(game().view(Colour.parse(seat))).toString();
    }

    /** {@return the standings (PROTOCOL.md 1.6), final when the game is over, as a JSON array} */
    @JSExport
    public String standings() {
        return new Json().standings(game().position().standings()).toString();
    }

    /**
     * {@return the game record so far (CONFORMANCE.md, "Game records")}
     *
     * @throws IllegalStateException for a game restored from a position: it has no set-up to record
     */
    @JSExport
    public String record() {
        return rec.record();
    }

    /**
     * {@return the board as an SVG document ({@code BoardSvg}), the pending decision's options as clickable
     * targets ({@code data-options})}
     *
     * @param size the width in pixels
     */
    @JSExport
    public String svg(int size) {
        return BoardSvg.render(game(), SvgOptions.defaults().withSize(size));
    }

    /**
     * {@return an independent copy of this game (for undo: keep the copy, go on with the original; for search)}
     * The copy remembers the pending decision as handed out, so an option of it can be applied to either game.
     */
    @JSExport
    public JsGame copy() {
        JsGame c = new JsGame(rec.copy());
        served.copyPending(game(), c.served);
        return c;
    }

    // ---- the fast path (issue 38): numbers only, no events, no JSON -------------------------------------

    /**
     * Applies an option by id without events ({@code Game.applyOptionQuietly}): the bot's fast path.
     *
     * @param optionId an option of the pending decision
     * @throws io.github.tongiaki.core.engine.IllegalChoiceException if there is no such option; the game is unchanged
     * @throws io.github.tongiaki.core.engine.GameOverException if the game is over; the game is unchanged
     */
    @JSExport
    public void applyOptionQuietly(int optionId) {
        rec.applyId(optionId, true);
    }

    /**
     * {@link #applyOptionQuietly(int)}, then the option count of the next decision: one call a decision for a loop on the
     * fast path (each call across the bridge costs about what the engine's step does).
     *
     * @param optionId an option of the pending decision
     * @return the number of options of the next decision, 0 when the game is over
     */
    @JSExport
    public int applyOptionQuietlyThenCount(int optionId) {
        applyOptionQuietly(optionId);
        return optionCount();
    }

    /**
     * {@return the action id of an option: the same number for the same choice in every position, below
     * {@link #actionSpaceSize()} (ActionSpace)}
     *
     * @param optionId an option of the pending decision
     */
    @JSExport
    public int actionId(int optionId) {
        return game().actionId(optionId);
    }

    /** {@return the size of the action space of this game's tile set} */
    @JSExport
    public int actionSpaceSize() {
        return game().actionSpace().globalSize();
    }

    /**
     * Lists the pending decision's action ids, option by option, for {@link #legalAction(int)}.
     *
     * @return how many (the option count; 0 when the game is over)
     */
    @JSExport
    public int legalActions() {
        int n = optionCount();
        if (legal.length < n) {
            legal = new int[Math.max(n, 2 * legal.length)];
        }
        return n == 0 ? 0 : game().legalActions(legal);
    }

    /**
     * {@return the action id of option i, as listed by the last {@link #legalActions()}}
     *
     * @param i an option id below the count it returned
     */
    @JSExport
    public int legalAction(int i) {
        return legal[i];
    }

    /**
     * Applies the option with this action id, without events.
     *
     * @param actionId a legal action id
     * @throws io.github.tongiaki.core.engine.IllegalChoiceException if it is not legal now; the game is unchanged
     */
    @JSExport
    public void applyAction(int actionId) {
        rec.applyAction(actionId);
    }

    /**
     * Plays uniformly random options without events until the game is over or {@code maxDecisions} decisions were
     * made, the draws those of {@code Game.playRandomly} (SplitMix64 from the seed, Lemire's method).
     *
     * @param seed the seed of the draws, a decimal {@code long}
     * @param maxDecisions the most decisions to make
     * @return the decisions made
     */
    @JSExport
    public int playRandomly(String seed, int maxDecisions) {
        return rec.playRandomly(Tongiaki.seed(seed), maxDecisions);
    }

    /**
     * {@link #playRandomly(String, int)} with a seed that fits an {@code int} (no text to read).
     *
     * @param seed the seed of the draws
     * @param maxDecisions the most decisions to make
     * @return the decisions made
     */
    @JSExport
    public int playRandomlyInt(int seed, int maxDecisions) {
        return rec.playRandomly(seed, maxDecisions);
    }

    /**
     * {@return a determinization: a copy whose hidden stack order is re-shuffled from the seed, consistent with
     * everything public ({@code Game.determinize}); it has no record (its stack is not the set-up's)}
     *
     * @param seed the seed, a decimal {@code long}
     */
    @JSExport
    public JsGame determinize(String seed) {
        return new JsGame(game().determinize(Tongiaki.seed(seed)), null);
    }

    /**
     * {@return {@link #determinize(String)} with a seed that fits an {@code int}}
     *
     * @param seed the seed
     */
    @JSExport
    public JsGame determinizeInt(int seed) {
        return new JsGame(game().determinize(seed), null);
    }

    /** {@return whether this game keeps a record (started from a set-up or a record, or hosted)} */
    @JSExport
    public boolean hasRecord() {
        return rec.hasRecord();
    }

    // ---- undo (issue 46) -------------------------------------------------------------------------------

    /**
     * Keeps (or stops keeping) the history that {@link #undo()} goes back through, at most {@code depth} decisions
     * ({@code Game.keepHistory(int)}: none is kept until asked; a copy or a determinization starts without).
     *
     * @param depth the most decisions undo may take back ({@code 2147483647}: no bound); 0 drops the history
     * @throws IllegalArgumentException if {@code depth} is negative; nothing changes
     * @throws IllegalStateException for a hosted game: its players take decisions back with {@link #takeBack(int)}
     */
    @JSExport
    public void keepHistory(int depth) {
        rec.keepHistory(depth);
    }

    /** {@return how many decisions {@link #undo()} can take back now ({@code Game.undoDepth()})} */
    @JSExport
    public int undoDepth() {
        return game().undoDepth();
    }

    /**
     * Takes back the latest decision ({@code Game.undo()}): the position, its hash, the pending decision with its
     * option ids, the event log and the random state are exactly as before it; the record forgets its choice.
     * The decisions handed out after it are forgotten.
     *
     * @throws IllegalStateException if there is nothing to take back ({@link #undoDepth()} is 0); the game is unchanged
     */
    @JSExport
    public void undo() {
        rec.undo();
        served.forgetAfter(game().decisionNumber());
    }

    /** {@return the position's one-line form (CONFORMANCE.md, "The one-line form"): {@code Position.oneLine()}} */
    @JSExport
    public String positionOneLine() {
        return Position.of(game()).oneLine();
    }

    // ---- a hosted game (D-20) -------------------------------------------------------------------------

    /** {@return whether this game is hosted ({@link Tongiaki#host}, {@link Tongiaki#resume}): its decisions can be taken back} */
    @JSExport
    public boolean isHosted() {
        return rec.hosted();
    }

    /**
     * {@return how many players' decisions of a hosted game can be taken back (since its start or its resumption);
     * 0 for a game that is not hosted}
     */
    @JSExport
    public int decisionsToTakeBack() {
        return rec.decisionsToTakeBack();
    }

    /**
     * Takes back the last {@code count} players' decisions of a hosted game, with the draws they made
     * ({@code HostedGame.takeBack(int)}, D-20): when they drew a tile, it goes back into the stack and every later
     * draw is made when it happens, from fresh randomness ({@code crypto.getRandomValues} in a browser), so what was
     * drawn before tells nothing of what comes; the record then has its draws explicit.
     *
     * @param count how many, 1 to {@link #decisionsToTakeBack()}
     * @return the choices taken back, as a JSON array of their texts, in the order they were made
     * @throws IllegalStateException if the game is not hosted, or there is nothing to take back
     * @throws IllegalArgumentException if {@code count} is out of range; nothing changes
     */
    @JSExport
    public String takeBack(int count) {
        List<String> taken = rec.takeBack(count);
        served.clear(); // the decisions handed out since are no longer this game's
        Json j = new Json().openArray();
        for (String t : taken) {
            j.str(t);
        }
        return j.closeArray().toString();
    }

    /**
     * {@return whether the draws still to come are made when they happen (a hosted game after a take-back that
     * returned a drawn tile, or resumed from a record), not fixed by the set-up's seed or stack; false for a game
     * that is not hosted}
     */
    @JSExport
    public boolean drawsWhenDrawn() {
        return rec.drawsWhenDrawn();
    }

    /**
     * {@return perft: the number of decision sequences of this depth from here, as a decimal string}
     *
     * @param depth the depth
     */
    @JSExport
    public String perft(int depth) {
        return Long.toString(Perft.count(game(), depth));
    }

    /**
     * {@return perft divided by the pending decision's options: an object of option text to count (decimal strings)}
     *
     * @param depth the depth
     */
    @JSExport
    public String divide(int depth) {
        return new Json().counts(Perft.divide(game(), depth)).toString();
    }
}
