/*
 * dds_check_tables.c - the DDS client's double-dummy tables (dds_check.h):
 * CalcDDtablePBN (and CalcDDtable checked against it), CalcAllTablesPBN
 * 40 deals a call (the par of each table, a strain filter).
 */
#include "dds_check.h"

#include <stdatomic.h>
#include <time.h>

int dc_table_all(void)
{
	int k, strain, seat;

	for (k = 0; k < dc_nlines; k++) {
		struct ddTableDealPBN pb;
		struct ddTableDeal td;
		struct ddTableResults t, t2;
		char err[DEAL_ERR_SIZE];
		dd_deal d;
		int r;

		memset(&pb, 0, sizeof pb);
		snprintf(pb.cards, sizeof pb.cards, "%.*s",
			 (int)strcspn(dc_lines[k], "|"), dc_lines[k]);
		r = CalcDDtablePBN(pb, &t);
		if (r != RETURN_NO_FAULT || deal_parse(pb.cards, &d, err, sizeof err) < 0) {
			dc_problem(k, "CalcDDtablePBN failed", r, 0);
			continue;
		}
		for (seat = 0; seat < 4; seat++)
			for (strain = 0; strain < 4; strain++)
				td.cards[seat][strain] = d.hand[seat][strain];
		r = CalcDDtable(td, &t2);
		if (r != RETURN_NO_FAULT || memcmp(&t, &t2, sizeof t) != 0)
			dc_problem(k, "CalcDDtable differs from CalcDDtablePBN", r, 0);
		printf("%s", pb.cards);
		for (strain = 0; strain < 5; strain++)
			for (seat = 0; seat < 4; seat++)
				printf("%c%d", strain || seat ? ' ' : '|',
				       t.resTable[strain][seat]);
		putchar('\n');
	}
	return dc_problems ? 1 : 0;
}

int dc_alltables_all(void)
{
	static struct ddTableDealsPBN deals;
	static struct ddTablesRes res;
	static struct allParResults par;
	int all[5] = { 0, 0, 0, 0, 0 }, some[5] = { 0, 1, 0, 1, 1 };
	int k, i, strain, seat, r;

	for (k = 0; k < dc_nlines; k += deals.noOfTables) {
		deals.noOfTables = dc_nlines - k < MAXNOOFTABLES ? dc_nlines - k :
				   MAXNOOFTABLES;
		for (i = 0; i < deals.noOfTables; i++)
			snprintf(deals.deals[i].cards, sizeof deals.deals[i].cards,
				 "%.*s", (int)strcspn(dc_lines[k + i], "|"),
				 dc_lines[k + i]);
		/* with the par of each table, both vulnerable */
		memset(&par, 0, sizeof par);
		r = CalcAllTablesPBN(&deals, 1, all, &res, &par);
		if (r != RETURN_NO_FAULT || res.noOfBoards != 20 * deals.noOfTables) {
			dc_problem(k, "CalcAllTablesPBN failed", r, res.noOfBoards);
			break;
		}
		for (i = 0; i < deals.noOfTables; i++) {
			struct parResults p;

			Par(&res.results[i], &p, 1);
			if (!dc_same_par(&p, &par.presults[i]))
				dc_problem(k + i, "CalcAllTablesPBN's par is not Par's", 0, 0);
			printf("%s", deals.deals[i].cards);
			for (strain = 0; strain < 5; strain++)
				for (seat = 0; seat < 4; seat++)
					printf("%c%d", strain || seat ? ' ' : '|',
					       res.results[i].resTable[strain][seat]);
			putchar('\n');
		}
		/* a filter: spades and diamonds only, the rest left as it was */
		{
			static struct ddTablesRes res2;

			memset(&res2, 0x55, sizeof res2);
			r = CalcAllTablesPBN(&deals, -1, some, &res2, &par);
			if (r != RETURN_NO_FAULT ||
			    res2.noOfBoards != 8 * deals.noOfTables)
				dc_problem(k, "CalcAllTablesPBN with a filter", r,
					res2.noOfBoards);
			for (i = 0; i < deals.noOfTables; i++)
				for (strain = 0; strain < 5; strain++)
					for (seat = 0; seat < 4; seat++)
						if (res2.results[i].resTable[strain][seat] !=
						    (some[strain] ? 0x55555555 :
						     res.results[i].resTable[strain][seat]))
							dc_problem(k + i, "filtered table", strain, seat);
		}
	}
	return dc_problems ? 1 : 0;
}

/* ---- SetMaxThreads over many tables --------------------------------- */

static atomic_int sampling;
static atomic_int most;

/* The threads of this process, from /proc (Linux), or -1. */
static int threads_now(void)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[128];
	int n = -1;

	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, "Threads: %d", &n) == 1)
			break;
	fclose(f);
	return n;
}

static void *sampler(void *arg)
{
	(void)arg;
	while (atomic_load(&sampling)) {
		struct timespec ts = { 0, 200000 };
		int n = threads_now();

		if (n > atomic_load(&most))
			atomic_store(&most, n);
		nanosleep(&ts, NULL);
	}
	return NULL;
}

/* CalcAllTablesPBN over the deals read, with SetMaxThreads(n) (0: the
 * CPUs), a thread counting the process's threads meanwhile: "maxthreads
 * N: most T threads" (T: the caller's, the counter's and the call's). */
int dc_maxthreads(int n)
{
	static struct ddTableDealsPBN deals;
	static struct ddTablesRes res;
	static struct allParResults par;
	int all[5] = { 0, 0, 0, 0, 0 }, i, r;
	pthread_t t;

	deals.noOfTables = dc_nlines < MAXNOOFTABLES ? dc_nlines :
			   MAXNOOFTABLES;
	for (i = 0; i < deals.noOfTables; i++)
		snprintf(deals.deals[i].cards, sizeof deals.deals[i].cards,
			 "%.*s", (int)strcspn(dc_lines[i], "|"), dc_lines[i]);
	SetMaxThreads(n);
	atomic_store(&sampling, 1);
	atomic_store(&most, 0);
	if (pthread_create(&t, NULL, sampler, NULL) != 0)
		return 1;
	r = CalcAllTablesPBN(&deals, -1, all, &res, &par);
	atomic_store(&sampling, 0);
	pthread_join(t, NULL);
	printf("maxthreads %d: %d, most %d threads\n", n, r,
	       atomic_load(&most));
	return r == RETURN_NO_FAULT ? 0 : 1;
}
