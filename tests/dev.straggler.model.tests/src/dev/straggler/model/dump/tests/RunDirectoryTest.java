package dev.straggler.model.dump.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.model.RankSet;
import dev.straggler.model.dump.RunDirectory;

/** The run directory as docs/dump-format.md "The run directory" describes it, read from files as the runtime writes them. */
class RunDirectoryTest {

    @Test
    void runsLiveUnderXdgStateHomeElseTheHomeDirectory() {
        assertEquals(Path.of("/x/state/straggler/runs"), RunDirectory.runsHome("/x/state", "/home/u"));
        assertEquals(Path.of("/home/u/.local/state/straggler/runs"), RunDirectory.runsHome(null, "/home/u"));
        // a relative XDG_STATE_HOME is ignored, as the XDG spec says
        assertEquals(Path.of("/home/u/.local/state/straggler/runs"), RunDirectory.runsHome("state", "/home/u"));
    }

    @Test
    void aRunIsNamedByTimeApplicationAndPid() {
        Path p = RunDirectory.newRun(Path.of("/r"), "/opt/my app+1", 42, LocalDateTime.of(2026, 11, 23, 18, 5, 7));
        assertEquals(Path.of("/r/20261123-180507-my_app_1-42"), p);
    }

    @Test
    void completeWithACrashAppendedAfterTheHang(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("complete"), """
                np=4
                dumped=3
                missing=2
                dead=2
                exited=
                action=keep
                exit_code=86
                time_ns=1795458390535203582
                crashed=1
                signal=11
                action=crash
                exit_code=139
                """);
        RunDirectory.Complete c = new RunDirectory(dir).complete().orElseThrow();
        assertEquals(4, c.np());
        assertEquals(RankSet.of(2), c.dead());
        assertEquals(RankSet.EMPTY, c.exited());
        assertEquals(1, c.crashedRank());
        assertEquals(11, c.signal());
        assertEquals("crash", c.action(), "a later line wins");
        assertEquals(139, c.exitCode());
        assertEquals(1795458390535203582L, c.timeNs());
    }

    @Test
    void theStateFileIsPaddedAndMayBeHalfWritten(@TempDir Path dir) throws IOException {
        String text = """
                format=1
                rank=2
                pid=25797
                host=vm
                phase=running
                state=3
                state_kind=computation
                state_call=MPI_Barrier
                state_seconds=0.25
                frame=/tmp/app+0x136b
                frame=/lib/x86_64-linux-gnu/libc.so.6+0x2724a
                frame=/tmp/ap
                """;
        byte[] block = new byte[4096];
        java.util.Arrays.fill(block, (byte) '\n');
        byte[] t = text.getBytes(StandardCharsets.UTF_8);
        System.arraycopy(t, 0, block, 0, t.length);
        Files.write(dir.resolve("rank-000002.state"), block);
        RunDirectory.TaskState s = new RunDirectory(dir).state(2).orElseThrow();
        assertEquals(25797, s.pid());
        assertEquals("running", s.phase());
        assertEquals("computation", s.stateKind());
        assertEquals("MPI_Barrier", s.stateCall());
        assertEquals(0.25, s.stateSeconds());
        assertEquals(List.of(new RunDirectory.FrameRef("/tmp/app", 0x136b),
                new RunDirectory.FrameRef("/lib/x86_64-linux-gnu/libc.so.6", 0x2724a)), s.frames(),
                "the half-written last frame is left out");
        assertTrue(new RunDirectory(dir).state(3).isEmpty());
    }

    @Test
    void runsAreListedOldestFirst(@TempDir Path home) throws IOException {
        Files.createDirectories(home.resolve("20261123-180507-b-2"));
        Files.createDirectories(home.resolve("20261122-090000-a-1"));
        Files.writeString(home.resolve("stray-file"), "x");
        List<RunDirectory> runs = RunDirectory.list(home);
        assertEquals(List.of("20261122-090000-a-1", "20261123-180507-b-2"),
                runs.stream().map(r -> r.dir().getFileName().toString()).toList());
        assertTrue(RunDirectory.list(home.resolve("none")).isEmpty());
    }
}
