/*
 * api.c - the public solving calls of dd.h: a solver made and freed,
 * one position's count, every card scored, a card against a target, a
 * whole table; each on one thread (drive.c) or several (smp.c).
 */
#include <string.h>

#include "internal.h"

dd_ctx *dd_new(size_t tt_megabytes)
{
	return drive_ctx_new(tt_megabytes);
}

void dd_free(dd_ctx *c)
{
	if (!c)
		return;
	smp_destroy(c);
	drive_ctx_free(c);
}

void dd_keep_table(dd_ctx *c, int keep)
{
	c->keep_table = keep != 0;
}

void dd_reset(dd_ctx *c)
{
	if (c->shared_home)
		sht_clear(c->shared_home);
	ttab_clear(&c->tt);
	c->tt_valid = false;
	c->last_ns_total = -1;
	c->last_nplayed = -1;
	c->scored_nplayed = -1;
	drive_killer_clear(c);
}

void dd_cancel(dd_ctx *c)
{
	atomic_store(&c->cancel, 1);
	smp_cancel(c, 1);
}

void dd_clear_cancel(dd_ctx *c)
{
	atomic_store(&c->cancel, 0);
	smp_cancel(c, 0);
}

uint64_t dd_nodes(const dd_ctx *c) { return c->nodes + smp_nodes(c); }

void dd_set_progress(dd_ctx *c, dd_progress_fn *fn, void *user)
{
	c->progress = fn;
	c->progress_user = user;
}




int dd_legal(const dd_state *st, uint16_t legal[4])
{
	if (!st || !legal)
		return DD_ERR_RANGE;
	for (int s = 0; s < 4; s++)
		legal[s] = 0;
	if (st->to_play == -1)
		return 0;
	/* not a state dd_replay() made: refused, not read out of bounds */
	if (st->to_play < 0 || st->to_play > 3 || st->trick_cards < 0 ||
	    st->trick_cards > 3 ||
	    (st->trick_cards > 0 && DD_SUIT(st->trick[0]) > 3))
		return DD_ERR_RANGE;
	const uint16_t *h = st->remaining.hand[st->to_play];
	int ls = st->trick_cards ? DD_SUIT(st->trick[0]) : -1;
	int n = 0;
	for (int s = 0; s < 4; s++) {
		if (ls >= 0 && h[ls] && s != ls)
			continue;
		legal[s] = h[s];
		n += popcount16(h[s]);
	}
	return n;
}








/* The value of pos when the last dd_score_cards() scored the card that
 * leads to it, else -1.  Only valid after use_table_for(). */
static int known_value(const dd_ctx *c, const dd_position *pos, const dd_state *st)
{
	int n = pos->nplayed;
	if (n == 0 || c->scored_nplayed != n - 1 || c->scored_leader != pos->leader ||
	    memcmp(c->scored_played, pos->played, (size_t)(n - 1)) != 0)
		return -1;
	int ns_total = c->scored_ns_total[pos->played[n - 1]];
	if (ns_total < 0)
		return -1;
	int ns_future = ns_total - st->tricks_won[0];
	return is_ns(st->to_play) ? ns_future : st->tricks_left - ns_future;
}




dd_status dd_solve(dd_ctx *c, const dd_position *pos, int *tricks, dd_error *err)
{
	return drive_solve_guess(c, pos, 0, tricks, NULL, err);
}

/* After scoring: each distinct move's value given to its equivalent
 * cards, remembered for the position after each. */
static int give_scores(dd_ctx *c, const dd_state *st, const move_t *m, int v,
		       dd_card_score *out)
{
	int n = 0, s = DD_SUIT(m->card);
	for (unsigned seq = m->seq; seq; ) {
		int r = top_rank(seq);
		seq &= ~(1u << r);
		out[n].card = (dd_card)DD_CARD(s, r);
		out[n].tricks = v;
		c->scored_ns_total[out[n].card] = (int8_t)(st->tricks_won[0] +
			(is_ns(st->to_play) ? v : st->tricks_left - v));
		if (c->progress)
			c->progress(c->progress_user, out[n].card, v);
		n++;
	}
	return n;
}

static void scored_at(dd_ctx *c, const dd_position *pos)
{
	c->scored_nplayed = pos->nplayed;
	c->scored_leader = pos->leader;
	memcpy(c->scored_played, pos->played, (size_t)pos->nplayed);
}

/* dd_score_cards() on a new table, with both threads (smp.c). */
static dd_status score_in_threads(dd_ctx *c, const dd_position *pos, const dd_state *st,
				  int guess, dd_card_score out[13], int *count, dd_error *err)
{
	movelist_t ml;
	int8_t value[14];
	if (!smp_score(c, pos, guess, value, &ml))
		return drive_fail(err, DD_CANCELLED, "search cancelled");
	int best = 0, n = 0;
	c->scored_nplayed = -1;
	memset(c->scored_ns_total, -1, sizeof c->scored_ns_total);
	for (int i = 0; i < ml.n; i++) {
		if (value[i] > best)
			best = value[i];
		n += give_scores(c, st, &ml.m[i], value[i], out + n);
	}
	drive_remember(c, pos, st, best);
	scored_at(c, pos);
	*count = n;
	return DD_OK;
}

/* drive_prepare() for a call about the seat to play's cards: an error
 * when the deal is finished. */
static dd_status prepare_to_play(dd_ctx *c, const dd_position *pos, dd_state *st,
				 int *guess, dd_error *err)
{
	dd_status rc = drive_prepare(c, pos, st, guess, err);
	if (rc == DD_OK && st->to_play < 0)
		return drive_fail(err, DD_ERR_FINISHED, "the deal is finished");
	return rc;
}

dd_status dd_score_cards(dd_ctx *c, const dd_position *pos, dd_card_score out[13],
			 int *count, dd_error *err)
{
	dd_state st;
	int guess = 0;
	*count = 0;
	dd_status rc = prepare_to_play(c, pos, &st, &guess, err);
	if (rc != DD_OK)
		return rc;

	int best = known_value(c, pos, &st);
	if (best < 0 && c->smp && c->fresh)
		return score_in_threads(c, pos, &st, guess, out, count, err);
	/* Every distinct card's count (for the side to play), in [lo, hi],
	 * found a round at a time: each round tests every card not yet
	 * settled at g, its guess (its bound when g is past it), so that
	 * the searches of a round share a target and the table's entries
	 * for it; a card that reaches g is tried one higher next, else at
	 * the search's fail-soft bound.  With the position's value known
	 * (best) every card starts at it.  Otherwise, at the opening lead
	 * (nothing played), every card starts at the driver's guess, no
	 * search of the position first; elsewhere the position's value is
	 * found first (a trick in progress: the guess misses more).  Against
	 * the value first and one card settled before the next: lead200
	 * 118.61 -> 116.75 M nodes, lead1000 628.98 -> 620.43 M, 200 opening
	 * leads of tables.txt in four strains 81.45 -> 80.53 M; the rounds
	 * after the value found at the opening lead 117.59 / 622.64 / 81.28
	 * M, and at the 500 positions of positions.txt (most inside a trick)
	 * 16.25 -> 16.29 M, against 16.70 M with no value first there
	 * (docs/performance.md, 2026-11-27 19:25). */
	int lo0 = 0, hi0 = st.tricks_left;
	if (best < 0) {
		drive_bound_by_last(c, pos, &st, &lo0, &hi0);
		if (pos->nplayed > 0) {
			best = hi0 = drive_solve_between(c, 0, lo0, hi0, guess);
			guess = best;
		}
	} else {
		hi0 = guess = best;
	}
	movelist_t ml;
	moves_generate(c, &ml);
	int lo[14], hi[14], g[14];
	for (int i = 0; i < ml.n; i++)
		lo[i] = 0, hi[i] = hi0, g[i] = guess;
	for (bool open = true; open && !c->aborted;) {
		open = false;
		for (int i = 0; i < ml.n && !c->aborted; i++) {
			if (lo[i] >= hi[i])
				continue;
			int t = g[i] <= lo[i] ? lo[i] + 1 : g[i] > hi[i] ? hi[i] : g[i];
			g[i] = drive_side_reaches(c, ml.m[i].card, t, &lo[i], &hi[i]) ? lo[i] + 1
										    : hi[i];
			open |= lo[i] < hi[i];
		}
	}
	if (c->aborted)
		return drive_fail(err, DD_CANCELLED, "search cancelled");
	best = 0;
	for (int i = 0; i < ml.n; i++)
		if (lo[i] > best)
			best = lo[i];
	drive_remember(c, pos, &st, best);
	c->scored_nplayed = -1;
	memset(c->scored_ns_total, -1, sizeof c->scored_ns_total);
	int n = 0;
	for (int i = 0; i < ml.n; i++)
		n += give_scores(c, &st, &ml.m[i], lo[i], out + n);
	scored_at(c, pos);
	*count = n;
	return DD_OK;
}

dd_status dd_card_reaches(dd_ctx *c, const dd_position *pos, dd_card card, int t,
			  int *reached, dd_error *err)
{
	dd_state st;
	int guess = 0;
	*reached = 0;
	dd_status rc = prepare_to_play(c, pos, &st, &guess, err);
	if (rc != DD_OK)
		return rc;
	/* The card checked as the next one played. */
	dd_position after = *pos;
	after.played[after.nplayed++] = card;
	rc = dd_replay(&after, NULL, err);
	if (rc != DD_OK)
		return rc;
	/* more than the tricks left: not reached, no search (nor an
	 * overflow of the target's arithmetic for a t near INT_MAX) */
	if (t > st.tricks_left)
		return DD_OK;
	int lo = 0, hi = st.tricks_left;
	bool yes = drive_side_reaches(c, card, t, &lo, &hi);
	if (c->aborted)
		return drive_fail(err, DD_CANCELLED, "search cancelled");
	*reached = yes;
	return DD_OK;
}

dd_status dd_table(dd_ctx *c, const dd_deal *deal, int tricks[5][4], dd_error *err)
{
	if (c->smp)
		return smp_table(c, deal, tricks, err);
	c->miss_deal = *deal;   /* this table's misses only */
	c->miss_sum = c->miss_n = 0;
	c->miss_big = false;
	for (int strain = 0; strain < 5; strain++) {
		dd_status rc = drive_table_strain(c, deal, strain, tricks, err);
		if (rc != DD_OK)
			return rc;
	}
	return DD_OK;
}

dd_status dd_table_strain(dd_ctx *c, const dd_deal *deal, int strain, int tricks[5][4],
			  dd_error *err)
{
	if (strain < 0 || strain > 4)
		return drive_fail(err, DD_ERR_RANGE, "strain %d out of range (0 to 4)", strain);
	return drive_table_strain(c, deal, strain, tricks, err);
}
