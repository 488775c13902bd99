/*
 * auction_table.c - the table of Standard American calls, see
 * auction_table.h; docs/auction.md gives the same table for users (keep
 * the two alike).  Here: where a call stands, and which row reads it;
 * the rows of the opening side are auction_table_open.c's, those of the
 * other side auction_table_defence.c's (auction_table_int.h).
 *
 * A call is placed first by who made it: a call before any bid (a pass,
 * or the opening), a call of the opening side (the opener's rebid, the
 * responder's first call), or of the other side (its first call:
 * overcalls, doubles).  Only calls in a plain context are known: the
 * responder's first call when the opponents have kept silent, the
 * opener's rebid after a one-level response or a raise of its major
 * (over 1NT: after the 2NT invitation), the reply to Stayman and
 * the responder's next call over 1NT (after Stayman, or a transfer and
 * its completion), the other side's first call over
 * an opening; whatever else happens (a call after interference, the
 * third call of a hand, conventions the table does not hold) gives
 * nothing.
 */
#include "auction_table.h"

#include <string.h>

#include "auction_table_int.h"

static void context_of(const auction *a, int i, auction_table_ctx *x)
{
	int k;

	memset(x, 0, sizeof *x);
	x->call = &a->calls[i];
	x->i = i;
	x->opening = -1;
	for (k = 0; k < i; k++) {
		const auction_call *c = &a->calls[k];

		if (c->kind == AUCTION_BID) {
			if (x->opening < 0) {
				x->opening = k;
				x->open = c;
			}
			x->last_bid = c;
			x->bid_by[c->seat % 2] |= 1 << c->strain;
		}
		if (x->opening < 0 || k == x->opening)
			continue;
		if (c->seat == x->call->seat)
			x->own_calls++;
		if (c->kind == AUCTION_PASS)
			continue;
		if (c->seat % 2 == x->call->seat % 2)
			x->side_calls++;
		else
			x->other_calls++;
	}
}

void auction_table_lookup(const auction *a, int i, char *meaning, size_t msize,
			  char *spec, size_t ssize)
{
	auction_table_ctx x;
	auction_table_row r = { meaning, spec, msize, ssize };
	int seat = a->calls[i].seat;

	meaning[0] = '\0';
	spec[0] = '\0';
	context_of(a, i, &x);
	if (x.opening < 0) {
		auction_table_opening(&x, &r);
		return;
	}
	if (seat % 2 == x.open->seat % 2) {
		if (seat != x.open->seat && x.own_calls == 0)
			auction_table_response(&x, &r);
		else if (seat != x.open->seat) {
			auction_table_stayman_continuation(a, &x, &r);
			if (!meaning[0])
				auction_table_transfer_continuation(a, &x, &r);
		}
		else if (x.own_calls == 0 && auction_table_after_stayman(a, &x))
			auction_table_stayman_reply(&x, &r);
		else if (x.own_calls == 0)
			auction_table_rebid(a, &x, &r);
		return;
	}
	if (x.side_calls == 0)
		auction_table_defence(&x, &r);
	else if (x.side_calls == 1 && x.own_calls == 0)
		auction_table_advance(a, &x, &r);
}
