/*
 * bench_worker.c - the interactive analyser's latency per play, measured
 * on the path the screen uses: src/model/worker.c (the solver thread), without
 * the drawing.  For every position along each play of the input (lines
 * deal|strain|leader|played, before each card and after the last one
 * unless the deal is over), it posts a scoring job as the analyser does
 * after a card, waits on the worker's pipe with poll() as the main loop
 * does, and takes the result: the time from post to result is the
 * latency of that play.  One worker for the whole run, as in a session.
 *
 *   build/tests/bench_worker < plays.txt
 *
 * Prints the number of positions, the total time and p50/p99/max.
 */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "util/util.h"
#include "model/worker.h"

/* Posts pos and waits for its result: the seconds it took, or -1. */
static double one_play(worker *w, const dd_position *pos)
{
	double t0 = util_seconds();
	unsigned id = worker_post(w, WORKER_SCORES, pos);
	worker_result r;

	for (;;) {
		struct pollfd p = { .fd = worker_fd(w), .events = POLLIN };

		if (poll(&p, 1, -1) < 0)
			continue;
		if (worker_take(w, &r) && r.id == id)
			break;
	}
	if (r.status != DD_OK) {
		fprintf(stderr, "bench_worker: %s\n", r.err.msg);
		return -1;
	}
	return util_seconds() - t0;
}

int main(void)
{
	char *line = NULL, err[256];
	size_t cap = 0, n = 0, size = 1024;
	double *lat = xmalloc(size * sizeof *lat), total = 0;
	worker *w = worker_new();

	if (!w) {
		perror("bench_worker");
		return 1;
	}
	while (getline(&line, &cap, stdin) > 0) {
		dd_position play, pos;

		line[strcspn(line, "\r\n")] = '\0';
		if (!line[0])
			continue;
		if (deal_parse_position(line, &play, err, sizeof err) < 0) {
			fprintf(stderr, "bench_worker: %s\n", err);
			return 1;
		}
		pos = play;
		for (int k = 0; k <= play.nplayed && k < 52; k++) {
			pos.nplayed = k;
			double t = one_play(w, &pos);
			if (t < 0)
				return 1;
			if (n == size)
				lat = xrealloc(lat, (size *= 2) * sizeof *lat);
			lat[n++] = t;
			total += t;
		}
	}
	worker_free(w);
	free(line);
	if (!n) {
		fprintf(stderr, "bench_worker: no position\n");
		return 1;
	}
	util_sort_doubles(lat, n);
	printf("worker: %zu positions in %.3f s; per play p50 %.3f ms, "
	       "p99 %.3f ms, max %.3f ms\n", n, total,
	       util_percentile(lat, n, 0.50) * 1e3,
	       util_percentile(lat, n, 0.99) * 1e3, lat[n - 1] * 1e3);
	free(lat);
	return 0;
}
