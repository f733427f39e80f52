package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * {@code straggler snapshot DIR}: a snapshot of a running healthy job (steady.c, a second's sleep per iteration) says
 * every task is progressing, diagnoses the snapshot's dumps, and leaves the job running to its normal end (exit 0);
 * a directory without a running job is one clear error.
 */
class SnapshotCommandTest {

    @TempDir
    Path tmp;

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void snapshotOfARunningJob() throws Exception {
        Path steady = ExamplesEndToEndTest.examples().resolve("steady").toAbsolutePath();
        Path runtime = ExamplesEndToEndTest.examples().getParent().resolve("libstraggler.so").toAbsolutePath();
        Path dir = tmp.resolve("run");
        Process job = new ProcessBuilder("mpirun", "--oversubscribe", "-np", "4", "-x", "LD_PRELOAD=" + runtime, "-x",
                "STRAGGLER_DUMP_DIR=" + dir, "-x", "STRAGGLER_TIMEOUT=60", steady.toString(), "8")
                .redirectErrorStream(true).redirectOutput(tmp.resolve("job.log").toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        List<ProcessHandle> ranks = List.of();
        try {
            long deadline = System.currentTimeMillis() + 60_000;
            while (System.currentTimeMillis() < deadline && !(Files.isRegularFile(dir.resolve("job.info"))
                    && Files.isRegularFile(dir.resolve("rank-000003.state")))) {
                Thread.sleep(100);
            }
            Thread.sleep(2000); // a couple of iterations in
            ranks = job.descendants().toList();
            Run r = MainTest.run("snapshot", dir.toString(), "--json");
            assertEquals(0, r.exit(), r.err());
            assertTrue(r.err().contains("snapshot-1: all tasks progressing"), r.err());
            assertTrue(r.err().contains("the job keeps running"), r.err());
            assertEquals(4, JsonParser.parseString(r.out()).getAsJsonObject().get("tasksDumped").getAsInt(), r.out());
            assertTrue(job.isAlive(), "the job keeps running after the snapshot");
            assertTrue(!Files.exists(dir.resolve("complete")) && !Files.exists(dir.resolve("rank-000000.sdump")),
                    "a snapshot is no hang's dump");
            assertTrue(job.waitFor(90, TimeUnit.SECONDS), "the job ends by itself");
            assertEquals(0, job.exitValue(), Files.readString(tmp.resolve("job.log")));
            assertTrue(Files.readString(tmp.resolve("job.log")).contains("steady done"));
        } finally {
            ranks.forEach(ProcessHandle::destroyForcibly);
            job.descendants().forEach(ProcessHandle::destroyForcibly);
            job.destroyForcibly();
        }
    }

    @Test
    void notARunningJob() throws Exception {
        Run r = MainTest.run("snapshot", tmp.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("no job.info"), r.err());
    }
}
