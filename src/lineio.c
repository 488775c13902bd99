/*
 * lineio.c - line-by-line input of records, see lineio.h.
 */
#include "lineio.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
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
	char *buf;          /* the line last read */
	size_t bufsize;
	int status;
};

static char stdin_arg[] = "-";
static char *stdin_args[1] = { stdin_arg };

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

/* Opens the next file that can be opened; 0 when there is none left. */
static int open_next(lineio *in)
{
	while (in->next_file < in->nfiles) {
		const char *path = in->files[in->next_file++];
		struct stat st;

		in->lineno = 0;
		in->first = 0;
		if (strcmp(path, "-") == 0) {
			in->fp = stdin;
			in->name = "stdin";
			return 1;
		}
		in->name = path;
		in->fp = fopen(path, "r");
		if (in->fp && fstat(fileno(in->fp), &st) == 0 &&
		    S_ISDIR(st.st_mode)) {
			fclose(in->fp);
			in->fp = NULL;
			errno = EISDIR;
		}
		if (in->fp)
			return 1;
		fflush(stdout);
		fprintf(in->diag, "%s: cannot open: %s\n", path,
			strerror(errno));
		in->status = 1;
	}
	return 0;
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

char *lineio_next(lineio *in)
{
	for (;;) {
		ssize_t len;
		size_t i;

		if (!in->fp && !open_next(in))
			return NULL;
		errno = 0;
		len = getline(&in->buf, &in->bufsize, in->fp);
		if (len < 0) {
			if (errno == ENOMEM && !feof(in->fp)) {
				fprintf(stderr, "ddplay: out of memory\n");
				abort();
			}
			if (ferror(in->fp)) {
				fflush(stdout);
				fprintf(in->diag, "%s: read error: %s\n",
					in->name, strerror(errno));
				in->status = 1;
			}
			close_current(in);
			continue;
		}
		in->lineno++;
		/* A UTF-8 byte-order mark at the start of a file. */
		if (in->lineno == 1 && len >= 3 &&
		    memcmp(in->buf, "\xef\xbb\xbf", 3) == 0) {
			memmove(in->buf, in->buf + 3, (size_t)len - 2);
			len -= 3;
		}
		if (len > 0 && in->buf[len - 1] == '\n')
			in->buf[--len] = '\0';
		if (len > 0 && in->buf[len - 1] == '\r')
			in->buf[--len] = '\0';
		if (memchr(in->buf, '\0', (size_t)len)) {
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

int lineio_first_of_file(const lineio *in)
{
	return in->fp && in->first == in->lineno;
}

char *lineio_rest(lineio *in, size_t *len)
{
	size_t n = 0, cap = 4096, got;
	char *text = xmalloc(cap);
	long i;

	if (!in->fp) {
		text[0] = '\0';
		*len = 0;
		return text;
	}
	for (i = 1; i < in->lineno; i++) {
		if (n + 2 > cap)
			text = xrealloc(text, cap *= 2);
		text[n++] = '\n';
	}
	got = strlen(in->buf);
	while (n + got + 2 > cap)
		cap *= 2;
	text = xrealloc(text, cap);
	memcpy(text + n, in->buf, got);
	n += got;
	text[n++] = '\n';
	for (;;) {
		if (cap - n < 4096)
			text = xrealloc(text, cap *= 2);
		got = fread(text + n, 1, cap - n - 1, in->fp);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(in->fp)) {
		fflush(stdout);
		fprintf(in->diag, "%s: read error: %s\n", in->name,
			strerror(errno));
		in->status = 1;
	}
	text[n] = '\0';
	*len = n;
	close_current(in);
	return text;
}

void lineio_set_diag(lineio *in, FILE *diag)
{
	in->diag = diag ? diag : stderr;
}

void lineio_report(lineio *in, const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(in->diag, "%s:%ld: ", in->name ? in->name : "stdin",
		in->lineno);
	va_start(ap, fmt);
	vfprintf(in->diag, fmt, ap);
	va_end(ap);
	fputc('\n', in->diag);
	in->status = 1;
}

const char *lineio_name(const lineio *in)
{
	return in->name ? in->name : "stdin";
}

long lineio_lineno(const lineio *in)
{
	return in->lineno;
}

int lineio_status(const lineio *in)
{
	return in->status;
}
