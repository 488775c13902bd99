/*
 * strbuf.h - a growing string, kept NUL-terminated (the PBN reader's
 * sections, the PBN writer's text).
 */
#ifndef STRBUF_H
#define STRBUF_H

#include <stddef.h>

typedef struct {
	char *p;                /* NULL until something is added */
	size_t n, cap;
} strbuf;

/* Appends n bytes of s to b. */
void strbuf_add(strbuf *b, const char *s, size_t n);

/* Appends printf-style text (at most 255 bytes a call). */
void strbuf_printf(strbuf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Frees b's memory; b is empty again. */
void strbuf_free(strbuf *b);

#endif
