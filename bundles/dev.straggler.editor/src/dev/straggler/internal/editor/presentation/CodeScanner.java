package dev.straggler.internal.editor.presentation;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.ICharacterScanner;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WhitespaceRule;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;

/**
 * The rule-based highlighting of C/C++ code outside comments, literals and preprocessor lines: keywords, built-in and
 * standard types (and MPI's handle types), numbers. The fallback that works without clangd; clangd's semantic tokens
 * refine it ({@link SemanticHighlighting}).
 */
final class CodeScanner extends RuleBasedScanner {

    static final Set<String> C_KEYWORDS = Set.of("auto", "break", "case", "const", "continue", "default", "do", "else",
            "enum", "extern", "for", "goto", "if", "inline", "register", "restrict", "return", "sizeof", "static",
            "struct", "switch", "typedef", "union", "volatile", "while", "_Alignas", "_Alignof", "_Atomic", "_Generic",
            "_Noreturn", "_Static_assert", "_Thread_local", "true", "false", "__attribute__", "asm", "__asm__",
            "__restrict", "__inline__", "typeof", "__typeof__");

    static final Set<String> CPP_KEYWORDS = Set.of("alignas", "alignof", "and", "and_eq", "bitand", "bitor", "catch",
            "class", "compl", "concept", "consteval", "constexpr", "constinit", "const_cast", "co_await", "co_return",
            "co_yield", "decltype", "delete", "dynamic_cast", "explicit", "export", "final", "friend", "mutable",
            "namespace", "new", "noexcept", "not", "not_eq", "nullptr", "operator", "or", "or_eq", "override",
            "private", "protected", "public", "reinterpret_cast", "requires", "static_assert", "static_cast",
            "template", "this", "thread_local", "throw", "try", "typeid", "typename", "using", "virtual", "xor",
            "xor_eq");

    static final Set<String> TYPES = Set.of("void", "char", "short", "int", "long", "float", "double", "signed",
            "unsigned", "bool", "_Bool", "_Complex", "_Imaginary", "wchar_t", "char8_t", "char16_t", "char32_t",
            "size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t", "int8_t", "int16_t", "int32_t", "int64_t",
            "uint8_t", "uint16_t", "uint32_t", "uint64_t", "FILE",
            // MPI's handle and address types: the types an MPI program is written in
            "MPI_Comm", "MPI_Datatype", "MPI_Request", "MPI_Status", "MPI_Op", "MPI_Group", "MPI_Win", "MPI_File",
            "MPI_Info", "MPI_Errhandler", "MPI_Message", "MPI_Session", "MPI_Aint", "MPI_Offset", "MPI_Count",
            "MPI_Fint");

    CodeScanner(boolean cpp) {
        IToken keyword = new Token(Styles.attribute(Styles.KEYWORD, SWT.BOLD));
        IToken type = new Token(Styles.attribute(Styles.TYPE, SWT.BOLD));
        IToken number = new Token(Styles.attribute(Styles.NUMBER, SWT.NORMAL));
        IToken plain = new Token(new TextAttribute(null));
        // identifiers that are no keyword are one plain token, so that no rule starts inside them (the 1 of x1)
        WordRule words = new WordRule(new Identifier(), plain);
        C_KEYWORDS.forEach(k -> words.addWord(k, keyword));
        if (cpp) {
            CPP_KEYWORDS.forEach(k -> words.addWord(k, keyword));
        }
        TYPES.forEach(t -> words.addWord(t, type));
        List<IRule> rules = new ArrayList<>();
        rules.add(new WhitespaceRule(Character::isWhitespace));
        rules.add(new NumberRule(number));
        rules.add(words);
        setRules(rules.toArray(IRule[]::new));
        setDefaultReturnToken(plain);
    }

    /** C identifiers. */
    static final class Identifier implements IWordDetector {
        @Override
        public boolean isWordStart(char c) {
            return Character.isLetter(c) || c == '_';
        }

        @Override
        public boolean isWordPart(char c) {
            return Character.isLetterOrDigit(c) || c == '_';
        }
    }

    /**
     * Integer and floating literals: a digit (or '.' and a digit), then digits, letters (hex digits, suffixes,
     * exponents), '.', digit separators and an exponent's sign.
     */
    static final class NumberRule implements IRule {
        private final IToken token;

        NumberRule(IToken token) {
            this.token = token;
        }

        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            int c = scanner.read();
            int read = 1;
            if (c == '.') {
                int d = scanner.read();
                read++;
                if (!Character.isDigit(d)) {
                    unread(scanner, read);
                    return Token.UNDEFINED;
                }
            } else if (!Character.isDigit(c)) {
                scanner.unread();
                return Token.UNDEFINED;
            }
            int previous = c;
            while (true) {
                c = scanner.read();
                boolean sign = (c == '+' || c == '-')
                        && (previous == 'e' || previous == 'E' || previous == 'p' || previous == 'P');
                if (c == ICharacterScanner.EOF || !(Character.isLetterOrDigit(c) || c == '.' || c == '\'' || sign)) {
                    scanner.unread();
                    return token;
                }
                previous = c;
            }
        }

        private static void unread(ICharacterScanner scanner, int n) {
            for (int i = 0; i < n; i++) {
                scanner.unread();
            }
        }
    }
}
