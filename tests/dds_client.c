/*
 * dds_client.c - a DDS client as the bridge world writes them (DDS's C
 * API alone, dll.h), for `make bench`: built against libdds-ddplay
 * ($(BUILD)/tests/dds_client) and, where DDS is installed, against DDS
 * itself ($(BUILD)/tests/dds_client_dds), the same source, so that a DDS
 * user's run time with each library is measured (tests/bench.sh, item 6).
 * Each library runs with its own default threads and memory, as a client
 * that never calls SetMaxThreads or SetResources gets them.
 *
 *   dds_client tables < FILE     CalcDDtablePBN for each deal line
 *                                (deal|..., tests/ref/tables.txt); prints
 *                                deal|t1 ... t20 as tables.txt
 *   dds_client alltables < FILE  the same through CalcAllTablesPBN, 40
 *                                deals a call
 *   dds_client solve1 < FILE     the same table, as redeal's par example
 *                                works it out: SolveBoardPBN (target -1,
 *                                solutions 1, mode 1) at the opening lead
 *                                once per strain and declarer, 20 calls a
 *                                deal, the strain changing every 4 calls
 *
 * On standard error: "client: N tables in S s" (the wall clock of the
 * calls, the process start left out).
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include DDS_HEADER

enum { MAXDEALS = 10000 };

static char deals[MAXDEALS][80];

static void print_table(const char *deal, const struct ddTableResults *t)
{
	int strain, hand;

	printf("%s", deal);
	for (strain = 0; strain < DDS_STRAINS; strain++)
		for (hand = 0; hand < DDS_HANDS; hand++)
			printf("%c%d", strain || hand ? ' ' : '|',
			       t->resTable[strain][hand]);
	putchar('\n');
}

/* The table of deal by SolveBoardPBN alone: for each strain (DDS's
 * order, spades to notrump) and declarer, the opening lead from
 * declarer's left, the best card's score being the leader's side's
 * tricks.  0, or -1 on an error. */
static int solve_one_by_one(const char *deal, struct ddTableResults *t)
{
	int strain, decl;

	for (strain = 0; strain < DDS_STRAINS; strain++)
		for (decl = 0; decl < DDS_HANDS; decl++) {
			struct dealPBN d;
			struct futureTricks fut;

			memset(&d, 0, sizeof d);
			d.trump = strain;
			d.first = (decl + 1) % 4;
			snprintf(d.remainCards, sizeof d.remainCards, "%s",
				 deal);
			if (SolveBoardPBN(d, -1, 1, 1, &fut, 0) !=
			    RETURN_NO_FAULT)
				return -1;
			t->resTable[strain][decl] = 13 - fut.score[0];
		}
	return 0;
}

int main(int argc, char **argv)
{
	static struct ddTableDealsPBN many;
	static struct ddTablesRes res;
	static struct allParResults par;
	char line[4096];
	int n = 0, k, i, r, all[DDS_STRAINS] = { 0 };
	struct timespec t0, t1;

	if (argc != 2 || (strcmp(argv[1], "tables") != 0 &&
			  strcmp(argv[1], "alltables") != 0 &&
			  strcmp(argv[1], "solve1") != 0)) {
		fprintf(stderr, "usage: dds_client tables|alltables|solve1 "
			"< FILE\n");
		return 2;
	}
	while (n < MAXDEALS && fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "|\n")] = '\0';
		if (line[0])
			snprintf(deals[n++], sizeof deals[0], "%.79s", line);
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (k = 0; k < n; k += many.noOfTables) {
		if (strcmp(argv[1], "solve1") == 0) {
			struct ddTableResults t;

			many.noOfTables = 1;
			if (solve_one_by_one(deals[k], &t) < 0) {
				fprintf(stderr, "deal %d: SolveBoardPBN failed\n",
					k + 1);
				return 1;
			}
			print_table(deals[k], &t);
			continue;
		}
		if (strcmp(argv[1], "tables") == 0) {
			struct ddTableDealPBN d;
			struct ddTableResults t;

			many.noOfTables = 1;
			memcpy(d.cards, deals[k], sizeof d.cards);
			r = CalcDDtablePBN(d, &t);
			if (r != RETURN_NO_FAULT) {
				fprintf(stderr, "deal %d: CalcDDtablePBN: %d\n",
					k + 1, r);
				return 1;
			}
			print_table(deals[k], &t);
			continue;
		}
		many.noOfTables = n - k < MAXNOOFTABLES ? n - k : MAXNOOFTABLES;
		for (i = 0; i < many.noOfTables; i++)
			memcpy(many.deals[i].cards, deals[k + i],
			       sizeof many.deals[i].cards);
		r = CalcAllTablesPBN(&many, -1, all, &res, &par);
		if (r != RETURN_NO_FAULT) {
			fprintf(stderr, "deals %d-: CalcAllTablesPBN: %d\n",
				k + 1, r);
			return 1;
		}
		for (i = 0; i < many.noOfTables; i++)
			print_table(deals[k + i], &res.results[i]);
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	fprintf(stderr, "client: %d tables in %.3f s\n", n,
		(double)(t1.tv_sec - t0.tv_sec) +
		(double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
	return 0;
}
