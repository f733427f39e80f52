package dev.straggler.internal.editor.presentation;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.ITokenScanner;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.swt.SWT;

/**
 * The rule-based highlighting of a C or C++ document (the Generic Editor's presentationReconcilers extension, one class
 * per language): a damager-repairer per partition of {@link CPartitions}, the partitioner set up on the document when it
 * is shown. Works without clangd.
 */
public class CPresentationReconciler extends PresentationReconciler {

    CPresentationReconciler(boolean cpp) {
        setDocumentPartitioning(CPartitions.PARTITIONING);
        add(IDocument.DEFAULT_CONTENT_TYPE, new CodeScanner(cpp));
        add(CPartitions.COMMENT, single(Styles.COMMENT));
        add(CPartitions.STRING, single(Styles.STRING));
        add(CPartitions.CHARACTER, single(Styles.STRING));
        add(CPartitions.PREPROCESSOR, new PreprocessorScanner());
    }

    private void add(String type, ITokenScanner scanner) {
        DefaultDamagerRepairer dr = new DefaultDamagerRepairer(scanner);
        setDamager(dr, type);
        setRepairer(dr, type);
    }

    private static ITokenScanner single(org.eclipse.swt.graphics.RGB rgb) {
        RuleBasedScanner s = new RuleBasedScanner();
        s.setDefaultReturnToken(new Token(Styles.attribute(rgb, SWT.NORMAL)));
        return s;
    }

    @Override
    protected void setDocumentToDamagers(IDocument document) {
        CPartitions.connect(document);
        super.setDocumentToDamagers(document);
    }

    /** C (the Generic Editor instantiates it for the content type dev.straggler.editor.c). */
    public static final class C extends CPresentationReconciler {
        public C() {
            super(false);
        }
    }

    /** C++ (for dev.straggler.editor.cpp). */
    public static final class Cpp extends CPresentationReconciler {
        public Cpp() {
            super(true);
        }
    }
}
