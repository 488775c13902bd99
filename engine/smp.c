/*
 * smp.c - several threads scoring the cards of one position, or making
 * one table.
 *
 * dd_set_threads(ctx, n) gives the context n - 1 helper threads, each
 * with its own solver (search state and transposition table), sleeping
 * until there is work, and a table they all share (sht.h).  The caller's
 * thread is worker 0 and searches on ctx itself.
 *
 * dd_score_cards() on a position the table knows nothing of (a new deal
 * or strain) hands the root's distinct cards out one at a time (below,
 * "Which card next"): each worker finds its card's exact value, tested
 * first against the best value found so far (one zero-window search
 * settles a card that does not reach it or that equals it), then takes
 * another.  A worker that finds no card left helps a worker still
 * searching (below, "Helping").  Every card's value is exact whoever
 * finds it and in whatever order, so the results are those of one
 * thread.  The workers read and write the shared table at trick starts
 * with SHT_MIN_LEFT or more tricks left; the rest stays in each one's
 * own table.
 *
 * What a worker does in a job, the cards it takes, how it helps and the
 * next window it tests: smp_work.c.
 *
 * dd_table() hands out the five strains the same way (notrump first, the
 * slowest as a rule): each worker solves the four declarers of a strain
 * on its own table, as one thread does strain after strain.  The shared
 * table is not used then (its entries do not say their strain, and the
 * workers solve different strains at once).
 *
 * What is shared and how (every variable that two threads touch):
 * - the job (the position, the move list, the guess, the table job's
 *   deal) is written by the caller's thread before it posts the job under
 *   mu and only read while the job runs; what the helpers write back
 *   (strain results, statuses) is read after they have left the job
 *   (running == 0 read under mu): the mutex orders both ways;
 * - the cards' bookkeeping (taken, value, left, top) and what each
 *   worker does (card, target, stamp, helped, help_of, exhausted, and the
 *   next window's lo, hi, t, spec_t, spec_lo, spec_hi, spec_of, cardseq)
 *   are read and written under mu only;
 * - the solvers' cancel flags are C11 atomics, sequentially consistent
 *   (below: user_cancel); the shared table is read and written under its
 *   shards' locks, its filter by relaxed atomics (sht.h), each worker and
 *   the spare through a view of its own;
 * - spare_ready is the caller's thread's alone (the spare is prepared for
 *   a deal only when that thread first helps in a job).
 */
#include "smp_int.h"

#include <stdlib.h>
#include <string.h>

/* ---- the helper threads ---------------------------------------------- */

#ifdef SMP_STATS
smp_stats_t smp_stats;
#endif

static void *helper_main(void *arg)
{
	worker *w = arg;
	dd_smp *p = w->p;
	unsigned seen = 0;
	pthread_mutex_lock(&p->mu);
	for (;;) {
		while (!p->quit && p->job == seen)
			pthread_cond_wait(&p->wake, &p->mu);
		if (p->quit)
			break;
		seen = p->job;
		pthread_mutex_unlock(&p->mu);
		if (p->table) {
			w->status = smp_take_strains(p, w, &w->err);
		} else {
			dd_state st;
			int guess;
			if (drive_prepare(w->ctx, &p->pos, &st, &guess, NULL) == DD_OK &&
			    st.to_play >= 0)
				smp_work(p, w);
		}
#ifdef SMP_STATS
		w->cpu = smp_thread_cpu();
#endif
		pthread_mutex_lock(&p->mu);
		p->running--;
		pthread_cond_broadcast(&p->change);
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
	pthread_cond_broadcast(&p->wake);
	pthread_mutex_unlock(&p->mu);
	for (int i = 1; i < p->n; i++)
		pthread_join(p->w[i].tid, NULL);
	pthread_cond_destroy(&p->wake);
	pthread_cond_destroy(&p->change);
	pthread_mutex_destroy(&p->mu);
	for (int i = 1; i < p->n; i++)
		drive_ctx_free(p->w[i].ctx);
	drive_ctx_free(p->spare);
	sht_free(&p->shared);
	free(p);
	c->smp = NULL;
	c->shared = NULL;
	c->shared_home = NULL;
}

int dd_set_threads(dd_ctx *c, int threads)
{
	if (threads > SMP_MAX)
		threads = SMP_MAX;
	if (c->smp && c->smp->n == threads)
		return threads;
	smp_free(c);
	if (threads <= 1)
		return 1;
	dd_smp *p = calloc(1, sizeof *p);
	if (!p)
		return 1;
	/* Each helper's table and the caller's spare an eighth of the
	 * context's size (the first position of a deal needs a few MB:
	 * docs/performance.md), the shared one an eighth. */
	size_t mb = c->tt_megabytes, part = mb / 8 ? mb / 8 : 1;
	p->spare = drive_ctx_new(part);
	if (!p->spare || sht_init(&p->shared, (mb << 20) / 8) != 0) {
		drive_ctx_free(p->spare);
		sht_free(&p->shared);
		free(p);
		return 1;
	}
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->wake, NULL);
	pthread_cond_init(&p->change, NULL);
	atomic_init(&p->user_cancel, 0);
	for (int i = 0; i < SMP_MAX; i++)
		p->w[i].p = p;
	p->w[0].id = 0;
	p->w[0].ctx = c;
	p->w[0].help = p->spare;
	p->n = 1;
	/* dd_set_threads() is dispatched like the searches (engine/lib/dispatch.c),
	 * so the threads run the copy of the engine they run.  They start
	 * with every signal blocked: the caller's threads take the process's
	 * signals, as they did before it had more. */
	sigset_t all, old;
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	while (p->n < threads) {
		worker *w = &p->w[p->n];
		w->id = p->n;
		w->ctx = drive_ctx_new(part);
		if (!w->ctx)
			break;
		w->help = w->ctx;
		sht_view(&p->shared, &p->view[w->id], w->id);
		w->ctx->shared = &p->view[w->id];
		if (pthread_create(&w->tid, NULL, helper_main, w) != 0) {
			drive_ctx_free(w->ctx);
			w->ctx = NULL;
			break;
		}
		p->n++;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	sht_view(&p->shared, &p->view[SMP_MAX], p->n);
	p->spare->shared = &p->view[SMP_MAX];
	c->shared = &p->shared;
	c->shared_home = &p->shared;
	c->smp = p;
	if (p->n == 1) {
		smp_free(c);
		return 1;
	}
	return p->n;
}

void smp_destroy(dd_ctx *c) { smp_free(c); }

/* From any thread, without a lock: the flag first (smp_reset_cancel()). */
void smp_cancel(dd_ctx *c, int on)
{
	dd_smp *p = c->smp;
	if (!p)
		return;
	atomic_store(&p->user_cancel, on);
	for (int i = 1; i < p->n; i++)
		atomic_store(&p->w[i].ctx->cancel, on);
	atomic_store(&p->spare->cancel, on);
}

uint64_t smp_nodes(const dd_ctx *c)
{
	const dd_smp *p = c->smp;
	if (!p)
		return 0;
	uint64_t n = p->spare->nodes;     /* the helpers' solvers: no threads */
	for (int i = 1; i < p->n; i++)
		n += p->w[i].ctx->nodes;
	return n;
}

/* Posts the job set up in p to the helpers (under mu: the job's fields
 * written before are theirs to read once they see it). */
static void post(dd_smp *p)
{
	pthread_mutex_lock(&p->mu);
	p->stop = false;
	p->running = p->n - 1;
	p->job++;
	pthread_cond_broadcast(&p->wake);
	pthread_mutex_unlock(&p->mu);
}

/* Ends the job: the helpers leave it, and this waits until they have
 * (what they wrote is then this thread's to read). */
static void finish(dd_smp *p)
{
	pthread_mutex_lock(&p->mu);
	p->stop = true;
	pthread_cond_broadcast(&p->change);
	while (p->running > 0)
		pthread_cond_wait(&p->change, &p->mu);
	pthread_mutex_unlock(&p->mu);
}

dd_status smp_table(dd_ctx *c, const dd_deal *deal, int tricks[5][4], dd_error *err)
{
	dd_smp *p = c->smp;
	memset(&p->pos, 0, sizeof p->pos);
	p->pos.deal = *deal;
	p->table = true;
	memset(p->strain_done, 0, sizeof p->strain_done);
	p->next_strain = 0;
	for (int i = 1; i < p->n; i++) {
		p->w[i].status = DD_OK;
		p->w[i].ctx->shared = NULL;
	}
	c->shared = NULL;

	post(p);
	dd_status rc = smp_take_strains(p, &p->w[0], err);
	finish(p);
	c->shared = &p->shared;
	for (int i = 1; i < p->n; i++)
		p->w[i].ctx->shared = &p->view[i];

	if (rc != DD_OK)
		return rc;
	for (int i = 1; i < p->n; i++) {
		const worker *w = &p->w[i];
		if (w->status != DD_OK && w->status != DD_CANCELLED) {
			if (err)
				*err = w->err;
			return w->status;
		}
	}
	/* a strain a helper gave up (cancelled on its own) is solved here */
	for (int s = 0; s < 5; s++)
		if (!p->strain_done[s]) {
			rc = drive_table_strain(c, deal, s, p->tricks, err);
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
	dd_replay(pos, &p->root, NULL);
	p->guess = guess;
	p->table = false;
	memset(p->taken, 0, sizeof p->taken);
	memset(p->value, -1, sizeof p->value);
	p->left = p->ml.n;
	p->top = -1;
	for (int i = 0; i < p->n; i++) {
		worker *w = &p->w[i];
		w->card = -1;
		w->suit = -1;
		w->stamp = 0;
		w->helped = 0;
		w->exhausted = 0;
		w->help_of = -1;
		w->spec_of = -1;
		w->spec_t = 0;
		w->t = 0;
	}
	/* the spare solver, for helping: prepared when first needed */
	p->spare_ready = false;

#ifdef SMP_STATS
	uint64_t n0[SMP_MAX];
	for (int i = 0; i < p->n; i++)
		n0[i] = p->w[i].help->nodes + (i ? 0 : c->nodes);
	double t0[SMP_MAX];
	uint64_t h0 = 0;
	for (int i = 0; i < p->n; i++) {
		t0[i] = p->w[i].cpu;
		h0 += p->w[i].help_nodes;
	}
#endif
#ifdef SMP_STATS
	p->t_out = 0;
	double wall0 = smp_wall();
#endif
	post(p);
	smp_work(p, &p->w[0]);
#ifdef SMP_STATS
	p->w[0].cpu = smp_thread_cpu();
#endif
	finish(p);
	smp_reset_cancel(p, p->spare);
#ifdef SMP_STATS
	{
		uint64_t most = 0;
		double tmost = 0;
		for (int i = 0; i < p->n; i++) {
			uint64_t x = p->w[i].help->nodes + (i ? 0 : c->nodes) - n0[i];
			smp_stats.nodes += x;
			if (x > most)
				most = x;
			if (p->w[i].cpu - t0[i] > tmost)
				tmost = p->w[i].cpu - t0[i];
		}
		smp_stats.crit += most;
		double wall1 = smp_wall();
		smp_stats.wall += wall1 - wall0;
		smp_stats.tail += p->t_out ? wall1 - p->t_out : 0;
		for (int i = 0; i < p->n; i++)
			smp_stats.help += p->w[i].help_nodes;
		smp_stats.help -= h0;
		for (int i = 0; i < p->n; i++) {
			smp_stats.spec += p->w[i].spec_nodes;
			smp_stats.spec_tests += p->w[i].spec_tests;
			smp_stats.spec_useful += p->w[i].spec_useful;
			p->w[i].spec_nodes = p->w[i].spec_tests = p->w[i].spec_useful = 0;
			for (int a = 0; a < 4; a++) {
				smp_stats.steps[a >> 1][a & 1] += p->w[i].steps[a >> 1][a & 1];
				p->w[i].steps[a >> 1][a & 1] = 0;
			}
		}
		smp_stats.crit_cpu += tmost;
	}
#endif

	/* The caller's solver as drive_prepare() left it: at the position.  A card
	 * nobody scored (the helpers cancelled on their own, and this
	 * thread cancelled too) is scored here unless this call is
	 * cancelled. */
	search_load(c, &p->root, pos->strain);
	for (int i = 0; i < p->ml.n && !atomic_load(&c->cancel); i++)
		if (p->value[i] < 0) {
			int top = -1;
			for (int j = 0; j < p->ml.n; j++)
				if (p->value[j] > top)
					top = p->value[j];
			p->value[i] = (int8_t)drive_card_value(c, p->ml.m[i].card, top, guess);
			if (c->aborted)
				return false;
		}
	if (atomic_load(&c->cancel))
		return false;
	*ml = p->ml;
	memcpy(values, p->value, sizeof p->value);
	return true;
}
