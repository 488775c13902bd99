/*
 * progress.c - the batch commands' progress on a terminal, see progress.h.
 */
#include "progress.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "formats/source.h"
#include "util/util.h"

struct progress {
	const char *cmd;
	int nfiles;
	char **files;
	int lines_hold;
	double start;
	atomic_long done;       /* boards written (changed under step_mu;
				 * sequentially consistent, as total) */
	atomic_long total;      /* boards in the input, -1 not known yet */
	atomic_int stop;
	pthread_mutex_t mu;     /* the terminal line: shown, held */
	int shown;              /* characters on the line */
	int held;
	int first_tick;         /* the first drawn (20: after a second) */
	pthread_t drawer, counter;
	int counting;
	/* within the board in hand (progress_within()): under step_mu, a
	 * lock of their own (the solving threads set them; the line is
	 * never written under it); steps 0: none */
	pthread_mutex_t step_mu;
	int step, steps;
	long step_done, step_total;
};

/* "40 s", "2 min", "1 h 5 min". */
static void duration(double s, char *out, size_t size)
{
	long t = (long)(s + 0.5);

	if (t < 60)
		snprintf(out, size, "%ld s", t);
	else if (t < 3600)
		snprintf(out, size, "%ld min", (t + 30) / 60);
	else
		snprintf(out, size, "%ld h %ld min", t / 3600, t % 3600 / 60);
}

/* Erases the line (p->mu held). */
static void erase(progress *p)
{
	if (p->shown) {
		fprintf(stderr, "\r%*s\r", p->shown, "");
		fflush(stderr);
	}
	p->shown = 0;
}

/* The terminal's width (0: not known). */
static int columns(void)
{
	struct winsize ws;

	if (ioctl(2, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	return 0;
}

/* The line into line (size): the boards' count, or with a board's steps
 * (steps > 0) the board in hand and its step, its things solved unless
 * brief; the time, and the time left once a board is done. */
static int format(const progress *p, char *line, size_t size, long done,
		  long total, int step, int steps, long sdone, long stotal,
		  int brief)
{
	char el[32], left[48], board[64], things[64];
	double t = util_seconds() - p->start;

	duration(t, el, sizeof el);
	left[0] = '\0';
	if (total > 0 && done > 0 && done < total) {
		char d[32];

		duration(t / (double)done * (double)(total - done), d,
			 sizeof d);
		snprintf(left, sizeof left, ", %s left", d);
	}
	if (steps > 0) {
		if (total > 0)
			snprintf(board, sizeof board, "board %ld of %ld",
				 done + 1 < total ? done + 1 : total, total);
		else
			snprintf(board, sizeof board, "board %ld", done + 1);
		things[0] = '\0';
		if (stotal > 0 && !brief)
			snprintf(things, sizeof things, ", %ld of %ld layouts",
				 sdone, stotal);
		return snprintf(line, size, "ddplay %s: %s: decision %d of "
				"%d%s, %s%s", p->cmd, board, step, steps,
				things, el, left);
	}
	if (total > 0)
		return snprintf(line, size, "ddplay %s: %ld of %ld boards, "
				"%s%s", p->cmd, done, total, el, left);
	return snprintf(line, size, "ddplay %s: %ld board%s, %s", p->cmd,
			done, done == 1 ? "" : "s", el);
}

static void draw(progress *p)
{
	char line[200];
	long done, total = atomic_load(&p->total);
	long sdone, stotal;
	int n, step, steps, width = columns();

	/* the count with the steps, as one (progress_board()) */
	pthread_mutex_lock(&p->step_mu);
	done = atomic_load(&p->done);
	step = p->step;
	steps = p->steps;
	sdone = p->step_done;
	stotal = p->step_total;
	pthread_mutex_unlock(&p->step_mu);
	n = format(p, line, sizeof line, done, total, step, steps, sdone,
		   stotal, 0);
	/* too wide for the terminal: without the layouts, else cut (the
	 * last column left free, so that the cursor does not wrap) */
	if (width > 1 && n >= width && steps > 0)
		n = format(p, line, sizeof line, done, total, step, steps,
			   sdone, stotal, 1);
	if (n >= (int)sizeof line)
		n = (int)sizeof line - 1;
	if (width > 1 && n >= width) {
		n = width - 1;
		line[n] = '\0';
	}
	fprintf(stderr, "\r%s%*s", line, p->shown > n ? p->shown - n : 0, "");
	fflush(stderr);
	p->shown = p->shown > n ? p->shown : n;
}

static void *drawer_main(void *arg)
{
	progress *p = arg;
	int ticks = 0;

	while (!atomic_load(&p->stop)) {
		struct timespec ts = { 0, 50 * 1000 * 1000 };

		nanosleep(&ts, NULL);
		/* the first after a second: a quick run shows nothing */
		if (++ticks < p->first_tick || (ticks - p->first_tick) % 5 != 0)
			continue;
		pthread_mutex_lock(&p->mu);
		if (!p->held && !atomic_load(&p->stop))
			draw(p);
		pthread_mutex_unlock(&p->mu);
	}
	return NULL;
}

/* Counts the boards of the input, reading it once more, quietly. */
static void *counter_main(void *arg)
{
	progress *p = arg;
	FILE *null = fopen("/dev/null", "w");
	source *src;
	record r;
	long n = 0;

	if (!null)
		return NULL;
	src = source_new(p->nfiles, p->files, p->lines_hold, null);
	record_init(&r);
	while (!atomic_load(&p->stop) && source_next(src, &r))
		n++;
	record_free(&r);
	if (!atomic_load(&p->stop))
		atomic_store(&p->total, n);
	source_free(src);
	fclose(null);
	return NULL;
}

/* Whether every input is a regular file (a pipe cannot be read twice). */
static int all_files(int nfiles, char **files)
{
	struct stat st;
	int i;

	if (nfiles == 0)
		return 0;
	for (i = 0; i < nfiles; i++)
		if (strcmp(files[i], "-") == 0 || stat(files[i], &st) != 0 ||
		    !S_ISREG(st.st_mode))
			return 0;
	return 1;
}

progress *progress_start(const char *cmd, int nfiles, char **files,
			 int lines_hold, int quiet)
{
	progress *p;

	if (quiet || !isatty(2))
		return NULL;
	p = xcalloc(1, sizeof *p);
	p->cmd = cmd;
	p->nfiles = nfiles;
	p->files = files;
	p->lines_hold = lines_hold;
	p->start = util_seconds();
	/* DDPLAY_TEST_PROGRESS_NOW, for tests/t_progress.sh only: from the
	 * first tick (50 ms), so that it needs no run of a second or more */
	p->first_tick = getenv("DDPLAY_TEST_PROGRESS_NOW") ? 1 : 20;
	atomic_init(&p->done, 0);
	atomic_init(&p->total, -1);
	atomic_init(&p->stop, 0);
	pthread_mutex_init(&p->mu, NULL);
	pthread_mutex_init(&p->step_mu, NULL);
	if (util_thread_start(&p->drawer, drawer_main, p) != 0) {
		pthread_mutex_destroy(&p->mu);
		pthread_mutex_destroy(&p->step_mu);
		free(p);
		return NULL;
	}
	p->counting = all_files(nfiles, files) &&
		      util_thread_start(&p->counter, counter_main, p) == 0;
	return p;
}

void progress_board(progress *p)
{
	if (!p)
		return;
	/* the count and the steps gone together, under step_mu: a board's
	 * number is never drawn with another board's steps */
	pthread_mutex_lock(&p->step_mu);
	p->steps = 0;
	atomic_fetch_add(&p->done, 1);
	pthread_mutex_unlock(&p->step_mu);
}

void progress_within(void *arg, int step, int steps, long done, long total)
{
	progress *p = arg;

	if (!p)
		return;
	pthread_mutex_lock(&p->step_mu);
	p->step = step;
	p->steps = steps;
	p->step_done = done;
	p->step_total = total;
	pthread_mutex_unlock(&p->step_mu);
}

void progress_hold(progress *p)
{
	if (!p)
		return;
	pthread_mutex_lock(&p->mu);
	erase(p);
	p->held = 1;
	pthread_mutex_unlock(&p->mu);
}

void progress_release(progress *p)
{
	if (!p)
		return;
	pthread_mutex_lock(&p->mu);
	p->held = 0;
	pthread_mutex_unlock(&p->mu);
}

void progress_end(progress *p)
{
	if (!p)
		return;
	atomic_store(&p->stop, 1);
	pthread_join(p->drawer, NULL);
	if (p->counting)
		pthread_join(p->counter, NULL);
	pthread_mutex_lock(&p->mu);
	erase(p);
	pthread_mutex_unlock(&p->mu);
	pthread_mutex_destroy(&p->mu);
	pthread_mutex_destroy(&p->step_mu);
	free(p);
}
