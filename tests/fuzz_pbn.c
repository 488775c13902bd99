/*
 * fuzz_pbn.c - a libFuzzer target: arbitrary bytes read as a PBN file.
 * Every board the reader returns must hold a deal the engine accepts and
 * a legal play (the reader promises it); each is written back as PBN and
 * read again, which must give the same board (deal, dealer,
 * vulnerability, contract, declarer, result, cards played).  Built and
 * run by `make fuzz`, see docs/testing.md.
 */
#define _GNU_SOURCE 1
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#include "formats/pbn.h"
#include "model/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_pbn: %s\n", what);
		abort();
	}
}

static void on_report(void *user, long line, const char *board,
		      const char *msg)
{
	(void)user;
	check(line >= 1, "a message without a line");
	check(board != NULL && msg != NULL && msg[0] != '\0',
	      "an empty message");
}

static int same(const record *a, const record *b)
{
	return memcmp(&a->deal, &b->deal, sizeof a->deal) == 0 &&
	       a->dealer == b->dealer && a->vul == b->vul &&
	       a->level == b->level && a->strain == b->strain &&
	       a->doubled == b->doubled && a->declarer == b->declarer &&
	       a->result == b->result && a->nplayed == b->nplayed &&
	       memcmp(a->played, b->played, (size_t)a->nplayed) == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int n = 0, i;
	record *r = pbn_parse((const char *)data, size, "fuzz", &n,
			      on_report, NULL);

	(void)pbn_detect((const char *)data, size);
	for (i = 0; i < n; i++) {
		char err[200], *text = NULL;
		size_t len = 0;
		long line;
		FILE *f;
		record *back;
		int m = 0, j;

		check(record_check(&r[i], err, sizeof err, &line) == 0,
		      "a board returned that the engine rejects");
		f = open_memstream(&text, &len);
		check(f != NULL, "open_memstream");
		pbn_write(f, &r[i]);
		fclose(f);
		back = pbn_parse(text, len, "again", &m, NULL, NULL);
		check(m == 1, "a board written does not read back as one");
		check(same(&r[i], &back[0]), "a board read back differs");
		for (j = 0; j < m; j++)
			record_free(&back[j]);
		free(back);
		free(text);
	}
	for (i = 0; i < n; i++)
		record_free(&r[i]);
	free(r);
	return 0;
}
