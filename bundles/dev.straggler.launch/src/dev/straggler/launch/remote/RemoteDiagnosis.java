package dev.straggler.launch.remote;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import dev.straggler.core.progress.DumpAnalysis;
import dev.straggler.internal.launch.attach.BoundedProcess;
import dev.straggler.internal.launch.remote.RemoteProcess;
import dev.straggler.internal.launch.remote.RemoteScript;
import dev.straggler.internal.launch.remote.SshCommands;
import dev.straggler.launch.JobRunner;
import dev.straggler.launch.LaunchException;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Job;
import dev.straggler.model.dump.ReducedDump;
import dev.straggler.model.dump.StragglerResources;

/**
 * A diagnosis run on another machine: the headless {@code straggler diagnose} of the remote side, started through the
 * system's {@code ssh} ({@link #start()}: its output is the returned process's, for a console), then the run's
 * directory brought back with {@code scp} ({@link #fetch}) and loaded here ({@link #load}): the job and the diagnosis
 * the remote side computed and symbolized (the binaries are there), the sources mapped to this machine's copy. Nothing
 * runs on the remote side but the user's own Straggler; nothing but ssh, scp and the user's keys is needed here.
 */
public final class RemoteDiagnosis {

    /** ssh's exit code when it could not connect or authenticate. */
    public static final int SSH_FAILED = 255;
    /** The remote shell's exit code when the Straggler command was not found. */
    public static final int COMMAND_NOT_FOUND = 127;

    /** A loaded remote diagnosis. */
    public record Result(Job job, Diagnosis diagnosis, boolean inSitu, Path directory) {
    }

    private final RemoteTarget target;
    private final RemoteJob job;
    private final SshCommands ssh;
    private final RemoteScript script;
    private final String runName;

    private RemoteDiagnosis(RemoteTarget target, RemoteJob job, SshCommands ssh, RemoteScript script, String runName) {
        this.target = target;
        this.job = job;
        this.ssh = ssh;
        this.script = script;
        this.runName = runName;
    }

    /**
     * Checks the target and the job and builds the commands; nothing runs yet.
     *
     * @param runName the run's name, the leaf of its directory on both sides (letters, digits, {@code . _ -})
     * @throws LaunchException naming what to fix
     */
    public static RemoteDiagnosis prepare(RemoteTarget target, RemoteJob job, String runName) throws LaunchException {
        SshCommands ssh = new SshCommands(target.host(), target.sshOptions());
        if (!target.sources().isEmpty() && !target.sources().remotePrefix().startsWith("/")) {
            throw new LaunchException("the remote source prefix '" + target.sources().remotePrefix() + "' must be an"
                    + " absolute path (as the remote build's debug information names the sources)");
        }
        return new RemoteDiagnosis(target, job, ssh, new RemoteScript(target, job, runName), runName);
    }

    public RemoteTarget target() {
        return target;
    }

    public String runName() {
        return runName;
    }

    /** The job's number of tasks. */
    public int ranks() {
        return job.ranks();
    }

    /** The ssh command that runs the diagnosis. */
    public List<String> command() {
        return ssh.ssh(script.runScript());
    }

    /** The script the remote side runs (for the record, and for tests). */
    public String remoteScript() {
        return script.runScript();
    }

    /** The run's directory on the remote side, as the user would name it. */
    public String remoteRunDirectory() {
        String dir = target.directory();
        return (dir.equals(".") ? "~" : dir.endsWith("/") ? dir.substring(0, dir.length() - 1) : dir) + "/"
                + script.runDirectory();
    }

    /** The command a user runs to check that the host is reachable without a password. */
    public String probeCommand() {
        return ssh.probe();
    }

    /**
     * Starts the remote run. Standard output and error are the remote side's (ssh's own errors included); the process
     * ends with the remote {@code straggler diagnose}'s exit code (0: diagnosed; the job's own code when it did not
     * hang; {@link #SSH_FAILED}, {@link #COMMAND_NOT_FOUND}). {@link Process#destroy()} stops the run on the remote
     * side as well.
     */
    public Process start() throws LaunchException {
        ProcessBuilder pb = new ProcessBuilder(command()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        try {
            return new RemoteProcess(pb.start(), this::stopRemote);
        } catch (IOException e) {
            throw new LaunchException("cannot run ssh (" + e.getMessage() + "): install the OpenSSH client (e.g."
                    + " apt-get install openssh-client)", e);
        }
    }

    private void stopRemote() {
        BoundedProcess.run(new ProcessBuilder(ssh.ssh(script.stopScript())), 15, "ssh-stop");
    }

    /**
     * Takes a snapshot of the remote job (Diagnose Now; the job goes on): the remote {@code straggler snapshot}
     * diagnoses it where the binaries are ({@link RemoteScript#snapshotScript()}), then its directory is copied into
     * this run's copy under {@code localParent}, bounded by {@code timeoutSeconds} each; returns the local snapshot
     * directory ({@code localParent/RUN/snapshot-N}), for {@link #load(Path)}.
     *
     * @throws LaunchException naming what the remote side said, or the ssh/scp failure
     */
    public Path snapshot(Path localParent, long timeoutSeconds) throws LaunchException {
        BoundedProcess.Outcome o = BoundedProcess.run(new ProcessBuilder(ssh.ssh(script.snapshotScript())),
                timeoutSeconds, "ssh-snapshot");
        if (o.startFailure() != null) {
            throw new LaunchException("cannot run ssh (" + o.startFailure() + "): install the OpenSSH client");
        }
        String out = o.output();
        int taken = out.lastIndexOf(RemoteScript.SNAPSHOT_TAKEN);
        if (!o.finished() || o.exitValue() != 0 || taken < 0) {
            String why = o.timedOut() ? "no answer within " + timeoutSeconds + " s"
                    : o.exitValue() == SSH_FAILED ? "ssh: " + lastLine(out) + "; check that '" + ssh.probe()
                            + "' works without a password"
                            : lastLine(out.replace(RemoteScript.SNAPSHOT_TAKEN, ""));
            throw new LaunchException("cannot take a snapshot of the job on " + ssh.host() + " (" + why + ")");
        }
        String name = out.substring(taken + RemoteScript.SNAPSHOT_TAKEN.length()).strip().split("\\s+")[0];
        Path localRun = localParent.resolve(runName);
        try {
            Files.createDirectories(localRun);
        } catch (IOException e) {
            throw new LaunchException("cannot create " + localRun + " for the snapshot: " + e.getMessage(), e);
        }
        BoundedProcess.Outcome copy = BoundedProcess.run(new ProcessBuilder(
                ssh.scpFrom(script.remoteRunPath() + "/" + name, localRun.toString())), timeoutSeconds, "scp");
        Path local = localRun.resolve(name);
        if (!copy.finished() || copy.exitValue() != 0 || !Files.isDirectory(local)) {
            throw new LaunchException("cannot copy " + ssh.host() + ":" + remoteRunDirectory() + "/" + name + " here ("
                    + (copy.timedOut() ? "no end within " + timeoutSeconds + " s" : "scp: " + lastLine(copy.output()))
                    + ")");
        }
        return local;
    }

    /**
     * Copies the run's directory from the remote side into {@code localParent} (scp -r), bounded by
     * {@code timeoutSeconds}; returns the local copy, {@code localParent/RUN}.
     *
     * @throws LaunchException when scp fails (the message quotes it and names the command to check)
     */
    public Path fetch(Path localParent, long timeoutSeconds) throws LaunchException {
        try {
            Files.createDirectories(localParent);
        } catch (IOException e) {
            throw new LaunchException("cannot create " + localParent + " for the remote run's results: " + e.getMessage(), e);
        }
        Path local = localParent.resolve(runName);
        BoundedProcess.Outcome o = BoundedProcess.run(
                new ProcessBuilder(ssh.scpFrom(script.remoteRunPath(), localParent.toString())), timeoutSeconds, "scp");
        if (o.startFailure() != null) {
            throw new LaunchException("cannot run scp (" + o.startFailure() + "): install the OpenSSH client");
        }
        if (!o.finished() || o.exitValue() != 0 || !Files.isDirectory(local)) {
            throw new LaunchException("cannot copy " + ssh.host() + ":" + remoteRunDirectory() + " here ("
                    + (o.timedOut() ? "no end within " + timeoutSeconds + " s" : "scp: " + lastLine(o.output()))
                    + "); check that '" + ssh.probe() + "' works without a password");
        }
        return local;
    }

    /**
     * Loads the copied run: the job and diagnosis the remote side saved ({@code diagnosis.straggler}), else the dumps
     * diagnosed here; sources are mapped with the target's {@link SourcePathMap}. Null when the run has no dump (the
     * job did not hang).
     *
     * @throws IOException with a message for the user when the files cannot be read
     */
    public Result load(Path localRun) throws IOException {
        return load(localRun, target.sources());
    }

    /** {@link #load(Path)} of a run directory copied earlier, with {@code sources} mapped. */
    public static Result load(Path dir, SourcePathMap sources) throws IOException {
        Path saved = dir.resolve(RemoteScript.RESULT);
        boolean inSitu = Files.isRegularFile(dir.resolve(ReducedDump.FILE_NAME));
        Job job;
        Diagnosis diagnosis;
        if (Files.isRegularFile(saved)) {
            job = StragglerResources.loadXmi(saved);
            if (job.getDiagnoses().isEmpty()) {
                throw new IOException(saved + " holds no diagnosis: the remote straggler did not finish it");
            }
            diagnosis = job.getDiagnoses().get(job.getDiagnoses().size() - 1);
        } else if (JobRunner.hasDumps(dir)) {
            // the remote side dumped but did not diagnose (it was stopped): diagnose here; frames of binaries that
            // exist only there stay unresolved
            DumpAnalysis.Result r = DumpAnalysis.analyze(dir, dev.straggler.model.PdgAlgorithm.SEMI_DIST, false);
            job = r.job();
            diagnosis = r.diagnosis();
        } else {
            return null;
        }
        sources.apply(job);
        job.setDumpDir(dir.toString());
        return new Result(job, diagnosis, inSitu, dir);
    }

    /** A short explanation of a remote run's exit code that is not a diagnosis, or null for a job's own code. */
    public String explainExit(int code) {
        return switch (code) {
        case SSH_FAILED -> "ssh could not reach " + ssh.host() + ": check that '" + ssh.probe()
                + "' works without a password (keys or an agent; the IDE cannot answer prompts)";
        case COMMAND_NOT_FOUND -> "the remote Straggler command '" + target.stragglerCommand() + "' was not found on "
                + ssh.host() + ": install Straggler there or give its full path on the Remote tab";
        case RemoteScript.NO_DIRECTORY -> "the remote working directory " + target.directory() + " does not exist on "
                + ssh.host() + ": fix it on the Remote tab";
        default -> null;
        };
    }

    private static String lastLine(String text) {
        String s = text.strip();
        return s.isEmpty() ? "no message" : s.substring(s.lastIndexOf('\n') + 1).strip();
    }

    /** A short label of the run for a console: {@code ssh HOST straggler diagnose (batch job)}. */
    public String describe() {
        return "ssh " + ssh.host() + " " + target.stragglerCommand() + " diagnose" + (target.batch() ? " (batch job)" : "");
    }
}
