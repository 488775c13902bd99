/*
 * pbnvalue.h - parsers of the values of PBN tags (Dealer, Vulnerable,
 * Contract, Result, Deal) and of the Play section, for the PBN reader
 * (pbnread.c).  They read strings only: no reader state, no messages but
 * those written into err.
 */
#ifndef PBNVALUE_H
#define PBNVALUE_H

#include <stddef.h>

#include "model/record.h"

/* A seat letter, -1 for none ("", "?", "-"); -2 when bad. */
int pbn_seat_of(const char *v);
/* A vulnerability (VUL_*; None, NS, EW, All and other spellings), -1 for
 * none; -2 when bad. */
int pbn_vul_of(const char *v);
/* "4S", "3NT", "4HX", "6Cxx", "Pass", or a strain alone ("H", "NT": an
 * end position's) into r's level, strain and doubled: 0, or -1 when bad. */
int pbn_parse_contract(const char *v, record *r);
/* The Result tag: declarer's tricks ("9", "^9"), or the tricks of each
 * side ("NS 9", "NS 9 EW 4"); 0 with *result set (-1 when it does not
 * say declarer's), or -1 when bad. */
int pbn_parse_result(const char *v, int declarer, int *result);
/* The Deal tag: "N:hand hand hand hand", one hand "-" when unknown (it is
 * then given every card the others lack); a void may be written "-".
 * Two or three hands "-": a lead problem's partial deal, the hands given
 * in deal (the others empty), *given their seats (a bit a seat; 0xf for
 * a whole deal).  0, or -1 with the problem in err. */
int pbn_parse_deal_tag(const char *v, dd_deal *deal, unsigned *given,
		       char *err, size_t errsize);
/* The lines of section before its first token, comments and '%' lines
 * skipped (the line of an Auction's first call); -1 when it has none. */
int pbn_first_token_line(const char *section);
/* The Play section: tricks in columns by seat from leader; cards in
 * playing order into r->played.  "-" and "+" stand for a card not known
 * (the play is read up to it), "*" ends the play.  0; 1 when known cards
 * come after a card not known (or not given) in playing order: they
 * cannot be placed (that trick's winner is not known) and are not read,
 * err says where the play stops ("the play stops at trick 5: a card not
 * known ('-')") and *bad_line is the lines of section before the unknown
 * card's; -1 at a word that is no card or a 53rd card, with the problem
 * in err and in *bad_line (may be NULL) the lines of section before it:
 * the play is then read up to it, as up to a card not known (r->played
 * holds the cards before it in playing order). */
int pbn_parse_play(const char *section, int leader, int strain,
		   record *r, int *bad_line, char *err, size_t errsize);

#endif
