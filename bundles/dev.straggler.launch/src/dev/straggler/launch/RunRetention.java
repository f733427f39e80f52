package dev.straggler.launch;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import dev.straggler.model.dump.RunDirectory;

/**
 * Housekeeping of the runs directory ({@link RunDirectory#runsHome()}), where the runtime leaves one directory per run
 * with it preloaded, hung or not: a {@link Policy} says which runs to keep — the newest N whatever became of them, and
 * every run with a diagnosis (a {@code complete} or {@code trigger} file, or dumps) — {@link #plan} says which runs go
 * (a dry run) and {@link #remove} removes them. It never removes a run a task of which may still be running
 * ({@link RunTasks#running}), nor a directory that does not look like a run the runtime or the command line named
 * ({@code <yyyyMMdd>-<HHmmss>-<app>-<pid>} holding a {@code job.info}: a {@code --dump-dir} the user named is not), nor
 * a run that holds a directory or a symbolic link (something the runtime does not write). Only the directories directly
 * under the home are looked at.
 * <p>
 * Defaults (README "Runs and their retention"): the newest {@value #DEFAULT_KEEP} runs and every run with a diagnosis,
 * {@link Policy#fromEnvironment} reading {@value #KEEP} ({@code N} or {@code all}) and {@value #KEEP_DIAGNOSED}
 * ({@code 1} or {@code 0}). The command line applies it when it starts a run in the runs directory, and {@code straggler
 * runs --prune} on demand; the IDE can call {@link #plan} and {@link #remove} (or {@link #apply}) with its own policy the
 * same way.
 */
public final class RunRetention {

    /** The environment variable with the number of newest runs kept, or {@code all}. */
    public static final String KEEP = "STRAGGLER_RUNS_KEEP";
    /** The environment variable saying whether every run with a diagnosis is kept too ({@code 1}, {@code 0}). */
    public static final String KEEP_DIAGNOSED = "STRAGGLER_RUNS_KEEP_DIAGNOSED";
    /** Newest runs kept by default. */
    public static final int DEFAULT_KEEP = 50;

    /** How the runtime and the command line name a run's directory ({@link RunDirectory#newRun}). */
    private static final Pattern RUN_NAME = Pattern.compile("\\d{8}-\\d{6}-[A-Za-z0-9._-]{1,47}-\\d+");

    private RunRetention() {
    }

    /**
     * What to keep.
     *
     * @param keep          the newest runs kept whatever became of them; {@link #ALL}: every run (nothing is removed)
     * @param keepDiagnosed whether every run with a diagnosis is kept too
     */
    public record Policy(int keep, boolean keepDiagnosed) {

        /** {@link #keep()} of a policy that keeps every run. */
        public static final int ALL = -1;
        /** The newest {@value RunRetention#DEFAULT_KEEP} runs and every run with a diagnosis. */
        public static final Policy DEFAULT = new Policy(DEFAULT_KEEP, true);

        public Policy {
            if (keep < ALL) {
                throw new IllegalArgumentException("a number of runs to keep cannot be negative: " + keep);
            }
        }

        /**
         * The policy {@code environment} sets with {@value RunRetention#KEEP} and {@value RunRetention#KEEP_DIAGNOSED},
         * {@link #DEFAULT} for what it leaves unset.
         *
         * @throws IllegalArgumentException a value that is not one of theirs, with the message naming the fix
         */
        public static Policy fromEnvironment(Map<String, String> environment) {
            String keep = environment.getOrDefault(KEEP, "").strip();
            String diagnosed = environment.getOrDefault(KEEP_DIAGNOSED, "").strip().toLowerCase(Locale.ROOT);
            int n;
            if (keep.isEmpty()) {
                n = DEFAULT.keep();
            } else if (keep.equalsIgnoreCase("all")) {
                n = ALL;
            } else {
                try {
                    n = Integer.parseInt(keep);
                } catch (NumberFormatException e) {
                    n = -2;
                }
                if (n < 0) {
                    throw new IllegalArgumentException(KEEP + "=" + keep + " is not a number of runs: give how many of the"
                            + " newest runs to keep (e.g. " + KEEP + "=" + DEFAULT_KEEP + ") or 'all' to keep every run");
                }
            }
            boolean keepDiagnosed = switch (diagnosed) {
            case "" -> DEFAULT.keepDiagnosed();
            case "1", "yes", "true" -> true;
            case "0", "no", "false" -> false;
            default -> throw new IllegalArgumentException(KEEP_DIAGNOSED + "=" + diagnosed + " is neither 1 nor 0: "
                    + KEEP_DIAGNOSED + "=1 keeps every run with a diagnosis, =0 only the newest " + KEEP + " runs");
            };
            return new Policy(n, keepDiagnosed);
        }

        /** Whether the policy keeps every run. */
        public boolean keepsAll() {
            return keep == ALL;
        }

        /** "the newest 50 runs and every run with a diagnosis", "every run with a diagnosis", "every run", ... */
        public String describe() {
            if (keepsAll()) {
                return "every run";
            }
            String newest = keep == 1 ? "the newest run" : "the newest " + keep + " runs";
            return keep == 0 ? keepDiagnosed ? "every run with a diagnosis" : "no finished run"
                    : keepDiagnosed ? newest + " and every run with a diagnosis" : newest;
        }
    }

    /** A directory under the home left alone (not a run; a run not kept but running or not the runtime's alone), and why. */
    public record Skipped(Path dir, String reason) {
    }

    /** A run that could not be removed, and what the file system said. */
    public record Failure(RunDirectory run, String error) {
    }

    /**
     * What a policy keeps and removes of the runs under a home ({@link #plan}); {@link #remove} carries it out.
     *
     * @param remove  the runs to remove, oldest first
     * @param kept    how many runs the policy keeps
     * @param skipped the directories left alone that the policy does not keep: not runs, running, not the runtime's
     *                alone
     */
    public record Plan(Path home, Policy policy, List<RunDirectory> remove, int kept, List<Skipped> skipped) {
    }

    /**
     * What {@link #remove} did.
     *
     * @param removed the runs removed, oldest first
     * @param failed  the runs that could not be removed
     */
    public record Result(Plan plan, List<RunDirectory> removed, List<Failure> failed) {
    }

    /** Applies {@code policy} to the runs under {@code home}: {@link #remove} of its {@link #plan}. */
    public static Result apply(Path home, Policy policy) throws IOException {
        return remove(plan(home, policy));
    }

    /**
     * Which runs under {@code home} {@code policy} removes: every run it does not keep, unless it is running or does not
     * look like a run (class comment). Nothing is removed yet (a dry run). Cheap when there is little to do: one listing
     * of the home, and a look inside the runs beyond the newest only.
     *
     * @throws IOException the home cannot be listed
     */
    public static Plan plan(Path home, Policy policy) throws IOException {
        List<RunDirectory> runs = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        if (Files.isDirectory(home)) {
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(home)) {
                for (Path p : entries) {
                    String why = notARun(p);
                    if (why == null) {
                        runs.add(new RunDirectory(p));
                    } else if (Files.isDirectory(p)) {
                        skipped.add(new Skipped(p, why));
                    }
                }
            }
        }
        runs.sort((a, b) -> a.dir().getFileName().toString().compareTo(b.dir().getFileName().toString()));
        skipped.sort((a, b) -> a.dir().getFileName().toString().compareTo(b.dir().getFileName().toString()));
        List<RunDirectory> remove = new ArrayList<>();
        int kept = 0;
        int beyond = policy.keepsAll() ? 0 : Math.max(0, runs.size() - policy.keep());
        for (int i = 0; i < runs.size(); i++) {
            RunDirectory run = runs.get(i);
            if (i >= beyond || policy.keepDiagnosed() && hasDiagnosis(run)) {
                kept++;
                continue;
            }
            String why = RunTasks.running(run) ? "still running" : foreignEntry(run.dir());
            if (why != null) {
                skipped.add(new Skipped(run.dir(), why));
            } else {
                remove.add(run);
            }
        }
        return new Plan(home, policy, List.copyOf(remove), kept, List.copyOf(skipped));
    }

    /** Removes the runs {@code plan} removes, oldest first; a run that went meanwhile is not counted. */
    public static Result remove(Plan plan) {
        List<RunDirectory> removed = new ArrayList<>();
        List<Failure> failed = new ArrayList<>();
        for (RunDirectory run : plan.remove()) {
            try {
                delete(run.dir());
                removed.add(run);
            } catch (NoSuchFileException e) {
                // removed meanwhile (another straggler pruning the same home)
            } catch (IOException e) {
                failed.add(new Failure(run, e instanceof AccessDeniedException
                        ? "permission denied: " + e.getMessage() : String.valueOf(e.getMessage())));
            }
        }
        return new Result(plan, List.copyOf(removed), List.copyOf(failed));
    }

    /** Null when {@code dir} looks like a run (class comment), else why it does not. */
    static String notARun(Path dir) {
        if (Files.isSymbolicLink(dir)) {
            return "a symbolic link";
        }
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
            return "not a directory";
        }
        if (!RUN_NAME.matcher(dir.getFileName().toString()).matches()) {
            return "not named as Straggler names its runs (DATE-TIME-APP-PID): named by someone else";
        }
        if (!Files.isRegularFile(dir.resolve("job.info"), LinkOption.NOFOLLOW_LINKS)) {
            return "no job.info: not a run (yet)";
        }
        return null;
    }

    /**
     * Whether the run holds a diagnosis: the runtime's {@code complete} (a diagnosis was made) or {@code trigger} (one
     * was started), or a dump (the per-task dumps or the in-situ result).
     */
    public static boolean hasDiagnosis(RunDirectory run) {
        return Files.exists(run.dir().resolve("complete")) || Files.exists(run.dir().resolve("trigger"))
                || JobRunner.hasDumps(run.dir());
    }

    /** Why a run's directory is not the runtime's alone (a directory or a link in it), or null. */
    private static String foreignEntry(Path dir) {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) {
                if (!Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS)) {
                    return "holds " + f.getFileName() + ", which the runtime does not write (a directory or a link)";
                }
            }
            return null;
        } catch (IOException e) {
            return "cannot be read: " + e.getMessage();
        }
    }

    /** Deletes a run's directory: its files (no directory, checked), then itself. */
    private static void delete(Path dir) throws IOException {
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) {
                Files.deleteIfExists(f);
            }
        }
        Files.delete(dir);
    }
}
