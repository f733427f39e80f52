package dev.straggler.core.traces.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.straggler.core.traces.FilterKind;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.model.traces.InMemoryTraceSet;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/** The filters of DiffTrace's Table I, alone and combined. */
class TraceFilterTest {

    static void keeps(FilterKind kind, List<String> kept, List<String> dropped) {
        TraceFilter f = TraceFilter.of(kind);
        for (String name : kept) {
            assertTrue(f.keeps(name), kind + " keeps " + name);
        }
        for (String name : dropped) {
            assertFalse(f.keeps(name), kind + " drops " + name);
        }
    }

    @Test
    void eachPredefinedFilterKeepsItsFunctions() {
        keeps(FilterKind.MPI_ALL, List.of("MPI_Send", "MPI_Comm_rank", "mpi_send_"), List.of("PMPI_Send", "main"));
        keeps(FilterKind.MPI_COLLECTIVES, List.of("MPI_Barrier", "MPI_Allreduce", "MPI_Ibarrier", "MPI_Iallreduce",
                "MPI_Reduce_scatter_block", "MPI_Alltoallv", "MPI_Neighbor_allgather"),
                List.of("MPI_Send", "MPI_Reduce_local", "PMPI_Barrier", "MPI_Wait"));
        keeps(FilterKind.MPI_SEND_RECV, List.of("MPI_Send", "MPI_Isend", "MPI_Recv", "MPI_Irecv", "MPI_Wait",
                "MPI_Ssend", "MPI_Issend", "MPI_Sendrecv", "MPI_Waitall", "MPI_Testsome", "MPI_Iprobe"),
                List.of("MPI_Bcast", "MPI_Init", "PMPI_Send"));
        keeps(FilterKind.MPI_INTERNAL, List.of("PMPI_Send", "MPIDI_CH3I_Progress", "ompi_coll_base_barrier",
                "opal_progress", "mca_pml_ob1_send", "ucp_worker_progress"), List.of("MPI_Send", "main"));
        keeps(FilterKind.OMP_ALL, List.of("GOMP_parallel", "GOMP_barrier", "omp_get_thread_num", "__kmpc_fork_call"),
                List.of("main", "pthread_create"));
        keeps(FilterKind.OMP_CRITICAL, List.of("GOMP_critical_start", "GOMP_critical_end", "GOMP_critical_name_start",
                "__kmpc_critical", "__kmpc_end_critical"), List.of("GOMP_barrier", "omp_set_lock"));
        keeps(FilterKind.OMP_MUTEX, List.of("omp_set_lock", "omp_unset_nest_lock", "pthread_mutex_lock",
                "GOMP_atomic_start"), List.of("GOMP_critical_start", "omp_get_num_threads"));
        keeps(FilterKind.MEMORY, List.of("memcpy", "memset", "malloc", "calloc", "free", "posix_memalign", "mmap"),
                List.of("freeze", "strlen", "main"));
        keeps(FilterKind.NETWORK, List.of("tcp_send", "socket", "connect", "sched_yield", "ibv_post_send"),
                List.of("memcpy", "main"));
        keeps(FilterKind.POLL, List.of("poll", "epoll_wait", "sched_yield", "opal_progress_yield"), List.of("main"));
        keeps(FilterKind.STRING, List.of("strlen", "strcpy", "strncmp", "wcslen", "snprintf", "sprintf"),
                List.of("printf", "main", "memcpy"));
        keeps(FilterKind.EVERYTHING, List.of("main", "MPI_Send", "puts@plt"), List.of());
    }

    @Test
    void primaryFiltersRemoveReturnsAndPltStubs() {
        TraceFilter everything = TraceFilter.of(FilterKind.EVERYTHING, FilterKind.PLT);
        assertFalse(everything.keeps("puts@plt"));
        assertFalse(everything.keeps(".plt.got"));
        assertTrue(everything.keeps("puts"));
        assertTrue(everything.keepsReturns());
        assertFalse(TraceFilter.of(FilterKind.RETURNS).keepsReturns());
        assertTrue(TraceFilter.of(FilterKind.RETURNS).keeps("main"), "no keeping kind: everything is kept");
    }

    /** MPI_Alloc_mem is both an MPI call and a memory function: one event, not two. */
    @Test
    void filtersCombineAndAFunctionMatchedTwiceIsKeptOnce() {
        InMemoryTraceSet.Builder b = InMemoryTraceSet.builder("t", "app", 1);
        b.trace(0, 0).enter("main").mpi("MPI_Init").enter("MPI_Alloc_mem").exit("MPI_Alloc_mem").enter("compute")
                .enter("memcpy").exit("memcpy").exit("compute").mpi("MPI_Finalize").exit("main");
        TraceSet run = b.build();
        TraceKey k = new TraceKey(0, 0);
        TraceFilter mpiAndMemory = TraceFilter.parse("ret,mpi,mem");
        assertEquals(Set.of(FilterKind.RETURNS, FilterKind.MPI_ALL, FilterKind.MEMORY), mpiAndMemory.kinds());
        assertEquals("MPI_Init MPI_Alloc_mem memcpy MPI_Finalize", TraceAnalysis.nlr(run, k, mpiAndMemory, 10).toString());
        assertEquals("MPI_Init MPI_Alloc_mem /MPI_Alloc_mem memcpy /memcpy MPI_Finalize",
                TraceAnalysis.nlr(run, k, TraceFilter.parse("mpi+mem"), 10).toString());
        assertEquals("main compute /compute /main",
                TraceAnalysis.nlr(run, k, TraceFilter.of().withCustom("^(main|compute)$"), 10).toString());
        assertEquals(10, TraceAnalysis.nlr(run, k, TraceFilter.of(), 10).events());
    }

    @Test
    void labelsAndParsing() {
        assertEquals("ret.mpi", TraceFilter.mpi().label());
        TraceFilter f = TraceFilter.parse("RETURNS + plt, mem, custom:^foo(,bar)?$");
        assertEquals("ret.plt.mem.cust", f.label());
        assertEquals(List.of("^foo(,bar)?$"), f.customPatterns());
        assertEquals(f, TraceFilter.of(FilterKind.MEMORY, FilterKind.PLT, FilterKind.RETURNS).withCustom("^foo(,bar)?$"));
        assertEquals("none", TraceFilter.of().label());
    }
}
