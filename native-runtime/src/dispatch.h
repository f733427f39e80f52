/*
 * The recorder table and the per-call path through it (dispatch.c; lifecycle layer, docs/architecture.md §4
 * "Runtime units"): every recorder of recorders.def, their lifetime hooks, and the hooks the generated wrappers
 * call around the MPI library's call; stg_enter, stg_record, stg_begin and stg_end are inlined into every
 * wrapper.
 */
#ifndef STG_DISPATCH_H
#define STG_DISPATCH_H

#include "recorder.h"
#include "markov.h"

enum {
    STG_NRECORDERS = 0
#define STG_RECORDER(name) +1
#include "recorders.def"
#undef STG_RECORDER
};
extern const stg_recorder_t *const stg_recorders[STG_NRECORDERS]; /* recorders.def, in order */

int stg_recorders_init(int call); /* every at_init; -1: a recorder cannot record */
void stg_recorders_finalize(void);
void stg_recorders_flush(void);   /* every flush hook: before the job ends without per-task dumps */
void stg_recorders_tick(void);    /* every tick hook: the helper's loop */
size_t stg_recorders_state(char *text, size_t cap); /* every state hook's lines: the task's state file */

/* Hooks used by the generated wrappers: a wrapper calls stg_begin before the MPI library's call and
 * stg_end after it (MPI_Finalize: stg_after_finalize); around the call, stg_before/stg_after while
 * stg_msg_hooks; the recorders' call-class hooks (waits.h) inside `if (c.active)`. */
extern int stg_msg_hooks; /* a recorder asked for the message hooks */
extern int stg_ev_hooks;  /* a recorder asked for the call descriptors (STG_REC_EVENTS) */
/* Only the Markov recorder records calls (no other begin or end hook, no message or descriptor hooks): a call
 * that never waits (stg_call_never_blocks) is recorded after the MPI library's call (gen_wrappers.py), and every
 * recorded call goes to the Markov recorder's hooks directly (markov.h), not through the recorder table */
extern int stg_quick_calls;
void stg_before(stg_call_t *c, const stg_msg_t *m);
void stg_after(stg_call_t *c, const stg_msg_t *m, int ok);
int stg_unnest(stg_call_t *c); /* the nesting part of stg_end; returns c->active */
int stg_nested(void);          /* inside a wrapper (MPI_Init: call the MPI library directly) */
void stg_init_hold(void);      /* around the MPI library's MPI_Init: calls it makes are not recorded */
void stg_init_release(void);
void *stg_fortran_symbol(const char *name, void **cache); /* the MPI library's Fortran binding */

/* stg_enter, stg_record, stg_begin and stg_end are inlined into every wrapper: the nesting test is a few
 * instructions, and the wrapper's own frame (where the application's return address is) is at hand for
 * stg_call_stack. A wrapper calls stg_begin, or (a described call while a recorder asked for call
 * descriptors) stg_enter, fills its descriptor, then stg_record when stg_enter returned 1. */
typedef struct stg_nesting {
    int depth; /* wrapper nesting of this thread: only the outermost wrapper records */
    int early; /* nesting before the runtime is up */
} stg_nesting_t;
extern __thread stg_nesting_t stg_nesting;
void stg_begin_recorded(stg_call_t *c, const void *frame); /* the stack once, every begin hook */
void stg_end_recorded(stg_call_t *c);                       /* every end hook, then c->then */

/* the nesting part of stg_begin: 1 when the call is recorded */
static inline __attribute__((always_inline)) int stg_enter(stg_call_t *c, int call)
{
    c->call = call;
    c->active = 0;
    c->early = 0;
    c->then = NULL;
    c->ev = NULL;
    if (__builtin_expect(!stg_active, 0)) {
        c->early = 1;
        stg_nesting.early++;
        return 0;
    }
    if (stg_nesting.depth++ > 0 || stg_nesting.early > 0) {
        return 0;
    }
    c->active = 1;
    return 1;
}

/* a recorded call: its stack, every recorder's begin hook (only the Markov recorder's: called directly) */
static inline __attribute__((always_inline)) void stg_record(stg_call_t *c)
{
    if (stg_quick_calls) {
        stg_markov_call_begin(c, __builtin_frame_address(0));
    } else {
        stg_begin_recorded(c, __builtin_frame_address(0));
    }
}

/* A call that never waits while stg_quick_calls (gen_wrappers.py's quick_call), after the MPI library's call: its
 * stack, and the Markov recorder's begin and end hooks at once (stg_markov_quick); then stg_quick_end. */
static inline __attribute__((always_inline)) void stg_quick_record(stg_call_t *c)
{
    stg_markov_quick(c->call, __builtin_frame_address(0));
}

/* the end of a call stg_quick_record recorded: no hook is left */
static inline __attribute__((always_inline)) void stg_quick_end(void)
{
    stg_nesting.depth--;
}

static inline __attribute__((always_inline)) void stg_begin(stg_call_t *c, int call)
{
    if (stg_enter(c, call)) {
        stg_record(c);
    }
}

static inline __attribute__((always_inline)) void stg_end(stg_call_t *c)
{
    if (c->early) {
        stg_nesting.early--;
        return;
    }
    stg_nesting.depth--;
    if (c->active) {
        if (stg_quick_calls) {
            stg_markov_call_end(c);
        } else {
            stg_end_recorded(c);
        }
    }
}

#endif
