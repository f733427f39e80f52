package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.straggler.cli.tests.ExamplesEndToEndTest.Expectation;
import dev.straggler.cli.tests.MainTest.Run;
import dev.straggler.model.RankSet;

/**
 * A Fortran program using the {@code mpi_f08} module (native-runtime/examples/deadlock_f08.f90) calls the MPI
 * library's f08 entry points ({@code mpi_recv_f08_}; MPICH's {@code mpi_recv_f08ts_}), not the C functions: the
 * runtime's f08 entry points must record it, so that {@code straggler diagnose} names the header's ranks and line on
 * Open MPI and on MPICH, and every task's call (the victims in MPI_Barrier too).
 */
class FortranF08EndToEndTest {

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "deadlock_f08 on {0}")
    @ValueSource(strings = { "openmpi", "mpich" })
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void diagnoseFindsTheHeadersRanksAndLine(String mpi) throws IOException {
        Path exe;
        String launcher;
        if (mpi.equals("mpich")) {
            exe = ExamplesEndToEndTest.examples().getParent().resolve("mpich/examples/deadlock_f08");
            launcher = "mpiexec.mpich";
            Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/mpiexec.mpich")), "MPICH is not installed");
        } else {
            exe = ExamplesEndToEndTest.examples().resolve("deadlock_f08");
            launcher = "mpirun";
        }
        Assumptions.assumeTrue(Files.isExecutable(exe), exe + " is not built: the native build compiles it only with a "
                + "Fortran compiler and the MPI's mpi_f08 module for it (apt-get install gfortran, then rebuild)");
        Expectation exp = expectation("deadlock_f08.f90");
        Path dumps = Files.createTempDirectory(tmp, "straggler-f08-" + mpi);
        Run r = MainTest.run("diagnose", "--launcher", launcher, "--np", Integer.toString(exp.np()), "--timeout", "2",
                "--dump-dir", dumps.toString(), "--json", "--", exe.toString());
        assertEquals(0, r.exit(), "diagnose deadlock_f08 on " + mpi + " failed:\n" + r.err());
        JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
        ExamplesEndToEndTest.assertDiagnosis(exp, json, "deadlock_f08 on " + mpi);
        assertEquals(exp.np(), json.get("tasksDumped").getAsInt(), "tasks dumped: " + json);
        int barrier = line("deadlock_f08.f90", "call MPI_Barrier(");
        RankSet inBarrier = null;
        for (JsonElement e : json.getAsJsonObject("pdg").getAsJsonArray("nodes")) {
            JsonObject n = e.getAsJsonObject();
            var frames = n.getAsJsonArray("frames");
            if ("MPI_Barrier".equals(n.get("call").isJsonNull() ? null : n.get("call").getAsString())
                    && frames.size() > 0 && frames.get(0).getAsJsonObject().get("line").getAsInt() == barrier) {
                inBarrier = ExamplesEndToEndTest.ranks(n.getAsJsonArray("ranks"));
            }
        }
        assertEquals(RankSet.parse("2-3"), inBarrier, "ranks in MPI_Barrier at deadlock_f08.f90:" + barrier + ": " + json);
    }

    /** A Fortran example's header (its comment lines: the same 'Expected diagnosis' line as the C examples'). */
    static Expectation expectation(String source) throws IOException {
        String text = Files.readString(ExamplesEndToEndTest.sources().resolve(source));
        Matcher m = ExamplesEndToEndTest.EXPECTED.matcher(text);
        assertTrue(m.find(), source + " has no 'Expected diagnosis' header");
        return new Expectation(Integer.parseInt(m.group(1)), RankSet.parse(m.group(2)), m.group(3),
                Integer.parseInt(m.group(4)));
    }

    /** The first line of an example's source containing {@code text}. */
    static int line(String source, String text) throws IOException {
        var lines = Files.readAllLines(ExamplesEndToEndTest.sources().resolve(source));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(source + " has no line with " + text);
    }
}
