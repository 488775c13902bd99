/*
 * util.h - small helpers shared by the modules of src/ (and ui/):
 * allocation that aborts when memory runs out, a monotonic clock, and
 * whether the locale is UTF-8.
 */
#ifndef UTIL_H
#define UTIL_H

#include <stddef.h>

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

#endif
