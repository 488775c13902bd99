/*
 * audit.h - a board's record checked against itself and against double
 * dummy, for the post-mortem (analyse, analyse --summary, the analyser's
 * title and record page): the Result tag against the tricks of a complete
 * play or of its claim; a claim that takes more than double dummy allows
 * from the position of the claim, or concedes a trick that could not be
 * lost; a contract or declarer that the auction does not give; an
 * opening lead by a seat other than declarer's left (the play kept as
 * recorded, not analysed: record.h, offlead); and first, what the
 * reader could not read of the record and what became of it (record.h,
 * flaw: a bad Vulnerable not known, a play kept up to a revoke).  These
 * are warnings, never refusals: the board is analysed all the same.
 */
#ifndef AUDIT_H
#define AUDIT_H

#include "model/record.h"

#define AUDIT_MAX 8
#define AUDIT_TEXT 240

typedef struct {
	/* Declarer's tricks by the play: a complete play counted, or its
	 * claim (from_claim); -1 when the play does not say. */
	int play_tricks;
	int from_claim;
	/* The Result tag disagrees with play_tricks. */
	int result_differs;
	int n;
	char text[AUDIT_MAX][AUDIT_TEXT];   /* the warnings, as phrases */
} audit;

/* Checks r.  dd_end: declarer's tricks in all, double dummy, from the
 * last card recorded (the tricks won so far and the rest played
 * perfectly), or -1 when not worked out (the claim is then not checked).
 * Returns a->n. */
int audit_record(const record *r, int dd_end, audit *a);

#endif
