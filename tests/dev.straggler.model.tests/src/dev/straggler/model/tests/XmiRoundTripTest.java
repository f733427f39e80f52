package dev.straggler.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.model.dump.JobLoader;
import dev.straggler.internal.model.dump.tests.JobLoaderTest;
import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.Module;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.StateKind;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.Task;
import dev.straggler.model.dump.StragglerResources;

class XmiRoundTripTest {

    @Test
    void jobWithDiagnosisSurvivesXmi(@TempDir Path tmp) throws Exception {
        Path dumps = Files.createDirectories(tmp.resolve("dumps"));
        JobLoaderTest.jobDir(dumps, 4, 0, 1, 2); // rank 3 missing: a warning and missingRanks
        Job job = StragglerResources.loadDumpDirectory(dumps);
        StragglerFactory f = StragglerFactory.eINSTANCE;

        // a state whose key has blanks and other special characters (module path with a blank)
        Module odd = f.createModule();
        odd.setPath("/home/me/my app/a&b <c>.so");
        job.getModules().add(odd);
        State oddState = f.createState();
        Frame oddFrame = f.createFrame();
        oddFrame.setModule(odd);
        oddFrame.setOffset(0x42);
        oddFrame.setReturnAddress(true);
        oddFrame.setFunction("compute");
        oddFrame.setFile("/home/me/my app/compute.c");
        oddFrame.setLine(17);
        oddFrame.setResolved(true);
        oddState.getCallSite().add(oddFrame);
        oddState.setCall("MPI_Wait");
        oddState.setKey(JobLoader.stateKey(StateKind.COMMUNICATION, "MPI_Wait", oddState.getCallSite()));
        assertEquals("C|MPI_Wait|/home/me/my%20app/a%26b%20%3Cc%3E.so+0x42", oddState.getKey());
        job.getStates().add(oddState);
        job.getTasks().get(1).setState(oddState);

        Diagnosis diagnosis = f.createDiagnosis();
        diagnosis.setAlgorithm(PdgAlgorithm.SEMI_DIST);
        diagnosis.setSummary("rank 2 is least progressed");
        diagnosis.setAnalysisMillis(12);
        PdgNode waiting = f.createPdgNode();
        waiting.setState(job.getTasks().get(0).getState());
        waiting.setRanks(RankSet.of(0));
        waiting.setLabel("MPI_Recv");
        PdgNode lp = f.createPdgNode();
        lp.setState(oddState);
        lp.setRanks(RankSet.parse("1-2"));
        lp.setLeastProgressed(true);
        lp.getFrames().add(EcoreUtil.copy(oddFrame));
        diagnosis.getNodes().add(waiting);
        diagnosis.getNodes().add(lp);
        PdgEdge edge = f.createPdgEdge();
        edge.setSource(waiting);
        edge.setTarget(lp);
        edge.setType(DependenceType.FORWARD);
        edge.setForwardProbability(0.75);
        edge.setBackwardProbability(0.0);
        diagnosis.getEdges().add(edge);
        diagnosis.getLeastProgressed().add(lp);
        job.getDiagnoses().add(diagnosis);

        Path file = tmp.resolve("out/job.straggler");
        StragglerResources.saveXmi(job, file);
        assertSame(job, job.getTasks().get(0).eContainer()); // the job stays where it was
        String xmi = Files.readString(file);
        assertTrue(xmi.contains("http://straggler.dev/model/1.0"), xmi.substring(0, 300));
        assertTrue(xmi.contains("missingRanks=\"3\""), "missing ranks as text");

        Job loaded = StragglerResources.loadXmi(file);
        assertNotSame(job, loaded);
        assertTrue(EcoreUtil.equals(job, loaded), "the loaded job equals the saved one");
        assertEquals(RankSet.of(3), loaded.getMissingRanks());
        assertEquals(job.getWarnings(), loaded.getWarnings());
        Diagnosis d = loaded.getDiagnoses().get(0);
        assertEquals(PdgAlgorithm.SEMI_DIST, d.getAlgorithm());
        assertSame(d.getNodes().get(1), d.getLeastProgressed().get(0));
        assertSame(d.getNodes().get(1), d.getEdges().get(0).getTarget());
        State loadedOdd = d.getNodes().get(1).getState();
        assertSame(loaded.getStates().get(loaded.getStates().size() - 1), loadedOdd);
        assertEquals(oddState.getKey(), loadedOdd.getKey());
        Task t1 = loaded.getTasks().get(1);
        assertSame(loadedOdd, t1.getState());
        assertSame(loaded.getModules().get(loaded.getModules().size() - 1),
                loadedOdd.getCallSite().get(0).getModule());
        assertEquals(RankSet.parse("1-2"), d.getNodes().get(1).getRanks());
        var thread = loaded.getTasks().get(0).getThreads().get(0); // every sampled thread, with its frames' modules
        assertEquals(100, thread.getTid());
        assertTrue(thread.isMpiThread());
        assertEquals(3, thread.getFrames().size());
        assertTrue(loaded.getModules().contains(thread.getFrames().get(0).getModule()));
        assertEquals(job.getTransitions().get(0).getCounts().get(0).getRanks(),
                loaded.getTransitions().get(0).getCounts().get(0).getRanks());
    }

    @Test
    void freeJobCanBeSavedAndStaysFree(@TempDir Path tmp) throws Exception {
        Job job = StragglerFactory.eINSTANCE.createJob();
        job.setWorldSize(2);
        job.getWarnings().add("w");
        Path file = tmp.resolve("free.straggler");
        StragglerResources.saveXmi(job, file);
        assertEquals(null, job.eResource());
        Job loaded = StragglerResources.loadXmi(file);
        assertTrue(EcoreUtil.equals(job, loaded));
    }
}
