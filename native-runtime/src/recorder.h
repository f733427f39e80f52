/*
 * The recorder interface (docs/architecture.md §4 "Runtime units", docs/decisions/024-runtime-layers.md). A recorder
 * keeps one kind of record of the task: the Markov model (markov.c, waits.c), the sampled stacks
 * (sampler.c), the fault injector's state (fault.c), the call trace (trace.c), the communication profile
 * (profile.c). Recorders sit between the base layer (base.h, htab.h, buf.h, addr.h), which they use, and
 * the lifecycle layer (its recorder table: dispatch.h), which calls them through the hooks below and which
 * they never call. A recorder never calls another recorder.
 *
 * Adding one: a unit that defines `const stg_recorder_t stg_<name>_recorder` with the hooks it needs
 * (the others NULL) and declares it in its header <name>.h, one line `STG_RECORDER(<name>)` in
 * recorders.def, its source in CMakeLists.txt.
 * What a communication call does (communicator, peer or root, tag, bytes) comes with the call as its
 * descriptor (stg_ev_t, below) to a recorder that asks for it; other call-specific information (request
 * snapshots of waits) comes through hooks of the recorder's own that gen_wrappers.py emits for the
 * call classes of mpi_calls.def, as waits.c does.
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
    struct stg_ev *ev;       /* what the call communicates (below), or NULL: described calls while a
                              * recorder asked for STG_REC_EVENTS */
} stg_call_t;

enum { STG_MSG_SEND = 0, STG_MSG_RECV = 1 };

/* A recorded call's stack (addr.h's stg_call_stack from frame, __builtin_frame_address(0) of its wrapper) into c:
 * before the begin hooks */
static inline __attribute__((always_inline)) const stg_stack_t *stg_call_stack_set(stg_call_t *c, int depth,
                                                                                   const void *frame)
{
    const stg_stack_t *s = stg_call_stack(c->call, depth, frame);
    c->stack = s;
    c->site = s ? s->hash : 0;
    c->frames = s ? s->frames : NULL;
    c->nframes = s ? s->depth : 0;
    return s;
}

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

/* What a communication call does, as its arguments say (the call descriptor): every point-to-point
 * call (blocking, nonblocking, persistent init, sendrecv, probe, matched receive), every collective
 * (blocking and nonblocking) and every communicator constructor and destructor, in the C and the
 * Fortran bindings. The generated wrappers fill it before the recorders' begin hooks (describe.c) and
 * complete it after the MPI library's call, before the end hooks (the `after` fields). Only while a
 * recorder asked for STG_REC_EVENTS (stg_ev_hooks: one load and branch per call otherwise).
 *
 * Ranks in comm keep MPI's own constants (MPI_ANY_SOURCE, MPI_PROC_NULL, MPI_ROOT); the *_world
 * fields are world ranks, or STG_RANK_NONE (MPI_PROC_NULL, no such part), STG_RANK_ANY
 * (MPI_ANY_SOURCE) or STG_RANK_UNKNOWN (not cheap: a communicator other than MPI_COMM_WORLD and
 * MPI_COMM_SELF; a recorder that needs it maps the rank through the communicator's group itself).
 * Bytes are count x type size as the arguments give them (a receive's posted size, an upper bound of
 * what arrives); only arguments the standard makes significant on this task are read (a gather's
 * receive arguments on its root only, ...); MPI_IN_PLACE moves no byte but counts as the block it
 * stands for (docs/decisions/025-call-descriptors.md gives every collective's formula). */
enum {
    STG_EV_P2P = 1,       /* a point-to-point call (send, receive, both, or creates a request for one) */
    STG_EV_PROBE = 2,     /* MPI_Probe, MPI_Mprobe, MPI_Iprobe, MPI_Improbe: a receive part, no bytes */
    STG_EV_COLL = 3,      /* a collective on comm */
    STG_EV_COMM_NEW = 4,  /* a communicator constructor, collective over comm: newcomm after the call */
    STG_EV_COMM_FREE = 5, /* MPI_Comm_free / MPI_Comm_disconnect of comm */
};
enum {
    STG_EVF_SEND = 1 << 0,        /* a send part: dest, sendtag */
    STG_EVF_RECV = 1 << 1,        /* a receive part: source, recvtag */
    STG_EVF_NONBLOCKING = 1 << 2, /* returns a request (MPI_Isend, MPI_Ibcast, ...; after: request) */
    STG_EVF_PERSISTENT = 1 << 3,  /* persistent init (MPI_Send_init, ...): transfers nothing until MPI_Start */
    STG_EVF_ROOTED = 1 << 4,      /* a rooted collective: root is valid */
    STG_EVF_IS_ROOT = 1 << 5,     /* this task is its root */
    STG_EVF_MESSAGE = 1 << 6,     /* MPI_Mrecv / MPI_Imrecv: a matched message; source, tag, comm unknown */
    STG_EVF_INTER = 1 << 7,       /* checked and found an intercommunicator (rooted collectives only) */
    STG_EVF_MATCHED = 1 << 8,     /* after: matched_source / matched_tag come from the call's status */
};
enum { STG_RANK_NONE = -1, STG_RANK_ANY = -2, STG_RANK_UNKNOWN = -3 };

typedef struct stg_ev {
    int kind;                 /* STG_EV_* */
    int flags;                /* STG_EVF_* */
    MPI_Comm comm;            /* MPI_COMM_NULL for a matched message */
    int dest, sendtag;        /* send part (STG_EVF_SEND) */
    int source, recvtag;      /* receive part (STG_EVF_RECV), as posted: MPI_ANY_SOURCE, MPI_ANY_TAG */
    int root;                 /* rooted collectives (STG_EVF_ROOTED): the root argument */
    int dest_world, source_world, root_world;
    int64_t sent, received;   /* bytes this task sends / receives by the call's arguments */
    /* after the call, when it returned MPI_SUCCESS (the end hooks see them) */
    int matched_source, matched_tag; /* STG_EVF_MATCHED: the status of a receive or probe (an MPI_Iprobe
                                      * that found a message), rank in comm */
    MPI_Request request;      /* STG_EVF_NONBLOCKING / STG_EVF_PERSISTENT: the request created */
    MPI_Comm newcomm;         /* STG_EV_COMM_NEW: the new communicator (MPI_COMM_NULL on tasks outside it) */
} stg_ev_t;

/* A per-task dump being written (docs/dump-format.md): recorders append whole sections to b
 * (stg_buf_section_begin/end) and write addresses with stg_buf_frame(b, ms, address). */
typedef struct stg_dump {
    stg_buf_t *b;
    const stg_modules_t *ms;
} stg_dump_t;

/* What at_init asks for: the per-call hooks it wants called for this run. */
enum { STG_REC_CALLS = 1, STG_REC_MSGS = 2, STG_REC_EVENTS = 4 };

typedef struct stg_recorder {
    const char *name;
    /* MPI_Init (or MPI_Init_thread: call) returned, on the thread that initialized MPI, the task's
     * identity, configuration and dump directory set up, before the runtime records and before the
     * helper thread starts. Returns STG_REC_CALLS | STG_REC_MSGS (or 0) for the per-call hooks it wants,
     * | STG_REC_EVENTS for the call descriptors (c->ev in every hook of a described call),
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
    /* Not 0: the dump hooks write files of the recorder's own that end or mark its recording (the trace's
     * TAIL, the profile's "hung" end); a snapshot (stg_write_snapshot: the job goes on) leaves them out. */
    int not_in_snapshot;
    /* In MPI_Finalize, before the MPI library's, on the thread that calls it, while the runtime still
     * records (after the dump at exit, if any). */
    void (*at_finalize)(void);
    /* A diagnosis will end the job and no per-task dump was written (in-situ analysis without task
     * dumps): a recorder that keeps files of its own writes what it buffers now (any thread). */
    void (*flush)(void);
    /* About every 100 ms (STRAGGLER_POLL) on the helper thread while the runtime records: a recorder that keeps
     * files of its own writes what threads that stopped recording hold (any thread may be killed outright). */
    void (*tick)(void);
    /* Whenever the task's state file is written (docs/dump-format.md "The run directory"; any thread, under the
     * state file's lock): the recorder's own key=value lines appended to text, at most cap bytes (say what
     * went wrong with files of its own: the trace recorder's trace_errno); returns the bytes appended. */
    size_t (*state)(char *text, size_t cap);
} stg_recorder_t;

#endif
