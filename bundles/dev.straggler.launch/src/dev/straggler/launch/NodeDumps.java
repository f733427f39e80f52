package dev.straggler.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.straggler.internal.launch.attach.AttachTargets;
import dev.straggler.internal.launch.attach.BoundedProcess;
import dev.straggler.internal.launch.attach.GdbStacks;
import dev.straggler.internal.launch.attach.RemoteShell;
import dev.straggler.model.RankSet;
import dev.straggler.model.dump.RunDirectory;

/**
 * A run directory on node-local storage (a node's own {@code /tmp}, no shared file system): every task wrote its files
 * on its own node, under the same path. This gathers them to the front end's directory of that path over the remote
 * shell ({@link RemoteShell}: {@code ssh} by default, {@code $STRAGGLER_RSH}), nodes in parallel, each bounded in time,
 * and completes {@code complete} with what the coordinator could not see from its node (docs/dump-format.md, "Dumps on
 * node-local storage"): the dumps, the tasks dead on their node without one, the nodes read. Nothing is removed on the
 * nodes; a node that cannot be reached is named in the run directory's file {@value #GATHER}, and a later gather
 * ({@code straggler analyze}) reads it again.
 */
public final class NodeDumps {

    /** The front end's record of a gather: {@code hosts=} (every node of the job), {@code unreached=}. */
    public static final String GATHER = "gather";
    /** How long one node gets to answer. */
    public static final long HOST_TIMEOUT_SECONDS = 30;
    /** Nodes read at once. */
    private static final int HOST_THREADS = 16;

    private static final String MARK = "@@straggler ";
    private static final Pattern RANK_FILE = Pattern.compile("rank-(\\d+)\\.(sdump|state)");

    private NodeDumps() {
    }

    /**
     * What a gather found: the nodes it could not read (and why, in words that tell a cut link from a node that went
     * down where the evidence allows), those of them that went down during the job ({@code down}: the launcher saw its
     * connection to them closed), those that answer but no longer hold the run directory though tasks of the job
     * have no file anywhere ({@code restarted}: their node-local storage was emptied, a restart), the ranks dead on
     * their node.
     */
    public record Result(List<String> hosts, Map<String, String> unreached, Set<String> down, Set<String> restarted,
            RankSet dumped, RankSet dead, int np) {
        public boolean complete() {
            return unreached.isEmpty();
        }

        /**
         * One message naming every node that could not be read, why, and how to finish: when they all went down during
         * the job (their node-local files likely lost) or restarted (their files gone), {@code --partial} first; else
         * {@code straggler analyze} again once they answer.
         */
        public String unreachedMessage(Path dir) {
            String partial = "'straggler analyze --partial " + dir + "' diagnoses the other nodes' tasks and names the"
                    + " ones not read";
            Set<String> gone = new LinkedHashSet<>(down);
            gone.addAll(restarted);
            if (!gone.isEmpty() && gone.containsAll(unreached.keySet())) {
                if (restarted.containsAll(unreached.keySet())) {
                    return header("dumps", dir) + "\n" + partial + " (the files of " + (unreached.size() == 1
                            ? "its tasks are" : "their tasks are") + " gone with the restart)";
                }
                return header("dumps", dir) + "\n" + partial + "; should " + (unreached.size() == 1 ? "it come back with"
                        + " its" : "they come back with their") + " files, 'straggler analyze " + dir + "' completes the"
                        + " diagnosis (nothing was removed on the nodes)";
            }
            return unreachedMessage("dumps", dir, "'straggler analyze " + dir + "' gathers the rest and completes the"
                    + " diagnosis; to diagnose without " + (unreached.size() == 1 ? "it" : "them") + " now, " + partial);
        }

        /**
         * One message naming every node whose {@code what} (dumps, traces, profiles) could not be read, why, and what
         * to do once {@code it is}/{@code they are} reachable again ({@code then}).
         */
        public String unreachedMessage(String what, Path dir, String then) {
            return header(what, dir) + "\nnothing was removed on the nodes: once " + (unreached.size() == 1
                    ? "it answers" : "they answer") + " again, " + then;
        }

        private String header(String what, Path dir) {
            StringBuilder sb = new StringBuilder("the " + what + " on ");
            sb.append(unreached.size() == 1 ? "node " : "nodes ").append(String.join(", ", unreached.keySet()))
                    .append(" could not be gathered to ").append(dir).append(":");
            unreached.values().forEach(v -> sb.append("\n  ").append(v));
            return sb.toString();
        }
    }

    /**
     * The run directory's record of the nodes the launcher lost during the job: one line per node, {@code HOST LINE}
     * (the launcher's words). Written while the job runs ({@link #noteLauncherLine}), read by every later gather.
     */
    public static final String LOST = "lost-nodes";
    /** ssh's words (Open MPI's and Hydra's remote shell) when the other end closed the session: its node went down. */
    private static final Pattern CLOSED = Pattern.compile("Connection to (\\S+) closed by remote host\\.?");

    /**
     * Looks at one line of the launcher's standard error: a node whose remote shell session the other end closed
     * (ssh: "Connection to n4 closed by remote host") went down during the job (its processes ended: a crash or a
     * restart), which a cut link does not do (its connections stall); recorded in {@link #LOST} of {@code dir}.
     */
    public static void noteLauncherLine(Path dir, String line) {
        if (!line.contains("closed by remote host")) {
            return;
        }
        Matcher m = CLOSED.matcher(line.strip());
        if (!m.find() || lostByLauncher(dir).containsKey(m.group(1))) {
            return;
        }
        try {
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(LOST), m.group(1) + " " + line.strip() + "\n", StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            // the evidence only sharpens a message: without it, the node is reported as not answering
        }
    }

    /**
     * Starts the record of a new job's launcher in {@code dir}: an earlier job's {@link #LOST} (a run directory used
     * again) says nothing of this one.
     */
    public static void newLauncherRecord(Path dir) {
        try {
            Files.deleteIfExists(dir.resolve(LOST));
        } catch (IOException e) {
            // an unwritable directory: the job's own files fail there first
        }
    }

    /** The nodes the launcher lost during the job writing {@code dir}, with its words ({@link #LOST}). */
    public static Map<String, String> lostByLauncher(Path dir) {
        Map<String, String> lost = new LinkedHashMap<>();
        try {
            for (String line : Files.readAllLines(dir.resolve(LOST))) {
                int sp = line.indexOf(' ');
                if (sp > 0) {
                    lost.putIfAbsent(line.substring(0, sp), line.substring(sp + 1));
                }
            }
        } catch (IOException e) {
            // none recorded
        }
        return lost;
    }

    /**
     * Why a node could not be read: {@code message} for the gather's error (where the evidence names a cause, the node's
     * name and {@code clause}'s words first, then the evidence: the remote shell's words, the launcher's);
     * {@code clause} for the note of a diagnosis made without the node ({@link RunDirectory#UNREACHED_NODES}): one
     * line, "it went down during the job and does not answer now".
     */
    record Why(String clause, String message) {

        /** {@code host} and {@code predicate} ("went down during the job ..."), then {@code evidence}. */
        static Why of(String host, String predicate, String evidence) {
            return new Why("it " + predicate, host + " " + predicate + evidence);
        }

        /** An error that names no cause of the node's ({@link #store}'s): the same words in the note; null for none. */
        static Why as(String error) {
            return error == null ? null : new Why(error, error);
        }
    }

    /**
     * Why {@code host} could not be read, in the words the evidence allows: it does not answer (a cut link, or a node
     * down), and whether the launcher saw it go down during the job ({@code lost}: its words); it answers but refuses
     * the remote shell (up, or restarting); or the remote shell's own error (a configuration to fix).
     */
    static Why explain(String host, RemoteShell.Result r, String lost) {
        String said = " (" + r.said() + ")";
        String closed = lost == null ? "" : ": the launcher's connection to it was closed (\"" + lost + "\")";
        if (r.noAnswer()) {
            return lost != null ? Why.of(host, "went down during the job and does not answer now", said + closed
                    + "; a crash or a restart, its node-local files likely lost with it")
                    : Why.of(host, "does not answer though the job's launcher did not see it go down: the link to it is"
                            + " likely cut, or the node is down", said);
        }
        if (r.refused()) {
            return Why.of(host, (lost == null ? "is up" : "went down during the job and is up again") + " but refuses"
                    + " the remote shell: it is restarting, or its sshd is down", said + closed);
        }
        return new Why("it cannot be reached through the remote shell" + said, r.error());
    }

    /**
     * Why {@code host}, which answers but has no {@code dir}, is not read while {@code unread} (ranks of the job) left no
     * file on any node read: its node-local storage was emptied during the job, as a restart does, the tasks' files
     * with it; said for certain when the node booted ({@code bootSeconds}, Unix seconds, 0 unknown) after the job
     * started ({@code jobStartSeconds}, job.info's {@code start}, 0 unknown).
     */
    static Why restartedNode(String host, Path dir, RankSet unread, long bootSeconds, long jobStartSeconds) {
        String evidence = " (it answers but has no " + dir + ", and ranks " + unread + " left no file on any node read)";
        if (bootSeconds > 0 && jobStartSeconds > 0 && bootSeconds > jobStartSeconds) {
            return Why.of(host, "restarted at " + Instant.ofEpochSecond(bootSeconds) + ", after the job started: its"
                    + " node-local files are lost with it", evidence);
        }
        return Why.of(host, "was likely restarted during the job, which empties node-local storage such as /tmp: its"
                + " tasks' files are lost with it, or its tasks never started", evidence);
    }

    /**
     * The nodes an {@code mpirun}/{@code mpiexec} command line places its tasks on: {@code --host}/{@code -host}/
     * {@code -H} lists ({@code n1:2,n2:2}) and the first word of every line of a {@code --hostfile}/{@code -hostfile}/
     * {@code --machinefile}/{@code -machinefile}/{@code -f} file; this machine's own names left out. Empty: one node.
     */
    public static List<String> hostsOf(List<String> launcherArguments) {
        Set<String> hosts = new LinkedHashSet<>();
        for (int i = 0; i < launcherArguments.size(); i++) {
            String a = launcherArguments.get(i);
            String value = null, option = a;
            int eq = a.indexOf('=');
            if (a.startsWith("-") && eq > 0) {
                option = a.substring(0, eq);
                value = a.substring(eq + 1);
            } else if (i + 1 < launcherArguments.size()) {
                value = launcherArguments.get(i + 1);
            }
            if (value == null) {
                continue;
            }
            switch (option) {
            case "--host", "-host", "-H", "--hosts", "-hosts" -> {
                for (String h : value.split(",")) {
                    addHost(hosts, h);
                }
            }
            case "--hostfile", "-hostfile", "--machinefile", "-machinefile", "-f", "--default-hostfile" -> {
                try {
                    for (String line : Files.readAllLines(Path.of(value))) {
                        String l = line.replaceAll("#.*", "").strip();
                        if (!l.isEmpty()) {
                            addHost(hosts, l.split("\\s+")[0]);
                        }
                    }
                } catch (IOException e) {
                    // the launcher says so itself
                }
            }
            default -> {
            }
            }
        }
        return List.copyOf(hosts);
    }

    /**
     * The nodes of a Slurm job srun made under the name {@code jobName} (the newest such job that {@code scontrol
     * show job} still lists: running, or finished less than MinJobAge ago), or, for null, of the allocation this process runs in ({@code SLURM_JOB_NODELIST});
     * this machine's own names left out. Empty when Slurm does not say.
     */
    public static List<String> slurmNodes(String jobName) {
        String nodeList = System.getenv("SLURM_JOB_NODELIST");
        if (jobName != null) {
            // one line per job Slurm still holds (finished ones too, for MinJobAge): the newest of that name
            BoundedProcess.Outcome o = BoundedProcess.run(new ProcessBuilder("scontrol", "-o", "show", "job"),
                    HOST_TIMEOUT_SECONDS, "scontrol");
            long newest = -1;
            nodeList = null;
            for (String line : o.finished() ? o.output().split("\n") : new String[0]) {
                Map<String, String> job = new LinkedHashMap<>();
                for (String w : line.strip().split("\\s+")) {
                    int eq = w.indexOf('=');
                    if (eq > 0) {
                        job.putIfAbsent(w.substring(0, eq), w.substring(eq + 1));
                    }
                }
                String id = job.get("JobId");
                if (jobName.equals(job.get("JobName")) && id != null && id.matches("\\d+") && Long.parseLong(id) > newest
                        && job.get("NodeList") != null && !job.get("NodeList").equals("(null)")) {
                    newest = Long.parseLong(id);
                    nodeList = job.get("NodeList");
                }
            }
        }
        if (nodeList == null || nodeList.isBlank()) {
            return List.of();
        }
        BoundedProcess.Outcome o = BoundedProcess.run(new ProcessBuilder("scontrol", "show", "hostnames", nodeList),
                HOST_TIMEOUT_SECONDS, "scontrol");
        Set<String> hosts = new LinkedHashSet<>();
        if (o.finished() && o.exitValue() == 0) {
            for (String h : o.output().split("\\s+")) {
                addHost(hosts, h);
            }
        }
        return List.copyOf(hosts);
    }

    private static void addHost(Set<String> hosts, String h) {
        String name = h.strip().replaceAll(":.*", "");
        if (!name.isEmpty() && !AttachTargets.isThisHost(name)) {
            hosts.add(name);
        }
    }

    /**
     * Whether the coordinator's {@code complete} is in {@code dir} on {@code host} (its node-local copy of the run
     * directory); false too when the host does not answer within a few seconds.
     */
    public static boolean completeOn(String host, Path dir) {
        String f = "'" + dir.resolve("complete").toAbsolutePath().toString().replace("'", "'\\''") + "'";
        RemoteShell.Result r = RemoteShell.fromEnvironment().run(host, "echo '" + RemoteShell.BEGIN + "'; [ -f " + f
                + " ] && echo '" + MARK + "complete'", 10);
        return r.error() == null && r.output().contains(MARK + "complete");
    }

    /** How many tasks' state files {@code dir} has here (fewer than tasks: the others are on their nodes' storage). */
    public static int stateFiles(Path dir) {
        return tasksWith(dir, Pattern.compile("rank-(\\d+)\\.state"));
    }

    /**
     * How many distinct tasks have a file in {@code dir} here whose name {@code perTask} matches, the task's rank its
     * first group (fewer than tasks: the others' are on their nodes' storage).
     */
    public static int tasksWith(Path dir, Pattern perTask) {
        try (var files = Files.list(dir)) {
            return (int) files.map(p -> perTask.matcher(p.getFileName().toString())).filter(Matcher::matches)
                    .map(m -> Integer.parseInt(m.group(1))).distinct().count();
        } catch (IOException e) {
            return 0;
        }
    }

    /** The hosts a previous gather into {@code dir} recorded, empty when there was none. */
    public static List<String> recordedHosts(Path dir) {
        String hosts = RunDirectory.keyValues(dir.resolve(GATHER)).get("hosts");
        return hosts == null || hosts.isBlank() ? List.of() : List.of(hosts.split(","));
    }

    /** Gathers {@code dir} from every one of {@code hosts} through the environment's remote shell. */
    public static Result gather(Path dir, List<String> hosts) {
        return gather(dir, hosts, null);
    }

    /**
     * Gathers {@code dir} from every one of {@code hosts}, taking only the files a node wrote since {@code since}
     * (null: all): a run directory used again keeps an earlier run's files on nodes whose tasks this run did not place
     * there. Nodes' clocks may differ a little: a file a few seconds older still counts.
     */
    public static Result gather(Path dir, List<String> hosts, Instant since) {
        return gather(dir, hosts, RemoteShell.fromEnvironment(), HOST_TIMEOUT_SECONDS,
                since == null ? null : since.minus(CLOCK_SKEW), false);
    }

    /**
     * Gathers {@code dir} as {@link #gather(Path, List)} does, and, when some nodes still cannot be read (down for
     * good: their storage is lost), completes the diagnosis without them: {@code complete} gets the tasks none of the
     * nodes read has a file of ({@code unread}) and those nodes ({@code unreached_nodes}).
     */
    public static Result gatherPartial(Path dir, List<String> hosts) {
        return gather(dir, hosts, RemoteShell.fromEnvironment(), HOST_TIMEOUT_SECONDS, null, true);
    }

    /** How far apart the nodes' clocks may be. */
    private static final Duration CLOCK_SKEW = Duration.ofSeconds(5);

    static Result gather(Path dir, List<String> hosts, RemoteShell rsh, long timeoutSeconds, Instant since,
            boolean partial) {
        String script = script(dir, since);
        List<RemoteShell.Result> answers = GdbStacks.eachInParallel(hosts, HOST_THREADS,
                h -> rsh.run(h, script, timeoutSeconds), (h, e) -> new RemoteShell.Result("", "host " + h + ": " + e));
        Map<String, Why> unreached = new LinkedHashMap<>();
        Map<String, String> lost = lostByLauncher(dir);
        Set<String> down = new LinkedHashSet<>();
        Map<String, Long> noDirectory = new LinkedHashMap<>();
        Map<Integer, Boolean> alive = new TreeMap<>();
        for (int i = 0; i < hosts.size(); i++) {
            RemoteShell.Result r = answers.get(i);
            String host = hosts.get(i);
            Why error = r.error() != null ? explain(host, r, lost.get(host)) : Why.as(store(dir, r.output(), alive));
            if (error != null) {
                unreached.put(host, error);
                if (r.error() != null && lost.containsKey(host)) {
                    down.add(host);
                }
            } else {
                noDirectory(r.output()).ifPresent(boot -> noDirectory.put(host, boot));
            }
        }
        return record(dir, hosts, unreached, down, noDirectory, alive, partial);
    }

    /** When a node's answer says it has no run directory: its boot time (Unix seconds, 0 unknown). */
    private static Optional<Long> noDirectory(String output) {
        for (String line : output.split("\n")) {
            if (line.startsWith(MARK + "nodir")) {
                String boot = line.substring(MARK.length() + 5).strip();
                return Optional.of(boot.matches("\\d{1,18}") ? Long.parseLong(boot) : 0L);
            }
        }
        return Optional.empty();
    }

    /** How long one node gets to send its state files ({@link #progressing}). */
    public static final long STATES_TIMEOUT_SECONDS = 5;

    /**
     * Whether every task of a job whose run directory {@code dir} is on node-local storage is progressing
     * ({@link RunTasks#progressing}), read from the state files here and on {@code hosts} (small files: one remote
     * shell per node, in parallel, each bounded by {@link #STATES_TIMEOUT_SECONDS}); copied into a scratch directory,
     * never into {@code dir}. False when a node does not answer in time, or has a {@code trigger} (a hang diagnosis is
     * under way).
     */
    public static boolean progressing(Path dir, List<String> hosts, int np, double stuckSeconds) {
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("straggler-states-");
            try (var files = Files.list(dir)) {
                for (Path f : (Iterable<Path>) files::iterator) {
                    String name = f.getFileName().toString();
                    if (name.equals("trigger") || name.matches("rank-\\d+\\.state")) {
                        Files.copy(f, scratch.resolve(name));
                    }
                }
            } catch (IOException e) {
                // no directory here: every task is on another node
            }
            String script = script(dir, null, "rank-*.state trigger");
            RemoteShell rsh = RemoteShell.fromEnvironment();
            List<RemoteShell.Result> answers = GdbStacks.eachInParallel(hosts, HOST_THREADS,
                    h -> rsh.run(h, script, STATES_TIMEOUT_SECONDS), (h, e) -> new RemoteShell.Result("", e.toString()));
            Map<Integer, Boolean> alive = new TreeMap<>();
            for (RemoteShell.Result r : answers) {
                if (r.error() != null || store(scratch, r.output(), alive) != null) {
                    return false;
                }
            }
            return RunTasks.progressing(new RunDirectory(scratch), np, stuckSeconds);
        } catch (IOException e) {
            return false;
        } finally {
            if (scratch != null) {
                try (var files = Files.list(scratch)) {
                    for (Path f : (Iterable<Path>) files::iterator) {
                        Files.deleteIfExists(f);
                    }
                    Files.deleteIfExists(scratch);
                } catch (IOException e) {
                    // a scratch directory left in the temporary directory
                }
            }
        }
    }

    /** {@link #script(Path, Instant, String)} of every file. */
    static String script(Path dir, Instant since) {
        return script(dir, since, "*");
    }

    /**
     * The script a node runs: each file of the directory whose name matches {@code glob} (modified since {@code since},
     * when given) in base64 (not {@code diagnose-now}, {@code complete.lock}, nor the start-up markers {@code init-PID},
     * which name a process of that node only), then whether each state file's task lives; without the directory, that
     * and the node's boot time.
     */
    static String script(Path dir, Instant since, String glob) {
        String d = "'" + dir.toAbsolutePath().toString().replace("'", "'\\''") + "'";
        String recent = since == null ? ""
                : " [ \"$(stat -c %Y \"$f\")\" -ge " + since.getEpochSecond() + " ] || continue;";
        return "echo '" + RemoteShell.BEGIN + "'; cd " + d + " 2>/dev/null || { echo \"" + MARK
                + "nodir $(sed -n 's/^btime //p' /proc/stat 2>/dev/null)\"; echo '" + MARK + "done'; exit 0; };"
                + " for f in " + glob + "; do [ -f \"$f\" ] || continue;"
                + " case \"$f\" in diagnose-now|complete.lock|init-*) continue;; esac;"
                + recent
                + " echo \"" + MARK + "file $f\"; base64 < \"$f\" || exit 1; echo '" + MARK + "end'; done;"
                + " for s in rank-*.state; do [ -f \"$s\" ] || continue;"
                + " pid=$(sed -n 's/^pid=//p' \"$s\" | head -n 1); start=$(sed -n 's/^proc_start=//p' \"$s\" | head -n 1);"
                + " st=$(sed 's/^.*) //' /proc/\"$pid\"/stat 2>/dev/null);"
                + " set -- $st; a=0; [ -n \"$pid\" ] && [ \"${1:-Z}\" != Z ] && [ \"${20:-}\" = \"$start\" ] && a=1;"
                + " echo \"" + MARK + "alive $s $a\"; done; echo '" + MARK + "done'";
    }

    /** Writes the files one node sent that the directory lacks; null, or what went wrong. */
    private static String store(Path dir, String output, Map<Integer, Boolean> alive) {
        if (!output.contains(MARK + "done")) {
            return "its listing of " + dir + " ended early (" + output.strip().lines().reduce((a, b) -> b).orElse("")
                    + ")";
        }
        String file = null;
        StringBuilder data = new StringBuilder();
        try {
            Files.createDirectories(dir);
            for (String line : output.split("\n")) {
                if (line.startsWith(MARK + "file ")) {
                    file = line.substring(MARK.length() + 5);
                    data.setLength(0);
                } else if (line.startsWith(MARK + "end") && file != null) {
                    keep(dir, file, Base64.getMimeDecoder().decode(data.toString()));
                    file = null;
                } else if (line.startsWith(MARK + "alive ")) {
                    String[] w = line.substring(MARK.length() + 6).strip().split(" ");
                    Matcher m = RANK_FILE.matcher(w[0]);
                    if (w.length == 2 && m.matches()) {
                        alive.merge(Integer.parseInt(m.group(1)), w[1].equals("1"), Boolean::logicalOr);
                    }
                } else if (file != null) {
                    data.append(line.strip());
                }
            }
        } catch (IOException | IllegalArgumentException e) {
            return "cannot store its files in " + dir + ": " + e.getMessage();
        }
        return null;
    }

    /**
     * Keeps a node's file: a dump, a state file or a trace the directory lacks; of the files every node may have
     * ({@code trigger}, {@code job.info}), the first one; {@code complete} is the coordinator's, on one node only.
     */
    private static void keep(Path dir, String name, byte[] content) throws IOException {
        if (name.contains("/") || name.startsWith(".")) {
            return; // temporary files of a dump being written, never a path out of the directory
        }
        Path target = dir.resolve(name);
        if (Files.exists(target)) {
            return;
        }
        Path tmp = dir.resolve(".gather-" + name + ".tmp");
        Files.write(tmp, content);
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Records the gather: {@code gather} ({@code hosts}, {@code unreached}) and, when every node was read (or
     * {@code partial}) and there was a diagnosis (a {@code complete} or a dump), the lines {@code complete} gets (a reader
     * takes the last value of a key): {@code dumped}, {@code missing}, {@code dead} (ranks without a dump whose process
     * is gone from its node), {@code gathered}; a partial one also {@code unread} and {@code unreached_nodes}, and why
     * each of those nodes could not be read in {@link RunDirectory#UNREACHED_NODES}; a complete one after a partial one
     * empties them.
     */
    private static Result record(Path dir, List<String> hosts, Map<String, Why> unreached, Set<String> down,
            Map<String, Long> noDirectory, Map<Integer, Boolean> alive, boolean partial) {
        RunDirectory run = new RunDirectory(dir);
        List<Integer> dumped = new ArrayList<>();
        try (var files = Files.list(dir)) {
            files.map(p -> RANK_FILE.matcher(p.getFileName().toString())).filter(Matcher::matches)
                    .filter(m -> m.group(2).equals("sdump")).forEach(m -> dumped.add(Integer.parseInt(m.group(1))));
        } catch (IOException e) {
            // an empty directory: nothing dumped
        }
        String infoNp = run.jobInfo().getOrDefault("np", "");
        Optional<RunDirectory.Complete> before = run.complete();
        int np = before.map(RunDirectory.Complete::np).filter(n -> n > 0)
                .orElse(infoNp.strip().matches("\\d+") ? Integer.parseInt(infoNp.strip())
                        : Math.max(dumped.stream().mapToInt(r -> r + 1).max().orElse(0),
                                alive.keySet().stream().mapToInt(r -> r + 1).max().orElse(0)));
        RankSet have = RankSet.of(dumped.stream().mapToInt(Integer::intValue).toArray());
        RankSet.Builder missing = RankSet.builder(), lost = RankSet.builder(), unread = RankSet.builder();
        for (int r = 0; r < np; r++) {
            if (!have.contains(r)) {
                missing.add(r);
                if (Boolean.FALSE.equals(alive.get(r))) {
                    lost.add(r);
                }
                if (!alive.containsKey(r) && run.state(r).isEmpty()) {
                    unread.add(r); // no node read has a file of it
                }
            }
        }
        RankSet dead = lost.build(), unreadRanks = unread.build();
        // a node that answers without the directory is one the job placed no task on, unless tasks left no file on
        // any node, every other one read: then its storage was emptied during the job (a restart), an error of its own
        Set<String> restarted = new LinkedHashSet<>();
        if (!unreadRanks.isEmpty() && unreached.isEmpty()) {
            String start = run.jobInfo().getOrDefault("start", "").strip();
            long startSeconds = start.matches("\\d{1,18}") ? Long.parseLong(start) : 0;
            noDirectory.forEach((host, boot) -> {
                unreached.put(host, restartedNode(host, dir, unreadRanks, boot, startSeconds));
                restarted.add(host);
            });
        }
        Map<String, String> messages = new LinkedHashMap<>();
        unreached.forEach((host, why) -> messages.put(host, why.message()));
        Path complete = dir.resolve("complete");
        if (!hosts.isEmpty() && unreached.size() == hosts.size()) {
            // nothing read: the directory stays as it was
            return new Result(hosts, messages, down, restarted, have, dead, np);
        }
        try {
            Files.writeString(dir.resolve(GATHER), "hosts=" + String.join(",", hosts) + "\nunreached="
                    + String.join(",", unreached.keySet()) + "\n");
            // a job that did not hang has no complete anywhere: nothing to complete
            if ((unreached.isEmpty() || partial) && np > 0 && (Files.exists(complete) || !have.isEmpty())) {
                List<String> read = hosts.stream().filter(h -> !unreached.containsKey(h)).toList();
                // every node read after a partial gather: its unread tasks and nodes are no more
                boolean wasPartial = before.map(c -> !c.unreachedNodes().isEmpty()).orElse(false);
                Files.writeString(complete, (Files.exists(complete) ? "" : "np=" + np + "\n") + "dumped=" + have.size()
                        + "\nmissing=" + missing.build() + "\ndead=" + dead + "\ngathered=" + String.join(",", read)
                        + "\n" + (unreached.isEmpty() && !wasPartial ? "" : "unread=" + (unreached.isEmpty()
                                ? RankSet.EMPTY : unreadRanks) + "\nunreached_nodes=" + String.join(",",
                                        unreached.keySet()) + "\n"),
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                Map<String, String> clauses = new LinkedHashMap<>();
                unreached.forEach((host, why) -> clauses.put(host, why.clause()));
                run.writeUnreachedReasons(clauses);
            }
        } catch (IOException e) {
            messages.put("(this machine)", "cannot write " + dir.resolve(GATHER) + ": " + e.getMessage());
        }
        return new Result(hosts, messages, down, restarted, have, dead, np);
    }
}
