/*
 * quick_common.h - what the counts of sure tricks at the start of a
 * trick share (quick.c for the side on lead, quick_later.c for the other
 * side): suit lanes (the four suits of a card word at once), the seats
 * round the table, the sure trump tricks of a side (side_trumps()) and
 * the length cap of notrump (length_cap()).
 *
 * As in quick.c, every count is a proof, and the cards whose ranks it
 * uses are added to *rel.  Static inline: both counts inline them (they
 * run at most nodes of the search).
 */
#ifndef DDPLAY_QUICK_COMMON_H
#define DDPLAY_QUICK_COMMON_H

#include "bits.h"
#include "internal.h"

/* The cards of held that are the top cards of all, in an unbroken run. */
static inline unsigned top_run(unsigned held, unsigned all)
{
	unsigned missing = all & ~held;
	return missing ? all & ~((2u << top_rank(missing)) - 1) : all;
}

/* The n highest cards of bits. */
static inline unsigned highest(unsigned bits, int n)
{
	unsigned r = 0;
	while (n-- > 0 && bits) {
		unsigned top = 1u << top_rank(bits);
		r |= top;
		bits &= ~top;
	}
	return r;
}

/*
 * Suit lanes: the four suits of a card word handled at once, each in its
 * 16 bits.  Cards are bits 2..14 of a lane and counts are below 14, so a
 * lane's value is below 0x8000 and bit 15 serves as its flag: the
 * "flags" below have only bit 15 of a lane set, for the lanes where a
 * test holds.
 */
#define LANE_FLAG 0x8000800080008000ull
#define LANE_ONE 0x0001000100010001ull

/* The lanes where x is not 0. */
static inline uint64_t lanes_any(uint64_t x)
{
	return (x + 0x7fff7fff7fff7fffull) & LANE_FLAG;
}

/* The lanes where a >= b (as numbers; for two disjoint sets of cards of
 * a suit, a >= b when a holds the top card of both or both are empty). */
static inline uint64_t lanes_ge(uint64_t a, uint64_t b)
{
	return ((a | LANE_FLAG) - b) & LANE_FLAG;
}

/* 0x7fff in each lane whose flag is set. */
static inline uint64_t lanes_mask(uint64_t flags) { return flags - (flags >> 15); }

/* a where flags are set, else b. */
static inline uint64_t lanes_pick(uint64_t flags, uint64_t a, uint64_t b)
{
	uint64_t m = lanes_mask(flags);
	return (a & m) | (b & ~m);
}

static inline uint64_t lanes_max(uint64_t a, uint64_t b)
{
	return lanes_pick(lanes_ge(a, b), a, b);
}

static inline uint64_t lanes_min(uint64_t a, uint64_t b)
{
	return lanes_pick(lanes_ge(a, b), b, a);
}

/* The sum of the lanes (below 2^16). */
static inline int lanes_sum(uint64_t x) { return (int)((x * LANE_ONE) >> 48); }

/* Each lane: every bit at or below its highest bit. */
static inline uint64_t lanes_below(uint64_t x)
{
	x |= (x >> 1) & 0x7fff7fff7fff7fffull;
	x |= (x >> 2) & 0x3fff3fff3fff3fffull;
	x |= (x >> 4) & 0x0fff0fff0fff0fffull;
	return x | ((x >> 8) & 0x00ff00ff00ff00ffull);
}

/* Each lane: the number of its bits. */
static inline uint64_t lanes_count(uint64_t x)
{
	x -= (x >> 1) & 0x5555555555555555ull;
	x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
	return (x + (x >> 8)) & 0x001f001f001f001full;
}

/* Seat h's suit lengths, a lane each (from the lengths key). */
static inline uint64_t lanes_lengths(const dd_ctx *c, int h)
{
#ifdef __BMI2__
	return _pdep_u64(c->lenkey >> (16 * h), 0x000f000f000f000full);
#else
	uint64_t x = (c->lenkey >> (16 * h)) & 0xffff;
	x = (x | x << 24) & 0x000000ff000000ffull;
	return (x | x << 12) & 0x000f000f000f000full;
#endif
}

static inline int lane(uint64_t x, int s) { return (int)(x >> (16 * s)) & 0xffff; }

/* The seats from the one on lead round the table, and their cards. */
typedef struct {
	int L, O1, P, O2;
	uint64_t l, o1, p, o2, all;
} seats_t;

static inline seats_t seats_of(const dd_ctx *c)
{
	seats_t s;
	s.L = c->to_play;
	s.O1 = (s.L + 1) & 3;
	s.P = (s.L + 2) & 3;
	s.O2 = (s.L + 3) & 3;
	s.l = c->hand[s.L];
	s.o1 = c->hand[s.O1];
	s.p = c->hand[s.P];
	s.o2 = c->hand[s.O2];
	s.all = c->trick.start_all;
	return s;
}

/*
 * Trump tricks that side S1-S2 is sure of, whoever leads (trump contract;
 * a is every trump in play, L the seat on lead now):
 * - the side holds the top trump: its holder wins a trick with each trump
 *   of his that no other hand's trump beats (he plays one card a trick);
 *   when the top two trumps are split between S1 and S2 and they hold a
 *   third trump, two: let each play his honour whenever he plays a trump
 *   and his partner's honour is not in the trick; in the first trick
 *   holding an honour no low trump of theirs is gone yet, so one of them
 *   has a trump or another card to play instead of his honour, the
 *   honour played wins (only the other beats it), and the other is then
 *   the top trump.  Without a third trump a trump lead fells both.
 * - the other side holds it: one trick when a hand Y of the side, not on
 *   lead now, holds the trump next below a run of top trumps of the hand
 *   X just before him (Kx behind A, Qxx behind AK), with one trump more
 *   than the run: Y leads only after his side has won a trick; until
 *   then X plays before him in every trick, and the first times Y plays a
 *   trump he plays a small one when X has played one of the run in the
 *   same trick, else his honour, which then wins (only X's cards beat
 *   it); once X's run is gone the honour is the top trump.  Or one trick
 *   when S1 or S2 holds the second and third trumps (KQ against the A):
 *   the first time he plays a trump he plays one of them; if the top
 *   trump beats it, the other is then the top trump.
 * Only the ranks of those top trumps matter: the counts are suit lengths.
 * The one-trick cases are not looked at when need is above one.
 */
static inline __attribute__((always_inline)) int side_trumps(const dd_ctx *c, int S1, int S2,
							   unsigned a, int need, uint64_t *rel)
{
	const int tr = c->trump;
	const unsigned t1 = suit_bits(c->hand[S1], tr), t2 = suit_bits(c->hand[S2], tr);
	const unsigned top = 1u << top_rank(a), rest = a & ~top;
	const unsigned second = rest ? 1u << top_rank(rest) : 0;
	if ((t1 | t2) & top) {
		unsigned held = t1 & top ? t1 : t2, mate = t1 & top ? t2 : t1;
		unsigned others = a & ~held;
		unsigned run = others ? a & ~((2u << top_rank(others)) - 1) : a;
		if (run == top && (mate & second) && popcount16(t1 | t2) >= 3) {
			*rel |= (uint64_t)(top | second) << (16 * tr);
			return 2;
		}
		*rel |= (uint64_t)run << (16 * tr);
		return popcount16(run);
	}
	if (need > 1)
		return 0;       /* what follows finds one trick at most */
	for (int k = 0; k < 2; k++) {
		const int Y = k ? S2 : S1, X = (Y + 3) & 3;
		if (Y == c->to_play)
			continue;
		unsigned yt = k ? t2 : t1;
		unsigned run = top_run(suit_bits(c->hand[X], tr), a);
		unsigned below = a & ~run;
		if (!run || !below)
			continue;
		unsigned next = 1u << top_rank(below);
		if ((yt & next) && popcount16(yt) > popcount16(run)) {
			*rel |= (uint64_t)(run | next) << (16 * tr);
			return 1;
		}
	}
	if (second && (rest & ~second)) {
		unsigned third = 1u << top_rank(rest & ~second);
		unsigned pair = second | third;
		if ((t1 & pair) == pair || (t2 & pair) == pair) {
			*rel |= (uint64_t)(top | pair) << (16 * tr);
			return 1;
		}
	}
	return 0;
}

/*
 * Trump tricks that side S1-S2 is sure of by length, whoever leads and
 * whatever is played (trump contract; ours is the other side's trumps):
 * each trump of a hand T of the side is played in a trick of its own
 * (one card a trick), and every trick holding a trump is won by a trump.
 * So each such trick that the other side wins holds a trump of theirs
 * above T's, played there and in no other trick: they win at most M of
 * T's tricks, M the most pairs (their trump y, T's trump x, y above x)
 * with no card in two pairs, and the side wins at least T's trumps less
 * M.  T's j highest trumps (the lowest at rank r) can be paired only with
 * their trumps above r, so at least j of T's less those are unpaired.
 * With all their trumps counted the count uses the lengths alone (part of
 * every table key); else it relies on the ranks of T's trumps and theirs.
 * T is the longer holding (S1's when equal); when it is no longer than
 * need, a count of need means T holds the top need trumps, which
 * side_trumps() counts already.  Counts nothing below need.  Tables.txt
 * 157.6 -> 150.1 M nodes; the opening leads (lead200) 116.75 -> 116.08 M.
 */
static inline int trump_length(const dd_ctx *c, int S1, int S2, unsigned ours, int need,
			       uint64_t *rel)
{
	const int tr = c->trump;
	const unsigned t1 = suit_bits(c->hand[S1], tr), t2 = suit_bits(c->hand[S2], tr);
	/* The longer holding only (its length at least the other's). */
	const unsigned t = popcount16(t1) >= popcount16(t2) ? t1 : t2;
	const int nt = popcount16(t), no = popcount16(ours);
	if (nt - no >= need)
		return nt - no;
	if (nt < need + 1 || nt - popcount16(ours >> (top_rank(t) + 1)) < need)
		return 0;
	/* T's j-th highest trump, at rank r, leaves unmatched at least j
	 * less their trumps above r. */
	int j = 0;
	for (unsigned b = t; b;) {
		const int r = top_rank(b);
		b &= ~(1u << r);
		const int u = ++j - popcount16(ours >> r);
		if (u >= need) {
			*rel |= (uint64_t)(t | ours) << (16 * tr);
			return u;
		}
	}
	return 0;
}

/*
 * At most how many tricks side A-B can take while it takes every trick of
 * the n left, in notrump or with no trump left: the sum over the suits of
 * A-B's longer holding there, less what the other side's (X's) stoppers
 * take off.  When that is below n, X is sure of a trick.  Why:
 * (1) A-B wins a trick with a card of the suit led, and each of its hands
 *     holding that suit follows: its longer holding of a suit loses a card
 *     in every trick of the suit, so A-B wins no more tricks in it.
 * (2) A stopper: let a hand H of X play its highest card of suit s to
 *     every trick of s.  In the i-th trick of s A-B must beat H's i-th
 *     highest card, each time with another card; so when, for some f, A-B
 *     holds fewer than f cards above H's f-th highest, A-B wins at most
 *     f - 1 tricks of s (0 when X holds the top card: f = 1).  Of the two
 *     hands of X, f is the first round in which A-B holds fewer than f
 *     cards above the higher of their f-th highest cards; H the hand
 *     holding that card (only H's top f cards of s are relied on).
 *     Discarding, a hand of X throws a card it does not rely on so.
 * (3) By induction on n: if A-B takes all n tricks, the cap is n or
 *     more, since each trick lowers it by one (the suit led loses a card
 *     of A-B's longer holding and a trick of its stopper) unless a hand H
 *     of X, void in the suit led, holds cards it relies on alone (a
 *     squeeze).  Let H stop k suits (P) and the cap be n - d: each suit s
 *     of P stops A-B at f_s - 1 tricks with H's top f_s cards, so H holds
 *     n - sum(f_s) = n - (cap of P) - k cards it can throw, and each
 *     trick of another suit takes one of them at most; those tricks are
 *     at most cap - (cap of P), so H is squeezed only when k > d.  Hence a
 *     hand stops one suit only (k = 1 <= d), or several with their top
 *     cards alone (f = 1): H then holds n cards in n suits, so n <= 3, and
 *     A-B must lead every trick into a suit H lacks.  n = 2 with a cap
 *     below 2: A-B holds one card of the suit led a hand at most, so the
 *     trick's winner and the card it leads next are fixed by the cards; H
 *     keeps that card's suit.  n = 3 with A-B one card long in the suit
 *     led: after the trick its hands hold two cards each, so some suit of
 *     H's three has one card at most left in each; H throws that one and
 *     the cap stays below the two tricks left.  n = 3 with A-B two cards
 *     long in the suit led is not written out here: checked by brute force
 *     on random endings (tests/unit_engine.c, QUICK_ITERS), as the rest,
 *     and on 2,000,000 notrump endings of 3 and 4 cards in which one hand
 *     holds three aces (docs/performance.md, 2026-11-27 15:27).
 * The cards relied on (into *rel): in each suit counted, H's f-th highest
 * card (the owners of the cards above it then fix the count), the largest
 * reductions first, until the cap is below n.  Returns the cap, or n when
 * it does not fall below n.
 */
static inline int length_cap(const dd_ctx *c, int A, int B, int n, uint64_t *rel)
{
	const uint64_t ylen = lanes_max(lanes_lengths(c, A), lanes_lengths(c, B));
	int cap = lanes_sum(ylen);
	if (cap < n)
		return cap;
	const uint64_t hab = c->hand[A] | c->hand[B];
	const int X1 = (A + 1) & 3, X2 = (A + 3) & 3;
	/* Each suit's reduction, the card it relies on, its hand, and
	 * whether that card is below the top card of the suit. */
	int red[4] = { 0, 0, 0, 0 }, card[4], holder[4], deep[4], total = 0;
	for (int s = 0; s < 4; s++) {
		const unsigned y = suit_bits(hab, s);
		unsigned x1 = suit_bits(c->hand[X1], s), x2 = suit_bits(c->hand[X2], s);
		const int ly = lane(ylen, s);
		if (!y)
			continue;
		for (int i = 1; i <= ly && (x1 | x2); i++) {
			const int t1 = x1 ? top_rank(x1) : -1, t2 = x2 ? top_rank(x2) : -1;
			const int t = t1 > t2 ? t1 : t2;
			if (popcount16(y >> (t + 1)) < i) {
				red[s] = ly - (i - 1);
				card[s] = t;
				holder[s] = t2 > t1;
				deep[s] = i > 1;
				total += red[s];
				break;
			}
			if (t1 >= 0)
				x1 &= ~(1u << t1);
			if (t2 >= 0)
				x2 &= ~(1u << t2);
		}
	}
	if (cap - total >= n)
		return n;
	/* The largest reductions first; a hand of X stops one suit, or
	 * several with their top cards alone ((3)). */
	int picked[2] = { 0, 0 }, anydeep[2] = { 0, 0 };
	uint64_t r = 0;
	while (cap >= n) {
		int pick = -1;
		for (int s = 0; s < 4; s++) {
			if (!red[s])
				continue;
			const int h = holder[s];
			if (picked[h] && (deep[s] || anydeep[h]))
				continue;
			if (pick < 0 || red[s] > red[pick])
				pick = s;
		}
		if (pick < 0)
			return n;
		cap -= red[pick];
		red[pick] = 0;
		picked[holder[pick]]++;
		anydeep[holder[pick]] |= deep[pick];
		r |= (uint64_t)(1u << card[pick]) << (16 * pick);
	}
	*rel |= r;
	return cap;
}

#endif
