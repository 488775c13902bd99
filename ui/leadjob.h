/*
 * leadjob.h - the opening lead simulation of the analyser (:lead): the
 * leads of the seat on lead compared over layouts of the three hands it
 * cannot see, dealt at random, as `ddplay lead` does (src/sim/lead.h), in a
 * thread of its own so that the screen stays live and fills in as the
 * layouts are solved.
 */
#ifndef LEADJOB_H
#define LEADJOB_H

#include <stddef.h>
#include <stdint.h>

#include "dd.h"
#include "sim/auction.h"
#include "sim/lead.h"

typedef struct leadjob leadjob;

/* What the simulation has found so far. */
typedef struct {
	int leader, strain, level;
	lead_set leads;
	lead_tally tally;       /* tally.n: the layouts solved */
	long total;             /* layouts asked for, then those dealt */
	long asked;             /* layouts asked for */
	long tried;             /* layouts tried to deal them (0 before) */
	int finished;           /* all solved, or failed (msg) */
	char msg[160];
	char constraints[1040]; /* the hands' constraints used, "" none */
	char brief[200];        /* the calls used short, once one was left
				 * out ("auction: N 3NT"), else "" */
} leadjob_view;

/* Starts the simulation at the opening lead of pos (nplayed 0, the
 * leader's 13 cards): n layouts dealt from seed, the contract at level,
 * the three other hands constrained by specs (NULL, or four texts of
 * handspec.h, NULL or "" for none; the leader's is not used), described
 * for the screen by constraints (NULL: none), solved by threads threads
 * (0: one a CPU), dealing up to tries layouts (0: 20,000,000, as `ddplay
 * lead`).  board (NULL: none; copied) is the board's auction the specs
 * come from.  When no layout of those tried fits the specs, the board's
 * first call whose spec, left out alone, lets the others hold is left
 * out, as `ddplay lead FILE` leaves it (sdauction.h), and the view's
 * constraints list it among the calls not used ("auction: 3NT by North
 * (...); not used: 1NT by South (1NT opening, hcp 15-17, balanced: with
 * the other calls it cannot hold with the leader's hand), ...").  When
 * no one call does (or without board), the
 * layouts are dealt without them, and the view's constraints say so ("no
 * constraints (none of the 5000 layouts tried fits the auction: ...)",
 * "no layout can fit the auction: ..." where they exclude one another).
 * NULL, with a message in err, when it cannot start (a constraint that
 * does not parse). */
leadjob *leadjob_start(const dd_position *pos, int level, long n,
		       uint64_t seed, const char *const specs[4],
		       const char *constraints, const auction *board,
		       int threads, long tries, char *err, size_t errsize);

/* A copy of what it has found so far. */
void leadjob_peek(leadjob *j, leadjob_view *v);

/* Stops it (at once: the solver is cancelled) and frees it; NULL is
 * fine. */
void leadjob_free(leadjob *j);

#endif
