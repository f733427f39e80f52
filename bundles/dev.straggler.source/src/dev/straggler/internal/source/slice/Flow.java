package dev.straggler.internal.source.slice;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;

/**
 * Graph algorithms of the slicer on a control-flow graph given as successor lists over nodes
 * {@code 0..n-1}: post-dominators, control dependence and reaching definitions.
 */
public final class Flow {

    private Flow() {
    }

    /**
     * Immediate post-dominators (Cooper, Harvey and Kennedy's iterative algorithm on the reverse graph).
     * Nodes that cannot reach {@code exit} are treated as if they had an edge to it.
     *
     * @return ipdom[v], -1 for {@code exit}
     */
    public static int[] immediatePostDominators(int[][] succ, int exit) {
        int n = succ.length;
        int[][] pred = new int[n][];
        List<List<Integer>> p = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            p.add(new ArrayList<>());
        }
        for (int a = 0; a < n; a++) {
            for (int b : succ[a]) {
                p.get(b).add(a);
            }
        }
        // reverse graph: edges b -> a for each a -> b; its DFS from exit gives the order
        int[][] rsucc = new int[n][];
        for (int i = 0; i < n; i++) {
            rsucc[i] = p.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        int[][] rpred = succ.clone();
        // nodes not reaching exit: virtual edge v -> exit (in the reverse graph exit -> v)
        BitSet reach = reachable(rsucc, exit);
        List<Integer> extra = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (!reach.get(v)) {
                extra.add(v);
            }
        }
        if (!extra.isEmpty()) {
            int[] es = Arrays.copyOf(rsucc[exit], rsucc[exit].length + extra.size());
            for (int i = 0; i < extra.size(); i++) {
                es[rsucc[exit].length + i] = extra.get(i);
                int v = extra.get(i);
                rpred[v] = Arrays.copyOf(succ[v], succ[v].length + 1);
                rpred[v][succ[v].length] = exit;
            }
            rsucc[exit] = es;
        }
        int[] order = postorder(rsucc, exit, n); // postorder numbers, -1 unreachable
        int[] byNumber = new int[n];
        int count = 0;
        for (int v = 0; v < n; v++) {
            if (order[v] >= 0) {
                byNumber[order[v]] = v;
                count++;
            }
        }
        int[] idom = new int[n];
        Arrays.fill(idom, -1);
        idom[exit] = exit;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int k = count - 1; k >= 0; k--) { // reverse postorder
                int b = byNumber[k];
                if (b == exit) {
                    continue;
                }
                int newIdom = -1;
                for (int q : rpred[b]) {
                    if (order[q] < 0 || idom[q] == -1) {
                        continue;
                    }
                    newIdom = newIdom == -1 ? q : intersect(q, newIdom, idom, order);
                }
                if (newIdom != -1 && idom[b] != newIdom) {
                    idom[b] = newIdom;
                    changed = true;
                }
            }
        }
        idom[exit] = -1;
        return idom;
    }

    private static int intersect(int a, int b, int[] idom, int[] order) {
        while (a != b) {
            while (order[a] < order[b]) {
                a = idom[a];
            }
            while (order[b] < order[a]) {
                b = idom[b];
            }
        }
        return a;
    }

    private static BitSet reachable(int[][] succ, int from) {
        BitSet seen = new BitSet();
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(from);
        seen.set(from);
        while (!stack.isEmpty()) {
            for (int s : succ[stack.pop()]) {
                if (!seen.get(s)) {
                    seen.set(s);
                    stack.push(s);
                }
            }
        }
        return seen;
    }

    private static int[] postorder(int[][] succ, int root, int n) {
        int[] num = new int[n];
        Arrays.fill(num, -1);
        boolean[] visited = new boolean[n];
        int[] next = new int[n];
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(root);
        visited[root] = true;
        int counter = 0;
        while (!stack.isEmpty()) {
            int v = stack.peek();
            if (next[v] < succ[v].length) {
                int w = succ[v][next[v]++];
                if (!visited[w]) {
                    visited[w] = true;
                    stack.push(w);
                }
            } else {
                stack.pop();
                num[v] = counter++;
            }
        }
        return num;
    }

    /**
     * Control dependence (Ferrante, Ottenstein and Warren): node v is control dependent on branch node a
     * when a has a successor b such that v post-dominates b but not a.
     *
     * @return for each node, the nodes it is control dependent on
     */
    public static BitSet[] controlDependence(int[][] succ, int exit) {
        int n = succ.length;
        int[] ipdom = immediatePostDominators(succ, exit);
        BitSet[] cd = new BitSet[n];
        for (int i = 0; i < n; i++) {
            cd[i] = new BitSet();
        }
        for (int a = 0; a < n; a++) {
            if (succ[a].length < 2) {
                continue;
            }
            for (int b : succ[a]) {
                int runner = b;
                int stop = ipdom[a];
                int guard = 0;
                while (runner != -1 && runner != stop && guard++ <= n) {
                    cd[runner].set(a);
                    runner = ipdom[runner];
                }
            }
        }
        return cd;
    }

    /**
     * Reaching definitions: definition d (an index) is generated by node {@code defNode[d]}; {@code kill[v]}
     * lists the definitions node v kills (strong definitions of the same variable elsewhere).
     *
     * @return IN[v]: the definitions reaching the start of node v
     */
    public static BitSet[] reachingDefinitions(int[][] succ, BitSet[] gen, BitSet[] kill) {
        int n = succ.length;
        BitSet[] in = new BitSet[n], out = new BitSet[n];
        List<List<Integer>> pred = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            in[i] = new BitSet();
            out[i] = (BitSet) gen[i].clone();
            pred.add(new ArrayList<>());
        }
        for (int a = 0; a < n; a++) {
            for (int b : succ[a]) {
                pred.get(b).add(a);
            }
        }
        Deque<Integer> work = new ArrayDeque<>();
        boolean[] queued = new boolean[n];
        for (int i = 0; i < n; i++) {
            work.add(i);
            queued[i] = true;
        }
        while (!work.isEmpty()) {
            int v = work.poll();
            queued[v] = false;
            BitSet newIn = new BitSet();
            for (int p : pred.get(v)) {
                newIn.or(out[p]);
            }
            in[v] = newIn;
            BitSet newOut = (BitSet) newIn.clone();
            newOut.andNot(kill[v]);
            newOut.or(gen[v]);
            if (!newOut.equals(out[v])) {
                out[v] = newOut;
                for (int s : succ[v]) {
                    if (!queued[s]) {
                        queued[s] = true;
                        work.add(s);
                    }
                }
            }
        }
        return in;
    }
}
