/*
 * batch.h - the batch commands of ddplay: they read records line by line
 * (files named on the command line, or standard input) and print results.
 *
 *   table [--lines] [FILE...]            the 20 double-dummy results of deals
 *   solve [--lines] [FILE...]            every legal card of positions scored
 *   trace [--lines] [--cards] [FILE...]  the double-dummy course of a play
 *   analyse [FILE...]                    a post-mortem of each play
 *
 * Each also writes --json (one object a board); the files: batch.c (what
 * each command does with a board), batch_opts.c, batch_run.c,
 * batch_out.c, batch_json.c (batch_int.h).
 *
 * argv[0] is the command name.  Each returns the exit status: 0 when every
 * line was handled, 1 when some line or file could not be, 2 on a usage
 * error.  The line formats are described in docs/formats.md.
 */
#ifndef BATCH_H
#define BATCH_H

#include <stdio.h>

int batch_table(int argc, char **argv);
int batch_solve(int argc, char **argv);
int batch_trace(int argc, char **argv);
int batch_analyse(int argc, char **argv);

/* --color=WHEN (batch_color.c; its words: cli_color_word() in
 * util/cli.h). */
enum { BATCH_COLOR_AUTO, BATCH_COLOR_ALWAYS, BATCH_COLOR_NEVER };

/* Whether output to f is coloured in mode: always; never; auto when f is
 * a terminal, TERM is set and not "dumb", and NO_COLOR is unset or empty
 * (no-color.org; --color=always wins over it).  f NULL: not a terminal. */
int batch_color_wanted(int mode, FILE *f);

#endif
