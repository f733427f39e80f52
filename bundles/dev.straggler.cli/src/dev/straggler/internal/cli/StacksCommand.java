package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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
 * temporal order) and names the least-progressed tasks. Printed by {@link StackTreeReport}.
 */
final class StacksCommand implements Command {

    @Override
    public String name() {
        return "stacks";
    }

    @Override
    public String usage() {
        return """
                  straggler stacks DIR | --attach PID|HOST:PID,...|[HOST:]@FILE|slurm:JOBID[.STEP] [--rsh CMD]
                                   [--lines] [--json|--dot]
                                   [--all-threads] [--mpi-internals] [--attach-timeout SECONDS]
                                   [--refine [--source-root DIR]...]
                      the merged stacks of every task (prefix tree, equivalence classes "k: [ranks]"), from the
                      dumps of a run, or from a running job attached with gdb (a launcher PID means all its ranks);
                      other nodes' PIDs (HOST:PID, or @FILE: the output of 'scontrol listpids JOBID' on a node,
                      HOST: before @FILE or before its rows) are read with one gdb per node through --rsh CMD
                      (default $STRAGGLER_RSH, else "ssh -o BatchMode=yes"; {host} in CMD stands for the host);
                      slurm:JOBID: Slurm names the job's nodes (squeue) and tasks (scontrol listpids, run on each
                      node through --rsh, by default "srun --overlap --jobid=JOBID -w {host} -N1 -n1 --quiet sh -c");
                      --refine: ordered by relative progress (temporal ranks T0, T1, ... per branching point, loop
                      values read with gdb from the tasks while they run) and the least- and most-progressed
                      tasks named (JSON: "leastProgressed", "mostProgressed")
                """;
    }

    private boolean lines, allThreads, mpiInternals, refine;
    private String attach, rsh;
    private long attachTimeout = 60;
    private final List<Path> sourceRoots = new ArrayList<>();

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError, LaunchException {
        Args.Format format = parse(a);
        List<String> warnings = new ArrayList<>();
        StackAnalysis stacks;
        LiveTasks live = LiveTasks.NONE;
        if (attach != null) {
            if (!a.positionals().isEmpty()) {
                throw new UsageException("stacks takes a dump directory or --attach, not both");
            }
            AttachedJob job = AttachedJob.resolve(attach, rsh, attachTimeout, warnings);
            err.println("straggler: reading the stacks of " + job.targets().size()
                    + (job.targets().size() == 1 ? " process" : " processes") + " with gdb (the job goes on running)");
            AttachedJob.Stacks read = job.readStacks(allThreads, warnings);
            stacks = StackAnalysis.of(read.traces(), read.withoutStack(), mpiInternals);
            live = read.live();
        } else {
            if (a.positionals().size() != 1) {
                throw new UsageException("stacks needs one dump directory, or --attach PID");
            }
            Path dir = Path.of(a.positionals().get(0));
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
            if (allThreads && job.getTasks().stream().allMatch(t -> t.getThreads().isEmpty())) {
                throw new UserError("--all-threads needs the per-task dumps: " + dir + " is read from the in-situ"
                        + " reduced file, which keeps no stacks but the MPI threads'; diagnose without --in-situ, or"
                        + " with --task-dumps and give a directory with the rank-*.sdump files alone");
            }
            stacks = StackAnalysis.of(job, allThreads, mpiInternals);
            warnings.addAll(job.getWarnings());
            if (stacks.traceCount() == 0) {
                throw new UserError("no task of " + dir + " has a sampled stack (the runtime could not sample them:"
                        + " see its warnings on the job's standard error)");
            }
            if (refine) {
                live = LiveTasks.of(job);
            }
        }
        PrefixTree tree = stacks.tree(lines || refine ? PrefixTree.Granularity.LINE : PrefixTree.Granularity.FUNCTION);
        TemporalRefinement.Result refined = null;
        if (refine) {
            err.println("straggler: ordering the classes by relative progress" + (live.isEmpty()
                    ? " from the program points only (no task of the job is running: loop values cannot be read)"
                    : ", reading loop values from " + live.size() + (live.size() == 1 ? " task" : " tasks") + " with gdb"));
            refined = TemporalOrder.refine(stacks, null, live, sourceRoots, attachTimeout, true, warnings);
        }
        switch (format) {
        case JSON -> out.println(StackTreeReport.jsonText(tree, stacks.withoutStack(), warnings, refined));
        case DOT -> {
            out.print(StackTreeReport.statDot(tree)); // STAT's layout: STATview opens it
            warnings.forEach(w -> err.println("straggler: " + w));
        }
        case TEXT -> out.print(StackTreeReport.text(tree, stacks.withoutStack(), warnings, refined));
        }
        return 0;
    }

    private Args.Format parse(Args a) throws UsageException {
        while (a.next()) {
            switch (a.current()) {
            case "--json", "--dot" -> a.output();
            case "--lines" -> lines = true;
            case "--all-threads" -> allThreads = true;
            case "--mpi-internals" -> mpiInternals = true;
            case "--refine" -> refine = true;
            case "--source-root" -> sourceRoots.add(Path.of(a.value()));
            case "--attach" -> attach = a.value("--attach needs a launcher PID, HOST:PID,..., [HOST:]@FILE or slurm:JOBID");
            case "--rsh" -> rsh = a.value();
            case "--attach-timeout" -> {
                String v = a.value("--attach-timeout needs a number of seconds");
                try {
                    attachTimeout = Long.parseLong(v);
                } catch (NumberFormatException e) {
                    throw new UsageException("--attach-timeout needs a whole number of seconds, not '" + v + "'");
                }
                if (attachTimeout <= 0) {
                    throw new UsageException("--attach-timeout must be positive");
                }
            }
            default -> {
                if (a.isOption()) {
                    throw new UsageException("unknown option " + a.current() + " for stacks");
                }
                a.positional();
            }
            }
        }
        Args.Format format = a.format();
        if (refine && format == Args.Format.DOT) {
            throw new UsageException("--refine prints text or --json, not --dot");
        }
        if (refine && allThreads) {
            throw new UsageException("--refine orders the MPI threads' stacks: leave out --all-threads");
        }
        if (rsh != null && attach == null) {
            throw new UsageException("--rsh goes with --attach (it reaches the processes of other nodes)");
        }
        if (!sourceRoots.isEmpty() && !refine) {
            throw new UsageException("--source-root goes with --refine");
        }
        for (Path r : sourceRoots) {
            if (!Files.isDirectory(r)) {
                throw new UsageException("--source-root " + r + " is not a directory");
            }
        }
        return format;
    }
}
