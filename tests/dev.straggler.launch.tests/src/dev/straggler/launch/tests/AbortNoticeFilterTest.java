package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.launch.AbortNoticeFilter;

/**
 * The launcher's standard error as the console shows it: the MPI library's abort notice is taken out when the
 * runtime aborted the job (its {@code complete} file says so, with the code), kept in the run directory; an
 * application's own MPI_Abort and every other line pass as printed. The notices are Open MPI 4.1's and MPICH 4.0's
 * own text.
 */
class AbortNoticeFilterTest {

    /** The run directories: deleted after each test. */
    @TempDir
    Path tmp;

    static final String OPEN_MPI = """
            rank 1: starting
            --------------------------------------------------------------------------
            MPI_ABORT was invoked on rank 0 in communicator MPI_COMM_WORLD
            with errorcode 86.

            NOTE: invoking MPI_ABORT causes Open MPI to kill all MPI processes.
            You may or may not see output from the other processes, depending on
            exactly when Open MPI kills them.
            --------------------------------------------------------------------------
            [vm:12345] 3 more processes have sent help message help-mpi-api.txt / mpi-abort
            [vm:12345] Set MCA parameter "orte_base_help_aggregate" to 0 to see all help / error messages
            """;

    static final String MPICH = "Abort(86) on node 0 (rank 0 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, 86) - process 0\n";

    static String filter(String text, Path run) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new AbortNoticeFilter(run).copy(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), out,
                StandardCharsets.UTF_8);
        return out.toString(StandardCharsets.UTF_8);
    }

    Path run(String complete) throws Exception {
        Path dir = Files.createTempDirectory(tmp, "run-");
        if (complete != null) {
            Files.writeString(dir.resolve("complete"), complete);
        }
        return dir;
    }

    @Test
    void openMpisBannerAfterStragglersAbortIsOneLineAndKept() throws Exception {
        Path dir = run("np=4\ndumped=4\naction=abort\nexit_code=86\n");
        String shown = filter(OPEN_MPI, dir);
        assertEquals("rank 1: starting\n", shown);
        String kept = Files.readString(dir.resolve(AbortNoticeFilter.NOTICES));
        assertTrue(kept.contains("MPI_ABORT was invoked on rank 0") && kept.contains("3 more processes have sent help"), kept);
    }

    /** Whether a notice was kept: what the command line's one line instead of it depends on. */
    @Test
    void theFilterSaysWhetherItKeptANotice() throws Exception {
        Path dir = run("action=abort\nexit_code=86\n");
        AbortNoticeFilter f = new AbortNoticeFilter(dir);
        f.copy(new ByteArrayInputStream(OPEN_MPI.replace("errorcode 86", "errorcode 3").getBytes(StandardCharsets.UTF_8)),
                new ByteArrayOutputStream(), StandardCharsets.UTF_8);
        assertFalse(f.kept(), "the application's own abort is not kept");
        f.copy(new ByteArrayInputStream(OPEN_MPI.getBytes(StandardCharsets.UTF_8)), new ByteArrayOutputStream(),
                StandardCharsets.UTF_8);
        assertTrue(f.kept());
    }

    @Test
    void mpichsAbortLineAfterStragglersAbortIsOneLine() throws Exception {
        Path dir = run("action=abort\nexit_code=86\n");
        String shown = filter("hello\n" + MPICH, dir);
        assertEquals("hello\n", shown);
        assertTrue(Files.readString(dir.resolve(AbortNoticeFilter.NOTICES)).contains("application called MPI_Abort"));
    }

    /** Open MPI 4.1's show_help failing to print the banner (seen in `./straggler demo`): kept after Straggler's abort. */
    @Test
    void openMpisBrokenHelpLineAfterStragglersAbortIsKept() throws Exception {
        String broken = "[vm:18321] [[11119,0],0] ORTE_ERROR_LOG: Data unpack would read past end of buffer in file "
                + "../../../orte/util/show_help.c at line 513\n";
        Path dir = run("action=abort\nexit_code=86\n");
        AbortNoticeFilter f = new AbortNoticeFilter(dir);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        f.copy(new ByteArrayInputStream(("rank 1: starting\n" + broken).getBytes(StandardCharsets.UTF_8)), out,
                StandardCharsets.UTF_8);
        assertEquals("rank 1: starting\n", out.toString(StandardCharsets.UTF_8));
        assertTrue(f.kept());
        assertTrue(Files.readString(dir.resolve(AbortNoticeFilter.NOTICES)).contains("show_help.c at line 513"));
        // no abort of Straggler's: the line stays, as every other error of the launcher's
        assertEquals(broken, filter(broken, run(null)));
        assertEquals(broken, filter(broken, run("action=keep\nexit_code=86\n")));
        String other = "[vm:1] [[1,0],0] ORTE_ERROR_LOG: Not found in file ../../../orte/runtime/orte_wait.c at line 9\n";
        assertEquals(other, filter(other, dir));
    }

    @Test
    void anApplicationsOwnAbortAndOtherErrorsStay() throws Exception {
        // no complete file: the application aborted, not Straggler
        assertEquals(OPEN_MPI, filter(OPEN_MPI, run(null)));
        assertEquals(MPICH, filter(MPICH, run(null)));
        // Straggler aborted with 86 but this abort has another code: the application's
        Path dir = run("action=abort\nexit_code=86\n");
        String other = OPEN_MPI.replace("errorcode 86", "errorcode 3");
        assertEquals(other, filter(other, dir));
        // the runtime kept the job (no abort): the banner is not its
        assertEquals(OPEN_MPI, filter(OPEN_MPI, run("action=keep\nexit_code=86\n")));
        // another framed Open MPI message passes whole, and an unclosed frame is written at the end
        String slots = """
                --------------------------------------------------------------------------
                There are not enough slots available in the system to satisfy the 64
                slots that were requested by the application:
                --------------------------------------------------------------------------
                """;
        assertEquals(slots, filter(slots, dir));
        assertEquals("------------------------------\nhalf a frame\n", filter("------------------------------\nhalf a frame\n", dir));
        assertFalse(Files.exists(run(null).resolve(AbortNoticeFilter.NOTICES)));
    }
}
