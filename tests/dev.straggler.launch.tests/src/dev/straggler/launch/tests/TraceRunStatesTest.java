package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.launch.RunTasks;
import dev.straggler.launch.TraceWriteFailure;
import dev.straggler.model.RankSet;
import dev.straggler.model.dump.RunDirectory;

/**
 * What {@code straggler trace} reads of a traced run's state files (docs/dump-format.md "The run directory"), on state
 * files written as the runtime writes them: whether every task is progressing ({@link RunTasks#progressing}, the
 * {@code --timeout} bound), and the tasks whose traces a write error cut short ({@link TraceWriteFailure},
 * {@code trace_errno}). The real runs: dev.straggler.cli.tests' TraceCommandTest and FullDiskTest.
 */
class TraceRunStatesTest {

    @TempDir
    Path tmp;

    private static long nowNs() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    /** A state file as helper.c writes it, padded with newlines to 4096 bytes. */
    private static void state(Path dir, int rank, String phase, double stateSeconds, long updatedNs, String more)
            throws IOException {
        String s = "format=1\nrank=" + rank + "\nnp=3\npid=1\nhost=h\nproc_start=1\nupdated_ns=" + updatedNs + "\nphase="
                + phase + "\nstate=3\nstate_kind=call\nstate_call=MPI_Allreduce\nstate_seconds="
                + String.format("%.6f", stateSeconds) + "\n" + more;
        Files.writeString(dir.resolve(String.format("rank-%06d.state", rank)), s + "\n".repeat(4096 - s.length()));
    }

    @Test
    void progressingWhenEveryTaskLeftItsStateJustNow() throws IOException {
        RunDirectory run = new RunDirectory(tmp);
        assertFalse(RunTasks.progressing(run, 3, 1.0), "no state file yet");
        for (int r = 0; r < 3; r++) {
            state(tmp, r, "running", 0.0001, nowNs(), "");
        }
        assertTrue(RunTasks.progressing(run, 3, 1.0));
        state(tmp, 1, "running", 2.5, nowNs(), ""); // in one call for 2.5 s: may be hanging
        assertFalse(RunTasks.progressing(run, 3, 1.0));
        state(tmp, 1, "running", 0.0001, nowNs() - 10_000_000_000L, ""); // not rewritten for 10 s
        assertFalse(RunTasks.progressing(run, 3, 1.0));
        state(tmp, 1, "dumped", 0.0001, nowNs(), "");
        assertFalse(RunTasks.progressing(run, 3, 1.0));
        state(tmp, 1, "running", 0.0001, nowNs(), "");
        assertTrue(RunTasks.progressing(run, 3, 1.0));
        Files.writeString(tmp.resolve("trigger"), "rank=2\n"); // a hang diagnosis is under way
        assertFalse(RunTasks.progressing(run, 3, 1.0));
    }

    @Test
    void traceErrnoNamesTheCutTasksAndTheError() throws IOException {
        RunDirectory run = new RunDirectory(tmp);
        for (int r = 0; r < 3; r++) {
            state(tmp, r, "exited", 0, nowNs(), "");
        }
        assertTrue(TraceWriteFailure.of(run, 3).isEmpty());
        state(tmp, 0, "exited", 0, nowNs(), "trace_errno=28\n");
        state(tmp, 2, "exited", 0, nowNs(), "trace_errno=28\n");
        TraceWriteFailure f = TraceWriteFailure.of(run, 3).orElseThrow();
        assertEquals(RankSet.of(0, 2), f.ranks());
        assertEquals(28, f.errno());
        assertEquals("the traces of ranks 0,2 were cut short: No space left on device on " + tmp
                + "; free space there (or choose another directory with --dump-dir) and run again", f.message());
        assertEquals("errno 200", TraceWriteFailure.errorText(200));
    }
}
