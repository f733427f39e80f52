package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.launch.tests.fixtures.Commands;
import dev.straggler.launch.tests.fixtures.StragglerCommand;

/**
 * The run retention through the command line, on the runs real {@code mpirun} jobs leave in a runs directory of the
 * test's own ({@code XDG_STATE_HOME}, so the command runs in another process, {@link StragglerCommand}): a new run in
 * the runs directory removes the runs the policy does not keep and says so in one line (and nothing when it removed
 * nothing), keeps the diagnosed run, a directory the user named and a run outside; {@code straggler runs --prune}
 * prints what it removes or would remove, as text and JSON. The policy's cases are the launch tests'
 * RunRetentionTest.
 */
class RunsPruneTest {

    @TempDir
    Path tmp;

    static Path example(String name) {
        return ExamplesEndToEndTest.examples().resolve(name);
    }

    static List<String> names(Path home) throws IOException {
        try (var s = Files.list(home)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Runs {@code straggler ARGS}; waits for the next second first, so that every run has a name of its own time. */
    static Commands.Result straggler(Path command, String... args) throws InterruptedException {
        Thread.sleep(1000 - System.currentTimeMillis() % 1000 + 50);
        List<String> cmd = new ArrayList<>(List.of(command.toString()));
        cmd.addAll(List.of(args));
        return Commands.run(cmd, Map.of(), null, 120);
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void aNewRunRemovesTheRunsThePolicyDoesNotKeep() throws Exception {
        Path state = tmp.resolve("state");
        Path home = state.resolve("straggler/runs");
        Path straggler = StragglerCommand.write(tmp.resolve("bin"), Map.of("XDG_STATE_HOME", state.toString(),
                "STRAGGLER_RUNS_KEEP", "1"));
        Path ring = example("ring"), oddeven = example("oddeven");

        Commands.Result hang = straggler(straggler, "diagnose", "--np", "4", "--timeout", "2", "--", ring.toString());
        assertEquals(0, hang.exit(), hang.output());
        assertTrue(hang.output().contains("Least-progressed: rank 2"), hang.output());
        List<String> runs = names(home);
        assertEquals(1, runs.size(), runs.toString());
        String hung = runs.get(0);
        assertTrue(hung.matches("\\d{8}-\\d{6}-ring-\\d+"), hung);
        // what the user put in the runs directory, and a run elsewhere
        Files.createDirectories(home.resolve("my-baseline"));
        Files.writeString(home.resolve("my-baseline/job.info"), "format=1.0\nnp=2\n");
        Path outside = tmp.resolve("elsewhere");
        assertEquals(0, straggler(straggler, "diagnose", "--np", "2", "--dump-dir", outside.toString(), "--",
                oddeven.toString(), "2").exit());

        // runs that end normally; the newest is kept, and the diagnosed one whatever its age
        List<String> outputs = new ArrayList<>();
        String first = null;
        for (int i = 0; i < 3; i++) {
            Commands.Result r = straggler(straggler, "diagnose", "--np", "2", "--", oddeven.toString(), "2");
            assertEquals(0, r.exit(), r.output());
            assertTrue(r.output().contains("the job did not hang (exit code 0)"), r.output());
            outputs.add(r.output());
            if (i == 0) {
                first = names(home).get(1);
                assertTrue(first.matches("\\d{8}-\\d{6}-oddeven-\\d+"), first);
            }
        }
        assertFalse(outputs.get(0).contains("removed"), outputs.get(0)); // the hang and nothing else yet
        assertFalse(outputs.get(1).contains("removed"), outputs.get(1)); // the hang is kept, the other is the newest
        assertTrue(outputs.get(2).contains("straggler: removed 1 old run from " + home + ", keeping the newest run and"
                + " every run with a diagnosis (set STRAGGLER_RUNS_KEEP=N or all and STRAGGLER_RUNS_KEEP_DIAGNOSED=1"
                + " or 0 to change that)\n"), outputs.get(2));
        List<String> after = names(home);
        assertEquals(4, after.size(), after.toString());
        assertEquals(hung, after.get(0));
        assertEquals("my-baseline", after.get(3));
        assertFalse(after.contains(first), first + " (the oldest run without a diagnosis) is gone: " + after);
        assertTrue(Files.isRegularFile(outside.resolve("job.info")));

        // runs --prune: a dry run names what goes (JSON), then the diagnosed runs alone are kept (text)
        Run dry = MainTest.run("runs", "--dir", home.toString(), "--prune", "--keep-diagnosed", "--dry-run", "--json");
        assertEquals(0, dry.exit(), dry.err());
        JsonSchemasTest.assertMatches("runs-prune", dry.out());
        JsonObject plan = JsonParser.parseString(dry.out()).getAsJsonObject();
        assertTrue(plan.get("dryRun").getAsBoolean());
        assertEquals(2, plan.getAsJsonArray("removed").size(), dry.out());
        assertEquals("no hang", plan.getAsJsonArray("removed").get(0).getAsJsonObject().get("result").getAsString());
        assertEquals(1, plan.get("kept").getAsInt());
        assertEquals(0, plan.getAsJsonObject("policy").get("keep").getAsInt());
        assertEquals(home.resolve("my-baseline").toString(),
                plan.getAsJsonArray("leftAlone").get(0).getAsJsonObject().get("dir").getAsString());
        assertEquals(after, names(home), "a dry run removes nothing");

        Run prune = MainTest.run("runs", "--dir", home.toString(), "--prune", "--keep-diagnosed");
        assertEquals(0, prune.exit(), prune.err());
        assertTrue(prune.out().startsWith("pruned " + home + ", keeping every run with a diagnosis\n"), prune.out());
        assertTrue(prune.out().contains("  removed       " + after.get(1)) && prune.out().contains("no hang"), prune.out());
        assertTrue(prune.out().contains("  left alone    my-baseline"), prune.out());
        assertTrue(prune.out().endsWith("removed 2 runs, kept 1 run\n"), prune.out());
        assertEquals(List.of(hung, "my-baseline"), names(home));

        Run list = MainTest.run("runs", "--dir", home.toString());
        assertTrue(list.out().contains(hung) && list.out().contains("hang diagnosed, 4 dumps"), list.out());
    }

    @Test
    void pruneUsageAndABadPolicyAreNamed() throws Exception {
        Run r = MainTest.run("runs", "--keep", "3");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--keep, --keep-diagnosed and --dry-run go with --prune"), r.err());
        r = MainTest.run("runs", "--prune", "--keep", "many");
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("--keep needs a number from 0, not 'many'"), r.err());

        Path home = Files.createDirectories(tmp.resolve("runs"));
        Path straggler = StragglerCommand.write(tmp.resolve("bin"), Map.of("STRAGGLER_RUNS_KEEP", "lots"));
        Commands.Result bad = Commands.run(List.of(straggler.toString(), "runs", "--prune", "--dir", home.toString()),
                Map.of(), null, 60);
        assertEquals(1, bad.exit(), bad.output());
        assertTrue(bad.output().contains("straggler: STRAGGLER_RUNS_KEEP=lots is not a number of runs: give how many"
                + " of the newest runs to keep (e.g. STRAGGLER_RUNS_KEEP=50) or 'all' to keep every run, or give the"
                + " policy with --keep N and --keep-diagnosed\n"), bad.output());
        Run empty = MainTest.run("runs", "--dir", home.toString(), "--prune", "--keep", "0");
        assertEquals("pruned " + home + ", keeping no finished run\nremoved 0 runs, kept 0 runs\n", empty.out());
    }
}
