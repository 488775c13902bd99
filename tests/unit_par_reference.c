/*
 * unit_par_reference.c - tests of par.c on real deals: the 100 deals of
 * tests/ref/tables.txt, as boards 1 to 100 (dealer and vulnerability by
 * the board number), against the par that DDS 2.9's DealerPar gives for
 * them; and that the contracts listed score the par score with the
 * table's tricks (unit_par.h).
 *
 * Run from the repository root (it reads tests/ref/).  Prints each failed
 * check with file:line, then "unit_par_reference: N checks, N failed";
 * exits 1 when one failed.
 */
#include "unit_par.h"

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

int main(void)
{
	test_reference("tests/ref/tables.txt");
	return check_summary("unit_par_reference");
}
