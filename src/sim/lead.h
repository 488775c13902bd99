/*
 * lead.h - `ddplay lead`: which opening lead is best on average, over
 * layouts of the unseen hands that fit what the auction said.
 *
 * The layouts are dealt at random (a seeded generator, rejection sampling
 * against the constraints of src/sim/handspec.h) or read from a file; each is
 * solved double dummy at the opening lead (every card of the leader
 * scored at once, touching cards as one lead); the leads are compared by
 * their average tricks, how often they set the contract, how often they
 * cost a trick against the best lead of the layout, and pairwise.
 * docs/lead.md describes the command.
 */
#ifndef LEAD_H
#define LEAD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "dd.h"

/* The most leads: a hand of thirteen cards with no two touching. */
#define LEAD_MAX 13

/* The leads of a hand: touching cards of a suit form one lead.  A
 * lead's cards are given high to low; group[card] is the lead of a card
 * held (card = DD_CARD), -1 for the others. */
typedef struct {
	int n;
	dd_card first[LEAD_MAX];      /* each lead's highest card */
	int ncards[LEAD_MAX];
	dd_card cards[LEAD_MAX][13];
	int8_t group[64];
} lead_set;

void lead_set_make(const uint16_t hand[4], lead_set *ls);

/* A lead as text: "H4/3" or, with utf8, "♥4/3". */
void lead_format(const lead_set *ls, int lead, int utf8, char *out,
		 size_t size);

/* What the leads did over some layouts: counts, exact. */
typedef struct {
	long n;                       /* layouts */
	int need;                     /* defence's tricks to set the contract */
	long sum[LEAD_MAX];           /* defence's tricks, added up */
	long sumsq[LEAD_MAX];
	long set[LEAD_MAX];           /* layouts where the lead sets it */
	long cost[LEAD_MAX];          /* where it takes less than the best */
	long beats[LEAD_MAX][LEAD_MAX];   /* where lead i takes more than j */
	long mpsq[LEAD_MAX];          /* each layout's matchpoints against
				       * the other leads, doubled (a win 2,
				       * a tie 1), squared and added up */
} lead_tally;

/* Adds a layout's tricks (one a lead) to t. */
void lead_tally_add(lead_tally *t, int nleads, const int8_t *tricks);

/* Everything the tables are printed from (leadout.c). */
typedef struct {
	const char *title;            /* a board's (lead FILE...), printed
				       * first; NULL: none (--hand) */
	const int8_t *real;           /* each lead's tricks on the board's
				       * whole deal, or NULL: not known */
	int leader, declarer, level, strain;
	int doubled;                  /* 0, 1 doubled, 2 redoubled */
	uint16_t hand[4];
	const char *spec_text[4];     /* the constraints given, or NULL */
	const char *auction;          /* what the auction gave, or NULL */
	const char *deals_file;       /* the layouts' file, or NULL: dealt */
	uint64_t seed;
	long tries;                   /* layouts tried when dealing */
	long dealt;                   /* layouts dealt or read (tally.n:
	                               * those solved) */
	long asked;                   /* --deals N, or the layouts read */
	int interrupted;              /* Ctrl-C: the figures so far */
	int utf8;
	const dd_deal *deals;         /* --show-deals: the layouts printed
				       * after the figures, or NULL */
	long ndeals;
	const uint8_t *solved;        /* each of them solved, or NULL: all;
				       * only those are printed (after
				       * Ctrl-C, the figures are theirs) */
	lead_set leads;
	lead_tally tally;
} lead_report;

/* The figures of a lead: average tricks and its 95% interval (Student's
 * t with n - 1 degrees of freedom, cut to 0..13 tricks), and the
 * matchpoints against the other leads (a win 1, a tie 1/2), in %.  1, or
 * 0 when there is no interval (fewer than 2 layouts: lo and hi are the
 * mean). */
int lead_figures(const lead_tally *t, int nleads, int lead, double *mean,
		  double *lo, double *hi, double *mp);

/* The 95% interval of a lead's matchpoints (lead_figures()' mp), in %:
 * the mean of the layouts' scores (each in 0..1: its matchpoints
 * against the other leads over their number) ± Student's t(n - 1)
 * standard errors, cut to 0..100.  1, or 0 when there is none (fewer
 * than 2 layouts, or a single lead: lo and hi are the mp). */
int lead_mp_interval(const lead_tally *t, int nleads, int lead, double *lo,
		     double *hi);

/* How far a share of n layouts (set, costs) may be from the true share
 * at the most, in % points: the half-width of Wilson's 95% interval at
 * its widest (a share of 50%), z/2/sqrt(n + z^2). */
double lead_share_bound(long n);

/* The leads in order, best first, by ddplay sd's rule (sd_groups()):
 * the most tricks, then the most sets, then the hand's order (spades to
 * clubs, high to low): order[0..nleads). */
void lead_order(const lead_tally *t, int nleads, int order[LEAD_MAX]);

/* The tables: readable, one line a lead and a pair (--lines) or JSON;
 * with r->deals, the layouts after them (readable: under "Layouts:", one
 * a line; --lines: "layout|DEAL" lines; JSON: "deals"), as `ddplay sd
 * --show-deals` prints them. */
void lead_print_readable(FILE *f, const lead_report *r);
void lead_print_lines(FILE *f, const lead_report *r);
void lead_print_json(FILE *f, const lead_report *r);

/* The table while the layouts are being solved (a terminal): the layouts
 * solved so far of total, and the leads' figures on them; it takes
 * lead_live_lines() lines. */
void lead_print_live(FILE *f, const lead_report *r, long total);
int lead_live_lines(const lead_report *r);

/* The command; argv[0] is "lead".  The exit status. */
int lead_main(int argc, char **argv);

#endif
