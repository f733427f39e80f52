package dev.straggler.source.slice;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import dev.straggler.core.symbols.Frames;
import dev.straggler.internal.source.slice.Program;
import dev.straggler.model.DependenceType;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.PdgEdge;
import dev.straggler.model.PdgNode;
import dev.straggler.model.RankSet;

/**
 * Progressive slicing (AutomaDeD §4.4.2): S0 is the slice of the least-progressed node's user frame; each
 * next increment adds the slice of the next PDG node, in breadth-first order over the reverse "waits for"
 * edges from the LP nodes (the groups that wait on the LP first; ties in node order), then the nodes no
 * such path reaches, in node order. {@link #from} starts the same walk at any node ("slice from here").
 */
public final class SliceIncrements {

    /**
     * @param ranks the ranks of the PDG node this increment slices from
     * @param criterion the line it slices from (null when the node's stack has no source line here)
     * @param lines the cumulative slice after this increment
     * @param added the lines this increment added
     */
    public record Increment(RankSet ranks, SourceLine criterion, Set<SourceLine> lines, Set<SourceLine> added) {
    }

    private SliceIncrements() {
    }

    public static List<Increment> of(Diagnosis d, SourceResolver resolver) {
        return increments(order(d), null, resolver);
    }

    /**
     * "Slice from here": the increments starting at {@code start} instead of the LP nodes — S0 is the slice of
     * {@code criterion} (a frame of one of {@code start}'s stacks, e.g. a caller's call site picked in the
     * prefix tree; null: {@code start}'s user frame), then the nodes in {@link #order(Diagnosis, PdgNode)}.
     */
    public static List<Increment> from(Diagnosis d, PdgNode start, Frame criterion, SourceResolver resolver) {
        if (!d.getNodes().contains(start)) {
            throw new IllegalArgumentException("ranks " + start.getRanks() + " are not a node of this diagnosis");
        }
        return increments(order(d, start), criterion, resolver);
    }

    /** @param firstCriterion the frame to slice from for the first node of {@code order} (null: its user frame) */
    private static List<Increment> increments(List<PdgNode> order, Frame firstCriterion, SourceResolver resolver) {
        Map<PdgNode, Optional<SourceLine>> criteria = new LinkedHashMap<>();
        Set<Path> files = new LinkedHashSet<>();
        for (PdgNode n : order) {
            Frame f = firstCriterion != null && criteria.isEmpty() ? firstCriterion : Frames.userFrame(n.getFrames());
            Optional<SourceLine> c = Optional.empty();
            if (f == null || f.getFile() == null || f.getFile().isEmpty() || f.getLine() <= 0) {
                resolver.warn("ranks " + n.getRanks() + ": no source line in the stack (" + Frames.describe(f)
                        + "): nothing to slice");
            } else {
                Optional<Path> p = resolver.resolve(f.getFile());
                if (p.isPresent()) {
                    files.add(p.get());
                    c = Optional.of(new SourceLine(p.get().toString(), f.getLine()));
                }
            }
            criteria.put(n, c);
        }
        Program program = Program.parse(resolver, files);
        List<Increment> out = new ArrayList<>();
        Set<SourceLine> cumulative = new TreeSet<>();
        for (PdgNode n : order) {
            Set<SourceLine> added = new TreeSet<>();
            Optional<SourceLine> c = criteria.get(n);
            if (c.isPresent()) {
                Set<SourceLine> s;
                try {
                    s = program.slice(c.get().file(), c.get().line());
                } catch (RuntimeException e) {
                    // a construct the slicer does not handle costs this increment, not the diagnosis
                    resolver.warn("cannot slice from " + c.get() + ": " + e);
                    s = Set.of();
                }
                if (s.isEmpty() && resolver.warnings().stream().noneMatch(w -> w.startsWith("cannot slice from " + c.get()))) {
                    resolver.warn("no statement at " + c.get() + " (ranks " + n.getRanks() + "): nothing to slice");
                }
                for (SourceLine l : s) {
                    if (cumulative.add(l)) {
                        added.add(l);
                    }
                }
            }
            out.add(new Increment(n.getRanks(), c.orElse(null), Collections.unmodifiableSet(new TreeSet<>(cumulative)),
                    Collections.unmodifiableSet(added)));
        }
        return out;
    }

    /** The PDG nodes from the LP nodes towards the most-progressed ones. */
    public static List<PdgNode> order(Diagnosis d) {
        List<PdgNode> lps = new ArrayList<>(d.getLeastProgressed());
        lps.sort((a, b) -> Integer.compare(d.getNodes().indexOf(a), d.getNodes().indexOf(b)));
        return order(d, lps);
    }

    /** The PDG nodes from {@code start} towards the nodes that wait on it, then the rest in node order. */
    public static List<PdgNode> order(Diagnosis d, PdgNode start) {
        return order(d, List.of(start));
    }

    private static List<PdgNode> order(Diagnosis d, List<PdgNode> starts) {
        List<PdgNode> nodes = d.getNodes();
        Map<PdgNode, List<PdgNode>> waiters = new LinkedHashMap<>();
        for (PdgEdge e : d.getEdges()) {
            if (e.getType() == DependenceType.UNDEFINED) {
                continue;
            }
            PdgNode dependent = e.getType() == DependenceType.BACKWARD ? e.getTarget() : e.getSource();
            PdgNode dependee = e.getType() == DependenceType.BACKWARD ? e.getSource() : e.getTarget();
            waiters.computeIfAbsent(dependee, k -> new ArrayList<>()).add(dependent);
        }
        waiters.values().forEach(l -> l.sort((a, b) -> Integer.compare(nodes.indexOf(a), nodes.indexOf(b))));
        List<PdgNode> out = new ArrayList<>();
        Set<PdgNode> seen = new LinkedHashSet<>();
        Deque<PdgNode> queue = new ArrayDeque<>();
        for (PdgNode s : starts) {
            if (seen.add(s)) {
                queue.add(s);
            }
        }
        while (!queue.isEmpty()) {
            PdgNode n = queue.poll();
            out.add(n);
            for (PdgNode w : waiters.getOrDefault(n, List.of())) {
                if (seen.add(w)) {
                    queue.add(w);
                }
            }
        }
        for (PdgNode n : nodes) {
            if (seen.add(n)) {
                out.add(n);
            }
        }
        return out;
    }
}
