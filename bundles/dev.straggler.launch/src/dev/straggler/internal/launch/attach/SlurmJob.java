package dev.straggler.internal.launch.attach;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.straggler.launch.LaunchException;

/**
 * {@code --attach slurm:JOBID[.STEP]}: the tasks of a running Slurm job from its id alone, as STAT users asked for.
 * The job's state and nodes come from {@code squeue -j JOBID} (expanded with {@code scontrol show hostnames}), run on
 * this machine (a login node); each node's tasks from {@code scontrol listpids JOBID} run <em>on that node</em> (it reads
 * the node's slurmstepd sockets; it has no remote mode), nodes in parallel, through the remote shell — by default
 * {@code srun --overlap --jobid=JOBID -w NODE -N1 -n1}, an extra step of the job itself, which needs neither ssh nor
 * keys on the nodes (Slurm 20.11 or newer). The listing step's own processes, the batch script and the extern step are
 * left out; a node that cannot be read is a note, the other nodes' tasks are still found.
 */
public final class SlurmJob {

    private static final Pattern SPEC = Pattern.compile("slurm:(\\d+)(?:\\.(\\d+))?");
    private static final String MARK = "@@straggler ";

    private final String jobId;
    private final String step;

    private SlurmJob(String jobId, String step) {
        this.jobId = jobId;
        this.step = step;
    }

    /** The job {@code spec} names ({@code slurm:JOBID} or {@code slurm:JOBID.STEP}), or null when it names none. */
    public static SlurmJob of(String spec) {
        Matcher m = spec == null ? null : SPEC.matcher(spec.strip());
        return m != null && m.matches() ? new SlurmJob(m.group(1), m.group(2)) : null;
    }

    public String jobId() {
        return jobId;
    }

    /** The remote shell that reaches this job's nodes without ssh: an overlapping step of the job on the node. */
    public String defaultRemoteShell() {
        return "srun --overlap --jobid=" + jobId + " -w {host} -N1 -n1 --quiet sh -c";
    }

    /**
     * The tasks of the job's steps (or of the one step asked for) on every node, with Slurm's global task id as their
     * rank; hosts are null for this machine.
     *
     * @param notes receives the nodes that could not be read, and why
     * @throws LaunchException when Slurm is not there, knows no such job, the job does not run, or no node could be read
     */
    public List<ListPids.Entry> entries(RemoteShell rsh, long timeoutSeconds, List<String> notes) throws LaunchException {
        List<String> nodes = nodes(timeoutSeconds);
        List<NodeTasks> perNode = GdbStacks.eachInParallel(nodes, GdbStacks.HOST_THREADS,
                node -> listPids(node, rsh, timeoutSeconds),
                (node, e) -> new NodeTasks(List.of(), "node " + node + ": " + e.getMessage()));
        List<ListPids.Entry> out = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        for (NodeTasks r : perNode) {
            if (r.error() != null) {
                errors.add(r.error());
            } else {
                out.addAll(r.entries());
            }
        }
        if (out.isEmpty()) {
            throw new LaunchException("no task of Slurm job " + jobId + (step == null ? "" : " step " + step)
                    + " could be listed:\n" + String.join("\n", errors));
        }
        notes.addAll(errors.stream().map(e -> e + "; its tasks are left out").toList());
        return out;
    }

    /** The nodes of the running job (squeue, then scontrol show hostnames). */
    List<String> nodes(long timeoutSeconds) throws LaunchException {
        String out = slurmCommand(List.of("squeue", "-h", "-j", jobId, "-o", "%T|%N"), timeoutSeconds);
        String line = out.strip().lines().filter(l -> l.contains("|")).findFirst().orElse("");
        if (line.isEmpty()) {
            if (out.contains("Invalid job id")) {
                throw new LaunchException("Slurm knows no job " + jobId + " (squeue -j " + jobId + ": "
                        + RemoteShell.lastLine(out) + "): give the id of a running job (squeue -u $USER)");
            }
            throw new LaunchException("Slurm job " + jobId + " is not running any more (squeue -j " + jobId
                    + " lists nothing): give the id of a running job (squeue -u $USER)");
        }
        String state = line.substring(0, line.indexOf('|')).strip();
        String nodeList = line.substring(line.indexOf('|') + 1).strip();
        if (!state.equals("RUNNING")) {
            throw new LaunchException("Slurm job " + jobId + " is " + state + ", not RUNNING: "
                    + (state.equals("PENDING") || state.equals("CONFIGURING") ? "attach once it runs"
                            : "there are no tasks to read"));
        }
        String hosts = slurmCommand(List.of("scontrol", "show", "hostnames", nodeList), timeoutSeconds);
        List<String> nodes = Arrays.stream(hosts.split("\\s+")).filter(h -> !h.isBlank()).toList();
        if (nodes.isEmpty()) {
            throw new LaunchException("Slurm job " + jobId + " runs on no node (squeue says '" + nodeList + "')");
        }
        return nodes;
    }

    private static String slurmCommand(List<String> command, long timeoutSeconds) throws LaunchException {
        BoundedProcess.Outcome o = BoundedProcess.run(new ProcessBuilder(command), timeoutSeconds, command.get(0));
        if (o.startFailure() != null) {
            throw new LaunchException("--attach slurm:JOBID needs Slurm's " + command.get(0) + " on this machine ("
                    + o.startFailure() + "): run it on the cluster's login node, or give the tasks as HOST:PID or"
                    + " HOST:@FILE (scontrol listpids JOBID, run on the node)");
        }
        if (o.timedOut()) {
            throw new LaunchException(String.join(" ", command) + " did not answer within " + timeoutSeconds
                    + " s: is slurmctld reachable? (raise --attach-timeout)");
        }
        if (o.interrupted()) {
            throw new LaunchException("interrupted while running " + command.get(0));
        }
        return o.output();
    }

    /** The script run on a node: the id of the step it runs in (to leave it out), then listpids. */
    String listPidsScript() {
        return "echo '" + RemoteShell.BEGIN + "'; echo \"" + MARK + "step ${SLURM_JOB_ID:-}.${SLURM_STEP_ID:-}\";"
                + " echo '" + MARK + "pids'; scontrol listpids " + jobId + " 2>&1; echo \"" + MARK + "end $?\"";
    }

    /** The tasks found on one node, or why there are none. */
    public record NodeTasks(List<ListPids.Entry> entries, String error) {
        static NodeTasks failed(String error) {
            return new NodeTasks(List.of(), error);
        }
    }

    /** One node's tasks. */
    private NodeTasks listPids(String node, RemoteShell rsh, long timeoutSeconds) {
        boolean local = AttachTargets.isThisHost(node);
        String output;
        if (local) {
            BoundedProcess.Outcome o = BoundedProcess.run(new ProcessBuilder("sh", "-c", listPidsScript()),
                    timeoutSeconds, "listpids");
            if (!o.finished()) {
                return NodeTasks.failed("node " + node + ": scontrol listpids " + jobId + (o.timedOut()
                        ? " did not answer within " + timeoutSeconds + " s" : " could not run (" + o.startFailure() + ")"));
            }
            int begin = o.output().indexOf(RemoteShell.BEGIN);
            output = begin < 0 ? o.output() : o.output().substring(begin + RemoteShell.BEGIN.length());
        } else {
            RemoteShell.Result r = rsh.run(node, listPidsScript(), timeoutSeconds);
            if (r.error() != null) {
                return NodeTasks.failed(r.error());
            }
            output = r.output();
        }
        return parse(node, local ? null : node, output);
    }

    /** The tasks in one node's script output ({@code host} null: this machine). */
    public NodeTasks parse(String node, String host, String output) {
        String ownStep = null;
        List<String> rows = new ArrayList<>();
        boolean inPids = false;
        String exit = null;
        for (String line : output.split("\n")) {
            if (line.startsWith(MARK + "step ")) {
                String s = line.substring(MARK.length() + 5).strip();
                // only a step of this job is ours to leave out (an rsh inside another job says another id)
                ownStep = s.startsWith(jobId + ".") && s.length() > jobId.length() + 1 ? s.substring(jobId.length() + 1) : null;
            } else if (line.startsWith(MARK + "pids")) {
                inPids = true;
            } else if (line.startsWith(MARK + "end")) {
                inPids = false;
                exit = line.substring(MARK.length() + 3).strip();
            } else if (inPids) {
                rows.add(line);
            }
        }
        if (exit == null) {
            return NodeTasks.failed("node " + node + ": scontrol listpids " + jobId + " did not finish ("
                    + RemoteShell.lastLine(output) + ")");
        }
        if (!exit.equals("0")) {
            String said = rows.isEmpty() ? "" : rows.get(rows.size() - 1).strip();
            return NodeTasks.failed("node " + node + ": scontrol listpids " + jobId + " failed"
                    + (said.isEmpty() ? "" : " (" + said + ")")
                    + (said.contains("not found") ? ": Slurm's scontrol must be on the node's PATH" : ""));
        }
        String own = ownStep;
        try {
            return new NodeTasks(ListPids.parse(rows, host, "scontrol listpids " + jobId + " on " + node,
                    s -> !s.equals(own) && (step == null || s.equals(step) || s.startsWith(step + "+"))), null);
        } catch (LaunchException e) {
            return NodeTasks.failed("node " + node + ": no task of job " + jobId + (step == null ? "" : " step " + step)
                    + " there (" + e.getMessage() + ")");
        }
    }
}
