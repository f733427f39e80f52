package dev.straggler.internal.build.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.build.Executables;

/**
 * Which files are ELF executables, and the newest of a build's output, on files the C compiler made: an executable,
 * a shared library not named as one, an object file; hidden folders, CMakeFiles and files without the execute
 * permission are not a build's executable.
 */
class ExecutablesTest {

    @TempDir
    Path dir;

    private void cc(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("cc"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, cmd + ": " + out);
    }

    /** copies {@code from} to {@code to} (folders made), modified {@code age} seconds ago */
    private Path copy(Path from, String to, int age) throws Exception {
        Path p = dir.resolve(to);
        Files.createDirectories(p.getParent());
        Files.copy(from, p);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setLastModifiedTime(p, FileTime.fromMillis(System.currentTimeMillis() - age * 1000L));
        return p;
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void theNewestRunnableExecutableOutsideHiddenFoldersAndCMakeFiles() throws Exception {
        Files.writeString(dir.resolve("main.c"), "int main(void) { return 0; }\n");
        Files.writeString(dir.resolve("lib.c"), "int plugin(void) { return 1; }\n");
        cc("-o", "app.tmp", "main.c");
        cc("-shared", "-fPIC", "-o", "plugin.tmp", "lib.c");
        cc("-c", "-o", "main.o", "main.c");
        Path exe = dir.resolve("app.tmp");
        assertTrue(Executables.isExecutable(exe), "a (position-independent) executable");
        assertFalse(Executables.isExecutable(dir.resolve("plugin.tmp")), "a shared library, whatever its name");
        assertFalse(Executables.isExecutable(dir.resolve("main.o")), "an object file");
        assertFalse(Executables.isExecutable(dir.resolve("main.c")), "a source");

        Path out = dir.resolve("out");
        Path older = copy(exe, "out/bin/older", 60);
        Path newest = copy(exe, "out/bin/app", 30);
        copy(dir.resolve("plugin.tmp"), "out/lib/plugin", 0); // newer, but a library
        copy(exe, "out/.hidden/app", 0);
        copy(exe, "out/CMakeFiles/3.25/CompilerIdC/a.out", 0);
        Path notRunnable = copy(exe, "out/bin/data", 0);
        Files.setPosixFilePermissions(notRunnable, PosixFilePermissions.fromString("rw-r--r--"));
        assertEquals(Optional.of(newest), Executables.newest(out));
        assertTrue(Executables.NEWEST_FIRST.compare(newest, older) < 0, "newest first");
        assertEquals(Optional.empty(), Executables.newest(dir.resolve("none")));
    }
}
