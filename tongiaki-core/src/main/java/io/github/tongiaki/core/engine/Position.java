package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A complete game state as one line-oriented text, the FEN of Tongiaki: players and colours, the tiles on
 * the table, every beach's boats, royal and removed islands, tiles a scenario set aside, stranded boats, supplies, the stack (its
 * hidden order included), whose turn, the pending decision with everything the engine needs to resume in
 * the middle of a turn (a landing half done, a voyage waiting for a chance draw, the D-4 records of the
 * turn), the D-15 count of turns without progress, the rule options and the tile set's name.
 *
 * <pre>
 * tongiaki-position 2
 * tileset official
 * players blue red green
 * start blue
 * options endgame=FINISH_TURN loop-colour-aware=false landing-spread-when-short=true mask-counts-on-table=true stranded-count-on-table=true stall-rounds=30
 * turn 1 blue
 * decision 3
 * pending land island="Rapa Nui" group=R+G origin=Tonga free=1,2 received=2 mode=first
 * tile Tonga 0,0 r0
 * tile "Rapa Nui" 0,1 r3
 * boats Tonga/3 B
 * boats "Rapa Nui"/2 B
 * supply blue=13 red=14 green=14
 * stack Muroroa Nauru Tubuai Rarotonga … W15 W16
 * stall 1
 * origins Tonga
 * record 0 Tonga/1=B+R+G Tonga/3=B
 * </pre>
 *
 * <p>{@link #of(Game)} takes the position of a game, {@link #toGame()} makes a game that continues from
 * it exactly as the original would (the same options, the same events for the same choices), and
 * {@link #text()} is the canonical text: {@code parse(p.text()).equals(p)} for every position and
 * {@code parse(s).text()} is the same for every way of writing a position. Two positions are equal when
 * their canonical texts are. The format is specified in {@code CONFORMANCE.md} at the root of the
 * repository; {@link #parse(String, TileSet...)} throws only {@link ParseException}.
 *
 * <p>The stack's order is hidden information in play: a position shared with a player should not be
 * trusted to keep it secret.
 */
public final class Position {

    /** The first word of the first line. */
    public static final String FORMAT = "tongiaki-position";
    /** The version this class writes and reads. */
    public static final int VERSION = 2;

    final Tables tables;
    final List<Colour> players;
    final Colour startPlayer;
    final RuleOptions options;
    final int decisionNumber;
    /** The state: an engine that is never advanced (a copy of the game's, or built by the parser). */
    final Engine engine;
    private volatile String text;

    Position(Tables tables, List<Colour> players, Colour startPlayer, RuleOptions options, int decisionNumber, Engine engine) {
        this.tables = tables;
        this.players = List.copyOf(players);
        this.startPlayer = startPlayer;
        this.options = options;
        this.decisionNumber = decisionNumber;
        this.engine = engine;
    }

    // =====================================================================================
    // from and to games
    // =====================================================================================

    /**
     * {@return the position of a game, at its pending decision (or over)}
     *
     * @param game a game
     */
    public static Position of(Game game) {
        Objects.requireNonNull(game, "game");
        GameSetup setup = game.setup();
        return new Position(game.engine().tables, setup.players(), setup.startPlayer(), setup.options(), game.decisionNumber(),
                game.engine().copy());
    }

    /**
     * A game at this position: its pending decision (number included) is this position's, its
     * {@link Game#lastEvents()} are empty, and it plays on exactly as the game the position was taken
     * from. Its {@link Game#setup()} has this position's players, start player, tile set and options, and
     * as tile source the stack in its order ({@link TileSource#ordered(List)}) or explicit chance.
     *
     * @return a new, independent game
     */
    public Game toGame() {
        return Game.restored(setup(), engine.copy(), decisionNumber);
    }

    private GameSetup setup() {
        TileSource source;
        if (engine.chanceMode()) {
            source = TileSource.chance();
        } else {
            List<TileId> ids = new ArrayList<>();
            for (int i = 0; i < engine.table().stackSize(); i++) {
                ids.add(tables.tile[engine.table().stackTile(i)].id());
            }
            source = TileSource.ordered(ids);
        }
        return new GameSetup(players, startPlayer, tables.set, source, options);
    }

    /**
     * Reads a position. The tile set is the one its {@code tileset} line names: one of {@code known}, or
     * else one found by {@link TileSet#named(String)}.
     *
     * @param text the text (comments after {@code #} and blank lines are ignored; the lines after the first
     *     may come in any order, lines of one kind keep theirs)
     * @param known tile sets to look up by name first
     * @return the position
     * @throws ParseException naming the line, the column and what was expected, for any fault: a
     *     malformed line, an unknown tile, an impossible position (a beach over its berths, more than 15
     *     boats of a colour, a stack that is not exactly the tiles left, a full beach at the turn decision
     *     (R-EMI-1), a pending decision the engine
     *     would never stop at …)
     */
    public static Position parse(String text, TileSet... known) {
        Objects.requireNonNull(text, "text");
        return PositionText.parse(text, known);
    }

    /** {@return the canonical text} */
    public String text() {
        String t = text;
        if (t == null) {
            // Computed once; racing threads compute the same text.
            t = PositionText.print(this);
            text = t;
        }
        return t;
    }

    /** {@return the tile set} */
    public TileSet tileSet() {
        return tables.set;
    }

    /** {@return the players in seat order} */
    public List<Colour> players() {
        return players;
    }

    /** {@return the start player} */
    public Colour startPlayer() {
        return startPlayer;
    }

    /** {@return the rule options} */
    public RuleOptions options() {
        return options;
    }

    /** {@return the number of the pending decision} */
    public int decisionNumber() {
        return decisionNumber;
    }

    /** {@return the turn number (0 during set-up)} */
    public int turn() {
        return engine.turn();
    }

    /** {@return whether the game is over at this position} */
    public boolean isOver() {
        return engine.phase() == Engine.OVER;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.text().equals(text());
    }

    @Override
    public int hashCode() {
        return text().hashCode();
    }

    /** {@return the canonical text} */
    @Override
    public String toString() {
        return text();
    }
}
