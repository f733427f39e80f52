package dev.straggler.internal.ui.canvas;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.ResourceLocator;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

import dev.straggler.internal.ui.canvas.CanvasExport.Format;

/**
 * The base of Straggler's drawn views: a double-buffered canvas showing one {@link CanvasContent}, with zoom (toolbar,
 * Ctrl+wheel, Ctrl+= / Ctrl+- / Ctrl+0), pan (drag, wheel, arrow keys), fit, hover tooltips, selection (click; also
 * the site's selection provider), double-click or Enter to open an item, a context menu (the item's actions, then zoom
 * and export) and export to SVG, PNG and — for graphs — DOT through a file dialog (toolbar, view menu, context menu).
 * A view passes its drawing's name and export file name to the constructor, implements {@link #emptyMessage()} and
 * {@link #initialize()} (show what there is when the part is created), builds its content from a core facade's result
 * and calls {@link #setContent}; it overrides the hooks it needs: {@link #open}, {@link #contextActions},
 * {@link #clicked}, {@link #selectionChanged}, {@link #contributeActions}. The package's {@code package-info} has the
 * whole contract.
 *
 * @param <T> the items of the content
 */
public abstract class CanvasView<T> extends ViewPart {

    /** Free space between the legend (or the top) and the drawing, in pixels. */
    private static final int MARGIN = 8;
    private static final RGB WHITE = new RGB(255, 255, 255);
    private static final RGB EMPTY_TEXT = new RGB(128, 128, 128);
    /** The notes' band ({@link #setNotes}): dark red on light orange, as a warning. */
    private static final RGB NOTE_TEXT = new RGB(150, 30, 20);
    /** The background of the notes' band. */
    public static final RGB NOTE_FILL = new RGB(255, 236, 214);
    /** Space around the notes' text and between two notes, in pixels. */
    private static final int NOTE_PAD = 4;
    private static final double ZOOM_STEP = 1.25;
    private static final int PAN_STEP = 40;

    /** Where the last export went (the next file dialog starts there). */
    private static String lastExportFolder;
    private static Format lastExportFormat = Format.SVG;

    private Canvas canvas;
    private CanvasFonts fonts;
    private Viewport viewport;
    private CanvasContent<T> content;
    /** The notes shown above the legend ({@link #setNotes}); empty: none. */
    private List<String> notes = List.of();
    private T hovered;
    private T selected;
    private final ListenerList<ISelectionChangedListener> selectionListeners = new ListenerList<>();
    private Action zoomInAction;
    private Action zoomOutAction;
    private Action fitAction;
    private Action exportAction;
    private final String drawingName;
    private final String exportFileName;

    /**
     * @param drawingName what the drawing is, for tooltips and dialogs ("graph", "tree", "heatmap")
     * @param exportFileName the file name an export proposes, without extension ("pdg")
     */
    protected CanvasView(String drawingName, String exportFileName) {
        this.drawingName = drawingName;
        this.exportFileName = exportFileName;
    }

    // ---- what a view implements

    /** The text the canvas shows while there is no content (wrapped to the canvas). */
    protected abstract String emptyMessage();

    /** Called at the end of {@link #createPartControl}: show what there is to show (e.g. the latest diagnosis). */
    protected abstract void initialize();

    /** Adds the view's own actions to its tool bar (before zoom and export). */
    protected void contributeActions(IToolBarManager toolBar) {
        // none
    }

    /** Double-click (or Enter) on {@code item}: open its source, show its details. */
    protected void open(T item) {
        // nothing to open
    }

    /** A left click on {@code item} (already selected; null: empty space), e.g. to collapse or expand it. */
    protected void clicked(T item) {
        // nothing
    }

    /** The selection changed to {@code item} (null: none). */
    protected void selectionChanged(T item) {
        // nothing
    }

    /** The actions of {@code item}'s context menu (null: the pointer is on no item). */
    public List<IAction> contextActions(T item) {
        return List.of();
    }

    // ---- the part

    @Override
    public void createPartControl(Composite parent) {
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(parent.getDisplay().getSystemColor(SWT.COLOR_WHITE));
        fonts = new CanvasFonts(canvas.getDisplay(), canvas.getFont().getFontData());
        canvas.addPaintListener(e -> paint(e.gc));
        viewport = new Viewport(canvas, MARGIN, this::hover);
        canvas.addListener(SWT.MouseDown, this::mouseDown);
        canvas.addListener(SWT.MouseDoubleClick, e -> {
            T item = e.button == 1 ? itemAt(e.x, e.y) : null;
            if (item != null) {
                open(item);
            }
        });
        canvas.addListener(SWT.KeyDown, this::key);
        // the hover tooltip goes with the pointer, the focus, the window's activation and the view (issue 24: it
        // stayed on screen after the pointer or the view had gone)
        canvas.addListener(SWT.MouseExit, e -> unhover());
        canvas.addListener(SWT.FocusOut, e -> unhover());
        canvas.addListener(SWT.Hide, e -> unhover());
        canvas.addListener(SWT.MouseWheel, e -> unhover());
        canvas.getShell().addListener(SWT.Deactivate, shellDeactivated);
        getSite().getPage().addPartListener(partHidden);
        // a fitted drawing stays fitted (the view resized, or the content description appeared above the canvas)
        canvas.addListener(SWT.Resize, e -> {
            updateTop(); // the notes wrap to the new width
            if (content != null && viewport.fitted()) {
                fit();
            } else {
                canvas.redraw();
            }
        });
        // the hover tooltip would stay over the menu
        canvas.addListener(SWT.MenuDetect, e -> canvas.setToolTipText(null));
        canvas.addListener(SWT.Dispose, e -> {
            fonts.dispose();
            if (!canvas.getShell().isDisposed()) {
                canvas.getShell().removeListener(SWT.Deactivate, shellDeactivated);
            }
            getSite().getPage().removePartListener(partHidden);
        });
        ISelectionProvider provider = new SelectionProvider();
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(this::fillContextMenu);
        canvas.setMenu(menu.createContextMenu(canvas));
        getSite().registerContextMenu(menu, provider);
        getSite().setSelectionProvider(provider);
        createActions();
        initialize();
    }

    private void createActions() {
        IToolBarManager tb = getViewSite().getActionBars().getToolBarManager();
        contributeActions(tb);
        zoomInAction = action(Messages.ZoomIn_label, Messages.ZoomIn_tooltip, image("org.eclipse.ui.workbench.texteditor", "zoomIn"),
                () -> zoomBy(ZOOM_STEP));
        zoomOutAction = action(Messages.ZoomOut_label, Messages.ZoomOut_tooltip,
                image("org.eclipse.ui.workbench.texteditor", "zoomOut"), () -> zoomBy(1 / ZOOM_STEP));
        fitAction = action(Messages.Fit_label, NLS.bind(Messages.Fit_tooltip, drawingName),
                ResourceLocator.imageDescriptorFromBundle(CanvasView.class, "icons/fit.png").orElse(null), this::fit);
        tb.add(new Separator("zoom"));
        tb.add(zoomInAction);
        tb.add(zoomOutAction);
        tb.add(fitAction);
        exportAction = action(Messages.Export_label, NLS.bind(Messages.Export_tooltip, drawingName),
                image("org.eclipse.ui", "export_wiz"), this::exportInteractively);
        exportAction.setEnabled(false);
        tb.add(new Separator("export"));
        tb.add(exportAction);
        IMenuManager viewMenu = getViewSite().getActionBars().getMenuManager();
        viewMenu.add(exportAction);
        getViewSite().getActionBars().updateActionBars();
    }

    private static ImageDescriptor image(String bundle, String name) {
        return ResourceLocator.imageDescriptorFromBundle(bundle, "icons/full/etool16/" + name + ".png").orElse(null);
    }

    private static Action action(String text, String tooltip, ImageDescriptor image, Runnable run) {
        Action a = new Action(text, image) {
            @Override
            public void run() {
                run.run();
            }
        };
        a.setToolTipText(tooltip);
        return a;
    }

    private void fillContextMenu(IMenuManager m) {
        List<IAction> own = contextActions(selected);
        own.forEach(m::add);
        if (!own.isEmpty()) {
            m.add(new Separator());
        }
        m.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        m.add(new Separator());
        m.add(zoomInAction);
        m.add(zoomOutAction);
        m.add(fitAction);
        m.add(exportAction);
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    // ---- content

    /**
     * Shows {@code c} (null: nothing, the empty message). {@code keepView}: keep zoom and pan (the content changed in
     * place, e.g. a loop was collapsed), else fit it. The selection is kept when {@code c} still shows the item. UI
     * thread.
     */
    protected void setContent(CanvasContent<T> c, boolean keepView) {
        content = c;
        hovered = null;
        canvas.setToolTipText(null);
        if (selected != null && (c == null || c.bounds(selected) == null)) {
            select(null);
        }
        exportAction.setEnabled(c != null);
        updateTop();
        if (keepView) {
            canvas.redraw();
        } else {
            fit();
        }
    }

    /**
     * Shows {@code lines} at the top of the canvas, above the legend and the drawing, unzoomed, each in full and
     * wrapped to the canvas width (no tooltip needed): what the user must read before the drawing, e.g. that a task
     * crashed and the drawing is of a partial job. Empty: none, the canvas exactly as without. Kept when the content
     * changes. UI thread.
     */
    protected void setNotes(List<String> lines) {
        notes = List.copyOf(lines);
        updateTop();
        if (content != null && viewport.fitted()) {
            fit();
        } else {
            canvas.redraw();
        }
    }

    /** The height kept free above the drawing: the notes (wrapped to the canvas' width), the legend, a margin. */
    private void updateTop() {
        int notesHeight = notes.isEmpty() ? 0 : measuring(g -> paintNotes(g, canvas.getClientArea().width, false));
        viewport.setTop(notesHeight + (int) Math.ceil(content == null ? 0 : content.legendHeight()) + MARGIN);
    }

    /**
     * The notes wrapped to {@code width}, each note's lines together, a little space between two notes; painted on a
     * band across the top when {@code paint}. Returns the band's height (0 without notes).
     */
    private int paintNotes(Painter g, int width, boolean paint) {
        if (notes.isEmpty()) {
            return 0;
        }
        List<List<String>> wrapped = wrappedNotes(g, width);
        int height = NOTE_PAD + wrapped.stream().mapToInt(ls -> NOTE_PAD + ls.stream().mapToInt(l -> g.textExtent(l).y)
                .sum()).sum();
        if (paint) {
            g.setBackground(NOTE_FILL);
            g.fillRectangle(0, 0, width, height);
            g.setForeground(NOTE_TEXT);
            double y = NOTE_PAD;
            for (List<String> lines : wrapped) {
                y = drawLines(g, lines, y) + NOTE_PAD;
            }
        }
        return height;
    }

    /** Draws {@code lines} one below the other from {@code y}, at the left margin; returns the y below them. */
    private static double drawLines(Painter g, List<String> lines, double y) {
        for (String line : lines) {
            g.drawText(line, 10, y);
            y += g.textExtent(line).y;
        }
        return y;
    }

    /** The notes wrapped to {@code width} (less a margin on each side): one list of lines per note. */
    private List<List<String>> wrappedNotes(Painter g, int width) {
        g.setTextStyle(Painter.TextStyle.NORMAL);
        return notes.stream().map(n -> TextLines.wrap(n, width - 20, g::textExtent)).toList();
    }

    /** The content shown, or null. */
    public CanvasContent<T> getContent() {
        return content;
    }

    /**
     * Runs {@code work} with a painter on the canvas that measures text as the canvas draws it (to lay a content
     * out); returns its result. UI thread.
     */
    protected final <R> R measuring(Function<Painter, R> work) {
        GC gc = new GC(canvas);
        try {
            return work.apply(new GcPainter(gc, fonts));
        } finally {
            gc.dispose();
        }
    }

    /** The drawing surface (for tests). */
    public Canvas getCanvas() {
        return canvas;
    }

    // ---- viewport

    public double getZoom() {
        return viewport.zoom();
    }

    /** Fits the content into the client area (at most 1:1) as the content asks ({@link CanvasContent#fit()}). */
    public void fit() {
        if (content == null) {
            canvas.redraw();
            return;
        }
        viewport.fit(content.fit() == CanvasContent.Fit.WIDTH ? content.fitWidth() : content.width(), content.height(),
                content.fit());
    }

    /** Zooms keeping the content point under canvas point (ax, ay) in place. */
    public void zoomAround(double newZoom, double ax, double ay) {
        viewport.zoomAround(newZoom, ax, ay);
    }

    /** Zooms by {@code factor} around the centre of the canvas. */
    public void zoomBy(double factor) {
        viewport.zoomBy(factor);
    }

    /** Where {@code item} is drawn, in canvas coordinates (null when it is not shown). */
    public Rectangle bounds(T item) {
        Bounds b = content == null || item == null ? null : content.bounds(item);
        return b == null ? null : viewport.toCanvas(b);
    }

    /** The item at canvas point (x, y), or null. */
    public T itemAt(int x, int y) {
        return content == null ? null : content.itemAt(viewport.contentX(x), viewport.contentY(y));
    }

    /** The tooltip of {@code item} (what hovering shows). */
    public String tooltip(T item) {
        return content == null || item == null ? null : content.tooltip(item);
    }

    // ---- selection

    /** The selected item (clicked), or null. */
    public T getSelected() {
        return selected;
    }

    /** Selects {@code item} (null: none): drawn selected, the site's selection, {@link #selectionChanged}. */
    public void select(T item) {
        if (Objects.equals(item, selected)) {
            return;
        }
        selected = item;
        canvas.redraw();
        selectionChanged(item);
        SelectionChangedEvent e = new SelectionChangedEvent(selectionProvider(), selection());
        for (ISelectionChangedListener l : selectionListeners) {
            l.selectionChanged(e);
        }
    }

    private ISelection selection() {
        return selected == null ? StructuredSelection.EMPTY : new StructuredSelection(selected);
    }

    private ISelectionProvider selectionProvider() {
        return getSite().getSelectionProvider();
    }

    /** The site's selection provider: the selected item. */
    private final class SelectionProvider implements ISelectionProvider {
        @Override
        public void addSelectionChangedListener(ISelectionChangedListener listener) {
            selectionListeners.add(listener);
        }

        @Override
        public void removeSelectionChangedListener(ISelectionChangedListener listener) {
            selectionListeners.remove(listener);
        }

        @Override
        public ISelection getSelection() {
            return selection();
        }

        @SuppressWarnings("unchecked")
        @Override
        public void setSelection(ISelection s) {
            Object first = s instanceof StructuredSelection ss ? ss.getFirstElement() : null;
            if (first == null || content != null && content.bounds((T) first) != null) {
                select((T) first);
            }
        }
    }

    // ---- painting and input

    private void paint(GC gc) {
        GcPainter g = new GcPainter(gc, fonts);
        Rectangle ca = canvas.getClientArea();
        // white, whatever the theme gives the canvas: the drawing is coloured for white (and exported on it)
        g.setBackground(WHITE);
        g.fillRectangle(0, 0, ca.width, ca.height);
        if (content == null) {
            double y = paintNotes(g, ca.width, true) + 10;
            g.setForeground(EMPTY_TEXT);
            drawLines(g, TextLines.wrap(emptyMessage(), ca.width - 20, g::textExtent), y);
            return;
        }
        CanvasContent<T> c = content;
        viewport.paint(gc, () -> c.paint(g, new CanvasContent.State<>(hovered, selected, viewport.visible())));
        // the notes and the legend over the drawing (panned up under them)
        int notesHeight = paintNotes(g, ca.width, true);
        if (c.legendHeight() > 0) {
            Transform below = notesHeight == 0 ? null : new Transform(gc.getDevice());
            try {
                if (below != null) { // the legend below the notes
                    below.translate(0, notesHeight);
                    gc.setTransform(below);
                }
                g.setTextStyle(Painter.TextStyle.NORMAL);
                g.setBackground(WHITE);
                g.fillRectangle(0, 0, ca.width, c.legendHeight());
                c.paintLegend(g, ca.width);
            } finally {
                if (below != null) {
                    gc.setTransform(null);
                    below.dispose();
                }
            }
        }
    }

    private void hover(Event e) {
        T item = itemAt(e.x, e.y);
        if (!Objects.equals(item, hovered)) {
            hovered = item;
            canvas.setToolTipText(tooltip(item));
            canvas.redraw();
        }
    }

    /** Hides the hover tooltip and the hover highlight (also a tooltip shown without an item under the pointer). */
    private void unhover() {
        if (canvas == null || canvas.isDisposed()) {
            return;
        }
        canvas.setToolTipText(null);
        if (hovered != null) {
            hovered = null;
            canvas.redraw();
        }
    }

    private final Listener shellDeactivated = e -> unhover();

    /** Hides the tooltip when this view is hidden (another tab in its folder, minimized) or deactivated. */
    private final IPartListener2 partHidden = new IPartListener2() {
        @Override
        public void partHidden(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == CanvasView.this) {
                unhover();
            }
        }

        @Override
        public void partDeactivated(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == CanvasView.this) {
                unhover();
            }
        }
    };

    /** For tests: the text shown instead of a drawing ({@link #emptyMessage()}), or null while a drawing is shown. */
    public String shownMessage() {
        return content == null ? emptyMessage() : null;
    }

    /** For tests: the notes as shown ({@link #setNotes}), wrapped to the canvas' width: one list of lines per note. */
    public List<List<String>> shownNotes() {
        return measuring(g -> wrappedNotes(g, canvas.getClientArea().width));
    }

    /** For tests: the height of the notes' band at the top of the canvas (0: no notes). */
    public int notesHeight() {
        return measuring(g -> paintNotes(g, canvas.getClientArea().width, false));
    }

    /** For tests: the hover tooltip shown, or null. */
    public String shownTooltip() {
        return canvas.getToolTipText();
    }

    /** For tests: hovers at canvas point (x, y) as the pointer would. */
    public void hoverAt(int x, int y) {
        Event e = new Event();
        e.x = x;
        e.y = y;
        hover(e);
    }

    private void mouseDown(Event e) {
        canvas.setFocus();
        if (e.button == 1 || e.button == 3) {
            T item = itemAt(e.x, e.y);
            select(item);
            if (e.button == 1) {
                clicked(item);
            }
        }
    }

    private void key(Event e) {
        boolean ctrl = (e.stateMask & SWT.MOD1) != 0;
        if (ctrl && (e.character == '+' || e.character == '=' || e.keyCode == SWT.KEYPAD_ADD)) {
            zoomBy(ZOOM_STEP);
        } else if (ctrl && (e.character == '-' || e.keyCode == SWT.KEYPAD_SUBTRACT)) {
            zoomBy(1 / ZOOM_STEP);
        } else if (ctrl && (e.keyCode == '0' || e.keyCode == SWT.KEYPAD_0)) {
            fit();
        } else if (e.keyCode == SWT.ARROW_LEFT || e.keyCode == SWT.ARROW_RIGHT) {
            viewport.pan(e.keyCode == SWT.ARROW_LEFT ? PAN_STEP : -PAN_STEP, 0);
        } else if (e.keyCode == SWT.ARROW_UP || e.keyCode == SWT.ARROW_DOWN) {
            viewport.pan(0, e.keyCode == SWT.ARROW_UP ? PAN_STEP : -PAN_STEP);
        } else if ((e.character == SWT.CR || e.keyCode == SWT.KEYPAD_CR) && selected != null) {
            open(selected);
        } else {
            return;
        }
        e.doit = false;
    }

    // ---- export

    /** The formats the content can be exported in: SVG, PNG, and DOT when it is a graph (none without content). */
    public List<Format> exportFormats() {
        if (content == null) {
            return List.of();
        }
        return content.dot() == null ? List.of(Format.SVG, Format.PNG) : List.of(Format.SVG, Format.PNG, Format.DOT);
    }

    /** Writes the content to {@code file} in {@code format}, at zoom 1, as drawn (legend on top). UI thread. */
    public void export(Path file, Format format) throws IOException {
        if (content == null) {
            throw new IOException(Messages.Export_nothing);
        }
        CanvasExport.write(file, format, content, fonts, canvas.getDisplay());
    }

    /** Writes the content as Graphviz DOT (a graph only). */
    public void exportDot(Path file) throws IOException {
        export(file, Format.DOT);
    }

    private void exportInteractively() {
        List<Format> formats = exportFormats();
        if (formats.isEmpty()) {
            return;
        }
        Format proposed = formats.contains(lastExportFormat) ? lastExportFormat : formats.get(0);
        FileDialog fd = new FileDialog(canvas.getShell(), SWT.SAVE);
        fd.setText(NLS.bind(Messages.Export_dialogTitle, getPartName()));
        fd.setFilterNames(formats.stream().map(f -> f.description() + " (*." + f.extension() + ")").toArray(String[]::new));
        fd.setFilterExtensions(formats.stream().map(f -> "*." + f.extension()).toArray(String[]::new));
        fd.setFilterIndex(formats.indexOf(proposed));
        fd.setFileName(exportFileName + "." + proposed.extension());
        fd.setFilterPath(lastExportFolder != null ? lastExportFolder : System.getProperty("user.home"));
        fd.setOverwrite(true);
        String name = fd.open();
        if (name == null) {
            return;
        }
        Format format = Format.of(name);
        if (format == null) {
            int i = fd.getFilterIndex();
            format = i >= 0 && i < formats.size() ? formats.get(i) : proposed;
            name = name + "." + format.extension();
        }
        String error = null;
        if (!formats.contains(format)) {
            error = NLS.bind(Messages.Export_notAGraphAs, drawingName, formats.stream().map(Format::name)
                    .reduce((a, b) -> a + " or " + b).orElse(""));
        } else {
            try {
                export(Path.of(name), format);
                lastExportFormat = format;
                lastExportFolder = Path.of(name).toAbsolutePath().getParent().toString();
                getViewSite().getActionBars().getStatusLineManager().setMessage(NLS.bind(Messages.Export_done, drawingName, name));
            } catch (AccessDeniedException | NoSuchFileException e) {
                error = NLS.bind(Messages.Export_cannotWrite, name);
            } catch (IOException e) {
                error = NLS.bind(Messages.Export_failed, name, e.getMessage());
            }
        }
        if (error != null) {
            ErrorDialog.openError(canvas.getShell(), Messages.Export_title, null, Status.error(error));
        }
    }

    /** Shows {@code message} as an error in the view's status line. */
    protected void showError(String message) {
        getViewSite().getActionBars().getStatusLineManager().setErrorMessage(message);
    }
}
