package dev.straggler.internal.core.progress.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.straggler.internal.core.progress.Waits;
import dev.straggler.model.RankSet;

/** The compact waits: grouped by the set waited on, point-to-point waits in rank order. */
class WaitsTest {

    static int[] peersOf(Waits w, int rank) {
        int i = w.pointToPointIndex(rank);
        int[] peers = new int[w.peersEnd(i) - w.peersStart(i)];
        for (int j = 0; j < peers.length; j++) {
            peers[j] = w.peer(w.peersStart(i) + j);
        }
        return peers;
    }

    @Test
    void pointToPointWaitsInRankOrderWhateverTheOrderGiven() {
        Waits w = new Waits.Builder().pointToPoint(9, 1, 2, 3).pointToPoint(2).pointToPoint(5, -1).pointToPoint(0, 9)
                .build();
        assertEquals(4, w.pointToPointCount());
        int[] ranks = new int[4];
        Arrays.setAll(ranks, w::pointToPointRank);
        assertArrayEquals(new int[] { 0, 2, 5, 9 }, ranks);
        assertArrayEquals(new int[] { 9 }, peersOf(w, 0));
        assertArrayEquals(new int[0], peersOf(w, 2));
        assertArrayEquals(new int[] { -1 }, peersOf(w, 5));
        assertArrayEquals(new int[] { 1, 2, 3 }, peersOf(w, 9));
        assertEquals(-1, w.pointToPointIndex(4));
    }

    @Test
    void setWaitsGroupedByEqualSets() {
        RankSet world = RankSet.range(0, 99);
        Waits w = new Waits.Builder().collective(3, world).collective(4, world).collective(7, RankSet.range(0, 99))
                .collective(RankSet.range(50, 59), world).collective(8, RankSet.of(8, 9)).any(1, RankSet.of(2, 3))
                .any(0, RankSet.of(2, 3)).build();
        assertEquals(List.of(new Waits.SetWait(world, RankSet.parse("3-4,7,50-59")),
                new Waits.SetWait(RankSet.of(8, 9), RankSet.of(8))), w.collectives());
        assertEquals(List.of(new Waits.SetWait(RankSet.of(2, 3), RankSet.of(0, 1))), w.anyOf());
    }

    @Test
    void aRankWaitsOnceOfEachKind() {
        IllegalArgumentException p2p = assertThrows(IllegalArgumentException.class,
                () -> new Waits.Builder().pointToPoint(3, 1).pointToPoint(1, 0).pointToPoint(3, 2).build());
        assertTrue(p2p.getMessage().contains("rank 3 has two point-to-point waits"), p2p.getMessage());
        IllegalArgumentException coll = assertThrows(IllegalArgumentException.class,
                () -> new Waits.Builder().collective(5, RankSet.range(0, 9)).collective(5, RankSet.range(0, 5))
                        .build());
        assertTrue(coll.getMessage().contains("rank 5 has two collective waits"), coll.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Waits.Builder().pointToPoint(-1, 0));
        // one wait of each kind is fine (a Waitall with an any-source receive: point-to-point and "any")
        Waits both = new Waits.Builder().pointToPoint(5, 1).any(5, RankSet.range(0, 9)).build();
        assertEquals(1, both.pointToPointCount());
        assertEquals(1, both.anyOf().size());
    }

    @Test
    void fromTheWaitsPerRank() {
        Waits w = Waits.of(Map.of(4, new int[] { 5 }, 1, new int[] { 2, 3 }), Map.of(2, RankSet.range(0, 5)),
                Map.of(3, RankSet.of(0, 1)));
        assertEquals(2, w.pointToPointCount());
        assertArrayEquals(new int[] { 5 }, peersOf(w, 4));
        assertArrayEquals(new int[] { 2, 3 }, peersOf(w, 1));
        assertEquals(List.of(new Waits.SetWait(RankSet.range(0, 5), RankSet.of(2))), w.collectives());
        assertEquals(List.of(new Waits.SetWait(RankSet.of(0, 1), RankSet.of(3))), w.anyOf());
        assertEquals(0, Waits.NONE.pointToPointCount());
    }
}
