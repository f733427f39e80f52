/*
 * The traced threads (trace_thread.h): the registry of every thread's state, made at its first event (the
 * OpenMP thread number at that moment names it across runs) and closed at its exit, when it writes what it
 * holds (trace_file.c); the recorder's configuration variables.
 */
#define _GNU_SOURCE
#include "trace_thread.h"
#include "trace_events.h"
#include "trace_file.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int stg_trace_mode;
volatile int stg_trace_ready;
size_t stg_trace_memory = 4u << 20;
double stg_trace_flush_period = 5;
int stg_trace_compress = Z_OFF;
int stg_trace_lz_on = 1;
uint32_t stg_trace_window, stg_trace_out_cap, stg_trace_dict_cap;
MPI_Group stg_trace_world_group = MPI_GROUP_NULL;
char stg_trace_exe[4096];
char stg_trace_prefix[4200];
pid_t stg_trace_mpi_tid;

TLS stg_tthread_t *stg_trace_self;
static TLS int self_gone; /* the thread's state was closed at its exit */
pthread_mutex_t stg_trace_reg_lock = PTHREAD_MUTEX_INITIALIZER;
stg_tthread_t *volatile stg_trace_threads;
static uint32_t next_index;
static pthread_key_t exit_key;
static pthread_once_t key_once = PTHREAD_ONCE_INIT;

static void thread_exit(void *arg);

static void make_key(void)
{
    pthread_key_create(&exit_key, thread_exit);
}

stg_tthread_t *stg_trace_thread_new(void)
{
    if (self_gone || stg_trace_mode <= MODE_OFF) {
        return NULL;
    }
    stg_tthread_t *t = calloc(1, sizeof *t);
    if (!t) {
        return NULL;
    }
    t->lzmask = (1u << 14) - 1;
    t->win = calloc(stg_trace_window, sizeof *t->win);
    t->lz = calloc((size_t) t->lzmask + 1, sizeof *t->lz);
    t->out = malloc(stg_trace_out_cap);
    t->defs = malloc(TRACE_DEFS_CAP);
    if (!t->win || !t->lz || !t->out || !t->defs) {
        free(t->win);
        free(t->lz);
        free(t->out);
        free(t->defs);
        free(t);
        return NULL;
    }
    t->wmask = stg_trace_window - 1;
    t->tid = (pid_t) syscall(SYS_gettid);
    /* the OpenMP thread number at the thread's first event (a reader pairs the threads of two runs by it) */
    static int (*omp_num)(void);
    static int omp_looked;
    if (!__atomic_load_n(&omp_looked, __ATOMIC_ACQUIRE)) {
        omp_num = (int (*)(void)) dlsym(RTLD_DEFAULT, "omp_get_thread_num");
        __atomic_store_n(&omp_looked, 1, __ATOMIC_RELEASE);
    }
    t->omp = omp_num ? omp_num() + 1 : 0;
    t->start_ns = stg_wall_ns();
    t->fd = -1;
    t->next_flush = stg_trace_mono_coarse() + stg_trace_flush_period;
    pthread_mutex_init(&t->wlock, NULL);
    pthread_once(&key_once, make_key);
    pthread_mutex_lock(&stg_trace_reg_lock);
    t->index = next_index++;
    t->next = stg_trace_threads;
    stg_trace_threads = t;
    pthread_mutex_unlock(&stg_trace_reg_lock);
    stg_trace_self = t;
    pthread_setspecific(exit_key, t);
    return t;
}

static void thread_exit(void *arg)
{
    stg_tthread_t *t = arg;
    if (!t) {
        return;
    }
    stg_trace_self = NULL;
    self_gone = 1;
    if (stg_trace_ready && !t->off) {
        stg_trace_owner_flush(t, 1, REASON_THREAD_EXIT);
    }
    pthread_mutex_lock(&stg_trace_reg_lock);
    t->dead = 1;
    pthread_mutex_lock(&t->wlock);
    stg_trace_close_file(t);
    free(t->win);
    free(t->lz);
    free(t->out);
    free(t->defs);
    t->win = t->lz = NULL;
    t->out = t->defs = NULL;
    stg_trace_dict_clear(t);
    free(t->evkeys);
    free(t->mods);
    free(t->comms);
    t->evkeys = NULL;
    t->mods = NULL;
    t->comms = NULL;
    pthread_mutex_unlock(&t->wlock);
    pthread_mutex_unlock(&stg_trace_reg_lock);
}
