/*
 * summary_out.c - the output of `ddplay analyse --summary` (summary.c
 * tallies the session): readable, --lines and --json.
 */
#include "summary_int.h"

#include <stdio.h>
#include <string.h>

#include "util/util.h"

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

static void print_who(FILE *out, const who_list *l, const char *what, int lines,
		      int sd)
{
	char f[200];
	int i, width = util_columns(what);

	/* the names' column as wide as the longest name */
	for (i = 0; i < l->n; i++)
		if (util_columns(l->w[i].name) > width)
			width = util_columns(l->w[i].name);
	if (!lines) {
		put_name(out, what, width);
		fprintf(out, " %6s %8s %5s %7s %5s %5s %5s %10s%s\n",
		       "boards", "declared", "lost", "defence", "lost",
		       "leads", "lost", "lost/board",
		       sd ? "  decisions  sd errors  unlucky" : "");
	}
	for (i = 0; i < l->n; i++) {
		const who *w = &l->w[i];
		int all = w->decl_lost + w->def_lost + w->lead_lost;

		if (lines)
			fprintf(out, "%s|%s|%d|%d|%d|%d|%d|%d|%d|%d", what,
			       field(w->name, f, sizeof f), w->boards, w->declared, w->decl_lost,
			       w->dummy, w->defended, w->def_lost, w->leads,
			       w->lead_lost);
		else {
			put_name(out, w->name, width);
			fprintf(out, " %6d %8d %5d %7d %5d %5d %5d %10.2f",
			       w->boards, w->declared, w->decl_lost,
			       w->defended, w->def_lost, w->leads,
			       w->lead_lost, per(all, w->boards));
		}
		if (sd)
			fprintf(out, lines ? "|%d|%d|%d" : "  %9d  %9d  %7d",
				w->sd_decisions, w->sd_errors, w->sd_unlucky);
		putc('\n', out);
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
		       "\"leads\": %d, \"lead_lost\": %d", w->boards,
		       w->declared, w->decl_lost, w->dummy, w->defended,
		       w->def_lost, w->leads, w->lead_lost);
		if (sd)
			fprintf(out, ", \"sd_decisions\": %d, \"sd_errors\": "
				"%d, \"sd_unlucky\": %d", w->sd_decisions,
				w->sd_errors, w->sd_unlucky);
		putc('}', out);
	}
	fprintf(out, "\n ]");
}

void summary_print_json(FILE *out, const who_list *players,
			const who_list *pairs, const board_row *rows,
			int nrows, const asd_options *sd, const sd_fewer *few)
{
	int i, k;

	fprintf(out, "{");
	if (sd) {
		fprintf(out, " \"sd\": {\"deals\": %ld, \"seed\": %llu, "
			"\"seats\": \"%s\", \"auction\": %s, \"fewer\": %d, "
			"\"fewest\": ", sd->deals, (unsigned long long)sd->seed,
			sd->all ? "all" : "declarer", sd->no_auction ?
			"false" : "true", few->positions);
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
		       "\"score\": %d, \"par\": %d, \"warnings\": [",
		       b->tricks, b->scored_from,
		       b->decl_lost, b->def_lost, b->lead_lost, b->score,
		       b->par);
		for (k = 0; k < b->au.n; k++) {
			fputs(k ? ", " : "", out);
			util_json_string(out, b->au.text[k]);
		}
		fputs("]}", out);
	}
	fprintf(out, "\n ]}\n");
}

void summary_print(FILE *out, const who_list *players, const who_list *pairs,
		   const board_row *rows, int nrows, int skipped, int lines,
		   const asd_options *sdo, const sd_fewer *few)
{
	int i, m, tw = 16;

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
		fprintf(out, "Single dummy: %s, %ld layout%s a position, seed "
			"%llu, %s.\n", sdo->all ? "every seat's cards" :
			"declarer's and dummy's cards (declarer's)",
			sdo->deals, sdo->deals == 1 ? "" : "s",
			(unsigned long long)sdo->seed,
			sdo->no_auction ? "the auctions not used" :
			"the boards' auctions used");
		/* as analyse --sd says it under each such decision */
		if (few->positions)
			fprintf(out, "Fewer layouts fit in the tries at %d "
				"position%s (%ld at the fewest; --tries gives "
				"more).\n", few->positions, few->positions == 1 ?
				"" : "s", few->fewest);
		putc('\n', out);
	}
	print_who(out, players, lines ? "player" : "Player", lines, sdo != NULL);
	if (!lines)
		putc('\n', out);
	print_who(out, pairs, lines ? "pair" : "Partnership", lines, sdo != NULL);
	if (!lines)
		fprintf(out, "\nBoards, the most tricks lost first (North-South's "
		       "score against par):\n");
	/* the titles' column: 16, or as wide as the widest title */
	for (i = 0; i < nrows; i++)
		if (util_columns(rows[i].title) > tw)
			tw = util_columns(rows[i].title);
	for (i = 0; i < nrows; i++) {
		const board_row *b = &rows[i];
		char f[200];

		if (lines)
			fprintf(out, "board|%s|%s|%d|%d|%d|%d|%d|%d\n",
			       field(b->title, f, sizeof f),
			       b->contract, b->tricks, b->decl_lost,
			       b->def_lost, b->lead_lost, b->score, b->par);
		else {
			put_name(out, b->title, tw);
			fprintf(out, " %-16s %2d tricks  declarer lost %d, "
			       "defence %d, lead %d;  %+d, par %+d (%+d)\n",
			       b->contract, b->tricks, b->decl_lost,
			       b->def_lost, b->lead_lost, b->score, b->par,
			       b->score - b->par);
		}
		if (lines)
			continue;
		if (strcmp(b->scored_from, "result") != 0)
			fprintf(out, "%*s scored from the %s\n", tw, "",
				b->scored_from);
		for (m = 0; m < b->au.n; m++)
			fprintf(out, "%*s warning: %s\n", tw, "", b->au.text[m]);
	}
}
