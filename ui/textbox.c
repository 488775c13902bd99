/*
 * textbox.c - a box of text over the board, see textbox.h.
 */
#include "textbox.h"

#include <stdio.h>
#include <string.h>

#include "term.h"
#include "view.h"

void textbox_draw(const char *title, const char *text, const char *foot)
{
	int lines = 0, width = draw_cols(title) + 4, h, w, y0, x0, y;
	const char *p;

	for (p = text; *p; lines++) {
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
	h = lines + 3 + (foot != NULL);
	if (h > LINES - 2)
		h = LINES - 2;
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
	for (p = text; *p && y < y0 + h - 1 - (foot != NULL); y++) {
		int n = (int)strcspn(p, "\n");
		char line[512];

		snprintf(line, sizeof line, "%.*s", n, p);
		if (y == y0 + h - 2 - (foot != NULL) && p[n] && p[n + 1])
			mvaddnstr(y, x0 + 2, "...", w - 4);
		else
			draw_put(y, x0 + 2, w - 4, A_NORMAL, line);
		p += n;
		if (*p)
			p++;
	}
	if (foot)
		draw_put(y0 + h - 2, x0 + 2, w - 4, A_NORMAL, foot);
}
