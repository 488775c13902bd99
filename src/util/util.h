/*
 * util.h - small helpers shared by the modules of src/ (and ui/):
 * allocation that aborts when memory runs out, a monotonic clock, and
 * whether the locale is UTF-8.
 */
#ifndef UTIL_H
#define UTIL_H

#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

/* Like malloc, calloc, realloc and strdup, but they never return NULL:
 * when memory runs out they print a message and abort. */
void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *ptr, size_t size);
char *xstrdup(const char *s);

/* Seconds from an arbitrary fixed point, never going backwards. */
double util_seconds(void);
/* The square root of x (0 for x <= 0), by Newton's steps: the program
 * is not linked with libm. */
double util_sqrt(double x);
/* Student's t quantile for a two-sided 95 % interval (the 0.975 point)
 * with df degrees of freedom (df >= 1; 0 or less: 0): a table to 30,
 * then the Cornish-Fisher expansion (within 1e-4), 1.96 in the limit. */
double util_t975(long df);
/* Student's t quantile with upper tail p (0 < p < 0.5; else 0) and df
 * degrees of freedom (df >= 1; else 0): the t with P(T > t) = p, worked
 * out numerically (within about 1e-4 of the tables), for the intervals
 * whose level is not 95 % (util_t_upper(0.025, df) is util_t975(df)). */
double util_t_upper(double p, long df);
/* part of whole (whole > 0) in percent, rounded half up, as every share
 * of layouts on the screen is shown: 161 of 200 is 81, not printf's
 * round-half-even 80. */
int util_percent(long part, long whole);

/* Whether the current locale's character set is UTF-8 (after
 * setlocale(LC_ALL, "")): suit symbols may then be printed. */
int util_locale_is_utf8(void);

/* Timings: util_sort_doubles() sorts v[0..n) in increasing order;
 * util_percentile() is the nearest-rank percentile q (0 < q <= 1) of n
 * sorted values (n >= 1). */
void util_sort_doubles(double *v, size_t n);
double util_percentile(const double *sorted, size_t n, double q);

/* util_cpus(): the CPUs threads may use, 1 to max: DDPLAY_CPUS when set
 * (the tests set it to try the pools whatever the machine), else those
 * online.  The batch commands' threads: cli_jobs() (cli.h). */
int util_cpus(int max);
/* The analyser's threads for a job that may use up to max: threads when
 * it is 1 or more (the --threads option), else DDPLAY_THREADS when it is
 * a number, else one a CPU online; at most max. */
int util_threads(int threads, int max);
/* pthread_create() for a thread that takes no signal but the ones a fault
 * raises (the main thread handles the others); pthread_create()'s
 * result.  pool_thread_start() of pool.h, for the files that know util.h. */
int util_thread_start(pthread_t *tid, void *(*fn)(void *), void *arg);

/* Files written whole or not at all (util_atomic.c).  util_atomic_open()
 * returns path open for writing, NULL with errno set when it cannot be;
 * what is written goes to a temporary file beside the file path names
 * (same folder, so that rename() is atomic), "NAME.tmp-XXXXXX", and
 * util_atomic_commit() flushes and closes it, then renames it over that
 * file: 0, or -1 with errno set, the temporary removed and the file
 * untouched.  util_atomic_abort() throws it away.  *tmp is the caller's to
 * pass back to those two, nothing else.
 * - A symbolic link is followed: its target is replaced, the link stays.
 * - An existing file keeps its permissions (and its owner and group where
 *   the process may set them).
 * - A file with other hard links is rewritten in place once the new
 *   content is complete in the temporary file, so that every name sees
 *   it: a copy of a moment, not atomic; if that copy fails, the temporary
 *   file is kept and named on stderr.
 * - Anything that is not a regular file (/dev/null, a FIFO, a terminal)
 *   is written directly, never replaced; a folder is refused (EISDIR).
 * One thread opens and commits (not thread-safe); 8 files at a time. */
FILE *util_atomic_open(const char *path, char **tmp);
/* What to say after util_atomic_open() failed with errno e: strerror(e),
 * or why the folder refused the temporary file ("the folder /proc does
 * not allow a new file there (No such file or directory)"). */
const char *util_atomic_why(int e);
int util_atomic_commit(FILE *f, char *tmp, const char *path);
void util_atomic_abort(FILE *f, char *tmp);

/* The end of a batch command's output: with path (-o), f is committed
 * (util_atomic_commit()); else standard output is flushed.  0, or -1
 * after a message naming cmd ("ddplay table: x.pbn: cannot write: ...",
 * "ddplay table: write error: No space left on device"; nothing for a
 * closed pipe, EPIPE). */
int util_output_end(const char *cmd, FILE *f, char *tmp, const char *path);

/* Whether -o's path is one of the nfiles inputs (the same file, through
 * links; standard input, "-" or no file at all, read from it by a
 * redirection): that input's name ("stdin" for standard input), or NULL
 * (path not a regular file that exists, or none of them). */
const char *util_output_is_input(const char *path, int nfiles,
				 char *const *files);

/* Whether paths a and b name the same regular file (links followed). */
int util_same_file(const char *a, const char *b);

/* The message and status for -o naming an input that what the command
 * writes would replace (what: "the JSON", "the summary"): "ddplay CMD:
 * PATH: not written: it is an input (WHAT would replace it); write to
 * another file" on standard error; 1. */
int util_output_refused(const char *cmd, const char *path, const char *what);

/* ddplay's state directory, $XDG_STATE_HOME/ddplay (by default
 * ~/.local/state/ddplay), made when missing (mode 0700), into dir: 0, or
 * -1 when there is none (no HOME) or it cannot be made. */
int util_state_dir(char *dir, size_t size);

/* From now on, SIGINT, SIGTERM and SIGHUP (unless ignored) remove the
 * temporary files of util_atomic_open() still open, then end the process
 * as the signal does by default.  For the batch commands; the analyser
 * handles those signals itself. */
void util_atomic_cleanup_on_signals(void);

/* The length of the UTF-8 character at s (1 to 4 bytes), or 0 when the
 * byte at s does not start a valid one (a Latin-1 name's byte). */
int util_utf8_length(const char *s);

/* text as a JSON string: quotes, backslashes and control characters
 * escaped, a byte that is not valid UTF-8 written as U+FFFD (names in PBN
 * files may be in Latin-1). */
void util_json_string(FILE *f, const char *text);

/* The columns s takes on a terminal: its UTF-8 characters (the suit
 * symbols are three bytes, one column), SGR sequences (ESC [ ... m, the
 * colours) taking none; util_columns_n: of its first n bytes. */
int util_columns(const char *s);
int util_columns_n(const char *s, size_t n);

/* Before a word of w columns, the line at *col: nothing before a line's
 * first word (first), else a space, or a new line indented by indent
 * where the word would pass width; *col follows. */
void util_wrap_gap(FILE *f, int *col, int w, int width, int indent, int first);

/* head and text, its words (runs between spaces) wrapped so that no line
 * passes width columns (a word longer stays whole), the lines after the
 * first indented by indent spaces, then end (".\n", ":\n").  A column is
 * a UTF-8 character. */
void util_put_wrapped(FILE *f, const char *head, const char *text,
		      int width, int indent, const char *end);

#endif
