/*
 * The call-trace recorder (trace.h; docs/dump-format.md "Trace files"; docs/decisions/035-call-traces.md).
 * Configured by STRAGGLER_TRACE (off, mpi or functions), STRAGGLER_TRACE_MEMORY (per traced thread),
 * STRAGGLER_TRACE_FLUSH (how often a thread writes what it holds at most), STRAGGLER_TRACE_COMPRESS (the
 * second compression stage) and STRAGGLER_TRACE_LZ (the first): src/env.def.
 *
 * Every traced thread owns a state (no lock on the hot path): a dictionary of the distinct events it saw
 * (an MPI call with its descriptor's arguments, a function's entry or exit as module + offset), each
 * event appended as its dictionary index, a *token*, to an online LZ77 coder over tokens: a token that
 * continues a repeat of the stream at distance d extends a copy (one comparison), otherwise it is a
 * literal, and three literals that occurred before (a hash of three tokens -> where) start a copy. A loop
 * body repeated 10^6 times is one copy whose distance is the body's length; nested loops with fixed trip
 * counts are one copy of the outer body. The coded bytes and the new dictionary entries form a block,
 * compressed with deflate (or zstd), appended to the thread's file when the buffer fills, every FLUSH seconds, and
 * at exit (then an END block). At a hang (the dump) and at a crash the state of every thread is read
 * without stopping it (a sequence lock: the owner makes its count odd while it changes the state) and
 * written as a TAIL block: the trace up to now, used by a reader only when nothing follows it.
 *
 * Function events come from code built with -finstrument-functions: this library defines
 * __cyg_profile_func_enter/exit (glibc's no-op versions are the fallback without the runtime); or from code
 * built with clang's XRay (`straggler instrument`), whose sleds this library patches before main
 * (trace_xray.c). Both record from the first call on, buffering until MPI_Init gives the task its rank and
 * directory.
 *
 * The recorder's units: trace.c (this: the configuration, the recorder's hooks), trace_end.c (how a
 * trace ends: exit, abort, kill signals, crashes), trace_thread.c (the threads' states), trace_events.c (the
 * dictionary, the event hooks), trace_xray.c (XRay's sleds), trace_lz.c (the coder), trace_file.c (the files
 * and their blocks).
 */
#define _GNU_SOURCE
#include "trace.h"
#include "env.h"
#include "trace_end.h"
#include "trace_events.h"
#include "trace_file.h"
#include "trace_thread.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* ------------------------------------------------------------------ configuration */

/* say: how a bad STRAGGLER_TRACE is said (env.h): at MPI_Init, once the task has a rank; not when the library
 * loads */
static void read_config(int say)
{
    int m = MODE_OFF;
    if (!stg_env_disable(STG_ENV_SILENT)) {
        int t = stg_env_trace(say);
        m = t == STG_ENV_TRACE_MPI ? MODE_MPI : t == STG_ENV_TRACE_FUNCTIONS ? MODE_FUNCTIONS : MODE_OFF;
    }
    size_t mem = stg_env_trace_memory();
    double period = stg_env_trace_flush();
    int zwith = Z_OFF;
#ifdef STG_ZLIB
    zwith = Z_DEFLATE;
#endif
    int z = stg_env_trace_compress(); /* an unknown value, or zstd without libzstd: the default */
    if (z == STG_ENV_TRACE_COMPRESS_NONE) {
        zwith = Z_OFF;
    } else if (z == STG_ENV_TRACE_COMPRESS_ZSTD) {
#ifdef STG_ZSTD
        zwith = Z_ZSTD;
#endif
    }
    if (!stg_trace_window) { /* the sizes stay those of the first reading: threads may have buffers already */
        stg_trace_memory = mem;
        /* a quarter for the window (4 bytes a token), half for the coded output, an eighth for the
         * dictionary (about 64 bytes an entry with its indexes) */
        stg_trace_window = 1;
        while ((size_t) stg_trace_window * 2 * 16 <= stg_trace_memory) {
            stg_trace_window *= 2;
        }
        stg_trace_out_cap = (uint32_t) (stg_trace_memory / 2);
        stg_trace_dict_cap = (uint32_t) (stg_trace_memory / 8 / 64);
    }
    stg_trace_flush_period = period;
    stg_trace_compress = zwith;
    stg_trace_lz_on = stg_env_trace_lz();
    if (!stg_trace_exe[0]) {
        ssize_t n = readlink("/proc/self/exe", stg_trace_exe, sizeof stg_trace_exe - 1);
        stg_trace_exe[n > 0 ? n : 0] = 0;
    }
    stg_trace_mode = m;
}

__attribute__((constructor)) static void trace_load(void)
{
    read_config(STG_ENV_SILENT); /* function events start before MPI_Init */
}

/* ------------------------------------------------------------------ the hooks (trace_events.c) */

static int abort_call = -1; /* MPI_Abort's index (trace_init) */

static void trace_begin(stg_call_t *c)
{
    stg_trace_mpi_event(c->call, c->ev, 0);
    if (__builtin_expect(c->call == abort_call, 0)) {
        stg_trace_end_abort(); /* MPI_Abort, its entry the last event: before the MPI library ends the job */
    }
}

static void trace_end(stg_call_t *c)
{
    stg_trace_mpi_event(c->call, c->ev, 1);
}

/* ------------------------------------------------------------------ the recorder */

static uint8_t *tick_buf; /* the helper's copies of a thread's state (trace_tick) */

/* Trace files of an earlier job in the same directory: this task's, and (rank 0) those of ranks this
 * job does not have. */
static void remove_stale(void)
{
    DIR *d = opendir(stg_cfg.dir);
    if (!d) {
        return;
    }
    struct dirent *e;
    while ((e = readdir(d))) {
        int r;
        unsigned th;
        char tail[16];
        if (sscanf(e->d_name, "trace-rank-%d-thread-%u.strac%1s", &r, &th, tail) == 3 && strcmp(tail, "e") == 0 &&
            (r == stg_rank || (stg_rank == 0 && r >= stg_size))) {
            char p[4400];
            snprintf(p, sizeof p, "%s/%s", stg_cfg.dir, e->d_name);
            unlink(p);
        }
    }
    closedir(d);
}

/* A forked child (without exec) must not append to its parent's files: it records nothing. */
static void atfork_child(void)
{
    stg_trace_mode = MODE_OFF;
    stg_trace_ready = 0;
}

static int trace_init(int call)
{
    read_config(STG_ENV_LOG);
    if (stg_trace_mode == MODE_OFF) {
        return 0;
    }
    PMPI_Comm_group(MPI_COMM_WORLD, &stg_trace_world_group);
    stg_trace_mpi_tid = stg_main_tid;
    snprintf(stg_trace_prefix, sizeof stg_trace_prefix, "%s/trace-rank-%06d-thread-", stg_cfg.dir, stg_rank);
    remove_stale();
    tick_buf = malloc(stg_trace_scratch_size());
    stg_trace_end_install();
    for (int i = 0; i < STG_NCALLS; i++) {
        if (!strcmp(stg_call_name(i), "MPI_Abort")) {
            abort_call = i;
        }
    }
    pthread_atfork(NULL, NULL, atfork_child);
    stg_trace_ready = 1;
    /* MPI_Init itself, which returned before the recorder could see it */
    stg_trace_mpi_event(call, NULL, 0);
    stg_trace_mpi_event(call, NULL, 1);
    return STG_REC_CALLS | STG_REC_EVENTS;
}

/* A dump (a hang, a request, a crash (crash.c: the helper writes the crashed task's dump), or at exit):
 * every thread's trace up to now, as TAIL blocks; a crash's dump keeps the crash as the trace's end
 * reason (the TAIL crash_flush wrote is not the last block then). */
static void *trace_prepare(void)
{
    if (stg_trace_ready) {
        int sig = __atomic_load_n(&stg_crash.sig, __ATOMIC_ACQUIRE);
        uint32_t reason = sig ? REASON_CRASH | (uint32_t) sig << 8 : REASON_HANG;
        stg_tthread_t *t = stg_trace_self; /* the helper has no trace; at MPI_Finalize it is the MPI thread */
        if (t && !t->off) {
            stg_trace_owner_tail(t, reason);
        }
        stg_trace_flush_others(reason, t);
    }
    return NULL;
}

static void trace_finalize(void)
{
    if (!stg_trace_ready) {
        return;
    }
    /* the job ends normally: a dump's TAIL (the dump at exit) is no trace's end */
    pthread_mutex_lock(&stg_trace_reg_lock);
    for (stg_tthread_t *o = stg_trace_threads; o; o = o->next) {
        o->cut_mark = 0;
    }
    pthread_mutex_unlock(&stg_trace_reg_lock);
    stg_tthread_t *t = stg_trace_self;
    if (t && !t->off) {
        stg_trace_owner_flush(t, 0, 0);
    }
    stg_trace_flush_others(REASON_FINALIZE, t);
}

static void trace_flush(void)
{
    trace_prepare();
}

static void trace_tick(void)
{
    if (stg_trace_ready && tick_buf) {
        stg_trace_scheduled(tick_buf);
    }
}

/* the state file's trace_errno: the first write error that cut a trace short */
static size_t trace_state(char *text, size_t cap)
{
    int e = stg_trace_errno;
    int n = e ? snprintf(text, cap, "trace_errno=%d\n", e) : 0;
    if (n <= 0 || (size_t) n >= cap) {
        text[0] = 0; /* no room: no half line */
        return 0;
    }
    return (size_t) n;
}

const stg_recorder_t stg_trace_recorder = {
    .name = "trace",
    .at_init = trace_init,
    .begin = trace_begin,
    .end = trace_end,
    .dump_prepare = trace_prepare,
    .not_in_snapshot = 1, /* a dump's TAIL marks the traces as cut short */
    .at_finalize = trace_finalize,
    .flush = trace_flush,
    .tick = trace_tick,
    .state = trace_state,
};
