/*
 * screen.c - the requests that change what the screen shows beside the
 * board, see screen.h: the panel and its pages, the help scrolled, and
 * the boxes over the board (the lead simulation, the session) opened,
 * moved through and closed.  The views draw what these leave in the
 * state (a->scr, a->lead, a->sess); their sizes come from the views'
 * read-only questions (view.h).
 */
#include "screen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch/analyse_sd.h"
#include "batch/blame.h"
#include "formats/boardinfo.h"
#include "jobs.h"
#include "leadjob.h"
#include "play.h"
#include "session.h"
#include "sessionjob.h"
#include "sim/sdlayout.h"
#include "textbox.h"
#include "util/util.h"
#include "view.h"

/* ---- the side panel ------------------------------------------------------ */

void screen_panel_key(app *a)
{
	if (layout_panel_shown(a) && a->scr.panel_page == 0) {
		a->scr.panel = 0;
	} else {
		a->scr.panel = 1;
		a->scr.panel_page = 0;
	}
}

/* Whether the board shown has a notes page: commentary, or notes of
 * its auction. */
static int has_comments(const app *a)
{
	boardinfo_auction ba;
	char **texts;
	int n, i;

	if (!a->nboards)
		return 0;
	n = boardinfo_comments(&a->boards[a->board].rec, &texts);
	boardinfo_free_texts(texts, n);
	if (n > 0)
		return 1;
	if (boardinfo_read_auction(&a->boards[a->board].rec, &ba) != 0)
		ba.ncalls = 0;
	for (i = 0; i < ba.ncalls && n == 0; i++)
		n = ba.calls[i].explanation && ba.calls[i].explanation[0];
	boardinfo_auction_free(&ba);
	return n > 0;
}

void screen_record_key(app *a)
{
	a->scr.record_top = 0;
	if (layout_panel_shown(a) && a->scr.panel_page == 1 && has_comments(a)) {
		a->scr.panel_page = 2;
	} else if (layout_panel_shown(a) && a->scr.panel_page >= 1) {
		a->scr.panel_page = 0;
		a->scr.panel = a->scr.record_prev_panel;
	} else {
		a->scr.record_prev_panel = a->scr.panel;
		a->scr.panel_page = 1;
		a->scr.panel = 1;
	}
}

void screen_record_scroll(app *a, int dir)
{
	int page, rows;

	if (!has_comments(a)) {
		app_say(a, 0, "no notes or commentary on this board");
		return;
	}
	/* the keys open the commentary where it is not shown */
	if (!layout_panel_shown(a) || a->scr.panel_page != 2) {
		if (!layout_panel_shown(a) || a->scr.panel_page != 1)
			a->scr.record_prev_panel = a->scr.panel;
		a->scr.panel = 1;
		a->scr.panel_page = 2;
		a->scr.record_top = 0;
		return;
	}
	rows = view_commentary_rows(a, &page);
	a->scr.record_top += dir * (page > 2 ? page - 1 : 1);
	if (a->scr.record_top > rows - page)
		a->scr.record_top = rows - page;
	if (a->scr.record_top < 0)
		a->scr.record_top = 0;
}

/* ---- the help --------------------------------------------------------------- */

/* A key that scrolls a list of rows shown page at a time from *top:
 * 1 when it scrolled, 0 when it is another key (or Space at the end). */
static int scroll_key(int ch, int *top, int rows, int page)
{
	int last = rows > page ? rows - page : 0;

	switch (ch) {
	case KEY_DOWN: case 'j':
		(*top)++;
		break;
	case KEY_UP: case 'k':
		(*top)--;
		break;
	case KEY_NPAGE: case ' ':
		if (*top >= last)
			return 0;       /* Space at the end closes */
		*top += page - 1;
		break;
	case KEY_PPAGE:
		*top -= page - 1;
		break;
	default:
		return 0;
	}
	if (*top > last)
		*top = last;
	if (*top < 0)
		*top = 0;
	return 1;
}

int screen_help_key(app *a, int ch)
{
	int page, rows = view_help_rows(a, &page);

	return scroll_key(ch, &a->scr.help_top, rows, page);
}

int screen_lines_key(app *a, int ch)
{
	char text[4096];
	int page, rows;

	app_lines_text(a, text, sizeof text);
	rows = textbox_rows(text, &page);
	if (a->scr.lines_top < 0)
		a->scr.lines_top = textbox_top_for(text,
						   game_line_id(&a->g) - 1);
	return rows > page && scroll_key(ch, &a->scr.lines_top, rows, page);
}

int screen_errors_key(app *a, int ch)
{
	int page, rows = view_errors_rows(a, &page);

	return scroll_key(ch, &a->scr.errors_top, rows, page);
}

/* ---- the boxes over the board --------------------------------------------- */

void screen_lead(app *a, int n)
{
	dd_position pos;
	char err[160];
	uint64_t seed;
	int s;

	screen_lead_close(a);
	game_position(&a->g, &pos);
	if (pos.nplayed != 0) {
		app_say(a, 1, "lead: the simulation is for the opening lead: "
		       "Home goes back to it");
		return;
	}
	/* its box lists the leader's cards: none of a hidden hand */
	if (app_hidden(a, pos.leader)) {
		char text[120];

		snprintf(text, sizeof text, "lead: %s's hand is hidden (:show "
			 "shows it)", dd_seat_name(pos.leader));
		app_say(a, 1, text);
		return;
	}
	if (app_finding_contract(a) || app_finding_level(a))
		return;
	/* the same deal and contract give the same layouts, and the seed
	 * :sd takes at the same position */
	seed = sdlayout_seed(&pos);
	{
		char spec[4][APP_SPEC_SIZE], used[1024], what[1040];
		const char *specs[4];
		auction *board = malloc(sizeof *board); /* large */

		a->lead_brief[0] = '\0';
		if (board && app_auction_specs(a, board, spec,
					       1u << pos.leader,
					       "the leader's hand", used,
					       sizeof used, a->lead_brief,
					       sizeof a->lead_brief)) {
			for (s = 0; s < 4; s++)
				specs[s] = spec[s];
			snprintf(what, sizeof what, "auction: %s", used);
			a->lead = leadjob_start(&pos, app_level(a), n, seed,
						specs, what, board,
						a->sv.threads, a->tries, err,
						sizeof err);
		} else {
			a->lead = leadjob_start(&pos, app_level(a), n, seed,
						NULL, NULL, NULL,
						a->sv.threads, a->tries, err,
						sizeof err);
		}
		free(board);
	}
	if (!a->lead) {
		app_say(a, 1, err);
		return;
	}
	a->lead_seed = seed;
	a->scr.lead_box = 1;
}

void screen_lead_close(app *a)
{
	leadjob_free(a->lead);
	a->lead = NULL;
	a->scr.lead_box = 0;
}

void screen_session(app *a)
{
	sessionjob_board *b;
	int i, contracts = 0;

	for (i = 0; i < a->nboards; i++)
		contracts += a->boards[i].rec.level > 0 &&
			     a->boards[i].rec.strain >= 0 &&
			     a->boards[i].rec.declarer >= 0;
	if (contracts == 0) {
		app_say(a, 1, "session: no board here has a contract to look "
		       "at (open a PBN or LIN file of a session)");
		return;
	}
	/* what was worked out is kept while the boards are the same */
	if (a->sess && a->sess_nboards == a->nboards) {
		a->sess_cursor = a->board;
		a->scr.sess_box = 1;
		return;
	}
	screen_session_free(a);
	b = xmalloc((size_t)a->nboards * sizeof *b);
	for (i = 0; i < a->nboards; i++) {
		const app_board *ab = &a->boards[i];
		const record *r = &ab->rec;

		memset(&b[i], 0, sizeof b[i]);
		b[i].deal = ab->deal;
		b[i].level = r->level > 0 && r->strain >= 0 &&
			     r->declarer >= 0 ? r->level : 0;
		b[i].strain = r->strain;
		b[i].declarer = r->declarer;
		b[i].doubled = r->doubled > 0 ? r->doubled : 0;
		/* as analyse --summary scores it: its own, else its
		 * number's (record_conditions()) */
		record_conditions(r, &b[i].dealer, &b[i].vul);
		b[i].result = r->result;
		b[i].nactual = b[i].level ? ab->nactual : 0;
		memcpy(b[i].actual, ab->actual, sizeof b[i].actual);
		/* the record's claim, where its play is the actual one
		 * (not a practice's) */
		b[i].claim = ab->nactual == r->nplayed &&
			     memcmp(ab->actual, r->played,
				    (size_t)ab->nactual) == 0 ?
			     blame_claim(r) : -1;
	}
	a->sess = sessionjob_start(b, a->nboards, a->sv.threads);
	free(b);
	if (!a->sess) {
		app_say(a, 1, "session: cannot start (out of memory?)");
		return;
	}
	a->sess_nboards = a->nboards;
	a->sess_cursor = a->board;
	a->scr.sess_box = 1;
}

void screen_session_sd(app *a, long deals)
{
	record *recs;
	int i, got;

	screen_session(a);
	if (!a->sess || !a->scr.sess_box)
		return;
	if (deals <= 0)
		deals = ASD_DEFAULT_DEALS;
	/* the records as they are: the job copies them; a practice's play,
	 * the board's actual play that no record holds, judged as one, as
	 * the row's other columns take it */
	recs = xmalloc((size_t)a->nboards * sizeof *recs);
	for (i = 0; i < a->nboards; i++) {
		const app_board *b = &a->boards[i];

		recs[i] = b->rec;
		if (recs[i].nplayed == 0 && recs[i].offlead.n == 0 &&
		    b->nactual > 0) {
			recs[i].nplayed = b->nactual;
			memcpy(recs[i].played, b->actual, (size_t)b->nactual);
		}
	}
	got = sessionjob_sd_start(a->sess, recs, a->nboards, deals,
				  SCREEN_SESSION_SD_SEED, a->sv.threads);
	free(recs);
	if (got < 0)
		app_say(a, 1, "session: the single-dummy marks cannot start "
			"(out of memory?)");
}

void screen_errors(app *a)
{
	if (a->nproblems == 0) {
		app_say(a, 0, "errors: nothing was wrong in the files opened");
		return;
	}
	a->scr.errors_box = 1;
	a->scr.errors_top = 0;
}

void screen_session_close(app *a)
{
	a->scr.sess_box = 0;
}

void screen_session_boards_changed(app *a)
{
	int open = a->scr.sess_box;

	if (!a->sess || a->sess_nboards == a->nboards)
		return;
	screen_session_free(a);
	if (open)
		screen_session(a);
}

void screen_session_free(app *a)
{
	sessionjob_free(a->sess);
	a->sess = NULL;
	a->sess_nboards = 0;
	a->scr.sess_box = 0;
}

int screen_session_key(app *a, int ch)
{
	int page = view_session_rows(a) - 1;

	switch (ch) {
	case KEY_DOWN: case 'j':
		a->sess_cursor++;
		break;
	case KEY_UP: case 'k':
		a->sess_cursor--;
		break;
	case KEY_NPAGE:
		a->sess_cursor += page;
		break;
	case KEY_PPAGE:
		a->sess_cursor -= page;
		break;
	case KEY_HOME:
		a->sess_cursor = 0;
		break;
	case KEY_END:
		a->sess_cursor = a->nboards - 1;
		break;
	case 'z': case 'Z': case '%': {
		long deals;
		uint64_t seed;
		int done;

		/* asked again: the layouts asked before (:session sd N) */
		screen_session_sd(a, sessionjob_sd_info(a->sess, &deals, &seed,
							&done) ? deals : 0);
		break;
	}
	case '\r': case '\n': case KEY_ENTER: {
		sessionjob_row r;
		int i = a->sess_cursor;

		sessionjob_row_get(a->sess, i, &r);
		screen_session_close(a);
		if (i != a->board)
			session_show(a, i);
		/* at the first costly card; where only the claim cost,
		 * at the claim: after the last card recorded */
		if (r.done && (r.first >= 0 || r.claim_lost > 0) &&
		    a->board == i) {
			if (!game_on_actual(&a->g))
				game_to_actual(&a->g);
			game_goto(&a->g, r.first >= 0 ? r.first :
				  a->boards[i].nactual);
			a->on_actual = game_on_actual(&a->g);
			play_moved(a);
		}
		return 1;
	}
	default:
		return 0;
	}
	if (a->sess_cursor >= a->nboards)
		a->sess_cursor = a->nboards - 1;
	if (a->sess_cursor < 0)
		a->sess_cursor = 0;
	return 1;
}
