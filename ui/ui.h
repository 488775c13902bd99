/*
 * ui.h - the interactive analyser: a curses screen where the user plays
 * the cards of a deal for all four seats and watches the double-dummy
 * scores of every playable card.
 *
 *   ddplay                        a random deal, the best contract
 *   ddplay --deal D [--declarer S] [--strain X] [--played "CT C4 ..."]
 *   ddplay FILE                   the boards of a file, one at a time
 *
 * Returns the exit status: 0 after q, 2 for a usage error or when there is
 * no terminal.
 */
#ifndef UI_H
#define UI_H

int ui_main(int argc, char **argv);

#include <stdio.h>

/* The keys and commands (from the request table), for ddplay --help. */
void ui_write_keys(FILE *f);

/* The key list as man page text, for docs/ddplay.1 (ddplay --keys-man). */
void ui_write_keys_man(FILE *f);

/* The same as a Markdown table, for README.md (ddplay --keys-markdown). */
void ui_write_keys_markdown(FILE *f);

#endif
