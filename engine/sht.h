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
 * mutex, the shard of a position picked by a hash of its suit lengths and
 * seat on lead: every probe or store takes one shard's lock for the
 * length of one ttab_probe() or ttab_store().  With a few threads at work
 * two seldom want the same shard at once.  Everything in a shard is read
 * and written under its lock, so the table is free of data races as C11
 * defines them.
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

typedef struct {
	pthread_mutex_t mu;
	tt_table tt;
} sht_shard;

typedef struct {
	sht_shard *shard;       /* SHT_SHARDS of them, or NULL */
} sht_table;

/* bytes: the whole table's memory.  0, or -1 when it cannot be had. */
int sht_init(sht_table *t, size_t bytes);
void sht_free(sht_table *t);
/* Empties the table. */
void sht_clear(sht_table *t);

/* As ttab_probe() (tt.h), on the position's shard. */
int sht_probe(sht_table *t, uint64_t key, int leader, const uint64_t pat[2], int ns_won,
	      int ns_target, uint64_t mask[2], int *best, int *bound);
/* As ttab_store(), on the position's shard. */
void sht_store(sht_table *t, uint64_t key, int leader, const uint64_t pat[2],
	       const uint64_t mask[2], int lb, int ub, int best);

#endif
