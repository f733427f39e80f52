/*
 * The job (job.c; lifecycle layer): what the task knows of it (start, MPI library, thread level), its run
 * directory and job.info, the task's state file, the control files the tasks and the launcher coordinate
 * through (docs/dump-format.md "The run directory"), and how the job ends after a diagnosis.
 */
#ifndef STG_JOB_H
#define STG_JOB_H

#include <mpi.h>

#include "base.h"

enum { STG_REASON_TIMEOUT = 1, STG_REASON_REQUEST = 2, STG_REASON_PEER = 3, STG_REASON_EXIT = 4, STG_REASON_CRASH = 5 };

extern double stg_start_mono;
extern uint64_t stg_start_ns;
extern int stg_thread_level;
extern char stg_mpi_version[MPI_MAX_LIBRARY_VERSION_STRING];
void stg_job_start(void);    /* start time, thread level, MPI library */
extern int stg_default_dir;  /* the run directory is the default one (STRAGGLER_DUMP_DIR unset) */
void stg_job_name_dir(void); /* collective: the default run directory, named by rank 0 */
/* init-<pid> in dir (before the MPI library's MPI_Init): this task called MPI_Init; removed once its state file
 * exists (stg_job_make_dir) or MPI_Init failed (stg_job_unmark_init). A hint: errors are ignored, nothing said */
void stg_job_mark_init(const char *dir);
void stg_job_unmark_init(void);
/* collective: creates it and the task's state file; rank 0 removes an earlier job's files, writes job.info;
 * -1 (one message, from rank 0) when any task cannot: the runtime is then off in every task */
int stg_job_make_dir(void);
/* a file of the run directory could not be written (err): says so once per job where all fail; 1 if said */
int stg_job_write_failed(int err, const char *what);
/* The task's state file, rank-NNNNNN.state: STG_STATE_SIZE bytes of key=value lines, rewritten in place. */
#define STG_STATE_SIZE 4096
extern int stg_state_fd;
void stg_state_write(const char *text);
/* DIR/name exists and belongs to this job (an earlier job's is older than this job's start) */
int stg_control_exists(const char *name);
/* writes DIR/name (exclusive: create only if absent; else atomically through a temporary file) */
void stg_write_control_file(const char *name, const char *text, int exclusive);
/* after the diagnosis is written: abort the job with the exit code, or keep it alive, as configured */
void stg_end_after_diagnosis(const char *what);

#endif
