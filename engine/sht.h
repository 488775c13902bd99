/*
 * sht.h - the table the threads scoring one position share.
 *
 * When several threads score the cards of a new position (smp.c), each
 * keeps its own transposition table (tt.h) and all of them also read and
 * write this one, for the trick starts with SHT_MIN_LEFT or more tricks
 * left: the positions that the others' cards reach too, and whose search
 * costs more than looking them up.  The deeper positions, most of the
 * probes, stay in each thread's own table and cost no synchronisation.
 *
 * The table is SHT_SHARDS transposition tables of tt.h (the same slots,
 * entries, order of use and two generations, so the same sets of
 * positions and the same bounds as a thread's own table), each with a
 * spin lock, the shard of a position picked by a hash of its suit lengths
 * and seat on lead: every probe or store takes one shard's lock for the
 * length of one ttab_probe() or ttab_store().  With a few threads at work
 * two seldom want the same shard at once.  Everything in a shard is read
 * and written under its lock, so the table is free of data races as C11
 * defines them.  A shard forgets whether it has filled (tt.h: the stores
 * that merge) when the table is cleared, at each new deal.
 *
 * Each thread reaches the table through a view of its own (sht_view()),
 * which names its bit in a filter: for each hash of a suit-length shape
 * and seat on lead, the threads that have stored positions of that shape
 * since the last clear (relaxed atomics: the filter only says where to
 * look; what is found is read under the shard's lock).  A thread probes
 * the table only after a miss in its own table, where its own entries
 * are, so a probe of a shape no other thread has stored at returns at
 * once, without the lock (38 % of the probes on the opening leads of
 * plays-1000 with two threads).
 *
 * Measured on the opening leads of plays-1000 (docs/performance.md): the
 * first shared table, buckets of 32 entries with a sequence lock each,
 * kept too few of the positions of one suit-length shape (its bucket);
 * as tables of tt.h the threads search 13 % fewer nodes with 2 threads
 * and 28 % fewer with 4, for a few per cent more time a node.
 */
#ifndef DD_SHT_H
#define DD_SHT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "tt.h"

/* Only trick starts with at least this many tricks left are shared: the
 * deeper ones cost less to search again than to share (the lower, the
 * fewer nodes and the more time a node: docs/performance.md). */
#ifndef SHT_MIN_LEFT
#define SHT_MIN_LEFT 6
#endif
/* Shards: enough that threads seldom wait for one another. */
#ifndef SHT_SHARDS
#define SHT_SHARDS 64
#endif

/* The filter: SHT_SEEN_BITS bits of a hash of a position's suit lengths
 * and seat on lead pick a word, whose bit i says that the thread of view
 * i (sht_view()) has stored a position of that shape since the last
 * clear. */
#ifndef SHT_SEEN_BITS
#define SHT_SEEN_BITS 14
#endif

/* A shard: its lock (0 free, 1 held) starts a cache line, with the
 * table's header after it, apart from the other shards'. */
typedef struct {
	_Alignas(64) atomic_int lock;
	tt_table tt;
} sht_shard;

/* A thread's view of the table: the shards and the filter are all the
 * threads', self is this thread's bit in the filter. */
typedef struct {
	sht_shard *shard;       /* SHT_SHARDS of them, or NULL */
	_Atomic uint64_t *seen; /* 1 << SHT_SEEN_BITS words */
	uint64_t self;
} sht_table;

/* bytes: the whole table's memory.  0, or -1 when it cannot be had.  t is
 * then the table's own view, bit 0. */
int sht_init(sht_table *t, size_t bytes);
/* Another view of t (made by sht_init()), for the thread of bit id % 64. */
void sht_view(const sht_table *t, sht_table *view, int id);
/* sht_init()'s view only. */
void sht_free(sht_table *t);
/* Empties the table (any view, while no thread uses it). */
void sht_clear(sht_table *t);

/* As ttab_probe() (tt.h), on the position's shard; -1 without looking
 * when no other view's thread has stored a position of its shape (its
 * own positions are in its own table). */
int sht_probe(sht_table *t, uint64_t key, int leader, const uint64_t pat[2], int ns_won,
	      int ns_target, uint64_t mask[2], int *best, int *bound);
/* As ttab_store(), on the position's shard. */
void sht_store(sht_table *t, uint64_t key, int leader, const uint64_t pat[2],
	       const uint64_t mask[2], int lb, int ub, int best);

#endif
