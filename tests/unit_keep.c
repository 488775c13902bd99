/*
 * unit_keep.c - dd_keep_table(): a table kept across the layouts of one
 * position (what `ddplay sd` and `lead` do) gives every card the score a
 * new solver gives it.
 *
 * For positions along the plays of tests/ref/walks-200.txt (after 4, 12,
 * 13, 14 and 22 cards), the unseen cards of the two hands that are not
 * the side to play's are dealt again at random (each keeps its count and
 * the cards it played; a layout in which a hand would have revoked is
 * dealt again), and every layout is scored twice: on one solver that
 * keeps its table from layout to layout, and on a solver reset before
 * each.  The two must agree on every card.
 *
 * The first 12 plays; QUICK=1 (the sanitizer run) the first 6, each with
 * every cut and as many layouts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dd.h"
#include "model/deal.h"

enum { LAYOUTS = 6, PLAYS = 12 };

static int plays_wanted(void)
{
	const char *q = getenv("QUICK");
	return q && strcmp(q, "1") == 0 ? PLAYS / 2 : PLAYS;
}

static uint64_t rng = 0x9e3779b97f4a7c15u;

static unsigned below(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

/* One line "deal|strain|leader|cards|..." into pos and its whole play. */
static int read_play(char *line, dd_position *pos, dd_card all[52], int *nall)
{
	char *f[4], *p = line, err[200];

	for (int i = 0; i < 4; i++) {
		f[i] = p;
		p = strchr(p, '|');
		if (!p)
			return -1;
		*p++ = 0;
	}
	memset(pos, 0, sizeof *pos);
	if (deal_parse(f[0], &pos->deal, err, sizeof err) != 0 ||
	    deal_parse_strain(f[1], &pos->strain, err, sizeof err) != 0 ||
	    deal_parse_seat(f[2], &pos->leader, "leader", err, sizeof err) != 0 ||
	    deal_parse_played(f[3], all, nall, err, sizeof err) != 0)
		return -1;
	return 0;
}

/* q: p with the unseen cards of seats a and b dealt again between them. */
static void redeal(const dd_position *p, const dd_state *st, int a, int b, dd_position *q)
{
	int pool[26], n = 0, of_a = 0;

	*q = *p;
	for (int s = 0; s < 4; s++) {
		of_a += __builtin_popcount(st->remaining.hand[a][s]);
		for (int r = 2; r <= 14; r++)
			if ((st->remaining.hand[a][s] | st->remaining.hand[b][s]) & (1u << r)) {
				pool[n++] = DD_CARD(s, r);
				q->deal.hand[a][s] &= (uint16_t)~(1u << r);
				q->deal.hand[b][s] &= (uint16_t)~(1u << r);
			}
	}
	for (int i = n - 1; i > 0; i--) {
		int j = (int)below((unsigned)i + 1), t = pool[i];
		pool[i] = pool[j];
		pool[j] = t;
	}
	for (int i = 0; i < n; i++)
		q->deal.hand[i < of_a ? a : b][DD_SUIT(pool[i])] |=
			(uint16_t)(1u << DD_RANK(pool[i]));
}

static int same_scores(const dd_card_score *x, int nx, const dd_card_score *y, int ny)
{
	if (nx != ny)
		return 0;
	for (int i = 0; i < nx; i++)
		if (x[i].card != y[i].card || x[i].tricks != y[i].tricks)
			return 0;
	return 1;
}

int main(void)
{
	static const int cuts[] = { 4, 12, 13, 14, 22 };
	FILE *f = fopen("tests/ref/walks-200.txt", "r");
	dd_ctx *keep = dd_new(16), *fresh = dd_new(16);
	char line[2048];
	int plays = 0, layouts = 0, bad = 0, want = plays_wanted();

	CHECK(f != NULL);
	CHECK(keep != NULL && fresh != NULL);
	if (!f || !keep || !fresh)
		return check_summary("unit_keep");
	dd_keep_table(keep, 1);
	while (plays < want && fgets(line, sizeof line, f)) {
		dd_position pos;
		dd_card all[52];
		int nall = 0;

		if (read_play(line, &pos, all, &nall) != 0)
			continue;
		plays++;
		for (size_t c = 0; c < sizeof cuts / sizeof cuts[0]; c++) {
			dd_position p = pos;
			dd_state st;

			if (cuts[c] > nall)
				continue;
			p.nplayed = cuts[c];
			memcpy(p.played, all, (size_t)cuts[c]);
			if (dd_replay(&p, &st, NULL) != DD_OK || st.to_play < 0)
				continue;
			int a = (st.to_play + 1) & 3, b = (st.to_play + 3) & 3;
			for (int l = 0, tries = 0; l < LAYOUTS && tries < 1000; tries++) {
				dd_position q;
				dd_card_score x[13], y[13];
				int nx = 0, ny = 0;

				redeal(&p, &st, a, b, &q);
				if (dd_replay(&q, NULL, NULL) != DD_OK)
					continue;       /* a shown void broken */
				l++;
				layouts++;
				CHECK_INT(dd_score_cards(keep, &q, x, &nx, NULL), DD_OK);
				dd_reset(fresh);
				CHECK_INT(dd_score_cards(fresh, &q, y, &ny, NULL), DD_OK);
				if (!same_scores(x, nx, y, ny) && ++bad <= 5)
					printf("play %d after %d cards, layout %d: "
					       "the kept table scores differently\n",
					       plays, cuts[c], l);
			}
		}
	}
	fclose(f);
	CHECK(plays == want);
	CHECK(layouts >= want * 3 * LAYOUTS);
	CHECK_INT(bad, 0);
	printf("%d layouts of %d plays\n", layouts, plays);
	dd_free(keep);
	dd_free(fresh);
	return check_summary("unit_keep");
}
