package dev.straggler.internal.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import dev.straggler.launch.RunRetention;
import dev.straggler.model.dump.RunDirectory;

/**
 * {@code straggler runs [--dir DIR] [--json]}: the runs kept in the user's state directory ({@link
 * RunDirectory#runsHome()}, where the runtime and {@code straggler diagnose} put every run by default), oldest first,
 * each with its application, task count and what became of it; the IDE's run history reads the same place.
 * {@code --prune [--keep N] [--keep-diagnosed] [--dry-run]} removes the runs the retention policy does not keep
 * ({@link RunRetention}).
 */
final class RunsCommand implements Command {

    @Override
    public String name() {
        return "runs";
    }

    @Override
    public String usage() {
        return """
                  straggler runs [--dir DIR] [--json]
                      the runs kept under $XDG_STATE_HOME/straggler/runs (else ~/.local/state/straggler/runs),
                      oldest first: the run's directory (give it to straggler analyze), the application, the tasks,
                      what became of it
                  straggler runs --prune [--keep N] [--keep-diagnosed] [--dry-run] [--dir DIR] [--json]
                      remove the runs the retention policy does not keep (--dry-run: say which, remove nothing):
                      by default the one a new run applies, STRAGGLER_RUNS_KEEP (the newest N runs, default 50, or
                      all) and STRAGGLER_RUNS_KEEP_DIAGNOSED (1, the default: every run with a diagnosis too); with
                      --keep N and/or --keep-diagnosed, those alone. Running runs and directories that are not
                      Straggler's runs are left alone
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError {
        Path home = RunDirectory.runsHome();
        boolean json = false, prune = false, dryRun = false, keepDiagnosed = false;
        int keep = -1;
        while (a.next()) {
            switch (a.current()) {
            case "--dir" -> home = Path.of(a.value());
            case "--json" -> json = true;
            case "--prune" -> prune = true;
            case "--keep" -> keep = a.index();
            case "--keep-diagnosed" -> keepDiagnosed = true;
            case "--dry-run" -> dryRun = true;
            default -> throw new UsageException("runs takes --dir DIR, --json and --prune [--keep N] [--keep-diagnosed]"
                    + " [--dry-run], not '" + a.current() + "'");
            }
        }
        if (!prune && (keep >= 0 || keepDiagnosed || dryRun)) {
            throw new UsageException("--keep, --keep-diagnosed and --dry-run go with --prune");
        }
        if (prune) {
            return prune(home, keep >= 0 || keepDiagnosed ? new RunRetention.Policy(Math.max(keep, 0), keepDiagnosed)
                    : environmentPolicy(), dryRun, json, out);
        }
        List<RunDirectory> runs;
        try {
            runs = RunDirectory.list(home);
        } catch (IOException e) {
            err.println("straggler: cannot list " + home + ": " + e.getMessage());
            return 1;
        }
        List<RunsReport.Entry> entries = runs.stream().map(RunsReport.Entry::of).toList();
        if (json) {
            out.println(RunsReport.listJson(home, entries));
        } else {
            out.print(RunsReport.listText(home, entries));
        }
        return 0;
    }

    private static RunRetention.Policy environmentPolicy() throws UserError {
        try {
            return RunRetention.Policy.fromEnvironment(System.getenv());
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage() + ", or give the policy with --keep N and --keep-diagnosed");
        }
    }

    /** Removes (or, in a dry run, names) the runs {@code policy} does not keep; exit 1 when one could not be removed. */
    private static int prune(Path home, RunRetention.Policy policy, boolean dryRun, boolean json, PrintStream out)
            throws UserError {
        RunRetention.Plan plan;
        try {
            plan = RunRetention.plan(home, policy);
        } catch (IOException e) {
            throw new UserError("cannot list " + home + ": " + e.getMessage());
        }
        List<RunsReport.Entry> removing = plan.remove().stream().map(RunsReport.Entry::of).toList();
        RunRetention.Result result = dryRun ? null : RunRetention.remove(plan);
        if (json) {
            out.println(RunsReport.pruneJson(plan, removing, result));
        } else {
            out.print(RunsReport.pruneText(plan, removing, result));
        }
        return result == null || result.failed().isEmpty() ? 0 : 1;
    }
}
