/*
 * fusionjob.c - the check before a single-dummy error, in a thread, see
 * fusionjob.h.
 */
#include "fusionjob.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "sim/sdlayout.h"
#include "util/util.h"

/* As sdjob.c: its threads at the most, and the layouts tried by default
 * (SDJOB_TRIES: the same tries deal the same layouts). */
#define FUSIONJOB_MAX_THREADS 8
#define FUSIONJOB_TRIES 20000000L

struct fusionjob {
	pthread_t tid;
	int joined;
	pthread_mutex_t mu;
	int threads;
	dd_position pos;
	dd_card played;
	int level;
	long n;
	uint64_t seed;
	long tries;
	atomic_int stop;
	fusionjob_view v;       /* under mu */
};

/* The lowest priority for this thread and the solving threads it starts
 * (they inherit it), as sdjob.c has it: the screen's solver goes
 * first. */
static void lowest_priority(void)
{
#ifdef __linux__
	/* on Linux, a thread's nice value is its own */
	(void)setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 19);
#endif
}

/* The layouts dealt and solved as sdjob.c deals and solves them, the card
 * judged as sdjob_judge() judges it on the contract, and, when it is
 * worse, analyse --sd's check (analyse_sd.c's decision() makes it the
 * same way): 1 with *verdict and *fusion, 0 when the position is no
 * decision or the job was stopped, -1 on a failure (err). */
static int check(fusionjob *j, sd_verdict *verdict, asd_fusion *fusion,
		 char *err, size_t errsize)
{
	static const char *const none[4] = { NULL, NULL, NULL, NULL };
	sdlayout_view v;
	sdlayout_set set;
	sd_result res;
	int need, got = 0;

	memset(&set, 0, sizeof set);
	memset(&res, 0, sizeof res);
	memset(fusion, 0, sizeof *fusion);
	if (sdlayout_view_make(&j->pos, none, &v, err, errsize) < 0 ||
	    sdlayout_deal(&v, j->seed, j->n, j->tries, &j->stop, &set, err,
			  errsize) < 0) {
		sdlayout_free(&set);
		return -1;
	}
	need = sd_need(&v, j->level);
	if (!j->stop && sd_position_figures(&v, set.deals, set.n, need,
					    j->threads, 0, &j->stop, NULL,
					    NULL, &res, err, errsize) < 0)
		got = -1;
	else if (!j->stop && !res.stopped &&
		 sd_judge(&v, &res, j->played, 1, need, verdict)) {
		got = 1;
		if (verdict->error)
			got = asd_fusion_judge(&v, set.deals, set.n, &res,
					       verdict, need, need > 0,
					       j->threads, &j->stop, fusion,
					       err, errsize) < 0 ? -1 : !j->stop;
	}
	free(res.tricks);
	sdlayout_free(&set);
	return got;
}

static void *fusionjob_main(void *arg)
{
	fusionjob *j = arg;
	sd_verdict verdict;
	asd_fusion fusion;
	char err[160] = "";
	int got;

	lowest_priority();
	memset(&verdict, 0, sizeof verdict);
	got = check(j, &verdict, &fusion, err, sizeof err);
	pthread_mutex_lock(&j->mu);
	if (got > 0) {
		j->v.judged = 1;
		j->v.verdict = verdict;
		j->v.fusion = fusion;
	} else if (got < 0 && !j->stop) {
		snprintf(j->v.msg, sizeof j->v.msg, "%s", err);
	}
	j->v.running = 0;
	pthread_mutex_unlock(&j->mu);
	return NULL;
}

fusionjob *fusionjob_start(const dd_position *pos, dd_card played, int level,
			   long n, uint64_t seed, long tries, int threads,
			   char *err, size_t errsize)
{
	fusionjob *j = calloc(1, sizeof *j);

	if (!j) {
		snprintf(err, errsize, "out of memory");
		return NULL;
	}
	j->pos = *pos;
	j->played = played;
	j->level = level;
	j->n = n;
	j->seed = seed;
	j->tries = tries > 0 ? tries : FUSIONJOB_TRIES;
	j->threads = util_threads(threads, FUSIONJOB_MAX_THREADS);
	j->v.running = 1;
	pthread_mutex_init(&j->mu, NULL);
	if (util_thread_start(&j->tid, fusionjob_main, j) != 0) {
		snprintf(err, errsize, "cannot start a thread");
		pthread_mutex_destroy(&j->mu);
		free(j);
		return NULL;
	}
	return j;
}

void fusionjob_peek(fusionjob *j, fusionjob_view *v)
{
	pthread_mutex_lock(&j->mu);
	*v = j->v;
	pthread_mutex_unlock(&j->mu);
}

int fusionjob_open(fusionjob *j, dd_card best)
{
	fusionjob_view v;

	fusionjob_peek(j, &v);
	return !v.running && v.judged && v.verdict.error &&
	       v.fusion.state == ASD_FUSION_OPEN && v.fusion.then == best;
}

void fusionjob_free(fusionjob *j)
{
	if (!j)
		return;
	if (!j->joined) {
		j->stop = 1;
		pthread_join(j->tid, NULL);
		j->joined = 1;
	}
	pthread_mutex_destroy(&j->mu);
	free(j);
}
