/*
 * smp_work.c - what a worker does in a job of smp.c: the strains of a
 * table, or the cards of a position (smp_int.h).
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
 */
#include "smp_int.h"

#include <string.h>

/* The strains in the order they are handed out. */
static const int strain_order[5] = { DD_NOTRUMP, DD_SPADES, DD_HEARTS, DD_DIAMONDS, DD_CLUBS };

/* ---- the table job ---------------------------------------------------- */

/* Solves the strains the job still has, on w's solver; the first failure. */
dd_status smp_take_strains(dd_smp *p, worker *w, dd_error *err)
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
void smp_work(dd_smp *p, worker *w)
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
			smp_reset_cancel(p, c);
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
			smp_reset_cancel(p, w->help);
			if (!any && b->stamp == stamp)
				b->exhausted = stamp + 1;
			continue;
		}
		pthread_cond_wait(&p->change, &p->mu);
	}
	pthread_mutex_unlock(&p->mu);
}
