package dev.straggler.internal.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.core.progress.SnapshotProgress;
import dev.straggler.launch.Snapshots;
import dev.straggler.model.dump.RunDirectory;

/**
 * {@code straggler snapshot DIR [--pdg ALG] [--save FILE] [--json|--dot]}: a snapshot of the running job writing run directory DIR
 * (docs/dump-format.md, "Snapshots"): every task dumps into {@code DIR/snapshot-N/} and goes on; the snapshot is
 * diagnosed as a hang's dumps would be, with one line on standard error saying whether the tasks were progressing
 * ({@link SnapshotProgress}); {@code --save} keeps the job and its diagnosis (XMI, as {@code diagnose --save}: the IDE's
 * Diagnose Now on a remote run copies it back). The job keeps running.
 */
final class SnapshotCommand implements Command {

    @Override
    public String name() {
        return "snapshot";
    }

    @Override
    public String usage() {
        return """
                  straggler snapshot DIR [--pdg dist|semi-dist|loop-aware] [--save FILE.straggler] [--json|--dot]
                      diagnose a running job without ending it: every task of the job writing run directory
                      DIR dumps into DIR/snapshot-N and goes on; says whether all tasks are progressing
                """;
    }

    @Override
    public int run(Args a, PrintStream out, PrintStream err) throws UsageException, UserError {
        Analysis analysis = new Analysis();
        while (a.next()) {
            if (analysis.accept(a, true)) {
                continue;
            }
            switch (a.current()) {
            case "--json", "--dot" -> a.output();
            default -> {
                if (a.isOption()) {
                    throw new UsageException("unknown option " + a.current());
                }
                a.positional();
            }
            }
        }
        Args.Format format = a.format();
        Path dir = Analysis.directory(a, "snapshot");
        int np;
        try {
            np = Integer.parseInt(RunDirectory.keyValues(dir.resolve("job.info")).getOrDefault("np", ""));
        } catch (NumberFormatException e) {
            throw new UserError(dir + " has no job.info with np: give the run directory of a running job (straggler runs"
                    + " lists them; the runtime says it on stderr: \"this run's directory\")");
        }
        Path snapshot;
        try {
            snapshot = Snapshots.request(dir);
        } catch (IOException e) {
            throw new UserError("cannot write the snapshot request into " + dir + ": " + e.getMessage()
                    + "; check that the directory is writable");
        }
        int have;
        try {
            have = Snapshots.await(snapshot, np, () -> true);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("interrupted while waiting for the snapshot in " + snapshot);
        }
        if (have == 0) {
            throw new UserError("no task wrote its snapshot dump into " + snapshot + " within "
                    + Snapshots.WAIT_MILLIS / 1000 + " s: the job of " + dir + " is not running (any more), or its"
                    + " tasks did not load the Straggler runtime");
        }
        DumpAnalysis.Result r = analysis.diagnose(snapshot, err);
        SnapshotProgress p = SnapshotProgress.of(r.job());
        String partial = have < np ? "; " + have + " of " + np + " tasks dumped" : "";
        err.println("straggler: " + snapshot.getFileName() + ": " + (p.allProgressing()
                ? String.format(Locale.ROOT, "all tasks progressing (each progressed within the last %.0f s)", p.window())
                : String.format(Locale.ROOT, "ranks %s had not progressed for more than %.0f s (up to %.1f s)",
                        p.notProgressing(), p.window(), p.longestSeconds()))
                + partial + "; the job keeps running");
        Analysis.print(format, r, out);
        return 0;
    }
}
