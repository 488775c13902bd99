/*
 * handspec.h - what the auction says about a hand: a small constraint
 * language ("hcp 15-17, balanced", "spades 5+, hcp 6-9, has SK") and the
 * test of a hand against it.  docs/lead.md describes the language.
 *
 * A spec is a list of clauses separated by commas (or semicolons), all of
 * which must hold:
 *
 *   hcp R            high-card points (A 4, K 3, Q 2, J 1), 0-37
 *   spades R         the length of a suit (also hearts, diamonds, clubs,
 *                    singular or the letters S H D C), 0-13
 *   controls R       A 2, K 1; 0-12
 *   balanced         4333, 4432, 5332
 *   semibalanced     no void or singleton, no suit over 6 cards (adds
 *                    5422 and 6322)
 *   unbalanced       not balanced
 *   shape P...       one of the patterns, any suit order: "shape 4432 5332"
 *   has CARD...      holds the cards: "has SA HK"
 *
 * where a range R is N, N-M, N+ (N or more) or N- (N or fewer).  Several
 * clauses on the same thing all apply ("hcp 10+, hcp 12-" is 10-12;
 * "shape 4432, shape 5332" fits no hand).
 *
 * A clause may instead be alternatives joined by "or", each one or more
 * of the clauses above but "has" joined by "and" ("and" binds tighter):
 * "spades 5+ or hearts 5+", "hcp 12-14 or unbalanced", "spades 4+ and
 * hcp 10+ or hcp 17+".  The hand fits at least one of them.
 */
#ifndef HANDSPEC_H
#define HANDSPEC_H

#include <stddef.h>
#include <stdint.h>

#define HANDSPEC_MAX_PATTERNS 16
/* The most clauses with alternatives in a spec, and alternatives in one. */
#define HANDSPEC_MAX_EITHER 4
#define HANDSPEC_MAX_ALTS 4
#define HANDSPEC_ERR_SIZE 200

enum {
	HANDSPEC_BALANCED = 1,
	HANDSPEC_SEMIBALANCED = 2,
	HANDSPEC_UNBALANCED = 4,
};

/* One alternative of a clause with "or": its clauses joined by "and"
 * (the fields as in handspec below). */
typedef struct {
	int hcp[2];
	int len[4][2];
	int controls[2];
	int shape;
	int npatterns;
	uint8_t pattern[HANDSPEC_MAX_PATTERNS][4];
} handspec_alt;

typedef struct {
	int hcp[2];               /* [0] the least, [1] the most */
	int len[4][2];            /* per suit, spades first */
	int controls[2];
	int shape;                /* HANDSPEC_ flags, all must hold */
	int npatterns;            /* 0: any pattern */
	uint8_t pattern[HANDSPEC_MAX_PATTERNS][4];   /* longest suit first */
	uint16_t known[4];        /* cards held, per suit (rank bits) */
	/* The clauses with alternatives: the hand fits at least one
	 * alternative of each. */
	int neither;
	struct {
		int n;
		handspec_alt alt[HANDSPEC_MAX_ALTS];
	} either[HANDSPEC_MAX_EITHER];
} handspec;

/* A spec that every hand satisfies. */
void handspec_init(handspec *h);

/* Adds the clauses of text to h: 0, or -1 with a message naming the
 * clause and the problem in err ("'hcp 17-15': the least, 17, is above
 * the most, 15").  A spec no hand can satisfy ("spades 7+, hearts 7+") is
 * an error too, and so is an empty clause (",", ",hcp 12+", "hcp 12+,,
 * spades 4+"); a comma at the end is let pass ("balanced,"), and a blank
 * text adds nothing. */
int handspec_parse(const char *text, handspec *h, char *err, size_t errsize);

/* Takes the blanks and one comma (or semicolon) off the end of text, as
 * a spec is printed: "hcp 12+, " gives "hcp 12+". */
void handspec_trim(char *text);

/* Whether no clause was given. */
int handspec_is_any(const handspec *h);

/* Whether a hand (a holding per suit) satisfies h. */
int handspec_match(const handspec *h, const uint16_t hand[4]);

/* The high-card points and controls of a hand. */
int handspec_hcp(const uint16_t hand[4]);
int handspec_controls(const uint16_t hand[4]);

/* The least high-card points a hand satisfying h can hold, counting its
 * known cards (a bound: alternatives count their least): used to find
 * specs that no deal satisfies together. */
int handspec_min_hcp(const handspec *h);

#endif
