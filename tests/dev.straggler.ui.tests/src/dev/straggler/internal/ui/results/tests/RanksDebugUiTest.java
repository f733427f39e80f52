package dev.straggler.internal.ui.results.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.straggler.internal.ui.results.RanksView;
import dev.straggler.internal.ui.tests.Screens;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.RunningRanks.Rank;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.Task;

public class RanksDebugUiTest {

    @AfterEach
    void stop() {
        UiTestSupport.terminateAll();
    }

    /** The gdb process started for {@code pid} (a launch's process labelled "gdb -p PID (rank R)"), or null. */
    private static IProcess gdbFor(long pid) {
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            for (IProcess p : l.getProcesses()) {
                if (p.getLabel().startsWith("gdb -p " + pid + " ")) {
                    return p;
                }
            }
        }
        return null;
    }

    private static void detach(IProcess gdb) throws Exception {
        gdb.getStreamsProxy().write("detach\nquit\n");
        UiTestSupport.waitUntil(gdb::isTerminated, 30_000, "gdb to detach and quit");
    }

    /** While ring hangs: the Ranks view lists its 4 ranks with live PIDs; attach gdb to one; Diagnose Now from the view. */
    @Test
    void ranksViewDuringARun() throws Exception {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("ranks-ring", "ring", null);
        wc.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, 600); // no automatic diagnosis: the user asks
        AtomicReference<DiagnosisResult> published = new AtomicReference<>();
        ILaunch launch = wc.launch(ILaunchManager.RUN_MODE, null);
        Consumer<DiagnosisResult> l = r -> {
            if (r.launch() == launch) {
                published.set(r);
            }
        };
        Topics.DIAGNOSIS.subscribe(l);
        try {
            RanksView view = (RanksView) UiTestSupport.page().showView(RanksView.ID);
            UiTestSupport.waitUntil(() -> view.listed().size() == 4, 60_000, "the Ranks view to list 4 ranks");
            List<Rank> ranks = view.listed();
            assertEquals(List.of(0, 1, 2, 3), ranks.stream().map(Rank::rank).toList());
            for (Rank r : ranks) {
                assertTrue(Files.isDirectory(Path.of("/proc/" + r.pid())), "rank " + r.rank() + " PID " + r.pid() + " runs");
                assertTrue(!r.host().isBlank(), r.toString());
            }
            // the states from the tasks' state files: the stalled rank computes, the others wait in an MPI call
            int stalled = RankSet.parse(UiTestSupport.expected("ring").ranks()).first();
            UiTestSupport.waitUntil(() -> view.listed().size() == 4 && view.listed().stream().allMatch(r -> r.rank() == stalled
                    ? r.state().startsWith("computing") : r.state().startsWith("in MPI_")), 30_000,
                    "rank " + stalled + " computing, the others in MPI calls: " + view.listed());
            ranks = view.listed();
            assertTrue(view.diagnoseAction().isEnabled());
            Screens.shot(Screens.workbenchShell(), "ranks-view");

            // attach gdb on the selected rank: a gdb console on that PID, which detaches again
            Rank two = ranks.get(2);
            view.select(two);
            assertTrue(view.attachAction().isEnabled());
            view.attachAction().run();
            UiTestSupport.waitUntil(() -> gdbFor(two.pid()) != null, 30_000, "gdb on rank 2");
            IProcess gdb = gdbFor(two.pid());
            assertTrue(gdb.getLabel().contains("(rank 2)"), gdb.getLabel());
            detach(gdb);

            // Diagnose Now from the view: the job dumps and is diagnosed
            view.diagnoseAction().run();
            UiTestSupport.waitUntil(() -> published.get() != null, UiTestSupport.JOB_TIMEOUT_MILLIS, "the diagnosis");
            RankSet lp = RankSet.unionAll(published.get().diagnosis().getLeastProgressed().stream().map(PdgNode::getRanks).toList());
            assertEquals(RankSet.parse(UiTestSupport.expected("ring").ranks()), lp);
            UiTestSupport.waitUntil(() -> view.listed().isEmpty(), 30_000, "the Ranks view to empty once diagnosed");
        } finally {
            Topics.DIAGNOSIS.unsubscribe(l);
        }
    }

    /** Debug mode: the hung job is kept alive and gdb attaches to the least-progressed task in the Console. */
    @Test
    void debugModeAttachesGdbToTheLeastProgressedTask() throws Exception {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("debug-ring", "ring", null);
        assertTrue(wc.getType().supportsMode(ILaunchManager.DEBUG_MODE), "the launch type supports Debug");
        AtomicReference<DiagnosisResult> published = new AtomicReference<>();
        AtomicReference<ILaunch> launched = new AtomicReference<>();
        Consumer<DiagnosisResult> l = r -> {
            if (r.launch() != null && r.launch() == launched.get()) {
                published.set(r);
            }
        };
        Topics.DIAGNOSIS.subscribe(l);
        try {
            launched.set(wc.launch(ILaunchManager.DEBUG_MODE, null));
            UiTestSupport.waitUntil(() -> {
                DiagnosisResult latest = Topics.DIAGNOSIS.latest();
                if (published.get() == null && latest != null && latest.launch() == launched.get()) {
                    published.set(latest);
                }
                return published.get() != null;
            }, UiTestSupport.JOB_TIMEOUT_MILLIS, "the diagnosis in debug mode");
        } finally {
            Topics.DIAGNOSIS.unsubscribe(l);
        }
        DiagnosisResult r = published.get();
        int lpRank = r.diagnosis().getLeastProgressed().get(0).getRanks().first();
        assertEquals(RankSet.parse(UiTestSupport.expected("ring").ranks()).first(), lpRank);
        Task task = r.job().getTasks().stream().filter(t -> t.getRank() == lpRank).findFirst().orElseThrow();
        UiTestSupport.waitUntil(() -> gdbFor(task.getPid()) != null, 30_000, "gdb on the least-progressed rank");
        IProcess gdb = gdbFor(task.getPid());
        assertNotNull(gdb);
        assertTrue(gdb.getLabel().contains("(rank " + lpRank + ")"), gdb.getLabel());
        assertTrue(Files.isDirectory(Path.of("/proc/" + task.getPid())), "the hung job is kept alive");
        assertTrue(!launched.get().isTerminated(), "the job's launch still runs");
        Screens.shot(Screens.workbenchShell(), "debug-mode-gdb");
        detach(gdb);
    }
}
