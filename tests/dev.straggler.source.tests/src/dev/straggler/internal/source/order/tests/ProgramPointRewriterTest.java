package dev.straggler.internal.source.order.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.core.stacks.ProgramPoint;
import dev.straggler.core.stacks.ProgramPoint.Relation;
import dev.straggler.core.stacks.StackFrame;
import dev.straggler.internal.source.order.ProgramPointRewriter;
import dev.straggler.internal.source.slice.CParser;
import dev.straggler.source.order.SourceProgramPoints;
import dev.straggler.source.slice.SourceResolver;

/** Program point rewriting (SC'09 §4.1) on the paper's Fig. 1 (resources/order/poisson-fig1.c keeps its lines). */
class ProgramPointRewriterTest {

    @TempDir
    Path dir;

    static Path fig1() {
        return Path.of(System.getProperty("straggler.order", "resources/order")).resolve("poisson-fig1.c");
    }

    static ProgramPoint point(Path file, int line) throws IOException {
        IASTTranslationUnit tu = CParser.parse(file, new ArrayList<>());
        return ProgramPointRewriter.rewrite(tu, line);
    }

    ProgramPoint point(String code, int line) throws IOException {
        Path f = dir.resolve("t.c");
        Files.writeString(f, code);
        return point(f, line);
    }

    static Relation compare(ProgramPoint a, ProgramPoint b) {
        return ProgramPoint.compare(a, List.of(), b, List.of()).relation();
    }

    /** Fig. 3 (b)–(d): the tuples of (5), (6), (15) and (17). */
    @Test
    void poissonTuplesOfFigure3() throws IOException {
        assertEquals("<1, 0, 3, 0, $iter, 1>", point(fig1(), 5).toString());
        assertEquals("<1, 0, 3, 0, $iter, 2>", point(fig1(), 6).toString());
        assertEquals("<1, 0, 3, 0, $iter, 10⊃0, 1>", point(fig1(), 15).toString());
        assertEquals("<1, 0, 3, 0, $iter, 10⊃2, 1>", point(fig1(), 17).toString());
        assertEquals("poisson", point(fig1(), 5).function());
        // the loop's $iter carries the LOV of §4.2: it, increasing
        ProgramPoint.Iter iter = point(fig1(), 5).loops().get(0);
        assertEquals("it", iter.variable());
        assertEquals(4, iter.loopLine());
        assertEquals(true, iter.increasing());
    }

    /** Table 1 without iteration values: (5) before (6); (15) and (17) incomparable; the if's condition first. */
    @Test
    void poissonOrderOfTable1() throws IOException {
        ProgramPoint p5 = point(fig1(), 5), p6 = point(fig1(), 6), p15 = point(fig1(), 15), p17 = point(fig1(), 17);
        assertEquals(Relation.BEFORE, compare(p5, p6));
        assertEquals(Relation.AFTER, compare(p6, p5));
        assertEquals(Relation.INCOMPARABLE, compare(p15, p17));
        assertEquals(Relation.INCOMPARABLE, compare(p17, p15));
        assertEquals(Relation.BEFORE, compare(point(fig1(), 14), p15));
        assertEquals(Relation.BEFORE, compare(point(fig1(), 14), p17));
        assertEquals(Relation.BEFORE, compare(p15, point(fig1(), 20)));
        assertEquals(Relation.BEFORE, compare(point(fig1(), 2), p5));
        assertEquals(Relation.AFTER, compare(point(fig1(), 22), p17));
        // with it: Table 1's rows
        assertEquals(Relation.BEFORE, ProgramPoint.compare(p5, List.of(3L), p6, List.of(3L)).relation());
        assertEquals(Relation.AFTER, ProgramPoint.compare(p5, List.of(4L), p6, List.of(3L)).relation());
        assertEquals(Relation.BEFORE, ProgramPoint.compare(p15, List.of(2L), p17, List.of(3L)).relation());
        assertEquals(Relation.AFTER, ProgramPoint.compare(p15, List.of(4L), p17, List.of(3L)).relation());
        assertEquals(Relation.INCOMPARABLE, ProgramPoint.compare(p15, List.of(3L), p17, List.of(3L)).relation());
    }

    @Test
    void nestedLoopsAndSwitchArms() throws IOException {
        String c = """
                void f(int n, int k) {
                    int i, j;
                    for (i = 0; i < n; i++)
                    {
                        for (j = 0; j < n; j++) {
                            g(i, j);
                        }
                        switch (k) {
                        case 1:
                            h(1);
                            break;
                        default:
                            h(2);
                        }
                    }
                }
                """;
        ProgramPoint inner = point(c, 6);
        assertEquals("<1, 0, 2, 0, $iter, 2, 0, $iter, 1>", inner.toString());
        assertEquals(List.of("i", "j"), inner.loops().stream().map(ProgramPoint.Iter::variable).toList());
        assertEquals("<1, 0, 2, 0, $iter, 5⊃1, 1>", point(c, 10).toString());
        assertEquals("<1, 0, 2, 0, $iter, 5⊃4, 1>", point(c, 13).toString());
        assertEquals(Relation.INCOMPARABLE, compare(point(c, 10), point(c, 13)));
        // the outer iteration decides before the inner one and before the line
        assertEquals(Relation.AFTER, ProgramPoint.compare(inner, List.of(2L, 0L), point(c, 10), List.of(1L)).relation());
        assertEquals(Relation.BEFORE, ProgramPoint.compare(inner, List.of(1L, 5L), inner, List.of(1L, 6L)).relation());
        // a header line on its own (Allman braces) is in the loop too: the iteration decides
        assertEquals("<1, 0, 2, 0, $iter, 0>", point(c, 3).toString());
        assertEquals(Relation.AFTER, ProgramPoint.compare(point(c, 3), List.of(2L), inner, List.of(1L, 3L)).relation());
        assertNull(point(c, 17));
    }

    @Test
    void elseIfChainsAndDoLoops() throws IOException {
        String c = """
                int f(int a) {
                    int x = 10;
                    do {
                        if (a > 1) {
                            a = g(a);
                        } else if (a < 0) {
                            a = h(a);
                        } else {
                            a = 0;
                        }
                        x -= 1;
                    } while (x > 0);
                    return a;
                }
                """;
        ProgramPoint p5 = point(c, 5), p7 = point(c, 7), p9 = point(c, 9);
        assertEquals("<1, 0, 2, 0, $iter, 1⊃0, 1>", p5.toString());
        assertEquals("<1, 0, 2, 0, $iter, 1⊃2, 0⊃0, 1>", p7.toString());
        assertEquals("<1, 0, 2, 0, $iter, 1⊃2, 0⊃2, 1>", p9.toString());
        assertEquals(Relation.INCOMPARABLE, compare(p5, p7));
        assertEquals(Relation.INCOMPARABLE, compare(p7, p9));
        assertEquals("x", p5.loops().get(0).variable());
        assertEquals(false, p5.loops().get(0).increasing());
        // x decreases: a larger x is an earlier iteration
        assertEquals(Relation.BEFORE, ProgramPoint.compare(p9, List.of(5L), p5, List.of(4L)).relation());
    }

    /** Frames map through the resolver; a frame naming another function than the line's has no point. */
    @Test
    void framesResolveThroughTheSources() {
        SourceProgramPoints points = new SourceProgramPoints(SourceResolver.debugInfoPaths());
        String file = fig1().toAbsolutePath().toString();
        assertEquals("<1, 0, 3, 0, $iter, 2>", points.of(StackFrame.of("poisson", file, 6)).toString());
        assertNull(points.of(StackFrame.of("main", file, 6)));
        assertNull(points.of(StackFrame.of("poisson", "/nonexistent/poisson.c", 6)));
        assertEquals(1, points.warnings().size(), points.warnings().toString()); // the function that is not there
    }
}
