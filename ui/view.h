/*
 * view.h - what the views of the analyser's screen share (draw.c and
 * view_*.c): the layout, the helpers that write text, boxes and cards,
 * and one drawing function a view.  The main loop sees only app.h
 * (board_draw() and friends).
 */
#ifndef VIEW_H
#define VIEW_H

#include <stddef.h>

#include "app.h"
#include "term.h"

#define MIN_COLS 80
#define MIN_ROWS 24
#define MAX_BOARD_COLS 90      /* wider screens centre the board */
#define TRICK_W 22              /* the box of the trick in the middle */
#define HAND_ROWS 6             /* name, four suits, one for wrapping */
#define MID_ROWS 7              /* West and East: two rows for wrapping */
#define PANEL_W 28              /* the side panel: table and tricks */

extern const char *const draw_seat_names[4];    /* "North", ... */
extern const char *const draw_strain_names[5];  /* "Spades", ... */
extern const char *const draw_side_names[2];    /* "North-South", ... */

typedef struct {
	int y, x, h, w;
} view_rect;

typedef struct {
	view_rect hand[4];
	view_rect trick;        /* the box; its label is on the row below */
	view_rect panel;        /* the side panel, when shown (w 0 when not) */
	int result_y, hint_y, status_y;
} view_layout;

/* ---- draw.c: helpers -------------------------------------------------- */

/* Columns taken by a UTF-8 string (every glyph used is one column). */
int draw_cols(const char *s);

/* Writes s at (y, x) with the attribute, at most maxw columns (and never
 * past the screen's edge); returns the columns written. */
int draw_put(int y, int x, int maxw, attr_t attr, const char *s);

/* Row y blank in the attribute, from edge to edge. */
void draw_fill_row(int y, attr_t attr);

/* A frame: line drawing where the terminal has it, + - | otherwise. */
void draw_box(int y, int x, int h, int w, attr_t attr);

/* The attribute of a suit's glyph (red for hearts and diamonds). */
attr_t draw_suit_attr(int suit);

/* "♠K" at (y, x), the rank in the given attribute; returns columns. */
int draw_card(int y, int x, dd_card c, attr_t rank_attr);

/* "♥5" into out (8 bytes). */
void draw_card_name(dd_card c, char out[8]);

/* ---- the views -------------------------------------------------------- */

/* view_hands.c: one hand in its rect; the cells of the cards shown are
 * added to *hits. */
void view_hand_draw(const app *a, const view_rect *r, int seat,
		    dd_card cursor, board_hits *hits);

/* view_trick.c: the trick in the middle. */
void view_trick_draw(const app *a, const view_rect *b);

/* view_panel.c: the side panel in its rect. */
void view_panel_draw(const app *a, const view_rect *p);

/* view_bars.c: the title, result, hint and status lines. */
void view_bars_draw(const app *a, const view_layout *l);

/* view_bars.c: the `:` prompt over the status line; the cursor's column. */
int view_cmdline_draw(const view_layout *l);

/* view_help.c: the key help (a->help 1) or the command help (2). */
void view_help_draw(const app *a);

/* view_review.c: the review of a practice play, over the board. */
void view_review_draw(const app *a);

#endif
