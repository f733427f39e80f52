package dev.straggler.internal.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.RGB;

import dev.straggler.core.traces.DiffBlock;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.NlrEntry;
import dev.straggler.internal.ui.canvas.Bounds;
import dev.straggler.internal.ui.canvas.CanvasContent;
import dev.straggler.internal.ui.canvas.Painter;
import dev.straggler.internal.ui.canvas.Painter.TextStyle;

/**
 * The drawing of a diffNLR (DiffTrace Fig. 6): two columns, the normal trace's NLR left and the faulty trace's right,
 * aligned block by block as core's {@link DiffNlr} gives them — a common block on both sides (grey), a change as its
 * normal entries (red) beside its faulty entries (green). A loop ({@code L1^16}) has a triangle: expanded, its body
 * follows indented, on the side(s) it is on, nested loops likewise. Layout and paint only: the blocks are core's.
 */
public final class DiffNlrFigure implements CanvasContent<DiffNlrFigure.Line> {

    /** Common entries. */
    static final RGB COMMON = new RGB(236, 236, 236);
    /** Entries only the normal trace has. */
    static final RGB NORMAL_ONLY = new RGB(255, 205, 205);
    /** Entries only the faulty trace has. */
    static final RGB FAULTY_ONLY = new RGB(200, 240, 200);
    private static final RGB TEXT = new RGB(0, 0, 0);
    private static final RGB GREY = new RGB(110, 110, 110);

    static final int MARGIN = 10;
    static final int GAP = 24;
    static final int INDENT = 16;
    static final int TOGGLE = 14;
    private static final int LEGEND_HEIGHT = 26;

    /**
     * One row: {@code normal} left and {@code faulty} right (null: nothing on that side), {@code common} when both
     * are the same entry of a common block, {@code depth} the loop nesting (0: top level); {@code path} names the
     * row so that a loop's expansion survives a rebuild.
     */
    public record Line(String path, boolean common, NlrEntry normal, NlrEntry faulty, int depth) {
        /** Whether the row has a loop that can be expanded. */
        public boolean isLoop() {
            return normal instanceof NlrEntry.Loop || faulty instanceof NlrEntry.Loop;
        }

        /** The call of the row (for opening its source): the faulty side's when both sides have one. */
        public NlrEntry.Call call() {
            return faulty instanceof NlrEntry.Call c ? c : normal instanceof NlrEntry.Call c ? c : null;
        }
    }

    private final String title;
    private final String normalTitle;
    private final String faultyTitle;
    private final List<Line> lines = new ArrayList<>();
    private final Set<String> expanded;
    private final Map<Integer, List<NlrEntry>> loops;
    private final List<String> footer = new ArrayList<>();
    private final double rowHeight;
    private final double top;
    private final double column;
    private final double width;
    private final double height;

    DiffNlrFigure(DiffNlr diff, String title, String normalTitle, String faultyTitle, Set<String> expanded,
            Painter measure) {
        this.title = title;
        this.normalTitle = normalTitle;
        this.faultyTitle = faultyTitle;
        this.expanded = Set.copyOf(expanded);
        this.loops = diff.loops();
        List<DiffBlock> blocks = diff.blocks();
        for (int i = 0; i < blocks.size(); i++) {
            DiffBlock b = blocks.get(i);
            if (b.kind() == DiffBlock.Kind.COMMON) {
                rows("c" + i, b.normal(), b.normal(), true, 0);
            } else {
                List<NlrEntry> left = b.kind() == DiffBlock.Kind.ONLY_NORMAL ? b.normal() : List.of();
                List<NlrEntry> right = b.kind() == DiffBlock.Kind.ONLY_FAULTY ? b.faulty() : List.of();
                if (b.kind() == DiffBlock.Kind.ONLY_NORMAL && i + 1 < blocks.size()
                        && blocks.get(i + 1).kind() == DiffBlock.Kind.ONLY_FAULTY) {
                    right = blocks.get(++i).faulty();
                }
                rows("x" + i, left, right, false, 0);
            }
        }
        loops.forEach((id, body) -> footer.add("L" + id + " = [" + join(body) + "]"));
        measure.setTextStyle(TextStyle.MONO);
        rowHeight = measure.textExtent("Mg").y + 6;
        double widest = measure.textExtent("normal").x;
        for (Line l : lines) {
            for (NlrEntry e : new NlrEntry[] { l.normal(), l.faulty() }) {
                if (e != null) {
                    widest = Math.max(widest, l.depth() * INDENT + TOGGLE + measure.textExtent(e.toString()).x);
                }
            }
        }
        double foot = 0;
        for (String f : footer) {
            foot = Math.max(foot, measure.textExtent(f).x);
        }
        measure.setTextStyle(TextStyle.BOLD);
        double titleHeight = measure.textExtent("Mg").y;
        widest = Math.max(widest, Math.max(measure.textExtent(normalTitle).x, measure.textExtent(faultyTitle).x));
        column = widest + 12;
        top = MARGIN + 2 * (titleHeight + 6);
        width = Math.max(2 * MARGIN + 2 * column + GAP, Math.max(2 * MARGIN + foot, 2 * MARGIN + measure.textExtent(title).x));
        height = top + lines.size() * rowHeight + MARGIN + footer.size() * rowHeight + MARGIN;
    }

    private void rows(String prefix, List<NlrEntry> left, List<NlrEntry> right, boolean common, int depth) {
        for (int j = 0; j < Math.max(left.size(), right.size()); j++) {
            NlrEntry l = j < left.size() ? left.get(j) : null, r = j < right.size() ? right.get(j) : null;
            Line line = new Line(prefix + "." + j, common, l, r, depth);
            lines.add(line);
            if (line.isLoop() && expanded.contains(line.path())) {
                rows(line.path(), body(l), body(r), common, depth + 1);
            }
        }
    }

    private List<NlrEntry> body(NlrEntry e) {
        return e instanceof NlrEntry.Loop loop ? loops.getOrDefault(loop.id(), List.of()) : List.of();
    }

    private static String join(List<NlrEntry> entries) {
        StringBuilder b = new StringBuilder();
        for (NlrEntry e : entries) {
            b.append(b.isEmpty() ? "" : " ").append(e);
        }
        return b.toString();
    }

    /** The rows, top to bottom. */
    public List<Line> lines() {
        return lines;
    }

    /** The row whose path is {@code path}, or null. */
    Line line(String path) {
        for (Line l : lines) {
            if (l.path().equals(path)) {
                return l;
            }
        }
        return null;
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
        return Fit.WIDTH;
    }

    /** The two columns: the loop definitions below and the title may run wider (issue 24: they shrank the rows). */
    @Override
    public double fitWidth() {
        return 2 * MARGIN + 2 * column + GAP;
    }

    private double x(int side) {
        return MARGIN + side * (column + GAP);
    }

    @Override
    public Bounds bounds(Line item) {
        int i = lines.indexOf(item);
        return i < 0 ? null : new Bounds(x(0), top + i * rowHeight, 2 * column + GAP, rowHeight);
    }

    @Override
    public Line itemAt(double x, double y) {
        int i = (int) Math.floor((y - top) / rowHeight);
        if (y < top || i >= lines.size() || x < x(0) || x > x(1) + column) {
            return null;
        }
        return lines.get(i);
    }

    @Override
    public String tooltip(Line l) {
        StringBuilder b = new StringBuilder();
        for (NlrEntry e : new NlrEntry[] { l.normal(), l.faulty() }) {
            if (e == null || (e == l.faulty() && l.common())) {
                continue;
            }
            String text = e instanceof NlrEntry.Loop loop
                    ? NLS.bind(Messages.DiffNlr_loopTooltip, new Object[] { loop.name(), join(body(loop)), loop.count() })
                    : e.toString();
            b.append(b.isEmpty() ? "" : "\n").append(l.common() ? text
                    : NLS.bind(e == l.normal() ? Messages.DiffNlr_sideNormal : Messages.DiffNlr_sideFaulty, text));
        }
        if (l.isLoop()) {
            b.append('\n').append(expanded.contains(l.path()) ? Messages.DiffNlr_clickCollapse : Messages.DiffNlr_clickExpand);
        } else if (l.call() != null) {
            b.append('\n').append(Messages.DiffNlr_doubleClickSource);
        }
        return b.toString();
    }

    @Override
    public void paint(Painter g, State<Line> state) {
        g.setTextStyle(TextStyle.BOLD);
        g.setForeground(TEXT);
        double th = (top - MARGIN) / 2;
        g.drawText(title, MARGIN, MARGIN);
        g.drawText(normalTitle, x(0), MARGIN + th);
        g.drawText(faultyTitle, x(1), MARGIN + th);
        g.setTextStyle(TextStyle.MONO);
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            double y = top + i * rowHeight;
            if (y > state.visible().y() + state.visible().height() || y + rowHeight < state.visible().y()) {
                continue;
            }
            for (int side = 0; side < 2; side++) {
                NlrEntry e = side == 0 ? l.normal() : l.faulty();
                if (e == null) {
                    continue;
                }
                g.setBackground(l.common() ? COMMON : side == 0 ? NORMAL_ONLY : FAULTY_ONLY);
                g.fillRectangle(x(side), y + 1, column, rowHeight - 2);
                double tx = x(side) + 4 + l.depth() * INDENT;
                if (e instanceof NlrEntry.Loop) {
                    paintToggle(g, tx, y, expanded.contains(l.path()));
                }
                g.setForeground(TEXT);
                g.drawText(e.toString(), tx + TOGGLE, y + 3);
            }
        }
        for (Line l : new Line[] { state.hovered(), state.selected() }) {
            Bounds b = l == null ? null : bounds(l);
            if (b != null) {
                g.setForeground(l.equals(state.selected()) ? TEXT : GREY);
                g.setLineWidth(l.equals(state.selected()) ? 2 : 1);
                g.drawRectangle(b.x() - 1, b.y(), b.width() + 2, b.height());
                g.setLineWidth(1);
            }
        }
        g.setForeground(GREY);
        double y = top + lines.size() * rowHeight + MARGIN;
        for (String f : footer) {
            g.drawText(f, MARGIN, y);
            y += rowHeight;
        }
    }

    private void paintToggle(Painter g, double x, double y, boolean open) {
        double cy = y + rowHeight / 2, s = 4.5;
        g.setBackground(GREY);
        if (open) {
            g.fillPolygon(new double[] { x, cy - s / 2, x + 2 * s, cy - s / 2, x + s, cy + s });
        } else {
            g.fillPolygon(new double[] { x + s / 2, cy - s, x + s / 2, cy + s, x + 2 * s - s / 2, cy });
        }
    }

    @Override
    public double legendHeight() {
        return LEGEND_HEIGHT;
    }

    @Override
    public double legendWidth() {
        return 560;
    }

    @Override
    public void paintLegend(Painter g, double w) {
        String[] labels = { Messages.DiffNlr_legendCommon, Messages.DiffNlr_legendNormal, Messages.DiffNlr_legendFaulty };
        RGB[] colours = { COMMON, NORMAL_ONLY, FAULTY_ONLY };
        double x = MARGIN;
        g.setTextStyle(TextStyle.NORMAL);
        for (int i = 0; i < 3; i++) {
            g.setBackground(colours[i]);
            g.fillRectangle(x, 6, 14, 14);
            g.setForeground(GREY);
            g.drawRectangle(x, 6, 14, 14);
            g.setForeground(TEXT);
            g.drawText(labels[i], x + 20, 5);
            x += 20 + g.textExtent(labels[i]).x + 24;
        }
    }
}
