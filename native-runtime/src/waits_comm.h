/*
 * The communicators the waits name (waits_comm.c; the Markov recorder, markov.h), and the RMA windows and MPI-IO files
 * whose collectives wait on their members as a communicator's do: each one's members as compressed ranges of world
 * ranks and its name, computed with MPI the first time a wait or request uses it
 * (while the calling thread may call MPI), and its id (dump format 1.7: the same at every member when the runtime
 * saw it made by a constructor collective over its parent, computed without communicating); and the lock of the
 * wait tables (communicators, requests waits_req.h, per-peer counts waits_chan.h), taken only when threads may call
 * MPI at once (MPI_THREAD_MULTIPLE). Recorder layer (recorder.h).
 */
#ifndef STG_WAITS_COMM_H
#define STG_WAITS_COMM_H

#include "markov.h"

/* ------------------------------------------------------------------ the tables' lock */

extern STG_HIDDEN pthread_mutex_t stg_tables_lock;
extern STG_HIDDEN int stg_tables_concurrent; /* MPI_THREAD_MULTIPLE: threads may call MPI at once */

static inline void stg_tables_enter(void)
{
    if (stg_tables_concurrent) {
        pthread_mutex_lock(&stg_tables_lock);
    }
}

static inline void stg_tables_leave(void)
{
    if (stg_tables_concurrent) {
        pthread_mutex_unlock(&stg_tables_lock);
    }
}

void stg_waits_init(void); /* at MPI_Init: the world group, the thread level */

/* ------------------------------------------------------------------ communicators */

typedef struct stg_comm_entry {
    uint64_t key;
    int used;
    int size;                 /* local group size */
    int nlocal, nremote;      /* ranges of the local and (intercommunicator) remote group */
    stg_range_t *local, *remote;
    char name[64];            /* MPI_Comm_get_name's / MPI_Win_get_name's, truncated ("" unnamed); "a window of N
                               * tasks", "file NAME" (stg_file_opened) */
    uint64_t id;              /* dump format 1.7: STG_COMM_ID_WORLD, an id every member agrees on, or
                               * STG_COMM_LOCAL | a serial of the task's own (stg_comm_created) */
    uint32_t children;        /* constructors collective over it called so far: communicators, windows, files
                               * (stg_comm_created, stg_win_created, stg_file_opened) */
} stg_comm_entry_t;

#define STG_COMM_ID_WORLD 1ull       /* MPI_COMM_WORLD's id */
#define STG_COMM_LOCAL (1ull << 63)  /* an id of the task's own: no other task's communicator has it */

/* entries are allocated one by one: a pointer stays valid while the array grows */
extern STG_HIDDEN stg_comm_entry_t **stg_comms;
extern STG_HIDDEN uint32_t stg_comms_n;

/* The objects with members a collective waits on: communicators, and (as communicators to a reader, with their
 * group's members) RMA windows and MPI-IO files. An entry's key is its handle's, with the kind in the top bits (a
 * handle of one kind may equal one of another). */
enum { STG_ENTRY_COMM, STG_ENTRY_WIN, STG_ENTRY_FILE };

static inline uint64_t stg_entry_key(int kind, const void *handle, size_t size)
{
    return stg_handle_key(handle, size) ^ (uint64_t) kind << 61;
}

/* Looks an object up, computing its members on first use (this calls MPI: inside a wrapper). NULL: MPI refused (a
 * null handle), or out of memory. */
stg_comm_entry_t *stg_entry_find(int kind, const void *handle, uint64_t key); /* key: stg_entry_key(kind, handle, ...) */
static inline stg_comm_entry_t *stg_entry_lookup(int kind, const void *handle, size_t size)
{
    return stg_entry_find(kind, handle, stg_entry_key(kind, handle, size)); /* the key inline: size is a constant here */
}
/* An object freed (MPI_Comm_free, MPI_Comm_disconnect, MPI_Win_free, MPI_File_close: the wrappers): the handle may
 * name another object next */
void stg_entry_forget(int kind, const void *handle, size_t size);

static inline stg_comm_entry_t *stg_comm_lookup(MPI_Comm comm)
{
    return comm == MPI_COMM_NULL ? NULL : stg_entry_lookup(STG_ENTRY_COMM, &comm, sizeof comm);
}

static inline stg_comm_entry_t *stg_win_lookup(MPI_Win win)
{
    return win == MPI_WIN_NULL ? NULL : stg_entry_lookup(STG_ENTRY_WIN, &win, sizeof win);
}

static inline stg_comm_entry_t *stg_file_lookup(MPI_File fh)
{
    return fh == MPI_FILE_NULL ? NULL : stg_entry_lookup(STG_ENTRY_FILE, &fh, sizeof fh);
}

static inline void stg_comm_forget(MPI_Comm comm)
{
    stg_entry_forget(STG_ENTRY_COMM, &comm, sizeof comm);
}

static inline void stg_win_forget(MPI_Win win)
{
    stg_entry_forget(STG_ENTRY_WIN, &win, sizeof win);
}

static inline void stg_file_forget(MPI_File fh)
{
    stg_entry_forget(STG_ENTRY_FILE, &fh, sizeof fh);
}

/* Maps a rank of comm to a world rank; -1 when unknown (MPI_ANY_SOURCE, unknown comm). */
int32_t stg_comm_world_rank(MPI_Comm comm, int rank);
/* A constructor made newcomm from parent (the wrappers, after the call): newcomm's id (dump format 1.7). collective
 * 1: a constructor collective over parent (MPI_Comm_dup, _split, _create, ...); 2: MPI_Intercomm_create (its two
 * sides have two parents); 0: MPI_Comm_create_group (collective over its group only: an id of the task's own). */
void stg_comm_created(MPI_Comm parent, MPI_Comm newcomm, int collective);
/* MPI_Win_create/_allocate/_allocate_shared/_create_dynamic made win, MPI_File_open opened fh (named after filename's
 * last component), collectively over comm: their id as a communicator's made by a constructor collective over comm */
void stg_win_created(MPI_Comm comm, MPI_Win win);
void stg_file_opened(MPI_Comm comm, MPI_File fh, const char *filename);

/* A communicator already looked up (stg_comm_lookup), by its key; caller is in the tables. */
static inline stg_comm_entry_t *stg_comm_by_key(uint64_t key)
{
    for (uint32_t k = 0; k < stg_comms_n; k++) {
        if (stg_comms[k]->used && stg_comms[k]->key == key) {
            return stg_comms[k];
        }
    }
    return NULL;
}

#endif
