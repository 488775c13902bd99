/*
 * unit_engine_quick.c - unit tests of the sure tricks (engine/quick.c,
 * quick_later.c, after_lead.c): quick_tricks(), later_tricks(),
 * quick_trick_after_lead(), after_lead_tricks() on built positions, and
 * their soundness on random positions (the count holds for every position
 * agreeing on the cards the function says it relied on, checked by brute
 * force).  QUICK_ITERS=N: N random cases instead of 3000 (after a change
 * to the sure-trick rules: 200,000 and more, with UNIT_SEED=7 and 11).
 *
 * Output, UNIT_SEED, UNIT_ONLY, QUICK: tests/unit_engine.h.
 */
#include "unit_engine.h"

/* ------------------------------------------------------------------ */
/* Quick tricks */

static int quick(dd_ctx *c, const dd_position *p, int need, uint64_t *rel)
{
	dd_state st;
	*rel = 0;
	load(c, p, &st);
	return quick_tricks(c, need, rel);
}

/* quick_tricks() of strain, North on lead, asked for want tricks, must
 * count them with the relevant cards want_rel, and brute force must give
 * North-South exactly want. */
static void check_quick(dd_ctx *c, const char *deal, int strain, int want, uint64_t want_rel)
{
	dd_position p = make_pos(deal, strain, DD_NORTH, "");
	uint64_t rel;
	CHECK_INTC(quick(c, &p, want, &rel), want, deal);
	CHECK_INTC(rel, want_rel, deal);
	CHECK_INTC(bf_pos(&p), want, deal);
}

/* later_tricks() of a hearts contract, North on lead, asked for want
 * tricks (one when want is 0), must be want with the relevant cards
 * want_rel, and brute force must agree: North-South take at most the
 * rest. */
static void check_later_hearts(dd_ctx *c, const char *deal, int want, uint64_t want_rel)
{
	dd_position p = make_pos(deal, DD_HEARTS, DD_NORTH, "");
	dd_state st;
	uint64_t rel = 0;
	load(c, &p, &st);
	CHECK_INTC(later_tricks(c, want ? want : 1, &rel), want, deal);
	CHECK_INTC(rel, want_rel, deal);
	CHECK_INTC(bf_pos(&p) <= (int)st.tricks_left - want, 1, deal);
}

static void test_quick_hand(void)
{
	dd_ctx *c = dd_new(1);
	dd_position p;
	dd_state st;
	uint64_t rel;
	const uint64_t SA = BIT(DD_CARD(0, 14)), SK = BIT(DD_CARD(0, 13)),
		       SQ = BIT(DD_CARD(0, 12)), HA = BIT(DD_CARD(1, 14)),
		       HK = BIT(DD_CARD(1, 13)), HQ = BIT(DD_CARD(1, 12));

	/* North S AKQ, East S JT9, West S 876, South hearts; notrump, North
	 * leads: 3 tricks on top, relying on the A, K and Q. */
	p = make_pos("N:AKQ... JT9... .432.. 876...", DD_NOTRUMP, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 3, &rel), 3);
	CHECK_INT(rel, SA | SK | SQ);
	/* Past what North's cards could give, nothing is counted. */
	CHECK_INT(quick(c, &p, 4, &rel), 0);
	CHECK_INT(bf_pos(&p), 3);
	/* need = 1 may stop early, but not below what it needs. */
	int q = quick(c, &p, 1, &rel);
	CHECK(q >= 1 && q <= 3);
	CHECK((rel & (SA | SK | SQ)) != 0 && (rel & ~(SA | SK | SQ)) == 0);

	/* North D 543, nobody else has a diamond (East spades, South
	 * hearts, West clubs): 3 tricks from the length alone, no card
	 * relied on. */
	p = make_pos("N:..543. AKQ... .AKQ.. ...AKQ", DD_NOTRUMP, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 3, &rel), 3);
	CHECK_INT(rel, 0);
	/* In spades East ruffs the first diamond: no sure trick. */
	p.strain = DD_SPADES;
	CHECK_INT(quick(c, &p, 3, &rel), 0);
	CHECK_INT(bf_pos(&p), 0);

	/* Spades trumps.  North H AKQ, East S 32 H 5, West H 876, South D
	 * 543; North leads.  East follows to the first heart and ruffs the
	 * second: one sure trick, the HA.  (Double dummy it is 1 too.) */
	p = make_pos("N:.AKQ.. 32.5.. ..543. .876..", DD_SPADES, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 1, &rel), 1);
	CHECK_INT(rel, HA);
	CHECK_INT(bf_pos(&p), 1);

	/* Trumps first: spades, North S AKQ, East S 32 D 2, West S 4 D 43,
	 * South hearts.  The AKQ draw the trumps: 3 tricks. */
	p = make_pos("N:AKQ... 32..2. .432.. 4..43.", DD_SPADES, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 3, &rel), 3);
	CHECK(rel & SA);
	CHECK_INT(rel & ~(SA | SK | SQ), 0);

	/* Partner's entry.  North H 2 C 32 (the clubs are West's CA CK's
	 * losers), South H A S AK, East S QJ H K, West H Q C AK; notrump,
	 * North leads.  North has no sure trick of his own, but the H2 to
	 * the HA reaches South, who cashes S AK: 3. */
	check_quick(c, "N:.2..32 QJ.K.. AK.A.. .Q..AK", DD_NOTRUMP, 3, HA | SA | SK);

	/* Both hands' tricks.  North S AKQ H 2, South H A C 543, East S JT9
	 * H K, West H Q C AKQ; notrump, North leads: North cashes his
	 * spades (South discards his clubs), then the H2 reaches the HA: 4,
	 * more than either hand's own. */
	check_quick(c, "N:AKQ.2.. JT9.K.. .A..543 .Q..AKQ", DD_NOTRUMP, 4, SA | SK | SQ | HA);
	/* South discards what his own tricks do not need: with H A D KQJ
	 * (East S JT9 D A, West H KQ3 C A) the diamonds, still 4. */
	check_quick(c, "N:AKQ.2.. JT9..A. .A.KQJ. .KQ3..A", DD_NOTRUMP, 4, SA | SK | SQ | HA);
	/* Spades trumps, North S AK H 2, South H A D 3 C 2, East S Q H K C
	 * A, West S J H Q D A: North draws the trumps (South discards his
	 * minors), then crosses to the HA: 3. */
	check_quick(c, "N:AK.2.. Q.K..A .A.3.2 J.Q.A.", DD_SPADES, 3, SA | SK | HA);
	/* No entry but a ruff: hearts trumps, none with East-West; North S
	 * AK D 32, South S 43 H 2 C A, East S QJ D A C K, West S T D KQ C
	 * Q.  North cashes his spades, South ruffs the D2, cashes the CA:
	 * 4. */
	check_quick(c, "N:AK..32. QJ..A.K 43.2..A T..KQ.Q", DD_HEARTS, 4,
		    SA | SK | BIT(DD_CARD(3, 14)));
	/* With an opponent's trump left (hearts: East H K, West H Q) the
	 * crossing is not counted. */
	p = make_pos("N:AKQ.2.. JT9.K.. .A..543 .Q..AKQ", DD_HEARTS, DD_NORTH, "");
	CHECK(quick(c, &p, 4, &rel) < 4);

	/* The side on lead's trump tricks.  Hearts trumps, North leads and
	 * has no card on top (North H 3 C 5432, East H A4 D 432, South S 432
	 * H K5, West S AKQ C AK): South's HK behind East's HA is a trick. */
	p = make_pos("N:.3..5432 .A4.432. 432.K5.. AKQ...AK", DD_HEARTS, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 1, &rel), 1);
	CHECK_INT(rel, HA | HK);
	CHECK(bf_pos(&p) >= 1);
	/* South's HKQ against West's HA (North H 3 C 5432, East H 4 D
	 * 5432, South S 432 H KQ, West S AKQ H A C A): a trick. */
	p = make_pos("N:.3..5432 .4.5432. 432.KQ.. AKQ.A..A", DD_HEARTS, DD_NORTH, "");
	CHECK_INT(quick(c, &p, 1, &rel), 1);
	CHECK_INT(rel, HA | HK | HQ);
	CHECK(bf_pos(&p) >= 1);

	/* later_tricks.  Hearts trumps, North leads: North S AK H 2, South
	 * S QJ H 3, East S 32 H A, West S T9 H 4: East's HA is a sure trick
	 * for East-West. */
	check_later_hearts(c, "N:AK.2.. 32.A.. QJ.3.. T9.4..", 1, HA);
	/* East holds the HA and HK: two. */
	check_later_hearts(c, "N:AK.2.. 3.AK.. QJ.3.. T9.4..", 2, HA | HK);
	/* East holds the HA, HK and HQ, every trump above North-South's:
	 * three (North S AKQ H 2, East S 3 H AKQ, South S JT9 H 3, West
	 * S 876 H 4). */
	check_later_hearts(c, "N:AKQ.2.. 3.AKQ.. JT9.3.. 876.4..", 3, HA | HK | HQ);
	/* The HA with East, the HK with West, a third trump between them
	 * (East H A5, West H K6): two.  With no third trump (East H A,
	 * West H K) North can lead a trump and they fall together: one, and
	 * North-South take three. */
	check_later_hearts(c, "N:AKQ.2.. 32.A5.. JT9.3.. 87.K6..", 2, HA | HK);
	check_later_hearts(c, "N:AKQ.2.. 432.A.. JT9.3.. 876.K..", 1, HA);
	p = make_pos("N:AKQ.2.. 432.A.. JT9.3.. 876.K..", DD_HEARTS, DD_NORTH, "");
	CHECK_INT(bf_pos(&p), 3);
	/* North-South hold the top trump.  Kx behind the ace: North H A,
	 * East (next after North) H K5: the HK takes a trick (North S AKQ,
	 * East S 32, South S JT9 H 3, West S 876 H 4).  With the HK
	 * singleton North's HA fells it: no trick, North-South take all. */
	check_later_hearts(c, "N:AKQ.A.. 32.K5.. JT9.3.. 876.4..", 1, HA | HK);
	check_later_hearts(c, "N:AKQ.A.. 432.K.. JT9.3.. 876.4..", 0, 0);
	p = make_pos("N:AKQ.A.. 432.K.. JT9.3.. 876.4..", DD_HEARTS, DD_NORTH, "");
	CHECK_INT(bf_pos(&p), 4);
	/* KQ against the ace, wherever the ace sits: West H KQ, North H A. */
	check_later_hearts(c, "N:AKQ.A.. 432.5.. JT9.3.. 87.KQ..", 1, HA | HK | HQ);
	/* Qxx behind AK: North H AK, East H Q54.  With Qx, North's AK fell
	 * it: North-South take all five. */
	check_later_hearts(c, "N:AKQ.AK.. 32.Q54.. JT9..32. 876...32", 1, HA | HK | HQ);
	check_later_hearts(c, "N:AKQ.AK.. 432.Q5.. JT9..32. 876...32", 0, 0);
	p = make_pos("N:AKQ.AK.. 432.Q5.. JT9..32. 876...32", DD_HEARTS, DD_NORTH, "");
	CHECK_INT(bf_pos(&p), 5);
	/* North-South hold the only trump (South's HA) but North has none:
	 * he leads a spade or a diamond, East's ace wins it, South must
	 * follow (North S 42 D 2, East S A D A C A, South S 3 H A D 3, West
	 * C KQJ): one.  With South void in diamonds he could ruff: none. */
	check_later_hearts(c, "N:42..2. A..A.A 3.A.3. ...KQJ", 1, SA | BIT(DD_CARD(2, 14)));
	check_later_hearts(c, "N:42..2. A..A.A 3.A..3 ...KQJ", 0, 0);
	/* No trump left: as in notrump, East's two aces (North S 2 D 2,
	 * East S A D A, South C 32, West C 54). */
	check_later_hearts(c, "N:2..2. A..A. ...32 ...54", 2, SA | BIT(DD_CARD(2, 14)));
	/* North-South have no trump: each of East's two trumps will take a
	 * trick (East H 32 D 2, West H 4 D 3 C 4; North S AK C 2, South S QJ
	 * C 3): 2, from lengths alone. */
	p = make_pos("N:AK...2 .32.2. QJ...3 .4.3.4", DD_HEARTS, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 2);
	CHECK_INT(rel, 0);
	CHECK(bf_pos(&p) <= 1);
	/* Trump length (trump_length()): East's four trumps against North-
	 * South's two take two tricks whatever the ranks, each trick that
	 * North-South win holding one of East's trumps using one of theirs
	 * (North S AKQ H A, East H 9876, South H K D AKQ, West C 5432). */
	check_later_hearts(c, "N:AKQ.A.. .9876.. .K.AKQ. ...5432", 2, 0);
	/* With the ranks: East's H QJ3 against North's K and South's 2: only
	 * the K is above one of East's trumps, so two of them win (North S AK
	 * H K, South H 2 D AK, West C 432). */
	check_later_hearts(c, "N:AK.K.. .QJ3.. .2.AK. ...432", 2,
			   HK | HQ | BIT(DD_CARD(1, 11)) | BIT(DD_CARD(1, 3)) | BIT(DD_CARD(1, 2)));
	/* Notrump: East holds the top spade and the top heart, and North
	 * (S 2 H 2) must lead one of them: East wins it and cashes the
	 * other ace, 2 for East-West. */
	p = make_pos("N:2.2.. A.A.. ..32. ...32", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 2);
	CHECK_INT(rel, SA | HA);
	CHECK_INT(bf_pos(&p), 0);
	/* The length cap (length_cap()), notrump, North on lead needing
	 * both tricks (North S A H 2, East H A D 2, South H 3 D 4, West D 5
	 * C 2): North-South top spades alone, a single card long, so East-West
	 * are sure of one, relying on the HA and the D5. */
	p = make_pos("N:A.2.. .A.2. .3.4. ..5.2", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 1, &rel), 1);
	CHECK_INT(rel, HA | BIT(DD_CARD(2, 5)));
	CHECK_INT(bf_pos(&p), 1);
	/* The other way: North (H 5432) has no top card and no entry, but
	 * East-West (East S 432 H A, West S 765 H K) top hearts alone, a
	 * card long, and cannot take all four: North-South sure of one
	 * (South's SA). */
	p = make_pos("N:.5432.. 432.A.. AKQJ... 765.K..", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(quick_tricks(c, 1, &rel), 1);
	CHECK_INT(rel, SA);
	CHECK(bf_pos(&p) >= 1);
	/* A stopper below the top card: North (S A43) and South (H 432)
	 * need all three tricks; West tops hearts (H A65) and East's S KQJ
	 * hold North-South to one spade trick (they hold one card above the
	 * SQ, East's second highest): the cap is 1, relying on the HA and
	 * the SQ.  (The top cards alone give a cap of 3.) */
	p = make_pos("N:A43... KQJ... .432.. .A65..", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 1, &rel), 1);
	CHECK_INT(rel, HA | SQ);
	CHECK(bf_pos(&p) <= 2);
	/* East also holds the DK under his DA: after winning the lead he
	 * cashes it too, 4 (North S 2 H 2 D 32, East S A H A D AK, South
	 * S 3 H 3 C 54, West D QJ C 76).  When North holds C 32 instead of
	 * D 32, a club lead goes to West, sure of his C76 only: 2. */
	p = make_pos("N:2.2.32. A.A.AK. 3.3..54 ..QJ.76", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 4);
	CHECK_INT(rel, SA | HA | BIT(DD_CARD(2, 14)) | BIT(DD_CARD(2, 13)));
	CHECK_INT(bf_pos(&p), 0);
	p = make_pos("N:2.2..32 A.A.AK. 3.3..54 ..QJ.76", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 2);
	CHECK(bf_pos(&p) <= 2);
	/* The two aces split between East and West: only the trick led
	 * is sure (North S 2 H 2, East S A D 2, West H A C 2). */
	p = make_pos("N:2.2.. A..2. ...43 .A..2", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 1);
	CHECK_INT(rel, SA | HA);
	CHECK(bf_pos(&p) <= 1);
	/* ... but when South holds the top heart, North can lead to it. */
	p = make_pos("N:2.2.. A.3.. .A.2. ...32", DD_NOTRUMP, DD_NORTH, "");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(later_tricks(c, 13, &rel), 0);
	CHECK_INT(rel, 0);

	/* quick_trick_after_lead.  Notrump, East leads the S2; South (second
	 * hand) holds the SA, the top spade: sure to win the trick. */
	p = make_pos("N:.43.. 2...2 A..2. K3...", DD_NOTRUMP, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK(quick_trick_after_lead(c, &rel));
	CHECK_INT(rel, SA);
	/* West (third, the leader's partner) holds the SA: not sure. */
	p = make_pos("N:.43.. 2...2 K..2. A3...", DD_NOTRUMP, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK(!quick_trick_after_lead(c, &rel));
	/* Hearts trumps: South, void in spades, ruffs; West follows and
	 * cannot overruff.  Sure, and no rank matters. */
	p = make_pos("N:..43. 2...2 .5.2. K3...", DD_HEARTS, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK(quick_trick_after_lead(c, &rel));
	CHECK_INT(rel, 0);
	/* Hearts trumps, South holds the SA but West is void with a trump:
	 * West ruffs the ace.  Not sure. */
	p = make_pos("N:..54. 2...2 A..2. .3.3.", DD_HEARTS, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK(!quick_trick_after_lead(c, &rel));
	/* East leads the S2 holding the SA: South's SK is the top spade of
	 * the three hands still to play, sure to win (the ace's owner is
	 * fixed with the king's rank). */
	p = make_pos("N:.43.. A2... K..2. 3...3", DD_NOTRUMP, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK(quick_trick_after_lead(c, &rel));
	CHECK_INT(rel, SK);
	CHECK(bf_pos(&p) >= 1);

	/* after_lead_tricks.  Hearts trumps, East leads the D2: South wins
	 * it with the DA, then cashes the HA and HK: all three. */
	const uint64_t DA = BIT(DD_CARD(2, 14));
	p = make_pos("N:..654. .Q.J2. .AK.A. .J.Q3.", DD_HEARTS, DD_EAST, "D2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 3, &rel), 3);
	CHECK_INT(rel, DA | HA | HK);
	CHECK_INT(bf_pos(&p), 3);
	/* South holds the HA and HK alone, void in diamonds: he ruffs with
	 * one of them, two tricks, not three. */
	p = make_pos("N:..3.4 ..2.2 .AK.. ..4.3", DD_HEARTS, DD_EAST, "D2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 2, &rel), 2);
	CHECK_INT(rel, HA | HK);
	/* North holds the DA, South the HA and HK alone: South must ruff
	 * his partner's ace, so the run is not counted. */
	p = make_pos("N:..A.4 ..2.2 .AK.. ..3.3", DD_HEARTS, DD_EAST, "D2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 2, &rel), 0);
	CHECK_INT(bf_pos(&p), 2);
	/* South wins the D2 with the DA; North's two trumps against West's
	 * HA alone give a trick more by length, whatever their ranks (North
	 * has a club to play to this trick). */
	p = make_pos("N:.43..2 ..2.65 ..A.43 .A.3.7", DD_HEARTS, DD_EAST, "D2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 2, &rel), 2);
	CHECK_INT(rel, DA);
	CHECK(bf_pos(&p) >= 2);
	/* Notrump: South wins the S2 with the SA, then cashes the HA and
	 * HK; or, holding the only clubs, his two clubs (no rank relied on). */
	p = make_pos("N:..432. 32.Q.. A.AK.. 4.J2..", DD_NOTRUMP, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 3, &rel), 3);
	CHECK_INT(rel, SA | HA | HK);
	CHECK_INT(bf_pos(&p), 3);
	p = make_pos("N:..432. 32.Q.. A...32 4.J2..", DD_NOTRUMP, DD_EAST, "S2");
	load(c, &p, &st);
	rel = 0;
	CHECK_INT(after_lead_tricks(c, 3, &rel), 3);
	CHECK_INT(rel, SA);
	CHECK_INT(bf_pos(&p), 3);
	dd_free(c);
}

/* The quick-trick functions on random positions: every count must hold
 * for the position and for positions that agree with it on the lengths
 * and on the owners of the cards it relied on (and all higher ones). */
static void test_quick_random(int iterations)
{
	dd_ctx *c = dd_new(1);
	long counted = 0, after_lead = 0, after_run = 0;
	/* brute force costs about 1 ms at 5 cards a hand: few of those */
	static const int sizes[] = { 1, 2, 3, 3, 4, 4, 4, 5 };
	for (int it = 0; it < iterations; it++) {
		int n = sizes[rnd(8)];
		uint64_t hand[4], var[4];
		dd_position p;
		dd_state st;
		memset(&p, 0, sizeof p);
		random_hands(hand, n);
		bf_deal_from_bits(&p.deal, hand);
		p.strain = rnd(5);
		p.leader = rnd(4);
		if (!load(c, &p, &st))
			continue;
		const int L = st.to_play;
		uint64_t all = hand[0] | hand[1] | hand[2] | hand[3];
		const int ns0 = bf_ns(hand, p.strain, L, 0, NULL);
		const int needs[] = { 1, 2 + rnd(n > 1 ? n - 1 : 1), 13 };
		for (int k = 0; k < 3; k++) {
			uint64_t rel = 0;
			int q = quick_tricks(c, needs[k], &rel);
			const char *ctx = hands_text(hand, p.strain, L);
			CHECKC(q >= 0 && q <= n, ctx);
			CHECKC((rel & ~all) == 0, ctx);
			if (q == 0)
				continue;
			counted++;
			for (int v = 0; v < 3; v++) {
				if (v)
					variant(hand, rel, var);
				else
					memcpy(var, hand, sizeof var);
				int ns = v ? bf_ns(var, p.strain, L, 0, NULL) : ns0;
				int side = is_ns(L) ? ns : n - ns;
				if (!CHECKC(side >= q, hands_text(var, p.strain, L))) {
					printf("    quick_tricks(need %d) = %d, side takes %d\n",
					       needs[k], q, side);
					break;
				}
			}
		}
		/* sure_tricks(), search()'s call, skips work that cannot
		 * decide: it must answer as quick_tricks() then
		 * later_tricks() for the other side would. */
		for (int k = 0; k < 3; k++) {
			const int need = needs[k], other = n + 1 - need;
			if (need > n)
				continue;
			uint64_t qr = 0, lr = 0, sr = 0;
			int sq, want = 0, wq = 0;
			const int kind = sure_tricks(c, need, &sr, &sq);
			const int qq = quick_tricks(c, need, &qr);
			const int lq = qq >= need ? 0 : later_tricks(c, other, &lr);
			if (qq >= need) {
				want = 1;
				wq = qq;
			} else if (lq >= other) {
				want = 2;
				wq = lq;
			}
			if (!CHECKC(kind == want && (!kind || (sq == wq && sr == (kind == 1 ? qr : lr))),
				    hands_text(hand, p.strain, L)))
				printf("    sure_tricks(need %d) = %d (%d), quick %d, later %d\n", need,
				       kind, sq, qq, lq);
		}
		uint64_t rel = 0;
		int q = later_tricks(c, needs[it % 3], &rel);
		CHECKC(q >= 0 && q <= n && (rel & ~all) == 0, hands_text(hand, p.strain, L));
		if (q > 0) {
			for (int v = 0; v < 3; v++) {
				if (v)
					variant(hand, rel, var);
				else
					memcpy(var, hand, sizeof var);
				int ns = v ? bf_ns(var, p.strain, L, 0, NULL) : ns0;
				int other = is_ns(L) ? n - ns : ns;
				if (!CHECKC(other >= q, hands_text(var, p.strain, L))) {
					printf("    later_tricks(need %d) = %d, the other side takes %d\n",
					       needs[it % 3], q, other);
					break;
				}
			}
		}

		/* After a lead: play a random card and ask the second hand. */
		play_random(&p);
		if (!load(c, &p, &st))
			continue;
		bf_state_hands(&st, hand);
		int side = st.to_play & 1;
		/* Its sure tricks from here on, for a random need: brute
		 * force must give the side to play as many. */
		const int left = st.tricks_left, aneed = 1 + rnd(left);
		rel = 0;
		q = after_lead_tricks(c, aneed, &rel);
		CHECKC(q == 0 || (q >= aneed && q <= left && (rel & ~all) == 0), bf_pos_text(&p));
		if (q > 1) {
			after_run++;
			for (int v = 0; v < 4; v++) {
				if (v)
					variant(hand, rel, var);
				else
					memcpy(var, hand, sizeof var);
				int tc[4] = { st.trick[0], 0, 0, 0 };
				int ns = bf_ns(var, p.strain, st.trick_leader, 1, tc);
				int got = side ? left - ns : ns;
				if (!CHECKC(got >= q, bf_pos_text(&p))) {
					printf("    after_lead_tricks(need %d) = %d, the side to play takes %d\n",
					       aneed, q, got);
					break;
				}
			}
		}
		rel = 0;
		if (!quick_trick_after_lead(c, &rel))
			continue;
		after_lead++;
		for (int v = 0; v < 4; v++) {
			if (v)
				variant(hand, rel, var);
			else
				memcpy(var, hand, sizeof var);
			int tc[4] = { st.trick[0], 0, 0, 0 };
			if (!CHECKC(bf_trick_won_by(var, p.strain, st.trick_leader, 1, tc, side),
				    bf_pos_text(&p)))
				break;
		}
	}
	/* The tests above must have had something to test. */
	CHECK(counted > iterations / 4);
	CHECK(after_lead > iterations / 20);
	CHECK(after_run > iterations / 200);
	dd_free(c);
}


/* ------------------------------------------------------------------ */

static void t_quick_random(void)
{
	const char *n = getenv("QUICK_ITERS");
	test_quick_random(n && atoi(n) > 0 ? atoi(n) : 3000 / quick_div());
}

int main(void)
{
	unit_start("unit_engine_quick");
	run("quick_hand", test_quick_hand);
	run("quick_random", t_quick_random);
	return unit_end();
}
