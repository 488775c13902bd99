/*
 * frame.c - the analyser's screen as a whole, see frame.h: every view
 * drawn into stdscr at its place of the layout, then one wnoutrefresh()
 * + doupdate(); the "terminal too small" screen instead when it is.
 */
#include "frame.h"

#include <stdio.h>
#include <string.h>

#include "cmdline.h"
#include "textbox.h"
#include "view.h"

/* ---- the frame -------------------------------------------------------- */

static void frame_too_small(const app *a)
{
	char need[64], have[64];

	snprintf(need, sizeof need, "terminal too small (need %dx%d)",
		 MIN_COLS, MIN_ROWS);
	snprintf(have, sizeof have, "now %dx%d; q quits", COLS, LINES);
	/* a question asked (quit without saving?) is seen all the same */
	if (a->scr.confirm && LINES > 2)
		draw_put(LINES - 1, 0, COLS, A_BOLD, a->scr.msg);
	draw_put(LINES / 2 - 1, (COLS - (int)strlen(need)) / 2 > 0
				   ? (COLS - (int)strlen(need)) / 2 : 0,
	    COLS, A_BOLD, need);
	draw_put(LINES / 2, (COLS - (int)strlen(have)) / 2 > 0
			       ? (COLS - (int)strlen(have)) / 2 : 0,
	    COLS, A_NORMAL, have);
}

void frame_draw(const app *a, app_hits *hits)
{
	layout l;
	dd_card legal[13];
	int nlegal, seat;
	dd_card cursor = 0;
	int cmdline_x = -1, cmdline_y = 0;

	hits->n = 0;
	erase();
	if (layout_too_small()) {
		frame_too_small(a);
	} else {
		l = layout_compute(a);
		nlegal = app_legal_cards(a, legal);
		if (nlegal > 0 && a->scr.cursor >= 0 && a->scr.cursor < nlegal)
			cursor = legal[a->scr.cursor];
		for (seat = 0; seat < 4; seat++)
			view_hand_draw(a, &l.hand[seat], seat, cursor, hits,
				       l.panel.w > 0 ? l.panel.x : COLS + 1);
		/* before the opening lead, the auction where the trick
		 * will be (as BBO's handviewer has it) */
		if (a->g.nplayed > 0 ||
		    !view_auction_box(a, l.trick.y - 1, l.trick.x - 1,
				      MID_ROWS, l.trick.w + 2))
			view_trick_draw(a, &l.trick);
		view_bars_draw(a, &l);
		if (l.panel.w > 0) {
			int i, k = 0;

			if (a->scr.panel_page >= 1)
				view_record_draw(a, &l.panel);
			else
				view_panel_draw(a, &l.panel);
			/* over the board when narrow: what it hides cannot
			 * be clicked */
			for (i = 0; i < hits->n; i++)
				if (hits->cell[i].x + hits->cell[i].w <=
					    l.panel.x ||
				    hits->cell[i].x >= l.panel.x + l.panel.w ||
				    hits->cell[i].y < l.panel.y ||
				    hits->cell[i].y >= l.panel.y + l.panel.h)
					hits->cell[k++] = hits->cell[i];
			hits->n = k;
		}
		if (a->scr.review_box && !a->scr.help && !a->scr.lines_box)
			view_review_draw(a);
		if (a->scr.lines_box && !a->scr.help) {
			char text[4096];

			app_lines_text(a, text, sizeof text);
			textbox_draw(" Lines of play ", text, "> < switch at "
				     "a branch;  :line N goes to line N",
				     a->scr.lines_top >= 0 ? a->scr.lines_top :
				     textbox_top_for(text,
						     game_line_id(&a->g) - 1));
		}
		if (a->scr.lead_box && !a->scr.help)
			view_lead_draw(a);
		if (a->scr.sess_box && !a->scr.help)
			view_session_draw(a);
		if (a->scr.errors_box && !a->scr.help)
			view_errors_draw(a);
		if (a->scr.help)
			view_help_draw(a);
		if (cmdline_active())
			cmdline_x = view_cmdline_draw(&l),
			cmdline_y = l.status_y;
	}
	curs_set(cmdline_x >= 0 ? 1 : 0);
	if (cmdline_x >= 0)
		move(cmdline_y, cmdline_x < COLS ? cmdline_x : COLS - 1);
	wnoutrefresh(stdscr);
	doupdate();
}
