package dev.straggler.launch.inject;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import dev.straggler.core.inject.CampaignScore;
import dev.straggler.core.inject.InjectionScore;
import dev.straggler.core.progress.ProgressAnalysis;
import dev.straggler.core.symbols.Addr2LineSymbolizer;
import dev.straggler.core.symbols.Frames;
import dev.straggler.launch.LaunchException;
import dev.straggler.model.Diagnosis;
import dev.straggler.model.Frame;
import dev.straggler.model.Job;
import dev.straggler.model.PdgAlgorithm;
import dev.straggler.model.Task;
import dev.straggler.model.dump.StragglerResources;

/**
 * A fault-injection campaign: profile once, then {@code runs} injected runs, each diagnosed by every
 * algorithm and scored. Runs whose fault did not fire or whose hang left no dumps are retried with a
 * new fault (at most {@code runs} extra attempts) and not scored.
 */
public final class Campaign {

    /**
     * @param runs scored runs wanted
     * @param seed of the random faults (the same seed and profile give the same faults)
     * @param algorithms the algorithms to score; null: every algorithm the analysis supports
     * @param workDirectory where the profile's and the runs' dumps go
     * @param keepDumps keep every run's dumps (otherwise only those of runs that went wrong)
     */
    public record Settings(int runs, long seed, List<PdgAlgorithm> algorithms, Path workDirectory, boolean keepDumps) {
    }

    /** One run and its scores per algorithm. */
    public record RunResult(int index, FaultInjector.Run run, Map<PdgAlgorithm, InjectionScore> scores,
            Map<PdgAlgorithm, String> errors, String sampledFunction) {
        /** The run was diagnosed and scored. */
        public boolean scored() {
            return !scores.isEmpty() || !errors.isEmpty();
        }
    }

    /** Progress reports while the campaign runs. */
    public interface Listener {
        default void profiled(Profile profile, List<UserFunction> functions) {
        }

        default void ran(RunResult result, int scored, int wanted) {
        }

        default void note(String message) {
        }
    }

    /** The whole campaign: profile, every attempt (scored or not), the scores. */
    public record Result(Profile profile, List<UserFunction> functions, List<RunResult> runs, CampaignScore score,
            List<PdgAlgorithm> algorithms) {
        public long scoredRuns() {
            return runs.stream().filter(RunResult::scored).count();
        }
    }

    private final FaultInjector injector;
    private final Gdb gdb;
    private final Settings settings;

    public Campaign(FaultInjector injector, Gdb gdb, Settings settings) {
        this.injector = injector;
        this.gdb = gdb;
        this.settings = settings;
    }

    public Result run(Listener listener) throws IOException, LaunchException {
        gdb.check();
        Path exe = injector.application().executable();
        List<UserFunction> functions = UserFunction.of(exe, gdb); // throws saying why when there is no site
        Files.createDirectories(settings.workDirectory());
        Path profileDir = Files.createDirectories(settings.workDirectory().resolve("profile"));
        double hang = injector.application().hangTimeoutSeconds();
        Profile profile = injector.profile(functions, profileDir, 600);
        listener.profiled(profile, functions);
        if (profile.injectableCalls() == 0) {
            throw new IOException("none of the " + functions.size() + " injection sites of " + exe
                    + " (functions, inlined instances, main's MPI calls) is reached between MPI_Init and MPI_Finalize"
                    + (functions.size() <= 5 ? ": " + functions : ""));
        }
        if (!settings.keepDumps()) {
            delete(profileDir);
        }
        List<PdgAlgorithm> algorithms = new ArrayList<>(settings.algorithms() != null ? settings.algorithms() : PdgAlgorithm.VALUES);
        boolean probe = settings.algorithms() == null;
        double bound = 3 * profile.seconds() + 5 * hang + 60;
        SplittableRandom random = new SplittableRandom(settings.seed());
        CampaignScore score = new CampaignScore();
        List<RunResult> results = new ArrayList<>();
        int scored = 0;
        for (int attempt = 1; scored < settings.runs() && attempt <= 2 * settings.runs(); attempt++) {
            Injection inj = profile.pick(random);
            Path dir = Files.createDirectories(settings.workDirectory().resolve(String.format("run-%04d", attempt)));
            FaultInjector.Run run = injector.inject(inj, dir, bound);
            Map<PdgAlgorithm, InjectionScore> scores = new LinkedHashMap<>();
            Map<PdgAlgorithm, String> errors = new LinkedHashMap<>();
            String sampled = "";
            if (run.fired() && run.dumped()) {
                Job job = StragglerResources.loadDumpDirectory(dir);
                new Addr2LineSymbolizer().symbolize(job);
                sampled = sampledFunction(job, inj.rank());
                for (PdgAlgorithm a : new ArrayList<>(algorithms)) {
                    try {
                        Diagnosis d = ProgressAnalysis.diagnose(job, a);
                        scores.put(a, InjectionScore.of(d, inj.rank()));
                    } catch (RuntimeException e) {
                        if (probe) {
                            // "every algorithm the analysis supports": this one is not (yet)
                            algorithms.remove(a);
                            listener.note(a.getLiteral() + " is not supported by this analysis (" + e.getMessage()
                                    + "); left out of the campaign");
                        } else {
                            errors.put(a, String.valueOf(e.getMessage()));
                        }
                    }
                }
                probe = false;
            }
            RunResult r = new RunResult(attempt, run, scores, errors, sampled);
            results.add(r);
            if (r.scored()) {
                scored++;
                for (PdgAlgorithm a : algorithms) {
                    if (scores.containsKey(a)) {
                        score.add(a, scores.get(a));
                    } else {
                        score.addError(a);
                    }
                }
            }
            listener.ran(r, scored, settings.runs());
            boolean wentWrong = !r.scored() || scores.values().stream().anyMatch(s -> !s.accurate());
            if (!settings.keepDumps() && !wentWrong) {
                delete(dir);
            }
        }
        return new Result(profile, functions, results, score, algorithms);
    }

    /** The function of the injected task's innermost user frame in its sampled stack, or "". */
    private static String sampledFunction(Job job, int rank) {
        for (Task t : job.getTasks()) {
            if (t.getRank() == rank && t.isStackSampled()) {
                Frame f = Frames.userFrame(t.getStack());
                return f != null && Frames.isUser(f) && f.getFunction() != null ? f.getFunction() : "";
            }
        }
        return "";
    }

    static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.deleteIfExists(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException exc) throws IOException {
                Files.deleteIfExists(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
