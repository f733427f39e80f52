package dev.straggler.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Arrays;

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
 * 1 an error the message explains; 2 bad usage; 3 a scale check flagged a process or found a crash.
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

    /** After SIGINT or SIGTERM: the job was ended by the shutdown hook; one line, the shell's code for SIGINT. */
    private static int interrupted(PrintStream err) {
        err.println("straggler: interrupted: the job was ended; what it wrote so far is kept");
        return AttendedJob.INTERRUPTED;
    }
}
