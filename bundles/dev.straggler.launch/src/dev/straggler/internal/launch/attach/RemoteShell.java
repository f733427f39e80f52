package dev.straggler.internal.launch.attach;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import dev.straggler.internal.core.util.ShellWords;
import dev.straggler.launch.LaunchException;

/**
 * How attach mode reaches another node: a remote shell command (default {@code ssh -o BatchMode=yes}, else
 * {@code --rsh CMD} or {@code $STRAGGLER_RSH}) that gets the host name and then ONE argument, a shell command line,
 * as {@code ssh HOST 'command line'} does. {@code {host}} in the command stands for the host (otherwise it comes
 * last); a launcher that executes its arguments rather than a command line is made to behave like ssh by ending the
 * command with {@code sh -c} (e.g. {@code srun --overlap --jobid=1234 -w {host} sh -c}). Attach mode runs one such
 * command per host and step (the processes' ranks, the stacks, the loop values).
 */
public final class RemoteShell {

    /** The remote shell when neither {@code --rsh} nor {@link #ENVIRONMENT} gives one. */
    public static final String DEFAULT = "ssh -o BatchMode=yes";
    /** The environment variable that gives the remote shell command. */
    public static final String ENVIRONMENT = "STRAGGLER_RSH";
    /** The first line every Straggler remote script prints: without it the host was not reached. */
    public static final String BEGIN = "@@straggler begin";

    private final String text;
    private final List<String> words;

    private RemoteShell(String text) throws LaunchException {
        this.text = text.strip();
        this.words = split(this.text);
        if (words.isEmpty()) {
            throw new LaunchException("the remote shell command is empty: give --rsh the command that runs a command"
                    + " line on a node, e.g. --rsh 'ssh -o BatchMode=yes'");
        }
    }

    /** {@code option} (from {@code --rsh}) when given, else {@code $STRAGGLER_RSH} when set, else {@link #DEFAULT}. */
    public static RemoteShell of(String option) throws LaunchException {
        if (option != null) {
            return new RemoteShell(option);
        }
        String env = System.getenv(ENVIRONMENT);
        return new RemoteShell(env != null && !env.isBlank() ? env : DEFAULT);
    }

    /** The command {@code $STRAGGLER_RSH} gives, null when it is unset or blank. */
    public static String fromEnvironmentOnly() {
        String env = System.getenv(ENVIRONMENT);
        return env == null || env.isBlank() ? null : env;
    }

    /** The remote shell of the environment, or the default; never fails (a blank variable means the default). */
    public static RemoteShell fromEnvironment() {
        try {
            return of(null);
        } catch (LaunchException e) {
            throw new IllegalStateException(e); // of(null) never gives an empty command
        }
    }

    /**
     * What a remote script printed, or why the host could not run it (naming the host, the cause and the fix); on a
     * failure, {@code output} is what the remote shell itself said (ssh's message).
     */
    public record Result(String output, String error) {

        /**
         * Whether the host gave no answer at all: the bound ran out, or the remote shell could not connect (ssh:
         * "Connection timed out", "No route to host", "Network is unreachable", "not responding"): a cut link or a
         * node down, which the front end cannot tell apart from here.
         */
        public boolean noAnswer() {
            return error != null && (error.contains(NO_ANSWER_WITHIN) || NO_ANSWER.matcher(output).find());
        }

        /** Whether the host answered but refused the connection (ssh: "Connection refused"): up, its sshd is not. */
        public boolean refused() {
            return error != null && output.contains("Connection refused");
        }

        /** The remote shell's last line (ssh's own message), or the error when it said nothing. */
        public String said() {
            String last = lastLine(output);
            return last.isEmpty() ? error : last;
        }
    }

    private static final String NO_ANSWER_WITHIN = " did not answer within ";
    private static final Pattern NO_ANSWER = Pattern
            .compile("Connection timed out|No route to host|Network is unreachable|not responding");

    /** The command line that runs {@code commandLine} on {@code host}. */
    List<String> command(String host, String commandLine) {
        List<String> cmd = new ArrayList<>();
        boolean placed = false;
        for (String w : words) {
            if (w.contains("{host}")) {
                cmd.add(w.replace("{host}", host));
                placed = true;
            } else {
                cmd.add(w);
            }
        }
        if (!placed) {
            cmd.add(host);
        }
        cmd.add("sh -c " + quote(commandLine));
        return cmd;
    }

    /**
     * Runs {@code script} (a POSIX sh script whose first output line is {@link #BEGIN}) on {@code host}, bounded by
     * {@code timeoutSeconds}; standard error is merged into the output.
     */
    public Result run(String host, String script, long timeoutSeconds) {
        List<String> cmd = command(host, script);
        BoundedProcess.Outcome o = BoundedProcess.run(new ProcessBuilder(cmd), timeoutSeconds, "rsh");
        if (o.startFailure() != null) {
            return new Result("", "cannot run the remote shell '" + text + "' for host " + host + " (" + o.startFailure()
                    + "): install it, or give the command that reaches the nodes with --rsh CMD or " + ENVIRONMENT);
        }
        if (o.timedOut()) {
            return new Result("", "host " + host + NO_ANSWER_WITHIN + timeoutSeconds + " s through '" + text
                    + "': check that '" + probe(host) + "' returns at once, or raise"
                    + " --attach-timeout");
        }
        if (o.interrupted()) {
            return new Result("", "interrupted");
        }
        String out = o.output();
        int begin = out.indexOf(BEGIN);
        if (begin < 0) {
            String said = lastLine(out);
            return new Result(out, "cannot reach host " + host + " through '" + text + "' (exit status " + o.exitValue()
                    + (said.isEmpty() ? "" : ": " + said) + "): check the host name and that '"
                    + probe(host) + "' works without a password (ssh-copy-id " + host + "), or give the command"
                    + " that reaches the nodes with --rsh CMD or " + ENVIRONMENT
                    + " (e.g. --rsh 'srun --overlap --jobid=JOB -w {host} sh -c')");
        }
        return new Result(out.substring(begin + BEGIN.length()), null);
    }

    /** The command a user runs to check that {@code host} is reachable. */
    private String probe(String host) {
        List<String> cmd = command(host, "true");
        cmd.set(cmd.size() - 1, "true");
        return String.join(" ", cmd);
    }

    /** The remote shell command as given. */
    @Override
    public String toString() {
        return text;
    }

    static String lastLine(String text) {
        String s = text.strip();
        return s.substring(s.lastIndexOf('\n') + 1).strip();
    }

    /** {@code s} quoted for a POSIX shell. */
    static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    /** Splits a command at blanks; single and double quotes group words (no escapes inside single quotes). */
    static List<String> split(String s) throws LaunchException {
        ShellWords w = ShellWords.split(s);
        if (w.unclosedQuote() != 0) {
            throw new LaunchException("unbalanced " + w.unclosedQuote() + " in the remote shell command '" + s + "'");
        }
        return w.words();
    }
}
