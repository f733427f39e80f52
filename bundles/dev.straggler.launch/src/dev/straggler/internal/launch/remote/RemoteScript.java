package dev.straggler.internal.launch.remote;

import static dev.straggler.internal.launch.remote.SshCommands.quote;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.straggler.launch.LaunchException;
import dev.straggler.launch.remote.RemoteJob;
import dev.straggler.launch.remote.RemoteTarget;

/**
 * The POSIX shell scripts a remote run sends through ssh. The run's directory is {@code DIR/.straggler/RUN} on the
 * remote side: the dump directory of {@code straggler diagnose}, with the diagnosis saved beside the dumps
 * ({@value #RESULT}, the job and its diagnosis as XMI, symbolized there where the binaries are) and two small files
 * that let a terminate reach the run ({@value #PGID}: the ssh session's process group; {@value #BATCH_JOB}: the batch
 * job's id). Directly, the diagnosis runs in the ssh session; as a batch job, the session writes a batch script, submits
 * it with {@code sbatch}, follows its output file ({@code tail -f}) until {@code squeue} no longer lists the job, and
 * ends with the diagnosis' exit code.
 */
public final class RemoteScript {

    /** The job and its diagnosis, saved by {@code straggler diagnose --save} in the run's directory. */
    public static final String RESULT = "diagnosis.straggler";
    /** The remote ssh session's process group, for a terminate. */
    public static final String PGID = "remote.pgid";
    /** The batch job's id (batch runs). */
    public static final String BATCH_JOB = "batch.jobid";
    /** Exit code of the remote script when the working directory cannot be entered or the run directory made. */
    public static final int NO_DIRECTORY = 97;

    private final RemoteTarget target;
    private final RemoteJob job;
    private final String run;

    public RemoteScript(RemoteTarget target, RemoteJob job, String runName) throws LaunchException {
        if (!runName.matches("[A-Za-z0-9._-]+")) {
            throw new LaunchException("the run name '" + runName + "' must be letters, digits, '.', '_' and '-'");
        }
        if (job.executable() == null || job.executable().isBlank()) {
            throw new LaunchException("no executable is set: give the application's path on the remote machine");
        }
        if (job.ranks() < 1) {
            throw new LaunchException("the number of ranks must be at least 1 (it is " + job.ranks() + ")");
        }
        this.target = target;
        this.job = job;
        this.run = ".straggler/" + runName;
    }

    /** The run's directory relative to the working directory. */
    public String runDirectory() {
        return run;
    }

    /** The run's directory as scp names it on the remote side (relative paths are relative to the home directory). */
    public String remoteRunPath() {
        String dir = homeRelative(target.directory());
        return dir.equals(".") ? run : dir + (dir.endsWith("/") ? "" : "/") + run;
    }

    /** {@code ~} and {@code ~/x} as paths relative to the home directory, where ssh and scp start. */
    static String homeRelative(String dir) {
        if (dir.equals("~") || dir.equals("~/") || dir.isEmpty()) {
            return ".";
        }
        return dir.startsWith("~/") ? dir.substring(2) : dir;
    }

    /** {@code cd} into the working directory, with a message naming the host when it does not exist. */
    private String enter() {
        String dir = homeRelative(target.directory());
        return "cd " + quote(dir) + " 2>/dev/null || { echo \"straggler: the remote working directory " + dir.replace("\"", "")
                + " does not exist on $(hostname)\" >&2; exit " + NO_DIRECTORY + "; }\n";
    }

    /** The {@code straggler diagnose} command line of the remote side. */
    String diagnoseCommand() {
        List<String> args = new ArrayList<>();
        args.add("diagnose");
        args.add("--np");
        args.add(Integer.toString(job.ranks()));
        args.add("--launcher");
        args.add(job.launcher() == null || job.launcher().isBlank() ? "mpirun" : job.launcher());
        if (!job.launcherArguments().isEmpty()) {
            args.add("--launcher-args");
            args.add(String.join(" ", job.launcherArguments()));
        }
        if (job.timeoutSeconds() > 0) {
            args.add("--timeout");
            args.add(String.format(Locale.ROOT, "%s", job.timeoutSeconds() == Math.rint(job.timeoutSeconds())
                    ? Long.toString((long) job.timeoutSeconds()) : Double.toString(job.timeoutSeconds())));
        }
        args.add("--pdg");
        args.add(job.algorithm().getLiteral());
        if (job.inSitu()) {
            args.add("--in-situ");
        }
        args.addAll(List.of("--dump-dir", run, "--save", run + "/" + RESULT, "--", job.executable()));
        args.addAll(job.arguments());
        StringBuilder sb = new StringBuilder(target.stragglerCommand());
        for (String a : args) {
            sb.append(' ').append(SshCommands.quoteIfNeeded(a));
        }
        return sb.toString();
    }

    private String exports() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, String> e : job.environment().entrySet()) {
            if (e.getKey().matches("[A-Za-z_][A-Za-z0-9_]*")) {
                sb.append("export ").append(e.getKey()).append('=').append(quote(e.getValue())).append('\n');
            }
        }
        return sb.toString();
    }

    /** The script of the run: enter, make the run directory, remember the process group, diagnose. */
    public String runScript() {
        StringBuilder sb = new StringBuilder(enter());
        sb.append("run=").append(run).append('\n');
        sb.append("mkdir -p \"$run\" || exit ").append(NO_DIRECTORY).append('\n');
        sb.append("ps -o pgid= -p $$ 2>/dev/null | tr -d ' ' > \"$run/").append(PGID).append("\"\n");
        sb.append(exports());
        if (!target.batch()) {
            sb.append(diagnoseCommand()).append('\n');
            return sb.toString();
        }
        // a batch job: the script runs the diagnosis in the allocation and writes its exit code
        sb.append("cat > \"$run/job.sbatch\" <<'STRAGGLER_EOF'\n#!/bin/sh\n");
        sb.append(diagnoseCommand()).append('\n');
        sb.append("echo $? > ").append(run).append("/straggler.exit\nSTRAGGLER_EOF\n");
        List<String> sbatch = new ArrayList<>(List.of("sbatch", "--parsable", "--ntasks=" + job.ranks(),
                "--job-name=straggler", "--output=" + run + "/straggler.out"));
        sbatch.addAll(target.batchArguments());
        StringBuilder submit = new StringBuilder();
        for (String a : sbatch) {
            submit.append(SshCommands.quoteIfNeeded(a)).append(' ');
        }
        sb.append("job=$(").append(submit).append("\"$run/job.sbatch\") || exit 1\n");
        sb.append("job=${job%%;*}\n");
        sb.append("echo \"$job\" > \"$run/").append(BATCH_JOB).append("\"\n");
        sb.append("echo \"straggler: submitted batch job $job; its output ($(pwd)/$run/straggler.out) follows\"\n");
        sb.append(": >> \"$run/straggler.out\"\n");
        sb.append("tail -n +1 -f \"$run/straggler.out\" & tailpid=$!\n");
        sb.append("while squeue -h -j \"$job\" -t PD,R,CG,CF,S,RQ,RS -o %T 2>/dev/null | grep -q .; do sleep 2; done\n");
        sb.append("sleep 1; kill $tailpid 2>/dev/null\n");
        sb.append("if [ -s \"$run/straggler.exit\" ]; then exit \"$(cat \"$run/straggler.exit\")\"; fi\n");
        sb.append("echo \"straggler: batch job $job ended before the diagnosis finished (cancelled, or its time limit):"
                + " see its output above\" >&2\nexit 1\n");
        return sb.toString();
    }

    /** Stops the run: cancels its batch job, and ends the ssh session's process group (Straggler ends the job). */
    public String stopScript() {
        return enter().replace("exit " + NO_DIRECTORY, "exit 0") + "run=" + run + "\n"
                + "if [ -s \"$run/" + BATCH_JOB + "\" ]; then scancel \"$(cat \"$run/" + BATCH_JOB + "\")\" 2>/dev/null; fi\n"
                + "if [ -s \"$run/" + PGID + "\" ]; then kill -s TERM -- -\"$(cat \"$run/" + PGID + "\")\" 2>/dev/null; fi\n"
                + "exit 0\n";
    }

    /** The line the snapshot script ends with when the snapshot is saved: {@value}{@code snapshot-N}. */
    public static final String SNAPSHOT_TAKEN = "@@straggler snapshot ";

    /**
     * Takes a snapshot of the running job: the remote {@code straggler snapshot} (every task dumps into the run
     * directory's {@code snapshot-N/} and goes on; docs/dump-format.md "Snapshots") diagnoses it there, where the
     * binaries are, and saves the job and its diagnosis as {@code snapshot-N/}{@value #RESULT}; the script prints the
     * remote command's messages, then {@link #SNAPSHOT_TAKEN}{@code snapshot-N}, and ends with its exit code.
     */
    public String snapshotScript() {
        String saved = run + "/.snapshot-$$.straggler";
        return enter() + exports() + "run=" + run + "\n"
                + "out=$(" + target.stragglerCommand() + " snapshot --pdg " + job.algorithm().getLiteral() + " --save \""
                + saved + "\" \"$run\" 2>&1 >/dev/null)\n"
                + "rc=$?\n"
                + "printf '%s\\n' \"$out\"\n"
                + "s=$(printf '%s\\n' \"$out\" | sed -n 's/^straggler: \\(snapshot-[0-9][0-9]*\\): .*/\\1/p' | tail -n 1)\n"
                + "if [ \"$rc\" -eq 0 ] && [ -n \"$s\" ] && mv \"" + saved + "\" \"$run/$s/" + RESULT + "\"; then\n"
                + "  echo '" + SNAPSHOT_TAKEN + "'\"$s\"\n"
                + "fi\n"
                + "rm -f \"" + saved + "\"\n"
                + "exit $rc\n";
    }
}
