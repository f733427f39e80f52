package dev.straggler.launch.ide;

import java.util.Arrays;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IPreferencesService;

import dev.straggler.launch.RunRetention;

/**
 * The user's defaults for new launch configurations and for gdb (Window &gt; Preferences &gt; Straggler): stored in the
 * instance scope of node {@link #QUALIFIER}; each getter falls back to the {@link LaunchAttributes} default when the
 * preference is unset or invalid. Headless: the UI's preference page writes the same keys.
 */
public final class LaunchPreferences {

    /** Preference node: the id of the launch bundle {@code dev.straggler.launch}, kept so saved preferences stay. */
    public static final String QUALIFIER = "dev.straggler.launch";

    public static final String LAUNCHER = "launcher";
    public static final String RANKS = "ranks";
    public static final String TIMEOUT_SECONDS = "timeoutSeconds";
    public static final String ALGORITHM = "algorithm";
    /** Path of gdb; empty: gdb from the PATH. */
    public static final String GDB_PATH = "gdbPath";
    /** Whether old runs are removed before a launch (false: every run is kept). */
    public static final String RUNS_REMOVE = "runsRemove";
    /** How many of the newest runs are kept. */
    public static final String RUNS_KEEP = "runsKeep";
    /** Whether every run with a diagnosis is kept too. */
    public static final String RUNS_KEEP_DIAGNOSED = "runsKeepDiagnosed";

    private LaunchPreferences() {
    }

    private static IPreferencesService service() {
        return Platform.getPreferencesService();
    }

    private static String string(String key, String def) {
        IPreferencesService s = service();
        String v = s == null ? def : s.getString(QUALIFIER, key, def, null);
        return v == null || v.isBlank() ? def : v.strip();
    }

    private static int integer(String key, int def, int min) {
        IPreferencesService s = service();
        int v = s == null ? def : s.getInt(QUALIFIER, key, def, null);
        return v < min ? def : v;
    }

    /** mpirun, mpiexec, srun or a path. */
    public static String launcher() {
        return string(LAUNCHER, LaunchAttributes.DEFAULT_LAUNCHER);
    }

    public static int ranks() {
        return integer(RANKS, LaunchAttributes.DEFAULT_RANKS, 1);
    }

    /** Hang timeout in seconds, 0 = inferred. */
    public static int timeoutSeconds() {
        return integer(TIMEOUT_SECONDS, LaunchAttributes.DEFAULT_TIMEOUT_SECONDS, 0);
    }

    /** dist, semi-dist or loop-aware. */
    public static String algorithm() {
        String a = string(ALGORITHM, LaunchAttributes.DEFAULT_ALGORITHM);
        return Arrays.asList(LaunchAttributes.ALGORITHMS).contains(a) ? a : LaunchAttributes.DEFAULT_ALGORITHM;
    }

    /**
     * The run retention before each launch ({@link RunRetention}, as the command line's {@code STRAGGLER_RUNS_KEEP} and
     * {@code STRAGGLER_RUNS_KEEP_DIAGNOSED}): by default the newest {@value RunRetention#DEFAULT_KEEP} runs and every run
     * with a diagnosis; 0 newest with "keep diagnosed" keeps only the runs with a diagnosis.
     */
    public static RunRetention.Policy runRetention() {
        IPreferencesService s = service();
        if (s != null && !s.getBoolean(QUALIFIER, RUNS_REMOVE, true, null)) {
            return new RunRetention.Policy(RunRetention.Policy.ALL, true);
        }
        boolean diagnosed = s == null || s.getBoolean(QUALIFIER, RUNS_KEEP_DIAGNOSED, true, null);
        return new RunRetention.Policy(integer(RUNS_KEEP, RunRetention.DEFAULT_KEEP, 0), diagnosed);
    }

    /** The gdb to run: the configured path, else "gdb" (looked up on the PATH). */
    public static String gdb() {
        return string(GDB_PATH, "gdb");
    }
}
