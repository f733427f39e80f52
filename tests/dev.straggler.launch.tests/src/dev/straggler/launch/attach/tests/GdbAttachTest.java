package dev.straggler.launch.attach.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.launch.LaunchException;
import dev.straggler.launch.attach.GdbAttach;
import dev.straggler.model.Job;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.Task;

/**
 * The IDE's Attach Debugger, its headless part: the process of a rank, and {@code gdb -q -p PID} or why there is none
 * (no PID recorded, the process has ended, no gdb where the setting says), each in one message naming the fix.
 */
class GdbAttachTest {

    static final String SETTING = "Window > Preferences > Straggler";

    @TempDir
    Path tmp;

    static Job job(int... pids) {
        Job job = StragglerFactory.eINSTANCE.createJob();
        for (int r = 0; r < pids.length; r++) {
            Task t = StragglerFactory.eINSTANCE.createTask();
            t.setRank(r);
            t.setPid(pids[r]);
            job.getTasks().add(t);
        }
        return job;
    }

    @Test
    void pidOfARank() throws LaunchException {
        assertEquals(4242, GdbAttach.pid(job(4141, 4242), 1));
        assertEquals("No process ID is recorded for rank 0.",
                assertThrows(LaunchException.class, () -> GdbAttach.pid(job(0, 4242), 0)).getMessage());
        assertEquals("No process ID is recorded for rank 7.",
                assertThrows(LaunchException.class, () -> GdbAttach.pid(job(4141), 7)).getMessage());
    }

    @Test
    void commandAttachesTheGdbGiven() throws Exception {
        long self = ProcessHandle.current().pid();
        Path gdb = tmp.resolve("my-gdb");
        Files.writeString(gdb, "#!/bin/sh\n");
        assertTrue(gdb.toFile().setExecutable(true));
        assertEquals(List.of(gdb.toString(), "-q", "-p", Long.toString(self)),
                GdbAttach.command(self, 3, gdb.toString(), SETTING));
    }

    @Test
    void endedProcessAndMissingGdbAreOneMessageEach() throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor();
        long ended = p.pid();
        assertEquals("The job has ended: rank 2 (PID " + ended + ") no longer runs on this machine.",
                assertThrows(LaunchException.class, () -> GdbAttach.command(ended, 2, "gdb", SETTING)).getMessage());
        long self = ProcessHandle.current().pid();
        String missing = tmp.resolve("no-such-gdb").toString();
        assertEquals("The gdb set in " + SETTING + " (" + missing + ") is not an executable file: fix the path there.",
                assertThrows(LaunchException.class, () -> GdbAttach.command(self, 0, missing, SETTING)).getMessage());
        assertEquals("The gdb set in " + SETTING + " (no-such-gdb-anywhere) is not an executable file: fix the path there.",
                assertThrows(LaunchException.class, () -> GdbAttach.command(self, 0, "no-such-gdb-anywhere", SETTING))
                        .getMessage());
    }
}
