package dev.straggler.launch;

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
     * Why attaching to {@code pid} was refused: another tracer, Yama's
     * {@code ptrace_scope} (a non-root user cannot trace a process that is not its descendant), another user's
     * process. {@code null} when none is known.
     */
    public static String refusalCause(long pid) {
        String tracer = otherTracer(pid);
        if (tracer != null) {
            return tracer;
        }
        boolean root = isRoot();
        int scope = yamaScope();
        if (scope == 3) {
            return "cannot attach to process " + pid + ": /proc/sys/kernel/yama/ptrace_scope is 3 (no process may be"
                    + " traced until the next reboot); reboot with a lower setting, then"
                    + " 'echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope'";
        }
        if (scope == 2 && !root) {
            return "cannot attach to process " + pid + ": /proc/sys/kernel/yama/ptrace_scope is 2 (only root, or a"
                    + " process with CAP_SYS_PTRACE, may trace); run straggler as root, or"
                    + " 'echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope'";
        }
        long owner = statusUid(pid);
        long me = statusUid(ProcessHandle.current().pid());
        if (!root && owner >= 0 && me >= 0 && owner != me) {
            return "cannot attach to process " + pid + ": it belongs to user " + owner + ", straggler runs as user " + me
                    + "; run straggler as the job's user (or with CAP_SYS_PTRACE)";
        }
        if (scope == 1 && !root) {
            return "cannot attach to process " + pid + ": /proc/sys/kernel/yama/ptrace_scope is 1 (a process may only"
                    + " trace its own descendants); 'echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope' (until the"
                    + " next reboot), or run straggler as root or with CAP_SYS_PTRACE";
        }
        return null;
    }

    /** The message when {@code pid} is already traced by another process (a debugger, strace, a tool), else null. */
    public static String otherTracer(long pid) {
        long tracer = statusField(pid, "TracerPid");
        if (tracer > 0) {
            return "process " + pid + " is already traced by process " + tracer + " (" + AttachTargets.name(tracer)
                    + "): a process has one tracer at a time; detach that debugger or stop that tool, then try again";
        }
        return null;
    }

    /** When the kernel refused and no specific cause is known (typically a container without CAP_SYS_PTRACE). */
    public static String generic(long pid) {
        return "cannot attach to process " + pid + ": the kernel refused ptrace (Operation not permitted) although"
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
