/*
 * loader.h - :load reads its file in a thread of its own, so that the
 * screen stays live while a large (or endless) file is read, and Esc or
 * Ctrl-C can give the load up.  The readers bound what they read
 * (source.h); the loader only moves the work off the main loop.
 */
#ifndef LOADER_H
#define LOADER_H

#include <stddef.h>
#include <stdio.h>

#include "app.h"
#include "board.h"

typedef struct loader loader;

/* Starts reading path; NULL (errno set) when the thread cannot start. */
loader *loader_start(const char *path);

/* Readable once the file is read (for poll()). */
int loader_fd(const loader *l);

/* Whether the file is read. */
int loader_done(loader *l);

/* Once done: the boards read (moved to the caller, *n of them), the
 * games of the file left out (*t: board_admit(), source_skipped()),
 * the messages of the readers (moved too, *nmsgs lines, malloc'd each);
 * frees l. */
void loader_finish(loader *l, app_board **boards, int *n, board_tally *t,
		   char ***msgs, int *nmsgs);

/* The lines written to f (a temporary file of messages), read from its
 * start: malloc'd each, without their newlines, in a malloc'd array;
 * the count. */
int loader_read_lines(FILE *f, char ***lines);

/* Gives the load up: nothing of it will be used; l is freed (by the
 * thread, when it has stopped). */
void loader_cancel(loader *l);

/* The file being read. */
const char *loader_path(const loader *l);

#endif
