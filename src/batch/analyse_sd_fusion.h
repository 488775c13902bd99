/*
 * analyse_sd_fusion.h - the check `ddplay analyse --sd` makes before it
 * calls a card a single-dummy error: the best card first, then the card
 * played (docs/sd.md, "Strategy fusion: the check before an error").
 *
 * Each layout is solved double dummy, so a card that keeps a later guess
 * open is credited with the right guess on every layout afterwards
 * (strategy fusion), and a card that commits now can look worse than it
 * by that alone.  The check: on each layout the best card b is played,
 * the rest of its trick double dummy (each player's best card by the
 * engine), then on up to ASD_FUSION_REACH tricks more until the hand
 * that played b is to play again and may play the card played c (it
 * leads, or follows suit with c, or c was itself a discard or a ruff and
 * it shows out again); c is played there and the position after it
 * scored double dummy.  When "b then c" does as well as c (the paired
 * interval of their difference, over the same layouts, holds 0) and
 * worse than b (that interval above 0, and b then c nearer c than b),
 * b's edge came from keeping the choice open, not from b itself, and c
 * is not called an error, unless another card d the hand of c might
 * play at that turn, the same on every layout, beats c there beyond the
 * interval (widened for the classes of cards compared, Bonferroni's):
 * then c is a wrong guess, made now or later, and the error stands.
 *
 * Everything is exact integers a layout, the layouts shared out between
 * threads: the same layouts give the same result whatever the threads.
 */
#ifndef ANALYSE_SD_FUSION_H
#define ANALYSE_SD_FUSION_H

#include <stdatomic.h>

#include "dd.h"
#include "sim/sd.h"
#include "sim/sdlayout.h"

/* The tricks after the best card's own within which the card played
 * must get its turn. */
#define ASD_FUSION_REACH 2
/* Each thread's solver table, in MB (positions of one deal). */
#define ASD_FUSION_TT_MB 4

enum {
	ASD_FUSION_NONE,          /* not checked: the card is no error */
	ASD_FUSION_ERROR,         /* b then c is better than c beyond the
				   * interval (on the layouts where c had
				   * its turn, if not all), or c was the
				   * right card at its turn after b on no
				   * layout: an error */
	ASD_FUSION_OPEN,          /* c had its turn on every layout, b then
				   * c does as well as c (within the
				   * interval both ways), worse than b
				   * beyond it, and is nearer c than b:
				   * b's edge may be the guess it leaves
				   * open; not an error */
	ASD_FUSION_NOT_MADE,      /* c had no turn within reach on some
				   * layouts, and on the others b then c
				   * is not better beyond the interval:
				   * the check could not be made, the
				   * error stands (marked) */
	ASD_FUSION_WORSE,         /* b then c does worse than c beyond the
				   * interval: b changed what c does (the
				   * same suit, an entry used), the check
				   * tells nothing; the error stands
				   * (marked) */
	ASD_FUSION_UNCLEAR,       /* b then c not better than c beyond the
				   * interval, but not short of b beyond
				   * it either, or nearer b than c (too
				   * few layouts): the check cannot tell;
				   * the error stands (marked) */
	ASD_FUSION_WRONG          /* as ASD_FUSION_OPEN, but a card d the
				   * hand of c might have played instead
				   * at c's turn after b, the same card on
				   * every layout, beats c there beyond
				   * the interval (widened for the cards
				   * compared): c is a wrong guess made
				   * now or later, an error (marked) */
};

typedef struct {
	int state;                /* ASD_FUSION_* */
	dd_card then;             /* b, the best card played first */
	long layouts;             /* the layouts of the figures */
	long made;                /* those where c had its turn in reach */
	long right;               /* those where c was then a double-dummy
				   * best card */
	double mean, share;       /* b then c: average whole-deal tricks,
				   * the share reaching the goal (-1 when
				   * the level is not known) */
	double diff, diff_lo, diff_hi;  /* (b then c) minus c, paired, 95 %
					 * (Student's t): tricks, or the
					 * goal (by_contract: 0..1) */
	double short_of, short_lo, short_hi;  /* b minus (b then c), the
					       * same way */
	dd_card instead;          /* d: of the cards c's hand might have
				   * played instead of c at c's turn after
				   * b (c's suit when it led; legal there
				   * on every layout where c had its turn,
				   * each answered by the opponent before
				   * as c is), grouped where they take the
				   * same tricks on every layout, the best
				   * group's highest card; 0 when none */
	int compared;             /* the groups other than c's compared */
	double alt_mean, alt_share;  /* d's average whole-deal tricks and
				      * share reaching the goal (-1) */
	double alt_diff, alt_lo, alt_hi;  /* d minus c, paired, its 95 %
					   * interval widened for compared
					   * (Bonferroni) */
} asd_fusion;

/* The check for card played (index into res->tally.card) against best
 * (the same), on the n layouts res was solved on (whole deals, v's view;
 * a layout res did not solve, stopped, is left out),
 * judged on reaching need tricks when by_contract (need > 0), else on
 * tricks, in jobs threads.  0 with out filled; 1 when *stop was set
 * (out->state ASD_FUSION_NONE); -1 with err when the solver failed. */
int asd_fusion_check(const sdlayout_view *v, const dd_deal *layouts,
		     long n, const sd_result *res, int played, int best, int need,
		     int by_contract, int jobs, const atomic_int *stop,
		     asd_fusion *out, char *err, size_t errsize);

/* asd_fusion_check() for what sd_judge() called an error (j): after the
 * best group's first card, and when the card played had no turn in reach
 * after it (ASD_FUSION_NOT_MADE), after each other group tied best in
 * turn (one may keep the lead where the card can come: the ♣A where the
 * ♦6 gives it away), the first check made kept.  analyse --sd and the
 * practice review (ui/fusionjob.c) both judge so. */
int asd_fusion_judge(const sdlayout_view *v, const dd_deal *layouts,
		     long n, const sd_result *res, const sd_verdict *j,
		     int need, int by_contract, int jobs,
		     const atomic_int *stop, asd_fusion *out, char *err,
		     size_t errsize);

#endif
