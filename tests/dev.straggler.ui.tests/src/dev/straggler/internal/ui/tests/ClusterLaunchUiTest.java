package dev.straggler.internal.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.ui.IViewPart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.core.symbols.Frames;
import dev.straggler.internal.ui.views.PdgView;
import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.LaunchAttributes;
import dev.straggler.launch.ide.LeastProgressedMarkers;
import dev.straggler.launch.ide.OpenRunJob;
import dev.straggler.launch.ide.RunOutcome;
import dev.straggler.launch.ide.RunningLaunches;
import dev.straggler.launch.ide.Topics;
import dev.straggler.launch.remote.SourcePathMap;
import dev.straggler.launch.tests.fixtures.Commands;
import dev.straggler.launch.tests.fixtures.NamespaceCluster;
import dev.straggler.launch.tests.fixtures.SlurmCluster;
import dev.straggler.launch.tests.fixtures.SshServer;
import dev.straggler.launch.tests.fixtures.StragglerCommand;
import dev.straggler.model.DumpReason;
import dev.straggler.model.Frame;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.dump.RunDirectory;

/**
 * The IDE on a cluster, for real: a launch with srun on a one-node Slurm cluster ({@link SlurmCluster}), a launch on
 * the login node of a namespaced cluster ({@link NamespaceCluster}), and a launch
 * on a "remote" host through an OpenSSH server on localhost ({@link SshServer}) whose results come back into the
 * workspace with the sources mapped to the project's copy.
 */
class ClusterLaunchUiTest {

    private static final String PROJECT = "straggler-remote";

    @AfterEach
    void cleanUp() throws Exception {
        UiTestSupport.terminateAll();
        ILaunchManager lm = DebugPlugin.getDefault().getLaunchManager();
        for (var c : lm.getLaunchConfigurations(lm.getLaunchConfigurationType(LaunchAttributes.TYPE_ID))) {
            c.delete();
        }
        UiTestSupport.deleteProject(PROJECT);
        UiTestSupport.deleteProject("straggler-examples-srun");
    }

    static void assertRing(DiagnosisResult r) throws Exception {
        UiTestSupport.Expected expected = UiTestSupport.expected("ring");
        assertEquals(1, r.diagnosis().getLeastProgressed().size(), r.diagnosis().getSummary());
        PdgNode lp = r.diagnosis().getLeastProgressed().get(0);
        assertEquals(RankSet.parse(expected.ranks()), lp.getRanks(), r.diagnosis().getSummary());
        Frame f = Frames.userFrame(lp.getFrames());
        assertEquals(expected.file(), Frames.baseName(f.getFile()), Frames.describe(f));
        assertEquals(expected.line(), f.getLine(), Frames.describe(f));
        UiTestSupport.waitUntil(() -> {
            IViewPart v = UiTestSupport.page().findView(PdgView.ID);
            return v instanceof PdgView pv && pv.getDiagnosis() == r.diagnosis();
        }, 10_000, "the PDG view to show the diagnosis");
    }

    /** Launcher srun on the MPI Launcher tab: Straggler picks srun's MPI plugin, the hang is diagnosed and shown. */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void srunLaunchIsDiagnosedAndShown() throws Exception {
        try (SlurmCluster slurm = SlurmCluster.start()) {
            IProject project = UiTestSupport.examplesProject("straggler-examples-srun");
            ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("ring-srun", "ring", project.getName());
            wc.setAttribute(LaunchAttributes.LAUNCHER, "srun");
            wc.setAttribute(LaunchAttributes.LAUNCHER_ARGUMENTS, "");
            Map<String, String> env = new HashMap<>(wc.getAttribute(ILaunchManager.ATTR_ENVIRONMENT_VARIABLES, Map.of()));
            env.putAll(slurm.environment());
            wc.setAttribute(ILaunchManager.ATTR_ENVIRONMENT_VARIABLES, env);
            DiagnosisResult r = UiTestSupport.launchAndWait(wc);
            assertRing(r);
            assertTrue(r.launch().getProcesses()[0].getAttribute(org.eclipse.debug.core.model.IProcess.ATTR_CMDLINE)
                    .startsWith("srun --ntasks=4 --mpi=pmix"), r.launch().getProcesses()[0].getAttribute(
                            org.eclipse.debug.core.model.IProcess.ATTR_CMDLINE));
            IMarker[] markers = project.getFile("examples/ring.c").findMarkers(LeastProgressedMarkers.TYPE, false,
                    IResource.DEPTH_ZERO);
            assertEquals(1, markers.length);
            UiTestSupport.waitUntil(r.launch()::isTerminated, 60_000, "the srun job to end after the dump");
        }
    }

    /**
     * The Remote tab's target: ssh to the "cluster" (localhost), the remote straggler runs the job in the remote
     * project, its output follows in the console, the run comes back into the workspace project (.straggler/), and the
     * least-progressed frame names the project's own ring.c (the remote path mapped), where the marker is.
     */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void remoteLaunchThroughSshIsFetchedAndMappedToTheProject() throws Exception {
        try (SshServer sshd = SshServer.start()) {
            Path base = Commands.openTempDirectory("stg-ui-remote-");
            try {
                Path remoteProject = Files.createDirectories(base.resolve("cluster/home/me/proj"));
                Path localProject = Files.createDirectories(base.resolve("workstation/proj"));
                Path src = UiTestSupport.examplesSrc().resolve("ring.c");
                Files.copy(src, remoteProject.resolve("ring.c"));
                Files.copy(src, localProject.resolve("ring.c"));
                Commands.Result cc = Commands.run(List.of("mpicc", "-O0", "-g", "-o", "ring", "ring.c"), Map.of(),
                        remoteProject, 120);
                assertTrue(cc.ok(), cc.output());
                Path straggler = StragglerCommand.write(base.resolve("cluster/opt"), Map.of());

                IProject project = openProjectAt(localProject);

                ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration("ring-remote", "ring", PROJECT);
                wc.setAttribute(LaunchAttributes.EXECUTABLE, "./ring");
                wc.setAttribute(LaunchAttributes.REMOTE, true);
                wc.setAttribute(LaunchAttributes.REMOTE_HOST, SshServer.HOST);
                wc.setAttribute(LaunchAttributes.REMOTE_SSH_OPTIONS, "-F '" + sshd.clientConfig() + "'");
                wc.setAttribute(LaunchAttributes.REMOTE_DIRECTORY, remoteProject.toString());
                wc.setAttribute(LaunchAttributes.REMOTE_COMMAND, straggler.toString());
                // sources: the remote directory (absolute) maps to the project's location, by default

                DiagnosisResult r = UiTestSupport.launchAndWait(wc);
                assertRing(r);
                Frame f = Frames.userFrame(r.diagnosis().getLeastProgressed().get(0).getFrames());
                assertEquals(localProject.resolve("ring.c").toString(), f.getFile(), "mapped to the project's copy");
                assertTrue(r.dumpDirectory().startsWith(localProject.resolve(".straggler")), r.dumpDirectory().toString());
                assertTrue(Files.isRegularFile(r.dumpDirectory().resolve("rank-000002.sdump")));

                IFile ring = project.getFile("ring.c");
                IMarker[] markers = ring.findMarkers(LeastProgressedMarkers.TYPE, false, IResource.DEPTH_ZERO);
                assertEquals(1, markers.length, "the marker is on the project's ring.c");
                assertEquals(UiTestSupport.expected("ring").line(), markers[0].getAttribute(IMarker.LINE_NUMBER, -1));

                UiTestSupport.waitUntil(r.launch()::isTerminated, 60_000, "the ssh session to end");
                // the console of the launch's process shows the remote side's output
                org.eclipse.debug.core.model.IProcess process = r.launch().getProcesses()[0];
                UiTestSupport.waitUntil(() -> {
                    org.eclipse.ui.console.IConsole console = org.eclipse.debug.ui.DebugUITools.getConsole(process);
                    return console instanceof org.eclipse.ui.console.TextConsole text
                            && text.getDocument().get().contains("Least-progressed: rank 2");
                }, 10_000, "the remote diagnosis in the console");
            } finally {
                Commands.deleteTree(base);
            }
        }
    }

    /**
     * The Remote tab's target on the login node of a namespaced cluster ({@link NamespaceCluster}: login and n1..n4,
     * each with its own network, hostname, /tmp and sshd): the IDE reaches login's sshd as a user behind a gateway
     * does, through ssh's ProxyCommand (here: an ssh -W on login itself, entered with the fixture's exec); the remote
     * straggler runs the ring over n1 and n2 with mpirun --host, and the run comes back into the workspace project,
     * mapped to its ring.c.
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void remoteLaunchOnTheLoginNodeOfAClusterRunsAcrossItsNodes() throws Exception {
        try (NamespaceCluster cluster = NamespaceCluster.start(2)) {
            ILaunchConfigurationWorkingCopy wc = loginConfiguration(cluster, "ring-login", "ring");
            Path localProject = workstationProject(cluster);

            DiagnosisResult r = UiTestSupport.launchAndWait(wc);
            assertRing(r);
            Frame f = Frames.userFrame(r.diagnosis().getLeastProgressed().get(0).getFrames());
            assertEquals(localProject.resolve("ring.c").toString(), f.getFile(), "mapped to the project's copy");
            assertTrue(r.dumpDirectory().startsWith(localProject.resolve(".straggler")), r.dumpDirectory().toString());
            Set<String> hosts = new TreeSet<>();
            RunDirectory run = new RunDirectory(r.dumpDirectory());
            for (int rank = 0; rank < 4; rank++) {
                run.state(rank).map(RunDirectory.TaskState::host).ifPresent(hosts::add);
            }
            assertEquals(Set.of("n1", "n2"), hosts, "the tasks ran on the cluster's nodes");
            UiTestSupport.waitUntil(r.launch()::isTerminated, 60_000, "the ssh session to end");
        }
    }

    /**
     * Diagnose Now on a remote run (the Remote tab's target on the login node, the job over n1 and n2): a snapshot, taken
     * and diagnosed by the remote straggler where the binaries are, copied into the run's copy in the project; every task
     * progressing (steady.c sleeps a second per iteration), so the markers on the project's steady.c are information,
     * and the job goes on on the nodes until the console's Terminate ends it.
     */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void diagnoseNowOnARemoteRunTakesASnapshotAndTheJobGoesOn() throws Exception {
        try (NamespaceCluster cluster = NamespaceCluster.start(2)) {
            ILaunchConfigurationWorkingCopy wc = loginConfiguration(cluster, "steady-login", "steady");
            Path localProject = workstationProject(cluster);
            Path remoteProject = remoteProject(cluster);
            IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
            wc.setAttribute(LaunchAttributes.TIMEOUT_SECONDS, 60);

            ILaunch launch = wc.launch(ILaunchManager.RUN_MODE, null);
            try (LaunchEvents events = LaunchEvents.of(launch)) {
                List<DiagnosisResult> published = events.diagnoses();
                List<RunOutcome> outcomes = events.outcomes();
                Path remoteRuns = remoteProject.resolve(".straggler");
                UiTestSupport.waitUntil(() -> runningTasks(remoteRuns) == 4, 60_000, "the 4 tasks to run on n1 and n2");
                RunningLaunches.diagnoseNow(launch);
                UiTestSupport.waitUntil(() -> !published.isEmpty() && !outcomes.isEmpty(),
                        UiTestSupport.JOB_TIMEOUT_MILLIS, "the remote snapshot's diagnosis and outcome: " + outcomes);
                DiagnosisResult r = published.get(0);
                assertEquals("snapshot-1", r.dumpDirectory().getFileName().toString());
                assertTrue(r.dumpDirectory().startsWith(localProject.resolve(".straggler")), r.dumpDirectory().toString());
                assertTrue(r.job().getTasks().stream().allMatch(t -> t.getReason() == DumpReason.REQUEST),
                        "a snapshot's dumps, not a hang's");
                assertEquals(4, r.job().getTasks().size());
                String detail = outcomes.get(0).detail();
                assertTrue(detail.contains("snapshot-1: all tasks progressing"), detail);
                assertTrue(detail.contains("the job keeps running"), detail);
                assertTrue(!r.markers().isEmpty(), "markers on the project's steady.c");
                for (IMarker m : r.markers()) {
                    assertEquals(project.getFile("steady.c"), m.getResource(), "mapped to the project's copy");
                    assertEquals(IMarker.SEVERITY_INFO, m.getAttribute(IMarker.SEVERITY, -1),
                            "a progressing job's snapshot marker is information: " + m.getAttribute(IMarker.MESSAGE, ""));
                }
                assertTrue(!launch.isTerminated(), "the remote job keeps running after Diagnose Now");
                assertTrue(RunningLaunches.isRunning(launch), "Diagnose Now stays available");
                Thread.sleep(1500);
                assertEquals(4, runningTasks(remoteRuns), "every task still runs on the nodes");
            }
            launch.terminate();
            UiTestSupport.waitUntil(launch::isTerminated, 30_000, "the remote run to end when the user terminates it");
            UiTestSupport.waitUntil(() -> cluster.nodes().stream().allMatch(n -> cluster.exec(n, 10, "pgrep", "-x",
                    "steady").output().isBlank()), 30_000, "steady's tasks to end on the nodes");
        }
    }

    /** The state files of the run under {@code runs} whose tasks are running (phase=running): 0 before any. */
    private static long runningTasks(Path runs) {
        try (var dirs = Files.list(runs)) {
            for (Path run : (Iterable<Path>) dirs.filter(Files::isDirectory)::iterator) {
                RunDirectory d = new RunDirectory(run);
                return java.util.stream.IntStream.range(0, 4).mapToObj(d::state)
                        .filter(s -> s.isPresent() && s.get().phase().equals("running")).count();
            }
        } catch (java.io.IOException e) {
            // no run yet
        }
        return 0;
    }

    /** The workspace project {@value #PROJECT} at {@code location}. */
    private static IProject openProjectAt(Path location) throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        IProjectDescription d = ResourcesPlugin.getWorkspace().newProjectDescription(PROJECT);
        d.setLocation(IPath.fromOSString(location.toString()));
        project.create(d, null);
        project.open(null);
        return project;
    }

    /** The remote side's project on the cluster (its shared directory: every node sees it). */
    private static Path remoteProject(NamespaceCluster cluster) {
        return cluster.shared().resolve("home/me/proj");
    }

    /** The workstation's copy of the project, the location of the workspace project {@value #PROJECT}. */
    private static Path workstationProject(NamespaceCluster cluster) {
        return cluster.shared().resolve("workstation/proj");
    }

    /**
     * The example {@code program}.c in the remote project, built there, and in the workstation's copy, the workspace
     * project {@value #PROJECT}; returns a remote configuration of it on the cluster's login node, reached as a user
     * behind a gateway does, through ssh's ProxyCommand (an ssh -W on login itself, entered with the fixture's exec),
     * the job over n1 and n2.
     */
    private static ILaunchConfigurationWorkingCopy loginConfiguration(NamespaceCluster cluster, String name,
            String program) throws Exception {
        Path remoteProject = Files.createDirectories(remoteProject(cluster));
        Path localProject = Files.createDirectories(workstationProject(cluster));
        Path src = UiTestSupport.examplesSrc().resolve(program + ".c");
        Files.copy(src, remoteProject.resolve(program + ".c"));
        Files.copy(src, localProject.resolve(program + ".c"));
        Commands.Result cc = Commands.run(List.of("mpicc", "-O0", "-g", "-o", program, program + ".c"), Map.of(),
                remoteProject, 120);
        assertTrue(cc.ok(), cc.output());
        openProjectAt(localProject);
        Path straggler = StragglerCommand.write(cluster.shared().resolve("opt"), Map.of());
        String config = cluster.sshConfig().toString();
        String proxy = NamespaceCluster.script() + " --cluster " + cluster.directory() + " exec --timeout 600 "
                + NamespaceCluster.LOGIN + " -- ssh -F " + config + " -W %h:%p " + NamespaceCluster.LOGIN;
        ILaunchConfigurationWorkingCopy wc = UiTestSupport.exampleConfiguration(name, program, PROJECT);
        wc.setAttribute(LaunchAttributes.EXECUTABLE, "./" + program);
        wc.setAttribute(LaunchAttributes.LAUNCHER_ARGUMENTS, "--host n1:2,n2:2");
        wc.setAttribute(LaunchAttributes.REMOTE, true);
        wc.setAttribute(LaunchAttributes.REMOTE_HOST, NamespaceCluster.LOGIN);
        wc.setAttribute(LaunchAttributes.REMOTE_SSH_OPTIONS, "-F '" + config + "' -o 'ProxyCommand=" + proxy + "'");
        wc.setAttribute(LaunchAttributes.REMOTE_DIRECTORY, remoteProject.toString());
        wc.setAttribute(LaunchAttributes.REMOTE_COMMAND, straggler.toString());
        return wc;
    }

    /**
     * The README's cluster workflow, end to end: an sbatch script runs {@code straggler diagnose} headless on the
     * cluster (the run saved with {@code --save} in its dump directory); later the IDE opens that directory (Open
     * Straggler Run, {@link OpenRunJob}) and the views show the diagnosis saved there.
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void sbatchRunIsOpenedLaterInTheViews() throws Exception {
        try (SlurmCluster slurm = SlurmCluster.start()) {
            Path dir = Commands.openTempDirectory("stg-ui-sbatch-");
            try {
                Path straggler = StragglerCommand.write(dir.resolve("bin"), Map.of());
                Path script = Commands.script(dir.resolve("diagnose.sbatch"), "#!/bin/sh\n"
                        + "#SBATCH --ntasks=4\n"
                        + straggler + " diagnose --launcher srun --np $SLURM_NTASKS --timeout 3"
                        + " --dump-dir run-$SLURM_JOB_ID --save run-$SLURM_JOB_ID/diagnosis.straggler -- "
                        + UiTestSupport.examplesBin().resolve("ring") + "\n");
                String job = slurm.submit(dir, List.of("--output=" + dir.resolve("job.out")), script);
                slurm.waitForEnd(job, 240);
                Path run = dir.resolve("run-" + job);
                assertTrue(Files.isRegularFile(run.resolve("diagnosis.straggler")),
                        "the batch job saved no diagnosis:\n" + Commands.tail(dir.resolve("job.out"), 30));

                DiagnosisResult r = open(run);
                assertEquals(run, r.dumpDirectory());
                assertEquals(OpenRunJob.runName(run), r.configurationName());
                assertEquals(null, r.launch());
                assertRing(r);
            } finally {
                Commands.deleteTree(dir);
            }
        }
    }

    /** A directory without a run: one message naming what to choose, nothing published, no exception. */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void openingADirectoryWithoutARunSaysWhatToChoose() throws Exception {
        Path dir = Commands.openTempDirectory("stg-ui-norun-");
        try {
            DiagnosisResult before = Topics.DIAGNOSIS.latest();
            OpenRunJob job = new OpenRunJob(dir, null, SourcePathMap.NONE);
            job.setUser(false);
            job.schedule();
            UiTestSupport.waitUntil(() -> job.getState() == Job.NONE && job.getResult() != null, 30_000,
                    "the open job to end");
            IStatus s = job.getResult();
            assertEquals(IStatus.ERROR, s.getSeverity(), s.toString());
            assertTrue(s.getMessage().contains("holds no dumps") && s.getMessage().contains("--dump-dir"), s.getMessage());
            assertEquals(null, s.getException(), "no stack trace");
            assertTrue(Topics.DIAGNOSIS.latest() == before, "nothing published");
        } finally {
            Commands.deleteTree(dir);
        }
    }

    /** Opens {@code run} as Open Straggler Run does and waits (bounded, UI responsive) for its published result. */
    private static DiagnosisResult open(Path run) {
        OpenRunJob job = new OpenRunJob(run, null, SourcePathMap.NONE);
        job.setUser(false);
        job.schedule();
        UiTestSupport.waitUntil(() -> job.getState() == Job.NONE && job.getResult() != null, 60_000,
                "the run in " + run + " to be opened");
        assertTrue(job.getResult().isOK(), job.getResult().toString());
        DiagnosisResult r = Topics.DIAGNOSIS.latest();
        assertTrue(r != null && r.dumpDirectory().equals(run), "the opened run was published");
        return r;
    }
}
