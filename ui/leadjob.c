/*
 * leadjob.c - the opening lead simulation in a thread, see leadjob.h.
 */
#include "leadjob.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "handspec.h"
#include "leaddeal.h"

struct leadjob {
	pthread_t tid;
	pthread_mutex_t mu;
	dd_ctx *ctx;            /* the thread's solver */
	dd_position pos;
	long n;
	uint64_t seed;
	atomic_int stop;
	leadjob_view v;         /* under mu */
};

static void finish(leadjob *j, const char *msg)
{
	pthread_mutex_lock(&j->mu);
	j->v.finished = 1;
	if (msg)
		snprintf(j->v.msg, sizeof j->v.msg, "%s", msg);
	pthread_mutex_unlock(&j->mu);
}

static void *leadjob_main(void *arg)
{
	leadjob *j = arg;
	leaddeal_spec spec;
	leaddeal_layouts l;
	dd_position pos = j->pos;
	long i;
	int s;

	memset(&spec, 0, sizeof spec);
	memset(&l, 0, sizeof l);
	spec.leader = j->pos.leader;
	memcpy(spec.hand, j->pos.deal.hand[spec.leader], sizeof spec.hand);
	for (s = 0; s < 4; s++)
		handspec_init(&spec.spec[s]);
	spec.ndeals = j->n;
	spec.seed = j->seed;
	spec.max_tries = 20 * j->n + 1000;
	if (leaddeal_deal(&spec, &l, &j->stop) < 0 || l.n == 0) {
		free(l.deals);
		finish(j, "no layout could be dealt");
		return NULL;
	}
	pthread_mutex_lock(&j->mu);
	j->v.total = l.n;
	pthread_mutex_unlock(&j->mu);
	for (i = 0; i < l.n && !j->stop; i++) {
		dd_card_score sc[13];
		int8_t tricks[LEAD_MAX];
		dd_error e;
		dd_status st;
		int count = 0, k;

		pos.deal = l.deals[i];
		st = dd_score_cards(j->ctx, &pos, sc, &count, &e);
		if (st == DD_CANCELLED)
			break;
		if (st != DD_OK) {
			free(l.deals);
			finish(j, e.msg);
			return NULL;
		}
		memset(tricks, 0, sizeof tricks);
		for (k = 0; k < count; k++) {
			int g = j->v.leads.group[sc[k].card];

			if (g >= 0 && sc[k].card == j->v.leads.first[g])
				tricks[g] = (int8_t)sc[k].tricks;
		}
		pthread_mutex_lock(&j->mu);
		lead_tally_add(&j->v.tally, j->v.leads.n, tricks);
		pthread_mutex_unlock(&j->mu);
	}
	free(l.deals);
	finish(j, NULL);
	return NULL;
}

leadjob *leadjob_start(const dd_position *pos, int level, long n,
		       uint64_t seed, char *err, size_t errsize)
{
	leadjob *j;

	if (pos->nplayed != 0) {
		snprintf(err, errsize, "the lead simulation is for the opening "
			 "lead: Home goes back to it");
		return NULL;
	}
	j = calloc(1, sizeof *j);
	if (!j) {
		snprintf(err, errsize, "out of memory");
		return NULL;
	}
	j->pos = *pos;
	j->n = n;
	j->seed = seed;
	j->v.leader = pos->leader;
	j->v.strain = pos->strain;
	j->v.level = level;
	j->v.total = n;
	j->v.tally.need = 8 - level;
	lead_set_make(pos->deal.hand[pos->leader], &j->v.leads);
	if (j->v.leads.n == 0) {
		snprintf(err, errsize, "the leader does not hold 13 cards");
		free(j);
		return NULL;
	}
	j->ctx = dd_new(32);
	if (!j->ctx) {
		snprintf(err, errsize, "cannot start a solver: out of memory");
		free(j);
		return NULL;
	}
	pthread_mutex_init(&j->mu, NULL);
	if (pthread_create(&j->tid, NULL, leadjob_main, j) != 0) {
		snprintf(err, errsize, "cannot start a thread");
		pthread_mutex_destroy(&j->mu);
		dd_free(j->ctx);
		free(j);
		return NULL;
	}
	return j;
}

void leadjob_peek(leadjob *j, leadjob_view *v)
{
	pthread_mutex_lock(&j->mu);
	*v = j->v;
	pthread_mutex_unlock(&j->mu);
}

void leadjob_free(leadjob *j)
{
	if (!j)
		return;
	j->stop = 1;
	dd_cancel(j->ctx);
	pthread_join(j->tid, NULL);
	pthread_mutex_destroy(&j->mu);
	dd_free(j->ctx);
	free(j);
}
