/*
 * shuffle.c - random deals, see shuffle.h.
 */
#include "shuffle.h"

#include <string.h>
#include <time.h>
#include <unistd.h>

void shuffle_seed(shuffle_rng *rng, uint64_t seed)
{
	rng->state = seed;
}

static uint64_t next64(shuffle_rng *rng)
{
	uint64_t z = (rng->state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

uint32_t shuffle_below(shuffle_rng *rng, uint32_t bound)
{
	/* Reject the top partial block of 2^32 so that every value is
	 * equally likely. */
	uint32_t limit = (uint32_t)(0x100000000ULL -
				    0x100000000ULL % bound) - 1;
	uint32_t x;

	do
		x = (uint32_t)(next64(rng) >> 32);
	while (x > limit);
	return x % bound;
}

void shuffle_deal(shuffle_rng *rng, dd_deal *deal)
{
	dd_card cards[52];
	int i, n = 0, suit, rank;

	for (suit = 0; suit < 4; suit++)
		for (rank = 2; rank <= 14; rank++)
			cards[n++] = DD_CARD(suit, rank);
	for (i = 51; i > 0; i--) {
		int j = (int)shuffle_below(rng, (uint32_t)i + 1);
		dd_card t = cards[i];

		cards[i] = cards[j];
		cards[j] = t;
	}
	memset(deal, 0, sizeof *deal);
	for (i = 0; i < 52; i++)
		deal->hand[i / 13][DD_SUIT(cards[i])] |=
			(uint16_t)(1u << DD_RANK(cards[i]));
}

void shuffle_fresh_deal(dd_deal *deal)
{
	shuffle_rng rng;
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	shuffle_seed(&rng, (uint64_t)ts.tv_sec * 1000000007ULL ^
			   (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32));
	shuffle_deal(&rng, deal);
}
