package dev.straggler.internal.ui.views;

import java.util.function.Consumer;

import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;

import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.internal.ui.canvas.CanvasView;
import dev.straggler.launch.ide.Topics;

/**
 * The JSM heatmap of one row of a trace diff's ranking table (DiffTrace §II-C–D): JSM<sub>normal</sub>,
 * JSM<sub>faulty</sub> and DiffJSM side by side ({@link JsmHeatmapFigure}), the row's suspicious traces framed.
 * Shows the row that names the top suspect of each new comparison, and the row double-clicked in the ranking
 * table; double-click a cell to see the diffNLR of its row's trace. The matrices are core's
 * ({@link TraceDiff#similarity}).
 */
public class JsmHeatmapView extends CanvasView<JsmHeatmapFigure.Cell> {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.jsmHeatmapView";

    private final Consumer<TraceDiff> listener = d -> getCanvas().getDisplay().asyncExec(() -> {
        if (!getCanvas().isDisposed() && d.startRow() != null) {
            show(d, d.startRow());
        }
    });
    private TraceDiff diff;
    private RankingRow row;

    public JsmHeatmapView() {
        super("heatmap", "jsm-heatmap");
    }

    @Override
    protected String emptyMessage() {
        return Messages.Jsm_empty;
    }

    @Override
    protected void initialize() {
        Topics.TRACE_DIFF.subscribe(listener);
        TraceDiff d = Topics.TRACE_DIFF.latest();
        if (d != null && d.startRow() != null) {
            show(d, d.startRow());
        }
    }

    @Override
    public void dispose() {
        Topics.TRACE_DIFF.unsubscribe(listener);
        super.dispose();
    }

    /** Shows the matrices of ranking row {@code r} of {@code d}. UI thread. */
    public void show(TraceDiff d, RankingRow r) {
        this.diff = d;
        this.row = r;
        String title = NLS.bind(Messages.Jsm_title, new Object[] { r.filter(), r.attributes().label(), r.k(),
            r.linkage().label(), r.clusters(), String.format(java.util.Locale.ROOT, "%.3f", r.bScore()) });
        JsmHeatmapFigure f = measuring(p -> new JsmHeatmapFigure(title, d.similarity(r.filter(), r.k(), r.attributes()),
                r.topTraces(), p));
        setContentDescription(title);
        setContent(f, false);
    }

    /** The row shown, or null. */
    public RankingRow row() {
        return row;
    }

    /** What a double-click on cell (row, column) of matrix {@code matrix} does (for tests). */
    public void openCell(int matrix, int row, int column) {
        open(new JsmHeatmapFigure.Cell(matrix, row, column));
    }

    @Override
    protected void open(JsmHeatmapFigure.Cell c) {
        if (diff == null || c == null) {
            return;
        }
        try {
            DiffNlrView v = (DiffNlrView) getSite().getPage().showView(DiffNlrView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            v.show(diff, ((JsmHeatmapFigure) getContent()).rowKey(c), row.filter(), row.k());
            getSite().getPage().bringToTop(v);
        } catch (PartInitException e) {
            showError(NLS.bind(Messages.Jsm_cannotOpenDiffNlr, e.getMessage()));
        }
    }
}
