/*
 * glyph.h - the characters the analyser writes for suits, strains, cards
 * and a few marks: UTF-8 in a UTF-8 locale, ASCII otherwise.  No curses:
 * the state's texts (what a card did, the lines) use them as the views
 * do.  term_open() sets the locale's choice once.
 */
#ifndef GLYPH_H
#define GLYPH_H

#include "dd.h"

/* Whether UTF-8 glyphs are used (set by term_open(), from the locale). */
void glyph_set_utf8(int on);
int glyph_utf8(void);

/* The glyph of a suit ("♠" or "S"), of a strain ("NT"). */
const char *glyph_suit(int suit);
const char *glyph_strain(int strain);

enum { MARK_TURN, MARK_PENDING, MARK_COST, MARK_BEST, MARK_VOID, MARK_DOT,
       MARK_ELLIPSIS,          /* text left out: "…", "..." in ASCII */
       MARK_COUNT };
const char *glyph_mark(int mark);

/* "♥5" ("H5" without UTF-8) into out. */
void glyph_card(dd_card c, char out[8]);

#endif
