package dev.straggler.internal.ui.views;

import java.util.List;
import java.util.Locale;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.RGB;

import dev.straggler.core.traces.Similarity;
import dev.straggler.internal.ui.canvas.Bounds;
import dev.straggler.internal.ui.canvas.CanvasContent;
import dev.straggler.internal.ui.canvas.Painter;
import dev.straggler.internal.ui.canvas.Painter.TextStyle;
import dev.straggler.model.traces.TraceKey;

/**
 * The JSM heatmap (DiffTrace §II-C–D): JSM<sub>normal</sub>, JSM<sub>faulty</sub> and DiffJSM side by side, one cell
 * per pair of traces, white (0) to blue (1) for the similarities and white to red for the difference, the traces
 * as row and (upwards) column labels, the rows of the suspicious traces marked. Drawing only: the matrices are core's
 * {@link Similarity}.
 */
final class JsmHeatmapFigure implements CanvasContent<JsmHeatmapFigure.Cell> {

    /** Cell (row, column) of matrix {@code matrix}: 0 normal, 1 faulty, 2 diff. */
    record Cell(int matrix, int row, int column) {
    }

    static final String[] TITLES = { Messages.Jsm_normal, Messages.Jsm_faulty, Messages.Jsm_diff };
    static final int MARGIN = 10;
    static final int GAP = 30;
    private static final int LEGEND_HEIGHT = 26;
    private static final RGB TEXT = new RGB(0, 0, 0);
    private static final RGB MARK = new RGB(200, 30, 30);

    private final String title;
    private final List<TraceKey> keys;
    private final double[][][] m;
    private final List<TraceKey> marked;
    private final double cell;
    private final double labelWidth;
    private final double block;
    private final double top;
    private final double width;
    private final double height;

    JsmHeatmapFigure(String title, Similarity s, List<TraceKey> marked, Painter measure) {
        this.title = title;
        this.keys = s.keys();
        this.m = new double[][][] { s.normal(), s.faulty(), s.diff() };
        this.marked = List.copyOf(marked);
        int n = keys.size();
        this.cell = n <= 16 ? 18 : n <= 64 ? 10 : Math.max(3, 640.0 / n);
        measure.setTextStyle(TextStyle.NORMAL);
        double lw = 0;
        for (TraceKey k : keys) {
            lw = Math.max(lw, measure.textExtent(k.toString()).x);
        }
        labelWidth = lw + 6;
        boolean labels = cell >= 9;
        measure.setTextStyle(TextStyle.BOLD);
        double th = measure.textExtent("Mg").y;
        top = MARGIN + 2 * (th + 4) + (labels ? labelWidth : 0);
        double titles = 0;
        for (String t : TITLES) {
            titles = Math.max(titles, measure.textExtent(t).x);
        }
        block = Math.max(labelWidth + n * cell, titles);
        width = Math.max(2 * MARGIN + 3 * block + 2 * GAP, 2 * MARGIN + measure.textExtent(title).x);
        height = top + n * cell + MARGIN;
    }

    /** The colour of value v in matrix k. */
    static RGB colour(int matrix, double v) {
        double x = Math.max(0, Math.min(1, v));
        int c = (int) Math.round(255 * (1 - x));
        return matrix == 2 ? new RGB(255, c, c) : new RGB(c, (int) Math.round(255 - 135 * x), 255);
    }

    private double left(int matrix) {
        return MARGIN + matrix * (block + GAP) + labelWidth;
    }

    @Override
    public double width() {
        return width;
    }

    @Override
    public double height() {
        return height;
    }

    @Override
    public Bounds bounds(Cell c) {
        int n = keys.size();
        if (c.matrix() < 0 || c.matrix() > 2 || c.row() < 0 || c.row() >= n || c.column() < 0 || c.column() >= n) {
            return null;
        }
        return new Bounds(left(c.matrix()) + c.column() * cell, top + c.row() * cell, cell, cell);
    }

    @Override
    public Cell itemAt(double x, double y) {
        int n = keys.size();
        for (int k = 0; k < 3; k++) {
            double dx = x - left(k), dy = y - top;
            if (dx >= 0 && dx < n * cell && dy >= 0 && dy < n * cell) {
                return new Cell(k, (int) (dy / cell), (int) (dx / cell));
            }
        }
        return null;
    }

    @Override
    public String tooltip(Cell c) {
        return NLS.bind(Messages.Jsm_cellTooltip, new Object[] { TITLES[c.matrix()], keys.get(c.row()), keys.get(c.column()),
            String.format(Locale.ROOT, "%.3f", m[c.matrix()][c.row()][c.column()]) });
    }

    /** The trace of a cell's row. */
    TraceKey rowKey(Cell c) {
        return keys.get(c.row());
    }

    @Override
    public void paint(Painter g, State<Cell> state) {
        int n = keys.size();
        g.setForeground(TEXT);
        g.setTextStyle(TextStyle.BOLD);
        g.drawText(title, MARGIN, MARGIN);
        double th = g.textExtent("Mg").y + 4;
        for (int k = 0; k < 3; k++) {
            g.setForeground(TEXT);
            g.setTextStyle(TextStyle.BOLD);
            g.drawText(TITLES[k], left(k) - labelWidth, MARGIN + th);
            g.setTextStyle(TextStyle.NORMAL);
            for (int i = 0; i < n; i++) {
                boolean mark = marked.contains(keys.get(i));
                g.setForeground(mark ? MARK : TEXT);
                if (cell >= 9) {
                    g.setTextStyle(mark ? TextStyle.BOLD : TextStyle.NORMAL);
                    g.drawText(keys.get(i).toString(), left(k) - labelWidth, top + i * cell + (cell - th + 4) / 2);
                    g.drawText(keys.get(i).toString(), left(k) + i * cell + (cell - th + 4) / 2, top - 4, -90);
                }
            }
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    Bounds b = bounds(new Cell(k, i, j));
                    if (state.visible().intersects(b)) {
                        g.setBackground(colour(k, m[k][i][j]));
                        g.fillRectangle(b.x(), b.y(), b.width(), b.height());
                    }
                }
            }
            g.setForeground(new RGB(120, 120, 120));
            g.setLineWidth(1);
            g.drawRectangle(left(k), top, n * cell, n * cell);
            for (int i = 0; i < n; i++) {
                if (marked.contains(keys.get(i))) {
                    g.setForeground(MARK);
                    g.setLineWidth(2);
                    g.drawRectangle(left(k), top + i * cell, n * cell, cell);
                    g.setLineWidth(1);
                }
            }
        }
        for (Cell c : new Cell[] { state.hovered(), state.selected() }) {
            Bounds b = c == null ? null : bounds(c);
            if (b != null) {
                g.setForeground(TEXT);
                g.setLineWidth(c.equals(state.selected()) ? 2 : 1);
                g.drawRectangle(b.x(), b.y(), b.width(), b.height());
                g.setLineWidth(1);
            }
        }
    }

    @Override
    public double legendHeight() {
        return LEGEND_HEIGHT;
    }

    @Override
    public double legendWidth() {
        return 2 * (11 * 12 + 60) + 140;
    }

    @Override
    public void paintLegend(Painter g, double w) {
        g.setTextStyle(TextStyle.NORMAL);
        double x = MARGIN;
        for (int k = 1; k <= 2; k++) {
            g.setForeground(TEXT);
            g.drawText("0", x, 5);
            x += g.textExtent("0").x + 4;
            for (int i = 0; i <= 10; i++) {
                g.setBackground(colour(k, i / 10.0));
                g.fillRectangle(x + i * 12, 6, 12, 14);
            }
            g.setForeground(new RGB(120, 120, 120));
            g.drawRectangle(x, 6, 11 * 12, 14);
            x += 11 * 12 + 4;
            g.setForeground(TEXT);
            String label = k == 1 ? Messages.Jsm_similarity : Messages.Jsm_change;
            g.drawText(label, x, 5);
            x += g.textExtent(label).x + 24;
        }
        g.setForeground(MARK);
        g.drawText(Messages.Jsm_suspiciousFramed, x, 5);
    }
}
