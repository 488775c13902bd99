/*
 * auction_table_open.c - the table's rows of the opening side
 * (auction_table_int.h): the openings (and a pass before any bid), the
 * responder's first call, the opener's rebid, the reply to Stayman and
 * the responder's next call over 1NT; docs/auction.md gives the same
 * rows for users (keep the two alike).
 */
#include "auction_table_int.h"

/* "Longer suit first": the suits an opening of one of a suit may not
 * hold longer (spades 5+ and hearts 6+ open 1H, not 1S; with five
 * spades and five hearts 1S).  Between a major and a minor nothing: with
 * five of a major and six of a minor and a minimum many open the major,
 * the minor first then the major being a reverse (docs/auction.md). */
static const char *longest_clause(int strain)
{
	switch (strain) {
	case DD_SPADES:
		return "hearts 5- or spades 6+";
	case DD_HEARTS:
		return "spades 4- or hearts 6+ and spades 5- or hearts 7+";
	case DD_DIAMONDS:       /* 4-4 in the minors: 1D; 3-3: 1C */
		return "clubs 2- or diamonds 4+ and clubs 4- or "
		       "diamonds 5+ and clubs 5- or diamonds 6+ and clubs 6-";
	default:
		return "diamonds 3- or clubs 5+ and diamonds 4- or "
		       "clubs 6+ and diamonds 5- or clubs 7+";
	}
}

/* An opening of two, three, four of a suit (or five of a minor), not
 * 2C, in its seat (0 first ... 3 fourth): a weak two or a preempt in
 * first or second seat; in third, partner having passed, a looser one
 * (a weak two of five cards, a three-bid of six); in fourth, where
 * nobody preempts (the auction would be passed out), a sound hand that
 * wants to play there: a good six-card suit at the two level, seven at
 * the three level and above, with opening values. */
static void high_opening(const auction_call *c, int seat, auction_table_row *r)
{
	const char *s = SUIT_WORDS[c->strain];

	if (seat == 3) {
		MEANS(r, "%s in fourth seat (sound)", c->level == 2 ?
		      "two-level opening" : "high opening");
		if (c->level == 2)
			GIVES(r, "%s 6, hcp 11-15", s);
		else if (c->level == 3)
			GIVES(r, "%s 7+, hcp 11-15", s);
		else
			GIVES(r, "%s 7+, hcp 11-19", s);
	} else if (c->level == 2) {
		MEANS(r, seat == 2 ? "weak two in third seat" : "weak two");
		if (seat == 2)
			GIVES(r, "%s 5-7, hcp 4-11", s);
		else
			GIVES(r, "%s 6, hcp 5-11", s);
	} else {
		MEANS(r, seat == 2 ? "preempt in third seat" : "preempt");
		GIVES(r, "%s %s, hcp %s", s, seat == 2 ? "6+" : "7+",
		      c->level == 3 ? "10-" : "12-");
	}
}

/* A pass before any bid, or the opening bid. */
void auction_table_opening(const auction_table_ctx *x, auction_table_row *r)
{
	const auction_call *c = x->call;
	const char *s = is_suit(c->strain) ? SUIT_WORDS[c->strain] : "";

	if (c->kind == AUCTION_PASS) {
		MEANS(r, "pass, no opening");
		GIVES(r, "hcp 11-");
	} else if (c->level == 1 && !is_major(c->strain) &&
		   is_suit(c->strain)) {
		/* x->i: the calls before, all passes: the seat; in third,
		 * partner having passed, a point lighter (a light opening
		 * for the lead) */
		MEANS(r, x->i == 2 ? "opening one of a minor in third seat"
		      : "opening one of a minor");
		GIVES(r, "hcp %d-21, %s 3+, spades 4-, hearts 4-, "
		      "hcp %d-14 or hcp 18-19 or unbalanced, %s",
		      x->i == 2 ? 10 : 11, s, x->i == 2 ? 10 : 11,
		      longest_clause(c->strain));
	} else if (c->level == 1 && is_major(c->strain)) {
		MEANS(r, x->i == 2 ? "opening one of a major in third seat"
		      : "opening one of a major");
		GIVES(r, "hcp %d-21, %s 5+, %s", x->i == 2 ? 10 : 11, s,
		      longest_clause(c->strain));
	} else if (c->level == 1) {
		MEANS(r, "1NT opening");
		GIVES(r, "hcp 15-17, balanced");
	} else if (c->level == 2 && c->strain == DD_CLUBS) {
		/* 22+: 2NT is 20-21 (nine playing tricks, the other
		 * reason for 2C, the language cannot say) */
		MEANS(r, "strong 2C opening");
		GIVES(r, "hcp 22+");
	} else if (c->level == 2 && !is_suit(c->strain)) {
		MEANS(r, "2NT opening");
		GIVES(r, "hcp 20-21, balanced");
	} else if (is_suit(c->strain) &&
		   (c->level <= 4 || (c->level == 5 && !is_major(c->strain)))) {
		/* x->i: the calls before, all passes: the seat */
		high_opening(c, x->i, r);
	}
}

/* The responder's first call over one of a suit, the opponents silent. */
static void response_to_suit(const auction_table_ctx *x, auction_table_row *r)
{
	const auction_call *c = x->call, *o = x->open;
	const char *s = is_suit(c->strain) ? SUIT_WORDS[c->strain] : "";
	const char *os = SUIT_WORDS[o->strain];
	int minor = !is_major(o->strain), jump = jump_of(c, o);

	if (c->kind == AUCTION_PASS) {
		MEANS(r, "pass of partner's one of a suit");
		GIVES(r, "hcp 5-");
	} else if (c->kind != AUCTION_BID) {
		return;
	} else if (c->strain == o->strain && c->level == 2) {
		MEANS(r, "single raise");
		if (minor)
			GIVES(r, "%s %d+, hcp 6-10, spades 3-, hearts 3-", os,
			      o->strain == DD_CLUBS ? 5 : 4);
		else
			GIVES(r, "%s 3+, hcp 6-10", os);
	} else if (c->strain == o->strain && c->level == 3) {
		MEANS(r, "limit raise");
		if (minor)
			GIVES(r, "%s %d+, hcp 10-12, spades 3-, hearts 3-", os,
			      o->strain == DD_CLUBS ? 5 : 4);
		else
			GIVES(r, "%s 3+, hcp 10-12", os);
	} else if (c->strain == o->strain && c->level == 4 && !minor) {
		MEANS(r, "preemptive raise to game");
		GIVES(r, "%s 5+, hcp 9-", os);
	} else if (c->strain == DD_NOTRUMP && c->level == 1) {
		MEANS(r, "1NT response");
		if (minor)
			GIVES(r, "hcp 6-10, spades 3-, hearts 3-");
		else if (o->strain == DD_HEARTS)
			GIVES(r, "hcp 6-10, spades 3-");
		else
			GIVES(r, "hcp 6-10");
	} else if (c->strain == DD_NOTRUMP && c->level == 2 && minor) {
		MEANS(r, "2NT response");
		GIVES(r, "hcp 13-15, balanced, spades 3-, hearts 3-");
	} else if (c->strain == DD_NOTRUMP && c->level == 2) {
		MEANS(r, "Jacoby 2NT");
		GIVES(r, "%s 4+, hcp 13+", os);
	} else if (is_suit(c->strain) && c->level == 1) {
		MEANS(r, "new suit at the one level");
		GIVES(r, "%s 4+, hcp 6+", s);
	} else if (is_suit(c->strain) && c->level == 2 && jump == 0) {
		MEANS(r, "new suit at the two level");
		GIVES(r, "%s %d+, hcp 10+", s,
		      c->strain == DD_HEARTS ? 5 : 4);
	}
}

/* The responder's first call over 1NT or 2NT, the opponents silent. */
static void response_to_nt(const auction_table_ctx *x, auction_table_row *r)
{
	const auction_call *c = x->call;
	int base = x->open->level;   /* 1 or 2 */

	if (c->kind == AUCTION_PASS) {
		MEANS(r, "pass of partner's %dNT", base);
		GIVES(r, base == 1 ? "hcp 7-" : "hcp 3-");
	} else if (c->kind == AUCTION_BID && c->level == 3 &&
		   c->strain == DD_NOTRUMP) {
		/* no four-card major: Stayman or a transfer would find
		 * the fit */
		MEANS(r, "raise to 3NT");
		GIVES(r, "hcp %s, spades 3-, hearts 3-",
		      base == 1 ? "10-15" : "4-10");
	} else if (c->kind != AUCTION_BID || c->level != base + 1) {
		return;
	} else if (c->strain == DD_CLUBS) {
		MEANS(r, "Stayman");
	} else if (c->strain == DD_DIAMONDS) {
		MEANS(r, "transfer to hearts");
		GIVES(r, "hearts 5+");
	} else if (c->strain == DD_HEARTS) {
		MEANS(r, "transfer to spades");
		GIVES(r, "spades 5+");
	} else if (c->strain == DD_NOTRUMP && base == 1) {
		MEANS(r, "2NT invitation");
		GIVES(r, "hcp 8-9, spades 3-, hearts 3-");
	}
}

/* The responder's double of an overcall of one major over one of a
 * minor, just after it: negative, the other major. */
static void negative_double(const auction_table_ctx *x, auction_table_row *r)
{
	const auction_call *o = x->open, *b = x->last_bid;

	if (o->level != 1 || is_major(o->strain) || !is_suit(o->strain) ||
	    x->i != x->opening + 2 || b == o || b->level != 1 ||
	    !is_major(b->strain) || x->other_calls != 1)
		return;
	MEANS(r, "negative double");
	GIVES(r, "%s 4+, hcp 6+",
	      SUIT_WORDS[b->strain == DD_SPADES ? DD_HEARTS : DD_SPADES]);
}

/* The responder's first call. */
void auction_table_response(const auction_table_ctx *x, auction_table_row *r)
{
	const auction_call *o = x->open;

	if (x->other_calls > 0) {
		/* a single raise stays one over a double or an overcall */
		if (x->call->kind == AUCTION_BID && o->level == 1 &&
		    is_suit(o->strain) && x->call->strain == o->strain &&
		    x->call->level == 2)
			response_to_suit(x, r);
		else if (x->call->kind == AUCTION_PASS)
			MEANS(r, "pass after the opponents' call");
		else if (x->call->kind == AUCTION_DOUBLE)
			negative_double(x, r);
		return;
	}
	if (o->level == 1 && is_suit(o->strain))
		response_to_suit(x, r);
	else if (o->strain == DD_NOTRUMP && o->level <= 2)
		response_to_nt(x, r);
	else if (o->level == 2 && o->strain == DD_CLUBS &&
		 x->call->kind == AUCTION_PASS)
		MEANS(r, "pass of a forcing 2C");
}

/* The opener's second call after a 1NT response, no call of the
 * opponents: its own suit again (a major six long, a minor five: with a
 * second suit opener bids it). */
static void rebid_after_1nt(const auction_table_ctx *x, auction_table_row *r)
{
	const auction_call *c = x->call, *o = x->open;
	int len = is_major(o->strain) ? 6 : 5;

	if (c->kind != AUCTION_BID || c->strain != o->strain)
		return;
	if (c->level == 2) {
		MEANS(r, "opener's rebid of the suit over 1NT");
		GIVES(r, "%s %d+, hcp 11-15", SUIT_WORDS[c->strain], len);
	} else if (c->level == 3) {
		MEANS(r, "opener's jump rebid of the suit over 1NT");
		GIVES(r, "%s 6+, hcp 16-18", SUIT_WORDS[c->strain]);
	}
}

/* The opener's second call after the responder's single or limit raise
 * of its major, no call of the opponents: a pass is a minimum, three of
 * the major over a single raise invites, game has the values for it
 * (a point of slack each way, for shape). */
static void rebid_after_raise(const auction_table_ctx *x,
			      const auction_call *resp, auction_table_row *r)
{
	const auction_call *c = x->call, *o = x->open;
	int single = resp->level == 2;

	if (c->kind == AUCTION_PASS) {
		MEANS(r, "opener's pass of a %s raise",
		      single ? "single" : "limit");
		GIVES(r, single ? "hcp 16-" : "hcp 14-");
	} else if (c->kind != AUCTION_BID || c->strain != o->strain) {
		return;
	} else if (single && c->level == 3) {
		MEANS(r, "opener's invitation after a single raise");
		GIVES(r, "hcp 16-18");
	} else if (c->level == 4) {
		MEANS(r, "opener's game after a %s raise",
		      single ? "single" : "limit");
		GIVES(r, single ? "hcp 16+" : "hcp 13+");
	}
}

/* The 1NT opener's second call after the responder's 2NT (the
 * invitation), no call of the opponents: a pass is a minimum, 3NT
 * accepts (a point of slack, as the table's other ranges). */
static void rebid_after_nt_invitation(const auction_table_ctx *x,
				      auction_table_row *r)
{
	const auction_call *c = x->call;

	if (c->kind == AUCTION_PASS) {
		MEANS(r, "opener's pass of the 2NT invitation");
		GIVES(r, "hcp 16-");
	} else if (c->kind == AUCTION_BID && c->level == 3 &&
		   c->strain == DD_NOTRUMP) {
		MEANS(r, "opener's 3NT over the 2NT invitation");
		GIVES(r, "hcp 16+");
	}
}

/* The opener's second call, after a new suit (or 1NT) at the one level,
 * or a raise of its major, and no call of the opponents; over 1NT, after
 * the responder's 2NT. */
void auction_table_rebid(const auction *a, const auction_table_ctx *x,
			 auction_table_row *r)
{
	const auction_call *c = x->call, *o = x->open, *resp = NULL;
	int k;

	if (x->other_calls > 0 || o->level != 1)
		return;
	for (k = x->opening + 1; k < x->i; k++)
		if (a->calls[k].kind != AUCTION_PASS)
			resp = &a->calls[k];
	if (!is_suit(o->strain)) {
		if (resp && resp->kind == AUCTION_BID && resp->level == 2 &&
		    resp->strain == DD_NOTRUMP)
			rebid_after_nt_invitation(x, r);
		return;
	}
	if (resp && resp->kind == AUCTION_BID && resp->strain == o->strain &&
	    is_major(o->strain) && (resp->level == 2 || resp->level == 3)) {
		rebid_after_raise(x, resp, r);
		return;
	}
	if (!resp || resp->kind != AUCTION_BID || resp->level != 1)
		return;
	if (resp->strain == DD_NOTRUMP) {
		rebid_after_1nt(x, r);
		return;
	}
	if (c->kind == AUCTION_PASS) {
		MEANS(r, "pass of a forcing new suit");
	} else if (c->kind == AUCTION_BID && c->strain == DD_NOTRUMP &&
		   c->level == 1) {
		MEANS(r, "opener's 1NT rebid");
		GIVES(r, "hcp 11-14, balanced");
	} else if (c->kind == AUCTION_BID && c->strain == DD_NOTRUMP &&
		   c->level == 2) {
		MEANS(r, "opener's jump to 2NT");
		GIVES(r, "hcp 18-19, balanced");
	} else if (c->kind == AUCTION_BID && c->strain == resp->strain &&
		   is_major(c->strain) && c->level == 2) {
		MEANS(r, "opener's single raise");
		GIVES(r, "%s 4+, hcp 11-15", SUIT_WORDS[c->strain]);
	} else if (c->kind == AUCTION_BID && c->strain == resp->strain &&
		   is_major(c->strain) && c->level == 3) {
		MEANS(r, "opener's jump raise");
		GIVES(r, "%s 4+, hcp 16-18", SUIT_WORDS[c->strain]);
	} else if (c->kind == AUCTION_BID && c->strain == o->strain &&
		   jump_of(c, resp) == 0) {
		/* a minor five long: 5-4 in the minors, without a reverse */
		MEANS(r, "opener's rebid of the suit");
		GIVES(r, "%s %d+, hcp 11-15", SUIT_WORDS[c->strain],
		      is_major(c->strain) ? 6 : 5);
	} else if (c->kind == AUCTION_BID && c->strain == o->strain &&
		   jump_of(c, resp) == 1) {
		MEANS(r, "opener's jump rebid of the suit");
		GIVES(r, "%s 6+, hcp 16-18", SUIT_WORDS[c->strain]);
	} else if (c->kind == AUCTION_BID && c->level == 1 &&
		   is_major(c->strain) && c->strain != resp->strain) {
		MEANS(r, "opener's new suit at the one level");
		GIVES(r, "%s 4+", SUIT_WORDS[c->strain]);
	}
}

/* The calls of the opening side so far after the opening, passes
 * left out: 0 when there are fewer than n; else 1, with the first n in
 * out[] (the auction's calls before x's). */
static int side_bids(const auction *a, const auction_table_ctx *x, int n,
		     const auction_call **out)
{
	int k, got = 0;

	for (k = x->opening + 1; k < x->i && got < n; k++)
		if (a->calls[k].kind != AUCTION_PASS)
			out[got++] = &a->calls[k];
	return got == n;
}

/* Is bid the reply to Stayman over a 1NT or 2NT opening: opener, the
 * opponents silent, after the responder's 2C (3C over 2NT)? */
int auction_table_after_stayman(const auction *a, const auction_table_ctx *x)
{
	const auction_call *o = x->open, *b[1];

	return x->other_calls == 0 && o->strain == DD_NOTRUMP &&
	       o->level <= 2 && side_bids(a, x, 1, b) &&
	       b[0]->kind == AUCTION_BID && b[0]->strain == DD_CLUBS &&
	       b[0]->level == o->level + 1;
}

/* The opener's reply to Stayman: a four-card major, hearts first. */
void auction_table_stayman_reply(const auction_table_ctx *x,
				 auction_table_row *r)
{
	const auction_call *c = x->call;

	if (c->kind != AUCTION_BID || c->level != x->open->level + 1)
		return;
	if (c->strain == DD_DIAMONDS) {
		MEANS(r, "reply to Stayman, no four-card major");
		GIVES(r, "hearts 3-, spades 3-");
	} else if (c->strain == DD_HEARTS) {
		MEANS(r, "reply to Stayman, four hearts");
		GIVES(r, "hearts 4+");
	} else if (c->strain == DD_SPADES) {
		MEANS(r, "reply to Stayman, four spades");
		GIVES(r, "spades 4+, hearts 3-");
	}
}

/* The responder's second call after 1NT, Stayman and its reply, the
 * opponents silent: a raise of the major shown, or notrump (and then,
 * having asked, the major not shown). */
void auction_table_stayman_continuation(const auction *a,
					const auction_table_ctx *x,
					auction_table_row *r)
{
	const auction_call *c = x->call, *b[2];
	int shown, other;

	if (x->open->level != 1 || x->own_calls != 1 ||
	    !auction_table_after_stayman(a, x) || !side_bids(a, x, 2, b) ||
	    b[1]->kind != AUCTION_BID || b[1]->level != 2 ||
	    c->kind != AUCTION_BID)
		return;
	shown = b[1]->strain;           /* 2D: no major, 2H, 2S */
	if (shown != DD_DIAMONDS && shown != DD_HEARTS && shown != DD_SPADES)
		return;
	other = shown == DD_HEARTS ? DD_SPADES : DD_HEARTS;
	if (is_major(shown) && c->strain == shown &&
	    (c->level == 3 || c->level == 4)) {
		MEANS(r, c->level == 3 ? "invitational raise after Stayman"
			 : "raise to game after Stayman");
		GIVES(r, "%s 4+, hcp %s", SUIT_WORDS[shown],
		      c->level == 3 ? "8-9" : "10-15");
	} else if (c->strain == DD_NOTRUMP &&
		   (c->level == 2 || c->level == 3)) {
		const char *hcp = c->level == 2 ? "8-9" : "10-15";

		MEANS(r, c->level == 2 ? "2NT invitation after Stayman"
			 : "3NT after Stayman");
		if (is_major(shown))
			GIVES(r, "hcp %s, %s 4+, %s 3-", hcp,
			      SUIT_WORDS[other], SUIT_WORDS[shown]);
		else
			GIVES(r, "hcp %s, spades 4+ or hearts 4+", hcp);
	}
}

/* The responder's second call after a transfer over 1NT and its
 * completion, the opponents silent: how long the major is, and how
 * strong the hand. */
void auction_table_transfer_continuation(const auction *a,
					 const auction_table_ctx *x,
					 auction_table_row *r)
{
	const auction_call *c = x->call, *b[2];
	int major;

	if (x->open->level != 1 || x->own_calls != 1 || x->other_calls ||
	    !side_bids(a, x, 2, b) || b[0]->kind != AUCTION_BID ||
	    b[0]->level != 2 ||
	    (b[0]->strain != DD_DIAMONDS && b[0]->strain != DD_HEARTS))
		return;
	major = b[0]->strain == DD_DIAMONDS ? DD_HEARTS : DD_SPADES;
	if (b[1]->kind != AUCTION_BID || b[1]->level != 2 ||
	    b[1]->strain != major)
		return;             /* not the completion */
	if (c->kind == AUCTION_PASS) {
		MEANS(r, "pass of the completed transfer");
		GIVES(r, "hcp 7-");
	} else if (c->kind != AUCTION_BID) {
		return;
	} else if (c->strain == major && (c->level == 3 || c->level == 4)) {
		MEANS(r, c->level == 3 ? "invitational raise after a transfer"
			 : "game after a transfer");
		GIVES(r, "%s 6+, hcp %s", SUIT_WORDS[major],
		      c->level == 3 ? "8-9" : "10-15");
	} else if (c->strain == DD_NOTRUMP &&
		   (c->level == 2 || c->level == 3)) {
		MEANS(r, c->level == 2 ? "2NT after a transfer"
			 : "3NT after a transfer");
		GIVES(r, "%s 5, hcp %s", SUIT_WORDS[major],
		      c->level == 2 ? "8-9" : "10-15");
	}
}
