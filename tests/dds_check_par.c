/*
 * dds_check_par.c - the DDS client's par calls (dds_check.h): DealerPar
 * of each deal for every dealer and vulnerability; Par, SidesPar,
 * SidesParBin, DealerParBin and their text forms on the tables of a
 * file; CalcParPBN and CalcPar.
 */
#include "dds_check.h"

int dc_par_all(void)
{
	int k, dealer, vul, i;

	for (k = 0; k < dc_nlines; k++) {
		struct ddTableDealPBN pb;
		struct ddTableResults t;
		int r;

		memset(&pb, 0, sizeof pb);
		snprintf(pb.cards, sizeof pb.cards, "%.*s",
			 (int)strcspn(dc_lines[k], "|"), dc_lines[k]);
		r = CalcDDtablePBN(pb, &t);
		if (r != RETURN_NO_FAULT) {
			dc_problem(k, "CalcDDtablePBN failed", r, 0);
			continue;
		}
		for (dealer = 0; dealer < 4; dealer++)
			for (vul = 0; vul < 4; vul++) {
				struct parResultsDealer p;

				memset(&p, 0, sizeof p);
				r = DealerPar(&t, &p, dealer, vul);
				if (r != RETURN_NO_FAULT) {
					dc_problem(k, "DealerPar failed", r, 0);
					continue;
				}
				printf("%s|%d|%d|%d|", pb.cards, dealer, vul,
				       p.score);
				for (i = 0; i < p.number && i < 10; i++)
					printf("%s%.10s", i ? " " : "",
					       p.contracts[i]);
				putchar('\n');
			}
	}
	return dc_problems ? 1 : 0;
}

/* ---- Par ---------------------------------------------------------------- */

/* The table of a line "deal|t1 ... t20"; 0, or -1. */
static int table_of(const char *line, struct ddTableResults *t)
{
	const char *p = strchr(line, '|');
	int i;

	if (!p)
		return -1;
	for (i = 0; i < 20; i++) {
		char *end;
		long v = strtol(p + 1, &end, 10);

		if (end == p + 1 || v < 0 || v > 13)
			return -1;
		t->resTable[i / 4][i % 4] = (int)v;
		p = end;
	}
	return 0;
}

int dc_same_par(const struct parResults *a, const struct parResults *b)
{
	int i;

	for (i = 0; i < 2; i++)
		if (strncmp(a->parScore[i], b->parScore[i], 16) != 0 ||
		    strncmp(a->parContractsString[i], b->parContractsString[i], 128) != 0)
			return 0;
	return 1;
}

/* The rest of a line of sides: SidesPar's two views ("score contract
 * ..."), ConvertToSidesTextFormat's of SidesParBin and its equal, and
 * ConvertToDealerTextFormat's of DealerParBin for each dealer. */
static void sides_more(int k, struct ddTableResults *t, int vul)
{
	struct parResultsDealer sd[2];
	struct parResultsMaster sm[2], dm;
	struct parTextResults st;
	char text[256];
	int side, i, dealer;

	/* (passed out, DDS leaves some fields as they were) */
	memset(sd, 0, sizeof sd);
	memset(sm, 0, sizeof sm);
	memset(&st, 0, sizeof st);
	if (SidesPar(t, sd, vul) != RETURN_NO_FAULT ||
	    SidesParBin(t, sm, vul) != RETURN_NO_FAULT ||
	    ConvertToSidesTextFormat(sm, &st) != RETURN_NO_FAULT)
		dc_problem(k, "SidesPar, SidesParBin or ConvertToSidesTextFormat failed", vul, 0);
	for (side = 0; side < 2; side++) {
		printf("|%d", sd[side].score);
		for (i = 0; i < sd[side].number && i < 10; i++)
			printf(" %.10s", sd[side].contracts[i]);
	}
	printf("|%.128s|%.128s|%d", st.parText[0], st.parText[1], st.equal ? 1 : 0);
	for (dealer = 0; dealer < 4; dealer++) {
		memset(text, 0, sizeof text);
		memset(&dm, 0, sizeof dm);
		if (DealerParBin(t, &dm, dealer, vul) != RETURN_NO_FAULT ||
		    ConvertToDealerTextFormat(&dm, text) != RETURN_NO_FAULT)
			dc_problem(k, "DealerParBin or ConvertToDealerTextFormat failed", vul, dealer);
		printf("%c%.128s", dealer ? ';' : '|', text);
	}
	putchar('\n');
}

/* Par() of each table line (the table as written, nothing solved), for
 * every vulnerability: "deal|t1 ... t20|vul|score NS|score EW|contracts
 * NS|contracts EW", then the other par calls' forms (sides_more). */
int dc_sides_all(void)
{
	int k, vul, r;

	for (k = 0; k < dc_nlines; k++) {
		struct ddTableResults t;
		struct parResults p;

		if (table_of(dc_lines[k], &t) < 0) {
			dc_problem(k, "not a table line", 0, 0);
			continue;
		}
		for (vul = 0; vul < 4; vul++) {
			memset(&p, 0, sizeof p);
			r = Par(&t, &p, vul);
			if (r != RETURN_NO_FAULT) {
				dc_problem(k, "Par failed", r, vul);
				continue;
			}
			printf("%s|%d|%.16s|%.16s|%.128s|%.128s", dc_lines[k], vul,
			       p.parScore[0], p.parScore[1],
			       p.parContractsString[0], p.parContractsString[1]);
			sides_more(k, &t, vul);
		}
	}
	return dc_problems ? 1 : 0;
}

/* CalcParPBN and CalcPar on each table line: the table the line gives,
 * and the par Par() gives for it; prints nothing. */
int dc_calcpar_all(void)
{
	int k, seat, suit, r;

	for (k = 0; k < dc_nlines; k++) {
		struct ddTableResults want, t, t2;
		struct parResults p, p2, pw;
		struct ddTableDealPBN pb;
		struct ddTableDeal td;
		char err[DEAL_ERR_SIZE];
		int vul = k % 4;
		dd_deal d;

		memset(&pb, 0, sizeof pb);
		snprintf(pb.cards, sizeof pb.cards, "%.*s",
			 (int)strcspn(dc_lines[k], "|"), dc_lines[k]);
		if (table_of(dc_lines[k], &want) < 0 ||
		    deal_parse(pb.cards, &d, err, sizeof err) < 0) {
			dc_problem(k, "not a table line", 0, 0);
			continue;
		}
		for (seat = 0; seat < 4; seat++)
			for (suit = 0; suit < 4; suit++)
				td.cards[seat][suit] = d.hand[seat][suit];
		Par(&want, &pw, vul);
		r = CalcParPBN(pb, &t, vul, &p);
		if (r != RETURN_NO_FAULT || memcmp(&t, &want, sizeof t) != 0 ||
		    !dc_same_par(&p, &pw))
			dc_problem(k, "CalcParPBN: not the table and Par", r, vul);
		r = CalcPar(td, vul, &t2, &p2);
		if (r != RETURN_NO_FAULT || memcmp(&t2, &want, sizeof t2) != 0 ||
		    !dc_same_par(&p2, &pw))
			dc_problem(k, "CalcPar: not the table and Par", r, vul);
	}
	return dc_problems ? 1 : 0;
}
