package dev.straggler.internal.core.traces.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.traces.ConceptLattice;
import dev.straggler.internal.core.traces.ConceptLattice.Concept;

/**
 * Godin's incremental concept lattice (DiffTrace §III-B) and the Jaccard matrix read from it (the intent of two
 * traces' lowest common concept), against the paper's example and, on random contexts, against the concepts and
 * the Jaccard indices computed directly.
 */
class ConceptLatticeTest {

    // attributes of Table IV
    static final int INIT = 0, SIZE = 1, RANK = 2, L0 = 3, L1 = 4, FINALIZE = 5;

    @Test
    void oddEvenContextOfTableIVGivesTheLatticeOfFig4AndTheJsmOfFig5() {
        ConceptLattice lattice = new ConceptLattice();
        int[] even = { INIT, SIZE, RANK, L0, FINALIZE }, odd = { INIT, SIZE, RANK, L1, FINALIZE };
        lattice.add(even);
        lattice.add(odd);
        lattice.add(even);
        lattice.add(odd);
        // top (all traces, the four shared calls), {T0, T2} + L0, {T1, T3} + L1, bottom (no trace, everything)
        Set<String> concepts = new HashSet<>();
        for (Concept c : lattice.concepts()) {
            concepts.add(c.extent() + " " + Arrays.toString(c.intent()));
        }
        assertEquals(Set.of("{0, 1, 2, 3} [0, 1, 2, 5]", "{0, 2} [0, 1, 2, 3, 5]", "{1, 3} [0, 1, 2, 4, 5]",
                "{} [0, 1, 2, 3, 4, 5]"), concepts);
        double[][] j = lattice.jaccard();
        assertEquals(1.0, j[0][2]);
        assertEquals(1.0, j[1][3]);
        assertEquals(4.0 / 6, j[0][1]);
        assertEquals(4.0 / 6, j[3][2]);
        assertEquals(1.0, j[2][2]);
    }

    @Test
    void emptyAttributeSetsAreIdenticalToEachOtherAndUnlikeAnythingElse() {
        ConceptLattice lattice = new ConceptLattice();
        lattice.add(new int[0]);
        lattice.add(new int[] { 3 });
        lattice.add(new int[0]);
        double[][] j = lattice.jaccard();
        assertEquals(1.0, j[0][2]);
        assertEquals(0.0, j[0][1]);
        assertEquals(1.0, j[1][1]);
    }

    /** Property: on random contexts the lattice's JSM equals the Jaccard index of the attribute sets, pair by pair. */
    @Test
    void jaccardFromTheLatticeEqualsTheDirectJaccardOfTheAttributeSets() {
        Random random = new Random(2019);
        for (int round = 0; round < 200; round++) {
            int objects = 1 + random.nextInt(40), attributes = 1 + random.nextInt(12);
            double density = 0.1 + 0.8 * random.nextDouble();
            List<int[]> context = randomContext(random, objects, attributes, density);
            ConceptLattice lattice = new ConceptLattice();
            context.forEach(lattice::add);
            double[][] j = lattice.jaccard();
            for (int g = 0; g < objects; g++) {
                for (int h = 0; h < objects; h++) {
                    assertEquals(ConceptLattice.jaccard(context.get(g), context.get(h)), j[g][h],
                            "round " + round + ", objects " + g + ", " + h);
                }
            }
        }
    }

    /**
     * Property: the incremental lattice has exactly the formal concepts of the context (closed pairs, found by brute
     * force over attribute subsets), and its edges are exactly the covering pairs.
     */
    @Test
    void theLatticeHoldsEveryConceptAndItsCoveringEdges() {
        Random random = new Random(5);
        for (int round = 0; round < 100; round++) {
            int objects = 1 + random.nextInt(10), attributes = 1 + random.nextInt(8);
            List<int[]> context = randomContext(random, objects, attributes, 0.2 + 0.6 * random.nextDouble());
            ConceptLattice lattice = new ConceptLattice();
            context.forEach(lattice::add);
            Set<String> expected = new HashSet<>();
            BitSet allAttributes = new BitSet();
            context.forEach(a -> Arrays.stream(a).forEach(allAttributes::set));
            for (int mask = 0; mask < 1 << attributes; mask++) {
                // closure of the attribute set 'mask': B'' = (B')'
                BitSet extent = new BitSet();
                for (int g = 0; g < objects; g++) {
                    if (has(context.get(g), mask)) {
                        extent.set(g);
                    }
                }
                int closed = extent.isEmpty() ? bits(allAttributes) : common(context, extent);
                if (closed == mask) {
                    expected.add(extent + " " + Arrays.toString(toArray(mask)));
                }
            }
            Set<String> actual = new HashSet<>();
            for (Concept c : lattice.concepts()) {
                actual.add(c.extent() + " " + Arrays.toString(c.intent()));
            }
            assertEquals(expected, actual, "round " + round + " " + describe(context));
            List<Concept> all = lattice.concepts();
            int[] masks = all.stream().mapToInt(c -> Arrays.stream(c.intent()).map(a -> 1 << a).sum()).toArray();
            for (int c = 0; c < all.size(); c++) {
                for (int d = 0; d < all.size(); d++) {
                    boolean covers = c != d && (masks[c] & masks[d]) == masks[c];
                    for (int e = 0; covers && e < all.size(); e++) {
                        if (e != c && e != d && (masks[c] & masks[e]) == masks[c] && (masks[e] & masks[d]) == masks[e]) {
                            covers = false;
                        }
                    }
                    assertEquals(covers, all.get(c).children().contains(all.get(d)), "round " + round + ": " + all.get(c)
                            + " -> " + all.get(d));
                    assertEquals(covers, all.get(d).parents().contains(all.get(c)), "round " + round);
                }
            }
        }
    }

    static List<int[]> randomContext(Random random, int objects, int attributes, double density) {
        List<int[]> context = new ArrayList<>();
        for (int g = 0; g < objects; g++) {
            List<Integer> a = new ArrayList<>();
            for (int m = 0; m < attributes; m++) {
                if (random.nextDouble() < density) {
                    a.add(m);
                }
            }
            context.add(a.stream().mapToInt(Integer::intValue).toArray());
        }
        return context;
    }

    private static boolean has(int[] attributes, int mask) {
        int m = 0;
        for (int a : attributes) {
            m |= 1 << a;
        }
        return (m & mask) == mask;
    }

    private static int common(List<int[]> context, BitSet extent) {
        int m = -1;
        for (int g = extent.nextSetBit(0); g >= 0; g = extent.nextSetBit(g + 1)) {
            int mg = 0;
            for (int a : context.get(g)) {
                mg |= 1 << a;
            }
            m &= mg;
        }
        return m;
    }

    private static int bits(BitSet b) {
        int m = 0;
        for (int i = b.nextSetBit(0); i >= 0; i = b.nextSetBit(i + 1)) {
            m |= 1 << i;
        }
        return m;
    }

    private static int[] toArray(int mask) {
        return BitSet.valueOf(new long[] { mask }).stream().toArray();
    }

    private static String describe(List<int[]> context) {
        StringBuilder b = new StringBuilder();
        context.forEach(a -> b.append(Arrays.toString(a)));
        return b.toString();
    }

    @Test
    void objectConceptsHaveTheObjectsAttributesAsIntent() {
        Random random = new Random(3);
        List<int[]> context = randomContext(random, 30, 12, 0.5);
        ConceptLattice lattice = new ConceptLattice();
        context.forEach(lattice::add);
        for (int g = 0; g < context.size(); g++) {
            assertTrue(Arrays.equals(context.get(g), lattice.objectConcept(g).intent()));
            assertTrue(lattice.objectConcept(g).extent().get(g));
        }
    }
}
