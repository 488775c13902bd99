/*
 * actions.h - what the requests do to the board shown: playing cards,
 * moving through the lines, the actual play and its mistakes, hints, the
 * cursor and the mouse.  The requests are dispatched to these by ui.c;
 * the modes (mode.h) say which are allowed.  The top of the requests'
 * layer (docs/architecture.md): below it the modes, the boards' lines
 * (session.h), a card played (play.h) and the solver's jobs (jobs.h).
 */
#ifndef ACTIONS_H
#define ACTIONS_H

#include "app.h"

/* Once the scores of the position are known: the cursor on the first
 * best card, unless the user has moved it. */
void ui_settle_cursor(app *a);

/* In practice, when the computer's seat is to play: 1 after saying that
 * it plays that seat's cards (a card of it typed, clicked or a rank
 * alone: the same words whatever the card, which tell nothing of the
 * hand); else 0. */
int ui_refuse_computer(app *a);

/* A card of the user's (keys, mouse, :play). */
void ui_play(app *a, dd_card c);

/* b: a best card played (hint_dd_best()'s, once the scores are known);
 * in practice, for the user's seat, hint_best(). */
void ui_play_best(app *a);
void ui_step_autoplay(app *a);

/* Moving along the line: in practice, back to the user's cards only,
 * and never to where the computer would play a card of the line again
 * (the computer's cards after a position come with it). */
void ui_undo(app *a, int n);
void ui_redo(app *a, int n);
void ui_trick_step(app *a, int dir);
void ui_goto_trick(app *a, int trick);
void ui_start(app *a);
void ui_end(app *a);
void ui_switch_line(app *a, int dir);
void ui_goto_line(app *a, int l);
void ui_lines(app *a);

/* Single dummy (:sd, sdjob.h) at the position shown over n layouts: the
 * figures fill in beside the cards as they are solved; any card played
 * or other request stops it (app_sd_stop()), the figures kept for the
 * position.  Asked again there with the same n, figures stopped go on
 * from the layouts solved, figures done are shown as they are; n 0 (z,
 * :sd): the n asked there before, else COMMAND_LEAD_LAYOUTS.  Not for
 * a hidden hand (its figures would name its cards): said, nothing run. */
void ui_sd(app *a, int n);

void ui_to_actual(app *a);
void ui_goto_mistake(app *a, int dir);

void ui_click(app *a, int y, int x);
void ui_cursor(app *a, int step);
void ui_cursor_suit(app *a, int dir);
void ui_board_step(app *a, int dir);
void ui_set_annotations(app *a, int on);
void ui_set_hidden(app *a, unsigned seats);

#endif
