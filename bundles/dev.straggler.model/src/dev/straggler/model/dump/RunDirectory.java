package dev.straggler.model.dump;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.straggler.model.RankSet;

/**
 * A run directory of the runtime as its text files say it (docs/dump-format.md "The run directory"): where the
 * runs are kept by default ({@code $XDG_STATE_HOME/straggler/runs/}, else {@code ~/.local/state/straggler/runs/}),
 * how a run's directory is named ({@code <yyyyMMdd>-<HHmmss>-<app>-<pid>}), and what {@code job.info},
 * {@code complete} and the tasks' state files ({@code rank-NNNNNN.state}) hold. The command line's
 * {@code straggler runs} and the IDE's run history read runs through it; the dumps themselves are
 * {@link StragglerResources}'.
 *
 * @param dir the run's directory
 */
public record RunDirectory(Path dir) {

    /** A frame as a state file writes it: module path and offset (as in the dumps). */
    public record FrameRef(String module, long offset) {
    }

    /**
     * The {@code complete} file: how the coordinating task ended the diagnosis.
     *
     * @param crashedRank −1 when no task crashed
     * @param action      {@code abort}, {@code keep} or {@code crash}
     * @param timeNs      Unix nanoseconds when it was written, 0 when unknown (before format 1.4)
     * @param unread      tasks whose node-local files could not be read: their nodes ({@code unreachedNodes}) were
     *                    down when a partial gather completed the diagnosis without them; empty otherwise
     */
    public record Complete(int np, int dumped, RankSet missing, RankSet dead, RankSet exited, int crashedRank,
            int signal, String action, int exitCode, long timeNs, RankSet unread, List<String> unreachedNodes) {
    }

    /**
     * A task's state file: its last known state (the file stays when the task is killed).
     *
     * @param phase      {@code running}, {@code crashed}, {@code dumped}, {@code dump-failed}, {@code finalizing},
     *                   {@code exited}
     * @param crashedTid the thread that crashed (its stack is the dump's THRD entry of that tid), 0 when none
     * @param stateKind  {@code call} (inside the MPI call) or {@code computation} (after it); empty before MPI_Init
     * @param stateCall  {@code MPI_X}; empty before MPI_Init
     * @param frames     the state's call site, innermost first
     */
    public record TaskState(int rank, long pid, String host, String phase, int signal, long crashedTid,
            String stateKind, String stateCall, double stateSeconds, List<FrameRef> frames, long updatedNs,
            long triggerSeenNs, long dumpNs) {
    }

    /**
     * The front end's file of why each node a partial gather left out could not be read (docs/dump-format.md "Dumps on
     * node-local storage"): {@code format=1}, then {@code <node>=<clause>} per node, the clause one line ("it went down
     * during the job and does not answer now"). Runs gathered before it have {@code unreached_nodes} without it.
     */
    public static final String UNREACHED_NODES = "unreached-nodes";
    private static final String UNREACHED_FORMAT = "1";

    /** The directory under which runs are kept: {@code $XDG_STATE_HOME/straggler/runs}, else {@code ~/.local/state/...}. */
    public static Path runsHome() {
        return runsHome(System.getenv("XDG_STATE_HOME"), System.getProperty("user.home"));
    }

    /** {@link #runsHome()} for the given environment (an XDG_STATE_HOME that is not absolute is ignored, as the spec says). */
    public static Path runsHome(String xdgStateHome, String home) {
        if (xdgStateHome != null && xdgStateHome.startsWith("/")) {
            return Path.of(xdgStateHome, "straggler", "runs");
        }
        return Path.of(home == null || home.isEmpty() ? "." : home, ".local", "state", "straggler", "runs");
    }

    /** A new run's directory under {@code home}, named as the runtime names it. */
    public static Path newRun(Path home, String app, long pid, LocalDateTime time) {
        return home.resolve(time.format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-" + safeName(app) + "-" + pid);
    }

    /** An application's file name as part of a run's name: other characters than letters, digits, . _ - become _. */
    public static String safeName(String app) {
        String base = Path.of(app).getFileName() == null ? app : Path.of(app).getFileName().toString();
        StringBuilder sb = new StringBuilder();
        for (char c : base.toCharArray()) {
            if (sb.length() == 47) {
                break;
            }
            boolean ok = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_'
                    || c == '-';
            sb.append(ok ? c : '_');
        }
        return sb.isEmpty() ? "app" : sb.toString();
    }

    /** The runs under {@code home}, oldest first (their names begin with the time). */
    public static List<RunDirectory> list(Path home) throws IOException {
        List<RunDirectory> runs = new ArrayList<>();
        if (!Files.isDirectory(home)) {
            return runs;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(home, Files::isDirectory)) {
            entries.forEach(p -> runs.add(new RunDirectory(p)));
        }
        runs.sort((a, b) -> a.dir.getFileName().toString().compareTo(b.dir.getFileName().toString()));
        return runs;
    }

    /** {@code job.info}: empty when absent. */
    public Map<String, String> jobInfo() {
        return keyValues(dir.resolve("job.info"));
    }

    /** {@code complete}, when the runtime finished a diagnosis. */
    public Optional<Complete> complete() {
        Map<String, String> c = keyValues(dir.resolve("complete"));
        if (c.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Complete(integer(c.get("np"), 0), integer(c.get("dumped"), 0), ranks(c.get("missing")),
                ranks(c.get("dead")), ranks(c.get("exited")), integer(c.get("crashed"), -1), integer(c.get("signal"), 0),
                c.getOrDefault("action", ""), integer(c.get("exit_code"), 0), number(c.get("time_ns")),
                ranks(c.get("unread")), c.getOrDefault("unreached_nodes", "").isBlank() ? List.of()
                        : List.of(c.get("unreached_nodes").split(","))));
    }

    /**
     * Why each node that {@code complete}'s {@code unreached_nodes} names could not be read, by node, from
     * {@value #UNREACHED_NODES}: empty when the run has no such file (gathered before there was one) or one of a format
     * this reader does not know.
     */
    public Map<String, String> unreachedReasons() {
        Map<String, String> v = keyValues(dir.resolve(UNREACHED_NODES));
        if (!UNREACHED_FORMAT.equals(v.remove("format"))) {
            return Map.of();
        }
        v.values().removeIf(String::isEmpty);
        return Collections.unmodifiableMap(v);
    }

    /**
     * Writes {@value #UNREACHED_NODES}: why each of {@code reasons}' nodes could not be read (a clause each, made one
     * line); removes it when there are none.
     */
    public void writeUnreachedReasons(Map<String, String> reasons) throws IOException {
        Path file = dir.resolve(UNREACHED_NODES);
        if (reasons.isEmpty()) {
            Files.deleteIfExists(file);
            return;
        }
        StringBuilder sb = new StringBuilder("format=").append(UNREACHED_FORMAT).append('\n');
        reasons.forEach((node, clause) -> sb.append(node).append('=').append(clause.replaceAll("\\s+", " ").strip())
                .append('\n'));
        Path tmp = dir.resolve("." + UNREACHED_NODES + ".tmp");
        Files.writeString(tmp, sb, StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The state file of {@code rank}, when the task wrote one. */
    public Optional<TaskState> state(int rank) {
        Path file = dir.resolve(String.format("rank-%06d.state", rank));
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        List<FrameRef> frames = new ArrayList<>();
        Map<String, String> v = new LinkedHashMap<>();
        for (String line : lines(file)) {
            int eq = line.indexOf('=');
            if (eq <= 0) {
                continue;
            }
            String key = line.substring(0, eq).strip(), value = line.substring(eq + 1).strip();
            if (key.equals("frame")) {
                int plus = value.lastIndexOf("+0x");
                if (plus > 0) {
                    try {
                        frames.add(new FrameRef(value.substring(0, plus), Long.parseUnsignedLong(value.substring(plus + 3), 16)));
                    } catch (NumberFormatException e) {
                        // half a line of a write in progress: the frame is left out
                    }
                }
            } else {
                v.put(key, value);
            }
        }
        if (!v.containsKey("rank")) {
            return Optional.empty();
        }
        double seconds;
        try {
            seconds = Double.parseDouble(v.getOrDefault("state_seconds", "0"));
        } catch (NumberFormatException e) {
            seconds = 0;
        }
        return Optional.of(new TaskState(integer(v.get("rank"), rank), number(v.get("pid")), v.getOrDefault("host", ""),
                v.getOrDefault("phase", ""), integer(v.get("signal"), 0), number(v.get("crashed_tid")),
                v.getOrDefault("state_kind", ""),
                v.getOrDefault("state_call", ""), seconds, Collections.unmodifiableList(frames), number(v.get("updated_ns")),
                number(v.get("trigger_seen_ns")), number(v.get("dump_ns"))));
    }

    /** Reads a {@code key=value} file (a later line wins); empty when it does not exist or cannot be read. */
    public static Map<String, String> keyValues(Path file) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String line : lines(file)) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                values.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
            }
        }
        return values;
    }

    private static List<String> lines(Path file) {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return List.of(); // unreadable, or not text: as absent
        }
    }

    private static int integer(String s, int otherwise) {
        try {
            return s == null || s.isEmpty() ? otherwise : Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    private static long number(String s) {
        try {
            return s == null || s.isEmpty() ? 0 : Long.parseLong(s);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static RankSet ranks(String s) {
        try {
            return s == null || s.isBlank() ? RankSet.EMPTY : RankSet.parse(s);
        } catch (RuntimeException e) {
            return RankSet.EMPTY;
        }
    }
}
