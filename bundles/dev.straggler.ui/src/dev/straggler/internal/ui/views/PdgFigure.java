package dev.straggler.internal.ui.views;

import java.util.List;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.RGB;

import dev.straggler.core.report.DiagnosisReport;
import dev.straggler.core.symbols.Frames;
import dev.straggler.internal.ui.canvas.GraphContent;
import dev.straggler.internal.ui.canvas.Painter;
import dev.straggler.internal.ui.canvas.Painter.LineStyle;
import dev.straggler.internal.ui.canvas.Painter.TextStyle;
import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.PdgNode;

/**
 * The drawing of a Progress Dependence Graph ({@link PdgLayout}'s geometry): rounded boxes with the rank set in bold and
 * the state, least-progressed groups filled orange with a red border; an arrow per dependence, styled by its type;
 * the legend above. Selected nodes get a blue ring, hovered ones a thicker border. DOT is
 * {@link DiagnosisReport#dot}'s.
 */
final class PdgFigure extends GraphContent<PdgNode, PdgLayout.Box, PdgLayout.Line> {

    /** Default fills; the drawn ones come from Window > Preferences > Straggler (UiPreferences). */
    static final RGB LP_FILL = dev.straggler.internal.ui.prefs.UiPreferences.DEFAULT_LP_FILL;
    static final RGB NODE_FILL = dev.straggler.internal.ui.prefs.UiPreferences.DEFAULT_NODE_FILL;
    private static final RGB LP_BORDER = new RGB(192, 57, 43);
    private static final RGB NODE_BORDER = new RGB(95, 99, 104);
    private static final RGB SELECTION = new RGB(0, 120, 215);
    private static final RGB WAIT_COLOR = new RGB(60, 60, 60);
    private static final RGB UNDEFINED_COLOR = new RGB(140, 140, 140);
    private static final RGB P2P_COLOR = new RGB(29, 53, 200);
    private static final RGB COLLECTIVE_COLOR = new RGB(120, 50, 150);
    private static final RGB TEXT = new RGB(0, 0, 0);
    private static final RGB LEGEND_RULE = new RGB(210, 210, 210);
    private static final int LEGEND_HEIGHT = 26;

    /** A legend entry: a line sample (style, width, arrow) and its text. */
    private record Sample(RGB colour, LineStyle style, int width, boolean arrow, String text) {
    }

    private static final List<Sample> SAMPLES = List.of(
            new Sample(WAIT_COLOR, LineStyle.SOLID, 2, true, Messages.Pdg_legendWaitsFor),
            new Sample(P2P_COLOR, LineStyle.SOLID, 3, true, Messages.Pdg_legendPointToPoint),
            new Sample(COLLECTIVE_COLOR, LineStyle.DOT, 2, true, Messages.Pdg_legendCollective),
            new Sample(UNDEFINED_COLOR, LineStyle.DASH, 1, false, Messages.Pdg_legendUndefined));
    private static final String LP_TEXT = Messages.Pdg_legendLeastProgressed;

    private final Job job;
    private final Diagnosis diagnosis;
    private final double legendWidth;

    /** {@code measure} measures in the normal text style (the legend's). */
    PdgFigure(PdgLayout layout, Job job, Diagnosis diagnosis, Painter measure) {
        super(layout);
        this.job = job;
        this.diagnosis = diagnosis;
        measure.setTextStyle(TextStyle.NORMAL);
        double w = 8 + 28 + measure.textExtent(LP_TEXT).x + 18;
        for (Sample s : SAMPLES) {
            w += 38 + measure.textExtent(s.text()).x + 18;
        }
        legendWidth = w;
    }

    @Override
    protected void paintNode(Painter g, PdgLayout.Box b, State<PdgNode> state) {
        boolean lp = b.node().isLeastProgressed();
        g.setLineStyle(LineStyle.SOLID);
        if (b.node() == state.selected()) {
            g.setForeground(SELECTION);
            g.setLineWidth(3);
            g.drawRoundRectangle(b.x() - 4, b.y() - 4, b.width() + 8, b.height() + 8, 18);
        }
        g.setBackground(lp ? dev.straggler.internal.ui.prefs.UiPreferences.lpFill() : dev.straggler.internal.ui.prefs.UiPreferences.nodeFill());
        g.fillRoundRectangle(b.x(), b.y(), b.width(), b.height(), 12);
        g.setForeground(lp ? LP_BORDER : NODE_BORDER);
        int width = lp ? 3 : 1;
        g.setLineWidth(b.node() == state.hovered() ? width + 1 : width);
        g.drawRoundRectangle(b.x(), b.y(), b.width(), b.height(), 12);
        g.setForeground(TEXT);
        double ty = Math.round(b.y()) + PdgLayout.PADDING_Y;
        List<String> lines = b.lines();
        for (int i = 0; i < lines.size(); i++) {
            g.setTextStyle(i == 0 ? TextStyle.BOLD : TextStyle.NORMAL);
            g.drawText(lines.get(i), Math.round(b.x()) + PdgLayout.PADDING_X, ty);
            ty += g.textExtent(lines.get(i)).y;
        }
        g.setTextStyle(TextStyle.NORMAL);
    }

    @Override
    protected void paintEdge(Painter g, PdgLayout.Line l) {
        DependenceType type = l.edge().getType();
        double[] pts = l.points();
        RGB c = switch (type) {
        case UNDEFINED -> UNDEFINED_COLOR;
        case POINT_TO_POINT -> P2P_COLOR;
        case COLLECTIVE -> COLLECTIVE_COLOR;
        default -> WAIT_COLOR;
        };
        g.setLineStyle(switch (type) {
        case UNDEFINED -> LineStyle.DASH;
        case COLLECTIVE -> LineStyle.DOT;
        default -> LineStyle.SOLID;
        });
        g.setLineWidth(switch (type) {
        case UNDEFINED -> 1;
        case POINT_TO_POINT -> 3;
        default -> 2;
        });
        g.setForeground(c);
        g.setBackground(c);
        g.drawPolyline(pts);
        int n = pts.length;
        if (type != DependenceType.UNDEFINED && n >= 4) {
            g.setLineStyle(LineStyle.SOLID);
            g.fillArrowHead(pts[n - 4], pts[n - 3], pts[n - 2], pts[n - 1], type == DependenceType.POINT_TO_POINT ? 12 : 10);
        }
    }

    @Override
    public double legendHeight() {
        return LEGEND_HEIGHT;
    }

    @Override
    public double legendWidth() {
        return legendWidth;
    }

    @Override
    public void paintLegend(Painter g, double width) {
        g.setForeground(LEGEND_RULE);
        g.setLineWidth(1);
        g.setLineStyle(LineStyle.SOLID);
        g.drawLine(0, LEGEND_HEIGHT, width, LEGEND_HEIGHT);
        g.setTextStyle(TextStyle.NORMAL);
        int x = 8;
        int cy = LEGEND_HEIGHT / 2;
        g.setBackground(dev.straggler.internal.ui.prefs.UiPreferences.lpFill());
        g.fillRoundRectangle(x, cy - 7, 22, 14, 6);
        g.setForeground(LP_BORDER);
        g.setLineWidth(2);
        g.drawRoundRectangle(x, cy - 7, 22, 14, 6);
        x = legendText(g, x + 28, cy, LP_TEXT);
        for (Sample s : SAMPLES) {
            g.setForeground(s.colour());
            g.setBackground(s.colour());
            g.setLineStyle(s.style());
            g.setLineWidth(s.width());
            g.drawLine(x, cy, x + 30, cy);
            g.setLineStyle(LineStyle.SOLID);
            if (s.arrow()) {
                g.fillArrowHead(x, cy, x + 32, cy, 8);
            }
            x = legendText(g, x + 38, cy, s.text());
        }
    }

    private static int legendText(Painter g, int x, int cy, String text) {
        g.setForeground(TEXT);
        var e = g.textExtent(text);
        g.drawText(text, x, cy - e.y / 2);
        return x + e.x + 18;
    }

    @Override
    public String dot() {
        return DiagnosisReport.dot(job, diagnosis);
    }

    @Override
    public String tooltip(PdgNode n) {
        String head = n.getRanks().size() == 1 ? NLS.bind(Messages.Tooltip_task, n.getRanks())
                : NLS.bind(Messages.Tooltip_tasks, n.getRanks(), n.getRanks().size());
        StringBuilder sb = new StringBuilder(
                n.isLeastProgressed() ? NLS.bind(Messages.Pdg_tooltipLeastProgressed, head) : head);
        sb.append('\n').append(n.getLabel());
        if (n.getState() != null && n.getState().getKind() != null) {
            sb.append('\n').append(NLS.bind(Messages.Pdg_tooltipState, n.getState().getKind().getLiteral().toLowerCase(),
                    n.getState().getCall()));
        }
        int shown = 0;
        for (Frame f : n.getFrames()) {
            if (shown++ == 15) {
                sb.append("\n  \u2026");
                break;
            }
            sb.append(shown == 1 ? "\n" + Messages.Pdg_tooltipFrames + "\n  " : "\n  ").append(Frames.describe(f));
        }
        sb.append('\n').append(Messages.Pdg_tooltipActions);
        return sb.toString();
    }
}
