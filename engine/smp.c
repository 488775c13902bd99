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
 * Which card next: the cards of one suit lead to many of the same
 * positions (after the first trick they differ by a card or two), those
 * of different suits to fewer, and the positions a worker meets again are
 * in its own table, where the others' are only in the shared one, from
 * SHT_MIN_LEFT tricks left.  So a worker keeps to the suit of its last
 * card; else takes the highest card of a suit nobody is at, the suit
 * with the most cards left; else the lowest card of a suit another
 * worker is at (docs/performance.md: against the cards in list order,
 * 7 % fewer nodes in all on the opening leads of plays-1000).
 *
 * Helping: a worker searching card X at a target shows them (worker.card,
 * worker.target).  A worker with nothing to take lists the positions that
 * search will come to, the moves after X in the order the search tries
 * them, and searches them at the same target from the last one back,
 * where the busy worker comes last (the first move after X it leaves to
 * the busy worker and lists the moves after that one instead, down to
 * HELP_LEVELS moves after X).  Their trick starts go into the shared
 * table, where the busy worker finds them when it gets there.  Nothing
 * it finds is taken on trust beyond what any table entry is: the
 * results are exact whatever the helpers do.  When the busy worker
 * starts another search (a new target) or ends its card, its helpers'
 * searches are stopped through their solvers' cancel flags; the caller's
 * thread helps on a solver of its own (spare), so that the caller's
 * solver is never stopped but by dd_cancel().
 *
 * Next window: a card's exact value takes zero-window tests one after
 * the other (does the side reach t?), as a rule two: the first at the
 * best value so far (or the guess), answered yes 71 % of the time on the
 * opening leads of plays-1000, then one more trick, answered no 70 % of
 * the time.  So a worker with no card left first tests, on its helping
 * solver, the window after the busy worker's test (t + SPEC_DIR), before
 * it helps with help units; what it finds narrows the busy worker's range
 * for that card (spec_lo, spec_hi), which the busy worker reads before
 * its next test and often then needs none.  A test whose answer the busy
 * worker no longer needs (out of its range, or the test it starts itself)
 * is stopped, as are all of them when the card is scored.  Each answer is
 * exact (a bound of the card's value from a search of it), so the values
 * are those of one thread whoever finds them (docs/performance.md,
 * 2026-11-28 12:52: the jobs' tail after a worker found no card left is
 * about a tenth of their wall clock).
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
	 * outside is never lost (reset_cancel()). */
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
static double smp_wall(void);
#endif

/* The strains in the order they are handed out. */
static const int strain_order[5] = { DD_NOTRUMP, DD_SPADES, DD_HEARTS, DD_DIAMONDS, DD_CLUBS };

/* ---- the table job ---------------------------------------------------- */

/* Solves the strains the job still has, on w's solver; the first failure. */
static dd_status take_strains(dd_smp *p, worker *w, dd_error *err)
{
	for (;;) {
		pthread_mutex_lock(&p->mu);
		int i = p->next_strain < 5 ? p->next_strain++ : 5;
		pthread_mutex_unlock(&p->mu);
		if (i >= 5)
			return DD_OK;
		int s = strain_order[i];
		dd_status rc = drive_table_strain(w->ctx, &p->pos.deal, s, p->tricks, err);
		if (rc != DD_OK)
			return rc;
		p->strain_done[s] = true;
	}
}

/* ---- scoring cards ------------------------------------------------------ */

/* Clears a helping solver's cancel flag after a stopped help search,
 * under mu (so that no worker sets it meanwhile), unless smp_cancel() has
 * cancelled the helpers: user_cancel is set before the flags and read
 * after the clear, both sequentially consistent, so either this reads it
 * set, or smp_cancel()'s store to the flag comes after the clear. */
static void reset_cancel(dd_smp *p, dd_ctx *c)
{
	atomic_store(&c->cancel, 0);
	if (atomic_load(&p->user_cancel))
		atomic_store(&c->cancel, 1);
}

/* Under mu: w starts another search or ends its card: its helpers'
 * searches are of no more use; they stop at their next poll. */
static void stop_helpers(dd_smp *p, const worker *w)
{
	for (int i = 0; i < p->n; i++)
		if (p->w[i].help_of == w->id)
			atomic_store(&p->w[i].help->cancel, 1);
}

/* Under mu: w's range is now [lo, hi] and its next test t: a worker
 * testing another window of w's card whose answer w no longer needs (it
 * is outside the range, or w makes that test itself) is stopped. */
static void stop_spec(dd_smp *p, const worker *w, int lo, int hi, int t)
{
	if (w->spec_t && (w->spec_t <= lo || w->spec_t > hi || w->spec_t == t))
		for (int i = 0; i < p->n; i++)
			if (p->w[i].spec_of == w->id)
				atomic_store(&p->w[i].help->cancel, 1);
}

/* One zero-window search for w's card, shown to the others first: does
 * the side to play take at least t tricks after card? */
static bool step(dd_smp *p, worker *w, int card, int t, int *lo, int *hi)
{
	dd_ctx *c = w->ctx;
	if (t > 0) {
		bool ns = is_ns(c->to_play);
		pthread_mutex_lock(&p->mu);
		stop_helpers(p, w);
		stop_spec(p, w, *lo, *hi, t);
		w->lo = *lo;
		w->hi = *hi;
		w->t = t;
#ifdef SMP_STATS
		w->nsteps++;
#endif
		w->target = ns ? t : c->tricks_left - t + 1;
		w->stamp++;
		w->helped = 0;
		pthread_cond_broadcast(&p->change);
		pthread_mutex_unlock(&p->mu);
	}
#ifdef SMP_STATS
	bool yes = drive_side_reaches(c, card, t, lo, hi);
	if (!c->aborted && t > 0)
		w->steps[w->nsteps == 1][yes]++;    /* w's own field: read without mu */
	return yes;
#else
	return drive_side_reaches(c, card, t, lo, hi);
#endif
}

/* Under mu: what other workers' tests of w's card found, into [lo, hi]. */
static void fold_spec(const worker *w, int *lo, int *hi)
{
	if (w->spec_lo > *lo)
		*lo = w->spec_lo < *hi ? w->spec_lo : *hi;
	if (w->spec_hi < *hi)
		*hi = w->spec_hi > *lo ? w->spec_hi : *lo;
}

/* The exact count in [lo, hi] from guess, as drive_solve_between(). */
static int between(dd_smp *p, worker *w, int card, int lo, int hi, int guess)
{
	while (!w->ctx->aborted) {
		pthread_mutex_lock(&p->mu);
		fold_spec(w, &lo, &hi);
		pthread_mutex_unlock(&p->mu);
		if (lo >= hi)
			break;
		int t = guess <= lo ? lo + 1 : guess > hi ? hi : guess;
		if (step(p, w, card, t, &lo, &hi))
			guess = lo + 1;
		else
			guess = hi;
	}
	return lo;
}

/* The exact value of move k for the side to play, tested first against
 * top (as drive_card_value()); -1 when cancelled. */
static int score_card(dd_smp *p, worker *w, int k, int top)
{
	dd_ctx *c = w->ctx;
	int card = p->ml.m[k].card;
	search_load(c, &p->root, p->pos.strain);
	int lo = 0, hi = c->tricks_left, v;
	if (top < 0)
		v = between(p, w, card, lo, hi, p->guess);
	else if (step(p, w, card, top, &lo, &hi))
		v = between(p, w, card, lo, hi, lo + 1);
	else
		v = between(p, w, card, lo, hi, hi);
	return c->aborted ? -1 : v;
}

/* Under mu: the move w scores next, -1 for none ("Which card next"). */
static int pick_card(dd_smp *p, worker *w)
{
	const movelist_t *ml = &p->ml;
	int count[4] = { 0, 0, 0, 0 };
	bool busy[4] = { false, false, false, false };
	for (int i = 0; i < ml->n; i++)
		if (!p->taken[i]) {
			if (DD_SUIT(ml->m[i].card) == w->suit)
				return i;
			count[DD_SUIT(ml->m[i].card)]++;
		}
	for (int i = 0; i < p->n; i++)
		if (p->w[i].card >= 0)
			busy[DD_SUIT(ml->m[p->w[i].card].card)] = true;
	int s = -1;
	for (int x = 0; x < 4; x++) {
		if (!count[x])
			continue;
		if (s < 0 || (busy[s] && !busy[x]) || (busy[s] == busy[x] && count[x] > count[s]))
			s = x;
	}
	if (s < 0)
		return -1;
	w->suit = s;
	if (busy[s]) {
		for (int i = ml->n - 1; i >= 0; i--)
			if (!p->taken[i] && DD_SUIT(ml->m[i].card) == s)
				return i;
	}
	for (int i = 0; i < ml->n; i++)
		if (!p->taken[i] && DD_SUIT(ml->m[i].card) == s)
			return i;
	return -1;
}

/* Under mu: a busy worker w can help, the one with the fewest helpers
 * whose search has help units left; NULL for none. */
static worker *pick_busy(dd_smp *p, const worker *w)
{
	worker *best = NULL;
	int best_helpers = 0;
	for (int i = 0; i < p->n; i++) {
		worker *b = &p->w[i];
		if (b == w || b->card < 0 || b->exhausted == b->stamp + 1)
			continue;
		int helpers = 0;
		for (int j = 0; j < p->n; j++)
			helpers += p->w[j].help_of == b->id;
		if (!best || helpers < best_helpers) {
			best = b;
			best_helpers = helpers;
		}
	}
	return best;
}

#ifndef SPEC_DIR
#define SPEC_DIR 1
#endif

/* Under mu: the next window's test of busy worker b's card: the test its
 * search's answer leads to next, SPEC_DIR (+1: after a yes, -1: after a
 * no); 0 for none. */
static int spec_test(const worker *b)
{
	int lo = b->lo, hi = b->hi;
	fold_spec(b, &lo, &hi);
	int t = b->t + SPEC_DIR;
	if (b->t <= 0 || t <= lo || t > hi)
		return 0;
	return t;
}

/* Under mu: a busy worker whose next window w can test, NULL for none. */
static worker *pick_spec(dd_smp *p, const worker *w)
{
	for (int i = 0; i < p->n; i++) {
		worker *b = &p->w[i];
		if (b != w && b->card >= 0 && !b->spec_t && spec_test(b))
			return b;
	}
	return NULL;
}

/* The moves of the position loaded in c in the order the search tries
 * them (its cutoff-move cache aside): following suit as listed, else the
 * heaviest first. */
static void ordered_moves(dd_ctx *c, movelist_t *ml)
{
	if (moves_for_search(c, ml, 0))
		return;
	moves_sort_by_weight(ml);
}

/* Loads pos in c; false when it cannot be searched (over, or not a
 * position: never for the positions made here). */
static bool load(dd_ctx *c, const dd_position *pos, dd_state *st)
{
	if (dd_replay(pos, st, NULL) != DD_OK || st->to_play < 0)
		return false;
	search_load(c, st, pos->strain);
	return true;
}

/* Help unit u of the search of card at target (North-South's tricks from
 * the root), on c: the position it names, searched at that target.  false
 * when there is no unit u. */
static bool help(dd_smp *p, dd_ctx *c, int card, int target, int u)
{
	dd_position pos = p->pos;
	dd_state st;
	movelist_t ml;
	pos.played[pos.nplayed++] = (dd_card)card;
	for (int level = 0; level < HELP_LEVELS; level++) {
		if (!load(c, &pos, &st))
			return false;
		ordered_moves(c, &ml);
		while (ml.n == 1 && pos.nplayed < 52) {
			/* one move: its position is the busy worker's too */
			pos.played[pos.nplayed++] = (dd_card)ml.m[0].card;
			if (!load(c, &pos, &st))
				return false;
			ordered_moves(c, &ml);
		}
		if (u < ml.n - 1) {
			/* the last move first, the first one left to the busy worker */
			pos.played[pos.nplayed++] = (dd_card)ml.m[ml.n - 1 - u].card;
			if (!load(c, &pos, &st))
				return true;
			int t = target - (st.tricks_won[0] - p->root.tricks_won[0]);
			if (t > 0 && t <= st.tricks_left)
				search_root(c, t);
			return true;
		}
		u -= ml.n - 1;
		pos.played[pos.nplayed++] = (dd_card)ml.m[0].card;
	}
	return false;
}

/* Whether w's solver has been cancelled (dd_cancel(), smp_cancel()). */
static bool cancelled(const worker *w)
{
	return atomic_load(&w->ctx->cancel) != 0;
}

/* Loads the job's position in the spare solver (the caller's thread,
 * outside mu); when that fails (cancelled) the spare does not help. */
static void prepare_spare(dd_smp *p)
{
	dd_state st;
	int g;
	if (drive_prepare(p->spare, &p->pos, &st, &g, NULL) != DD_OK)
		atomic_store(&p->spare->cancel, 1);
	p->spare_ready = true;
}

/* A worker's part of a scoring job: cards while there are, else help,
 * until every card has its value or the job stops. */
static void work(dd_smp *p, worker *w)
{
	pthread_mutex_lock(&p->mu);
	for (;;) {
		if (p->left == 0 || p->stop || cancelled(w))
			break;
		int k = pick_card(p, w);
		if (k >= 0) {
			int top = p->top;
			p->taken[k] = true;
			w->card = k;
			w->cardseq++;
#ifdef SMP_STATS
			w->nsteps = 0;
#endif
			w->t = 0;
			w->spec_t = 0;
			w->spec_lo = 0;
			w->spec_hi = p->root.tricks_left;     /* no bound yet */
			pthread_mutex_unlock(&p->mu);
			int v = score_card(p, w, k, top);
			pthread_mutex_lock(&p->mu);
			stop_helpers(p, w);
			stop_spec(p, w, 0, -1, 0);
			w->card = -1;
			if (v >= 0) {
				p->value[k] = (int8_t)v;
				p->left--;
				if (v > p->top)
					p->top = v;
			} else {
				p->taken[k] = false;    /* given up: another takes it */
			}
			pthread_cond_broadcast(&p->change);
			continue;
		}
#ifdef SMP_STATS
		if (p->t_out == 0)
			p->t_out = smp_wall();
#endif
		worker *b = pick_busy(p, w);
#if SPEC_DIR
		worker *sb = pick_spec(p, w);
		if (sb)
			b = sb;
#else
		worker *sb = NULL;
#endif
		if (b && w->help == p->spare && !p->spare_ready) {
			/* the spare's table for this deal, made when first
			 * needed: most jobs never need it */
			pthread_mutex_unlock(&p->mu);
			prepare_spare(p);
			pthread_mutex_lock(&p->mu);
			continue;
		}
		if (sb && !atomic_load(&w->help->cancel)) {
			int card = p->ml.m[sb->card].card;
			int t = spec_test(sb);
			unsigned seq = sb->cardseq;
			sb->spec_t = t;
			w->spec_of = sb->id;
			pthread_mutex_unlock(&p->mu);
			dd_ctx *c = w->help;
			search_load(c, &p->root, p->pos.strain);
			int lo = 0, hi = c->tricks_left;
#ifdef SMP_STATS
			uint64_t sn0 = c->nodes;
#endif
			drive_side_reaches(c, card, t, &lo, &hi);
#ifdef SMP_STATS
			w->spec_nodes += c->nodes - sn0;
			w->spec_tests++;
			w->spec_useful += !c->aborted;
#endif
			pthread_mutex_lock(&p->mu);
			w->spec_of = -1;
			if (sb->cardseq == seq && sb->card >= 0) {
				sb->spec_t = 0;
				if (!c->aborted) {
					if (lo > sb->spec_lo)
						sb->spec_lo = lo;
					if (hi < sb->spec_hi)
						sb->spec_hi = hi;
				}
			}
			reset_cancel(p, c);
			continue;
		}
		if (b && !atomic_load(&w->help->cancel)) {
			int card = p->ml.m[b->card].card, target = b->target;
			int u = b->helped++;
			unsigned stamp = b->stamp;
			w->help_of = b->id;
			pthread_mutex_unlock(&p->mu);
#ifdef SMP_STATS
			uint64_t hn0 = w->help->nodes;
#endif
			bool any = help(p, w->help, card, target, u);
#ifdef SMP_STATS
			w->help_nodes += w->help->nodes - hn0;
#endif
			pthread_mutex_lock(&p->mu);
			w->help_of = -1;
			reset_cancel(p, w->help);
			if (!any && b->stamp == stamp)
				b->exhausted = stamp + 1;
			continue;
		}
		pthread_cond_wait(&p->change, &p->mu);
	}
	pthread_mutex_unlock(&p->mu);
}

/* ---- the helper threads ---------------------------------------------- */

#ifdef SMP_STATS
#include <time.h>
smp_stats_t smp_stats;
static double smp_wall(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}
static double thread_cpu(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}
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
			w->status = take_strains(p, w, &w->err);
		} else {
			dd_state st;
			int guess;
			if (drive_prepare(w->ctx, &p->pos, &st, &guess, NULL) == DD_OK &&
			    st.to_play >= 0)
				work(p, w);
		}
#ifdef SMP_STATS
		w->cpu = thread_cpu();
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

/* From any thread, without a lock: the flag first (reset_cancel()). */
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
	dd_status rc = take_strains(p, &p->w[0], err);
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
	work(p, &p->w[0]);
#ifdef SMP_STATS
	p->w[0].cpu = thread_cpu();
#endif
	finish(p);
	reset_cancel(p, p->spare);
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
