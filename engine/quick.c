/*
 * quick.c - sure tricks, counted at the start of a trick to cut the
 * search short: the side on lead's (quick_tricks(): its cashing tricks,
 * the crossings to partner, its sure trump tricks, a ruff by partner),
 * and sure_tricks(), search()'s call, which asks quick_later.c for the
 * other side's when these fall short.  (After the lead: after_lead.c.)
 *
 * Every count here is a proof: the side named takes at least that many
 * tricks whatever the other side does.  The cards whose ranks the proof
 * uses are added to *rel; arguments from suit lengths alone add nothing,
 * since the lengths are part of every table key.
 */
#include "quick_common.h"

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
	/* Where an opponent holds more trumps than X's (the leader's or
	 * partner's) run of top trumps, cash_tricks() for X counts that
	 * run for the trumps (shorter than the others' longest holding)
	 * and, an opponent able to ruff, each side suit's run of top cards
	 * at most: X's runs of top cards bound it, and gate its calls and
	 * the exit below where need is above 1 (the crossing keeps
	 * cash_bound()'s, its trumps drawn first).  cash_tricks() counts
	 * nothing below need, so a call skipped would have returned 0. */
	int gate_l = bound_l, gate_p = bound_p;
	if (opp_trumps && need > 1) {
		const unsigned a = suit_bits(all, trump);
		const int m1 = popcount16(suit_bits(h1, trump)), m2 = popcount16(suit_bits(h2, trump));
		const int most = m1 > m2 ? m1 : m2;
		if (gate_l >= need && popcount16(top_run(suit_bits(hl, trump), a)) < most)
			gate_l = __builtin_popcountll(hl & ~lanes_below(all & ~hl));
		if (gate_p >= need && popcount16(top_run(suit_bits(hp, trump), a)) < most)
			gate_p = __builtin_popcountll(hp & ~lanes_below(all & ~hp));
	}
	if (need > 1 && gate_l < need && gate_p < need) {
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
	int q = gate_l >= need ? cash_tricks(c, L, need, &own_rel) : 0;
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
		int qp = gate_p >= need ? cash_tricks(c, P, need, &prel) : 0;
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

int quick_tricks(const dd_ctx *c, int need, uint64_t *rel)
{
	const seats_t st = seats_of(c);
	return quick_count(c, &st, need, rel);
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
	/* The other side's count, as later_tricks() would give it, without
	 * the call where it is plain (lead5: 202 K calls -> 66 K; lead200
	 * CPU -2 %, tables.txt -1 %, docs/performance.md, 2026-11-28
	 * 06:36):
	 * - in a trump contract with trumps in play and none held by the
	 *   leader's side, it is the other side's longer trump holding;
	 * - where the other side needs two tricks or more, in a trump
	 *   contract with trumps in play, later_tricks() counts only trump
	 *   tricks: its run of top trumps, or two (side_trumps()), each of
	 *   them above the leader's side's highest trump; where those are
	 *   fewer than its need only trump_length() can reach it;
	 * - where it needs two tricks or more, in notrump or with no trump
	 *   left, later_tricks() counts only where it holds the top card of
	 *   every suit the leader holds. */
	const int other = c->tricks_left + 1 - need;
	const int tr = c->trump;
	const unsigned a = tr == DD_NOTRUMP ? 0 : suit_bits(st.all, tr);
	if (a) {
		const unsigned t1 = suit_bits(st.o1, tr), t2 = suit_bits(st.o2, tr);
		const unsigned ours = a & ~(t1 | t2);
		if (!ours) {
			const int n1 = popcount16(t1), n2 = popcount16(t2);
			*q = n1 > n2 ? n1 : n2;
			*rel = 0;
			return *q >= other ? 2 : 0;
		}
		if (other > 1 && popcount16(a >> (top_rank(ours) + 1)) < other) {
			r = 0;
			*q = trump_length(c, st.O1, st.O2, ours, other, &r);
			*rel = r;
			return *q >= other ? 2 : 0;
		}
	} else if (other > 1) {
		const uint64_t opp = st.o1 | st.o2;
		if (lanes_any(st.l) & ~(lanes_ge(opp, st.all & ~opp) & lanes_any(opp))) {
			*q = 0;
			*rel = 0;
			return 0;
		}
	}
	r = 0;
	*q = later_tricks(c, other, &r);
	*rel = r;
	return *q >= other ? 2 : 0;
}
