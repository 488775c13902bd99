/*
 * unit_par_random.c - tests of par.c on random tables: the par score
 * against a search of every auction (unit_par.h) on thousands of random
 * tables, both like those of real deals and with trick counts that no
 * deal gives; and that the contracts listed score the par score with the
 * table's tricks.  The tables come from a fixed seed: the same each run.
 *
 * Prints each failed check with file:line, then "unit_par_random: N
 * checks, N failed"; exits 1 when one failed.
 */
#include "unit_par.h"

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
	test_random(3000, 1500);
	return check_summary("unit_par_random");
}
