package dev.straggler.internal.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

import dev.straggler.launch.RunRetention;
import dev.straggler.model.dump.RunDirectory;

/**
 * The run retention ({@link RunRetention}) as the commands apply it when they start a run in the runs directory: the
 * policy of the environment, silent unless it removed runs (then one line on standard error: how many, and how to
 * change it) or the environment's policy is not one.
 */
final class Retention {

    private Retention() {
    }

    /** Before a run goes to {@code runDirectory}: when that is in the runs directory, the runs the policy does not keep go. */
    static void beforeRun(Path runDirectory, PrintStream err) {
        Path home = RunDirectory.runsHome().toAbsolutePath().normalize();
        if (!home.equals(runDirectory.toAbsolutePath().normalize().getParent())) {
            return;
        }
        RunRetention.Policy policy;
        try {
            policy = RunRetention.Policy.fromEnvironment(System.getenv());
        } catch (IllegalArgumentException e) {
            err.println("straggler: " + e.getMessage() + "; no old run was removed");
            return;
        }
        if (policy.keepsAll()) {
            return;
        }
        try {
            int removed = RunRetention.apply(home, policy).removed().size();
            if (removed > 0) {
                err.println("straggler: removed " + removed + (removed == 1 ? " old run" : " old runs") + " from " + home
                        + ", keeping " + policy.describe() + " (" + howToChange() + ")");
            }
        } catch (IOException e) {
            // the runs directory cannot be listed: the new run's own creation says what is wrong
        }
    }

    /** How the user changes the policy. */
    static String howToChange() {
        return "set " + RunRetention.KEEP + "=N or all and " + RunRetention.KEEP_DIAGNOSED + "=1 or 0 to change that";
    }
}
