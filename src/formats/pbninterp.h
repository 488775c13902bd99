/*
 * pbninterp.h - a PBN game's tags turned into a record, private to the
 * reader (pbnread.c), which reads the tags (pbntags.h).
 */
#ifndef PBNINTERP_H
#define PBNINTERP_H

#include "model/record.h"
#include "pbntags.h"

/* How a problem is said: at the line of the tag concerned. */
typedef void pbn_say_fn(void *user, long line, const char *board,
			const char *msg);

/* Turns the tags of a game (cur; prev: the previous game's, for values
 * "#", which are replaced in cur) into r (its file, line and format set
 * by the caller): every tag copied, the deal, dealer, vulnerability,
 * contract, result and play read and checked; a problem said through
 * say_fn(user, ...) and set in r->problem (RECORD_NO_DEAL, said by
 * nobody, for a game without a Deal). */
void pbn_interpret(tagset *cur, tagset *prev, record *r, pbn_say_fn *say_fn,
		   void *user);

#endif
