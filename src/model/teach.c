/*
 * teach.c - practice deals, the computer's cards and quiz positions, see
 * teach.h.
 */
#include "teach.h"

#include <string.h>

void teach_rotate(dd_deal *deal, int by)
{
	dd_deal out;
	int s;

	for (s = 0; s < 4; s++)
		memcpy(out.hand[(s + by) & 3], deal->hand[s],
		       sizeof deal->hand[s]);
	*deal = out;
}

/* High-card points of a side (0 North-South, 1 East-West). */
static int side_points(const dd_deal *deal, int side)
{
	int seat, suit, hcp = 0;

	for (seat = side; seat < 4; seat += 2)
		for (suit = 0; suit < 4; suit++) {
			uint16_t h = deal->hand[seat][suit];

			hcp += 4 * !!(h & (1u << 14)) + 3 * !!(h & (1u << 13)) +
			       2 * !!(h & (1u << 12)) + !!(h & (1u << 11));
		}
	return hcp;
}

/* North-South's tricks with South declaring in strain: -1 on failure. */
static int south_tricks(dd_ctx *ctx, const dd_deal *deal, int strain)
{
	dd_position pos;
	int t;

	memset(&pos, 0, sizeof pos);
	pos.deal = *deal;
	pos.strain = strain;
	pos.leader = DD_WEST;
	if (dd_solve(ctx, &pos, &t, NULL) != DD_OK)
		return -1;
	return t >= 0 ? 13 - t : -1;
}

int teach_practice_deal(dd_ctx *ctx, shuffle_rng *rng, int strain,
			int min_tricks, int max_tries, dd_deal *deal,
			int *out_strain, int *tricks)
{
	/* Fewer points than this with the partnership, and the tricks are
	 * out of reach: a loose bound (long suits take tricks without
	 * points), only to save solving hopeless deals. */
	int need = min_tricks <= 7 ? 0 : 4 * (min_tricks - 7) - 4;
	int try;

	for (try = 0; try < max_tries; try++) {
		int seat, best = -1, best_strain = -1, best_d = 0, s, d;

		shuffle_deal(rng, deal);
		/* Declarer: the North-South seat with more points (either,
		 * turned to South: the deal stays the same up to the seat
		 * names). */
		if (side_points(deal, 0) < need && side_points(deal, 1) < need)
			continue;
		seat = side_points(deal, 0) >= side_points(deal, 1) ?
		       DD_SOUTH : DD_WEST;
		teach_rotate(deal, (DD_SOUTH - seat) & 3);
		if (side_points(deal, 0) < need)
			continue;
		/* South declaring, or North (then turned to South). */
		for (d = 0; d < 2; d++) {
			if (d == 1)
				teach_rotate(deal, 2);
			for (s = DD_NOTRUMP; s >= 0; s--) {
				int t;

				if (strain >= 0 && s != strain)
					continue;
				t = south_tricks(ctx, deal, s);
				if (t < 0)
					return -1;
				if (t > best) {
					best = t;
					best_strain = s;
					best_d = d;
				}
			}
		}
		if (best_d == 0)
			teach_rotate(deal, 2);
		if (best >= min_tricks) {
			*out_strain = best_strain;
			*tricks = best;
			return 0;
		}
	}
	return -1;
}

int teach_choose(const dd_card_score *sc, int n, int slack,
		 shuffle_rng *rng)
{
	int i, best = -1, count = 0, pick;

	for (i = 0; i < n; i++)
		if (sc[i].tricks > best)
			best = sc[i].tricks;
	for (i = 0; i < n; i++)
		count += sc[i].tricks >= best - slack;
	pick = count > 1 ? (int)shuffle_below(rng, (uint32_t)count) : 0;
	for (i = 0; i < n; i++)
		if (sc[i].tricks >= best - slack && pick-- == 0)
			return i;
	return 0;
}

int teach_is_quiz(const dd_card_score *sc, int n, int *right)
{
	int i, best = -1, k = 0;

	for (i = 0; i < n; i++)
		if (sc[i].tricks > best)
			best = sc[i].tricks;
	for (i = 0; i < n; i++)
		k += sc[i].tricks == best;
	*right = k;
	return n >= 2 && k < n;
}

int teach_judge(const dd_card_score *sc, int n, dd_card card, int *lost)
{
	int i, best = -1, got = -1;

	for (i = 0; i < n; i++) {
		if (sc[i].tricks > best)
			best = sc[i].tricks;
		if (sc[i].card == card)
			got = sc[i].tricks;
	}
	*lost = 0;
	if (got < 0)
		return -1;
	*lost = best - got;
	return got == best;
}
