/*
 * analyse_sd_out.c - `ddplay analyse --sd`'s output, see analyse_sd.h:
 * the readable decisions under a board (asd_print()) and --json's "sd"
 * (asd_json()).
 */
#include "analyse_sd.h"
#include "batch_int.h"

#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "sim/lead.h"
#include "util/util.h"

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
static const char *const JUDGED_BY[4] = {
	"default", "--judge", "Scoring", "no level"
};
static const char *const FUSION[7] = {
	"", "error", "open", "not made", "worse", "unclear", "wrong guess"
};

/* ", \"instead\": ...}": the best card the hand might have played
 * instead of the card played at its turn in the check (null when it had
 * none), and the fusion object's closing brace */
static void json_instead(FILE *f, const asd_fusion *x)
{
	fputs(", \"instead\": ", f);
	if (!x->instead) {
		fputs("null}", f);
		return;
	}
	fputs("{\"card\": ", f);
	json_card(f, x->instead);
	fprintf(f, ", \"compared\": %d, \"tricks\": %.4f, \"share\": ",
		x->compared, x->alt_mean);
	if (x->alt_share < 0)
		fputs("null", f);
	else
		fprintf(f, "%.4f", x->alt_share);
	fprintf(f, ", \"diff\": %.4f, \"diff_ci95\": ", x->alt_diff);
	if (x->made < 2)
		fputs("null}}", f);
	else
		fprintf(f, "[%.4f, %.4f]}}", x->alt_lo, x->alt_hi);
}

/* ", \"fusion\": ...": the check of the best card first, then the card
 * played (null when not made: the card was no error) */
static void json_fusion(FILE *f, const asd_fusion *x)
{
	fputs(", \"fusion\": ", f);
	if (x->state == ASD_FUSION_NONE) {
		fputs("null", f);
		return;
	}
	fprintf(f, "{\"result\": \"%s\", \"then\": ", FUSION[x->state]);
	json_card(f, x->then);
	fprintf(f, ", \"layouts\": %ld, \"made\": %ld, \"right\": %ld",
		x->layouts, x->made, x->right);
	if (x->made == 0) {
		fputs(", \"tricks\": null, \"share\": null, \"diff\": null, "
		      "\"diff_ci95\": null, \"short\": null, "
		      "\"short_ci95\": null, \"instead\": null}", f);
		return;
	}
	fprintf(f, ", \"tricks\": %.4f, \"share\": ", x->mean);
	if (x->share < 0)
		fputs("null", f);
	else
		fprintf(f, "%.4f", x->share);
	fprintf(f, ", \"diff\": %.4f, \"diff_ci95\": ", x->diff);
	if (x->made < 2)
		fputs("null", f);
	else
		fprintf(f, "[%.4f, %.4f]", x->diff_lo, x->diff_hi);
	fprintf(f, ", \"short\": %.4f, \"short_ci95\": ", x->short_of);
	if (x->made < 2)
		fputs("null", f);
	else
		fprintf(f, "[%.4f, %.4f]", x->short_lo, x->short_hi);
	json_instead(f, x);
}

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
	fprintf(f, ", \"judged_by\": \"%s\", \"scoring\": ",
		JUDGED_BY[b->judged_by]);
	if (b->scoring_tag[0])
		util_json_string(f, b->scoring_tag);
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
			"\"auction_dropped\": %s, \"auction_not_used\": ",
			c->dd_lost, VERDICTS[c->verdict], c->auction_dropped ?
			"true" : "false");
		if (c->not_used[0])
			util_json_string(f, c->not_used);
		else
			fputs("null", f);
		json_fusion(f, &c->fusion);
		fputc('}', f);
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

/* What the cards are judged on and why, in the heading: always said,
 * an IMP player reading "single-dummy error" for a card that only gave
 * up an overtrick must see that the tricks were counted. */
static void judged_text(FILE *h, const asd_board *b)
{
	if (b->by_contract) {
		fprintf(h, "cards judged on the contract, not the tricks (");
		if (b->judged_by == ASD_BY_OPTION)
			fprintf(h, "--judge contract); ");
		else
			fprintf(h, "Scoring %s); ", b->scoring_tag);
		return;
	}
	if (b->scoring[0]) {
		fprintf(h, "%s: cards judged on the tricks; ", b->scoring);
		return;
	}
	if (b->judged_by == ASD_BY_NO_LEVEL) {
		/* (no contract to judge on) */
		fprintf(h, "cards judged on the tricks (the level not known); ");
		return;
	}
	fprintf(h, "cards judged on the tricks, not the contract (");
	switch (b->judged_by) {
	case ASD_BY_OPTION:
		fprintf(h, "--judge tricks); ");
		break;
	case ASD_BY_SCORING:
		fprintf(h, "Scoring %s); ", b->scoring_tag);
		break;

	default:
		fprintf(h, "no scoring in the file: --judge contract to judge "
			"on making it); ");
		break;
	}
}

/* The check of the best card first, then the card played, on the
 * decision's line: "♣3/2 first, then ♠A: 12.50 tricks, no better than
 * ♠A now (95% -0.03 to 0.05 more)" (on the contract "makes 52.0%, ...
 * (95% -2.0 to 4.0 points more)"); the check not made: "[not checked
 * with ♣3/2 first: ♠A had no turn within 2 tricks on 3 layouts]"; it
 * tells nothing: "[not checked: ♠A first, then ♠Q, does worse than ♠Q
 * now]"; it cannot tell: "[not clear: ♠J first, then ♠7, takes 6.83
 * tricks, between the two within the intervals]". */
static void fusion_row(row *l, env *s, const asd_board *b,
		       const asd_card *c, int make)
{
	const asd_fusion *x = &c->fusion;
	char t[160];

	if (x->state == ASD_FUSION_WRONG) {
		row_text(l, BRK "[a wrong guess now or later:" BRK);
		batch_row_card(l, s, x->then);
		row_text(l, BRK "first, then" BRK);
		batch_row_card(l, s, x->instead);
		row_text(l, BRK "instead of" BRK);
		batch_row_card(l, s, c->played);
		if (b->by_contract)
			snprintf(t, sizeof t, "," BRK "%s %.1f%%," BRK "%.1f"
				 BRK "points more" BRK "(95%%" BRK "%.1f to %.1f)]",
				 make ? "makes" : "sets", 100 * x->alt_share,
				 100 * x->alt_diff, 100 * x->alt_lo,
				 100 * x->alt_hi);
		else
			snprintf(t, sizeof t, "," BRK "takes %.2f tricks,"
				 BRK "%.2f more" BRK "(95%%" BRK "%.2f to %.2f)]",
				 x->alt_mean, x->alt_diff, x->alt_lo, x->alt_hi);
		row_text(l, t);
		return;
	}
	if (x->state == ASD_FUSION_UNCLEAR) {
		row_text(l, BRK "[not clear:" BRK);
		batch_row_card(l, s, x->then);
		row_text(l, BRK "first, then" BRK);
		batch_row_card(l, s, c->played);
		if (b->by_contract)
			snprintf(t, sizeof t, "," BRK "%s %.1f%%,", make ?
				 "makes" : "sets", 100 * x->share);
		else
			snprintf(t, sizeof t, "," BRK "takes %.2f tricks,",
				 x->mean);
		row_text(l, t);
		row_text(l, BRK "between the two within the intervals]");
		return;
	}
	if (x->state == ASD_FUSION_WORSE) {
		row_text(l, BRK "[not checked:" BRK);
		batch_row_card(l, s, x->then);
		row_text(l, BRK "first, then" BRK);
		batch_row_card(l, s, c->played);
		snprintf(t, sizeof t, "," BRK "does worse than" BRK);
		row_text(l, t);
		batch_row_card(l, s, c->played);
		row_text(l, BRK "now]");
		return;
	}
	if (x->state == ASD_FUSION_NOT_MADE) {
		row_text(l, BRK "[not checked with" BRK);
		batch_row_card(l, s, x->then);
		row_text(l, BRK "first:" BRK);
		batch_row_card(l, s, c->played);
		snprintf(t, sizeof t, BRK "had no turn within %d tricks on"
			 BRK "%ld layout%s]", ASD_FUSION_REACH,
			 x->layouts - x->made, x->layouts - x->made == 1 ?
			 "" : "s");
		row_text(l, t);
		return;
	}
	batch_row_card(l, s, x->then);
	row_text(l, BRK "first, then" BRK);
	/* (the card played follows) */
	batch_row_card(l, s, c->played);
	if (b->by_contract)
		snprintf(t, sizeof t, "," BRK "%s %.1f%%, no better than"
			 BRK, make ? "makes" : "sets", 100 * x->share);
	else
		snprintf(t, sizeof t, "," BRK "takes %.2f tricks, no better"
			 BRK "than" BRK, x->mean);
	row_text(l, t);
	batch_row_card(l, s, c->played);
	if (x->made < 2)
		snprintf(t, sizeof t, BRK "now (one layout: no interval):");
	else if (b->by_contract)
		snprintf(t, sizeof t, BRK "now (95%%" BRK "%.1f to %.1f"
			 BRK "points more):", 100 * x->diff_lo,
			 100 * x->diff_hi);
	else
		snprintf(t, sizeof t, BRK "now (95%%" BRK "%.2f to %.2f"
			 BRK "more):", x->diff_lo, x->diff_hi);
	row_text(l, t);
	row_text(l, BRK);
	batch_row_card(l, s, x->then);
	row_text(l, "'s edge may be" BRK "strategy fusion: no error");
}

void asd_print(env *s, const asd_options *o, const asd_board *b,
	       int declarer)
{
	const char *dash = s->utf8 ? " \xe2\x80\x94 " : " -- ";
	int dashw = s->utf8 ? 3 : 4, i, errors = 0, unlucky = 0, open = 0;

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
	judged_text(h, b);
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
		} else if (c->fusion.state == ASD_FUSION_OPEN) {
			open++;
			batch_row_add(&l, dash, dashw);
			row_text(&l, "guess kept open:" BRK);
			fusion_row(&l, s, b, c, make);
			if (c->verdict == ASD_UNLUCKY) {
				unlucky++;
				snprintf(t, sizeof t, ";" BRK "unlucky: lost %d "
					 "trick%s double dummy", c->dd_lost,
					 c->dd_lost == 1 ? "" : "s");
				row_text(&l, t);
			}
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
		/* an error whose check could not be made: said after the
		 * best card, so that the error reads as before */
		if (c->verdict == ASD_ERROR &&
		    (c->fusion.state == ASD_FUSION_NOT_MADE ||
		     c->fusion.state == ASD_FUSION_WORSE ||
		     c->fusion.state == ASD_FUSION_UNCLEAR ||
		     c->fusion.state == ASD_FUSION_WRONG))
			fusion_row(&l, s, b, c, make);
		if (c->auction_dropped)
			row_text(&l, BRK "[auction not used here]");
		else if (c->not_used[0]) {
			/* the call left out here, as ddplay sd lists it
			 * (broken where it has a space) */
			char u[sizeof c->not_used], *q;

			snprintf(u, sizeof u, "%s", c->not_used);
			for (q = u; *q; q++)
				if (*q == ' ')
					*q = BRK[0];
			row_text(&l, BRK "[not" BRK "used" BRK "here:" BRK);
			row_text(&l, u);
			row_text(&l, "]");
		}
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
	/* (a line of its own: the line above is read by scripts) */
	if (open)
		fprintf(s->out, "Guesses kept open, no error: %d.\n", open);
}
