/*
 * batch.c - the batch commands table, solve, trace and analyse, see
 * batch.h: what each does with a board (its handler).
 *
 * Every command reads records through source.h (any format), hands each
 * to its handler, and writes what the handler printed (batch_run.c); the
 * handlers print with the writers of batch_out.c and batch_json.c.
 */
#define _GNU_SOURCE 1           /* open_memstream() with older headers */
#include "batch.h"
#include "batch_int.h"
#include "sdstop.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "dd.h"
#include "model/deal.h"
#include "model/par.h"
#include "formats/boardinfo.h"
#include "formats/pbn.h"
#include "model/record.h"
#include "formats/source.h"
#include "blame.h"
#include "summary.h"
#include "util/util.h"

/* Scores the cards of pos and times the call; the count or -1 (reported). */
static int score_cards(env *s, const dd_position *pos,
		       dd_card_score out[13])
{
	double t0 = util_seconds();
	dd_error e;
	int n = 0;

	if (dd_score_cards(s->ctx, pos, out, &n, &e) != DD_OK) {
		batch_report(s, 0, "%s", e.msg);
		return -1;
	}
	batch_stats_add(&s->st, util_seconds() - t0);
	return n;
}

/* Fills c for pos (already checked); 0, or -1 when the solver failed
 * (reported). */
static int trace_course(env *s, const dd_position *pos, course *c)
{
	int side = batch_declarer_of(pos->leader) % 2;
	dd_position p = *pos;
	int k;

	for (k = 0; k <= pos->nplayed; k++) {
		dd_state st;
		dd_error e;
		int t;
		double t0;

		p.nplayed = k;
		if (dd_replay(&p, &st, &e) != DD_OK) {
			batch_report(s, 0, "%s", e.msg);
			return -1;
		}
		if (k < pos->nplayed) {
			c->seat[k] = st.to_play;
			c->leads[k] = st.trick_cards == 0;
		}
		if (st.to_play < 0) {
			c->d[k] = st.tricks_won[side];
			continue;
		}
		t0 = util_seconds();
		if (dd_solve(s->ctx, &p, &t, &e) != DD_OK) {
			batch_report(s, 0, "%s", e.msg);
			return -1;
		}
		batch_stats_add(&s->st, util_seconds() - t0);
		if (st.to_play % 2 != side)
			t = st.tricks_left - t;
		c->d[k] = st.tricks_won[side] + t;
	}
	return 0;
}

/* trace --cards: every position of the play in the solve --lines form
 * (--json: in one object, written once every position is scored). */
static void trace_cards(env *s, const record *r, const dd_position *pos)
{
	dd_card_score sc[53][13];
	int n[53], to_play[53];
	dd_position p = *pos;
	int k;

	for (k = 0; k <= pos->nplayed; k++) {
		dd_state st;
		dd_error e;

		p.nplayed = k;
		if (dd_replay(&p, &st, &e) != DD_OK) {
			batch_report(s, 0, "%s", e.msg);
			return;
		}
		if (st.to_play < 0)
			break;
		to_play[k] = st.to_play;
		n[k] = score_cards(s, &p, sc[k]);
		if (n[k] < 0)
			return;
		if (!(s->opt->flags & OPT_JSON))
			batch_print_scores_line(s, &p, sc[k], n[k]);
	}
	if (s->opt->flags & OPT_JSON)
		batch_json_trace_cards(s, r, pos, k, to_play, sc, n);
}

/* The dealer and vulnerability par is worked out for: --dealer and --vul
 * when given, else record_conditions()'s (the board's, its number's). */
static void board_conditions(env *s, const record *r, int *dealer,
			     int *vul)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(r->board, &end, 10);
	if (r->board[0] >= '0' && r->board[0] <= '9' && *end == '\0' &&
	    (errno == ERANGE || n > 999999 || n < 1) &&
	    ((s->opt->dealer < 0 && r->dealer < 0) ||
	     (s->opt->vul < 0 && r->vul < 0))) {
		/* Said, rather than a number cut to the range silently. */
		batch_report(s, 0, "board number out of range (1 to 999999): "
		       "dealer and vulnerability not taken from it");
	}
	record_conditions(r, dealer, vul);
	if (s->opt->dealer >= 0)
		*dealer = s->opt->dealer;
	if (s->opt->vul >= 0)
		*vul = s->opt->vul;
}

/* "Board 3" or "tests/x.pbn:12" or "" for a record of the line format. */
static void board_title(const record *r, char *out, size_t size)
{
	record_title(r, out, size);
	if (!out[0] && r->format != RECORD_LINE) {
		snprintf(out, size, "%s:%ld", r->file ? r->file : "stdin",
			 r->line);
		record_printable(out);
	}
}

/* The analysis tags of table --pbn. */
static void add_analysis_tags(record *r, int tricks[5][4], int dealer,
			      int vul)
{
	static const int seats[4] = { DD_NORTH, DD_SOUTH, DD_EAST, DD_WEST };
	static const int strains[5] = {
		DD_NOTRUMP, DD_SPADES, DD_HEARTS, DD_DIAMONDS, DD_CLUBS
	};
	static const char *const names[5] = { "NT", "S", "H", "D", "C" };
	char hex[21], text[256], *section;
	size_t len = 0;
	FILE *f;
	par_result p;
	int i, j, n = 0;

	for (i = 0; i < 4; i++)
		for (j = 0; j < 5; j++)
			hex[n++] = "0123456789abcd"[tricks[strains[j]][seats[i]]];
	hex[n] = '\0';
	record_tag_set(r, "DoubleDummyTricks", hex, NULL);
	f = open_memstream(&section, &len);
	if (!f)
		abort();
	for (i = 0; i < 4; i++)
		for (j = 0; j < 5; j++)
			fprintf(f, "%c %2s %2d\n", deal_seat_char(seats[i]),
				names[j], tricks[strains[j]][seats[i]]);
	fclose(f);
	record_tag_set(r, "OptimumResultTable",
		       "Declarer;Denomination\\2R;Result\\2R", section);
	free(section);
	par_compute(tricks, dealer, vul, &p);
	par_format_score(&p, text, sizeof text);
	record_tag_set(r, "OptimumScore", text, NULL);
	par_format_contracts(&p, text, sizeof text);
	record_tag_set(r, "ParContract", text, NULL);
}

static void table_board(env *s, record *r)
{
	int tricks[5][4], dealer, vul;
	double t0 = util_seconds();
	dd_error e;

	/* a file's header, after ours (its version lines left out) */
	if (r->head && (s->opt->flags & OPT_PBN))
		pbn_write_head_notes(s->out, r->head);
	if (r->problem >= RECORD_BAD_DEAL) {
		/* A game that cannot be analysed (--pbn): copied as it was,
		 * after a comment saying why, so that nothing is lost. */
		if (s->opt->flags & OPT_PBN) {
			if (r->pre)
				fputs(r->pre, s->out);
			if (r->raw) {
				fputs(r->raw, s->out);
				fputs(pbn_game_end(r, 0), s->out);
			} else if (r->partial) {
				/* a lead problem of a LIN file or forum
				 * post: written as PBN, its unknown hands
				 * '-' (docs/lead.md) */
				char why[160];

				record_partial_text(r, why, sizeof why);
				fprintf(s->out, "{ddplay: not analysed: %s}\n",
					why);
				pbn_fill_tags(r);
				pbn_write(s->out, r);
			}
		}
		return;
	}
	if (s->solved && !s->solved->failed) {
		/* -j N: its strains solved by the threads (table_part) */
		memcpy(tricks, s->solved->tricks, sizeof tricks);
		batch_stats_add(&s->st, s->solved->seconds);
	} else if (dd_table(s->ctx, &r->deal, tricks, &e) != DD_OK) {
		batch_report(s, r->deal_line, "%s", e.msg);
		return;
	} else {
		batch_stats_add(&s->st, util_seconds() - t0);
	}
	board_conditions(s, r, &dealer, &vul);
	if (s->opt->flags & OPT_LINES) {
		batch_print_table_line(s, &r->deal, tricks);
	} else if (s->opt->flags & OPT_JSON) {
		batch_json_table(s, r, &r->deal, tricks, dealer, vul);
	} else if (s->opt->flags & OPT_PBN) {
		if (r->format != RECORD_PBN)
			pbn_fill_tags(r);
		add_analysis_tags(r, tricks, dealer, vul);
		pbn_write(s->out, r);
	} else {
		char title[64];

		board_title(r, title, sizeof title);
		if (title[0])
			fprintf(s->out, "%s\n", title);
		batch_print_table_readable(s, &r->deal, tricks);
		batch_print_par(s, tricks, dealer, vul);
	}
}

/* -j N: a table's five strains are its parts (splitter), so that the
 * threads share the last deals' strains rather than wait for the
 * slowest deal (docs/performance.md).  Not with --threads: a deal's
 * strains are its threads' then. */
static int table_count(const options *o, const record *r)
{
	return r->problem >= RECORD_BAD_DEAL || o->threads > 1 ? 0 : 5;
}

static int table_part(env *s, const record *r, int k, int tricks[5][4])
{
	dd_error e;

	return dd_table_strain(s->ctx, &r->deal, k, tricks, &e) == DD_OK ?
	       0 : -1;
}

int batch_table(int argc, char **argv)
{
	static const splitter strains = { table_count, table_part };

	return batch_run_split(argc, argv, OPT_LINES | OPT_JSON | OPT_PBN |
			       OPT_THREADS | OPT_OUTPUT | OPT_BOARD,
			       SOURCE_DEALS, table_board, &strains, "deal");
}

/* A board passed out is no error: said so (readable output only). */
static int passed_out(env *s, const record *r)
{
	char title[64];

	if (r->level != 0)
		return 0;
	if (!(s->opt->flags & (OPT_LINES | OPT_CARDS | OPT_JSON))) {
		board_title(r, title, sizeof title);
		fprintf(s->out, "%s%spassed out.\n", title,
			title[0] ? ": " : "");
	}
	return 1;
}

/* The position a record leads to: its contract and every card played.
 * 0, or -1 (reported, or said passed out) when the record has no
 * contract. */
static int record_position(env *s, const record *r, dd_position *pos,
			   dd_state *st)
{
	dd_error e;

	if (passed_out(s, r))
		return -1;
	if (record_base(r, pos) < 0) {
		batch_report(s, 0, "%s", r->level == 0 ? "passed out: nothing to "
		       "play" : "no contract: the strain and the declarer "
		       "are needed");
		return -1;
	}
	pos->nplayed = r->nplayed;
	memcpy(pos->played, r->played, (size_t)r->nplayed);
	if (dd_replay(pos, st, &e) != DD_OK) {
		batch_report(s, r->play_line, "%s", e.msg);
		return -1;
	}
	return 0;
}

static void solve_board(env *s, record *r)
{
	dd_card_score sc[13];
	dd_position pos;
	dd_state st;
	int n;

	if (record_position(s, r, &pos, &st) < 0)
		return;
	if (st.to_play < 0) {
		batch_report(s, r->play_line, "every card is played: nothing "
			     "left to solve (trace and analyse show the "
			     "play)");
		return;
	}
	n = score_cards(s, &pos, sc);
	if (n < 0)
		return;
	if (s->opt->flags & OPT_LINES) {
		batch_print_scores_line(s, &pos, sc, n);
	} else if (s->opt->flags & OPT_JSON) {
		batch_json_solve(s, r, &pos, &st, sc, n);
	} else {
		char text[DEAL_POSITION_SIZE], title[64];

		board_title(r, title, sizeof title);
		if (title[0])
			fprintf(s->out, "%s\n", title);
		deal_format_position(&pos, text);
		fprintf(s->out, "%s\n", text);
		batch_print_contract(s, &pos);
		batch_print_diagram(s, &st.remaining);
		batch_print_state(s, &pos, &st);
		batch_print_scores_readable(s, &st, sc, n);
	}
}

int batch_solve(int argc, char **argv)
{
	return batch_run_command(argc, argv, OPT_LINES | OPT_JSON | OPT_OUTPUT |
				 OPT_THREADS,
				 SOURCE_POSITIONS, solve_board, "position");
}

static void trace_board(env *s, record *r)
{
	dd_position pos;
	dd_state st;
	course c;

	if (record_position(s, r, &pos, &st) < 0)
		return;
	if (s->opt->flags & OPT_CARDS) {
		trace_cards(s, r, &pos);
		return;
	}
	if (trace_course(s, &pos, &c) < 0)
		return;
	if (s->opt->flags & OPT_LINES) {
		batch_print_course_line(s, &pos, &c);
	} else if (s->opt->flags & OPT_JSON) {
		batch_json_trace(s, r, &pos, &c);
	} else {
		char title[64];

		board_title(r, title, sizeof title);
		if (title[0])
			fprintf(s->out, "%s\n", title);
		batch_print_course_readable(s, &pos, &c);
	}
}

int batch_trace(int argc, char **argv)
{
	return batch_run_command(argc, argv, OPT_LINES | OPT_CARDS | OPT_JSON |
				 OPT_OUTPUT, SOURCE_POSITIONS, trace_board,
				 "position");
}

/* ---- analyse ---------------------------------------------------------- */

/* "4S by South", "3NTX by West", "passed out". */
static void contract_text(const record *r, char *out, size_t size)
{
	char c[8];

	record_format_contract(r, c);
	if (r->level == 0)
		snprintf(out, size, "passed out");
	else if (c[0])
		snprintf(out, size, "%s by %s", c, batch_seat_names[r->declarer]);
	else
		snprintf(out, size, "%s, declarer %s", batch_strain_names[r->strain],
			 batch_seat_names[r->declarer]);
}

/* "made 10 (4S+0)": the tricks against the level, when known. */
static void made_text(const record *r, int tricks, char *out, size_t size)
{
	int need = r->level + 6;

	if (r->level < 1)
		snprintf(out, size, "%d trick%s", tricks,
			 tricks == 1 ? "" : "s");
	else if (tricks >= need)
		snprintf(out, size, "%d trick%s, %s", tricks,
			 tricks == 1 ? "" : "s", tricks == need ? "made" :
			 tricks == need + 1 ? "made with an overtrick" :
			 "made with overtricks");
	else
		snprintf(out, size, "%d trick%s, down %d", tricks,
			 tricks == 1 ? "" : "s", need - tricks);
}

/* The cards of the play that changed c's totals, each with the right
 * cards there, into ch; their number, or -1 when the solver failed
 * (reported). */
static int analyse_changes(env *s, const dd_position *pos, const course *c,
			   batch_change ch[52])
{
	int k, n = 0;

	for (k = 0; k < pos->nplayed; k++) {
		int delta = c->d[k + 1] - c->d[k], i, best = -1, count;
		dd_card_score sc[13];
		dd_position p = *pos;
		batch_change *x = &ch[n];

		if (delta == 0)
			continue;
		p.nplayed = k;
		count = score_cards(s, &p, sc);
		if (count < 0)
			return -1;
		for (i = 0; i < count; i++)
			if (sc[i].tricks > best)
				best = sc[i].tricks;
		x->card = k;
		x->delta = delta;
		x->nright = 0;
		for (i = 0; i < count; i++)
			if (sc[i].tricks == best)
				x->right[x->nright++] = sc[i].card;
		n++;
	}
	return n;
}

/* The column of a changed card's first right card ("  trick 12  South
 * ♣K  cost 1 trick    right: ♠9"), where a long list goes on. */
#define RIGHT_COLUMN 46

static void analyse_board(env *s, record *r)
{
	int side, i, j, n;
	int json = (s->opt->flags & OPT_JSON) != 0;
	char title[64], text[96], made[64];
	batch_change ch[52];
	asd_board *sd = NULL;   /* --sd */
	dd_position pos;
	dd_state st;
	course c;
	audit au;
	blame bl;

	board_title(r, title, sizeof title);
	if (passed_out(s, r)) {
		if (json)
			batch_json_analyse(s, r, "passed out", NULL, NULL,
					   NULL, 0, NULL, NULL, NULL);
		return;
	}
	/* a play led by another seat than declarer's left (record.h,
	 * offlead): the contract analysed without it, and warned about */
	if ((r->nplayed == 0 && r->offlead.n == 0) ||
	    record_base(r, &pos) < 0) {
		if (json)
			batch_json_analyse(s, r, "no play", NULL, NULL, NULL,
					   0, NULL, NULL, NULL);
		else
			fprintf(s->out, "%s%sno play recorded: nothing to "
				"analyse.\n", title, title[0] ? ": " : "");
		return;
	}
	if (record_position(s, r, &pos, &st) < 0 ||
	    trace_course(s, &pos, &c) < 0)
		return;
	n = analyse_changes(s, &pos, &c, ch);
	if (n < 0)
		return;
	/* the totals, the claim's tricks among them (blame.h), as the
	 * summary and the analyser's session view count them */
	blame_count(r->declarer, pos.nplayed, c.d, c.seat, blame_claim(r),
		    &bl);
	audit_record(r, c.d[pos.nplayed], &au);
	if ((s->opt->flags & OPT_SD) && r->offlead.n == 0) {
		char err[256];

		sd = xmalloc(sizeof *sd);
		if (asd_analyse(r, &pos, c.d, c.seat, &s->opt->sd, s->stop, sd,
				err, sizeof err) < 0) {
			batch_report(s, 0, "single dummy: %s", err);
			free(sd);
			return;
		}
		if (s->stop && atomic_load(s->stop)) {
			/* Ctrl-C: the figures half done are not printed */
			batch_report(s, 0, "%s: not printed", SDSTOP_BOARD);
			s->stopped = 1;
			free(sd);
			return;
		}
	}
	if (json) {
		batch_json_analyse(s, r, NULL, &pos, &c, ch, n, &bl, &au, sd);
		free(sd);
		return;
	}
	side = r->declarer % 2;
	contract_text(r, text, sizeof text);
	fprintf(s->out, "%s%s%s\n", title, title[0] ? ": " : "", text);
	if (r->result >= 0) {
		int claim;

		made_text(r, r->result, made, sizeof made);
		fprintf(s->out, "Result: %s%s.\n", made,
			boardinfo_claim(r, &claim) ? " (claimed)" : "");
	}
	for (i = 0; i < au.n; i++)
		fprintf(s->out, "Warning: %s.\n", au.text[i]);
	fprintf(s->out, "Double-dummy before the opening lead: %d trick%s "
		"for declarer.\n", c.d[0], c.d[0] == 1 ? "" : "s");
	if (r->offlead.n > 0) {
		fprintf(s->out, "The play recorded, led by %s, is not "
			"analysed.\n", batch_seat_names[r->offlead.leader]);
		return;
	}
	if (n > 0)
		fprintf(s->out, "Cards that changed the double-dummy "
			"result:\n");
	for (i = 0; i < n; i++) {
		int k = ch[i].card, delta = ch[i].delta;
		int ours = c.seat[k] % 2 == side;
		row line = { .len = 0 };
		char head[64];

		snprintf(head, sizeof head, "  trick %2d  %-5s  ", k / 4 + 1,
			 batch_seat_names[c.seat[k]]);
		batch_row_add(&line, head, (int)strlen(head));
		batch_row_card(&line, s, pos.played[k]);
		batch_row_add(&line, "  ", 2);
		snprintf(head, sizeof head, "%s %d trick%s", ours ?
			 "cost" : "gave", delta < 0 ? -delta : delta,
			 (delta < 0 ? -delta : delta) == 1 ? "" : "s");
		batch_row_color(&line, s, ours ? SGR_LOSS : SGR_GAIN);
		batch_row_add(&line, head, (int)strlen(head));
		batch_row_color(&line, s, SGR_OFF);
		if ((delta < 0 ? -delta : delta) == 1)
			batch_row_add(&line, " ", 1);
		batch_row_add(&line, "   right:", 9);
		/* Many right cards wrap under the first (RIGHT_COLUMN). */
		for (j = 0; j < ch[i].nright; j++) {
			batch_row_add(&line, (char[]){ ROW_BREAK, '\0' }, 1);
			batch_row_card(&line, s, ch[i].right[j]);
		}
		batch_row_print_wrapped(s->out, &line, 78, RIGHT_COLUMN);
	}
	if (n == 0)
		fprintf(s->out, "No card changed the double-dummy result.\n");
	made_text(r, c.d[pos.nplayed], made, sizeof made);
	fprintf(s->out, "Double-dummy %s: %s.\n",
		pos.nplayed == 4 * batch_hand_size(&pos.deal) ? "after the play" :
		"after the last card recorded", made);
	/* the claim, its own item: what it lost is in the totals under it,
	 * so that they add up to the tricks claimed */
	if (bl.claim_lost > 0)
		fprintf(s->out, "The claim: %d trick%s declarer's side lost "
			"(%d claimed, double dummy %d).\n", bl.claim_lost,
			bl.claim_lost == 1 ? "" : "s", bl.claim, bl.claim_dd);
	else if (bl.claim_given > 0)
		fprintf(s->out, "The claim: %d trick%s the defenders gave away "
			"(%d accepted, double dummy %d).\n", bl.claim_given,
			bl.claim_given == 1 ? "" : "s", bl.claim, bl.claim_dd);
	fprintf(s->out, "Declarer's side (%s) lost %d trick%s; the "
		"defenders gave away %d.\n", batch_side_names[side], bl.lost,
		bl.lost == 1 ? "" : "s", bl.given);
	if (sd) {
		asd_print(s, &s->opt->sd, sd, r->declarer);
		free(sd);
	}
}

int batch_analyse(int argc, char **argv)
{
	int i;

	/* --summary: another command, with options of its own */
	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (strcmp(argv[i], "--summary") == 0)
			return summary_main(argc, argv);
	return batch_run_command(argc, argv, OPT_JSON | OPT_OUTPUT | OPT_SD,
				 SOURCE_POSITIONS, analyse_board, "position");
}
