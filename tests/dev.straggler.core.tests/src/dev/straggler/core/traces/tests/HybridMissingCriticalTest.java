package dev.straggler.core.traces.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.traces.AttributeMode;
import dev.straggler.core.traces.DiffBlock;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.FilterKind;
import dev.straggler.core.traces.Linkage;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceComparison;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * A second bug class, found the same way (DiffTrace §V, Fig. 12–13's misCrit): a hybrid MPI+OpenMP program, 4 ranks
 * of 4 threads in the style of ILCS. Thread 0 of every rank communicates (MPI_Allreduce twice per round, MPI_Bcast);
 * threads 1–3 repeatedly run CPU_Exec and copy an improved result into the shared champion inside a critical section
 * (GOMP_critical_start, memcpy, GOMP_critical_end) every {@code period} iterations. The bug: rank 1's thread 3 copies
 * without the critical section. Expected answer: trace 1.3 is the top suspect, and its diffNLR under the OpenMP
 * filter shows the critical-section loop in the normal run only.
 */
class HybridMissingCriticalTest {

    static final int RANKS = 4, THREADS = 4, ROUNDS = 6, ITERATIONS = 24;

    static TraceSet run(String source, TraceKey buggy) {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder(source, "/opt/examples/ilcs_tsp", RANKS);
        for (int r = 0; r < RANKS; r++) {
            InMemoryTraceSet.TraceBuilder t0 = b.trace(r, 0);
            t0.enter("main").mpi("MPI_Init").mpi("MPI_Comm_size").mpi("MPI_Comm_rank").mpi("MPI_Reduce")
                    .call("CPU_Init").call("malloc").mpi("MPI_Barrier").enter("GOMP_parallel");
            for (int round = 0; round < ROUNDS; round++) {
                t0.mpi("MPI_Allreduce").mpi("MPI_Allreduce");
                if (round % RANKS == r) { // this rank holds the global champion
                    t0.enter("GOMP_critical_start").call("memcpy").enter("GOMP_critical_end");
                }
                t0.mpi("MPI_Bcast");
            }
            t0.exit("GOMP_parallel").mpi("MPI_Finalize").exit("main");
            for (int th = 1; th < THREADS; th++) {
                InMemoryTraceSet.TraceBuilder w = b.trace(r, th);
                boolean bug = buggy != null && buggy.equals(new TraceKey(r, th));
                int period = 2 + (r + th) % 3;
                for (int i = 0; i < ITERATIONS; i++) {
                    w.call("CPU_Exec");
                    if (i % period == period - 1) {
                        if (!bug) {
                            w.enter("GOMP_critical_start");
                        }
                        w.call("memcpy");
                        if (!bug) {
                            w.enter("GOMP_critical_end");
                        }
                    }
                }
            }
        }
        return b.build();
    }

    @Test
    void theThreadThatLostItsCriticalSectionIsTheTopSuspect() {
        TraceKey buggy = new TraceKey(1, 3);
        TraceComparison c = TraceAnalysis.compare(run("misCrit-normal", null), run("misCrit-1-3", buggy));
        TraceFilter omp = TraceFilter.of(FilterKind.RETURNS, FilterKind.OMP_ALL, FilterKind.MEMORY);
        RankingParameters p = new RankingParameters(List.of(TraceFilter.of(FilterKind.RETURNS, FilterKind.PLT), omp,
                TraceFilter.mpi()), AttributeMode.paper(), List.of(Linkage.values()), List.of(10), List.of(2, 3, 4), 5);
        Ranking ranking = c.rank(p);
        assertEquals(378, ranking.rows().size());
        assertEquals(buggy, ranking.top());
        // the MPI filter sees no difference at all: those rows have B = 1 and list nobody
        assertTrue(ranking.rows().stream().filter(r -> r.filter().equals(TraceFilter.mpi()))
                .allMatch(r -> r.bScore() == 1.0 && r.topTraces().isEmpty()));

        DiffNlr d = c.diffNlr(buggy, TraceFilter.of(FilterKind.RETURNS, FilterKind.OMP_CRITICAL), 10);
        // period (1 + 3) % 3 + 2 = 3: 24 / 3 = 8 critical sections in the normal run, none in the faulty one
        assertEquals(List.of(new DiffBlock(DiffBlock.Kind.ONLY_NORMAL, d.normal().entries(), List.of())), d.blocks());
        assertEquals("L0^8", d.normal().toString());
        assertEquals("", d.faulty().toString());
    }
}
