/*
 * layoutcheck.c - the arithmetic of a plan's constraints before dealing,
 * see layoutcheck.h.
 */
#include "layoutcheck.h"

#include <stdint.h>
#include <stdio.h>

#include "handspec.h"
#include "model/deal.h"

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };

static int card_hcp(int rank)
{
	return rank > 10 ? rank - 10 : 0;       /* J 1 ... A 4 */
}

/* The most points hidden seat can hold: its fixed cards' and the best
 * of the free cards, as many as its free places. */
static int most_hcp(const sdlayout_plan *p, int seat)
{
	int count[5] = { 0, 0, 0, 0, 0 };      /* free cards by points */
	int i, points, left = p->slots[seat];
	int n = handspec_hcp(p->base.hand[seat]);

	for (i = 0; i < p->npool; i++)
		count[card_hcp(DD_RANK(p->pool[i]))]++;
	for (points = 4; points > 0 && left > 0; points--) {
		int take = count[points] < left ? count[points] : left;

		n += take * points;
		left -= take;
	}
	return n;
}

/* The least points hidden seat holds with its constraint. */
static int least_hcp(const sdlayout_plan *p, int seat)
{
	int fixed = handspec_hcp(p->base.hand[seat]);
	int least = p->spec[seat] ? handspec_min_hcp(p->spec[seat]) : 0;

	return least > fixed ? least : fixed;
}

int layoutcheck_plan(const sdlayout_plan *p, const char *seen, char *err,
		     size_t errsize)
{
	int hidden = 0, seat, suit, h, i, need = 0;

	for (h = 0; h < p->nhidden; h++)
		hidden |= 1 << p->hidden[h];
	/* each hidden hand alone */
	for (h = 0; h < p->nhidden; h++) {
		int most, least;

		seat = p->hidden[h];
		most = most_hcp(p, seat);
		least = least_hcp(p, seat);
		if (least > most) {
			snprintf(err, errsize, "impossible: %s can hold at "
				 "most %d points (of the cards it can still "
				 "get), its constraints need at least %d",
				 SEAT_NAMES[seat], most, least);
			return -1;
		}
		for (suit = 0; suit < 4 && p->spec[seat]; suit++) {
			int fixed = __builtin_popcount(
				p->base.hand[seat][suit]), free = 0;

			for (i = 0; i < p->npool; i++)
				free += DD_SUIT(p->pool[i]) == suit;
			if (free > p->slots[seat])
				free = p->slots[seat];
			if (p->spec[seat]->len[suit][0] > fixed + free) {
				snprintf(err, errsize, "impossible: %s can "
					 "hold at most %d %s (of the cards it "
					 "can still get), its constraints "
					 "need at least %d", SEAT_NAMES[seat],
					 fixed + free, dd_suit_name(suit),
					 p->spec[seat]->len[suit][0]);
				return -1;
			}
		}
	}
	/* the four hands together */
	for (seat = 0; seat < 4; seat++)
		need += hidden >> seat & 1 ? least_hcp(p, seat) :
			handspec_hcp(p->base.hand[seat]);
	if (need > 40) {
		snprintf(err, errsize, "impossible: %s and the constraints "
			 "need at least %d points, and there are 40", seen,
			 need);
		return -1;
	}
	for (suit = 0; suit < 4; suit++) {
		need = 0;
		for (seat = 0; seat < 4; seat++) {
			int fixed = __builtin_popcount(
				p->base.hand[seat][suit]);
			int want = hidden >> seat & 1 && p->spec[seat] ?
				   p->spec[seat]->len[suit][0] : 0;

			need += want > fixed ? want : fixed;
		}
		if (need > 13) {
			snprintf(err, errsize, "impossible: %s and the "
				 "constraints need at least %d %s, and there "
				 "are 13", seen, need, dd_suit_name(suit));
			return -1;
		}
	}
	return 0;
}
