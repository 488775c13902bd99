/*
 * blame.c - who lost the tricks of a recorded play, see blame.h.
 */
#include "blame.h"

#include <string.h>

#include "formats/audit.h"

int blame_claim(const record *r)
{
	audit au;

	/* the claim as the check finds it (dd_end -1: not checked here) */
	audit_record(r, -1, &au);
	return au.from_claim && r->offlead.n == 0 && r->nplayed > 0 ?
	       au.play_tricks : -1;
}

void blame_count(int declarer, int n, const int d[53], const int seat[52],
		 int claim, blame *b)
{
	int side = declarer & 1, k;

	memset(b, 0, sizeof *b);
	b->claim = claim;
	b->claim_dd = -1;
	b->first = -1;
	b->first_seat = -1;
	for (k = 0; k < n; k++) {
		int delta = d[k + 1] - d[k], loss;

		if (seat[k] % 2 == side && delta < 0) {
			loss = -delta;
			b->lost += loss;
			b->seat[declarer] += loss;
		} else if (seat[k] % 2 != side && delta > 0) {
			loss = delta;
			b->given += loss;
			if (k == 0)
				b->lead += loss;
			else
				b->seat[seat[k]] += loss;
		} else {
			continue;
		}
		if (b->first < 0) {
			b->first = k;
			b->first_seat = seat[k];
			b->first_loss = loss;
		}
	}
	if (claim < 0)
		return;
	b->claim_dd = d[n];
	if (claim < d[n])
		b->claim_lost = d[n] - claim;
	else
		b->claim_given = claim - d[n];
	b->lost += b->claim_lost;
	b->given += b->claim_given;
}

int blame_total(const blame *b)
{
	return b->lost + b->given;
}
