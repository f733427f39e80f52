package dev.straggler.model.dump;

import java.util.List;
import java.util.Map;

import dev.straggler.internal.model.dump.ReducedReader;
import dev.straggler.model.dump.DumpFile.FrameRef;
import dev.straggler.model.dump.DumpFile.ModuleEntry;
import dev.straggler.model.dump.DumpFile.RankRange;
import dev.straggler.model.dump.DumpFile.StateEntry;
import dev.straggler.model.dump.DumpFile.WaitPart;

/**
 * The content of {@code reduced.sdump} (docs/dump-format.md, "The reduced file"): the result of the runtime's
 * in-situ analysis (DIST or SEMI-DIST over MPI), written by rank 0, as read by {@link ReducedReader}.
 *
 * @param fileName        the file's name
 * @param formatMajor     format major version (1)
 * @param formatMinor     format minor version (1 or later)
 * @param worldSize       number of tasks of the job
 * @param algorithm       {@link #DIST} or {@link #SEMI_DIST}
 * @param tasks           number of tasks whose state is in the result
 * @param triggerRank     the task whose timeout expired first, -1 for a diagnose-now request
 * @param reason          1 = a task's timeout, 2 = diagnose-now request
 * @param expiryNs        when the timeout expired (or the request was seen), Unix epoch ns
 * @param writtenNs       when the file was written, Unix epoch ns
 * @param timeoutSeconds  the timeout in force at rank 0
 * @param timeoutInferred whether it was inferred
 * @param totalSeconds    from {@code expiryNs} to the file written
 * @param phases          seconds per phase, in the order they ran (trigger, states, ...; see the format)
 * @param threadLevel     the thread level MPI granted
 * @param mpiVersion      MPI library version string
 * @param modules         module paths of the frames (bias and build id are not known in situ)
 * @param states          the states the result names (ids 0..n-1)
 * @param occupancy       state id → ranks in it
 * @param samples         sampled stacks of computation-state groups (the lowest rank of each)
 * @param waits           what blocked tasks wait on, grouped
 * @param dependencies    the dependence matrix entries (Algorithm 1 cells, united with Table 2)
 * @param edges           SEMI-DIST: the merged model's edges (empty for DIST)
 * @param channels        since 1.3 (CHAN): the tasks' per-peer counts of posted sends and receives, grouped
 */
public record ReducedDump(String fileName, int formatMajor, int formatMinor, int worldSize, int algorithm, int tasks,
        int triggerRank, int reason, long expiryNs, long writtenNs, double timeoutSeconds, boolean timeoutInferred,
        double totalSeconds, Map<String, Double> phases, int threadLevel, String mpiVersion, List<ModuleEntry> modules,
        List<StateEntry> states, Map<Long, List<RankRange>> occupancy, List<Sample> samples, List<Wait> waits,
        List<Cell> dependencies, List<MergedEdge> edges, List<Channels> channels) {

    /** The file name the runtime writes in the dump directory. */
    public static final String FILE_NAME = "reduced.sdump";
    /** Algorithm code: DIST (Algorithm 2). */
    public static final int DIST = 1;
    /** Algorithm code: SEMI-DIST (Algorithm 3). */
    public static final int SEMI_DIST = 2;

    /** The algorithm as the CLI names it: {@code dist} or {@code semi-dist}. */
    public String algorithmName() {
        return algorithm == DIST ? "dist" : algorithm == SEMI_DIST ? "semi-dist" : "unknown";
    }

    /** SMPL entry: the sampled stack of {@code rank}, one of the tasks in computation state {@code state}. */
    public record Sample(long state, int rank, int flags, List<FrameRef> frames) {
    }

    /**
     * WAIT entry: the tasks {@code ranks} wait the same way: {@code kind} 1 = point-to-point on {@code peers}
     * (world ranks, -1 unknown), 2 = collective over the communicator {@code members}; with the WANY entry of
     * the same index (since 1.2; false and empty before): {@code waitAny} and {@code anySources} as in
     * {@link DumpFile.Current}.
     */
    public record Wait(int kind, int[] peers, List<RankRange> members, List<RankRange> ranks, boolean waitAny,
            List<RankRange> anySources, boolean finalized, List<WaitPart> parts) {

        /** A wait without the WDET entry (format 1.2 and older). */
        public Wait(int kind, int[] peers, List<RankRange> members, List<RankRange> ranks, boolean waitAny,
                List<RankRange> anySources) {
            this(kind, peers, members, ranks, waitAny, anySources, false, List.of());
        }
    }

    /**
     * CHAN entry: the tasks {@code ranks} posted these sends and receives per peer ({@code complete}: every peer
     * they talked to is listed, else only the first ones, the peers of their waits first; {@code anySource}:
     * they posted receives from {@code MPI_ANY_SOURCE}).
     */
    public record Channels(boolean complete, boolean anySource, List<DumpFile.Channel> counts, List<RankRange> ranks) {
    }

    /** DEPS entry: the dependence of state {@code a} on state {@code b}: 1 forward, 2 backward, 3 undefined. */
    public record Cell(long a, long b, int code) {
    }

    /** MEDG entry: a transition of the merged model, total count, and the ranks per distinct per-task count. */
    public record MergedEdge(long from, long to, long total, Map<Long, List<RankRange>> ranksByCount) {
    }
}
