/*
 * term.h - the terminal for the interactive analyser: curses set up and
 * torn down, colour roles with a monochrome fallback (also when NO_COLOR
 * is set), boxes with line drawing or ASCII, and signals.  The glyphs
 * of suits and marks are in glyph.h (no curses).
 *
 * Signal handlers only set flags and write a byte to a pipe that the main
 * loop polls (term_signal_fd()).  A fatal signal (SIGSEGV, SIGABRT, ...)
 * puts the terminal back with async-signal-safe calls only (the saved
 * termios and the terminal's own reset strings, fetched beforehand), then
 * lets the previous handler or the default action run.
 */
#ifndef TERM_H
#define TERM_H

#define NCURSES_WIDECHAR 1
#include <curses.h>

#include "dd.h"
#include "glyph.h"

/* What a piece of text is, not how it looks: term_attr() says how. */
enum term_role {
	ROLE_NORMAL,
	ROLE_RED_SUIT,          /* hearts and diamonds */
	ROLE_BEST,              /* a card that keeps the best result */
	ROLE_COSTLY,            /* a card that costs tricks */
	ROLE_PENDING,           /* not solved yet */
	ROLE_TURN,              /* the seat to play */
	ROLE_BAR,               /* title and status bars */
	ROLE_ERROR,             /* a refused card, a failure */
	ROLE_DIM,               /* cards that cannot be played now */
	ROLE_NAME,              /* seat names */
	ROLE_COUNT
};

/* --color=WHEN, before term_open(): TERM_COLOR_AUTO (the default:
 * colours where the terminal has them, unless NO_COLOR is set to
 * something, no-color.org), TERM_COLOR_ALWAYS (where the terminal has
 * them, NO_COLOR or not), TERM_COLOR_NEVER (the monochrome attributes
 * alone: bold, reverse, underline). */
enum { TERM_COLOR_AUTO, TERM_COLOR_ALWAYS, TERM_COLOR_NEVER };
void term_color_mode(int mode);

/* Sets up curses on the terminal; -1 with a message on stderr when it
 * cannot (no terminal, unknown TERM). */
int term_open(void);

/* Puts the terminal back; safe to call twice.  After a stop signal
 * other than Ctrl-C (SIGHUP, SIGTERM) the stop signals are left ignored,
 * not given back: the caller saves what it must, then term_reraise(). */
void term_close(void);

attr_t term_attr(enum term_role role);
int term_has_colors(void);

/* Whether boxes may use line drawing: a UTF-8 locale, a terminal with an
 * alternate character set, and not one of the plain terminals (vt100,
 * vt220, dumb, ansi) that show no UTF-8 lines; + - | otherwise.  Known
 * after term_open(). */
int term_line_drawing(void);

/* Read end of the signal pipe, readable after SIGINT, SIGTERM, SIGHUP or
 * SIGWINCH (whose curses handler still runs). */
int term_signal_fd(void);

/* Empties the signal pipe; the terminating signal received (SIGINT,
 * SIGTERM, SIGHUP) or 0.  SIGINT is reported once a Ctrl-C (the caller
 * may ask before it quits); the others on every call. */
int term_pending_signal(void);

/* After term_close(): ends the process the way the signal would have. */
void term_reraise(int sig);

#endif
