/*
 * killer.h - the cutoff-move cache (internal.h: its size and slots): the
 * slot a node reads and writes, which nodes use it, a slot's move read
 * and written, and its growth on a hard deal.  Only search.c includes
 * it; static inline, as when these lived there.
 */
#ifndef DDPLAY_KILLER_H
#define DDPLAY_KILLER_H

#include "internal.h"

/* The cutoff-move cache slot for this node.
 * - At the lead: the leader's cards, partner's cards, the seat and the
 *   tricks North-South still need (the best lead to make or to beat a
 *   target of 3 more tricks is often not the one for 4).
 * - Following suit: the cards of the led suit when the trick began,
 *   the leader, every card played to the trick (a discard only as one,
 *   where it stood) and the mover's cards of the suit: the card to play
 *   depends on the suit, seldom on the rest of the hands or the need
 *   (keyed by both hands and the need in every strain: tables.txt 9 %
 *   more nodes, the opening leads of lead-pos.txt 11 % more; by the
 *   winning card alone of the cards played, with the need in notrump,
 *   5.5 % and 5.3 % more).  The trick so far picks a group of
 *   2^KILLER_LINE_BITS slots (the rest of the key the slot in it): the
 *   nodes of one trick find their slots in the same few cache lines.
 * - A discard or a ruff: the mover's cards, who wins the trick so far
 *   and the seat (in a trump contract the winning card, and the need
 *   when a trump wins): the right discard seldom depends on partner's
 *   cards or the exact lead. */
static inline uint32_t killer_index(const dd_ctx *c, int target, uint32_t *check)
{
	const trick_t *t = &c->trick;
	const int me = c->to_play;
	uint64_t h;
	int need = target - c->ns_won + 16;
	if (!t->ncards) {
		h = c->hand[me] * 0x9e3779b97f4a7c15ull ^
		    c->hand[(me + 2) & 3] * 0xc2b2ae3d27d4eb4full;
	} else {
		int ls = DD_SUIT(t->card[0]);
		unsigned mine = suit_bits(c->hand[me], ls);
		if (!mine) {
			/* A discard or a ruff: in a trump contract, with which
			 * card the trick is won so far. */
			int winner = c->trump == DD_NOTRUMP ? (t->leader + t->win_pos) & 3
							    : t->card[t->win_pos];
			/* The need only while a trump wins the trick: a
			 * discard, or the first ruff, seldom depends on it
			 * (lead-pos.txt 1.4 % fewer nodes, tables.txt 0.3 %
			 * more). */
			if (c->trump == DD_NOTRUMP || DD_SUIT(winner) != c->trump)
				need = 0;
			h = c->hand[me] * 0x9e3779b97f4a7c15ull ^
			    ((uint64_t)winner << 8 | (uint64_t)need << 16 |
			     (uint64_t)t->ncards << 24 | (uint64_t)me << 28 | 3);
			h *= 0xff51afd7ed558ccdull;
			h ^= h >> 29;
			*check = (uint32_t)(h >> 32) & ~0xffu;
			return (uint32_t)h & c->killer_mask;
		}
		uint64_t trick = ((uint64_t)suit_bits(t->start_all, ls) << 16 |
				  (uint64_t)t->card[0] << 8 | (uint64_t)t->leader) *
				 0x9e3779b97f4a7c15ull;
		trick ^= trick >> 29;
		uint64_t played = 0;
		for (int i = 1; i < t->ncards; i++) {
			int card = t->card[i];
			if (DD_SUIT(card) != ls && i != t->win_pos)
				card = 0xff;    /* a discard */
			played |= (uint64_t)card << (8 * i);
		}
		uint64_t k = ((uint64_t)mine | (uint64_t)t->ncards << 16 | played << 24) *
			     0xc2b2ae3d27d4eb4full;
		k ^= k >> 31;
		*check = (uint32_t)((trick ^ k) >> 32) & ~0xffu;
		return ((uint32_t)trick << KILLER_LINE_BITS |
			((uint32_t)(k >> 8) & ((1u << KILLER_LINE_BITS) - 1))) & c->killer_mask;
	}
	h ^= (uint64_t)me << 7 | (uint64_t)need << 11;
	h ^= h >> 29;
	*check = (uint32_t)(h >> 32) & ~0xffu;
	return (uint32_t)h & c->killer_mask;
}

/* Whether the node reads and writes the cutoff-move cache: not fourth
 * hand following suit while an opponent wins the trick, who tries its
 * cheapest winner, else its lowest card (moves.c), first (tables.txt
 * 0.3 % fewer nodes, lead-pos.txt 1.6 %; when partner wins, the cache
 * knows better: fourth hand never cached, tables.txt 1.7 % more). */
static inline bool uses_cache(const dd_ctx *c)
{
	const trick_t *t = &c->trick;
	return t->ncards != 3 || t->win_pos == 1 ||
	       !suit_bits(c->hand[c->to_play], DD_SUIT(t->card[0]));
}

/* The cached move of a slot, 0 for none (check: the key's 24-bit check,
 * in the high 24 bits). */
static inline int killer_card(const dd_ctx *c, uint32_t idx, uint32_t check)
{
	if (!c->killer_full) {
		killer16_t k = c->killer16[idx];
		return (k & KILLER_CHECK16) == (check >> 16 & KILLER_CHECK16)
			       ? (int)(k & KILLER_CARD) : 0;
	}
	killer_t k = c->killer[idx];
	uint32_t m = k & KILLER_HALF ? (uint32_t)KILLER_CHECK16 << 16 : ~0xffu;
	return ((k ^ check) & m) == 0 ? (int)(k & KILLER_CARD) : 0;
}

/* Caches card as the move of a slot. */
static inline void killer_store(dd_ctx *c, uint32_t idx, uint32_t check, int card)
{
	if (!c->killer_full)
		c->killer16[idx] = (killer16_t)((check >> 16 & KILLER_CHECK16) | (uint32_t)card);
	else
		c->killer[idx] = check | (uint32_t)card;
}

/* A hard deal: the cutoff-move cache grows to its full size, with 4-byte
 * slots, the moves it holds kept (copied to the slots added).  Indices
 * taken before stay in bounds. */
static inline void killer_grow(dd_ctx *c)
{
	if (!c->killer_full && c->nodes - c->killer_since > KILLER_GROW_NODES) {
		/* Each slot copied to the slots that its keys index in the
		 * larger array (an index is the hash's low bits, the check
		 * its bits from 32 up), so that no move learned is lost;
		 * marked as knowing the check's high 10 bits only. */
		const uint32_t full = (1u << KILLER_MAX_BITS) - 1;
		const uint32_t small = (1u << KILLER_BITS) - 1;
		for (uint32_t i = 0; i <= full; i++) {
			killer16_t k = c->killer16[i & small];
			c->killer[i] = k ? (uint32_t)(k & KILLER_CHECK16) << 16 | KILLER_HALF |
						   (k & KILLER_CARD)
					 : 0;
		}
		c->killer_mask = full;
		c->killer_full = true;
	}
}

#endif
