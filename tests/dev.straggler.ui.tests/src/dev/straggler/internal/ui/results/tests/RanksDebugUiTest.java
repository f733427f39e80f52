package dev.straggler.internal.ui.results.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.eclipse.core.resources.IMarker;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.straggler.internal.ui.results.RanksView;
import dev.straggler.internal.ui.tests.LaunchEvents;
import dev.straggler.internal.ui.tests.UiTestSupport;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.RunOutcome;
import dev.straggler.launch.ide.RunningLaunches;
import dev.straggler.launch.ide.RunningRanks.Rank;
import dev.straggler.launch.ide.Topics;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.Task;
import dev.straggler.ui.fixtures.Screens;

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

    /** Waits (bounded) until none of {@code pids} is a process any more: nothing of the job is left behind. */
    private static void assertGone(List<Long> pids, String after) {
        UiTestSupport.waitUntil(() -> pids.stream().noneMatch(p -> ProcessHandle.of(p).map(ProcessHandle::isAlive)
                .orElse(false)), 30_000, "the ranks " + pids + " to be gone " + after);
    }

    /** The Console's Terminate on the job's launcher process. */
    private static void terminateFromConsole(ILaunch launch) throws Exception {
        for (IProcess p : launch.getProcesses()) {
            if (p.canTerminate()) {
                p.terminate();
            }
        }
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
            UiTestSupport.waitUntil(() -> view.shownLaunch() == launch && view.listed().size() == 4, 60_000,
                    "the Ranks view to list this job's 4 ranks");
            List<Rank> ranks = view.listed();
            assertEquals(List.of(0, 1, 2, 3), ranks.stream().map(Rank::rank).toList());
            for (Rank r : ranks) {
                assertTrue(Files.isDirectory(Path.of("/proc/" + r.pid())), "rank " + r.rank() + " PID " + r.pid() + " runs");
                assertTrue(!r.host().isBlank(), r.toString());
            }
            // the states from the tasks' state files: the stalled rank computes, the others wait in an MPI call
            int stalled = RankSet.parse(UiTestSupport.expected("ring").ranks()).first();
            UiTestSupport.waitUntil(() -> view.shownLaunch() == launch && view.listed().size() == 4 && view.listed().stream().allMatch(r -> r.rank() == stalled
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

            // Diagnose Now from the view: a snapshot, diagnosed; the job goes on
            view.diagnoseAction().run();
            UiTestSupport.waitUntil(() -> published.get() != null, UiTestSupport.JOB_TIMEOUT_MILLIS, "the diagnosis");
            DiagnosisResult r = published.get();
            assertTrue(r.dumpDirectory().getFileName().toString().equals("snapshot-1"), r.dumpDirectory().toString());
            RankSet lp = RankSet.unionAll(r.diagnosis().getLeastProgressed().stream().map(PdgNode::getRanks).toList());
            assertEquals(RankSet.parse(UiTestSupport.expected("ring").ranks()), lp);
            for (IMarker m : r.markers()) {
                assertTrue(m.getAttribute(IMarker.SEVERITY, -1) != IMarker.SEVERITY_ERROR,
                        "a snapshot's marker is no error: " + m.getAttribute(IMarker.MESSAGE, ""));
            }
            List<Long> pids = ranks.stream().map(Rank::pid).toList();
            Thread.sleep(2000);
            assertTrue(!launch.isTerminated(), "the job keeps running after Diagnose Now");
            UiTestSupport.waitUntil(() -> view.listed().stream().map(Rank::pid).toList().equals(pids), 10_000,
                    "the same 4 ranks listed after the snapshot: " + view.listed());
            assertTrue(view.diagnoseAction().isEnabled(), "Diagnose Now stays available");

            // ending the job is the user's choice: the console's Terminate, and no rank is left
            terminateFromConsole(launch);
            assertGone(pids, "after the console's Terminate");
            UiTestSupport.waitUntil(() -> view.listed().isEmpty(), 30_000, "the Ranks view to empty once the job ended");
        } finally {
            Topics.DIAGNOSIS.unsubscribe(l);
        }
    }

    /**
     * Diagnose Now on a healthy job (steady.c: a second's sleep per iteration): a snapshot that says every task is
     * progressing, with markers that are information (no error on sleep), and the job goes on; a second Diagnose Now
     * takes a second snapshot; the console's Terminate ends the job, with no rank left.
     */
    @Test
    void diagnoseNowOnAHealthyJobTakesASnapshot() throws Exception {
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("steady", "steady", null);
        wc.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, 60);
        ILaunch launch = wc.launch(ILaunchManager.RUN_MODE, null);
        try (LaunchEvents events = LaunchEvents.of(launch)) {
            List<DiagnosisResult> published = events.diagnoses();
            List<RunOutcome> outcomes = events.outcomes();
            RanksView view = (RanksView) UiTestSupport.page().showView(RanksView.ID);
            UiTestSupport.waitUntil(() -> view.shownLaunch() == launch && view.listed().size() == 4 && view.listed().stream()
                    .allMatch(r -> r.state().startsWith("in MPI_") || r.state().startsWith("computing")), 60_000,
                    "the Ranks view to list 4 ranks past MPI_Init: " + view.listed());
            List<Long> pids = view.listed().stream().map(Rank::pid).toList();
            Thread.sleep(2000); // a few iterations in
            RunningLaunches.diagnoseNow(launch);
            UiTestSupport.waitUntil(() -> !published.isEmpty() && !outcomes.isEmpty(), UiTestSupport.JOB_TIMEOUT_MILLIS,
                    "the snapshot's diagnosis and outcome");
            DiagnosisResult r = published.get(0);
            assertEquals("snapshot-1", r.dumpDirectory().getFileName().toString());
            assertEquals(4, r.job().getTasks().size());
            String detail = outcomes.get(0).detail();
            assertTrue(detail.contains("snapshot-1: all tasks progressing"), detail);
            assertTrue(detail.contains("the job keeps running"), detail);
            assertTrue(outcomes.get(0).exitCode() == null, "no exit code: the job runs");
            for (IMarker m : r.markers()) {
                assertEquals(IMarker.SEVERITY_INFO, m.getAttribute(IMarker.SEVERITY, -1),
                        "a progressing job's snapshot marker is information: " + m.getAttribute(IMarker.MESSAGE, ""));
            }
            dev.straggler.internal.ui.views.PdgView pdg = (dev.straggler.internal.ui.views.PdgView) UiTestSupport.page()
                    .showView(dev.straggler.internal.ui.views.PdgView.ID);
            UiTestSupport.waitUntil(() -> pdg.getHeader().contains("snapshot-1"), 10_000,
                    "the graph's header to name the snapshot: " + pdg.getHeader());
            Screens.shot(Screens.workbenchShell(), "snapshot-healthy-job");
            assertTrue(!launch.isTerminated(), "the job keeps running after Diagnose Now");
            assertTrue(pids.stream().allMatch(p -> Files.isDirectory(Path.of("/proc/" + p))), "every rank runs");
            assertTrue(RunningLaunches.isRunning(launch), "Diagnose Now stays available");

            RunningLaunches.diagnoseNow(launch); // a second look
            UiTestSupport.waitUntil(() -> published.size() == 2, UiTestSupport.JOB_TIMEOUT_MILLIS, "the second snapshot");
            assertEquals("snapshot-2", published.get(1).dumpDirectory().getFileName().toString());
            assertTrue(!launch.isTerminated(), "the job keeps running after the second snapshot");
            UiTestSupport.page().showView(RanksView.ID);
            UiTestSupport.waitUntil(() -> view.listed().size() == 4, 10_000, "the 4 ranks still listed: " + view.listed());
            Screens.shot(Screens.workbenchShell(), "ranks-view-live-job");

            terminateFromConsole(launch);
            assertGone(pids, "after the console's Terminate");
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

        // the Ranks view lists the kept-alive job's ranks, and attaches gdb to another rank from its context menu
        RanksView view = (RanksView) UiTestSupport.page().showView(RanksView.ID);
        UiTestSupport.waitUntil(() -> view.shownLaunch() == launched.get() && view.listed().size() == 4, 30_000,
                "the Ranks view to list the kept-alive job's 4 ranks: " + view.listed());
        List<Long> pids = view.listed().stream().map(Rank::pid).toList();
        assertTrue(pids.contains((long) task.getPid()), pids + " has the least-progressed task's PID " + task.getPid());
        Rank other = view.listed().stream().filter(x -> x.rank() != lpRank).findFirst().orElseThrow();
        view.select(other);
        org.eclipse.swt.widgets.MenuItem item = java.util.Arrays.stream(view.contextMenu().getItems())
                .filter(i -> i.getText().replace("&", "").startsWith("Attach Debugger")).findFirst().orElse(null);
        assertNotNull(item, "the Ranks view's context menu has Attach Debugger");
        assertTrue(view.attachAction().isEnabled());
        view.attachAction().run(); // what the menu item runs
        UiTestSupport.waitUntil(() -> gdbFor(other.pid()) != null, 30_000, "gdb on rank " + other.rank());
        detach(gdbFor(other.pid()));
        assertTrue(!launched.get().isTerminated(), "detaching the Ranks view's gdb leaves the job alone");
        Screens.shot(Screens.workbenchShell(), "debug-mode-ranks-view");

        // ending the debug session (Terminate on gdb) ends the job: no rank is left spinning
        gdb.terminate();
        assertGone(pids, "after the debug session ended");
        UiTestSupport.waitUntil(() -> launched.get().isTerminated(), 30_000, "the job's launch to terminate");
    }
}
