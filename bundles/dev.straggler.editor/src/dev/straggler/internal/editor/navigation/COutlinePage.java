package dev.straggler.internal.editor.navigation;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

import dev.straggler.internal.editor.lsp.LspPositions;

/**
 * The Outline of a C/C++ editor: clangd's document symbols as a tree (functions, variables, types, macros, ...; a
 * symbol's detail, e.g. a function's signature, after its name), each with a small drawn mark of its kind; selecting
 * one selects its name in the editor. Set anew each time clangd's symbols arrive.
 */
public final class COutlinePage extends ContentOutlinePage {

    private final ITextEditor editor;
    private List<DocumentSymbol> symbols = List.of();
    private final Map<SymbolKind, Image> images = new EnumMap<>(SymbolKind.class);

    public COutlinePage(ITextEditor editor) {
        this.editor = editor;
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        TreeViewer v = getTreeViewer();
        v.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return ((List<?>) input).toArray();
            }

            @Override
            public Object[] getChildren(Object element) {
                List<DocumentSymbol> c = ((DocumentSymbol) element).getChildren();
                return c == null ? new Object[0] : c.toArray();
            }

            @Override
            public Object getParent(Object element) {
                return null;
            }

            @Override
            public boolean hasChildren(Object element) {
                List<DocumentSymbol> c = ((DocumentSymbol) element).getChildren();
                return c != null && !c.isEmpty();
            }
        });
        v.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return label((DocumentSymbol) element);
            }

            @Override
            public Image getImage(Object element) {
                return image(((DocumentSymbol) element).getKind());
            }
        });
        v.setInput(symbols);
        v.addSelectionChangedListener(e -> reveal((IStructuredSelection) e.getSelection()));
    }

    /** "name : detail" (the detail is a function's or variable's type). */
    public static String label(DocumentSymbol s) {
        return s.getDetail() == null || s.getDetail().isBlank() ? s.getName() : s.getName() + " : " + s.getDetail();
    }

    /** Shows {@code newSymbols} (UI thread). */
    public void setSymbols(List<DocumentSymbol> newSymbols) {
        symbols = newSymbols;
        TreeViewer v = getTreeViewer();
        if (v != null && !v.getControl().isDisposed()) {
            Object[] expanded = v.getExpandedElements();
            v.setInput(symbols);
            v.setExpandedElements(expanded);
        }
    }

    /** The symbols shown (for the tests). */
    public List<DocumentSymbol> symbols() {
        return symbols;
    }

    private void reveal(IStructuredSelection selection) {
        if (!(selection.getFirstElement() instanceof DocumentSymbol s)) {
            return;
        }
        IDocument doc = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        try {
            int[] r = LspPositions.region(doc, s.getSelectionRange());
            editor.selectAndReveal(r[0], r[1]);
        } catch (BadLocationException e) {
            // the document changed since: the next symbols place it
        }
    }

    private Image image(SymbolKind kind) {
        return images.computeIfAbsent(kind, k -> draw(Display.getCurrent(), mark(k)));
    }

    private record Mark(char letter, RGB rgb) {
    }

    private static Mark mark(SymbolKind k) {
        return switch (k) {
            case Function, Method, Constructor, Operator -> new Mark('f', new RGB(40, 130, 60));
            case Variable, Field, Property, Constant -> new Mark('v', new RGB(40, 90, 190));
            case Struct, Class, Interface, Enum, TypeParameter, Object -> new Mark('T', new RGB(150, 90, 20));
            case EnumMember -> new Mark('e', new RGB(110, 60, 170));
            case Namespace, Module, Package -> new Mark('N', new RGB(100, 100, 100));
            default -> new Mark('#', new RGB(160, 30, 120)); // macros come as String or Null kinds
        };
    }

    private static Image draw(Display display, Mark m) {
        Image img = new Image(display, 16, 16);
        GC gc = new GC(img);
        try {
            gc.setAntialias(SWT.ON);
            gc.setBackground(display.getSystemColor(SWT.COLOR_LIST_BACKGROUND));
            gc.fillRectangle(0, 0, 16, 16);
            gc.setBackground(new Color(m.rgb()));
            gc.fillOval(1, 1, 14, 14);
            gc.setForeground(display.getSystemColor(SWT.COLOR_WHITE));
            String s = String.valueOf(m.letter());
            var size = gc.stringExtent(s);
            gc.drawString(s, 8 - size.x / 2, 8 - size.y / 2, true);
        } finally {
            gc.dispose();
        }
        return img;
    }

    @Override
    public void dispose() {
        images.values().forEach(Image::dispose);
        images.clear();
        super.dispose();
    }
}
