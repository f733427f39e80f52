/**
 * Launch configuration tabs of "MPI Application with Diagnosis" (type {@code dev.straggler.launch.mpiDiagnosis},
 * launched by {@code dev.straggler.launch.ide}): Application, MPI Launcher, Remote (a host reached with ssh, directly
 * or as a Slurm batch job, and where its sources are here: {@code dev.straggler.launch.remote}), Diagnosis (the
 * AutomaDeD algorithm, in situ or not), then the platform's Environment and Common tabs.
 */
package dev.straggler.internal.ui.launch;
