/*
 * moves.c - move generation (one move per run of equivalent cards) and
 * move ordering: seat-specific, after the 2014 DDS paper with our own
 * changes; every tuning number is a named constant.  A hand following
 * suit gets its moves in the order to try them, built from masks; leads
 * and discards get weights, and the search picks the heaviest remaining
 * move each time: most nodes need only one.
 */
#include "bits.h"
#include "internal.h"

/* Ordering bonuses. */
enum {
	W_TT_BEST = 30,         /* the best move of a matching table entry */
	W_RUFF_CHEAP = 80,      /* a ruff that wins the trick */
	W_DISCARD_RUFF = -40,   /* ruffing partner's winner */
	W_PARTNER_RUFF = 20,    /* leading a suit partner can ruff */
	W_TOP_TWO = 15,         /* leading a suit where we hold two of the top three */
	W_NT_DISCARD_LEN = 16,  /* notrump discards: per card of the suit */
	W_SUIT_DISCARD_LEN = 8, /* the same in a trump contract, a side suit */
	W_SUIT_DISCARD_LEN_HARD = 12, /* the same once the search is a hard one */
	W_FINESSE = 25,         /* leading towards partner's honours over LHO's */
	W_FINESSE_NT = 80,      /* the same in notrump */
	W_RUFFED = -25,         /* leading a side suit an opponent can ruff */
	W_NT_VOID = 32,         /* notrump leads: a void opponent's length, in quarter cards */
	W_NT_PARTNER_VOID = -30, /* notrump: leading a suit partner is void in */
	/* Once the search is a hard one (HARD_ORDER_NODES): */
	W_NT_DISCARD_LEN_HARD = 8,
	/* -45, not -60: hard deals 1 / 5 84.5 / 84.1 -> 78.3 / 74.9 M
	 * nodes, deal 2 the same, tables.txt and lead200 untouched
	 * (-35 / -40 / -50 / -55 / -75: 163.2 / 157.2 / 159.8 / 160.6 /
	 * 159.6 M on deals 1 + 5, against 153.2 M; docs/performance.md,
	 * 2026-11-27 23:33). */
	W_NT_PARTNER_VOID_HARD = -45,
	W_NT_VOID_HARD = 24,
};

/* Stores at m the lowest run of rel (relative ranks of suit s: as, the
 * suit's cards when the trick began) as a move; returns rel without it. */
static inline unsigned next_run(move_t *m, unsigned rel, unsigned as, int s)
{
	unsigned run = rel & ~(rel + (rel & -rel));
	unsigned seq = bits_deposit(run, as);
	m->card = (uint8_t)DD_CARD(s, top_rank(seq));
	m->seq = (uint16_t)seq;
	m->weight = 0;
	return rel & ~run;
}

/* Stores the runs of hs (the mover's cards of suit s; as: the suit's cards
 * when the trick began) at m, the highest run first; returns the end. */
static inline move_t *runs_downwards(move_t *m, unsigned hs, unsigned as, int s)
{
	/* In relative ranks (the cards held at the start of the trick,
	 * lowest first) a run of equivalent cards is a run of ones. */
	unsigned rel = bits_extract(hs, as);
	/* The runs from the lowest, stored from the top down. */
	move_t *const end = m + popcount16(rel & ~(rel >> 1));
	m = end;
	while (rel)
		rel = next_run(--m, rel, as, s);
	return end;
}

void moves_generate(const dd_ctx *c, movelist_t *ml)
{
	const trick_t *t = &c->trick;
	uint64_t h = c->hand[c->to_play];
	int first = 0, last = 3;
	if (t->ncards) {
		int ls = DD_SUIT(t->card[0]);
		if (suit_bits(h, ls))
			first = last = ls;
	}
	move_t *m = ml->m;
	for (int s = first; s <= last; s++) {
		unsigned hs = suit_bits(h, s);
		if (hs)
			m = runs_downwards(m, hs, suit_bits(t->start_all, s), s);
	}
	ml->n = (int)(m - ml->m);
}

static inline bool beats(int card, int best, int trump)
{
	if (DD_SUIT(card) == DD_SUIT(best))
		return DD_RANK(card) > DD_RANK(best);
	return DD_SUIT(card) == trump;
}

/* The best card seat could contribute to a trick led in suit ls: its top
 * card of the suit, else its top trump, else 0 (cannot compete). */
static int best_reply(const dd_ctx *c, int seat, int ls)
{
	unsigned b = suit_bits(c->hand[seat], ls);
	if (b)
		return DD_CARD(ls, top_rank(b));
	if (c->trump != DD_NOTRUMP) {
		b = suit_bits(c->hand[seat], c->trump);
		if (b)
			return DD_CARD(c->trump, top_rank(b));
	}
	return 0;
}

/* Past HARD_ORDER_NODES nodes on a deal and strain (a hard deal),
 * discards and notrump leads are ordered with the _HARD weights:
 * - side-suit discards in a trump contract weigh 12 a card of length, not
 *   8: hard deal 2's table 385.8 -> 340.0 M nodes, deal 5's 112.3 ->
 *   113.8 M, tables.txt the same (163.3 M); from 1 M nodes 363.2 M on
 *   deal 2 and 164.1 M on tables.txt; 16 a card (from 1 M) 362.3 M on deal
 *   2 but deal 1's suits 7.4 -> 8.3 M, 24: 17.6 M; 4 a card: deal 2's
 *   spades (East on lead) 18.2 M against 18.1 M;
 * - notrump discards weigh 8 a card (not 16: the top card of a suit, 10,
 *   now outweighs a card of length) and a notrump lead of a suit partner
 *   is void in 60 less (not 30): the tables of hard deals 1 / 5 / 2 / 3
 *   and 10 118.3 / 113.8 / 340.0 / 107.1 -> 119.3 / 114.0 / 310.6 / 110.4
 *   M nodes; with 45 less 120.8 / 121.1 / 310.6 / 110.1 M; the discards
 *   alone 128.4 / 138.1 / - / 108.5 M (at 12 a card: 125.6 / 116.7 M on
 *   deals 1 and 5);
 * - in notrump a void opponent weighs six cards (24), not eight: deals 1 /
 *   5 / 3 and 10 119.3 / 114.0 / 110.4 -> 114.2 / 112.1 / 112.5 M (40:
 *   120.7 / 113.0 / 110.9 M, 16: 122.1 / 114.8 / 116.8 M, 8: 123.2 M on
 *   deal 1). */

/* Weight of a suit to discard from: long suits first, but not a suit
 * whose top card the hand holds.  In notrump the length decides (a card
 * more outweighs any rank: W_NT_DISCARD_LEN); in a trump contract length
 * and rank weigh together (W_SUIT_DISCARD_LEN a card), and the trumps
 * count as short. */
static int discard_weight(const dd_ctx *c, int seat, int s)
{
	unsigned h = suit_bits(c->hand[seat], s);
	unsigned a = suit_bits(c->trick.start_all, s);
	const bool hard = c->hard_order;
	if (c->trump == DD_NOTRUMP)
		return popcount16(h) * (hard ? W_NT_DISCARD_LEN_HARD : W_NT_DISCARD_LEN) -
		       ((h & (1u << top_rank(a))) ? 10 : 0);
	const int per_card = hard ? W_SUIT_DISCARD_LEN_HARD : W_SUIT_DISCARD_LEN;
	int w = s == c->trump ? popcount16(h) * 64 / 36 : popcount16(h) * per_card;
	if (h & (1u << top_rank(a)))
		w -= 10;
	if (s == c->trump)
		w -= 20;
	return w;
}

/* Whether a lead towards partner finesses the left-hand opponent: both
 * hold two cards or more, and partner's honours sit over LHO's (partner
 * the king and LHO the ace; partner A-Q, or the ace with our Q-J, over
 * LHO's king; partner K-J, or the king with our J-10, over LHO's queen).
 * ours: the leader's and partner's cards of the suit; A, K, Q: the top
 * three cards of the suit in play (0 where it has fewer), rest: the
 * others. */
static bool finesse_lho(unsigned ours, unsigned pard, unsigned lho, unsigned A, unsigned K,
			unsigned Q, unsigned rest)
{
	if (!(pard & (A | K)) || popcount16(pard) < 2 || popcount16(lho) < 2)
		return false;
	if ((pard & K) && (lho & A))
		return true;
	const unsigned J = rest ? 1u << top_rank(rest) : 0;
	if ((pard & A) && (lho & K) && ((pard & Q) || (Q && J && (ours & (Q | J)) == (Q | J))))
		return true;
	if (!((pard & K) && (lho & Q)))
		return false;
	if (pard & J)
		return true;
	rest &= ~J;
	const unsigned T = rest ? 1u << top_rank(rest) : 0;
	return J && T && (ours & (J | T)) == (J | T);
}

/*
 * The leads (moves_generate's list) with their weights, a suit at a
 * time.  A suit's share (delta): the opponents' lengths (a void counts
 * as more than any length in a trump contract, as eight cards in
 * notrump), less when an opponent can ruff the first
 * round or RHO holds one of the top two cards, more for a finesse of
 * LHO, two of the top three cards on our side, a singleton towards
 * partner's guarded top card with trumps to ruff the return, and partner
 * able to ruff.  A lead wins the first round when nobody can ruff and
 * its rank or partner's top card beats the opponents' cards; its class
 * (who holds the top card or the top two) adds a constant, less the
 * rank in most classes.
 */
static void lead_list(const dd_ctx *c, movelist_t *ml, int tt_best)
{
	const int L = c->to_play, trump = c->trump;
	const uint64_t hl = c->hand[L], hp = c->hand[(L + 2) & 3];
	const uint64_t hlho = c->hand[(L + 1) & 3], hrho = c->hand[(L + 3) & 3];
	const bool nt = trump == DD_NOTRUMP;
	const bool l_tr = !nt && suit_bits(hl, trump), p_tr = !nt && suit_bits(hp, trump);
	const bool lho_tr = !nt && suit_bits(hlho, trump), rho_tr = !nt && suit_bits(hrho, trump);
	/* A void opponent's "length": in a trump contract more than any
	 * length, the more tricks are left the more; in notrump eight
	 * cards (W_NT_VOID; it was the trump contracts' figure, 36 to 56:
	 * hard deal 1's notrump 298 -> 232 M nodes, tables.txt's notrump
	 * 36.8 -> 34.9 M). */
	const bool hard = c->hard_order;
	const int void_count = !nt ? c->tricks_left * 4 + 4 : hard ? W_NT_VOID_HARD : W_NT_VOID;
	const int partner_void = hard ? W_NT_PARTNER_VOID_HARD : W_NT_PARTNER_VOID;
	const int tt_suit = tt_best ? DD_SUIT(tt_best) : -1;
	const unsigned tt_bit = 1u << DD_RANK(tt_best);
	move_t *m = ml->m;
	for (int s = 0; s < 4; s++) {
		const unsigned own = suit_bits(hl, s);
		if (!own)
			continue;
		const unsigned a = suit_bits(c->trick.start_all, s);
		const unsigned pard = suit_bits(hp, s);
		const unsigned lh = suit_bits(hlho, s), rh = suit_bits(hrho, s);
		const unsigned ours = own | pard;
		const bool side = s != trump;
		/* (In the trump suit a void opponent has no trumps.) */
		const bool ruffed = (!lh & lho_tr) | (!rh & rho_tr);
		const unsigned top = 1u << top_rank(a);
		unsigned rest = a & ~top;
		const unsigned second = rest ? 1u << top_rank(rest) : 0;
		rest &= ~second;
		const unsigned third = rest ? 1u << top_rank(rest) : 0;
		rest &= ~third;
		int delta = ruffed ? W_RUFFED : 0;
		if (rh & (top | second))
			delta -= 18;
		if (finesse_lho(ours, pard, lh, top, second, third, rest))
			delta += nt ? W_FINESSE_NT : W_FINESSE;
		if (popcount16(ours & (top | second | third)) >= 2)
			delta += W_TOP_TWO;
		if (side && l_tr && popcount16(own) == 1 && (pard & top) && popcount16(pard) >= 2)
			delta += 16;
		if (p_tr && !pard && !ruffed)
			delta += W_PARTNER_RUFF;
		if (nt && !pard)
			delta += partner_void;
		const int count_l = lh ? popcount16(lh) * 4 : void_count;
		const int count_r = rh ? popcount16(rh) * 4 : void_count;
		delta -= (count_l + count_r) * 32 / 15;
		const unsigned opp = lh | rh;
		const int opp_top = opp ? top_rank(opp) : 0, pard_top = pard ? top_rank(pard) : 0;
		/* A lead of rank r wins when r > beat. */
		const int beat = ruffed ? 16 : pard_top > opp_top ? -1 : opp_top;
		/* The class: win / lose constants less the rank, and for the
		 * special runs (the top card itself, or two cards or more)
		 * constants alone. */
		int cw, cl, sw = 0, sl = 0;
		enum { NONE, TOP_RUN, LONG_RUN } special = NONE;
		if (lh == top || rh == top) {   /* an opponent's singleton top card */
			cw = 40, cl = 29;
		} else if (own & top) {
			if (pard & second)
				cw = 50, cl = 44;
			else
				cw = 19, cl = 13, special = TOP_RUN, sw = 31, sl = 25;
		} else if (pard & top) {
			if (own & second)
				cw = 50, cl = 44;
			else
				cw = 35, cl = 29;
		} else {
			cw = 30, cl = 13;
			if (own & second)
				special = LONG_RUN, sw = 40, sl = 29;
		}
		move_t *const end = runs_downwards(m, own, a, s);
		for (; m < end; m++) {
			const int r = DD_RANK(m->card);
			const unsigned seq = m->seq;
			const bool wins = r > beat;
			int w;
			if (special && (special == TOP_RUN ? (seq & top) : (seq & (seq - 1))))
				w = wins ? sw : sl;
			else
				w = (wins ? cw : cl) - r;
			w += delta;
			if (s == tt_suit && (seq & tt_bit))
				w += W_TT_BEST;
			m->weight = w;
		}
	}
	ml->n = (int)(m - ml->m);
}

/* The weights of a hand void in the suit led, by masks computed once a
 * node: a ruff that wins the trick (and that the next hand cannot
 * overruff) weighs W_RUFF_CHEAP (second hand 20 less) less its rank;
 * any other card its suit's discard weight less its rank (a trump 20
 * less), or when partner wins the trick for sure (fourth hand, or third
 * hand with the next hand unable to beat him, or second hand with
 * partner's top card of the suit beating the lead and third hand) the
 * discard weight less its rank, and a trump W_DISCARD_RUFF more. */
static void void_weights(const dd_ctx *c, movelist_t *ml)
{
	const trick_t *t = &c->trick;
	const int seat = c->to_play, pos = t->ncards, trump = c->trump;
	const int ls = DD_SUIT(t->card[0]), win_card = t->card[t->win_pos];
	const int threat = pos == 3 ? 0 : best_reply(c, (seat + 1) & 3, ls);
	bool pard_safe = t->win_pos == pos - 2 && pos >= 2 &&
			 !(threat && beats(threat, win_card, trump));
	if (pos == 1) {
		/* Second hand: partner, fourth hand, wins the trick for sure
		 * with his top card of the suit led, which beats the lead
		 * and every card third hand can play (hard deal 2, clubs,
		 * East on lead: 47.3 -> 20.6 M nodes). */
		const unsigned ps = suit_bits(c->hand[(seat + 2) & 3], ls);
		if (ps) {
			const int pc = DD_CARD(ls, top_rank(ps));
			pard_safe = beats(pc, win_card, trump) &&
				    !(threat && beats(threat, pc, trump));
		}
	}
	int base[4];
	for (int s = 0; s < 4; s++) {
		if (!suit_bits(c->hand[seat], s))
			continue;
		base[s] = discard_weight(c, seat, s);
		if (s == trump)
			base[s] += pard_safe ? W_DISCARD_RUFF : -20;
	}
	/* The ruffs that win the trick. */
	unsigned wins = 0;
	if (!pard_safe && trump != DD_NOTRUMP) {
		wins = suit_bits(c->hand[seat], trump);
		if (DD_SUIT(win_card) == trump)
			wins &= ~((2u << DD_RANK(win_card)) - 1);
		if (threat && DD_SUIT(threat) == trump)
			wins &= ~((2u << DD_RANK(threat)) - 1);
	}
	const int ruff = pos == 1 ? W_RUFF_CHEAP - 20 : W_RUFF_CHEAP;
	for (int i = 0; i < ml->n; i++) {
		move_t *m = &ml->m[i];
		const int s = DD_SUIT(m->card), r = DD_RANK(m->card);
		m->weight = (s == trump && (wins & (1u << r)) ? ruff : base[s]) - r;
	}
}

/* Appends the runs of the mover's cards in mask (cards of suit s) to the
 * list, the lowest run first. */
static move_t *runs_upwards(move_t *m, unsigned mask, unsigned as, int s)
{
	for (unsigned rel = bits_extract(mask, as); rel; m++)
		rel = next_run(m, rel, as, s);
	return m;
}

/* Following suit, the weights above order the runs by two ranks alone:
 * the card winning the trick so far and the next hand's best reply (the
 * threat).  The cards above the winning card that the threat does not
 * beat (A), those it beats (B), and the cards below the winning card (C)
 * are each tried lowest first: fourth hand A+B then C, third hand A, B,
 * C, second hand A, C, B; all lowest first when partner wins the trick
 * (third hand: and the threat cannot beat partner).  No two runs weigh
 * the same, so the list is built in that order with no weights. */
static void follow_suit_list(const dd_ctx *c, movelist_t *ml, int ls, unsigned hs)
{
	const trick_t *t = &c->trick;
	const int pos = t->ncards, trump = c->trump;
	const int win_card = t->card[t->win_pos];
	const unsigned as = suit_bits(t->start_all, ls);
	const bool pard_winning = t->win_pos == pos - 2;
	/* Our cards that beat the winning card (none when it is a ruff). */
	unsigned over = DD_SUIT(win_card) == ls ? hs & ~((2u << DD_RANK(win_card)) - 1) : 0;
	unsigned lo = hs & ~over;
	move_t *m = ml->m;
	if (pos == 3) {
		if (pard_winning)
			m = runs_upwards(m, hs, as, ls);
		else {
			m = runs_upwards(m, over, as, ls);
			m = runs_upwards(m, lo, as, ls);
		}
		ml->n = (int)(m - ml->m);
		return;
	}
	const int threat = best_reply(c, (c->to_play + 1) & 3, ls);
	/* Our cards the threat does not beat. */
	unsigned safe = !threat ? hs
		      : DD_SUIT(threat) == ls ? hs & ~((2u << DD_RANK(threat)) - 1) : 0;
	unsigned a = over & safe, b = over & ~safe;
	if (pos == 2) {
		if (pard_winning && !(threat && beats(threat, win_card, trump)))
			m = runs_upwards(m, hs, as, ls);
		else {
			m = runs_upwards(m, a, as, ls);
			m = runs_upwards(m, b, as, ls);
			m = runs_upwards(m, lo, as, ls);
		}
	} else {
		m = runs_upwards(m, a, as, ls);
		m = runs_upwards(m, lo, as, ls);
		m = runs_upwards(m, b, as, ls);
	}
	ml->n = (int)(m - ml->m);
}

void moves_sort_by_weight(movelist_t *ml)
{
	for (int i = 1; i < ml->n; i++) {
		move_t m = ml->m[i];
		int j = i;
		for (; j > 0 && ml->m[j - 1].weight < m.weight; j--)
			ml->m[j] = ml->m[j - 1];
		ml->m[j] = m;
	}
}

bool moves_for_search(const dd_ctx *c, movelist_t *ml, int tt_best)
{
	const trick_t *t = &c->trick;
	if (t->ncards) {
		int ls = DD_SUIT(t->card[0]);
		unsigned hs = suit_bits(c->hand[c->to_play], ls);
		if (hs) {
			follow_suit_list(c, ml, ls, hs);
			return true;
		}
	}
	if (!t->ncards) {
		lead_list(c, ml, tt_best);
		return false;
	}
	moves_generate(c, ml);
	if (ml->n > 1)
		void_weights(c, ml);
	return false;
}
