/*
 * rescue.h - the lines not saved written to a file when a signal ends
 * the analyser (ui.c, after its loop).
 */
#ifndef RESCUE_H
#define RESCUE_H

#include <stddef.h>

#include "app.h"

/* Killed with lines not saved: every board that has some, written as
 * PBN to a new file in $XDG_STATE_HOME/ddplay (~/.local/state/ddplay),
 * else, when that folder cannot be made or written, in $TMPDIR or /tmp;
 * its name into path.  0, or -1 when it could not be written (errno). */
int rescue_lines(app *a, char *path, size_t size);

#endif
