package dev.straggler.internal.core.scale.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.straggler.core.scale.DivergencePoint;
import dev.straggler.core.scale.DivergencePoint.Basis;
import dev.straggler.internal.core.scale.Localizer;
import dev.straggler.internal.core.scale.StackDiff;
import dev.straggler.model.RankSet;
import dev.straggler.model.profile.CallSiteProfile;
import dev.straggler.model.profile.CallStack;
import dev.straggler.model.profile.Crash;
import dev.straggler.model.profile.ProfileFrame;
import dev.straggler.model.profile.Traffic;

/** Vrisha §5.4 on hand-made call sites: matching by share of volume, stack divergence, the crash variant. */
class LocalizerTest {

    static final String MPI = "/usr/lib/libmpich.so.12";
    static final String APP = "/opt/app";

    static ProfileFrame mpi(long offset, String function) {
        return new ProfileFrame(MPI, offset, function, null, 0);
    }

    static ProfileFrame app(long offset, String function, int line) {
        return new ProfileFrame(APP, offset, function, "app.c", line);
    }

    /** Fig. 6: call stack 9 (training) and 16 (production), innermost first. */
    static final CallStack STACK9 = CallStack.of(mpi(0x1cc, "MPID_nem_tcp_send_queued"),
            mpi(0x3a3, "MPID_nem_tcp_connpoll"), mpi(0x1e, "MPID_nem_network_poll"), mpi(0x2ab, "MPIDI_CH3I_Progress"),
            mpi(0x89, "MPIC_Wait"), mpi(0x246, "MPIC_Sendrecv"), mpi(0x6a2, "MPIR_Allgatherv"),
            mpi(0x1243, "PMPI_Allgatherv"), app(0x14c, "main", 30), new ProfileFrame("/lib/libc.so.6", 0xf4,
                    "__libc_start_main", null, 0));
    static final CallStack STACK16 = replace(STACK9, 6, mpi(0x17fd, "MPIR_Allgatherv"));

    static CallStack replace(CallStack s, int i, ProfileFrame f) {
        List<ProfileFrame> frames = new ArrayList<>(s.frames());
        frames.set(i, f);
        return CallStack.of(frames);
    }

    static CallSiteProfile site(CallStack s, long bytesSent, long first) {
        return new CallSiteProfile(s, java.util.Map.of("MPI_Send", new Traffic(1, 1, bytesSent, 0, 0)), first, first);
    }

    @Test
    void figure6DivergesAtOneFrame() {
        List<StackDiff.Hunk> hunks = StackDiff.diff(STACK16, STACK9);
        assertEquals(1, hunks.size());
        assertEquals(List.of(mpi(0x17fd, "MPIR_Allgatherv")), hunks.get(0).checked());
        assertEquals(List.of(mpi(0x6a2, "MPIR_Allgatherv")), hunks.get(0).training());
        assertEquals(9, StackDiff.common(STACK16, STACK9));
        assertEquals(List.of(), StackDiff.diff(STACK9, STACK9));
    }

    /** Different call chains below a common caller: one point, at the caller's two lines (the branch). */
    @Test
    void aDetourIsOnePointAtTheBranch() {
        ProfileFrame main = app(0x2100, "main", 100);
        CallStack training = CallStack.of(app(0x1042, "my_allgather", 42), main);
        CallStack checked = CallStack.of(app(0x1020, "ring_allgather", 20), app(0x1038, "my_allgather", 38), main);
        List<StackDiff.Hunk> hunks = StackDiff.diff(checked, training);
        assertEquals(1, hunks.size());
        assertEquals(38, hunks.get(0).checkedAt().line());
        assertEquals(42, hunks.get(0).trainingAt().line());
    }

    /** Stacks that part, meet again and part again: two points, innermost first. */
    @Test
    void twoDivergencesInnermostFirst() {
        ProfileFrame progress = mpi(0x10, "progress");
        ProfileFrame main = app(0x2100, "main", 100);
        CallStack training = CallStack.of(progress, mpi(0x20, "bcast_binomial"), app(0x30, "solve", 10),
                app(0x40, "step", 5), main);
        CallStack checked = CallStack.of(progress, mpi(0x21, "bcast_scatter"), app(0x30, "solve", 10),
                app(0x44, "step", 7), main);
        List<StackDiff.Hunk> hunks = StackDiff.diff(checked, training);
        assertEquals(2, hunks.size());
        assertEquals("bcast_scatter", hunks.get(0).checkedAt().function());
        assertEquals(7, hunks.get(1).checkedAt().line());
        assertEquals(5, hunks.get(1).trainingAt().line());
    }

    /**
     * Fig. 3: training sites 1–4 and production sites 1–4 (other stacks) pair by share order: (2,3), (1,2), (3,1),
     * (4,4). The identical pair (4,4) diverges nowhere; the others give one point each, ranked by share.
     */
    @Test
    void figure3MatchesByShareOfVolume() {
        CallStack[] t = new CallStack[5];
        CallStack[] p = new CallStack[5];
        for (int i = 1; i <= 4; i++) {
            t[i] = CallStack.of(app(0x100 + i, "site" + i, i), app(0x2000, "main", 1));
            p[i] = CallStack.of(app(0x200 + i, "psite" + i, 10 + i), app(0x2000, "main", 1));
        }
        p[4] = t[4];
        List<CallSiteProfile> training = List.of(site(t[1], 300, 0), site(t[2], 500, 1), site(t[3], 150, 2),
                site(t[4], 50, 3));
        List<CallSiteProfile> production = List.of(site(p[1], 200, 0), site(p[2], 700, 1), site(p[3], 1000, 2),
                site(p[4], 100, 3));
        List<DivergencePoint> points = Localizer.localize(7, production, new Localizer.Reference("np=8", 3,
                training));
        assertEquals(3, points.size());
        assertEquals(List.of(p[3], p[2], p[1]), points.stream().map(DivergencePoint::checkedStack).toList());
        assertEquals(List.of(t[2], t[1], t[3]), points.stream().map(DivergencePoint::trainingStack).toList());
        DivergencePoint top = points.get(0);
        assertEquals(Basis.SHARE, top.basis());
        assertEquals(RankSet.of(7), top.ranks());
        assertEquals(0.5, top.checkedShare(), 1e-12);
        assertEquals(0.5, top.trainingShare(), 1e-12);
        assertEquals("np=8", top.trainingRun());
        assertEquals(3, top.trainingRank());
        assertEquals("psite3", top.checkedAt().function());
        assertEquals("site2", top.trainingAt().function());
    }

    /** Equal shares: a site present on both sides pairs with itself. */
    @Test
    void equalSharesPairASiteWithItself() {
        CallStack a = CallStack.of(app(0x1, "a", 1));
        CallStack b = CallStack.of(app(0x2, "b", 2));
        CallStack c = CallStack.of(app(0x3, "c", 3));
        List<DivergencePoint> points = Localizer.localize(0, List.of(site(c, 100, 0), site(b, 100, 1)),
                new Localizer.Reference("r", 0, List.of(site(a, 100, 0), site(b, 100, 1))));
        assertEquals(1, points.size());
        assertEquals(c, points.get(0).checkedStack());
        assertEquals(a, points.get(0).trainingStack());
    }

    /** A checked site beyond the training sites' count pairs with the most similar training stack. */
    @Test
    void leftoverSitesPairByStack() {
        ProfileFrame main = app(0x2000, "main", 1);
        CallStack a = CallStack.of(app(0x10, "exchange", 5), app(0x20, "step", 9), main);
        CallStack b = CallStack.of(app(0x30, "reduce", 7), main);
        CallStack extra = CallStack.of(app(0x11, "exchange", 6), app(0x20, "step", 9), main);
        List<DivergencePoint> points = Localizer.localize(2, List.of(site(a, 900, 0), site(b, 90, 1),
                site(extra, 10, 2)), new Localizer.Reference("r", 2, List.of(site(a, 900, 0), site(b, 100, 1))));
        assertEquals(1, points.size());
        assertEquals(Basis.STACK, points.get(0).basis());
        assertEquals(extra, points.get(0).checkedStack());
        assertEquals(a, points.get(0).trainingStack());
        assertEquals(6, points.get(0).checkedAt().line());
    }

    /**
     * §5.4.2 / Fig. 8: the crash stack matches training site 5 best (all but two frames); sites first used after it
     * are dropped before the crashed task's own sites are matched.
     */
    @Test
    void aCrashStartsFromTheClosestTrainingSiteAndDropsLaterSites() {
        ProfileFrame main = app(0x121, "main", 12);
        ProfileFrame send = mpi(0x8ff, "MPI_Send");
        ProfileFrame prog = mpi(0x1d8, "MPIDI_CH3I_Progress");
        CallStack site5 = CallStack.of(mpi(0x1, "MPID_nem_tcp_send_queued"), mpi(0x2, "state_commrdy_handler"),
                mpi(0x3, "MPID_nem_tcp_connpoll"), prog, send, main);
        CallStack crashStack = CallStack.of(mpi(0x9, "MPID_nem_tcp_send_queued"), mpi(0x3, "MPID_nem_tcp_connpoll"),
                prog, send, main);
        CallStack early = CallStack.of(mpi(0x50, "MPI_Bcast"), app(0x100, "main", 8));
        CallStack late = CallStack.of(mpi(0x60, "MPI_Reduce"), app(0x140, "main", 20));
        List<CallSiteProfile> training = List.of(site(early, 10, 0), site(site5, 1000, 5), site(late, 5000, 9));

        Localizer.Reference ref = new Localizer.Reference("1GB", 1, training);
        List<DivergencePoint> points = Localizer.localizeCrash(new Crash(1, "socket closed", crashStack), null, ref);
        assertEquals(1, points.size());
        DivergencePoint p = points.get(0);
        assertEquals(Basis.CRASH, p.basis());
        assertEquals(RankSet.of(1), p.ranks());
        assertEquals(crashStack, p.checkedStack());
        assertEquals(site5, p.trainingStack());
        assertEquals(List.of(mpi(0x9, "MPID_nem_tcp_send_queued")), p.checkedFrames());
        assertEquals(List.of(mpi(0x1, "MPID_nem_tcp_send_queued"), mpi(0x2, "state_commrdy_handler")),
                p.trainingFrames());
        assertEquals(0x9, p.checkedAt().offset());
        assertEquals("state_commrdy_handler", p.trainingAt().function());
        // its share among the sites kept (early and site 5)
        assertEquals(1000.0 / 1010, p.trainingShare(), 1e-12);

        // the crashed task's own sites: "retry" pairs with site 5, not with the larger but later reduction
        CallStack retry = CallStack.of(mpi(0x70, "MPI_Send"), app(0x130, "main", 14));
        points = Localizer.localizeCrash(new Crash(1, "socket closed", crashStack), List.of(site(early, 10, 0),
                site(retry, 1000, 5)), ref);
        assertEquals(2, points.size());
        assertEquals(Basis.SHARE, points.get(1).basis());
        assertEquals(retry, points.get(1).checkedStack());
        assertEquals(site5, points.get(1).trainingStack());
    }

    /** A crash stack equal to a training site still names that site (one point with no differing frames). */
    @Test
    void aCrashAtATrainingSite() {
        CallStack s = CallStack.of(mpi(0x8ff, "MPI_Send"), app(0x121, "main", 12));
        List<DivergencePoint> points = Localizer.localizeCrash(new Crash(0, "", s), null,
                new Localizer.Reference("r", 0, List.of(site(s, 10, 0))));
        assertEquals(1, points.size());
        assertEquals(s, points.get(0).trainingStack());
        assertNull(points.get(0).checkedAt());
        assertEquals(List.of(), points.get(0).checkedFrames());
    }
}
