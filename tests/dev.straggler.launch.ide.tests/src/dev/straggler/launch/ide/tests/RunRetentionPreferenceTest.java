package dev.straggler.launch.ide.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.straggler.launch.RunRetention;
import dev.straggler.launch.ide.LaunchPreferences;

/**
 * The IDE's run retention as the preferences set it (Window > Preferences > Straggler): the command line's default
 * without preferences, the newest N and "keep diagnosed" as set, and every run kept when removing is off.
 */
class RunRetentionPreferenceTest {

    private final IEclipsePreferences node = InstanceScope.INSTANCE.getNode(LaunchPreferences.QUALIFIER);

    @AfterEach
    void clear() {
        node.remove(LaunchPreferences.RUNS_REMOVE);
        node.remove(LaunchPreferences.RUNS_KEEP);
        node.remove(LaunchPreferences.RUNS_KEEP_DIAGNOSED);
    }

    @Test
    void withoutPreferencesTheCommandLinesDefault() {
        assertEquals(RunRetention.Policy.DEFAULT, LaunchPreferences.runRetention());
    }

    @Test
    void theNewestAndTheDiagnosedAsSet() {
        node.putInt(LaunchPreferences.RUNS_KEEP, 3);
        node.putBoolean(LaunchPreferences.RUNS_KEEP_DIAGNOSED, false);
        assertEquals(new RunRetention.Policy(3, false), LaunchPreferences.runRetention());
        node.putInt(LaunchPreferences.RUNS_KEEP, 0);
        node.putBoolean(LaunchPreferences.RUNS_KEEP_DIAGNOSED, true);
        assertEquals(new RunRetention.Policy(0, true), LaunchPreferences.runRetention(), "only the runs with a diagnosis");
    }

    @Test
    void removingOffKeepsEveryRun() {
        node.putBoolean(LaunchPreferences.RUNS_REMOVE, false);
        node.putInt(LaunchPreferences.RUNS_KEEP, 3);
        assertTrue(LaunchPreferences.runRetention().keepsAll());
    }
}
