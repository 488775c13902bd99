/*
 * sdcmd.h - `ddplay sd`: which card is best for the seat to play at a
 * position, over layouts of the cards it cannot see (docs/sd.md).
 */
#ifndef SDCMD_H
#define SDCMD_H

/* The command; argv[0] is "sd".  The exit status: 0, 1 when a position
 * or file could not be done, 2 on a usage error, 130 on Ctrl-C. */
int sd_main(int argc, char **argv);

#endif
