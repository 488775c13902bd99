/*
 * util.h - small helpers shared by the modules of src/: allocation that
 * aborts when memory runs out, and a monotonic clock.
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

#endif
