/*
 * unit_engine.h - what the engine's unit tests share (tests/unit_engine.c,
 * unit_engine_quick.c, unit_engine_tt.c, unit_engine_search.c): the
 * checks and their counters, the random generator, parsing and loading
 * positions, random positions, the table's pattern and mask computed from
 * tt.h's description, QUICK=1's divisor, the reference tables' reader and
 * run() (UNIT_ONLY).  Each test program is one source file including this
 * header once: its functions are static inline, so that those a program
 * leaves unused cost no warning.
 *
 * Each program: "NAME: random state ..." first (UNIT_SEED=n in the
 * environment changes the random cases), each failed check with
 * file:line, then "N passed, N failed" (N = checks); exits 1 when one
 * failed.  Run from the repository root (they read tests/ref/).
 */
#ifndef DDPLAY_UNIT_ENGINE_H
#define DDPLAY_UNIT_ENGINE_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dd.h"
#include "internal.h"
#include "tt.h"
#include "brute.h"

/* ------------------------------------------------------------------ */
/* Checks */

static long checks, failures;
#define MAX_PRINTED 60

static inline bool check_(bool ok, const char *expr, const char *file, int line,
		   const char *ctx)
{
	checks++;
	if (!ok) {
		failures++;
		if (failures <= MAX_PRINTED) {
			printf("%s:%d: check failed: %s\n", file, line, expr);
			if (ctx && *ctx)
				printf("    (%s)\n", ctx);
		} else if (failures == MAX_PRINTED + 1) {
			printf("(further failures not printed)\n");
		}
	}
	return ok;
}

static inline bool check_int_(long got, long want, const char *expr, const char *file,
		       int line, const char *ctx)
{
	checks++;
	if (got != want) {
		failures++;
		if (failures <= MAX_PRINTED) {
			printf("%s:%d: check failed: %s == %ld, expected %ld\n", file,
			       line, expr, got, want);
			if (ctx && *ctx)
				printf("    (%s)\n", ctx);
		}
		return false;
	}
	return true;
}

static inline bool check_str_(const char *got, const char *want, const char *expr,
		       const char *file, int line)
{
	checks++;
	if (strcmp(got, want) != 0) {
		failures++;
		if (failures <= MAX_PRINTED)
			printf("%s:%d: check failed: %s == \"%s\", expected \"%s\"\n",
			       file, line, expr, got, want);
		return false;
	}
	return true;
}

#define CHECK(cond) check_((cond), #cond, __FILE__, __LINE__, NULL)
#define CHECKC(cond, ctx) check_((cond), #cond, __FILE__, __LINE__, (ctx))
#define CHECK_INT(got, want) check_int_((long)(got), (long)(want), #got, __FILE__, __LINE__, NULL)
#define CHECK_INTC(got, want, ctx) \
	check_int_((long)(got), (long)(want), #got, __FILE__, __LINE__, (ctx))
#define CHECK_STR(got, want) check_str_((got), (want), #got, __FILE__, __LINE__)

/* ------------------------------------------------------------------ */
/* Small helpers */

static uint64_t rng_state = 0x2545f4914f6cdd1dull;

static inline uint64_t rng_next(void)
{
	uint64_t x = rng_state;
	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	rng_state = x;
	return x * 0x2545f4914f6cdd1dull;
}

static inline int rnd(int n) { return (int)((rng_next() >> 33) % (uint64_t)n); }

static inline double now_sec(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static inline void sleep_sec(double s)
{
	struct timespec ts;
	ts.tv_sec = (time_t)s;
	ts.tv_nsec = (long)((s - (double)ts.tv_sec) * 1e9);
	nanosleep(&ts, NULL);
}

static const char RANKS[] = "23456789TJQKA";

static inline int rank_of(int ch)
{
	const char *p = ch ? strchr(RANKS, ch) : NULL;
	return p ? (int)(p - RANKS) + 2 : -1;
}

static inline int index_of(const char *set, int ch)
{
	const char *p = ch ? strchr(set, ch) : NULL;
	return p ? (int)(p - set) : -1;
}

/* "N:AKQ.T9.x.x E S W" (hands clockwise from the seat named first). */
static inline bool parse_deal(const char *s, dd_deal *d)
{
	memset(d, 0, sizeof *d);
	int first = index_of("NESW", s[0]);
	if (first < 0 || s[1] != ':')
		return false;
	s += 2;
	for (int i = 0; i < 4; i++) {
		int seat = (first + i) & 3, suit = 0;
		while (*s == ' ')
			s++;
		for (; *s && *s != ' ' && *s != '|'; s++) {
			if (*s == '.') {
				if (++suit > 3)
					return false;
				continue;
			}
			int r = rank_of(*s);
			if (r < 0)
				return false;
			d->hand[seat][suit] |= (uint16_t)(1u << r);
		}
		if (suit != 3)
			return false;
	}
	return true;
}

static inline int parse_card(const char *s)
{
	int suit = index_of("SHDC", s[0]);
	int r = s[0] ? rank_of(s[1]) : -1;
	return suit < 0 || r < 0 ? -1 : DD_CARD(suit, r);
}

/* Space-separated cards ("-" or nothing for none), up to the end or '|'. */
static inline bool parse_played(const char *s, dd_position *p)
{
	p->nplayed = 0;
	for (;;) {
		while (*s == ' ')
			s++;
		if (!*s || *s == '|' || *s == '\n')
			return true;
		if (*s == '-') {
			s++;
			continue;
		}
		int c = parse_card(s);
		if (c < 0 || p->nplayed >= 52)
			return false;
		p->played[p->nplayed++] = (dd_card)c;
		s += 2;
	}
}

/* A hand-built position; the test fails loudly on a typo. */
static inline dd_position make_pos(const char *deal, int strain, int leader, const char *played)
{
	dd_position p;
	memset(&p, 0, sizeof p);
	if (!check_(parse_deal(deal, &p.deal), "parse_deal", __FILE__, __LINE__, deal))
		return p;
	p.strain = strain;
	p.leader = leader;
	if (!check_(parse_played(played, &p), "parse_played", __FILE__, __LINE__, played))
		p.nplayed = 0;
	dd_error err;
	check_(dd_replay(&p, NULL, &err) == DD_OK, "built position replays", __FILE__,
	       __LINE__, deal);
	return p;
}

static inline const char *hands_text(const uint64_t hand[4], int trump, int leader)
{
	dd_position p;
	memset(&p, 0, sizeof p);
	bf_deal_from_bits(&p.deal, hand);
	p.strain = trump;
	p.leader = leader;
	return bf_pos_text(&p);
}

/* Loads pos into c the way the solver does, for the unit tests of its
 * parts. */
static inline bool load(dd_ctx *c, const dd_position *pos, dd_state *st)
{
	dd_error err;
	if (!CHECK(dd_replay(pos, st, &err) == DD_OK))
		return false;
	search_load(c, st, pos->strain);
	return true;
}

/* ------------------------------------------------------------------ */
/* Random positions */

/* The random builders of brute.h, driven by rnd(). */
static inline int rnd_pick(void *arg, int n)
{
	(void)arg;
	return rnd(n);
}

static inline void random_hands(uint64_t hand[4], int n) { bf_random_hands(hand, n, rnd_pick, NULL); }
static inline bool play_random(dd_position *pos) { return bf_play_random(pos, rnd_pick, NULL); }
static inline void random_position(dd_position *pos, int n, int max_played)
{
	bf_random_position(pos, n, max_played, rnd_pick, NULL);
}

/* A random position agreeing with hand[] on each hand's suit lengths and
 * on the owner of every card of a suit from its lowest card in keep
 * upwards; the other cards change owners at random. */
static inline void variant(const uint64_t in[4], uint64_t keep, uint64_t out[4])
{
	for (int h = 0; h < 4; h++)
		out[h] = 0;
	for (int s = 0; s < 4; s++) {
		unsigned k = suit_bits(keep, s);
		unsigned fixed = k ? 0xffffu & ~((1u << low_rank(k)) - 1) : 0;
		int card[13], owner[13], m = 0;
		for (int h = 0; h < 4; h++) {
			unsigned b = suit_bits(in[h], s);
			out[h] |= (uint64_t)(b & fixed) << (16 * s);
			for (unsigned f = b & ~fixed; f; f &= f - 1) {
				card[m] = DD_CARD(s, low_rank(f));
				owner[m++] = h;
			}
		}
		for (int i = m - 1; i > 0; i--) {
			int j = rnd(i + 1), t = owner[i];
			owner[i] = owner[j];
			owner[j] = t;
		}
		for (int i = 0; i < m; i++)
			out[owner[i]] |= BIT(card[i]);
	}
}

/* ------------------------------------------------------------------ */
/* The table's pattern and mask, computed here from tt.h's description. */

static inline uint64_t my_lenkey(const uint64_t hand[4])
{
	uint64_t key = 0;
	for (int h = 0; h < 4; h++)
		for (int s = 0; s < 4; s++)
			key |= (uint64_t)popcount16(suit_bits(hand[h], s)) << (4 * (4 * h + s));
	return key;
}

static inline void my_pattern(const uint64_t hand[4], uint64_t pat[2])
{
	pat[0] = pat[1] = 0;
	for (int s = 0; s < 4; s++) {
		uint64_t lane = 0;
		int i = 0;
		for (int r = 2; r <= 14; r++)
			for (int h = 0; h < 4; h++)
				if (suit_bits(hand[h], s) & (1u << r))
					lane |= (uint64_t)h << (2 * i++);
		pat[s >> 1] |= lane << (32 * (s & 1));
	}
}

static inline void my_mask(const uint64_t hand[4], uint64_t rel, uint64_t mask[2])
{
	mask[0] = mask[1] = 0;
	for (int s = 0; s < 4; s++) {
		unsigned all = suit_bits(hand[0] | hand[1] | hand[2] | hand[3], s);
		unsigned r = suit_bits(rel, s) & all;
		if (!r)
			continue;
		int n = popcount16(all), below = popcount16(all & ((1u << low_rank(r)) - 1));
		uint64_t lane = ((1ull << (2 * n)) - 1) & ~((1ull << (2 * below)) - 1);
		mask[s >> 1] |= lane << (32 * (s & 1));
	}
}

/* The lanes' bits of the cards in play (a table mask may cover more: the
 * pattern of every position of a slot is zero above its suit lengths). */
static inline void my_limit(const uint64_t hand[4], uint64_t lim[2])
{
	uint64_t none[2];
	my_mask(hand, hand[0] | hand[1] | hand[2] | hand[3], none);
	lim[0] = none[0];
	lim[1] = none[1];
}

/* A lane of ones from relative rank f up (16: none), as masks are. */
static inline uint32_t lane_from(int f)
{
	return f >= 16 ? 0 : 0xffffffffu << (2 * f);
}

/* The lowest relative rank whose owner an entry fixes in suit s (16 when
 * none): the one place that knows how tt.h stores an entry's mask. */
static inline int entry_from(const tt_entry *e, int s)
{
	return tt_entry_from(e, s);
}


/* QUICK=1 (the sanitizer build's run, tests/run.sh): a sixth of the
 * random cases, every kind of check still made. */
static inline int quick_div(void)
{
	const char *q = getenv("QUICK");

	return q && strcmp(q, "1") == 0 ? 6 : 1;
}

static inline int read_ref_tables(const char *path, dd_deal *deals, int tricks[][5][4], int max)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	char line[512];
	int n = 0;
	while (n < max && fgets(line, sizeof line, f)) {
		char *bar = strchr(line, '|');
		if (!bar || !parse_deal(line, &deals[n]))
			continue;
		char *p = bar + 1;
		for (int i = 0; i < 20; i++)
			tricks[n][i / 4][i % 4] = (int)strtol(p, &p, 10);
		n++;
	}
	fclose(f);
	return n;
}

static inline bool same_map(const int a[64], const int b[64])
{
	return memcmp(a, b, 64 * sizeof(int)) == 0;
}

/* Scores of dd_score_cards as a map card -> tricks (-1 when absent). */
static inline dd_status score_map(dd_ctx *c, const dd_position *p, int map[64], int *count)
{
	dd_card_score sc[13];
	dd_error err;
	int n = 0;
	for (int i = 0; i < 64; i++)
		map[i] = -1;
	dd_status rc = dd_score_cards(c, p, sc, &n, &err);
	if (rc == DD_OK)
		for (int i = 0; i < n; i++)
			map[sc[i].card & 63] = sc[i].tricks;
	if (count)
		*count = n;
	return rc;
}

static inline int solve(dd_ctx *c, const dd_position *p)
{
	int t = -1;
	dd_error err;
	CHECKC(dd_solve(c, p, &t, &err) == DD_OK, bf_pos_text(p));
	return t;
}

/* A random model check: stores and probes on a tiny table, with keys that
 * fill and refill it; a probe may miss, but a cutoff must match the
 * truth, and a just-stored entry must be found. */
static inline int tab_probe(tt_table *tt, uint64_t key, int leader, const uint64_t pat[2],
		     int ns_won, int target)
{
	uint64_t mask[2] = { 0, 0 };
	int best = 0;
	return ttab_probe(tt, key, leader, pat, ns_won, target, mask, &best, NULL);
}

/* ------------------------------------------------------------------ */


/* UNIT_ONLY=NAME runs only the tests whose name contains NAME. */
static inline void run(const char *name, void (*fn)(void))
{
	const char *only = getenv("UNIT_ONLY");
	if (only && *only && !strstr(name, only))
		return;
	long f0 = failures, c0 = checks;
	double t0 = now_sec();
	printf("%s\n", name);
	fn();
	printf("  %s: %ld checks, %ld failed, %.2f s\n", name, checks - c0, failures - f0,
	       now_sec() - t0);
	fflush(stdout);
}

/* The start of main(): the random state (UNIT_SEED) and the line that names it. */
static inline void unit_start(const char *name)
{
	const char *seed = getenv("UNIT_SEED");
	if (seed && *seed)
		rng_state = strtoull(seed, NULL, 0) * 0x9e3779b97f4a7c15ull + 1;
	printf("%s: random state %#llx\n", name, (unsigned long long)rng_state);
}

/* The end of main(): the summary line and the exit status. */
static inline int unit_end(void)
{
	bf_free();
	printf("%ld passed, %ld failed\n", checks - failures, failures);
	return failures ? 1 : 0;
}

#endif
