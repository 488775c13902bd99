/*
 * layout.c - the screen's geometry and the mouse's hit-testing, see
 * layout.h.
 */
#include "layout.h"

#include "term.h"

int layout_too_small(void)
{
	return COLS < MIN_COLS || LINES < MIN_ROWS;
}

int layout_panel_shown(const app *a)
{
	return a->scr.panel < 0 ? COLS >= LAYOUT_PANEL_COLS : a->scr.panel;
}

layout layout_compute(const app *a)
{
	layout l;
	int avail = COLS, bw, x0;

	l.panel = (layout_rect){ 0, 0, 0, 0 };
	if (layout_panel_shown(a)) {
		l.panel = (layout_rect){ 2, COLS - PANEL_W, LINES - 4, PANEL_W };
		if (COLS - PANEL_W - 1 >= MIN_COLS)
			avail = COLS - PANEL_W - 1;
		else if (a->g.st.to_play >= 0 && a->g.st.to_play != DD_WEST)
			/* over the board: over West, unless West plays now,
			 * so that the cards of the seat to play (East's
			 * hand, North's and South's long lines of figures
			 * on the right) stay in sight */
			l.panel.x = 0;
	}
	bw = avail < MAX_BOARD_COLS ? avail : MAX_BOARD_COLS;
	x0 = (avail - bw) / 2;
	int extra = LINES - MIN_ROWS;
	int gap = extra >= 4 ? 1 : 0;       /* between the blocks */
	/* West and East get up to MID_MORE rows more where the terminal
	 * has them (a long suit with single-dummy figures keeps its
	 * double-dummy numbers); the rest centres the board */
	int more = extra - 3 * gap < MID_MORE ? extra - 3 * gap : MID_MORE;
	int top = (extra - 3 * gap - more) / 2;
	int cx = x0 + (bw - TRICK_W) / 2;
	int ny = 2 + 1 + top;
	int my = ny + HAND_ROWS + gap;
	int sy = my + MID_ROWS + more + gap;

	l.result_y = 1;
	l.info_y = 2;
	l.hint_y = LINES - 2;
	l.status_y = LINES - 1;
	l.trick = (layout_rect){ my + 1, cx, 5, TRICK_W };
	l.hand[DD_NORTH] = (layout_rect){ ny, cx + 2, HAND_ROWS,
					x0 + bw - cx - 2 };
	l.hand[DD_SOUTH] = (layout_rect){ sy, cx + 2, HAND_ROWS,
					x0 + bw - cx - 2 };
	l.hand[DD_WEST] = (layout_rect){ my, x0 + 1, MID_ROWS + more,
					cx - 2 - x0 - 1 };
	l.hand[DD_EAST] = (layout_rect){ my, cx + TRICK_W + 3, MID_ROWS + more,
				  x0 + bw - (cx + TRICK_W + 3) };
	return l;
}

int layout_card_at(const app_hits *hits, int y, int x, dd_card *card)
{
	int i;

	for (i = 0; i < hits->n; i++)
		if (hits->cell[i].y == y && x >= hits->cell[i].x &&
		    x < hits->cell[i].x + hits->cell[i].w) {
			*card = hits->cell[i].card;
			return 1;
		}
	return 0;
}
