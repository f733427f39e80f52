package dev.straggler.internal.ui.results;

import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.RunHistory;
import dev.straggler.launch.ide.RunHistory.Difference;
import dev.straggler.launch.ide.RunHistory.Entry;
import dev.straggler.launch.ide.Topics;

/**
 * Diagnoses: the workspace's run history ({@link RunHistory}), newest first: program, ranks, time, least-progressed
 * ranks, algorithm, where it was read from. Selecting one shows it in every view (read again in the background);
 * Delete forgets the selected entries; Compare shows what differs between two. Dump directories and .straggler files
 * dropped on the table are opened.
 */
public class DiagnosesView extends ViewPart {

    /** View id (plugin.xml). */
    public static final String ID = "dev.straggler.ui.diagnosesView";

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private TableViewer viewer;
    private Action delete;
    private Action compare;
    private final Consumer<Path> historyListener = folder -> {
        Display d = PlatformUI.getWorkbench().getDisplay();
        if (!d.isDisposed()) {
            d.asyncExec(this::refresh);
        }
    };
    /** The entry being shown, so that selecting it again does not reread it. */
    private Path shown;
    /** The background read of the entry being shown, or null. */
    private Job showing;

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TableViewer(parent, SWT.MULTI | SWT.FULL_SELECTION | SWT.H_SCROLL | SWT.V_SCROLL);
        Table t = viewer.getTable();
        t.setHeaderVisible(true);
        t.setLinesVisible(true);
        t.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        column(Messages.Diagnoses_program, 130, Entry::program);
        column(Messages.Diagnoses_ranks, 55, e -> Integer.toString(e.ranks()));
        column(Messages.Diagnoses_time, 140, e -> TIME.format(e.time()));
        column(Messages.Diagnoses_leastProgressed, 130, Entry::lpRanks);
        column(Messages.Diagnoses_algorithm, 85, Entry::algorithm);
        column(Messages.Diagnoses_diagnosis, 300, Entry::summary);
        column(Messages.Diagnoses_source, 300, e -> e.source().toString());
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.addSelectionChangedListener(e -> {
            updateActions();
            List<Entry> sel = selected();
            if (sel.size() == 1) {
                show(sel.get(0));
            }
        });
        getSite().setSelectionProvider(viewer);
        ResultOpener.installDrop(t);

        ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
        Action open = new Action(Messages.Diagnoses_open) {
            @Override
            public void run() {
                try {
                    getSite().getService(org.eclipse.ui.handlers.IHandlerService.class)
                            .executeCommand(dev.straggler.internal.ui.handlers.OpenRunHandler.COMMAND_ID, null);
                } catch (Exception e) {
                    MessageDialog.openError(getSite().getShell(), Messages.Diagnoses_openTitle, String.valueOf(e.getMessage()));
                }
            }
        };
        open.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_OBJ_FOLDER));
        open.setToolTipText(Messages.Diagnoses_openTooltip);
        delete = new Action(Messages.Diagnoses_delete) {
            @Override
            public void run() {
                deleteSelected();
            }
        };
        delete.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_DELETE));
        delete.setDisabledImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_DELETE_DISABLED));
        delete.setToolTipText(Messages.Diagnoses_deleteTooltip);
        compare = new Action(Messages.Diagnoses_compare) {
            @Override
            public void run() {
                List<Entry> sel = selected();
                if (sel.size() == 2) {
                    new CompareDialog(getSite().getShell(), sel.get(0), sel.get(1)).open();
                }
            }
        };
        compare.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_OBJS_INFO_TSK));
        compare.setToolTipText(Messages.Diagnoses_compareTooltip);
        IToolBarManager tb = getViewSite().getActionBars().getToolBarManager();
        tb.add(open);
        tb.add(compare);
        tb.add(delete);
        Topics.RUN_HISTORY.subscribe(historyListener);
        refresh();
    }

    private void column(String title, int width, Function<Entry, String> text) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.getColumn().setResizable(true);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Entry) element);
            }
        });
    }

    /** Reads the history again and keeps the selection where the entries remain. UI thread. */
    public void refresh() {
        if (viewer == null || viewer.getControl().isDisposed()) {
            return;
        }
        List<Entry> entries = RunHistory.entries();
        viewer.setInput(entries);
        setContentDescription(entries.isEmpty()
                ? Messages.Diagnoses_empty
                : NLS.bind(entries.size() == 1 ? Messages.Diagnoses_one : Messages.Diagnoses_many, entries.size()));
        updateActions();
    }

    /** For tests: the toolbar's Delete and Compare. */
    public Action deleteAction() {
        return delete;
    }

    public Action compareAction() {
        return compare;
    }

    private void updateActions() {
        int n = selected().size();
        delete.setEnabled(n > 0);
        compare.setEnabled(n == 2);
    }

    @SuppressWarnings("unchecked")
    public List<Entry> selected() {
        return ((IStructuredSelection) viewer.getSelection()).toList();
    }

    /** The entries listed, in table order. */
    public List<Entry> listed() {
        @SuppressWarnings("unchecked")
        List<Entry> l = (List<Entry>) viewer.getInput();
        return l == null ? List.of() : l;
    }

    /** Selects {@code entries} as a user would (which shows a single one). */
    public void select(List<Entry> entries) {
        viewer.setSelection(new StructuredSelection(entries), true);
    }

    /** Reads {@code e} again in the background and publishes it: every view shows it. Returns the job (or null). */
    public Job show(Entry e) {
        DiagnosisResult latest = Topics.DIAGNOSIS.latest();
        if (latest != null && latest.dumpDirectory() != null
                && latest.dumpDirectory().toAbsolutePath().normalize().equals(e.source())
                && latest.diagnosis().getAlgorithm().getLiteral().equals(e.algorithm())) {
            shown = e.source();
            return null; // on screen already
        }
        shown = e.source();
        Job job = new Job(NLS.bind(Messages.Diagnoses_showJob, e.program(), TIME.format(e.time()))) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    Topics.DIAGNOSIS.publish(RunHistory.load(e, monitor));
                } catch (CoreException x) {
                    Display d = PlatformUI.getWorkbench().getDisplay();
                    d.asyncExec(() -> MessageDialog.openError(d.getActiveShell(), Messages.Diagnoses_title, x.getStatus().getMessage()));
                }
                return Status.OK_STATUS;
            }
        };
        job.setUser(false);
        job.schedule();
        showing = job;
        return job;
    }

    /** The source of the entry last shown from this view, or null. */
    public Path shown() {
        return shown;
    }

    private void deleteSelected() {
        Job pending = showing;
        if (pending != null) {
            try {
                pending.join(10_000, null); // a read in flight would publish, and so list again, what is deleted
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (Entry e : selected()) {
            try {
                RunHistory.delete(e);
            } catch (java.io.IOException x) {
                MessageDialog.openError(getSite().getShell(), Messages.Diagnoses_title,
                        NLS.bind(Messages.Diagnoses_deleteError, e.source(), x.getMessage()));
            }
        }
        refresh();
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        Topics.RUN_HISTORY.unsubscribe(historyListener);
        super.dispose();
    }

    /** Two diagnoses side by side, the rows that differ first and in bold. */
    public static final class CompareDialog extends Dialog {
        private final Entry a;
        private final Entry b;
        private TableViewer table;

        public CompareDialog(Shell shell, Entry a, Entry b) {
            super(shell);
            this.a = a;
            this.b = b;
            setShellStyle(getShellStyle() | SWT.RESIZE);
        }

        @Override
        protected void configureShell(Shell s) {
            super.configureShell(s);
            s.setText(Messages.Compare_title);
        }

        @Override
        protected Control createDialogArea(Composite parent) {
            Composite c = (Composite) super.createDialogArea(parent);
            List<Difference> rows = RunHistory.compare(a, b);
            List<Difference> ordered = new java.util.ArrayList<>(rows.stream().filter(r -> !r.same()).toList());
            ordered.addAll(rows.stream().filter(Difference::same).toList());
            table = new TableViewer(c, SWT.BORDER | SWT.FULL_SELECTION | SWT.H_SCROLL | SWT.V_SCROLL);
            table.getTable().setHeaderVisible(true);
            table.getTable().setLinesVisible(true);
            GridData gd = new GridData(SWT.FILL, SWT.FILL, true, true);
            gd.widthHint = 820;
            gd.heightHint = 260;
            table.getTable().setLayoutData(gd);
            Font bold = org.eclipse.jface.resource.JFaceResources.getFontRegistry().getBold(
                    org.eclipse.jface.resource.JFaceResources.DEFAULT_FONT);
            col("", 170, Difference::what, bold);
            col(a.program() + " \u00b7 " + TIME.format(a.time()), 330, Difference::first, bold);
            col(b.program() + " \u00b7 " + TIME.format(b.time()), 330, Difference::second, bold);
            table.setContentProvider(ArrayContentProvider.getInstance());
            table.setInput(ordered);
            table.getTable().deselectAll();
            long n = rows.stream().filter(r -> !r.same()).count();
            new org.eclipse.swt.widgets.Label(c, SWT.NONE).setText(n == 0 ? Messages.Compare_agree
                    : NLS.bind(n == 1 ? Messages.Compare_difference : Messages.Compare_differences, n));
            return c;
        }

        private void col(String title, int width, Function<Difference, String> text, Font bold) {
            TableViewerColumn c = new TableViewerColumn(table, SWT.LEFT);
            c.getColumn().setText(title);
            c.getColumn().setWidth(width);
            c.setLabelProvider(new ColumnLabelProvider() {
                @Override
                public String getText(Object element) {
                    return text.apply((Difference) element);
                }

                @Override
                public Font getFont(Object element) {
                    return ((Difference) element).same() ? null : bold;
                }
            });
        }

        /** For tests: the rows as shown. */
        @SuppressWarnings("unchecked")
        public List<Difference> rows() {
            return (List<Difference>) table.getInput();
        }

        @Override
        protected void createButtonsForButtonBar(Composite parent) {
            createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
        }

        /** Focus on Close, so that no row looks selected over the bold differences. */
        @Override
        protected void initializeBounds() {
            super.initializeBounds();
            getButton(IDialogConstants.OK_ID).setFocus();
            table.getTable().deselectAll();
        }
    }
}
