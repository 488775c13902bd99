/*
 * unit_lead.c - the constraint language (src/sim/handspec.c) and the lead
 * tallies of src/sim/lead.c.
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "model/deal.h"
#include "sim/handspec.h"
#include "sim/lead.h"

/* A hand "AKQ.J32.T987.654" as holdings. */
static void hand_of(const char *text, uint16_t hand[4])
{
	char buf[128];
	dd_deal d;
	int suit;

	snprintf(buf, sizeof buf, "N:%s ... ... ...", text);
	if (deal_parse(buf, &d, NULL, 0) < 0)
		printf("bad test hand %s\n", text);
	for (suit = 0; suit < 4; suit++)
		hand[suit] = d.hand[DD_NORTH][suit];
}

static int parses(const char *text, handspec *h)
{
	char err[HANDSPEC_ERR_SIZE];

	handspec_init(h);
	if (handspec_parse(text, h, err, sizeof err) < 0) {
		printf("'%s' refused: %s\n", text, err);
		return 0;
	}
	return 1;
}

/* The message for a spec refused ("" when it is accepted). */
static const char *refusal(const char *text)
{
	static char err[HANDSPEC_ERR_SIZE];
	handspec h;

	handspec_init(&h);
	if (handspec_parse(text, &h, err, sizeof err) == 0)
		return "";
	return err;
}

static int fits(const char *spec, const char *hand)
{
	handspec h;
	uint16_t cards[4];

	if (!parses(spec, &h))
		return -1;
	hand_of(hand, cards);
	return handspec_match(&h, cards);
}

static void test_ranges(void)
{
	handspec h;

	CHECK(parses("hcp 15-17", &h));
	CHECK_INT(h.hcp[0], 15);
	CHECK_INT(h.hcp[1], 17);
	CHECK(parses("spades 5+", &h));
	CHECK_INT(h.len[DD_SPADES][0], 5);
	CHECK_INT(h.len[DD_SPADES][1], 13);
	CHECK(parses("hcp 9-", &h));
	CHECK_INT(h.hcp[0], 0);
	CHECK_INT(h.hcp[1], 9);
	CHECK(parses("HCP 12", &h));
	CHECK_INT(h.hcp[0], 12);
	CHECK_INT(h.hcp[1], 12);
	CHECK(parses("hcp 10+, hcp 12-", &h));
	CHECK_INT(h.hcp[0], 10);
	CHECK_INT(h.hcp[1], 12);
	CHECK(parses("points 15 - 17", &h));
	CHECK_INT(h.hcp[0], 15);
	CHECK_INT(h.hcp[1], 17);
	CHECK(parses("h 4; D 2-3, club 0-1", &h));
	CHECK_INT(h.len[DD_HEARTS][0], 4);
	CHECK_INT(h.len[DD_HEARTS][1], 4);
	CHECK_INT(h.len[DD_DIAMONDS][0], 2);
	CHECK_INT(h.len[DD_DIAMONDS][1], 3);
	CHECK_INT(h.len[DD_CLUBS][1], 1);
	CHECK(parses("\xe2\x99\xa0 6+", &h));
	CHECK_INT(h.len[DD_SPADES][0], 6);
	CHECK(parses("controls 3+", &h));
	CHECK_INT(h.controls[0], 3);
	CHECK(parses("shape 4432 3352", &h));
	CHECK_INT(h.npatterns, 2);
	CHECK(memcmp(h.pattern[1], "\5\3\3\2", 4) == 0);
	CHECK(parses("has SA hk, holds C10", &h));
	CHECK_INT(h.known[DD_SPADES], 1 << 14);
	CHECK_INT(h.known[DD_HEARTS], 1 << 13);
	CHECK_INT(h.known[DD_CLUBS], 1 << 10);
	CHECK(parses("", &h));
	CHECK(handspec_is_any(&h));
	CHECK(parses("balanced,", &h));
	CHECK(!handspec_is_any(&h));
	CHECK_INT(h.shape, HANDSPEC_BALANCED);
}

static void test_errors(void)
{
	handspec h;

	/* an empty clause is a mistake; a blank spec says nothing */
	CHECK_STR(refusal(","),
		  "',': an empty clause (nothing before the first comma)");
	CHECK_STR(refusal(", hcp 12+"),
		  "', hcp 12+': an empty clause (nothing before the first "
		  "comma)");
	CHECK_STR(refusal("hcp 12+, ,spades 4+"),
		  "'hcp 12+, ,spades 4+': an empty clause (nothing between "
		  "two commas)");
	CHECK_STR(refusal("hcp 12+,,"),
		  "'hcp 12+,,': an empty clause (nothing between two commas)");
	CHECK_STR(refusal(""), "");
	CHECK_STR(refusal("  "), "");
	CHECK(parses("", &h) && handspec_is_any(&h));
	/* a comma at the end passes, and is not printed */
	CHECK_STR(refusal("hcp 12+ ; "), "");
	{
		char t[32] = "hcp 12+ , ";

		handspec_trim(t);
		CHECK_STR(t, "hcp 12+");
		snprintf(t, sizeof t, "%s", "balanced");
		handspec_trim(t);
		CHECK_STR(t, "balanced");
	}
	CHECK_STR(refusal("hcp 17-15"),
		  "'hcp 17-15': the least, 17, is above the most, 15");
	CHECK_STR(refusal("hcp 15-17, balnced"),
		  "'balnced': unknown word 'balnced': expected hcp, spades, "
		  "hearts, diamonds, clubs, controls, balanced, semibalanced, "
		  "unbalanced, shape or has");
	CHECK_STR(refusal("hcp 38"), "'hcp 38': hcp go from 0 to 37");
	CHECK_STR(refusal("spades 14"),
		  "'spades 14': lengths go from 0 to 13");
	CHECK_STR(refusal("spades"),
		  "'spades': 'spades' wants a range: N, N-M, N+ or N-");
	CHECK_STR(refusal("hcp 5x"),
		  "'hcp 5x': 'hcp' wants a range: N, N-M, N+ or N-");
	CHECK_STR(refusal("hcp 10+, hcp 8-"),
		  "'hcp 8-': no number of hcp fits this and the clauses "
		  "before it");
	CHECK_STR(refusal("spades 7+, hearts 7+"),
		  "'hearts 7+': no hand shape fits this and the clauses "
		  "before it");
	CHECK_STR(refusal("balanced, spades 6+"),
		  "'spades 6+': no hand shape fits this and the clauses "
		  "before it");
	CHECK_STR(refusal("balanced, unbalanced"),
		  "'unbalanced': no hand shape fits this and the clauses "
		  "before it");
	CHECK_STR(refusal("shape 4441, clubs 0"),
		  "'clubs 0': no hand shape fits this and the clauses "
		  "before it");
	CHECK_STR(refusal("shape 443"),
		  "'shape 443': bad pattern '443': four digits adding up to "
		  "13, as in 4432");
	CHECK_STR(refusal("shape 5442"),
		  "'shape 5442': bad pattern '5442': four digits adding up to "
		  "13, as in 4432");
	CHECK_STR(refusal("has SA SK HA HK, hcp 10-"),
		  "'hcp 10-': the cards known hold more points or controls "
		  "than the clauses allow");
	CHECK_STR(refusal("has SA SK SQ, spades 2-"),
		  "'spades 2-': no hand shape fits this and the clauses "
		  "before it");
	CHECK_STR(refusal("has"), "'has': 'has' wants cards: has SA HK");
	CHECK(strstr(refusal("has SX"), "bad card 'SX'") != NULL);
	CHECK_STR(refusal("balanced 4"),
		  "'balanced 4': 'balanced' takes nothing after it");
}

static void test_matching(void)
{
	uint16_t h[4];

	hand_of("AKQ.J32.T987.654", h);
	CHECK_INT(handspec_hcp(h), 10);
	CHECK_INT(handspec_controls(h), 3);
	hand_of("AK.AK.AK.AKQJT98", h);
	CHECK_INT(handspec_hcp(h), 31);
	CHECK_INT(handspec_controls(h), 12);

	CHECK_INT(fits("hcp 10", "AKQ.J32.T987.654"), 1);
	CHECK_INT(fits("hcp 11+", "AKQ.J32.T987.654"), 0);
	CHECK_INT(fits("balanced", "AKQ.J32.T987.654"), 1);     /* 4333 */
	CHECK_INT(fits("balanced", "AKQ2.J32.T987.65"), 1);     /* 4432 */
	CHECK_INT(fits("balanced", "AKQ32.J32.T98.65"), 1);     /* 5332 */
	CHECK_INT(fits("balanced", "AKQ32.J3.T987.65"), 0);     /* 5422 */
	CHECK_INT(fits("semibalanced", "AKQ32.J3.T987.65"), 1);
	CHECK_INT(fits("semibalanced", "AKQ432.J3.T98.65"), 1); /* 6322 */
	CHECK_INT(fits("semibalanced", "AKQ5432.J3.T9.65"), 0); /* 7222 */
	CHECK_INT(fits("semibalanced", "AKQ32.J32.T987.6"), 0); /* 5431 */
	CHECK_INT(fits("unbalanced", "AKQ32.J32.T987.6"), 1);
	CHECK_INT(fits("unbalanced", "AKQ.J32.T987.654"), 0);
	CHECK_INT(fits("shape 5431", "6.AKQ32.J32.T987"), 1);
	CHECK_INT(fits("shape 5431", "AKQ32.J32.T987.6"), 1);
	CHECK_INT(fits("shape 5440", "AKQ32.J32.T987.6"), 0);
	CHECK_INT(fits("spades 5+, hearts 3", "AKQ32.J32.T987.6"), 1);
	CHECK_INT(fits("spades 5+, hearts 4", "AKQ32.J32.T987.6"), 0);
	CHECK_INT(fits("has SA DT", "AKQ32.J32.T987.6"), 1);
	CHECK_INT(fits("has SA HA", "AKQ32.J32.T987.6"), 0);
	CHECK_INT(fits("controls 3", "AKQ32.J32.T987.6"), 1);
	CHECK_INT(fits("controls 4+", "AKQ32.J32.T987.6"), 0);
	CHECK_INT(fits("", "AKQ32.J32.T987.6"), 1);
}

/* Clauses on one hand all apply, shape clauses too (issue 22, item 11);
 * alternatives are written with "or" (and "and" inside one). */
static void test_alternatives(void)
{
	handspec h;

	CHECK_STR(refusal("shape 4432, shape 5332"),
		  "'shape 5332': no hand shape fits this and the clauses "
		  "before it (one shape clause lists alternatives: shape "
		  "4432 5332)");
	CHECK_STR(refusal("shape 4441; shape 5440"),
		  "'shape 5440': no hand shape fits this and the clauses "
		  "before it (one shape clause lists alternatives: shape "
		  "4432 5332)");
	CHECK(parses("shape 4432 5332 4333, shape 5332 5422 4432", &h));
	CHECK_INT(h.npatterns, 2);
	CHECK(memcmp(h.pattern[0], "\4\4\3\2", 4) == 0);
	CHECK(memcmp(h.pattern[1], "\5\3\3\2", 4) == 0);
	CHECK_INT(fits("shape 4432 5332, shape 5332", "AKQ32.J32.T98.65"), 1);
	CHECK_INT(fits("shape 4432 5332, shape 5332", "AKQ2.J32.T987.65"), 0);

	/* "or" */
	CHECK(parses("spades 5+ or hearts 5+", &h));
	CHECK_INT(h.neither, 1);
	CHECK_INT(h.either[0].n, 2);
	CHECK_INT(h.either[0].alt[1].len[DD_HEARTS][0], 5);
	CHECK(!handspec_is_any(&h));
	CHECK_INT(fits("spades 5+ or hearts 5+", "AKQ32.J32.T98.65"), 1);
	CHECK_INT(fits("spades 5+ or hearts 5+", "J32.AKQ32.T98.65"), 1);
	CHECK_INT(fits("spades 5+ or hearts 5+", "J32.AKQ3.T987.65"), 0);
	CHECK_INT(fits("hcp 12-14 or unbalanced", "AKQ2.J32.T987.65"), 0);
	CHECK_INT(fits("hcp 12-14 or unbalanced", "AKQ2.J32.T9876.6"), 1);
	CHECK_INT(fits("hcp 12-14 or unbalanced", "AKQ2.KJ2.T987.65"), 1);
	/* "and" binds tighter: (spades 5+ and hcp 12+) or hcp 17+ */
	CHECK_INT(fits("spades 5+ and hcp 12+ or hcp 17+",
		       "AKQ32.J32.T98.65"), 0);
	CHECK_INT(fits("spades 5+ and hcp 12+ or hcp 17+",
		       "AKQ32.QJ2.T98.65"), 1);
	CHECK_INT(fits("spades 5+ and hcp 12+ or hcp 17+",
		       "AKQ2.KQJ.AT9.654"), 1);
	/* every clause with alternatives applies, and the plain ones */
	CHECK_INT(fits("spades 4+ or hearts 4+, diamonds 4+ or clubs 4+, "
		       "hcp 10", "AKQ2.J32.T987.65"), 1);
	CHECK_INT(fits("spades 4+ or hearts 4+, diamonds 4+ or clubs 4+, "
		       "hcp 10", "AKQ.J32.T9876.65"), 0);
	CHECK_INT(fits("spades 4+ or hearts 4+, hcp 11", "AKQ2.J32.T987.65"),
		  0);
	/* contradictions are found across the alternatives */
	CHECK_STR(refusal("spades 6+ or hearts 6+, spades 2-, hearts 2-"),
		  "'hearts 2-': no hand shape fits this and the clauses "
		  "before it");
	CHECK_STR(refusal("hcp 20+ or hcp 3-, hcp 5-10"),
		  "'hcp 5-10': no hand fits this and the clauses before it: "
		  "too many or too few points or controls");
	CHECK_STR(refusal("spades 6+ and hearts 6+ or clubs 14"),
		  "'spades 6+ and hearts 6+ or clubs 14': lengths go from 0 "
		  "to 13");
	CHECK_STR(refusal("spades 5+ or"),
		  "'spades 5+ or': 'or' wants a clause on each side");
	CHECK_STR(refusal("and hcp 5"),
		  "'and hcp 5': 'and' wants a clause on each side");
	CHECK_STR(refusal("has SA or hcp 10+"),
		  "'has SA or hcp 10+': 'has' cannot be an alternative: the "
		  "cards held are put in place before dealing");
	CHECK_STR(refusal("s 1 or s 2 or s 3 or s 4 or s 5"),
		  "'s 1 or s 2 or s 3 or s 4 or s 5': more than 4 "
		  "alternatives");
	CHECK(parses("hcp 10+ and spades 5+", &h));
	CHECK_INT(h.neither, 0);
	CHECK_INT(h.hcp[0], 10);
	CHECK_INT(h.len[DD_SPADES][0], 5);
	CHECK_INT(handspec_min_hcp(&h), 10);
	CHECK(parses("hcp 12+ or hcp 15+, hcp 5+", &h));
	CHECK_INT(handspec_min_hcp(&h), 12);
}

static void test_leads(void)
{
	static const char *const want[] = {
		"SK", "ST", "S3/2", "HQ", "H9", "H7", "H4/3", "DQ", "DT",
		"D2", "CQ"
	};
	uint16_t h[4];
	lead_set ls;
	char text[64];
	int i;

	hand_of("KT32.Q9743.QT2.Q", h);
	lead_set_make(h, &ls);
	CHECK_INT(ls.n, 11);
	for (i = 0; i < ls.n && i < 11; i++) {
		lead_format(&ls, i, 0, text, sizeof text);
		CHECK_STR(text, want[i]);
	}
	lead_format(&ls, 6, 1, text, sizeof text);
	CHECK_STR(text, "\xe2\x99\xa5" "4/3");
	CHECK_INT(ls.group[DD_CARD(DD_SPADES, 2)], 2);
	CHECK_INT(ls.group[DD_CARD(DD_SPADES, 3)], 2);
	CHECK_INT(ls.group[DD_CARD(DD_SPADES, 4)], -1);
	hand_of("AKQJT98765432...", h);
	lead_set_make(h, &ls);
	CHECK_INT(ls.n, 1);
	CHECK_INT(ls.ncards[0], 13);
}

static void test_tally(void)
{
	static const int8_t a[3] = { 4, 3, 4 }, b[3] = { 2, 5, 5 };
	lead_tally t;
	double mean, lo, hi, mp;
	int order[LEAD_MAX];

	memset(&t, 0, sizeof t);
	t.need = 4;
	lead_tally_add(&t, 3, a);
	lead_tally_add(&t, 3, b);
	CHECK_INT(t.n, 2);
	CHECK_INT(t.sum[0], 6);
	CHECK_INT(t.sum[2], 9);
	CHECK_INT(t.sumsq[1], 34);
	CHECK_INT(t.set[0], 1);
	CHECK_INT(t.set[1], 1);
	CHECK_INT(t.set[2], 2);
	CHECK_INT(t.cost[0], 1);
	CHECK_INT(t.cost[1], 1);
	CHECK_INT(t.cost[2], 0);
	CHECK_INT(t.beats[0][1], 1);
	CHECK_INT(t.beats[1][0], 1);
	CHECK_INT(t.beats[2][0], 1);
	CHECK_INT(t.beats[0][2], 0);
	CHECK_INT(t.beats[2][1], 1);
	CHECK(lead_figures(&t, 3, 2, &mean, &lo, &hi, &mp) == 1);
	CHECK(mean == 4.5);
	/* lead 2: against 0 a win and a tie, against 1 a win and a tie */
	CHECK(mp == 75.0);
	/* sd 0.7071, Student's t(1) 12.7062 * 0.7071 / sqrt(2) = 6.3531;
	 * the low end cut to 0 tricks */
	CHECK(hi - mean > 6.3530 && hi - mean < 6.3532);
	CHECK(lo == 0);
	lead_figures(&t, 3, 0, &mean, &lo, &hi, &mp);
	CHECK(mean == 3.0 && mp == 37.5);
	lead_order(&t, 3, order);
	CHECK_INT(order[0], 2);
	CHECK_INT(order[1], 1);    /* 8 tricks against 0's 6 */
	CHECK_INT(order[2], 0);

	/* one layout: no interval; near 13 tricks: cut to 13 */
	{
		static const int8_t c[2] = { 13, 12 }, d[2] = { 12, 13 };

		memset(&t, 0, sizeof t);
		t.need = 4;
		lead_tally_add(&t, 2, c);
		CHECK(lead_figures(&t, 2, 0, &mean, &lo, &hi, &mp) == 0);
		CHECK(mean == 13 && lo == 13 && hi == 13);
		lead_tally_add(&t, 2, d);
		CHECK(lead_figures(&t, 2, 0, &mean, &lo, &hi, &mp) == 1);
		CHECK(mean == 12.5 && hi == 13 && lo < 12.5);
	}

	/* MP's interval, worked by hand.  Two leads, 8 layouts: lead 0
	 * wins one (a score of 2, doubled) and ties seven (1): the mean
	 * 9/8 of 2, 56.25%; the variance (4 + 7 - 8 (9/8)^2) / 7 =
	 * 0.125, t(7) 2.3646: 2.3646 * 0.35355 / sqrt(8) = 0.29558 of 2,
	 * 14.779 points either side */
	{
		static const int8_t w[2] = { 5, 4 }, e[2] = { 4, 4 };
		int i;

		memset(&t, 0, sizeof t);
		t.need = 4;
		lead_tally_add(&t, 2, w);
		CHECK(lead_mp_interval(&t, 2, 0, &lo, &hi) == 0);
		CHECK(lo == 100 && hi == 100);
		for (i = 0; i < 7; i++)
			lead_tally_add(&t, 2, e);
		CHECK(lead_mp_interval(&t, 2, 0, &lo, &hi) == 1);
		CHECK(lo > 41.470 && lo < 41.472);
		CHECK(hi > 71.028 && hi < 71.030);
		CHECK(lead_mp_interval(&t, 2, 1, &lo, &hi) == 1);
		CHECK(lo > 28.970 && lo < 28.972);
		CHECK(hi > 58.528 && hi < 58.530);
		/* a single lead: no interval */
		CHECK(lead_mp_interval(&t, 1, 0, &lo, &hi) == 0);
	}
	/* the three leads above: lead 2 scores 3 of 4 on both layouts, an
	 * interval of no width; lead 0 scores 3 and 0, cut to 0..100 */
	memset(&t, 0, sizeof t);
	t.need = 4;
	lead_tally_add(&t, 3, a);
	lead_tally_add(&t, 3, b);
	CHECK(lead_mp_interval(&t, 3, 2, &lo, &hi) == 1);
	CHECK(lo == 75 && hi == 75);
	CHECK(lead_mp_interval(&t, 3, 0, &lo, &hi) == 1);
	CHECK(lo == 0 && hi == 100);
}

int main(void)
{
	test_ranges();
	test_errors();
	test_matching();
	test_alternatives();
	test_leads();
	test_tally();
	return check_summary("unit_lead");
}
