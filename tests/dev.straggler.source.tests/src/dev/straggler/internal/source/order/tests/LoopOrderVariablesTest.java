package dev.straggler.internal.source.order.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDoStatement;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.IASTWhileStatement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.straggler.internal.source.order.LoopOrderVariables;
import dev.straggler.internal.source.order.LoopOrderVariables.Candidate;
import dev.straggler.internal.source.order.LoopOrderVariables.Result;
import dev.straggler.internal.source.order.LoopOrderVariables.State;
import dev.straggler.internal.source.slice.CParser;
import dev.straggler.internal.source.slice.tests.Labels;

/** Loop Order Variable analysis (SC'09 §4.2): the states of Fig. 4 and each ambiguity rule of Defs 4.1–4.3. */
class LoopOrderVariablesTest {

    @TempDir
    Path dir;

    /** The analysis of the first loop that starts at {@code line} of {@code code}. */
    Result loop(String code, int line) throws IOException {
        Path f = dir.resolve("t.c");
        Files.writeString(f, code);
        IASTTranslationUnit tu = CParser.parse(f, new ArrayList<>());
        IASTStatement[] found = { null };
        tu.accept(new ASTVisitor() {
            {
                shouldVisitStatements = true;
            }

            @Override
            public int visit(IASTStatement s) {
                if (found[0] == null && (s instanceof IASTForStatement || s instanceof IASTWhileStatement
                        || s instanceof IASTDoStatement) && s.getFileLocation().getStartingLineNumber() == line) {
                    found[0] = s;
                }
                return PROCESS_CONTINUE;
            }
        });
        assertNotNull(found[0], "no loop at line " + line);
        return LoopOrderVariables.analyze(found[0]);
    }

    State state(String code, int line, String variable) throws IOException {
        Candidate c = loop(code, line).candidate(variable);
        assertNotNull(c, variable + " is no candidate");
        return c.state();
    }

    /** §4.2's example: it in Fig. 1 is a LOV x₊↑ (it = 0 before the loop, it++ in it). */
    @Test
    void paperExampleIsIncreasingFromZero() throws IOException {
        Path fig1 = ProgramPointRewriterTest.fig1();
        Result r = loop(Files.readString(fig1), 4);
        assertEquals("it", r.lov().variable());
        assertEquals(State.INC_NONNEGATIVE, r.lov().state());
        assertNull(r.candidate("converged"), "converged = 1 does not use itself: no candidate");
    }

    @Test
    void basicMonotonicStatementsAndTheirDirections() throws IOException {
        String c = """
                void f(int n) {
                    for (int i = 0; i < n; i++) g(i);
                    for (int k = 10; k > 0; k -= 2) g(k);
                    int s = 1;
                    while (s < n) { s = s * 2; g(s); }
                    int d = 100;
                    while (d > 1) { d /= 3; g(d); }
                    int m = -5;
                    while (m < n) { m = 2 + m; }
                    int q = -64;
                    while (q < -1) { q = q / 2; }
                    const int STEP = 4;
                    int w = 0;
                    while (w < n) { w += STEP; }
                    int neg = -1;
                    int v = 0;
                    while (v < n) { v -= neg; }
                }
                """;
        assertEquals(State.INC_NONNEGATIVE, state(c, 2, "i"));
        assertEquals(State.DEC_NONNEGATIVE, state(c, 3, "k"));
        assertEquals(State.INC_NONNEGATIVE, state(c, 5, "s"));
        assertEquals(State.DEC_NONNEGATIVE, state(c, 7, "d"));
        assertEquals(State.INC_NEGATIVE, state(c, 9, "m"));
        assertEquals(State.INC_NEGATIVE, state(c, 11, "q"));   // x₋ / c moves towards 0: up
        assertEquals(State.INC_NONNEGATIVE, state(c, 14, "w"));  // c: a loop invariant constant variable
        assertEquals(State.INC_NONNEGATIVE, state(c, 17, "v"));  // x - c with c < 0 is x + |c|
        assertEquals("i", loop(c, 2).lov().variable());
    }

    @Test
    void stateMachineKeepsOneDirectionAndFallsToBottomOtherwise() throws IOException {
        String c = """
                void f(int n) {
                    int a = 1;
                    while (a < n) { a += 1; a = a * 3; }
                    int b = 0;
                    while (b < n) { b += 2; b -= 1; }
                    int z = 1;
                    while (z < n) { z = z * -2; }
                    int e = 0;
                    while (e < n) { e += 0; }
                    int y = 0;
                    while (y < n) { y = 5 - y; }
                }
                """;
        assertEquals(State.INC_NONNEGATIVE, state(c, 3, "a")); // x₊↑ then x * c: stays x₊↑ (Fig. 4)
        assertEquals(State.BOTTOM, state(c, 5, "b"));          // ↑ then ↓
        assertEquals(State.BOTTOM, state(c, 7, "z"));          // x * c with c < 0: not monotonic
        assertEquals(State.BOTTOM, state(c, 9, "e"));          // x + 0 does not progress
        assertEquals(State.BOTTOM, state(c, 11, "y"));         // not a basic monotonic statement
        assertNull(loop(c, 5).lov());
    }

    /** Def 4.2 (1)–(3): an ambiguous c makes its x ⊥. */
    @Test
    void ambiguousLoopInvariantUses() throws IOException {
        String c = """
                int random_func(void);
                void f(int n, int cond, int p) {
                    int a;
                    if (cond) a = 1; else a = 2;
                    int x = 0;
                    while (x < n) { x += a; }
                    int b = a;
                    int y = 0;
                    while (y < n) { y += b; }
                    int r = random_func();
                    int z = 0;
                    while (z < n) { z += r; }
                    int u = 0;
                    while (u < n) { u += p; }
                }
                """;
        Candidate x = loop(c, 6).candidate("x");
        assertEquals(State.BOTTOM, x.state());
        assertTrue(x.reason().contains("Def 4.2 (1)"), x.reason());
        Candidate y = loop(c, 9).candidate("y");
        assertEquals(State.BOTTOM, y.state());
        assertTrue(y.reason().contains("Def 4.2 (2)"), y.reason());
        Candidate z = loop(c, 12).candidate("z");
        assertEquals(State.BOTTOM, z.state());
        assertTrue(z.reason().contains("Def 4.2 (3)"), z.reason());
        Candidate u = loop(c, 14).candidate("u"); // a parameter: not a compile-time constant
        assertEquals(State.BOTTOM, u.state());
        assertTrue(u.reason().contains("Def 4.2 (3)"), u.reason());
    }

    /** Def 4.3 and Def 4.1 (1): ambiguous initial values, definitions on some paths only, a continue before it. */
    @Test
    void ambiguousLoopVariantUses() throws IOException {
        String c = """
                void f(int n, int cond, int rank) {
                    int x;
                    if (cond) x = 0; else x = 1;
                    while (x < n) { x++; }
                    int y = 0;
                    while (y < n) { if (cond) y++; else y += 2; }
                    int z = 0;
                    while (z < n) { if (cond) continue; z++; }
                    int w = rank;
                    while (w < n) { w++; }
                    int v = 0;
                    while (v < n) { v++; g(&v); }
                    int t = 0;
                    for (int i = 0; i < n; i++) { t++; }
                    for (; t < n; t++) { if (cond) continue; }
                }
                """;
        assertEquals(State.BOTTOM, state(c, 4, "x"));
        assertTrue(loop(c, 4).candidate("x").reason().contains("initial value"), loop(c, 4).candidate("x").reason());
        assertEquals(State.BOTTOM, state(c, 6, "y"));
        assertEquals(State.BOTTOM, state(c, 8, "z"));
        assertEquals(State.BOTTOM, state(c, 10, "w")); // not the same sequence in every task (Def 4.1 (3))
        assertEquals(State.BOTTOM, state(c, 12, "v"));
        // t's value before the last loop comes out of the loop before it: several flows (the loop may run 0 times)
        assertEquals(State.BOTTOM, state(c, 15, "t"));
        assertEquals(State.INC_NONNEGATIVE, state(c, 14, "i")); // a for's increment runs after a continue too
    }

    /** The repository's poisson example: the solver loop's it, the norm loop's stride from a parameter is ⊥. */
    @Test
    void poissonExampleLoops() throws IOException {
        String code = Files.readString(Labels.examples().resolve("poisson.c"));
        int solver = 0, norm = 0;
        String[] lines = code.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains("for (it = 0;")) {
                solver = i + 1;
            }
            if (lines[i].contains("i += stride")) {
                norm = i + 1;
            }
        }
        Result r = loop(code, solver);
        assertEquals("it", r.lov().variable());
        assertEquals(State.INC_NONNEGATIVE, r.lov().state());
        Result n = loop(code, norm);
        assertNull(n.lov());
        assertEquals(State.BOTTOM, n.candidate("i").state());
    }
}
