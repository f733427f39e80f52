package dev.straggler.internal.source.order;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.cdt.core.dom.ast.IASTCaseStatement;
import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTDefaultStatement;
import org.eclipse.cdt.core.dom.ast.IASTDoStatement;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIfStatement;
import org.eclipse.cdt.core.dom.ast.IASTLabelStatement;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTSwitchStatement;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.IASTWhileStatement;

import dev.straggler.core.stacks.ProgramPoint;
import dev.straggler.core.stacks.ProgramPoint.Branch;
import dev.straggler.core.stacks.ProgramPoint.Element;
import dev.straggler.core.stacks.ProgramPoint.Iter;
import dev.straggler.core.stacks.ProgramPoint.Offset;

/**
 * STAT's program point rewriting system (SC'09 §4.1, Fig. 3) on the CDT AST: a line of a function becomes the tuple of
 * line displacements from the function down through the statements that enclose it. Per enclosing node:
 * <ul>
 * <li>the function definition emits its line (baseline 0), its body the body's offset from it (a line of the
 * signature before the body emits only its offset from the function's line: before every line of the body);</li>
 * <li>a loop ({@code for}, {@code while}, {@code do}) emits its offset, the offset of the loop's scope (0: it starts
 * on the loop's line) and {@code $iter} (with the loop's {@linkplain LoopOrderVariables Loop Order Variable});</li>
 * <li>a conditional emits its offset, then the branch token of the arm that holds the line: the {@code then} arm
 * starts at the {@code if}'s line, the {@code else} arm at the {@code else} keyword's line, a {@code switch} arm at its
 * {@code case} label; a line in the condition itself is the {@linkplain Branch#HEAD head}, before every arm;</li>
 * <li>blocks and labels emit nothing; the line itself emits its offset from the last baseline.</li>
 * </ul>
 * For the paper's Fig. 1 this gives {@code <1, 0, 3, 0, $iter, 1>} for (5) and {@code <1, 0, 3, 0, $iter, 10⊃0, 1>}
 * for (15), as Fig. 3.
 */
public final class ProgramPointRewriter {

    private ProgramPointRewriter() {
    }

    /** The definition of a function of {@code tu}'s own file whose lines span {@code line}, or {@code null}. */
    public static IASTFunctionDefinition functionAt(IASTTranslationUnit tu, int line) {
        for (IASTDeclaration d : tu.getDeclarations()) {
            if (d instanceof IASTFunctionDefinition f && d.isPartOfTranslationUnitFile() && spans(f, line)) {
                return f;
            }
        }
        return null;
    }

    /** The name of a function definition. */
    public static String name(IASTFunctionDefinition f) {
        IASTDeclarator d = f.getDeclarator();
        while (d.getNestedDeclarator() != null) {
            d = d.getNestedDeclarator();
        }
        return d.getName().toString();
    }

    /** The program point of {@code line} of {@code tu}, {@code null} when no function of the file spans it. */
    public static ProgramPoint rewrite(IASTTranslationUnit tu, int line) {
        IASTFunctionDefinition f = functionAt(tu, line);
        return f == null ? null : rewrite(f, line);
    }

    /** The program point of {@code line} in {@code function}. */
    public static ProgramPoint rewrite(IASTFunctionDefinition function, int line) {
        List<Element> out = new ArrayList<>();
        int baseline = first(function);
        out.add(new Offset(baseline));
        IASTStatement s = function.getBody();
        if (line < first(s)) { // the signature's lines, before the body (a function's entry)
            out.add(new Offset(line - baseline));
            return new ProgramPoint(name(function), out);
        }
        out.add(new Offset(first(s) - baseline));
        baseline = first(s);
        while (s != null) {
            if (s instanceof IASTCompoundStatement c) {
                s = containing(c.getStatements(), line);
            } else if (s instanceof IASTLabelStatement l) {
                s = l.getNestedStatement();
            } else if (isLoop(s)) {
                int start = first(s);
                out.add(new Offset(start - baseline));
                out.add(new Offset(0));
                LoopOrderVariables.Candidate lov = LoopOrderVariables.analyze(s).lov();
                out.add(new Iter(start, lov == null ? null : lov.variable(), lov == null || lov.state().increasing()));
                baseline = start;
                IASTStatement body = body(s);
                s = spans(body, line) ? body : null;
            } else if (s instanceof IASTIfStatement i) {
                int start = first(i);
                out.add(new Offset(start - baseline));
                baseline = start;
                IASTStatement otherwise = i.getElseClause();
                int elseLine = otherwise == null ? Integer.MAX_VALUE : elseLine(i);
                if (otherwise != null && line >= elseLine && spans(otherwise, line)) {
                    out.add(new Branch(elseLine - start, 1));
                    baseline = elseLine;
                    s = otherwise;
                } else if (spans(i.getThenClause(), line) && line >= first(i.getThenClause())) {
                    out.add(new Branch(0, 0));
                    s = i.getThenClause();
                } else {
                    out.add(new Branch(0, Branch.HEAD));
                    s = null;
                }
            } else if (s instanceof IASTSwitchStatement sw) {
                int start = first(sw);
                out.add(new Offset(start - baseline));
                baseline = start;
                s = null;
                if (sw.getBody() instanceof IASTCompoundStatement body) {
                    IASTStatement[] stmts = body.getStatements();
                    int arm = -1, label = -1;
                    for (IASTStatement st : stmts) {
                        if ((st instanceof IASTCaseStatement || st instanceof IASTDefaultStatement)) {
                            if (first(st) > line) {
                                break;
                            }
                            arm++;
                            label = first(st);
                        }
                    }
                    if (arm >= 0) {
                        out.add(new Branch(label - start, arm));
                        baseline = label;
                        s = containing(stmts, line);
                    } else {
                        out.add(new Branch(0, Branch.HEAD));
                    }
                } else {
                    out.add(new Branch(0, Branch.HEAD));
                }
            } else {
                s = null;
            }
        }
        out.add(new Offset(line - baseline));
        return new ProgramPoint(name(function), out);
    }

    static boolean isLoop(IASTNode s) {
        return s instanceof IASTForStatement || s instanceof IASTWhileStatement || s instanceof IASTDoStatement;
    }

    static IASTStatement body(IASTStatement loop) {
        if (loop instanceof IASTForStatement f) {
            return f.getBody();
        }
        if (loop instanceof IASTWhileStatement w) {
            return w.getBody();
        }
        return ((IASTDoStatement) loop).getBody();
    }

    /** The line of the {@code else} keyword: the first "else" between the then arm and the else arm. */
    private static int elseLine(IASTIfStatement i) {
        IASTFileLocation all = i.getFileLocation();
        IASTFileLocation then = i.getThenClause().getFileLocation();
        IASTFileLocation otherwise = i.getElseClause().getFileLocation();
        if (all == null || then == null || otherwise == null) {
            return first(i.getElseClause());
        }
        String text = i.getRawSignature();
        int from = then.getNodeOffset() + then.getNodeLength() - all.getNodeOffset();
        int to = otherwise.getNodeOffset() - all.getNodeOffset();
        if (from < 0 || to > text.length() || from > to) {
            return first(i.getElseClause());
        }
        int at = text.indexOf("else", from);
        if (at < 0 || at >= to) {
            return first(i.getElseClause());
        }
        return all.getStartingLineNumber() + (int) text.substring(0, at).chars().filter(c -> c == '\n').count();
    }

    private static IASTStatement containing(IASTStatement[] statements, int line) {
        for (IASTStatement st : statements) {
            if (spans(st, line)) {
                return st;
            }
        }
        return null;
    }

    static int first(IASTNode n) {
        IASTFileLocation loc = n.getFileLocation();
        return loc == null ? 0 : loc.getStartingLineNumber();
    }

    static boolean spans(IASTNode n, int line) {
        IASTFileLocation loc = n == null ? null : n.getFileLocation();
        return loc != null && loc.getStartingLineNumber() <= line && line <= loc.getEndingLineNumber();
    }
}
