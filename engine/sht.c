/*
 * sht.c - the shared table, see sht.h.
 */
#include "sht.h"

#include <stdlib.h>

_Static_assert(SHT_SHARDS >= 1 && SHT_SHARDS <= 64 && (SHT_SHARDS & (SHT_SHARDS - 1)) == 0,
	       "SHT_SHARDS: a power of two, 64 at most");

/* The shard of a position: the top bits of a hash of its suit lengths and
 * seat on lead, by another multiplier than tt.c's slot hash, so that the
 * positions of a shard still spread over its slots. */
static inline sht_shard *shard_of(sht_table *t, uint64_t key, int leader)
{
	uint64_t h = (key ^ (uint64_t)leader << 56) * 0xc2b2ae3d27d4eb4full;
	return &t->shard[(h >> 58) & (SHT_SHARDS - 1)];
}

int sht_init(sht_table *t, size_t bytes)
{
	t->shard = calloc(SHT_SHARDS, sizeof *t->shard);
	if (!t->shard)
		return -1;
	for (int i = 0; i < SHT_SHARDS; i++) {
		if (ttab_init(&t->shard[i].tt, bytes / SHT_SHARDS) != 0) {
			for (int j = 0; j < i; j++) {
				ttab_free(&t->shard[j].tt);
				pthread_mutex_destroy(&t->shard[j].mu);
			}
			free(t->shard);
			t->shard = NULL;
			return -1;
		}
		pthread_mutex_init(&t->shard[i].mu, NULL);
	}
	return 0;
}

void sht_free(sht_table *t)
{
	if (!t->shard)
		return;
	for (int i = 0; i < SHT_SHARDS; i++) {
		ttab_free(&t->shard[i].tt);
		pthread_mutex_destroy(&t->shard[i].mu);
	}
	free(t->shard);
	t->shard = NULL;
}

void sht_clear(sht_table *t)
{
	for (int i = 0; i < SHT_SHARDS; i++) {
		pthread_mutex_lock(&t->shard[i].mu);
		ttab_clear(&t->shard[i].tt);
		pthread_mutex_unlock(&t->shard[i].mu);
	}
}

int sht_probe(sht_table *t, uint64_t key, int leader, const uint64_t pat[2], int ns_won,
	      int ns_target, uint64_t mask[2], int *best, int *bound)
{
	sht_shard *s = shard_of(t, key, leader);
	pthread_mutex_lock(&s->mu);
	int r = ttab_probe(&s->tt, key, leader, pat, ns_won, ns_target, mask, best, bound);
	pthread_mutex_unlock(&s->mu);
	return r;
}

void sht_store(sht_table *t, uint64_t key, int leader, const uint64_t pat[2],
	       const uint64_t mask[2], int lb, int ub, int best)
{
	sht_shard *s = shard_of(t, key, leader);
	pthread_mutex_lock(&s->mu);
	ttab_store(&s->tt, key, leader, pat, mask, lb, ub, best);
	pthread_mutex_unlock(&s->mu);
}
