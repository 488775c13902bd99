/*
 * fuzz_lin.c - a libFuzzer target: arbitrary bytes go through the reader
 * of LIN files and handviewer links (lin_detect(), lin_parse()), and every
 * board it returns through record_check() and the formatters.  Built as
 * the other targets of `make fuzz` (build-fuzz/fuzz_lin); a seed corpus:
 * the files of tests/data/lin/.
 *
 * Besides the sanitizers it checks a few properties and aborts when one
 * fails: every message is non-empty and one line; every line number
 * (reported or in a record) is within the text; every board has a deal,
 * its fields are in range, its sections end with a line end; problems
 * found by record_check() have a message.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#include "model/deal.h"
#include "formats/lin.h"
#include "model/record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_lin: %s\n", what);
		abort();
	}
}

/* The number of lines of the input: the line numbers allowed. */
typedef struct {
	long lines;
} input_info;

static void on_report(void *user, long line, const char *board,
		      const char *msg)
{
	const input_info *in = user;

	check(line >= 1 && line <= in->lines, "reported line out of range");
	check(board != NULL && strlen(board) < 32, "bad board name");
	check(msg != NULL && msg[0] != '\0', "empty message");
	check(strchr(msg, '\n') == NULL, "message of several lines");
}

static void check_record(const record *r, const input_info *in)
{
	char err[200], text[DEAL_POSITION_SIZE], contract[8];
	long line;
	int i;

	check(r->line >= 1 && r->line <= in->lines, "record line");
	check(r->deal_line >= r->line && r->deal_line <= in->lines,
	      "deal line");
	check(r->play_line == 0 ||
	      (r->play_line >= r->line && r->play_line <= in->lines),
	      "play line");
	check(memchr(r->board, '\0', sizeof r->board) != NULL,
	      "board name not terminated");
	check(r->has_deal, "a board without a deal");
	check(r->dealer >= -1 && r->dealer <= 3, "dealer");
	check(r->vul >= -1 && r->vul <= 3, "vulnerability");
	check(r->level >= -1 && r->level <= 7, "level");
	check(r->level < 1 || (r->strain >= 0 && r->strain <= 4), "strain");
	check(r->doubled >= 0 && r->doubled <= 2, "doubled");
	check(r->declarer >= -1 && r->declarer <= 3, "declarer");
	check(r->nplayed >= 0 && r->nplayed <= 52, "played count");
	check(r->claim >= -1 && r->claim <= 13, "claim");
	check(r->result >= -1 && r->result <= 13, "result");
	for (i = 0; i < r->nplayed; i++)
		check(DD_SUIT(r->played[i]) <= 3 &&
		      DD_RANK(r->played[i]) >= 2 &&
		      DD_RANK(r->played[i]) <= 14, "played card");
	for (i = 0; i < r->ntags; i++) {
		const record_tag *t = &r->tags[i];

		check(t->name[0] != '\0' && t->value != NULL, "tag");
		check(!t->section || (t->section[0] != '\0' &&
				      t->section[strlen(t->section) - 1] ==
				      '\n'), "section without a line end");
	}
	record_format_contract(r, contract);
	deal_format(&r->deal, text);
	deal_format_played(r->played, r->nplayed, text);
	if (record_check(r, err, sizeof err, &line) < 0)
		check(err[0] != '\0' && line >= 1 && line <= in->lines,
		      "record_check message");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	input_info in = { 1 };
	record *recs;
	size_t i;
	int n, k;

	for (i = 0; i < size; i++)
		in.lines += text[i] == '\n';
	check(lin_detect(text, size) == 0 || lin_detect(text, size) == 1,
	      "lin_detect");
	recs = lin_parse(text, size, "fuzz.lin", &n, on_report, &in);
	check(n >= 0 && (n == 0 || recs != NULL), "count");
	for (k = 0; k < n; k++) {
		check(recs[k].file && strcmp(recs[k].file, "fuzz.lin") == 0,
		      "file");
		check_record(&recs[k], &in);
		record_free(&recs[k]);
	}
	free(recs);
	return 0;
}
