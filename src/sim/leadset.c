/*
 * leadset.c - the leads of a hand (touching cards as one lead), their
 * tallies over the layouts and the figures and order drawn from them; see
 * lead.h.  Below the solving (leadsolve.c), the printing (leadout.c) and
 * the command (lead.c).
 */
#include "lead.h"

#include <string.h>

#include "model/deal.h"
#include "util/util.h"

void lead_set_make(const uint16_t hand[4], lead_set *ls)
{
	int suit, rank;

	memset(ls, 0, sizeof *ls);
	memset(ls->group, -1, sizeof ls->group);
	for (suit = 0; suit < 4; suit++) {
		int prev = 0;

		for (rank = 14; rank >= 2; rank--) {
			dd_card c = DD_CARD(suit, rank);
			int g;

			if (!(hand[suit] >> rank & 1)) {
				prev = 0;
				continue;
			}
			if (!prev) {
				if (ls->n == LEAD_MAX)
					return;     /* not 13 cards */
				ls->first[ls->n++] = c;
			}
			g = ls->n - 1;
			ls->cards[g][ls->ncards[g]++] = c;
			ls->group[c] = (int8_t)g;
			prev = 1;
		}
	}
}

void lead_format(const lead_set *ls, int lead, int utf8, char *out,
		 size_t size)
{
	static const char *const symbols[4] = {
		"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"
	};
	int suit = DD_SUIT(ls->first[lead]), i;
	size_t len;

	snprintf(out, size, "%s", utf8 ? symbols[suit] : (const char[]) {
		 "SHDC"[suit], '\0' });
	for (i = 0; i < ls->ncards[lead]; i++) {
		len = strlen(out);
		if (len + 3 > size)
			return;
		if (i)
			out[len++] = '/';
		out[len++] = deal_rank_char(DD_RANK(ls->cards[lead][i]));
		out[len] = '\0';
	}
}

void lead_tally_add(lead_tally *t, int nleads, const int8_t *tricks)
{
	int i, j, best = 0;

	for (i = 0; i < nleads; i++)
		if (tricks[i] > best)
			best = tricks[i];
	for (i = 0; i < nleads; i++) {
		long mp2 = 0;

		for (j = 0; j < nleads; j++)
			if (j != i)
				mp2 += tricks[i] > tricks[j] ? 2 :
				       tricks[i] == tricks[j];
		t->mpsq[i] += mp2 * mp2;
		t->sum[i] += tricks[i];
		t->sumsq[i] += tricks[i] * tricks[i];
		t->set[i] += tricks[i] >= t->need;
		t->cost[i] += tricks[i] < best;
		for (j = 0; j < nleads; j++)
			t->beats[i][j] += tricks[i] > tricks[j];
	}
	t->n++;
}

/* ---- figures --------------------------------------------------------- */

int lead_figures(const lead_tally *t, int nleads, int lead, double *mean,
		 double *lo, double *hi, double *mp)
{
	double n = (double)t->n, var = 0, half = 0, points = 0;
	int j;

	*mean = t->n ? (double)t->sum[lead] / n : 0;
	*lo = *hi = *mean;
	if (t->n > 1) {
		/* Student's t, cut to the defence's 0..13 tricks */
		var = ((double)t->sumsq[lead] - n * *mean * *mean) / (n - 1);
		half = util_t975(t->n - 1) * util_sqrt(var > 0 ? var : 0) /
		       util_sqrt(n);
		*lo = *mean - half < 0 ? 0 : *mean - half;
		*hi = *mean + half > 13 ? 13 : *mean + half;
	}
	for (j = 0; j < nleads; j++)
		if (j != lead)
			points += (double)t->beats[lead][j] +
				  (double)(t->n - t->beats[lead][j] -
					   t->beats[j][lead]) / 2;
	*mp = t->n && nleads > 1 ? 100 * points / (n * (nleads - 1)) : 50;
	return t->n > 1;
}

int lead_mp_interval(const lead_tally *t, int nleads, int lead, double *lo,
		     double *hi)
{
	double n = (double)t->n, mean, y, mp, var, half, most;

	lead_figures(t, nleads, lead, &mean, &y, &y, &mp);
	*lo = *hi = mp;
	if (t->n < 2 || nleads < 2)
		return 0;
	/* the layouts' doubled matchpoints: mean and variance; their
	 * most, 2 (nleads - 1), is 100% */
	most = 2.0 * (nleads - 1);
	mean = mp / 100 * most;
	var = ((double)t->mpsq[lead] - n * mean * mean) / (n - 1);
	half = util_t975(t->n - 1) * util_sqrt(var > 0 ? var : 0) /
	       util_sqrt(n) / most * 100;
	*lo = mp - half < 0 ? 0 : mp - half;
	*hi = mp + half > 100 ? 100 : mp + half;
	return 1;
}

void lead_order(const lead_tally *t, int nleads, int order[LEAD_MAX])
{
	int i, j;

	for (i = 0; i < nleads; i++) {
		int k = i;

		/* ddplay sd's order (sd_groups()), so that the two list
		 * the same cards in the same order: the most tricks, then
		 * the goal (a set) the most often, then the hand's order,
		 * spades to clubs, high to low (an insertion sort, stable;
		 * the matchpoints, which sd has not, are no tie-break) */
		for (j = i; j > 0; j--) {
			int p = order[j - 1];

			if (t->sum[p] > t->sum[k] || (t->sum[p] == t->sum[k] &&
						      t->set[p] >= t->set[k]))
				break;
			order[j] = p;
		}
		order[j] = k;
	}
}

double lead_share_bound(long n)
{
	return 100 * 0.98 / util_sqrt((double)n + 1.96 * 1.96);
}
