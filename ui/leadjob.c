/*
 * leadjob.c - the opening lead simulation in a thread, see leadjob.h.
 */
#include "leadjob.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim/handspec.h"
#include "sim/leaddeal.h"
#include "sim/sdauction.h"
#include "util/util.h"

/* Layouts tried at the most, as `ddplay lead` (its --tries) and :sd. */
#define LEADJOB_TRIES 20000000L

/* The job's thread deals the layouts, then solves them with the other
 * solving threads (one a CPU, or as --threads says): each takes the next
 * layout not taken, with a solver of its own.  The tally only adds counts,
 * so the figures do not depend on which thread solved what. */
#define LEADJOB_MAX_THREADS 8

struct leadjob {
	pthread_t tid;
	pthread_mutex_t mu;
	int threads;
	dd_ctx *ctx[LEADJOB_MAX_THREADS];       /* a solver a thread */
	dd_position pos;
	handspec spec[4];       /* the hands' constraints */
	int constrained;        /* some: dropped when no layout fits */
	auction *board;         /* the board's auction they come from, or
				 * NULL */
	long n;
	long tries;             /* layouts tried at the most */
	uint64_t seed;
	atomic_int stop;
	leaddeal_layouts l;     /* once dealt */
	atomic_long next;       /* the next layout to solve */
	leadjob_view v;         /* under mu */
};

typedef struct {
	leadjob *j;
	int id;
	char msg[160];          /* the solver's failure, "" for none */
} solver_arg;

static void finish(leadjob *j, const char *msg)
{
	pthread_mutex_lock(&j->mu);
	j->v.finished = 1;
	if (msg)
		snprintf(j->v.msg, sizeof j->v.msg, "%s", msg);
	pthread_mutex_unlock(&j->mu);
}

/* Solves layouts until none is left or the job stops. */
static void *solve_main(void *arg)
{
	solver_arg *sa = arg;
	leadjob *j = sa->j;
	dd_position pos = j->pos;

	sa->msg[0] = '\0';
	while (!j->stop) {
		long i = atomic_fetch_add(&j->next, 1);
		dd_card_score sc[13];
		int8_t tricks[LEAD_MAX];
		dd_error e;
		dd_status st;
		int count = 0, k;

		if (i >= j->l.n)
			break;
		pos.deal = j->l.deals[i];
		st = dd_score_cards(j->ctx[sa->id], &pos, sc, &count, &e);
		if (st == DD_CANCELLED)
			break;
		if (st != DD_OK) {
			snprintf(sa->msg, sizeof sa->msg, "%s", e.msg);
			j->stop = 1;
			break;
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
	return NULL;
}

/* No layout of those tried fits the board's auction: its first call
 * whose spec, left out alone, lets the others hold left out, as `ddplay
 * lead FILE` leaves it (sdauction.h), the others kept, and the box says
 * so.  0 when dealt so, -1 when no one call does. */
static int deal_without_a_call(leadjob *j, leaddeal_spec *spec)
{
	sdauction_where w = { &j->pos, NULL, SDLAYOUT_RC_HONOURS, j->seed,
			      j->tries, NULL, &j->stop };
	const char *unused[4] = { NULL, NULL, NULL, NULL };
	char used[sizeof j->v.constraints - 9], call[AUCTION_SPEC_SIZE + 96];
	int s, k;

	k = sdauction_drop_one(&w, j->board, j->l.tries, AUCTION_DROP_LEADER);
	if (k < 0)
		return -1;
	snprintf(call, sizeof call, "%s by %s", j->board->calls[k].text,
		 dd_seat_name(j->board->calls[k].seat));
	for (s = 0; s < 4; s++) {
		handspec_init(&spec->spec[s]);
		if (s != j->pos.leader && j->board->text[s][0] &&
		    handspec_parse(j->board->text[s], &spec->spec[s], NULL,
				   0) < 0)
			return -1;
	}
	free(j->l.deals);
	memset(&j->l, 0, sizeof j->l);
	unused[j->pos.leader] = "the leader's hand";
	auction_describe_for(j->board, unused, used, sizeof used);
	pthread_mutex_lock(&j->mu);
	snprintf(j->v.constraints, sizeof j->v.constraints, "auction: %s",
		 used);
	auction_brief(j->board, 1u << j->pos.leader, j->v.brief,
		      sizeof j->v.brief);
	/* the short form too says which call is not used (80x24) */
	if (strlen(j->v.brief) + strlen(call) + 12 < sizeof j->v.brief)
		strcat(strcat(j->v.brief, "; not used: "), call);
	pthread_mutex_unlock(&j->mu);
	if (leaddeal_deal(spec, &j->l, &j->stop) < 0 || j->l.n == 0)
		return -1;
	return 0;
}

/* No layout of those tried fits the constraints (the board's auction,
 * impossible with the leader's hand, or too tight for the tries) and no
 * one call's leaving out lets them hold: the layouts dealt without
 * them, as :sd does (sdjob.h), and the box says so. */
static void deal_without(leadjob *j, leaddeal_spec *spec)
{
	char used[sizeof j->v.constraints], why[64];
	long tries = j->l.tries;
	int s;

	free(j->l.deals);
	memset(&j->l, 0, sizeof j->l);
	for (s = 0; s < 4; s++)
		handspec_init(&spec->spec[s]);
	pthread_mutex_lock(&j->mu);
	snprintf(used, sizeof used, "%s", j->v.constraints);
	/* (a reason too long for the box keeps its start: "...") */
	if (tries > 0)
		snprintf(why, sizeof why, "none of the %ld layouts tried fits",
			 tries);
	else
		snprintf(why, sizeof why, "no layout can fit");
	if (snprintf(j->v.constraints, sizeof j->v.constraints,
		     "no constraints (%s the %s)", why, used) >=
	    (int)sizeof j->v.constraints)
		snprintf(j->v.constraints + sizeof j->v.constraints - 5, 5,
			 "...)");
	pthread_mutex_unlock(&j->mu);
	(void)leaddeal_deal(spec, &j->l, &j->stop);
}

static void *leadjob_main(void *arg)
{
	leadjob *j = arg;
	leaddeal_spec spec;
	pthread_t tid[LEADJOB_MAX_THREADS];
	solver_arg sa[LEADJOB_MAX_THREADS];
	const char *msg = NULL;
	int s, t, started = 0;

	memset(&spec, 0, sizeof spec);
	spec.leader = j->pos.leader;
	memcpy(spec.hand, j->pos.deal.hand[spec.leader], sizeof spec.hand);
	for (s = 0; s < 4; s++)
		spec.spec[s] = j->spec[s];
	spec.ndeals = j->n;
	spec.seed = j->seed;
	/* as `ddplay lead` and :sd: a tight auction still gives its n
	 * layouts (an impossible one is found out in the first
	 * LEADDEAL_FIRST_TRIES) */
	spec.max_tries = j->tries;
	if ((leaddeal_deal(&spec, &j->l, &j->stop) < 0 || j->l.n == 0) &&
	    !j->stop && j->constrained &&
	    (!j->board || deal_without_a_call(j, &spec) < 0) && !j->stop)
		deal_without(j, &spec);
	if (j->l.n == 0) {
		finish(j, j->v.constraints[0]
			  ? "no layout fits the constraints"
			  : "no layout could be dealt");
		return NULL;
	}
	pthread_mutex_lock(&j->mu);
	j->v.total = j->l.n;
	j->v.tried = j->l.tries;
	pthread_mutex_unlock(&j->mu);
	/* this thread is the first solver; the others start beside it */
	for (t = 0; t < j->threads; t++) {
		sa[t].j = j;
		sa[t].id = t;
		sa[t].msg[0] = '\0';
	}
	for (t = 1; t < j->threads; t++) {
		if (pthread_create(&tid[t], NULL, solve_main, &sa[t]) != 0)
			break;
		started++;
	}
	solve_main(&sa[0]);
	for (t = 1; t <= started; t++)
		pthread_join(tid[t], NULL);
	for (t = 0; t <= started && !msg; t++)
		if (sa[t].msg[0])
			msg = sa[t].msg;
	finish(j, msg);
	return NULL;
}

leadjob *leadjob_start(const dd_position *pos, int level, long n,
		       uint64_t seed, const char *const specs[4],
		       const char *constraints, const auction *board,
		       int threads, long tries, char *err, size_t errsize)
{
	leadjob *j;
	int t, s;

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
	for (s = 0; s < 4; s++) {
		char e[160];

		handspec_init(&j->spec[s]);
		if (s == pos->leader || !specs || !specs[s] || !specs[s][0])
			continue;
		if (handspec_parse(specs[s], &j->spec[s], e, sizeof e) < 0) {
			snprintf(err, errsize, "%s's constraint '%s': %s",
				 dd_seat_name(s), specs[s], e);
			free(j);
			return NULL;
		}
		j->constrained = 1;
	}
	if (constraints)
		snprintf(j->v.constraints, sizeof j->v.constraints, "%s",
			 constraints);
	if (board && j->constrained) {
		j->board = malloc(sizeof *j->board);
		if (!j->board) {
			snprintf(err, errsize, "out of memory");
			free(j);
			return NULL;
		}
		*j->board = *board;
	}
	j->pos = *pos;
	j->tries = tries > 0 ? tries : LEADJOB_TRIES;
	j->n = n;
	j->seed = seed;
	j->v.leader = pos->leader;
	j->v.strain = pos->strain;
	j->v.level = level;
	j->v.total = n;
	j->v.asked = n;
	j->v.tally.need = 8 - level;
	lead_set_make(pos->deal.hand[pos->leader], &j->v.leads);
	if (j->v.leads.n == 0) {
		snprintf(err, errsize, "the leader does not hold 13 cards");
		free(j->board);
		free(j);
		return NULL;
	}
	threads = util_threads(threads, LEADJOB_MAX_THREADS);
	/* a solver a thread; fewer threads when memory is short */
	for (t = 0; t < threads; t++) {
		j->ctx[t] = dd_new(32);
		if (!j->ctx[t])
			break;
	}
	j->threads = t;
	if (t == 0) {
		snprintf(err, errsize, "cannot start a solver: out of memory");
		free(j->board);
		free(j);
		return NULL;
	}
	pthread_mutex_init(&j->mu, NULL);
	if (util_thread_start(&j->tid, leadjob_main, j) != 0) {
		snprintf(err, errsize, "cannot start a thread");
		pthread_mutex_destroy(&j->mu);
		for (t = 0; t < j->threads; t++)
			dd_free(j->ctx[t]);
		free(j->board);
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
	int t;

	j->stop = 1;
	for (t = 0; t < j->threads; t++)
		dd_cancel(j->ctx[t]);
	pthread_join(j->tid, NULL);
	pthread_mutex_destroy(&j->mu);
	for (t = 0; t < j->threads; t++)
		dd_free(j->ctx[t]);
	free(j->l.deals);
	free(j->board);
	free(j);
}
