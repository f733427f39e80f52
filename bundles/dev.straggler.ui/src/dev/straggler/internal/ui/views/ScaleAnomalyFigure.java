package dev.straggler.internal.ui.views;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.RGB;

import dev.straggler.core.report.ScaleReport;
import dev.straggler.core.scale.CallSiteVolume;
import dev.straggler.core.scale.CheckResult;
import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.Finding;
import dev.straggler.core.scale.ProcessScore;
import dev.straggler.core.scale.ProcessVolumes;
import dev.straggler.core.scale.Reason;
import dev.straggler.core.scale.ScaleModel;
import dev.straggler.internal.ui.canvas.Bounds;
import dev.straggler.internal.ui.canvas.CanvasContent;
import dev.straggler.internal.ui.canvas.Painter;
import dev.straggler.internal.ui.canvas.Painter.LineStyle;
import dev.straggler.internal.ui.canvas.Painter.TextStyle;
import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ProfileFrame;

/**
 * The drawing of the Scale Anomaly view: every process's abnormality as a bar against the model's threshold (a dashed
 * line) — the training runs' processes (cross-validated scores, grey) grouped by run, then the checked run's, flagged
 * ones red (Vrisha Fig. 5; a process the call-site rules flagged is red below the threshold too, and the header
 * lines say what the rules found) — and below it the ranked divergence points, one row each ("ranks R: here instead
 * of there", §5.4). Between the two, the communication volume per call site of one checked process next to the training
 * process it is compared with (Fig. 4: a pair of bars per call site, labelled function:line): the process of the
 * selected bar (or of the selected point), else {@link CheckResult#defaultVolumeRank()}. Items are the bars and the
 * rows; a selected bar highlights the rows that name its rank, a selected row outlines the bars of its ranks.
 * Geometry and painting only: the scores, points and volumes come from {@code dev.straggler.core.scale}.
 */
public final class ScaleAnomalyFigure implements CanvasContent<ScaleAnomalyFigure.Item> {

    /** What the user points at: a process's bar or a divergence point's row. */
    public sealed interface Item permits Bar, Row {
    }

    /** The bar of process {@code rank} of run {@code run}; {@code checked}: of the checked run (else training). */
    public record Bar(String run, int rank, boolean checked) implements Item {
    }

    /** The row of divergence point {@code index} (0 = most likely). */
    public record Row(int index) implements Item {
    }

    public static final RGB FLAGGED = new RGB(215, 48, 39);
    public static final RGB NORMAL = new RGB(69, 117, 180);
    public static final RGB TRAINING = new RGB(175, 175, 175);
    public static final RGB THRESHOLD = new RGB(200, 0, 0);
    static final RGB TEXT = new RGB(30, 30, 30);
    static final RGB MUTED = new RGB(110, 110, 110);
    static final RGB AXIS = new RGB(90, 90, 90);
    static final RGB GRID = new RGB(228, 228, 228);
    static final RGB HIGHLIGHT = new RGB(255, 243, 191);
    static final RGB SELECTION = new RGB(255, 170, 0);
    static final RGB HOVER = new RGB(80, 80, 80);

    static final double MARGIN = 12;
    static final double CHART_HEIGHT = 180;
    static final double CHECKED_BAR = 14;
    static final double TRAINING_BAR = 5;
    static final double BAR_GAP = 2;
    static final double GROUP_GAP = 22;
    /** Height of the volume chart (Fig. 4). */
    static final double VOLUME_HEIGHT = 130;
    static final double VOLUME_BAR = 14;
    static final double SITE_GAP = 18;
    /** Frames of a stack shown side by side (Fig. 6); deeper stacks end in "… n more". */
    static final int STACK_FRAMES = 14;

    private final CheckResult result;
    private final List<Group> groups = new ArrayList<>();
    private final Map<Item, Bounds> where = new LinkedHashMap<>();
    private final List<String[]> rowTexts = new ArrayList<>(); // per row: number, text
    private final List<String> header = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final double lineHeight;
    private final double axisWidth;
    private final double chartTop;
    private final double chartLeft;
    private final double yMin;
    private final double yMax;
    private final double rowsTop;
    private final double stacksTop;
    private final double stackColumn;
    private final double width;
    private final double height;
    private final double volumeTop;
    private final double volumeChartTop;
    private final double volumeLeft;
    /** Per checked rank with volumes: its communicating call sites, and where each site's pair of bars starts. */
    private final Map<Integer, List<CallSiteVolume>> volumeSites = new LinkedHashMap<>();
    private final Map<Integer, double[]> volumeX = new LinkedHashMap<>();
    private final Map<Integer, double[]> volumeW = new LinkedHashMap<>();

    /** One run's bars. */
    private record Group(String label, int size, boolean checked, List<ProcessScore> scores, double left, double barWidth) {
        double right() {
            return left + scores.size() * (barWidth + BAR_GAP) - BAR_GAP;
        }
    }

    /**
     * Lays out {@code result} checked against {@code model} (null: the checked run only, no training bars);
     * {@code measure} measures text as the canvas draws it.
     */
    public ScaleAnomalyFigure(ScaleModel model, CheckResult result, Painter measure) {
        this.result = result;
        measure.setTextStyle(TextStyle.NORMAL);
        lineHeight = measure.textExtent("Mg").y + 4;
        List<ProcessScore> flagged = result.flagged();
        String flaggedText = flagged.isEmpty() ? Messages.Scale_noneFlagged
                : NLS.bind(Messages.Scale_flagged, flagged.size(),
                        RankSet.of(flagged.stream().mapToInt(ProcessScore::rank).toArray()));
        header.add(NLS.bind(Messages.Scale_header,
                new Object[] { result.run(), result.size(), flaggedText, thresholdValue() }));
        if (result.crash() != null) {
            header.add(result.crash().stack().depth() > 0
                    ? NLS.bind(Messages.Scale_crashedAt, new Object[] { result.crash().rank(), result.crash().reason(),
                        result.crash().stack().frame(0).describe() })
                    : NLS.bind(Messages.Scale_crashed, result.crash().rank(), result.crash().reason()));
        }
        for (Finding f : result.findings()) {
            header.add(f.describe());
        }
        double max = result.threshold();
        double min = result.threshold() / 10;
        Map<String, List<ProcessScore>> training = new LinkedHashMap<>();
        if (model != null) {
            for (String run : model.trainingRuns()) {
                training.put(run, new ArrayList<>());
            }
            for (ProcessScore s : model.trainingScores()) {
                training.computeIfAbsent(s.run(), k -> new ArrayList<>()).add(s);
                max = Math.max(max, s.abnormality());
                min = s.abnormality() > 0 ? Math.min(min, s.abnormality()) : min;
            }
        }
        for (ProcessScore s : result.scores()) {
            max = Math.max(max, s.abnormality());
            min = s.abnormality() > 0 ? Math.min(min, s.abnormality()) : min;
        }
        // a logarithmic axis: abnormalities span 1e-6 (a training process) to 2 (a process beyond the model), the
        // threshold is often 0.01; decades from below the smallest to above the largest
        yMax = Math.pow(10, Math.ceil(Math.log10(Math.max(max, 1e-3)) + 1e-9));
        yMin = Math.max(1e-6, Math.min(yMax / 100, Math.pow(10, Math.floor(Math.log10(Math.max(min, 1e-12))))));
        double tw = 0;
        for (double v = yMin; v <= yMax * 1.0001; v *= 10) {
            tw = Math.max(tw, measure.textExtent(tick(v)).x);
        }
        axisWidth = tw + 8;
        chartLeft = MARGIN + axisWidth;
        chartTop = MARGIN + header.size() * lineHeight + 2 * lineHeight + 6; // the key, the axis title
        double x = chartLeft + 10;
        for (Map.Entry<String, List<ProcessScore>> e : training.entrySet()) {
            if (e.getValue().isEmpty()) {
                continue;
            }
            int size = e.getValue().get(0).size();
            double w = Math.max(TRAINING_BAR, measure.textExtent(e.getKey()).x / e.getValue().size() - BAR_GAP);
            Group g = new Group(e.getKey(), size, false, e.getValue(), x, Math.min(w, CHECKED_BAR));
            groups.add(g);
            x = Math.max(g.right(), x + measure.textExtent(e.getKey()).x) + GROUP_GAP;
        }
        Group checked = new Group(result.run(), result.size(), true, result.scores(), x, CHECKED_BAR);
        groups.add(checked);
        // room on the right for the threshold's label
        double chartRight = Math.max(checked.right(),
                x + measure.textExtent(NLS.bind(Messages.Scale_checkedRun, result.run())).x) + 16
                + measure.textExtent(NLS.bind(Messages.Scale_threshold, thresholdValue())).x;
        for (Group g : groups) {
            for (int i = 0; i < g.scores().size(); i++) {
                ProcessScore s = g.scores().get(i);
                double h = Math.max(1, chartTop + CHART_HEIGHT - yOf(s.abnormality()));
                double bx = g.left() + i * (g.barWidth() + BAR_GAP);
                where.put(new Bar(g.label(), s.rank(), g.checked()),
                        new Bounds(bx, chartTop + CHART_HEIGHT - h, g.barWidth(), h));
            }
        }
        // below the chart: run labels, rank numbers of the checked run, then the points
        double y = chartTop + CHART_HEIGHT + 4 + 2 * lineHeight + 10;
        // Fig. 4: title, key, axis title, chart, site labels
        volumeTop = y;
        volumeChartTop = volumeTop + 3 * lineHeight + 4;
        volumeLeft = MARGIN + measure.textExtent("1023.9 KiB").x + 8;
        double volumeRight = 0;
        for (ProcessVolumes v : result.volumes()) {
            List<CallSiteVolume> sites = v.sites().stream().filter(c -> c.first() > 0 || c.second() > 0).toList();
            double[] xs = new double[sites.size()];
            double[] ws = new double[sites.size()];
            double sx = volumeLeft + 10;
            for (int i = 0; i < sites.size(); i++) {
                xs[i] = sx;
                ws[i] = Math.max(2 * VOLUME_BAR + BAR_GAP, measure.textExtent(siteLabel(sites.get(i))).x);
                sx += ws[i] + SITE_GAP;
            }
            volumeSites.put(v.rank(), sites);
            volumeX.put(v.rank(), xs);
            volumeW.put(v.rank(), ws);
            volumeRight = Math.max(volumeRight, sx);
        }
        if (!result.volumes().isEmpty()) {
            y = volumeChartTop + VOLUME_HEIGHT + 4 + lineHeight + 14;
            volumeRight = Math.max(volumeRight,
                    MARGIN + measure.textExtent(NLS.bind(Messages.Scale_trainingRank, "np0000", "0000")).x * 2 + 60);
        }
        y += lineHeight + 4; // "Divergence points" title
        rowsTop = y;
        double rowsWidth = measure.textExtent(Messages.Scale_pointsTitle).x;
        List<DivergencePoint> points = result.divergences();
        for (int i = 0; i < points.size(); i++) {
            DivergencePoint p = points.get(i);
            String[] t = { (i + 1) + ".", p.describe() };
            rowTexts.add(t);
            measure.setTextStyle(i == 0 ? TextStyle.BOLD : TextStyle.NORMAL); // the first is drawn bold
            double w = 28 + measure.textExtent(t[1]).x;
            measure.setTextStyle(TextStyle.NORMAL);
            where.put(new Row(i), new Bounds(MARGIN, y, w + 8, lineHeight));
            rowsWidth = Math.max(rowsWidth, w + 8);
            y += lineHeight;
        }
        if (points.isEmpty()) {
            y += lineHeight; // "none"
        }
        notes.addAll(result.notes());
        for (String n : notes) {
            rowsWidth = Math.max(rowsWidth, measure.textExtent(NLS.bind(Messages.Scale_note, n)).x);
        }
        y += 6 + notes.size() * lineHeight;
        // the stacks of the selected point (the first when none is), side by side: Fig. 6
        double column = measure.textExtent("training: np000 rank 0000 (the reference process)").x;
        int depth = 0;
        for (DivergencePoint p : points) {
            for (CallStack st : List.of(p.checkedStack(), p.trainingStack())) {
                int n = 0;
                for (ProfileFrame f : st) {
                    if (n++ < STACK_FRAMES) {
                        column = Math.max(column, measure.textExtent(f.describe()).x + 16);
                    }
                }
                depth = Math.max(depth, Math.min(n, STACK_FRAMES + 1));
            }
        }
        stackColumn = column;
        stacksTop = y + 6 + lineHeight;
        if (!points.isEmpty()) {
            y = stacksTop + lineHeight + depth * lineHeight;
            rowsWidth = Math.max(rowsWidth, 2 * column + 24);
        }
        double headerWidth = 0;
        for (String h : header) {
            headerWidth = Math.max(headerWidth, measure.textExtent(h).x);
        }
        width = Math.max(Math.max(Math.max(chartRight, volumeRight), MARGIN + rowsWidth), MARGIN + headerWidth)
                + MARGIN;
        height = y + MARGIN;
    }

    /** An axis label: 0.001 … 10 as decimals, smaller decades as 1e-4. */
    static String tick(double v) {
        if (v >= 1e-3) {
            return new java.math.BigDecimal(v).round(new java.math.MathContext(2)).stripTrailingZeros().toPlainString();
        }
        return "1e" + Math.round(Math.log10(v));
    }

    /** The threshold as the header and the chart's label show it, marked when the score flags nothing. */
    private String thresholdValue() {
        return result.scoreUsed() ? value(result.threshold())
                : NLS.bind(Messages.Scale_thresholdNotUsed, value(result.threshold()));
    }

    /** A score or threshold: 4 significant digits, no trailing zeros. */
    static String value(double v) {
        return new java.math.BigDecimal(v).round(new java.math.MathContext(4)).stripTrailingZeros().toPlainString();
    }

    /** Content y of an abnormality on the logarithmic axis (values below its bottom sit on it). */
    private double yOf(double abnormality) {
        double f = abnormality <= yMin ? 0
                : Math.min(1, Math.log10(abnormality / yMin) / Math.log10(yMax / yMin));
        return chartTop + CHART_HEIGHT - CHART_HEIGHT * f;
    }

    public CheckResult result() {
        return result;
    }

    /** The bars, training runs first, then the checked run's by rank. */
    public List<Bar> bars() {
        return where.keySet().stream().filter(Bar.class::isInstance).map(Bar.class::cast).toList();
    }

    /** Where the threshold line is drawn (content y). */
    public double thresholdY() {
        return yOf(result.threshold());
    }

    /** The colour of {@code bar}. */
    public RGB colour(Bar bar) {
        if (!bar.checked()) {
            return TRAINING;
        }
        return score(bar).flagged() ? FLAGGED : NORMAL;
    }

    private ProcessScore score(Bar bar) {
        for (Group g : groups) {
            if (g.checked() == bar.checked() && g.label().equals(bar.run())) {
                for (ProcessScore s : g.scores()) {
                    if (s.rank() == bar.rank()) {
                        return s;
                    }
                }
            }
        }
        return null;
    }

    /** The checked bar of {@code rank} (null: no such process). */
    public Bar checkedBar(int rank) {
        Bar b = new Bar(result.run(), rank, true);
        return where.containsKey(b) ? b : null;
    }

    /** The first (most likely) divergence point that names {@code rank}, or -1. */
    public int firstPointOf(int rank) {
        for (int i = 0; i < result.divergences().size(); i++) {
            if (result.divergences().get(i).ranks().contains(rank)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The checked rank whose volumes per call site are drawn when {@code selected} is selected: a checked bar's rank,
     * the first rank of a selected point that has volumes, else {@link CheckResult#defaultVolumeRank()} (-1: none).
     */
    public int volumeRank(Item selected) {
        if (selected instanceof Bar b && b.checked()) {
            return b.rank();
        }
        if (selected instanceof Row r) {
            RankSet ranks = result.divergences().get(r.index()).ranks();
            for (ProcessVolumes v : result.volumes()) {
                if (ranks.contains(v.rank())) {
                    return v.rank();
                }
            }
        }
        return result.defaultVolumeRank();
    }

    /** The call sites drawn for checked rank {@code rank} (those that communicated), or an empty list. */
    public List<CallSiteVolume> volumeSites(int rank) {
        return volumeSites.getOrDefault(rank, List.of());
    }

    /** The label of a call site under its bars: the user's frame as function:line. */
    public static String siteLabel(CallSiteVolume site) {
        ProfileFrame f = site.site();
        if (f == null) {
            return "??";
        }
        if (f.line() > 0) {
            return (f.function() == null ? "??" : f.function()) + ":" + f.line();
        }
        return f.describe();
    }

    /**
     * Where the bar of site {@code index} of {@link #volumeSites(int) rank's sites} is drawn when that rank is shown:
     * the training process's ({@code checked} false, left) or the checked process's (right); null when none.
     */
    public Bounds volumeBar(int rank, int index, boolean checked) {
        List<CallSiteVolume> sites = volumeSites(rank);
        if (index < 0 || index >= sites.size()) {
            return null;
        }
        CallSiteVolume s = sites.get(index);
        double max = niceMax(result.volumes(rank).maxVolume());
        long v = checked ? s.second() : s.first();
        double h = v <= 0 ? 0 : Math.max(1, VOLUME_HEIGHT * v / max);
        double[] xs = volumeX.get(rank);
        double x = xs[index] + (volumeW.get(rank)[index] - 2 * VOLUME_BAR - BAR_GAP) / 2
                + (checked ? VOLUME_BAR + BAR_GAP : 0);
        return new Bounds(x, volumeChartTop + VOLUME_HEIGHT - h, VOLUME_BAR, h);
    }

    /** The colour of the checked process's bars in Fig. 4: red when it is flagged (or crashed), else blue. */
    public RGB volumeColour(int rank) {
        if (result.crash() != null && result.crash().rank() == rank) {
            return FLAGGED;
        }
        for (ProcessScore s : result.scores()) {
            if (s.rank() == rank) {
                return s.flagged() ? FLAGGED : NORMAL;
            }
        }
        return NORMAL;
    }

    /** The top of the volume axis: the smallest power of two at or above {@code max} (1 when nothing), so that it
     * and its half read as round byte counts (8 KiB, 4 KiB). */
    static double niceMax(long max) {
        return max <= 1 ? 1 : Long.highestOneBit(max - 1) * 2.0;
    }

    /** Bytes as read: 512 B, 1.5 KiB, 3 MiB. */
    static String bytes(double v) {
        String[] units = { "B", "KiB", "MiB", "GiB", "TiB" };
        int u = 0;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        String n = new java.math.BigDecimal(v).round(new java.math.MathContext(v >= 100 ? 4 : 3)).stripTrailingZeros()
                .toPlainString();
        return n + " " + units[u];
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

    @Override
    public Item itemAt(double x, double y) {
        for (Map.Entry<Item, Bounds> e : where.entrySet()) {
            Bounds b = e.getValue();
            if (e.getKey() instanceof Bar) {
                // a bar is hit anywhere in its column, however short it is
                if (x >= b.x() && x <= b.x() + b.width() && y >= chartTop && y <= chartTop + CHART_HEIGHT) {
                    return e.getKey();
                }
            } else if (b.contains(x, y)) {
                return e.getKey();
            }
        }
        return null;
    }

    @Override
    public Bounds bounds(Item item) {
        return item == null ? null : where.get(item);
    }

    @Override
    public String tooltip(Item item) {
        if (item instanceof Bar b) {
            ProcessScore s = score(b);
            if (s == null) {
                return null;
            }
            String head = b.checked() ? NLS.bind(Messages.Scale_barChecked, new Object[] { b.run(), b.rank(), s.size() })
                    : NLS.bind(Messages.Scale_barTraining, b.run(), b.rank());
            String verdict = NLS.bind(s.abnormality() > result.threshold() ? Messages.Scale_above : Messages.Scale_below,
                    thresholdValue());
            if (b.checked() && s.flagged()) {
                verdict = NLS.bind(Messages.Scale_flaggedFor, verdict,
                        String.join(", ", s.reasons().stream().map(Reason::label).toList()));
            }
            String text = NLS.bind(Messages.Scale_barTooltip, new Object[] { head,
                String.format(Locale.ROOT, "%.4f", s.abnormality()), String.format(Locale.ROOT, "%.4f", s.correlation()),
                verdict });
            if (b.checked()) {
                text += "\n" + Messages.Scale_clickVolume;
            }
            if (b.checked() && firstPointOf(b.rank()) >= 0) {
                text += "\n" + NLS.bind(Messages.Scale_doubleClickPoint, firstPointOf(b.rank()) + 1);
            }
            return text;
        }
        if (item instanceof Row r) {
            DivergencePoint p = result.divergences().get(r.index());
            return NLS.bind(Messages.Scale_pointTooltip, new Object[] { p.describe(), ScaleReport.stackPath(p.checkedStack()),
                ScaleReport.stackPath(p.trainingStack()) });
        }
        return null;
    }

    @Override
    public void paint(Painter g, State<Item> state) {
        g.setTextStyle(TextStyle.BOLD);
        g.setForeground(TEXT);
        double y = MARGIN;
        for (String h : header) {
            g.drawText(h, MARGIN, y);
            g.setTextStyle(TextStyle.NORMAL);
            g.setForeground(result.crash() != null ? FLAGGED : TEXT);
            y += lineHeight;
        }
        paintKey(g, y);
        // axis, grid, ticks
        g.setLineStyle(LineStyle.SOLID);
        g.setLineWidth(1);
        double right = width - MARGIN;
        g.setForeground(GRID);
        for (double v = yMin * 10; v <= yMax * 1.0001; v *= 10) {
            double gy = yOf(v);
            g.drawLine(chartLeft, gy, right, gy);
        }
        g.setForeground(AXIS);
        g.drawLine(chartLeft, chartTop, chartLeft, chartTop + CHART_HEIGHT);
        g.drawLine(chartLeft, chartTop + CHART_HEIGHT, right, chartTop + CHART_HEIGHT);
        g.setTextStyle(TextStyle.NORMAL);
        for (double v = yMin; v <= yMax * 1.0001; v *= 10) {
            String t = tick(v);
            g.drawText(t, chartLeft - 6 - g.textExtent(t).x, yOf(v) - lineHeight / 2 + 2);
        }
        g.setTextStyle(TextStyle.NORMAL);
        g.drawText(Messages.Scale_axis, chartLeft + 4, chartTop - lineHeight);
        // bars
        Item hovered = state.hovered();
        Item selected = state.selected();
        RankSet selectedRanks = selected instanceof Row r ? result.divergences().get(r.index()).ranks() : null;
        for (Map.Entry<Item, Bounds> e : where.entrySet()) {
            if (!(e.getKey() instanceof Bar b)) {
                continue;
            }
            Bounds r = e.getValue();
            g.setBackground(colour(b));
            g.fillRectangle(r.x(), r.y(), r.width(), r.height());
            boolean mark = b.equals(selected) || b.checked() && selectedRanks != null && selectedRanks.contains(b.rank());
            if (mark || b.equals(hovered)) {
                g.setForeground(mark ? SELECTION : HOVER);
                g.setLineWidth(mark ? 2 : 1);
                g.drawRectangle(r.x() - 1, r.y() - 1, r.width() + 2, r.height() + 2);
                g.setLineWidth(1);
            }
        }
        // the threshold
        double ty = thresholdY();
        g.setForeground(THRESHOLD);
        g.setLineStyle(LineStyle.DASH);
        g.drawLine(chartLeft, ty, right, ty);
        g.setLineStyle(LineStyle.SOLID);
        String tl = NLS.bind(Messages.Scale_threshold, thresholdValue());
        g.drawText(tl, right - g.textExtent(tl).x, ty - lineHeight);
        // run labels and the checked run's ranks
        double ly = chartTop + CHART_HEIGHT + 4;
        for (Group grp : groups) {
            g.setForeground(grp.checked() ? TEXT : MUTED);
            g.setTextStyle(grp.checked() ? TextStyle.BOLD : TextStyle.NORMAL);
            g.drawText(grp.checked() ? NLS.bind(Messages.Scale_checkedRun, grp.label()) : grp.label(), grp.left(),
                    ly + lineHeight);
            if (grp.checked()) {
                g.setTextStyle(TextStyle.NORMAL);
                double lastEnd = -1e9;
                for (int i = 0; i < grp.scores().size(); i++) {
                    String rk = Integer.toString(grp.scores().get(i).rank());
                    double cx = grp.left() + i * (grp.barWidth() + BAR_GAP) + grp.barWidth() / 2;
                    double w = g.textExtent(rk).x;
                    if (cx - w / 2 > lastEnd + 2) {
                        g.drawText(rk, cx - w / 2, ly);
                        lastEnd = cx + w / 2;
                    }
                }
            }
        }
        if (!result.volumes().isEmpty()) {
            paintVolumes(g, volumeRank(selected));
        }
        // the divergence points
        int selectedRank = selected instanceof Bar b && b.checked() ? b.rank() : -1;
        g.setTextStyle(TextStyle.BOLD);
        g.setForeground(TEXT);
        g.drawText(Messages.Scale_pointsTitle, MARGIN, rowsTop - lineHeight - 4);
        g.setTextStyle(TextStyle.NORMAL);
        double ry = rowsTop;
        for (int i = 0; i < rowTexts.size(); i++) {
            Row row = new Row(i);
            Bounds b = where.get(row);
            DivergencePoint p = result.divergences().get(i);
            boolean related = selectedRank >= 0 && p.ranks().contains(selectedRank);
            if (row.equals(selected) || related) {
                g.setBackground(HIGHLIGHT);
                g.fillRectangle(b.x(), b.y(), b.width(), b.height());
            }
            if (row.equals(selected) || row.equals(hovered)) {
                g.setForeground(row.equals(selected) ? SELECTION : HOVER);
                g.drawRectangle(b.x(), b.y(), b.width(), b.height());
            }
            g.setForeground(TEXT);
            g.setTextStyle(i == 0 ? TextStyle.BOLD : TextStyle.NORMAL);
            g.drawText(rowTexts.get(i)[0], b.x() + 4, b.y() + 2);
            g.drawText(rowTexts.get(i)[1], b.x() + 28, b.y() + 2);
            ry = b.y() + lineHeight;
        }
        g.setTextStyle(TextStyle.NORMAL);
        if (rowTexts.isEmpty()) {
            g.setForeground(MUTED);
            g.drawText(result.anomalous() ? Messages.Scale_noneFound : Messages.Scale_noneNotFlagged, MARGIN + 4, ry + 2);
            ry += lineHeight;
        }
        g.setForeground(MUTED);
        ry += 6;
        for (String n : notes) {
            g.drawText(NLS.bind(Messages.Scale_note, n), MARGIN, ry);
            ry += lineHeight;
        }
        if (!rowTexts.isEmpty()) {
            paintStacks(g, selected instanceof Row r ? r.index() : 0);
        }
    }

    /** Point {@code index}'s two stacks side by side, innermost first, the differing frames marked (Fig. 6). */
    private void paintStacks(Painter g, int index) {
        DivergencePoint p = result.divergences().get(index);
        g.setTextStyle(TextStyle.BOLD);
        g.setForeground(TEXT);
        g.drawText(NLS.bind(Messages.Scale_stacksTitle, index + 1), MARGIN,
                stacksTop - lineHeight);
        String[] titles = { NLS.bind(Messages.Scale_hereRanks, p.ranks()),
            NLS.bind(Messages.Scale_trainingRank, p.trainingRun(), p.trainingRank()) };
        CallStack[] stacks = { p.checkedStack(), p.trainingStack() };
        List<List<ProfileFrame>> differing = List.of(p.checkedFrames(), p.trainingFrames());
        for (int side = 0; side < 2; side++) {
            double x = MARGIN + side * (stackColumn + 24);
            g.setTextStyle(TextStyle.BOLD);
            g.setForeground(MUTED);
            g.drawText(titles[side], x, stacksTop);
            double y = stacksTop + lineHeight;
            int n = 0;
            for (ProfileFrame f : stacks[side]) {
                if (n++ == STACK_FRAMES) {
                    g.setTextStyle(TextStyle.NORMAL);
                    g.setForeground(MUTED);
                    g.drawText(NLS.bind(Messages.Scale_moreFrames, stacks[side].depth() - STACK_FRAMES), x + 8, y);
                    break;
                }
                boolean differs = differing.get(side).contains(f);
                if (differs) {
                    g.setBackground(side == 0 ? new RGB(250, 219, 216) : new RGB(222, 226, 232));
                    g.fillRectangle(x, y, stackColumn, lineHeight);
                }
                g.setTextStyle(differs ? TextStyle.BOLD : TextStyle.NORMAL);
                g.setForeground(f.hasSourceLocation() ? TEXT : MUTED);
                g.drawText(f.describe(), x + 8, y + 2);
                y += lineHeight;
            }
        }
        g.setTextStyle(TextStyle.NORMAL);
    }

    /** Fig. 4: checked process {@code rank}'s volume per call site next to its training process's. */
    private void paintVolumes(Painter g, int rank) {
        ProcessVolumes v = result.volumes(rank);
        g.setTextStyle(TextStyle.BOLD);
        g.setForeground(TEXT);
        g.drawText(NLS.bind(Messages.Scale_volumeTitle, rank), MARGIN, volumeTop);
        g.setTextStyle(TextStyle.NORMAL);
        if (v == null) {
            g.setForeground(MUTED);
            g.drawText(NLS.bind(Messages.Scale_noProfile, rank, result.run()), MARGIN, volumeTop + lineHeight);
            return;
        }
        // the key: which bar is which process
        double x = MARGIN;
        String[] names = { NLS.bind(Messages.Scale_trainingRank, v.trainingRun(), v.trainingRank()),
            NLS.bind(Messages.Scale_checkedRank, result.run(), rank) };
        RGB[] colours = { TRAINING, volumeColour(rank) };
        for (int i = 0; i < 2; i++) {
            g.setBackground(colours[i]);
            g.fillRectangle(x, volumeTop + lineHeight + 3, 10, 10);
            g.setForeground(MUTED);
            g.drawText(names[i], x + 14, volumeTop + lineHeight);
            x += 14 + g.textExtent(names[i]).x + 16;
        }
        // axis: linear, 0 to a round maximum, three ticks
        double max = niceMax(v.maxVolume());
        double bottom = volumeChartTop + VOLUME_HEIGHT;
        double right = width - MARGIN;
        for (int i = 0; i <= 2; i++) {
            double ty = bottom - VOLUME_HEIGHT * i / 2;
            if (i > 0) {
                g.setForeground(GRID);
                g.drawLine(volumeLeft, ty, right, ty);
            }
            String t = bytes(max * i / 2);
            g.setForeground(AXIS);
            g.drawText(t, volumeLeft - 6 - g.textExtent(t).x, ty - lineHeight / 2 + 2);
        }
        g.setForeground(AXIS);
        g.drawLine(volumeLeft, volumeChartTop, volumeLeft, bottom);
        g.drawLine(volumeLeft, bottom, right, bottom);
        g.drawText(Messages.Scale_volumeAxis, volumeLeft + 4, volumeChartTop - lineHeight);
        List<CallSiteVolume> sites = volumeSites(rank);
        if (sites.isEmpty()) {
            g.setForeground(MUTED);
            g.drawText(Messages.Scale_noVolume, volumeLeft + 10, bottom - lineHeight - 4);
            return;
        }
        double[] xs = volumeX.get(rank);
        for (int i = 0; i < sites.size(); i++) {
            for (boolean checked : new boolean[] { false, true }) {
                Bounds b = volumeBar(rank, i, checked);
                if (b.height() > 0) {
                    g.setBackground(checked ? colours[1] : TRAINING);
                    g.fillRectangle(b.x(), b.y(), b.width(), b.height());
                }
            }
            String label = siteLabel(sites.get(i));
            Bounds l = volumeBar(rank, i, false);
            double centre = l.x() + VOLUME_BAR + BAR_GAP / 2;
            g.setForeground(TEXT);
            g.drawText(label, Math.max(xs[i], centre - g.textExtent(label).x / 2), bottom + 4);
        }
    }

    private void paintKey(Painter g, double y) {
        double x = MARGIN;
        Object[][] key = { { FLAGGED, Messages.Scale_keyFlagged }, { NORMAL, Messages.Scale_keyNormal },
            { TRAINING, Messages.Scale_keyTraining } };
        g.setTextStyle(TextStyle.NORMAL);
        for (Object[] k : key) {
            g.setBackground((RGB) k[0]);
            g.fillRectangle(x, y + 3, 10, 10);
            g.setForeground(MUTED);
            g.drawText((String) k[1], x + 14, y);
            x += 14 + g.textExtent((String) k[1]).x + 16;
        }
        g.setForeground(THRESHOLD);
        g.setLineStyle(LineStyle.DASH);
        g.drawLine(x, y + 8, x + 24, y + 8);
        g.setLineStyle(LineStyle.SOLID);
        g.setForeground(MUTED);
        g.drawText(Messages.Scale_keyThreshold, x + 28, y);
    }
}
