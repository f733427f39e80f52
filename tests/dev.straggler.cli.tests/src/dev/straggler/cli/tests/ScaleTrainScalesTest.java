package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * {@code straggler scale train} refuses too few distinct training scales before it runs anything: the scale of a
 * planned run is its process count and its numeric arguments (an argument sweep of names adds no scale), and the
 * message is the model's ({@code ScaleModel.checkScales}). No MPI job starts: the runs directory is never made.
 */
class ScaleTrainScalesTest {

    @TempDir
    Path tmp;

    private Run train(Path runs, String... rest) {
        String[] head = {"scale", "train", "--model", tmp.resolve("m.json").toString(), "--runs-dir", runs.toString()};
        String[] all = java.util.Arrays.copyOf(head, head.length + rest.length);
        System.arraycopy(rest, 0, all, head.length, rest.length);
        return MainTest.run(all);
    }

    @Test
    void tooFewScalesAreRefusedBeforeAnyRun() {
        Path runs = tmp.resolve("runs");
        Run r = train(runs, "--np", "4,4", "--", "/nonexistent/app");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("Only 1 training scale (np=4): a scale model needs correct runs at 3 or more"
                + " scales"), r.err());
        assertFalse(Files.exists(runs), "a run was started");

        Run names = train(runs, "--np", "4,8", "--args-sweep", "small,large", "--", "/nonexistent/app", "{}");
        assertEquals(1, names.exit(), names.err());
        assertTrue(names.err().contains("Only 2 training scales (np=4; np=8)"), names.err());
        assertFalse(Files.exists(runs), "a run was started");

        Run numbers = train(runs, "--np", "4", "--args-sweep", "100,200", "--", "/nonexistent/app", "{}", "7");
        assertEquals(1, numbers.exit(), numbers.err());
        assertTrue(numbers.err().contains("Only 2 training scales (np=4 argv[1]=100 argv[2]=7; np=4 argv[1]=200"
                + " argv[2]=7)"), numbers.err());
        assertFalse(Files.exists(runs), "a run was started");
        assertFalse(Files.exists(tmp.resolve("m.json")));
    }
}
