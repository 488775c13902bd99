/*
 * view_errors.c - what the readers said of the files opened (:errors),
 * over the board: a message each, "FILE:LINE: board B: reason" (a board
 * skipped), wrapped at words; scrolled when they do not fit.
 */
#include <stdio.h>
#include <string.h>

#include "view.h"

/* The box's width and the width of its text on this screen. */
static int errors_width(void)
{
	return COLS - 4 < 100 ? COLS - 4 : 100;
}

/* The rows of text the box shows at most (frame, foot and a blank row
 * above it left out). */
static int errors_visible(void)
{
	int n = LINES - 2 - 4;

	return n < 1 ? 1 : n;
}

/* The rows the messages take in all. */
static int errors_lines(const app *a)
{
	int i, n = 0;

	for (i = 0; i < a->nproblems; i++)
		n += draw_wrap_lines(errors_width() - 4, a->problems[i]);
	return n;
}

int view_errors_rows(const app *a, int *page)
{
	*page = errors_visible();
	return errors_lines(a);
}

void view_errors_draw(const app *a)
{
	int w = errors_width(), tw = w - 4, rows = errors_lines(a);
	int page = errors_visible(), top = a->scr.errors_top;
	int h, y0, x0, line = 0, i;
	char text[160];

	if (top > rows - page)
		top = rows - page;
	if (top < 0)
		top = 0;
	h = (rows < page ? rows : page) + 4;
	if (rows == 0)
		h = 5;
	y0 = (LINES - h) / 2;
	x0 = (COLS - w) / 2;
	/* (the panel's border beside it blanked too) */
	draw_box_clear(y0, x0, h, w);
	draw_box(y0, x0, h, w, A_BOLD);
	snprintf(text, sizeof text, " Problems reading the files: %d ",
		 a->nproblems);
	draw_put(y0, x0 + 2, w - 4, A_BOLD, text);
	/* the messages, lines top .. top + page - 1 of them */
	for (i = 0; i < a->nproblems && line < top + page; i++) {
		int n = draw_wrap_lines(tw, a->problems[i]);
		int skip = top > line ? top - line : 0;

		if (line + n > top)
			draw_wrap_from(y0 + 1 + line + skip - top, x0 + 2, tw,
				       skip, top + page - line - skip,
				       A_NORMAL, a->problems[i]);
		line += n;
	}
	if (a->nproblems == 0)
		draw_put(y0 + 1, x0 + 2, tw, term_attr(ROLE_DIM), "(none)");
	if (rows > page)
		snprintf(text, sizeof text, "rows %d-%d of %d   Down/Space: "
			 "more  Up: back  other keys: close", top + 1,
			 top + page, rows);
	else
		/* (a board whose contract or play could not be read is
		 * shown without them: docs/ui.md) */
		snprintf(text, sizeof text, "bad deal: board skipped; bad "
			 "contract or play: left out.  Any key closes");
	draw_put_words(y0 + h - 2, x0 + 2, tw, term_attr(ROLE_DIM), text);
}
