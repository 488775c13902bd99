/*
 * record.c - boards as the file formats hold them, see record.h.
 */
#include "record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "deal.h"
#include "util/util.h"

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
	r->offlead.leader = -1;
	r->recorded.leader = -1;
}

static void free_tags(record *r)
{
	int i;

	for (i = 0; i < r->ntags; i++) {
		free(r->tags[i].name);
		free(r->tags[i].value);
		free(r->tags[i].section);
		free(r->tags[i].line_text);
	}
	free(r->tags);
	free(r->raw);
	free(r->pre);
	free(r->post);
	free(r->head);
}

void record_free(record *r)
{
	free_tags(r);
	r->tags = NULL;
	r->ntags = r->tags_cap = 0;
	r->raw = NULL;
	r->pre = NULL;
	r->post = NULL;
	r->head = NULL;
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
	dst->raw = src->raw ? xstrdup(src->raw) : NULL;
	dst->pre = src->pre ? xstrdup(src->pre) : NULL;
	dst->post = src->post ? xstrdup(src->post) : NULL;
	dst->head = src->head ? xstrdup(src->head) : NULL;
	for (i = 0; i < src->ntags; i++) {
		record_tag_add(dst, src->tags[i].name, src->tags[i].value,
			       src->tags[i].section);
		dst->tags[i].doubled = src->tags[i].doubled;
		if (src->tags[i].line_text)
			dst->tags[i].line_text =
				xstrdup(src->tags[i].line_text);
	}
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

static record_tag *new_tag(record *r, const char *name)
{
	record_tag *t;

	if (r->ntags == r->tags_cap) {
		r->tags_cap = r->tags_cap ? 2 * r->tags_cap : 16;
		r->tags = xrealloc(r->tags,
				   (size_t)r->tags_cap * sizeof *r->tags);
	}
	t = &r->tags[r->ntags++];
	t->name = xstrdup(name);
	t->doubled = 0;
	t->line_text = NULL;
	return t;
}

void record_tag_add(record *r, const char *name, const char *value,
		    const char *section)
{
	record_tag *t = new_tag(r, name);

	t->value = xstrdup(value ? value : "");
	t->section = section ? xstrdup(section) : NULL;
}

/* Whether the line at p is a '%' line (PBN's escape line). */
static int escape_line(const char *p)
{
	p += strspn(p, " \t");
	return *p == '%';
}

/* Whether text holds the line p (n bytes) as one of its lines. */
static int has_line(const char *text, const char *p, size_t n)
{
	const char *q;

	for (q = text; q && *q;) {
		size_t m = strcspn(q, "\n");

		if (m == n && memcmp(q, p, n) == 0)
			return 1;
		q += m + (q[m] == '\n');
	}
	return 0;
}

/* text (malloc'd, or NULL for none) with the '%' lines of old added at
 * its end, those that it lacks: a section replaced keeps the escape
 * lines read in it (they are the file's, not the tag's).  Returns the
 * new text (text itself when nothing is added). */
static char *keep_escapes(char *text, const char *old)
{
	const char *p;

	for (p = old; p && *p;) {
		size_t n = strcspn(p, "\n"), k;

		if (escape_line(p) && !has_line(text, p, n)) {
			k = text ? strlen(text) : 0;
			text = xrealloc(text, k + n + 3);
			if (k > 0 && text[k - 1] != '\n')
				text[k++] = '\n';
			memcpy(text + k, p, n);
			text[k + n] = '\n';
			text[k + n + 1] = '\0';
		}
		p += n + (p[n] == '\n');
	}
	return text;
}

void record_tag_set(record *r, const char *name, const char *value,
		    const char *section)
{
	int i = tag_index(r, name);
	record_tag *t;
	char *old = NULL;

	char *text;

	if (i < 0) {
		t = new_tag(r, name);
		t->value = xstrdup(value ? value : "");
		t->section = keep_escapes(section ? xstrdup(section) : NULL,
					  NULL);
		return;
	}
	t = &r->tags[i];
	text = keep_escapes(section ? xstrdup(section) : NULL, t->section);
	if (strcmp(t->value, value ? value : "") == 0 &&
	    strcmp(t->section ? t->section : "", text ? text : "") == 0) {
		/* nothing changes: the line as read is kept */
		free(text);
		return;
	}
	free(t->value);
	old = t->section;
	t->value = xstrdup(value ? value : "");
	t->doubled = 0;
	t->section = text;
	free(old);
	free(t->line_text);
	t->line_text = NULL;
}

void record_tag_remove(record *r, const char *name)
{
	int i = tag_index(r, name);

	if (i < 0)
		return;
	/* its section's '%' lines stay where they were: after the tag
	 * before it, or before the game */
	if (i > 0)
		r->tags[i - 1].section = keep_escapes(r->tags[i - 1].section,
						      r->tags[i].section);
	else
		r->pre = keep_escapes(r->pre, r->tags[i].section);
	free(r->tags[i].name);
	free(r->tags[i].value);
	free(r->tags[i].section);
	free(r->tags[i].line_text);
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

void record_set_leader(record *r, int leader)
{
	if (r->nplayed == 0 || leader < 0 || leader == record_leader(r))
		return;
	r->offlead.leader = leader;
	r->offlead.n = r->nplayed;
	memcpy(r->offlead.card, r->played, (size_t)r->nplayed);
	r->nplayed = 0;
}

int record_recorded_play(const record *r, dd_position *pos)
{
	if (record_base(r, pos) < 0)
		return -1;
	if (r->offlead.n > 0) {
		pos->leader = r->offlead.leader;
		pos->nplayed = r->offlead.n;
		memcpy(pos->played, r->offlead.card, (size_t)r->offlead.n);
	} else {
		pos->nplayed = r->nplayed;
		memcpy(pos->played, r->played, (size_t)r->nplayed);
	}
	return 0;
}

int record_check(const record *r, char *err, size_t errsize, long *line)
{
	dd_position pos, rec;
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
	if (r->nplayed == 0 && r->offlead.n == 0)
		return 0;
	if (r->strain < 0 || r->declarer < 0 ||
	    record_recorded_play(r, &rec) < 0) {
		*line = r->play_line ? r->play_line : r->line;
		snprintf(err, errsize, "cards played but no contract");
		return -2;
	}
	/* Replay card by card so that the message can name the trick; the
	 * play from the seat the record gives. */
	pos.leader = rec.leader;
	for (n = 1; n <= rec.nplayed; n++) {
		pos.nplayed = n;
		memcpy(pos.played, rec.played, (size_t)n * sizeof *pos.played);
		if (dd_replay(&pos, NULL, &e) != DD_OK) {
			*line = r->play_line ? r->play_line : r->line;
			snprintf(err, errsize, "trick %d: %s", (n - 1) / 4 + 1,
				 e.msg);
			return -2;
		}
	}
	return 0;
}

int record_conditions(const record *r, int *dealer, int *vul)
{
	static const int cycle[16] = {
		VUL_NONE, VUL_NS, VUL_EW, VUL_ALL, VUL_NS, VUL_EW, VUL_ALL,
		VUL_NONE, VUL_EW, VUL_ALL, VUL_NONE, VUL_NS, VUL_ALL,
		VUL_NONE, VUL_NS, VUL_EW
	};
	long n = 0;
	int i;

	for (i = 0; r->board[i] >= '0' && r->board[i] <= '9' && i < 7; i++)
		n = 10 * n + (r->board[i] - '0');
	if (i == 0 || r->board[i] != '\0' || n < 1 || n > 999999)
		n = 0;
	*dealer = r->dealer >= 0 ? r->dealer : n > 0 && !r->dealer_bad ?
		  (int)((n - 1) % 4) : DD_NORTH;
	*vul = r->vul >= 0 ? r->vul : n > 0 && !r->vul_bad ?
	       cycle[(n - 1) % 16] : VUL_NONE;
	return (r->dealer < 0 && r->dealer_bad ? RECORD_TAKEN_DEALER : 0) |
	       (r->vul < 0 && r->vul_bad ? RECORD_TAKEN_VUL : 0);
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

void record_drop_play(record *r)
{
	r->level = r->strain = r->declarer = r->result = r->claim = -1;
	r->doubled = 0;
	r->nplayed = 0;
	r->offlead.leader = -1;
	r->offlead.n = 0;
	r->play_cut = 0;
	r->recorded.leader = -1;
	r->recorded.n = 0;
}

void record_add_flaw(record *r, long line, const char *text)
{
	if (r->nflaws < RECORD_FLAWS) {
		r->flaw[r->nflaws].line = line;
		snprintf(r->flaw[r->nflaws].text,
			 sizeof r->flaw[0].text, "%s", text);
	}
	r->nflaws++;
}

int record_cut_play(record *r, const char *msg, long line)
{
	dd_position rec, pos;
	char text[RECORD_FLAW_SIZE];
	int n;

	if (!r->has_deal || record_recorded_play(r, &rec) < 0)
		return -1;
	/* the longest prefix that replays: the cards before the first
	 * that breaks a rule */
	pos = rec;
	for (n = 0; n < rec.nplayed; n++) {
		pos.nplayed = n + 1;
		if (dd_replay(&pos, NULL, NULL) != DD_OK)
			break;
	}
	if (!r->play_cut) {
		/* (a play cut by its reader already, at a word that is no
		 * card, keeps what it knows of the rest: nothing) */
		r->recorded.leader = rec.leader;
		r->recorded.n = rec.nplayed;
		memcpy(r->recorded.card, rec.played, (size_t)rec.nplayed);
	}
	r->play_cut = 1;
	if (r->offlead.n > 0) {
		r->offlead.n = n;
		if (n == 0)
			r->offlead.leader = -1;
	} else {
		r->nplayed = n;
	}
	snprintf(text, sizeof text, "%.120s: the play stops before it (%d of "
		 "%d card%s)", msg, n, rec.nplayed,
		 rec.nplayed == 1 ? "" : "s");
	record_add_flaw(r, line, text);
	return 0;
}

/* The length of the valid UTF-8 sequence of a printable character at s
 * (bytes 0x20..0x7e, or 2 to 4 bytes), 0 when there is none. */
static size_t utf8_length(const unsigned char *s)
{
	size_t n, i;

	if (s[0] >= 0x20 && s[0] < 0x7f)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return 0;
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	return n;
}

void record_title(const record *r, char *out, size_t size)
{
	/* "Board " before a number (PBN's Board tag: "3", "12a"), not
	 * before a name ("Open 1" of a LIN vugraph, "board 3") */
	const char *prefix = r->board[0] >= '0' && r->board[0] <= '9' ?
			     "Board " : "";

	if (!r->board[0] || strcmp(r->board, "?") == 0)
		out[0] = '\0';
	else if (r->room[0])
		snprintf(out, size, "%s%s (%s)", prefix, r->board, r->room);
	else
		snprintf(out, size, "%s%s", prefix, r->board);
	record_printable(out);
}

void record_printable(char *s)
{
	unsigned char *p = (unsigned char *)s;

	while (*p) {
		size_t n = utf8_length(p);

		/* C1 controls (U+0080..U+009F) are valid UTF-8, and some
		 * terminals obey them. */
		if (n == 2 && p[0] == 0xc2 && p[1] < 0xa0)
			n = 0;
		if (n == 0) {
			*p++ = '?';
			continue;
		}
		p += n;
	}
}

void record_board_label(const char *board, char *out, size_t size)
{
	char name[128];
	size_t k = 0;
	const unsigned char *p = (const unsigned char *)board;

	/* (PBN's "?" is a value not known: no name either) */
	if (!board || !board[0] || strcmp(board, "?") == 0) {
		snprintf(out, size, "%s", "");
		return;
	}
	/* "Board 3" (LIN's ah|): said as a number is, "board 3" */
	if (strncasecmp(board, "board ", 6) == 0 && board[6] >= '0' &&
	    board[6] <= '9') {
		board += 6;
		p += 6;
	}
	while (*p && k + 5 < sizeof name) {
		size_t n = utf8_length(p);

		if (n == 0) {
			snprintf(name + k, sizeof name - k, "\\x%02x", *p++);
			k += 4;
			continue;
		}
		if (k + n >= sizeof name)
			break;
		memcpy(name + k, p, n);
		k += n;
		p += n;
	}
	name[k] = '\0';
	if (board[0] >= '0' && board[0] <= '9')
		snprintf(out, size, "board %s: ", name);
	else
		snprintf(out, size, "%s: ", name);
}

void record_partial_text(const record *r, char *out, size_t size)
{
	static const char *const names[4] = {
		"North", "East", "South", "West"
	};
	char list[64] = "";
	int seat, n = 0, k = 0;

	for (seat = 0; seat < 4; seat++)
		n += (r->partial >> seat) & 1;
	for (seat = 0; seat < 4; seat++) {
		size_t len = strlen(list);

		if (!((r->partial >> seat) & 1))
			continue;
		k++;
		snprintf(list + len, sizeof list - len, "%s%s's",
			 k == 1 ? "" : k == n ? " and " : ", ", names[seat]);
	}
	snprintf(out, size, "only %s hand%s %s given (a lead problem: ddplay "
		 "lead FILE)", list, n == 1 ? "" : "s", n == 1 ? "is" : "are");
}

void record_format_partial(const dd_deal *d, unsigned given, char *out,
			   size_t size)
{
	size_t n;
	int seat;

	snprintf(out, size, "N:");
	for (seat = 0; seat < 4; seat++) {
		char hand[DEAL_HAND_SIZE];

		n = strlen(out);
		if ((given >> seat) & 1)
			deal_format_hand(d->hand[seat], hand);
		else
			strcpy(hand, "-");
		snprintf(out + n, size - n, "%s%s", seat ? " " : "", hand);
	}
}
