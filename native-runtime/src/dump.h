/*
 * The per-task dump (dump.c; lifecycle layer): rank-NNNNNN.sdump (docs/dump-format.md), the task's own sections
 * and every recorder's.
 */
#ifndef STG_DUMP_H
#define STG_DUMP_H

/* reason: STG_REASON_* (job.h); trigger_rank: the task whose timeout expired, -1 none. 0, or why it was not written
 * (an errno value: ENOSPC on a full file system, ENOMEM when the dump did not fit in memory). */
int stg_write_dump(int reason, int trigger_rank);

/* A snapshot (docs/dump-format.md, "Snapshots"): the same dump, reason STG_REASON_REQUEST, written to
 * snapshot-<id>/rank-NNNNNN.sdump in the run directory, without the recorders that end their own files
 * (not_in_snapshot); the task goes on as before. 0, or an errno value as stg_write_dump. */
int stg_write_snapshot(unsigned long id);

#endif
