/*
 * analyse_sd.h - `ddplay analyse --sd`: the single-dummy figures of each
 * decision of a recorded play (docs/sd.md, "analyse --sd").
 *
 * At the position before each card of declarer's side (every seat's with
 * all), the seat to play's layouts are dealt and every legal card solved
 * on them as `ddplay sd` does it (sim/sd.h: the same seed, layouts and
 * figures as `ddplay sd --seed S --deals N --card K`); a position where
 * the seat had one class of card only (sd_groups()) is no decision and
 * left out.  The card played is compared with the best card (sd's order:
 * the most tricks, then the goal most often) by the paired differences
 * of their whole-deal tricks over the same layouts: a single-dummy error
 * when the 95 % interval of the mean difference lies wholly above 0
 * (sd_judge() in sim/sd.h, the practice review's test too), and the best
 * card played first, then the card played, does better than the card
 * played beyond the interval too (analyse_sd_fusion.h: else the best
 * card's edge may be the guess it leaves open, strategy fusion, and the
 * card is no error).  A card that lost a trick double dummy and is no
 * single-dummy error is unlucky.
 *
 * Used by analyse (batch.c; the readable output here, --json's "sd" from
 * batch_json.c), analyse --summary (summary.c) and the analyser's
 * session view (ui/sessionjob.c, through asd_analyse_record()).  Touches
 * nothing global: boards may be done in several threads.
 */
#ifndef ANALYSE_SD_H
#define ANALYSE_SD_H

#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#include "analyse_sd_fusion.h"
#include "dd.h"
#include "model/record.h"

#define ASD_DEFAULT_DEALS 100
/* Layouts tried a position before giving up, as `ddplay sd` by default. */
#define ASD_TRIES 20000000L
#define ASD_AUCTION_SIZE 640

typedef struct {
	long deals;               /* layouts a position */
	uint64_t seed;
	int all;                  /* every seat's cards, not only declarer's
				   * side's */
	int no_auction;           /* the board's auction not used */
	int jobs;                 /* threads solving a position's layouts */
	long tries;               /* layouts tried a position at most, 0:
				   * ASD_TRIES (as ddplay sd's --tries) */
	atomic_int *judged;       /* NULL, or counts the decisions done, as
				   * they are done (a screen's progress) */
	int judge;                /* ASD_JUDGE_ (what a card is judged on) */
	/* NULL, or told of the board's progress: before each decision
	 * (layouts 0) and as each of its layouts is solved, decision
	 * 1..decisions (the positions of more than one class of card to
	 * judge: a few may turn out to be none) and its layouts solved of
	 * total (a terminal's progress line: batch/progress.h's
	 * progress_within()).  Called from the solving threads, one call
	 * at a time (sd.h's sd_progress_fn): it must be quick. */
	void (*watch)(void *user, int decision, int decisions, long layouts,
		      long total);
	void *watch_user;
} asd_options;

enum { ASD_NONE, ASD_ERROR, ASD_UNLUCKY };

/* What a card is judged on: the tricks (matchpoints: every trick
 * counts), or the contract (IMPs, rubber, total points: making or
 * setting it is what counts, a safety play giving up an overtrick is
 * right); AUTO, by the board's Scoring tag (scoring_judge(): IMPs,
 * Cavendish, rubber, Chicago, total points the contract; matchpoints,
 * board-a-match, none, or one not understood the tricks, the last said
 * in asd_board.scoring).  Without the level the tricks, always. */
enum { ASD_JUDGE_AUTO, ASD_JUDGE_TRICKS, ASD_JUDGE_CONTRACT };

/* Why the cards of a board are judged as they are: --judge
 * (ASD_BY_OPTION), the board's Scoring tag (ASD_BY_SCORING, one
 * understood; one not understood is asd_board.scoring), no Scoring
 * tag, an empty one or '?' (ASD_BY_DEFAULT: the tricks), or no level
 * known (ASD_BY_NO_LEVEL: the tricks, whatever --judge says). */
enum { ASD_BY_DEFAULT, ASD_BY_OPTION, ASD_BY_SCORING, ASD_BY_NO_LEVEL };

typedef struct {
	double mean, lo, hi;      /* average whole-deal tricks, 95 % */
	double share;             /* of layouts reaching the goal, 0..1;
				   * -1 when the level is not known */
} asd_fig;

/* A decision of the play: card k, played by seat. */
typedef struct {
	int k, seat;
	int ngroups;              /* classes of cards (more than one) */
	int compared;             /* the classes other than the card
				   * played's, the best picked among them:
				   * diff_lo/hi are Bonferroni's for as
				   * many comparisons */
	long layouts;             /* dealt and solved: fewer than asked
				   * when only those fit in the tries */
	long tries;               /* layouts tried to deal them */
	dd_card played;
	int nbest;
	dd_card best[13];         /* every card tied best: the best group
				   * and each other group whose tallies
				   * (tricks summed, goal reached) are the
				   * same, in sd's order, each high to low */
	int nbclass;
	int bclass[13];           /* the sizes of those groups in best[] */
	int played_is_best;       /* the card played is in best[] */
	asd_fig fp, fb;           /* the card played's, the best's */
	double diff, diff_lo, diff_hi;  /* best minus played, paired, 95 %:
					 * tricks, or (asd_board.by_contract)
					 * the share of layouts reaching the
					 * goal, 0..1 */
	int dd_lost;              /* tricks the card lost double dummy (its
				   * side's; 0 when none) */
	int verdict;              /* ASD_NONE, ASD_ERROR, ASD_UNLUCKY */
	asd_fusion fusion;        /* the check of the best card first, then
				   * this one: made when the paired test
				   * says error (state ASD_FUSION_NONE when
				   * not); ASD_FUSION_OPEN: no error after
				   * all (verdict ASD_NONE, or ASD_UNLUCKY
				   * when it lost a trick double dummy) */
	int auction_dropped;      /* the auction's specs did not fit this
				   * position, nor with any one call left
				   * out: dealt without them */
	char not_used[256];       /* they fit with one call left out (the
				   * first that lets the others hold, as
				   * ddplay sd leaves it out): that call,
				   * as sd lists it ("2H by West (overcall,
				   * hearts 5+, hcp 10-16: with the other
				   * calls it cannot hold with the cards
				   * seen)"); "" none */
} asd_card;

typedef struct {
	int n;
	asd_card c[52];
	int level;                /* 0 when not known */
	int by_contract;          /* cards judged on reaching the goal
				   * (ASD_JUDGE_CONTRACT), not on tricks */
	int judged_by;            /* why: ASD_BY_ */
	char scoring_tag[48];     /* ASD_BY_SCORING: the Scoring tag's value,
				   * understood or not (cut to 47 bytes, a
				   * control character '?'); else "" */
	char scoring[160];        /* judged by the board's Scoring tag and
				   * that was not understood: "Scoring
				   * 'Swiss': 'Swiss' is not a scoring
				   * known here" (judged on the tricks);
				   * else "" */
	int auction_used;         /* the board's auction gave specs */
	char auction[ASD_AUCTION_SIZE];  /* what it was used for, or why
					  * not: "" none */
	int decisions[4];         /* a seat's decisions judged, its errors
				   * and unlucky cards (dummy's count as
				   * declarer's) */
	int errors[4], unlucky[4];
} asd_board;

/* The decisions of r's play pos (its contract and every card played),
 * d[k] the declarer's side's double-dummy total before card k and
 * seat[k] the seat of card k (analyse's course).  0, or -1 with err
 * (out holds the decisions done before).  stop (may be NULL) stops it. */
int asd_analyse(const record *r, const dd_position *pos, const int d[53],
		const int seat[52], const asd_options *o,
		const atomic_int *stop, asd_board *out, char *err,
		size_t errsize);

/* The course of the play pos (its contract and every card played) that
 * asd_analyse() takes: d[k], declarer's side's double-dummy total before
 * card k (k = 0..pos->nplayed), and seat[k], the seat of card k, solved
 * with ctx.  0; -1 with err when the play cannot be replayed, -2 with err
 * when the solver failed or was cancelled. */
int asd_course(dd_ctx *ctx, const dd_position *pos, int d[53],
	       int seat[52], char *err, size_t errsize);

/* asd_analyse() on record r as `ddplay analyse --sd` takes it: its
 * contract and recorded play, their course from asd_course() with ctx.
 * 1 when done, 0 when r is passed out or has no contract or no play
 * (out empty), -1 with err (stopped: -1 too, out holding the decisions
 * done). */
int asd_analyse_record(dd_ctx *ctx, const record *r, const asd_options *o,
		       const atomic_int *stop, asd_board *out, char *err,
		       size_t errsize);

/* --judge's value: ASD_JUDGE_TRICKS or ASD_JUDGE_CONTRACT, -1 for
 * another. */
int asd_parse_judge(const char *text);

/* --seed S: 0 with *seed, or -1 when S is not a whole number. */
int asd_parse_seed(const char *text, uint64_t *seed);
/* The seed without --seed: from the clock (printed, so a run can be
 * repeated). */
uint64_t asd_clock_seed(void);

/* ", \"sd\": {...}": the board's decisions for --json. */
void asd_json(FILE *f, const asd_options *o, const asd_board *b);

#endif
