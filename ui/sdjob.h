/*
 * sdjob.h - the single-dummy figures of a position in the analyser (:sd):
 * every legal card of the seat to play solved on layouts of the cards
 * that seat cannot see, as `ddplay sd` does (src/sim/sd.h), in a thread
 * of its own at the lowest priority, so that the screen stays live, the
 * figures fill in as the layouts are solved, and the double-dummy
 * numbers are never kept waiting.  A job keeps its figures once stopped
 * or finished: the analyser remembers them for their position.
 */
#ifndef SDJOB_H
#define SDJOB_H

#include <stddef.h>
#include <stdint.h>

#include "dd.h"
#include "sim/auction.h"
#include "sim/sd.h"

typedef struct sdjob sdjob;

/* What the job has found so far. */
typedef struct {
	int seat;               /* the seat to play */
	int side;               /* its side: 0 NS, 1 EW */
	int need;               /* the side's tricks for its goal */
	sd_tally tally;         /* tally.n: the layouts solved */
	long total;             /* layouts dealt (asked for until dealt) */
	long asked;             /* asked for: more than total when only
				 * total fit in the tries */
	long tries;             /* layouts tried to deal them */
	uint64_t seed;
	int running;            /* 0 once finished, stopped or failed */
	int stopped;            /* stopped before the end */
	char msg[160];          /* why it failed, "" */
	char constraints[1040]; /* the hands' constraints used, "" none */
	char brief[200];        /* the same short, for a narrow line:
				 * "auction: N Pass 1H, S 1D"; "" none */
	char shortest[48];      /* shorter still where even brief does not
				 * fit, "" none: "no constraints (auction
				 * fits no layout)" when they were
				 * dropped */
	int nweighed;           /* cards played that weigh the layouts
				 * (restricted choice, sdlayout_weighed()) */
	dd_card weighed[8];     /* the first of them */
} sdjob_view;

/* Starts the figures at pos (a card to play) over n layouts dealt from
 * seed, the contract at level, with the hands' constraints specs (NULL,
 * or four texts, NULL for none), described for the screen by
 * constraints ("" or NULL: none) and, shorter, by brief (NULL: none),
 * solved by threads threads (0: one a CPU), dealing up to tries
 * layouts (0: SDJOB_TRIES, as `ddplay sd`).  board (NULL: none; copied)
 * is the board's auction the specs come from, the calls of the seats in
 * seen (a bit a seat) not used, "the hand is seen".  When no layout of
 * the first SDLAYOUT_FIRST_TRIES tried (or of the tries, when fewer)
 * fits the specs (the cards played contradict them), the board's first
 * call whose spec, left out alone, lets the others hold is left out, as
 * `ddplay sd` leaves it (sdauction.h), and the view's constraints list
 * it among the calls not used ("auction: 3H by East (...); not used:
 * ..., 2H by West (overcall, hearts 5+, hcp 10-16: with the other calls
 * it cannot hold with the cards seen), ..."), brief "auction: E 3H; not
 * used: 2H by West", shortest "auction (not used: 2H by West)".  When no
 * one call does (or without board), the layouts are dealt without the
 * specs, and the view's constraints say so, with the count tried: "no
 * constraints (none of the 1000000 layouts tried fits the auction:
 * ...)", brief "no constraints (no layout fits auction: N 3H)",
 * shortest "no constraints (auction fits no layout)".  NULL, with a
 * message in err, when it cannot start (a finished position, a
 * constraint that does not parse or fit). */
sdjob *sdjob_start(const dd_position *pos, int level, long n,
		   uint64_t seed, const char *const specs[4],
		   const char *constraints, const char *brief,
		   const auction *board, unsigned seen, int threads,
		   long tries, char *err, size_t errsize);

/* Whether a job started now with these arguments (as sdjob_start()
 * takes them) would deal old's layouts, and old solved some of them (it
 * was stopped, or it ended): sdjob_resume() may go on from it.  Stops
 * old first. */
int sdjob_resumes(sdjob *old, long n, uint64_t seed,
		  const char *const specs[4], const char *constraints,
		  long tries);

/* A new job going on from old where old was stopped: old's layouts, the
 * ones it solved counted as they are (shown at once), the others solved
 * now by threads threads (none when old had ended).  Old is stopped
 * first and gives up its layouts (free it after).  NULL when old has
 * nothing to go on from (stopped before its layouts were dealt, or
 * failed), or with a message in err when the thread cannot start. */
sdjob *sdjob_resume(sdjob *old, int threads, char *err, size_t errsize);

/* Whether j is the job of position pos in a contract at level (the
 * tricks the side needs are not the same in another). */
int sdjob_at(const sdjob *j, const dd_position *pos, int level);

/* A copy of what it has found so far. */
void sdjob_peek(sdjob *j, sdjob_view *v);

/* The verdict on card played at j's position (sd_judge(): the best
 * card, and whether played is worse beyond the paired interval), on the
 * tricks or, by_contract, on the side's goal: 1 with *out once every
 * layout is solved, 0 when the position is no decision (one class of
 * card), -1 while it is not finished (running, stopped, failed). */
int sdjob_judge(sdjob *j, dd_card played, int by_contract, sd_verdict *out);

/* Stops it (at once), keeping the figures found; safe to call again. */
void sdjob_stop(sdjob *j);

/* Stops it and frees it; NULL is fine. */
void sdjob_free(sdjob *j);

/* The seed of a position's layouts: the same position, the same seed
 * (and so the same figures as `ddplay sd --seed` prints). */
uint64_t sdjob_seed(const dd_position *pos);

#endif
