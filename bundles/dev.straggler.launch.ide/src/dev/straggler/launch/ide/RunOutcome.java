package dev.straggler.launch.ide;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.debug.core.ILaunch;
import org.eclipse.osgi.util.NLS;

import dev.straggler.launch.JobSpec;

/**
 * How a launched run ended, as the user is told (issue 14: every run ends with a visible outcome): finished normally
 * with its exit code, a hang diagnosed (or a diagnosis on request), crashed (which rank, which signal, when the
 * launcher said), ended with an error code, or no dumps (and why). Classified here, from the exit code and the
 * launcher's output; the UI only shows {@link #headline()}.
 *
 * @param launch            the launch (null without one)
 * @param configurationName the launch configuration's name
 * @param kind              the outcome's kind
 * @param exitCode          the job's exit code, null while it still runs
 * @param detail            what happened, one sentence (without the run's name)
 * @param time              when the outcome was known
 */
public record RunOutcome(ILaunch launch, String configurationName, Kind kind, Integer exitCode, String detail,
        Instant time) {

    /** The kinds of outcome. */
    public enum Kind {
        /** Exit code 0, no hang. */
        FINISHED,
        /** A hang was detected and diagnosed. */
        HANG_DIAGNOSED,
        /** The user asked for a diagnosis (Diagnose Now) of a job that was not detected as hung. */
        DIAGNOSED_ON_REQUEST,
        /** A task died of a signal. */
        CRASHED,
        /** A non-zero exit code without a signal. */
        FAILED,
        /** A dump was expected but none came. */
        NO_DUMPS
    }

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    /** Open MPI: "mpirun noticed that process rank 1 with PID 123 on node n exited on signal 11 (Segmentation fault)." */
    private static final Pattern OMPI_SIGNAL = Pattern.compile(
            "process rank (\\d+) with PID \\d+ on node \\S+ exited on signal (\\d+)(?: \\(([^)]+)\\))?");
    /** MPICH (Hydra): "=   RANK 1 PID 123 RUNNING AT host" ... "=   KILLED BY SIGNAL: 11 (Segmentation fault)". */
    private static final Pattern MPICH_SIGNAL = Pattern.compile(
            "RANK (\\d+) PID \\d+ RUNNING AT \\S+\\s*\\n[=\\s]*KILLED BY SIGNAL: (\\d+)(?: \\(([^)]+)\\))?");
    private static final Map<Integer, String> SIGNALS = Map.of(4, "SIGILL", 6, "SIGABRT", 7, "SIGBUS", 8, "SIGFPE", 9,
            "SIGKILL", 11, "SIGSEGV", 13, "SIGPIPE", 15, "SIGTERM");

    /**
     * The outcome of a job that ended without a dump: finished (0), crashed (a signal: from the launcher's
     * {@code output} which rank, else from the exit code 128+n), or failed (another exit code).
     */
    public static RunOutcome ended(ILaunch launch, String name, int exitCode, String output) {
        String out = output == null ? "" : output;
        if (exitCode == 0) {
            return new RunOutcome(launch, name, Kind.FINISHED, exitCode, Messages.Outcome_finished,
                    Instant.now());
        }
        for (Pattern p : new Pattern[] { OMPI_SIGNAL, MPICH_SIGNAL }) {
            Matcher m = p.matcher(out);
            if (m.find()) {
                int sig = Integer.parseInt(m.group(2));
                return new RunOutcome(launch, name, Kind.CRASHED, exitCode, NLS.bind(Messages.Outcome_rankCrashed,
                        new Object[] { m.group(1), signal(sig, m.group(3)), exitCode }), Instant.now());
            }
        }
        if (exitCode > 128 && exitCode < 160) {
            return new RunOutcome(launch, name, Kind.CRASHED, exitCode,
                    NLS.bind(Messages.Outcome_taskCrashed, signal(exitCode - 128, null), exitCode), Instant.now());
        }
        return new RunOutcome(launch, name, Kind.FAILED, exitCode, NLS.bind(Messages.Outcome_failed, exitCode),
                Instant.now());
    }

    /** The outcome of a diagnosed job: a hang, or a diagnosis the user asked for while the job was not hung. */
    public static RunOutcome diagnosed(ILaunch launch, String name, boolean onRequest, Integer exitCode, String lp) {
        String ended = exitCode == null ? "" : exitCode == JobSpec.HANG_EXIT_CODE
                ? NLS.bind(Messages.Outcome_endedByStraggler, exitCode)
                : NLS.bind(Messages.Outcome_jobEnded, exitCode);
        if (onRequest) {
            return new RunOutcome(launch, name, Kind.DIAGNOSED_ON_REQUEST, exitCode,
                    NLS.bind(Messages.Outcome_diagnosedOnRequest, lp, ended), Instant.now());
        }
        return new RunOutcome(launch, name, Kind.HANG_DIAGNOSED, exitCode,
                NLS.bind(Messages.Outcome_hangDiagnosed, lp, ended),
                Instant.now());
    }

    /**
     * A snapshot of the running job (Diagnose Now; {@code detail} says what it found): a diagnosis on request while the
     * job goes on, so no exit code.
     */
    public static RunOutcome snapshot(ILaunch launch, String name, String detail) {
        return new RunOutcome(launch, name, Kind.DIAGNOSED_ON_REQUEST, null, detail, Instant.now());
    }

    /** A dump was expected (a hang detected, or Diagnose Now) but none came: {@code why}. */
    public static RunOutcome noDumps(ILaunch launch, String name, Integer exitCode, String why) {
        return new RunOutcome(launch, name, Kind.NO_DUMPS, exitCode, NLS.bind(Messages.Outcome_noDumps, why),
                Instant.now());
    }

    private static String signal(int n, String description) {
        String name = SIGNALS.get(n);
        if (name == null) {
            String s = NLS.bind(Messages.Outcome_signal, n);
            return description == null ? s : NLS.bind(Messages.Outcome_signalDescribed, s, description);
        }
        return description == null ? NLS.bind(Messages.Outcome_namedSignal, name, n)
                : NLS.bind(Messages.Outcome_namedSignalDescribed, new Object[] { name, description, n });
    }

    /** "ring · 2026-11-23 21:50:03: finished normally (exit code 0), no hang". */
    public String headline() {
        return NLS.bind(Messages.Outcome_headline, new Object[] { configurationName,
            TIME.format(time.atZone(ZoneId.systemDefault())), detail });
    }
}
