/*
 * quick.c - sure tricks, counted at the start of a trick to cut the
 * search short (after the lead: after_lead.c).
 *
 * Every count here is a proof: the side named takes at least that many
 * tricks whatever the other side does.  The cards whose ranks the proof
 * uses are added to *rel; arguments from suit lengths alone add nothing,
 * since the lengths are part of every table key.
 */
#include "bits.h"
#include "internal.h"

/* The cards of held that are the top cards of all, in an unbroken run. */
static unsigned top_run(unsigned held, unsigned all)
{
	unsigned missing = all & ~held;
	return missing ? all & ~((2u << top_rank(missing)) - 1) : all;
}

/* The n highest cards of bits. */
static unsigned highest(unsigned bits, int n)
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

/*
 * The tricks held cashes in each suit, a lane each, when no one can ruff:
 * the length of its run of top cards (into *run), all its cards (its
 * lengths len) when the run is at least as long as every other hand's
 * holding (most: their longest).
 */
static inline uint64_t cash_lanes(uint64_t held, uint64_t all, uint64_t len, uint64_t most,
				  uint64_t *run, uint64_t *k)
{
	*run = held & ~lanes_below(all & ~held);
	*k = lanes_count(*run);
	return lanes_pick(lanes_ge(*k, most), len, *k);
}

/*
 * Tricks the leader can cash from the top of his own hand, keeping the lead
 * throughout: trumps first (which draws the opponents' trumps), then the
 * other suits while the opponents can neither ruff nor, in a trump
 * contract, force partner to ruff by having run out of other cards.
 * Each suit gives what cash_lanes() says; with an opponent still holding
 * a trump (after the trumps cashed), no more than its run nor the
 * shortest such opponent's length.  Counts nothing below need.
 */
static inline __attribute__((always_inline)) int cash_tricks(const dd_ctx *c, int L, int need,
							   uint64_t *rel)
{
	const int P = (L + 2) & 3, O1 = (L + 1) & 3, O2 = (L + 3) & 3;
	const int trump = c->trump;
	const uint64_t all = c->trick.start_all, others = all & ~c->hand[L];
	const uint64_t lp = lanes_lengths(c, P);
	const uint64_t l1 = lanes_lengths(c, O1), l2 = lanes_lengths(c, O2);
	uint64_t run, k;
	uint64_t tricks = cash_lanes(c->hand[L], all, lanes_lengths(c, L),
				     lanes_max(lp, lanes_max(l1, l2)), &run, &k);
	uint64_t used = 0;
	int q = 0, cap = 52;

	if (trump != DD_NOTRUMP) {
		const uint64_t tlane = (uint64_t)0xffff << (16 * trump);
		const int t = lane(tricks, trump), tp = lane(lp, trump);
		used = run & tlane;
		q = t;
		cap = __builtin_popcountll(c->hand[P]) - (t > tp ? t : tp);
		if (cap < 0)
			cap = 0;
		/* The opponents' trumps left: each side suit gives at most
		 * the shortest holding of an opponent who could ruff. */
		const bool ruff1 = lane(l1, trump) > t, ruff2 = lane(l2, trump) > t;
		if (ruff1 || ruff2) {
			uint64_t safe = ruff1 ? l1 : 13 * LANE_ONE;
			if (ruff2)
				safe = lanes_min(safe, l2);
			tricks = lanes_min(k, safe);
		}
		tricks &= ~tlane;
	}
	int side = lanes_sum(tricks);
	if (q + (side < cap ? side : cap) < need)
		return 0;

	/* Take the suits that need no ranks first (no one else holds
	 * them), then the richest, and stop once the count is enough: the
	 * fewer cards relied on, the more positions the table entry will
	 * cover. */
	const uint64_t alone = ~lanes_any(others) & LANE_FLAG;
	uint64_t left = lanes_any(tricks) & ~alone;
	side = lanes_sum(tricks & lanes_mask(alone));
	while (q + (side < cap ? side : cap) < need && left) {
		int pick = -1, best = 0;
		for (uint64_t f = left; f; f &= f - 1) {
			int s = __builtin_ctzll(f) >> 4, n = lane(tricks, s);
			if (n > best) {
				best = n;
				pick = s;
			}
		}
		left &= ~((uint64_t)LANE_FLAG & ((uint64_t)0xffff << (16 * pick)));
		side += best;
		unsigned r = (unsigned)lane(run, pick);
		used |= (uint64_t)(best >= lane(k, pick) ? r : highest(r, best)) << (16 * pick);
	}
	*rel |= used;
	return q + (side < cap ? side : cap);
}

/*
 * Notrump, or no opponent has a trump left, or (draw) the leader's top
 * trumps are at least as many as either opponent's trumps: the leader
 * cashes his suits, trumps first when drawing, then crosses to
 * partner's top card of suit e and partner cashes his (as in notrump:
 * no one can ruff), each suit giving what cash_lanes() says.  While the
 * leader cashes, partner follows suit or discards: he must have enough
 * cards to spare, beyond those of the leader's suits and those his own
 * tricks need.  The leader keeps his card of e (he is never asked to
 * discard).  Or (ruff) partner, void in e, ruffs it instead.  Counts
 * nothing below need.
 */
static int cross_tricks(const dd_ctx *c, int L, int e, bool draw, bool ruff, int need,
			uint64_t *rel)
{
	const int P = (L + 2) & 3, O1 = (L + 1) & 3, O2 = (L + 3) & 3;
	const uint64_t all = c->trick.start_all, hl = c->hand[L], hp = c->hand[P];
	const uint64_t ll = lanes_lengths(c, L), lp = lanes_lengths(c, P);
	const uint64_t most = lanes_max(lanes_lengths(c, O1), lanes_lengths(c, O2));
	uint64_t run_l, run_p, k;
	uint64_t t_l = cash_lanes(hl, all, ll, lanes_max(lp, most), &run_l, &k);
	uint64_t t_p = cash_lanes(hp, all, lp, lanes_max(ll, most), &run_p, &k);
	int ruffs = 0;
	if (ruff) {
		/* Partner ruffs suit e (no opponent has a trump): the
		 * leader keeps a card of e and his trumps; partner's trumps
		 * give one trick fewer after the ruff (he ruffs with his
		 * lowest), which is his and takes one card more. */
		const int tr = c->trump;
		t_l &= ~((uint64_t)0xffff << (16 * tr) | (uint64_t)0xffff << (16 * e));
		if (lane(t_p, tr))
			t_p -= (uint64_t)1 << (16 * tr);
		ruffs = 1;
	}
	if (lanes_sum(t_l) + lanes_sum(t_p) + ruffs < need)
		return 0;

	/* Rely on as few suits as need allows: partner's entry suit, the
	 * suits no one else holds, then the richest. */
	const uint64_t suits_l = lanes_any(t_l), suits_p = lanes_any(t_p);
	const uint64_t free_l = suits_l & ~lanes_any(all & ~hl);
	const uint64_t free_p = suits_p & ~lanes_any(all & ~hp);
	uint64_t take_l = free_l | (draw ? (uint64_t)0x8000 << (16 * c->trump) : 0);
	uint64_t take_p = free_p | (ruff ? 0 : (uint64_t)0x8000 << (16 * e));
	uint64_t left_l = suits_l & ~take_l, left_p = suits_p & ~take_p;
	int q = lanes_sum(t_l & lanes_mask(take_l)) + lanes_sum(t_p & lanes_mask(take_p)) + ruffs;
	while (q < need) {
		int best = 0;
		uint64_t pick = 0;
		bool of_l = false;
		for (int side = 0; side < 2; side++)     /* the leader's first */
			for (uint64_t f = side ? left_p : left_l; f; f &= f - 1) {
				const int n = lane(side ? t_p : t_l, __builtin_ctzll(f) >> 4);
				if (n > best) {
					best = n;
					pick = f & -f;
					of_l = !side;
				}
			}
		if (of_l)
			take_l |= pick;
		else
			take_p |= pick;
		left_l &= ~pick;
		left_p &= ~pick;
		q += best;
	}
	const uint64_t m_l = lanes_mask(take_l), m_p = lanes_mask(take_p);
	const uint64_t over = lanes_ge(t_l, lp) & take_l;
	const int discards = lanes_sum(((t_l | LANE_FLAG) - lp) & lanes_mask(over));
	const int spare = __builtin_popcountll(hp) - lanes_sum(lp & m_l) - lanes_sum(t_p & m_p) -
			  ruffs;
	if (discards > spare)
		return 0;
	*rel |= (run_l & m_l & ~lanes_mask(free_l)) | (run_p & m_p & ~lanes_mask(free_p));
	return q;
}

/* The top cards of the suits flagged. */
static inline uint64_t entry_tops(uint64_t all, uint64_t flags)
{
	uint64_t tops = 0;
	for (; flags; flags &= flags - 1) {
		const int s = __builtin_ctzll(flags) >> 4;
		tops |= (uint64_t)(1u << top_rank(suit_bits(all, s))) << (16 * s);
	}
	return tops;
}

/* At most what cash_tricks() can find for held: its cards in the suits
 * where it holds the top card (or that no one else holds).  When that is
 * below what is needed, cash_tricks() is not run. */
static inline int cash_bound(uint64_t held, uint64_t all)
{
	uint64_t tops = lanes_ge(held, all & ~held) & lanes_any(held);
	return __builtin_popcountll(held & lanes_mask(tops));
}

static inline int side_trumps(const dd_ctx *c, int S1, int S2, unsigned a, int need,
			      uint64_t *rel);

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
 * The leader's own cashing tricks, or, when he can reach partner's top
 * card in a suit he holds (a first round safe from ruffs), partner's,
 * or, when no opponent can ruff (or the leader draws their trumps),
 * the leader's then partner's after the crossing or, with no entry,
 * after partner's ruff (cross_tricks()).  When these are not enough:
 * the side's sure trump tricks, if more (side_trumps()).  When one
 * trick is needed and none is found: a ruff by partner in a suit the
 * leader holds and partner lacks, that neither opponent beats; in
 * notrump or with no trump left, the other side's length cap below the
 * tricks left (length_cap()).
 */
static inline __attribute__((always_inline)) int quick_count(const dd_ctx *c, const seats_t *st,
							   int need, uint64_t *rel)
{
	const int L = st->L, P = st->P;
	const uint64_t all = st->all, hl = st->l, hp = st->p, h1 = st->o1, h2 = st->o2;
	const int trump = c->trump;
	const int bound_l = cash_bound(hl, all), bound_p = cash_bound(hp, all);
	const unsigned opp_trumps = trump == DD_NOTRUMP ? 0
				    : suit_bits(h1 | h2, trump);
	/* The crossing needs no opponent able to ruff: none has a trump
	 * left, or the leader's top trumps draw them first. */
	bool cross = bound_l + bound_p >= need, draw = false;
	if (cross && opp_trumps) {
		const unsigned a = suit_bits(all, trump);
		const int k = popcount16(top_run(suit_bits(hl, trump), a));
		draw = k >= popcount16(suit_bits(h1, trump)) &&
		       k >= popcount16(suit_bits(h2, trump));
		cross = draw;
	}
	if (need > 1 && bound_l < need && bound_p < need) {
		/* Past one trick only the cashing tricks, the crossing and
		 * the side's top trumps count: at most the trumps above the
		 * opponents'. */
		if (!cross) {
			if (trump == DD_NOTRUMP)
				return 0;
			unsigned ours = suit_bits(hl | hp, trump);
			if (opp_trumps)
				ours >>= top_rank(opp_trumps);
			if (popcount16(ours) < need)
				return 0;
		}
	}
	uint64_t own_rel = 0;
	int q = bound_l >= need ? cash_tricks(c, L, need, &own_rel) : 0;
	if (q >= need) {
		*rel |= own_rel;
		return q;
	}
	/* The first suit where partner holds the top card and the leader
	 * a card, and (a side suit) no opponent with a trump is void. */
	uint64_t entry = lanes_ge(hp, all & ~hp) & lanes_any(hp) & lanes_any(hl);
	if (trump != DD_NOTRUMP) {
		uint64_t ruff = 0;
		if (suit_bits(h1, trump))
			ruff |= ~lanes_any(h1);
		if (suit_bits(h2, trump))
			ruff |= ~lanes_any(h2);
		entry &= ~(ruff & ~((uint64_t)0xffff << (16 * trump)));
	}
	if (entry) {
		const int e = __builtin_ctzll(entry) >> 4;
		uint64_t prel = 0;
		int qp = bound_p >= need ? cash_tricks(c, P, need, &prel) : 0;
		/* The entry: a suit whose top card partner's tricks use
		 * already, else the first. */
		if (!(prel & entry_tops(all, entry)))
			prel |= (uint64_t)(1u << top_rank(suit_bits(all, e))) << (16 * e);
		if (qp < 1)
			qp = 1;
		if (qp > q) {
			if (qp >= need) {
				*rel |= prel;
				return qp;
			}
			q = qp;
			own_rel = prel;
		}
	}
	if (cross) {
		/* Once the trumps are drawn no suit is unsafe. */
		const uint64_t e = draw ? lanes_ge(hp, all & ~hp) & lanes_any(hp) & lanes_any(hl)
					: entry;
		int qc = e ? cross_tricks(c, L, __builtin_ctzll(e) >> 4, draw, false, need, rel) : 0;
		if (qc >= need)
			return qc;
		/* No entry: partner ruffs a suit he lacks. */
		const uint64_t r = trump == DD_NOTRUMP || opp_trumps || !suit_bits(hp, trump) ? 0
				   : lanes_any(hl) & ~lanes_any(hp);
		qc = !e && r ? cross_tricks(c, L, __builtin_ctzll(r) >> 4, false, true, need, rel) : 0;
		if (qc >= need)
			return qc;
	}
	if (q < need && trump != DD_NOTRUMP && suit_bits(all, trump)) {
		uint64_t trel = 0;
		int qt = side_trumps(c, L, P, suit_bits(all, trump), need, &trel);
		if (qt > q) {
			*rel |= trel;
			return qt;
		}
	}
	/* One trick: the other side cannot take them all (length_cap()). */
	if (!q && need == 1 && (trump == DD_NOTRUMP || !suit_bits(all, trump))) {
		uint64_t r = 0;
		if (length_cap(c, st->O1, st->O2, c->tricks_left, &r) < c->tricks_left) {
			*rel |= r;
			return 1;
		}
		return 0;
	}
	if (q)
		*rel |= own_rel;
	else if (need == 1 && trump != DD_NOTRUMP && suit_bits(hp, trump)) {
		/* A ruff by partner that no opponent can beat. */
		unsigned pt = suit_bits(hp, trump);
		unsigned t2 = suit_bits(h2, trump);
		for (int e = 0; e < 4; e++) {
			if (e == trump || !suit_bits(hl, e) || suit_bits(hp, e))
				continue;
			if (!suit_bits(h1, e) && suit_bits(h1, trump))
				continue;
			if (!suit_bits(h2, e) && t2) {
				if (top_rank(t2) > top_rank(pt))
					continue;
				*rel |= (uint64_t)(1u << top_rank(pt)) << (16 * trump);
			}
			return 1;
		}
	}
	return q;
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
 * Tricks the side not on lead is sure of: in notrump, one when it holds
 * the top card of every suit the leader can lead, one a suit when a single
 * opponent holds all those top cards (he wins the lead and cashes the
 * others, or, when that is fewer than need, every card topping its suit
 * of whichever of them wins the lead), or one when the leader's side
 * needs every trick and its length cap is below that (length_cap());
 * the same in a trump contract with no trump left.  In a trump
 * contract, every trump of its longer holding when the leader's side
 * has none, else its sure trump tricks (side_trumps(), or by length:
 * trump_length(), when more), else one when
 * the leader has no trump and it holds the top card of every suit he
 * can lead, which partner must follow (or has no trump to ruff with).
 */
static inline __attribute__((always_inline)) int later_count(const dd_ctx *c, const seats_t *st,
							   int need, uint64_t *rel)
{
	const int O1 = st->O1, O2 = st->O2;
	const uint64_t all = st->all, h1 = st->o1, h2 = st->o2, opp = h1 | h2;

	if (c->trump == DD_NOTRUMP || !suit_bits(all, c->trump)) {
		uint64_t tops = 0;
		for (int s = 0; s < 4; s++) {
			if (!suit_bits(st->l, s))
				continue;
			unsigned a = suit_bits(all, s);
			uint64_t top = (uint64_t)(1u << top_rank(a)) << (16 * s);
			if (!(opp & top)) {
				/* The leader's side needs every trick and
				 * cannot take them all (length_cap()). */
				uint64_t r = 0;
				const int n = c->tricks_left;
				if (need == 1 && length_cap(c, st->L, st->P, n, &r) < n) {
					*rel |= r;
					return 1;
				}
				return 0;
			}
			tops |= top;
		}
		/* One opponent holds them all: he wins whatever is led and
		 * cashes the others. */
		int q = (h1 & tops) == tops || (h2 & tops) == tops
			? __builtin_popcountll(tops) : 1;
		if (q < need) {
			/* Whichever of them wins the first trick then cashes
			 * every card of his that tops its suit, in any suit: at
			 * least the fewer of the two counts (of those holding
			 * one of the tops). */
			int least = 13;
			uint64_t runs = 0;
			for (int k = 0; k < 2; k++) {
				const int D = k ? O2 : O1;
				if (!(c->hand[D] & tops))
					continue;
				int n = 0;
				for (int s = 0; s < 4; s++) {
					unsigned run = top_run(suit_bits(c->hand[D], s), suit_bits(all, s));
					n += popcount16(run);
					runs |= (uint64_t)run << (16 * s);
				}
				if (n < least)
					least = n;
			}
			if (least > q) {
				*rel |= tops | runs;
				return least;
			}
		}
		*rel |= tops;
		return q;
	}

	const int tr = c->trump;
	unsigned a = suit_bits(all, tr);
	if (!a)
		return 0;
	unsigned ours = suit_bits(st->l | st->p, tr);
	if (!ours) {
		int l1 = popcount16(suit_bits(h1, tr));
		int l2 = popcount16(suit_bits(h2, tr));
		return l1 > l2 ? l1 : l2;
	}
	uint64_t trel = 0;
	int q = side_trumps(c, O1, O2, a, need, &trel);
	if (q < need) {
		uint64_t lrel = 0;
		const int ql = trump_length(c, O1, O2, ours, need, &lrel);
		if (ql > q) {
			q = ql;
			trel = lrel;
		}
	}
	*rel |= trel;
	if (q || need > 1 || suit_bits(st->l, tr))
		return q;
	/* The leader leads a side suit: its top card wins unless partner
	 * ruffs. */
	const uint64_t hl = st->l, led = lanes_any(hl);
	if (led & ~(lanes_ge(opp, all & ~opp) & lanes_any(opp)))
		return 0;
	if (suit_bits(st->p, tr) && (led & ~lanes_any(st->p)))
		return 0;
	for (uint64_t f = led; f; f &= f - 1) {
		const int s = __builtin_ctzll(f) >> 4;
		*rel |= (uint64_t)(1u << top_rank(suit_bits(all, s))) << (16 * s);
	}
	return 1;
}

int quick_tricks(const dd_ctx *c, int need, uint64_t *rel)
{
	const seats_t st = seats_of(c);
	return quick_count(c, &st, need, rel);
}

int later_tricks(const dd_ctx *c, int need, uint64_t *rel)
{
	const seats_t st = seats_of(c);
	return later_count(c, &st, need, rel);
}

int sure_tricks(const dd_ctx *c, int need, uint64_t *rel, int *q)
{
	const seats_t st = seats_of(c);
	uint64_t r = 0;
	*q = quick_count(c, &st, need, &r);
	if (*q >= need) {
		*rel = r;
		return 1;
	}
	r = 0;
	*q = later_count(c, &st, c->tricks_left + 1 - need, &r);
	*rel = r;
	return *q > c->tricks_left - need ? 2 : 0;
}
