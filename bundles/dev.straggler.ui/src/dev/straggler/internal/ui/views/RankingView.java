package dev.straggler.internal.ui.views;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.Suspect;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.internal.ui.traces.TraceDiffJob;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.traces.TraceKey;

/**
 * The ranking table of a trace diff (DiffTrace §III-C-2, Tables VI–VII): one row per parameter combination, lowest
 * B-score first, with the suspicious traces each row names; the content description names the most voted suspects.
 * Double-click a row: the diffNLR view shows the row's first suspicious trace under the row's filter and K, and the
 * JSM heatmap the row's matrices. <em>Compare Runs...</em> asks for a normal and a faulty run's trace directories and
 * compares them in a job. The rows are core's {@link dev.straggler.core.traces.Ranking}.
 */
public class RankingView extends ViewPart {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.rankingView";

    private TableViewer viewer;
    private TraceDiff diff;
    private final Consumer<TraceDiff> listener = d -> viewer.getControl().getDisplay().asyncExec(() -> {
        if (!viewer.getControl().isDisposed()) {
            setDiff(d);
        }
    });

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new FillLayout());
        viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        Table t = viewer.getTable();
        t.setHeaderVisible(true);
        t.setLinesVisible(true);
        column(Messages.Ranking_filter, 130, r -> r.filter().toString());
        column(Messages.Ranking_attributes, 95, r -> r.attributes().label());
        column(Messages.Ranking_linkage, 80, r -> r.linkage().label());
        column(Messages.Ranking_k, 40, r -> Integer.toString(r.k()));
        column(Messages.Ranking_clusters, 65, r -> Integer.toString(r.clusters()));
        column(Messages.Ranking_bScore, 80, r -> String.format(Locale.ROOT, "%.6f", r.bScore()));
        column(Messages.Ranking_topTraces, 160, r -> r.topTraces().isEmpty() ? "-" : join(r.topTraces()));
        column(Messages.Ranking_ranks, 120, r -> r.topRanks().toString());
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.addDoubleClickListener(e -> {
            Object o = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (o instanceof RankingRow r) {
                showRow(r);
            }
        });
        getSite().setSelectionProvider(viewer);
        Action compare = new Action(Messages.Ranking_compare) {
            @Override
            public void run() {
                compareInteractively();
            }
        };
        compare.setToolTipText(Messages.Ranking_compareTooltip);
        getViewSite().getActionBars().getToolBarManager().add(compare);
        Topics.TRACE_DIFF.subscribe(listener);
        if (Topics.TRACE_DIFF.latest() != null) {
            setDiff(Topics.TRACE_DIFF.latest());
        } else {
            setContentDescription(Messages.Ranking_empty);
        }
    }

    private void column(String title, int width, Function<RankingRow, String> text) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((RankingRow) element);
            }
        });
    }

    private static String join(List<TraceKey> keys) {
        StringBuilder b = new StringBuilder();
        for (TraceKey k : keys) {
            b.append(b.isEmpty() ? "" : " ").append(k);
        }
        return b.toString();
    }

    /** Shows the rows of {@code d}. UI thread. */
    public void setDiff(TraceDiff d) {
        this.diff = d;
        viewer.setInput(d.ranking().rows());
        StringBuilder b = new StringBuilder(NLS.bind(Messages.Ranking_header, d.ranking().rows().size()));
        List<Suspect> s = d.ranking().suspects();
        for (Suspect x : s.subList(0, Math.min(5, s.size()))) {
            b.append(' ').append(NLS.bind(Messages.Ranking_suspect, x.key(), x.votes()));
        }
        if (s.isEmpty()) {
            b.append(' ').append(Messages.Ranking_noSuspect);
        }
        setContentDescription(b.toString());
    }

    /** The table (for tests). */
    public TableViewer viewer() {
        return viewer;
    }

    /** Shows row {@code r}'s first suspicious trace in the diffNLR view and its matrices in the JSM heatmap. */
    public void showRow(RankingRow r) {
        if (diff == null) {
            return;
        }
        TraceKey key = !r.topTraces().isEmpty() ? r.topTraces().get(0)
                : diff.ranking().top() != null ? diff.ranking().top() : diff.keys().get(0);
        IWorkbenchPage page = getSite().getPage();
        try {
            DiffNlrView d = (DiffNlrView) page.showView(DiffNlrView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            d.show(diff, key, r.filter(), r.k());
            JsmHeatmapView h = (JsmHeatmapView) page.showView(JsmHeatmapView.ID, null, IWorkbenchPage.VIEW_VISIBLE);
            h.show(diff, r);
            page.bringToTop(d);
        } catch (PartInitException e) {
            setContentDescription(NLS.bind(Messages.Ranking_cannotShow, e.getMessage()));
        }
    }

    private void compareInteractively() {
        DirectoryDialog dd = new DirectoryDialog(getSite().getShell());
        dd.setText(Messages.Ranking_normalTitle);
        dd.setMessage(Messages.Ranking_normalMessage);
        String normal = dd.open();
        if (normal == null) {
            return;
        }
        dd.setText(Messages.Ranking_faultyTitle);
        dd.setMessage(Messages.Ranking_faultyMessage);
        String faulty = dd.open();
        if (faulty == null) {
            return;
        }
        new TraceDiffJob(Path.of(normal), Path.of(faulty), RankingParameters.defaults()).schedule();
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        Topics.TRACE_DIFF.unsubscribe(listener);
        super.dispose();
    }
}
