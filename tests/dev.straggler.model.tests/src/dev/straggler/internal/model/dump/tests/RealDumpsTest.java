package dev.straggler.internal.model.dump.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

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
 * Reads dumps written by the native runtime, from the directory in the system property {@code straggler.realDumps}
 * (skipped when unset), e.g. the ring example: {@code mpirun -np 4 -x LD_PRELOAD=.../libstraggler.so -x
 * STRAGGLER_TIMEOUT=2 -x STRAGGLER_DUMP_DIR=/tmp/realdump .../examples/ring}, then
 * {@code ./mvnw ... verify -Dstraggler.realDumps=/tmp/realdump}.
 */
class RealDumpsTest {

    @Test
    void readsRealDumps() throws Exception {
        String property = System.getProperty("straggler.realDumps", "");
        if (property.isBlank()) {
            property = System.getenv().getOrDefault("STRAGGLER_REAL_DUMPS", "");
        }
        assumeTrue(!property.isBlank() && !property.startsWith("${"), "straggler.realDumps not set");
        Path dir = Path.of(property);
        assumeTrue(Files.isDirectory(dir), dir + " is not a directory");

        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(p -> p.getFileName().toString().matches("rank-\\d+\\.sdump")).toList()) {
                DumpFile dump = DumpReader.read(file);
                assertEquals(1, dump.formatMajor(), file.toString());
                assertNotNull(dump.info(), file + ": INFO");
                assertNotNull(dump.current(), file + ": CURR");
                assertFalse(dump.states().isEmpty(), file + ": STAT");
                assertFalse(dump.modules().isEmpty(), file + ": MODS");
            }
        }

        Job job = StragglerResources.loadDumpDirectory(dir);
        assertEquals(job.getWorldSize() - job.getMissingRanks().size(), job.getTasks().size());
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
}
