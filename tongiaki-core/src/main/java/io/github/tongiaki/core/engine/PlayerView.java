package io.github.tongiaki.core.engine;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.internal.Lines;
import io.github.tongiaki.core.internal.Lines.Token;
import io.github.tongiaki.core.internal.OneLine;
import io.github.tongiaki.core.internal.Read;
import io.github.tongiaki.core.internal.engine.Engine;
import io.github.tongiaki.core.internal.engine.PositionData;
import io.github.tongiaki.core.rules.RuleOptions;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.IslandTile;
import io.github.tongiaki.core.tiles.Tile;
import io.github.tongiaki.core.tiles.TileId;
import io.github.tongiaki.core.tiles.TileSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the player in one seat may know of a game at a decision (or over): everything but the order of the
 * face-down stack (D-19). The table, every supply, the removed and set-aside tiles, the pending decision and so
 * the stack's composition (the tiles left, which anyone can count) are open to every player; the stack's order is
 * known to nobody until a tile is drawn (R-SETUP-1). Share a view, never the {@link Position} or the {@link Game},
 * with a player, a bot or a client:
 *
 * <pre>{@code
 * PlayerView view = game.view(Colour.BLUE);
 * String wire = view.text();                      // what a remote player receives
 * PlayerView back = PlayerView.parse(wire);        // equals view
 * Game sample = back.toGame(seed);                 // a game at this position, its stack in a sampled order
 * }</pre>
 *
 * <p>A view answers the same questions as a {@link Position} (the board, the boats, the supplies, the score, the
 * standings; {@link #stackComposition()} for the tiles left) and nothing that returns or lets one compute the
 * stack's order: it does not hold that order at all (it keeps the tiles left in tile-set order), so two games
 * equal but for their stacks' orders have equal views. Views of one position for two seats differ only in
 * {@link #seat()}: no rule of Tongiaki hides anything from one player that another sees.
 *
 * <p><b>Text.</b> {@link #text()} is the position text ({@link Position#text()}, specified in
 * {@code CONFORMANCE.md}) with three changes: the first line is {@code tongiaki-view 1}; the second is
 * {@code seat <colour>}; and the stack is written {@code stack-tiles <tile> …}, the tiles left in tile-set order
 * (an unordered multiset: {@link #parse} reads them in any order) instead of {@code stack <tile> …} in draw order.
 * Under explicit chance ({@link TileSource#chance()}) the position text's {@code bag} line, already unordered,
 * stays. Every other line, the pending decision's fields included, is the position text's: none of them holds
 * anything of the order (the drawn tile of a pending placement is off the stack, a voyage waiting for a chance
 * draw names no tile).
 *
 * <pre>
 * tongiaki-view 1
 * seat blue
 * tileset official
 * players blue red green
 * …
 * supply blue=13 red=14 green=14
 * stack-tiles Tahiti Samoa Tonga … W15 W16
 * </pre>
 *
 * <p>{@code parse(v.text()).equals(v)}; two views are equal when their canonical texts are. A view is immutable
 * and safe to share between threads; its text is computed on first use (racing threads compute the same text).
 */
public final class PlayerView {

    /** The first word of the first line. */
    public static final String FORMAT = "tongiaki-view";
    /** The version this class writes and reads. */
    public static final int VERSION = 1;
    /** The keyword of the line that lists the tiles left in the stack, in tile-set order. */
    public static final String STACK_TILES = "stack-tiles";

    private final Colour seat;
    /** The position with its stack in tile-set order: the real order is not kept. */
    private final Position position;
    private volatile String text;

    private PlayerView(Colour seat, Position canonical) {
        this.seat = seat;
        this.position = canonical;
    }

    // =====================================================================================
    // from games and positions, to games
    // =====================================================================================

    /**
     * {@return the view of a game now for a seat: the same as {@link Game#view(Colour)}}
     *
     * @param game a game
     * @param seat a player of the game
     * @throws IllegalArgumentException if the seat is not a player of the game, naming the seat and the players
     * @throws NullPointerException if the game or the seat is null
     */
    public static PlayerView of(Game game, Colour seat) {
        Objects.requireNonNull(game, "game");
        return of(game.position(), seat);
    }

    /**
     * {@return the view of a position for a seat}
     *
     * @param position a position
     * @param seat a player of the position
     * @throws IllegalArgumentException if the seat is not a player of the position, naming the seat and the players
     * @throws NullPointerException if the position or the seat is null
     */
    public static PlayerView of(Position position, Colour seat) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(seat, "seat");
        if (!position.players().contains(seat)) {
            throw new IllegalArgumentException("seat " + seat + " is not a player of the game; the players are " + position.players());
        }
        return new PlayerView(seat, canonical(position));
    }

    /** The position with the stack's tiles in tile-set order (a copy of its state: the position stays as it is). */
    private static Position canonical(Position p) {
        Engine e = p.engine.copy();
        e.table.sortStack();
        return new Position(new PositionData(p.tables, p.players, p.startPlayer, p.options, p.decisionNumber, e));
    }

    /**
     * A game at this position for a search to play on: its pending decision (number included), options, board and
     * stack composition are this view's, its stack in an order sampled uniformly from the seed, its
     * {@link Game#lastEvents()} and event log empty. Any game whose view this is gives the same decisions with the
     * same options; the same view and seed give the same game on every machine, and
     * {@code game.view(seat).toGame(s)} has the stack order of {@code game.determinize(s)}.
     *
     * <p>The sampling, for ports: the tiles left in tile-set order {@code t[0..n-1]}; a SplitMix64 generator whose
     * state starts at the seed (each step adds {@code 0x9E3779B97F4A7C15} to the state and mixes it as in
     * {@link TileSource}); then Fisher–Yates from the last position down: for {@code i = n-1 … 1}, draw
     * {@code j} uniform in {@code 0..i} by Lemire's method (with {@code b = i + 1}: {@code m} = the high 32 bits
     * of the next output times {@code b}, drawn again while the low 32 bits of {@code m} are below
     * {@code 2^32 mod b}; {@code j} = the high 32 bits of {@code m}) and swap {@code t[i]} and {@code t[j]}.
     * Position 0 is the top. Every order is equally likely.
     *
     * <p>Under explicit chance there is no order: the game draws by chance decisions as the original does. Its
     * {@link Game#setup()} has this view's players, start player, tile set and options, and as tile source the
     * sampled order ({@link TileSource#ordered(List)}) or explicit chance.
     *
     * @param seed the seed of the sampled order
     * @return a new, independent game
     */
    public Game toGame(long seed) {
        return position.toGame().determinize(seed);
    }

    // =====================================================================================
    // text
    // =====================================================================================

    /** {@return the canonical text (see the class comment and {@code CONFORMANCE.md})} */
    public String text() {
        String t = text;
        if (t == null) {
            t = print();
            text = t;
        }
        return t;
    }

    /**
     * {@return the canonical one-line form: the lines of {@link #text()} joined by {@code "; "} (CONFORMANCE.md, "The
     * one-line form"), which {@link #parse} reads}
     */
    public String oneLine() {
        return OneLine.print(text());
    }

    private String print() {
        String[] lines = position.text().split("\n", -1);
        StringBuilder sb = new StringBuilder();
        sb.append(FORMAT).append(' ').append(VERSION).append('\n');
        sb.append("seat ").append(seat).append('\n');
        // the position text's lines after its first; its stack line is in tile-set order (the canonical position's)
        for (int i = 1; i < lines.length; i++) {
            String l = lines[i];
            if (l.equals("stack") || l.startsWith("stack ")) {
                l = STACK_TILES + l.substring("stack".length());
            }
            sb.append(l);
            if (i < lines.length - 1) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    /** The line keywords of a view (the position text's, {@code seat} and {@code stack-tiles} for {@code stack}). */
    private static final List<String> KEYWORDS = List.of("seat", "tileset", "players", "start", "options", "turn", "decision",
            "pending", "tile", "royal", "removed", "aside", "boats", "stranded", "supply", STACK_TILES, "bag", "stall", "origins",
            "record");

    /**
     * Reads a view. The tile set is the one its {@code tileset} line names: one of {@code known}, or else one found
     * by {@link TileSet#named(String)}. It accepts exactly the views of the positions {@link Position#parse} accepts:
     * the text is read as the position text it stands for, with the stack's tiles in the order given.
     *
     * @param text the text (comments after {@code #} and blank lines are ignored; the lines after the first may come
     *     in any order, lines of one kind keep theirs; the tiles of {@code stack-tiles} in any order), or its one-line
     *     form ({@link #oneLine()})
     * @param known tile sets to look up by name first
     * @return the view
     * @throws ParseException naming the line, the column and what was expected, for any fault: a first line other
     *     than {@code tongiaki-view 1}, a {@code seat} line missing, repeated or naming no player, a {@code stack}
     *     line (a view holds the stack's tiles, not their order: {@code stack-tiles}), and every fault
     *     {@link Position#parse} finds in the position it stands for
     */
    public static PlayerView parse(String text, TileSet... known) {
        Objects.requireNonNull(text, "text");
        return OneLine.read(text, t -> read(t, known));
    }

    /** Reads the line-oriented text. */
    private static PlayerView read(String text, TileSet[] known) {
        String[] raw = Lines.split(text);
        int after = Lines.after(text);
        String header = FORMAT + " " + VERSION;
        int headLine = -1;
        int seatLine = -1;
        Token seatToken = null;
        int stackLine = -1;
        int bagLine = -1;
        for (int k = 0; k < raw.length; k++) {
            int number = k + 1;
            List<Token> tokens = Lines.tokens(number, raw[k]);
            if (tokens.isEmpty()) {
                continue;
            }
            Token key = tokens.get(0);
            if (headLine < 0) {
                headLine = k;
                if (!key.text().equals(FORMAT)) {
                    throw Read.error(number, key, "'" + header + "' on the first line"
                            + (key.text().equals(Position.FORMAT) ? " (a position text, which shows the stack's order, is read by Position.parse)" : ""));
                }
                if (tokens.size() < 2) {
                    throw new ParseException(number, key.end(), header, "too few words");
                }
                if (!tokens.get(1).text().equals(String.valueOf(VERSION))) {
                    throw Read.error(number, tokens.get(1), "version " + VERSION);
                }
                if (tokens.size() > 2) {
                    throw Read.error(number, tokens.get(2), "the end of the line (" + header + ")");
                }
                raw[k] = Position.FORMAT + " " + Position.VERSION;
                continue;
            }
            switch (key.text()) {
                case "seat" -> {
                    if (seatLine >= 0) {
                        throw Read.error(number, key, "one 'seat' line only");
                    }
                    if (tokens.size() < 2) {
                        throw new ParseException(number, key.end(), "seat <colour>", "too few words");
                    }
                    if (tokens.size() > 2) {
                        throw Read.error(number, tokens.get(2), "the end of the line (seat <colour>)");
                    }
                    seatLine = k;
                    seatToken = tokens.get(1);
                    raw[k] = ""; // the position text has no such line; a blank line keeps the numbers of the others
                }
                case "stack" -> throw Read.error(number, key, "'" + STACK_TILES + " <tile> …' (a player's view holds the tiles left in the "
                        + "stack, never their order, D-19)");
                case STACK_TILES -> {
                    if (stackLine >= 0) {
                        throw Read.error(number, key, "one '" + STACK_TILES + "' line only");
                    }
                    stackLine = k;
                    // "stack" and spaces in place of the keyword: every other word keeps its column
                    String r = raw[k];
                    StringBuilder padded = new StringBuilder(r.substring(0, key.column() - 1)).append("stack");
                    for (int c = key.column() + "stack".length(); c < key.end(); c++) {
                        padded.append(' ');
                    }
                    raw[k] = padded.append(r.substring(key.end() - 1)).toString();
                }
                case "bag" -> bagLine = k;
                default -> {
                    if (!KEYWORDS.contains(key.text())) {
                        throw Read.error(number, key, "a line keyword (" + String.join(", ", KEYWORDS) + ")");
                    }
                }
            }
        }
        if (headLine < 0) {
            throw new ParseException(1, 1, "'" + header + "'", "the text is empty");
        }
        if (seatLine < 0) {
            throw new ParseException(after, 1, "a 'seat <colour>' line", "the view has no such line");
        }
        if (stackLine >= 0 && bagLine >= 0) {
            throw new ParseException(bagLine + 1, 1, "either a '" + STACK_TILES + "' or a 'bag' line, not both", null);
        }
        if (stackLine < 0 && bagLine < 0) {
            throw new ParseException(after, 1, "a '" + STACK_TILES + " <tile> …' line (or a 'bag <tile> …' line under explicit chance)",
                    "the view has no such line");
        }
        Position p = Position.parse(String.join("\n", raw), known);
        Colour seat = Read.colour(seatLine + 1, seatToken);
        if (!p.players().contains(seat)) {
            throw Read.error(seatLine + 1, seatToken, "one of the players " + p.players());
        }
        return new PlayerView(seat, canonical(p));
    }

    // =====================================================================================
    // queries
    // =====================================================================================

    /** {@return the seat this view is for} */
    public Colour seat() {
        return seat;
    }

    /** {@return the tile set} */
    public TileSet tileSet() {
        return position.tileSet();
    }

    /** {@return the players in seat order} */
    public List<Colour> players() {
        return position.players();
    }

    /** {@return the start player} */
    public Colour startPlayer() {
        return position.startPlayer();
    }

    /** {@return the rule options} */
    public RuleOptions options() {
        return position.options();
    }

    /** {@return the number of the pending decision} */
    public int decisionNumber() {
        return position.decisionNumber();
    }

    /** {@return the turn number (0 during set-up)} */
    public int turn() {
        return position.turn();
    }

    /** {@return whether the game is over} */
    public boolean isOver() {
        return position.isOver();
    }

    /** {@return the player whose turn it is (during set-up: the player placing; at a chance draw the active player)} */
    public Colour activePlayer() {
        return position.activePlayer();
    }

    /** {@return whether the game draws by explicit chance decisions ({@link TileSource#chance()}): its text has a {@code bag} line} */
    public boolean explicitChance() {
        return position.engine.chanceMode;
    }

    /** {@return the tiles on the table, in the order they were laid} */
    public List<PlacedTile> tiles() {
        return position.tiles();
    }

    /**
     * {@return the tile on it, if any}
     *
     * @param hex a hex
     * @throws NullPointerException if the hex is null
     */
    public Optional<PlacedTile> tileAt(Hex hex) {
        return position.tileAt(hex);
    }

    /**
     * {@return where that tile lies, if it is on the table}
     *
     * @param tile a tile id
     * @throws NullPointerException if the tile id is null
     * @throws IllegalArgumentException if the tile set has no such tile
     */
    public Optional<PlacedTile> find(TileId tile) {
        return position.find(tile);
    }

    /**
     * {@return the boats on it (none if its island is not on the table)}
     *
     * @param beach a beach
     * @throws IllegalArgumentException if the tile set has no such island or beach
     * @throws NullPointerException if the beach is null
     */
    public Boats boatsOn(BeachRef beach) {
        return position.boatsOn(beach);
    }

    /**
     * {@return the boats on all its beaches (the mask boat of a royal island not included)}
     *
     * @param island an island
     * @throws IllegalArgumentException if the tile set has no such island
     * @throws NullPointerException if the island is null
     */
    public Boats boatsOn(TileId island) {
        return position.boatsOn(island);
    }

    /** {@return every beach of every island on the table with its boats, in tile-set order} */
    public Map<BeachRef, Boats> beaches() {
        return position.beaches();
    }

    /**
     * {@return the boats in that player's supply}
     *
     * @param colour a player
     * @throws NullPointerException if the colour is null
     */
    public int supply(Colour colour) {
        return position.supply(colour);
    }

    /** {@return the royal islands with the colour of their mask boat, in tile-set order} */
    public Map<TileId, Colour> royalIslands() {
        return position.royalIslands();
    }

    /** {@return the islands that left the game (R-LOOP-1), in tile-set order} */
    public List<TileId> removedTiles() {
        return position.removedTiles();
    }

    /** {@return the tiles a scenario set aside: neither on the table nor in the stack, in tile-set order} */
    public List<TileId> setAsideTiles() {
        return position.setAsideTiles();
    }

    /**
     * The stack's composition (D-19): the tiles left in it as an unordered multiset, written as a list in the
     * canonical order, tile-set order ({@link TileSet#all()}); each tile at most once, since a tile set holds every
     * tile once. It is what {@code stack-tiles} (or {@code bag}) lists, and says nothing of the order they will be
     * drawn in.
     *
     * @return the tiles left, in tile-set order
     */
    public List<Tile> stackComposition() {
        return position.remainingTiles();
    }

    /** {@return the tiles left in the stack, in tile-set order: the same as {@link #stackComposition()}, named as in {@link Position#remainingTiles()}} */
    public List<Tile> remainingTiles() {
        return stackComposition();
    }

    /** {@return the number of tiles in the stack} */
    public int stackSize() {
        return position.stackSize();
    }

    /** {@return the number of island tiles in the stack} */
    public int remainingIslands() {
        return position.remainingIslands();
    }

    /** {@return the number of water tiles in the stack} */
    public int remainingWaterTiles() {
        return position.remainingWaterTiles();
    }

    /** {@return whether the end of the game has been triggered (D-1)} */
    public boolean endTriggered() {
        return position.endTriggered();
    }

    /** {@return the boats of the emigrating group between its beach and a landing (see {@link Position#groupAtSea()}), usually none} */
    public Boats groupAtSea() {
        return position.groupAtSea();
    }

    /** {@return the boats stranded on the last water tile (R-END-1), usually none} */
    public Boats strandedBoats() {
        return position.strandedBoats();
    }

    /** {@return the water tile the stranded boats stand on, if any} */
    public Optional<TileId> strandedOn() {
        return position.strandedOn();
    }

    /**
     * {@return the royal islands that player has founded (at most 2, R-ROYAL-1)}
     *
     * @param colour a player
     * @throws NullPointerException if the colour is null
     */
    public int royalIslandsFounded(Colour colour) {
        return position.royalIslandsFounded(colour);
    }

    /**
     * The score so far (R-SCORE-1): the points of every island on the table with a boat of the player, mask boats
     * included (D-11).
     *
     * @param colour a player
     * @return the score
     * @throws NullPointerException if the colour is null
     */
    public int score(Colour colour) {
        return position.score(colour);
    }

    /**
     * The standings: final once the game is over, else as if it ended now.
     *
     * @return every player's standing, best first
     */
    public List<Standing> standings() {
        return position.standings();
    }

    /**
     * {@return the island tile}
     *
     * @param id an island's id
     * @throws IllegalArgumentException if the tile set has no such island
     * @throws NullPointerException if the id is null
     */
    public IslandTile island(TileId id) {
        return position.island(id);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PlayerView v && v.text().equals(text());
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
