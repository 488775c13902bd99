/*
 * blame.h - who lost the tricks of a recorded play, double dummy: the one
 * count of `ddplay analyse` (its totals), `analyse --summary` (the
 * players', partnerships' and boards' tricks lost) and the analyser's
 * session view (ui/sessionjob.c: the "lost" column and the first costly
 * card), so that the three agree.
 *
 * From the play's course, declarer's side's double-dummy total before
 * each card and after the last (analyse_sd.h's asd_course()): a card of
 * declarer's side that lowers it lost tricks, charged to declarer
 * (dummy's cards too: declarer chose them); a defender's card that
 * raises it gave tricks away, charged to that defender, the opening lead
 * counted apart.
 *
 * A play that ends in a claim (blame_claim()) is charged too, as its own
 * item: the tricks between the claim and the double-dummy total at the
 * claim (the tricks won and the rest played perfectly).  A claim of fewer
 * conceded tricks declarer's side could not lose: charged to declarer's
 * side (to declarer, who claimed or accepted the concession); a claim of
 * more gave the defenders' tricks away: charged to the defence (each
 * defender accepted it; their partnership once).  So the tricks at the
 * opening lead, less those lost, plus those given, are the tricks
 * claimed.
 */
#ifndef BLAME_H
#define BLAME_H

#include "model/record.h"

typedef struct {
	int lost;               /* declarer's side's, the claim's included */
	int given;              /* the defence's, the lead's and the
				 * claim's included */
	int lead;               /* of given: the opening lead's */
	int seat[4];            /* each seat's tricks lost by its cards:
				 * declarer's side's all declarer's, a
				 * defender's without the opening lead's;
				 * not the claim's */
	int claim;              /* declarer's tricks claimed; -1: the play
				 * does not end in a claim */
	int claim_dd;           /* declarer's tricks double dummy at the
				 * claim (-1 with no claim) */
	int claim_lost;         /* of lost: the claim's (it conceded) */
	int claim_given;        /* of given: the claim's (too many, and
				 * accepted) */
	int first;              /* the first card that lost or gave tricks
				 * (cards before it), -1 when none */
	int first_seat;         /* who played it */
	int first_loss;         /* the tricks it lost or gave */
} blame;

/* The tricks declarer claimed at the end of r's recorded play (LIN's
 * mc|, a PBN play cut short with its Result), as the record's check
 * (formats/audit.h) takes it; -1 when the play does not end in one, is
 * complete, has no card, or is led by another seat than declarer's left
 * (not analysed). */
int blame_claim(const record *r);

/* Counts the n cards played by seat[k], declarer's side's total d[k]
 * before card k (d[n] after the last), declarer declarer, the play
 * ending in a claim of claim tricks (-1: none), into *b. */
void blame_count(int declarer, int n, const int d[53], const int seat[52],
		 int claim, blame *b);

/* Every trick lost or given away: either side's, the claim's included. */
int blame_total(const blame *b);

#endif
