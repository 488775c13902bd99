/*
 * search.c - the zero-window search and the transposition-table glue.
 */
#include <string.h>

#include "bits.h"
#include "internal.h"
#include "killer.h"

/* How often the cancel flag is polled (a power of two, in nodes). */
#define CANCEL_POLL 1024

static inline bool beats(int card, int best, int trump)
{
	if (DD_SUIT(card) == DD_SUIT(best))
		return DD_RANK(card) > DD_RANK(best);
	return DD_SUIT(card) == trump;
}

/* The pattern of a position for the table: 2-bit owners of every card in
 * play, suit by suit, lowest card first (see tt.h).  The owner's low bit
 * is East or West, its high bit South or West. */
static void position_pattern(const dd_ctx *c, uint64_t all, uint64_t pat[2])
{
	const uint64_t ew = c->hand[DD_EAST] | c->hand[DD_WEST];
	const uint64_t sw = c->hand[DD_SOUTH] | c->hand[DD_WEST];
#ifdef __BMI2__
	/* Two suits at a time: each card's two owner bits side by side at
	 * twice its rank, then the pairs of the cards in play gathered to
	 * the bottom of each suit's 32 bits. */
	for (int i = 0; i < 2; i++) {
		const uint64_t odd = 0x5555555555555555ull;
		uint64_t own = _pdep_u64((uint32_t)(ew >> (32 * i)), odd) |
			       _pdep_u64((uint32_t)(sw >> (32 * i)), odd << 1);
		uint64_t in = _pdep_u64((uint32_t)(all >> (32 * i)), odd) * 3;
		pat[i] = _pext_u32((uint32_t)own, (uint32_t)in) |
			 (uint64_t)_pext_u32((uint32_t)(own >> 32), (uint32_t)(in >> 32)) << 32;
	}
#else
	uint64_t code[4];
	for (int s = 0; s < 4; s++) {
		unsigned a = suit_bits(all, s);
		code[s] = bits_spread(bits_extract(suit_bits(ew, s), a)) |
			  (uint64_t)bits_spread(bits_extract(suit_bits(sw, s), a)) << 1;
	}
	pat[0] = code[0] | code[1] << 32;
	pat[1] = code[2] | code[3] << 32;
#endif
}

/* The table mask for a set of relevant cards: in each suit, every card in
 * play from the lowest relevant one upwards. */
static void relevant_mask(uint64_t all, uint64_t rel, uint64_t mask[2])
{
	uint64_t m[4];
	for (int s = 0; s < 4; s++) {
		unsigned a = suit_bits(all, s), r = suit_bits(rel, s) & a;
		if (!r) {
			m[s] = 0;
			continue;
		}
		int n = popcount16(a);
		int below = popcount16(a & ((1u << low_rank(r)) - 1));
		m[s] = ((1ull << (2 * n)) - 1) & ~((1ull << (2 * below)) - 1);
	}
	mask[0] = m[0] | m[1] << 32;
	mask[1] = m[2] | m[3] << 32;
}

/* The relevant cards of a trick start, less the cards that cannot win by
 * rank: when the lowest relevant card of a suit lies in a run of one hand
 * reaching down to the suit's lowest card, no card of that run can beat
 * another card of the suit, and (the suit lengths being known) the owners
 * of the cards above the run fix those of the run.  The card just above
 * the run stands for the suit's relevant cards instead. */
static uint64_t trim_relevant(const dd_ctx *c, uint64_t all, uint64_t rel)
{
	for (int s = 0; s < 4; s++) {
		unsigned a = suit_bits(all, s), r = suit_bits(rel, s) & a;
		if (!r)
			continue;
		unsigned low = r & -r;
		int x = 0;
		while (!(suit_bits(c->hand[x], s) & low))
			x++;
		unsigned h = bits_extract(suit_bits(c->hand[x], s), a);
		unsigned lr = bits_extract(low, a);
		if ((h & (lr - 1)) != lr - 1)
			continue;       /* another hand holds a lower card */
		int top = __builtin_ctz(~h);    /* the run is bits 0 .. top-1 */
		unsigned keep = top < popcount16(a) ? bits_deposit(1u << top, a) : 0;
		unsigned nr = keep ? (r & ~(keep - 1)) | keep : 0;
		rel = (rel & ~((uint64_t)0xffff << (16 * s))) | (uint64_t)nr << (16 * s);
	}
	return rel;
}

/* The inverse: the cards in play that a table mask covers. */
static uint64_t mask_cards(uint64_t all, const uint64_t mask[2])
{
	uint64_t rel = 0;
	for (int s = 0; s < 4; s++) {
		uint32_t lane = (uint32_t)(mask[s >> 1] >> (32 * (s & 1)));
		if (!lane)
			continue;
		unsigned below = (unsigned)__builtin_ctz(lane) / 2;
		rel |= (uint64_t)bits_deposit(~0u << below, suit_bits(all, s)) << (16 * s);
	}
	return rel;
}

/* The run of cards of one hand containing card, among the cards held at
 * the start of the trick: the cards equivalent to it. */
static uint64_t card_sequence(int card, unsigned held, unsigned all)
{
	const int r = DD_RANK(card);
	const unsigned gaps = all & ~held;      /* other hands' cards */
	const unsigned up = gaps & ~((2u << r) - 1), down = gaps & ((1u << r) - 1);
	unsigned seq = all;
	if (up)
		seq &= (up & -up) - 1;
	if (down)
		seq &= ~((2u << top_rank(down)) - 1);
	return (uint64_t)seq << (16 * DD_SUIT(card));
}

typedef struct {
	trick_t trick;
	int ns_won, tricks_left, to_play;
} undo_t;

/* Plays card for the seat to play.  When it completes a trick, returns
 * the cards that won it by rank (the winner and its equivalents), else 0. */
static uint64_t play(dd_ctx *c, int card, undo_t *u)
{
	trick_t *t = &c->trick;
	int seat = c->to_play;
	u->trick = *t;
	u->ns_won = c->ns_won;
	u->tricks_left = c->tricks_left;
	u->to_play = seat;

	c->hand[seat] &= ~BIT(card);
	c->lenkey -= 1ull << (4 * (4 * seat + DD_SUIT(card)));
	t->card[t->ncards] = (uint8_t)card;
	if (t->ncards && beats(card, t->card[t->win_pos], c->trump))
		t->win_pos = t->ncards;
	if (++t->ncards < 4) {
		c->to_play = (seat + 1) & 3;
		return 0;
	}

	int wcard = t->card[t->win_pos];
	int winner = (t->leader + t->win_pos) & 3;
	uint64_t byrank = 0;
	for (int i = 0; i < 4; i++) {
		if (i != t->win_pos && DD_SUIT(t->card[i]) == DD_SUIT(wcard)) {
			int s = DD_SUIT(wcard);
			byrank = card_sequence(wcard,
					       suit_bits(c->hand[winner] | BIT(wcard), s),
					       suit_bits(t->start_all, s));
			break;
		}
	}
	if (is_ns(winner))
		c->ns_won++;
	c->tricks_left--;
	t->leader = winner;
	t->ncards = 0;
	t->win_pos = 0;
	t->start_all = c->hand[0] | c->hand[1] | c->hand[2] | c->hand[3];
	c->to_play = winner;
	return byrank;
}

static void unplay(dd_ctx *c, int card, const undo_t *u)
{
	int seat = u->to_play;
	c->hand[seat] |= BIT(card);
	c->lenkey += 1ull << (4 * (4 * seat + DD_SUIT(card)));
	c->trick = u->trick;
	c->ns_won = u->ns_won;
	c->tricks_left = u->tricks_left;
	c->to_play = seat;
}

/* The last trick: every hand holds one card. */
static int last_trick(dd_ctx *c, int target)
{
	int lead = c->to_play, win = lead;
	int wcard = __builtin_ctzll(c->hand[lead]);
	int cards[4];
	for (int i = 0; i < 4; i++) {
		int h = (lead + i) & 3;
		cards[i] = __builtin_ctzll(c->hand[h]);
		if (i && beats(cards[i], wcard, c->trump)) {
			wcard = cards[i];
			win = h;
		}
	}
	c->rel = 0;
	for (int i = 0; i < 4; i++)
		if (cards[i] != wcard && DD_SUIT(cards[i]) == DD_SUIT(wcard))
			c->rel = BIT(wcard);
	(void)target;
	return c->ns_won + is_ns(win);
}

/* Whether the seat to play may play card (a cached move may be stale). */
static inline bool legal_move(const dd_ctx *c, int card)
{
	uint64_t h = c->hand[c->to_play];
	if (!(h & BIT(card)))
		return false;
	if (!c->trick.ncards)
		return true;
	int ls = DD_SUIT(c->trick.card[0]);
	return DD_SUIT(card) == ls || !suit_bits(h, ls);
}

/* The one move of a hand following suit with a single run of equivalent
 * cards (its top card; no other hand held a card between its lowest and
 * highest when the trick began), else 0.  A third of the nodes inside a
 * trick have no choice: they neither read nor write the cache. */
static inline int forced_move(const dd_ctx *c)
{
	const trick_t *t = &c->trick;
	if (!t->ncards)
		return 0;
	const int ls = DD_SUIT(t->card[0]);
	const unsigned hs = suit_bits(c->hand[c->to_play], ls);
	if (!hs)
		return 0;
	const int top = top_rank(hs);
	const unsigned span = (2u << top) - (1u << low_rank(hs));
	if (suit_bits(t->start_all, ls) & ~hs & span)
		return 0;
	return DD_CARD(ls, top);
}

/* With PROBE_LEADS_FROM tricks left or more, each lead is played out to
 * the next trick start (each follower's cached move, else its heaviest)
 * and the table probed there: the leads that reach an entry deciding the
 * target for the leader's side are tried first.  Deeper in the tree the
 * probes cost more than the nodes they save on ordinary deals; once a
 * deal and strain have cost HARD_PROBE_NODES nodes (a hard deal), from
 * PROBE_LEADS_HARD tricks left: hard deal 1's table 131.1 -> 116.9 M
 * nodes, deal 5's 129.1 -> 112.3 M, deal 2's 387.0 -> 385.8 M,
 * tables.txt 164.4 -> 163.3 M (from 9 tricks: 125.6 / 122.8 M on deals 1
 * and 5; from 7: 122.4 / 122.0 M; after 3 M nodes, from 8: 115.0 /
 * 115.4 M, tables.txt 164.3 M). */
#ifndef PROBE_LEADS_FROM
#define PROBE_LEADS_FROM 10
#endif
#ifndef PROBE_LEADS_HARD
#define PROBE_LEADS_HARD 8
#endif
static inline bool probes_leads(const dd_ctx *c)
{
	return c->tricks_left >= PROBE_LEADS_FROM ||
	       (c->tricks_left >= PROBE_LEADS_HARD && c->hard_probe);
}
#define W_PROBED_LEAD 10000
static void promote_probed_leads(dd_ctx *c, movelist_t *ml, int target, int killer)
{
	const bool ns_lead = is_ns(c->to_play);
	/* The leads in the order of their weights, probed until one
	 * reaches an entry or sure tricks deciding for the leader (the
	 * cached lead's run, tried already, not probed): that one is tried
	 * first, as when every lead was probed, and the probes of the
	 * others are saved.  Hard deals 1 / 5 / 2 / 10 116.7 / 109.8 /
	 * 274.9 / 37.2 -> 107.7 / 114.5 / 271.3 / 37.2 M nodes, tables.txt
	 * 164.3 -> 164.0 M, lead200 124.74 -> 124.78 M; CPU (without the
	 * cached lead's skip) deal 1 9.99 -> 8.73 s, deal 5 9.55 -> 9.88 s,
	 * tables.txt the same, lead200 8.60 -> 8.49 s. */
	moves_sort_by_weight(ml);
	for (int i = 0; i < ml->n; i++) {
		undo_t u[4];
		int cards[4];
		/* The cached lead's run was tried already. */
		if (killer && DD_SUIT(killer) == DD_SUIT(ml->m[i].card) &&
		    (ml->m[i].seq & (1u << DD_RANK(killer))))
			continue;
		cards[0] = ml->m[i].card;
		play(c, cards[0], &u[0]);
		for (int k = 1; k < 4; k++) {
			int card = 0;
			if (uses_cache(c)) {
				uint32_t check;
				uint32_t idx = killer_index(c, target, &check);
				card = killer_card(c, idx, check);
			}
			if (!card || !legal_move(c, card)) {
				movelist_t *fl = &c->ml[c->depth + k];
				int bi = 0;
				if (!moves_for_search(c, fl, 0))
					for (int j = 1; j < fl->n; j++)
						if (fl->m[j].weight > fl->m[bi].weight)
							bi = j;
				card = fl->m[bi].card;
			}
			cards[k] = card;
			play(c, card, &u[k]);
		}
		int r;
		if (c->ns_won >= target)
			r = 1;
		else if (c->ns_won + c->tricks_left < target)
			r = 0;
		else {
			/* The sure tricks first, as search() would: they
			 * decide where the table has nothing yet (a lead
			 * after which the side on lead cashes out, or the
			 * other side's sure tricks beat the target).  Hard
			 * deals 1 / 5 / 2 / 10 117.6 / 112.8 / 277.2 /
			 * 37.4 -> 116.7 / 109.8 / 274.9 / 37.2 M nodes,
			 * tables.txt 166.3 -> 164.3 M, opening leads
			 * (lead200) 126.1 -> 124.7 M. */
			const bool nsl = is_ns(c->to_play);
			const int need = nsl ? target - c->ns_won
					     : c->ns_won + c->tricks_left - target + 1;
			uint64_t qrel;
			int q, kind = sure_tricks(c, need, &qrel, &q);
			if (kind) {
				r = nsl == (kind == 1);
			} else {
				uint64_t pat[2], mask[2];
				int best = 0;
				position_pattern(c, c->trick.start_all, pat);
				r = ttab_probe(&c->tt, c->lenkey, c->to_play, pat, c->ns_won,
					       target, mask, &best, NULL);
			}
		}
		for (int k = 3; k >= 0; k--)
			unplay(c, cards[k], &u[k]);
		if (r >= 0 && (r == 1) == ns_lead) {
			ml->m[i].weight += W_PROBED_LEAD;
			break;
		}
	}
}

/* Fourth hand following suit, whose move tried cut off by the target
 * met or the sure tricks of the next trick start: whether its top card
 * of the suit, when of another run, cuts off too by the target met or
 * the cashing tricks of its side (quick_tricks()), its side winning the
 * trick.  Returns that value and its cards in *rel, the card in *card;
 * else -1. */
static int fourth_high_cut(dd_ctx *c, int target, int *card, uint64_t *rel)
{
	const trick_t *t = &c->trick;
	const int ls = DD_SUIT(t->card[0]);
	const unsigned hs = suit_bits(c->hand[c->to_play], ls);
	if (!hs)
		return -1;
	const int hr = top_rank(hs), top = DD_CARD(ls, hr);
	/* the card that cut off in the top run: no other hand's card
	 * between them when the trick began */
	if (DD_RANK(*card) >= hr ||
	    !(suit_bits(t->start_all, ls) & ~hs & ((1u << hr) - (2u << DD_RANK(*card)))))
		return -1;
	if (!same_side(c->to_play, (t->leader + t->win_pos) & 3) &&
	    !beats(top, t->card[t->win_pos], c->trump))
		return -1;
	const bool max_node = is_ns(c->to_play);
	undo_t u;
	const uint64_t byrank = play(c, top, &u);
	int v = -1;
	if (max_node ? c->ns_won >= target : c->ns_won + c->tricks_left < target) {
		v = max_node ? c->ns_won : c->ns_won + c->tricks_left;
		*rel = byrank;
	} else if (c->tricks_left > 1) {
		const int need = max_node ? target - c->ns_won
					  : c->ns_won + c->tricks_left - target + 1;
		uint64_t qrel = 0;
		const int q = quick_tricks(c, need, &qrel);
		if (q >= need) {
			v = max_node ? c->ns_won + q : c->ns_won + c->tricks_left - q;
			*rel = trim_relevant(c, c->trick.start_all, qrel) | byrank;
		}
	}
	unplay(c, top, &u);
	if (v >= 0)
		*card = top;
	return v;
}

/*
 * search - the zero-window search, fail-soft.
 *
 * Returns a bound on the tricks North-South take in all (ns_won included)
 * when both sides play perfectly from the current position: a value v at
 * or above ns_target means they take at least v, a value below it that
 * they take at most v.  North-South to play maximise, East-West minimise.
 * A bound beyond the target is stored in the table and may settle later
 * searches for other targets.
 *
 * On return c->rel holds the relevant cards: the cards in play whose ranks
 * the result depends on.  The result holds for every position that agrees
 * with this one on the suit lengths, the seat to play, the trick so far,
 * and the owners of all cards ranking from the lowest relevant card of
 * their suit upwards.  Cards that never won a trick by rank, nor were
 * needed by a quick-trick argument or a table entry, are not relevant.
 *
 * When the search is cancelled, c->aborted is set and the result means
 * nothing.
 */
static int search(dd_ctx *c, int target)
{
	STAT(c, by_pos[c->trick.ncards]++);
	STAT(c, by_trick[c->tricks_left]++);
	if ((++c->nodes & (CANCEL_POLL - 1)) == 0) {
		if (atomic_load_explicit(&c->cancel, memory_order_relaxed))
			c->aborted = true;
		killer_grow(c);
		hard_update(c);
	}
	if (c->aborted) {
		c->rel = 0;
		return 0;
	}

	trick_t *t = &c->trick;
	const bool at_start = t->ncards == 0;
	int tt_best = 0;
	uint64_t all = 0, pat[2];

	if (at_start) {
		/* Step 1. The target is already reached or out of reach. */
		c->settled = true;
		if (c->ns_won >= target) {
			c->rel = 0;
			return c->ns_won;
		}
		if (c->ns_won + c->tricks_left < target) {
			c->rel = 0;
			return c->ns_won + c->tricks_left;
		}
		if (c->tricks_left == 1)
			return last_trick(c, target);

		/* Step 2. Sure tricks for the side on lead, then for the
		 * other side. */
		bool ns_lead = is_ns(c->to_play);
		uint64_t qrel;
		int need = ns_lead ? target - c->ns_won : c->ns_won + c->tricks_left - target + 1;
		int q, kind = sure_tricks(c, need, &qrel, &q);
		if (kind) {
			c->settled = true;
			c->rel = trim_relevant(c, t->start_all, qrel);
			if (kind == 1) {
				STAT(c, quick_cuts++);
				STAT(c, quick_t[c->tricks_left]++);
			} else {
				STAT(c, later_cuts++);
			}
			/* the side on lead's count, or the other side's */
			return ns_lead == (kind == 1) ? c->ns_won + q : c->ns_won + c->tricks_left - q;
		}

		c->settled = false;
		/* Step 3. The transposition table. */
		STAT(c, tt_probes++);
		STAT(c, probe_t[c->tricks_left]++);
		all = t->start_all;
		position_pattern(c, all, pat);
		uint64_t mask[2];
		int bound;
		int r = ttab_probe(&c->tt, c->lenkey, c->to_play, pat, c->ns_won,
				 target, mask, &tt_best, &bound);
		if (r < 0 && c->shared && c->tricks_left >= SHT_MIN_LEFT)
			r = sht_probe(c->shared, c->lenkey, c->to_play, pat, c->ns_won,
				      target, mask, &tt_best, &bound);
		if (r >= 0) {
			STAT(c, tt_cuts++);
			STAT(c, ttcut_t[c->tricks_left]++);
			/* In a hard notrump search, an entry deciding for the
			 * side on lead gives its best lead to the cutoff-move
			 * cache where the cache has none for this trick start
			 * (trick starts the table settles leave it empty).
			 * Hard deals 1 / 5 / 2 107.3 / 107.3 / 270.6 -> 101.5 /
			 * 98.4 / 277.2 M nodes, the twelve -1.5 %; in every
			 * strain and search 97.6 / 97.1 / 293.4 M, overwriting
			 * the cache's lead 104.4 M on deal 1
			 * (docs/performance.md, 2026-11-27 16:50). */
			if (tt_best && (r == 1) == ns_lead && c->hard_probe &&
			    c->trump == DD_NOTRUMP) {
				uint32_t kc, ki = killer_index(c, target, &kc);
				if (!killer_card(c, ki, kc))
					killer_store(c, ki, kc, tt_best);
			}
			c->rel = mask_cards(all, mask);
			return bound;
		}
	} else if (t->ncards == 1) {
		/* The side to play is sure of the trick in progress, and
		 * of more: a run of top trumps, trumps by length, in
		 * notrump the winner's runs (after_lead_tricks()). */
		const bool ns_play = is_ns(c->to_play);
		const int need = ns_play ? target - c->ns_won
					 : c->ns_won + c->tricks_left - target + 1;
		uint64_t qrel = 0;
		const int q = after_lead_tricks(c, need, &qrel);
		if (q) {
			c->rel = qrel;
			return ns_play ? c->ns_won + q : c->ns_won + c->tricks_left - q;
		}
	}

	/* Step 4. Try the moves: a hand following suit with one run plays
	 * it at once (forced_move()); else first the move of the cutoff-move
	 * cache (where uses_cache()), which most often cuts off before any
	 * other move is generated, then the others in moves_for_search()'s
	 * order (following suit as listed, else heaviest weight first). */
	const int forced = forced_move(c);
	if (forced) {
		undo_t u;
		uint64_t byrank = play(c, forced, &u);
		c->depth++;
		int v = search(c, target);
		c->depth--;
		c->rel |= byrank;
		unplay(c, forced, &u);
		return v;
	}
	const bool max_node = is_ns(c->to_play);
	const bool cached = uses_cache(c);
	uint32_t kcheck = 0, kidx = 0;
	int killer = 0;
	if (cached) {
		kidx = killer_index(c, target, &kcheck);
		killer = killer_card(c, kidx, kcheck);
		if (killer && !legal_move(c, killer))
			killer = 0;
	}

	/* The best value so far: for an all-node, the bound it proves. */
	int value = max_node ? 0 : 13;
	uint64_t rel = 0;
	int best = 0;
	unsigned skip_below[4] = { 0, 0, 0, 0 };
	movelist_t *ml = NULL;
	bool ordered = false;
	for (int i = killer ? -1 : 0; ; i++) {
		int card;
		if (i < 0) {
			card = killer;
		} else {
			if (!ml) {
				ml = &c->ml[c->depth];
				ordered = moves_for_search(c, ml, tt_best);
				if (at_start && ml->n > 1 && probes_leads(c))
					promote_probed_leads(c, ml, target, killer);
			}
			if (i >= ml->n)
				break;
			/* Selection: the heaviest remaining move comes next. */
			if (!ordered) {
				int bi = i;
				for (int j = i + 1; j < ml->n; j++)
					if (ml->m[j].weight > ml->m[bi].weight)
						bi = j;
				if (bi != i) {
					move_t tmp = ml->m[i];
					ml->m[i] = ml->m[bi];
					ml->m[bi] = tmp;
				}
			}
			const move_t *m = &ml->m[i];
			card = m->card;
			/* The cached move stood for its whole run.  A cached
			 * card below the run's top (cached in a position where
			 * a card between them was still out) is backed up as
			 * relevant: the cards the search backs up are a suit's
			 * from the lowest that mattered up, and without it a
			 * table entry stood for positions where the run's
			 * cards were not equivalent (West's 9-7 of diamonds
			 * against East's 6: a count one trick wrong, seen once
			 * in 14,638 layouts with the cache kept across deals;
			 * DDS agreed with a new solver). */
			if (killer && DD_SUIT(killer) == DD_SUIT(card) &&
			    (m->seq & (1u << DD_RANK(killer)))) {
				if (card != killer)
					rel |= BIT(killer);
				continue;
			}
		}
		int s = DD_SUIT(card), r = DD_RANK(card);
		if (r < (int)skip_below[s])
			continue;
		undo_t u;
		uint64_t byrank = play(c, card, &u);
		c->depth++;
		int v = search(c, target);
		c->depth--;
		uint64_t crel = c->rel | byrank;
		unplay(c, card, &u);
		if (c->aborted) {
			c->rel = 0;
			return 0;
		}
		if ((v >= target) == max_node) {
			value = v;
			STAT(c, cut_at[at_start][i + 1]++);
			rel = crel;
			best = card;
			if (t->ncards == 3 && c->settled) {
				int hc = card;
				uint64_t hrel = 0;
				int hv = fourth_high_cut(c, target, &hc, &hrel);
				if (hv >= 0) {
					value = hv;
					rel = hrel;
					best = hc;
					break;
				}
			}
			if (cached)
				killer_store(c, kidx, kcheck, card);
			break;
		}
		if (max_node ? v > value : v < value)
			value = v;
		rel |= crel;
		/* Step 5. The small-card filter: when no card of this suit
		 * at or below the one just tried mattered, the other low
		 * cards of the suit would give the same result. */
		unsigned rs = suit_bits(crel, s);
		int low = rs ? low_rank(rs) : 15;
		if (r < low)
			skip_below[s] = (unsigned)low;
	}

	STAT(c, all_nodes[at_start] += (value >= target) != max_node);
	/* Step 6. Remember the result. */
	if (at_start) {
		uint64_t mask[2];
		rel = trim_relevant(c, all, rel);
		relevant_mask(all, rel, mask);
		int lb, ub;
		if (value >= target) {
			lb = value - c->ns_won;
			ub = c->tricks_left;
		} else {
			lb = 0;
			ub = value - c->ns_won;
		}
		STAT(c, store_t[c->tricks_left]++);
		STAT(c, allnode_t[c->tricks_left] += (value >= target) != max_node);
		ttab_store(&c->tt, c->lenkey, c->to_play, pat, mask, lb, ub, best);
		c->settled = false;
		if (c->shared && c->tricks_left >= SHT_MIN_LEFT)
			sht_store(c->shared, c->lenkey, c->to_play, pat, mask, lb, ub, best);
	}
	c->rel = rel;
	return value;
}

/* Whether a hand is void in some suit. */
static inline bool has_void(uint64_t hand)
{
	for (int s = 0; s < 4; s++)
		if (!suit_bits(hand, s))
			return true;
	return false;
}

void search_load(dd_ctx *c, const dd_state *st, int trump)
{
	uint64_t all = 0;
	c->lenkey = 0;
	for (int h = 0; h < 4; h++) {
		c->hand[h] = 0;
		for (int s = 0; s < 4; s++) {
			unsigned bits = st->remaining.hand[h][s];
			c->hand[h] |= (uint64_t)bits << (16 * s);
			c->lenkey |= (uint64_t)popcount16(bits) << (4 * (4 * h + s));
		}
		all |= c->hand[h];
	}
	c->trump = trump;
	c->ns_won = 0;
	c->tricks_left = st->tricks_left;
	c->to_play = st->to_play;
	trick_t *t = &c->trick;
	t->leader = st->trick_leader;
	t->ncards = st->trick_cards;
	t->win_pos = 0;
	for (int i = 0; i < st->trick_cards; i++) {
		t->card[i] = st->trick[i];
		all |= BIT(st->trick[i]);
		if (i && beats(t->card[i], t->card[t->win_pos], trump))
			t->win_pos = i;
	}
	t->start_all = all;
	int voided = 0;
	for (int h = 0; h < 4; h++)
		voided += has_void(c->hand[h]);
	c->hard_shape = voided >= HARD_VOID_HANDS;
	hard_update(c);
}

int search_root(dd_ctx *c, int ns_target)
{
	STAT(c, searches++);
	c->aborted = false;
	c->depth = 0;
	return search(c, ns_target);
}

int search_after(dd_ctx *c, int card, int ns_target)
{
	STAT(c, searches++);
	undo_t u;
	c->aborted = false;
	c->depth = 1;
	uint64_t byrank = play(c, card, &u);
	int v = search(c, ns_target);
	c->rel |= byrank;
	unplay(c, card, &u);
	c->depth = 0;
	return v;
}
