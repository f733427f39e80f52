package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.launch.NodeDumps;

/**
 * The nodes whose node-local run directories {@code straggler diagnose} gathers, from {@code mpirun}'s arguments; the
 * gather itself runs on the test cluster (cli.tests MultiNodeDiagnosisTest).
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
}
