package dev.straggler.model.profile.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.Crash;
import dev.straggler.model.profile.ProfileEnd;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.ProgramIdentity;
import dev.straggler.model.profile.RunProfile;
import dev.straggler.model.profile.TaskProfile;
import dev.straggler.model.profile.Traffic;

/** The profile contract: identity by location, merging, validation, symbolization by mapping. */
class ProfileTest {

    static final ProgramIdentity APP = new ProgramIdentity("/opt/app", "ab12");
    static final CallStack S = CallStack.of(ProfileFrame.of("/opt/app", 0x42), ProfileFrame.of("/opt/app", 0x100));

    @Test
    void framesAreTheSameLocationWithOrWithoutSymbols() {
        ProfileFrame raw = ProfileFrame.of("/opt/app", 0x42);
        ProfileFrame sym = raw.withSymbols("step", "/src/app.c", 17);
        assertEquals(raw, sym);
        assertEquals(raw.hashCode(), sym.hashCode());
        assertNotEquals(raw, ProfileFrame.of("/opt/lib.so", 0x42));
        assertEquals("step (app.c:17)", sym.describe());
        assertEquals("?? (app+0x42)", raw.describe());
        assertTrue(sym.hasSourceLocation());
        assertFalse(raw.hasSourceLocation());
        assertEquals(S, S.map(f -> f.withSymbols("f", "a.c", 1)));
    }

    @Test
    void theBuilderSumsTrafficPerStackAndCallAndWidensOrdinals() {
        TaskProfile t = TaskProfile.builder(ControlFeatures.of(1, 4))
                .add(S, "MPI_Send", new Traffic(1, 1, 100, 0, 0), 3, 3)
                .add(S, "MPI_Send", new Traffic(2, 2, 200, 0, 0), 7, 9)
                .add(S, "MPI_Recv", new Traffic(1, 0, 0, 1, 50), 5, 5).build();
        assertEquals(1, t.callSites().size());
        CallSiteProfile s = t.callSite(S);
        assertEquals(new Traffic(3, 3, 300, 0, 0), s.byCall().get("MPI_Send"));
        assertEquals(new Traffic(4, 3, 300, 1, 50), s.total());
        assertEquals(350, s.volume());
        assertEquals(350, t.volume());
        assertEquals(3, s.firstCall());
        assertEquals(9, s.lastCall());
        assertEquals("MPI_Recv/MPI_Send", s.calls());
        assertEquals(ProfileEnd.FINALIZED, t.end());
        assertNull(t.callSite(CallStack.of()));
    }

    @Test
    void controlFeaturesHaveOneOrderAndNames() {
        Map<String, Double> named = new LinkedHashMap<>();
        named.put("n", 1000.0);
        named.put("iters", 5.0);
        ControlFeatures c = new ControlFeatures(3, 8, Map.of(2, 0.5, 1, 64.0), named);
        assertEquals(List.of("rank", "size", "argv[1]", "argv[2]", "n", "iters"), List.copyOf(c.asMap().keySet()));
        assertEquals("rank=3 size=8 argv[1]=64 argv[2]=0.5 n=1000 iters=5", c.toString());
        assertEquals(5, c.withRank(5).rank());
        assertThrows(IllegalArgumentException.class, () -> ControlFeatures.of(8, 8));
        assertThrows(IllegalArgumentException.class, () -> new ControlFeatures(0, 2, Map.of(0, 1.0), null));
        assertThrows(IllegalArgumentException.class, () -> new ControlFeatures(0, 2, null, Map.of("rank", 1.0)));
        assertThrows(IllegalArgumentException.class, () -> new ControlFeatures(0, 2, null, Map.of("a=b", 1.0)));
        assertThrows(IllegalArgumentException.class, () -> new ControlFeatures(0, 2, Map.of(1, Double.NaN), null));
    }

    @Test
    void aRunKnowsItsMissingRanksAndValidatesItsTasks() {
        TaskProfile t0 = TaskProfile.builder(ControlFeatures.of(0, 6)).build();
        TaskProfile t3 = TaskProfile.builder(ControlFeatures.of(3, 6)).build();
        RunProfile r = new RunProfile("np=6", APP, List.of("64"), 6, List.of(t3, t0), null);
        assertEquals(List.of(0, 3), r.tasks().stream().map(TaskProfile::rank).toList());
        assertEquals(List.of(1, 2, 4, 5), r.missingRanks());
        assertSame(t3, r.task(3));
        assertNull(r.task(2));
        assertThrows(IllegalArgumentException.class, () -> new RunProfile("x", APP, null, 6, List.of(t0, t0), null));
        assertThrows(IllegalArgumentException.class, () -> new RunProfile("x", APP, null, 4, List.of(t0), null));
        assertThrows(IllegalArgumentException.class, () -> new RunProfile("x", APP, null, 6, List.of(t0),
                new Crash(6, "", S)));
        assertThrows(IllegalArgumentException.class, () -> new TaskProfile(ControlFeatures.of(0, 1),
                List.of(CallSiteProfile.of(S, "MPI_Send", Traffic.NONE), CallSiteProfile.of(S, "MPI_Recv",
                        Traffic.NONE)), ProfileEnd.FINALIZED));
        assertThrows(IllegalArgumentException.class, () -> new Traffic(-1, 0, 0, 0, 0));
    }

    @Test
    void mappingFramesSymbolizesEveryStackOfARun() {
        TaskProfile t = TaskProfile.builder(ControlFeatures.of(0, 1)).add(S, "MPI_Send", new Traffic(1, 1, 8, 0, 0))
                .end(ProfileEnd.CRASHED).build();
        RunProfile r = new RunProfile("crash", APP, List.of(), 1, List.of(t), new Crash(0, "SIGSEGV", S));
        RunProfile s = r.mapFrames(f -> f.withSymbols("fn" + f.offset(), "a.c", (int) f.offset()));
        assertEquals("fn66", s.tasks().get(0).callSites().get(0).stack().frame(0).function());
        assertEquals(66, s.crash().stack().frame(0).line());
        assertEquals(ProfileEnd.CRASHED, s.task(0).end());
        assertEquals(r.task(0).callSite(S).total(), s.task(0).callSite(S).total());
    }

    @Test
    void programIdentityPrefersTheBuildId() {
        assertTrue(APP.sameProgram(new ProgramIdentity("/elsewhere/app", "ab12")));
        assertFalse(APP.sameProgram(new ProgramIdentity("/opt/app", "ffff")));
        assertTrue(APP.sameProgram(new ProgramIdentity("/opt/app", null)));
        assertFalse(new ProgramIdentity("/opt/app", null).sameProgram(new ProgramIdentity("/opt/b", null)));
        assertEquals("/opt/app (build id ab12)", APP.describe());
    }
}
