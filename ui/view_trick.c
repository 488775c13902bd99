/*
 * view_trick.c - the trick in the middle: the box, the cards played to it
 * by seat, who led or who won it.
 */
#include <stdio.h>
#include <string.h>

#include "view.h"

void view_trick_draw(const app *a, const layout_rect *b)
{
	const game *g = &a->g;
	dd_card cards[4];
	int seats[4], n = 0, i, done = 0, winner = -1, trick_no;
	char label[64];

	if (g->st.trick_cards > 0 || g->nplayed == 0) {
		for (i = 0; i < g->st.trick_cards; i++) {
			cards[n] = g->st.trick[i];
			seats[n++] = (g->st.trick_leader + i) & 3;
		}
		trick_no = 13 - g->st.tricks_left + 1;
	} else {
		/* between tricks: the last one stays shown */
		int first = g->nplayed - 4, leader;

		for (i = 0; i < 4; i++)
			cards[i] = g->line[first + i];
		/* The leader: the seat from which the winning card's place
		 * in the trick leads to the known winner. */
		for (leader = 0; leader < 4; leader++)
			if (game_trick_winner(cards, leader, g->base.strain) ==
			    g->st.last_winner)
				break;
		for (i = 0; i < 4; i++)
			seats[i] = (leader + i) & 3;
		n = 4;
		done = 1;
		winner = g->st.last_winner;
		trick_no = 13 - g->st.tricks_left;
	}

	draw_box(b->y, b->x, b->h, b->w, term_attr(ROLE_DIM));

	if (g->st.to_play < 0 && !done)
		trick_no = 13;
	if (trick_no > 13)
		trick_no = 13;
	snprintf(label, sizeof label, " trick %d ", trick_no);
	draw_put(b->y, b->x + (b->w - (int)strlen(label)) / 2, b->w - 2,
	    term_attr(ROLE_DIM), label);

	for (i = 0; i < n; i++) {
		int y = b->y + 2, x = b->x + b->w / 2 - 1;
		attr_t at = done ? (seats[i] == winner ? A_BOLD : A_NORMAL)
				 : A_BOLD;

		switch (seats[i]) {
		case DD_NORTH: y = b->y + 1; break;
		case DD_SOUTH: y = b->y + 3; break;
		case DD_WEST: x = b->x + 2; break;
		case DD_EAST: x = b->x + b->w - 4; break;
		}
		if (done && seats[i] == winner)
			at |= A_UNDERLINE;
		draw_card(y, x, cards[i], at);
	}
	if (done) {
		snprintf(label, sizeof label, " won by %s ",
			 dd_seat_name(winner));
		draw_put(b->y + b->h - 1,
			 b->x + (b->w - (int)strlen(label)) / 2, b->w - 2,
			 term_attr(ROLE_DIM), label);
	} else if (n > 0) {
		snprintf(label, sizeof label, " %s led ",
			 dd_seat_name(g->st.trick_leader));
		draw_put(b->y + b->h - 1,
			 b->x + (b->w - (int)strlen(label)) / 2, b->w - 2,
			 term_attr(ROLE_DIM), label);
	} else if (g->st.to_play < 0) {
		draw_put(b->y + 2, b->x + (b->w - 13) / 2, b->w - 2,
		    term_attr(ROLE_NAME), "deal finished");
	}
}
