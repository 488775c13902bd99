/*
 * sht.h - the table the threads scoring one position share.
 *
 * When two threads score the cards of a new position (smp.c), each keeps
 * its own transposition table (tt.h) and both also read and write this
 * one, for the trick starts with many tricks left: the positions whose
 * search is costly and that the other thread's cards reach too.  The
 * deeper positions, most of the probes, stay in each thread's own table
 * and cost no synchronisation.
 *
 * Entries are those of tt.h in their plain form (the key of the suit
 * lengths, the seat on lead, the pattern of owners and the mask of the
 * owners that must match, bounds on North-South's tricks from there, a
 * move), 56 bytes each, in buckets of SHT_WAYS entries picked by a hash of
 * key and seat.  An array beside the entries holds a byte of each entry's
 * hash (its tag), eight to a word, compared eight at a time before any
 * entry is touched.
 *
 * Sharing: every entry has a sequence lock.  A writer takes it by moving
 * the count from even to odd (a compare-and-swap; a writer that finds it
 * taken gives up the store: the table is a cache), writes, and makes it
 * even again.  A reader reads the count, the entry, and the count again,
 * and uses the entry only when both counts are the same and even, so it
 * never sees half an entry.  Every access to an entry's words is atomic
 * (relaxed), so the table is free of data races as C11 defines them.
 */
#ifndef DD_SHT_H
#define DD_SHT_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/* Entries a bucket (a multiple of 8): the positions of one suit-length
 * shape and seat differ in their patterns, and near the root they are
 * many: 8 ways kept too few of them; 32 to 256 did about as well, the
 * smaller the cheaper (docs/performance.md). */
#ifndef SHT_WAYS
#define SHT_WAYS 32
#endif
/* Only trick starts with at least this many tricks left are shared: the
 * deeper ones cost less to search again than to share. */
#ifndef SHT_MIN_LEFT
#define SHT_MIN_LEFT 8
#endif

typedef struct {
	_Atomic uint32_t seq;   /* odd while written */
	_Atomic uint64_t key;   /* suit lengths; 0: empty */
	_Atomic uint64_t info;  /* seat, lb, ub, best, tricks left */
	_Atomic uint64_t pat[2];
	_Atomic uint64_t mask[2];
} sht_entry;

typedef struct {
	sht_entry *e;
	_Atomic uint64_t *tag;  /* eight tags a word; a tag 0: empty */
	uint32_t nbuckets;      /* a power of two */
} sht_table;

int sht_init(sht_table *t, size_t bytes);
void sht_free(sht_table *t);
/* Empties the table; no thread may use it meanwhile. */
void sht_clear(sht_table *t);

/* As ttab_probe() (tt.h): 1 when an entry proves that North-South reach
 * ns_target (ns_won won already), 0 when one proves they do not, -1
 * otherwise; on a cutoff *mask gets the entry's mask and *bound the
 * deciding bound on North-South's tricks in all. */
int sht_probe(sht_table *t, uint64_t key, int leader, const uint64_t pat[2], int ns_won,
	      int ns_target, uint64_t mask[2], int *best, int *bound);
/* As ttab_store(); dropped when another thread is writing the entry. */
void sht_store(sht_table *t, uint64_t key, int leader, const uint64_t pat[2],
	       const uint64_t mask[2], int lb, int ub, int best);

#endif
