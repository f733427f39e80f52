package dev.straggler.launch.ide;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;

import dev.straggler.launch.remote.RemoteDiagnosis;
import dev.straggler.launch.remote.SourcePathMap;

/**
 * Opens a run that was diagnosed elsewhere, e.g. by an {@code sbatch} script running {@code straggler diagnose}
 * headless on a cluster: a dump directory, or a run directory holding {@code diagnosis.straggler} (written by
 * {@code straggler diagnose --save}; symbolized where the binaries were). Loads it (the saved diagnosis, else the dumps
 * diagnosed here), creates the least-progressed markers, publishes it to {@link Topics#DIAGNOSIS} (the views show it)
 * and starts the slice, as a launch does.
 */
public final class OpenRunJob extends Job {

    private final Path directory;
    private final IProject project;
    private final SourcePathMap sources;

    /**
     * @param directory the dump or run directory
     * @param project the project the markers go to when the source files are not in the workspace (null: the
     *            workspace root)
     * @param sources maps the run's source paths to this machine's ({@link SourcePathMap#NONE}: as recorded)
     */
    public OpenRunJob(Path directory, IProject project, SourcePathMap sources) {
        super(NLS.bind(Messages.OpenRun_job, directory));
        this.directory = directory;
        this.project = project;
        this.sources = sources;
        setUser(true);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == LaunchWatchJob.FAMILY;
    }

    /** The name the run is shown and its markers are kept under: "run NAME". */
    public static String runName(Path directory) {
        Path name = directory.toAbsolutePath().normalize().getFileName();
        return "run " + (name == null ? directory : name);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        SubMonitor sm = SubMonitor.convert(monitor, getName(), 100);
        if (Files.isRegularFile(directory) && directory.getFileName().toString().endsWith(".sdump")) {
            return openDirectory(directory.toAbsolutePath().getParent(), sm);
        }
        if (Files.isRegularFile(directory)
                && directory.getFileName().toString().endsWith("." + dev.straggler.model.dump.StragglerResources.XMI_EXTENSION)) {
            return openFile(sm); // a saved result (straggler analyze DIR --save FILE.straggler), issue 14
        }
        return openDirectory(directory, sm);
    }

    /** A lone .straggler file: its saved diagnosis (read by {@link OpenResults}), markers, published, sliced. */
    private IStatus openFile(SubMonitor sm) {
        String name = runName(directory);
        try {
            DiagnosisResult loaded = OpenResults.open(directory, dev.straggler.model.PdgAlgorithm.SEMI_DIST, sm.split(70));
            sources.apply(loaded.job());
            List<IMarker> markers = LeastProgressedMarkers.create(loaded.job(), loaded.diagnosis(), project, name,
                    directory.toAbsolutePath().getParent(), sm.split(20));
            DiagnosisResult result = new DiagnosisResult(null, name, loaded.job(), loaded.diagnosis(), directory, markers,
                    false, loaded.notes());
            Topics.DIAGNOSIS.publish(result);
            SliceJob.fromLeastProgressed(result);
            return Status.OK_STATUS;
        } catch (CoreException e) {
            return Status.error("Straggler: " + e.getStatus().getMessage());
        }
    }

    private IStatus openDirectory(Path directory, SubMonitor sm) {
        if (!Files.isDirectory(directory)) {
            return Status.error(NLS.bind(Messages.OpenRun_notADirectory, directory));
        }
        sm.subTask(Messages.OpenRun_loading);
        RemoteDiagnosis.Result r;
        try {
            r = RemoteDiagnosis.load(directory, sources);
        } catch (IOException | RuntimeException e) {
            return Status.error(NLS.bind(Messages.OpenRun_cannotRead, directory, e.getMessage()));
        }
        if (r == null) {
            return Status.error(NLS.bind(Messages.OpenRun_noDumps, directory));
        }
        sm.worked(70);
        String name = runName(directory);
        try {
            List<IMarker> markers = LeastProgressedMarkers.create(r.job(), r.diagnosis(), project, name, directory,
                    sm.split(20));
            DiagnosisResult result = new DiagnosisResult(null, name, r.job(), r.diagnosis(), directory, markers,
                    r.inSitu());
            Topics.DIAGNOSIS.publish(result);
            SliceJob.fromLeastProgressed(result);
        } catch (CoreException e) {
            return Status.error(NLS.bind(Messages.OpenRun_failed, name, e.getStatus().getMessage()));
        }
        return Status.OK_STATUS;
    }
}
