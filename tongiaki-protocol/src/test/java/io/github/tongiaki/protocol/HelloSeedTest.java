package io.github.tongiaki.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.bots.Bots;
import io.github.tongiaki.bots.Match;
import io.github.tongiaki.bots.RandomBot;
import io.github.tongiaki.bots.tournament.Contestant;
import io.github.tongiaki.bots.tournament.GameResult;
import io.github.tongiaki.bots.tournament.Tournament;
import io.github.tongiaki.bots.tournament.TournamentResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Finding 1 of issue 45 against an external bot (D-19, PROTOCOL.md 3.1): the seed a program receives in its
 * {@code hello} leads to no game's deal within 10^6 tries of every public derivation over small tournament seeds
 * and deal numbers, in a tournament without a given seed. The hellos are what the programs really received: a
 * Python bot writes every message it gets to a file.
 */
class HelloSeedTest {

    /**
     * The attack of tongiaki-bots' SeedInversionTest, as a bot author would write it against the public API: for
     * tournament seeds 0, 1, -1, 2 … and deals 0 to 14, candidate deal seeds {@code dealSeed(T, d)} and {@code T}; a
     * candidate is the deal if a seat's {@code botSeed} or its first {@code viewSeed} is among the seeds handed out.
     */
    static OptionalLong invert(Collection<Long> handed, int tries) {
        Set<Long> seeds = new HashSet<>(handed);
        int spent = 0;
        for (long i = 0; spent < tries; i++) {
            long t = (i & 1) == 0 ? i / 2 : -(i + 1) / 2;
            for (int d = -1; d < 15 && spent < tries; d++) {
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

    @Test
    @ExtendWith(Python3.class)
    void theSeedInHelloLeadsToNoDealOfATournamentWithoutAGivenSeed(@TempDir Path dir) throws Exception {
        AtomicInteger made = new AtomicInteger();
        Contestant recorder = new Contestant("recorder", s -> new ExternalBot(ExternalBotTest.script("recording_bot.py") + " '"
                + dir.resolve("bot-" + made.incrementAndGet() + ".log") + "'", ExternalBot.DEFAULT_TIMEOUT, s));
        TournamentResult r = Tournament.of(List.of(recorder, new Contestant("random", RandomBot::new))).games(4).threads(2).run();
        assertThat(r.seedGiven()).isFalse();
        assertThat(r.failures()).isEmpty();
        List<Long> hellos = new ArrayList<>();
        for (int b = 1; b <= made.get(); b++) {
            String first = Files.readAllLines(dir.resolve("bot-" + b + ".log")).get(0);
            assertThat(JsonForms.MAPPER.readTree(first).get("type").asText()).isEqualTo("hello");
            hellos.add(JsonForms.MAPPER.readTree(first).get("seed").asLong());
        }
        assertThat(hellos).hasSize(4);
        // What the programs were sent is their seat's bot seed, never a deal's seed...
        Set<Long> botSeeds = new HashSet<>();
        for (GameResult g : r.games()) {
            for (int seat = 0; seat < 2; seat++) {
                botSeeds.add(Tournament.botSeed(g.seed(), seat));
            }
        }
        assertThat(botSeeds).containsAll(hellos);
        assertThat(r.games()).extracting(GameResult::seed).doesNotContainAnyElementsOf(hellos);
        // ... and all of them together lead to no deal within 10^6 tries.
        assertThat(invert(hellos, 1_000_000)).isEmpty();
    }
}
