/*
 * tt.c - the transposition table; its layout is described in tt.h.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "tt.h"

#define TT_SLOT_BUDGET 24

/* A 256-entry table of F(byte), for the two code bytes of an entry. */
#define BYTES4(F, x) F(x), F((x) + 1), F((x) + 2), F((x) + 3)
#define BYTES16(F, x) BYTES4(F, x), BYTES4(F, (x) + 4), BYTES4(F, (x) + 8), BYTES4(F, (x) + 12)
#define BYTES256(F) \
	BYTES16(F, 0), BYTES16(F, 16), BYTES16(F, 32), BYTES16(F, 48), BYTES16(F, 64), \
	BYTES16(F, 80), BYTES16(F, 96), BYTES16(F, 112), BYTES16(F, 128), BYTES16(F, 144), \
	BYTES16(F, 160), BYTES16(F, 176), BYTES16(F, 192), BYTES16(F, 208), \
	BYTES16(F, 224), BYTES16(F, 240)

/* A suit's 24-bit lane mask by its code (tt.h): relative ranks c to 12,
 * the lane holding ranks 1 to 12. */
#define M24(c) ((c) ? ((0xffffffull << (2 * (c))) >> 2) & 0xffffffull : 0)
/* The mask of a word's two lanes by the byte of their two codes. */
#define PAIR(x) (M24((x) & 15) | M24((x) >> 4) << 24)
static const uint64_t pair_mask[256] = { BYTES256(PAIR) };

/* The same two suits' masks as the search's masks are (32-bit lanes, all
 * ones from relative rank c up, none for code 0). */
#define L32(c) ((c) ? (0xffffffffull << (2 * (c))) & 0xffffffffull : 0)
#define SPAIR(x) (L32((x) & 15) | L32((x) >> 4) << 32)
static const uint64_t search_mask[256] = { BYTES256(SPAIR) };

/* The number of cards of each suit in play, 4 bits a suit (spades
 * lowest), from a slot's key: the sum of the four hands' lengths. */
static inline unsigned suit_totals(uint64_t key)
{
	return (unsigned)((key + (key >> 16) + (key >> 32) + (key >> 48)) & 0xffff);
}

/* A search pattern (32-bit lanes from the lowest card) in an entry's
 * layout: each lane without its lowest card, 24 bits. */
static inline uint64_t pack_word(uint64_t p)
{
	return ((p >> 2) & 0xffffff) | ((p >> 34) & 0xffffff) << 24;
}

/* An entry's mask as the search's masks are (32-bit lanes). */
static inline void expand_mask(const tt_entry *e, uint64_t mask[2])
{
	mask[0] = search_mask[(e->w[0] >> 48) & 0xff];
	mask[1] = search_mask[e->w[0] >> 56];
}

/* The codes of a mask made by the search (a lane is zero or ones from
 * some relative rank up to the suit's length), in the slot of key. */
static inline uint64_t mask_codes(const uint64_t mask[2], uint64_t key)
{
	uint64_t codes = 0;
	unsigned totals = suit_totals(key);
	for (int s = 0; s < 4; s++) {
		uint32_t lane = (uint32_t)(mask[s >> 1] >> (32 * (s & 1)));
		int total = (int)(totals >> (4 * s)) & 15;
		if (!lane)
			continue;
		int from = __builtin_ctz(lane) / 2;
		if (from == 0)
			from = 1;       /* the lowest card follows from the rest */
		if (from < total)
			codes |= (uint64_t)from << (4 * s);
	}
	return codes;
}

static void free_lists_reset(tt_t *tt)
{
	for (int k = 0; k < TT_CLASSES; k++)
		tt->free_head[k] = TT_NO_BLOCK;
	tt->free_entries = 0;
}

static uint32_t slots_start(const tt_t *tt)
{
	uint32_t n = tt->nslots_max >> TT_SLOTS_START;
	return n < 16 ? (tt->nslots_max < 16 ? tt->nslots_max : 16) : n;
}

int tt_init(tt_t *tt, size_t bytes)
{
	memset(tt, 0, sizeof *tt);
	if (bytes < 4096)
		bytes = 4096;
	/* About an eighth of the memory for slots, the rest for entries. */
	uint32_t nslots = 16;
	/* (Counted at 24 bytes a slot, their size until 2026-11-28: the
	 * same slots and entries as then, so every search is the same.) */
	while ((uint64_t)nslots * 2 * TT_SLOT_BUDGET <= bytes / 8 && nslots < (1u << 30))
		nslots *= 2;
	size_t pool_bytes = bytes - (size_t)nslots * TT_SLOT_BUDGET;
	uint64_t pool_size = pool_bytes / sizeof(tt_entry);
	if (pool_size > 0xfffffff0u)
		pool_size = 0xfffffff0u;
	/* Half as many again for grow_slots() to copy the slots to (pages
	 * untouched until a deal needs them). */
	tt->slots = calloc((size_t)nslots + nslots / 2, sizeof(tt_slot));
	tt->pool = malloc((size_t)pool_size * sizeof(tt_entry));
	/* Zeroed (pages untouched until a large block uses them): the
	 * groups' tags past a block's entries are read, then ignored. */
	tt->tag_v = calloc((size_t)pool_size + TT_TAG_GROUP, sizeof(uint32_t));
	tt->tag_m = calloc((size_t)pool_size + TT_TAG_GROUP, sizeof(uint32_t));
	if (!tt->slots || !tt->pool || !tt->tag_v || !tt->tag_m) {
		tt_free(tt);
		return -1;
	}
	tt->nslots_max = nslots;
	tt->nslots = slots_start(tt);
	tt->epoch = 1;
	tt->nslots_touched = tt->nslots;
	tt->pool_size = (uint32_t)pool_size;
	free_lists_reset(tt);
	return 0;
}

void tt_free(tt_t *tt)
{
	free(tt->slots);
	free(tt->pool);
	free(tt->tag_v);
	free(tt->tag_m);
	memset(tt, 0, sizeof *tt);
}

void tt_clear(tt_t *tt)
{
	if (tt->pool_used - tt->free_entries > tt->peak_pool)
		tt->peak_pool = tt->pool_used - tt->free_entries;
	/* The slots of the epoch that ends are free from now on: the cost
	 * does not grow with the table's size. */
	if (tt->used_slots && ++tt->epoch > TT_EPOCH_MAX) {
		/* Only slots below the most ever in use since the last
		 * wrap can hold an epoch. */
		memset(tt->slots, 0, (size_t)tt->nslots_touched * sizeof(tt_slot));
		tt->epoch = 1;
		tt->nslots_touched = 0;
	}
	tt->used_slots = 0;
	tt->nslots = slots_start(tt);
	if (tt->nslots_touched < tt->nslots)
		tt->nslots_touched = tt->nslots;
	tt->pool_used = 0;
	free_lists_reset(tt);
}

/* Block sizes go 4, 5, 6, 7, 8, 10, 12, 14, 16, 20 ...: (4 + j) << k for
 * class 4k + j, so that a slot's block is at least four fifths full once
 * grown. */
static inline int size_class(uint32_t cap)
{
	int k = 31 - __builtin_clz(cap) - 2;
	return 4 * k + (int)(cap >> k) - 4;
}

static inline uint32_t next_cap(uint32_t cap)
{
	if (!cap)
		return TT_FIRST_CAP;
	int k = 31 - __builtin_clz(cap) - 2;
	return ((cap >> k) + 1) << k;
}

/* A block of cap entries: a freed one of that size, else from the bump
 * pointer; TT_NO_BLOCK when the pool is full. */
static uint32_t take_block(tt_t *tt, uint32_t cap)
{
	int k = size_class(cap);
	uint32_t b = tt->free_head[k];
	if (b != TT_NO_BLOCK) {
		tt->free_head[k] = (uint32_t)tt->pool[b].w[0];
		tt->free_entries -= cap;
		return b;
	}
	if (tt->pool_used + cap > tt->pool_size)
		return TT_NO_BLOCK;
	b = tt->pool_used;
	tt->pool_used += cap;
	return b;
}

static void give_block(tt_t *tt, uint32_t b, uint32_t cap)
{
	int k = size_class(cap);
	tt->pool[b].w[0] = tt->free_head[k];
	tt->free_head[k] = b;
	tt->free_entries += cap;
}

/* The seat is mixed in at the bottom of the key: the product's high bits
 * taken depend on every bit below them (the seat at bits 62-63, as it
 * was, changed only the top two bits of the product: a key's four seats
 * fell on one slot and the next ones, found by probing past each other). */
static inline uint32_t slot_hash(const tt_t *tt, uint64_t key, int leader)
{
	uint64_t h = (key ^ (uint64_t)leader) * 0x9e3779b97f4a7c15ull;
	return (uint32_t)(h >> 32) & (tt->nslots - 1);
}

static tt_slot *find_slot(tt_t *tt, uint64_t key, int leader)
{
	uint32_t i = slot_hash(tt, key, leader);
	for (;;) {
		tt_slot *s = &tt->slots[i];
		if (s->epoch != tt->epoch)
			return NULL;
		if (s->key == key && s->leader == leader)
			return s;
		i = (i + 1) & (tt->nslots - 1);
	}
}

/* Byte 6 or 7 of an entry's first word (its codes), read as a byte where
 * the machine is little-endian: the probe's loop is the table's hot spot. */
static inline unsigned code_byte(const tt_entry *e, int i)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	return ((const unsigned char *)e)[i];
#else
	return (unsigned)(e->w[0] >> (8 * i)) & 0xff;
#endif
}

/* Whether entry e (in the packed form q0, q1 of the position's pattern)
 * matches the position and decides the probe for ns_target; a matching
 * entry's best move goes to *best, deciding or not (the last one met
 * wins, as the scan goes). */
static inline bool entry_decides(const tt_entry *e, uint64_t q0, uint64_t q1,
				 int ns_won, int ns_target, int *best)
{
	uint64_t w0 = e->w[0], w1 = e->w[1];
	if (((q0 ^ w0) & pair_mask[code_byte(e, 6)]) |
	    ((q1 ^ w1) & pair_mask[code_byte(e, 7)]))
		return false;
	int lb = (int)(w1 >> 48) & 15, ub = (int)(w1 >> 52) & 15;
	int b = (int)(w1 >> 56);
	if (b)
		*best = b;
	return ns_won + lb >= ns_target || ns_won + ub < ns_target;
}

/* The tags of large blocks (tt.h). */
static inline void tag_set(tt_t *tt, uint32_t i, uint32_t v, uint32_t m)
{
	tt->tag_v[i] = v;
	tt->tag_m[i] = m;
}

/* n tags from pool index i to index j. */
static inline void tags_move(tt_t *tt, uint32_t j, uint32_t i, uint32_t n)
{
	memmove(tt->tag_v + j, tt->tag_v + i, n * sizeof(uint32_t));
	memmove(tt->tag_m + j, tt->tag_m + i, n * sizeof(uint32_t));
}

/* The bit of a tag for the owner of the k-th highest card of suit s
 * (k from 0). */
#define TAG_SHIFT(s, k) (8 * (s) + 2 * (3 - (k)))

/* A position's tag: its search pattern's owners of each suit's four
 * highest cards, as far as the suit has them above its lowest card
 * (which entries do not hold). */
static inline uint32_t position_tag(const uint64_t pat[2], unsigned totals)
{
	uint32_t v = 0;
	for (int s = 0; s < 4; s++) {
		int n = (int)(totals >> (4 * s)) & 15;
		uint32_t lane = (uint32_t)(pat[s >> 1] >> (32 * (s & 1)));
		for (int k = 0; k < 4 && n - 1 - k >= 1; k++)
			v |= ((lane >> (2 * (n - 1 - k))) & 3) << TAG_SHIFT(s, k);
	}
	return v;
}

/* An entry's tag: the same owners where its mask covers them (v), and
 * ones there (m). */
static inline void entry_tag(const tt_entry *e, unsigned totals, uint32_t *v, uint32_t *m)
{
	uint32_t tv = 0, tm = 0;
	for (int s = 0; s < 4; s++) {
		int n = (int)(totals >> (4 * s)) & 15;
		int c = (int)(e->w[0] >> (48 + 4 * s)) & 15;
		if (!c)
			continue;
		/* ranks c to n - 1 are covered (c >= 1: not the lowest) */
		uint32_t lane = tt_entry_lane(e, s);
		for (int k = 0; k < 4 && n - 1 - k >= c; k++) {
			tv |= ((lane >> (2 * (n - 1 - k))) & 3) << TAG_SHIFT(s, k);
			tm |= 3u << TAG_SHIFT(s, k);
		}
	}
	*v = tv;
	*m = tm;
}

/* The entries among the TT_TAG_GROUP from pool index i (a multiple of
 * it) whose tags a position of tag p may match: bit k for entry i + k. */
static inline unsigned tag_candidates(const tt_t *tt, uint32_t i, uint32_t p)
{
#if defined(__SSE2__)
	const __m128i *v = (const __m128i *)(const void *)(tt->tag_v + i);
	const __m128i *m = (const __m128i *)(const void *)(tt->tag_m + i);
	__m128i pp = _mm_set1_epi32((int)p), z = _mm_setzero_si128();
	__m128i x[4];
	for (int k = 0; k < 4; k++)
		x[k] = _mm_cmpeq_epi32(_mm_and_si128(_mm_xor_si128(_mm_load_si128(v + k), pp),
						     _mm_load_si128(m + k)), z);
	return (unsigned)_mm_movemask_epi8(_mm_packs_epi16(_mm_packs_epi32(x[0], x[1]),
							   _mm_packs_epi32(x[2], x[3])));
#else
	unsigned c = 0;
	for (int k = 0; k < TT_TAG_GROUP; k++)
		c |= (unsigned)(((tt->tag_v[i + k] ^ p) & tt->tag_m[i + k]) == 0) << k;
	return c;
#endif
}

/* Tags for the entries of a large block from its tagged ones up to the
 * TT_TAG_NEW newest, once there are TT_TAG_NEW more to tag. */
static void tag_older(tt_t *tt, tt_slot *s, uint64_t key)
{
	if (s->count < s->tagged + 2 * TT_TAG_NEW)
		return;
	unsigned totals = suit_totals(key);
	uint32_t end = s->count - TT_TAG_NEW;
	for (uint32_t j = s->tagged; j < end; j++) {
		uint32_t v, m;
		entry_tag(&tt->pool[s->first + j], totals, &v, &m);
		tag_set(tt, s->first + j, v, m);
	}
	s->tagged = end;
}

/* probe_entry() in a large block: the entries past the tagged ones
 * tested first, as there, then the tagged ones whose tags do not rule
 * them out, from the newest: the same entries decide, in the same
 * order, as in the plain scan. */
static const tt_entry *probe_tagged(tt_t *tt, tt_slot *s, uint64_t key,
				    const uint64_t pat[2], uint64_t q0, uint64_t q1,
				    int ns_won, int ns_target, int *best)
{
	uint32_t lo = s->first, hi = s->first + s->count - 1;
	uint32_t i, t = s->first + s->tagged;      /* tags below t */
	const tt_entry *e = tt->pool + hi;
	for (int n = s->count - s->tagged; n > 0; n--, e--) {
		if (entry_decides(e, q0, q1, ns_won, ns_target, best)) {
			i = (uint32_t)(e - tt->pool);
			goto hit;
		}
	}
	if (t > lo) {
		uint32_t p = position_tag(pat, suit_totals(key));
		uint32_t g = (t - 1) & ~(uint32_t)(TT_TAG_GROUP - 1);
		/* the tagged entries of a group */
		unsigned valid = 0xffffu >> (TT_TAG_GROUP - (t - g));
		for (;; g -= TT_TAG_GROUP) {
			if (g <= lo)
				valid &= 0xffffu << (lo - g);
			unsigned c = tag_candidates(tt, g, p) & valid;
			while (c) {
				int b = 31 - __builtin_clz(c);
				c ^= 1u << b;
				i = g + (uint32_t)b;
				e = tt->pool + i;
				if (entry_decides(e, q0, q1, ns_won, ns_target, best))
					goto hit;
			}
			if (g <= lo)
				break;
			valid = 0xffffu;
		}
	}
	tag_older(tt, s, key);
	return NULL;
hit:
	if (i < t) {
		/* a tagged entry leaves the tagged ones */
		tags_move(tt, i, i + 1, t - 1 - i);
		s->tagged--;
	}
	tt_entry hit = tt->pool[i];
	for (tt_entry *m = tt->pool + i; m != tt->pool + hi; m++)
		m[0] = m[1];
	tt->pool[hi] = hit;
	return tt->pool + hi;
}

/* The entry that decides the probe, or NULL; *best as tt_probe().  On a
 * cutoff the caller expands the entry's mask.  The entry that decides
 * moves to the end of the slot's block, where the scan starts. */
static inline const tt_entry *probe_entry(tt_t *tt, uint64_t key, int leader,
					  const uint64_t pat[2], int ns_won,
					  int ns_target, int *best)
{
	tt_slot *s = find_slot(tt, key, leader);
	if (!s)
		return NULL;
	uint64_t q0 = pack_word(pat[0]), q1 = pack_word(pat[1]);
	if (s->count > TT_TAG_BELOW)
		return probe_tagged(tt, s, key, pat, q0, q1, ns_won, ns_target, best);
	tt_entry *last = tt->pool + s->first + s->count - 1;
	tt_entry *e = last;
	for (int i = s->count; i > 0; i--, e--) {
		if (entry_decides(e, q0, q1, ns_won, ns_target, best)) {
			/* Most hits are among the last few entries: a
			 * loop, not a call of memmove. */
			tt_entry hit = *e;
			for (; e != last; e++)
				e[0] = e[1];
			*last = hit;
			return last;
		}
	}
	return NULL;
}

int tt_probe(tt_t *tt, uint64_t key, int leader, const uint64_t pat[2],
	     int ns_won, int ns_target, uint64_t mask[2], int *best)
{
	const tt_entry *e = probe_entry(tt, key, leader, pat, ns_won, ns_target, best);
	if (!e)
		return -1;
	expand_mask(e, mask);
	return ns_won + tt_entry_lb(e) >= ns_target;
}

/* Linear probing without tombstones: after slot i was freed, the slots of
 * its cluster that follow are put back where a probe will find them. */
static void rehash_after(tt_t *tt, uint32_t i)
{
	uint32_t mask = tt->nslots - 1;
	for (uint32_t j = (i + 1) & mask; tt->slots[j].epoch == tt->epoch; j = (j + 1) & mask) {
		tt_slot moved = tt->slots[j];
		tt->slots[j].epoch = 0;
		uint32_t k = slot_hash(tt, moved.key, moved.leader);
		while (tt->slots[k].epoch == tt->epoch)
			k = (k + 1) & mask;
		tt->slots[k] = moved;
	}
}

/* Twice the slots in use: the slots copied past the last one that may be
 * used, the slots in use emptied, then each copied slot put back where a
 * probe of the larger array finds it.  Slot addresses change. */
static void grow_slots(tt_t *tt)
{
	const uint32_t n = tt->nslots;
	tt_slot *copy = tt->slots + tt->nslots_max;
	memcpy(copy, tt->slots, (size_t)n * sizeof *copy);
	for (uint32_t i = 0; i < 2 * n; i++)
		tt->slots[i].epoch = 0;
	tt->nslots = 2 * n;
	if (tt->nslots_touched < tt->nslots)
		tt->nslots_touched = tt->nslots;
	const uint32_t mask = tt->nslots - 1;
	for (uint32_t i = 0; i < n; i++) {
		if (copy[i].epoch != tt->epoch)
			continue;
		uint32_t k = slot_hash(tt, copy[i].key, copy[i].leader);
		while (tt->slots[k].epoch == tt->epoch)
			k = (k + 1) & mask;
		tt->slots[k] = copy[i];
	}
}

/* Finds or makes the slot for (key, leader); NULL when the table is full. */
static tt_slot *get_slot(tt_t *tt, uint64_t key, int leader)
{
	uint32_t i = slot_hash(tt, key, leader);
	for (;;) {
		tt_slot *s = &tt->slots[i];
		if (s->epoch != tt->epoch) {
			/* A new slot only while three quarters are free;
			 * else more slots, up to nslots_max. */
			if (tt->used_slots * 4u >= tt->nslots * 3u) {
				if (tt->nslots >= tt->nslots_max)
					return NULL;
				grow_slots(tt);
				i = slot_hash(tt, key, leader);
				continue;
			}
			s->key = key;
			s->epoch = tt->epoch;
			s->leader = (uint8_t)leader;
			s->count = 0;
			s->tagged = 0;
			tt->used_slots++;
			return s;
		}
		if (s->key == key && s->leader == leader)
			return s;
		i = (i + 1) & (tt->nslots - 1);
	}
}

/* Whether two entries hold the same pattern and mask (their bounds and
 * best moves aside). */
static inline bool same_pattern(const tt_entry *a, const tt_entry *b)
{
	return a->w[0] == b->w[0] && ((a->w[1] ^ b->w[1]) & TT_LANES) == 0;
}

/* The tagged entries among the TT_TAG_GROUP from pool index i (a
 * multiple of it) whose tags are v and m: bit k for entry i + k. */
static inline unsigned tag_equal(const tt_t *tt, uint32_t i, uint32_t v, uint32_t m)
{
#if defined(__SSE2__)
	const __m128i *tv = (const __m128i *)(const void *)(tt->tag_v + i);
	const __m128i *tm = (const __m128i *)(const void *)(tt->tag_m + i);
	__m128i vv = _mm_set1_epi32((int)v), mm = _mm_set1_epi32((int)m);
	__m128i x[4];
	for (int k = 0; k < 4; k++)
		x[k] = _mm_and_si128(_mm_cmpeq_epi32(_mm_load_si128(tv + k), vv),
				     _mm_cmpeq_epi32(_mm_load_si128(tm + k), mm));
	return (unsigned)_mm_movemask_epi8(_mm_packs_epi16(_mm_packs_epi32(x[0], x[1]),
							   _mm_packs_epi32(x[2], x[3])));
#else
	unsigned c = 0;
	for (int k = 0; k < TT_TAG_GROUP; k++)
		c |= (unsigned)(tt->tag_v[i + k] == v && tt->tag_m[i + k] == m) << k;
	return c;
#endif
}

/* The first entry of the slot (from its block's start) with the pattern
 * and mask of ne, or NULL: the merge scan of a store once the table has
 * filled.  Entries of the same pattern and mask have the same tags
 * (entry_tag()), so a tagged entry is read only where its tags equal
 * ne's: the same entry is found as by a plain scan, reading a quarter of
 * the bytes.  In a slot of thousands of entries the plain scan was most
 * of store_entry()'s time (5.8 % of the twelve hard deals'; the table
 * is not cleared of its "filled" state between deals, ttab_clear()). */
static tt_entry *same_entry(tt_t *tt, const tt_slot *s, uint64_t key, tt_entry ne)
{
	const uint32_t lo = s->first, t = s->first + s->tagged, end = s->first + s->count;
	if (t > lo) {
		uint32_t v, m;
		entry_tag(&ne, suit_totals(key), &v, &m);
		for (uint32_t g = lo & ~(uint32_t)(TT_TAG_GROUP - 1); g < t; g += TT_TAG_GROUP) {
			unsigned c = tag_equal(tt, g, v, m);
			if (g < lo)
				c &= 0xffffu << (lo - g);
			if (t - g < TT_TAG_GROUP)
				c &= 0xffffu >> (TT_TAG_GROUP - (t - g));
			while (c) {
				tt_entry *e = tt->pool + g + (uint32_t)__builtin_ctz(c);
				c &= c - 1;
				if (same_pattern(e, &ne))
					return e;
			}
		}
	}
	for (tt_entry *e = tt->pool + t; e != tt->pool + end; e++)
		if (same_pattern(e, &ne))
			return e;
	return NULL;
}

/* Records an entry made by make_entry(); as tt_store().  The new entry
 * goes to the end of the block (the newest); a full slot of
 * TT_MAX_ENTRIES drops its first entry, the one least recently stored or
 * used. */
static int store_entry(tt_t *tt, uint64_t key, int leader, tt_entry ne, int merge)
{
	tt_slot *s = get_slot(tt, key, leader);
	if (!s)
		return -1;
	/* An entry of the same pattern and mask takes the new bounds: a
	 * scan of the slot, paid only where memory is short (the caller
	 * says). */
	tt_entry *e = merge ? same_entry(tt, s, key, ne) : NULL;
	if (e) {
		int lb = tt_entry_lb(&ne), ub = tt_entry_ub(&ne), best = tt_entry_best(&ne);
		if (lb < tt_entry_lb(e))
			lb = tt_entry_lb(e);
		if (ub > tt_entry_ub(e))
			ub = tt_entry_ub(e);
		if (!best)
			best = tt_entry_best(e);
		e->w[1] = (e->w[1] & TT_LANES) | (uint64_t)lb << 48 |
			  (uint64_t)ub << 52 | (uint64_t)best << 56;
		return 0;
	}
	const uint32_t scap = tt_slot_cap(s);
	if (s->count == scap) {
		if (scap >= TT_MAX_ENTRIES) {
			e = tt->pool + s->first;
			memmove(e, e + 1, (size_t)(s->count - 1) * sizeof *e);
			e[s->count - 1] = ne;
			if (s->tagged) {
				tags_move(tt, s->first, s->first + 1, s->tagged - 1u);
				s->tagged--;
			}
			return 0;
		}
		uint32_t cap = next_cap(scap);
		uint32_t b = take_block(tt, cap);
		if (b == TT_NO_BLOCK) {
			if (scap == 0) {        /* a slot just made: free it */
				s->epoch = 0;
				tt->used_slots--;
				rehash_after(tt, (uint32_t)(s - tt->slots));
			}
			return -1;
		}
		if (s->count)
			memcpy(tt->pool + b, tt->pool + s->first, s->count * sizeof(tt_entry));
		if (s->tagged)
			tags_move(tt, b, s->first, s->tagged);
		if (scap)
			give_block(tt, s->first, scap);
		s->first = b;
	}
	tt->pool[s->first + s->count++] = ne;
	return 0;
}

static tt_entry make_entry(uint64_t key, const uint64_t pat[2], const uint64_t mask[2],
			   int lb, int ub, int best)
{
	uint64_t codes = mask_codes(mask, key);
	tt_entry ne;
	ne.w[0] = (pack_word(pat[0]) & pair_mask[codes & 0xff]) | codes << 48;
	ne.w[1] = (pack_word(pat[1]) & pair_mask[codes >> 8]) | (uint64_t)lb << 48 |
		  (uint64_t)ub << 52 | (uint64_t)best << 56;
	return ne;
}

int tt_store(tt_t *tt, uint64_t key, int leader, const uint64_t pat[2],
	     const uint64_t mask[2], int lb, int ub, int best)
{
	return store_entry(tt, key, leader, make_entry(key, pat, mask, lb, ub, best), 0);
}

int ttab_init(tt_table *t, size_t bytes)
{
	memset(t, 0, sizeof *t);
	if (tt_init(&t->gen[0], bytes / 2) != 0)
		return -1;
	if (tt_init(&t->gen[1], bytes / 2) != 0) {
		tt_free(&t->gen[0]);
		return -1;
	}
	return 0;
}

void ttab_free(tt_table *t)
{
	tt_free(&t->gen[0]);
	tt_free(&t->gen[1]);
}

void ttab_clear(tt_table *t)
{
	tt_clear(&t->gen[0]);
	tt_clear(&t->gen[1]);
}

/* The old generation is cleared and becomes the young one. */
static void next_generation(tt_table *t)
{
	t->young ^= 1;
	tt_clear(&t->gen[t->young]);
	t->turns++;
}

static void ttab_store_entry(tt_table *t, uint64_t key, int leader, tt_entry ne)
{
	/* Once the table has filled (a generation change), entries of the
	 * same pattern and mask are merged: duplicates would fill it sooner.
	 * Before, the scan costs more than it saves. */
	int merge = t->turns > 0;
	if (store_entry(&t->gen[t->young], key, leader, ne, merge) == 0)
		return;
	next_generation(t);
	/* An empty table of one eighth or more of a block holds one entry. */
	(void)store_entry(&t->gen[t->young], key, leader, ne, 1);
}

void ttab_store(tt_table *t, uint64_t key, int leader, const uint64_t pat[2],
		const uint64_t mask[2], int lb, int ub, int best)
{
	ttab_store_entry(t, key, leader, make_entry(key, pat, mask, lb, ub, best));
}

int ttab_probe(tt_table *t, uint64_t key, int leader, const uint64_t pat[2], int ns_won,
	       int ns_target, uint64_t mask[2], int *best, int *bound)
{
	const tt_entry *e = probe_entry(&t->gen[t->young], key, leader, pat, ns_won,
					ns_target, best);
	tt_entry keep;
	if (!e) {
		tt_t *old = &t->gen[t->young ^ 1];
		if (!old->used_slots)
			return -1;
		e = probe_entry(old, key, leader, pat, ns_won, ns_target, best);
		if (!e)
			return -1;
		/* Still in use: keep it in the young generation (a copy
		 * first, since storing may change generations and clear the
		 * old one). */
		keep = *e;
		e = &keep;
		ttab_store_entry(t, key, leader, keep);
	}
	expand_mask(e, mask);
	int lb = tt_entry_lb(e), ub = tt_entry_ub(e);
	int reached = ns_won + lb >= ns_target;
	if (bound)
		*bound = ns_won + (reached ? lb : ub);
	return reached;
}

uint64_t ttab_used(const tt_table *t)
{
	return (uint64_t)t->gen[0].pool_used - t->gen[0].free_entries +
	       t->gen[1].pool_used - t->gen[1].free_entries;
}

uint64_t ttab_capacity(const tt_table *t)
{
	return (uint64_t)t->gen[0].pool_size + t->gen[1].pool_size;
}
