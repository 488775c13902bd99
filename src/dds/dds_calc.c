/*
 * dds_calc.c - libdds-ddplay's CalcAllTables, CalcAllTablesPBN: the
 * tables of many deals, in threads (dds_all.c), and their par.
 */
#include "dll.h"
#include "dds_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"

/* ---- CalcAllTables -------------------------------------------------- */

typedef struct {
	const unsigned int (*cards)[4][4];      /* the deals */
	const int *filter;
	struct ddTablesRes *res;
	int mode;               /* -1, or the vulnerability of the par */
	struct allParResults *par;
} all_tables;

static int all_tables_one(void *arg, int i)
{
	all_tables *a = arg;
	struct ddTableResults t;
	int r = dds_table(a->cards[i], &t, 1);

	if (r != RETURN_NO_FAULT)
		return r;
	for (int strain = 0; strain < 5; strain++)
		if (!a->filter[strain])
			memcpy(a->res->results[i].resTable[strain],
			       t.resTable[strain], sizeof t.resTable[strain]);
	/* As DDS: the par of the table, where no strain is filtered out
	 * (all_tables_run()). */
	if (a->mode >= 0)
		return dds_par_text((const int (*)[4])
				    a->res->results[i].resTable, a->mode,
				    &a->par->presults[i]);
	return RETURN_NO_FAULT;
}

static int all_tables_run(const unsigned int (*cards)[4][4], int n, int mode,
			  const int filter[DDS_STRAINS],
			  struct ddTablesRes *resp,
			  struct allParResults *presp)
{
	all_tables a;
	int strains = 0, strain, r;

	if (!resp || !filter)
		return RETURN_UNKNOWN_FAULT;
	/* mode: the vulnerability of the par (DDS's 0..3); as DDS, any
	 * other (-1) no par, nor a strain filtered out: the par needs the
	 * whole table (presp is left as it was) */
	for (strain = 0; strain < 5; strain++)
		strains += filter[strain] == 0;
	if (mode < 0 || mode > 3 || strains < 5)
		mode = -1;
	if (mode >= 0 && !presp)
		return RETURN_UNKNOWN_FAULT;
	if (strains == 0)
		return RETURN_NO_SUIT;
	if (n < 0 || n * strains > MAXNOOFTABLES * DDS_STRAINS)
		return RETURN_TOO_MANY_TABLES;
	/* As DDS: the strains filtered out are left as they were. */
	a.cards = cards;
	a.filter = filter;
	a.res = resp;
	a.mode = mode;
	a.par = presp;
	r = dds_parallel(n, all_tables_one, &a);
	resp->noOfBoards = n * strains * 4;     /* as DDS counts them */
	return r;
}

int CalcAllTables(struct ddTableDeals *dealsp, int mode,
		  int trumpFilter[DDS_STRAINS], struct ddTablesRes *resp,
		  struct allParResults *presp)
{
	if (!dealsp)
		return RETURN_UNKNOWN_FAULT;
	if (dealsp->noOfTables > MAXNOOFTABLES * DDS_STRAINS)
		return RETURN_TOO_MANY_TABLES;
	return all_tables_run((const unsigned int (*)[4][4])dealsp->deals,
			      dealsp->noOfTables, mode, trumpFilter, resp,
			      presp);
}

int CalcAllTablesPBN(struct ddTableDealsPBN *dealsp, int mode,
		     int trumpFilter[DDS_STRAINS], struct ddTablesRes *resp,
		     struct allParResults *presp)
{
	static unsigned int none[1][4][4];
	unsigned int (*cards)[4][4];
	int i, r, n;

	if (!dealsp)
		return RETURN_UNKNOWN_FAULT;
	n = dealsp->noOfTables;
	if (n < 0 || n > MAXNOOFTABLES * DDS_STRAINS)
		return RETURN_TOO_MANY_TABLES;
	cards = n > 0 ? calloc((size_t)n, sizeof *cards) : none;
	if (!cards)
		return RETURN_UNKNOWN_FAULT;
	for (i = 0; i < n; i++) {
		/* a copy, ended: the caller's deals are only read (several
		 * threads may pass the same ones) */
		char text[sizeof dealsp->deals[i].cards + 1];

		memcpy(text, dealsp->deals[i].cards, sizeof text - 1);
		text[sizeof text - 1] = '\0';
		r = dds_pbn_in(text, cards[i]);
		if (r != RETURN_NO_FAULT) {
			free(cards);
			return r;
		}
	}
	r = all_tables_run((const unsigned int (*)[4][4])cards, n, mode,
			   trumpFilter, resp, presp);
	if (n > 0)
		free(cards);
	return r;
}
