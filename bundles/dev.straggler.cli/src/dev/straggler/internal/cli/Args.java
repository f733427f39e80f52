package dev.straggler.internal.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.straggler.model.PdgAlgorithm;

/**
 * The arguments of one command (those after its name), which the command reads front to back: {@link #next} moves to
 * an argument, the command's options take their values with {@link #value} and its typed forms, every message of bad
 * usage the same for every command ("--np needs a value", "--np needs a number, not 'x'"). What the commands share is
 * kept here: the positional arguments, the application after {@code --}, the output {@link Format} ({@code --json},
 * {@code --dot}: one of them).
 */
public final class Args {

    /** What a command prints on its standard output: text for people, {@code --json} or {@code --dot}. */
    public enum Format {
        TEXT, JSON, DOT
    }

    private final String[] args;
    private int at = -1;
    private final List<String> positional = new ArrayList<>();
    private List<String> application = List.of();
    private boolean json, dot;

    public Args(String... args) {
        this.args = args.clone();
    }

    /** Moves to the next argument; false after the last. */
    boolean next() {
        return ++at < args.length;
    }

    /** The argument {@link #next} moved to. */
    String current() {
        return args[at];
    }

    /** Whether the current argument is an option (begins with '-'). */
    boolean isOption() {
        return current().startsWith("-");
    }

    /** Keeps the current argument as a positional one. */
    void positional() {
        positional.add(current());
    }

    /** The positional arguments kept, in order. */
    List<String> positionals() {
        return positional;
    }

    /** The current argument is {@code --}: the rest is the application and its arguments; the reading ends. */
    void application() {
        application = List.of(Arrays.copyOfRange(args, at + 1, args.length));
        at = args.length;
    }

    /** The application and its arguments after {@code --}; empty without. */
    List<String> applicationCommand() {
        return application;
    }

    /** The current option's value: the next argument. */
    String value() throws UsageException {
        return value(current() + " needs a value");
    }

    /** The current option's value, {@code missing} the message when there is none. */
    String value(String missing) throws UsageException {
        if (at + 1 >= args.length) {
            throw new UsageException(missing);
        }
        return args[++at];
    }

    /** The current option's values: the next argument and those after it up to the next option ({@code --from A B}). */
    List<String> values() throws UsageException {
        List<String> values = new ArrayList<>(List.of(value()));
        while (at + 1 < args.length && !args[at + 1].startsWith("-")) {
            values.add(args[++at]);
        }
        return values;
    }

    /** The current option's value, a whole number from 1. */
    int count() throws UsageException {
        String option = current();
        return count(option, value());
    }

    /** {@code v}, the value (or one of the values) of {@code option}, as a whole number from 1. */
    static int count(String option, String v) throws UsageException {
        int n;
        try {
            n = Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new UsageException(option + " needs a number, not '" + v + "'");
        }
        if (n < 1) {
            throw new UsageException(option + " must be at least 1");
        }
        return n;
    }

    /** The current option's value, a whole number from 0 (a rank, a thread). */
    int index() throws UsageException {
        String option = current(), v = value();
        try {
            int n = Integer.parseInt(v);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new UsageException(option + " needs a number from 0, not '" + v + "'");
    }

    /** The current option's value, a positive number of seconds; {@code notPositive} the message for one that is not. */
    double seconds(String notPositive) throws UsageException {
        String option = current(), v = value();
        double s;
        try {
            s = Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new UsageException(option + " needs a number of seconds, not '" + v + "'");
        }
        if (!(s > 0)) {
            throw new UsageException(notPositive);
        }
        return s;
    }

    /** The current option's value as words separated by white space ({@code --launcher-args "-H a,b --bind-to none"}). */
    List<String> words() throws UsageException {
        String v = value().trim();
        return v.isEmpty() ? List.of() : List.of(v.split("\\s+"));
    }

    /** The current option's value, the progress-dependence algorithm {@code --pdg} names. */
    PdgAlgorithm pdg() throws UsageException {
        String v = value();
        PdgAlgorithm alg = PdgAlgorithm.get(v);
        if (alg == null) {
            throw new UsageException("--pdg takes dist, semi-dist or loop-aware, not '" + v + "'");
        }
        return alg;
    }

    /** The current argument is {@code --json} or {@code --dot}. */
    void output() {
        json |= current().equals("--json");
        dot |= current().equals("--dot");
    }

    /** The output {@link #output} recorded. */
    Format format() throws UsageException {
        if (json && dot) {
            throw new UsageException("choose one of --json and --dot");
        }
        return json ? Format.JSON : dot ? Format.DOT : Format.TEXT;
    }
}
