package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.osgi.util.NLS;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;

/** Dump directory → loaded, symbolized {@link Job} → {@link Diagnosis} ({@link DumpAnalysis}), with progress. */
final class DiagnosisPipeline {

    private DiagnosisPipeline() {
    }

    /** @param inSitu whether the diagnosis comes from the runtime's in-situ result (reduced.sdump) */
    record Result(Job job, Diagnosis diagnosis, boolean inSitu) {
    }

    /**
     * Loads the dumps in {@code dumpDirectory}, symbolizes their frames and diagnoses them.
     *
     * @throws CoreException with the reader's user-readable message when the dumps cannot be read
     */
    static Result analyze(Path dumpDirectory, PdgAlgorithm algorithm, IProgressMonitor monitor) throws CoreException {
        SubMonitor sm = SubMonitor.convert(monitor, NLS.bind(Messages.Analysis_task, dumpDirectory.getFileName()), 1);
        sm.subTask(Messages.Analysis_subTask);
        try {
            DumpAnalysis.Result r = DumpAnalysis.analyze(dumpDirectory, algorithm, false);
            sm.worked(1);
            return new Result(r.job(), r.diagnosis(), r.reduced() != null);
        } catch (IOException | RuntimeException e) {
            throw new CoreException(Status.error(NLS.bind(Messages.Analysis_cannotRead, dumpDirectory, e.getMessage())));
        }
    }
}
