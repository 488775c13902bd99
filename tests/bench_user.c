/*
 * bench_user.c - what the user of the analyser waits for.  Real plays
 * (lines deal|strain|leader|played) are replayed card by card through the
 * analyser's own solver path: the solver thread (src/model/worker.c), the play
 * model with its scores and the scores found ahead (src/model/game.c), and
 * pondering as ui/jobs.c does it (game_ponder_next(): while the user
 * looks at a solved position, the positions after its legal cards, the
 * best first).  Between two cards the user thinks for THINK seconds; then
 * the card is played, and the time from the card to the scores of every
 * legal card of the new position is its latency: zero when pondering
 * found them already, else the solving that remains (a ponder job still
 * running is stopped by the new job, as in the analyser).
 *
 * When pondering has nothing left to do before THINK is up, the rest of
 * the think time is skipped: the solver is idle then, and waiting would
 * change nothing, so every latency is the one a user would see while the
 * run takes far less than THINK a card.
 *
 * The first position of each deal (a new deal: nothing of it in the
 * table) is reported apart.  One worker, its table kept across deals, as
 * in a session.
 *
 *   build/tests/bench_user [-c] [-t THINK] [-n DEALS] [-T THREADS] < plays.txt
 *
 * -T: the threads that score a new position (worker_set_threads(); 1 by
 * default, the analyser's default is one a CPU, at most 2).
 *
 * Prints the cards played, p50/p99/max of their latencies, the share
 * answered at once, and p50/p99/max of the first positions.  With -c
 * (tests/t_ponder.sh), every position's scores, found ahead or not, are
 * also compared with those of a solver of its own (another table, another
 * history): "N mismatches", exit status 1 when N > 0.
 */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "model/game.h"
#include "util/util.h"
#include "model/worker.h"

/* Waits for the result of job id until the time deadline (util_seconds();
 * 0: no deadline).  Results of other jobs are stored in g on the way.
 * 1 with the result stored, 0 at the deadline, -1 when the job failed. */
static int wait_job(worker *w, game *g, unsigned id, double deadline)
{
	for (;;) {
		struct pollfd p = { .fd = worker_fd(w), .events = POLLIN };
		worker_result r;
		int ms = -1;

		if (deadline > 0) {
			double left = deadline - util_seconds();

			if (left <= 0)
				return 0;
			ms = (int)(left * 1e3) + 1;
		}
		if (poll(&p, 1, ms) <= 0)
			continue;
		if (!worker_take(w, &r))
			continue;
		if (r.status == DD_OK && r.kind == WORKER_SCORES)
			game_store_scores(g, &r.pos, r.card, r.count,
					  r.seconds);
		if (r.id == id) {
			if (r.status != DD_OK) {
				fprintf(stderr, "bench_user: %s\n", r.err.msg);
				return -1;
			}
			return 1;
		}
	}
}

/* The scores of the current position: at once when known, else posted
 * and waited for.  The seconds it took, or -1. */
static double current_scores(worker *w, game *g)
{
	double t0 = util_seconds();
	dd_position pos;

	if (!game_current_scores(g)) {
		game_position(g, &pos);
		if (wait_job(w, g, worker_post(w, WORKER_SCORES, &pos), 0) < 0)
			return -1;
	}
	return util_seconds() - t0;
}

/* The user thinks for think seconds: the solver ponders meanwhile. */
static int think_time(worker *w, game *g, double think)
{
	double deadline = util_seconds() + think;
	dd_card legal[13], card;
	dd_position pos;
	int n = game_legal_cards(g, legal), got;

	/* the cursor on the first card, as the analyser puts it */
	while (game_ponder_next(g, legal, n, 0, &card)) {
		game_position(g, &pos);
		pos.played[pos.nplayed++] = card;
		got = wait_job(w, g, worker_post(w, WORKER_SCORES, &pos),
			       deadline);
		if (got <= 0)
			return got;     /* time is up (0) or a failure */
	}
	return 0;
}

/* -c: the current scores of g against those of ctx; 1 when they differ. */
static int mismatch(dd_ctx *ctx, const game *g)
{
	const game_scores *s = game_current_scores(g);
	dd_card_score sc[13];
	dd_position pos;
	int n = 0, i;

	game_position(g, &pos);
	if (!s || dd_score_cards(ctx, &pos, sc, &n, NULL) != DD_OK ||
	    n != s->count)
		return 1;
	for (i = 0; i < n; i++)
		if (sc[i].card != s->card[i].card ||
		    sc[i].tricks != s->card[i].tricks)
			return 1;
	return 0;
}

typedef struct {
	double *v;
	size_t n, cap;
} samples;

static void add(samples *s, double t)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 1024;
		s->v = xrealloc(s->v, s->cap * sizeof *s->v);
	}
	s->v[s->n++] = t;
}

static void report(const char *what, samples *s)
{
	size_t instant = 0, i;

	util_sort_doubles(s->v, s->n);
	for (i = 0; i < s->n; i++)
		instant += s->v[i] < 1e-4;
	printf("%s: %zu, p50 %.3f ms, p99 %.3f ms, max %.3f ms; "
	       "%.1f %% under 0.1 ms\n", what, s->n,
	       util_percentile(s->v, s->n, 0.50) * 1e3,
	       util_percentile(s->v, s->n, 0.99) * 1e3,
	       s->v[s->n - 1] * 1e3, 100.0 * (double)instant / (double)s->n);
}

int main(int argc, char **argv)
{
	char *line = NULL, err[256];
	size_t cap = 0;
	double think = 0.5, start = util_seconds();
	long max_deals = 0, deals = 0, mismatches = 0;
	int threads = 1;
	samples cards = { 0 }, first = { 0 };
	dd_ctx *check = NULL;
	worker *w;
	int i;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-c") == 0 && !check)
			check = dd_new(0);
		else if (strcmp(argv[i], "-t") == 0 && i + 1 < argc)
			think = atof(argv[++i]);
		else if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
			max_deals = atol(argv[++i]);
		else if (strcmp(argv[i], "-T") == 0 && i + 1 < argc &&
			 atoi(argv[i + 1]) >= 1)
			threads = atoi(argv[++i]);
		else {
			fprintf(stderr, "usage: bench_user [-c] [-t THINK] "
				"[-n DEALS] [-T THREADS] < plays.txt\n");
			return 2;
		}
	}
	w = worker_new();
	if (!w) {
		perror("bench_user");
		return 1;
	}
	worker_set_threads(w, threads);
	while ((max_deals == 0 || deals < max_deals) &&
	       getline(&line, &cap, stdin) > 0) {
		dd_position play;
		game g;
		double t;
		int k;

		line[strcspn(line, "\r\n")] = '\0';
		if (!line[0])
			continue;
		if (deal_parse_position(line, &play, err, sizeof err) < 0) {
			fprintf(stderr, "bench_user: %s\n", err);
			return 1;
		}
		/* the leader sits after declarer */
		if (game_init(&g, &play.deal, play.strain,
			      (play.leader + 3) % 4, 0, NULL, 0, err,
			      sizeof err) < 0) {
			fprintf(stderr, "bench_user: %s\n", err);
			game_free(&g);
			return 1;
		}
		deals++;
		if ((t = current_scores(w, &g)) < 0)
			return 1;
		add(&first, t);
		if (check)
			mismatches += mismatch(check, &g);
		for (k = 0; k < play.nplayed && k < 51; k++) {
			if (think_time(w, &g, think) < 0)
				return 1;
			t = util_seconds();
			if (game_play(&g, play.played[k], err, sizeof err) < 0) {
				fprintf(stderr, "bench_user: %s\n", err);
				return 1;
			}
			if (current_scores(w, &g) < 0)
				return 1;
			add(&cards, util_seconds() - t);
			if (check)
				mismatches += mismatch(check, &g);
		}
		game_free(&g);
	}
	worker_free(w);
	free(line);
	if (!cards.n) {
		fprintf(stderr, "bench_user: no play\n");
		return 1;
	}
	printf("%ld deals, think time %.3f s, %.1f s in all\n", deals, think,
	       util_seconds() - start);
	report("card played -> every legal card scored", &cards);
	report("first position of a deal", &first);
	if (check) {
		printf("%ld mismatches against a solver of its own\n",
		       mismatches);
		dd_free(check);
	}
	free(cards.v);
	free(first.v);
	return mismatches ? 1 : 0;
}
