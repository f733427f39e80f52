/*
 * The recorder table and the per-call path through it (lifecycle layer, dispatch.h). An intercepted
 * call is recorded when it is the calling thread's outermost wrapper (MPI calls the runtime makes
 * itself, and MPI calls the MPI library makes from inside another, are not) and the runtime is active;
 * a recorded call gets its stack once (stg_call_stack: the thread's call-site cache, an unwind for a new
 * site only), then every recorder's begin hook, then after the real call every end hook in reverse
 * order; while the Markov recorder is the only one recording calls (stg_quick_calls), the wrappers call its
 * hooks directly (dispatch.h, markov.h), without this table. Before MPI_Init is done, wrappers only count
 * their nesting.
 */
#define _GNU_SOURCE
#include "dispatch.h"
#include "markov.h"

#include <dlfcn.h>
#include <stdlib.h>

#define STG_RECORDER(name) extern const stg_recorder_t stg_##name##_recorder;
#include "recorders.def"
#undef STG_RECORDER

const stg_recorder_t *const stg_recorders[STG_NRECORDERS] = {
#define STG_RECORDER(name) &stg_##name##_recorder,
#include "recorders.def"
#undef STG_RECORDER
};

typedef void (*call_hook_t)(stg_call_t *c);
typedef void (*before_hook_t)(stg_call_t *c, const stg_msg_t *m);
typedef void (*after_hook_t)(stg_call_t *c, const stg_msg_t *m, int ok);

/* the hooks the recorders asked for at MPI_Init: begin and before in table order, end and after reversed */
static call_hook_t begin_hooks[STG_NRECORDERS];
static call_hook_t end_hooks[STG_NRECORDERS];
static before_hook_t before_hooks[STG_NRECORDERS];
static after_hook_t after_hooks[STG_NRECORDERS];
static int nbegin, nend, nbefore, nafter;
int stg_msg_hooks;
int stg_ev_hooks;
int stg_quick_calls;

__thread stg_nesting_t stg_nesting;

/* ------------------------------------------------------------------ lifetime of the recorders */

int stg_recorders_init(int call)
{
    enum { N = STG_NRECORDERS };
    int wants[N];
    for (int i = 0; i < N; i++) {
        const stg_recorder_t *r = stg_recorders[i];
        wants[i] = r->at_init ? r->at_init(call) : STG_REC_CALLS | STG_REC_MSGS;
        if (wants[i] < 0) {
            return -1;
        }
    }
    nbegin = nend = nbefore = nafter = 0;
    int events = 0;
    for (int i = 0; i < N; i++) {
        events |= wants[i] & STG_REC_EVENTS;
        const stg_recorder_t *r = stg_recorders[i], *q = stg_recorders[N - 1 - i];
        if ((wants[i] & STG_REC_CALLS) && r->begin) {
            begin_hooks[nbegin++] = r->begin;
        }
        if ((wants[i] & STG_REC_MSGS) && r->before) {
            before_hooks[nbefore++] = r->before;
        }
        if ((wants[N - 1 - i] & STG_REC_CALLS) && q->end) {
            end_hooks[nend++] = q->end;
        }
        if ((wants[N - 1 - i] & STG_REC_MSGS) && q->after) {
            after_hooks[nafter++] = q->after;
        }
    }
    stg_msg_hooks = nbefore + nafter > 0;
    stg_ev_hooks = events != 0;
    stg_quick_calls = nbegin == 1 && nend == 1 && begin_hooks[0] == stg_markov_recorder.begin
                      && end_hooks[0] == stg_markov_recorder.end && !stg_msg_hooks && !stg_ev_hooks;
    return 0;
}

void stg_recorders_finalize(void)
{
    for (int i = 0; i < STG_NRECORDERS; i++) {
        if (stg_recorders[i]->at_finalize) {
            stg_recorders[i]->at_finalize();
        }
    }
}

void stg_recorders_flush(void)
{
    for (int i = 0; i < STG_NRECORDERS; i++) {
        if (stg_recorders[i]->flush) {
            stg_recorders[i]->flush();
        }
    }
}

void stg_recorders_tick(void)
{
    for (int i = 0; i < STG_NRECORDERS; i++) {
        if (stg_recorders[i]->tick) {
            stg_recorders[i]->tick();
        }
    }
}

size_t stg_recorders_state(char *text, size_t cap)
{
    size_t len = 0;
    for (int i = 0; i < STG_NRECORDERS; i++) {
        if (stg_recorders[i]->state && len < cap) {
            len += stg_recorders[i]->state(text + len, cap - len);
        }
    }
    return len;
}

/* ------------------------------------------------------------------ nesting */

int stg_nested(void)
{
    return stg_nesting.early > 0 || stg_nesting.depth > 0;
}

void stg_init_hold(void)
{
    stg_nesting.early++;
}

void stg_init_release(void)
{
    stg_nesting.early--;
}

int stg_unnest(stg_call_t *c)
{
    if (c->early) {
        stg_nesting.early--;
        return 0;
    }
    stg_nesting.depth--;
    return c->active;
}

/* ------------------------------------------------------------------ one call (stg_begin, stg_end: dispatch.h) */

void stg_begin_recorded(stg_call_t *c, const void *frame)
{
    stg_call_stack_set(c, stg_cfg.depth, frame);
    for (int i = 0; i < nbegin; i++) {
        begin_hooks[i](c);
    }
}

void stg_before(stg_call_t *c, const stg_msg_t *m)
{
    for (int i = 0; c->active && i < nbefore; i++) {
        before_hooks[i](c, m);
    }
}

void stg_after(stg_call_t *c, const stg_msg_t *m, int ok)
{
    for (int i = 0; c->active && i < nafter; i++) {
        after_hooks[i](c, m, ok);
    }
}

void stg_end_recorded(stg_call_t *c)
{
    for (int i = 0; i < nend; i++) {
        end_hooks[i](c);
    }
    if (c->then) {
        c->then();
    }
}

/* ------------------------------------------------------------------ Fortran */

void *stg_fortran_symbol(const char *name, void **cache)
{
    if (!*cache) {
        *cache = dlsym(RTLD_NEXT, name);
        if (!*cache) {
            stg_log("the MPI library has no Fortran entry point '%s' (%s); is the program linked with "
                    "the MPI Fortran library it was compiled for?", name, dlerror());
            abort();
        }
    }
    return *cache;
}
