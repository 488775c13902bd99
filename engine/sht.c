/*
 * sht.c - the shared table, see sht.h.
 */
#include "sht.h"

#include <stdint.h>
#include <stdlib.h>

#define RELAXED memory_order_relaxed

/* info: seat (2 bits), lb << 2, ub << 6, best << 10, tricks left << 18 */
static inline uint64_t make_info(int leader, int lb, int ub, int best, int left)
{
	return (uint64_t)leader | (uint64_t)lb << 2 | (uint64_t)ub << 6 |
	       (uint64_t)best << 10 | (uint64_t)left << 18;
}
static inline int info_leader(uint64_t i) { return (int)(i & 3); }
static inline int info_lb(uint64_t i) { return (int)(i >> 2) & 15; }
static inline int info_ub(uint64_t i) { return (int)(i >> 6) & 15; }
static inline int info_best(uint64_t i) { return (int)(i >> 10) & 255; }
static inline int info_left(uint64_t i) { return (int)(i >> 18) & 15; }

static inline uint64_t hash_of(uint64_t key, int leader)
{
	uint64_t h = (key ^ (uint64_t)leader << 62) * 0x9e3779b97f4a7c15ull;
	return h ^ (h >> 29);
}

/* A tag byte, never 0 (the tag of an empty entry). */
static inline uint8_t tag_of(uint64_t h) { return (uint8_t)((h >> 56) | 1); }

static inline uint32_t bucket_of(const sht_table *t, uint64_t h)
{
	return (uint32_t)(h >> 8) & (t->nbuckets - 1);
}

int sht_init(sht_table *t, size_t bytes)
{
	size_t per = SHT_WAYS * (sizeof(sht_entry) + 1);
	uint32_t n = 1;
	while ((size_t)n * 2 * per <= bytes && n < (1u << 24))
		n *= 2;
	t->nbuckets = n;
	t->e = calloc((size_t)n * SHT_WAYS, sizeof *t->e);
	t->tag = calloc((size_t)n * SHT_WAYS / 8, sizeof *t->tag);
	if (!t->e || !t->tag) {
		sht_free(t);
		return -1;
	}
	return 0;
}

void sht_free(sht_table *t)
{
	free(t->e);
	free(t->tag);
	t->e = NULL;
	t->tag = NULL;
	t->nbuckets = 0;
}

void sht_clear(sht_table *t)
{
	size_t n = (size_t)t->nbuckets * SHT_WAYS / 8;
	for (size_t w = 0; w < n; w++) {
		if (!atomic_load_explicit(&t->tag[w], RELAXED))
			continue;
		atomic_store_explicit(&t->tag[w], 0, RELAXED);
		for (size_t i = 8 * w; i < 8 * w + 8; i++)
			atomic_store_explicit(&t->e[i].key, 0, RELAXED);
	}
}

#define ONES 0x0101010101010101ull

/* The bytes of word equal to tag: 0x80 in each (and perhaps in some
 * bytes above one that is: callers check the entry anyway). */
static inline uint64_t tag_hits(uint64_t word, uint8_t tag)
{
	uint64_t x = word ^ (ONES * tag);
	return (x - ONES) & ~x & (ONES << 7);
}

static void set_tag(sht_table *t, size_t i, uint8_t tag)
{
	_Atomic uint64_t *w = &t->tag[i / 8];
	int sh = 8 * (int)(i % 8);
	uint64_t old = atomic_load_explicit(w, RELAXED), nw;
	do
		nw = (old & ~(0xffull << sh)) | (uint64_t)tag << sh;
	while (!atomic_compare_exchange_weak_explicit(w, &old, nw, RELAXED, RELAXED));
}

/* A consistent copy of entry e, or 0 when a writer is at it. */
typedef struct {
	uint64_t key, info, pat[2], mask[2];
} plain_entry;

static int read_entry(sht_entry *e, plain_entry *out)
{
	uint32_t s1 = atomic_load_explicit(&e->seq, memory_order_acquire);
	if (s1 & 1)
		return 0;
	out->key = atomic_load_explicit(&e->key, RELAXED);
	out->info = atomic_load_explicit(&e->info, RELAXED);
	out->pat[0] = atomic_load_explicit(&e->pat[0], RELAXED);
	out->pat[1] = atomic_load_explicit(&e->pat[1], RELAXED);
	out->mask[0] = atomic_load_explicit(&e->mask[0], RELAXED);
	out->mask[1] = atomic_load_explicit(&e->mask[1], RELAXED);
	atomic_thread_fence(memory_order_acquire);
	return atomic_load_explicit(&e->seq, RELAXED) == s1;
}

/* Entry e's verdict on the probe (as sht_probe()'s), -1 when it has none. */
static inline int try_entry(sht_entry *e, uint64_t key, int leader, const uint64_t pat[2],
			    int ns_won, int ns_target, uint64_t mask[2], int *best, int *bound)
{
	plain_entry p;
	if (!read_entry(e, &p) || p.key != key || info_leader(p.info) != leader)
		return -1;
	if (((pat[0] ^ p.pat[0]) & p.mask[0]) | ((pat[1] ^ p.pat[1]) & p.mask[1]))
		return -1;
	int lb = info_lb(p.info), ub = info_ub(p.info), b = info_best(p.info);
	if (b)
		*best = b;
	int reached = ns_won + lb >= ns_target;
	if (!reached && ns_won + ub >= ns_target)
		return -1;
	mask[0] = p.mask[0];
	mask[1] = p.mask[1];
	if (bound)
		*bound = ns_won + (reached ? lb : ub);
	return reached;
}

int sht_probe(sht_table *t, uint64_t key, int leader, const uint64_t pat[2], int ns_won,
	      int ns_target, uint64_t mask[2], int *best, int *bound)
{
	uint64_t h = hash_of(key, leader);
	uint8_t tag = tag_of(h);
	size_t first = (size_t)bucket_of(t, h) * SHT_WAYS;
	for (size_t w = first / 8; w < (first + SHT_WAYS) / 8; w++) {
		uint64_t m = tag_hits(atomic_load_explicit(&t->tag[w], RELAXED), tag);
		for (; m; m &= m - 1) {
			size_t i = 8 * w + (size_t)(__builtin_ctzll(m) / 8);
			int r = try_entry(&t->e[i], key, leader, pat, ns_won, ns_target,
					  mask, best, bound);
			if (r >= 0)
				return r;
		}
	}
	return -1;
}

/* Tricks left at a trick start with these suit lengths. */
static int tricks_left_of(uint64_t key)
{
	int cards = 0;
	for (; key; key >>= 4)
		cards += (int)(key & 15);
	return cards / 4;
}

void sht_store(sht_table *t, uint64_t key, int leader, const uint64_t pat[2],
	       const uint64_t mask[2], int lb, int ub, int best)
{
	uint64_t h = hash_of(key, leader);
	uint8_t tag = tag_of(h);
	size_t first = (size_t)bucket_of(t, h) * SHT_WAYS;
	uint64_t p0 = pat[0] & mask[0], p1 = pat[1] & mask[1];
	int left = tricks_left_of(key);
	size_t victim = SIZE_MAX;
	/* An empty entry, else one of four picked by the pattern, the one
	 * with the fewest tricks left (the least work).  No entry is read to
	 * look for one of the same positions: a duplicate costs a way, and
	 * reading the bucket's entries cost more than the duplicates
	 * (docs/performance.md). */
	for (size_t w = first / 8; w < (first + SHT_WAYS) / 8; w++) {
		uint64_t z = tag_hits(atomic_load_explicit(&t->tag[w], RELAXED), 0);
		if (z) {
			victim = 8 * w + (size_t)(__builtin_ctzll(z) / 8); /* the lowest is true */
			break;
		}
	}
	if (victim == SIZE_MAX) {
		size_t start = (size_t)(((p0 ^ p1 * 0x9e3779b97f4a7c15ull) ^ h) >> 40) %
			       SHT_WAYS;
		int fewest = 99;
		for (size_t k = 0; k < 4; k++) {
			size_t i = first + (start + k) % SHT_WAYS;
			int l = info_left(atomic_load_explicit(&t->e[i].info, RELAXED));
			if (l < fewest) {
				fewest = l;
				victim = i;
			}
		}
	}
	sht_entry *e = &t->e[victim];
	uint32_t s = atomic_load_explicit(&e->seq, RELAXED);
	if ((s & 1) || !atomic_compare_exchange_strong_explicit(&e->seq, &s, s + 1,
								memory_order_acquire, RELAXED))
		return;
	atomic_thread_fence(memory_order_release);
	atomic_store_explicit(&e->key, key, RELAXED);
	atomic_store_explicit(&e->info, make_info(leader, lb, ub, best, left), RELAXED);
	atomic_store_explicit(&e->pat[0], p0, RELAXED);
	atomic_store_explicit(&e->pat[1], p1, RELAXED);
	atomic_store_explicit(&e->mask[0], mask[0], RELAXED);
	atomic_store_explicit(&e->mask[1], mask[1], RELAXED);
	atomic_store_explicit(&e->seq, s + 2, memory_order_release);
	set_tag(t, victim, tag);
}
