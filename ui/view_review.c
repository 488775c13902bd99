/*
 * view_review.c - the review of a practice play, over the board.
 */
#include <stdio.h>
#include <string.h>

#include "view.h"

/* Over the board: the double-dummy result before the lead against what
 * the play made, the user's cards that cost tricks (what the course of
 * the play, solved in the background, says of each), the tricks the
 * defence gave, the hints asked. */
void view_review_draw(const app *a)
{
	const game *g = &a->g;
	int side = game_declarer_side(g), known = app_course_known(a);
	int w = COLS - 4 < 76 ? COLS - 4 : 76, h = LINES - 4, y0 = 2;
	int x0 = (COLS - w) / 2, y, i, k, delta, costly = 0, gift = 0;
	int more = 0;
	char text[300], what[240];

	for (i = 0; i < h; i++) {
		attrset(A_NORMAL);
		mvhline(y0 + i, x0, ' ', w);
	}
	draw_box(y0, x0, h, w, A_BOLD);
	draw_put(y0, x0 + 3, w - 6, A_BOLD, " Review of the play ");
	y = y0 + 1;
	if (game_scores_before(g, 1, 0)) {
		const game_scores *s0 = game_scores_before(g, 1, 0);
		int best = -1;

		for (i = 0; i < s0->count; i++)
			if (s0->card[i].tricks > best)
				best = s0->card[i].tricks;
		/* the opening leader is a defender */
		snprintf(text, sizeof text, "Double dummy before the lead: %s "
			 "take %d tricks", contract_side_name(side), 13 - best);
	} else {
		snprintf(text, sizeof text, "Double dummy before the lead: "
			 "solving...");
	}
	draw_put(y++, x0 + 2, w - 4, A_NORMAL, text);
	{
		dd_position pos = g->base;
		dd_state st;

		pos.nplayed = g->nactual;
		memcpy(pos.played, g->actual, (size_t)g->nactual);
		if (dd_replay(&pos, &st, NULL) == DD_OK)
			snprintf(text, sizeof text, "%s: %d trick%s, against "
				 "%d%s needing %d", g->nactual == 52 ? "Made"
				 : "So far (the play is not over)",
				 st.tricks_won[side],
				 st.tricks_won[side] == 1 ? "" : "s",
				 app_level(a), glyph_strain(g->base.strain),
				 app_level(a) + 6);
		else
			text[0] = '\0';
		draw_put(y++, x0 + 2, w - 4, A_NORMAL, text);
	}
	snprintf(text, sizeof text, "Hints asked: %d", a->teach.hints);
	draw_put(y++, x0 + 2, w - 4, A_NORMAL, text);
	y++;
	if (known < g->nactual)
		snprintf(text, sizeof text, "Your cards that cost tricks "
			 "(solving the play %d/%d):", known, g->nactual);
	else
		snprintf(text, sizeof text, "Your cards that cost tricks:");
	draw_put(y++, x0 + 2, w - 4, term_attr(ROLE_NAME), text);
	for (k = 0; k < known; k++) {
		if (!game_card_delta(g, 1, k, &delta) || delta == 0)
			continue;
		if (delta > 0) {
			gift += delta;
			continue;
		}
		if ((game_card_seat(g, 1, k) & 1) != side)
			continue;
		costly++;
		if (y >= y0 + h - 4) {
			more++;
			continue;
		}
		app_card_text(a, 1, k, what, sizeof what);
		snprintf(text, sizeof text, "card %d: %s", k + 1, what);
		draw_put(y++, x0 + 4, w - 6, term_attr(ROLE_COSTLY), text);
	}
	if (more) {
		snprintf(text, sizeof text, "... and %d more (m goes to each)",
			 more);
		draw_put(y++, x0 + 4, w - 6, A_NORMAL, text);
	}
	if (costly == 0 && known == g->nactual)
		draw_put(y++, x0 + 4, w - 6, term_attr(ROLE_BEST),
		    "none: every card of yours kept the best result");
	if (known == g->nactual) {
		snprintf(text, sizeof text, "The defence gave %d trick%s.",
			 gift, gift == 1 ? "" : "s");
		draw_put(y++, x0 + 2, w - 4, A_NORMAL, text);
	}
	draw_put(y0 + h - 2, x0 + 2, w - 4, term_attr(ROLE_DIM),
	    "e hides this review; m and M go from mistake to mistake");
}
