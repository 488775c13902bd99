/*
 * shuffle.h - random deals: a small seeded generator (splitmix64) and a
 * uniform shuffle of the 52 cards (Fisher-Yates, unbiased draws).
 */
#ifndef SHUFFLE_H
#define SHUFFLE_H

#include <stdint.h>

#include "dd.h"

typedef struct {
	uint64_t state;
} shuffle_rng;

void shuffle_seed(shuffle_rng *rng, uint64_t seed);

/* A number in 0..bound-1, every value equally likely (bound >= 1). */
uint32_t shuffle_below(shuffle_rng *rng, uint32_t bound);

/* A deal of thirteen cards a hand, every deal equally likely. */
void shuffle_deal(shuffle_rng *rng, dd_deal *deal);

/* A deal from a generator seeded with the clock and the process id: a
 * different deal each time. */
void shuffle_fresh_deal(dd_deal *deal);

#endif
