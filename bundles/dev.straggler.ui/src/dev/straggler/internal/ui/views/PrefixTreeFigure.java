package dev.straggler.internal.ui.views;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;

import dev.straggler.core.report.StackTreeReport;
import dev.straggler.core.stacks.PrefixTree;
import dev.straggler.core.stacks.PrefixTree.Node;
import dev.straggler.core.stacks.StackAnalysis;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.internal.ui.canvas.GraphContent;
import dev.straggler.internal.ui.canvas.Painter;
import dev.straggler.internal.ui.canvas.Painter.LineStyle;
import dev.straggler.model.RankSet;

/**
 * The drawing of a stack prefix tree ({@link PrefixTreeLayout}'s geometry): nodes filled in their equivalence class's
 * pale colour (grey when shared), edges in the class colour with their "k: [ranges]" label; the selected node framed
 * black, the least-progressed tasks' nodes (after a refinement, from {@link StackAnalysis}) framed blue. DOT is
 * {@link StackTreeReport#dot}'s.
 */
final class PrefixTreeFigure extends GraphContent<Node, PrefixTreeLayout.Box, PrefixTreeLayout.Line> {

    private static final RGB SHARED_FILL = new RGB(238, 238, 238);
    private static final RGB SHARED_LINE = new RGB(120, 120, 120);
    private static final RGB SELECTED = new RGB(0, 0, 0);
    static final RGB LEAST_PROGRESSED = new RGB(0, 60, 220);
    private static final RGB TEXT = new RGB(0, 0, 0);

    private final PrefixTree tree;
    private final StackAnalysis stacks;
    private final PrefixTreeLayout layout;

    PrefixTreeFigure(PrefixTreeLayout layout, PrefixTree tree, StackAnalysis stacks) {
        super(layout);
        this.layout = layout;
        this.tree = tree;
        this.stacks = stacks;
    }

    /** The colour of the {@code i}-th equivalence class: its edges and the border of its nodes. */
    static RGB classColour(int i) {
        String hex = StackTreeReport.classColour(i);
        return new RGB(Integer.parseInt(hex.substring(1, 3), 16), Integer.parseInt(hex.substring(3, 5), 16),
                Integer.parseInt(hex.substring(5, 7), 16));
    }

    /** The fill of the nodes of the {@code i}-th class (-1: nodes shared by several classes). */
    static RGB classFill(int i) {
        if (i < 0) {
            return SHARED_FILL;
        }
        RGB c = classColour(i);
        return new RGB(mix(c.red), mix(c.green), mix(c.blue));
    }

    private static int mix(int c) {
        return (int) Math.round(c * 0.45 + 255 * 0.55);
    }

    /** The class index of a node as drawn (-1: shared or not drawn). */
    int classIndexOf(Node n) {
        PrefixTreeLayout.Box b = layout.box(n);
        return b == null ? -1 : b.classIndex();
    }

    @Override
    protected void paintEdge(Painter g, PrefixTreeLayout.Line l) {
        double[] pts = new double[l.points().length];
        for (int i = 0; i < pts.length; i++) {
            pts[i] = Math.round(l.points()[i]);
        }
        g.setForeground(l.classIndex() < 0 ? SHARED_LINE : classColour(l.classIndex()));
        g.setLineStyle(LineStyle.SOLID);
        g.setLineWidth(l.classIndex() < 0 ? 1 : 2);
        g.drawPolyline(pts);
        // the label at the middle of the last segment, where the segment leaves room
        int n = pts.length;
        if (n < 4) {
            return;
        }
        Point e = g.textExtent(l.label());
        double dx = pts[n - 2] - pts[n - 4];
        double mx = Math.floor((pts[n - 4] + pts[n - 2]) / 2);
        double my = Math.floor((pts[n - 3] + pts[n - 1]) / 2);
        // a slanted segment: above it, towards the side it heads to (its lower half is below); straight: beside it
        double y = Math.abs(dx) > 2 ? my - e.y - 1 : my - e.y / 2;
        double x = dx < -2 ? mx - 4 - e.x : mx + 4;
        g.drawText(l.label(), x, y);
    }

    @Override
    protected void paintNode(Painter g, PrefixTreeLayout.Box b, State<Node> state) {
        g.setBackground(classFill(b.classIndex()));
        g.fillRoundRectangle(b.x(), b.y(), b.width(), b.height(), 10);
        boolean sel = b.node() == state.selected();
        boolean lp = stacks.isLeastProgressed(b.node());
        g.setForeground(sel ? SELECTED : lp ? LEAST_PROGRESSED : b.classIndex() < 0 ? SHARED_LINE : classColour(b.classIndex()));
        g.setLineStyle(LineStyle.SOLID);
        g.setLineWidth(sel || lp ? 3 : b.node() == state.hovered() ? 2 : 1);
        g.drawRoundRectangle(b.x(), b.y(), b.width(), b.height(), 10);
        g.setForeground(TEXT);
        // centred: a box is at least as wide as the label of the edge into it, often wider than its own text
        g.drawText(b.text(), Math.round(b.x() + (b.width() - g.textExtent(b.text()).x) / 2),
                Math.round(b.y()) + PrefixTreeLayout.PADDING_Y);
    }

    @Override
    public String dot() {
        return StackTreeReport.dot(tree);
    }

    @Override
    public String tooltip(Node n) {
        RankSet r = n.ranks();
        StringBuilder sb = new StringBuilder(
                r.size() == 1 ? NLS.bind(Messages.Tooltip_task, r) : NLS.bind(Messages.Tooltip_tasks, r, r.size()));
        StackFrame f = stacks.sourceFrame(n);
        if (n.frame() != null) {
            sb.append('\n').append(n.frame().functionKey());
            if (f != null && f.file() != null) {
                sb.append("\n").append(f.file()).append(f.line() > 0 ? ":" + f.line() : "");
            }
            if (n.frame().module() != null) {
                sb.append('\n').append(NLS.bind(Messages.PrefixTree_inModule, n.frame().module()));
            }
        }
        int k = classIndexOf(n);
        if (k >= 0) {
            sb.append('\n').append(NLS.bind(Messages.PrefixTree_classOf, k + 1, tree.classes().size()));
        }
        if (n.parent() == null && !stacks.refinementNotes().isEmpty()) {
            sb.append('\n').append(Messages.PrefixTree_refinementNotes);
            stacks.refinementNotes().forEach(note -> sb.append("\n- ").append(note));
        }
        sb.append('\n').append(NLS.bind(Messages.PrefixTree_tooltipActions, r.first()));
        return sb.toString();
    }
}
