/*
 * unit_engine.c - unit tests of the engine's parts (engine/).
 *
 * What is covered, test by test (see main() for the order):
 *   - names, status texts, dd_replay()'s state and its error codes and
 *     messages, the same codes through dd_solve/dd_score_cards/dd_table;
 *   - hand-built endings whose double-dummy values are worked out by hand
 *     in the comments;
 *   - moves_generate(): one move per run of equivalent cards (m->seq),
 *     on built positions and as a property of random positions;
 *   - quick_tricks(), later_tricks(), quick_trick_after_lead(),
 *     after_lead_tricks(): built
 *     positions, and soundness on random positions (the count holds for
 *     every position agreeing on the cards the function says it relied on,
 *     checked by brute force);
 *   - the transposition table alone: relative-rank patterns and masks,
 *     merging, slot collisions and growth, the reuse of the blocks slots
 *     leave, the clears when full, the cyclic overwrite, and a random
 *     model check of every cutoff;
 *   - the fail-soft search: a failed search's bound settles a later
 *     target at the root;
 *   - the hard deals: deal 1's suits exactly as DDS gives them, and deal
 *     1 in notrump after one trick (tests/ref/hard-positions.txt), within
 *     node budgets; the cutoff-move cache growing on them;
 *   - the whole solver against the brute-force minimax of brute.h, on
 *     many random small endings (mid-trick too), with walks that score
 *     every position of a play on one context, and an audit of every
 *     entry the engine left in its table;
 *   - reference positions solved cold and warm (forward, reverse,
 *     interleaved), with small tables, and dd_table() on reference deals;
 *   - cancellation, before a call and from another thread.
 *
 * Run from the repository root (it reads tests/ref/).  Prints each failed
 * check with file:line, then "N passed, N failed" (N = checks); exits 1
 * when one failed.  UNIT_SEED=n in the environment changes the random
 * endings (the generator's starting state is printed).
 */
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

static bool check_(bool ok, const char *expr, const char *file, int line,
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

static bool check_int_(long got, long want, const char *expr, const char *file,
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

static bool check_str_(const char *got, const char *want, const char *expr,
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

static uint64_t rng_next(void)
{
	uint64_t x = rng_state;
	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	rng_state = x;
	return x * 0x2545f4914f6cdd1dull;
}

static int rnd(int n) { return (int)((rng_next() >> 33) % (uint64_t)n); }

static double now_sec(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void sleep_sec(double s)
{
	struct timespec ts;
	ts.tv_sec = (time_t)s;
	ts.tv_nsec = (long)((s - (double)ts.tv_sec) * 1e9);
	nanosleep(&ts, NULL);
}

static const char RANKS[] = "23456789TJQKA";

static int rank_of(int ch)
{
	const char *p = ch ? strchr(RANKS, ch) : NULL;
	return p ? (int)(p - RANKS) + 2 : -1;
}

static int index_of(const char *set, int ch)
{
	const char *p = ch ? strchr(set, ch) : NULL;
	return p ? (int)(p - set) : -1;
}

/* "N:AKQ.T9.x.x E S W" (hands clockwise from the seat named first). */
static bool parse_deal(const char *s, dd_deal *d)
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

static int parse_card(const char *s)
{
	int suit = index_of("SHDC", s[0]);
	int r = s[0] ? rank_of(s[1]) : -1;
	return suit < 0 || r < 0 ? -1 : DD_CARD(suit, r);
}

/* Space-separated cards ("-" or nothing for none), up to the end or '|'. */
static bool parse_played(const char *s, dd_position *p)
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
static dd_position make_pos(const char *deal, int strain, int leader, const char *played)
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

static const char *hands_text(const uint64_t hand[4], int trump, int leader)
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
static bool load(dd_ctx *c, const dd_position *pos, dd_state *st)
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
static int rnd_pick(void *arg, int n)
{
	(void)arg;
	return rnd(n);
}

static void random_hands(uint64_t hand[4], int n) { bf_random_hands(hand, n, rnd_pick, NULL); }
static bool play_random(dd_position *pos) { return bf_play_random(pos, rnd_pick, NULL); }
static void random_position(dd_position *pos, int n, int max_played)
{
	bf_random_position(pos, n, max_played, rnd_pick, NULL);
}

/* A random position agreeing with hand[] on each hand's suit lengths and
 * on the owner of every card of a suit from its lowest card in keep
 * upwards; the other cards change owners at random. */
static void variant(const uint64_t in[4], uint64_t keep, uint64_t out[4])
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

static uint64_t my_lenkey(const uint64_t hand[4])
{
	uint64_t key = 0;
	for (int h = 0; h < 4; h++)
		for (int s = 0; s < 4; s++)
			key |= (uint64_t)popcount16(suit_bits(hand[h], s)) << (4 * (4 * h + s));
	return key;
}

static void my_pattern(const uint64_t hand[4], uint64_t pat[2])
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

static void my_mask(const uint64_t hand[4], uint64_t rel, uint64_t mask[2])
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
static void my_limit(const uint64_t hand[4], uint64_t lim[2])
{
	uint64_t none[2];
	my_mask(hand, hand[0] | hand[1] | hand[2] | hand[3], none);
	lim[0] = none[0];
	lim[1] = none[1];
}

/* A lane of ones from relative rank f up (16: none), as masks are. */
static uint32_t lane_from(int f)
{
	return f >= 16 ? 0 : 0xffffffffu << (2 * f);
}

/* The lowest relative rank whose owner an entry fixes in suit s (16 when
 * none): the one place that knows how tt.h stores an entry's mask. */
static int entry_from(const tt_entry *e, int s)
{
	return tt_entry_from(e, s);
}

/* ------------------------------------------------------------------ */
/* Names and status texts */

static void test_names(void)
{
	CHECK_STR(dd_seat_name(DD_WEST), "West");
	CHECK_STR(dd_seat_name(4), "?");
	CHECK_STR(dd_suit_name(DD_CLUBS), "clubs");
	CHECK_STR(dd_suit_name(DD_NOTRUMP), "notrump");
	CHECK_INT(dd_seat_letter(DD_SOUTH), 'S');
	CHECK_INT(dd_strain_letter(DD_NOTRUMP), 'N');
	CHECK_INT(dd_strain_letter(DD_HEARTS), 'H');
	CHECK_INT(dd_rank_char(10), 'T');
	CHECK_INT(dd_rank_char(14), 'A');
	CHECK_INT(dd_rank_char(1), '?');
	CHECK_STR(dd_status_text(DD_OK), "no error");
	CHECK_STR(dd_status_text(DD_CANCELLED), "search cancelled");
	CHECK_STR(dd_status_text(DD_ERR_REVOKE), "did not follow suit");
	CHECK_STR(dd_status_text(DD_ERR_FINISHED), "the deal is finished");
	CHECK_STR(dd_status_text((dd_status)42), "unknown status");
	CHECK_INT(DD_CARD(DD_HEARTS, 14), 30);
	CHECK_INT(DD_SUIT(DD_CARD(DD_CLUBS, 2)), DD_CLUBS);
	CHECK_INT(DD_RANK(DD_CARD(DD_CLUBS, 2)), 2);
}

/* ------------------------------------------------------------------ */
/* dd_replay: the state, the errors */

static const char *REF_DEAL =
	"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4";

/* The code and message of every entry point for a bad position. */
static void expect_error(const dd_position *p, dd_status code, const char *msg, int line)
{
	dd_error err;
	char ctx[200];
	snprintf(ctx, sizeof ctx, "line %d, want \"%s\"", line, msg);
	memset(&err, 0, sizeof err);
	dd_state st;
	CHECK_INTC(dd_replay(p, &st, &err), code, ctx);
	CHECK_INTC(err.code, code, ctx);
	checks++;
	if (strcmp(err.msg, msg) != 0) {
		failures++;
		printf("%s:%d: dd_replay message \"%s\", expected \"%s\"\n", __FILE__, line,
		       err.msg, msg);
	}
	CHECK_INTC(dd_replay(p, NULL, NULL), code, ctx);

	dd_ctx *c = dd_new(1);
	int t = -1;
	memset(&err, 0, sizeof err);
	CHECK_INTC(dd_solve(c, p, &t, &err), code, ctx);
	CHECK_INTC(err.code, code, ctx);
	CHECKC(strcmp(err.msg, msg) == 0, ctx);
	dd_card_score sc[13];
	int n = -1;
	memset(&err, 0, sizeof err);
	CHECK_INTC(dd_score_cards(c, p, sc, &n, &err), code, ctx);
	CHECK_INTC(err.code, code, ctx);
	CHECKC(strcmp(err.msg, msg) == 0, ctx);
	CHECK_INTC(n, 0, ctx);
	dd_free(c);
}

/* dd_table checks the deal alone. */
static void expect_table_error(const dd_deal *d, dd_status code, const char *msg)
{
	dd_ctx *c = dd_new(1);
	int tricks[5][4];
	dd_error err;
	memset(&err, 0, sizeof err);
	CHECK_INT(dd_table(c, d, tricks, &err), code);
	CHECK_INT(err.code, code);
	CHECK_STR(err.msg, msg);
	dd_free(c);
}

static void test_replay(void)
{
	dd_position p, q;
	dd_state st;
	dd_error err;

	/* The state after a trick and a half of REF_DEAL, West leading, in
	 * hearts: W HA N H3 E HJ S H4 (West wins), then W leads S5, N S2,
	 * E SA.  South to play, third card of the trick led by West. */
	p = make_pos(REF_DEAL, DD_HEARTS, DD_WEST, "HA H3 HJ H4 S5 S2 SA");
	CHECK_INT(dd_replay(&p, &st, &err), DD_OK);
	CHECK_INT(st.to_play, DD_SOUTH);
	CHECK_INT(st.trick_leader, DD_WEST);
	CHECK_INT(st.trick_cards, 3);
	CHECK_INT(st.trick[2], DD_CARD(DD_SPADES, 14));
	CHECK_INT(st.tricks_won[0], 0);
	CHECK_INT(st.tricks_won[1], 1);
	CHECK_INT(st.tricks_left, 12);
	CHECK_INT(st.last_winner, DD_WEST);
	CHECK(!(st.remaining.hand[DD_WEST][DD_HEARTS] & (1u << 14)));
	CHECK_INT(popcount16(st.remaining.hand[DD_SOUTH][DD_SPADES]), 4);
	/* South holds spades: only spades are legal. */
	uint16_t legal[4];
	CHECK_INT(dd_legal(&st, legal), 4);
	CHECK_INT(legal[DD_SPADES], st.remaining.hand[DD_SOUTH][DD_SPADES]);
	CHECK_INT(legal[DD_HEARTS] | legal[DD_DIAMONDS] | legal[DD_CLUBS], 0);
	/* After the first trick West, on lead, may play any of 12 cards. */
	p.nplayed = 4;
	CHECK_INT(dd_replay(&p, &st, NULL), DD_OK);
	CHECK_INT(st.to_play, DD_WEST);
	CHECK_INT(dd_legal(&st, legal), 12);

	/* A full play: the reference walk's last total is declarer's side's
	 * tricks; here (diamonds, West leads, declarer South) North-South. */
	p = make_pos("N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2",
		     DD_DIAMONDS, DD_WEST,
		     "CT C4 C8 CJ S7 ST SA S2 D4 D5 DJ D7 DA D6 C6 D9 DQ D8 H5 DT S5 SK S8 "
		     "S4 C2 C7 CA C3 H3 HJ HK H2 S3 S6 D3 SJ HA DK H6 H4 SQ D2 H8 HT H9 HQ "
		     "H7 CK C9 C5 S9 CQ");
	CHECK_INT(dd_replay(&p, &st, &err), DD_OK);
	CHECK_INT(st.to_play, -1);
	CHECK_INT(st.tricks_left, 0);
	CHECK_INT(st.tricks_won[0], 7);
	CHECK_INT(st.tricks_won[1], 6);
	CHECK_INT(dd_legal(&st, legal), 0);
	{
		/* Finished: dd_solve gives 0, dd_score_cards an error. */
		dd_ctx *c = dd_new(1);
		int t = -1, n = -1;
		dd_card_score sc[13];
		CHECK_INT(dd_solve(c, &p, &t, &err), DD_OK);
		CHECK_INT(t, 0);
		memset(&err, 0, sizeof err);
		CHECK_INT(dd_score_cards(c, &p, sc, &n, &err), DD_ERR_FINISHED);
		CHECK_INT(err.code, DD_ERR_FINISHED);
		CHECK_STR(err.msg, "the deal is finished");
		CHECK_INT(n, 0);
		dd_free(c);
	}

	/* Wrong counts: the count most hands agree on is the expected one. */
	p = make_pos(REF_DEAL, DD_NOTRUMP, DD_WEST, "");
	q = p;
	q.deal.hand[DD_SOUTH][DD_SPADES] &= (uint16_t)~(1u << 3);
	expect_error(&q, DD_ERR_CARD_COUNT, "South holds 12 cards", __LINE__);
	expect_table_error(&q.deal, DD_ERR_CARD_COUNT, "South holds 12 cards");
	q = make_pos("N:AK... QJ... T9... 87...", DD_NOTRUMP, DD_NORTH, "");
	q.deal.hand[DD_WEST][DD_SPADES] = 1u << 8;
	expect_error(&q, DD_ERR_CARD_COUNT, "West holds 1 card", __LINE__);
	memset(&q.deal, 0, sizeof q.deal);
	expect_error(&q, DD_ERR_CARD_COUNT, "North holds 0 cards", __LINE__);
	q = p;
	for (int h = 0; h < 4; h++) { /* a club more each: 14 cards */
		int r = 2;
		while (q.deal.hand[h][DD_CLUBS] & (1u << r))
			r++;
		q.deal.hand[h][DD_CLUBS] |= (uint16_t)(1u << r);
	}
	expect_error(&q, DD_ERR_CARD_COUNT, "North holds 14 cards", __LINE__);

	/* A card twice: West's C4 replaced by North's CK. */
	q = p;
	q.deal.hand[DD_WEST][DD_CLUBS] = (uint16_t)((1u << 10) | (1u << 13));
	expect_error(&q, DD_ERR_DUPLICATE, "CK is in both North and West", __LINE__);
	expect_table_error(&q.deal, DD_ERR_DUPLICATE, "CK is in both North and West");

	/* A bit that is no rank. */
	q = p;
	q.deal.hand[DD_NORTH][DD_SPADES] |= 1u << 1;
	expect_error(&q, DD_ERR_RANGE, "North holds a card of no rank in spades", __LINE__);
	q = p;
	q.deal.hand[DD_EAST][DD_DIAMONDS] |= 1u << 15;
	expect_error(&q, DD_ERR_RANGE, "East holds a card of no rank in diamonds", __LINE__);

	/* Cards not held. */
	q = make_pos(REF_DEAL, DD_NOTRUMP, DD_WEST, "");
	q.played[q.nplayed++] = DD_CARD(DD_SPADES, 13);
	expect_error(&q, DD_ERR_NOT_HELD, "West cannot play SK: North holds it", __LINE__);
	q = make_pos(REF_DEAL, DD_NOTRUMP, DD_WEST, "HA H3 HJ H4");
	q.played[q.nplayed++] = DD_CARD(DD_HEARTS, 14);
	expect_error(&q, DD_ERR_NOT_HELD, "West cannot play HA: it was already played",
		     __LINE__);
	q = make_pos("N:AK... QJ... T9... 87...", DD_NOTRUMP, DD_NORTH, "");
	q.played[q.nplayed++] = DD_CARD(DD_CLUBS, 2);
	expect_error(&q, DD_ERR_NOT_HELD, "North cannot play C2: it is not in the deal",
		     __LINE__);
	/* The docs' example: North holds the HA, West tries it. */
	q = make_pos("N:A.A.. K.K.. Q.Q.. J.J..", DD_NOTRUMP, DD_WEST, "");
	q.played[q.nplayed++] = DD_CARD(DD_HEARTS, 14);
	expect_error(&q, DD_ERR_NOT_HELD, "West cannot play HA: North holds it", __LINE__);

	/* Revoke: North leads C2, East (AQ876 of clubs) plays a diamond. */
	q = make_pos(REF_DEAL, DD_NOTRUMP, DD_NORTH, "C2");
	q.played[q.nplayed++] = DD_CARD(DD_DIAMONDS, 4);
	expect_error(&q, DD_ERR_REVOKE, "East must follow suit in clubs", __LINE__);
	/* ... and the same later in the play, by South in spades. */
	q = make_pos(REF_DEAL, DD_NOTRUMP, DD_NORTH, "C2 CA C5 C4 SA");
	q.played[q.nplayed++] = DD_CARD(DD_HEARTS, 4);
	expect_error(&q, DD_ERR_REVOKE, "South must follow suit in spades", __LINE__);

	/* Out of range. */
	q = p;
	q.strain = 5;
	expect_error(&q, DD_ERR_RANGE, "strain 5 out of range", __LINE__);
	q.strain = -1;
	expect_error(&q, DD_ERR_RANGE, "strain -1 out of range", __LINE__);
	q = p;
	q.leader = 4;
	expect_error(&q, DD_ERR_RANGE, "leader 4 out of range", __LINE__);
	q.leader = -2;
	expect_error(&q, DD_ERR_RANGE, "leader -2 out of range", __LINE__);
	q = p;
	q.nplayed = -1;
	expect_error(&q, DD_ERR_RANGE, "-1 cards played from hands of 13", __LINE__);
	q.nplayed = 53;
	expect_error(&q, DD_ERR_RANGE, "53 cards played from hands of 13", __LINE__);
	q = make_pos("N:AK... QJ... T9... 87...", DD_NOTRUMP, DD_NORTH, "");
	q.nplayed = 9;
	expect_error(&q, DD_ERR_RANGE, "9 cards played from hands of 2", __LINE__);
	q = make_pos(REF_DEAL, DD_NOTRUMP, DD_WEST, "HA H3");
	q.played[q.nplayed++] = DD_CARD(DD_HEARTS, 15);
	expect_error(&q, DD_ERR_RANGE, "card 3 of the play is not a card", __LINE__);
	q.played[2] = DD_CARD(4, 2);
	expect_error(&q, DD_ERR_RANGE, "card 3 of the play is not a card", __LINE__);
	q.played[2] = 0;
	expect_error(&q, DD_ERR_RANGE, "card 3 of the play is not a card", __LINE__);
}

/* ------------------------------------------------------------------ */
/* Hand-built endings */

/* Scores of dd_score_cards as a map card -> tricks (-1 when absent). */
static dd_status score_map(dd_ctx *c, const dd_position *p, int map[64], int *count)
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

static int solve(dd_ctx *c, const dd_position *p)
{
	int t = -1;
	dd_error err;
	CHECKC(dd_solve(c, p, &t, &err) == DD_OK, bf_pos_text(p));
	return t;
}

static void test_hand_endings(void)
{
	dd_ctx *c = dd_new(1);
	dd_position p;
	int map[64], n;

	/* One card each: North S A, East H 2, South S 2, West D 2.  The
	 * card led wins unless someone else holds its suit or a trump.  In
	 * notrump: North leads the SA and wins (North-South 1); East leads
	 * the H2, which no one can follow, and wins (East-West 1).  West's
	 * D2 wins the same way when West leads.  In hearts, East's H2 ruffs
	 * North's SA: North-South 0; East on lead: East-West 1. */
	p = make_pos("N:A... .2.. 2... ..2.", DD_NOTRUMP, DD_NORTH, "");
	CHECK_INT(solve(c, &p), 1);
	p.leader = DD_EAST;
	CHECK_INT(solve(c, &p), 1);
	p.leader = DD_WEST;
	CHECK_INT(solve(c, &p), 1);
	p.leader = DD_EAST;
	p.strain = DD_HEARTS;
	CHECK_INT(solve(c, &p), 1);
	p.leader = DD_NORTH;
	CHECK_INT(solve(c, &p), 0);

	/* The finesse.  North S AQ, South S 32, West S K4, East S 65; South
	 * leads.  West's king is under the AQ: if West plays low North's Q
	 * wins and the A takes the K next; if West plays the K, the A wins
	 * and the Q is good.  North-South 2. */
	p = make_pos("N:AQ... 65... 32... K4...", DD_NOTRUMP, DD_SOUTH, "");
	CHECK_INT(solve(c, &p), 2);
	CHECK_INT(bf_pos(&p), 2);
	/* East holds the king instead (over the AQ): whatever North plays on
	 * the first round, the K takes the Q.  North-South 1. */
	p = make_pos("N:AQ... K4... 32... 65...", DD_NOTRUMP, DD_SOUTH, "");
	CHECK_INT(solve(c, &p), 1);
	CHECK_INT(bf_pos(&p), 1);
	CHECK_INT(score_map(c, &p, map, &n), DD_OK);
	CHECK_INT(n, 2);
	CHECK_INT(map[DD_CARD(DD_SPADES, 3)], 1);
	CHECK_INT(map[DD_CARD(DD_SPADES, 2)], 1);

	/* A ruff.  East SA SK, North H2 C2, South D3 D2, West CA CK; East
	 * leads.  In notrump East cashes both spades: 2.  In hearts North
	 * ruffs the first spade and leads the C2 to West: East-West 1. */
	p = make_pos("N:.2..2 AK... ..32. ...AK", DD_NOTRUMP, DD_EAST, "");
	CHECK_INT(solve(c, &p), 2);
	p.strain = DD_HEARTS;
	CHECK_INT(solve(c, &p), 1);
	CHECK_INT(score_map(c, &p, map, &n), DD_OK);
	CHECK_INT(n, 2);
	CHECK_INT(map[DD_CARD(DD_SPADES, 14)], 1);
	CHECK_INT(map[DD_CARD(DD_SPADES, 13)], 1);
	/* In spades (East's trumps) East takes both. */
	p.strain = DD_SPADES;
	CHECK_INT(solve(c, &p), 2);

	/* A simple squeeze.  South S Q, H 3, C A; North S 2, H AQ; West
	 * S K, H KJ; East D 432.  Notrump, South leads.  The CA squeezes
	 * West, who must discard before North: a spade bares the S Q's way
	 * (South cashes it and crosses to North's hearts), a heart makes
	 * North's AQ good; North discards after West.  All 3 tricks.
	 * Leading the SQ first loses it to the K, then North's AQ take the
	 * last two hearts: 2.  The H3 first lets West keep both guards
	 * (West plays the J, North can take two hearts at most, the S K
	 * wins the end): 2. */
	p = make_pos("N:2.AQ.. ..432. Q.3..A K.KJ..", DD_NOTRUMP, DD_SOUTH, "");
	CHECK_INT(solve(c, &p), 3);
	CHECK_INT(score_map(c, &p, map, &n), DD_OK);
	CHECK_INT(n, 3);
	CHECK_INT(map[DD_CARD(DD_CLUBS, 14)], 3);
	CHECK_INT(map[DD_CARD(DD_SPADES, 12)], 2);
	CHECK_INT(map[DD_CARD(DD_HEARTS, 3)], 2);
	CHECK_INT(bf_pos(&p), 3);
	/* After the CA and West's H J, North keeps the AQ: the rest is
	 * North-South's (2 more).  After CA and West's S K, North keeps
	 * H AQ, South's S Q is good: also 2. */
	p = make_pos("N:2.AQ.. ..432. Q.3..A K.KJ..", DD_NOTRUMP, DD_SOUTH, "CA HJ S2 D2");
	CHECK_INT(solve(c, &p), 2);
	/* After the CA and West's S K, North (third hand) discards.  The S2
	 * or the HQ keep all 3: South cashes the SQ (West throws a heart)
	 * and leads the H3 to the HA, which drops West's last heart.  The HA
	 * costs a trick: North's HQ is then below West's HK, and whatever
	 * South leads, West's HK takes a trick: 2.  The A and Q are two
	 * moves (West's K lies between them). */
	p = make_pos("N:2.AQ.. ..432. Q.3..A K.KJ..", DD_NOTRUMP, DD_SOUTH, "CA SK");
	CHECK_INT(score_map(c, &p, map, &n), DD_OK);
	CHECK_INT(n, 3);
	CHECK_INT(map[DD_CARD(DD_SPADES, 2)], 3);
	CHECK_INT(map[DD_CARD(DD_HEARTS, 12)], 3);
	CHECK_INT(map[DD_CARD(DD_HEARTS, 14)], 2);
	for (int card = 0; card < 64; card++)
		if (map[card] >= 0)
			CHECK_INT(map[card], bf_after(&p, card));

	/* Mid-trick: East (S K2) leads the S K, South and West discard,
	 * North holds S AQ.  The A wins and the Q is then good over East's
	 * S 2: North-South 2.  The Q loses to the K and East's S 2 loses to
	 * the A: 1.  The A and Q are not equivalent (the K lies between). */
	p = make_pos("N:AQ... K2... ...32 .32..", DD_NOTRUMP, DD_EAST, "SK C2 H2");
	CHECK_INT(score_map(c, &p, map, &n), DD_OK);
	CHECK_INT(n, 2);
	CHECK_INT(map[DD_CARD(DD_SPADES, 14)], 2);
	CHECK_INT(map[DD_CARD(DD_SPADES, 12)], 1);
	dd_free(c);
}

/* ------------------------------------------------------------------ */
/* Move generation */

static const move_t *find_move(const movelist_t *ml, int card)
{
	for (int i = 0; i < ml->n; i++)
		if (ml->m[i].card == card)
			return &ml->m[i];
	return NULL;
}

#define R(r) (1u << (r))
enum { A_ = 14, K_ = 13, Q_ = 12, J_ = 11, T_ = 10 };

static void expect_move(const movelist_t *ml, int card, unsigned seq, int line)
{
	const move_t *m = find_move(ml, card);
	char ctx[64];
	snprintf(ctx, sizeof ctx, "line %d", line);
	if (!CHECKC(m != NULL, ctx))
		return;
	CHECK_INTC(m->seq, seq, ctx);
}

/* Checks what moves_generate must give: one move per maximal run of the
 * mover's legal cards with no other card held at the trick's start
 * between them; the move's card is the top of its run. */
static void check_moves_property(dd_ctx *c, const dd_state *st, const char *ctx)
{
	movelist_t ml;
	moves_generate(c, &ml);
	uint16_t legal[4];
	int nl = dd_legal(st, legal);
	uint64_t start_all = 0;
	for (int h = 0; h < 4; h++)
		start_all |= bf_hand_bits(&st->remaining, h);
	for (int i = 0; i < st->trick_cards; i++)
		start_all |= BIT(st->trick[i]);
	CHECKC(c->trick.start_all == start_all, ctx);
	uint64_t covered = 0;
	int ncards = 0;
	for (int i = 0; i < ml.n; i++) {
		const move_t *m = &ml.m[i];
		int s = DD_SUIT(m->card);
		unsigned seq = m->seq, all = suit_bits(start_all, s);
		uint64_t seq64 = (uint64_t)seq << (16 * s);
		CHECKC((covered & seq64) == 0, ctx);
		covered |= seq64;
		ncards += popcount16(seq);
		CHECKC(seq && top_rank(seq) == DD_RANK(m->card), ctx);
		/* a run: every card held at the start between its ends is in it */
		unsigned span = seq ? (R(top_rank(seq) + 1) - R(low_rank(seq))) : 0;
		CHECKC((all & span) == seq, ctx);
		/* maximal: the next card above and below belong to someone else */
		unsigned above = all & ~(R(top_rank(seq) + 1) - 1);
		unsigned below = all & (R(low_rank(seq)) - 1);
		if (above)
			CHECKC(!(legal[s] & R(low_rank(above))), ctx);
		if (below)
			CHECKC(!(legal[s] & R(top_rank(below))), ctx);
	}
	uint64_t legal64 = 0;
	for (int s = 0; s < 4; s++)
		legal64 |= (uint64_t)legal[s] << (16 * s);
	CHECKC(covered == legal64, ctx);
	CHECK_INTC(ncards, nl, ctx);

}

static void test_moves(void)
{
	dd_ctx *c = dd_new(1);
	dd_state st;
	movelist_t ml;
	dd_position p;

	/* North S AKQ98, East S J and four hearts, South S T and four
	 * diamonds, West five clubs; North leads.  The J and T split
	 * North's spades: AKQ and 98. */
	p = make_pos("N:AKQ98... J.5432.. T..5432. ...65432", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	moves_generate(c, &ml);
	CHECK_INT(ml.n, 2);
	expect_move(&ml, DD_CARD(DD_SPADES, A_), R(A_) | R(K_) | R(Q_), __LINE__);
	expect_move(&ml, DD_CARD(DD_SPADES, 9), R(9) | R(8), __LINE__);

	/* North S AKQ98 H A, East S J6 and four diamonds, South S T and
	 * five clubs, West S 7 and five hearts.  At the start: AKQ, 98 and
	 * the HA.  North leads the HA; East and South, void, discard the
	 * S J and S T; West follows.  North wins and leads again: with the J
	 * and T gone, AKQ98 are one run (West's 7 and East's 6 are below). */
	const char *d6 = "N:AKQ98.A.. J6..5432. T...65432 7.98765..";
	p = make_pos(d6, DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	moves_generate(c, &ml);
	CHECK_INT(ml.n, 3);
	expect_move(&ml, DD_CARD(DD_SPADES, A_), R(A_) | R(K_) | R(Q_), __LINE__);
	expect_move(&ml, DD_CARD(DD_SPADES, 9), R(9) | R(8), __LINE__);
	expect_move(&ml, DD_CARD(DD_HEARTS, A_), R(A_), __LINE__);
	p = make_pos(d6, DD_NOTRUMP, DD_NORTH, "HA SJ ST H5");
	load(c, &p, &st);
	CHECK_INT(st.to_play, DD_NORTH);
	moves_generate(c, &ml);
	CHECK_INT(ml.n, 1);
	expect_move(&ml, DD_CARD(DD_SPADES, A_), R(A_) | R(K_) | R(Q_) | R(9) | R(8), __LINE__);
	check_moves_property(c, &st, "AKQ98 after J, T gone");

	/* Mid-trick: East leads the S K; North, last, holds S AQ.  The K was
	 * held when the trick began, so A and Q are two moves (one wins the
	 * trick, the other does not). */
	p = make_pos("N:AQ... K2... ...32 .32..", DD_NOTRUMP, DD_EAST, "SK C2 H2");
	load(c, &p, &st);
	moves_generate(c, &ml);
	CHECK_INT(ml.n, 2);
	expect_move(&ml, DD_CARD(DD_SPADES, A_), R(A_), __LINE__);
	expect_move(&ml, DD_CARD(DD_SPADES, Q_), R(Q_), __LINE__);

	/* Partner's card splits a run too: North S 97, South S 8. */
	p = make_pos("N:97... .32.. 8..2. ...32", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	moves_generate(c, &ml);
	CHECK_INT(ml.n, 2);
	expect_move(&ml, DD_CARD(DD_SPADES, 9), R(9), __LINE__);
	expect_move(&ml, DD_CARD(DD_SPADES, 7), R(7), __LINE__);

	/* Following suit and discarding.  North S AK H 2, East D 54 C 2,
	 * South C 543, West S Q H 43.  East leads the D5, South and West
	 * discard: North, void, may play anything: S AK (one run: the Q is
	 * below) and the H2 (West's H43 are above it: a run of one). */
	const char *d3 = "N:AK.2.. ..54.2 ...543 Q.43..";
	p = make_pos(d3, DD_NOTRUMP, DD_EAST, "D5 C3 H3");
	load(c, &p, &st);
	moves_generate(c, &ml);
	CHECK_INT(ml.n, 2);
	expect_move(&ml, DD_CARD(DD_SPADES, A_), R(A_) | R(K_), __LINE__);
	expect_move(&ml, DD_CARD(DD_HEARTS, 2), R(2), __LINE__);
	/* West leads the H4: North must follow with the H2 alone. */
	p = make_pos(d3, DD_NOTRUMP, DD_WEST, "H4");
	load(c, &p, &st);
	moves_generate(c, &ml);
	CHECK_INT(ml.n, 1);
	expect_move(&ml, DD_CARD(DD_HEARTS, 2), R(2), __LINE__);

	/* The property on random positions, mid-trick ones included. */
	for (int i = 0; i < 400; i++) {
		random_position(&p, 1 + rnd(8), 12);
		dd_replay(&p, &st, NULL);
		if (st.to_play < 0)
			continue;
		search_load(c, &st, p.strain);
		check_moves_property(c, &st, bf_pos_text(&p));
	}
	dd_free(c);
}

/* ------------------------------------------------------------------ */
/* Quick tricks */

static int quick(dd_ctx *c, const dd_position *p, int need, uint64_t *rel)
{
	dd_state st;
	*rel = 0;
	load(c, p, &st);
	return quick_tricks(c, need, rel);
}

/* quick_tricks() of strain, North on lead, asked for want tricks, must
 * count them with the relevant cards want_rel, and brute force must give
 * North-South exactly want. */
static void check_quick(dd_ctx *c, const char *deal, int strain, int want, uint64_t want_rel)
{
	dd_position p = make_pos(deal, strain, DD_NORTH, "");
	uint64_t rel;
	CHECK_INTC(quick(c, &p, want, &rel), want, deal);
	CHECK_INTC(rel, want_rel, deal);
	CHECK_INTC(bf_pos(&p), want, deal);
}

/* later_tricks() of a hearts contract, North on lead, asked for want
 * tricks (one when want is 0), must be want with the relevant cards
 * want_rel, and brute force must agree: North-South take at most the
 * rest. */
static void check_later_hearts(dd_ctx *c, const char *deal, int want, uint64_t want_rel)
{
	dd_position p = make_pos(deal, DD_HEARTS, DD_NORTH, "");
	dd_state st;
	uint64_t rel = 0;
	load(c, &p, &st);
	CHECK_INTC(later_tricks(c, want ? want : 1, &rel), want, deal);
	CHECK_INTC(rel, want_rel, deal);
	CHECK_INTC(bf_pos(&p) <= (int)st.tricks_left - want, 1, deal);
}

static void test_quick_hand(void)
{
	dd_ctx *c = dd_new(1);
	dd_position p;
	dd_state st;
	uint64_t rel;
	const uint64_t SA = BIT(DD_CARD(0, 14)), SK = BIT(DD_CARD(0, 13)),
		       SQ = BIT(DD_CARD(0, 12)), HA = BIT(DD_CARD(1, 14)),
		       HK = BIT(DD_CARD(1, 13)), HQ = BIT(DD_CARD(1, 12));

	/* North S AKQ, East S JT9, West S 876, South hearts; notrump, North
	 * leads: 3 tricks on top, relying on the A, K and Q. */
	p = make_pos("N:AKQ... JT9... .432.. 876...", DD_NOTRUMP, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 3, &rel), 3);
	CHECK_INT(rel, SA | SK | SQ);
	/* Past what North's cards could give, nothing is counted. */
	CHECK_INT(quick(c, &p, 4, &rel), 0);
	CHECK_INT(bf_pos(&p), 3);
	/* need = 1 may stop early, but not below what it needs. */
	int q = quick(c, &p, 1, &rel);
	CHECK(q >= 1 && q <= 3);
	CHECK((rel & (SA | SK | SQ)) != 0 && (rel & ~(SA | SK | SQ)) == 0);

	/* North D 543, nobody else has a diamond (East spades, South
	 * hearts, West clubs): 3 tricks from the length alone, no card
	 * relied on. */
	p = make_pos("N:..543. AKQ... .AKQ.. ...AKQ", DD_NOTRUMP, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 3, &rel), 3);
	CHECK_INT(rel, 0);
	/* In spades East ruffs the first diamond: no sure trick. */
	p.strain = DD_SPADES;
	CHECK_INT(quick(c, &p, 3, &rel), 0);
	CHECK_INT(bf_pos(&p), 0);

	/* Spades trumps.  North H AKQ, East S 32 H 5, West H 876, South D
	 * 543; North leads.  East follows to the first heart and ruffs the
	 * second: one sure trick, the HA.  (Double dummy it is 1 too.) */
	p = make_pos("N:.AKQ.. 32.5.. ..543. .876..", DD_SPADES, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 1, &rel), 1);
	CHECK_INT(rel, HA);
	CHECK_INT(bf_pos(&p), 1);

	/* Trumps first: spades, North S AKQ, East S 32 D 2, West S 4 D 43,
	 * South hearts.  The AKQ draw the trumps: 3 tricks. */
	p = make_pos("N:AKQ... 32..2. .432.. 4..43.", DD_SPADES, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 3, &rel), 3);
	CHECK(rel & SA);
	CHECK_INT(rel & ~(SA | SK | SQ), 0);

	/* Partner's entry.  North H 2 C 32 (the clubs are West's CA CK's
	 * losers), South H A S AK, East S QJ H K, West H Q C AK; notrump,
	 * North leads.  North has no sure trick of his own, but the H2 to
	 * the HA reaches South, who cashes S AK: 3. */
	check_quick(c, "N:.2..32 QJ.K.. AK.A.. .Q..AK", DD_NOTRUMP, 3, HA | SA | SK);

	/* Both hands' tricks.  North S AKQ H 2, South H A C 543, East S JT9
	 * H K, West H Q C AKQ; notrump, North leads: North cashes his
	 * spades (South discards his clubs), then the H2 reaches the HA: 4,
	 * more than either hand's own. */
	check_quick(c, "N:AKQ.2.. JT9.K.. .A..543 .Q..AKQ", DD_NOTRUMP, 4, SA | SK | SQ | HA);
	/* South discards what his own tricks do not need: with H A D KQJ
	 * (East S JT9 D A, West H KQ3 C A) the diamonds, still 4. */
	check_quick(c, "N:AKQ.2.. JT9..A. .A.KQJ. .KQ3..A", DD_NOTRUMP, 4, SA | SK | SQ | HA);
	/* Spades trumps, North S AK H 2, South H A D 3 C 2, East S Q H K C
	 * A, West S J H Q D A: North draws the trumps (South discards his
	 * minors), then crosses to the HA: 3. */
	check_quick(c, "N:AK.2.. Q.K..A .A.3.2 J.Q.A.", DD_SPADES, 3, SA | SK | HA);
	/* No entry but a ruff: hearts trumps, none with East-West; North S
	 * AK D 32, South S 43 H 2 C A, East S QJ D A C K, West S T D KQ C
	 * Q.  North cashes his spades, South ruffs the D2, cashes the CA:
	 * 4. */
	check_quick(c, "N:AK..32. QJ..A.K 43.2..A T..KQ.Q", DD_HEARTS, 4,
		    SA | SK | BIT(DD_CARD(3, 14)));
	/* With an opponent's trump left (hearts: East H K, West H Q) the
	 * crossing is not counted. */
	p = make_pos("N:AKQ.2.. JT9.K.. .A..543 .Q..AKQ", DD_HEARTS, DD_NORTH, "");
	CHECK(quick(c, &p, 4, &rel) < 4);

	/* The side on lead's trump tricks.  Hearts trumps, North leads and
	 * has no card on top (North H 3 C 5432, East H A4 D 432, South S 432
	 * H K5, West S AKQ C AK): South's HK behind East's HA is a trick. */
	p = make_pos("N:.3..5432 .A4.432. 432.K5.. AKQ...AK", DD_HEARTS, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 1, &rel), 1);
	CHECK_INT(rel, HA | HK);
	CHECK(bf_pos(&p) >= 1);
	/* South's HKQ against West's HA (North H 3 C 5432, East H 4 D
	 * 5432, South S 432 H KQ, West S AKQ H A C A): a trick. */
	p = make_pos("N:.3..5432 .4.5432. 432.KQ.. AKQ.A..A", DD_HEARTS, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 1, &rel), 1);
	CHECK_INT(rel, HA | HK | HQ);
	CHECK(bf_pos(&p) >= 1);

	/* later_tricks.  Hearts trumps, North leads: North S AK H 2, South
	 * S QJ H 3, East S 32 H A, West S T9 H 4: East's HA is a sure trick
	 * for East-West. */
	check_later_hearts(c, "N:AK.2.. 32.A.. QJ.3.. T9.4..", 1, HA);
	/* East holds the HA and HK: two. */
	check_later_hearts(c, "N:AK.2.. 3.AK.. QJ.3.. T9.4..", 2, HA | HK);
	/* East holds the HA, HK and HQ, every trump above North-South's:
	 * three (North S AKQ H 2, East S 3 H AKQ, South S JT9 H 3, West
	 * S 876 H 4). */
	check_later_hearts(c, "N:AKQ.2.. 3.AKQ.. JT9.3.. 876.4..", 3, HA | HK | HQ);
	/* The HA with East, the HK with West, a third trump between them
	 * (East H A5, West H K6): two.  With no third trump (East H A,
	 * West H K) North can lead a trump and they fall together: one, and
	 * North-South take three. */
	check_later_hearts(c, "N:AKQ.2.. 32.A5.. JT9.3.. 87.K6..", 2, HA | HK);
	check_later_hearts(c, "N:AKQ.2.. 432.A.. JT9.3.. 876.K..", 1, HA);
	p = make_pos("N:AKQ.2.. 432.A.. JT9.3.. 876.K..", DD_HEARTS, DD_NORTH, "");
	CHECK_INT(bf_pos(&p), 3);
	/* North-South hold the top trump.  Kx behind the ace: North H A,
	 * East (next after North) H K5: the HK takes a trick (North S AKQ,
	 * East S 32, South S JT9 H 3, West S 876 H 4).  With the HK
	 * singleton North's HA fells it: no trick, North-South take all. */
	check_later_hearts(c, "N:AKQ.A.. 32.K5.. JT9.3.. 876.4..", 1, HA | HK);
	check_later_hearts(c, "N:AKQ.A.. 432.K.. JT9.3.. 876.4..", 0, 0);
	p = make_pos("N:AKQ.A.. 432.K.. JT9.3.. 876.4..", DD_HEARTS, DD_NORTH, "");
	CHECK_INT(bf_pos(&p), 4);
	/* KQ against the ace, wherever the ace sits: West H KQ, North H A. */
	check_later_hearts(c, "N:AKQ.A.. 432.5.. JT9.3.. 87.KQ..", 1, HA | HK | HQ);
	/* Qxx behind AK: North H AK, East H Q54.  With Qx, North's AK fell
	 * it: North-South take all five. */
	check_later_hearts(c, "N:AKQ.AK.. 32.Q54.. JT9..32. 876...32", 1, HA | HK | HQ);
	check_later_hearts(c, "N:AKQ.AK.. 432.Q5.. JT9..32. 876...32", 0, 0);
	p = make_pos("N:AKQ.AK.. 432.Q5.. JT9..32. 876...32", DD_HEARTS, DD_NORTH, "");
	CHECK_INT(bf_pos(&p), 5);
	/* North-South hold the only trump (South's HA) but North has none:
	 * he leads a spade or a diamond, East's ace wins it, South must
	 * follow (North S 42 D 2, East S A D A C A, South S 3 H A D 3, West
	 * C KQJ): one.  With South void in diamonds he could ruff: none. */
	check_later_hearts(c, "N:42..2. A..A.A 3.A.3. ...KQJ", 1, SA | BIT(DD_CARD(2, 14)));
	check_later_hearts(c, "N:42..2. A..A.A 3.A..3 ...KQJ", 0, 0);
	/* No trump left: as in notrump, East's two aces (North S 2 D 2,
	 * East S A D A, South C 32, West C 54). */
	check_later_hearts(c, "N:2..2. A..A. ...32 ...54", 2, SA | BIT(DD_CARD(2, 14)));
	/* North-South have no trump: each of East's two trumps will take a
	 * trick (East H 32 D 2, West H 4 D 3 C 4; North S AK C 2, South S QJ
	 * C 3): 2, from lengths alone. */
	p = make_pos("N:AK...2 .32.2. QJ...3 .4.3.4", DD_HEARTS, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 2);
	CHECK_INT(rel, 0);
	CHECK(bf_pos(&p) <= 1);
	/* Trump length (trump_length()): East's four trumps against North-
	 * South's two take two tricks whatever the ranks, each trick that
	 * North-South win holding one of East's trumps using one of theirs
	 * (North S AKQ H A, East H 9876, South H K D AKQ, West C 5432). */
	check_later_hearts(c, "N:AKQ.A.. .9876.. .K.AKQ. ...5432", 2, 0);
	/* With the ranks: East's H QJ3 against North's K and South's 2: only
	 * the K is above one of East's trumps, so two of them win (North S AK
	 * H K, South H 2 D AK, West C 432). */
	check_later_hearts(c, "N:AK.K.. .QJ3.. .2.AK. ...432", 2,
			   HK | HQ | BIT(DD_CARD(1, 11)) | BIT(DD_CARD(1, 3)) | BIT(DD_CARD(1, 2)));
	/* Notrump: East holds the top spade and the top heart, and North
	 * (S 2 H 2) must lead one of them: East wins it and cashes the
	 * other ace, 2 for East-West. */
	p = make_pos("N:2.2.. A.A.. ..32. ...32", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 2);
	CHECK_INT(rel, SA | HA);
	CHECK_INT(bf_pos(&p), 0);
	/* The length cap (length_cap()), notrump, North on lead needing
	 * both tricks (North S A H 2, East H A D 2, South H 3 D 4, West D 5
	 * C 2): North-South top spades alone, a single card long, so East-West
	 * are sure of one, relying on the HA and the D5. */
	p = make_pos("N:A.2.. .A.2. .3.4. ..5.2", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 1, &rel), 1);
	CHECK_INT(rel, HA | BIT(DD_CARD(2, 5)));
	CHECK_INT(bf_pos(&p), 1);
	/* The other way: North (H 5432) has no top card and no entry, but
	 * East-West (East S 432 H A, West S 765 H K) top hearts alone, a
	 * card long, and cannot take all four: North-South sure of one
	 * (South's SA). */
	p = make_pos("N:.5432.. 432.A.. AKQJ... 765.K..", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(quick_tricks(c, 1, &rel), 1);
	CHECK_INT(rel, SA);
	CHECK(bf_pos(&p) >= 1);
	/* A stopper below the top card: North (S A43) and South (H 432)
	 * need all three tricks; West tops hearts (H A65) and East's S KQJ
	 * hold North-South to one spade trick (they hold one card above the
	 * SQ, East's second highest): the cap is 1, relying on the HA and
	 * the SQ.  (The top cards alone give a cap of 3.) */
	p = make_pos("N:A43... KQJ... .432.. .A65..", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 1, &rel), 1);
	CHECK_INT(rel, HA | SQ);
	CHECK(bf_pos(&p) <= 2);
	/* East also holds the DK under his DA: after winning the lead he
	 * cashes it too, 4 (North S 2 H 2 D 32, East S A H A D AK, South
	 * S 3 H 3 C 54, West D QJ C 76).  When North holds C 32 instead of
	 * D 32, a club lead goes to West, sure of his C76 only: 2. */
	p = make_pos("N:2.2.32. A.A.AK. 3.3..54 ..QJ.76", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 4);
	CHECK_INT(rel, SA | HA | BIT(DD_CARD(2, 14)) | BIT(DD_CARD(2, 13)));
	CHECK_INT(bf_pos(&p), 0);
	p = make_pos("N:2.2..32 A.A.AK. 3.3..54 ..QJ.76", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 2);
	CHECK(bf_pos(&p) <= 2);
	/* The two aces split between East and West: only the trick led
	 * is sure (North S 2 H 2, East S A D 2, West H A C 2). */
	p = make_pos("N:2.2.. A..2. ...43 .A..2", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 1);
	CHECK_INT(rel, SA | HA);
	CHECK(bf_pos(&p) <= 1);
	/* ... but when South holds the top heart, North can lead to it. */
	p = make_pos("N:2.2.. A.3.. .A.2. ...32", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 0);
	CHECK_INT(rel, 0);

	/* quick_trick_after_lead.  Notrump, East leads the S2; South (second
	 * hand) holds the SA, the top spade: sure to win the trick. */
	p = make_pos("N:.43.. 2...2 A..2. K3...", DD_NOTRUMP, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK(quick_trick_after_lead(c, &rel));
	CHECK_INT(rel, SA);
	/* West (third, the leader's partner) holds the SA: not sure. */
	p = make_pos("N:.43.. 2...2 K..2. A3...", DD_NOTRUMP, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK(!quick_trick_after_lead(c, &rel));
	/* Hearts trumps: South, void in spades, ruffs; West follows and
	 * cannot overruff.  Sure, and no rank matters. */
	p = make_pos("N:..43. 2...2 .5.2. K3...", DD_HEARTS, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK(quick_trick_after_lead(c, &rel));
	CHECK_INT(rel, 0);
	/* Hearts trumps, South holds the SA but West is void with a trump:
	 * West ruffs the ace.  Not sure. */
	p = make_pos("N:..54. 2...2 A..2. .3.3.", DD_HEARTS, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK(!quick_trick_after_lead(c, &rel));
	/* East leads the S2 holding the SA: South's SK is the top spade of
	 * the three hands still to play, sure to win (the ace's owner is
	 * fixed with the king's rank). */
	p = make_pos("N:.43.. A2... K..2. 3...3", DD_NOTRUMP, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK(quick_trick_after_lead(c, &rel));
	CHECK_INT(rel, SK);
	CHECK(bf_pos(&p) >= 1);

	/* after_lead_tricks.  Hearts trumps, East leads the D2: South wins
	 * it with the DA, then cashes the HA and HK: all three. */
	const uint64_t DA = BIT(DD_CARD(2, 14));
	p = make_pos("N:..654. .Q.J2. .AK.A. .J.Q3.", DD_HEARTS, DD_EAST, "D2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 3, &rel), 3);
	CHECK_INT(rel, DA | HA | HK);
	CHECK_INT(bf_pos(&p), 3);
	/* South holds the HA and HK alone, void in diamonds: he ruffs with
	 * one of them, two tricks, not three. */
	p = make_pos("N:..3.4 ..2.2 .AK.. ..4.3", DD_HEARTS, DD_EAST, "D2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 2, &rel), 2);
	CHECK_INT(rel, HA | HK);
	/* North holds the DA, South the HA and HK alone: South must ruff
	 * his partner's ace, so the run is not counted. */
	p = make_pos("N:..A.4 ..2.2 .AK.. ..3.3", DD_HEARTS, DD_EAST, "D2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 2, &rel), 0);
	CHECK_INT(bf_pos(&p), 2);
	/* South wins the D2 with the DA; North's two trumps against West's
	 * HA alone give a trick more by length, whatever their ranks (North
	 * has a club to play to this trick). */
	p = make_pos("N:.43..2 ..2.65 ..A.43 .A.3.7", DD_HEARTS, DD_EAST, "D2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 2, &rel), 2);
	CHECK_INT(rel, DA);
	CHECK(bf_pos(&p) >= 2);
	/* Notrump: South wins the S2 with the SA, then cashes the HA and
	 * HK; or, holding the only clubs, his two clubs (no rank relied on). */
	p = make_pos("N:..432. 32.Q.. A.AK.. 4.J2..", DD_NOTRUMP, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 3, &rel), 3);
	CHECK_INT(rel, SA | HA | HK);
	CHECK_INT(bf_pos(&p), 3);
	p = make_pos("N:..432. 32.Q.. A...32 4.J2..", DD_NOTRUMP, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 3, &rel), 3);
	CHECK_INT(rel, SA);
	CHECK_INT(bf_pos(&p), 3);
	dd_free(c);
}

/* The quick-trick functions on random positions: every count must hold
 * for the position and for positions that agree with it on the lengths
 * and on the owners of the cards it relied on (and all higher ones). */
static void test_quick_random(int iterations)
{
	dd_ctx *c = dd_new(1);
	long counted = 0, after_lead = 0, after_run = 0;
	/* brute force costs about 1 ms at 5 cards a hand: few of those */
	static const int sizes[] = { 1, 2, 3, 3, 4, 4, 4, 5 };
	for (int it = 0; it < iterations; it++) {
		int n = sizes[rnd(8)];
		uint64_t hand[4], var[4];
		dd_position p;
		dd_state st;
		memset(&p, 0, sizeof p);
		random_hands(hand, n);
		bf_deal_from_bits(&p.deal, hand);
		p.strain = rnd(5);
		p.leader = rnd(4);
		if (!load(c, &p, &st))
			continue;
		const int L = st.to_play;
		uint64_t all = hand[0] | hand[1] | hand[2] | hand[3];
		const int ns0 = bf_ns(hand, p.strain, L, 0, NULL);
		const int needs[] = { 1, 2 + rnd(n > 1 ? n - 1 : 1), 13 };
		for (int k = 0; k < 3; k++) {
			uint64_t rel = 0;
			int q = quick_tricks(c, needs[k], &rel);
			const char *ctx = hands_text(hand, p.strain, L);
			CHECKC(q >= 0 && q <= n, ctx);
			CHECKC((rel & ~all) == 0, ctx);
			if (q == 0)
				continue;
			counted++;
			for (int v = 0; v < 3; v++) {
				if (v)
					variant(hand, rel, var);
				else
					memcpy(var, hand, sizeof var);
				int ns = v ? bf_ns(var, p.strain, L, 0, NULL) : ns0;
				int side = is_ns(L) ? ns : n - ns;
				if (!CHECKC(side >= q, hands_text(var, p.strain, L))) {
					printf("    quick_tricks(need %d) = %d, side takes %d\n",
					       needs[k], q, side);
					break;
				}
			}
		}
		uint64_t rel = 0;
		int q = later_tricks(c, needs[it % 3], &rel);
		CHECKC(q >= 0 && q <= n && (rel & ~all) == 0, hands_text(hand, p.strain, L));
		if (q > 0) {
			for (int v = 0; v < 3; v++) {
				if (v)
					variant(hand, rel, var);
				else
					memcpy(var, hand, sizeof var);
				int ns = v ? bf_ns(var, p.strain, L, 0, NULL) : ns0;
				int other = is_ns(L) ? n - ns : ns;
				if (!CHECKC(other >= q, hands_text(var, p.strain, L))) {
					printf("    later_tricks(need %d) = %d, the other side takes %d\n",
					       needs[it % 3], q, other);
					break;
				}
			}
		}

		/* After a lead: play a random card and ask the second hand. */
		play_random(&p);
		if (!load(c, &p, &st))
			continue;
		bf_state_hands(&st, hand);
		int side = st.to_play & 1;
		/* Its sure tricks from here on, for a random need: brute
		 * force must give the side to play as many. */
		const int left = st.tricks_left, aneed = 1 + rnd(left);
		rel = 0;
		q = after_lead_tricks(c, aneed, &rel);
		CHECKC(q == 0 || (q >= aneed && q <= left && (rel & ~all) == 0), bf_pos_text(&p));
		if (q > 1) {
			after_run++;
			for (int v = 0; v < 4; v++) {
				if (v)
					variant(hand, rel, var);
				else
					memcpy(var, hand, sizeof var);
				int tc[4] = { st.trick[0], 0, 0, 0 };
				int ns = bf_ns(var, p.strain, st.trick_leader, 1, tc);
				int got = side ? left - ns : ns;
				if (!CHECKC(got >= q, bf_pos_text(&p))) {
					printf("    after_lead_tricks(need %d) = %d, the side to play takes %d\n",
					       aneed, q, got);
					break;
				}
			}
		}
		rel = 0;
		if (!quick_trick_after_lead(c, &rel))
			continue;
		after_lead++;
		for (int v = 0; v < 4; v++) {
			if (v)
				variant(hand, rel, var);
			else
				memcpy(var, hand, sizeof var);
			int tc[4] = { st.trick[0], 0, 0, 0 };
			if (!CHECKC(bf_trick_won_by(var, p.strain, st.trick_leader, 1, tc, side),
				    bf_pos_text(&p)))
				break;
		}
	}
	/* The tests above must have had something to test. */
	CHECK(counted > iterations / 4);
	CHECK(after_lead > iterations / 20);
	CHECK(after_run > iterations / 200);
	dd_free(c);
}

/* ------------------------------------------------------------------ */
/* The transposition table alone */

static int probe(tt_t *tt, uint64_t key, int leader, const uint64_t pat[2], int ns_won,
		 int target)
{
	uint64_t mask[2] = { 0, 0 };
	int best = 0;
	return tt_probe(tt, key, leader, pat, ns_won, target, mask, &best);
}

static const tt_slot *slot_of(const tt_t *tt, uint64_t key, int leader)
{
	for (uint32_t i = 0; i < tt->nslots; i++)
		if (tt_slot_used(tt, &tt->slots[i]) && tt->slots[i].key == key &&
		    tt->slots[i].leader == leader)
			return &tt->slots[i];
	return NULL;
}

static void test_tt_patterns(void)
{
	tt_t tt;
	CHECK_INT(tt_init(&tt, 1 << 16), 0);

	/* Spades A..7 (8 cards): North A 8, East K 7, South Q 9, West J T;
	 * and two small cards each in hearts (North, East) or diamonds.  The relevant cards
	 * are the A, K, Q: the entry covers the owners of the Q and above. */
	dd_deal d;
	uint64_t a[4], b[4], pat[2], mask[2], pb[2];
	CHECK(parse_deal("N:A8.32.. K7.54.. Q9..32. JT..54.", &d));
	for (int h = 0; h < 4; h++)
		a[h] = bf_hand_bits(&d, h);
	uint64_t key = my_lenkey(a);
	my_pattern(a, pat);
	uint64_t rel = BIT(DD_CARD(0, 14)) | BIT(DD_CARD(0, 13)) | BIT(DD_CARD(0, 12));
	my_mask(a, rel, mask);
	/* the Q is the 6th lowest of 8: lanes 5..7 */
	CHECK_INT(mask[0], 0xfc00);
	CHECK_INT(mask[1], 0);
	tt_store(&tt, key, DD_NORTH, pat, mask, 2, 3, DD_CARD(0, 14));

	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 2), 1);  /* lb 2 >= 2 */
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 1, 3), 1);  /* 1 + 2 >= 3 */
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 4), 0);  /* ub 3 < 4 */
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 3), -1); /* 2..3: open */
	CHECK_INT(probe(&tt, key, DD_EAST, pat, 0, 2), -1);  /* other leader */
	CHECK_INT(probe(&tt, key + 1, DD_NORTH, pat, 0, 2), -1);
	{
		uint64_t m[2] = { 0, 0 };
		int best = 0;
		uint64_t lim[2];
		my_limit(a, lim);
		CHECK_INT(tt_probe(&tt, key, DD_NORTH, pat, 0, 4, m, &best), 0);
		CHECK_INT(m[0] & lim[0], mask[0]);
		CHECK_INT(m[1] & lim[1], mask[1]);
		CHECK_INT(best, DD_CARD(0, 14));
		best = 0;
		CHECK_INT(tt_probe(&tt, key, DD_NORTH, pat, 0, 3, m, &best), -1);
		CHECK_INT(best, DD_CARD(0, 14)); /* still a hint for ordering */
	}

	/* Owners below the mask differ: S 8 to East, S 7 to North. */
	CHECK(parse_deal("N:A7.32.. K8.54.. Q9..32. JT..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	CHECK_INT(my_lenkey(b), key);
	my_pattern(b, pb);
	CHECK(pb[0] != pat[0]);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), 1);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 4), 0);
	/* The J and the 9 change owners (South S QJ, West S T9): still below. */
	CHECK(parse_deal("N:A8.32.. K7.54.. QJ..32. T9..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	my_pattern(b, pb);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), 1);
	/* Hearts and diamonds are outside the mask: swap North's and East's
	 * hearts around. */
	CHECK(parse_deal("N:A8.52.. K7.43.. Q9..32. JT..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	my_pattern(b, pb);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 4), 0);
	/* The Q changes owner (West S QT, South S J9): no match at all. */
	CHECK(parse_deal("N:A8.32.. K7.54.. J9..32. QT..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	my_pattern(b, pb);
	for (int t = 0; t <= 5; t++)
		CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, t + 1), -1);
	/* The A changes owner (North S K8, East S A7). */
	CHECK(parse_deal("N:K8.32.. A7.54.. Q9..32. JT..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	my_pattern(b, pb);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), -1);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 4), -1);
	/* Relative ranks: the same holdings one rank lower everywhere in
	 * spades (the A played long ago): K Q J T 9 8 7 6 with the same
	 * owners by relative rank give the same pattern, and match. */
	CHECK(parse_deal("N:K7.32.. Q6.54.. J8..32. T9..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	my_pattern(b, pb);
	CHECK_INT(pb[0], pat[0]);
	CHECK_INT(pb[1], pat[1]);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), 1);

	/* The same pattern and mask stored with a lower bound, then an
	 * upper bound (a pattern differing only outside the mask is the same
	 * set of positions): the entries are not merged, and each bound
	 * decides what it can. */
	const tt_slot *s = slot_of(&tt, key, DD_NORTH);
	CHECK(s && s->count == 1);
	uint64_t pat2[2] = { pat[0] ^ 0x3, pat[1] ^ 0xf0 }; /* outside the mask */
	tt_store(&tt, key, DD_NORTH, pat2, mask, 3, 6, 0);
	tt_store(&tt, key, DD_NORTH, pat, mask, 0, 3, 0);
	s = slot_of(&tt, key, DD_NORTH);
	CHECK(s && s->count == 3);
	/* Newest last; the two new entries hold the same stored pattern (the
	 * owners outside the mask are not kept). */
	const tt_entry *blk = &tt.pool[s->first];
	CHECK_INT(tt_entry_lb(&blk[0]), 2);
	CHECK_INT(tt_entry_lb(&blk[1]), 3);
	CHECK_INT(tt_entry_ub(&blk[1]), 6);
	CHECK_INT(tt_entry_lb(&blk[2]), 0);
	CHECK_INT(tt_entry_ub(&blk[2]), 3);
	CHECK_INT(blk[1].w[0], blk[2].w[0]);
	CHECK_INT(blk[1].w[1] & TT_LANES, blk[2].w[1] & TT_LANES);
	/* The scan starts from the end, and the entry that decides moves
	 * there, the others keeping their order. */
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 3), 1);  /* (3, 6) decides */
	CHECK_INT(tt_entry_lb(&blk[2]), 3);
	CHECK_INT(tt_entry_ub(&blk[1]), 3);
	CHECK_INT(tt_entry_lb(&blk[0]), 2);
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 4), 0);  /* (0, 3) decides */
	CHECK_INT(tt_entry_ub(&blk[2]), 3);
	CHECK_INT(tt_entry_lb(&blk[1]), 3);
	CHECK_INT(tt_entry_lb(&blk[0]), 2);
	/* A wider mask is a different entry. */
	uint64_t wide[2] = { mask[0] | 0x3ff, mask[1] };
	tt_store(&tt, key, DD_NORTH, pb, wide, 0, 1, 0);
	s = slot_of(&tt, key, DD_NORTH);
	CHECK(s && s->count == 4);
	/* From the lowest spade up or from the second lowest: the same set of
	 * positions (the slot's lengths fix the lowest card's owner), so the
	 * same stored pattern and mask. */
	uint64_t wide1[2] = { mask[0] | 0x3fc, mask[1] };
	tt_store(&tt, key, DD_NORTH, pb, wide1, 1, 1, 0);
	s = slot_of(&tt, key, DD_NORTH);
	CHECK(s && s->count == 5);
	CHECK_INT(tt.pool[s->first + 3].w[0], tt.pool[s->first + 4].w[0]);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), 0);   /* ub 1 */

	/* tt_clear forgets everything (a new epoch: the slots are not
	 * written); the slot is taken again, from its first entry. */
	tt_clear(&tt);
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 4), -1);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), -1);
	CHECK_INT(tt.used_slots, 0);
	CHECK_INT(tt.pool_used, 0);
	CHECK(slot_of(&tt, key, DD_NORTH) == NULL);
	tt_store(&tt, key, DD_NORTH, pat, mask, 2, 3, 0);
	s = slot_of(&tt, key, DD_NORTH);
	CHECK(s && s->count == 1 && s->first == 0);
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 2), 1);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), 1);   /* the Q's owner kept */
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 4), 0);
	/* The last epoch before the counter wraps: the clear writes every
	 * slot then, and starts again from epoch 1. */
	tt.epoch = 0xffffffffu;
	tt.slots[0].epoch = tt.epoch;      /* a slot of that epoch */
	tt.slots[0].key = key;
	tt.slots[0].leader = DD_EAST;
	tt.used_slots++;
	tt_clear(&tt);
	CHECK_INT(tt.epoch, 1);
	CHECK_INT(tt.slots[0].epoch, 0);
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 2), -1);
	CHECK_INT(probe(&tt, key, DD_EAST, pat, 0, 2), -1);
	tt_store(&tt, key, DD_EAST, pat, mask, 2, 3, 0);
	CHECK_INT(probe(&tt, key, DD_EAST, pat, 0, 2), 1);
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 2), -1);
	tt_free(&tt);
	CHECK(tt.slots == NULL && tt.pool == NULL);
}

/* A random pattern whose true value depends on CORE bits only (the top
 * 8 relative ranks of a 13-card spade lane); every mask covers CORE, so
 * entries never disagree.  Masks have the form the search makes: per
 * suit, all ones from some relative rank up.  The keys of these tests
 * give spades 13 cards (synth_key()): the table leaves out what the
 * slot's lengths fix (the lowest card of a suit, ranks past its length). */
#define CORE 0x03fffc00ull
#define SPADE_NIBBLES 0x000f000f000f000full
static uint64_t synth_key(uint64_t k)
{
	return (k & ~SPADE_NIBBLES) | 4 | 3ull << 16 | 3ull << 32 | 3ull << 48;
}
static void random_mask(uint64_t mask[2])
{
	uint32_t lane[4];
	lane[0] = lane_from(rnd(6));
	for (int s = 1; s < 4; s++)
		lane[s] = lane_from(rnd(17));
	mask[0] = lane[0] | (uint64_t)lane[1] << 32;
	mask[1] = lane[2] | (uint64_t)lane[3] << 32;
}
static int truth(const uint64_t pat[2])
{
	uint64_t h = (pat[0] & CORE) * 0x9e3779b97f4a7c15ull;
	return (int)((h >> 40) % 14);
}

/* After storing (lb, ub) for pat, probes of pat must decide every target
 * the bounds decide, the way the truth says. */
static void check_just_stored(tt_t *tt, uint64_t key, int leader, const uint64_t pat[2],
			      int lb, int ub)
{
	int ns_won = rnd(3);
	if (lb > 0)
		CHECK_INT(probe(tt, key, leader, pat, ns_won, ns_won + lb), 1);
	if (ub < 13)
		CHECK_INT(probe(tt, key, leader, pat, ns_won, ns_won + ub + 1), 0);
	/* a target already reached: any matching entry proves it */
	CHECK_INT(probe(tt, key, leader, pat, ns_won, ns_won), 1);
}

static void test_tt_growth(void)
{
	tt_t tt;
	uint64_t pat[2];
	int lb, ub;

	/* The smallest table: 16 slots and room for about 230 entries. */
	CHECK_INT(tt_init(&tt, 4096), 0);
	CHECK(tt.nslots >= 4 && (tt.nslots & (tt.nslots - 1)) == 0);
	CHECK(tt.pool_size >= 32 && tt.pool_size < 300);
	printf("    tiny table: %u slots, %u entries\n", tt.nslots, tt.pool_size);

	/* One slot grows 4, 5, 6, 7, 8, 10, ... until the pool is full (the
	 * blocks it leaves wait for other slots); then the store is refused
	 * and nothing already there is lost. */
	const uint64_t K1 = synth_key(0x1110);
	uint32_t prev_cap = 0;
	int stored = 0, refused = 0;
	uint64_t first_pat[2];
	int first_lb = 0;
	for (int i = 0; i < 400 && !refused; i++) {
		uint32_t used_before = tt.pool_used;
		const tt_slot *s0 = slot_of(&tt, K1, 2);
		int count_before = s0 ? s0->count : 0;
		pat[0] = rng_next();
		pat[1] = rng_next();
		uint64_t mask[2];
		random_mask(mask);
		int v = truth(pat);
		lb = rnd(2) ? v : rnd(v + 1);
		ub = rnd(2) ? v : v + rnd(14 - v);
		if (tt_store(&tt, K1, 2, pat, mask, lb, ub, 1 + rnd(60)) != 0) {
			refused++;
			const tt_slot *s = slot_of(&tt, K1, 2);
			CHECK(s != NULL && s->count == count_before);
			CHECK_INT(tt.pool_used, used_before);
			break;
		}
		if (i == 0) {
			memcpy(first_pat, pat, sizeof pat);
			first_lb = lb;
		}
		stored++;
		check_just_stored(&tt, K1, 2, pat, lb, ub);
		const tt_slot *s = slot_of(&tt, K1, 2);
		if (!CHECK(s != NULL))
			break;
		CHECK(s->cap >= prev_cap);
		CHECK(s->count <= s->cap);
		CHECK(tt.pool_used <= tt.pool_size);
		prev_cap = s->cap;
	}
	CHECK_INT(refused, 1);
	CHECK(stored > 20);
	if (first_lb > 0)
		CHECK_INT(probe(&tt, K1, 2, first_pat, 0, first_lb), 1);

	/* Many slots: up to 12 keys in a 16-slot array (so linear probing
	 * past occupied slots all but surely happens: every key must still
	 * be found); when the array is three quarters full a new key is
	 * refused and the others stay. */
	tt_clear(&tt);
	uint64_t keys[40];
	uint64_t pats[40][2];
	int lbs[40], ubs[40];
	int kept = 0;
	for (int i = 0; i < 40; i++) {
		keys[i] = synth_key(0x100 + (uint64_t)i * 0x1000000);
		uint32_t before = tt.used_slots;
		pats[i][0] = rng_next();
		pats[i][1] = rng_next();
		uint64_t mask[2];
		random_mask(mask);
		int v = truth(pats[i]);
		lbs[i] = rnd(v + 1);
		ubs[i] = v + rnd(14 - v);
		int r = tt_store(&tt, keys[i], i & 3, pats[i], mask, lbs[i], ubs[i], 0);
		CHECK(tt.used_slots * 4 <= tt.nslots * 3);
		if (r != 0) {
			CHECK_INT(tt.used_slots, before);
			CHECK_INT(probe(&tt, keys[i], i & 3, pats[i], 0, 0), -1);
		} else {
			kept = i + 1;
			check_just_stored(&tt, keys[i], i & 3, pats[i], lbs[i], ubs[i]);
		}
	}
	CHECK(kept >= 4 && kept < 40);
	/* every key stored is still there */
	for (int j = 0; j < kept; j++)
		if (lbs[j] > 0)
			CHECK_INT(probe(&tt, keys[j], j & 3, pats[j], 0, lbs[j]), 1);
	tt_free(&tt);

	/* The cyclic overwrite: a table large enough for a slot to reach
	 * TT_MAX_ENTRIES; past that the oldest entries go first. */
	CHECK_INT(tt_init(&tt, (size_t)256 * TT_MAX_ENTRIES), 0);
	int total = 0;
	const tt_slot *s = NULL;
	static uint64_t hist[4 * TT_MAX_ENTRIES + 8][2];
	static int hlb[4 * TT_MAX_ENTRIES + 8];
	for (int i = 0; i < 2 * TT_MAX_ENTRIES + 5; i++, total++) {
		/* distinct patterns: the index in the core bits */
		hist[i][0] = ((uint64_t)i << 16 | (uint64_t)i) ^ (rng_next() << 32);
		hist[i][1] = rng_next();
		uint64_t mask[2] = { 0xffffffffull, 0 };
		hlb[i] = 1 + rnd(5);
		tt_store(&tt, K1, 0, hist[i], mask, hlb[i], 13, 0);
		CHECK_INT(probe(&tt, K1, 0, hist[i], 0, hlb[i]), 1);
	}
	s = slot_of(&tt, K1, 0);
	if (CHECK(s != NULL)) {
		CHECK(s->cap >= TT_MAX_ENTRIES);
		CHECK_INT(s->count, s->cap);
		/* the last cap entries are there, the ones before are not */
		int cap = s->cap, miss = 0, lost = 0;
		for (int i = 0; i < total; i++) {
			int r = probe(&tt, K1, 0, hist[i], 0, hlb[i]);
			if (i >= total - cap)
				miss += r != 1;
			else
				lost += r != -1;
		}
		CHECK_INT(miss, 0);
		CHECK_INT(lost, 0);
		CHECK(tt.pool_used < tt.pool_size);
	}
	tt_free(&tt);

	/* A block a slot leaves when it grows is given to the next slot
	 * that needs one of its size: five entries in one slot (a block of
	 * 4, then of 5) and one in another use 9 entries of the pool, not
	 * 13; every entry is still found. */
	CHECK_INT(tt_init(&tt, 1 << 16), 0);
	const uint64_t KA = synth_key(0xa10), KB = synth_key(0xb20);
	uint64_t ap[5][2];
	uint64_t one[2] = { 0xffffffffull, 0 };
	for (int i = 0; i < 5; i++) {
		ap[i][0] = (uint64_t)(i + 1) << 2; /* above the lowest card */
		ap[i][1] = 0;
		CHECK_INT(tt_store(&tt, KA, 1, ap[i], one, 2, 13, 0), 0);
	}
	CHECK_INT(tt.pool_used, 9);
	CHECK_INT(tt.free_entries, 4);
	uint64_t bp[2] = { 7 << 2, 0 };
	CHECK_INT(tt_store(&tt, KB, 1, bp, one, 0, 3, 0), 0);
	CHECK_INT(tt.pool_used, 9);
	CHECK_INT(tt.free_entries, 0);
	for (int i = 0; i < 5; i++)
		CHECK_INT(probe(&tt, KA, 1, ap[i], 0, 2), 1);
	CHECK_INT(probe(&tt, KB, 1, bp, 0, 4), 0);
	tt_free(&tt);
}

/* The search is fail-soft: a search that fails stores the bound it
 * proved, not only "below the target", so a later search for a lower
 * target can be settled by the root's table entry alone.  Random 5-trick
 * positions where North-South take at most 3: a search for two tricks
 * more than they take, then one for one more; the second must be right,
 * and in some positions (where the first needed a search) settled at the
 * root in one node, which a search storing only "fewer than the target"
 * never does. */
static void test_fail_soft(void)
{
	dd_ctx *c = dd_new(1);
	int settled = 0, tried = 0;
	for (int it = 0; it < 400; it++) {
		uint64_t hand[4];
		dd_position p;
		dd_state st;
		memset(&p, 0, sizeof p);
		random_hands(hand, 5);
		bf_deal_from_bits(&p.deal, hand);
		p.strain = rnd(5);
		p.leader = rnd(4);
		int v = bf_ns(hand, p.strain, p.leader, 0, NULL);
		if (v > 3)
			continue;
		dd_reset(c);
		if (!load(c, &p, &st))
			continue;
		uint64_t n0 = dd_nodes(c);
		CHECK(search_root(c, v + 2) < v + 2);
		uint64_t n1 = dd_nodes(c);
		load(c, &p, &st);
		CHECKC(search_root(c, v + 1) <= v, hands_text(hand, p.strain, p.leader));
		uint64_t n2 = dd_nodes(c);
		load(c, &p, &st);
		CHECKC(search_root(c, v) >= v, hands_text(hand, p.strain, p.leader));
		if (n1 - n0 > 1) {
			tried++;
			settled += n2 - n1 == 1;
		}
	}
	printf("    %d of %d second searches settled at the root\n", settled, tried);
	CHECK(tried > 50);
	CHECK(settled > 0);
	dd_free(c);
}

/* A random model check: stores and probes on a tiny table, with keys that
 * fill and refill it; a probe may miss, but a cutoff must match the
 * truth, and a just-stored entry must be found. */
static int tab_probe(tt_table *tt, uint64_t key, int leader, const uint64_t pat[2],
		     int ns_won, int target)
{
	uint64_t mask[2] = { 0, 0 };
	int best = 0;
	return ttab_probe(tt, key, leader, pat, ns_won, target, mask, &best, NULL);
}

static void tab_random_store(tt_table *tt, uint64_t key, int leader, uint64_t pat[2], int *lb,
			     int *ub)
{
	pat[0] = rng_next();
	pat[1] = rng_next();
	uint64_t mask[2];
	random_mask(mask);
	int v = truth(pat);
	*lb = rnd(2) ? v : rnd(v + 1);
	*ub = rnd(2) ? v : v + rnd(14 - v);
	ttab_store(tt, key, leader, pat, mask, *lb, *ub, 1 + rnd(60));
}

static void tab_check_just_stored(tt_table *tt, uint64_t key, int leader,
				  const uint64_t pat[2], int lb, int ub)
{
	int ns_won = rnd(3);
	if (lb > 0)
		CHECK_INT(tab_probe(tt, key, leader, pat, ns_won, ns_won + lb), 1);
	if (ub < 13)
		CHECK_INT(tab_probe(tt, key, leader, pat, ns_won, ns_won + ub + 1), 0);
	CHECK_INT(tab_probe(tt, key, leader, pat, ns_won, ns_won), 1);
}

/* The two generations: the table never holds more than its size, a full
 * young generation makes the old one go (never everything at once), an
 * entry stored since the last change is still found, and an entry found
 * in the old generation is kept in the young one. */
static void test_tt_generations(void)
{
	tt_table tt;
	CHECK_INT(ttab_init(&tt, 16384), 0);
	enum { N = 3000 };
	static uint64_t pats[N][2], keys[N];
	static int lbs[N], ubs[N];
	static uint64_t turn_at[N + 1];
	uint64_t kept_pat[2], kept_key = 0;
	int kept_lb = 0;
	for (int i = 0; i < N; i++) {
		keys[i] = synth_key(0x100 + (uint64_t)rnd(40) * 0x1000000);
		int leader = (int)(keys[i] >> 24) & 3;
		uint64_t before = tt.turns;
		tab_random_store(&tt, keys[i], leader, pats[i], &lbs[i], &ubs[i]);
		turn_at[i] = tt.turns;
		CHECK(tt.turns - before <= 1);
		CHECK(ttab_used(&tt) <= ttab_capacity(&tt));
		tab_check_just_stored(&tt, keys[i], leader, pats[i], lbs[i], ubs[i]);
		/* Everything stored in this generation is there (the tiny
		 * table never reaches the per-slot overwrite). */
		for (int j = i; j >= 0 && turn_at[j] == tt.turns; j--)
			if (lbs[j] > 0)
				CHECK_INT(tab_probe(&tt, keys[j], (int)(keys[j] >> 24) & 3, pats[j], 0,
						    lbs[j]), 1);
		/* One entry used all along survives every change. */
		if (kept_lb == 0) {
			memcpy(kept_pat, pats[i], sizeof kept_pat);
			kept_lb = lbs[i];
			kept_key = keys[i];
		}
		if (kept_lb > 0)
			CHECK_INT(tab_probe(&tt, kept_key, (int)(kept_key >> 24) & 3, kept_pat, 0,
					    kept_lb), 1);
	}
	CHECK(tt.turns >= 3);
	printf("    16 KB table: %llu generation changes in %d stores\n",
	       (unsigned long long)tt.turns, N);
	ttab_clear(&tt);
	CHECK_INT(ttab_used(&tt), 0);
	ttab_free(&tt);
}

/* Entries of the same pattern and mask: kept apart while the table has
 * never filled, merged (bounds intersected) once it has. */
static void test_tt_merge(void)
{
	tt_table tt;
	CHECK_INT(ttab_init(&tt, 16384), 0);
	const uint64_t key = synth_key(0x2220);
	uint64_t pat[2] = { 0x0155aa00ull, 0x12345678ull }, mask[2] = { CORE, 0 };
	int leader = 1;
	ttab_store(&tt, key, leader, pat, mask, 2, 13, 0);
	ttab_store(&tt, key, leader, pat, mask, 0, 3, 0);
	const tt_slot *s = slot_of(&tt.gen[tt.young], key, leader);
	CHECK(tt.turns == 0 && s && s->count == 2);
	CHECK_INT(tab_probe(&tt, key, leader, pat, 0, 2), 1);
	CHECK_INT(tab_probe(&tt, key, leader, pat, 0, 4), 0);
	/* Fill the table until the generations change. */
	for (int i = 0; i < 20000 && tt.turns == 0; i++) {
		uint64_t p[2];
		int lb, ub;
		uint64_t k = synth_key(0x100 + (uint64_t)rnd(40) * 0x1000000);
		tab_random_store(&tt, k, (int)(k >> 24) & 3, p, &lb, &ub);
	}
	CHECK(tt.turns > 0);
	uint64_t turns = tt.turns;
	ttab_store(&tt, key, 2, pat, mask, 2, 13, 0);
	ttab_store(&tt, key, 2, pat, mask, 0, 3, 0);
	ttab_store(&tt, key, 2, pat, mask, 1, 4, DD_CARD(1, 12));
	const tt_t *y = &tt.gen[tt.young];
	s = slot_of(y, key, 2);
	CHECK(tt.turns == turns && s && s->count == 1);
	if (s) {
		CHECK_INT(tt_entry_lb(&y->pool[s->first]), 2);
		CHECK_INT(tt_entry_ub(&y->pool[s->first]), 3);
		CHECK_INT(tt_entry_best(&y->pool[s->first]), DD_CARD(1, 12));
	}
	CHECK_INT(tab_probe(&tt, key, 2, pat, 0, 2), 1);
	CHECK_INT(tab_probe(&tt, key, 2, pat, 0, 4), 0);
	/* A wider mask stays apart. */
	uint64_t wide[2] = { CORE | 0x3fc, 0 };
	ttab_store(&tt, key, 2, pat, wide, 3, 3, 0);
	s = slot_of(&tt.gen[tt.young], key, 2);
	CHECK(tt.turns == turns && s && s->count == 2);
	ttab_free(&tt);
}

static void test_tt_model(int rounds)
{
	tt_table tt;
	CHECK_INT(ttab_init(&tt, 8192), 0);
	uint64_t keys[24];
	for (int i = 0; i < 24; i++)
		keys[i] = synth_key(rng_next());
	/* a pool of patterns, reused so that probes hit */
	static uint64_t pats[64][2];
	for (int i = 0; i < 64; i++) {
		pats[i][0] = rng_next();
		pats[i][1] = rng_next();
	}
	long hits = 0;
	for (int r = 0; r < rounds; r++) {
		int k = rnd(r < rounds / 2 ? 3 : 24), leader = rnd(4);
		uint64_t pat[2];
		int lb, ub;
		tab_random_store(&tt, keys[k], leader, pat, &lb, &ub);
		if (rnd(2)) {
			/* reuse a pool pattern's core so that probes find it */
			int i = rnd(64);
			pat[0] = (pat[0] & ~CORE) | (pats[i][0] & CORE);
			uint64_t mask[2] = { CORE, 0 };
			int v = truth(pat);
			lb = rnd(v + 1);
			ub = v + rnd(14 - v);
			ttab_store(&tt, keys[k], leader, pat, mask, lb, ub, 0);
		}
		tab_check_just_stored(&tt, keys[k], leader, pat, lb, ub);
		for (int j = 0; j < 4; j++) {
			uint64_t q[2] = { pats[rnd(64)][0], rng_next() };
			if (rnd(4) == 0)
				q[0] = rng_next();
			int ns_won = rnd(4), target = ns_won + rnd(15);
			int res = tab_probe(&tt, keys[rnd(24)], rnd(4), q, ns_won, target);
			if (res >= 0) {
				hits++;
				CHECK_INT(res, ns_won + truth(q) >= target);
			}
		}
		CHECK(ttab_used(&tt) <= ttab_capacity(&tt));
	}
	CHECK(hits > 0);
	CHECK(tt.turns > 0);
	ttab_free(&tt);
}

/* One slot grown past TT_MAX_ENTRIES (so with tags on its older
 * entries, tt.h) against a model of the plain scan: the entries in order
 * of last use, a probe scanning from the newest; the first matching
 * entry whose bounds decide wins and moves to the end; every matching
 * entry scanned with a best move sets it; the oldest entry goes first
 * from a full slot.  Positions share their top cards often (the tags
 * then pass them) and entries pin few or many cards. */
typedef struct {
	uint32_t lane[4];       /* the owners the entry pins, 0 elsewhere */
	int from[4];            /* 0: none pinned, else ranks from..n-1 */
	int lb, ub, best;
} tag_model_entry;

static int tag_model_match(const tag_model_entry *e, const uint32_t q[4], const int n[4])
{
	for (int s = 0; s < 4; s++) {
		if (!e->from[s])
			continue;
		uint32_t x = (q[s] ^ e->lane[s]) >> (2 * e->from[s]);
		if (x & ((1u << (2 * (n[s] - e->from[s]))) - 1))
			return 0;
	}
	return 1;
}

static void test_tt_tags(int rounds)
{
	/* suit totals 11, 9, 7, 5 (the hands' lengths are not checked) */
	static const int n[4] = { 11, 9, 7, 5 };
	uint64_t key = 0;
	for (int s = 0; s < 4; s++) {
		int left = n[s];
		for (int h = 0; h < 4; h++) {
			int l = h < 3 ? (left + 3 - h) / (4 - h) : left;
			key |= (uint64_t)l << (4 * (4 * h + s));
			left -= l;
		}
	}
	tt_t tt;
	CHECK_INT(tt_init(&tt, 1 << 23), 0);
	static tag_model_entry model[TT_MAX_ENTRIES];
	int count = 0;
	static uint32_t base[32][4];
	for (int i = 0; i < 32; i++)
		for (int s = 0; s < 4; s++)
			base[i][s] = (uint32_t)rng_next() & ((1u << (2 * n[s])) - 1);
	long hits = 0, misses = 0, tagged = 0;
	for (int r = 0; r < rounds; r++) {
		/* a position: a base one with some low cards changed */
		uint32_t q[4];
		int b = rnd(32);
		for (int s = 0; s < 4; s++) {
			q[s] = base[b][s];
			int low = rnd(2) ? rnd(n[s] + 1) : n[s];
			uint32_t lm = low ? (1u << (2 * low)) - 1 : 0;
			q[s] = (q[s] & ~lm) | ((uint32_t)rng_next() & lm);
		}
		uint64_t pat[2] = { q[0] | (uint64_t)q[1] << 32, q[2] | (uint64_t)q[3] << 32 };
		if (rnd(3) == 0) {
			/* store an entry for it */
			tag_model_entry e;
			uint64_t mask[2] = { 0, 0 };
			for (int s = 0; s < 4; s++) {
				int f = s == 0 || rnd(4) ? 1 + rnd(n[s] - 1) : 0;
				e.from[s] = f;
				uint32_t ml = f ? (0xffffffffu << (2 * f)) & ((1u << (2 * n[s])) - 1) : 0;
				e.lane[s] = q[s] & ml;
				mask[s >> 1] |= (uint64_t)ml << (32 * (s & 1));
			}
			e.lb = rnd(8);
			e.ub = e.lb + rnd(14 - e.lb);
			e.best = rnd(2) ? 1 + rnd(60) : 0;
			CHECK_INT(tt_store(&tt, key, DD_EAST, pat, mask, e.lb, e.ub, e.best), 0);
			if (count == TT_MAX_ENTRIES) {
				memmove(model, model + 1, (size_t)(count - 1) * sizeof *model);
				count--;
			}
			model[count++] = e;
			continue;
		}
		int ns_won = rnd(3), target = ns_won + rnd(14);
		int want = -1, want_best = 0, at = -1;
		for (int i = count - 1; i >= 0; i--) {
			const tag_model_entry *e = &model[i];
			if (!tag_model_match(e, q, n))
				continue;
			if (e->best)
				want_best = e->best;
			if (ns_won + e->lb >= target || ns_won + e->ub < target) {
				want = ns_won + e->lb >= target;
				at = i;
				break;
			}
		}
		uint64_t m[2] = { 0, 0 };
		int best = 0;
		int got = tt_probe(&tt, key, DD_EAST, pat, ns_won, target, m, &best);
		CHECK_INT(got, want);
		CHECK_INT(best, want_best);
		if (at >= 0) {
			hits++;
			tag_model_entry e = model[at];
			uint64_t wm[2] = { 0, 0 };
			for (int s = 0; s < 4; s++)
				if (e.from[s])
					wm[s >> 1] |= (uint64_t)(0xffffffffu << (2 * e.from[s])) << (32 * (s & 1));
			CHECK_INT(m[0], wm[0]);
			CHECK_INT(m[1], wm[1]);
			memmove(model + at, model + at + 1, (size_t)(count - 1 - at) * sizeof *model);
			model[count - 1] = e;
		} else
			misses++;
		const tt_slot *sl = slot_of(&tt, key, DD_EAST);
		if (sl && sl->tagged)
			tagged++;
	}
	printf("    %ld hits, %ld misses, %ld probes with tags, %d entries\n", hits, misses,
	       tagged, count);
	CHECK(hits > rounds / 40 && misses > rounds / 40 && tagged > rounds / 4);
	tt_free(&tt);
}

/* ------------------------------------------------------------------ */
/* The solver against brute force */

static long audit_entries, probe_hits;

/* Scores and solves pos on c; everything must equal brute force. */
static void check_bf(dd_ctx *c, const dd_position *pos)
{
	dd_state st;
	dd_error err;
	char ctx[400];
	if (!CHECK(dd_replay(pos, &st, &err) == DD_OK))
		return;
	snprintf(ctx, sizeof ctx, "%s", bf_pos_text(pos));
	int ns = bf_state(&st, pos->strain);
	int t = -1;
	CHECK_INTC(dd_solve(c, pos, &t, &err), DD_OK, ctx);
	if (st.to_play < 0) {
		CHECK_INTC(t, 0, ctx);
		int n = -1;
		dd_card_score sc[13];
		CHECK_INTC(dd_score_cards(c, pos, sc, &n, &err), DD_ERR_FINISHED, ctx);
		return;
	}
	CHECK_INTC(t, bf_side_of(&st, ns), ctx);

	dd_card_score sc[13];
	int n = -1;
	CHECK_INTC(dd_score_cards(c, pos, sc, &n, &err), DD_OK, ctx);
	uint16_t legal[4];
	CHECK_INTC(n, dd_legal(&st, legal), ctx);
	int best = -1;
	for (int i = 0; i < n && i < 13; i++) {
		int card = sc[i].card;
		CHECKC(DD_SUIT(card) < 4 && (legal[DD_SUIT(card)] & (1u << DD_RANK(card))), ctx);
		legal[DD_SUIT(card) & 3] &= (uint16_t)~(1u << DD_RANK(card)); /* listed once */
		if (i)	/* suit by suit, spades first, high to low */
			CHECKC(card < sc[i - 1].card
				       ? DD_SUIT(card) == DD_SUIT(sc[i - 1].card)
				       : DD_SUIT(card) > DD_SUIT(sc[i - 1].card),
			       ctx);
		char cctx[420];
		char ct[3];
		bf_card_text(card, ct);
		snprintf(cctx, sizeof cctx, "%s, card %s", ctx, ct);
		CHECK_INTC(sc[i].tricks, bf_after(pos, card), cctx);
		if (sc[i].tricks > best)
			best = sc[i].tricks;
	}
	CHECK_INTC(best, t, ctx);
}

/* Every entry of the table claims bounds for a set of positions: build
 * positions of the set from the entry alone (lengths from the key, the
 * owners of the masked cards from the pattern, the other owners and all
 * the ranks at random) and check the bounds by brute force. */
static void audit_generation(const tt_t *tt, int trump, int completions);
static void audit_table(const dd_ctx *c, int trump, int completions)
{
	for (int g = 0; g < 2; g++)
		audit_generation(&c->tt.gen[g], trump, completions);
}

static void audit_generation(const tt_t *tt, int trump, int completions)
{
	for (uint32_t i = 0; i < tt->nslots; i++) {
		const tt_slot *s = &tt->slots[i];
		if (!tt_slot_used(tt, s))
			continue;
		int len[4][4], cards[4] = { 0, 0, 0, 0 };
		for (int h = 0; h < 4; h++)
			for (int su = 0; su < 4; su++) {
				len[h][su] = (int)(s->key >> (4 * (4 * h + su))) & 15;
				cards[h] += len[h][su];
			}
		if (!CHECK(cards[0] == cards[1] && cards[0] == cards[2] && cards[0] == cards[3] &&
			   cards[0] > 0 && s->leader < 4))
			continue;
		int n = cards[0];
		for (int j = 0; j < s->count; j++) {
			const tt_entry *e = &tt->pool[s->first + j];
			audit_entries++;
			int elb = tt_entry_lb(e), eub = tt_entry_ub(e);
			CHECK(0 <= elb && elb <= eub && eub <= n);
			for (int k = 0; k < completions; k++) {
				uint64_t hand[4] = { 0, 0, 0, 0 };
				bool ok = true;
				for (int su = 0; su < 4 && ok; su++) {
					int total = len[0][su] + len[1][su] + len[2][su] + len[3][su];
					uint32_t lane = tt_entry_lane(e, su);
					int from = entry_from(e, su);
					CHECK(from == 16 || from < total);
					uint32_t mlane = lane_from(from);
					/* random ranks, lowest first */
					int rk[13], m = 0;
					for (int r = 2; r <= 14; r++)
						if (rnd(15 - r) < total - m)
							rk[m++] = r;
					int left[4], owner[13], nfree = 0, freeidx[13];
					for (int h = 0; h < 4; h++)
						left[h] = len[h][su];
					for (int x = 0; x < total; x++) {
						if (((mlane >> (2 * x)) & 3) == 3) {
							owner[x] = (lane >> (2 * x)) & 3;
							if (--left[owner[x]] < 0)
								ok = false;
						} else {
							freeidx[nfree++] = x;
						}
					}
					if (!CHECK(ok))
						break;
					int pool[13], np = 0;
					for (int h = 0; h < 4; h++)
						for (int x = 0; x < left[h]; x++)
							pool[np++] = h;
					for (int x = np - 1; x > 0; x--) {
						int y = rnd(x + 1), t = pool[x];
						pool[x] = pool[y];
						pool[y] = t;
					}
					for (int x = 0; x < nfree; x++)
						owner[freeidx[x]] = pool[x];
					for (int x = 0; x < total; x++)
						hand[owner[x]] |= BIT(DD_CARD(su, rk[x]));
				}
				if (!ok)
					break;
				int v = bf_ns(hand, trump, s->leader, 0, NULL);
				if (!CHECKC(elb <= v && v <= eub, hands_text(hand, trump, s->leader))) {
					printf("    entry bounds %d..%d, North-South take %d\n", elb,
					       eub, v);
					return;
				}
			}
		}
	}
}

/* Probes the engine's table with patterns computed here: for the position
 * and for positions of the same shape; any cutoff must be right. */
static void probe_table(dd_ctx *c, const dd_position *pos)
{
	dd_state st;
	dd_replay(pos, &st, NULL);
	if (st.to_play < 0 || st.trick_cards)
		return;
	uint64_t hand[4], var[4];
	bf_state_hands(&st, hand);
	uint64_t key = my_lenkey(hand);
	for (int v = 0; v < 4; v++) {
		if (v)
			variant(hand, 0, var);
		else
			memcpy(var, hand, sizeof var);
		uint64_t pat[2];
		my_pattern(var, pat);
		int ns = -1;
		for (int t = 1; t <= st.tricks_left; t++) {
			int r = tab_probe(&c->tt, key, st.to_play, pat, 0, t);
			if (r < 0)
				continue;
			if (ns < 0)
				ns = bf_ns(var, pos->strain, st.to_play, 0, NULL);
			probe_hits++;
			CHECK_INTC(r, ns >= t, hands_text(var, pos->strain, st.to_play));
		}
	}
}

static void test_bf_random(int scale)
{
	static const struct {
		int n, count, max_played;
	} plan[] = {
		{ 1, 30, 3 }, { 2, 100, 7 }, { 3, 200, 10 }, { 4, 300, 12 },
		{ 5, 150, 12 }, { 6, 50, 12 },
	};
	dd_ctx *shared = dd_new(1);
	long positions = 0;
	for (size_t k = 0; k < sizeof plan / sizeof plan[0]; k++) {
		int count = plan[k].count * scale / 100;
		for (int i = 0; i < count; i++) {
			dd_position pos;
			random_position(&pos, plan[k].n, plan[k].max_played);
			if (i % 4 == 0) {
				dd_ctx *c = dd_new(1);
				check_bf(c, &pos);
				dd_free(c);
			} else {
				check_bf(shared, &pos);
			}
			positions++;
			if (i % 3 == 0) {
				/* A walk: the rest of a random play, every position
				 * scored on the same context. */
				dd_position w = pos;
				while (play_random(&w)) {
					check_bf(shared, &w);
					positions++;
				}
				if (plan[k].n <= 5)
					audit_table(shared, pos.strain, 2);
			}
			probe_table(shared, &pos);
		}
	}
	printf("    %ld positions, %ld table entries audited, %ld probe hits\n", positions,
	       audit_entries, probe_hits);
	CHECK(audit_entries > 100);
	CHECK(probe_hits > 0);
	dd_free(shared);
}

/* Many small equal cards: the small-card filter must not lose a trick.
 * Each hand holds a long suit of small cards and a top card or two;
 * everything is checked against brute force. */
static void test_small_cards(void)
{
	dd_ctx *c = dd_new(1);
	/* Long runs of small cards split among the hands (North S 65432
	 * against East's S T987, ...), with the honours elsewhere: most
	 * small cards are equivalent, a few are not. */
	static const char *deals[] = {
		"N:A5432... KQ876... JT9.A.2. .KQ.AK.A",
		"N:5432.A.. AKQ.J.2. JT98..3. 76.KQ..2",
		"N:AK.5432.. QJ.AK.2.2 T9.QJ.3.3 .T9876.4.",
		"N:65432... T987.2.. AKQJ.3.. .AKQJ4..",
	};
	for (size_t i = 0; i < sizeof deals / sizeof deals[0]; i++) {
		dd_deal d;
		if (!CHECK(parse_deal(deals[i], &d)))
			continue;
		dd_error err;
		for (int strain = 0; strain < 5; strain++)
			for (int leader = 0; leader < 4; leader++) {
				dd_position p;
				memset(&p, 0, sizeof p);
				p.deal = d;
				p.strain = strain;
				p.leader = leader;
				if (!CHECKC(dd_replay(&p, NULL, &err) == DD_OK, deals[i]))
					break;
				check_bf(c, &p);
				play_random(&p);
				check_bf(c, &p);
			}
	}
	dd_free(c);
}

/* ------------------------------------------------------------------ */
/* Reference positions: cold and warm */

typedef struct {
	dd_position pos;
	int nres;
	int res[64]; /* tricks by card, -1 when not listed */
} ref_line;

static int read_ref_positions(const char *path, ref_line **out)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	int n = 0, cap = 0;
	ref_line *v = NULL;
	char line[1024];
	while (fgets(line, sizeof line, f)) {
		char *field[5];
		int nf = 0;
		field[nf++] = line;
		for (char *p = line; *p && nf < 5; p++)
			if (*p == '|') {
				*p = 0;
				field[nf++] = p + 1;
			}
		if (nf < 5)
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			v = realloc(v, (size_t)cap * sizeof *v);
		}
		ref_line *r = &v[n];
		memset(r, 0, sizeof *r);
		if (!parse_deal(field[0], &r->pos.deal))
			continue;
		r->pos.strain = index_of("SHDCN", field[1][0]);
		r->pos.leader = index_of("NESW", field[2][0]);
		if (r->pos.strain < 0 || r->pos.leader < 0 || !parse_played(field[3], &r->pos))
			continue;
		for (int i = 0; i < 64; i++)
			r->res[i] = -1;
		for (char *p = field[4]; *p;) {
			while (*p == ' ' || *p == '\n')
				p++;
			if (!*p)
				break;
			int card = parse_card(p);
			if (card < 0 || p[2] != ':')
				break;
			r->res[card] = atoi(p + 3);
			r->nres++;
			while (*p && *p != ' ')
				p++;
		}
		n++;
	}
	fclose(f);
	*out = v;
	return n;
}

static bool same_map(const int a[64], const int b[64])
{
	return memcmp(a, b, 64 * sizeof(int)) == 0;
}

/* NS total after each card of a map: from the position's state. */
static int ns_total(const dd_state *st, int side_tricks)
{
	return st->tricks_won[0] + (is_ns(st->to_play) ? side_tricks : st->tricks_left - side_tricks);
}

#define CHAIN 6

/* QUICK=1 (the sanitizer build's run, tests/run.sh): a sixth of the
 * random cases, every kind of check still made. */
static int quick_div(void)
{
	const char *q = getenv("QUICK");

	return q && strcmp(q, "1") == 0 ? 6 : 1;
}

static void test_ref_positions(ref_line *lines, int nlines)
{
	/* Every 25th line (all stages of the play, full deals included),
	 * each with the positions of its deal that lead to it: up to CHAIN
	 * positions, the last one the reference's. */
	dd_ctx *fwd = dd_new(16), *rev = dd_new(16), *mix = dd_new(16);
	int used = 0, early = 0;
	for (int li = 0; li < nlines; li += 25 * quick_div()) {
		const ref_line *L = &lines[li];
		used++;
		int n = L->pos.nplayed, from = n >= CHAIN - 1 ? n - (CHAIN - 1) : 0;
		int m = n - from + 1;
		early += from == 0;
		dd_position chain[CHAIN];
		int cold[CHAIN][64], f[CHAIN][64], r[CHAIN][64], x[CHAIN][64], cnt;
		for (int k = 0; k < m; k++) {
			chain[k] = L->pos;
			chain[k].nplayed = from + k;
		}
		for (int k = 0; k < m; k++) {
			dd_ctx *c = dd_new(16);
			CHECK_INTC(score_map(c, &chain[k], cold[k], &cnt), DD_OK, bf_pos_text(&chain[k]));
			dd_free(c);
		}
		for (int k = 0; k < m; k++)
			CHECK_INTC(score_map(fwd, &chain[k], f[k], &cnt), DD_OK, bf_pos_text(&chain[k]));
		for (int k = m - 1; k >= 0; k--)
			CHECK_INTC(score_map(rev, &chain[k], r[k], &cnt), DD_OK, bf_pos_text(&chain[k]));
		for (int i = 0; i < m; i++) {
			int k = i & 1 ? i / 2 : m - 1 - i / 2;
			CHECK_INTC(score_map(mix, &chain[k], x[k], &cnt), DD_OK, bf_pos_text(&chain[k]));
		}
		for (int k = 0; k < m; k++) {
			const char *ctx = bf_pos_text(&chain[k]);
			CHECKC(same_map(cold[k], f[k]), ctx);
			CHECKC(same_map(cold[k], r[k]), ctx);
			CHECKC(same_map(cold[k], x[k]), ctx);
			/* the card played next: its score is the next position's
			 * best, counted as North-South totals */
			if (k + 1 < m) {
				dd_state a, b;
				dd_replay(&chain[k], &a, NULL);
				dd_replay(&chain[k + 1], &b, NULL);
				int best = -1;
				for (int card = 0; card < 64; card++)
					if (cold[k + 1][card] > best)
						best = cold[k + 1][card];
				int card = chain[k + 1].played[chain[k + 1].nplayed - 1];
				CHECK_INTC(ns_total(&a, cold[k][card]), ns_total(&b, best), ctx);
			}
		}
		CHECKC(same_map(cold[m - 1], L->res), bf_pos_text(&L->pos));
		/* dd_solve agrees with the best score. */
		int best = -1;
		for (int card = 0; card < 64; card++)
			if (L->res[card] > best)
				best = L->res[card];
		CHECK_INTC(solve(mix, &L->pos), best, bf_pos_text(&L->pos));
	}
	CHECK(used >= 15 / quick_div());
	CHECK(early >= 1);
	dd_free(fwd);
	dd_free(rev);
	dd_free(mix);
}

/* Small tables: the results must not change when the table is cleared
 * during a search. */
static void test_small_tables(ref_line *lines, int nlines)
{
	dd_ctx *c = dd_new(1);
	printf("    dd_new(1): %llu entries\n", (unsigned long long)ttab_capacity(&c->tt));
	/* Full deals on 1 MB. */
	int done = 0;
	for (int i = 0; i < nlines && done < 2; i++) {
		if (lines[i].pos.nplayed > 1)
			continue;
		int map[64], cnt;
		dd_reset(c);
		uint64_t turns = c->tt.turns;
		CHECK_INT(score_map(c, &lines[i].pos, map, &cnt), DD_OK);
		CHECKC(same_map(map, lines[i].res), bf_pos_text(&lines[i].pos));
		printf("    full deal on 1 MB: %llu generation changes\n",
		       (unsigned long long)(c->tt.turns - turns));
		done++;
	}
	/* Tables of 4 KB (16 slots), 64 KB and 256 KB swapped into the
	 * context: constant generation changes on late positions, many on
	 * middle ones, some on full deals. */
	static const size_t sizes[] = { 4096, 1 << 16, 1 << 18 };
	for (size_t z = 0; z < 3; z++) {
		ttab_free(&c->tt);
		if (!CHECK(ttab_init(&c->tt, sizes[z]) == 0))
			break;
		dd_reset(c);
		uint64_t turns = c->tt.turns;
		int tested = 0;
		for (int i = 0; i < nlines && tested < (z == 2 ? 4 : 12); i++) {
			int np = lines[i].pos.nplayed;
			if (z == 0 ? np < 28 : z == 1 ? np < 12 || np > 24 : np > 4)
				continue;
			int map[64], cnt;
			CHECK_INTC(score_map(c, &lines[i].pos, map, &cnt), DD_OK, bf_pos_text(&lines[i].pos));
			CHECKC(same_map(map, lines[i].res), bf_pos_text(&lines[i].pos));
			tested++;
		}
		CHECK_INT(tested, z == 2 ? 4 : 12);
		CHECK(c->tt.turns > turns); /* full at least once */
		CHECK(ttab_used(&c->tt) <= ttab_capacity(&c->tt));
		printf("    %zu bytes: %llu entries, %llu generation changes\n", sizes[z],
		       (unsigned long long)ttab_capacity(&c->tt),
		       (unsigned long long)(c->tt.turns - turns));
	}
	dd_free(c);
}

/* ------------------------------------------------------------------ */
/* dd_table */

static int read_ref_tables(const char *path, dd_deal *deals, int tricks[][5][4], int max)
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

/* The first deal of tests/ref/hard-deals.txt (four voids, every suit
 * split 5-4-4-0), whose notrump table did not finish in 900 s when the
 * table was cleared whenever full: its four suit strains, exactly as DDS
 * gives them, within a node budget (each needs 6.3-8.4 M nodes today,
 * 27.8 M for the four, since the sure tricks after the lead count a run
 * of top trumps, or trumps by length (after_lead.c); 6.5-8.7 M and 28.8
 * M with the run alone; 7.0-9.5 M and 31.6 M before it, with the
 * trumps by length; 7.5-10.3 M and 33.6 M since the cutoff-move cache
 * grows to 2^20 slots past 4 M nodes; 7.3-11.3 M and 34.2 M since the length cap's stoppers
 * below the top card (quick.c); 7.4-11.5 M and 34.7 M since the length cap of the
 * sure tricks; 7.9-12.1 M and 36.4 M before it, against 36.6 M before
 * the probed leads' sure tricks (hearts 11.6 -> 12.1 M, clubs 8.4 ->
 * 7.9 M); 7.9-11.5 M
 * before those, 6.9-9.9
 * M before the leads were probed from 8 tricks left and side
 * suits discarded by length once a strain costs millions of nodes,
 * 5.1-6.0 M before second hand's discards came first when partner's
 * top card wins the trick, which halves hard deal 2's trees; notrump
 * needs about 120 M and is left to `make bench`). */
#define HARD_NODE_BUDGET 10000000ull
static void test_hard_deals(void)
{
	dd_deal deals[2];
	int want[2][5][4];
	int n = read_ref_tables("tests/ref/hard-deals.txt", deals, want, 2);
	if (!CHECK(n == 2))
		return;
	dd_ctx *c = dd_new(0);
	dd_position pos;
	memset(&pos, 0, sizeof pos);
	pos.deal = deals[0];
	for (int strain = 0; strain < 4; strain++) {
		uint64_t before = dd_nodes(c);
		pos.strain = strain;
		for (int decl = 0; decl < 4; decl++) {
			pos.leader = (decl + 1) & 3;
			int defence = -1;
			CHECK_INT(dd_solve(c, &pos, &defence, NULL), DD_OK);
			CHECK_INT(13 - defence, want[0][strain][decl]);
		}
		uint64_t used = dd_nodes(c) - before;
		printf("    hard deal 1, %s: %.1f M nodes\n", dd_suit_name(strain), used / 1e6);
		CHECK(used < HARD_NODE_BUDGET);
		/* Past KILLER_GROW_NODES the cutoff-move cache is full size. */
		CHECK_INT(c->killer_mask, (1u << KILLER_MAX_BITS) - 1);
	}
	/* ... and small again for the next deal. */
	dd_reset(c);
	CHECK_INT(c->killer_mask, (1u << KILLER_BITS) - 1);
	dd_free(c);
}

/* tests/ref/hard-positions.txt: positions of the hard deals as DDS scores
 * them (positions.txt's format, the card scores DDS gives), each solved
 * one card later (the card's own position, a trick start) within a node
 * budget on the default table: the first, deal 1 in notrump after one
 * trick, needed 156 M nodes when the table's pool kept the blocks slots
 * had left, 67 M with the free lists, about 21 M since notrump discards
 * come from length and leads finessing LHO come first, 12.2 M at
 * cc8cdab, 6.7 M since notrump leads weigh a void opponent as eight
 * cards and a suit partner is void in less, 5.5 M at 9075234 (hard
 * searches: leads probed from 8 tricks left, other discard weights),
 * 5.6 -> 5.0 M with the length cap of the sure tricks (quick.c), 4.9 M
 * with its stoppers below the top card, 4.8 M with the cutoff-move
 * cache grown to 2^20 slots past 4 M nodes, its moves kept, 3.7 M since
 * second hand's sure tricks count the winner's runs of top cards
 * (after_lead.c). */
#define HARD_POSITION_BUDGET 4200000ull
static void test_hard_positions(void)
{
	ref_line *lines = NULL;
	int n = read_ref_positions("tests/ref/hard-positions.txt", &lines);
	if (!CHECK(n >= 1))
		return;
	dd_ctx *c = dd_new(0);
	for (int i = 0; i < n; i++) {
		for (int card = 0; card < 64; card++) {
			if (lines[i].res[card] < 0)
				continue;
			dd_position p = lines[i].pos;
			dd_state st0, st;
			if (!CHECK_INT(dd_replay(&p, &st0, NULL), DD_OK))
				continue;
			const int mover = st0.to_play;
			p.played[p.nplayed++] = (dd_card)card;
			if (!CHECK_INT(dd_replay(&p, &st, NULL), DD_OK))
				continue;
			uint64_t before = dd_nodes(c);
			int v = -1;
			CHECK_INT(dd_solve(c, &p, &v, NULL), DD_OK);
			uint64_t used = dd_nodes(c) - before;
			int mine = st.tricks_won[mover & 1] - st0.tricks_won[mover & 1] +
				   (same_side(st.to_play, mover) ? v : st.tricks_left - v);
			CHECK_INT(mine, lines[i].res[card]);
			printf("    hard position %d, %c%c: %.1f M nodes\n", i + 1,
			       dd_strain_letter(DD_SUIT(card)), dd_rank_char(DD_RANK(card)),
			       used / 1e6);
			CHECK(used < HARD_POSITION_BUDGET);
			dd_reset(c);
		}
	}
	dd_free(c);
	free(lines);
}

static void test_tables(const dd_deal *deals, int want[][5][4], int n)
{
	dd_ctx *c = dd_new(0);
	for (int i = 0; i < n && i < 2; i++) {
		int t[5][4];
		dd_error err;
		CHECK_INT(dd_table(c, &deals[i], t, &err), DD_OK);
		CHECK(memcmp(t, want[i], sizeof t) == 0);
	}
	/* The same deal again on the warm context. */
	if (n > 0) {
		int t[5][4];
		CHECK_INT(dd_table(c, &deals[0], t, NULL), DD_OK);
		CHECK(memcmp(t, want[0], sizeof t) == 0);
	}
	dd_free(c);
}

/* ------------------------------------------------------------------ */
/* Cancellation */

typedef struct {
	dd_ctx *c;
	dd_deal deal;
	const dd_position *pos;
	int tricks[5][4];
	int t;
	dd_status rc;
	dd_error err;
} job_t;

static void *table_job(void *arg)
{
	job_t *j = arg;
	j->rc = dd_table(j->c, &j->deal, j->tricks, &j->err);
	return NULL;
}

static void *solve_job(void *arg)
{
	job_t *j = arg;
	j->rc = dd_solve(j->c, j->pos, &j->t, &j->err);
	return NULL;
}

/* Runs fn in a thread, cancels after delay, returns the seconds from
 * the cancel to the thread's end. */
static double run_and_cancel(void *(*fn)(void *), job_t *j, double delay)
{
	pthread_t th;
	if (pthread_create(&th, NULL, fn, j) != 0) {
		CHECK(!"pthread_create");
		return 0;
	}
	sleep_sec(delay);
	dd_cancel(j->c);
	double t0 = now_sec();
	pthread_join(th, NULL);
	return now_sec() - t0;
}

static void test_cancel(const dd_deal *deals, int want[][5][4], int ndeals)
{
	dd_ctx *c = dd_new(1);
	dd_error err;
	int t = -1, n = -1, map[64];
	dd_card_score sc[13];
	int tricks[5][4];

	/* Before a call: every solving call says so at once. */
	dd_position p = make_pos("N:2.AQ.. ..432. Q.3..A K.KJ..", DD_NOTRUMP, DD_SOUTH, "");
	dd_cancel(c);
	memset(&err, 0, sizeof err);
	CHECK_INT(dd_solve(c, &p, &t, &err), DD_CANCELLED);
	CHECK_INT(err.code, DD_CANCELLED);
	CHECK_STR(err.msg, "search cancelled");
	CHECK_INT(dd_score_cards(c, &p, sc, &n, &err), DD_CANCELLED);
	CHECK_INT(n, 0);
	CHECK_INT(dd_table(c, &deals[0], tricks, &err), DD_CANCELLED);
	CHECK_INT(dd_solve(c, &p, &t, NULL), DD_CANCELLED); /* the flag stays */
	dd_clear_cancel(c);
	CHECK_INT(dd_solve(c, &p, &t, &err), DD_OK);
	CHECK_INT(t, 3);
	dd_free(c);

	if (ndeals < 3)
		return;
	/* From another thread, during a full deal's dd_table. */
	const dd_deal *d = &deals[2];
	c = dd_new(16);
	double t0 = now_sec();
	CHECK_INT(dd_table(c, d, tricks, &err), DD_OK);
	double full = now_sec() - t0;
	CHECK(memcmp(tricks, want[2], sizeof tricks) == 0);
	dd_free(c);

	job_t j;
	memset(&j, 0, sizeof j);
	j.deal = *d;
	double delay = full / 4, latency = 0;
	for (int attempt = 0; attempt < 6; attempt++, delay /= 4) {
		j.c = dd_new(16);
		latency = run_and_cancel(table_job, &j, delay);
		if (j.rc == DD_CANCELLED)
			break;
		/* finished first: then it must be right; try sooner */
		CHECK_INT(j.rc, DD_OK);
		CHECK(memcmp(j.tricks, want[2], sizeof tricks) == 0);
		dd_free(j.c);
		j.c = NULL;
	}
	printf("    dd_table: %.3f s; cancelled after %.4f s, returned %.4f s later\n", full,
	       delay, latency);
	if (CHECK_INT(j.rc, DD_CANCELLED)) {
		CHECK_INT(j.err.code, DD_CANCELLED);
		CHECK_STR(j.err.msg, "search cancelled");
		/* still set: the next call is cancelled at once */
		CHECK_INT(dd_table(j.c, d, tricks, &err), DD_CANCELLED);
		dd_clear_cancel(j.c);
		/* cleared: the context works again */
		dd_status rc = dd_table(j.c, d, tricks, &err);
		if (!CHECK_INT(rc, DD_OK)) {
			printf("    after a cancelled search and dd_clear_cancel(), dd_table "
			       "returned \"%s\"\n", err.msg);
			/* (the search's stale c->aborted: see the report) -- set
			 * it right by hand to test the table below */
			j.c->aborted = false;
			rc = dd_table(j.c, d, tricks, &err);
		}
		/* the table kept from the cancelled search must be sound */
		CHECK_INT(rc, DD_OK);
		CHECK(memcmp(tricks, want[2], sizeof tricks) == 0);
		/* and positions of the deal solved on it too */
		dd_position pp;
		memset(&pp, 0, sizeof pp);
		pp.deal = *d;
		for (int strain = 0; strain < 5; strain++) {
			pp.strain = strain;
			pp.leader = (strain + 1) & 3;
			int warm = -1, cold = -2;
			dd_ctx *fresh = dd_new(16);
			CHECK_INT(dd_solve(j.c, &pp, &warm, &err), DD_OK);
			CHECK_INT(dd_solve(fresh, &pp, &cold, &err), DD_OK);
			CHECK_INT(warm, cold);
			CHECK_INT(warm, 13 - want[2][strain][(strain + 1 + 3) & 3]);
			dd_free(fresh);
		}
	}
	if (j.c)
		dd_free(j.c);

	/*
	 * A cancelled search followed by a call that needs no search.
	 * dd_score_cards() on a position remembers its cards' values; the
	 * position after one of them then needs no search for its own value.
	 * Here: score a late position P of a deal, then dd_solve() the
	 * opening position of the same deal and strain (a long search) and
	 * cancel it in flight, clear the flag, and score P plus one card.
	 * That must work (and agree with a fresh context).
	 */
	dd_position base = make_pos("N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 "
				    "KT3.K96.8762.QT2",
				    DD_DIAMONDS, DD_WEST,
				    "CT C4 C8 CJ S7 ST SA S2 D4 D5 DJ D7 DA D6 C6 D9 DQ D8 "
				    "H5 DT S5 SK S8 S4 C2 C7 CA C3 H3 HJ HK H2");
	dd_position P = base, P2 = base, Q = base;
	P.nplayed = 20;
	P2.nplayed = 21;
	Q.nplayed = 0;
	bool tried = false;
	for (int attempt = 0; attempt < 8 && !tried; attempt++) {
		c = dd_new(16);
		CHECK_INT(score_map(c, &P, map, &n), DD_OK);
		memset(&j, 0, sizeof j);
		j.c = c;
		j.pos = &Q;
		run_and_cancel(solve_job, &j, 0.002 * (attempt + 1));
		/* only a search stopped in flight makes the case */
		if (j.rc == DD_CANCELLED && c->aborted) {
			tried = true;
			dd_clear_cancel(c);
			int warm[64], cold[64];
			memset(&err, 0, sizeof err);
			dd_status rc = dd_score_cards(c, &P2, sc, &n, &err);
			if (!CHECK_INT(rc, DD_OK)) {
				printf("    after a cancelled dd_solve, dd_score_cards on the next "
				       "position returned \"%s\"\n", err.msg);
				c->aborted = false; /* by hand, to go on */
			}
			CHECK_INT(score_map(c, &P2, warm, &n), DD_OK);
			dd_ctx *fresh = dd_new(16);
			CHECK_INT(score_map(fresh, &P2, cold, &n), DD_OK);
			CHECK(same_map(warm, cold));
			dd_free(fresh);
		}
		dd_free(c);
	}
	if (!tried)
		printf("    note: could not stop a dd_solve in flight; case skipped\n");
}

/* ------------------------------------------------------------------ */

/* UNIT_ONLY=NAME runs only the tests whose name contains NAME. */
static void run(const char *name, void (*fn)(void))
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

static ref_line *ref_lines;
static int ref_nlines;
static dd_deal ref_deals[8];
static int ref_tables[8][5][4];
static int ref_ndeals;

/* QUICK_ITERS=N: N random cases instead of 3000 (after a change to the
 * sure-trick rules: 200,000 and more). */
static void t_quick_random(void)
{
	const char *n = getenv("QUICK_ITERS");
	test_quick_random(n && atoi(n) > 0 ? atoi(n) : 3000 / quick_div());
}
static void t_tt_model(void) { test_tt_model(6000 / quick_div()); }
static void t_tt_tags(void) { test_tt_tags(40000 / quick_div()); }
static void t_bf_random(void) { test_bf_random(200 / quick_div()); }
static void t_ref_positions(void) { test_ref_positions(ref_lines, ref_nlines); }
static void t_small_tables(void) { test_small_tables(ref_lines, ref_nlines); }
static void t_tables(void) { test_tables(ref_deals, ref_tables, ref_ndeals); }
static void t_cancel(void) { test_cancel(ref_deals, ref_tables, ref_ndeals); }

int main(void)
{
	const char *seed = getenv("UNIT_SEED");
	if (seed && *seed)
		rng_state = strtoull(seed, NULL, 0) * 0x9e3779b97f4a7c15ull + 1;
	printf("unit_engine: random state %#llx\n", (unsigned long long)rng_state);

	ref_nlines = read_ref_positions("tests/ref/positions.txt", &ref_lines);
	CHECK(ref_nlines >= 100);
	ref_ndeals = read_ref_tables("tests/ref/tables.txt", ref_deals, ref_tables, 8);
	CHECK(ref_ndeals >= 3);
	if (ref_nlines < 0)
		ref_nlines = 0;
	if (ref_ndeals < 0)
		ref_ndeals = 0;

	run("names", test_names);
	run("replay", test_replay);
	run("hand_endings", test_hand_endings);
	run("moves", test_moves);
	run("quick_hand", test_quick_hand);
	run("quick_random", t_quick_random);
	run("tt_patterns", test_tt_patterns);
	run("tt_growth", test_tt_growth);
	run("tt_generations", test_tt_generations);
	run("tt_merge", test_tt_merge);
	run("fail_soft", test_fail_soft);
	/* node budgets on hard deals: the full run (minutes under the
	 * sanitizers, and about speed more than memory) */
	if (quick_div() == 1)
		run("hard_deals", test_hard_deals);
	else
		printf("hard_deals, hard_positions: in the full run only\n");
	if (quick_div() == 1)
		run("hard_positions", test_hard_positions);
	run("tt_model", t_tt_model);
	run("tt_tags", t_tt_tags);
	run("small_cards", test_small_cards);
	run("bf_random", t_bf_random);
	run("ref_positions", t_ref_positions);
	run("small_tables", t_small_tables);
	run("tables", t_tables);
	run("cancel", t_cancel);

	free(ref_lines);
	bf_free();
	printf("%ld passed, %ld failed\n", checks - failures, failures);
	return failures ? 1 : 0;
}
