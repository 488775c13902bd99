/*
 * pbn_parse.h - the PBN reader as its unit tests (unit_pbn.c,
 * unit_pbn_escape.c) call it: parse() reads a text as the file "t.pbn",
 * its reports collected in messages, "LINE:BOARD:MESSAGE" a line;
 * free_all() frees what it gave.
 */
#ifndef PBN_PARSE_H
#define PBN_PARSE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/pbn.h"
#include "model/record.h"

/* The messages of the last parse, one a line. */
static char messages[2000];

static void on_report(void *user, long line, const char *board,
		      const char *msg)
{
	size_t n = strlen(messages);

	(void)user;
	snprintf(messages + n, sizeof messages - n, "%ld:%s:%s\n", line,
		 board, msg);
}

static record *parse(const char *text, int *n)
{
	messages[0] = '\0';
	return pbn_parse(text, strlen(text), "t.pbn", n, on_report, NULL);
}

static void free_all(record *r, int n)
{
	int i;

	for (i = 0; i < n; i++)
		record_free(&r[i]);
	free(r);
}

#endif
