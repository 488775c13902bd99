/*
 * strbuf.c - a growing string, see strbuf.h.
 */
#include "strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void strbuf_add(strbuf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		b->cap = b->cap ? b->cap : 64;
		while (b->n + n + 1 > b->cap)
			b->cap *= 2;
		b->p = xrealloc(b->p, b->cap);
	}
	memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
}

void strbuf_printf(strbuf *b, const char *fmt, ...)
{
	char tmp[256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n > 0)
		strbuf_add(b, tmp, (size_t)n < sizeof tmp ? (size_t)n :
			   sizeof tmp - 1);
}

void strbuf_free(strbuf *b)
{
	free(b->p);
	memset(b, 0, sizeof *b);
}
