/*
 * The call descriptors (describe.c; lifecycle layer): the generated wrappers fill a recorder.h stg_ev_t from a
 * communication call's arguments before the recorders' begin hooks, and complete it after the MPI library's call.
 */
#ifndef STG_DESCRIBE_H
#define STG_DESCRIBE_H

#include "recorder.h"

/* The collective families (describe.c's table of bytes; a nonblocking collective has its blocking
 * one's family). */
enum {
    STG_COLL_BARRIER, STG_COLL_BCAST, STG_COLL_GATHER, STG_COLL_GATHERV, STG_COLL_SCATTER, STG_COLL_SCATTERV,
    STG_COLL_ALLGATHER, STG_COLL_ALLGATHERV, STG_COLL_ALLTOALL, STG_COLL_ALLTOALLV, STG_COLL_ALLTOALLW,
    STG_COLL_REDUCE, STG_COLL_ALLREDUCE, STG_COLL_REDUCE_SCATTER, STG_COLL_REDUCE_SCATTER_BLOCK, STG_COLL_SCAN,
    STG_COLL_EXSCAN, /* the neighbourhood families last: stg_describe_coll tests family >= the first of them */
    STG_COLL_NEIGHBOR_ALLGATHER, STG_COLL_NEIGHBOR_ALLGATHERV, STG_COLL_NEIGHBOR_ALLTOALL,
    STG_COLL_NEIGHBOR_ALLTOALLV, STG_COLL_NEIGHBOR_ALLTOALLW
};
/* Fill a descriptor (recorder.h) from a call's arguments: point-to-point and probes (kind STG_EV_P2P or
 * STG_EV_PROBE; flags say which parts), collectives (the count and type of a call with one buffer, as
 * MPI_Bcast and MPI_Reduce, come as sendcount/sendtype; ftypes: MPI_Alltoallw's type arrays are
 * Fortran handles), communicator constructors and destructors. */
void stg_describe_p2p(stg_ev_t *e, int kind, int flags, MPI_Comm comm, int dest, int sendtag, int sendcount,
                      MPI_Datatype sendtype, int source, int recvtag, int recvcount, MPI_Datatype recvtype);
void stg_describe_coll(stg_ev_t *e, int family, int flags, MPI_Comm comm, int root, const void *sendbuf,
                       int sendcount, const int *sendcounts, MPI_Datatype sendtype, const void *sendtypes,
                       const void *recvbuf, int recvcount, const int *recvcounts, MPI_Datatype recvtype,
                       const void *recvtypes, int ftypes);
void stg_describe_comm(stg_ev_t *e, int kind, MPI_Comm comm);
/* after the call: the matched source and tag of a receive or probe from its status (may be ignored) */
void stg_describe_status(stg_ev_t *e, const MPI_Status *st);
void stg_describe_status_f(stg_ev_t *e, const MPI_Fint *st);
void stg_describe_status_f08(stg_ev_t *e, const MPI_Fint *st); /* the mpi_f08 module's TYPE(MPI_Status) */
/* a Fortran buffer argument, MPI_IN_PLACE when it is the Fortran binding's MPI_IN_PLACE (mpif.h and mpi_f08's) */
const void *stg_fortran_buf(const void *buf);

#endif
