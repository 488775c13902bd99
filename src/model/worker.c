/*
 * worker.c - the solver thread, see worker.h.
 *
 * One mutex guards everything shared; "wake" tells the thread a job or
 * the end is there, "idle" tells a poster the thread has stopped working.
 */
#include "worker.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util/util.h"

struct worker {
	dd_ctx *ctx;
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t wake;
	pthread_cond_t idle;
	int pipe[2];            /* [0] read by the caller, [1] written here */
	int quit;
	int queued;             /* job holds a job not yet started */
	int running;            /* the thread is solving */
	int stopping;           /* a poster cancelled the running job */
	unsigned next_id;
	worker_result job;      /* the queued job (kind, id, pos) */
	worker_result done;     /* the last result */
	int have_done;
	/* The scores of the running job found so far: written by the
	 * engine's progress callback (in the thread), read by the caller. */
	unsigned partial_id;    /* 0: none */
	dd_position partial_pos;
	int partial_count;
	int partial_new;        /* some not collected yet */
	dd_card_score partial[13];
};

/* Called by dd_score_cards() in the thread, outside the lock, as each
 * card's score is found. */
static void on_progress(void *user, dd_card card, int tricks)
{
	worker *w = user;
	char byte = 1;

	pthread_mutex_lock(&w->lock);
	if (w->partial_id != 0 && !w->stopping && w->partial_count < 13) {
		w->partial[w->partial_count].card = card;
		w->partial[w->partial_count].tricks = tricks;
		w->partial_count++;
		w->partial_new = 1;
		if (write(w->pipe[1], &byte, 1) < 0) {
			/* full: the caller has wake-ups enough */
		}
	}
	pthread_mutex_unlock(&w->lock);
}

static void run_job(dd_ctx *ctx, worker_result *r)
{
	double t0 = util_seconds();

	if (r->kind == WORKER_TABLE)
		r->status = dd_table(ctx, &r->pos.deal, r->table, &r->err);
	else
		r->status = dd_score_cards(ctx, &r->pos, r->card, &r->count,
					   &r->err);
	r->seconds = util_seconds() - t0;
}

static void *worker_main(void *arg)
{
	worker *w = arg;
	worker_result *r = xmalloc(sizeof *r);
	char byte = 1;

	pthread_mutex_lock(&w->lock);
	for (;;) {
		while (!w->queued && !w->quit)
			pthread_cond_wait(&w->wake, &w->lock);
		if (w->quit)
			break;
		*r = w->job;
		w->queued = 0;
		w->running = 1;
		w->partial_id = r->kind == WORKER_SCORES ? r->id : 0;
		w->partial_pos = r->pos;
		w->partial_count = 0;
		w->partial_new = 0;
		pthread_mutex_unlock(&w->lock);

		run_job(w->ctx, r);

		pthread_mutex_lock(&w->lock);
		if (r->status == DD_CANCELLED && !w->stopping) {
			/* Only a poster cancels (and then waits for it): any
			 * other cancellation is a failure to report, so that
			 * the caller is never left waiting. */
			r->status = DD_ERR_RANGE;
			snprintf(r->err.msg, sizeof r->err.msg,
				 "the solver stopped by itself");
		}
		w->running = 0;
		w->partial_id = 0;
		w->partial_new = 0;
		if (r->status != DD_CANCELLED) {
			w->done = *r;
			w->have_done = 1;
			/* The pipe is non-blocking: when it is full the caller
			 * has wake-ups enough. */
			if (write(w->pipe[1], &byte, 1) < 0) {
				/* nothing to do */
			}
		}
		pthread_cond_broadcast(&w->idle);
	}
	pthread_mutex_unlock(&w->lock);
	free(r);
	return NULL;
}

worker *worker_new(void)
{
	worker *w = xcalloc(1, sizeof *w);
	int i, e;

	w->ctx = dd_new(0);
	if (!w->ctx) {
		free(w);
		errno = ENOMEM;
		return NULL;
	}
	if (pipe(w->pipe) < 0) {
		e = errno;
		dd_free(w->ctx);
		free(w);
		errno = e;
		return NULL;
	}
	dd_set_progress(w->ctx, on_progress, w);
	for (i = 0; i < 2; i++) {
		fcntl(w->pipe[i], F_SETFL,
		      fcntl(w->pipe[i], F_GETFL) | O_NONBLOCK);
		fcntl(w->pipe[i], F_SETFD, FD_CLOEXEC);
	}
	pthread_mutex_init(&w->lock, NULL);
	pthread_cond_init(&w->wake, NULL);
	pthread_cond_init(&w->idle, NULL);
	/* Signals are for the main thread. */
	e = util_thread_start(&w->thread, worker_main, w);
	if (e != 0) {
		close(w->pipe[0]);
		close(w->pipe[1]);
		dd_free(w->ctx);
		free(w);
		errno = e;
		return NULL;
	}
	return w;
}

int worker_set_threads(worker *w, int threads)
{
	int n;

	threads = util_threads(threads, 2);
	pthread_mutex_lock(&w->lock);
	while (w->running || w->queued)
		pthread_cond_wait(&w->idle, &w->lock);
	n = dd_set_threads(w->ctx, threads);
	pthread_mutex_unlock(&w->lock);
	return n;
}

/* With the lock held: stops the running job and waits for idleness. */
static void stop_locked(worker *w)
{
	w->queued = 0;
	if (w->running) {
		w->stopping = 1;
		dd_cancel(w->ctx);
		while (w->running)
			pthread_cond_wait(&w->idle, &w->lock);
		dd_clear_cancel(w->ctx);
		w->stopping = 0;
	}
}

void worker_stop(worker *w)
{
	pthread_mutex_lock(&w->lock);
	stop_locked(w);
	pthread_mutex_unlock(&w->lock);
}

unsigned worker_post(worker *w, int kind, const dd_position *pos)
{
	unsigned id;

	pthread_mutex_lock(&w->lock);
	stop_locked(w);
	id = ++w->next_id;
	memset(&w->job, 0, sizeof w->job);
	w->job.kind = kind;
	w->job.id = id;
	w->job.pos = *pos;
	w->queued = 1;
	pthread_cond_signal(&w->wake);
	pthread_mutex_unlock(&w->lock);
	return id;
}

int worker_busy(worker *w)
{
	int busy;

	pthread_mutex_lock(&w->lock);
	busy = w->queued || w->running;
	pthread_mutex_unlock(&w->lock);
	return busy;
}

int worker_fd(const worker *w)
{
	return w->pipe[0];
}

int worker_take(worker *w, worker_result *r)
{
	char buf[64];
	int have;

	while (read(w->pipe[0], buf, sizeof buf) > 0)
		;
	pthread_mutex_lock(&w->lock);
	have = w->have_done;
	if (have)
		*r = w->done;
	w->have_done = 0;
	pthread_mutex_unlock(&w->lock);
	return have;
}

int worker_partial(worker *w, worker_result *r)
{
	int have;

	pthread_mutex_lock(&w->lock);
	have = w->partial_new && w->partial_id != 0 && w->running;
	if (have) {
		memset(r, 0, sizeof *r);
		r->kind = WORKER_SCORES;
		r->id = w->partial_id;
		r->status = DD_OK;
		r->pos = w->partial_pos;
		r->count = w->partial_count;
		memcpy(r->card, w->partial,
		       (size_t)w->partial_count * sizeof *r->card);
		w->partial_new = 0;
	}
	pthread_mutex_unlock(&w->lock);
	return have;
}

void worker_free(worker *w)
{
	if (!w)
		return;
	pthread_mutex_lock(&w->lock);
	stop_locked(w);
	w->quit = 1;
	pthread_cond_signal(&w->wake);
	pthread_mutex_unlock(&w->lock);
	pthread_join(w->thread, NULL);
	pthread_mutex_destroy(&w->lock);
	pthread_cond_destroy(&w->wake);
	pthread_cond_destroy(&w->idle);
	close(w->pipe[0]);
	close(w->pipe[1]);
	dd_free(w->ctx);
	free(w);
}
