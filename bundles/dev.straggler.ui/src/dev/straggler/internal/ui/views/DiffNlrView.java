package dev.straggler.internal.ui.views;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.osgi.util.NLS;

import dev.straggler.core.symbols.Addr2LineSymbolizer.FunctionSource;
import dev.straggler.core.traces.DiffNlr;
import dev.straggler.core.traces.NlrEntry;
import dev.straggler.core.traces.RankingRow;
import dev.straggler.core.traces.TraceDiff;
import dev.straggler.core.traces.TraceFilter;
import dev.straggler.internal.ui.canvas.CanvasView;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.traces.TraceKey;

/**
 * diffNLR(x) of a trace diff (DiffTrace §II-D, Fig. 6) on the canvas base: the normal and the faulty NLR of one
 * trace in two aligned columns ({@link DiffNlrFigure}); a click on a loop expands or collapses its body, a
 * double-click on a call opens the function's source (functions of a {@code -finstrument-functions} build, located
 * with addr2line). Shows the top suspect of each new comparison, and whatever trace the ranking table or the JSM
 * heatmap asks for. The diffNLR itself is core's ({@link TraceDiff#diffNlr}).
 */
public class DiffNlrView extends CanvasView<DiffNlrFigure.Line> {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.diffNlrView";

    private final Consumer<TraceDiff> listener = d -> getCanvas().getDisplay().asyncExec(() -> {
        if (!getCanvas().isDisposed()) {
            showTop(d);
        }
    });
    private TraceDiff diff;
    private DiffNlr shown;
    private final Set<String> expanded = new HashSet<>();

    public DiffNlrView() {
        super("diffNLR", "diffnlr");
    }

    @Override
    protected String emptyMessage() {
        return Messages.DiffNlr_empty;
    }

    @Override
    protected void initialize() {
        Topics.TRACE_DIFF.subscribe(listener);
        if (Topics.TRACE_DIFF.latest() != null) {
            showTop(Topics.TRACE_DIFF.latest());
        }
    }

    @Override
    public void dispose() {
        Topics.TRACE_DIFF.unsubscribe(listener);
        super.dispose();
    }

    @Override
    protected void contributeActions(IToolBarManager tb) {
        Action expandAll = new Action(Messages.DiffNlr_expandAll) {
            @Override
            public void run() {
                expandAll();
            }
        };
        expandAll.setToolTipText(Messages.DiffNlr_expandAllTooltip);
        Action collapseAll = new Action(Messages.DiffNlr_collapseAll) {
            @Override
            public void run() {
                expanded.clear();
                redraw(true);
            }
        };
        collapseAll.setToolTipText(Messages.DiffNlr_collapseAllTooltip);
        tb.add(expandAll);
        tb.add(collapseAll);
    }

    /** Shows the top suspect of {@code d} (or its first trace) under the filter and K of the row that names it. */
    public void showTop(TraceDiff d) {
        RankingRow row = d.startRow();
        show(d, d.startKey(), row != null ? row.filter() : d.defaultFilter(), row != null ? row.k() : d.defaultK());
    }

    /** Shows diffNLR({@code key}) of {@code d} under ({@code filter}, {@code k}). UI thread. */
    public void show(TraceDiff d, TraceKey key, TraceFilter filter, int k) {
        this.diff = d;
        this.shown = d.diffNlr(key, filter, k);
        expanded.clear();
        setContentDescription(NLS.bind(Messages.DiffNlr_header, key, shown));
        redraw(false);
    }

    private void redraw(boolean keepView) {
        if (shown == null) {
            return;
        }
        String under = NLS.bind(shown.identical() ? Messages.DiffNlr_titleSame : Messages.DiffNlr_title, shown.key(),
                shown.under());
        String title = shown.note() != null ? NLS.bind(Messages.DiffNlr_titleNote, under, shown.note()) : under;
        DiffNlrFigure f = measuring(p -> new DiffNlrFigure(shown, title,
                NLS.bind(Messages.DiffNlr_sideNormal, diff.normalDir()),
                NLS.bind(Messages.DiffNlr_sideFaulty, diff.faultyDir()), expanded, p));
        setContent(f, keepView);
    }

    /** The diffNLR shown, or null. */
    public DiffNlr shown() {
        return shown;
    }

    /** The drawing shown (for tests), or null. */
    public DiffNlrFigure figure() {
        return (DiffNlrFigure) getContent();
    }

    /** Expands or collapses the loop row {@code path}. */
    public void toggle(String path) {
        if (!expanded.remove(path)) {
            expanded.add(path);
        }
        redraw(true);
    }

    /** Expands every loop, nested ones included. */
    public void expandAll() {
        for (int round = 0; round < 64; round++) {
            boolean more = false;
            for (DiffNlrFigure.Line l : figure().lines()) {
                if (l.isLoop() && expanded.add(l.path())) {
                    more = true;
                }
            }
            redraw(true);
            if (!more) {
                break;
            }
        }
    }

    @Override
    protected void clicked(DiffNlrFigure.Line line) {
        if (line != null && line.isLoop()) {
            toggle(line.path());
        }
    }

    /** What a double-click on {@code line} does (for tests). */
    public void openLine(DiffNlrFigure.Line line) {
        open(line);
    }

    @Override
    protected void open(DiffNlrFigure.Line line) {
        if (line == null) {
            return;
        }
        NlrEntry.Call call = line.call();
        if (call == null) {
            if (line.isLoop()) {
                // a double-click's two mouse-downs toggled it twice (clicked): one toggle more, as a click; Enter too
                toggle(line.path());
            }
            return;
        }
        FunctionSource s = diff.source(call.function());
        if (s == null) {
            showError(NLS.bind(Messages.DiffNlr_noSource, call.function()));
            return;
        }
        SourceOpener.open(getSite().getPage(), null, s.file(), s.line(), this::showError);
    }

    @Override
    public List<IAction> contextActions(DiffNlrFigure.Line line) {
        if (line == null) {
            return List.of();
        }
        Action open = new Action(Messages.OpenSource) {
            @Override
            public void run() {
                open(line);
            }
        };
        open.setEnabled(line.call() != null && diff.source(line.call().function()) != null);
        Action toggle = new Action(line.isLoop() && expanded.contains(line.path()) ? Messages.DiffNlr_collapseLoop
                : Messages.DiffNlr_expandLoop) {
            @Override
            public void run() {
                toggle(line.path());
            }
        };
        toggle.setEnabled(line.isLoop());
        return List.of(toggle, open);
    }
}
