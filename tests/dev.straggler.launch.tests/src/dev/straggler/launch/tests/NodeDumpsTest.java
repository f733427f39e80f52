package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.launch.attach.RemoteShell;
import dev.straggler.launch.NodeDumps;
import dev.straggler.model.RankSet;

/**
 * The nodes whose node-local run directories {@code straggler diagnose} gathers, from {@code mpirun}'s arguments; the
 * evidence that tells a node gone down from a cut link (the launcher's words, the remote shell's failure) and the
 * message it gives, and the one for a node restarted during the job; the gather itself runs on the test cluster (cli.tests MultiNodeDiagnosisTest).
 */
class NodeDumpsTest {

    @TempDir
    Path tmp;

    @Test
    void hostListsAndHostFilesNameTheNodesThisMachineLeftOut() throws IOException {
        assertEquals(List.of("n1", "n2"), NodeDumps.hostsOf(List.of("--host", "n1:2,n2:2", "-x", "A=B")));
        assertEquals(List.of("n3", "n4"), NodeDumps.hostsOf(List.of("-H", "n3,n4,n3")));
        assertEquals(List.of("n5"), NodeDumps.hostsOf(List.of("--host=localhost:2,n5")));
        Path hostfile = Files.writeString(tmp.resolve("hosts"), "# the nodes\nn6 slots=2\n\nn7   # second\n");
        assertEquals(List.of("n6", "n7"), NodeDumps.hostsOf(List.of("--hostfile", hostfile.toString())));
        assertEquals(List.of("n6", "n7"), NodeDumps.hostsOf(List.of("-machinefile", hostfile.toString())));
        assertEquals(List.of(), NodeDumps.hostsOf(List.of("--oversubscribe", "--map-by", "node")));
        assertEquals(List.of(), NodeDumps.hostsOf(List.of("--hostfile", tmp.resolve("none").toString())),
                "a missing host file is the launcher's to report");
    }

    @Test
    void stateFilesCountOnlyTheTasksStateFiles() throws IOException {
        Files.writeString(tmp.resolve("rank-000000.state"), "rank=0\n");
        Files.writeString(tmp.resolve("rank-000001.state"), "rank=1\n");
        Files.writeString(tmp.resolve("rank-000001.sdump"), "");
        Files.writeString(tmp.resolve("trigger"), "rank=1\n");
        assertEquals(2, NodeDumps.stateFiles(tmp));
        assertEquals(0, NodeDumps.stateFiles(tmp.resolve("none")));
        assertEquals(List.of(), NodeDumps.recordedHosts(tmp));
        Files.writeString(tmp.resolve(NodeDumps.GATHER), "hosts=n1,n2\nunreached=n2\n");
        assertEquals(List.of("n1", "n2"), NodeDumps.recordedHosts(tmp));
    }

    @Test
    void theLauncherClosedConnectionIsRecordedOncePerNodeAndJob() {
        NodeDumps.noteLauncherLine(tmp, "Connection to n4 closed by remote host.");
        NodeDumps.noteLauncherLine(tmp, "Connection to n4 closed by remote host.");
        NodeDumps.noteLauncherLine(tmp, "ORTE has lost communication with a remote daemon.");
        NodeDumps.noteLauncherLine(tmp, "  Connection to n2.cluster closed by remote host.\r");
        assertEquals(Map.of("n4", "Connection to n4 closed by remote host.", "n2.cluster",
                "Connection to n2.cluster closed by remote host."), NodeDumps.lostByLauncher(tmp));
        assertEquals(Map.of(), NodeDumps.lostByLauncher(tmp.resolve("none")));
        NodeDumps.newLauncherRecord(tmp); // the directory used again by a new job
        assertEquals(Map.of(), NodeDumps.lostByLauncher(tmp));
    }

    @Test
    void theRemoteShellsFailureSaysWhetherTheNodeAnswered() {
        RemoteShell.Result timedOut = new RemoteShell.Result("ssh: connect to host n3 port 22: Connection timed out\n",
                "cannot reach host n3");
        assertTrue(timedOut.noAnswer());
        assertFalse(timedOut.refused());
        assertEquals("ssh: connect to host n3 port 22: Connection timed out", timedOut.said());
        assertTrue(new RemoteShell.Result("ssh: connect to host n4 port 22: No route to host", "x").noAnswer());
        assertTrue(new RemoteShell.Result("", "host n4 did not answer within 30 s through 'ssh'").noAnswer());
        RemoteShell.Result refused = new RemoteShell.Result("ssh: connect to host n4 port 22: Connection refused", "x");
        assertTrue(refused.refused());
        assertFalse(refused.noAnswer());
        RemoteShell.Result denied = new RemoteShell.Result("root@n4: Permission denied (publickey).", "x");
        assertFalse(denied.noAnswer() || denied.refused(), "a configuration to fix, not a node down");
        assertFalse(new RemoteShell.Result("@@straggler done", null).noAnswer());
    }

    @Test
    void aNodeThatWentDownIsToldFromACutLink() {
        Path dir = tmp.resolve("run");
        Map<String, String> unreached = new LinkedHashMap<>();
        unreached.put("n3", "n3 does not answer (...): the link to it is likely cut (or the node is down)");
        NodeDumps.Result cut = new NodeDumps.Result(List.of("n1", "n3"), unreached, Set.of(), Set.of(), RankSet.of(0), RankSet.of(),
                4);
        String m = cut.unreachedMessage(dir);
        assertTrue(m.startsWith("the dumps on node n3 could not be gathered to " + dir + ":\n  n3 does not answer"), m);
        assertTrue(m.contains("once it answers again, 'straggler analyze " + dir + "' gathers the rest"), m);
        assertTrue(m.contains("'straggler analyze --partial " + dir + "'"), m);
        assertFalse(m.contains("went down"), m);
        Map<String, String> gone = Map.of("n3", "n3 went down during the job: ...");
        NodeDumps.Result down = new NodeDumps.Result(List.of("n1", "n3"), gone, Set.of("n3"), Set.of(), RankSet.of(0),
                RankSet.of(), 4);
        String d = down.unreachedMessage(dir);
        assertTrue(d.startsWith("the dumps on node n3 could not be gathered to " + dir + ":\n  n3 went down during the"
                + " job: ...\n'straggler analyze --partial " + dir + "' diagnoses the other nodes' tasks"), "--partial"
                + " first for a node gone down:\n" + d);
        assertTrue(d.endsWith("should it come back with its files, 'straggler analyze " + dir + "' completes the diagnosis"
                + " (nothing was removed on the nodes)"), d);
        String traces = down.unreachedMessage("traces", dir, "copy them");
        assertFalse(traces.contains("--partial"), "no --partial for traces: " + traces);
    }

    @Test
    void aNodeRestartedDuringTheJobHasOnlyPartialAsTheWayOn() {
        Path dir = tmp.resolve("run");
        Map<String, String> emptied = Map.of("n4", "n4 answers but has no " + dir + " (...)");
        NodeDumps.Result restarted = new NodeDumps.Result(List.of("n1", "n4"), emptied, Set.of(), Set.of("n4"),
                RankSet.of(0, 1), RankSet.of(), 4);
        String m = restarted.unreachedMessage(dir);
        assertTrue(m.startsWith("the dumps on node n4 could not be gathered to " + dir + ":\n  n4 answers but has no "),
                m);
        assertTrue(m.endsWith("\n'straggler analyze --partial " + dir + "' diagnoses the other nodes' tasks and names the"
                + " ones not read (the files of its tasks are gone with the restart)"), m);
        assertFalse(m.contains("come back"), "its files are gone for good: " + m);
    }
}
