/*
 * loader.h - :load reads its file in a thread of its own, so that the
 * screen stays live while a large (or endless) file is read, and Esc or
 * Ctrl-C can give the load up.  The readers bound what they read
 * (source.h); the loader only moves the work off the main loop.
 */
#ifndef LOADER_H
#define LOADER_H

#include <stddef.h>

#include "app.h"

typedef struct loader loader;

/* Starts reading path; NULL (errno set) when the thread cannot start. */
loader *loader_start(const char *path);

/* Readable once the file is read (for poll()). */
int loader_fd(const loader *l);

/* Whether the file is read. */
int loader_done(loader *l);

/* Once done: the boards read (moved to the caller, *n of them), the
 * first message of the readers into first ("" when none); frees l. */
void loader_finish(loader *l, app_board **boards, int *n, char *first,
		   size_t size);

/* Gives the load up: nothing of it will be used; l is freed (by the
 * thread, when it has stopped). */
void loader_cancel(loader *l);

/* The file being read. */
const char *loader_path(const loader *l);

#endif
