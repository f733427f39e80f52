/**
 * Tests of {@code dev.straggler.core.inject}: the scores of fault-injection runs (AutomaDeD §5.2.2).
 */
package dev.straggler.core.inject.tests;
