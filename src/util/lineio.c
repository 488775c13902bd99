/*
 * lineio.c - line-by-line input of records, see lineio.h.
 */
#include "lineio.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "util.h"

struct lineio {
	char **files;
	int nfiles;
	int next_file;      /* index in files of the next file to open */
	FILE *diag;
	FILE *fp;           /* the file being read, NULL between files */
	const char *name;   /* its name in messages */
	long lineno;        /* its last line read */
	long first;         /* line number of its first record, 0 before */
	long bytes;         /* its bytes read so far */
	int found;          /* it has given a board */
	int eol;            /* its line ends: 0 not known yet, 1 LF, 2 CR */
	int crlf;           /* its first line ended in CR LF */
	int lf;             /* a line of it ended in LF (or CR LF) */
	int bom;            /* it starts with a UTF-8 byte-order mark */
	char *buf;          /* the line last read */
	size_t bufsize;
	long reported;      /* its problems reported */
	long too_long;      /* lines skipped as too long, in every file */
	long abandoned;     /* files whose rest was skipped (abandon()) */
	long hidden;        /* and those past LINEIO_REPORT_MAX, counted */
	int status;
	const atomic_int *stop;	/* lineio_set_stop(), or NULL */
	int stopped;            /* it cut a read: the input is over */
};

static char stdin_name[] = "-";
static char *stdin_args[1] = { stdin_name };

lineio *lineio_new(int nfiles, char **files, FILE *diag)
{
	lineio *in = xcalloc(1, sizeof *in);

	if (nfiles <= 0) {
		in->files = stdin_args;
		in->nfiles = 1;
	} else {
		in->files = files;
		in->nfiles = nfiles;
	}
	in->diag = diag ? diag : stderr;
	return in;
}

static void close_current(lineio *in)
{
	if (in->hidden > 0) {
		fflush(stdout);
		fprintf(in->diag, "%s: %ld more line%s with problems, not "
			"shown\n", in->name ? in->name : "stdin", in->hidden,
			in->hidden == 1 ? "" : "s");
		in->hidden = 0;
	}
	if (in->fp && in->fp != stdin)
		fclose(in->fp);
	else if (in->fp == stdin)
		clearerr(stdin);
	in->fp = NULL;
}

void lineio_free(lineio *in)
{
	if (!in)
		return;
	close_current(in);
	free(in->buf);
	free(in);
}

static int is_letter(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* The hosts of link shorteners: BBO's own (bbo.to) and the common ones.
 * Their links name no board; where they lead is known only to their
 * server. */
static const char *const SHORT_HOSTS[] = {
	"bbo.to", "tinyurl.com", "bit.ly", "goo.gl", "tiny.cc", "is.gd",
	"ow.ly", "t.co", "rb.gy", "shorturl.at", "cutt.ly"
};

int lineio_short_host(const char *host, size_t n)
{
	size_t i;

	if (n > 4 && strncasecmp(host, "www.", 4) == 0) {
		host += 4;
		n -= 4;
	}
	for (i = 0; i < sizeof SHORT_HOSTS / sizeof *SHORT_HOSTS; i++)
		if (strlen(SHORT_HOSTS[i]) == n &&
		    strncasecmp(host, SHORT_HOSTS[i], n) == 0)
			return 1;
	return 0;
}

/* Whether s is a link without its scheme: a host of BBO's
 * ("www.bridgebase.com/...") or of a link shortener ("bbo.to/x"), then
 * '/'. */
static int is_bare_link(const char *s)
{
	size_t n = strcspn(s, "/?#:"), i;

	if (s[n] != '/')
		return 0;
	for (i = 0; i + 11 <= n; i++)
		if (strncasecmp(s + i, "bridgebase.", 11) == 0)
			return 1;
	return lineio_short_host(s, n);
}

/* Whether s holds a forum's hand tag, "[hv=...]". */
static int has_hv_tag(const char *s)
{
	return strstr(s, "[hv=") || strstr(s, "[HV=");
}

int lineio_is_link(const char *s)
{
	return strstr(s, "lin=") || strstr(s, "://") ||
	       strstr(s, "handviewer") || is_bare_link(s) || has_hv_tag(s);
}

int lineio_is_text(const char *s)
{
	if (lineio_is_link(s))
		return 1;
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	return is_letter(s[0]) && is_letter(s[1]) && s[2] == '|' &&
	       strchr(s + 3, '|') != NULL;
}

/* Opens the next file that can be opened; 0 when there is none left. */
static int open_next(lineio *in)
{
	while (in->next_file < in->nfiles) {
		const char *path = in->files[in->next_file++];
		struct stat st;

		in->lineno = 0;
		in->reported = in->hidden = 0;
		in->first = 0;
		in->bytes = 0;
		in->found = 0;
		in->eol = 0;
		in->crlf = 0;
		in->lf = 0;
		in->bom = 0;
		if (strcmp(path, "-") == 0) {
			in->fp = stdin;
			in->name = "stdin";
			return 1;
		}
		in->name = path;
		in->fp = fopen(path, "r");
		if (!in->fp && (errno == ENOENT || errno == ENAMETOOLONG) &&
		    lineio_is_text(path)) {
			/* A link or a LIN string: its text is the file (a
			 * whole board's, with its play, is longer than a
			 * file name may be). */
			in->fp = fmemopen((void *)(uintptr_t)path,
					  strlen(path), "r");
			in->name = lineio_is_link(path) ? "link" : "LIN";
			if (in->fp)
				return 1;
		}
		if (in->fp && fstat(fileno(in->fp), &st) == 0 &&
		    S_ISDIR(st.st_mode)) {
			fclose(in->fp);
			in->fp = NULL;
			errno = EISDIR;
		}
		if (in->fp)
			return 1;
		fflush(stdout);
		fprintf(in->diag, "%s: %s\n", path, strerror(errno));
		in->status = 1;
	}
	return 0;
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

/* Gives up the current file: nothing in its first LINEIO_ABANDON bytes
 * was a board. */
static void abandon(lineio *in)
{
	fflush(stdout);
	fprintf(in->diag, "%s: no board in the first %ld MB: the rest of "
		"the file is skipped\n", in->name, LINEIO_ABANDON >> 20);
	in->status = 1;
	in->abandoned++;
	close_current(in);
}

void lineio_set_stop(lineio *in, const atomic_int *stop)
{
	in->stop = stop;
}

/* getc(), a read cut by a signal (EINTR) tried again, unless the
 * reader's stop flag is set: then EOF, and from then on (in->stopped:
 * the input is over, no more read). */
static int next_char(lineio *in)
{
	for (;;) {
		int c;

		if (in->stopped)
			return EOF;
		c = getc(in->fp);
		if (c != EOF || !ferror(in->fp) || errno != EINTR)
			return c;
		if (in->stop && atomic_load(in->stop)) {
			in->stopped = 1;
			return EOF;
		}
		clearerr(in->fp);
	}
}

/* Reads the next line of the current file into buf (*len bytes, then a
 * NUL): 1, or 0 at its end (the file closed).  A line too long is
 * reported and skipped. */
static int read_line(lineio *in, size_t *len)
{
	for (;;) {
		size_t n = 0;
		int c = EOF, got = 0, over = 0;

		while ((c = next_char(in)) != EOF) {
			got = 1;
			if (++in->bytes > LINEIO_ABANDON && !in->found) {
				abandon(in);
				return 0;
			}
			if (c == '\n') {
				if (!in->eol)
					in->eol = 1;
				in->lf = 1;
				break;
			}
			if (c == '\r' && in->eol != 1) {
				int d = next_char(in);

				if (d == '\n') {
					in->bytes++;
					in->eol = 1;
					in->crlf |= in->lineno == 0;
					in->lf = 1;
					break;
				}
				if (d != EOF)
					ungetc(d, in->fp);
				/* A CR alone: the line end of a CR file. */
				if (in->eol == 2 || (d != '\r' && d != EOF)) {
					in->eol = 2;
					break;
				}
			}
			if (n >= (size_t)LINEIO_LINE_MAX) {
				over = 1;
				continue;
			}
			if (n + 2 > in->bufsize) {
				in->bufsize = in->bufsize ? 2 * in->bufsize :
					      256;
				in->buf = xrealloc(in->buf, in->bufsize);
			}
			in->buf[n++] = (char)c;
		}
		if (in->stopped) {
			/* the stop flag cut a read (next_char()): Ctrl-C
			 * in sd, lead or analyse --sd, which say
			 * "interrupted" themselves.  The end of the input,
			 * no read error; a line cut short is dropped. */
			close_current(in);
			return 0;
		}
		if (!got) {
			if (ferror(in->fp)) {
				fflush(stdout);
				fprintf(in->diag, "%s: read error: %s\n",
					in->name, strerror(errno));
				in->status = 1;
			}
			close_current(in);
			return 0;
		}
		in->lineno++;
		if (over) {
			in->too_long++;
			lineio_report(in, "line longer than %ld bytes",
				      LINEIO_LINE_MAX);
			continue;
		}
		if (!in->buf) {
			in->bufsize = 256;
			in->buf = xmalloc(in->bufsize);
		}
		/* UTF-16 (Windows' "Unicode" text): every other byte a
		 * NUL, no line of it readable; said once, the file
		 * skipped */
		if (in->lineno == 1 && n >= 2 &&
		    (memcmp(in->buf, "\xff\xfe", 2) == 0 ||
		     memcmp(in->buf, "\xfe\xff", 2) == 0)) {
			fflush(stdout);
			fprintf(in->diag, "%s: UTF-16 text (its byte-order "
				"mark): ddplay reads UTF-8 or Latin-1 (iconv "
				"-f UTF-16 -t UTF-8 converts it)\n", in->name);
			in->status = 1;
			close_current(in);
			return 0;
		}
		/* A UTF-8 byte-order mark at the start of a file. */
		if (in->lineno == 1 && n >= 3 &&
		    memcmp(in->buf, "\xef\xbb\xbf", 3) == 0) {
			memmove(in->buf, in->buf + 3, n - 3);
			n -= 3;
			in->bom = 1;
		}
		while (n > 0 && in->buf[n - 1] == '\r')
			n--;
		in->buf[n] = '\0';
		*len = n;
		return 1;
	}
}

char *lineio_next(lineio *in)
{
	for (;;) {
		size_t len, i;

		if (in->stopped)
			return NULL;
		if (!in->fp && !open_next(in))
			return NULL;
		if (!read_line(in, &len))
			continue;
		if (memchr(in->buf, '\0', len)) {
			lineio_report(in, "the line holds a NUL byte");
			continue;
		}
		for (i = 0; is_blank(in->buf[i]); i++)
			;
		if (in->buf[i] == '\0' || in->buf[i] == '#')
			continue;
		if (in->first == 0)
			in->first = in->lineno;
		return in->buf;
	}
}

char *lineio_raw(lineio *in, size_t *len)
{
	if (!in->fp || !read_line(in, len))
		return NULL;
	return in->buf;
}

void lineio_found(lineio *in)
{
	in->found = 1;
}

int lineio_first_of_file(const lineio *in)
{
	return in->fp && in->first == in->lineno;
}

void lineio_set_diag(lineio *in, FILE *diag)
{
	in->diag = diag ? diag : stderr;
}

__attribute__((format(printf, 3, 0)))
static void vreport_at(lineio *in, long line, const char *fmt, va_list ap)
{
	in->status = 1;
	if (in->reported >= LINEIO_REPORT_MAX) {
		in->hidden++;   /* said once, when the file is closed */
		return;
	}
	in->reported++;
	fflush(stdout);
	fprintf(in->diag, "%s:%ld: ", in->name ? in->name : "stdin", line);
	vfprintf(in->diag, fmt, ap);
	fputc('\n', in->diag);
}

void lineio_report(lineio *in, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport_at(in, in->lineno, fmt, ap);
	va_end(ap);
}

void lineio_report_at(lineio *in, long line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport_at(in, line, fmt, ap);
	va_end(ap);
}

const char *lineio_name(const lineio *in)
{
	return in->name ? in->name : "stdin";
}

long lineio_lineno(const lineio *in)
{
	return in->lineno;
}

long lineio_too_long(const lineio *in)
{
	return in->too_long;
}

long lineio_abandoned(const lineio *in)
{
	return in->abandoned;
}

int lineio_cr(const lineio *in)
{
	/* (a stray CR in a file of LF lines is no CR file) */
	return in->eol == 2 && !in->lf;
}

int lineio_crlf(const lineio *in)
{
	return in->crlf;
}

int lineio_bom(const lineio *in)
{
	return in->bom;
}

int lineio_status(const lineio *in)
{
	return in->status;
}
