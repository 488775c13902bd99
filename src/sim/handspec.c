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
	int least = handspec_hcp(h->known), g, i;

	if (h->hcp[0] > least)
		least = h->hcp[0];
	for (g = 0; g < h->neither; g++) {
		int lo = 37;

		for (i = 0; i < h->either[g].n; i++)
			if (h->either[g].alt[i].hcp[0] < lo)
				lo = h->either[g].alt[i].hcp[0];
		if (lo > least)
			least = lo;
	}
	return least;
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

/* Whether a hand of these suit lengths fits shape flags and patterns. */
static int shape_fits(int shape, int npatterns,
		      const uint8_t pattern[][4], const int len[4])
{
	uint8_t s[4];
	int i, bal, semi;

	sorted_lengths(len, s);
	bal = s[3] >= 2 && s[2] >= 3 && s[0] <= 5;   /* 4333 4432 5332 */
	semi = s[3] >= 2 && s[0] <= 6;
	if ((shape & HANDSPEC_BALANCED) && !bal)
		return 0;
	if ((shape & HANDSPEC_SEMIBALANCED) && !semi)
		return 0;
	if ((shape & HANDSPEC_UNBALANCED) && bal)
		return 0;
	if (npatterns == 0)
		return 1;
	for (i = 0; i < npatterns; i++)
		if (memcmp(pattern[i], s, 4) == 0)
			return 1;
	return 0;
}

/* Whether suit lengths fit the length, shape and pattern clauses of a
 * spec or an alternative (both have those fields). */
#define LENGTHS_FIT(x, lens) \
	(lengths_in((x)->len, (lens)) && \
	 shape_fits((x)->shape, (x)->npatterns, (x)->pattern, (lens)))

static int lengths_in(const int range[4][2], const int len[4])
{
	int suit;

	for (suit = 0; suit < 4; suit++)
		if (len[suit] < range[suit][0] || len[suit] > range[suit][1])
			return 0;
	return 1;
}

static int in_range(const int r[2], int n)
{
	return n >= r[0] && n <= r[1];
}

int handspec_match(const handspec *h, const uint16_t hand[4])
{
	int suit, len[4], hcp, ctl, g, i;

	for (suit = 0; suit < 4; suit++) {
		len[suit] = count_bits(hand[suit]);
		if ((hand[suit] & h->known[suit]) != h->known[suit])
			return 0;
	}
	hcp = handspec_hcp(hand);
	ctl = handspec_controls(hand);
	if (!in_range(h->hcp, hcp) || !in_range(h->controls, ctl) ||
	    !LENGTHS_FIT(h, len))
		return 0;
	for (g = 0; g < h->neither; g++) {
		for (i = 0; i < h->either[g].n; i++) {
			const handspec_alt *a = &h->either[g].alt[i];

			if (in_range(a->hcp, hcp) &&
			    in_range(a->controls, ctl) && LENGTHS_FIT(a, len))
				break;
		}
		if (i == h->either[g].n)
			return 0;
	}
	return 1;
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

/* Whether some choice of one alternative from each of h's clauses with
 * alternatives, from the g-th on, fits lengths len, keeping the points
 * and controls within hcp[] and ctl[] (when points is set). */
static int alts_fit(const handspec *h, int g, const int len[4],
		    const int hcp[2], const int ctl[2], int points)
{
	int i;

	if (g == h->neither)
		return 1;
	for (i = 0; i < h->either[g].n; i++) {
		const handspec_alt *a = &h->either[g].alt[i];
		int nh[2], nc[2];

		nh[0] = hcp[0] > a->hcp[0] ? hcp[0] : a->hcp[0];
		nh[1] = hcp[1] < a->hcp[1] ? hcp[1] : a->hcp[1];
		nc[0] = ctl[0] > a->controls[0] ? ctl[0] : a->controls[0];
		nc[1] = ctl[1] < a->controls[1] ? ctl[1] : a->controls[1];
		if (points && (nh[0] > nh[1] || nc[0] > nc[1]))
			continue;
		if (LENGTHS_FIT(a, len) &&
		    alts_fit(h, g + 1, len, nh, nc, points))
			return 1;
	}
	return 0;
}

/* Whether some hand fits every clause of h: tried over the 560 ways to
 * split 13 cards into four suits; with points, the points and controls
 * of the clauses too (each apart from the lengths). */
static int satisfiable(const handspec *h, int points)
{
	int len[4], hcp[2], ctl[2];

	hcp[0] = handspec_hcp(h->known) > h->hcp[0] ?
		 handspec_hcp(h->known) : h->hcp[0];
	hcp[1] = h->hcp[1];
	ctl[0] = handspec_controls(h->known) > h->controls[0] ?
		 handspec_controls(h->known) : h->controls[0];
	ctl[1] = h->controls[1];
	if (points && (hcp[0] > hcp[1] || ctl[0] > ctl[1]))
		return 0;
	for (len[0] = 0; len[0] <= 13; len[0]++)
		for (len[1] = 0; len[0] + len[1] <= 13; len[1]++)
			for (len[2] = 0; len[0] + len[1] + len[2] <= 13;
			     len[2]++) {
				int suit, ok = 1;

				len[3] = 13 - len[0] - len[1] - len[2];
				for (suit = 0; suit < 4; suit++)
					if (len[suit] <
					    count_bits(h->known[suit]))
						ok = 0;
				if (ok && LENGTHS_FIT(h, len) &&
				    alts_fit(h, 0, len, hcp, ctl, points))
					return 1;
			}
	return 0;
}

/* The words of a clause: at most 32, lower-cased, in buf; -1 past 32. */
static int split_words(char *buf, char *words[32])
{
	int n = 0;
	char *p = buf;

	for (;;) {
		while (isspace((unsigned char)*p))
			p++;
		if (*p == '\0')
			return n;
		if (n == 32)
			return -1;
		words[n++] = p;
		while (*p && !isspace((unsigned char)*p)) {
			*p = (char)tolower((unsigned char)*p);
			p++;
		}
		if (*p)
			*p++ = '\0';
	}
}

/* Adds the patterns w[0..n) to h: the first shape clause gives the list,
 * a later one keeps the patterns in both lists. */
static int add_patterns(const char *clause, char **w, int n, handspec *h,
			char *err, size_t size)
{
	uint8_t list[HANDSPEC_MAX_PATTERNS][4];
	int i, j, k, count = 0;

	for (i = 0; i < n; i++) {
		int len[4], sum = 0;

		for (k = 0; k < 4 && isdigit((unsigned char)w[i][k]); k++)
			sum += len[k] = w[i][k] - '0';
		if (k != 4 || w[i][4] != '\0' || sum != 13) {
			set_err(err, size, clause, "bad pattern '%s': four "
				"digits adding up to 13, as in 4432", w[i]);
			return -1;
		}
		if (count == HANDSPEC_MAX_PATTERNS) {
			set_err(err, size, clause, "more than %d patterns",
				HANDSPEC_MAX_PATTERNS);
			return -1;
		}
		sorted_lengths(len, list[count++]);
	}
	if (h->npatterns == 0) {
		memcpy(h->pattern, list, sizeof list[0] * (size_t)count);
		h->npatterns = count;
		return 0;
	}
	/* all clauses apply: the patterns of both */
	for (i = 0, k = 0; i < h->npatterns; i++)
		for (j = 0; j < count; j++)
			if (memcmp(h->pattern[i], list[j], 4) == 0) {
				memmove(h->pattern[k++], h->pattern[i], 4);
				break;
			}
	if (k == 0) {
		set_err(err, size, clause, "no hand shape fits this and the "
			"clauses before it (one shape clause lists "
			"alternatives: shape 4432 5332)");
		return -1;
	}
	h->npatterns = k;
	return 0;
}

/* One clause without "or" or "and", its words w[0..n), into h. */
static int parse_simple(const char *clause, char **w, int n, handspec *h,
			char *err, size_t size)
{
	char joined[256] = "";
	int i, suit, r[2];

	for (i = 1; i < n; i++)
		if (strlen(joined) + strlen(w[i]) < sizeof joined)
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
		return narrow(clause, what, top, r, have, err, size);
	}
	if (strcmp(w[0], "balanced") == 0 ||
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
		return 0;
	}
	if (strcmp(w[0], "shape") == 0) {
		if (n == 1) {
			set_err(err, size, clause, "'shape' wants patterns: "
				"shape 4432 5332");
			return -1;
		}
		return add_patterns(clause, w + 1, n - 1, h, err, size);
	}
	if (strcmp(w[0], "has") == 0 || strcmp(w[0], "holds") == 0) {
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
		return 0;
	}
	set_err(err, size, clause, "unknown word '%s': expected hcp, "
		"spades, hearts, diamonds, clubs, controls, balanced, "
		"semibalanced, unbalanced, shape or has", w[0]);
	return -1;
}

/* The clauses w[0..n) joined by "and" into h. */
static int parse_and(const char *clause, char **w, int n, handspec *h,
		     char *err, size_t size)
{
	int start = 0, i;

	for (i = 0; i <= n; i++) {
		if (i < n && strcmp(w[i], "and") != 0)
			continue;
		if (i == start) {
			set_err(err, size, clause, "'and' wants a clause on "
				"each side");
			return -1;
		}
		if (parse_simple(clause, w + start, i - start, h, err,
				 size) < 0)
			return -1;
		start = i + 1;
	}
	return 0;
}

/* The alternatives w[0..n) ("or" between them) as a new clause of h. */
static int parse_either(const char *clause, char **w, int n, handspec *h,
			char *err, size_t size)
{
	int start = 0, i, g = h->neither;

	if (g == HANDSPEC_MAX_EITHER) {
		set_err(err, size, clause, "more than %d clauses with 'or'",
			HANDSPEC_MAX_EITHER);
		return -1;
	}
	h->either[g].n = 0;
	for (i = 0; i <= n; i++) {
		handspec scratch;
		handspec_alt *a;
		int k;

		if (i < n && strcmp(w[i], "or") != 0)
			continue;
		if (i == start) {
			set_err(err, size, clause, "'or' wants a clause on "
				"each side");
			return -1;
		}
		if (h->either[g].n == HANDSPEC_MAX_ALTS) {
			set_err(err, size, clause, "more than %d "
				"alternatives", HANDSPEC_MAX_ALTS);
			return -1;
		}
		for (k = start; k < i; k++)
			if (strcmp(w[k], "has") == 0 ||
			    strcmp(w[k], "holds") == 0) {
				set_err(err, size, clause, "'%s' cannot be "
					"an alternative: the cards held are "
					"put in place before dealing", w[k]);
				return -1;
			}
		handspec_init(&scratch);
		if (parse_and(clause, w + start, i - start, &scratch, err,
			      size) < 0)
			return -1;
		a = &h->either[g].alt[h->either[g].n++];
		memcpy(a->hcp, scratch.hcp, sizeof a->hcp);
		memcpy(a->len, scratch.len, sizeof a->len);
		memcpy(a->controls, scratch.controls, sizeof a->controls);
		a->shape = scratch.shape;
		a->npatterns = scratch.npatterns;
		memcpy(a->pattern, scratch.pattern, sizeof a->pattern);
		start = i + 1;
	}
	h->neither++;
	return 0;
}

static int parse_clause(const char *clause, handspec *h, char *err,
			size_t size)
{
	char buf[256];
	char *w[32];
	int n, i, alternatives = 0;

	if (strlen(clause) >= sizeof buf) {
		set_err(err, size, clause, "too long");
		return -1;
	}
	strcpy(buf, clause);
	n = split_words(buf, w);
	if (n < 0) {
		set_err(err, size, clause, "too many words");
		return -1;
	}
	if (n == 0)
		return 0;
	for (i = 0; i < n; i++)
		alternatives |= strcmp(w[i], "or") == 0;
	if ((alternatives ? parse_either(clause, w, n, h, err, size) :
	     parse_and(clause, w, n, h, err, size)) < 0)
		return -1;
	if (handspec_hcp(h->known) > h->hcp[1] ||
	    handspec_controls(h->known) > h->controls[1]) {
		set_err(err, size, clause, "the cards known hold more points "
			"or controls than the clauses allow");
		return -1;
	}
	if (!satisfiable(h, 0)) {
		set_err(err, size, clause, "no hand shape fits this and the "
			"clauses before it");
		return -1;
	}
	if (!satisfiable(h, 1)) {
		set_err(err, size, clause, "no hand fits this and the clauses "
			"before it: too many or too few points or controls");
		return -1;
	}
	return 0;
}

/* Whether the n characters at p are all blank. */
static int blank(const char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!isspace((unsigned char)p[i]))
			return 0;
	return 1;
}

int handspec_parse(const char *text, handspec *h, char *err, size_t errsize)
{
	const char *p = text;
	/* a blank text says nothing (no clause); otherwise every clause
	 * says something: ",", ",hcp 12+" and "hcp 12+,,spades 4+" are
	 * mistakes.  A comma at the end is let pass ("balanced,": nothing
	 * more to come), and left out where the spec is printed
	 * (handspec_trim()). */
	int several = text[strcspn(text, ",;")] != '\0';

	for (;;) {
		size_t n = strcspn(p, ",;");
		char clause[256];

		if (several && blank(p, n)) {
			if (p != text && p[n] == '\0')
				return 0;
			set_err(err, errsize, text, "an empty clause (nothing "
				"%s)", p == text ? "before the first comma" :
				"between two commas");
			return -1;
		}
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

void handspec_trim(char *text)
{
	size_t n = strlen(text);

	while (n > 0 && isspace((unsigned char)text[n - 1]))
		n--;
	if (n > 0 && (text[n - 1] == ',' || text[n - 1] == ';'))
		n--;
	while (n > 0 && isspace((unsigned char)text[n - 1]))
		n--;
	text[n] = '\0';
}
