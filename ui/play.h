/*
 * play.h - a card played and what follows every move: the requests, the
 * modes and the boards' lines all move through these.
 */
#ifndef PLAY_H
#define PLAY_H

#include <stddef.h>

#include "app.h"

/* After every move: the cursor reset, the new position's scores asked
 * for, a word when the line has just left the actual play. */
void play_moved(app *a);

/* Plays c for the seat to play: 0, or -1 with the reason in err (which
 * names no hidden card). */
int play_card(app *a, dd_card c, char *err, size_t size);

#endif
