package dev.straggler.internal.launch.attach.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.launch.attach.ListPids;
import dev.straggler.launch.LaunchException;

/** {@link ListPids}: the rank processes of other nodes as a resource manager lists them. */
class ListPidsTest {

    static String parseError(List<String> lines, String source) {
        try {
            throw new AssertionError("parsed: " + ListPids.parse(lines, null, source));
        } catch (LaunchException e) {
            return e.getMessage();
        }
    }

    /** scontrol listpids output: tasks with their GLOBALID, the batch and extern steps and the "-" rows left out. */
    @Test
    void parsesScontrolListpids() throws LaunchException {
        List<String> plain = List.of(
                "PID      JOBID    STEPID   LOCALID GLOBALID",
                "31005    1234     batch    0       0",
                "31020    1234     extern   0       0",
                "31107    1234     0        0       4",
                "31108    1234     0        1       5",
                "31115    1234     0        -       -");
        assertEquals(List.of(new ListPids.Entry("node7", 31107, 4), new ListPids.Entry("node7", 31108, 5)),
                ListPids.parse(plain, "node7", "pids.txt"));
        List<String> pdsh = List.of(
                "node1: PID      JOBID    STEPID   LOCALID GLOBALID",
                "node1: 2001     99       0        0       0",
                "node2: PID      JOBID    STEPID   LOCALID GLOBALID",
                "node2: 3001     99       0        0       1",
                "node3:",
                "4001     99       1+0      0       2",
                "node4:77");
        assertEquals(List.of(new ListPids.Entry("node1", 2001, 0), new ListPids.Entry("node2", 3001, 1),
                new ListPids.Entry("node3", 4001, 2), new ListPids.Entry("node4", 77, null)),
                ListPids.parse(pdsh, null, "all.txt"));
        String bad = parseError(List.of("PID JOBID STEPID LOCALID GLOBALID", "31107 1234 0"), "x.txt");
        assertTrue(bad.startsWith("x.txt:2: '31107 1234 0' is not a row of scontrol listpids"), bad);
        String empty = parseError(List.of("PID JOBID STEPID LOCALID GLOBALID", "5 1 batch 0 0"), "y.txt");
        assertTrue(empty.contains("lists no task of a job step"), empty);
    }
}
