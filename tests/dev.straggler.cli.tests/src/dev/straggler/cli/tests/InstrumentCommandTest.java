package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.cli.tests.MainTest.Run;

/**
 * {@code straggler instrument} as the installed product runs it: the compiler wrapper shipped in the runtime fragment's
 * {@code lib/} (with its XRay bridge), found by the command line; then a program whose traced function lives in a
 * shared library built through it (clang's hooks after inlining: clang 14's XRay patches the executable only), the
 * program itself an XRay build, traced with {@code straggler trace --functions} on real mpirun.
 */
class InstrumentCommandTest {

    @TempDir
    Path tmp;

    /** native-runtime/tests/instrument_program.c: main calls step 5 times, step MPI_Allreduce's once. */
    static Path program() {
        return ExamplesEndToEndTest.sources().resolveSibling("tests").resolve("instrument_program.c");
    }

    @Test
    void theShippedWrapperIsFound() {
        Run r = MainTest.run("instrument", "--path");
        assertEquals(0, r.exit(), r.err());
        Path wrapper = Path.of(r.out().strip());
        assertEquals("straggler-instrument", wrapper.getFileName().toString());
        assertEquals("lib", wrapper.getParent().getFileName().toString(), "in the runtime fragment's lib/: " + wrapper);
        assertTrue(wrapper.getParent().getParent().getFileName().toString().startsWith("dev.straggler.runtime.linux.x86_64"),
                "in the runtime fragment: " + wrapper);
        assertTrue(Files.isRegularFile(wrapper.resolveSibling("straggler-xray.c")), "the XRay bridge beside " + wrapper);

        Run bad = MainTest.run("instrument", "--method", "pin", "mpicc", "-c", "x.c");
        assertEquals(2, bad.exit());
        assertTrue(bad.err().contains("unknown method 'pin': use auto, xray or hooks"), bad.err());
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void aFunctionInASharedLibraryBuiltThroughTheWrapperIsTraced() throws IOException {
        Path lib = tmp.resolve("libstep.so"), app = tmp.resolve("app");
        Run l = MainTest.run("instrument", "mpicc", "-O2", "-g", "-fPIC", "-shared", "-DSTEP_ONLY", "-o", lib.toString(),
                program().toString());
        assertEquals(0, l.exit(), l.err());
        assertEquals(1, l.err().lines().filter(s -> s.contains("libstep.so: a shared library")
                && s.contains("-finstrument-functions-after-inlining")).count(), "said once: " + l.err());
        Run a = MainTest.run("instrument", "mpicc", "-O2", "-g", "-DMAIN_ONLY", "-o", app.toString(), program().toString(),
                "-L" + tmp, "-lstep", "-Wl,-rpath," + tmp);
        assertEquals(0, a.exit(), a.err());
        assertEquals("", a.err(), "an executable's build says nothing");

        Path d = Files.createTempDirectory(tmp, "trace");
        Run t = MainTest.run("trace", "--functions", "--np", "2", "--dump-dir", d.toString(), "--", app.toString(), "5");
        assertEquals(0, t.exit(), t.err());
        for (int rank = 0; rank < 2; rank++) {
            Run p = MainTest.run("trace", "--print", d.toString(), "--rank", Integer.toString(rank));
            assertEquals(0, p.exit(), p.err());
            List<String> lines = p.out().lines().toList();
            List<String> steps = lines.stream().filter(s -> s.equals("enter step") || s.equals("exit step")).toList();
            assertEquals(List.of("enter step", "exit step", "enter step", "exit step", "enter step", "exit step", "enter step",
                    "exit step", "enter step", "exit step"), steps, "rank " + rank + ": " + lines);
            int enter = lines.indexOf("enter step");
            assertTrue(lines.indexOf("MPI_Allreduce") > enter && lines.indexOf("MPI_Allreduce") < lines.indexOf("exit step"),
                    "the MPI_Allreduce inside step: " + lines);
            assertTrue(lines.contains("enter main"), "main, an XRay function of the executable (it loops): " + lines);
        }
    }
}
