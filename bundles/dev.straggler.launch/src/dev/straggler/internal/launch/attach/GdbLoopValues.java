package dev.straggler.internal.launch.attach;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.straggler.core.stacks.StackFrame;
import dev.straggler.core.stacks.TemporalRefinement;
import dev.straggler.launch.LaunchException;
import dev.straggler.launch.attach.AttachTarget;

/**
 * Loop Order Variable values from live tasks (STAT §4.3's runtime step): one gdb per task, attached in batch mode,
 * that selects each requested frame ({@code frame function F}), checks that the task is still at the frame's line and
 * prints the variables, then detaches; the tasks run on afterwards. Tasks of other nodes are read through the remote
 * shell, one gdb session per node ({@link RemoteProcesses}). Only the tasks asked for are read; a task without a
 * process (the job ended) is a note, not an error.
 */
public final class GdbLoopValues implements TemporalRefinement.LoopValues {

    private static final Pattern FRAME_LINE = Pattern.compile("^#\\d+\\s+.*? at (.+):(\\d+)\\s*$");
    private static final Pattern VALUE = Pattern.compile("^\\$\\d+ = (-?\\d+|true|false)\\b.*");
    private static final String MARK = "@@straggler ";

    private final Map<Integer, AttachTarget> targets;
    private final GdbStacks gdb;

    /**
     * @param targets the process of each rank (ranks without one cannot be read)
     * @param rsh     how to reach the processes of other nodes
     */
    public GdbLoopValues(Map<Integer, AttachTarget> targets, long timeoutSeconds, RemoteShell rsh) {
        this.targets = Map.copyOf(targets);
        this.gdb = new GdbStacks(timeoutSeconds, rsh);
    }

    @Override
    public Map<Integer, Map<StackFrame, Map<String, Long>>> read(Map<Integer, List<TemporalRefinement.Request>> requests,
            List<String> notes) {
        List<AttachTarget> live = new ArrayList<>();
        List<Integer> gone = new ArrayList<>();
        for (Integer rank : requests.keySet()) {
            AttachTarget t = targets.get(rank);
            if (t == null || AttachTargets.isThisHost(t.host()) && !Files.isDirectory(Path.of("/proc/" + t.pid()))) {
                gone.add(rank);
            } else {
                live.add(t);
            }
        }
        if (!gone.isEmpty()) {
            notes.add("no running process for rank" + (gone.size() == 1 ? " " : "s ") + gone
                    + ": their loop values were not read");
        }
        String tool = null;
        if (live.stream().anyMatch(t -> AttachTargets.isThisHost(t.host()))) {
            try {
                tool = gdb.findGdb();
            } catch (LaunchException e) {
                notes.add(e.getMessage());
                return Map.of();
            }
        }
        List<GdbStacks.Attached> attached = gdb.attachAll(tool, live, t -> commands(requests.get(t.rank())));
        Map<Integer, Map<StackFrame, Map<String, Long>>> out = new HashMap<>();
        for (int i = 0; i < live.size(); i++) {
            AttachTarget t = live.get(i);
            out.put(t.rank(), values(t, requests.get(t.rank()), attached.get(i), notes));
        }
        return out;
    }

    /** The gdb commands that print the variables of each wanted frame, each after a marker. */
    private static List<String> commands(List<TemporalRefinement.Request> wanted) {
        List<String> commands = new ArrayList<>();
        for (int i = 0; i < wanted.size(); i++) {
            TemporalRefinement.Request r = wanted.get(i);
            commands.add("echo " + MARK + "frame " + i + "\\n");
            commands.add("frame function " + r.frame().function());
            for (String v : r.variables()) {
                commands.add("echo " + MARK + "var " + v + "\\n");
                commands.add("print " + v);
            }
        }
        return commands;
    }

    private static Map<StackFrame, Map<String, Long>> values(AttachTarget target,
            List<TemporalRefinement.Request> wanted, GdbStacks.Attached a, List<String> notes) {
        if (a.error() != null) {
            note(notes, "rank " + target.rank() + " (process " + target.pid() + "): " + a.error());
            return Map.of();
        }
        Map<StackFrame, Map<String, Long>> out = new LinkedHashMap<>();
        TemporalRefinement.Request current = null;
        boolean atLine = false;
        String variable = null;
        boolean any = false;
        for (String line : a.output().split("\n")) {
            line = line.stripTrailing();
            if (line.startsWith(MARK + "frame ")) {
                current = wanted.get(Integer.parseInt(line.substring((MARK + "frame ").length()).strip()));
                atLine = false;
                variable = null;
                any = true;
                continue;
            }
            if (current == null) {
                continue;
            }
            if (line.startsWith(MARK + "var ")) {
                variable = line.substring((MARK + "var ").length()).strip();
                continue;
            }
            Matcher f = FRAME_LINE.matcher(line);
            if (variable == null && f.matches()) {
                atLine = Integer.parseInt(f.group(2)) == current.frame().line();
                if (!atLine) {
                    note(notes, "rank " + target.rank() + " is no longer at " + current.frame().describe(true)
                            + " (now line " + f.group(2) + "): its values there were not used");
                }
                continue;
            }
            Matcher v = VALUE.matcher(line);
            if (variable != null && atLine && v.matches()) {
                String text = v.group(1);
                long value = text.equals("true") ? 1 : text.equals("false") ? 0 : Long.parseLong(text);
                out.computeIfAbsent(current.frame(), k -> new HashMap<>()).put(variable, value);
                variable = null;
            }
        }
        if (!any) {
            note(notes, "rank " + target.rank() + " (process " + target.pid() + "): "
                    + GdbStacks.explainFailure(target, a));
        }
        return out;
    }

    private static void note(List<String> notes, String note) {
        synchronized (notes) {
            notes.add(note);
        }
    }
}
