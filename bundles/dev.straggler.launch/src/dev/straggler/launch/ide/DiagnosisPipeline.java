package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;

import dev.straggler.core.progress.ProgressAnalysis;
import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.dump.StragglerResources;

/** Dump directory → loaded, symbolized {@link Job} → {@link Diagnosis}, with progress. */
public final class DiagnosisPipeline {

    private DiagnosisPipeline() {
    }

    public record Result(Job job, Diagnosis diagnosis) {
    }

    /**
     * Loads the dumps in {@code dumpDirectory}, symbolizes their frames and diagnoses them.
     *
     * @throws CoreException with the reader's user-readable message when the dumps cannot be read
     */
    public static Result analyze(Path dumpDirectory, PdgAlgorithm algorithm, IProgressMonitor monitor) throws CoreException {
        SubMonitor sm = SubMonitor.convert(monitor, "Diagnosing " + dumpDirectory.getFileName(), 3);
        sm.subTask("loading the dumps");
        Job job;
        try {
            job = StragglerResources.loadDumpDirectory(dumpDirectory);
        } catch (IOException | RuntimeException e) {
            throw new CoreException(Status.error("cannot read the dumps in " + dumpDirectory + ": " + e.getMessage()));
        }
        sm.worked(1);
        sm.subTask("resolving source lines");
        new Addr2LineSymbolizer().symbolize(job);
        sm.worked(1);
        sm.subTask("computing the progress dependence graph (" + algorithm.getLiteral() + ")");
        Diagnosis d = ProgressAnalysis.diagnose(job, algorithm);
        sm.worked(1);
        return new Result(job, d);
    }
}
