/*
 * view_panel.c - the side panel: the 20-result table and the tricks of
 * the line (the course of the actual play, when the board has one).
 */
#include <stdio.h>
#include <string.h>

#include "model/par.h"
#include "view.h"

/* The line tree (game.h): "line 2 of 3, forks: 5 9" (the cards,
 * counted from 1, before which other lines part from this one) under
 * the Tricks heading, "" when the board has one line. */
static void panel_lines_text(const app *a, char *out, size_t size)
{
	const game *g = &a->g;
	int k, first = 1;
	size_t len;

	if (size)
		out[0] = '\0';
	if (g->t.nlines <= 1 || !size)
		return;
	snprintf(out, size, "line %d of %d", game_line_id(g), g->t.nlines);
	for (k = 0; k < g->nline; k++) {
		if (game_branches_at(g, k) <= 1)
			continue;
		len = strlen(out);
		snprintf(out + len, size - len, "%s %d",
			 first ? ", forks:" : "", k + 1);
		first = 0;
	}
}

/* Whether lines part at the position before card k of the line
 * (0-based), for a mark beside the trick. */
static int panel_branches_at(const app *a, int k)
{
	return game_branches_at(&a->g, k) > 1;
}

/* The cards of the line the panel shows: all of them, but in a quiz
 * until the answer only those played (the rest of a board's recorded
 * play would tell the card played at the position asked). */
static int panel_line_cards(const app *a)
{
	if (a->mode == MODE_QUIZ && (a->quiz.state == QUIZ_SEARCH ||
				     a->quiz.state == QUIZ_ASK))
		return a->g.nplayed;
	return a->g.nline;
}

/* A mark left of trick i's row where lines branch within it. */
static void panel_branch_mark(const app *a, int y, int x, int i)
{
	int k;

	for (k = 4 * i; k < 4 * i + 4; k++)
		if (panel_branches_at(a, k)) {
			draw_put(y, x, 1, term_attr(ROLE_NAME), "+");
			return;
		}
}

/* The tricks of a board with an actual play, from row y to bottom: a
 * line on the course (solving it, or what the play cost and gave), then
 * the whole line, the cards still to play dimmed, each card marked with
 * what it did to declarer's side's total once the position before it is
 * solved: "♥5-1" cost declarer's side a trick, "♠2+1" gave it one. */
static void panel_course(const app *a, const layout_rect *p, int y, int bottom)
{
	const game *g = &a->g;
	game_trick tricks[13];
	int ntricks = game_line_tricks(g, panel_line_cards(a), tricks);
	int known = app_course_known(a), x = p->x + 2, w = p->w - 4;
	int i, j, k, first, rows, cur, delta, cost = 0, gift = 0;
	char text[64];

	if (y >= bottom)
		return;
	for (k = 0; k < known; k++)
		if (game_card_delta(g, 1, k, &delta)) {
			if (delta < 0)
				cost -= delta;
			else
				gift += delta;
		}
	if (!app_annotations(a))
		snprintf(text, sizeof text, "(annotations off)");
	else if (known < g->nactual && a->sv.course_failed)
		snprintf(text, sizeof text, "(the solver failed)");
	else if (known < g->nactual)
		snprintf(text, sizeof text, "solving the play %d/%d", known,
			 g->nactual);
	else
		snprintf(text, sizeof text, "cost %d  gave %d  m M: go", cost,
			 gift);
	draw_put(y++, x, w, known < g->nactual ? term_attr(ROLE_PENDING)
					  : term_attr(ROLE_DIM), text);

	rows = bottom - y;
	if (rows <= 0)
		return;
	if (ntricks == 0)
		draw_put(y, x, w, term_attr(ROLE_DIM), "(none played yet)");
	/* the trick of the next card in view */
	cur = g->nplayed / 4 < ntricks ? g->nplayed / 4 : ntricks - 1;
	first = ntricks > rows ? ntricks - rows : 0;
	if (cur >= 0 && cur < first)
		first = cur;
	for (i = first; i < ntricks && y < bottom; i++, y++) {
		const game_trick *t = &tricks[i];

		panel_branch_mark(a, y, x - 1, i);
		int col = x;

		snprintf(text, sizeof text, "%2d%c", i + 1,
			 dd_seat_letter(t->leader));
		draw_put(y, col, 3, A_NORMAL, text);
		col += 4;
		for (j = 0; j < 4; j++, col += 5) {
			int seat = (t->leader + j) & 3;
			attr_t at = 4 * i + j < g->nplayed ? A_NORMAL
							    : term_attr(ROLE_DIM);

			k = 4 * i + j;
			if (j >= t->ncards) {
				draw_put(y, col, 1, term_attr(ROLE_DIM),
				    glyph_mark(MARK_DOT));
				continue;
			}
			if (k >= g->nplayed && app_hidden(a, seat)) {
				/* still in a hidden hand */
				draw_put(y, col, 1, term_attr(ROLE_DIM),
				    glyph_mark(MARK_DOT));
				continue;
			}
			if (seat == t->winner && k < g->nplayed)
				at |= A_BOLD | A_UNDERLINE;
			draw_card(y, col, t->card[j], at);
			if (app_annotations(a) &&
			    game_card_delta(g, 0, k, &delta) && delta != 0) {
				snprintf(text, sizeof text, "%+d", delta);
				draw_put(y, col + 2, 3, term_attr(ROLE_COSTLY),
				    text);
			}
		}
		if (t->winner >= 0 && (4 * i + 3 < g->nplayed || !a->teach.hidden)) {
			char win[4] = { dd_seat_letter(t->winner), '\0' };

			draw_put(y, col, 1, 4 * i + 3 < g->nplayed
				? term_attr(ROLE_NAME) : term_attr(ROLE_DIM),
			    win);
		}
	}
}

/* Under the table: par for the board's dealer and vulnerability (North
 * and nobody when the board does not say, and the text says which), and
 * the contract's score, at the recorded result when the contract is the
 * recorded one, else at the table's double-dummy tricks, against par.
 * Rows y.. (at most rows); the rows used. */
static int panel_par(const app *a, int y, int x, int w, int rows)
{
	static const char *const VUL[4] = { "None", "NS", "EW", "All" };
	static const char *const SIDES[2] = { "NS", "EW" };
	const game *g = &a->g;
	const record *r = &a->boards[a->board].rec;
	int dealer, vul, used = 0;
	int d = game_declarer(g), side = d & 1, tricks, score, level;
	int recorded;
	par_result p;
	char score_text[PAR_SCORE_SIZE], contracts[PAR_CONTRACTS_SIZE];
	char text[200], contract[32];
	const char *x2;

	/* as analyse --summary scores it: its own, else its number's */
	record_conditions(r, &dealer, &vul);
	if (rows <= 0 || par_compute(a->sv.table, dealer, vul, &p) != 0)
		return 0;
	par_format_score(&p, score_text, sizeof score_text);
	par_format_contracts(&p, contracts, sizeof contracts);
	snprintf(text, sizeof text, "Par %s: %s (dealer %c, Vul %s)",
		 score_text, contracts, dd_seat_letter(dealer), VUL[vul]);
	used += draw_wrap(y, x, w, rows < 2 ? rows : 2, A_NORMAL, text);

	level = app_level(a);
	recorded = r->result >= 0 && r->level == level &&
		   r->strain == g->base.strain && r->declarer == d &&
		   a->boards[a->board].doubled == r->doubled;
	tricks = recorded ? r->result : a->sv.table[g->base.strain][d];
	x2 = a->boards[a->board].doubled == 2 ? "xx"
	     : a->boards[a->board].doubled == 1 ? "x" : "";
	score = par_score_contract(level, g->base.strain,
				   a->boards[a->board].doubled,
				   vul == VUL_ALL || vul == (side ? VUL_EW
								  : VUL_NS),
				   tricks);
	if (side)
		score = -score;         /* North-South's, as par's */
	snprintf(contract, sizeof contract, "%d%s%s by %c", level,
		 glyph_strain(g->base.strain), x2, dd_seat_letter(d));
	/* from declarer's side: its score, then how far from par */
	{
		int mine = side ? -score : score, par = side ? -p.score
							     : p.score;

		snprintf(text, sizeof text, "%s, %d tricks%s: %s %d", contract,
			 tricks, recorded ? "" : " (dd)", SIDES[side], mine);
		if (draw_cols(text) > w) {
			/* on two rows: the contract, then its score */
			snprintf(text, sizeof text, "%s, %d tricks%s:",
				 contract, tricks, recorded ? "" : " (dd)");
			if (used < rows)
				draw_put_words(y + used++, x, w,
					       term_attr(ROLE_NAME), text);
			snprintf(text, sizeof text, "  %s %d", SIDES[side],
				 mine);
		}
		if (used < rows)
			draw_put_words(y + used++, x, w, term_attr(ROLE_NAME),
				       text);
		if (mine == par)
			snprintf(text, sizeof text, "that is par");
		else
			snprintf(text, sizeof text, "against par: %s %+d",
				 SIDES[side], mine - par);
		if (used < rows)
			draw_put_words(y + used++, x, w, term_attr(ROLE_NAME),
				       text);
	}
	return used;
}

void view_panel_draw(const app *a, const layout_rect *p)
{
	static const int STRAINS[5] = { DD_NOTRUMP, DD_SPADES, DD_HEARTS,
					DD_DIAMONDS, DD_CLUBS };
	static const int SEATS[4] = { DD_NORTH, DD_SOUTH, DD_EAST, DD_WEST };
	const game *g = &a->g;
	game_trick tricks[13];
	int ntricks = game_tricks(g, tricks);
	int x = p->x + 2, w = p->w - 4, y = p->y + 1, bottom = p->y + p->h - 1;
	int i, j, first, rows;
	char text[96];

	for (i = 0; i < p->h; i++) {
		attrset(A_NORMAL);
		mvhline(p->y + i, p->x, ' ', p->w);
	}
	draw_box(p->y, p->x, p->h, p->w, term_attr(ROLE_DIM));
	draw_put(p->y, p->x + 2, p->w - 4, term_attr(ROLE_NAME),
		 " Double dummy ");

	/* the table, as `ddplay table` prints it */
	draw_put(y++, x, w, term_attr(ROLE_DIM), "      N   S   E   W");
	for (i = 0; i < 5 && y < bottom; i++, y++) {
		int s = STRAINS[i];

		draw_put(y, x, 2,
			 s == DD_NOTRUMP ? A_NORMAL : draw_suit_attr(s),
			 glyph_strain(s));
		if (a->sv.table_state != 2 || a->teach.hidden ||
		    !app_annotations(a)) {
			if (i == 2)
				draw_put(y, x + 5, w - 5,
					 term_attr(ROLE_PENDING),
				    a->teach.hidden ? "(hands hidden)"
				    : !app_annotations(a) ? "(annotations off)"
				    : a->sv.table_failed ? "(the solver failed)"
				    : a->sv.table_state == 0 ? "(after the cards)"
							  : "(computing...)");
			continue;
		}
		for (j = 0; j < 4; j++) {
			int contract = s == g->base.strain &&
				       SEATS[j] == game_declarer(g);

			snprintf(text, sizeof text, "%d",
				 a->sv.table[s][SEATS[j]]);
			draw_put(y, x + 7 + 4 * j - (int)strlen(text),
			    (int)strlen(text),
			    contract ? term_attr(ROLE_BEST) | A_UNDERLINE
				     : A_NORMAL, text);
		}
	}

	if (a->sv.table_state == 2 && !a->teach.hidden && app_annotations(a))
		y += panel_par(a, y, x, w, bottom - y);

	/* the tricks: number, leader, the four cards, winner */
	y++;
	if (y >= bottom)
		return;
	snprintf(text, sizeof text, "Tricks   card %d of %d", g->nplayed,
		 panel_line_cards(a));
	draw_put(y++, x, w, term_attr(ROLE_NAME), text);
	/* the line tree: which line this is, where lines branch */
	panel_lines_text(a, text, sizeof text);
	if (text[0] && y < bottom)
		draw_put_words(y++, x, w, term_attr(ROLE_DIM), text);
	if (g->nactual > 0) {
		panel_course(a, p, y, bottom);
		return;
	}
	rows = bottom - y;
	if (ntricks == 0 && rows > 0)
		draw_put(y, x, w, term_attr(ROLE_DIM), "(none played yet)");
	first = ntricks > rows ? ntricks - rows : 0;
	for (i = first; i < ntricks && y < bottom; i++, y++) {
		const game_trick *t = &tricks[i];

		panel_branch_mark(a, y, x - 1, i);
		int col = x;
		char lead[24];

		snprintf(lead, sizeof lead, "%2d %c", i + 1,
			 dd_seat_letter(t->leader));
		col += draw_put(y, col, 4, A_NORMAL, lead) + 2;
		for (j = 0; j < 4; j++, col += 3) {
			int seat = (t->leader + j) & 3;

			if (j < t->ncards)
				draw_card(y, col, t->card[j],
					 seat == t->winner ? A_BOLD | A_UNDERLINE
							   : A_NORMAL);
			else
				draw_put(y, col, 1, term_attr(ROLE_DIM),
				    glyph_mark(MARK_DOT));
		}
		if (t->winner >= 0) {
			char win[4] = { dd_seat_letter(t->winner), '\0' };

			draw_put(y, col + 1, 1, term_attr(ROLE_NAME), win);
		}
	}
}
