/*
 * The fault injector recorder (fault.h): message-level fault injection, the six fault types of
 * STAT's §5.1 (Ahn et al., SC'09): data corruption (value-change, increase, decrease,
 * buffer-overflow), a local livelock (infinite-loop) and a communication error (extra-messages).
 * One fault per job, configured by
 *
 *   STRAGGLER_FAULT=type=T,rank=R,call=MPI_X[,occurrence=K][,amount=A][,bytes=B][,count=N][,seed=S]
 *
 * and fired once, at the K-th call of MPI_X on world rank R that the fault type applies to (the
 * eligible calls below). STRAGGLER_FAULT=profile injects nothing and writes, at MPI_Finalize, how
 * many eligible calls of every routine each rank made (fault-profile-rank-NNNNNN.txt in the dump
 * directory), so that a harness draws rank, routine and occurrence from calls that happen.
 *
 * Where a fault acts (docs/decisions/014-message-level-faults.md says why):
 *   value-change / increase / decrease: one element of the message, chosen at random: on a send,
 *     in the sender's buffer before the call (the message and the sender's own copy carry the
 *     wrong value); on a receive (blocking receives, the receive buffer of blocking collectives),
 *     in the receive buffer after the call completed (the data the application gets). Basic
 *     datatypes change as elements (a random value of the type / +- amount); others byte-wise.
 *   buffer-overflow: B random bytes written just past the end of the message buffer in the faulty
 *     task's memory, after the call (an application writing beyond the array it communicated).
 *   infinite-loop: after the call returned, the application thread spins forever in
 *     straggler_fault_loop (the task computes and never calls MPI again; the helper diagnoses it).
 *   extra-messages: after a send, N more copies of the message to the same peer with the same tag
 *     and communicator (blocking sends, recorded as part of the application's send).
 * Eligible calls: every recorded call for infinite-loop; calls with a non-empty message buffer and
 * a real peer for the data faults; sends to a real peer for extra-messages.
 *
 * With a fault configured (or STRAGGLER_STALL_ON_SIGNAL=1) a crash signal (SIGSEGV, SIGBUS, SIGFPE,
 * SIGILL, SIGABRT) stalls the crashing thread instead of ending the task, so the helper diagnoses
 * the abort as a hang (the paper's convention); STRAGGLER_STALL_ON_SIGNAL=0 turns this off.
 */
#define _GNU_SOURCE
#include "fault.h"
#include "calls.h"
#include "env.h"
#include "sig.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int fault_on; /* a fault or the profile is configured */

enum { F_PROFILE = 1, F_VALUE, F_INCREASE, F_DECREASE, F_OVERFLOW, F_LOOP, F_EXTRA };
static const char *const type_names[] = { "", "profile", "value-change", "increase", "decrease",
                                          "buffer-overflow", "infinite-loop", "extra-messages" };
enum { E_ALL, E_DATA, E_SEND, E_KINDS }; /* which calls a fault type applies to */

static struct {
    int type;
    int rank;
    int call;
    unsigned long long occurrence;
    double amount;
    long bytes;
    long count;
    unsigned long long seed;
} spec;
static unsigned long long seen;                    /* eligible calls of spec.call so far */
static int fired;
static __thread int pending;                       /* this thread's current call is the target */
static unsigned long long profile[STG_NCALLS][E_KINDS];
static uint64_t rng_state;

static uint64_t rng(void)
{
    uint64_t x = rng_state; /* xorshift64* */
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    rng_state = x;
    return x * 0x2545F4914F6CDD1Dull;
}

static int kind_of(int type)
{
    return type == F_LOOP ? E_ALL : type == F_EXTRA ? E_SEND : E_DATA;
}

static int eligible(int kind, const stg_msg_t *m)
{
    if (kind == E_ALL) {
        return 1;
    }
    if (!m || m->peer == MPI_PROC_NULL) {
        return 0;
    }
    if (kind == E_SEND) {
        return m->dir == STG_MSG_SEND;
    }
    return m->buf && m->buf != MPI_IN_PLACE && m->count > 0;
}

/* ------------------------------------------------------------------ data corruption */

enum { K_BYTES, K_INT, K_UINT, K_FLOAT, K_DOUBLE, K_LDOUBLE };

static int basic_kind(MPI_Datatype t)
{
    if (t == MPI_SHORT || t == MPI_INT || t == MPI_LONG || t == MPI_LONG_LONG || t == MPI_INT8_T ||
        t == MPI_INT16_T || t == MPI_INT32_T || t == MPI_INT64_T || t == MPI_SIGNED_CHAR) {
        return K_INT;
    }
    if (t == MPI_UNSIGNED_SHORT || t == MPI_UNSIGNED || t == MPI_UNSIGNED_LONG || t == MPI_UNSIGNED_LONG_LONG ||
        t == MPI_UINT8_T || t == MPI_UINT16_T || t == MPI_UINT32_T || t == MPI_UINT64_T || t == MPI_AINT ||
        t == MPI_OFFSET) {
        return K_UINT;
    }
    if (t == MPI_FLOAT) {
        return K_FLOAT;
    }
    if (t == MPI_DOUBLE) {
        return K_DOUBLE;
    }
    if (t == MPI_LONG_DOUBLE) {
        return K_LDOUBLE;
    }
    return K_BYTES; /* MPI_CHAR, MPI_BYTE, MPI_UNSIGNED_CHAR, derived and other types: byte-wise */
}

static long long get_int(const char *p, int size)
{
    switch (size) {
    case 1: { int8_t v; memcpy(&v, p, 1); return v; }
    case 2: { int16_t v; memcpy(&v, p, 2); return v; }
    case 4: { int32_t v; memcpy(&v, p, 4); return v; }
    default: { int64_t v; memcpy(&v, p, 8); return v; }
    }
}

static void put_int(char *p, int size, long long v)
{
    uint64_t u = (uint64_t) v; /* two's complement: the low bytes are the value of either signedness */
    memcpy(p, &u, (size_t) size); /* little-endian (x86-64, the runtime's platform) */
}

/* Changes the element at p (kind, size bytes); writes "old -> new" into what. */
static void change(char *p, int kind, int size, int type, double amount, char *what, size_t wn)
{
    double sign = type == F_DECREASE ? -1 : 1;
    switch (kind) {
    case K_INT:
    case K_UINT: {
        long long old = kind == K_UINT && size < 8 ? get_int(p, size) & (long long) ((1ull << (size * 8)) - 1)
                                                   : get_int(p, size);
        uint64_t bits;
        if (type == F_VALUE) {
            do {
                bits = rng();
            } while (memcmp(&bits, p, (size_t) size) == 0);
        } else {
            bits = (uint64_t) old + (uint64_t) (long long) (sign * (amount < 1 ? 1 : amount));
        }
        put_int(p, size, (long long) bits);
        long long now = kind == K_UINT && size < 8 ? get_int(p, size) & (long long) ((1ull << (size * 8)) - 1)
                                                   : get_int(p, size);
        snprintf(what, wn, "%lld -> %lld", old, now);
        return;
    }
    case K_FLOAT: {
        float v;
        memcpy(&v, p, sizeof v);
        float old = v;
        if (type == F_VALUE) {
            do {
                uint32_t b = (uint32_t) rng();
                memcpy(&v, &b, sizeof v);
            } while (memcmp(&v, &old, sizeof v) == 0);
        } else {
            v = (float) (v + sign * amount);
        }
        memcpy(p, &v, sizeof v);
        snprintf(what, wn, "%.9g -> %.9g", old, v);
        return;
    }
    case K_DOUBLE: {
        double v;
        memcpy(&v, p, sizeof v);
        double old = v;
        if (type == F_VALUE) {
            do {
                uint64_t b = rng();
                memcpy(&v, &b, sizeof v);
            } while (memcmp(&v, &old, sizeof v) == 0);
        } else {
            v = v + sign * amount;
        }
        memcpy(p, &v, sizeof v);
        snprintf(what, wn, "%.17g -> %.17g", old, v);
        return;
    }
    case K_LDOUBLE: {
        long double v;
        memcpy(&v, p, sizeof v);
        long double old = v;
        if (type == F_VALUE) {
            v = (long double) (double) rng() * (rng() & 1 ? 1 : -1);
        } else {
            v = v + (long double) (sign * amount);
        }
        memcpy(p, &v, sizeof v);
        snprintf(what, wn, "%Lg -> %Lg", old, v);
        return;
    }
    default: {
        unsigned char old = (unsigned char) *p, now;
        if (type == F_VALUE) {
            do {
                now = (unsigned char) rng();
            } while (now == old);
        } else {
            now = (unsigned char) (old + (int) sign * (amount < 1 ? 1 : (int) amount));
        }
        *p = (char) now;
        snprintf(what, wn, "byte 0x%02x -> 0x%02x", old, now);
    }
    }
}

static void corrupt(const stg_msg_t *m, char *what, size_t wn)
{
    MPI_Aint lb, extent, tlb, textent;
    PMPI_Type_get_extent(m->type, &lb, &extent);
    PMPI_Type_get_true_extent(m->type, &tlb, &textent);
    int kind = basic_kind(m->type);
    int size = 0;
    PMPI_Type_size(m->type, &size);
    long i = (long) (rng() % (uint64_t) m->count);
    char *elem = (char *) m->buf + i * extent + tlb;
    char detail[160];
    if (kind == K_BYTES) {
        long off = textent > 0 ? (long) (rng() % (uint64_t) textent) : 0;
        change(elem + off, K_BYTES, 1, spec.type, spec.amount, detail, sizeof detail);
        snprintf(what, wn, "element %ld of %d, byte %ld: %s", i, m->count, off, detail);
    } else {
        if (size > 8 && kind != K_LDOUBLE) {
            kind = K_BYTES;
        }
        change(elem, kind, size, spec.type, spec.amount, detail, sizeof detail);
        snprintf(what, wn, "element %ld of %d: %s", i, m->count, detail);
    }
}

static void overflow(const stg_msg_t *m, char *what, size_t wn)
{
    MPI_Aint lb, extent, tlb, textent;
    PMPI_Type_get_extent(m->type, &lb, &extent);
    PMPI_Type_get_true_extent(m->type, &tlb, &textent);
    char *end = (char *) m->buf + (MPI_Aint) (m->count - 1) * extent + tlb + textent;
    for (long k = 0; k < spec.bytes; k++) {
        end[k] = (char) rng();
    }
    snprintf(what, wn, "%ld bytes written past the end of the %d-element buffer at %p", spec.bytes, m->count,
             (void *) end);
}

/* ------------------------------------------------------------------ the hooks */

static void fired_log(const char *what)
{
    stg_log("fault injected: type=%s rank=%d call=%s occurrence=%llu: %s", type_names[spec.type], stg_rank,
            stg_call_name(spec.call), spec.occurrence, what);
}

__attribute__((noinline, visibility("default"))) void straggler_fault_loop(void)
{
    volatile unsigned long spins = 0;
    for (;;) {
        spins++;
    }
}

static void fault_before(stg_call_t *c, const stg_msg_t *m)
{
    if (spec.type == F_PROFILE) {
        for (int k = 0; k < E_KINDS; k++) {
            if (eligible(k, m)) {
                __atomic_add_fetch(&profile[c->call][k], 1, __ATOMIC_RELAXED);
            }
        }
        return;
    }
    if (c->call != spec.call || stg_rank != spec.rank || !eligible(kind_of(spec.type), m) ||
        __atomic_load_n(&fired, __ATOMIC_ACQUIRE)) {
        return;
    }
    if (__atomic_add_fetch(&seen, 1, __ATOMIC_ACQ_REL) != spec.occurrence) {
        return;
    }
    __atomic_store_n(&fired, 1, __ATOMIC_RELEASE);
    if (m && m->dir == STG_MSG_SEND && (spec.type == F_VALUE || spec.type == F_INCREASE || spec.type == F_DECREASE)) {
        char what[256];
        corrupt(m, what, sizeof what);
        fired_log(what);
        return;
    }
    pending = 1;
}

static void fault_after(stg_call_t *c, const stg_msg_t *m, int ok)
{
    if (!pending) {
        return;
    }
    pending = 0;
    char what[256] = "";
    switch (spec.type) {
    case F_VALUE:
    case F_INCREASE:
    case F_DECREASE:
        if (!ok) {
            fired_log("the call failed: nothing received, nothing changed");
            return;
        }
        corrupt(m, what, sizeof what);
        break;
    case F_OVERFLOW:
        overflow(m, what, sizeof what);
        break;
    case F_EXTRA:
        for (long k = 0; k < spec.count; k++) {
            PMPI_Send(m->buf, m->count, m->type, m->peer, m->tag, m->comm);
        }
        snprintf(what, sizeof what, "%ld extra message%s of %d elements to rank %d (tag %d)", spec.count,
                 spec.count == 1 ? "" : "s", m->count, m->peer, m->tag);
        break;
    case F_LOOP:
        fired_log("the thread spins in straggler_fault_loop after the call");
        c->then = straggler_fault_loop; /* the task leaves MPI and computes forever: the wrapper never returns */
        return;
    }
    fired_log(what);
}

/* ------------------------------------------------------------------ crash signals stall */

/* the stall stage (sig.h): after the recorders' records; it holds the signal for ever, so neither the crash dump
 * nor the application's disposition runs */
static int stall(int sig, siginfo_t *si, void *ctx)
{
    char msg[256];
    int n = snprintf(msg, sizeof msg,
                     "straggler[%d]: %s at %p: the thread stalls so that the hang detector diagnoses the task "
                     "(STRAGGLER_STALL_ON_SIGNAL)\n", stg_rank, strsignal(sig), si ? si->si_addr : NULL);
    ssize_t w = write(2, msg, n > 0 && n < (int) sizeof msg ? (size_t) n : strlen(msg));
    (void) w;
    for (;;) {
        pause(); /* the sampling signal interrupts it; the stack still shows where the task crashed */
    }
    return STG_SIG_HELD; /* not reached */
}

static void install_stall(void)
{
    for (size_t i = 0; i < stg_sig_ncrashes; i++) {
        stg_sig_add(STG_SIG_STALL, stg_sig_crashes[i], stall);
    }
}

/* ------------------------------------------------------------------ configuration */

static int bad(const char *v, const char *why)
{
    stg_log("ignoring STRAGGLER_FAULT=%s: %s. Use type=value-change|increase|decrease|buffer-overflow|"
            "infinite-loop|extra-messages,rank=R,call=MPI_X[,occurrence=K][,amount=A][,bytes=B][,count=N]"
            "[,seed=S], or profile", v, why);
    return -1;
}

static int parse(const char *v)
{
    memset(&spec, 0, sizeof spec);
    spec.rank = -1;
    spec.call = -1;
    spec.occurrence = 1;
    spec.amount = 1;
    spec.bytes = 64;
    spec.count = 1;
    spec.seed = (unsigned long long) time(NULL) ^ ((unsigned long long) getpid() << 20);
    if (strcmp(v, "profile") == 0) {
        spec.type = F_PROFILE;
        return 0;
    }
    char copy[1024], *save = NULL;
    snprintf(copy, sizeof copy, "%s", v);
    for (char *tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        char *val = strchr(tok, '=');
        if (!val) {
            return bad(v, "every item is key=value");
        }
        *val++ = 0;
        char *end = NULL;
        errno = 0;
        if (strcmp(tok, "type") == 0) {
            for (int t = F_VALUE; t <= F_EXTRA; t++) {
                if (strcmp(val, type_names[t]) == 0) {
                    spec.type = t;
                }
            }
            if (!spec.type) {
                return bad(v, "unknown fault type");
            }
            continue;
        }
        if (strcmp(tok, "call") == 0) {
            spec.call = stg_call_index(val);
            if (spec.call < 0) {
                return bad(v, "the call is not one the runtime interposes (src/mpi_calls.def)");
            }
            continue;
        }
        if (strcmp(tok, "amount") == 0) {
            spec.amount = strtod(val, &end);
        } else {
            unsigned long long n = strtoull(val, &end, 10);
            if (strcmp(tok, "rank") == 0) {
                spec.rank = (int) n;
            } else if (strcmp(tok, "occurrence") == 0) {
                spec.occurrence = n;
            } else if (strcmp(tok, "bytes") == 0) {
                spec.bytes = (long) n;
            } else if (strcmp(tok, "count") == 0) {
                spec.count = (long) n;
            } else if (strcmp(tok, "seed") == 0) {
                spec.seed = n;
            } else {
                return bad(v, "unknown key");
            }
            if (val[0] == '-') {
                return bad(v, "numbers are non-negative");
            }
        }
        if (!*val || *end || errno) {
            return bad(v, "not a number");
        }
    }
    if (!spec.type || spec.rank < 0 || spec.call < 0) {
        return bad(v, "type, rank and call are required");
    }
    if (spec.occurrence < 1) {
        return bad(v, "occurrences count from 1");
    }
    return 0;
}

static int fault_init(int call)
{
    (void) call;
    const char *v = stg_env_fault();
    int stall = stg_env_stall_on_signal(); /* -1: unset */
    int configured = v && parse(v) == 0;
    if (configured) {
        rng_state = spec.seed * 0x9E3779B97F4A7C15ull + (uint64_t) stg_rank + 1;
        if (!rng_state) {
            rng_state = 1;
        }
        fault_on = 1;
        if (spec.type != F_PROFILE && stg_rank == spec.rank) {
            stg_log("fault armed: %s", v);
        }
    }
    int stall_on = stall >= 0 ? stall : configured && spec.type != F_PROFILE;
    if (stall_on) {
        install_stall();
    }
    return fault_on ? STG_REC_MSGS : 0;
}

static void fault_finish(void)
{
    if (!fault_on || spec.type != F_PROFILE) {
        return;
    }
    char path[4200], tmp[4200];
    snprintf(path, sizeof path, "%s/fault-profile-rank-%06d.txt", stg_cfg.dir, stg_rank);
    snprintf(tmp, sizeof tmp, "%s/.fault-profile-rank-%06d.tmp", stg_cfg.dir, stg_rank);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        stg_log("cannot write %s: %s", path, strerror(errno));
        return;
    }
    fprintf(f, "# Straggler fault profile, rank %d: routine, then eligible calls for infinite-loop (all), "
               "the data faults (data) and extra-messages (send)\n", stg_rank);
    for (int i = 0; i < STG_NCALLS; i++) {
        if (profile[i][E_ALL]) {
            fprintf(f, "%s all=%llu data=%llu send=%llu\n", stg_call_name(i), profile[i][E_ALL], profile[i][E_DATA],
                    profile[i][E_SEND]);
        }
    }
    fclose(f);
    rename(tmp, path);
}

const stg_recorder_t stg_fault_recorder = {
    .name = "fault",
    .at_init = fault_init,
    .before = fault_before,
    .after = fault_after,
    .at_finalize = fault_finish,
};
