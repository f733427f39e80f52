/**
 * Headless launching of MPI jobs with the Straggler runtime (DESIGN.md §2): the job description,
 * launcher adapters for Open MPI's mpirun, MPICH's Hydra mpiexec and Slurm's srun (how the runtime's
 * environment reaches every task), the choice of the runtime build that matches the application's
 * MPI, and the job runner that the command line and the IDE's launch delegate share.
 */
package dev.straggler.launch;
