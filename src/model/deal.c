/*
 * deal.c - parsing and formatting of deals, cards and positions, see deal.h.
 */
#include "deal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>


static const char SEAT_CHARS[] = "NESW";
static const char STRAIN_CHARS[] = "SHDCN";

/* A piece of the input: not NUL-terminated. */
typedef struct {
	const char *p;
	size_t n;
} span;

__attribute__((format(printf, 3, 4)))
static void set_err(char *err, size_t errsize, const char *fmt, ...)
{
	va_list ap;

	if (!err || errsize == 0)
		return;
	va_start(ap, fmt);
	vsnprintf(err, errsize, fmt, ap);
	va_end(ap);
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' ||
	       c == '\f';
}

static char upper(char c)
{
	return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

static span trim(span s)
{
	while (s.n > 0 && is_space(s.p[0])) {
		s.p++;
		s.n--;
	}
	while (s.n > 0 && is_space(s.p[s.n - 1]))
		s.n--;
	return s;
}

static span span_of(const char *text)
{
	span s = { text, strlen(text) };

	return s;
}

/* The suit (0..3, as in "SHDC") of a suit symbol at p, of n bytes at
 * most, and its length in *len; -1 when there is none.  The symbols
 * ddplay writes (U+2660 black spade, U+2665 heart, U+2666 diamond, U+2663
 * club) and their white forms (U+2661..U+2667), each maybe followed by
 * U+FE0F (the emoji form, as phones write it): UTF-8 E2 99 A0..A7, then
 * EF B8 8F. */
static int suit_symbol(const char *p, size_t n, size_t *len)
{
	const unsigned char *u = (const unsigned char *)p;

	if (n < 3 || u[0] != 0xe2 || u[1] != 0x99 || u[2] < 0xa0 ||
	    u[2] > 0xa7)
		return -1;
	*len = n >= 6 && u[3] == 0xef && u[4] == 0xb8 && u[5] == 0x8f ? 6 : 3;
	/* A0 spade, A1 heart, A2 diamond, A3 club; A4..A7 the same again */
	return (u[2] - 0xa0) & 3;
}

void deal_quote(const char *s, size_t len, char *out, size_t outsize)
{
	size_t i, n = len > DEAL_QUOTE_MAX ? DEAL_QUOTE_MAX : len;

	if (n + 4 > outsize)
		n = outsize > 4 ? outsize - 4 : 0;
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		size_t k;

		/* a suit symbol stays as typed (when it fits whole) */
		if (suit_symbol(s + i, n - i, &k) >= 0) {
			memcpy(out + i, s + i, k);
			i += k - 1;
			continue;
		}
		out[i] = c >= 0x20 && c < 0x7f ? (char)c : '?';
	}
	if (n < len) {
		memcpy(out + n, "...", 3);
		n += 3;
	}
	out[n] = '\0';
}

static void quote(span s, char *out, size_t outsize)
{
	deal_quote(s.p, s.n, out, outsize);
}

/* The rank a character stands for, or 0. */
static int rank_of(char c)
{
	switch (upper(c)) {
	case 'A': return 14;
	case 'K': return 13;
	case 'Q': return 12;
	case 'J': return 11;
	case 'T': return 10;
	default:
		return c >= '2' && c <= '9' ? c - '0' : 0;
	}
}

static int index_of(const char *set, char c)
{
	const char *hit;

	c = upper(c);
	if (c == '\0')
		return -1;
	hit = strchr(set, c);
	return hit ? (int)(hit - set) : -1;
}

int deal_rank_at(const char *s, size_t n, size_t *i)
{
	if (s[*i] == '1' && *i + 1 < n && s[*i + 1] == '0') {
		++*i;
		return 10;
	}
	return rank_of(s[*i]);
}

char deal_rank_char(int rank)
{
	return rank >= 2 && rank <= 14 ? "23456789TJQKA"[rank - 2] : '?';
}

char deal_strain_char(int strain)
{
	return strain >= 0 && strain <= 4 ? STRAIN_CHARS[strain] : '?';
}

char deal_seat_char(int seat)
{
	return seat >= 0 && seat <= 3 ? SEAT_CHARS[seat] : '?';
}

/* One hand "spades.hearts.diamonds.clubs" into hand[4]. */
static int parse_hand(span s, uint16_t hand[4], char *err, size_t errsize)
{
	char q[DEAL_QUOTE_SIZE];
	size_t i, dots = 0;
	int suit = 0;

	for (i = 0; i < s.n; i++)
		if (s.p[i] == '.')
			dots++;
	if (dots != 3) {
		quote(s, q, sizeof q);
		set_err(err, errsize, "bad deal: hand '%s' has %zu suit%s, "
			"expected 4 (spades.hearts.diamonds.clubs)",
			q, dots + 1, dots ? "s" : "");
		return -1;
	}
	memset(hand, 0, 4 * sizeof hand[0]);
	for (i = 0; i < s.n; i++) {
		char c = s.p[i];
		int rank;

		if (c == '.') {
			suit++;
			continue;
		}
		rank = deal_rank_at(s.p, s.n, &i);
		if (rank == 0) {
			quote(s, q, sizeof q);
			if (c >= 0x20 && c < 0x7f)
				set_err(err, errsize, "bad deal: hand '%s' has "
					"a bad rank '%c'", q, c);
			else
				set_err(err, errsize, "bad deal: hand '%s' has "
					"a bad byte 0x%02x", q,
					(unsigned)(unsigned char)c);
			return -1;
		}
		if (hand[suit] & (1u << rank)) {
			quote(s, q, sizeof q);
			set_err(err, errsize, "bad deal: hand '%s' lists %c%c "
				"twice", q, STRAIN_CHARS[suit],
				deal_rank_char(rank));
			return -1;
		}
		hand[suit] |= (uint16_t)(1u << rank);
	}
	return 0;
}

static int parse_deal_span(span s, dd_deal *deal, char *err, size_t errsize)
{
	size_t i;
	int first, h;

	s = trim(s);
	if (s.n == 0) {
		set_err(err, errsize, "bad deal: it is empty");
		return -1;
	}
	first = index_of(SEAT_CHARS, s.p[0]);
	if (first < 0 || s.n < 2 || s.p[1] != ':') {
		set_err(err, errsize, "bad deal: it must start with the seat "
			"of the first hand and a colon, as in N:");
		return -1;
	}
	memset(deal, 0, sizeof *deal);
	i = 2;
	for (h = 0; h < 4; h++) {
		span hand;

		while (i < s.n && is_space(s.p[i]))
			i++;
		if (i == s.n) {
			set_err(err, errsize, "bad deal: %d hand%s, expected 4",
				h, h == 1 ? "" : "s");
			return -1;
		}
		hand.p = s.p + i;
		while (i < s.n && !is_space(s.p[i]))
			i++;
		hand.n = (size_t)(s.p + i - hand.p);
		if (parse_hand(hand, deal->hand[(first + h) % 4], err,
			       errsize) < 0)
			return -1;
	}
	if (i < s.n) {
		set_err(err, errsize, "bad deal: more than 4 hands");
		return -1;
	}
	return 0;
}

int deal_parse(const char *text, dd_deal *deal, char *err, size_t errsize)
{
	return parse_deal_span(span_of(text), deal, err, errsize);
}

static int parse_strain_span(span s, int *strain, char *err, size_t errsize)
{
	char q[DEAL_QUOTE_SIZE];

	s = trim(s);
	if (s.n == 1 && index_of(STRAIN_CHARS, s.p[0]) >= 0) {
		*strain = index_of(STRAIN_CHARS, s.p[0]);
		return 0;
	}
	if (s.n == 2 && upper(s.p[0]) == 'N' && upper(s.p[1]) == 'T') {
		*strain = DD_NOTRUMP;
		return 0;
	}
	quote(s, q, sizeof q);
	set_err(err, errsize, "bad strain '%s': expected S, H, D, C or N", q);
	return -1;
}

int deal_parse_strain(const char *text, int *strain, char *err,
		      size_t errsize)
{
	return parse_strain_span(span_of(text), strain, err, errsize);
}

static int parse_seat_span(span s, int *seat, const char *what, char *err,
			   size_t errsize)
{
	char q[DEAL_QUOTE_SIZE];

	s = trim(s);
	if (s.n == 1 && index_of(SEAT_CHARS, s.p[0]) >= 0) {
		*seat = index_of(SEAT_CHARS, s.p[0]);
		return 0;
	}
	quote(s, q, sizeof q);
	set_err(err, errsize, "bad %s '%s': expected N, E, S or W",
		what ? what : "seat", q);
	return -1;
}

int deal_parse_seat(const char *text, int *seat, const char *what,
		    char *err, size_t errsize)
{
	return parse_seat_span(span_of(text), seat, what, err, errsize);
}

/* A card of exactly the characters of s, or -1: a suit letter or a
 * suit symbol (as ddplay's output writes cards: ♠Q), then the rank. */
static int card_of(span s)
{
	int suit, rank;
	size_t k = 1;

	suit = suit_symbol(s.p, s.n, &k);
	if (suit >= 0) {
		s.p += k - 1;
		s.n -= k - 1;
	}
	if (s.n < 2 || s.n > 3)
		return -1;
	if (suit < 0)
		suit = index_of("SHDC", s.p[0]);
	if (suit < 0)
		return -1;
	if (s.n == 3)
		rank = s.p[1] == '1' && s.p[2] == '0' ? 10 : 0;
	else
		rank = rank_of(s.p[1]);
	return rank ? DD_CARD(suit, rank) : -1;
}

int deal_parse_card(const char *text, dd_card *card, char *err,
		    size_t errsize)
{
	char q[DEAL_QUOTE_SIZE];
	span s = trim(span_of(text));
	int c = card_of(s);

	if (c < 0) {
		quote(s, q, sizeof q);
		set_err(err, errsize, "bad card '%s': expected a suit letter "
			"and a rank, as in HA or C10", q);
		return -1;
	}
	*card = (dd_card)c;
	return 0;
}

static int parse_played_span(span s, dd_card played[52], int *count,
			     char *err, size_t errsize)
{
	char q[DEAL_QUOTE_SIZE];
	size_t i = 0;
	int n = 0;

	s = trim(s);
	*count = 0;
	if (s.n == 1 && s.p[0] == '-')
		return 0;
	for (;;) {
		span tok;
		int c;

		while (i < s.n && is_space(s.p[i]))
			i++;
		if (i == s.n)
			break;
		tok.p = s.p + i;
		while (i < s.n && !is_space(s.p[i]))
			i++;
		tok.n = (size_t)(s.p + i - tok.p);
		c = card_of(tok);
		if (c < 0) {
			quote(tok, q, sizeof q);
			set_err(err, errsize, "bad card '%s' in the played "
				"cards: expected a suit letter and a rank, "
				"as in HA or C10", q);
			return -1;
		}
		if (n == 52) {
			set_err(err, errsize, "more than 52 played cards");
			return -1;
		}
		played[n++] = (dd_card)c;
	}
	*count = n;
	return 0;
}

int deal_parse_played(const char *text, dd_card played[52], int *count,
		      char *err, size_t errsize)
{
	return parse_played_span(span_of(text), played, count, err, errsize);
}

int deal_parse_position(const char *line, dd_position *pos, char *err,
			size_t errsize)
{
	static const char *const what[4] = {
		"the deal", "the strain", "the leader", "the played cards"
	};
	span field[4];
	const char *p = line;
	int n;

	for (n = 0; n < 4; n++) {
		const char *bar = strchr(p, '|');

		field[n].p = p;
		field[n].n = bar ? (size_t)(bar - p) : strlen(p);
		if (!bar) {
			n++;
			break;
		}
		p = bar + 1;
	}
	if (n < 4) {
		set_err(err, errsize, "truncated line: %s %s missing "
			"(expected deal|strain|leader|played)", what[n],
			n == 3 ? "are" : "is");
		return -1;
	}
	memset(pos, 0, sizeof *pos);
	if (parse_deal_span(field[0], &pos->deal, err, errsize) < 0 ||
	    parse_strain_span(field[1], &pos->strain, err, errsize) < 0 ||
	    parse_seat_span(field[2], &pos->leader, "leader", err,
			    errsize) < 0 ||
	    parse_played_span(field[3], pos->played, &pos->nplayed, err,
			      errsize) < 0)
		return -1;
	return 0;
}

void deal_format_holding(uint16_t holding, char out[14])
{
	int rank, n = 0;

	for (rank = 14; rank >= 2; rank--)
		if (holding & (1u << rank))
			out[n++] = deal_rank_char(rank);
	out[n] = '\0';
}

void deal_format_hand(const uint16_t hand[4], char out[DEAL_HAND_SIZE])
{
	int suit;
	size_t n = 0;

	for (suit = 0; suit < 4; suit++) {
		if (suit > 0)
			out[n++] = '.';
		deal_format_holding(hand[suit], out + n);
		n += strlen(out + n);
	}
	out[n] = '\0';
}

void deal_format(const dd_deal *deal, char out[DEAL_TEXT_SIZE])
{
	int seat;
	size_t n = 2;

	out[0] = 'N';
	out[1] = ':';
	for (seat = 0; seat < 4; seat++) {
		if (seat > 0)
			out[n++] = ' ';
		deal_format_hand(deal->hand[seat], out + n);
		n += strlen(out + n);
	}
	out[n] = '\0';
}

void deal_format_card(dd_card card, char out[DEAL_CARD_SIZE])
{
	out[0] = deal_strain_char(DD_SUIT(card));
	out[1] = deal_rank_char(DD_RANK(card));
	out[2] = '\0';
}

void deal_format_played(const dd_card *played, int count,
			char out[DEAL_PLAYED_SIZE])
{
	int i;
	size_t n = 0;

	if (count <= 0) {
		strcpy(out, "-");
		return;
	}
	if (count > 52)
		count = 52;
	for (i = 0; i < count; i++) {
		if (i > 0)
			out[n++] = ' ';
		deal_format_card(played[i], out + n);
		n += 2;
	}
	out[n] = '\0';
}

void deal_format_position(const dd_position *pos,
			  char out[DEAL_POSITION_SIZE])
{
	char deal[DEAL_TEXT_SIZE], played[DEAL_PLAYED_SIZE];

	deal_format(&pos->deal, deal);
	deal_format_played(pos->played, pos->nplayed, played);
	snprintf(out, DEAL_POSITION_SIZE, "%s|%c|%c|%s", deal,
		 deal_strain_char(pos->strain), deal_seat_char(pos->leader),
		 played);
}
