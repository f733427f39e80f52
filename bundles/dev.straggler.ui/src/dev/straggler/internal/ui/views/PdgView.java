package dev.straggler.internal.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IEditorPart;

import dev.straggler.core.symbols.Frames;
import dev.straggler.internal.ui.canvas.CanvasView;
import dev.straggler.internal.ui.canvas.Painter.TextStyle;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.SliceJob;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.PdgNode;

/**
 * The Progress Dependence Graph of a diagnosis: task groups (rank set and state) laid out by ELK ({@link PdgLayout})
 * and drawn by {@link PdgFigure} on the {@link CanvasView} base; an arrow goes from the group that waits to the group
 * it waits on, least-progressed groups are highlighted. Double-click opens the source at the group's line; the context
 * menu slices from it; zoom, pan, tooltips and export (SVG, PNG, DOT) come from the base. A run's notes (a task
 * crashed, died without a dump, a node could not be read) are shown above the graph. All analysis happens in
 * dev.straggler.core.
 */
public class PdgView extends CanvasView<PdgNode> {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.pdgView";

    /** Fill of least-progressed nodes (also in the legend). */
    public static final RGB LP_FILL = PdgFigure.LP_FILL;
    /** Fill of the other nodes. */
    public static final RGB NODE_FILL = PdgFigure.NODE_FILL;

    private Job job;
    private Diagnosis diagnosis;
    /** The run shown (name and time, {@link DiagnosisResult#runLabel()}); null for a diagnosis shown without one. */
    private String run;
    /** The diagnosis' header (run, algorithm, tasks, summary). */
    private String header;
    /** The latest run's outcome ({@link dev.straggler.launch.ide.RunOutcome#headline()}), or null. */
    private String outcome;
    /** The shown diagnosis' run notes (a task crashed, ...), kept under an outcome's note. */
    private List<String> runNotes = List.of();

    public PdgView() {
        super("graph", "pdg");
    }

    @Override
    protected String emptyMessage() {
        // a run that ended without a graph: its whole outcome (several lines for some), wrapped, then how to get one
        return outcome != null && diagnosis == null ? outcome + "\n\n" + Messages.Pdg_empty : Messages.Pdg_empty;
    }

    @Override
    protected void initialize() {
        dev.straggler.internal.ui.results.ResultOpener.installDrop(getCanvas()); // drop a dump directory or .straggler file
        DiagnosisResult latest = Topics.DIAGNOSIS.latest();
        if (latest != null) {
            setResult(latest);
        } else {
            restoring = dev.straggler.launch.ide.RunHistory.showLatest(); // after a restart: the last run's graph again
        }
    }

    /** The read of the last run started when the view opened empty, or null. */
    private org.eclipse.core.runtime.jobs.Job restoring;

    /** For tests: the read of the last run this view started when it opened with nothing to show, or null. */
    public org.eclipse.core.runtime.jobs.Job restoring() {
        return restoring;
    }

    /**
     * Shows a published diagnosis, its header naming the run and its time, the run's notes (a task crashed, died
     * without a dump, a node could not be read: {@link DiagnosisResult#notes()}) above the graph. UI thread.
     */
    public void setResult(DiagnosisResult r) {
        show(r.job(), r.diagnosis(), r.inSitu(), r.runLabel(), r.notes());
    }

    public Job getJob() {
        return job;
    }

    public Diagnosis getDiagnosis() {
        return diagnosis;
    }

    /** Shows {@code d} (a diagnosis of {@code j}): lays it out and fits it into the view. UI thread. */
    public void setDiagnosis(Job j, Diagnosis d) {
        setDiagnosis(j, d, false);
    }

    /**
     * Shows {@code d}; {@code inSitu}: the job computed it itself (said in the description). No run notes: they come
     * with a published result ({@link #setResult}). UI thread.
     */
    public void setDiagnosis(Job j, Diagnosis d, boolean inSitu) {
        show(j, d, inSitu, null, List.of());
    }

    private void show(Job j, Diagnosis d, boolean inSitu, String runLabel, List<String> notes) {
        this.run = runLabel;
        this.job = j;
        this.diagnosis = d;
        this.runNotes = List.copyOf(notes);
        setNotes(runNotes);
        setContent(measuring(g -> {
            g.setTextStyle(TextStyle.BOLD);
            PdgLayout layout = PdgLayout.of(d, g::textExtent);
            return new PdgFigure(layout, j, d, g);
        }), false);
        int tasks = j.getWorldSize() > 0 ? j.getWorldSize() : j.getTasks().size();
        List<String> parts = new ArrayList<>();
        if (run != null) {
            parts.add(run);
        }
        String algorithm = d.getAlgorithm().getLiteral();
        parts.add(inSitu ? NLS.bind(Messages.Header_inSitu, algorithm) : algorithm);
        parts.add(tasks == 1 ? Messages.Tasks_one : NLS.bind(Messages.Tasks_many, tasks));
        parts.add(d.getSummary());
        header = String.join(Messages.Header_separator, parts);
        setContentDescription(header);
    }

    /**
     * Shows how a run ended in the header: the outcome, and when the graph is an older run's, which run it is. UI
     * thread.
     */
    public void setOutcome(dev.straggler.launch.ide.RunOutcome o) {
        outcome = o.headline();
        // the header is one line (it does not wrap): the outcome's first; all of it in the tooltip, and in the view
        // when no graph is shown (emptyMessage)
        String first = outcome.lines().findFirst().orElse(outcome);
        setTitleToolTip(outcome);
        getCanvas().redraw();
        if (diagnosis != null && (o.kind() == dev.straggler.launch.ide.RunOutcome.Kind.HANG_DIAGNOSED
                || o.kind() == dev.straggler.launch.ide.RunOutcome.Kind.DIAGNOSED_ON_REQUEST)
                && run != null && run.startsWith(o.configurationName() + " ")) {
            setNotes(runNotes);
            setContentDescription(header);
            return;
        }
        if (diagnosis == null) {
            setContentDescription(first);
            return;
        }
        // an older run's graph stays: the header, cut at the view's edge, may not show which; the band above the graph
        // says it in full, before the shown graph's own notes
        String shown = run != null ? run : Messages.Pdg_earlierDiagnosis;
        setContentDescription(NLS.bind(Messages.Pdg_olderGraph, first, shown));
        List<String> notes = new ArrayList<>();
        notes.add(NLS.bind(Messages.Pdg_olderGraphNote, outcome, shown));
        notes.addAll(runNotes);
        setNotes(notes);
    }

    /** The header: the outcome of the latest run, or the diagnosis shown. */
    public String getHeader() {
        return getContentDescription();
    }

    @Override
    protected void open(PdgNode n) {
        openSource(n);
    }

    /** The context menu of node {@code n} (right-clicked): open its source, slice from it; empty without a node. */
    @Override
    public List<IAction> contextActions(PdgNode n) {
        if (n == null || diagnosis == null) {
            return List.of();
        }
        Action open = new Action(Messages.OpenSource) {
            @Override
            public void run() {
                openSource(n);
            }
        };
        Frame f = Frames.userFrame(n.getFrames());
        Action slice = SliceFromHere.action(getSite().getPage(), f != null && f.getFile() != null && f.getLine() > 0,
                () -> SliceJob.from(SliceFromHere.result(job, diagnosis), n, null));
        return List.of(open, slice);
    }

    /**
     * Opens the source of {@code n}'s user frame at its line: the workspace file when the workspace holds it (so
     * markers show), else the file on disk. Returns the editor, or null (status line says why) when there is no
     * source.
     */
    public IEditorPart openSource(PdgNode n) {
        return SourceOpener.openNode(getSite().getPage(), job, n, this::showError);
    }
}
