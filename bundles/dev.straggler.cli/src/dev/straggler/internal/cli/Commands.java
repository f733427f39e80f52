package dev.straggler.internal.cli;

import java.util.List;

/** The commands of the command line, in the order {@code straggler --help} lists them. */
public final class Commands {

    private Commands() {
    }

    /** New instances of every command (a command may keep what it parsed: one instance per run). */
    public static List<Command> all() {
        return List.of(new DiagnoseCommand(), new AnalyzeCommand(), new SnapshotCommand(), new StacksCommand(), new RunsCommand(),
                new InjectCommand(), new SliceCommand(), new QueuesCommand(), new ScaleCommand(), new TraceCommand(),
                new InstrumentCommand(), new DiffCommand(), new NlrCommand());
    }

    /**
     * A new instance of the command named {@code name}, or null. Only that command's class is loaded (a switch, no
     * lambda): the command line's start pays for the command it runs (CommandsTest checks the names agree with
     * {@link #all()}).
     */
    public static Command named(String name) {
        return switch (name) {
        case "diagnose" -> new DiagnoseCommand();
        case "analyze" -> new AnalyzeCommand();
        case "snapshot" -> new SnapshotCommand();
        case "stacks" -> new StacksCommand();
        case "runs" -> new RunsCommand();
        case "inject" -> new InjectCommand();
        case "slice" -> new SliceCommand();
        case "queues" -> new QueuesCommand();
        case "scale" -> new ScaleCommand();
        case "trace" -> new TraceCommand();
        case "instrument" -> new InstrumentCommand();
        case "diff" -> new DiffCommand();
        case "nlr" -> new NlrCommand();
        default -> null;
        };
    }
}
