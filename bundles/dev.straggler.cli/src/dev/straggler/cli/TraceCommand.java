package dev.straggler.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.straggler.cli.Main.UsageException;
import dev.straggler.cli.Main.UserError;
import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.NativeTools;
import dev.straggler.model.traces.FunctionTable;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceCursor;
import dev.straggler.model.traces.TraceEvent;
import dev.straggler.model.traces.TraceFiles;
import dev.straggler.model.traces.TraceFiles.Summary;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * {@code straggler trace}: whole-program call traces (issue 11, the runtime's trace recorder;
 * docs/dump-format.md "Trace files"). Runs a job with tracing and summarizes its traces, prints one trace, or
 * exports a run's traces to OTF2 with the runtime's {@code straggler-trace}.
 */
final class TraceCommand {

    static final String USAGE = """
              straggler trace [--functions] [--np N] [--launcher mpirun|mpiexec|srun] [--launcher-args "ARGS"]
                              [--timeout SECONDS] [--dump-dir DIR] -- APP [ARGS...]
                  run APP with every task's and thread's MPI calls traced (--functions: also the function
                  entries and exits of code built with -finstrument-functions), hang or not, then print per task
                  and thread: events, distinct functions, raw and stored bytes, how the trace ends; exit code:
                  the job's
              straggler trace --summary DIR          the same summary of an earlier run's traces
              straggler trace --print DIR [--rank R] [--thread T]
                  the events of one trace (default rank 0, thread 0), one a line: "enter f", "exit f",
                  "MPI_Send" (an MPI call's entry), "exit MPI_Send"; functions named with addr2line
              straggler trace --otf2 DIR OUT
                  the traces as an OTF2 archive OUT/traces.otf2 (Vampir, Scalasca, Pipit); the traces have no
                  time stamps: the OTF2 clock is logical (an event's index in its thread's trace)
            """;

    private TraceCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException, UserError, LaunchException {
        boolean functions = false;
        String mode = "run";
        int rank = 0, thread = 0;
        List<String> positional = new ArrayList<>();
        List<String> jobArgs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
            case "--functions" -> functions = true;
            case "--summary" -> mode = "summary";
            case "--print" -> mode = "print";
            case "--otf2" -> mode = "otf2";
            case "--rank" -> rank = nonNegative(a, Main.Options.value(args, ++i, a));
            case "--thread" -> thread = nonNegative(a, Main.Options.value(args, ++i, a));
            case "--np", "-np", "-n", "--launcher", "--launcher-args", "--timeout", "--dump-dir" -> {
                jobArgs.add(a);
                jobArgs.add(Main.Options.value(args, ++i, a));
            }
            case "--" -> {
                for (int k = i; k < args.length; k++) {
                    jobArgs.add(args[k]);
                }
                i = args.length;
            }
            default -> {
                if (a.startsWith("-")) {
                    throw new UsageException("unknown option " + a);
                }
                positional.add(a);
            }
            }
        }
        if (!mode.equals("run") && (!jobArgs.isEmpty() || functions)) {
            throw new UsageException("--" + mode + " reads traces already written: it takes no job options");
        }
        switch (mode) {
        case "summary" -> {
            summary(directory(positional, 1, "--summary needs the directory of a traced run"), out);
            return 0;
        }
        case "print" -> {
            print(directory(positional, 1, "--print needs the directory of a traced run"), new TraceKey(rank, thread), out);
            return 0;
        }
        case "otf2" -> {
            if (positional.size() != 2) {
                throw new UsageException("--otf2 needs the directory of a traced run and a directory for the archive");
            }
            return otf2(directory(positional.subList(0, 1), 1, ""), Path.of(positional.get(1)), out, err);
        }
        default -> {
            if (!positional.isEmpty()) {
                throw new UsageException("trace runs the application given after '--' (or use --summary/--print/--otf2 DIR)");
            }
            return runJob(Main.Options.parse(jobArgs.toArray(String[]::new)), functions, out, err);
        }
        }
    }

    private static int nonNegative(String option, String v) throws UsageException {
        try {
            int n = Integer.parseInt(v);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new UsageException(option + " needs a number from 0, not '" + v + "'");
    }

    private static Path directory(List<String> positional, int n, String usage) throws UsageException, UserError {
        if (positional.size() != n) {
            throw new UsageException(usage);
        }
        Path dir = Path.of(positional.get(0));
        if (!Files.isDirectory(dir)) {
            throw new UserError(dir + " is not a directory: give the directory of a traced run (its trace-rank-*.strace files)");
        }
        return dir;
    }

    private static int runJob(Main.Options o, boolean functions, PrintStream out, PrintStream err)
            throws UsageException, LaunchException, UserError {
        if (o.command.isEmpty()) {
            throw new UsageException("trace needs the application after '--', e.g. straggler trace --np 4 -- ./app");
        }
        Path dumpDir = o.dumpDir != null ? Path.of(o.dumpDir)
                : Path.of("straggler-trace-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("STRAGGLER_TRACE", functions ? "functions" : "mpi");
        JobSpec spec = new JobSpec(Path.of(o.command.get(0)), o.command.subList(1, o.command.size()), null, o.np,
                o.launcher, o.launcherArgs, o.timeout, dumpDir.toAbsolutePath(), false, environment);
        JobRunner runner = JobRunner.prepare(spec);
        runner.notes().forEach(n -> err.println("straggler: " + n));
        err.println("straggler: tracing " + o.np + " tasks (" + (functions ? "MPI calls and functions" : "MPI calls")
                + ") with " + runner.command().get(0) + "; traces go to " + spec.dumpDirectory());
        Process p = runner.start(ProcessBuilder.Redirect.INHERIT);
        Thread hook = new Thread(() -> p.descendants().forEach(ProcessHandle::destroy), "straggler-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
        int code;
        try {
            code = runner.waitForEnd(p, Long.MAX_VALUE, 60_000_000_000L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            JobRunner.kill(p);
            code = 130;
        }
        Runtime.getRuntime().removeShutdownHook(hook);
        if (code == JobSpec.HANG_EXIT_CODE && JobRunner.hasDumps(spec.dumpDirectory())) {
            err.println("straggler: the job hung; its traces end where each task was ('straggler analyze "
                    + spec.dumpDirectory() + "' diagnoses the hang)");
        }
        summary(spec.dumpDirectory(), out);
        return code;
    }

    static void summary(Path dir, PrintStream out) throws UserError {
        List<Summary> all;
        try {
            all = TraceFiles.summaries(dir);
        } catch (TraceInputException e) {
            throw new UserError(e.getMessage());
        }
        out.println("traces in " + dir + " (raw: 4 bytes per event + definitions; stored: the file)");
        out.printf("%-10s %14s %10s %14s %12s %10s  %s%n", "task.thread", "events", "functions", "raw bytes",
                "stored", "ratio", "ends");
        long events = 0, raw = 0, stored = 0;
        for (Summary s : all) {
            if (s.error() != null) {
                out.println("unreadable: " + s.error());
                continue;
            }
            String name = s.key() + (s.mpiThread() ? "" : s.ompThread() >= 0 ? " (OpenMP " + s.ompThread() + ")" : "");
            out.printf("%-10s %14d %10d %14d %12d %9.1fx  %s%n", name, s.events(), s.distinctFunctions(), s.rawBytes(),
                    s.storedBytes(), s.storedBytes() > 0 ? (double) s.rawBytes() / s.storedBytes() : 0.0, s.ending());
            events += s.events();
            raw += s.rawBytes();
            stored += s.storedBytes();
        }
        out.printf("%-10s %14d %10s %14d %12d %9.1fx%n", "all", events, "", raw, stored,
                stored > 0 ? (double) raw / stored : 0.0);
    }

    private static void print(Path dir, TraceKey key, PrintStream out) throws UserError {
        try {
            TraceSet set = TraceFiles.open(dir, new Addr2LineSymbolizer()::functionNames);
            Trace t = set.trace(key);
            if (t == null) {
                throw new UserError(dir + " has no trace " + key + " (task.thread); it has " + set.keys());
            }
            FunctionTable f = set.functions();
            int[] batch = new int[4096];
            try (TraceCursor c = t.open()) {
                for (int n; (n = c.read(batch)) > 0;) {
                    for (int i = 0; i < n; i++) {
                        int kind = TraceEvent.kind(batch[i]);
                        String name = f.name(TraceEvent.function(batch[i]));
                        out.println(kind == TraceEvent.ENTER ? "enter " + name : kind == TraceEvent.EXIT ? "exit " + name : name);
                    }
                }
            }
        } catch (TraceInputException e) {
            throw new UserError(e.getMessage());
        }
    }

    private static int otf2(Path dir, Path archive, PrintStream out, PrintStream err) throws LaunchException, UserError {
        Path tool = NativeTools.traceTool();
        try {
            Process p = new ProcessBuilder(tool.toString(), "otf2", dir.toString(), archive.toString())
                    .redirectErrorStream(true).start();
            String text = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(30, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new UserError("the OTF2 export did not finish within 30 minutes");
            }
            if (p.exitValue() != 0) {
                throw new UserError(text.strip().replaceFirst("^straggler-trace: ", ""));
            }
            out.print(text);
            return 0;
        } catch (IOException e) {
            throw new UserError("cannot run " + tool + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 130;
        }
    }
}
