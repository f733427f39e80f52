package dev.straggler.internal.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.straggler.launch.JobSpec;

/**
 * The options of the commands that run an MPI job with the runtime and wait for it ({@code diagnose}, {@code trace}):
 * {@code --np N}, {@code --launcher L}, {@code --launcher-args "ARGS"}, {@code --timeout SECONDS} (the hang timeout),
 * {@code --dump-dir DIR}, and the application after {@code --}.
 */
final class JobOptions {

    int np = 4;
    String launcher = "mpirun";
    List<String> launcherArgs = List.of();
    /** 0: the runtime infers it. */
    double timeout;
    /** Null: the command's default. */
    Path dumpDir;
    private boolean given;

    /** Takes the current argument (and its value) when it is one of these options or {@code --}; else false. */
    boolean accept(Args a) throws UsageException {
        switch (a.current()) {
        case "--np", "-np", "-n" -> np = a.count();
        case "--launcher" -> launcher = a.value();
        case "--launcher-args" -> launcherArgs = a.words();
        case "--timeout" -> timeout = a.seconds("--timeout must be positive (omit it to let the runtime infer one)");
        case "--dump-dir" -> dumpDir = Path.of(a.value());
        case "--" -> a.application();
        default -> {
            return false;
        }
        }
        given = true;
        return true;
    }

    /** Whether any of these options was given. */
    boolean given() {
        return given;
    }

    /** The job: the application after {@code --} with its arguments, dumping to {@code dumpDirectory}. */
    JobSpec spec(List<String> application, Path dumpDirectory, Map<String, String> environment) {
        return new JobSpec(Path.of(application.get(0)), application.subList(1, application.size()), null, np, launcher,
                launcherArgs, timeout, dumpDirectory.toAbsolutePath(), false, environment);
    }
}
