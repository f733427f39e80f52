/**
 * Tests of {@link dev.straggler.core.symbols}: frames named by addr2line on a program compiled by the test, with
 * fresh addr2line processes and with prepared ones (the command line's warm-up,
 * docs/decisions/031-faster-to-the-answer.md).
 */
package dev.straggler.core.symbols.tests;
