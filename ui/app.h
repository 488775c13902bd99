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
} app_board;

typedef struct {
	app_board *boards;      /* owned */
	int nboards, board;     /* the boards, the one shown */
	const char *file;       /* the file they came from, or NULL */

	game g;
	worker *w;              /* owned */
	unsigned job;           /* id of the job last posted, 0 none */
	int job_kind;
	double job_start;       /* when it was posted */
	int table_state;        /* 0 not wanted, 1 computing, 2 known */
	int table[5][4];

	int cursor;             /* index into the legal cards, display order */
	int pending_suit;       /* suit typed, waiting for the rank; -1 */
	int help;               /* the key help is shown */
	char msg[200];          /* a message for the status line */
	int msg_error;
	double last_seconds;    /* time the last result took */
	int failed;             /* the solver failed on this position */
} app;

/* The legal cards of the seat to play, in the order they are shown
 * (suit by suit, spades first, high to low); the count. */
int app_legal_cards(const app *a, dd_card out[13]);

/* Draws everything, then one doupdate(). */
void board_draw(const app *a);

#endif
