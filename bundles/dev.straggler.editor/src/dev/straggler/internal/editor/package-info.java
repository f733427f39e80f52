/**
 * The C/C++ editor (issue 24: a C/C++ MPI workbench without CDT): {@link dev.straggler.internal.editor.CEditor}, the
 * Generic Editor specialised for C and C++ with clangd over LSP, the notices about clangd, and the bundle's activator
 * that ties clangd's lifecycle to the workbench. Presentation is in {@code presentation}, the LSP client in {@code lsp},
 * what clangd knows in the workbench (hover, definition, references, outline) in {@code navigation}.
 */
package dev.straggler.internal.editor;
