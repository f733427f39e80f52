package dev.straggler.core.report.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.straggler.core.report.DiagnosisReport;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.Task;
import dev.straggler.model.WaitKind;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;

/**
 * What the diagnosis text says the least-progressed tasks wait for: the operation, then (dump format 1.5) a rooted
 * collective's root and the size as the Message Queues write it; nothing for what the dump does not know (-1).
 */
class DiagnosisReportTest {

    private static final StragglerFactory F = StragglerFactory.eINSTANCE;

    /** Task {@code rank} of {@code job} blocked on one part; {@code bytes}/{@code root} -2: the model's default. */
    private static WaitPart blocked(Job job, int rank, WaitRole role, int peer, int tag, String comm, long bytes, int root) {
        Task t = F.createTask();
        t.setRank(rank);
        t.setInMpi(true);
        t.setWaitKind(role == WaitRole.COLLECTIVE ? WaitKind.COLLECTIVE : WaitKind.POINT_TO_POINT);
        WaitPart p = F.createWaitPart();
        p.setRole(role);
        p.setPeer(peer);
        p.setTag(tag);
        p.setCommunicator(comm);
        p.setCommunicatorSize(comm.isEmpty() ? 2 : 6);
        if (bytes != -2) {
            p.setBytes(bytes);
        }
        if (root != -2) {
            p.setRoot(root);
        }
        t.getWaitParts().add(p);
        job.getTasks().add(t);
        return p;
    }

    private static PdgNode leastProgressed(Diagnosis d, RankSet ranks) {
        PdgNode n = F.createPdgNode();
        n.setRanks(ranks);
        n.setLabel("group " + ranks);
        n.setLeastProgressed(true);
        d.getNodes().add(n);
        d.getLeastProgressed().add(n);
        return n;
    }

    @Test
    void waitsNameTheSizeAndTheRootOfARootedCollective() {
        Job job = F.createJob();
        job.setWorldSize(6);
        job.setFormatVersion("1.5");
        job.setDumpDir("/runs/r1");
        blocked(job, 0, WaitRole.RECEIVE, 1, 22, "MPI_COMM_WORLD", 4, -1);
        blocked(job, 1, WaitRole.SEND, 0, 7, "MPI_COMM_WORLD", 32 * 1024, -1).setRequest(true);
        blocked(job, 2, WaitRole.COLLECTIVE, -1, -1, "", 8, 1); // MPI_Gather of one double to rank 1
        blocked(job, 3, WaitRole.RECEIVE, -2, -1, "MPI_COMM_WORLD", -1, -1); // size unknown: a matched receive
        blocked(job, 4, WaitRole.COLLECTIVE, -1, -1, "MPI_COMM_WORLD", 0, -1); // MPI_Barrier: 0 bytes, no root
        blocked(job, 5, WaitRole.PROBE, 3, 9, "MPI_COMM_WORLD", -2, -2); // a dump older than 1.5
        Diagnosis d = F.createDiagnosis();
        leastProgressed(d, RankSet.range(0, 3));
        leastProgressed(d, RankSet.range(4, 5));
        String text = DiagnosisReport.text(job, d);
        for (String line : new String[] {
                "  rank 0 waits to receive tag 22 from rank 1 on MPI_COMM_WORLD (4 B)\n",
                "  rank 1 waits to send tag 7 to rank 0 on MPI_COMM_WORLD (32 KiB, request)\n",
                "  rank 2 waits in a collective on a communicator of 2 tasks (root 1, 8 B)\n",
                "  rank 3 waits to receive any tag from any rank on MPI_COMM_WORLD\n",
                "  rank 4 waits in a collective on MPI_COMM_WORLD (0 B)\n",
                "  rank 5 waits to probe tag 9 from rank 3 on MPI_COMM_WORLD\n" }) {
            assertTrue(text.contains(line), "'" + line.strip() + "' in:\n" + text);
        }
    }
}
