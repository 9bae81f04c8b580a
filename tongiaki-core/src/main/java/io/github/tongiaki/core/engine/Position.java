package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.internal.Hexes;
import io.github.tongiaki.core.internal.OneLine;
import io.github.tongiaki.core.internal.Table;
import io.github.tongiaki.core.internal.Tables;
import io.github.tongiaki.core.internal.engine.Engine;
import io.github.tongiaki.core.internal.engine.Play;
import io.github.tongiaki.core.internal.engine.PositionData;
import io.github.tongiaki.core.internal.engine.PositionText;
import io.github.tongiaki.core.internal.engine.Scoring;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

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
 * their canonical texts are. {@link #oneLine()} writes the text on one line (its lines joined by {@code "; "}, for a
 * URL, a CSV cell, a log line or a bug title), which {@code parse} reads as well. The format is specified in
 * {@code CONFORMANCE.md} at the root of the repository; {@link #parse(String, TileSet...)} throws only
 * {@link ParseException}.
 *
 * <p>It also answers every question about the board: the tiles on the table ({@link #tiles()},
 * {@link #tileAt(Hex)}, {@link #find(TileId)}), the boats ({@link #boatsOn(BeachRef)}, {@link #beaches()},
 * {@link #supply(Colour)}, {@link #groupAtSea()}, {@link #strandedBoats()}), the stack
 * ({@link #stackSize()}, {@link #remainingTiles()}) and the score ({@link #score(Colour)},
 * {@link #standings()}). A running game gives its position with {@link Game#position()}:
 *
 * <pre>{@code
 * Position p = game.position();
 * Boats onTonga = p.boatsOn(TileId.of("Tonga"));
 * int points = p.score(Colour.BLUE);
 * }</pre>
 *
 * <p>A position is immutable and safe to share between threads: nothing changes it, not even the game it
 * was taken from playing on. Its text is computed on first use; threads that race to it compute the same
 * text.
 *
 * <p>The stack's order is hidden information in play (D-19: known to nobody until a tile is drawn), and a
 * position holds it (its text lists the {@code stack} top first): never share a position with a player, a bot
 * or a client. Share a {@link PlayerView} ({@link PlayerView#of(Position, Colour)}, {@link Game#view(Colour)}),
 * which answers the same questions and holds everything but that order.
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
    /** The same, as the machinery reads it (the position text). */
    private final PositionData data;
    private volatile String text;

    Position(PositionData data) {
        this.tables = data.tables;
        this.players = data.players;
        this.startPlayer = data.startPlayer;
        this.options = data.options;
        this.decisionNumber = data.decisionNumber;
        this.engine = data.engine;
        this.data = data;
    }

    // =====================================================================================
    // from and to games
    // =====================================================================================

    /**
     * {@return the position of a game, at its pending decision (or over): the same as {@link Game#position()}}
     *
     * @param game a game
     * @throws NullPointerException if the game is null
     */
    public static Position of(Game game) {
        Objects.requireNonNull(game, "game");
        return game.position();
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
        return Game.of(Play.restored(setup(), engine.copy(), decisionNumber));
    }

    private GameSetup setup() {
        TileSource source;
        if (engine.chanceMode) {
            source = TileSource.chance();
        } else {
            List<TileId> ids = new ArrayList<>();
            for (int i = 0; i < engine.table.stackSize(); i++) {
                ids.add(tables.tile[engine.table.stackTile(i)].id());
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
     *     may come in any order, lines of one kind keep theirs), or its one-line form ({@link #oneLine()}: the
     *     lines on one line, each ended by {@code ;})
     * @param known tile sets to look up by name first
     * @return the position
     * @throws ParseException naming the line, the column and what was expected, for any fault: a
     *     malformed line, an unknown tile, an impossible position (a beach over its berths, more than 15
     *     boats of a colour, a stack that is not exactly the tiles left, a full beach at the turn decision
     *     (R-EMI-1), a pending decision the engine would never stop at, fields of the pending decision that
     *     disagree with the table …): a position is accepted exactly when the engine can play on from it
     *     under the rules (CONFORMANCE.md, "What each pending decision relies on")
     */
    public static Position parse(String text, TileSet... known) {
        Objects.requireNonNull(text, "text");
        return OneLine.read(text, t -> new Position(PositionText.parse(t, known)));
    }

    /** {@return the canonical text} */
    public String text() {
        String t = text;
        if (t == null) {
            // Computed once; racing threads compute the same text.
            t = PositionText.print(data);
            text = t;
        }
        return t;
    }

    /**
     * The canonical one-line form (CONFORMANCE.md, "The one-line form"): the lines of {@link #text()} joined by
     * {@code "; "}, with no line end; for a URL, a CSV cell, a log line or a bug title. {@link #parse} reads it:
     * {@code parse(p.oneLine()).equals(p)}, and its faults are reported at line 1, at the column in the one line.
     *
     * <pre>
     * tongiaki-position 2; tileset official; players blue red; start blue; options …; turn 1 blue; decision 0; pending turn; …
     * </pre>
     *
     * @return the one-line form, without {@code \n}, {@code \r} or a tab
     */
    public String oneLine() {
        return OneLine.print(text());
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
        return engine.turn;
    }

    /** {@return whether the game is over at this position} */
    public boolean isOver() {
        return engine.phase() == Engine.OVER;
    }

    /** {@return the player whose turn it is (during set-up: the player placing; at a chance draw the active player)} */
    public Colour activePlayer() {
        return Colour.of(engine.decider());
    }

    // =====================================================================================
    // the board
    // =====================================================================================

    /** {@return the tiles on the table, in the order they were laid} */
    public List<PlacedTile> tiles() {
        Table table = engine.table;
        List<PlacedTile> out = new ArrayList<>(table.placedCount());
        for (int i = 0; i < table.placedCount(); i++) {
            int t = table.placedTile(i);
            out.add(placed(t, table.tileHex(t)));
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * {@return the tile on it, if any}
     *
     * @param hex a hex
     * @throws NullPointerException if the hex is null
     */
    public Optional<PlacedTile> tileAt(Hex hex) {
        Objects.requireNonNull(hex, "hex");
        int t = engine.table.tileAt(Hexes.pack(hex.q(), hex.r()));
        return t < 0 ? Optional.empty() : Optional.of(new PlacedTile(hex, tables.tile[t], Rotation.of(engine.table.tileRotation(t))));
    }

    /**
     * {@return where that tile lies, if it is on the table}
     *
     * @param tile a tile id
     * @throws NullPointerException if the tile id is null
     * @throws IllegalArgumentException if the tile set has no such tile
     */
    public Optional<PlacedTile> find(TileId tile) {
        int t = index(tile);
        int h = engine.table.tileHex(t);
        return h < 0 ? Optional.empty() : Optional.of(placed(t, h));
    }

    private PlacedTile placed(int t, int hex) {
        return new PlacedTile(Hexes.hex(hex), tables.tile[t], Rotation.of(engine.table.tileRotation(t)));
    }

    /**
     * {@return the boats on it (none if its island is not on the table)}
     *
     * @param beach a beach
     * @throws IllegalArgumentException if the tile set has no such island or beach
     * @throws NullPointerException if the beach is null
     */
    public Boats boatsOn(BeachRef beach) {
        Objects.requireNonNull(beach, "beach");
        int t = index(beach.island());
        if (!tables.island[t] || beach.number() > tables.beachCount[t]) {
            throw new IllegalArgumentException("no beach " + beach + " in tile set " + tables.set.name());
        }
        return boatsOnBeach(tables.beachBase[t] + beach.number() - 1);
    }

    private Boats boatsOnBeach(int b) {
        int[] c = new int[6];
        for (int i = 0; i < 6; i++) {
            c[i] = engine.table.boats(b, i);
        }
        return Boats.ofCounts(c);
    }

    /**
     * {@return the boats on all its beaches (the mask boat of a royal island not included)}
     *
     * @param island an island
     * @throws IllegalArgumentException if the tile set has no such island
     * @throws NullPointerException if the island is null
     */
    public Boats boatsOn(TileId island) {
        int t = index(island);
        if (!tables.island[t]) {
            throw new IllegalArgumentException(island + " is not an island");
        }
        Boats all = Boats.NONE;
        for (int k = 0; k < tables.beachCount[t]; k++) {
            all = all.plus(boatsOnBeach(tables.beachBase[t] + k));
        }
        return all;
    }

    /** {@return every beach of every island on the table with its boats, in tile-set order} */
    public Map<BeachRef, Boats> beaches() {
        Map<BeachRef, Boats> out = new LinkedHashMap<>();
        for (int t = 0; t < tables.tiles; t++) {
            if (tables.island[t] && engine.table.tileHex(t) >= 0) {
                for (int b = tables.beachBase[t], end = b + tables.beachCount[t]; b < end; b++) {
                    out.put(tables.beachRef[b], boatsOnBeach(b));
                }
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /**
     * {@return the boats in that player's supply}
     *
     * @param colour a player
     * @throws NullPointerException if the colour is null
     */
    public int supply(Colour colour) {
        Objects.requireNonNull(colour, "colour");
        return engine.table.supply(colour.ordinal());
    }

    /** {@return the royal islands with the colour of their mask boat, in tile-set order} */
    public Map<TileId, Colour> royalIslands() {
        Map<TileId, Colour> out = new LinkedHashMap<>();
        for (int t = 0; t < tables.tiles; t++) {
            if (engine.table.royalOwner(t) >= 0 && engine.table.tileHex(t) >= 0) {
                out.put(tables.tile[t].id(), Colour.of(engine.table.royalOwner(t)));
            }
        }
        return Collections.unmodifiableMap(out);
    }

    /** {@return the islands that left the game (R-LOOP-1), in tile-set order} */
    public List<TileId> removedTiles() {
        List<TileId> out = new ArrayList<>();
        for (int t = 0; t < tables.tiles; t++) {
            if (engine.table.removed(t)) {
                out.add(tables.tile[t].id());
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * {@return the tiles a scenario set aside ({@link Scenario#stackOnly(String...)}): neither on the table
     * nor in the stack, never drawn; in tile-set order, empty in every game started from a set-up}
     */
    public List<TileId> setAsideTiles() {
        List<TileId> out = new ArrayList<>();
        for (int t = 0; t < tables.tiles; t++) {
            if (engine.table.aside(t)) {
                out.add(tables.tile[t].id());
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** {@return the tiles still in the stack, in tile-set order (the stack's order stays hidden)} */
    public List<Tile> remainingTiles() {
        boolean[] in = new boolean[tables.tiles];
        for (int i = 0; i < engine.table.stackSize(); i++) {
            in[engine.table.stackTile(i)] = true;
        }
        List<Tile> out = new ArrayList<>();
        for (int t = 0; t < tables.tiles; t++) {
            if (in[t]) {
                out.add(tables.tile[t]);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** {@return the number of tiles in the stack} */
    public int stackSize() {
        return engine.table.stackSize();
    }

    /** {@return the number of island tiles in the stack} */
    public int remainingIslands() {
        return engine.table.stackIslands();
    }

    /** {@return the number of water tiles in the stack} */
    public int remainingWaterTiles() {
        return engine.table.stackWater();
    }

    /** {@return whether the end of the game has been triggered (D-1)} */
    public boolean endTriggered() {
        return engine.endTriggered;
    }

    /**
     * The emigrating group while it is between its beach and a landing (R-EMI-1): during a
     * {@link Decision.Landing} (the same as {@link Decision.Landing#group()}) and during a
     * {@link Decision.Chance} that draws the tile in front of it. Without this a frontend (or a
     * conservation check, R-COMP-1) could not see those boats while explicit chance pauses the voyage.
     *
     * @return the boats of the group at sea, usually none
     */
    public Boats groupAtSea() {
        int[] c = new int[6];
        for (int i = 0; i < 6; i++) {
            c[i] = engine.groupCount(i);
        }
        return Boats.ofCounts(c);
    }

    /** {@return the boats stranded on the last water tile (R-END-1), usually none} */
    public Boats strandedBoats() {
        int[] c = new int[6];
        for (int i = 0; i < 6; i++) {
            c[i] = engine.table.stranded(i);
        }
        return Boats.ofCounts(c);
    }

    /** {@return the water tile the stranded boats stand on, if any} */
    public Optional<TileId> strandedOn() {
        int t = engine.table.strandedTile();
        return t < 0 ? Optional.empty() : Optional.of(tables.tile[t].id());
    }

    /**
     * {@return the royal islands that player has founded (at most 2, R-ROYAL-1)}
     *
     * @param colour a player
     * @throws NullPointerException if the colour is null
     */
    public int royalIslandsFounded(Colour colour) {
        Objects.requireNonNull(colour, "colour");
        return engine.table.royalCount(colour.ordinal());
    }

    /**
     * The score so far (R-SCORE-1): the points of every island on the table with a boat of the player,
     * mask boats included (D-11).
     *
     * @param colour a player
     * @return the score
     * @throws NullPointerException if the colour is null
     */
    public int score(Colour colour) {
        Objects.requireNonNull(colour, "colour");
        return Scoring.score(engine, colour.ordinal());
    }

    /**
     * The standings: final once the game is over, else as if it ended now.
     *
     * @return every player's standing, best first
     */
    public List<Standing> standings() {
        List<Standing> s = engine.standings();
        return s != null ? s : List.of(Scoring.standings(engine));
    }

    /**
     * {@return the island tile}
     *
     * @param id an island's id
     * @throws IllegalArgumentException if the tile set has no such island
     * @throws NullPointerException if the id is null
     */
    public IslandTile island(TileId id) {
        if (tables.tile[index(id)] instanceof IslandTile i) {
            return i;
        }
        throw new IllegalArgumentException(id + " is not an island");
    }

    /** The tile index of a tile id, refusing ids the tile set does not have. */
    private int index(TileId id) {
        Objects.requireNonNull(id, "tile id");
        int t = tables.set.indexOf(id);
        if (t < 0) {
            throw new IllegalArgumentException("no tile '" + id + "' in tile set " + tables.set.name());
        }
        return t;
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
