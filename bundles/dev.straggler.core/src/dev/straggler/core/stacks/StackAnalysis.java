package dev.straggler.core.stacks;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import dev.straggler.core.stacks.PrefixTree.Granularity;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.TemporalRefinement.Group;
import dev.straggler.core.stacks.TemporalRefinement.LoopValues;
import dev.straggler.core.stacks.TemporalRefinement.ProgramPoints;
import dev.straggler.core.stacks.TemporalRefinement.Result;
import dev.straggler.internal.core.stacks.StackTraces;
import dev.straggler.internal.core.stacks.TemporalRefiner;
import dev.straggler.model.Job;
import dev.straggler.model.RankSet;

/**
 * The stacks of a job as STAT shows them (SC'09), what {@link dev.straggler.core.progress.ProgressAnalysis} is for the
 * PDG: the stack traces of the tasks (from the dumps, or read from a running job), the MPI library's internals folded
 * into the MPI call, merged into the prefix trees at both granularities (built once each, on first use), the
 * frame-to-line lookup between them, and the chronology-aware refinement of the function+line tree with the
 * refinements made so far (the latest decides what a node shows). The command line and the Prefix Tree view both use
 * it; neither builds the pipeline itself.
 * <p>
 * The trees are immutable; the refinements are recorded by {@link #addRefinement} from one thread (the view's UI
 * thread), while {@link #refine} may run on any.
 */
public final class StackAnalysis {

    private final List<StackTrace> traces;
    private final RankSet withoutStack;
    private final boolean allThreads;
    private PrefixTree functionTree;
    private PrefixTree lineTree;
    /** The refinements of the line tree, the latest last. */
    private final List<Result> refinements = new ArrayList<>();
    private final List<String> refinementNotes = new ArrayList<>();

    private StackAnalysis(List<StackTrace> traces, RankSet withoutStack, boolean allThreads) {
        this.traces = traces;
        this.withoutStack = withoutStack;
        this.allThreads = allThreads;
    }

    /**
     * The stacks of a symbolized job: the sampled stack of the MPI thread of every task, or with {@code allThreads}
     * every sampled thread of every task (each labelled by its task's rank); MPI internals folded. The tasks without a
     * stack and the job's missing ranks are {@link #withoutStack()}.
     */
    public static StackAnalysis of(Job job, boolean allThreads) {
        return of(job, allThreads, false);
    }

    /** As {@link #of(Job, boolean)}; with {@code mpiInternals} the frames inside the MPI library are kept. */
    public static StackAnalysis of(Job job, boolean allThreads, boolean mpiInternals) {
        StackTraces.FromJob fromJob = StackTraces.fromJob(job, allThreads);
        RankSet without = job.getMissingRanks() == null ? fromJob.withoutStack()
                : fromJob.withoutStack().union(job.getMissingRanks());
        return new StackAnalysis(StackTraces.withoutMpiInternals(fromJob.traces(), mpiInternals), without, allThreads);
    }

    /**
     * Stacks read elsewhere (a running job read with gdb); {@code withoutStack}: the tasks that could not be read.
     * With {@code mpiInternals} the frames inside the MPI library are kept.
     */
    public static StackAnalysis of(List<StackTrace> traces, RankSet withoutStack, boolean mpiInternals) {
        return new StackAnalysis(StackTraces.withoutMpiInternals(traces, mpiInternals), withoutStack, false);
    }

    /** The number of stack traces merged (0: no task had a sampled stack). */
    public int traceCount() {
        return traces.size();
    }

    /** The tasks without a stack (not sampled, missing from the dumps, or not readable). */
    public RankSet withoutStack() {
        return withoutStack;
    }

    /** Whether every sampled thread is in the trees, not only the MPI threads. */
    public boolean allThreads() {
        return allThreads;
    }

    /** The tree of {@code granularity}. */
    public PrefixTree tree(Granularity granularity) {
        return granularity == Granularity.LINE ? lineTree() : functionTree();
    }

    /** The function-level tree (frames of one function merge). */
    public synchronized PrefixTree functionTree() {
        if (functionTree == null) {
            functionTree = PrefixTree.build(traces, Granularity.FUNCTION);
        }
        return functionTree;
    }

    /** The function+line tree (frames merge when function, file and line agree): the one refinements order. */
    public synchronized PrefixTree lineTree() {
        if (lineTree == null) {
            lineTree = PrefixTree.build(traces, Granularity.LINE);
        }
        return lineTree;
    }

    private boolean inLineTree(Node n) {
        Node root = n;
        while (root.parent() != null) {
            root = root.parent();
        }
        return root == lineTree().root();
    }

    /**
     * The node of the function+line tree for {@code n}: {@code n} itself when it is one; for a node of the function tree
     * the node at its depth on the path of its lowest rank (null when there is none); the root for the root.
     */
    public Node lineNode(Node n) {
        if (n.frame() == null) {
            return lineTree().root();
        }
        if (inLineTree(n)) {
            return n;
        }
        int rank = n.ranks().first();
        Node m = lineTree().root();
        for (int d = 0; d < n.depth() && m != null; d++) {
            Node next = null;
            for (Node c : m.children()) {
                if (c.ranks().contains(rank)) {
                    next = c;
                    break;
                }
            }
            m = next;
        }
        return m;
    }

    /**
     * The frame of {@code n} with its file and line: the node's own in the function+line tree; in the function tree
     * (whose nodes merge lines) the line where the node's lowest rank is. Null for the root.
     */
    public StackFrame sourceFrame(Node n) {
        if (n == null || n.frame() == null) {
            return null;
        }
        if (inLineTree(n)) {
            return n.frame();
        }
        Node m = lineNode(n);
        return m == null ? n.frame() : m.frame();
    }

    /**
     * Refines the function+line tree below {@code start} (a node of either tree, null: the root) with
     * {@link dev.straggler.internal.core.stacks.TemporalRefiner STAT's adaptive refinement}. Records nothing: see
     * {@link #addRefinement}.
     *
     * @param values    the live tasks' loop values, {@code null} when the job is gone
     * @param recursive every class down to the leaves, or one step (the paper's menu action)
     */
    public Result refine(Node start, ProgramPoints points, LoopValues values, boolean recursive) {
        Node s = start == null ? null : lineNode(start);
        return TemporalRefiner.refine(lineTree(), s == null ? lineTree().root() : s, points, values, recursive);
    }

    /**
     * Records {@code r} as the latest refinement (it replaces an earlier one from the same node); its notes and
     * {@code warnings} become the {@link #refinementNotes()}.
     */
    public void addRefinement(Result r, List<String> warnings) {
        refinements.removeIf(old -> old.start() == r.start());
        refinements.add(r);
        refinementNotes.clear();
        refinementNotes.addAll(r.notes());
        refinementNotes.addAll(warnings);
    }

    /** The latest refinement, null before any. */
    public Result latestRefinement() {
        return refinements.isEmpty() ? null : refinements.get(refinements.size() - 1);
    }

    /** What the latest refinement noted (comparisons that assumed the same iteration, sources not found, ...). */
    public List<String> refinementNotes() {
        return refinementNotes;
    }

    /** The temporal classes of {@code n} in the latest refinement that has any there; none outside the line tree. */
    public List<Group> temporalGroups(Node n) {
        if (!refinements.isEmpty() && inLineTree(n)) {
            for (int i = refinements.size() - 1; i >= 0; i--) {
                List<Group> groups = refinements.get(i).groupsAt(n);
                if (!groups.isEmpty()) {
                    return groups;
                }
            }
        }
        return List.of();
    }

    /** The children of {@code n}, refined ones in temporal order (the least progressed first). */
    public List<Node> childrenInOrder(Node n) {
        if (n.children().size() < 2 || refinements.isEmpty() || !inLineTree(n)) {
            return n.children();
        }
        List<Node> kids = new ArrayList<>(n.children());
        kids.sort(Comparator.comparingInt(k -> temporalGroups(k).stream().mapToInt(Group::temporalRank).min()
                .orElse(Integer.MAX_VALUE)));
        return kids;
    }

    /** Whether {@code n} (of the line tree) is on the path of the least-progressed tasks of the latest refinement. */
    public boolean isLeastProgressed(Node n) {
        Result r = latestRefinement();
        return r != null && n.parent() != null && !r.leastProgressed().isEmpty() && inLineTree(n)
                && r.leastProgressed().union(n.ranks()).equals(r.leastProgressed());
    }
}
