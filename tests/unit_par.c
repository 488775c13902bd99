/*
 * unit_par.c - tests of par.c: duplicate scoring and the dealer-aware par.
 *
 * What is covered:
 *   - par_score_contract() on well-known scores, then on every contract,
 *     doubling, vulnerability and trick count against a second scorer
 *     written the other way round, from tables of the scoring rules;
 *   - par cases worked out by hand in the comments: a game, a sacrifice,
 *     both sides making 1NT with the dealer deciding, a passed-out deal,
 *     overtricks, par in two strains, two sacrifices, and a sacrifice bid
 *     first in the opponents' own strain;
 *   - the text forms, cut to size, and the arguments refused;
 *   - the 100 deals of tests/ref/tables.txt, as boards 1 to 100 (dealer
 *     and vulnerability by the board number), against the par that DDS
 *     2.9's DealerPar gives for them;
 *   - the par score against a search of every auction (below) on
 *     thousands of random tables, both like those of real deals and with
 *     trick counts that no deal gives; and that the contracts listed score
 *     the par score with the table's tricks.
 *
 * Run from the repository root (it reads tests/ref/).  Prints each failed
 * check with file:line, then "unit_par: N checks, N failed"; exits 1 when
 * one failed.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#include "model/par.h"
#include "model/record.h"
#include "check.h"


static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

/* A random number in 0..n-1 (xorshift64*). */
static int rnd(int n)
{
	uint64_t x = rng_state;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	rng_state = x;
	return (int)((x * 0x2545f4914f6cdd1dull >> 33) % (uint64_t)n);
}

/* ------------------------------------------------------------------ */
/* A second scorer, from tables */

/* The contracted tricks' score, [strain][level - 1], undoubled. */
static const int TRICK_SCORE[5][7] = {
	{ 30, 60, 90, 120, 150, 180, 210 },     /* spades */
	{ 30, 60, 90, 120, 150, 180, 210 },     /* hearts */
	{ 20, 40, 60, 80, 100, 120, 140 },      /* diamonds */
	{ 20, 40, 60, 80, 100, 120, 140 },      /* clubs */
	{ 40, 70, 100, 130, 160, 190, 220 },    /* notrump */
};

/* What going n down doubled costs, [vulnerable][n]. */
static const int DOWN_DOUBLED[2][14] = {
	{ 0, 100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900,
	  3200, 3500 },
	{ 0, 200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200,
	  3500, 3800 },
};

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

static void test_scoring(void)
{
	int i;

	/* Well-known scores. */
	CHECK_INT(par_score_contract(4, DD_SPADES, 0, 0, 10), 420);
	CHECK_INT(par_score_contract(4, DD_SPADES, 0, 1, 10), 620);
	CHECK_INT(par_score_contract(3, DD_NOTRUMP, 0, 0, 9), 400);
	CHECK_INT(par_score_contract(3, DD_NOTRUMP, 0, 1, 10), 630);
	CHECK_INT(par_score_contract(1, DD_NOTRUMP, 0, 0, 7), 90);
	CHECK_INT(par_score_contract(1, DD_CLUBS, 0, 0, 7), 70);
	CHECK_INT(par_score_contract(1, DD_CLUBS, 0, 1, 13), 190);
	CHECK_INT(par_score_contract(2, DD_SPADES, 0, 0, 8), 110);
	CHECK_INT(par_score_contract(2, DD_SPADES, 0, 0, 9), 140);
	CHECK_INT(par_score_contract(5, DD_DIAMONDS, 0, 0, 11), 400);
	CHECK_INT(par_score_contract(5, DD_CLUBS, 0, 1, 12), 620);
	CHECK_INT(par_score_contract(6, DD_SPADES, 0, 0, 12), 980);
	CHECK_INT(par_score_contract(6, DD_SPADES, 0, 1, 12), 1430);
	CHECK_INT(par_score_contract(6, DD_NOTRUMP, 0, 0, 12), 990);
	CHECK_INT(par_score_contract(7, DD_CLUBS, 0, 0, 13), 1440);
	CHECK_INT(par_score_contract(7, DD_NOTRUMP, 0, 1, 13), 2220);
	/* Doubled and redoubled, making: game reached by doubling (2Hx),
	 * the insult, and overtricks at 100/200 a trick. */
	CHECK_INT(par_score_contract(1, DD_SPADES, 1, 0, 7), 160);
	CHECK_INT(par_score_contract(1, DD_SPADES, 2, 0, 7), 520);
	CHECK_INT(par_score_contract(2, DD_HEARTS, 1, 0, 8), 470);
	CHECK_INT(par_score_contract(2, DD_HEARTS, 1, 1, 8), 670);
	CHECK_INT(par_score_contract(5, DD_CLUBS, 1, 0, 11), 550);
	CHECK_INT(par_score_contract(4, DD_SPADES, 1, 0, 11), 690);
	CHECK_INT(par_score_contract(4, DD_SPADES, 1, 1, 11), 990);
	CHECK_INT(par_score_contract(1, DD_NOTRUMP, 2, 1, 8), 1160);
	CHECK_INT(par_score_contract(7, DD_NOTRUMP, 2, 1, 13), 2980);
	/* Going down. */
	CHECK_INT(par_score_contract(1, DD_NOTRUMP, 0, 0, 6), -50);
	CHECK_INT(par_score_contract(1, DD_NOTRUMP, 0, 1, 6), -100);
	CHECK_INT(par_score_contract(4, DD_SPADES, 0, 0, 7), -150);
	CHECK_INT(par_score_contract(1, DD_NOTRUMP, 1, 0, 6), -100);
	CHECK_INT(par_score_contract(1, DD_NOTRUMP, 1, 1, 6), -200);
	CHECK_INT(par_score_contract(3, DD_DIAMONDS, 1, 0, 7), -300);
	CHECK_INT(par_score_contract(4, DD_HEARTS, 1, 0, 7), -500);
	CHECK_INT(par_score_contract(4, DD_HEARTS, 1, 1, 7), -800);
	CHECK_INT(par_score_contract(4, DD_HEARTS, 1, 0, 6), -800);
	CHECK_INT(par_score_contract(3, DD_NOTRUMP, 1, 1, 5), -1100);
	CHECK_INT(par_score_contract(3, DD_DIAMONDS, 2, 1, 7), -1000);
	CHECK_INT(par_score_contract(7, DD_NOTRUMP, 2, 1, 0), -7600);

	/* Everything, against the tables. */
	for (i = 0; i < 7 * 5 * 3 * 2 * 14; i++) {
		int level = i % 7 + 1, strain = i / 7 % 5, doubled = i / 35 % 3;
		int vul = i / 105 % 2, tricks = i / 210;
		int want = table_score(level, strain, doubled, vul, tricks);

		if (!CHECK_INT(par_score_contract(level, strain, doubled, vul,
						  tricks), want))
			printf("    (level %d, strain %d, doubled %d, vul %d, "
			       "%d tricks)\n", level, strain, doubled, vul,
			       tricks);
	}
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
static const int BID_STRAIN[5] = {
	DD_CLUBS, DD_DIAMONDS, DD_HEARTS, DD_SPADES, DD_NOTRUMP
};

static long position_index(int namers, int bid, int doubled, int last,
			   int passes)
{
	return (((long)namers * 36 + bid) * 3 + doubled) * 16 + last * 4 +
	       passes;
}

/* The score for North-South when the auction ends in bid. */
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

static int best_bid(auction *a, int namers, int bid, int to);

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

/* Tables are [strain][seat]: rows spades, hearts, diamonds, clubs,
 * notrump; columns North, East, South, West. */
static void test_cases(void)
{
	/*
	 * A game.  North-South take 10 tricks in spades, 9 in notrump:
	 * 4S (420) beats 3NT (400).  East-West's cheapest way over 4S is 5C,
	 * four down doubled (800), more than 420: 4S stands.  3S+1 would
	 * score 170, not 420, so 4S is listed as it is.
	 */
	static const int game[5][4] = {
		{ 10, 3, 10, 3 },
		{ 8, 5, 8, 5 },
		{ 7, 6, 7, 6 },
		{ 6, 7, 6, 7 },
		{ 9, 4, 9, 4 },
	};
	/*
	 * A sacrifice.  North-South, vulnerable, make 4H (620); East-West,
	 * not vulnerable, take 8 tricks in spades: 4S two down doubled costs
	 * them 300, less than 620, and North-South have nothing higher that
	 * makes.  North-South's 2NT (120) is outbid too (3S one down, 100),
	 * and 2D by 2S, which makes.  Par is North-South +300, East-West's
	 * score in the tag: -300.
	 */
	static const int sacrifice[5][4] = {
		{ 5, 8, 5, 8 },
		{ 10, 3, 10, 3 },
		{ 8, 5, 8, 5 },
		{ 7, 6, 7, 6 },
		{ 8, 5, 8, 5 },
	};
	/*
	 * Everyone takes 7 tricks in notrump and 6 in the suits: both sides
	 * make 1NT and nothing else.  The first to call bids it; over it the
	 * others must bid 2NT (one down, 100) or a suit at the two level (two
	 * down), both dearer than 90.  So the dealer's side scores 90.
	 */
	static const int both_1nt[5][4] = {
		{ 6, 6, 6, 6 },
		{ 6, 6, 6, 6 },
		{ 6, 6, 6, 6 },
		{ 6, 6, 6, 6 },
		{ 7, 7, 7, 7 },
	};
	/*
	 * Only South and East make 1NT.  North deals but cannot bid it (1NT
	 * by North would go one down doubled, 100): East, next, bids it
	 * first, and South can only go to 2NT, one down.  East-West +90.
	 * With South dealing, South bids it first: North-South +90.
	 */
	static const int one_each[5][4] = {
		{ 6, 6, 6, 6 },
		{ 6, 6, 6, 6 },
		{ 6, 6, 6, 6 },
		{ 6, 6, 6, 6 },
		{ 6, 7, 7, 6 },
	};
	/* Nobody takes 7 tricks anywhere: passed out. */
	static const int passed_out[5][4] = {
		{ 6, 6, 6, 6 },
		{ 5, 6, 5, 6 },
		{ 6, 5, 6, 5 },
		{ 4, 6, 4, 6 },
		{ 6, 6, 6, 6 },
	};
	/*
	 * Overtricks.  North-South take 11 tricks in notrump, East-West 3
	 * everywhere: 5NT scores 460 and so do 4NT+1 and 3NT+2; 2NT+3 would
	 * be a part score.  Nothing East-West bid over 3NT costs them less
	 * than 460, so par is listed as 3NT+2.
	 */
	static const int overtricks[5][4] = {
		{ 7, 3, 7, 3 },
		{ 7, 3, 7, 3 },
		{ 7, 3, 7, 3 },
		{ 7, 3, 7, 3 },
		{ 11, 3, 11, 3 },
	};
	/*
	 * Overtricks, but not down to 3NT (DDS's example "4N-W+1").  West
	 * takes 11 tricks in notrump, East 10: 5NT, 4NT+1 and 3NT+2 all score
	 * 460 for West.  North-South take 8 tricks in spades: over 3NT, 4S
	 * two down doubled costs them 300, less than 460, but over 4NT they
	 * need 5S, three down, 500.  So par is West's 4NT+1.
	 */
	static const int not_down_to_3nt[5][4] = {
		{ 8, 5, 8, 5 },
		{ 5, 5, 5, 5 },
		{ 5, 6, 5, 6 },
		{ 5, 6, 5, 6 },
		{ 2, 10, 2, 11 },
	};
	/*
	 * Two strains.  North-South make 3NT (400) and 5C (400), East-West
	 * have no sacrifice near 400: both are par contracts.
	 */
	static const int two_strains[5][4] = {
		{ 8, 5, 8, 5 },
		{ 7, 5, 7, 5 },
		{ 7, 5, 7, 5 },
		{ 11, 2, 11, 2 },
		{ 9, 4, 9, 4 },
	};
	/*
	 * Two sacrifices.  North-South, vulnerable, make 4S (620).  East-West,
	 * not vulnerable, take 9 tricks in clubs and in diamonds: 5C and 5D
	 * are both two down, 300.  North-South's 1NT is outbid by 2C, which
	 * makes.
	 */
	static const int two_sacrifices[5][4] = {
		{ 10, 3, 10, 3 },
		{ 6, 6, 6, 6 },
		{ 4, 9, 4, 9 },
		{ 4, 9, 4, 9 },
		{ 7, 5, 7, 5 },
	};
	/*
	 * A sacrifice bid first in the opponents' strain.  Only South makes
	 * 4S (North takes 9 tricks in spades); East takes 8 in spades, West 7.
	 * When East calls before South (North, East or West dealing), East
	 * bids 4S first, two down doubled, 300, less than 420.  (North could
	 * bid 4S first himself, but one down doubled; or 3S, 140, over which
	 * 4S by East would cost East-West more than it saves.)  When South
	 * deals, South bids 4S first and East must go to 5S, three down: 500
	 * is too dear, and 4S by South is par.
	 */
	static const int same_strain[5][4] = {
		{ 9, 8, 10, 7 },
		{ 6, 5, 6, 5 },
		{ 6, 5, 6, 5 },
		{ 6, 5, 6, 5 },
		{ 7, 4, 7, 4 },
	};

	check_par(game, DD_NORTH, VUL_NONE, "NS 420", "NS 4S=", __LINE__);
	check_par(game, DD_WEST, VUL_ALL, "NS 620", "NS 4S=", __LINE__);
	check_par(sacrifice, DD_EAST, VUL_NS, "EW -300", "EW 4SX-2", __LINE__);
	/* Both vulnerable, 4S two down costs 500, less than 620 still. */
	check_par(sacrifice, DD_EAST, VUL_ALL, "EW -500", "EW 4SX-2",
		  __LINE__);
	/* East-West vulnerable, North-South not: 500 is more than 420. */
	check_par(sacrifice, DD_EAST, VUL_EW, "NS 420", "NS 4H=", __LINE__);
	check_par(both_1nt, DD_NORTH, VUL_NONE, "NS 90", "NS 1N=", __LINE__);
	check_par(both_1nt, DD_EAST, VUL_NONE, "EW 90", "EW 1N=", __LINE__);
	check_par(both_1nt, DD_SOUTH, VUL_ALL, "NS 90", "NS 1N=", __LINE__);
	check_par(both_1nt, DD_WEST, VUL_NS, "EW 90", "EW 1N=", __LINE__);
	check_par(one_each, DD_NORTH, VUL_NONE, "EW 90", "E 1N=", __LINE__);
	check_par(one_each, DD_SOUTH, VUL_NONE, "NS 90", "S 1N=", __LINE__);
	check_par(passed_out, DD_NORTH, VUL_NONE, "NS 0", "Pass", __LINE__);
	check_par(passed_out, DD_WEST, VUL_ALL, "NS 0", "Pass", __LINE__);
	check_par(overtricks, DD_NORTH, VUL_NONE, "NS 460", "NS 3N+2",
		  __LINE__);
	check_par(not_down_to_3nt, DD_NORTH, VUL_NONE, "EW 460", "W 4N+1",
		  __LINE__);
	check_par(two_strains, DD_NORTH, VUL_NONE, "NS 400", "NS 3N=; NS 5C=",
		  __LINE__);
	check_par(two_sacrifices, DD_NORTH, VUL_NS, "EW -300",
		  "EW 5CX-2; EW 5DX-2", __LINE__);
	check_par(same_strain, DD_NORTH, VUL_NONE, "EW -300", "E 4SX-2",
		  __LINE__);
	check_par(same_strain, DD_EAST, VUL_NONE, "EW -300", "E 4SX-2",
		  __LINE__);
	check_par(same_strain, DD_WEST, VUL_NONE, "EW -300", "E 4SX-2",
		  __LINE__);
	check_par(same_strain, DD_SOUTH, VUL_NONE, "NS 420", "S 4S=",
		  __LINE__);
}

/* The text forms: cut to size, and the arguments par_compute() refuses. */
static void test_forms(void)
{
	static const int two_strains[5][4] = {
		{ 8, 5, 8, 5 },
		{ 7, 5, 7, 5 },
		{ 7, 5, 7, 5 },
		{ 11, 2, 11, 2 },
		{ 9, 4, 9, 4 },
	};
	int bad[5][4];
	char out[PAR_CONTRACTS_SIZE];
	par_result p;

	CHECK_INT(par_compute(two_strains, DD_NORTH, VUL_NONE, &p), 0);
	par_format_contracts(&p, out, 8);
	CHECK_STR(out, "NS 3N=;");
	par_format_contracts(&p, out, 1);
	CHECK_STR(out, "");
	par_format_score(&p, out, 4);
	CHECK_STR(out, "NS ");
	out[0] = 'x';
	par_format_contracts(&p, out, 0);
	par_format_score(&p, out, 0);
	CHECK(out[0] == 'x');

	/* A contract made by one seat with overtricks, and both seats of a
	 * side in a sacrifice, written by hand. */
	memset(&p, 0, sizeof p);
	p.side = 1;
	p.score = -460;
	p.ncontracts = 1;
	p.contract[0].level = 4;
	p.contract[0].strain = DD_NOTRUMP;
	p.contract[0].seats = 1 << DD_WEST;
	p.contract[0].overtricks = 1;
	par_format_contracts(&p, out, sizeof out);
	CHECK_STR(out, "W 4N+1");
	par_format_score(&p, out, sizeof out);
	CHECK_STR(out, "EW 460");
	p.side = 0;
	p.score = 1100;
	p.contract[0].level = 7;
	p.contract[0].strain = DD_HEARTS;
	p.contract[0].doubled = 1;
	p.contract[0].seats = 1 << DD_NORTH | 1 << DD_SOUTH;
	p.contract[0].overtricks = 0;
	p.contract[0].undertricks = 13;
	par_format_contracts(&p, out, sizeof out);
	CHECK_STR(out, "NS 7HX-13");
	par_format_score(&p, out, sizeof out);
	CHECK_STR(out, "NS 1100");

	memcpy(bad, two_strains, sizeof bad);
	CHECK_INT(par_compute(bad, 4, VUL_NONE, &p), -1);
	CHECK_INT(p.side, -1);
	CHECK_INT(p.ncontracts, 0);
	CHECK_INT(par_compute(bad, -1, VUL_NONE, &p), -1);
	CHECK_INT(par_compute(bad, DD_NORTH, -1, &p), -1);
	CHECK_INT(par_compute(bad, DD_NORTH, VUL_ALL + 1, &p), -1);
	bad[2][3] = 14;
	CHECK_INT(par_compute(bad, DD_NORTH, VUL_NONE, &p), -1);
	bad[2][3] = -1;
	CHECK_INT(par_compute(bad, DD_NORTH, VUL_NONE, &p), -1);
}

/* ------------------------------------------------------------------ */
/* Real deals against DDS */

/* What DDS 2.9's DealerPar gives for the deals of tests/ref/tables.txt,
 * board i + 1 for line i: its score and contracts in the tag forms. */
static const struct {
	const char *score, *contracts;
} DDS_PAR[] = {
	{ "EW 140", "EW 2H+1" },
	{ "EW -100", "EW 4CX-1; EW 4DX-1" },
	{ "NS 110", "NS 2C+1" },
	{ "EW 600", "EW 3N=" },
	{ "EW 110", "EW 2S=" },
	{ "EW 630", "EW 3N+1" },
	{ "NS -1100", "NS 6HX-4" },
	{ "EW 110", "EW 2S=; EW 3D=" },
	{ "EW 140", "EW 2S+1" },
	{ "NS 2220", "NS 7N=" },
	{ "NS 110", "NS 2S=" },
	{ "EW 140", "EW 3S=" },
	{ "EW 660", "EW 3N+2" },
	{ "NS 460", "N 3N+2" },
	{ "EW 140", "EW 1S+2" },
	{ "EW 2210", "EW 7S=" },
	{ "NS 990", "NS 6N=" },
	{ "EW 110", "EW 2D+1; EW 2H=" },
	{ "NS 450", "NS 4S+1" },
	{ "EW 650", "EW 4S+1" },
	{ "EW -1400", "EW 6SX-6" },
	{ "EW 140", "EW 3S=" },
	{ "NS 140", "NS 1H+2; NS 1S+2" },
	{ "NS 140", "NS 2S+1" },
	{ "NS 140", "NS 1S+2" },
	{ "EW 140", "EW 3S=" },
	{ "EW 400", "W 3N=" },
	{ "NS 120", "NS 1N+1" },
	{ "NS 620", "S 4H=" },
	{ "EW 140", "EW 3S=" },
	{ "EW 420", "EW 4S=" },
	{ "NS 130", "NS 3D+1" },
	{ "EW 980", "EW 6S=" },
	{ "EW -500", "E 4NX-3; EW 5DX-3" },
	{ "NS 430", "S 3N+1" },
	{ "EW 620", "EW 4H=" },
	{ "NS 90", "NS 1N=; NS 2C=" },
	{ "NS 140", "NS 3S=" },
	{ "EW 1430", "EW 6H=" },
	{ "EW 420", "EW 4H=" },
	{ "NS 450", "NS 4H+1" },
	{ "EW -800", "EW 6DX-3" },
	{ "NS 130", "NS 4C=" },
	{ "EW -100", "EW 3SX-1" },
	{ "NS 630", "N 3N+1" },
	{ "EW 420", "EW 4S=" },
	{ "NS 620", "NS 4S=" },
	{ "NS 1510", "NS 7H=" },
	{ "NS 90", "NS 2D=" },
	{ "NS 120", "NS 2N=" },
	{ "NS 420", "NS 4S=" },
	{ "NS 660", "NS 3N+2" },
	{ "NS 600", "NS 3N=" },
	{ "NS 430", "NS 3N+1" },
	{ "EW 620", "EW 4H=" },
	{ "NS -100", "NS 3SX-1" },
	{ "NS 400", "NS 3N=" },
	{ "NS 600", "NS 3N=" },
	{ "EW 980", "EW 6S=" },
	{ "EW 420", "E 4S=" },
	{ "EW 1440", "EW 6N=" },
	{ "EW 450", "EW 4S+1" },
	{ "EW 110", "EW 1C+2; EW 1D+2" },
	{ "EW 620", "EW 4H=" },
	{ "EW 1440", "EW 7D=" },
	{ "NS 620", "S 4H=" },
	{ "EW 620", "EW 4S=" },
	{ "NS 600", "NS 5D=" },
	{ "NS -200", "S 5SX-1" },
	{ "EW 140", "EW 2H+1" },
	{ "NS 660", "NS 3N+2" },
	{ "NS 140", "NS 2S+1" },
	{ "NS 400", "NS 5D=" },
	{ "NS 140", "NS 1H+2" },
	{ "EW 920", "W 6C=" },
	{ "EW 130", "E 4C=" },
	{ "NS 110", "NS 2C+1; NS 2D+1" },
	{ "EW 430", "EW 3N+1" },
	{ "EW 90", "EW 1N=" },
	{ "NS -500", "NS 4SX-3" },
	{ "NS 460", "NS 3N+2" },
	{ "EW 420", "EW 4H=" },
	{ "NS -100", "NS 5SX-1" },
	{ "NS 620", "NS 4S=" },
	{ "NS 620", "NS 4S=" },
	{ "EW 1430", "EW 6S=" },
	{ "NS 130", "NS 4D=" },
	{ "EW -100", "EW 3DX-1" },
	{ "EW 600", "W 3N=" },
	{ "NS 630", "NS 3N+1" },
	{ "NS 130", "NS 4C=" },
	{ "NS 120", "NS 1N+1" },
	{ "EW 630", "EW 4N=" },
	{ "NS 450", "NS 4H+1; NS 4S+1" },
	{ "NS 650", "NS 4H+1" },
	{ "EW 140", "EW 2H+1" },
	{ "NS 450", "NS 4S+1" },
	{ "EW 990", "EW 6N=" },
	{ "NS 80", "N 1S=" },
	{ "NS 650", "NS 5H=" },
};

/* The vulnerability of boards 1 to 16 (and again from 17). */
static const int BOARD_VUL[16] = {
	VUL_NONE, VUL_NS, VUL_EW, VUL_ALL, VUL_NS, VUL_EW, VUL_ALL, VUL_NONE,
	VUL_EW, VUL_ALL, VUL_NONE, VUL_NS, VUL_ALL, VUL_NONE, VUL_NS, VUL_EW,
};

static void test_reference(const char *path)
{
	FILE *f = fopen(path, "r");
	char line[512];
	int n = 0;

	if (!CHECK(f != NULL)) {
		printf("cannot open %s (run from the repository root)\n", path);
		return;
	}
	while (fgets(line, sizeof line, f) &&
	       n < (int)(sizeof DDS_PAR / sizeof DDS_PAR[0])) {
		char *p = strchr(line, '|'), s[PAR_SCORE_SIZE];
		char c[PAR_CONTRACTS_SIZE];
		int tricks[5][4], i, dealer = n % 4;
		const int (*t)[4] = (const int (*)[4])tricks;
		int vul = BOARD_VUL[n % 16];
		par_result r;

		if (!CHECK(p != NULL))
			break;
		/* Twenty counts, strain by strain, North to West. */
		for (i = 0; i < 20; i++)
			tricks[i / 4][i % 4] = (int)strtol(p + 1, &p, 10);
		CHECK_INT(par_compute(t, dealer, vul, &r), 0);
		par_format_score(&r, s, sizeof s);
		par_format_contracts(&r, c, sizeof c);
		if (!CHECK_STR(s, DDS_PAR[n].score) ||
		    !CHECK_STR(c, DDS_PAR[n].contracts))
			printf("    (%s:%d)\n", path, n + 1);
		check_contracts_score(t, vul, &r);
		n++;
	}
	fclose(f);
	CHECK_INT(n, (int)(sizeof DDS_PAR / sizeof DDS_PAR[0]));
}

/* ------------------------------------------------------------------ */
/* Random tables against the search */

/* How many side-strains of the table have seats taking different tricks. */
static int differing(const int tricks[5][4])
{
	int side, s, n = 0;

	for (side = 0; side < 2; side++)
		for (s = 0; s < 5; s++)
			n += tricks[s][side] != tricks[s][side + 2];
	return n;
}

static int clamp(int t)
{
	return t < 0 ? 0 : t > 13 ? 13 : t;
}

/*
 * A table like those of real deals: for each strain, the tricks
 * North-South take with each seat on lead are a common count give or
 * take one, East-West taking the rest.  (North declares when East leads,
 * East when South leads, and so on.)
 */
static void real_like_table(int tricks[5][4])
{
	int s, leader, ns[4];

	for (s = 0; s < 5; s++) {
		int base = rnd(4) == 0 ? rnd(14) : 3 + rnd(8);

		for (leader = 0; leader < 4; leader++) {
			int shift = rnd(4) == 0 ? rnd(3) - 1 : 0;

			ns[leader] = clamp(base + shift);
		}
		tricks[s][DD_NORTH] = ns[DD_EAST];
		tricks[s][DD_SOUTH] = ns[DD_WEST];
		tricks[s][DD_EAST] = 13 - ns[DD_SOUTH];
		tricks[s][DD_WEST] = 13 - ns[DD_NORTH];
	}
}

/* A table no deal could give: any count anywhere (both sides may take 10
 * tricks in the same strain), the two seats of a side mostly alike. */
static void wild_table(int tricks[5][4])
{
	int s, side;

	for (s = 0; s < 5; s++)
		for (side = 0; side < 2; side++) {
			tricks[s][side] = rnd(14);
			tricks[s][side + 2] = rnd(4) == 0 ? rnd(14) :
					      tricks[s][side];
		}
}

/* nreal tables like those of real deals, then nwild others, each with at
 * most 4 side-strains whose seats differ, against the search. */
static void test_random(int nreal, int nwild)
{
	int i, s, dealer, vul, kept_max = 4;

	for (i = 0; i < nreal + nwild; i++) {
		int tricks[5][4];
		const int (*t)[4] = (const int (*)[4])tricks;
		par_result p;

		do {
			if (i < nreal)
				real_like_table(tricks);
			else
				wild_table(tricks);
		} while (differing(t) > kept_max);
		dealer = rnd(4);
		vul = rnd(4);
		CHECK_INT(par_compute(t, dealer, vul, &p), 0);
		if (!CHECK_INT(p.score, auction_par(t, dealer, vul))) {
			printf("    dealer %d, vul %d, table:", dealer, vul);
			for (s = 0; s < 5; s++)
				printf(" %d %d %d %d,", t[s][0], t[s][1],
				       t[s][2], t[s][3]);
			printf("\n");
		}
		check_contracts_score(t, vul, &p);
	}
}

int main(void)
{
	test_scoring();
	test_cases();
	test_forms();
	test_reference("tests/ref/tables.txt");
	test_random(3000, 1500);
	return check_summary("unit_par");
}
