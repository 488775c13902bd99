/*
 * sdout.c - the output of `ddplay sd`, see sdout.h.  Every figure comes
 * from the exact counts of the position's sd_tally (sd_figures_of()).
 */
#include "sdout.h"

#include <string.h>

#include "model/deal.h"
#include "util/util.h"

static const char *const SYMBOLS[4] = {
	"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"
};

/* A group of cards: "SK/Q" (ASCII) or "♠K/Q". */
static void group_text(const sd_tally *t, const int *g, int n, int utf8,
		       char *out, size_t size)
{
	size_t len;
	int i;

	snprintf(out, size, "%s", utf8 ? SYMBOLS[DD_SUIT(t->card[g[0]])] :
		 (const char[]) { "SHDC"[DD_SUIT(t->card[g[0]])], '\0' });
	for (i = 0; i < n; i++) {
		len = strlen(out);
		if (len + 3 > size)
			return;
		if (i)
			out[len++] = '/';
		out[len++] = deal_rank_char(DD_RANK(t->card[g[i]]));
		out[len] = '\0';
	}
}

static void card_text(dd_card c, char out[DEAL_CARD_SIZE])
{
	deal_format_card(c, out);
}

/* "4♠", "3NTX", "4SXX", or "" when the level is not known. */
static void contract_name(const sdout_report *r, int utf8, char *out,
			  size_t size)
{
	static const char *const dbl[3] = { "", "X", "XX" };
	const char *x = dbl[r->doubled >= 0 && r->doubled <= 2 ? r->doubled :
			    0];
	int strain = r->v->pos.strain;

	if (r->level < 1)
		snprintf(out, size, "%s", "");
	else if (strain == DD_NOTRUMP)
		snprintf(out, size, "%dNT%s", r->level, x);
	else if (utf8)
		snprintf(out, size, "%d%s%s", r->level, SYMBOLS[strain], x);
	else
		snprintf(out, size, "%d%c%s", r->level, "SHDC"[strain], x);
}

static const char *side_name(int side)
{
	return side ? "East-West" : "North-South";
}

/* Whether layout i was solved: after a stop (Ctrl-C), only those are
 * printed, the figures being theirs. */
static int solved(const sdout_report *r, long i)
{
	const sd_result *res = r->res;

	return !res->stopped || !res->tricks || res->tally.ncards == 0 ||
	       res->tricks[i * res->tally.ncards] >= 0;
}

static void print_layout(FILE *f, const sdout_report *r, long i,
			 const char *prefix)
{
	dd_position pos;
	char text[DEAL_POSITION_SIZE];

	if (!solved(r, i))
		return;
	sdlayout_position(r->v, &r->layouts->deals[i], &pos);
	deal_format_position(&pos, text);
	fprintf(f, "%s%s\n", prefix, text);
}

void sdout_layouts(FILE *f, const sdlayout_view *v, const sdlayout_set *s)
{
	long i;

	for (i = 0; i < s->n; i++) {
		dd_position pos;
		char text[DEAL_POSITION_SIZE];

		sdlayout_position(v, &s->deals[i], &pos);
		deal_format_position(&pos, text);
		fprintf(f, "%s\n", text);
	}
}

/* Which cards played weighed the layouts (restricted choice), when
 * any did. */
static void restricted_line(FILE *f, const sdout_report *r)
{
	dd_card c[52];
	char text[600];
	size_t len;
	int n = sdlayout_weighed(r->v, c), i;

	if (n == 0)
		return;
	len = (size_t)snprintf(text, sizeof text, "%s", r->v->restricted ==
			       SDLAYOUT_RC_ALL ? "each card a hidden hand "
			       "played (" : "each honour a hidden hand "
			       "played under a higher card (");
	for (i = 0; i < n && len < sizeof text - 16; i++) {
		int suit = DD_SUIT(c[i]);
		char letter[2] = { "SHDC"[suit], '\0' };

		len += (size_t)snprintf(text + len, sizeof text - len,
					"%s%s%c", i ? " " : "",
					r->utf8 ? SYMBOLS[suit] : letter,
					deal_rank_char(DD_RANK(c[i])));
	}
	snprintf(text + len, sizeof text - len, ") keeps a layout with 1/k, "
		 "k the %s of that hand equal to it then%s.",
		 r->v->restricted == SDLAYOUT_RC_ALL ? "cards" : "honours",
		 r->v->restricted == SDLAYOUT_RC_ALL ? "" :
		 " (--no-restricted-choice: every layout as likely)");
	util_put_wrapped(f, "Restricted choice: ", text, 78, 2, "\n");
}

void sdout_readable(FILE *f, const sdout_report *r)
{
	const sdlayout_view *v = r->v;
	const sd_tally *t = &r->res->tally;
	int group[13][13], gsize[13], ng, g, seat, width = 4;
	long nlay;
	char ival[32];
	char contract[32], pos[DEAL_POSITION_SIZE], name[64], head[160];

	contract_name(r, r->utf8, contract, sizeof contract);
	if (r->title && r->title[0])
		fprintf(f, "%s\n", r->title);
	deal_format_position(&v->pos, pos);
	fprintf(f, "%s\n", pos);
	if (!contract[0])
		snprintf(contract, sizeof contract, "%s", v->pos.strain ==
			 DD_NOTRUMP ? "notrump" : dd_suit_name(v->pos.strain));
	snprintf(head, sizeof head, "%s by %s; %s to play (trick %d, %s won "
		 "%d), seeing", contract, dd_seat_name(v->declarer),
		 dd_seat_name(v->to_play),
		 v->st.tricks_won[0] + v->st.tricks_won[1] + 1,
		 side_name(v->side), v->st.tricks_won[v->side]);
	for (seat = 0, g = 0; seat < 4; seat++) {
		int h, hidden = 0;
		size_t len = strlen(head);

		for (h = 0; h < v->nhidden; h++)
			hidden |= v->hidden[h] == seat;
		if (!hidden)
			snprintf(head + len, sizeof head - len, "%s%s",
				 g++ ? " and " : " ", dd_seat_name(seat));
	}
	util_put_wrapped(f, "", strcat(head, "."), 78, 2, "\n");
	if (r->auction)
		util_put_wrapped(f, "Auction: ", r->auction, 78, 2, "\n");
	for (seat = 0; seat < 4; seat++)
		if (v->spec_text[seat]) {
			snprintf(name, sizeof name, "%s: ",
				 dd_seat_name(seat));
			util_put_wrapped(f, name, v->spec_text[seat], 78, 2,
					 "\n");
		}
	nlay = r->layouts ? r->layouts->n : t->n;
	if (r->deals_file)
		fprintf(f, "%ld layout%s of %s", nlay, nlay == 1 ? "" : "s",
			r->deals_file);
	else
		fprintf(f, "%ld layout%s dealt (seed %llu; %ld tried)", nlay,
			nlay == 1 ? "" : "s", (unsigned long long)r->seed,
			r->tries);
	/* Ctrl-C: the figures are of the layouts solved, said here as
	 * ddplay lead says it (leadout.c), not only under the table */
	if (r->res->stopped)
		fprintf(f, ", interrupted: %ld of %ld solved.\n",
			r->res->ndone, nlay);
	else
		fprintf(f, ".\n");
	if (!r->deals_file)
		restricted_line(f, r);
	if (r->need)
		fprintf(f, "%s need %d trick%s %s %s.\n", side_name(v->side),
			r->need, r->need == 1 ? "" : "s",
			v->side == (v->declarer & 1) ?
			"to make" : "to set", contract);
	fprintf(f, "\n");
	ng = sd_groups(v, t, group, gsize);
	for (g = 0; g < ng; g++) {
		group_text(t, group[g], gsize[g], r->utf8, name, sizeof name);
		if (util_columns(name) > width)
			width = util_columns(name);
	}
	fprintf(f, "%-*s  tricks  95%% interval", width, "card");
	if (r->need)
		fprintf(f, "  %s    95%% interval", v->side ==
			(v->declarer & 1) ? "make" : " set");
	fprintf(f, "   dd\n");
	for (g = 0; g < ng; g++) {
		int k = group[g][0], pad;
		sd_figures fg;

		sd_figures_of(t, k, &fg);
		group_text(t, group[g], gsize[g], r->utf8, name, sizeof name);
		pad = width - util_columns(name);
		/* the interval's ends right-aligned, each in its field
		 * (sd_interval_text(): ddplay lead's the same) */
		sd_interval_text(fg.interval, fg.lo, fg.hi, 2, "", ival,
				   sizeof ival);
		fprintf(f, "%s%*s  %6.3f  %s ", name, pad, "", fg.mean, ival);
		if (r->need) {
			sd_interval_text(1, 100 * fg.share_lo,
					   100 * fg.share_hi, 1, "%", ival,
					   sizeof ival);
			fprintf(f, "  %5.1f%%  %s", 100 * fg.share, ival);
		}
		if (r->real[k] >= 0)
			fprintf(f, "   %2d\n", r->real[k]);
		else
			fprintf(f, "    -\n");
	}
	fprintf(f, "\ntricks: %s's tricks in the whole deal, averaged over "
		"the layouts\n(95%% interval: Student's t, within the tricks "
		"possible); ", side_name(v->side));
	if (r->need)
		fprintf(f, "%s: %% of layouts\nreaching it (Wilson interval); "
			"dd: on the real deal, double dummy.\n", v->side ==
			(v->declarer & 1) ? "make" : "set");
	else
		fprintf(f, "dd: on the real\ndeal, double dummy.\n");
	if (t->n == 1)
		fprintf(f, "One layout: no interval for the tricks.\n");
	if (r->res->stopped)
		fprintf(f, "Interrupted: the figures of %ld of %ld layouts.\n",
			r->res->ndone, r->layouts ? r->layouts->n : r->asked);
	if (r->show_deals && r->layouts) {
		long i;

		fprintf(f, "\nLayouts:\n");
		for (i = 0; i < r->layouts->n; i++)
			print_layout(f, r, i, "");
	}
	fprintf(f, "\n");
}

void sdout_lines(FILE *f, const sdout_report *r)
{
	const sdlayout_view *v = r->v;
	const sd_tally *t = &r->res->tally;
	int group[13][13], gsize[13], ng, g;
	char pos[DEAL_POSITION_SIZE], name[64];

	deal_format_position(&v->pos, pos);
	/* the auction's part last: "used", "dropped" (the board's fit no
	 * layout, dealt without it), "-" (none) */
	fprintf(f, "position|%s|%c|%ld|%d|%d|%s\n", pos,
		deal_seat_char(v->to_play), t->n, t->won, r->need,
		r->auction_dropped ? "dropped" : r->auction_used ? "used" :
		"-");
	ng = sd_groups(v, t, group, gsize);
	for (g = 0; g < ng; g++) {
		int k = group[g][0];
		sd_figures fg;

		sd_figures_of(t, k, &fg);
		group_text(t, group[g], gsize[g], 0, name, sizeof name);
		/* "-": not known (no interval for one layout; no goal
		 * without the level) */
		fprintf(f, "card|%s|%ld|%ld|", name, t->n, t->sum[k]);
		if (r->need)
			fprintf(f, "%ld|", t->goal[k]);
		else
			fprintf(f, "-|");
		fprintf(f, "%.4f|", fg.mean);
		if (fg.interval)
			fprintf(f, "%.4f|%.4f|", fg.lo, fg.hi);
		else
			fprintf(f, "-|-|");
		if (r->need)
			fprintf(f, "%.4f|%.4f|%.4f|", fg.share, fg.share_lo,
				fg.share_hi);
		else
			fprintf(f, "-|-|-|");
		fprintf(f, "%d\n", r->real[k]);
	}
	if (r->show_deals && r->layouts) {
		long i;

		for (i = 0; i < r->layouts->n; i++)
			print_layout(f, r, i, "layout|");
	}
}

void sdout_json(FILE *f, const sdout_report *r)
{
	const sdlayout_view *v = r->v;
	const sd_tally *t = &r->res->tally;
	int group[13][13], gsize[13], ng, g, i;
	char pos[DEAL_POSITION_SIZE], contract[32];

	deal_format_position(&v->pos, pos);
	contract_name(r, 0, contract, sizeof contract);
	fprintf(f, "{\"title\":");
	util_json_string(f, r->title ? r->title : "");
	fprintf(f, ",\"position\":\"%s\",\"seat\":\"%c\",\"view\":\"%c\","
		"\"declarer\":\"%c\",\"contract\":", pos,
		deal_seat_char(v->to_play), deal_seat_char(v->viewer),
		deal_seat_char(v->declarer));
	if (contract[0])
		fprintf(f, "\"%s\"", contract);
	else
		fprintf(f, "null");
	fprintf(f, ",\"goal\":\"%s\",\"need\":%d,\"won\":%d,\"layouts\":%ld,"
		"\"asked\":%ld,", v->side == (v->declarer & 1) ? "make" :
		"set", r->need, t->won, t->n, r->asked);
	/* layouts read from a file: no seed, no tries (the keys left
	 * out, as ddplay lead does) */
	if (!r->deals_file)
		fprintf(f, "\"tries\":%ld,\"seed\":%llu,", r->tries,
			(unsigned long long)r->seed);
	fprintf(f, "\"stopped\":%s,\"constraints\":{",
		r->res->stopped ? "true" : "false");
	for (i = 0, g = 0; i < 4; i++)
		if (v->spec_text[i]) {
			fprintf(f, "%s\"%c\":", g++ ? "," : "",
				deal_seat_char(i));
			util_json_string(f, v->spec_text[i]);
		}
	fprintf(f, "},\"auction\":");
	if (r->auction)
		util_json_string(f, r->auction);
	else
		fprintf(f, "null");
	fprintf(f, ",\"auction_dropped\":%s,\"restricted_choice\":\"%s\","
		"\"cards\":[", r->auction_dropped ? "true" : "false",
		sdlayout_rc_name(v->restricted));
	ng = sd_groups(v, t, group, gsize);
	for (g = 0; g < ng; g++) {
		int k = group[g][0];
		char c[DEAL_CARD_SIZE];
		sd_figures fg;

		sd_figures_of(t, k, &fg);
		card_text(t->card[k], c);
		fprintf(f, "%s{\"card\":\"%s\",\"equal\":[", g ? "," : "", c);
		for (i = 1; i < gsize[g]; i++) {
			card_text(t->card[group[g][i]], c);
			fprintf(f, "%s\"%s\"", i > 1 ? "," : "", c);
		}
		fprintf(f, "],\"tricks\":%.4f,\"ci95\":", fg.mean);
		if (fg.interval)
			fprintf(f, "[%.4f,%.4f]", fg.lo, fg.hi);
		else
			fprintf(f, "null");
		fprintf(f, ",\"sum\":%ld", t->sum[k]);
		if (r->need)
			fprintf(f, ",\"make\":%.4f,\"make_ci95\":[%.4f,%.4f],"
				"\"reached\":%ld", fg.share, fg.share_lo,
				fg.share_hi, t->goal[k]);
		else
			fprintf(f, ",\"make\":null");
		if (r->real[k] >= 0)
			fprintf(f, ",\"dd\":%d}", r->real[k]);
		else
			fprintf(f, ",\"dd\":null}");
	}
	fprintf(f, "]");
	if (r->show_deals && r->layouts) {
		long n;

		int first = 1;

		fprintf(f, ",\"deals\":[");
		for (n = 0; n < r->layouts->n; n++) {
			char text[DEAL_TEXT_SIZE];

			if (!solved(r, n))
				continue;
			deal_format(&r->layouts->deals[n], text);
			fprintf(f, "%s\"%s\"", first ? "" : ",", text);
			first = 0;
		}
		fprintf(f, "]");
	}
	fprintf(f, "}\n");
}
