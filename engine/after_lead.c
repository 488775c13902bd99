/*
 * after_lead.c - sure tricks after the lead: the side to play second is
 * sure to win the trick in progress, and more: with a run of top trumps
 * that it need not play to it, a trick for each of them; in notrump, the
 * winner's runs of top cards.
 *
 * As in quick.c, every count is a proof, and the cards whose ranks it
 * uses are added to *rel (lengths and voids are part of every table key).
 */
#include "internal.h"

/*
 * Whether the side to play (second and fourth hands) wins the trick in
 * progress whatever the leader's partner (third hand) does:
 * - with the top card of the suit led among the three hands still to
 *   play, when it beats the card led and third hand cannot ruff (the
 *   leader's cards above it take no part in this trick: they are relied
 *   on through that card, the owners of the cards above a relevant card
 *   being part of the key);
 * - or by a ruff of a side suit: by fourth hand when he is void in it
 *   and has a trump, else by second hand, with his lowest trump when
 *   third hand follows suit or has no trump; when third hand can ruff,
 *   with the lowest trump above all of his (relied on: third hand holds
 *   none of the trumps from it up).
 * The hand that ruffs goes to *ruffer, -1 when the top card wins, and the
 * trump it ruffs with to *ruff_card.
 */
static inline bool wins_trick(const dd_ctx *c, uint64_t *rel, int *ruffer, unsigned *ruff_card)
{
	const trick_t *t = &c->trick;
	const int second = c->to_play, third = (second + 1) & 3, fourth = (second + 2) & 3;
	const int lead = t->card[0], ls = DD_SUIT(lead), trump = c->trump;
	const unsigned t3 = trump != DD_NOTRUMP && ls != trump && !suit_bits(c->hand[third], ls)
			    ? suit_bits(c->hand[third], trump) : 0;
	const unsigned ours = suit_bits(c->hand[second] | c->hand[fourth], ls);
	const unsigned a = ours | suit_bits(c->hand[third], ls);

	*ruffer = -1;
	*ruff_card = 0;
	if (a && top_rank(a) > DD_RANK(lead) && !t3) {
		const unsigned top = 1u << top_rank(a);
		if (ours & top) {
			*rel |= (uint64_t)top << (16 * ls);
			return true;
		}
	}
	if (trump == DD_NOTRUMP || ls == trump)
		return false;
	const unsigned above = t3 ? ~((2u << top_rank(t3)) - 1) : ~0u;
	for (int k = 0; k < 2; k++) {
		const int h = k ? second : fourth;
		const unsigned ht = suit_bits(c->hand[h], trump) & above;
		if (!ht || suit_bits(c->hand[h], ls))
			continue;
		*ruffer = h;
		*ruff_card = ht & -ht;
		if (t3)
			*rel |= (uint64_t)*ruff_card << (16 * trump);
		return true;
	}
	return false;
}

bool quick_trick_after_lead(const dd_ctx *c, uint64_t *rel)
{
	int ruffer;
	unsigned ruff_card;
	return wins_trick(c, rel, &ruffer, &ruff_card);
}

/*
 * After the lead of a side suit in a trump contract: the side to play
 * wins this trick (wins_trick()), and a hand H of it holds a run of the
 * top trumps in play, or its trumps outnumber the other side's (below).
 * Each trump of the run wins the trick it is played in (only H's own
 * trumps are higher), one trick each, so the side takes one trick more
 * for each of them that H does not play to this trick:
 * H has a card to play here other than the run (its top card of the suit
 * led, a card of that suit, or, void, any other card, which may be a
 * lower trump: the trick is still the side's), or H is the hand that
 * ruffs, with a trump below the run (else one fewer).  Counts nothing
 * below need.  With wins_trick()'s top card among the three hands to
 * play and its ruffs over third hand's trumps: the opening leads
 * (lead200) 137.9 -> 128.3 M nodes, tables.txt 150.1 -> 144.1 M; with
 * the count by length 127.6 M and 142.7 M (docs/performance.md,
 * 2026-11-27 22:05).
 */
static inline int run_tricks(const dd_ctx *c, int need, int ruffer, unsigned ruff_card,
			     uint64_t *rel)
{
	const int trump = c->trump;
	const unsigned a = suit_bits(c->hand[0] | c->hand[1] | c->hand[2] | c->hand[3], trump);
	if (!a)
		return 0;
	for (int k = 0; k < 2; k++) {
		const int H = k ? (c->to_play + 2) & 3 : c->to_play;
		const unsigned ht = suit_bits(c->hand[H], trump);
		unsigned run = a;
		const unsigned others = a & ~ht;
		if (others)
			run &= ~((2u << top_rank(others)) - 1);
		int n = popcount16(run);
		if (!n)
			continue;
		if (H == ruffer) {
			if (ruff_card & run)
				n--;
		} else if (__builtin_popcountll(c->hand[H]) <= n) {
			continue;
		}
		if (n + 1 >= need) {
			*rel |= (uint64_t)run << (16 * trump);
			return n + 1;
		}
	}
	/* By length (trump_length() in quick_common.h, the lengths alone): each
	 * trump of the side's longer holding T is played in a trick of its
	 * own, and the other side wins such a trick only with a trump of
	 * its own, one a trick, so T's trumps less all of the other side's
	 * win tricks; none of them is this trick when T has a card other
	 * than a trump to play to it and is not the hand that ruffs. */
	const int s2 = c->to_play, s4 = (s2 + 2) & 3;
	const unsigned t2 = suit_bits(c->hand[s2], trump), t4 = suit_bits(c->hand[s4], trump);
	const int T = popcount16(t2) >= popcount16(t4) ? s2 : s4;
	const int nt = popcount16(T == s2 ? t2 : t4), no = popcount16(a & ~(t2 | t4));
	if (T != ruffer && nt - no + 1 >= need && __builtin_popcountll(c->hand[T]) > nt)
		return nt - no + 1;
	return 0;
}

/*
 * In notrump, or with no trump left: the hand H that wins this trick with
 * its top card (won, the card in r) leads next and cashes its runs of top
 * cards, each card of them winning the trick it is led to, H keeping the
 * lead; in the suit led, the run's cards after this trick's.  Only until
 * need is reached: first the suits no one else holds (no rank relied on),
 * then the longest runs (their cards relied on).  Tables.txt 142.7 ->
 * 137.8 M nodes, lead200 127.6 -> 127.1 M; with every run relied on
 * 139.2 M and 128.7 M (docs/performance.md, 2026-11-27 22:05).
 */
static inline int cash_after(const dd_ctx *c, int need, uint64_t won, uint64_t *rel)
{
	const int ls = DD_SUIT(c->trick.card[0]);
	const int s2 = c->to_play, s4 = (s2 + 2) & 3;
	const int H = suit_bits(c->hand[s2] & won, ls) ? s2 : s4;
	const uint64_t all = c->hand[0] | c->hand[1] | c->hand[2] | c->hand[3];
	int q = 1, runs[4];
	unsigned run[4];
	for (int s = 0; s < 4; s++) {
		const unsigned held = suit_bits(c->hand[H], s), al = suit_bits(all, s);
		const unsigned others = al & ~held;
		run[s] = !held ? 0 : others ? al & ~((2u << top_rank(others)) - 1) : al;
		runs[s] = popcount16(run[s]) - (s == ls && run[s]);
		if (held && !others) {
			q += runs[s];
			runs[s] = 0;
		}
	}
	uint64_t used = won;
	while (q < need) {
		int pick = -1;
		for (int s = 0; s < 4; s++)
			if (runs[s] && (pick < 0 || runs[s] > runs[pick]))
				pick = s;
		if (pick < 0)
			return 0;
		q += runs[pick];
		runs[pick] = 0;
		used |= (uint64_t)run[pick] << (16 * pick);
	}
	*rel |= used;
	return q;
}

int after_lead_tricks(const dd_ctx *c, int need, uint64_t *rel)
{
	const int trump = c->trump;
	const bool no_trump = trump == DD_NOTRUMP ||
			      !suit_bits(c->hand[0] | c->hand[1] | c->hand[2] | c->hand[3], trump);
	if (need > 1 && !no_trump && DD_SUIT(c->trick.card[0]) == trump)
		return 0;
	uint64_t r = 0;
	int ruffer;
	unsigned ruff_card;
	if (!wins_trick(c, &r, &ruffer, &ruff_card))
		return 0;
	if (need <= 1) {
		*rel |= r;
		return 1;
	}
	if (no_trump)
		return ruffer < 0 ? cash_after(c, need, r, rel) : 0;
	const int q = run_tricks(c, need, ruffer, ruff_card, &r);
	if (q)
		*rel |= r;
	return q;
}
