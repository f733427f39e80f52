/**
 * How the C/C++ editor colours code: the partitions of a document (comments, literals, preprocessor lines), the
 * rule-based scanners over them (keywords, types, numbers: the highlighting that works without clangd), clangd's
 * semantic tokens merged over them (functions, variables, parameters, macros, types, enumerators), the colours of both
 * ({@link dev.straggler.internal.editor.presentation.Styles}) and bracket matching.
 */
package dev.straggler.internal.editor.presentation;
