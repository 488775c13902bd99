/*
 * pbntags.c - the PBN reader's growing strings, and the tag set: the tags
 * of a game in their order, with a hash table of the first tag of each
 * name, so that a game of many tags is read in linear time.
 */
#include "pbntags.h"

#include <stdlib.h>
#include <string.h>

#include "util/util.h"

/* ---- growing strings --------------------------------------------------- */

/* ---- tags found by name ------------------------------------------------ */

static size_t hash_name(const char *s)
{
	size_t h = 2166136261u;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

int pbn_tagset_find(const tagset *ts, const char *name)
{
	size_t i;

	if (ts->nslot == 0)
		return -1;
	for (i = hash_name(name) & (ts->nslot - 1); ts->slot[i] >= 0;
	     i = (i + 1) & (ts->nslot - 1))
		if (strcmp(ts->t[ts->slot[i]].name, name) == 0)
			return ts->slot[i];
	return -1;
}

static void tagset_index(tagset *ts, int k)
{
	size_t i;

	for (i = hash_name(ts->t[k].name) & (ts->nslot - 1);
	     ts->slot[i] >= 0; i = (i + 1) & (ts->nslot - 1))
		if (strcmp(ts->t[ts->slot[i]].name, ts->t[k].name) == 0)
			return;         /* the first of its name stays */
	ts->slot[i] = k;
}

/* Appends a tag (name and value malloc'd, now owned by ts). */
raw_tag *pbn_tagset_add(tagset *ts, char *name, char *value, long line)
{
	raw_tag *t;
	int k;

	if (ts->n == ts->cap) {
		ts->cap = ts->cap ? 2 * ts->cap : 16;
		ts->t = xrealloc(ts->t, (size_t)ts->cap * sizeof *ts->t);
	}
	t = &ts->t[ts->n++];
	memset(t, 0, sizeof *t);
	t->name = name;
	t->value = value;
	t->line = line;
	if ((size_t)ts->n * 2 > ts->nslot) {
		ts->nslot = ts->nslot ? 2 * ts->nslot : 32;
		free(ts->slot);
		ts->slot = xmalloc(ts->nslot * sizeof *ts->slot);
		memset(ts->slot, 0xff, ts->nslot * sizeof *ts->slot);
		for (k = 0; k < ts->n; k++)
			tagset_index(ts, k);
	} else {
		tagset_index(ts, ts->n - 1);
	}
	return t;
}

void pbn_tagset_clear(tagset *ts)
{
	int i;

	for (i = 0; i < ts->n; i++) {
		free(ts->t[i].name);
		free(ts->t[i].value);
		free(ts->t[i].line_text);
		strbuf_free(&ts->t[i].section);
	}
	ts->n = 0;
	if (ts->nslot)
		memset(ts->slot, 0xff, ts->nslot * sizeof *ts->slot);
}

void pbn_tagset_free(tagset *ts)
{
	pbn_tagset_clear(ts);
	free(ts->t);
	free(ts->slot);
	memset(ts, 0, sizeof *ts);
}

raw_tag *pbn_tagset_get(tagset *ts, const char *name)
{
	int k = pbn_tagset_find(ts, name);

	return k < 0 ? NULL : &ts->t[k];
}
