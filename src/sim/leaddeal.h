/*
 * leaddeal.h - the layouts of `ddplay lead` (lead.h): the three hands the
 * leader cannot see, dealt at random to fit the constraints of each
 * (handspec.h) by rejection sampling, or read from a file.
 */
#ifndef LEADDEAL_H
#define LEADDEAL_H

#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#include "dd.h"
#include "handspec.h"
#include "sdlayout.h"

/* Rejection sampling gives up after max_tries layouts tried in all, or
 * after LEADDEAL_FIRST_TRIES without a single one fitting (sdlayout.h's
 * dealing, and its limit). */
#define LEADDEAL_FIRST_TRIES SDLAYOUT_FIRST_TRIES
/* The most layouts kept. */
#define LEADDEAL_MAX 1000000L

typedef struct {
	int leader;               /* the seat on lead */
	uint16_t hand[4];         /* its hand */
	handspec spec[4];         /* what each hand holds */
	const char *spec_text[4]; /* as given (for messages), or NULL */
	long ndeals;              /* layouts to deal */
	const char *deals_file;   /* or to read from this file */
	uint64_t seed;
	long max_tries;
	const char *sources;      /* where the specs come from ("West 'hcp
				   * 11-15' from --auction"), said when no
				   * layout fits; NULL or "": not said */
	const char *prefix;       /* what starts its messages ("FILE:LINE:
				   * board B: "), or NULL: "ddplay lead: " */
	FILE *report;             /* where leaddeal_deal() says what went
	                           * wrong (stderr for ddplay lead); NULL:
	                           * nowhere (a background job on a screen) */
	char *why;                /* when not NULL, the same (without
				   * "ddplay lead: " or the prefix, nor the
				   * newline) is also written here, of
				   * whysize: why no layout could be dealt */
	size_t whysize;
} leaddeal_spec;

typedef struct {
	dd_deal *deals;           /* malloc'd */
	long n, cap;
	long tries;               /* dealt: layouts tried */
	long misfits;             /* read: layouts that do not fit */
	int bad;                  /* read: some line was bad */
} leaddeal_layouts;

/* Deals o->ndeals layouts from o->seed into l (zeroed first), until *stop
 * is set: 0, or -1 when the constraints cannot be met together or none of
 * the layouts tried fits (reported on o->report).  Fewer than asked is
 * reported, not an error.  The same spec and seed give the same
 * layouts. */
int leaddeal_deal(const leaddeal_spec *o, leaddeal_layouts *l,
		  atomic_int *stop);

/* Reads the layouts of o->deals_file into l (zeroed first): lines of the
 * line format, the first field a deal where the leader holds o->hand.
 * Bad lines are reported as FILE:LINE and passed over (l->bad set);
 * layouts that do not fit the constraints are left out, and counted.  0,
 * or -1 when none is left (reported). */
int leaddeal_read(const leaddeal_spec *o, leaddeal_layouts *l,
		  atomic_int *stop);

#endif
