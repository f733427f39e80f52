package dev.straggler.model.dump.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
    void aPartialGathersNodesAndWhyTheyCouldNotBeRead(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("complete"), "np=8\ndumped=4\nmissing=4-7\ndead=\ngathered=n1,n2\nunread=4-7\n"
                + "unreached_nodes=n3,n4\n");
        RunDirectory run = new RunDirectory(dir);
        RunDirectory.Complete c = run.complete().orElseThrow();
        assertEquals(RankSet.range(4, 7), c.unread());
        assertEquals(List.of("n3", "n4"), c.unreachedNodes());
        assertEquals(Map.of(), run.unreachedReasons(), "a run gathered before the reasons were kept has none");
        Map<String, String> reasons = new LinkedHashMap<>();
        reasons.put("n3", "it does not answer");
        reasons.put("n4", "it went down during the job\nand does not answer now ");
        run.writeUnreachedReasons(reasons);
        assertEquals("format=1\nn3=it does not answer\nn4=it went down during the job and does not answer now\n",
                Files.readString(dir.resolve(RunDirectory.UNREACHED_NODES)), "one line per node");
        assertEquals(Map.of("n3", "it does not answer", "n4", "it went down during the job and does not answer now"),
                run.unreachedReasons());
        assertEquals(List.of(RunDirectory.UNREACHED_NODES), names(dir, RunDirectory.UNREACHED_NODES),
                "no temporary file left");
        run.writeUnreachedReasons(Map.of());
        assertFalse(Files.exists(dir.resolve(RunDirectory.UNREACHED_NODES)), "none: no file");
        Files.writeString(dir.resolve(RunDirectory.UNREACHED_NODES), "format=2\nn4=it moved\n");
        assertEquals(Map.of(), run.unreachedReasons(), "a format this reader does not know is as none");
    }

    private static List<String> names(Path dir, String containing) throws IOException {
        try (var files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.contains(containing)).toList();
        }
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
