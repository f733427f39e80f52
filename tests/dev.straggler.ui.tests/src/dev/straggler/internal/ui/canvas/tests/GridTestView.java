package dev.straggler.internal.ui.canvas.tests;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.RGB;

import dev.straggler.internal.ui.canvas.Bounds;
import dev.straggler.internal.ui.canvas.CanvasContent;
import dev.straggler.internal.ui.canvas.CanvasView;
import dev.straggler.internal.ui.canvas.Painter;
import dev.straggler.internal.ui.canvas.Painter.TextStyle;

/**
 * A view that is not a graph, on the canvas base, for its tests: matrices side by side (the shape of the JSM heatmap:
 * normal, faulty, diff), a title over each, column labels turned upwards, a colour ramp as legend. Registered by this
 * bundle's plugin.xml. Records what the base dispatches (double-click, click).
 */
public class GridTestView extends CanvasView<GridTestView.Cell> {

    public static final String ID = "dev.straggler.ui.tests.gridView";

    /** Cell (row, column) of matrix {@code matrix}. */
    public record Cell(int matrix, int row, int column) {
    }

    /** Items the base opened (double-click, Enter) and clicked. */
    public final List<Cell> opened = new ArrayList<>();
    public final List<Cell> clicked = new ArrayList<>();

    @Override
    protected String emptyMessage() {
        return "No matrices yet.";
    }

    public GridTestView() {
        super("heatmap", "heatmap");
    }

    @Override
    protected void initialize() {
        // nothing until a test shows matrices
    }

    @Override
    protected void open(Cell item) {
        opened.add(item);
    }

    @Override
    protected void clicked(Cell item) {
        clicked.add(item);
    }

    /** Shows {@code matrices} (values in [0, 1]); {@code fit}: how Fit places them. */
    public Grid show(String[] titles, double[][][] matrices, CanvasContent.Fit fit, boolean keepView) {
        Grid g = measuring(p -> new Grid(titles, matrices, fit, p));
        setContent(g, keepView);
        return g;
    }

    /** The matrices' drawing. */
    public static final class Grid implements CanvasContent<Cell> {
        public static final int CELL = 14;
        static final int GAP = 30;
        static final int MARGIN = 10;
        private static final int LEGEND_HEIGHT = 24;

        private final String[] titles;
        private final double[][][] m;
        private final Fit fit;
        private final double top;
        private final double width;
        private final double height;

        Grid(String[] titles, double[][][] matrices, Fit fit, Painter measure) {
            this.titles = titles;
            this.m = matrices;
            this.fit = fit;
            measure.setTextStyle(TextStyle.BOLD);
            double title = measure.textExtent("Mg").y;
            measure.setTextStyle(TextStyle.NORMAL);
            double labels = 0;
            for (int j = 0; j < matrices[0][0].length; j++) {
                labels = Math.max(labels, measure.textExtent(label(j)).x);
            }
            top = MARGIN + title + 4 + labels + 4;
            int n = matrices[0].length;
            width = 2 * MARGIN + matrices.length * n * CELL + (matrices.length - 1) * GAP;
            height = top + n * CELL + MARGIN;
        }

        static String label(int j) {
            return "rank " + j;
        }

        /** The colour of a value: white (0) to red (1). */
        public static RGB colour(double v) {
            int c = (int) Math.round(255 * (1 - Math.max(0, Math.min(1, v))));
            return new RGB(255, c, c);
        }

        private double left(int matrix) {
            return MARGIN + matrix * (m[0].length * CELL + GAP);
        }

        public double top() {
            return top;
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
        public Fit fit() {
            return fit;
        }

        @Override
        public Bounds bounds(Cell c) {
            int n = m[0].length;
            if (c.matrix() < 0 || c.matrix() >= m.length || c.row() < 0 || c.row() >= n || c.column() < 0 || c.column() >= n) {
                return null;
            }
            return new Bounds(left(c.matrix()) + c.column() * CELL, top + c.row() * CELL, CELL, CELL);
        }

        @Override
        public Cell itemAt(double x, double y) {
            int n = m[0].length;
            for (int k = 0; k < m.length; k++) {
                double dx = x - left(k);
                double dy = y - top;
                if (dx >= 0 && dx < n * CELL && dy >= 0 && dy < n * CELL) {
                    return new Cell(k, (int) (dy / CELL), (int) (dx / CELL));
                }
            }
            return null;
        }

        @Override
        public String tooltip(Cell c) {
            return titles[c.matrix()] + ": rank " + c.row() + " vs rank " + c.column() + ": " + m[c.matrix()][c.row()][c.column()];
        }

        @Override
        public void paint(Painter g, State<Cell> state) {
            int n = m[0].length;
            for (int k = 0; k < m.length; k++) {
                g.setForeground(new RGB(0, 0, 0));
                g.setTextStyle(TextStyle.BOLD);
                g.drawText(titles[k], left(k), MARGIN);
                g.setTextStyle(TextStyle.NORMAL);
                for (int j = 0; j < n; j++) {
                    // upwards, ending just above the column
                    g.drawText(label(j), left(k) + j * CELL, top - 4, -90);
                }
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        Bounds b = bounds(new Cell(k, i, j));
                        if (state.visible().intersects(b)) {
                            g.setBackground(colour(m[k][i][j]));
                            g.fillRectangle(b.x(), b.y(), b.width(), b.height());
                        }
                    }
                }
                g.setForeground(new RGB(120, 120, 120));
                g.setLineWidth(1);
                g.drawRectangle(left(k), top, n * CELL, n * CELL);
            }
            for (Cell c : new Cell[] { state.hovered(), state.selected() }) {
                if (c != null) {
                    Bounds b = bounds(c);
                    g.setForeground(new RGB(0, 0, 0));
                    g.setLineWidth(c.equals(state.selected()) ? 2 : 1);
                    g.drawRectangle(b.x(), b.y(), b.width(), b.height());
                }
            }
        }

        @Override
        public double legendHeight() {
            return LEGEND_HEIGHT;
        }

        @Override
        public double legendWidth() {
            return MARGIN + 10 * 12 + 40;
        }

        @Override
        public void paintLegend(Painter g, double w) {
            for (int i = 0; i <= 10; i++) {
                g.setBackground(colour(i / 10.0));
                g.fillRectangle(MARGIN + i * 12, 6, 12, 12);
            }
            g.setForeground(new RGB(0, 0, 0));
            g.drawText("0 \u2026 1", MARGIN + 11 * 12 + 6, 5);
        }
    }
}
