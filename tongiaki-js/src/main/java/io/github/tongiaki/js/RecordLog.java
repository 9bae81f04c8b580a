package io.github.tongiaki.js;

import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import io.github.tongiaki.core.notation.GameRecord;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The choices of a recorded game (CONFORMANCE.md, "Game records") kept cheaply: the texts a record was read
 * with, then the option ids applied since, as plain {@code int}s. An option's text is only made when the record
 * is asked for ({@link #texts()}), by replaying the ids from the set-up: so the package's fast path (apply by
 * id, random playouts, copies) never prints a choice, and a copy costs one {@code int[]} copy.
 */
final class RecordLog {

    private final GameSetup setup;
    /** The choices the game was read with (a game record's), never changed: shared by copies. */
    private final List<String> prefix;
    private int[] ids;
    private int count;

    RecordLog(GameSetup setup, List<String> prefix) {
        this.setup = setup;
        this.prefix = List.copyOf(prefix);
        this.ids = new int[64];
    }

    private RecordLog(RecordLog other) {
        this.setup = other.setup;
        this.prefix = other.prefix;
        this.ids = Arrays.copyOf(other.ids, Math.max(16, other.count));
        this.count = other.count;
    }

    /** {@return an independent copy} */
    RecordLog copy() {
        return new RecordLog(this);
    }

    /** Notes that the option with this id of the pending decision was applied. */
    void add(int optionId) {
        if (count == ids.length) {
            ids = Arrays.copyOf(ids, count * 2);
        }
        ids[count++] = optionId;
    }

    /** Forgets the option noted last (an undo took it back). */
    void removeLast() {
        if (count == 0) {
            throw new IllegalStateException("no choice to take back: the record holds none since the game was read");
        }
        count--;
    }

    /** {@return the set-up} */
    GameSetup setup() {
        return setup;
    }

    /** {@return every choice as its option text, from the set-up on: the record's prefix, then each id's text} */
    List<String> texts() {
        List<String> out = new ArrayList<>(prefix.size() + count);
        out.addAll(prefix);
        if (count == 0) {
            return out;
        }
        Game g = prefix.isEmpty() ? Game.start(setup) : GameRecord.of(setup, prefix).replay();
        for (int i = 0; i < count; i++) {
            out.add(g.decision().options().get(ids[i]).text());
            g.applyOptionQuietly(ids[i]);
        }
        return out;
    }
}
