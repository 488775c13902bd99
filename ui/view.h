/*
 * view.h - the views of the analyser's screen (view_*.c) and the helpers
 * they share (draw.c): text, boxes and cards written at the places of
 * the layout (layout.h).  A view reads the state (a const app *) and
 * changes nothing: what a key does while a view is shown is a request
 * (screen.h).  frame.c draws them all.
 */
#ifndef VIEW_H
#define VIEW_H

#include <stddef.h>

#include "app.h"
#include "layout.h"
#include "formats/boardinfo.h"
#include "model/contract.h"
#include "term.h"

/* The key bound to screen_record_key() (request.c's table), as the
 * screen names it. */
#define VIEW_RECORD_KEY "f"

/* The keys that scroll the commentary (request.c's table), as its page
 * names them. */
#define VIEW_RECORD_SCROLL_KEYS "{ } scroll"

/* The names of seats, strains and sides: dd_seat_name() (dd.h),
 * contract_strain_name() and contract_side_name() (contract.h). */

/* ---- draw.c: helpers -------------------------------------------------- */

/* The value of the board's tag name, NULL when absent, empty, "?" or
 * "-" (PBN's unknown). */
const char *draw_tag(const app *a, const char *name);

/* The player at seat from the file (PBN's North ... tags, LIN's pn|), or
 * NULL (boardinfo.h; the text stays until the next call). */
const char *draw_player(const app *a, int seat);

/* The tricks declarer's side took in all when the recorded play ends
 * with a claim (LIN's mc|; a PBN play cut short with a Result), or -1. */
int draw_claim(const app *a);

/* The contract the file records when the board is played here in
 * another (:contract, :strain, :declarer): "3♠ by West", "passed out";
 * "" when it is the one played, or the file records none. */
void draw_recorded_other(const app *a, char *out, size_t size);

/* The character at s (not its end): its bytes in *len, the columns it
 * takes on the screen (wcwidth(): 2 for a CJK ideograph, 0 for a
 * combining accent; a byte that is not UTF-8, Latin-1, 1). */
int draw_char_cols(const char *s, size_t *len);

/* Columns taken by a string on the screen (as draw_put() writes it). */
int draw_cols(const char *s);

/* Bytes of the longest prefix of s that takes at most cols columns,
 * never a character cut (a wide one that does not fit whole left out). */
size_t draw_prefix(const char *s, int cols);

/* Writes s at (y, x) with the attribute, at most maxw columns (and never
 * past the screen's edge); returns the columns written. */
int draw_put(int y, int x, int maxw, attr_t attr, const char *s);

/* s in at most maxw columns: whole when it fits, else cut after a whole
 * word with an ellipsis ("…", "..." without UTF-8) after it, never in
 * the middle of a word; "" when not even a word fits. */
void draw_shorten(const char *s, int maxw, char *out, size_t size);

/* draw_put() of draw_shorten(): the columns written. */
int draw_put_words(int y, int x, int maxw, attr_t attr, const char *s);

/* A player's name in at most maxw columns: draw_shorten(), except that a
 * first word too wide is cut (at a character) with the ellipsis rather
 * than left out: "Wolfeschlegelst…". */
void draw_shorten_name(const char *s, int maxw, char *out, size_t size);

/* draw_put() of draw_shorten_name(): the columns written. */
int draw_put_name(int y, int x, int maxw, attr_t attr, const char *s);

/* s wrapped at words into at most rows lines of w columns from (y, x),
 * the last one shortened as draw_shorten() does when s goes on; the
 * lines used. */
int draw_wrap(int y, int x, int w, int rows, attr_t attr, const char *s);

/* s wrapped at words as draw_wrap() draws it (at most rows lines of w
 * columns, the last shortened when s goes on), appended to out (size
 * bytes in all) with a '\n' after each line; the lines. */
int draw_wrap_text(const char *s, int w, int rows, char *out, size_t size);

/* The columns a message has on the status line beside the solver's time
 * at its widest ("solved in 12.34 s"): for a message whose end is what
 * must show (a hint's total), shortened by its maker to fit. */
int draw_status_room(void);

/* Blanks the rows y0 .. y0 + h - 1 of a box at x0, w columns wide, and
 * a column either side (the board's text beside an edge would read as
 * part of it: "┐0"), to the screen's edge where two columns or fewer
 * are left beside it (a panel's border peeking out: "││"). */
void draw_box_clear(int y0, int x0, int h, int w);

/* The lines draw_wrap() would take for s in w columns, without limit. */
int draw_wrap_lines(int w, const char *s);

/* Lines skip .. skip + rows - 1 of s wrapped at words in w columns (as
 * draw_wrap_lines() counts them), from (y, x); the lines drawn. */
int draw_wrap_from(int y, int x, int w, int skip, int rows, attr_t attr,
		   const char *s);

/* Row y blank in the attribute, from edge to edge. */
void draw_fill_row(int y, attr_t attr);

/* A frame: line drawing where the terminal has it, + - | otherwise. */
void draw_box(int y, int x, int h, int w, attr_t attr);

/* The attribute of a suit's glyph (red for hearts and diamonds). */
attr_t draw_suit_attr(int suit);

/* "♠K" at (y, x), the rank in the given attribute; returns columns. */
int draw_card(int y, int x, dd_card c, attr_t rank_attr);

/* ---- the views -------------------------------------------------------- */

/* view_hands.c: one hand in its rect; the cells of the cards shown are
 * added to *hits.  Its name line stops before column clip_x (a panel
 * over the board), shortened at a word. */
void view_hand_draw(const app *a, const layout_rect *r, int seat,
		    dd_card cursor, app_hits *hits, int clip_x);

/* view_trick.c: the trick in the middle. */
void view_trick_draw(const app *a, const layout_rect *b);

/* view_panel.c: the side panel in its rect. */
void view_panel_draw(const app *a, const layout_rect *p);

/* view_bars.c: the title, result, hint and status lines. */
void view_bars_draw(const app *a, const layout *l);

/* view_bars.c: the `:` prompt over the status line; the cursor's column. */
int view_cmdline_draw(const layout *l);

/* The auction of a board and the file's commentary, from the readers
 * (boardinfo.h), as view_record.c draws them: each call's note number
 * (1.., 0 none; the explained calls numbered in order), the notes' texts
 * (the calls' explanations), the comments. */
#define VIEW_MAX_NOTES 32
#define VIEW_MAX_CALLS 320      /* the longest legal auction: 319 */
typedef struct {
	boardinfo_auction ba;           /* ba.ncalls 0 when none */
	int note[VIEW_MAX_CALLS];       /* beyond: no note mark */
	int nnotes;
	char *note_text[VIEW_MAX_NOTES];        /* as commentary_text() */
	char **comments;
	int ncomments;
} view_auction;

/* view_record.c: the record page of the side panel in its rect. */
void view_record_draw(const app *a, const layout_rect *p);

/* view_record.c: the lines of the commentary page in all, and those it
 * shows at once (*page), for the keys that scroll it (screen.h). */
int view_commentary_rows(const app *a, int *page);

/* view_record.c: the auction in a box at (y, x), h rows, w columns,
 * before the opening lead; 0 (nothing drawn) when the board has no
 * auction or the box is too small. */
int view_auction_box(const app *a, int y, int x, int h, int w);

/* view_record.c: "4♠× by South: down 1 (9 tricks, claimed)", the
 * recorded contract and result; "" when the file has no contract. */
void view_record_result(const app *a, char *out, size_t size);

/* view_help.c: the key help of the mode (a->scr.help 1) or the command
 * help (2), from the request table, scrolled to a->scr.help_top. */
void view_help_draw(const app *a);

/* view_help.c: the rows of that help in all, and those shown at once
 * (*page), for the keys that scroll it (screen.h). */
int view_help_rows(const app *a, int *page);

/* view_lead.c: the opening lead simulation (a->lead), over the board;
 * whether it is still solving (the screen is then redrawn as it goes). */
void view_lead_draw(const app *a);
int view_lead_running(const app *a);

/* view_session.c: the session (a->sess) over the board; the rows of
 * boards it shows at once on this screen; whether it is still working. */
void view_session_draw(const app *a);
int view_session_rows(const app *a);
int view_session_running(const app *a);

/* view_errors.c: the readers' problems with the files opened
 * (a->problems), over the board, scrolled to a->scr.errors_top; the
 * rows they take in all, and those shown at once (*page). */
void view_errors_draw(const app *a);
int view_errors_rows(const app *a, int *page);

/* view_review.c: the review of a practice play, over the board. */
void view_review_draw(const app *a);

#endif
