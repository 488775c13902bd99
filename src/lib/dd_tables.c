/*
 * dd_tables.c - dd_tables() of engine/dd.h: the tables of many deals, in
 * threads (util/pool.h: the calling thread among them), each with its
 * own solver (a thread takes the next deal not taken, so a slow deal does
 * not hold the others up).  next hands the deals out; the first failure
 * is kept under mu.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

#include "dd.h"
#include "util/pool.h"

typedef struct {
	const dd_deal *deals;
	int count;
	int (*tricks)[5][4];
	size_t tt_megabytes;
	dd_status *status;      /* each deal's, or NULL */
	atomic_int next;
	pthread_mutex_t mu;
	int first;              /* the first deal that failed, count if none */
	dd_error first_err;     /* its error */
} tables_job;

static void tables_worker(void *arg, int k)
{
	tables_job *j = arg;
	dd_ctx *ctx = dd_new(j->tt_megabytes);
	int i;

	(void)k;
	/* a thread without a solver takes no deal: the others solve them,
	 * and those no thread took are said out of memory at the end */
	if (!ctx)
		return;
	while ((i = atomic_fetch_add(&j->next, 1)) < j->count) {
		dd_error e;
		dd_status st;

		st = dd_table(ctx, &j->deals[i], j->tricks[i], &e);
		if (j->status)
			j->status[i] = st;
		if (st == DD_OK)
			continue;
		pthread_mutex_lock(&j->mu);
		if (i < j->first) {
			j->first = i;
			j->first_err = e;
		}
		pthread_mutex_unlock(&j->mu);
	}
	dd_free(ctx);
}

dd_status dd_tables(const dd_deal *deals, int count, int (*tricks)[5][4],
		    int threads, size_t tt_megabytes, dd_status *status,
		    dd_error *err)
{
	enum { MAX_THREADS = 256 };
	tables_job j;

	if (count < 0 || threads < 0 || (count > 0 && (!deals || !tricks))) {
		if (err) {
			err->code = DD_ERR_RANGE;
			snprintf(err->msg, sizeof err->msg, "dd_tables: a "
				 "negative count or threads, or no array");
		}
		return DD_ERR_RANGE;
	}
	if (threads == 0) {
		long cpus = sysconf(_SC_NPROCESSORS_ONLN);

		threads = cpus < 1 ? 1 : cpus > MAX_THREADS ? MAX_THREADS :
			  (int)cpus;
	}
	if (threads > MAX_THREADS)
		threads = MAX_THREADS;
	if (threads > count)
		threads = count;
	j.deals = deals;
	j.count = count;
	j.tricks = tricks;
	j.tt_megabytes = tt_megabytes;
	j.status = status;
	atomic_init(&j.next, 0);
	pthread_mutex_init(&j.mu, NULL);
	j.first = count;
	/* this thread is one of them; those that cannot start, the others
	 * do without */
	if (count > 0)
		pool_run(threads, tables_worker, &j);
	pthread_mutex_destroy(&j.mu);
	/* the deals no thread took: none had a solver left to take them
	 * (the deals are handed out in order: those from next on) */
	for (int i = atomic_load(&j.next); i < count; i++) {
		if (status)
			status[i] = DD_ERR_NO_MEMORY;
		if (i < j.first) {
			j.first = i;
			j.first_err.code = DD_ERR_NO_MEMORY;
			snprintf(j.first_err.msg, sizeof j.first_err.msg,
				 "out of memory");
		}
	}
	if (j.first == count)
		return DD_OK;
	if (err) {
		err->code = j.first_err.code;
		snprintf(err->msg, sizeof err->msg, "deals[%d]: %.100s",
			 j.first, j.first_err.msg);
	}
	return j.first_err.code;
}
