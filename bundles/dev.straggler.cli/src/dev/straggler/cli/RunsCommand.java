package dev.straggler.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.straggler.model.dump.RunDirectory;

/**
 * {@code straggler runs}: the runs kept in the user's state directory ({@link RunDirectory#runsHome()}, where the
 * runtime and {@code straggler diagnose} put every run by default), oldest first, each with its application,
 * task count and what became of it; the IDE's run history reads the same place.
 */
final class RunsCommand {

    static final String USAGE = """
              straggler runs [--dir DIR] [--json]
                  the runs kept under $XDG_STATE_HOME/straggler/runs (else ~/.local/state/straggler/runs),
                  oldest first: the run's directory (give it to straggler analyze), the application, the tasks,
                  what became of it
            """;

    private RunsCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws Main.UsageException {
        Path home = RunDirectory.runsHome();
        boolean json = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
            case "--dir" -> home = Path.of(Main.Options.value(args, ++i, "--dir"));
            case "--json" -> json = true;
            default -> throw new Main.UsageException("runs takes --dir DIR and --json, not '" + args[i] + "'");
            }
        }
        List<RunDirectory> runs;
        try {
            runs = RunDirectory.list(home);
        } catch (IOException e) {
            err.println("straggler: cannot list " + home + ": " + e.getMessage());
            return 1;
        }
        if (json) {
            JsonArray a = new JsonArray();
            for (RunDirectory r : runs) {
                Map<String, String> info = r.jobInfo();
                JsonObject o = new JsonObject();
                o.addProperty("dir", r.dir().toString());
                o.addProperty("executable", info.getOrDefault("executable", ""));
                o.addProperty("tasks", parse(info.get("np")));
                o.addProperty("start", parse(info.get("start")));
                o.addProperty("result", result(r));
                a.add(o);
            }
            JsonObject root = new JsonObject();
            root.addProperty("home", home.toString());
            root.add("runs", a);
            out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root));
            return 0;
        }
        if (runs.isEmpty()) {
            out.println("no runs in " + home + " (straggler diagnose, or an application run with the runtime preloaded, "
                    + "keeps each run there)");
            return 0;
        }
        out.println("runs in " + home + " (straggler analyze " + home + "/RUN diagnoses one):");
        int w = runs.stream().mapToInt(r -> r.dir().getFileName().toString().length()).max().orElse(3);
        for (RunDirectory r : runs) {
            Map<String, String> info = r.jobInfo();
            String np = info.getOrDefault("np", "?");
            out.printf("  %-" + w + "s  %4s tasks  %s%n", r.dir().getFileName(), np, result(r));
        }
        return 0;
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

    private static long parse(String s) {
        try {
            return s == null ? 0 : Long.parseLong(s);
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
