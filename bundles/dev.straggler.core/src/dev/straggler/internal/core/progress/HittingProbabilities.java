package dev.straggler.internal.core.progress;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

import org.ejml.data.DMatrixRMaj;
import org.ejml.data.DMatrixSparseCSC;
import org.ejml.data.DMatrixSparseTriplet;
import org.ejml.interfaces.linsol.LinearSolverSparse;
import org.ejml.ops.DConvertMatrixStruct;
import org.ejml.sparse.FillReducing;
import org.ejml.sparse.csc.factory.LinearSolverFactory_DSCC;

/**
 * Path probabilities of AutomaDeD (Def. 3): the sum over all paths from x to y of their
 * probabilities is, in a Markov chain with cycles, the probability of ever reaching y from x. It
 * is computed as a hitting probability: y is made absorbing and one sparse linear system is solved
 * per target, never by enumerating paths (DESIGN.md §5).
 * <p>
 * Which of Table 1's classes a probability falls in (0, fraction, 1) is decided structurally, not
 * from floating point: h(x) = 0 iff y is unreachable from x; h(x) = 1 iff x cannot reach, without
 * passing through y, a state from which y is unreachable (in a finite chain every path ends, with
 * probability one, in a closed class, and the only closed class that counts is {y}). Only the
 * states in between are unknowns of the linear system {@code (I - Q) h = b}.
 */
public final class HittingProbabilities {

    private final double[] value;
    private final ProbabilityClass[] klass;

    private HittingProbabilities(double[] value, ProbabilityClass[] klass) {
        this.value = value;
        this.klass = klass;
    }

    /** Probability of ever reaching {@code target} from {@code source} (1 when equal). */
    public double probability(int source) {
        return value[source];
    }

    public ProbabilityClass probabilityClass(int source) {
        return klass[source];
    }

    /** Hitting probabilities of {@code target} from every state of {@code chain}. */
    public static HittingProbabilities toTarget(MarkovChain chain, int target) {
        int n = chain.size();
        double[] value = new double[n];
        ProbabilityClass[] klass = new ProbabilityClass[n];
        java.util.Arrays.fill(klass, ProbabilityClass.ZERO);
        if (!chain.contains(target)) {
            return new HittingProbabilities(value, klass);
        }
        // R: states that can reach the target (reverse search from it)
        BitSet canReach = new BitSet(n);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        canReach.set(target);
        queue.add(target);
        while (!queue.isEmpty()) {
            int y = queue.poll();
            for (int k = chain.reverseStart(y); k < chain.reverseEnd(y); k++) {
                int x = chain.reverseSource(k);
                if (!canReach.get(x)) {
                    canReach.set(x);
                    queue.add(x);
                }
            }
        }
        // B: states that can reach a state outside R without passing through the target
        BitSet escapes = new BitSet(n);
        for (int z = 0; z < n; z++) {
            if (!canReach.get(z)) {
                escapes.set(z);
                queue.add(z);
            }
        }
        while (!queue.isEmpty()) {
            int y = queue.poll();
            for (int k = chain.reverseStart(y); k < chain.reverseEnd(y); k++) {
                int x = chain.reverseSource(k);
                if (x != target && !escapes.get(x)) {
                    escapes.set(x);
                    queue.add(x);
                }
            }
        }
        int[] unknownIndex = new int[n];
        int unknowns = 0;
        for (int x = 0; x < n; x++) {
            unknownIndex[x] = -1;
            if (x == target || (canReach.get(x) && !escapes.get(x))) {
                value[x] = 1;
                klass[x] = ProbabilityClass.ONE;
            } else if (canReach.get(x)) {
                klass[x] = ProbabilityClass.FRACTION;
                unknownIndex[x] = unknowns++;
            }
        }
        if (unknowns > 0) {
            solve(chain, target, klass, unknownIndex, unknowns, value);
        }
        return new HittingProbabilities(value, klass);
    }

    private static void solve(MarkovChain chain, int target, ProbabilityClass[] klass, int[] unknownIndex,
            int unknowns, double[] value) {
        DMatrixSparseTriplet a = new DMatrixSparseTriplet(unknowns, unknowns, unknowns * 3);
        DMatrixRMaj b = new DMatrixRMaj(unknowns, 1);
        int n = chain.size();
        for (int x = 0; x < n; x++) {
            int row = unknownIndex[x];
            if (row < 0) {
                continue;
            }
            Map<Integer, Double> entries = new HashMap<>();
            entries.put(row, 1.0);
            double rhs = 0;
            for (int k = chain.edgesStart(x); k < chain.edgesEnd(x); k++) {
                int z = chain.edgeTarget(k);
                double p = chain.edgeProbability(k);
                if (unknownIndex[z] >= 0) {
                    entries.merge(unknownIndex[z], -p, Double::sum);
                } else if (z == target || klass[z] == ProbabilityClass.ONE) {
                    rhs += p;
                }
            }
            for (Map.Entry<Integer, Double> e : entries.entrySet()) {
                a.addItem(row, e.getKey(), e.getValue());
            }
            b.set(row, 0, rhs);
        }
        DMatrixSparseCSC csc = DConvertMatrixStruct.convert(a, (DMatrixSparseCSC) null);
        LinearSolverSparse<DMatrixSparseCSC, DMatrixRMaj> solver = LinearSolverFactory_DSCC.lu(FillReducing.NONE);
        DMatrixRMaj h = new DMatrixRMaj(unknowns, 1);
        if (!solver.setA(csc)) {
            throw new IllegalStateException("singular system for the hitting probabilities of state " + target);
        }
        solver.solve(b, h);
        for (int x = 0; x < n; x++) {
            if (unknownIndex[x] >= 0) {
                // structurally strictly between 0 and 1: keep the value inside the open interval
                double v = h.get(unknownIndex[x], 0);
                value[x] = Math.min(Math.nextDown(1.0), Math.max(Math.nextUp(0.0), v));
            }
        }
    }
}
