/*
 * analyse_sd.c - `ddplay analyse --sd`, see analyse_sd.h: each decision
 * of a recorded play with its single-dummy figures, the best card's, and
 * the verdict (a single-dummy error, unlucky).  The check made before an
 * error is said is analyse_sd_fusion.c's, the output analyse_sd_out.c's.
 */
#include "analyse_sd.h"
#include "batch_int.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "model/scoring.h"
#include "sim/auction.h"
#include "sim/sd.h"
#include "sim/sdauction.h"
#include "sim/sdlayout.h"
#include "util/util.h"

static void figures(const sd_tally *t, int k, int need, asd_fig *f)
{
	sd_figures x;

	sd_figures_of(t, k, &x);
	f->mean = x.mean;
	f->lo = x.lo;
	f->hi = x.hi;
	f->share = need > 0 ? x.share : -1;
}

/* asd_options.watch's decision in hand: its layouts solved told as
 * sd_position_figures() solves them. */
typedef struct {
	const asd_options *o;
	int decision, decisions;
} watching;

static void watch_layouts(void *user, const sd_tally *t, long done,
			  long total)
{
	const watching *w = user;

	(void)t;
	w->o->watch(w->o->watch_user, w->decision, w->decisions, done, total);
}

/* One decision: p's layouts dealt and solved, c filled (w: told of its
 * layouts solved, or NULL).  1 when it is one (c filled), 0 when the
 * seat had one class of card only, -1 on a failure (err). */
static int decision(const dd_position *p, int level, int by_contract,
		    const auction *a, const asd_options *o,
		    const atomic_int *stop, watching *w, asd_card *c,
		    char *err, size_t errsize)
{
	int need;
	sdlayout_view v;
	sd_verdict j;
	sdlayout_set set;
	sd_result res;
	long tries = o->tries > 0 ? o->tries : ASD_TRIES;
	sdauction_where at = { p, NULL, SDLAYOUT_RC_HONOURS, o->seed, tries,
			      NULL, stop };
	static _Thread_local auction t[1];      /* large: not on the stack */
	static _Thread_local char text[4][AUCTION_HAND_SIZE];

	c->auction_dropped = 0;
	c->not_used[0] = '\0';
	memset(&set, 0, sizeof set);
	if (sdauction_view(&at, a, text, &v, err, errsize) < 0 ||
	    sdlayout_deal(&v, o->seed, o->deals, tries, stop, &set, err,
			  errsize) < 0) {
		long tried = set.tries;
		int call;

		if (!a || (stop && atomic_load(stop)))
			return -1;
		sdlayout_free(&set);
		/* the auction's specs do not fit here: without the first
		 * call whose spec, left out alone, lets the others hold,
		 * as ddplay sd leaves it out (sdauction.h); else without
		 * them all */
		*t = *a;
		call = sdauction_drop_one(&at, t, tried, AUCTION_DROP_SEEN);
		if (call >= 0)
			auction_describe_call(t, call, c->not_used,
					      sizeof c->not_used);
		else
			c->auction_dropped = 1;
		if (sdauction_view(&at, call >= 0 ? t : NULL, text, &v, err,
				   errsize) < 0 ||
		    sdlayout_deal(&v, o->seed, o->deals, tries, stop,
				  &set, err, errsize) < 0)
			return -1;
	}
	need = sd_need(&v, level);
	if (sd_position_figures(&v, set.deals, set.n, need, o->jobs, 0, stop,
				w ? watch_layouts : NULL, w, &res, err,
				errsize) < 0) {
		free(res.tricks);
		sdlayout_free(&set);
		return -1;
	}
	c->tries = set.tries;
	if (!sd_judge(&v, &res, p->played[p->nplayed], by_contract, need,
		      &j)) {
		free(res.tricks);
		sdlayout_free(&set);
		return 0;
	}
	c->ngroups = j.ngroups;
	c->compared = j.compared;
	c->layouts = res.tally.n;
	c->played = p->played[p->nplayed];
	c->nbest = j.nbest;
	memcpy(c->best, j.best_cards, sizeof c->best);
	c->nbclass = j.nbclass;
	memcpy(c->bclass, j.bclass, sizeof c->bclass);
	c->played_is_best = j.played_is_best;
	figures(&res.tally, j.played, need, &c->fp);
	figures(&res.tally, j.best, need, &c->fb);
	c->diff = j.diff;
	c->diff_lo = j.diff_lo;
	c->diff_hi = j.diff_hi;
	c->verdict = j.error ? ASD_ERROR : ASD_NONE;
	/* before an error is said: the best card first, then this one
	 * (strategy fusion; analyse_sd_fusion.h), on the same layouts */
	if (c->verdict == ASD_ERROR) {
		int got = asd_fusion_judge(&v, set.deals, set.n, &res, &j,
					   need, by_contract && need > 0,
					   o->jobs, stop, &c->fusion, err,
					   errsize);

		if (got < 0) {
			free(res.tricks);
			sdlayout_free(&set);
			return -1;
		}
		if (c->fusion.state == ASD_FUSION_OPEN)
			c->verdict = ASD_NONE;
	}
	free(res.tricks);
	sdlayout_free(&set);
	return 1;
}

/* Whether r's cards are judged on the contract (asd_options.judge): by
 * the option, else by its Scoring tag (scoring_judge(): IMPs, total
 * points, rubber and Chicago the contract; matchpoints, board-a-match,
 * or none, the tricks); why in b->judged_by (and b->scoring_tag).  A
 * Scoring not understood is judged on the tricks and said in
 * b->scoring. */
static int judge_on_contract(const record *r, const asd_options *o,
			     asd_board *b)
{
	const record_tag *t;
	char why[120], *q;
	int got;

	b->scoring[0] = b->scoring_tag[0] = '\0';
	if (o->judge != ASD_JUDGE_AUTO) {
		b->judged_by = ASD_BY_OPTION;
		return o->judge == ASD_JUDGE_CONTRACT;
	}
	t = record_tag_get(r, "Scoring");
	got = scoring_judge(t ? t->value : NULL, why, sizeof why);
	b->judged_by = got == SCORING_NONE ? ASD_BY_DEFAULT : ASD_BY_SCORING;
	if (got != SCORING_NONE)
		snprintf(b->scoring_tag, sizeof b->scoring_tag, "%s",
			 t->value);
	if (got == SCORING_UNKNOWN)
		snprintf(b->scoring, sizeof b->scoring, "Scoring '%.40s' not "
			 "understood (%.90s)", t->value, why);
	/* a control character read from the file is printed '?' */
	for (q = b->scoring; *q; q++)
		if ((unsigned char)*q < 0x20 || *q == 0x7f)
			*q = '?';
	for (q = b->scoring_tag; *q; q++)
		if ((unsigned char)*q < 0x20 || *q == 0x7f)
			*q = '?';
	return got == SCORING_CONTRACT;
}

/* The positions of pos that asd_analyse() judges: those of a seat
 * judged (declarer's side's, or every seat's with all) with more than
 * one class of card (sd_classes()); a play that cannot be replayed is
 * counted up to there (asd_analyse() says so). */
static int count_decisions(const dd_position *pos, const int seat[52],
			   int side, int all)
{
	int k, n = 0;

	for (k = 0; k < pos->nplayed; k++) {
		dd_position p = *pos;
		dd_state st;
		dd_error e;

		if (!all && seat[k] % 2 != side)
			continue;
		p.nplayed = k;
		if (dd_replay(&p, &st, &e) != DD_OK)
			break;
		n += sd_classes(&p, &st) >= 2;
	}
	return n;
}

int asd_analyse(const record *r, const dd_position *pos, const int d[53],
		const int seat[52], const asd_options *o,
		const atomic_int *stop, asd_board *out, char *err,
		size_t errsize)
{
	int declarer = (pos->leader + 3) % 4, side = declarer % 2, k;
	auction *auc = NULL;
	const auction *a = NULL;
	watching w = { o, 0, 0 };

	memset(out, 0, sizeof *out);
	out->level = r->level > 0 ? r->level : 0;
	out->by_contract = judge_on_contract(r, o, out) && out->level > 0;
	if (out->level == 0)
		out->judged_by = ASD_BY_NO_LEVEL;
	if (o->no_auction) {
		snprintf(out->auction, sizeof out->auction, "not used "
			 "(--no-auction)");
	} else if (r->format != RECORD_LINE) {
		char e[AUCTION_ERR_SIZE];
		int got;

		auc = xmalloc(sizeof *auc);
		got = auction_from_record(r, auc, e, sizeof e);
		if (got < 0) {
			snprintf(out->auction, sizeof out->auction, "not "
				 "used: %s", e);
		} else if (got > 0) {
			/* declarer's side's cards only: declarer's and
			 * dummy's hands are seen at every position judged,
			 * their calls constrain nothing (as ddplay sd says) */
			const char *unused[4] = { NULL, NULL, NULL, NULL };

			if (!o->all)
				unused[declarer] = unused[(declarer + 2) % 4] =
					"the hand is seen";
			a = auc;
			out->auction_used = 1;
			auction_describe_for(a, unused, out->auction,
					     sizeof out->auction);
		}
	}
	if (o->watch)
		w.decisions = count_decisions(pos, seat, side, o->all);
	for (k = 0; k < pos->nplayed; k++) {
		dd_position p = *pos;
		dd_state st;
		dd_error e;
		asd_card *c = &out->c[out->n];
		int ours = seat[k] % 2 == side, got, who;

		if (stop && atomic_load(stop))
			break;
		if (!o->all && !ours)
			continue;
		p.nplayed = k;
		if (dd_replay(&p, &st, &e) != DD_OK) {
			snprintf(err, errsize, "%s", e.msg);
			free(auc);
			return -1;
		}
		if (sd_classes(&p, &st) < 2)
			continue;
		memset(c, 0, sizeof *c);
		c->k = k;
		c->seat = seat[k];
		if (o->watch) {
			/* (a decision more than counted: the count grows) */
			if (++w.decision > w.decisions)
				w.decisions = w.decision;
			o->watch(o->watch_user, w.decision, w.decisions, 0,
				 o->deals);
		}
		got = decision(&p, out->level, out->by_contract, a, o, stop,
			       o->watch ? &w : NULL, c, err, errsize);
		if (got < 0) {
			free(auc);
			return -1;
		}
		if (got == 0)
			continue;
		c->dd_lost = ours ? d[k] - d[k + 1] : d[k + 1] - d[k];
		if (c->dd_lost < 0)
			c->dd_lost = 0;
		if (c->verdict == ASD_NONE && c->dd_lost > 0)
			c->verdict = ASD_UNLUCKY;
		who = ours ? declarer : c->seat;
		out->decisions[who]++;
		if (c->verdict == ASD_ERROR)
			out->errors[who]++;
		else if (c->verdict == ASD_UNLUCKY)
			out->unlucky[who]++;
		out->n++;
		if (o->judged)
			atomic_fetch_add(o->judged, 1);
	}
	free(auc);
	return 0;
}

int asd_course(dd_ctx *ctx, const dd_position *pos, int d[53],
	       int seat[52], char *err, size_t errsize)
{
	int side = (pos->leader + 3) % 4 % 2, k;
	dd_position p = *pos;

	for (k = 0; k <= pos->nplayed; k++) {
		dd_state st;
		dd_error e;
		int t;

		p.nplayed = k;
		if (dd_replay(&p, &st, &e) != DD_OK) {
			snprintf(err, errsize, "%s", e.msg);
			return -1;
		}
		if (k < pos->nplayed)
			seat[k] = st.to_play;
		if (st.to_play < 0) {
			d[k] = st.tricks_won[side];
			continue;
		}
		if (dd_solve(ctx, &p, &t, &e) != DD_OK) {
			snprintf(err, errsize, "%s", e.msg);
			return -2;
		}
		if (st.to_play % 2 != side)
			t = st.tricks_left - t;
		d[k] = st.tricks_won[side] + t;
	}
	return 0;
}

int asd_analyse_record(dd_ctx *ctx, const record *r, const asd_options *o,
		       const atomic_int *stop, asd_board *out, char *err,
		       size_t errsize)
{
	dd_position pos;
	int d[53], seat[52];

	memset(out, 0, sizeof *out);
	if (r->level == 0 || r->nplayed == 0 || record_base(r, &pos) < 0)
		return 0;
	pos.nplayed = r->nplayed;
	memcpy(pos.played, r->played, (size_t)r->nplayed);
	if (asd_course(ctx, &pos, d, seat, err, errsize) < 0 ||
	    asd_analyse(r, &pos, d, seat, o, stop, out, err, errsize) < 0)
		return -1;
	if (stop && atomic_load(stop)) {
		snprintf(err, errsize, "stopped");
		return -1;
	}
	return 1;
}

int asd_parse_judge(const char *text)
{
	if (strcmp(text, "tricks") == 0)
		return ASD_JUDGE_TRICKS;
	if (strcmp(text, "contract") == 0)
		return ASD_JUDGE_CONTRACT;
	return -1;
}

int asd_parse_seed(const char *text, uint64_t *seed)
{
	char *end;

	errno = 0;
	*seed = strtoull(text, &end, 10);
	return text[0] < '0' || text[0] > '9' || *end || errno ? -1 : 0;
}

uint64_t asd_clock_seed(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ((uint64_t)ts.tv_sec * 1000003u ^ (uint64_t)ts.tv_nsec ^
		(uint64_t)getpid()) % 1000000000u;
}
