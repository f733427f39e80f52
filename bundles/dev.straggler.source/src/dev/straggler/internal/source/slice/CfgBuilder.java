package dev.straggler.internal.source.slice;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.DOMException;
import org.eclipse.cdt.core.dom.ast.EScopeKind;
import org.eclipse.cdt.core.dom.ast.IASTArraySubscriptExpression;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTBreakStatement;
import org.eclipse.cdt.core.dom.ast.IASTCaseStatement;
import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTContinueStatement;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarationStatement;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTDefaultStatement;
import org.eclipse.cdt.core.dom.ast.IASTDoStatement;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpressionStatement;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTGotoStatement;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTIfStatement;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTLabelStatement;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTReturnStatement;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTStandardFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTSwitchStatement;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTWhileStatement;
import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IParameter;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IScope;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCatchHandler;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTRangeBasedForStatement;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTryBlockStatement;

import dev.straggler.internal.source.slice.Program.CallSite;
import dev.straggler.internal.source.slice.Program.Function;
import dev.straggler.internal.source.slice.Program.Node;

/**
 * Builds one function's control-flow graph from the CDT AST: a node per simple statement, declaration,
 * branch or loop condition, for-loop increment and jump, with the variables each defines (strongly: kills
 * earlier definitions; weakly: may define) and uses.
 */
final class CfgBuilder {

    /** The pseudo-variable for "whatever a pointer points to" (address-taken variables are also defined). */
    static final String POINTEES = "*pointees*";

    private final Program program;
    private final Function fn;
    private final Set<Object> addressTaken = new HashSet<>();
    private final Deque<List<Node>> breaks = new ArrayDeque<>();
    private final Deque<List<Node>> continues = new ArrayDeque<>();
    private final Deque<Node> switches = new ArrayDeque<>();
    private final Map<String, Node> labels = new HashMap<>();
    private final List<Object[]> gotos = new ArrayList<>();
    /** {request variable, buffer variable} of each nonblocking receive of the function */
    private final List<Object[]> pendingReceives = new ArrayList<>();
    /** {wait node, request variable} */
    private final List<Object[]> waits = new ArrayList<>();

    /** Nonblocking receives: the request argument. */
    private static final Map<String, Integer> NONBLOCKING_RECEIVES = Map.of("MPI_Irecv", 6, "MPI_Ibcast", 5,
            "MPI_Iallreduce", 6, "MPI_Ireduce", 7, "MPI_Igather", 8, "MPI_Iscatter", 8, "MPI_Iallgather", 7,
            "MPI_Ialltoall", 7);

    /** The calls on MPI_COMM_WORLD whose second argument receives the task's rank, the size, a copy of the world. */
    private static final Map<String, Program.World> WORLD_OUTPUTS = Map.of("MPI_Comm_rank", Program.World.RANK,
            "MPI_Comm_size", Program.World.SIZE, "MPI_Comm_dup", Program.World.DUP);

    /** Waits and tests: the request (array) argument. */
    private static final Map<String, Integer> WAITS = Map.of("MPI_Wait", 0, "MPI_Test", 0, "MPI_Waitall", 1,
            "MPI_Testall", 1, "MPI_Waitany", 1, "MPI_Testany", 1, "MPI_Waitsome", 1, "MPI_Testsome", 1);

    private CfgBuilder(Program program, Function fn) {
        this.program = program;
        this.fn = fn;
    }

    static void build(Program program, Function fn, IASTFunctionDefinition def) {
        new CfgBuilder(program, fn).run(def);
    }

    private void run(IASTFunctionDefinition def) {
        collectAddressTaken(def.getBody());
        Node entry = fn.newNode(def, Node.Kind.ENTRY);
        fn.entry = entry;
        if (def.getDeclarator() instanceof IASTStandardFunctionDeclarator sd) {
            for (IASTParameterDeclaration p : sd.getParameters()) {
                Object v = var(p.getDeclarator().getName());
                if (v != null) {
                    entry.strong.add(v);
                }
                fn.params.add(v != null ? v : new Object()); // keeps the positions of unnamed parameters
            }
        }
        Node exit = fn.newNode(def, Node.Kind.EXIT);
        fn.exit = exit;
        List<Node> outs = stmt(def.getBody(), List.of(entry));
        link(outs, exit);
        for (Object[] g : gotos) {
            Node target = labels.get((String) g[1]);
            link(List.of((Node) g[0]), target != null ? target : exit);
        }
        fn.addressTaken.addAll(addressTaken);
        for (Object[] w : waits) {
            for (Object[] r : pendingReceives) {
                if (r[0].equals(w[1])) {
                    ((Node) w[0]).weak.add(r[1]);
                }
            }
        }
    }

    private void collectAddressTaken(IASTNode body) {
        body.accept(new ASTVisitor() {
            {
                shouldVisitExpressions = true;
            }

            @Override
            public int visit(IASTExpression e) {
                if (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_amper) {
                    Object v = baseVar(u.getOperand());
                    if (v != null) {
                        addressTaken.add(v);
                    }
                }
                return PROCESS_CONTINUE;
            }
        });
    }

    private static void link(List<Node> from, Node to) {
        for (Node f : from) {
            if (!f.succ.contains(to)) {
                f.succ.add(to);
            }
        }
    }

    private Node node(IASTNode ast, Node.Kind kind, List<Node> preds) {
        Node n = fn.newNode(ast, kind);
        link(preds, n);
        return n;
    }

    /** Builds {@code s} after {@code preds}; returns the nodes that fall through to the next statement. */
    private List<Node> stmt(IASTStatement s, List<Node> preds) {
        if (s == null) {
            return preds;
        }
        if (s instanceof IASTCompoundStatement c) {
            List<Node> cur = preds;
            for (IASTStatement x : c.getStatements()) {
                cur = stmt(x, cur);
            }
            return cur;
        }
        if (s instanceof IASTIfStatement i) {
            Node cond = node(i.getConditionExpression(), Node.Kind.BRANCH, preds);
            expr(i.getConditionExpression(), cond);
            List<Node> out = new ArrayList<>(stmt(i.getThenClause(), List.of(cond)));
            cond.trueSucc = cond.succ.isEmpty() ? null : cond.succ.get(0);
            if (i.getElseClause() != null) {
                int before = cond.succ.size();
                out.addAll(stmt(i.getElseClause(), List.of(cond)));
                cond.falseSucc = cond.succ.size() > before ? cond.succ.get(before) : null;
            } else {
                out.add(cond);
            }
            return out;
        }
        if (s instanceof IASTWhileStatement w) {
            Node cond = node(w.getCondition(), Node.Kind.BRANCH, preds);
            expr(w.getCondition(), cond);
            breaks.push(new ArrayList<>());
            continues.push(new ArrayList<>());
            List<Node> body = stmt(w.getBody(), List.of(cond));
            link(body, cond);
            link(continues.pop(), cond);
            List<Node> out = new ArrayList<>(breaks.pop());
            out.add(cond);
            return out;
        }
        if (s instanceof IASTDoStatement d) {
            Node head = node(d, Node.Kind.LABEL, preds);
            breaks.push(new ArrayList<>());
            continues.push(new ArrayList<>());
            List<Node> body = stmt(d.getBody(), List.of(head));
            Node cond = fn.newNode(d.getCondition(), Node.Kind.BRANCH);
            link(body, cond);
            link(continues.pop(), cond);
            expr(d.getCondition(), cond);
            link(List.of(cond), head);
            List<Node> out = new ArrayList<>(breaks.pop());
            out.add(cond);
            return out;
        }
        if (s instanceof IASTForStatement f) {
            List<Node> cur = stmt(f.getInitializerStatement(), preds);
            IASTNode condAst = f.getConditionExpression() != null ? f.getConditionExpression() : f;
            Node cond = node(condAst, Node.Kind.BRANCH, cur);
            if (f.getConditionExpression() != null) {
                expr(f.getConditionExpression(), cond);
            }
            breaks.push(new ArrayList<>());
            continues.push(new ArrayList<>());
            List<Node> body = stmt(f.getBody(), List.of(cond));
            List<Node> cont = continues.pop();
            if (f.getIterationExpression() != null) {
                Node iter = fn.newNode(f.getIterationExpression(), Node.Kind.STATEMENT);
                expr(f.getIterationExpression(), iter);
                link(body, iter);
                link(cont, iter);
                link(List.of(iter), cond);
            } else {
                link(body, cond);
                link(cont, cond);
            }
            List<Node> out = new ArrayList<>(breaks.pop());
            out.add(cond);
            return out;
        }
        if (s instanceof IASTSwitchStatement sw) {
            Node cond = node(sw.getControllerExpression(), Node.Kind.BRANCH, preds);
            expr(sw.getControllerExpression(), cond);
            breaks.push(new ArrayList<>());
            switches.push(cond);
            int before = cond.succ.size();
            List<Node> body = stmt(sw.getBody(), List.of());
            switches.pop();
            List<Node> out = new ArrayList<>(breaks.pop());
            out.addAll(body);
            boolean hasDefault = cond.hasDefault;
            if (!hasDefault || cond.succ.size() == before) {
                out.add(cond);
            }
            return out;
        }
        if (s instanceof IASTCaseStatement || s instanceof IASTDefaultStatement) {
            Node label = node(s, Node.Kind.LABEL, preds);
            Node sw = switches.peek();
            if (sw != null) {
                link(List.of(sw), label);
                if (s instanceof IASTDefaultStatement) {
                    sw.hasDefault = true;
                }
            }
            return List.of(label);
        }
        if (s instanceof IASTLabelStatement l) {
            Node label = node(s, Node.Kind.LABEL, preds);
            labels.put(l.getName().toString(), label);
            return stmt(l.getNestedStatement(), List.of(label));
        }
        if (s instanceof IASTBreakStatement) {
            Node b = node(s, Node.Kind.JUMP, preds);
            if (!breaks.isEmpty()) {
                breaks.peek().add(b);
            }
            return List.of();
        }
        if (s instanceof IASTContinueStatement) {
            Node c = node(s, Node.Kind.JUMP, preds);
            if (!continues.isEmpty()) {
                continues.peek().add(c);
            }
            return List.of();
        }
        if (s instanceof IASTGotoStatement g) {
            Node n = node(s, Node.Kind.JUMP, preds);
            gotos.add(new Object[] { n, g.getName().toString() });
            return List.of();
        }
        if (s instanceof IASTReturnStatement r) {
            Node n = node(s, Node.Kind.RETURN, preds);
            if (r.getReturnValue() != null) {
                expr(r.getReturnValue(), n);
                fn.returnsValue = true;
            }
            link(List.of(n), fn.exit);
            return List.of();
        }
        if (s instanceof IASTDeclarationStatement d) {
            Node n = node(s, Node.Kind.STATEMENT, preds);
            declaration(d.getDeclaration(), n);
            return List.of(n);
        }
        if (s instanceof IASTExpressionStatement e) {
            Node n = node(s, Node.Kind.STATEMENT, preds);
            expr(e.getExpression(), n);
            return List.of(n);
        }
        if (s instanceof ICPPASTRangeBasedForStatement f) {
            // for (decl : range) body: the loop node reads the range and defines the loop variable
            Node cond = node(f, Node.Kind.BRANCH, preds);
            if (f.getInitializerClause() instanceof IASTExpression range) {
                expr(range, cond);
            }
            declaration(f.getDeclaration(), cond);
            for (IASTDeclarator dec : f.getDeclaration() instanceof IASTSimpleDeclaration sd ? sd.getDeclarators()
                    : new IASTDeclarator[0]) {
                Object v = var(dec.getName());
                if (v != null) {
                    cond.strong.add(v);
                }
            }
            breaks.push(new ArrayList<>());
            continues.push(new ArrayList<>());
            List<Node> body = stmt(f.getBody(), List.of(cond));
            link(body, cond);
            link(continues.pop(), cond);
            List<Node> out = new ArrayList<>(breaks.pop());
            out.add(cond);
            return out;
        }
        if (s instanceof ICPPASTTryBlockStatement t) {
            // a handler may run instead of any part of the try block: its body is an alternative path
            List<Node> out = new ArrayList<>(stmt(t.getTryBody(), preds));
            for (ICPPASTCatchHandler h : t.getCatchHandlers()) {
                out.addAll(stmt(h.getCatchBody(), preds));
            }
            return out;
        }
        // null statements, problem statements, asm: a node without definitions or uses
        return List.of(node(s, Node.Kind.STATEMENT, preds));
    }

    /** A declaration: declarators with initializers define their variable; array sizes and initializers are uses. */
    void declaration(IASTDeclaration d, Node n) {
        if (!(d instanceof IASTSimpleDeclaration sd)) {
            return;
        }
        for (IASTDeclarator dec : sd.getDeclarators()) {
            declarator(dec, n);
        }
    }

    private void declarator(IASTDeclarator dec, Node n) {
        uses(dec, n, true);
        IASTInitializer init = dec.getInitializer();
        if (init != null) {
            Object v = var(dec.getName());
            if (v != null) {
                n.strong.add(v);
            }
            if (init instanceof IASTEqualsInitializer eq) {
                IASTInitializerClause c = eq.getInitializerClause();
                if (c instanceof IASTExpression e) {
                    expr(e, n);
                } else {
                    uses(c, n, false);
                }
            } else {
                uses(init, n, false);
            }
        }
    }

    /** A global variable's initializer as node {@code n}. */
    static void global(Program program, IASTDeclarator dec, Node n) {
        new CfgBuilder(program, null).declarator(dec, n);
    }

    /** The uses inside a declarator's array sizes or an initializer list (no side effects assumed). */
    private void uses(IASTNode node, Node n, boolean skipInitializer) {
        node.accept(new ASTVisitor() {
            {
                shouldVisitExpressions = true;
                shouldVisitInitializers = true;
            }

            @Override
            public int visit(IASTInitializer init) {
                return skipInitializer ? PROCESS_SKIP : PROCESS_CONTINUE;
            }

            @Override
            public int visit(IASTExpression e) {
                expr(e, n);
                return PROCESS_SKIP;
            }
        });
    }

    /** Records the uses, definitions and calls of expression {@code e} in node {@code n}. */
    void expr(IASTExpression e, Node n) {
        if (e == null) {
            return;
        }
        if (e instanceof IASTIdExpression id) {
            Object v = var(id.getName());
            if (v != null) {
                n.uses.add(v);
            }
            return;
        }
        if (e instanceof IASTBinaryExpression b && isAssignment(b.getOperator())) {
            lvalue(b.getOperand1(), n, b.getOperator() != IASTBinaryExpression.op_assign);
            expr(b.getOperand2(), n);
            return;
        }
        if (e instanceof IASTUnaryExpression u) {
            int op = u.getOperator();
            if (op == IASTUnaryExpression.op_prefixIncr || op == IASTUnaryExpression.op_prefixDecr
                    || op == IASTUnaryExpression.op_postFixIncr || op == IASTUnaryExpression.op_postFixDecr) {
                lvalue(u.getOperand(), n, true);
                return;
            }
            if (op == IASTUnaryExpression.op_sizeof) {
                return;
            }
        }
        if (e instanceof IASTFunctionCallExpression call) {
            call(call, n);
            return;
        }
        for (IASTNode child : e.getChildren()) {
            if (child instanceof IASTExpression ce) {
                expr(ce, n);
            } else if (child instanceof IASTInitializerClause ic) {
                uses(ic, n, false);
            }
        }
    }

    private static boolean isAssignment(int op) {
        return op == IASTBinaryExpression.op_assign || op == IASTBinaryExpression.op_multiplyAssign
                || op == IASTBinaryExpression.op_divideAssign || op == IASTBinaryExpression.op_moduloAssign
                || op == IASTBinaryExpression.op_plusAssign || op == IASTBinaryExpression.op_minusAssign
                || op == IASTBinaryExpression.op_shiftLeftAssign || op == IASTBinaryExpression.op_shiftRightAssign
                || op == IASTBinaryExpression.op_binaryAndAssign || op == IASTBinaryExpression.op_binaryXorAssign
                || op == IASTBinaryExpression.op_binaryOrAssign;
    }

    /** The target of an assignment: a variable (strong), an element or field (weak), or through a pointer. */
    private void lvalue(IASTExpression target, Node n, boolean alsoUse) {
        IASTExpression t = unwrap(target);
        if (t instanceof IASTIdExpression id) {
            Object v = var(id.getName());
            if (v != null) {
                n.strong.add(v);
                if (alsoUse) {
                    n.uses.add(v);
                }
            }
            return;
        }
        if (t instanceof IASTArraySubscriptExpression a) {
            expr((IASTExpression) a.getArgument(), n);
            IASTExpression array = unwrap(a.getArrayExpression());
            if (isPointer(array)) {
                expr(array, n);
                writeThroughPointer(array, n, alsoUse);
            } else {
                weak(array, n, alsoUse);
            }
            return;
        }
        if (t instanceof IASTFieldReference f) {
            if (f.isPointerDereference()) {
                expr(f.getFieldOwner(), n);
                writeThroughPointer(f.getFieldOwner(), n, alsoUse);
            } else {
                lvalueWeak(f.getFieldOwner(), n, alsoUse);
            }
            return;
        }
        if (t instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_star) {
            expr(u.getOperand(), n);
            writeThroughPointer(u.getOperand(), n, alsoUse);
            return;
        }
        expr(t, n);
    }

    private void lvalueWeak(IASTExpression owner, Node n, boolean alsoUse) {
        IASTExpression o = unwrap(owner);
        if (o instanceof IASTIdExpression) {
            weak(o, n, alsoUse);
        } else {
            // a.b.c = ..., a[i].f = ...: weak definition of the base
            lvalue(o, n, alsoUse);
            Object v = baseVar(o);
            if (v != null) {
                n.strong.remove(v);
                n.weak.add(v);
            }
        }
    }

    private void weak(IASTExpression e, Node n, boolean alsoUse) {
        Object v = baseVar(e);
        if (v != null) {
            n.weak.add(v);
            if (alsoUse) {
                n.uses.add(v);
            }
        } else {
            expr(e, n);
        }
    }

    /** {@code *p = ...}: may define p's pointees: the pointer itself (as their proxy) and every address-taken variable. */
    private void writeThroughPointer(IASTExpression pointer, Node n, boolean alsoUse) {
        Object p = baseVar(pointer);
        if (p != null) {
            n.weak.add(p);
            if (alsoUse) {
                n.uses.add(p);
            }
        }
        n.weak.add(POINTEES);
        n.weak.addAll(addressTaken);
        if (alsoUse) {
            n.uses.add(POINTEES);
        }
    }

    private void call(IASTFunctionCallExpression call, Node n) {
        IASTExpression f = unwrap(call.getFunctionNameExpression());
        String name = f instanceof IASTIdExpression id ? id.getName().getLastName().toString() : null;
        IASTInitializerClause[] args = call.getArguments();
        if (name == null) {
            expr(f, n); // a call through a function pointer: uses the pointer
        }
        MpiCalls roles = name == null ? null : MpiCalls.of(name);
        if (name != null && name.startsWith("MPI_")) {
            Set<Integer> outputs = MpiCalls.OUTPUTS.getOrDefault(name, Set.of());
            for (int i = 0; i < args.length; i++) {
                if (!(args[i] instanceof IASTExpression a)) {
                    continue;
                }
                boolean recvBuf = roles != null && roles.recv() == i;
                boolean sendBuf = roles != null && roles.send() == i;
                if (recvBuf || outputs.contains(i) || (roles == null && !MpiCalls.OUTPUTS.containsKey(name) && isAddressOrPointer(a))) {
                    // an output argument: the call may write what it points to
                    mayWriteThrough(a, n);
                    if (sendBuf) {
                        readThrough(a, n); // MPI_Bcast, MPI_Sendrecv_replace: in and out
                    } else {
                        usesOfAddress(a, n);
                    }
                } else if (sendBuf) {
                    readThrough(a, n);
                } else {
                    readThrough(a, n);
                }
            }
            if (roles != null) {
                n.mpi.add(new Program.MpiCall(name, roles, args));
            }
            Program.World world = WORLD_OUTPUTS.get(name);
            if (world != null && args.length == 2 && args[0].getRawSignature().strip().equals("MPI_COMM_WORLD")
                    && args[1] instanceof IASTExpression out && unwrap(out) instanceof IASTUnaryExpression amp
                    && amp.getOperator() == IASTUnaryExpression.op_amper && unwrap(amp.getOperand()) instanceof IASTIdExpression id) {
                Object v = var(id.getName());
                if (v != null && !(v instanceof IParameter)) {
                    n.worldDefs.put(v, world);
                }
            }
            // nonblocking receives: the buffer is written when a wait/test on its request completes
            Integer request = NONBLOCKING_RECEIVES.get(name);
            if (request != null && roles != null && request < args.length && args[request] instanceof IASTExpression rq
                    && args[roles.recv()] instanceof IASTExpression buf) {
                Object rv = baseVar(rq), bv = baseVar(buf);
                if (rv != null && bv != null) {
                    pendingReceives.add(new Object[] { rv, bv });
                }
            }
            Integer waited = WAITS.get(name);
            if (waited != null && waited < args.length && args[waited] instanceof IASTExpression rq) {
                Object rv = baseVar(rq);
                if (rv != null) {
                    waits.add(new Object[] { n, rv });
                }
            }
            return;
        }
        // user or library function: arguments are read; &x and pointers/arrays may be written through
        List<Set<Object>> argUses = new ArrayList<>();
        for (IASTInitializerClause arg : args) {
            Set<Object> used = new java.util.LinkedHashSet<>();
            if (arg instanceof IASTExpression a) {
                // the uses of each argument separately (a parameter needs only its argument)
                Node scratch = new Node(-1, fn, Node.Kind.STATEMENT, null, n.file, n.line, n.endLine);
                readThrough(a, scratch);
                if (isAddressOrPointer(a)) {
                    mayWriteThrough(a, scratch);
                }
                n.uses.addAll(scratch.uses);
                n.strong.addAll(scratch.strong);
                n.weak.addAll(scratch.weak);
                n.calls.addAll(scratch.calls);
                n.mpi.addAll(scratch.mpi);
                used.addAll(scratch.uses);
            }
            argUses.add(used);
        }
        if (name != null) {
            boolean resultUsed = !(call.getParent() instanceof IASTExpressionStatement);
            n.calls.add(new CallSite(name, n, resultUsed, argUses, args));
        }
    }

    /** Reading {@code &x} or a pointer argument reads what it points to. */
    private void readThrough(IASTExpression a, Node n) {
        IASTExpression u = unwrap(a);
        if (u instanceof IASTUnaryExpression un && un.getOperator() == IASTUnaryExpression.op_amper) {
            Object v = baseVar(un.getOperand());
            if (v != null) {
                n.uses.add(v);
            }
            usesOfAddress(a, n);
            return;
        }
        expr(a, n);
        if (isPointer(u) && !isArray(u)) {
            n.uses.add(POINTEES);
        }
    }

    /** The index expressions inside {@code &a[i]}. */
    private void usesOfAddress(IASTExpression a, Node n) {
        IASTExpression u = unwrap(a);
        if (u instanceof IASTUnaryExpression un && un.getOperator() == IASTUnaryExpression.op_amper) {
            IASTExpression operand = unwrap(un.getOperand());
            while (operand instanceof IASTArraySubscriptExpression as) {
                expr((IASTExpression) as.getArgument(), n);
                operand = unwrap(as.getArrayExpression());
            }
            if (operand instanceof IASTFieldReference fr && fr.isPointerDereference()) {
                expr(fr.getFieldOwner(), n);
            }
        } else {
            expr(u, n);
        }
    }

    private void mayWriteThrough(IASTExpression a, Node n) {
        IASTExpression u = unwrap(a);
        if (u instanceof IASTLiteralExpression) {
            return; // a string literal: the callee may not write through it, and it points to no variable
        }
        if (u instanceof IASTUnaryExpression un && un.getOperator() == IASTUnaryExpression.op_amper) {
            IASTExpression operand = unwrap(un.getOperand());
            Object v = baseVar(operand);
            if (v != null) {
                boolean whole = operand instanceof IASTIdExpression;
                (whole && isScalarTarget(n) ? n.weak : n.weak).add(v);
            }
            return;
        }
        Object v = baseVar(u);
        if (v != null) {
            n.weak.add(v);
        }
        if (isPointer(u) && !isArray(u)) {
            n.weak.add(POINTEES);
            n.weak.addAll(addressTaken);
        }
    }

    private static boolean isScalarTarget(Node n) {
        return false; // definitions through addresses are kept weak (may-definitions)
    }

    private boolean isAddressOrPointer(IASTExpression a) {
        IASTExpression u = unwrap(a);
        if (u instanceof IASTUnaryExpression un && un.getOperator() == IASTUnaryExpression.op_amper) {
            return true;
        }
        return isPointer(u) || isArray(u);
    }

    private static IASTExpression unwrap(IASTExpression e) {
        while (true) {
            if (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) {
                e = u.getOperand();
            } else if (e instanceof IASTCastExpression c) {
                e = c.getOperand();
            } else {
                return e;
            }
        }
    }

    private static boolean isPointer(IASTExpression e) {
        try {
            IType t = e.getExpressionType();
            return t instanceof IPointerType || t instanceof IArrayType;
        } catch (RuntimeException ex) {
            return false;
        }
    }

    private static boolean isArray(IASTExpression e) {
        try {
            return e.getExpressionType() instanceof IArrayType;
        } catch (RuntimeException ex) {
            return false;
        }
    }

    /** The variable at the base of {@code x}, {@code x[i]}, {@code x.f}, {@code x->f}, {@code *x}. */
    Object baseVar(IASTExpression e) {
        IASTExpression u = unwrap(e);
        if (u instanceof IASTIdExpression id) {
            return var(id.getName());
        }
        if (u instanceof IASTArraySubscriptExpression a) {
            return baseVar(a.getArrayExpression());
        }
        if (u instanceof IASTFieldReference f) {
            return baseVar(f.getFieldOwner());
        }
        if (u instanceof IASTUnaryExpression un
                && (un.getOperator() == IASTUnaryExpression.op_star || un.getOperator() == IASTUnaryExpression.op_amper)) {
            return baseVar(un.getOperand());
        }
        return null;
    }

    /** The key of a variable: its binding for locals and parameters, "global:name" for globals; null otherwise. */
    Object var(IASTName name) {
        if (name == null) {
            return null;
        }
        IBinding b;
        try {
            b = name.resolveBinding();
        } catch (RuntimeException e) {
            return null;
        }
        return key(b);
    }

    static Object key(IBinding b) {
        if (!(b instanceof IVariable)) {
            return null; // functions, enumerators, types, unresolved names (MPI_COMM_WORLD without mpi.h)
        }
        if (b instanceof IParameter) {
            return b;
        }
        try {
            IScope scope = b.getScope();
            if (scope == null || scope.getKind() == EScopeKind.eGlobal) {
                return "global:" + b.getName();
            }
        } catch (DOMException | RuntimeException e) {
            return b;
        }
        return b;
    }

    static int line(IASTNode n) {
        IASTFileLocation loc = n.getFileLocation();
        return loc == null ? 0 : loc.getStartingLineNumber();
    }

    static boolean isConstant(IASTInitializerClause c) {
        return c instanceof IASTLiteralExpression l && l.getKind() == IASTLiteralExpression.lk_integer_constant;
    }
}
