/*
 * actions.h - what the requests do to the board shown: playing cards,
 * moving through the lines, the actual play and its mistakes, hints, and
 * the messages of the status line.  The requests are dispatched to these
 * by ui.c; the modes (mode.h) say which are allowed.
 */
#ifndef ACTIONS_H
#define ACTIONS_H

#include "app.h"

/* A message for the status line; error: shown as one.  ui_say_while: it
 * clears itself once the state it speaks of has passed (MSG_*). */
void ui_say(app *a, int error, const char *text);
void ui_say_while(app *a, int until, const char *text);

/* While the best contract is being found (no play meanwhile): 1 after
 * saying so. */
int ui_finding_contract(app *a);

/* Clears a message whose state has passed. */
void ui_expire_message(app *a);

/* "♥5" ("H5" without UTF-8). */
void ui_card_name(dd_card c, char out[8]);

/* After every move: the cursor reset, the new position's scores asked
 * for, a word when the line has just left the actual play. */
void ui_moved(app *a);

/* Once the scores of the position are known: the cursor on the first
 * best card, unless the user has moved it. */
void ui_settle_cursor(app *a);

/* A card of the user's (keys, mouse, :play). */
void ui_play(app *a, dd_card c);

/* Plays c for the seat to play: 0, or -1 with the reason in err (which
 * names no hidden card). */
int ui_play_card(app *a, dd_card c, char *err, size_t size);

/* The card b plays: the lowest best card of the cursor's suit when the
 * cursor is on a best card, else of the first suit with a best card;
 * 0 when the scores are not known. */
int ui_best_card(const app *a, dd_card *card);

void ui_play_best(app *a);
void ui_step_autoplay(app *a);

void ui_undo(app *a, int n);
void ui_redo(app *a, int n);
void ui_trick_step(app *a, int dir);
void ui_goto_trick(app *a, int trick);
void ui_start(app *a);
void ui_end(app *a);
void ui_switch_line(app *a, int dir);
void ui_goto_line(app *a, int l);
void ui_lines(app *a);

void ui_to_actual(app *a);
void ui_goto_mistake(app *a, int dir);
void ui_hint(app *a);

/* The opening lead simulation (leadjob.h) over n layouts, shown over the
 * board: only at the opening lead.  ui_lead_close() stops it and closes
 * its box. */
void ui_lead(app *a, int n);
void ui_lead_close(app *a);

/* The session view (sessionjob.h) of the boards loaded, over the board;
 * ui_session_close() stops its work and closes it. */
void ui_session(app *a);
void ui_session_close(app *a);
void ui_click(app *a, int y, int x);
void ui_cursor(app *a, int step);
void ui_cursor_suit(app *a, int dir);
void ui_board_step(app *a, int dir);
void ui_set_annotations(app *a, int on);
void ui_set_hidden(app *a, unsigned seats);

/* Whether seat is a defender's in practice: the computer plays it. */
int ui_computer_seat(const app *a, int seat);

#endif
