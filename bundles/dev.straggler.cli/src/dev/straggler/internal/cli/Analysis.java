package dev.straggler.internal.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.core.report.DiagnosisReport;
import dev.straggler.core.report.RunNotes;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.dump.StragglerResources;

/**
 * The diagnosis of a run's dumps as the commands that start from one make it ({@code diagnose}, {@code analyze},
 * {@code slice}, {@code queues}): the options {@code --pdg ALG} (default semi-dist; without it an in-situ result's own
 * algorithm) and, for the first two, {@code --save FILE.straggler}; the run's directory; the analysis, its notes on
 * standard error; the diagnosis printed.
 */
final class Analysis {

    PdgAlgorithm algorithm = PdgAlgorithm.SEMI_DIST;
    /** Whether {@code --pdg} was given (else the reduced file's algorithm is used when there is one). */
    boolean pdgGiven;
    /** {@code --save}: where the job and its diagnosis go (XMI), null without. */
    Path save;

    /** Takes {@code --pdg} (and {@code --save} when {@code saving}) with its value; else false. */
    boolean accept(Args a, boolean saving) throws UsageException {
        if (a.current().equals("--pdg")) {
            algorithm = a.pdg();
            pdgGiven = true;
            return true;
        }
        if (saving && a.current().equals("--save")) {
            save = Path.of(a.value());
            return true;
        }
        return false;
    }

    /** The one positional argument of {@code command}: a run's directory, which must exist. */
    static Path directory(Args a, String command) throws UsageException, UserError {
        if (a.positionals().size() != 1) {
            throw new UsageException(command + " needs exactly one dump directory");
        }
        return checkDirectory(Path.of(a.positionals().get(0)));
    }

    static Path checkDirectory(Path dir) throws UserError {
        if (!Files.isDirectory(dir)) {
            throw new UserError(dir + " is not a directory: give a run's directory (straggler runs lists them)");
        }
        return dir;
    }

    /** Diagnoses {@code dir}'s dumps (the analysis's notes go to {@code err}) and saves the result when asked to. */
    DumpAnalysis.Result diagnose(Path dir, PrintStream err) throws UserError {
        checkDirectory(dir);
        DumpAnalysis.Result r;
        try {
            r = DumpAnalysis.analyze(dir, algorithm, pdgGiven);
        } catch (Exception e) {
            throw new UserError(e.getMessage());
        }
        r.notes().forEach(n -> err.println("straggler: " + n));
        if (save != null) {
            try {
                StragglerResources.saveXmi(r.job(), save);
            } catch (Exception e) {
                throw new UserError("cannot save " + save + ": " + e.getMessage());
            }
        }
        return r;
    }

    /** Prints the diagnosis with the run's notes ({@link DiagnosisReport}) as {@code format} says. */
    static void print(Args.Format format, DumpAnalysis.Result r, PrintStream out) {
        switch (format) {
        case JSON -> out.println(DiagnosisReport.jsonText(r.job(), r.diagnosis(), RunNotes.of(r.job()), r.reduced()));
        case DOT -> out.print(DiagnosisReport.dot(r.job(), r.diagnosis()));
        case TEXT -> out.print(DiagnosisReport.text(r.job(), r.diagnosis(), RunNotes.of(r.job()), r.reduced()));
        }
    }
}
