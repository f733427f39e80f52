package dev.straggler.internal.source.slice;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTConditionalExpression;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumerator;
import org.eclipse.cdt.core.dom.ast.IValue;

import dev.straggler.internal.source.slice.Program.CallSite;
import dev.straggler.internal.source.slice.Program.Function;
import dev.straggler.internal.source.slice.Program.Node;

/**
 * The program as one task runs it, as far as the source decides it: the integer values an expression may have in the
 * task of world rank {@code rank} (its destinations, sources, tags and conditions), and whether the task can reach a
 * statement. Values come from literals, enumerators and macros, the task's rank and the world's size (the variables only
 * MPI_Comm_rank/MPI_Comm_size on MPI_COMM_WORLD define), the reaching definitions of local variables (plain
 * assignments and initializers; a {@code for} loop's counter: from its start to its bound), parameters (the arguments
 * of every call site) and globals (every definition); anything else — data, a call's result, an element of an array —
 * is not known ({@code null}), never guessed. A statement is out of reach when every path to it passes a condition that
 * is false for the task (an {@code if} or its {@code else}), in its function or at every call site of its function.
 */
final class TaskView {

    private static final int MAX_DEPTH = 64;

    /** Whether a task may reach a statement; when not, the conditions that keep it out. */
    record Reach(boolean possible, List<Node> excludedBy) {
        static final Reach YES = new Reach(true, List.of());
    }

    private final Program program;
    private final long rank;
    private final long worldSize;
    private final Map<Object, Values> memo = new HashMap<>();
    private final Set<Object> evaluating = new HashSet<>();
    private final Map<Function, Within> within = new HashMap<>();
    private final Map<Node, Reach> reach = new HashMap<>();
    private final Set<Function> entering = new HashSet<>();
    private int depth;

    /** The nodes of one function the task can reach from its entry, and the conditions that cut a path. */
    private record Within(Set<Node> reached, Set<Node> cut) {
    }

    /** @param worldSize the size of MPI_COMM_WORLD; 0 or less: not known */
    TaskView(Program program, long rank, long worldSize) {
        this.program = program;
        this.rank = rank;
        this.worldSize = worldSize;
    }

    long rank() {
        return rank;
    }

    // ---- values ----

    /** The values {@code e} may have at node {@code at} (evaluated before {@code at} runs), or null: not known. */
    Values value(Node at, IASTInitializerClause e) {
        if (!(e instanceof IASTExpression x) || depth > MAX_DEPTH) {
            return null;
        }
        depth++;
        try {
            return expression(at, x);
        } finally {
            depth--;
        }
    }

    private Values expression(Node at, IASTExpression e) {
        if (e instanceof IASTLiteralExpression l) {
            return literal(l);
        }
        if (e instanceof IASTIdExpression id) {
            return identifier(at, id);
        }
        if (e instanceof IASTCastExpression c) {
            return value(at, c.getOperand());
        }
        if (e instanceof IASTUnaryExpression u) {
            Values v = value(at, u.getOperand());
            return switch (u.getOperator()) {
            case IASTUnaryExpression.op_bracketedPrimary, IASTUnaryExpression.op_plus -> v;
            case IASTUnaryExpression.op_minus -> Values.negate(v);
            case IASTUnaryExpression.op_not -> v == null ? null : Values.truth(v.truth() == null ? null : !v.truth());
            case IASTUnaryExpression.op_tilde -> Values.bitwise(v, Values.of(0), (a, b) -> ~a);
            default -> null; // ++, --, *, &, sizeof
            };
        }
        if (e instanceof IASTConditionalExpression c) {
            Values cond = value(at, c.getLogicalConditionExpression());
            Boolean t = cond == null ? null : cond.truth();
            if (t != null) {
                return value(at, t ? c.getPositiveResultExpression() : c.getNegativeResultExpression());
            }
            return cond == null ? null
                    : Values.union(value(at, c.getPositiveResultExpression()), value(at, c.getNegativeResultExpression()));
        }
        if (e instanceof IASTBinaryExpression b) {
            return binary(at, b);
        }
        return null; // calls, array elements, fields, ...
    }

    private Values binary(Node at, IASTBinaryExpression b) {
        int op = b.getOperator();
        if (op == IASTBinaryExpression.op_logicalAnd || op == IASTBinaryExpression.op_logicalOr) {
            boolean and = op == IASTBinaryExpression.op_logicalAnd;
            Values l = value(at, b.getOperand1());
            Boolean lt = l == null ? null : l.truth();
            if (lt != null && lt != and) {
                return Values.truth(lt); // false && ..., true || ...
            }
            Values r = value(at, b.getOperand2());
            Boolean rt = r == null ? null : r.truth();
            if (lt != null) {
                return r == null ? null : Values.truth(rt);
            }
            return rt != null && rt != and ? Values.truth(rt) : l == null || r == null ? null : Values.EITHER;
        }
        Values l = value(at, b.getOperand1()), r = value(at, b.getOperand2());
        return switch (op) {
        case IASTBinaryExpression.op_plus -> Values.add(l, r);
        case IASTBinaryExpression.op_minus -> Values.subtract(l, r);
        case IASTBinaryExpression.op_multiply -> Values.multiply(l, r);
        case IASTBinaryExpression.op_divide -> Values.divide(l, r);
        case IASTBinaryExpression.op_modulo -> Values.remainder(l, r);
        case IASTBinaryExpression.op_shiftLeft -> Values.bitwise(l, r, (x, y) -> y < 0 || y > 62 ? fail() : x << y);
        case IASTBinaryExpression.op_shiftRight -> Values.bitwise(l, r, (x, y) -> y < 0 || y > 63 ? fail() : x >> y);
        case IASTBinaryExpression.op_binaryAnd -> Values.bitwise(l, r, (x, y) -> x & y);
        case IASTBinaryExpression.op_binaryOr -> Values.bitwise(l, r, (x, y) -> x | y);
        case IASTBinaryExpression.op_binaryXor -> Values.bitwise(l, r, (x, y) -> x ^ y);
        case IASTBinaryExpression.op_equals -> Values.compare(l, r, "==");
        case IASTBinaryExpression.op_notequals -> Values.compare(l, r, "!=");
        case IASTBinaryExpression.op_lessThan -> Values.compare(l, r, "<");
        case IASTBinaryExpression.op_lessEqual -> Values.compare(l, r, "<=");
        case IASTBinaryExpression.op_greaterThan -> Values.compare(l, r, ">");
        case IASTBinaryExpression.op_greaterEqual -> Values.compare(l, r, ">=");
        default -> null; // assignments, comma, pointer-to-member
        };
    }

    private static long fail() {
        throw new ArithmeticException("shift out of range");
    }

    private static Values literal(IASTLiteralExpression l) {
        String v = String.valueOf(l.getValue());
        if (l.getKind() == IASTLiteralExpression.lk_char_constant && v.length() == 3 && v.charAt(0) == '\'') {
            return Values.of(v.charAt(1));
        }
        if (l.getKind() != IASTLiteralExpression.lk_integer_constant) {
            return null;
        }
        try {
            return Values.of(Long.decode(v.replaceAll("[uUlL]+$", "")));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private Values identifier(Node at, IASTIdExpression id) {
        IBinding b;
        try {
            b = id.getName().resolveBinding();
        } catch (RuntimeException e) {
            return null;
        }
        if (b instanceof IEnumerator en) {
            IValue v = en.getValue();
            Number n = v == null ? null : v.numberValue();
            return n == null ? null : Values.of(n.longValue());
        }
        Object key = CfgBuilder.key(b);
        if (key == null) {
            return null;
        }
        if (program.worldVariables(Program.World.RANK).contains(key)) {
            return Values.of(rank);
        }
        if (program.worldVariables(Program.World.SIZE).contains(key)) {
            return worldSize > 0 ? Values.of(worldSize) : null;
        }
        if (at.fn == null) {
            return global(key);
        }
        return variable(at, key);
    }

    private record Use(Node at, Object var) {
    }

    /** The values variable {@code v} may have where {@code at} starts: the union over its reaching definitions. */
    private Values variable(Node at, Object v) {
        Use u = new Use(at, v);
        if (memo.containsKey(u)) {
            return memo.get(u);
        }
        if (!evaluating.add(u)) {
            return null; // a definition that depends on itself (a loop): not known
        }
        Values out;
        try {
            List<Node> defs = at.fn.reaching(at, v);
            out = defs.isEmpty() ? null : counter(at, v, defs);
            if (out == null && !defs.isEmpty() && !isCounter(defs, v)) {
                out = definitions(defs, v);
            }
        } finally {
            evaluating.remove(u);
        }
        memo.put(u, out);
        return out;
    }

    private Values definitions(List<Node> defs, Object v) {
        Values out = null;
        for (Node d : defs) {
            Values x = definition(d, v);
            if (x == null) {
                return null;
            }
            out = out == null ? x : Values.union(out, x);
            if (out == null) {
                return null;
            }
        }
        return out;
    }

    /** The value {@code d} gives {@code v}: a parameter's arguments, a global's value on entry, an assignment. */
    private Values definition(Node d, Object v) {
        if (d.kind == Node.Kind.ENTRY) {
            if (Program.isGlobal(v)) {
                return global(v);
            }
            int k = d.fn.params.indexOf(v);
            if (k < 0 || d.fn.callers.isEmpty()) {
                return null;
            }
            Values out = null;
            for (Node caller : d.fn.callers) {
                for (CallSite c : caller.calls) {
                    if (program.functions().get(c.callee()) != d.fn) {
                        continue;
                    }
                    Values x = k < c.args().length ? value(caller, c.args()[k]) : null;
                    out = x == null ? null : out == null ? x : Values.union(out, x);
                    if (out == null) {
                        return null;
                    }
                }
            }
            return out;
        }
        if (!d.strong.contains(v) || d.weak.contains(v)) {
            return null; // written through a pointer, an element, an MPI output, ...
        }
        IASTInitializerClause rhs = assigned(d.ast, v);
        if (rhs == null || definesWhatItUses(d, rhs, v)) {
            return null;
        }
        return value(d, rhs);
    }

    /** A global's value on entry to a function: whatever any of its definitions gives it. */
    private Values global(Object v) {
        Use u = new Use(null, v);
        if (memo.containsKey(u)) {
            return memo.get(u);
        }
        if (!evaluating.add(u)) {
            return null;
        }
        Values out = null;
        try {
            Set<Node> defs = program.globalDefinitions(v);
            out = defs.isEmpty() ? null : definitions(new ArrayList<>(defs), v);
        } finally {
            evaluating.remove(u);
        }
        memo.put(u, out);
        return out;
    }

    /**
     * Whether {@code rhs} reads a variable {@code d} itself also defines before the assignment ({@code int a = 1, b =
     * a;}): its value at the start of {@code d} is not the one read.
     */
    private static boolean definesWhatItUses(Node d, IASTInitializerClause rhs, Object v) {
        Set<Object> read = new HashSet<>();
        rhs.accept(new ASTVisitor() {
            {
                shouldVisitExpressions = true;
            }

            @Override
            public int visit(IASTExpression e) {
                if (e instanceof IASTIdExpression id) {
                    try {
                        Object k = CfgBuilder.key(id.getName().resolveBinding());
                        if (k != null) {
                            read.add(k);
                        }
                    } catch (RuntimeException ex) {
                        // unresolved: not a variable of the program
                    }
                }
                return PROCESS_CONTINUE;
            }
        });
        for (Object x : d.strong) {
            if (!x.equals(v) && read.contains(x)) {
                return true;
            }
        }
        return false;
    }

    /** The one expression {@code ast} assigns to {@code v} ({@code v = e} or the declarator {@code T v = e}), or null. */
    private static IASTInitializerClause assigned(IASTNode ast, Object v) {
        if (ast == null) {
            return null;
        }
        List<IASTInitializerClause> found = new ArrayList<>();
        // the visitor visits ast itself too (a declarator node: its one declarator)
        ast.accept(new ASTVisitor() {
            {
                shouldVisitExpressions = true;
                shouldVisitDeclarators = true;
            }

            @Override
            public int visit(IASTDeclarator dec) {
                declarator(dec, v, found);
                return PROCESS_CONTINUE;
            }

            @Override
            public int visit(IASTExpression e) {
                if (e instanceof IASTBinaryExpression b && b.getOperator() == IASTBinaryExpression.op_assign
                        && strip(b.getOperand1()) instanceof IASTIdExpression id && v.equals(key(id))) {
                    found.add(b.getOperand2());
                }
                return PROCESS_CONTINUE;
            }
        });
        return found.size() == 1 ? found.get(0) : null;
    }

    private static void declarator(IASTDeclarator dec, Object v, List<IASTInitializerClause> found) {
        if (dec.getInitializer() instanceof IASTEqualsInitializer eq && v.equals(keyOf(dec))) {
            found.add(eq.getInitializerClause());
        }
    }

    private static Object keyOf(IASTDeclarator dec) {
        try {
            return CfgBuilder.key(dec.getName().resolveBinding());
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static Object key(IASTIdExpression id) {
        try {
            return CfgBuilder.key(id.getName().resolveBinding());
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static IASTExpression strip(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) {
            e = u.getOperand();
        }
        return e;
    }

    // ---- for-loop counters ----

    /** The {@code for} loop whose increment is {@code d} and steps {@code v} by one (+1 or -1), or null. */
    private static IASTForStatement counterLoop(Node d, Object v) {
        if (!(d.ast instanceof IASTExpression e) || !(e.getParent() instanceof IASTForStatement f)
                || f.getIterationExpression() != e) {
            return null;
        }
        return step(e, v) != 0 ? f : null;
    }

    private static boolean isCounter(List<Node> defs, Object v) {
        return defs.stream().anyMatch(d -> counterLoop(d, v) != null);
    }

    /** +1 for {@code v++}, {@code ++v}, {@code v += 1}, {@code v = v + 1}; -1 for the decrements; 0 otherwise. */
    private static int step(IASTExpression e, Object v) {
        IASTExpression x = strip(e);
        if (x instanceof IASTUnaryExpression u && strip(u.getOperand()) instanceof IASTIdExpression id && v.equals(key(id))) {
            int op = u.getOperator();
            return op == IASTUnaryExpression.op_postFixIncr || op == IASTUnaryExpression.op_prefixIncr ? 1
                    : op == IASTUnaryExpression.op_postFixDecr || op == IASTUnaryExpression.op_prefixDecr ? -1 : 0;
        }
        if (x instanceof IASTBinaryExpression b && strip(b.getOperand1()) instanceof IASTIdExpression id && v.equals(key(id))) {
            Long one = b.getOperand2() instanceof IASTLiteralExpression l ? literalValue(l) : null;
            if (one == null || one != 1) {
                IASTExpression r = strip(b.getOperand2());
                if (b.getOperator() == IASTBinaryExpression.op_assign && r instanceof IASTBinaryExpression sum
                        && strip(sum.getOperand1()) instanceof IASTIdExpression self && v.equals(key(self))
                        && strip(sum.getOperand2()) instanceof IASTLiteralExpression l && Long.valueOf(1).equals(literalValue(l))) {
                    return sum.getOperator() == IASTBinaryExpression.op_plus ? 1
                            : sum.getOperator() == IASTBinaryExpression.op_minus ? -1 : 0;
                }
                return 0;
            }
            return b.getOperator() == IASTBinaryExpression.op_plusAssign ? 1
                    : b.getOperator() == IASTBinaryExpression.op_minusAssign ? -1 : 0;
        }
        return 0;
    }

    private static Long literalValue(IASTLiteralExpression l) {
        Values v = literal(l);
        return v == null ? null : v.single();
    }

    /**
     * A {@code for} loop's counter inside its body: from its start (the definitions from before the loop) to its bound
     * ({@code v < e}, {@code v <= e}, {@code v != e}, or the mirrored forms for a loop counting down; unbounded upwards
     * when the bound is not known). Null when {@code v} is not such a counter at {@code at}.
     */
    private Values counter(Node at, Object v, List<Node> defs) {
        IASTForStatement loop = null;
        Node increment = null;
        for (Node d : defs) {
            IASTForStatement f = counterLoop(d, v);
            if (f != null) {
                if (loop != null) {
                    return null;
                }
                loop = f;
                increment = d;
            }
        }
        if (loop == null || at.ast == null || !inside(at.ast, loop.getBody())) {
            return null;
        }
        List<Node> starts = new ArrayList<>();
        for (Node d : defs) {
            if (d != increment) {
                if (d.ast != null && inside(d.ast, loop.getBody())) {
                    return null; // the body writes it too
                }
                starts.add(d);
            }
        }
        Values start = starts.isEmpty() ? null : definitions(starts, v);
        if (start == null) {
            return null;
        }
        int step = step((IASTExpression) increment.ast, v);
        Values bound = null;
        String cmp = null;
        if (loop.getConditionExpression() != null && strip(loop.getConditionExpression()) instanceof IASTBinaryExpression c) {
            Node cond = program.nodeOf(loop.getConditionExpression());
            boolean left = strip(c.getOperand1()) instanceof IASTIdExpression id && v.equals(key(id));
            boolean right = strip(c.getOperand2()) instanceof IASTIdExpression id2 && v.equals(key(id2));
            if (cond != null && left != right) {
                bound = value(cond, left ? c.getOperand2() : c.getOperand1());
                cmp = comparison(c.getOperator(), !left);
            }
        }
        if (step > 0) {
            long hi = Long.MAX_VALUE;
            if (bound != null && cmp != null) {
                switch (cmp) {
                case "<", "!=" -> hi = bound.max() == Long.MAX_VALUE ? hi : bound.max() - 1;
                case "<=" -> hi = bound.max();
                default -> {
                    return null; // a loop counting up against v > e: not a bound
                }
                }
            }
            return Values.range(start.min(), hi);
        }
        if (bound == null || cmp == null) {
            return null; // counting down without a known bound: not representable
        }
        return switch (cmp) {
        case ">", "!=" -> Values.range(bound.min() + 1, start.max());
        case ">=" -> Values.range(bound.min(), start.max());
        default -> null;
        };
    }

    /** "v OP e" as a string; {@code mirrored}: the counter is on the right ({@code e OP v}). */
    private static String comparison(int op, boolean mirrored) {
        String s = switch (op) {
        case IASTBinaryExpression.op_lessThan -> "<";
        case IASTBinaryExpression.op_lessEqual -> "<=";
        case IASTBinaryExpression.op_greaterThan -> ">";
        case IASTBinaryExpression.op_greaterEqual -> ">=";
        case IASTBinaryExpression.op_notequals -> "!=";
        default -> null;
        };
        if (s == null || !mirrored) {
            return s;
        }
        return switch (s) {
        case "<" -> ">";
        case "<=" -> ">=";
        case ">" -> "<";
        case ">=" -> "<=";
        default -> s;
        };
    }

    private static boolean inside(IASTNode n, IASTNode ancestor) {
        for (IASTNode p = n; p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    // ---- reach ----

    /**
     * Whether the task may reach {@code n}: in its function, a path from the entry that passes no condition false for
     * the task; and, for a function with call sites in the program, one of them reachable the same way.
     */
    Reach reach(Node n) {
        if (n.fn == null) {
            return Reach.YES;
        }
        Reach known = reach.get(n);
        if (known != null) {
            return known;
        }
        Within w = within(n.fn);
        Reach r;
        if (!w.reached().contains(n)) {
            r = new Reach(false, excluding(n, w));
        } else if (n.fn.callers.isEmpty() || !entering.add(n.fn)) {
            r = Reach.YES; // an entry point (main, a callback), or a recursive call being decided
        } else {
            try {
                Set<Node> conditions = new LinkedHashSet<>();
                r = null;
                for (Node c : n.fn.callers) {
                    Reach cr = reach(c);
                    if (cr.possible()) {
                        r = Reach.YES;
                        break;
                    }
                    conditions.addAll(cr.excludedBy());
                }
                if (r == null) {
                    r = new Reach(false, List.copyOf(conditions));
                }
            } finally {
                entering.remove(n.fn);
            }
        }
        reach.put(n, r);
        return r;
    }

    /** The conditions that keep {@code n} out: those it is control dependent on, else every cut of its function. */
    private static List<Node> excluding(Node n, Within w) {
        n.fn.analyze();
        BitSet cd = n.fn.controlDeps[n.local];
        List<Node> out = new ArrayList<>();
        for (Node c : w.cut()) {
            if (cd.get(c.local)) {
                out.add(c);
            }
        }
        if (out.isEmpty()) {
            out.addAll(w.cut());
        }
        out.sort(Comparator.comparingInt(x -> x.line));
        return List.copyOf(out);
    }

    private Within within(Function f) {
        Within w = within.get(f);
        if (w != null) {
            return w;
        }
        Set<Node> reached = new HashSet<>(), cut = new LinkedHashSet<>();
        Deque<Node> work = new ArrayDeque<>();
        work.push(f.entry);
        reached.add(f.entry);
        while (!work.isEmpty()) {
            Node x = work.pop();
            List<Node> next = x.succ;
            if (x.kind == Node.Kind.BRANCH && (x.trueSucc != null || x.falseSucc != null) && x.ast instanceof IASTExpression cond) {
                Values v = value(x, cond);
                Boolean t = v == null ? null : v.truth();
                if (t != null) {
                    Node taken = t ? x.trueSucc : x.falseSucc, other = t ? x.falseSucc : x.trueSucc;
                    List<Node> kept = new ArrayList<>();
                    for (Node s : x.succ) {
                        if (taken != null ? s == taken : s != other) {
                            kept.add(s);
                        }
                    }
                    if (kept.size() < x.succ.size()) {
                        cut.add(x);
                    }
                    next = kept;
                }
            }
            for (Node s : next) {
                if (reached.add(s)) {
                    work.push(s);
                }
            }
        }
        w = new Within(reached, cut);
        within.put(f, w);
        return w;
    }
}
