package dev.straggler.internal.model.profile.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.model.profile.tests.ProfileFixtureWriter.F;
import dev.straggler.internal.model.profile.tests.ProfileFixtureWriter.Site;
import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ProfileEnd;
import dev.straggler.model.profile.ProfileException;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.ProfileReader;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;
import dev.straggler.model.profile.Traffic;

/** The profile reader against files written to docs/dump-format.md "Communication profile". */
class ProfileReaderTest {

    @TempDir
    Path dir;

    private static final List<F> HALO = List.of(new F(0, 0x1234), new F(0, 0x2000), new F(1, 0x271ca));
    private static final List<F> REDUCE = List.of(new F(0, 0x2100), new F(-1, 0x7fff0000L));

    private ProfileFixtureWriter task(int rank, int size) {
        ProfileFixtureWriter w = new ProfileFixtureWriter(rank, size);
        w.sites.add(new Site("MPI_Irecv", HALO, 10, 0, 0, 10, 800, 0, 18));
        w.sites.add(new Site("MPI_Isend", HALO, 10, 10, 800, 0, 0, 1, 19));
        w.sites.add(new Site("MPI_Reduce", REDUCE, 1, 1, 8, 0, 0, 20, 20));
        return w;
    }

    private void write(ProfileFixtureWriter w) throws IOException {
        Files.write(dir.resolve(String.format("profile-rank-%06d.sprof", w.rank)), w.bytes());
    }

    private static CallStack stack(String... moduleOffset) {
        ProfileFrame[] f = new ProfileFrame[moduleOffset.length / 2];
        for (int i = 0; i < f.length; i++) {
            f[i] = ProfileFrame.of(moduleOffset[2 * i], Long.decode(moduleOffset[2 * i + 1]));
        }
        return CallStack.of(f);
    }

    /** A complete run: one site per stack (its calls merged), frames as module path + offset, controls, program. */
    @Test
    void aCompleteRun() throws Exception {
        for (int r = 0; r < 3; r++) {
            ProfileFixtureWriter w = task(r, 3);
            w.named.put("n", 1000.0);
            write(w);
        }
        Files.writeString(dir.resolve("job.info"), "format=1.0\nnp=3\n");
        RunProfile run = ProfileReader.read(dir, "np=3");
        assertEquals("np=3", run.label());
        assertEquals(3, run.size());
        assertEquals(List.of(), run.missingRanks());
        assertNull(run.crash());
        assertEquals("/opt/app/app", run.program().executable());
        assertEquals("abcd1234", run.program().buildId());
        assertEquals(List.of("100", "x"), run.arguments());
        TaskProfile t = run.task(2);
        assertEquals(ProfileEnd.FINALIZED, t.end());
        assertEquals(Map.of(1, 100.0), t.control().arguments());
        assertEquals(Map.of("n", 1000.0), t.control().named());
        assertEquals(2, t.callSites().size());
        CallSiteProfile halo = t.callSite(stack("/opt/app/app", "0x1234", "/opt/app/app", "0x2000", "/lib/libc.so.6",
                "0x271ca"));
        assertEquals(Map.of("MPI_Irecv", new Traffic(10, 0, 0, 10, 800), "MPI_Isend", new Traffic(10, 10, 800, 0, 0)),
                halo.byCall());
        assertEquals(0, halo.firstCall());
        assertEquals(19, halo.lastCall());
        CallSiteProfile reduce = t.callSites().get(1);
        assertNull(reduce.stack().frame(1).module(), "a frame in no module has none");
        assertEquals(0x7fff0000L, reduce.stack().frame(1).offset());
        assertEquals(new Traffic(1, 1, 8, 0, 0), reduce.total());
        assertTrue(ProfileReader.hasProfiles(dir));
    }

    /** A crash: the crashed task's profile ends there, its stack is the run's crash; killed tasks are missing. */
    @Test
    void aCrashedRun() throws Exception {
        ProfileFixtureWriter w = task(1, 4);
        w.end = 3;
        w.crashSignal = 11;
        w.crashFrames = List.of(new F(1, 0x15a0), new F(0, 0x1300), new F(0, 0x2000));
        write(w);
        write(task(0, 4)); // finalized before the others died
        RunProfile run = ProfileReader.read(dir);
        assertEquals(dir.getFileName().toString(), run.label());
        assertEquals(List.of(2, 3), run.missingRanks());
        assertEquals(1, run.crash().rank());
        assertEquals("SIGSEGV", run.crash().reason());
        assertEquals(stack("/lib/libc.so.6", "0x15a0", "/opt/app/app", "0x1300", "/opt/app/app", "0x2000"),
                run.crash().stack());
        assertEquals(ProfileEnd.CRASHED, run.task(1).end());
        assertEquals(ProfileEnd.FINALIZED, run.task(0).end());
    }

    /** A profile written at a hang's dump. */
    @Test
    void aHungTask() throws Exception {
        ProfileFixtureWriter w = task(0, 1);
        w.end = 2;
        write(w);
        assertEquals(ProfileEnd.HUNG, ProfileReader.read(dir).task(0).end());
    }

    private String problem(Path d) {
        return assertThrows(ProfileException.class, () -> ProfileReader.read(d, "np=4")).getMessage();
    }

    /** Bad input: one message each, naming the run or file and the fix. */
    @Test
    void badDirectoriesAndFiles() throws Exception {
        assertTrue(problem(dir.resolve("nope")).contains("does not exist"), problem(dir.resolve("nope")));
        String none = problem(dir);
        assertTrue(none.startsWith("Run np=4 (") && none.contains("has no communication profile")
                && none.contains("STRAGGLER_PROFILE=1"), none);
        assertFalse(ProfileReader.hasProfiles(dir));

        byte[] good = task(0, 4).bytes();
        Path f = dir.resolve("profile-rank-000000.sprof");
        Files.write(f, Arrays.copyOf(good, good.length - 3));
        String cut = problem(dir);
        assertTrue(cut.contains("profile-rank-000000.sprof is truncated at byte " + (good.length - 3)), cut);

        byte[] bad = good.clone();
        bad[60] ^= 1;
        Files.write(f, bad);
        assertTrue(problem(dir).contains("is corrupt: the CRC-32"), problem(dir));

        byte[] newer = good.clone();
        newer[8] = 2;
        Files.write(f, newer);
        assertTrue(problem(dir).contains("has profile format version 2.0"), problem(dir));

        Files.write(f, "STRGDUMP........................".getBytes());
        assertTrue(problem(dir).contains("is not a Straggler communication profile"), problem(dir));

        Files.write(f, good);
        Files.write(dir.resolve("profile-rank-000005.sprof"), task(5, 8).bytes());
        String mixed = problem(dir);
        assertTrue(mixed.contains("mixes profiles of runs of 4 and 8 tasks") && mixed.contains("STRAGGLER_DUMP_DIR"),
                mixed);

        Files.delete(dir.resolve("profile-rank-000005.sprof"));
        Files.write(dir.resolve("profile-rank-000002.sprof"), task(1, 4).bytes());
        assertTrue(problem(dir).contains("holds the profile of rank 1"), problem(dir));

        Files.delete(dir.resolve("profile-rank-000002.sprof"));
        Files.writeString(dir.resolve("job.info"), "np=6\n");
        assertTrue(problem(dir).contains("mixes profiles of runs of 6 (job.info) and 4 tasks"), problem(dir));

        Files.delete(dir.resolve("job.info"));
        ProfileFixtureWriter other = task(1, 4);
        other.buildId = "ffff";
        Files.write(dir.resolve("profile-rank-000001.sprof"), other.bytes());
        assertTrue(problem(dir).contains("two builds"), problem(dir));
    }
}
