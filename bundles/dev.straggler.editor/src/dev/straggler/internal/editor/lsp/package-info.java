/**
 * The LSP client over lsp4j that talks to clangd, without SWT: the workspace's one clangd process and its lifecycle
 * ({@link dev.straggler.internal.editor.lsp.ClangdServer}), the documents kept in step with it
 * ({@link dev.straggler.internal.editor.lsp.ClangdDocument}), where its compile commands come from
 * ({@link dev.straggler.internal.editor.lsp.CompileCommands}, the one place a builder extends), which clangd runs
 * ({@link dev.straggler.internal.editor.lsp.ClangdLocator}), and its diagnostics as problem markers
 * ({@link dev.straggler.internal.editor.lsp.DiagnosticMarkers}).
 */
package dev.straggler.internal.editor.lsp;
