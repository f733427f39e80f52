package dev.straggler.launch.ide;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.osgi.util.NLS;

import dev.straggler.core.symbols.Frames;
import dev.straggler.model.Frame;
import dev.straggler.model.PdgNode;
import dev.straggler.model.StragglerFactory;
import dev.straggler.source.slice.SliceIncrements;
import dev.straggler.source.slice.SliceIncrements.Increment;
import dev.straggler.source.slice.SourceResolver;

/**
 * Computes the progressive slice of a diagnosis off the UI thread (parsing the sources with CDT takes a while)
 * and makes it the {@link ActiveSlice}: from the least-progressed nodes after a diagnosis, or from the node (and
 * frame) the user chose ("Slice from here"). Sources are read from the debug-info paths, else searched under the
 * launch's project, its working directory and the executable's directory.
 */
public final class SliceJob extends Job {

    /** Family of all these jobs (for {@code IJobManager.join}). */
    public static final Object FAMILY = SliceJob.class;

    private final DiagnosisResult result;
    private final PdgNode start;
    private final Frame criterion;

    private SliceJob(DiagnosisResult result, PdgNode start, Frame criterion) {
        super(NLS.bind(Messages.Slice_job, start == null ? Messages.Slice_fromLeastProgressed
                : NLS.bind(Messages.Slice_fromRanks, start.getRanks())));
        this.result = result;
        this.start = start;
        this.criterion = criterion;
        setUser(start != null);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    /**
     * Schedules the slice from the least-progressed nodes of {@code r}; without any, there is no active slice
     * (and null is returned).
     */
    public static SliceJob fromLeastProgressed(DiagnosisResult r) {
        if (r.diagnosis().getLeastProgressed().isEmpty()) {
            ActiveSlice.set(null);
            return null;
        }
        SliceJob j = new SliceJob(r, null, null);
        j.schedule();
        return j;
    }

    /**
     * Schedules the slice of {@code r} starting at {@code node}: S0 from {@code frame} (null: the node's user
     * frame), then the nodes that wait on it.
     */
    public static SliceJob from(DiagnosisResult r, PdgNode node, Frame frame) {
        SliceJob j = new SliceJob(r, node, frame);
        j.schedule();
        return j;
    }

    /**
     * Schedules "slice from here" for a frame of a stack (a prefix-tree node): starts at the PDG node holding
     * {@code rank}, S0 from {@code file}:{@code line}. Returns null when no node holds the rank.
     */
    public static SliceJob fromFrame(DiagnosisResult r, int rank, String function, String file, int line) {
        for (PdgNode n : r.diagnosis().getNodes()) {
            if (n.getRanks().contains(rank)) {
                Frame f = StragglerFactory.eINSTANCE.createFrame();
                f.setFunction(function);
                f.setFile(file);
                f.setLine(line);
                return from(r, n, f);
            }
        }
        return null;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        try {
            SourceResolver resolver = SourceResolver.of(sourceRoots(result));
            List<Increment> increments = start == null ? SliceIncrements.of(result.diagnosis(), resolver)
                    : SliceIncrements.from(result.diagnosis(), start, criterion, resolver);
            if (monitor.isCanceled() || start == null && Topics.DIAGNOSIS.latest() != result) {
                return Status.CANCEL_STATUS; // a newer diagnosis replaced this one meanwhile
            }
            if (increments.isEmpty()) {
                return Status.info(Messages.Slice_noGroup);
            }
            SliceSession s = SliceSession.of(result, origin(), increments, resolver.warnings());
            ActiveSlice.set(s);
            if (!s.hasLines()) {
                return Status.warning(NLS.bind(Messages.Slice_none, String.join("; ", resolver.warnings())));
            }
            return Status.OK_STATUS;
        } catch (RuntimeException e) {
            return Status.error(NLS.bind(Messages.Slice_failed, result.dumpDirectory(), e), e);
        } finally {
            monitor.done();
        }
    }

    private String origin() {
        if (start == null) {
            List<PdgNode> lps = result.diagnosis().getLeastProgressed();
            return NLS.bind(lps.size() == 1 && lps.get(0).getRanks().size() == 1 ? Messages.Slice_lpRank
                    : Messages.Slice_lpRanks,
                    lps.stream().map(n -> n.getRanks().toString()).reduce((a, b) -> a + ", " + b).orElse(""));
        }
        Frame f = criterion != null ? criterion : Frames.userFrame(start.getFrames());
        boolean one = start.getRanks().size() == 1;
        return f == null || f.getFile() == null ? NLS.bind(one ? Messages.Slice_rank : Messages.Slice_ranks, start.getRanks())
                : NLS.bind(one ? Messages.Slice_rankAt : Messages.Slice_ranksAt,
                        new Object[] { start.getRanks(), Frames.baseName(f.getFile()), f.getLine() });
    }

    /** Where sources are searched when the debug-info paths do not exist here. */
    static List<Path> sourceRoots(DiagnosisResult r) {
        Set<Path> roots = new LinkedHashSet<>();
        try {
            ILaunchConfiguration c = r.launch() == null ? null : r.launch().getLaunchConfiguration();
            if (c != null) {
                String project = c.getAttribute(LaunchAttributes.PROJECT, "").strip();
                if (!project.isEmpty() && ResourcesPlugin.getWorkspace().getRoot().getFullPath().isValidSegment(project)) {
                    IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(project);
                    if (p.getLocation() != null) {
                        roots.add(p.getLocation().toPath());
                    }
                }
                String wd = c.getAttribute(LaunchAttributes.WORKING_DIRECTORY, "").strip();
                if (!wd.isEmpty() && !wd.contains("${")) {
                    roots.add(Path.of(wd));
                }
            }
        } catch (CoreException | RuntimeException e) {
            // a configuration that cannot be read only narrows the search
        }
        String exe = r.job().getExecutable();
        if (exe != null && !exe.isEmpty() && Path.of(exe).getParent() != null) {
            roots.add(Path.of(exe).getParent());
        }
        List<Path> out = new ArrayList<>();
        for (Path p : roots) {
            if (Files.isDirectory(p)) {
                out.add(p.toAbsolutePath().normalize());
            }
        }
        return out;
    }
}
