package dev.straggler.internal.build.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.build.diagnostics.Diagnostic;
import dev.straggler.internal.build.diagnostics.Diagnostic.Severity;
import dev.straggler.internal.build.diagnostics.DiagnosticsParser;

/** The diagnostics parser on the real output of mpicc, the linker, make and CMake (and on what they print in colour). */
class DiagnosticsParserTest {

    @TempDir
    Path dir;

    private List<Diagnostic> parse(List<String> lines) {
        DiagnosticsParser p = new DiagnosticsParser(dir);
        lines.forEach(p::accept);
        p.finish();
        return p.diagnostics();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void compilerErrorsAndWarningsOfARecursiveMakeResolveInTheDirectoryMakeEntered() throws Exception {
        Fixtures.write(dir, "sub/ring.c", """
                #include <mpi.h>
                int main(int argc, char **argv) {
                    int unused;
                    MPI_Init(&argc, &argv);
                    return 0
                }
                """);
        Fixtures.write(dir, "sub/Makefile", "ring.o: ring.c\n\tmpicc -Wall -c ring.c -o ring.o\n");
        Fixtures.write(dir, "Makefile", "all:\n\t$(MAKE) -C sub\n");
        List<String> out = Fixtures.run(dir, "make", "-w");
        List<Diagnostic> d = parse(out);
        Path ring = dir.resolve("sub/ring.c").toAbsolutePath().normalize();
        assertEquals(2, d.size(), String.join("\n", out) + "\n=> " + d);
        assertEquals(new Diagnostic(ring, 5, 13, Severity.ERROR, "expected ';' before '}' token"), d.get(0), d.toString());
        assertEquals(ring, d.get(1).file());
        assertEquals(3, d.get(1).line());
        assertEquals(Severity.WARNING, d.get(1).severity());
        assertTrue(d.get(1).message().startsWith("unused variable 'unused'"), d.get(1).message());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void undefinedReferencesAreOnTheirLineWithDebugInformationOnTheFileWithoutAndAMissingLibraryOnTheProject()
            throws Exception {
        Fixtures.write(dir, "b.c", "int g(void);\nint main(void) { return g(); }\n");
        List<Diagnostic> withG = parse(Fixtures.run(dir, "mpicc", "-g", "-o", "b", "b.c"));
        Path b = dir.resolve("b.c").toAbsolutePath().normalize();
        assertEquals(List.of(new Diagnostic(b, 2, 0, Severity.ERROR, "undefined reference to `g'")), withG);
        List<Diagnostic> withoutG = parse(Fixtures.run(dir, "mpicc", "-o", "b", "b.c"));
        assertEquals(List.of(new Diagnostic(b, 0, 0, Severity.ERROR, "undefined reference to `g'")), withoutG);
        Fixtures.write(dir, "c.c", "int main(void) { return 0; }\n");
        List<Diagnostic> lib = parse(Fixtures.run(dir, "mpicc", "-o", "c", "c.c", "-lstraggler_no_such_library"));
        assertEquals(1, lib.size(), lib.toString());
        assertNull(lib.get(0).file());
        assertTrue(lib.get(0).message().contains("cannot find -lstraggler_no_such_library"), lib.toString());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void makesOwnErrorsAreOnTheMakefileLineOrOnTheProject() throws Exception {
        Fixtures.write(dir, "Makefile", "all:\n  echo spaces, not a tab\n");
        List<Diagnostic> separator = parse(Fixtures.run(dir, "make"));
        assertEquals(List.of(new Diagnostic(dir.resolve("Makefile").toAbsolutePath().normalize(), 2, 0, Severity.ERROR,
                "make: missing separator")), separator);
        Fixtures.write(dir, "Makefile", "all: missing.c\n\techo never\n");
        List<Diagnostic> noRule = parse(Fixtures.run(dir, "make"));
        assertEquals(1, noRule.size(), noRule.toString());
        assertNull(noRule.get(0).file());
        assertTrue(noRule.get(0).message().startsWith("make: No rule to make target 'missing.c'"), noRule.toString());
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aCMakeErrorIsOnItsLineWithTheIndentedMessage() throws Exception {
        Fixtures.write(dir, "CMakeLists.txt", "cmake_minimum_required(VERSION 3.18)\nproject(x C)\n\nno_such_command(1)\n");
        List<Diagnostic> d = parse(Fixtures.run(dir, "cmake", "-S", ".", "-B", "build"));
        assertEquals(List.of(new Diagnostic(dir.resolve("CMakeLists.txt").toAbsolutePath().normalize(), 4, 0,
                Severity.ERROR, "CMake Error: Unknown CMake command \"no_such_command\".")), d);
    }

    @Test
    void aDiagnosticRepeatedByEverySourceIsOneAndColoursAreIgnored() {
        String warning = "\u001B[01m\u001B[Kinc/common.h:4:12:\u001B[m\u001B[K \u001B[01;35m\u001B[Kwarning: \u001B[m\u001B[K"
                + "'helper' defined but not used [-Wunused-function]";
        List<Diagnostic> d = parse(List.of("In file included from a.c:1:", warning, "In file included from b.c:1:", warning,
                "inc/common.h:4:12: note: declared here", "make: *** [Makefile:3: a.o] Error 1"));
        assertEquals(List.of(new Diagnostic(dir.resolve("inc/common.h").toAbsolutePath().normalize(), 4, 12,
                Severity.WARNING, "'helper' defined but not used [-Wunused-function]")), d);
    }
}
