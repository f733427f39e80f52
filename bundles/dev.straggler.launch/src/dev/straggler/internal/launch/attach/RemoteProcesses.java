package dev.straggler.internal.launch.attach;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import dev.straggler.launch.attach.AttachTarget;

/**
 * Attach mode on another node, through a {@link RemoteShell}, one command per host and step (STAT's one daemon per
 * node): a snapshot of the node's processes (names, parents, rank variables) to find the ranks, and one gdb session
 * that attaches to the node's processes one after the other ({@code attach PID}, the commands, {@code detach}), so the
 * symbols of the program and its libraries are read once per node. The remote side needs only a POSIX shell, the
 * coreutils, grep and gdb.
 */
final class RemoteProcesses {

    private static final String MARK = "@@straggler ";
    /** The markers of a session's script; the commands' own markers pass through to their output. */
    private static final Set<String> SESSION_MARKS = Set.of("scope", "me", "proc", "attach", "end", "nogdb");

    private RemoteProcesses() {
    }

    /** A node's processes, or why they could not be read. */
    record Snapshot(AttachTargets.ProcessTable table, String error) {
    }

    /** The script that lists a node's processes: every /proc/N/stat, then the rank variables of every environment. */
    static String snapshotScript() {
        return "echo '" + RemoteShell.BEGIN + "'; cat /proc/sys/kernel/hostname; echo '" + MARK + "stat';"
                + " cat /proc/[0-9]*/stat 2>/dev/null; echo; echo '" + MARK + "env';"
                + " grep -a -z -H -E '^(" + String.join("|", AttachTargets.RANK_VARIABLES) + ")=' /proc/[0-9]*/environ"
                + " 2>/dev/null | tr '\\0' '\\n'; echo '" + MARK + "end'";
    }

    static Snapshot snapshot(RemoteShell rsh, String host, long timeoutSeconds) {
        RemoteShell.Result r = rsh.run(host, snapshotScript(), timeoutSeconds);
        if (r.error() != null) {
            return new Snapshot(null, r.error());
        }
        if (!r.output().contains(MARK + "end")) {
            return new Snapshot(null, "host " + host + " did not list its processes ("
                    + RemoteShell.lastLine(r.output()) + "): attach mode needs a POSIX shell with cat, grep and tr"
                    + " on the nodes");
        }
        return new Snapshot(parseSnapshot(host, r.output()), null);
    }

    /** The process table of a snapshot's output. */
    static AttachTargets.ProcessTable parseSnapshot(String host, String output) {
        Map<Long, Long> parent = new HashMap<>();
        Map<Long, String> name = new HashMap<>();
        Map<Long, Map<String, String>> env = new HashMap<>();
        String section = "";
        for (String line : output.split("\n")) {
            if (line.startsWith(MARK)) {
                section = line.substring(MARK.length()).strip();
                continue;
            }
            if (section.equals("stat")) {
                int open = line.indexOf(" (");
                int close = line.lastIndexOf(')');
                if (open <= 0 || close < open) {
                    continue;
                }
                try {
                    long pid = Long.parseLong(line.substring(0, open).strip());
                    String[] rest = line.substring(close + 1).strip().split(" ");
                    name.put(pid, line.substring(open + 2, close));
                    parent.put(pid, Long.parseLong(rest[1]));
                } catch (RuntimeException e) {
                    // a truncated line: a process that ended while it was read
                }
            } else if (section.equals("env") && line.startsWith("/proc/")) {
                int slash = line.indexOf('/', 6);
                int colon = line.indexOf(":", slash);
                int eq = line.indexOf('=', colon);
                if (slash < 0 || colon < 0 || eq < 0) {
                    continue;
                }
                try {
                    long pid = Long.parseLong(line.substring(6, slash));
                    env.computeIfAbsent(pid, k -> new HashMap<>()).put(line.substring(colon + 1, eq),
                            line.substring(eq + 1));
                } catch (NumberFormatException e) {
                    // not a process directory
                }
            }
        }
        Map<Long, List<Long>> children = new HashMap<>();
        parent.forEach((pid, ppid) -> children.computeIfAbsent(ppid, k -> new ArrayList<>()).add(pid));
        children.values().forEach(l -> l.sort(null));
        return new AttachTargets.ProcessTable() {
            @Override
            public Map<Long, List<Long>> children() {
                return children;
            }

            @Override
            public boolean exists(long pid) {
                return name.containsKey(pid);
            }

            @Override
            public String name(long pid) {
                return name.getOrDefault(pid, "");
            }

            @Override
            public Integer rank(long pid) {
                Map<String, String> e = env.get(pid);
                return e == null ? null : AttachTargets.rank(e);
            }

            @Override
            public String host() {
                return host;
            }
        };
    }

    /**
     * The script of one gdb session on a node: the facts that explain a refused attach (Yama's ptrace_scope, the
     * shell's uid and capabilities, each process's tracer and owner), then gdb attaching to each process in turn,
     * bounded by {@code timeout} when the node has {@code timeout}.
     */
    static String sessionScript(List<AttachTarget> targets,
            Function<AttachTarget, List<String>> commands, long timeoutSeconds) {
        StringBuilder pids = new StringBuilder();
        List<String> gdb = new ArrayList<>(List.of("gdb", "-batch", "-nx"));
        for (String c : GdbStacks.SETTINGS) {
            gdb.add("-ex");
            gdb.add(c);
        }
        gdb.add("-ex");
        gdb.add("set exec-file-mismatch reload");
        for (AttachTarget t : targets) {
            pids.append(' ').append(t.pid());
            for (String c : sessionCommands(t, commands.apply(t))) {
                gdb.add("-ex");
                gdb.add(c);
            }
        }
        StringBuilder gdbLine = new StringBuilder();
        for (String w : gdb) {
            gdbLine.append(gdbLine.length() == 0 ? "" : " ").append(RemoteShell.quote(w));
        }
        return "echo '" + RemoteShell.BEGIN + "';"
                + " echo \"" + MARK + "scope $(cat /proc/sys/kernel/yama/ptrace_scope 2>/dev/null)\";"
                + " echo \"" + MARK + "me $(id -u) $(sed -n 's/^CapEff:[[:space:]]*//p' /proc/self/status)\";"
                + " for p in" + pids + "; do"
                + " t=$(sed -n 's/^TracerPid:[[:space:]]*//p' /proc/$p/status 2>/dev/null);"
                + " u=$(sed -n 's/^Uid:[[:space:]]*\\([0-9]*\\).*/\\1/p' /proc/$p/status 2>/dev/null); n=;"
                + " if [ -n \"$t\" ] && [ \"$t\" != 0 ]; then n=$(cat /proc/$t/comm 2>/dev/null); fi;"
                + " echo \"" + MARK + "proc $p ${t:--1} ${u:--1} $n\"; done;"
                + " if ! command -v gdb >/dev/null 2>&1; then echo '" + MARK + "nogdb'; exit 0; fi;"
                + " to=; if command -v timeout >/dev/null 2>&1; then to=\"timeout -s TERM " + timeoutSeconds + "\"; fi;"
                + " LC_ALL=C DEBUGINFOD_URLS= $to " + gdbLine + " </dev/null 2>&1;"
                + " echo \"" + MARK + "end $?\"";
    }

    /** The gdb commands for one process of a session: a marker, attach, the commands, detach. */
    private static List<String> sessionCommands(AttachTarget t, List<String> commands) {
        List<String> out = new ArrayList<>();
        out.add("echo \\n" + MARK + "attach " + t.pid() + "\\n");
        out.add("attach " + t.pid());
        out.addAll(commands);
        out.add("detach");
        return out;
    }

    /**
     * Runs {@code commands} of each target (all on {@code host}) in one gdb session there; one
     * {@link GdbStacks.Attached} per target, in the targets' order. A host-wide failure (unreachable, no gdb, timeout) is every target's error.
     */
    static List<GdbStacks.Attached> session(RemoteShell rsh, String host, List<AttachTarget> targets,
            Function<AttachTarget, List<String>> commands, long timeoutSeconds) {
        RemoteShell.Result r = rsh.run(host, sessionScript(targets, commands, timeoutSeconds), timeoutSeconds + 15);
        List<GdbStacks.Attached> out = new ArrayList<>();
        String error = r.error();
        String output = r.output();
        if (error == null && output.contains(MARK + "nogdb")) {
            error = "gdb is not installed on " + host + " (attach mode reads the stacks with it there): apt-get install"
                    + " gdb (or dnf install gdb) on the nodes, or put it on the PATH of a non-interactive shell there";
        } else if (error == null && output.contains(MARK + "end 124")) {
            error = "gdb did not finish within " + timeoutSeconds + " s on " + host
                    + " (a large program loads its symbols slowly: raise --attach-timeout)";
        } else if (error == null && !output.contains(MARK + "end ")) {
            error = "the gdb session on " + host + " ended early: " + RemoteShell.lastLine(output);
        }
        if (error != null) {
            for (AttachTarget t : targets) {
                out.add(new GdbStacks.Attached("", error, null));
            }
            return out;
        }
        int scope = -1;
        boolean root = false;
        long me = -1;
        Map<Long, long[]> status = new HashMap<>(); // pid -> {tracer, owner}
        Map<Long, String> tracerName = new HashMap<>();
        Map<Long, StringBuilder> perPid = new LinkedHashMap<>();
        StringBuilder current = null;
        for (String line : output.split("\n")) {
            String[] f = line.startsWith(MARK) ? line.substring(MARK.length()).strip().split("\\s+") : null;
            if (f != null && SESSION_MARKS.contains(f[0])) {
                try {
                    switch (f[0]) {
                    case "scope" -> scope = f.length > 1 ? Integer.parseInt(f[1]) : -1;
                    case "me" -> {
                        me = Long.parseLong(f[1]);
                        root = me == 0 && (f.length < 3 || (Long.parseUnsignedLong(f[2], 16) & (1L << 19)) != 0);
                    }
                    case "proc" -> {
                        long pid = Long.parseLong(f[1]);
                        status.put(pid, new long[] { Long.parseLong(f[2]), Long.parseLong(f[3]) });
                        tracerName.put(pid, f.length > 4 ? f[4] : "");
                    }
                    case "attach" -> {
                        current = new StringBuilder();
                        perPid.put(Long.parseLong(f[1]), current);
                    }
                    case "end" -> current = null;
                    default -> {
                    }
                    }
                } catch (RuntimeException e) {
                    // a line the script did not write as expected: the facts stay unknown
                }
                continue;
            }
            if (current != null) {
                current.append(line).append('\n');
            }
        }
        for (AttachTarget t : targets) {
            long[] st = status.getOrDefault(t.pid(), new long[] { -1, -1 });
            PtraceDiagnosis.Facts facts = new PtraceDiagnosis.Facts(t.pid(), " on " + host, st[0],
                    tracerName.getOrDefault(t.pid(), ""), scope, root, st[1], me);
            String tracer = PtraceDiagnosis.otherTracer(facts);
            StringBuilder text = perPid.get(t.pid());
            if (tracer != null) {
                out.add(new GdbStacks.Attached("", tracer, facts));
            } else {
                out.add(new GdbStacks.Attached(text == null ? "" : text.toString(), null, facts));
            }
        }
        return out;
    }
}
