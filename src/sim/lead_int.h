/*
 * lead_int.h - inside `ddplay lead` (lead.h): its options, shared by
 * lead.c (the command line, one problem given by --hand) and leadfile.c
 * (the lead problems of the boards of files).
 */
#ifndef LEAD_INT_H
#define LEAD_INT_H

#include <stdatomic.h>
#include <stdio.h>

#include "auction.h"
#include "lead.h"
#include "leaddeal.h"

enum { OUT_READABLE, OUT_LINES, OUT_JSON, OUT_DEALS };

typedef struct {
	leaddeal_spec d;        /* the layouts */
	int declarer, level, strain;
	int doubled;            /* 0, 1 doubled, 2 redoubled */
	int jobs;
	int output;
	int show_deals;         /* --show-deals: the layouts after the figures */
	const char *file;       /* -o FILE; NULL: standard output */
	const auction *auc;     /* --auction, or NULL */
	char spec_buf[4][AUCTION_HAND_SIZE + 256];  /* the specs as text */
	int replaced[4];        /* "--west =SPEC": instead of the auction's */
	char sources[1024];     /* where the specs come from (d.sources) */
	/* FILE...: the files of boards whose lead problems are answered
	 * (leadfile.c); nfiles 0 with --hand */
	int nfiles;
	char **files;           /* malloc'd */
	int no_auction;         /* --no-auction: the boards' auctions not
				 * used */
	const char *user[4];    /* --north ... as given (FILE...) */
	/* FILE...: why the board's auction was left out when no layout
	 * fits it (the Auction line then), "" when it was not */
	char auction_note[640];
} lead_opts;

/* Set by Ctrl-C (lead.c's handler): the solving stops. */
extern atomic_int lead_interrupted;

/* What the auction o->auc (not NULL) was used for, the Auction line
 * of the output ("1S by South (...); not used: ..."), into out. */
void lead_auction_used(const lead_opts *o, char *out, size_t size);

/* One problem's layouts l (dealt or read for o) solved and the figures
 * printed to out: title, when not NULL, heads them (a board's, FILE...);
 * real, when not NULL, is the board's whole deal, each lead's result on
 * it shown beside.  The auction's description from o->auc.  0, 1 (a
 * problem, reported), or 130 (Ctrl-C: the figures so far printed). */
int lead_answer(lead_opts *o, leaddeal_layouts *l, FILE *out,
		const char *title, const dd_deal *real);

/* The boards of o->files (leadfile.c): each board's lead problem
 * answered to out, the problems of a board said as FILE:LINE: board B:
 * and the others still answered.  0, 1 when any board failed, or 130
 * (Ctrl-C); *printed: whether anything was printed. */
int lead_files(lead_opts *o, FILE *out, int *printed);

#endif
