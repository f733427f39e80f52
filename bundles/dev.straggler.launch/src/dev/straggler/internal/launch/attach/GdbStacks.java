package dev.straggler.internal.launch.attach;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.StackTrace;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.attach.AttachTarget;

/**
 * Attach mode: the stacks of every thread of running processes, read with gdb in batch mode
 * ({@code gdb -p PID -batch -nx -ex "thread apply all bt"}), one gdb per process of this machine, in parallel, each
 * bounded by a timeout; on other nodes one gdb session per node through a {@link RemoteShell} (see
 * {@link RemoteProcesses}), nodes in parallel. gdb detaches when it is done, so the job goes on as it was. When the
 * kernel refuses to let us trace a process, the message names the cause (Yama's {@code ptrace_scope}, another
 * tracer, another user, a container without {@code CAP_SYS_PTRACE}) and the fix.
 */
public final class GdbStacks {

    /** The threads' stacks of one process, or why there are none. */
    public record ProcessStacks(AttachTarget target, List<StackTrace> threads, String error) {
        /** The stack of the process's main thread (tid = pid), the MPI thread of almost every MPI program. */
        public StackTrace mainThread() {
            for (StackTrace t : threads) {
                if (t.thread() == target.pid()) {
                    return t;
                }
            }
            return threads.isEmpty() ? null : threads.get(threads.size() - 1);
        }
    }

    private static final Pattern THREAD = Pattern.compile("^Thread \\d+ \\(.*?(?:LWP|process) (\\d+)\\).*");
    private static final Pattern FRAME = Pattern.compile(
            "^#(\\d+)\\s+(?:0x[0-9a-fA-F]+ in )?(.+?) \\((?:[^()]|\\([^()]*\\))*\\)(?: at (.+):(\\d+))?(?: from (\\S.*))?\\s*$");
    private static final Pattern SPECIAL_FRAME = Pattern.compile("^#(\\d+)\\s+(?:0x[0-9a-fA-F]+ in )?<(.+)>\\s*$");

    /** The settings every gdb gets first: plain, unpaged output without frame arguments. */
    static final List<String> SETTINGS = List.of("set pagination off", "set width 0", "set confirm off",
            "set print frame-arguments none");
    /** At most this many nodes are worked on at once (each a remote shell waiting on its node). */
    static final int HOST_THREADS = 16;

    private final String gdb;
    private final long timeoutSeconds;
    private final RemoteShell rsh;

    /**
     * gdb from {@code -Dstraggler.gdb} or the PATH, each attach (each node's session) bounded by
     * {@code timeoutSeconds}, other nodes reached through {@code rsh}.
     */
    public GdbStacks(long timeoutSeconds, RemoteShell rsh) {
        this(System.getProperty("straggler.gdb", "gdb"), timeoutSeconds, rsh);
    }

    public GdbStacks(String gdb, long timeoutSeconds, RemoteShell rsh) {
        this.gdb = gdb;
        this.timeoutSeconds = timeoutSeconds;
        this.rsh = rsh;
    }

    /**
     * Reads the stacks of every target, in parallel. A process that cannot be read has an {@link ProcessStacks#error()}.
     *
     * @throws LaunchException when gdb is missing, or when no process at all could be read (with the cause and fix)
     */
    public List<ProcessStacks> read(List<AttachTarget> targets) throws LaunchException {
        String tool = targets.stream().anyMatch(t -> AttachTargets.isThisHost(t.host())) ? findGdb() : null;
        List<Attached> attached = attachAll(tool, targets,
                t -> List.of("set backtrace past-main on", "thread apply all bt"));
        List<ProcessStacks> out = new ArrayList<>();
        for (int i = 0; i < targets.size(); i++) {
            out.add(stacks(targets.get(i), attached.get(i)));
        }
        if (out.stream().allMatch(p -> p.error() != null)) {
            ProcessStacks first = out.get(0);
            List<String> causes = failures(out);
            throw new LaunchException(out.size() == 1 ? first.error()
                    : "could not read the stack of any of the " + out.size() + " processes; "
                            + String.join("\n", causes));
        }
        return out;
    }

    /**
     * The failures of {@code stacks}, one line per cause: the processes that failed alike (a node that cannot be
     * reached, a node without gdb) share one line naming their ranks.
     */
    public static List<String> failures(List<ProcessStacks> stacks) {
        Map<String, List<AttachTarget>> byError = new LinkedHashMap<>();
        for (ProcessStacks p : stacks) {
            if (p.error() != null) {
                byError.computeIfAbsent(p.error(), k -> new ArrayList<>()).add(p.target());
            }
        }
        List<String> out = new ArrayList<>();
        byError.forEach((error, targets) -> {
            AttachTarget t = targets.get(0);
            out.add(targets.size() == 1 ? "rank " + t.rank() + " (process " + t.pid() + "): " + error
                    : "ranks " + targets.stream().map(x -> Integer.toString(x.rank())).collect(Collectors.joining(","))
                            + ": " + error);
        });
        return out;
    }

    private ProcessStacks stacks(AttachTarget target, Attached a) {
        if (a.error() != null) {
            return new ProcessStacks(target, List.of(), a.error());
        }
        List<StackTrace> threads = parse(a.output(), target.rank());
        if (threads.isEmpty()) {
            return new ProcessStacks(target, List.of(), explainFailure(target, a));
        }
        return new ProcessStacks(target, threads, null);
    }

    /**
     * Runs {@code commands} of each target in a gdb attached to it: on this machine one gdb per process with
     * {@code localTool}, in parallel; on every other node one gdb session for all its processes through the remote
     * shell, nodes in parallel. Results in the targets' order.
     */
    List<Attached> attachAll(String localTool, List<AttachTarget> targets,
            Function<AttachTarget, List<String>> commands) {
        Map<String, List<Integer>> byHost = new LinkedHashMap<>(); // "" = this machine
        for (int i = 0; i < targets.size(); i++) {
            String host = targets.get(i).host();
            byHost.computeIfAbsent(AttachTargets.isThisHost(host) ? "" : host, k -> new ArrayList<>()).add(i);
        }
        Attached[] out = new Attached[targets.size()];
        List<String> hosts = new ArrayList<>(byHost.keySet());
        eachInParallel(hosts, HOST_THREADS, host -> {
            List<Integer> indices = byHost.get(host);
            List<AttachTarget> mine = indices.stream().map(targets::get).toList();
            List<Attached> results = host.isEmpty()
                    ? eachInParallel(mine, localThreads(), t -> attach(localTool, t, commands.apply(t), timeoutSeconds),
                            (t, e) -> new Attached("", "gdb failed: " + e, null))
                    : RemoteProcesses.session(rsh, host, mine, commands, timeoutSeconds);
            for (int i = 0; i < indices.size(); i++) {
                out[indices.get(i)] = results.get(i);
            }
            return null;
        }, (host, e) -> {
            for (int i : byHost.get(host)) {
                out[i] = new Attached("", (host.isEmpty() ? "" : host + ": ") + "gdb failed: " + e, null);
            }
            return null;
        });
        return List.of(out);
    }

    /** gdb waits mostly on the kernel: a few more than the cores. */
    private static int localThreads() {
        return Math.max(4, Runtime.getRuntime().availableProcessors() * 2);
    }

    /** {@code each} of the items on at most {@code maxThreads} threads; results in the items' order. */
    public static <I, T> List<T> eachInParallel(List<I> items, int maxThreads, Function<I, T> each,
            BiFunction<I, Exception, T> failed) {
        int threads = Math.max(1, Math.min(items.size(), maxThreads));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "straggler-gdb");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (I item : items) {
                futures.add(pool.submit(() -> each.apply(item)));
            }
            List<T> out = new ArrayList<>();
            for (int i = 0; i < futures.size(); i++) {
                try {
                    out.add(futures.get(i).get());
                } catch (Exception e) {
                    out.add(failed.apply(items.get(i), e));
                }
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The gdb to run: a path, or a name looked up on the PATH. */
    String findGdb() throws LaunchException {
        String found = locate(gdb);
        if (found != null) {
            return found;
        }
        throw new LaunchException("gdb is not installed (attach mode reads the stacks with it): apt-get install gdb"
                + " (or dnf install gdb), or point -Dstraggler.gdb at it");
    }

    /** {@code program} if it is an executable path, else its executable file on the PATH; null when there is none. */
    public static String locate(String program) {
        if (program.contains("/")) {
            return Files.isExecutable(Path.of(program)) ? program : null;
        }
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, program);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }

    /**
     * What a gdb attached to a process printed, or why it could not run; for a process of another node the facts
     * that explain a refused attach (null on this machine: read from /proc when needed).
     */
    record Attached(String output, String error, PtraceDiagnosis.Facts facts) {
    }

    /**
     * Runs {@code gdb -p PID -batch -nx} with {@code commands} (after settings for plain, unpaged output) and detaches,
     * bounded by {@code timeoutSeconds}: the one way Straggler attaches to a task (stacks, loop variables).
     */
    static Attached attach(String tool, AttachTarget target, List<String> commands, long timeoutSeconds) {
        long pid = target.pid();
        String tracer = PtraceDiagnosis.otherTracer(pid);
        if (tracer != null) { // certain to fail; the other causes are only looked at when gdb was refused
            return new Attached("", tracer, null);
        }
        List<String> cmd = new ArrayList<>(List.of(tool, "-p", Long.toString(pid), "-batch", "-nx"));
        for (String c : SETTINGS) {
            cmd.add("-ex");
            cmd.add(c);
        }
        for (String c : commands) {
            cmd.add("-ex");
            cmd.add(c);
        }
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("LC_ALL", "C");
        pb.environment().put("DEBUGINFOD_URLS", "");
        BoundedProcess.Outcome o = BoundedProcess.run(pb, timeoutSeconds, "gdb"); // gdb detaches on SIGTERM
        if (o.startFailure() != null) {
            return new Attached("", "cannot run " + tool + ": " + o.startFailure(), null);
        }
        if (o.timedOut()) {
            return new Attached("", "gdb did not finish within " + timeoutSeconds
                    + " s (a large program loads its symbols slowly: raise --attach-timeout)", null);
        }
        if (o.interrupted()) {
            return new Attached("", "interrupted", null);
        }
        return new Attached(o.output(), null, null);
    }

    /** Why gdb printed nothing useful for {@code target}: it ended, the kernel refused (with the cause), or gdb's words. */
    static String explainFailure(AttachTarget target, Attached a) {
        long pid = target.pid();
        PtraceDiagnosis.Facts facts = a.facts();
        String text = a.output();
        String where = facts == null ? "" : facts.where();
        boolean gone = facts == null ? !Files.isDirectory(Path.of("/proc/" + pid)) : facts.owner() < 0;
        if (text.contains("No such process") || gone) {
            return "process " + pid + where + " ended before gdb could attach";
        }
        if (text.contains("Operation not permitted") || text.contains("Could not attach")) {
            String cause = facts == null ? PtraceDiagnosis.refusalCause(pid) : PtraceDiagnosis.refusalCause(facts);
            return cause != null ? cause : PtraceDiagnosis.generic(pid, where);
        }
        String last = RemoteShell.lastLine(text);
        return "gdb printed no stack for process " + pid + where + (last.isEmpty() ? "" : ": " + last);
    }

    /** The threads' stacks in gdb's {@code thread apply all bt} output (frames innermost first). */
    public static List<StackTrace> parse(String gdbOutput, int rank) {
        List<StackTrace> threads = new ArrayList<>();
        long tid = -1;
        List<StackFrame> frames = null;
        for (String line : gdbOutput.split("\n")) {
            line = line.stripTrailing();
            Matcher t = THREAD.matcher(line);
            if (t.matches()) {
                if (frames != null && !frames.isEmpty()) {
                    threads.add(new StackTrace(rank, tid, frames));
                }
                tid = Long.parseLong(t.group(1));
                frames = new ArrayList<>();
                continue;
            }
            if (frames == null || !line.startsWith("#")) {
                continue;
            }
            Matcher f = FRAME.matcher(line);
            if (f.matches()) {
                String fn = f.group(2).strip();
                frames.add(new StackFrame("??".equals(fn) ? null : fn, f.group(3),
                        f.group(4) == null ? 0 : Integer.parseInt(f.group(4)), f.group(5)));
                continue;
            }
            Matcher s = SPECIAL_FRAME.matcher(line);
            if (s.matches()) {
                frames.add(new StackFrame("<" + s.group(2) + ">", null, 0, null));
            }
        }
        if (frames != null && !frames.isEmpty()) {
            threads.add(new StackTrace(rank, tid, frames));
        }
        return threads;
    }
}
