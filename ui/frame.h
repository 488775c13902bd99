/*
 * frame.h - the whole screen drawn from the state: the top of the views'
 * layer (docs/architecture.md).  It reads the state and writes nothing
 * back but the cells where the cards were drawn, for the mouse.
 */
#ifndef FRAME_H
#define FRAME_H

#include "app.h"

/* Draws everything, then one doupdate(); records where the cards are in
 * *hits (layout_card_at() reads them). */
void frame_draw(const app *a, app_hits *hits);

#endif
