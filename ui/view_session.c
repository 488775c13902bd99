/*
 * view_session.c - the session over the board (:session): a row a board
 * of the file (contract, result, double dummy, score against par, the
 * recorded cards that cost a trick and the first of them), filled in as
 * the boards are worked out (sessionjob.h); with :session sd (z), two
 * more columns, declarer's single-dummy errors and unlucky cards, as
 * `ddplay analyse --sd` judges them; Enter opens the board at its first
 * costly card.
 */
#include <stdio.h>
#include <string.h>

#include "batch/analyse_sd.h"
#include "model/contract.h"
#include "sessionjob.h"
#include "textbox.h"
#include "view.h"

/* The legend under the rows: what each column says; the single-dummy
 * marks' lines under it once they are asked for. */
static const char *const LEGEND[] = {
	"bid: contract, declarer   result: recorded, ~ double dummy after "
	"the play",
	"dd: tricks double dummy at the lead   NS, vs par: NS score, against "
	"par",
	"lost: tricks the recorded cards threw away double dummy, a claim's too",
};
#define LEGEND_ROWS ((int)(sizeof LEGEND / sizeof LEGEND[0]))
static const char *const LEGEND_SD[] = {
	"sd err: declarer's cards worse than the single-dummy best (95%)",
	"unlucky: declarer's cards that lost a trick double dummy, no sd err",
	"layouts: fitting each board's auction where it has one (analyse --sd)",
};
#define LEGEND_SD_ROWS ((int)(sizeof LEGEND_SD / sizeof LEGEND_SD[0]))

/* Whether the single-dummy marks were asked for. */
static int sd_asked(const app *a, long *deals, uint64_t *seed, int *done)
{
	long d;
	uint64_t s;
	int n;

	if (!a->sess)
		return 0;
	return sessionjob_sd_info(a->sess, deals ? deals : &d,
				  seed ? seed : &s, done ? done : &n);
}

/* The boards judged whose Scoring was not understood (their cards
 * judged on the tricks); *first the first of them. */
static int scoring_unknown(const app *a, int *first)
{
	int i, n = 0;

	for (i = 0; i < a->nboards; i++) {
		sessionjob_sd m;

		sessionjob_sd_get(a->sess, i, &m);
		if (m.state == SJSD_DONE && m.scoring_unknown && !n++)
			*first = i;
	}
	return n;
}

int view_session_rows(const app *a)
{
	int first;
	/* the legend, and with the marks their lines and the layouts'
	 * (and one saying the boards whose Scoring was not understood) */
	int legend = LEGEND_ROWS + (sd_asked(a, NULL, NULL, NULL) ?
				    LEGEND_SD_ROWS + 1 +
				    (scoring_unknown(a, &first) > 0) : 0);
	int n = LINES - 10 - legend;

	return n < 3 ? 3 : n;
}

/* The first row shown, so that the cursor is in view. */
static int session_top(const app *a)
{
	int rows = view_session_rows(a), top = a->sess_cursor - rows / 2;

	if (top > a->nboards - rows)
		top = a->nboards - rows;
	return top < 0 ? 0 : top;
}

/* "4♠X S", "passed", "-" */
static void contract_text(const app_board *b, char *out, size_t size)
{
	const record *r = &b->rec;

	if (r->level == 0)
		snprintf(out, size, "passed");
	else if (r->level < 0 || r->strain < 0 || r->declarer < 0)
		snprintf(out, size, "-");
	else
		snprintf(out, size, "%d%s%s %c", r->level,
			 glyph_strain(r->strain),
			 r->doubled == 2 ? "XX" : r->doubled ? "X" : "",
			 dd_seat_letter(r->declarer));
}

/* A board's name in its row: "Open 46", "Closed 46" (rooms told apart:
 * LIN's names, or PBN's Room tag before the number), "12" for "Board
 * 12"; "-" when none. */
static void name_text(const app_board *b, char *out, size_t size)
{
	const char *n = b->rec.board, *room = b->rec.room;

	if (n[0] && room[0])
		snprintf(out, size, "%.6s %.7s", room, strncmp(n, "Board ", 6) ==
			 0 ? n + 6 : n);
	else
		snprintf(out, size, "%.14s", !n[0] ? "-" :
			 strncmp(n, "Board ", 6) == 0 ? n + 6 : n);
}

#define BID_W 7                 /* "1NTXX N" */

/* The result: recorded ("made 9", "down 1"), or worked out double dummy
 * after the last card when none is recorded ("~down 1"); "-" when
 * neither is known (yet). */
static void result_text(const app_board *b, const sessionjob_row *r,
			char *out, size_t size)
{
	int result = b->rec.result, dd = 0;

	if (result < 0 && r->done && !r->failed) {
		result = r->result;
		dd = r->result_dd;
	}
	if (b->rec.level <= 0 || result < 0)
		snprintf(out, size, "-");
	else if (result >= b->rec.level + 6)
		snprintf(out, size, "%smade %d", dd ? "~" : "", result);
	else
		snprintf(out, size, "%sdown %d", dd ? "~" : "",
			 b->rec.level + 6 - result);
}

/* The first costly card: "trick 2, North ♠Q (-1)", its single-dummy
 * verdict after it when judged (" unlucky", " sd err"); short ("2 N
 * ♠Q-1") where the box is narrow.  Where no card cost a trick and the
 * claim did: "the claim, trick 8 (-1)" ("8 claim-1"). */
static void first_text(const app *a, const app_board *b,
		       const sessionjob_row *r, const sessionjob_sd *m,
		       int shrt, char *out, size_t size)
{
	char card[16];
	int v;

	if (r->first < 0) {
		if (shrt)
			snprintf(out, size, "%d claim-%d", b->nactual / 4 + 1,
				 r->claim_lost);
		else
			snprintf(out, size, "the claim, trick %d (-%d)",
				 b->nactual / 4 + 1, r->claim_lost);
		return;
	}
	v = m->verdict[r->first];

	/* a card of a hidden hand is not named (docs/ui.md, hidden
	 * hands) */
	if (app_hidden(a, r->first_seat))
		snprintf(card, sizeof card, shrt ? "?" : "(hidden)");
	else
		glyph_card(b->actual[r->first], card);
	if (shrt)
		snprintf(out, size, "%d %c %s-%d", r->first / 4 + 1,
			 r->first_seat >= 0 ? dd_seat_letter(r->first_seat) :
			 '?', card, r->first_loss);
	else
		snprintf(out, size, "trick %d, %s %s (-%d)%s",
			 r->first / 4 + 1, r->first_seat >= 0 ?
			 dd_seat_name(r->first_seat) : "?", card,
			 r->first_loss, v == ASD_ERROR ? " sd err" :
			 v == ASD_UNLUCKY ? " unlucky" : "");
}

/* A board's single-dummy cells: its errors and unlucky cards once
 * judged, "..." while it is, "-" with no play, "?" when it failed. */
static void sd_cells(const sessionjob_sd *m, char *err, char *unl,
		     size_t size)
{
	err[0] = unl[0] = '\0';
	switch (m->state) {
	case SJSD_WORKING:
		snprintf(err, size, "...");
		break;
	case SJSD_DONE:
		snprintf(err, size, "%d", m->errors);
		snprintf(unl, size, "%d", m->unlucky);
		break;
	case SJSD_NOPLAY:
		snprintf(err, size, "-");
		snprintf(unl, size, "-");
		break;
	case SJSD_FAILED:
		snprintf(err, size, "?");
		snprintf(unl, size, "?");
		break;
	default:
		break;
	}
}

/* The line of the layouts under the marks' legend: how many a position
 * (fewer where fewer were dealt), the seed; the board being judged. */
static void sd_status(const app *a, long deals, uint64_t seed, int done,
		      char *out, size_t size)
{
	long fewest = 0;
	int i, judged = -1, failed = 0, first = 0;
	int unknown = scoring_unknown(a, &first);
	size_t len;

	for (i = 0; i < a->nboards; i++) {
		sessionjob_sd m;

		sessionjob_sd_get(a->sess, i, &m);
		if (m.state == SJSD_DONE && m.fewest > 0 &&
		    (fewest == 0 || m.fewest < fewest))
			fewest = m.fewest;
		if (m.state == SJSD_WORKING)
			judged = m.judged;
		failed += m.state == SJSD_FAILED;
	}
	snprintf(out, size, "single dummy: %ld layout%s a position, seed %llu",
		 deals, deals == 1 ? "" : "s", (unsigned long long)seed);
	len = strlen(out);
	if (fewest > 0 && fewest < deals)
		snprintf(out + len, size - len, " (%ld at the fewest)", fewest);
	len = strlen(out);
	if (done < a->nboards && judged >= 0)
		snprintf(out + len, size - len, "; working: %d card%s judged",
			 judged, judged == 1 ? "" : "s");
	else if (failed)
		snprintf(out + len, size - len, "; ?: %d board%s failed",
			 failed, failed == 1 ? "" : "s");
	/* as analyse --sd says it, on a line of its own (80 columns): a
	 * Scoring not understood, the cards judged on the tricks */
	len = strlen(out);
	if (unknown == 1) {
		char name[16];

		name_text(&a->boards[first], name, sizeof name);
		snprintf(out + len, size - len, "\nboard %s: its Scoring not "
			 "understood, judged on the tricks", name);
	} else if (unknown > 1) {
		snprintf(out + len, size - len, "\n%d boards' Scoring not "
			 "understood, judged on the tricks", unknown);
	}
}

void view_session_draw(const app *a)
{
	char text[8192] = "", title[96], foot[120], sdline[256];
	int i, top = session_top(a), rows = view_session_rows(a), nw = 5;
	int sd, done = 0, shrt = 0, fixed, firstw = 0;
	long deals = 0;
	uint64_t seed = 0;
	size_t len;

	if (!a->sess)
		return;
	sd = sd_asked(a, &deals, &seed, &done);
	snprintf(title, sizeof title, " Session: %d board%s, %d worked out ",
		 a->nboards, a->nboards == 1 ? "" : "s",
		 sessionjob_done(a->sess));
	if (sd) {
		len = strlen(title);
		snprintf(title + len - 1, sizeof title - len + 1, "; single "
			 "dummy %d of %d%s ", done, a->nboards,
			 done < a->nboards ? ", working" : "");
	}
	/* the names' column as wide as the widest name */
	for (i = 0; i < a->nboards; i++) {
		char name[16];

		name_text(&a->boards[i], name, sizeof name);
		if (draw_cols(name) > nw)
			nw = draw_cols(name);
	}
	/* with the marks, the first costly card short where the box is
	 * narrow: "trick 13, South ♠10 (-2) unlucky" takes 32 columns */
	fixed = 2 + nw + 1 + BID_W + 1 + 8 + 1 + 2 + 1 + 6 + 1 + 6 + 1 + 4 + 1 +
		(sd ? 6 + 1 + 7 + 1 : 0);
	shrt = sd && COLS - 6 - fixed < 32;
	/* with the marks, room for a verdict after every first costly card,
	 * so that the box keeps its width as they come in */
	for (i = 0; sd && !shrt && i < a->nboards; i++) {
		sessionjob_row r;
		sessionjob_sd none;
		char first[64];

		sessionjob_row_get(a->sess, i, &r);
		if (!r.done || r.failed || (r.first < 0 && !r.claim_lost))
			continue;
		memset(none.verdict, -1, sizeof none.verdict);
		first_text(a, &a->boards[i], &r, &none, 0, first,
			   sizeof first);
		if (draw_cols(first) + 8 > firstw)
			firstw = draw_cols(first) + 8;
	}
	snprintf(text, sizeof text, "  %-*s %-*s %-8s %2s %6s %6s %4s %s%s\n",
		 nw, "board", BID_W, "bid", "result", "dd", "NS", "vs par",
		 "lost", sd ? "sd err unlucky " : "", shrt ? "first" :
		 "first costly card");
	for (i = top; i < a->nboards && i < top + rows; i++) {
		const app_board *b = &a->boards[i];
		sessionjob_row r;
		sessionjob_sd m;
		char name[16], con[24], res[24], dd[12], sc[16], vp[16];
		char cost[12], first[64], serr[12], unl[12], marks[32] = "";

		sessionjob_row_get(a->sess, i, &r);
		sessionjob_sd_get(a->sess, i, &m);
		name_text(b, name, sizeof name);
		contract_text(b, con, sizeof con);
		result_text(b, &r, res, sizeof res);
		dd[0] = sc[0] = vp[0] = cost[0] = first[0] = '\0';
		if (sd) {
			sd_cells(&m, serr, unl, sizeof serr);
			snprintf(marks, sizeof marks, "%6s %7s ", serr, unl);
		}
		if (!r.done) {
			snprintf(first, sizeof first, "...");
		} else if (r.failed) {
			snprintf(first, sizeof first, "solver failed");
		} else {
			if (r.dd >= 0)
				snprintf(dd, sizeof dd, "%d", r.dd);
			if (b->rec.level > 0 && r.result >= 0) {
				snprintf(sc, sizeof sc, "%+d", r.score);
				snprintf(vp, sizeof vp, "%+d", r.score - r.par);
			}
			if (b->nactual > 0)
				snprintf(cost, sizeof cost, "%d", r.lost);
			if (r.first >= 0 || r.claim_lost > 0)
				first_text(a, b, &r, &m, shrt, first,
					   sizeof first);
			else if (b->nactual > 0)
				snprintf(first, sizeof first, "none");
		}
		len = strlen(text);
		snprintf(text + len, sizeof text - len,
			 "%s %-*s %-*s %-8s %2s %6s %6s %4s %s%-*s\n",
			 i == a->sess_cursor ? glyph_mark(MARK_TURN) : " ",
			 nw + (int)strlen(name) - draw_cols(name), name,
			 BID_W + (int)strlen(con) - draw_cols(con), con, res,
			 dd, sc, vp, cost, marks,
			 firstw + (int)strlen(first) - draw_cols(first), first);
	}
	len = strlen(text);
	snprintf(text + len, sizeof text - len, "\n");
	for (i = 0; i < LEGEND_ROWS; i++) {
		len = strlen(text);
		snprintf(text + len, sizeof text - len, "%s\n", LEGEND[i]);
	}
	if (sd) {
		for (i = 0; i < LEGEND_SD_ROWS; i++) {
			len = strlen(text);
			snprintf(text + len, sizeof text - len, "%s\n",
				 LEGEND_SD[i]);
		}
		sd_status(a, deals, seed, done, sdline, sizeof sdline);
		len = strlen(text);
		snprintf(text + len, sizeof text - len, "%s\n", sdline);
	}
	snprintf(foot, sizeof foot, "Enter opens, %sEsc closes", sd ? "" :
		 "z single-dummy marks, ");
	textbox_draw(title, text, foot, -1);
}

int view_session_running(const app *a)
{
	int done = 0;

	return a->sess && (sessionjob_done(a->sess) < a->nboards ||
			   (sd_asked(a, NULL, NULL, &done) &&
			    done < a->nboards));
}
