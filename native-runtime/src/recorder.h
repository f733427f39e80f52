/*
 * The recorder interface (docs/architecture.md §4 "Runtime units", §9 "Runtime layers"). A recorder
 * keeps one kind of record of the task: the Markov model (markov.c, waits.c), the sampled stacks
 * (sampler.c), the fault injector's state (fault.c); next a call trace and a communication profile.
 * Recorders sit between the base layer (base.h, htab.h, buf.h, addr.h), which they use, and the
 * lifecycle (lifecycle.h), which calls them through the hooks below and which they never call. A
 * recorder never calls another recorder.
 *
 * Adding one: a unit that defines `const stg_recorder_t stg_<name>_recorder` with the hooks it needs
 * (the others NULL), one line `STG_RECORDER(<name>)` in recorders.def, its source in CMakeLists.txt.
 * Call-specific information that the hooks do not carry (peers, requests) comes through hooks of the
 * recorder's own that gen_wrappers.py emits for the call classes of mpi_calls.def, as waits.c does.
 */
#ifndef STG_RECORDER_H
#define STG_RECORDER_H

#include <mpi.h>

#include "base.h"
#include "buf.h"
#include "addr.h"

/* One intercepted call (lives on the wrapper's stack). */
typedef struct stg_call {
    int call;                /* index in mpi_calls.def (stg_call_name) */
    int active;              /* recorded: the thread's outermost wrapper while the runtime records */
    int early;               /* the lifecycle's: counted in the pre-initialization nesting */
    uint64_t site;           /* recorded calls: the call-site key, stg_site_hash(call, frames) */
    const uintptr_t *frames; /* the call's stack, innermost first, nframes of them (stack's frames) */
    int nframes;
    const stg_stack_t *stack; /* the call's stack, interned (addr.h: its id, for the task's life); NULL
                               * only when the runtime ran out of memory */
    void (*then)(void);      /* set by an after/end hook: runs once every recorder has ended the call */
} stg_call_t;

enum { STG_MSG_SEND = 0, STG_MSG_RECV = 1 };

/* The message buffer of a C call, as the buffer is valid around the call: what the application sends
 * (before the call) or receives (after); gen_wrappers.py's message() says which calls have one. */
typedef struct stg_msg {
    void *buf;
    int count;
    MPI_Datatype type;
    int dir;      /* STG_MSG_SEND or STG_MSG_RECV */
    int peer;     /* dest / source in comm; MPI_ANY_SOURCE when the call has none (collectives) */
    int tag;
    MPI_Comm comm;
} stg_msg_t;

/* A per-task dump being written (docs/dump-format.md): recorders append whole sections to b
 * (stg_buf_section_begin/end) and write addresses with stg_buf_frame(b, ms, address). */
typedef struct stg_dump {
    stg_buf_t *b;
    const stg_modules_t *ms;
} stg_dump_t;

/* What at_init asks for: the per-call hooks it wants called for this run. */
enum { STG_REC_CALLS = 1, STG_REC_MSGS = 2 };

typedef struct stg_recorder {
    const char *name;
    /* MPI_Init (or MPI_Init_thread: call) returned, on the thread that initialized MPI, the task's
     * identity, configuration and dump directory set up, before the runtime records and before the
     * helper thread starts. Returns STG_REC_CALLS | STG_REC_MSGS (or 0) for the per-call hooks it wants,
     * or -1 when it cannot record: the runtime then stays off for this task. In table order. A
     * recorder without at_init gets all its hooks called. */
    int (*at_init)(int call);
    /* Every recorded call of every binding (C and Fortran) but MPI_Init (at_init instead; MPI_Finalize
     * has a begin, then at_finalize, and no end): begin before the MPI library's call (in table
     * order), end after it (in reverse order). Both run on the calling thread, concurrently for
     * different threads, and must be cheap: they are the runtime's hot path. */
    void (*begin)(stg_call_t *c);
    void (*end)(stg_call_t *c);
    /* Recorded C calls but MPI_Init and MPI_Finalize, while a recorder asked for STG_REC_MSGS: right
     * before the MPI library's call (in table order) and right after it (in reverse order), both after
     * the call-class hooks of that side; m is the call's message or NULL; ok: the call returned
     * MPI_SUCCESS. */
    void (*before)(stg_call_t *c, const stg_msg_t *m);
    void (*after)(stg_call_t *c, const stg_msg_t *m, int ok);
    /* A per-task dump (any thread, usually the helper): prepare runs for every recorder before anything
     * is written (capture what must be seen first) and returns what write gets; write appends the
     * recorder's sections, in table order, and frees what prepare returned. */
    void *(*dump_prepare)(void);
    void (*dump_write)(stg_dump_t *d, void *prepared);
    /* In MPI_Finalize, before the MPI library's, on the thread that calls it, while the runtime still
     * records (after the dump at exit, if any). */
    void (*at_finalize)(void);
} stg_recorder_t;

#endif
