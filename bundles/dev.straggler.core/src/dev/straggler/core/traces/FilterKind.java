package dev.straggler.core.traces;

/**
 * The predefined filters of DiffTrace's Table I. {@link #RETURNS} and {@link #PLT} remove events; every other kind
 * keeps the functions it matches (a {@link TraceFilter} keeps the union of what its keeping kinds match, and
 * everything when it has none). Names are matched as the trace's function table spells them; the exact patterns are
 * in {@link #pattern()}.
 */
public enum FilterKind {
    /** Removes every return (function exit) event. Paper: "Filter out all returns". */
    RETURNS("ret", null),
    /** Removes PLT stubs ({@code name@plt}, {@code .plt...}). Paper: "Filter out the .plt function calls". */
    PLT("plt", "@plt$|^\\.plt|\\.plt$"),
    /** Keeps MPI calls: {@code MPI_...} (C) and {@code mpi_..._} (Fortran). Paper: "start with MPI_". */
    MPI_ALL("mpi", "^MPI_|^mpi_\\w+_$"),
    /** Keeps MPI collectives, blocking and nonblocking (Barrier, Bcast, (All)reduce, ..., neighbour collectives). */
    MPI_COLLECTIVES("mpicol",
            "^MPI_(?i:i?(barrier|bcast|reduce|allreduce|reduce_scatter(_block)?|gatherv?|allgatherv?|scatterv?"
                    + "|alltoall[vw]?|scan|exscan|neighbor_\\w+))$"),
    /**
     * Keeps point-to-point MPI: the paper's MPI_Send, MPI_Isend, MPI_Recv, MPI_Irecv and MPI_Wait, and the other
     * send modes, Sendrecv and the Wait/Test family.
     */
    MPI_SEND_RECV("mpisr",
            "^MPI_(?i:i?[sbr]?send|i?recv|sendrecv(_replace)?|i?m?probe|i?mrecv|(wait|test)(all|any|some)?)$"),
    /** Keeps the MPI library's own functions ({@code PMPI_}, MPICH's {@code MPID/MPIR/MPII}, Open MPI's {@code ompi_/opal_/mca_}, UCX, PMIx). */
    MPI_INTERNAL("mpiint", "^(PMPI_|MPID|MPIR_|MPII_|MPIU_|ompi_|opal_|orte_|prte_|mca_|pmix_|PMIx_|uc[pts]_)"),
    /** Keeps OpenMP: GNU libgomp ({@code GOMP_}), LLVM/Intel ({@code __kmpc_}) and the {@code omp_} API. */
    OMP_ALL("ompall", "^(GOMP_|__kmpc_|omp_)"),
    /** Keeps entering and leaving critical sections (the paper's OMP_CRITICAL_START / _END). */
    OMP_CRITICAL("ompcrit", "^(GOMP_critical_(name_)?(start|end)|__kmpc_(end_)?critical(_with_hint)?)$"),
    /** Keeps OpenMP locks and mutexes (the paper's "OMP_Mutex calls"), atomics, and pthread mutexes. */
    OMP_MUTEX("ompmutex",
            "^(omp_(init|destroy|set|unset|test)_(nest_)?lock|GOMP_atomic_(start|end)|__kmpc_\\w*lock\\w*"
                    + "|pthread_mutex_\\w+)$"),
    /** Keeps memory functions: names containing {@code mem} or {@code alloc}, {@code free}, {@code mmap}, {@code brk}. */
    MEMORY("mem", "(?i)mem|alloc|^c?free$|mmap|brk$"),
    /** Keeps network functions: names containing net, tcp, udp, sock, connect, accept, ibv_, sched (as the paper lists it). */
    NETWORK("net", "(?i)net|tcp|udp|sock|connect|accept|ibv_|sched"),
    /** Keeps polling and yielding: names containing poll, yield, sched. */
    POLL("poll", "(?i)poll|yield|sched"),
    /** Keeps string functions: {@code str*}, {@code wcs*}, the {@code sprintf} family, {@code sscanf}. */
    STRING("str", "^(str|wcs)\\w*$|^v?sn?printf$|^sscanf$"),
    /** Keeps everything (no function is removed; RETURNS and PLT still apply). */
    EVERYTHING("all", "");

    private final String label;
    private final String pattern;

    FilterKind(String label, String pattern) {
        this.label = label;
        this.pattern = pattern;
    }

    /** The short name used in labels and on the command line ({@code ret}, {@code mpi}, {@code ompcrit}, ...). */
    public String label() {
        return label;
    }

    /**
     * The regular expression a function name is searched for ({@link java.util.regex.Matcher#find()}), or
     * {@code null} for {@link #RETURNS}, which is about the event kind.
     */
    public String pattern() {
        return pattern;
    }

    /** Whether this kind removes events ({@link #RETURNS}, {@link #PLT}) rather than keeping functions. */
    public boolean removes() {
        return this == RETURNS || this == PLT;
    }

    /** The kind whose {@link #label()} or name is {@code text} (case-insensitive), or {@code null}. */
    public static FilterKind of(String text) {
        for (FilterKind k : values()) {
            if (k.label.equalsIgnoreCase(text) || k.name().equalsIgnoreCase(text)) {
                return k;
            }
        }
        return null;
    }
}
