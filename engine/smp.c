/*
 * smp.c - two threads scoring the cards of one position.
 *
 * dd_set_threads(ctx, 2) gives the context a second solver (its own
 * search state and transposition table) and a thread that waits for
 * work.  dd_score_cards() on a position the table knows nothing of (a new
 * deal or strain) then hands the root's distinct cards out one at a time
 * to both threads: each takes the next card of moves_generate()'s list
 * (suit by suit, high to low; heaviest first searched more), finds its
 * exact value, and raises the best value found so far, which the next
 * card of either thread is tested against first (one zero-window search
 * settles a card that does not reach it or that equals it).  Both
 * threads read and write the shared table (sht.h) at trick starts with
 * SHT_MIN_LEFT or more tricks left; the rest stays in each one's table.
 *
 * Every card's value is exact whichever thread finds it and in whatever
 * order, so the results are those of one thread.
 *
 * dd_table() hands out the five strains the same way (notrump first, the
 * slowest as a rule): each thread solves the four declarers of a strain
 * on its own table, as one thread does strain after strain.  The shared
 * table is not used then (its entries do not say their strain, and the
 * threads solve different strains at once).
 */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct dd_smp dd_smp;
struct dd_smp {
	dd_ctx *aux;            /* the second thread's solver */
	sht_table shared;
	pthread_t tid;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	unsigned job, done;     /* the helper ran job number done */
	bool quit;

	/* the job: the root's moves, handed out through next */
	bool table;             /* else scoring cards */
	dd_position pos;
	movelist_t ml;
	int guess;
	atomic_int next;
	atomic_int top;         /* the best value so far, -1 before any */
	int8_t value[14];       /* by move; -1 until found */
	/* a table job: the strains handed out through next, strain_done[]
	 * solved; the helper's failure other than a cancellation */
	int tricks[5][4];
	bool strain_done[5];
	dd_status aux_status;
	dd_error aux_err;
};

/* The strains in the order they are handed out. */
static const int strain_order[5] = { DD_NOTRUMP, DD_SPADES, DD_HEARTS, DD_DIAMONDS, DD_CLUBS };

/* Solves the strains the job still has, on c; the first failure. */
static dd_status take_strains(dd_ctx *c, dd_smp *p, dd_error *err)
{
	for (;;) {
		int i = atomic_fetch_add(&p->next, 1);
		if (i >= 5)
			return DD_OK;
		int s = strain_order[i];
		dd_status rc = api_table_strain(c, &p->pos.deal, s, p->tricks, err);
		if (rc != DD_OK)
			return rc;
		p->strain_done[s] = true;
	}
}

/* Scores the moves the job still has, on c, which holds the position. */
static void take_moves(dd_ctx *c, dd_smp *p)
{
	for (;;) {
		int i = atomic_fetch_add(&p->next, 1);
		if (i >= p->ml.n)
			return;
		int v = api_card_value(c, p->ml.m[i].card, atomic_load(&p->top), p->guess);
		if (c->aborted)
			return;
		p->value[i] = (int8_t)v;
		int top = atomic_load(&p->top);
		while (v > top && !atomic_compare_exchange_weak(&p->top, &top, v))
			;
	}
}

static void *helper_main(void *arg)
{
	dd_smp *p = arg;
	unsigned seen = 0;
	pthread_mutex_lock(&p->mu);
	for (;;) {
		while (!p->quit && p->job == seen)
			pthread_cond_wait(&p->cv, &p->mu);
		if (p->quit)
			break;
		seen = p->job;
		pthread_mutex_unlock(&p->mu);
		if (p->table) {
			p->aux_status = take_strains(p->aux, p, &p->aux_err);
		} else {
			dd_state st;
			int guess;
			if (api_prepare(p->aux, &p->pos, &st, &guess, NULL) == DD_OK &&
			    st.to_play >= 0)
				take_moves(p->aux, p);
		}
		pthread_mutex_lock(&p->mu);
		p->done = seen;
		pthread_cond_broadcast(&p->cv);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

static void smp_free(dd_ctx *c)
{
	dd_smp *p = c->smp;
	if (!p)
		return;
	pthread_mutex_lock(&p->mu);
	p->quit = true;
	pthread_cond_broadcast(&p->cv);
	pthread_mutex_unlock(&p->mu);
	pthread_join(p->tid, NULL);
	pthread_cond_destroy(&p->cv);
	pthread_mutex_destroy(&p->mu);
	dd_free(p->aux);
	sht_free(&p->shared);
	free(p);
	c->smp = NULL;
	c->shared = NULL;
}

int dd_set_threads(dd_ctx *c, int threads)
{
	if (threads <= 1) {
		smp_free(c);
		return 1;
	}
	if (c->smp)
		return 2;
	dd_smp *p = calloc(1, sizeof *p);
	if (!p)
		return 1;
	/* The helper's table a quarter of the main one's size, the shared
	 * one an eighth (it holds only the positions near the root). */
	size_t mb = c->tt_megabytes;
	p->aux = dd_new(mb / 4 ? mb / 4 : 1);
	if (!p->aux || sht_init(&p->shared, (mb << 20) / 8) != 0)
		goto fail;
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->cv, NULL);
	/* dd_set_threads() is dispatched like the searches (engine/lib/dispatch.c),
	 * so the thread runs the copy of the engine they run.  It starts with
	 * every signal blocked: the caller's threads take the process's
	 * signals, as they did before it had one more. */
	sigset_t all, old;
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	int rc = pthread_create(&p->tid, NULL, helper_main, p);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (rc != 0) {
		pthread_cond_destroy(&p->cv);
		pthread_mutex_destroy(&p->mu);
		goto fail;
	}
	p->aux->shared = &p->shared;
	c->shared = &p->shared;
	c->smp = p;
	return 2;
fail:
	dd_free(p->aux);
	sht_free(&p->shared);
	free(p);
	return 1;
}

void smp_destroy(dd_ctx *c) { smp_free(c); }

void smp_forget(dd_ctx *c)
{
	if (c->smp)
		sht_clear(&c->smp->shared);
}

void smp_cancel(dd_ctx *c, int on)
{
	if (c->smp)
		atomic_store(&c->smp->aux->cancel, on);
}

uint64_t smp_nodes(const dd_ctx *c)
{
	return c->smp ? dd_nodes(c->smp->aux) : 0;
}

/* Wakes the helper for the job set up in p. */
static void post(dd_smp *p)
{
	pthread_mutex_lock(&p->mu);
	p->job++;
	pthread_cond_broadcast(&p->cv);
	pthread_mutex_unlock(&p->mu);
}

/* Waits until the helper has done its part of the job. */
static void wait_helper(dd_smp *p)
{
	pthread_mutex_lock(&p->mu);
	while (p->done != p->job)
		pthread_cond_wait(&p->cv, &p->mu);
	pthread_mutex_unlock(&p->mu);
}

dd_status smp_table(dd_ctx *c, const dd_deal *deal, int tricks[5][4], dd_error *err)
{
	dd_smp *p = c->smp;
	memset(&p->pos, 0, sizeof p->pos);
	p->pos.deal = *deal;
	p->table = true;
	memset(p->strain_done, 0, sizeof p->strain_done);
	p->aux_status = DD_OK;
	atomic_store(&p->next, 0);
	c->shared = NULL;
	p->aux->shared = NULL;

	post(p);
	dd_status rc = take_strains(c, p, err);
	wait_helper(p);
	c->shared = &p->shared;
	p->aux->shared = &p->shared;

	if (rc != DD_OK)
		return rc;
	if (p->aux_status != DD_OK && p->aux_status != DD_CANCELLED) {
		if (err)
			*err = p->aux_err;
		return p->aux_status;
	}
	/* a strain the helper gave up (cancelled on its own) is solved here */
	for (int s = 0; s < 5; s++)
		if (!p->strain_done[s]) {
			rc = api_table_strain(c, deal, s, p->tricks, err);
			if (rc != DD_OK)
				return rc;
		}
	memcpy(tricks, p->tricks, sizeof p->tricks);
	return DD_OK;
}

bool smp_score(dd_ctx *c, const dd_position *pos, int guess, int8_t values[14],
	       movelist_t *ml)
{
	dd_smp *p = c->smp;
	moves_generate(c, &p->ml);
	p->pos = *pos;
	p->guess = guess;
	atomic_store(&p->next, 0);
	atomic_store(&p->top, -1);
	memset(p->value, -1, sizeof p->value);
	p->table = false;

	post(p);
	take_moves(c, p);
	wait_helper(p);

	/* A card the helper gave up (cancelled on its own) is scored here. */
	for (int i = 0; i < p->ml.n && !c->aborted; i++)
		if (p->value[i] < 0)
			p->value[i] = (int8_t)api_card_value(c, p->ml.m[i].card,
							     atomic_load(&p->top), guess);
	if (c->aborted)
		return false;
	*ml = p->ml;
	memcpy(values, p->value, sizeof p->value);
	return true;
}
