/*
 * glyph.c - suits, strains, cards and marks as text, see glyph.h.
 */
#include "glyph.h"

#include <stdio.h>

static int utf8;

void glyph_set_utf8(int on)
{
	utf8 = on;
}

int glyph_utf8(void)
{
	return utf8;
}

const char *glyph_suit(int suit)
{
	static const char *const SYMBOLS[4] = {
		"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"
	};
	static const char *const LETTERS[4] = { "S", "H", "D", "C" };

	if (suit < 0 || suit > 3)
		return "?";
	return utf8 ? SYMBOLS[suit] : LETTERS[suit];
}

const char *glyph_strain(int strain)
{
	return strain == DD_NOTRUMP ? "NT" : glyph_suit(strain);
}

const char *glyph_mark(int mark)
{
	static const char *const UTF[MARK_COUNT] = {
		"\xe2\x96\xb6",                 /* ▶ */
		"\xe2\x80\xa6",                 /* … */
		"\xe2\x9c\x97",                 /* ✗ */
		"\xe2\x98\x85",                 /* ★ */
		"\xe2\x80\x94",                 /* — */
		"\xc2\xb7",                     /* · */
		"\xe2\x80\xa6",                 /* … */
	};
	static const char *const ASCII[MARK_COUNT] = {
		">", ".", "x", "*", "-", ".", "...",
	};

	if (mark < 0 || mark >= MARK_COUNT)
		return "?";
	return utf8 ? UTF[mark] : ASCII[mark];
}

void glyph_card(dd_card c, char out[8])
{
	snprintf(out, 8, "%s%c", glyph_suit(DD_SUIT(c)),
		 dd_rank_char(DD_RANK(c)));
}
