/**
 * Communication profiles, the data contract of the scale analysis (Vrisha, Zhou et al., "Vrisha: Using Scaling
 * Properties of Parallel Programs for Bug Detection and Localization", HPDC'11, §4 features and §5.1 profiling). A
 * {@link dev.straggler.model.profile.RunProfile} is one run of a program: its
 * {@link dev.straggler.model.profile.ProgramIdentity} (executable and build id, to refuse comparing different
 * programs), the {@link dev.straggler.model.profile.TaskProfile} of each task and the
 * {@link dev.straggler.model.profile.Crash} if it crashed. A task has its
 * {@link dev.straggler.model.profile.ControlFeatures} (rank, size, numeric arguments, user-named values: the
 * "control" vector) and, per MPI call site identified by its {@link dev.straggler.model.profile.CallStack} (frames as
 * module + offset, {@link dev.straggler.model.profile.ProfileFrame}, symbolized to function/file/line when known), the
 * bytes and messages sent and received per kind of call ({@link dev.straggler.model.profile.CallSiteProfile},
 * {@link dev.straggler.model.profile.Traffic}: the "observation" vector). Plain immutable Java, not EMF: the runtime's
 * profile recorder writes the files (docs/dump-format.md "Communication profile"),
 * {@link dev.straggler.model.profile.ProfileReader} reads a run's directory of them (its implementation in
 * {@code dev.straggler.internal.model.profile}), {@code dev.straggler.core.scale} consumes it.
 */
package dev.straggler.model.profile;
