/*
 * auction_table_defence.c - the table's rows of the side that did not
 * open (auction_table_int.h): its first call over the opening
 * (overcalls, doubles, 1NT, the unusual 2NT, Michaels; in the balancing
 * seat lighter) and the advancer's raise of an overcall; docs/auction.md
 * gives the same rows for users (keep the two alike).
 */
#include "auction_table_int.h"

/* The other side's double (takeout of a suit, penalty of 1NT): in the
 * balancing seat over one of a suit (the opening, pass, pass) about
 * three points lighter (not over a preempt: its reopening double has
 * the values of one in the direct seat). */
static void defence_double(const auction_table_ctx *x, int direct,
			   int balancing, auction_table_row *r)
{
	const auction_call *o = x->open, *last = x->last_bid;

	balancing = balancing && o->level == 1;

	/* takeout, of natural suits: not over 1NT (a transfer) nor over
	 * a strong 2C (its waiting 2D) */
	if (is_suit(last->strain) && last->level <= 3 &&
	    is_suit(o->strain) && !(o->level == 2 && o->strain == DD_CLUBS)) {
		MEANS(r, balancing ? "takeout double in the balancing seat" :
		      "takeout double");
		GIVES(r, "hcp %s, %s 3- or hcp %s", balancing ? "8+" : "11+",
		      SUIT_WORDS[last->strain], balancing ? "14+" : "17+");
	} else if (last == o && o->level == 1 && direct) {
		MEANS(r, "penalty double of 1NT");
		GIVES(r, "hcp 15+");
	}
}

/* Two of a major over a 1NT opening, just after it or in the balancing
 * seat: natural (what Cappelletti's 2H and 2S show too). */
static void defence_over_nt(const auction_table_ctx *x, int direct,
			    int balancing, auction_table_row *r)
{
	const auction_call *c = x->call;

	if (x->open->level != 1 || c->level != 2 || !is_major(c->strain) ||
	    (!direct && !balancing))
		return;
	MEANS(r, "natural overcall of 1NT");
	GIVES(r, "%s 5+", SUIT_WORDS[c->strain]);
}

/* A suit overcall of one of a suit, not a cue bid: by its jump, the
 * balancing seat's (the opening, pass, pass) about three points lighter,
 * its jump intermediate, not weak. */
static void defence_suit(const auction_table_ctx *x, int balancing,
			 auction_table_row *r)
{
	const auction_call *c = x->call;
	const char *s = SUIT_WORDS[c->strain];

	switch (jump_of(c, x->last_bid)) {
	case 0:
		if (c->level > 2)
			return;
		if (balancing) {
			MEANS(r, "overcall in the balancing seat");
			GIVES(r, "%s 5+, hcp %s", s,
			      c->level == 1 ? "6-14" : "8-14");
		} else {
			MEANS(r, "overcall");
			GIVES(r, "%s 5+, hcp %s", s,
			      c->level == 1 ? "8-16" : "10-16");
		}
		break;
	case 1:
		if (balancing) {
			MEANS(r, "jump overcall in the balancing seat "
			      "(intermediate)");
			GIVES(r, "%s 6+, hcp 11-15", s);
		} else {
			MEANS(r, "weak jump overcall");
			GIVES(r, "%s 6+, hcp 5-10", s);
		}
		break;
	default:
		if (balancing)
			return;
		MEANS(r, "preemptive jump overcall");
		GIVES(r, "%s 7+, hcp 10-", s);
		break;
	}
}

/* The first call of the side that did not open, other than passes
 * (a pass over the opening gives nothing: it may be a trap pass, or a
 * hand of the wrong shape to bid). */
void auction_table_defence(const auction_table_ctx *x, auction_table_row *r)
{
	const auction_call *c = x->call, *o = x->open, *last = x->last_bid;
	int direct = x->i == x->opening + 1;
	int balancing = x->i == x->opening + 3 && last == o;

	if (c->kind == AUCTION_PASS) {
		if (direct)
			MEANS(r, "pass over the opening");
		return;
	}
	if (c->kind == AUCTION_DOUBLE) {
		defence_double(x, direct, balancing, r);
		return;
	}
	if (c->kind == AUCTION_BID && o->strain == DD_NOTRUMP) {
		defence_over_nt(x, direct, balancing, r);
		return;
	}
	if (c->kind != AUCTION_BID || o->level != 1 || !is_suit(o->strain))
		return;
	if (c->strain == DD_NOTRUMP) {
		if (c->level == 1 && direct) {
			MEANS(r, "1NT overcall");
			GIVES(r, "hcp 15-18, balanced");
		} else if (c->level == 1 && balancing) {
			MEANS(r, "1NT in the balancing seat");
			GIVES(r, "hcp 11-15, balanced");
		} else if (c->level == 2 && direct) {
			MEANS(r, "unusual 2NT");
			if (o->strain == DD_CLUBS)
				GIVES(r, "diamonds 5+, hearts 5+");
			else if (o->strain == DD_DIAMONDS)
				GIVES(r, "clubs 5+, hearts 5+");
			else
				GIVES(r, "clubs 5+, diamonds 5+");
		}
		return;
	}
	if (c->strain == o->strain) {
		if (direct && c->level == 2) {
			MEANS(r, "Michaels cue bid");
			if (!is_major(o->strain))
				GIVES(r, "spades 5+, hearts 5+");
			else
				GIVES(r, "%s 5+, clubs 5+ or diamonds 5+",
				      SUIT_WORDS[o->strain == DD_SPADES ?
						 DD_HEARTS : DD_SPADES]);
		}
		return;
	}
	if (x->bid_by[o->seat % 2] & (1 << c->strain))
		return;             /* a suit the opponents bid */
	defence_suit(x, balancing, r);
}

/* The first call of the overcaller's partner (the advancer): a raise of
 * a simple overcall of one of a suit over one of a suit. */
void auction_table_advance(const auction *a, const auction_table_ctx *x,
			   auction_table_row *r)
{
	const auction_call *c = x->call, *ov = NULL;
	int k;

	if (x->open->level != 1 || !is_suit(x->open->strain))
		return;
	for (k = x->opening + 1; k < x->i; k++)
		if (a->calls[k].kind != AUCTION_PASS &&
		    a->calls[k].seat % 2 == c->seat % 2)
			ov = &a->calls[k];
	/* the overcall just after the opening, of a suit, no jump */
	if (!ov || ov != &a->calls[x->opening + 1] ||
	    ov->kind != AUCTION_BID || !is_suit(ov->strain) ||
	    ov->strain == x->open->strain || jump_of(ov, x->open) != 0 ||
	    ov->level > 2 || c->kind != AUCTION_BID ||
	    c->strain != ov->strain)
		return;
	if (jump_of(c, x->last_bid) == 0) {
		MEANS(r, "raise of partner's overcall");
		GIVES(r, "%s 3+, hcp 6-10", SUIT_WORDS[c->strain]);
	} else if (jump_of(c, x->last_bid) == 1) {
		MEANS(r, "jump raise of partner's overcall (preemptive)");
		GIVES(r, "%s 4+, hcp 9-", SUIT_WORDS[c->strain]);
	}
}
