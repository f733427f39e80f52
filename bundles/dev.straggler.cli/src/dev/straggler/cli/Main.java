package dev.straggler.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.Stream;

import dev.straggler.internal.cli.Args;
import dev.straggler.internal.cli.Command;
import dev.straggler.internal.cli.Commands;
import dev.straggler.internal.cli.UsageException;
import dev.straggler.internal.cli.UserError;
import dev.straggler.launch.AttendedJob;
import dev.straggler.launch.DiagnosisWarmUp;
import dev.straggler.launch.LaunchException;

/**
 * The command line ({@code ./straggler}): {@code straggler COMMAND ARGS}, dispatched to the command of that name
 * ({@code dev.straggler.internal.cli}: diagnose, analyze, stacks, runs, inject, slice, queues, scale, trace, diff, nlr);
 * {@code straggler --help} lists them. It also runs with a plain class path, so it touches no OSGi or Eclipse runtime
 * class.
 * <p>
 * Exit codes: 0 a diagnosis was made (or --version/help); the job's own exit code when it did not hang;
 * 1 an error the message explains; 2 bad usage; 3 a scale check flagged a process or found a crash; 4 diagnose ended
 * a job that hung in its start-up (before the runtime's hang detection starts: no diagnosis); 130 interrupted.
 */
public final class Main {

    public static final String VERSION = "0.2.0";

    /**
     * Set (to true) by the {@code straggler} script's run that makes the class-data-sharing archive ({@code --help}
     * with {@code -XX:ArchiveClassesAtExit}): the help then also rehearses a diagnosis (the warm-up's), so that the
     * archive holds the classes it loads ({@code analyze}, {@code diagnose}).
     */
    static final String CDS_TRAINING = "straggler.cds.training";

    /** The usage text: every command's (built when needed: {@code --version} and a command load no other command). */
    private static String usage() {
        StringBuilder sb = new StringBuilder("usage:\n");
        for (Command c : Commands.all()) {
            sb.append(c.usage());
        }
        return sb.append("  straggler --version\n").toString();
    }

    private Main() {
    }

    public static void main(String[] args) {
        int exit = run(args, System.out, System.err);
        System.out.flush();
        if (AttendedJob.signalled()) {
            AttendedJob.quiet(); // the JVM is ending (a signal): System.exit would wait for ever
            return;
        }
        System.exit(exit);
    }

    /** Runs the command line and returns the process exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0 || args[0].equals("help") || args[0].equals("--help") || args[0].equals("-h")) {
                out.print(usage());
                if (Boolean.getBoolean(CDS_TRAINING)) {
                    DiagnosisWarmUp.rehearse(); // what a diagnosis loads too, for the archive
                    rehearseLaunch(err);
                }
                return args.length == 0 ? 2 : 0;
            }
            if (args[0].equals("--version")) {
                out.println("straggler " + VERSION);
                return 0;
            }
            Command command = Commands.named(args[0]);
            if (command == null) {
                throw new UsageException("unknown command '" + args[0] + "'");
            }
            int exit = command.run(new Args(Arrays.copyOfRange(args, 1, args.length)), out, err);
            return AttendedJob.signalled() ? interrupted(err) : exit;
        } catch (RuntimeException e) {
            if (AttendedJob.signalled()) {
                return interrupted(err); // whatever the command did while the JVM was ending
            }
            throw e;
        } catch (UsageException e) {
            err.println("straggler: " + e.getMessage());
            err.print(usage());
            return 2;
        } catch (IOException e) {
            throw new UncheckedIOException("the rehearsal of a diagnosis failed (the archive's training run): "
                    + e.getMessage(), e);
        } catch (LaunchException | UserError e) {
            if (AttendedJob.signalled()) {
                return interrupted(err);
            }
            err.println("straggler: " + e.getMessage());
            return 1;
        }
    }

    /**
     * For the archive ({@link #CDS_TRAINING}): a {@code diagnose} whose launcher ends at once (a script named as Open
     * MPI's launcher) and whose application is true(1), so that what runs from the arguments to the launcher's start
     * (the options, the job's preparation, the JDK's process classes, their lambdas) is in the archive too: a
     * diagnosis waits for all of it after the timeout (docs/benchmarks.md, "The wait after the timeout"). Its messages
     * go to {@code err} (the script's training run discards them); nothing of it is kept. A machine without true(1) or
     * the runtime library rehearses what it can.
     */
    private static void rehearseLaunch(PrintStream err) throws IOException {
        Path application = Path.of("/bin/true");
        if (!Files.isExecutable(application)) {
            return;
        }
        Path dir = Files.createTempDirectory("straggler-launch-rehearsal-");
        try {
            Path launcher = Files.writeString(dir.resolve("orterun"), "#!/bin/sh\nexit 0\n");
            Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwx------"));
            Commands.named("diagnose").run(new Args(new String[] { "--np", "1", "--timeout", "5", "--launcher",
                    launcher.toString(), "--dump-dir", dir.resolve("run").toString(), "--", application.toString() }),
                    new PrintStream(OutputStream.nullOutputStream()), err);
        } catch (UsageException | UserError | LaunchException e) {
            // the archive holds what was loaded up to there
            err.println("straggler: the launch's rehearsal stopped: " + e.getMessage());
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    /** After SIGINT or SIGTERM: the job was ended by the shutdown hook; one line, the shell's code for SIGINT. */
    private static int interrupted(PrintStream err) {
        err.println("straggler: interrupted: the job was ended; what it wrote so far is kept");
        return AttendedJob.INTERRUPTED;
    }
}
