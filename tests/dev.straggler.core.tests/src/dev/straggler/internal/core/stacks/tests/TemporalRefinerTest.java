package dev.straggler.internal.core.stacks.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import dev.straggler.core.report.StackTreeReport;
import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.ProgramPoint;
import dev.straggler.core.stacks.ProgramPoint.Branch;
import dev.straggler.core.stacks.ProgramPoint.Element;
import dev.straggler.core.stacks.ProgramPoint.Iter;
import dev.straggler.core.stacks.ProgramPoint.Offset;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.StackTrace;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.core.stacks.TemporalRefinement.Group;
import dev.straggler.core.stacks.TemporalRefinement.Result;
import dev.straggler.core.stacks.TemporalRefinement.Step;
import dev.straggler.internal.core.stacks.TemporalRefiner;
import dev.straggler.model.RankSet;

/**
 * The adaptive refinement (SC'09 §4.3) over hand-made program points of the paper's Poisson solver (Fig. 1/3): main
 * calls poisson at line 30; poisson's loop at line 4 has the LOV {@code it}.
 */
class TemporalRefinerTest {

    static final Iter IT = new Iter(4, "it", true);

    /** Fig. 3's tuples: (5), (6), (15), (17); (7) is get_norm's call. */
    static final Map<Integer, ProgramPoint> POISSON = Map.of(
            5, point("poisson", 1, 0, 3, 0, IT, 1),
            6, point("poisson", 1, 0, 3, 0, IT, 2),
            7, point("poisson", 1, 0, 3, 0, IT, 3),
            15, point("poisson", 1, 0, 3, 0, IT, 10, new Branch(0, 0), 1),
            17, point("poisson", 1, 0, 3, 0, IT, 10, new Branch(2, 1), 1));

    static ProgramPoint point(String function, Object... elements) {
        List<Element> out = new ArrayList<>();
        for (Object o : elements) {
            out.add(o instanceof Integer i ? new Offset(i) : (Element) o);
        }
        return new ProgramPoint(function, out);
    }

    static final TemporalRefinement.ProgramPoints POINTS = f -> switch (f.function()) {
    case "poisson" -> POISSON.get(f.line());
    case "main" -> point("main", 20, 0, 10);
    default -> null;
    };

    /** A task in poisson at {@code line} (below main), optionally deeper in {@code callee}. */
    static StackTrace task(int rank, int line, String callee) {
        List<StackFrame> frames = new ArrayList<>();
        if (callee != null) {
            frames.add(StackFrame.of(callee, null, 0));
        }
        frames.add(StackFrame.of("poisson", "/src/poisson.c", line));
        frames.add(StackFrame.of("main", "/src/poisson.c", 30));
        return new StackTrace(rank, frames);
    }

    /** Loop values by rank (it), recording which ranks were asked. */
    static final class Values implements TemporalRefinement.LoopValues {
        final Map<Integer, Long> it;
        final TreeSet<Integer> asked = new TreeSet<>();

        Values(Map<Integer, Long> it) {
            this.it = it;
        }

        @Override
        public Map<Integer, Map<StackFrame, Map<String, Long>>> read(Map<Integer, List<TemporalRefinement.Request>> requests,
                List<String> notes) {
            Map<Integer, Map<StackFrame, Map<String, Long>>> out = new HashMap<>();
            requests.forEach((rank, reqs) -> {
                asked.add(rank);
                for (TemporalRefinement.Request r : reqs) {
                    if (it.containsKey(rank) && r.variables().contains("it")) {
                        out.computeIfAbsent(rank, k -> new HashMap<>()).put(r.frame(), Map.of("it", it.get(rank)));
                    }
                }
            });
            return out;
        }
    }

    static PrefixTree tree(StackTrace... traces) {
        return PrefixTree.build(List.of(traces), PrefixTree.Granularity.LINE);
    }

    static Group group(Step s, RankSet ranks) {
        return s.groups().stream().filter(g -> g.ranks().equals(ranks)).findFirst()
                .orElseThrow(() -> new AssertionError("no class " + ranks + " in " + s.groups()));
    }

    /**
     * Table 1 and Fig. 5 in one step: (5) before (6) in the same iteration, a later iteration after both, (15) and (17)
     * incomparable; the values split the tasks at (5) into two classes.
     */
    @Test
    void ordersClassesByTuplesAndLoopValues() {
        PrefixTree t = tree(task(0, 6, "sweep_band"), task(1, 6, "sweep_band"), task(2, 5, "exchange_band"),
                task(3, 5, "exchange_band"), task(4, 15, null), task(5, 17, null));
        Values v = new Values(Map.of(0, 3L, 1, 3L, 2, 3L, 3, 4L, 4, 3L, 5, 3L));
        Result r = TemporalRefiner.refine(t, t.root(), POINTS, v, true);
        Step first = r.steps().get(0);
        assertEquals("main", first.at().frame().function());
        assertFalse(first.byLoopValues());
        assertEquals(5, first.groups().size());
        assertEquals(0, group(first, RankSet.of(2)).temporalRank());
        assertEquals(1, group(first, RankSet.of(0, 1)).temporalRank());
        assertEquals(2, group(first, RankSet.of(4)).temporalRank());
        assertEquals(2, group(first, RankSet.of(5)).temporalRank());
        assertEquals(3, group(first, RankSet.of(3)).temporalRank());
        assertEquals(List.of(4L), group(first, RankSet.of(3)).iterations());
        assertEquals(RankSet.of(2), r.leastProgressed());
        assertEquals(RankSet.of(3), r.mostProgressed());
        assertTrue(r.valuesRead());
        assertTrue(r.notes().isEmpty(), r.notes().toString());
        assertEquals(RankSet.range(0, 5), RankSet.unionAll(v.asked.stream().map(RankSet::of).toList()));
        String text = StackTreeReport.text(t, RankSet.EMPTY, List.of(), r);
        assertTrue(text.contains("poisson (poisson.c:5) [T0 it=3: 1: [2]; T3 it=4: 1: [3]]"), text);
        assertTrue(text.contains("Least-progressed: 1: [2]  exchange_band < poisson (poisson.c:5)"), text);
        assertTrue(StackTreeReport.json(t, RankSet.EMPTY, List.of(), r).getAsJsonArray("leastProgressed").toString()
                .equals("[2]"));
    }

    /** §4.3: values read only from the tasks under the refined node; one step at a time. */
    @Test
    void readsOnlyTheTasksOfTheRefinedNode() {
        PrefixTree t = tree(task(0, 6, "sweep_band"), task(1, 6, "sweep_band"), task(2, 6, "sweep_band"),
                task(3, 7, "get_norm"));
        Node main = t.root().children().get(0);
        Node at6 = main.children().stream().filter(n -> n.frame().line() == 6).findFirst().orElseThrow();
        Values v = new Values(Map.of(0, 8L, 1, 8L, 2, 7L, 3, 7L));
        Result r = TemporalRefiner.refine(t, at6, POINTS, v, false);
        assertEquals(new TreeSet<>(List.of(0, 1, 2)), v.asked);
        // the values split the tasks at (6): a new branching point where the refinement stops
        Step s = r.steps().get(0);
        assertTrue(s.byLoopValues());
        assertEquals(at6, s.at());
        assertEquals(0, group(s, RankSet.of(2)).temporalRank());
        assertEquals(1, group(s, RankSet.of(0, 1)).temporalRank());
        assertEquals(1, r.steps().size());
        assertEquals(RankSet.of(2), r.leastProgressed());
    }

    /** Without live tasks the tuples decide as if in the same iteration, and the notes say so. */
    @Test
    void withoutValuesTheTuplesDecideAndTheAssumptionIsNamed() {
        PrefixTree t = tree(task(0, 6, "sweep_band"), task(1, 6, "sweep_band"), task(2, 5, "exchange_band"));
        Result r = TemporalRefiner.refine(t, t.root(), POINTS, null, true);
        assertEquals(RankSet.of(2), r.leastProgressed());
        assertEquals(RankSet.of(0, 1), r.mostProgressed());
        assertFalse(r.valuesRead());
        assertTrue(r.notes().stream().anyMatch(n -> n.contains("assuming the same iteration of the loop at line 4")
                && n.contains("not running")), r.notes().toString());
    }

    /** Different branches only: all minimal; the class with the fewest tasks is the least progressed (§5.1). */
    @Test
    void incomparableBranchesNameTheLoneTask() {
        PrefixTree t = tree(task(0, 15, null), task(1, 15, null), task(2, 15, null), task(3, 17, null));
        Result r = TemporalRefiner.refine(t, t.root(), POINTS, new Values(Map.of(0, 2L, 1, 2L, 2, 2L, 3, 2L)), true);
        Step s = r.steps().get(0);
        assertTrue(s.before().isEmpty());
        assertEquals(0, group(s, RankSet.of(3)).temporalRank());
        assertEquals(0, group(s, RankSet.of(0, 1, 2)).temporalRank());
        assertEquals(RankSet.of(3), r.leastProgressed());
        assertEquals(RankSet.of(0, 1, 2), r.mostProgressed());
    }

    /** Nested loops: the outer iteration decides before the inner one; a decreasing LOV orders the other way. */
    @Test
    void nestedAndDecreasingLoops() {
        Iter outer = new Iter(3, "i", true), inner = new Iter(5, "k", false);
        ProgramPoint p = point("f", 1, 0, 2, 0, outer, 2, 0, inner, 1);
        assertEquals(ProgramPoint.Relation.BEFORE, ProgramPoint.compare(p, List.of(1L, 0L), p, List.of(2L, 9L)).relation());
        assertEquals(ProgramPoint.Relation.BEFORE, ProgramPoint.compare(p, List.of(2L, 9L), p, List.of(2L, 3L)).relation());
        assertEquals(ProgramPoint.Relation.SAME, ProgramPoint.compare(p, List.of(2L, 3L), p, List.of(2L, 3L)).relation());
        ProgramPoint other = point("g", 1, 0, 2);
        assertEquals(ProgramPoint.Relation.INCOMPARABLE, ProgramPoint.compare(p, List.of(), other, List.of()).relation());
        ProgramPoint.Comparison c = ProgramPoint.compare(p, List.of(2L), p, List.of(2L));
        assertEquals(inner, c.assumedSameIteration());
    }
}
