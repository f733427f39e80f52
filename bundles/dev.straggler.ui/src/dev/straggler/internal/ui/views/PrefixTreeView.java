package dev.straggler.internal.ui.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.console.IConsoleConstants;
import org.eclipse.ui.part.ViewPart;

import dev.straggler.core.report.StackTreeReport;
import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.PrefixTree.Granularity;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.StackAnalysis;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.launch.attach.GdbConsole;
import dev.straggler.launch.attach.LiveTasks;
import dev.straggler.launch.attach.TemporalOrder;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.DiagnosisResults;
import dev.straggler.launch.ide.SliceJob;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.RankSet;

/**
 * STAT's prefix tree of the stacks of a diagnosed job, drawn: the trees, equivalence classes, frame lines and
 * refinements come from {@link StackAnalysis} (the same Job the launch diagnosed, MPI library internals folded into the
 * MPI call),
 * laid out by ELK ({@link PrefixTreeLayout}) and drawn on a canvas with the zoom and pan of the PDG view. One colour
 * per equivalence class, "k: [ranges]" on the edges, function or function+line level (toolbar), tooltips,
 * double-click opens the source at the frame's line, <em>Attach debugger</em> starts gdb on the lowest rank of the
 * selected node in a console ({@link GdbConsole}). <em>Refine</em> orders the classes below the selected node by relative progress (STAT's
 * temporal order, run as a background job by {@link TemporalOrder}): nodes get their temporal ranks ("[T0 it=3]") and
 * the least-progressed tasks' nodes a thick blue border.
 */
public class PrefixTreeView extends ViewPart {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.prefixTreeView";

    private static final RGB SHARED_FILL = new RGB(238, 238, 238);
    private static final RGB SHARED_LINE = new RGB(120, 120, 120);
    private static final RGB SELECTED = new RGB(0, 0, 0);
    /** The border of the least-progressed tasks' nodes (the paper draws their edges blue). */
    public static final RGB LEAST_PROGRESSED = new RGB(0, 60, 220);
    private static final int TOP = 8;

    private Canvas canvas;
    private Font font;
    private Viewport viewport;
    private Job job;
    private Diagnosis diagnosis;
    private ILaunch launch;
    private boolean inSitu;
    /** The stacks of the job shown: trees, frame-to-line lookup, refinements. */
    private StackAnalysis stacks;
    private PrefixTree tree;
    private PrefixTreeLayout layout;
    private Node hovered;
    private Node selected;
    private Action linesAction;
    private Action attachAction;
    private Action refineAction;
    private Action threadsAction;

    @Override
    public void createPartControl(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        font = new Font(canvas.getDisplay(), canvas.getFont().getFontData());
        canvas.addPaintListener(e -> paint(e.gc));
        viewport = new Viewport(canvas, TOP, this::hover);
        canvas.addListener(SWT.MouseDown, e -> {
            if (e.button == 1 || e.button == 3) {
                select(nodeAt(e.x, e.y));
            }
        });
        canvas.addListener(SWT.MouseDoubleClick, e -> {
            Node n = nodeAt(e.x, e.y);
            if (n != null) {
                openSource(n);
            }
        });
        canvas.addListener(SWT.Resize, e -> canvas.redraw());
        canvas.addListener(SWT.Dispose, e -> font.dispose());
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> contextActions().forEach(m::add));
        canvas.setMenu(menu.createContextMenu(canvas));
        createActions();
        DiagnosisResult latest = DiagnosisResults.latest();
        if (latest != null) {
            setResult(latest);
        } else {
            setContentDescription("No diagnosis yet: run an MPI Application with Diagnosis (Run > Run Configurations...)");
        }
    }

    private void createActions() {
        IToolBarManager tb = getViewSite().getActionBars().getToolBarManager();
        linesAction = new Action("Lines", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                setGranularity(isChecked() ? Granularity.LINE : Granularity.FUNCTION);
            }
        };
        linesAction.setToolTipText("Function+line level: frames of one function at different lines are separate nodes");
        attachAction = new Action("Attach Debugger") {
            @Override
            public void run() {
                String error = attachDebugger(selected);
                if (error != null) {
                    MessageDialog.openError(canvas.getShell(), "Attach debugger", error);
                }
            }
        };
        attachAction.setToolTipText("Attach gdb to a representative of the selected node (its lowest rank), in a console");
        attachAction.setEnabled(false);
        refineAction = new Action("Refine") {
            @Override
            public void run() {
                refine(selected);
            }
        };
        refineAction.setToolTipText("Order the classes below the selected node (or the whole tree) by relative progress:"
                + " temporal ranks, the least-progressed tasks in blue (loop values are read with gdb while the job runs)");
        threadsAction = new Action("All Threads", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                setAllThreads(isChecked());
            }
        };
        threadsAction.setToolTipText("Every sampled thread of every task (each labelled by its task's rank),"
                + " not only the thread that initialized MPI");
        tb.add(linesAction);
        tb.add(threadsAction);
        tb.add(refineAction);
        tb.add(attachAction);
        viewport.addZoomActions(tb, this::fit, "tree");
        getViewSite().getActionBars().updateActionBars();
    }

    /**
     * The context menu of the selected node: open its source, attach gdb to its lowest rank, slice from its line
     * (empty without one).
     */
    public List<IAction> contextActions() {
        Node n = selected;
        if (n == null || n.frame() == null) {
            return List.of();
        }
        Action open = new Action("Open Source") {
            @Override
            public void run() {
                openSource(n);
            }
        };
        StackFrame f = sourceFrame(n);
        open.setEnabled(f != null && f.file() != null);
        Action attach = new Action("Attach Debugger to Rank " + n.ranks().first()) {
            @Override
            public void run() {
                String error = attachDebugger(n);
                if (error != null) {
                    MessageDialog.openError(canvas.getShell(), "Attach debugger", error);
                }
            }
        };
        attach.setToolTipText("gdb -p on rank " + n.ranks().first() + ", a representative of " + n.label());
        Action slice = SliceFromHere.action(getSite().getPage(), diagnosis != null && f != null && f.file() != null && f.line() > 0,
                () -> SliceJob.fromFrame(SliceFromHere.result(job, diagnosis), n.ranks().first(), n.frame().functionKey(),
                        f.file(), f.line()));
        Action refine = new Action("Refine") {
            @Override
            public void run() {
                refine(n);
            }
        };
        refine.setToolTipText(refineAction.getToolTipText());
        return List.of(open, attach, refine, slice);
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    // ---- model

    /** Shows the stacks of a published diagnosis. UI thread. */
    public void setResult(DiagnosisResult r) {
        setJob(r.job(), r.diagnosis(), r.launch());
        inSitu = r.inSitu();
        if (tree != null) {
            setContentDescription(description());
        }
    }

    /**
     * Shows the stacks of {@code j} ({@code d} its diagnosis, may be null; {@code l} the launch running it, may be
     * null). UI thread.
     */
    public void setJob(Job j, Diagnosis d, ILaunch l) {
        if (canvas == null || canvas.isDisposed()) {
            return; // not created yet: createPartControl shows the latest diagnosis
        }
        this.job = j;
        this.diagnosis = d;
        this.launch = l;
        this.inSitu = false;
        stacks = StackAnalysis.of(j, threadsAction.isChecked());
        select(null);
        setGranularity(linesAction.isChecked() ? Granularity.LINE : Granularity.FUNCTION);
    }

    /** Shows every sampled thread of every task, or the MPI threads only (the toolbar toggle). UI thread. */
    public void setAllThreads(boolean all) {
        threadsAction.setChecked(all);
        if (job != null) {
            boolean wasInSitu = inSitu;
            setJob(job, diagnosis, launch);
            inSitu = wasInSitu;
            setContentDescription(description());
        }
    }

    /** Switches between the function and the function+line tree (the toolbar toggle). UI thread. */
    public void setGranularity(Granularity g) {
        linesAction.setChecked(g == Granularity.LINE);
        if (stacks == null) {
            return;
        }
        tree = stacks.tree(g);
        GC gc = new GC(canvas);
        try {
            gc.setFont(font);
            layout = PrefixTreeLayout.of(tree, s -> gc.textExtent(s), this::temporalLabel, stacks::childrenInOrder);
        } finally {
            gc.dispose();
        }
        hovered = null;
        select(null);
        canvas.setToolTipText(null);
        setContentDescription(description());
        fit();
    }

    private String description() {
        StringBuilder sb = new StringBuilder();
        if (diagnosis != null && diagnosis.getAlgorithm() != null) {
            sb.append(diagnosis.getAlgorithm().getLiteral()).append(inSitu ? " in situ" : "").append(" \u00b7 ");
        }
        int tasks = tree.ranks().size();
        int classes = tree.classes().size();
        sb.append(tasks).append(tasks == 1 ? " task" : " tasks").append(" \u00b7 ").append(classes)
                .append(classes == 1 ? " class" : " classes").append(" \u00b7 ")
                .append(tree.granularity() == Granularity.LINE ? "function+line" : "function").append(" level");
        TemporalRefinement.Result r = latestRefinement();
        if (r != null && tree.granularity() == Granularity.LINE) {
            sb.append(" \u00b7 least progressed: ").append(r.leastProgressed()).append(" \u00b7 most progressed: ")
                    .append(r.mostProgressed());
        }
        if (threadsAction.isChecked()) {
            sb.append(" \u00b7 all threads");
        }
        if (!stacks.withoutStack().isEmpty()) {
            sb.append(" \u00b7 no stack for ").append(stacks.withoutStack());
            if (inSitu) {
                sb.append(threadsAction.isChecked() ? " (the in-situ result keeps no thread stacks but the MPI threads')"
                        : " (the in-situ result keeps the stack of one sampled task per computing group)");
            }
        }
        return sb.toString();
    }

    public Job getJob() {
        return job;
    }

    /** The tree shown. */
    public PrefixTree getTree() {
        return tree;
    }

    public Canvas getCanvas() {
        return canvas;
    }

    public double getZoom() {
        return viewport.zoom();
    }

    /** The node selected (clicked), or null: the target of Attach Debugger. */
    public Node getSelected() {
        return selected;
    }

    /** Selects {@code n} (null: none). */
    public void select(Node n) {
        selected = n;
        if (attachAction != null) {
            attachAction.setEnabled(n != null);
        }
        canvas.redraw();
    }

    /** Fits the tree into the client area (at most 1:1). */
    public void fit() {
        if (layout == null) {
            canvas.redraw();
            return;
        }
        viewport.fit(layout.width(), layout.height());
    }

    /** The node's box in canvas coordinates (null when not shown). */
    public Rectangle nodeBounds(Node n) {
        PrefixTreeLayout.Box b = layout == null ? null : layout.box(n);
        return b == null ? null : viewport.toCanvas(b.x(), b.y(), b.width(), b.height());
    }

    /** The node at canvas point (x, y), or null. */
    public Node nodeAt(int x, int y) {
        return layout == null ? null : layout.nodeAt(viewport.layoutX(x), viewport.layoutY(y));
    }

    /** The colour of the {@code i}-th equivalence class: its edges and the border of its nodes. */
    public static RGB classColour(int i) {
        String hex = StackTreeReport.classColour(i);
        return new RGB(Integer.parseInt(hex.substring(1, 3), 16), Integer.parseInt(hex.substring(3, 5), 16),
                Integer.parseInt(hex.substring(5, 7), 16));
    }

    /** The fill of the nodes of the {@code i}-th class (-1: nodes shared by several classes). */
    public static RGB classFill(int i) {
        if (i < 0) {
            return SHARED_FILL;
        }
        RGB c = classColour(i);
        return new RGB(mix(c.red), mix(c.green), mix(c.blue));
    }

    private static int mix(int c) {
        return (int) Math.round(c * 0.45 + 255 * 0.55);
    }

    /** The class index of a node as drawn (-1: shared). */
    public int classIndexOf(Node n) {
        PrefixTreeLayout.Box b = layout == null ? null : layout.box(n);
        return b == null ? -1 : b.classIndex();
    }

    // ---- drawing

    private void paint(GC gc) {
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        gc.setFont(font);
        if (layout == null) {
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            gc.drawText("No diagnosis yet. Run an MPI Application with Diagnosis; when the job hangs the merged "
                    + "stacks of its tasks appear here.", 10, 10, true);
            return;
        }
        viewport.paint(gc, () -> {
            for (PrefixTreeLayout.Line l : layout.lines()) {
                drawEdge(gc, l);
            }
            for (PrefixTreeLayout.Box b : layout.boxes()) {
                drawNode(gc, b);
            }
        });
    }

    private void drawEdge(GC gc, PrefixTreeLayout.Line l) {
        int[] pts = new int[l.points().length];
        for (int i = 0; i < pts.length; i++) {
            pts[i] = (int) Math.round(l.points()[i]);
        }
        Color c = new Color(l.classIndex() < 0 ? SHARED_LINE : classColour(l.classIndex()));
        gc.setForeground(c);
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.setLineWidth(l.classIndex() < 0 ? 1 : 2);
        gc.drawPolyline(pts);
        // the label at the middle of the last segment, where the segment leaves room
        int n = pts.length;
        if (n < 4) {
            return;
        }
        Point e = gc.textExtent(l.label());
        int dx = pts[n - 2] - pts[n - 4];
        int mx = (pts[n - 4] + pts[n - 2]) / 2;
        int my = (pts[n - 3] + pts[n - 1]) / 2;
        // a slanted segment: above it, towards the side it heads to (its lower half is below); straight: beside it
        int y = Math.abs(dx) > 2 ? my - e.y - 1 : my - e.y / 2;
        int x = dx < -2 ? mx - 4 - e.x : mx + 4;
        gc.drawText(l.label(), x, y, true);
    }

    private void drawNode(GC gc, PrefixTreeLayout.Box b) {
        int x = (int) Math.round(b.x());
        int y = (int) Math.round(b.y());
        int w = (int) Math.round(b.width());
        int h = (int) Math.round(b.height());
        gc.setBackground(new Color(classFill(b.classIndex())));
        gc.fillRoundRectangle(x, y, w, h, 10, 10);
        boolean sel = b.node() == selected;
        boolean lp = isLeastProgressed(b.node());
        gc.setForeground(new Color(sel ? SELECTED : lp ? LEAST_PROGRESSED
                : b.classIndex() < 0 ? SHARED_LINE : classColour(b.classIndex())));
        gc.setLineWidth(sel || lp ? 3 : b.node() == hovered ? 2 : 1);
        gc.drawRoundRectangle(x, y, w, h, 10, 10);
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_BLACK));
        gc.drawText(b.text(), x + PrefixTreeLayout.PADDING_X, y + PrefixTreeLayout.PADDING_Y, true);
    }

    // ---- interaction

    private void hover(Event e) {
        Node n = nodeAt(e.x, e.y);
        if (n != hovered) {
            hovered = n;
            canvas.setToolTipText(n == null ? null : tooltip(n));
            canvas.redraw();
        }
    }

    /** Tooltip of a node: ranks, frame, file:line. */
    public String tooltip(Node n) {
        StringBuilder sb = new StringBuilder();
        RankSet r = n.ranks();
        sb.append(r.size() == 1 ? "rank " : "ranks ").append(r).append(" (").append(r.size())
                .append(r.size() == 1 ? " task)" : " tasks)");
        StackFrame f = sourceFrame(n);
        if (n.frame() != null) {
            sb.append('\n').append(n.frame().functionKey());
            if (f != null && f.file() != null) {
                sb.append("\n").append(f.file()).append(f.line() > 0 ? ":" + f.line() : "");
            }
            if (n.frame().module() != null) {
                sb.append("\nin ").append(n.frame().module());
            }
        }
        int k = classIndexOf(n);
        if (k >= 0) {
            sb.append("\nequivalence class ").append(k + 1).append(" of ").append(tree.classes().size());
        }
        if (n.parent() == null && !stacks.refinementNotes().isEmpty()) {
            sb.append("\nrefinement notes:");
            stacks.refinementNotes().forEach(note -> sb.append("\n- ").append(note));
        }
        sb.append("\n(double-click: open the source; select and Attach Debugger: gdb on rank ").append(r.first())
                .append("; Refine: order the classes below by progress)");
        return sb.toString();
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
        Job dumped = job;
        List<Path> roots = new ArrayList<>();
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            if (p.isOpen() && p.getLocation() != null) {
                roots.add(p.getLocation().toFile().toPath());
            }
        }
        org.eclipse.core.runtime.jobs.Job work = new org.eclipse.core.runtime.jobs.Job("Refining the prefix tree below "
                + (start == null || start.frame() == null ? "the root" : start.frame().describe(true))) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                List<String> warnings = new ArrayList<>();
                TemporalRefinement.Result r = TemporalOrder.refine(refined, start, LiveTasks.of(dumped), roots, 60, false,
                        warnings);
                canvas.getDisplay().asyncExec(() -> {
                    if (!canvas.isDisposed() && stacks == refined) {
                        refined.addRefinement(r, warnings);
                        setGranularity(Granularity.LINE);
                    }
                });
                return Status.OK_STATUS;
            }
        };
        work.setUser(true);
        work.schedule();
        return work;
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
            status("no source line is known for " + (n == null || n.frame() == null ? "this node" : n.frame().functionKey())
                    + " (a library frame, or the application was built without -g)");
            return null;
        }
        return SourceOpener.open(getSite().getPage(), job, f.file(), f.line(), this::status);
    }

    private void status(String message) {
        getViewSite().getActionBars().getStatusLineManager().setErrorMessage(message);
    }

    // ---- debugger

    /**
     * Starts {@code gdb -p PID} on the lowest rank of {@code n} in the Console view ({@link GdbConsole}). Returns null
     * when started, else the reason it was not (no node, no PID, the job ended, no gdb).
     */
    public String attachDebugger(Node n) {
        if (n == null || job == null) {
            return "Select a node of the tree first.";
        }
        String error = GdbConsole.start(job, n.ranks().first(), launch);
        if (error == null) {
            try {
                getSite().getPage().showView(IConsoleConstants.ID_CONSOLE_VIEW);
            } catch (PartInitException e) {
                // gdb runs anyway; the console can be opened by hand
            }
        }
        return error;
    }
}
