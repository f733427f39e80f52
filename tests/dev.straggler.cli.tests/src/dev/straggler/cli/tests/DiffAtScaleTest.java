package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * {@code straggler diff} at a real size (issue 23: LULESH's 68 M function events ran 24 minutes and did not end):
 * examples/traces/missing_iteration.c with function traces, {@value #STEPS} time steps on {@value #RANKS} ranks
 * (32 events a step: {@value #EVENTS_PER_RUN} events per run), recorded with real mpirun and the runtime; the faulty
 * run skips one relaxation sweep of rank 3 in every 10th step from step 6 on. A step is 12 entries once its sweeps
 * fold (the header), longer than the paper's K = 10.
 * <p>
 * With the defaults the diff ends within {@value #SECONDS} s (what it takes is printed), prints its long step on
 * stderr, chooses K from the data (13 for ret.plt: the faulty rank's period is nine normal steps and a short one), and
 * shows rank 3's change. With K forced to 10 the steps stay unfolded (12 entries each: 3.6 M per trace with main, MPI_Init and MPI_Finalize) and differ
 * every 10th step: the diffNLR's alignment meets its bound and says so, and the command still ends.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DiffAtScaleTest {

    static final int STEPS = 300_000, RANKS = 4, EVENTS_PER_RUN = 32 * STEPS * RANKS, SECONDS = 240;

    @TempDir
    static Path tmp;

    Path normal, faulty;

    @BeforeAll
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void recordBothRuns() throws IOException {
        Path exe = ExamplesEndToEndTest.examples().resolve("traces/missing_iteration");
        normal = Files.createTempDirectory(tmp, "normal");
        faulty = Files.createTempDirectory(tmp, "faulty");
        Run r = DiffCommandTest.trace(normal, RANKS, "--functions", "--", exe.toString(), Integer.toString(STEPS));
        assertEquals(0, r.exit(), r.err());
        r = DiffCommandTest.trace(faulty, RANKS, "--functions", "--", exe.toString(), Integer.toString(STEPS),
                "skipSweeps");
        assertEquals(0, r.exit(), r.err());
    }

    @Test
    @Timeout(value = 2 * SECONDS, unit = TimeUnit.SECONDS)
    void theDefaultsEndInSecondsWithProgressAndKFromTheData() {
        long start = System.nanoTime();
        Run d = MainTest.run("diff", normal.toString(), faulty.toString(), "--json");
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("straggler diff of 2 x %d events with the defaults: %.1f s%n", EVENTS_PER_RUN, seconds);
        assertEquals(0, d.exit(), d.err());
        assertTrue(seconds < SECONDS, seconds + " s");
        // the long step, on stderr
        assertTrue(d.err().contains("straggler: reading the traces (ret.mpi, ret.mpi with arguments, ret.plt, ret.plt"
                + " with arguments): "), d.err());
        JsonObject o = JsonParser.parseString(d.out()).getAsJsonObject();
        for (JsonElement row : o.getAsJsonArray("rows")) {
            JsonObject r = row.getAsJsonObject();
            int k = r.get("k").getAsInt();
            assertEquals(r.get("filter").getAsString().equals("ret.plt") ? 13 : 10, k, r.toString());
        }
        assertEquals(3, o.getAsJsonArray("suspects").get(0).getAsJsonObject().get("rank").getAsInt(),
                o.get("suspects").toString());
        JsonObject diffNlr = o.getAsJsonArray("diffNlr").get(0).getAsJsonObject();
        assertEquals("ret.plt", diffNlr.get("filter").getAsString());
        assertEquals(13, diffNlr.get("k").getAsInt());
        assertTrue(TraceCorpusTest.side(diffNlr, "only_faulty").contains("[relax]^4"), diffNlr.toString());
        assertTrue(TraceCorpusTest.side(diffNlr, "only_normal").contains("[relax]^5"), diffNlr.toString());
        assertTrue(!diffNlr.has("note"), diffNlr.toString());

        // one trace's NLR: the 300,000 steps are one loop
        Run n = MainTest.run("nlr", normal.toString(), "--rank", "3", "--filter", "ret,plt");
        assertEquals(0, n.exit(), n.err());
        assertTrue(n.out().lines().findFirst().orElseThrow().contains(", K 12: "), n.out());
        assertTrue(n.out().contains("^" + STEPS + "\n"), n.out());
    }

    @Test
    @Timeout(value = 2 * SECONDS, unit = TimeUnit.SECONDS)
    void withKForcedTo10TheAlignmentStopsAtItsBound() {
        long start = System.nanoTime();
        Run d = MainTest.run("diff", normal.toString(), faulty.toString(), "--filter", "ret,plt", "-K", "10");
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("straggler diff --filter ret,plt -K 10 of 2 x %d events: %.1f s%n", EVENTS_PER_RUN, seconds);
        assertEquals(0, d.exit(), d.err());
        assertTrue(seconds < SECONDS, seconds + " s");
        assertTrue(d.out().contains("diffNLR(3.0) under ret.plt, K 10\n"), d.out());
        int entries = 12 * STEPS + 3;
        assertTrue(d.out().contains("  note: the two NLRs (" + entries + " and " + entries + " entries)"), d.out());
        assertTrue(d.out().contains(" more lines (--lines)\n"), d.out());
    }
}
