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

/* The keys, for ddplay --help. */
extern const char ui_keys_help[];

#endif
