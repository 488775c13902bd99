/*
 * view_errors.c - what the readers said of the files opened (:errors),
 * over the board: a message each, "FILE:LINE: board B: reason" (a board
 * skipped), wrapped at words; the count of those that do not fit.
 */
#include <stdio.h>
#include <string.h>

#include "view.h"

void view_errors_draw(const app *a)
{
	int w = COLS - 4 < 100 ? COLS - 4 : 100, tw = w - 4, need = 0;
	int h, y0, x0, y, bottom, i;
	char text[120];

	for (i = 0; i < a->nproblems; i++)
		need += draw_wrap_lines(tw, a->problems[i]);
	h = need + 4;
	if (h > LINES - 2)
		h = LINES - 2;
	y0 = (LINES - h) / 2;
	x0 = (COLS - w) / 2;
	for (y = 0; y < h; y++) {
		attrset(A_NORMAL);
		mvhline(y0 + y, x0, ' ', w);
	}
	draw_box(y0, x0, h, w, A_BOLD);
	snprintf(text, sizeof text, " Problems reading the files: %d ",
		 a->nproblems);
	draw_put(y0, x0 + 2, w - 4, A_BOLD, text);
	y = y0 + 1;
	bottom = y0 + h - 2;            /* the last row is the foot's */
	for (i = 0; i < a->nproblems; i++) {
		int n = draw_wrap_lines(tw, a->problems[i]);

		/* a message whole, else the count of those left */
		if (y + n > bottom - (i + 1 < a->nproblems)) {
			snprintf(text, sizeof text, "%s %d more not shown "
				 "(the batch commands list them: ddplay table "
				 "FILE)", glyph_mark(MARK_ELLIPSIS),
				 a->nproblems - i);
			draw_put_words(y, x0 + 2, tw, term_attr(ROLE_DIM),
				       text);
			break;
		}
		y += draw_wrap(y, x0 + 2, tw, n, A_NORMAL, a->problems[i]);
	}
	if (a->nproblems == 0)
		draw_put(y, x0 + 2, tw, term_attr(ROLE_DIM), "(none)");
	draw_put_words(bottom, x0 + 2, tw, term_attr(ROLE_DIM),
		       "the boards named were skipped;  any key closes");
}
