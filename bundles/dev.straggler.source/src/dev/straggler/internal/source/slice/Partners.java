package dev.straggler.internal.source.slice;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

import dev.straggler.core.queues.MessageQueues;
import dev.straggler.core.queues.MessageQueues.Kind;
import dev.straggler.core.queues.MessageQueues.Operation;
import dev.straggler.core.queues.MessageQueues.TaskQueue;
import dev.straggler.internal.source.slice.Program.MpiCall;
import dev.straggler.internal.source.slice.Program.Node;
import dev.straggler.model.RankSet;
import dev.straggler.source.slice.SliceIncrements.Communication;
import dev.straggler.source.slice.SourceLine;

/**
 * The other side of each blocked call, found in the source: for every part of a task's wait (dump facts through the
 * message queues, {@link MessageQueues}) — a receive, probe, synchronous send or collective with its peer, tag and
 * communicator — the call sites its partner can reach that match it (a send to this task with that tag on that
 * communicator for a receive, a receive from it for a send, the same collective for a collective), judged with the
 * partner's own rank and the world's size ({@link TaskView}). When none matches: the partner's sites that match but for
 * the tag or the communicator (a mismatch), else the ones that would match but a condition keeps the partner from
 * (a missing send under a rank guard). A site whose peer, tag or communicator the source does not determine is named,
 * not sliced: nothing is guessed.
 */
public final class Partners {

    /** The waits of at most this many tasks of a group are followed (the first ranks). */
    static final int MAX_TASKS = 16;

    /**
     * @param communication what was found, one entry per distinct answer (tasks with the same answer merged)
     * @param lines the backward slices of the sites found (and of the conditions that exclude them)
     * @param tasksSeen the tasks whose waits were followed
     */
    public record Result(List<Communication> communication, Set<SourceLine> lines, RankSet tasksSeen) {
    }

    private final Program program;
    private final long worldSize;
    private final Map<Integer, TaskQueue> tasks;
    private final Map<Long, TaskView> views = new HashMap<>();

    /**
     * @param worldSize the size of MPI_COMM_WORLD (0: not known)
     * @param tasks every task of the message queues, by rank (the partners' states are told from them)
     */
    public Partners(Program program, int worldSize, Map<Integer, TaskQueue> tasks) {
        this.program = program;
        this.worldSize = worldSize;
        this.tasks = tasks;
    }

    private TaskView view(long rank) {
        return views.computeIfAbsent(rank, r -> new TaskView(program, r, worldSize));
    }

    /** What a partner must post, in the words of the descriptions. */
    private enum Role {
        SEND("send", "sends"), RECEIVE("receive", "receives"), COLLECTIVE("collective", "collectives");

        final String word, plural;

        Role(String word, String plural) {
            this.word = word;
            this.plural = plural;
        }
    }

    /** A site of the partner and, for a mismatch, what differs ("tag 20", "on dup"). */
    private record Site(Node node, String differs) {
    }

    /** The answer for one part of one task's wait, before tasks with equal answers are merged. */
    private record Answer(Communication.Kind kind, Role role, int task, String call, Operation op, RankSet partners,
            List<Site> sites, List<Node> conditions, List<String> unresolved) {
    }

    /**
     * The partners of the group's tasks ({@code group}: their queues, rank order), whose blocked call is at
     * {@code criterion} (null: not known).
     */
    public Result of(List<TaskQueue> group, SourceLine criterion) {
        List<Node> at = criterion == null ? List.of() : program.criterion(criterion.file(), criterion.line());
        List<Answer> answers = new ArrayList<>();
        RankSet.Builder seen = RankSet.builder();
        int followed = 0;
        for (TaskQueue t : group) {
            if (t.waits().isEmpty() || !"blocked".equals(t.status())) {
                continue;
            }
            if (followed++ == MAX_TASKS) {
                break;
            }
            seen.add(t.rank());
            for (Operation o : t.waits()) {
                Answer a = answer(t, o, at);
                if (a != null) {
                    answers.add(a);
                }
            }
        }
        Map<String, List<Answer>> merged = new LinkedHashMap<>();
        for (Answer a : answers) {
            merged.computeIfAbsent(mergeKey(a), k -> new ArrayList<>()).add(a);
        }
        List<Communication> out = new ArrayList<>();
        Set<Node> slice = new LinkedHashSet<>();
        for (List<Answer> same : merged.values()) {
            Answer a = same.get(0);
            RankSet.Builder ts = RankSet.builder(), ps = RankSet.builder();
            for (Answer x : same) {
                ts.add(x.task());
                x.partners().stream().forEach(ps::add);
            }
            Set<SourceLine> sites = new TreeSet<>();
            a.sites().forEach(s -> sites.add(s.node().sourceLine()));
            if (a.kind() != Communication.Kind.UNRESOLVED) {
                a.sites().forEach(s -> slice.add(s.node()));
                slice.addAll(a.conditions());
            }
            out.add(new Communication(a.kind(), a.role().word, ts.build(), ps.build(), sites,
                    describe(a, ts.build(), ps.build())));
        }
        return new Result(List.copyOf(out), slice.isEmpty() ? Set.of() : program.slice(slice), seen.build());
    }

    private static String mergeKey(Answer a) {
        return a.kind() + "|" + a.role() + "|" + a.call() + "|" + a.op().kind() + "|" + a.op().tag() + "|"
                + a.op().communicator() + "|" + a.sites() + "|" + a.conditions() + "|" + a.unresolved() + "|"
                + (a.op().kind() == Kind.COLLECTIVE ? "" : a.op().peer() < 0 ? Integer.toString(a.op().peer()) : "p");
    }

    // ---- one part of a wait ----

    private Answer answer(TaskQueue t, Operation o, List<Node> at) {
        Role role = switch (o.kind()) {
        case RECEIVE, PROBE -> Role.SEND;
        case SEND -> Role.RECEIVE;
        case COLLECTIVE -> Role.COLLECTIVE;
        default -> null;
        };
        if (role == null) {
            return null;
        }
        List<MpiCall> blocked = blockedCalls(at, role);
        Object comm = Program.WORLD.equals(o.communicator()) ? Program.WORLD : agreed(blocked);
        if (role == Role.COLLECTIVE) {
            return o.missing().isEmpty() ? null : collective(t, o, blocked, comm);
        }
        if (o.peer() < 0) {
            return new Answer(Communication.Kind.UNRESOLVED, role, t.rank(), t.call(), o, RankSet.EMPTY, List.of(),
                    List.of(), List.of(o.peer() == Operation.ANY_SOURCE ? "it receives from any source: the sender is not one task"
                            : "the dump does not name the peer"));
        }
        int p = o.peer();
        if (comm == null) {
            return new Answer(Communication.Kind.UNRESOLVED, role, t.rank(), t.call(), o, RankSet.of(p), List.of(), List.of(),
                    List.of("its communicator (" + MessageQueues.communicatorName(o.communicator(), o.communicatorSize())
                            + ") is not one whose ranks the source ties to world ranks"));
        }
        TaskView v = view(p);
        List<Site> matching = new ArrayList<>(), mismatched = new ArrayList<>(), excluded = new ArrayList<>(),
                unresolved = new ArrayList<>();
        List<Node> conditions = new ArrayList<>();
        for (Node n : program.mpiNodes()) {
            for (MpiCall c : n.mpi) {
                if (c.roles().collective() || (role == Role.SEND ? !c.roles().sends() : !c.roles().receives())) {
                    continue;
                }
                Object sc = communicator(c);
                if (sc == null) {
                    continue; // a communicator whose ranks are not world ranks: its peers cannot be this task
                }
                int peerArg = role == Role.SEND ? c.roles().peerOut() : c.roles().peerIn();
                int tagArg = role == Role.SEND ? c.roles().tagOut() : c.roles().tagIn();
                boolean anyPeer = role == Role.RECEIVE && "MPI_ANY_SOURCE".equals(c.argText(peerArg));
                Values peer = anyPeer ? null : v.value(n, arg(c, peerArg));
                if (!anyPeer && peer != null && !peer.contains(t.rank())) {
                    continue;
                }
                boolean anyTag = o.tag() == Operation.ANY_TAG || role == Role.RECEIVE && c.anyTag(tagArg);
                Values tag = anyTag ? null : v.value(n, arg(c, tagArg));
                boolean tagDiffers = !anyTag && tag != null && !tag.contains(o.tag());
                TaskView.Reach reach = v.reach(n);
                if (!anyPeer && peer == null) {
                    if (reach.possible() && sc.equals(comm) && !tagDiffers) {
                        unresolved.add(new Site(n, (role == Role.SEND ? "to `" : "from `") + c.argText(peerArg)
                                + "`, which the source does not determine"));
                    }
                } else if (!reach.possible()) {
                    if (sc.equals(comm) && !tagDiffers) {
                        excluded.add(new Site(n, ""));
                        reach.excludedBy().stream().filter(x -> !conditions.contains(x)).forEach(conditions::add);
                    }
                } else if (!sc.equals(comm)) {
                    if (!tagDiffers) {
                        mismatched.add(new Site(n, "on " + c.argText(c.roles().comm())));
                    }
                } else if (tagDiffers) {
                    mismatched.add(new Site(n, "tag " + show(tag)));
                } else {
                    matching.add(new Site(n, tag == null && !anyTag ? "tag `" + c.argText(tagArg) + "` not known" : ""));
                }
            }
        }
        RankSet partner = RankSet.of(p);
        Communication.Kind kind = !matching.isEmpty() ? Communication.Kind.MATCHING
                : !mismatched.isEmpty() ? Communication.Kind.MISMATCHED
                        : !unresolved.isEmpty() ? Communication.Kind.UNRESOLVED : Communication.Kind.MISSING;
        List<Site> sites = switch (kind) {
        case MATCHING -> matching;
        case MISMATCHED -> mismatched;
        case UNRESOLVED -> unresolved;
        case MISSING -> excluded;
        };
        return new Answer(kind, role, t.rank(), t.call(), o, partner, sites,
                kind == Communication.Kind.MISSING ? conditions : List.of(),
                kind == Communication.Kind.UNRESOLVED ? List.of() : unresolved.stream().map(Partners::unresolved).toList());
    }

    private static String unresolved(Site s) {
        return where(s.node()) + " (" + s.differs() + ")";
    }

    /** "20", "20, 21", "{1..}" for a value set. */
    private static String show(Values v) {
        return v.single() != null ? Long.toString(v.single()) : v.toString();
    }

    private Answer collective(TaskQueue t, Operation o, List<MpiCall> blocked, Object comm) {
        String name = blocked.isEmpty() ? t.call() : Program.blockingForm(blocked.get(0).name());
        name = Program.blockingForm(name);
        if (comm == null) {
            return new Answer(Communication.Kind.UNRESOLVED, Role.COLLECTIVE, t.rank(), name, o, o.missing(), List.of(),
                    List.of(), List.of("its communicator (" + MessageQueues.communicatorName(o.communicator(), o.communicatorSize())
                            + ") is not one the source names"));
        }
        List<Site> matching = new ArrayList<>(), mismatched = new ArrayList<>(), excluded = new ArrayList<>();
        List<Node> conditions = new ArrayList<>();
        int[] members = o.missing().toArray();
        for (int i = 0; i < Math.min(members.length, MAX_TASKS); i++) {
            TaskView v = view(members[i]);
            for (Node n : program.mpiNodes()) {
                for (MpiCall c : n.mpi) {
                    if (!c.roles().collective() || !comm.equals(communicator(c))) {
                        continue;
                    }
                    boolean same = Program.blockingForm(c.name()).equals(name);
                    TaskView.Reach reach = v.reach(n);
                    Site s = new Site(n, same ? "" : c.name());
                    if (reach.possible()) {
                        (same ? matching : mismatched).add(s);
                    } else if (same) {
                        excluded.add(s);
                        reach.excludedBy().stream().filter(x -> !conditions.contains(x)).forEach(conditions::add);
                    }
                }
            }
        }
        Communication.Kind kind = !matching.isEmpty() ? Communication.Kind.MATCHING
                : !mismatched.isEmpty() ? Communication.Kind.MISMATCHED : Communication.Kind.MISSING;
        List<Site> sites = distinct(kind == Communication.Kind.MATCHING ? matching
                : kind == Communication.Kind.MISMATCHED ? mismatched : excluded);
        return new Answer(kind, Role.COLLECTIVE, t.rank(), name, o, o.missing(), sites,
                kind == Communication.Kind.MISSING ? conditions : List.of(), List.of());
    }

    private static List<Site> distinct(List<Site> sites) {
        return List.copyOf(new LinkedHashSet<>(sites));
    }

    private static IASTInitializerClause arg(MpiCall c, int i) {
        return i >= 0 && i < c.args().length ? c.args()[i] : null;
    }

    /**
     * The calls at the blocked line that post what {@code role}'s partner matches: the call itself, or for a wait the
     * calls that made the requests it waits on (their definitions reaching it).
     */
    private List<MpiCall> blockedCalls(List<Node> at, Role role) {
        List<MpiCall> out = new ArrayList<>();
        for (Node n : at) {
            n.mpi.stream().filter(c -> posts(c, role)).forEach(out::add);
        }
        if (out.isEmpty()) {
            for (Node n : at) {
                if (n.fn == null) {
                    continue;
                }
                for (Object v : n.uses) {
                    for (Node d : n.fn.reaching(n, v)) {
                        d.mpi.stream().filter(c -> posts(c, role) && !out.contains(c)).forEach(out::add);
                    }
                }
            }
        }
        return out;
    }

    /** Whether {@code c} is an operation whose partner posts {@code role}. */
    private static boolean posts(MpiCall c, Role role) {
        return switch (role) {
        case SEND -> c.roles().receives() && !c.roles().collective();
        case RECEIVE -> c.roles().sends() && !c.roles().collective();
        case COLLECTIVE -> c.roles().collective();
        };
    }

    /** The communicator the calls agree on ({@link #communicator}), or null. */
    private Object agreed(List<MpiCall> calls) {
        Set<Object> cs = new LinkedHashSet<>();
        for (MpiCall c : calls) {
            cs.add(communicator(c));
        }
        return cs.size() == 1 ? cs.iterator().next() : null;
    }

    /**
     * The communicator of {@code c} when its ranks are world ranks: MPI_COMM_WORLD, or a variable only ever set by
     * MPI_Comm_dup(MPI_COMM_WORLD, &v) (its key); null otherwise.
     */
    private Object communicator(MpiCall c) {
        int i = c.roles().comm();
        if (Program.WORLD.equals(c.argText(i))) {
            return Program.WORLD;
        }
        if (arg(c, i) instanceof IASTIdExpression id) {
            try {
                Object key = CfgBuilder.key(id.getName().resolveBinding());
                return key != null && program.worldVariables(Program.World.DUP).contains(key) ? key : null;
            } catch (RuntimeException e) {
                return null;
            }
        }
        return null;
    }

    // ---- descriptions ----

    private static String who(RankSet r) {
        return (r.size() == 1 ? "rank " : "ranks ") + r;
    }

    private static String where(Node n) {
        return Path.of(n.file).getFileName() + ":" + n.line;
    }

    private static String sites(List<Site> sites) {
        return sites.stream().map(s -> where(s.node()) + (s.differs().isEmpty() ? "" : " (" + s.differs() + ")"))
                .collect(Collectors.joining(", "));
    }

    private static String conditions(List<Node> conditions) {
        return conditions.stream().map(c -> "the condition at " + where(c) + " (`" + text(c) + "`)")
                .collect(Collectors.joining(" and "));
    }

    private static String text(Node c) {
        String s = c.ast == null ? "" : c.ast.getRawSignature().replaceAll("\\s+", " ").strip();
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }

    private String what(Operation o) {
        return (o.tag() == Operation.ANY_TAG ? "any tag" : "tag " + o.tag()) + ", "
                + MessageQueues.communicatorName(o.communicator(), o.communicatorSize());
    }

    /** The partners' state when they have not posted it: "rank 0 finished", "rank 3 is in MPI_Barrier". */
    private String state(RankSet partners) {
        List<String> out = new ArrayList<>();
        for (int p : partners.toArray()) {
            TaskQueue q = tasks.get(p);
            if (q != null) {
                out.add("rank " + p + (q.status().equals("finished") ? " finished"
                        : q.call().isEmpty() ? " is " + q.status() : " is " + (q.status().equals("computing") ? "computing after " : "in ") + q.call()));
            }
            if (out.size() == 4) {
                break;
            }
        }
        return String.join(", ", out);
    }

    private String describe(Answer a, RankSet ts, RankSet ps) {
        Operation o = a.op();
        String tasksCall = who(ts) + "'s " + a.call();
        if (a.role() == Role.COLLECTIVE) {
            String comm = MessageQueues.communicatorName(o.communicator(), o.communicatorSize());
            return switch (a.kind()) {
            case MATCHING -> who(ps) + (ps.size() == 1 ? " is" : " are") + " not in " + tasksCall + " on " + comm
                    + " yet: " + a.call() + " at " + sites(a.sites()) + withState(ps);
            case MISMATCHED -> "collective mismatch: " + tasksCall + " on " + comm + " waits for " + who(ps)
                    + ", which reach other collectives on it: " + sites(a.sites());
            case MISSING -> "missing collective: " + who(ps) + " reach no " + a.call() + " on " + comm
                    + (a.sites().isEmpty() ? " in the sources" : "; " + sites(a.sites()) + " would match but "
                            + conditions(a.conditions()) + " exclude" + (a.conditions().size() == 1 ? "s " : " ") + who(ps));
            case UNRESOLVED -> tasksCall + " waits for " + who(ps) + "; not resolved statically: "
                    + String.join("; ", a.unresolved());
            };
        }
        String partnerWord = a.role().word, from = a.role() == Role.SEND ? " to " : " from ";
        String facts = " (" + what(o) + ")";
        String matched = o.match() == MessageQueues.Match.UNMATCHED || o.match() == MessageQueues.Match.PEER_FINISHED
                ? withState(ps) : "";
        String note = a.unresolved().isEmpty() ? "" : "; not resolved statically: " + String.join("; ", a.unresolved());
        return switch (a.kind()) {
        case MATCHING -> who(ps) + "'s " + partnerWord + from + who(ts) + facts + " that " + tasksCall + " waits for: "
                + sites(a.sites()) + matched + note;
        case MISMATCHED -> (a.sites().stream().allMatch(s -> s.differs().startsWith("tag")) ? "tag mismatch: "
                : a.sites().stream().allMatch(s -> s.differs().startsWith("on")) ? "communicator mismatch: " : "mismatch: ")
                + tasksCall + " waits for " + what(o) + (a.role() == Role.SEND ? " from " : " to ") + who(ps) + "; "
                + who(ps) + "'s "
                + a.role().plural + from + who(ts) + " differ: " + sites(a.sites()) + hint(o) + note;
        case MISSING -> "missing " + partnerWord + ": " + who(ps) + " reaches no " + partnerWord + from + who(ts) + facts
                + (a.sites().isEmpty() ? " in the sources"
                        : "; " + sites(a.sites()) + " would match but " + conditions(a.conditions()) + " exclude"
                                + (a.conditions().size() == 1 ? "s " : " ") + who(ps))
                + matched;
        case UNRESOLVED -> tasksCall + " waits for " + (ps.isEmpty() ? "its peer" : who(ps)) + facts
                + "; not resolved statically: " + (a.sites().isEmpty() ? String.join("; ", a.unresolved())
                        : who(ps) + "'s " + a.role().plural + " at " + sites(a.sites()));
        };
    }

    private String withState(RankSet partners) {
        String s = state(partners);
        return s.isEmpty() ? "" : " (not posted: " + s + ")";
    }

    private static String hint(Operation o) {
        return o.hint() == null || o.hint().isEmpty() ? "" : " (" + o.hint() + ")";
    }
}
