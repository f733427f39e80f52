package dev.straggler.internal.cli;

import java.io.PrintStream;

import dev.straggler.launch.LaunchException;

/**
 * One command of the command line ({@code straggler NAME ARGS}): its name, its part of the usage text, and what it does
 * with its arguments. Results go to {@code out}, messages to {@code err} ("straggler: ..."); bad usage is a
 * {@link UsageException} (exit 2), an error the user can fix a {@link UserError} or a {@link LaunchException} (exit 1).
 */
public interface Command {

    /** What the user types after {@code straggler}. */
    String name();

    /** The command's lines of {@code straggler --help}. */
    String usage();

    /** Runs the command on its arguments (those after its name); returns the process exit code. */
    int run(Args args, PrintStream out, PrintStream err) throws UsageException, UserError, LaunchException;
}
