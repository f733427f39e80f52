/*
 * The wait information as a reader takes it (waits_dump.c; the Markov recorder, markov.h): the dump's WDET
 * section and the in-situ analysis's facts (dump format 1.3, sizes and roots 1.5; ordinals, communicator ids and
 * the counts by tag 1.7, in WDET only). Caller holds stg_lock.
 * Recorder layer (recorder.h).
 */
#ifndef STG_WAITS_DUMP_H
#define STG_WAITS_DUMP_H

#include "markov.h"

/* The dump's WDET section (docs/dump-format.md): finalized, the parts of mt's wait, the pending requests,
 * the per-peer counts (1.7: then the parts' ordinals and communicator ids, the counts by tag). */
void stg_waits_dump(stg_buf_t *b, const stg_thread_t *mt);
/* For the in-situ reduction: `parts` gets WDET's finalized flag and the parts of mt's wait; `chan` the
 * per-peer counts, the peers of the wait first, at most cap peers. */
void stg_waits_facts(stg_buf_t *parts, stg_buf_t *chan, const stg_thread_t *mt, int cap);

#endif
