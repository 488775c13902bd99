/*
 * source.h - boards from files of any format ddplay reads, one record at
 * a time: the line formats (docs/formats.md), PBN (pbn.h) and LIN or BBO
 * handviewer links (lin.h).  The format is recognised by each file's
 * content, whatever its name.
 *
 * Every file is read as it comes, a line at a time (standard input can
 * be a pipe that never ends): a board is handed out as soon as it is
 * read, and memory stays bounded whatever the input (see lineio.h and
 * pbn.h for the limits).  A file name that is no file but a BBO
 * handviewer link or a LIN string is read as the content of a file
 * (lineio.h).  Problems go to the diagnostic stream as
 * "FILE:LINE: board B: reason" ("board B: " when the board is named),
 * and the source remembers that something went wrong for the exit status.
 * Every record handed out has a deal that the engine accepts, and a play
 * that is legal: a board whose play (or contract, result...) is bad is
 * reported, and handed out without them to a reader of deals
 * (SOURCE_DEALS), left out otherwise.
 *
 * A file whose first line is no format's is read as the line format;
 * until it gives a board, the problems of its lines of text (a BBO forum
 * post's prose before its first [hv=...] tag) are held, not said: at a
 * tag the file is read as LIN and they are left out quietly; otherwise
 * they are said late, in order, at their lines (source.c: hold()).
 */
#ifndef SOURCE_H
#define SOURCE_H

#include <stdatomic.h>
#include <stdio.h>

#include "model/record.h"

typedef struct source source;

/* What a line of the line format must hold: a deal (the first field is
 * read, the rest ignored, as for `ddplay table`), a whole position
 * deal|strain|leader|played, or either (a line with a '|' is a position,
 * one without is a deal, as the interactive analyser takes them). */
enum { SOURCE_DEALS, SOURCE_POSITIONS, SOURCE_ANY };

source *source_new(int nfiles, char **files, int lines_hold, FILE *diag);
void source_free(source *s);

/* Hands out every PBN game, even one that cannot be analysed (a bad or
 * missing deal: record.problem RECORD_BAD_DEAL or RECORD_NO_DEAL, with
 * its text in record.raw), so that a file can be rewritten whole; and
 * every board whose contract or play is bad (RECORD_BAD_PLAY, without
 * them), whatever the lines hold. */
void source_keep_all(source *s);

/* Hands out the boards of lead problems too (record.partial: a deal
 * that gives one to three hands), for `ddplay lead FILE`; without it
 * such a board is reported ("only West's hand is given (a lead
 * problem: ddplay lead FILE)") and not handed out (but with
 * source_keep_all(), as a bad deal is: RECORD_BAD_DEAL, its PBN text in
 * raw). */
void source_keep_partial(source *s);

/* What of the input's text could not be kept, each reported: *lines
 * lines longer than LINEIO_LINE_MAX, skipped; *games PBN games over
 * PBN_GAME_MAX, left out, and *comments runs of comments between games
 * cut there (with source_keep_all()); *rests files given up after
 * LINEIO_ABANDON bytes without a board, the rest of each skipped.  A
 * file written from the records lacks them: table --pbn -o does not
 * replace its FILE then. */
void source_lost(const source *s, long *lines, long *games, long *comments,
		 long *rests);

/* The format a file name says by its ending (any case) that ddplay
 * reads but does not write, "LIN" (.lin) or "HTML" (.htm, .html), or
 * NULL: a writer of PBN (:save, table --pbn -o) refuses the name rather
 * than put PBN in it, over a LIN file perhaps. */
const char *source_read_only_format(const char *path);
/* The same, following symbolic links (x.pbn -> club.lin is LIN), and
 * the name that says it copied to name (size bytes): path itself, or
 * the file a link leads to. */
const char *source_read_only_name(const char *path, char *name,
				  size_t size);

/* The next record into r (initialised; its old content is freed): 1, or 0
 * when every file is read. */
int source_next(source *s, record *r);

/* A filter on the lines read before a format is recognised in them and
 * on those of the line format (not on those a PBN, LIN or generator's
 * reader takes): filter(user, line) gives the line to read (line itself,
 * or a part of it, which it may change), or NULL to pass over the line
 * (no board, nothing reported). */
typedef char *source_filter(void *user, char *line);
void source_set_filter(source *s, source_filter *filter, void *user);

/* Sends the messages from now on to diag (a reader in one thread can
 * so keep its messages apart from output written by another). */
void source_set_diag(source *s, FILE *diag);

/* A read cut by a signal is tried again unless *stop is set: the input
 * then ends there (lineio_set_stop()). */
void source_set_stop(source *s, const atomic_int *stop);

/* Reports a problem with a record: "FILE:LINE: board B: message". */
void source_report(source *s, const record *r, long line, const char *fmt,
		   ...) __attribute__((format(printf, 4, 5)));

/* The same format for a notice that is no problem (the exit status is
 * not touched): "FILE:LINE: board B: message". */
void source_note(source *s, const record *r, long line, const char *fmt,
		 ...) __attribute__((format(printf, 4, 5)));

/* How many boards were read but not handed out, each reported: a bad
 * deal (handed out with source_keep_all(), PBN's), a bad play or
 * contract but to a reader of deals, a bad line of the line format.  A
 * PBN game without a deal is no board. */
int source_skipped(const source *s);

/* 1 when anything was reported so far, else 0. */
int source_status(const source *s);

#endif
