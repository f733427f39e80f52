package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * DiffTrace's second bug class (issue 12; paper §V, Fig. 13's misCrit) found the way the case study finds rank 5:
 * examples/hybrid_critical.c, MPI + OpenMP, where one OpenMP thread of rank 1 publishes into the shared champion
 * without the critical section. Both runs recorded with real mpirun and function traces, compared with
 * {@code straggler diff}; the expected answer is read from the program's header.
 */
class HybridCriticalDiffTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    static final Pattern TOP = Pattern.compile("the top suspicious trace is (\\d+\\.\\d+)");
    static final Pattern DIFF = Pattern.compile("its diffNLR is {2}(.+?) {2}with (L\\d+) = \\[([^\\]]+)\\],\\s*\\*\\s*(L\\d+)"
            + " = \\[([^\\]]+)\\]");

    @Test
    @Timeout(value = 400, unit = TimeUnit.SECONDS)
    void theThreadWithoutItsCriticalSectionIsTheTopSuspect() throws IOException {
        String header = Files.readString(ExamplesEndToEndTest.sources().resolve("hybrid_critical.c"));
        Matcher top = TOP.matcher(header), diff = DIFF.matcher(header);
        assertTrue(top.find() && diff.find(), "hybrid_critical.c's header states the expected answer");
        String program = DiffCommandTest.example("hybrid_critical_instr").toString();

        Path normal = Files.createTempDirectory(tmp, "straggler-crit-normal");
        Path faulty = Files.createTempDirectory(tmp, "straggler-crit-faulty");
        Run r = DiffCommandTest.trace(normal, 4, "--functions", "--", program, "6", "4");
        assertEquals(0, r.exit(), r.err());
        r = DiffCommandTest.trace(faulty, 4, "--functions", "--", program, "6", "4", "misCrit");
        assertEquals(0, r.exit(), r.err());

        Run d = MainTest.run("diff", normal.toString(), faulty.toString(), "--filter", "ret,plt");
        assertEquals(0, d.exit(), d.err());
        assertTrue(d.out().contains("suspicious traces (diverged at, votes, change): " + top.group(1) + " ("), d.out());
        List<String> section = DiffCommandTest.section(d.out(), "diffNLR(" + top.group(1) + ")");
        assertEquals("  " + diff.group(1), section.get(1), d.out());
        assertTrue(section.contains("  " + diff.group(2) + " = [" + diff.group(3) + "]"), d.out());
        assertTrue(section.contains("  " + diff.group(4) + " = [" + diff.group(5) + "]"), d.out());

        // --json: the thread is the only trace any row names; the single-entry rows (126 of 252: 12 attribute modes,
        // with and without call arguments, x 7 linkages x 3 cluster counts) all name it (the
        // pair rows cannot: the thread's NLR is one loop, it has no pair of consecutive entries in either run)
        Run j = MainTest.run("diff", normal.toString(), faulty.toString(), "--filter", "ret,plt", "--json");
        assertEquals(0, j.exit(), j.err());
        JsonObject o = JsonParser.parseString(j.out()).getAsJsonObject();
        JsonArray rows = o.getAsJsonArray("rows");
        assertEquals(252, rows.size());
        int naming = 0;
        for (JsonElement row : rows) {
            String t = row.getAsJsonObject().get("topTraces").toString();
            assertTrue(t.equals("[]") || t.equals("[\"" + top.group(1) + "\"]"), row.toString());
            naming += t.equals("[]") ? 0 : 1;
            if (row.getAsJsonObject().get("attributes").getAsString().startsWith("sing")) {
                assertEquals("[\"" + top.group(1) + "\"]", t, row.toString());
            }
        }
        assertEquals(126, naming);
        assertEquals(1, o.getAsJsonArray("suspects").size());

        // straggler nlr of that thread in the normal run: the critical section inside the loop
        Run n = MainTest.run("nlr", normal.toString(), "--rank", top.group(1).split("\\.")[0], "--thread",
                top.group(1).split("\\.")[1], "--filter", "ret,plt");
        assertEquals(0, n.exit(), n.err());
        assertTrue(n.out().contains(diff.group(2) + " = [" + diff.group(3) + "]"), n.out());
    }
}
