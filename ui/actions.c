/*
 * actions.c - what the requests do to the board shown, see actions.h.
 */
#include "actions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glyph.h"
#include "hint.h"
#include "jobs.h"
#include "layout.h"
#include "mode.h"
#include "model/contract.h"
#include "play.h"
#include "sdjob.h"
#include "session.h"
#include "util/util.h"
#include "view.h"

void ui_settle_cursor(app *a)
{
	const game_scores *s = game_current_scores(&a->g);
	dd_card legal[13];
	int n, i, k, best = game_best_score(&a->g);

	if (a->scr.cursor_moved || !s || !app_annotations(a))
		return;
	n = app_legal_cards(a, legal);
	for (i = 0; i < n; i++)
		for (k = 0; k < s->count; k++)
			if (s->card[k].card == legal[i] &&
			    s->card[k].tricks == best) {
				a->scr.cursor = i;
				return;
			}
}

int ui_refuse_computer(app *a)
{
	char text[160];

	if (!app_computer_seat(a, a->g.st.to_play))
		return 0;
	snprintf(text, sizeof text, "the computer plays %s's cards: yours "
		 "are %s's and %s's", dd_seat_name(a->g.st.to_play),
		 dd_seat_name(game_declarer(&a->g)),
		 dd_seat_name((game_declarer(&a->g) + 2) & 3));
	app_say(a, 1, text);
	return 1;
}

void ui_play(app *a, dd_card c)
{
	char err[160];

	a->scr.pending_suit = -1;
	if (app_finding_contract(a) || ui_refuse_computer(a))
		return;
	if (mode_card(a, c))
		return;
	if (play_card(a, c, err, sizeof err) < 0) {
		app_say(a, 1, err);
		return;
	}
	play_moved(a);
}

void ui_play_best(app *a)
{
	dd_card c;

	if (a->g.st.to_play < 0) {
		app_say(a, 1, "the deal is over");
		return;
	}
	if (a->mode == MODE_PRACTICE &&
	    !app_computer_seat(a, a->g.st.to_play)) {
		hint_best(a);   /* counted as a hint; single dummy */
		return;
	}
	if (!hint_dd_best(a, &c)) {
		/* played once the scores are known (any key cancels) */
		a->scr.autoplay = AUTOPLAY_ONE;
		app_say_while(a, MSG_WHILE_SOLVING, "still solving: the best "
			     "card as soon as it is known");
		return;
	}
	ui_play(a, c);
}

void ui_step_autoplay(app *a)
{
	dd_card c;

	if (!a->scr.autoplay)
		return;
	if (a->g.st.to_play < 0) {
		if (a->scr.autoplay == AUTOPLAY_ALL)
			app_say(a, 0, "played out to the end: u, [ or Home to "
				     "go back");
		a->scr.autoplay = 0;
		return;
	}
	if (a->sv.failed || a->sv.table_state == 1) {
		a->scr.autoplay = 0;
		return;
	}
	if (!game_current_scores(&a->g))
		return;
	if (a->scr.autoplay == AUTOPLAY_ONE)
		a->scr.autoplay = 0;
	if (hint_dd_best(a, &c))
		ui_play(a, c);
	else
		a->scr.autoplay = 0;
}

/* ---- moving along the line ---------------------------------------------------- */

/* Practice: n cards along the line, moved on past the computer's cards
 * that follow there, which it played already: going back or forth never
 * leaves it to play a card of the line again, so that it never chooses
 * anew where it has chosen (practice_idle() would, and show the hidden
 * hand a card at a time).  n elsewhere, where the user is to play, or
 * where the line ends. */
static int past_computer(const app *a, int n)
{
	const game *g = &a->g;

	while (n < g->nline && app_computer_seat(a, game_card_seat(g, 0, n)))
		n++;
	return n;
}

/* To n cards along the line (past the computer's, above). */
static void move_to(app *a, int n)
{
	game_goto(&a->g, past_computer(a, n));
	play_moved(a);
}

static void nothing_back(app *a)
{
	app_say(a, 1, a->mode == MODE_PRACTICE
		      ? "nothing to take back: no card of yours played yet"
		      : "nothing to take back");
}

/* Back n cards; in practice n of the user's cards, each with the
 * computer's cards after it (back to the user's last card: never to
 * where the computer is to play). */
void ui_undo(app *a, int n)
{
	const game *g = &a->g;
	int to = g->nplayed, k, back;

	for (k = 0; k < n && to > 0; k++) {
		back = to - 1;
		while (back >= 0 &&
		       app_computer_seat(a, game_card_seat(g, 0, back)))
			back--;
		if (back < 0)
			break;
		to = back;
	}
	if (to == g->nplayed) {
		nothing_back(a);
		return;
	}
	move_to(a, to);
}

void ui_redo(app *a, int n)
{
	int k;

	for (k = 0; k < n; k++)
		if (!game_redo(&a->g))
			break;
	if (k == 0)
		app_say(a, 1, "nothing to play again: the line ends here");
	else
		move_to(a, a->g.nplayed);
}

/* Back (dir -1) to the start of the trick, or of the one before when at
 * the start of one (in practice: past the computer's cards that open
 * it, and a trick further back when that is where the user stands);
 * forward (1) to the end of the trick along the line. */
void ui_trick_step(app *a, int dir)
{
	game *g = &a->g;
	int from = g->nplayed, to = from;

	if (dir < 0) {
		do {
			if (to == 0) {
				nothing_back(a);
				return;
			}
			to = (to - 1) / 4 * 4;
		} while (past_computer(a, to) >= from);
	} else {
		if (to >= g->nline) {
			app_say(a, 1, "nothing to play again: the line ends "
				  "here");
			return;
		}
		to = (to / 4 + 1) * 4;
		if (to > g->nline)
			to = g->nline;
	}
	move_to(a, to);
}

void ui_goto_trick(app *a, int trick)
{
	int target = 4 * (trick - 1);
	char err[80];

	if (target > a->g.nline) {
		snprintf(err, sizeof err, "trick %d: not played yet", trick);
		app_say(a, 1, err);
		return;
	}
	move_to(a, target);
}

void ui_start(app *a)
{
	if (past_computer(a, 0) != a->g.nplayed)
		move_to(a, 0);
}

void ui_end(app *a)
{
	if (a->g.nplayed < a->g.nline)
		move_to(a, a->g.nline);
}

void ui_switch_line(app *a, int dir)
{
	char text[120];
	int l = game_switch_line(&a->g, dir);

	if (l == 0) {
		app_say(a, 1, "no other line parts before here (:lines lists "
			  "them)");
		return;
	}
	move_to(a, a->g.nplayed);
	snprintf(text, sizeof text, "line %d of %d: %s", l, a->g.t.nlines,
		 dir > 0 ? "> the next, < the previous" : "< the previous, > "
		 "the next");
	app_say(a, 0, text);
}

void ui_goto_line(app *a, int l)
{
	char text[120];

	if (!game_goto_line(&a->g, l)) {
		snprintf(text, sizeof text, "line %d: there %s %d line%s "
			 "(:lines lists them)", l, a->g.t.nlines == 1 ? "is"
			 : "are", a->g.t.nlines, a->g.t.nlines == 1 ? "" : "s");
		app_say(a, 1, text);
		return;
	}
	a->scr.autoplay = 0;
	move_to(a, a->g.nplayed);
	snprintf(text, sizeof text, "the end of line %d", l);
	app_say(a, 0, text);
}

void ui_lines(app *a)
{
	a->scr.lines_box = !a->scr.lines_box;
	a->scr.lines_top = -1;  /* opened at the current line */
}

/* ---- the actual play ----------------------------------------------------------- */

void ui_to_actual(app *a)
{
	game *g = &a->g;
	char text[200];
	int how;

	if (g->nactual == 0) {
		app_say(a, 1, "this board has no actual play (a file's PBN Play "
			     "section, LIN pc, or the line's cards)");
		return;
	}
	if (app_finding_contract(a))
		return;
	a->scr.autoplay = 0;
	how = game_to_actual(g);
	if (how == 0) {
		app_say(a, 1, "on the actual play already (playing another card "
			     "tries another line)");
		return;
	}
	a->on_actual = game_on_actual(g);
	play_moved(a);
	if (how == 1)
		snprintf(text, sizeof text, "back to the actual play, before "
			 "card %d of %d: l again goes back to your line",
			 g->nplayed + 1, g->nactual);
	else
		snprintf(text, sizeof text, "back to your line, before card "
			 "%d: l goes to the actual play (line %d)",
			 g->nplayed + 1, game_line_id(g));
	app_say(a, 0, text);
}

void ui_goto_mistake(app *a, int dir)
{
	game *g = &a->g;
	char text[300], what[200];
	int from = g->nplayed, k, delta = 0, found = -1;

	if (g->nactual == 0) {
		app_say(a, 1, "this board has no actual play: m and M go through "
			     "its mistakes");
		return;
	}
	if (app_finding_contract(a))
		return;
	if (!game_on_actual(g) && from > game_actual_common(g))
		from = game_actual_common(g);
	if (dir > 0) {
		k = a->mistake_at == g->nplayed && game_on_actual(g) ? from + 1
								     : from;
		for (; k < g->nactual; k++) {
			if (!game_card_delta(g, 1, k, &delta)) {
				snprintf(text, sizeof text, "still solving the "
					 "actual play (%d of %d cards): m "
					 "again in a moment",
					 app_course_known(a), g->nactual);
				app_say_while(a, MSG_WHILE_COURSE, text);
				return;
			}
			if (delta != 0) {
				found = k;
				break;
			}
		}
	} else {
		for (k = from - 1; k >= 0; k--) {
			if (!game_card_delta(g, 1, k, &delta)) {
				app_say_while(a, MSG_WHILE_COURSE, "still solving "
					     "the actual play: M again in a "
					     "moment");
				return;
			}
			if (delta != 0) {
				found = k;
				break;
			}
		}
	}
	if (found < 0) {
		app_say(a, 0, dir > 0 ? "no card after this changed the "
				       "double-dummy result"
				     : "no card before this changed the "
				       "double-dummy result");
		return;
	}
	a->scr.autoplay = 0;
	if (!game_on_actual(g))
		game_to_actual(g);
	game_goto(g, found);
	a->on_actual = game_on_actual(g);
	play_moved(a);
	a->mistake_at = found;
	app_card_text(a, 1, found, what, sizeof what);
	snprintf(text, sizeof text, "card %d: %s; r plays it, %s", found + 1,
		 what, dir > 0 ? "m the next" : "M the previous");
	app_say(a, 0, text);
}

void ui_click(app *a, int y, int x)
{
	dd_card c;
	int seat, holder = -1;
	char text[120];

	if (!layout_card_at(&a->scr.hits, y, x, &c))
		return;
	for (seat = 0; seat < 4; seat++)
		if ((a->g.st.remaining.hand[seat][DD_SUIT(c)] >> DD_RANK(c)) & 1)
			holder = seat;
	if (a->g.st.to_play < 0) {
		app_say(a, 1, "the deal is over: u takes cards back");
	} else if (holder != a->g.st.to_play) {
		snprintf(text, sizeof text, "%s to play, not %s",
			 dd_seat_name(a->g.st.to_play),
			 holder >= 0 ? dd_seat_name(holder) : "?");
		app_say(a, 1, text);
	} else {
		ui_play(a, c);
	}
}

void ui_cursor(app *a, int step)
{
	dd_card legal[13];
	int n = app_legal_cards(a, legal);

	if (n) {
		a->scr.cursor = (a->scr.cursor + step + n) % n;
		a->scr.cursor_moved = 1;
	}
}

void ui_cursor_suit(app *a, int dir)
{
	dd_card legal[13];
	int n = app_legal_cards(a, legal), i;

	if (n == 0)
		return;
	a->scr.cursor_moved = 1;
	if (a->scr.cursor >= n)
		a->scr.cursor = 0;
	if (dir > 0) {
		for (i = a->scr.cursor; i < n; i++)
			if (DD_SUIT(legal[i]) != DD_SUIT(legal[a->scr.cursor])) {
				a->scr.cursor = i;
				return;
			}
	} else {
		int suit = DD_SUIT(legal[a->scr.cursor]);

		for (i = a->scr.cursor; i >= 0 && DD_SUIT(legal[i]) == suit; i--)
			;
		if (i < 0)
			return;
		suit = DD_SUIT(legal[i]);
		while (i > 0 && DD_SUIT(legal[i - 1]) == suit)
			i--;
		a->scr.cursor = i;
	}
}

void ui_board_step(app *a, int dir)
{
	const app_board *b = &a->boards[a->board];
	char text[80];

	if (dir > 0 && b->random && a->board + 1 == a->nboards) {
		dd_deal deal;

		shuffle_deal(&a->teach.rng, &deal);
		session_new_deal(a, &deal, 1);
		snprintf(text, sizeof text, "a new random deal, board %d (p: "
			 "the one before, its lines kept)", a->nboards);
		app_say_while(a, MSG_WHILE_TABLE, text);
		return;
	}
	if (a->nboards < 2) {
		app_say(a, 1, "one board only: n and p go through the boards of "
			     "a file");
		return;
	}
	if (dir > 0 && a->board + 1 >= a->nboards) {
		app_say(a, 1, "this is the last board");
		return;
	}
	if (dir < 0 && a->board == 0) {
		app_say(a, 1, "this is the first board");
		return;
	}
	session_show(a, a->board + dir);
}

void ui_set_annotations(app *a, int on)
{
	if (!app_may_annotate(a)) {
		app_say(a, 1, "the scores come with the answer");
		return;
	}
	a->teach.annotations = on;
	app_say(a, 0, on ? "annotations on: the scores beside the cards, the "
			  "double-dummy result, what each card did"
			: "annotations off: the cards alone (w turns them on)");
}

void ui_set_hidden(app *a, unsigned seats)
{
	char text[120];
	size_t len;
	int s;

	a->teach.hidden = seats;
	if (!seats) {
		app_say(a, 0, "every hand shown");
		return;
	}
	len = (size_t)snprintf(text, sizeof text, "hidden:");
	for (s = 0; s < 4; s++)
		if ((seats >> s) & 1)
			len += (size_t)snprintf(text + len, sizeof text - len,
						" %s", dd_seat_name(s));
	snprintf(text + len, sizeof text - len, " (and the table; :show "
		 "shows them)");
	app_say(a, 0, text);
}

/* The single-dummy job at pos (sdjob_start()'s arguments), going on
 * from the one kept for the position when that was stopped on the same
 * layouts: what it had solved is shown at once, not solved again. */
static sdjob *sd_begin(app *a, const dd_position *pos, int n,
		       const char *const specs[4], const char *what,
		       const char *brief, const auction *board,
		       unsigned seen, char *err, size_t errsize)
{
	sdjob *old = app_sd_here(a), *j;

	if (old && sdjob_resumes(old, n, sdjob_seed(pos), specs, what,
				 a->tries) &&
	    (j = sdjob_resume(old, a->sv.threads, err, errsize)) != NULL)
		return j;
	return sdjob_start(pos, app_level(a), n, sdjob_seed(pos), specs,
			   what, brief, board, seen, a->sv.threads, a->tries,
			   err, errsize);
}

/* The single-dummy job at pos, the hands the seat to play cannot see
 * constrained by the board's auction when it has one (and they fit it,
 * and it can be read: else without, saying so). */
static sdjob *sd_start_constrained(app *a, const dd_position *pos, int n,
				   char *err, size_t errsize)
{
	char spec[4][APP_SPEC_SIZE], used[1024], what[1040];
	char brief[APP_BRIEF_SIZE];
	const char *specs[4] = { NULL, NULL, NULL, NULL };
	int s, to_play = a->g.st.to_play, decl = game_declarer(&a->g);
	int viewer = to_play == ((decl + 2) & 3) ? decl : to_play;
	unsigned seen = 1u << viewer;
	auction *board;
	sdjob *j;

	/* the hands the viewer sees are as they are */
	if (pos->nplayed > 0)
		seen |= 1u << ((decl + 2) & 3);
	board = malloc(sizeof *board);  /* large: not on the stack */
	if (board && app_auction_specs(a, board, spec, seen,
				       "the hand is seen", used, sizeof used,
				       brief, sizeof brief)) {
		for (s = 0; s < 4; s++)
			if (!(seen & (1u << s)) && spec[s][0])
				specs[s] = spec[s];
		snprintf(what, sizeof what, "auction: %s", used);
		j = sd_begin(a, pos, n, specs, what, brief, board, seen, err,
			     errsize);
		free(board);
		if (j)
			return j;
		snprintf(what, sizeof what, "no constraints (the auction's "
			 "do not fit: %s)", err);
		return sd_begin(a, pos, n, NULL, what, "no constraints (the "
				"auction's do not fit)", NULL, 0, err,
				errsize);
	}
	free(board);
	/* an auction it cannot read, or for another contract: said, as
	 * the lead's box says it */
	if (app_has_auction(a))
		return sd_begin(a, pos, n, NULL,
				app_other_contract(a) ?
				"no constraints (the board's auction is for "
				"its own contract, not the one shown)" :
				"no constraints (the board's auction could "
				"not be used)",
				"no constraints (auction not used)", NULL, 0,
				err, errsize);
	return sd_begin(a, pos, n, NULL, "", NULL, NULL, 0, err, errsize);
}

void ui_sd(app *a, int n)
{
	dd_position pos;
	sdjob *j;
	char err[200], text[240];

	app_sd_stop(a);
	if (a->g.st.to_play < 0) {
		app_say(a, 1, "sd: the deal is over");
		return;
	}
	if (app_hidden(a, a->g.st.to_play)) {
		/* as x says it: the figures stand beside its cards */
		snprintf(text, sizeof text, "sd: %s's hand is hidden (:show "
			 "shows it)", dd_seat_name(a->g.st.to_play));
		app_say(a, 1, text);
		return;
	}
	if (app_finding_contract(a) || app_finding_level(a))
		return;
	/* no count (z, :sd): the layouts asked for here before, so that
	 * figures stopped go on and figures done are shown as they are */
	if (n <= 0) {
		sdjob *here = app_sd_here(a);
		sdjob_view v;

		n = COMMAND_LEAD_LAYOUTS;
		if (here) {
			sdjob_peek(here, &v);
			n = (int)v.asked;
		}
	}
	game_position(&a->g, &pos);
	j = sd_start_constrained(a, &pos, n, err, sizeof err);
	if (!j) {
		snprintf(text, sizeof text, "sd: %s", err);
		app_say(a, 1, text);
		return;
	}
	app_sd_keep(a, j);
	/* its figures stand beside the cards as the scores do: not with
	 * the annotations off (the line alone would fill in) */
	if (!app_annotations(a))
		app_say(a, 0, "sd: figures beside the cards with the "
			     "annotations on (w)");
}
