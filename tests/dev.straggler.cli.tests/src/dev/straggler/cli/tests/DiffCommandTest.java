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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * DiffTrace's case study end to end (issue 12, paper §II-D, Fig. 6) through {@code straggler trace},
 * {@code straggler diff} and {@code straggler nlr}, with real mpirun: examples/oddeven.c on 16 ranks (oversubscribed),
 * swapBug and dlBug in rank 5 after the 7th iteration. {@link TraceCommandTest} already shows rank 5 on top on 8 ranks
 * through the Java API; this test adds the paper's 16 ranks, the printed ranking and diffNLR, and the commands' bad
 * input.
 * <p>
 * Known answers, from oddeven.c's header: with the MPI filter (returns removed) rank r's trace is MPI_Init, one
 * exchange per phase it has a partner in, MPI_Allgather, MPI_Finalize. Loop bodies are interned in key order, normal
 * run first: rank 0 (even, sends first) makes L0 = [MPI_Send MPI_Recv], rank 1 (odd, receives first) L1 =
 * [MPI_Recv MPI_Send]. Rank 5 has a partner in all 16 phases: normal {@code L1^16}; swapBug swaps to send-first from
 * iteration 8: {@code L1^7 L0^9}; dlBug receives a tag nobody sends in iteration 8: {@code L1^7 MPI_Recv} and the
 * trace ends there, no MPI_Allgather, no MPI_Finalize.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DiffCommandTest {

    /**
     * Where the class's runs go: shared by its tests, deleted after the last (static: JUnit injects an instance field
     * only before each test, after {@link #recordTheThreeRuns}).
     */
    @TempDir
    static Path tmp;

    static final int N = 16;

    Path normal, swap, dl;

    static Path example(String name) {
        return ExamplesEndToEndTest.examples().resolve(name);
    }

    /** straggler trace on {@code np} tasks into {@code dir}. */
    static Run trace(Path dir, int np, String... job) {
        List<String> args = new ArrayList<>(List.of("trace", "--np", Integer.toString(np), "--dump-dir", dir.toString()));
        Collections.addAll(args, job);
        return MainTest.run(args.toArray(String[]::new));
    }

    @BeforeAll
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void recordTheThreeRuns() throws IOException {
        normal = Files.createTempDirectory(tmp, "straggler-diff-normal");
        swap = Files.createTempDirectory(tmp, "straggler-diff-swap");
        dl = Files.createTempDirectory(tmp, "straggler-diff-dl");
        Run r = trace(normal, N, "--", example("oddeven").toString(), Integer.toString(N));
        assertEquals(0, r.exit(), r.err());
        r = trace(swap, N, "--", example("oddeven").toString(), Integer.toString(N), "swapBug");
        assertEquals(0, r.exit(), r.err());
        // the hang timeout bounds the deadlocked run: the runtime dumps after 5 s without progress and ends the job
        r = trace(dl, N, "--timeout", "5", "--", example("oddeven").toString(), Integer.toString(N), "dlBug");
        assertEquals(86, r.exit(), "the runtime's exit code after the hang's dump: " + r.err());
    }

    /** The lines of {@code out} from the one starting with {@code first} to the next empty line. */
    static List<String> section(String out, String first) {
        List<String> lines = out.lines().toList();
        int from = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(first)) {
                from = i;
                break;
            }
        }
        assertTrue(from >= 0, "no '" + first + "' in\n" + out);
        List<String> s = new ArrayList<>();
        for (int i = from; i < lines.size() && !lines.get(i).isEmpty(); i++) {
            s.add(lines.get(i));
        }
        return s;
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void swapBugRankFiveOnTopAndItsDiffNlrIsL1To16AgainstL1To7L0To9() {
        Run r = MainTest.run("diff", normal.toString(), swap.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("suspicious traces (diverged at, votes, change): 5.0 ("), r.out());
        List<String> d = section(r.out(), "diffNLR(5.0)");
        assertEquals("diffNLR(5.0) under ret.mpi, K 10", d.get(0));
        assertEquals("  = MPI_Init | - L1^16 | + L1^7 L0^9 | = MPI_Allgather MPI_Finalize", d.get(1), r.out());
        assertEquals(List.of(
                "  normal            faulty",
                "    MPI_Init          MPI_Init",
                "  - L1^16           + L1^7",
                "                    + L0^9",
                "    MPI_Allgather     MPI_Allgather",
                "    MPI_Finalize      MPI_Finalize",
                "  L0 = [MPI_Send MPI_Recv]",
                "  L1 = [MPI_Recv MPI_Send]"), d.subList(2, d.size()), r.out());
        // the table: 504 rows by default, lowest B-score first, each naming its suspicious traces and their ranks
        assertTrue(r.out().startsWith("DiffTrace: normal " + normal + ", faulty " + swap + " (16 traces, 504 parameter"
                + " combinations)\n"), r.out());
        assertTrue(r.out().contains("... 484 more rows"), r.out());
        assertTrue(r.out().contains("changed from the normal run: 1 of 16 traces: rank 5\n"), r.out());
        assertFalse(r.out().contains("note: "), "one build, recorded with its build id: " + r.out());

        // --json: the same answer for tools
        Run j = MainTest.run("diff", normal.toString(), swap.toString(), "--json", "--top", "2");
        assertEquals(0, j.exit(), j.err());
        JsonSchemasTest.assertMatches("diff", j.out());
        JsonObject o = JsonParser.parseString(j.out()).getAsJsonObject();
        assertEquals(504, o.getAsJsonArray("rows").size());
        assertEquals(5, o.getAsJsonArray("suspects").get(0).getAsJsonObject().get("rank").getAsInt());
        assertEquals(1, o.getAsJsonArray("suspects").size(), "rank 5 is the only trace any row names");
        assertEquals(1, o.getAsJsonArray("diffNlr").size(), "--top 2 of one suspect");
        JsonObject top = o.getAsJsonArray("diffNlr").get(0).getAsJsonObject();
        assertEquals("= MPI_Init | - L1^16 | + L1^7 L0^9 | = MPI_Allgather MPI_Finalize", top.get("summary").getAsString());
        assertEquals("[\"MPI_Send\",\"MPI_Recv\"]", top.getAsJsonObject("loops").get("L0").toString());
    }

    /**
     * dlBug on 16 real ranks. diffNLR(5) is the paper's Fig. 6-(c). In a real job the deadlock spreads — every rank
     * blocks in the first phase whose partner is blocked, so all 16 traces are cut at a different loop count
     * ({@code L0^7} for rank 0 ... {@code L0^16} for rank 14, rank 15 in MPI_Allgather) — and DiffJSM, which sees which
     * traces share attributes, not how far each got, names rank 5 among 13 suspects with the most votes going to 15,
     * 4 and 6. The suspects are ordered by where each first departed from its normal twin, as a fraction of its
     * normal trace (docs/decisions/034-trace-diffing.md, item 8): a rank that blocks because its partner is blocked
     * departs later in its own progress than that partner, so rank 5, which departs first, is on top, as in the paper.
     * Asserted here: rank 5 is the top suspect, and its faulty trace is the one that stops after 7 exchanges in the
     * receive nobody matches.
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void dlBugDiffNlrOfRankFiveStopsAfterL1To7WithoutFinalize() {
        Run r = MainTest.run("diff", normal.toString(), dl.toString(), "--filter", "ret,mpi", "--trace", "5");
        assertEquals(0, r.exit(), r.err());
        // one filter: 12 attribute modes x 7 linkages x 3 cluster counts
        assertTrue(r.out().contains("(16 traces, 252 parameter combinations)"), r.out());
        List<String> d = section(r.out(), "diffNLR(5.0)");
        assertEquals("  = MPI_Init | - L1^16 MPI_Allgather MPI_Finalize | + L1^7 MPI_Recv", d.get(1), r.out());
        assertTrue(r.out().contains("suspicious traces (diverged at, votes, change): 5.0 ("), r.out());
        Run j = MainTest.run("diff", normal.toString(), dl.toString(), "--filter", "ret,mpi", "--json");
        assertEquals(0, j.exit(), j.err());
        JsonSchemasTest.assertMatches("diff", j.out());
        JsonArray suspects = JsonParser.parseString(j.out()).getAsJsonObject().getAsJsonArray("suspects");
        assertEquals("5.0", suspects.get(0).getAsJsonObject().get("trace").getAsString(), suspects.toString());
        // rank 5 departed first and alone: in iteration 8 of 16, at the receive itself (after MPI_Init and its L1^7: 15
        // of 35 kept events): compared with its arguments, the receive that never completed received nothing, and a
        // suspect's departure is the earliest under any of the comparison's pipelines
        assertEquals(15.0 / 35, suspects.get(0).getAsJsonObject().get("diverged").getAsDouble(), 1e-9,
                suspects.toString());
        assertTrue(suspects.get(1).getAsJsonObject().get("diverged").getAsDouble() > 15.0 / 35, suspects.toString());
        assertEquals(List.of("  normal            faulty", "    MPI_Init          MPI_Init", "  - L1^16           + L1^7",
                "  - MPI_Allgather   + MPI_Recv", "  - MPI_Finalize", "  L1 = [MPI_Recv MPI_Send]"), d.subList(2, d.size()));
        // the deadlock spread: no rank reached MPI_Finalize, and rank 5 stopped earliest of the odd ranks (L1^7)
        for (int rank = 0; rank < N; rank++) {
            Run n = MainTest.run("nlr", dl.toString(), "--rank", Integer.toString(rank));
            assertEquals(0, n.exit(), n.err());
            assertFalse(n.out().contains("MPI_Finalize"), n.out());
            Matcher m = Pattern.compile("(?m)^L1\\^(\\d+)$").matcher(n.out());
            if (rank % 2 == 1 && m.find()) {
                assertTrue(Integer.parseInt(m.group(1)) >= 7, n.out());
                assertEquals(rank == 5, n.out().contains("\nL1^7\nMPI_Recv\n"), n.out());
            }
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void nlrOfOneTrace() {
        Run r = MainTest.run("nlr", swap.toString(), "--rank", "5");
        assertEquals(0, r.exit(), r.err());
        // swap alone: rank 0 interns L0 = [Send Recv], rank 1 L1 = [Recv Send]; rank 5 is L1^7 L0^9
        assertEquals(List.of("MPI_Init", "L1^7", "L0^9", "MPI_Allgather", "MPI_Finalize", "L0 = [MPI_Send MPI_Recv]",
                "L1 = [MPI_Recv MPI_Send]"), r.out().lines().skip(1).toList(), r.out());
        assertTrue(r.out().startsWith("NLR(5.0) of " + swap + " under ret.mpi, K 10: 35 events kept, 5 entries"), r.out());
        // K 1: no loop body has two entries, so nothing folds but repeated single calls
        Run k1 = MainTest.run("nlr", normal.toString(), "--rank", "0", "-K", "1");
        assertEquals(0, k1.exit(), k1.err());
        assertTrue(k1.out().lines().anyMatch(l -> l.equals("MPI_Send")), k1.out());
        Run missing = MainTest.run("nlr", normal.toString(), "--rank", "16");
        assertEquals(1, missing.exit());
        assertEquals("straggler: There is no trace of rank 16 thread 0 in " + normal + ": its traces are 0.0 to 15.0"
                + " (rank.thread).", missing.err().strip());
        Run noRank = MainTest.run("nlr", normal.toString());
        assertEquals(2, noRank.exit());
        assertTrue(noRank.err().startsWith("straggler: nlr needs --rank R"), noRank.err());
    }

    /** One line on stderr, exit code 1, no stack trace. */
    static String oneMessage(Run r) {
        assertEquals(1, r.exit(), r.out() + r.err());
        assertEquals(1, r.err().lines().filter(l -> !l.startsWith("straggler: comparing")).count(), r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
        return r.err().lines().filter(l -> !l.startsWith("straggler: comparing")).findFirst().orElseThrow();
    }

    Path copy(Path from) throws IOException {
        Path to = Files.createTempDirectory(tmp, "straggler-diff-copy");
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".strace")).toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
        return to;
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void badInputIsOneClearMessage() throws IOException {
        // not a trace directory
        Path plain = Files.createTempDirectory(tmp, "straggler-diff-plain");
        String m = oneMessage(MainTest.run("diff", normal.toString(), plain.toString()));
        assertTrue(m.startsWith("straggler: " + plain + ": no trace files (trace-rank-*-thread-*.strace)"), m);
        m = oneMessage(MainTest.run("diff", normal.resolve("nonexistent").toString(), swap.toString()));
        assertTrue(m.contains("nonexistent is not a directory: give the normal run's trace directory"), m);

        // traces of a different program: another build id
        Path hybrid = Files.createTempDirectory(tmp, "straggler-diff-hybrid");
        assertEquals(0, trace(hybrid, N, "--", example("hybrid").toString(), "2", "1").exit());
        m = oneMessage(MainTest.run("diff", normal.toString(), hybrid.toString()));
        assertTrue(m.contains(") ran different builds (build id ") && m.endsWith("allow rebuilds (straggler diff"
                + " --rebuilt)."), m);

        // a missing rank
        Path missing = copy(swap);
        Files.delete(missing.resolve("trace-rank-000003-thread-0000.strace"));
        m = oneMessage(MainTest.run("diff", normal.toString(), missing.toString()));
        assertEquals("straggler: A rank is missing: the faulty run (" + missing + ") has no trace for rank 3 of its 16"
                + " ranks. Record the run again with tracing on for every rank (a trace file may have been deleted or"
                + " not written).", m);

        // an empty trace: the file's header and nothing after it
        Path empty = copy(swap);
        Path f = empty.resolve("trace-rank-000002-thread-0000.strace");
        Files.write(f, java.util.Arrays.copyOf(Files.readAllBytes(f), 48));
        m = oneMessage(MainTest.run("diff", normal.toString(), empty.toString()));
        assertTrue(m.contains("2.0"), m);
        assertTrue(m.contains("empty trace") || m.contains("recorded no event"), m);

        // usage errors: exit code 2 and the usage
        Run u = MainTest.run("diff", normal.toString());
        assertEquals(2, u.exit());
        assertTrue(u.err().startsWith("straggler: diff needs two trace directories"), u.err());
        u = MainTest.run("diff", normal.toString(), swap.toString(), "--linkage", "nearest");
        assertEquals(2, u.exit());
        assertTrue(u.err().startsWith("straggler: Unknown linkage 'nearest'"), u.err());
        u = MainTest.run("diff", normal.toString(), swap.toString(), "--filter", "mpi,bogus");
        assertEquals(2, u.exit());
        assertTrue(u.err().startsWith("straggler: Unknown filter 'bogus'"), u.err());
    }
}
