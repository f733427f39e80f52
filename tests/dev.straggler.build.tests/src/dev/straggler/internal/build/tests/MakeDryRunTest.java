package dev.straggler.internal.build.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.build.compiledb.MakeDryRun;
import dev.straggler.internal.build.compiledb.ShellWords;
import dev.straggler.internal.build.compiledb.WrapperFlags;

/**
 * The compilation database of make's dry run, on a real makefile with mpicc: a recursive make, a {@code cd sub &&}
 * recipe, a compile-and-link one-liner of two sources and a compiler named outright; every entry checked by clangd,
 * which must find {@code mpi.h} through it.
 */
class MakeDryRunTest {

    @TempDir
    Path dir;

    private static final String USES_MPI = """
            #include <mpi.h>
            int %s(void) { int r; MPI_Comm_rank(MPI_COMM_WORLD, &r); return r; }
            """;

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void everyCompiledSourceHasItsCommandWithTheWrappersIncludeFlagsAndClangdFindsMpiH() throws Exception {
        Fixtures.write(dir, "lib/part.c", USES_MPI.formatted("part"));
        Fixtures.write(dir, "lib/Makefile", "CC = mpicc\nlibpart.a: part.o\n\tar rcs $@ $^\npart.o: part.c\n"
                + "\t$(CC) -g -DPART=1 -c part.c -o part.o\n");
        Fixtures.write(dir, "tools/tool.c", USES_MPI.formatted("tool"));
        Fixtures.write(dir, "one.c", USES_MPI.formatted("one"));
        Fixtures.write(dir, "two.c", USES_MPI.formatted("two") + "int main(void) { return two(); }\n");
        Fixtures.write(dir, "Makefile", """
                all: lib tool.o app
                lib:
                \t$(MAKE) -C lib
                tool.o:
                \tcd tools && mpicc -Wall -I "../lib" -c tool.c -o ../tool.o
                app: one.c two.c
                \tmpicc -O2 -o app one.c two.c lib/libpart.a
                .PHONY: all lib
                """);
        MakeDryRun.Result r = MakeDryRun.run(List.of("make"), dir, Duration.ofSeconds(60), () -> false);
        assertTrue(r.make().succeeded(), r.errors().toString());
        Map<String, MakeDryRun.Entry> byFile = r.entries().stream()
                .collect(Collectors.toMap(e -> dir.relativize(e.file()).toString(), e -> e));
        assertEquals(List.of("lib/part.c", "one.c", "tools/tool.c", "two.c"), byFile.keySet().stream().sorted().toList());

        List<String> mpiFlags = new WrapperFlags(dir).of("mpicc");
        assertFalse(mpiFlags.isEmpty(), "mpicc gives its include flags");
        MakeDryRun.Entry part = byFile.get("lib/part.c");
        assertEquals(dir.resolve("lib"), part.directory());
        assertEquals(concat(List.of("mpicc"), mpiFlags, List.of("-g", "-DPART=1", "-c", "part.c", "-o", "part.o")),
                part.arguments());
        MakeDryRun.Entry tool = byFile.get("tools/tool.c");
        assertEquals(dir.resolve("tools"), tool.directory());
        assertEquals(concat(List.of("mpicc"), mpiFlags, List.of("-Wall", "-I", "../lib", "-c", "tool.c", "-o", "../tool.o")),
                tool.arguments());
        MakeDryRun.Entry one = byFile.get("one.c");
        assertEquals(concat(List.of("mpicc"), mpiFlags, List.of("-O2", "-c", "one.c")), one.arguments(),
                "one -c command per source of the one-liner, without its output and its objects");

        Path db = dir.resolve("compile_commands.json");
        assertTrue(MakeDryRun.write(db, r.entries()));
        assertFalse(MakeDryRun.write(db, r.entries()), "an unchanged database is not rewritten");
        for (MakeDryRun.Entry e : r.entries()) {
            List<String> check = Fixtures.run(dir, "clangd", "--check=" + e.file(), "--compile-commands-dir=" + dir);
            String all = String.join("\n", check);
            assertTrue(all.contains("All checks completed, 0 errors"), e.file() + ":\n" + all);
        }
        assertTrue(Files.readString(db).contains("\"directory\": \"" + dir.resolve("lib") + "\""));
    }

    private static List<String> concat(List<String> a, List<String> b, List<String> c) {
        return java.util.stream.Stream.of(a, b, c).flatMap(List::stream).toList();
    }

    @Test
    void theShellSplitsQuotesEscapesAndOperators() {
        assertEquals(List.of("cd", "a b", "&&", "cc", "-DX=\"1\"", "-c", "x.c", ";", "echo", "it's", "||", "true"),
                ShellWords.split("cd 'a b' && cc -DX=\\\"1\\\" -c x.c; echo \"it's\" || true"));
        assertEquals(List.of(List.of("cd", "a b"), List.of("cc", "-c", "x.c")),
                ShellWords.commands(ShellWords.split("(cd \"a b\"&&cc -c x.c)")));
    }

    @Test
    void linesThatAreNoCompilersAreNoEntries() {
        List<MakeDryRun.Entry> e = MakeDryRun.parse(List.of("echo cc -c x.c", "ar rcs libx.a x.o", "mpicc -o app x.o y.o",
                "ccache gcc -c \\", "   z.c -o z.o", "CC=clang make -C sub"), dir, new WrapperFlags(dir));
        assertEquals(List.of(new MakeDryRun.Entry(dir, dir.resolve("z.c"), List.of("gcc", "-c", "z.c", "-o", "z.o"))), e);
    }
}
