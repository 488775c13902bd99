/*
 * hint.h - the hints of g and b (docs/ui.md, "Hints"): the best cards of
 * the seat to play, and a best card played for the user.  In practice,
 * where the defenders' hands are hidden, they never teach a card only a
 * peeker would find: the double-dummy best cards are ranked by their
 * single-dummy figure (sdjob.h, over the layouts the review takes,
 * app_sd_layouts()), worked out in the background when g or b asks; g
 * says the double-dummy ones, marked as peeking, until the figures come,
 * then says them again with the figures; b waits for them where the
 * best cards are of more than one class, and plays the one that makes
 * most often.  A part of the requests' layer (docs/architecture.md),
 * below the modes (teachmode.c calls hint_idle()).
 */
#ifndef HINT_H
#define HINT_H

#include "app.h"

/* The card b plays double dummy: the lowest best card of the cursor's
 * suit when the cursor is on a best card, else of the first suit with a
 * best card; 0 when the scores are not known. */
int hint_dd_best(const app *a, dd_card *card);

/* g: the best cards of the seat to play on the status line (counted in
 * practice; single dummy there, as above). */
void hint_ask(app *a);

/* b in practice, the user's seat to play: a best card played for the
 * user, counted as a hint, once the scores (and, where the best cards
 * are of more than one class, their single-dummy figures) are known;
 * any key stops the wait (hint_cancel()). */
void hint_best(app *a);

/* Stops b's wait (any key). */
void hint_cancel(app *a);

/* In practice, whenever the loop comes round: b's card once it can be
 * chosen, g's hint said again with the figures once they come; the
 * figures of a position left behind stopped. */
void hint_idle(app *a);

/* How long the loop may sleep while g or b waits for the figures; -1
 * when nothing waits. */
int hint_wait_ms(const app *a);

/* Frees the figures (the review starts, the practice ends). */
void hint_free(app *a);

#endif
