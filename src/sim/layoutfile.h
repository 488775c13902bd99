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
 *   and "card|" lines and lead's "lead|" and "pair|" lines skipped.
 */
#ifndef LAYOUTFILE_H
#define LAYOUTFILE_H

typedef struct {
	int heading;            /* lines skipped up to "Layouts:" */
} layoutfile;

/* Starts reading file ("-": standard input). */
void layoutfile_start(layoutfile *lf, const char *file);

/* A line read from the file as a layout's line (line itself, or "layout|"
 * taken off: its first field the deal, the fields after it left for the
 * reader to ignore, and the first line of a LIN file whole), or NULL
 * when the line is no layout and is passed over. */
char *layoutfile_line(layoutfile *lf, char *line);

#endif
