/*
 * unit_pool.c - src/util/pool.c: pool_run() runs every worker once, this
 * thread as worker 0, and their work adds up; pool_start() runs its
 * workers while this thread goes on, pool_join() waits for them; the
 * workers take no signal but the faults' (SIGINT and SIGPIPE blocked,
 * SIGSEGV not), while this thread's mask is left as it was.
 */
#define _GNU_SOURCE 1
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "util/pool.h"

#define MAX_WORKERS 16
#define ITEMS 10000

typedef struct {
	pthread_t self[MAX_WORKERS];
	atomic_int ran[MAX_WORKERS];    /* times worker k ran */
	atomic_int next;                /* the next item */
	atomic_long sum;                /* of the items taken */
	atomic_int blocked_int[MAX_WORKERS], blocked_pipe[MAX_WORKERS];
	atomic_int blocked_segv[MAX_WORKERS];
	atomic_int go;                  /* pool_start's workers may end */
} work;

static void record_worker(work *w, int k)
{
	sigset_t mask;

	w->self[k] = pthread_self();
	atomic_fetch_add(&w->ran[k], 1);
	pthread_sigmask(SIG_BLOCK, NULL, &mask);
	atomic_store(&w->blocked_int[k], sigismember(&mask, SIGINT));
	atomic_store(&w->blocked_pipe[k], sigismember(&mask, SIGPIPE));
	atomic_store(&w->blocked_segv[k], sigismember(&mask, SIGSEGV));
}

static void take_items(void *arg, int k)
{
	work *w = arg;
	int i;

	record_worker(w, k);
	while ((i = atomic_fetch_add(&w->next, 1)) < ITEMS)
		atomic_fetch_add(&w->sum, i);
}

static void wait_for_go(void *arg, int k)
{
	work *w = arg;

	record_worker(w, k);
	while (!atomic_load(&w->go))
		sched_yield();
}

static work *work_new(void)
{
	work *w = calloc(1, sizeof *w);

	if (!w)
		abort();
	return w;
}

int main(void)
{
	const long want = (long)ITEMS * (ITEMS - 1) / 2;
	sigset_t mine;
	work *w;
	pool *p;
	int n, k;

	/* pool_run: n workers, worker 0 this thread, the work done once */
	for (n = 0; n <= 5; n++) {
		int ran;

		w = work_new();
		ran = pool_run(n, take_items, w);
		CHECK_INT(ran, n < 1 ? 1 : n);
		CHECK_INT(atomic_load(&w->sum), want);
		CHECK(pthread_equal(w->self[0], pthread_self()));
		for (k = 0; k < MAX_WORKERS; k++)
			CHECK_INT(atomic_load(&w->ran[k]), k < ran);
		for (k = 1; k < ran; k++) {
			CHECK(!pthread_equal(w->self[k], pthread_self()));
			CHECK(atomic_load(&w->blocked_int[k]));
			CHECK(atomic_load(&w->blocked_pipe[k]));
			CHECK(!atomic_load(&w->blocked_segv[k]));
		}
		free(w);
	}
	/* this thread's own mask: as it was (SIGINT not blocked) */
	pthread_sigmask(SIG_BLOCK, NULL, &mine);
	CHECK(!sigismember(&mine, SIGINT));

	/* pool_start: the workers run while this thread goes on */
	w = work_new();
	p = pool_start(4, wait_for_go, w);
	CHECK(p != NULL);
	CHECK_INT(pool_size(p), 4);
	atomic_store(&w->go, 1);
	pool_join(p);
	for (k = 0; k < MAX_WORKERS; k++)
		CHECK_INT(atomic_load(&w->ran[k]), k < 4);
	for (k = 0; k < 4; k++) {
		CHECK(!pthread_equal(w->self[k], pthread_self()));
		CHECK(atomic_load(&w->blocked_int[k]));
		CHECK(!atomic_load(&w->blocked_segv[k]));
	}
	free(w);
	/* nothing to join: fine */
	pool_join(NULL);
	CHECK_INT(pool_size(NULL), 0);
	return check_summary("unit_pool");
}
