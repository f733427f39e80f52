package dev.straggler.cli.tests;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Assumptions;

import dev.straggler.launch.tests.fixtures.Commands;

/**
 * A cluster on this machine for the tests, made of Linux namespaces by {@code tests/cluster/cluster.sh} (its README
 * says what a node is): a login node and {@code n1..nN}, each with its own network, hostname, {@code /tmp}, sshd,
 * munged and slurmd, slurmctld on login, joined by a bridge that only the cluster sees. {@link #start(int)} runs the
 * script's {@code run} as a child process that holds the cluster until {@link #close()} ends its input (or the JVM
 * dies, which ends it too); {@link #close()} then runs the script's {@code down} for this cluster, so nothing is left
 * whatever happened in between.
 * <p>
 * Commands run on a node through {@link #exec}: in the node's namespaces, with the cluster's environment
 * ({@code SLURM_CONF}, Open MPI's ssh and TCP settings), bounded in time. The file system is the machine's, shared by
 * every node as on a cluster, except each node's {@code /tmp}, {@code /dev/shm} and {@code /run}; {@link #shared()} is
 * a directory for the test's files that every node sees at the same path.
 * <p>
 * Skipped (JUnit assumption, with the script's reason) where namespaces cannot be made — not root, no iproute2 or
 * util-linux, a container without the capability — unless {@code STRAGGLER_CLUSTER_REQUIRED=1} (CI sets it), where
 * that is a failure.
 */
final class NamespaceCluster implements AutoCloseable {

    /** The front-end node: slurmctld runs there, jobs are started from there. */
    static final String LOGIN = "login";

    private static final long UP_SECONDS = 90;
    private static final long DOWN_SECONDS = 30;

    private final Path script;
    private final Process supervisor;
    private final StringBuffer log;
    private final Path dir;
    private final List<String> nodes;
    private final Set<String> namespaces;
    private final Duration upTime;
    private final Thread shutdownHook;
    private Duration downTime;

    private NamespaceCluster(Path script, Process supervisor, StringBuffer log, Path dir, Duration upTime)
            throws IOException {
        this.script = script;
        this.supervisor = supervisor;
        this.log = log;
        this.dir = dir;
        this.upTime = upTime;
        List<String> names = state(dir, "nodes", 1);
        this.nodes = List.copyOf(names.subList(1, names.size())); // login first
        this.namespaces = Set.copyOf(namespacesOf(dir));
        this.shutdownHook = new Thread(this::close, "cluster teardown");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /** The namespaces of the cluster whose directory is {@code dir} ("net:[4026532252]", ...), from its state file. */
    static Set<String> namespacesOf(Path dir) throws IOException {
        return new LinkedHashSet<>(state(dir, "ns", 2));
    }

    /** The words of the state file's lines that start with {@code key}, from the word {@code from} on. */
    private static List<String> state(Path dir, String key, int from) throws IOException {
        List<String> words = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve("state"))) {
            String[] f = line.strip().split("\\s+");
            if (f[0].equals(key)) {
                words.addAll(Arrays.asList(f).subList(from, f.length));
            }
        }
        return words;
    }

    /** The fixture's script ({@code tests/cluster/cluster.sh}; the test bundle's pom names it). */
    static Path script() {
        String p = System.getProperty("straggler.cluster.script");
        Path s = p != null ? Path.of(p) : Path.of("../cluster/cluster.sh");
        if (!Files.isExecutable(s)) {
            fail("the cluster fixture's script is not at " + s.toAbsolutePath() + " (the test bundle's pom sets"
                    + " straggler.cluster.script to tests/cluster/cluster.sh)");
        }
        return s.toAbsolutePath().normalize();
    }

    /** Starts a cluster of {@code computeNodes} nodes and a login node; skips the calling tests where that is impossible. */
    static NamespaceCluster start(int computeNodes) throws IOException {
        Path script = script();
        Commands.Result check = Commands.run(List.of(script.toString(), "check"), Map.of(), null, 30);
        if (!check.ok()) {
            String reason = "no test cluster of namespaces on this machine: " + check.output().strip();
            if ("1".equals(System.getenv("STRAGGLER_CLUSTER_REQUIRED"))) {
                fail(reason + " (STRAGGLER_CLUSTER_REQUIRED=1: CI must run the cluster tests)");
            }
            Assumptions.abort(reason);
        }
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(script.toString(), "run", "--nodes", Integer.toString(computeNodes),
                "--timeout", Long.toString(UP_SECONDS)).start();
        StringBuffer log = new StringBuffer();
        drain(p.getErrorStream(), log);
        CompletableFuture<String> ready = CompletableFuture.supplyAsync(() -> readyLine(p.getInputStream()));
        String line;
        try {
            line = ready.get(UP_SECONDS + 30, TimeUnit.SECONDS);
        } catch (TimeoutException | java.util.concurrent.ExecutionException e) {
            line = null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            line = null;
        }
        if (line == null) {
            stop(p);
            fail("the test cluster did not come up within " + UP_SECONDS + " s:\n" + log);
        }
        Duration up = Duration.ofNanos(System.nanoTime() - t0);
        NamespaceCluster c = new NamespaceCluster(script, p, log, Path.of(line.substring("ready ".length())), up);
        System.out.printf("test cluster: login and %d nodes up in %.1f s (%s)%n", computeNodes, up.toMillis() / 1000.0,
                c.dir);
        return c;
    }

    private static String readyLine(InputStream in) {
        try {
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String l; (l = r.readLine()) != null;) {
                if (l.startsWith("ready /")) {
                    return l.strip();
                }
            }
            return null;
        } catch (IOException e) {
            return null;
        }
    }

    private static void drain(InputStream in, StringBuffer into) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String l; (l = r.readLine()) != null;) {
                    into.append(l).append('\n');
                }
            } catch (IOException e) {
                // the supervisor ended
            }
        }, "cluster supervisor log");
        t.setDaemon(true);
        t.start();
    }

    /** Ends the supervisor's input (it tears the cluster down), then its process, each bounded. */
    private static void stop(Process p) {
        try {
            p.getOutputStream().close();
        } catch (IOException e) {
            // already closed
        }
        try {
            if (!p.waitFor(DOWN_SECONDS, TimeUnit.SECONDS)) {
                p.destroy();
                if (!p.waitFor(10, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    p.waitFor(5, TimeUnit.SECONDS);
                }
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** The cluster's directory (its configuration, keys, logs), under /var/tmp. */
    Path directory() {
        return dir;
    }

    /** A directory every node sees at this same path (the test's programs, scripts and outputs). */
    Path shared() {
        return dir.resolve("shared");
    }

    /** The compute nodes' names: n1..nN. */
    List<String> nodes() {
        return nodes;
    }

    /** The node's address on the cluster's network (from the cluster's /etc/hosts). */
    String address(String node) {
        try {
            return Files.readAllLines(dir.resolve("hosts")).stream().map(l -> l.split("\\s+"))
                    .filter(f -> f.length == 2 && f[1].equals(node)).map(f -> f[0]).findFirst()
                    .orElseThrow(() -> new AssertionError("no node " + node + " in the cluster"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The ssh client configuration of the cluster ({@code ssh -F}); inside the cluster it is also the default. */
    Path sshConfig() {
        return dir.resolve("ssh/config");
    }

    /** The cluster's slurm.conf (the environment of {@link #exec} names it in SLURM_CONF). */
    Path slurmConf() {
        return dir.resolve("slurm/slurm.conf");
    }

    /** The namespaces of the cluster ("net:[4026532252]", ...), to check that none is left after {@link #close()}. */
    Set<String> namespaces() {
        return namespaces;
    }

    /** How long {@link #start(int)} took. */
    Duration upTime() {
        return upTime;
    }

    /** How long {@link #close()} took (null before). */
    Duration downTime() {
        return downTime;
    }

    /** What the supervisor said so far (its progress, and a failure's logs). */
    String log() {
        return log.toString();
    }

    /**
     * Runs {@code command} on {@code node} (login or n1..nN) in the node's namespaces, with {@code environment} added,
     * from this JVM's working directory; stopped after {@code timeoutSeconds} (exit 124). Output and errors merged.
     */
    Commands.Result exec(String node, List<String> command, Map<String, String> environment, long timeoutSeconds) {
        List<String> cmd = new ArrayList<>(List.of(script.toString(), "--cluster", dir.toString(), "exec", "--timeout",
                Long.toString(timeoutSeconds), node, "--"));
        cmd.addAll(command);
        return Commands.run(cmd, environment, null, timeoutSeconds + 15);
    }

    Commands.Result exec(String node, long timeoutSeconds, String... command) {
        return exec(node, List.of(command), Map.of(), timeoutSeconds);
    }

    /** Runs a shell command line on {@code node} ({@code sh -c}). */
    Commands.Result shell(String node, String commandLine, long timeoutSeconds) {
        return exec(node, timeoutSeconds, "sh", "-c", commandLine);
    }

    /** Like {@link #exec}, but fails the test, with the output, when the command does not exit 0. */
    String run(String node, long timeoutSeconds, String... command) {
        Commands.Result r = exec(node, timeoutSeconds, command);
        if (!r.ok()) {
            fail("on " + node + ": " + String.join(" ", command) + " exited " + r.exit() + ":\n" + r.output());
        }
        return r.output();
    }

    /**
     * Sends {@code signal} (e.g. "KILL", "TERM", "STOP") to the node's processes other than the fixture's (its init,
     * munged, sshd, slurmd or slurmctld): all of them, or those whose command name is one of {@code names}; returns
     * their PIDs as the node sees them.
     */
    List<Integer> kill(String node, String signal, String... names) {
        List<String> cmd = new ArrayList<>(List.of(script.toString(), "--cluster", dir.toString(), "kill", node,
                "-" + signal));
        cmd.addAll(List.of(names));
        Commands.Result r = Commands.run(cmd, Map.of(), null, 30);
        if (!r.ok()) {
            fail("kill on " + node + " failed: " + r.output());
        }
        return r.output().lines().map(String::strip).filter(l -> l.matches("\\d+")).map(Integer::valueOf).toList();
    }

    /** The node dies at once, as a node that loses its power: every process, its /tmp and its link go. */
    void crash(String node) {
        control(List.of("crash", node));
    }

    /** Cuts ({@code false}) or restores ({@code true}) the node's link at the switch. */
    void link(String node, boolean up) {
        control(List.of("link", node, up ? "up" : "down"));
    }

    private void control(List<String> arguments) {
        List<String> cmd = new ArrayList<>(List.of(script.toString(), "--cluster", dir.toString()));
        cmd.addAll(arguments);
        Commands.Result r = Commands.run(cmd, Map.of(), null, 30);
        if (!r.ok()) {
            fail(String.join(" ", arguments) + " failed: " + r.output());
        }
    }

    /** Tears the cluster down (bounded; idempotent). */
    @Override
    public synchronized void close() {
        if (downTime != null) {
            return;
        }
        long t0 = System.nanoTime();
        stop(supervisor);
        // the supervisor removed everything; down also removes what it could not (and crashed runs' leftovers)
        Commands.Result down = Commands.run(List.of(script.toString(), "down", dir.toString(), "--timeout",
                Long.toString(DOWN_SECONDS)), Map.of(), null, DOWN_SECONDS + 30);
        downTime = Duration.ofNanos(System.nanoTime() - t0);
        if (!down.ok()) {
            log.append(down.output());
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: this is the hook
        }
        System.out.printf("test cluster: down in %.1f s%n", downTime.toMillis() / 1000.0);
    }

    /**
     * The processes of this machine that are in one of {@code namespaces} (each "PID: ns"), read from /proc: after
     * {@link #close()}, none.
     */
    static List<String> processesIn(Set<String> namespaces) {
        List<String> found = new ArrayList<>();
        try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), p -> p.getFileName().toString()
                .chars().allMatch(Character::isDigit))) {
            for (Path proc : procs) {
                for (String kind : List.of("net", "uts", "mnt", "ipc", "pid")) {
                    try {
                        String ns = Files.readSymbolicLink(proc.resolve("ns").resolve(kind)).toString();
                        if (namespaces.contains(ns)) {
                            found.add(proc.getFileName() + ": " + ns);
                        }
                    } catch (IOException e) {
                        // the process ended, or a kernel thread
                    }
                }
            }
        } catch (IOException e) {
            fail("cannot read /proc: " + e);
        }
        return found;
    }
}
