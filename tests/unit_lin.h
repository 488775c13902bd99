/*
 * unit_lin.h - what the LIN reader's unit tests (unit_lin.c,
 * unit_lin_messages.c, unit_lin_auction.c, unit_lin_hv.c, unit_lin_qa.c)
 * share: parsing a piece of text or a data file of tests/data/lin/ (its
 * .expected reports and .lines positions checked), a board's tags,
 * contract, deal, play and position as text, the reference deal in LIN
 * (MD, REF_DEAL), the reports of a piece of text, a board that must parse
 * alone.  Each test program is one source file including this header
 * once: its functions are static and marked unused, so that those a
 * program leaves unused cost no warning.  Run from the top of the tree,
 * where the data files are found.
 */
#ifndef UNIT_LIN_H
#define UNIT_LIN_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#include "model/deal.h"
#include "formats/lin.h"
#include "model/record.h"
#include "util/util.h"
#include "check.h"
#include "lin_reports.h"

#define DATA "tests/data/lin/"

/* The boards of len bytes of text; the reports go into rp. */
__attribute__((unused))
static record *parse(const char *text, size_t len, int *count, reports *rp)
{
	rp->n = 0;
	rp->text[0] = '\0';
	return lin_parse(text, len, "test.lin", count, on_report, rp);
}

__attribute__((unused))
static record *parse_str(const char *text, int *count, reports *rp)
{
	return parse(text, strlen(text), count, rp);
}

__attribute__((unused))
static void free_records(record *recs, int count)
{
	int i;

	for (i = 0; i < count; i++)
		record_free(&recs[i]);
	free(recs);
}

/* A whole file, NUL-terminated; NULL (and a failed check) when it cannot
 * be read. */
__attribute__((unused))
static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *text;
	long n;

	if (!f) {
		checks++;
		failures++;
		printf("%s: cannot open (run from the top of the tree)\n",
		       path);
		return NULL;
	}
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	text = xmalloc((size_t)n + 1);
	*len = fread(text, 1, (size_t)n, f);
	text[*len] = '\0';
	fclose(f);
	return text;
}

__attribute__((unused))
static int exists(const char *path)
{
	FILE *f = fopen(path, "rb");

	if (f)
		fclose(f);
	return f != NULL;
}

/* A tag's value, or "(none)". */
__attribute__((unused))
static const char *tag(const record *r, const char *name)
{
	const record_tag *t = record_tag_get(r, name);

	return t ? t->value : "(none)";
}

/* A tag's section, or "(none)". */
__attribute__((unused))
static const char *section(const record *r, const char *name)
{
	const record_tag *t = record_tag_get(r, name);

	return t && t->section ? t->section : "(none)";
}

__attribute__((unused))
static const char *contract(const record *r)
{
	static char out[8];

	record_format_contract(r, out);
	return out;
}

__attribute__((unused))
static const char *deal_text(const record *r)
{
	static char out[DEAL_TEXT_SIZE];

	deal_format(&r->deal, out);
	return out;
}

__attribute__((unused))
static const char *played_text(const record *r)
{
	static char out[DEAL_PLAYED_SIZE];

	deal_format_played(r->played, r->nplayed, out);
	return out;
}

/* The board as a line deal|strain|leader|played, as the .lines files
 * hold them. */
__attribute__((unused))
static const char *position_text(const record *r)
{
	static char out[DEAL_POSITION_SIZE];
	dd_position pos;

	if (record_base(r, &pos) < 0)
		return "(no contract)";
	pos.nplayed = r->nplayed;
	memcpy(pos.played, r->played, sizeof pos.played);
	deal_format_position(&pos, out);
	return out;
}

/* Parses the data file name (with ext), checks its reports against
 * name.expected, its boards with cards played against name.lines, every
 * board with record_check(); returns the boards. */
__attribute__((unused))
static record *check_file(const char *name, const char *ext, int *count)
{
	char path[256], *text, *expected, *lines, *line, *save = NULL;
	size_t len, elen, llen;
	reports rp;
	record *recs;
	int i, nlines = 0;

	snprintf(path, sizeof path, DATA "%s%s", name, ext);
	text = read_file(path, &len);
	snprintf(path, sizeof path, DATA "%s.expected", name);
	expected = exists(path) ? read_file(path, &elen) : xstrdup("");
	snprintf(path, sizeof path, DATA "%s.lines", name);
	lines = read_file(path, &llen);
	*count = 0;
	if (!text || !expected || !lines) {
		free(text);
		free(expected);
		free(lines);
		return NULL;
	}
	recs = parse(text, len, count, &rp);
	printf("%s%s: %d boards\n", name, ext, *count);
	CHECK_STR(rp.text, expected);
	line = strtok_r(lines, "\n", &save);
	for (i = 0; i < *count; i++) {
		char err[200];
		long at;

		CHECK(recs[i].file && strcmp(recs[i].file, "test.lin") == 0);
		if (record_check(&recs[i], err, sizeof err, &at) < 0) {
			checks++;
			failures++;
			printf("%s board %d: record_check: %ld: %s\n", name,
			       i + 1, at, err);
		}
		if (recs[i].nplayed == 0)
			continue;
		nlines++;
		CHECK(line != NULL);
		if (line)
			CHECK_STR(position_text(&recs[i]), line);
		line = strtok_r(NULL, "\n", &save);
	}
	CHECK(line == NULL);
	CHECK(nlines > 0);
	free(text);
	free(expected);
	free(lines);
	return recs;
}

/* The hands of tests/ref's first table deal in LIN: South first (the
 * dealer), then West, North; East left out.  REF_DEAL is that deal. */
#define MD "md|1S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,SKQT2H8653DA7CK32,|"
__attribute__((unused))
static const char *const REF_DEAL =
	"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 "
	"J865.AQ92.KT8.T4";

/* The reports for text, "" when none. */
__attribute__((unused))
static const char *reports_of(const char *text)
{
	static reports rp;
	int n;
	record *r = parse_str(text, &n, &rp);

	free_records(r, n);
	return rp.text;
}

/* A board of one piece of text, which must parse without a report;
 * NULL (a failed check) otherwise.  Free with free_one(). */
__attribute__((unused))
static record *one_board(const char *text)
{
	reports rp;
	int n;
	record *r = parse_str(text, &n, &rp);

	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n != 1) {
		free_records(r, n);
		return NULL;
	}
	return r;
}

__attribute__((unused))
static void free_one(record *r)
{
	free_records(r, r ? 1 : 0);
}

#endif
