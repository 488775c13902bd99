/*
 * options.h - the command line of the interactive analyser (ddplay,
 * ddplay FILE, ddplay --deal ..., ddplay practice, ddplay quiz): the
 * boards to show, the mode, the teaching settings.
 */
#ifndef OPTIONS_H
#define OPTIONS_H

#include "app.h"

/* Fills a (its boards, mode and settings) from the arguments: 0, or the
 * exit status (> 0) when the program must stop, after a message. */
int options_parse(app *a, int argc, char **argv);

/* Whether those arguments ask for the help (-h or --help), read as
 * options_parse() reads them but without a word: main.c prints the
 * help, which tells of the teaching modes too. */
int options_help_asked(int argc, char **argv);

#endif
