/*
 * unit_pbn_escape.c - a tag's value through the PBN writer and reader
 * (src/formats/pbn.c, pbnread.c): every value comes back as it was, byte
 * for byte, whatever its backslashes and quotes; read, written and read
 * again it is the same.  PBN writes a quote \" and a backslash \\; a
 * backslash alone before another character (Bridge Composer's
 * "Denomination\2R", a Note's suit escape "\S") is read as itself.
 * Prints each failed check and exits 1 when there was one.
 */
#define _GNU_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "formats/pbn.h"
#include "model/record.h"
#include "check.h"
#include "pbn_parse.h"

static const char *DEAL =
	"N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2";

/* A game of a deal with the tags Event (value) and Note ("1:" value),
 * in PBN's form (set, not read: no line of their own); doubled: as read
 * from a file that wrote its backslashes doubled. */
static char *write_game(const char *value, int doubled)
{
	char *text = NULL, *note;
	size_t len = 0;
	FILE *f;
	record rec;
	int i;

	record_init(&rec);
	record_tag_set(&rec, "Event", value, NULL);
	record_tag_set(&rec, "Board", "1", NULL);
	record_tag_set(&rec, "Deal", DEAL, NULL);
	note = malloc(strlen(value) + 3);
	strcpy(note, "1:");
	strcat(note, value);
	record_tag_add(&rec, "Note", note, NULL);
	free(note);
	for (i = 0; i < rec.ntags; i++)
		rec.tags[i].doubled = doubled;
	f = open_memstream(&text, &len);
	pbn_write(f, &rec);
	fclose(f);
	record_free(&rec);
	return text;
}

/* Whether text is one game, read without a message, whose Event is
 * value and whose Note "1:" value; what went wrong printed. */
static int read_back(const char *text, const char *value, const char *what)
{
	record *r;
	const record_tag *t;
	int n, ok = 1;
	char note[64];

	r = parse(text, &n);
	ok &= CHECK_STR(messages, "");
	ok &= CHECK_INT(n, 1);
	if (n == 1) {
		t = record_tag_get(&r[0], "Event");
		ok &= CHECK(t != NULL) && CHECK_STR(t->value, value);
		snprintf(note, sizeof note, "1:%s", value);
		t = record_tag_get(&r[0], "Note");
		ok &= CHECK(t != NULL) && CHECK_STR(t->value, note);
	}
	if (!ok)
		printf("  (%s: the value '%s', written:\n%s)\n", what, value,
		       text);
	free_all(r, n);
	return ok;
}

/* Every value of up to 6 characters of a, \, ", S and ] (a quote, a
 * backslash before each and at the end, an escape's letter, the tag's
 * end): written, read back the same, and (read, written, read) again;
 * set by ddplay and as read from a file written doubled. */
static void test_every_value(void)
{
	static const char alphabet[] = "a\\\"S]";
	char value[8];
	int len, doubled, bad = 0;
	long code, count, k;

	for (len = 0; len <= 6; len++) {
		for (count = 1, k = 0; k < len; k++)
			count *= 5;
		for (code = 0; code < count && bad < 5; code++) {
			long c = code;

			for (k = 0; k < len; k++, c /= 5)
				value[k] = alphabet[c % 5];
			value[len] = '\0';
			for (doubled = 0; doubled < 2; doubled++) {
				char *text = write_game(value, doubled), *again;
				char *text2 = NULL;
				size_t len2 = 0;
				record *r;
				int n;
				FILE *f;

				bad += !read_back(text, value, doubled ?
						  "doubled" : "set");
				/* read and written again: the same bytes */
				r = parse(text, &n);
				f = open_memstream(&text2, &len2);
				if (n == 1)
					pbn_write(f, &r[0]);
				fclose(f);
				again = text2;
				bad += !CHECK_STR(again, text);
				free_all(r, n);
				free(text2);
				free(text);
			}
		}
	}
}

/* The form each is written in: PBN's own for a quote and a backslash
 * before a quote, a backslash or the end; a backslash alone otherwise
 * (ddplay's value), every backslash doubled when the file wrote them
 * so. */
static void test_forms(void)
{
	static const struct {
		const char *value;
		int doubled;
		const char *line;
	} cases[] = {
		{ "say \"hi\"", 0, "[Event \"say \\\"hi\\\"\"]\n" },
		{ "C:\\dir\\", 0, "[Event \"C:\\dir\\\\\"]\n" },
		{ "a\\\\b", 0, "[Event \"a\\\\\\b\"]\n" },
		{ "a\\\"b", 0, "[Event \"a\\\\\\\"b\"]\n" },
		{ "4+ \\S", 0, "[Event \"4+ \\S\"]\n" },
		{ "4+ \\S", 1, "[Event \"4+ \\\\S\"]\n" },
		{ "C:\\dir\\", 1, "[Event \"C:\\\\dir\\\\\"]\n" },
	};
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *text = write_game(cases[i].value, cases[i].doubled);

		if (!CHECK(strstr(text, cases[i].line) != NULL))
			printf("  '%s' written:\n%s", cases[i].value, text);
		read_back(text, cases[i].value, "form");
		free(text);
	}
}

/* A file's own lines, read and written again, come back as they were;
 * the values as PBN reads them. */
static void test_file(void)
{
	const char *text =
		"[Event \"C:\\\\clubs \\\"q\\\"\"]\n"
		"[Site \"a \\ b\"]\n"
		"[Board \"1\"]\n"
		"[Deal \"N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 "
		"KT3.K96.8762.QT2\"]\n"
		"[Auction \"N\"]\n1C =1= Pass Pass Pass\n"
		"[Note \"1:3+ \\C, say \\\"hi\\\", C:\\\\\\dir\"]\n\n";
	char *out = NULL;
	size_t len = 0;
	record *r;
	FILE *f;
	int n;

	r = parse(text, &n);
	CHECK_STR(messages, "");
	CHECK_INT(n, 1);
	if (n != 1) {
		free_all(r, n);
		return;
	}
	CHECK_STR(record_tag_get(&r[0], "Event")->value, "C:\\clubs \"q\"");
	CHECK_STR(record_tag_get(&r[0], "Site")->value, "a \\ b");
	CHECK_STR(record_tag_get(&r[0], "Note")->value,
		  "1:3+ \\C, say \"hi\", C:\\\\dir");
	f = open_memstream(&out, &len);
	pbn_write(f, &r[0]);
	fclose(f);
	CHECK_STR(out, text);
	free(out);
	free_all(r, n);
}

int main(void)
{
	test_every_value();
	test_forms();
	test_file();
	return check_summary("unit_pbn_escape");
}
