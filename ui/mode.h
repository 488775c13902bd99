/*
 * mode.h - what the analyser is doing (in the manner of vis's modes): a
 * small table of operations a mode, instead of checks of the mode spread
 * over the code.
 *
 *   analyse   looking at boards, any seat's cards played by the user
 *   practice  the user plays declarer's side, the computer defends
 *   review    a practice play reviewed: its cards as an actual play
 *   quiz      find-the-card positions, answered one by one
 *
 * Which requests a mode allows is in the request table (request.h); the
 * operations here say what is particular to each.
 */
#ifndef MODE_H
#define MODE_H

#include "app.h"
#include "request.h"

typedef struct {
	const char *name;
	/* Why a request the mode does not allow is refused. */
	const char *refusal;
	/* Once entered (the board set up). */
	void (*enter)(app *a);
	/* What the computer does when the user is idle (its card in
	 * practice, the search for a position in a quiz); NULL: nothing. */
	void (*idle)(app *a);
	/* How long the main loop may sleep before idle must run again; -1
	 * when it waits for nothing. */
	int (*wait_ms)(const app *a);
	/* A card chosen by the user: 1 when the mode takes it (a quiz's
	 * answer), 0 to play it. */
	int (*card)(app *a, dd_card c);
} mode_ops;

const mode_ops *mode_get(int mode);

/* Enters mode (the board shown already). */
void mode_enter(app *a, int mode);

/* Whether the mode allows req; when not, says why on the status line,
 * naming the request as it was asked: typed (typed, its command's name
 * ":sd"), else by its keys ("% z"). */
int mode_allows(app *a, enum request req, int typed);

void mode_idle(app *a);
int mode_wait_ms(const app *a);
int mode_card(app *a, dd_card c);

/* The teaching modes (teachmode.c). */
void practice_enter(app *a);
void practice_idle(app *a);
int practice_wait_ms(const app *a);
/* e: asks first mid-hand; then the review. */
void practice_review_request(app *a);
/* Starts the review (y to the question, or the end of the play). */
void practice_review_start(app *a);
/* The board of `ddplay practice`, in strain (-1: South's best): 0, or
 * the exit status after a message on stderr. */
int practice_board(app *a, int strain);

/* The review: its single-dummy figures worked out one decision after
 * the other while nothing else is asked. */
void review_idle(app *a);
int review_wait_ms(const app *a);

void quiz_enter(app *a);
void quiz_idle(app *a);
int quiz_wait_ms(const app *a);
int quiz_card(app *a, dd_card c);
/* Enter or n once answered: the next position. */
void quiz_next(app *a);

#endif
