/*
 * sessionjob.h - the session view of the analyser (:session): every board
 * of the file with its result against double dummy and against par, and
 * the first card of its recorded play that cost a trick, worked out in a
 * thread of its own (the screen fills in as the boards are done); on
 * request, each board's single-dummy marks too: declarer's single-dummy
 * errors and unlucky cards, as `ddplay analyse --sd` finds them
 * (src/batch/analyse_sd.h), in one more thread at the lowest priority.
 */
#ifndef SESSIONJOB_H
#define SESSIONJOB_H

#include <stdint.h>

#include "dd.h"
#include "model/record.h"

/* A board as the job needs it: the deal, the contract (level 0 when
 * none), dealer and vulnerability, the tricks declarer took (-1 when not
 * recorded), the recorded play and the tricks claimed at its end (-1:
 * no claim; batch/blame.h's blame_claim() of the record whose play it
 * is). */
typedef struct {
	dd_deal deal;
	int level, strain, declarer, doubled;
	int dealer, vul;
	int result;
	int nactual;
	dd_card actual[52];
	int claim;
} sessionjob_board;

/* What was found for a board; done 0 until then. */
typedef struct {
	int done;
	int failed;
	int dd;                 /* declarer's tricks, double dummy, at the
				 * opening lead; -1 when no contract */
	int result;             /* declarer's tricks: recorded, or double
				 * dummy after the last card played
				 * (result_dd 1); -1 when neither */
	int result_dd;
	int score;              /* North-South's score at the result */
	int par;                /* North-South's par score */
	int lost;               /* tricks thrown away by the recorded cards
				 * and the claim (either side's: as
				 * analyse counts them, batch/blame.h) */
	int claim_lost;         /* of lost: the claim's */
	int first;              /* the first card of them (cards before
				 * it), -1 */
	int first_seat;         /* who played it */
	int first_loss;         /* the tricks it cost */
} sessionjob_row;

typedef struct sessionjob sessionjob;

/* Starts the job on n boards (copied), worked out by threads threads (0:
 * one a CPU; each fills the rows of the boards it takes).  NULL when it
 * cannot start. */
sessionjob *sessionjob_start(const sessionjob_board *b, int n, int threads);

/* A copy of row i (done 0 while not worked out); the boards done. */
void sessionjob_row_get(sessionjob *j, int i, sessionjob_row *out);
int sessionjob_done(sessionjob *j);

/* The single-dummy marks of a board: where they stand (SJSD_*), and
 * what was found. */
enum {
	SJSD_NONE,              /* not asked for */
	SJSD_WAIT,              /* asked, not started */
	SJSD_WORKING,           /* being worked out */
	SJSD_DONE,
	SJSD_NOPLAY,            /* no contract or no recorded play */
	SJSD_FAILED
};

typedef struct {
	int state;              /* SJSD_* */
	int judged;             /* decisions of declarer's side judged (so
				 * far, while working) */
	int errors, unlucky;    /* declarer's single-dummy errors and
				 * unlucky cards (dummy's count as
				 * declarer's) */
	long fewest;            /* the fewest layouts a decision was judged
				 * on (0: none judged) */
	int scoring_unknown;    /* its Scoring tag was not understood: its
				 * cards judged on the tricks */
	signed char verdict[52];        /* card k's: ASD_ERROR, ASD_UNLUCKY,
					 * ASD_NONE; -1 when not judged */
} sessionjob_sd;

/* Starts the single-dummy marks of the job's boards, recs[i] board i's
 * record (copied; n the job's boards), each decision of declarer's side
 * judged on deals layouts from seed (the same figures as `ddplay
 * analyse --sd --deals DEALS --seed SEED`), a board after the other,
 * the layouts of a position solved by threads threads (0: one a CPU).
 * 0; 1 when they were asked for before with the same deals and seed
 * (nothing new; with others, those are stopped and forgotten); -1 when
 * they cannot start. */
int sessionjob_sd_start(sessionjob *j, const record *recs, int n, long deals,
			uint64_t seed, int threads);

/* 0 when the marks were not asked for; else 1, with the layouts a
 * position, the seed and the boards finished (done, no play or failed). */
int sessionjob_sd_info(sessionjob *j, long *deals, uint64_t *seed,
		       int *done);

/* A copy of board i's marks. */
void sessionjob_sd_get(sessionjob *j, int i, sessionjob_sd *out);

/* Stops it at once and frees it; NULL is fine. */
void sessionjob_free(sessionjob *j);

#endif
