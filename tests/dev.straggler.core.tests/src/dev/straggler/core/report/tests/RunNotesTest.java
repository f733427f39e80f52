package dev.straggler.core.report.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.core.report.RunNotes;
import dev.straggler.model.Job;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.dump.RunDirectory;

/**
 * The run notes of a diagnosis made without nodes a partial gather could not read ({@code straggler analyze --partial}):
 * why each node could not be read, from the run directory (docs/dump-format.md "Dumps on node-local storage"), and in
 * general words for a run gathered before the reasons were kept.
 */
class RunNotesTest {

    @TempDir
    Path dir;

    private List<String> notes() {
        Job job = StragglerFactory.eINSTANCE.createJob();
        job.setDumpDir(dir.toString());
        return RunNotes.of(job);
    }

    private void complete(String unreachedNodes, String unread) throws IOException {
        Files.writeString(dir.resolve("complete"), "np=8\ndumped=6\nmissing=6-7\ndead=\nexited=\naction=abort\n"
                + "dumped=6\nmissing=6-7\ndead=\ngathered=n1,n2,n3\nunread=" + unread + "\nunreached_nodes="
                + unreachedNodes + "\n");
    }

    @Test
    void aNodeNotReadIsNamedWithWhy() throws IOException {
        complete("n4", "6-7");
        new RunDirectory(dir).writeUnreachedReasons(Map.of("n4", "it went down during the job and does not answer now"));
        assertEquals(List.of("incomplete: ranks 6-7 of 8 not read: node n4 could not be read: it went down during the"
                + " job and does not answer now; the diagnosis is of the other ranks"), notes());
    }

    @Test
    void severalNodesNotReadHaveALineEach() throws IOException {
        complete("n3,n4", "4-7");
        Map<String, String> reasons = new LinkedHashMap<>();
        reasons.put("n4", "it is up but refuses the remote shell: it is restarting, or its sshd is down");
        reasons.put("n3", "it went down during the job and does not answer now");
        new RunDirectory(dir).writeUnreachedReasons(reasons);
        assertEquals(List.of("incomplete: ranks 4-7 of 8 not read (nodes n3, n4); the diagnosis is of the other ranks",
                "incomplete: node n3 could not be read: it went down during the job and does not answer now",
                "incomplete: node n4 could not be read: it is up but refuses the remote shell: it is restarting, or its"
                        + " sshd is down"), notes(), "in complete's order of the nodes");
    }

    @Test
    void aRunGatheredBeforeTheReasonsWereKeptSaysItInGeneralWords() throws IOException {
        complete("n4", "6-7");
        assertEquals(List.of("incomplete: ranks 6-7 of 8 not read: node n4 could not be read (down, cut off, or"
                + " restarted); the diagnosis is of the other ranks"), notes());
        complete("n3,n4", "4-7");
        assertEquals(List.of("incomplete: ranks 4-7 of 8 not read: nodes n3, n4 could not be read (down, cut off, or"
                + " restarted); the diagnosis is of the other ranks"), notes());
    }

    @Test
    void everyNodeReadAfterAPartialGatherLeavesNoNote() throws IOException {
        complete("n4", "6-7");
        new RunDirectory(dir).writeUnreachedReasons(Map.of("n4", "it does not answer"));
        // n4 came back: the next gather read it and emptied the keys (a reader takes the last value of a key)
        Files.writeString(dir.resolve("complete"), "dumped=8\nmissing=\ndead=\ngathered=n1,n2,n3,n4\nunread=\n"
                + "unreached_nodes=\n", StandardOpenOption.APPEND);
        new RunDirectory(dir).writeUnreachedReasons(Map.of());
        assertEquals(List.of(), notes());
    }
}
