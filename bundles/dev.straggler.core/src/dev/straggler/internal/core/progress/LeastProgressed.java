package dev.straggler.internal.core.progress;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;

import dev.straggler.model.DependenceType;

/**
 * The least-progressed (LP) task groups of a PDG (AutomaDeD §4.3).
 * <ol>
 * <li>Candidates: nodes with no outgoing dependence from collectives — no forward/backward edge in
 * which they are the dependent, and no collective wait. Undefined edges have no direction and do not
 * count.</li>
 * <li>If there are several, discard those with a point-to-point dependence on a node that is not a
 * candidate (the elimination rule: the paper's ddcMD case).</li>
 * <li>Among the rest, a candidate blocked waiting (point-to-point) on another candidate has not made
 * the least progress unless that one waits back: keep the candidates in the sink strongly connected
 * components of their point-to-point graph (a receive-receive deadlock keeps both sides).</li>
 * <li>No candidate at all (a cycle of dependencies): the sink strongly connected components of the
 * whole directed dependence graph.</li>
 * </ol>
 */
public final class LeastProgressed {

    private LeastProgressed() {
    }

    static int[] find(List<Pdg.Node> nodes, List<Pdg.Edge> edges) {
        int k = nodes.size();
        BitSet candidate = new BitSet(k);
        candidate.set(0, k);
        for (Pdg.Edge e : edges) {
            if (e.probabilistic() || e.type() == DependenceType.COLLECTIVE) {
                candidate.clear(e.dependent());
            }
        }
        if (candidate.isEmpty()) {
            return sinks(k, edges, null);
        }
        if (candidate.cardinality() > 1) {
            BitSet keep = (BitSet) candidate.clone();
            for (Pdg.Edge e : edges) {
                if (e.type() == DependenceType.POINT_TO_POINT && candidate.get(e.source()) && !candidate.get(e.target())) {
                    keep.clear(e.source());
                }
            }
            if (!keep.isEmpty()) {
                candidate = keep;
            }
        }
        List<Pdg.Edge> p2p = new ArrayList<>();
        for (Pdg.Edge e : edges) {
            if (e.type() == DependenceType.POINT_TO_POINT) {
                p2p.add(e);
            }
        }
        return sinks(k, p2p, candidate);
    }

    /** Nodes (within {@code among}, or all) in strongly connected components with no edge leaving them. */
    private static int[] sinks(int k, List<Pdg.Edge> edges, BitSet among) {
        Graph<Integer, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
        for (int i = 0; i < k; i++) {
            if (among == null || among.get(i)) {
                g.addVertex(i);
            }
        }
        for (Pdg.Edge e : edges) {
            int from = e.dependent(), to = e.dependee();
            if (from >= 0 && g.containsVertex(from) && g.containsVertex(to) && from != to) {
                g.addEdge(from, to);
            }
        }
        List<Set<Integer>> sccs = new KosarajuStrongConnectivityInspector<>(g).stronglyConnectedSets();
        BitSet result = new BitSet(k);
        for (Set<Integer> scc : sccs) {
            boolean leaves = false;
            for (int v : scc) {
                for (DefaultEdge out : g.outgoingEdgesOf(v)) {
                    if (!scc.contains(g.getEdgeTarget(out))) {
                        leaves = true;
                    }
                }
            }
            if (!leaves) {
                scc.forEach(result::set);
            }
        }
        return result.stream().toArray();
    }
}
