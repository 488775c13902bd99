/*
 * smp_int.h - what smp.c (the threads, the jobs posted) and smp_work.c
 * (what a worker does in a job: the strains of a table, the cards of a
 * position) share: the workers, the job, and the two entries of the
 * work.  Every field's locking is said in smp.c's comment.
 */
#ifndef SMP_INT_H
#define SMP_INT_H

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* dd_set_threads() asks for more: this many. */
#define SMP_MAX 64
/* The helpers' positions: up to this many moves after the busy worker's
 * card. */
#ifndef HELP_LEVELS
#define HELP_LEVELS 3
#endif

typedef struct dd_smp dd_smp;

typedef struct {
	dd_smp *p;
	int id;                 /* 0: the caller's thread */
	dd_ctx *ctx;            /* its solver (the caller's own for worker 0) */
	dd_ctx *help;           /* where it helps: ctx, or the spare solver */
	pthread_t tid;          /* helpers only */
	/* under mu: */
	int card;               /* the move it scores, -1 for none */
	int suit;               /* the suit of its last card, -1 */
	int target;             /* its search's target: North-South's tricks from the root */
	unsigned stamp;         /* searches it has started (in this job) */
	int helped;             /* help units handed out for the search of stamp */
	unsigned exhausted;     /* stamp + 1 when no help unit is left for that search */
	int help_of;            /* the worker it helps, -1 for none */
	/* The range of its card's value (the side to play's tricks) and its
	 * search's test (does the side reach t?), for the next window's test
	 * ("Next window"); spec_t: the test another worker makes for it, 0
	 * for none; spec_lo / spec_hi what such tests found for its card,
	 * cardseq its cards taken (a test's result is for the card it was
	 * made for); spec_of: the worker whose next window it tests, -1. */
	int lo, hi, t, spec_t, spec_lo, spec_hi, spec_of;
	unsigned cardseq;
#ifdef SMP_STATS
	double cpu;             /* its thread's CPU seconds at its last job's end */
	uint64_t help_nodes;    /* nodes it searched helping (all jobs) */
	uint64_t spec_nodes, spec_tests, spec_useful;   /* testing others' next windows */
	uint64_t steps[2][2];   /* its steps: [the card's first][reached] */
	int nsteps;             /* the steps of its card so far, the one under way included */
#endif
	/* what a helper's part of a table job came to */
	dd_status status;
	dd_error err;
} worker;

struct dd_smp {
	int n;                  /* workers, the caller's thread included */
	worker w[SMP_MAX];
	dd_ctx *spare;          /* the caller's thread helps on this one */
	bool spare_ready;       /* prepared for the job (the caller's thread only) */
	sht_table shared;       /* worker 0's view of the shared table */
	sht_table view[SMP_MAX + 1];    /* the helpers' (by id) and the spare's (last) */
	pthread_mutex_t mu;
	pthread_cond_t wake;    /* to the helpers: a job, or quit */
	pthread_cond_t change;  /* a card scored or given back, a search to help, a helper done */
	unsigned job;           /* jobs posted */
	int running;            /* helpers still in the job */
	bool quit;
	bool stop;              /* the job is over: leave it */
	/* Set by smp_cancel() before the helpers' flags, sequentially
	 * consistent: a helper clearing its flag after a stopped help
	 * search reads it after its clear, so that a cancellation from
	 * outside is never lost (smp_reset_cancel()). */
	atomic_int user_cancel;

	/* the job: written before it is posted, read-only during it */
	bool table;
	dd_position pos;
	dd_state root;          /* pos replayed */
	movelist_t ml;
	int guess;
	/* under mu */
	bool taken[14];
	int8_t value[14];       /* by move; -1 until found */
	int left;               /* moves without a value */
	int top;                /* the best value so far, -1 before any */
	int next_strain;
	/* a table job: each strain's row written by the worker that solved
	 * it (strain_done[]), read after the job */
	int tricks[5][4];
	bool strain_done[5];
#ifdef SMP_STATS
	double t_out;           /* when a worker first found no card left (under mu) */
#endif
};

#ifdef SMP_STATS
#include <time.h>
static inline double smp_wall(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}
static inline double smp_thread_cpu(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}
#endif

/* Clears a helping solver's cancel flag after a stopped help search,
 * under mu (so that no worker sets it meanwhile), unless smp_cancel() has
 * cancelled the helpers: user_cancel is set before the flags and read
 * after the clear, both sequentially consistent, so either this reads it
 * set, or smp_cancel()'s store to the flag comes after the clear. */
static inline void smp_reset_cancel(dd_smp *p, dd_ctx *c)
{
	atomic_store(&c->cancel, 0);
	if (atomic_load(&p->user_cancel))
		atomic_store(&c->cancel, 1);
}

/* A worker's part of a table job: strains taken one at a time until none
 * is left (p->tricks, p->strain_done). */
dd_status smp_take_strains(dd_smp *p, worker *w, dd_error *err);
/* A worker's part of a scoring job: cards taken, scored and helped with
 * until every card has its value or the job is stopped. */
void smp_work(dd_smp *p, worker *w);

#endif
