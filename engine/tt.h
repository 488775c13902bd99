/*
 * tt.h - the transposition table.
 *
 * Positions are stored only at trick boundaries.  A position is found in
 * two steps:
 *
 *  1. The slot: the exact suit lengths of the four hands (4 bits each,
 *     one 64-bit word) and the seat on lead.  Slots live in an open-address
 *     array probed linearly; nothing approximate is kept here, so a slot
 *     always holds positions of exactly this shape.
 *
 *  2. The entries of the slot, scanned in order (below).  An entry describes a set
 *     of positions by the owners of the cards that matter: for each suit,
 *     the cards still in play are numbered from the lowest (relative ranks),
 *     each with a 2-bit owner code (0 North .. 3 West), 26 bits a suit in a
 *     32-bit lane; pat[0] holds spades and hearts, pat[1] diamonds and
 *     clubs.  The mask has 11 in the lanes of the cards whose owner must
 *     match: in each suit, every card from the lowest one that won by
 *     rank upwards.  A position matches when (its pattern ^ pat) & mask is
 *     zero.
 *
 * An entry carries lower and upper bounds on the tricks North-South take
 * from this position on, and the move that last proved a bound (a card,
 * used only to order moves).
 *
 * Order: a slot's block is kept in the order of last use.  A new entry
 * goes to its end, and an entry that decides a probe moves there (the
 * entries after it move down one); a probe scans from the end, and a
 * full slot drops the first entry.  So the entries that keep deciding
 * probes are tested first: a deciding entry is found after about 6
 * tests where newest-first order needed about 17, and a probe that
 * finds none scans the whole slot (in a large slot, only the entries
 * that its tags do not rule out: below).  A store looks for an entry of the
 * same pattern and mask to merge its bounds into only once the table has
 * filled (tt_table.turns > 0): that scan costs as much as a probe and
 * finds a match at 2 % of the stores, which pays only where duplicates
 * would push other entries out.  Otherwise both stay, each deciding what
 * it can.
 *
 * Memory: slots and entries come from one allocation, fixed at creation.
 * A slot's entries are a contiguous block taken from a bump pool, moved to
 * a block a quarter of a power of two larger when full (4, 5, 6, 7, 8,
 * 10, 12 ... entries), up to TT_MAX_ENTRIES; past that a new entry
 * replaces the one least recently stored or used (below).  The block a slot leaves is
 * kept on a free list of its size and given to the next slot that needs
 * a block of that size, so the pool holds live entries, not abandoned
 * blocks.  When the pool or the slot
 * array is full, tt_store() refuses the entry.
 *
 * The solver's table (tt_table) is two such tables of half the memory
 * each, a young and an old generation.  Entries are stored in the young
 * one; a probe looks there first, then in the old one, and an entry found
 * in the old one that decides the probe is copied into the young one.
 * When the young generation is full, the old one is cleared and becomes
 * the young one.  So the table never grows past its size and never
 * forgets everything at once: it keeps at least the entries stored or
 * used since the last change of generation, and a hard deal that needs
 * more than the table holds degrades by replacement (each generation
 * change drops the entries nobody used for a generation) rather than by
 * starting again from nothing.
 */
#ifndef DD_TT_H
#define DD_TT_H

#include <stddef.h>
#include <stdint.h>

/* The most entries a slot holds.  With the least recently used entry
 * dropped first, large slots pay on hard deals (deal 1 of hard-deals.txt,
 * notrump, East leads: 197 M nodes with 256, 144 M with 512, 130 M with
 * 1024, 125 M with 2048) and cost nothing measurable elsewhere.  On
 * 2026-11-27 (hard deals' tables, 1024 -> 2048 / 4096 / 8192): deal 1
 * 123.0 -> 118.0 / 117.6 / 117.6 M nodes, deal 2 342.5 -> 289.3 / 277.2 /
 * 274.8 M, deal 5 114.8 -> 115.5 / 112.8 / 112.9 M, the other nine and
 * the opening leads the same, tables.txt within 0.03 %. */
#ifndef TT_MAX_ENTRIES
#define TT_MAX_ENTRIES 4096
#endif

/* 16 bytes: two words, each holding two suits' owner lanes in its low 48
 * bits (24 bits a suit: the owners of relative ranks 1 to 12, the lowest
 * card's owner left out) and 16 bits of the rest in its top bits.
 *
 * The lowest card never needs storing: positions of a slot have the same
 * suit lengths in every hand, so when the owners of all the other cards of
 * a suit match, the lowest one's owner matches too.  An entry's mask is
 * therefore kept as, for each suit, a code: 0 when no owner must match,
 * else the relative rank c (1 to 12) from which the owners must match
 * (from 0 is stored as from 1, the same set of positions); the lanes of
 * the mask are all ones from there up, since the pattern of every
 * position in the slot is zero above its suit's length.
 *
 *   w[0]: spades' lane, hearts' lane << 24, the four codes << 48 (4 bits
 *         each, spades lowest)
 *   w[1]: diamonds' lane, clubs' lane << 24, lb << 48, ub << 52, best << 56
 *
 * lb and ub bound the tricks North-South take from this position on; best
 * is a dd_card, 0 for none.  Read them with the functions below. */
typedef struct {
	uint64_t w[2];
} tt_entry;

#define TT_LANES 0xffffffffffffull      /* the low 48 bits of a word */

static inline int tt_entry_lb(const tt_entry *e) { return (int)(e->w[1] >> 48) & 15; }
static inline int tt_entry_ub(const tt_entry *e) { return (int)(e->w[1] >> 52) & 15; }
static inline int tt_entry_best(const tt_entry *e) { return (int)(e->w[1] >> 56); }
/* The relative rank from which suit s's owners must match, 16 for none. */
static inline int tt_entry_from(const tt_entry *e, int s)
{
	int c = (int)(e->w[0] >> (48 + 4 * s)) & 15;
	return c ? c : 16;
}
/* Suit s's owners as a search pattern's lane (2 bits a card from the
 * lowest; the lowest card's bits 0). */
static inline uint32_t tt_entry_lane(const tt_entry *e, int s)
{
	return (uint32_t)((e->w[s >> 1] >> (24 * (s & 1))) & 0xffffff) << 2;
}

/* A slot: 16 bytes, four to a cache line (24 before: the slot's load was
 * a sixth of ttab_probe()'s samples).  A slot is in use when its epoch is
 * the table's (tt_slot_used()): a clear moves the table to the next epoch
 * instead of writing every slot; the epoch takes TT_EPOCH_BITS, and when
 * it wraps the clear writes the slots touched since the last wrap.  The
 * block's size is not kept: a slot's count never falls, and its block is
 * always the smallest size that holds it (tt_slot_cap()). */
#define TT_EPOCH_BITS 5
#define TT_EPOCH_MAX ((1u << TT_EPOCH_BITS) - 1)
typedef struct {
	uint64_t key;           /* suit lengths */
	uint32_t first;         /* index of the slot's block in the pool */
	unsigned leader : 2;
	unsigned epoch : TT_EPOCH_BITS; /* the table's epoch when taken; 0: never */
	unsigned count : 13;
	unsigned tagged : 12;   /* entries from the block's start with tags */
} tt_slot;
_Static_assert(sizeof(tt_slot) == 16, "tt_slot grew");

/* Block sizes of the pool: (TT_FIRST_CAP + j) << k for class 4k + j
 * (TT_FIRST_CAP is 4), classes below TT_CLASSES (up to 7168 entries). */
#define TT_FIRST_CAP 4
#define TT_CLASSES 44
_Static_assert(TT_MAX_ENTRIES <= (TT_FIRST_CAP << (TT_CLASSES / 4 - 1)),
	       "TT_MAX_ENTRIES beyond the pool's block sizes");

/* Tags, for the misses of large slots: a probe that finds no entry
 * tests every entry of its slot (653 a miss on hard deal 2).  A block of
 * TT_TAG_MIN entries or more keeps, for its older entries (all but the
 * TT_TAG_NEW newest, where most probes are decided), a tag of each
 * entry beside the pool (tt_t.tag_v and tag_m, by pool index): for each
 * suit a byte (spades lowest), the owners of its four highest cards in
 * play above the lowest one (2 bits each, the highest at bits 7-6), as
 * far as the entry's mask covers them (tag_v), and ones where it does
 * (tag_m).  A position whose own owners give p can match the entry only
 * when ((p ^ v) & m) == 0: a probe tests the tags of 16 entries at once
 * and reads only the entries they do not rule out, in the order of the
 * plain scan, so the same entry decides and the same best move is
 * returned.  The slot's `tagged` counts the entries from the block's
 * start that have tags; a probe that misses tags the entries past them
 * once TT_TAG_NEW more than the newest TT_TAG_NEW have none; a hit on
 * a tagged entry moves the tags above it down, as the entries move.
 * Memory: 8 bytes an entry of the pool, allocated zeroed and touched
 * only where large blocks lie (hard deal 2: 59 -> 85 MB resident, the
 * 100 deals of tables.txt 9.8 -> 12.0 MB); the pool's size is unchanged,
 * so the table holds the same entries and every search is the same. */
#define TT_TAG_GROUP 16
#ifndef TT_TAG_MIN
#define TT_TAG_MIN 128
#endif
/* A block is TT_TAG_MIN entries or more when its slot holds more than
 * the largest block size below it (TT_TAG_MIN a power of two). */
#define TT_TAG_BELOW (TT_TAG_MIN - TT_TAG_MIN / 8)
_Static_assert(TT_TAG_MIN >= 32 && (TT_TAG_MIN & (TT_TAG_MIN - 1)) == 0,
	       "TT_TAG_MIN not a power of two");
#ifndef TT_TAG_NEW
#define TT_TAG_NEW 64
#endif
/* What a slot's fields hold: a count up to the largest block, its tagged
 * entries up to the count less the TT_TAG_NEW newest. */
_Static_assert(TT_MAX_ENTRIES <= 4096 && TT_MAX_ENTRIES - TT_TAG_NEW < 4096,
	       "a slot's count or tagged field too narrow");
_Static_assert(TT_FIRST_CAP == 4, "tt_cap_for() assumes blocks of 4 << k up");

/* The slots in use start at 2^-TT_SLOTS_START of the slots allocated and
 * double while the generation fills (grow_slots() in tt.c): an ordinary
 * deal's slots then fit the processor's caches better (the slot's load
 * was a third of ttab_probe()'s time).  Every node count the same; CPU
 * against all slots from the start (load 13-20): lead200 -5.4 %,
 * tables.txt -3 % (docs/performance.md, 2026-11-28 03:28).  With a fixed
 * quarter of the slots the hard deals took 1.8x the nodes. */
#ifndef TT_SLOTS_START
#define TT_SLOTS_START 2
#endif

typedef struct {
	tt_slot *slots;         /* nslots_max, then nslots_max / 2 to grow with */
	uint32_t *tag_v, *tag_m;        /* pool_size + TT_TAG_GROUP each */
	uint32_t nslots;        /* slots in use: a power of two */
	uint32_t nslots_max;    /* what nslots may grow to (grow_slots()) */
	uint32_t used_slots;
	uint32_t epoch;         /* 1 to TT_EPOCH_MAX: clears since the last wrap, plus one */
	uint32_t nslots_touched; /* the most slots in use since the epoch last wrapped */
	tt_entry *pool;
	uint32_t pool_size, pool_used;  /* pool_used: the bump pointer */
	uint32_t peak_pool;     /* most entries ever in use */
	/* Blocks given up by slots that moved to a larger one, by size
	 * class, reused before the bump pointer moves (the link is kept in
	 * the block's first entry); TT_NO_BLOCK ends a list. */
	uint32_t free_head[TT_CLASSES];
	uint32_t free_entries;  /* entries in those blocks */
} tt_t;
#define TT_NO_BLOCK 0xffffffffu

static inline int tt_slot_used(const tt_t *tt, const tt_slot *s)
{
	return s->epoch == tt->epoch;
}

/* The size of a slot's block: the smallest of the pool's block sizes
 * (TT_FIRST_CAP + j) << k that holds count entries, 0 for none. */
static inline uint32_t tt_cap_for(uint32_t count)
{
	if (count <= TT_FIRST_CAP)
		return count ? TT_FIRST_CAP : 0;
	int k = 31 - __builtin_clz(count - 1) - 2;
	return (((count - 1) >> k) + 1) << k;
}
static inline uint32_t tt_slot_cap(const tt_slot *s)
{
	return tt_cap_for(s->count);
}

int tt_init(tt_t *tt, size_t bytes);
void tt_free(tt_t *tt);
void tt_clear(tt_t *tt);

/* Looks for an entry matching the position.  Returns 1 when one proves
 * that North-South reach ns_target (ns_won tricks already won), 0 when one
 * proves they cannot, -1 otherwise.  On a cutoff *mask receives the
 * entry's mask; *best gets the best move of a matching entry, if any. */
int tt_probe(tt_t *tt, uint64_t key, int leader, const uint64_t pat[2],
	     int ns_won, int ns_target, uint64_t mask[2], int *best);

/* Records bounds for the set of positions (pat, mask).  Returns 0, or -1
 * when the table is full (nothing is changed then). */
int tt_store(tt_t *tt, uint64_t key, int leader, const uint64_t pat[2],
	     const uint64_t mask[2], int lb, int ub, int best);

/* The solver's table: two generations (see above). */
typedef struct {
	tt_t gen[2];
	int young;              /* index of the young generation */
	uint64_t turns;         /* generation changes so far */
} tt_table;

int ttab_init(tt_table *t, size_t bytes);
void ttab_free(tt_table *t);
void ttab_clear(tt_table *t);
/* As tt_probe() and tt_store(), over both generations; ttab_probe() also
 * sets *bound (unless NULL) to the deciding bound on North-South's tricks
 * in all: at least *bound when it returns 1, at most *bound when 0. */
int ttab_probe(tt_table *t, uint64_t key, int leader, const uint64_t pat[2], int ns_won,
	       int ns_target, uint64_t mask[2], int *best, int *bound);
void ttab_store(tt_table *t, uint64_t key, int leader, const uint64_t pat[2],
		const uint64_t mask[2], int lb, int ub, int best);
/* Entries in use, and the most the table can hold. */
uint64_t ttab_used(const tt_table *t);
uint64_t ttab_capacity(const tt_table *t);

#endif
