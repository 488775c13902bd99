/*
 * quick_later.c - sure tricks of the side not on lead, counted at the
 * start of a trick (later_tricks(); search() asks it through
 * sure_tricks(), quick.c, when the side on lead's count falls short):
 * the top cards of every suit the leader can lead, the length cap of
 * notrump, the sure trump tricks of the defence by rank (side_trumps(),
 * quick_common.h) or by length (trump_length(), quick_common.h).
 *
 * As in quick.c, every count is a proof, and the cards whose ranks it
 * uses are added to *rel.
 */
#include "quick_common.h"

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

int later_tricks(const dd_ctx *c, int need, uint64_t *rel)
{
	const seats_t st = seats_of(c);
	return later_count(c, &st, need, rel);
}
