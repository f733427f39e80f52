package dev.straggler.model.traces;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;

import dev.straggler.internal.model.traces.FileTraceSet;

/**
 * The runtime's trace files (issue 11; docs/dump-format.md "Trace files") as a {@link TraceSet}: the directory of a
 * run traced with {@code STRAGGLER_TRACE=mpi|functions}. Reading is lazy and streams: opening reads every file's
 * definitions and checks every block, each pass decodes one file block by block, so a trace larger than the heap
 * reads in the recorder's window of memory. A truncated or damaged file is rejected with one
 * {@link TraceInputException} naming it, the byte offset and the likely cause.
 */
public final class TraceFiles {

    private TraceFiles() {
    }

    /** A function as the recorder saw it: the module's path and the offset from its load bias. */
    public record FunctionAddress(String module, long offset) {
        /** {@code libfoo.so+0x1a2b}: the name of a function nobody symbolized. */
        public String standIn() {
            int slash = module.lastIndexOf('/');
            return module.substring(slash + 1) + "+0x" + Long.toHexString(offset);
        }
    }

    /** Names functions (e.g. with addr2line, once per module); a function it leaves out keeps its stand-in. */
    @FunctionalInterface
    public interface FunctionNamer {
        Map<FunctionAddress, String> names(Collection<FunctionAddress> functions);
    }

    /**
     * One trace file: its key in the {@link TraceSet} (null when the file is unreadable), the recorder's thread
     * number and the OpenMP thread number (-1: none), whether it is the thread that initialized MPI and whether
     * function events were recorded; events, distinct functions, raw bytes (4 bytes per event + definitions, the
     * format's measure) and the file's size; how it ends ("end", "cut at a dump", "cut at a crash (signal N)",
     * "unfinished ..."), or the message that rejected it.
     */
    public record Summary(Path file, TraceKey key, int recorderThread, int ompThread, boolean mpiThread,
            boolean functionEvents, long events, int distinctFunctions, long rawBytes, long storedBytes, String ending,
            String error) {
    }

    /** The traces of {@code dir}, functions named by their stand-ins. */
    public static TraceSet open(Path dir) throws TraceInputException {
        return FileTraceSet.open(dir, null);
    }

    /** The traces of {@code dir}, functions named by {@code namer}. */
    public static TraceSet open(Path dir, FunctionNamer namer) throws TraceInputException {
        return FileTraceSet.open(dir, namer);
    }

    /**
     * The traces of one rank of {@code dir} (its threads), functions named by {@code namer}: only that rank's files
     * are read, so another rank's damaged file does not stop it.
     */
    public static TraceSet openRank(Path dir, FunctionNamer namer, int rank) throws TraceInputException {
        return FileTraceSet.openRank(dir, namer, rank);
    }

    /** A summary per trace file of {@code dir}, unreadable files included (with their message). */
    public static List<Summary> summaries(Path dir) throws TraceInputException {
        return FileTraceSet.summaries(dir);
    }
}
