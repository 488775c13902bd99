/*
 * dds_par.c - libdds-ddplay's par in DDS's binary and contract forms
 * (dds_int.h; Par itself, the text form of each side's view, is in
 * dds_all.c): DealerPar, DealerParBin, SidesPar, SidesParBin,
 * ConvertToDealerTextFormat, ConvertToSidesTextFormat.  The par is
 * ddplay's (src/model/par.c); the orders and the text are DDS 2.9's, as tried
 * on the tables of tables.txt and 4,000 made-up ones.
 */
#include "dll.h"
#include "dds_int.h"

#include <stdio.h>
#include <string.h>

#include "dd.h"
#include "model/par.h"

static const char *const SEATS[6] = { "N", "E", "S", "W", "NS", "EW" };

/* DDS's denomination: 0 notrump, 1 spades ... 4 clubs. */
static int denom_of(int strain)
{
	return strain == DD_NOTRUMP ? 0 : strain + 1;
}

/* The order DealerPar lists contracts in (tried on the 100 tables of
 * tables.txt, each dealer and vulnerability): made contracts by the
 * tricks they take, most first, then spades, hearts, diamonds, clubs,
 * notrump; sacrifices by strain from clubs up, notrump last.  Whether a
 * comes after b. */
static int dealer_after(const par_contract *a, const par_contract *b)
{
	if (a->doubled) {
		int ra = a->strain == DD_NOTRUMP ? 4 : 3 - a->strain;
		int rb = b->strain == DD_NOTRUMP ? 4 : 3 - b->strain;

		return ra > rb;
	}
	if (a->level + a->overtricks != b->level + b->overtricks)
		return a->level + a->overtricks < b->level + b->overtricks;
	return a->strain > b->strain;
}

/* The order of the other forms: notrump, spades, hearts, diamonds,
 * clubs. */
static int denom_after(const par_contract *a, const par_contract *b)
{
	return denom_of(a->strain) > denom_of(b->strain);
}

/* p's contracts, sorted by after (an insertion sort of at most five),
 * into m with score; passed out, one contract of level 0 (as DDS). */
static void master_of(const par_result *p, int score,
		      int (*after)(const par_contract *, const par_contract *),
		      struct parResultsMaster *m)
{
	par_contract c[PAR_MAX_CONTRACTS];
	int i, j;

	memset(m, 0, sizeof *m);
	m->score = score;
	m->number = p->ncontracts ? p->ncontracts : 1;
	for (i = 0; i < p->ncontracts; i++) {
		for (j = i; j > 0 && after(&c[j - 1], &p->contract[i]); j--)
			c[j] = c[j - 1];
		c[j] = p->contract[i];
	}
	for (i = 0; i < p->ncontracts; i++) {
		struct contractType *t = &m->contracts[i];
		int seat;

		t->underTricks = c[i].undertricks;
		t->overTricks = c[i].overtricks;
		t->level = c[i].level;
		t->denom = denom_of(c[i].strain);
		if (c[i].seats == 0x5 || c[i].seats == 0xa) {
			t->seats = c[i].seats == 0x5 ? 4 : 5;
		} else {
			for (seat = 0; !(c[i].seats >> seat & 1); seat++)
				;
			t->seats = seat;
		}
	}
}

/* Whether a contract's fields are in range: a caller's parResultsMaster
 * is indexed by them (denom 0..4, seats 0..5). */
static int contract_valid(const struct contractType *t)
{
	return t->denom >= 0 && t->denom <= 4 && t->seats >= 0 &&
	       t->seats <= 5 && t->level >= 0 && t->level <= 7 &&
	       t->overTricks >= 0 && t->overTricks <= 13 &&
	       t->underTricks >= 0 && t->underTricks <= 13;
}

static int master_valid(const struct parResultsMaster *m)
{
	int i;

	if (m->number < 0 || m->number > 10)
		return 0;
	for (i = 0; i < m->number; i++)
		if (!contract_valid(&m->contracts[i]))
			return 0;
	return 1;
}

/* "4S-NS", "3N-EW+1", "5C*-NS-2", DealerPar's form of a contract; "?"
 * for fields out of range. */
static void dealer_text(const struct contractType *t, char out[10])
{
	char text[48];
	int n;

	if (!contract_valid(t)) {
		snprintf(out, 10, "?");
		return;
	}
	n = snprintf(text, sizeof text, "%d%c%s-%s", t->level,
		     "NSHDC"[t->denom % 5], t->underTricks ? "*" : "",
		     SEATS[t->seats % 6]);
	if (t->overTricks)
		snprintf(text + n, sizeof text - (size_t)n, "+%d",
			 t->overTricks);
	else if (t->underTricks)
		snprintf(text + n, sizeof text - (size_t)n, "-%d",
			 t->underTricks);
	snprintf(out, 10, "%.9s", text);
}

static void dealer_form(const struct parResultsMaster *m,
			struct parResultsDealer *presp)
{
	int i;

	memset(presp, 0, sizeof *presp);
	presp->number = m->number;
	presp->score = m->score;
	for (i = 0; i < m->number && i < 10; i++)
		dealer_text(&m->contracts[i], presp->contracts[i]);
}

/* The par of a table for a dealer, vulnerable DDS's code; a RETURN_
 * code. */
static int dealer_par(const struct ddTableResults *tablep, int dealer,
		      int vulnerable, par_result *p)
{
	if (!tablep)
		return RETURN_UNKNOWN_FAULT;
	if (dealer < 0 || dealer > 3)
		return RETURN_FIRST_WRONG;
	if (dds_vul(vulnerable) < 0 ||
	    par_compute((const int (*)[4])tablep->resTable, dealer,
			dds_vul(vulnerable), p) < 0)
		return RETURN_UNKNOWN_FAULT;
	return RETURN_NO_FAULT;
}

int DealerPar(struct ddTableResults *tablep,
	      struct parResultsDealer *presp, int dealer, int vulnerable)
{
	struct parResultsMaster m;
	par_result p;
	int r;

	if (!presp)
		return RETURN_UNKNOWN_FAULT;
	r = dealer_par(tablep, dealer, vulnerable, &p);
	if (r != RETURN_NO_FAULT)
		return r;
	if (p.ncontracts == 0) {
		/* passed out: DDS says "pass" (and leaves the score) */
		memset(presp, 0, sizeof *presp);
		presp->number = 1;
		snprintf(presp->contracts[0], sizeof presp->contracts[0],
			 "pass");
		return RETURN_NO_FAULT;
	}
	master_of(&p, p.score, dealer_after, &m);
	dealer_form(&m, presp);
	return RETURN_NO_FAULT;
}

int DealerParBin(struct ddTableResults *tablep,
		 struct parResultsMaster *presp, int dealer, int vulnerable)
{
	par_result p;
	int r;

	if (!presp)
		return RETURN_UNKNOWN_FAULT;
	r = dealer_par(tablep, dealer, vulnerable, &p);
	if (r == RETURN_NO_FAULT)
		master_of(&p, p.score, denom_after, presp);
	return r;
}

int SidesParBin(struct ddTableResults *tablep,
		struct parResultsMaster sidesRes[2], int vulnerable)
{
	int side;

	if (!tablep || !sidesRes || dds_vul(vulnerable) < 0)
		return RETURN_UNKNOWN_FAULT;
	for (side = 0; side < 2; side++) {
		par_result p;

		if (dds_par_side((const int (*)[4])tablep->resTable, side,
				 dds_vul(vulnerable), &p) < 0)
			return RETURN_UNKNOWN_FAULT;
		/* each side's view scored for that side */
		master_of(&p, side ? -p.score : p.score, denom_after,
			  &sidesRes[side]);
	}
	return RETURN_NO_FAULT;
}

int SidesPar(struct ddTableResults *tablep,
	     struct parResultsDealer sidesRes[2], int vulnerable)
{
	struct parResultsMaster m[2];
	int r = SidesParBin(tablep, m, vulnerable);

	if (r == RETURN_NO_FAULT && sidesRes) {
		dealer_form(&m[0], &sidesRes[0]);
		dealer_form(&m[1], &sidesRes[1]);
	}
	return sidesRes ? r : RETURN_UNKNOWN_FAULT;
}

/* "Par 110: NS 2S NS 2H+1", a contract "NS 4Dx-1"; nt the text of
 * notrump ("N" or "NT"). */
static void text_form(const struct parResultsMaster *m, const char *nt,
		      char *out, size_t size)
{
	size_t len;
	int i;

	snprintf(out, size, "Par %d:", m->score);
	for (i = 0; i < m->number && i < 10; i++) {
		const struct contractType *t = &m->contracts[i];
		char strain[3] = { "NSHDC"[t->denom % 5], '\0', '\0' };

		if (t->denom == 0)
			snprintf(strain, sizeof strain, "%s", nt);
		len = strlen(out);
		snprintf(out + len, size - len, " %s %d%s%s", SEATS[t->seats % 6],
			 t->level, strain, t->underTricks ? "x" : "");
		len = strlen(out);
		if (t->overTricks)
			snprintf(out + len, size - len, "+%d", t->overTricks);
		else if (t->underTricks)
			snprintf(out + len, size - len, "-%d", t->underTricks);
	}
}

int ConvertToDealerTextFormat(struct parResultsMaster *pres, char *resp)
{
	if (!pres || !resp || !master_valid(pres))
		return RETURN_UNKNOWN_FAULT;
	text_form(pres, "N", resp, 128);
	return RETURN_NO_FAULT;
}

int ConvertToSidesTextFormat(struct parResultsMaster *pres,
			     struct parTextResults *resp)
{
	if (!pres || !resp || !master_valid(&pres[0]) ||
	    !master_valid(&pres[1]))
		return RETURN_UNKNOWN_FAULT;
	memset(resp, 0, sizeof *resp);
	if (pres[0].score == 0) {
		/* passed out: as DDS, "Par 0" alone */
		snprintf(resp->parText[0], sizeof resp->parText[0], "Par 0");
		return RETURN_NO_FAULT;
	}
	text_form(&pres[0], "NT", resp->parText[0], sizeof resp->parText[0]);
	text_form(&pres[1], "NT", resp->parText[1], sizeof resp->parText[1]);
	resp->equal = pres[0].score == -pres[1].score &&
		      pres[0].number == pres[1].number &&
		      memcmp(pres[0].contracts, pres[1].contracts,
			     sizeof pres[0].contracts[0] *
			     (size_t)(pres[0].number > 0 && pres[0].number <= 10 ?
				      pres[0].number : 0)) == 0;
	return RETURN_NO_FAULT;
}
