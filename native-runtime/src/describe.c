/*
 * The call descriptors (recorder.h, stg_ev_t; lifecycle layer, describe.h): what a communication call
 * sends and receives, to whom, with which tag, on which communicator, as its arguments say. The
 * generated wrappers (gen_wrappers.py: describe()) call these before the recorders' begin hooks, only
 * for a recorded call while a recorder asked for STG_REC_EVENTS, and complete the descriptor after the
 * MPI library's call (request, new communicator, status).
 *
 * Bytes of a collective on this task (n: the communicator's size; of an intercommunicator, the remote
 * group's for the calls that exchange with the remote group; r: this task's rank; "root"/"others":
 * whether this task is the root; MPI_IN_PLACE counts as the block it stands for;
 * docs/decisions/025-call-descriptors.md):
 *
 *   call                 sent                                   received
 *   Barrier              0                                      0
 *   Bcast                root: count, others: 0                 root: 0, others: count
 *   Gather               sendcount (root in place: recvcount)   root: n*recvcount, others: 0
 *   Gatherv              sendcount (root in place: recvcounts[r]) root: sum recvcounts, others: 0
 *   Scatter              root: n*sendcount, others: 0           recvcount (root in place: sendcount)
 *   Scatterv             root: sum sendcounts, others: 0        recvcount (root in place: sendcounts[r])
 *   Allgather            sendcount (in place: recvcount)        n*recvcount
 *   Allgatherv           sendcount (in place: recvcounts[r])    sum recvcounts
 *   Alltoall             n*sendcount (in place: n*recvcount)    n*recvcount
 *   Alltoallv, -w        sum sendcounts (in place: the recv side) sum recvcounts (-w: each with its type)
 *   Reduce               count                                  root: count, others: 0
 *   Allreduce, Scan      count                                  count
 *   Exscan               count                                  count (rank 0: 0, its result is undefined)
 *   Reduce_scatter       sum recvcounts                         recvcounts[r]
 *   Reduce_scatter_block n*recvcount                            recvcount
 *
 * each times the size of the type the arguments pair with it. An intercommunicator's root group: the
 * root (MPI_ROOT) sends (Bcast, Scatter) or receives (Gather, Reduce) the whole, MPI_PROC_NULL does
 * nothing; the other group's tasks receive (send) their own block.
 */
#define _GNU_SOURCE
#include "describe.h"

#include <dlfcn.h>

_Static_assert(sizeof(MPI_Fint) == sizeof(int), "Fortran integer arrays are read as C int arrays");

static int64_t bytes(int64_t count, MPI_Datatype t)
{
    if (count <= 0 || t == MPI_DATATYPE_NULL) {
        return 0;
    }
    MPI_Count size = 0;
    if (PMPI_Type_size_x(t, &size) != MPI_SUCCESS || size == MPI_UNDEFINED || size < 0) {
        return 0;
    }
    return count * (int64_t) size;
}

static int64_t sum(const int *counts, int n)
{
    int64_t s = 0;
    for (int i = 0; counts && i < n; i++) {
        s += counts[i] > 0 ? counts[i] : 0;
    }
    return s;
}

/* sum of counts[i] x size of types[i]; ftypes: the types are Fortran handles (MPI_Fint) */
static int64_t sum_w(const int *counts, const void *types, int ftypes, int n)
{
    int64_t s = 0;
    for (int i = 0; counts && types && i < n; i++) {
        MPI_Datatype t = ftypes ? PMPI_Type_f2c(((const MPI_Fint *) types)[i]) : ((const MPI_Datatype *) types)[i];
        s += bytes(counts[i], t);
    }
    return s;
}

static int world_of(MPI_Comm comm, int rank)
{
    if (rank == MPI_PROC_NULL) {
        return STG_RANK_NONE;
    }
    if (rank == MPI_ANY_SOURCE) {
        return STG_RANK_ANY;
    }
    if (rank < 0) {
        return STG_RANK_UNKNOWN;
    }
    if (comm == MPI_COMM_WORLD) {
        return rank;
    }
    if (comm == MPI_COMM_SELF) {
        return rank == 0 ? stg_rank : STG_RANK_UNKNOWN;
    }
    return STG_RANK_UNKNOWN;
}

static void clear(stg_ev_t *e, int kind, int flags, MPI_Comm comm)
{
    e->kind = kind;
    e->flags = flags;
    e->comm = comm;
    e->dest = e->source = e->root = MPI_PROC_NULL;
    e->sendtag = e->recvtag = 0;
    e->dest_world = e->source_world = e->root_world = STG_RANK_NONE;
    e->sent = e->received = 0;
    e->matched_source = e->matched_tag = 0;
    e->request = MPI_REQUEST_NULL;
    e->newcomm = MPI_COMM_NULL;
}

void stg_describe_p2p(stg_ev_t *e, int kind, int flags, MPI_Comm comm, int dest, int sendtag, int sendcount,
                      MPI_Datatype sendtype, int source, int recvtag, int recvcount, MPI_Datatype recvtype)
{
    clear(e, kind, flags, comm);
    if (flags & STG_EVF_SEND) {
        e->dest = dest;
        e->sendtag = sendtag;
        e->dest_world = world_of(comm, dest);
        e->sent = dest == MPI_PROC_NULL ? 0 : bytes(sendcount, sendtype);
    }
    if (flags & STG_EVF_RECV) {
        if (flags & STG_EVF_MESSAGE) {
            e->source = MPI_ANY_SOURCE;
            e->recvtag = MPI_ANY_TAG;
            e->source_world = STG_RANK_UNKNOWN;
        } else {
            e->source = source;
            e->recvtag = recvtag;
            e->source_world = world_of(comm, source);
        }
        e->received = source == MPI_PROC_NULL && !(flags & STG_EVF_MESSAGE) ? 0 : bytes(recvcount, recvtype);
    }
}

/* A neighbourhood collective's bytes: a block to each of the outdegree neighbours, one from each of the indegree
 * ones (a cartesian communicator's 2 x ndims, MPI_PROC_NULL ones included, as MPI counts them). */
static void neighbor_bytes(stg_ev_t *e, int family, MPI_Comm comm, int sendcount, const int *sendcounts,
                           MPI_Datatype sendtype, const void *sendtypes, int recvcount, const int *recvcounts,
                           MPI_Datatype recvtype, const void *recvtypes, int ftypes)
{
    int topo = MPI_UNDEFINED, in = 0, out = 0, weighted = 0;
    PMPI_Topo_test(comm, &topo);
    if (topo == MPI_CART) {
        int ndims = 0;
        PMPI_Cartdim_get(comm, &ndims);
        in = out = 2 * ndims;
    } else if (topo == MPI_GRAPH) {
        int rank = 0;
        PMPI_Comm_rank(comm, &rank);
        PMPI_Graph_neighbors_count(comm, rank, &in);
        out = in;
    } else if (topo == MPI_DIST_GRAPH) {
        PMPI_Dist_graph_neighbors_count(comm, &in, &out, &weighted);
    }
    switch (family) {
    case STG_COLL_NEIGHBOR_ALLGATHER:
    case STG_COLL_NEIGHBOR_ALLTOALL:
        e->sent = bytes((int64_t) out * sendcount, sendtype);
        e->received = bytes((int64_t) in * recvcount, recvtype);
        break;
    case STG_COLL_NEIGHBOR_ALLGATHERV:
        e->sent = bytes((int64_t) out * sendcount, sendtype);
        e->received = bytes(sum(recvcounts, in), recvtype);
        break;
    case STG_COLL_NEIGHBOR_ALLTOALLV:
        e->sent = bytes(sum(sendcounts, out), sendtype);
        e->received = bytes(sum(recvcounts, in), recvtype);
        break;
    default: /* STG_COLL_NEIGHBOR_ALLTOALLW */
        e->sent = sum_w(sendcounts, sendtypes, ftypes, out);
        e->received = sum_w(recvcounts, recvtypes, ftypes, in);
        break;
    }
}

void stg_describe_coll(stg_ev_t *e, int family, int flags, MPI_Comm comm, int root, const void *sendbuf,
                       int sendcount, const int *sendcounts, MPI_Datatype sendtype, const void *sendtypes,
                       const void *recvbuf, int recvcount, const int *recvcounts, MPI_Datatype recvtype,
                       const void *recvtypes, int ftypes)
{
    clear(e, STG_EV_COLL, flags, comm);
    if (family >= STG_COLL_NEIGHBOR_ALLGATHER) {
        neighbor_bytes(e, family, comm, sendcount, sendcounts, sendtype, sendtypes, recvcount, recvcounts, recvtype,
                       recvtypes, ftypes);
        return;
    }
    int rank = 0, size = 0, inter = 0;
    /* the rank and the size only where the formula needs them (an allreduce's bytes need neither) */
    if (family != STG_COLL_BARRIER && family != STG_COLL_ALLREDUCE && family != STG_COLL_SCAN) {
        PMPI_Comm_rank(comm, &rank);
        PMPI_Comm_size(comm, &size);
    }
    int n = size;
    /* the calls that exchange with the remote group of an intercommunicator */
    if (family != STG_COLL_BARRIER && family != STG_COLL_REDUCE_SCATTER && family != STG_COLL_REDUCE_SCATTER_BLOCK &&
        family != STG_COLL_ALLREDUCE && family != STG_COLL_SCAN && family != STG_COLL_EXSCAN) {
        PMPI_Comm_test_inter(comm, &inter);
        if (inter) {
            PMPI_Comm_remote_size(comm, &n);
            e->flags |= STG_EVF_INTER;
        }
    }
    int is_root = 0, none = 0; /* none: an intercommunicator root group's MPI_PROC_NULL */
    if (family == STG_COLL_BCAST || family == STG_COLL_GATHER || family == STG_COLL_GATHERV ||
        family == STG_COLL_SCATTER || family == STG_COLL_SCATTERV || family == STG_COLL_REDUCE) {
        e->flags |= STG_EVF_ROOTED;
        e->root = root;
        if (inter) {
            is_root = root == MPI_ROOT;
            none = root == MPI_PROC_NULL;
            e->root_world = is_root ? stg_rank : none ? STG_RANK_NONE : STG_RANK_UNKNOWN;
        } else {
            is_root = root == rank;
            e->root_world = is_root ? stg_rank : world_of(comm, root);
        }
        if (is_root) {
            e->flags |= STG_EVF_IS_ROOT;
        }
    }
    if (none) {
        return;
    }
    int in_place_send = sendbuf == MPI_IN_PLACE, in_place_recv = recvbuf == MPI_IN_PLACE;
    int others = !is_root; /* a rooted call's non-root task */
    int64_t s = 0, r = 0;
    switch (family) {
    case STG_COLL_BARRIER:
        break;
    case STG_COLL_BCAST: /* sendcount/sendtype: its one buffer */
        if (is_root) s = bytes(sendcount, sendtype);
        else r = bytes(sendcount, sendtype);
        break;
    case STG_COLL_GATHER:
        if (is_root) {
            r = bytes((int64_t) n * recvcount, recvtype);
            if (!inter) s = in_place_send ? bytes(recvcount, recvtype) : bytes(sendcount, sendtype);
        } else {
            s = bytes(sendcount, sendtype);
        }
        break;
    case STG_COLL_GATHERV:
        if (is_root) {
            r = bytes(sum(recvcounts, n), recvtype);
            if (!inter) s = in_place_send ? bytes(recvcounts ? recvcounts[rank] : 0, recvtype) : bytes(sendcount, sendtype);
        } else {
            s = bytes(sendcount, sendtype);
        }
        break;
    case STG_COLL_SCATTER:
        if (is_root) {
            s = bytes((int64_t) n * sendcount, sendtype);
            if (!inter) r = in_place_recv ? bytes(sendcount, sendtype) : bytes(recvcount, recvtype);
        } else {
            r = bytes(recvcount, recvtype);
        }
        break;
    case STG_COLL_SCATTERV:
        if (is_root) {
            s = bytes(sum(sendcounts, n), sendtype);
            if (!inter) r = in_place_recv ? bytes(sendcounts ? sendcounts[rank] : 0, sendtype) : bytes(recvcount, recvtype);
        } else {
            r = bytes(recvcount, recvtype);
        }
        break;
    case STG_COLL_ALLGATHER:
        s = in_place_send ? bytes(recvcount, recvtype) : bytes(sendcount, sendtype);
        r = bytes((int64_t) n * recvcount, recvtype);
        break;
    case STG_COLL_ALLGATHERV:
        s = in_place_send ? bytes(recvcounts && !inter ? recvcounts[rank] : 0, recvtype) : bytes(sendcount, sendtype);
        r = bytes(sum(recvcounts, n), recvtype);
        break;
    case STG_COLL_ALLTOALL:
        s = in_place_send ? bytes((int64_t) n * recvcount, recvtype) : bytes((int64_t) n * sendcount, sendtype);
        r = bytes((int64_t) n * recvcount, recvtype);
        break;
    case STG_COLL_ALLTOALLV:
        s = in_place_send ? bytes(sum(recvcounts, n), recvtype) : bytes(sum(sendcounts, n), sendtype);
        r = bytes(sum(recvcounts, n), recvtype);
        break;
    case STG_COLL_ALLTOALLW:
        s = in_place_send ? sum_w(recvcounts, recvtypes, ftypes, n) : sum_w(sendcounts, sendtypes, ftypes, n);
        r = sum_w(recvcounts, recvtypes, ftypes, n);
        break;
    case STG_COLL_REDUCE: /* count/datatype arrive as sendcount/sendtype */
        s = bytes(sendcount, sendtype);
        if (is_root) r = bytes(sendcount, sendtype);
        if (inter && is_root) s = 0;
        if (inter && others) r = 0;
        break;
    case STG_COLL_ALLREDUCE:
    case STG_COLL_SCAN:
        s = r = bytes(sendcount, sendtype);
        break;
    case STG_COLL_EXSCAN:
        s = bytes(sendcount, sendtype);
        r = rank == 0 ? 0 : s;
        break;
    case STG_COLL_REDUCE_SCATTER:
        s = bytes(sum(recvcounts, size), sendtype);
        r = bytes(recvcounts ? recvcounts[rank] : 0, sendtype);
        break;
    case STG_COLL_REDUCE_SCATTER_BLOCK:
        s = bytes((int64_t) size * recvcount, sendtype);
        r = bytes(recvcount, sendtype);
        break;
    }
    e->sent = s;
    e->received = r;
}

void stg_describe_comm(stg_ev_t *e, int kind, MPI_Comm comm)
{
    clear(e, kind, 0, comm);
}

void stg_describe_status(stg_ev_t *e, const MPI_Status *st)
{
    if (st && st != MPI_STATUS_IGNORE) {
        e->matched_source = st->MPI_SOURCE;
        e->matched_tag = st->MPI_TAG;
        e->flags |= STG_EVF_MATCHED;
    }
}

void stg_describe_status_f(stg_ev_t *e, const MPI_Fint *st)
{
    MPI_Status s;
    if (st && st != MPI_F_STATUS_IGNORE && PMPI_Status_f2c(st, &s) == MPI_SUCCESS) {
        stg_describe_status(e, &s);
    }
}

/* TYPE(MPI_Status) of the mpi_f08 module has the INTEGER status's fields in its order in both MPIs (Open MPI 4.1:
 * its MPI_STATUS_IGNORE is mpif.h's; MPICH: MPI_F08_status, its MPI_STATUS_IGNORE an object of its own). */
void stg_describe_status_f08(stg_ev_t *e, const MPI_Fint *st)
{
#ifdef MPICH
    if (st == (const MPI_Fint *) MPI_F08_STATUS_IGNORE) {
        return;
    }
#endif
    stg_describe_status_f(e, st);
}

/* ------------------------------------------------------------------ Fortran's MPI_IN_PLACE */

/* Open MPI's Fortran MPI_IN_PLACE is a common block (four spellings, as its own f2c checks), mpi_f08's too; MPICH's C
 * library holds the address of its Fortran MPI_IN_PLACE in MPIR_F_MPI_IN_PLACE once the Fortran
 * binding initialized (at MPI_Init), and mpi_f08's MPI_IN_PLACE is the variable MPIR_F08_MPI_IN_PLACE. */
static const void *f_in_place[8]; /* at least as many as the names stg_fortran_buf looks up */
static void *const *mpich_in_place;
static int f_in_place_n = -1;

const void *stg_fortran_buf(const void *buf)
{
    if (__atomic_load_n(&f_in_place_n, __ATOMIC_ACQUIRE) < 0) {
        static const char *const names[] = { "mpi_fortran_in_place_", "mpi_fortran_in_place__",
                                             "mpi_fortran_in_place", "MPI_FORTRAN_IN_PLACE", "MPIR_F08_MPI_IN_PLACE" };
        _Static_assert(sizeof names / sizeof *names <= sizeof f_in_place / sizeof *f_in_place, "f_in_place too small");
        int k = 0;
        for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
            void *p = dlsym(RTLD_DEFAULT, names[i]);
            if (p) f_in_place[k++] = p;
        }
        mpich_in_place = dlsym(RTLD_DEFAULT, "MPIR_F_MPI_IN_PLACE");
        __atomic_store_n(&f_in_place_n, k, __ATOMIC_RELEASE);
    }
    for (int i = 0; i < f_in_place_n; i++) {
        if (buf == f_in_place[i]) {
            return MPI_IN_PLACE;
        }
    }
    if (mpich_in_place && *mpich_in_place && buf == *mpich_in_place) {
        return MPI_IN_PLACE;
    }
    return buf;
}
