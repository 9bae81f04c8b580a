package io.github.tongiaki.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.notation.GameRecord;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The lines {@code tongiaki play} writes above a saved record: read back as written, refused when malformed. */
class SavedPlayTest {

    private static final List<Colour> THREE = List.of(Colour.BLUE, Colour.RED, Colour.GREEN);

    @Test
    @DisplayName("the seats (a command with spaces and quotes too) and the autosave file read back as written, above a record that"
            + " still parses")
    void roundTrip() throws Exception {
        SavedPlay p = new SavedPlay(THREE, List.of("guided:40", "you", "cmd:python3 \"my bot.py\" --x"), Path.of("a b.tongiaki"));
        String text = p.header() + GameRecord.of(GameSetup.of(3, 1), List.of()).text();
        SavedPlay back = SavedPlay.read(text).orElseThrow();
        assertThat(back.players()).isEqualTo(THREE);
        assertThat(back.seats()).isEqualTo(p.seats());
        assertThat(back.autosave()).isEqualTo(Path.of("a b.tongiaki").toAbsolutePath().normalize());
        assertThat(back.personSeat()).isEqualTo(1);
        assertThat(GameRecord.parse(text).setup().players()).isEqualTo(THREE);
        assertThatThrownBy(back::bots).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seat 3 is an external program");
        assertThatThrownBy(new SavedPlay(THREE, List.of("you", "learned@/dev/zero", "greedy"), null)::bots)
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("seat 2 is a learned bot with a weights file");
        assertThat(new SavedPlay(THREE, List.of("you", "mcts:7", "greedy"), null).bots()).extracting(BotSpec::toString)
                .containsExactly("mcts:7", "greedy");
    }

    @Test
    @DisplayName("a record without the lines has none; lines below the record's first line are not read; malformed lines are refused")
    void malformed() {
        String record = GameRecord.of(GameSetup.of(2, 1), List.of()).text();
        assertThat(SavedPlay.read(record)).isEmpty();
        assertThat(SavedPlay.read(record + "# tongiaki play: seats blue=you red=greedy\n")).isEmpty();
        assertThatThrownBy(() -> SavedPlay.read("# tongiaki play: seats blue=you red\n" + record)).hasMessageContaining("colour=BOT, got 'red'");
        assertThatThrownBy(() -> SavedPlay.read("# tongiaki play: seats blue=you teal=greedy\n" + record)).hasMessageContaining("not a colour");
        assertThatThrownBy(() -> SavedPlay.read("# tongiaki play: seats blue=greedy red=greedy\n" + record)).hasMessageContaining("exactly one seat is 'you'");
        assertThatThrownBy(() -> SavedPlay.read("# tongiaki play: seats blue=you red=\"cmd:x\n" + record)).hasMessageContaining("quote is not closed");
        assertThatThrownBy(() -> SavedPlay.read("# tongiaki play: seats blue=you red=greedy\n".repeat(2) + record))
                .hasMessageContaining("given twice");
        assertThatThrownBy(() -> SavedPlay.read("# tongiaki play: x\n".repeat(17) + record)).hasMessageContaining("more than 16");
    }
}
