/*
 * unit_par.c - tests of par.c: duplicate scoring and the dealer-aware par.
 *
 * What is covered here:
 *   - par_score_contract() on well-known scores, then on every contract,
 *     doubling, vulnerability and trick count against a second scorer
 *     written the other way round, from tables of the scoring rules;
 *   - par cases worked out by hand in the comments: a game, a sacrifice,
 *     both sides making 1NT with the dealer deciding, a passed-out deal,
 *     overtricks, par in two strains, two sacrifices, and a sacrifice bid
 *     first in the opponents' own strain, each against the search of
 *     every auction (unit_par.h);
 *   - the text forms, cut to size, and the arguments refused.
 * unit_par_reference.c tests the 100 deals of tests/ref/tables.txt
 * against DDS's par, unit_par_random.c thousands of random tables against
 * the search.
 *
 * Prints each failed check with file:line, then "unit_par: N checks, N
 * failed"; exits 1 when one failed.
 */
#include "unit_par.h"

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

int main(void)
{
	test_scoring();
	test_cases();
	test_forms();
	return check_summary("unit_par");
}
