package io.github.tongiaki.testkit.properties;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The model-based property of positions in the default build ({@link PositionMutation}): at least 10,000
 * grammar-aware mutants of positions from random and adversarial games, at every kind of decision; each
 * either is refused with a {@code ParseException} at a line and column, or prints back to itself and plays
 * on ({@value PositionMutation#DECISIONS} decisions, one in ten to the end) with every invariant and copy
 * fidelity after every decision. {@code -Dtongiaki.mutants=N} and {@code -Dtongiaki.mutants.seed=S} change
 * the count and the seed; the reliability pass runs a million ({@link ReliabilityTest}). And positions at the edge of
 * the board (issue 37): a tile of a real position moved to the bound on its coordinates on every side, and one hex
 * past it ({@link PositionMutation#edge}; {@code -Dtongiaki.edges=N}).
 */
class PositionMutantsTest {

    /** The default seed of the default build's mutants. */
    static final long SEED = 2_026_112_7L;

    @Test
    @DisplayName("positions: every mutant that parses prints back to itself and plays on under the rules (R-COMP-1, R-EMI-1, R-SETUP-3, D-4)")
    void everyAcceptedMutantPlaysOn() {
        int total = Integer.parseInt(System.getProperty("tongiaki.mutants", "10000").trim());
        long seed = Long.parseLong(System.getProperty("tongiaki.mutants.seed", String.valueOf(SEED)).trim());
        long t0 = System.nanoTime();
        PositionMutation.Corpus corpus = new PositionMutation.Corpus(seed);
        double corpusSeconds = (System.nanoTime() - t0) / 1e9;
        PositionMutation.Tally tally = new PositionMutation.Tally();
        List<String> findings = Collections.synchronizedList(new ArrayList<>());
        Map<String, Integer> kinds = new ConcurrentHashMap<>();
        IntStream.range(0, total).parallel().forEach(i -> {
            long s = ReliabilityTest.mix(seed, i);
            SplittableRandom rnd = new SplittableRandom(s);
            String mutant = PositionMutation.mutate(corpus.pick(rnd), rnd, corpus);
            try {
                PositionMutation.check(mutant, s, i % 10 == 0, true, tally);
            } catch (AssertionError e) {
                findings.add("mutant " + i + " (seed " + seed + "): " + e.getMessage());
            }
        });
        Map<String, Long> parsed = new TreeMap<>();
        tally.parsedByKind.forEach((k, v) -> parsed.put(k, v.sum()));
        System.out.printf(Locale.ROOT, "[positions] %,d mutants (seed %d, -Dtongiaki.mutants.seed to repeat): %,d parsed %s, %,d decisions played, "
                + "%,d to the end (%d unfinished after %,d decisions), %d findings, %.1f s (%.1f s of them for the corpus)%n", tally.mutants.sum(), seed, tally.parsed.sum(), parsed,
                tally.decisions.sum(), tally.toTheEnd.sum(), tally.unfinished.sum(), PositionMutation.LONGEST, findings.size(),
                (System.nanoTime() - t0) / 1e9, corpusSeconds);
        if (!findings.isEmpty()) {
            java.nio.file.Path out = java.nio.file.Path.of("target", "position-mutants-findings.txt");
            try {
                java.nio.file.Files.writeString(out, String.join("\n\n=====\n", findings));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            throw new AssertionError(findings.size() + " findings; the first:\n" + String.join("\n\n", findings.subList(0, Math.min(3, findings.size()))));
        }
        if (tally.mutants.sum() < total || tally.parsed.sum() == 0) {
            throw new AssertionError("too few mutants tried or none parsed: " + tally.mutants.sum() + " / " + tally.parsed.sum());
        }
    }

    /** The seed of the edge family's corpus and choices, apart from the mutants'. */
    static final long EDGE_SEED = 37L;

    @Test
    @DisplayName("positions at the edge of the board on every side: one hex past it refused at the tile, at it every position reached reads back "
            + "and every legal action id is applied")
    void positionsAtTheEdgeOfTheBoard() {
        int total = Integer.parseInt(System.getProperty("tongiaki.edges", "600").trim());
        long t0 = System.nanoTime();
        PositionMutation.Corpus corpus = new PositionMutation.Corpus(EDGE_SEED);
        PositionMutation.Tally tally = new PositionMutation.Tally();
        PositionMutation.Edges edges = new PositionMutation.Edges();
        List<String> findings = Collections.synchronizedList(new ArrayList<>());
        IntStream.range(0, total).parallel().forEach(i -> {
            long s = ReliabilityTest.mix(EDGE_SEED, i);
            SplittableRandom rnd = new SplittableRandom(s);
            try {
                PositionMutation.edge(corpus.all.get(rnd.nextInt(corpus.all.size())), rnd, s, i % 10 == 0, tally, edges);
            } catch (AssertionError e) {
                findings.add("edge position " + i + " (seed " + EDGE_SEED + "): " + e.getMessage());
            }
        });
        System.out.printf(Locale.ROOT, "[positions] %,d positions at the edge of the board (-Dtongiaki.edges=N): %,d tiles one hex past it, "
                + "each refused at its hex; %,d on it, %,d of them accepted and played on (%,d decisions), each position reached read back and "
                + "every legal action id applied; %d findings, %.1f s%n", total, edges.past.sum(), edges.atTheBound.sum(), edges.accepted.sum(),
                tally.decisions.sum(), findings.size(), (System.nanoTime() - t0) / 1e9);
        if (!findings.isEmpty()) {
            throw new AssertionError(findings.size() + " findings; the first:\n" + String.join("\n\n", findings.subList(0, Math.min(3, findings.size()))));
        }
        // most real positions have a tile to move; on the bound, most stay consistent (the pending fields rarely name the tile)
        if (edges.past.sum() < total / 2 || edges.accepted.sum() < edges.atTheBound.sum() / 4) {
            throw new AssertionError("too few edge positions tried or accepted: " + edges.past.sum() + " past, " + edges.accepted.sum() + " of "
                    + edges.atTheBound.sum() + " on the bound accepted");
        }
    }
}
