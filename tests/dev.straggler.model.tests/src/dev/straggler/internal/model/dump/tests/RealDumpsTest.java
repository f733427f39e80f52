package dev.straggler.internal.model.dump.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.model.dump.DumpReader;
import dev.straggler.model.Job;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.Task;
import dev.straggler.model.Transition;
import dev.straggler.model.TransitionCount;
import dev.straggler.model.dump.DumpFile;
import dev.straggler.model.dump.StragglerResources;

/**
 * Reads dumps written by the native runtime: the build's own, made here by running the ring example (4 ranks, rank 2
 * stalls) with mpirun and the runtime the build compiled ({@code straggler.examples}, {@code straggler.runtime}, set
 * by the pom), or those of the directory in {@code straggler.realDumps} when it is given (e.g. dumps of another
 * machine: {@code -Dstraggler.realDumps=DIR}).
 */
class RealDumpsTest {

    /** The run's dumps: deleted after the test. */
    @TempDir
    Path tmp;

    private static final int RANKS = 4;

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void readsRealDumps() throws Exception {
        String given = System.getProperty("straggler.realDumps", "");
        boolean own = given.isBlank() || given.equals("null") || given.startsWith("${"); // unset in the pom
        Path dir = own ? ringDumps(Files.createDirectory(tmp.resolve("ring"))) : Path.of(given);
        assertTrue(Files.isDirectory(dir), dir + " is not a directory");

        int files = 0;
        try (Stream<Path> list = Files.list(dir)) {
            for (Path file : list.filter(p -> p.getFileName().toString().matches("rank-\\d+\\.sdump")).toList()) {
                DumpFile dump = DumpReader.read(file);
                assertEquals(1, dump.formatMajor(), file.toString());
                assertNotNull(dump.info(), file + ": INFO");
                assertNotNull(dump.current(), file + ": CURR");
                assertFalse(dump.states().isEmpty(), file + ": STAT");
                assertFalse(dump.modules().isEmpty(), file + ": MODS");
                files++;
            }
        }

        Job job = StragglerResources.loadDumpDirectory(dir);
        assertEquals(files, job.getTasks().size());
        assertEquals(job.getWorldSize() - job.getMissingRanks().size(), job.getTasks().size());
        if (own) { // the ring: every task dumps, none is missing
            assertEquals(RANKS, job.getWorldSize());
            assertEquals(RankSet.range(0, RANKS - 1), RankSet.of(job.getTasks().stream().mapToInt(Task::getRank).toArray()));
        }
        assertTrue(job.getWarnings().isEmpty() == job.getMissingRanks().isEmpty(), String.join("\n", job.getWarnings()));
        for (Task task : job.getTasks()) {
            assertNotNull(task.getState(), "rank " + task.getRank() + " has a current state");
            assertTrue(task.getHost() != null && !task.getHost().isEmpty());
            assertTrue(task.getPid() > 0);
        }
        for (State state : job.getStates()) {
            assertTrue(state.getKey().startsWith(state.getKind().getValue() == 0 ? "C|MPI_" : "P|MPI_"), state.getKey());
        }
        for (Transition transition : job.getTransitions()) {
            long total = 0;
            RankSet seen = RankSet.EMPTY;
            for (TransitionCount count : transition.getCounts()) {
                total += count.getCount() * count.getRanks().size();
                assertTrue(count.getRanks().andNot(seen).equals(count.getRanks()), "one count per rank");
                seen = seen.union(count.getRanks());
            }
            assertEquals(transition.getCount(), total);
            assertTrue(transition.getMinSeconds() <= transition.getMeanSeconds() + 1e-12);
            assertTrue(transition.getMeanSeconds() <= transition.getMaxSeconds() + 1e-12);
            assertTrue(transition.getM2() >= -1e-12);
        }
    }

    /**
     * Runs the ring example on {@link #RANKS} ranks with the runtime preloaded and a 2 s hang timeout; the runtime dumps
     * every task and aborts the job, its dumps in {@code dumps}. Returns the dump directory.
     */
    static Path ringDumps(Path dumps) throws IOException, InterruptedException {
        Path ring = Path.of(System.getProperty("straggler.examples", "examples")).resolve("ring").toAbsolutePath();
        Path runtime = Path.of(System.getProperty("straggler.runtime", "libstraggler.so")).toAbsolutePath();
        assertTrue(Files.isExecutable(ring), "the native build's ring example: " + ring);
        assertTrue(Files.isRegularFile(runtime), "the native build's runtime: " + runtime);
        Map<String, String> env = Map.of("LD_PRELOAD", runtime.toString(), "STRAGGLER_DUMP_DIR", dumps.toString(),
                "STRAGGLER_TIMEOUT", "2");
        List<String> cmd = new ArrayList<>(List.of("mpirun", "-np", Integer.toString(RANKS)));
        if (openMpi()) {
            cmd.add("--oversubscribe");
            env.forEach((k, v) -> cmd.addAll(List.of("-x", k + "=" + v)));
        } else { // MPICH's Hydra
            env.forEach((k, v) -> cmd.addAll(List.of("-genv", k, v)));
        }
        cmd.add(ring.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectInput(ProcessBuilder.Redirect.PIPE).start();
        p.getOutputStream().close();
        // the runtime writes "complete" once every task dumped; an mpirun that then lingers after the abort (Open MPI
        // 4.1, docs/benchmarks.md) is ended: the dumps are all there
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        while (p.isAlive() && !Files.exists(dumps.resolve("complete")) && System.nanoTime() < deadline) {
            p.waitFor(1, TimeUnit.SECONDS); // the ring hangs after about 2 s, then every task dumps
        }
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        assertTrue(Files.exists(dumps.resolve("complete")), "the runtime wrote no dumps: " + cmd);
        return dumps;
    }

    private static boolean openMpi() throws IOException, InterruptedException {
        Process v = new ProcessBuilder("mpirun", "--version").redirectErrorStream(true).start();
        String out = new String(v.getInputStream().readAllBytes());
        v.waitFor(30, TimeUnit.SECONDS);
        return out.contains("Open MPI") || out.contains("OpenRTE");
    }
}
