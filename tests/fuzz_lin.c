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
 *
 * The same bytes are then read as a file by source.c (source_next(), as
 * every command reads its files), twice over (two files of the same
 * text): its recognition of the format, the line format's lines of text
 * held before a BBO forum tag (hold(), say_held(), late_format()) and
 * HTML pages (html.c: html_page_line(), a tag wrapped over the page's
 * lines).  The kind of lines read (deals, positions, either) and
 * whether lead problems' and bad boards are handed out follow from the
 * input's length.  Its messages must each be one line naming the file; its
 * boards must have a deal (or be a lead problem's), lines within the
 * text.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dd.h"
#include "model/deal.h"
#include "formats/lin.h"
#include "formats/source.h"
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

/* The file the input is written to for source.c: made once. */
static char file[64];

/* Checks the messages of source.c, in diag (n bytes): each line names
 * the file, "FILE:LINE: text" or "FILE: text", the text not empty. */
static void check_diag(const char *diag, size_t n, long lines)
{
	size_t i = 0, flen = strlen(file);

	while (i < n) {
		const char *end = memchr(diag + i, '\n', n - i);
		const char *p = diag + i;
		size_t len = end ? (size_t)(end - p) : n - i;
		char *after;

		check(end != NULL, "a message without its line end");
		check(len > flen + 2 && memcmp(p, file, flen) == 0 &&
		      p[flen] == ':', "a message not naming the file");
		if (p[flen + 1] != ' ') {
			long line = strtol(p + flen + 1, &after, 10);

			check(line >= 1 && line <= lines && *after == ':' &&
			      after[1] == ' ' && after + 2 < p + len,
			      "a message's line");
		}
		i += len + 1;
	}
}

static void remove_file(void)
{
	remove(file);
}

/* The input read by source.c as two files of it. */
static void read_source(const uint8_t *data, size_t size)
{
	static const int kinds[3] = {
		SOURCE_DEALS, SOURCE_POSITIONS, SOURCE_ANY
	};
	char *files[2] = { file, file }, *diag = NULL;
	size_t diag_n = 0, i;
	long lines = 1;
	FILE *f, *d;
	source *src;
	record r;

	if (!file[0]) {
		int fd;

		snprintf(file, sizeof file, "/tmp/fuzz_lin.XXXXXX");
		fd = mkstemp(file);
		check(fd >= 0, "mkstemp");
		close(fd);
		atexit(remove_file);
	}
	f = fopen(file, "wb");
	check(f != NULL, "fopen");
	check(fwrite(data, 1, size, f) == size, "fwrite");
	fclose(f);
	/* (old Mac files: a CR alone ends a line too) */
	for (i = 0; i < size; i++)
		lines += data[i] == '\n' || data[i] == '\r';
	d = open_memstream(&diag, &diag_n);
	check(d != NULL, "open_memstream");
	src = source_new(2, files, kinds[size % 3], d);
	if ((size / 3) % 2)
		source_keep_partial(src);
	if ((size / 6) % 2)
		source_keep_all(src);
	record_init(&r);
	while (source_next(src, &r)) {
		check(r.file && strcmp(r.file, file) == 0, "source: file");
		/* (a PBN game of no tags kept whole, its text alone:
		 * line 0) */
		check(r.line >= (r.problem == RECORD_NO_DEAL ? 0 : 1) &&
		      r.line <= lines, "source: line");
		check(r.has_deal || r.partial || r.problem != RECORD_GOOD,
		      "source: a good board without a deal");
	}
	record_free(&r);
	source_free(src);
	fclose(d);
	check_diag(diag, diag_n, lines);
	free(diag);
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
	read_source(data, size);
	return 0;
}
