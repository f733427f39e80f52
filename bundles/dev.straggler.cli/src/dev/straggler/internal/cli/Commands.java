package dev.straggler.internal.cli;

import java.util.List;

/** The commands of the command line, in the order {@code straggler --help} lists them. */
public final class Commands {

    private Commands() {
    }

    /** New instances of every command (a command may keep what it parsed: one instance per run). */
    public static List<Command> all() {
        return List.of(new DiagnoseCommand(), new AnalyzeCommand(), new StacksCommand(), new RunsCommand(),
                new InjectCommand(), new SliceCommand(), new QueuesCommand(), new ScaleCommand(), new TraceCommand(),
                new DiffCommand(), new NlrCommand());
    }

    /** A new instance of the command named {@code name}, or null. */
    public static Command named(String name) {
        return all().stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
    }
}
