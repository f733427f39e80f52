package dev.straggler.internal.model.profile;

import java.util.List;
import java.util.Map;

/**
 * One {@code profile-rank-NNNNNN.sprof} file as written (docs/dump-format.md "Communication profile"): the header,
 * PINF, ARGV, CTRL, MODS, SITE and, for a crash, CRSH. Frames are module index (into {@link #modules()}, -1 for none)
 * and offset, as in the file.
 *
 * @param fileName       the file's name, for messages
 * @param minor          the format's minor version
 * @param rank           the task's rank
 * @param size           the number of tasks of its run
 * @param end            1 = at MPI_Finalize, 2 = at a hang's dump, 3 = at a crash
 * @param pid            the task's process id
 * @param host           its host
 * @param executable     the executable's path
 * @param startNs        when the task initialized MPI (Unix epoch ns)
 * @param writtenNs      when the file was written
 * @param calls          the task's profiled calls (the next ordinal)
 * @param depth          the call-stack depth the runtime captured
 * @param argv           the command line, {@code argv[0]} first
 * @param arguments      the numeric arguments by argv position
 * @param named          the user-named control features, in the user's order
 * @param modules        the loaded modules
 * @param sites          the call sites
 * @param crash          the crash, {@code null} unless {@code end} is 3
 */
public record ProfileFile(String fileName, int minor, int rank, int size, int end, long pid, String host,
        String executable, long startNs, long writtenNs, long calls, int depth, List<String> argv,
        Map<Integer, Double> arguments, Map<String, Double> named, List<Module> modules, List<Site> sites,
        CrashEntry crash) {

    /** PINF's end values. */
    public static final int END_FINALIZED = 1;
    /** At a hang's dump. */
    public static final int END_HUNG = 2;
    /** At a crash. */
    public static final int END_CRASHED = 3;

    /** A loaded module: path, load bias, GNU build id (empty when none). */
    public record Module(String path, long bias, String buildId) {
    }

    /** A frame: module index (-1: none, offset is the address) and offset. */
    public record FrameRef(int module, long offset) {
    }

    /** A call site: its MPI call, stack (innermost first), traffic and ordinals. */
    public record Site(String call, List<FrameRef> frames, long calls, long messagesSent, long bytesSent,
            long messagesReceived, long bytesReceived, long firstCall, long lastCall) {
    }

    /** The crash: signal number and name, faulting address, stack (frame 0 is the faulting instruction). */
    public record CrashEntry(int signal, String reason, long address, List<FrameRef> frames) {
    }
}
