/*
 * Support for the fault injector (straggler inject, dev.straggler.launch.inject).
 *
 * The injector suspends one task at the entry of a user function with gdb, the way AutomaDeD's
 * §5.2 injects a long sleep: only the application's thread stops, the runtime's helper thread keeps
 * running, times out with the other tasks and dumps. Two pieces live here:
 *
 * - STRAGGLER_HOLD_RANKS=all|R[,R...]: the named tasks wait in this library's constructor, before
 *   main() and MPI_Init, until a debugger has attached (TracerPid in /proc/self/status), at most
 *   STRAGGLER_HOLD_MAX seconds (default 60). The other tasks simply wait in MPI_Init. So gdb's
 *   breakpoints are in place before the first call of any user function.
 * - straggler_inject_hold(): gdb turns the breakpoint hit into a call of this function and
 *   detaches: it pushes the breakpoint's pc + 1 as the return address at $sp - 8 and sets $pc here.
 *   The "+ 1" makes the unwinder (which looks up the caller's unwind rule at return address - 1)
 *   use the rule of the breakpoint's pc itself, so the injected function's frame and its callers
 *   unwind exactly, whatever its CFA rule; the function never returns, so neither the odd return
 *   address nor the 8 bytes of the red zone it overwrites matter. The stack may be misaligned
 *   for a call at that point: force_align_arg_pointer realigns it. The thread then sleeps here
 *   forever; the sampling signal interrupts pause() and returns to it, and the sampled stack runs
 *   from here into the injected function (this library's frames are not user frames).
 */
#define _GNU_SOURCE
#include "inject.h"
#include "env.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

__attribute__((noinline, used, visibility("default"), force_align_arg_pointer)) void straggler_inject_hold(void)
{
    for (;;) {
        pause();
    }
}

static int rank_from_environment(void)
{
    static const char *const vars[] = { "OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK", "SLURM_PROCID" };
    for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) {
            return atoi(v);
        }
    }
    return -1;
}

static int held(const char *list, int rank)
{
    if (strcmp(list, "all") == 0) {
        return 1;
    }
    char *copy = strdup(list), *save = NULL;
    int found = 0;
    for (char *tok = copy ? strtok_r(copy, ", ", &save) : NULL; tok && !found; tok = strtok_r(NULL, ", ", &save)) {
        found = atoi(tok) == rank;
    }
    free(copy);
    return found;
}

static int traced(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    if (!f) {
        return 1; /* cannot tell: do not hold */
    }
    char line[256];
    int pid = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "TracerPid:", 10) == 0) {
            pid = atoi(line + 10);
            break;
        }
    }
    fclose(f);
    return pid != 0;
}

__attribute__((constructor)) static void stg_hold_for_debugger(void)
{
    const char *list = stg_env_hold_ranks();
    int rank = rank_from_environment();
    if (!list || rank < 0 || !held(list, rank)) {
        return;
    }
    double max = stg_env_hold_max();
    struct timespec ts = { 0, 2 * 1000 * 1000 };
    for (double waited = 0; !traced(); waited += 0.002) {
        if (waited >= max) {
            fprintf(stderr, "straggler: rank %d: no debugger attached within %g s (STRAGGLER_HOLD_RANKS); going on\n",
                    rank, max);
            return;
        }
        nanosleep(&ts, NULL);
    }
}
