package dev.straggler.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.straggler.cli.Main.UsageException;
import dev.straggler.cli.Main.UserError;
import dev.straggler.core.report.StackTreeReport;
import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.StackAnalysis;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.attach.AttachedJob;
import dev.straggler.launch.attach.LiveTasks;
import dev.straggler.launch.attach.TemporalOrder;
import dev.straggler.model.Job;
import dev.straggler.model.dump.StragglerResources;

/**
 * {@code straggler stacks DIR | --attach PID|HOST:PID,...|[HOST:]@FILE|slurm:JOBID[.STEP] [--rsh CMD] [--lines] [--json|--dot]
 * [--all-threads] [--mpi-internals] [--attach-timeout SECONDS] [--refine [--source-root DIR]...]}: the merged stacks
 * of every task (STAT's prefix tree) and the equivalence classes, from a dump directory or from a running job read
 * with gdb (other nodes through the remote shell); {@code --refine} orders them by relative progress (STAT's
 * temporal order) and names the least-progressed tasks.
 */
final class StacksCommand {

    private boolean json, dot, lines, allThreads, mpiInternals, refine;
    private String attach, rsh;
    private long attachTimeout = 60;
    private final List<String> positional = new ArrayList<>();
    private final List<Path> sourceRoots = new ArrayList<>();

    private StacksCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws UsageException, UserError, LaunchException {
        StacksCommand c = parse(args);
        List<String> warnings = new ArrayList<>();
        StackAnalysis stacks;
        LiveTasks live = LiveTasks.NONE;
        if (c.attach != null) {
            if (!c.positional.isEmpty()) {
                throw new UsageException("stacks takes a dump directory or --attach, not both");
            }
            AttachedJob job = AttachedJob.resolve(c.attach, c.rsh, c.attachTimeout, warnings);
            err.println("straggler: reading the stacks of " + job.targets().size()
                    + (job.targets().size() == 1 ? " process" : " processes") + " with gdb (the job goes on running)");
            AttachedJob.Stacks read = job.readStacks(c.allThreads, warnings);
            stacks = StackAnalysis.of(read.traces(), read.withoutStack(), c.mpiInternals);
            live = read.live();
        } else {
            if (c.positional.size() != 1) {
                throw new UsageException("stacks needs one dump directory, or --attach PID");
            }
            Path dir = Path.of(c.positional.get(0));
            if (!Files.isDirectory(dir)) {
                throw new UserError(dir + " is not a directory: give a run's directory (straggler runs lists them)"
                        + ", or --attach PID for a running job");
            }
            Job job;
            try {
                job = StragglerResources.loadDumpDirectory(dir);
            } catch (Exception e) {
                throw new UserError(e.getMessage());
            }
            new Addr2LineSymbolizer().symbolize(job);
            if (c.allThreads && job.getTasks().stream().allMatch(t -> t.getThreads().isEmpty())) {
                throw new UserError("--all-threads needs the per-task dumps: " + dir + " is read from the in-situ"
                        + " reduced file, which keeps no stacks but the MPI threads'; diagnose without --in-situ, or"
                        + " with --task-dumps and give a directory with the rank-*.sdump files alone");
            }
            stacks = StackAnalysis.of(job, c.allThreads, c.mpiInternals);
            warnings.addAll(job.getWarnings());
            if (stacks.traceCount() == 0) {
                throw new UserError("no task of " + dir + " has a sampled stack (the runtime could not sample them:"
                        + " see its warnings on the job's standard error)");
            }
            if (c.refine) {
                live = LiveTasks.of(job);
            }
        }
        PrefixTree tree = stacks.tree(c.lines || c.refine ? PrefixTree.Granularity.LINE : PrefixTree.Granularity.FUNCTION);
        TemporalRefinement.Result refined = null;
        if (c.refine) {
            err.println("straggler: ordering the classes by relative progress" + (live.isEmpty()
                    ? " from the program points only (no task of the job is running: loop values cannot be read)"
                    : ", reading loop values from " + live.size() + (live.size() == 1 ? " task" : " tasks") + " with gdb"));
            refined = TemporalOrder.refine(stacks, null, live, c.sourceRoots, c.attachTimeout, true, warnings);
        }
        if (c.json) {
            out.println(StackTreeReport.jsonText(tree, stacks.withoutStack(), warnings, refined));
        } else if (c.dot) {
            out.print(StackTreeReport.statDot(tree)); // STAT's layout: STATview opens it
            warnings.forEach(w -> err.println("straggler: " + w));
        } else {
            out.print(StackTreeReport.text(tree, stacks.withoutStack(), warnings, refined));
        }
        return 0;
    }

    private static StacksCommand parse(String[] args) throws UsageException {
        StacksCommand c = new StacksCommand();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
            case "--json" -> c.json = true;
            case "--dot" -> c.dot = true;
            case "--lines" -> c.lines = true;
            case "--all-threads" -> c.allThreads = true;
            case "--mpi-internals" -> c.mpiInternals = true;
            case "--refine" -> c.refine = true;
            case "--source-root" -> c.sourceRoots.add(Path.of(Main.Options.value(args, ++i, a)));
            case "--attach" -> {
                if (++i >= args.length) {
                    throw new UsageException("--attach needs a launcher PID, HOST:PID,..., [HOST:]@FILE or slurm:JOBID");
                }
                c.attach = args[i];
            }
            case "--rsh" -> c.rsh = Main.Options.value(args, ++i, a);
            case "--attach-timeout" -> {
                if (++i >= args.length) {
                    throw new UsageException("--attach-timeout needs a number of seconds");
                }
                try {
                    c.attachTimeout = Long.parseLong(args[i]);
                } catch (NumberFormatException e) {
                    throw new UsageException("--attach-timeout needs a whole number of seconds, not '" + args[i] + "'");
                }
                if (c.attachTimeout <= 0) {
                    throw new UsageException("--attach-timeout must be positive");
                }
            }
            default -> {
                if (a.startsWith("-")) {
                    throw new UsageException("unknown option " + a + " for stacks");
                }
                c.positional.add(a);
            }
            }
        }
        if (c.json && c.dot) {
            throw new UsageException("choose one of --json and --dot");
        }
        if (c.refine && c.dot) {
            throw new UsageException("--refine prints text or --json, not --dot");
        }
        if (c.refine && c.allThreads) {
            throw new UsageException("--refine orders the MPI threads' stacks: leave out --all-threads");
        }
        if (c.rsh != null && c.attach == null) {
            throw new UsageException("--rsh goes with --attach (it reaches the processes of other nodes)");
        }
        if (!c.sourceRoots.isEmpty() && !c.refine) {
            throw new UsageException("--source-root goes with --refine");
        }
        for (Path r : c.sourceRoots) {
            if (!Files.isDirectory(r)) {
                throw new UsageException("--source-root " + r + " is not a directory");
            }
        }
        return c;
    }
}
