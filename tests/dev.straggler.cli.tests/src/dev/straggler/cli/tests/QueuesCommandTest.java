package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * {@code straggler queues}: the message queues of real hangs of the deadlock corpus (native-runtime/examples/deadlocks),
 * each diagnosed with {@code straggler diagnose} first, then its queues read back: the operations, what matches them,
 * the cycles of waits — the answers follow from each program's source.
 */
class QueuesCommandTest {

    /** Where the test's runs go: deleted after each test. */
    @TempDir
    Path tmp;

    /** Diagnoses {@code program} on 4 tasks; returns its dump directory. */
    Path diagnosed(String program) throws Exception {
        Path exe = ExamplesEndToEndTest.examples().resolve("deadlocks").resolve(program);
        Path dumps = Files.createTempDirectory(tmp, "straggler-queues-" + program + "-");
        Run d = MainTest.run("diagnose", "--np", "4", "--timeout", "2", "--dump-dir", dumps.toString(), "--json", "--",
                exe.toString());
        assertEquals(0, d.exit(), program + ": " + d.err());
        return dumps;
    }

    /** Diagnoses {@code program} on 4 tasks and returns {@code queues --json} on its dumps. */
    JsonObject queues(String program) throws Exception {
        return queues(program, diagnosed(program));
    }

    /** {@code queues --json} on {@code program}'s dumps in {@code dumps}, checked against its schema. */
    static JsonObject queues(String program, Path dumps) throws Exception {
        Run q = MainTest.run("queues", dumps.toString(), "--json");
        assertEquals(0, q.exit(), program + ": " + q.err());
        JsonSchemasTest.assertMatches("queues", q.out());
        return JsonParser.parseString(q.out()).getAsJsonObject();
    }

    /** rank → its task object. */
    static Map<Integer, JsonObject> tasks(JsonObject q) {
        Map<Integer, JsonObject> m = new HashMap<>();
        for (JsonElement g : q.getAsJsonArray("groups")) {
            for (JsonElement t : g.getAsJsonObject().getAsJsonArray("tasks")) {
                m.put(t.getAsJsonObject().get("rank").getAsInt(), t.getAsJsonObject());
            }
        }
        return m;
    }

    static List<Integer> ints(JsonArray a) {
        List<Integer> l = new ArrayList<>();
        a.forEach(e -> l.add(e.getAsInt()));
        return l;
    }

    static JsonObject onlyWait(JsonObject task) {
        JsonArray w = task.getAsJsonArray("waits");
        assertEquals(1, w.size(), "one part of the wait: " + task);
        return w.get(0).getAsJsonObject();
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void tagMismatchIsACycleOfUnmatchedReceivesWithTheMessageSentWithAnotherTag() throws Exception {
        Path dumps = diagnosed("tag_mismatch");
        JsonObject q = queues("tag_mismatch", dumps);
        assertTrue(q.get("waitFactsKnown").getAsBoolean());
        assertEquals(List.of(List.of(0, 1)), q.getAsJsonArray("cycles").asList().stream().map(e -> ints(e.getAsJsonArray())).toList());
        assertEquals(List.of(0, 1), ints(q.getAsJsonArray("unmatched")), "ranks 2-3 wait in a collective");
        assertEquals(List.of(), ints(q.getAsJsonArray("noted")));
        Map<Integer, JsonObject> t = tasks(q);
        // rank 0 waits for the reply (tag 22) rank 1 never sent
        JsonObject r0 = onlyWait(t.get(0));
        assertEquals("receive", r0.get("kind").getAsString());
        assertEquals(1, r0.get("peer").getAsInt());
        assertEquals(22, r0.get("tag").getAsInt());
        assertEquals("MPI_COMM_WORLD", r0.get("communicator").getAsString());
        assertEquals("unmatched", r0.get("match").getAsString());
        // MPI_Recv(&reply, 1, MPI_INT, ...): the posted buffer is one int, 4 bytes (dump format 1.5)
        assertEquals(4, r0.get("bytes").getAsInt());
        assertEquals(-1, r0.get("root").getAsInt());
        assertEquals(0, r0.getAsJsonArray("notes").size());
        assertEquals("rank 1 posted 0 sends to rank 0 with tag 22, rank 0 posted 1 receive", r0.get("reason").getAsString());
        assertEquals("", r0.get("hint").getAsString(), "rank 1 sent nothing else");
        // rank 1 waits with the server's tag 21 for the request rank 0 sent with tag 20: the counts hold it
        JsonObject r1 = onlyWait(t.get(1));
        assertEquals(21, r1.get("tag").getAsInt());
        assertEquals(4, r1.get("bytes").getAsInt());
        assertEquals("unmatched", r1.get("match").getAsString());
        assertEquals("rank 0 posted 1 send to rank 1 with tag 20 that no receive can take: another tag?",
                r1.get("hint").getAsString());
        assertTrue(r1.get("explanation").getAsString().endsWith("; " + r1.get("hint").getAsString()), r1.toString());
        assertTrue(t.get(1).get("leastProgressed").getAsBoolean());
        assertTrue(t.get(0).get("inCycle").getAsBoolean() && t.get(1).get("inCycle").getAsBoolean());
        // ranks 2 and 3 wait in the barrier for 0 and 1
        for (int r : new int[] { 2, 3 }) {
            JsonObject b = onlyWait(t.get(r));
            assertEquals("collective", b.get("kind").getAsString());
            assertEquals(0, b.get("bytes").getAsInt(), "MPI_Barrier moves no data");
            assertEquals(-1, b.get("root").getAsInt(), "MPI_Barrier has no root");
            assertEquals(List.of(0, 1), ints(b.getAsJsonArray("missing")), "rank " + r);
            assertEquals(List.of(2, 3), ints(b.getAsJsonArray("partners")), "rank " + r);
            assertEquals("waiting", b.get("match").getAsString());
            assertEquals("waiting for ranks 0-1 to enter", b.get("explanation").getAsString());
            assertEquals(false, t.get(r).get("inCycle").getAsBoolean());
        }
        // the least-progressed group comes first
        assertEquals(List.of(1), ints(q.getAsJsonArray("groups").get(0).getAsJsonObject().getAsJsonArray("ranks")));
        // the diagnosis text names the size of the least-progressed task's wait as the queues do
        Run text = MainTest.run("analyze", dumps.toString());
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().contains("\n  rank 1 waits to receive tag 21 from rank 0 on MPI_COMM_WORLD (4 B)\n"),
                text.out());
    }

    /**
     * root_mismatch: 0 and 1 each call MPI_Gather of one double on their pair's communicator with itself as the root;
     * each gather is matched (both members are in it) and noted: the members name different roots.
     */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void membersOfAGatherNamingDifferentRootsAreNoted() throws Exception {
        Path dumps = diagnosed("root_mismatch");
        JsonObject q = queues("root_mismatch", dumps);
        assertEquals(List.of(0, 1), ints(q.getAsJsonArray("noted")));
        Map<Integer, JsonObject> t = tasks(q);
        for (int r : new int[] { 0, 1 }) {
            JsonObject g = onlyWait(t.get(r));
            assertEquals("collective", g.get("kind").getAsString());
            assertEquals(r, g.get("root").getAsInt(), "rank " + r + " names itself");
            assertEquals(8, g.get("bytes").getAsInt(), "one double sent");
            assertEquals(2, g.get("communicatorSize").getAsInt());
            assertEquals("matched", g.get("match").getAsString());
            String note = "roots differ: " + r + " vs " + (1 - r) + " (at " + (1 - r) + ")";
            assertEquals(List.of(note), g.getAsJsonArray("notes").asList().stream().map(JsonElement::getAsString).toList());
            assertTrue(g.get("explanation").getAsString().startsWith(note + "; "), g.toString());
            assertTrue(g.get("description").getAsString().startsWith("collective, root " + r + ", communicator of 2, 8 B"),
                    g.toString());
        }
        for (int r : new int[] { 2, 3 }) {
            JsonObject b = onlyWait(t.get(r));
            assertEquals(-1, b.get("root").getAsInt());
            assertEquals(List.of(0, 1), ints(b.getAsJsonArray("missing")), "rank " + r);
        }
        // the text: the root and size in the operation, the note in its mark, the ranks in the summary
        Run text = MainTest.run("queues", dumps.toString());
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().lines().findFirst().orElseThrow().endsWith("; sizes or roots that do not fit at ranks 0-1"),
                text.out());
        assertTrue(text.out().contains("    waits   collective, root 1, communicator of 2, 8 B  [matched, DOES NOT FIT: "
                + "roots differ: 1 vs 0 (at 0); every member is in a collective of this communicator]"), text.out());
        // the diagnosis text: each gather's root and size
        Run diagnosis = MainTest.run("analyze", dumps.toString());
        assertEquals(0, diagnosis.exit(), diagnosis.err());
        for (int r : new int[] { 0, 1 }) {
            assertTrue(diagnosis.out().contains("\n  rank " + r + " waits in a collective on a communicator of 2 tasks (root "
                    + r + ", 8 B)\n"), diagnosis.out());
        }
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aReceiveFromAFinishedTaskIsNeverMatched() throws Exception {
        JsonObject q = queues("class1_finished");
        Map<Integer, JsonObject> t = tasks(q);
        JsonObject r2 = onlyWait(t.get(2));
        assertEquals("receive", r2.get("kind").getAsString());
        assertEquals(3, r2.get("peer").getAsInt());
        assertEquals(4, r2.get("tag").getAsInt());
        assertEquals("peer_finished", r2.get("match").getAsString());
        assertEquals(8, r2.get("bytes").getAsInt(), "MPI_Recv of one MPI_DOUBLE");
        for (int r : new int[] { 0, 1, 3 }) {
            assertEquals("finished", t.get(r).get("status").getAsString(), "rank " + r);
        }
        assertEquals(0, q.getAsJsonArray("cycles").size(), "a wait on a finished task is a dead end, not a cycle");
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void textNamesEveryTaskAndMarksTheCycle() throws Exception {
        Path exe = ExamplesEndToEndTest.examples().resolve("deadlocks").resolve("recv_cycle2");
        Path dumps = Files.createTempDirectory(tmp, "straggler-queues-text-");
        assertEquals(0, MainTest.run("diagnose", "--np", "4", "--timeout", "2", "--dump-dir", dumps.toString(), "--json",
                "--", exe.toString()).exit());
        Run r = MainTest.run("queues", dumps.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("Message queues at the hang: "), r.out());
        assertTrue(r.out().contains("1 cycle of waits: ranks 1-2"), r.out());
        for (int k = 0; k < 4; k++) {
            assertTrue(r.out().contains("  rank " + k + ": "), "rank " + k + " listed:\n" + r.out());
        }
        // rank 1's MPI_Recv(&other, 1, MPI_INT, 2, 1, ...): its size in the text, and the counts
        assertTrue(r.out().contains("    waits   receive from 2, tag 1, MPI_COMM_WORLD, 4 B  [UNMATCHED: rank 2 posted 0 "
                + "sends to rank 1 with tag 1, rank 1 posted 1 receive]"), r.out());
        assertTrue(r.out().contains("[waiting for ranks 1-2 to enter]"), r.out());

        Run bad = MainTest.run("queues", dumps.resolve("nothing-here").toString());
        assertEquals(1, bad.exit());
        assertEquals(1, bad.err().strip().lines().count(), "one message: " + bad.err());
        assertTrue(bad.err().contains("is not a directory"), bad.err());
    }
}
