/*
 * unit_api.c - the engine's API refusing what it cannot use (issue 22
 * item 12): dd_new() with a table size whose bytes overflow a size_t,
 * dd_legal() on a state that is not a position's; dd_table_strain()
 * (table -j N's parts) against dd_table(); a dd_error filled on failure
 * alone (dd.h).
 */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "dd.h"
#include "model/deal.h"

static void test_new(void)
{
	dd_ctx *c;

	/* 1 << 44 megabytes is 1 << 64 bytes: 0 once shifted */
	CHECK(dd_new((size_t)1 << 44) == NULL);
	CHECK(dd_new(SIZE_MAX) == NULL);
	CHECK(dd_new(SIZE_MAX >> 19) == NULL);
	c = dd_new(1);
	CHECK(c != NULL);
	dd_free(c);
	dd_free(NULL);
}

static void test_legal(void)
{
	dd_position p;
	dd_state st, bad;
	uint16_t legal[4];

	memset(&p, 0, sizeof p);
	CHECK_INT(deal_parse("N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 "
			     "9743.74.QJ32.J95 J865.AQ92.KT8.T4", &p.deal, NULL,
			     0), 0);
	p.strain = DD_NOTRUMP;
	p.leader = DD_WEST;
	p.played[0] = DD_CARD(DD_SPADES, 11);   /* West leads SJ */
	p.nplayed = 1;
	CHECK_INT(dd_replay(&p, &st, NULL), DD_OK);
	CHECK_INT(dd_legal(&st, legal), 4);     /* North's four spades */

	bad = st;
	bad.to_play = 4;
	CHECK_INT(dd_legal(&bad, legal), DD_ERR_RANGE);
	bad.to_play = 1000000;
	CHECK_INT(dd_legal(&bad, legal), DD_ERR_RANGE);
	bad.to_play = -2;
	CHECK_INT(dd_legal(&bad, legal), DD_ERR_RANGE);
	bad = st;
	bad.trick_cards = 4;
	CHECK_INT(dd_legal(&bad, legal), DD_ERR_RANGE);
	bad.trick_cards = -1;
	CHECK_INT(dd_legal(&bad, legal), DD_ERR_RANGE);
	bad = st;
	bad.trick[0] = 0xf0;                    /* suit 15 */
	CHECK_INT(dd_legal(&bad, legal), DD_ERR_RANGE);
	CHECK_INT(dd_legal(NULL, legal), DD_ERR_RANGE);
	CHECK_INT(dd_legal(&st, NULL), DD_ERR_RANGE);
	/* finished: none, as before */
	bad = st;
	bad.to_play = -1;
	CHECK_INT(dd_legal(&bad, legal), 0);
}

/* The strains of a deal on two contexts, in an order of their own, give
 * dd_table()'s rows; each call fills its row alone; a strain out of range
 * is refused. */
static void test_table_strain(void)
{
	static const int order[5] = { 4, 1, 3, 0, 2 };
	int want[5][4], got[5][4], s, k;
	dd_ctx *a = dd_new(1), *b = dd_new(1);
	dd_deal d;
	dd_error e;

	CHECK_INT(deal_parse("N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 "
			     "9743.74.QJ32.J95 J865.AQ92.KT8.T4", &d, NULL, 0),
		  0);
	CHECK_INT(dd_table(a, &d, want, &e), DD_OK);
	memset(got, -1, sizeof got);
	for (k = 0; k < 5; k++) {
		s = order[k];
		CHECK_INT(dd_table_strain(k % 2 ? a : b, &d, s, got, &e), DD_OK);
		CHECK(memcmp(got[s], want[s], sizeof got[s]) == 0);
		if (k < 4)
			CHECK_INT(got[order[k + 1]][0], -1);
	}
	CHECK(memcmp(got, want, sizeof got) == 0);
	CHECK_INT(dd_table_strain(a, &d, 5, got, &e), DD_ERR_RANGE);
	CHECK_INT(dd_table_strain(a, &d, -1, got, &e), DD_ERR_RANGE);
	dd_free(a);
	dd_free(b);
}

/* dd.h's contract for a dd_error: filled with the code returned and a
 * message when the call fails, left as it was on DD_OK. */
static void test_error(void)
{
	dd_ctx *c = dd_new(1);
	dd_position p, bad;
	dd_card_score sc[13];
	dd_error e;
	int t, n, tab[5][4];

	memset(&p, 0, sizeof p);
	CHECK_INT(deal_parse("N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 "
			     "9743.74.QJ32.J95 J865.AQ92.KT8.T4", &p.deal, NULL,
			     0), 0);
	p.strain = DD_SPADES;
	p.leader = DD_WEST;
#define UNTOUCHED(call) \
	do { memset(&e, 0x5a, sizeof e); CHECK_INT(call, DD_OK); \
	     CHECK_INT((int)e.code, 0x5a5a5a5a); } while (0)
	UNTOUCHED(dd_replay(&p, NULL, &e));
	UNTOUCHED(dd_solve(c, &p, &t, &e));
	UNTOUCHED(dd_score_cards(c, &p, sc, &n, &e));
	UNTOUCHED(dd_card_reaches(c, &p, DD_CARD(DD_SPADES, 11), 5, &n, &e));
	UNTOUCHED(dd_table_strain(c, &p.deal, DD_HEARTS, tab, &e));
	UNTOUCHED(dd_table(c, &p.deal, tab, &e));
#undef UNTOUCHED
	bad = p;
	bad.nplayed = 1;
	bad.played[0] = DD_CARD(DD_SPADES, 14);         /* East's */
#define FILLED(call, want) \
	do { memset(&e, 0, sizeof e); CHECK_INT(call, want); \
	     CHECK_INT(e.code, want); CHECK(e.msg[0] != '\0'); } while (0)
	FILLED(dd_replay(&bad, NULL, &e), DD_ERR_NOT_HELD);
	FILLED(dd_solve(c, &bad, &t, &e), DD_ERR_NOT_HELD);
	FILLED(dd_score_cards(c, &bad, sc, &n, &e), DD_ERR_NOT_HELD);
	FILLED(dd_card_reaches(c, &p, DD_CARD(DD_SPADES, 14), 5, &n, &e),
	       DD_ERR_NOT_HELD);
	FILLED(dd_table_strain(c, &p.deal, 7, tab, &e), DD_ERR_RANGE);
	bad.deal.hand[0][0] |= 1u << 14;
	FILLED(dd_table(c, &bad.deal, tab, &e), DD_ERR_CARD_COUNT);
	dd_cancel(c);
	FILLED(dd_solve(c, &p, &t, &e), DD_CANCELLED);
#undef FILLED
	dd_free(c);
}

int main(void)
{
	test_new();
	test_legal();
	test_table_strain();
	test_error();
	return check_summary("unit_api");
}
