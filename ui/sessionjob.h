/*
 * sessionjob.h - the session view of the analyser (:session): every board
 * of the file with its result against double dummy and against par, and
 * the first card of its recorded play that cost a trick, worked out in a
 * thread of its own (the screen fills in as the boards are done).
 */
#ifndef SESSIONJOB_H
#define SESSIONJOB_H

#include "dd.h"

/* A board as the job needs it: the deal, the contract (level 0 when
 * none), dealer and vulnerability, the tricks declarer took (-1 when not
 * recorded) and the recorded play. */
typedef struct {
	dd_deal deal;
	int level, strain, declarer, doubled;
	int dealer, vul;
	int result;
	int nactual;
	dd_card actual[52];
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
				 * (either side's: as analyse counts them) */
	int first;              /* the first of them (cards before it), -1 */
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

/* Stops it at once and frees it; NULL is fine. */
void sessionjob_free(sessionjob *j);

#endif
