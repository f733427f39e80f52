package dev.straggler.internal.editor.presentation;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.ICharacterScanner;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WhitespaceRule;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;

/**
 * A preprocessor line: the directive ({@code #include}, {@code #define}, ...) in the preprocessor colour, a header name
 * ({@code <mpi.h>}) and strings as strings, comments as comments, numbers, the rest plain.
 */
final class PreprocessorScanner extends RuleBasedScanner {

    PreprocessorScanner() {
        IToken directive = new Token(Styles.attribute(Styles.PREPROCESSOR, SWT.BOLD));
        IToken string = new Token(Styles.attribute(Styles.STRING, SWT.NORMAL));
        IToken comment = new Token(Styles.attribute(Styles.COMMENT, SWT.NORMAL));
        IToken plain = new Token(new TextAttribute(null));
        setRules(new IRule[] {
                new WhitespaceRule(Character::isWhitespace),
                new DirectiveRule(directive),
                new MultiLineRule("/*", "*/", comment, (char) 0, true),
                new EndOfLineRule("//", comment),
                new SingleLineRule("\"", "\"", string, '\\', true),
                new HeaderNameRule(string),
                new CodeScanner.NumberRule(new Token(Styles.attribute(Styles.NUMBER, SWT.NORMAL))),
                new WordRule(new CodeScanner.Identifier(), plain) });
        setDefaultReturnToken(plain);
    }

    /** '#', blanks, and the directive's name. */
    private static final class DirectiveRule implements IRule {
        private final IToken token;

        DirectiveRule(IToken token) {
            this.token = token;
        }

        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            if (scanner.read() != '#') {
                scanner.unread();
                return Token.UNDEFINED;
            }
            int c = scanner.read();
            while (c == ' ' || c == '\t') {
                c = scanner.read();
            }
            while (Character.isLetter(c)) {
                c = scanner.read();
            }
            scanner.unread();
            return token;
        }
    }

    /** {@code <name>} of header-name characters only (so {@code #if A < B && C > D} is not one). */
    private static final class HeaderNameRule implements IRule {
        private final IToken token;

        HeaderNameRule(IToken token) {
            this.token = token;
        }

        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            if (scanner.read() != '<') {
                scanner.unread();
                return Token.UNDEFINED;
            }
            int n = 1;
            while (true) {
                int c = scanner.read();
                n++;
                if (c == '>' && n > 2) {
                    return token;
                }
                if (c == ICharacterScanner.EOF || !(Character.isLetterOrDigit(c) || "_./+-".indexOf(c) >= 0)) {
                    for (int i = 0; i < n; i++) {
                        scanner.unread();
                    }
                    return Token.UNDEFINED;
                }
            }
        }
    }
}
