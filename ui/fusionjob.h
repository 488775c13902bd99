/*
 * fusionjob.h - the check `ddplay analyse --sd` makes before it calls a
 * card a single-dummy error (src/batch/analyse_sd_fusion.h: the best
 * card first, then the card played, on the same layouts; docs/sd.md,
 * "Strategy fusion: the check before an error"), made for a decision of
 * the practice review (teachmode.c) in a thread of its own at the lowest
 * priority, so that the screen stays live.
 *
 * The review's figures (sdjob.h) keep their layouts and rows to
 * themselves; the job deals the same layouts again (the same position,
 * seed, count and tries give the same layouts, sdlayout.h), solves them
 * as sdjob does (sd_position_figures(): the same tallies and rows),
 * judges the card played as sdjob_judge() does on the contract
 * (sd_judge()), and when that says worse, makes the check on them:
 * analyse --sd --judge contract's verdict on the same position, seed and
 * layouts.
 */
#ifndef FUSIONJOB_H
#define FUSIONJOB_H

#include <stddef.h>
#include <stdint.h>

#include "batch/analyse_sd_fusion.h"
#include "dd.h"
#include "sim/sd.h"

typedef struct fusionjob fusionjob;

/* What the job has found. */
typedef struct {
	int running;            /* 0 once finished, stopped or failed */
	int judged;             /* 1: the card was judged (verdict), 0:
				 * not (still running, stopped, failed,
				 * or no decision) */
	sd_verdict verdict;     /* sd_judge()'s, on the contract */
	asd_fusion fusion;      /* the check, made when verdict.error
				 * (fusion.state ASD_FUSION_NONE when
				 * not) */
	char msg[160];          /* why it failed, "" */
} fusionjob_view;

/* Starts the verdict and the check on card played at pos (a card to
 * play; played is not in pos->played), the contract at level, over n
 * layouts dealt from seed without constraints, up to tries tried (0: as
 * sdjob_start() takes it), solved by threads threads (0: one a CPU).
 * NULL, with a message in err, when it cannot start. */
fusionjob *fusionjob_start(const dd_position *pos, dd_card played, int level,
			   long n, uint64_t seed, long tries, int threads,
			   char *err, size_t errsize);

/* A copy of what it has found so far. */
void fusionjob_peek(fusionjob *j, fusionjob_view *v);

/* Whether, once finished, the card is no error: the paired test called
 * it worse than best, and the check found the best card's edge to be the
 * guess it keeps open (ASD_FUSION_OPEN, analyse --sd's "guess kept
 * open").  0 while it runs, or when the check was not made or says
 * otherwise. */
int fusionjob_open(fusionjob *j, dd_card best);

/* Stops it and frees it; NULL is fine. */
void fusionjob_free(fusionjob *j);

#endif
