package dev.straggler.internal.model.dump;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.straggler.model.Channel;
import dev.straggler.model.DumpReason;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.MessageCount;
import dev.straggler.model.Module;
import dev.straggler.model.RankSet;
import dev.straggler.model.State;
import dev.straggler.model.StateKind;
import dev.straggler.model.StragglerFactory;
import dev.straggler.model.Task;
import dev.straggler.model.Transition;
import dev.straggler.model.TransitionCount;
import dev.straggler.model.WaitKind;
import dev.straggler.model.WaitRole;
import dev.straggler.model.dump.DumpFile;
import dev.straggler.model.dump.DumpFile.Current;
import dev.straggler.model.dump.DumpFile.EdgeEntry;
import dev.straggler.model.dump.DumpFile.FrameRef;
import dev.straggler.model.dump.DumpFile.RankRange;
import dev.straggler.model.dump.DumpFile.StateEntry;
import dev.straggler.model.dump.DumpFile.ThreadStack;
import dev.straggler.model.dump.DumpFormatException;
import dev.straggler.model.dump.ReducedDump;
import dev.straggler.model.dump.RunDirectory;

/**
 * Loads a dump directory (docs/dump-format.md) into a {@link Job}: reads {@code job.info} when present and every
 * {@code rank-NNNNNN.sdump}, and merges the tasks' Markov models. States are unified by
 * {@link #stateKey(StateKind, String, List) their key} (kind, call, call-site frames as module path + offset),
 * transitions by (source key, target key) with one {@link TransitionCount} per distinct per-task count, the total
 * count and the Welford statistics merged over tasks (Chan et al.), modules by path. One {@link Task} per readable
 * dump, sorted by rank.
 * <p>
 * A bad, truncated or missing rank file is not an error: it becomes a line in {@link Job#getWarnings()} and its
 * rank is added to {@link Job#getMissingRanks()}. Only a directory that does not exist or holds no readable dump
 * at all is an exception.
 */
public final class JobLoader {

    /** Name of the job description file of a dump directory. */
    public static final String JOB_INFO = "job.info";

    private static final Pattern RANK_FILE = Pattern.compile("rank-(\\d+)\\.sdump");
    private static final Pattern TMP_FILE = Pattern.compile("\\.rank-(\\d+)\\.sdump\\.tmp");

    private JobLoader() {
    }

    /** The file name of the dump of {@code rank}: {@code rank-NNNNNN.sdump}. */
    public static String dumpFileName(int rank) {
        return String.format("rank-%06d.sdump", rank);
    }

    /**
     * Loads the dump directory {@code dir}.
     *
     * @throws DumpFormatException when {@code dir} is not a directory or holds no readable dump
     * @throws IOException         when the directory cannot be listed
     */
    public static Job load(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new DumpFormatException(null, DumpFormatException.NO_OFFSET, (Files.exists(dir)
                    ? dir + " is not a directory" : "the dump directory " + dir + " does not exist")
                    + ": run the job with the runtime (straggler diagnose ...) or point at the dump directory it printed");
        }
        Map<String, String> info = readJobInfo(dir.resolve(JOB_INFO));
        List<String> reducedWarnings = new ArrayList<>();
        Path reducedFile = dir.resolve(ReducedDump.FILE_NAME);
        if (Files.isRegularFile(reducedFile)) {
            // the runtime's in-situ analysis: one reduced result instead of (or besides) the per-task dumps
            try {
                Job job = fromReduced(ReducedReader.read(reducedFile), info);
                job.setDumpDir(dir.toAbsolutePath().normalize().toString());
                return job;
            } catch (DumpFormatException e) {
                reducedWarnings.add(e.getMessage() + "; using the per-task dumps instead");
            }
        }
        TreeMap<Integer, Path> files = new TreeMap<>();
        TreeMap<Integer, Path> partial = new TreeMap<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                Matcher m = RANK_FILE.matcher(name);
                Matcher t = TMP_FILE.matcher(name);
                if (m.matches() && m.group(1).length() <= 9) {
                    files.put(Integer.parseInt(m.group(1)), entry);
                } else if (t.matches() && t.group(1).length() <= 9) {
                    partial.put(Integer.parseInt(t.group(1)), entry);
                }
            }
        }
        List<String> warnings = new ArrayList<>(reducedWarnings);
        List<DumpFile> dumps = new ArrayList<>();
        RankSet.Builder unreadable = RankSet.builder();
        for (Map.Entry<Integer, Path> file : files.entrySet()) {
            try {
                DumpFile dump = DumpReader.read(file.getValue());
                if (dump.rank() != file.getKey()) {
                    warnings.add(file.getValue().getFileName() + " holds the dump of rank " + dump.rank()
                            + ": it was renamed or copied; it is analyzed as rank " + dump.rank());
                }
                dumps.add(dump);
            } catch (DumpFormatException e) {
                warnings.add(e.getMessage());
                unreadable.add(file.getKey());
            }
        }
        if (dumps.isEmpty()) {
            // dump files there, none readable: name them, not "no dumps"
            StringBuilder message = new StringBuilder(files.isEmpty() ? "no Straggler dumps in " + dir
                    + ": run the job with the runtime (straggler diagnose ...) or point at the dump directory it printed"
                    : (files.size() == 1 ? "the one Straggler dump in " + dir + " is damaged: "
                            : "all " + files.size() + " Straggler dumps in " + dir + " are damaged: ")
                            + String.join(", ", files.values().stream().map(p -> p.getFileName().toString()).toList())
                            + " (cut short or overwritten: diagnose the job again for new dumps)");
            for (String warning : warnings) {
                message.append("\n  ").append(warning);
            }
            throw new DumpFormatException(null, DumpFormatException.NO_OFFSET, message.toString());
        }
        int worldSize = worldSize(info, dumps, warnings);
        Job job = merge(dumps, worldSize, unreadable.build(), warnings, info);
        job.setDumpDir(dir.toAbsolutePath().normalize().toString());
        RankSet missing = job.getMissingRanks().andNot(unreadable.build());
        if (!missing.isEmpty()) {
            RankSet died = missing.intersect(RankSet.of(partial.keySet().stream().mapToInt(Integer::intValue).toArray()));
            RankSet absent = missing.andNot(died);
            if (!died.isEmpty()) {
                warnings.add((died.size() == 1 ? "rank " + died + " left only a partial ." + dumpFileName(died.first())
                        + ".tmp file: the task" : "ranks " + died + " left only partial .rank-NNNNNN.sdump.tmp files: the tasks")
                        + " probably died while writing their dumps; the other tasks' dumps are still analyzed");
            }
            RunDirectory run = new RunDirectory(dir);
            RankSet dead = run.complete().map(RunDirectory.Complete::dead).orElse(RankSet.EMPTY).intersect(absent);
            if (!dead.isEmpty()) {
                warnings.add(deadWarning(run, dead, worldSize));
                absent = absent.andNot(dead);
            }
            if (!absent.isEmpty()) {
                warnings.add("no dump for " + (absent.size() == 1 ? "rank " : "ranks ") + absent + " of " + worldSize
                        + " (" + absent.size() + (absent.size() == 1 ? " file" : " files")
                        + " missing): those tasks did not dump (crashed, killed, or not answering before the grace"
                        + " period expired); the other tasks' dumps are still analyzed");
            }
        }
        job.getWarnings().clear();
        job.getWarnings().addAll(warnings);
        return job;
    }

    /** "incomplete: rank 2 of 4 died without a dump (...); its last known state: computation after MPI_Barrier" */
    private static String deadWarning(RunDirectory run, RankSet dead, int worldSize) {
        StringBuilder sb = new StringBuilder("incomplete: ").append(dead.size() == 1 ? "rank " : "ranks ").append(dead)
                .append(" of ").append(worldSize).append(dead.size() == 1 ? " died" : " died")
                .append(" without a dump (the process ended during the hang: killed, or crashed where no handler ran)");
        int shown = 0;
        for (int r : dead.toArray()) {
            if (shown++ == 8) {
                sb.append("; ...");
                break;
            }
            // the node, when the state file names one: on a cluster, the node that was lost
            String host = run.state(r).map(RunDirectory.TaskState::host).filter(h -> h != null && !h.isBlank())
                    .map(h -> " (on " + h + ")").orElse("");
            sb.append("; rank ").append(r).append(host).append(", last known state: ").append(run.state(r)
                    .map(JobLoader::describeState).orElse("unknown (no state file)"));
        }
        return sb.toString();
    }

    /** "computation after MPI_Barrier (rank-000002.state, 1.2 s in it)" */
    public static String describeState(RunDirectory.TaskState s) {
        if (s.stateCall().isEmpty()) {
            return "before MPI_Init (" + String.format("rank-%06d.state", s.rank()) + ")";
        }
        return (s.stateKind().equals("call") ? "in " : "computation after ") + s.stateCall() + " ("
                + String.format(java.util.Locale.ROOT, "rank-%06d.state, %.1f s in it when written", s.rank(), s.stateSeconds())
                + ")";
    }

    /**
     * Loads a single dump file as a job of one task: the other ranks of the world are in
     * {@link Job#getMissingRanks()} (without a warning: they were not looked for).
     */
    public static Job loadFile(Path file) throws DumpFormatException {
        DumpFile dump = DumpReader.read(file);
        Path dir = file.toAbsolutePath().getParent();
        Map<String, String> info = dir == null ? Map.of() : readJobInfo(dir.resolve(JOB_INFO));
        Job job = fromDumps(List.of(dump), info);
        if (dir != null) {
            job.setDumpDir(dir.normalize().toString());
        }
        return job;
    }

    /**
     * Merges already read dumps into a job. {@code jobInfo} holds the keys of {@code job.info} (may be empty).
     * Ranks of the world without a dump are in {@link Job#getMissingRanks()}, without a warning.
     */
    public static Job fromDumps(Collection<DumpFile> dumps, Map<String, String> jobInfo) {
        if (dumps.isEmpty()) {
            throw new IllegalArgumentException("no dumps to merge");
        }
        List<String> warnings = new ArrayList<>();
        List<DumpFile> list = new ArrayList<>(dumps);
        list.sort((a, b) -> Integer.compare(a.rank(), b.rank()));
        Job job = merge(list, worldSize(jobInfo, list, warnings), RankSet.EMPTY, warnings, jobInfo);
        job.getWarnings().addAll(warnings);
        return job;
    }

    /**
     * The job as the runtime's in-situ analysis reduced it ({@code reduced.sdump}): the states it names (keyed as
     * {@link #stateKey(StateKind, String, List)}), one {@link Task} per rank in the occupancy with its state, wait
     * and (computation states) the sampled stack of the group's sampled rank, and for SEMI-DIST the merged model's
     * transitions with their per-count rank sets. Transition-time statistics are not reduced in situ.
     */
    public static Job fromReduced(ReducedDump reduced, Map<String, String> jobInfo) {
        StragglerFactory f = StragglerFactory.eINSTANCE;
        Job job = f.createJob();
        job.setWorldSize(Math.max(reduced.worldSize(), reduced.tasks()));
        job.setFormatVersion(reduced.formatMajor() + "." + reduced.formatMinor());
        job.setExecutable(jobInfo.get("executable"));
        job.setMpiLibrary(jobInfo.getOrDefault("mpi", reduced.mpiVersion()));
        List<Module> modules = new ArrayList<>();
        for (DumpFile.ModuleEntry entry : reduced.modules()) {
            Module module = f.createModule();
            module.setPath(entry.path());
            module.setBuildId(entry.buildId());
            modules.add(module);
            job.getModules().add(module);
        }
        Map<Long, State> stateOf = new HashMap<>();
        for (StateEntry entry : reduced.states()) {
            StateKind kind = entry.kind() == StateEntry.COMPUTATION ? StateKind.COMPUTATION : StateKind.COMMUNICATION;
            List<Frame> callSite = Merger.frames(entry.frames(), modules, false);
            State state = f.createState();
            state.setKey(stateKey(kind, entry.call(), callSite));
            state.setKind(kind);
            state.setCall(entry.call());
            state.getCallSite().addAll(callSite);
            stateOf.put(entry.id(), state);
            job.getStates().add(state);
        }
        for (ReducedDump.MergedEdge edge : reduced.edges()) {
            Transition t = f.createTransition();
            t.setSource(stateOf.get(edge.from()));
            t.setTarget(stateOf.get(edge.to()));
            t.setCount(edge.total());
            edge.ranksByCount().forEach((count, ranges) -> {
                TransitionCount tc = f.createTransitionCount();
                tc.setCount(count);
                tc.setRanks(rankSet(ranges));
                t.getCounts().add(tc);
            });
            if (t.getSource() != null && t.getTarget() != null) {
                job.getTransitions().add(t);
            }
        }
        TreeMap<Integer, Task> tasks = new TreeMap<>();
        reduced.occupancy().forEach((id, ranges) -> rankSet(ranges).stream().forEach(rank -> {
            Task task = f.createTask();
            task.setRank(rank);
            State state = stateOf.get(id);
            task.setState(state);
            task.setInMpi(state != null && state.getKind() == StateKind.COMMUNICATION);
            task.setWaitKind(WaitKind.NONE);
            task.setTimeoutSeconds(reduced.timeoutSeconds());
            task.setTimeoutInferred(reduced.timeoutInferred());
            task.setTriggerRank(reduced.triggerRank());
            task.setReason(rank == reduced.triggerRank() ? DumpReason.TIMEOUT
                    : reduced.reason() == DumpFile.Info.REASON_REQUEST ? DumpReason.REQUEST : DumpReason.PEER);
            tasks.put(rank, task);
        }));
        for (ReducedDump.Wait wait : reduced.waits()) {
            RankSet members = rankSet(wait.members());
            RankSet anySources = rankSet(wait.anySources());
            rankSet(wait.ranks()).stream().forEach(rank -> {
                Task task = tasks.get(rank);
                if (task == null) {
                    return;
                }
                WaitKind kind = WaitKind.get(wait.kind());
                task.setWaitKind(kind == null ? WaitKind.NONE : kind);
                for (int peer : wait.peers()) {
                    task.getWaitPeers().add(peer);
                }
                task.setWaitMembers(members);
                task.setWaitAny(wait.waitAny());
                task.setWaitAnySources(anySources);
                task.setFinished(task.isFinished() || wait.finalized());
                for (DumpFile.WaitPart part : wait.parts()) {
                    task.getWaitParts().add(waitPart(part));
                }
            });
        }
        for (ReducedDump.Channels group : reduced.channels()) {
            rankSet(group.ranks()).stream().forEach(rank -> {
                Task task = tasks.get(rank);
                if (task == null) {
                    return;
                }
                task.setChannelsKnown(group.complete());
                task.setAnySourceReceives(group.anySource() ? 1 : 0);
                for (DumpFile.Channel c : group.counts()) {
                    task.getChannels().add(channel(c));
                }
            });
        }
        tasks.values().forEach(JobLoader::finishedFromState);
        for (ReducedDump.Sample sample : reduced.samples()) {
            Task task = tasks.get(sample.rank());
            if (task != null && (sample.flags() & DumpFile.ThreadStack.SAMPLE_FAILED) == 0) {
                task.getStack().addAll(Merger.frames(sample.frames(), modules,
                        (sample.flags() & DumpFile.ThreadStack.PC_FIRST) != 0));
                task.setStackSampled(true);
            }
        }
        job.getTasks().addAll(tasks.values());
        RankSet world = job.getWorldSize() > 0 ? RankSet.range(0, job.getWorldSize() - 1) : RankSet.EMPTY;
        job.setMissingRanks(world.andNot(RankSet.of(tasks.keySet().stream().mapToInt(Integer::intValue).toArray())));
        return job;
    }

    /** The model's wait part of a dump's. */
    static dev.straggler.model.WaitPart waitPart(DumpFile.WaitPart p) {
        dev.straggler.model.WaitPart w = StragglerFactory.eINSTANCE.createWaitPart();
        WaitRole role = WaitRole.get(p.role());
        w.setRole(role == null ? WaitRole.UNKNOWN : role);
        w.setPeer(p.peer());
        w.setTag(p.tag());
        w.setCommunicator(p.communicator());
        w.setCommunicatorSize((int) Math.min(Integer.MAX_VALUE, p.communicatorSize()));
        w.setRequest((p.flags() & DumpFile.WaitPart.REQUEST) != 0);
        w.setPersistent((p.flags() & DumpFile.WaitPart.PERSISTENT) != 0);
        // any negative size or root is "unknown"/"none" (-1, the model's default: also dumps older than 1.5)
        w.setBytes(p.bytes() < 0 ? DumpFile.WaitPart.BYTES_UNKNOWN : p.bytes());
        w.setRoot(p.root() < 0 ? DumpFile.WaitPart.NO_ROOT : p.root());
        w.setOrdinal(Math.max(DumpFile.WaitPart.NO_ORDINAL, p.ordinal()));
        w.setCommunicatorId(p.communicatorId());
        return w;
    }

    /** A count by (peer, tag, communicator) of format 1.7, its states looked up in {@code stateOf} (per-dump ids). */
    static MessageCount messageCount(DumpFile.MessageCount c, Map<Long, State> stateOf) {
        MessageCount m = StragglerFactory.eINSTANCE.createMessageCount();
        m.setPeer(c.peer());
        m.setTag(c.tag());
        m.setCommunicator(c.communicator());
        m.setCommunicatorSize((int) Math.min(Integer.MAX_VALUE, c.communicatorSize()));
        m.setCommunicatorId(c.communicatorId());
        m.setSends(c.sends());
        m.setReceives(c.receives());
        m.setLastSend(c.sendState() == DumpFile.NO_STATE ? null : stateOf.get(c.sendState()));
        m.setLastReceive(c.receiveState() == DumpFile.NO_STATE ? null : stateOf.get(c.receiveState()));
        return m;
    }

    static Channel channel(DumpFile.Channel c) {
        Channel ch = StragglerFactory.eINSTANCE.createChannel();
        ch.setPeer(c.peer());
        ch.setSends(c.sends());
        ch.setReceives(c.receives());
        return ch;
    }

    /** A task inside MPI_Finalize has finished, whether the dump says so (since 1.3) or only shows it. */
    static void finishedFromState(Task task) {
        State s = task.getState();
        if (s != null && task.isInMpi() && s.getKind() == StateKind.COMMUNICATION && "MPI_Finalize".equals(s.getCall())) {
            task.setFinished(true);
        }
    }

    private static RankSet rankSet(List<RankRange> ranges) {
        RankSet.Builder b = RankSet.builder();
        for (RankRange range : ranges) {
            Merger.addRange(b, range);
        }
        return b.build();
    }

    /** Reads a {@code key=value} file; empty map when it does not exist or cannot be read. */
    public static Map<String, String> readJobInfo(Path file) {
        Map<String, String> values = new LinkedHashMap<>();
        if (!Files.isRegularFile(file)) {
            return values;
        }
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                int eq = line.indexOf('=');
                if (eq > 0) {
                    values.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
                }
            }
        } catch (IOException e) {
            // job.info is optional: the dumps' headers and INFO sections carry the same facts
        }
        return values;
    }

    private static int worldSize(Map<String, String> info, List<DumpFile> dumps, List<String> warnings) {
        int fromDumps = 0;
        for (DumpFile dump : dumps) {
            if (fromDumps != 0 && dump.worldSize() != fromDumps) {
                warnings.add(dump.fileName() + " says the world has " + dump.worldSize() + " tasks, other dumps say "
                        + fromDumps + ": dumps of different runs are mixed in the directory; use a fresh dump directory"
                        + " per run");
            }
            fromDumps = Math.max(fromDumps, dump.worldSize());
        }
        String np = info.get("np");
        if (np != null) {
            try {
                int n = Integer.parseInt(np);
                if (n > 0) {
                    if (n != fromDumps) {
                        warnings.add("job.info says np=" + n + " but the dumps say " + fromDumps + " tasks: using "
                                + Math.max(n, fromDumps));
                    }
                    return Math.max(n, fromDumps);
                }
            } catch (NumberFormatException e) {
                warnings.add("job.info has an invalid np=" + np + ": using the dumps' world size " + fromDumps);
            }
        }
        return fromDumps;
    }

    private static Job merge(List<DumpFile> dumps, int worldSize, RankSet unreadable, List<String> warnings,
            Map<String, String> info) {
        StragglerFactory f = StragglerFactory.eINSTANCE;
        Job job = f.createJob();
        job.setWorldSize(worldSize);
        DumpFile firstDump = dumps.get(0);
        job.setFormatVersion(info.getOrDefault("format", firstDump.formatVersion()));
        job.setExecutable(info.getOrDefault("executable",
                firstDump.info() == null ? null : firstDump.info().executable()));
        job.setMpiLibrary(info.getOrDefault("mpi", firstDump.info() == null ? null : firstDump.info().mpiVersion()));

        Merger merger = new Merger(job, warnings);
        RankSet.Builder present = RankSet.builder();
        TreeMap<Integer, Task> tasks = new TreeMap<>();
        for (DumpFile dump : dumps) {
            if (present.contains(dump.rank())) {
                warnings.add(dump.fileName() + " is a second dump of rank " + dump.rank() + ": ignored");
                continue;
            }
            present.add(dump.rank());
            if (dump.rank() >= worldSize) {
                warnings.add(dump.fileName() + " is the dump of rank " + dump.rank() + " but the world has "
                        + worldSize + " tasks: dumps of different runs are mixed in the directory");
            }
            tasks.put(dump.rank(), merger.add(dump));
        }
        merger.finish();
        job.getTasks().addAll(tasks.values());
        RankSet world = worldSize > 0 ? RankSet.range(0, worldSize - 1) : RankSet.EMPTY;
        job.setMissingRanks(world.andNot(present.build()).union(unreadable));
        return job;
    }

    /**
     * The key of a state ({@link State#getKey()}): {@code C|MPI_Send|/path/app+0x1a2b/...} — {@code C} for a
     * communication state, {@code P} for a computation state, the call, then the call-site frames innermost first
     * as module path + hexadecimal offset, separated by {@code /} ({@code ?} for an address in no known module).
     * Blanks, control characters and {@code % & < > " ' #} in paths are percent-encoded ({@code %20}), so that the
     * key is a valid XMI ID reference.
     */
    public static String stateKey(StateKind kind, String call, List<Frame> callSite) {
        StringBuilder key = new StringBuilder(kind == StateKind.COMPUTATION ? "P" : "C").append('|')
                .append(call == null ? "" : call).append('|');
        for (int i = 0; i < callSite.size(); i++) {
            Frame frame = callSite.get(i);
            if (i > 0) {
                key.append('/');
            }
            key.append(frame.getModule() == null ? "?" : encodeKeyPart(frame.getModule().getPath())).append("+0x")
                    .append(Long.toHexString(frame.getOffset()));
        }
        return key.toString();
    }

    private static String encodeKeyPart(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean unsafe = c <= 0x20 || c == 0x7F || "%&<>\"'#".indexOf(c) >= 0 || Character.isWhitespace(c);
            if (unsafe && out == null) {
                out = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (out != null) {
                if (unsafe) {
                    out.append(String.format("%%%02X", (int) c));
                } else {
                    out.append(c);
                }
            }
        }
        return out == null ? text : out.toString();
    }

    /** The merged statistics of one transition. */
    private static final class EdgeAccumulator {
        final Transition transition;
        final TreeMap<Long, RankSet.Builder> ranksByCount = new TreeMap<>();
        long total;
        long n;
        double mean;
        double m2;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;

        EdgeAccumulator(Transition transition) {
            this.transition = transition;
        }

        /** Chan et al.'s parallel combination of Welford statistics. */
        void addStats(long count, double otherMean, double otherM2, double otherMin, double otherMax) {
            if (count <= 0) {
                return;
            }
            long combined = n + count;
            double delta = otherMean - mean;
            mean += delta * count / combined;
            m2 += otherM2 + delta * delta * ((double) n * count / combined);
            n = combined;
            min = Math.min(min, otherMin);
            max = Math.max(max, otherMax);
        }
    }

    /** Unifies modules, states and transitions over tasks. */
    private static final class Merger {
        private final Job job;
        private final List<String> warnings;
        private final Map<String, Module> modules = new HashMap<>();
        private final Map<String, State> states = new HashMap<>();
        private final Map<String, EdgeAccumulator> edges = new LinkedHashMap<>();
        private final java.util.Set<String> warnedModules = new java.util.HashSet<>();

        Merger(Job job, List<String> warnings) {
            this.job = job;
            this.warnings = warnings;
        }

        Task add(DumpFile dump) {
            StragglerFactory f = StragglerFactory.eINSTANCE;
            List<Module> moduleOf = new ArrayList<>(dump.modules().size());
            for (DumpFile.ModuleEntry entry : dump.modules()) {
                Module module = modules.get(entry.path());
                if (module == null) {
                    module = f.createModule();
                    module.setPath(entry.path());
                    module.setBuildId(entry.buildId());
                    modules.put(entry.path(), module);
                    job.getModules().add(module);
                } else if (!entry.buildId().isEmpty()) {
                    if (module.getBuildId() == null || module.getBuildId().isEmpty()) {
                        module.setBuildId(entry.buildId());
                    } else if (!module.getBuildId().equals(entry.buildId()) && warnedModules.add(entry.path())) {
                        warnings.add("rank " + dump.rank() + " loaded a different " + entry.path() + " (build id "
                                + entry.buildId() + ", other tasks " + module.getBuildId()
                                + "): the nodes do not run the same binaries; locations may be wrong for some tasks");
                    }
                }
                moduleOf.add(module);
            }

            Map<Long, State> stateOf = new HashMap<>();
            for (StateEntry entry : dump.states()) {
                StateKind kind = entry.kind() == StateEntry.COMPUTATION ? StateKind.COMPUTATION
                        : StateKind.COMMUNICATION;
                List<Frame> callSite = frames(entry.frames(), moduleOf, false);
                String key = stateKey(kind, entry.call(), callSite);
                State state = states.get(key);
                if (state == null) {
                    state = f.createState();
                    state.setKey(key);
                    state.setKind(kind);
                    state.setCall(entry.call());
                    state.getCallSite().addAll(callSite);
                    states.put(key, state);
                    job.getStates().add(state);
                }
                stateOf.put(entry.id(), state);
            }

            // per task first: one file could name the same (source, target) twice
            Map<String, long[]> taskCounts = new LinkedHashMap<>();
            for (EdgeEntry entry : dump.edges()) {
                State source = stateOf.get(entry.from());
                State target = stateOf.get(entry.to());
                String key = source.getKey() + "\n" + target.getKey();
                EdgeAccumulator acc = edges.get(key);
                if (acc == null) {
                    Transition transition = f.createTransition();
                    transition.setSource(source);
                    transition.setTarget(target);
                    acc = new EdgeAccumulator(transition);
                    edges.put(key, acc);
                }
                acc.addStats(entry.count(), entry.meanSeconds(), entry.m2(), entry.minSeconds(), entry.maxSeconds());
                acc.total += entry.count();
                taskCounts.computeIfAbsent(key, k -> new long[1])[0] += entry.count();
            }
            for (Map.Entry<String, long[]> count : taskCounts.entrySet()) {
                edges.get(count.getKey()).ranksByCount.computeIfAbsent(count.getValue()[0], c -> RankSet.builder())
                        .add(dump.rank());
            }
            return task(dump, stateOf, moduleOf);
        }

        private Task task(DumpFile dump, Map<Long, State> stateOf, List<Module> moduleOf) {
            Task task = StragglerFactory.eINSTANCE.createTask();
            task.setRank(dump.rank());
            if (dump.info() != null) {
                DumpFile.Info info = dump.info();
                task.setHost(info.host());
                task.setPid((int) info.pid());
                DumpReason reason = DumpReason.get(info.reason());
                task.setReason(reason == null ? DumpReason.UNKNOWN : reason);
                task.setTimeoutSeconds(info.timeoutSeconds());
                task.setTimeoutInferred(info.timeoutInferred());
                task.setTriggerRank(info.triggerRank());
            }
            Current current = dump.current();
            if (current != null) {
                task.setState(current.state() == DumpFile.NO_STATE ? null : stateOf.get(current.state()));
                task.setInMpi(current.inMpi());
                task.setSecondsInState(current.secondsInState());
                WaitKind waitKind = WaitKind.get(current.waitKind());
                task.setWaitKind(waitKind == null ? WaitKind.NONE : waitKind);
                for (int peer : current.peers()) {
                    task.getWaitPeers().add(peer);
                }
                task.setWaitMembers(rankSet(current.members()));
                task.setWaitAny(current.waitAny());
                task.setWaitAnySources(rankSet(current.anySources()));
            }
            DumpFile.WaitDetails details = dump.waitDetails();
            if (details != null) {
                task.setFinished(details.finalized());
                for (DumpFile.WaitPart part : details.parts()) {
                    task.getWaitParts().add(waitPart(part));
                }
                for (DumpFile.WaitPart part : details.pending()) {
                    task.getPendingOperations().add(waitPart(part));
                }
                task.setChannelsKnown(true);
                task.setAnySourceReceives(details.anySourceReceives());
                for (DumpFile.Channel c : details.channels()) {
                    task.getChannels().add(channel(c));
                }
                if (details.counts() != null) {
                    task.setMessageCountsKnown(true);
                    task.setMessageCountsComplete(details.countsComplete());
                    for (DumpFile.MessageCount c : details.counts()) {
                        task.getMessageCounts().add(messageCount(c, stateOf));
                    }
                }
            }
            finishedFromState(task);
            ThreadStack thread = dump.mpiThread();
            if (thread != null && !thread.isSampleFailed()) {
                task.getStack().addAll(frames(thread.frames(), moduleOf, thread.isPcFirst()));
                task.setStackSampled(true);
            }
            for (ThreadStack t : dump.threads()) {
                dev.straggler.model.ThreadStack sampled = StragglerFactory.eINSTANCE.createThreadStack();
                sampled.setTid(t.tid());
                sampled.setMpiThread(t.isMpiThread());
                sampled.setSampleFailed(t.isSampleFailed());
                if (!t.isSampleFailed()) {
                    sampled.getFrames().addAll(frames(t.frames(), moduleOf, t.isPcFirst()));
                }
                task.getThreads().add(sampled);
            }
            return task;
        }

        private static void addRange(RankSet.Builder members, RankRange range) {
            if (range.count() <= 0 || range.first() < 0) {
                return;
            }
            if (range.stride() == 1) {
                members.addRange(range.first(), (int) Math.min(Integer.MAX_VALUE, range.first() + range.count() - 1));
                return;
            }
            long rank = range.first();
            for (long i = 0; i < range.count() && rank <= Integer.MAX_VALUE; i++, rank += range.stride()) {
                members.add((int) rank);
                if (range.stride() == 0) {
                    break;
                }
            }
        }

        private static List<Frame> frames(List<FrameRef> refs, List<Module> moduleOf, boolean pcFirst) {
            List<Frame> frames = new ArrayList<>(refs.size());
            for (int i = 0; i < refs.size(); i++) {
                FrameRef ref = refs.get(i);
                Frame frame = StragglerFactory.eINSTANCE.createFrame();
                frame.setModule(ref.module() == DumpFile.NO_MODULE ? null : moduleOf.get(ref.module()));
                frame.setOffset(ref.offset());
                frame.setReturnAddress(!(pcFirst && i == 0));
                frames.add(frame);
            }
            return frames;
        }

        void finish() {
            for (EdgeAccumulator acc : edges.values()) {
                Transition transition = acc.transition;
                transition.setCount(acc.total);
                for (Map.Entry<Long, RankSet.Builder> entry : acc.ranksByCount.entrySet()) {
                    TransitionCount count = StragglerFactory.eINSTANCE.createTransitionCount();
                    count.setCount(entry.getKey());
                    count.setRanks(entry.getValue().build());
                    transition.getCounts().add(count);
                }
                if (acc.n > 0) {
                    transition.setMeanSeconds(acc.mean);
                    transition.setM2(acc.m2);
                    transition.setMinSeconds(acc.min);
                    transition.setMaxSeconds(acc.max);
                }
                job.getTransitions().add(transition);
            }
        }
    }
}
