/*
 * Start-up and shut-down of the runtime (lifecycle layer, lifecycle.h): what MPI_Init and
 * MPI_Finalize do besides the MPI library's own work. At MPI_Init: before the MPI library's, the
 * start-up marker; after it the configuration, the task's identity, the job and its dump directory
 * (which replaces the marker with the state file), the in-situ analysis's communicator, the recorders'
 * at_init, then the runtime records and the helper thread starts. At MPI_Finalize: the dump at exit,
 * the recorders' at_finalize, the in-situ analysis ends, the helper stops, the runtime stops recording.
 */
#define _GNU_SOURCE
#include "lifecycle.h"
#include "crash.h"
#include "env.h"
#include "dispatch.h"
#include "dump.h"
#include "helper.h"
#include "insitu.h"
#include "job.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Removes this library from LD_PRELOAD so that programs the application starts (system(),
 * popen()) do not load the MPI runtime. */
static void unpreload(void)
{
    const char *pre = getenv("LD_PRELOAD");
    Dl_info info;
    if (!pre || !dladdr((void *) &unpreload, &info) || !info.dli_fname) {
        return;
    }
    const char *base = strrchr(info.dli_fname, '/');
    base = base ? base + 1 : info.dli_fname;
    char out[8192] = "";
    size_t len = 0;
    char *copy = strdup(pre), *save = NULL;
    if (!copy) {
        return;
    }
    for (char *tok = strtok_r(copy, ": ", &save); tok; tok = strtok_r(NULL, ": ", &save)) {
        const char *tb = strrchr(tok, '/');
        tb = tb ? tb + 1 : tok;
        if (strcmp(tb, base) == 0) {
            continue;
        }
        len += (size_t) snprintf(out + len, sizeof out - len, "%s%s", len ? ":" : "", tok);
        if (len >= sizeof out) {
            free(copy);
            return;
        }
    }
    free(copy);
    if (len) {
        setenv("LD_PRELOAD", out, 1);
    } else {
        unsetenv("LD_PRELOAD");
    }
}

void stg_before_init(void)
{
    /* only where a launcher gave the run directory: the default one is named by rank 0 after MPI_Init; nothing
     * said about the variables here (stg_config_read says it after MPI_Init) */
    const char *dir = stg_env_dump_dir();
    int initialized = 0;
    if (!dir || !dir[0] || stg_env_disable(STG_ENV_SILENT) != 0 || PMPI_Initialized(&initialized) != MPI_SUCCESS
        || initialized) {
        return;
    }
    stg_job_mark_init(dir);
}

void stg_init_failed(void)
{
    stg_job_unmark_init();
}

void stg_after_init(int call)
{
    stg_config_read();
    PMPI_Comm_rank(MPI_COMM_WORLD, &stg_rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &stg_size);
    unpreload();
    if (!stg_cfg.enabled) {
        return;
    }
    stg_ticks_init();
    stg_job_start();
    stg_job_name_dir();
    stg_insitu_setup(); /* collective: the tool communicator, when in-situ analysis is on */
    if (stg_job_make_dir()) {
        return;
    }
    stg_addr_init();
    stg_main_tid = (pid_t) syscall(SYS_gettid);
    stg_crash_install(); /* the last stage of the signal handler (sig.h); the fault injector's stall runs before it */
    if (stg_recorders_init(call)) {
        stg_crash_uninstall();
        return;
    }
    stg_active = 1;
    stg_helper_start();
}

void stg_before_finalize(stg_call_t *c)
{
    if (c->active) {
        stg_state_update("finalizing");
    }
    if (c->active && stg_cfg.dump_at_exit) {
        stg_write_dump(STG_REASON_EXIT, -1);
    }
    if (c->active && stg_env_cache_stats()) {
        stg_cache_stats_t st;
        stg_cache_stats(&st);
        stg_log("call-site cache: hits=%llu unwinds=%llu variants=%llu uncached=%llu rechecks=%llu mismatches=%llu "
                "stacks=%u", (unsigned long long) st.hits, (unsigned long long) st.unwinds,
                (unsigned long long) st.variants, (unsigned long long) st.uncached, (unsigned long long) st.rechecks,
                (unsigned long long) st.mismatches, stg_stack_count());
    }
    if (c->active) {
        stg_recorders_finalize();
        if (stg_insitu_active) {
            stg_insitu_quiesce(); /* the helper stops using MPI once every task is here */
            stg_helper_stop();
            stg_insitu_close();
        }
    }
}

void stg_after_finalize(stg_call_t *c)
{
    if (!stg_unnest(c)) {
        return;
    }
    stg_helper_stop();
    stg_crash_uninstall();
    stg_state_update("exited"); /* MPI_Finalize returned: the process may end without it being a death */
    stg_active = 0;
}
