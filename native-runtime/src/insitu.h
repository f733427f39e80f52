/*
 * In-situ analysis over MPI (insitu.c; lifecycle layer; AutomaDeD §4.1.2, §4.2): with STRAGGLER_INSITU the
 * application's MPI_Init asks for MPI_THREAD_MULTIPLE, the helper threads of all tasks compute the PDG together
 * over a duplicate of MPI_COMM_WORLD and rank 0 writes reduced.sdump.
 */
#ifndef STG_INSITU_H
#define STG_INSITU_H

extern int stg_insitu_active; /* the tool communicator is up: a diagnosis runs over MPI */
/* The application's MPI_Init (required < 0) or MPI_Init_thread (the generated wrappers call it). */
int stg_insitu_init_mpi(int *argc, char ***argv, int required, int *provided);
void stg_insitu_setup(void);         /* at MPI_Init (collective): the tool communicator */
double stg_insitu_poll_period(void); /* how often the helper calls stg_insitu_poll, seconds */
/* The helper, every poll period: the trigger protocol; 1 once the diagnosis ran (the helper stops polling). */
int stg_insitu_poll(double now, double timeout);
void stg_insitu_quiesce(void); /* in MPI_Finalize: until every task is there, and no diagnosis runs */
void stg_insitu_close(void);   /* then (the helper stopped): the tool communicator is freed */

#endif
