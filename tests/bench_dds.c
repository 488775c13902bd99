/*
 * bench_dds.c - `make bench`: the reference solver, DDS 2.9 (libdds), timed
 * on the same work as tests/bench.sh gives ddplay, so that the two can be
 * compared in one run on one machine.  Built only when libdds is installed
 * (the Makefile's bench target tries a test link first); never part of
 * ddplay itself.
 *
 *   bench_dds info            one line: DDS's version and configuration
 *   bench_dds table  < FILE   deal|t1 ... t20 lines (tests/ref/tables.txt):
 *                             CalcDDtable() for each deal
 *   bench_dds pairs  < FILE   the same deals, each solved by ddplay's engine
 *                             (dd_table) and by CalcDDtable() back to back,
 *                             the order alternating; prints a line a deal,
 *                             "ddplay-ms dds-ms deal", for per-deal ratios
 *   bench_dds trace  < FILE   deal|strain|leader|played|d0 ... dn lines (the
 *                             plays files): SolveBoard(target -1, solutions
 *                             1) at every position, declarer's side's total
 *                             compared with dk
 *   bench_dds analyse < FILE  the same d0 ... dn through AnalysePlayBin(),
 *                             DDS's own play analyser, one call a play
 *   bench_dds cards  < FILE   the same positions, every legal card scored
 *                             (SolveBoard solutions 3); prints the lines of
 *                             `ddplay trace --cards` (deal|strain|leader|
 *                             played|card:tricks ...) and, when the input
 *                             has the dk field, checks the best score
 *
 * DDS runs on one thread (SetMaxThreads(1): its thread 0, with its default
 * memory).  Within a play the transposition table is kept from position
 * to position as DDS's own play analyser does: mode 1 (DDS decides whether
 * to reset, and does for a new deal) at the first position of a play,
 * mode 2 (always reuse) at the next ones.
 *
 * The figures go to standard error, one "dds: ..." line each: the count
 * and total time, p50/p99/max per item, the items that differ from the
 * reference (must be 0) and the peak memory of the process.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include <dds/dll.h>

#include "dd.h"
#include "model/deal.h"
#include "util/util.h"

/* SolveBoard()'s mode after the first position of a play: 2, reuse the
 * table; BENCH_DDS_MODE=1 in the environment lets DDS decide (it resets
 * its table when the cards left look too different). */
static int later_mode = 2;

/* Times of the items solved, for p50/p99/max. */
typedef struct {
	double *t;
	size_t n, cap;
	double total;
} samples;

static void times_add(samples *s, double seconds)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 1024;
		s->t = xrealloc(s->t, s->cap * sizeof *s->t);
	}
	s->t[s->n++] = seconds;
	s->total += seconds;
}

static void report(samples *s, const char *unit, double wall, long bad,
		   const char *what)
{
	struct rusage ru;

	fprintf(stderr, "dds: %zu %ss in %.3f s\n", s->n, unit, wall);
	if (s->n) {
		util_sort_doubles(s->t, s->n);
		fprintf(stderr, "dds: per %s: p50 %.3f ms, p99 %.3f ms, "
			"max %.3f ms\n", unit,
			1e3 * util_percentile(s->t, s->n, 0.50),
			1e3 * util_percentile(s->t, s->n, 0.99),
			1e3 * s->t[s->n - 1]);
	}
	if (bad >= 0)
		fprintf(stderr, "dds: %s differing from the reference: %ld\n",
			what, bad);
	if (getrusage(RUSAGE_SELF, &ru) == 0)
		fprintf(stderr, "dds: peak memory %.1f MB\n",
			(double)ru.ru_maxrss / 1024.0);
}

static void dds_fail(const char *call, int code)
{
	char text[80];

	ErrorMessage(code, text);
	fprintf(stderr, "bench_dds: %s: %s (%d)\n", call, text, code);
	exit(1);
}

/* Reads the next non-empty line into *line, its end of line cut off. */
static int next_line(char **line, size_t *cap)
{
	while (getline(line, cap, stdin) > 0) {
		(*line)[strcspn(*line, "\r\n")] = '\0';
		if ((*line)[0])
			return 1;
	}
	return 0;
}

/* The field after the fourth '|' of a line, or NULL. */
static const char *fifth_field(const char *line)
{
	for (int i = 0; i < 4; i++) {
		line = strchr(line, '|');
		if (!line)
			return NULL;
		line++;
	}
	return line;
}

/* ddplay's holdings (bit r for rank r) are DDS's (bit r for rank r, the
 * two lowest bits clear); its seats (N E S W) and strains (S H D C N)
 * are numbered alike too. */
static void to_table_deal(const dd_deal *d, struct ddTableDeal *t)
{
	for (int h = 0; h < 4; h++)
		for (int s = 0; s < 4; s++)
			t->cards[h][s] = d->hand[h][s];
}

/* ---- tables ------------------------------------------------------------ */

/* Reads "deal|t1 ... t20" (the results optional): 0 at the end of input,
 * 1 with *deal and ref[] filled (*has_ref 0 when there are no results). */
static int read_table_line(char **line, size_t *cap, dd_deal *deal,
			   int ref[20], int *has_ref)
{
	char err[DEAL_ERR_SIZE], *bar;

	if (!next_line(line, cap))
		return 0;
	bar = strchr(*line, '|');
	if (bar)
		*bar = '\0';
	if (deal_parse(*line, deal, err, sizeof err) < 0) {
		fprintf(stderr, "bench_dds: %s\n", err);
		exit(1);
	}
	*has_ref = 0;
	if (bar) {
		char *p = bar + 1, *end;
		int k;

		for (k = 0; k < 20; k++, p = end) {
			ref[k] = (int)strtol(p, &end, 10);
			if (end == p)
				break;
		}
		*has_ref = k == 20;
	}
	return 1;
}

/* 1 when DDS's table differs from the reference (strain-major, S H D C N,
 * declarers N E S W: the order of resTable). */
static int table_differs(int res[5][4], const int ref[20])
{
	for (int k = 0; k < 20; k++)
		if (res[k / 4][k % 4] != ref[k])
			return 1;
	return 0;
}

static double dds_table(const dd_deal *deal, struct ddTableResults *res)
{
	struct ddTableDeal t;
	double t0;
	int r;

	to_table_deal(deal, &t);
	t0 = util_seconds();
	r = CalcDDtable(t, res);
	if (r != RETURN_NO_FAULT)
		dds_fail("CalcDDtable", r);
	return util_seconds() - t0;
}

static int run_table(void)
{
	char *line = NULL;
	size_t cap = 0;
	samples s = { 0 };
	long bad = 0;
	int ref[20], has_ref, any_ref = 0;
	dd_deal deal;
	double start = util_seconds();

	while (read_table_line(&line, &cap, &deal, ref, &has_ref)) {
		struct ddTableResults res;

		times_add(&s, dds_table(&deal, &res));
		if (has_ref) {
			any_ref = 1;
			bad += table_differs(res.resTable, ref);
		}
	}
	report(&s, "deal", util_seconds() - start, any_ref ? bad : -1,
	       "deals");
	free(line);
	free(s.t);
	return 0;
}

/* Each deal by ddplay's engine and by DDS, back to back, the one that
 * goes first alternating from deal to deal. */
static int run_pairs(void)
{
	char *line = NULL, text[DEAL_TEXT_SIZE];
	size_t cap = 0;
	samples s = { 0 }, ours = { 0 };
	long bad = 0;
	int ref[20], has_ref, any_ref = 0, n = 0;
	dd_deal deal;
	dd_ctx *ctx = dd_new(0);
	double start = util_seconds();

	if (!ctx) {
		fprintf(stderr, "bench_dds: out of memory\n");
		return 1;
	}
	while (read_table_line(&line, &cap, &deal, ref, &has_ref)) {
		struct ddTableResults res;
		int tricks[5][4];
		double td = 0, to = 0;
		dd_error e;

		for (int turn = 0; turn < 2; turn++) {
			if ((turn + n) % 2 == 0) {
				double t0 = util_seconds();

				if (dd_table(ctx, &deal, tricks, &e) != DD_OK) {
					fprintf(stderr, "bench_dds: %s\n",
						e.msg);
					return 1;
				}
				to = util_seconds() - t0;
			} else {
				td = dds_table(&deal, &res);
			}
		}
		n++;
		times_add(&s, td);
		times_add(&ours, to);
		if (has_ref) {
			any_ref = 1;
			bad += table_differs(res.resTable, ref);
			bad += table_differs(tricks, ref);
		}
		deal_format(&deal, text);
		printf("%.3f %.3f %s\n", 1e3 * to, 1e3 * td, text);
	}
	fprintf(stderr, "dds: ddplay's engine %.3f s, DDS %.3f s\n",
		ours.total, s.total);
	report(&s, "deal", util_seconds() - start, any_ref ? bad : -1,
	       "tables (both solvers)");
	dd_free(ctx);
	free(line);
	free(s.t);
	free(ours.t);
	return 0;
}

/* ---- plays ------------------------------------------------------------- */

/* DDS's form of the position st (the hands, the trick in progress). */
static void to_dds_deal(const dd_position *pos, const dd_state *st,
			struct deal *dl)
{
	memset(dl, 0, sizeof *dl);
	dl->trump = pos->strain;
	dl->first = st->trick_leader;
	for (int k = 0; k < st->trick_cards; k++) {
		dl->currentTrickSuit[k] = DD_SUIT(st->trick[k]);
		dl->currentTrickRank[k] = DD_RANK(st->trick[k]);
	}
	for (int h = 0; h < 4; h++)
		for (int s = 0; s < 4; s++)
			dl->remainCards[h][s] = st->remaining.hand[h][s];
}

/* Reads a play: 0 at the end of input, else 1 with *play filled and
 * ref[0..*nref-1] the d0 ... dn of the line (*nref 0 when absent). */
static int read_play(char **line, size_t *cap, dd_position *play,
		     int ref[53], int *nref)
{
	char err[DEAL_ERR_SIZE];
	const char *f;

	if (!next_line(line, cap))
		return 0;
	if (deal_parse_position(*line, play, err, sizeof err) < 0 ||
	    dd_replay(play, NULL, NULL) != DD_OK) {
		fprintf(stderr, "bench_dds: bad play: %s\n", *line);
		exit(1);
	}
	*nref = 0;
	f = fifth_field(*line);
	if (f) {
		char *end;

		while (*nref < 53) {
			int v = (int)strtol(f, &end, 10);

			if (end == f)
				break;
			ref[(*nref)++] = v;
			f = end;
		}
	}
	return 1;
}

/* The positions of a play that are solved: before each card, and after
 * the last one unless all 52 are played (as bench.sh counts them). */
static int last_position(const dd_position *play)
{
	return play->nplayed < 52 ? play->nplayed : 51;
}

/* Declarer's side, 0 North-South or 1 East-West: declarer is the seat
 * at the leader's right. */
static int declarer_side(const dd_position *pos)
{
	return (pos->leader + 3) % 2;
}

static int run_trace(void)
{
	char *line = NULL;
	size_t cap = 0;
	samples s = { 0 };
	long bad = 0, lines_bad = 0;
	int ref[53], nref, any_ref = 0;
	dd_position play;
	double start = util_seconds();

	while (read_play(&line, &cap, &play, ref, &nref)) {
		int side = declarer_side(&play), line_bad = 0;
		dd_position pos = play;

		for (int k = 0; k <= play.nplayed; k++) {
			dd_state st;
			int d;

			pos.nplayed = k;
			dd_replay(&pos, &st, NULL);
			if (st.to_play < 0) {
				d = st.tricks_won[side];
			} else {
				struct deal dl;
				struct futureTricks fut;
				double t0 = util_seconds();
				int r, t;

				to_dds_deal(&pos, &st, &dl);
				r = SolveBoard(dl, -1, 1,
					       k == 0 ? 1 : later_mode, &fut,
					       0);
				times_add(&s, util_seconds() - t0);
				if (r != RETURN_NO_FAULT)
					dds_fail("SolveBoard", r);
				t = fut.score[0];
				if (st.to_play % 2 != side)
					t = st.tricks_left - t;
				d = st.tricks_won[side] + t;
			}
			if (nref) {
				any_ref = 1;
				if (k >= nref || d != ref[k]) {
					bad++;
					line_bad = 1;
				}
			}
		}
		lines_bad += line_bad;
	}
	report(&s, "position", util_seconds() - start,
	       any_ref ? bad : -1, "positions");
	if (any_ref)
		fprintf(stderr, "dds: plays differing from the reference: "
			"%ld\n", lines_bad);
	free(line);
	free(s.t);
	return 0;
}

static int run_analyse(void)
{
	char *line = NULL;
	size_t cap = 0;
	samples s = { 0 };
	long bad = 0, lines_bad = 0, missing = 0;
	int ref[53], nref, any_ref = 0;
	dd_position play;
	double start = util_seconds();

	while (read_play(&line, &cap, &play, ref, &nref)) {
		struct deal dl;
		struct playTraceBin trace;
		struct solvedPlay solved;
		dd_state st;
		dd_position pos = play;
		double t0;
		int r, line_bad = 0;

		pos.nplayed = 0;
		dd_replay(&pos, &st, NULL);
		to_dds_deal(&pos, &st, &dl);
		memset(&trace, 0, sizeof trace);
		trace.number = play.nplayed;
		for (int k = 0; k < play.nplayed; k++) {
			trace.suit[k] = DD_SUIT(play.played[k]);
			trace.rank[k] = DD_RANK(play.played[k]);
		}
		t0 = util_seconds();
		r = AnalysePlayBin(dl, trace, &solved, 0);
		times_add(&s, util_seconds() - t0);
		if (r != RETURN_NO_FAULT)
			dds_fail("AnalysePlayBin", r);
		/* solved.tricks[0 .. number-1]: AnalysePlayBin() stops
		 * before the last trick and leaves its positions out. */
		if (nref) {
			any_ref = 1;
			for (int k = 0; k < nref; k++) {
				if (k >= solved.number) {
					missing++;
				} else if (solved.tricks[k] != ref[k]) {
					bad++;
					line_bad = 1;
				}
			}
		}
		lines_bad += line_bad;
	}
	report(&s, "play", util_seconds() - start, any_ref ? bad : -1,
	       "positions");
	if (any_ref)
		fprintf(stderr, "dds: plays differing from the reference: "
			"%ld\ndds: positions of the last trick left out: "
			"%ld\n", lines_bad, missing);
	free(line);
	free(s.t);
	return 0;
}

static int run_cards(void)
{
	char *line = NULL, text[DEAL_POSITION_SIZE];
	size_t cap = 0;
	samples s = { 0 };
	long bad = 0;
	int ref[53], nref, any_ref = 0;
	dd_position play;
	double start = util_seconds();

	while (read_play(&line, &cap, &play, ref, &nref)) {
		int side = declarer_side(&play), last = last_position(&play);
		dd_position pos = play;

		for (int k = 0; k <= last; k++) {
			struct deal dl;
			struct futureTricks fut;
			dd_state st;
			int score[4][16], best = 0, r;
			double t0;

			pos.nplayed = k;
			dd_replay(&pos, &st, NULL);
			to_dds_deal(&pos, &st, &dl);
			t0 = util_seconds();
			r = SolveBoard(dl, -1, 3, k == 0 ? 1 : later_mode,
				       &fut, 0);
			times_add(&s, util_seconds() - t0);
			if (r != RETURN_NO_FAULT)
				dds_fail("SolveBoard", r);

			/* DDS lists one card of each run of equivalent
			 * cards, the others in equals: every card gets its
			 * own item, suit by suit, high to low, as ddplay
			 * prints them. */
			memset(score, -1, sizeof score);
			for (int i = 0; i < fut.cards; i++) {
				unsigned eq = (unsigned)fut.equals[i];

				score[fut.suit[i]][fut.rank[i]] = fut.score[i];
				for (int rk = 2; rk <= 14; rk++)
					if (eq & (1u << rk))
						score[fut.suit[i]][rk] =
							fut.score[i];
				if (fut.score[i] > best)
					best = fut.score[i];
			}
			deal_format_position(&pos, text);
			fputs(text, stdout);
			putchar('|');
			for (int su = 0, first = 1; su < 4; su++)
				for (int rk = 14; rk >= 2; rk--) {
					if (score[su][rk] < 0)
						continue;
					printf("%s%c%c:%d", first ? "" : " ",
					       deal_strain_char(su),
					       deal_rank_char(rk),
					       score[su][rk]);
					first = 0;
				}
			putchar('\n');
			if (nref) {
				int t = best;

				any_ref = 1;
				if (st.to_play % 2 != side)
					t = st.tricks_left - t;
				if (k >= nref ||
				    st.tricks_won[side] + t != ref[k])
					bad++;
			}
		}
	}
	report(&s, "position", util_seconds() - start, any_ref ? bad : -1,
	       "best scores");
	free(line);
	free(s.t);
	return 0;
}

/* ---- main -------------------------------------------------------------- */

static void info(void)
{
	struct DDSInfo in;
	static const char *const threading[] = {
		"none", "Windows", "OpenMP", "GCD", "Boost", "STL", "TBB",
		"STLIMPL", "PPLIMPL"
	};

	GetDDSInfo(&in);
	printf("DDS %s (libdds), %d thread%s (thread memory %s), threading "
	       "%s, %s\n", in.versionString, in.noOfThreads,
	       in.noOfThreads == 1 ? "" : "s", in.threadSizes,
	       in.threading >= 0 && in.threading <= 8 ?
	       threading[in.threading] : "?",
	       in.compiler == 3 ? "g++" : in.compiler == 4 ? "clang" :
	       "another compiler");
}

int main(int argc, char **argv)
{
	const char *mode = argc == 2 ? argv[1] : "";

	const char *m = getenv("BENCH_DDS_MODE");

	if (m && strcmp(m, "1") == 0)
		later_mode = 1;
	SetMaxThreads(1);
	if (strcmp(mode, "info") == 0) {
		info();
		return 0;
	}
	if (strcmp(mode, "table") == 0)
		return run_table();
	if (strcmp(mode, "pairs") == 0)
		return run_pairs();
	if (strcmp(mode, "trace") == 0)
		return run_trace();
	if (strcmp(mode, "analyse") == 0)
		return run_analyse();
	if (strcmp(mode, "cards") == 0)
		return run_cards();
	fprintf(stderr, "usage: bench_dds info|table|pairs|trace|analyse|cards"
		" < FILE\n");
	return 2;
}
