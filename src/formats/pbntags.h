/*
 * pbntags.h - the tags of a game as read (in their order, found by name
 * through a hash table), private to the reader (pbnread.c).
 */
#ifndef PBNTAGS_H
#define PBNTAGS_H

#include <stddef.h>

#include "util/strbuf.h"


/* A tag as read, with the line it is on. */
typedef struct {
	char *name, *value;
	strbuf section;
	long line;
	int doubled;            /* record_tag.doubled */
	char *line_text;        /* record_tag.line_text (malloc'd) */
	long section_line;      /* the line of the section's first line
				 * (the tag's own when the section starts
				 * after its ']'); 0: no section */
} raw_tag;

/* The tags of a game in their order, and a hash table of the first tag
 * of each name (slots hold an index in t, or -1). */
typedef struct {
	raw_tag *t;
	int n, cap;
	int *slot;
	size_t nslot;           /* a power of two, or 0 */
} tagset;

/* The index in ts->t of the first tag called name, or -1. */
int pbn_tagset_find(const tagset *ts, const char *name);
/* Appends a tag (name and value malloc'd, now owned by ts). */
raw_tag *pbn_tagset_add(tagset *ts, char *name, char *value, long line);
/* Empties ts (keeping its memory), or frees it all. */
void pbn_tagset_clear(tagset *ts);
void pbn_tagset_free(tagset *ts);
/* The first tag called name, or NULL. */
raw_tag *pbn_tagset_get(tagset *ts, const char *name);

#endif
