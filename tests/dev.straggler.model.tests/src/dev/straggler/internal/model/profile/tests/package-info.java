/**
 * Tests of the communication profile reader ({@code dev.straggler.internal.model.profile}, docs/dump-format.md
 * "Communication profile"): files written to the format by {@link ProfileFixtureWriter}, read back through
 * {@code dev.straggler.model.profile.ProfileReader}.
 */
package dev.straggler.internal.model.profile.tests;
