/*
 * layoutcheck.h - the arithmetic that can tell at once, before dealing,
 * that no layout fits a plan's constraints (sdlayout.h's plan: the cards
 * fixed in each hand, the free cards, the free places of each hidden
 * hand): too many points or cards of a suit for the deck, or a hidden
 * hand whose constraint wants more points or more cards of a suit than
 * it can still get.  `ddplay lead` and `ddplay sd` (and the analyser's
 * x and :sd, which deal through them) ask it first, so that a spec that
 * cannot hold is refused in an instant, not after a million layouts
 * tried.  A plan that passes may still fit no layout (shapes, "or"
 * clauses, points spread over suits): the dealing says so.
 */
#ifndef LAYOUTCHECK_H
#define LAYOUTCHECK_H

#include <stddef.h>

#include "sdlayout.h"

/* 0 when the arithmetic finds nothing against p's constraints, else -1
 * with the reason in err: "impossible: the leader's hand and the
 * constraints need at least 57 points, and there are 40" (seen names
 * the cards fixed outside the hidden hands: "the leader's hand", "the
 * hands seen and the cards played"), "impossible: East can hold at most
 * 12 points (of the cards it can still get), its constraints need at
 * least 14", the same of a suit's cards. */
int layoutcheck_plan(const sdlayout_plan *p, const char *seen, char *err,
		     size_t errsize);

#endif
