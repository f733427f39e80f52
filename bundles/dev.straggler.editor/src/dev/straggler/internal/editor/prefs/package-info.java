/**
 * The C/C++ editor's preferences: clangd's path and arguments, line numbers, semantic highlighting
 * ({@link dev.straggler.internal.editor.prefs.EditorPreferences}), and their page under Window &gt; Preferences &gt;
 * Straggler &gt; C/C++ Editor, which also says which clangd the editor found.
 */
package dev.straggler.internal.editor.prefs;
