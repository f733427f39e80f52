/*
 * The communication profile recorder (recorder.h; Vrisha §4 and §5.1, issue 13): per MPI call site (the
 * call and its stack, the Markov recorder's state identity: module + offset frames) the calls, messages
 * and bytes sent and received, and the ordinals of the first and last call there; the task's control
 * features (rank, size, the numeric command-line arguments from /proc/self/cmdline, the user's
 * STRAGGLER_CONTROL=name=value,...). On with STRAGGLER_PROFILE=1. Written to
 * DIR/profile-rank-NNNNNN.sprof (docs/dump-format.md "Communication profile") at MPI_Finalize, at a
 * dump (a hang or a diagnose-now request; an in-situ diagnosis without task dumps: the flush hook) and at a
 * crash: the crashing thread writes the profile up to
 * the crash with its stack from a signal handler (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT; the first stage of
 * the runtime's handler, sig.h), then the signal goes on to the next stages (the trace's end, the fault recorder's
 * stall, the crash dump) and the disposition the application had (the MPI library's handler, its own, or the
 * default: the task dies as it would have).
 *
 * What a call counts, from its descriptor (stg_ev_t): a point-to-point call one message sent when it has
 * a send part to a real peer (not MPI_PROC_NULL) and one received when it has a receive part from one
 * (MPI_ANY_SOURCE is real), with the descriptor's bytes (a receive's posted size; a persistent init's
 * bytes once, at the init: MPI_Start carries no descriptor); a probe is a call, no message; a collective
 * one message sent when this task contributes bytes and one received when it gets bytes. Communicator
 * constructors and destructors, and calls without a descriptor (waits, tests, ...), are not profiled.
 *
 * A site is an interned stack of the base layer (addr.h: the call and its stack, the Markov states' identity),
 * so its record is found by the stack's id (stg_stack_table_fit); SITE lists them in the order the stacks were
 * interned: the order of their first profiled calls, except where threads race to new sites.
 *
 * Async-signal safety: the site table changes under a spin lock; the crash handler takes it (bounded
 * wait: when another thread keeps it, or the crashing thread holds it, the profile is written without
 * its call sites), writes with open/write/close/rename only through a fixed buffer, maps frames to
 * modules with a snapshot refreshed outside the handler (when a new site has a frame in no module of the
 * snapshot), and unwinds with libunwind from the signal context, as the sampler does. The file is written
 * twice over (a sizing pass, then the bytes), so the section lengths and the CRC are known without
 * allocating.
 */
#define _GNU_SOURCE
#define UNW_LOCAL_ONLY
#include "profile.h"
#include "crc32.h"
#include "env.h"
#include "sig.h"

#include <errno.h>
#include <fcntl.h>
#include <libunwind.h>
#include <math.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { END_FINALIZED = 1, END_HUNG = 2, END_CRASHED = 3 };

/* A site's record, at its stack's id (addr.h: the interned stack is the call and its frames, as the Markov
 * recorder's states); stack NULL: no profiled call there yet. */
typedef struct psite {
    const stg_stack_t *stack;
    uint64_t calls, msent, bsent, mrecv, brecv;
    uint64_t first, last; /* ordinals of the task's profiled calls */
} psite_t;

static int on;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static psite_t *sites;   /* indexed by stack id */
static uint32_t nsites, site_cap; /* nsites: above the highest id profiled */
static uint32_t nprofiled;        /* sites with a profiled call */
static uint64_t ncalls; /* profiled calls so far: the next ordinal */
static stg_modules_t snapshot; /* loaded modules for the crash handler (refreshed outside it) */

/* control features and the program, read at MPI_Init */
static char *cmdline;      /* /proc/self/cmdline: argc NUL-terminated strings */
static size_t cmdline_len;
static int argc_;
typedef struct named { char name[64]; double value; } named_t;
static named_t *named;
static int nnamed;
typedef struct numeric { int pos; double value; } numeric_t;
static numeric_t *numeric; /* the numeric arguments: argv[pos] (pos >= 1) read whole as a finite number */
static int nnumeric;
static char exe[4096];
static char host[256];
static uint64_t start_ns;
static char path_final[4200], tmp_paths[3][4200];

/* the crash, once */
static atomic_int crashed;
static int crash_sig;
static uintptr_t crash_addr;
static int crash_depth;
static uintptr_t crash_frames[STG_MAX_DEPTH];

/* ------------------------------------------------------------------ the lock */

static void lock_take(void)
{
    for (unsigned spins = 0; atomic_flag_test_and_set_explicit(&lock, memory_order_acquire); spins++) {
        if (spins > 100) {
            struct timespec ts = { 0, 50 * 1000 };
            nanosleep(&ts, NULL);
        }
    }
}

static void lock_give(void)
{
    atomic_flag_clear_explicit(&lock, memory_order_release);
}

/* for the crash handler: at most ~0.5 s, 0 when not taken */
static int lock_try(void)
{
    for (int i = 0; i < 5000; i++) {
        if (!atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) {
            return 1;
        }
        struct timespec ts = { 0, 100 * 1000 };
        nanosleep(&ts, NULL);
    }
    return 0;
}

/* ------------------------------------------------------------------ the call sites */

static int in_snapshot(const uintptr_t *frames, int n)
{
    for (int i = 0; i < n; i++) {
        if (!stg_modules_find(&snapshot, frames[i], NULL)) {
            return 0;
        }
    }
    return 1;
}

/* The site of this call's stack, added when new. Caller holds the lock. */
static psite_t *site_of(const stg_stack_t *st)
{
    if (st->id >= site_cap) {
        psite_t *ns = stg_stack_table_fit(sites, &site_cap, st->id + 1, sizeof *ns);
        if (!ns) {
            return NULL;
        }
        sites = ns;
    }
    psite_t *s = &sites[st->id];
    if (!s->stack) {
        s->stack = st;
        s->first = ncalls;
        nprofiled++;
        if (st->id >= nsites) {
            nsites = st->id + 1;
        }
        if (!in_snapshot(st->frames, st->depth)) { /* a library loaded after the last snapshot */
            stg_modules_t fresh = { 0 };
            stg_modules_collect(&fresh);
            stg_modules_free(&snapshot);
            snapshot = fresh;
        }
    }
    return s;
}

static void profile_begin(stg_call_t *c)
{
    const stg_ev_t *e = c->ev;
    if (!e || e->kind == STG_EV_COMM_NEW || e->kind == STG_EV_COMM_FREE) {
        return;
    }
    uint64_t ms = 0, mr = 0, bs = 0, br = 0;
    if (e->kind == STG_EV_P2P) {
        if ((e->flags & STG_EVF_SEND) && e->dest != MPI_PROC_NULL) {
            ms = 1;
            bs = e->sent > 0 ? (uint64_t) e->sent : 0;
        }
        if ((e->flags & STG_EVF_RECV) && e->source != MPI_PROC_NULL) {
            mr = 1;
            br = e->received > 0 ? (uint64_t) e->received : 0;
        }
    } else if (e->kind == STG_EV_COLL) {
        bs = e->sent > 0 ? (uint64_t) e->sent : 0;
        br = e->received > 0 ? (uint64_t) e->received : 0;
        ms = bs > 0;
        mr = br > 0;
    }
    lock_take();
    psite_t *s = c->stack ? site_of(c->stack) : NULL;
    if (s) {
        s->calls++;
        s->msent += ms;
        s->bsent += bs;
        s->mrecv += mr;
        s->brecv += br;
        s->last = ncalls;
    }
    ncalls++;
    lock_give();
}

/* ------------------------------------------------------------------ the file, without allocating */

typedef struct pw {
    int fd;           /* -1: the sizing pass */
    int failed;
    uint64_t off;     /* bytes so far */
    uint32_t crc;     /* of every byte so far (until END) */
    uint32_t sections;
    int nsec;
    uint64_t lens[8]; /* section payload lengths, measured by the sizing pass */
    uint64_t start;
    size_t n;
    unsigned char buf[8192];
} pw_t;

static pw_t crash_writer; /* the crash handler's (its stack may be small) */

static void pw_flush(pw_t *w)
{
    size_t off = 0;
    while (w->fd >= 0 && !w->failed && off < w->n) {
        ssize_t k = write(w->fd, w->buf + off, w->n - off);
        if (k < 0 && errno == EINTR) {
            continue;
        }
        if (k <= 0) {
            w->failed = 1;
            break;
        }
        off += (size_t) k;
    }
    w->n = 0;
}

static void pw_put(pw_t *w, const void *d, size_t n)
{
    w->off += n;
    if (w->fd < 0) {
        return;
    }
    w->crc = stg_crc32(w->crc, d, n);
    const unsigned char *p = d;
    while (n > 0) {
        size_t k = sizeof w->buf - w->n < n ? sizeof w->buf - w->n : n;
        memcpy(w->buf + w->n, p, k);
        w->n += k;
        p += k;
        n -= k;
        if (w->n == sizeof w->buf) {
            pw_flush(w);
        }
    }
}

static void pw_u16(pw_t *w, uint16_t v) { pw_put(w, &v, 2); }
static void pw_u32(pw_t *w, uint32_t v) { pw_put(w, &v, 4); }
static void pw_i32(pw_t *w, int32_t v) { pw_put(w, &v, 4); }
static void pw_u64(pw_t *w, uint64_t v) { pw_put(w, &v, 8); }
static void pw_f64(pw_t *w, double v) { pw_put(w, &v, 8); }
static void pw_strn(pw_t *w, const char *s, size_t n)
{
    pw_u32(w, (uint32_t) n);
    pw_put(w, s, n);
}
static void pw_str(pw_t *w, const char *s)
{
    pw_strn(w, s, s ? strlen(s) : 0);
}

static void pw_section(pw_t *w, const char tag[4])
{
    pw_put(w, tag, 4);
    pw_u32(w, 0);
    pw_u64(w, w->fd < 0 || w->nsec >= 8 ? 0 : w->lens[w->nsec]);
    w->start = w->off;
}

static void pw_section_end(pw_t *w)
{
    if (w->fd < 0 && w->nsec < 8) {
        w->lens[w->nsec] = w->off - w->start;
    }
    w->nsec++;
    w->sections++;
}

static void pw_frame(pw_t *w, const stg_modules_t *ms, uintptr_t a)
{
    int i;
    const stg_module_t *m = stg_modules_find(ms, a, &i);
    pw_u32(w, m ? (uint32_t) i : 0xFFFFFFFFu);
    pw_u64(w, m ? a - m->bias : a);
}

static const char *signal_name(int sig)
{
    switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGILL: return "SIGILL";
    case SIGABRT: return "SIGABRT";
    default: return "signal";
    }
}

/* Every section of the file (docs/dump-format.md "Communication profile"); with_sites: SITE has the call
 * sites (0: the crash handler could not take the lock, SITE is empty). */
static void pw_profile(pw_t *w, int end, uint64_t written_ns, const stg_modules_t *ms, int with_sites)
{
    pw_put(w, "STRGPROF", 8);
    pw_u16(w, 1);
    pw_u16(w, 0);
    pw_u32(w, (uint32_t) stg_rank);
    pw_u32(w, (uint32_t) stg_size);
    pw_u32(w, 0);

    pw_section(w, "PINF");
    pw_u32(w, (uint32_t) end);
    pw_u32(w, (uint32_t) getpid());
    pw_str(w, host);
    pw_str(w, exe);
    pw_u64(w, start_ns);
    pw_u64(w, written_ns);
    pw_u64(w, with_sites ? ncalls : 0);
    pw_u16(w, (uint16_t) stg_cfg.depth);
    pw_section_end(w);

    pw_section(w, "ARGV");
    pw_u32(w, (uint32_t) argc_);
    for (size_t i = 0; i < cmdline_len;) {
        size_t n = strnlen(cmdline + i, cmdline_len - i);
        pw_strn(w, cmdline + i, n);
        i += n + 1;
    }
    pw_section_end(w);

    pw_section(w, "CTRL");
    pw_u32(w, (uint32_t) nnumeric);
    for (int i = 0; i < nnumeric; i++) {
        pw_u32(w, (uint32_t) numeric[i].pos);
        pw_f64(w, numeric[i].value);
    }
    pw_u32(w, (uint32_t) nnamed);
    for (int i = 0; i < nnamed; i++) {
        pw_str(w, named[i].name);
        pw_f64(w, named[i].value);
    }
    pw_section_end(w);

    pw_section(w, "MODS");
    pw_u32(w, (uint32_t) ms->n);
    for (int i = 0; i < ms->n; i++) {
        pw_str(w, ms->m[i].path);
        pw_u64(w, ms->m[i].bias);
        pw_str(w, ms->m[i].build_id);
    }
    pw_section_end(w);

    pw_section(w, "SITE");
    pw_u32(w, with_sites ? nprofiled : 0);
    for (uint32_t i = 0; with_sites && i < nsites; i++) { /* in the order the stacks were interned */
        const psite_t *s = &sites[i];
        if (!s->stack) {
            continue;
        }
        pw_str(w, stg_call_name(s->stack->call));
        pw_u16(w, s->stack->depth);
        for (int k = 0; k < s->stack->depth; k++) {
            pw_frame(w, ms, s->stack->frames[k]);
        }
        pw_u64(w, s->calls);
        pw_u64(w, s->msent);
        pw_u64(w, s->bsent);
        pw_u64(w, s->mrecv);
        pw_u64(w, s->brecv);
        pw_u64(w, s->first);
        pw_u64(w, s->last);
    }
    pw_section_end(w);

    if (end == END_CRASHED) {
        pw_section(w, "CRSH");
        pw_i32(w, crash_sig);
        pw_str(w, signal_name(crash_sig));
        pw_u64(w, (uint64_t) crash_addr);
        pw_u16(w, (uint16_t) crash_depth);
        for (int k = 0; k < crash_depth; k++) {
            pw_frame(w, ms, crash_frames[k]);
        }
        pw_section_end(w);
    }

    uint32_t crc = w->crc;
    pw_put(w, "END ", 4);
    pw_u32(w, 0);
    pw_u64(w, 8);
    pw_u32(w, crc);
    pw_u32(w, w->sections);
}

/* Writes the file (both passes); 0 or -1. Only async-signal-safe calls when ms is the snapshot. */
static int write_profile(pw_t *w, int end, const stg_modules_t *ms, int with_sites)
{
    uint64_t written_ns = stg_wall_ns();
    memset(w, 0, offsetof(pw_t, buf));
    w->fd = -1;
    pw_profile(w, end, written_ns, ms, with_sites);
    uint64_t lens[8];
    memcpy(lens, w->lens, sizeof lens);
    const char *tmp = tmp_paths[end - 1];
    memset(w, 0, offsetof(pw_t, buf));
    memcpy(w->lens, lens, sizeof lens);
    w->fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (w->fd < 0) {
        return -1;
    }
    pw_profile(w, end, written_ns, ms, with_sites);
    pw_flush(w);
    int failed = w->failed;
    if (close(w->fd) != 0) {
        failed = 1;
    }
    if (failed || rename(tmp, path_final) != 0) {
        unlink(tmp);
        return -1;
    }
    return 0;
}

/* From a thread that may allocate: a fresh module list. */
static void write_now(int end)
{
    static pw_t w; /* under the lock */
    stg_modules_t ms = { 0 };
    stg_modules_collect(&ms);
    lock_take();
    int rc = write_profile(&w, end, &ms, 1);
    lock_give();
    stg_modules_free(&ms);
    if (rc) {
        stg_log("cannot write %s: %s", path_final, strerror(errno));
    }
}

/* ------------------------------------------------------------------ the crash */

/* the profile stage (sig.h) */
static int on_crash(int sig, siginfo_t *si, void *ctx)
{
    int saved = errno;
    int expected = 0;
    if (atomic_compare_exchange_strong(&crashed, &expected, 1)) {
        crash_sig = sig;
        crash_addr = si ? (uintptr_t) si->si_addr : 0;
        unw_cursor_t cur;
        int n = 0;
        if (ctx && unw_init_local2(&cur, (unw_context_t *) ctx, UNW_INIT_SIGNAL_FRAME) == 0) {
            do {
                unw_word_t ip = 0;
                if (unw_get_reg(&cur, UNW_REG_IP, &ip) < 0 || ip == 0) {
                    break;
                }
                if (!stg_is_own((uintptr_t) ip)) { /* the runtime's wrappers are not the program's frames */
                    crash_frames[n++] = (uintptr_t) ip;
                }
            } while (n < STG_MAX_DEPTH && unw_step(&cur) > 0);
        }
        crash_depth = n;
        int locked = lock_try();
        write_profile(&crash_writer, END_CRASHED, &snapshot, locked);
        if (locked) {
            lock_give();
        }
    }
    errno = saved;
    return STG_SIG_ON; /* the signal goes on as if the runtime were not there */
}

static void install_crash_handler(void)
{
    for (size_t i = 0; i < stg_sig_ncrashes; i++) {
        stg_sig_add(STG_SIG_PROFILE, stg_sig_crashes[i], on_crash);
    }
}

/* ------------------------------------------------------------------ configuration */

static void read_cmdline(void)
{
    int fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
    size_t cap = 0;
    if (fd >= 0) {
        for (;;) {
            if (cmdline_len == cap) {
                char *nc = realloc(cmdline, cap ? cap * 2 : 4096);
                if (!nc) {
                    break;
                }
                cmdline = nc;
                cap = cap ? cap * 2 : 4096;
            }
            ssize_t k = read(fd, cmdline + cmdline_len, cap - cmdline_len);
            if (k < 0 && errno == EINTR) {
                continue;
            }
            if (k <= 0) {
                break;
            }
            cmdline_len += (size_t) k;
        }
        close(fd);
    }
    if (cmdline_len > 0 && cmdline[cmdline_len - 1] != 0) {
        cmdline_len--; /* a truncated last argument: keep the complete ones */
        while (cmdline_len > 0 && cmdline[cmdline_len - 1] != 0) {
            cmdline_len--;
        }
    }
    int pos = 0;
    for (size_t i = 0; i < cmdline_len; pos++) {
        const char *a = cmdline + i;
        i += strlen(a) + 1;
        argc_++;
        char *endp;
        double v = pos > 0 && *a ? strtod(a, &endp) : 0;
        if (pos == 0 || !*a || *endp || !isfinite(v)) {
            continue;
        }
        numeric_t *nn = realloc(numeric, (size_t) (nnumeric + 1) * sizeof *numeric);
        if (nn) {
            numeric = nn;
            numeric[nnumeric].pos = pos;
            numeric[nnumeric++].value = v;
        }
    }
}

/* STRAGGLER_CONTROL=name=value,... (names without ',' and '=', not rank/size/argv[...]; values numbers) */
static void read_control(void)
{
    const char *v = stg_env_control();
    if (!v) {
        return;
    }
    char *copy = strdup(v), *save = NULL;
    if (!copy) {
        return;
    }
    for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        char *val = strchr(tok, '=');
        char *endp = NULL;
        double d = val ? strtod(val + 1, &endp) : 0;
        if (!val || val == tok || (size_t) (val - tok) >= sizeof named->name || !val[1] || *endp || !isfinite(d)) {
            if (stg_rank == 0) {
                stg_log("ignoring '%s' in STRAGGLER_CONTROL=%s: use name=number,... (e.g. n=1000,m=2)", tok, v);
            }
            continue;
        }
        *val = 0;
        if (strcmp(tok, "rank") == 0 || strcmp(tok, "size") == 0 || strncmp(tok, "argv[", 5) == 0) {
            if (stg_rank == 0) {
                stg_log("ignoring '%s' in STRAGGLER_CONTROL: the name is a built-in control feature", tok);
            }
            continue;
        }
        int dup = 0;
        for (int i = 0; i < nnamed; i++) {
            dup |= strcmp(named[i].name, tok) == 0;
        }
        named_t *nn = dup ? NULL : realloc(named, (size_t) (nnamed + 1) * sizeof *named);
        if (!nn) {
            if (dup && stg_rank == 0) {
                stg_log("ignoring the second '%s' in STRAGGLER_CONTROL", tok);
            }
            continue;
        }
        named = nn;
        snprintf(named[nnamed].name, sizeof named[nnamed].name, "%s", tok);
        named[nnamed++].value = d;
    }
    free(copy);
}

static int profile_init(int call)
{
    (void) call;
    if (stg_env_profile(stg_rank == 0 ? STG_ENV_LOG : STG_ENV_SILENT) != STG_ENV_PROFILE_1) {
        return 0;
    }
    read_cmdline();
    read_control();
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = 0;
    gethostname(host, sizeof host - 1);
    start_ns = stg_wall_ns();
    snprintf(path_final, sizeof path_final, "%s/profile-rank-%06d.sprof", stg_cfg.dir, stg_rank);
    static const char *const why[] = { "finalize", "hang", "crash" };
    for (int i = 0; i < 3; i++) {
        snprintf(tmp_paths[i], sizeof tmp_paths[i], "%s/.profile-rank-%06d.%s.tmp", stg_cfg.dir, stg_rank, why[i]);
    }
    unlink(path_final); /* an earlier job's in the same directory */
    stg_modules_collect(&snapshot);
    install_crash_handler();
    on = 1;
    return STG_REC_CALLS | STG_REC_EVENTS;
}

static void profile_dump(stg_dump_t *d, void *prepared)
{
    (void) d;
    (void) prepared;
    if (on && !atomic_load(&crashed)) {
        write_now(END_HUNG); /* its own file: the dump itself gets no section */
    }
}

/* an in-situ diagnosis without task dumps will end the job: the profile up to the hang */
static void profile_flush(void)
{
    if (on && !atomic_load(&crashed)) {
        write_now(END_HUNG);
    }
}

static void profile_finalize(void)
{
    if (on && !atomic_load(&crashed)) {
        write_now(END_FINALIZED);
    }
}

const stg_recorder_t stg_profile_recorder = {
    .name = "profile",
    .at_init = profile_init,
    .begin = profile_begin,
    .dump_write = profile_dump,
    .not_in_snapshot = 1, /* it would end the profile as hung */
    .at_finalize = profile_finalize,
    .flush = profile_flush,
};
