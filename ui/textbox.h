/*
 * textbox.h - a box of text over the board (the list of lines, :lines),
 * closed by any key.
 */
#ifndef TEXTBOX_H
#define TEXTBOX_H

/* Draws title and text (lines ending with '\n') in a box in the middle
 * of the screen, as many lines as fit, the last "..." when cut. */
void textbox_draw(const char *title, const char *text, const char *foot);

#endif
