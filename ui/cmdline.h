/*
 * cmdline.h - the `:` prompt of the interactive analyser: GNU readline
 * through its callback interface, fed the keys curses reads, drawn by
 * board.c on the status line, so that the main loop stays in charge (the
 * board keeps updating while the user types).  Readline never touches the
 * terminal itself: no signal handlers, no terminal modes, its output
 * stream is /dev/null.
 *
 * History is kept in $XDG_STATE_HOME/ddplay/history (by default
 * ~/.local/state/ddplay/history): the session's new lines are appended to
 * it at the end, so that two sessions at once both keep theirs.  Tab completes the command names (file names after
 * load and save).
 */
#ifndef CMDLINE_H
#define CMDLINE_H

/* Sets readline up and reads the history; call once, after term_open().
 * command_names (NULL-terminated, kept) are what Tab completes first. */
void cmdline_init(const char *const *command_names);

/* Writes the history back and lets readline go. */
void cmdline_end(void);

/* Opens the prompt (empty). */
void cmdline_open(void);

/* Closes the prompt, the line typed thrown away (Ctrl-C). */
void cmdline_cancel(void);

/* Whether the prompt is open. */
int cmdline_active(void);

/* Hands a key read by curses to the prompt.  Returns 1 when a line was
 * entered: *line then holds it (malloc'ed, for the caller to free), and
 * the prompt is closed; 0 otherwise (it may have been closed: Esc,
 * Ctrl-D on an empty line). */
int cmdline_key(int ch, char **line);

/* What to draw: the prompt, the text typed and the cursor's byte offset in
 * it. */
const char *cmdline_prompt(void);
const char *cmdline_text(void);
int cmdline_point(void);

/* Completions readline wanted to list (several matched), or "" */
const char *cmdline_matches(void);

#endif
