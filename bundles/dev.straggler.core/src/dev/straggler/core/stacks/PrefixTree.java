package dev.straggler.core.stacks;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.straggler.model.RankSet;

/**
 * STAT's call-graph prefix tree (SC'09 §2): stack traces merged frame by frame from the outermost frame (under a
 * virtual root) to the innermost; every node carries the {@link RankSet} of the tasks whose stack passes through it.
 * Two trees come from the same traces: {@link Granularity#FUNCTION} merges frames of the same function, and
 * {@link Granularity#LINE} frames of the same function <em>and</em> line (§2: "a function foo may contain multiple
 * call sites to a function bar, which are all equivalent at the function level").
 * <p>
 * The equivalence classes are the tasks grouped by their full path: the rank sets of the nodes where paths end
 * (the leaves, and an inner node when a task's stack is a prefix of another's). Memory is bounded by the number of
 * distinct paths: a node per distinct prefix and one compressed rank set per node, however many tasks share it.
 * Immutable once built.
 */
public final class PrefixTree {

    /** Which frames merge into one node. */
    public enum Granularity {
        /** frames of the same function */
        FUNCTION,
        /** frames of the same function at the same file and line */
        LINE
    }

    /** A node: a frame on the path from the root, and the tasks whose stacks pass through it. */
    public static final class Node {
        private final Node parent;
        private final StackFrame frame;
        private final int depth;
        // building: one child without a map (most nodes of a stack tree have one), a map beyond
        private Object key0;
        private Node child0;
        private Map<Object, Node> more;
        private RankSet.Builder endsBuilder;
        // built
        private List<Node> children = List.of();
        private RankSet ranks = RankSet.EMPTY;
        private RankSet ends = RankSet.EMPTY;

        Node(Node parent, StackFrame frame) {
            this.parent = parent;
            this.frame = frame;
            this.depth = parent == null ? 0 : parent.depth + 1;
        }

        private Node create(Object key) {
            return new Node(this, key instanceof StackFrame f ? f : new StackFrame((String) key, null, 0, null));
        }

        Node child(Object key) {
            if (child0 == null) {
                key0 = key;
                child0 = create(key);
                return child0;
            }
            if (key0.equals(key)) {
                return child0;
            }
            if (more == null) {
                more = new HashMap<>();
            }
            Node n = more.get(key);
            if (n == null) {
                n = create(key);
                more.put(key, n);
            }
            return n;
        }

        void end(int rank) {
            if (endsBuilder == null) {
                endsBuilder = RankSet.builder();
            }
            endsBuilder.add(rank);
        }

        /** The parent, {@code null} for the root. */
        public Node parent() {
            return parent;
        }

        /** The frame of this node ({@code null} for the root); in a function tree without file and line. */
        public StackFrame frame() {
            return frame;
        }

        /** 0 for the root, 1 for the outermost frames. */
        public int depth() {
            return depth;
        }

        /** The children, the largest rank set first (ties: lowest first rank). */
        public List<Node> children() {
            return children;
        }

        /** Whether no stack goes on below this node. */
        public boolean isLeaf() {
            return children.isEmpty();
        }

        /** The tasks whose stacks pass through this node. */
        public RankSet ranks() {
            return ranks;
        }

        /** The tasks whose stacks end at this node (their innermost frame is this node's). */
        public RankSet ends() {
            return ends;
        }

        /** "k: [ranges]" of {@link #ranks()}. */
        public String label() {
            return RankLabels.label(ranks);
        }

        /** The frames from this node up to the root's child: innermost first. */
        public List<StackFrame> path() {
            List<StackFrame> frames = new ArrayList<>(depth);
            for (Node n = this; n.parent != null; n = n.parent) {
                frames.add(n.frame);
            }
            return frames;
        }

        @Override
        public String toString() {
            return (frame == null ? "<root>" : frame.describe(true)) + " " + label();
        }
    }

    /** An equivalence class: the tasks whose stacks follow the same path. */
    public record EquivalenceClass(RankSet ranks, Node node) {
        /** The path, innermost frame first. */
        public List<StackFrame> frames() {
            return node.path();
        }

        /** "k: [ranges]". */
        public String label() {
            return RankLabels.label(ranks);
        }
    }

    private static final Comparator<Node> ORDER = Comparator.comparingInt((Node n) -> -n.ranks.size())
            .thenComparingInt(n -> n.ranks.isEmpty() ? Integer.MAX_VALUE : n.ranks.first());

    private final Granularity granularity;
    private final Node root;
    private final int nodeCount;
    private final int traceCount;
    private final List<EquivalenceClass> classes;

    private PrefixTree(Granularity granularity, Node root, int nodeCount, int traceCount) {
        this.granularity = granularity;
        this.root = root;
        this.nodeCount = nodeCount;
        this.traceCount = traceCount;
        List<EquivalenceClass> found = new ArrayList<>();
        ArrayDeque<Node> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            if (!n.ends.isEmpty()) {
                found.add(new EquivalenceClass(n.ends, n));
            }
            for (int i = n.children.size() - 1; i >= 0; i--) {
                todo.push(n.children.get(i));
            }
        }
        found.sort(Comparator.comparingInt((EquivalenceClass c) -> -c.ranks().size())
                .thenComparingInt(c -> c.ranks().first()));
        this.classes = Collections.unmodifiableList(found);
    }

    /** Merges {@code traces} (frames innermost first) into a tree of {@code granularity}. */
    public static PrefixTree build(Collection<StackTrace> traces, Granularity granularity) {
        Node root = new Node(null, null);
        boolean lines = granularity == Granularity.LINE;
        // line keys drop the module: one canonical key per distinct input frame, not one allocation per frame
        Map<StackFrame, StackFrame> lineKeys = lines ? new HashMap<>() : null;
        for (StackTrace trace : traces) {
            List<StackFrame> frames = trace.frames();
            Node n = root;
            for (int i = frames.size() - 1; i >= 0; i--) {
                StackFrame f = frames.get(i);
                n = n.child(lines ? lineKeys.computeIfAbsent(f, StackFrame::lineKey) : f.functionKey());
            }
            n.end(trace.rank());
        }
        int nodes = finish(root);
        return new PrefixTree(granularity, root, nodes, traces.size());
    }

    /** Computes every node's rank set bottom-up, sorts children; returns the node count (root included). */
    private static int finish(Node root) {
        List<Node> order = new ArrayList<>();
        ArrayDeque<Node> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            order.add(n);
            if (n.child0 != null) {
                List<Node> kids = new ArrayList<>(1 + (n.more == null ? 0 : n.more.size()));
                kids.add(n.child0);
                if (n.more != null) {
                    kids.addAll(n.more.values());
                }
                n.children = kids;
                kids.forEach(todo::push);
            }
            n.key0 = null;
            n.child0 = null;
            n.more = null;
        }
        for (int i = order.size() - 1; i >= 0; i--) { // children before parents
            Node n = order.get(i);
            n.ends = n.endsBuilder == null ? RankSet.EMPTY : n.endsBuilder.build();
            n.endsBuilder = null;
            if (n.children.isEmpty()) {
                n.ranks = n.ends;
            } else if (n.children.size() == 1 && n.ends.isEmpty()) {
                n.ranks = n.children.get(0).ranks;
            } else {
                RankSet.Builder b = RankSet.builder().addAll(n.ends);
                for (Node c : n.children) {
                    b.addAll(c.ranks);
                }
                n.ranks = b.build();
            }
            if (n.children.size() > 1) {
                List<Node> sorted = new ArrayList<>(n.children);
                sorted.sort(ORDER);
                n.children = Collections.unmodifiableList(sorted);
            } else {
                n.children = List.copyOf(n.children);
            }
        }
        return order.size();
    }

    /** The granularity of this tree. */
    public Granularity granularity() {
        return granularity;
    }

    /** The virtual root (no frame); its children are the outermost frames. */
    public Node root() {
        return root;
    }

    /** All tasks of the tree. */
    public RankSet ranks() {
        return root.ranks;
    }

    /** The number of nodes, without the virtual root. */
    public int nodeCount() {
        return nodeCount - 1;
    }

    /** The number of traces merged. */
    public int traceCount() {
        return traceCount;
    }

    /** The equivalence classes, the largest first (ties: lowest first rank). */
    public List<EquivalenceClass> classes() {
        return classes;
    }
}
