/*
 * unit_engine_search.c - unit tests of the whole solver (engine/):
 *   - the hard deals: deal 1's suits exactly as DDS gives them, and deal
 *     1 in notrump after one trick (tests/ref/hard-positions.txt), within
 *     node budgets; the cutoff-move cache growing on them;
 *   - the small-card filter;
 *   - the whole solver against the brute-force minimax of brute.h, on
 *     many random small endings (mid-trick too), with walks that score
 *     every position of a play on one context, and an audit of every
 *     entry the engine left in its table;
 *   - reference positions solved cold and warm (forward, reverse,
 *     interleaved), with small tables, and dd_table() on reference deals.
 *
 * Output, UNIT_SEED, UNIT_ONLY, QUICK: tests/unit_engine.h.
 */
#include "unit_engine.h"

/* ------------------------------------------------------------------ */
/* The solver against brute force */

static long audit_entries, probe_hits;

/* Scores and solves pos on c; everything must equal brute force. */
static void check_bf(dd_ctx *c, const dd_position *pos)
{
	dd_state st;
	dd_error err;
	char ctx[400];
	if (!CHECK(dd_replay(pos, &st, &err) == DD_OK))
		return;
	snprintf(ctx, sizeof ctx, "%s", bf_pos_text(pos));
	int ns = bf_state(&st, pos->strain);
	int t = -1;
	CHECK_INTC(dd_solve(c, pos, &t, &err), DD_OK, ctx);
	if (st.to_play < 0) {
		CHECK_INTC(t, 0, ctx);
		int n = -1;
		dd_card_score sc[13];
		CHECK_INTC(dd_score_cards(c, pos, sc, &n, &err), DD_ERR_FINISHED, ctx);
		return;
	}
	CHECK_INTC(t, bf_side_of(&st, ns), ctx);

	dd_card_score sc[13];
	int n = -1;
	CHECK_INTC(dd_score_cards(c, pos, sc, &n, &err), DD_OK, ctx);
	uint16_t legal[4];
	CHECK_INTC(n, dd_legal(&st, legal), ctx);
	int best = -1;
	for (int i = 0; i < n && i < 13; i++) {
		int card = sc[i].card;
		CHECKC(DD_SUIT(card) < 4 && (legal[DD_SUIT(card)] & (1u << DD_RANK(card))), ctx);
		legal[DD_SUIT(card) & 3] &= (uint16_t)~(1u << DD_RANK(card)); /* listed once */
		if (i)	/* suit by suit, spades first, high to low */
			CHECKC(card < sc[i - 1].card
				       ? DD_SUIT(card) == DD_SUIT(sc[i - 1].card)
				       : DD_SUIT(card) > DD_SUIT(sc[i - 1].card),
			       ctx);
		char cctx[420];
		char ct[3];
		bf_card_text(card, ct);
		snprintf(cctx, sizeof cctx, "%s, card %s", ctx, ct);
		CHECK_INTC(sc[i].tricks, bf_after(pos, card), cctx);
		if (sc[i].tricks > best)
			best = sc[i].tricks;
	}
	CHECK_INTC(best, t, ctx);
}

/* Every entry of the table claims bounds for a set of positions: build
 * positions of the set from the entry alone (lengths from the key, the
 * owners of the masked cards from the pattern, the other owners and all
 * the ranks at random) and check the bounds by brute force. */
static void audit_generation(const tt_t *tt, int trump, int completions);
static void audit_table(const dd_ctx *c, int trump, int completions)
{
	for (int g = 0; g < 2; g++)
		audit_generation(&c->tt.gen[g], trump, completions);
}

static void audit_generation(const tt_t *tt, int trump, int completions)
{
	for (uint32_t i = 0; i < tt->nslots; i++) {
		const tt_slot *s = &tt->slots[i];
		if (!tt_slot_used(tt, s))
			continue;
		int len[4][4], cards[4] = { 0, 0, 0, 0 };
		for (int h = 0; h < 4; h++)
			for (int su = 0; su < 4; su++) {
				len[h][su] = (int)(s->key >> (4 * (4 * h + su))) & 15;
				cards[h] += len[h][su];
			}
		if (!CHECK(cards[0] == cards[1] && cards[0] == cards[2] && cards[0] == cards[3] &&
			   cards[0] > 0 && s->leader < 4))
			continue;
		int n = cards[0];
		for (int j = 0; j < s->count; j++) {
			const tt_entry *e = &tt->pool[s->first + j];
			audit_entries++;
			int elb = tt_entry_lb(e), eub = tt_entry_ub(e);
			CHECK(0 <= elb && elb <= eub && eub <= n);
			for (int k = 0; k < completions; k++) {
				uint64_t hand[4] = { 0, 0, 0, 0 };
				bool ok = true;
				for (int su = 0; su < 4 && ok; su++) {
					int total = len[0][su] + len[1][su] + len[2][su] + len[3][su];
					uint32_t lane = tt_entry_lane(e, su);
					int from = entry_from(e, su);
					CHECK(from == 16 || from < total);
					uint32_t mlane = lane_from(from);
					/* random ranks, lowest first */
					int rk[13], m = 0;
					for (int r = 2; r <= 14; r++)
						if (rnd(15 - r) < total - m)
							rk[m++] = r;
					int left[4], owner[13], nfree = 0, freeidx[13];
					for (int h = 0; h < 4; h++)
						left[h] = len[h][su];
					for (int x = 0; x < total; x++) {
						if (((mlane >> (2 * x)) & 3) == 3) {
							owner[x] = (lane >> (2 * x)) & 3;
							if (--left[owner[x]] < 0)
								ok = false;
						} else {
							freeidx[nfree++] = x;
						}
					}
					if (!CHECK(ok))
						break;
					int pool[13], np = 0;
					for (int h = 0; h < 4; h++)
						for (int x = 0; x < left[h]; x++)
							pool[np++] = h;
					for (int x = np - 1; x > 0; x--) {
						int y = rnd(x + 1), t = pool[x];
						pool[x] = pool[y];
						pool[y] = t;
					}
					for (int x = 0; x < nfree; x++)
						owner[freeidx[x]] = pool[x];
					for (int x = 0; x < total; x++)
						hand[owner[x]] |= BIT(DD_CARD(su, rk[x]));
				}
				if (!ok)
					break;
				int v = bf_ns(hand, trump, s->leader, 0, NULL);
				if (!CHECKC(elb <= v && v <= eub, hands_text(hand, trump, s->leader))) {
					printf("    entry bounds %d..%d, North-South take %d\n", elb,
					       eub, v);
					return;
				}
			}
		}
	}
}

/* Probes the engine's table with patterns computed here: for the position
 * and for positions of the same shape; any cutoff must be right. */
static void probe_table(dd_ctx *c, const dd_position *pos)
{
	dd_state st;
	dd_replay(pos, &st, NULL);
	if (st.to_play < 0 || st.trick_cards)
		return;
	uint64_t hand[4], var[4];
	bf_state_hands(&st, hand);
	uint64_t key = my_lenkey(hand);
	for (int v = 0; v < 4; v++) {
		if (v)
			variant(hand, 0, var);
		else
			memcpy(var, hand, sizeof var);
		uint64_t pat[2];
		my_pattern(var, pat);
		int ns = -1;
		for (int t = 1; t <= st.tricks_left; t++) {
			int r = tab_probe(&c->tt, key, st.to_play, pat, 0, t);
			if (r < 0)
				continue;
			if (ns < 0)
				ns = bf_ns(var, pos->strain, st.to_play, 0, NULL);
			probe_hits++;
			CHECK_INTC(r, ns >= t, hands_text(var, pos->strain, st.to_play));
		}
	}
}

static void test_bf_random(int scale)
{
	static const struct {
		int n, count, max_played;
	} plan[] = {
		{ 1, 30, 3 }, { 2, 100, 7 }, { 3, 200, 10 }, { 4, 300, 12 },
		{ 5, 150, 12 }, { 6, 50, 12 },
	};
	dd_ctx *shared = dd_new(1);
	long positions = 0;
	for (size_t k = 0; k < sizeof plan / sizeof plan[0]; k++) {
		int count = plan[k].count * scale / 100;
		for (int i = 0; i < count; i++) {
			dd_position pos;
			random_position(&pos, plan[k].n, plan[k].max_played);
			if (i % 4 == 0) {
				dd_ctx *c = dd_new(1);
				check_bf(c, &pos);
				dd_free(c);
			} else {
				check_bf(shared, &pos);
			}
			positions++;
			if (i % 3 == 0) {
				/* A walk: the rest of a random play, every position
				 * scored on the same context. */
				dd_position w = pos;
				while (play_random(&w)) {
					check_bf(shared, &w);
					positions++;
				}
				if (plan[k].n <= 5)
					audit_table(shared, pos.strain, 2);
			}
			probe_table(shared, &pos);
		}
	}
	printf("    %ld positions, %ld table entries audited, %ld probe hits\n", positions,
	       audit_entries, probe_hits);
	CHECK(audit_entries > 100);
	CHECK(probe_hits > 0);
	dd_free(shared);
}

/* Many small equal cards: the small-card filter must not lose a trick.
 * Each hand holds a long suit of small cards and a top card or two;
 * everything is checked against brute force. */
static void test_small_cards(void)
{
	dd_ctx *c = dd_new(1);
	/* Long runs of small cards split among the hands (North S 65432
	 * against East's S T987, ...), with the honours elsewhere: most
	 * small cards are equivalent, a few are not. */
	static const char *deals[] = {
		"N:A5432... KQ876... JT9.A.2. .KQ.AK.A",
		"N:5432.A.. AKQ.J.2. JT98..3. 76.KQ..2",
		"N:AK.5432.. QJ.AK.2.2 T9.QJ.3.3 .T9876.4.",
		"N:65432... T987.2.. AKQJ.3.. .AKQJ4..",
	};
	for (size_t i = 0; i < sizeof deals / sizeof deals[0]; i++) {
		dd_deal d;
		if (!CHECK(parse_deal(deals[i], &d)))
			continue;
		dd_error err;
		for (int strain = 0; strain < 5; strain++)
			for (int leader = 0; leader < 4; leader++) {
				dd_position p;
				memset(&p, 0, sizeof p);
				p.deal = d;
				p.strain = strain;
				p.leader = leader;
				if (!CHECKC(dd_replay(&p, NULL, &err) == DD_OK, deals[i]))
					break;
				check_bf(c, &p);
				play_random(&p);
				check_bf(c, &p);
			}
	}
	dd_free(c);
}

/* ------------------------------------------------------------------ */
/* Reference positions: cold and warm */

typedef struct {
	dd_position pos;
	int nres;
	int res[64]; /* tricks by card, -1 when not listed */
} ref_line;

static int read_ref_positions(const char *path, ref_line **out)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return -1;
	int n = 0, cap = 0;
	ref_line *v = NULL;
	char line[1024];
	while (fgets(line, sizeof line, f)) {
		char *field[5];
		int nf = 0;
		field[nf++] = line;
		for (char *p = line; *p && nf < 5; p++)
			if (*p == '|') {
				*p = 0;
				field[nf++] = p + 1;
			}
		if (nf < 5)
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			v = realloc(v, (size_t)cap * sizeof *v);
		}
		ref_line *r = &v[n];
		memset(r, 0, sizeof *r);
		if (!parse_deal(field[0], &r->pos.deal))
			continue;
		r->pos.strain = index_of("SHDCN", field[1][0]);
		r->pos.leader = index_of("NESW", field[2][0]);
		if (r->pos.strain < 0 || r->pos.leader < 0 || !parse_played(field[3], &r->pos))
			continue;
		for (int i = 0; i < 64; i++)
			r->res[i] = -1;
		for (char *p = field[4]; *p;) {
			while (*p == ' ' || *p == '\n')
				p++;
			if (!*p)
				break;
			int card = parse_card(p);
			if (card < 0 || p[2] != ':')
				break;
			r->res[card] = atoi(p + 3);
			r->nres++;
			while (*p && *p != ' ')
				p++;
		}
		n++;
	}
	fclose(f);
	*out = v;
	return n;
}

/* NS total after each card of a map: from the position's state. */
static int ns_total(const dd_state *st, int side_tricks)
{
	return st->tricks_won[0] + (is_ns(st->to_play) ? side_tricks : st->tricks_left - side_tricks);
}

#define CHAIN 6


static void test_ref_positions(ref_line *lines, int nlines)
{
	/* Every 25th line (all stages of the play, full deals included),
	 * each with the positions of its deal that lead to it: up to CHAIN
	 * positions, the last one the reference's. */
	dd_ctx *fwd = dd_new(16), *rev = dd_new(16), *mix = dd_new(16);
	int used = 0, early = 0;
	for (int li = 0; li < nlines; li += 25 * quick_div()) {
		const ref_line *L = &lines[li];
		used++;
		int n = L->pos.nplayed, from = n >= CHAIN - 1 ? n - (CHAIN - 1) : 0;
		int m = n - from + 1;
		early += from == 0;
		dd_position chain[CHAIN];
		int cold[CHAIN][64], f[CHAIN][64], r[CHAIN][64], x[CHAIN][64], cnt;
		for (int k = 0; k < m; k++) {
			chain[k] = L->pos;
			chain[k].nplayed = from + k;
		}
		for (int k = 0; k < m; k++) {
			dd_ctx *c = dd_new(16);
			CHECK_INTC(score_map(c, &chain[k], cold[k], &cnt), DD_OK, bf_pos_text(&chain[k]));
			dd_free(c);
		}
		for (int k = 0; k < m; k++)
			CHECK_INTC(score_map(fwd, &chain[k], f[k], &cnt), DD_OK, bf_pos_text(&chain[k]));
		for (int k = m - 1; k >= 0; k--)
			CHECK_INTC(score_map(rev, &chain[k], r[k], &cnt), DD_OK, bf_pos_text(&chain[k]));
		for (int i = 0; i < m; i++) {
			int k = i & 1 ? i / 2 : m - 1 - i / 2;
			CHECK_INTC(score_map(mix, &chain[k], x[k], &cnt), DD_OK, bf_pos_text(&chain[k]));
		}
		for (int k = 0; k < m; k++) {
			const char *ctx = bf_pos_text(&chain[k]);
			CHECKC(same_map(cold[k], f[k]), ctx);
			CHECKC(same_map(cold[k], r[k]), ctx);
			CHECKC(same_map(cold[k], x[k]), ctx);
			/* the card played next: its score is the next position's
			 * best, counted as North-South totals */
			if (k + 1 < m) {
				dd_state a, b;
				dd_replay(&chain[k], &a, NULL);
				dd_replay(&chain[k + 1], &b, NULL);
				int best = -1;
				for (int card = 0; card < 64; card++)
					if (cold[k + 1][card] > best)
						best = cold[k + 1][card];
				int card = chain[k + 1].played[chain[k + 1].nplayed - 1];
				CHECK_INTC(ns_total(&a, cold[k][card]), ns_total(&b, best), ctx);
			}
		}
		CHECKC(same_map(cold[m - 1], L->res), bf_pos_text(&L->pos));
		/* dd_solve agrees with the best score. */
		int best = -1;
		for (int card = 0; card < 64; card++)
			if (L->res[card] > best)
				best = L->res[card];
		CHECK_INTC(solve(mix, &L->pos), best, bf_pos_text(&L->pos));
	}
	CHECK(used >= 15 / quick_div());
	CHECK(early >= 1);
	dd_free(fwd);
	dd_free(rev);
	dd_free(mix);
}

/* Small tables: the results must not change when the table is cleared
 * during a search. */
static void test_small_tables(ref_line *lines, int nlines)
{
	dd_ctx *c = dd_new(1);
	printf("    dd_new(1): %llu entries\n", (unsigned long long)ttab_capacity(&c->tt));
	/* Full deals on 1 MB. */
	int done = 0;
	for (int i = 0; i < nlines && done < 2; i++) {
		if (lines[i].pos.nplayed > 1)
			continue;
		int map[64], cnt;
		dd_reset(c);
		uint64_t turns = c->tt.turns;
		CHECK_INT(score_map(c, &lines[i].pos, map, &cnt), DD_OK);
		CHECKC(same_map(map, lines[i].res), bf_pos_text(&lines[i].pos));
		printf("    full deal on 1 MB: %llu generation changes\n",
		       (unsigned long long)(c->tt.turns - turns));
		done++;
	}
	/* Tables of 4 KB (16 slots), 64 KB and 256 KB swapped into the
	 * context: constant generation changes on late positions, many on
	 * middle ones, some on full deals. */
	static const size_t sizes[] = { 4096, 1 << 16, 1 << 18 };
	for (size_t z = 0; z < 3; z++) {
		ttab_free(&c->tt);
		if (!CHECK(ttab_init(&c->tt, sizes[z]) == 0))
			break;
		dd_reset(c);
		uint64_t turns = c->tt.turns;
		int tested = 0;
		for (int i = 0; i < nlines && tested < (z == 2 ? 4 : 12); i++) {
			int np = lines[i].pos.nplayed;
			if (z == 0 ? np < 28 : z == 1 ? np < 12 || np > 24 : np > 4)
				continue;
			int map[64], cnt;
			CHECK_INTC(score_map(c, &lines[i].pos, map, &cnt), DD_OK, bf_pos_text(&lines[i].pos));
			CHECKC(same_map(map, lines[i].res), bf_pos_text(&lines[i].pos));
			tested++;
		}
		CHECK_INT(tested, z == 2 ? 4 : 12);
		CHECK(c->tt.turns > turns); /* full at least once */
		CHECK(ttab_used(&c->tt) <= ttab_capacity(&c->tt));
		printf("    %zu bytes: %llu entries, %llu generation changes\n", sizes[z],
		       (unsigned long long)ttab_capacity(&c->tt),
		       (unsigned long long)(c->tt.turns - turns));
	}
	dd_free(c);
}

/* ------------------------------------------------------------------ */
/* dd_table */

/* The first deal of tests/ref/hard-deals.txt (four voids, every suit
 * split 5-4-4-0), whose notrump table did not finish in 900 s when the
 * table was cleared whenever full: its four suit strains, exactly as DDS
 * gives them, within a node budget (each needs 6.3-8.4 M nodes today,
 * 27.8 M for the four, since the sure tricks after the lead count a run
 * of top trumps, or trumps by length (after_lead.c); 6.5-8.7 M and 28.8
 * M with the run alone; 7.0-9.5 M and 31.6 M before it, with the
 * trumps by length; 7.5-10.3 M and 33.6 M since the cutoff-move cache
 * grows to 2^20 slots past 4 M nodes; 7.3-11.3 M and 34.2 M since the length cap's stoppers
 * below the top card (quick.c); 7.4-11.5 M and 34.7 M since the length cap of the
 * sure tricks; 7.9-12.1 M and 36.4 M before it, against 36.6 M before
 * the probed leads' sure tricks (hearts 11.6 -> 12.1 M, clubs 8.4 ->
 * 7.9 M); 7.9-11.5 M
 * before those, 6.9-9.9
 * M before the leads were probed from 8 tricks left and side
 * suits discarded by length once a strain costs millions of nodes,
 * 5.1-6.0 M before second hand's discards came first when partner's
 * top card wins the trick, which halves hard deal 2's trees; notrump
 * needs about 120 M and is left to `make bench`; budget 10 -> 9.5 M on
 * 2026-11-28). */
#define HARD_NODE_BUDGET 9500000ull
static void test_hard_deals(void)
{
	dd_deal deals[2];
	int want[2][5][4];
	int n = read_ref_tables("tests/ref/hard-deals.txt", deals, want, 2);
	if (!CHECK(n == 2))
		return;
	dd_ctx *c = dd_new(0);
	dd_position pos;
	memset(&pos, 0, sizeof pos);
	pos.deal = deals[0];
	for (int strain = 0; strain < 4; strain++) {
		uint64_t before = dd_nodes(c);
		pos.strain = strain;
		for (int decl = 0; decl < 4; decl++) {
			pos.leader = (decl + 1) & 3;
			int defence = -1;
			CHECK_INT(dd_solve(c, &pos, &defence, NULL), DD_OK);
			CHECK_INT(13 - defence, want[0][strain][decl]);
		}
		uint64_t used = dd_nodes(c) - before;
		printf("    hard deal 1, %s: %.1f M nodes\n", dd_suit_name(strain), used / 1e6);
		CHECK(used < HARD_NODE_BUDGET);
		/* Past KILLER_GROW_NODES the cutoff-move cache is full size. */
		CHECK_INT(c->killer_mask, (1u << KILLER_MAX_BITS) - 1);
		CHECK(c->killer_full);
	}
	/* ... and small again for the next deal. */
	dd_reset(c);
	CHECK_INT(c->killer_mask, (1u << KILLER_BITS) - 1);
	CHECK(!c->killer_full);
	dd_free(c);
}

/* tests/ref/hard-positions.txt: positions of the hard deals as DDS scores
 * them (positions.txt's format, the card scores DDS gives), each solved
 * one card later (the card's own position, a trick start) within a node
 * budget on the default table: the first, deal 1 in notrump after one
 * trick, needed 156 M nodes when the table's pool kept the blocks slots
 * had left, 67 M with the free lists, about 21 M since notrump discards
 * come from length and leads finessing LHO come first, 12.2 M at
 * cc8cdab, 6.7 M since notrump leads weigh a void opponent as eight
 * cards and a suit partner is void in less, 5.5 M at 9075234 (hard
 * searches: leads probed from 8 tricks left, other discard weights),
 * 5.6 -> 5.0 M with the length cap of the sure tricks (quick.c), 4.9 M
 * with its stoppers below the top card, 4.8 M with the cutoff-move
 * cache grown to 2^20 slots past 4 M nodes, its moves kept, 3.7 M since
 * second hand's sure tricks count the winner's runs of top cards
 * (after_lead.c); budget 4.2 -> 4.0 M on 2026-11-28. */
#define HARD_POSITION_BUDGET 4000000ull
static void test_hard_positions(void)
{
	ref_line *lines = NULL;
	int n = read_ref_positions("tests/ref/hard-positions.txt", &lines);
	if (!CHECK(n >= 1))
		return;
	dd_ctx *c = dd_new(0);
	for (int i = 0; i < n; i++) {
		for (int card = 0; card < 64; card++) {
			if (lines[i].res[card] < 0)
				continue;
			dd_position p = lines[i].pos;
			dd_state st0, st;
			if (!CHECK_INT(dd_replay(&p, &st0, NULL), DD_OK))
				continue;
			const int mover = st0.to_play;
			p.played[p.nplayed++] = (dd_card)card;
			if (!CHECK_INT(dd_replay(&p, &st, NULL), DD_OK))
				continue;
			uint64_t before = dd_nodes(c);
			int v = -1;
			CHECK_INT(dd_solve(c, &p, &v, NULL), DD_OK);
			uint64_t used = dd_nodes(c) - before;
			int mine = st.tricks_won[mover & 1] - st0.tricks_won[mover & 1] +
				   (same_side(st.to_play, mover) ? v : st.tricks_left - v);
			CHECK_INT(mine, lines[i].res[card]);
			printf("    hard position %d, %c%c: %.1f M nodes\n", i + 1,
			       dd_strain_letter(DD_SUIT(card)), dd_rank_char(DD_RANK(card)),
			       used / 1e6);
			CHECK(used < HARD_POSITION_BUDGET);
			dd_reset(c);
		}
	}
	dd_free(c);
	free(lines);
}

static void test_tables(const dd_deal *deals, int want[][5][4], int n)
{
	dd_ctx *c = dd_new(0);
	for (int i = 0; i < n && i < 2; i++) {
		int t[5][4];
		dd_error err;
		CHECK_INT(dd_table(c, &deals[i], t, &err), DD_OK);
		CHECK(memcmp(t, want[i], sizeof t) == 0);
	}
	/* The same deal again on the warm context. */
	if (n > 0) {
		int t[5][4];
		CHECK_INT(dd_table(c, &deals[0], t, NULL), DD_OK);
		CHECK(memcmp(t, want[0], sizeof t) == 0);
	}
	dd_free(c);
}


/* ------------------------------------------------------------------ */

static ref_line *ref_lines;
static int ref_nlines;
static dd_deal ref_deals[8];
static int ref_tables[8][5][4];
static int ref_ndeals;

static void t_bf_random(void) { test_bf_random(200 / quick_div()); }
static void t_ref_positions(void) { test_ref_positions(ref_lines, ref_nlines); }
static void t_small_tables(void) { test_small_tables(ref_lines, ref_nlines); }
static void t_tables(void) { test_tables(ref_deals, ref_tables, ref_ndeals); }

int main(void)
{
	unit_start("unit_engine_search");
	ref_nlines = read_ref_positions("tests/ref/positions.txt", &ref_lines);
	CHECK(ref_nlines >= 100);
	ref_ndeals = read_ref_tables("tests/ref/tables.txt", ref_deals, ref_tables, 8);
	CHECK(ref_ndeals >= 3);
	if (ref_nlines < 0)
		ref_nlines = 0;
	if (ref_ndeals < 0)
		ref_ndeals = 0;

	/* node budgets on hard deals: the full run (minutes under the
	 * sanitizers, and about speed more than memory) */
	if (quick_div() == 1)
		run("hard_deals", test_hard_deals);
	else
		printf("hard_deals, hard_positions: in the full run only\n");
	if (quick_div() == 1)
		run("hard_positions", test_hard_positions);
	run("small_cards", test_small_cards);
	run("bf_random", t_bf_random);
	run("ref_positions", t_ref_positions);
	run("small_tables", t_small_tables);
	run("tables", t_tables);

	free(ref_lines);
	return unit_end();
}
