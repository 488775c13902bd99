/*
 * screen.h - the requests that change what the screen shows beside the
 * board: the panel and its pages (i, f), the help scrolled, the lead
 * simulation (:lead) and the session (:session) over the board.  The
 * views only draw what these leave in the state.
 */
#ifndef SCREEN_H
#define SCREEN_H

#include "app.h"

/* The panel key, i: the panel with the table and the tricks shown or
 * hidden; from the record page, back to the table. */
void screen_panel_key(app *a);

/* The record key (VIEW_RECORD_KEY): the panel with the board's record;
 * again, its commentary when it has some; again, the panel as it was
 * before. */
void screen_record_key(app *a);

/* A key while the help is shown: 1 when it scrolled the help (Down, Up,
 * PgDn, PgUp, Space, j, k), 0 when it closes it. */
int screen_help_key(app *a, int ch);

/* The commentary scrolled a page down (dir 1) or up (-1); opened on the
 * record page first where it is not shown. */
void screen_record_scroll(app *a, int dir);

/* The opening lead simulation (leadjob.h) over n layouts, shown over the
 * board: only at the opening lead.  screen_lead_close() stops it and closes
 * its box. */
void screen_lead(app *a, int n);
void screen_lead_close(app *a);

/* The session view (sessionjob.h) of the boards loaded, over the board;
 * shown again with what was worked out while the boards are the same.
 * screen_session_close() closes its box and keeps its work (which goes
 * on); screen_session_free() stops it and forgets it. */
void screen_session(app *a);
void screen_session_close(app *a);
/* :session sd [N] (and z in the box): the session view with declarer's
 * single-dummy errors and unlucky cards of each board, worked out in the
 * background over deals layouts a position (0: analyse --sd's 100) of
 * the seed SCREEN_SESSION_SD_SEED, as `ddplay analyse --sd --deals N
 * --seed 1` finds them; kept with the view. */
#define SCREEN_SESSION_SD_SEED 1
void screen_session_sd(app *a, long deals);
void screen_session_free(app *a);
/* After boards were added (:load, :deal, :random ...): the view's work
 * on the boards as they were, its rows and single-dummy marks, is
 * forgotten (screen_session_free()); an open box starts again on the
 * boards as they are now, without the marks (z asks for them again).
 * Nothing when the boards are the same. */
void screen_session_boards_changed(app *a);

/* :errors: the readers' problems with the files opened, over the board
 * (closed by any key but those that scroll it, as the help's); a message
 * when there were none. */
void screen_errors(app *a);
/* A key while :lines' box is shown: 1 when it scrolled the list (Down,
 * Up, Space, the page keys, where the lines do not all fit), 0 for a
 * key that closes it. */
int screen_lines_key(app *a, int ch);
int screen_errors_key(app *a, int ch);

/* A key while the session is shown: 1 when it moved the choice or opened
 * a board, 0 when it closes the box. */
int screen_session_key(app *a, int ch);

#endif
