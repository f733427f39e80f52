package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.model.RankSet;

/**
 * The message-queue corpus (native-runtime/examples/queues, issue 23): every program leaves its pending operations in
 * one class — matched with only the completion pending, unmatched by a tag, a communicator or a missing send, a
 * collective waiting for members, from any source, truncating, unknown, on a finished peer — and its header states the
 * expected {@code straggler queues} answer, one line per operation. Each program runs for real (mpirun with the
 * runtime preloaded, on Open MPI and on MPICH), is diagnosed, and its {@code queues --json} must be the header's: every
 * line's operations classified as it says, with the partner's call and line, the counts, the hint or none, the note,
 * the reason; and every operation of the output stated by some line.
 */
class QueuesCorpusTest {

    static final Pattern HEADER = Pattern.compile("Expected queues \\(mpirun -np (\\d+)\\):");
    /** "rank 1 pending receive from 0 tag 7 #2: matched, ..." */
    static final Pattern LINE = Pattern.compile("ranks? ([\\d,-]+) (waits|pending) (send|receive|probe|collective)"
            + "(?: (?:from|to) (any|\\d+))?(?: tag (any|\\d+))?(?: #(\\d+))?: "
            + "(matched|unmatched|unknown|waiting|peer finished)(.*)");
    static final Pattern BY = Pattern.compile("^ by rank (\\d+) (MPI_\\w+) at (\\S+):(\\d+)");
    /** ", posted 2", ", hint \"...\"", ... ; " for 2-3" right after "waiting" (the members it waits for) */
    static final Pattern DETAIL = Pattern.compile("^(?:, (?:(no hint|no note)|(hint|note|why) \"([^\"]*)\""
            + "|(partner posted|posted) (\\d+))| for ([\\d,-]+))");

    /** One line of a header: which operations, and what they must be. Null: not stated. */
    record Expected(String text, RankSet ranks, boolean waits, String kind, Integer peer, Integer tag, Long ordinal,
            String match, Integer byRank, String byCall, String byFile, Integer byLine, Long posted, Long partnerPosted,
            String hint, String note, String why, RankSet waitingFor) {

        /** Whether operation {@code op} of {@code rank} (a part of its wait or not) is one this line states. */
        boolean selects(int rank, boolean waited, JsonObject op) {
            return ranks.contains(rank) && waits == waited && kind.equals(op.get("kind").getAsString())
                    && (peer == null || peer == op.get("peer").getAsInt()) && (tag == null || tag == op.get("tag").getAsInt())
                    && (ordinal == null || ordinal == op.get("ordinal").getAsLong());
        }

        void check(JsonObject op, String where) {
            String what = where + ": '" + text + "' vs " + op;
            assertEquals(match, op.get("match").getAsString(), what);
            if (byRank != null) {
                JsonObject by = op.getAsJsonObject("matchedBy");
                assertEquals(byRank, by.get("rank").getAsInt(), what);
                assertEquals(byCall, by.get("call").getAsString(), what);
                assertEquals(byFile + ":" + byLine, by.get("location").getAsString(), what);
            } else if (match.equals("matched") && !kind.equals("collective")) {
                fail("a matched point-to-point line names its partner's call and line: " + what);
            }
            if (posted != null) {
                assertEquals(posted, op.get("posted").getAsLong(), what);
            }
            if (partnerPosted != null) {
                assertEquals(partnerPosted, op.get("partnerPosted").getAsLong(), what);
            }
            if (hint != null) {
                assertEquals(hint, op.get("hint").getAsString(), what);
            }
            if (note != null) {
                List<String> notes = op.getAsJsonArray("notes").asList().stream().map(JsonElement::getAsString).toList();
                assertEquals(note.isEmpty() ? List.of() : List.of(note), notes, what);
            }
            if (why != null) {
                assertTrue(op.get("reason").getAsString().contains(why), what);
            }
            if (waitingFor != null) {
                assertEquals(waitingFor, ExamplesEndToEndTest.ranks(op.getAsJsonArray("missing")), what);
                assertEquals("waiting for " + (waitingFor.size() == 1 ? "rank " : "ranks ") + waitingFor + " to enter",
                        op.get("reason").getAsString(), what);
            }
        }
    }

    /** A program's np and its header's lines. */
    record Header(int np, List<Expected> lines) {
    }

    static Path sources() {
        return ExamplesEndToEndTest.sources().resolve("queues");
    }

    static Header header(String program) throws IOException {
        List<String> source = Files.readAllLines(sources().resolve(program + ".c"));
        int np = -1, at = -1;
        for (int i = 0; i < source.size() && np < 0; i++) {
            Matcher m = HEADER.matcher(source.get(i));
            if (m.find()) {
                np = Integer.parseInt(m.group(1));
                at = i + 1;
            }
        }
        assertTrue(np > 0, program + ".c has no 'Expected queues (mpirun -np N):' header");
        List<String> texts = new ArrayList<>();
        for (int i = at; i < source.size() && source.get(i).startsWith(" *   "); i++) {
            String s = source.get(i).substring(5);
            if (s.startsWith("rank")) {
                texts.add(s.strip());
            } else {
                assertFalse(texts.isEmpty(), program + ".c:" + (i + 1) + ": a continuation before the first line");
                texts.set(texts.size() - 1, texts.getLast() + " " + s.strip());
            }
        }
        assertFalse(texts.isEmpty(), program + ".c states no operation");
        List<Expected> lines = new ArrayList<>();
        for (String t : texts) {
            lines.add(parse(program, t, source));
        }
        return new Header(np, lines);
    }

    static Expected parse(String program, String text, List<String> source) {
        Matcher m = LINE.matcher(text);
        assertTrue(m.matches(), program + ".c: not a line of the header's grammar: '" + text + "'");
        String rest = m.group(8);
        Integer byRank = null, byLine = null;
        String byCall = null, byFile = null;
        Matcher by = BY.matcher(rest);
        if (by.find()) {
            byRank = Integer.parseInt(by.group(1));
            byCall = by.group(2);
            byFile = by.group(3);
            byLine = Integer.parseInt(by.group(4));
            assertEquals(program + ".c", byFile, text);
            assertTrue(byLine <= source.size() && source.get(byLine - 1).contains(byCall + "("),
                    program + ".c:" + byLine + " does not call " + byCall + " (a stale header?): '" + text + "'");
            rest = rest.substring(by.end());
        }
        Long posted = null, partnerPosted = null;
        String hint = null, note = null, why = null;
        RankSet waitingFor = null;
        while (!rest.isEmpty()) {
            Matcher d = DETAIL.matcher(rest);
            assertTrue(d.find(), program + ".c: cannot read '" + rest + "' of '" + text + "'");
            if ("no hint".equals(d.group(1))) {
                hint = "";
            } else if ("no note".equals(d.group(1))) {
                note = "";
            } else if (d.group(2) != null) {
                switch (d.group(2)) {
                case "hint" -> hint = d.group(3);
                case "note" -> note = d.group(3);
                default -> why = d.group(3);
                }
            } else if (d.group(4) != null) {
                long n = Long.parseLong(d.group(5));
                if (d.group(4).equals("posted")) {
                    posted = n;
                } else {
                    partnerPosted = n;
                }
            } else {
                waitingFor = RankSet.parse(d.group(6));
            }
            rest = rest.substring(d.end());
        }
        String match = m.group(7).replace(' ', '_');
        if (match.equals("unmatched") || match.equals("peer_finished")) {
            assertTrue(hint != null, program + ".c: an unmatched line says 'hint \"...\"' or 'no hint': '" + text + "'");
        }
        if (match.equals("waiting")) {
            assertTrue(waitingFor != null, program + ".c: a waiting line says 'for RANKS': '" + text + "'");
        }
        return new Expected(text, RankSet.parse(m.group(1)), m.group(2).equals("waits"), m.group(3), number(m.group(4), -2),
                number(m.group(5), -1), m.group(6) == null ? null : Long.valueOf(m.group(6)), match, byRank, byCall, byFile,
                byLine, posted, partnerPosted, hint, note, why, waitingFor);
    }

    /** A peer or a tag as the JSON has it: "any" is {@code any} (-2 MPI_ANY_SOURCE, -1 MPI_ANY_TAG); null: not stated. */
    private static Integer number(String s, int any) {
        return s == null ? null : s.equals("any") ? any : Integer.valueOf(s);
    }

    static Stream<Arguments> corpus() throws IOException {
        return DeadlockCorpusTest.onBothMpis(sources());
    }

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{1} on {0}")
    @MethodSource("corpus")
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void queuesAreTheHeadersAnswer(String mpi, String program) throws Exception {
        Header h = header(program);
        Path exe;
        String launcher;
        if (mpi.equals("mpich")) {
            exe = ExamplesEndToEndTest.examples().getParent().resolve("mpich/examples/queues").resolve(program);
            launcher = "mpiexec.mpich";
            Assumptions.assumeTrue(Files.isExecutable(exe) && Files.isExecutable(Path.of("/usr/bin/mpiexec.mpich")),
                    "MPICH is not installed");
        } else {
            exe = ExamplesEndToEndTest.examples().resolve("queues").resolve(program);
            launcher = "mpirun";
        }
        assertTrue(Files.isExecutable(exe), exe + " is not built");
        Path dumps = Files.createTempDirectory(tmp, program + "-" + mpi + "-");
        Run d = MainTest.run("diagnose", "--launcher", launcher, "--np", Integer.toString(h.np()), "--timeout", "2",
                "--dump-dir", dumps.toString(), "--json", "--", exe.toString());
        assertEquals(0, d.exit(), program + " on " + mpi + ": " + d.err());
        JsonObject q = QueuesCommandTest.queues(program, dumps);
        assertAnswer(h, q, program + " on " + mpi);
    }

    /** Every line's operations as it says, every operation stated by a line. */
    static void assertAnswer(Header h, JsonObject q, String what) {
        Map<JsonObject, Boolean> stated = new IdentityHashMap<>();
        List<Object[]> ops = new ArrayList<>(); // rank, waited, op
        QueuesCommandTest.tasks(q).forEach((rank, task) -> {
            for (String list : List.of("waits", "pending")) {
                for (JsonElement e : task.getAsJsonArray(list)) {
                    ops.add(new Object[] { rank, list.equals("waits"), e.getAsJsonObject() });
                }
            }
        });
        for (Expected line : h.lines()) {
            RankSet.Builder seen = RankSet.builder();
            for (Object[] o : ops) {
                JsonObject op = (JsonObject) o[2];
                if (line.selects((int) o[0], (boolean) o[1], op)) {
                    line.check(op, what + ", rank " + o[0]);
                    stated.put(op, true);
                    seen.add((int) o[0]);
                }
            }
            assertEquals(line.ranks(), seen.build(), what + ": the ranks with an operation of '" + line.text() + "'\n" + q);
        }
        for (Object[] o : ops) {
            assertTrue(stated.containsKey(o[2]), what + ": rank " + o[0] + "'s " + (((boolean) o[1]) ? "wait " : "pending ")
                    + o[2] + " is stated by no line of the header");
        }
    }

    @Test
    void theHeaderGrammarIsStrict() {
        List<String> src = List.of("", "", "    MPI_Isend(&x, 1, MPI_INT, 2, 1, MPI_COMM_WORLD, &r);");
        Expected e = parse("p", "rank 1 pending receive from 0 tag 1 #2: matched by rank 0 MPI_Isend at p.c:3, posted 2,"
                + " partner posted 2", src);
        assertEquals(RankSet.of(1), e.ranks());
        assertEquals(2L, e.ordinal());
        assertEquals(0, e.byRank());
        assertEquals(2L, e.partnerPosted());
        Expected w = parse("p", "ranks 0-1 waits collective: waiting for 2-3", src);
        assertEquals(RankSet.parse("2-3"), w.waitingFor());
        Expected u = parse("p", "ranks 0-1,3 waits receive from any tag 5: unmatched, posted 3, hint \"a, b\"", src);
        assertEquals(-2, u.peer());
        assertEquals(5, u.tag());
        assertEquals("a, b", u.hint());
        assertEquals(RankSet.parse("0-1,3"), u.ranks());
        for (String bad : List.of("rank 1 waits receive from 0: unmatched", // no hint stated
                "rank 1 waits receive from 0: unmatched, no hint, tomorrow", // unknown detail
                "rank 1 waits collective: waiting", // no members
                "rank 1 pending send to 2: matched by rank 2 MPI_Irecv at p.c:3")) { // line 3 calls MPI_Isend
            assertThrows(bad, src);
        }
    }

    private static void assertThrows(String line, List<String> src) {
        try {
            parse("p", line, src);
        } catch (AssertionError expected) {
            return;
        }
        fail("accepted: " + line);
    }
}
