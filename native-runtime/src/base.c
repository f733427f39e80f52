/*
 * Base layer: the task's identity, the configuration, diagnostics, clocks, allocation, hashing and the
 * names of the interposed calls (base.h).
 */
#define _GNU_SOURCE
#include "base.h"
#include "calls.h"
#include "env.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int stg_rank = -1, stg_size = 0;
volatile int stg_active = 0;
_Atomic pid_t stg_main_tid;
_Atomic pid_t stg_helper_tid;
stg_config_t stg_cfg;
stg_crash_t stg_crash;

/* ------------------------------------------------------------------ configuration */

void stg_config_read(void)
{
    stg_cfg.enabled = stg_env_disable(STG_ENV_LOG) == 0;
    stg_cfg.timeout = stg_env_timeout(STG_ENV_LOG);
    stg_cfg.min_timeout = stg_env_min_timeout(STG_ENV_LOG);
    stg_cfg.poll = stg_env_poll(STG_ENV_LOG);
    stg_cfg.grace = stg_env_grace(STG_ENV_LOG);
    stg_cfg.keep_alive = stg_env_on_hang(STG_ENV_LOG) == STG_ENV_ON_HANG_KEEP;
    stg_cfg.exit_code = stg_env_exit_code(STG_ENV_LOG);
    stg_cfg.yield = stg_env_yield(STG_ENV_LOG) != 0;
    stg_cfg.depth = stg_env_stack_depth(STG_ENV_LOG);
    stg_cfg.sample_signal = SIGRTMIN + stg_env_signal_offset(STG_ENV_LOG);
    stg_cfg.dump_at_exit = stg_env_dump_at_exit(STG_ENV_LOG);
    const char *d = stg_env_dump_dir();
    if (d) {
        snprintf(stg_cfg.dir, sizeof stg_cfg.dir, "%s", d);
    }
}

/* ------------------------------------------------------------------ diagnostics, time, memory */

void stg_log(const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = snprintf(buf, sizeof buf, "straggler[%d]: ", stg_rank);
    vsnprintf(buf + n, sizeof buf - (size_t) n, fmt, ap);
    va_end(ap);
    size_t len = strlen(buf);
    if (len + 1 < sizeof buf) {
        buf[len++] = '\n';
    }
    ssize_t w = write(2, buf, len);
    (void) w;
}

double stg_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

uint64_t stg_wall_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (uint64_t) ts.tv_sec * 1000000000ull + (uint64_t) ts.tv_nsec;
}

int stg_tsc;
static uint64_t tick0;    /* a reference instant in both clocks */
static double mono0;

/* An instant in both clocks, read close together (retried when something came between the reads). */
static void both_clocks(uint64_t *ticks, double *mono)
{
    for (int i = 0; i < 20; i++) {
        uint64_t a = stg_ticks();
        double m = stg_now();
        uint64_t b = stg_ticks();
        *ticks = a + (b - a) / 2;
        *mono = m;
        if (b - a < 20000) {
            return;
        }
    }
}

void stg_ticks_init(void)
{
    stg_tsc = 0;
#if defined(__x86_64__)
    char cs[64] = "";
    FILE *f = fopen("/sys/devices/system/clocksource/clocksource0/current_clocksource", "r");
    if (f) {
        if (!fgets(cs, sizeof cs, f)) {
            cs[0] = 0;
        }
        fclose(f);
    }
    stg_tsc = strncmp(cs, "tsc", 3) == 0 && (cs[3] == '\n' || cs[3] == 0);
    if (stg_env_no_tsc()) {
        stg_tsc = 0;
    }
#endif
    if (!stg_tsc) {
        mono0 = stg_now();
        tick0 = (uint64_t) (mono0 * 1e9);
        return;
    }
    both_clocks(&tick0, &mono0);
}

double stg_tick_seconds(void)
{
    if (!stg_tsc) {
        return 1e-9;
    }
    uint64_t t;
    double m;
    both_clocks(&t, &m);
    while (m - mono0 < 0.002) { /* at least 2 ms of both clocks */
        struct timespec ts = { 0, 1000000 };
        nanosleep(&ts, NULL);
        both_clocks(&t, &m);
    }
    return t > tick0 ? (m - mono0) / (double) (t - tick0) : 1e-9;
}

double stg_ticks_now(uint64_t ticks)
{
    double f = stg_tsc ? stg_tick_seconds() : 1e-9;
    return mono0 + (double) (int64_t) (ticks - tick0) * f;
}

void *stg_xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n);
    if (!q) {
        stg_log("out of memory (%zu bytes); the runtime stops recording", n);
        stg_active = 0;
    }
    return q;
}

/* ------------------------------------------------------------------ hashing */

uint64_t stg_fnv64(const void *d, size_t n)
{
    const unsigned char *p = d;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

/* ------------------------------------------------------------------ the interposed calls */

const unsigned char *const stg_call_never_blocks = stg_call_never_blocks_table;

const char *stg_call_name(int call)
{
    return call >= 0 && call < STG_NCALLS ? stg_call_names[call] : "?";
}

int stg_call_index(const char *name)
{
    for (int i = 0; i < STG_NCALLS; i++) {
        if (strcmp(stg_call_names[i], name) == 0) {
            return i;
        }
    }
    return -1;
}
