/*
 * view_panel.c - the side panel: the 20-result table and the tricks of
 * the line (the course of the actual play, when the board has one).
 */
#include <stdio.h>
#include <string.h>

#include "view.h"

int board_panel_shown(const app *a)
{
	return a->panel < 0 ? COLS >= BOARD_PANEL_COLS : a->panel;
}

/* The tricks of a board with an actual play, from row y to bottom: a
 * line on the course (solving it, or what the play cost and gave), then
 * the whole line, the cards still to play dimmed, each card marked with
 * what it did to declarer's side's total once the position before it is
 * solved: "♥5-1" cost declarer's side a trick, "♠2+1" gave it one. */
static void panel_course(const app *a, const view_rect *p, int y, int bottom)
{
	const game *g = &a->g;
	game_trick tricks[13];
	int ntricks = game_line_tricks(g, g->nline, tricks);
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
	else if (known < g->nactual && a->course_failed)
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
				    term_mark(MARK_DOT));
				continue;
			}
			if (k >= g->nplayed && app_hidden(a, seat)) {
				/* still in a hidden hand */
				draw_put(y, col, 1, term_attr(ROLE_DIM),
				    term_mark(MARK_DOT));
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
		if (t->winner >= 0 && (4 * i + 3 < g->nplayed || !a->hidden)) {
			char win[4] = { dd_seat_letter(t->winner), '\0' };

			draw_put(y, col, 1, 4 * i + 3 < g->nplayed
				? term_attr(ROLE_NAME) : term_attr(ROLE_DIM),
			    win);
		}
	}
}

void view_panel_draw(const app *a, const view_rect *p)
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
	draw_put(p->y, p->x + 2, p->w - 4, term_attr(ROLE_NAME), " Double dummy ");

	/* the table, as `ddplay table` prints it */
	draw_put(y++, x, w, term_attr(ROLE_DIM), "      N   S   E   W");
	for (i = 0; i < 5 && y < bottom; i++, y++) {
		int s = STRAINS[i];

		draw_put(y, x, 2, s == DD_NOTRUMP ? A_NORMAL : draw_suit_attr(s),
		    term_strain(s));
		if (a->table_state != 2 || a->hidden ||
		    !app_annotations(a)) {
			if (i == 2)
				draw_put(y, x + 5, w - 5, term_attr(ROLE_PENDING),
				    a->hidden ? "(hands hidden)"
				    : !app_annotations(a) ? "(annotations off)"
				    : a->table_failed ? "(the solver failed)"
				    : a->table_state == 0 ? "(after the cards)"
							  : "(computing...)");
			continue;
		}
		for (j = 0; j < 4; j++) {
			int contract = s == g->base.strain &&
				       SEATS[j] == game_declarer(g);

			snprintf(text, sizeof text, "%d", a->table[s][SEATS[j]]);
			draw_put(y, x + 7 + 4 * j - (int)strlen(text),
			    (int)strlen(text),
			    contract ? term_attr(ROLE_BEST) | A_UNDERLINE
				     : A_NORMAL, text);
		}
	}

	/* the tricks: number, leader, the four cards, winner */
	y++;
	if (y >= bottom)
		return;
	snprintf(text, sizeof text, "Tricks   card %d of %d", g->nplayed,
		 g->nline);
	draw_put(y++, x, w, term_attr(ROLE_NAME), text);
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
				    term_mark(MARK_DOT));
		}
		if (t->winner >= 0) {
			char win[4] = { dd_seat_letter(t->winner), '\0' };

			draw_put(y, col + 1, 1, term_attr(ROLE_NAME), win);
		}
	}
}
