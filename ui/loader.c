/*
 * loader.c - :load in a thread of its own, see loader.h.
 */
#include "loader.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board.h"
#include "formats/source.h"
#include "util/util.h"

struct loader {
	pthread_t thread;
	pthread_mutex_t lock;
	int pipe[2];            /* a byte when done */
	char *path;
	int done, cancelled;    /* under lock */
	app_board *boards;
	int n;                  /* boards read */
	board_tally tally;      /* games left out */
	char **msgs;            /* the readers' messages, a line each */
	int nmsgs;
};

static void loader_free(loader *l)
{
	int i;

	for (i = 0; i < l->nmsgs; i++)
		free(l->msgs[i]);
	free(l->msgs);
	board_free_all(l->boards, l->n);
	close(l->pipe[0]);
	close(l->pipe[1]);
	pthread_mutex_destroy(&l->lock);
	free(l->path);
	free(l);
}

int loader_read_lines(FILE *f, char ***lines)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int n = 0;

	*lines = NULL;
	fflush(f);
	rewind(f);
	while ((len = getline(&line, &cap, f)) >= 0) {
		while (len > 0 && (line[len - 1] == '\n' ||
				   line[len - 1] == '\r'))
			line[--len] = '\0';
		if (len == 0)
			continue;
		*lines = xrealloc(*lines, (size_t)(n + 1) * sizeof **lines);
		(*lines)[n++] = xstrdup(line);
	}
	free(line);
	return n;
}

static void *run(void *arg)
{
	loader *l = arg;
	char *files[1] = { l->path };
	FILE *diag = tmpfile();
	source *src = source_new(1, files, SOURCE_ANY, diag ? diag : stderr);
	record r;
	app_board b;
	char *head = NULL;
	int stop = 0, cap = 0, cancelled;

	source_keep_all(src);
	record_init(&r);
	while (!stop && source_next(src, &r)) {
		if (!board_admit(&r, &head, &l->tally)) {
			record_clear(&r);
			continue;
		}
		board_from_record(&b, &r, l->path, diag ? diag : stderr);
		record_init(&r);        /* its tags now belong to the board */
		if (l->n == cap) {
			cap = cap ? 2 * cap : 16;
			l->boards = xrealloc(l->boards,
					     (size_t)cap * sizeof *l->boards);
		}
		l->boards[l->n++] = b;
		pthread_mutex_lock(&l->lock);
		stop = l->cancelled;
		pthread_mutex_unlock(&l->lock);
	}
	record_free(&r);
	l->tally.unread += source_skipped(src);
	free(head);
	source_free(src);
	if (diag) {
		l->nmsgs = loader_read_lines(diag, &l->msgs);
		fclose(diag);
	}
	/* the byte first: once done is seen, l may be freed at any time */
	pthread_mutex_lock(&l->lock);
	cancelled = l->cancelled;
	if (!cancelled && write(l->pipe[1], "", 1) < 0) {
		/* the main loop polls loader_done() all the same */
	}
	l->done = 1;
	pthread_mutex_unlock(&l->lock);
	if (cancelled)
		loader_free(l);         /* nobody waits for it */
	return NULL;
}

loader *loader_start(const char *path)
{
	loader *l = xcalloc(1, sizeof *l);
	pthread_attr_t attr;

	if (pipe(l->pipe) < 0) {
		free(l);
		return NULL;
	}
	fcntl(l->pipe[0], F_SETFL, O_NONBLOCK);
	pthread_mutex_init(&l->lock, NULL);
	l->path = xstrdup(path);
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	errno = pthread_create(&l->thread, &attr, run, l);
	pthread_attr_destroy(&attr);
	if (errno) {
		int e = errno;

		close(l->pipe[0]);
		close(l->pipe[1]);
		pthread_mutex_destroy(&l->lock);
		free(l->path);
		free(l);
		errno = e;
		return NULL;
	}
	return l;
}

int loader_fd(const loader *l)
{
	return l->pipe[0];
}

const char *loader_path(const loader *l)
{
	return l->path;
}

int loader_done(loader *l)
{
	int done;

	pthread_mutex_lock(&l->lock);
	done = l->done;
	pthread_mutex_unlock(&l->lock);
	return done;
}

void loader_finish(loader *l, app_board **boards, int *n, board_tally *t,
		   char ***msgs, int *nmsgs)
{
	*boards = l->boards;
	*n = l->n;
	*t = l->tally;
	*msgs = l->msgs;
	*nmsgs = l->nmsgs;
	l->boards = NULL;
	l->n = 0;
	l->msgs = NULL;
	l->nmsgs = 0;
	loader_free(l);
}

void loader_cancel(loader *l)
{
	int done;

	pthread_mutex_lock(&l->lock);
	l->cancelled = 1;
	done = l->done;
	pthread_mutex_unlock(&l->lock);
	if (done)
		loader_free(l);         /* the thread has gone */
}
