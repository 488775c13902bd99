/*
 * lineio.h - reading records one line at a time from the files named on
 * the command line, or from standard input.
 *
 * Blank lines and lines whose first non-blank character is '#' are
 * skipped; a CR before the line end is dropped; lines may be of any length.
 * Problems are reported on the diagnostic stream as "FILE:LINE: reason"
 * ("stdin" names standard input), and the reader remembers that something
 * went wrong so that the command can exit with status 1 at the end.
 */
#ifndef LINEIO_H
#define LINEIO_H

#include <stdio.h>

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

/* The rest of the current file from the record last returned on, read
 * whole: *len bytes, NUL-terminated, malloc'd.  The lines before that
 * record are given as empty lines, so that line numbers in the text are
 * the file's.  The next lineio_next() goes on with the next file. */
char *lineio_rest(lineio *in, size_t *len);

/* Sends the messages from now on to diag. */
void lineio_set_diag(lineio *in, FILE *diag);

/* Reports a problem with the record last returned: "FILE:LINE: message". */
void lineio_report(lineio *in, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* The name ("stdin" for standard input) and line number of the record
 * last returned. */
const char *lineio_name(const lineio *in);
long lineio_lineno(const lineio *in);

/* 1 when anything was reported so far, else 0: the exit status. */
int lineio_status(const lineio *in);

#endif
