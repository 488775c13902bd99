/*
 * command.h - the arguments of the lines typed at the interactive
 * analyser's `:` prompt, parsed into a struct (no I/O, no curses, no
 * readline: the prompt is ui/cmdline.c, the command names and what they
 * do are the requests of ui/request.c).
 */
#ifndef COMMAND_H
#define COMMAND_H

#include <stddef.h>

#include "dd.h"

enum {
	CMD_NONE,               /* an empty line */
	CMD_DEAL, CMD_RANDOM, CMD_CONTRACT, CMD_DECLARER, CMD_STRAIN,
	CMD_PLAY, CMD_UNDO, CMD_REDO, CMD_TRICK, CMD_LOAD, CMD_SAVE,
	CMD_NEXT, CMD_PREV, CMD_HELP, CMD_QUIT,
	CMD_ACTUAL,             /* back to the actual play, or to the line
				 * left for it */
	CMD_HIDE, CMD_SHOW,     /* hands hidden (seats: a mask) / all shown */
	CMD_ANNOTATIONS,        /* count: 1 on, 0 off */
	CMD_HINT, CMD_REVIEW,
	CMD_SIMPLE,             /* a command without arguments */
	CMD_LINE,               /* count: the line's number */
	CMD_LEAD,               /* count: the layouts (COMMAND_LEAD_LAYOUTS
				 * by default) */
	CMD_SD,                 /* count: the layouts, as CMD_LEAD; 0
				 * when not given (the position's figures
				 * as they were asked, else the default) */
	CMD_SESSION             /* count: 0 ("session"), the layouts of
				 * "session sd N", -1 for "session sd" */
};

#define COMMAND_LEAD_LAYOUTS 200
#define COMMAND_LEAD_MAX 10000

#define COMMAND_PATH_SIZE 1024

typedef struct {
	int kind;               /* CMD_* */
	dd_deal deal;           /* CMD_DEAL */
	int level;              /* CMD_CONTRACT: 1..7 */
	int strain;             /* CMD_CONTRACT, CMD_STRAIN */
	int declarer;           /* CMD_CONTRACT (-1: not given), CMD_DECLARER */
	int count;              /* CMD_UNDO, CMD_REDO (1 by default), CMD_TRICK,
				 * CMD_ANNOTATIONS */
	unsigned seats;         /* CMD_HIDE: bit s for seat s */
	int ncards;             /* CMD_PLAY: at least one */
	dd_card cards[52];
	char path[COMMAND_PATH_SIZE]; /* CMD_LOAD, CMD_SAVE */
} command;

/* Seat letters ("EW", "n s", "NESW", in either case) into a mask, bit s
 * for seat s: 0, or -1 when a character is not a seat or none is given. */
int command_parse_seats(const char *text, unsigned *mask);

/* Parses args, the rest of the line after the name of a command of kind
 * (CMD_*; name for messages); 0, or -1 with a one-line message in err. */
int command_parse_args(int kind, const char *name, const char *args,
		       command *cmd, char *err, size_t errsize);

/* The first word of line into name (cut to size) and the rest: a pointer
 * into line, after the word. */
const char *command_split(const char *line, char *name, size_t size);

#endif
