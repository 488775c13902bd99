/*
 * lineio.h - reading records one line at a time from the files named on
 * the command line, or from standard input.
 *
 * Blank lines and lines whose first non-blank character is '#' are
 * skipped by lineio_next(); a CR before the line end is dropped, and a
 * file whose lines end in CR alone (old Mac files) is read too.  Input is
 * bounded: a line longer than LINEIO_LINE_MAX bytes is reported as
 * "FILE:LINE: line longer than 1048576 bytes" and skipped, and a file
 * that has given no board (lineio_found()) in its first LINEIO_ABANDON
 * bytes is abandoned with a message, so that endless input (/dev/zero)
 * never takes unbounded memory or time.  A file in UTF-16 (a byte-order
 * mark FF FE or FE FF) is said to be one and skipped.  Problems are reported on the
 * diagnostic stream as "FILE:LINE: reason" ("stdin" names standard
 * input), and the reader remembers that something went wrong so that the
 * command can exit with status 1 at the end.  After LINEIO_REPORT_MAX
 * problems in one file the others are counted, not shown, and said in
 * one line when the file ends ("FILE: 12 more lines with problems, not
 * shown").
 *
 * A name that is not an existing file but a BBO handviewer link, a BBO
 * forum tag or a LIN string (lineio_is_text()) is read as the content of
 * a file: its name in messages is "link" or "LIN".
 */
#ifndef LINEIO_H
#define LINEIO_H

#include <stddef.h>
#include <stdatomic.h>
#include <stdio.h>

/* The longest line read (longer lines are reported and skipped). */
#define LINEIO_LINE_MAX (1L << 20)
/* A file that gives no board in this many bytes is abandoned. */
#define LINEIO_ABANDON (16L << 20)
/* Problems shown for one file; the rest are counted. */
#define LINEIO_REPORT_MAX 100

typedef struct lineio lineio;

/* A reader of the nfiles files in files ("-" is standard input); standard
 * input alone when nfiles is 0.  Messages go to diag (stderr normally). */
lineio *lineio_new(int nfiles, char **files, FILE *diag);
void lineio_free(lineio *in);

/* The next record, without its line end, or NULL when all input is read.
 * The text belongs to the reader and stays valid until the next call.
 * Files that cannot be opened or read are reported and passed over. */
char *lineio_next(lineio *in);

/* Whether the record last returned is the first one of its file. */
int lineio_first_of_file(const lineio *in);

/* The next line of the current file as it is (blank lines, '#' lines and
 * NUL bytes included; the line end, a byte-order mark and CRs at the end
 * removed), *len bytes and a NUL; NULL at the end of the current file
 * (which is then closed: lineio_next() goes on with the next file).  For
 * the readers of PBN and LIN, once lineio_next() has recognised one. */
char *lineio_raw(lineio *in, size_t *len);

/* Says that the current file has given a board: it is not abandoned. */
void lineio_found(lineio *in);

/* Whether name, not an existing file, is to be read as content: a link
 * (lineio_is_link()) or a LIN string ("md|3S...|"). */
int lineio_is_text(const char *name);
/* Whether name is a link, its name "link" in messages: a BBO handviewer
 * link ("https://...handviewer.html?lin=...", anything with "lin=",
 * "://" or "handviewer"), one without its scheme (BBO's
 * "www.bridgebase.com/...", a link shortener's "bbo.to/x"), or a BBO
 * forum's hand tag ("[hv=...]"). */
int lineio_is_link(const char *name);
/* Whether the n bytes at host (a "www." before it allowed) are the host
 * of a link shortener (bbo.to, tinyurl.com, ...): its links lead to a
 * board only through the network. */
int lineio_short_host(const char *host, size_t n);

/* A read cut by a signal handler (EINTR: one installed without
 * SA_RESTART) is tried again, unless *stop is set by then: the input
 * then ends there, quietly, as at the end of the files (the command says
 * it was interrupted).  NULL (the default): always tried again. */
void lineio_set_stop(lineio *in, const atomic_int *stop);

/* Sends the messages from now on to diag. */
void lineio_set_diag(lineio *in, FILE *diag);

/* Reports a problem with the record last returned: "FILE:LINE: message". */
void lineio_report(lineio *in, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* The same for line line of the file being read (a line read before,
 * its problem said late); it counts towards LINEIO_REPORT_MAX too. */
void lineio_report_at(lineio *in, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* The name ("stdin" for standard input) and line number of the record
 * last returned. */
const char *lineio_name(const lineio *in);
long lineio_lineno(const lineio *in);
/* How many lines were skipped as longer than LINEIO_LINE_MAX, in all
 * the files read so far (a writer of the files' text back lacks them). */
long lineio_too_long(const lineio *in);
/* How many files were given up after LINEIO_ABANDON bytes without a
 * board, the rest of each skipped (a writer of the files' text back
 * lacks it). */
long lineio_abandoned(const lineio *in);
/* Whether the first line of the file being read ended in CR LF (the
 * lines are handed out without their ends). */
int lineio_crlf(const lineio *in);
/* Whether the lines of the file being read end in CR alone (an old Mac
 * file): none so far has ended in LF. */
int lineio_cr(const lineio *in);
/* Whether the file being read starts with a UTF-8 byte-order mark (left
 * out of its first line). */
int lineio_bom(const lineio *in);

/* 1 when anything was reported so far, else 0: the exit status. */
int lineio_status(const lineio *in);

#endif
