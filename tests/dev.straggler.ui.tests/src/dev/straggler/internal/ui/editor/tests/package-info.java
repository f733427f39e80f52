/**
 * Tests of the C/C++ editor (dev.straggler.editor) in a real workbench: clangd's features on real files (semantic
 * tokens, hover, definition, references, outline, diagnostics as markers, the generated compilation database), the
 * fallback without clangd, and the Straggler annotations (least-progressed line, slice, Next Slice) in it after a real
 * diagnosis.
 */
package dev.straggler.internal.ui.editor.tests;
