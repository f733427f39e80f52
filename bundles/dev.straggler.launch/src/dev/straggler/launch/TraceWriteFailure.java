package dev.straggler.launch;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;

import dev.straggler.model.RankSet;
import dev.straggler.model.dump.RunDirectory;

/**
 * Tasks of a traced run whose trace files were cut short by a write error: their state file says
 * {@code trace_errno} (docs/dump-format.md "The run directory", the runtime's first failed write of a trace file,
 * trace_file.c), a full file system most often.
 *
 * @param directory the run directory
 * @param ranks     the tasks whose traces were cut short
 * @param errno     the error of the lowest of them
 */
public record TraceWriteFailure(Path directory, RankSet ranks, int errno) {

    /** The text of the errno values a write of a file may end with (Linux, as strerror says them). */
    private static final Map<Integer, String> ERRORS = Map.of(28, "No space left on device", 122,
            "Disk quota exceeded", 27, "File too large", 5, "Input/output error", 30, "Read-only file system", 13,
            "Permission denied", 2, "No such file or directory", 12, "Cannot allocate memory", 24,
            "Too many open files");

    /** The tasks among ranks {@code 0..np-1} of {@code run} whose state file says {@code trace_errno}; empty if none. */
    public static Optional<TraceWriteFailure> of(RunDirectory run, int np) {
        int[] cut = new int[np];
        int n = 0, first = 0;
        for (int r = 0; r < np; r++) {
            Map<String, String> state = RunDirectory.keyValues(run.dir().resolve(String.format("rank-%06d.state", r)));
            int e = errno(state.get("trace_errno"));
            if (e != 0) {
                first = n == 0 ? e : first;
                cut[n++] = r;
            }
        }
        return n == 0 ? Optional.empty()
                : Optional.of(new TraceWriteFailure(run.dir(), RankSet.of(Arrays.copyOf(cut, n)), first));
    }

    private static int errno(String value) {
        try {
            return value == null ? 0 : Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            return 0; // half a line of a write in progress
        }
    }

    /** strerror's text of {@code errno}, or "errno N" for one a file write seldom ends with. */
    public static String errorText(int errno) {
        return ERRORS.getOrDefault(errno, "errno " + errno);
    }

    /** One sentence for the user: which traces, why, where, and the fix. */
    public String message() {
        String which = ranks.size() == 1 ? "the traces of rank " + ranks : "the traces of ranks " + ranks;
        return which + " were cut short: " + errorText(errno) + " on " + directory + "; free space there (or choose"
                + " another directory with --dump-dir) and run again";
    }
}
