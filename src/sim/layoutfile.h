/*
 * layoutfile.h - which lines of a layouts file are layouts: the files
 * `ddplay sd --deals FILE` and `ddplay lead --deals FILE` read, one
 * rule for both.  A layout is a deal in the line format (fields after a
 * '|' ignored); the --show-deals output of either command can be given
 * back whole:
 *
 * - readable (a file, not standard input: it is read twice): the lines
 *   under a line "Layouts:" (sd's real deal and the tables above it are
 *   no layouts);
 * - --lines: the "layout|" lines, "layout|" taken off; sd's "position|"
 *   and "card|" lines and lead's "lead|" and "pair|" lines skipped;
 * - --json (a file or standard input that starts with '{'): the strings
 *   of every "deals" array, whatever the objects hold besides (sd's one
 *   object a position, lead's one object); read by layoutfile_json(),
 *   not line by line, since one line of sd's JSON holds every layout.
 */
#ifndef LAYOUTFILE_H
#define LAYOUTFILE_H

typedef struct {
	int heading;            /* lines skipped up to "Layouts:" */
	int json;               /* the file is JSON: layoutfile_json() */
} layoutfile;

/* Starts reading file ("-": standard input). */
void layoutfile_start(layoutfile *lf, const char *file);

/* A line read from the file as a layout's line (line itself, or "layout|"
 * taken off: its first field the deal, the fields after it left for the
 * reader to ignore, and the first line of a LIN file whole), or NULL
 * when the line is no layout and is passed over. */
char *layoutfile_line(layoutfile *lf, char *line);

/* One layout of a JSON file: deal, the text of a string of a "deals"
 * array (a deal in the line format, as sd and lead write it), line its
 * line in the file.  0 to go on, -1 to stop reading. */
typedef int (*layoutfile_each)(void *user, char *deal, long line);

/* With lf->json (set by layoutfile_start()): reads file ("-": standard
 * input) as JSON and calls each on every string of every "deals" array,
 * in order.  What is not JSON the way ddplay writes it (a string not
 * closed, brackets that do not match, an element of "deals" that is no
 * string) and a file without "deals" (--json without --show-deals) are
 * reported on standard error as FILE:LINE: ...  Returns 0, or 1 when
 * something was reported or the file could not be read. */
int layoutfile_json(const char *file, layoutfile_each each, void *user);

#endif
