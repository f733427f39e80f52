/*
 * Code addresses (base layer): the call stack of an MPI call and its hash, the call-site key; the
 * stacks seen at MPI calls, interned (one record per distinct stack, for the life of the task); the
 * loaded modules (dl_iterate_phdr), to write an address as module + offset (docs/dump-format.md).
 *
 * The stack of an intercepted call costs one libunwind unwind per new call site only
 * (docs/decisions/026-call-site-cache.md): each thread remembers, per (call, return address,
 * stack pointer) of the runtime's caller, the stacks it unwound there together with the stack words that
 * unwind read (the return-address slots, and the saved frame pointers of frames whose CFA depends on
 * one); a later call with the same three and the same words has the same stack, found by comparing a
 * few words instead of unwinding. A cheap key that aliases two stacks (a function without frame pointer
 * called from two places at the same stack depth) is told apart by those words: each stack keeps its own
 * entry under the key.
 */
#ifndef STG_ADDR_H
#define STG_ADDR_H

#include "base.h"
#include "buf.h"

void stg_addr_init(void);          /* finds this library's own address range (at MPI_Init) */
extern uintptr_t stg_own_lo, stg_own_hi;
static inline int stg_is_own(uintptr_t a) /* a lies in this library */
{
    return a >= stg_own_lo && a < stg_own_hi;
}
int stg_capture(uintptr_t *out, int max); /* the caller's stack, innermost first, without the runtime's frames */
uint64_t stg_site_hash(int call, const uintptr_t *frames, int n); /* the call-site key of a call */

/* A call stack seen at an MPI call, interned: one record per distinct (call, frames), which never moves
 * nor goes away, so a pointer to it or its id names the stack for the life of the task. */
typedef struct stg_stack {
    uint64_t hash;           /* the call-site key, stg_site_hash(call, frames, depth) */
    uint32_t id;             /* 0, 1, 2, ... in the order the stacks were first interned */
    uint16_t call, depth;
    const uintptr_t *frames; /* return addresses, innermost first, without the runtime's frames */
} stg_stack_t;

/* What the call-site cache did (STRAGGLER_CACHE_STATS=1 logs it at MPI_Finalize: bench/callcost.py, the tests). */
typedef struct stg_cache_stats {
    uint64_t hits;      /* calls whose stack came from the cache */
    uint64_t unwinds;   /* calls unwound with libunwind: new sites, and keys the cache could not keep */
    uint64_t variants;  /* stacks added under a key that already had one: a cheap key aliasing stacks */
    uint64_t uncached;  /* unwinds the cache could not keep (signal frames, foreign stacks, ...) */
    uint64_t rechecks;  /* hits checked again by a full unwind (the safety net) */
    uint64_t mismatches; /* rechecks that found another stack: the entry was dropped */
} stg_cache_stats_t;
void stg_cache_stats(stg_cache_stats_t *out); /* of every thread so far */

/* The call-site cache (addr.c says how it works): per thread, buckets of keys (call, return address, stack
 * pointer), each with the stacks seen under it, each with the stack words (address, value) that vouch for
 * it. Here only for the inlined first look (stg_call_stack). */
#define STG_MEMO_BUCKETS 256
#define STG_MEMO_WAYS 4
typedef struct stg_memo {
    struct stg_memo *next; /* the key's other stacks, most recently used first */
    uintptr_t ra, sp;
    int call, depth;
    uint32_t nchecks;      /* even, at least 2: an odd count is padded with a word that always holds (ra) */
    uint64_t hits;
    const stg_stack_t *stack;
    uintptr_t check[][2]; /* (address, value) */
} stg_memo_t;
typedef struct stg_memo_tab {
    stg_memo_t *bucket[STG_MEMO_BUCKETS][STG_MEMO_WAYS]; /* a key's stacks; keys most recently used first */
    uint8_t next[STG_MEMO_BUCKETS];                      /* the way to replace next, round robin */
    uintptr_t stack_lo, stack_hi;                        /* the thread's stack */
    stg_cache_stats_t st;
    struct stg_memo_tab *prev, *nextt;                   /* all threads' tables, for stg_cache_stats */
} stg_memo_tab_t;
extern __thread stg_memo_tab_t *stg_memos;

static inline uint32_t stg_memo_bucket(int call, uintptr_t ra, uintptr_t sp)
{
    uint64_t h = (ra ^ (sp * 0x9e3779b97f4a7c15ull) ^ (uint64_t) call) * 0xff51afd7ed558ccdull;
    return (uint32_t) (h >> 56) & (STG_MEMO_BUCKETS - 1);
}

/* Some word of [p, end) no longer holds its value; end - p is even and not 0 (stg_memo_t.nchecks). */
static inline int stg_memo_differs(const uintptr_t (*p)[2], const uintptr_t (*end)[2])
{
    uintptr_t d0 = 0, d1 = 0;
    do {
        d0 |= *(const uintptr_t *) p[0][0] ^ p[0][1];
        d1 |= *(const uintptr_t *) p[1][0] ^ p[1][1];
        p += 2;
    } while (p < end);
    return (d0 | d1) != 0;
}

/* stg_call_stack when the first look did not find it */
const stg_stack_t *stg_call_stack_full(int call, int depth, const void *frame);

/* The stack of the MPI call the calling thread is in, at most depth frames: the frames of the runtime's
 * outermost caller; frame is __builtin_frame_address(0) of a runtime function on the way (the wrapper),
 * from where the runtime's own frames, which keep their frame pointers, lead to that caller. NULL when
 * out of memory. Thread-safe. The common case, inlined: the caller is the application, and the bucket's
 * first entry is the stack (its words hold, and it is not due for a recheck). */
static inline __attribute__((always_inline)) const stg_stack_t *stg_call_stack(int call, int depth, const void *frame)
{
    const uintptr_t *fp = frame;
    stg_memo_tab_t *t = stg_memos;
    uintptr_t ra = fp[1], sp = (uintptr_t) (fp + 2);
    /* no entry has a return address in the runtime (stg_call_stack_full keys them by the application's caller): a
     * caller in the runtime (a Fortran binding's C wrapper) finds none and goes the full way */
    if (__builtin_expect(t != NULL, 1)) {
        const stg_memo_t *e = t->bucket[stg_memo_bucket(call, ra, sp)][0];
        if (e && e->ra == ra && e->sp == sp && e->call == call && e->depth == depth
            && !stg_memo_differs(e->check, e->check + e->nchecks)) {
            uint64_t h = e->hits + 1;
            if (__builtin_expect((h & (h - 1)) != 0 && (h & 65535) != 0, 1)) { /* not due for a recheck */
                ((stg_memo_t *) e)->hits = h;
                return e->stack;
            }
        }
    }
    return stg_call_stack_full(call, depth, frame);
}
const stg_stack_t *stg_stack_intern(int call, const uintptr_t *frames, int n); /* NULL: out of memory */
const stg_stack_t *stg_stack_get(uint32_t id); /* lock-free; NULL for an id not (yet) interned */
uint32_t stg_stack_count(void);                /* ids below this are interned */
/* A recorder's records indexed by stack id (a state, a profiled site: *cap records of size bytes at table), grown
 * to hold the ids below n, doubling from 256, the new records zeroed: the table (moved or not), or NULL when out
 * of memory (stg_xrealloc: the table and *cap stay as they were). The caller serializes. */
void *stg_stack_table_fit(void *table, uint32_t *cap, uint32_t n, size_t size);

void stg_cache_stats(stg_cache_stats_t *out);

typedef struct stg_module {
    char *path;
    uintptr_t bias, lo, hi;
    char build_id[80];
} stg_module_t;
typedef struct stg_modules {
    stg_module_t *m;
    int n, cap;
} stg_modules_t;
void stg_modules_collect(stg_modules_t *ms);
void stg_modules_free(stg_modules_t *ms);
/* the module holding address a (its index in *index), or NULL */
const stg_module_t *stg_modules_find(const stg_modules_t *ms, uintptr_t a, int *index);
/* a frame as the dump format writes it: u32 module index (0xFFFFFFFF: none), u64 offset (or address) */
void stg_buf_frame(stg_buf_t *b, const stg_modules_t *ms, uintptr_t a);

#endif
