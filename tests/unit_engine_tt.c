/*
 * unit_engine_tt.c - unit tests of the transposition table alone
 * (engine/tt.c): relative-rank patterns and masks, merging, slot
 * collisions and growth, the reuse of the blocks slots leave, the clears
 * when full, the cyclic overwrite, the tag bytes, and a random model
 * check of every cutoff.
 *
 * Output, UNIT_SEED, UNIT_ONLY, QUICK: tests/unit_engine.h.
 */
#include "unit_engine.h"

/* ------------------------------------------------------------------ */
/* The transposition table alone */

static int probe(tt_t *tt, uint64_t key, int leader, const uint64_t pat[2], int ns_won,
		 int target)
{
	uint64_t mask[2] = { 0, 0 };
	int best = 0;
	return tt_probe(tt, key, leader, pat, ns_won, target, mask, &best);
}

static const tt_slot *slot_of(const tt_t *tt, uint64_t key, int leader)
{
	for (uint32_t i = 0; i < tt->nslots; i++)
		if (tt_slot_used(tt, &tt->slots[i]) && tt->slots[i].key == key &&
		    tt->slots[i].leader == leader)
			return &tt->slots[i];
	return NULL;
}

static void test_tt_patterns(void)
{
	tt_t tt;
	CHECK_INT(tt_init(&tt, 1 << 16), 0);

	/* Spades A..7 (8 cards): North A 8, East K 7, South Q 9, West J T;
	 * and two small cards each in hearts (North, East) or diamonds.  The relevant cards
	 * are the A, K, Q: the entry covers the owners of the Q and above. */
	dd_deal d;
	uint64_t a[4], b[4], pat[2], mask[2], pb[2];
	CHECK(parse_deal("N:A8.32.. K7.54.. Q9..32. JT..54.", &d));
	for (int h = 0; h < 4; h++)
		a[h] = bf_hand_bits(&d, h);
	uint64_t key = my_lenkey(a);
	my_pattern(a, pat);
	uint64_t rel = BIT(DD_CARD(0, 14)) | BIT(DD_CARD(0, 13)) | BIT(DD_CARD(0, 12));
	my_mask(a, rel, mask);
	/* the Q is the 6th lowest of 8: lanes 5..7 */
	CHECK_INT(mask[0], 0xfc00);
	CHECK_INT(mask[1], 0);
	tt_store(&tt, key, DD_NORTH, pat, mask, 2, 3, DD_CARD(0, 14));

	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 2), 1);  /* lb 2 >= 2 */
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 1, 3), 1);  /* 1 + 2 >= 3 */
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 4), 0);  /* ub 3 < 4 */
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 3), -1); /* 2..3: open */
	CHECK_INT(probe(&tt, key, DD_EAST, pat, 0, 2), -1);  /* other leader */
	CHECK_INT(probe(&tt, key + 1, DD_NORTH, pat, 0, 2), -1);
	{
		uint64_t m[2] = { 0, 0 };
		int best = 0;
		uint64_t lim[2];
		my_limit(a, lim);
		CHECK_INT(tt_probe(&tt, key, DD_NORTH, pat, 0, 4, m, &best), 0);
		CHECK_INT(m[0] & lim[0], mask[0]);
		CHECK_INT(m[1] & lim[1], mask[1]);
		CHECK_INT(best, DD_CARD(0, 14));
		best = 0;
		CHECK_INT(tt_probe(&tt, key, DD_NORTH, pat, 0, 3, m, &best), -1);
		CHECK_INT(best, DD_CARD(0, 14)); /* still a hint for ordering */
	}

	/* Owners below the mask differ: S 8 to East, S 7 to North. */
	CHECK(parse_deal("N:A7.32.. K8.54.. Q9..32. JT..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	CHECK_INT(my_lenkey(b), key);
	my_pattern(b, pb);
	CHECK(pb[0] != pat[0]);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), 1);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 4), 0);
	/* The J and the 9 change owners (South S QJ, West S T9): still below. */
	CHECK(parse_deal("N:A8.32.. K7.54.. QJ..32. T9..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	my_pattern(b, pb);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), 1);
	/* Hearts and diamonds are outside the mask: swap North's and East's
	 * hearts around. */
	CHECK(parse_deal("N:A8.52.. K7.43.. Q9..32. JT..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	my_pattern(b, pb);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 4), 0);
	/* The Q changes owner (West S QT, South S J9): no match at all. */
	CHECK(parse_deal("N:A8.32.. K7.54.. J9..32. QT..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	my_pattern(b, pb);
	for (int t = 0; t <= 5; t++)
		CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, t + 1), -1);
	/* The A changes owner (North S K8, East S A7). */
	CHECK(parse_deal("N:K8.32.. A7.54.. Q9..32. JT..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	my_pattern(b, pb);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), -1);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 4), -1);
	/* Relative ranks: the same holdings one rank lower everywhere in
	 * spades (the A played long ago): K Q J T 9 8 7 6 with the same
	 * owners by relative rank give the same pattern, and match. */
	CHECK(parse_deal("N:K7.32.. Q6.54.. J8..32. T9..54.", &d));
	for (int h = 0; h < 4; h++)
		b[h] = bf_hand_bits(&d, h);
	my_pattern(b, pb);
	CHECK_INT(pb[0], pat[0]);
	CHECK_INT(pb[1], pat[1]);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), 1);

	/* The same pattern and mask stored with a lower bound, then an
	 * upper bound (a pattern differing only outside the mask is the same
	 * set of positions): the entries are not merged, and each bound
	 * decides what it can. */
	const tt_slot *s = slot_of(&tt, key, DD_NORTH);
	CHECK(s && s->count == 1);
	uint64_t pat2[2] = { pat[0] ^ 0x3, pat[1] ^ 0xf0 }; /* outside the mask */
	tt_store(&tt, key, DD_NORTH, pat2, mask, 3, 6, 0);
	tt_store(&tt, key, DD_NORTH, pat, mask, 0, 3, 0);
	s = slot_of(&tt, key, DD_NORTH);
	CHECK(s && s->count == 3);
	/* Newest last; the two new entries hold the same stored pattern (the
	 * owners outside the mask are not kept). */
	const tt_entry *blk = &tt.pool[s->first];
	CHECK_INT(tt_entry_lb(&blk[0]), 2);
	CHECK_INT(tt_entry_lb(&blk[1]), 3);
	CHECK_INT(tt_entry_ub(&blk[1]), 6);
	CHECK_INT(tt_entry_lb(&blk[2]), 0);
	CHECK_INT(tt_entry_ub(&blk[2]), 3);
	CHECK_INT(blk[1].w[0], blk[2].w[0]);
	CHECK_INT(blk[1].w[1] & TT_LANES, blk[2].w[1] & TT_LANES);
	/* The scan starts from the end, and the entry that decides moves
	 * there, the others keeping their order. */
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 3), 1);  /* (3, 6) decides */
	CHECK_INT(tt_entry_lb(&blk[2]), 3);
	CHECK_INT(tt_entry_ub(&blk[1]), 3);
	CHECK_INT(tt_entry_lb(&blk[0]), 2);
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 4), 0);  /* (0, 3) decides */
	CHECK_INT(tt_entry_ub(&blk[2]), 3);
	CHECK_INT(tt_entry_lb(&blk[1]), 3);
	CHECK_INT(tt_entry_lb(&blk[0]), 2);
	/* A wider mask is a different entry. */
	uint64_t wide[2] = { mask[0] | 0x3ff, mask[1] };
	tt_store(&tt, key, DD_NORTH, pb, wide, 0, 1, 0);
	s = slot_of(&tt, key, DD_NORTH);
	CHECK(s && s->count == 4);
	/* From the lowest spade up or from the second lowest: the same set of
	 * positions (the slot's lengths fix the lowest card's owner), so the
	 * same stored pattern and mask. */
	uint64_t wide1[2] = { mask[0] | 0x3fc, mask[1] };
	tt_store(&tt, key, DD_NORTH, pb, wide1, 1, 1, 0);
	s = slot_of(&tt, key, DD_NORTH);
	CHECK(s && s->count == 5);
	CHECK_INT(tt.pool[s->first + 3].w[0], tt.pool[s->first + 4].w[0]);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), 0);   /* ub 1 */

	/* tt_clear forgets everything (a new epoch: the slots are not
	 * written); the slot is taken again, from its first entry. */
	tt_clear(&tt);
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 4), -1);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), -1);
	CHECK_INT(tt.used_slots, 0);
	CHECK_INT(tt.pool_used, 0);
	CHECK(slot_of(&tt, key, DD_NORTH) == NULL);
	tt_store(&tt, key, DD_NORTH, pat, mask, 2, 3, 0);
	s = slot_of(&tt, key, DD_NORTH);
	CHECK(s && s->count == 1 && s->first == 0);
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 2), 1);
	CHECK_INT(probe(&tt, key, DD_NORTH, pb, 0, 2), 1);   /* the Q's owner kept */
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 4), 0);
	/* The last epoch before the counter wraps: the clear writes every
	 * slot then, and starts again from epoch 1. */
	tt.epoch = TT_EPOCH_MAX;
	tt.slots[0].epoch = tt.epoch;      /* a slot of that epoch */
	tt.slots[0].key = key;
	tt.slots[0].leader = DD_EAST;
	tt.used_slots++;
	tt_clear(&tt);
	CHECK_INT(tt.epoch, 1);
	CHECK_INT(tt.slots[0].epoch, 0);
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 2), -1);
	CHECK_INT(probe(&tt, key, DD_EAST, pat, 0, 2), -1);
	tt_store(&tt, key, DD_EAST, pat, mask, 2, 3, 0);
	CHECK_INT(probe(&tt, key, DD_EAST, pat, 0, 2), 1);
	CHECK_INT(probe(&tt, key, DD_NORTH, pat, 0, 2), -1);
	tt_free(&tt);
	CHECK(tt.slots == NULL && tt.pool == NULL);
}

/* A random pattern whose true value depends on CORE bits only (the top
 * 8 relative ranks of a 13-card spade lane); every mask covers CORE, so
 * entries never disagree.  Masks have the form the search makes: per
 * suit, all ones from some relative rank up.  The keys of these tests
 * give spades 13 cards (synth_key()): the table leaves out what the
 * slot's lengths fix (the lowest card of a suit, ranks past its length). */
#define CORE 0x03fffc00ull
#define SPADE_NIBBLES 0x000f000f000f000full
static uint64_t synth_key(uint64_t k)
{
	return (k & ~SPADE_NIBBLES) | 4 | 3ull << 16 | 3ull << 32 | 3ull << 48;
}
static void random_mask(uint64_t mask[2])
{
	uint32_t lane[4];
	lane[0] = lane_from(rnd(6));
	for (int s = 1; s < 4; s++)
		lane[s] = lane_from(rnd(17));
	mask[0] = lane[0] | (uint64_t)lane[1] << 32;
	mask[1] = lane[2] | (uint64_t)lane[3] << 32;
}
static int truth(const uint64_t pat[2])
{
	uint64_t h = (pat[0] & CORE) * 0x9e3779b97f4a7c15ull;
	return (int)((h >> 40) % 14);
}

/* After storing (lb, ub) for pat, probes of pat must decide every target
 * the bounds decide, the way the truth says. */
static void check_just_stored(tt_t *tt, uint64_t key, int leader, const uint64_t pat[2],
			      int lb, int ub)
{
	int ns_won = rnd(3);
	if (lb > 0)
		CHECK_INT(probe(tt, key, leader, pat, ns_won, ns_won + lb), 1);
	if (ub < 13)
		CHECK_INT(probe(tt, key, leader, pat, ns_won, ns_won + ub + 1), 0);
	/* a target already reached: any matching entry proves it */
	CHECK_INT(probe(tt, key, leader, pat, ns_won, ns_won), 1);
}

static void test_tt_growth(void)
{
	tt_t tt;
	uint64_t pat[2];
	int lb, ub;

	/* The smallest table: 16 slots and room for about 230 entries. */
	CHECK_INT(tt_init(&tt, 4096), 0);
	CHECK(tt.nslots >= 4 && (tt.nslots & (tt.nslots - 1)) == 0);
	CHECK(tt.pool_size >= 32 && tt.pool_size < 300);
	printf("    tiny table: %u slots, %u entries\n", tt.nslots, tt.pool_size);

	/* One slot grows 4, 5, 6, 7, 8, 10, ... until the pool is full (the
	 * blocks it leaves wait for other slots); then the store is refused
	 * and nothing already there is lost. */
	const uint64_t K1 = synth_key(0x1110);
	uint32_t prev_cap = 0;
	int stored = 0, refused = 0;
	uint64_t first_pat[2];
	int first_lb = 0;
	for (int i = 0; i < 400 && !refused; i++) {
		uint32_t used_before = tt.pool_used;
		const tt_slot *s0 = slot_of(&tt, K1, 2);
		int count_before = s0 ? s0->count : 0;
		pat[0] = rng_next();
		pat[1] = rng_next();
		uint64_t mask[2];
		random_mask(mask);
		int v = truth(pat);
		lb = rnd(2) ? v : rnd(v + 1);
		ub = rnd(2) ? v : v + rnd(14 - v);
		if (tt_store(&tt, K1, 2, pat, mask, lb, ub, 1 + rnd(60)) != 0) {
			refused++;
			const tt_slot *s = slot_of(&tt, K1, 2);
			CHECK(s != NULL && s->count == count_before);
			CHECK_INT(tt.pool_used, used_before);
			break;
		}
		if (i == 0) {
			memcpy(first_pat, pat, sizeof pat);
			first_lb = lb;
		}
		stored++;
		check_just_stored(&tt, K1, 2, pat, lb, ub);
		const tt_slot *s = slot_of(&tt, K1, 2);
		if (!CHECK(s != NULL))
			break;
		CHECK(tt_slot_cap(s) >= prev_cap);
		CHECK(s->count <= tt_slot_cap(s));
		CHECK(tt.pool_used <= tt.pool_size);
		prev_cap = tt_slot_cap(s);
	}
	CHECK_INT(refused, 1);
	CHECK(stored > 20);
	if (first_lb > 0)
		CHECK_INT(probe(&tt, K1, 2, first_pat, 0, first_lb), 1);

	/* Many slots: up to 12 keys in a 16-slot array (so linear probing
	 * past occupied slots all but surely happens: every key must still
	 * be found); when the array is three quarters full a new key is
	 * refused and the others stay. */
	tt_clear(&tt);
	uint64_t keys[40];
	uint64_t pats[40][2];
	int lbs[40], ubs[40];
	int kept = 0;
	for (int i = 0; i < 40; i++) {
		keys[i] = synth_key(0x100 + (uint64_t)i * 0x1000000);
		uint32_t before = tt.used_slots;
		pats[i][0] = rng_next();
		pats[i][1] = rng_next();
		uint64_t mask[2];
		random_mask(mask);
		int v = truth(pats[i]);
		lbs[i] = rnd(v + 1);
		ubs[i] = v + rnd(14 - v);
		int r = tt_store(&tt, keys[i], i & 3, pats[i], mask, lbs[i], ubs[i], 0);
		CHECK(tt.used_slots * 4 <= tt.nslots * 3);
		if (r != 0) {
			CHECK_INT(tt.used_slots, before);
			CHECK_INT(probe(&tt, keys[i], i & 3, pats[i], 0, 0), -1);
		} else {
			kept = i + 1;
			check_just_stored(&tt, keys[i], i & 3, pats[i], lbs[i], ubs[i]);
		}
	}
	CHECK(kept >= 4 && kept < 40);
	/* every key stored is still there */
	for (int j = 0; j < kept; j++)
		if (lbs[j] > 0)
			CHECK_INT(probe(&tt, keys[j], j & 3, pats[j], 0, lbs[j]), 1);
	tt_free(&tt);

	/* The cyclic overwrite: a table large enough for a slot to reach
	 * TT_MAX_ENTRIES; past that the oldest entries go first. */
	CHECK_INT(tt_init(&tt, (size_t)256 * TT_MAX_ENTRIES), 0);
	int total = 0;
	const tt_slot *s = NULL;
	static uint64_t hist[4 * TT_MAX_ENTRIES + 8][2];
	static int hlb[4 * TT_MAX_ENTRIES + 8];
	for (int i = 0; i < 2 * TT_MAX_ENTRIES + 5; i++, total++) {
		/* distinct patterns: the index in the core bits */
		hist[i][0] = ((uint64_t)i << 16 | (uint64_t)i) ^ (rng_next() << 32);
		hist[i][1] = rng_next();
		uint64_t mask[2] = { 0xffffffffull, 0 };
		hlb[i] = 1 + rnd(5);
		tt_store(&tt, K1, 0, hist[i], mask, hlb[i], 13, 0);
		CHECK_INT(probe(&tt, K1, 0, hist[i], 0, hlb[i]), 1);
	}
	s = slot_of(&tt, K1, 0);
	if (CHECK(s != NULL)) {
		CHECK(tt_slot_cap(s) >= TT_MAX_ENTRIES);
		CHECK_INT(s->count, tt_slot_cap(s));
		/* the last cap entries are there, the ones before are not */
		int cap = (int)tt_slot_cap(s), miss = 0, lost = 0;
		for (int i = 0; i < total; i++) {
			int r = probe(&tt, K1, 0, hist[i], 0, hlb[i]);
			if (i >= total - cap)
				miss += r != 1;
			else
				lost += r != -1;
		}
		CHECK_INT(miss, 0);
		CHECK_INT(lost, 0);
		CHECK(tt.pool_used < tt.pool_size);
	}
	tt_free(&tt);

	/* A block a slot leaves when it grows is given to the next slot
	 * that needs one of its size: five entries in one slot (a block of
	 * 4, then of 5) and one in another use 9 entries of the pool, not
	 * 13; every entry is still found. */
	CHECK_INT(tt_init(&tt, 1 << 16), 0);
	const uint64_t KA = synth_key(0xa10), KB = synth_key(0xb20);
	uint64_t ap[5][2];
	uint64_t one[2] = { 0xffffffffull, 0 };
	for (int i = 0; i < 5; i++) {
		ap[i][0] = (uint64_t)(i + 1) << 2; /* above the lowest card */
		ap[i][1] = 0;
		CHECK_INT(tt_store(&tt, KA, 1, ap[i], one, 2, 13, 0), 0);
	}
	CHECK_INT(tt.pool_used, 9);
	CHECK_INT(tt.free_entries, 4);
	uint64_t bp[2] = { 7 << 2, 0 };
	CHECK_INT(tt_store(&tt, KB, 1, bp, one, 0, 3, 0), 0);
	CHECK_INT(tt.pool_used, 9);
	CHECK_INT(tt.free_entries, 0);
	for (int i = 0; i < 5; i++)
		CHECK_INT(probe(&tt, KA, 1, ap[i], 0, 2), 1);
	CHECK_INT(probe(&tt, KB, 1, bp, 0, 4), 0);
	tt_free(&tt);
}


static void tab_random_store(tt_table *tt, uint64_t key, int leader, uint64_t pat[2], int *lb,
			     int *ub)
{
	pat[0] = rng_next();
	pat[1] = rng_next();
	uint64_t mask[2];
	random_mask(mask);
	int v = truth(pat);
	*lb = rnd(2) ? v : rnd(v + 1);
	*ub = rnd(2) ? v : v + rnd(14 - v);
	ttab_store(tt, key, leader, pat, mask, *lb, *ub, 1 + rnd(60));
}

static void tab_check_just_stored(tt_table *tt, uint64_t key, int leader,
				  const uint64_t pat[2], int lb, int ub)
{
	int ns_won = rnd(3);
	if (lb > 0)
		CHECK_INT(tab_probe(tt, key, leader, pat, ns_won, ns_won + lb), 1);
	if (ub < 13)
		CHECK_INT(tab_probe(tt, key, leader, pat, ns_won, ns_won + ub + 1), 0);
	CHECK_INT(tab_probe(tt, key, leader, pat, ns_won, ns_won), 1);
}

/* The two generations: the table never holds more than its size, a full
 * young generation makes the old one go (never everything at once), an
 * entry stored since the last change is still found, and an entry found
 * in the old generation is kept in the young one. */
static void test_tt_generations(void)
{
	tt_table tt;
	CHECK_INT(ttab_init(&tt, 16384), 0);
	enum { N = 3000 };
	static uint64_t pats[N][2], keys[N];
	static int lbs[N], ubs[N];
	static uint64_t turn_at[N + 1];
	uint64_t kept_pat[2], kept_key = 0;
	int kept_lb = 0;
	for (int i = 0; i < N; i++) {
		keys[i] = synth_key(0x100 + (uint64_t)rnd(40) * 0x1000000);
		int leader = (int)(keys[i] >> 24) & 3;
		uint64_t before = tt.turns;
		tab_random_store(&tt, keys[i], leader, pats[i], &lbs[i], &ubs[i]);
		turn_at[i] = tt.turns;
		CHECK(tt.turns - before <= 1);
		CHECK(ttab_used(&tt) <= ttab_capacity(&tt));
		tab_check_just_stored(&tt, keys[i], leader, pats[i], lbs[i], ubs[i]);
		/* Everything stored in this generation is there (the tiny
		 * table never reaches the per-slot overwrite). */
		for (int j = i; j >= 0 && turn_at[j] == tt.turns; j--)
			if (lbs[j] > 0)
				CHECK_INT(tab_probe(&tt, keys[j], (int)(keys[j] >> 24) & 3, pats[j], 0,
						    lbs[j]), 1);
		/* One entry used all along survives every change. */
		if (kept_lb == 0) {
			memcpy(kept_pat, pats[i], sizeof kept_pat);
			kept_lb = lbs[i];
			kept_key = keys[i];
		}
		if (kept_lb > 0)
			CHECK_INT(tab_probe(&tt, kept_key, (int)(kept_key >> 24) & 3, kept_pat, 0,
					    kept_lb), 1);
	}
	CHECK(tt.turns >= 3);
	printf("    16 KB table: %llu generation changes in %d stores\n",
	       (unsigned long long)tt.turns, N);
	ttab_clear(&tt);
	CHECK_INT(ttab_used(&tt), 0);
	ttab_free(&tt);
}

/* Entries of the same pattern and mask: kept apart while the table has
 * never filled, merged (bounds intersected) once it has. */
static void test_tt_merge(void)
{
	tt_table tt;
	CHECK_INT(ttab_init(&tt, 16384), 0);
	const uint64_t key = synth_key(0x2220);
	uint64_t pat[2] = { 0x0155aa00ull, 0x12345678ull }, mask[2] = { CORE, 0 };
	int leader = 1;
	ttab_store(&tt, key, leader, pat, mask, 2, 13, 0);
	ttab_store(&tt, key, leader, pat, mask, 0, 3, 0);
	const tt_slot *s = slot_of(&tt.gen[tt.young], key, leader);
	CHECK(tt.turns == 0 && s && s->count == 2);
	CHECK_INT(tab_probe(&tt, key, leader, pat, 0, 2), 1);
	CHECK_INT(tab_probe(&tt, key, leader, pat, 0, 4), 0);
	/* Fill the table until the generations change. */
	for (int i = 0; i < 20000 && tt.turns == 0; i++) {
		uint64_t p[2];
		int lb, ub;
		uint64_t k = synth_key(0x100 + (uint64_t)rnd(40) * 0x1000000);
		tab_random_store(&tt, k, (int)(k >> 24) & 3, p, &lb, &ub);
	}
	CHECK(tt.turns > 0);
	uint64_t turns = tt.turns;
	ttab_store(&tt, key, 2, pat, mask, 2, 13, 0);
	ttab_store(&tt, key, 2, pat, mask, 0, 3, 0);
	ttab_store(&tt, key, 2, pat, mask, 1, 4, DD_CARD(1, 12));
	const tt_t *y = &tt.gen[tt.young];
	s = slot_of(y, key, 2);
	CHECK(tt.turns == turns && s && s->count == 1);
	if (s) {
		CHECK_INT(tt_entry_lb(&y->pool[s->first]), 2);
		CHECK_INT(tt_entry_ub(&y->pool[s->first]), 3);
		CHECK_INT(tt_entry_best(&y->pool[s->first]), DD_CARD(1, 12));
	}
	CHECK_INT(tab_probe(&tt, key, 2, pat, 0, 2), 1);
	CHECK_INT(tab_probe(&tt, key, 2, pat, 0, 4), 0);
	/* A wider mask stays apart. */
	uint64_t wide[2] = { CORE | 0x3fc, 0 };
	ttab_store(&tt, key, 2, pat, wide, 3, 3, 0);
	s = slot_of(&tt.gen[tt.young], key, 2);
	CHECK(tt.turns == turns && s && s->count == 2);
	ttab_free(&tt);
}

static void test_tt_model(int rounds)
{
	tt_table tt;
	CHECK_INT(ttab_init(&tt, 8192), 0);
	uint64_t keys[24];
	for (int i = 0; i < 24; i++)
		keys[i] = synth_key(rng_next());
	/* a pool of patterns, reused so that probes hit */
	static uint64_t pats[64][2];
	for (int i = 0; i < 64; i++) {
		pats[i][0] = rng_next();
		pats[i][1] = rng_next();
	}
	long hits = 0;
	for (int r = 0; r < rounds; r++) {
		int k = rnd(r < rounds / 2 ? 3 : 24), leader = rnd(4);
		uint64_t pat[2];
		int lb, ub;
		tab_random_store(&tt, keys[k], leader, pat, &lb, &ub);
		if (rnd(2)) {
			/* reuse a pool pattern's core so that probes find it */
			int i = rnd(64);
			pat[0] = (pat[0] & ~CORE) | (pats[i][0] & CORE);
			uint64_t mask[2] = { CORE, 0 };
			int v = truth(pat);
			lb = rnd(v + 1);
			ub = v + rnd(14 - v);
			ttab_store(&tt, keys[k], leader, pat, mask, lb, ub, 0);
		}
		tab_check_just_stored(&tt, keys[k], leader, pat, lb, ub);
		for (int j = 0; j < 4; j++) {
			uint64_t q[2] = { pats[rnd(64)][0], rng_next() };
			if (rnd(4) == 0)
				q[0] = rng_next();
			int ns_won = rnd(4), target = ns_won + rnd(15);
			int res = tab_probe(&tt, keys[rnd(24)], rnd(4), q, ns_won, target);
			if (res >= 0) {
				hits++;
				CHECK_INT(res, ns_won + truth(q) >= target);
			}
		}
		CHECK(ttab_used(&tt) <= ttab_capacity(&tt));
	}
	CHECK(hits > 0);
	CHECK(tt.turns > 0);
	ttab_free(&tt);
}

/* One slot grown past TT_MAX_ENTRIES (so with tags on its older
 * entries, tt.h) against a model of the plain scan: the entries in order
 * of last use, a probe scanning from the newest; the first matching
 * entry whose bounds decide wins and moves to the end; every matching
 * entry scanned with a best move sets it; the oldest entry goes first
 * from a full slot.  Positions share their top cards often (the tags
 * then pass them) and entries pin few or many cards. */
typedef struct {
	uint32_t lane[4];       /* the owners the entry pins, 0 elsewhere */
	int from[4];            /* 0: none pinned, else ranks from..n-1 */
	int lb, ub, best;
} tag_model_entry;

static int tag_model_match(const tag_model_entry *e, const uint32_t q[4], const int n[4])
{
	for (int s = 0; s < 4; s++) {
		if (!e->from[s])
			continue;
		uint32_t x = (q[s] ^ e->lane[s]) >> (2 * e->from[s]);
		if (x & ((1u << (2 * (n[s] - e->from[s]))) - 1))
			return 0;
	}
	return 1;
}

static void test_tt_tags(int rounds)
{
	/* suit totals 11, 9, 7, 5 (the hands' lengths are not checked) */
	static const int n[4] = { 11, 9, 7, 5 };
	uint64_t key = 0;
	for (int s = 0; s < 4; s++) {
		int left = n[s];
		for (int h = 0; h < 4; h++) {
			int l = h < 3 ? (left + 3 - h) / (4 - h) : left;
			key |= (uint64_t)l << (4 * (4 * h + s));
			left -= l;
		}
	}
	tt_t tt;
	CHECK_INT(tt_init(&tt, 1 << 23), 0);
	static tag_model_entry model[TT_MAX_ENTRIES];
	int count = 0;
	static uint32_t base[32][4];
	for (int i = 0; i < 32; i++)
		for (int s = 0; s < 4; s++)
			base[i][s] = (uint32_t)rng_next() & ((1u << (2 * n[s])) - 1);
	long hits = 0, misses = 0, tagged = 0;
	for (int r = 0; r < rounds; r++) {
		/* a position: a base one with some low cards changed */
		uint32_t q[4];
		int b = rnd(32);
		for (int s = 0; s < 4; s++) {
			q[s] = base[b][s];
			int low = rnd(2) ? rnd(n[s] + 1) : n[s];
			uint32_t lm = low ? (1u << (2 * low)) - 1 : 0;
			q[s] = (q[s] & ~lm) | ((uint32_t)rng_next() & lm);
		}
		uint64_t pat[2] = { q[0] | (uint64_t)q[1] << 32, q[2] | (uint64_t)q[3] << 32 };
		if (rnd(3) == 0) {
			/* store an entry for it */
			tag_model_entry e;
			uint64_t mask[2] = { 0, 0 };
			for (int s = 0; s < 4; s++) {
				int f = s == 0 || rnd(4) ? 1 + rnd(n[s] - 1) : 0;
				e.from[s] = f;
				uint32_t ml = f ? (0xffffffffu << (2 * f)) & ((1u << (2 * n[s])) - 1) : 0;
				e.lane[s] = q[s] & ml;
				mask[s >> 1] |= (uint64_t)ml << (32 * (s & 1));
			}
			e.lb = rnd(8);
			e.ub = e.lb + rnd(14 - e.lb);
			e.best = rnd(2) ? 1 + rnd(60) : 0;
			CHECK_INT(tt_store(&tt, key, DD_EAST, pat, mask, e.lb, e.ub, e.best), 0);
			if (count == TT_MAX_ENTRIES) {
				memmove(model, model + 1, (size_t)(count - 1) * sizeof *model);
				count--;
			}
			model[count++] = e;
			continue;
		}
		int ns_won = rnd(3), target = ns_won + rnd(14);
		int want = -1, want_best = 0, at = -1;
		for (int i = count - 1; i >= 0; i--) {
			const tag_model_entry *e = &model[i];
			if (!tag_model_match(e, q, n))
				continue;
			if (e->best)
				want_best = e->best;
			if (ns_won + e->lb >= target || ns_won + e->ub < target) {
				want = ns_won + e->lb >= target;
				at = i;
				break;
			}
		}
		uint64_t m[2] = { 0, 0 };
		int best = 0;
		int got = tt_probe(&tt, key, DD_EAST, pat, ns_won, target, m, &best);
		CHECK_INT(got, want);
		CHECK_INT(best, want_best);
		if (at >= 0) {
			hits++;
			tag_model_entry e = model[at];
			uint64_t wm[2] = { 0, 0 };
			for (int s = 0; s < 4; s++)
				if (e.from[s])
					wm[s >> 1] |= (uint64_t)(0xffffffffu << (2 * e.from[s])) << (32 * (s & 1));
			CHECK_INT(m[0], wm[0]);
			CHECK_INT(m[1], wm[1]);
			memmove(model + at, model + at + 1, (size_t)(count - 1 - at) * sizeof *model);
			model[count - 1] = e;
		} else
			misses++;
		const tt_slot *sl = slot_of(&tt, key, DD_EAST);
		if (sl && sl->tagged)
			tagged++;
	}
	printf("    %ld hits, %ld misses, %ld probes with tags, %d entries\n", hits, misses,
	       tagged, count);
	CHECK(hits > rounds / 40 && misses > rounds / 40 && tagged > rounds / 4);
	tt_free(&tt);
}


/* The merge scan of a store once the table has filled, in a slot whose
 * older entries have tags (same_entry() in tt.c, which reads only the
 * tagged entries whose tags equal the new one's): an entry stored again
 * with the same pattern and mask goes into the first entry of the block
 * that a plain scan from its start finds, the count unchanged.  Every
 * entry's bounds are 0 and 13, so no probe decides (each one misses and
 * tags the older entries); a store again carries a best move, which the
 * merge keeps. */
static void test_tt_merge_tagged(void)
{
	static const int n[4] = { 11, 9, 7, 5 };
	uint64_t key = 0;
	for (int s = 0; s < 4; s++) {
		int left = n[s];
		for (int h = 0; h < 4; h++) {
			int l = h < 3 ? (left + 3 - h) / (4 - h) : left;
			key |= (uint64_t)l << (4 * (4 * h + s));
			left -= l;
		}
	}
	tt_table tt;
	CHECK_INT(ttab_init(&tt, 1 << 24), 0);
	tt.turns = 1;           /* as if filled once: stores merge */
	enum { N = 900 };
	static uint64_t pats[N][2], masks[N][2];
	static uint32_t at[N];  /* where each first went in the block */
	long merged = 0, tagged = 0;
	for (int i = 0; i < N; i++) {
		const tt_t *y = &tt.gen[tt.young];
		const tt_slot *sl = slot_of(y, key, DD_EAST);
		int before = sl ? (int)sl->count : 0;
		int j = i > 20 && rnd(4) == 0 ? rnd(i) : -1;
		int card = 0;
		if (j >= 0) {
			/* the same pattern and mask again (the owners outside
			 * the mask changed) */
			pats[i][0] = pats[j][0] ^ (~masks[j][0] & rng_next() & 0x0003ffff003fffffull);
			pats[i][1] = pats[j][1] ^ (~masks[j][1] & rng_next() & 0x000003ff00003fffull);
			masks[i][0] = masks[j][0];
			masks[i][1] = masks[j][1];
			card = 1 + rnd(60);
		} else {
			masks[i][0] = masks[i][1] = 0;
			for (int s = 0; s < 4; s++) {
				uint32_t q = (uint32_t)rng_next() & ((1u << (2 * n[s])) - 1);
				int f = s == 0 || rnd(4) ? 1 + rnd(n[s] - 1) : 0;
				uint32_t ml = f ? (0xffffffffu << (2 * f)) & ((1u << (2 * n[s])) - 1) : 0;
				pats[i][s >> 1] |= (uint64_t)q << (32 * (s & 1));
				masks[i][s >> 1] |= (uint64_t)ml << (32 * (s & 1));
			}
		}
		/* the plain scan's answer: the first entry stored as j's */
		int want = -1;
		if (j >= 0 && sl) {
			const tt_entry *blk = &y->pool[sl->first], *ej = &blk[at[j]];
			for (int k = 0; k < before && want < 0; k++)
				if (blk[k].w[0] == ej->w[0] && ((blk[k].w[1] ^ ej->w[1]) & TT_LANES) == 0)
					want = k;
		}
		ttab_store(&tt, key, DD_EAST, pats[i], masks[i], 0, 13, card);
		sl = slot_of(y, key, DD_EAST);
		CHECK(sl != NULL && tt.young == (int)(y - tt.gen));
		if (!sl)
			break;
		if (want >= 0) {
			merged++;
			CHECK_INT(sl->count, before);
			CHECK_INT(tt_entry_best(&y->pool[sl->first + (uint32_t)want]), card);
			at[i] = (uint32_t)want;
		} else {
			CHECK_INT(sl->count, before + 1);
			at[i] = sl->count - 1;
		}
		/* a probe: it misses, and tags the older entries */
		uint64_t m[2];
		int best = 0;
		CHECK_INT(ttab_probe(&tt, key, DD_EAST, pats[rnd(i + 1)], 0, 1 + rnd(13), m, &best,
				     NULL), -1);
		if (sl->tagged)
			tagged++;
	}
	printf("    %ld merged, %ld stores with tags\n", merged, tagged);
	CHECK(merged > N / 8 && tagged > N / 2);
	ttab_free(&tt);
}

/* ------------------------------------------------------------------ */

static void t_tt_model(void) { test_tt_model(6000 / quick_div()); }
static void t_tt_tags(void) { test_tt_tags(40000 / quick_div()); }

int main(void)
{
	unit_start("unit_engine_tt");
	run("tt_patterns", test_tt_patterns);
	run("tt_growth", test_tt_growth);
	run("tt_generations", test_tt_generations);
	run("tt_merge", test_tt_merge);
	run("tt_merge_tagged", test_tt_merge_tagged);
	run("tt_model", t_tt_model);
	run("tt_tags", t_tt_tags);
	return unit_end();
}
