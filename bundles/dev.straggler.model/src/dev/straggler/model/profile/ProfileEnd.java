package dev.straggler.model.profile;

/** When a task's profile was written, which says whether it covers the whole run. */
public enum ProfileEnd {
    /** At {@code MPI_Finalize}: the whole run. */
    FINALIZED,
    /** When the job hung and was diagnosed: up to the hang. */
    HUNG,
    /** When the task crashed (a fatal signal): up to the crash. */
    CRASHED
}
