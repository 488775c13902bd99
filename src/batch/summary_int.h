/*
 * summary_int.h - what `ddplay analyse --summary` (summary.c) tallies
 * and its output (summary_out.c) prints.
 */
#ifndef SUMMARY_INT_H
#define SUMMARY_INT_H

#include <stdio.h>

#include "analyse_sd.h"
#include "formats/audit.h"

/* What a player, or a partnership, did over the session. */
typedef struct {
	char name[168];
	int boards;             /* boards played (analysed) */
	int declared, decl_lost;
	int dummy;
	int defended, def_lost; /* defence, the opening lead apart */
	int leads, lead_lost;
	int claim_lost;         /* of decl_lost and def_lost: claims' (a
				 * claim conceding tricks, declarer's; one
				 * of too many accepted, each defender's
				 * and their partnership's once; blame.h) */
	int sd_decisions, sd_errors, sd_unlucky;        /* --sd */
} who;

typedef struct {
	char title[64];
	char contract[48];      /* "4S by South" */
	int tricks;             /* declarer's tricks (the result) */
	const char *scored_from;        /* "result", "play", "claim" or
					 * "double dummy": what tricks is */
	int decl_lost, def_lost, lead_lost;     /* the claim's included */
	int claim_decl;         /* of decl_lost: the claim's (it conceded
				 * tricks double dummy would win) */
	int claim_def;          /* of def_lost: the claim's (too many,
				 * accepted by the defence) */
	int score, par;         /* North-South's */
	int dealer, vul;        /* what score and par were worked out for */
	int taken;              /* RECORD_TAKEN_*: which of them were
				 * taken for a value the file gave but that
				 * could not be read */
	int sd_judged;          /* --sd: its play was judged (not one led
				 * by another seat than declarer's left) */
	int sd_decisions, sd_errors, sd_unlucky;        /* --sd */
	audit au;               /* what the record says against itself */
} board_row;

typedef struct {
	who *w;
	int n, cap;
} who_list;

/* --sd: the positions where fewer layouts than asked fit in the tries,
 * and the fewest (0: none); the boards whose play was judged on the
 * contract and on the tricks (asd_board.by_contract), and those of them
 * whose auction was used (asd_board.auction_used) or could not be. */
typedef struct {
	int positions;
	long fewest;
	int on_contract, on_tricks;
	int with_auction;
	int auction_not_used;   /* has one, not used (asd_board.auction:
				 * why) */
	int scoring_unknown;    /* judged on the tricks, its Scoring not
				 * understood (asd_board.scoring) */
} sd_fewer;

/* The readable output (lines: --lines): the session's line, --sd's,
 * the players, the partnerships and the boards (rows, ranked). */
void summary_print(FILE *out, const who_list *players, const who_list *pairs,
		   const board_row *rows, int nrows, int skipped, int lines,
		   const asd_options *sd, const sd_fewer *few);

/* --json: the same as one object. */
void summary_print_json(FILE *out, const who_list *players,
			const who_list *pairs, const board_row *rows,
			int nrows, const asd_options *sd, const sd_fewer *few);

#endif
