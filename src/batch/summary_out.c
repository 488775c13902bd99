/*
 * summary_out.c - the output of `ddplay analyse --summary` (summary.c
 * tallies the session): readable, --lines and --json.
 */
#include "summary_int.h"

#include <stdio.h>
#include <string.h>

#include "util/util.h"

static const char *const VUL_KEYS[4] = { "None", "NS", "EW", "All" };

static double per(int a, int n)
{
	return n ? (double)a / n : 0;
}

/* A name as a field of --lines: a '|' in it is written '/', so that
 * the fields stay where they are. */
static const char *field(const char *name, char *buf, size_t size)
{
	size_t i;

	for (i = 0; name[i] && i + 1 < size; i++)
		buf[i] = name[i] == '|' ? '/' : name[i];
	buf[i] = '\0';
	return buf;
}

/* name, then spaces to width columns (a UTF-8 name takes fewer columns
 * than bytes). */
static void put_name(FILE *out, const char *name, int width)
{
	int pad = width - util_columns(name);

	fprintf(out, "%s%*s", name, pad > 0 ? pad : 0, "");
}

/* The readable tables fit 78 columns: a name wider than WHO_NAME_COLS
 * columns goes on a line of its own, its figures on the next. */
enum { WHO_NAME_COLS = 22 };

/* The names' column: as wide as the longest name, at most WHO_NAME_COLS. */
static int name_width(const who_list *l, const char *what)
{
	int i, width = util_columns(what);

	for (i = 0; i < l->n; i++)
		if (util_columns(l->w[i].name) > width)
			width = util_columns(l->w[i].name);
	return width > WHO_NAME_COLS ? WHO_NAME_COLS : width;
}

/* A row's name, padded to width.  A wider one goes on a line of its
 * own, or, a partnership's (pair), its first player's name with the
 * '&' there and the second's under it, indented by two, when that
 * fits. */
static void put_row_name(FILE *out, const char *name, int width, int pair)
{
	const char *amp = pair ? strstr(name, " & ") : NULL;

	if (util_columns(name) <= width) {
		put_name(out, name, width);
	} else if (amp && 2 + util_columns(amp + 3) <= width) {
		fprintf(out, "%.*s &\n  ", (int)(amp - name), name);
		put_name(out, amp + 3, width - 2);
	} else {
		fprintf(out, "%s\n", name);
		put_name(out, "", width);
	}
}

static void print_who_lines(FILE *out, const who_list *l, const char *what,
			    int sd)
{
	char f[200];
	int i;

	for (i = 0; i < l->n; i++) {
		const who *w = &l->w[i];

		fprintf(out, "%s|%s|%d|%d|%d|%d|%d|%d|%d|%d", what,
			field(w->name, f, sizeof f), w->boards, w->declared,
			w->decl_lost, w->dummy, w->defended, w->def_lost,
			w->leads, w->lead_lost);
		if (sd)
			fprintf(out, "|%d|%d|%d", w->sd_decisions,
				w->sd_errors, w->sd_unlucky);
		putc('\n', out);
	}
}

/* The double-dummy table: 56 columns after the names. */
static void print_who(FILE *out, const who_list *l, const char *what,
		      int pair)
{
	int i, width = name_width(l, what);

	put_name(out, what, width);
	fprintf(out, " %6s %8s %4s %7s %4s %5s %4s %10s\n", "boards",
		"declared", "lost", "defence", "lost", "leads", "lost",
		"lost/board");
	for (i = 0; i < l->n; i++) {
		const who *w = &l->w[i];
		int all = w->decl_lost + w->def_lost + w->lead_lost;

		put_row_name(out, w->name, width, pair);
		fprintf(out, " %6d %8d %4d %7d %4d %5d %4d %10.2f\n",
			w->boards, w->declared, w->decl_lost, w->defended,
			w->def_lost, w->leads, w->lead_lost,
			per(all, w->boards));
	}
}

/* --sd: the decisions judged, the errors and the unlucky cards. */
static void print_who_sd(FILE *out, const who_list *l, const char *what,
			 int pair)
{
	int i, width = name_width(l, what);

	put_name(out, what, width);
	fprintf(out, " %9s %9s %7s\n", "decisions", "sd errors", "unlucky");
	for (i = 0; i < l->n; i++) {
		const who *w = &l->w[i];

		put_row_name(out, w->name, width, pair);
		fprintf(out, " %9d %9d %7d\n", w->sd_decisions, w->sd_errors,
			w->sd_unlucky);
	}
}

static void json_who(FILE *out, const who_list *l, const char *key, int sd)
{
	int i;

	fprintf(out, " \"%s\": [", key);
	for (i = 0; i < l->n; i++) {
		const who *w = &l->w[i];

		fprintf(out, "%s\n  {\"name\": ", i ? "," : "");
		util_json_string(out, w->name);
		fprintf(out, ", \"boards\": %d, \"declared\": %d, "
		       "\"declarer_lost\": %d, \"dummy\": %d, "
		       "\"defended\": %d, \"defence_lost\": %d, "
		       "\"leads\": %d, \"lead_lost\": %d, \"claim_lost\": %d",
		       w->boards, w->declared, w->decl_lost, w->dummy,
		       w->defended, w->def_lost, w->leads, w->lead_lost,
		       w->claim_lost);
		if (sd)
			fprintf(out, ", \"sd_decisions\": %d, \"sd_errors\": "
				"%d, \"sd_unlucky\": %d", w->sd_decisions,
				w->sd_errors, w->sd_unlucky);
		putc('}', out);
	}
	fprintf(out, "\n ]");
}

/* --judge's value by asd_options.judge: by each board's Scoring unless
 * given */
static const char *const JUDGE[3] = { "scoring", "tricks", "contract" };

/* How the cards were judged, for the heading: "the cards judged on the
 * contract (--judge contract)", "... at 2 boards, on the tricks at 1 (by
 * each board's Scoring)". */
static void judged_on(char *t, size_t size, const asd_options *sd,
		      const sd_fewer *few)
{
	const char *why = sd->judge == ASD_JUDGE_AUTO ?
			  "by each board's Scoring" :
			  sd->judge == ASD_JUDGE_CONTRACT ?
			  "--judge contract" : "--judge tricks";

	char unknown[96] = "";

	/* a Scoring not understood is judged on the tricks: said, as
	 * analyse --sd says it over the board */
	if (sd->judge == ASD_JUDGE_AUTO && few->scoring_unknown)
		snprintf(unknown, sizeof unknown, "; %d board%s Scoring not "
			 "understood: on the tricks", few->scoring_unknown,
			 few->scoring_unknown == 1 ? "'s" : "s'");
	if (few->on_contract && few->on_tricks)
		snprintf(t, size, "the cards judged on the contract at %d "
			 "board%s, on the tricks at %d (%s%s)",
			 few->on_contract, few->on_contract == 1 ? "" : "s",
			 few->on_tricks, why, unknown);
	else
		snprintf(t, size, "the cards judged on the %s (%s%s)",
			 few->on_contract ? "contract" : "tricks", why,
			 unknown);
}

/* Which boards' auctions were used, for the heading: "the boards'
 * auctions used", "the auction of 1 board used (2 have none)", "no
 * board's auction used (1 has none, 1 could not be used)", "the auctions
 * not used" (--no-auction). */
static void auctions_used(char *t, size_t size, const asd_options *sd,
			  const sd_fewer *few)
{
	int boards = few->on_contract + few->on_tricks, used = few->with_auction;
	int bad = few->auction_not_used, none = boards - used - bad;
	size_t n;

	if (sd->no_auction) {
		snprintf(t, size, "the auctions not used");
		return;
	}
	if (used == boards) {
		snprintf(t, size, "the boards' auctions used");
		return;
	}
	if (used)
		n = (size_t)snprintf(t, size, "the auction%s of %d board%s "
				     "used (", used == 1 ? "" : "s", used,
				     used == 1 ? "" : "s");
	else
		n = (size_t)snprintf(t, size, "no board's auction used (");
	if (none)
		n += (size_t)snprintf(t + n, size - n, "%d ha%s none%s", none,
				      none == 1 ? "s" : "ve", bad ? ", " : "");
	if (bad)
		snprintf(t + n, size - n, "%d could not be used", bad);
	n = strlen(t);
	snprintf(t + n, size - n, ")");
}

void summary_print_json(FILE *out, const who_list *players,
			const who_list *pairs, const board_row *rows,
			int nrows, const asd_options *sd, const sd_fewer *few)
{
	int i, k;

	fprintf(out, "{");
	if (sd) {
		fprintf(out, " \"sd\": {\"deals\": %ld, \"seed\": %llu, "
			"\"seats\": \"%s\", \"auction\": %s, "
			"\"with_auction\": %d, \"auction_not_used\": %d, "
			"\"judge\": "
			"\"%s\", \"judged_on_contract\": %d, "
			"\"judged_on_tricks\": %d, "
			"\"scoring_not_understood\": %d, \"fewer\": %d, "
			"\"fewest\": ", sd->deals, (unsigned long long)sd->seed,
			sd->all ? "all" : "declarer", sd->no_auction ?
			"false" : "true", few->with_auction,
			few->auction_not_used, JUDGE[sd->judge],
			few->on_contract, few->on_tricks,
			few->scoring_unknown, few->positions);
		if (few->positions)
			fprintf(out, "%ld},\n", few->fewest);
		else
			fprintf(out, "null},\n");
	}
	json_who(out, players, "players", sd != NULL);
	fprintf(out, ",\n");
	json_who(out, pairs, "partnerships", sd != NULL);
	fprintf(out, ",\n \"boards\": [");
	for (i = 0; i < nrows; i++) {
		const board_row *b = &rows[i];

		fprintf(out, "%s\n  {\"board\": ", i ? "," : "");
		util_json_string(out, b->title);
		fprintf(out, ", \"contract\": ");
		util_json_string(out, b->contract);
		fprintf(out, ", \"tricks\": %d, \"scored_from\": \"%s\", "
		       "\"declarer_lost\": %d, "
		       "\"defence_lost\": %d, \"lead_lost\": %d, "
		       "\"declarer_claim_lost\": %d, "
		       "\"defence_claim_lost\": %d, "
		       "\"score\": %d, \"par\": %d, "
		       "\"dealer\": \"%c\", \"vul\": \"%s\", "
		       "\"taken\": [%s%s%s], \"warnings\": [",
		       b->tricks, b->scored_from,
		       b->decl_lost, b->def_lost, b->lead_lost, b->claim_decl,
		       b->claim_def, b->score, b->par, dd_seat_letter(b->dealer),
		       VUL_KEYS[b->vul],
		       b->taken & RECORD_TAKEN_DEALER ? "\"dealer\"" : "",
		       b->taken == (RECORD_TAKEN_DEALER | RECORD_TAKEN_VUL) ?
		       ", " : "",
		       b->taken & RECORD_TAKEN_VUL ? "\"vul\"" : "");
		for (k = 0; k < b->au.n; k++) {
			fputs(k ? ", " : "", out);
			util_json_string(out, b->au.text[k]);
		}
		fputc(']', out);
		if (sd)
			fprintf(out, ", \"sd_decisions\": %d, \"sd_errors\": "
				"%d, \"sd_unlucky\": %d", b->sd_decisions,
				b->sd_errors, b->sd_unlucky);
		fputc('}', out);
	}
	fprintf(out, "\n ]}\n");
}

void summary_print(FILE *out, const who_list *players, const who_list *pairs,
		   const board_row *rows, int nrows, int skipped, int lines,
		   const asd_options *sdo, const sd_fewer *few)
{
	int i, m, tw = 8;

	if (!lines && nrows == 0) {
		fprintf(out, "Session: no board with a play to analyse%s.\n",
		       skipped ? " (some without a play: left out)" : "");
		return;
	}
	if (!lines)
		fprintf(out, "Session: %d board%s analysed%s.\n\n", nrows,
		       nrows == 1 ? "" : "s", skipped ?
		       ", some without a play: left out" : "");
	if (sdo && !lines) {
		char head[480], judged[200], auctions[120];
		int n;

		judged_on(judged, sizeof judged, sdo, few);
		auctions_used(auctions, sizeof auctions, sdo, few);
		/* no play judged (every board's led by another seat than
		 * declarer's left): said, nothing of auctions and judging */
		n = snprintf(head, sizeof head, "%s, %ld layout%s a "
			     "position, seed %llu", sdo->all ?
			     "every seat's cards" :
			     "declarer's and dummy's cards (declarer's)",
			     sdo->deals, sdo->deals == 1 ? "" : "s",
			     (unsigned long long)sdo->seed);
		if (few->on_contract + few->on_tricks == 0)
			snprintf(head + n, sizeof head - (size_t)n,
				 "; no play judged.");
		else
			snprintf(head + n, sizeof head - (size_t)n,
				 ", %s; %s.", auctions, judged);
		util_put_wrapped(out, "Single dummy: ", head, 78, 4, "\n");
		/* as analyse --sd says it under each such decision */
		if (few->positions)
			fprintf(out, "Fewer layouts fit in the tries at %d "
				"position%s (%ld at the fewest; --tries gives "
				"more).\n", few->positions, few->positions == 1 ?
				"" : "s", few->fewest);
		putc('\n', out);
	}
	if (lines) {
		print_who_lines(out, players, "player", sdo != NULL);
		print_who_lines(out, pairs, "pair", sdo != NULL);
	} else {
		print_who(out, players, "Player", 0);
		putc('\n', out);
		print_who(out, pairs, "Partnership", 1);
		if (sdo) {
			fprintf(out, "\nSingle dummy, the decisions judged "
				"(declarer answers for dummy's cards):\n");
			print_who_sd(out, players, "Player", 0);
			putc('\n', out);
			print_who_sd(out, pairs, "Partnership", 1);
		}
		fprintf(out, "\nBoards, the most tricks lost first "
			"(North-South's score against par):\n");
	}
	/* the titles' column: as wide as the widest title (at least 8),
	 * at most 12; a wider title on a line of its own */
	for (i = 0; i < nrows; i++)
		if (util_columns(rows[i].title) > tw)
			tw = util_columns(rows[i].title);
	if (tw > 12)
		tw = 12;
	for (i = 0; i < nrows; i++) {
		const board_row *b = &rows[i];
		char f[200];

		if (lines) {
			fprintf(out, "board|%s|%s|%d|%d|%d|%d|%d|%d",
			       field(b->title, f, sizeof f),
			       b->contract, b->tricks, b->decl_lost,
			       b->def_lost, b->lead_lost, b->score, b->par);
			/* --sd: the board's decisions, errors, unlucky */
			if (sdo)
				fprintf(out, "|%d|%d|%d", b->sd_decisions,
					b->sd_errors, b->sd_unlucky);
			/* last, after the fields of before: the claim's
			 * tricks among declarer's and the defence's, and
			 * what the tricks were scored from */
			fprintf(out, "|%d|%d|%s\n", b->claim_decl, b->claim_def,
				b->scored_from);
			continue;
		}
		/* two lines, within 78 columns: the result and the score
		 * against par, then the tricks lost */
		put_row_name(out, b->title, tw, 0);
		fprintf(out, "  %-14s %2d tricks  %+d, par %+d (%+d)\n",
			b->contract, b->tricks, b->score, b->par,
			b->score - b->par);
		/* a dealer or vulnerability the file gave but that could
		 * not be read: what the score and par took instead */
		if (b->taken)
			fprintf(out, "%*s  scored %s%s%s (not known)\n", tw, "",
				b->taken & RECORD_TAKEN_VUL ?
				"with nobody vulnerable" : "",
				b->taken == (RECORD_TAKEN_DEALER |
					     RECORD_TAKEN_VUL) ? ", " : "",
				b->taken & RECORD_TAKEN_DEALER ?
				"par with North dealing" : "");
		/* the claim's tricks said beside the side's they are in */
		fprintf(out, "%*s  lost: declarer %d", tw, "", b->decl_lost);
		if (b->claim_decl)
			fprintf(out, " (the claim: %d)", b->claim_decl);
		fprintf(out, ", defence %d", b->def_lost);
		if (b->claim_def)
			fprintf(out, " (the claim: %d)", b->claim_def);
		fprintf(out, ", lead %d\n", b->lead_lost);
		/* --sd: a line of its own, within 78 columns (none for a
		 * play not analysed: its warning says why) */
		if (sdo && b->sd_judged)
			fprintf(out, "%*s  single dummy: sd errors %d, unlucky "
				"%d (%d decision%s)\n", tw, "", b->sd_errors,
				b->sd_unlucky, b->sd_decisions,
				b->sd_decisions == 1 ? "" : "s");
		if (strcmp(b->scored_from, "result") != 0)
			fprintf(out, "%*s  scored from the %s\n", tw, "",
				b->scored_from);
		for (m = 0; m < b->au.n; m++)
			fprintf(out, "%*s  warning: %s\n", tw, "", b->au.text[m]);
	}
}
