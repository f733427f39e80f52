package dev.straggler.internal.launch.attach;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Why the kernel refuses to let us trace a process, and the fix: the most common failure of stack tools on Linux
 * (Yama's {@code ptrace_scope}, another tracer, another user, a container without {@code CAP_SYS_PTRACE}).
 */
public final class PtraceDiagnosis {

    private PtraceDiagnosis() {
    }

    /**
     * What decides whether a tracer may attach to a process, read from {@code /proc} on the process's host.
     *
     * @param where      "" on this machine, " on HOST" for another node (put after the process in the messages)
     * @param tracerPid  the process's current tracer, 0 when none, -1 when unknown
     * @param tracerName the tracer's process name ("" when unknown)
     * @param scope      Yama's {@code ptrace_scope}, -1 when Yama is not there
     * @param root       whether the tracer runs as root with {@code CAP_SYS_PTRACE}
     * @param owner      the process's real uid, -1 when unknown
     * @param me         the tracer's real uid, -1 when unknown
     */
    public record Facts(long pid, String where, long tracerPid, String tracerName, int scope, boolean root, long owner,
            long me) {
    }

    /** The facts of a process of this machine. */
    private static Facts local(long pid) {
        long tracer = statusField(pid, "TracerPid");
        return new Facts(pid, "", tracer, tracer > 0 ? AttachTargets.name(tracer) : "", yamaScope(), isRoot(),
                statusUid(pid), statusUid(ProcessHandle.current().pid()));
    }

    /**
     * Why attaching to {@code pid} was refused: another tracer, Yama's
     * {@code ptrace_scope} (a non-root user cannot trace a process that is not its descendant), another user's
     * process. {@code null} when none is known.
     */
    public static String refusalCause(long pid) {
        return refusalCause(local(pid));
    }

    /** Why the attach described by {@code f} was refused, {@code null} when none of the known causes applies. */
    public static String refusalCause(Facts f) {
        String tracer = otherTracer(f);
        if (tracer != null) {
            return tracer;
        }
        String what = "cannot attach to process " + f.pid() + f.where();
        String yama = "/proc/sys/kernel/yama/ptrace_scope" + f.where();
        if (f.scope() == 3) {
            return what + ": " + yama + " is 3 (no process may be traced until the next reboot); reboot with a lower"
                    + " setting, then 'echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope'";
        }
        if (f.scope() == 2 && !f.root()) {
            return what + ": " + yama + " is 2 (only root, or a process with CAP_SYS_PTRACE, may trace); run straggler"
                    + " (or, for another node, its remote shell) as root, or"
                    + " 'echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope'";
        }
        if (!f.root() && f.owner() >= 0 && f.me() >= 0 && f.owner() != f.me()) {
            return what + ": it belongs to user " + f.owner() + ", gdb runs as user " + f.me()
                    + "; run straggler as the job's user (or with CAP_SYS_PTRACE)";
        }
        if (f.scope() == 1 && !f.root()) {
            return what + ": " + yama + " is 1 (a process may only trace its own descendants);"
                    + " 'echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope' (until the next reboot), or run gdb as"
                    + " root or with CAP_SYS_PTRACE";
        }
        return null;
    }

    /** The message when {@code pid} is already traced by another process (a debugger, strace, a tool), else null. */
    public static String otherTracer(long pid) {
        long tracer = statusField(pid, "TracerPid");
        return tracer > 0 ? otherTracer(new Facts(pid, "", tracer, AttachTargets.name(tracer), -1, false, -1, -1))
                : null;
    }

    /** The message when the process of {@code f} already has a tracer, else null. */
    public static String otherTracer(Facts f) {
        if (f.tracerPid() > 0) {
            return "process " + f.pid() + f.where() + " is already traced by process " + f.tracerPid() + " ("
                    + f.tracerName() + "): a process has one tracer at a time; detach that debugger or stop that tool,"
                    + " then try again";
        }
        return null;
    }

    /**
     * When the kernel refused and no specific cause is known (typically a container without CAP_SYS_PTRACE);
     * {@code where} is "" on this machine, " on HOST" for another node.
     */
    public static String generic(long pid, String where) {
        return "cannot attach to process " + pid + where + ": the kernel refused ptrace (Operation not permitted) although"
                + " ptrace_scope, the user and the tracer allow it; in a container, run it with --cap-add=SYS_PTRACE"
                + " (and a seccomp profile that allows ptrace), or run straggler with CAP_SYS_PTRACE";
    }

    /** Yama's ptrace_scope, -1 when Yama is not there. */
    static int yamaScope() {
        try {
            return Integer.parseInt(Files.readString(Path.of("/proc/sys/kernel/yama/ptrace_scope")).strip());
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    private static boolean isRoot() {
        return statusUid(ProcessHandle.current().pid()) == 0 && hasCapSysPtrace();
    }

    private static boolean hasCapSysPtrace() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("CapEff:")) {
                    long caps = Long.parseUnsignedLong(line.substring(7).strip(), 16);
                    return (caps & (1L << 19)) != 0; // CAP_SYS_PTRACE
                }
            }
        } catch (IOException | RuntimeException e) {
            // unknown: assume yes
        }
        return true;
    }

    private static long statusField(long pid, String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
                if (line.startsWith(field + ":")) {
                    return Long.parseLong(line.substring(field.length() + 1).strip().split("\\s+")[0]);
                }
            }
        } catch (IOException | RuntimeException e) {
            // gone or unreadable
        }
        return -1;
    }

    /** The real uid of a process, -1 when unknown. */
    private static long statusUid(long pid) {
        return statusField(pid, "Uid");
    }
}
