/*
 * worker.h - a solver running in a background thread, so that an
 * interactive caller never waits for it.
 *
 * The worker owns one dd_ctx for its whole life, so its transposition
 * table is kept from one position of a deal to the next.  It does one job
 * at a time.  Posting a job stops the job in progress (dd_cancel), waits
 * until the worker is idle, and hands it the new job: the latest position
 * is always the one being solved.  When a job ends (done or failed, not
 * when cancelled), its result is kept and a byte is written to a pipe
 * whose read end, worker_fd(), the caller can poll together with its other
 * input; worker_take() then collects the result.
 *
 * While a WORKER_SCORES job runs, each card's score is kept as soon as the
 * engine finds it (dd_set_progress) and a byte goes to the same pipe:
 * worker_partial() collects the scores found so far, so that the caller
 * can show them one by one.
 */
#ifndef WORKER_H
#define WORKER_H

#include "dd.h"

typedef struct worker worker;

enum { WORKER_SCORES = 1, WORKER_TABLE = 2 };

typedef struct {
	int kind;               /* WORKER_SCORES or WORKER_TABLE */
	unsigned id;            /* what worker_post() returned */
	dd_status status;       /* DD_OK, or the failure (err.msg) */
	dd_error err;
	dd_position pos;        /* the position scored, or the deal (table) */
	dd_card_score card[13]; /* WORKER_SCORES: the scores */
	int count;
	int table[5][4];        /* WORKER_TABLE: [strain][declarer] */
	double seconds;         /* time the job took */
} worker_result;

/* Starts the thread; NULL (and errno) when it cannot. */
worker *worker_new(void);

/* The threads that score a new position (a new deal or strain): threads,
 * or with 0 DDPLAY_THREADS when it is a number, else one a CPU; the
 * engine uses at most 2 (dd_set_threads()).  Waits for the job in
 * progress, if any.  Returns the threads now in use. */
int worker_set_threads(worker *w, int threads);

/* Stops the thread and frees everything. */
void worker_free(worker *w);

/* The read end of the notification pipe (non-blocking). */
int worker_fd(const worker *w);

/* Stops the job in progress, if any, and starts kind on pos (for
 * WORKER_TABLE only pos->deal is used).  Returns the job's id. */
unsigned worker_post(worker *w, int kind, const dd_position *pos);

/* Stops the job in progress, if any, and waits until the worker is idle. */
void worker_stop(worker *w);

/* 1 when a job is queued or running. */
int worker_busy(worker *w);

/* Empties the pipe and copies the newest result not yet taken into *r:
 * 1, or 0 when there is none. */
int worker_take(worker *w, worker_result *r);

/* The scores the running WORKER_SCORES job has found so far (kind, id,
 * pos, card[0..count) filled; status DD_OK): 1 when there are some not
 * yet collected, 0 otherwise (none new, no such job, or it has ended: its
 * whole result then comes from worker_take()).  Call it after
 * worker_take(), which empties the pipe. */
int worker_partial(worker *w, worker_result *r);

#endif
