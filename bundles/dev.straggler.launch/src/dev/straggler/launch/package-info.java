/**
 * API: headless launching of MPI jobs with the Straggler runtime (DESIGN.md §2): the job description ({@link
 * dev.straggler.launch.JobSpec}) and the runner the command line and the IDE's launch delegate share ({@link
 * dev.straggler.launch.JobRunner}: launcher adapters for Open MPI's mpirun, MPICH's Hydra mpiexec and Slurm's srun, the
 * runtime build that matches the application's MPI, waiting for the runtime's dumps). Launching only: attaching to a
 * running job is {@code dev.straggler.launch.attach}.
 */
package dev.straggler.launch;
