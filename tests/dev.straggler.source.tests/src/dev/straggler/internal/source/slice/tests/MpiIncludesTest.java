package dev.straggler.internal.source.slice.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.source.slice.CParser;
import dev.straggler.internal.source.slice.MpiIncludes;

/** The MPI wrapper's include path: parsed from both wrappers' outputs, asked for real, used before warning. */
class MpiIncludesTest {

    @Test
    void openMpiShowmeIncdirs() {
        // mpicc --showme:incdirs, Open MPI 4.1.4 on Debian 12
        assertEquals(List.of("/usr/lib/x86_64-linux-gnu/openmpi/include",
                "/usr/lib/x86_64-linux-gnu/openmpi/include/openmpi"),
                MpiIncludes.fromShowme("/usr/lib/x86_64-linux-gnu/openmpi/include "
                        + "/usr/lib/x86_64-linux-gnu/openmpi/include/openmpi\n"));
    }

    @Test
    void mpichShow() {
        // mpicc.mpich -show, MPICH 4.0.2 on Debian 12; and the "-I dir" spelling
        assertEquals(List.of("/usr/include/x86_64-linux-gnu/mpich"), MpiIncludes.fromShow(
                "gcc -Wl,-z,relro -I/usr/include/x86_64-linux-gnu/mpich -L/usr/lib/x86_64-linux-gnu -lmpich\n"));
        assertEquals(List.of("/opt/mpi/include", "/opt/my mpi/inc"),
                MpiIncludes.fromShow("cc -I /opt/mpi/include '-I/opt/my mpi/inc' -lmpi"));
    }

    @Test
    void everyWrapperOnThisMachineNamesTheDirectoryOfMpiH() {
        List<String> dirs = MpiIncludes.dirs();
        assumeTrue(!dirs.isEmpty(), "no mpicc on the PATH");
        assertTrue(dirs.stream().anyMatch(d -> Files.isRegularFile(Path.of(d, "mpi.h"))), dirs.toString());
    }

    @Test
    void mpiHIsFoundInTheWrappersPathOtherHeadersStillWarn(@TempDir Path dir) throws IOException {
        assumeTrue(!MpiIncludes.dirs().isEmpty(), "no mpicc on the PATH");
        Path c = Files.writeString(dir.resolve("app.c"), """
                #include "mpi.h"
                #include "solver_config.h"
                int main(int argc, char **argv) {
                    MPI_Init(&argc, &argv);
                    MPI_Barrier(MPI_COMM_WORLD);
                    MPI_Finalize();
                    return 0;
                }
                """);
        List<String> warnings = new ArrayList<>();
        CParser.parse(c, warnings);
        assertFalse(warnings.stream().anyMatch(w -> w.contains("mpi.h")), warnings.toString());
        assertTrue(MpiIncludes.isMpiHeader("mpi.h"));
        assertFalse(MpiIncludes.isMpiHeader("solver_config.h"));
        assertTrue(warnings.stream().anyMatch(w -> w.contains("header solver_config.h not found")), warnings.toString());
    }
}
