/*
 * sdout.h - the output of `ddplay sd` (sdcmd.c): the figures of a
 * position readable, one line a card (--lines) or one JSON object
 * (--json), docs/sd.md.
 */
#ifndef SDOUT_H
#define SDOUT_H

#include <stdint.h>
#include <stdio.h>

#include "sd.h"
#include "sdlayout.h"

/* Everything a position's figures are printed from. */
typedef struct {
	const char *title;        /* "Board 3", or "" */
	const sdlayout_view *v;
	int level;                /* 1..7, 0 when not known */
	int doubled;              /* 0, 1 doubled, 2 redoubled */
	int need;                 /* sd_need() */
	uint64_t seed;
	const char *deals_file;   /* the layouts' file, or NULL: dealt */
	long asked;               /* layouts asked for (or read) */
	long tries;               /* layouts tried when dealing */
	const sd_result *res;
	int real[13];             /* the side's whole-deal tricks on the real
				   * deal after each card (res's order), -1
				   * when not known */
	const sdlayout_set *layouts;  /* printed with show_deals */
	int show_deals;
	int utf8;
	const char *auction;      /* what the auction was used for, or NULL */
	int auction_dropped;      /* the board's auction fit no layout: the
				   * layouts are dealt without it */
	int auction_used;         /* the auction's calls constrain the
				   * hidden hands (--lines: "used") */
} sdout_report;

void sdout_readable(FILE *f, const sdout_report *r);
/* --deal-only: the layouts of v, one position line each, as --show-deals
 * prints them. */
void sdout_layouts(FILE *f, const sdlayout_view *v, const sdlayout_set *s);
void sdout_lines(FILE *f, const sdout_report *r);
void sdout_json(FILE *f, const sdout_report *r);

#endif
