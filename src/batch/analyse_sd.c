/*
 * analyse_sd.c - `ddplay analyse --sd`, see analyse_sd.h: each decision
 * of a recorded play with its single-dummy figures, the best card's, and
 * the verdict (a single-dummy error, unlucky).
 */
#include "analyse_sd.h"
#include "batch_int.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "model/deal.h"
#include "model/scoring.h"
#include "sim/auction.h"
#include "sim/lead.h"
#include "sim/sd.h"
#include "sim/sdlayout.h"
#include "util/util.h"

/* The view of p with the auction's specs on the hidden hands (a may be
 * NULL): 0, or -1 when they do not fit (err). */
static int make_view(const dd_position *p, const auction *a,
		     sdlayout_view *v, char *err, size_t errsize)
{
	static const handspec *const none[4] = { NULL, NULL, NULL, NULL };
	handspec hs[4];
	const handspec *of[4] = { NULL, NULL, NULL, NULL };
	const char *text[4] = { NULL, NULL, NULL, NULL };
	char buf[4][AUCTION_HAND_SIZE], e[AUCTION_ERR_SIZE];
	int h;

	if (sdlayout_view_make_with(p, none, text, v, err, errsize) < 0)
		return -1;
	if (!a)
		return 0;
	for (h = 0; h < v->nhidden; h++) {
		int seat = v->hidden[h];

		if (auction_spec(a, seat, NULL, &hs[seat], buf[seat],
				 sizeof buf[seat], e, sizeof e) < 0) {
			snprintf(err, errsize, "%s", e);
			return -1;
		}
		if (buf[seat][0]) {
			of[seat] = &hs[seat];
			text[seat] = buf[seat];
		}
	}
	return sdlayout_view_make_with(p, of, text, v, err, errsize);
}

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

	c->auction_dropped = 0;
	memset(&set, 0, sizeof set);
	if (make_view(p, a, &v, err, errsize) < 0 ||
	    sdlayout_deal(&v, o->seed, o->deals, tries, stop, &set, err,
			  errsize) < 0) {
		if (!a)
			return -1;
		if (set.deals)
			sdlayout_free(&set);
		/* the auction's specs do not fit here: without them */
		c->auction_dropped = 1;
		if (make_view(p, NULL, &v, err, errsize) < 0 ||
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
	sdlayout_free(&set);
	if (!sd_judge(&v, &res, p->played[p->nplayed], by_contract, need,
		      &j)) {
		free(res.tricks);
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
	free(res.tricks);
	return 1;
}

/* Whether r's cards are judged on the contract (asd_options.judge): by
 * the option, else by its Scoring tag (scoring_judge(): IMPs, total
 * points, rubber and Chicago the contract; matchpoints, board-a-match,
 * or none, the tricks).  A Scoring not understood is judged on the
 * tricks and said in out (asd_board.scoring). */
static int judge_on_contract(const record *r, const asd_options *o,
			     char *out, size_t size)
{
	const record_tag *t;
	char why[120];

	out[0] = '\0';
	if (o->judge != ASD_JUDGE_AUTO)
		return o->judge == ASD_JUDGE_CONTRACT;
	t = record_tag_get(r, "Scoring");
	switch (scoring_judge(t ? t->value : NULL, why, sizeof why)) {
	case SCORING_CONTRACT:
		return 1;
	case SCORING_UNKNOWN:
		snprintf(out, size, "Scoring '%.40s' not understood (%.90s)",
			 t->value, why);
		/* a control character read from the file is printed '?' */
		for (; *out; out++)
			if ((unsigned char)*out < 0x20 || *out == 0x7f)
				*out = '?';
		return 0;
	default:
		return 0;
	}
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
	out->by_contract = judge_on_contract(r, o, out->scoring,
					     sizeof out->scoring) &&
			   out->level > 0;
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

/* ---- output ----------------------------------------------------------- */

static void json_card(FILE *f, dd_card card)
{
	char text[DEAL_CARD_SIZE];

	deal_format_card(card, text);
	fprintf(f, "\"%s\"", text);
}

/* ci95 null on one layout, which gives no interval (as ddplay sd's) */
static void json_fig(FILE *f, const char *key, const asd_fig *x, long n)
{
	fprintf(f, ", \"%s\": {\"tricks\": %.4f, \"ci95\": ", key, x->mean);
	if (n < 2)
		fputs("null", f);
	else
		fprintf(f, "[%.4f, %.4f]", x->lo, x->hi);
	fputs(", \"share\": ", f);
	if (x->share < 0)
		fputs("null}", f);
	else
		fprintf(f, "%.4f}", x->share);
}

static const char *const VERDICTS[3] = { "none", "error", "unlucky" };

void asd_json(FILE *f, const asd_options *o, const asd_board *b)
{
	int i, j;

	fprintf(f, ", \"sd\": {\"deals\": %ld, \"seed\": %llu, \"seats\": "
		"\"%s\", \"test\": \"paired\", \"judged_on\": \"%s\", "
		"\"scoring_not_understood\": ", o->deals,
		(unsigned long long)o->seed, o->all ? "all" : "declarer",
		b->by_contract ? "contract" : "tricks");
	if (b->scoring[0])
		util_json_string(f, b->scoring);
	else
		fputs("null", f);
	fputs(", \"auction\": ", f);
	if (b->auction_used) {
		util_json_string(f, b->auction);
	} else {
		fputs("null", f);
	}
	fputs(", \"cards\": [", f);
	for (i = 0; i < b->n; i++) {
		const asd_card *c = &b->c[i];

		fprintf(f, "%s{\"trick\": %d, \"played\": %d, \"seat\": "
			"\"%c\", \"card\": ", i ? ", " : "", c->k / 4 + 1,
			c->k, deal_seat_char(c->seat));
		json_card(f, c->played);
		fprintf(f, ", \"classes\": %d, \"compared\": %d, "
			"\"layouts\": %ld", c->ngroups, c->compared,
			c->layouts);
		json_fig(f, "figures", &c->fp, c->layouts);
		fputs(", \"best\": [", f);
		for (j = 0; j < c->nbest; j++) {
			fputs(j ? ", " : "", f);
			json_card(f, c->best[j]);
		}
		fputc(']', f);
		json_fig(f, "best_figures", &c->fb, c->layouts);
		fprintf(f, ", \"is_best\": %s, \"diff\": %.4f, \"diff_ci95\": ",
			c->played_is_best ? "true" : "false", c->diff);
		if (c->layouts < 2)
			fputs("null", f);
		else
			fprintf(f, "[%.4f, %.4f]", c->diff_lo, c->diff_hi);
		fprintf(f, ", \"dd_lost\": %d, \"verdict\": \"%s\", "
			"\"auction_dropped\": %s}", c->dd_lost,
			VERDICTS[c->verdict], c->auction_dropped ? "true" :
			"false");
	}
	fputs("]}", f);
}

static void row_fig(row *l, const asd_fig *x, int goal_make, int full)
{
	char t[64];

	if (x->share < 0)
		snprintf(t, sizeof t, "%.2f%s", x->mean, full ? " tricks" : "");
	else if (full)
		snprintf(t, sizeof t, "%.1f%% %s (%.2f tricks)",
			 100 * x->share, goal_make ? "make" : "set", x->mean);
	else
		snprintf(t, sizeof t, "%.1f%% (%.2f)", 100 * x->share,
			 x->mean);
	batch_row_add(l, t, (int)strlen(t));
}

/* A space where a decision's line may be broken */
#define BRK "\037"

/* Text with BRKs in it, added to a row. */
static void row_text(row *l, const char *text)
{
	batch_row_add(l, text, util_columns(text));
}

/* The cards tied best: each group as sd shows it (♣A/K/Q), the groups
 * joined by " or ". */
static void best_row(row *l, env *s, const asd_card *c)
{
	int g, i, j = 0;

	for (g = 0; g < c->nbclass; g++) {
		if (g)
			row_text(l, BRK "or" BRK);
		batch_row_card(l, s, c->best[j++]);
		for (i = 1; i < c->bclass[g]; i++) {
			char rk[3] = { '/',
				deal_rank_char(DD_RANK(c->best[j++])), '\0' };

			batch_row_add(l, rk, 2);
		}
	}
}

void asd_print(env *s, const asd_options *o, const asd_board *b,
	       int declarer)
{
	const char *dash = s->utf8 ? " \xe2\x80\x94 " : " -- ";
	int dashw = s->utf8 ? 3 : 4, i, errors = 0, unlucky = 0;

	char *head = NULL;
	size_t headlen = 0;
	FILE *h = open_memstream(&head, &headlen);

	/* wrapped at 78 columns: the auction's part may be long */
	if (!h)
		abort();
	/* how far a share of the layouts may be off (lead_share_bound():
	 * the widest half of Wilson's 95% interval); no share without the
	 * level (a line) */
	fprintf(h, "(%s; %ld layout%s a position, seed %llu; ",
		o->all ? "every seat's cards" : "declarer's and dummy's cards",
		o->deals, o->deals == 1 ? "" : "s",
		(unsigned long long)o->seed);
	if (b->level > 0)
		fprintf(h, "each share within %.0f points of the true one at "
			"the most (95%%); ", lead_share_bound(o->deals));
	if (b->by_contract)
		fprintf(h, "cards judged on the contract, not the tricks; ");
	else if (b->scoring[0])
		fprintf(h, "%s: cards judged on the tricks; ", b->scoring);
	fprintf(h, "%s%s)",
		!b->auction_used ?
		(b->auction[0] ? "the auction " : "no auction") :
		strncmp(b->auction, "no call used", 12) ?
		"the auction used: " : "the auction: ", b->auction);
	fclose(h);
	util_put_wrapped(s->out, "Single dummy ", head, 78, 4, ":\n");
	free(head);
	for (i = 0; i < b->n; i++) {
		const asd_card *c = &b->c[i];
		int make = c->seat % 2 == declarer % 2;
		row l = { .len = 0 };
		char t[160];

		/* the card, its figure and the verdict first, so that the
		 * first line holds them (a grep for "single-dummy error"
		 * shows the card), then the best card: wrapped at 78
		 * columns, the lines after the first indented by six */
		snprintf(t, sizeof t, "  trick %2d  %-5s  ", c->k / 4 + 1,
			 batch_seat_names[c->seat]);
		batch_row_add(&l, t, (int)strlen(t));
		batch_row_card(&l, s, c->played);
		batch_row_add(&l, "  ", 2);
		row_fig(&l, &c->fp, make, 1);
		if (c->verdict == ASD_ERROR) {
			errors++;
			batch_row_add(&l, dash, dashw);
			batch_row_color(&l, s, SGR_LOSS);
			batch_row_add(&l, "single-dummy error", 18);
			batch_row_color(&l, s, SGR_OFF);
			/* an error's interval is above 0: its lower end
			 * with the digits that show it (0.004, not 0.00;
			 * on the contract 0.02%, not 0.0%) */
			if (b->by_contract)
				snprintf(t, sizeof t, BRK "(%s %.1f%% less"
					 BRK "often, 95%% %.*f-%.1f%%)",
					 make ? "makes" : "sets",
					 100 * c->diff, 100 * c->diff_lo < 0.005 ?
					 3 : 100 * c->diff_lo < 0.05 ? 2 : 1,
					 100 * c->diff_lo, 100 * c->diff_hi);
			else
				snprintf(t, sizeof t, BRK "(%.2f tricks worse,"
					 BRK "95%% %.*f-%.2f)", c->diff,
					 c->diff_lo < 0.005 ? 3 : 2, c->diff_lo,
					 c->diff_hi);
			row_text(&l, t);
		} else if (c->verdict == ASD_UNLUCKY) {
			unlucky++;
			batch_row_add(&l, dash, dashw);
			/* not the best: within the interval of it, or no
			 * interval at all (one layout) */
			snprintf(t, sizeof t, "unlucky:" BRK "lost %d trick%s "
				 "double dummy%s", c->dd_lost, c->dd_lost == 1 ?
				 "" : "s", c->played_is_best ? "" :
				 c->layouts < 2 ? "," BRK "one layout:" BRK
				 "no interval" : "," BRK
				 "within the interval of the best");
			row_text(&l, t);
		}
		if (c->played_is_best) {
			row_text(&l, ";" BRK "the best single dummy");
		} else {
			row_text(&l, ";" BRK "best single dummy ");
			best_row(&l, s, c);
			row_text(&l, ": ");
			row_fig(&l, &c->fb, make, 0);
		}
		if (c->auction_dropped)
			row_text(&l, BRK "[auction not used here]");
		batch_row_print_wrapped(s->out, &l, 78, 6);
		/* the figures of fewer layouts than the heading says: on a
		 * line of its own, within 80 columns */
		if (c->layouts < o->deals)
			fprintf(s->out, "    only %ld of %ld layouts fit in %ld "
				"tries (--tries gives more)\n", c->layouts,
				o->deals, c->tries);
	}
	if (b->n == 0)
		fprintf(s->out, "  no decision: every card was forced.\n");
	fprintf(s->out, "Single-dummy errors: %d; unlucky: %d.\n", errors,
		unlucky);
}
