/*
 * layout.h - the geometry of the analyser's screen: where the four hands,
 * the trick, the panel and the bars go for the terminal's size, whether
 * the board fits at all, and which card was drawn at a cell (the mouse).
 * The views draw into these places (view.h); the requests hit-test
 * against them (a click); neither knows the other.
 */
#ifndef LAYOUT_H
#define LAYOUT_H

#include "app.h"

#define MIN_COLS 80
#define MIN_ROWS 24
#define MAX_BOARD_COLS 90      /* wider screens centre the board */
#define TRICK_W 22              /* the box of the trick in the middle */
#define HAND_ROWS 6             /* name, four suits, one for wrapping */
#define MID_ROWS 7              /* West and East: two rows for wrapping */
#define MID_MORE 4              /* and up to four more on a taller screen */
#define PANEL_W 28
/* The side panel is shown by default from this width on. */
#define LAYOUT_PANEL_COLS 110

typedef struct {
	int y, x, h, w;
} layout_rect;

typedef struct {
	layout_rect hand[4];
	layout_rect trick;      /* the box; its label is on the row below */
	layout_rect panel;      /* the side panel, when shown (w 0 when not) */
	int result_y, hint_y, status_y;
	int info_y;             /* the event and date of the board */
} layout;

/* Whether the terminal is too small for the board (a message is shown
 * instead, and keys other than q do nothing). */
int layout_too_small(void);

/* Whether the side panel (table, tricks played) is shown: by default on
 * terminals of LAYOUT_PANEL_COLS columns or more, where it fits beside
 * the board; the i key toggles it (over the board's right side when
 * narrow). */
int layout_panel_shown(const app *a);

/* The places of the screen for the terminal's size now.  The board fills
 * the screen (centred when wider than MAX_BOARD_COLS); a panel shown
 * takes the right side, beside the board when there is room and over the
 * board's right side when not. */
layout layout_compute(const app *a);

/* The card drawn at (y, x), from the cells the last drawing recorded:
 * 1 and *card, or 0. */
int layout_card_at(const app_hits *hits, int y, int x, dd_card *card);

#endif
