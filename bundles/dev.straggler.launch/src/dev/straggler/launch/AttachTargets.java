package dev.straggler.launch;

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

/**
 * Finds the rank processes of a running MPI job on this machine for attach mode: from a launcher's PID (its process
 * tree: the processes under {@code mpirun}, {@code orted}/{@code prted}, {@code hydra_pmi_proxy}, {@code srun} that
 * are not launcher daemons themselves) or from a list {@code HOST:PID,...} as a resource manager gives it (e.g.
 * Slurm's {@code scontrol listpids}). The MPI rank of a process is read from its environment
 * ({@code OMPI_COMM_WORLD_RANK}, {@code PMIX_RANK}, {@code PMI_RANK}, {@code SLURM_PROCID}). Linux only
 * ({@code /proc}).
 */
public final class AttachTargets {

    /** Environment variables that hold a process's MPI world rank, the most specific first. */
    public static final List<String> RANK_VARIABLES = List.of("OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK",
            "SLURM_PROCID");

    /** Process names of launchers and their daemons: never ranks. */
    static final Set<String> LAUNCHER_DAEMONS = Set.of("mpirun", "mpiexec", "orterun", "orted", "prted", "prterun",
            "prte", "hydra_pmi_proxy", "mpiexec.hydra", "mpiexec.mpich", "mpirun.mpich", "mpiexec.openmpi",
            "mpirun.openmpi", "srun", "slurmstepd", "ssh", "rsh", "pmix_server");

    /** One process to attach to. */
    public record Target(String host, long pid, int rank, boolean rankKnown, String name) {
    }

    private static final Path PROC = Path.of("/proc");

    private AttachTargets() {
    }

    /**
     * Resolves {@code spec}: {@code PID} or {@code HOST:PID,...} (a PID may be a launcher: all its ranks; or a rank
     * process). Ranks without a rank variable are numbered in the order given, after the known ones, with a note.
     *
     * @param notes receives what the user should know (ranks guessed)
     * @throws LaunchException naming the problem: not a PID, another host, no such process, no ranks under it
     */
    public static List<Target> resolve(String spec, List<String> notes) throws LaunchException {
        if (spec == null || spec.isBlank()) {
            throw new LaunchException("--attach needs a launcher PID or HOST:PID,... (e.g. --attach 12345)");
        }
        Map<Long, Target> found = new LinkedHashMap<>();
        for (String part : spec.split(",")) {
            String item = part.strip();
            if (item.isEmpty()) {
                continue;
            }
            String host = null;
            String pidText = item;
            int colon = item.lastIndexOf(':');
            if (colon >= 0) {
                host = item.substring(0, colon);
                pidText = item.substring(colon + 1);
                if (!isThisHost(host)) {
                    throw new LaunchException("cannot attach to " + item + ": " + host + " is another machine, and"
                            + " attaching over ssh is not implemented yet; run 'straggler stacks --attach' on " + host
                            + " with the PIDs of that machine (or use the runtime: straggler diagnose / analyze)");
                }
            }
            long pid;
            try {
                pid = Long.parseLong(pidText);
            } catch (NumberFormatException e) {
                throw new LaunchException("'" + item + "' is not a PID or HOST:PID (e.g. --attach 12345 or"
                        + " --attach node1:4711,node1:4712)");
            }
            if (pid <= 0 || !Files.isDirectory(PROC.resolve(Long.toString(pid)))) {
                throw new LaunchException("no process " + pid + " on this machine ("
                        + hostName() + "): give the PID of the running job's launcher (mpirun, mpiexec, srun) or of its"
                        + " ranks (ps -ef | grep APP)");
            }
            for (Target t : ranksUnder(pid)) {
                found.putIfAbsent(t.pid(), t);
            }
        }
        if (found.isEmpty()) {
            throw new LaunchException("no MPI rank processes under " + spec + " on this machine: give the PID of the"
                    + " job's launcher (mpirun, mpiexec) or of its ranks; when the ranks run on other nodes (srun, a"
                    + " hostfile), run straggler there with their PIDs (e.g. from scontrol listpids)");
        }
        return numberUnknown(new ArrayList<>(found.values()), notes);
    }

    private static List<Target> numberUnknown(List<Target> targets, List<String> notes) {
        Set<Integer> used = new HashSet<>();
        int next = 0;
        for (Target t : targets) {
            if (t.rankKnown()) {
                if (!used.add(t.rank())) {
                    notes.add("two processes claim rank " + t.rank() + " (processes of two jobs?); both are shown");
                }
                next = Math.max(next, t.rank() + 1);
            }
        }
        List<Target> out = new ArrayList<>(targets.size());
        List<Long> guessed = new ArrayList<>();
        for (Target t : targets) {
            if (t.rankKnown()) {
                out.add(t);
            } else {
                out.add(new Target(t.host(), t.pid(), next++, false, t.name()));
                guessed.add(t.pid());
            }
        }
        if (!guessed.isEmpty()) {
            notes.add("no MPI rank in the environment of process" + (guessed.size() == 1 ? " " : "es ") + guessed
                    + ": numbered in the order given from " + (next - guessed.size()));
        }
        out.sort(Comparator.comparingInt(Target::rank).thenComparingLong(Target::pid));
        return out;
    }

    /**
     * The rank processes at or under {@code pid}: processes that are not launcher daemons and carry a rank variable;
     * of several with the same rank (a wrapper script and the program it starts), the deepest. When none carries a
     * rank variable, {@code pid} itself if it is not a launcher daemon.
     */
    static List<Target> ranksUnder(long pid) {
        Map<Long, List<Long>> children = childrenMap();
        String host = hostName();
        Map<Integer, long[]> byRank = new HashMap<>(); // rank -> {pid, depth}
        List<long[]> todo = new ArrayList<>();
        todo.add(new long[] { pid, 0 });
        while (!todo.isEmpty()) {
            long[] item = todo.remove(todo.size() - 1);
            long p = item[0];
            String name = name(p);
            if (!LAUNCHER_DAEMONS.contains(name)) {
                Integer rank = rank(p);
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
        List<Target> out = new ArrayList<>();
        for (Map.Entry<Integer, long[]> e : byRank.entrySet()) {
            long p = e.getValue()[0];
            out.add(new Target(host, p, e.getKey(), true, name(p)));
        }
        if (out.isEmpty() && !LAUNCHER_DAEMONS.contains(name(pid))) {
            out.add(new Target(host, pid, -1, false, name(pid)));
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
    static String name(long pid) {
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
