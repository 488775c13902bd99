/*
 * sdauction.h - a board's auction as the constraints of the hands the
 * seat to play cannot see (docs/auction.md), and what is done when no
 * layout fits them: the auction's first call whose spec, left out
 * alone, lets the others hold is left out (auction_first_droppable()).
 * One rule for every place that deals layouts of a position from a
 * board's auction: `ddplay sd` (dealt, or kept from --deals FILE),
 * `ddplay analyse --sd`, and the analyser's :sd and lead box x.
 * (`ddplay lead FILE`, which may have no whole deal, tries the same with
 * its own dealing: leadfile.c.)
 */
#ifndef SDAUCTION_H
#define SDAUCTION_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include "auction.h"
#include "sdlayout.h"

/* Where the layouts of a position come from, for the tries. */
typedef struct {
	const dd_position *pos;   /* the position (the seat to play's view) */
	const char *const *user;  /* the user's spec of each seat (four:
				   * NULL none; "=SPEC" replaces the
				   * auction's), or NULL: none */
	int restricted;           /* the view's SDLAYOUT_RC_* */
	uint64_t seed;            /* the dealing's */
	long tries;               /* the first layout looked for in these, or
				   * SDLAYOUT_FIRST_TRIES when fewer or 0 */
	const sdlayout_set *from; /* the layouts to keep from (--deals
				   * FILE), or NULL: dealt */
	const atomic_int *stop;   /* may be NULL */
} sdauction_where;

/* The view of w->pos with a's specs (a may be NULL) on the hands the
 * seat to play cannot see, the user's added (on the hands it sees, the
 * user's alone), their texts written to text (the view points to them),
 * w->restricted set.  0, or -1 with err. */
int sdauction_view(const sdauction_where *w, const auction *a,
		   char text[4][AUCTION_HAND_SIZE], sdlayout_view *v,
		   char *err, size_t errsize);

/* Whether some layout fits v: one of w->from that does, or one dealt
 * from w->seed in w->tries (SDLAYOUT_FIRST_TRIES at the most).  1 or
 * 0. */
int sdauction_fits(const sdauction_where *w, const sdlayout_view *v);

/* With a's specs no layout fits (the caller found none in tried
 * layouts: 0 when the arithmetic refused them, nothing tried; 0 too for
 * w->from): the first call used of a hand the seat to play cannot see
 * (not one the user's "=SPEC" replaces) whose spec, left out alone,
 * lets some layout fit (sdauction_fits()) is left out of a
 * (auction_drop(), why saying so: AUCTION_DROP_SEEN,
 * AUCTION_DROP_LEADER): its index.  -1 when no one call does, when
 * *w->stop was set, or when a w->tries below SDLAYOUT_FIRST_TRIES is
 * what found none (tried > 0: no proof that none fits, and the whole
 * auction goes, as before there was a choice); a is then as it was. */
int sdauction_drop_one(const sdauction_where *w, auction *a, long tried,
		       const char *why);

#endif
