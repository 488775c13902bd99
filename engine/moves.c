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
	W_FINESSE = 25,         /* leading towards partner's honours over LHO's */
	W_FINESSE_NT = 80,      /* the same in notrump */
};

void moves_generate(const dd_ctx *c, movelist_t *ml)
{
	const trick_t *t = &c->trick;
	uint64_t h = c->hand[c->to_play];
	int first = 0, last = 3;
	ml->n = 0;
	if (t->ncards) {
		int ls = DD_SUIT(t->card[0]);
		if (suit_bits(h, ls))
			first = last = ls;
	}
	for (int s = first; s <= last; s++) {
		unsigned hs = suit_bits(h, s);
		if (!hs)
			continue;
		/* In relative ranks (the cards held at the start of the trick,
		 * lowest first) a run of equivalent cards is a run of ones. */
		unsigned as = suit_bits(t->start_all, s);
		unsigned rel = bits_extract(hs, as);
		/* The runs from the lowest, stored from the top down: the
		 * highest run comes first in the list. */
		int n = popcount16(rel & ~(rel >> 1));
		move_t *m = &ml->m[ml->n + n];
		ml->n += n;
		while (rel) {
			unsigned run = rel & ~(rel + (rel & -rel));
			rel &= ~run;
			unsigned seq = bits_deposit(run, as);
			m--;
			m->card = (uint8_t)DD_CARD(s, top_rank(seq));
			m->seq = (uint16_t)seq;
			m->weight = 0;
		}
	}
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

/* Weight of a suit to discard from: long suits first, but not a suit
 * whose top card the hand holds.  In notrump the length decides (a card
 * more outweighs any rank: W_NT_DISCARD_LEN); in a trump contract length
 * and rank weigh together (W_SUIT_DISCARD_LEN a card), and the trumps
 * count as short. */
static int discard_weight(const dd_ctx *c, int seat, int s)
{
	unsigned h = suit_bits(c->hand[seat], s);
	unsigned a = suit_bits(c->trick.start_all, s);
	if (c->trump == DD_NOTRUMP)
		return popcount16(h) * W_NT_DISCARD_LEN - ((h & (1u << top_rank(a))) ? 10 : 0);
	int w = s == c->trump ? popcount16(h) * 64 / 36 : popcount16(h) * W_SUIT_DISCARD_LEN;
	if (h & (1u << top_rank(a)))
		w -= 10;
	if (s == c->trump)
		w -= 20;
	return w;
}

/* What the lead weights need to know of a suit, computed once a node. */
typedef struct {
	int delta;              /* the suit's share of the weight */
	int opp_top;            /* the opponents' top rank, 0 if none */
	int pard_top;           /* partner's top rank, 0 if none */
	bool ruffed;            /* an opponent can ruff the first round */
	unsigned top, second;   /* the suit's two top cards */
	unsigned own, pard;
	bool singleton_top;     /* an opponent holds the top card singleton */
} lead_suit_t;

/* Whether a lead towards partner finesses the left-hand opponent: both
 * hold two cards or more, and partner's honours sit over LHO's (partner
 * the king and LHO the ace; partner A-Q, or the ace with our Q-J, over
 * LHO's king; partner K-J, or the king with our J-10, over LHO's queen).
 * ours: the leader's and partner's cards of the suit; all: every card of
 * it in play. */
static bool finesse_lho(unsigned ours, unsigned pard, unsigned lho, unsigned all)
{
	if (popcount16(pard) < 2 || popcount16(lho) < 2)
		return false;
	unsigned top[5] = { 0, 0, 0, 0, 0 };    /* A K Q J T of what is left */
	for (int i = 0; i < 5 && all; i++) {
		top[i] = 1u << top_rank(all);
		all &= ~top[i];
	}
	const unsigned A = top[0], K = top[1], Q = top[2], J = top[3], T = top[4];
	if ((pard & K) && (lho & A))
		return true;
	if ((pard & A) && (lho & K) && ((pard & Q) || (Q && J && (ours & (Q | J)) == (Q | J))))
		return true;
	return (pard & K) && (lho & Q) && ((pard & J) || (J && T && (ours & (J | T)) == (J | T)));
}

static void lead_suit_info(const dd_ctx *c, int s, lead_suit_t *ls)
{
	const int L = c->to_play, P = (L + 2) & 3, lho = (L + 1) & 3, rho = (L + 3) & 3;
	const int trump = c->trump;
	const unsigned a = suit_bits(c->trick.start_all, s);
	const unsigned lh = suit_bits(c->hand[lho], s), rh = suit_bits(c->hand[rho], s);
	int bonus = 0;

	ls->own = suit_bits(c->hand[L], s);
	ls->pard = suit_bits(c->hand[P], s);
	bool lho_ruffs = false, rho_ruffs = false;
	if (trump != DD_NOTRUMP && s != trump) {
		lho_ruffs = !lh && suit_bits(c->hand[lho], trump);
		rho_ruffs = !rh && suit_bits(c->hand[rho], trump);
		if (lho_ruffs || rho_ruffs)
			bonus -= 10;
	}
	ls->ruffed = lho_ruffs || rho_ruffs;
	ls->top = 1u << top_rank(a);
	unsigned rest = a & ~ls->top;
	ls->second = rest ? 1u << top_rank(rest) : 0;
	if (rh & (ls->top | ls->second))
		bonus -= 18;
	/* Our side holds two of the top three cards. */
	unsigned rest2 = rest & ~ls->second;
	unsigned third = rest2 ? 1u << top_rank(rest2) : 0;
	if (finesse_lho(ls->own | ls->pard, ls->pard, lh, a))
		bonus += trump == DD_NOTRUMP ? W_FINESSE_NT : W_FINESSE;
	if (popcount16((ls->own | ls->pard) & (ls->top | ls->second | third)) >= 2)
		bonus += W_TOP_TWO;
	if (trump != DD_NOTRUMP && s != trump && popcount16(ls->own) == 1 &&
	    suit_bits(c->hand[L], trump) && (ls->pard & ls->top) && popcount16(ls->pard) >= 2)
		bonus += 16;
	/* Partner ruffs. */
	if (trump != DD_NOTRUMP && s != trump && !ls->pard && suit_bits(c->hand[P], trump) &&
	    !ls->ruffed)
		bonus += W_PARTNER_RUFF;
	int count_l = lh ? popcount16(lh) * 4 : c->tricks_left * 4 + 4;
	int count_r = rh ? popcount16(rh) * 4 : c->tricks_left * 4 + 4;
	ls->delta = bonus - (count_l + count_r) * 32 / 15;
	unsigned opp = lh | rh;
	ls->opp_top = opp ? top_rank(opp) : 0;
	ls->pard_top = ls->pard ? top_rank(ls->pard) : 0;
	ls->singleton_top = ((lh & ls->top) && popcount16(lh) == 1) ||
			    ((rh & ls->top) && popcount16(rh) == 1);
}

static int lead_weight(const lead_suit_t *ls, const move_t *m)
{
	const int r = DD_RANK(m->card);
	const unsigned own = ls->own, pard = ls->pard, top = ls->top, second = ls->second;
	int w = ls->delta;
	bool wins = !ls->ruffed && (r > ls->opp_top || ls->pard_top > ls->opp_top);
	bool own_top = own & top, pard_top = pard & top;
	bool equiv = m->seq & (m->seq - 1);
	if (wins) {
		if (ls->singleton_top)
			w += 40 - r;
		else if (own_top)
			w += (pard & second) ? 50 - r : ((1u << r) == top ? 31 : 19 - r);
		else if (pard_top)
			w += (own & second) ? 50 - r : 35 - r;
		else if ((own & second) && equiv)
			w += 40;
		else
			w += 30 - r;
	} else {
		if (ls->singleton_top)
			w += 29 - r;
		else if (own_top)
			w += (pard & second) ? 44 - r : ((1u << r) == top ? 25 : 13 - r);
		else if (pard_top)
			w += (own & second) ? 44 - r : 29 - r;
		else if ((own & second) && equiv)
			w += 29;
		else
			w += 13 - r;
	}
	return w;
}

/* The weights of a hand void in the suit led, by masks computed once a
 * node: a ruff that wins the trick (and that the next hand cannot
 * overruff) weighs W_RUFF_CHEAP (second hand 20 less) less its rank;
 * any other card its suit's discard weight less its rank (a trump 20
 * less), or when partner wins the trick for sure (fourth hand, or third
 * hand with the next hand unable to beat him) the discard weight less
 * its rank, and a trump W_DISCARD_RUFF more. */
static void void_weights(const dd_ctx *c, movelist_t *ml)
{
	const trick_t *t = &c->trick;
	const int seat = c->to_play, pos = t->ncards, trump = c->trump;
	const int ls = DD_SUIT(t->card[0]), win_card = t->card[t->win_pos];
	const int threat = pos == 3 ? 0 : best_reply(c, (seat + 1) & 3, ls);
	const bool pard_safe = t->win_pos == pos - 2 && pos >= 2 &&
			       !(threat && beats(threat, win_card, trump));
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

static void moves_order(const dd_ctx *c, movelist_t *ml, int tt_best)
{
	const bool leading = c->trick.ncards == 0;
	if (ml->n < 2)
		return;
	if (!leading) {
		void_weights(c, ml);
		return;         /* tt_best is set at the lead only */
	}
	lead_suit_t info[4];
	int have = -1;
	for (int i = 0; i < ml->n; i++) {
		move_t *m = &ml->m[i];
		int s = DD_SUIT(m->card);
		if (s != have) {
			lead_suit_info(c, s, &info[s]);
			have = s;
		}
		m->weight = lead_weight(&info[s], m);
		uint64_t seq = (uint64_t)m->seq << (16 * DD_SUIT(m->card));
		if (tt_best && (seq & BIT(tt_best)))
			m->weight += W_TT_BEST;
	}
}

/* Appends the runs of the mover's cards in mask (cards of suit s) to the
 * list, the lowest run first. */
static move_t *runs_upwards(move_t *m, unsigned mask, unsigned as, int s)
{
	unsigned rel = bits_extract(mask, as);
	while (rel) {
		unsigned run = rel & ~(rel + (rel & -rel));
		rel &= ~run;
		unsigned seq = bits_deposit(run, as);
		m->card = (uint8_t)DD_CARD(s, top_rank(seq));
		m->seq = (uint16_t)seq;
		m->weight = 0;
		m++;
	}
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
	moves_generate(c, ml);
	moves_order(c, ml, tt_best);
	return false;
}
