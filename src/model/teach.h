/*
 * teach.h - what the teaching modes of the analyser need besides the
 * screen: deals for practice, the computer's choice of a defender's card,
 * and positions for find-the-card quizzes.  No I/O and no curses; the
 * solving is done with the caller's dd_ctx.
 */
#ifndef TEACH_H
#define TEACH_H

#include "dd.h"
#include "shuffle.h"

/* Turns a deal round the table by `by` seats clockwise: the hand of seat
 * s goes to seat (s + by) % 4. */
void teach_rotate(dd_deal *deal, int by);

/* A random deal for practising declarer play, turned so that declarer is
 * South: North-South take at least min_tricks (0..13) double-dummy with
 * South declaring in strain (DD_SPADES..DD_NOTRUMP; -1: South's best
 * strain, notrump first among equals).  *out_strain and *tricks receive
 * the strain and North-South's double-dummy tricks.  Draws deals from rng
 * until one fits, solving each (a cheap count of high cards passes over
 * deals that cannot fit first); gives up after max_tries deals (then
 * returns -1), else 0.  DD_CANCELLED and other engine failures: -1. */
int teach_practice_deal(dd_ctx *ctx, shuffle_rng *rng, int strain,
			int min_tricks, int max_tries, dd_deal *deal,
			int *out_strain, int *tricks);

/* The computer's card from scored cards (as dd_score_cards gives them,
 * tricks for the side to play): a card chosen at random among those
 * within slack tricks of the best (slack 0: the double-dummy best ones,
 * 1: the gentler level).  Returns its index in sc. */
int teach_choose(const dd_card_score *sc, int n, int slack,
		 shuffle_rng *rng);

/* Whether scored cards make a quiz: some keep the best result and some
 * do not, and there are at least two legal cards.  *right receives how
 * many keep the best. */
int teach_is_quiz(const dd_card_score *sc, int n, int *right);

/* The answer to a quiz: card among the scored cards sc.  1 when it keeps
 * the best result, 0 when it does not (*lost: the tricks it costs the
 * side to play), -1 when it is not among them (not a legal card). */
int teach_judge(const dd_card_score *sc, int n, dd_card card, int *lost);

#endif
