package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.launch.inject.Gdb;
import dev.straggler.launch.inject.UserFunction;

/**
 * Fault injection into an optimized build (issue 10): the campaign's correct stencil built {@code -O2 -g}
 * (native-runtime/campaign/stencil.c, target stencil_o2), whose static functions are all inlined into main.
 * gdb's {@code info functions} lists main alone; the injector finds the inlined instances in the debug
 * information and main's own MPI calls, and a campaign of 12 injections there is diagnosed with accuracy and
 * precision of at least 0.9.
 */
class InjectOptimizedTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    private static Path stencilO2() {
        return InjectCampaignTest.campaign().resolve("stencil_o2");
    }

    /** The sites of the -O2 build: every function inlined (no function site), main's MPI calls but not MPI_Init/MPI_Finalize. */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void sitesOfTheOptimizedBuild() throws IOException {
        List<UserFunction> sites = UserFunction.of(stencilO2(), new Gdb());
        Set<String> inlined = new TreeSet<>(), calls = new TreeSet<>();
        for (UserFunction s : sites) {
            assertTrue(s.file().endsWith("stencil.c"), s.toString());
            assertTrue(s.line() > 0, s.toString());
            switch (s.kind()) {
                case INLINED -> inlined.add(s.name());
                case MPI_CALL -> {
                    assertEquals("main", s.name(), s.toString());
                    calls.add(s.call());
                }
                case FUNCTION -> throw new AssertionError("-O2 left a function of its own: " + s + " in " + sites);
            }
            if (s.kind() != UserFunction.Kind.FUNCTION) {
                assertTrue(s.location().startsWith("*((char *) &main "), s.location());
            }
        }
        assertEquals(Set.of("copy_back", "exchange_halos", "global_residual", "init_rows", "residual", "sweep"), inlined,
                sites.toString());
        assertEquals(Set.of("MPI_Comm_rank", "MPI_Comm_size"), calls, sites.toString());
    }

    /** Without debug information the injector says so (not "no function besides main"). */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void noDebugInformationIsTheReasonGiven() throws IOException {
        Path stripped = tmp.resolve("stencil_stripped");
        Files.copy(stencilO2(), stripped);
        Process p = new ProcessBuilder("strip", "--strip-debug", stripped.toString()).inheritIO().start();
        try {
            assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "strip failed");
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        UserFunction.Sites s = UserFunction.find(stripped, new Gdb());
        assertTrue(s.sites().isEmpty(), s.toString());
        assertTrue(s.whyNone().startsWith("no debug information in") && s.whyNone().contains("-g"), s.whyNone());
        Run r = MainTest.run("inject", "--runs", "1", "--np", "2", "--work-dir", tmp.resolve("inject").toString(), "--",
                stripped.toString());
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("no debug information in") && !r.err().contains("besides main"), r.err());
    }

    /**
     * 12 injections into the -O2 build, every algorithm: every scored run fired, dumped and sampled the suspended
     * task in the site's function (the inlined function's name, or main at its MPI call); accuracy and precision
     * at least 0.9 for every algorithm.
     */
    @Test
    @Timeout(value = 420, unit = TimeUnit.SECONDS)
    void twelveInjectionsIntoAnOptimizedBuild() {
        Run r = MainTest.run("inject", "--runs", "12", "--np", "4", "--pdg", "all", "--seed", "10", "--timeout", "2",
                "--work-dir", tmp.resolve("inject").toString(), "--json", "--", stencilO2().toString(), "40");
        assertEquals(0, r.exit(), r.err());
        System.out.println(r.err());
        JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
        assertEquals(12, json.get("scoredRuns").getAsInt(), r.err());
        Set<String> kinds = new TreeSet<>();
        for (JsonElement e : json.getAsJsonArray("runs")) {
            JsonObject run = e.getAsJsonObject();
            if (run.get("scored").getAsBoolean()) {
                assertTrue(run.get("fired").getAsBoolean() && run.get("dumped").getAsBoolean(), run.toString());
                assertEquals(run.get("function").getAsString(), run.get("sampledFunction").getAsString(), run.toString());
                kinds.add(run.get("site").getAsString());
            }
        }
        assertFalse(kinds.contains("function"), "-O2: no function site: " + kinds);
        assertTrue(kinds.contains("inlined"), "injected at inlined instances: " + kinds);
        JsonObject algorithms = json.getAsJsonObject("algorithms");
        assertTrue(algorithms.has("dist") && algorithms.has("semi-dist") && algorithms.has("loop-aware"), algorithms.toString());
        for (String alg : algorithms.keySet()) {
            JsonObject a = algorithms.getAsJsonObject(alg);
            System.out.println("stencil_o2 " + alg + ": " + a);
            assertEquals(12, a.get("runs").getAsInt(), alg);
            assertTrue(a.get("accuracy").getAsDouble() >= 0.9, alg + ": " + a);
            assertTrue(a.get("precision").getAsDouble() >= 0.9, alg + ": " + a);
        }
    }
}
