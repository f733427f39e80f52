package dev.straggler.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.NoSuchElementException;

import org.junit.jupiter.api.Test;

import dev.straggler.model.RankSet;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.StragglerPackage;

class RankSetTest {

    @Test
    void parseAndFormatRoundTrip() {
        for (String text : List.of("0-3,5,7-9", "0", "5-6", "1,3,5", "0-99999", "70000,1000000-1000002", "")) {
            assertEquals(text, RankSet.parse(text).toString(), text);
        }
    }

    @Test
    void parseNormalizesOrderOverlapAndBlanks() {
        assertEquals("0-3,5,7-9", RankSet.parse(" 7-9, 0-2 ,2-3,5,5 ").toString());
        assertEquals("0-4", RankSet.parse("0,1,2,3,4").toString());
        assertEquals("3", RankSet.parse("3-3").toString());
        assertSame(RankSet.EMPTY, RankSet.parse("   "));
    }

    @Test
    void factoryMethods() {
        assertEquals("1-3,10", RankSet.of(10, 3, 1, 2, 3).toString());
        assertEquals("4-7", RankSet.range(4, 7).toString());
        assertTrue(RankSet.range(5, 4).isEmpty());
        assertTrue(RankSet.of().isEmpty());
        RankSet built = new RankSet.Builder().add(9).addRange(0, 2).add(1).addRange(5, 4).build();
        assertEquals("0-2,9", built.toString());
    }

    @Test
    void queries() {
        RankSet set = RankSet.parse("0-3,5,7-9");
        assertEquals(8, set.size());
        assertEquals(3, set.rangeCount());
        assertEquals(0, set.first());
        assertTrue(set.contains(5));
        assertFalse(set.contains(4));
        assertFalse(set.contains(-1));
        assertArrayEquals(new int[] { 0, 1, 2, 3, 5, 7, 8, 9 }, set.toArray());
        assertEquals(35, set.stream().sum());
        assertEquals(0, RankSet.EMPTY.size());
        assertEquals(0, RankSet.EMPTY.rangeCount());
        assertTrue(RankSet.EMPTY.isEmpty());
        assertThrows(NoSuchElementException.class, RankSet.EMPTY::first);
    }

    @Test
    void setOperations() {
        RankSet a = RankSet.parse("0-3,8");
        RankSet b = RankSet.parse("2-5");
        assertEquals("0-5,8", a.union(b).toString());
        assertEquals("0-1,8", a.andNot(b).toString());
        assertEquals("4-5", b.andNot(a).toString());
        assertEquals("", a.andNot(a).toString());
        assertEquals(a, a.union(RankSet.EMPTY));
        assertEquals(a, a.andNot(RankSet.EMPTY));
        assertEquals("0-5,8,100", RankSet.unionAll(List.of(a, b, RankSet.of(100))).toString());
        assertSame(RankSet.EMPTY, RankSet.unionAll(List.of()));
        // operations do not change their operands
        assertEquals("0-3,8", a.toString());
        assertEquals("2-5", b.toString());
    }

    @Test
    void questionsThatBuildNoSet() {
        RankSet a = RankSet.parse("0-3,8,70000-70002");
        assertTrue(a.intersects(RankSet.of(8)));
        assertTrue(a.intersects(RankSet.range(3, 5)));
        assertFalse(a.intersects(RankSet.range(4, 7)));
        assertFalse(a.intersects(RankSet.EMPTY));
        assertTrue(a.containsAll(RankSet.parse("1-2,70001")));
        assertTrue(a.containsAll(RankSet.EMPTY));
        assertFalse(a.containsAll(RankSet.range(3, 4)));
        RankSet.Builder b = RankSet.builder().addRange(10, 20);
        assertTrue(b.intersects(RankSet.of(20, 30)));
        assertFalse(b.intersects(RankSet.of(9, 21)));
    }

    @Test
    void rangesCountedRunByRun() {
        assertEquals(5, RankSet.parse("0-3,5,7-9,65535-65537,200000").rangeCount());
        assertEquals(1, RankSet.range(0, 1_000_000).rangeCount());
        assertEquals(2, RankSet.of(0, Integer.MAX_VALUE).rangeCount());
    }

    @Test
    void aCursorAnswersAsContainsInAnyOrder() {
        RankSet set = RankSet.parse("0-3,5,7-9,65535-65537,200000");
        RankSet.Cursor cursor = set.cursor();
        int[] asked = { -1, 0, 0, 2, 4, 5, 6, 9, 10, 65534, 65536, 3, 100000, 200000, 7, 200001, Integer.MAX_VALUE, 1 };
        for (int rank : asked) {
            assertEquals(set.contains(rank), cursor.contains(rank), "rank " + rank);
        }
        RankSet.Builder b = RankSet.builder().addRange(100, 105);
        RankSet.Cursor c = b.cursor();
        assertTrue(c.contains(100));
        assertFalse(c.contains(106));
    }

    @Test
    void sortedRanksAddedAtOnce() {
        int[] ranks = { 99, 1, 2, 3, 7, 65536, 99 };
        assertEquals("1-3,7,65536", RankSet.builder().addAll(ranks, 1, 5).build().toString());
        assertThrows(IllegalArgumentException.class, () -> RankSet.builder().addAll(new int[] { 1, -2 }, 0, 2));
    }

    @Test
    void equalsAndHashCodeIndependentOfConstruction() {
        RankSet parsed = RankSet.parse("0-4999,6000");
        RankSet built = RankSet.of(6000).union(RankSet.range(0, 4999));
        RankSet fromDiff = RankSet.range(0, 6000).andNot(RankSet.range(5000, 5999));
        RankSet.Builder builder = RankSet.builder();
        for (int r = 6000; r >= 0; r--) {
            if (r < 5000 || r == 6000) {
                builder.add(r);
            }
        }
        for (RankSet other : List.of(built, fromDiff, builder.build())) {
            assertEquals(parsed, other);
            assertEquals(parsed.hashCode(), other.hashCode());
        }
        assertNotEquals(parsed, RankSet.range(0, 4999));
        assertEquals(RankSet.EMPTY, RankSet.parse(""));
    }

    @Test
    void badInputIsRejectedWithAClearMessage() {
        for (String bad : List.of("a", "1-", "-3", "3-1", "1,,2", "1;2", "1-2-3", "99999999999", "0x10", "1 2")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RankSet.parse(bad), bad);
            assertTrue(e.getMessage().contains("invalid rank set \"" + bad + "\""), e.getMessage());
            assertTrue(e.getMessage().contains("\"0-3,5,7-9\""), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> RankSet.of(-1));
        assertThrows(IllegalArgumentException.class, () -> RankSet.range(-2, 3));
    }

    @Test
    void emfFactoryUsesTheTextForm() {
        StragglerFactory factory = StragglerFactory.eINSTANCE;
        RankSet set = (RankSet) factory.createFromString(StragglerPackage.Literals.RANK_SET, "0-3,5");
        assertEquals(RankSet.parse("0-3,5"), set);
        assertEquals("0-3,5", factory.convertToString(StragglerPackage.Literals.RANK_SET, set));
        // the default of RankSet attributes is the empty set, not null
        assertEquals(RankSet.EMPTY, factory.createJob().getMissingRanks());
        assertEquals(RankSet.EMPTY, factory.createPdgNode().getRanks());
    }
}
