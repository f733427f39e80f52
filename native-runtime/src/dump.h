/*
 * The per-task dump (dump.c; lifecycle layer): rank-NNNNNN.sdump (docs/dump-format.md), the task's own sections
 * and every recorder's.
 */
#ifndef STG_DUMP_H
#define STG_DUMP_H

/* reason: STG_REASON_* (job.h); trigger_rank: the task whose timeout expired, -1 none. 0, or why it was not written
 * (an errno value: ENOSPC on a full file system, ENOMEM when the dump did not fit in memory). */
int stg_write_dump(int reason, int trigger_rank);

#endif
