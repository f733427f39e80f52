package dev.straggler.internal.editor.presentation;

import java.util.Set;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;

/**
 * The colours of the C/C++ editor, in one place: the rule-based ones (keywords, built-in types, preprocessor,
 * literals, comments) and the ones clangd's semantic tokens add (functions, variables, parameters, macros, types,
 * enumerators, fields, namespaces). Colours are device-independent, nothing to dispose.
 */
public final class Styles {

    public static final RGB KEYWORD = new RGB(127, 0, 85);
    public static final RGB TYPE = new RGB(0, 105, 95);
    public static final RGB PREPROCESSOR = new RGB(128, 64, 0);
    public static final RGB STRING = new RGB(42, 0, 255);
    public static final RGB NUMBER = new RGB(0, 110, 150);
    public static final RGB COMMENT = new RGB(63, 127, 95);
    public static final RGB FUNCTION = new RGB(0, 60, 150);
    public static final RGB MACRO = new RGB(160, 30, 120);
    public static final RGB PARAMETER = new RGB(130, 80, 0);
    public static final RGB GLOBAL = new RGB(0, 0, 192);
    public static final RGB FIELD = new RGB(0, 0, 192);
    public static final RGB ENUMERATOR = new RGB(0, 0, 192);
    public static final RGB NAMESPACE = new RGB(90, 90, 90);

    private Styles() {
    }

    public static TextAttribute attribute(RGB rgb, int style) {
        return new TextAttribute(new Color(rgb), null, style);
    }

    /**
     * The style clangd's token of {@code type} with {@code modifiers} gets, or null where the rule-based style stays
     * (local variables, unknown token types).
     */
    public static TextAttribute semantic(String type, Set<String> modifiers) {
        boolean declaration = modifiers.contains("declaration");
        return switch (type) {
            case "function", "method" -> attribute(FUNCTION, declaration ? SWT.BOLD : SWT.NORMAL);
            case "macro" -> attribute(MACRO, SWT.NORMAL);
            case "parameter" -> attribute(PARAMETER, SWT.NORMAL);
            case "variable" -> modifiers.contains("globalScope") || modifiers.contains("fileScope")
                    ? attribute(GLOBAL, SWT.ITALIC)
                    : modifiers.contains("static") ? attribute(GLOBAL, SWT.ITALIC) : null;
            case "property" -> attribute(FIELD, SWT.NORMAL);
            case "enumMember" -> attribute(ENUMERATOR, SWT.BOLD | SWT.ITALIC);
            case "type", "class", "enum", "struct", "interface", "typeParameter", "concept" -> attribute(TYPE, SWT.NORMAL);
            case "namespace" -> attribute(NAMESPACE, SWT.NORMAL);
            case "comment" -> attribute(COMMENT, SWT.NORMAL); // code the preprocessor leaves out
            default -> null;
        };
    }
}
