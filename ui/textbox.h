/*
 * textbox.h - a box of text over the board (the list of lines, :lines),
 * scrolled by Down, Up, Space and the page keys where it does not fit,
 * closed by any other key.
 */
#ifndef TEXTBOX_H
#define TEXTBOX_H

/* Draws title and text (lines ending with '\n') in a box in the middle
 * of the screen, from its line top (clamped) as many lines as fit; where
 * they do not all fit, the foot says which rows are shown and the keys
 * that scroll them in place of foot.  top -1: not scrolled, the last
 * row shown "..." when the text is cut. */
void textbox_draw(const char *title, const char *text, const char *foot,
		  int top);

/* The lines of text, and in *page how many of them the box shows at a
 * time (with a foot). */
int textbox_rows(const char *text, int *page);

/* The first line to show so that line row is in the box, near its
 * middle (for a box opened at the current line). */
int textbox_top_for(const char *text, int row);

#endif
