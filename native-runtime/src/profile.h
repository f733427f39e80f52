/*
 * The communication-profile recorder (profile.c; Vrisha §4): per call site and call kind, the messages and
 * bytes a task sends and receives, with the control features of the scale model, written to
 * profile-rank-NNNNNN.sprof at MPI_Finalize, at a dump and at a crash (docs/dump-format.md "Communication
 * profile"). Recorder layer (recorder.h).
 */
#ifndef STG_PROFILE_H
#define STG_PROFILE_H

#include "recorder.h"

extern const stg_recorder_t stg_profile_recorder;

#endif
