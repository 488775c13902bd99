/*
 * leadout.c - the tables of `ddplay lead` (lead.h): readable, --lines and
 * --json, all from the exact counts of a lead_tally.
 */
#include "lead.h"

#include <string.h>

#include "model/deal.h"
#include "sd.h"
#include "util/util.h"

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };
static const char *const SYMBOLS[4] = {
	"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"
};

static double pct(long a, long n)
{
	return n ? 100.0 * (double)a / (double)n : 0;
}

static void put_padded(FILE *f, const char *s, int width, int right)
{
	int pad = width - util_columns(s);

	if (right)
		fprintf(f, "%*s", pad > 0 ? pad : 0, "");
	fputs(s, f);
	if (!right)
		fprintf(f, "%*s", pad > 0 ? pad : 0, "");
}

/* "4♠", "3NT", "4♠X", "3NTXX". */
static void contract_name(const lead_report *r, int utf8, char *out,
			  size_t size)
{
	static const char *const dbl[3] = { "", "X", "XX" };
	const char *x = dbl[r->doubled >= 0 && r->doubled <= 2 ? r->doubled :
			    0];

	if (r->strain == DD_NOTRUMP)
		snprintf(out, size, "%dNT%s", r->level, x);
	else if (utf8)
		snprintf(out, size, "%d%s%s", r->level, SYMBOLS[r->strain], x);
	else
		snprintf(out, size, "%d%c%s", r->level, "SHDC"[r->strain], x);
}

/* The table of the leads, one a line in the order given; the width of
 * the lead column. */
static int print_leads(FILE *f, const lead_report *r,
		       const int order[LEAD_MAX])
{
	const lead_tally *t = &r->tally;
	const lead_set *ls = &r->leads;
	char text[64], ival[32];
	int i, width = 4, ci;

	for (i = 0; i < ls->n; i++) {
		lead_format(ls, i, r->utf8, text, sizeof text);
		if (util_columns(text) > width)
			width = util_columns(text);
	}
	put_padded(f, "lead", width, 0);
	fprintf(f, "  tricks  95%% interval     set   costs      MP   95%% "
		"interval%s\n", r->real ? "   dd" : "");
	for (i = 0; i < ls->n; i++) {
		int k = order[i];
		double mean, lo, hi, mp, mlo, mhi;

		ci = lead_figures(t, ls->n, k, &mean, &lo, &hi, &mp);
		lead_format(ls, k, r->utf8, text, sizeof text);
		put_padded(f, text, width, 0);
		/* the intervals as ddplay sd prints them
		 * (sd_interval_text()) */
		sd_interval_text(ci, lo, hi, 2, "", ival, sizeof ival);
		fprintf(f, "  %6.3f  %s ", mean, ival);
		fprintf(f, " %5.1f%%  %5.1f%%  %5.1f%%", pct(t->set[k], t->n),
			pct(t->cost[k], t->n), mp);
		if (lead_mp_interval(t, ls->n, k, &mlo, &mhi)) {
			sd_interval_text(1, mlo, mhi, 1, "%", ival,
					 sizeof ival);
			fprintf(f, "  %s", ival);
		} else {
			fprintf(f, "       -");
		}
		/* the board's own deal (lead FILE...), as sd's dd column */
		if (r->real)
			fprintf(f, "   %2d", r->real[k]);
		fputc('\n', f);
	}
	return width;
}

int lead_live_lines(const lead_report *r)
{
	return 3 + r->leads.n;
}

void lead_print_live(FILE *f, const lead_report *r, long total)
{
	int order[LEAD_MAX];

	fprintf(f, "Solving: %ld of %ld layouts (Ctrl-C stops, keeping the "
		"figures so far)\n\n", r->tally.n, total);
	lead_order(&r->tally, r->leads.n, order);
	print_leads(f, r, order);
}

/* --show-deals: the layouts, one a line, each after prefix. */
static void print_layouts(FILE *f, const lead_report *r, const char *prefix)
{
	long i;

	for (i = 0; i < r->ndeals; i++) {
		char text[DEAL_TEXT_SIZE];

		if (r->solved && !r->solved[i])
			continue;
		deal_format(&r->deals[i], text);
		fprintf(f, "%s%s\n", prefix, text);
	}
}

static void print_tables(FILE *f, const lead_report *r);

void lead_print_readable(FILE *f, const lead_report *r)
{
	if (r->title && r->title[0])
		fprintf(f, "%s\n", r->title);
	print_tables(f, r);
	if (r->deals) {
		fprintf(f, "\nLayouts:\n");
		print_layouts(f, r, "");
	}
}

/* The readable tables. */
static void print_tables(FILE *f, const lead_report *r)
{
	const lead_tally *t = &r->tally;
	const lead_set *ls = &r->leads;
	int order[LEAD_MAX], i, j, seat, width = 4, cell;
	char name[16], text[64], hand[DEAL_HAND_SIZE];

	contract_name(r, r->utf8, name, sizeof name);
	fprintf(f, "%s leads against %s by %s, holding", SEAT_NAMES[r->leader],
		name, SEAT_NAMES[r->declarer]);
	for (i = 0; i < 4; i++) {
		deal_format_holding(r->hand[i], hand);
		fprintf(f, " %s%s", r->utf8 ? SYMBOLS[i] : (const char[]) {
			"SHDC"[i], '\0' }, hand[0] ? hand : "-");
	}
	fputs(".\n", f);
	if (r->auction)
		util_put_wrapped(f, "Auction: ", r->auction, 78, 2, ".\n");
	for (seat = 0; seat < 4; seat++)
		if (r->spec_text[seat]) {
			/* wrapped at 78 columns, as sd's */
			char head[16];

			snprintf(head, sizeof head, "%s: ", SEAT_NAMES[seat]);
			util_put_wrapped(f, head, r->spec_text[seat], 78, 2,
					 "\n");
		}
	if (r->deals_file)
		fprintf(f, "%ld layout%s from %s", r->dealt,
			r->dealt == 1 ? "" : "s", r->deals_file);
	else
		fprintf(f, "%ld layout%s dealt (seed %llu; %ld tried)",
			r->dealt, r->dealt == 1 ? "" : "s",
			(unsigned long long)r->seed, r->tries);
	if (r->interrupted)
		fprintf(f, ", interrupted: %ld of %ld solved", t->n, r->dealt);
	fprintf(f, ".\nThe defence needs %d trick%s to set %s.\n\n", t->need,
		t->need == 1 ? "" : "s", name);
	if (t->n == 0)
		return;
	lead_order(t, ls->n, order);
	width = print_leads(f, r, order);
	fprintf(f, "\ntricks: the defence's average; set: the layouts where "
		"the lead sets %s;\ncosts: where it takes fewer tricks than "
		"the best lead of the layout;\nMP: matchpoints against the "
		"other leads (a win 1, a tie 1/2), with a 95%%\n", name);

	if (t->n > 1)
		fprintf(f, "interval (Student's t over the %ld layouts' "
			"scores, as for tricks).\n", t->n);
	else
		fprintf(f, "interval (none on one layout).\n");
	/* set and costs are shares of the layouts (lead_share_bound()) */
	fprintf(f, "set and costs are shares of %ld layout%s: each within "
		"%.1f points either\nside at the most (95%%, Wilson's "
		"interval).\n", t->n, t->n == 1 ? "" : "s",
		lead_share_bound(t->n));
	if (r->real)
		fprintf(f, "dd: the defence's tricks on the board's own deal, "
			"double dummy.\n");
	if (ls->n < 2)
		return;
	fprintf(f, "\nPairwise: %% of the layouts where the lead of the row "
		"takes more tricks\nthan the lead of the column.\n");
	/* in 80 columns: a column named by its lead's first card ("♦8" of
	 * ♦8/7/6: the row says the rest), whole percents where 13 leads
	 * would not fit with a decimal */
	if (width < 5)
		width = 5;
	cell = width + ls->n * 6 > 80 ? 3 : 5;
	put_padded(f, "", width, 0);
	for (j = 0; j < ls->n; j++) {
		lead_format(ls, order[j], r->utf8, text, sizeof text);
		text[strcspn(text, "/")] = '\0';
		fputc(' ', f);
		put_padded(f, text, cell, 1);
	}
	fputc('\n', f);
	for (i = 0; i < ls->n; i++) {
		lead_format(ls, order[i], r->utf8, text, sizeof text);
		put_padded(f, text, width, 0);
		for (j = 0; j < ls->n; j++) {
			if (i == j)
				snprintf(text, sizeof text, "-");
			else
				snprintf(text, sizeof text, "%.*f",
					 cell == 5 ? 1 : 0,
					 pct(t->beats[order[i]][order[j]],
					     t->n));
			fputc(' ', f);
			put_padded(f, text, cell, 1);
		}
		fputc('\n', f);
	}
}

void lead_print_lines(FILE *f, const lead_report *r)
{
	const lead_tally *t = &r->tally;
	const lead_set *ls = &r->leads;
	int order[LEAD_MAX], i, j, ci;
	char a[64], b[64];

	lead_order(t, ls->n, order);
	if (r->title) {
		/* a board's (lead FILE...): its title ('|' written '/'),
		 * the leader, the contract and declarer */
		char title[128], name[16], *p;

		snprintf(title, sizeof title, "%s", r->title);
		for (p = title; *p; p++)
			if (*p == '|')
				*p = '/';
		contract_name(r, 0, name, sizeof name);
		fprintf(f, "board|%s|%c|%s|%c\n", title,
			deal_seat_char(r->leader), name,
			deal_seat_char(r->declarer));
	}
	for (i = 0; i < ls->n; i++) {
		int k = order[i];
		double mean, lo, hi, mp;

		ci = lead_figures(t, ls->n, k, &mean, &lo, &hi, &mp);
		lead_format(ls, k, 0, a, sizeof a);
		fprintf(f, "lead|%s|%ld|%ld|%ld|%ld|%.4f|", a, t->n,
			t->sum[k], t->set[k], t->cost[k], mean);
		if (ci)         /* "-|-": no interval (one layout) */
			fprintf(f, "%.4f|%.4f|", lo, hi);
		else
			fprintf(f, "-|-|");
		fprintf(f, "%.2f|", mp);
		if (lead_mp_interval(t, ls->n, k, &lo, &hi))
			fprintf(f, "%.2f|%.2f", lo, hi);
		else
			fprintf(f, "-|-");
		/* lead FILE...: the board's own deal's result, "-" when
		 * not known */
		if (r->real)
			fprintf(f, "|%d", r->real[k]);
		else if (r->title)
			fprintf(f, "|-");
		fputc('\n', f);
	}
	for (i = 0; i < ls->n; i++)
		for (j = 0; j < ls->n; j++) {
			if (i == j)
				continue;
			lead_format(ls, order[i], 0, a, sizeof a);
			lead_format(ls, order[j], 0, b, sizeof b);
			fprintf(f, "pair|%s|%s|%ld\n", a, b,
				t->beats[order[i]][order[j]]);
		}
	if (r->deals)
		print_layouts(f, r, "layout|");
}

void lead_print_json(FILE *f, const lead_report *r)
{
	const lead_tally *t = &r->tally;
	const lead_set *ls = &r->leads;
	int order[LEAD_MAX], i, j, c, ci;
	char name[16], hand[DEAL_HAND_SIZE], a[64];

	contract_name(r, 0, name, sizeof name);
	deal_format_hand(r->hand, hand);
	if (r->title) {
		fputs("{\"title\": ", f);
		util_json_string(f, r->title);
		fputs(",\n ", f);
	} else {
		fputc('{', f);
	}
	fprintf(f, "\"leader\": \"%c\", \"declarer\": \"%c\", "
		"\"contract\": \"%s\", \"hand\": \"%s\", \"layouts\": %ld, "
		"\"asked\": %ld, \"need\": %d, \"stopped\": %s, "
		"\"interrupted\": %s,\n",
		deal_seat_char(r->leader), deal_seat_char(r->declarer), name,
		hand, t->n, r->asked, t->need,
		r->interrupted ? "true" : "false",
		r->interrupted ? "true" : "false");
	if (!r->deals_file)
		fprintf(f, " \"seed\": %llu, \"tries\": %ld,\n",
			(unsigned long long)r->seed, r->tries);
	/* the constraints the layouts fit, as sd's JSON has them */
	fputs(" \"constraints\": {", f);
	for (i = 0, c = 0; i < 4; i++)
		if (r->spec_text[i]) {
			fprintf(f, "%s\"%c\": ", c++ ? ", " : "",
				deal_seat_char(i));
			util_json_string(f, r->spec_text[i]);
		}
	fputs("},\n", f);
	if (r->auction) {
		fputs(" \"auction\": ", f);
		util_json_string(f, r->auction);
		fputs(",\n", f);
	}
	fprintf(f, " \"leads\": [");
	lead_order(t, ls->n, order);
	for (i = 0; i < ls->n; i++) {
		int k = order[i];
		double mean, lo, hi, mp;

		ci = lead_figures(t, ls->n, k, &mean, &lo, &hi, &mp);
		lead_format(ls, k, 0, a, sizeof a);
		fprintf(f, "%s\n  {\"lead\": \"%s\", \"cards\": [", i ? "," : "",
			a);
		for (c = 0; c < ls->ncards[k]; c++) {
			char card[DEAL_CARD_SIZE];

			deal_format_card(ls->cards[k][c], card);
			fprintf(f, "%s\"%s\"", c ? ", " : "", card);
		}
		/* "tricks": the average, as in sd's JSON ("sum" the
		 * count; "average" kept for the scripts that read it) */
		fprintf(f, "], \"tricks\": %.4f, \"sum\": %ld, "
			"\"average\": %.4f, \"ci95\": ", mean, t->sum[k], mean);
		if (ci)
			fprintf(f, "[%.4f, %.4f]", lo, hi);
		else
			fprintf(f, "null");
		fprintf(f, ", \"set\": %ld, \"cost\": %ld, \"mp\": %.2f, "
			"\"mp_ci95\": ", t->set[k], t->cost[k], mp);
		if (lead_mp_interval(t, ls->n, k, &lo, &hi))
			fprintf(f, "[%.2f, %.2f]", lo, hi);
		else
			fprintf(f, "null");
		if (r->real)
			fprintf(f, ", \"dd\": %d", r->real[k]);
		fprintf(f, ", \"beats\": {");
		for (j = 0; j < ls->n; j++) {
			if (j == i)
				continue;
			lead_format(ls, order[j], 0, a, sizeof a);
			fprintf(f, "%s\"%s\": %ld", j == 0 || (j == 1 && i == 0)
				? "" : ", ", a, t->beats[k][order[j]]);
		}
		fprintf(f, "}}");
	}
	fprintf(f, "\n]");
	if (r->deals) {
		long n;

		int first = 1;

		fprintf(f, ",\n \"deals\": [");
		for (n = 0; n < r->ndeals; n++) {
			char text[DEAL_TEXT_SIZE];

			if (r->solved && !r->solved[n])
				continue;
			deal_format(&r->deals[n], text);
			fprintf(f, "%s\n  \"%s\"", first ? "" : ",", text);
			first = 0;
		}
		fprintf(f, "\n ]");
	}
	fprintf(f, "}\n");
}
