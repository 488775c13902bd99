/*
 * request.c - the table of requests, see request.h.
 */
#include "request.h"

#include <string.h>
#include <strings.h>

#include "app.h"
#include "term.h"
#include "model/command.h"

#define ALL   (REQ_IN(MODE_ANALYSE) | REQ_IN(MODE_PRACTICE) | \
	       REQ_IN(MODE_REVIEW) | REQ_IN(MODE_QUIZ))
#define PLAY  (REQ_IN(MODE_ANALYSE) | REQ_IN(MODE_PRACTICE) | \
	       REQ_IN(MODE_REVIEW))
#define LOOK  (REQ_IN(MODE_ANALYSE) | REQ_IN(MODE_REVIEW))
#define AN    REQ_IN(MODE_ANALYSE)

const request_info request_table[] = {
	{ REQ_CARD, "card", { 0 }, "s a, h t, d 2 ...", NULL, CMD_NONE, NULL,
	  "play a card: suit letter, then rank, or the rank alone when only "
	  "one card of that rank can be played (either case; not q: the suit "
	  "first for a queen)", ALL },
	{ REQ_CURSOR_NEXT, "cursor-next", { '\t', KEY_RIGHT }, "Tab, Right",
	  NULL, CMD_NONE, NULL, "the cursor to the next playable card", ALL },
	{ REQ_CURSOR_PREV, "cursor-prev", { KEY_BTAB, KEY_LEFT },
	  "Shift-Tab, Left", NULL, CMD_NONE, NULL,
	  "the cursor to the previous playable card", ALL },
	{ REQ_SUIT_NEXT, "suit-next", { KEY_DOWN }, "Down", NULL, CMD_NONE,
	  NULL, "the cursor to the next suit", ALL },
	{ REQ_SUIT_PREV, "suit-prev", { KEY_UP }, "Up", NULL, CMD_NONE, NULL,
	  "the cursor to the previous suit", ALL },
	{ REQ_PLAY_CURSOR, "play-cursor", { '\r', '\n', KEY_ENTER, ' ' },
	  "Enter, Space", NULL, CMD_NONE, NULL,
	  "play the card under the cursor (in a quiz once answered: the "
	  "next position)", ALL },
	{ REQ_MOUSE, "click", { 0 }, "mouse click", NULL, CMD_NONE, NULL,
	  "play the card clicked (a card of the seat to play)", ALL },
	{ REQ_BEST, "best", { 'b', 'B' }, "b", "best", CMD_SIMPLE, NULL,
	  "play a best card, the lowest of equal ones (as soon as the scores "
	  "are known; in practice the one that makes most often single "
	  "dummy, counted as a hint)", PLAY },
	{ REQ_PLAYOUT, "playout", { 'o', 'O' }, "o", "playout", CMD_SIMPLE,
	  NULL, "play the deal out, a best card each time (any key stops)",
	  LOOK },
	{ REQ_UNDO, "undo", { 'u', 'U', KEY_BACKSPACE, 127, 8 },
	  "u, Backspace", "undo", CMD_UNDO, "[N]",
	  "take back the last card (N cards; in practice, back to a card of "
	  "yours)", PLAY },
	{ REQ_REDO, "redo", { 'r', 'R' }, "r", "redo", CMD_REDO, "[N]",
	  "play again the next card of the line (N cards)", PLAY },
	{ REQ_TRICK_BACK, "trick-back", { '[', KEY_PPAGE }, "[, PgUp", NULL,
	  CMD_NONE, NULL, "back a whole trick", PLAY },
	{ REQ_TRICK_FORWARD, "trick-forward", { ']', KEY_NPAGE }, "], PgDn",
	  NULL, CMD_NONE, NULL, "forward a whole trick along the line",
	  PLAY },
	{ REQ_TRICK, "trick", { 0 }, NULL, "trick", CMD_TRICK, "N",
	  "to the start of trick N of the line", PLAY },
	{ REQ_START, "start", { KEY_HOME }, "Home", "start", CMD_SIMPLE, NULL,
	  "back to the start of the play", PLAY },
	{ REQ_END, "end", { KEY_END }, "End", "end", CMD_SIMPLE, NULL,
	  "to the end of the line", PLAY },
	{ REQ_LINE_NEXT, "line-next", { '>' }, ">", NULL, CMD_NONE, NULL,
	  "the next line parting at the last branch point", PLAY },
	{ REQ_LINE_PREV, "line-prev", { '<' }, "<", NULL, CMD_NONE, NULL,
	  "the previous line parting at the last branch point", PLAY },
	{ REQ_LINES, "lines", { 0 }, NULL, "lines", CMD_SIMPLE, NULL,
	  "list the lines of play: where each leaves its parent, and its "
	  "double-dummy result", PLAY },
	{ REQ_LINE, "line", { 0 }, NULL, "line", CMD_LINE, "N",
	  "to the end of line N", PLAY },
	{ REQ_ACTUAL, "actual", { 'l', 'L' }, "l", "actual", CMD_SIMPLE,
	  NULL, "back to the actual play where your line left it; again: "
	  "back to your line", LOOK },
	{ REQ_MISTAKE_NEXT, "mistake-next", { 'm' }, "m", NULL, CMD_NONE,
	  NULL, "to just before the next card of the actual play that "
	  "changed the double-dummy result", LOOK },
	{ REQ_MISTAKE_PREV, "mistake-prev", { 'M' }, "M", NULL, CMD_NONE,
	  NULL, "the same, backwards", LOOK },
	{ REQ_BOARD_NEXT, "next", { 'n', 'N' }, "n", "next", CMD_SIMPLE, NULL,
	  "the next board (its lines are kept; on a random deal: a new "
	  "one)", AN },
	{ REQ_BOARD_PREV, "prev", { 'p', 'P' }, "p", "prev", CMD_SIMPLE, NULL,
	  "the previous board", AN },
	{ REQ_QUIZ_NEXT, "quiz-next", { 'n', 'N' }, "n", NULL, CMD_NONE,
	  NULL, "the next quiz position, once answered",
	  REQ_IN(MODE_QUIZ) },
	{ REQ_VIEW, "view", { 'v', 'V' }, "v", NULL, CMD_NONE, NULL,
	  "the numbers beside the cards: declarer's total, the tricks of "
	  "the side to play, the result against the contract", ALL },
	{ REQ_PANEL, "panel", { 'i', 'I' }, "i", NULL, CMD_NONE, NULL,
	  "show or hide the panel: the double-dummy table, par and the "
	  "tricks played", ALL },
	{ REQ_RECORD, "record", { 'f', 'F' }, "f", NULL, CMD_NONE, NULL,
	  "the board's record in the panel: players, auction, contract and "
	  "result; again: every note and the file's commentary; again: back",
	  ALL },
	{ REQ_RECORD_DOWN, "record-down", { '}', KEY_SF }, "}, Shift-Down",
	  NULL, CMD_NONE, NULL, "scroll the commentary down (a page a key)",
	  ALL },
	{ REQ_RECORD_UP, "record-up", { '{', KEY_SR }, "{, Shift-Up", NULL,
	  CMD_NONE, NULL, "scroll the commentary up", ALL },
	{ REQ_LEAD, "lead", { 'x', 'X' }, "x", "lead", CMD_LEAD, "[N]",
	  "at the opening lead: the leads compared over N layouts (200) of "
	  "the hands the leader cannot see, dealt at random", LOOK },
	{ REQ_SD, "sd", { '%', 'z', 'Z' }, "% z", "sd", CMD_SD, "[N]",
	  "single dummy: beside each card the seat to play may play, the "
	  "share of N layouts (200) of the cards it cannot see where its "
	  "side reaches its goal; asked again where it was stopped, it "
	  "goes on", LOOK },
	{ REQ_SESSION, "session", { 0 }, NULL, "session", CMD_SESSION,
	  "[sd [N]]", "the boards of the file: result against double dummy "
	  "and par, the recorded cards that cost a trick; Enter opens a "
	  "board at its first; sd (or z in it): declarer's single-dummy "
	  "errors and unlucky cards too, over N layouts (100)", LOOK },
	{ REQ_ERRORS, "errors", { 0 }, NULL, "errors", CMD_SIMPLE, NULL,
	  "what was wrong in the files opened: the boards skipped, by "
	  "file and line, with the reason", ALL },
	{ REQ_ANNOTATIONS, "annotations", { 'w', 'W' }, "w", "annotations",
	  CMD_ANNOTATIONS, "on|off",
	  "the scores and judgements on or off", ALL },
	{ REQ_HINT, "hint", { 'g', 'G' }, "g", "hint", CMD_SIMPLE, NULL,
	  "a hint: the best cards of the seat to play (in practice by "
	  "their single-dummy figure, counted)", PLAY },
	{ REQ_REVIEW, "review", { 'e', 'E' }, "e", "review", CMD_SIMPLE, NULL,
	  "review the play, or hide / show the review (practice: ends it, "
	  "asking first mid-hand)", REQ_IN(MODE_PRACTICE) |
	  REQ_IN(MODE_REVIEW) },
	{ REQ_PLAY, "play", { 0 }, NULL, "play", CMD_PLAY, "CARD...",
	  "play cards (\"play S9 SK\"), up to the first one refused",
	  PLAY },
	{ REQ_DEAL, "deal", { 0 }, NULL, "deal", CMD_DEAL, "PBN",
	  "a new board with that deal (\"N:AKQ.. ...\"), in its best "
	  "contract", AN },
	{ REQ_RANDOM, "random", { 0 }, NULL, "random", CMD_SIMPLE, NULL,
	  "a new board with a random deal", AN },
	{ REQ_CONTRACT, "contract", { 0 }, NULL, "contract", CMD_CONTRACT,
	  "4S [by] N", "another contract; each contract keeps its own lines",
	  AN },
	{ REQ_DECLARER, "declarer", { 0 }, NULL, "declarer", CMD_DECLARER,
	  "X", "another declarer", AN },
	{ REQ_STRAIN, "strain", { 0 }, NULL, "strain", CMD_STRAIN, "X",
	  "another strain (at its best level, or the level given)", AN },
	{ REQ_LOAD, "load", { 0 }, NULL, "load", CMD_LOAD, "FILE",
	  "add the boards of FILE (PBN, LIN, lines) and show the first",
	  AN },
	{ REQ_SAVE, "save", { 0 }, NULL, "save", CMD_SAVE, "[board] [FILE]",
	  "write every board with its record and every line: back to the "
	  "PBN file they came from, or to FILE.pbn; board FILE.pbn: the "
	  "board shown alone; another name: the line "
	  "deal|strain|leader|played", ALL },
	{ REQ_HIDE, "hide", { 0 }, NULL, "hide", CMD_HIDE, "SEATS",
	  "hide the hands of SEATS (\"hide EW\")", PLAY },
	{ REQ_SHOW, "show", { 0 }, NULL, "show", CMD_SIMPLE, NULL,
	  "show every hand", PLAY },
	{ REQ_HELP, "help", { '?' }, "?", "help", CMD_SIMPLE, NULL,
	  "the keys and commands", ALL },
	{ REQ_CMDLINE, "command-line", { ':' }, ":", NULL, CMD_NONE, NULL,
	  "the command line (readline: Tab completes, Esc or Ctrl-C "
	  "closes)", ALL },
	{ REQ_CANCEL, "cancel", { 27 }, "Esc", NULL, CMD_NONE, NULL,
	  "cancel a suit letter typed, a question", ALL },
	{ REQ_QUIT, "quit", { 'q' }, "q", "quit", CMD_SIMPLE, NULL,
	  "quit (asks first when lines are not saved)", ALL },
};

const int request_count = sizeof request_table / sizeof request_table[0];

const request_info *request_get(enum request req)
{
	int i;

	for (i = 0; i < request_count; i++)
		if (request_table[i].req == req)
			return &request_table[i];
	return NULL;
}

int request_allowed(int mode, enum request req)
{
	const request_info *r = request_get(req);

	return r && (r->modes & REQ_IN(mode));
}

enum request request_for_key(int mode, int ch)
{
	int i, k;

	if (ch == 0)
		return REQ_NONE;
	for (i = 0; i < request_count; i++) {
		const request_info *r = &request_table[i];

		if (!(r->modes & REQ_IN(mode)))
			continue;
		for (k = 0; k < REQUEST_KEYS && r->keys[k]; k++)
			if (r->keys[k] == ch)
				return r->req;
	}
	/* a key of a request the mode does not allow: said so by the caller */
	for (i = 0; i < request_count; i++)
		for (k = 0; k < REQUEST_KEYS && request_table[i].keys[k]; k++)
			if (request_table[i].keys[k] == ch)
				return request_table[i].req;
	return REQ_NONE;
}

const request_info *request_for_command(const char *name)
{
	int i;

	for (i = 0; i < request_count; i++)
		if (request_table[i].command && request_table[i].command[0] &&
		    strcasecmp(request_table[i].command, name) == 0)
			return &request_table[i];
	return NULL;
}

int request_parse_line(const char *line, const request_info **r,
		       command *c, char *err, size_t errsize)
{
	char name[32];
	const char *args = command_split(line, name, sizeof name);

	*r = NULL;
	memset(c, 0, sizeof *c);
	c->kind = CMD_NONE;
	if (!name[0])
		return 0;
	*r = request_for_command(name);
	if (!*r) {
		snprintf(err, errsize, "unknown command '%.20s': help lists "
			 "them", name);
		return -1;
	}
	return command_parse_args((*r)->cmd_kind, (*r)->command, args, c,
				  err, errsize);
}

const char *const *request_command_names(void)
{
	static const char *names[sizeof request_table /
				 sizeof request_table[0] + 1];
	int i, n = 0;

	if (!names[0]) {
		for (i = 0; i < request_count; i++)
			if (request_table[i].command &&
			    request_table[i].command[0])
				names[n++] = request_table[i].command;
		names[n] = NULL;
	}
	return names;
}

void request_write_help(FILE *f, int mode)
{
	int i;

	for (i = 0; i < request_count; i++) {
		const request_info *r = &request_table[i];
		char keys[64];

		if (mode >= 0 && !(r->modes & REQ_IN(mode)))
			continue;
		if (r->keys_text && r->command && r->command[0])
			snprintf(keys, sizeof keys, "%s  :%s%s%s", r->keys_text,
				 r->command, r->args ? " " : "",
				 r->args ? r->args : "");
		else if (r->keys_text)
			snprintf(keys, sizeof keys, "%s", r->keys_text);
		else if (r->command && r->command[0])
			snprintf(keys, sizeof keys, ":%s%s%s", r->command,
				 r->args ? " " : "", r->args ? r->args : "");
		else
			continue;
		fprintf(f, "  %-22s %s\n", keys, r->help);
	}
}

/* s for roff: backslashes and leading dots escaped. */
static void roff(FILE *f, const char *s)
{
	if (*s == '.' || *s == '\'')
		fputs("\\&", f);
	for (; *s; s++) {
		if (*s == '\\')
			fputs("\\e", f);
		else if (*s == '-')
			fputs("\\-", f);
		else
			fputc(*s, f);
	}
}

void request_write_man(FILE *f)
{
	int i;

	for (i = 0; i < request_count; i++) {
		const request_info *r = &request_table[i];

		if (!r->keys_text && !(r->command && r->command[0]))
			continue;
		fputs(".TP\n.B \"", f);
		if (r->keys_text)
			roff(f, r->keys_text);
		if (r->keys_text && r->command && r->command[0])
			fputs(", ", f);
		if (r->command && r->command[0]) {
			fputc(':', f);
			roff(f, r->command);
			if (r->args) {
				fputc(' ', f);
				roff(f, r->args);
			}
		}
		fputs("\"\n", f);
		roff(f, r->help);
		fputs(".\n", f);
	}
}

/* s for a Markdown table cell: | escaped. */
static void markdown(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '|')
			fputs("\\|", f);
		else
			fputc(*s, f);
	}
}

void request_write_markdown(FILE *f)
{
	int i;

	fputs("| keys | command | what |\n|---|---|---|\n", f);
	for (i = 0; i < request_count; i++) {
		const request_info *r = &request_table[i];

		if (!r->keys_text && !(r->command && r->command[0]))
			continue;
		fputs("| ", f);
		if (r->keys_text) {
			fputc('`', f);
			markdown(f, r->keys_text);
			fputc('`', f);
		}
		fputs(" | ", f);
		if (r->command && r->command[0]) {
			fputs("`:", f);
			markdown(f, r->command);
			if (r->args) {
				fputc(' ', f);
				markdown(f, r->args);
			}
			fputc('`', f);
		}
		fputs(" | ", f);
		markdown(f, r->help);
		fputs(" |\n", f);
	}
}
