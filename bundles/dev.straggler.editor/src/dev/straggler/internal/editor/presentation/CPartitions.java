package dev.straggler.internal.editor.presentation;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension3;
import org.eclipse.jface.text.IDocumentPartitioner;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.FastPartitioner;
import org.eclipse.jface.text.rules.ICharacterScanner;
import org.eclipse.jface.text.rules.IPredicateRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedPartitionScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;

/**
 * The partitions of a C/C++ document, in their own partitioning {@value #PARTITIONING} (so other partitionings of the
 * same document are left alone): comments, string and character literals, preprocessor lines (with their backslash
 * continuations), and code (the default content type). Each partition type has its own scanner in
 * {@link CPresentationReconciler}.
 */
public final class CPartitions {

    /** The partitioning's id. */
    public static final String PARTITIONING = "dev.straggler.editor.partitioning";
    public static final String COMMENT = "__c_comment";
    public static final String STRING = "__c_string";
    public static final String CHARACTER = "__c_character";
    public static final String PREPROCESSOR = "__c_preprocessor";
    /** Every partition type but the default one. */
    public static final String[] TYPES = { COMMENT, STRING, CHARACTER, PREPROCESSOR };

    private CPartitions() {
    }

    /** Sets the partitioner up on {@code document} unless it has one for {@link #PARTITIONING} already. */
    public static void connect(IDocument document) {
        if (!(document instanceof IDocumentExtension3 ext) || ext.getDocumentPartitioner(PARTITIONING) != null) {
            return;
        }
        IDocumentPartitioner p = new FastPartitioner(new Scanner(), TYPES);
        p.connect(document); // before it is set: setting it tells the listeners, which partition at once
        ext.setDocumentPartitioner(PARTITIONING, p);
    }

    /** The partition scanner: the rules in the order they are tried at each offset. */
    static final class Scanner extends RuleBasedPartitionScanner {
        Scanner() {
            IToken comment = new Token(COMMENT);
            setPredicateRules(new IPredicateRule[] {
                    new MultiLineRule("/*", "*/", comment, (char) 0, true),
                    new EndOfLineRule("//", comment, '\\', true),
                    new PreprocessorRule(new Token(PREPROCESSOR)),
                    new SingleLineRule("\"", "\"", new Token(STRING), '\\', true),
                    new SingleLineRule("'", "'", new Token(CHARACTER), '\\', true) });
        }

        /** Whether the character just read (a '#') is the first one of its line but blanks. */
        boolean lastReadStartsLine() {
            try {
                for (int i = fOffset - 2; i >= 0; i--) {
                    char c = fDocument.getChar(i);
                    if (c == '\n' || c == '\r') {
                        return true;
                    }
                    if (c != ' ' && c != '\t') {
                        return false;
                    }
                }
                return true;
            } catch (BadLocationException e) {
                return false;
            }
        }
    }

    /** A preprocessor line: '#' first on its line (blanks before it allowed) to the end of the line, continuations too. */
    static final class PreprocessorRule implements IPredicateRule {
        private final IToken token;

        PreprocessorRule(IToken token) {
            this.token = token;
        }

        @Override
        public IToken getSuccessToken() {
            return token;
        }

        @Override
        public IToken evaluate(ICharacterScanner scanner, boolean resume) {
            if (!resume) {
                int c = scanner.read();
                if (c != '#' || !(scanner instanceof Scanner s) || !s.lastReadStartsLine()) {
                    scanner.unread();
                    return Token.UNDEFINED;
                }
            }
            int previous = '#';
            while (true) {
                int c = scanner.read();
                if (c == ICharacterScanner.EOF) {
                    return token;
                }
                if (c == '\n' || c == '\r') {
                    if (previous != '\\') {
                        scanner.unread();
                        return token;
                    }
                    if (c == '\r') {
                        continue; // the CR of a continued line's CR LF: the LF still continues it
                    }
                }
                previous = c;
            }
        }

        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            return evaluate(scanner, false);
        }
    }
}
