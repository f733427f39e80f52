package dev.straggler.internal.launch.attach;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import dev.straggler.launch.LaunchException;
import dev.straggler.launch.attach.AttachTarget;

/**
 * Finds the rank processes of a running MPI job for attach mode, on this machine and on other nodes: from a
 * launcher's PID (its process tree: the processes under {@code mpirun}, {@code orted}/{@code prted},
 * {@code hydra_pmi_proxy}, {@code srun} that are not launcher daemons themselves) or from a list {@code HOST:PID,...}
 * as a resource manager gives it (e.g. Slurm's {@code scontrol listpids}, see {@link ListPids}). The MPI rank of a process is read from its environment
 * ({@code OMPI_COMM_WORLD_RANK}, {@code PMIX_RANK}, {@code PMI_RANK}, {@code SLURM_PROCID}). Processes of other
 * nodes are found the same way in a snapshot of their {@code /proc} read through a {@link RemoteShell}. Linux only.
 */
public final class AttachTargets {

    /** Environment variables that hold a process's MPI world rank, the most specific first. */
    public static final List<String> RANK_VARIABLES = List.of("OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK",
            "SLURM_PROCID");

    /** Process names of launchers and their daemons: never ranks. */
    static final Set<String> LAUNCHER_DAEMONS = Set.of("mpirun", "mpiexec", "orterun", "orted", "prted", "prterun",
            "prte", "hydra_pmi_proxy", "mpiexec.hydra", "mpiexec.mpich", "mpirun.mpich", "mpiexec.openmpi",
            "mpirun.openmpi", "srun", "slurmstepd", "ssh", "rsh", "pmix_server");

    private static final Path PROC = Path.of("/proc");

    private AttachTargets() {
    }

    /**
     * Resolves {@code spec}: {@code PID}, {@code HOST:PID,...}, {@code [HOST:]@FILE} (Slurm's {@code scontrol
     * listpids} output, see {@link ListPids}) or {@code slurm:JOBID[.STEP]} (Slurm lists the tasks itself, see
     * {@link SlurmJob}); a PID may be a launcher or daemon (all the ranks under it) or a rank
     * process. The processes of other hosts are looked up through {@code rsh}, one command per host, hosts in
     * parallel. Ranks without a rank variable take the listpids GLOBALID, else are numbered in the order given after
     * the known ones, with a note. A host that cannot be reached is a note (its processes are left out) unless no
     * process is found at all.
     *
     * @param notes receives what the user should know (ranks guessed, hosts left out)
     * @throws LaunchException naming the problem: not a PID, no such process here, no ranks found anywhere
     */
    public static List<AttachTarget> resolve(String spec, RemoteShell rsh, long timeoutSeconds, List<String> notes)
            throws LaunchException {
        if (spec == null || spec.isBlank()) {
            throw new LaunchException("--attach needs a launcher PID, HOST:PID,... or @FILE (e.g. --attach 12345)");
        }
        SlurmJob slurm = SlurmJob.of(spec);
        List<ListPids.Entry> entries = slurm != null ? slurm.entries(rsh, timeoutSeconds, notes) : ListPids.items(spec);
        Map<String, List<ListPids.Entry>> byHost = new LinkedHashMap<>();
        for (ListPids.Entry e : entries) {
            String host = e.host() == null || isThisHost(e.host()) ? null : e.host();
            byHost.computeIfAbsent(host == null ? "" : host, k -> new ArrayList<>()).add(e);
        }
        Map<String, ProcessTable> tables = new LinkedHashMap<>();
        List<String> remote = byHost.keySet().stream().filter(h -> !h.isEmpty()).toList();
        List<RemoteProcesses.Snapshot> snapshots = GdbStacks.eachInParallel(remote, GdbStacks.HOST_THREADS,
                h -> RemoteProcesses.snapshot(rsh, h, timeoutSeconds),
                (h, e) -> new RemoteProcesses.Snapshot(null, "host " + h + ": " + e));
        List<String> hostErrors = new ArrayList<>();
        for (int i = 0; i < remote.size(); i++) {
            if (snapshots.get(i).error() == null) {
                tables.put(remote.get(i), snapshots.get(i).table());
            } else {
                hostErrors.add(snapshots.get(i).error());
            }
        }
        Map<String, AttachTarget> found = new LinkedHashMap<>();
        for (Map.Entry<String, List<ListPids.Entry>> h : byHost.entrySet()) {
            ProcessTable table = h.getKey().isEmpty() ? ProcessTable.LOCAL : tables.get(h.getKey());
            if (table == null) {
                continue;
            }
            for (ListPids.Entry e : h.getValue()) {
                if (e.pid() <= 0 || !table.exists(e.pid())) {
                    String message = "no process " + e.pid() + " on " + (table == ProcessTable.LOCAL
                            ? "this machine (" + hostName() + ")" : h.getKey())
                            + ": give the PID of the running job's launcher (mpirun, mpiexec, srun) or of its ranks"
                            + " (ps -ef | grep APP, or scontrol listpids JOBID on the node)";
                    if (table == ProcessTable.LOCAL) {
                        throw new LaunchException(message);
                    }
                    notes.add(message);
                    continue;
                }
                for (AttachTarget t : ranksUnder(table, e.pid())) {
                    if (!t.rankKnown() && e.rank() != null) {
                        t = new AttachTarget(t.host(), t.pid(), e.rank(), true, t.name());
                    }
                    found.putIfAbsent(t.host() + ":" + t.pid(), t);
                }
            }
        }
        notes.addAll(hostErrors.stream().map(m -> m + "; its processes are left out").toList());
        if (found.isEmpty()) {
            if (!hostErrors.isEmpty()) {
                throw new LaunchException(String.join("\n", hostErrors));
            }
            throw new LaunchException("no MPI rank processes under " + spec + ": give the PID of the job's launcher"
                    + " (mpirun, mpiexec) or of its ranks; when the ranks run on other nodes, give them as HOST:PID,..."
                    + " or as the output of scontrol listpids (--attach HOST:@FILE)");
        }
        return numberUnknown(new ArrayList<>(found.values()), notes);
    }

    private static List<AttachTarget> numberUnknown(List<AttachTarget> targets, List<String> notes) {
        Set<Integer> used = new HashSet<>();
        int next = 0;
        for (AttachTarget t : targets) {
            if (t.rankKnown()) {
                if (!used.add(t.rank())) {
                    notes.add("two processes claim rank " + t.rank() + " (processes of two jobs?); both are shown");
                }
                next = Math.max(next, t.rank() + 1);
            }
        }
        List<AttachTarget> out = new ArrayList<>(targets.size());
        List<Long> guessed = new ArrayList<>();
        for (AttachTarget t : targets) {
            if (t.rankKnown()) {
                out.add(t);
            } else {
                out.add(new AttachTarget(t.host(), t.pid(), next++, false, t.name()));
                guessed.add(t.pid());
            }
        }
        if (!guessed.isEmpty()) {
            notes.add("no MPI rank in the environment of process" + (guessed.size() == 1 ? " " : "es ") + guessed
                    + ": numbered in the order given from " + (next - guessed.size()));
        }
        out.sort(Comparator.comparingInt(AttachTarget::rank).thenComparingLong(AttachTarget::pid));
        return out;
    }

    /**
     * The processes of one machine as rank resolution sees them: this machine's {@code /proc}, or a snapshot of
     * another node's (read through the remote shell).
     */
    interface ProcessTable {
        /** parent PID -> child PIDs. */
        Map<Long, List<Long>> children();

        boolean exists(long pid);

        /** The process's name (comm), "" when gone. */
        String name(long pid);

        /** The MPI rank from the process's environment, null when unknown. */
        Integer rank(long pid);

        String host();

        ProcessTable LOCAL = new ProcessTable() {
            @Override
            public Map<Long, List<Long>> children() {
                return childrenMap();
            }

            @Override
            public boolean exists(long pid) {
                return Files.isDirectory(PROC.resolve(Long.toString(pid)));
            }

            @Override
            public String name(long pid) {
                return AttachTargets.name(pid);
            }

            @Override
            public Integer rank(long pid) {
                return AttachTargets.rank(pid);
            }

            @Override
            public String host() {
                return hostName();
            }
        };
    }

    /**
     * The rank processes at or under {@code pid}: processes that are not launcher daemons and carry a rank variable;
     * of several with the same rank (a wrapper script and the program it starts), the deepest. When none carries a
     * rank variable, {@code pid} itself if it is not a launcher daemon.
     */
    static List<AttachTarget> ranksUnder(ProcessTable table, long pid) {
        Map<Long, List<Long>> children = table.children();
        String host = table.host();
        Map<Integer, long[]> byRank = new HashMap<>(); // rank -> {pid, depth}
        List<long[]> todo = new ArrayList<>();
        todo.add(new long[] { pid, 0 });
        while (!todo.isEmpty()) {
            long[] item = todo.remove(todo.size() - 1);
            long p = item[0];
            String name = table.name(p);
            if (!LAUNCHER_DAEMONS.contains(name)) {
                Integer rank = table.rank(p);
                if (rank != null) {
                    long[] best = byRank.get(rank);
                    if (best == null || item[1] > best[1] || item[1] == best[1] && p < best[0]) {
                        byRank.put(rank, new long[] { p, item[1] });
                    }
                }
            }
            for (long c : children.getOrDefault(p, List.of())) {
                todo.add(new long[] { c, item[1] + 1 });
            }
        }
        List<AttachTarget> out = new ArrayList<>();
        for (Map.Entry<Integer, long[]> e : byRank.entrySet()) {
            long p = e.getValue()[0];
            out.add(new AttachTarget(host, p, e.getKey(), true, table.name(p)));
        }
        if (out.isEmpty() && !LAUNCHER_DAEMONS.contains(table.name(pid))) {
            out.add(new AttachTarget(host, pid, -1, false, table.name(pid)));
        }
        return out;
    }

    /** parent PID -> child PIDs, from /proc/N/stat. */
    static Map<Long, List<Long>> childrenMap() {
        Map<Long, List<Long>> children = new HashMap<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC)) {
            for (Path entry : entries) {
                String n = entry.getFileName().toString();
                if (!n.chars().allMatch(Character::isDigit)) {
                    continue;
                }
                long ppid = parentOf(Long.parseLong(n));
                if (ppid > 0) {
                    children.computeIfAbsent(ppid, k -> new ArrayList<>()).add(Long.parseLong(n));
                }
            }
        } catch (IOException e) {
            // /proc unreadable: no children
        }
        children.values().forEach(l -> l.sort(null));
        return children;
    }

    /** The parent PID from /proc/PID/stat, -1 when gone. */
    static long parentOf(long pid) {
        try {
            String stat = Files.readString(PROC.resolve(pid + "/stat"), StandardCharsets.ISO_8859_1);
            String[] rest = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(rest[1]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The process's name (comm), "" when gone. */
    public static String name(long pid) {
        try {
            return Files.readString(PROC.resolve(pid + "/comm"), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            return "";
        }
    }

    /** The MPI rank from the process's environment, null when none is set or the environment is unreadable. */
    public static Integer rank(long pid) {
        Map<String, String> env = new HashMap<>();
        try {
            byte[] data = Files.readAllBytes(PROC.resolve(pid + "/environ"));
            int start = 0;
            for (int i = 0; i <= data.length; i++) {
                if (i == data.length || data[i] == 0) {
                    String kv = new String(data, start, i - start, StandardCharsets.UTF_8);
                    int eq = kv.indexOf('=');
                    if (eq > 0) {
                        env.put(kv.substring(0, eq), kv.substring(eq + 1));
                    }
                    start = i + 1;
                }
            }
        } catch (IOException e) {
            return null;
        }
        return rank(env);
    }

    /** The MPI rank an environment names (the most specific of {@link #RANK_VARIABLES}), null when none. */
    static Integer rank(Map<String, String> env) {
        for (String var : RANK_VARIABLES) {
            String v = env.get(var);
            if (v != null) {
                try {
                    int r = Integer.parseInt(v.strip());
                    if (r >= 0) {
                        return r;
                    }
                } catch (NumberFormatException e) {
                    // try the next variable
                }
            }
        }
        return null;
    }

    /** This machine's host name. */
    public static String hostName() {
        try {
            String h = Files.readString(PROC.resolve("sys/kernel/hostname")).strip();
            if (!h.isEmpty()) {
                return h;
            }
        } catch (IOException e) {
            // fall back
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "localhost";
        }
    }

    /** Whether {@code host} names this machine (localhost, its name, short or fully qualified, or an own address). */
    public static boolean isThisHost(String host) {
        return host == null || THIS_HOST.computeIfAbsent(host, AttachTargets::namesThisHost);
    }

    /** Answers of {@link #isThisHost}: a name that does not resolve may take seconds to say so, once is enough. */
    private static final Map<String, Boolean> THIS_HOST = new ConcurrentHashMap<>();

    private static boolean namesThisHost(String host) {
        String h = host.strip().toLowerCase(Locale.ROOT);
        if (h.isEmpty() || h.equals("localhost") || h.equals("127.0.0.1") || h.equals("::1")) {
            return true;
        }
        String me = hostName().toLowerCase(Locale.ROOT);
        String shortMe = me.contains(".") ? me.substring(0, me.indexOf('.')) : me;
        String shortH = h.contains(".") && !h.chars().allMatch(c -> c == '.' || Character.isDigit(c))
                ? h.substring(0, h.indexOf('.')) : h;
        if (h.equals(me) || shortH.equals(shortMe)) {
            return true;
        }
        try {
            InetAddress address = InetAddress.getByName(host);
            return address.isLoopbackAddress() || java.net.NetworkInterface.getByInetAddress(address) != null;
        } catch (IOException e) {
            return false;
        }
    }
}
