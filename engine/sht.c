/*
 * sht.c - the shared table, see sht.h.
 */
#include "sht.h"

#include <sched.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(SHT_SHARDS >= 1 && SHT_SHARDS <= 64 && (SHT_SHARDS & (SHT_SHARDS - 1)) == 0,
	       "SHT_SHARDS: a power of two, 64 at most");

/* The shard of a position: the top bits of a hash of its suit lengths and
 * seat on lead, by another multiplier than tt.c's slot hash, so that the
 * positions of a shard still spread over its slots. */
static inline uint64_t shape_hash(uint64_t key, int leader)
{
	return (key ^ (uint64_t)leader << 56) * 0xc2b2ae3d27d4eb4full;
}

static inline sht_shard *shard_of(sht_table *t, uint64_t h)
{
	return &t->shard[(h >> 58) & (SHT_SHARDS - 1)];
}

/* The filter's word of a shape: the hash's bits below the shard's. */
static inline _Atomic uint64_t *seen_of(sht_table *t, uint64_t h)
{
	return &t->seen[(h >> (58 - SHT_SEEN_BITS)) & ((1u << SHT_SEEN_BITS) - 1)];
}

/* The shard's lock, a spin lock: taken with acquire and given back with
 * release, so that what one holder wrote is seen by the next; a waiter
 * reads it (relaxed) until it looks free, and yields its CPU now and then
 * (a holder may have been descheduled on a busy machine).  A shard is
 * held for one probe or store, well under a microsecond. */
static inline void lock(sht_shard *s)
{
	unsigned spins = 0;
	while (atomic_exchange_explicit(&s->lock, 1, memory_order_acquire))
		while (atomic_load_explicit(&s->lock, memory_order_relaxed))
			if (++spins % 64 == 0)
				sched_yield();
}

static inline void unlock(sht_shard *s)
{
	atomic_store_explicit(&s->lock, 0, memory_order_release);
}

int sht_init(sht_table *t, size_t bytes)
{
	t->self = 1;
	t->seen = malloc(sizeof *t->seen << SHT_SEEN_BITS);
	t->shard = aligned_alloc(64, SHT_SHARDS * sizeof *t->shard);
	if (t->shard)
		memset(t->shard, 0, SHT_SHARDS * sizeof *t->shard);
	if (!t->shard || !t->seen) {
		free(t->shard);
		free(t->seen);
		t->shard = NULL;
		t->seen = NULL;
		return -1;
	}
	for (size_t i = 0; i < (size_t)1 << SHT_SEEN_BITS; i++)
		atomic_init(&t->seen[i], 0);
	for (int i = 0; i < SHT_SHARDS; i++) {
		if (ttab_init(&t->shard[i].tt, bytes / SHT_SHARDS) != 0) {
			for (int j = 0; j < i; j++)
				ttab_free(&t->shard[j].tt);
			free(t->shard);
			free(t->seen);
			t->shard = NULL;
			t->seen = NULL;
			return -1;
		}
		atomic_init(&t->shard[i].lock, 0);
	}
	return 0;
}

void sht_free(sht_table *t)
{
	if (!t->shard)
		return;
	for (int i = 0; i < SHT_SHARDS; i++)
		ttab_free(&t->shard[i].tt);
	free(t->shard);
	free(t->seen);
	t->shard = NULL;
	t->seen = NULL;
}

void sht_view(const sht_table *t, sht_table *view, int id)
{
	view->shard = t->shard;
	view->seen = t->seen;
	view->self = 1ull << (id & 63);
}

void sht_clear(sht_table *t)
{
	for (int i = 0; i < SHT_SHARDS; i++) {
		sht_shard *s = &t->shard[i];
		lock(s);
		ttab_clear(&s->tt);
		s->tt.turns = 0;
		unlock(s);
	}
	for (size_t i = 0; i < (size_t)1 << SHT_SEEN_BITS; i++)
		atomic_store_explicit(&t->seen[i], 0, memory_order_relaxed);
}

int sht_probe(sht_table *t, uint64_t key, int leader, const uint64_t pat[2], int ns_won,
	      int ns_target, uint64_t mask[2], int *best, int *bound)
{
	uint64_t h = shape_hash(key, leader);
	if (!(atomic_load_explicit(seen_of(t, h), memory_order_relaxed) & ~t->self))
		return -1;
	sht_shard *s = shard_of(t, h);
	lock(s);
	int r = ttab_probe(&s->tt, key, leader, pat, ns_won, ns_target, mask, best, bound);
	unlock(s);
	return r;
}

void sht_store(sht_table *t, uint64_t key, int leader, const uint64_t pat[2],
	       const uint64_t mask[2], int lb, int ub, int best)
{
	uint64_t h = shape_hash(key, leader);
	_Atomic uint64_t *seen = seen_of(t, h);
	if (!(atomic_load_explicit(seen, memory_order_relaxed) & t->self))
		atomic_fetch_or_explicit(seen, t->self, memory_order_relaxed);
	sht_shard *s = shard_of(t, h);
	lock(s);
	ttab_store(&s->tt, key, leader, pat, mask, lb, ub, best);
	unlock(s);
}
