/*
 * lin_reports.h - what the LIN reader's unit tests (through unit_lin.h,
 * for unit_lin*.c) collect of its reports: the problems,
 * one a line, "LINE: board B: message" (or "LINE: message" when the
 * board has no name), as in tests/data/lin's .expected files.
 * on_report() is the reader's report callback, its user a reports.
 */
#ifndef LIN_REPORTS_H
#define LIN_REPORTS_H

#include <stdio.h>

typedef struct {
	char text[16384];
	size_t n;
} reports;

static void on_report(void *user, long line, const char *board,
		      const char *msg)
{
	reports *rp = user;
	int n;

	if (board[0])
		n = snprintf(rp->text + rp->n, sizeof rp->text - rp->n,
			     "%ld: board %s: %s\n", line, board, msg);
	else
		n = snprintf(rp->text + rp->n, sizeof rp->text - rp->n,
			     "%ld: %s\n", line, msg);
	if (n > 0 && (size_t)n < sizeof rp->text - rp->n)
		rp->n += (size_t)n;
}

#endif
