package dev.straggler.internal.source.slice.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dev.straggler.core.queues.MessageQueues.Kind;
import dev.straggler.core.queues.MessageQueues.Match;
import dev.straggler.core.queues.MessageQueues.Operation;
import dev.straggler.core.queues.MessageQueues.TaskQueue;
import dev.straggler.internal.source.slice.Partners;
import dev.straggler.internal.source.slice.Program;
import dev.straggler.model.RankSet;
import dev.straggler.source.slice.SliceIncrements.Communication;
import dev.straggler.source.slice.SourceLine;
import dev.straggler.source.slice.SourceResolver;

/**
 * {@link Partners} on the slicing corpus (native-runtime/examples/slice) without running it: each header's blocked
 * call ("Increment K: rank R, MPI_Recv at 43: receive from 0, tag 101 -> mismatched send 33 35; lines ...") as the
 * wait of a task, the partner's side must be the header's, its sites and the header's lines in the slice. The real
 * runs of the same headers are SliceCorpusTest's (cli.tests).
 */
class PartnersTest {

    static final Pattern NP = Pattern.compile("Increments \\(mpirun -np (\\d+)\\)");
    static final Pattern BLOCKED = Pattern.compile("Increment (\\d+): ranks? (\\d+), (\\S+) at (\\d+): (receive from|send to) "
            + "(\\d+), tag (\\d+) -> (\\w+) (\\w+)((?: \\d+)*); lines((?: \\d+)+)");

    static Path corpus() {
        return Labels.examples().resolve("slice");
    }

    /** A blocked call of a corpus header. */
    record Case(String program, int np, int rank, String call, int line, Kind kind, int peer, int tag, String answer,
            String partnerCall, Set<Integer> sites, Set<Integer> lines) {
        @Override
        public String toString() {
            return program + " rank " + rank + " at " + line;
        }
    }

    static Stream<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(corpus())) {
            for (Path f : files.filter(p -> p.toString().endsWith(".c")).sorted().toList()) {
                String text = Files.readString(f);
                Matcher np = NP.matcher(text);
                assertTrue(np.find(), f + " has no 'Increments (mpirun -np N)' header");
                Matcher m = BLOCKED.matcher(text);
                while (m.find()) {
                    out.add(new Case(f.getFileName().toString(), Integer.parseInt(np.group(1)), Integer.parseInt(m.group(2)),
                            m.group(3), Integer.parseInt(m.group(4)), m.group(5).startsWith("receive") ? Kind.RECEIVE : Kind.SEND,
                            Integer.parseInt(m.group(6)), Integer.parseInt(m.group(7)), m.group(8), m.group(9), ints(m.group(10)),
                            ints(m.group(11))));
                }
            }
        }
        assertTrue(out.size() >= 5, "the corpus' headers name blocked calls: " + out);
        return out.stream();
    }

    static Set<Integer> ints(String s) {
        Set<Integer> out = new TreeSet<>();
        for (String w : s.strip().split("\\s+")) {
            if (!w.isEmpty()) {
                out.add(Integer.parseInt(w));
            }
        }
        return out;
    }

    static Set<Integer> lines(Set<SourceLine> s) {
        Set<Integer> out = new TreeSet<>();
        s.forEach(l -> out.add(l.line()));
        return out;
    }

    static Operation op(Kind kind, int peer, int tag, int size) {
        return new Operation(kind, peer, tag, "MPI_COMM_WORLD", size, false, false, true, Match.UNMATCHED, RankSet.EMPTY,
                RankSet.EMPTY, "", Operation.BYTES_UNKNOWN, Operation.NO_ROOT, List.of());
    }

    static TaskQueue blocked(int rank, String call, Operation... waits) {
        return new TaskQueue(rank, call, "blocked", List.of(waits), List.of(), false, false);
    }

    static Path file(String program) {
        return corpus().resolve(program).toAbsolutePath().normalize();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theHeadersPartnerSideIsFoundInTheSource(Case c) {
        Path f = file(c.program());
        SourceResolver r = SourceResolver.debugInfoPaths();
        Program program = Program.parse(r, List.of(f));
        TaskQueue t = blocked(c.rank(), c.call(), op(c.kind(), c.peer(), c.tag(), c.np()));
        Map<Integer, TaskQueue> tasks = new HashMap<>();
        tasks.put(c.rank(), t);
        Partners.Result res = new Partners(program, c.np(), tasks).of(List.of(t), new SourceLine(f.toString(), c.line()));
        assertEquals(1, res.communication().size(), res.communication().toString());
        Communication comm = res.communication().get(0);
        assertEquals(c.answer(), comm.kind().word(), comm.description());
        assertEquals(c.partnerCall(), comm.partnerCall(), comm.description());
        assertEquals(RankSet.of(c.rank()), comm.tasks());
        assertEquals(RankSet.of(c.peer()), comm.partners());
        assertEquals(c.sites(), lines(comm.sites()), comm.description());
        assertTrue(comm.description().contains("tag " + c.tag()), comm.description());
        assertEquals(RankSet.of(c.rank()), res.tasksSeen());
        Set<Integer> slice = lines(program.slice(f.toString(), c.line()));
        slice.addAll(lines(res.lines()));
        assertTrue(slice.containsAll(c.lines()), "the header's lines " + c.lines() + " in " + slice);
        if (comm.kind() == Communication.Kind.UNRESOLVED) {
            assertEquals(Set.of(), res.lines(), "an unresolved partner adds nothing");
        } else {
            assertTrue(lines(res.lines()).containsAll(c.sites()), "the partner's sites are sliced: " + res.lines());
        }
        assertEquals(List.of(), r.warnings());
    }

    @Test
    void aReceiveFromAnySourceIsNamedNotGuessed() {
        Path f = file("count.c");
        Program program = Program.parse(SourceResolver.debugInfoPaths(), List.of(f));
        TaskQueue t = blocked(1, "MPI_Recv", op(Kind.RECEIVE, Operation.ANY_SOURCE, 7, 4));
        Partners.Result res = new Partners(program, 4, Map.of(1, t)).of(List.of(t), new SourceLine(f.toString(), 43));
        assertEquals(Communication.Kind.UNRESOLVED, res.communication().get(0).kind());
        assertTrue(res.communication().get(0).description().contains("any source"), res.communication().toString());
        assertEquals(Set.of(), res.lines());
    }

    @Test
    void tasksWithTheSameAnswerAreMerged() {
        // dynamic.c: every client waits for its reply from rank 0, whose one reply goes where the request says
        Path f = file("dynamic.c");
        Program program = Program.parse(SourceResolver.debugInfoPaths(), List.of(f));
        TaskQueue one = blocked(1, "MPI_Recv", op(Kind.RECEIVE, 0, 2, 4));
        TaskQueue three = blocked(3, "MPI_Recv", op(Kind.RECEIVE, 0, 2, 4));
        Partners.Result res = new Partners(program, 4, Map.of(1, one, 3, three)).of(List.of(one, three),
                new SourceLine(f.toString(), 44));
        assertEquals(1, res.communication().size(), res.communication().toString());
        assertEquals(RankSet.of(1, 3), res.communication().get(0).tasks());
        assertEquals(RankSet.of(1, 3), res.tasksSeen());
    }

    @Test
    void aPartnerThatHasNotPostedItIsSaidWhereItIs() {
        Path f = file("count.c");
        Program program = Program.parse(SourceResolver.debugInfoPaths(), List.of(f));
        TaskQueue one = blocked(1, "MPI_Recv", op(Kind.RECEIVE, 0, 7, 4));
        TaskQueue zero = new TaskQueue(0, "MPI_Finalize", "finished", List.of(), List.of(), false, false);
        Partners.Result res = new Partners(program, 4, Map.of(0, zero, 1, one)).of(List.of(one),
                new SourceLine(f.toString(), 43));
        Communication c = res.communication().get(0);
        assertEquals(Communication.Kind.MATCHING, c.kind(), c.description());
        assertTrue(c.description().contains("not posted: rank 0 finished"), c.description());
    }

    @Test
    void theMembersNotInACollectiveReachTheSameCollective() {
        Path f = file("tag.c");
        Program program = Program.parse(SourceResolver.debugInfoPaths(), List.of(f));
        Operation barrier = new Operation(Kind.COLLECTIVE, -1, Operation.ANY_TAG, "MPI_COMM_WORLD", 4, false, false, true,
                Match.UNMATCHED, RankSet.of(2, 3), RankSet.of(0, 1), "", Operation.BYTES_UNKNOWN, Operation.NO_ROOT,
                List.of());
        TaskQueue two = blocked(2, "MPI_Barrier", barrier);
        Partners.Result res = new Partners(program, 4, Map.of(2, two)).of(List.of(two), new SourceLine(f.toString(), 47));
        Communication c = res.communication().get(0);
        assertEquals(Communication.Kind.MATCHING, c.kind(), c.description());
        assertEquals("collective", c.partnerCall());
        assertEquals(RankSet.of(0, 1), c.partners());
        assertEquals(Set.of(47), lines(c.sites()));
    }
}
