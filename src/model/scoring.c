/*
 * scoring.c - a Scoring tag's value read as the way to judge a card, see
 * scoring.h.
 */
#include "scoring.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The names known, as scoring_judge() compares them: lower case, only
 * letters and digits ("IMP_1948" is "imp1948", "Cross-IMP" "crossimp"),
 * each with what it says. */
static const struct {
	const char *name;
	int kind;
} NAMES[] = {
	/* matchpoints and board-a-match: every trick counts */
	{ "mp", SCORING_TRICKS }, { "mps", SCORING_TRICKS },
	{ "matchpoints", SCORING_TRICKS }, { "matchpoint", SCORING_TRICKS },
	{ "mp1", SCORING_TRICKS }, { "mp2", SCORING_TRICKS },
	{ "pairs", SCORING_TRICKS },
	{ "bam", SCORING_TRICKS }, { "boardamatch", SCORING_TRICKS },
	/* IMPs, against a datum or every other score, and the scales
	 * before them; total points: the size of the score counts, so the
	 * contract first */
	{ "imp", SCORING_CONTRACT }, { "imps", SCORING_CONTRACT },
	{ "imp1948", SCORING_CONTRACT }, { "imp1961", SCORING_CONTRACT },
	{ "emp", SCORING_CONTRACT },
	{ "butler", SCORING_CONTRACT }, { "butler2", SCORING_CONTRACT },
	{ "butlerimp", SCORING_CONTRACT }, { "butlerimps", SCORING_CONTRACT },
	{ "experts", SCORING_CONTRACT },
	{ "cross", SCORING_CONTRACT }, { "cross1", SCORING_CONTRACT },
	{ "cross2", SCORING_CONTRACT }, { "crossimp", SCORING_CONTRACT },
	{ "crossimps", SCORING_CONTRACT }, { "impteams", SCORING_CONTRACT },
	{ "imppairs", SCORING_CONTRACT },
	{ "cavendish", SCORING_CONTRACT }, { "chicago", SCORING_CONTRACT },
	{ "rubber", SCORING_CONTRACT }, { "aggregate", SCORING_CONTRACT },
	{ "totalpoints", SCORING_CONTRACT }, { "total", SCORING_CONTRACT },
	{ "totalpoint", SCORING_CONTRACT },
	/* modifiers that say nothing of the kind on their own */
	{ "instant", SCORING_NONE }, { "oldmp", SCORING_NONE },
	{ "mean", SCORING_NONE }, { "median", SCORING_NONE },
	{ "mitchell2", SCORING_NONE }, { "mitchell3", SCORING_NONE },
	{ "mitchell4", SCORING_NONE }, { "ascherman", SCORING_NONE },
	{ "bastille", SCORING_NONE },
};

/* The field [s, e) as NAMES holds names: lower case letters and digits
 * only; "" when it holds none (or is too long to be a name). */
static void squeeze(const char *s, const char *e, char *out, size_t size)
{
	size_t n = 0;

	for (; s < e; s++) {
		if (!isalnum((unsigned char)*s))
			continue;
		if (n + 1 >= size) {
			n = 0;
			break;
		}
		out[n++] = (char)tolower((unsigned char)*s);
	}
	out[n] = '\0';
}

/* The kind of the name, or -1 when it is not known. */
static int kind_of(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof NAMES / sizeof NAMES[0]; i++)
		if (strcmp(NAMES[i].name, name) == 0)
			return NAMES[i].kind;
	return -1;
}

/* [*s, *e) without the spaces around it. */
static void trim(const char **s, const char **e)
{
	while (*s < *e && isspace((unsigned char)**s))
		(*s)++;
	while (*e > *s && isspace((unsigned char)(*e)[-1]))
		(*e)--;
}

int scoring_judge(const char *value, char *why, size_t size)
{
	const char *p = value, *e;
	int tricks = 0, contract = 0, named = 0;

	if (why && size)
		why[0] = '\0';
	if (!value)
		return SCORING_NONE;
	while (*p) {
		const char *s = p, *end;
		char name[32];
		int kind;

		e = strchr(p, ';');
		if (!e)
			e = p + strlen(p);
		end = e;
		trim(&s, &end);
		squeeze(s, end, name, sizeof name);
		p = *e ? e + 1 : e;
		if (s == end || (!name[0] && strcmp(value, "?") == 0))
			continue;
		kind = name[0] ? kind_of(name) : -1;
		if (kind < 0) {
			/* (the field named only when the value has more) */
			if (why && (s != value || *end))
				snprintf(why, size, "'%.*s' is not a scoring "
					 "ddplay knows", (int)(end - s > 40 ?
							       40 : end - s), s);
			else if (why)
				snprintf(why, size, "not a scoring ddplay "
					 "knows");
			return SCORING_UNKNOWN;
		}
		named = 1;
		tricks |= kind == SCORING_TRICKS;
		contract |= kind == SCORING_CONTRACT;
	}
	if (tricks && contract) {
		if (why)
			snprintf(why, size, "it names both matchpoints and "
				 "IMPs or total points");
		return SCORING_UNKNOWN;
	}
	if (named && !tricks && !contract) {
		if (why)
			snprintf(why, size, "it names neither matchpoints nor "
				 "IMPs or total points");
		return SCORING_UNKNOWN;
	}
	return contract ? SCORING_CONTRACT : tricks ? SCORING_TRICKS :
	       SCORING_NONE;
}
