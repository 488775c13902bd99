/*
 * brute.h - a brute-force double-dummy solver for the tests, written
 * independently of the engine: it uses only the public header dd.h (for
 * the types and for dd_replay()/dd_legal(), which say where a position
 * stands), never the engine's search, tables or internal headers.
 *
 * Used by tests/unit_engine.c and tests/fuzz_engine.c.  Everything here is
 * static (one copy per test program); include it after dd.h.  Plain C11,
 * with the GCC/clang bit builtins when available.
 *
 * The method: minimax over every legal card, no move ordering, no
 * knowledge of bridge beyond the rules.  North-South maximise their
 * tricks, East-West minimise them.  The only pruning is alpha-beta inside
 * each trick (values at trick starts are always exact).
 * Results are memoised at trick starts by the set of cards left and the
 * seat on lead, which within one search (one set of hands, one trump)
 * determines the position exactly; the memo is forgotten at the start of
 * every search (a generation counter), so searches never share answers,
 * except between bf_deal_begin() and bf_deal_end(), where the searches of
 * one deal and trump share them.
 * Fast enough for endings of up to 6 or 7 cards a hand (about 1 ms at 5).
 *
 * Hands are 64-bit words as in the engine: suit s in bits 16s..16s+15,
 * rank r at bit 16s+r, so a dd_card is the index of its bit.
 *
 * What there is:
 *   bf_hand_bits, bf_state_hands  hands as words, from a deal or a state
 *   bf_beats                      whether a card beats the best so far
 *   bf_ns                         North-South tricks from hands + trick
 *   bf_deal_begin, bf_deal_end    share the memo among searches of one deal
 *   bf_state                      the same from a dd_state
 *   bf_side_of                    side-to-play tricks from North-South's
 *   bf_pos                        the value of a dd_position (side to play)
 *   bf_after                      the score of one card of a position
 *   bf_table                      the 20 results of a deal
 *   bf_nth_legal                  the k-th legal card (dd_score_cards order)
 *   bf_trick_won_by               whether a side can win the trick in play
 *   bf_card_text, bf_pos_text     cards and positions as text
 *   bf_random_hands, bf_deal_from_bits, bf_play_random, bf_random_position
 *                                 random endings, the choices made by a
 *                                 caller's function (a generator, bytes)
 *   bf_free                       frees the memo (optional, at exit)
 * The memo (2^BF_MEMO_BITS entries of 16 bytes: 4 MB by default) is allocated on first use; when
 * that fails the program stops with a message (it is a test).
 */
#ifndef DDPLAY_TESTS_BRUTE_H
#define DDPLAY_TESTS_BRUTE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"

#define BF_BIT(card) ((uint64_t)1 << (card))
#define BF_SUIT_MASK(s) ((uint64_t)0x7ffc << (16 * (s)))
#define BF_IS_NS(seat) (((seat) & 1) == 0)

/* The index of the lowest set bit of a non-zero word. */
static inline int bf_low_bit(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
	return __builtin_ctzll(x);
#else
	int i = 0;
	while (!(x & 1)) {
		x >>= 1;
		i++;
	}
	return i;
#endif
}

static inline uint64_t bf_hand_bits(const dd_deal *d, int h)
{
	uint64_t b = 0;
	for (int s = 0; s < 4; s++)
		b |= (uint64_t)d->hand[h][s] << (16 * s);
	return b;
}

/* The cards still held in a state, as words. */
static inline void bf_state_hands(const dd_state *st, uint64_t hand[4])
{
	for (int h = 0; h < 4; h++)
		hand[h] = bf_hand_bits(&st->remaining, h);
}

/* Whether card beats best, the best card of the trick so far. */
static inline bool bf_beats(int card, int best, int trump)
{
	if (DD_SUIT(card) == DD_SUIT(best))
		return DD_RANK(card) > DD_RANK(best);
	return DD_SUIT(card) == trump;
}

#ifndef BF_MEMO_BITS
#define BF_MEMO_BITS 18 /* a program may define more before including */
#endif
typedef struct {
	uint64_t key;
	uint32_t gen;
	int8_t val;
} bf_entry;

static bf_entry *bf_memo;
static uint32_t bf_gen;
static uint64_t bf_hand[4];
static int bf_trump;
static bool bf_one_deal; /* between bf_deal_begin() and bf_deal_end() */
static bool bf_gen_used;

/* Between these two calls, every search may reuse what earlier ones learnt
 * (as long as the trump stays the same): the caller promises that all the
 * hands it passes are what is left of one deal, so that the cards left
 * determine who holds them.  Much faster when many positions of one deal
 * are solved (every card of a position, the positions of a play). */
static inline void bf_deal_begin(void)
{
	bf_one_deal = true;
	bf_gen_used = false;
}

static inline void bf_deal_end(void)
{
	bf_one_deal = false;
}

/* The hot function is left out of the fuzzer's coverage instrumentation:
 * the brute force is the oracle, not what is being explored. */
#if defined(__has_attribute)
#if __has_attribute(no_sanitize_coverage)
#define BF_NO_COVERAGE __attribute__((no_sanitize_coverage))
#endif
#endif
#ifndef BF_NO_COVERAGE
#define BF_NO_COVERAGE
#endif

/* North-South tricks from here: leader led the trick, n cards of it are
 * in tc[] (the hands no longer hold them).  At a trick start the value is
 * exact (searched with a full window, then memoised); inside a trick,
 * alpha-beta within the window (alpha, beta) coming from the trick start:
 * a result <= alpha or >= beta is only a bound, which is all the plies
 * above it in the same trick use. */
BF_NO_COVERAGE
static int bf_rec(int leader, int n, int tc[4], int alpha, int beta)
{
	if (n == 4) {
		int w = 0;
		for (int i = 1; i < 4; i++)
			if (bf_beats(tc[i], tc[w], bf_trump))
				w = i;
		int winner = (leader + w) & 3;
		int next[4] = { 0, 0, 0, 0 };
		return BF_IS_NS(winner) + bf_rec(winner, 0, next, -1, 99);
	}
	bf_entry *slot = NULL;
	uint64_t key = 0;
	if (n == 0) {
		uint64_t all = bf_hand[0] | bf_hand[1] | bf_hand[2] | bf_hand[3];
		if (!all)
			return 0;
		key = all | (uint64_t)leader; /* bits 0 and 1 are never cards */
		uint32_t i = (uint32_t)((key * 0x9e3779b97f4a7c15ull) >> (64 - BF_MEMO_BITS));
		for (int k = 0; k < 8; k++, i = (i + 1) & ((1u << BF_MEMO_BITS) - 1)) {
			bf_entry *e = &bf_memo[i];
			if (e->gen != bf_gen) {
				slot = e;
				break;
			}
			if (e->key == key)
				return e->val;
		}
		alpha = -1; /* exact at trick starts */
		beta = 99;
	}
	int seat = (leader + n) & 3;
	uint64_t legal = bf_hand[seat];
	if (n) {
		uint64_t m = BF_SUIT_MASK(DD_SUIT(tc[0]));
		if (legal & m)
			legal &= m;
	}
	bool max = BF_IS_NS(seat);
	int best = max ? -1 : 99;
	while (legal) {
		int card = bf_low_bit(legal);
		legal &= legal - 1;
		bf_hand[seat] &= ~BF_BIT(card);
		tc[n] = card;
		int v = bf_rec(leader, n + 1, tc, alpha, beta);
		bf_hand[seat] |= BF_BIT(card);
		if (max ? v > best : v < best)
			best = v;
		if (max ? best > alpha : best < beta) {
			if (max)
				alpha = best;
			else
				beta = best;
		}
		if (alpha >= beta)
			break;
	}
	if (slot) {
		slot->key = key;
		slot->gen = bf_gen;
		slot->val = (int8_t)best;
	}
	return best;
}

/* North-South tricks from a position given as the cards still held, the
 * trump (DD_NOTRUMP for none), the seat that led the trick in progress and
 * the ncards (0..3) cards of it already played, in order; the trick in
 * progress is included.  The hands must be consistent (equal counts once
 * the trick is completed); nothing is checked. */
static inline int bf_ns(const uint64_t hand[4], int trump, int trick_leader, int ncards,
		 const int *trick)
{
	if (!bf_memo) {
		bf_memo = calloc((size_t)1 << BF_MEMO_BITS, sizeof *bf_memo);
		if (!bf_memo) {
			fprintf(stderr, "brute.h: out of memory\n");
			abort();
		}
	}
	memcpy(bf_hand, hand, sizeof bf_hand);
	if (!bf_one_deal || trump != bf_trump || !bf_gen_used) {
		if (++bf_gen == 0) { /* wrapped: entries of generation 0 would match */
			memset(bf_memo, 0, ((size_t)1 << BF_MEMO_BITS) * sizeof *bf_memo);
			bf_gen = 1;
		}
		bf_gen_used = true;
	}
	bf_trump = trump;
	int tc[4] = { 0, 0, 0, 0 };
	for (int i = 0; i < ncards; i++)
		tc[i] = trick[i];
	return bf_rec(trick_leader, ncards, tc, -1, 99);
}

/* North-South tricks from a state (0 when the deal is over). */
static inline int bf_state(const dd_state *st, int trump)
{
	if (st->to_play < 0)
		return 0;
	uint64_t hand[4];
	int tc[3];
	bf_state_hands(st, hand);
	for (int i = 0; i < st->trick_cards; i++)
		tc[i] = st->trick[i];
	return bf_ns(hand, trump, st->trick_leader, st->trick_cards, tc);
}

/* The tricks of the side to play, from its North-South count. */
static inline int bf_side_of(const dd_state *st, int ns)
{
	return BF_IS_NS(st->to_play) ? ns : st->tricks_left - ns;
}

/* What dd_solve() answers: the tricks of the side to play from here on
 * (0 when the deal is over); -1 when dd_replay() rejects the position. */
static inline int bf_pos(const dd_position *p)
{
	dd_state st;
	if (dd_replay(p, &st, NULL) != DD_OK)
		return -1;
	if (st.to_play < 0)
		return 0;
	return bf_side_of(&st, bf_state(&st, p->strain));
}

/* What dd_score_cards() gives card: the tricks the side to play in p
 * takes from here on (the trick in progress included) when card is played
 * next; -1 when p or the card is rejected by dd_replay(). */
static inline int bf_after(const dd_position *p, int card)
{
	dd_state st, st2;
	if (p->nplayed >= 52 || dd_replay(p, &st, NULL) != DD_OK || st.to_play < 0)
		return -1;
	dd_position q = *p;
	q.played[q.nplayed++] = (dd_card)card;
	if (dd_replay(&q, &st2, NULL) != DD_OK)
		return -1;
	int ns = st2.tricks_won[0] - st.tricks_won[0] + bf_state(&st2, p->strain);
	return bf_side_of(&st, ns);
}

/* What dd_table() answers: tricks[strain][declarer], declarer's side's
 * tricks with the lead from declarer's left.  The deal is not checked. */
static inline void bf_table(const dd_deal *d, int tricks[5][4])
{
	uint64_t hand[4];
	for (int h = 0; h < 4; h++)
		hand[h] = bf_hand_bits(d, h);
	int n = 0;
	for (int s = 0; s < 4; s++)
		for (unsigned b = d->hand[0][s]; b; b &= b - 1)
			n++;
	for (int strain = 0; strain < 5; strain++)
		for (int decl = 0; decl < 4; decl++) {
			int ns = bf_ns(hand, strain, (decl + 1) & 3, 0, NULL);
			tricks[strain][decl] = BF_IS_NS(decl) ? ns : n - ns;
		}
}

/* The k-th (from 0) legal card of the seat to play, in dd_score_cards()
 * order (suit by suit, spades first, high to low); -1 when there are not
 * that many. */
static inline int bf_nth_legal(const dd_state *st, int k)
{
	uint16_t legal[4];
	dd_legal(st, legal);
	for (int s = 0; s < 4; s++)
		for (int r = 14; r >= 2; r--)
			if (legal[s] & (1u << r))
				if (k-- == 0)
					return DD_CARD(s, r);
	return -1;
}

/* Whether the side `side` (0 North-South, 1 East-West) wins the trick in
 * progress when it tries to and the other side tries to stop it: leader
 * led, n >= 1 cards of it are in tc[], hand[] (restored on return) holds
 * the cards not yet played. */
static inline bool bf_trick_won_by(uint64_t hand[4], int trump, int leader, int n, int tc[4], int side)
{
	if (n == 4) {
		int w = 0;
		for (int i = 1; i < 4; i++)
			if (bf_beats(tc[i], tc[w], trump))
				w = i;
		return ((leader + w) & 1) == side;
	}
	int seat = (leader + n) & 3;
	uint64_t legal = hand[seat];
	uint64_t m = BF_SUIT_MASK(DD_SUIT(tc[0]));
	if (legal & m)
		legal &= m;
	bool ours = (seat & 1) == side;
	while (legal) {
		int card = bf_low_bit(legal);
		legal &= legal - 1;
		hand[seat] &= ~BF_BIT(card);
		tc[n] = card;
		bool r = bf_trick_won_by(hand, trump, leader, n + 1, tc, side);
		hand[seat] |= BF_BIT(card);
		if (r == ours)
			return ours;
	}
	return !ours;
}

/* ------------------------------------------------------------------ */
/* Text, for messages */

/* "SA", "HT": two characters and a NUL. */
static inline void bf_card_text(int card, char *buf)
{
	buf[0] = "SHDC"[DD_SUIT(card) & 3];
	buf[1] = dd_rank_char(DD_RANK(card));
	buf[2] = 0;
}

/* The position in the deal|strain|leader|played form of the batch
 * commands ("N:AK.. ...|N|W|SA S2"); a static buffer. */
static inline const char *bf_pos_text(const dd_position *p)
{
	static char buf[512];
	size_t n = 0;
	buf[n++] = 'N';
	buf[n++] = ':';
	for (int h = 0; h < 4; h++) {
		for (int s = 0; s < 4; s++) {
			for (int r = 14; r >= 2; r--)
				if (p->deal.hand[h][s] & (1u << r))
					buf[n++] = dd_rank_char(r);
			if (s < 3)
				buf[n++] = '.';
		}
		buf[n++] = h < 3 ? ' ' : '|';
	}
	n += (size_t)snprintf(buf + n, sizeof buf - n, "%c|%c|", dd_strain_letter(p->strain),
			      dd_seat_letter(p->leader));
	if (!p->nplayed)
		buf[n++] = '-';
	for (int i = 0; i < p->nplayed && n + 4 < sizeof buf; i++) {
		bf_card_text(p->played[i], buf + n);
		n += 2;
		if (i + 1 < p->nplayed)
			buf[n++] = ' ';
	}
	buf[n] = 0;
	return buf;
}

/* ------------------------------------------------------------------ */
/* Random endings.  The choices come from pick(arg, n), which returns a
 * number in 0..n-1: a pseudo-random generator in the unit tests, the
 * input bytes in the fuzzer. */

typedef int bf_pick_fn(void *arg, int n);

/* Four hands of n cards (1..13), no card twice.  One time in four from
 * all 52 cards; otherwise from fewer suits (more following, ruffs and
 * discards), from high cards only (every rank counts), or both. */
static inline void bf_random_hands(uint64_t hand[4], int n, bf_pick_fn *pick, void *arg)
{
	int cand[52], m = 0;
	int mode = pick(arg, 4);
	unsigned suits = 0xf;
	int low = 2;
	if (mode == 1 || mode == 3) {
		/* Fewer suits: more following, more ruffs and discards. */
		int need = (4 * n + 12) / 13;
		int k = need + pick(arg, 5 - need);
		int order[4] = { 0, 1, 2, 3 };
		for (int i = 3; i > 0; i--) {
			int j = pick(arg, i + 1), t = order[i];
			order[i] = order[j];
			order[j] = t;
		}
		suits = 0;
		for (int i = 0; i < k; i++)
			suits |= 1u << order[i];
		if (mode == 3) {
			low = 15 - (4 * n + k - 1) / k - pick(arg, 3);
			if (low < 2)
				low = 2;
		}
	} else if (mode == 2) {
		/* High cards only: every rank counts. */
		low = 15 - n - pick(arg, 4);
		if (low < 2)
			low = 2;
	}
	for (int s = 0; s < 4; s++)
		if (suits & (1u << s))
			for (int r = low; r <= 14; r++)
				cand[m++] = DD_CARD(s, r);
	for (int i = 0; i < 4 * n; i++) {
		int j = i + pick(arg, m - i), t = cand[i];
		cand[i] = cand[j];
		cand[j] = t;
	}
	for (int h = 0; h < 4; h++) {
		hand[h] = 0;
		for (int i = 0; i < n; i++)
			hand[h] |= BF_BIT(cand[h * n + i]);
	}
}

static inline void bf_deal_from_bits(dd_deal *d, const uint64_t hand[4])
{
	for (int h = 0; h < 4; h++)
		for (int s = 0; s < 4; s++)
			d->hand[h][s] = (uint16_t)((hand[h] >> (16 * s)) & 0xffff);
}

/* Plays one more legal card, picked among the legal ones; false when the
 * position is rejected or finished. */
static inline bool bf_play_random(dd_position *pos, bf_pick_fn *pick, void *arg)
{
	dd_state st;
	if (dd_replay(pos, &st, NULL) != DD_OK || st.to_play < 0)
		return false;
	uint16_t legal[4];
	int n = dd_legal(&st, legal);
	pos->played[pos->nplayed++] = (dd_card)bf_nth_legal(&st, pick(arg, n));
	return true;
}

/* A position of n cards a hand: random hands, strain and first leader;
 * half the time no card played, else up to max_played (at most 4n - 1)
 * random legal cards. */
static inline void bf_random_position(dd_position *pos, int n, int max_played,
				      bf_pick_fn *pick, void *arg)
{
	uint64_t hand[4];
	memset(pos, 0, sizeof *pos);
	bf_random_hands(hand, n, pick, arg);
	bf_deal_from_bits(&pos->deal, hand);
	pos->strain = pick(arg, 5);
	pos->leader = pick(arg, 4);
	int k = pick(arg, 2) ? 0 : pick(arg, max_played + 1);
	if (k > 4 * n - 1)
		k = 4 * n - 1;
	while (k-- > 0)
		bf_play_random(pos, pick, arg);
}

static inline void bf_free(void)
{
	free(bf_memo);
	bf_memo = NULL;
}

#endif
