/*
 * layoutfile.c - which lines of a layouts file are layouts, see
 * layoutfile.h.
 */
#include "layoutfile.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* Whether line is the readable heading of the layouts, "Layouts:" (a
 * line end or spaces after it allowed). */
static int is_layouts_heading(const char *line)
{
	size_t n = strlen(line);

	while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r' ||
			 line[n - 1] == ' ' || line[n - 1] == '\t'))
		n--;
	return n == 8 && !strncmp(line, "Layouts:", 8);
}

/* Whether file is a readable --show-deals output: a line "Layouts:" in
 * it.  A regular file only: standard input, a FIFO or bash's <(...)
 * cannot be read twice (read here, they would be read empty; opened, a
 * FIFO with no writer would wait for ever). */
static int has_layouts_heading(const char *file)
{
	char buf[512];
	struct stat st;
	FILE *f;
	int found = 0;

	if (!strcmp(file, "-") || stat(file, &st) < 0 || !S_ISREG(st.st_mode) ||
	    !(f = fopen(file, "r")))
		return 0;
	while (!found && fgets(buf, sizeof buf, f))
		found = is_layouts_heading(buf);
	fclose(f);
	return found;
}

/* Whether file is JSON: its first byte, after blanks and a UTF-8
 * byte-order mark, '{'.  A regular file is opened to look; standard
 * input is peeked at (its first byte put back: ddplay's JSON starts
 * with '{', no blank before it); anything else (a FIFO) is not. */
static int is_json(const char *file)
{
	struct stat st;
	FILE *f;
	int c;

	if (!strcmp(file, "-")) {
		c = getc(stdin);
		if (c != EOF)
			ungetc(c, stdin);
		return c == '{';
	}
	if (stat(file, &st) < 0 || !S_ISREG(st.st_mode) ||
	    !(f = fopen(file, "r")))
		return 0;
	c = getc(f);
	if (c == 0xef && getc(f) == 0xbb && getc(f) == 0xbf)
		c = getc(f);
	while (c == ' ' || c == '\t' || c == '\n' || c == '\r')
		c = getc(f);
	fclose(f);
	return c == '{';
}

void layoutfile_start(layoutfile *lf, const char *file)
{
	lf->json = is_json(file);
	lf->heading = !lf->json && has_layouts_heading(file);
}

char *layoutfile_line(layoutfile *lf, char *line)
{
	static const char *const skipped[] = {
		"position|", "card|", "lead|", "pair|", "board|"
	};
	size_t i;

	if (lf->heading) {
		lf->heading = !is_layouts_heading(line);
		return NULL;
	}
	for (i = 0; i < sizeof skipped / sizeof skipped[0]; i++)
		if (!strncmp(line, skipped[i], strlen(skipped[i])))
			return NULL;
	return strncmp(line, "layout|", 7) ? line : line + 7;
}

/* ---- JSON ---------------------------------------------------------- */

/* The longest string kept whole: a deal is 67 bytes; a longer string
 * is cut (and then no deal). */
#define JSON_STRING_MAX 256

typedef struct {
	FILE *f;
	const char *name;
	long line;              /* of the next byte */
	int status;
} json_in;

static void json_report(json_in *in, long line, const char *what)
{
	fflush(stdout);
	fprintf(stderr, "%s:%ld: %s\n", in->name, line, what);
	in->status = 1;
}

static int json_getc(json_in *in)
{
	int c = getc(in->f);

	in->line += c == '\n';
	return c;
}

/* A string's text, its opening '"' read, into out (cut at size - 1
 * bytes; an escape gives the byte after its backslash, \uXXXX its four
 * digits: no deal holds one).  0, or -1 at the end of the file. */
static int json_string(json_in *in, char *out, size_t size)
{
	size_t n = 0;
	int c;

	while ((c = json_getc(in)) != EOF && c != '"') {
		if (c == '\\' && (c = json_getc(in)) == EOF)
			break;
		if (n + 1 < size)
			out[n++] = (char)c;
	}
	out[n] = '\0';
	return c == EOF ? -1 : 0;
}

int layoutfile_json(const char *file, layoutfile_each each, void *user)
{
	json_in in = { NULL, NULL, 1, 0 };
	char text[JSON_STRING_MAX];
	/* the nesting of '{' and '[' ('{' 1, '[' 2 a level), and the level
	 * of the "deals" array being read (0: none) */
	char nest[64];
	int depth = 0, deals = 0, found = 0, stop = 0, c;
	int key = 0;            /* the string before was "deals" */
	int expect_deals = 0;   /* ... and a ':' followed it */
	int scalar = 0, was_scalar; /* in a number, true, false or null */
	long start;

	if (!strcmp(file, "-")) {
		in.f = stdin;
		in.name = "stdin";
	} else if (!(in.f = fopen(file, "r"))) {
		fflush(stdout);
		fprintf(stderr, "%s: %s\n", file, strerror(errno));
		return 1;
	} else {
		in.name = file;
	}
	while (!stop && (c = json_getc(&in)) != EOF) {
		was_scalar = scalar;
		scalar = 0;
		switch (c) {
		case '"':
			start = in.line;
			if (json_string(&in, text, sizeof text) < 0) {
				json_report(&in, start, "the JSON ends inside "
					    "a string");
				stop = 1;
				break;
			}
			if (deals && depth == deals) {
				if (each(user, text, start) < 0)
					stop = 1;
				break;
			}
			key = !strcmp(text, "deals");
			continue;       /* (kept for a ':') */
		case ':':
			expect_deals = key && !deals;
			key = 0;
			continue;
		case '{':
		case '[':
			if (depth == (int)sizeof nest) {
				json_report(&in, in.line, "the JSON is nested "
					    "too deep");
				stop = 1;
				break;
			}
			if (deals && depth == deals)
				json_report(&in, in.line, "an element of "
					    "\"deals\" that is not a deal "
					    "(a string)");
			nest[depth++] = (char)c;
			if (c == '[' && expect_deals) {
				deals = depth;
				found = 1;
			}
			break;
		case '}':
		case ']':
			if (depth == 0 || nest[depth - 1] != (c == '}' ? '{' :
							       '[')) {
				json_report(&in, in.line, c == '}' ?
					    "a '}' that closes nothing" :
					    "a ']' that closes nothing");
				stop = 1;
				break;
			}
			if (deals == depth)
				deals = 0;
			depth--;
			break;
		case ' ': case '\t': case '\n': case '\r': case ',':
			continue;
		default:
			/* a number, true, false, null: said once */
			scalar = 1;
			if (!was_scalar && deals && depth == deals)
				json_report(&in, in.line, "an element of "
					    "\"deals\" that is not a deal "
					    "(a string)");
			break;
		}
		expect_deals = key = 0;
	}
	if (!stop && ferror(in.f)) {
		fflush(stdout);
		fprintf(stderr, "%s: %s\n", in.name, strerror(errno));
		in.status = 1;
	} else if (!stop && depth > 0) {
		json_report(&in, in.line, "the JSON ends before its last "
			    "bracket closes");
	} else if (!stop && !found) {
		fflush(stdout);
		fprintf(stderr, "%s: JSON without \"deals\": the layouts are "
			"in --json's output with --show-deals\n", in.name);
		in.status = 1;
	}
	if (in.f != stdin)
		fclose(in.f);
	else
		clearerr(stdin);
	return in.status;
}
