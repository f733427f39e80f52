package dev.straggler.internal.source.slice;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.cdt.core.dom.ast.IASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLinkageSpecification;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamespaceDefinition;

import dev.straggler.source.slice.SourceLine;
import dev.straggler.source.slice.SourceResolver;

/**
 * The C program the slicer works on: every function's control-flow graph with definitions and uses,
 * the global variables' initializers, the call graph, and the MPI calls. Slices are sets of nodes,
 * reported as source lines.
 * <p>
 * Interprocedural analysis is context-insensitive: a function's parameters depend on the arguments of
 * every call site, a call's result on every return statement of the callee, a global read where its
 * value on function entry (or after a call that may write it) reaches depends on every definition of
 * that global in the program.
 */
public final class Program {

    /** A node of a function's CFG (or a global initializer, in no function). */
    public static final class Node {
        enum Kind {
            ENTRY, EXIT, STATEMENT, BRANCH, LABEL, JUMP, RETURN, GLOBAL
        }

        final int id;
        final Function fn;
        final Kind kind;
        final String file;
        final int line;
        final int endLine;
        final List<Node> succ = new ArrayList<>();
        final Set<Object> strong = new LinkedHashSet<>();
        final Set<Object> weak = new LinkedHashSet<>();
        final Set<Object> uses = new LinkedHashSet<>();
        /** globals a user callee may write (weak definitions through the call) */
        final Set<Object> viaCall = new LinkedHashSet<>();
        final List<CallSite> calls = new ArrayList<>();
        final List<MpiCall> mpi = new ArrayList<>();
        /** variables this node defines by MPI_Comm_rank/MPI_Comm_size/MPI_Comm_dup(MPI_COMM_WORLD, &v) */
        final Map<Object, World> worldDefs = new HashMap<>();
        /** the statement, condition, expression or declarator the node stands for (null: none) */
        final IASTNode ast;
        /** an {@code if} condition's successor when it holds, and when it does not (null: the branch adds no node) */
        Node trueSucc, falseSucc;
        boolean hasDefault;
        boolean visibleEntry;
        int local;

        Node(int id, Function fn, Kind kind, IASTNode ast, String file, int line, int endLine) {
            this.id = id;
            this.fn = fn;
            this.kind = kind;
            this.ast = ast;
            this.file = file;
            this.line = line;
            this.endLine = endLine;
        }

        public SourceLine sourceLine() {
            return new SourceLine(file, line);
        }

        @Override
        public String toString() {
            return kind + "@" + line;
        }
    }

    /** A call of a named function; {@code argUses}: the variables each argument reads. */
    record CallSite(String callee, Node node, boolean resultUsed, List<Set<Object>> argUses, IASTInitializerClause[] args) {
    }

    /** What MPI_Comm_rank, MPI_Comm_size or MPI_Comm_dup on MPI_COMM_WORLD writes into its last argument. */
    enum World {
        RANK, SIZE, DUP
    }

    /** An MPI call whose roles the slicer knows ({@link MpiCalls}). */
    record MpiCall(String name, MpiCalls roles, IASTInitializerClause[] args) {
        String argText(int i) {
            return i >= 0 && i < args.length ? args[i].getRawSignature().replaceAll("\\s+", "") : null;
        }

        /** An integer constant argument, or null when it is not a literal. */
        Long constant(int i) {
            return i < 0 || i >= args.length ? null : integerConstant(args[i]);
        }

        boolean anyTag(int i) {
            String t = argText(i);
            return t == null || t.equals("MPI_ANY_TAG");
        }
    }

    /** An integer literal (optionally negated), or null. */
    static Long integerConstant(IASTInitializerClause c) {
        boolean neg = false;
        if (c instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_minus) {
            c = u.getOperand();
            neg = true;
        }
        if (c instanceof IASTLiteralExpression l && l.getKind() == IASTLiteralExpression.lk_integer_constant) {
            try {
                long v = Long.decode(String.valueOf(l.getValue()).replaceAll("[uUlL]+$", ""));
                return neg ? -v : v;
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }

    /** A function definition and its CFG. */
    public static final class Function {
        final Program program;
        final String name;
        final String file;
        final List<Node> nodes = new ArrayList<>();
        final List<Object> params = new ArrayList<>();
        final Set<Object> addressTaken = new HashSet<>();
        final List<Node> callers = new ArrayList<>();
        Node entry, exit;
        boolean returnsValue;
        /** per node: IN of reaching definitions (def indices), computed lazily */
        BitSet[] reachingIn;
        List<Object[]> defs; // {Node, var}
        BitSet[] controlDeps;

        Function(Program program, String name, String file) {
            this.program = program;
            this.name = name;
            this.file = file;
        }

        Node newNode(IASTNode ast, Node.Kind kind) {
            int line = CfgBuilder.line(ast);
            int end = ast.getFileLocation() == null ? line : ast.getFileLocation().getEndingLineNumber();
            String f = ast.getFileLocation() == null ? file : ast.getFileLocation().getFileName();
            Node n = program.newNode(this, kind, ast, f, line, end);
            n.local = nodes.size();
            nodes.add(n);
            return n;
        }

        int[][] succ() {
            int[][] s = new int[nodes.size()][];
            for (Node n : nodes) {
                s[n.local] = n.succ.stream().mapToInt(x -> x.local).toArray();
            }
            return s;
        }

        void analyze() {
            if (reachingIn != null) {
                return;
            }
            int[][] succ = succ();
            // control dependence with the usual augmented edge entry -> exit
            int[][] aug = succ.clone();
            aug[entry.local] = java.util.Arrays.copyOf(succ[entry.local], succ[entry.local].length + 1);
            aug[entry.local][succ[entry.local].length] = exit.local;
            controlDeps = Flow.controlDependence(aug, exit.local);
            // the entry node defines the parameters and the value on entry of every global and pointee
            for (Node n : nodes) {
                for (Object v : n.uses) {
                    if (isGlobal(v) || v == CfgBuilder.POINTEES) {
                        entry.strong.add(v);
                    }
                }
            }
            defs = new ArrayList<>();
            Map<Object, BitSet> defsOf = new HashMap<>();
            BitSet[] gen = new BitSet[nodes.size()], kill = new BitSet[nodes.size()];
            List<Set<Object>> strongOf = new ArrayList<>();
            for (Node n : nodes) {
                gen[n.local] = new BitSet();
                Set<Object> all = new LinkedHashSet<>(n.strong);
                all.addAll(n.weak);
                all.addAll(n.viaCall);
                for (Object v : all) {
                    int d = defs.size();
                    defs.add(new Object[] { n, v });
                    gen[n.local].set(d);
                    defsOf.computeIfAbsent(v, k -> new BitSet()).set(d);
                }
                strongOf.add(n.strong);
            }
            for (Node n : nodes) {
                kill[n.local] = new BitSet();
                for (Object v : strongOf.get(n.local)) {
                    kill[n.local].or(defsOf.get(v));
                }
                kill[n.local].andNot(gen[n.local]);
            }
            reachingIn = Flow.reachingDefinitions(succ, gen, kill);
        }

        /** The nodes whose definition of {@code v} reaches the start of {@code n}. */
        List<Node> reaching(Node n, Object v) {
            analyze();
            List<Node> out = new ArrayList<>();
            BitSet in = reachingIn[n.local];
            for (int d = in.nextSetBit(0); d >= 0; d = in.nextSetBit(d + 1)) {
                if (defs.get(d)[1].equals(v)) {
                    out.add((Node) defs.get(d)[0]);
                }
            }
            return out;
        }

        public String name() {
            return name;
        }
    }

    private final List<Node> nodes = new ArrayList<>();
    private final Map<String, Function> functions = new LinkedHashMap<>();
    private final Map<Object, Set<Node>> globalDefs = new HashMap<>();
    private final List<String> warnings = new ArrayList<>();
    private boolean linked;

    Node newNode(Function fn, Node.Kind kind, IASTNode ast, String file, int line, int end) {
        Node n = new Node(nodes.size(), fn, kind, ast, file, line, end);
        nodes.add(n);
        return n;
    }

    static boolean isGlobal(Object v) {
        return v instanceof String s && s.startsWith("global:");
    }

    /** Parses {@code files} into one program; a file that cannot be read or parsed is a warning. */
    public static Program parse(SourceResolver resolver, Collection<Path> files) {
        Program p = new Program();
        Set<Path> distinct = new LinkedHashSet<>(files);
        for (Path f : distinct) {
            List<String> w = new ArrayList<>();
            try {
                p.add(CParser.parse(f, w));
            } catch (IOException | RuntimeException e) {
                resolver.warn("cannot parse " + f + ": " + e.getMessage());
            }
            w.forEach(resolver::warn);
        }
        p.warnings().forEach(resolver::warn);
        return p;
    }

    /** Adds a parsed translation unit: its functions and global initializers. */
    public void add(IASTTranslationUnit tu) {
        linked = false;
        add(tu, tu.getDeclarations());
    }

    /**
     * Function definitions and global initializers among {@code declarations}, also inside C++ namespaces,
     * {@code extern "C"} blocks and class bodies (inline member functions). Functions are known by their last
     * name ({@code solver::scale} is {@code scale}), as calls name them.
     */
    private void add(IASTTranslationUnit tu, IASTDeclaration[] declarations) {
        for (IASTDeclaration d : declarations) {
            if (d instanceof IASTFunctionDefinition fd) {
                String name = fd.getDeclarator().getName().getLastName().toString();
                String file = fd.getFileLocation() == null ? tu.getFilePath() : fd.getFileLocation().getFileName();
                Function fn = new Function(this, name, file);
                if (functions.containsKey(name)) {
                    warnings.add("function " + name + " is defined more than once; the slicer uses the first definition");
                    continue;
                }
                functions.put(name, fn);
                try {
                    CfgBuilder.build(this, fn, fd);
                } catch (RuntimeException e) {
                    warnings.add("cannot analyze " + name + " in " + file + ": " + e);
                    functions.remove(name);
                }
            } else if (d instanceof ICPPASTNamespaceDefinition ns) {
                add(tu, ns.getDeclarations());
            } else if (d instanceof ICPPASTLinkageSpecification ls) {
                add(tu, ls.getDeclarations());
            } else if (d instanceof IASTSimpleDeclaration sd && d.getFileLocation() != null) {
                if (sd.getDeclSpecifier() instanceof IASTCompositeTypeSpecifier cls) {
                    add(tu, cls.getMembers());
                }
                for (IASTDeclarator dec : sd.getDeclarators()) {
                    if (dec.getInitializer() == null) {
                        continue;
                    }
                    Node n = newNode(null, Node.Kind.GLOBAL, dec, dec.getFileLocation().getFileName(),
                            CfgBuilder.line(dec), dec.getFileLocation().getEndingLineNumber());
                    try {
                        CfgBuilder.global(this, dec, n);
                    } catch (RuntimeException e) {
                        warnings.add("cannot analyze the initializer of " + dec.getName() + ": " + e);
                    }
                }
            }
        }
    }

    public List<String> warnings() {
        return warnings;
    }

    public Map<String, Function> functions() {
        return functions;
    }

    /** Links call sites to callees and computes which globals each function may write (transitively). */
    private void link() {
        if (linked) {
            return;
        }
        linked = true;
        sendsByComm = null;
        byAst = null;
        views.clear();
        worldVariables.clear();
        globalDefs.clear();
        for (Function f : functions.values()) {
            f.callers.clear();
            f.reachingIn = null;
        }
        Map<Function, Set<Object>> writes = new HashMap<>();
        for (Node n : nodes) {
            for (Object v : n.strong) {
                if (isGlobal(v) && n.kind != Node.Kind.ENTRY) {
                    globalDefs.computeIfAbsent(v, k -> new LinkedHashSet<>()).add(n);
                }
            }
            for (Object v : n.weak) {
                if (isGlobal(v)) {
                    globalDefs.computeIfAbsent(v, k -> new LinkedHashSet<>()).add(n);
                }
            }
            if (n.fn != null) {
                Set<Object> w = writes.computeIfAbsent(n.fn, k -> new HashSet<>());
                n.strong.stream().filter(Program::isGlobal).forEach(w::add);
                n.weak.stream().filter(Program::isGlobal).forEach(w::add);
            }
            for (CallSite c : n.calls) {
                Function callee = functions.get(c.callee());
                if (callee != null) {
                    callee.callers.add(n);
                }
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (Function f : functions.values()) {
                Set<Object> w = writes.computeIfAbsent(f, k -> new HashSet<>());
                for (Node n : f.nodes) {
                    for (CallSite c : n.calls) {
                        Function callee = functions.get(c.callee());
                        if (callee != null && w.addAll(writes.getOrDefault(callee, Set.of()))) {
                            changed = true;
                        }
                    }
                }
            }
        }
        for (Node n : nodes) {
            n.viaCall.clear();
            for (CallSite c : n.calls) {
                Function callee = functions.get(c.callee());
                if (callee != null) {
                    n.viaCall.addAll(writes.getOrDefault(callee, Set.of()));
                }
            }
        }
    }

    /** The nodes a criterion line stands for: the statements starting there, else the innermost one spanning it. */
    List<Node> criterion(String file, int line) {
        List<Node> exact = new ArrayList<>();
        Node best = null;
        for (Node n : nodes) {
            if (n.kind == Node.Kind.EXIT || n.kind == Node.Kind.ENTRY || !sameFile(n.file, file)) {
                continue;
            }
            if (n.line == line) {
                exact.add(n);
            } else if (n.line <= line && line <= n.endLine && n.kind != Node.Kind.LABEL
                    && (best == null || n.endLine - n.line < best.endLine - best.line)) {
                best = n;
            }
        }
        if (exact.isEmpty() && best != null) {
            exact.add(best);
        }
        return exact;
    }

    static boolean sameFile(String a, String b) {
        if (a == null || b == null) {
            return false;
        }
        if (a.equals(b)) {
            return true;
        }
        try {
            return java.nio.file.Path.of(a).toAbsolutePath().normalize().equals(java.nio.file.Path.of(b).toAbsolutePath().normalize());
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** The backward slice of the statement(s) at {@code file:line}, as source lines; empty when no statement is there. */
    public Set<SourceLine> slice(String file, int line) {
        return lines(sliceNodes(criterion(file, line)));
    }

    /** The backward slice of {@code criterion} (e.g. a partner's call sites), as source lines. */
    Set<SourceLine> slice(Collection<Node> criterion) {
        return lines(sliceNodes(List.copyOf(criterion)));
    }

    /** The nodes that define global {@code v} (its initializer, assignments, writes through pointers). */
    Set<Node> globalDefinitions(Object v) {
        link();
        return globalDefs.getOrDefault(v, Set.of());
    }

    Set<SourceLine> lines(Set<Node> slice) {
        Set<SourceLine> out = new TreeSet<>();
        for (Node n : slice) {
            if (n.kind != Node.Kind.ENTRY && n.kind != Node.Kind.EXIT) {
                out.add(n.sourceLine());
            } else if (n.kind == Node.Kind.ENTRY && n.visibleEntry) {
                out.add(n.sourceLine());
            }
        }
        return out;
    }

    /**
     * A work item: node {@code n} as a whole ({@code arg == FULL}: all its uses), only as executed
     * ({@code CONTROL}: what it is control dependent on; a call site whose callee is in the slice), or the
     * argument {@code arg} of its call of {@code callee} (a parameter the slice needs).
     */
    private record Item(Node n, int arg, Function callee) {
    }

    private static final int FULL = -1, CONTROL = -2;

    /**
     * The worklist slicer over data, control, interprocedural and communication dependences. At a call site
     * only the arguments whose parameters the slice uses are followed (the call site itself is in the slice
     * when its callee is); otherwise context-insensitive (every call site of a function).
     */
    Set<Node> sliceNodes(List<Node> criterion) {
        link();
        Set<Node> in = new LinkedHashSet<>();
        Set<Item> done = new HashSet<>();
        Deque<Item> work = new ArrayDeque<>();
        Map<Function, BitSet> neededParams = new HashMap<>();
        Set<Object> matched = new HashSet<>();
        java.util.function.Consumer<Item> add = it -> {
            if (done.add(it)) {
                work.add(it);
            }
        };
        for (Node c : criterion) {
            add.accept(new Item(c, FULL, null));
        }
        while (!work.isEmpty()) {
            Item item = work.poll();
            Node n = item.n();
            if (item.arg() == FULL && n.kind != Node.Kind.ENTRY) {
                done.add(new Item(n, CONTROL, null));
            }
            in.add(n);
            if (n.kind == Node.Kind.GLOBAL) {
                for (Object v : n.uses) {
                    if (isGlobal(v)) {
                        globalDefs.getOrDefault(v, Set.of()).forEach(d -> add.accept(new Item(d, FULL, null)));
                    }
                }
                continue;
            }
            Function f = n.fn;
            f.analyze();
            Set<Object> uses;
            if (item.arg() == FULL) {
                uses = n.uses;
            } else if (item.arg() == CONTROL) {
                uses = Set.of();
            } else {
                uses = new LinkedHashSet<>();
                for (CallSite c : n.calls) {
                    if (functions.get(c.callee()) == item.callee() && item.arg() < c.argUses().size()) {
                        uses.addAll(c.argUses().get(item.arg()));
                    }
                }
                add.accept(new Item(n, CONTROL, null));
            }
            for (Object v : uses) {
                for (Node d : f.reaching(n, v)) {
                    if (d.kind == Node.Kind.ENTRY) {
                        if (isGlobal(v)) {
                            globalDefs.getOrDefault(v, Set.of()).forEach(g -> add.accept(new Item(g, FULL, null)));
                            continue;
                        }
                        add.accept(new Item(d, CONTROL, null));
                        int k = f.params.indexOf(v);
                        if (k >= 0) {
                            d.visibleEntry = true;
                            if (!neededParams.computeIfAbsent(f, x -> new BitSet()).get(k)) {
                                neededParams.get(f).set(k);
                                for (Node caller : f.callers) {
                                    add.accept(new Item(caller, k, f));
                                }
                            }
                        }
                    } else {
                        add.accept(new Item(d, FULL, null));
                        if (isGlobal(v) && d.viaCall.contains(v) && !d.strong.contains(v) && !d.weak.contains(v)) {
                            globalDefs.getOrDefault(v, Set.of()).forEach(g -> add.accept(new Item(g, FULL, null)));
                        }
                    }
                }
            }
            if (item.arg() == FULL || item.arg() == CONTROL) {
                BitSet cd = f.controlDeps[n.local];
                for (int c = cd.nextSetBit(0); c >= 0; c = cd.nextSetBit(c + 1)) {
                    Node b = f.nodes.get(c);
                    add.accept(new Item(b, b.kind == Node.Kind.ENTRY ? CONTROL : FULL, null));
                }
                if (n.kind == Node.Kind.ENTRY) {
                    f.callers.forEach(c -> add.accept(new Item(c, CONTROL, null)));
                }
            }
            if (item.arg() == FULL) {
                for (CallSite c : n.calls) {
                    Function callee = functions.get(c.callee());
                    if (callee != null && c.resultUsed()) {
                        for (Node r : callee.nodes) {
                            if (r.kind == Node.Kind.RETURN) {
                                add.accept(new Item(r, FULL, null));
                            }
                        }
                    }
                }
                for (MpiCall m : n.mpi) {
                    // receives with the same matching key match the same sends: each key is expanded once
                    if (m.roles().receives() && matched.add(matchKey(m))) {
                        matchingSends(n, m).forEach(s -> add.accept(new Item(s, FULL, null)));
                    }
                }
            }
        }
        return in;
    }

    /**
     * The nodes whose sends can match receive {@code r} (at node {@code at}): point-to-point sends on the same
     * communicator expression with a compatible tag (constants must be equal; MPI_ANY_TAG or a non-constant matches
     * any), or the same collective on the same communicator expression. On MPI_COMM_WORLD, constant peers are checked
     * against what the rank guards let through ({@link #mayExecute}): a receive from rank 0 does not match a send that
     * rank 0 cannot reach, a send to rank 1 not a receive that rank 1 cannot reach.
     */
    List<Node> matchingSends(Node at, MpiCall r) {
        List<Node> out = new ArrayList<>();
        String comm = r.argText(r.roles().comm());
        Long rt = r.anyTag(r.roles().tagIn()) ? null : r.constant(r.roles().tagIn());
        Long source = WORLD.equals(comm) ? r.constant(r.roles().peerIn()) : null;
        for (Send send : sendsByComm().getOrDefault(comm, List.of())) {
            MpiCall s = send.call();
            if (r.roles().collective()) {
                if (blockingForm(s.name()).equals(blockingForm(r.name()))) {
                    out.add(send.node());
                }
                continue;
            }
            if (s.roles().collective()) {
                continue;
            }
            if (rt != null && send.tag() != null && !rt.equals(send.tag())) {
                continue;
            }
            Long dest = WORLD.equals(comm) ? s.constant(s.roles().peerOut()) : null;
            if (source != null && !mayExecute(send.node(), source) || dest != null && !mayExecute(at, dest)) {
                continue; // the sender must be rank `source`, the receiver rank `dest`
            }
            out.add(send.node());
        }
        return out;
    }

    private Map<String, List<Send>> sendsByComm() {
        if (sendsByComm == null) {
            sendsByComm = new HashMap<>();
            for (Node n : nodes) {
                for (MpiCall s : n.mpi) {
                    if (s.roles().sends()) {
                        sendsByComm.computeIfAbsent(s.argText(s.roles().comm()), k -> new ArrayList<>())
                                .add(new Send(n, s, s.constant(s.roles().tagOut())));
                    }
                }
            }
        }
        return sendsByComm;
    }

    static final String WORLD = "MPI_COMM_WORLD";

    /**
     * Whether the task of world rank {@code rank} may reach {@code n}, as far as the conditions on the way tell
     * ({@link TaskView#reach}; the size of the world not known).
     */
    boolean mayExecute(Node n, long rank) {
        return views.computeIfAbsent(rank, r -> new TaskView(this, r, 0)).reach(n).possible();
    }

    private final Map<Long, TaskView> views = new HashMap<>();

    /**
     * The variables that hold what {@code what} says of MPI_COMM_WORLD — the task's rank, the size, a duplicate of
     * it: defined by MPI_Comm_rank/MPI_Comm_size/MPI_Comm_dup(MPI_COMM_WORLD, &v) and by nothing else (no assignment,
     * no write through a pointer that may reach them, no parameter).
     */
    Set<Object> worldVariables(World what) {
        return worldVariables.computeIfAbsent(what, w -> {
            Set<Object> candidates = new HashSet<>();
            nodes.forEach(n -> n.worldDefs.forEach((v, x) -> {
                if (x == w) {
                    candidates.add(v);
                }
            }));
            for (Node n : nodes) {
                if (n.kind == Node.Kind.ENTRY) {
                    continue; // the value on entry, not a definition in the program
                }
                for (Set<Object> defs : List.of(n.strong, n.weak)) {
                    for (Object v : defs) {
                        if (n.worldDefs.get(v) != w) {
                            candidates.remove(v);
                        }
                    }
                }
            }
            return candidates;
        });
    }

    private final Map<World, Set<Object>> worldVariables = new HashMap<>();

    /**
     * Receives with equal keys have equal {@link #matchingSends} results: the communicator, the tag and, where
     * peers are checked (a constant source, or sends with a constant destination on MPI_COMM_WORLD), the call itself.
     */
    private Object matchKey(MpiCall r) {
        String comm = r.argText(r.roles().comm());
        if (r.roles().collective()) {
            return "C|" + comm + "|" + blockingForm(r.name());
        }
        if (WORLD.equals(comm) && (r.constant(r.roles().peerIn()) != null || sendsByComm().getOrDefault(comm, List.of())
                .stream().anyMatch(s -> s.call().constant(s.call().roles().peerOut()) != null))) {
            return r;
        }
        Long rt = r.anyTag(r.roles().tagIn()) ? null : r.constant(r.roles().tagIn());
        return "P|" + comm + "|" + rt;
    }

    private record Send(Node node, MpiCall call, Long tag) {
    }

    private Map<String, List<Send>> sendsByComm;

    /** The blocking form of a nonblocking collective's name (MPI_Ibcast: MPI_Bcast); other names as they are. */
    static String blockingForm(String name) {
        if (name.startsWith("MPI_I") && name.length() > 5) {
            String b = "MPI_" + Character.toUpperCase(name.charAt(5)) + name.substring(6);
            MpiCalls roles = MpiCalls.of(b);
            if (roles != null && roles.collective()) {
                return b;
            }
        }
        return name;
    }

    /** Every node with an MPI call whose roles the slicer knows, in program order. */
    List<Node> mpiNodes() {
        link();
        return nodes.stream().filter(n -> !n.mpi.isEmpty()).toList();
    }

    /** The node made for {@code ast} (a statement, a condition, an expression), or null. */
    Node nodeOf(IASTNode ast) {
        if (byAst == null) {
            byAst = new java.util.IdentityHashMap<>();
            for (Node n : nodes) {
                if (n.ast != null && n.kind != Node.Kind.ENTRY && n.kind != Node.Kind.EXIT) {
                    byAst.putIfAbsent(n.ast, n);
                }
            }
        }
        return byAst.get(ast);
    }

    private Map<IASTNode, Node> byAst;
}
