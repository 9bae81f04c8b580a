package io.github.tongiaki.testkit;

import io.github.tongiaki.core.board.Colour;
import io.github.tongiaki.core.engine.Decision;
import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.assertj.core.api.AbstractAssert;

/**
 * AssertJ assertions on a {@link Decision}: its kind, its player and its options, by their texts
 * ({@link Option#text()}, e.g. {@code expand Tonga}, {@code emigrate Tonga/4 via 3}). Failure messages
 * show the decision with its options. Get one with {@link TongiakiAssertions#assertThat(Decision)} or
 * {@link GameAssert#decision()}; from the latter, which knows the game, a failure message ends with the
 * game's complete position text ({@code Position.of(game).text()}, which {@code Position.parse} reads
 * back), as it was when {@code decision()} was called.
 */
public final class DecisionAssert extends AbstractAssert<DecisionAssert, Decision> {

    /** The game the decision is pending in, or null when it is not known. */
    private final Game game;

    /**
     * Creates assertions on a decision.
     *
     * @param actual the decision
     */
    public DecisionAssert(Decision actual) {
        this(actual, null);
    }

    /**
     * Assertions on a decision of a known game ({@link GameAssert}): failures end with its position text.
     *
     * @param actual the decision
     * @param game the game at that decision, or null
     */
    DecisionAssert(Decision actual, Game game) {
        super(actual, DecisionAssert.class);
        this.game = game;
    }

    /**
     * Verifies that the decision is of this kind.
     *
     * @param kind the expected kind
     * @return this
     */
    public DecisionAssert isKind(DecisionKind kind) {
        isNotNull();
        if (actual.kind() != kind) {
            fail("expected a " + kind + " decision, but it is " + Describe.decision(actual));
        }
        return this;
    }

    /**
     * Verifies that this player decides.
     *
     * @param player the player expected to decide
     * @return this
     */
    public DecisionAssert isFor(Colour player) {
        isNotNull();
        if (actual.player() != player) {
            fail("expected a decision for " + player + ", but it is " + Describe.decision(actual));
        }
        return this;
    }

    /**
     * Verifies that the decision is of this kind and for this player.
     *
     * @param kind the expected kind
     * @param player the player expected to decide
     * @return this
     */
    public DecisionAssert isWaitingFor(DecisionKind kind, Colour player) {
        isNotNull();
        if (actual.kind() != kind || actual.player() != player) {
            fail("expected a " + kind + " decision for " + player + ", but it is " + Describe.decision(actual));
        }
        return this;
    }

    /**
     * The options are exactly these texts, in any order.
     *
     * @param texts the option texts
     * @return this
     */
    public DecisionAssert offersExactly(String... texts) {
        isNotNull();
        List<String> offered = texts(actual);
        List<String> missing = missing(offered, texts);
        List<String> extra = new ArrayList<>(offered);
        extra.removeAll(Arrays.asList(texts));
        if (!missing.isEmpty() || !extra.isEmpty() || offered.size() != texts.length) {
            fail("expected exactly the options " + Arrays.toString(texts) + "\n"
                    + (missing.isEmpty() ? "" : "missing: " + missing + "\n") + (extra.isEmpty() ? "" : "not expected: " + extra + "\n")
                    + "in " + all(actual));
        }
        return this;
    }

    /**
     * The options are exactly these texts, in this order (the order of the option ids).
     *
     * @param texts the option texts
     * @return this
     */
    public DecisionAssert offersExactlyInOrder(String... texts) {
        isNotNull();
        if (!texts(actual).equals(Arrays.asList(texts))) {
            fail("expected exactly the options, in order, " + Arrays.toString(texts) + "\nin " + all(actual));
        }
        return this;
    }

    /**
     * The options include these texts.
     *
     * @param texts the option texts
     * @return this
     */
    public DecisionAssert offers(String... texts) {
        isNotNull();
        List<String> missing = missing(texts(actual), texts);
        if (!missing.isEmpty()) {
            fail("expected the options to include " + missing + "\nin " + all(actual));
        }
        return this;
    }

    /**
     * None of the options has one of these texts.
     *
     * @param texts the option texts
     * @return this
     */
    public DecisionAssert doesNotOffer(String... texts) {
        isNotNull();
        List<String> found = new ArrayList<>();
        for (String t : texts) {
            if (actual.find(t).isPresent()) {
                found.add(t);
            }
        }
        if (!found.isEmpty()) {
            fail("expected the options not to include " + found + "\nin " + all(actual));
        }
        return this;
    }

    /**
     * Verifies the number of options.
     *
     * @param count the expected number of options
     * @return this
     */
    public DecisionAssert hasOptionCount(int count) {
        isNotNull();
        if (actual.options().size() != count) {
            fail("expected " + count + " options, but there are " + actual.options().size() + " in " + all(actual));
        }
        return this;
    }

    /** Fails; when the game is known, the message ends with its complete position text. */
    private void fail(String message) {
        failWithMessage("%s", game == null ? message : message + Describe.pasteable(game));
    }

    static List<String> texts(Decision d) {
        List<String> out = new ArrayList<>();
        for (Option o : d.options()) {
            out.add(o.text());
        }
        return out;
    }

    private static List<String> missing(List<String> offered, String... texts) {
        List<String> out = new ArrayList<>();
        for (String t : texts) {
            if (!offered.contains(t.strip())) {
                out.add(t);
            }
        }
        return out;
    }

    /** The decision with every option (Describe shortens long lists; here the options are the point). */
    static String all(Decision d) {
        return "decision #" + d.number() + " " + d.kind() + " for " + d.player() + " (" + d.rule() + ") offering " + texts(d);
    }
}
