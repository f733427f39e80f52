package dev.straggler.cli;

import java.io.PrintStream;
import java.util.List;

import dev.straggler.core.report.Report;

/**
 * Command-line entry point. Must not touch OSGi or Eclipse runtime classes: it also runs with a plain
 * class path ({@code java -cp ... dev.straggler.cli.Main}).
 */
public final class Main {

    /** Version printed by {@code --version}. */
    public static final String VERSION = "0.1.0";

    private Main() {
    }

    public static void main(String[] args) {
        int exit = run(args, System.out, System.err);
        if (exit != 0) {
            System.exit(exit);
        }
    }

    /** Runs the CLI and returns the process exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 1 && "--version".equals(args[0])) {
            out.println("straggler " + VERSION);
            return 0;
        }
        if (args.length == 1 && "--json".equals(args[0])) {
            out.println(new Report("straggler", VERSION, List.of()).toJson());
            return 0;
        }
        err.println("usage: straggler --version | --json");
        return args.length == 0 ? 0 : 2;
    }
}
