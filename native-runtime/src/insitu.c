/*
 * In-situ progress-dependence analysis (AutomaDeD §4.1.2, §4.2): the helper threads of all tasks
 * cooperate over a duplicate of MPI_COMM_WORLD (the tool communicator) and rank 0 writes one
 * reduced result, reduced.sdump (docs/dump-format.md), instead of every task writing its model.
 *
 * - MPI start-up: when STRAGGLER_INSITU=dist|semi-dist, the application's MPI_Init becomes
 *   MPI_Init_thread(MPI_THREAD_MULTIPLE) (MPI_Init_thread asks for max(required, MULTIPLE)); when
 *   MULTIPLE is not granted the runtime keeps the post-mortem mode (per-task dumps) and says so.
 * - Trigger: the first task whose timeout expires sends a trigger to rank 0 on the tool
 *   communicator (rank 0 also polls `diagnose-now`); rank 0 sends "go" down a binomial tree, every
 *   task forwards it to its children at once and joins, whether it is hung or still progressing.
 * - DIST (Algorithm 2): current states reduced to rank 0 (compressed rank ranges per state) with
 *   the wait information, broadcast, each task computes its row of the PDG (Algorithm 1, Table 1
 *   with structural 0 / fraction / 1 classes of the path probabilities in its local model), rows
 *   reduced with the OR of Table 2.
 * - SEMI-DIST (Algorithm 3): states reduced, the models merged by a reduction (edges keyed by
 *   their states, rank ranges per distinct count), rank 0 computes every pair in the merged model.
 *
 * States are identified across tasks by a 64-bit hash of their key (kind, call name, each frame as
 * module path + offset), the state identity of docs/dump-format.md, never by raw addresses.
 *
 * The units: insitu.c (this: start-up, the trigger protocol, the diagnosis's phases), insitu_local.c (what a
 * task contributes), insitu_pdg.c (Table 1 on a model), insitu_reduced.c (reduced.sdump), reduce.c (the
 * tables and the binomial-tree reductions).
 */
#define _GNU_SOURCE
#include "insitu.h"
#include "dispatch.h"
#include "dump.h"
#include "env.h"
#include "insitu_local.h"
#include "insitu_pdg.h"
#include "insitu_reduced.h"
#include "job.h"
#include "markov.h"
#include "reduce.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int insitu_mode; /* 0 off, 1 DIST, 2 SEMI-DIST (requested) */
int stg_insitu_active;
static int insitu_dumps;
static double insitu_poll;
static volatile int diagnosing;

enum { TAG_TRIGGER = 7101, TAG_GO = 7102, TAG_STATES = 7103, TAG_BCAST = 7104, TAG_PDG = 7105,
       TAG_MODEL = 7106, TAG_DONE = 7107 };

/* ------------------------------------------------------------------ start-up */

/* before MPI_Init: the task has no rank yet */
static void read_insitu_config(void)
{
    insitu_mode = 0;
    if (stg_env_disable(STG_ENV_SILENT)) {
        return;
    }
    int m = stg_env_insitu(STG_ENV_EARLY);
    insitu_mode = m == STG_ENV_INSITU_DIST ? 1 : m == STG_ENV_INSITU_SEMI_DIST ? 2 : 0;
    insitu_dumps = stg_env_insitu_dumps();
    insitu_poll = stg_env_insitu_poll();
}

/* The application's MPI_Init (required < 0) or MPI_Init_thread. */
int stg_insitu_init_mpi(int *argc, char ***argv, int required, int *provided)
{
    read_insitu_config();
    if (!insitu_mode) {
        return required < 0 ? PMPI_Init(argc, argv) : PMPI_Init_thread(argc, argv, required, provided);
    }
    int want = MPI_THREAD_MULTIPLE;
    static const int levels[] = { [STG_ENV_THREAD_LEVEL_SINGLE] = MPI_THREAD_SINGLE,
                                  [STG_ENV_THREAD_LEVEL_FUNNELED] = MPI_THREAD_FUNNELED,
                                  [STG_ENV_THREAD_LEVEL_SERIALIZED] = MPI_THREAD_SERIALIZED,
                                  [STG_ENV_THREAD_LEVEL_MULTIPLE] = MPI_THREAD_MULTIPLE };
    int l = stg_env_thread_level(); /* tests: pretend a lower level is all we get */
    if (l >= 0) {
        want = levels[l];
    }
    int ask = required > want ? required : want, got = MPI_THREAD_SINGLE;
    int rc = PMPI_Init_thread(argc, argv, ask, &got);
    if (provided) {
        *provided = got; /* what the MPI granted: at least what the application asked for if it could */
    }
    return rc;
}

void stg_insitu_setup(void)
{
    if (!insitu_mode) {
        return;
    }
    if (stg_thread_level < MPI_THREAD_MULTIPLE) {
        if (stg_rank == 0) {
            stg_log("in-situ analysis needs MPI_THREAD_MULTIPLE, which this MPI did not grant: falling back to "
                    "per-task dumps");
        }
        return;
    }
    if (PMPI_Comm_dup(MPI_COMM_WORLD, &stg_tool_comm) != MPI_SUCCESS) {
        stg_log("cannot duplicate MPI_COMM_WORLD for the in-situ analysis: falling back to per-task dumps");
        return;
    }
    PMPI_Comm_set_errhandler(stg_tool_comm, MPI_ERRORS_RETURN);
    stg_insitu_active = 1;
}

double stg_insitu_poll_period(void)
{
    return insitu_poll;
}

/* Main thread, inside MPI_Finalize, before the MPI library's: the helper may call MPI until every
 * task has reached MPI_Finalize (a non-blocking barrier on the tool communicator); a diagnosis under
 * way ends the job (or keeps it). Then the lifecycle stops the helper and calls stg_insitu_close. */
void stg_insitu_quiesce(void)
{
    MPI_Request r;
    if (PMPI_Ibarrier(stg_tool_comm, &r) == MPI_SUCCESS) {
        int flag = 0;
        while (!flag) {
            if (PMPI_Test(&r, &flag, MPI_STATUS_IGNORE) != MPI_SUCCESS) {
                break;
            }
            if (!flag) {
                struct timespec ts = { 0, 1000 * 1000 };
                nanosleep(&ts, NULL);
            }
        }
    }
    while (diagnosing) {
        sleep(1);
    }
}

void stg_insitu_close(void)
{
    stg_insitu_active = 0;
    PMPI_Comm_free(&stg_tool_comm);
}

/* ------------------------------------------------------------------ the diagnosis */

static const char *alg_name(int a)
{
    return a == 1 ? "dist" : "semi-dist";
}

/* a phase of the diagnosis (RINF) ended: its seconds since t */
static void phase_end(stg_run_t *run, const char *name, double t)
{
    run->phase_name[run->nphases] = name;
    run->phase_s[run->nphases++] = stg_now() - t;
}

/* DIST: broadcast the states set (hashes only), every task its row, OR-reduce the rows. ok: so far. */
static int pdg_dist(stg_run_t *run, const stg_local_t *l, const stg_table_t *occ, stg_table_t *cells, double deadline,
                    int ok)
{
    stg_table_t set = { 0 };
    if (stg_rank == 0) {
        for (uint32_t i = 0; i < occ->n; i++) {
            stg_table_add(&set, occ->e[i].h, NULL, 0, NULL, 0, -1, NULL, 0);
        }
    }
    double t = stg_now();
    ok = ok && stg_tree_bcast(&set, 1, TAG_BCAST, deadline) == 0;
    phase_end(run, "broadcast", t);
    t = stg_now();
    ok = ok && stg_pdg_local_row(l, &set, cells) == 0;
    phase_end(run, "local", t);
    t = stg_now();
    ok = ok && stg_tree_reduce(cells, 1, TAG_PDG, deadline) == 0;
    phase_end(run, "pdg", t);
    stg_table_free(&set);
    return ok;
}

/* SEMI-DIST: merge the models, rank 0 computes every pair. ok: so far. */
static int pdg_semi_dist(stg_run_t *run, const stg_local_t *l, const stg_table_t *occ, stg_table_t model[2],
                         stg_table_t *cells, double deadline, int ok)
{
    if (ok) {
        stg_contribute_model(l, &model[0], &model[1]);
    }
    double t = stg_now();
    ok = ok && stg_tree_reduce(model, 2, TAG_MODEL, deadline) == 0;
    phase_end(run, "model", t);
    t = stg_now();
    if (ok && stg_rank == 0) {
        ok = stg_pdg_global(&model[0], &model[1], occ, cells) == 0;
    }
    phase_end(run, "local", t);
    return ok;
}

/* After the reduced file (ok: it was written): per-task dumps on request or as the fallback, then rank 0 ends
 * the job as the post-mortem mode does once every task is done. */
static void end_diagnosis(int64_t trigger_rank, int reason, int algorithm, int ok, double deadline)
{
    if (insitu_dumps || !ok) {
        /* per-task dumps on request, or as the fallback when the in-situ analysis failed */
        int r = trigger_rank == stg_rank && reason == STG_REASON_TIMEOUT ? STG_REASON_TIMEOUT
                : reason == STG_REASON_REQUEST ? STG_REASON_REQUEST : STG_REASON_PEER;
        stg_write_dump(r, (int) trigger_rank);
    } else {
        stg_recorders_flush(); /* the recorders' own files (traces) before the job ends */
    }
    /* everyone done (dumps written): rank 0 ends the job as the post-mortem mode does */
    int done = ok && stg_tree_reduce(NULL, 0, TAG_DONE, deadline) == 0;
    if (stg_rank == 0) {
        char text[512];
        snprintf(text, sizeof text, "np=%d\ndumped=%d\nmissing=%s\ninsitu=%s\nreduced=%s\naction=%s\nexit_code=%d\n",
                 stg_size, insitu_dumps || !ok ? stg_size : 0, done ? "" : "unknown", alg_name(algorithm),
                 ok ? "reduced.sdump" : "", stg_cfg.keep_alive ? "keep" : "abort", stg_cfg.exit_code);
        stg_write_control_file("complete", text, 0);
        stg_end_after_diagnosis("in-situ result");
    } else if (!done && !stg_cfg.keep_alive && stg_active) {
        PMPI_Abort(MPI_COMM_WORLD, stg_cfg.exit_code); /* rank 0 is not answering: end the job anyway */
    }
}

static void diagnose(int64_t trigger_rank, int reason, uint64_t expiry_ns, int algorithm)
{
    diagnosing = 1;
    double t0 = stg_now();
    double deadline = t0 + (stg_cfg.grace > 0 ? stg_cfg.grace : 30);
    stg_run_t run = { .algorithm = algorithm, .reason = reason, .trigger_rank = (int32_t) trigger_rank,
                      .expiry_ns = expiry_ns };
    run.timeout = stg_effective_timeout(&run.inferred);
    uint64_t now_ns = stg_wall_ns();
    run.phase_name[run.nphases] = "trigger";
    run.phase_s[run.nphases++] = now_ns > expiry_ns ? (double) (now_ns - expiry_ns) * 1e-9 : 0;

    stg_modules_t ms = { 0 };
    stg_local_t l;
    stg_table_t st[3] = { { 0 }, { 0 }, { 0 } }, cells = { .or_last = 1 }, model[2] = { { 0 }, { 0 } };
    int ok = stg_local_snapshot(&l, &ms) == 0;
    if (ok) {
        stg_contribute_states(&l, &ms, &st[0], &st[1]);
        stg_contribute_chans(&l, &st[2]);
    }
    /* states (and the wait information the LP step needs) */
    double t = stg_now();
    ok = ok && stg_tree_reduce(st, 3, TAG_STATES, deadline) == 0;
    phase_end(&run, "states", t);
    ok = algorithm == 1 ? pdg_dist(&run, &l, &st[0], &cells, deadline, ok)
                        : pdg_semi_dist(&run, &l, &st[0], model, &cells, deadline, ok);
    if (ok && stg_rank == 0) {
        stg_reduced_t in = { .occ = &st[0], .waits = &st[1], .chans = &st[2], .cells = &cells,
                             .mstates = algorithm == 2 ? &model[0] : NULL,
                             .medges = algorithm == 2 ? &model[1] : NULL };
        ok = stg_reduced_write(&run, &in) == 0;
    }
    end_diagnosis(trigger_rank, reason, algorithm, ok, deadline);
    stg_table_free(&st[0]);
    stg_table_free(&st[1]);
    stg_table_free(&st[2]);
    stg_table_free(&cells);
    stg_table_free(&model[0]);
    stg_table_free(&model[1]);
    stg_local_free(&l);
    stg_modules_free(&ms);
}

/* ------------------------------------------------------------------ the trigger protocol */

static MPI_Request trigger_req = MPI_REQUEST_NULL;
static int64_t trigger_msg[2];

/* Helper thread, every poll period. Returns 1 once the diagnosis ran (the helper stops polling). */
int stg_insitu_poll(double now, double timeout)
{
    int64_t go[4] = { -1, 0, 0, insitu_mode }; /* trigger rank, reason, expiry (wall ns), algorithm */
    int have = 0, flag = 0;
    MPI_Status status;
    int in_fin = stg_main_in_finalize();
    if (stg_rank == 0) {
        if (!in_fin && stg_control_exists("diagnose-now")) {
            go[0] = -1;
            go[1] = STG_REASON_REQUEST;
            go[2] = (int64_t) stg_wall_ns();
            have = 1;
        } else if (PMPI_Iprobe(MPI_ANY_SOURCE, TAG_TRIGGER, stg_tool_comm, &flag, &status) == MPI_SUCCESS && flag) {
            int64_t msg[2];
            PMPI_Recv(msg, 2, MPI_INT64_T, status.MPI_SOURCE, TAG_TRIGGER, stg_tool_comm, MPI_STATUS_IGNORE);
            go[0] = msg[0];
            go[1] = STG_REASON_TIMEOUT;
            go[2] = msg[1];
            have = 1;
        }
    } else if (PMPI_Iprobe(stg_tree_parent(stg_rank), TAG_GO, stg_tool_comm, &flag, &status) == MPI_SUCCESS && flag) {
        PMPI_Recv(go, 4, MPI_INT64_T, status.MPI_SOURCE, TAG_GO, stg_tool_comm, MPI_STATUS_IGNORE);
        have = 1;
    }
    double last = have || in_fin ? now : stg_last_progress();
    if (!have && !in_fin && now - last > timeout) {
        /* wall time at which the timeout expired */
        uint64_t expiry = stg_wall_ns() - (uint64_t) ((now - (last + timeout)) * 1e9);
        if (stg_rank == 0) {
            go[0] = 0;
            go[1] = STG_REASON_TIMEOUT;
            go[2] = (int64_t) expiry;
            have = 1;
        } else if (trigger_req == MPI_REQUEST_NULL && trigger_msg[0] == 0) {
            trigger_msg[0] = stg_rank;
            trigger_msg[1] = (int64_t) expiry;
            PMPI_Isend(trigger_msg, 2, MPI_INT64_T, 0, TAG_TRIGGER, stg_tool_comm, &trigger_req);
        }
    }
    if (trigger_req != MPI_REQUEST_NULL) {
        int done = 0;
        PMPI_Test(&trigger_req, &done, MPI_STATUS_IGNORE);
    }
    if (!have) {
        return 0;
    }
    /* forward "go" down the tree at once, largest subtree first, then join */
    int kids[32], nk = stg_tree_children(stg_rank, stg_size, kids);
    for (int i = nk - 1; i >= 0; i--) {
        PMPI_Send(go, 4, MPI_INT64_T, kids[i], TAG_GO, stg_tool_comm);
    }
    diagnose(go[0], (int) go[1], (uint64_t) go[2], (int) go[3]);
    return 1;
}
