package io.github.tongiaki.bots.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.bots.Bots;
import io.github.tongiaki.bots.Match;
import io.github.tongiaki.bots.RandomBot;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;

/**
 * Finding 1 of issue 45 (D-19): a bot handed its seed tries to compute its game's deal seed, and with it the
 * whole stack, through every public derivation over small tournament seeds and deal numbers. In a tournament
 * without a given seed (a fresh one from SecureRandom) it must not find it; with a given small seed it does, as
 * docs/bots.md says (a given seed is for replaying, not for secrecy).
 */
class SeedInversionTest {

    /** The attack's budget: this many one-way derivations, in all. */
    static final int TRIES = 1_000_000;

    /** Deal numbers tried per tournament seed. */
    private static final int DEALS = 15;

    /**
     * The attack of a bot author who knows the host's code: for tournament seeds 0, 1, -1, 2, -2 … and deal numbers
     * 0 to {@value #DEALS} - 1 the candidate deal seeds are {@code dealSeed(T, d)} and {@code T} itself (a single game
     * seeded with {@code T}, as {@code tongiaki watch --seed T}); a candidate is the deal if a bot seed of one of its
     * seats ({@code botSeed}, that is {@code Bots.oneWay(c, seat)}) or its first view seed ({@code Match.viewSeed}) is
     * among the seeds handed to the bots.
     *
     * @param handed the seeds the bots were handed (one bot's, or all the bots' of a tournament together)
     * @param tries the budget of one-way derivations
     * @return the deal seed found, if any
     */
    static OptionalLong invert(Collection<Long> handed, int tries) {
        Set<Long> seeds = new HashSet<>(handed);
        int spent = 0;
        for (long i = 0; spent < tries; i++) {
            long t = (i & 1) == 0 ? i / 2 : -(i + 1) / 2;
            for (int d = -1; d < DEALS && spent < tries; d++) {
                long candidate = d < 0 ? t : Tournament.dealSeed(t, d);
                for (int seat = 0; seat < 6; seat++) {
                    spent++;
                    if (seeds.contains(Tournament.botSeed(candidate, seat))) {
                        return OptionalLong.of(candidate);
                    }
                }
                spent++;
                if (seeds.contains(Match.viewSeed(candidate, 0)) || seeds.contains(Bots.oneWay(candidate, 0x56494557))) {
                    return OptionalLong.of(candidate);
                }
            }
        }
        return OptionalLong.empty();
    }

    /** A tournament of two contestants whose factories note every seed they are handed. */
    private static Tournament spied(ConcurrentLinkedQueue<Long> handed) {
        return Tournament.of(List.of(new Contestant("spy", s -> {
            handed.add(s);
            return new RandomBot(s);
        }), new Contestant("random", s -> {
            handed.add(s);
            return new RandomBot(s);
        }))).games(8).threads(2);
    }

    @Test
    void noBotFindsTheDealOfATournamentWithoutAGivenSeed() {
        ConcurrentLinkedQueue<Long> handed = new ConcurrentLinkedQueue<>();
        TournamentResult r = spied(handed).run();
        assertThat(r.seedGiven()).isFalse();
        assertThat(handed).hasSize(16);
        // All the seeds of the tournament's bots together, 10^6 tries: no deal.
        OptionalLong found = invert(handed, TRIES);
        assertThat(found).as("a deal seed found from the bots' seeds").isEmpty();
        assertThat(r.games()).extracting(GameResult::seed).doesNotContainAnyElementsOf(handed);
        // The seed the result says plays the same games again.
        ConcurrentLinkedQueue<Long> again = new ConcurrentLinkedQueue<>();
        TournamentResult replayed = spied(again).seed(r.seed()).run();
        assertThat(replayed.seedGiven()).isTrue();
        assertThat(replayed.games()).extracting(g -> g.match()).isEqualTo(r.games().stream().map(GameResult::match).toList());
        assertThat(new HashSet<>(again)).isEqualTo(new HashSet<>(handed));
    }

    @Test
    void twoRunsWithoutASeedDealDifferentStacks() {
        Tournament t = spied(new ConcurrentLinkedQueue<>()).games(2);
        assertThat(t.seed()).isEmpty();
        assertThat(t.run().seed()).isNotEqualTo(t.run().seed());
    }

    @Test
    void withASmallGivenSeedTheAttackFindsEveryDealAsTheDocsSay() {
        ConcurrentLinkedQueue<Long> handed = new ConcurrentLinkedQueue<>();
        TournamentResult r = spied(handed).seed(1).run();
        assertThat(r.seedGiven()).isTrue();
        for (GameResult g : r.games()) {
            List<Long> seats = List.of(Tournament.botSeed(g.seed(), 0), Tournament.botSeed(g.seed(), 1));
            assertThat(handed).containsAll(seats);
            assertThat(invert(seats, TRIES)).as("game %d", g.index()).hasValue(g.seed());
        }
    }
}
