/*
 * actions.c - what the requests do to the board shown, see actions.h.
 */
#include "actions.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/contract.h"
#include "jobs.h"
#include "leadjob.h"
#include "sessionjob.h"
#include "mode.h"
#include "session.h"
#include "term.h"
#include "util/util.h"

/* ---- messages ------------------------------------------------------------- */

void ui_say(app *a, int error, const char *text)
{
	snprintf(a->scr.msg, sizeof a->scr.msg, "%.*s", (int)sizeof a->scr.msg - 1, text);
	a->scr.msg_error = error;
	a->scr.msg_while = MSG_STAYS;
}

void ui_say_while(app *a, int until, const char *text)
{
	ui_say(a, 0, text);
	a->scr.msg_while = until;
}

void ui_expire_message(app *a)
{
	int gone = 0;

	switch (a->scr.msg_while) {
	case MSG_WHILE_SOLVING:
		gone = game_current_scores(&a->g) || a->sv.failed ||
		       a->g.st.to_play < 0;
		break;
	case MSG_WHILE_TABLE:
		gone = a->sv.table_state != 1;
		break;
	case MSG_WHILE_COURSE:
		gone = app_course_known(a) >= a->g.nactual || a->sv.course_failed;
		break;
	case MSG_WHILE_LOADING:
		gone = !a->loading;
		break;
	}
	if (gone) {
		a->scr.msg[0] = '\0';
		a->scr.msg_while = MSG_STAYS;
	}
}

void ui_card_name(dd_card c, char out[8])
{
	snprintf(out, 8, "%s%c", term_suit(DD_SUIT(c)),
		 dd_rank_char(DD_RANK(c)));
}

int ui_finding_contract(app *a)
{
	if (a->sv.table_state != 1)
		return 0;
	ui_say_while(a, MSG_WHILE_TABLE, "finding the best contract: a moment");
	return 1;
}

/* ---- the app's questions ---------------------------------------------------- */

int app_legal_cards(const app *a, dd_card out[13])
{
	if (a->g.st.to_play < 0 || app_hidden(a, a->g.st.to_play) ||
	    !mode_may_choose(a) || ui_computer_seat(a, a->g.st.to_play))
		return 0;
	return game_legal_cards(&a->g, out);
}

int app_level(const app *a)
{
	int best;

	if (a->level > 0)
		return a->level;
	best = game_best_score(&a->g);
	if (best >= 0 && game_declarer_total(&a->g, best) > 7)
		return game_declarer_total(&a->g, best) - 6;
	return 1;
}

int app_hidden(const app *a, int seat)
{
	return seat >= 0 && seat < 4 && ((a->teach.hidden >> seat) & 1);
}

int app_annotations(const app *a)
{
	return a->teach.annotations;
}

int ui_computer_seat(const app *a, int seat)
{
	return a->mode == MODE_PRACTICE && seat >= 0 &&
	       (seat & 1) != game_declarer_side(&a->g);
}

/* ---- moving ------------------------------------------------------------------ */

void ui_moved(app *a)
{
	game *g = &a->g;
	char card[8], text[200];

	a->scr.cursor = 0;
	a->scr.cursor_moved = 0;
	a->scr.pending_suit = -1;
	a->mistake_at = -1;
	if (a->on_actual && g->nactual > 0 && !game_on_actual(g) &&
	    !(a->scr.msg[0] && a->scr.msg_error)) {
		int k = game_actual_common(g);

		if (app_hidden(a, game_card_seat(g, 1, k)))
			snprintf(card, sizeof card, "a card");
		else
			ui_card_name(g->actual[k], card);
		snprintf(text, sizeof text, "you left the actual play at card "
			 "%d (it has %s %s): l goes back to it (your line: "
			 "%d)", k + 1, dd_seat_name(game_card_seat(g, 1, k)),
			 card, game_line_id(g));
		ui_say(a, 0, text);
	}
	a->on_actual = game_on_actual(g);
	a->teach.moved_at = util_seconds();
	jobs_post_scores(a);
}

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

int ui_play_card(app *a, dd_card c, char *err, size_t size)
{
	game *g = &a->g;
	int seat, holder = -1;
	char why[160], card[8];

	if (game_play(g, c, why, sizeof why) == 0)
		return 0;
	for (seat = 0; seat < 4; seat++)
		if ((g->st.remaining.hand[seat][DD_SUIT(c)] >> DD_RANK(c)) & 1)
			holder = seat;
	if (g->st.to_play >= 0 && (app_hidden(a, g->st.to_play) ||
				   app_hidden(a, holder))) {
		ui_card_name(c, card);
		snprintf(err, size, "%s cannot play %s",
			 dd_seat_name(g->st.to_play), card);
	} else {
		snprintf(err, size, "%s", why);
	}
	return -1;
}

void ui_play(app *a, dd_card c)
{
	char err[160];

	a->scr.pending_suit = -1;
	if (ui_finding_contract(a))
		return;
	if (ui_computer_seat(a, a->g.st.to_play)) {
		snprintf(err, sizeof err, "the computer plays %s's cards: "
			 "yours are %s's and %s's",
			 dd_seat_name(a->g.st.to_play),
			 dd_seat_name(game_declarer(&a->g)),
			 dd_seat_name((game_declarer(&a->g) + 2) & 3));
		ui_say(a, 1, err);
		return;
	}
	if (mode_card(a, c))
		return;
	if (ui_play_card(a, c, err, sizeof err) < 0) {
		ui_say(a, 1, err);
		return;
	}
	ui_moved(a);
}

int ui_best_card(const app *a, dd_card *card)
{
	const game_scores *s = game_current_scores(&a->g);
	int best = game_best_score(&a->g), i, k, n, suit = -1, low = 99;
	dd_card legal[13];

	if (!s)
		return 0;
	n = app_legal_cards(a, legal);
	/* the suit: the cursor's when it stands on a best card */
	for (k = 0; k < s->count; k++)
		if (a->scr.cursor_moved && a->scr.cursor < n &&
		    s->card[k].card == legal[a->scr.cursor] &&
		    s->card[k].tricks == best)
			suit = DD_SUIT(legal[a->scr.cursor]);
	for (i = 0; suit < 0 && i < 4; i++)
		for (k = 0; k < s->count; k++)
			if (DD_SUIT(s->card[k].card) == i &&
			    s->card[k].tricks == best)
				suit = i;
	for (k = 0; k < s->count; k++)
		if (DD_SUIT(s->card[k].card) == suit &&
		    s->card[k].tricks == best &&
		    DD_RANK(s->card[k].card) < low) {
			low = DD_RANK(s->card[k].card);
			*card = s->card[k].card;
		}
	return low < 99;
}

void ui_play_best(app *a)
{
	dd_card c;

	if (a->g.st.to_play < 0) {
		ui_say(a, 1, "the deal is over");
		return;
	}
	if (!ui_best_card(a, &c)) {
		/* played once the scores are known (any key cancels) */
		a->scr.autoplay = AUTOPLAY_ONE;
		ui_say_while(a, MSG_WHILE_SOLVING, "still solving: the best "
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
			ui_say(a, 0, "played out to the end: u, [ or Home to "
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
	if (ui_best_card(a, &c))
		ui_play(a, c);
	else
		a->scr.autoplay = 0;
}

void ui_undo(app *a, int n)
{
	int k;

	for (k = 0; k < n; k++) {
		if (!game_undo(&a->g))
			break;
		/* practice: back to a card of the user's */
		while (a->g.nplayed > 0 &&
		       ui_computer_seat(a, a->g.st.to_play))
			game_undo(&a->g);
	}
	if (k == 0)
		ui_say(a, 1, "nothing to take back");
	else
		ui_moved(a);
}

void ui_redo(app *a, int n)
{
	int k;

	for (k = 0; k < n; k++)
		if (!game_redo(&a->g))
			break;
	if (k == 0)
		ui_say(a, 1, "nothing to play again: the line ends here");
	else
		ui_moved(a);
}

/* Back (dir -1) to the start of the trick, or of the one before when at
 * the start of one; forward (1) to the end of the trick along the line. */
void ui_trick_step(app *a, int dir)
{
	if (dir < 0) {
		if (!game_undo(&a->g)) {
			ui_say(a, 1, "nothing to take back");
			return;
		}
		while (a->g.nplayed % 4 != 0 && game_undo(&a->g))
			;
	} else {
		if (!game_redo(&a->g)) {
			ui_say(a, 1, "nothing to play again: the line ends "
				  "here");
			return;
		}
		while (a->g.nplayed % 4 != 0 && game_redo(&a->g))
			;
	}
	ui_moved(a);
}

void ui_goto_trick(app *a, int trick)
{
	int target = 4 * (trick - 1);
	char err[80];

	if (target > a->g.nline) {
		snprintf(err, sizeof err, "trick %d: not played yet", trick);
		ui_say(a, 1, err);
		return;
	}
	game_goto(&a->g, target);
	ui_moved(a);
}

void ui_start(app *a)
{
	if (a->g.nplayed > 0) {
		game_goto(&a->g, 0);
		ui_moved(a);
	}
}

void ui_end(app *a)
{
	if (a->g.nplayed < a->g.nline) {
		game_goto(&a->g, a->g.nline);
		ui_moved(a);
	}
}

void ui_switch_line(app *a, int dir)
{
	char text[120];
	int l = game_switch_line(&a->g, dir);

	if (l == 0) {
		ui_say(a, 1, "no other line parts before here (:lines lists "
			  "them)");
		return;
	}
	ui_moved(a);
	snprintf(text, sizeof text, "line %d of %d: %s", l, a->g.t.nlines,
		 dir > 0 ? "> the next, < the previous" : "< the previous, > "
		 "the next");
	ui_say(a, 0, text);
}

void ui_goto_line(app *a, int l)
{
	char text[120];

	if (!game_goto_line(&a->g, l)) {
		snprintf(text, sizeof text, "line %d: there %s %d line%s "
			 "(:lines lists them)", l, a->g.t.nlines == 1 ? "is"
			 : "are", a->g.t.nlines, a->g.t.nlines == 1 ? "" : "s");
		ui_say(a, 1, text);
		return;
	}
	a->scr.autoplay = 0;
	ui_moved(a);
	snprintf(text, sizeof text, "the end of line %d", l);
	ui_say(a, 0, text);
}

void ui_lines(app *a)
{
	a->scr.lines_box = !a->scr.lines_box;
}

/* ---- the actual play ----------------------------------------------------------- */

void ui_to_actual(app *a)
{
	game *g = &a->g;
	char text[200];
	int how;

	if (g->nactual == 0) {
		ui_say(a, 1, "this board has no actual play (a file's PBN Play "
			     "section, LIN pc, or the line's cards)");
		return;
	}
	if (ui_finding_contract(a))
		return;
	a->scr.autoplay = 0;
	how = game_to_actual(g);
	if (how == 0) {
		ui_say(a, 1, "on the actual play already (playing another card "
			     "tries another line)");
		return;
	}
	a->on_actual = game_on_actual(g);
	ui_moved(a);
	if (how == 1)
		snprintf(text, sizeof text, "back to the actual play, before "
			 "card %d of %d: l again goes back to your line",
			 g->nplayed + 1, g->nactual);
	else
		snprintf(text, sizeof text, "back to your line, before card "
			 "%d: l goes to the actual play (line %d)",
			 g->nplayed + 1, game_line_id(g));
	ui_say(a, 0, text);
}

void ui_goto_mistake(app *a, int dir)
{
	game *g = &a->g;
	char text[300], what[200];
	int from = g->nplayed, k, delta = 0, found = -1;

	if (g->nactual == 0) {
		ui_say(a, 1, "this board has no actual play: m and M go through "
			     "its mistakes");
		return;
	}
	if (ui_finding_contract(a))
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
				ui_say_while(a, MSG_WHILE_COURSE, text);
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
				ui_say_while(a, MSG_WHILE_COURSE, "still solving "
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
		ui_say(a, 0, dir > 0 ? "no card after this changed the "
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
	ui_moved(a);
	a->mistake_at = found;
	board_card_text(a, 1, found, what, sizeof what);
	snprintf(text, sizeof text, "card %d: %s; r plays it, %s", found + 1,
		 what, dir > 0 ? "m the next" : "M the previous");
	ui_say(a, 0, text);
}

/* ---- hints, clicks, the cursor ---------------------------------------------------- */

void ui_lead(app *a, int n)
{
	dd_position pos;
	char err[160];
	uint64_t seed = 0x9e3779b97f4a7c15ull;
	int s, u;

	ui_lead_close(a);
	game_position(&a->g, &pos);
	if (pos.nplayed != 0) {
		ui_say(a, 1, "lead: the simulation is for the opening lead: "
		       "Home goes back to it");
		return;
	}
	/* the same deal and contract give the same layouts */
	for (s = 0; s < 4; s++)
		for (u = 0; u < 4; u++)
			seed = (seed ^ pos.deal.hand[s][u]) *
			       0x100000001b3ull;
	seed = (seed ^ (uint64_t)(pos.strain * 4 + pos.leader)) % 1000000007u;
	a->lead = leadjob_start(&pos, app_level(a), n, seed, a->sv.threads,
				err, sizeof err);
	if (!a->lead) {
		ui_say(a, 1, err);
		return;
	}
	a->lead_seed = seed;
	a->scr.lead_box = 1;
}

void ui_lead_close(app *a)
{
	leadjob_free(a->lead);
	a->lead = NULL;
	a->scr.lead_box = 0;
}

void ui_session(app *a)
{
	sessionjob_board *b;
	int i, contracts = 0;

	for (i = 0; i < a->nboards; i++)
		contracts += a->boards[i].rec.level > 0 &&
			     a->boards[i].rec.strain >= 0 &&
			     a->boards[i].rec.declarer >= 0;
	if (contracts == 0) {
		ui_say(a, 1, "session: no board here has a contract to look "
		       "at (open a PBN or LIN file of a session)");
		return;
	}
	ui_session_close(a);
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
		b[i].dealer = r->dealer;
		b[i].vul = r->vul;
		b[i].result = r->result;
		b[i].nactual = b[i].level ? ab->nactual : 0;
		memcpy(b[i].actual, ab->actual, sizeof b[i].actual);
	}
	a->sess = sessionjob_start(b, a->nboards, a->sv.threads);
	free(b);
	if (!a->sess) {
		ui_say(a, 1, "session: cannot start (out of memory?)");
		return;
	}
	a->sess_cursor = a->board;
	a->scr.sess_box = 1;
}

void ui_session_close(app *a)
{
	sessionjob_free(a->sess);
	a->sess = NULL;
	a->scr.sess_box = 0;
}

void ui_hint(app *a)
{
	const game_scores *s = game_current_scores(&a->g);
	int seat = a->g.st.to_play, best = game_best_score(&a->g), i, n = 0;
	char text[200], card[8];
	size_t len;

	if (seat < 0) {
		ui_say(a, 1, "the deal is over");
		return;
	}
	if (app_hidden(a, seat) || ui_computer_seat(a, seat)) {
		snprintf(text, sizeof text, "no hint for %s: %s",
			 dd_seat_name(seat), ui_computer_seat(a, seat)
			 ? "the computer plays it" : "its hand is hidden");
		ui_say(a, 1, text);
		return;
	}
	if (!s) {
		ui_say_while(a, MSG_WHILE_SOLVING, "still solving: g again in a "
			     "moment");
		return;
	}
	if (a->mode == MODE_PRACTICE)
		len = (size_t)snprintf(text, sizeof text, "hint %d: ",
				       ++a->teach.hints);
	else
		len = (size_t)snprintf(text, sizeof text, "hint: ");
	len += (size_t)snprintf(text + len, sizeof text - len, "%s's best",
				dd_seat_name(seat));
	for (i = 0; i < s->count && len < sizeof text; i++)
		if (s->card[i].tricks == best) {
			ui_card_name(s->card[i].card, card);
			len += (size_t)snprintf(text + len, sizeof text - len,
						"%s %s", n++ ? "" : ":", card);
		}
	if (len < sizeof text)
		snprintf(text + len, sizeof text - len, " (%s take %d)",
			 contract_side_name(game_declarer_side(&a->g)),
			 game_declarer_total(&a->g, best));
	ui_say(a, 0, text);
}

void ui_click(app *a, int y, int x)
{
	dd_card c;
	int seat, holder = -1;
	char text[120];

	if (!board_card_at(&a->scr.hits, y, x, &c))
		return;
	for (seat = 0; seat < 4; seat++)
		if ((a->g.st.remaining.hand[seat][DD_SUIT(c)] >> DD_RANK(c)) & 1)
			holder = seat;
	if (a->g.st.to_play < 0) {
		ui_say(a, 1, "the deal is over: u takes cards back");
	} else if (holder != a->g.st.to_play) {
		snprintf(text, sizeof text, "%s to play, not %s",
			 dd_seat_name(a->g.st.to_play),
			 holder >= 0 ? dd_seat_name(holder) : "?");
		ui_say(a, 1, text);
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
		ui_say_while(a, MSG_WHILE_TABLE, text);
		return;
	}
	if (a->nboards < 2) {
		ui_say(a, 1, "one board only: n and p go through the boards of "
			     "a file");
		return;
	}
	if (dir > 0 && a->board + 1 >= a->nboards) {
		ui_say(a, 1, "this is the last board");
		return;
	}
	if (dir < 0 && a->board == 0) {
		ui_say(a, 1, "this is the first board");
		return;
	}
	session_show(a, a->board + dir);
}

void ui_set_annotations(app *a, int on)
{
	if (!mode_may_annotate(a)) {
		ui_say(a, 1, "the scores come with the answer");
		return;
	}
	a->teach.annotations = on;
	ui_say(a, 0, on ? "annotations on: the scores beside the cards, the "
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
		ui_say(a, 0, "every hand shown");
		return;
	}
	len = (size_t)snprintf(text, sizeof text, "hidden:");
	for (s = 0; s < 4; s++)
		if ((seats >> s) & 1)
			len += (size_t)snprintf(text + len, sizeof text - len,
						" %s", dd_seat_name(s));
	snprintf(text + len, sizeof text - len, " (and the table; :show "
		 "shows them)");
	ui_say(a, 0, text);
}
