package io.github.tongiaki.core.engine;

import static io.github.tongiaki.core.board.Colour.BLUE;
import static io.github.tongiaki.core.board.Colour.RED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.geometry.Hex;
import io.github.tongiaki.core.geometry.Rotation;
import io.github.tongiaki.core.text.ParseException;
import io.github.tongiaki.core.tiles.TileSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What the pending step relies on ({@link StepInvariants}), where the conformance suite's invalid files leave a branch open. */
class StepInvariantsTest {

    private static final TileSet OFFICIAL = TestTiles.official();

    private static Scenario scenario() {
        return Scenario.of(GameSetup.builder().players(BLUE, RED).tileSet(OFFICIAL).seed(1).build());
    }

    private static Position parse(String text) {
        return Position.parse(text, OFFICIAL);
    }

    /** Blue with all 15 boats on the table, the one on Hawaii alone there. */
    private static Game allBoats() {
        return scenario().tile("Samoa", Hex.of(0, 1), Rotation.R3).tile("Hawaii", Hex.of(1, 0), Rotation.R0).boats("Tonga", 1, "2B")
                .boats("Tonga", 2, "2B").boats("Tonga", 3, "2B").boats("Tonga", 4, "2B").boats("Tonga", 5, "2B").boats("Tonga", 6, "2B")
                .boats("Samoa", 1, "2B").boats("Hawaii", 1, "B").boats("Samoa", 2, "R").build();
    }

    @Test
    @DisplayName("R-ALLBOATS-1, D-7: the expansion of exactly the boat taken back is accepted even with no boat of its own left on the island")
    void expansionOfTheBoatTakenBack() {
        Game g = allBoats();
        g.apply("expand Hawaii");
        assertThat(g.decision()).isInstanceOf(Decision.TakeBoat.class);
        String take = Position.of(g).text();
        assertThat(parse(take).text()).isEqualTo(take);
        g.apply("take Hawaii/1");
        String place = Position.of(g).text();
        assertThat(place).contains("pending place island=Hawaii count=1 purpose=expand").doesNotContain("boats Hawaii");
        assertThat(parse(place).text()).isEqualTo(place);
        // one boat fewer on the table (13: none was taken back) and no own boat on Hawaii: no expansion of one boat there
        String notTaken = place.replace("boats Tonga/6 2B", "boats Tonga/6 B").replaceAll("\nsupply [^\n]*", "");
        assertThatThrownBy(() -> parse(notTaken)).isInstanceOf(ParseException.class)
                .hasMessageContaining("expected at most one boat for each of blue's 0 boats on Hawaii (R-EXP-1)");
        // a full beach at the take decision (R-EMI-1)
        String full = take.replace("boats Samoa/2 R", "boats Samoa/2 4R").replaceAll("\nsupply [^\n]*", "");
        assertThatThrownBy(() -> parse(full)).isInstanceOf(ParseException.class)
                .hasMessageContaining("expected no full beach at the take decision");
    }

    /** Red's turn on Tonga and Samoa, blue's boats back in his supply: a new settlement's tile W05 … */
    private static final String SETTLE = String.join("\n", "tongiaki-position 2", "tileset official", "players blue red", "turn 1 blue",
            "pending tile tile=Hawaii purpose=settle", "tile Tonga 0,0 r0", "tile Samoa 0,1 r3", "boats Tonga/1 R", "boats Samoa/2 R",
            "stack Muroroa Nauru Tubuai Rarotonga \"Rapa Nui\" Tokelau Tuamotu \"Hiva Oa\" Mangareva Oahu Tahiti Tuvalu Fidschi W01 W02 W03 "
                    + "W04 W05 W06 W07 W08 W09 W10 W11 W12 W13 W14 W15 W16", "");

    @Test
    @DisplayName("R-NEW-1, R-EMI-1: a new settlement's tile and chance draw come before the emigrations: no full beach, no records")
    void settlementComesBeforeTheEmigrations() {
        assertThat(parse(SETTLE).toGame().decision()).isInstanceOf(Decision.TilePlacement.class);
        String chance = SETTLE.replace("pending tile tile=Hawaii purpose=settle", "pending chance for=settle").replace(" Fidschi ", " Fidschi Hawaii ");
        assertThat(parse(chance).toGame().decision()).isInstanceOf(Decision.Chance.class);
        for (String text : new String[] {SETTLE, chance}) {
            String kind = text == SETTLE ? "tile" : "chance";
            assertThatThrownBy(() -> parse(text.replace("boats Samoa/2 R", "boats Samoa/2 4R"))).isInstanceOf(ParseException.class)
                    .hasMessageContaining("expected no full beach at the " + kind + " decision");
            assertThatThrownBy(() -> parse(text + "origins Samoa\n")).isInstanceOf(ParseException.class)
                    .hasMessageContaining("expected no emigration records at the " + kind + " decision");
        }
        // a redraw (R-LOOP-2) is part of the emigrations: a full beach may wait
        String redraw = SETTLE.replace("purpose=settle", "purpose=redraw").replace("boats Samoa/2 R", "boats Samoa/2 4R");
        assertThat(parse(redraw).toGame().decision()).isInstanceOf(Decision.TilePlacement.class);
    }
}
