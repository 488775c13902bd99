/*
 * view_session.c - the session over the board (:session): a row a board
 * of the file (contract, result, double dummy, score against par, the
 * recorded cards that cost a trick and the first of them), filled in as
 * the boards are worked out (sessionjob.h); Enter opens the board at its
 * first costly card.
 */
#include <stdio.h>
#include <string.h>

#include "model/contract.h"
#include "sessionjob.h"
#include "textbox.h"
#include "view.h"

/* The legend under the rows: what each column says. */
static const char *const LEGEND[] = {
	"bid: contract, declarer   result: recorded, ~ double dummy after "
	"the play",
	"dd: tricks double dummy at the lead   NS, vs par: NS score, against "
	"par",
};
#define LEGEND_ROWS ((int)(sizeof LEGEND / sizeof LEGEND[0]))

int view_session_rows(void)
{
	int n = LINES - 10 - LEGEND_ROWS;

	return n < 3 ? 3 : n;
}

/* The first row shown, so that the cursor is in view. */
static int session_top(const app *a)
{
	int rows = view_session_rows(), top = a->sess_cursor - rows / 2;

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

/* A board's name in its row: "Open 46", "Closed 46" (rooms told apart),
 * "12" for "Board 12"; "-" when none. */
static void name_text(const app_board *b, char *out, size_t size)
{
	const char *n = b->rec.board;

	snprintf(out, size, "%.14s", !n[0] ? "-" : strncmp(n, "Board ", 6) == 0
		 ? n + 6 : n);
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

void view_session_draw(const app *a)
{
	char text[8192] = "", title[80], foot[120];
	int i, top = session_top(a), rows = view_session_rows(), nw = 5;
	size_t len;

	if (!a->sess)
		return;
	snprintf(title, sizeof title, " Session: %d board%s, %d worked out ",
		 a->nboards, a->nboards == 1 ? "" : "s",
		 sessionjob_done(a->sess));
	/* the names' column as wide as the widest name */
	for (i = 0; i < a->nboards; i++) {
		char name[16];

		name_text(&a->boards[i], name, sizeof name);
		if (draw_cols(name) > nw)
			nw = draw_cols(name);
	}
	snprintf(text, sizeof text, "  %-*s %-*s %-8s %2s %6s %6s %4s %s\n",
		 nw, "board", BID_W, "bid", "result", "dd", "NS", "vs par",
		 "lost", "first costly card");
	for (i = top; i < a->nboards && i < top + rows; i++) {
		const app_board *b = &a->boards[i];
		sessionjob_row r;
		char name[16], con[24], res[24], dd[12], sc[16], vp[16];
		char cost[12], first[64];

		sessionjob_row_get(a->sess, i, &r);
		name_text(b, name, sizeof name);
		contract_text(b, con, sizeof con);
		result_text(b, &r, res, sizeof res);
		dd[0] = sc[0] = vp[0] = cost[0] = first[0] = '\0';
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
			if (r.first >= 0) {
				char card[8];

				glyph_card(b->actual[r.first], card);
				snprintf(first, sizeof first, "trick %d, %s %s "
					 "(-%d)", r.first / 4 + 1,
					 r.first_seat >= 0 ?
					 dd_seat_name(r.first_seat) : "?",
					 card, r.first_loss);
			} else if (b->nactual > 0) {
				snprintf(first, sizeof first, "none");
			}
		}
		len = strlen(text);
		snprintf(text + len, sizeof text - len,
			 "%s %-*s %-*s %-8s %2s %6s %6s %4s %s\n",
			 i == a->sess_cursor ? glyph_mark(MARK_TURN) : " ",
			 nw + (int)strlen(name) - draw_cols(name), name,
			 BID_W + (int)strlen(con) - draw_cols(con), con, res,
			 dd, sc, vp, cost, first);
	}
	len = strlen(text);
	snprintf(text + len, sizeof text - len, "\n");
	for (i = 0; i < LEGEND_ROWS; i++) {
		len = strlen(text);
		snprintf(text + len, sizeof text - len, "%s\n", LEGEND[i]);
	}
	snprintf(foot, sizeof foot, "lost: tricks the recorded cards threw "
		 "away;  Enter opens, Esc closes");
	textbox_draw(title, text, foot);
}

int view_session_running(const app *a)
{
	return a->sess && sessionjob_done(a->sess) < a->nboards;
}
