/*
 * app.h - the state of the interactive analyser, shared by the main loop
 * (ui.c) and the drawing (board.c).
 */
#ifndef APP_H
#define APP_H

#include "dd.h"
#include "game.h"
#include "worker.h"

/* One board of a file, or the deal given on the command line. */
typedef struct {
	dd_deal deal;
	int strain, declarer, level;  /* -1/-1/0: find the best contract */
	int nplayed;
	dd_card played[52];
	int has_table;                /* table[][] known (computed once) */
	int table[5][4];
} app_board;

/* What the number beside a card says. */
enum { VIEW_TOTAL, VIEW_SIDE, VIEW_CONTRACT, VIEW_COUNT };

/* Where the cards were drawn, for the mouse: one cell a card shown. */
typedef struct {
	int n;
	struct {
		int y, x, w;
		dd_card card;
	} cell[52];
} board_hits;

typedef struct {
	app_board *boards;      /* owned */
	int nboards, board;     /* the boards, the one shown */
	const char *file;       /* the file they came from, or NULL */

	game g;
	worker *w;              /* owned */
	unsigned job;           /* id of the job last posted, 0 none */
	int job_kind;
	double job_start;       /* when it was posted */
	/* The 20-result table: 0 not known, 1 computing it for the contract
	 * (no play meanwhile), 2 known, 3 computing it in the background
	 * (once the scores of the current position are known). */
	int table_state;
	int table[5][4];
	int table_failed;       /* the background table failed: no retry */
	int level;              /* contract level for the results, 0 unknown */

	int cursor;             /* index into the legal cards, display order */
	int pending_suit;       /* suit typed, waiting for the rank; -1 */
	int help;               /* the key help is shown */
	char msg[200];          /* a message for the status line */
	int msg_error;
	double last_seconds;    /* time the last result took */
	int failed;             /* the solver failed on this position */
	int view;               /* VIEW_* */
	int panel;              /* table and tricks: -1 auto, 0 hidden, 1 shown */
	int autoplay;           /* playing the deal out, a best card a step */
	board_hits hits;        /* filled by board_draw() */
} app;

/* The legal cards of the seat to play, in the order they are shown
 * (suit by suit, spades first, high to low); the count. */
int app_legal_cards(const app *a, dd_card out[13]);

/* The contract level the results are measured against: the one given or
 * found with the table, else the level the double-dummy result made when
 * first known, else the one the current result makes (at least 1). */
int app_level(const app *a);

/* Whether the side panel (table, tricks played) is shown: by default on
 * terminals of BOARD_PANEL_COLS columns or more, where it fits beside the
 * board; the i key toggles it (over the board's right side when narrow). */
#define BOARD_PANEL_COLS 110
int board_panel_shown(const app *a);

/* Draws everything, then one doupdate(); records where the cards are in
 * *hits. */
void board_draw(const app *a, board_hits *hits);

/* The card drawn at (y, x), from the last board_draw(): 1 and *card, or 0. */
int board_card_at(const board_hits *hits, int y, int x, dd_card *card);

#endif
