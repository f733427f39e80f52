package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.straggler.launch.DiagnosisWarmUp;

/**
 * The warm-up's rehearsal ({@link DiagnosisWarmUp#rehearse}) diagnoses the run bundled with it: a change of the dump
 * format that the bundled dumps no longer meet fails here (the warm-up itself would only lose its head start, without
 * a word). Make them again from examples/deadlock on 4 tasks: {@code mpirun -np 4 -x LD_PRELOAD=.../libstraggler.so
 * -x STRAGGLER_DUMP_DIR=DIR -x STRAGGLER_TIMEOUT=1 .../examples/deadlock}, then copy DIR's job.info, complete and
 * rank-*.sdump.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class DiagnosisWarmUpTest {

    @Test
    void theBundledRunIsDiagnosedAndItsCopyRemoved() throws IOException {
        Path temp = Path.of(System.getProperty("java.io.tmpdir"));
        long before = rehearsals(temp);
        String text = DiagnosisWarmUp.rehearse();
        assertTrue(text.contains("4 of 4 tasks dumped"), text);
        assertTrue(text.contains("Least-progressed: ranks 0-1"), text);
        assertEquals(before, rehearsals(temp), "the rehearsal's copy of the run is removed");
    }

    private static long rehearsals(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().startsWith("straggler-rehearsal-")).count();
        }
    }
}
