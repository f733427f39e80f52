/**
 * Tests of {@code dev.straggler.source.slice}: the progressive slices of a diagnosis (AutomaDeD §4.4.2) and how
 * sources are found.
 */
package dev.straggler.source.slice.tests;
