/*
 * Start-up and shut-down of the runtime (lifecycle.c; lifecycle layer, docs/architecture.md §4 "Runtime
 * units"): what MPI_Init and MPI_Finalize do besides the MPI library's own work. The generated wrappers call it.
 */
#ifndef STG_LIFECYCLE_H
#define STG_LIFECYCLE_H

#include "recorder.h"

void stg_before_init(void);  /* before the MPI library's MPI_Init: the start-up marker (job.h) */
void stg_after_init(int call);
void stg_init_failed(void);  /* the MPI library's MPI_Init returned an error */
void stg_before_finalize(stg_call_t *c);
void stg_after_finalize(stg_call_t *c);

#endif
