/*
 * bench_engine.c - a harness over the engine for tuning: node counts and
 * CPU time per work item, one thread, no program around it.
 *
 *   bench_engine pos   < FILE   deal|strain|leader|played[|...] lines: one
 *                               dd_solve() each on a fresh table; prints
 *                               "tricks nodes seconds" a line
 *   bench_engine cards < FILE   the same lines: dd_score_cards() each on a
 *                               fresh table (every card of the position
 *                               scored, as `ddplay lead` does at the lead);
 *                               prints "cards nodes seconds" a line, each
 *                               card's "card:tricks" before it when
 *                               SCORES=1
 *   bench_engine table < FILE   deal[|t1 ... t20] lines: dd_table() each;
 *                               prints "nodes seconds" a line and counts the
 *                               tables that differ from the line's own
 *   bench_engine strain S LEADER < FILE   deal lines: dd_solve() from the
 *                               start for one strain and leader (a fresh
 *                               table each); LEADER -1: the four leaders
 *                               one after the other on one table
 *
 * Totals go to standard error.  DDPLAY_TT_MB sets the table size;
 * THREADS=2 lets dd_score_cards() use two threads (dd_set_threads(): the
 * nodes are both threads', and the totals add the wall-clock time).  Not
 * built by the Makefile (a tool for docs/performance.md); build it with
 *
 *   cc -O3 -mbmi2 -mpopcnt -std=c11 -D_POSIX_C_SOURCE=200809L -Iengine \
 *      -Isrc -o bench_engine tests/bench_engine.c engine/[a-z]*.c src/model/deal.c \
 *      src/util/util.c src/util/pool.c -lpthread
 *
 * and add -DDD_STATS for the engine's counters (printed at the end),
 * -DSMP_STATS (with THREADS=2) for the threads' critical path.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dd.h"
#include "model/deal.h"
#if defined(DD_STATS) || defined(SMP_STATS)
#include "internal.h"
#endif

static double wall_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static double cpu_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: bench_engine pos|cards|table|strain S LEADER < FILE\n");
		return 2;
	}
	const char *mode = argv[1];
	const char *mb = getenv("DDPLAY_TT_MB");
	dd_ctx *c = dd_new(mb ? (size_t)atol(mb) : 0);
	if (!c)
		return 1;
	/* SCORES=1: `cards` prints every card's score (card:tricks) first */
	const char *sv = getenv("SCORES");
	const int scores = sv && atoi(sv) > 0;
	const char *th = getenv("THREADS");
	if (th && atoi(th) > 1 && dd_set_threads(c, atoi(th)) < 2)
		fprintf(stderr, "no second thread\n");
	char line[4096], err[200];
	double total_wall = 0;
	unsigned long long total_nodes = 0;
	double total_time = 0;
	int items = 0, wrong = 0;
	while (fgets(line, sizeof line, stdin)) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		line[strcspn(line, "\r\n")] = 0;
		dd_position pos;
		memset(&pos, 0, sizeof pos);
		char *bar = strchr(line, '|');
		if (strcmp(mode, "pos") == 0 || strcmp(mode, "cards") == 0) {
			if (deal_parse_position(line, &pos, err, sizeof err) != 0) {
				fprintf(stderr, "bad line: %s\n", err);
				return 1;
			}
		} else {
			if (bar)
				*bar = 0;
			if (deal_parse(line, &pos.deal, err, sizeof err) != 0) {
				fprintf(stderr, "bad deal: %s\n", err);
				return 1;
			}
		}
		dd_reset(c);
		unsigned long long n0 = dd_nodes(c);
		double t0 = cpu_seconds(), w0 = wall_seconds();
		if (strcmp(mode, "table") == 0) {
			int t[5][4];
			if (dd_table(c, &pos.deal, t, NULL) != DD_OK)
				return 1;
			double dt = cpu_seconds() - t0;
			unsigned long long n = dd_nodes(c) - n0;
			if (bar) {
				char *p = bar + 1;
				int bad = 0;
				for (int i = 0; i < 20; i++)
					bad |= (int)strtol(p, &p, 10) != t[i / 4][i % 4];
				wrong += bad;
			}
			printf("%llu %.3f\n", n, dt);
			total_nodes += n;
			total_time += dt;
		} else {
			int v = -1;
			if (strcmp(mode, "strain") == 0) {
				if (argc < 4)
					return 2;
				pos.strain = atoi(argv[2]);
				pos.leader = atoi(argv[3]);
			}
			if (pos.leader < 0) {
				/* every leader on one table, as dd_table() does */
				for (int l = 0; l < 4; l++) {
					pos.leader = l;
					if (dd_solve(c, &pos, &v, NULL) != DD_OK)
						return 1;
					printf("%d ", v);
				}
			} else if (strcmp(mode, "cards") == 0) {
				dd_card_score sc[13];
				if (dd_score_cards(c, &pos, sc, &v, NULL) != DD_OK)
					return 1;
				if (scores)
					for (int i = 0; i < v; i++)
						printf("%d:%d ", sc[i].card, sc[i].tricks);
			} else if (dd_solve(c, &pos, &v, NULL) != DD_OK)
				return 1;
			double dt = cpu_seconds() - t0;
			unsigned long long n = dd_nodes(c) - n0;
			total_wall += wall_seconds() - w0;
			printf("%d %llu %.3f\n", v, n, dt);
			fflush(stdout);
			total_nodes += n;
			total_time += dt;
		}
		items++;
	}
#ifdef DD_STATS
	{
		const dd_stats *st = &c->stats;
		fprintf(stderr, "probes %llu tt_cuts %llu quick %llu later %llu all_nodes %llu/%llu\n",
			(unsigned long long)st->tt_probes, (unsigned long long)st->tt_cuts,
			(unsigned long long)st->quick_cuts, (unsigned long long)st->later_cuts,
			(unsigned long long)st->all_nodes[0], (unsigned long long)st->all_nodes[1]);
		fprintf(stderr, "by position in trick: %llu %llu %llu %llu\n",
			(unsigned long long)st->by_pos[0], (unsigned long long)st->by_pos[1],
			(unsigned long long)st->by_pos[2], (unsigned long long)st->by_pos[3]);
		for (int k = 13; k >= 2; k--)
			fprintf(stderr, "left %2d: nodes %llu probes %llu ttcut %llu quick %llu stores %llu all %llu\n", k,
				(unsigned long long)st->by_trick[k], (unsigned long long)st->probe_t[k],
				(unsigned long long)st->ttcut_t[k], (unsigned long long)st->quick_t[k],
				(unsigned long long)st->store_t[k], (unsigned long long)st->allnode_t[k]);
		fprintf(stderr, "cut at (start):");
		for (int i = 0; i < 14; i++)
			fprintf(stderr, " %llu", (unsigned long long)st->cut_at[1][i]);
		fprintf(stderr, "\ncut at (inside):");
		for (int i = 0; i < 14; i++)
			fprintf(stderr, " %llu", (unsigned long long)st->cut_at[0][i]);
		fprintf(stderr, "\n");
	}
#endif
	fprintf(stderr, "%d items, %.1f M nodes, %.2f s CPU, %d wrong", items,
		total_nodes / 1e6, total_time, wrong);
	if (total_wall > 0)
		fprintf(stderr, ", %.2f s wall", total_wall);
	fprintf(stderr, "\n");
#ifdef SMP_STATS
	/* -DSMP_STATS with THREADS=2 or more: the workers' nodes, and the
	 * critical path (each job's busiest worker) in nodes and CPU */
	fprintf(stderr, "smp: nodes %.2f M (helping %.2f M), critical path %.2f M nodes, %.3f s CPU\n",
		smp_stats.nodes / 1e6, smp_stats.help / 1e6, smp_stats.crit / 1e6,
		smp_stats.crit_cpu);
	fprintf(stderr, "smp: next windows tested by idle workers: %llu (%llu not stopped), %.2f M nodes\n",
		(unsigned long long)smp_stats.spec_tests, (unsigned long long)smp_stats.spec_useful,
		smp_stats.spec / 1e6);
	fprintf(stderr, "smp: steps: a card's first %llu reached / %llu not, later %llu / %llu\n",
		(unsigned long long)smp_stats.steps[1][1], (unsigned long long)smp_stats.steps[1][0],
		(unsigned long long)smp_stats.steps[0][1], (unsigned long long)smp_stats.steps[0][0]);
	fprintf(stderr, "smp: the jobs %.3f s wall, of which %.3f s after a worker found no card left\n",
		smp_stats.wall, smp_stats.tail);
#endif
	dd_free(c);
	return wrong != 0;
}
