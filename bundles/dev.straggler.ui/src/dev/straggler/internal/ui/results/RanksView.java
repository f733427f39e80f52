package dev.straggler.internal.ui.results;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

import dev.straggler.launch.ide.RanksFacade;
import dev.straggler.launch.ide.RunningLaunches;
import dev.straggler.launch.ide.RunningRanks.Rank;
import dev.straggler.launch.ide.Topics;

/**
 * Ranks: the ranks of the most recent live MPI job (rank, host, PID, state; also a job kept alive after its diagnosis),
 * refreshed every second while a job runs (read in a background job of {@link RanksFacade}); Diagnose Now asks a job
 * not yet diagnosed for a snapshot, Attach gdb (toolbar and context menu) starts gdb on the selected rank in the
 * Console.
 */
public class RanksView extends ViewPart {

    /** View id (plugin.xml). */
    public static final String ID = "dev.straggler.ui.ranksView";

    private static final int REFRESH_MILLIS = 1000;

    private TableViewer viewer;
    private Action diagnose;
    private Action attach;
    private ILaunch launch;
    private volatile boolean reading;
    private final Consumer<List<ILaunch>> launchesListener = running -> {
        Display d = PlatformUI.getWorkbench().getDisplay();
        if (!d.isDisposed()) {
            d.asyncExec(this::refresh);
        }
    };
    private final Runnable tick = new Runnable() {
        @Override
        public void run() {
            if (viewer == null || viewer.getControl().isDisposed()) {
                return;
            }
            refresh();
            viewer.getControl().getDisplay().timerExec(REFRESH_MILLIS, this);
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TableViewer(parent, SWT.MULTI | SWT.FULL_SELECTION | SWT.V_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        column(Messages.Ranks_rank, 60, r -> Integer.toString(r.rank()));
        column(Messages.Ranks_host, 160, Rank::host);
        column(Messages.Ranks_pid, 90, r -> Long.toString(r.pid()));
        column(Messages.Ranks_state, 240, Rank::state);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.addSelectionChangedListener(e -> updateActions());
        getSite().setSelectionProvider(viewer);

        ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
        diagnose = new Action(Messages.Ranks_diagnose) {
            @Override
            public void run() {
                diagnoseNow();
            }
        };
        diagnose.setToolTipText(Messages.Ranks_diagnoseTooltip);
        diagnose.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_OBJS_WARN_TSK));
        attach = new Action(Messages.Ranks_attach) {
            @Override
            public void run() {
                attachSelected();
            }
        };
        attach.setToolTipText(Messages.Ranks_attachTooltip);
        attach.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_OBJS_TASK_TSK));
        IToolBarManager tb = getViewSite().getActionBars().getToolBarManager();
        tb.add(diagnose);
        tb.add(attach);
        MenuManager menu = new MenuManager();
        menu.add(attach);
        menu.add(diagnose);
        viewer.getControl().setMenu(menu.createContextMenu(viewer.getControl()));
        getSite().registerContextMenu(menu, viewer);
        Topics.RUNNING_LAUNCHES.subscribe(launchesListener);
        refresh();
        viewer.getControl().getDisplay().timerExec(REFRESH_MILLIS, tick);
    }

    private void column(String title, int width, Function<Rank, String> text) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Rank) element);
            }
        });
    }

    /** Reads the ranks of the most recent running job in the background and shows them. UI thread. */
    public void refresh() {
        if (viewer == null || viewer.getControl().isDisposed() || reading) {
            return;
        }
        ILaunch l = RunningLaunches.mostRecentLive();
        if (l == null) {
            launch = null;
            viewer.setInput(List.of());
            setContentDescription(Messages.Ranks_empty);
            updateActions();
            return;
        }
        reading = true;
        Display d = viewer.getControl().getDisplay();
        RanksFacade.read(l, ranks -> {
            if (d.isDisposed()) {
                return;
            }
            d.asyncExec(() -> {
                reading = false;
                if (viewer.getControl().isDisposed()) {
                    return;
                }
                launch = l;
                IStructuredSelection sel = viewer.getStructuredSelection();
                viewer.setInput(ranks);
                List<Rank> keep = new java.util.ArrayList<>();
                for (Object o : sel.toList()) {
                    int rank = ((Rank) o).rank();
                    ranks.stream().filter(x -> x.rank() == rank).forEach(keep::add);
                }
                viewer.setSelection(new StructuredSelection(keep));
                String name = l.getLaunchConfiguration() == null ? Messages.Ranks_job : l.getLaunchConfiguration().getName();
                setContentDescription(ranks.isEmpty() ? NLS.bind(Messages.Ranks_starting, name)
                        : NLS.bind(Messages.Ranks_running, name, ranks.size()));
                updateActions();
            });
        });
    }

    private void updateActions() {
        diagnose.setEnabled(launch != null && RunningLaunches.isRunning(launch));
        attach.setEnabled(launch != null && selected().size() == 1);
    }

    @SuppressWarnings("unchecked")
    public List<Rank> selected() {
        return viewer.getStructuredSelection().toList();
    }

    /** The launch whose ranks are listed, or null. */
    public ILaunch shownLaunch() {
        return launch;
    }

    /** The ranks listed. */
    @SuppressWarnings("unchecked")
    public List<Rank> listed() {
        Object in = viewer.getInput();
        return in == null ? List.of() : (List<Rank>) in;
    }

    public void select(Rank r) {
        viewer.setSelection(new StructuredSelection(r));
        updateActions();
    }

    public Action diagnoseAction() {
        return diagnose;
    }

    public Action attachAction() {
        return attach;
    }

    /** The table's context menu (Attach Debugger, Diagnose Now). */
    public org.eclipse.swt.widgets.Menu contextMenu() {
        return viewer.getControl().getMenu();
    }

    private void diagnoseNow() {
        ILaunch l = launch;
        if (l == null) {
            return;
        }
        try {
            RunningLaunches.diagnoseNow(l);
        } catch (CoreException e) {
            MessageDialog.openError(getSite().getShell(), Messages.Ranks_diagnose, e.getStatus().getMessage());
        }
    }

    private void attachSelected() {
        ILaunch l = launch;
        List<Rank> sel = selected();
        if (l == null || sel.size() != 1) {
            return;
        }
        RanksFacade.attachGdb(l, sel.get(0), why -> {
            if (why != null) {
                Display d = PlatformUI.getWorkbench().getDisplay();
                d.asyncExec(() -> MessageDialog.openError(d.getActiveShell(), Messages.Ranks_attach, why));
            }
        });
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        Topics.RUNNING_LAUNCHES.unsubscribe(launchesListener);
        super.dispose();
    }
}
