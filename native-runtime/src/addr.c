/*
 * Code addresses (addr.h): call stacks of MPI calls and their call-site key, the interned stacks and
 * the per-thread call-site cache, the loaded modules.
 */
#define _GNU_SOURCE
#define UNW_LOCAL_ONLY
#include "addr.h"
#include "env.h"
#include "htab.h"

#include <elf.h>
#include <libunwind.h>
#include <link.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ------------------------------------------------------------------ call stacks */

uintptr_t stg_own_lo = 1, stg_own_hi = 0; /* address range of this library's segments */
#define own_lo stg_own_lo
#define own_hi stg_own_hi

static int find_own(struct dl_phdr_info *info, size_t size, void *data)
{
    (void) size;
    uintptr_t probe = (uintptr_t) data;
    uintptr_t lo = UINTPTR_MAX, hi = 0;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_LOAD) {
            continue;
        }
        uintptr_t s = info->dlpi_addr + ph->p_vaddr, e = s + ph->p_memsz;
        if (s < lo) lo = s;
        if (e > hi) hi = e;
    }
    if (probe >= lo && probe < hi) {
        own_lo = lo;
        own_hi = hi;
        return 1;
    }
    return 0;
}

static int memo_off; /* STRAGGLER_CALLSITE_CACHE=0: unwind every call (to compare, and as a way out) */

void stg_addr_init(void)
{
    dl_iterate_phdr(find_own, (void *) (uintptr_t) &stg_addr_init);
    memo_off = !stg_env_callsite_cache();
}

int stg_capture(uintptr_t *out, int max)
{
    void *buf[STG_MAX_DEPTH + 16];
    int n = unw_backtrace(buf, max + 16 < STG_MAX_DEPTH + 16 ? max + 16 : STG_MAX_DEPTH + 16);
    int i = 0, k = 0;
    while (i < n && stg_is_own((uintptr_t) buf[i])) {
        i++;
    }
    for (; i < n && k < max; i++) {
        out[k++] = (uintptr_t) buf[i];
    }
    return k;
}

uint64_t stg_site_hash(int call, const uintptr_t *frames, int n)
{
    /* one multiply per frame (the hot path unwinds and hashes at every call), then one final mix so
     * that the low bits, which the hash table uses, depend on every bit */
    uint64_t h = 0x243f6a8885a308d3ull ^ (uint64_t) call;
    for (int i = 0; i < n; i++) {
        h = (h ^ frames[i]) * 0x9e3779b97f4a7c15ull;
    }
    return stg_hash64(h);
}

/* ------------------------------------------------------------------ interned stacks */

/* Records are allocated one by one and never freed; id -> record goes through a fixed table of chunks,
 * so a reader needs no lock: a record is complete before its id is published (count, release). */
#define CHUNK_BITS 10
#define NCHUNKS 1024 /* at most NCHUNKS << CHUNK_BITS (10^6) distinct stacks */

static pthread_mutex_t stack_lock = PTHREAD_MUTEX_INITIALIZER;
static stg_htab_t stack_index;                     /* hash -> id; under stack_lock */
static _Atomic(stg_stack_t *) *chunks[NCHUNKS];
static _Atomic uint32_t nstacks;

const stg_stack_t *stg_stack_get(uint32_t id)
{
    if (id >= atomic_load_explicit(&nstacks, memory_order_acquire)) {
        return NULL;
    }
    return atomic_load_explicit(&chunks[id >> CHUNK_BITS][id & ((1u << CHUNK_BITS) - 1)], memory_order_relaxed);
}

uint32_t stg_stack_count(void)
{
    return atomic_load_explicit(&nstacks, memory_order_acquire);
}

void *stg_stack_table_fit(void *table, uint32_t *cap, uint32_t n, size_t size)
{
    if (n <= *cap) {
        return table;
    }
    uint32_t ncap = *cap ? *cap : 256;
    while (ncap < n) {
        ncap *= 2;
    }
    unsigned char *t = stg_xrealloc(table, (size_t) ncap * size);
    if (t) {
        memset(t + (size_t) *cap * size, 0, (size_t) (ncap - *cap) * size);
        *cap = ncap;
    }
    return t;
}

static const stg_stack_t *intern(uint64_t h, int call, const uintptr_t *frames, int n)
{
    pthread_mutex_lock(&stack_lock);
    uint32_t probe = 0, id, count = atomic_load_explicit(&nstacks, memory_order_relaxed);
    while ((id = stg_htab_next(&stack_index, h, &probe)) != STG_NONE) {
        const stg_stack_t *s = stg_stack_get(id);
        if (s->call == call && s->depth == n && memcmp(s->frames, frames, (size_t) n * sizeof *frames) == 0) {
            pthread_mutex_unlock(&stack_lock);
            return s;
        }
    }
    stg_stack_t *s = NULL;
    uint32_t c = count >> CHUNK_BITS;
    if (c < NCHUNKS && !chunks[c]) {
        chunks[c] = calloc((size_t) 1 << CHUNK_BITS, sizeof **chunks);
    }
    if (c < NCHUNKS && chunks[c] && (s = malloc(sizeof *s + (size_t) n * sizeof *frames)) != NULL) {
        uintptr_t *f = (uintptr_t *) (s + 1);
        memcpy(f, frames, (size_t) n * sizeof *frames);
        s->hash = h;
        s->id = count;
        s->call = (uint16_t) call;
        s->depth = (uint16_t) n;
        s->frames = f;
        if (stg_htab_add(&stack_index, h, count)) {
            free(s);
            s = NULL;
        } else {
            atomic_store_explicit(&chunks[c][count & ((1u << CHUNK_BITS) - 1)], s, memory_order_relaxed);
            atomic_store_explicit(&nstacks, count + 1, memory_order_release);
        }
    }
    pthread_mutex_unlock(&stack_lock);
    if (!s) {
        stg_log("out of memory for call stacks (%u distinct ones); the runtime stops recording", count);
        stg_active = 0;
    }
    return s;
}

const stg_stack_t *stg_stack_intern(int call, const uintptr_t *frames, int n)
{
    return intern(stg_site_hash(call, frames, n), call, frames, n);
}

/* ------------------------------------------------------------------ the call-site cache */

/*
 * Per thread: buckets of MEMO_WAYS entries, a bucket chosen by (call, return address, stack pointer) of the
 * runtime's caller. An entry holds one stack seen under its key and the stack words its unwind depended on,
 * (address, value) pairs, innermost first; it matches a call when the key is equal and every word still
 * holds its value. Why that suffices: unwinding is a function of the code (fixed), the caller's program
 * counter and stack pointer (the key) and what the unwinder reads: each frame's return address at
 * CFA - 8, and, for a frame whose CFA the unwind information computes from the frame pointer, that
 * register's value, which the nearest callee saved on the stack (the wrapper saves the application's);
 * gcc's realigned frames also read the word below the frame pointer. The words are all on the calling
 * thread's own stack above its stack pointer, so reading them is safe. Frames whose CFA depends on the
 * frame pointer are recognised by the frame pointer lying inside the frame (between its SP and CFA): a
 * frame without one whose register happens to point there only adds a needless word. Signal frames,
 * frames on another stack and failed unwinds are not cached. As a safety net an entry is unwound again at
 * its 1st, 2nd, 4th, ... 65536th hit and every 65536th after: a different stack drops the entry.
 */
#define MEMO_BUCKETS STG_MEMO_BUCKETS
#define MEMO_WAYS STG_MEMO_WAYS
#define MEMO_MAX_CHECKS (2 * STG_MAX_DEPTH + 2)
typedef stg_memo_t memo_t;
typedef stg_memo_tab_t memo_tab_t;

__thread memo_tab_t *stg_memos;
#define memos stg_memos
static pthread_key_t memo_key;
static pthread_once_t memo_once = PTHREAD_ONCE_INIT;
static memo_tab_t *all_tabs;
static stg_cache_stats_t gone_stats; /* of threads that ended */
static int mismatch_logged;

static void add_stats(stg_cache_stats_t *to, const stg_cache_stats_t *s)
{
    to->hits += s->hits;
    to->unwinds += s->unwinds;
    to->variants += s->variants;
    to->uncached += s->uncached;
    to->rechecks += s->rechecks;
    to->mismatches += s->mismatches;
}

static uint64_t live_hits(const memo_tab_t *t);

static void memo_tab_free(void *p)
{
    memo_tab_t *t = p;
    pthread_mutex_lock(&stack_lock);
    add_stats(&gone_stats, &t->st);
    gone_stats.hits += live_hits(t);
    if (t->prev) t->prev->nextt = t->nextt; else all_tabs = t->nextt;
    if (t->nextt) t->nextt->prev = t->prev;
    pthread_mutex_unlock(&stack_lock);
    for (int b = 0; b < MEMO_BUCKETS; b++) {
        for (int w = 0; w < MEMO_WAYS; w++) {
            for (memo_t *e = t->bucket[b][w], *next; e; e = next) {
                next = e->next;
                free(e);
            }
        }
    }
    free(t);
    memos = NULL;
}

static void memo_key_make(void)
{
    pthread_key_create(&memo_key, memo_tab_free);
}

static memo_tab_t *memo_tab(void)
{
    if (memos || memo_off) {
        return memos;
    }
    pthread_once(&memo_once, memo_key_make);
    memo_tab_t *t = calloc(1, sizeof *t);
    if (!t) {
        return NULL;
    }
    pthread_attr_t a;
    if (pthread_getattr_np(pthread_self(), &a) == 0) {
        void *lo;
        size_t size;
        if (pthread_attr_getstack(&a, &lo, &size) == 0) {
            t->stack_lo = (uintptr_t) lo;
            t->stack_hi = (uintptr_t) lo + size;
        }
        pthread_attr_destroy(&a);
    }
    pthread_mutex_lock(&stack_lock);
    t->nextt = all_tabs;
    if (all_tabs) all_tabs->prev = t;
    all_tabs = t;
    pthread_mutex_unlock(&stack_lock);
    pthread_setspecific(memo_key, t);
    memos = t;
    return t;
}

/* hits of the entries still there (a dropped entry's count went to st.hits) */
static uint64_t live_hits(const memo_tab_t *t)
{
    uint64_t n = 0;
    for (int b = 0; b < MEMO_BUCKETS; b++) {
        for (int w = 0; w < MEMO_WAYS; w++) {
            for (const memo_t *e = t->bucket[b][w]; e; e = e->next) {
                n += e->hits;
            }
        }
    }
    return n;
}

void stg_cache_stats(stg_cache_stats_t *out)
{
    pthread_mutex_lock(&stack_lock);
    *out = gone_stats;
    for (memo_tab_t *t = all_tabs; t; t = t->nextt) {
        add_stats(out, &t->st);
        out->hits += live_hits(t);
    }
    pthread_mutex_unlock(&stack_lock);
}

#define memo_bucket stg_memo_bucket

/*
 * Unwinds the calling thread's stack with libunwind from here, skipping the runtime's frames: at most depth
 * frames into out; when chk is given, also the words the unwind depended on (above) into chk (*nchk of
 * them), and returns -1 instead of the frame count when they cannot vouch for the stack (the caller's
 * program counter or stack pointer is not (ra, sp), a signal frame, a failed step, a word off the stack).
 */
static int __attribute__((noinline)) unwind(uintptr_t *out, int depth, uintptr_t ra, uintptr_t sp,
                                            const memo_tab_t *tab, uintptr_t (*chk)[2], int *nchk)
{
    unw_context_t uc;
    unw_cursor_t cur;
    unw_word_t ip = 0, spv = 0;
    int n = 0, ok = chk != NULL, k = 0;
    if (unw_getcontext(&uc) != 0 || unw_init_local(&cur, &uc) != 0) {
        return chk ? -1 : 0;
    }
    for (int steps = 0;; steps++) { /* the runtime's own frames */
        if (unw_get_reg(&cur, UNW_REG_IP, &ip) < 0 || ip == 0 || steps > 64) {
            return chk ? -1 : 0;
        }
        if (!stg_is_own(ip)) {
            break;
        }
        if (unw_step(&cur) <= 0) {
            return chk ? -1 : 0;
        }
    }
    unw_get_reg(&cur, UNW_REG_SP, &spv);
    if (ip != ra || spv != sp || (ok && (sp - 16 < tab->stack_lo || sp >= tab->stack_hi))) {
        ok = 0; /* not the caller the key names, or a stack other than the thread's own (sigaltstack) */
    }
#define ADD(a, v)                                                                                    \
    do {                                                                                             \
        uintptr_t a_ = (uintptr_t) (a);                                                              \
        if (a_ < sp - 16 || a_ + sizeof(uintptr_t) > tab->stack_hi || a_ % sizeof(uintptr_t) || k >= MEMO_MAX_CHECKS) { \
            ok = 0;                                                                                  \
        } else {                                                                                     \
            chk[k][0] = a_;                                                                          \
            chk[k][1] = (uintptr_t) (v);                                                             \
            k++;                                                                                     \
        }                                                                                            \
    } while (0)
    out[n++] = ip;
    while (n < depth) {
        unw_word_t bp = 0, sp_i = spv;
        unw_save_loc_t loc;
        int have_loc = 0;
        if (ok) {
            unw_get_reg(&cur, UNW_X86_64_RBP, &bp);
            have_loc = unw_get_save_loc(&cur, UNW_X86_64_RBP, &loc) == 0 && loc.type == UNW_SLT_MEMORY;
            if (unw_is_signal_frame(&cur) > 0) {
                ok = 0;
            }
        }
        int r = unw_step(&cur);
        if (r < 0) {
            ok = 0;
        }
        if (r <= 0) {
            if (ok && have_loc) {
                ADD(loc.u.addr, bp); /* where the unwinder may have stopped on a null frame pointer */
            }
            break;
        }
        if (unw_get_reg(&cur, UNW_REG_IP, &ip) < 0 || ip == 0) {
            break;
        }
        unw_get_reg(&cur, UNW_REG_SP, &spv);
        if (ok) {
            uintptr_t cfa = spv;
            if (bp >= sp_i && bp < cfa) { /* the frame's CFA may come from its frame pointer */
                if (!have_loc) {
                    ok = 0;
                } else {
                    ADD(loc.u.addr, bp);
                    if (cfa != bp + 16 && bp >= sp_i + 8) {
                        ADD(bp - 8, *(const uintptr_t *) (bp - 8)); /* gcc's realigned frames */
                    }
                }
            }
            if (ok && spv >= sp && spv - 8 >= sp && *(const uintptr_t *) (spv - 8) == ip) {
                ADD(spv - 8, ip); /* the return-address slot */
            } else {
                ok = 0;
            }
        }
        out[n++] = ip;
    }
#undef ADD
    if (chk) {
        *nchk = k;
        return ok ? n : -1 - n;
    }
    return n;
}

#define MEMO_MAX_VARIANTS 64 /* stacks kept under one key (a function called from that many places) */

/* Frees a key's variants (a way's list). */
static void memo_drop_key(memo_tab_t *t, memo_t *e)
{
    while (e) {
        memo_t *next = e->next;
        t->st.hits += e->hits;
        free(e);
        e = next;
    }
}

static const stg_stack_t *__attribute__((noinline)) call_stack_slow(memo_tab_t *t, int call, int depth, uintptr_t ra,
                                                                    uintptr_t sp, int key_way)
{
    uintptr_t frames[STG_MAX_DEPTH];
    uintptr_t chk[MEMO_MAX_CHECKS][2];
    int nchk = 0;
    int n, cacheable = 0;
    if (t && t->stack_hi) {
        n = unwind(frames, depth, ra, sp, t, chk, &nchk);
        cacheable = n >= 0;
        n = n >= 0 ? n : -1 - n;
    } else {
        n = unwind(frames, depth, ra, sp, t, NULL, NULL);
    }
    const stg_stack_t *s = stg_stack_intern(call, frames, n);
    if (!t) {
        return s;
    }
    t->st.unwinds++;
    if (!cacheable || !s) {
        t->st.uncached++;
        return s;
    }
    int npad = nchk < 2 ? 2 - nchk : nchk % 2; /* stg_memo_differs compares two words at a time */
    memo_t *e = malloc(sizeof *e + (size_t) (nchk + npad) * sizeof e->check[0]);
    if (!e) {
        return s;
    }
    e->ra = ra;
    e->sp = sp;
    e->call = call;
    e->depth = depth;
    e->nchecks = (uint32_t) (nchk + npad);
    e->hits = 0;
    e->stack = s;
    memcpy(e->check, chk, (size_t) nchk * sizeof chk[0]);
    for (int i = nchk; i < nchk + npad; i++) { /* a word that always holds: the entry's own key */
        e->check[i][0] = (uintptr_t) &e->ra;
        e->check[i][1] = ra;
    }
    memo_t **bucket = t->bucket[memo_bucket(call, ra, sp)];
    if (key_way >= 0) { /* another stack under a key we have: first in its list, the oldest beyond the bound go */
        t->st.variants++;
        e->next = bucket[key_way];
        bucket[key_way] = e;
        int k = 1;
        for (memo_t *v = e; v->next; v = v->next, k++) {
            if (k == MEMO_MAX_VARIANTS) {
                memo_drop_key(t, v->next);
                v->next = NULL;
                break;
            }
        }
        return s;
    }
    e->next = NULL;
    uint32_t b = memo_bucket(call, ra, sp);
    int w = 0;
    while (w < MEMO_WAYS && bucket[w]) {
        w++;
    }
    if (w == MEMO_WAYS) {
        w = t->next[b];
        t->next[b] = (uint8_t) ((w + 1) % MEMO_WAYS);
        memo_drop_key(t, bucket[w]);
    }
    bucket[w] = e;
    return s;
}

/* The safety net: the entry's stack, unwound again; 0 when it is the same. */
static int __attribute__((noinline)) recheck(memo_tab_t *t, const memo_t *e)
{
    uintptr_t frames[STG_MAX_DEPTH];
    int n = unwind(frames, e->depth, e->ra, e->sp, t, NULL, NULL);
    t->st.rechecks++;
    if (n == e->stack->depth && memcmp(frames, e->stack->frames, (size_t) n * sizeof *frames) == 0) {
        return 0;
    }
    t->st.mismatches++;
    if (!mismatch_logged) {
        mismatch_logged = 1;
        stg_log("the call-site cache held a wrong stack for a call at %p; the entry is dropped "
                "(please report: the program's unwind information does something the cache does not expect)",
                (void *) e->ra);
    }
    return -1;
}

const stg_stack_t *stg_call_stack_full(int call, int depth, const void *frame)
{
    /* the runtime's caller: up the runtime's own frames, which keep their frame pointers */
    const uintptr_t *fp = frame;
    for (int i = 0; stg_is_own(fp[1]); i++) {
        const uintptr_t *up = (const uintptr_t *) fp[0];
        if (i == 8 || up <= fp) {
            return call_stack_slow(NULL, call, depth, 0, 0, -1);
        }
        fp = up;
    }
    uintptr_t ra = fp[1], sp = (uintptr_t) (fp + 2);
    memo_tab_t *t = memos ? memos : memo_tab();
    if (!t) {
        return call_stack_slow(NULL, call, depth, ra, sp, -1);
    }
    memo_t **bucket = t->bucket[memo_bucket(call, ra, sp)];
    for (int w = 0; w < MEMO_WAYS; w++) {
        memo_t *head = bucket[w];
        if (!head || head->ra != ra || head->sp != sp || head->call != call || head->depth != depth) {
            continue;
        }
        /* the key's stacks, most recently used first: the one whose words all hold */
        for (memo_t *prev = NULL, *e = head; e; prev = e, e = e->next) {
            uint32_t n = e->nchecks;
            const uintptr_t(*c)[2] = e->check;
            /* the innermost word first (it tells apart the callers of a function without frame pointer) */
            if (*(const uintptr_t *) c[0][0] != c[0][1] || stg_memo_differs(c, c + n)) {
                continue;
            }
            uint64_t h = ++e->hits;
            if (__builtin_expect((h & (h - 1)) == 0 ? h <= 65536 : (h & 65535) == 0, 0) && recheck(t, e)) {
                if (prev) {
                    prev->next = e->next;
                } else {
                    bucket[w] = e->next;
                }
                t->st.hits += e->hits - 1;
                free(e);
                return call_stack_slow(t, call, depth, ra, sp, bucket[w] ? w : -1);
            }
            if (prev) { /* first in its key's list */
                prev->next = e->next;
                e->next = head;
                bucket[w] = e;
            }
            if (w > 0) { /* the key first in its bucket */
                memo_t *x = bucket[w];
                bucket[w] = bucket[0];
                bucket[0] = x;
            }
            return e->stack;
        }
        return call_stack_slow(t, call, depth, ra, sp, w);
    }
    return call_stack_slow(t, call, depth, ra, sp, -1);
}

/* ------------------------------------------------------------------ modules */

static int collect_module(struct dl_phdr_info *info, size_t size, void *data)
{
    (void) size;
    stg_modules_t *ms = data;
    if (ms->n == ms->cap) {
        int nc = ms->cap ? ms->cap * 2 : 32;
        stg_module_t *nm = realloc(ms->m, (size_t) nc * sizeof *nm);
        if (!nm) {
            return 1;
        }
        ms->m = nm;
        ms->cap = nc;
    }
    stg_module_t *m = &ms->m[ms->n];
    memset(m, 0, sizeof *m);
    char exe[4096];
    const char *name = info->dlpi_name;
    if (!name || !*name) {
        ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
        exe[n > 0 ? n : 0] = 0;
        name = exe;
    }
    m->path = strdup(name);
    m->bias = info->dlpi_addr;
    m->lo = UINTPTR_MAX;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type == PT_LOAD) {
            uintptr_t s = info->dlpi_addr + ph->p_vaddr, e = s + ph->p_memsz;
            if (s < m->lo) m->lo = s;
            if (e > m->hi) m->hi = e;
        } else if (ph->p_type == PT_NOTE) {
            const unsigned char *p = (const unsigned char *) (info->dlpi_addr + ph->p_vaddr);
            const unsigned char *end = p + ph->p_memsz;
            while (p + sizeof(ElfW(Nhdr)) <= end) {
                const ElfW(Nhdr) *nh = (const ElfW(Nhdr) *) p;
                const unsigned char *desc = p + sizeof *nh + ((nh->n_namesz + 3) & ~3u);
                if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && memcmp(p + sizeof *nh, "GNU", 4) == 0) {
                    for (unsigned k = 0; k < nh->n_descsz && k * 2 + 2 < sizeof m->build_id; k++) {
                        snprintf(m->build_id + k * 2, 3, "%02x", desc[k]);
                    }
                }
                p = desc + ((nh->n_descsz + 3) & ~3u);
            }
        }
    }
    if (m->path && m->hi > m->lo) {
        ms->n++;
    } else {
        free(m->path);
    }
    return 0;
}

void stg_modules_collect(stg_modules_t *ms)
{
    dl_iterate_phdr(collect_module, ms);
}

void stg_modules_free(stg_modules_t *ms)
{
    for (int i = 0; i < ms->n; i++) {
        free(ms->m[i].path);
    }
    free(ms->m);
    memset(ms, 0, sizeof *ms);
}

const stg_module_t *stg_modules_find(const stg_modules_t *ms, uintptr_t a, int *index)
{
    for (int i = 0; i < ms->n; i++) {
        if (a >= ms->m[i].lo && a < ms->m[i].hi) {
            if (index) {
                *index = i;
            }
            return &ms->m[i];
        }
    }
    return NULL;
}

void stg_buf_frame(stg_buf_t *b, const stg_modules_t *ms, uintptr_t a)
{
    int i;
    const stg_module_t *m = stg_modules_find(ms, a, &i);
    stg_buf_u32(b, m ? (uint32_t) i : 0xFFFFFFFFu);
    stg_buf_u64(b, m ? a - m->bias : a);
}
