/*
 * request.h - everything the user can ask of the analyser, in one table
 * (in the manner of tig's requests): each request has a name, its default
 * keys, its `:` command (if any), its help line and the modes that allow
 * it.  The keys, the `:` commands, the `?` help, `ddplay --help` and the
 * man page's key list all come from this table, so that they cannot
 * drift apart: `u` and `:undo` are the same request.
 */
#ifndef REQUEST_H
#define REQUEST_H

#include <stddef.h>
#include <stdio.h>

#include "model/command.h"

enum request {
	REQ_NONE,
	REQ_CARD,               /* a suit letter then a rank (keys parsed apart) */
	REQ_MOUSE,              /* a click on a card */
	REQ_CURSOR_NEXT, REQ_CURSOR_PREV, REQ_SUIT_NEXT, REQ_SUIT_PREV,
	REQ_PLAY_CURSOR,
	REQ_BEST, REQ_PLAYOUT,
	REQ_UNDO, REQ_REDO, REQ_TRICK_BACK, REQ_TRICK_FORWARD, REQ_TRICK,
	REQ_START, REQ_END,
	REQ_LINE_NEXT, REQ_LINE_PREV, REQ_LINES, REQ_LINE,
	REQ_ACTUAL, REQ_MISTAKE_NEXT, REQ_MISTAKE_PREV,
	REQ_BOARD_NEXT, REQ_BOARD_PREV,
	REQ_VIEW, REQ_PANEL, REQ_RECORD, REQ_RECORD_DOWN, REQ_RECORD_UP, REQ_LEAD, REQ_SD, REQ_SESSION, REQ_ERRORS, REQ_ANNOTATIONS, REQ_HINT, REQ_REVIEW,
	REQ_QUIZ_NEXT,
	REQ_PLAY, REQ_DEAL, REQ_RANDOM, REQ_CONTRACT, REQ_DECLARER,
	REQ_STRAIN, REQ_LOAD, REQ_SAVE, REQ_HIDE, REQ_SHOW,
	REQ_HELP, REQ_CMDLINE, REQ_CANCEL, REQ_QUIT,
	REQ_COUNT
};

/* The modes, as bits of a request's mask (mode.h numbers them). */
#define REQ_IN(m) (1u << (m))

#define REQUEST_KEYS 6

typedef struct {
	enum request req;
	const char *name;               /* for messages and docs */
	int keys[REQUEST_KEYS];         /* curses key codes, 0 ends */
	const char *keys_text;          /* the keys as the help shows them */
	const char *command;            /* the `:` command, or NULL */
	int cmd_kind;                   /* its CMD_* (command.h) */
	const char *args;               /* its arguments, for the help */
	const char *help;               /* one line */
	unsigned modes;                 /* REQ_IN(mode) bits */
} request_info;

extern const request_info request_table[];
extern const int request_count;

/* The row of a request. */
const request_info *request_get(enum request req);

/* The request bound to key ch in mode, or REQ_NONE. */
enum request request_for_key(int mode, int ch);

/* The request of the `:` command name (whole, either case), or NULL. */
const request_info *request_for_command(const char *name);

/* A line typed at the `:` prompt: *r its request (NULL for an empty
 * line) and *c its arguments; 0, or -1 with a message in err ("unknown
 * command 'x': help lists them", "undo: expected a number of cards, 1 to
 * 52"). */
int request_parse_line(const char *line, const request_info **r,
		       command *c, char *err, size_t errsize);

/* The `:` command names, for completion: NULL at the end. */
const char *const *request_command_names(void);

/* Whether mode allows req. */
int request_allowed(int mode, enum request req);

/* The help of the requests mode allows (every mode: -1), one line a
 * request, "  keys  help" (or "  :command args  help"), into f. */
void request_write_help(FILE *f, int mode);

/* The key list as man page text (roff), into f. */
void request_write_man(FILE *f);

/* The key list as a Markdown table (README.md), into f. */
void request_write_markdown(FILE *f);

#endif
