/*
 * The events of a trace (trace_events.h): every event a thread records is a token, the index of its entry in
 * the thread's dictionary of distinct events, defined in the block where it first occurs: an MPI call with its
 * descriptor's arguments (communicator ids, each communicator's members defined at its first use), its exit
 * with the matched source and tag, a function's entry or exit as module + offset. The hooks turn the calls
 * into tokens for the coder (trace_lz.h).
 */
#define _GNU_SOURCE
#include "trace_events.h"
#include "trace_file.h"
#include "trace_lz.h"

#include <dlfcn.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>

static volatile unsigned comm_epoch; /* bumped when a communicator is freed: handles may be reused */

/* ------------------------------------------------------------------ the dictionary */

void stg_trace_dict_clear(stg_tthread_t *t)
{
    stg_htab_free(&t->fn_index);
    stg_htab_free(&t->ev_index);
    memset(&t->fn_index, 0, sizeof t->fn_index);
    memset(&t->ev_index, 0, sizeof t->ev_index);
    t->ndict = t->nev = t->nmods = t->ncomms = 0;
    memset(t->leave_tok, 0, sizeof t->leave_tok);
}

const char *stg_trace_open_call(const stg_tthread_t *t)
{
    if (t->pos == 0 || !t->evkeys) {
        return NULL;
    }
    uint32_t tok = t->win[(uint32_t) (t->pos - 1) & t->wmask], lo = 0, hi = t->nev;
    while (lo < hi) { /* the entries' tokens grow with their index */
        uint32_t mid = lo + (hi - lo) / 2;
        if (t->evkeys[mid].token < tok) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    if (lo == t->nev || t->evkeys[lo].token != tok || t->evkeys[lo].type != DEF_MPI) {
        return NULL;
    }
    const char *name = stg_call_name(t->evkeys[lo].call);
    return strcmp(name, "MPI_Finalize") ? name : NULL;
}

/* A full dictionary starts over (a reset: the reader forgets the dictionary, the modules, the
 * communicators and the window too). Checked when an event starts, before it defines anything. */
static void maybe_reset(stg_tthread_t *t)
{
    if (t->ndict + 8 <= stg_trace_dict_cap) {
        return;
    }
    if (!stg_trace_ready) {
        t->off = 1;
        return;
    }
    stg_trace_owner_flush(t, 0, 0);
    stg_trace_seq_begin(t);
    stg_trace_dict_clear(t);
    memset(t->lz, 0, ((size_t) t->lzmask + 1) * sizeof *t->lz);
    t->pos = 0;
    t->in_match = 0;
    t->mlen = 0;
    t->nlit = 0;
    t->reset_next = 1;
    stg_trace_seq_end(t);
}

/* Room for a definition of n bytes (a full buffer is written first). 0: the event is dropped. */
static int room(stg_tthread_t *t, uint32_t n)
{
    if (t->defs_len + n <= TRACE_DEFS_CAP) {
        return 1;
    }
    if (!stg_trace_ready || n > TRACE_DEFS_CAP) {
        t->off = 1;
        return 0;
    }
    stg_trace_owner_flush(t, 0, 0);
    return 1;
}

static void def_put(stg_tthread_t *t, const void *p, uint32_t n)
{
    stg_trace_seq_begin(t);
    memcpy(t->defs + t->defs_len, p, n);
    t->defs_len += n;
    stg_trace_seq_end(t);
}

static void def_u8(stg_tthread_t *t, uint8_t v) { def_put(t, &v, 1); }
static void def_u32(stg_tthread_t *t, uint32_t v) { def_put(t, &v, 4); }
static void def_i32(stg_tthread_t *t, int32_t v) { def_put(t, &v, 4); }
static void def_u64(stg_tthread_t *t, uint64_t v) { def_put(t, &v, 8); }
static void def_str(stg_tthread_t *t, const char *s)
{
    uint32_t n = (uint32_t) strlen(s);
    def_u32(t, n);
    def_put(t, s, n);
}

static uint32_t module_id(stg_tthread_t *t, struct link_map *lm)
{
    for (uint32_t i = 0; i < t->nmods; i++) {
        if (t->mods[i].lm == lm) {
            return t->mods[i].id;
        }
    }
    const char *path = lm->l_name && lm->l_name[0] ? lm->l_name : stg_trace_exe;
    uint32_t n = (uint32_t) strlen(path);
    if (!room(t, 9 + n)) {
        return STG_NONE;
    }
    if (t->nmods == t->modcap) {
        uint32_t nc = t->modcap ? t->modcap * 2 : 8;
        stg_tmod_t *nm = realloc(t->mods, nc * sizeof *nm);
        if (!nm) return STG_NONE;
        t->mods = nm;
        t->modcap = nc;
    }
    uint32_t id = t->nmods;
    t->mods[t->nmods++] = (stg_tmod_t) { lm, id };
    def_u8(t, DEF_MODULE);
    def_u32(t, id);
    def_str(t, path);
    return id;
}

static uint32_t fn_define(stg_tthread_t *t, uintptr_t addr, uint64_t h)
{
    maybe_reset(t);
    if (t->off) {
        return STG_NONE;
    }
    Dl_info info;
    struct link_map *lm = NULL;
    uint32_t mod = STG_NONE;
    uint64_t off = addr;
    if (dladdr1((void *) addr, &info, (void **) &lm, RTLD_DL_LINKMAP) && lm) {
        mod = module_id(t, lm);
        if (mod != STG_NONE) off = addr - lm->l_addr;
    }
    if (t->off || !room(t, 13)) {
        return STG_NONE;
    }
    uint32_t tok = t->ndict;
    if (stg_htab_add(&t->fn_index, h, tok)) {
        t->off = 1;
        return STG_NONE;
    }
    t->ndict += 2;
    def_u8(t, DEF_FUNCTION);
    def_u32(t, mod);
    def_u64(t, off);
    return tok;
}

static inline uint32_t fn_token(stg_tthread_t *t, uintptr_t addr)
{
    uint64_t h = stg_hash64(addr);
    uint32_t tok = stg_htab_get(&t->fn_index, h);
    return tok != STG_NONE ? tok : fn_define(t, addr, h);
}

/* ranks as u32 n_ranges, then (i32 first, u32 count, u32 stride) each */
static void def_ranges(stg_tthread_t *t, const int *w, int n)
{
    for (int pass = 0; pass < 2; pass++) {
        uint32_t nr = 0;
        for (int i = 0; i < n;) {
            int count = 1, stride = 1;
            if (i + 1 < n && w[i + 1] > w[i]) {
                stride = w[i + 1] - w[i];
                while (i + count < n && w[i + count] == w[i] + count * stride) count++;
            }
            if (pass == 1) {
                def_i32(t, w[i]);
                def_u32(t, (uint32_t) count);
                def_u32(t, (uint32_t) stride);
            }
            nr++;
            i += count;
        }
        if (pass == 0) def_u32(t, nr);
    }
}

static int *group_world(MPI_Group g, int *n)
{
    *n = 0;
    PMPI_Group_size(g, n);
    int *in = malloc((size_t) (*n ? *n : 1) * sizeof *in), *w = malloc((size_t) (*n ? *n : 1) * sizeof *w);
    if (!in || !w || stg_trace_world_group == MPI_GROUP_NULL) {
        free(in);
        free(w);
        return NULL;
    }
    for (int i = 0; i < *n; i++) in[i] = i;
    int rc = PMPI_Group_translate_ranks(g, *n, in, stg_trace_world_group, w);
    free(in);
    if (rc != MPI_SUCCESS) {
        free(w);
        return NULL;
    }
    return w;
}

/* A communicator's id in this thread's trace, defined (its members as world ranks) at its first use. */
static uint32_t comm_id(stg_tthread_t *t, MPI_Comm comm)
{
    if (comm == MPI_COMM_NULL) {
        return STG_NONE;
    }
    unsigned e = comm_epoch;
    if (e != t->comm_epoch) {
        t->ncomms = 0; /* a handle may now name another communicator: define them again */
        t->comm_epoch = e;
    }
    uint64_t key = stg_handle_key(&comm, sizeof comm);
    for (uint32_t i = 0; i < t->ncomms; i++) {
        if (t->comms[i].key == key) {
            return t->comms[i].id;
        }
    }
    MPI_Group g, rg;
    int n = 0, rn = 0, inter = 0;
    int *w = NULL, *rw = NULL;
    if (PMPI_Comm_group(comm, &g) == MPI_SUCCESS) {
        w = group_world(g, &n);
        PMPI_Group_free(&g);
    }
    PMPI_Comm_test_inter(comm, &inter);
    if (inter && PMPI_Comm_remote_group(comm, &rg) == MPI_SUCCESS) {
        rw = group_world(rg, &rn);
        PMPI_Group_free(&rg);
    }
    uint32_t base = 1 + 4 + 1 + 4 + 4 + 4 + 4;
    uint32_t need = base + 12u * (uint32_t) (n + rn);
    if (need > TRACE_DEFS_CAP / 2) { /* too many irregular members to list: the sizes only */
        free(w);
        free(rw);
        w = rw = NULL;
        need = base;
    }
    uint32_t id = STG_NONE;
    if (room(t, need)) {
        if (t->ncomms == t->commcap) {
            uint32_t nc = t->commcap ? t->commcap * 2 : 8;
            stg_tcomm_t *ncs = realloc(t->comms, nc * sizeof *ncs);
            if (ncs) {
                t->comms = ncs;
                t->commcap = nc;
            }
        }
        if (t->ncomms < t->commcap) {
            id = t->next_comm++;
            t->comms[t->ncomms++] = (stg_tcomm_t) { key, id };
            def_u8(t, DEF_COMM);
            def_u32(t, id);
            def_u8(t, (uint8_t) inter);
            def_u32(t, (uint32_t) n);
            def_ranges(t, w, w ? n : 0);
            def_u32(t, (uint32_t) rn);
            def_ranges(t, rw, rw ? rn : 0);
        }
    }
    free(w);
    free(rw);
    return id;
}

static inline int32_t norm_rank(int r)
{
    return r >= 0 ? r : r == MPI_PROC_NULL ? -1 : r == MPI_ANY_SOURCE ? -2 : r == MPI_ROOT ? -3 : -4;
}

static inline int32_t norm_tag(int tag)
{
    return tag >= 0 ? tag : tag == MPI_ANY_TAG ? -1 : -2;
}

static uint32_t ev_token(stg_tthread_t *t, stg_tevkey_t *k)
{
    /* one multiply per word, one final mix (the table's low bits depend on every bit) */
    uint64_t h = 0x51ed270b27ab7c1full, w[KEY_BYTES / 8];
    memcpy(w, k, KEY_BYTES);
    for (size_t i = 0; i < KEY_BYTES / 8; i++) {
        h = (h ^ w[i]) * 0x9e3779b97f4a7c15ull;
    }
    h = stg_hash64(h);
    uint32_t probe = 0, id;
    while ((id = stg_htab_next(&t->ev_index, h, &probe)) != STG_NONE) {
        if (memcmp(&t->evkeys[id], k, KEY_BYTES) == 0) {
            return t->evkeys[id].token;
        }
    }
    const char *name = stg_call_name(k->call);
    uint32_t nl = (uint32_t) strlen(name);
    if (!room(t, 1 + 4 + nl + 64)) {
        return STG_NONE;
    }
    if (t->nev == t->evcap) {
        uint32_t nc = t->evcap ? t->evcap * 2 : 64;
        stg_tevkey_t *ne = realloc(t->evkeys, nc * sizeof *ne);
        if (!ne) {
            t->off = 1;
            return STG_NONE;
        }
        t->evkeys = ne;
        t->evcap = nc;
    }
    if (stg_htab_add(&t->ev_index, h, t->nev)) {
        t->off = 1;
        return STG_NONE;
    }
    k->token = t->ndict++;
    memcpy(&t->evkeys[t->nev++], k, sizeof *k);
    def_u8(t, (uint8_t) k->type);
    def_str(t, name);
    if (k->type == DEF_MPI) {
        def_u8(t, (uint8_t) k->kind);
        def_u32(t, (uint32_t) k->flags);
        def_u32(t, k->comm);
        def_i32(t, k->dest);
        def_i32(t, k->sendtag);
        def_i32(t, k->source);
        def_i32(t, k->recvtag);
        def_i32(t, k->root);
        def_u64(t, (uint64_t) k->sent);
        def_u64(t, (uint64_t) k->received);
    } else {
        def_u8(t, (uint8_t) k->flags);
        def_i32(t, k->source);
        def_i32(t, k->recvtag);
    }
    return k->token;
}

/* ------------------------------------------------------------------ the hooks */

/* A function's entry (leave 0) or exit (leave 1) on the calling thread: its token (entry) or the token + 1 (exit). */
static inline void fn_event(uintptr_t fn, uint32_t leave)
{
    if (stg_trace_mode != MODE_FUNCTIONS) {
        return;
    }
    stg_tthread_t *t = stg_trace_me();
    if (!t || t->in_hook || t->off) {
        if (t) t->dropped++;
        return;
    }
    t->in_hook = 1;
    uint32_t tok = fn_token(t, fn);
    if (tok != STG_NONE) stg_trace_push(t, tok + leave);
    t->in_hook = 0;
}

void stg_trace_function(uintptr_t fn, int leave)
{
    fn_event(fn, leave ? 1 : 0);
}

API void __cyg_profile_func_enter(void *fn, void *site)
{
    (void) site;
    fn_event((uintptr_t) fn, 0);
}

API void __cyg_profile_func_exit(void *fn, void *site)
{
    (void) site;
    fn_event((uintptr_t) fn, 1);
}

void stg_trace_mpi_event(int call, const stg_ev_t *e, int leave)
{
    if (stg_trace_mode <= MODE_OFF) {
        return;
    }
    stg_tthread_t *t = stg_trace_me();
    if (!t || t->in_hook || t->off) {
        if (t) t->dropped++;
        return;
    }
    t->in_hook = 1;
    maybe_reset(t);
    stg_tevkey_t k;
    memset(&k, 0, sizeof k);
    k.call = call;
    k.type = leave ? DEF_MPI_LEAVE : DEF_MPI;
    k.comm = STG_NONE;
    if (e && !leave) {
        k.kind = e->kind;
        k.flags = e->flags & ~STG_EVF_MATCHED;
        k.comm = comm_id(t, e->comm);
        k.dest = e->flags & STG_EVF_SEND ? norm_rank(e->dest) : -1;
        k.sendtag = e->flags & STG_EVF_SEND ? norm_tag(e->sendtag) : 0;
        k.source = e->flags & STG_EVF_RECV ? norm_rank(e->source) : -1;
        k.recvtag = e->flags & STG_EVF_RECV ? norm_tag(e->recvtag) : 0;
        k.root = e->flags & STG_EVF_ROOTED ? norm_rank(e->root) : -1;
        k.sent = e->sent;
        k.received = e->received;
    } else if (leave) {
        /* the matched source and tag where the call named none (wildcards, a matched message); whether a
         * probe found a message */
        k.source = -1;
        k.recvtag = -1;
        if (e) {
            int matched = (e->flags & STG_EVF_MATCHED) != 0;
            k.flags = e->kind == STG_EV_PROBE && matched ? 1 : 0;
            if (matched && (e->source == MPI_ANY_SOURCE || e->flags & STG_EVF_MESSAGE)) {
                k.source = norm_rank(e->matched_source);
                k.flags |= 2;
            }
            if (matched && (e->recvtag == MPI_ANY_TAG || e->flags & STG_EVF_MESSAGE)) {
                k.recvtag = norm_tag(e->matched_tag);
                k.flags |= 4;
            }
        }
    }
    /* the plain exit of a call (no matched source or tag to say) is one token per call: cached */
    int plain = leave && k.flags == 0 && (unsigned) call < STG_NCALLS;
    uint32_t tok = plain && t->leave_tok[call] ? t->leave_tok[call] - 1 : t->off ? STG_NONE : ev_token(t, &k);
    if (plain && tok != STG_NONE) t->leave_tok[call] = tok + 1;
    if (tok != STG_NONE) stg_trace_push(t, tok);
    /* MPI events may be few: the periodic write is checked on every 16th (a coarse clock read) */
    if ((++t->mpi_events & 15) == 0 && stg_trace_ready && !t->off && stg_trace_mono_coarse() >= t->next_flush) {
        stg_trace_check(t); /* the periodic write, and a request that comes meanwhile */
    }
    t->in_hook = 0;
    if (e && !leave && e->kind == STG_EV_COMM_FREE) {
        __atomic_add_fetch(&comm_epoch, 1, __ATOMIC_RELEASE);
    }
}
