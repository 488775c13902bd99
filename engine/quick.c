/*
 * quick.c - sure tricks, counted at the start of a trick (and one case
 * after the lead) to cut the search short.
 *
 * Every count here is a proof: the side named takes at least that many
 * tricks whatever the other side does.  The cards whose ranks the proof
 * uses are added to *rel; arguments from suit lengths alone add nothing,
 * since the lengths are part of every table key.
 */
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
 * Tricks the leader can cash from the top of his own hand, keeping the lead
 * throughout: trumps first (which draws the opponents' trumps), then the
 * other suits while the opponents can neither ruff nor, in a trump
 * contract, force partner to ruff by having run out of other cards.
 */
static int cash_tricks(const dd_ctx *c, int L, int need, uint64_t *rel)
{
	const int P = (L + 2) & 3, O1 = (L + 1) & 3, O2 = (L + 3) & 3;
	const int trump = c->trump;
	const uint64_t all = c->trick.start_all;
	int q = 0;
	int opp_trumps1 = 0, opp_trumps2 = 0, pard_spare;
	uint64_t used = 0;

	pard_spare = __builtin_popcountll(c->hand[P]);
	if (trump != DD_NOTRUMP) {
		unsigned a = suit_bits(all, trump), l = suit_bits(c->hand[L], trump);
		int lp = popcount16(suit_bits(c->hand[P], trump));
		int l1 = popcount16(suit_bits(c->hand[O1], trump));
		int l2 = popcount16(suit_bits(c->hand[O2], trump));
		unsigned run = top_run(l, a);
		int k = popcount16(run), t = k;
		if (k && k >= l1 && k >= l2 && lp <= k)
			t = popcount16(l);
		if (t) {
			used |= (uint64_t)run << (16 * trump);
			q += t;
		}
		opp_trumps1 = l1 > t ? l1 - t : 0;
		opp_trumps2 = l2 > t ? l2 - t : 0;
		pard_spare -= lp;
		if (t > lp)
			pard_spare -= t - lp;
	}

	/* Tricks and relevant cards of each other suit. */
	int tricks[4] = { 0, 0, 0, 0 };
	uint64_t cards[4] = { 0, 0, 0, 0 };
	for (int s = 0; s < 4; s++) {
		if (s == trump)
			continue;
		unsigned l = suit_bits(c->hand[L], s);
		if (!l)
			continue;
		unsigned a = suit_bits(all, s);
		int ll = popcount16(l);
		int lp = popcount16(suit_bits(c->hand[P], s));
		int l1 = popcount16(suit_bits(c->hand[O1], s));
		int l2 = popcount16(suit_bits(c->hand[O2], s));
		int safe = 13;
		if (opp_trumps1 && l1 < safe)
			safe = l1;
		if (opp_trumps2 && l2 < safe)
			safe = l2;
		if (lp == 0 && l1 == 0 && l2 == 0) {
			tricks[s] = safe < ll ? safe : ll;
			continue;
		}
		unsigned run = top_run(l, a);
		int k = popcount16(run);
		if (!k)
			continue;
		if (k >= l1 && k >= l2 && lp <= k && safe == 13) {
			tricks[s] = ll;
			cards[s] = (uint64_t)run << (16 * s);
		} else {
			int t = k < safe ? k : safe;
			tricks[s] = t;
			cards[s] = (uint64_t)highest(run, t) << (16 * s);
		}
	}

	/* Take the suits that need no ranks first, then the richest, and
	 * stop once the count is enough: the fewer cards relied on, the more
	 * positions the table entry will cover. */
	int side = 0, cap = trump != DD_NOTRUMP ? (pard_spare > 0 ? pard_spare : 0) : 52;
	bool taken[4] = { false, false, false, false };
	for (int s = 0; s < 4; s++)
		if (tricks[s] && !cards[s]) {
			side += tricks[s];
			taken[s] = true;
		}
	while (q + (side < cap ? side : cap) < need) {
		int pick = -1;
		for (int s = 0; s < 4; s++)
			if (!taken[s] && tricks[s] && (pick < 0 || tricks[s] > tricks[pick]))
				pick = s;
		if (pick < 0)
			break;
		taken[pick] = true;
		side += tricks[pick];
		used |= cards[pick];
	}
	q += side < cap ? side : cap;
	if (q)
		*rel |= used;
	return q;
}

/* At most what cash_tricks() can find for L: his cards in the suits
 * where he holds the top card or that no one else holds.  When that is
 * below what is needed, cash_tricks() is not run. */
static int cash_bound(const dd_ctx *c, int L)
{
	const uint64_t all = c->trick.start_all, mine = c->hand[L], others = all & ~mine;
	int n = 0;
	for (int s = 0; s < 4; s++) {
		unsigned a = suit_bits(all, s), m = suit_bits(mine, s);
		if (m && ((m & (1u << top_rank(a))) || !suit_bits(others, s)))
			n += popcount16(m);
	}
	return n;
}

static int side_trumps(const dd_ctx *c, int S1, int S2, unsigned a, uint64_t *rel);

/*
 * The leader's own cashing tricks, or, when he can reach partner's top
 * card in a suit he holds (a first round safe from ruffs), partner's.
 * When these are not enough: the side's sure trump tricks, if more
 * (side_trumps()).  When one trick is needed and none is found: a ruff
 * by partner in a suit the leader holds and partner lacks, that neither
 * opponent beats.
 */
int quick_tricks(const dd_ctx *c, int need, uint64_t *rel)
{
	const int L = c->to_play, P = (L + 2) & 3, O1 = (L + 1) & 3, O2 = (L + 3) & 3;
	const uint64_t all = c->trick.start_all;
	const int trump = c->trump;
	uint64_t own_rel = 0;
	int q = cash_bound(c, L) >= need ? cash_tricks(c, L, need, &own_rel) : 0;
	if (q >= need) {
		*rel |= own_rel;
		return q;
	}
	bool o1_trumps = trump != DD_NOTRUMP && suit_bits(c->hand[O1], trump);
	bool o2_trumps = trump != DD_NOTRUMP && suit_bits(c->hand[O2], trump);
	for (int e = 0; e < 4; e++) {
		unsigned pe = suit_bits(c->hand[P], e);
		if (!pe || !suit_bits(c->hand[L], e))
			continue;
		unsigned top = 1u << top_rank(suit_bits(all, e));
		if (!(pe & top))
			continue;
		if (e != trump && ((o1_trumps && !suit_bits(c->hand[O1], e)) ||
				   (o2_trumps && !suit_bits(c->hand[O2], e))))
			continue;
		uint64_t prel = (uint64_t)top << (16 * e);
		int qp = cash_bound(c, P) >= need ? cash_tricks(c, P, need, &prel) : 0;
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
		break;
	}
	if (q < need && trump != DD_NOTRUMP && suit_bits(all, trump)) {
		uint64_t trel = 0;
		int qt = side_trumps(c, L, P, suit_bits(all, trump), &trel);
		if (qt > q) {
			*rel |= trel;
			return qt;
		}
	}
	if (q)
		*rel |= own_rel;
	else if (need == 1 && trump != DD_NOTRUMP && suit_bits(c->hand[P], trump)) {
		/* A ruff by partner that no opponent can beat. */
		unsigned pt = suit_bits(c->hand[P], trump);
		unsigned t2 = suit_bits(c->hand[O2], trump);
		for (int e = 0; e < 4; e++) {
			if (e == trump || !suit_bits(c->hand[L], e) || suit_bits(c->hand[P], e))
				continue;
			if (!suit_bits(c->hand[O1], e) && suit_bits(c->hand[O1], trump))
				continue;
			if (!suit_bits(c->hand[O2], e) && t2) {
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
 */
static int side_trumps(const dd_ctx *c, int S1, int S2, unsigned a, uint64_t *rel)
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
 * Tricks the side not on lead is sure of: in notrump, one when it holds
 * the top card of every suit the leader can lead, one a suit when a single
 * opponent holds all those top cards (he wins the lead and cashes the
 * others, or, when that is fewer than need, every card topping its suit
 * of whichever of them wins the lead); in a trump contract, every trump of its longer holding when
 * the leader's side has none, else its sure trump tricks (side_trumps()).
 */
int later_tricks(const dd_ctx *c, int need, uint64_t *rel)
{
	const int L = c->to_play, P = (L + 2) & 3, O1 = (L + 1) & 3, O2 = (L + 3) & 3;
	const uint64_t all = c->trick.start_all;
	const uint64_t opp = c->hand[O1] | c->hand[O2];

	if (c->trump == DD_NOTRUMP) {
		uint64_t tops = 0;
		for (int s = 0; s < 4; s++) {
			if (!suit_bits(c->hand[L], s))
				continue;
			unsigned a = suit_bits(all, s);
			uint64_t top = (uint64_t)(1u << top_rank(a)) << (16 * s);
			if (!(opp & top))
				return 0;
			tops |= top;
		}
		/* One opponent holds them all: he wins whatever is led and
		 * cashes the others. */
		int q = (c->hand[O1] & tops) == tops || (c->hand[O2] & tops) == tops
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
	unsigned ours = suit_bits(c->hand[L] | c->hand[P], tr);
	if (!ours) {
		int l1 = popcount16(suit_bits(c->hand[O1], tr));
		int l2 = popcount16(suit_bits(c->hand[O2], tr));
		return l1 > l2 ? l1 : l2;
	}
	return side_trumps(c, O1, O2, a, rel);
}

/*
 * After the lead: the side to play (second hand and fourth hand) is sure
 * to win this trick with the top card of the suit led, or by a ruff that
 * the leader's partner cannot beat.
 */
bool quick_trick_after_lead(const dd_ctx *c, uint64_t *rel)
{
	const trick_t *t = &c->trick;
	const int second = c->to_play, third = (second + 1) & 3, fourth = (second + 2) & 3;
	const int lead = t->card[0], ls = DD_SUIT(lead), trump = c->trump;
	unsigned third_suit = suit_bits(c->hand[third], ls);
	bool third_can_ruff = trump != DD_NOTRUMP && ls != trump && !third_suit &&
			      suit_bits(c->hand[third], trump);

	unsigned a = suit_bits(c->hand[0] | c->hand[1] | c->hand[2] | c->hand[3], ls);
	if (a && top_rank(a) > DD_RANK(lead) && !third_can_ruff) {
		unsigned top = 1u << top_rank(a);
		if ((suit_bits(c->hand[second], ls) | suit_bits(c->hand[fourth], ls)) & top) {
			*rel |= (uint64_t)top << (16 * ls);
			return true;
		}
	}
	if (trump == DD_NOTRUMP || ls == trump || third_can_ruff)
		return false;
	/* The leader's partner follows suit or has no trump: a ruff wins. */
	if (!suit_bits(c->hand[fourth], ls) && suit_bits(c->hand[fourth], trump))
		return true;
	if (!suit_bits(c->hand[second], ls) && suit_bits(c->hand[second], trump))
		return true;
	return false;
}
