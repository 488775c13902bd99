/*
 * draw.c - the helpers every view uses (view.h): text that never runs
 * past its room, boxes, cards, a board's tags and players.  The views
 * are in view_*.c, the whole screen in frame.c.
 */
#include <stdio.h>
#include <string.h>

#include "view.h"
#include "util/util.h"

const char *draw_tag(const app *a, const char *name)
{
	const record_tag *t = record_tag_get(&a->boards[a->board].rec, name);

	if (!t || !t->value || !t->value[0] || strcmp(t->value, "?") == 0 ||
	    strcmp(t->value, "-") == 0)
		return NULL;
	return t->value;
}

const char *draw_player(const app *a, int seat)
{
	static char names[4][BOARDINFO_NAME];

	if (!a->nboards || seat < 0 || seat > 3)
		return NULL;
	boardinfo_names(&a->boards[a->board].rec, names);
	return names[seat][0] ? names[seat] : NULL;
}

int draw_claim(const app *a)
{
	int tricks;

	if (!a->nboards ||
	    !boardinfo_claim(&a->boards[a->board].rec, &tricks))
		return -1;
	return tricks;
}

/* The contract the file records, when the board is played here in
 * another (:contract, :strain, :declarer): "3♠ by West", "passed out";
 * "" when it is the one played or the file records none. */
void draw_recorded_other(const app *a, char *out, size_t size)
{
	const record *r = &a->boards[a->board].rec;
	const game *g = &a->g;

	out[0] = '\0';
	if (r->level == 0) {
		snprintf(out, size, "passed out");
		return;
	}
	if (r->level <= 0 || r->strain < 0 || r->declarer < 0)
		return;
	if (r->strain == g->base.strain && r->declarer == game_declarer(g) &&
	    (g->level <= 0 || r->level == g->level))
		return;
	snprintf(out, size, "%d%s%s by %s", r->level, glyph_strain(r->strain),
		 r->doubled == 2 ? (glyph_utf8() ? "××" : "xx")
		 : r->doubled == 1 ? (glyph_utf8() ? "×" : "x") : "",
		 dd_seat_name(r->declarer));
}

/* Columns taken by a UTF-8 string (every glyph used is one column). */
int draw_cols(const char *s)
{
	int n = 0;

	for (; *s; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			n++;
	return n;
}

/* Writes the n bytes at s at the cursor: UTF-8 as it is; a byte that is
 * not UTF-8 (a name in a Latin-1 PBN file: "J\xfcrgen") as its Latin-1
 * character in a UTF-8 locale, else '?', in the one column draw_put()
 * counted for it.  (Given to the terminal as they were, such bytes ate
 * the characters after them: "J gen".)  A stray continuation byte after
 * a character took no column there and shows nothing. */
static void put_bytes(const char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t run = 0;
		int len;
		unsigned char b;

		while (i + run < n &&
		       (len = util_utf8_length(s + i + run)) > 0 &&
		       i + run + (size_t)len <= n)
			run += (size_t)len;
		if (run > 0) {
			addnstr(s + i, (int)run);
			i += run;
			continue;
		}
		b = (unsigned char)s[i];
		if (glyph_utf8() && b >= 0xa0) {
			char c[3] = { (char)(0xc0 | b >> 6),
				      (char)(0x80 | (b & 0x3f)), '\0' };

			addstr(c);
		} else if (i == 0 || (b & 0xc0) != 0x80) {
			addch('?');
		}
		i++;
	}
}

/* Writes s at (y, x) with the attribute, at most maxw columns; returns the
 * columns written. */
int draw_put(int y, int x, int maxw, attr_t attr, const char *s)
{
	int n = 0;
	const char *p = s;

	if (maxw <= 0 || y < 0 || x < 0 || y >= LINES || x >= COLS)
		return 0;
	if (x + maxw > COLS)
		maxw = COLS - x;
	while (*p) {
		const char *q = p + 1;

		while (*q && ((unsigned char)*q & 0xc0) == 0x80)
			q++;
		if (n + 1 > maxw)
			break;
		n++;
		p = q;
	}
	attrset(attr);
	move(y, x);
	put_bytes(s, (size_t)(p - s));
	attrset(A_NORMAL);
	return n;
}

/* Byte length of the longest prefix of s that takes at most cols columns
 * and ends at a word's end (before a space, or the end of s); 0 when not
 * even the first word fits. */
static size_t word_prefix(const char *s, int cols)
{
	size_t best = 0, i = 0;
	int n = 0;

	while (s[i]) {
		size_t j = i + 1;

		while (s[j] && ((unsigned char)s[j] & 0xc0) == 0x80)
			j++;
		if (++n > cols)
			break;
		if (s[j] == '\0' || (s[j] == ' ' && s[i] != ' '))
			best = j;
		i = j;
	}
	return best;
}

void draw_shorten(const char *s, int maxw, char *out, size_t size)
{
	const char *ell = glyph_mark(MARK_ELLIPSIS);
	size_t n;

	if (size == 0)
		return;
	out[0] = '\0';
	if (maxw <= 0)
		return;
	if (draw_cols(s) <= maxw) {
		snprintf(out, size, "%s", s);
		return;
	}
	n = word_prefix(s, maxw - draw_cols(ell));
	/* no dangling punctuation before the ellipsis */
	while (n > 0 && strchr(" ,;:(", s[n - 1]))
		n--;
	if (n == 0)
		return;
	snprintf(out, size, "%.*s%s", (int)n, s, ell);
}

int draw_put_words(int y, int x, int maxw, attr_t attr, const char *s)
{
	char buf[512];

	draw_shorten(s, maxw, buf, sizeof buf);
	return draw_put(y, x, maxw, attr, buf);
}

/* draw_wrap(), or only the count of its lines when dry. */
static int wrap(int y, int x, int w, int rows, attr_t attr, const char *s,
		int dry)
{
	int used = 0;

	while (*s == ' ')
		s++;
	while (*s && used < rows) {
		size_t n;

		if (used == rows - 1 || draw_cols(s) <= w) {
			if (!dry)
				draw_put_words(y + used, x, w, attr, s);
			used++;
			break;
		}
		n = word_prefix(s, w);
		if (n == 0) {           /* a word longer than the line */
			if (!dry)
				draw_put_words(y + used, x, w, attr, s);
			used++;
			break;
		}
		if (!dry) {
			char line[512];

			snprintf(line, sizeof line, "%.*s", (int)n, s);
			draw_put(y + used, x, w, attr, line);
		}
		used++;
		s += n;
		while (*s == ' ')
			s++;
	}
	return used;
}

int draw_wrap(int y, int x, int w, int rows, attr_t attr, const char *s)
{
	return wrap(y, x, w, rows, attr, s, 0);
}

int draw_wrap_text(const char *s, int w, int rows, char *out, size_t size)
{
	size_t len = strlen(out);
	int used = 0;

	while (*s == ' ')
		s++;
	while (*s && used < rows && len + 1 < size) {
		char line[512];
		size_t n = 0;

		if (used < rows - 1 && draw_cols(s) > w)
			n = word_prefix(s, w);
		if (n == 0)             /* the last line, or a word too long */
			draw_shorten(s, w, line, sizeof line);
		else
			snprintf(line, sizeof line, "%.*s", (int)n, s);
		snprintf(out + len, size - len, "%s\n", line);
		len = strlen(out);
		used++;
		if (n == 0)
			break;
		s += n;
		while (*s == ' ')
			s++;
	}
	return used;
}

int draw_wrap_lines(int w, const char *s)
{
	return wrap(0, 0, w, 1 << 20, A_NORMAL, s, 1);
}

int draw_wrap_from(int y, int x, int w, int skip, int rows, attr_t attr,
		   const char *s)
{
	int line = 0, used = 0;

	while (*s == ' ')
		s++;
	while (*s && used < rows) {
		size_t n = draw_cols(s) <= w ? strlen(s) : word_prefix(s, w);
		int whole = n > 0;

		if (!whole)             /* a word longer than the line */
			n = strlen(s);
		if (line++ >= skip) {
			char text[512];

			snprintf(text, sizeof text, "%.*s", (int)n, s);
			if (whole)
				draw_put(y + used, x, w, attr, text);
			else
				draw_put_words(y + used, x, w, attr, text);
			used++;
		}
		s += n;
		while (*s == ' ')
			s++;
	}
	return used;
}

void draw_fill_row(int y, attr_t attr)
{
	attrset(attr);
	mvhline(y, 0, ' ', COLS);
	attrset(A_NORMAL);
}

/* A frame: line drawing where term_line_drawing() says so, + - |
 * otherwise. */
void draw_box(int y, int x, int h, int w, attr_t attr)
{
	int u = term_line_drawing();

	attrset(attr);
	mvhline(y, x + 1, u ? ACS_HLINE : '-', w - 2);
	mvhline(y + h - 1, x + 1, u ? ACS_HLINE : '-', w - 2);
	mvvline(y + 1, x, u ? ACS_VLINE : '|', h - 2);
	mvvline(y + 1, x + w - 1, u ? ACS_VLINE : '|', h - 2);
	mvaddch(y, x, u ? ACS_ULCORNER : '+');
	mvaddch(y, x + w - 1, u ? ACS_URCORNER : '+');
	mvaddch(y + h - 1, x, u ? ACS_LLCORNER : '+');
	mvaddch(y + h - 1, x + w - 1, u ? ACS_LRCORNER : '+');
	attrset(A_NORMAL);
}

/* ---- cards ------------------------------------------------------------ */

attr_t draw_suit_attr(int suit)
{
	return suit == DD_HEARTS || suit == DD_DIAMONDS
		       ? term_attr(ROLE_RED_SUIT) : term_attr(ROLE_NORMAL);
}

/* "♠K" at (y, x), the rank in the given attribute; returns columns. */
int draw_card(int y, int x, dd_card c, attr_t rank_attr)
{
	char r[2] = { dd_rank_char(DD_RANK(c)), '\0' };
	int n = draw_put(y, x, 2,
			 draw_suit_attr(DD_SUIT(c)) | (rank_attr & A_BOLD),
			 glyph_suit(DD_SUIT(c)));

	return n + draw_put(y, x + n, 1, rank_attr, r);
}
