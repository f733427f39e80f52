package dev.straggler.internal.core.stacks;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.ProgramPoint;
import dev.straggler.core.stacks.ProgramPoint.Comparison;
import dev.straggler.core.stacks.ProgramPoint.Iter;
import dev.straggler.core.stacks.ProgramPoint.Relation;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.TemporalRefinement.Group;
import dev.straggler.core.stacks.TemporalRefinement.LoopValues;
import dev.straggler.core.stacks.TemporalRefinement.ProgramPoints;
import dev.straggler.core.stacks.TemporalRefinement.Request;
import dev.straggler.core.stacks.TemporalRefinement.Result;
import dev.straggler.core.stacks.TemporalRefinement.Step;
import dev.straggler.model.RankSet;

/**
 * STAT's adaptive refinement (SC'09 §4.3): turns a line-level prefix tree into a chronology-aware one. From a node, the
 * frames down to the first branching point are checked for loops; where the tasks' Loop Order Variable values differ,
 * that frame becomes a new branching point and the step stops there. Otherwise the children of the branching point are
 * ordered by their frames' {@link ProgramPoint}s, with the iteration values only where the tuple has a loop token. Each
 * step yields temporal equivalence classes ({@link Group}) with temporal ranks (T0 = least progressed); a recursive
 * refinement repeats the step in every class, and the least- (most-) progressed tasks are found by following the
 * minimal (maximal) classes down to the leaves.
 * <p>
 * Among several minimal classes that are mutually incomparable (tasks in different branches of one conditional), the
 * least-progressed are those with the fewest tasks: the paper's convention in §5.1 ("the offender represents the only,
 * and therefore, least progressed task executing that branch").
 */
public final class TemporalRefiner {

    private final ProgramPoints points;
    private final LoopValues values;
    private final Map<StackFrame, ProgramPoint> pointCache = new HashMap<>();
    private Map<Integer, Map<StackFrame, Map<String, Long>>> read = Map.of();
    private final Set<String> notes = new LinkedHashSet<>();
    private final List<Step> steps = new ArrayList<>();
    private final Map<Group, Step> below = new HashMap<>();

    private TemporalRefiner(ProgramPoints points, LoopValues values) {
        this.points = points;
        this.values = values;
    }

    /**
     * Refines the tree below {@code start} for its tasks.
     *
     * @param values    the live tasks' loop values, {@code null} when the job is gone (comparisons that need them
     *                  assume the same iteration and say so)
     * @param recursive every class down to the leaves (the whole chronology-aware tree), or one step (the paper's
     *                  menu action)
     */
    public static Result refine(PrefixTree tree, Node start, ProgramPoints points, LoopValues values, boolean recursive) {
        if (tree.granularity() != PrefixTree.Granularity.LINE) {
            throw new IllegalArgumentException("temporal order needs a function+line tree");
        }
        TemporalRefiner r = new TemporalRefiner(points, values);
        r.readValues(start);
        RankSet tasks = start.ranks();
        Step first = r.step(start, tasks, start.frame() != null);
        RankSet lp, mp;
        if (first == null) {
            lp = tasks;
            mp = tasks;
        } else if (recursive) {
            ArrayDeque<Step> todo = new ArrayDeque<>(List.of(first));
            while (!todo.isEmpty()) {
                for (Group g : todo.poll().groups()) {
                    Step below = g.endsHere() ? null : r.findOrStep(g);
                    if (below != null) {
                        todo.add(below);
                    }
                }
            }
            lp = r.follow(first, true);
            mp = r.follow(first, false);
        } else {
            lp = union(extremes(first, true));
            mp = union(extremes(first, false));
        }
        if (!mp.andNot(lp).isEmpty()) { // incomparable classes are both minimal and maximal: name each once
            mp = mp.andNot(lp);
        }
        return new Result(start, Collections.unmodifiableList(r.steps), lp, mp, List.copyOf(r.notes), values != null);
    }

    private ProgramPoint point(Node n) {
        if (n.frame() == null) {
            return null;
        }
        if (pointCache.containsKey(n.frame())) {
            return pointCache.get(n.frame());
        }
        ProgramPoint p = points.of(n.frame());
        pointCache.put(n.frame(), p);
        return p;
    }

    /** One read of every loop variable of every frame below {@code start}, for the tasks under it. */
    private void readValues(Node start) {
        if (values == null) {
            return;
        }
        Map<Integer, List<Request>> requests = new LinkedHashMap<>();
        ArrayDeque<Node> todo = new ArrayDeque<>();
        todo.push(start);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            n.children().forEach(todo::push);
            ProgramPoint p = point(n);
            if (p == null) {
                continue;
            }
            List<String> vars = new ArrayList<>();
            for (Iter i : p.loops()) {
                if (i.variable() != null && !vars.contains(i.variable())) {
                    vars.add(i.variable());
                }
            }
            if (vars.isEmpty()) {
                continue;
            }
            Request req = new Request(n.frame(), vars);
            n.ranks().stream().forEach(rank -> requests.computeIfAbsent(rank, k -> new ArrayList<>()).add(req));
        }
        if (!requests.isEmpty()) {
            List<String> readNotes = new ArrayList<>();
            read = values.read(requests, readNotes);
            notes.addAll(readNotes);
        }
    }

    private List<Long> iterations(int rank, Node n, ProgramPoint p) {
        if (p == null) {
            return List.of();
        }
        Map<String, Long> vars = read.getOrDefault(rank, Map.of()).getOrDefault(n.frame(), Map.of());
        List<Long> out = new ArrayList<>();
        for (Iter i : p.loops()) {
            out.add(i.variable() == null ? null : vars.get(i.variable()));
        }
        return out;
    }

    /** The tasks of {@code ranks} at {@code n}, split by their loop values there (one part when all agree). */
    private List<Group> split(Node n, RankSet ranks, boolean endsHere) {
        ProgramPoint p = point(n);
        Map<List<Long>, RankSet.Builder> parts = new LinkedHashMap<>();
        ranks.stream().forEach(rank -> parts.computeIfAbsent(iterations(rank, n, p), k -> RankSet.builder()).add(rank));
        List<Group> out = new ArrayList<>();
        for (Map.Entry<List<Long>, RankSet.Builder> e : parts.entrySet()) {
            out.add(new Group(n, e.getValue().build(), p, Collections.unmodifiableList(e.getKey()), endsHere, 0));
        }
        return out;
    }

    /**
     * From {@code n} down to the first branching point of {@code tasks} (or to a frame where their loop values differ):
     * the ordered classes there, {@code null} when the tasks never branch.
     */
    private Step step(Node n, RankSet tasks, boolean checkOwnFrame) {
        while (true) {
            if (checkOwnFrame) {
                List<Group> parts = split(n, tasks, false);
                if (parts.size() > 1) {
                    return order(n, true, parts);
                }
            }
            List<Node> kids = new ArrayList<>();
            for (Node c : n.children()) {
                if (!c.ranks().intersect(tasks).isEmpty()) {
                    kids.add(c);
                }
            }
            RankSet here = n.ends().intersect(tasks);
            if (kids.isEmpty()) {
                return null;
            }
            if (kids.size() == 1 && here.isEmpty()) {
                n = kids.get(0);
                checkOwnFrame = true;
                continue;
            }
            List<Group> groups = new ArrayList<>();
            for (Node c : kids) {
                groups.addAll(split(c, c.ranks().intersect(tasks), false));
            }
            if (!here.isEmpty()) {
                groups.add(new Group(n, here, point(n), List.of(), true, 0));
            }
            return order(n, false, groups);
        }
    }

    private Step order(Node at, boolean byLoopValues, List<Group> groups) {
        int k = groups.size();
        boolean[][] before = new boolean[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                Relation r = relation(groups.get(i), groups.get(j));
                before[i][j] = r == Relation.BEFORE;
                before[j][i] = r == Relation.AFTER;
            }
        }
        int[] rank = new int[k];
        for (int round = 0; round < k; round++) { // longest chain of predecessors; k rounds bound a cycle
            boolean changed = false;
            for (int i = 0; i < k; i++) {
                for (int j = 0; j < k; j++) {
                    if (before[j][i] && rank[j] + 1 > rank[i]) {
                        rank[i] = rank[j] + 1;
                        changed = true;
                    }
                }
            }
            if (!changed) {
                break;
            }
        }
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            idx.add(i);
        }
        idx.sort((a, b) -> rank[a] != rank[b] ? Integer.compare(rank[a], rank[b])
                : groups.get(a).ranks().size() != groups.get(b).ranks().size()
                        ? Integer.compare(groups.get(b).ranks().size(), groups.get(a).ranks().size())
                        : Integer.compare(groups.get(a).ranks().first(), groups.get(b).ranks().first()));
        List<Group> sorted = new ArrayList<>();
        int[] pos = new int[k];
        for (int i = 0; i < k; i++) {
            Group g = groups.get(idx.get(i));
            pos[idx.get(i)] = i;
            sorted.add(new Group(g.node(), g.ranks(), g.point(), g.iterations(), g.endsHere(), rank[idx.get(i)]));
        }
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                if (before[i][j]) {
                    pairs.add(new int[] { pos[i], pos[j] });
                }
            }
        }
        pairs.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        Step s = new Step(at, byLoopValues, Collections.unmodifiableList(sorted), Collections.unmodifiableList(pairs));
        steps.add(s);
        return s;
    }

    private Relation relation(Group a, Group b) {
        if (a.endsHere() || b.endsHere()) {
            return Relation.INCOMPARABLE;
        }
        for (Group g : List.of(a, b)) {
            if (g.point() == null) {
                StackFrame f = g.node().frame();
                notes.add("ranks " + g.ranks() + " are not ordered against the others at " + f.describe(true) + ": "
                        + (f.file() == null || f.line() <= 0 ? "the frame has no source line"
                                : "no source for it (give the source directory), or the line is in no function "
                                        + f.function() + " of it"));
            }
        }
        if (a.point() == null || b.point() == null) {
            return Relation.INCOMPARABLE;
        }
        Comparison c = ProgramPoint.compare(a.point(), a.iterations(), b.point(), b.iterations());
        if (c.assumedSameIteration() != null && c.relation() != Relation.INCOMPARABLE) {
            Iter loop = c.assumedSameIteration();
            String why = loop.variable() == null ? "the loop has no Loop Order Variable"
                    : values == null ? "the tasks are not running, so " + loop.variable() + " could not be read"
                            : loop.variable() + " could not be read from every task";
            notes.add("ranks " + a.ranks() + " and " + b.ranks() + " in " + a.point().function() + ": ordered assuming the"
                    + " same iteration of the loop at line " + loop.loopLine() + " (" + why + ")");
        }
        return c.relation();
    }

    /** The minimal (least) or maximal (most) classes of a step. */
    private static List<Group> extremes(Step s, boolean least) {
        List<Group> out = new ArrayList<>();
        for (int i = 0; i < s.groups().size(); i++) {
            boolean extreme = true;
            for (int[] p : s.before()) {
                if (least ? p[1] == i : p[0] == i) {
                    extreme = false;
                    break;
                }
            }
            if (extreme) {
                out.add(s.groups().get(i));
            }
        }
        if (least && out.size() > 1) { // §5.1: of incomparable minimal classes, the fewest tasks
            int min = out.stream().mapToInt(g -> g.ranks().size()).min().getAsInt();
            out.removeIf(g -> g.ranks().size() != min);
        }
        return out;
    }

    private RankSet follow(Step s, boolean least) {
        RankSet.Builder b = RankSet.builder();
        for (Group g : extremes(s, least)) {
            Step below = g.endsHere() ? null : findOrStep(g);
            b.addAll(below == null ? g.ranks() : follow(below, least));
        }
        return b.build();
    }

    /** The step below a class (computed once: the recursive refinement visits every class). */
    private Step findOrStep(Group g) {
        if (below.containsKey(g)) {
            return below.get(g);
        }
        Step s = step(g.node(), g.ranks(), false);
        below.put(g, s);
        return s;
    }

    private static RankSet union(List<Group> groups) {
        RankSet.Builder b = RankSet.builder();
        groups.forEach(g -> b.addAll(g.ranks()));
        return b.build();
    }
}
