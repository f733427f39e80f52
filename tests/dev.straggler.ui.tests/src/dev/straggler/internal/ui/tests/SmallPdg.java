package dev.straggler.internal.ui.tests;

import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.StragglerFactory;

/**
 * A hand-built diagnosis of 8 tasks shaped like the ring example's: ranks 0-1,4-7 in a barrier wait (collective) on
 * the least-progressed rank 2, rank 3 in MPI_Waitall waits on rank 2 (backward edge), barrier ?? waitall (undefined).
 */
public record SmallPdg(Job job, Diagnosis diagnosis, PdgNode barrier, PdgNode waitall, PdgNode lp) {

    public static SmallPdg ring() {
        Job job = StragglerFactory.eINSTANCE.createJob();
        job.setWorldSize(8);
        Diagnosis d = StragglerFactory.eINSTANCE.createDiagnosis();
        d.setAlgorithm(PdgAlgorithm.DIST);
        d.setSummary("least-progressed: rank 2 at spin (a.c:3)");
        PdgNode barrier = node(d, "0-1,4-7", "MPI_Barrier a.c:10", false);
        PdgNode waitall = node(d, "3", "MPI_Waitall a.c:8", false);
        PdgNode lp = node(d, "2", "computation after MPI_Irecv a.c:7 · in spin (a.c:3)", true);
        edge(d, barrier, lp, DependenceType.COLLECTIVE);
        edge(d, lp, waitall, DependenceType.BACKWARD); // waitall waits on lp
        edge(d, barrier, waitall, DependenceType.UNDEFINED);
        return new SmallPdg(job, d, barrier, waitall, lp);
    }

    private static PdgNode node(Diagnosis d, String ranks, String label, boolean lp) {
        PdgNode n = StragglerFactory.eINSTANCE.createPdgNode();
        n.setRanks(RankSet.parse(ranks));
        n.setLabel(label);
        n.setLeastProgressed(lp);
        d.getNodes().add(n);
        if (lp) {
            d.getLeastProgressed().add(n);
        }
        return n;
    }

    private static void edge(Diagnosis d, PdgNode s, PdgNode t, DependenceType type) {
        PdgEdge e = StragglerFactory.eINSTANCE.createPdgEdge();
        e.setSource(s);
        e.setTarget(t);
        e.setType(type);
        d.getEdges().add(e);
    }
}
