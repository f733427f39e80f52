package dev.straggler.internal.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.debug.core.ILaunch;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.console.IConsoleConstants;

import dev.straggler.core.report.StackTreeReport;
import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.PrefixTree.Granularity;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.StackAnalysis;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.internal.ui.canvas.CanvasView;
import dev.straggler.launch.attach.TemporalOrder;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.GdbConsole;
import dev.straggler.launch.ide.PrefixTreeFacade;
import dev.straggler.launch.ide.ResultJob;
import dev.straggler.launch.ide.SliceJob;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;

/**
 * STAT's prefix tree of the stacks of a diagnosed job, drawn: the trees, equivalence classes, frame lines and
 * refinements come from {@link StackAnalysis} (the same Job the launch diagnosed, MPI library internals folded into the
 * MPI call), laid out by ELK ({@link PrefixTreeLayout}) and drawn by {@link PrefixTreeFigure} on the
 * {@link CanvasView} base (zoom, pan, tooltips, selection, export to SVG, PNG and DOT). One colour per equivalence
 * class, "k: [ranges]" on the edges, function or function+line level (toolbar), double-click opens the source at the
 * frame's line, <em>Attach Debugger</em> starts gdb on the lowest rank of the selected node in a console
 * ({@link GdbConsole}). <em>Refine</em> orders the classes below the selected node by relative progress (STAT's
 * temporal order, run as a background job by {@link TemporalOrder}): nodes get their temporal ranks ("[T0 it=3]") and
 * the least-progressed tasks' nodes a thick blue border. The work (merging the stacks, refining, starting gdb) runs in
 * background jobs of {@link PrefixTreeFacade}; the view draws what they deliver.
 */
public class PrefixTreeView extends CanvasView<Node> {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.prefixTreeView";

    /** The border of the least-progressed tasks' nodes (the paper draws their edges blue). */
    public static final RGB LEAST_PROGRESSED = PrefixTreeFigure.LEAST_PROGRESSED;

    private Job job;
    private Diagnosis diagnosis;
    private ILaunch launch;
    private boolean inSitu;
    /** The run shown (name and time, {@link DiagnosisResult#runLabel()}); null for stacks shown without one. */
    private String run;
    /** The stacks of the job shown: trees, frame-to-line lookup, refinements. */
    private StackAnalysis stacks;
    private PrefixTree tree;
    private PrefixTreeFigure figure;
    private Action linesAction;
    private Action attachAction;
    private Action refineAction;
    private Action threadsAction;
    /** Counts the analyses asked for: only the latest one's stacks are shown. */
    private int analyses;

    public PrefixTreeView() {
        super("tree", "prefix-tree");
    }

    @Override
    protected String emptyMessage() {
        return Messages.PrefixTree_empty;
    }

    @Override
    protected void initialize() {
        DiagnosisResult latest = Topics.DIAGNOSIS.latest();
        if (latest != null) {
            setResult(latest);
        }
    }

    @Override
    protected void contributeActions(IToolBarManager tb) {
        linesAction = new Action(Messages.PrefixTree_lines, IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                setGranularity(isChecked() ? Granularity.LINE : Granularity.FUNCTION);
            }
        };
        linesAction.setToolTipText(Messages.PrefixTree_linesTooltip);
        attachAction = new Action(Messages.PrefixTree_attach) {
            @Override
            public void run() {
                attachInteractively(getSelected());
            }
        };
        attachAction.setToolTipText(Messages.PrefixTree_attachTooltip);
        attachAction.setEnabled(false);
        refineAction = new Action(Messages.PrefixTree_refine) {
            @Override
            public void run() {
                refine(getSelected());
            }
        };
        refineAction.setToolTipText(Messages.PrefixTree_refineTooltip);
        threadsAction = new Action(Messages.PrefixTree_allThreads, IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                setAllThreads(isChecked());
            }
        };
        threadsAction.setToolTipText(Messages.PrefixTree_allThreadsTooltip);
        // icons from the platform's shared images (the toolbar shows icons, the text stays in the tooltip)
        linesAction.setImageDescriptor(org.eclipse.ui.PlatformUI.getWorkbench().getSharedImages()
                .getImageDescriptor(org.eclipse.ui.ISharedImages.IMG_OBJ_FILE));
        threadsAction.setImageDescriptor(org.eclipse.debug.ui.DebugUITools
                .getImageDescriptor(org.eclipse.debug.ui.IDebugUIConstants.IMG_OBJS_THREAD_RUNNING));
        refineAction.setImageDescriptor(org.eclipse.debug.ui.DebugUITools
                .getImageDescriptor(org.eclipse.debug.ui.IDebugUIConstants.IMG_OBJS_STACKFRAME));
        attachAction.setImageDescriptor(org.eclipse.debug.ui.DebugUITools
                .getImageDescriptor(org.eclipse.debug.ui.IDebugUIConstants.IMG_ACT_DEBUG));
        tb.add(linesAction);
        tb.add(threadsAction);
        tb.add(refineAction);
        tb.add(attachAction);
    }

    private void attachInteractively(Node n) {
        attachDebugger(n,
                error -> MessageDialog.openError(getCanvas().getShell(), Messages.PrefixTree_attachTitle, error));
    }

    /**
     * The context menu of node {@code n} (the selected one): open its source, attach gdb to its lowest rank, refine
     * below it, slice from its line (empty without one).
     */
    @Override
    public List<IAction> contextActions(Node n) {
        if (n == null || n.frame() == null) {
            return List.of();
        }
        Action open = new Action(Messages.OpenSource) {
            @Override
            public void run() {
                openSource(n);
            }
        };
        StackFrame f = sourceFrame(n);
        open.setEnabled(f != null && f.file() != null);
        Action attach = new Action(NLS.bind(Messages.PrefixTree_attachToRank, n.ranks().first())) {
            @Override
            public void run() {
                attachInteractively(n);
            }
        };
        attach.setToolTipText(NLS.bind(Messages.PrefixTree_attachToRankTooltip, n.ranks().first(), n.label()));
        Action slice = SliceFromHere.action(getSite().getPage(), diagnosis != null && f != null && f.file() != null && f.line() > 0,
                () -> SliceJob.fromFrame(SliceFromHere.result(job, diagnosis), n.ranks().first(), n.frame().functionKey(),
                        f.file(), f.line()));
        Action refine = new Action(Messages.PrefixTree_refine) {
            @Override
            public void run() {
                refine(n);
            }
        };
        refine.setToolTipText(refineAction.getToolTipText());
        return List.of(open, attach, refine, slice);
    }

    @Override
    protected void open(Node n) {
        openSource(n);
    }

    @Override
    protected void selectionChanged(Node n) {
        if (attachAction != null) {
            attachAction.setEnabled(n != null);
        }
    }

    // ---- model

    /** Shows the stacks of a published diagnosis once they are merged (in the background). UI thread. */
    public void setResult(DiagnosisResult r) {
        setJob(r.job(), r.diagnosis(), r.launch());
        run = r.runLabel();
        inSitu = r.inSitu();
    }

    /**
     * Shows the stacks of {@code j} ({@code d} its diagnosis, may be null; {@code l} the launch running it, may be
     * null) once they are merged; returns the job merging them (null before the view is created). UI thread.
     */
    public ResultJob<StackAnalysis> setJob(Job j, Diagnosis d, ILaunch l) {
        if (getCanvas() == null || getCanvas().isDisposed()) {
            return null; // not created yet: createPartControl shows the latest diagnosis
        }
        this.inSitu = false;
        this.run = null;
        return analyse(j, d, l);
    }

    /** Merges the stacks of {@code j} in the background ({@link PrefixTreeFacade}), then draws them. UI thread. */
    private ResultJob<StackAnalysis> analyse(Job j, Diagnosis d, ILaunch l) {
        int request = ++analyses;
        return PrefixTreeFacade.analyse(j, threadsAction.isChecked(), inUi(merged -> {
            if (request == analyses) {
                this.job = j;
                this.diagnosis = d;
                this.launch = l;
                stacks = merged;
                select(null);
                setGranularity(linesAction.isChecked() ? Granularity.LINE : Granularity.FUNCTION);
            }
        }));
    }

    /** {@code show} run on the UI thread while the view is open: how a background job's value reaches the view. */
    private <T> Consumer<T> inUi(Consumer<T> show) {
        org.eclipse.swt.widgets.Display display = getCanvas().getDisplay();
        return value -> {
            if (!display.isDisposed()) {
                display.asyncExec(() -> {
                    if (!getCanvas().isDisposed()) {
                        show.accept(value);
                    }
                });
            }
        };
    }

    /**
     * Shows every sampled thread of every task, or the MPI threads only (the toolbar toggle); returns the job merging
     * the stacks (null without a job shown). UI thread.
     */
    public ResultJob<StackAnalysis> setAllThreads(boolean all) {
        threadsAction.setChecked(all);
        return job == null ? null : analyse(job, diagnosis, launch);
    }

    /** Switches between the function and the function+line tree (the toolbar toggle). UI thread. */
    public void setGranularity(Granularity g) {
        linesAction.setChecked(g == Granularity.LINE);
        if (stacks == null) {
            return;
        }
        tree = stacks.tree(g);
        PrefixTreeLayout layout = measuring(p -> PrefixTreeLayout.of(tree, p::textExtent, this::temporalLabel,
                stacks::childrenInOrder));
        figure = new PrefixTreeFigure(layout, tree, stacks);
        select(null);
        setContent(figure, false);
        setContentDescription(description());
    }

    private String description() {
        List<String> parts = new ArrayList<>();
        if (run != null) {
            parts.add(run);
        }
        if (diagnosis != null && diagnosis.getAlgorithm() != null) {
            String algorithm = diagnosis.getAlgorithm().getLiteral();
            parts.add(inSitu ? NLS.bind(Messages.Header_inSitu, algorithm) : algorithm);
        }
        int tasks = tree.ranks().size();
        int classes = tree.classes().size();
        parts.add(tasks == 1 ? Messages.Tasks_one : NLS.bind(Messages.Tasks_many, tasks));
        parts.add(classes == 1 ? Messages.PrefixTree_oneClass : NLS.bind(Messages.PrefixTree_classes, classes));
        parts.add(tree.granularity() == Granularity.LINE ? Messages.PrefixTree_lineLevel : Messages.PrefixTree_functionLevel);
        TemporalRefinement.Result r = latestRefinement();
        if (r != null && tree.granularity() == Granularity.LINE) {
            parts.add(refinementText(r));
        }
        if (threadsAction.isChecked()) {
            parts.add(Messages.PrefixTree_allThreadsShown);
        }
        if (!stacks.withoutStack().isEmpty()) {
            parts.add(NLS.bind(!inSitu ? Messages.PrefixTree_noStack
                    : threadsAction.isChecked() ? Messages.PrefixTree_noStackInSituThreads : Messages.PrefixTree_noStackInSitu,
                    stacks.withoutStack()));
        }
        return String.join(Messages.Header_separator, parts);
    }

    /** The header's part for a temporal refinement: the order, or plainly that it could not be decided. */
    public static String refinementText(TemporalRefinement.Result r) {
        if (!r.orderDecided()) {
            return NLS.bind(Messages.PrefixTree_orderUndecided, r.leastProgressed() == null ? Messages.PrefixTree_theTasks
                    : NLS.bind(r.leastProgressed().size() == 1 ? Messages.Ranks_one : Messages.Ranks_many,
                            r.leastProgressed()));
        }
        return NLS.bind(Messages.PrefixTree_order, r.leastProgressed(), r.mostProgressed());
    }

    public Job getJob() {
        return job;
    }

    /** The tree shown. */
    public PrefixTree getTree() {
        return tree;
    }

    /** The colour of the {@code i}-th equivalence class: its edges and the border of its nodes. */
    public static RGB classColour(int i) {
        return PrefixTreeFigure.classColour(i);
    }

    /** The fill of the nodes of the {@code i}-th class (-1: nodes shared by several classes). */
    public static RGB classFill(int i) {
        return PrefixTreeFigure.classFill(i);
    }

    /** The class index of a node as drawn (-1: shared). */
    public int classIndexOf(Node n) {
        return figure == null ? -1 : figure.classIndexOf(n);
    }

    // ---- temporal order

    /**
     * Refines the function+line tree below {@code n} (null: the whole tree) in a background job
     * ({@link TemporalOrder}): program points from the sources (workspace projects, then the debug-info paths), loop
     * values with gdb from the tasks of {@code n} while the job runs. Switches to the function+line level first. Returns
     * the scheduled job (null without a tree). UI thread.
     */
    public org.eclipse.core.runtime.jobs.Job refine(Node n) {
        if (stacks == null || job == null) {
            return null;
        }
        StackAnalysis refined = stacks;
        Node start = n == null ? null : refined.lineNode(n);
        if (tree.granularity() != Granularity.LINE) {
            setGranularity(Granularity.LINE);
        }
        return PrefixTreeFacade.refine(refined, start, job, inUi(r -> {
            if (stacks == refined) {
                refined.addRefinement(r.result(), r.warnings());
                setGranularity(Granularity.LINE);
            }
        }));
    }

    /** The latest refinement, null before any. */
    public TemporalRefinement.Result latestRefinement() {
        return stacks == null ? null : stacks.latestRefinement();
    }

    /** Whether {@code n} is on the path of the least-progressed tasks of the latest refinement. */
    public boolean isLeastProgressed(Node n) {
        return stacks != null && stacks.isLeastProgressed(n);
    }

    /** " [T0 it=3]" of a node: its classes in the latest refinement that has any there. */
    public String temporalLabel(Node n) {
        List<TemporalRefinement.Group> groups = stacks.temporalGroups(n);
        return groups.isEmpty() ? "" : StackTreeReport.temporalLabel(groups);
    }

    /**
     * The frame of {@code n} with its file and line: the node's own in a function+line tree; in a function tree
     * (whose nodes merge lines) the line where the node's lowest rank is.
     */
    public StackFrame sourceFrame(Node n) {
        return stacks == null ? null : stacks.sourceFrame(n);
    }

    /** Opens the source of {@code n}'s frame at its line; null (status line says why) without one. */
    public IEditorPart openSource(Node n) {
        StackFrame f = sourceFrame(n);
        if (f == null || f.file() == null) {
            showError(NLS.bind(Messages.PrefixTree_noSourceLine,
                    n == null || n.frame() == null ? Messages.PrefixTree_thisNode : n.frame().functionKey()));
            return null;
        }
        return SourceOpener.open(getSite().getPage(), job, f.file(), f.line(), this::showError);
    }

    // ---- debugger

    /**
     * Starts {@code gdb -p PID} on the lowest rank of {@code n} in the Console view ({@link GdbConsole}) in the
     * background and shows the console; {@code failed} gets the reason it did not start (no node, no PID, the job
     * ended, no gdb) on the UI thread. Returns the job starting gdb (its result: null when started, else why not), or
     * null without a node. UI thread.
     */
    public ResultJob<String> attachDebugger(Node n, Consumer<String> failed) {
        if (n == null || job == null) {
            failed.accept(Messages.PrefixTree_selectFirst);
            return null;
        }
        return PrefixTreeFacade.attachDebugger(job, n.ranks().first(), launch, inUi(error -> {
            if (error != null) {
                failed.accept(error);
                return;
            }
            try {
                getSite().getPage().showView(IConsoleConstants.ID_CONSOLE_VIEW);
            } catch (PartInitException e) {
                // gdb runs anyway; the console can be opened by hand
            }
        }));
    }
}
