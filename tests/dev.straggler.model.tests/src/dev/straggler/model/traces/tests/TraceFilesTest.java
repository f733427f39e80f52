package dev.straggler.model.traces.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.model.traces.FunctionTable;
import dev.straggler.model.traces.Trace;
import dev.straggler.model.traces.TraceCursor;
import dev.straggler.model.traces.TraceEvent;
import dev.straggler.model.traces.TraceFiles;
import dev.straggler.model.traces.TraceFiles.FunctionAddress;
import dev.straggler.model.traces.TraceFiles.Summary;
import dev.straggler.model.traces.TraceInputException;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * The file-backed reader of the runtime's traces ({@link TraceFiles}; docs/dump-format.md "Trace files") on files
 * written by {@link TraceFileWriter}: events and names, copies (a trace larger than the heap streams), TAIL and
 * END blocks, resets, thread numbering, and files that are cut or damaged.
 */
class TraceFilesTest {

    static final int WINDOW = 1024;

    /** main (tokens 0, 1), MPI_Init (2, 3), MPI_Barrier (4, 5). */
    static TraceFileWriter.Block defs() {
        return TraceFileWriter.block().module(0, "/opt/app/bin/app").function(0, 0x1130).mpi("MPI_Init")
                .mpiExit("MPI_Init").mpi("MPI_Barrier").mpiExit("MPI_Barrier");
    }

    static List<String> read(TraceSet set, TraceKey key, int batch) {
        List<String> out = new ArrayList<>();
        FunctionTable f = set.functions();
        int[] b = new int[batch];
        try (TraceCursor c = set.trace(key).open()) {
            for (int n; (n = c.read(b)) > 0;) {
                for (int i = 0; i < n; i++) {
                    out.add(TraceEvent.kindName(TraceEvent.kind(b[i])) + " " + f.name(TraceEvent.function(b[i])));
                }
            }
            assertEquals(0, c.read(b), "a finished pass stays finished");
        }
        return out;
    }

    @Test
    void literalsAndCopiesDecodeToTheRunsFunctionsAndMpiCalls(@TempDir Path dir) throws IOException {
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD | TraceFileWriter.FLAG_FUNCTIONS, WINDOW, -1)
                .blck(defs().literals(0, 2, 3, 4, 5).copy(4, 2).literals(1), true, false).end().write(dir, 0, 0);
        List<String> want = List.of("enter app+0x1130", "mpi MPI_Init", "exit MPI_Init", "mpi MPI_Barrier",
                "exit MPI_Barrier", "mpi MPI_Barrier", "exit MPI_Barrier", "mpi MPI_Barrier", "exit MPI_Barrier",
                "exit app+0x1130");
        TraceSet set = TraceFiles.open(dir);
        assertEquals(List.of(new TraceKey(0, 0)), set.keys());
        assertEquals(1, set.worldSize());
        assertEquals("/opt/app/bin/app", set.program(), "no job.info: the module of the first function");
        assertEquals(10, set.trace(new TraceKey(0, 0)).eventCount());
        for (int batch : new int[] { 1, 3, 4096 }) {
            assertEquals(want, read(set, new TraceKey(0, 0), batch), "batches of " + batch);
        }
        // the function table: functions first, then MPI calls; a namer names the functions
        TraceSet named = TraceFiles.open(dir, fs -> {
            Map<FunctionAddress, String> m = new HashMap<>();
            fs.forEach(f -> m.put(f, f.offset() == 0x1130 ? "main" : null));
            return m;
        });
        assertEquals(3, named.functions().size());
        assertEquals(List.of("main", "MPI_Init", "MPI_Barrier"),
                List.of(named.functions().name(0), named.functions().name(1), named.functions().name(2)));
        assertEquals("enter main", read(named, new TraceKey(0, 0), 7).get(0));
    }

    @Test
    void aTraceLongerThanAnyArrayStreamsInTheWindowsMemory(@TempDir Path dir) throws IOException {
        long events = 2_200_000_002L; // more ints than a Java array can hold, 8.8 GB as int[]
        TraceFileWriter.Block b = TraceFileWriter.block().module(0, "/opt/app/bin/app").function(0, 0x40).mpi("MPI_Barrier");
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD | TraceFileWriter.FLAG_FUNCTIONS, 8, -1)
                .blck(b.literals(0, 2, 1).copy(events - 3, 3), true, false).end().write(dir, 0, 0);
        assertTrue(Files.size(dir.resolve("trace-rank-000000-thread-0000.strace")) < 500);
        TraceSet set = TraceFiles.open(dir);
        Trace t = set.trace(new TraceKey(0, 0));
        assertEquals(events, t.eventCount(), "known from the block headers, without reading");
        int enter = TraceEvent.pack(TraceEvent.ENTER, 0), mpi = TraceEvent.pack(TraceEvent.MPI_CALL, 1),
                exit = TraceEvent.pack(TraceEvent.EXIT, 0);
        int[] pattern = { enter, mpi, exit };
        int[] batch = new int[1 << 16];
        long n = 0;
        int phase = 0;
        try (TraceCursor c = t.open()) {
            for (int k; (k = c.read(batch)) > 0;) {
                for (int i = 0; i < k; i++) {
                    if (batch[i] != pattern[phase]) {
                        throw new AssertionError("event " + (n + i) + " is " + batch[i]);
                    }
                    phase = phase == 2 ? 0 : phase + 1;
                }
                n += k;
            }
        }
        assertEquals(events, n);
    }

    /** A valid two-block file: 4 + 3 events, END. */
    static byte[] twoBlocks() {
        return new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1)
                .blck(defs().literals(2, 3, 4, 5), true, false)
                .blck(TraceFileWriter.block().literals(4, 5).copy(1, 2), false, false).end().bytes();
    }

    @Test
    void aCutFileIsRejectedWithOneMessageNamingItAndTheOffset(@TempDir Path dir) throws IOException {
        byte[] good = twoBlocks();
        Path f = dir.resolve("trace-rank-000000-thread-0000.strace");
        Files.write(f, good);
        assertEquals(7, TraceFiles.open(dir).trace(new TraceKey(0, 0)).eventCount());
        int secondBlock = 48 + 48 + (int) java.nio.ByteBuffer.wrap(good, 48 + 8, 8).order(java.nio.ByteOrder.LITTLE_ENDIAN).getLong();
        for (int cut : new int[] { 10, 48 + 20, 48 + 48 + 3, secondBlock + 48 + 2, good.length - 30 }) {
            Files.write(f, Arrays.copyOf(good, cut));
            TraceInputException e = assertThrows(TraceInputException.class, () -> TraceFiles.open(dir), "cut at " + cut);
            assertTrue(e.getMessage().startsWith(f.toString() + ": truncated at byte "), e.getMessage());
            assertTrue(e.getMessage().endsWith("not a readable trace"), e.getMessage());
            assertEquals(1, e.getMessage().lines().count());
            Summary s = TraceFiles.summaries(dir).get(0);
            assertEquals(e.getMessage(), s.error());
            assertNull(s.key());
        }
        byte[] bad = good.clone();
        bad[48 + 48 + 5] ^= 0x40; // inside the first block's payload
        Files.write(f, bad);
        TraceInputException e = assertThrows(TraceInputException.class, () -> TraceFiles.open(dir));
        assertTrue(e.getMessage().contains("fails its CRC-32"), e.getMessage());
        Files.write(f, "STRGDUMP and something else, long enough for a header".getBytes());
        e = assertThrows(TraceInputException.class, () -> TraceFiles.open(dir));
        assertTrue(e.getMessage().contains("not a Straggler trace file"), e.getMessage());
    }

    @Test
    void aTailCountsOnlyWhenNothingFollowsIt(@TempDir Path dir) throws IOException {
        TraceFileWriter.Block tail = TraceFileWriter.block().literals(4, 5, 4);
        // cut at a crash: BLCK (2 events) then TAIL (3 more)
        Path f = new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1)
                .blck(defs().literals(2, 3), false, false).tail(tail, 2, 2 | 11 << 8).write(dir, 0, 0);
        assertEquals(List.of("mpi MPI_Init", "exit MPI_Init", "mpi MPI_Barrier", "exit MPI_Barrier", "mpi MPI_Barrier"),
                read(TraceFiles.open(dir), new TraceKey(0, 0), 64));
        assertEquals("cut at a crash (signal 11)", TraceFiles.summaries(dir).get(0).ending());
        // the thread went on: a later BLCK holds the tail's events and more
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1).blck(defs().literals(2, 3), false, false)
                .tail(tail, 2, 1).blck(TraceFileWriter.block().literals(4, 5), false, false).end().write(dir, 0, 0);
        assertEquals(4, read(TraceFiles.open(dir), new TraceKey(0, 0), 64).size());
        assertEquals("end", TraceFiles.summaries(dir).get(0).ending());
        // a stale TAIL (from before a block the owner wrote meanwhile) is ignored
        Files.delete(f);
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1).blck(defs().literals(2, 3), false, false)
                .tail(tail, 0, 1).write(dir, 0, 0);
        assertEquals(2, read(TraceFiles.open(dir), new TraceKey(0, 0), 64).size());
        assertTrue(TraceFiles.summaries(dir).get(0).ending().startsWith("unfinished"));
    }

    @Test
    void anEndSaysHowTheProcessEnded(@TempDir Path dir) throws IOException {
        // format 1.1: an abort inside MPI_Recv (exit status 15), a kill (SIGTERM) inside MPI_Barrier, a scheduled TAIL
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1).blck(defs().literals(2, 3, 4), false, false)
                .end(6 | 15 << 8, "MPI_Recv").write(dir, 0, 0);
        assertEquals("end at an abort in MPI_Recv (exit status 15)", TraceFiles.summaries(dir).get(0).ending());
        assertEquals(3, read(TraceFiles.open(dir), new TraceKey(0, 0), 64).size());
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1).blck(defs().literals(2, 3, 4), false, false)
                .end(6 | 1 << 16, "").write(dir, 0, 0);
        assertEquals("end at an abort (another thread's call)", TraceFiles.summaries(dir).get(0).ending());
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1).blck(defs().literals(2, 3, 4), false, false)
                .end(7 | 15 << 8, "MPI_Barrier").write(dir, 0, 0);
        assertEquals("end: killed (signal 15) in MPI_Barrier", TraceFiles.summaries(dir).get(0).ending());
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1).blck(defs().literals(2, 3), false, false)
                .tail(TraceFileWriter.block().literals(4), 2, 8).write(dir, 0, 0);
        assertTrue(TraceFiles.summaries(dir).get(0).ending().contains("written on schedule"));
        assertEquals(3, read(TraceFiles.open(dir), new TraceKey(0, 0), 64).size());
        // a damaged call name is left out
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1).blck(defs().literals(2, 3, 4), false, false)
                .end(7 | 15 << 8, "MPI\"x").write(dir, 0, 0);
        assertEquals("end: killed (signal 15)", TraceFiles.summaries(dir).get(0).ending());
    }

    @Test
    void aResetStartsTheDictionaryOver(@TempDir Path dir) throws IOException {
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1).blck(defs().literals(2, 3), true, false)
                .blck(TraceFileWriter.block().mpi("MPI_Finalize").literals(0), true, true).end().write(dir, 0, 0);
        assertEquals(List.of("mpi MPI_Init", "exit MPI_Init", "mpi MPI_Finalize"), read(TraceFiles.open(dir), new TraceKey(0, 0), 2));
    }

    @Test
    void threadsAreTheMpiThreadThenOpenMpNumbersOrTheRecordersOrder(@TempDir Path dir) throws IOException {
        // rank 0: OpenMP threads 2 and 1 were traced in that order
        new TraceFileWriter(0, 2, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, 0).blck(defs().literals(2), false, false)
                .write(dir, 0, 0);
        new TraceFileWriter(0, 2, 1, 0, WINDOW, 2).blck(defs().literals(4, 4), false, false).write(dir, 0, 1);
        new TraceFileWriter(0, 2, 2, 0, WINDOW, 1).blck(defs().literals(4), false, false).write(dir, 0, 2);
        // rank 1: no OpenMP; a thread traced before the MPI thread
        new TraceFileWriter(1, 2, 0, 0, WINDOW, -1).blck(defs().literals(4, 4, 4), false, false).write(dir, 1, 0);
        new TraceFileWriter(1, 2, 1, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1).blck(defs().literals(2, 3), false, false)
                .write(dir, 1, 1);
        TraceSet set = TraceFiles.open(dir);
        assertEquals(List.of(new TraceKey(0, 0), new TraceKey(0, 1), new TraceKey(0, 2), new TraceKey(1, 0), new TraceKey(1, 1)),
                set.keys());
        assertEquals(1, set.trace(new TraceKey(0, 1)).eventCount(), "OpenMP thread 1");
        assertEquals(2, set.trace(new TraceKey(0, 2)).eventCount(), "OpenMP thread 2");
        assertEquals(2, set.trace(new TraceKey(1, 0)).eventCount(), "the MPI thread");
        assertEquals(3, set.trace(new TraceKey(1, 1)).eventCount());
        assertNull(set.trace(new TraceKey(2, 0)));
    }

    @Test
    void summariesCountEventsFunctionsAndBytes(@TempDir Path dir) throws IOException {
        TraceFileWriter.Block b = defs().literals(0, 2, 3, 4, 5).copy(1000, 2).literals(1);
        Path f = new TraceFileWriter(3, 4, 0, TraceFileWriter.FLAG_MPI_THREAD | TraceFileWriter.FLAG_FUNCTIONS, WINDOW, -1)
                .blck(b, true, false).end().write(dir, 3, 0);
        Summary s = TraceFiles.summaries(dir).get(0);
        assertEquals(new TraceKey(3, 0), s.key());
        assertEquals(1006, s.events());
        assertEquals(1, s.distinctFunctions());
        assertEquals(Files.size(f), s.storedBytes());
        assertEquals(4 * 1006 + b.defs.size(), s.rawBytes(), "4 bytes an event + the definitions");
        assertTrue(s.mpiThread() && s.functionEvents());
        assertEquals("end", s.ending());
    }

    @Test
    void badDirectoriesAndZstdFilesGetOneMessageWithTheFix(@TempDir Path dir) throws IOException {
        TraceInputException e = assertThrows(TraceInputException.class, () -> TraceFiles.open(dir));
        assertTrue(e.getMessage().contains("no trace files") && e.getMessage().contains("STRAGGLER_TRACE"), e.getMessage());
        e = assertThrows(TraceInputException.class, () -> TraceFiles.open(dir.resolve("missing")));
        assertTrue(e.getMessage().contains("not a directory"), e.getMessage());
        new TraceFileWriter(0, 1, 0, TraceFileWriter.FLAG_MPI_THREAD, WINDOW, -1).raw("BLCK", 1, new byte[] { 1, 2, 3 }, 1)
                .write(dir, 0, 0);
        e = assertThrows(TraceInputException.class, () -> TraceFiles.open(dir));
        assertTrue(e.getMessage().contains("STRAGGLER_TRACE_COMPRESS=zstd") && e.getMessage().contains("straggler-trace"),
                e.getMessage());
    }
}
