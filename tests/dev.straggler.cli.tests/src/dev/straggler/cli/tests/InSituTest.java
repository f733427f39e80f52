package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.ExamplesEndToEndTest.Expectation;
import dev.straggler.cli.tests.MainTest.Run;

/**
 * {@code straggler diagnose --in-situ --pdg dist|semi-dist}: the runtime computes the PDG inside the job over MPI
 * (AutomaDeD Algorithms 2 and 3) and rank 0 writes reduced.sdump. On every example the in-situ result must be the
 * offline one: the same job also wrote its per-task dumps (--task-dumps), which {@code straggler analyze --pdg}
 * diagnoses offline; nodes, PDG edges and LP set must be identical, and the LP is the example header's.
 */
class InSituTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    static TreeSet<String> nodes(JsonObject json) {
        TreeSet<String> out = new TreeSet<>();
        for (JsonElement n : json.getAsJsonObject("pdg").getAsJsonArray("nodes")) {
            JsonObject o = n.getAsJsonObject();
            out.add(o.get("rankSet").getAsString() + " " + o.get("kind").getAsString() + " " + o.get("call").getAsString()
                    + (o.get("leastProgressed").getAsBoolean() ? " LP" : ""));
        }
        return out;
    }

    static TreeSet<String> edges(JsonObject json) {
        JsonArray nodes = json.getAsJsonObject("pdg").getAsJsonArray("nodes");
        TreeSet<String> out = new TreeSet<>();
        for (JsonElement e : json.getAsJsonObject("pdg").getAsJsonArray("edges")) {
            JsonObject o = e.getAsJsonObject();
            String s = nodes.get(o.get("source").getAsInt()).getAsJsonObject().get("rankSet").getAsString();
            String t = nodes.get(o.get("target").getAsInt()).getAsJsonObject().get("rankSet").getAsString();
            out.add(s + " -> " + t + " " + o.get("type").getAsString());
        }
        return out;
    }

    /** An example, or a campaign program that hangs on its own (master_worker_hang: an any-source wait). */
    static boolean isExample(String program) {
        return Files.isRegularFile(ExamplesEndToEndTest.sources().resolve(program + ".c"));
    }

    @ParameterizedTest
    @CsvSource({ "ring,dist", "ring,semi-dist", "poisson,dist", "poisson,semi-dist", "collectives,dist",
            "collectives,semi-dist", "deadlock,dist", "deadlock,semi-dist", "master_worker_hang,dist",
            "master_worker_hang,semi-dist" })
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void inSituAgreesWithTheOfflineAnalysis(String example, String algorithm) throws IOException {
        Expectation exp = isExample(example) ? Expectation.of(example) : InjectCampaignTest.expectation(example);
        Path program = (isExample(example) ? ExamplesEndToEndTest.examples() : InjectCampaignTest.campaign())
                .resolve(example);
        Path dumps = Files.createTempDirectory(tmp, "straggler-insitu-" + example);
        Run r = MainTest.run("diagnose", "--np", Integer.toString(exp.np()), "--timeout", "2", "--in-situ", "--pdg",
                algorithm, "--task-dumps", "--dump-dir", dumps.toString(), "--json", "--", program.toString());
        assertEquals(0, r.exit(), "diagnose --in-situ " + example + " failed:\n" + r.err());
        assertTrue(Files.isRegularFile(dumps.resolve("reduced.sdump")), "no reduced.sdump");
        JsonObject inSitu = JsonParser.parseString(r.out()).getAsJsonObject();
        ExamplesEndToEndTest.assertDiagnosis(exp, inSitu, "in situ " + algorithm + " " + example);
        assertEquals(algorithm, inSitu.get("algorithm").getAsString());
        JsonObject info = inSitu.getAsJsonObject("inSitu");
        assertEquals(algorithm, info.get("algorithm").getAsString());
        assertEquals(exp.np(), info.get("tasks").getAsInt());
        List<String> phases = algorithm.equals("dist") ? List.of("trigger", "states", "broadcast", "local", "pdg", "write")
                : List.of("trigger", "states", "model", "local", "write");
        assertEquals(phases, List.copyOf(info.getAsJsonObject("phases").keySet()), info.toString());

        // the same job's per-task dumps, analyzed offline
        Path offline = Files.createTempDirectory(tmp, "straggler-offline-" + example);
        try (var files = Files.list(dumps)) {
            for (Path f : files.filter(p -> p.getFileName().toString().matches("rank-\\d+\\.sdump|job\\.info")).toList()) {
                Files.copy(f, offline.resolve(f.getFileName()));
            }
        }
        Run a = MainTest.run("analyze", offline.toString(), "--pdg", algorithm, "--json");
        assertEquals(0, a.exit(), a.err());
        JsonObject off = JsonParser.parseString(a.out()).getAsJsonObject();
        assertEquals(exp.np(), off.get("tasksDumped").getAsInt());
        assertEquals(nodes(off), nodes(inSitu), "PDG nodes of " + example + " " + algorithm);
        assertEquals(edges(off), edges(inSitu), "PDG edges of " + example + " " + algorithm);
        assertEquals(off.getAsJsonObject("lp").get("ranks"), inSitu.getAsJsonObject("lp").get("ranks"));

        // every thread's stack is in the per-task dumps only
        Run threads = MainTest.run("stacks", dumps.toString(), "--all-threads");
        assertEquals(1, threads.exit(), threads.err());
        assertTrue(threads.err().contains("--all-threads needs the per-task dumps") && threads.err().contains("--task-dumps"),
                threads.err());
        Run offlineThreads = MainTest.run("stacks", offline.toString(), "--all-threads", "--json");
        assertEquals(0, offlineThreads.exit(), offlineThreads.err());

        // text report says it ran in situ
        Run text = MainTest.run("analyze", dumps.toString());
        assertTrue(text.out().contains("in situ: " + (algorithm.equals("dist") ? "DIST" : "SEMI-DIST") + " ran inside the job over "
                + exp.np() + " tasks"), text.out());
    }
}
