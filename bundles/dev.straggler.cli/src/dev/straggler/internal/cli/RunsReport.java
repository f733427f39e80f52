package dev.straggler.internal.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

import dev.straggler.launch.RunRetention;
import dev.straggler.model.dump.RunDirectory;

/**
 * The runs of the runs directory as {@code straggler runs} prints them, text and JSON (docs/json-schemas/runs.schema.json,
 * runs-prune.schema.json): the list, each run with its application, tasks and what became of it ({@link Entry}), and
 * what {@code --prune} removed or would remove.
 */
final class RunsReport {

    private RunsReport() {
    }

    /** A run as listed: read before it may be removed. */
    record Entry(Path dir, Map<String, String> info, String result) {

        static Entry of(RunDirectory r) {
            return new Entry(r.dir(), r.jobInfo(), RunsReport.result(r));
        }

        private JsonObject json() {
            JsonObject o = new JsonObject();
            o.addProperty("dir", dir.toString());
            o.addProperty("executable", info.getOrDefault("executable", ""));
            o.addProperty("tasks", number(info.get("np")));
            o.addProperty("start", number(info.get("start")));
            o.addProperty("result", result);
            return o;
        }

        /** "20260101-120000-ring-1234     4 tasks  hang diagnosed, 4 dumps", the name padded to {@code width}. */
        private String line(int width) {
            return String.format("%-" + width + "s  %4s tasks  %s", dir.getFileName(), info.getOrDefault("np", "?"), result);
        }
    }

    static String listText(Path home, List<Entry> runs) {
        if (runs.isEmpty()) {
            return "no runs in " + home + " (straggler diagnose, or an application run with the runtime preloaded, "
                    + "keeps each run there)\n";
        }
        StringBuilder out = new StringBuilder("runs in " + home + " (straggler analyze " + home + "/RUN diagnoses one):\n");
        int w = width(runs);
        runs.forEach(r -> out.append("  ").append(r.line(w)).append('\n'));
        return out.toString();
    }

    static String listJson(Path home, List<Entry> runs) {
        JsonObject root = new JsonObject();
        root.addProperty("home", home.toString());
        root.add("runs", json(runs));
        return gson(root);
    }

    /**
     * What {@code --prune} did: the policy, each run removed (or, in a dry run without {@code result}, to be removed),
     * the directories left alone and why, the runs that could not be removed, and the counts.
     */
    static String pruneText(RunRetention.Plan plan, List<Entry> removing, RunRetention.Result result) {
        StringBuilder out = new StringBuilder();
        out.append(result == null ? "would prune " : "pruned ").append(plan.home()).append(", keeping ")
                .append(plan.policy().describe()).append('\n');
        int w = Math.max(width(removing), plan.skipped().stream().mapToInt(s -> name(s.dir()).length()).max().orElse(0));
        List<Entry> removed = removed(removing, result);
        String verb = result == null ? "  would remove  " : "  removed       ";
        removed.forEach(e -> out.append(verb).append(e.line(w)).append('\n'));
        for (RunRetention.Skipped s : plan.skipped()) {
            out.append("  left alone    ").append(String.format("%-" + w + "s  %s", name(s.dir()), s.reason())).append('\n');
        }
        if (result != null) {
            for (RunRetention.Failure f : result.failed()) {
                out.append("  not removed   ").append(String.format("%-" + w + "s  %s", name(f.run().dir()), f.error()))
                        .append('\n');
            }
        }
        int n = removed.size();
        out.append(result == null ? "would remove " : "removed ").append(n).append(n == 1 ? " run" : " runs")
                .append(", kept ").append(plan.kept()).append(plan.kept() == 1 ? " run" : " runs");
        if (result != null && !result.failed().isEmpty()) {
            out.append(", could not remove ").append(result.failed().size());
        }
        return out.append('\n').toString();
    }

    static String pruneJson(RunRetention.Plan plan, List<Entry> removing, RunRetention.Result result) {
        JsonObject root = new JsonObject();
        root.addProperty("home", plan.home().toString());
        root.addProperty("dryRun", result == null);
        JsonObject policy = new JsonObject();
        if (plan.policy().keepsAll()) {
            policy.add("keep", JsonNull.INSTANCE);
        } else {
            policy.addProperty("keep", plan.policy().keep());
        }
        policy.addProperty("keepDiagnosed", plan.policy().keepDiagnosed());
        policy.addProperty("description", plan.policy().describe());
        root.add("policy", policy);
        root.add("removed", json(removed(removing, result)));
        root.addProperty("kept", plan.kept());
        JsonArray skipped = new JsonArray();
        for (RunRetention.Skipped s : plan.skipped()) {
            JsonObject o = new JsonObject();
            o.addProperty("dir", s.dir().toString());
            o.addProperty("reason", s.reason());
            skipped.add(o);
        }
        root.add("leftAlone", skipped);
        JsonArray failed = new JsonArray();
        if (result != null) {
            for (RunRetention.Failure f : result.failed()) {
                JsonObject o = new JsonObject();
                o.addProperty("dir", f.run().dir().toString());
                o.addProperty("error", f.error());
                failed.add(o);
            }
        }
        root.add("failed", failed);
        return gson(root);
    }

    /** What became of a run, in a few words. */
    static String result(RunDirectory r) {
        var c = r.complete();
        if (c.isPresent()) {
            RunDirectory.Complete done = c.get();
            String s = done.crashedRank() >= 0 ? "rank " + done.crashedRank() + " crashed (signal " + done.signal()
                    + "), " + done.dumped() + " dumps" : "hang diagnosed, " + done.dumped() + " dumps";
            if (!done.dead().isEmpty()) {
                s += ", dead: " + done.dead();
            } else if (!done.missing().isEmpty()) {
                s += ", no dump from " + done.missing();
            }
            return s;
        }
        try (var files = Files.list(r.dir())) {
            long dumps = files.filter(p -> p.getFileName().toString().matches("rank-\\d+\\.sdump|reduced\\.sdump")).count();
            if (dumps > 0) {
                return dumps + " dumps, no complete file (the job ended before its diagnosis did)";
            }
        } catch (IOException e) {
            return "unreadable: " + e.getMessage();
        }
        return r.jobInfo().isEmpty() ? "no job.info (not a run?)" : "no hang";
    }

    /** The entries of the runs {@code result} removed; in a dry run (no result) every run to be removed. */
    private static List<Entry> removed(List<Entry> removing, RunRetention.Result result) {
        return result == null ? removing
                : removing.stream().filter(e -> result.removed().stream().anyMatch(r -> r.dir().equals(e.dir()))).toList();
    }

    private static JsonArray json(List<Entry> runs) {
        JsonArray a = new JsonArray();
        runs.forEach(r -> a.add(r.json()));
        return a;
    }

    private static String gson(JsonObject root) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(root);
    }

    private static int width(List<Entry> runs) {
        return runs.stream().mapToInt(r -> name(r.dir()).length()).max().orElse(3);
    }

    private static String name(Path dir) {
        return dir.getFileName().toString();
    }

    private static long number(String s) {
        try {
            return s == null ? 0 : Long.parseLong(s);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
