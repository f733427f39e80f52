package dev.straggler.internal.launch.remote;

import java.util.ArrayList;
import java.util.List;

import dev.straggler.internal.core.util.ShellWords;
import dev.straggler.launch.LaunchException;

/**
 * The system's OpenSSH client commands for one host: {@code ssh} runs one POSIX shell command line there (never
 * prompting: {@code BatchMode}, no terminal), {@code scp -r} copies a remote directory here. The user's options come
 * first (for ssh the first value of an option wins, so they override ours); scp gets them translated where its flags
 * differ from ssh's ({@code -p PORT} is scp's {@code -P PORT}, {@code -l USER} becomes {@code -o User=USER}).
 */
public final class SshCommands {

    private final String host;
    private final List<String> options;

    public SshCommands(String host, List<String> options) throws LaunchException {
        if (host == null || host.isBlank()) {
            throw new LaunchException("no remote host is set: give [user@]host or a Host of your ~/.ssh/config");
        }
        if (host.strip().startsWith("-") || host.strip().chars().anyMatch(Character::isWhitespace)) {
            throw new LaunchException("'" + host.strip() + "' is not a host name: give [user@]host or a Host of your"
                    + " ~/.ssh/config, and ssh options separately");
        }
        this.host = host.strip();
        this.options = List.copyOf(options);
    }

    /** Splits an options field as a shell would ({@code -F "my config"} is two words). */
    public static List<String> splitOptions(String text) throws LaunchException {
        ShellWords w = ShellWords.split(text == null ? "" : text);
        if (w.unclosedQuote() != 0) {
            throw new LaunchException("unbalanced " + w.unclosedQuote() + " in the ssh options '" + text + "'");
        }
        return w.words();
    }

    public String host() {
        return host;
    }

    /** {@code ssh OPTIONS -T -o BatchMode=yes HOST 'sh -c SCRIPT'}: the remote login shell runs sh with the script. */
    public List<String> ssh(String script) {
        List<String> cmd = new ArrayList<>();
        cmd.add("ssh");
        cmd.addAll(options);
        cmd.addAll(List.of("-T", "-o", "BatchMode=yes", host, "sh -c " + quote(script)));
        return cmd;
    }

    /** {@code scp -r -q OPTIONS HOST:REMOTE LOCAL}: copies the remote directory into the local one. */
    public List<String> scpFrom(String remotePath, String localDirectory) {
        List<String> cmd = new ArrayList<>();
        cmd.add("scp");
        cmd.addAll(List.of("-r", "-q"));
        cmd.addAll(scpOptions(options));
        cmd.addAll(List.of("-o", "BatchMode=yes", host + ":" + remotePath, localDirectory));
        return cmd;
    }

    /** ssh's options as scp takes them. */
    static List<String> scpOptions(List<String> ssh) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < ssh.size(); i++) {
            String o = ssh.get(i);
            if (o.equals("-p") && i + 1 < ssh.size()) {
                out.add("-P");
                out.add(ssh.get(++i));
            } else if (o.startsWith("-p") && o.length() > 2 && o.substring(2).chars().allMatch(Character::isDigit)) {
                out.add("-P");
                out.add(o.substring(2));
            } else if (o.equals("-l") && i + 1 < ssh.size()) {
                out.add("-o");
                out.add("User=" + ssh.get(++i));
            } else if (o.equals("-T") || o.equals("-t") || o.equals("-tt") || o.equals("-n") || o.equals("-x")
                    || o.equals("-X") || o.equals("-Y") || o.equals("-A") || o.equals("-a")) {
                // terminal, input and forwarding flags of an interactive ssh: no meaning for a copy
            } else {
                out.add(o);
            }
        }
        return out;
    }

    /** The command line a user runs to check the connection (quoted for a terminal). */
    public String probe() {
        List<String> cmd = new ArrayList<>(List.of("ssh"));
        cmd.addAll(options);
        cmd.add(host);
        cmd.add("true");
        return String.join(" ", cmd.stream().map(SshCommands::quoteIfNeeded).toList());
    }

    static String quoteIfNeeded(String s) {
        return s.matches("[A-Za-z0-9_@%+=:,./~-]+") ? s : quote(s);
    }

    /** {@code s} quoted for a POSIX shell. */
    public static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
