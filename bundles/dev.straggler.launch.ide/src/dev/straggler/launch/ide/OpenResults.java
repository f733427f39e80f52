package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.osgi.util.NLS;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.core.progress.ProgressAnalysis;
import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.dump.ReducedDump;
import dev.straggler.model.dump.StragglerResources;

/**
 * Opens a result made elsewhere (the command line, a cluster): a dump directory, one of its {@code .sdump} files,
 * or a {@code .straggler} file saved by {@code straggler analyze --save}. Reads through the model's loaders
 * ({@link StragglerResources}) and diagnoses with {@link DumpAnalysis}, as a launch does; the result carries no
 * launch and no markers, its {@link DiagnosisResult#dumpDirectory()} is the path opened.
 */
public final class OpenResults {

    private OpenResults() {
    }

    /** What {@link #open} accepts: null when {@code path} can be opened, else why not (one sentence naming the fix). */
    public static String check(Path path) {
        if (path == null || !Files.exists(path)) {
            return NLS.bind(Messages.Open_missing, path);
        }
        if (Files.isDirectory(path)) {
            return hasDumps(path) ? null
                    : NLS.bind(Messages.Open_noDumps, path);
        }
        String name = path.getFileName().toString();
        if (name.endsWith("." + StragglerResources.XMI_EXTENSION) || name.endsWith(".sdump")) {
            return null;
        }
        return NLS.bind(Messages.Open_neither, path);
    }

    private static boolean hasDumps(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.anyMatch(p -> p.getFileName().toString().endsWith(".sdump"));
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Loads and diagnoses {@code path}: a dump directory (or a dump in it) with {@code algorithm} (the in-situ result
     * when the directory has one), a {@code .straggler} file with the diagnosis saved in it (the last one; diagnosed
     * with {@code algorithm} when it holds none).
     *
     * @throws CoreException with a message naming the fix, never a stack trace
     */
    public static DiagnosisResult open(Path path, PdgAlgorithm algorithm, IProgressMonitor monitor) throws CoreException {
        String why = check(path);
        if (why != null) {
            throw new CoreException(Status.error(why));
        }
        SubMonitor sm = SubMonitor.convert(monitor, NLS.bind(Messages.Open_task, path.getFileName()), 2);
        Path p = path.toAbsolutePath().normalize();
        if (Files.isRegularFile(p) && p.getFileName().toString().endsWith(".sdump")
                && !p.getFileName().toString().equals(ReducedDump.FILE_NAME)) {
            p = p.getParent();
        } else if (Files.isRegularFile(p) && p.getFileName().toString().equals(ReducedDump.FILE_NAME)) {
            p = p.getParent();
        }
        try {
            if (Files.isDirectory(p)) {
                sm.subTask(Messages.Analysis_subTask);
                DumpAnalysis.Result r = DumpAnalysis.analyze(p, algorithm, false);
                sm.worked(2);
                return new DiagnosisResult(null, p.getFileName().toString(), r.job(), r.diagnosis(), p, List.of(),
                        r.reduced() != null);
            }
            sm.subTask(NLS.bind(Messages.Open_reading, p.getFileName()));
            Job job = StragglerResources.loadXmi(p);
            sm.worked(1);
            Diagnosis d;
            if (job.getDiagnoses().isEmpty()) {
                new Addr2LineSymbolizer().symbolize(job);
                d = ProgressAnalysis.diagnose(job, algorithm);
            } else {
                d = job.getDiagnoses().get(job.getDiagnoses().size() - 1);
            }
            sm.worked(1);
            return new DiagnosisResult(null, p.getFileName().toString(), job, d, p, List.of(), false);
        } catch (IOException | RuntimeException e) {
            String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw new CoreException(Status.error(NLS.bind(Messages.Open_cannotOpen, p, m)));
        }
    }

    /** {@link #open}, then published to {@link Topics#DIAGNOSIS}: every view shows it and the run history lists it. */
    public static DiagnosisResult openAndPublish(Path path, PdgAlgorithm algorithm, IProgressMonitor monitor)
            throws CoreException {
        DiagnosisResult r = open(path, algorithm, monitor);
        Topics.DIAGNOSIS.publish(r);
        return r;
    }
}
