package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.model.RankSet;

/**
 * The slicing corpus (native-runtime/examples/slice, issue 23): each program hangs with a task blocked in a
 * communication, and its header states what {@code straggler slice} must answer on a real run (Open MPI): the order
 * of the increments ("Increments (mpirun -np 4): 1 | 0 | 2-3") and for the increments it names the group's line, the
 * partner's side of the blocked call (matching, mismatched, missing or unresolved, the partner's call and its lines)
 * and lines the slice must hold by then ("Increment 1: rank 1, MPI_Recv at 43: receive from 0, tag 101 -> mismatched
 * send 33 35; lines 43 33 35 32"). The JSON must match its schema; the text says the same.
 */
class SliceCorpusTest {

    static final Pattern ORDER = Pattern.compile("Increments \\(mpirun -np (\\d+)\\): ([\\d,| -]+)");
    static final Pattern INCREMENT = Pattern.compile("Increment (\\d+): ranks? ([\\d,-]+), (\\S+) at (\\d+)(?:: "
            + "(receive from|send to) (\\d+), tag (\\d+) -> (\\w+) (\\w+)((?: \\d+)*))?; lines((?: \\d+)+)");

    @TempDir
    Path tmp;

    /** One "Increment K" line of a header; {@code kind} null: the group is not blocked in a communication. */
    record Increment(int index, RankSet ranks, int line, int peer, int tag, String kind, String partnerCall,
            Set<Integer> sites, Set<Integer> lines) {
    }

    record Expected(int np, List<RankSet> order, List<Increment> increments) {
        static Expected of(String program) throws IOException {
            String text = Files.readString(sources().resolve(program + ".c"));
            Matcher o = ORDER.matcher(text);
            assertTrue(o.find(), program + ".c has no 'Increments (mpirun -np N): ...' header");
            List<RankSet> order = new ArrayList<>();
            for (String g : o.group(2).split("\\|")) {
                order.add(RankSet.parse(g.strip()));
            }
            List<Increment> incs = new ArrayList<>();
            Matcher m = INCREMENT.matcher(text);
            while (m.find()) {
                boolean blocked = m.group(5) != null;
                incs.add(new Increment(Integer.parseInt(m.group(1)), RankSet.parse(m.group(2)), Integer.parseInt(m.group(4)),
                        blocked ? Integer.parseInt(m.group(6)) : -1, blocked ? Integer.parseInt(m.group(7)) : -1,
                        blocked ? m.group(8) : null, blocked ? m.group(9) : null, blocked ? ints(m.group(10)) : Set.of(),
                        ints(m.group(11))));
            }
            assertTrue(!incs.isEmpty(), program + ".c has no 'Increment K: ...' line");
            return new Expected(Integer.parseInt(o.group(1)), order, incs);
        }
    }

    static Path sources() {
        return ExamplesEndToEndTest.sources().resolve("slice");
    }

    static Stream<String> corpus() throws IOException {
        return ExamplesEndToEndTest.programs(sources());
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

    /** The lines of {@code program}.c in a JSON array of {"file", "line"}. */
    static Set<Integer> lines(JsonArray a, String program) {
        Set<Integer> out = new TreeSet<>();
        for (JsonElement e : a) {
            JsonObject l = e.getAsJsonObject();
            if (Path.of(l.get("file").getAsString()).getFileName().toString().equals(program + ".c")) {
                out.add(l.get("line").getAsInt());
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void theSliceIsTheHeaders(String program) throws IOException {
        Expected exp = Expected.of(program);
        Path exe = ExamplesEndToEndTest.examples().resolve("slice").resolve(program);
        assertTrue(Files.isExecutable(exe), exe + " is not built");
        Path dumps = tmp.resolve(program);
        Run d = MainTest.run("diagnose", "--np", Integer.toString(exp.np()), "--timeout", "1", "--dump-dir",
                dumps.toString(), "--", exe.toString());
        assertEquals(0, d.exit(), "diagnose " + program + ":\n" + d.err());

        Run r = MainTest.run("slice", dumps.toString(), "--json", "--source-root", sources().toString());
        assertEquals(0, r.exit(), r.err());
        JsonSchemasTest.assertMatches("slice", r.out());
        String what = program + ":\n" + d.out() + "\n" + r.out();
        JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
        JsonArray incs = json.getAsJsonArray("increments");
        List<RankSet> order = new ArrayList<>();
        incs.forEach(i -> order.add(ExamplesEndToEndTest.ranks(i.getAsJsonObject().getAsJsonArray("ranks"))));
        assertEquals(exp.order(), order, "the order of the increments: " + what);

        Run text = MainTest.run("slice", dumps.toString(), "--source-root", sources().toString());
        assertEquals(0, text.exit(), text.err());
        for (Increment e : exp.increments()) {
            JsonObject inc = incs.get(e.index() - 1).getAsJsonObject();
            String at = program + " increment " + e.index();
            assertEquals(e.ranks(), ExamplesEndToEndTest.ranks(inc.getAsJsonArray("ranks")), at);
            assertTrue(inc.has("criterion"), at + ": no line to slice from: " + r.out());
            assertEquals(e.line(), inc.getAsJsonObject("criterion").get("line").getAsInt(), at + ": its line");
            JsonArray comms = inc.getAsJsonArray("communication");
            if (e.kind() == null) {
                assertEquals(0, comms.size(), at + ": not blocked in a communication: " + comms);
            } else {
                assertEquals(1, comms.size(), at + ": one partner's side: " + comms);
                JsonObject c = comms.get(0).getAsJsonObject();
                assertEquals(e.kind(), c.get("kind").getAsString(), at + ": " + c);
                assertEquals(e.partnerCall(), c.get("partnerCall").getAsString(), at + ": " + c);
                assertEquals(e.ranks(), ExamplesEndToEndTest.ranks(c.getAsJsonArray("tasks")), at + ": " + c);
                assertEquals(RankSet.of(e.peer()), ExamplesEndToEndTest.ranks(c.getAsJsonArray("partners")), at + ": " + c);
                assertEquals(e.sites(), lines(c.getAsJsonArray("sites"), program), at + ": the partner's sites: " + c);
                String description = c.get("description").getAsString();
                assertTrue(description.contains("tag " + e.tag()), at + ": " + description);
                assertTrue(text.out().contains("  " + e.kind() + " " + e.partnerCall() + ": " + description), text.out());
            }
            Set<Integer> slice = lines(inc.getAsJsonArray("lines"), program);
            assertTrue(slice.containsAll(e.lines()), at + ": the header's lines " + e.lines() + " in the slice " + slice);
        }
        assertTrue(text.out().contains("Order: "), text.out());
    }
}
