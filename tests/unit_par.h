/*
 * unit_par.h - what the par tests (unit_par.c, unit_par_reference.c,
 * unit_par_random.c) share: a second scorer written from tables of the
 * scoring rules (table_score()), the search of every auction from which
 * par is defined (auction_par()), and the checks of a par_result against
 * them (check_contracts_score(), check_par()).  Each test program is one
 * source file including this header once: its functions are static and
 * marked unused, so that those a program leaves unused cost no warning.
 */
#ifndef UNIT_PAR_H
#define UNIT_PAR_H

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#include "model/par.h"
#include "model/record.h"
#include "check.h"

/* ------------------------------------------------------------------ */
/* A second scorer, from tables */

/* The contracted tricks' score, [strain][level - 1], undoubled. */
__attribute__((unused))
static const int TRICK_SCORE[5][7] = {
	{ 30, 60, 90, 120, 150, 180, 210 },     /* spades */
	{ 30, 60, 90, 120, 150, 180, 210 },     /* hearts */
	{ 20, 40, 60, 80, 100, 120, 140 },      /* diamonds */
	{ 20, 40, 60, 80, 100, 120, 140 },      /* clubs */
	{ 40, 70, 100, 130, 160, 190, 220 },    /* notrump */
};

/* What going n down doubled costs, [vulnerable][n]. */
__attribute__((unused))
static const int DOWN_DOUBLED[2][14] = {
	{ 0, 100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900,
	  3200, 3500 },
	{ 0, 200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200,
	  3500, 3800 },
};

__attribute__((unused))
static int table_score(int level, int strain, int doubled, int vul,
		       int tricks)
{
	int need = level + 6, times = 1 << doubled, contracted, score;

	if (tricks < need) {
		int down = need - tricks;

		if (doubled)
			return -DOWN_DOUBLED[vul][down] * doubled;
		return -(vul ? 100 : 50) * down;
	}
	contracted = TRICK_SCORE[strain][level - 1] * times;
	score = contracted + (contracted < 100 ? 50 : vul ? 500 : 300);
	score += level == 7 ? (vul ? 1500 : 1000) :
		 level == 6 ? (vul ? 750 : 500) : 0;
	score += (doubled == 1 ? 50 : doubled == 2 ? 100 : 0);
	if (doubled)
		score += (tricks - need) * (vul ? 200 : 100) * doubled;
	else    /* overtricks at the rate of the tricks after the first */
		score += (tricks - need) * (TRICK_SCORE[strain][1] -
					    TRICK_SCORE[strain][0]);
	return score;
}

/* ------------------------------------------------------------------ */
/* Every auction */

/*
 * The search of every auction, from which par is defined.  The dealer
 * calls first and the calls go round the table.  A call is a pass, a bid
 * higher than the last bid, a double of the opponents' last bid when it
 * is not doubled yet, or a redouble of the opponents' double of one's own
 * side's bid.  Three passes after a call end the auction (four at the
 * start: passed out, 0); the contract is then played by the seat of its
 * side who named its strain first, taking the tricks the table gives,
 * and scored by table_score().  North-South want the most, East-West the
 * least, and the value of the empty auction is the par score.
 *
 * A position of the auction is the last bid (1 for 1C up to 35 for 7NT, 0
 * for none), whether it is doubled or redoubled, the seat of the last call
 * that was not a pass, the passes since, and for each side and strain
 * which of its seats named the strain first.  Who named a strain matters
 * only when the two seats of the side take different numbers of tricks in
 * it, and only those side-strains are kept.  With m of them there are
 * 36 * 3 * 4 * 4 * 3^m positions, each searched once (the memo): with the
 * random tables below (m <= 4), under 140,000.  The bids a seat may make
 * are looked at through best_bid(), which keeps the best bid over each
 * bid, so that a position costs a few steps rather than one a bid.
 * (Keeping every side-strain, 3^10 namings, would make the search too
 * big for thousands of tables; tables of real deals have 0 to 4 such
 * side-strains most of the time.)
 */
typedef struct {
	const int (*tricks)[4];
	int dealer;
	int vul[2];
	int digit[2][5];        /* the base-3 digit of namers that says who
				 * named the side-strain first (0 nobody, 1
				 * North or East, 2 South or West), -1 when
				 * not kept */
	int pow3[11];
	short *memo;            /* the value / 10, SHRT_MIN when not known */
	short *bids;            /* best_bid()'s memo, the same way */
} auction;

#define MAX_KEPT 6

/* The strains in bidding order, clubs first. */
__attribute__((unused))
static const int BID_STRAIN[5] = {
	DD_CLUBS, DD_DIAMONDS, DD_HEARTS, DD_SPADES, DD_NOTRUMP
};

__attribute__((unused))
static long position_index(int namers, int bid, int doubled, int last,
			   int passes)
{
	return (((long)namers * 36 + bid) * 3 + doubled) * 16 + last * 4 +
	       passes;
}

/* The score for North-South when the auction ends in bid. */
__attribute__((unused))
static int contract_result(const auction *a, int namers, int bid,
			   int doubled, int side)
{
	int level = (bid - 1) / 5 + 1, strain = BID_STRAIN[(bid - 1) % 5];
	int d = a->digit[side][strain], seat = side, score;

	if (d >= 0 && (namers / a->pow3[d]) % 3 == 2)
		seat = side + 2;
	score = table_score(level, strain, doubled, a->vul[side],
			    a->tricks[strain][seat]);
	return side == 0 ? score : -score;
}

__attribute__((unused))
static int best_bid(auction *a, int namers, int bid, int to);

__attribute__((unused))
static int search(auction *a, int namers, int bid, int doubled, int last,
		  int passes)
{
	long at = position_index(namers, bid, doubled, last, passes);
	int to, side, best, value;
	int bid_side = doubled == 1 ? !(last & 1) : last & 1;

	if (a->memo[at] != SHRT_MIN)
		return a->memo[at] * 10;
	to = bid ? (last + 1 + passes) % 4 : (a->dealer + passes) % 4;
	side = to & 1;
	best = side == 0 ? INT_MIN : INT_MAX;
#define TRY(v) do { \
	value = (v); \
	if (side == 0 ? value > best : value < best) \
		best = value; \
} while (0)
	if (bid == 0)
		TRY(passes == 3 ? 0 : search(a, namers, 0, 0, 0, passes + 1));
	else if (passes == 2)
		TRY(contract_result(a, namers, bid, doubled, bid_side));
	else
		TRY(search(a, namers, bid, doubled, last, passes + 1));
	if (bid && doubled == 0 && bid_side != side)
		TRY(search(a, namers, bid, 1, to, 0));
	if (bid && doubled == 1 && bid_side == side)
		TRY(search(a, namers, bid, 2, to, 0));
	if (bid < 35)
		TRY(best_bid(a, namers, bid, to));
#undef TRY
	a->memo[at] = (short)(best / 10);
	return best;
}

/* The best that seat to gets by bidding over bid (< 35), namers as in
 * search(): the better of bid + 1 and the best bid over bid + 1, so that
 * each position costs a few steps, not one for each bid over it. */
__attribute__((unused))
static int best_bid(auction *a, int namers, int bid, int to)
{
	long at = ((long)namers * 36 + bid) * 4 + to;
	int side = to & 1, b = bid + 1, n = namers, d, value;

	if (a->bids[at] != SHRT_MIN)
		return a->bids[at] * 10;
	d = a->digit[side][BID_STRAIN[(b - 1) % 5]];
	if (d >= 0 && (namers / a->pow3[d]) % 3 == 0)
		n += a->pow3[d] * (to < 2 ? 1 : 2);
	value = search(a, n, b, 0, to, 0);
	if (b < 35) {
		int over = best_bid(a, namers, b, to);

		if (side == 0 ? over > value : over < value)
			value = over;
	}
	a->bids[at] = (short)(value / 10);
	return value;
}

/* The par score by the search, or INT_MIN when the table has more than
 * MAX_KEPT side-strains whose seats differ. */
__attribute__((unused))
static int auction_par(const int tricks[5][4], int dealer, int vul)
{
	auction a;
	long n, i;
	int side, s, kept = 0, value;

	a.tricks = tricks;
	a.dealer = dealer;
	a.vul[0] = vul == VUL_NS || vul == VUL_ALL;
	a.vul[1] = vul == VUL_EW || vul == VUL_ALL;
	for (side = 0; side < 2; side++)
		for (s = 0; s < 5; s++) {
			if (tricks[s][side] != tricks[s][side + 2])
				a.digit[side][s] = kept++;
			else
				a.digit[side][s] = -1;
		}
	if (kept > MAX_KEPT)
		return INT_MIN;
	a.pow3[0] = 1;
	for (i = 1; i <= kept; i++)
		a.pow3[i] = a.pow3[i - 1] * 3;
	n = position_index(a.pow3[kept], 0, 0, 0, 0);
	a.memo = malloc((size_t)n * sizeof *a.memo);
	a.bids = malloc((size_t)a.pow3[kept] * 36 * 4 * sizeof *a.bids);
	if (!a.memo || !a.bids) {
		printf("out of memory\n");
		exit(1);
	}
	for (i = 0; i < n; i++)
		a.memo[i] = SHRT_MIN;
	for (i = 0; i < (long)a.pow3[kept] * 36 * 4; i++)
		a.bids[i] = SHRT_MIN;
	value = search(&a, 0, 0, 0, 0, 0);
	free(a.memo);
	free(a.bids);
	return value;
}

/* ------------------------------------------------------------------ */
/* Par */

/* Checks that each contract of p scores the par score with the table's
 * tricks, from its declarers' seats, and that they come in order. */
__attribute__((unused))
static void check_contracts_score(const int tricks[5][4], int vul,
				  const par_result *p)
{
	int i, seat, prev = 0;

	if (p->side < 0) {
		CHECK_INT(p->ncontracts, 0);
		CHECK_INT(p->score, 0);
		return;
	}
	CHECK(p->ncontracts >= 1 && p->ncontracts <= PAR_MAX_CONTRACTS);
	for (i = 0; i < p->ncontracts; i++) {
		const par_contract *c = &p->contract[i];
		int v = p->side == 0 ? vul == VUL_NS || vul == VUL_ALL :
				       vul == VUL_EW || vul == VUL_ALL;
		int order = c->level * 5 + (c->strain == DD_NOTRUMP ? 4 :
					     3 - c->strain);

		CHECK(order > prev);
		prev = order;
		CHECK(c->seats != 0 && (c->seats & (p->side ? 0x5 : 0xa)) == 0);
		CHECK(c->doubled == (c->undertricks > 0));
		for (seat = 0; seat < 4; seat++) {
			int t = tricks[c->strain][seat], score;

			if (!(c->seats >> seat & 1))
				continue;
			CHECK_INT(t, c->level + 6 + c->overtricks -
				     c->undertricks);
			score = table_score(c->level, c->strain, c->doubled, v,
					    t);
			CHECK_INT(score, p->side == 0 ? p->score : -p->score);
		}
	}
}

/* Checks par_compute() on a table: the two tag forms, and the score
 * against the search of every auction. */
__attribute__((unused))
static void check_par(const int tricks[5][4], int dealer, int vul,
		      const char *score, const char *contracts, int line)
{
	char s[PAR_SCORE_SIZE], c[PAR_CONTRACTS_SIZE];
	par_result p;

	check_int(par_compute(tricks, dealer, vul, &p), 0, "par_compute",
		  __FILE__, line);
	par_format_score(&p, s, sizeof s);
	par_format_contracts(&p, c, sizeof c);
	check_str(s, score, __FILE__, line);
	check_str(c, contracts, __FILE__, line);
	check_int(p.score, auction_par(tricks, dealer, vul), "the search",
		  __FILE__, line);
	check_contracts_score(tricks, vul, &p);
}

#endif
