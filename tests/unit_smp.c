/*
 * unit_smp.c - threads scoring one position (dd_set_threads(),
 * engine/smp.c, engine/sht.c): with 2 threads, and with 4 (more than this
 * machine's cores, as a rule: the threads then take turns), every card's
 * score equals the reference and one thread's, on new tables and on the
 * positions that follow, after a cancellation (and in a call that finished
 * before it reached it), with the helper threads alone cancelled (the
 * cards and strains they gave up solved by the caller's thread: the
 * engine's objects are linked, for smp_cancel()), and when threads are
 * switched off, on and to another count; and the 20-result tables of
 * threads (a strain each at a time) equal the reference's, before and
 * after scoring cards on the same context.  Run under ThreadSanitizer
 * too (make tsan): the shared table and the threads' bookkeeping must
 * have no data race.  tests/t_arm64.sh runs it on arm64 under qemu.
 *
 * Every third reference line (every sixth with 4 threads); QUICK=1 (the
 * sanitizer and TSan runs) every twelfth (every 24th); QUICK=2 (the arm64
 * runs under qemu, an emulated CPU several times slower) every 36th
 * (every 72nd): enough to show a thread that waits for ever.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "dd.h"
#include "model/deal.h"
#include "internal.h"       /* smp_cancel(): the helper alone cancelled */

typedef struct {
	dd_position pos;
	int want[64];           /* by card, -1 when not legal */
	char text[400];
} ref_line;

static int quick_div(void)
{
	const char *q = getenv("QUICK");

	if (q && strcmp(q, "2") == 0)
		return 36;
	return q && strcmp(q, "1") == 0 ? 12 : 3;
}

/* tests/ref/positions.txt: deal|strain|leader|played|CARD:tricks ... */
static int read_positions(const char *path, ref_line **out)
{
	FILE *f = fopen(path, "r");
	char line[1024], err[200];
	ref_line *v = NULL;
	int n = 0, cap = 0;

	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\r\n")] = 0;
		char *res = line;
		for (int bars = 0; bars < 4 && res; bars++) {
			res = strchr(res, '|');
			if (res)
				res++;
		}
		if (!res)
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 256;
			v = realloc(v, (size_t)cap * sizeof *v);
			if (!v)
				abort();
		}
		ref_line *r = &v[n];
		memset(r->want, -1, sizeof r->want);
		snprintf(r->text, sizeof r->text, "%.*s", (int)(res - line - 1), line);
		res[-1] = 0;
		if (deal_parse_position(line, &r->pos, err, sizeof err) != 0) {
			printf("%s: %s\n", path, err);
			continue;
		}
		for (char *p = strtok(res, " "); p; p = strtok(NULL, " ")) {
			dd_card card;
			char *colon = strchr(p, ':');
			if (!colon)
				continue;
			*colon = 0;
			if (deal_parse_card(p, &card, err, sizeof err) == 0)
				r->want[card] = atoi(colon + 1);
		}
		n++;
	}
	fclose(f);
	*out = v;
	return n;
}

/* tests/ref/tables.txt: deal|t1 ... t20, strains S H D C N, in each the
 * declarers N E S W (DDS's resTable order; ../shared/reference). */
typedef struct {
	dd_deal deal;
	int want[5][4];         /* by strain (DD_SPADES...) and declarer */
} ref_table;

static int read_tables(const char *path, ref_table **out)
{
	static const int strain_of[5] = { DD_SPADES, DD_HEARTS, DD_DIAMONDS, DD_CLUBS,
					  DD_NOTRUMP };
	FILE *f = fopen(path, "r");
	char line[512], err[200];
	ref_table *v = NULL;
	int n = 0, cap = 0;

	if (!f)
		return -1;
	while (fgets(line, sizeof line, f)) {
		char *bar = strchr(line, '|');
		if (!bar)
			continue;
		*bar = 0;
		if (n == cap) {
			cap = cap ? 2 * cap : 128;
			v = realloc(v, (size_t)cap * sizeof *v);
			if (!v)
				abort();
		}
		if (deal_parse(line, &v[n].deal, err, sizeof err) != 0) {
			printf("%s: %s\n", path, err);
			continue;
		}
		char *p = bar + 1;
		for (int k = 0; k < 20; k++)
			v[n].want[strain_of[k / 4]][k % 4] = (int)strtol(p, &p, 10);
		n++;
	}
	fclose(f);
	*out = v;
	return n;
}

static int same_table(int t[5][4], const ref_table *r)
{
	return memcmp(t, r->want, sizeof r->want) == 0;
}

/* The deals of tables.txt whose tables the cancellations interrupt: each
 * some 15 to 50 ms on one thread natively (a cancellation after 2 ms
 * lands in the middle; deals 3, 4 and 7 take up to a second, and ten
 * times that under qemu). */
static const int cancel_tables[] = { 2, 10, 12, 14, 15, 16, 18, 19, 22, 25 };
#define NCANCEL ((int)(sizeof cancel_tables / sizeof cancel_tables[0]))

/* Scores pos into got[] by card (-1 for none); the call's status. */
static dd_status score(dd_ctx *c, const dd_position *pos, int got[64])
{
	dd_card_score sc[13];
	int n = 0;
	dd_status st = dd_score_cards(c, pos, sc, &n, NULL);
	memset(got, -1, 64 * sizeof *got);
	for (int i = 0; i < n; i++)
		got[sc[i].card] = sc[i].tricks;
	return st;
}

static int same(const int a[64], const int b[64])
{
	return memcmp(a, b, 64 * sizeof *a) == 0;
}

/* Every reference line on a new table (each line's deal differs from the
 * last one's), so that all the threads score it; for some lines also the
 * positions one card later, on the same contexts (one thread then, the
 * tables and the shared one kept): threads and one agree. */
static void test_reference(ref_line *v, int n, int threads)
{
	dd_ctx *two = dd_new(16), *one = dd_new(16);
	int mism = 0, lines = 0, next = 0;
	int got[64], mine[64];
	int step = quick_div() * threads / 2;

	CHECK_INT(dd_set_threads(two, threads), threads);
	for (int i = 0; i < n; i += step) {
		lines++;
		CHECK_INT(score(two, &v[i].pos, got), DD_OK);
		if (!same(got, v[i].want)) {
			if (++mism <= 5)
				printf("%d threads differ: %s\n", threads, v[i].text);
		}
		/* the positions one card later, on the same table */
		if (i % (4 * step) != 0)
			continue;
		for (int card = 0; card < 64; card++) {
			if (v[i].want[card] < 0 || v[i].pos.nplayed >= 52)
				continue;
			dd_position p = v[i].pos;
			p.played[p.nplayed++] = (dd_card)card;
			dd_state st;
			if (dd_replay(&p, &st, NULL) != DD_OK || st.to_play < 0)
				continue;
			next++;
			CHECK_INT(score(two, &p, got), DD_OK);
			CHECK_INT(score(one, &p, mine), DD_OK);
			if (!same(got, mine) && ++mism <= 5)
				printf("after a card, %d threads and one differ: %s\n", threads,
				       v[i].text);
		}
	}
	CHECK_INT(mism, 0);
	/* (the reference lines read: 40 of 500 at every twelfth line) */
	CHECK(lines >= 480 / step);
	CHECK(next >= 120 / step);
	dd_free(two);
	dd_free(one);
}

/* The strains of one deal in turn, then again: each change of strain is a
 * new table for the threads and the shared one.  Opening leads, the
 * costliest positions to score (most of unit_smp's time under qemu in
 * t_arm64 went to deals 0 and 1 here): deals 3 and 12 of positions.txt,
 * among the quickest of its first 60 to score at the opening lead in the
 * five strains (some 6 times quicker than deal 0, 9 times than deal 1). */
enum { STRAINS_A = 3, STRAINS_B = 12 };

static void test_strains(const ref_line *v, int threads)
{
	dd_ctx *two = dd_new(8), *one = dd_new(8);
	int got[64], want[64], diff = 0;

	dd_set_threads(two, threads);
	for (int round = 0; round < 2; round++)
		for (int s = 0; s < 5; s++) {
			dd_position p;
			memset(&p, 0, sizeof p);
			p.deal = v->pos.deal;
			p.strain = s;
			p.leader = (s + round) & 3;
			CHECK_INT(score(two, &p, got), DD_OK);
			CHECK_INT(score(one, &p, want), DD_OK);
			diff += !same(got, want);
		}
	CHECK_INT(diff, 0);
	dd_free(two);
	dd_free(one);
}

typedef struct {
	dd_ctx *c;
	dd_position pos;
	dd_status st;
	int table;              /* dd_table() on the deal instead */
	int got[64];            /* the scores */
	int t[5][4];            /* or the table */
} job;

static void *run_job(void *arg)
{
	job *j = arg;
	j->st = j->table ? dd_table(j->c, &j->pos.deal, j->t, NULL)
			 : score(j->c, &j->pos, j->got);
	return NULL;
}

/* Cancelled mid-search from another thread (scoring cards, then making
 * a table of a deal of tables.txt, on every other try): DD_CANCELLED,
 * then, once cleared, the right scores (nothing half-done was kept). */
static void test_cancel(const ref_line *v, int n, const ref_table *tv, int nt)
{
	dd_ctx *c = dd_new(8);
	int got[64], cancelled = 0, tries = 0;

	dd_set_threads(c, 2);
	for (int i = 0; i < n && tries < 12; i += 7) {
		if (v[i].pos.nplayed > 8)
			continue;
		tries++;
		job j = { c, v[i].pos, DD_OK, tries % 2 == 0, { 0 }, { { 0 } } };
		const ref_table *tab = &tv[cancel_tables[tries % NCANCEL] % nt];
		pthread_t t;
		if (j.table)
			j.pos.deal = tab->deal;
		dd_reset(c);
		if (pthread_create(&t, NULL, run_job, &j) != 0)
			break;
		struct timespec ts = { 0, 2 * 1000 * 1000 };
		nanosleep(&ts, NULL);
		dd_cancel(c);
		pthread_join(t, NULL);
		CHECK(j.st == DD_OK || j.st == DD_CANCELLED);
		cancelled += j.st == DD_CANCELLED;
		/* finished before the cancellation reached it: exact */
		if (j.st == DD_OK && !j.table)
			CHECK(same(j.got, v[i].want));
		if (j.st == DD_OK && j.table)
			CHECK(same_table(j.t, tab));
		/* still cancelled: at once */
		CHECK_INT(score(c, &v[i].pos, got), DD_CANCELLED);
		dd_clear_cancel(c);
		CHECK_INT(score(c, &v[i].pos, got), DD_OK);
		CHECK(same(got, v[i].want));
	}
	CHECK(tries >= 5);
	CHECK(cancelled >= 1);
	dd_free(c);
}

/* The helper alone cancelled (smp_cancel(): as when a dd_cancel() and a
 * dd_clear_cancel() from other threads reach the helper and the caller's
 * thread at different times), before a job or in the middle of it: the
 * call is not cancelled, so the cards and strains the helper gave up are
 * solved by the caller's thread, and every result is exact (the tables:
 * of deals of tables.txt, against its reference). */
static void test_helper_cancel(const ref_line *v, int n, const ref_table *tv, int nt,
			       int threads)
{
	dd_ctx *c = dd_new(8);
	int tries = 0;

	CHECK_INT(dd_set_threads(c, threads), threads);
	for (int i = 3; i < n && tries < 16; i += 5) {
		if (v[i].pos.nplayed > 4)
			continue;
		tries++;
		job j = { c, v[i].pos, DD_OK, tries % 4 == 0, { 0 }, { { 0 } } };
		const ref_table *tab = &tv[cancel_tables[(tries / 4 + threads) % NCANCEL] % nt];
		pthread_t t;
		if (j.table)
			j.pos.deal = tab->deal;
		dd_reset(c);
		if (tries % 8 == 1) {
			/* before: the helper takes nothing */
			smp_cancel(c, 1);
			run_job(&j);
		} else {
			if (pthread_create(&t, NULL, run_job, &j) != 0)
				break;
			struct timespec ts = { 0, (250 + 250 * (tries % 4)) * 1000 };
			nanosleep(&ts, NULL);
			smp_cancel(c, 1);
			pthread_join(t, NULL);
		}
		smp_cancel(c, 0);
		CHECK_INT(j.st, DD_OK);
		if (j.st != DD_OK)
			continue;
		if (j.table)
			CHECK(same_table(j.t, tab));
		else if (!same(j.got, v[i].want))
			CHECK(!"helper cancelled: wrong scores");
	}
	CHECK(tries >= 12);
	dd_free(c);
}

/* Threads on and off again on one context, and from one count to
 * another; a context freed with its threads never used; a count past the
 * most (64) is cut to it. */
static void test_switch(const ref_line *v, int n)
{
	dd_ctx *c = dd_new(8);
	int got[64];

	for (int i = 0; i < n && i < 24; i++) {
		int t = i % 3 == 0 ? 1 : 2 + i % 2;
		CHECK_INT(dd_set_threads(c, t), t);
		CHECK_INT(score(c, &v[i].pos, got), DD_OK);
		CHECK(same(got, v[i].want));
	}
	dd_free(c);
	c = dd_new(8);
	CHECK_INT(dd_set_threads(c, 2), 2);
	dd_free(c);
	c = dd_new(1);
	CHECK_INT(dd_set_threads(c, 1000), 64);
	CHECK_INT(dd_set_threads(c, 0), 1);
	dd_free(c);
}

/* The tables of tables.txt's first deals by threads, exactly; a position
 * scored on the same context between two tables. */
static void test_tables(const ref_line *v, int nv, const ref_table *tv, int nt,
			int threads)
{
	dd_ctx *two = dd_new(8);
	int deals = 0, bad = 0, got[64];

	CHECK_INT(dd_set_threads(two, threads), threads);
	int most = threads == 2 && quick_div() <= 12 ? 24 / quick_div() + 1 : 3;
	for (; deals < most && deals < nt; deals++) {
		int t[5][4];
		CHECK_INT(dd_table(two, &tv[deals].deal, t, NULL), DD_OK);
		bad += !same_table(t, &tv[deals]);
		/* a position scored on the same context between two tables */
		if (deals < nv) {
			CHECK_INT(score(two, &v[deals].pos, got), DD_OK);
			CHECK(same(got, v[deals].want));
		}
	}
	CHECK(deals >= 3);
	CHECK_INT(bad, 0);
	dd_free(two);
}

/* The shared table's views (engine/sht.h): a probe finds what another
 * view stored, not what its own stored (that is in its thread's own
 * table), nor anything after a clear; two threads storing and probing at
 * once (ThreadSanitizer: no data race) find only what was stored. */
#define VIEW_KEYS 3000
static const uint64_t view_key = 0x3333333333333333ull;

typedef struct {
	sht_table view;
	int leader, value;      /* its entries: this seat on lead, this value */
	int found, wrong;
} view_job;

static int view_probe(sht_table *t, uint64_t key, int leader, int target, int *bound)
{
	const uint64_t pat[2] = { 0, 0 };
	uint64_t mask[2];
	int best = 0;
	return sht_probe(t, key, leader, pat, 0, target, mask, &best, bound);
}

static void view_store(sht_table *t, uint64_t key, int leader, int value)
{
	const uint64_t pat[2] = { 0, 0 }, mask[2] = { 0, 0 };
	sht_store(t, key, leader, pat, mask, value, value, 0);
}

static void *run_view(void *arg)
{
	view_job *j = arg;
	for (int i = 0; i < VIEW_KEYS; i++) {
		view_store(&j->view, view_key + (uint64_t)i, j->leader, j->value);
		/* the other thread's entry of the same shape, if stored yet */
		int bound, other = 3 - j->leader, want = 8 - j->value;
		int r = view_probe(&j->view, view_key + (uint64_t)i, other, want, &bound);
		j->found += r == 1;
		j->wrong += r == 0 || (r == 1 && bound != want);
	}
	return NULL;
}

static void test_shared_views(void)
{
	sht_table t, v1;
	int bound = -1;

	CHECK_INT(sht_init(&t, (size_t)64 << 20), 0);
	sht_view(&t, &v1, 1);
	view_store(&t, view_key, 0, 5);
	CHECK_INT(view_probe(&t, view_key, 0, 5, &bound), -1);
	CHECK_INT(view_probe(&v1, view_key, 0, 5, &bound), 1);
	CHECK_INT(bound, 5);
	CHECK_INT(view_probe(&v1, view_key, 0, 6, &bound), 0);
	CHECK_INT(view_probe(&v1, view_key, 1, 5, &bound), -1);
	sht_clear(&v1);
	CHECK_INT(view_probe(&v1, view_key, 0, 5, &bound), -1);

	view_job j[2] = { { .leader = 1, .value = 3 }, { .leader = 2, .value = 5 } };
	pthread_t tid[2];
	int started = 0;
	sht_view(&t, &j[0].view, 1);
	sht_view(&t, &j[1].view, 2);
	for (int i = 0; i < 2; i++)
		started += pthread_create(&tid[i], NULL, run_view, &j[i]) == 0;
	CHECK_INT(started, 2);
	for (int i = 0; i < started; i++)
		pthread_join(tid[i], NULL);
	CHECK_INT(j[0].wrong + j[1].wrong, 0);
	/* afterwards every entry is there for the other view */
	int found = 0;
	for (int i = 0; i < VIEW_KEYS; i++)
		found += view_probe(&j[0].view, view_key + (uint64_t)i, 2, 5, &bound) == 1 &&
			 bound == 5;
	CHECK_INT(found, VIEW_KEYS);
	sht_free(&t);
}

int main(void)
{
	ref_line *v = NULL;
	ref_table *tv = NULL;
	int n = read_positions("tests/ref/positions.txt", &v);
	int nt = read_tables("tests/ref/tables.txt", &tv);

	test_shared_views();
	CHECK(n >= 400);
	CHECK(nt >= 20);
	if (n >= 400 && nt >= 20) {
		test_reference(v, n, 2);
		test_reference(v, n, 4);
		test_strains(&v[STRAINS_A], 2);
		test_strains(&v[STRAINS_B], 3);
		test_cancel(v, n, tv, nt);
		test_helper_cancel(v, n, tv, nt, 2);
		test_helper_cancel(v, n, tv, nt, 3);
		test_switch(v, n);
		test_tables(v, n, tv, nt, 2);
		test_tables(v, n, tv, nt, 3);
	}
	free(v);
	free(tv);
	return check_summary("unit_smp");
}
