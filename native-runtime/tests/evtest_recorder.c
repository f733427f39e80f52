/*
 * A test recorder (built into libstraggler-evtest.so only, recorders.def under STG_TEST_RECORDER):
 * asks for the call descriptors (STG_REC_EVENTS) and writes what its end hook sees of every described
 * call, one line per call, to DIR/evtest-rank-NNNNNN.txt (test_describe.py reads them). MPI's special
 * ranks are written by name so that one expectation fits Open MPI and MPICH.
 */
#define _GNU_SOURCE
#include "recorder.h"

#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int fd = -1;
static __thread int begun; /* the begin hook saw the descriptor of the current call */

static void rank_str(char *out, size_t n, int r)
{
    if (r == MPI_ANY_SOURCE) snprintf(out, n, "ANY");
    else if (r == MPI_PROC_NULL) snprintf(out, n, "NULL");
    else if (r == MPI_ROOT) snprintf(out, n, "ROOT");
    else snprintf(out, n, "%d", r);
}

static void world_str(char *out, size_t n, int r)
{
    if (r == STG_RANK_NONE) snprintf(out, n, "none");
    else if (r == STG_RANK_ANY) snprintf(out, n, "any");
    else if (r == STG_RANK_UNKNOWN) snprintf(out, n, "unknown");
    else snprintf(out, n, "%d", r);
}

static const char *comm_str(MPI_Comm c)
{
    return c == MPI_COMM_WORLD ? "world" : c == MPI_COMM_SELF ? "self" : c == MPI_COMM_NULL ? "null" : "other";
}

static int evtest_init(int call)
{
    (void) call;
    char path[4300];
    snprintf(path, sizeof path, "%s/evtest-rank-%06d.txt", stg_cfg.dir, stg_rank);
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0666);
    return fd < 0 ? -1 : STG_REC_CALLS | STG_REC_EVENTS;
}

static void evtest_begin(stg_call_t *c)
{
    begun = c->ev != NULL;
}

static void evtest_end(stg_call_t *c)
{
    const stg_ev_t *e = c->ev;
    if (!e) {
        return;
    }
    static const char *const flag_names[] = { "send", "recv", "nonblocking", "persistent", "rooted", "is_root",
                                              "message", "inter", "matched" };
    char flags[160] = "", dest[16], source[16], root[16], dw[16], sw[16], rw[16];
    for (size_t i = 0; i < sizeof flag_names / sizeof *flag_names; i++) {
        if (e->flags & (1 << i)) {
            size_t l = strlen(flags);
            snprintf(flags + l, sizeof flags - l, "%s%s", l ? "," : "", flag_names[i]);
        }
    }
    rank_str(dest, sizeof dest, e->dest);
    rank_str(source, sizeof source, e->source);
    rank_str(root, sizeof root, e->root);
    char ms[32] = "-";
    if (e->flags & STG_EVF_MATCHED) {
        rank_str(ms, sizeof ms, e->matched_source);
        snprintf(ms + strlen(ms), sizeof ms - strlen(ms), "/%d", e->matched_tag);
    }
    world_str(dw, sizeof dw, e->dest_world);
    world_str(sw, sizeof sw, e->source_world);
    world_str(rw, sizeof rw, e->root_world);
    char line[1024];
    int n = snprintf(line, sizeof line,
                     "%s begin=%d kind=%d flags=%s comm=%s dest=%s dw=%s sendtag=%d source=%s sw=%s recvtag=%d "
                     "root=%s rw=%s sent=%lld received=%lld matched=%s request=%d newcomm=%s\n",
                     stg_call_name(c->call), begun, e->kind, flags[0] ? flags : "-", comm_str(e->comm), dest, dw,
                     e->sendtag, source, sw, e->recvtag, root, rw, (long long) e->sent, (long long) e->received,
                     ms,
                     e->request != MPI_REQUEST_NULL, comm_str(e->newcomm));
    ssize_t w = write(fd, line, (size_t) n);
    (void) w;
}

static void evtest_finalize(void)
{
    close(fd);
    fd = -1;
}

const stg_recorder_t stg_evtest_recorder = {
    .name = "evtest",
    .at_init = evtest_init,
    .begin = evtest_begin,
    .end = evtest_end,
    .at_finalize = evtest_finalize,
};
