package dev.straggler.core.progress;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.util.EcoreUtil;

import dev.straggler.core.symbols.Frames;
import dev.straggler.internal.core.progress.Dependence;
import dev.straggler.internal.core.progress.LeastProgressed;
import dev.straggler.internal.core.progress.MarkovChain;
import dev.straggler.internal.core.progress.ObservedWaits;
import dev.straggler.internal.core.progress.Pdg;
import dev.straggler.internal.core.progress.PdgBuilder;
import dev.straggler.internal.core.progress.ProgressProblem;
import dev.straggler.internal.core.progress.Waits;
import dev.straggler.model.Channel;
import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.StateKind;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.Task;
import dev.straggler.model.Transition;
import dev.straggler.model.TransitionCount;
import dev.straggler.model.WaitKind;
import dev.straggler.model.WaitPart;
import dev.straggler.model.WaitRole;

/**
 * The progress-dependence diagnosis of a job (AutomaDeD): from the EMF model of the dumps to the
 * compact {@link ProgressProblem}, through {@link PdgBuilder} and {@link LeastProgressed}, back to an
 * EMF {@link Diagnosis} added to the job.
 */
public final class ProgressAnalysis {

    private ProgressAnalysis() {
    }

    /** Diagnoses {@code job} with {@code algorithm}; the diagnosis is also added to the job. */
    public static Diagnosis diagnose(Job job, PdgAlgorithm algorithm) {
        long t0 = System.nanoTime();
        Map<State, Integer> index = new HashMap<>();
        ProgressProblem problem = problemOf(job, index);
        Pdg pdg = PdgBuilder.build(problem, algorithm);
        Diagnosis d = toDiagnosis(job, pdg, algorithm);
        d.setAnalysisMillis((System.nanoTime() - t0) / 1_000_000);
        job.getDiagnoses().add(d);
        return d;
    }

    /**
     * The diagnosis of {@code job} from a dependence matrix the runtime computed in situ with {@code algorithm}
     * ({@link PdgBuilder#fromMatrix}); {@code cells} is keyed by {@code (long) a << 32 | b} with a, b indices in
     * {@code job.getStates()}. The diagnosis is also added to the job.
     */
    static Diagnosis diagnoseFromMatrix(Job job, PdgAlgorithm algorithm, Map<Long, Dependence> cells) {
        long t0 = System.nanoTime();
        ProgressProblem problem = problemOf(job, new HashMap<>());
        Diagnosis d = toDiagnosis(job, PdgBuilder.fromMatrix(problem, cells), algorithm);
        d.setAnalysisMillis((System.nanoTime() - t0) / 1_000_000);
        job.getDiagnoses().add(d);
        return d;
    }

    /** The compact input of the analysis; {@code index} receives each state's index. */
    private static ProgressProblem problemOf(Job job, Map<State, Integer> index) {
        List<State> states = job.getStates();
        int n = states.size();
        boolean[] computation = new boolean[n];
        for (int i = 0; i < n; i++) {
            index.put(states.get(i), i);
            computation[i] = states.get(i).getKind() == StateKind.COMPUTATION;
        }
        List<Transition> ts = job.getTransitions();
        int m = ts.size();
        int[] from = new int[m], to = new int[m];
        long[] count = new long[m];
        for (int e = 0; e < m; e++) {
            from[e] = index.get(ts.get(e).getSource());
            to[e] = index.get(ts.get(e).getTarget());
            count[e] = ts.get(e).getCount();
        }
        MarkovChain global = MarkovChain.of(n, null, from, to, count);

        int size = job.getWorldSize();
        for (Task t : job.getTasks()) {
            size = Math.max(size, t.getRank() + 1);
        }
        int[] rankState = new int[size];
        java.util.Arrays.fill(rankState, -1);
        Waits.Builder waits = new Waits.Builder();
        Map<Integer, byte[]> roles = new HashMap<>();
        for (Task t : job.getTasks()) {
            if (t.getState() != null) {
                rankState[t.getRank()] = index.get(t.getState());
            }
            if (t.getWaitKind() == WaitKind.POINT_TO_POINT) {
                int[] peers = t.getWaitPeers().stream().mapToInt(Integer::intValue).toArray();
                RankSet anySources = t.getWaitAnySources() == null ? RankSet.EMPTY : t.getWaitAnySources();
                if (!t.isWaitAny()) {
                    waits.pointToPoint(t.getRank(), peers);
                    if (!t.getWaitParts().isEmpty()) {
                        roles.put(t.getRank(), roles(t, peers));
                    }
                    if (!anySources.isEmpty()) {
                        waits.any(t.getRank(), anySources);
                    }
                } else if (java.util.Arrays.stream(peers).allMatch(p -> p >= 0)) {
                    // one of the peers or any-source members ends the wait (an unknown peer: nothing is known)
                    waits.any(t.getRank(), anySources.union(RankSet.of(peers)));
                }
            } else if (t.getWaitKind() == WaitKind.COLLECTIVE && t.getWaitMembers() != null) {
                waits.collective(t.getRank(), t.getWaitMembers());
            }
        }
        return new ProgressProblem(n, computation, global, localModels(job, index, rankState, n), rankState,
                waits.build(), factsOf(job, roles));
    }

    /** Per peer of a point-to-point wait: the role of the wait's parts with that peer, unknown when they differ. */
    private static byte[] roles(Task t, int[] peers) {
        byte[] r = new byte[peers.length];
        for (int i = 0; i < peers.length; i++) {
            int role = -1;
            for (WaitPart part : t.getWaitParts()) {
                if (part.getPeer() == peers[i] && part.getRole() != WaitRole.COLLECTIVE) {
                    int pr = part.getRole().getValue();
                    role = role < 0 || role == pr ? pr : WaitRole.UNKNOWN_VALUE;
                }
            }
            r[i] = (byte) Math.max(role, WaitRole.UNKNOWN_VALUE);
        }
        return r;
    }

    /**
     * Finished tasks, the {@code roles} of the point-to-point waits, and the per-peer message counts (dump format
     * 1.3).
     */
    static ObservedWaits.Facts factsOf(Job job, Map<Integer, byte[]> roles) {
        BitSet finished = new BitSet();
        Map<Integer, Task> byRank = new HashMap<>();
        for (Task t : job.getTasks()) {
            byRank.put(t.getRank(), t);
            if (t.isFinished()) {
                finished.set(t.getRank());
            }
        }
        Map<Integer, Map<Integer, Channel>> channels = new HashMap<>();
        byRank.forEach((rank, t) -> {
            Map<Integer, Channel> m = new HashMap<>();
            for (Channel c : t.getChannels()) {
                m.put(c.getPeer(), c);
            }
            channels.put(rank, m);
        });
        ObservedWaits.Channels counts = new ObservedWaits.Channels() {
            private long count(int at, int peer, boolean sends) {
                Task t = byRank.get(at);
                if (t == null) {
                    return -1;
                }
                Channel c = channels.get(at).get(peer);
                if (c == null) {
                    return t.isChannelsKnown() ? 0 : -1;
                }
                return sends ? c.getSends() : c.getReceives();
            }

            @Override
            public long sends(int from, int to) {
                return count(from, to, true);
            }

            @Override
            public long receives(int at, int from) {
                return count(at, from, false);
            }

            @Override
            public boolean anySource(int at) {
                Task t = byRank.get(at);
                return t == null || t.getAnySourceReceives() > 0 || !t.isChannelsKnown() && t.getChannels().isEmpty();
            }
        };
        return new ObservedWaits.Facts(finished, roles, counts);
    }

    /** The distinct per-task models (edge → count), from the rank sets kept per distinct count. */
    private static List<ProgressProblem.LocalModel> localModels(Job job, Map<State, Integer> index, int[] rankState,
            int n) {
        Map<Integer, List<long[]>> byRank = new HashMap<>();
        List<Transition> ts = job.getTransitions();
        for (int e = 0; e < ts.size(); e++) {
            for (TransitionCount tc : ts.get(e).getCounts()) {
                final int edge = e;
                tc.getRanks().stream().forEach(r -> byRank.computeIfAbsent(r, x -> new ArrayList<>())
                        .add(new long[] { edge, tc.getCount() }));
            }
        }
        Map<List<Long>, RankSet.Builder> groups = new LinkedHashMap<>();
        Map<List<Long>, List<long[]>> edgesOf = new HashMap<>();
        for (Task t : job.getTasks()) {
            List<long[]> edges = byRank.getOrDefault(t.getRank(), List.of());
            List<Long> key = new ArrayList<>();
            for (long[] ec : edges) {
                key.add(ec[0]);
                key.add(ec[1]);
            }
            groups.computeIfAbsent(key, k -> new RankSet.Builder()).add(t.getRank());
            edgesOf.putIfAbsent(key, edges);
        }
        List<ProgressProblem.LocalModel> locals = new ArrayList<>();
        groups.forEach((key, b) -> {
            RankSet ranks = b.build();
            List<long[]> edges = edgesOf.get(key);
            int[] from = new int[edges.size()], to = new int[edges.size()];
            long[] count = new long[edges.size()];
            BitSet present = new BitSet(n);
            for (int i = 0; i < edges.size(); i++) {
                Transition t = ts.get((int) edges.get(i)[0]);
                from[i] = index.get(t.getSource());
                to[i] = index.get(t.getTarget());
                count[i] = edges.get(i)[1];
                present.set(from[i]);
                present.set(to[i]);
            }
            ranks.stream().forEach(r -> {
                if (r < rankState.length && rankState[r] >= 0) {
                    present.set(rankState[r]);
                }
            });
            locals.add(new ProgressProblem.LocalModel(MarkovChain.of(n, present, from, to, count), ranks));
        });
        return locals;
    }

    private static Diagnosis toDiagnosis(Job job, Pdg pdg, PdgAlgorithm algorithm) {
        StragglerFactory f = StragglerFactory.eINSTANCE;
        Diagnosis d = f.createDiagnosis();
        d.setAlgorithm(algorithm);
        Map<Integer, Task> taskOf = new HashMap<>();
        for (Task t : job.getTasks()) {
            taskOf.put(t.getRank(), t);
        }
        List<PdgNode> nodes = new ArrayList<>();
        for (Pdg.Node pn : pdg.nodes()) {
            PdgNode node = f.createPdgNode();
            State state = job.getStates().get(pn.state());
            node.setState(state);
            node.setRanks(pn.ranks());
            for (Frame fr : representativeFrames(state, pn.ranks(), taskOf)) {
                node.getFrames().add(EcoreUtil.copy(fr));
            }
            node.setLabel(Frames.stateLabel(state, node.getFrames()) + iterationText(pn.iterations()));
            nodes.add(node);
            d.getNodes().add(node);
        }
        for (int lp : pdg.leastProgressed()) {
            nodes.get(lp).setLeastProgressed(true);
            d.getLeastProgressed().add(nodes.get(lp));
        }
        for (Pdg.Edge pe : pdg.edges()) {
            PdgEdge e = f.createPdgEdge();
            e.setSource(nodes.get(pe.source()));
            e.setTarget(nodes.get(pe.target()));
            e.setType(pe.type());
            e.setForwardProbability(pe.forward());
            e.setBackwardProbability(pe.backward());
            d.getEdges().add(e);
        }
        d.setSummary(summary(d));
        return d;
    }

    /** " · iteration 5" (innermost loop, 1-based), " · iterations 2/5" for nested loops; "" without loops. */
    static String iterationText(long[] completed) {
        if (completed == null || completed.length == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder(completed.length == 1 ? " · iteration " : " · iterations ");
        for (int i = 0; i < completed.length; i++) {
            sb.append(i > 0 ? "/" : "").append(completed[i] + 1);
        }
        return sb.toString();
    }

    /**
     * Where a task group is: a computation state's tasks are where their sampled stack says (the lowest
     * rank's), a communication state's at the MPI call site.
     */
    static List<Frame> representativeFrames(State state, RankSet ranks, Map<Integer, Task> taskOf) {
        if (state.getKind() == StateKind.COMPUTATION) {
            for (int r : ranks.toArray()) {
                Task t = taskOf.get(r);
                if (t != null && t.isStackSampled() && !t.getStack().isEmpty()) {
                    return t.getStack();
                }
            }
        }
        return state.getCallSite();
    }

    private static String summary(Diagnosis d) {
        if (d.getLeastProgressed().isEmpty()) {
            return "no least-progressed task found";
        }
        StringBuilder sb = new StringBuilder("least-progressed: ");
        for (int i = 0; i < d.getLeastProgressed().size(); i++) {
            PdgNode n = d.getLeastProgressed().get(i);
            sb.append(i > 0 ? "; " : "").append(n.getRanks().size() == 1 ? "rank " : "ranks ").append(n.getRanks())
                    .append(" at ").append(Frames.describe(Frames.userFrame(n.getFrames())));
        }
        return sb.toString();
    }

    /** Edge type names as users read them (and as the JSON report writes them). */
    public static String typeName(DependenceType t) {
        return switch (t) {
        case FORWARD -> "forward";
        case BACKWARD -> "backward";
        case UNDEFINED -> "undefined";
        case POINT_TO_POINT -> "point-to-point";
        case COLLECTIVE -> "collective";
        default -> "none";
        };
    }
}
