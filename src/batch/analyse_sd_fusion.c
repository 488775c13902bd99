/*
 * analyse_sd_fusion.c - the best card first, then the card played: the
 * check before a single-dummy error, see analyse_sd_fusion.h.
 *
 * Each layout is worked out by one thread with a solver of its own and
 * its result kept in its own slot; they are added up in the layouts'
 * order once all are done, so that the threads change nothing.  The
 * calling thread only watches *stop and cancels the solvers when it is
 * set, as sd.c does.
 */
#define _GNU_SOURCE 1
#include "analyse_sd_fusion.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/pool.h"
#include "util/util.h"

/* A card's slot among 52: suit by suit, rank 2 first. */
#define ALT_CARD(card) (DD_SUIT(card) * 13 + DD_RANK(card) - 2)

/* How often the caller's thread looks at *stop. */

/* A layout's slot: not worked out yet, or the card played had no turn
 * in reach; else b then c's whole-deal tricks (0..13). */
enum { SLOT_NOT_DONE = -2, SLOT_NOT_MADE = -1 };

typedef struct {
	const sdlayout_view *v;
	const dd_deal *layouts;
	const sd_result *res;
	long n;                   /* layouts */
	dd_card b, c;
	int off;                  /* c was a discard or a ruff */
	signed char *then;        /* a slot a layout (SLOT_ or tricks) */
	signed char *right;       /* c a double-dummy best card at its turn */
	signed char *alt;         /* 52 slots a layout (ALT_CARD()): each
				   * card of c's hand that may be played
				   * instead of c at c's turn (there, in
				   * the same position), its whole-deal
				   * tricks for c's side; -1 not such a
				   * card */
	unsigned skip;            /* suits (bits) whose cards are no such
				   * card when c's hand leads: those of b
				   * and of the cards tied with b by the
				   * figures, not c's */
	const atomic_int *user_stop;
	pthread_mutex_t mu;
	pthread_cond_t ended;
	long next;
	int running;
	int stop;                 /* a worker failed, or *stop */
	int failed;
	char msg[160];
	dd_ctx *ctx[SD_MAX_JOBS];
} fusion_pool;

/* Whether the seat to play at st (the hand of c) may play c now as the
 * check plays it: c is legal, and it leads, or c follows suit, or c was
 * a discard or ruff at the decision (off). */
static int turn_for(const dd_state *st, dd_card c, int off)
{
	uint16_t legal[4];

	dd_legal(st, legal);
	if (!(legal[DD_SUIT(c)] >> DD_RANK(c) & 1))
		return 0;
	return st->trick_cards == 0 || off ||
	       DD_SUIT(st->trick[0]) == DD_SUIT(c);
}

/* c's side's whole-deal tricks at pos (st: pos replayed), double
 * dummy: DD_OK, or the engine's status. */
static dd_status side_total(dd_ctx *ctx, const dd_position *pos,
			    const dd_state *st, int side, int *out,
			    dd_error *e)
{
	int t = 0;
	dd_status rc = DD_OK;

	if (st->to_play >= 0)
		rc = dd_solve(ctx, pos, &t, e);
	if (st->to_play >= 0 && st->to_play % 2 != side)
		t = st->tricks_left - t;
	*out = st->tricks_won[side] + t;
	return rc;
}

/* Whether the hand of c (seat, next to play in the trick of st) will
 * be let play c after the card now played: it holds c, and c follows
 * suit, or it shows out and c was a discard or a ruff (off). */
static int c_next(const dd_state *st, int seat, dd_card c, int off)
{
	const uint16_t *h = st->remaining.hand[seat];
	int led = DD_SUIT(st->trick[0]);

	if (!(h[DD_SUIT(c)] >> DD_RANK(c) & 1))
		return 0;
	return DD_SUIT(c) == led || (off && h[led] == 0);
}

/* The next card at pos (st: pos replayed) before c's turn.  When the
 * hand of c (seat) plays next in this trick and will be let play c, the
 * card of the opponent before it that does best against c played then,
 * of all its legal ones (the fewest tricks for c's side: the defence
 * knows, as double dummy, what is coming).  Else a double-dummy best
 * card, the lowest of them (the last in the engine's order: suit by
 * suit from spades, high to low), except that the partner of c's hand,
 * leading, leads the lowest best card of c's suit when it has one, so
 * that c gets its turn by following suit.  DD_OK, or the engine's
 * status. */
static dd_status next_card(dd_ctx *ctx, const dd_position *pos,
			   const dd_state *st, int seat, dd_card c, int off,
			   dd_card *out, dd_error *e)
{
	uint16_t legal[4];
	dd_card_score sc[13];
	int n, count = 0, best = -1, i, pick = 0, s, r;
	dd_status rc;

	n = dd_legal(st, legal);
	if (n == 1) {
		/* forced: no search */
		for (s = 0; s < 4; s++)
			for (r = 2; r <= 14; r++)
				if (legal[s] >> r & 1)
					*out = DD_CARD(s, r);
		return DD_OK;
	}
	/* (the hand before c's: an opponent; c's hand plays next in this
	 * trick when one or two cards are in it, three mean it led it) */
	if ((st->to_play + 1) % 4 == seat && st->trick_cards > 0 &&
	    st->trick_cards < 3 && c_next(st, seat, c, off)) {
		int want = -1;

		for (s = 0; s < 4; s++)
			for (r = 14; r >= 2; r--) {
				dd_position q = *pos;
				dd_state st2;
				int got;

				if (!(legal[s] >> r & 1))
					continue;
				q.played[q.nplayed++] = DD_CARD(s, r);
				q.played[q.nplayed++] = c;
				if (dd_replay(&q, &st2, e) != DD_OK)
					return e->code;
				rc = side_total(ctx, &q, &st2, seat % 2, &got,
						e);
				if (rc != DD_OK)
					return rc;
				if (want < 0 || got <= want) {
					want = got;
					*out = DD_CARD(s, r);
				}
			}
		return DD_OK;
	}
	rc = dd_score_cards(ctx, pos, sc, &count, e);
	if (rc != DD_OK)
		return rc;
	for (i = 0; i < count; i++)
		if (sc[i].tricks >= best) {
			best = sc[i].tricks;
			pick = i;
		}
	if (st->to_play == (seat + 2) % 4 && st->trick_cards == 0)
		for (i = 0; i < count; i++)
			if (sc[i].tricks == best &&
			    DD_SUIT(sc[i].card) == DD_SUIT(c))
				pick = i;       /* the last: the lowest */
	*out = sc[pick].card;
	return DD_OK;
}

/* Layout i: b, its trick finished, then c at the first turn of c's hand
 * that allows it within ASD_FUSION_REACH tricks, into the slots.  0, 1
 * when cancelled, -1 when the solver failed (p says why). */
static int check_layout(fusion_pool *p, dd_ctx *ctx, long i)
{
	const sdlayout_view *v = p->v;
	int seat = v->to_play, side = seat % 2, completed, k;
	dd_position pos;
	dd_state st;
	dd_error e;
	dd_status rc = DD_OK;

	sdlayout_position(v, &p->layouts[i], &pos);
	pos.played[pos.nplayed++] = p->b;
	if (dd_replay(&pos, &st, &e) != DD_OK)
		goto failed;
	completed = -1;
	while (st.to_play >= 0) {
		dd_card card = 0;

		/* the tricks after b's own, once b's is complete */
		if (completed < 0 && st.trick_cards == 0)
			completed = st.tricks_won[0] + st.tricks_won[1];
		if (completed >= 0 && st.tricks_won[0] + st.tricks_won[1] -
		    completed >= ASD_FUSION_REACH)
			break;
		if (completed >= 0 && st.to_play == seat &&
		    turn_for(&st, p->c, p->off)) {
			dd_card_score sc[13];
			int count = 0, best = -1, mine = -1;

			rc = dd_score_cards(ctx, &pos, sc, &count, &e);
			if (rc != DD_OK)
				break;
			for (k = 0; k < count; k++) {
				int a = ALT_CARD(sc[k].card),
				    t = st.tricks_won[side] + sc[k].tricks;

				if (sc[k].tricks > best)
					best = sc[k].tricks;
				if (sc[k].card == p->c)
					mine = sc[k].tricks;
				/* the cards c's hand might play instead
				 * there: every legal one, but, leading,
				 * none of a suit p->skip holds */
				if (st.trick_cards > 0 ||
				    !(p->skip >> DD_SUIT(sc[k].card) & 1))
					p->alt[i * 52 + a] = (signed char)t;
			}
			p->then[i] = (signed char)(st.tricks_won[side] + mine);
			p->right[i] = mine == best;
			return 0;
		}
		rc = next_card(ctx, &pos, &st, seat, p->c, p->off, &card,
			       &e);
		if (rc != DD_OK)
			break;
		pos.played[pos.nplayed++] = card;
		if (dd_replay(&pos, &st, &e) != DD_OK)
			goto failed;
	}
	if (rc == DD_CANCELLED)
		return 1;
	if (rc != DD_OK)
		goto failed;
	p->then[i] = SLOT_NOT_MADE;
	return 0;
failed:
	pthread_mutex_lock(&p->mu);
	if (!p->failed)
		snprintf(p->msg, sizeof p->msg, "layout %ld: %s", i + 1,
			 e.msg);
	p->failed = p->stop = 1;
	pthread_mutex_unlock(&p->mu);
	return -1;
}

static void worker_main(void *arg, int id)
{
	fusion_pool *p = arg;
	int nc = p->res->tally.ncards;

	for (;;) {
		long i;

		pthread_mutex_lock(&p->mu);
		if (p->stop || p->next >= p->n ||
		    (p->user_stop && atomic_load(p->user_stop))) {
			pthread_mutex_unlock(&p->mu);
			break;
		}
		i = p->next++;
		pthread_mutex_unlock(&p->mu);
		/* a layout the figures did not solve (stopped) is left out */
		if (p->res->tricks[i * nc] < 0)
			continue;
		if (check_layout(p, p->ctx[id], i) != 0)
			break;
	}
	pthread_mutex_lock(&p->mu);
	p->running--;
	pthread_cond_signal(&p->ended);
	pthread_mutex_unlock(&p->mu);
}

/* The mean of m paired differences (their sum and sum of squares) and
 * its 95 % interval, Student's t (one comparison, fixed beforehand, not
 * picked among several). */
static void interval(long m, long sum, long sumsq, double *mean,
		     double *lo, double *hi)
{
	*mean = (double)sum / (double)m;
	*lo = *hi = *mean;
	if (m > 1) {
		double var = ((double)sumsq - (double)sum * (double)sum /
			      (double)m) / (double)(m - 1);
		double half = util_t975(m - 1) *
			      util_sqrt(var > 0 ? var / (double)m : 0);

		*lo -= half;
		*hi += half;
	}
}

/* The cards c's hand might have played instead of c at its turn, on
 * each layout where it had it (leading, none of a suit p->skip holds),
 * compared with c there (b then c), each as one choice made on every
 * layout: the cards that may be played on all those layouts, grouped
 * where they take the same tricks as each other on every one (touching
 * cards, equals); of the groups other than c's, the best (the most
 * tricks, on the contract the goal reached most often, then the most
 * tricks), d, into out->instead, with the paired difference
 * d - (b then c) and its 95 % interval widened for the number of groups
 * compared (Bonferroni's, as sd_judge() widens the figures' test),
 * out->compared those groups.  None (instead 0) when c's hand had no
 * other card to play. */
static void add_alt(const fusion_pool *p, long n, int need, int by_contract,
		    int c, asd_fusion *out)
{
	int nc = p->res->tally.ncards, cand[52], group[52], ng = 0, nk = 0;
	int k, g, top = -1, cg = -1;
	long i, gsum[52], ggoal[52];

	for (k = 0; k < 52; k++) {
		int all = 1;

		for (i = 0; i < n && all; i++)
			if (p->res->tricks[i * nc + c] >= 0 &&
			    p->then[i] >= 0)
				all = p->alt[i * 52 + k] >= 0;
		if (all)
			cand[nk++] = k;
	}
	/* groups: a card joins the first before it with the same tricks
	 * on every layout */
	for (k = 0; k < nk; k++) {
		int j;

		group[k] = -1;
		for (j = 0; j < k && group[k] < 0; j++) {
			int same = 1;

			for (i = 0; i < n && same; i++)
				if (p->res->tricks[i * nc + c] >= 0 &&
				    p->then[i] >= 0)
					same = p->alt[i * 52 + cand[k]] ==
					       p->alt[i * 52 + cand[j]];
			if (same)
				group[k] = group[j];
		}
		if (group[k] < 0) {
			group[k] = ng;
			gsum[ng] = ggoal[ng] = 0;
			for (i = 0; i < n; i++) {
				int t = p->alt[i * 52 + cand[k]];

				if (p->res->tricks[i * nc + c] < 0 ||
				    p->then[i] < 0)
					continue;
				gsum[ng] += t;
				ggoal[ng] += need > 0 && t >= need;
			}
			ng++;
		}
		if (cand[k] == ALT_CARD(p->c))
			cg = group[k];
	}
	for (g = 0; g < ng; g++) {
		if (g == cg)
			continue;
		if (top < 0 || (by_contract ?
		    ggoal[g] > ggoal[top] || (ggoal[g] == ggoal[top] &&
		    gsum[g] > gsum[top]) : gsum[g] > gsum[top] ||
		    (gsum[g] == gsum[top] && ggoal[g] > ggoal[top])))
			top = g;
	}
	if (top < 0 || cg < 0)
		return;
	out->compared = ng - 1;
	for (k = 0; k < nk; k++)
		if (group[k] == top) {
			/* the group's highest card: the first in cand[]'s
			 * order is the lowest, so the last wins */
			out->instead = (dd_card)DD_CARD(cand[k] / 13,
							cand[k] % 13 + 2);
		}
	{
		long m = 0, sum = 0, sumsq = 0, tsum = 0, goal = 0;
		double half = 0;

		for (i = 0; i < n; i++) {
			int mine, d;
			long dlt;

			if (p->res->tricks[i * nc + c] < 0 || p->then[i] < 0)
				continue;
			mine = p->then[i];
			d = p->alt[i * 52 + ALT_CARD(out->instead)];
			dlt = by_contract ? (d >= need) - (mine >= need) :
					    d - mine;
			sum += dlt;
			sumsq += dlt * dlt;
			tsum += d;
			goal += need > 0 && d >= need;
			m++;
		}
		out->alt_mean = (double)tsum / (double)m;
		out->alt_share = need > 0 ? (double)goal / (double)m : -1;
		out->alt_diff = (double)sum / (double)m;
		if (m > 1) {
			double var = ((double)sumsq - (double)sum *
				      (double)sum / (double)m) /
				     (double)(m - 1);

			half = (out->compared > 1 ?
				util_t_upper(0.025 / out->compared, m - 1) :
				util_t975(m - 1)) *
			       util_sqrt(var > 0 ? var / (double)m : 0);
		}
		out->alt_lo = out->alt_diff - half;
		out->alt_hi = out->alt_diff + half;
	}
}

/* The slots added up into out, in the layouts' order, over the layouts
 * where c had its turn: b then c's average and share, the paired
 * differences (b then c) - c and b - (b then c), each with its 95 %
 * interval. */
static void add_up(const fusion_pool *p, long n, int need, int by_contract,
		   asd_fusion *out)
{
	int nc = p->res->tally.ncards, c = -1, b = -1, k;
	long i, m = 0, sum = 0, sumsq = 0, bsum = 0, bsumsq = 0, then = 0;
	long goal = 0;

	for (k = 0; k < nc; k++) {
		if (p->res->tally.card[k] == p->c)
			c = k;
		if (p->res->tally.card[k] == p->b)
			b = k;
	}
	for (i = 0; i < n; i++) {
		int mine = p->res->tricks[i * nc + c], bc = p->then[i];
		int best = p->res->tricks[i * nc + b];
		long dlt;

		if (mine < 0 || bc == SLOT_NOT_DONE)
			continue;
		out->layouts++;
		if (bc == SLOT_NOT_MADE)
			continue;
		out->made++;
		out->right += p->right[i];
		then += bc;
		goal += need > 0 && bc >= need;
		dlt = by_contract ? (bc >= need) - (mine >= need) : bc - mine;
		sum += dlt;
		sumsq += dlt * dlt;
		dlt = by_contract ? (best >= need) - (bc >= need) : best - bc;
		bsum += dlt;
		bsumsq += dlt * dlt;
		m++;
	}
	if (m == 0)
		return;
	out->mean = (double)then / (double)m;
	out->share = need > 0 ? (double)goal / (double)m : -1;
	interval(m, sum, sumsq, &out->diff, &out->diff_lo, &out->diff_hi);
	interval(m, bsum, bsumsq, &out->short_of, &out->short_lo,
		 &out->short_hi);
	add_alt(p, n, need, by_contract, c, out);
}

int asd_fusion_check(const sdlayout_view *v, const dd_deal *layouts,
		     long n, const sd_result *res, int played, int best,
		     int need, int by_contract, int jobs,
		     const atomic_int *stop, asd_fusion *out, char *err,
		     size_t errsize)
{
	fusion_pool p;
	pool *threads;
	int j, status = 0;
	long i;

	memset(out, 0, sizeof *out);
	out->then = res->tally.card[best];
	out->share = -1;
	memset(&p, 0, sizeof p);
	p.v = v;
	p.layouts = layouts;
	p.n = n;
	p.res = res;
	p.b = res->tally.card[best];
	p.c = res->tally.card[played];
	p.off = v->st.trick_cards > 0 &&
		DD_SUIT(v->st.trick[0]) != DD_SUIT(p.c);
	p.user_stop = stop;
	p.then = xmalloc((size_t)(n > 0 ? n : 1));
	p.right = xmalloc((size_t)(n > 0 ? n : 1));
	/* leading, a card of b's suit, or of a card the figures tie
	 * with b, is b's delay again (the next winner cashed, another
	 * way to put the guess off, which double dummy credits with the
	 * right guess afterwards as it credits b): not an alternative;
	 * c's own suit always is */
	for (j = 0; j < res->tally.ncards; j++)
		if (res->tally.sum[j] == res->tally.sum[best] &&
		    res->tally.goal[j] == res->tally.goal[best])
			p.skip |= 1u << DD_SUIT(res->tally.card[j]);
	p.skip &= ~(1u << DD_SUIT(p.c));
	p.alt = xmalloc((size_t)(n > 0 ? n : 1) * 52);
	memset(p.alt, -1, (size_t)(n > 0 ? n : 1) * 52);
	for (i = 0; i < n; i++) {
		p.then[i] = SLOT_NOT_DONE;
		p.right[i] = 0;
	}
	if (jobs < 1)
		jobs = 1;
	if (jobs > SD_MAX_JOBS)
		jobs = SD_MAX_JOBS;
	if (jobs > n)
		jobs = n > 0 ? (int)n : 1;
	pthread_mutex_init(&p.mu, NULL);
	pthread_cond_init(&p.ended, NULL);
	for (j = 0; j < jobs; j++) {
		p.ctx[j] = dd_new(ASD_FUSION_TT_MB);
		if (!p.ctx[j]) {
			snprintf(err, errsize, "out of memory for the "
				 "solver's table");
			status = -1;
			goto end;
		}
	}
	p.running = jobs;
	threads = pool_start(jobs, worker_main, &p);
	if (!threads) {
		snprintf(err, errsize, "cannot start a thread: %s",
			 strerror(errno));
		status = -1;
		goto end;
	}
	pthread_mutex_lock(&p.mu);
	p.running -= jobs - pool_size(threads);
	pthread_mutex_unlock(&p.mu);
	sd_watch(&p.mu, &p.ended, &p.running, &p.stop, p.ctx, jobs,
		 p.user_stop);
	pool_join(threads);
	if (p.failed) {
		snprintf(err, errsize, "%s", p.msg);
		status = -1;
	} else if (stop && atomic_load(stop)) {
		status = 1;
	} else {
		add_up(&p, n, need, by_contract, out);
		/* an error stands when b then c is still better than c
		 * beyond the interval (on the layouts where c had its
		 * turn, when it had none on some), or c was the right
		 * card at its turn on no layout (no guess between c and
		 * another was left open: c is worse now and later); the
		 * check is not made when c had no turn on some layout;
		 * b then c worse than c beyond the interval: b changed
		 * what c does (the same suit, an entry used), the check
		 * tells nothing; no error when b then c is short of b
		 * beyond the interval, not above c beyond it, and nearer
		 * c than b (b's edge is gone once c is played after it:
		 * it was the choice left open), unless a card the hand of
		 * c might have played instead at that turn, the same on
		 * every layout, does better than c beyond the interval
		 * (c is a wrong guess, made now or later: an error); else
		 * the check cannot tell which */
		int all = out->made == out->layouts;

		out->state = out->made > 1 && out->diff_lo > 0 ?
			ASD_FUSION_ERROR : !all || out->made == 0 ?
			ASD_FUSION_NOT_MADE : out->right == 0 ?
			ASD_FUSION_ERROR : out->made > 1 && out->diff_hi < 0 ?
			ASD_FUSION_WORSE : out->made > 1 && out->short_lo > 0 &&
			out->diff < out->short_of ?
			(out->instead && out->made > 1 && out->alt_lo > 0 ?
			 ASD_FUSION_WRONG : ASD_FUSION_OPEN) :
			ASD_FUSION_UNCLEAR;
	}
end:
	for (j = 0; j < jobs; j++)
		dd_free(p.ctx[j]);
	pthread_cond_destroy(&p.ended);
	pthread_mutex_destroy(&p.mu);
	free(p.then);
	free(p.right);
	free(p.alt);
	return status;
}

int asd_fusion_judge(const sdlayout_view *v, const dd_deal *layouts,
		     long n, const sd_result *res, const sd_verdict *j,
		     int need, int by_contract, int jobs,
		     const atomic_int *stop, asd_fusion *out, char *err,
		     size_t errsize)
{
	int got = asd_fusion_check(v, layouts, n, res, j->played, j->best,
				   need, by_contract, jobs, stop, out, err,
				   errsize);
	int g, off;

	for (g = 1, off = j->bclass[0];
	     got >= 0 && out->state == ASD_FUSION_NOT_MADE && g < j->nbclass;
	     off += j->bclass[g++]) {
		asd_fusion other;
		int k;

		for (k = 0; k < res->tally.ncards; k++)
			if (res->tally.card[k] == j->best_cards[off])
				break;
		if (k == res->tally.ncards)
			continue;
		got = asd_fusion_check(v, layouts, n, res, j->played, k, need,
				       by_contract, jobs, stop, &other, err,
				       errsize);
		if (got >= 0 && other.state != ASD_FUSION_NOT_MADE)
			*out = other;
	}
	return got;
}
