/*
 * scoring.h - what a board's Scoring tag says about how a card should be
 * judged: on the tricks (matchpoints: every trick counts) or on the
 * contract (IMPs, total points: making or setting it is what counts).
 *
 * The tag is PBN's (section 3.4.12 of the standard): fields separated by
 * semicolons, each a basic scoring ("MP", "MatchPoints", "IMP",
 * "Cavendish", "Chicago", "Rubber", "BAM", "Instant") or a modifier
 * ("Butler", "Butler-2", "Experts", "Cross", "Cross1", "Cross2", "Mean",
 * "Median", "MP1", "MP2", "OldMP", "Mitchell2", "Mitchell3", "Mitchell4",
 * "Ascherman", "Bastille", "EMP", "IMP_1948", "IMP_1961"); the values
 * programs write besides ("Aggregate", "TotalPoints", "Cross-IMP",
 * "Butler IMPs", "Board-a-match", ...) are read too.  A LIN board's vg|
 * scoring is read as "IMP", "MP" or "BAM" (lin.h).  No engine, no I/O.
 */
#ifndef SCORING_H
#define SCORING_H

#include <stddef.h>

enum {
	SCORING_NONE,           /* no tag, an empty value or "?" */
	SCORING_TRICKS,         /* matchpoints, board-a-match */
	SCORING_CONTRACT,       /* IMPs, total points, rubber, Chicago */
	SCORING_UNKNOWN         /* a name not known, or both kinds named */
};

/* How value (a Scoring tag's; NULL as none) says to judge a card: one of
 * the above.  Case, spaces, '-' and '_' in a name do not matter.  A
 * modifier that says nothing on its own ("Instant", "OldMP", "Mean",
 * "Mitchell2") is passed over; a field that names no known scoring, or
 * a value naming both kinds ("MP;Butler"), is SCORING_UNKNOWN, and then,
 * when why is not NULL, why says so: "not a scoring ddplay knows" (the
 * value's one field), "'Swiss' is not a scoring ddplay knows" (one of
 * several), "it names both matchpoints and IMPs or total points", "it
 * names neither matchpoints nor IMPs or total points". */
int scoring_judge(const char *value, char *why, size_t size);

#endif
