/*
 * view_help.c - the key help and the command help, over the board.
 */
#include <stdio.h>
#include <string.h>

#include "view.h"

void view_help_draw(const app *a)
{
	static const char *const LINES_HELP[] = {
		"s a, h t, D 2 ...  play a card: suit letter, then rank",
		"                   (the rank alone when one suit can be played)",
		"Tab, arrows, Enter move the cursor; play its card (or click one)",
		"b                  play a best card for the seat to play",
		"o                  play the rest of the deal out, best cards",
		"u, Backspace / r   take back the last card / play it again",
		"[ ], PgUp PgDn     back / forward a whole trick",
		"Home / End         back to the start / replay every card",
		"m / M              next / previous mistake of the actual play",
		"l                  back to the actual play / to your line",
		"v                  numbers: declarer's total, tricks for the",
		"                   side to play from here, against the contract",
		"i                  show / hide the table and the tricks played",
		"n / p, Esc         next / previous board; cancel a suit typed",
		"w                  the scores and judgements on / off",
		"g                  a hint: the best cards of the seat to play",
		"e                  review the play (practice): mistakes, hints",
		":                  the command line (:help lists its commands)",
		"?, q               this help; quit (after a suit letter: queen)",
		"",
		NULL,           /* the marks, filled below */
		"Press any key.",
	};
	static const char *const COMMANDS_HELP[] = {
		"The command line: type : then a command, Enter runs it,",
		"Esc or an empty line closes it; Tab completes, arrows edit",
		"and go through the history.",
		"",
		"deal PBN           a new deal (N:AKQ.. ...), the best contract",
		"random             a random deal",
		"contract 4S by N   the contract (also: declarer X, strain X)",
		"play S9 SK ...     play cards",
		"undo [N], redo [N] take back / play again N cards",
		"trick N            go to the start of trick N",
		"load FILE          the boards of a file",
		"save FILE          write deal|strain|leader|played to FILE",
		"save FILE.pbn      the board and the play so far, as PBN",
		"actual             back to the actual play (again: your line)",
		"hide EW, show      hide the hands of seats; show them all",
		"annotations on|off the scores and judgements; hint, review",
		"next, prev         next, previous board",
		"help               this help;  quit  leave ddplay",
		"",
		"Press any key.",
	};
	const char *const *lines = a->help == 2 ? COMMANDS_HELP : LINES_HELP;
	int n = a->help == 2
			? (int)(sizeof COMMANDS_HELP / sizeof COMMANDS_HELP[0])
			: (int)(sizeof LINES_HELP / sizeof LINES_HELP[0]);
	int w = 70, h = n + 2, y0 = (LINES - h) / 2, x0 = (COLS - w) / 2, i;
	char cost[80];

	if (y0 < 0)
		y0 = 0;
	if (h > LINES)
		h = LINES;
	for (i = 0; i < h; i++) {
		attrset(A_NORMAL);
		mvhline(y0 + i, x0, ' ', w);
	}
	draw_box(y0, x0, h, w, A_BOLD);
	draw_put(y0, x0 + 3, w - 6, A_BOLD,
		 a->help == 2 ? " Commands " : " Keys ");
	snprintf(cost, sizeof cost,
		 "K:9 best (highlighted)   7:8%s costs tricks   A:%s solving",
		 term_mark(MARK_COST), term_mark(MARK_PENDING));
	for (i = 0; i < n && 1 + i < h - 1; i++)
		draw_put(y0 + 1 + i, x0 + 3, w - 6, A_NORMAL,
		    lines[i] ? lines[i] : cost);
}
