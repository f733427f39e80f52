package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * {@code straggler queues} on the ring example (native-runtime/examples/ring.c), where a user found every pending
 * operation labelled UNMATCHED with a hint of another tag or communicator: in fact each one's partner posted the
 * matching operation (the counts are equal) but for the one receive whose sender spins before sending. A real run
 * with the runtime preloaded; the answers follow from ring.c: rank 2 posted its receive from rank 1 (tag 3, the
 * fourth iteration) and spins; rank 1 sent it; rank 3 waits for rank 2's message, its own send to rank 0 pending,
 * rank 0 having received it; ranks 0-1 wait in MPI_Barrier.
 */
class QueuesMatchTest {

    @TempDir
    Path tmp;

    /** Every operation of {@code task}, parts of its wait first. */
    static List<JsonObject> operations(JsonObject task) {
        List<JsonObject> ops = new ArrayList<>();
        for (String list : List.of("waits", "pending")) {
            for (JsonElement e : task.getAsJsonArray(list)) {
                ops.add(e.getAsJsonObject());
            }
        }
        return ops;
    }

    static JsonObject find(JsonObject task, String kind, int peer) {
        return operations(task).stream()
                .filter(o -> o.get("kind").getAsString().equals(kind) && o.get("peer").getAsInt() == peer).findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " with peer " + peer + " in " + task));
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void theRingsPendingOperationsAreMatchedButTheOneWhoseSenderSpins() throws Exception {
        Path dumps = Files.createTempDirectory(tmp, "ring-");
        Run d = MainTest.run("diagnose", "--np", "4", "--timeout", "2", "--dump-dir", dumps.toString(), "--json", "--",
                ExamplesEndToEndTest.examples().resolve("ring").toString());
        assertEquals(0, d.exit(), d.err());
        JsonObject q = QueuesCommandTest.queues("ring", dumps);
        var tasks = QueuesCommandTest.tasks(q);

        JsonObject recv2 = find(tasks.get(2), "receive", 1);
        assertEquals(3, recv2.get("tag").getAsInt());
        assertEquals("matched", recv2.get("match").getAsString());
        assertEquals("rank 1's MPI_Isend (ring.c:44) matches it; only its completion is pending",
                recv2.get("explanation").getAsString());
        JsonObject by = recv2.getAsJsonObject("matchedBy");
        assertEquals(1, by.get("rank").getAsInt());
        assertEquals("MPI_Isend", by.get("call").getAsString());
        assertEquals("ring.c:44", by.get("location").getAsString());
        assertEquals(1, recv2.get("ordinal").getAsInt(), "its first receive from rank 1 with tag 3");
        assertEquals(1, recv2.get("partnerPosted").getAsInt());

        JsonObject send3 = find(tasks.get(3), "send", 0);
        assertEquals("matched", send3.get("match").getAsString());
        assertEquals("rank 0's MPI_Irecv (ring.c:42) matches it; only its completion is pending",
                send3.get("explanation").getAsString());

        JsonObject recv3 = QueuesCommandTest.onlyWait(tasks.get(3));
        assertEquals("receive", recv3.get("kind").getAsString());
        assertEquals(2, recv3.get("peer").getAsInt());
        assertEquals("unmatched", recv3.get("match").getAsString());
        assertEquals("rank 2 posted 0 sends to rank 3 with tag 3, rank 3 posted 1 receive",
                recv3.get("explanation").getAsString());
        assertEquals("", recv3.get("hint").getAsString(), "rank 2's other messages to rank 3 were all received");

        for (int r : new int[] { 0, 1 }) {
            JsonObject b = QueuesCommandTest.onlyWait(tasks.get(r));
            assertEquals("waiting", b.get("match").getAsString());
            assertEquals("waiting for ranks 2-3 to enter", b.get("explanation").getAsString());
        }
        assertEquals(List.of(3), QueuesCommandTest.ints(q.getAsJsonArray("unmatched")));
        for (JsonObject t : tasks.values()) {
            for (JsonObject o : operations(t)) {
                assertEquals("", o.get("hint").getAsString(), "no hint of another tag or communicator: " + o);
            }
        }

        Run text = MainTest.run("queues", dumps.toString());
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().contains("    pending receive from 1, tag 3, MPI_COMM_WORLD, 4 B (request)  [matched: rank 1's "
                + "MPI_Isend (ring.c:44) matches it; only its completion is pending]\n"), text.out());
        assertTrue(text.out().contains("[UNMATCHED: rank 2 posted 0 sends to rank 3 with tag 3, rank 3 posted 1 receive]"),
                text.out());
        assertTrue(text.out().contains("    waits   collective, MPI_COMM_WORLD, 0 B  [waiting for ranks 2-3 to enter]\n"),
                text.out());
    }
}
