package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.core.traces.Ranking;
import dev.straggler.core.traces.RankingParameters;
import dev.straggler.core.traces.TraceAnalysis;
import dev.straggler.model.traces.TraceCursor;
import dev.straggler.model.traces.TraceEvent;
import dev.straggler.model.traces.TraceFiles;
import dev.straggler.model.traces.TraceKey;
import dev.straggler.model.traces.TraceSet;

/**
 * {@code straggler trace} with real mpirun and the runtime's trace recorder (issue 11): traces of an unmodified
 * binary and of an {@code -finstrument-functions} build of examples/oddeven.c (DiffTrace's Fig. 2), a hung job's
 * traces ending at the hung call, DiffTrace on real traces naming rank 5, the OTF2 export, and a cut file.
 */
class TraceCommandTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    static final int N = 8;

    static Path example(String name) {
        return ExamplesEndToEndTest.examples().resolve(name);
    }

    /** straggler trace on N tasks; the hang timeout inferred (at least 10 s: a loaded machine is no hang). */
    static Run trace(Path dir, String... job) {
        List<String> args = new ArrayList<>(List.of("trace", "--np", Integer.toString(N), "--dump-dir", dir.toString()));
        Collections.addAll(args, job);
        return MainTest.run(args.toArray(String[]::new));
    }

    /** The MPI calls a trace entered, in order (the trace's MPI_CALL events). */
    static List<String> calls(TraceSet set, TraceKey key) {
        List<String> out = new ArrayList<>();
        int[] b = new int[1024];
        try (TraceCursor c = set.trace(key).open()) {
            for (int n; (n = c.read(b)) > 0;) {
                for (int i = 0; i < n; i++) {
                    if (TraceEvent.kind(b[i]) == TraceEvent.MPI_CALL) {
                        out.add(set.functions().name(TraceEvent.function(b[i])));
                    }
                }
            }
        }
        return out;
    }

    static List<String> repeat(int times, String... body) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            out.addAll(List.of(body));
        }
        return out;
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void mpiTracesOfAnUnmodifiedBinaryHaveTheHeadersShapes() throws IOException {
        Path d = Files.createTempDirectory(tmp, "straggler-trace-mpi");
        Run r = trace(d, "--", example("oddeven").toString(), Integer.toString(N));
        assertEquals(0, r.exit(), r.err());
        for (int rank = 0; rank < N; rank++) {
            String key = rank + ".0 ";
            assertTrue(r.out().lines().anyMatch(l -> l.startsWith(key) && l.endsWith(" end")), r.out());
        }
        TraceSet set = TraceFiles.open(d);
        assertEquals(N, set.worldSize());
        List<String> want = new ArrayList<>(List.of("MPI_Init"));
        want.addAll(repeat(N, "MPI_Recv", "MPI_Send")); // rank 5: odd, in the middle
        want.addAll(List.of("MPI_Allgather", "MPI_Finalize"));
        assertEquals(want, calls(set, new TraceKey(5, 0)));
        want = new ArrayList<>(List.of("MPI_Init"));
        want.addAll(repeat(N / 2, "MPI_Send", "MPI_Recv")); // rank 0: even phases only
        want.addAll(List.of("MPI_Allgather", "MPI_Finalize"));
        assertEquals(want, calls(set, new TraceKey(0, 0)));

        // --summary of the same directory, --print of one trace
        Run s = MainTest.run("trace", "--summary", d.toString());
        assertEquals(0, s.exit(), s.err());
        assertTrue(s.out().contains("5.0 "), s.out());
        Run p = MainTest.run("trace", "--print", d.toString(), "--rank", "5");
        assertEquals(0, p.exit(), p.err());
        assertEquals(List.of("MPI_Init", "exit MPI_Init", "MPI_Recv", "exit MPI_Recv", "MPI_Send"),
                p.out().lines().limit(5).toList());
        Run missing = MainTest.run("trace", "--print", d.toString(), "--rank", "99");
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains(": no trace file of rank 99 (trace-rank-000099-thread-*.strace); it has ranks 0-"
                + (N - 1) + "\n"), missing.err());
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void functionTracesOfAnInstrumentedBuildAreNamed() throws IOException {
        Path d = Files.createTempDirectory(tmp, "straggler-trace-functions");
        Run r = trace(d, "--functions", "--", example("oddeven_instr").toString(), Integer.toString(N));
        assertEquals(0, r.exit(), r.err());
        Run p = MainTest.run("trace", "--print", d.toString(), "--rank", "3");
        assertEquals(0, p.exit(), p.err());
        List<String> lines = p.out().lines().toList();
        assertEquals("enter main", lines.get(0));
        assertEquals("exit main", lines.get(lines.size() - 1), "main returns after MPI_Finalize: traced to the exit");
        for (String f : List.of("enter oddEvenSort", "enter findPtr", "exit findPtr", "enter merge", "enter cmp_int")) {
            assertTrue(lines.contains(f), f + " in " + lines);
        }
        int sort = lines.indexOf("enter oddEvenSort"), send = lines.indexOf("MPI_Send"), end = lines.indexOf("exit oddEvenSort");
        assertTrue(sort < send && send < end, "the sends inside oddEvenSort");
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("3.0 ") && l.contains(" 5 ")), "5 distinct functions: " + r.out());
    }

    @Test
    @Timeout(value = 400, unit = TimeUnit.SECONDS)
    void diffTraceOnRealTracesNamesRankFiveAndTheHungTraceEndsAtTheHungCall() throws IOException {
        Path normal = Files.createTempDirectory(tmp, "straggler-trace-normal");
        Path swap = Files.createTempDirectory(tmp, "straggler-trace-swap");
        Path dl = Files.createTempDirectory(tmp, "straggler-trace-dl");
        assertEquals(0, trace(normal, "--", example("oddeven").toString(), Integer.toString(N)).exit());
        assertEquals(0, trace(swap, "--", example("oddeven").toString(), Integer.toString(N), "swapBug").exit());
        Run hung = trace(dl, "--timeout", "3", "--", example("oddeven").toString(), Integer.toString(N), "dlBug");
        assertEquals(86, hung.exit(), "the runtime's exit code after the diagnosis: " + hung.err());
        assertTrue(hung.err().contains("the job hung"), hung.err());

        TraceKey rank5 = new TraceKey(5, 0);
        TraceSet n = TraceFiles.open(normal), s = TraceFiles.open(swap), h = TraceFiles.open(dl);
        Ranking swapRanking = TraceAnalysis.compare(n, s).rank(RankingParameters.defaults());
        assertEquals(rank5, swapRanking.top(), swapRanking.toText(5));
        Ranking dlRanking = TraceAnalysis.compare(n, h).rank(RankingParameters.defaults());
        assertEquals(rank5, dlRanking.top(), dlRanking.toText(5));

        List<String> c = calls(h, rank5);
        List<String> want = new ArrayList<>(List.of("MPI_Init"));
        want.addAll(repeat(7, "MPI_Recv", "MPI_Send"));
        want.add("MPI_Recv"); // the receive with the tag nobody sends
        assertEquals(want, c);
        int[] b = new int[4096];
        int last = 0;
        try (TraceCursor cur = h.trace(rank5).open()) {
            for (int k; (k = cur.read(b)) > 0;) {
                last = b[k - 1];
            }
        }
        assertEquals(TraceEvent.MPI_CALL, TraceEvent.kind(last), "the trace ends inside the hung MPI_Recv");
        assertTrue(MainTest.run("trace", "--summary", dl.toString()).out().contains("cut at a dump"));
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void otf2ExportReadsBackAndACutTraceIsOneMessage() throws IOException, InterruptedException {
        Path d = Files.createTempDirectory(tmp, "straggler-trace-otf2");
        assertEquals(0, trace(d, "--", example("oddeven").toString(), Integer.toString(N)).exit());
        Path out = d.resolve("otf2");
        Run x = MainTest.run("trace", "--otf2", d.toString(), out.toString());
        boolean otf2 = !x.err().contains("built without OTF2"); // the runtime built without libotf2-trace-dev
        assertEquals(otf2 ? 0 : 1, x.exit(), x.err());
        assertTrue(!otf2 || x.out().contains("logical clock"), x.out());
        assertTrue(!otf2 || Files.isRegularFile(out.resolve("traces.otf2")));
        Path otf2Print = Path.of("/usr/bin/otf2-print");
        if (otf2 && Files.isExecutable(otf2Print)) {
            Process p = new ProcessBuilder(otf2Print.toString(), out.resolve("traces.otf2").toString()).start();
            String text = new String(p.getInputStream().readAllBytes());
            assertTrue(p.waitFor(120, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue());
            // rank 5's 8 blocking sends, each an MpiSend record; every rank's MPI_Allgather a collective
            assertTrue(text.lines().filter(l -> l.startsWith("MPI_SEND ")).count() >= N, text.substring(0, Math.min(2000, text.length())));
            assertEquals(N, text.lines().filter(l -> l.startsWith("MPI_COLLECTIVE_END ") && l.contains("ALLGATHER")).count());
        }
        // a file cut in the middle: one message, no stack trace
        Path f = d.resolve("trace-rank-000002-thread-0000.strace");
        byte[] data = Files.readAllBytes(f);
        Files.write(f, java.util.Arrays.copyOf(data, data.length - 10));
        Run p = MainTest.run("trace", "--print", d.toString(), "--rank", "2");
        assertEquals(1, p.exit());
        assertEquals(1, p.err().lines().count(), p.err());
        assertTrue(p.err().startsWith("straggler: " + f + ": truncated at byte "), p.err());
        assertFalse(p.err().contains("Exception"), p.err());
        // another rank's trace is still printed: rank 2's damaged file is not read for it
        Run other = MainTest.run("trace", "--print", d.toString(), "--rank", "3");
        assertEquals(0, other.exit(), other.err());
        assertTrue(other.out().contains("MPI_Init"), other.out());
        Run s = MainTest.run("trace", "--summary", d.toString());
        assertTrue(s.out().contains("unreadable: " + f + ": truncated"), s.out());
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void timeoutEndsAJobThatProgressesPastIt() throws Exception {
        Path dir = tmp.resolve("bounded");
        long t0 = System.nanoTime();
        // hybrid with a billion iterations progresses for hours: every task progressing past --timeout 4 ends it
        Run r = MainTest.run("trace", "--np", "2", "--timeout", "4", "--dump-dir", dir.toString(), "--",
                example("hybrid").toString(), "1000000000", "2");
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertTrue(seconds < 60, "bounded: " + seconds + " s; " + r.err());
        assertTrue(r.err().contains("straggler: the job ran past --timeout 4 s while progressing; ended it; traces kept"
                + " up to the end"), r.err());
        assertFalse(r.err().contains("the job hung"), r.err());
        List<TraceFiles.Summary> traces = TraceFiles.summaries(dir);
        // every trace is readable; every task's MPI thread's ends where SIGTERM found it, and says so
        assertTrue(traces.stream().allMatch(t -> t.error() == null), r.out());
        assertTrue(traces.stream().filter(TraceFiles.Summary::mpiThread)
                .allMatch(t -> t.ending().contains("killed (signal 15)")), r.out());
        assertEquals(List.of(0, 1), traces.stream().map(t -> t.key().rank()).distinct().sorted().toList(), r.out());
        assertTrue(r.out().contains("killed (signal 15)"), r.out());
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void timeoutLeavesAHungJobToTheHangDiagnosis() throws Exception {
        Path dir = tmp.resolve("hung");
        // deadlock hangs from its start: at --timeout 4 s its tasks have been in one call for seconds, not
        // progressing; the runtime diagnoses the hang once they were for 4 s
        Run r = MainTest.run("trace", "--np", "4", "--timeout", "4", "--dump-dir", dir.toString(), "--",
                example("deadlock").toString());
        assertEquals(86, r.exit(), "the runtime's exit code after the diagnosis: " + r.err());
        assertTrue(r.err().contains("the job hung"), r.err());
        assertFalse(r.err().contains("ran past --timeout"), r.err());
        try (var files = Files.list(dir)) {
            assertEquals(4, files.filter(f -> f.getFileName().toString().matches("rank-\\d+\\.sdump")).count(),
                    "every task dumped");
        }
    }

    @Test
    void aProgramWithoutMpiGetsTheRealReason() {
        Run r = MainTest.run("trace", "--np", "2", "--dump-dir", tmp.resolve("nompi").toString(), "--", "/bin/sleep", "1");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains("sleep is not an MPI program"), r.err());
        assertFalse(r.err().contains("STRAGGLER_TRACE"), r.err());
    }
}
