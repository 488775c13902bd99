/*
 * term.c - curses, colours, boxes and signals, see term.h.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include "term.h"
#include "glyph.h"
#include "util/util.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <termios.h>
#include <unistd.h>

static int opened;
static int colors;
static int color_mode = TERM_COLOR_AUTO;
static SCREEN *screen;

static int sig_pipe[2] = { -1, -1 };
static volatile sig_atomic_t stop_signal;

/* For the fatal-signal handler: the tty settings from before curses, and
 * the strings that end the alternate screen and show the cursor. */
static struct termios saved_tty;
static int have_saved_tty;
static char reset_seq[128];
static size_t reset_len;

/* The signals of a crash: the terminal is restored, then the signal
 * kills as it would have (core dump and all).  Nothing of the program's
 * state can be trusted then: no rescue of the lines. */
static const int FATAL_SIGNALS[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL,
				     SIGABRT, SIGTRAP, SIGSYS };
#define NFATAL (sizeof FATAL_SIGNALS / sizeof FATAL_SIGNALS[0])
static struct sigaction old_fatal[NFATAL];
static struct sigaction old_winch;
static struct sigaction old_xfsz;
/* Every other signal whose default action ends the process, sent by a
 * user (Ctrl-C, Ctrl-\), a hung-up terminal, a job scheduler or a timer:
 * the main loop ends, the lines not saved are rescued (ui.c), then the
 * signal ends the process as it would have (a core for Ctrl-\).  Ctrl-C
 * alone asks first. */
static const int STOP_SIGNALS[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT,
				    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
				    SIGPROF, SIGXCPU };
#define NSTOP (sizeof STOP_SIGNALS / sizeof STOP_SIGNALS[0])
static struct sigaction old_stop[NSTOP];

static void wake(void)
{
	char byte = 1;

	if (sig_pipe[1] >= 0 && write(sig_pipe[1], &byte, 1) < 0) {
		/* full: the main loop will wake anyway */
	}
}

static void on_stop(int sig)
{
	stop_signal = sig;
	wake();
}

static void on_winch(int sig)
{
	if (old_winch.sa_handler != SIG_DFL &&
	    old_winch.sa_handler != SIG_IGN) {
		if (old_winch.sa_flags & SA_SIGINFO)
			old_winch.sa_sigaction(sig, NULL, NULL);
		else
			old_winch.sa_handler(sig);
	}
	wake();
}

static void restore_tty_unsafe_free(void)
{
	if (reset_len && write(STDOUT_FILENO, reset_seq, reset_len) < 0) {
		/* nothing more can be done */
	}
	if (have_saved_tty)
		tcsetattr(STDIN_FILENO, TCSANOW, &saved_tty);
}

static void on_fatal(int sig)
{
	size_t i;

	restore_tty_unsafe_free();
	for (i = 0; i < NFATAL; i++)
		if (FATAL_SIGNALS[i] == sig)
			sigaction(sig, &old_fatal[i], NULL);
	raise(sig);
}

static void add_seq(const char *cap)
{
	const char *s = tigetstr(cap);
	size_t n;

	if (!s || s == (const char *)-1)
		return;
	n = strlen(s);
	if (reset_len + n < sizeof reset_seq) {
		memcpy(reset_seq + reset_len, s, n);
		reset_len += n;
	}
}

enum { PAIR_RED = 1, PAIR_BEST, PAIR_COSTLY, PAIR_TURN, PAIR_BAR,
       PAIR_PENDING };

void term_color_mode(int mode)
{
	color_mode = mode;
}

/* Colours as term_color_mode() says; without them the monochrome
 * attributes (bold, reverse, underline) alone. */
static void init_colors(void)
{
	const char *no_color = getenv("NO_COLOR");
	int want = color_mode == TERM_COLOR_ALWAYS ||
		   (color_mode == TERM_COLOR_AUTO && !(no_color && no_color[0]));

	colors = want && has_colors() && start_color() == OK;
	if (!colors)
		return;
	use_default_colors();
	init_pair(PAIR_RED, COLOR_RED, -1);
	init_pair(PAIR_BEST, COLOR_GREEN, -1);
	init_pair(PAIR_COSTLY, COLOR_MAGENTA, -1);
	init_pair(PAIR_TURN, COLOR_BLACK, COLOR_YELLOW);
	init_pair(PAIR_BAR, COLOR_WHITE, COLOR_BLUE);
	init_pair(PAIR_PENDING, COLOR_CYAN, -1);
}

int term_open(void)
{
	struct sigaction sa;
	size_t i;

	glyph_set_utf8(util_locale_is_utf8());
	if (pipe(sig_pipe) < 0) {
		perror("ddplay: pipe");
		return -1;
	}
	for (i = 0; i < 2; i++) {
		fcntl(sig_pipe[i], F_SETFL,
		      fcntl(sig_pipe[i], F_GETFL) | O_NONBLOCK);
		fcntl(sig_pipe[i], F_SETFD, FD_CLOEXEC);
	}
	have_saved_tty = tcgetattr(STDIN_FILENO, &saved_tty) == 0;

	screen = newterm(NULL, stdout, stdin);
	if (!screen) {
		const char *t = getenv("TERM");

		fprintf(stderr, "ddplay: cannot use the terminal%s%s%s\n",
			t ? " (TERM=" : " (TERM is not set", t ? t : "", ")");
		return -1;
	}
	set_term(screen);
	opened = 1;
	add_seq("sgr0");
	add_seq("cnorm");
	add_seq("rmcup");

	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_stop;
	for (i = 0; i < NSTOP; i++)
		sigaction(STOP_SIGNALS[i], &sa, &old_stop[i]);
	sa.sa_handler = on_fatal;
	sa.sa_flags = SA_RESETHAND;
	for (i = 0; i < NFATAL; i++)
		sigaction(FATAL_SIGNALS[i], &sa, &old_fatal[i]);
	sa.sa_flags = SA_RESTART;
	sa.sa_handler = on_winch;
	sigaction(SIGWINCH, &sa, &old_winch);
	/* a file too large for the limit (ulimit -f) fails its write with
	 * EFBIG, which :save reports, instead of ending the process with
	 * the lines */
	sa.sa_flags = 0;
	sa.sa_handler = SIG_IGN;
	sigaction(SIGXFSZ, &sa, &old_xfsz);

	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	nodelay(stdscr, TRUE);
	set_escdelay(40);
	/* a press of the first button plays the card under it: no waiting
	 * to tell clicks from presses */
	mouseinterval(0);
	/* Every event, though only presses of the first button are used
	 * (handle_key() ignores the rest): when the mask leaves an event out
	 * (a release, the wheel, another button), wgetch() does not return
	 * after it but waits for the next key with a blocking read,
	 * nodelay() or not: the main loop stopped there, a solver result
	 * unseen, until some key came. */
	mousemask(ALL_MOUSE_EVENTS, NULL);
	curs_set(0);
	init_colors();
	return 0;
}

void term_close(void)
{
	size_t i;

	if (!opened)
		return;
	opened = 0;
	endwin();
	delscreen(screen);
	screen = NULL;
	sigaction(SIGWINCH, &old_winch, NULL);
	sigaction(SIGXFSZ, &old_xfsz, NULL);
	for (i = 0; i < NFATAL; i++)
		sigaction(FATAL_SIGNALS[i], &old_fatal[i], NULL);
	/* killed (a hung-up terminal, SIGTERM): the stop signals stay
	 * caught-and-ignored, not given back, so that the same signal again
	 * (a hung-up terminal sends SIGHUP once more when its shell ends)
	 * cannot end the process between here and the caller's rescue of
	 * what is not saved; term_reraise() ends it */
	for (i = 0; i < NSTOP; i++) {
		if (stop_signal) {
			struct sigaction ign;

			memset(&ign, 0, sizeof ign);
			ign.sa_handler = SIG_IGN;
			sigemptyset(&ign.sa_mask);
			sigaction(STOP_SIGNALS[i], &ign, NULL);
		} else {
			sigaction(STOP_SIGNALS[i], &old_stop[i], NULL);
		}
	}
	close(sig_pipe[0]);
	close(sig_pipe[1]);
	sig_pipe[0] = sig_pipe[1] = -1;
}

void term_reraise(int sig)
{
	signal(sig, SIG_DFL);
	raise(sig);
}

int term_signal_fd(void)
{
	return sig_pipe[0];
}

int term_pending_signal(void)
{
	char buf[64];
	int sig;

	while (sig_pipe[0] >= 0 && read(sig_pipe[0], buf, sizeof buf) > 0)
		;
	sig = stop_signal;
	/* Ctrl-C is reported once: the caller may ask before quitting */
	if (sig == SIGINT)
		stop_signal = 0;
	return sig;
}

int term_has_colors(void)
{
	return colors;
}


attr_t term_attr(enum term_role role)
{
	if (colors) {
		switch (role) {
		case ROLE_RED_SUIT: return COLOR_PAIR(PAIR_RED);
		case ROLE_BEST: return COLOR_PAIR(PAIR_BEST) | A_BOLD;
		case ROLE_COSTLY: return COLOR_PAIR(PAIR_COSTLY);
		case ROLE_PENDING: return COLOR_PAIR(PAIR_PENDING);
		case ROLE_TURN: return COLOR_PAIR(PAIR_TURN) | A_BOLD;
		case ROLE_BAR: return COLOR_PAIR(PAIR_BAR);
		case ROLE_ERROR: return COLOR_PAIR(PAIR_RED) | A_BOLD;
		case ROLE_DIM: return A_DIM;
		case ROLE_NAME: return A_BOLD;
		default: return A_NORMAL;
		}
	}
	switch (role) {
	case ROLE_BEST: return A_BOLD;
	case ROLE_COSTLY: return A_NORMAL;
	case ROLE_PENDING: return A_NORMAL;
	case ROLE_TURN: return A_REVERSE | A_BOLD;
	case ROLE_BAR: return A_REVERSE;
	case ROLE_ERROR: return A_BOLD;
	case ROLE_DIM: return A_DIM;
	case ROLE_NAME: return A_BOLD;
	default: return A_NORMAL;
	}
}




/* Terminals known to show no UTF-8 line drawing even in a UTF-8 locale
 * (their alternate character set is not what ncursesw maps ACS to). */
static int plain_terminal(const char *t)
{
	static const char *const PLAIN[] = { "vt52", "vt100", "vt102",
					     "vt220", "dumb", "ansi" };
	size_t i, n;

	if (!t || !t[0])
		return 1;
	for (i = 0; i < sizeof PLAIN / sizeof PLAIN[0]; i++) {
		n = strlen(PLAIN[i]);
		if (strncmp(t, PLAIN[i], n) == 0 &&
		    (t[n] == '\0' || t[n] == '-'))
			return 1;
	}
	return 0;
}

int term_line_drawing(void)
{
	static int known = -1;

	if (known < 0) {
		const char *acsc = tigetstr("acsc");

		known = glyph_utf8() && acsc && acsc != (const char *)-1 && acsc[0] &&
			!plain_terminal(getenv("TERM"));
	}
	return known;
}
