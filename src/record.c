/*
 * record.c - boards as the file formats hold them, see record.h.
 */
#include "record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"

void record_init(record *r)
{
	memset(r, 0, sizeof *r);
	r->dealer = -1;
	r->vul = -1;
	r->level = -1;
	r->strain = -1;
	r->declarer = -1;
	r->result = -1;
	r->claim = -1;
}

static void free_tags(record *r)
{
	int i;

	for (i = 0; i < r->ntags; i++) {
		free(r->tags[i].name);
		free(r->tags[i].value);
		free(r->tags[i].section);
	}
	free(r->tags);
}

void record_free(record *r)
{
	free_tags(r);
	r->tags = NULL;
	r->ntags = r->tags_cap = 0;
}

void record_clear(record *r)
{
	record_free(r);
	record_init(r);
}

void record_copy(record *dst, const record *src)
{
	int i;

	record_free(dst);
	*dst = *src;
	dst->tags = NULL;
	dst->ntags = dst->tags_cap = 0;
	for (i = 0; i < src->ntags; i++)
		record_tag_set(dst, src->tags[i].name, src->tags[i].value,
			       src->tags[i].section);
}

static int tag_index(const record *r, const char *name)
{
	int i;

	for (i = 0; i < r->ntags; i++)
		if (strcmp(r->tags[i].name, name) == 0)
			return i;
	return -1;
}

const record_tag *record_tag_get(const record *r, const char *name)
{
	int i = tag_index(r, name);

	return i < 0 ? NULL : &r->tags[i];
}

void record_tag_set(record *r, const char *name, const char *value,
		    const char *section)
{
	int i = tag_index(r, name);
	record_tag *t;

	if (i < 0) {
		if (r->ntags == r->tags_cap) {
			r->tags_cap = r->tags_cap ? 2 * r->tags_cap : 16;
			r->tags = xrealloc(r->tags,
					   (size_t)r->tags_cap * sizeof *r->tags);
		}
		t = &r->tags[r->ntags++];
		t->name = xstrdup(name);
	} else {
		t = &r->tags[i];
		free(t->value);
		free(t->section);
	}
	t->value = xstrdup(value ? value : "");
	t->section = section ? xstrdup(section) : NULL;
}

void record_tag_remove(record *r, const char *name)
{
	int i = tag_index(r, name);

	if (i < 0)
		return;
	free(r->tags[i].name);
	free(r->tags[i].value);
	free(r->tags[i].section);
	memmove(&r->tags[i], &r->tags[i + 1],
		(size_t)(r->ntags - i - 1) * sizeof *r->tags);
	r->ntags--;
}

int record_leader(const record *r)
{
	return r->declarer < 0 ? -1 : (r->declarer + 1) & 3;
}

int record_base(const record *r, dd_position *base)
{
	if (!r->has_deal || r->strain < 0 || r->declarer < 0)
		return -1;
	memset(base, 0, sizeof *base);
	base->deal = r->deal;
	base->strain = r->strain;
	base->leader = record_leader(r);
	base->nplayed = 0;
	return 0;
}

int record_check(const record *r, char *err, size_t errsize, long *line)
{
	dd_position pos;
	dd_error e;
	int n;

	*line = r->deal_line ? r->deal_line : r->line;
	if (!r->has_deal) {
		snprintf(err, errsize, "no deal");
		return -1;
	}
	memset(&pos, 0, sizeof pos);
	pos.deal = r->deal;
	pos.strain = r->strain >= 0 ? r->strain : DD_NOTRUMP;
	pos.leader = r->declarer >= 0 ? record_leader(r) : DD_WEST;
	if (dd_replay(&pos, NULL, &e) != DD_OK) {
		snprintf(err, errsize, "%s", e.msg);
		return -1;
	}
	if (r->nplayed == 0)
		return 0;
	if (r->strain < 0 || r->declarer < 0) {
		*line = r->play_line ? r->play_line : r->line;
		snprintf(err, errsize, "cards played but no contract");
		return -1;
	}
	/* Replay card by card so that the message can name the trick. */
	for (n = 1; n <= r->nplayed; n++) {
		pos.nplayed = n;
		memcpy(pos.played, r->played, (size_t)n * sizeof *pos.played);
		if (dd_replay(&pos, NULL, &e) != DD_OK) {
			*line = r->play_line ? r->play_line : r->line;
			snprintf(err, errsize, "trick %d: %s", (n - 1) / 4 + 1,
				 e.msg);
			return -1;
		}
	}
	return 0;
}

void record_format_contract(const record *r, char out[8])
{
	static const char *const strains[5] = { "S", "H", "D", "C", "NT" };

	if (r->level == 0) {
		strcpy(out, "Pass");
		return;
	}
	if (r->level < 1 || r->level > 7 || r->strain < 0 || r->strain > 4) {
		out[0] = '\0';
		return;
	}
	snprintf(out, 8, "%d%s%s", r->level, strains[r->strain],
		 r->doubled == 2 ? "XX" : r->doubled == 1 ? "X" : "");
}

void record_board_label(const char *board, char *out, size_t size)
{
	if (!board || !board[0])
		snprintf(out, size, "%s", "");
	else if (board[0] >= '0' && board[0] <= '9')
		snprintf(out, size, "board %s: ", board);
	else
		snprintf(out, size, "%s: ", board);
}
