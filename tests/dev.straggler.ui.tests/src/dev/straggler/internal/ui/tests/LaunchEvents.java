package dev.straggler.internal.ui.tests;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.debug.core.ILaunch;

import dev.straggler.launch.ide.DiagnosisResult;
import dev.straggler.launch.ide.RunOutcome;
import dev.straggler.launch.ide.Topics;

/**
 * What the product publishes for one launch while a test watches it: its diagnoses and its outcomes, in order.
 * Subscribed on creation, unsubscribed by {@link #close()} (use it in a try-with-resources).
 */
public final class LaunchEvents implements AutoCloseable {

    private final List<DiagnosisResult> diagnoses = new CopyOnWriteArrayList<>();
    private final List<RunOutcome> outcomes = new CopyOnWriteArrayList<>();
    private final Consumer<DiagnosisResult> onDiagnosis;
    private final Consumer<RunOutcome> onOutcome;

    private LaunchEvents(ILaunch launch) {
        onDiagnosis = r -> {
            if (r.launch() == launch) {
                diagnoses.add(r);
            }
        };
        onOutcome = r -> {
            if (r.launch() == launch) {
                outcomes.add(r);
            }
        };
        Topics.DIAGNOSIS.subscribe(onDiagnosis);
        Topics.RUN_OUTCOME.subscribe(onOutcome);
    }

    /** Starts recording what is published for {@code launch}. */
    public static LaunchEvents of(ILaunch launch) {
        return new LaunchEvents(launch);
    }

    /** The launch's published diagnoses so far (a live list). */
    public List<DiagnosisResult> diagnoses() {
        return diagnoses;
    }

    /** The launch's published outcomes so far (a live list). */
    public List<RunOutcome> outcomes() {
        return outcomes;
    }

    @Override
    public void close() {
        Topics.DIAGNOSIS.unsubscribe(onDiagnosis);
        Topics.RUN_OUTCOME.unsubscribe(onOutcome);
    }
}
