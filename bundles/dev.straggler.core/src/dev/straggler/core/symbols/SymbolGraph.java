package dev.straggler.core.symbols;

import java.util.Set;

import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;

/** Directed "refers to" graph between symbol names. */
public final class SymbolGraph {

    private final Graph<String, DefaultEdge> graph = new DefaultDirectedGraph<>(DefaultEdge.class);

    /** Records that {@code from} refers to {@code to}. */
    public void addReference(String from, String to) {
        graph.addVertex(from);
        graph.addVertex(to);
        graph.addEdge(from, to);
    }

    /** All symbols known to the graph. */
    public Set<String> symbols() {
        return Set.copyOf(graph.vertexSet());
    }

    /** Number of recorded references. */
    public int referenceCount() {
        return graph.edgeSet().size();
    }
}
