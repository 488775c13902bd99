/*
 * unit_auction.c - the auction as constraints (src/sim/auction.c and its
 * table, src/sim/auction_table.c): a check per row of docs/auction.md's
 * table (a call in its context gives the spec written there), the calls
 * the table does not know or that contradict their hand's earlier calls,
 * the calls read (forms, mistakes), the contract and dealer, a board's
 * auction, and the user's specs with the auction's.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "model/record.h"
#include "sim/auction.h"

static auction a;       /* large: not on the stack */

/* The calls parsed with North dealing; 0, or -1 (printed). */
static int parse(const char *calls)
{
	char err[AUCTION_ERR_SIZE];

	if (auction_parse(calls, DD_NORTH, &a, err, sizeof err) < 0) {
		printf("'%s' refused: %s\n", calls, err);
		return -1;
	}
	return 0;
}

/* The spec the last call of calls gives ("" none, "?" refused). */
static const char *last_spec(const char *calls)
{
	if (parse(calls) < 0)
		return "?";
	return a.calls[a.ncalls - 1].spec;
}

static const char *last_meaning(const char *calls)
{
	if (parse(calls) < 0)
		return "?";
	return a.calls[a.ncalls - 1].meaning;
}

/* Whether the last call was used. */
static int last_used(const char *calls)
{
	if (parse(calls) < 0)
		return -1;
	return a.calls[a.ncalls - 1].used;
}

/* The message for calls refused ("" when accepted). */
static const char *refusal(const char *calls)
{
	static char err[AUCTION_ERR_SIZE];

	if (auction_parse(calls, DD_NORTH, &a, err, sizeof err) == 0)
		return "";
	return err;
}

/* Whether the hand of seat, "AKQ.JT9.876.5432" (spades first), fits
 * the specs calls give it. */
static int fits(const char *calls, int seat, const char *hand)
{
	uint16_t h[4] = { 0, 0, 0, 0 };
	int suit = 0;

	if (parse(calls) < 0)
		return -1;
	for (; *hand; hand++) {
		const char *r = strchr("23456789TJQKA", *hand);

		if (*hand == '.')
			suit++;
		else if (r)
			h[suit] |= (uint16_t)(1u << (r - "23456789TJQKA" + 2));
	}
	return handspec_match(&a.spec[seat], h);
}

#define ROW(calls, meaning, spec) do { \
	CHECK_STR(last_meaning(calls), meaning); \
	CHECK_STR(last_spec(calls), spec); \
	CHECK_INT(last_used(calls), (spec)[0] != '\0'); \
} while (0)

static void test_openings(void)
{
	ROW("P", "pass, no opening", "hcp 11-");
	ROW("P P P P", "pass, no opening", "hcp 11-");
	/* one of a suit: the longest suit (longer first, the higher of
	 * two five-card suits; of the minors 1D with four of each, 1C with
	 * three) */
	ROW("1C", "opening one of a minor", "hcp 11-21, clubs 3+, spades 4-, "
	    "hearts 4-, hcp 11-14 or hcp 18-19 or unbalanced, diamonds 3- or "
	    "clubs 5+ and diamonds 4- or clubs 6+ and diamonds 5- or "
	    "clubs 7+");
	ROW("P 1D", "opening one of a minor", "hcp 11-21, diamonds 3+, "
	    "spades 4-, hearts 4-, hcp 11-14 or hcp 18-19 or unbalanced, "
	    "clubs 2- or diamonds 4+ and clubs 4- or diamonds 5+ and "
	    "clubs 5- or diamonds 6+ and clubs 6-");
	ROW("1H", "opening one of a major", "hcp 11-21, hearts 5+, spades 4- "
	    "or hearts 6+ and spades 5- or hearts 7+");
	/* third seat, partner having passed: a point lighter */
	ROW("P P 1S", "opening one of a major in third seat", "hcp 10-21, "
	    "spades 5+, hearts 5- or spades 6+");
	ROW("P P 1C", "opening one of a minor in third seat", "hcp 10-21, "
	    "clubs 3+, spades 4-, hearts 4-, hcp 10-14 or hcp 18-19 or "
	    "unbalanced, diamonds 3- or clubs 5+ and diamonds 4- or clubs 6+ "
	    "and diamonds 5- or clubs 7+");
	ROW("P P P 1H", "opening one of a major", "hcp 11-21, hearts 5+, "
	    "spades 4- or hearts 6+ and spades 5- or hearts 7+");
	/* the longer suit first, on hands (North opens) */
	CHECK_INT(fits("1H", DD_NORTH, "AK432.KQ765.2.32"), 0);   /* 5-5: 1S */
	CHECK_INT(fits("1S", DD_NORTH, "AK432.KQ765.2.32"), 1);
	CHECK_INT(fits("1H", DD_NORTH, "AK432.KQ7654.2.3"), 1);   /* 6-5 */
	CHECK_INT(fits("1S", DD_NORTH, "AK432.KQ7654.2.3"), 0);
	CHECK_INT(fits("1S", DD_NORTH, "AK5432.KQ7654.2."), 1);   /* 6-6 */
	CHECK_INT(fits("1D", DD_NORTH, "K32.A2.KJ32.QJ32"), 1);   /* 4-4: 1D */
	CHECK_INT(fits("1C", DD_NORTH, "K32.A2.KJ32.QJ32"), 0);
	CHECK_INT(fits("1C", DD_NORTH, "K432.A2.KJ3.QJ32"), 1);   /* 3-4 */
	CHECK_INT(fits("1D", DD_NORTH, "K432.A2.KJ3.QJ32"), 0);
	CHECK_INT(fits("1C", DD_NORTH, "K32.A32.KJ3.QJ32"), 1);   /* 3-4 */
	CHECK_INT(fits("1C", DD_NORTH, "K32.AQ3.KJ3.J432"), 1);   /* 3-3... */
	CHECK_INT(fits("1D", DD_NORTH, "K32.AQ3.KJ3.J432"), 0);
	CHECK_INT(fits("1C", DD_NORTH, "KQ32.AQ32.J32.J2"), 0);   /* 4432: */
	CHECK_INT(fits("1D", DD_NORTH, "KQ32.AQ32.J32.J2"), 1);   /* 1D */
	CHECK_INT(fits("1D", DD_NORTH, "2.A2.KJ432.AQJ32"), 1);   /* 5-5 */
	CHECK_INT(fits("1C", DD_NORTH, "2.A2.KJ432.AQJ32"), 0);
	CHECK_INT(fits("1C", DD_NORTH, "2.A2.KJ43.AQJ432"), 1);   /* 4-6 */
	CHECK_INT(fits("1D", DD_NORTH, "2.A2.KJ43.AQJ432"), 0);
	/* a longer minor beside the major is let be (docs/auction.md) */
	CHECK_INT(fits("1H", DD_NORTH, "2.AKJ43.2.KQJ432"), 1);
	ROW("1N", "1NT opening", "hcp 15-17, balanced");
	ROW("2C", "strong 2C opening", "hcp 22+");
	ROW("2D", "weak two", "diamonds 6, hcp 5-11");
	ROW("P 2S", "weak two", "spades 6, hcp 5-11");
	ROW("2N", "2NT opening", "hcp 20-21, balanced");
	ROW("3C", "preempt", "clubs 7+, hcp 10-");
	ROW("3H", "preempt", "hearts 7+, hcp 10-");
	ROW("P 3H", "preempt", "hearts 7+, hcp 10-");
	ROW("4S", "preempt", "spades 7+, hcp 12-");
	ROW("5D", "preempt", "diamonds 7+, hcp 12-");
	/* third seat, partner having passed: looser */
	ROW("P P 2H", "weak two in third seat", "hearts 5-7, hcp 4-11");
	ROW("P P 3C", "preempt in third seat", "clubs 6+, hcp 10-");
	ROW("P P 4S", "preempt in third seat", "spades 6+, hcp 12-");
	/* fourth seat: nobody preempts there, a sound hand */
	ROW("P P P 2S", "two-level opening in fourth seat (sound)",
	    "spades 6, hcp 11-15");
	ROW("P P P 2D", "two-level opening in fourth seat (sound)",
	    "diamonds 6, hcp 11-15");
	ROW("P P P 3C", "high opening in fourth seat (sound)",
	    "clubs 7+, hcp 11-15");
	ROW("P P P 4H", "high opening in fourth seat (sound)",
	    "hearts 7+, hcp 11-19");
	ROW("P P P 5C", "high opening in fourth seat (sound)",
	    "clubs 7+, hcp 11-19");
	ROW("P P P 2C", "strong 2C opening", "hcp 22+");
	ROW("P P P 1N", "1NT opening", "hcp 15-17, balanced");
	/* not in the table */
	ROW("3N", "", "");
	ROW("5H", "", "");
	ROW("6C", "", "");
}

static void test_responses(void)
{
	ROW("1H P P", "pass of partner's one of a suit", "hcp 5-");
	ROW("1H P 2H", "single raise", "hearts 3+, hcp 6-10");
	ROW("1D P 2D", "single raise",
	    "diamonds 4+, hcp 6-10, spades 3-, hearts 3-");
	ROW("1C P 2C", "single raise",
	    "clubs 5+, hcp 6-10, spades 3-, hearts 3-");
	ROW("1S P 3S", "limit raise", "spades 3+, hcp 10-12");
	ROW("1D P 3D", "limit raise",
	    "diamonds 4+, hcp 10-12, spades 3-, hearts 3-");
	ROW("1S P 4S", "preemptive raise to game", "spades 5+, hcp 9-");
	ROW("1D P 1N", "1NT response", "hcp 6-10, spades 3-, hearts 3-");
	ROW("1H P 1N", "1NT response", "hcp 6-10, spades 3-");
	ROW("1S P 1N", "1NT response", "hcp 6-10");
	ROW("1C P 2N", "2NT response",
	    "hcp 13-15, balanced, spades 3-, hearts 3-");
	ROW("1H P 2N", "Jacoby 2NT", "hearts 4+, hcp 13+");
	ROW("1D P 1H", "new suit at the one level", "hearts 4+, hcp 6+");
	ROW("1C P 1S", "new suit at the one level", "spades 4+, hcp 6+");
	ROW("1S P 2H", "new suit at the two level", "hearts 5+, hcp 10+");
	ROW("1S P 2C", "new suit at the two level", "clubs 4+, hcp 10+");
	ROW("1N P P", "pass of partner's 1NT", "hcp 7-");
	ROW("2N P P", "pass of partner's 2NT", "hcp 3-");
	ROW("1N P 2C", "Stayman", "");
	ROW("1N P 2D", "transfer to hearts", "hearts 5+");
	ROW("1N P 2H", "transfer to spades", "spades 5+");
	ROW("2N P 3D", "transfer to hearts", "hearts 5+");
	ROW("2N P 3C", "Stayman", "");
	ROW("1N P 2N", "2NT invitation", "hcp 8-9, spades 3-, hearts 3-");
	/* 3NT denies a four-card major (Stayman, a transfer, would
	 * look for the fit), as 2NT does */
	ROW("1N P 3N", "raise to 3NT", "hcp 10-15, spades 3-, hearts 3-");
	ROW("2N P 3N", "raise to 3NT", "hcp 4-10, spades 3-, hearts 3-");
	ROW("2C P P", "pass of a forcing 2C", "");
	/* not in the table: a jump shift, a raise of a weak two, a call
	 * after the opponents' */
	ROW("1H P 3C", "", "");
	ROW("2H P 3H", "", "");
	ROW("1H 1S P", "pass after the opponents' call", "");
	ROW("1H 1S 2H", "single raise", "hearts 3+, hcp 6-10");
	ROW("1D X 2D", "single raise",
	    "diamonds 4+, hcp 6-10, spades 3-, hearts 3-");
	ROW("1H X 3H", "", "");
	ROW("1H 1S 1N", "", "");
	/* the responder's second call */
	ROW("1H P 1S P 2H P 3H", "", "");
}

static void test_rebids(void)
{
	ROW("1C P 1H P 1N", "opener's 1NT rebid", "hcp 11-14, balanced");
	ROW("1C P 1S P 2N", "opener's jump to 2NT", "hcp 18-19, balanced");
	ROW("1C P 1H P 2H", "opener's single raise", "hearts 4+, hcp 11-15");
	ROW("1C P 1H P P", "pass of a forcing new suit", "");
	ROW("1D P 1S P 3S", "opener's jump raise", "spades 4+, hcp 16-18");
	ROW("1H P 1S P 2H", "opener's rebid of the suit", "hearts 6+, hcp 11-15");
	ROW("1C P 1D P 2C", "opener's rebid of the suit", "clubs 5+, hcp 11-15");
	ROW("1H P 1S P 3H", "opener's jump rebid of the suit",
	    "hearts 6+, hcp 16-18");
	ROW("1C P 1H P 1S", "opener's new suit at the one level", "spades 4+");
	ROW("1D P 1H P 1S", "opener's new suit at the one level", "spades 4+");
	/* after a 1NT response */
	ROW("1S P 1N P 2S", "opener's rebid of the suit over 1NT",
	    "spades 6+, hcp 11-15");
	ROW("1D P 1N P 2D", "opener's rebid of the suit over 1NT",
	    "diamonds 5+, hcp 11-15");
	ROW("1H P 1N P 3H", "opener's jump rebid of the suit over 1NT",
	    "hearts 6+, hcp 16-18");
	ROW("1S P 1N P 2C", "", "");
	ROW("1S P 1N P P", "", "");
	ROW("1S P 1N X 2S", "", "");
	/* a jump to game in the suit, a reverse, a jump shift: nothing */
	ROW("1H P 1S P 4H", "", "");
	ROW("1D P 1S P 2H", "", "");
	ROW("1C P 1H P 2S", "", "");
	/* after a single or limit raise of the major (1S P 2S P 4S: the
	 * game bid by a hand with the values for it, not any opening) */
	ROW("1S P 2S P 4S", "opener's game after a single raise", "hcp 16+");
	ROW("P 1H P 2H P 4H", "opener's game after a single raise",
	    "hcp 16+");
	ROW("1H P 2H P 3H", "opener's invitation after a single raise",
	    "hcp 16-18");
	ROW("1S P 2S P P", "opener's pass of a single raise", "hcp 16-");
	ROW("1H P 3H P 4H", "opener's game after a limit raise", "hcp 13+");
	ROW("1S P 3S P P", "opener's pass of a limit raise", "hcp 14-");
	/* not: a game try in a new suit, a raise of a minor, a preemptive
	 * raise, the opponents' call, the responder's call after it */
	ROW("1S P 2S P 3C", "", "");
	ROW("1D P 2D P 3D", "", "");
	ROW("1S P 4S P P", "", "");
	ROW("1S P 2S 3H 4S", "", "");
	ROW("1S P 2S P 3S P 4S", "", "");
	/* the 1NT opener over the 2NT invitation */
	ROW("1N P 2N P 3N", "opener's 3NT over the 2NT invitation", "hcp 16+");
	ROW("1N P 2N P P", "opener's pass of the 2NT invitation", "hcp 16-");
	ROW("1N P 2N P 3S", "", "");
	ROW("1N X 2N P 3N", "", "");
	/* 2NT over 1NT doubled or overcalled is no "single raise" (it read
	 * the suit words past their end: "hand 4+, hcp 6-10") */
	ROW("1N X 2N", "", "");
	ROW("1N 2C 2N", "", "");
	ROW("2N P 3N P P", "", "");
	/* after a two-level response, or the opponents' call */
	ROW("1S P 2C P 2N", "", "");
	ROW("1C P 1H 1S 1N", "", "");
	/* the reply to Stayman, over 1NT and over 2NT */
	ROW("1N P 2C P 2D", "reply to Stayman, no four-card major",
	    "hearts 3-, spades 3-");
	ROW("1N P 2C P 2H", "reply to Stayman, four hearts", "hearts 4+");
	ROW("1N P 2C P 2S", "reply to Stayman, four spades",
	    "spades 4+, hearts 3-");
	ROW("2N P 3C P 3S", "reply to Stayman, four spades",
	    "spades 4+, hearts 3-");
	ROW("2N P 3C P 3D", "reply to Stayman, no four-card major",
	    "hearts 3-, spades 3-");
	/* not a reply: the opponents' call, a transfer, a jump */
	ROW("1N P 2C X 2H", "", "");
	ROW("1N 2C X P 2H", "", "");
	ROW("1N P 2D P 2H", "", "");
	ROW("1N P 2C P 3H", "", "");
	/* the responder's next call over 1NT */
	ROW("1N P 2C P 2S P 4S", "raise to game after Stayman",
	    "spades 4+, hcp 10-15");
	ROW("1N P 2C P 2H P 3H", "invitational raise after Stayman",
	    "hearts 4+, hcp 8-9");
	ROW("1N P 2C P 2H P 3N", "3NT after Stayman",
	    "hcp 10-15, spades 4+, hearts 3-");
	ROW("1N P 2C P 2S P 2N", "2NT invitation after Stayman",
	    "hcp 8-9, hearts 4+, spades 3-");
	ROW("1N P 2C P 2D P 3N", "3NT after Stayman",
	    "hcp 10-15, spades 4+ or hearts 4+");
	/* after a transfer over 1NT and its completion */
	ROW("1N P 2D P 2H P P", "pass of the completed transfer", "hcp 7-");
	ROW("1N P 2D P 2H P 4H", "game after a transfer",
	    "hearts 6+, hcp 10-15");
	ROW("1N P 2H P 2S P 3S", "invitational raise after a transfer",
	    "spades 6+, hcp 8-9");
	ROW("1N P 2H P 2S P 3N", "3NT after a transfer", "spades 5, hcp 10-15");
	ROW("1N P 2D P 2H P 2N", "2NT after a transfer", "hearts 5, hcp 8-9");
	/* a super-accept, interference, over 2NT: nothing */
	ROW("1N P 2D P 3H P 4H", "", "");
	ROW("1N P 2D X 2H P 4H", "", "");
	ROW("2N P 3D P 3H P 4H", "", "");
	/* not over 2NT, not after interference, nor other calls */
	ROW("2N P 3C P 3S P 4S", "", "");
	ROW("1N P 2C P 2S X 4S", "", "");
	ROW("1N P 2C P 2S P 3C", "", "");
	ROW("1N P 2C P 2S P 4S P P", "", "");
}

static void test_competitive(void)
{
	/* the responder's negative double of a major overcall over a minor */
	ROW("1C 1S X", "negative double", "hearts 4+, hcp 6+");
	ROW("1D 1H X", "negative double", "spades 4+, hcp 6+");
	ROW("1H 1S X", "", "");
	ROW("1C 2S X", "", "");
	ROW("1C 1D X", "", "");
	ROW("1C P P 1S X", "", "");
	/* the advancer's raise of the overcall */
	ROW("1H 1S P 2S", "raise of partner's overcall", "spades 3+, hcp 6-10");
	ROW("1H 1S 2H 2S", "raise of partner's overcall", "spades 3+, hcp 6-10");
	ROW("1C 1H P 3H", "jump raise of partner's overcall (preemptive)",
	    "hearts 4+, hcp 9-");
	ROW("1S 2D P 3D", "raise of partner's overcall", "diamonds 3+, hcp 6-10");
	ROW("1H 2S P 3S", "", "");             /* a weak jump overcall */
	ROW("1H 1S P 2D", "", "");             /* a new suit */
	ROW("1N 2H P 3H", "", "");             /* over 1NT */
	ROW("1H X P 2S", "", "");              /* after a double */
}

static void test_defence(void)
{
	ROW("1H P", "pass over the opening", "");
	ROW("1C 1H", "overcall", "hearts 5+, hcp 8-16");
	ROW("1S 2D", "overcall", "diamonds 5+, hcp 10-16");
	ROW("1C P 1H 1S", "overcall", "spades 5+, hcp 8-16");
	ROW("1C 2S", "weak jump overcall", "spades 6+, hcp 5-10");
	ROW("1C 3S", "preemptive jump overcall", "spades 7+, hcp 10-");
	ROW("1D 1N", "1NT overcall", "hcp 15-18, balanced");
	ROW("1D P P 1N", "1NT in the balancing seat", "hcp 11-15, balanced");
	ROW("1H X", "takeout double", "hcp 11+, hearts 3- or hcp 17+");
	ROW("2S X", "takeout double", "hcp 11+, spades 3- or hcp 17+");
	ROW("1C P 1H X", "takeout double", "hcp 11+, hearts 3- or hcp 17+");
	ROW("1N X", "penalty double of 1NT", "hcp 15+");
	ROW("1H P 2H X", "takeout double", "hcp 11+, hearts 3- or hcp 17+");
	ROW("1N P 2H X", "", "");
	ROW("2C P 2D X", "", "");
	ROW("1H 2N", "unusual 2NT", "clubs 5+, diamonds 5+");
	ROW("1C 2N", "unusual 2NT", "diamonds 5+, hearts 5+");
	ROW("1D 2N", "unusual 2NT", "clubs 5+, hearts 5+");
	ROW("1S 2S", "Michaels cue bid", "hearts 5+, clubs 5+ or diamonds 5+");
	ROW("1H 2H", "Michaels cue bid", "spades 5+, clubs 5+ or diamonds 5+");
	ROW("1C 2C", "Michaels cue bid", "spades 5+, hearts 5+");
	/* a natural two of a major over 1NT, just after it or in the
	 * balancing seat (not by the opener's side nor after a response) */
	ROW("1N 2H", "natural overcall of 1NT", "hearts 5+");
	ROW("1N 2S", "natural overcall of 1NT", "spades 5+");
	ROW("1N P P 2S", "natural overcall of 1NT", "spades 5+");
	ROW("1N P 2C 2H", "", "");
	/* the balancing seat (the opening, pass, pass): about three
	 * points lighter, a jump intermediate */
	ROW("1H P P X", "takeout double in the balancing seat",
	    "hcp 8+, hearts 3- or hcp 14+");
	ROW("1S P P 2H", "overcall in the balancing seat",
	    "hearts 5+, hcp 8-14");
	ROW("1D P P 1S", "overcall in the balancing seat",
	    "spades 5+, hcp 6-14");
	ROW("1D P P 2S", "jump overcall in the balancing seat (intermediate)",
	    "spades 6+, hcp 11-15");
	ROW("1C P P 3S", "", "");
	/* over a preempt the reopening double is not lighter */
	ROW("2H P P X", "takeout double", "hcp 11+, hearts 3- or hcp 17+");
	/* not balancing: after a response, the opponents passing */
	ROW("1H P 1S X", "takeout double", "hcp 11+, spades 3- or hcp 17+");
	ROW("1C P 1H 2D", "overcall", "diamonds 5+, hcp 10-16");
	/* not in the table: a bid of the opponents' other suit, an
	 * overcall of 1NT but two of a major, the overcaller's second
	 * call (the advancer's raise is, test_competitive()) */
	ROW("1C P 1H 2H", "", "");
	ROW("1N 3H", "", "");
	ROW("1N 2C", "", "");
	ROW("1N 2D", "", "");
	ROW("1C 1H P 1S P 2H", "", "");
	ROW("1C 1H 1S 2H", "raise of partner's overcall", "hearts 3+, hcp 6-10");
}

/* A call the table gives a spec that contradicts its hand's calls
 * before is not used, and says why. */
static void test_contradiction(void)
{
	char text[512];

	/* East passes in second seat (hcp 11-), then bids Jacoby 2NT */
	CHECK(parse("P P P 1H P 2N P") == 0);
	CHECK_STR(a.calls[5].meaning, "Jacoby 2NT");
	CHECK_STR(a.calls[5].spec, "hearts 4+, hcp 13+");
	CHECK_INT(a.calls[5].used, 0);
	CHECK_STR(a.calls[5].why, "it contradicts the calls before");
	CHECK_STR(a.text[DD_EAST], "hcp 11-");
	auction_describe(&a, text, sizeof text);
	CHECK(strstr(text, "2NT by East (Jacoby 2NT, hearts 4+, hcp 13+: it "
		     "contradicts the calls before)") != NULL);
	/* a passed hand raising is fine: hcp 6-10 within 11- */
	CHECK(parse("P P 1S P 2S") == 0);
	CHECK_INT(a.calls[4].used, 1);
	CHECK_STR(a.text[DD_NORTH], "hcp 11-, spades 3+, hcp 6-10");
}

static void test_whole(void)
{
	char text[1024];
	int level, strain, doubled, declarer, dealer;
	handspec h;

	CHECK(parse("1N P 3N P P P") == 0);
	CHECK_INT(a.complete, 1);
	CHECK_STR(a.text[DD_NORTH], "hcp 15-17, balanced");
	CHECK_STR(a.text[DD_SOUTH], "hcp 10-15, spades 3-, hearts 3-");
	CHECK_STR(a.text[DD_EAST], "");
	CHECK_STR(a.text[DD_WEST], "");
	CHECK_INT(a.spec[DD_NORTH].hcp[0], 15);
	CHECK(a.spec[DD_NORTH].shape == HANDSPEC_BALANCED);
	CHECK(handspec_is_any(&a.spec[DD_EAST]));
	auction_describe(&a, text, sizeof text);
	CHECK_STR(text, "1NT by North (hcp 15-17, balanced); 3NT by South "
		  "(hcp 10-15, spades 3-, hearts 3-); not used: Pass by East (pass over the "
		  "opening), Pass by West, Pass by North, Pass by East");
	/* a hand whose spec was replaced (or is seen): its calls said not
	 * used, with why */
	{
		const char *unused[4] = { "replaced by --north", NULL, NULL,
					  NULL };

		auction_describe_for(&a, unused, text, sizeof text);
		CHECK_STR(text, "3NT by South (hcp 10-15, spades 3-, hearts "
			  "3-); not used: 1NT by "
			  "North (1NT opening, hcp 15-17, balanced: replaced "
			  "by --north), Pass by East (pass over the "
			  "opening), Pass by West, Pass by North, Pass by "
			  "East");
		unused[DD_SOUTH] = "the hand is seen";
		auction_describe_for(&a, unused, text, sizeof text);
		CHECK(strncmp(text, "no call used; not used: 1NT by North",
			      36) == 0);
		CHECK(strstr(text, "3NT by South (raise to 3NT, hcp 10-15, "
			     "spades 3-, hearts 3-: the hand is seen)") != NULL);
	}
	CHECK(auction_contract(&a, &level, &strain, &doubled, &declarer) == 0);
	CHECK_INT(level, 3);
	CHECK_INT(strain, DD_NOTRUMP);
	CHECK_INT(doubled, 0);
	CHECK_INT(declarer, DD_NORTH);

	CHECK(parse("1N P 2C P 2S P 4S AP") == 0);
	CHECK_INT(a.ncalls, 10);
	CHECK_INT(a.complete, 1);
	auction_describe(&a, text, sizeof text);
	CHECK(strstr(text, "not used: Pass by East (pass over the opening), "
		     "2C by South (Stayman), ") != NULL);

	CHECK(parse("1S X 2S P P 3H X AP") == 0);
	CHECK(auction_contract(&a, &level, &strain, &doubled, &declarer) == 0);
	CHECK_INT(level, 3);
	CHECK_INT(strain, DD_HEARTS);
	CHECK_INT(doubled, 1);
	CHECK_INT(declarer, DD_EAST);
	CHECK(parse("P P P P") == 0);
	CHECK(auction_contract(&a, &level, &strain, &doubled, &declarer) < 0);

	/* the dealer from declarer */
	CHECK(auction_dealer_for("1N P 3N P P P", DD_SOUTH, &dealer, NULL,
				 0) == 0);
	CHECK_INT(dealer, DD_SOUTH);
	CHECK(auction_dealer_for("P 1S P 4S AP", DD_WEST, &dealer, NULL,
				 0) == 0);
	CHECK_INT(dealer, DD_SOUTH);
	CHECK(auction_dealer_for("P P P P", DD_WEST, &dealer, NULL, 0) < 0);

	/* the user's specs: added, or instead with "=" */
	CHECK(parse("1N P 3N P P P") == 0);
	CHECK(auction_spec(&a, DD_NORTH, "hcp 16-17", &h, text, sizeof text,
			   NULL, 0) == 0);
	CHECK_STR(text, "hcp 15-17, balanced, hcp 16-17");
	CHECK_INT(h.hcp[0], 16);
	CHECK_INT(h.shape, HANDSPEC_BALANCED);
	CHECK(auction_spec(&a, DD_NORTH, "= hcp 14-17", &h, text, sizeof text,
			   NULL, 0) == 0);
	CHECK_STR(text, "hcp 14-17");
	CHECK_INT(h.hcp[0], 14);
	CHECK_INT(h.shape, 0);
	CHECK(auction_spec(&a, DD_SOUTH, NULL, &h, text, sizeof text, NULL,
			   0) == 0);
	CHECK_STR(text, "hcp 10-15, spades 3-, hearts 3-");
	CHECK(auction_spec(NULL, DD_SOUTH, "hcp 5", &h, text, sizeof text,
			   NULL, 0) == 0);
	CHECK_STR(text, "hcp 5");
	CHECK(auction_spec(&a, DD_NORTH, "hcp 10-", &h, NULL, 0, text,
			   sizeof text) < 0);
	CHECK_STR(text, "with the auction's 'hcp 15-17, balanced': "
		  "'hcp 10-': no number of hcp fits this and the clauses "
		  "before it");
}

static void test_forms_and_errors(void)
{
	CHECK(parse("1n p 3nt pass Pass PASS") == 0);
	CHECK_INT(a.ncalls, 6);
	CHECK_STR(a.calls[0].text, "1NT");
	CHECK_STR(a.calls[2].text, "3NT");
	CHECK_STR(a.calls[5].text, "Pass");
	CHECK(parse("1\xe2\x99\xa0 x 2\xe2\x99\xa0 p") == 0);
	CHECK_STR(a.calls[0].text, "1S");
	CHECK_STR(a.calls[1].text, "X");
	CHECK(parse("1S-X-XX-P") == 0);
	CHECK_STR(a.calls[2].text, "XX");
	CHECK_INT(a.calls[2].seat, DD_SOUTH);
	CHECK(parse("2C! P 2D! D R") == 0);
	CHECK_STR(a.calls[3].text, "X");
	CHECK_STR(a.calls[4].text, "XX");
	CHECK(parse("1H Dbl Rdbl") == 0);

	CHECK_STR(refusal("1S 1H"), "call 2, '1H': 1H is not above 1S");
	CHECK_STR(refusal("1N P 1N"), "call 3, '1N': 1NT is not above 1NT");
	CHECK_STR(refusal("1S Q7"),
		  "call 2, 'Q7': not a call (1S, 3NT, P, X, XX or AP)");
	CHECK_STR(refusal("8S"),
		  "call 1, '8S': not a call (1S, 3NT, P, X, XX or AP)");
	CHECK_STR(refusal("1SS"),
		  "call 1, '1SS': not a call (1S, 3NT, P, X, XX or AP)");
	CHECK_STR(refusal("X"), "call 1, 'X': a double needs an opponent's "
		  "bid, not yet doubled, before it");
	CHECK_STR(refusal("1S P X"), "call 3, 'X': a double needs an "
		  "opponent's bid, not yet doubled, before it");
	CHECK_STR(refusal("1S X X"), "call 3, 'X': a double needs an "
		  "opponent's bid, not yet doubled, before it");
	CHECK_STR(refusal("1S X P XX"), "call 4, 'XX': a redouble needs an "
		  "opponent's double before it");
	CHECK_STR(refusal("1S P P P 2S"), "call 5, '2S': the auction is over");
	CHECK_STR(refusal("P P P P AP"), "call 5, 'AP': the auction is over");
	CHECK_STR(refusal(""), "no calls");
	CHECK_STR(refusal(" , - "), "no calls");
	{
		char err[AUCTION_ERR_SIZE];

		CHECK(auction_parse("1S", -1, &a, err, sizeof err) < 0);
		CHECK_STR(err, "the dealer is not known");
	}
}

static void test_record(void)
{
	record r;
	char err[AUCTION_ERR_SIZE];

	record_init(&r);
	CHECK_INT(auction_from_record(&r, &a, err, sizeof err), 0);
	record_tag_set(&r, "Auction", "E", "1C! =1= Pass 1H Pass\n2N Pass 3N "
		       "AP\n");
	record_tag_set(&r, "Note", "1:could be short", NULL);
	CHECK_INT(auction_from_record(&r, &a, err, sizeof err), 1);
	CHECK_INT(a.dealer, DD_EAST);
	CHECK_INT(a.ncalls, 10);
	CHECK_STR(a.text[DD_EAST], "hcp 11-21, clubs 3+, spades 4-, "
		  "hearts 4-, hcp 11-14 or hcp 18-19 or unbalanced, "
		  "diamonds 3- or clubs 5+ and diamonds 4- or clubs 6+ and "
		  "diamonds 5- or clubs 7+, hcp 18-19, balanced");
	CHECK_STR(a.text[DD_WEST], "hearts 4+, hcp 6+");
	record_tag_set(&r, "Auction", "N", "1S 1H\n");
	CHECK_INT(auction_from_record(&r, &a, err, sizeof err), -1);
	CHECK_STR(err, "call 2, '1H': 1H is not above 1S");
	record_tag_set(&r, "Auction", "?", "1S\n");
	r.dealer = -1;
	CHECK_INT(auction_from_record(&r, &a, err, sizeof err), -1);
	CHECK_STR(err, "the board's auction has no dealer");
	record_free(&r);
}

/* auction_first_droppable()'s fits: "fits" when the call left out is
 * the one wanted (-1: none fits, -2: stop at once); the calls asked. */
static int want_drop, asked[16], nasked;

static int fits_when(void *user, int drop)
{
	(void)user;
	if (nasked < 16)
		asked[nasked++] = drop;
	if (want_drop == -2)
		return -1;
	return drop == want_drop ? 0 : 1;
}

/* A call left out: its hand's spec made again from its other calls, and
 * the first call whose leaving out lets the rest hold found in order. */
static void test_drop(void)
{
	char text[1024];

	/* North deals: N 1S, E 2H, S 2S, W 3H, N 4S */
	CHECK(parse("1S 2H 2S 3H 4S P P P") == 0);
	CHECK_STR(a.text[DD_NORTH], "hcp 11-21, spades 5+, hearts 5- or "
		  "spades 6+");
	CHECK_STR(a.text[DD_EAST], "hearts 5+, hcp 10-16");
	CHECK_STR(a.text[DD_SOUTH], "spades 3+, hcp 6-10");
	CHECK_STR(a.text[DD_WEST], "hearts 3+, hcp 6-10");
	nasked = 0;
	want_drop = 3;
	/* the calls of East and West in order: 2H (1), 3H (3) */
	CHECK_INT(auction_first_droppable(&a, 1u << DD_EAST | 1u << DD_WEST,
					  fits_when, NULL), 3);
	CHECK_INT(nasked, 2);
	CHECK_INT(asked[0], 1);
	CHECK_INT(asked[1], 3);
	want_drop = -1;
	CHECK_INT(auction_first_droppable(&a, 1u << DD_EAST, fits_when,
					  NULL), -1);
	want_drop = -2;
	nasked = 0;
	CHECK_INT(auction_first_droppable(&a, 0xfu, fits_when, NULL), -1);
	CHECK_INT(nasked, 1);
	auction_drop(&a, 1, "left out");
	CHECK_STR(a.text[DD_EAST], "");
	CHECK(handspec_is_any(&a.spec[DD_EAST]));
	CHECK_INT(a.calls[1].used, 0);
	auction_describe(&a, text, sizeof text);
	CHECK(strstr(text, "2H by East (overcall, hearts 5+, hcp 10-16: "
		     "left out)") != NULL);
	/* the call alone, as the list of calls not used names it; the
	 * calls used, short, a hand after the other, the seats seen out */
	auction_describe_call(&a, 1, text, sizeof text);
	CHECK_STR(text, "2H by East (overcall, hearts 5+, hcp 10-16: "
		  "left out)");
	auction_brief(&a, 0, text, sizeof text);
	CHECK_STR(text, "auction: N 1S, S 2S, W 3H");
	auction_brief(&a, 1u << DD_NORTH | 1u << DD_SOUTH, text, sizeof text);
	CHECK_STR(text, "auction: W 3H");
	auction_describe_call(&a, 1, text, 12);
	CHECK_STR(text, "2H by Ea...");
	/* a hand with two calls keeps the other */
	CHECK(parse("1S P 2S P 4S P P P") == 0);
	auction_drop(&a, 4, "left out");
	CHECK_STR(a.text[DD_NORTH], "hcp 11-21, spades 5+, hearts 5- or "
		  "spades 6+");
	CHECK_INT(a.spec[DD_NORTH].hcp[0], 11);
	CHECK_INT(a.spec[DD_NORTH].hcp[1], 21);
}

int main(void)
{
	test_openings();
	test_responses();
	test_rebids();
	test_defence();
	test_competitive();
	test_contradiction();
	test_whole();
	test_forms_and_errors();
	test_record();
	test_drop();
	return check_summary("unit_auction");
}
