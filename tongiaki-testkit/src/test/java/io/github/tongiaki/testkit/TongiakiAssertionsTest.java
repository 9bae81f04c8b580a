package io.github.tongiaki.testkit;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.GREEN;
import static io.github.tongiaki.core.board.Colour.RED;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
import static io.github.tongiaki.testkit.TongiakiAssertions.assertThatEvents;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.BeachRef;
import io.github.tongiaki.core.board.Boats;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.events.GameEvent;
import io.github.tongiaki.core.events.GameEvent.BoatsPlaced;
import io.github.tongiaki.core.events.GameEvent.CrossingFailed;
import io.github.tongiaki.core.events.GameEvent.EmigrationStarted;
import io.github.tongiaki.core.events.GameEvent.RouteCrossed;
import io.github.tongiaki.core.events.GameEvent.TileDrawn;
import io.github.tongiaki.core.events.GameEvent.TilePlaced;
import io.github.tongiaki.core.events.GameEvent.TurnEnded;
import io.github.tongiaki.core.events.GameEvent.TurnStarted;
import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.rules.Rule;
import io.github.tongiaki.core.tiles.TileId;
import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Every assertion of the testkit, passing and failing, with the failure message it gives. */
class TongiakiAssertionsTest {

    /**
     * Blue to move at the start of a turn: Tonga/1 "B+R", Tonga/4 "R", Hawaii south of Tonga with one
     * blue boat, Samoa a royal island of red.
     */
    static Game turnStart() {
        return Positions.scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 1), Rotation.R3)
                .tile("Samoa", Hex.of(1, 0), Rotation.R0)
                .royal("Samoa", RED)
                .boats("Tonga", 1, "B+R")
                .boats("Tonga", 4, "R")
                .boats("Hawaii", 1, "B")
                .build();
    }

    /** Blue's emigrations: Tonga/1 (towards Hawaii) and Tonga/4 (north, W13 then Tahiti on the stack) are full. */
    static Game emigrations() {
        return Positions.scenario(BLUE, RED)
                .tile("Hawaii", Hex.of(0, 1), Rotation.R3)
                .boats("Tonga", 1, "2B+R")
                .boats("Tonga", 4, "3R")
                .stackTop("W13", "Tahiti")
                .emigrationsPending()
                .build();
    }

    static void fails(ThrowingCallable call, String... parts) {
        var a = assertThatThrownBy(call).isInstanceOf(AssertionError.class);
        for (String p : parts) {
            a.hasMessageContaining(p);
        }
    }

    @Nested
    class Decisions {

        @Test
        void isWaitingFor() {
            Game g = turnStart();
            assertThat(g).isWaitingFor(DecisionKind.TURN_ACTION).isWaitingFor(DecisionKind.TURN_ACTION, BLUE).isNotOver();
            fails(() -> assertThat(g).isWaitingFor(DecisionKind.TURN_ACTION, RED),
                    "expected the game to wait for a TURN_ACTION decision for red, but it waits for decision #0 TURN_ACTION for blue",
                    "expand Tonga");
            fails(() -> assertThat(g).isWaitingFor(DecisionKind.EMIGRATION), "a EMIGRATION decision", "TURN_ACTION for blue");
        }

        @Test
        void offersExactly() {
            Game g = turnStart();
            assertThat(g).offersExactly("settle", "royal Hawaii", "expand Hawaii", "expand Tonga")
                    .offersExactlyInOrder("expand Tonga", "expand Hawaii", "royal Hawaii", "settle");
            fails(() -> assertThat(g).offersExactly("expand Tonga", "settle"), "expected exactly the options [expand Tonga, settle]",
                    "not expected: [expand Hawaii, royal Hawaii]", "offering [expand Tonga, expand Hawaii, royal Hawaii, settle]");
            fails(() -> assertThat(g).offersExactly("expand Tonga", "expand Hawaii", "royal Hawaii", "settle", "royal Samoa"),
                    "missing: [royal Samoa]");
            fails(() -> assertThat(g).offersExactlyInOrder("settle", "expand Tonga", "expand Hawaii", "royal Hawaii"), "in order");
        }

        @Test
        void offersAndDoesNotOffer() {
            Game g = turnStart();
            assertThat(g).offers("expand Hawaii", "settle").doesNotOffer("royal Tonga", "royal Samoa", "expand Samoa");
            fails(() -> assertThat(g).offers("settle", "expand Samoa"), "expected the options to include [expand Samoa]",
                    "offering [expand Tonga");
            fails(() -> assertThat(g).doesNotOffer("royal Samoa", "royal Hawaii"), "expected the options not to include [royal Hawaii]");
        }

        @Test
        void decisionAssertions() {
            Game g = turnStart();
            assertThat(g.decision()).isKind(DecisionKind.TURN_ACTION).isFor(BLUE).isWaitingFor(DecisionKind.TURN_ACTION, BLUE)
                    .hasOptionCount(4).offers("settle").doesNotOffer("noboat Tonga");
            assertThat(g).decision().hasOptionCount(4);
            fails(() -> assertThat(g.decision()).isFor(RED), "expected a decision for red, but it is decision #0 TURN_ACTION for blue");
            fails(() -> assertThat(g.decision()).isKind(DecisionKind.LANDING), "expected a LANDING decision");
            fails(() -> assertThat(g.decision()).isWaitingFor(DecisionKind.TURN_ACTION, RED), "TURN_ACTION decision for red");
            fails(() -> assertThat(g.decision()).hasOptionCount(3), "expected 3 options, but there are 4");
        }

        @Test
        void landingAndEmigrationInTheGamesWords() {
            Game g = emigrations();
            assertThat(g).isWaitingFor(DecisionKind.EMIGRATION, BLUE).offersExactly("emigrate Tonga/1 via 0", "emigrate Tonga/4 via 3");
            g.apply("emigrate Tonga/1 via 0");
            assertThat(g).isWaitingFor(DecisionKind.LANDING, BLUE)
                    .offersExactly("land blue Hawaii/1", "land blue Hawaii/2", "land blue Hawaii/3", "land red Hawaii/1",
                            "land red Hawaii/2", "land red Hawaii/3");
        }

        @Test
        void overAndNotOver() {
            Game g = RandomPlay.game(3, 7).game();
            assertThat(g).isOver().hasEndTriggered();
            fails(() -> assertThat(g).isNotOver(), "expected the game to go on, but it is over");
            fails(() -> assertThat(g).isWaitingFor(DecisionKind.TURN_ACTION), "but the game is over");
            fails(() -> assertThat(g).offers("settle"), "but the game is over");
            fails(() -> assertThat(turnStart()).isOver(), "expected the game to be over, but it waits for decision #0 TURN_ACTION");
            fails(() -> assertThat(turnStart()).hasEndTriggered(), "expected the end to be triggered, but the stack holds 13 islands");
        }

        @Test
        void activePlayerAndTurn() {
            Game g = Positions.scenario(BLUE, RED).boats("Tonga", 2, "B").activePlayer(RED).turn(7).build();
            assertThat(g).hasActivePlayer(RED).isInTurn(7);
            fails(() -> assertThat(g).hasActivePlayer(BLUE), "expected blue to be the active player, but it is red (turn 7)");
            fails(() -> assertThat(g).isInTurn(1), "expected turn 1, but it is turn 7 of red");
        }

        @Test
        void descriptionIsKept() {
            fails(() -> assertThat(turnStart()).as("after set-up").offers("royal Samoa"), "[after set-up]");
        }
    }

    @Nested
    class Boats_ {

        @Test
        void hasBoatsOnABeach() {
            Game g = turnStart();
            assertThat(g).hasBoatsOn("Tonga/1", "B+R").hasBoatsOn("Tonga/4", "R").hasBoatsOn("Tonga/2", "-").hasBoatsOn("Hawaii/1", "B");
            fails(() -> assertThat(g).hasBoatsOn("Tonga/1", "2B+R"), "expected Tonga/1 to hold 2B+R, but it holds B+R",
                    "Tonga: Tonga/1=B+R; Tonga/2=-;");
        }

        @Test
        void hasBoatsOnAnIsland() {
            Game g = turnStart();
            assertThat(g).hasBoatsOnIsland("Tonga", "B+2R").hasBoatsOnIsland("Hawaii", "B").hasBoatsOnIsland("Samoa", "-");
            fails(() -> assertThat(g).hasBoatsOnIsland("Samoa", "R"), "expected Samoa to hold R, but it holds -", "royal island of red");
        }

        @Test
        void hasFullBeach() {
            Game g = emigrations();
            assertThat(g).hasFullBeach("Tonga/1").hasFullBeach("Tonga/4");
            fails(() -> assertThat(g).hasFullBeach("Tonga/2"), "expected Tonga/2 (3 berths) to be full");
        }

        @Test
        void hasSupply() {
            Game g = turnStart();
            assertThat(g).hasSupply(BLUE, 13).hasSupply(RED, 12);
            fails(() -> assertThat(g).hasSupply(RED, 13), "expected red to have 13 boats in the supply, but it has 12",
                    "supplies: blue=13 red=12", "red on the table: Tonga/1=1 Tonga/4=1 mask of Samoa");
        }

        @Test
        void hasStrandedBoats() {
            Game g = turnStart();
            assertThat(g).hasStrandedBoats("-");
            fails(() -> assertThat(g).hasStrandedBoats("B"), "expected B stranded, but - are");
        }
    }

    @Nested
    class Tiles {

        @Test
        void royalIslands() {
            Game g = turnStart();
            assertThat(g).hasRoyalIsland("Samoa", RED).hasNoRoyalIsland("Hawaii");
            fails(() -> assertThat(g).hasRoyalIsland("Samoa", BLUE), "expected Samoa to be a royal island of blue, but its mask boat is red");
            fails(() -> assertThat(g).hasRoyalIsland("Hawaii", BLUE), "but it is not royal", "Hawaii: Hawaii/1=B");
            fails(() -> assertThat(g).hasNoRoyalIsland("Samoa"), "expected Samoa not to be royal, but it is the royal island of red");
        }

        @Test
        void removedIslands() {
            Game g = Positions.scenario(BLUE, RED).boats("Tonga", 1, "B").removed("Hawaii").removed("Samoa").build();
            assertThat(g).hasRemovedIslands("Samoa", "Hawaii");
            fails(() -> assertThat(g).hasRemovedIslands("Samoa"), "expected the removed islands [Samoa], but they are [Hawaii, Samoa]");
            assertThat(turnStart()).hasRemovedIslands();
        }

        @Test
        void tilesAtHexes() {
            Game g = turnStart();
            assertThat(g).hasTileAt(Hex.ORIGIN, "Tonga", Rotation.R0).hasTileAt(Hex.of(0, 1), "Hawaii", Rotation.R3)
                    .hasTileAt(Hex.of(1, 0), "Samoa").hasNoTileAt(Hex.of(0, -1));
            fails(() -> assertThat(g).hasTileAt(Hex.of(0, 1), "Samoa"), "expected Samoa at 0,1, but it holds Hawaii r3",
                    "Samoa lies at 1,0 r0", "around 0,1: here Hawaii r3, S empty, SW empty, NW empty, N Tonga r0, NE Samoa r0, SE empty");
            fails(() -> assertThat(g).hasTileAt(Hex.of(0, 1), "Hawaii", Rotation.R0), "expected Hawaii at 0,1 turned r0, but it is turned r3");
            fails(() -> assertThat(g).hasTileAt(Hex.of(0, -1), "W07"), "the hex is empty; W07 is not on the table");
            fails(() -> assertThat(g).hasTileAt(Hex.of(0, -1), "Atlantis"), "the tile set has no tile Atlantis");
            fails(() -> assertThat(g).hasNoTileAt(Hex.of(1, 0)), "expected 1,0 to be empty, but it holds Samoa r0");
        }

        @Test
        void stack() {
            Game g = turnStart();
            assertThat(g).hasStackSize(29);
            fails(() -> assertThat(g).hasStackSize(31), "expected 31 tiles in the stack, but it holds 29 (13 islands, 16 water)");
        }
    }

    @Nested
    class Scores {

        @Test
        void scoreAndRanking() {
            Game g = turnStart();
            // blue: Tonga 0 + Hawaii 5; red: Tonga 0 + Samoa 5 (mask); same islands; blue has fewer boats on the table
            assertThat(g).hasScore(BLUE, 5).hasScore(RED, 5).hasRanking(BLUE, RED).hasRank(BLUE, 1).hasRank(RED, 2);
            fails(() -> assertThat(g).hasScore(BLUE, 7), "expected blue to score 7, but it scores 5", "1. blue 5 points, 2 islands, 2 boats");
            fails(() -> assertThat(g).hasRanking(RED, BLUE), "expected the ranking [red, blue], but it is [blue, red]",
                    "2. red 5 points, 2 islands, 3 boats (tie on points and islands broken by fewer boats)");
            fails(() -> assertThat(g).hasRank(RED, 1), "expected red to rank 1, but it ranks 2");
            fails(() -> assertThat(g).hasRank(GREEN, 1), "green is not playing [blue, red]");
        }

        @Test
        void sharedRank() {
            Game g = Positions.scenario(BLUE, RED, GREEN).boats("Tonga", 1, "B+R").boats("Tonga", 2, "G").build();
            assertThat(g).hasRank(BLUE, 1).hasRank(RED, 1).hasRank(GREEN, 1).hasRanking(BLUE, RED, GREEN);
        }
    }

    @Nested
    class Invariants_ {

        @Test
        void keepsItsInvariants() {
            assertThat(turnStart()).keepsItsInvariants();
            assertThat(emigrations()).keepsItsInvariants();
        }
    }

    @Nested
    class Events {

        @Test
        void typesInOrderAndExactly() {
            Game g = turnStart();
            g.apply("expand Hawaii");
            List<GameEvent> ev = g.apply("beaches Hawaii/3");
            assertThatEvents(ev).containsExactlyTypes(BoatsPlaced.class, TurnEnded.class, TurnStarted.class)
                    .containsTypesInOrder(BoatsPlaced.class, TurnStarted.class).hasNo(EmigrationStarted.class)
                    .has(1, TurnStarted.class);
            fails(() -> assertThatEvents(ev).containsTypesInOrder(TurnStarted.class, BoatsPlaced.class),
                    "expected events of the types [TurnStarted, BoatsPlaced] in this order, but found no BoatsPlaced after the TurnStarted matched",
                    "  0 BoatsPlaced[colour=blue, beach=Hawaii/3, count=1, rule=R-EXP-1]");
            fails(() -> assertThatEvents(ev).containsExactlyTypes(BoatsPlaced.class, TurnEnded.class), "expected exactly the event types [BoatsPlaced, TurnEnded]");
            fails(() -> assertThatEvents(ev).hasNo(TurnEnded.class), "expected no TurnEnded, but found TurnEnded[turn=1, player=blue]");
            fails(() -> assertThatEvents(ev).has(2, TurnStarted.class), "expected 2 TurnStarted event(s), but found 1");
        }

        @Test
        void contentInAnyOrderInOrderAndExactly() {
            Game g = emigrations();
            List<GameEvent> ev = g.apply("emigrate Tonga/4 via 3");
            GameEvent started = new EmigrationStarted(BeachRef.of("Tonga", 4), 3, Boats.parse("3R"));
            GameEvent drawn = new TileDrawn(TileId.of("W13"), 29, Rule.R_EMI_3);
            GameEvent placed = new TilePlaced(TileId.of("W13"), Hex.of(0, -1), Rotation.R0, Rule.R_EMI_3);
            GameEvent crossed = new RouteCrossed(TileId.of("W13"), Hex.of(0, -1), 0, 5, 0, 1);
            GameEvent tahitiDrawn = new TileDrawn(TileId.of("Tahiti"), 28, Rule.R_VOY_4);
            GameEvent tahitiPlaced = new TilePlaced(TileId.of("Tahiti"), Hex.of(1, -1), Rotation.R2, Rule.R_VOY_4);
            assertThatEvents(ev).containsExactly(started, drawn, placed, crossed, tahitiDrawn, tahitiPlaced)
                    .containsInOrder(started, crossed, tahitiPlaced).contains(tahitiPlaced, started)
                    .contains(RouteCrossed.class, r -> r.difficulty() == 0 && r.colours() == 1, "of difficulty 0 crossed by one colour")
                    .hasNo(CrossingFailed.class);
            assertThat(g).isWaitingFor(DecisionKind.LANDING, BLUE).hasTileAt(Hex.of(1, -1), "Tahiti", Rotation.R2);
            GameEvent wrong = new TileDrawn(TileId.of("W13"), 27, Rule.R_EMI_3);
            fails(() -> assertThatEvents(ev).contains(wrong), "could not find the following element(s):",
                    "TileDrawn[tile=W13, stackLeft=27, rule=R-EMI-3]");
            fails(() -> assertThatEvents(ev).containsInOrder(crossed, started), "in this order, but did not find EmigrationStarted");
            fails(() -> assertThatEvents(ev).containsExactly(started), "to contain exactly", "but some elements were not expected");
            fails(() -> assertThatEvents(ev).contains(RouteCrossed.class, r -> r.difficulty() > 0, "of a difficulty above 0"),
                    "expected a RouteCrossed of a difficulty above 0");
        }

        @Test
        void ofTypeAndLastEvents() {
            Game g = emigrations();
            g.apply("emigrate Tonga/4 via 3");
            assertThat(g).lastEvents().ofType(TilePlaced.class).extracting(TilePlaced::tile).containsExactly(TileId.of("W13"), TileId.of("Tahiti"));
            assertThat(g).lastEvents().has(2, TileDrawn.class);
            List<TilePlaced> placed = g.lastEvents().stream().filter(TilePlaced.class::isInstance).map(TilePlaced.class::cast).toList();
            assertThatEvents(placed).has(2, TilePlaced.class);
            fails(() -> assertThatEvents(List.<GameEvent>of()).has(1, TurnEnded.class), "(no events)");
        }
    }
}
