package dev.straggler.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.straggler.core.scale.ScaleModel;
import dev.straggler.core.scale.ScaleModelException;
import dev.straggler.core.scale.TrainingOptions;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.Crash;
import dev.straggler.model.profile.ProfileEnd;
import dev.straggler.model.profile.ProgramIdentity;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;

/** Input a user can get wrong: each problem is one clear message naming the run and what to do. */
class ScaleModelInputTest {

    /** A small grid: these tests are about the checks, not the search. */
    static final TrainingOptions SMALL = TrainingOptions.defaults().withGrid(List.of(1, 2),
            TrainingOptions.powers(-20, -8, 12), TrainingOptions.powers(0, 8, 8), TrainingOptions.powers(0, 8, 8));

    static ScaleModel model;

    @BeforeAll
    static void train() throws ScaleModelException {
        model = ScaleModel.train(SyntheticRuns.training(), SMALL);
    }

    static String trainError(List<RunProfile> runs) {
        return assertThrows(ScaleModelException.class, () -> ScaleModel.train(runs, SMALL)).getMessage();
    }

    static String checkError(RunProfile run) {
        return assertThrows(ScaleModelException.class, () -> model.check(run)).getMessage();
    }

    @Test
    void tooFewTrainingScales() {
        assertEquals("Only 2 training scales (np=4 argv[1]=10; np=8 argv[1]=10): a scale model needs correct runs at"
                + " 3 or more scales (process counts or input sizes) to learn how the communication changes with"
                + " scale and to cross-validate it; add runs, e.g. at 4, 6, 8 and 12 processes.",
                trainError(List.of(SyntheticRuns.run(4), SyntheticRuns.run(8), SyntheticRuns.run(8))));
        // the same check before any run is made: planned runs, one process's control features each
        String planned = assertThrows(ScaleModelException.class, () -> ScaleModel.checkScales(List.of(
                ControlFeatures.of(0, 4), ControlFeatures.of(0, 4)))).getMessage();
        assertTrue(planned.startsWith("Only 1 training scale (np=4): a scale model needs correct runs at 3 or more"),
                planned);
        try {
            ScaleModel.checkScales(List.of(ControlFeatures.of(0, 4), ControlFeatures.of(0, 4),
                    new ControlFeatures(0, 4, Map.of(1, 2.0), null), ControlFeatures.of(0, 6)));
        } catch (ScaleModelException e) {
            throw new AssertionError("three scales are enough: " + e.getMessage(), e);
        }
        assertEquals("No training runs: train a scale model on correct runs of the program at 3 or more scales (e.g."
                + " 4, 6, 8 and 12 processes).", trainError(List.of()));
    }

    @Test
    void mismatchedPrograms() {
        List<RunProfile> runs = new ArrayList<>(SyntheticRuns.training());
        runs.set(3, SyntheticRuns.ofProgram(runs.get(3), new ProgramIdentity("/opt/app/allgather_app", "ffff")));
        assertEquals("Training run np=7 ran /opt/app/allgather_app (build id ffff), training run np=4 ran"
                + " /opt/app/allgather_app (build id 1a2b3c4d): a scale model compares runs of one build of one"
                + " program; leave out the other runs or profile them again with the same build.", trainError(runs));
        assertEquals("Run np=16 ran /opt/other (build id 99), the scale model was trained on /opt/app/allgather_app"
                + " (build id 1a2b3c4d): check runs of the build the model was trained on, or train a model for this"
                + " one.", checkError(SyntheticRuns.ofProgram(SyntheticRuns.run(16), new ProgramIdentity("/opt/other",
                        "99"))));
    }

    @Test
    void missingProfiles() {
        List<RunProfile> runs = new ArrayList<>(SyntheticRuns.training());
        runs.set(4, SyntheticRuns.withoutRanks(runs.get(4), List.of(2)));
        assertEquals("Training run np=8 has no profile for rank 2 of 8 (a task that ends before MPI_Finalize, a hang"
                + " or a crash writes none): run it again or leave it out.", trainError(runs));
        assertEquals("Run np=16 has no profile for ranks 3, 7 of 16 (a task that ends before MPI_Finalize, a hang or"
                + " a crash writes none): run it again.",
                checkError(SyntheticRuns.withoutRanks(SyntheticRuns.run(16), List.of(3, 7))));
        RunProfile none = SyntheticRuns.withoutRanks(SyntheticRuns.run(16), java.util.stream.IntStream.range(0, 16)
                .boxed().toList());
        assertEquals("Run np=16 has no profiles: no task wrote one (was the runtime's communication profile on, and"
                + " did the tasks reach MPI_Finalize?).", checkError(none));
    }

    @Test
    void trainingRunsThatDidNotComplete() {
        List<RunProfile> runs = new ArrayList<>(SyntheticRuns.training());
        RunProfile r = runs.get(2);
        runs.set(2, new RunProfile(r.label(), r.program(), r.arguments(), r.size(), r.tasks(),
                new Crash(1, "SIGSEGV", CallStack.of())));
        assertEquals("Training run np=6 crashed (rank 1: SIGSEGV): a scale model is trained on correct runs only;"
                + " leave it out.", trainError(runs));
        List<TaskProfile> tasks = new ArrayList<>(r.tasks());
        tasks.set(1, SyntheticRuns.ended(tasks.get(1), ProfileEnd.HUNG));
        runs.set(2, new RunProfile(r.label(), r.program(), r.arguments(), r.size(), tasks, null));
        assertEquals("Training run np=6: the profile of rank 1 ends at a hang, not at MPI_Finalize: train on runs that"
                + " completed.", trainError(runs));
    }

    @Test
    void controlFeaturesThatDoNotMatch() {
        List<RunProfile> runs = new ArrayList<>(SyntheticRuns.training());
        RunProfile r = runs.get(5);
        List<TaskProfile> tasks = new ArrayList<>();
        for (TaskProfile t : r.tasks()) {
            tasks.add(new TaskProfile(new ControlFeatures(t.rank(), r.size(), Map.of(1, 10.0), Map.of("n", 5.0)),
                    t.callSites(), t.end()));
        }
        runs.set(5, new RunProfile(r.label(), r.program(), r.arguments(), r.size(), tasks, null));
        assertEquals("The training runs differ in their control features: np=9 rank 0 has rank, size, argv[1], n,"
                + " np=4 rank 0 has rank, size, argv[1]: give every training run the same kind of numeric arguments"
                + " and the same STRAGGLER_CONTROL names.", trainError(runs));

        List<TaskProfile> noSize = new ArrayList<>();
        for (TaskProfile t : SyntheticRuns.run(16).tasks()) {
            noSize.add(new TaskProfile(new ControlFeatures(t.rank(), 16, null, null), t.callSites(), t.end()));
        }
        // argv[1] is constant in training (not used): its absence is fine
        try {
            model.check(new RunProfile("np=16", SyntheticRuns.PROGRAM, List.of(), 16, noSize, null));
        } catch (ScaleModelException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aProgramWithoutCommunication() {
        List<RunProfile> runs = new ArrayList<>();
        for (int p = 4; p <= 6; p++) {
            List<TaskProfile> tasks = new ArrayList<>();
            for (int r = 0; r < p; r++) {
                tasks.add(TaskProfile.builder(ControlFeatures.of(r, p)).add(SyntheticRuns.BAR, "MPI_Barrier",
                        new dev.straggler.model.profile.Traffic(1, 0, 0, 0, 0)).build());
            }
            runs.add(RunProfile.of("np=" + p, SyntheticRuns.PROGRAM, tasks));
        }
        assertEquals("The training runs sent and received no bytes at any MPI call site: there is no communication"
                + " to model (was the runtime's communication profile recorded?).", trainError(runs));
    }
}
