/*
 * leadsolve.h - the solving of `ddplay lead` (lead.h): every opening lead
 * on every layout, in threads (one solver context each, kept across its
 * layouts), stoppable, with the table of the layouts solved so far drawn
 * on a terminal while it runs.
 */
#ifndef LEADSOLVE_H
#define LEADSOLVE_H

#include <stdatomic.h>
#include <stdint.h>

#include "lead.h"
#include "leaddeal.h"

#define LEAD_MAX_JOBS 64

typedef struct {
	int8_t *tricks;           /* l->n rows of one count a lead: the
				   * defence's tricks (malloc'd) */
	uint8_t *done;            /* each layout solved (malloc'd) */
	long ndone;
} leadsolve_result;

/* Whether the table can be drawn while solving: readable output (the
 * caller says) going to a terminal that moves the cursor and has the
 * rows for it, and 80 columns (no line wraps). */
int leadsolve_live_ok(const lead_report *r);

/* Solves every layout of l at the opening lead of r (r->leader, r->strain,
 * r->leads) with jobs threads, until done or *stop is set (the solving
 * then stops at once: the layouts done are kept).  With live, the table
 * of the layouts solved so far goes to stdout every second
 * (lead_print_live, r->tally used for it) and is erased at the end;
 * otherwise the count goes to stderr when that is a terminal.  0, or -1
 * when the solver failed (reported).  res's arrays are to be freed
 * whatever the result. */
int leadsolve_run(const leaddeal_layouts *l, lead_report *r, int jobs,
		  int live, atomic_int *stop,
		  leadsolve_result *res);

#endif
