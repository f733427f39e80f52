package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.launch.AbortNoticeFilter;

/**
 * What {@code straggler diagnose} (and so {@code ./straggler demo}) relays of the launcher's standard error, with real
 * mpirun jobs: Open MPI's MPI_ABORT banner after the runtime aborted the hung job is kept in the run directory's
 * {@code launcher-notices.txt} and one line of ours says so; an application's own MPI_Abort passes as printed.
 */
class LauncherNoticesTest {

    /** Kept (with the dumps) when a test fails, for diagnosis. */
    @TempDir(cleanup = CleanupMode.ON_SUCCESS)
    Path tmp;

    /** A run of {@code diagnose} and its run directory. */
    record Diagnosed(Run run, Path dumps) {
    }

    /**
     * Runs {@code diagnose} with {@code args} and a new run directory under {@link #tmp}. Open MPI 4.1 prints its
     * MPI_ABORT banner, or often (seen with and without Straggler; in 3 runs out of 3 of one CI run here) "ORTE_ERROR_LOG:
     * ... in file show_help.c" instead: the tests take either as what Open MPI printed.
     */
    Diagnosed diagnose(String name, List<String> args) throws Exception {
        Path dir = Files.createDirectory(tmp.resolve(name));
        List<String> all = new ArrayList<>(List.of("diagnose", "--dump-dir", dir.toString()));
        all.addAll(args);
        return new Diagnosed(MainTest.run(all.toArray(String[]::new)), dir);
    }

    @ParameterizedTest
    @ValueSource(strings = { "text", "json" })
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void theBannerAfterStragglersAbortIsKeptAndOneLineSaysWhere(String output) throws Exception {
        List<String> args = new ArrayList<>(List.of("--np", "4", "--timeout", "2"));
        if (output.equals("json")) {
            args.add("--json");
        }
        args.addAll(List.of("--", ExamplesEndToEndTest.examples().resolve("ring").toString()));
        Diagnosed d = diagnose("ring", args);
        Run r = d.run();
        Path dumps = d.dumps();
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains(output.equals("json") ? "\"lp\"" : "Least-progressed: rank 2"), r.out());
        // the runtime aborted the job (its complete file), with the code Open MPI's banner names
        assertTrue(Files.readString(dumps.resolve("complete")).contains("action=abort"));
        Path notices = dumps.resolve(AbortNoticeFilter.NOTICES);
        String kept = Files.readString(notices);
        // the banner with the runtime's code, or Open MPI 4.1's line instead of it: kept, not shown
        assertTrue(kept.contains("MPI_ABORT was invoked on rank") && kept.contains("errorcode 86")
                || kept.contains("ORTE_ERROR_LOG") && kept.contains("show_help.c"), kept);
        assertFalse(r.err().contains("MPI_ABORT was invoked"), r.err());
        assertFalse(r.err().contains("help-mpi-api.txt / mpi-abort"), r.err());
        assertFalse(r.err().contains("ORTE_ERROR_LOG"), r.err());
        List<String> said = r.err().lines().filter(l -> l.contains("abort notice")).toList();
        assertEquals(List.of("straggler: Straggler ended the job after the diagnosis; the MPI library's abort notice is in "
                + notices), said, r.err());
    }

    /** large_message with n = 0 calls MPI_Abort(MPI_COMM_WORLD, 2) itself: its banner is the application's. */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void anApplicationsOwnAbortPassesAsPrinted() throws Exception {
        Diagnosed d = diagnose("own-abort", List.of("--np", "2", "--timeout", "20", "--",
                ExamplesEndToEndTest.examples().resolve("scale/large_message").toString(), "0"));
        Run r = d.run();
        Path dumps = d.dumps();
        assertTrue(r.err().contains("usage: large_message"), r.err());
        // as Open MPI printed it: the banner, or Open MPI 4.1's line instead of it
        assertTrue(r.err().contains("MPI_ABORT was invoked on rank") && r.err().contains("with errorcode 2.")
                || r.err().contains("ORTE_ERROR_LOG"), r.err());
        assertFalse(r.err().contains("abort notice"), r.err());
        assertFalse(Files.exists(dumps.resolve(AbortNoticeFilter.NOTICES)));
    }
}
