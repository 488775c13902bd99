/*
 * handspec.c - the constraint language of hands, see handspec.h.
 */
#include "handspec.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"

#define ACE_BIT   (1u << 14)
#define KING_BIT  (1u << 13)
#define QUEEN_BIT (1u << 12)
#define JACK_BIT  (1u << 11)

static int count_bits(unsigned x)
{
	return __builtin_popcount(x);
}

void handspec_init(handspec *h)
{
	int suit;

	memset(h, 0, sizeof *h);
	h->hcp[1] = 37;
	h->controls[1] = 12;
	for (suit = 0; suit < 4; suit++)
		h->len[suit][1] = 13;
}

int handspec_is_any(const handspec *h)
{
	handspec any;

	handspec_init(&any);
	return memcmp(h, &any, sizeof any) == 0;
}

int handspec_hcp(const uint16_t hand[4])
{
	int suit, n = 0;

	for (suit = 0; suit < 4; suit++)
		n += 4 * !!(hand[suit] & ACE_BIT) + 3 * !!(hand[suit] & KING_BIT) +
		     2 * !!(hand[suit] & QUEEN_BIT) + !!(hand[suit] & JACK_BIT);
	return n;
}

int handspec_controls(const uint16_t hand[4])
{
	int suit, n = 0;

	for (suit = 0; suit < 4; suit++)
		n += 2 * !!(hand[suit] & ACE_BIT) + !!(hand[suit] & KING_BIT);
	return n;
}

int handspec_min_hcp(const handspec *h)
{
	int known = handspec_hcp(h->known);

	return known > h->hcp[0] ? known : h->hcp[0];
}

/* The four lengths sorted, longest first. */
static void sorted_lengths(const int len[4], uint8_t out[4])
{
	int i, j;

	for (i = 0; i < 4; i++) {
		uint8_t x = (uint8_t)len[i];

		for (j = i; j > 0 && out[j - 1] < x; j--)
			out[j] = out[j - 1];
		out[j] = x;
	}
}

/* Whether a hand of these suit lengths fits the spec's shape clauses. */
static int shape_fits(const handspec *h, const int len[4])
{
	uint8_t s[4];
	int i, bal, semi;

	sorted_lengths(len, s);
	bal = s[3] >= 2 && s[2] >= 3 && s[0] <= 5;   /* 4333 4432 5332 */
	semi = s[3] >= 2 && s[0] <= 6;
	if ((h->shape & HANDSPEC_BALANCED) && !bal)
		return 0;
	if ((h->shape & HANDSPEC_SEMIBALANCED) && !semi)
		return 0;
	if ((h->shape & HANDSPEC_UNBALANCED) && bal)
		return 0;
	if (h->npatterns == 0)
		return 1;
	for (i = 0; i < h->npatterns; i++)
		if (memcmp(h->pattern[i], s, 4) == 0)
			return 1;
	return 0;
}

int handspec_match(const handspec *h, const uint16_t hand[4])
{
	int suit, len[4], n;

	for (suit = 0; suit < 4; suit++) {
		len[suit] = count_bits(hand[suit]);
		if (len[suit] < h->len[suit][0] || len[suit] > h->len[suit][1])
			return 0;
		if ((hand[suit] & h->known[suit]) != h->known[suit])
			return 0;
	}
	n = handspec_hcp(hand);
	if (n < h->hcp[0] || n > h->hcp[1])
		return 0;
	n = handspec_controls(hand);
	if (n < h->controls[0] || n > h->controls[1])
		return 0;
	return shape_fits(h, len);
}

/* ---- parsing ---------------------------------------------------------- */

static void set_err(char *err, size_t size, const char *clause,
		    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void set_err(char *err, size_t size, const char *clause,
		    const char *fmt, ...)
{
	char q[DEAL_QUOTE_SIZE];
	va_list ap;
	int n;

	if (!err || size == 0)
		return;
	while (isspace((unsigned char)*clause))
		clause++;
	deal_quote(clause, strlen(clause), q, sizeof q);
	n = snprintf(err, size, "'%s': ", q);
	if (n < 0 || (size_t)n >= size)
		return;
	va_start(ap, fmt);
	vsnprintf(err + n, size - (size_t)n, fmt, ap);
	va_end(ap);
}

/* A range "N", "N-M", "N+", "N-" within 0..top into r: 0, or -1. */
static int parse_range(const char *s, int top, int r[2])
{
	char *end;
	long lo, hi;

	if (!isdigit((unsigned char)*s))
		return -1;
	lo = strtol(s, &end, 10);
	hi = lo;
	if (*end == '+') {
		hi = top;
		end++;
	} else if (*end == '-' && end[1] == '\0') {
		hi = lo;
		lo = 0;
		end++;
	} else if (*end == '-') {
		s = end + 1;
		if (!isdigit((unsigned char)*s))
			return -1;
		hi = strtol(s, &end, 10);
	}
	if (*end != '\0' || lo > 99 || hi > 99)
		return -1;
	r[0] = (int)lo;
	r[1] = (int)hi;
	return 0;
}

/* The suit a word names ("spades", "spade", "s", "♠"), or -1. */
static int suit_word(const char *w)
{
	static const char *const names[4][4] = {
		{ "spades", "spade", "s", "\xe2\x99\xa0" },
		{ "hearts", "heart", "h", "\xe2\x99\xa5" },
		{ "diamonds", "diamond", "d", "\xe2\x99\xa6" },
		{ "clubs", "club", "c", "\xe2\x99\xa3" },
	};
	int suit, i;

	for (suit = 0; suit < 4; suit++)
		for (i = 0; i < 4; i++)
			if (strcmp(w, names[suit][i]) == 0)
				return suit;
	return -1;
}

/* Narrows have[] to want[] (a range clause); -1 when out of 0..top or
 * empty. */
static int narrow(const char *clause, const char *what, int top,
		  const int want[2], int have[2], char *err, size_t size)
{
	if (want[1] > top || want[0] > top) {
		set_err(err, size, clause, "%s go from 0 to %d", what, top);
		return -1;
	}
	if (want[0] > want[1]) {
		set_err(err, size, clause, "the least, %d, is above the "
			"most, %d", want[0], want[1]);
		return -1;
	}
	if (want[0] > have[0])
		have[0] = want[0];
	if (want[1] < have[1])
		have[1] = want[1];
	if (have[0] > have[1]) {
		set_err(err, size, clause, "no number of %s fits this and "
			"the clauses before it", what);
		return -1;
	}
	return 0;
}

/* Whether some suit lengths fit every clause of h (lengths, known cards,
 * shape); tried over the 560 ways to split 13 cards into four suits. */
static int some_shape_fits(const handspec *h)
{
	int len[4];

	for (len[0] = 0; len[0] <= 13; len[0]++)
		for (len[1] = 0; len[0] + len[1] <= 13; len[1]++)
			for (len[2] = 0; len[0] + len[1] + len[2] <= 13;
			     len[2]++) {
				int suit, ok = 1;

				len[3] = 13 - len[0] - len[1] - len[2];
				for (suit = 0; suit < 4; suit++)
					if (len[suit] < h->len[suit][0] ||
					    len[suit] > h->len[suit][1] ||
					    len[suit] <
					    count_bits(h->known[suit]))
						ok = 0;
				if (ok && shape_fits(h, len))
					return 1;
			}
	return 0;
}

/* The words of a clause: at most 16, lower-cased, in buf. */
static int split_words(char *buf, char *words[16])
{
	int n = 0;
	char *p = buf;

	for (;;) {
		while (isspace((unsigned char)*p))
			p++;
		if (*p == '\0' || n == 16)
			return n;
		words[n++] = p;
		while (*p && !isspace((unsigned char)*p)) {
			*p = (char)tolower((unsigned char)*p);
			p++;
		}
		if (*p)
			*p++ = '\0';
	}
}

static int parse_clause(const char *clause, handspec *h, char *err,
			size_t size)
{
	char buf[256], joined[256] = "";
	char *w[16];
	int n, i, suit, r[2];

	if (strlen(clause) >= sizeof buf) {
		set_err(err, size, clause, "too long");
		return -1;
	}
	strcpy(buf, clause);
	n = split_words(buf, w);
	if (n == 0)
		return 0;
	for (i = 1; i < n; i++)
		strcat(joined, w[i]);   /* "15 - 17" is "15-17" */
	suit = suit_word(w[0]);
	if (strcmp(w[0], "hcp") == 0 || strcmp(w[0], "points") == 0 ||
	    suit >= 0 || strcmp(w[0], "controls") == 0) {
		const char *what = suit >= 0 ? "lengths" :
				   w[0][0] == 'c' ? "controls" : "hcp";
		int top = suit >= 0 ? 13 : w[0][0] == 'c' ? 12 : 37;
		int *have = suit >= 0 ? h->len[suit] :
			    w[0][0] == 'c' ? h->controls : h->hcp;

		if (parse_range(joined, top, r) < 0) {
			set_err(err, size, clause, "'%s' wants a range: N, "
				"N-M, N+ or N-", w[0]);
			return -1;
		}
		if (narrow(clause, what, top, r, have, err, size) < 0)
			return -1;
	} else if (strcmp(w[0], "balanced") == 0 ||
		   strcmp(w[0], "semibalanced") == 0 ||
		   strcmp(w[0], "semi-balanced") == 0 ||
		   strcmp(w[0], "unbalanced") == 0) {
		if (n > 1) {
			set_err(err, size, clause, "'%s' takes nothing after "
				"it", w[0]);
			return -1;
		}
		h->shape |= w[0][0] == 'b' ? HANDSPEC_BALANCED :
			    w[0][0] == 's' ? HANDSPEC_SEMIBALANCED :
			    HANDSPEC_UNBALANCED;
	} else if (strcmp(w[0], "shape") == 0) {
		if (n == 1) {
			set_err(err, size, clause, "'shape' wants patterns: "
				"shape 4432 5332");
			return -1;
		}
		for (i = 1; i < n; i++) {
			int len[4], k, sum = 0;

			for (k = 0; k < 4 && isdigit((unsigned char)w[i][k]);
			     k++)
				sum += len[k] = w[i][k] - '0';
			if (k != 4 || w[i][4] != '\0' || sum != 13) {
				set_err(err, size, clause, "bad pattern '%s': "
					"four digits adding up to 13, as "
					"in 4432", w[i]);
				return -1;
			}
			if (h->npatterns == HANDSPEC_MAX_PATTERNS) {
				set_err(err, size, clause, "more than %d "
					"patterns", HANDSPEC_MAX_PATTERNS);
				return -1;
			}
			sorted_lengths(len, h->pattern[h->npatterns++]);
		}
	} else if (strcmp(w[0], "has") == 0 || strcmp(w[0], "holds") == 0) {
		if (n == 1) {
			set_err(err, size, clause, "'%s' wants cards: has SA "
				"HK", w[0]);
			return -1;
		}
		for (i = 1; i < n; i++) {
			char e[DEAL_ERR_SIZE];
			dd_card c;

			w[i][0] = (char)toupper((unsigned char)w[i][0]);
			w[i][1] = (char)toupper((unsigned char)w[i][1]);
			if (deal_parse_card(w[i], &c, e, sizeof e) < 0) {
				set_err(err, size, clause, "%s", e);
				return -1;
			}
			h->known[DD_SUIT(c)] |= (uint16_t)(1u << DD_RANK(c));
		}
	} else {
		set_err(err, size, clause, "unknown word '%s': expected hcp, "
			"spades, hearts, diamonds, clubs, controls, balanced, "
			"semibalanced, unbalanced, shape or has", w[0]);
		return -1;
	}
	if (handspec_min_hcp(h) > h->hcp[1] ||
	    handspec_controls(h->known) > h->controls[1]) {
		set_err(err, size, clause, "the cards known hold more points "
			"or controls than the clauses allow");
		return -1;
	}
	if (!some_shape_fits(h)) {
		set_err(err, size, clause, "no hand shape fits this and the "
			"clauses before it");
		return -1;
	}
	return 0;
}

int handspec_parse(const char *text, handspec *h, char *err, size_t errsize)
{
	const char *p = text;

	for (;;) {
		size_t n = strcspn(p, ",;");
		char clause[256];

		if (n >= sizeof clause) {
			set_err(err, errsize, p, "too long");
			return -1;
		}
		memcpy(clause, p, n);
		clause[n] = '\0';
		if (parse_clause(clause, h, err, errsize) < 0)
			return -1;
		if (p[n] == '\0')
			return 0;
		p += n + 1;
	}
}
