package dev.straggler.internal.source.order.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.junit.jupiter.api.Test;

import dev.straggler.core.stacks.ProgramPoint;
import dev.straggler.core.stacks.ProgramPoint.Offset;
import dev.straggler.internal.source.order.ProgramPointRewriter;
import dev.straggler.internal.source.slice.CParser;
import dev.straggler.internal.source.slice.tests.Labels;

/**
 * The rewriter on real C nobody wrote for it: every line of every function of the repository's native runtime, its
 * examples and test programs (thousands of lines: switches, gotos, nested loops, macros) gets a point that starts at
 * the function's line, has no negative offset, and orders the function's first line before its last.
 */
class ProgramPointCorpusTest {

    @Test
    void everyLineOfTheNativeSourcesHasAWellFormedPoint() throws IOException {
        Path root = Labels.examples().getParent();
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".c") && !p.toString().contains("/build")).sorted().toList();
        }
        assertTrue(files.size() >= 10, "C files under " + root + ": " + files);
        int lines = 0, loops = 0, withLov = 0;
        for (Path f : files) {
            IASTTranslationUnit tu = CParser.parse(f, new ArrayList<>());
            for (IASTDeclaration d : tu.getDeclarations()) {
                if (!(d instanceof IASTFunctionDefinition fn) || !d.isPartOfTranslationUnitFile()) {
                    continue;
                }
                int first = fn.getFileLocation().getStartingLineNumber();
                int last = fn.getFileLocation().getEndingLineNumber();
                for (int line = first; line <= last; line++) {
                    ProgramPoint p = ProgramPointRewriter.rewrite(fn, line);
                    lines++;
                    String where = f.getFileName() + ":" + line + " " + p;
                    assertEquals(new Offset(first), p.elements().get(0), where);
                    assertEquals(ProgramPointRewriter.name(fn), p.function(), where);
                    for (ProgramPoint.Element e : p.elements()) {
                        assertTrue(!(e instanceof Offset o) || o.value() >= 0, where);
                        if (e instanceof ProgramPoint.Branch b) {
                            assertTrue(b.offset() >= 0, where);
                        }
                    }
                    for (ProgramPoint.Iter i : p.loops()) {
                        assertTrue(i.loopLine() >= first && i.loopLine() <= line, where);
                        loops++;
                        if (i.variable() != null) {
                            withLov++;
                        }
                    }
                }
                if (last > first) {
                    assertEquals(ProgramPoint.Relation.BEFORE, ProgramPoint.compare(ProgramPointRewriter.rewrite(fn, first),
                            List.of(), ProgramPointRewriter.rewrite(fn, last), List.of()).relation(),
                            f.getFileName() + ":" + first + "-" + last);
                }
            }
        }
        assertTrue(lines > 3000, "lines rewritten: " + lines);
        assertTrue(withLov > 0 && withLov < loops, "loop tokens " + loops + ", with a LOV " + withLov);
    }
}
