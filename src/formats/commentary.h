/*
 * commentary.h - a board's commentary as a reader sees it: the escapes of
 * Bridge Composer's comments turned into what that program shows (\S \H
 * \D \C the suit symbols, \n a line break, \\ a backslash), and its
 * markup that is no text ([NEXT], which starts its next page, and the
 * like) left out.  The comment itself is as boardinfo_comments() gives
 * it (boardinfo.h).
 */
#ifndef COMMENTARY_H
#define COMMENTARY_H

/* The text of comment raw as shown: suit[s] stands for suit s (DD_SPADES
 * .. DD_CLUBS: "♠", or "S" on a plain terminal), a line break is '\n',
 * spaces around a break and at either end are dropped.  malloc'd. */
char *commentary_text(const char *raw, const char *const suit[4]);

#endif
