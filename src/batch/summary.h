/*
 * summary.h - `ddplay analyse --summary FILE...`: the post-mortem of a
 * whole session.  For each player and each partnership, the tricks lost
 * double dummy as declarer (dummy's cards credited to declarer) and on
 * defence (the opening lead apart), counted from each card that changed
 * the double-dummy result, per board played; the boards ranked by the
 * tricks lost; each board's score against par.
 */
#ifndef SUMMARY_H
#define SUMMARY_H

/* argv[0] is "analyse"; --summary is among the arguments.  The exit
 * status: 0, 1 when a board or file could not be read, 2 on a usage
 * error. */
int summary_main(int argc, char **argv);

#endif
