/*
 * play.c - a card played and what follows every move, see play.h.
 */
#include "play.h"

#include <stdio.h>

#include "glyph.h"
#include "jobs.h"
#include "util/util.h"

/* ---- moving ------------------------------------------------------------------ */

void play_moved(app *a)
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
			glyph_card(g->actual[k], card);
		/* the key before the details: 80 columns cut the end */
		snprintf(text, sizeof text, "you left the actual play at card "
			 "%d: l goes back to it (it has %s %s; your line: %d)",
			 k + 1, dd_seat_name(game_card_seat(g, 1, k)), card,
			 game_line_id(g));
		app_say(a, 0, text);
	}
	a->on_actual = game_on_actual(g);
	a->teach.moved_at = util_seconds();
	app_sd_stop(a);         /* its figures stay with their position */
	jobs_post_scores(a);
}

int play_card(app *a, dd_card c, char *err, size_t size)
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
		glyph_card(c, card);
		snprintf(err, size, "%s cannot play %s",
			 dd_seat_name(g->st.to_play), card);
	} else {
		snprintf(err, size, "%s", why);
	}
	return -1;
}
