package dev.straggler.internal.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.scale.RecursionFold;
import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.ControlFeatures;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.TaskProfile;
import dev.straggler.model.profile.Traffic;

/** Call sites up to recursion: each function keeps its innermost frame; depths of one recursion fold to one site. */
class RecursionFoldTest {

    static final String APP = "/opt/app";

    static ProfileFrame f(long offset, String function, int line) {
        return new ProfileFrame(APP, offset, function, "tree.c", line);
    }

    static final ProfileFrame RECV = f(0x110, "tree_sum", 38);
    static final ProfileFrame LOWER = f(0x104, "tree_sum", 34);
    static final ProfileFrame UPPER = f(0x108, "tree_sum", 43);
    static final ProfileFrame MAIN = f(0x500, "main", 90);
    static final ProfileFrame START = new ProfileFrame("/lib/libc.so.6", 0x271ca, "__libc_start_main", null, 0);

    /** tree_sum's receive at recursion depth {@code path.size()}: the recursive calls, outermost last. */
    static CallStack atDepth(List<ProfileFrame> path) {
        List<ProfileFrame> frames = new ArrayList<>(List.of(RECV));
        frames.addAll(path);
        frames.add(MAIN);
        frames.add(START);
        return CallStack.of(frames);
    }

    @Test
    void everyDepthAndPathOfOneRecursionIsOneSite() {
        CallStack folded = CallStack.of(RECV, MAIN, START);
        assertEquals(folded, RecursionFold.fold(atDepth(List.of(LOWER))));
        assertEquals(folded, RecursionFold.fold(atDepth(List.of(LOWER, LOWER, LOWER, LOWER))));
        assertEquals(folded, RecursionFold.fold(atDepth(List.of(UPPER, LOWER, UPPER))));
    }

    @Test
    void mutualRecursionKeepsEachFunctionsInnermostFrame() {
        ProfileFrame a1 = f(0x200, "a", 10);
        ProfileFrame b1 = f(0x300, "b", 20);
        ProfileFrame a2 = f(0x204, "a", 11);
        ProfileFrame b2 = f(0x304, "b", 21);
        assertEquals(CallStack.of(a1, b1, MAIN, START), RecursionFold.fold(CallStack.of(a1, b1, a2, b2, a1, MAIN,
                START)));
    }

    @Test
    void aStackWithoutRecursionAndUnsymbolizedFramesStayAsTheyAre() {
        CallStack plain = CallStack.of(RECV, MAIN, START);
        assertSame(plain, RecursionFold.fold(plain));
        ProfileFrame raw1 = ProfileFrame.of("/usr/lib/libmpi.so", 0x10);
        ProfileFrame raw2 = ProfileFrame.of("/usr/lib/libmpi.so", 0x20);
        CallStack unknown = CallStack.of(raw1, raw2, raw1, MAIN, START);
        assertSame(unknown, RecursionFold.fold(unknown));
        // a static function of the same name in another file is another function
        ProfileFrame other = new ProfileFrame(APP, 0x900, "tree_sum", "other.c", 5);
        CallStack two = CallStack.of(RECV, other, MAIN, START);
        assertSame(two, RecursionFold.fold(two));
    }

    @Test
    void theSitesOfOneTaskThatFoldToOneAreMerged() {
        TaskProfile t = TaskProfile.builder(ControlFeatures.of(0, 8))
                .add(atDepth(List.of(LOWER)), "MPI_Recv", new Traffic(10, 0, 0, 10, 2560), 3, 40)
                .add(atDepth(List.of(LOWER, LOWER)), "MPI_Recv", new Traffic(10, 0, 0, 10, 2560), 1, 39)
                .add(atDepth(List.of(LOWER, LOWER, LOWER)), "MPI_Recv", new Traffic(10, 0, 0, 10, 2560), 0, 38)
                .build();
        TaskProfile folded = RecursionFold.fold(t);
        assertEquals(1, folded.callSites().size());
        CallSiteProfile s = folded.callSites().get(0);
        assertEquals(CallStack.of(RECV, MAIN, START), s.stack());
        assertEquals(new Traffic(30, 0, 0, 30, 7680), s.total());
        assertEquals(0, s.firstCall());
        assertEquals(40, s.lastCall());
    }
}
