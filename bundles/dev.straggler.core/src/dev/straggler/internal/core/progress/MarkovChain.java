package dev.straggler.internal.core.progress;

import java.util.Arrays;
import java.util.BitSet;

/**
 * A Markov model as a compact, immutable transition structure (AutomaDeD §3.1): states are indices
 * {@code 0..size()-1}; an edge {@code x -> y} carries the number of observed transitions, and its
 * probability is that count over all transitions leaving {@code x}. Which states the model contains
 * (a task's local model need not contain every global state) is kept separately, so that a path
 * probability involving a state the model never saw is zero.
 */
public final class MarkovChain {

    private final int size;
    private final BitSet present;
    private final int[] start;   // CSR: edges of x are [start[x], start[x+1])
    private final int[] target;
    private final double[] probability;
    private final long[] count;
    private final int[] reverseStart;
    private final int[] reverseSource;

    private MarkovChain(int size, BitSet present, int[] from, int[] to, long[] counts) {
        this.size = size;
        this.present = present;
        int m = from.length;
        start = new int[size + 1];
        for (int f : from) {
            start[f + 1]++;
        }
        for (int i = 0; i < size; i++) {
            start[i + 1] += start[i];
        }
        target = new int[m];
        count = new long[m];
        probability = new double[m];
        int[] fill = Arrays.copyOf(start, size);
        for (int e = 0; e < m; e++) {
            int k = fill[from[e]]++;
            target[k] = to[e];
            count[k] = counts[e];
        }
        for (int x = 0; x < size; x++) {
            long total = 0;
            for (int k = start[x]; k < start[x + 1]; k++) {
                total += count[k];
            }
            for (int k = start[x]; k < start[x + 1]; k++) {
                probability[k] = total == 0 ? 0 : (double) count[k] / total;
            }
        }
        reverseStart = new int[size + 1];
        for (int t : to) {
            reverseStart[t + 1]++;
        }
        for (int i = 0; i < size; i++) {
            reverseStart[i + 1] += reverseStart[i];
        }
        reverseSource = new int[m];
        int[] rfill = Arrays.copyOf(reverseStart, size);
        for (int x = 0; x < size; x++) {
            for (int k = start[x]; k < start[x + 1]; k++) {
                reverseSource[rfill[target[k]]++] = x;
            }
        }
    }

    /**
     * @param size number of states (global index space)
     * @param present the states this model contains (visited), or {@code null} for every state
     *            that has an edge
     * @param from edge sources
     * @param to edge targets
     * @param counts transition counts (> 0)
     */
    public static MarkovChain of(int size, BitSet present, int[] from, int[] to, long[] counts) {
        if (from.length != to.length || to.length != counts.length) {
            throw new IllegalArgumentException("edge arrays of different lengths");
        }
        BitSet p = present == null ? new BitSet(size) : (BitSet) present.clone();
        for (int e = 0; e < from.length; e++) {
            if (from[e] < 0 || from[e] >= size || to[e] < 0 || to[e] >= size) {
                throw new IllegalArgumentException("edge " + from[e] + "->" + to[e] + " outside 0.." + (size - 1));
            }
            if (counts[e] <= 0) {
                throw new IllegalArgumentException("edge " + from[e] + "->" + to[e] + " has count " + counts[e]);
            }
            if (present == null) {
                p.set(from[e]);
                p.set(to[e]);
            }
        }
        return new MarkovChain(size, p, from, to, counts);
    }

    public int size() {
        return size;
    }

    public boolean contains(int state) {
        return present.get(state);
    }

    public int edgeCount() {
        return target.length;
    }

    int edgesStart(int x) {
        return start[x];
    }

    int edgesEnd(int x) {
        return start[x + 1];
    }

    int edgeTarget(int k) {
        return target[k];
    }

    double edgeProbability(int k) {
        return probability[k];
    }

    int reverseStart(int x) {
        return reverseStart[x];
    }

    int reverseEnd(int x) {
        return reverseStart[x + 1];
    }

    int reverseSource(int k) {
        return reverseSource[k];
    }

    /** Number of observed transitions {@code x -> y} (0 when there is no such edge). */
    public long count(int x, int y) {
        for (int k = start[x]; k < start[x + 1]; k++) {
            if (target[k] == y) {
                return count[k];
            }
        }
        return 0;
    }

    /** Transition probability of {@code x -> y} (0 when there is no such edge). */
    public double transitionProbability(int x, int y) {
        for (int k = start[x]; k < start[x + 1]; k++) {
            if (target[k] == y) {
                return probability[k];
            }
        }
        return 0;
    }
}
