package dev.straggler.internal.source.order;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTConditionalExpression;
import org.eclipse.cdt.core.dom.ast.IASTContinueStatement;
import org.eclipse.cdt.core.dom.ast.IASTDeclarationStatement;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTDoStatement;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpressionStatement;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTIfStatement;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTSwitchStatement;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTWhileStatement;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.ITypedef;
import org.eclipse.cdt.core.dom.ast.IVariable;

/**
 * Loop Order Variable analysis (SC'09 §4.2, Defs 4.1–4.3, Fig. 4) of one loop on the CDT AST.
 * <p>
 * Candidates are the integer scalars the loop assigns with a use of themselves ({@code x++}, {@code x += c},
 * {@code x = x * c}, ...). Every definition of a candidate inside the loop must reduce to a basic monotonic statement
 * ({@code x ← x + c}, {@code x − c}, {@code x * c}, {@code x / c}) with {@code c} a compile-time constant or a loop
 * invariant variable that resolves to one (Def 4.2), and must run in every iteration (Def 4.1 (1): not under a
 * conditional, an inner loop's body or after a {@code continue}; two definitions on different paths would both reach
 * the next use, Def 4.3); the value reaching the loop from outside must resolve to a constant (Def 4.3; this also
 * makes the sequence the same in every task, Def 4.1 (3)). Each definition then moves the candidate through the state
 * machine of Fig. 4: ⊤ → x₊↑ / x₊↓ / x₋↑ / x₋↓ (subscript: sign of the initial value, arrow: direction), a definition
 * of another direction or an ambiguous one → ⊥. A candidate that ends neither ⊤ nor ⊥ is a LOV.
 * <p>
 * Reaching definitions are found on the structure (the enclosing blocks, from the loop backwards): the nearest
 * preceding statement that defines the variable is its only reaching definition when it is a plain statement (an
 * expression or a declaration); when it is a conditional or a loop, several definitions may reach (ambiguous, rule
 * (1)); a variable defined later in an enclosing loop also reaches through that loop's back edge (rule (1)); a
 * parameter, a global or a value from a call cannot be resolved into a constant (rule (3)); a variable whose own value
 * is ambiguous makes the one it is copied into ambiguous (rule (2)). Taking a variable's address ({@code &x}) makes its
 * definitions unknowable: ambiguous.
 */
public final class LoopOrderVariables {

    /** The states of Fig. 4. */
    public enum State {
        TOP("⊤"), INC_NONNEGATIVE("x₊↑"), DEC_NONNEGATIVE("x₊↓"), INC_NEGATIVE("x₋↑"), DEC_NEGATIVE("x₋↓"), BOTTOM("⊥");

        private final String symbol;

        State(String symbol) {
            this.symbol = symbol;
        }

        public boolean increasing() {
            return this == INC_NONNEGATIVE || this == INC_NEGATIVE;
        }

        public boolean isLov() {
            return this != TOP && this != BOTTOM;
        }

        static State of(boolean nonNegative, boolean increasing) {
            return nonNegative ? (increasing ? INC_NONNEGATIVE : DEC_NONNEGATIVE)
                    : (increasing ? INC_NEGATIVE : DEC_NEGATIVE);
        }

        @Override
        public String toString() {
            return symbol;
        }
    }

    /** A candidate variable, its final state and, for ⊥, why. */
    public record Candidate(String variable, State state, String reason) {
    }

    /** All candidates of a loop, in the order of their first definition, and the LOV chosen ({@code null}: none). */
    public record Result(List<Candidate> candidates, Candidate lov) {
        public Candidate candidate(String variable) {
            return candidates.stream().filter(c -> c.variable.equals(variable)).findFirst().orElse(null);
        }
    }

    private static final int MAX_DEPTH = 16;

    private LoopOrderVariables() {
    }

    /** Analyzes {@code loop} (a for, while or do statement). */
    public static Result analyze(IASTStatement loop) {
        if (!ProgramPointRewriter.isLoop(loop)) {
            throw new IllegalArgumentException("not a loop: " + loop.getRawSignature());
        }
        Map<String, List<Def>> defs = new LinkedHashMap<>();
        for (Def d : defs(inside(loop))) {
            defs.computeIfAbsent(d.variable, k -> new ArrayList<>()).add(d);
        }
        List<Candidate> out = new ArrayList<>();
        for (Map.Entry<String, List<Def>> e : defs.entrySet()) {
            if (e.getValue().stream().noneMatch(Def::usesItself) || !integer(e.getValue())) {
                continue; // not a candidate: no definition from itself, or not an integer scalar
            }
            out.add(classify(loop, e.getKey(), e.getValue()));
        }
        Candidate lov = null;
        String conditionText = condition(loop) == null ? "" : condition(loop).getRawSignature();
        for (Candidate c : out) {
            if (c.state.isLov() && (lov == null || !mentions(conditionText, lov.variable) && mentions(conditionText,
                    c.variable))) {
                lov = c; // of several, one the loop's condition tests
            }
        }
        return new Result(List.copyOf(out), lov);
    }

    private static boolean mentions(String text, String variable) {
        return java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(variable) + "\\b").matcher(text).find();
    }

    private static Candidate classify(IASTStatement loop, String x, List<Def> inLoop) {
        Value initial = reaching(x, loop, 0);
        if (initial.value == null) {
            return new Candidate(x, State.BOTTOM, "initial value: " + initial.ambiguity);
        }
        boolean nonNegative = initial.value >= 0;
        State state = State.TOP;
        for (Def d : inLoop) {
            if (d.kind == Kind.ADDRESS) {
                return new Candidate(x, State.BOTTOM, "its address is taken at line " + line(d.node));
            }
            if (!unconditional(d.node, loop)) {
                return new Candidate(x, State.BOTTOM, "the definition at line " + line(d.node)
                        + " does not run in every iteration (several definitions reach its next use)");
            }
            Monotonic m = monotonic(d);
            if (m == null) {
                return new Candidate(x, State.BOTTOM, "the definition at line " + line(d.node)
                        + " is not x = x + c, x - c, x * c or x / c");
            }
            if (assignedIn(m.c, loop)) {
                return new Candidate(x, State.BOTTOM, "c at line " + line(d.node) + " changes inside the loop");
            }
            Value c = value(m.c, loop, 0);
            if (c.value == null) {
                return new Candidate(x, State.BOTTOM, "c at line " + line(d.node) + ": " + c.ambiguity);
            }
            Boolean increasing = direction(m.op, c.value, nonNegative);
            if (increasing == null) {
                return new Candidate(x, State.BOTTOM, "the definition at line " + line(d.node) + " is not monotonic");
            }
            State next = State.of(nonNegative, increasing);
            if (state != State.TOP && state != next) {
                return new Candidate(x, State.BOTTOM, "the definition at line " + line(d.node)
                        + " goes the other way");
            }
            state = next;
        }
        return new Candidate(x, state, null);
    }

    /** ↑ (true), ↓ (false) or not monotonic (null) for x ← x op c with x₀'s sign. */
    private static Boolean direction(int op, long c, boolean nonNegative) {
        switch (op) {
        case IASTBinaryExpression.op_plus:
            return c == 0 ? null : c > 0;
        case IASTBinaryExpression.op_minus:
            return c == 0 ? null : c < 0;
        case IASTBinaryExpression.op_multiply:
            return c > 1 ? nonNegative : null;
        case IASTBinaryExpression.op_divide:
            return c > 1 ? !nonNegative : null;
        default:
            return null;
        }
    }

    // ---- definitions

    private enum Kind {
        ASSIGN, COMPOUND, INCDEC, INIT, ADDRESS
    }

    /** A definition of {@code variable} at {@code node} (an expression, or a declarator with an initializer). */
    private record Def(String variable, IASTNode node, Kind kind) {
        boolean usesItself() {
            return kind == Kind.COMPOUND || kind == Kind.INCDEC
                    || kind == Kind.ASSIGN && uses(((IASTBinaryExpression) node).getOperand2(), variable);
        }
    }

    private record Monotonic(int op, IASTExpression c) {
    }

    private static Monotonic monotonic(Def d) {
        if (d.kind == Kind.INCDEC) {
            IASTUnaryExpression u = (IASTUnaryExpression) d.node;
            boolean inc = u.getOperator() == IASTUnaryExpression.op_postFixIncr
                    || u.getOperator() == IASTUnaryExpression.op_prefixIncr;
            return new Monotonic(inc ? IASTBinaryExpression.op_plus : IASTBinaryExpression.op_minus, null);
        }
        if (!(d.node instanceof IASTBinaryExpression b)) {
            return null;
        }
        switch (b.getOperator()) {
        case IASTBinaryExpression.op_plusAssign:
            return new Monotonic(IASTBinaryExpression.op_plus, b.getOperand2());
        case IASTBinaryExpression.op_minusAssign:
            return new Monotonic(IASTBinaryExpression.op_minus, b.getOperand2());
        case IASTBinaryExpression.op_multiplyAssign:
            return new Monotonic(IASTBinaryExpression.op_multiply, b.getOperand2());
        case IASTBinaryExpression.op_divideAssign:
            return new Monotonic(IASTBinaryExpression.op_divide, b.getOperand2());
        case IASTBinaryExpression.op_assign:
            if (unwrap(b.getOperand2()) instanceof IASTBinaryExpression r) {
                boolean left = isVar(r.getOperand1(), d.variable), right = isVar(r.getOperand2(), d.variable);
                int op = r.getOperator();
                if (left && !uses(r.getOperand2(), d.variable) && (op == IASTBinaryExpression.op_plus
                        || op == IASTBinaryExpression.op_minus || op == IASTBinaryExpression.op_multiply
                        || op == IASTBinaryExpression.op_divide)) {
                    return new Monotonic(op, r.getOperand2());
                }
                if (right && !uses(r.getOperand1(), d.variable)
                        && (op == IASTBinaryExpression.op_plus || op == IASTBinaryExpression.op_multiply)) {
                    return new Monotonic(op, r.getOperand1());
                }
            }
            return null;
        default:
            return null;
        }
    }

    /** The definitions in {@code nodes}, in source order. */
    private static List<Def> defs(List<IASTNode> nodes) {
        List<Def> out = new ArrayList<>();
        ASTVisitor v = new ASTVisitor() {
            {
                shouldVisitExpressions = true;
                shouldVisitDeclarators = true;
            }

            @Override
            public int visit(IASTExpression e) {
                if (e instanceof IASTBinaryExpression b && isAssignment(b.getOperator())
                        && unwrap(b.getOperand1()) instanceof IASTIdExpression id) {
                    out.add(new Def(id.getName().toString(), b,
                            b.getOperator() == IASTBinaryExpression.op_assign ? Kind.ASSIGN : Kind.COMPOUND));
                } else if (e instanceof IASTUnaryExpression u && unwrap(u.getOperand()) instanceof IASTIdExpression id) {
                    int op = u.getOperator();
                    if (op == IASTUnaryExpression.op_postFixIncr || op == IASTUnaryExpression.op_prefixIncr
                            || op == IASTUnaryExpression.op_postFixDecr || op == IASTUnaryExpression.op_prefixDecr) {
                        out.add(new Def(id.getName().toString(), u, Kind.INCDEC));
                    } else if (op == IASTUnaryExpression.op_amper) {
                        out.add(new Def(id.getName().toString(), u, Kind.ADDRESS));
                    }
                }
                return PROCESS_CONTINUE;
            }

            @Override
            public int visit(IASTDeclarator d) {
                if (d.getInitializer() != null) {
                    out.add(new Def(d.getName().toString(), d, Kind.INIT));
                }
                return PROCESS_CONTINUE;
            }
        };
        for (IASTNode n : nodes) {
            if (n != null) {
                n.accept(v);
            }
        }
        return out;
    }

    private static boolean isAssignment(int op) {
        return op == IASTBinaryExpression.op_assign || op == IASTBinaryExpression.op_plusAssign
                || op == IASTBinaryExpression.op_minusAssign || op == IASTBinaryExpression.op_multiplyAssign
                || op == IASTBinaryExpression.op_divideAssign || op == IASTBinaryExpression.op_moduloAssign
                || op == IASTBinaryExpression.op_shiftLeftAssign || op == IASTBinaryExpression.op_shiftRightAssign
                || op == IASTBinaryExpression.op_binaryAndAssign || op == IASTBinaryExpression.op_binaryOrAssign
                || op == IASTBinaryExpression.op_binaryXorAssign;
    }

    /** The parts of a loop that run in it: body, condition, and a for loop's increment (not its initializer). */
    private static List<IASTNode> inside(IASTStatement loop) {
        List<IASTNode> parts = new ArrayList<>();
        parts.add(condition(loop));
        parts.add(ProgramPointRewriter.body(loop));
        if (loop instanceof IASTForStatement f) {
            parts.add(f.getIterationExpression());
        }
        return parts;
    }

    private static IASTExpression condition(IASTStatement loop) {
        if (loop instanceof IASTForStatement f) {
            return f.getConditionExpression();
        }
        if (loop instanceof IASTWhileStatement w) {
            return w.getCondition();
        }
        return ((IASTDoStatement) loop).getCondition();
    }

    /**
     * Whether {@code node} runs in every iteration of {@code loop}: on the way up it meets no arm of a conditional, no
     * inner loop's body, no right operand of {@code && || ?:}, and no {@code continue} of this loop comes before it
     * (a for loop's increment runs after a continue too).
     */
    private static boolean unconditional(IASTNode node, IASTStatement loop) {
        for (IASTNode child = node, p = node.getParent(); p != null && child != loop; child = p, p = p.getParent()) {
            if (p == loop) {
                if (loop instanceof IASTForStatement f && child == f.getIterationExpression()) {
                    return true;
                }
                break;
            }
            if (p instanceof IASTIfStatement i && child != i.getConditionExpression()
                    || p instanceof IASTSwitchStatement s && child != s.getControllerExpression()
                    || p instanceof IASTConditionalExpression c && child != c.getLogicalConditionExpression()
                    || p instanceof IASTBinaryExpression b && child == b.getOperand2()
                            && (b.getOperator() == IASTBinaryExpression.op_logicalAnd
                                    || b.getOperator() == IASTBinaryExpression.op_logicalOr)
                    || (p instanceof IASTForStatement || p instanceof IASTWhileStatement)
                            && child == ProgramPointRewriter.body((IASTStatement) p)) {
                return false;
            }
        }
        int at = offset(node);
        boolean[] continued = { false };
        IASTStatement body = ProgramPointRewriter.body(loop);
        body.accept(new ASTVisitor() {
            {
                shouldVisitStatements = true;
            }

            @Override
            public int visit(IASTStatement s) {
                if (s != body && ProgramPointRewriter.isLoop(s)) {
                    return PROCESS_SKIP; // a continue in an inner loop belongs to that loop
                }
                if (s instanceof IASTContinueStatement && offset(s) < at) {
                    continued[0] = true;
                    return PROCESS_ABORT;
                }
                return PROCESS_CONTINUE;
            }
        });
        return !continued[0];
    }

    // ---- values (Def 4.2)

    /** A constant, or why there is none. */
    private record Value(Long value, String ambiguity) {
        static Value of(long v) {
            return new Value(v, null);
        }

        static Value ambiguous(String why) {
            return new Value(null, why);
        }
    }

    /** The value of {@code e} (a {@code null} c is the 1 of {@code x++}) at {@code at}. */
    private static Value value(IASTExpression e, IASTNode at, int depth) {
        if (e == null) {
            return Value.of(1);
        }
        if (depth > MAX_DEPTH) {
            return Value.ambiguous("too deep a chain of copies");
        }
        e = unwrap(e);
        if (e instanceof IASTLiteralExpression l) {
            if (l.getKind() != IASTLiteralExpression.lk_integer_constant) {
                return Value.ambiguous("'" + l.getRawSignature() + "' is not an integer constant");
            }
            try {
                String t = String.valueOf(l.getValue()).replaceAll("[uUlL]+$", "");
                return Value.of(t.startsWith("0x") || t.startsWith("0X") ? Long.parseLong(t.substring(2), 16)
                        : t.length() > 1 && t.startsWith("0") ? Long.parseLong(t.substring(1), 8) : Long.parseLong(t));
            } catch (NumberFormatException ex) {
                return Value.ambiguous("'" + l.getRawSignature() + "' is not an integer constant");
            }
        }
        if (e instanceof IASTIdExpression id) {
            IBinding b = id.getName().resolveBinding();
            if (b instanceof org.eclipse.cdt.core.dom.ast.IEnumerator en) {
                return en.getValue().numberValue() == null ? Value.ambiguous("enumerator without a value")
                        : Value.of(en.getValue().numberValue().longValue());
            }
            return reaching(id.getName().toString(), statementOf(at), depth + 1);
        }
        if (e instanceof IASTCastExpression c) {
            return value(c.getOperand(), at, depth + 1);
        }
        if (e instanceof IASTUnaryExpression u && (u.getOperator() == IASTUnaryExpression.op_minus
                || u.getOperator() == IASTUnaryExpression.op_plus)) {
            Value v = value(u.getOperand(), at, depth + 1);
            return v.value == null || u.getOperator() == IASTUnaryExpression.op_plus ? v : Value.of(-v.value);
        }
        if (e instanceof IASTBinaryExpression b && !isAssignment(b.getOperator())) {
            Value x = value(b.getOperand1(), at, depth + 1);
            if (x.value == null) {
                return x;
            }
            Value y = value(b.getOperand2(), at, depth + 1);
            if (y.value == null) {
                return y;
            }
            Long r = arithmetic(b.getOperator(), x.value, y.value);
            return r == null ? Value.ambiguous("'" + b.getRawSignature() + "' is not a constant expression") : Value.of(r);
        }
        return Value.ambiguous("'" + e.getRawSignature() + "' cannot be resolved into a compile-time constant (Def 4.2 (3))");
    }

    private static Long arithmetic(int op, long x, long y) {
        switch (op) {
        case IASTBinaryExpression.op_plus:
            return x + y;
        case IASTBinaryExpression.op_minus:
            return x - y;
        case IASTBinaryExpression.op_multiply:
            return x * y;
        case IASTBinaryExpression.op_divide:
            return y == 0 ? null : x / y;
        case IASTBinaryExpression.op_modulo:
            return y == 0 ? null : x % y;
        case IASTBinaryExpression.op_shiftLeft:
            return x << y;
        case IASTBinaryExpression.op_shiftRight:
            return x >> y;
        default:
            return null;
        }
    }

    /** The value of {@code variable} reaching {@code stmt} from before it (the only definition, or ambiguous). */
    private static Value reaching(String variable, IASTStatement stmt, int depth) {
        if (stmt instanceof IASTForStatement f && f.getInitializerStatement() != null
                && !defsOf(variable, f.getInitializerStatement()).isEmpty()) {
            return valueOfDefIn(variable, f.getInitializerStatement(), depth);
        }
        IASTNode node = stmt;
        for (IASTNode p = node.getParent(); p != null; node = p, p = p.getParent()) {
            if (p instanceof IASTCompoundStatement c) {
                IASTStatement[] stmts = c.getStatements();
                int i = indexOf(stmts, node);
                for (int j = i - 1; j >= 0; j--) {
                    IASTStatement s = stmts[j];
                    if (!defsOf(variable, s).isEmpty()) {
                        if (s instanceof IASTExpressionStatement || s instanceof IASTDeclarationStatement) {
                            return valueOfDefIn(variable, s, depth);
                        }
                        return Value.ambiguous("several definitions of " + variable + " reach (the one at line "
                                + line(s) + " is under a conditional or a loop) (Def 4.2 (1))");
                    }
                    if (declares(s, variable)) {
                        return Value.ambiguous(variable + " is declared at line " + line(s) + " without a value");
                    }
                }
            } else if (p instanceof IASTForStatement f && node != f.getInitializerStatement()
                    && f.getInitializerStatement() != null && !defsOf(variable, f.getInitializerStatement()).isEmpty()
                    && !definedIn(variable, (IASTStatement) p)) {
                return valueOfDefIn(variable, f.getInitializerStatement(), depth);
            }
            if (ProgramPointRewriter.isLoop(p) && definedIn(variable, (IASTStatement) p)) {
                return Value.ambiguous("a definition of " + variable + " inside the enclosing loop at line " + line(p)
                        + " reaches through its back edge (Def 4.2 (1))");
            }
            if (p instanceof IASTFunctionDefinition) {
                return Value.ambiguous(variable + " is a parameter or a global: its value cannot be resolved into a"
                        + " compile-time constant (Def 4.2 (3))");
            }
        }
        return Value.ambiguous(variable + " has no definition");
    }

    private static boolean definedIn(String variable, IASTStatement loop) {
        return !defsOf(variable, inside(loop)).isEmpty();
    }

    private static Value valueOfDefIn(String variable, IASTNode s, int depth) {
        List<Def> ds = defsOf(variable, s);
        Def d = ds.get(ds.size() - 1);
        IASTStatement at = statementOf(s);
        switch (d.kind) {
        case ADDRESS:
            return Value.ambiguous("the address of " + variable + " is taken at line " + line(d.node));
        case INIT:
            if (((IASTDeclarator) d.node).getInitializer() instanceof IASTEqualsInitializer eq
                    && eq.getInitializerClause() instanceof IASTExpression e) {
                return copied(variable, value(e, at, depth + 1));
            }
            return Value.ambiguous("the initializer of " + variable + " is not an expression");
        case ASSIGN:
            return copied(variable, value(((IASTBinaryExpression) d.node).getOperand2(), at, depth + 1));
        default:
            Value prev = reaching(variable, at, depth + 1);
            Monotonic m = monotonic(d);
            if (prev.value == null || m == null) {
                return prev.value == null ? prev : Value.ambiguous(variable + " at line " + line(d.node)
                        + " is not a constant");
            }
            Value c = value(m.c, at, depth + 1);
            Long r = c.value == null ? null : arithmetic(m.op, prev.value, c.value);
            return r == null ? Value.ambiguous(variable + " at line " + line(d.node) + " is not a constant") : Value.of(r);
        }
    }

    /** Def 4.2 (2): a copy of an ambiguous value is ambiguous. */
    private static Value copied(String variable, Value v) {
        return v.value != null || v.ambiguity.contains("(Def 4.2 (2))") ? v
                : Value.ambiguous("the only definition of " + variable + " comes from several data flows (Def 4.2 (2)): "
                        + v.ambiguity);
    }

    private static List<Def> defsOf(String variable, IASTNode n) {
        return defsOf(variable, List.of(n));
    }

    private static List<Def> defsOf(String variable, List<IASTNode> nodes) {
        return defs(nodes).stream().filter(d -> d.variable.equals(variable)).toList();
    }

    private static boolean assignedIn(IASTExpression c, IASTStatement loop) {
        if (c == null) {
            return false;
        }
        List<String> names = new ArrayList<>();
        c.accept(new ASTVisitor() {
            {
                shouldVisitExpressions = true;
            }

            @Override
            public int visit(IASTExpression e) {
                if (e instanceof IASTIdExpression id) {
                    names.add(id.getName().toString());
                }
                return PROCESS_CONTINUE;
            }
        });
        for (String n : names) {
            if (definedIn(n, loop)) {
                return true;
            }
        }
        return false;
    }

    private static boolean declares(IASTStatement s, String variable) {
        if (s instanceof IASTDeclarationStatement ds
                && ds.getDeclaration() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd) {
            for (IASTDeclarator d : sd.getDeclarators()) {
                if (d.getName().toString().equals(variable)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int indexOf(IASTStatement[] stmts, IASTNode n) {
        for (int i = 0; i < stmts.length; i++) {
            if (stmts[i] == n) {
                return i;
            }
        }
        return stmts.length;
    }

    private static IASTStatement statementOf(IASTNode n) {
        while (n != null && !(n instanceof IASTStatement)) {
            n = n.getParent();
        }
        return (IASTStatement) n;
    }

    // ---- helpers

    private static boolean integer(List<Def> defs) {
        for (Def d : defs) {
            IASTNode n = d.node;
            IASTIdExpression id = n instanceof IASTBinaryExpression b && unwrap(b.getOperand1()) instanceof IASTIdExpression i
                    ? i : n instanceof IASTUnaryExpression u && unwrap(u.getOperand()) instanceof IASTIdExpression i2 ? i2 : null;
            if (id == null) {
                continue;
            }
            IBinding b = id.getName().resolveBinding();
            if (!(b instanceof IVariable v)) {
                return true; // unresolved (no declaration seen): judge by the statements alone
            }
            IType t = v.getType();
            while (t instanceof ITypedef || t instanceof IQualifierType) {
                t = t instanceof ITypedef td ? td.getType() : ((IQualifierType) t).getType();
            }
            if (t instanceof IEnumeration) {
                return true;
            }
            if (!(t instanceof IBasicType bt)) {
                return false;
            }
            IBasicType.Kind k = bt.getKind();
            return k == IBasicType.Kind.eInt || k == IBasicType.Kind.eChar || k == IBasicType.Kind.eInt128
                    || k == IBasicType.Kind.eBoolean || k == IBasicType.Kind.eUnspecified;
        }
        return true;
    }

    private static IASTExpression unwrap(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) {
            e = u.getOperand();
        }
        return e;
    }

    private static boolean isVar(IASTExpression e, String variable) {
        return unwrap(e) instanceof IASTIdExpression id && id.getName().toString().equals(variable);
    }

    private static boolean uses(IASTExpression e, String variable) {
        boolean[] found = { false };
        e.accept(new ASTVisitor() {
            {
                shouldVisitExpressions = true;
            }

            @Override
            public int visit(IASTExpression x) {
                if (x instanceof IASTIdExpression id && id.getName().toString().equals(variable)) {
                    found[0] = true;
                    return PROCESS_ABORT;
                }
                return PROCESS_CONTINUE;
            }
        });
        return found[0];
    }

    private static int offset(IASTNode n) {
        IASTFileLocation l = n.getFileLocation();
        return l == null ? 0 : l.getNodeOffset();
    }

    private static int line(IASTNode n) {
        return ProgramPointRewriter.first(n);
    }
}
