package io.github.tongiaki.testkit;

import static io.github.tongiaki.testkit.TongiakiAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.DecisionKind;
import io.github.tongiaki.core.engine.Game;
import io.github.tongiaki.core.engine.GameSetup;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The jqwik side of the testkit: one-line arbitraries and the {@code @RandomGame} provider. */
class TongiakiArbitrariesTest {

    @Property(tries = 20)
    void aGameAfterFortyDecisionsWithFivePlayersInOneLine(@ForAll @RandomGame(players = 5, decisions = 40) Playthrough p) {
        assertThat(p.players()).isEqualTo(5);
        assertThat(p.decisions()).isLessThanOrEqualTo(40);
        Game g = p.game();
        assertThat(g.decisionNumber()).isEqualTo(p.decisions());
        if (p.decisions() < 40) {
            assertThat(g).isOver();
        }
    }

    @Property(tries = 20)
    void theSameFromAProviderMethod(@ForAll("after40") Playthrough p) {
        assertThat(p.players()).isEqualTo(5);
        assertThat(p.game()).keepsItsInvariants();
    }

    @Provide
    Arbitrary<Playthrough> after40() {
        return TongiakiArbitraries.gamesAfter(40, 5);
    }

    @Property(tries = 20)
    void aPlainPlaythroughIsAWholeGame(@ForAll Playthrough p) {
        assertThat(p.players()).isBetween(2, 6);
        assertThat(p.game()).isOver();
    }

    @Property(tries = 10)
    void loopingPlayers(@ForAll @RandomGame(players = 3, looping = true) Playthrough p) {
        assertThat(p.players()).isEqualTo(3);
        assertThat(p.game()).isOver();
    }

    @Property(tries = 20)
    void setupsAndGames(@ForAll("setups") GameSetup s, @ForAll("games") Playthrough p, @ForAll("upTo") Playthrough q) {
        assertThat(s.players()).hasSizeBetween(2, 6);
        assertThat(p.players()).isEqualTo(2);
        assertThat(q.decisions()).isLessThanOrEqualTo(30);
        assertThat(q.players()).isEqualTo(6);
    }

    @Provide
    Arbitrary<GameSetup> setups() {
        return TongiakiArbitraries.setups();
    }

    @Provide
    Arbitrary<Playthrough> games() {
        return TongiakiArbitraries.games(2);
    }

    @Provide
    Arbitrary<Playthrough> upTo() {
        return TongiakiArbitraries.gamesUpTo(30, 6);
    }

    @Property(tries = 50)
    void illegalChoicesAreRefused(@ForAll("illegal") IllegalAttempt a) {
        a.check();
    }

    @Provide
    Arbitrary<IllegalAttempt> illegal() {
        return TongiakiArbitraries.illegalChoices(4);
    }

    @Property(tries = 20)
    void loopPositions(@ForAll("closed") LoopPosition closed, @ForAll("partial") LoopPosition partial) {
        assertThat(closed.closed()).isTrue();
        assertThat(partial.game()).isWaitingFor(DecisionKind.EMIGRATION);
    }

    @Provide
    Arbitrary<LoopPosition> closed() {
        return TongiakiArbitraries.closedIslands();
    }

    @Provide
    Arbitrary<LoopPosition> partial() {
        return TongiakiArbitraries.partiallyLoopingIslands();
    }
}
