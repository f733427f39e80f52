package dev.straggler.internal.launch.attach.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.launch.attach.ListPids;
import dev.straggler.internal.launch.attach.SlurmJob;

/**
 * {@link SlurmJob}: {@code --attach slurm:JOBID[.STEP]} and what one node's listing gives (the real cluster is the
 * command-line test's: SlurmTest). The listing runs inside an overlapping step of the job, whose own processes
 * {@code scontrol listpids} lists too: they are not tasks.
 */
class SlurmJobTest {

    private static final String HEADER = "PID      JOBID    STEPID   LOCALID GLOBALID";

    static String output(String ownStep, int exit, String... rows) {
        return "\n@@straggler step " + ownStep + "\n@@straggler pids\n" + HEADER + "\n" + String.join("\n", rows)
                + "\n@@straggler end " + exit + "\n";
    }

    @Test
    void specsNameAJobAndOptionallyAStep() {
        assertEquals("1234", SlurmJob.of("slurm:1234").jobId());
        assertEquals("1234", SlurmJob.of(" slurm:1234.0 ").jobId());
        assertNull(SlurmJob.of("slurm:abc"));
        assertNull(SlurmJob.of("node1:1234"));
        assertNull(SlurmJob.of("1234"));
        assertEquals("srun --overlap --jobid=1234 -w {host} -N1 -n1 --quiet sh -c", SlurmJob.of("slurm:1234").defaultRemoteShell());
    }

    @Test
    void theListingStepTheBatchScriptAndOtherStepsAreLeftOut() {
        String out = output("1234.2", 0,
                "31107    1234     0        0       0",
                "31108    1234     0        1       1",
                "31005    1234     batch    0       0",
                "31200    1234     1        0       0",
                "31300    1234     2        0       0",
                "31301    1234     2        -       -");
        SlurmJob.NodeTasks all = SlurmJob.of("slurm:1234").parse("node7", "node7", out);
        assertNull(all.error());
        assertEquals(List.of(new ListPids.Entry("node7", 31107, 0), new ListPids.Entry("node7", 31108, 1),
                new ListPids.Entry("node7", 31200, 0)), all.entries());
        SlurmJob.NodeTasks step0 = SlurmJob.of("slurm:1234.0").parse("node7", null, out);
        assertEquals(List.of(new ListPids.Entry(null, 31107, 0), new ListPids.Entry(null, 31108, 1)), step0.entries());
    }

    @Test
    void aNodeThatCannotBeListedIsOneMessage() {
        SlurmJob job = SlurmJob.of("slurm:1234");
        String failed = job.parse("node3", "node3", output("", 127, "sh: 1: scontrol: not found")).error();
        assertTrue(failed.startsWith("node node3: scontrol listpids 1234 failed (sh: 1: scontrol: not found)"), failed);
        assertTrue(failed.contains("PATH"), failed);
        String none = job.parse("node3", "node3", output("1234.1", 0, "40 1234 1 0 0")).error();
        assertTrue(none.startsWith("node node3: no task of job 1234 there"), none);
        String cut = job.parse("node3", "node3", "\n@@straggler step 1234.1\n@@straggler pids\n" + HEADER).error();
        assertTrue(cut.startsWith("node node3: scontrol listpids 1234 did not finish"), cut);
    }
}
