/*
 * draw.c - the helpers every view uses (view.h): text that never runs
 * past its room, boxes, cards, a board's tags and players.  The views
 * are in view_*.c, the whole screen in frame.c.
 */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700       /* wcwidth() */
#endif
#include <stdio.h>
#include <string.h>
#include <wchar.h>

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

	out[0] = '\0';
	if (r->level == 0) {
		snprintf(out, size, "passed out");
		return;
	}
	if (r->level <= 0 || !app_other_contract(a))
		return;
	snprintf(out, size, "%d%s%s by %s", r->level, glyph_strain(r->strain),
		 r->doubled == 2 ? (glyph_utf8() ? "××" : "xx")
		 : r->doubled == 1 ? (glyph_utf8() ? "×" : "x") : "",
		 dd_seat_name(r->declarer));
}

/* The character at s (not its end): its bytes in *len, the columns it
 * takes as put_bytes() writes it.  A UTF-8 character as the locale's
 * wcwidth() says (2 for a CJK ideograph, 0 for a combining accent; 1
 * without UTF-8, where the terminal shows something of one column, or
 * for a character wcwidth() does not know); a byte that is not UTF-8
 * (Latin-1) 1, its Latin-1 letter or '?', except a stray continuation
 * byte that shows nothing (0x80-0x9f in UTF-8, 0x80-0xbf otherwise). */
int draw_char_cols(const char *s, size_t *len)
{
	const unsigned char *t = (const unsigned char *)s;
	int n = util_utf8_length(s), w, i;
	wchar_t cp;

	if (n <= 0) {
		*len = 1;
		return (glyph_utf8() && t[0] >= 0xa0) || (t[0] & 0xc0) != 0x80;
	}
	*len = (size_t)n;
	if (n == 1 || !glyph_utf8())
		return 1;
	cp = (wchar_t)(t[0] & (n == 2 ? 0x1f : n == 3 ? 0x0f : 0x07));
	for (i = 1; i < n; i++)
		cp = (wchar_t)(cp << 6 | (t[i] & 0x3f));
	w = wcwidth(cp);
	return w < 0 ? 1 : w;
}

/* Columns taken by a string as draw_put() writes it. */
int draw_cols(const char *s)
{
	int n = 0;

	while (*s) {
		size_t len;

		n += draw_char_cols(s, &len);
		s += len;
	}
	return n;
}

size_t draw_prefix(const char *s, int cols)
{
	size_t i = 0;
	int n = 0;

	while (s[i]) {
		size_t len;
		int c = draw_char_cols(s + i, &len);

		if (n + c > cols)
			break;
		n += c;
		i += len;
	}
	return i;
}

/* Writes the n bytes at s at the cursor: UTF-8 as it is; a byte that is
 * not UTF-8 (a name in a Latin-1 PBN file: "J\xfcrgen") as its Latin-1
 * character in a UTF-8 locale, else '?', in the one column
 * draw_char_cols() counted for it.  (Given to the terminal as they were,
 * such bytes ate the characters after them: "J gen".)  A stray
 * continuation byte that took no column there shows nothing. */
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
		} else if ((b & 0xc0) != 0x80) {
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
		size_t len;
		int c = draw_char_cols(p, &len);

		/* a wide character that does not fit whole: left out */
		if (n + c > maxw)
			break;
		n += c;
		p += len;
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
		size_t len, j;

		n += draw_char_cols(s + i, &len);
		j = i + len;
		if (n > cols)
			break;
		if (s[j] == '\0' || (s[j] == ' ' && s[i] != ' '))
			best = j;
		i = j;
	}
	return best;
}

/* s into out with each path in it ("/tmp/x/play.pbn", "./a/b.pbn",
 * "~/b.pbn": a word that starts so) as its file's name after an
 * ellipsis ("…/play.pbn"); 0 when s has none to shorten.  (Card groups,
 * "♦8/7/6", are no paths.) */
static int short_paths(const char *s, char *out, size_t size)
{
	const char *ell = glyph_mark(MARK_ELLIPSIS);
	size_t len = 0;
	int any = 0;

	if (size == 0)
		return 0;
	while (*s && len + 1 < size) {
		size_t n = strcspn(s, " "), end = n, k;
		const char *w = s, *base = NULL;

		if (*w == '(' || *w == '\'' || *w == '"')
			w++;
		while (end > (size_t)(w - s) && strchr(":,;)'\"", s[end - 1]))
			end--;
		if (*w == '/' || strncmp(w, "~/", 2) == 0 ||
		    strncmp(w, "./", 2) == 0 || strncmp(w, "../", 3) == 0)
			for (k = (size_t)(w - s); k < end; k++)
				if (s[k] == '/' && k + 1 < end)
					base = s + k;
		if (base && base > w && draw_cols(ell) + (int)(end - (size_t)(base - s)) <
		    (int)(end - (size_t)(w - s))) {
			snprintf(out + len, size - len, "%.*s%s%.*s",
				 (int)(w - s), s, ell,
				 (int)(n - (size_t)(base - s)), base);
			any = 1;
		} else {
			snprintf(out + len, size - len, "%.*s", (int)n, s);
		}
		len = strlen(out);
		s += n;
		if (*s == ' ' && len + 1 < size) {
			out[len++] = ' ';
			out[len] = '\0';
			s++;
		}
	}
	return any;
}

/* draw_shorten(); with cut, a first word wider than maxw is cut at a
 * column (never inside a character) with the ellipsis after it rather
 * than left out (a name: "Wolfeschlegelst…"). */
static void shorten(const char *s, int maxw, char *out, size_t size, int cut)
{
	const char *ell = glyph_mark(MARK_ELLIPSIS);
	char paths[1024];
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
	/* a path's directories go first: "save: …/play.pbn holds ...:
	 * save this one to another file", its end (what to do) kept */
	if (short_paths(s, paths, sizeof paths)) {
		s = paths;
		if (draw_cols(s) <= maxw) {
			snprintf(out, size, "%s", s);
			return;
		}
	}
	n = word_prefix(s, maxw - draw_cols(ell));
	/* no dangling punctuation before the ellipsis */
	while (n > 0 && strchr(" ,;:(", s[n - 1]))
		n--;
	if (n == 0 && cut && maxw > draw_cols(ell))
		n = draw_prefix(s, maxw - draw_cols(ell));
	if (n == 0)
		return;
	snprintf(out, size, "%.*s%s", (int)n, s, ell);
}

void draw_shorten(const char *s, int maxw, char *out, size_t size)
{
	shorten(s, maxw, out, size, 0);
}

void draw_shorten_name(const char *s, int maxw, char *out, size_t size)
{
	shorten(s, maxw, out, size, 1);
}

int draw_put_words(int y, int x, int maxw, attr_t attr, const char *s)
{
	char buf[512];

	draw_shorten(s, maxw, buf, sizeof buf);
	return draw_put(y, x, maxw, attr, buf);
}

int draw_put_name(int y, int x, int maxw, attr_t attr, const char *s)
{
	char buf[512];

	draw_shorten_name(s, maxw, buf, sizeof buf);
	return draw_put(y, x, maxw, attr, buf);
}

/* The bytes of the first line of s wrapped in w columns: s whole when
 * it fits, else to the end of the last word that fits; a word wider
 * than the line alone (a long name, a note in Chinese, which has no
 * spaces) broken at the line's edge, between two characters (0 when
 * not even its first character fits). */
static size_t line_break(const char *s, int w)
{
	size_t n;

	if (draw_cols(s) <= w)
		return strlen(s);
	n = word_prefix(s, w);
	return n > 0 ? n : draw_prefix(s, w);
}

/* draw_wrap(), or only the count of its lines when dry. */
static int wrap(int y, int x, int w, int rows, attr_t attr, const char *s,
		int dry)
{
	int used = 0;

	while (*s == ' ')
		s++;
	while (*s && used < rows) {
		size_t n = line_break(s, w);

		if (used == rows - 1 || n == strlen(s) || n == 0) {
			if (!dry)
				draw_put_name(y + used, x, w, attr, s);
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
			n = line_break(s, w);
		if (n == 0)             /* the last line */
			draw_shorten_name(s, w, line, sizeof line);
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
		size_t n = line_break(s, w);
		int whole = n > 0;

		if (!whole)             /* not even a character fits */
			n = strlen(s);
		if (line++ >= skip) {
			char text[512];

			snprintf(text, sizeof text, "%.*s", (int)n, s);
			if (whole)
				draw_put(y + used, x, w, attr, text);
			else
				draw_put_name(y + used, x, w, attr, text);
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

int draw_status_room(void)
{
	/* " solved in 12.34 s " and the two columns before it */
	return COLS - 21;
}

void draw_box_clear(int y0, int x0, int h, int w)
{
	int from = x0 > 0 ? x0 - 1 : 0, to = x0 + w < COLS ? x0 + w + 1 : COLS;
	int y;

	/* the edges of what is under it (the panel's border beside the
	 * box, "││") would read as part of the box: gone too */
	if (from <= 2)
		from = 0;
	if (COLS - to <= 2)
		to = COLS;
	attrset(A_NORMAL);
	for (y = 0; y < h; y++)
		mvhline(y0 + y, from, ' ', to - from);
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
