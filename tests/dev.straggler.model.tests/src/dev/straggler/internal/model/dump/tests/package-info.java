/**
 * Tests of the dump readers ({@code dev.straggler.internal.model.dump}): hand-written dump files (format
 * docs/dump-format.md) read and merged, truncated and foreign files rejected, and the dumps of a real ring job the test
 * runs with the runtime the build compiled.
 */
package dev.straggler.internal.model.dump.tests;
