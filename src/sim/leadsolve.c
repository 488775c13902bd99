/*
 * leadsolve.c - solving the layouts of `ddplay lead`, see leadsolve.h.
 */
#include "leadsolve.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "util/pool.h"
#include "util/util.h"

typedef struct {
	const lead_report *r;
	const leaddeal_layouts *l;
	const lead_set *ls;
	int8_t *tricks;         /* l->n rows of ls->n leads */
	uint8_t *done;          /* each layout solved */
	pthread_mutex_t mu;
	long next, ndone;
	int active;             /* threads still running */
	int stop;
	int failed;
	char msg[160];
	dd_ctx *ctx[LEAD_MAX_JOBS];
} solver;

/* Worker id: solves the layouts it takes with ctx[id]. */
static void solve_work(void *arg, int id)
{
	solver *sv = arg;
	dd_ctx *ctx = sv->ctx[id];
	dd_position pos;

	memset(&pos, 0, sizeof pos);
	pos.strain = sv->r->strain;
	pos.leader = sv->r->leader;
	for (;;) {
		dd_card_score sc[13];
		dd_error e;
		dd_status st;
		int8_t *row;
		long i;
		int k, count = 0;

		pthread_mutex_lock(&sv->mu);
		if (sv->stop || sv->next >= sv->l->n) {
			pthread_mutex_unlock(&sv->mu);
			break;
		}
		i = sv->next++;
		pthread_mutex_unlock(&sv->mu);
		pos.deal = sv->l->deals[i];
		st = dd_score_cards(ctx, &pos, sc, &count, &e);
		if (st == DD_CANCELLED)
			break;
		if (st != DD_OK) {
			pthread_mutex_lock(&sv->mu);
			if (!sv->failed)
				snprintf(sv->msg, sizeof sv->msg, "%s",
					 e.msg);
			sv->failed = 1;
			sv->stop = 1;
			pthread_mutex_unlock(&sv->mu);
			break;
		}
		row = sv->tricks + i * sv->ls->n;
		for (k = 0; k < count; k++) {
			int g = sv->ls->group[sc[k].card];

			if (g >= 0 && sc[k].card == sv->ls->first[g])
				row[g] = (int8_t)sc[k].tricks;
		}
		pthread_mutex_lock(&sv->mu);
		sv->done[i] = 1;
		sv->ndone++;
		pthread_mutex_unlock(&sv->mu);
	}
	pthread_mutex_lock(&sv->mu);
	sv->active--;
	pthread_mutex_unlock(&sv->mu);
}

int leadsolve_live_ok(const lead_report *r)
{
	const char *term = getenv("TERM");
	struct winsize ws;
	int rows = 24, cols = 80;

	if (!isatty(1) || !term || !*term || strcmp(term, "dumb") == 0)
		return 0;
	if (ioctl(1, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0 && ws.ws_col > 0) {
		rows = ws.ws_row;
		cols = ws.ws_col;
	}
	/* no line may wrap: the cursor goes back up by lines */
	return lead_live_lines(r) < rows && cols >= 80;
}

/* Draws the table of the layouts solved so far over the one drawn
 * before (shown lines, 0 for none); the lines it took. */
static int show_live(solver *sv, lead_report *r, int shown)
{
	char *buf = NULL;
	size_t size = 0;
	FILE *mem;
	long i;
	int lines = 0;

	memset(&r->tally, 0, sizeof r->tally);
	r->tally.need = 8 - r->level;
	pthread_mutex_lock(&sv->mu);
	for (i = 0; i < sv->l->n; i++)
		if (sv->done[i])
			lead_tally_add(&r->tally, r->leads.n,
				       sv->tricks + i * r->leads.n);
	pthread_mutex_unlock(&sv->mu);
	mem = open_memstream(&buf, &size);
	if (!mem)
		return shown;
	lead_print_live(mem, r, sv->l->n);
	if (fclose(mem) != 0) {
		free(buf);
		return shown;
	}
	for (i = 0; i < (long)size; i++)
		lines += buf[i] == '\n';
	if (shown)
		printf("\033[%dA\033[J", shown);
	fputs(buf, stdout);
	fflush(stdout);
	free(buf);
	return lines;
}

int leadsolve_run(const leaddeal_layouts *l, lead_report *r, int jobs,
		  int live, atomic_int *stop,
		  leadsolve_result *res)
{
	pool *threads;
	solver s, *sv = &s;
	const lead_set *ls = &r->leads;
	int n, i, nctx, started, status = 0;
	int progress = !live && isatty(2), shown = 0, live_shown = 0;
	double last = 0, last_live = util_seconds();
	/* the live table after a second (a short run draws none), then
	 * every second; for the tests only, with DDPLAY_TEST_LIVE in the
	 * environment, from the first layout solved (t_lead_live: a
	 * table shown for a moment at the end of a short run was missed) */
	double live_after = getenv("DDPLAY_TEST_LIVE") ? 0 : 1;

	if (jobs > LEAD_MAX_JOBS)
		jobs = LEAD_MAX_JOBS;
	n = jobs < l->n ? jobs : (int)l->n;
	memset(sv, 0, sizeof *sv);
	memset(res, 0, sizeof *res);
	sv->r = r;
	sv->l = l;
	sv->ls = ls;
	sv->tricks = xcalloc((size_t)l->n * (size_t)ls->n, 1);
	sv->done = xcalloc((size_t)l->n, 1);
	res->tricks = sv->tricks;
	res->done = sv->done;
	pthread_mutex_init(&sv->mu, NULL);
	for (nctx = 0; nctx < n; nctx++) {
		sv->ctx[nctx] = dd_new(0);
		if (!sv->ctx[nctx])
			break;
	}
	/* each thread counts itself out when it ends: counted in first */
	sv->active = nctx;
	threads = nctx > 0 ? pool_start(nctx, solve_work, sv) : NULL;
	started = pool_size(threads);
	pthread_mutex_lock(&sv->mu);
	sv->active -= nctx - started;
	pthread_mutex_unlock(&sv->mu);
	if (started == 0) {
		fprintf(stderr, "ddplay lead: cannot start the solver\n");
		for (i = 0; i < nctx; i++)
			dd_free(sv->ctx[i]);
		pthread_mutex_destroy(&sv->mu);
		return -1;
	}
	for (;;) {
		struct timespec ts = { 0, 50 * 1000 * 1000 };
		long done;
		int active;

		pthread_mutex_lock(&sv->mu);
		if (*stop && !sv->stop) {
			sv->stop = 1;
			for (i = 0; i < started; i++)
				dd_cancel(sv->ctx[i]);
		}
		done = sv->ndone;
		active = sv->active;
		pthread_mutex_unlock(&sv->mu);
		if (active == 0)
			break;
		if (live && done > 0 &&
		    util_seconds() - last_live > (live_shown ? 1 : live_after)) {
			live_shown = show_live(sv, r, live_shown);
			last_live = util_seconds();
		}
		if (progress && util_seconds() - last > 0.25) {
			fprintf(stderr, "\rddplay lead: %ld of %ld layouts "
				"solved", done, l->n);
			last = util_seconds();
			shown = 1;
		}
		nanosleep(&ts, NULL);
	}
	if (shown)
		fprintf(stderr, "\r%60s\r", "");
	if (live_shown) {
		printf("\033[%dA\033[J", live_shown);
		fflush(stdout);
	}
	pool_join(threads);
	for (i = 0; i < nctx; i++)
		dd_free(sv->ctx[i]);
	pthread_mutex_destroy(&sv->mu);
	res->ndone = sv->ndone;
	if (sv->failed) {
		fprintf(stderr, "ddplay lead: the solver failed: %s\n",
			sv->msg);
		status = -1;
	}
	return status;
}
