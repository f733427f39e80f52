package dev.straggler.internal.ui.views;

import java.util.List;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.queues.MessageQueues.Group;
import dev.straggler.core.queues.MessageQueues.Match;
import dev.straggler.core.queues.MessageQueues.Operation;
import dev.straggler.core.queues.MessageQueues.Report;
import dev.straggler.core.queues.MessageQueues.TaskQueue;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.MessageQueuesFacade;
import dev.straggler.model.PdgNode;

/**
 * Message Queues (a parallel debugger's message-queue window, for a hang Straggler diagnosed): the PDG's task groups,
 * least-progressed first, each task with the operations of its blocked call ("waits") and its other pending requests
 * ("pending"): kind, peer (for a rooted collective its root, "root R"), tag, communicator, size, request, and its
 * classification (Match: matched, UNMATCHED, PEER FINISHED, unknown, or for a collective waiting) with why (Why: the
 * partner's call and line, the counts of both tasks, what the dumps do not say, the members a collective waits for;
 * the hint of another tag or communicator in a row of its own under the operation). Unmatched operations, operations
 * on a finished peer and operations with a note (a message larger than the receive's buffer, members naming different
 * roots) are marked as errors, the tasks of a cycle of waits and the hints as warnings.
 * Double-click opens the group's source line. The queues are computed by {@link MessageQueues} (core) in a background
 * job ({@link MessageQueuesFacade}); this view only shows them.
 */
public class MessageQueuesView extends ViewPart {

    /** View id (see plugin.xml). */
    public static final String ID = "dev.straggler.ui.messageQueuesView";

    /** An operation in the tree, with its task (its parent). */
    public record Op(TaskRow task, Operation operation) {
    }

    /** A task in the tree, with its group. */
    public record TaskRow(Group group, TaskQueue task) {
    }

    /** The hint of an unmatched operation (another tag or communicator), a row under it: its text is long. */
    public record HintRow(Op op) {
    }

    /** The columns' initial widths: task, peer, tag, communicator, size, match, why. */
    private static final int[] INITIAL_WIDTHS = { 335, 40, 35, 135, 45, 130, 540 };

    private TreeViewer viewer;
    private DiagnosisResult result;
    private Report report;
    private Color error, warning;

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.FULL_SELECTION | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.getTree().setHeaderVisible(true);
        viewer.getTree().setLinesVisible(true);
        error = new Color(parent.getDisplay(), new RGB(176, 0, 32));
        warning = new Color(parent.getDisplay(), new RGB(160, 82, 0));
        // a 1280-pixel window: the group's label (a source line) and the Why column's reasons and hints in full; the
        // short columns widen to their contents when a result is shown (fitColumns)
        int w = 0;
        column(Messages.Queues_columnTask, INITIAL_WIDTHS[w++], this::name, this::image);
        column(Messages.Queues_columnPeer, INITIAL_WIDTHS[w++], o -> o instanceof Op op ? peer(op.operation()) : "", o -> null);
        column(Messages.Queues_columnTag, INITIAL_WIDTHS[w++], o -> o instanceof Op op ? tag(op.operation()) : "", o -> null);
        column(Messages.Queues_columnCommunicator, INITIAL_WIDTHS[w++], o -> o instanceof Op op
                ? MessageQueues.communicatorName(op.operation().communicator(), op.operation().communicatorSize()) : "", o -> null);
        column(Messages.Queues_columnBytes, INITIAL_WIDTHS[w++], o -> o instanceof Op op ? bytes(op.operation()) : "", o -> null);
        column(Messages.Queues_columnMatch, INITIAL_WIDTHS[w++], this::match, o -> null);
        column(Messages.Queues_columnWhy, INITIAL_WIDTHS[w], this::why, o -> null);
        viewer.setContentProvider(new Content());
        org.eclipse.jface.viewers.ColumnViewerToolTipSupport.enableFor(viewer);
        viewer.addDoubleClickListener(e -> open(((IStructuredSelection) e.getSelection()).getFirstElement()));
        setContentDescription(Messages.Queues_empty);
    }

    private void column(String title, int width, java.util.function.Function<Object, String> text,
            java.util.function.Function<Object, Image> image) {
        TreeViewerColumn c = new TreeViewerColumn(viewer, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object o) {
                return text.apply(o);
            }

            @Override
            public Image getImage(Object o) {
                return image.apply(o);
            }

            @Override
            public Color getForeground(Object o) {
                return foreground(o);
            }

            @Override
            public String getToolTipText(Object o) {
                return o instanceof Op op ? op.operation().describe() + ": " + op.operation().explain() : null;
            }
        });
    }

    /** Shows the queues of {@code r}'s hang once they are computed in the background (UI thread). */
    public void setResult(DiagnosisResult r) {
        result = r;
        if (r == null) {
            show(null, null);
            return;
        }
        org.eclipse.swt.widgets.Display display = PlatformUI.getWorkbench().getDisplay();
        MessageQueuesFacade.queues(r.job(), r.diagnosis(), q -> {
            if (!display.isDisposed()) {
                display.asyncExec(() -> {
                    if (result == r) {
                        show(r, q);
                    }
                });
            }
        });
    }

    /** Draws {@code q}, the queues of {@code r} (both null: none). */
    private void show(DiagnosisResult r, Report q) {
        report = q;
        if (viewer == null || viewer.getControl().isDisposed()) {
            return;
        }
        viewer.setInput(report);
        if (report == null) {
            setContentDescription(Messages.Queues_empty);
            return;
        }
        viewer.expandAll();
        fitColumns();
        setContentDescription(NLS.bind(Messages.Queues_header, r.runLabel(), summary(report)));
    }

    /**
     * Widens the short columns (peer, tag, communicator, size, match) to what they show, never below their initial
     * width: a fixed width clipped "MPI_COMM_WORLD" in a font wider than the one it was chosen for (issue 24).
     */
    private void fitColumns() {
        org.eclipse.swt.widgets.TreeColumn[] columns = viewer.getTree().getColumns();
        for (int i = 1; i < columns.length - 1; i++) {
            int initial = INITIAL_WIDTHS[i];
            columns[i].pack();
            if (columns[i].getWidth() < initial) {
                columns[i].setWidth(initial);
            }
        }
    }

    /** The header's summary: cycles and unmatched operations, or why there is little to show. */
    static String summary(Report q) {
        if (!q.waitFactsKnown()) {
            return Messages.Queues_noWaitFacts;
        }
        return q.findings(" \u00b7 ");
    }

    /** The header (run, time, summary), or the empty-view text. */
    public String getHeader() {
        return getContentDescription();
    }

    /** The report shown, or null. */
    public Report report() {
        return report;
    }

    public TreeViewer getViewer() {
        return viewer;
    }

    String name(Object o) {
        if (o instanceof Group g) {
            return NLS.bind(g.ranks().size() == 1 ? Messages.Queues_groupRank : Messages.Queues_groupRanks, g.ranks(),
                    g.label());
        }
        if (o instanceof TaskRow t) {
            TaskQueue q = t.task();
            return q.call().isEmpty() ? NLS.bind(Messages.Queues_task, q.rank(), q.status())
                    : NLS.bind(Messages.Queues_taskInCall, new Object[] { q.rank(), q.status(), q.call() });
        }
        if (o instanceof Op op) {
            Operation x = op.operation();
            String kind = switch (x.kind()) {
            case SEND -> Messages.Queues_send;
            case RECEIVE -> Messages.Queues_receive;
            case PROBE -> Messages.Queues_probe;
            case COLLECTIVE -> Messages.Queues_collective;
            case UNKNOWN -> Messages.Queues_wait;
            };
            String what = x.persistent() ? NLS.bind(Messages.Queues_persistentRequest, kind)
                    : x.request() ? NLS.bind(Messages.Queues_request, kind) : kind;
            return NLS.bind(x.waited() ? Messages.Queues_waits : Messages.Queues_pending, what);
        }
        return o instanceof HintRow ? Messages.Queues_hint : "";
    }

    /** The peer column: the rank, "any", or "root R" for a rooted collective. */
    static String peer(Operation x) {
        return x.peerLabel();
    }

    /** The size column: "4 B", "32 KiB", "\u2014" when unknown. */
    static String bytes(Operation x) {
        return MessageQueues.formatBytes(x.bytes());
    }

    static String tag(Operation x) {
        return switch (x.kind()) {
        case SEND, RECEIVE, PROBE -> x.tag() == Operation.ANY_TAG ? Messages.Queues_anyTag : Integer.toString(x.tag());
        default -> "";
        };
    }

    String match(Object o) {
        if (o instanceof Op op) {
            return switch (op.operation().match()) {
            // matched: Why says what
            case MATCHED -> op.operation().notes().isEmpty() ? Messages.Queues_matched : Messages.Queues_doesNotFit;
            case UNMATCHED -> Messages.Queues_unmatchedOp;
            case PEER_FINISHED -> Messages.Queues_peerFinished;
            case UNKNOWN -> Messages.Queues_unknown;
            case WAITING -> Messages.Queues_waiting;
            };
        }
        if (o instanceof Group g) { // in its own column: the group's label, its source line, is long enough
            return g.leastProgressed() ? Messages.Queues_leastProgressed : "";
        }
        if (o instanceof TaskRow t) {
            String m = t.task().inCycle() && t.task().hasUnmatched() ? Messages.Queues_cycleUnmatched
                    : t.task().inCycle() ? Messages.Queues_cycle : t.task().hasUnmatched() ? Messages.Queues_unmatched : "";
            return !t.task().hasNotes() ? m
                    : m.isEmpty() ? Messages.Queues_doesNotFit : NLS.bind(Messages.Queues_alsoDoesNotFit, m);
        }
        return "";
    }

    /** An operation's notes and reason (its hint is the row under it), or a hint row's hint. */
    String why(Object o) {
        if (o instanceof Op op) {
            Operation x = op.operation();
            List<String> parts = new java.util.ArrayList<>(x.notes());
            parts.add(x.reason());
            return String.join("; ", parts);
        }
        return o instanceof HintRow h ? h.op().operation().hint() : "";
    }

    private Image image(Object o) {
        ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
        if (o instanceof Group) {
            return images.getImage(ISharedImages.IMG_OBJ_FOLDER);
        }
        if (o instanceof TaskRow t) {
            return t.task().hasUnmatched() || t.task().hasNotes() ? images.getImage(ISharedImages.IMG_OBJS_ERROR_TSK)
                    : t.task().inCycle() ? images.getImage(ISharedImages.IMG_OBJS_WARN_TSK)
                            : images.getImage(ISharedImages.IMG_OBJ_ELEMENT);
        }
        if (o instanceof Op op) {
            return isError(op.operation()) ? images.getImage(ISharedImages.IMG_OBJS_ERROR_TSK)
                    : images.getImage(ISharedImages.IMG_OBJS_INFO_TSK);
        }
        return o instanceof HintRow ? images.getImage(ISharedImages.IMG_OBJS_WARN_TSK) : null;
    }

    /** Unmatched, on a finished peer, or with a note: shown as an error. */
    private static boolean isError(Operation x) {
        return x.match() == Match.UNMATCHED || x.match() == Match.PEER_FINISHED || !x.notes().isEmpty();
    }

    private Color foreground(Object o) {
        if (o instanceof Op op && isError(op.operation())) {
            return error;
        }
        if (o instanceof TaskRow t && t.task().inCycle() || o instanceof HintRow) {
            return warning;
        }
        return null;
    }

    /**
     * Opens the source line of the group of {@code o} (a group, a task or an operation), as a double-click does.
     * Returns the editor, or null (the status line says why).
     */
    public IEditorPart open(Object o) {
        Object x = o instanceof HintRow h ? h.op() : o;
        Group g = x instanceof Group gr ? gr : x instanceof TaskRow t ? t.group() : x instanceof Op op ? op.task().group() : null;
        if (g == null || result == null) {
            return null;
        }
        for (PdgNode n : result.diagnosis().getNodes()) {
            if (n.getRanks().equals(g.ranks())) {
                return SourceOpener.openNode(getSite().getPage(), result.job(), n, this::showError);
            }
        }
        showError(NLS.bind(Messages.Queues_noSourceLine, g.ranks()));
        return null;
    }

    private void showError(String message) {
        getViewSite().getActionBars().getStatusLineManager().setErrorMessage(message);
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        if (error != null) {
            error.dispose();
            warning.dispose();
        }
        super.dispose();
    }

    private static final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return input instanceof Report r ? r.groups().toArray() : new Object[0];
        }

        @Override
        public Object[] getChildren(Object o) {
            if (o instanceof Group g) {
                return g.tasks().stream().map(t -> new TaskRow(g, t)).toArray();
            }
            if (o instanceof TaskRow t) {
                List<Operation> all = new java.util.ArrayList<>(t.task().waits());
                all.addAll(t.task().pending());
                return all.stream().map(op -> new Op(t, op)).toArray();
            }
            if (o instanceof Op op && !op.operation().hint().isEmpty()) {
                return new Object[] { new HintRow(op) };
            }
            return new Object[0];
        }

        @Override
        public Object getParent(Object o) {
            return o instanceof HintRow h ? h.op() : o instanceof Op op ? op.task() : o instanceof TaskRow t ? t.group() : null;
        }

        @Override
        public boolean hasChildren(Object o) {
            return o instanceof Group || o instanceof TaskRow t && !(t.task().waits().isEmpty() && t.task().pending().isEmpty())
                    || o instanceof Op op && !op.operation().hint().isEmpty();
        }
    }
}
