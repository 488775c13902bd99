/*
 * unit_teach.c - unit tests of src/model/teach.c: practice deals checked with
 * the engine's table, the computer's choices, quiz positions.
 * Prints each failed check and exits 1 when there was one.
 */
#include <stdio.h>
#include <string.h>

#include "dd.h"
#include "model/deal.h"
#include "model/shuffle.h"
#include "model/teach.h"

static int failures, checks;

#define CHECK(cond) check((cond), #cond, __FILE__, __LINE__)

static void check(int ok, const char *what, const char *file, int line)
{
	checks++;
	if (!ok) {
		failures++;
		printf("%s:%d: check failed: %s\n", file, line, what);
	}
}

static void test_rotate(void)
{
	dd_deal d, e;
	char a[DEAL_TEXT_SIZE], b[DEAL_TEXT_SIZE];

	deal_parse("N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 "
		   "J865.AQ92.KT8.T4", &d, NULL, 0);
	e = d;
	teach_rotate(&e, 1);
	deal_format(&e, a);
	/* North's hand is now East's: the deal read from West. */
	deal_parse("E:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 "
		   "J865.AQ92.KT8.T4", &d, NULL, 0);
	deal_format(&d, b);
	CHECK(strcmp(a, b) == 0);
	teach_rotate(&e, 3);
	deal_parse("N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 "
		   "J865.AQ92.KT8.T4", &d, NULL, 0);
	CHECK(memcmp(&e, &d, sizeof d) == 0);
}

static void test_choose(void)
{
	dd_card_score sc[5] = {
		{ DD_CARD(0, 14), 7 }, { DD_CARD(0, 2), 5 },
		{ DD_CARD(1, 10), 7 }, { DD_CARD(2, 3), 6 },
		{ DD_CARD(3, 4), 4 },
	};
	int seen0[5] = { 0 }, seen1[5] = { 0 }, i, again[40];
	shuffle_rng rng;

	shuffle_seed(&rng, 42);
	for (i = 0; i < 400; i++) {
		seen0[teach_choose(sc, 5, 0, &rng)]++;
		seen1[teach_choose(sc, 5, 1, &rng)]++;
	}
	/* The best only; within one trick: both 7s and the 6. */
	CHECK(seen0[0] > 0 && seen0[2] > 0 && seen0[1] + seen0[3] + seen0[4] == 0);
	CHECK(seen1[0] > 0 && seen1[2] > 0 && seen1[3] > 0 &&
	      seen1[1] + seen1[4] == 0);
	/* The same seed, the same choices. */
	shuffle_seed(&rng, 7);
	for (i = 0; i < 40; i++)
		again[i] = teach_choose(sc, 5, 1, &rng);
	shuffle_seed(&rng, 7);
	for (i = 0; i < 40; i++)
		CHECK(again[i] == teach_choose(sc, 5, 1, &rng));
}

static void test_quiz(void)
{
	dd_card_score all[3] = { { 1, 5 }, { 2, 5 }, { 3, 5 } };
	dd_card_score some[3] = { { 1, 5 }, { 2, 4 }, { 3, 5 } };
	int right;

	CHECK(!teach_is_quiz(all, 3, &right) && right == 3);
	CHECK(teach_is_quiz(some, 3, &right) && right == 2);
	CHECK(!teach_is_quiz(some, 1, &right));
}

static void test_judge(void)
{
	dd_card_score sc[4] = {
		{ DD_CARD(0, 14), 7 }, { DD_CARD(0, 2), 5 },
		{ DD_CARD(1, 10), 7 }, { DD_CARD(2, 3), 6 },
	};
	int lost = 99;

	CHECK(teach_judge(sc, 4, DD_CARD(0, 14), &lost) == 1 && lost == 0);
	CHECK(teach_judge(sc, 4, DD_CARD(1, 10), &lost) == 1 && lost == 0);
	CHECK(teach_judge(sc, 4, DD_CARD(0, 2), &lost) == 0 && lost == 2);
	CHECK(teach_judge(sc, 4, DD_CARD(2, 3), &lost) == 0 && lost == 1);
	CHECK(teach_judge(sc, 4, DD_CARD(3, 9), &lost) == -1);
	CHECK(teach_judge(sc, 0, DD_CARD(0, 14), &lost) == -1);
}

static void test_practice(void)
{
	dd_ctx *ctx = dd_new(16);
	shuffle_rng rng;
	int k;

	shuffle_seed(&rng, 2026);
	for (k = 0; k < 6; k++) {
		int want = 7 + k, strain = k % 2 ? DD_NOTRUMP : -1, got_strain;
		int tricks, table[5][4], s, best = -1;
		dd_deal deal;

		CHECK(teach_practice_deal(ctx, &rng, strain, want, 2000, &deal,
					  &got_strain, &tricks) == 0);
		CHECK(dd_table(ctx, &deal, table, NULL) == DD_OK);
		CHECK(table[got_strain][DD_SOUTH] == tricks);
		CHECK(tricks >= want);
		if (strain >= 0)
			CHECK(got_strain == strain);
		for (s = 0; s < 5; s++)
			if (table[s][DD_SOUTH] > best)
				best = table[s][DD_SOUTH];
		/* Declarer South: North is not a better declarer. */
		if (strain < 0)
			CHECK(tricks == best);
		CHECK(table[got_strain][DD_NORTH] <= tricks);
	}
	dd_free(ctx);
}

int main(void)
{
	test_rotate();
	test_choose();
	test_quiz();
	test_judge();
	test_practice();
	printf("unit_teach: %d checks, %d failed\n", checks, failures);
	return failures != 0;
}
