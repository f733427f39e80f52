package dev.straggler.launch;

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

/**
 * Loop Order Variable values from live tasks (STAT §4.3's runtime step): one gdb per task, attached in batch mode,
 * that selects each requested frame ({@code frame function F}), checks that the task is still at the frame's line and
 * prints the variables, then detaches; the tasks run on afterwards. Only the tasks asked for are read; a task without
 * a process (the job ended, another machine) is a note, not an error.
 */
public final class GdbLoopValues implements TemporalRefinement.LoopValues {

    private static final Pattern FRAME_LINE = Pattern.compile("^#\\d+\\s+.*? at (.+):(\\d+)\\s*$");
    private static final Pattern VALUE = Pattern.compile("^\\$\\d+ = (-?\\d+|true|false)\\b.*");
    private static final String MARK = "@@straggler ";

    private final Map<Integer, AttachTargets.Target> targets;
    private final GdbStacks gdb;
    private final long timeoutSeconds;

    /**
     * @param targets the process of each rank (ranks without one cannot be read)
     */
    public GdbLoopValues(Map<Integer, AttachTargets.Target> targets, long timeoutSeconds) {
        this.targets = Map.copyOf(targets);
        this.gdb = new GdbStacks(timeoutSeconds);
        this.timeoutSeconds = timeoutSeconds;
    }

    @Override
    public Map<Integer, Map<StackFrame, Map<String, Long>>> read(Map<Integer, List<TemporalRefinement.Request>> requests,
            List<String> notes) {
        String tool;
        try {
            tool = gdb.findGdb();
        } catch (LaunchException e) {
            notes.add(e.getMessage());
            return Map.of();
        }
        List<AttachTargets.Target> live = new ArrayList<>();
        List<Integer> gone = new ArrayList<>();
        for (Integer rank : requests.keySet()) {
            AttachTargets.Target t = targets.get(rank);
            if (t == null || !AttachTargets.isThisHost(t.host()) || !Files.isDirectory(Path.of("/proc/" + t.pid()))) {
                gone.add(rank);
            } else {
                live.add(t);
            }
        }
        if (!gone.isEmpty()) {
            notes.add("no running process on this machine for rank" + (gone.size() == 1 ? " " : "s ") + gone
                    + ": their loop values were not read");
        }
        List<Map<StackFrame, Map<String, Long>>> results = GdbStacks.eachInParallel(live,
                t -> readOne(tool, t, requests.get(t.rank()), notes), (t, e) -> {
                    synchronized (notes) {
                        notes.add("rank " + t.rank() + ": gdb failed: " + e);
                    }
                    return Map.of();
                });
        Map<Integer, Map<StackFrame, Map<String, Long>>> out = new HashMap<>();
        for (int i = 0; i < live.size(); i++) {
            out.put(live.get(i).rank(), results.get(i));
        }
        return out;
    }

    private Map<StackFrame, Map<String, Long>> readOne(String tool, AttachTargets.Target target,
            List<TemporalRefinement.Request> wanted, List<String> notes) {
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
        GdbStacks.Attached a = GdbStacks.attach(tool, target, commands, timeoutSeconds);
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
                    + GdbStacks.explainFailure(target.pid(), a.output()));
        }
        return out;
    }

    private static void note(List<String> notes, String note) {
        synchronized (notes) {
            notes.add(note);
        }
    }
}
