/*
 * cmdline.c - the `:` prompt: GNU readline's callback interface inside
 * curses; see cmdline.h.
 */
#include "cmdline.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include <readline/readline.h>
#include <readline/history.h>

#include "term.h"
#include "util/util.h"

#define HISTORY_LINES 500

static int inited, active;
static unsigned char inbuf[4];
static int inlen, inpos;
static char *entered;           /* the line the handler received */
static char matches[512];
static char hist_path[4096];
static FILE *devnull;
static int hist_start;          /* entries read from the file */
static const char *const *names; /* the command names, for completion */

/* ---- readline's hooks --------------------------------------------------- */

/* Readline's input: the key curses read, one byte at a time. */
static int getc_hook(FILE *f)
{
	(void)f;
	if (inpos < inlen)
		return inbuf[inpos++];
	return EOF;
}

static int input_available_hook(void)
{
	return inpos < inlen;
}

/* The main loop draws the prompt (frame.c and the views), after every key. */
static void redisplay_hook(void)
{
}

/* Curses owns the terminal modes. */
static void prep_hook(int meta)
{
	(void)meta;
}

static void deprep_hook(void)
{
}

static void line_hook(char *line)
{
	rl_callback_handler_remove();
	active = 0;
	entered = line;         /* NULL: end of input (Ctrl-D) */
}

static char *command_generator(const char *text, int state)
{
	static int i;
	static size_t len;

	if (!state) {
		i = 0;
		len = strlen(text);
	}
	while (names && names[i]) {
		const char *name = names[i++];

		if (strncasecmp(name, text, len) == 0)
			return strdup(name);
	}
	return NULL;
}

/* The command names for the first word; file names after load and save;
 * nothing else. */
static char **complete_hook(const char *text, int start, int end)
{
	int i = 0;

	(void)end;
	while (i < start && (rl_line_buffer[i] == ' ' ||
			     rl_line_buffer[i] == '\t'))
		i++;
	if (i == start) {
		rl_attempted_completion_over = 1;
		return rl_completion_matches(text, command_generator);
	}
	if ((strncasecmp(rl_line_buffer + i, "load", 4) == 0 ||
	     strncasecmp(rl_line_buffer + i, "save", 4) == 0) &&
	    (rl_line_buffer[i + 4] == ' ' || rl_line_buffer[i + 4] == '\t'))
		return NULL;    /* readline's file name completion */
	rl_attempted_completion_over = 1;
	return NULL;
}

/* Several completions: listed on the screen by view_bars.c, not by readline. */
static void show_matches_hook(char **m, int n, int maxlen)
{
	size_t len = 0;
	int i;

	(void)maxlen;
	matches[0] = '\0';
	for (i = 1; i <= n && len + 2 < sizeof matches; i++) {
		int w = snprintf(matches + len, sizeof matches - len, "%s%s",
				 i > 1 ? "  " : "", m[i]);

		if (w < 0 || (size_t)w >= sizeof matches - len)
			break;
		len += (size_t)w;
	}
}

/* ---- history ------------------------------------------------------------ */

static void history_setup(void)
{
	char dir[sizeof hist_path - 16];

	hist_path[0] = '\0';
	if (util_state_dir(dir, sizeof dir) < 0)
		return;
	snprintf(hist_path, sizeof hist_path, "%s/history", dir);
	using_history();
	stifle_history(HISTORY_LINES);
	read_history(hist_path);        /* none yet is fine */
	hist_start = history_length;
}

/* The entries of this session appended to the file, so that two
 * sessions at once both keep theirs; then the file cut to its last
 * HISTORY_LINES lines. */
static void history_save(void)
{
	int n = history_length - hist_start;
	FILE *f;

	if (!hist_path[0] || n <= 0)
		return;
	/* append_history() needs the file to exist */
	f = fopen(hist_path, "a");
	if (!f)
		return;
	fclose(f);
	if (append_history(n, hist_path) == 0)
		history_truncate_file(hist_path, HISTORY_LINES);
}

/* ---- the prompt --------------------------------------------------------- */

void cmdline_init(const char *const *command_names)
{
	names = command_names;
	if (inited)
		return;
	inited = 1;
	devnull = fopen("/dev/null", "w");
	rl_readline_name = "ddplay";
	rl_catch_signals = 0;
	rl_catch_sigwinch = 0;
	rl_change_environment = 0;
	rl_prep_term_function = prep_hook;
	rl_deprep_term_function = deprep_hook;
	rl_getc_function = getc_hook;
	rl_input_available_hook = input_available_hook;
	rl_redisplay_function = redisplay_hook;
	rl_attempted_completion_function = complete_hook;
	rl_completion_display_matches_hook = show_matches_hook;
	rl_instream = stdin;
	/* anything readline writes (a bell, terminal strings) goes nowhere */
	rl_outstream = devnull ? devnull : stderr;
	rl_initialize();
	rl_variable_bind("enable-bracketed-paste", "off");
	rl_variable_bind("bell-style", "none");
	rl_set_screen_size(LINES > 0 ? LINES : 24, COLS > 0 ? COLS : 80);
	history_setup();
}

void cmdline_end(void)
{
	if (!inited)
		return;
	if (active) {
		rl_callback_sigcleanup();
		rl_callback_handler_remove();
		active = 0;
	}
	history_save();
	inited = 0;
}

void cmdline_open(void)
{
	if (!inited || active)
		return;
	matches[0] = '\0';
	using_history();
	active = 1;
	rl_callback_handler_install(":", line_hook);
}

void cmdline_cancel(void)
{
	if (!active)
		return;
	rl_callback_sigcleanup();
	rl_callback_handler_remove();
	active = 0;
	matches[0] = '\0';
}

int cmdline_active(void)
{
	return active;
}

int cmdline_key(int ch, char **line)
{
	int byte;

	*line = NULL;
	if (!active)
		return 0;
	matches[0] = '\0';
	switch (ch) {
	case 27:                /* Esc closes the prompt */
		rl_callback_sigcleanup();
		rl_callback_handler_remove();
		active = 0;
		return 0;
	case KEY_LEFT:      byte = 2;   break;  /* C-b */
	case KEY_RIGHT:     byte = 6;   break;  /* C-f */
	case KEY_UP:        byte = 16;  break;  /* C-p */
	case KEY_DOWN:      byte = 14;  break;  /* C-n */
	case KEY_HOME:      byte = 1;   break;  /* C-a */
	case KEY_END:       byte = 5;   break;  /* C-e */
	case KEY_BACKSPACE: byte = 127; break;
	case KEY_ENTER:     byte = '\r'; break;
	case KEY_DC:
		if (rl_end == 0)
			return 0;
		byte = 4;       /* C-d: delete the character */
		break;
	default:
		if (ch < 0 || ch > 255)
			return 0;       /* other curses keys, the mouse */
		byte = ch;
	}
	inbuf[0] = (unsigned char)byte;
	inlen = 1;
	inpos = 0;
	entered = NULL;
	while (active && inpos < inlen)
		rl_callback_read_char();
	inlen = inpos = 0;
	if (active || !entered)
		return 0;
	/* an entered line: into the history unless blank or a repeat */
	{
		const char *p = entered;
		HIST_ENTRY *last;

		while (*p == ' ' || *p == '\t')
			p++;
		if (*p) {
			last = history_length > 0
				       ? history_get(history_base +
						     history_length - 1)
				       : NULL;
			if (!last || strcmp(last->line, entered) != 0)
				add_history(entered);
		}
	}
	*line = entered;
	entered = NULL;
	return 1;
}

const char *cmdline_prompt(void)
{
	return active && rl_display_prompt ? rl_display_prompt : ":";
}

const char *cmdline_text(void)
{
	return active && rl_line_buffer ? rl_line_buffer : "";
}

int cmdline_point(void)
{
	if (!active || !rl_line_buffer)
		return 0;
	return rl_point < 0 ? 0 : rl_point > rl_end ? rl_end : rl_point;
}

const char *cmdline_matches(void)
{
	return matches;
}
