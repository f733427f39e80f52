/**
 * What clangd knows about the code, in the workbench: the hover, go to definition (hyperlinks, F3, into headers such
 * as mpi.h), Find References in the Search view, the Outline's document symbols, and opening the files clangd names.
 */
package dev.straggler.internal.editor.navigation;
