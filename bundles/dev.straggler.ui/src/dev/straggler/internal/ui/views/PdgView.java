package dev.straggler.internal.ui.views;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.Status;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.part.ViewPart;

import dev.straggler.core.report.DiagnosisReport;
import dev.straggler.core.symbols.Frames;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.DiagnosisResults;
import dev.straggler.launch.ide.SliceJob;
import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.PdgNode;

/**
 * The Progress Dependence Graph of a diagnosis: task groups (rank set and state) laid out by ELK
 * ({@link PdgLayout}) and drawn on a double-buffered canvas; an arrow goes from the group that waits to the group it
 * waits on, least-progressed groups are highlighted. Zoom (Ctrl+wheel, toolbar), pan (drag, wheel), tooltips,
 * double-click opens the source at the group's line, Export DOT. All analysis happens in dev.straggler.core.
 */
public class PdgView extends ViewPart {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.pdgView";

    /** Fill of least-progressed nodes (also in the legend). */
    public static final RGB LP_FILL = new RGB(244, 162, 97);
    /** Fill of the other nodes. */
    public static final RGB NODE_FILL = new RGB(226, 236, 250);
    private static final RGB LP_BORDER = new RGB(192, 57, 43);
    private static final RGB NODE_BORDER = new RGB(95, 99, 104);
    private static final RGB WAIT_COLOR = new RGB(60, 60, 60);
    private static final RGB UNDEFINED_COLOR = new RGB(140, 140, 140);
    private static final RGB P2P_COLOR = new RGB(29, 53, 200);
    private static final RGB COLLECTIVE_COLOR = new RGB(120, 50, 150);
    private static final int LEGEND_HEIGHT = 26;

    private Canvas canvas;
    private Font font;
    private Font boldFont;
    private Job job;
    private Diagnosis diagnosis;
    private PdgLayout layout;
    private Viewport viewport;
    private PdgNode hovered;
    private PdgNode menuNode;
    private Action exportAction;

    @Override
    public void createPartControl(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        FontData[] fd = canvas.getFont().getFontData();
        font = new Font(canvas.getDisplay(), fd);
        for (FontData f : fd) {
            f.setStyle(SWT.BOLD);
        }
        boldFont = new Font(canvas.getDisplay(), fd);
        canvas.addPaintListener(e -> paint(e.gc));
        viewport = new Viewport(canvas, LEGEND_HEIGHT + 8, this::hover);
        canvas.addListener(SWT.MouseDoubleClick, this::doubleClick);
        canvas.addListener(SWT.MouseDown, e -> {
            if (e.button == 3) {
                menuNode = nodeAt(e.x, e.y);
            }
        });
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> contextActions(menuNode).forEach(m::add));
        canvas.setMenu(menu.createContextMenu(canvas));
        canvas.addListener(SWT.Resize, e -> canvas.redraw());
        canvas.addListener(SWT.Dispose, e -> {
            font.dispose();
            boldFont.dispose();
        });
        createActions();
        DiagnosisResult latest = DiagnosisResults.latest();
        if (latest != null) {
            setDiagnosis(latest.job(), latest.diagnosis(), latest.inSitu());
        } else {
            setContentDescription("No diagnosis yet: run an MPI Application with Diagnosis (Run > Run Configurations...)");
        }
    }

    private void createActions() {
        IToolBarManager tb = getViewSite().getActionBars().getToolBarManager();
        exportAction = new Action("Export DOT\u2026") {
            @Override
            public void run() {
                exportDotInteractively();
            }
        };
        exportAction.setToolTipText("Save the graph as a Graphviz DOT file");
        exportAction.setEnabled(false);
        viewport.addZoomActions(tb, this::fit, "graph");
        tb.add(exportAction);
        getViewSite().getActionBars().updateActionBars();
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    /** The drawing surface (for tests). */
    public Canvas getCanvas() {
        return canvas;
    }

    public Job getJob() {
        return job;
    }

    public Diagnosis getDiagnosis() {
        return diagnosis;
    }

    public double getZoom() {
        return viewport.zoom();
    }

    /** Shows {@code d} (a diagnosis of {@code j}): lays it out and fits it into the view. UI thread. */
    public void setDiagnosis(Job j, Diagnosis d) {
        setDiagnosis(j, d, false);
    }

    /** Shows {@code d}; {@code inSitu}: the job computed it itself (said in the description). UI thread. */
    public void setDiagnosis(Job j, Diagnosis d, boolean inSitu) {
        this.job = j;
        this.diagnosis = d;
        GC gc = new GC(canvas);
        try {
            gc.setFont(boldFont);
            layout = PdgLayout.of(d, s -> gc.textExtent(s));
        } finally {
            gc.dispose();
        }
        hovered = null;
        canvas.setToolTipText(null);
        exportAction.setEnabled(true);
        int tasks = j.getWorldSize() > 0 ? j.getWorldSize() : j.getTasks().size();
        setContentDescription(d.getAlgorithm().getLiteral() + (inSitu ? " in situ" : "") + " \u00b7 " + tasks + (tasks == 1 ? " task" : " tasks") + " \u00b7 "
                + d.getSummary());
        fit();
    }

    /** Fits the graph into the client area (at most 1:1). */
    public void fit() {
        if (layout == null) {
            canvas.redraw();
            return;
        }
        viewport.fit(layout.width(), layout.height());
    }

    /** Zooms keeping the graph point under canvas point (ax, ay) in place. */
    public void zoomAround(double newZoom, double ax, double ay) {
        viewport.zoomAround(newZoom, ax, ay);
    }

    /** The node's box in canvas coordinates (null when the node is not shown). */
    public Rectangle nodeBounds(PdgNode n) {
        PdgLayout.Box b = layout == null ? null : layout.box(n);
        if (b == null) {
            return null;
        }
        return viewport.toCanvas(b.x(), b.y(), b.width(), b.height());
    }

    /** The node at canvas point (x, y), or null. */
    public PdgNode nodeAt(int x, int y) {
        return layout == null ? null : layout.nodeAt(viewport.layoutX(x), viewport.layoutY(y));
    }

    // ---- drawing

    private void paint(GC gc) {
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        gc.setFont(font);
        if (layout == null) {
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            gc.drawText("No diagnosis yet. Run an MPI Application with Diagnosis; when the job hangs (or you press "
                    + "Diagnose Now) its progress dependence graph appears here.", 10, 10, true);
            return;
        }
        viewport.paint(gc, () -> {
            for (PdgLayout.Line l : layout.lines()) {
                drawEdge(gc, l);
            }
            gc.setLineStyle(SWT.LINE_SOLID);
            for (PdgLayout.Box b : layout.boxes()) {
                drawNode(gc, b);
            }
        });
        drawLegend(gc);
    }

    private void drawNode(GC gc, PdgLayout.Box b) {
        boolean lp = b.node().isLeastProgressed();
        int x = (int) Math.round(b.x());
        int y = (int) Math.round(b.y());
        int w = (int) Math.round(b.width());
        int h = (int) Math.round(b.height());
        gc.setBackground(new Color(lp ? LP_FILL : NODE_FILL));
        gc.fillRoundRectangle(x, y, w, h, 12, 12);
        gc.setForeground(new Color(lp ? LP_BORDER : NODE_BORDER));
        gc.setLineWidth(lp ? 3 : 1);
        if (b.node() == hovered) {
            gc.setLineWidth(lp ? 4 : 2);
        }
        gc.drawRoundRectangle(x, y, w, h, 12, 12);
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_BLACK));
        int ty = y + PdgLayout.PADDING_Y;
        List<String> lines = b.lines();
        for (int i = 0; i < lines.size(); i++) {
            gc.setFont(i == 0 ? boldFont : font);
            gc.drawText(lines.get(i), x + PdgLayout.PADDING_X, ty, true);
            ty += gc.textExtent(lines.get(i)).y;
        }
        gc.setFont(font);
    }

    private void drawEdge(GC gc, PdgLayout.Line l) {
        DependenceType type = l.edge().getType();
        int[] pts = new int[l.points().length];
        for (int i = 0; i < pts.length; i++) {
            pts[i] = (int) Math.round(l.points()[i]);
        }
        Color c;
        switch (type) {
        case UNDEFINED -> {
            c = new Color(UNDEFINED_COLOR);
            gc.setLineStyle(SWT.LINE_DASH);
            gc.setLineWidth(1);
        }
        case POINT_TO_POINT -> {
            c = new Color(P2P_COLOR);
            gc.setLineStyle(SWT.LINE_SOLID);
            gc.setLineWidth(3);
        }
        case COLLECTIVE -> {
            c = new Color(COLLECTIVE_COLOR);
            gc.setLineStyle(SWT.LINE_DOT);
            gc.setLineWidth(2);
        }
        default -> {
            c = new Color(WAIT_COLOR);
            gc.setLineStyle(SWT.LINE_SOLID);
            gc.setLineWidth(2);
        }
        }
        gc.setForeground(c);
        gc.setBackground(c);
        gc.drawPolyline(pts);
        if (type != DependenceType.UNDEFINED && pts.length >= 4) {
            gc.setLineStyle(SWT.LINE_SOLID);
            arrowHead(gc, l.points()[pts.length - 4], l.points()[pts.length - 3], l.points()[pts.length - 2],
                    l.points()[pts.length - 1], type == DependenceType.POINT_TO_POINT ? 12 : 10);
        }
    }

    private static void arrowHead(GC gc, double x0, double y0, double x1, double y1, double size) {
        double a = Math.atan2(y1 - y0, x1 - x0);
        double s = Math.PI / 7;
        int[] tri = { (int) Math.round(x1), (int) Math.round(y1),
                (int) Math.round(x1 - size * Math.cos(a - s)), (int) Math.round(y1 - size * Math.sin(a - s)),
                (int) Math.round(x1 - size * Math.cos(a + s)), (int) Math.round(y1 - size * Math.sin(a + s)) };
        gc.fillPolygon(tri);
    }

    private void drawLegend(GC gc) {
        Rectangle ca = canvas.getClientArea();
        gc.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(0, 0, ca.width, LEGEND_HEIGHT);
        gc.setForeground(new Color(new RGB(210, 210, 210)));
        gc.setLineWidth(1);
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.drawLine(0, LEGEND_HEIGHT, ca.width, LEGEND_HEIGHT);
        gc.setFont(font);
        int x = 8;
        int cy = LEGEND_HEIGHT / 2;
        // least progressed sample
        gc.setBackground(new Color(LP_FILL));
        gc.fillRoundRectangle(x, cy - 7, 22, 14, 6, 6);
        gc.setForeground(new Color(LP_BORDER));
        gc.setLineWidth(2);
        gc.drawRoundRectangle(x, cy - 7, 22, 14, 6, 6);
        x = legendText(gc, x + 28, cy, "least progressed");
        x = legendLine(gc, x, cy, WAIT_COLOR, SWT.LINE_SOLID, 2, true, "waits for");
        x = legendLine(gc, x, cy, P2P_COLOR, SWT.LINE_SOLID, 3, true, "point-to-point");
        x = legendLine(gc, x, cy, COLLECTIVE_COLOR, SWT.LINE_DOT, 2, true, "collective");
        legendLine(gc, x, cy, UNDEFINED_COLOR, SWT.LINE_DASH, 1, false, "undefined");
        gc.setLineStyle(SWT.LINE_SOLID);
    }

    private int legendLine(GC gc, int x, int cy, RGB rgb, int style, int width, boolean arrow, String text) {
        Color c = new Color(rgb);
        gc.setForeground(c);
        gc.setBackground(c);
        gc.setLineStyle(style);
        gc.setLineWidth(width);
        gc.drawLine(x, cy, x + 30, cy);
        gc.setLineStyle(SWT.LINE_SOLID);
        if (arrow) {
            arrowHead(gc, x, cy, x + 32, cy, 8);
        }
        return legendText(gc, x + 38, cy, text);
    }

    private int legendText(GC gc, int x, int cy, String text) {
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_BLACK));
        Point e = gc.textExtent(text);
        gc.drawText(text, x, cy - e.y / 2, true);
        return x + e.x + 18;
    }

    // ---- interaction

    private void hover(Event e) {
        PdgNode n = nodeAt(e.x, e.y);
        if (n != hovered) {
            hovered = n;
            canvas.setToolTipText(n == null ? null : tooltip(n));
            canvas.redraw();
        }
    }

    private void doubleClick(Event e) {
        PdgNode n = nodeAt(e.x, e.y);
        if (n != null) {
            openSource(n);
        }
    }

    /** The context menu of node {@code n} (right-clicked): open its source, slice from it; empty without a node. */
    public List<IAction> contextActions(PdgNode n) {
        if (n == null || diagnosis == null) {
            return List.of();
        }
        Action open = new Action("Open Source") {
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

    /** Tooltip text of a node: ranks, state, frames. */
    public static String tooltip(PdgNode n) {
        StringBuilder sb = new StringBuilder();
        sb.append(n.getRanks().size() == 1 ? "rank " : "ranks ").append(n.getRanks()).append(" (")
                .append(n.getRanks().size()).append(n.getRanks().size() == 1 ? " task)" : " tasks)");
        if (n.isLeastProgressed()) {
            sb.append(" \u2014 least progressed");
        }
        sb.append('\n').append(n.getLabel());
        if (n.getState() != null && n.getState().getKind() != null) {
            sb.append("\nstate: ").append(n.getState().getKind().getLiteral().toLowerCase()).append(", ")
                    .append(n.getState().getCall());
        }
        int shown = 0;
        for (Frame f : n.getFrames()) {
            if (shown++ == 15) {
                sb.append("\n  \u2026");
                break;
            }
            sb.append(shown == 1 ? "\nframes:\n  " : "\n  ").append(Frames.describe(f));
        }
        sb.append("\n(double-click: open the source; right-click: slice from here)");
        return sb.toString();
    }

    /**
     * Opens the source of {@code n}'s user frame at its line: the workspace file when the workspace holds it (so
     * markers show), else the file on disk. Returns the editor, or null (status line says why) when there is no
     * source.
     */
    public IEditorPart openSource(PdgNode n) {
        Frame f = Frames.userFrame(n.getFrames());
        if ((f == null || !Frames.isUser(f)) && n.getState() != null) {
            Frame site = Frames.userFrame(n.getState().getCallSite());
            if (site != null && Frames.isUser(site)) {
                f = site;
            }
        }
        if (f == null || f.getFile() == null || f.getFile().isEmpty()) {
            status("no source line is known for " + (f == null ? "this task group" : Frames.describe(f))
                    + " (build the application with -g)");
            return null;
        }
        return SourceOpener.open(getSite().getPage(), job, f.getFile(), f.getLine(), this::status);
    }

    private void status(String message) {
        getViewSite().getActionBars().getStatusLineManager().setErrorMessage(message);
    }

    // ---- export

    /** Writes the graph in Graphviz DOT to {@code file}. */
    public void exportDot(Path file) throws IOException {
        if (diagnosis == null) {
            throw new IOException("no diagnosis to export");
        }
        Files.writeString(file, DiagnosisReport.dot(job, diagnosis), StandardCharsets.UTF_8);
    }

    private void exportDotInteractively() {
        if (diagnosis == null) {
            return;
        }
        FileDialog fd = new FileDialog(canvas.getShell(), SWT.SAVE);
        fd.setText("Export the Progress Dependence Graph");
        fd.setFilterExtensions(new String[] { "*.dot", "*" });
        fd.setFileName("pdg.dot");
        fd.setOverwrite(true);
        String name = fd.open();
        if (name == null) {
            return;
        }
        try {
            exportDot(Path.of(name));
        } catch (IOException e) {
            ErrorDialog.openError(canvas.getShell(), "Export DOT", null,
                    Status.error("cannot write " + name + ": " + e.getMessage() + "; choose a writable location"));
        }
    }
}
