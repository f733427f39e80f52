/**
 * Static, communication-aware backward slicing of C sources on the CDT AST ({@link dev.straggler.internal.source.slice.Program}),
 * and the progressive slices of a diagnosis ({@link dev.straggler.source.slice.SliceIncrements}).
 */
package dev.straggler.source.slice;
