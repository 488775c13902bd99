/*
 * rescue.c - the lines not saved written to a file when a signal ends the
 * analyser, see rescue.h.
 */
#include "rescue.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "board.h"
#include "formats/pbn.h"
#include "util/util.h"

/* The file rescue_lines() writes: "unsaved-TIME-PID.pbn" in the state
 * folder (dir 0) or in $TMPDIR or /tmp (dir 1).  Open, or NULL. */
static FILE *rescue_open(int dir, char *path, size_t size, char **tmp)
{
	const char *t = getenv("TMPDIR");

	if (dir == 0) {
		if (util_state_dir(path, size) < 0)
			return NULL;
	} else {
		snprintf(path, size, "%s", t && t[0] == '/' ? t : "/tmp");
	}
	snprintf(path + strlen(path), size - strlen(path),
		 "/unsaved-%ld-%ld.pbn", (long)time(NULL), (long)getpid());
	return util_atomic_open(path, tmp);
}

int rescue_lines(app *a, char *path, size_t size)
{
	char *tmp;
	record r;
	FILE *f;
	int i, dir, e = 0;

	/* the state folder, else a temporary one rather than nothing:
	 * where it cannot be made, and where it cannot be written whole
	 * (a full disk) */
	for (dir = 0; dir < 2; dir++) {
		f = rescue_open(dir, path, size, &tmp);
		if (!f) {
			e = errno;
			continue;
		}
		pbn_write_header(f, NULL);
		for (i = 0; i < a->nboards; i++) {
			if (!app_board_unsaved(a, i))
				continue;
			record_init(&r);
			board_record(a, i, &r);
			pbn_write(f, &r);
			record_free(&r);
		}
		if (util_atomic_commit(f, tmp, path) == 0)
			return 0;
		e = errno;
	}
	errno = e;
	return -1;
}

