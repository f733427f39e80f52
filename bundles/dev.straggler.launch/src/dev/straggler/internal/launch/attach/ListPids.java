package dev.straggler.internal.launch.attach;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import dev.straggler.launch.LaunchException;

/**
 * The processes an {@code --attach} argument names: {@code PID}, {@code HOST:PID} and {@code [HOST:]@FILE}, comma
 * separated. A FILE holds the output of Slurm's {@code scontrol listpids [JOBID]} on a node (a header
 * {@code PID JOBID STEPID LOCALID GLOBALID}, then one row per process of the job's steps on that node): the task of each
 * row with a numeric step and a GLOBALID is attached to, the GLOBALID is its rank unless its environment says
 * otherwise; the batch script, the extern step and the tasks' other processes ({@code -} ids) are left out. As
 * listpids has no host column, the host is the {@code HOST:} before {@code @FILE}, or a line {@code HOST:} before the
 * rows, or a {@code HOST:} before each row (as {@code pdsh -w NODES scontrol listpids JOBID} prints), else this machine.
 * A FILE may also list plain {@code PID} or {@code HOST:PID} lines.
 */
public final class ListPids {

    /** One process to look up: host (null: this machine), PID, and the rank Slurm gave it (null when unknown). */
    public record Entry(String host, long pid, Integer rank) {
    }

    private static final Pattern NUMBER = Pattern.compile("\\d+");
    private static final Pattern STEP = Pattern.compile("\\d+(\\+\\d+)?");

    private ListPids() {
    }

    /** The entries of an {@code --attach} argument, in the order given. */
    public static List<Entry> items(String spec) throws LaunchException {
        List<Entry> out = new ArrayList<>();
        for (String part : spec.split(",")) {
            String item = part.strip();
            if (item.isEmpty()) {
                continue;
            }
            int at = item.indexOf('@');
            if (at >= 0 && (at == 0 || item.charAt(at - 1) == ':')) {
                String host = at == 0 ? null : item.substring(0, at - 1);
                out.addAll(read(Path.of(item.substring(at + 1)), host));
                continue;
            }
            String host = null;
            String pidText = item;
            int colon = item.lastIndexOf(':');
            if (colon >= 0) {
                host = item.substring(0, colon);
                pidText = item.substring(colon + 1);
            }
            if (!NUMBER.matcher(pidText).matches() || host != null && host.isBlank()) {
                throw new LaunchException("'" + item + "' is not a PID, HOST:PID or HOST:@FILE (e.g. --attach 12345,"
                        + " --attach node1:4711,node2:4712 or --attach node1:@pids-node1.txt)");
            }
            out.add(new Entry(host, Long.parseLong(pidText), null));
        }
        if (out.isEmpty()) {
            throw new LaunchException("--attach needs a launcher PID, HOST:PID,... or @FILE (e.g. --attach 12345)");
        }
        return out;
    }

    /** The tasks listed in {@code file}, on {@code host} unless the file names hosts. */
    public static List<Entry> read(Path file, String host) throws LaunchException {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new LaunchException("cannot read " + file + " (" + e.getMessage() + "): give --attach @FILE a file"
                    + " that holds the output of 'scontrol listpids JOBID' on a node");
        }
        return parse(lines, host, file.toString());
    }

    /** The tasks of {@code scontrol listpids} output ({@code source} names it in errors). */
    public static List<Entry> parse(List<String> lines, String host, String source) throws LaunchException {
        return parse(lines, host, source, step -> true);
    }

    /**
     * The tasks of {@code scontrol listpids} output whose step {@code steps} accepts (e.g. not the step that ran the
     * command itself); {@code source} names the output in errors.
     */
    public static List<Entry> parse(List<String> lines, String host, String source, java.util.function.Predicate<String> steps)
            throws LaunchException {
        List<Entry> out = new ArrayList<>();
        String current = host;
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\s+");
            String rowHost = current;
            int first = 0;
            if (f[0].endsWith(":") && f[0].length() > 1) {
                rowHost = f[0].substring(0, f[0].length() - 1);
                first = 1;
                if (f.length == 1) {
                    current = rowHost; // a "HOST:" line: the rows after it are on HOST
                    continue;
                }
            }
            int fields = f.length - first;
            if (f[first].equals("PID")) {
                continue; // listpids's header
            }
            if (fields == 1) {
                String one = f[first];
                int colon = one.lastIndexOf(':');
                String h = colon > 0 ? one.substring(0, colon) : rowHost;
                String pid = one.substring(colon + 1);
                if (NUMBER.matcher(pid).matches()) {
                    out.add(new Entry(h, Long.parseLong(pid), null));
                    continue;
                }
            } else if (fields == 5 && NUMBER.matcher(f[first]).matches()) {
                String step = f[first + 2];
                String global = f[first + 4];
                if (STEP.matcher(step).matches() && NUMBER.matcher(global).matches() && steps.test(step)) {
                    out.add(new Entry(rowHost, Long.parseLong(f[first]), Integer.parseInt(global)));
                }
                continue; // batch, extern, interactive steps; the tasks' other processes
            }
            throw new LaunchException(source + ":" + (n + 1) + ": '" + line + "' is not a row of scontrol listpids"
                    + " (PID JOBID STEPID LOCALID GLOBALID), a PID or HOST:PID; give the command's output as it is,"
                    + " with HOST: before the rows of each node");
        }
        if (out.isEmpty()) {
            throw new LaunchException(source + " lists no task of a job step (rows with a numeric STEPID and"
                    + " GLOBALID): is the job running on that node? (scontrol listpids JOBID, run on the node)");
        }
        return out;
    }
}
