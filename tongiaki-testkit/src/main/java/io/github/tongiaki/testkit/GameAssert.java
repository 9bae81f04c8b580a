package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.board.PlacedTile;
import io.github.tongiaki.core.board.Standing;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.geometry.Direction;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.tiles.TileId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.assertj.core.api.AbstractAssert;

/**
 * AssertJ assertions on a {@link Game}, in the game's own words: what it waits for, the options offered,
 * boats on beaches and islands, supplies, royal and removed islands, tiles at hexes, the stack, scores and
 * ranking, the invariants. Texts are the game's text forms: beaches {@code Tonga/1}, boats {@code 2B+R},
 * options {@code expand Hawaii}. Failure messages show the part of the position that matters (the
 * island, the supplies, the neighbourhood of a hex, the standings), and after it the complete position
 * text ({@code Position.of(game).text()}), which {@code Position.parse} reads back: paste it into a test to
 * have the game as it was.
 *
 * <pre>{@code
 * assertThat(game).isWaitingFor(DecisionKind.EMIGRATION, BLUE)
 *         .offersExactly("emigrate Tonga/1 via 0", "emigrate Tonga/2 via 1")
 *         .hasBoatsOn("Tonga/1", "2B+R")
 *         .hasSupply(BLUE, 11);
 * }</pre>
 */
public final class GameAssert extends AbstractAssert<GameAssert, Game> {

    /**
     * Creates assertions on a game.
     *
     * @param actual the game
     */
    public GameAssert(Game actual) {
        super(actual, GameAssert.class);
    }

    // ---- decisions ----

    /**
     * Verifies that the game waits for a decision of this kind.
     *
     * @param kind the kind of decision expected to be pending
     * @return this
     */
    public GameAssert isWaitingFor(DecisionKind kind) {
        requireRunning("a " + kind + " decision");
        if (actual.decision().kind() != kind) {
            fail("expected the game to wait for a " + kind + " decision, but it waits for " + Describe.decision(actual.decision()));
        }
        return this;
    }

    /**
     * Verifies that the game waits for a decision of this kind by this player.
     *
     * @param kind the kind of decision expected to be pending
     * @param player who is expected to decide
     * @return this
     */
    public GameAssert isWaitingFor(DecisionKind kind, Colour player) {
        requireRunning("a " + kind + " decision for " + player);
        if (actual.decision().kind() != kind || actual.decision().player() != player) {
            fail("expected the game to wait for a " + kind + " decision for " + player + ", but it waits for "
                    + Describe.decision(actual.decision()));
        }
        return this;
    }

    /**
     * {@return assertions on the pending decision}
     */
    public DecisionAssert decision() {
        requireRunning("a decision");
        // A copy: the game may play on before an assertion on this decision fails.
        return new DecisionAssert(actual.decision(), actual.copy());
    }

    /**
     * The pending decision offers exactly these options (texts, any order).
     *
     * @param texts the option texts
     * @return this
     */
    public GameAssert offersExactly(String... texts) {
        requireRunning("options " + Arrays.toString(texts));
        decisionAssert().offersExactly(texts);
        return this;
    }

    /**
     * The pending decision offers exactly these options, in the order of their ids.
     *
     * @param texts the option texts
     * @return this
     */
    public GameAssert offersExactlyInOrder(String... texts) {
        requireRunning("options " + Arrays.toString(texts));
        decisionAssert().offersExactlyInOrder(texts);
        return this;
    }

    /**
     * The pending decision offers these options (and maybe others).
     *
     * @param texts the option texts
     * @return this
     */
    public GameAssert offers(String... texts) {
        requireRunning("options " + Arrays.toString(texts));
        decisionAssert().offers(texts);
        return this;
    }

    /**
     * The pending decision offers none of these options.
     *
     * @param texts the option texts
     * @return this
     */
    public GameAssert doesNotOffer(String... texts) {
        requireRunning("a decision");
        decisionAssert().doesNotOffer(texts);
        return this;
    }

    /**
     * Verifies whose turn it is.
     *
     * @param player the player expected to be active (during set-up: the one placing)
     * @return this
     */
    public GameAssert hasActivePlayer(Colour player) {
        isNotNull();
        if (actual.activePlayer() != player) {
            fail("expected " + player + " to be the active player, but it is " + actual.activePlayer() + " (turn " + actual.turn() + ")");
        }
        return this;
    }

    /**
     * Verifies the turn number.
     *
     * @param turn the expected turn number (0 during set-up)
     * @return this
     */
    public GameAssert isInTurn(int turn) {
        isNotNull();
        if (actual.turn() != turn) {
            fail("expected turn " + turn + ", but it is turn " + actual.turn() + " of " + actual.activePlayer());
        }
        return this;
    }

    /** {@return this, if the game is over} */
    public GameAssert isOver() {
        isNotNull();
        if (!actual.isOver()) {
            fail("expected the game to be over, but it waits for " + Describe.decision(actual.decision()) + "; stack "
                    + actual.position().stackSize() + " (" + actual.position().remainingIslands() + " islands, " + actual.position().remainingWaterTiles() + " water)");
        }
        return this;
    }

    /** {@return this, if the game is not over} */
    public GameAssert isNotOver() {
        isNotNull();
        if (actual.isOver()) {
            fail("expected the game to go on, but it is over: " + actual.position().standings());
        }
        return this;
    }

    /** {@return this, if the end of the game has been triggered (D-1)} */
    public GameAssert hasEndTriggered() {
        isNotNull();
        if (!actual.position().endTriggered()) {
            fail("expected the end to be triggered, but the stack holds " + actual.position().remainingIslands() + " islands and "
                    + actual.position().remainingWaterTiles() + " water tiles");
        }
        return this;
    }

    // ---- boats ----

    /**
     * Verifies the boats on a beach.
     *
     * @param beach a beach, e.g. {@code Tonga/1}
     * @param boats the boats expected on it, e.g. {@code 2B+R}, or {@code -} for none
     * @return this
     */
    public GameAssert hasBoatsOn(String beach, String boats) {
        isNotNull();
        BeachRef ref = BeachRef.parse(beach);
        Boats expected = Boats.parse(boats);
        Boats there = actual.position().boatsOn(ref);
        if (!there.equals(expected)) {
            fail("expected " + ref + " to hold " + expected + ", but it holds " + there + "\n" + Describe.island(actual, ref.island()));
        }
        return this;
    }

    /**
     * Verifies the boats on all beaches of an island together.
     *
     * @param island an island, e.g. {@code Hawaii}
     * @param boats the boats expected on all its beaches together (the mask boat not counted)
     * @return this
     */
    public GameAssert hasBoatsOnIsland(String island, String boats) {
        isNotNull();
        TileId id = TileId.of(island);
        Boats expected = Boats.parse(boats);
        Boats there = actual.position().boatsOn(id);
        if (!there.equals(expected)) {
            fail("expected " + id + " to hold " + expected + ", but it holds " + there + "\n" + Describe.island(actual, id));
        }
        return this;
    }

    /**
     * Verifies that every berth of a beach is taken.
     *
     * @param beach a beach, e.g. {@code Tonga/1}
     * @return this, if every berth of the beach is taken
     */
    public GameAssert hasFullBeach(String beach) {
        isNotNull();
        BeachRef ref = BeachRef.parse(beach);
        int berths = actual.position().island(ref.island()).beach(ref.number()).berths();
        if (actual.position().boatsOn(ref).size() != berths) {
            fail("expected " + ref + " (" + berths + " berths) to be full\n" + Describe.island(actual, ref.island()));
        }
        return this;
    }

    /**
     * Verifies the number of boats in a player's supply.
     *
     * @param player a player
     * @param boats the boats expected in the supply
     * @return this
     */
    public GameAssert hasSupply(Colour player, int boats) {
        isNotNull();
        if (actual.position().supply(player) != boats) {
            fail("expected " + player + " to have " + boats + " boats in the supply, but it has " + actual.position().supply(player) + "\nsupplies: "
                    + supplies() + "\n" + player + " on the table: " + onTable(player));
        }
        return this;
    }

    /**
     * Verifies the boats stranded on the last water tile (R-END-1).
     *
     * @param boats the boats expected stranded on the last water tile (R-END-1)
     * @return this
     */
    public GameAssert hasStrandedBoats(String boats) {
        isNotNull();
        Boats expected = Boats.parse(boats);
        if (!actual.position().strandedBoats().equals(expected)) {
            fail("expected " + expected + " stranded, but " + actual.position().strandedBoats() + " are" + actual.position().strandedOn().map(t -> " (on " + t + ")")
                    .orElse(""));
        }
        return this;
    }

    // ---- islands and tiles ----

    /**
     * Verifies that an island is a royal island of this player (R-ROYAL-1).
     *
     * @param island an island
     * @param owner the expected owner of its mask boat
     * @return this
     */
    public GameAssert hasRoyalIsland(String island, Colour owner) {
        isNotNull();
        TileId id = TileId.of(island);
        Colour c = actual.position().royalIslands().get(id);
        if (c != owner) {
            fail("expected " + id + " to be a royal island of " + owner + ", but "
                    + (c == null ? "it is not royal" : "its mask boat is " + c) + "\nroyal islands: " + actual.position().royalIslands() + "\n"
                    + Describe.island(actual, id));
        }
        return this;
    }

    /**
     * Verifies that an island is not royal.
     *
     * @param island an island
     * @return this, if the island is not royal
     */
    public GameAssert hasNoRoyalIsland(String island) {
        isNotNull();
        TileId id = TileId.of(island);
        if (actual.position().royalIslands().containsKey(id)) {
            fail("expected " + id + " not to be royal, but it is the royal island of " + actual.position().royalIslands().get(id));
        }
        return this;
    }

    /**
     * Verifies which islands have left the game (R-LOOP-1).
     *
     * @param islands the islands expected to have left the game (R-LOOP-1), in any order
     * @return this
     */
    public GameAssert hasRemovedIslands(String... islands) {
        isNotNull();
        List<TileId> expected = new ArrayList<>();
        for (String s : islands) {
            expected.add(TileId.of(s));
        }
        List<TileId> removed = actual.position().removedTiles();
        if (!(removed.containsAll(expected) && expected.containsAll(removed) && removed.size() == expected.size())) {
            fail("expected the removed islands " + expected + ", but they are " + removed);
        }
        return this;
    }

    /**
     * Verifies which tile lies on a hex.
     *
     * @param hex a hex
     * @param tile the tile expected there, e.g. {@code W07} or {@code Hawaii}
     * @return this
     */
    public GameAssert hasTileAt(Hex hex, String tile) {
        isNotNull();
        Optional<PlacedTile> there = actual.position().tileAt(hex);
        if (there.isEmpty() || !there.get().tile().id().equals(TileId.of(tile))) {
            fail("expected " + tile + " at " + hex + ", but " + (there.isEmpty() ? "the hex is empty" : "it holds " + placed(there.get()))
                    + where(TileId.of(tile)) + "\naround " + hex + ": " + around(hex));
        }
        return this;
    }

    /**
     * Verifies which tile lies on a hex, and how it is turned.
     *
     * @param hex a hex
     * @param tile the tile expected there
     * @param rotation its expected rotation
     * @return this
     */
    public GameAssert hasTileAt(Hex hex, String tile, Rotation rotation) {
        hasTileAt(hex, tile);
        Rotation r = actual.position().tileAt(hex).orElseThrow().rotation();
        if (r != rotation) {
            fail("expected " + tile + " at " + hex + " turned " + rotation + ", but it is turned " + r + "\naround " + hex + ": " + around(hex));
        }
        return this;
    }

    /**
     * Verifies that no tile lies on a hex.
     *
     * @param hex a hex
     * @return this, if no tile lies there
     */
    public GameAssert hasNoTileAt(Hex hex) {
        isNotNull();
        Optional<PlacedTile> there = actual.position().tileAt(hex);
        if (there.isPresent()) {
            fail("expected " + hex + " to be empty, but it holds " + placed(there.get()) + "\naround " + hex + ": " + around(hex));
        }
        return this;
    }

    /**
     * Verifies the number of tiles left in the stack.
     *
     * @param tiles the expected number of tiles in the stack
     * @return this
     */
    public GameAssert hasStackSize(int tiles) {
        isNotNull();
        if (actual.position().stackSize() != tiles) {
            fail("expected " + tiles + " tiles in the stack, but it holds " + actual.position().stackSize() + " (" + actual.position().remainingIslands()
                    + " islands, " + actual.position().remainingWaterTiles() + " water)");
        }
        return this;
    }

    // ---- scoring ----

    /**
     * Verifies a player's score.
     *
     * @param player a player
     * @param points the expected score (R-SCORE-1; so far, if the game is not over)
     * @return this
     */
    public GameAssert hasScore(Colour player, int points) {
        isNotNull();
        if (actual.position().score(player) != points) {
            fail("expected " + player + " to score " + points + ", but it scores " + actual.position().score(player) + "\nstandings:\n"
                    + standings());
        }
        return this;
    }

    /**
     * The players' order in the standings, best first (R-SCORE-1, R-SCORE-2, D-11).
     *
     * @param players every player, best first
     * @return this
     */
    public GameAssert hasRanking(Colour... players) {
        isNotNull();
        List<Colour> order = new ArrayList<>();
        for (Standing s : actual.position().standings()) {
            order.add(s.colour());
        }
        if (!order.equals(Arrays.asList(players))) {
            fail("expected the ranking " + Arrays.asList(players) + ", but it is " + order + "\nstandings:\n" + standings());
        }
        return this;
    }

    /**
     * Verifies a player's rank in the standings.
     *
     * @param player a player
     * @param rank the expected rank (1 = winner; tied players share a rank)
     * @return this
     */
    public GameAssert hasRank(Colour player, int rank) {
        isNotNull();
        for (Standing s : actual.position().standings()) {
            if (s.colour() == player) {
                if (s.rank() != rank) {
                    fail("expected " + player + " to rank " + rank + ", but it ranks " + s.rank() + "\nstandings:\n" + standings());
                }
                return this;
            }
        }
        fail("expected " + player + " to rank " + rank + ", but " + player + " is not playing " + actual.players());
        return this;
    }

    // ---- invariants and events ----

    /**
     * Every invariant of {@link Invariants} holds.
     *
     * @return this
     */
    public GameAssert keepsItsInvariants() {
        isNotNull();
        List<Violation> v = Invariants.check(actual);
        if (!v.isEmpty()) {
            fail(v.size() + " invariant violation(s):\n" + Invariants.join(v));
        }
        return this;
    }

    /**
     * {@return assertions on the events of the last step ({@link Game#lastEvents()})}
     */
    public EventsAssert lastEvents() {
        isNotNull();
        // A copy: the game may play on before an assertion on these events fails.
        return new EventsAssert(actual.lastEvents(), actual.copy());
    }

    // ---- helpers ----

    /** Every failure ends with the complete position text, which {@code Position.parse} reads back. */
    private void fail(String message) {
        failWithMessage("%s", message + Describe.pasteable(actual));
    }

    private void requireRunning(String expected) {
        isNotNull();
        if (actual.isOver()) {
            fail("expected " + expected + ", but the game is over: " + actual.position().standings());
        }
    }

    private DecisionAssert decisionAssert() {
        DecisionAssert d = new DecisionAssert(actual.decision(), actual);
        if (info.hasDescription()) {
            d.as(info.description());
        }
        return d;
    }

    private String supplies() {
        StringBuilder sb = new StringBuilder();
        for (Colour c : actual.players()) {
            sb.append(c).append('=').append(actual.position().supply(c)).append(' ');
        }
        return sb.toString().trim();
    }

    private String onTable(Colour c) {
        StringBuilder sb = new StringBuilder();
        actual.position().beaches().forEach((b, boats) -> {
            if (boats.count(c) > 0) {
                sb.append(b).append('=').append(boats.count(c)).append(' ');
            }
        });
        actual.position().royalIslands().forEach((t, owner) -> {
            if (owner == c) {
                sb.append("mask of ").append(t).append(' ');
            }
        });
        if (actual.position().strandedBoats().count(c) > 0) {
            sb.append("stranded ").append(actual.position().strandedBoats().count(c));
        }
        return sb.length() == 0 ? "nothing" : sb.toString().trim();
    }

    private String where(TileId tile) {
        if (actual.tileSet().find(tile).isEmpty()) {
            return "; the tile set has no tile " + tile;
        }
        Optional<PlacedTile> p = actual.position().find(tile);
        if (p.isPresent()) {
            return "; " + tile + " lies at " + p.get().hex() + " " + p.get().rotation();
        }
        return actual.position().removedTiles().contains(tile) ? "; " + tile + " has left the game" : "; " + tile + " is not on the table";
    }

    private String around(Hex hex) {
        StringBuilder sb = new StringBuilder();
        sb.append("here ").append(actual.position().tileAt(hex).map(GameAssert::placed).orElse("empty"));
        for (Direction d : Direction.values()) {
            sb.append(", ").append(d).append(' ').append(actual.position().tileAt(hex.neighbour(d)).map(GameAssert::placed).orElse("empty"));
        }
        return sb.toString();
    }

    private static String placed(PlacedTile t) {
        return t.tile().id() + " " + t.rotation();
    }

    private String standings() {
        StringBuilder sb = new StringBuilder();
        for (Standing s : actual.position().standings()) {
            sb.append("  ").append(s).append('\n');
        }
        return sb.toString();
    }
}
