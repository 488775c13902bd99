/*
 * textbox.c - a box of text over the board, see textbox.h.
 */
#include "textbox.h"

#include <stdio.h>
#include <string.h>

#include "term.h"
#include "view.h"

/* The box's text rows at the most: the screen less its two spare rows,
 * the borders and the foot (the blank row under the text is left out
 * where the text does not fit). */
static int page_rows(int foot)
{
	int page = LINES - 2 - 2 - (foot != 0);

	return page < 1 ? 1 : page;
}

int textbox_rows(const char *text, int *page)
{
	int lines = 0;
	const char *p;

	for (p = text; *p; lines++) {
		p += strcspn(p, "\n");
		if (*p)
			p++;
	}
	*page = page_rows(1);
	return lines;
}

int textbox_top_for(const char *text, int row)
{
	int page, rows = textbox_rows(text, &page), top = row - page / 2;

	if (top > rows - page)
		top = rows - page;
	return top < 0 ? 0 : top;
}

void textbox_draw(const char *title, const char *text, const char *foot,
		  int top)
{
	int page, lines = textbox_rows(text, &page), shown;
	int width = draw_cols(title) + 4, h, w, y0, x0, y, i;
	char more[160];
	const char *p;

	if (!(top >= 0 && lines > page))
		page = page_rows(foot != NULL);
	if (top >= 0 && lines > page) {
		/* scrolled: the rows shown and the keys, for the foot */
		if (top > lines - page)
			top = lines - page;
		snprintf(more, sizeof more, "rows %d-%d of %d   Down/Space: "
			 "more  Up: back  other keys: close", top + 1,
			 top + page, lines);
		foot = more;
	} else {
		top = 0;
	}
	for (p = text; *p;) {
		int n = (int)strcspn(p, "\n"), cols;
		char line[512];

		snprintf(line, sizeof line, "%.*s", n, p);
		cols = draw_cols(line);
		if (cols + 4 > width)
			width = cols + 4;
		p += n;
		if (*p)
			p++;
	}
	if (foot && draw_cols(foot) + 4 > width)
		width = draw_cols(foot) + 4;
	w = width < COLS - 2 ? width : COLS - 2;
	shown = lines < page ? lines : page;
	/* a blank row under the text where it all fits */
	h = shown + 2 + (lines <= page) + (foot != NULL);
	y0 = (LINES - h) / 2;
	x0 = (COLS - w) / 2;
	/* a blank column either side too: the board's text beside an edge
	 * would read as part of the box ("┐0", the header's "EW 0") */
	draw_box_clear(y0, x0, h, w);
	/* + - | on a terminal without line drawing, as draw_box() */
	draw_box(y0, x0, h, w, A_BOLD);
	draw_put(y0, x0 + 2, w - 4, A_BOLD, title);
	attrset(A_NORMAL);
	y = y0 + 1;
	for (p = text, i = 0; *p && y < y0 + 1 + shown; i++) {
		int n = (int)strcspn(p, "\n");
		char line[512];

		if (i >= top) {
			snprintf(line, sizeof line, "%.*s", n, p);
			/* not scrolled: the last row says the rest was cut */
			if (foot != more && y == y0 + shown && p[n] && p[n + 1])
				mvaddnstr(y, x0 + 2, "...", w - 4);
			else
				draw_put(y, x0 + 2, w - 4, A_NORMAL, line);
			y++;
		}
		p += n;
		if (*p)
			p++;
	}
	if (foot)
		draw_put(y0 + h - 2, x0 + 2, w - 4, A_NORMAL, foot);
}
