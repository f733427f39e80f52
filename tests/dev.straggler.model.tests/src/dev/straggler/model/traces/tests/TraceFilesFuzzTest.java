package dev.straggler.model.traces.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.model.dump.tests.ReaderFuzzer;
import dev.straggler.model.traces.TraceCursor;
import dev.straggler.model.traces.TraceFiles;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * Fuzzes the trace reader ({@link TraceFiles}: summaries, then a full pass over every trace) with
 * {@link ReaderFuzzer}: seeds written by {@link TraceFileWriter} (stored and deflated blocks, copies, a reset, TAIL
 * and END; the runtime's own traces on this machine are zstd-compressed, which the reader refuses by design) and, in
 * half of the mutants, every block's CRC-32 recomputed so that damage reaches the decoder.
 */
class TraceFilesFuzzTest {

    /** A pass stops after this many events: a damaged copy count may claim 2^62 events (a "bomb", not a hang). */
    private static final long MAX_EVENTS = 1 << 16;

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void traceReaderRejectsDamageWithOneMessage(@TempDir Path dir) throws Exception {
        List<byte[]> seeds = new ArrayList<>();
        for (boolean deflate : new boolean[] { false, true }) {
            Path d = Files.createDirectories(dir.resolve("seed-" + deflate));
            TraceFileWriter w = new TraceFileWriter(0, 1, 0,
                    TraceFileWriter.FLAG_MPI_THREAD | TraceFileWriter.FLAG_FUNCTIONS, TraceFilesTest.WINDOW, -1)
                    .blck(TraceFilesTest.defs().literals(0, 2, 3, 4, 5).copy(4, 2).literals(4, 5), deflate, false)
                    .blck(TraceFileWriter.block().copy(6, 4).literals(1), deflate, false)
                    .blck(TraceFilesTest.defs().literals(0, 2, 3).copy(2, 1), deflate, true);
            // the deflated seed ends with END, the stored one is cut at a crash (a TAIL at event 23)
            w = deflate ? w.end() : w.tail(TraceFileWriter.block().literals(4, 5, 1), 23, 2 | 11 << 8);
            seeds.add(Files.readAllBytes(w.write(d, 0, 0)));
        }
        // length fields that must not make the reader allocate beyond the file: a window of 2^30 events (a 4 GiB
        // ring), a deflated block claiming 2^30 raw bytes (CRC recomputed: only the length is wrong)
        byte[] window = seeds.get(0).clone();
        ByteBuffer.wrap(window).order(ByteOrder.LITTLE_ENDIAN).putInt(32, 1 << 30);
        byte[] raw = seeds.get(1).clone();
        ByteBuffer.wrap(raw).order(ByteOrder.LITTLE_ENDIAN).putLong(48 + 16, 1 << 30);
        seeds.add(window);
        seeds.add(fixBlockCrcs(raw));
        Path work = Files.createDirectories(dir.resolve("work"));
        Path file = work.resolve("trace-rank-000000-thread-0000.strace");
        ReaderFuzzer.Result r = ReaderFuzzer.run("strace", seeds, 2, 4000, 15, TraceInputException.class,
                TraceFilesFuzzTest::fixBlockCrcs, input -> {
                    Files.write(file, input);
                    TraceFiles.summaries(work);
                    TraceSet set = TraceFiles.open(work);
                    int[] batch = new int[256];
                    for (TraceKey key : set.keys()) {
                        long events = 0;
                        try (TraceCursor c = set.trace(key).open()) {
                            for (int n; events < MAX_EVENTS && (n = c.read(batch)) > 0;) {
                                events += n;
                            }
                        }
                    }
                });
        System.out.println(r);
        assertEquals(List.of(), r.failures());
        assertTrue(r.accepted() > 0 && r.rejected() > 0, r.toString());
    }

    /** Recomputes the CRC-32 of every block whose header and payload are in the file (block headers: 48 bytes). */
    static byte[] fixBlockCrcs(byte[] input) {
        byte[] b = input.clone();
        ByteBuffer w = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
        long at = 48;
        while (at + 48 <= b.length) {
            long stored = w.getLong((int) at + 8);
            if (stored < 0 || stored > b.length - at - 48) {
                break;
            }
            CRC32 crc = new CRC32();
            crc.update(b, (int) at + 48, (int) stored);
            w.putInt((int) at + 40, (int) crc.getValue());
            at += 48 + stored;
        }
        return b;
    }
}
