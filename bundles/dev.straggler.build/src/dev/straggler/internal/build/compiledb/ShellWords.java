package dev.straggler.internal.build.compiledb;

import java.util.ArrayList;
import java.util.List;

/**
 * A shell command line as POSIX sh splits it into words: single and double quotes, backslash escapes, and the control
 * operators {@code && || ; | ( )} as words of their own, so that {@code cd sub && cc -c a.c} is two commands. No
 * expansion (make's dry run prints commands with make's variables expanded; what the shell would expand is left as is).
 */
public final class ShellWords {

    /** A control operator between commands. */
    public static final List<String> OPERATORS = List.of("&&", "||", ";", "|", "(", ")", "&");

    private ShellWords() {
    }

    /** The words of {@code line}, the operators among them. */
    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                end = end < 0 ? line.length() : end;
                w.append(line, i + 1, end);
                i = end;
                inWord = true;
            } else if (c == '"') {
                i++;
                for (; i < line.length() && line.charAt(i) != '"'; i++) {
                    char d = line.charAt(i);
                    if (d == '\\' && i + 1 < line.length() && "\"\\$`".indexOf(line.charAt(i + 1)) >= 0) {
                        d = line.charAt(++i);
                    }
                    w.append(d);
                }
                inWord = true;
            } else if (c == '\\' && i + 1 < line.length()) {
                w.append(line.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                inWord = flush(words, w, inWord);
            } else if ("&|;()".indexOf(c) >= 0) {
                inWord = flush(words, w, inWord);
                boolean doubled = (c == '&' || c == '|') && i + 1 < line.length() && line.charAt(i + 1) == c;
                words.add(doubled ? "" + c + c : "" + c);
                i += doubled ? 1 : 0;
            } else {
                w.append(c);
                inWord = true;
            }
        }
        flush(words, w, inWord);
        return words;
    }

    /** The commands of a split line: the words between operators, empty commands left out. */
    public static List<List<String>> commands(List<String> words) {
        List<List<String>> out = new ArrayList<>();
        List<String> current = new ArrayList<>();
        for (String w : words) {
            if (OPERATORS.contains(w)) {
                if (!current.isEmpty()) {
                    out.add(current);
                }
                current = new ArrayList<>();
            } else {
                current.add(w);
            }
        }
        if (!current.isEmpty()) {
            out.add(current);
        }
        return out;
    }

    private static boolean flush(List<String> words, StringBuilder w, boolean inWord) {
        if (inWord) {
            words.add(w.toString());
            w.setLength(0);
        }
        return false;
    }
}
