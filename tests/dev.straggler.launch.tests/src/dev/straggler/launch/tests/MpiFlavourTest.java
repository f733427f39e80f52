package dev.straggler.launch.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.launch.JobRunner;
import dev.straggler.launch.JobSpec;
import dev.straggler.launch.LaunchException;

/**
 * How {@link JobRunner#prepare} learns the launcher's MPI (which decides how the runtime's settings reach the tasks:
 * Open MPI's {@code -x}, MPICH's {@code -genv}) without running the launcher where it can: by the name of the file it
 * resolves to, else from the user's cache of an earlier {@code --version} of the same file (its path, size and time),
 * else by running {@code --version}. The launchers here are scripts that count how often they were asked.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class MpiFlavourTest {

    @TempDir
    Path tmp;

    private JobRunner prepare(String launcher) throws IOException, LaunchException {
        Path ring = Path.of(System.getProperty("straggler.examples", "examples")).resolve("ring").toAbsolutePath();
        return JobRunner.prepare(new JobSpec(ring, List.of(), null, 2, launcher, List.of(), 2,
                Files.createDirectories(tmp.resolve("dumps")), false, Map.of()));
    }

    /** A launcher script that appends a line to {@code asked} on every run and prints {@code version}. */
    private Path launcher(String name, String version, Path asked) throws IOException {
        Path script = tmp.resolve(name);
        Files.writeString(script, "#!/bin/sh\necho asked >>'" + asked + "'\necho '" + version + "'\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    private static long times(Path asked) throws IOException {
        return Files.exists(asked) ? Files.readAllLines(asked).size() : 0;
    }

    @Test
    void aLinkToAnInstallationsOwnNameIsNotRun() throws Exception {
        // Open MPI installs mpirun as a link to orterun (4.x), MPICH to mpiexec.hydra: the real name says which
        Path asked = tmp.resolve("asked");
        Path orterun = launcher("orterun", "nothing useful", asked);
        Path mpirun = Files.createSymbolicLink(tmp.resolve("mpirun"), orterun);
        List<String> cmd = prepare(mpirun.toString()).command();
        assertTrue(cmd.contains("-x"), "Open MPI's -x: " + cmd);
        Files.delete(mpirun);
        Files.createSymbolicLink(mpirun, launcher("mpiexec.hydra", "nothing useful", asked));
        cmd = prepare(mpirun.toString()).command();
        assertTrue(cmd.contains("-genv"), "MPICH's -genv: " + cmd);
        assertEquals(0, times(asked), "neither launcher was run");
    }

    @Test
    void anOtherwiseNamedLauncherIsAskedOnceUntilItsFileChanges() throws Exception {
        Path asked = tmp.resolve("asked");
        Path launcher = launcher("site-mpirun", "mpirun (Open MPI) 4.1.4", asked);
        assertTrue(prepare(launcher.toString()).command().contains("-x"));
        assertEquals(1, times(asked));
        assertTrue(prepare(launcher.toString()).command().contains("-x"));
        assertEquals(1, times(asked), "the second run knew it from the cache");
        // another launcher at the same path (another size): asked again
        launcher("site-mpirun", "HYDRA build details: MPICH 4.0.2", asked);
        assertTrue(prepare(launcher.toString()).command().contains("-genv"));
        assertEquals(2, times(asked));
    }

    @Test
    void withTheCacheOffTheLauncherIsAskedEveryTimeAndNothingIsRemembered() throws Exception {
        Path asked = tmp.resolve("asked");
        Path launcher = launcher("uncached-mpirun", "mpirun (Open MPI) 4.1.4", asked);
        String was = System.setProperty("straggler.launcher.cache", "0"); // as STRAGGLER_LAUNCHER_CACHE=0
        try {
            assertTrue(prepare(launcher.toString()).command().contains("-x"));
            assertTrue(prepare(launcher.toString()).command().contains("-x"));
            assertEquals(2, times(asked), "asked on each run");
        } finally {
            if (was == null) {
                System.clearProperty("straggler.launcher.cache");
            } else {
                System.setProperty("straggler.launcher.cache", was);
            }
        }
        Path cache = Path.of(System.getenv().getOrDefault("XDG_CACHE_HOME",
                System.getProperty("user.home") + "/.cache"), "straggler", "launchers");
        String entry = "\t" + launcher.toRealPath();
        assertTrue(!Files.exists(cache) || Files.readAllLines(cache).stream().noneMatch(l -> l.endsWith(entry)),
                "nothing written to " + cache);
        // on again: asked once more, then remembered
        assertTrue(prepare(launcher.toString()).command().contains("-x"));
        assertTrue(prepare(launcher.toString()).command().contains("-x"));
        assertEquals(3, times(asked));
    }

    @Test
    void anUnknownLauncherIsStillAClearError() throws Exception {
        Path launcher = launcher("odd-launcher", "odd launcher 1.0", tmp.resolve("asked"));
        LaunchException e = assertThrows(LaunchException.class, () -> prepare(launcher.toString()));
        assertTrue(e.getMessage().contains("cannot tell which MPI"), e.getMessage());
        e = assertThrows(LaunchException.class, () -> prepare(tmp.resolve("no-such-mpirun").toString()));
        assertTrue(e.getMessage().contains("Install an MPI"), e.getMessage());
        e = assertThrows(LaunchException.class, () -> prepare("straggler-no-such-launcher"));
        assertTrue(e.getMessage().contains("not found on PATH"), e.getMessage());
    }
}
