/*
 * Call stacks: the call-site stack of every MPI call (libunwind's unw_backtrace, which caches
 * unwind information, without the runtime's own frames), and the sampled stack of a thread at
 * diagnosis time (a real-time signal; the handler unwinds from the interrupted context, so frame 0
 * is the interrupted program counter).
 */
#define _GNU_SOURCE
#define UNW_LOCAL_ONLY
#include "straggler.h"

#include <libunwind.h>
#include <link.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>

static uintptr_t own_lo = 1, own_hi = 0; /* address range of this library's segments */

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

void stg_stack_init(void)
{
    dl_iterate_phdr(find_own, (void *) (uintptr_t) &stg_stack_init);
}

int stg_is_own(uintptr_t a)
{
    return a >= own_lo && a < own_hi;
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

/* ------------------------------------------------------------------ sampling */

static atomic_int sample_wanted, sample_done;
static uintptr_t sample_buf[STG_MAX_DEPTH];
static int sample_n;
static int sampler_sig = -1;

static void sample_handler(int sig, siginfo_t *si, void *ucv)
{
    (void) sig;
    (void) si;
    if (!atomic_load(&sample_wanted)) {
        return;
    }
    unw_cursor_t cur;
    int n = 0;
    if (unw_init_local2(&cur, (unw_context_t *) ucv, UNW_INIT_SIGNAL_FRAME) == 0) {
        do {
            unw_word_t ip = 0;
            if (unw_get_reg(&cur, UNW_REG_IP, &ip) < 0 || ip == 0) {
                break;
            }
            sample_buf[n++] = (uintptr_t) ip;
        } while (n < STG_MAX_DEPTH && unw_step(&cur) > 0);
    }
    sample_n = n;
    atomic_store(&sample_wanted, 0);
    atomic_store(&sample_done, 1);
}

void stg_sampler_install(int sig)
{
    struct sigaction old;
    if (sigaction(sig, NULL, &old) == 0 && old.sa_handler != SIG_DFL && old.sa_handler != SIG_IGN) {
        stg_log("signal %d is used by the application; stacks of computing tasks will not be sampled "
                "(set STRAGGLER_SIGNAL_OFFSET to a free real-time signal)", sig);
        return;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = sample_handler;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    if (sigaction(sig, &sa, NULL) == 0) {
        sampler_sig = sig;
    }
}

int stg_sample_thread(pthread_t t, uintptr_t *out, int max, int *pc_first)
{
    *pc_first = 0;
    if (sampler_sig < 0) {
        return -1;
    }
    atomic_store(&sample_done, 0);
    atomic_store(&sample_wanted, 1);
    if (pthread_kill(t, sampler_sig) != 0) {
        atomic_store(&sample_wanted, 0);
        return -1;
    }
    for (int i = 0; i < 200 && !atomic_load(&sample_done); i++) {
        struct timespec ts = { 0, 5 * 1000 * 1000 };
        nanosleep(&ts, NULL);
    }
    if (!atomic_load(&sample_done)) {
        atomic_store(&sample_wanted, 0);
        return -1;
    }
    int n = sample_n < max ? sample_n : max;
    memcpy(out, sample_buf, (size_t) n * sizeof *out);
    *pc_first = 1;
    return n;
}
