package dev.straggler.internal.core.util;

import java.util.ArrayList;
import java.util.List;

/**
 * A command line split into words as a POSIX shell splits it, without expansions: blanks separate words, single and
 * double quotes group them (a backslash escapes the next character outside quotes and inside double quotes, nothing
 * inside single quotes). For the command lines Straggler reads: a {@code compile_commands.json} entry's
 * {@code command}, the remote shell of attach mode.
 *
 * @param words         the words
 * @param unclosedQuote the quote character left open at the end (its word runs to the end), 0 when none
 */
public record ShellWords(List<String> words, char unclosedQuote) {

    /** Splits {@code commandLine}. */
    public static ShellWords split(String commandLine) {
        List<String> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < commandLine.length(); i++) {
            char c = commandLine.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && quote == '"' && i + 1 < commandLine.length()) {
                    word.append(commandLine.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    out.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c == '\\' && i + 1 < commandLine.length() ? commandLine.charAt(++i) : c);
                inWord = true;
            }
        }
        if (inWord) {
            out.add(word.toString());
        }
        return new ShellWords(List.copyOf(out), quote);
    }
}
