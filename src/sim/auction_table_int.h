/*
 * auction_table_int.h - inside the table of calls (auction_table.h): where
 * a call stands in its auction, the row it is read by, and the helpers
 * the rows share, for auction_table.c (the lookup: which row reads a
 * call), auction_table_open.c (the opening side's calls: openings,
 * responses, rebids, Stayman and transfers) and auction_table_defence.c
 * (the other side's: overcalls, doubles, balancing, the advancer's
 * raise).  The helpers are static inline: no file of the three depends
 * on another for them.
 */
#ifndef AUCTION_TABLE_INT_H
#define AUCTION_TABLE_INT_H

#include <stdarg.h>
#include <stdio.h>

#include "auction.h"

/* The suits' names, by strain (spades first). */
static const char *const SUIT_WORDS[4] = {
	"spades", "hearts", "diamonds", "clubs"
};

/* Where call i stands in the auction. */
typedef struct {
	const auction_call *call;
	int i;
	int opening;            /* index of the first bid, -1 none */
	const auction_call *open;   /* that bid, or NULL */
	int side_calls;         /* calls not passes of the caller's side
				 * after the opening, before i */
	int own_calls;          /* the caller's own calls after the
				 * opening, passes included */
	int other_calls;        /* the other side's, after the opening */
	const auction_call *last_bid;   /* before i, or NULL */
	int bid_by[2];          /* strains bid by each side (bits) */
} auction_table_ctx;

static inline void put(char *out, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static inline void put(char *out, size_t size, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(out, size, fmt, ap);
	va_end(ap);
}

static inline int is_major(int strain)
{
	return strain == DD_SPADES || strain == DD_HEARTS;
}

static inline int is_suit(int strain)
{
	return strain != DD_NOTRUMP;
}

/* The place of a bid in the order of bids: 1C 0, 1D 1, ... 7NT 34. */
static inline int bid_rank(int level, int strain)
{
	static const int order[5] = { 3, 2, 1, 0, 4 };  /* S H D C NT */

	return (level - 1) * 5 + order[strain];
}

/* How many levels a bid jumps: 0 when it is the cheapest bid of its
 * strain over last (NULL: none). */
static inline int jump_of(const auction_call *bid, const auction_call *last)
{
	int level = 1;

	while (last && bid_rank(level, bid->strain) <=
	       bid_rank(last->level, last->strain))
		level++;
	return bid->level - level;
}

/* The output of a row. */
typedef struct {
	char *meaning, *spec;
	size_t msize, ssize;
} auction_table_row;

#define MEANS(r, ...) put((r)->meaning, (r)->msize, __VA_ARGS__)
#define GIVES(r, ...) put((r)->spec, (r)->ssize, __VA_ARGS__)

/* The rows of the opening side (auction_table_open.c): each fills r
 * with the meaning and spec of x's call when the table knows it, else
 * leaves them "". */
void auction_table_opening(const auction_table_ctx *x, auction_table_row *r);
void auction_table_response(const auction_table_ctx *x, auction_table_row *r);
void auction_table_rebid(const auction *a, const auction_table_ctx *x,
			 auction_table_row *r);
/* Whether x's call is the reply to Stayman over a 1NT or 2NT opening
 * (opener's, the opponents silent, after the responder's 2C, 3C over
 * 2NT). */
int auction_table_after_stayman(const auction *a, const auction_table_ctx *x);
void auction_table_stayman_reply(const auction_table_ctx *x,
				 auction_table_row *r);
void auction_table_stayman_continuation(const auction *a,
					const auction_table_ctx *x,
					auction_table_row *r);
void auction_table_transfer_continuation(const auction *a,
					 const auction_table_ctx *x,
					 auction_table_row *r);

/* The rows of the other side (auction_table_defence.c). */
void auction_table_defence(const auction_table_ctx *x, auction_table_row *r);
void auction_table_advance(const auction *a, const auction_table_ctx *x,
			   auction_table_row *r);

#endif
