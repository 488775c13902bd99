/*
 * util.h - small helpers shared by the modules of src/ (and ui/):
 * allocation that aborts when memory runs out, a monotonic clock, and
 * whether the locale is UTF-8.
 */
#ifndef UTIL_H
#define UTIL_H

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

/* Whether the current locale's character set is UTF-8 (after
 * setlocale(LC_ALL, "")): suit symbols may then be printed. */
int util_locale_is_utf8(void);

/* Timings: util_sort_doubles() sorts v[0..n) in increasing order;
 * util_percentile() is the nearest-rank percentile q (0 < q <= 1) of n
 * sorted values (n >= 1). */
void util_sort_doubles(double *v, size_t n);
double util_percentile(const double *sorted, size_t n, double q);

/* Files written whole or not at all: util_atomic_open() creates a
 * temporary file beside path (same folder, so that rename() is atomic)
 * and returns it open for writing, its name in *tmp (malloc'd); NULL with
 * errno set when it cannot.  util_atomic_commit() flushes and closes it,
 * then renames it over path: 0, or -1 with errno set, the temporary
 * removed and path untouched.  util_atomic_abort() throws it away. */
FILE *util_atomic_open(const char *path, char **tmp);
int util_atomic_commit(FILE *f, char *tmp, const char *path);
void util_atomic_abort(FILE *f, char *tmp);

/* ddplay's state directory, $XDG_STATE_HOME/ddplay (by default
 * ~/.local/state/ddplay), made when missing (mode 0700), into dir: 0, or
 * -1 when there is none (no HOME) or it cannot be made. */
int util_state_dir(char *dir, size_t size);

#endif
