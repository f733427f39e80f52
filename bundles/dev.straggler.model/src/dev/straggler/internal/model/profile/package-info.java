/**
 * Reading the communication profiles the runtime's profile recorder writes (docs/dump-format.md "Communication
 * profile"; Vrisha §5.1's profiling, issue 13): {@link dev.straggler.internal.model.profile.ProfileFileReader} parses
 * one {@code profile-rank-NNNNNN.sprof} file (header, sections, the END section's CRC-32), and
 * {@link dev.straggler.internal.model.profile.RunLoader} turns a run's directory into the
 * {@link dev.straggler.model.profile.RunProfile} of {@code dev.straggler.model.profile}, whose
 * {@link dev.straggler.model.profile.ProfileReader} is the public entry point.
 */
package dev.straggler.internal.model.profile;
