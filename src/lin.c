/*
 * lin.c - the reader of BBO's LIN files and handviewer links, see lin.h.
 *
 * The text is read a line at a time.  A line holding a handviewer link is
 * read on its own by read_url(); any other line is cut into tags by
 * read_lin_line() and each tag handed to on_tag(), which fills the board
 * being read (a lin_board) and, when a tag starts the next board, hands
 * it to finish_board().  finish_board() reports the board's first
 * problem, or works out its contract, result and tags and appends it to
 * the records returned.
 */
#include "lin.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "deal.h"
#include "util.h"

/* Room for a message, for a player's name and for the event's name
 * (longer names are cut). */
#define MSG_SIZE 200
#define NAME_SIZE 64
#define EVENT_SIZE 128
/* The longest legal auction has 319 calls. */
#define MAX_CALLS 320
/* All ranks of a suit as a holding (bits 2..14). */
#define ALL_RANKS 0x7ffc

/* Calls: pass, double, redouble, then the bids in rising order:
 * CALL_BID + 5 * (level - 1) + the strain's place in C D H S N. */
enum { CALL_PASS, CALL_X, CALL_XX, CALL_BID };

/* LIN's seats in its order (South, West, North, East) as engine seats,
 * and the strains of the bids in rising order. */
static const int LIN_SEAT[4] = { DD_SOUTH, DD_WEST, DD_NORTH, DD_EAST };
static const int BID_STRAIN[5] = {
	DD_CLUBS, DD_DIAMONDS, DD_HEARTS, DD_SPADES, DD_NOTRUMP
};

/* A piece of the input: not NUL-terminated, it may hold NUL bytes. */
typedef struct {
	const char *p;
	size_t n;
} span;

/* The board being read.  players and event are what pn| and vg| had
 * said when its deal (md|) was read. */
typedef struct {
	int started;            /* a tag of the board has been read */
	int has_qx, has_md, has_ah, has_sv, has_auction, has_play;
	long line, deal_line, play_line;
	long err_line;
	char err[MSG_SIZE];     /* the board's first problem, "" for none */
	char name[32];          /* record.board */
	char number[32];        /* the Board tag */
	int room;               /* 'o' open, 'c' closed, 0 not known */
	int has_deal;
	dd_deal deal;
	int dealer, vul;
	int ncalls, auction_over;
	unsigned char calls[MAX_CALLS];
	/* Alerts ('!') and explanations (an|, or "(...)" in a link) of the
	 * calls: expl_at is an offset in expl plus 1, 0 for none. */
	unsigned char alert[MAX_CALLS];
	unsigned short expl_at[MAX_CALLS];
	char expl[4096];
	size_t expl_len;
	/* The commentary (nt|, at|): "{text}" pieces, for a PBN section. */
	char comments[8192];
	size_t comments_len;
	int nplayed;
	dd_card played[52];
	int claim;
	char players[8][NAME_SIZE];     /* pn| order: S W N E (S W N E) */
	int nplayers;
	char event[EVENT_SIZE];
	/* Messages about text that is not LIN met while reading the board,
	 * kept to be reported in line order with the board's problem. */
	int nlater;
	long later_line[4];
	char later[4][MSG_SIZE];
} lin_board;

/* Where the boards go: the records made so far and the report
 * callback. */
typedef struct {
	const char *file;
	record_report_fn *report;
	void *user;
	record *recs;
	int nrecs, cap;
	int head;               /* the next record to hand out */
} lin_out;

/* A reader of LIN text: what carries over from board to board, and the
 * board being read. */
typedef struct {
	lin_out *out;
	char players[8][NAME_SIZE];
	int nplayers;
	char event[EVENT_SIZE];
	lin_board b;
} lin_reader;

/* Characters and spans. */

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' ||
	       c == '\f';
}

static int is_alnum(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static char lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
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

/* Whether s is word, ignoring case. */
static int span_is(span s, const char *word)
{
	size_t i;

	for (i = 0; i < s.n; i++)
		if (word[i] == '\0' || lower(s.p[i]) != lower(word[i]))
			return 0;
	return word[s.n] == '\0';
}

/* Where word (lower case) is in s, ignoring case, or -1. */
static long span_find(span s, const char *word)
{
	size_t i, j, n = strlen(word);

	for (i = 0; i + n <= s.n; i++) {
		for (j = 0; j < n && lower(s.p[i + j]) == word[j]; j++)
			;
		if (j == n)
			return (long)i;
	}
	return -1;
}

/* The part of s before the first c (all of s when there is none). */
static span span_until(span s, char c)
{
	size_t i;

	for (i = 0; i < s.n && s.p[i] != c; i++)
		;
	s.n = i;
	return s;
}

static void quote(span s, char *out, size_t outsize)
{
	deal_quote(s.p, s.n, out, outsize);
}

/* The token of s starting at i for quoting: its run of letters and
 * digits, at least one character. */
static span token_at(span s, size_t i)
{
	span t = { s.p + i, 1 };

	while (i + t.n < s.n && is_alnum(s.p[i + t.n]))
		t.n++;
	return t;
}

/* Copies s into out (size outsize) as a name: control bytes become
 * spaces; a name too long is cut, not in the middle of a UTF-8
 * character. */
static void copy_name(char *out, size_t outsize, span s)
{
	size_t i, n = s.n < outsize ? s.n : outsize - 1;

	if (n < s.n)
		while (n > 0 && ((unsigned char)s.p[n] & 0xc0) == 0x80)
			n--;
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s.p[i];

		out[i] = c < 0x20 || c == 0x7f ? ' ' : (char)c;
	}
	out[n] = '\0';
}

/* The first run of digits of s, or all of s when it has none. */
static span number_in(span s)
{
	size_t i = 0, n = 0;

	while (i < s.n && !is_digit(s.p[i]))
		i++;
	if (i == s.n)
		return s;
	while (i + n < s.n && is_digit(s.p[i + n]))
		n++;
	s.p += i;
	s.n = n;
	return s;
}

/* Cards, seats, calls. */

static int suit_of(char c)
{
	switch (lower(c)) {
	case 's': return DD_SPADES;
	case 'h': return DD_HEARTS;
	case 'd': return DD_DIAMONDS;
	case 'c': return DD_CLUBS;
	default: return -1;
	}
}

/* The rank a character stands for, or 0. */
static int rank_of(char c)
{
	switch (lower(c)) {
	case 'a': return 14;
	case 'k': return 13;
	case 'q': return 12;
	case 'j': return 11;
	case 't': return 10;
	default: return c >= '2' && c <= '9' ? c - '0' : 0;
	}
}

/* The place of a bid's strain letter in C D H S N, either case, or -1. */
static int bid_order(char c)
{
	switch (lower(c)) {
	case 'c': return 0;
	case 'd': return 1;
	case 'h': return 2;
	case 's': return 3;
	case 'n': return 4;
	default: return -1;
	}
}

/* A seat letter n e s w, or the seat's name, either case; -1 if not. */
static int seat_of(span s)
{
	static const char *const names[4] = {
		"north", "east", "south", "west"
	};
	int seat;

	s = trim(s);
	for (seat = 0; seat < 4; seat++)
		if (s.n > 0 && lower(s.p[0]) == names[seat][0] &&
		    (s.n == 1 || span_is(s, names[seat])))
			return seat;
	return -1;
}

/* The dealer and vulnerability of board number n (1, 2, ...), as duplicate
 * boards have them. */
static int board_dealer(long n)
{
	return (int)((n - 1) % 4);
}

static int board_vul(long n)
{
	static const unsigned char vul[16] = {
		VUL_NONE, VUL_NS, VUL_EW, VUL_ALL, VUL_NS, VUL_EW, VUL_ALL,
		VUL_NONE, VUL_EW, VUL_ALL, VUL_NONE, VUL_NS, VUL_ALL,
		VUL_NONE, VUL_NS, VUL_EW
	};

	return vul[(n - 1) % 16];
}

/* A call as PBN writes it: "Pass", "X", "XX", "1S", "3NT". */
static void call_text(int call, char out[5])
{
	int bid = call - CALL_BID;

	if (call == CALL_PASS) {
		strcpy(out, "Pass");
	} else if (call == CALL_X) {
		strcpy(out, "X");
	} else if (call == CALL_XX) {
		strcpy(out, "XX");
	} else {
		out[0] = (char)('1' + bid / 5);
		if (BID_STRAIN[bid % 5] == DD_NOTRUMP) {
			strcpy(out + 1, "NT");
		} else {
			out[1] = deal_strain_char(BID_STRAIN[bid % 5]);
			out[2] = '\0';
		}
	}
}

/* The board being read. */

static void board_reset(lin_board *b)
{
	memset(b, 0, sizeof *b);
	b->dealer = -1;
	b->vul = -1;
	b->claim = -1;
}

/* Marks the board as started at line, when it is not yet. */
static void board_start(lin_board *b, long line)
{
	if (!b->started) {
		b->started = 1;
		b->line = line;
	}
}

/* Records a problem of the board, unless it has one already: only the
 * first is reported. */
static void board_error(lin_board *b, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void board_error(lin_board *b, long line, const char *fmt, ...)
{
	va_list ap;

	if (b->err[0])
		return;
	va_start(ap, fmt);
	vsnprintf(b->err, sizeof b->err, fmt, ap);
	va_end(ap);
	b->err_line = line;
}

/* One hand: suit letters each followed by ranks ("SAKQHJT9D..C..").
 * Fills hand[4] and *count; -1 (the problem recorded) when bad. */
static int parse_hand(lin_board *b, long line, const char *tag, span s,
		      uint16_t hand[4], int *count)
{
	char q[DEAL_QUOTE_SIZE];
	int suit = -1, n = 0;
	size_t i;

	memset(hand, 0, 4 * sizeof *hand);
	for (i = 0; i < s.n; i++) {
		char c = s.p[i];
		int rank;

		if (is_space(c))
			continue;
		if (suit_of(c) >= 0) {
			suit = suit_of(c);
			continue;
		}
		if (c == '1' && i + 1 < s.n && s.p[i + 1] == '0') {
			rank = 10;
			i++;
		} else {
			rank = rank_of(c);
		}
		quote(s, q, sizeof q);
		if (rank == 0) {
			if (c >= 0x20 && c < 0x7f)
				board_error(b, line, "%s: hand '%s' has a bad "
					    "rank '%c'", tag, q, c);
			else
				board_error(b, line, "%s: hand '%s' has a bad "
					    "byte 0x%02x", tag, q,
					    (unsigned)(unsigned char)c);
			return -1;
		}
		if (suit < 0) {
			board_error(b, line, "%s: hand '%s' does not start "
				    "with a suit letter (S, H, D or C)", tag,
				    q);
			return -1;
		}
		if (hand[suit] & (1u << rank)) {
			board_error(b, line, "%s: hand '%s' lists %c%c twice",
				    tag, q, deal_strain_char(suit),
				    deal_rank_char(rank));
			return -1;
		}
		hand[suit] |= (uint16_t)(1u << rank);
		n++;
	}
	if (n > 13) {
		quote(s, q, sizeof q);
		board_error(b, line, "%s: hand '%s' has %d cards, more than 13",
			    tag, q, n);
		return -1;
	}
	*count = n;
	return 0;
}

/* The deal from the hands' texts (by engine seat, empty when not given):
 * each parsed, no card in two hands, and a single hand left out derived
 * from the other three.  tags name each hand's field in messages, what
 * the deal's. */
static void build_deal(lin_board *b, long line, const span hands[4],
		       const char *const tags[4], const char *what)
{
	dd_deal deal;
	int count[4], seat, other, suit, given = 0, missing = -1;

	memset(&deal, 0, sizeof deal);
	for (seat = 0; seat < 4; seat++) {
		span h = trim(hands[seat]);

		count[seat] = 0;
		if (h.n == 0) {
			missing = seat;
			continue;
		}
		given++;
		if (parse_hand(b, line, tags[seat], h, deal.hand[seat],
			       &count[seat]) < 0)
			return;
	}
	for (suit = 0; suit < 4; suit++)
		for (seat = 0; seat < 4; seat++)
			for (other = seat + 1; other < 4; other++) {
				unsigned both = deal.hand[seat][suit] &
						deal.hand[other][suit];
				int rank = 14;

				if (!both)
					continue;
				while (!(both & (1u << rank)))
					rank--;
				board_error(b, line, "%s: %s and %s both hold "
					    "%c%c", what, dd_seat_name(seat),
					    dd_seat_name(other),
					    deal_strain_char(suit),
					    deal_rank_char(rank));
				return;
			}
	if (given == 3) {
		for (seat = 0; seat < 4; seat++)
			if (seat != missing && count[seat] != 13) {
				board_error(b, line, "%s: cannot derive %s's "
					    "hand: %s holds %d card%s, not 13",
					    what, dd_seat_name(missing),
					    dd_seat_name(seat), count[seat],
					    count[seat] == 1 ? "" : "s");
				return;
			}
		for (suit = 0; suit < 4; suit++) {
			unsigned held = 0;

			for (seat = 0; seat < 4; seat++)
				held |= deal.hand[seat][suit];
			deal.hand[missing][suit] =
				(uint16_t)(ALL_RANKS & ~held);
		}
	} else if (given < 3) {
		board_error(b, line, "%s: %d hand%s, expected 3 or 4", what,
			    given, given == 1 ? "" : "s");
		return;
	}
	b->deal = deal;
	b->has_deal = 1;
}

/* md|: the dealer digit, then the hands South, West, North, East. */
static void read_md(lin_board *b, span v, long line)
{
	static const char *const tags[4] = { "md", "md", "md", "md" };
	span hands[4] = { { "", 0 }, { "", 0 }, { "", 0 }, { "", 0 } };
	int k = 0;
	size_t i, start;

	v = trim(v);
	if (v.n > 0 && is_digit(v.p[0])) {
		if (v.p[0] < '1' || v.p[0] > '4') {
			board_error(b, line, "md: bad dealer '%c' (1 South, "
				    "2 West, 3 North, 4 East)", v.p[0]);
			return;
		}
		b->dealer = LIN_SEAT[v.p[0] - '1'];
		v.p++;
		v.n--;
	}
	for (i = start = 0; i <= v.n; i++) {
		span f;

		if (i < v.n && v.p[i] != ',')
			continue;
		f.p = v.p + start;
		f.n = i - start;
		start = i + 1;
		if (k < 4) {
			hands[LIN_SEAT[k]] = f;
		} else if (trim(f).n > 0) {
			int n = k + 1;
			size_t j;

			for (j = i + 1; j < v.n; j++)
				n += v.p[j] == ',';
			board_error(b, line, "md: %d hands, expected 4 (South, "
				    "West, North, East)", n);
			return;
		}
		k++;
	}
	build_deal(b, line, hands, tags, "md");
}

/* A vulnerability: o, 0 or - none, n, e, b (or None, NS, EW, All, Both).
 * Empty: not known. */
static void read_vul(lin_board *b, span v, long line, const char *tag)
{
	char q[DEAL_QUOTE_SIZE];

	v = trim(v);
	if (v.n == 0)
		return;
	if (span_is(v, "o") || span_is(v, "0") || span_is(v, "-") ||
	    span_is(v, "none"))
		b->vul = VUL_NONE;
	else if (span_is(v, "n") || span_is(v, "ns"))
		b->vul = VUL_NS;
	else if (span_is(v, "e") || span_is(v, "ew"))
		b->vul = VUL_EW;
	else if (span_is(v, "b") || span_is(v, "all") || span_is(v, "both"))
		b->vul = VUL_ALL;
	else {
		quote(v, q, sizeof q);
		board_error(b, line, "%s: '%s' is not a vulnerability (o, n, "
			    "e or b)", tag, q);
	}
}

/* Adds a call to the auction after checking that it may be made there
 * (tok is its text, for messages). */
static void add_call(lin_board *b, long line, const char *tag, int call,
		     span tok)
{
	char q[DEAL_QUOTE_SIZE], last_text[5];
	int i, last = -1, last_bid = -1, passes = 0;

	quote(tok, q, sizeof q);
	if (b->auction_over) {
		/* A pass more is harmless: left out. */
		if (call != CALL_PASS)
			board_error(b, line, "%s: '%s' comes after the end of "
				    "the auction", tag, q);
		return;
	}
	if (b->has_play) {
		board_error(b, line, "%s: '%s' comes after the play has "
			    "started", tag, q);
		return;
	}
	if (b->ncalls == MAX_CALLS) {
		board_error(b, line, "%s: more than %d calls", tag, MAX_CALLS);
		return;
	}
	for (i = b->ncalls - 1; i >= 0; i--) {
		if (b->calls[i] == CALL_PASS)
			continue;
		if (last < 0)
			last = i;
		if (b->calls[i] >= CALL_BID) {
			last_bid = i;
			break;
		}
	}
	if (call >= CALL_BID && last_bid >= 0 && b->calls[last_bid] >= call) {
		call_text(b->calls[last_bid], last_text);
		board_error(b, line, "%s: '%s' does not outbid %s", tag, q,
			    last_text);
		return;
	}
	/* An opponent's call is an odd number of calls back. */
	if (call == CALL_X && (last < 0 || b->calls[last] < CALL_BID ||
			       (b->ncalls - last) % 2 == 0)) {
		board_error(b, line, "%s: '%s' doubles no bid of the "
			    "opponents", tag, q);
		return;
	}
	if (call == CALL_XX && (last < 0 || b->calls[last] != CALL_X ||
				(b->ncalls - last) % 2 == 0)) {
		board_error(b, line, "%s: '%s' redoubles no double of the "
			    "opponents", tag, q);
		return;
	}
	b->calls[b->ncalls++] = (unsigned char)call;
	for (i = b->ncalls - 1; i >= 0 && b->calls[i] == CALL_PASS; i--)
		passes++;
	if ((last >= 0 || call != CALL_PASS) ? passes == 3 : passes == 4)
		b->auction_over = 1;
}

/* An explanation of the last call (an|): kept as far as room goes. */
static void explain(lin_board *b, span v)
{
	size_t n, i;

	v = trim(v);
	if (b->ncalls == 0 || v.n == 0 || b->expl_at[b->ncalls - 1])
		return;
	n = v.n < sizeof b->expl - b->expl_len - 1 ?
	    v.n : sizeof b->expl - b->expl_len - 1;
	if (n == 0)
		return;
	b->expl_at[b->ncalls - 1] = (unsigned short)(b->expl_len + 1);
	for (i = 0; i < n; i++) {
		char c = v.p[i];

		/* Kept printable: the text goes into a PBN tag value. */
		b->expl[b->expl_len++] = (unsigned char)c < 0x20 ? ' ' : c;
	}
	b->expl[b->expl_len++] = '\0';
}

/* Commentary (nt|, at|): appended as a PBN comment "{text}". */
static void comment(lin_board *b, span v)
{
	size_t i, room = sizeof b->comments - b->comments_len;

	v = trim(v);
	if (v.n == 0 || room < 4)
		return;
	b->comments[b->comments_len++] = '{';
	for (i = 0; i < v.n && b->comments_len + 3 < sizeof b->comments;
	     i++) {
		char c = v.p[i];

		b->comments[b->comments_len++] = c == '}' ? ')' :
			(unsigned char)c < 0x20 ? ' ' : c;
	}
	b->comments[b->comments_len++] = '}';
	b->comments[b->comments_len++] = '\n';
	b->comments[b->comments_len] = '\0';
}

/* Calls: p (or pass), d or x, r or xx, 1C..7N (NT too), either case, one
 * after another or separated by blanks or commas; '!' (an alert) and an
 * explanation in parentheses after a call are skipped. */
static void read_calls(lin_board *b, span v, long line, const char *tag)
{
	char q[DEAL_QUOTE_SIZE];
	size_t i = 0;

	while (i < v.n && !b->err[0]) {
		char c = lower(v.p[i]);
		size_t start = i;
		int call;

		if (c == '!') {
			if (b->ncalls > 0)
				b->alert[b->ncalls - 1] = 1;
			i++;
			continue;
		}
		if (is_space(c) || c == ',') {
			i++;
			continue;
		}
		if (c == '(') {
			size_t open = ++i;

			while (i < v.n && v.p[i] != ')')
				i++;
			explain(b, (span){ v.p + open, i - open });
			i++;
			continue;
		}
		i++;
		if (c == 'p') {
			call = CALL_PASS;
			if (i + 3 <= v.n && lower(v.p[i]) == 'a' &&
			    lower(v.p[i + 1]) == 's' &&
			    lower(v.p[i + 2]) == 's')
				i += 3;
		} else if (c == 'd') {
			call = CALL_X;
		} else if (c == 'r') {
			call = CALL_XX;
		} else if (c == 'x') {
			call = CALL_X;
			if (i < v.n && lower(v.p[i]) == 'x') {
				call = CALL_XX;
				i++;
			}
		} else if (c >= '1' && c <= '7' && i < v.n &&
			   bid_order(v.p[i]) >= 0) {
			int order = bid_order(v.p[i]);

			call = CALL_BID + 5 * (c - '1') + order;
			i++;
			if (order == 4 && i < v.n && lower(v.p[i]) == 't')
				i++;
		} else {
			quote(token_at(v, start), q, sizeof q);
			board_error(b, line, "%s: '%s' is not a call", tag, q);
			return;
		}
		b->has_auction = 1;
		add_call(b, line, tag, call,
			 (span){ v.p + start, i - start });
	}
}

/* Cards: a suit letter and a rank each, either case, "10" or T, one
 * after another or separated by blanks or commas. */
static void read_cards(lin_board *b, span v, long line, const char *tag)
{
	char q[DEAL_QUOTE_SIZE];
	size_t i = 0;

	while (i < v.n) {
		size_t start = i;
		int suit, rank = 0;

		if (is_space(v.p[i]) || v.p[i] == ',') {
			i++;
			continue;
		}
		suit = suit_of(v.p[i++]);
		if (suit >= 0 && i + 1 < v.n && v.p[i] == '1' &&
		    v.p[i + 1] == '0') {
			rank = 10;
			i += 2;
		} else if (suit >= 0 && i < v.n) {
			rank = rank_of(v.p[i++]);
		}
		if (rank == 0) {
			quote(token_at(v, start), q, sizeof q);
			board_error(b, line, "%s: '%s' is not a card", tag, q);
			return;
		}
		if (b->nplayed == 52) {
			board_error(b, line, "%s: more than 52 cards played",
				    tag);
			return;
		}
		if (b->play_line == 0)
			b->play_line = line;
		b->played[b->nplayed++] = DD_CARD(suit, rank);
	}
}

/* mc|: the tricks declarer's side takes in all, 0 to 13. */
static void read_claim(lin_board *b, span v, long line)
{
	char q[DEAL_QUOTE_SIZE];
	int n = 0;
	size_t i;

	v = trim(v);
	for (i = 0; i < v.n && i < 3 && is_digit(v.p[i]); i++)
		n = 10 * n + (v.p[i] - '0');
	if (v.n == 0 || i < v.n || n > 13) {
		quote(v, q, sizeof q);
		board_error(b, line, "mc: '%s' is not a number of tricks "
			    "(0 to 13)", q);
		return;
	}
	b->claim = n;
}

/* qx|: "o3" (open room, board 3), "c3" (closed room); anything else is
 * kept as the board's name.  What follows a comma is ignored. */
static void read_qx(lin_board *b, span v)
{
	span num;
	size_t i;

	v = trim(span_until(trim(v), ','));
	num.p = v.p;
	num.n = 0;
	i = 1;
	if (v.n >= 2) {
		num.p = v.p + 1;
		num.n = v.n - 1;
		for (i = 0; i < num.n && is_digit(num.p[i]); i++)
			;
	}
	if (v.n >= 2 && i == num.n &&
	    (lower(v.p[0]) == 'o' || lower(v.p[0]) == 'c')) {
		b->room = lower(v.p[0]);
		copy_name(b->number, sizeof b->number, num);
		snprintf(b->name, sizeof b->name, "%s %.20s",
			 b->room == 'o' ? "Open" : "Closed", b->number);
		return;
	}
	copy_name(b->name, sizeof b->name, v);
	copy_name(b->number, sizeof b->number, number_in(v));
}

/* ah|: the board's name, "Board 3"; the name from qx| is kept if any. */
static void read_ah(lin_board *b, span v)
{
	v = trim(v);
	if (!b->has_qx || !b->name[0])
		copy_name(b->name, sizeof b->name, v);
	if (!b->number[0])
		copy_name(b->number, sizeof b->number, number_in(v));
}

/* pn|: up to eight names, comma-separated. */
static void read_players(lin_reader *rd, span v)
{
	size_t i, start = 0;
	int k = 0;

	memset(rd->players, 0, sizeof rd->players);
	for (i = 0; i <= v.n && k < 8; i++) {
		if (i < v.n && v.p[i] != ',')
			continue;
		copy_name(rd->players[k++], NAME_SIZE,
			  trim((span){ v.p + start, i - start }));
		start = i + 1;
	}
	rd->nplayers = k;
}

/* Gives the board being read what pn| and vg| have said so far. */
static void board_take_names(lin_reader *rd)
{
	memcpy(rd->b.players, rd->players, sizeof rd->players);
	rd->b.nplayers = rd->nplayers;
	memcpy(rd->b.event, rd->event, sizeof rd->event);
}

/* Finishing a board: the record. */

/* The contract from the calls. */
static void set_contract(const lin_board *b, record *r)
{
	int i, bid, last_bid = -1;

	for (i = 0; i < b->ncalls; i++)
		if (b->calls[i] >= CALL_BID)
			last_bid = i;
	if (last_bid < 0) {
		if (b->auction_over)
			r->level = 0;
		return;
	}
	if (!b->auction_over && b->nplayed == 0 && b->claim < 0)
		return;
	bid = b->calls[last_bid] - CALL_BID;
	r->level = bid / 5 + 1;
	r->strain = BID_STRAIN[bid % 5];
	r->doubled = 0;
	for (i = last_bid + 1; i < b->ncalls; i++)
		if (b->calls[i] == CALL_X)
			r->doubled = 1;
		else if (b->calls[i] == CALL_XX)
			r->doubled = 2;
	if (b->dealer < 0)
		return;
	/* The first of the declaring side (the calls made by the side of
	 * the last bid are an even number of calls apart) to name the
	 * strain. */
	for (i = last_bid % 2; i <= last_bid; i += 2)
		if (b->calls[i] >= CALL_BID &&
		    (b->calls[i] - CALL_BID) % 5 == bid % 5) {
			r->declarer = (b->dealer + i) % 4;
			break;
		}
}

/* The tricks declarer's side won when all 52 cards were played, or -1
 * (the play is checked later, by record_check()). */
static int tricks_won(const record *r)
{
	dd_position pos;
	dd_state st;

	if (r->nplayed != 52 || r->level < 1 || r->declarer < 0)
		return -1;
	memset(&pos, 0, sizeof pos);
	pos.deal = r->deal;
	pos.strain = r->strain;
	pos.leader = record_leader(r);
	pos.nplayed = 52;
	memcpy(pos.played, r->played, sizeof pos.played);
	if (dd_replay(&pos, &st, NULL) != DD_OK)
		return -1;
	return st.tricks_won[r->declarer & 1];
}

/* The Auction tag's section: the calls four a line, "!" after an alerted
 * call, "=n=" after an explained one with its [Note "n:text"] tag. */
static void set_auction_tag(const lin_board *b, record *r)
{
	char text[MAX_CALLS * 12 + 1], seat[2] = { 0, 0 }, note[16];
	size_t n = 0;
	int i, notes = 0;

	if (b->dealer < 0 || b->ncalls == 0)
		return;
	for (i = 0; i < b->ncalls; i++) {
		call_text(b->calls[i], text + n);
		n += strlen(text + n);
		if (b->alert[i])
			text[n++] = '!';
		if (b->expl_at[i])
			n += (size_t)sprintf(text + n, " =%d=", ++notes);
		text[n++] = i % 4 == 3 || i == b->ncalls - 1 ? '\n' : ' ';
	}
	text[n] = '\0';
	seat[0] = deal_seat_char(b->dealer);
	record_tag_set(r, "Auction", seat, text);
	for (i = notes = 0; i < b->ncalls; i++) {
		char *v;

		if (!b->expl_at[i])
			continue;
		snprintf(note, sizeof note, "%d:", ++notes);
		v = xmalloc(strlen(note) + strlen(b->expl + b->expl_at[i] - 1)
			    + 1);
		strcpy(v, note);
		strcat(v, b->expl + b->expl_at[i] - 1);
		record_tag_add(r, "Note", v, NULL);
		free(v);
	}
}

static void set_tags(const lin_board *b, record *r)
{
	static const char *const vul_names[4] = {
		"None", "NS", "EW", "All"
	};
	/* PBN's order West, North, East, South as places in pn|'s list. */
	static const int order[4] = { 1, 2, 3, 0 };
	static const char *const seat_tags[4] = {
		"West", "North", "East", "South"
	};
	char text[DEAL_TEXT_SIZE];
	int i, base = b->nplayers > 4 && b->room == 'c' ? 4 : 0;

	if (b->event[0])
		record_tag_set(r, "Event", b->event, NULL);
	if (b->number[0])
		record_tag_set(r, "Board", b->number, NULL);
	for (i = 0; i < 4; i++)
		if (base + order[i] < b->nplayers &&
		    b->players[base + order[i]][0])
			record_tag_set(r, seat_tags[i],
				       b->players[base + order[i]], NULL);
	text[1] = '\0';
	if (r->dealer >= 0) {
		text[0] = deal_seat_char(r->dealer);
		record_tag_set(r, "Dealer", text, NULL);
	}
	if (r->vul >= 0)
		record_tag_set(r, "Vulnerable", vul_names[r->vul], NULL);
	deal_format(&r->deal, text);
	record_tag_set(r, "Deal", text,
		       b->comments_len ? b->comments : NULL);
	if (r->level == 0) {
		record_tag_set(r, "Declarer", "", NULL);
	} else if (r->declarer >= 0) {
		text[0] = deal_seat_char(r->declarer);
		text[1] = '\0';
		record_tag_set(r, "Declarer", text, NULL);
	}
	record_format_contract(r, text);
	if (text[0])
		record_tag_set(r, "Contract", text, NULL);
	if (r->result >= 0) {
		snprintf(text, sizeof text, "%d", r->result);
		record_tag_set(r, "Result", text, NULL);
	}
	set_auction_tag(b, r);
	if (b->room)
		record_tag_set(r, "Room", b->room == 'o' ? "Open" : "Closed",
			       NULL);
}

static void report(lin_out *out, long line, const char *board,
		   const char *msg)
{
	if (out->report)
		out->report(out->user, line, board, msg);
}

/* Reports the board's messages in line order: those about text that is
 * not LIN, and its problem (when err is set). */
static void report_board(lin_out *out, lin_board *b)
{
	int i = 0;

	for (i = 0; i < b->nlater; i++) {
		if (b->err[0] && b->err_line < b->later_line[i]) {
			report(out, b->err_line, b->name, b->err);
			b->err[0] = '\0';
		}
		report(out, b->later_line[i], b->name, b->later[i]);
	}
	if (b->err[0])
		report(out, b->err_line, b->name, b->err);
	b->nlater = 0;
}

static record *new_record(lin_out *out)
{
	record *r;

	if (out->nrecs == out->cap) {
		out->cap = out->cap ? 2 * out->cap : 16;
		out->recs = xrealloc(out->recs,
				     (size_t)out->cap * sizeof *out->recs);
	}
	r = &out->recs[out->nrecs++];
	record_init(r);
	r->format = RECORD_LIN;
	r->file = out->file;
	return r;
}

/* Ends the board being read: reports its problem, or adds its record;
 * then the reader is ready for the next board.  A board whose deal is
 * good but whose auction, play or claim is not is added with problem
 * RECORD_BAD_PLAY and without them. */
static void finish_board(lin_reader *rd)
{
	lin_board *b = &rd->b;
	lin_out *out = rd->out;
	record *r;
	int bad;

	if (!b->started) {
		report_board(out, b);
		board_reset(b);
		return;
	}
	if (!b->has_md)
		board_error(b, b->line, "no deal (md|)");
	bad = b->err[0] != '\0';
	report_board(out, b);
	if (bad && !b->has_deal) {
		board_reset(b);
		return;
	}
	r = new_record(out);
	r->line = b->line;
	r->deal_line = b->deal_line;
	r->play_line = b->play_line;
	snprintf(r->board, sizeof r->board, "%s", b->name);
	r->has_deal = b->has_deal;
	r->deal = b->deal;
	r->dealer = b->dealer;
	r->vul = b->vul;
	if (bad) {
		r->problem = RECORD_BAD_PLAY;
	} else {
		set_contract(b, r);
		r->nplayed = b->nplayed;
		memcpy(r->played, b->played, sizeof r->played);
		r->claim = b->claim;
		r->result = r->claim >= 0 ? r->claim : tricks_won(r);
	}
	set_tags(b, r);
	board_reset(b);
}

/* LIN text. */

/* Handles one tag: name|value|. */
static void on_tag(lin_reader *rd, span name, span v, long line)
{
	lin_board *b = &rd->b;
	char t[4] = { 0, 0, 0, 0 };
	size_t i;

	for (i = 0; i < name.n && i < 3; i++)
		t[i] = lower(name.p[i]);
	if (strcmp(t, "qx") == 0) {
		if (b->started)
			finish_board(rd);
		board_start(b, line);
		b->has_qx = 1;
		read_qx(b, v);
	} else if (strcmp(t, "md") == 0) {
		if (b->has_md)
			finish_board(rd);
		board_start(b, line);
		b->has_md = 1;
		b->deal_line = line;
		board_take_names(rd);
		if (!b->err[0])
			read_md(b, v, line);
	} else if (strcmp(t, "ah") == 0) {
		if (b->has_ah || b->has_play)
			finish_board(rd);
		board_start(b, line);
		b->has_ah = 1;
		read_ah(b, v);
	} else if (strcmp(t, "sv") == 0) {
		if (b->has_sv || b->has_play)
			finish_board(rd);
		board_start(b, line);
		b->has_sv = 1;
		read_vul(b, v, line, "sv");
	} else if (strcmp(t, "mb") == 0) {
		board_start(b, line);
		read_calls(b, v, line, "mb");
	} else if (strcmp(t, "pc") == 0) {
		board_start(b, line);
		b->has_play = 1;
		if (!b->err[0])
			read_cards(b, v, line, "pc");
	} else if (strcmp(t, "mc") == 0) {
		board_start(b, line);
		b->has_play = 1;
		if (!b->err[0])
			read_claim(b, v, line);
	} else if (strcmp(t, "an") == 0) {
		explain(b, v);
	} else if (strcmp(t, "nt") == 0 || strcmp(t, "at") == 0) {
		if (b->started)
			comment(b, v);
	} else if (strcmp(t, "pn") == 0) {
		read_players(rd, v);
	} else if (strcmp(t, "vg") == 0) {
		copy_name(rd->event, sizeof rd->event,
			  trim(span_until(v, ',')));
	}
}

/* Whether s starts with a tag: one to three letters or digits and '|'. */
static int starts_with_tag(span s)
{
	size_t i;

	for (i = 0; i < s.n && i < 4 && is_alnum(s.p[i]); i++)
		;
	return i >= 1 && i <= 3 && i < s.n && s.p[i] == '|';
}

/* Cuts a line of LIN into tags, name|value|; the line's end also ends a
 * value.  Text that is not a tag is reported (once a line). */
static void read_lin_line(lin_reader *rd, span s, long line)
{
	char q[DEAL_QUOTE_SIZE], msg[MSG_SIZE];
	size_t i = 0, j, k;
	int reported = 0;

	while (i < s.n) {
		span name, rest;

		while (i < s.n && is_space(s.p[i]))
			i++;
		if (i == s.n)
			break;
		if (s.p[i] == '|') {
			i++;
			continue;
		}
		rest.p = s.p + i;
		rest.n = s.n - i;
		if (!starts_with_tag(rest)) {
			for (j = i; j < s.n && s.p[j] != '|'; j++)
				;
			if (!reported) {
				quote(trim((span){ s.p + i, j - i }), q,
				      sizeof q);
				snprintf(msg, sizeof msg, "unexpected text "
					 "'%s': not a LIN tag (as md|...|)", q);
				if (rd->b.started && rd->b.nlater < 4) {
					lin_board *b = &rd->b;

					b->later_line[b->nlater] = line;
					memcpy(b->later[b->nlater++], msg,
					       sizeof msg);
				} else {
					report(rd->out, line, rd->b.started ?
					       rd->b.name : "", msg);
				}
				reported = 1;
			}
			i = j + 1;
			continue;
		}
		for (j = i; s.p[j] != '|'; j++)
			;
		name.p = s.p + i;
		name.n = j - i;
		for (k = j + 1; k < s.n && s.p[k] != '|'; k++)
			;
		on_tag(rd, name, (span){ s.p + j + 1, k - j - 1 }, line);
		i = k + 1;
	}
}

static void read_url(lin_out *out, span s, long line);

/* Whether a line that is not LIN is a link. */
static int looks_like_url(span s)
{
	return span_find(s, "handviewer") >= 0 || span_find(s, "lin=") >= 0 ||
	       span_find(s, "://") >= 0 || span_find(s, "www.") == 0;
}

/* Reads one line (s, trimmed): a link or LIN tags.  allow_urls: whether
 * it may be a handviewer link. */
static void read_line(lin_reader *rd, span s, long line, int allow_urls)
{
	s = trim(s);
	if (s.n == 0)
		return;
	if (allow_urls && !starts_with_tag(s) && looks_like_url(s)) {
		finish_board(rd);
		read_url(rd->out, s, line);
		return;
	}
	read_lin_line(rd, s, line);
}

/* Reads the lines of text.  fixed_line: the line number to give every
 * tag (for the LIN of a link), 0 to count lines.  allow_urls: whether a
 * line may be a handviewer link. */
static void read_text(lin_reader *rd, const char *text, size_t len,
		      long fixed_line, int allow_urls)
{
	size_t i = 0;
	long lineno = 0;

	while (i < len) {
		span s;

		s.p = text + i;
		while (i < len && text[i] != '\n')
			i++;
		s.n = (size_t)(text + i - s.p);
		if (i < len)
			i++;
		lineno++;
		read_line(rd, s, fixed_line ? fixed_line : lineno, allow_urls);
	}
}

static void reader_init(lin_reader *rd, lin_out *out)
{
	memset(rd, 0, sizeof *rd);
	rd->out = out;
	board_reset(&rd->b);
}

/* Handviewer links. */

enum {
	P_LIN, P_N, P_E, P_S, P_W, P_D, P_V, P_B, P_A, P_P, P_NN, P_EN, P_SN,
	P_WN, P_COUNT
};

static int hex_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = lower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* s URL-decoded (%XX and '+'), in a malloc'd buffer of *len bytes and a
 * NUL. */
static char *url_decode(span s, size_t *len)
{
	char *out = xmalloc(s.n + 1);
	size_t i, n = 0;

	for (i = 0; i < s.n; i++) {
		if (s.p[i] == '+') {
			out[n++] = ' ';
		} else if (s.p[i] == '%' && i + 2 < s.n &&
			   hex_value(s.p[i + 1]) >= 0 &&
			   hex_value(s.p[i + 2]) >= 0) {
			int c = hex_value(s.p[i + 1]) * 16 +
				hex_value(s.p[i + 2]);

			out[n++] = (char)(unsigned char)c;
			i += 2;
		} else {
			out[n++] = s.p[i];
		}
	}
	out[n] = '\0';
	*len = n;
	return out;
}

/* A board from the parameters n e s w d v b a p nn en sn wn. */
static void read_url_board(lin_reader *rd, char *const val[P_COUNT],
			   const size_t len[P_COUNT], long line)
{
	static const char *const tags[4] = { "n", "e", "s", "w" };
	lin_board *b = &rd->b;
	span hands[4], v;
	char q[DEAL_QUOTE_SIZE];
	long number = 0;
	int seat;

	board_start(b, line);
	b->has_md = 1;
	b->deal_line = line;
	for (seat = 0; seat < 4; seat++) {
		hands[seat].p = val[P_N + seat] ? val[P_N + seat] : "";
		hands[seat].n = val[P_N + seat] ? len[P_N + seat] : 0;
	}
	build_deal(b, line, hands, tags, "hands");
	if (val[P_B]) {
		size_t i;

		v = trim((span){ val[P_B], len[P_B] });
		copy_name(b->name, sizeof b->name, v);
		copy_name(b->number, sizeof b->number, number_in(v));
		for (i = 0; i < v.n && i < 6 && is_digit(v.p[i]); i++)
			number = 10 * number + (v.p[i] - '0');
		if (i < v.n)
			number = 0;
	}
	if (val[P_D]) {
		v = trim((span){ val[P_D], len[P_D] });
		b->dealer = seat_of(v);
		if (b->dealer < 0 && v.n > 0) {
			quote(v, q, sizeof q);
			board_error(b, line, "d: '%s' is not a seat (n, e, s "
				    "or w)", q);
		}
	}
	if (b->dealer < 0 && number > 0)
		b->dealer = board_dealer(number);
	if (val[P_V])
		read_vul(b, (span){ val[P_V], len[P_V] }, line, "v");
	if (b->vul < 0 && number > 0)
		b->vul = board_vul(number);
	if (val[P_A] && !b->err[0])
		read_calls(b, (span){ val[P_A], len[P_A] }, line, "a");
	if (val[P_P] && !b->err[0])
		read_cards(b, (span){ val[P_P], len[P_P] }, line, "p");
	/* nn en sn wn into pn|'s order S W N E. */
	for (seat = 0; seat < 4; seat++) {
		static const int place[4] = { 2, 3, 0, 1 };

		if (val[P_NN + seat])
			copy_name(b->players[place[seat]], NAME_SIZE,
				  trim((span){ val[P_NN + seat],
					       len[P_NN + seat] }));
	}
	b->nplayers = 4;
	finish_board(rd);
}

/* A handviewer link: its LIN (lin=) or its parameters. */
static void read_url(lin_out *out, span s, long line)
{
	static const char *const names[P_COUNT] = {
		"lin", "n", "e", "s", "w", "d", "v", "b", "a", "p", "nn", "en",
		"sn", "wn"
	};
	char *val[P_COUNT] = { NULL };
	size_t len[P_COUNT] = { 0 }, i, start;
	long query = span_find(s, "?"), lin = span_find(s, "lin=");
	lin_reader *rd = xmalloc(sizeof *rd);
	int k;

	/* The parameters: after '?', or from "lin=" when there is no '?'. */
	if (query >= 0)
		query++;
	else
		query = lin;
	reader_init(rd, out);
	if (query >= 0) {
		s.p += query;
		s.n -= (size_t)query;
		for (i = start = 0; i <= s.n; i++) {
			span key, value;

			if (i < s.n && s.p[i] != '&')
				continue;
			key.p = s.p + start;
			key.n = i - start;
			start = i + 1;
			value = key;
			key = span_until(key, '=');
			if (key.n == value.n)
				continue;
			value.p += key.n + 1;
			value.n -= key.n + 1;
			/* "&amp;" from a link copied out of HTML. */
			if (key.n > 4 && span_find(key, "amp;") == 0) {
				key.p += 4;
				key.n -= 4;
			}
			for (k = 0; k < P_COUNT; k++)
				if (span_is(key, names[k])) {
					free(val[k]);
					val[k] = url_decode(value, &len[k]);
				}
		}
	}
	if (val[P_LIN]) {
		read_text(rd, val[P_LIN], len[P_LIN], line, 0);
		finish_board(rd);
	} else if (val[P_N] || val[P_E] || val[P_S] || val[P_W]) {
		read_url_board(rd, val, len, line);
	} else {
		report(out, line, "", "not a handviewer link with a deal "
		       "(lin=, or n=, e=, s=, w=)");
	}
	for (k = 0; k < P_COUNT; k++)
		free(val[k]);
	free(rd);
}

/* The interface. */

/* The length of a UTF-8 byte-order mark at the start of text. */
static size_t bom_length(const char *text, size_t len)
{
	return len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
}

int lin_detect(const char *text, size_t len)
{
	size_t i;
	span line;

	if (!text)
		return 0;
	i = bom_length(text, len);
	while (i < len && is_space(text[i]))
		i++;
	line.p = text + i;
	while (i < len && text[i] != '\n')
		i++;
	line.n = (size_t)(text + i - line.p);
	if (line.n >= 3 && is_alnum(line.p[0]) && !is_digit(line.p[0]) &&
	    is_alnum(line.p[1]) && !is_digit(line.p[1]) && line.p[2] == '|')
		return 1;
	return span_find(line, "handviewer") >= 0 ||
	       span_find(line, "lin=") >= 0;
}

record *lin_parse(const char *text, size_t len, const char *file, int *count,
		  record_report_fn *report_fn, void *user)
{
	lin_out out;
	lin_reader *rd = xmalloc(sizeof *rd);
	size_t skip;
	int i, k;

	memset(&out, 0, sizeof out);
	out.file = file;
	out.report = report_fn;
	out.user = user;
	if (!text)
		len = 0;
	skip = text ? bom_length(text, len) : 0;
	reader_init(rd, &out);
	if (text)
		read_text(rd, text + skip, len - skip, 0, 1);
	finish_board(rd);
	free(rd);
	/* The boards to hand out whole only. */
	for (i = k = 0; i < out.nrecs; i++)
		if (out.recs[i].problem == RECORD_GOOD)
			out.recs[k++] = out.recs[i];
		else
			record_free(&out.recs[i]);
	*count = k;
	if (k == 0) {
		free(out.recs);
		out.recs = NULL;
	}
	return out.recs;
}

struct lin_stream {
	lin_out out;
	lin_reader rd;
};

lin_stream *lin_stream_new(const char *file, record_report_fn *report_fn,
			   void *user)
{
	lin_stream *ls = xcalloc(1, sizeof *ls);

	ls->out.file = file;
	ls->out.report = report_fn;
	ls->out.user = user;
	reader_init(&ls->rd, &ls->out);
	return ls;
}

void lin_stream_line(lin_stream *ls, const char *line, size_t len,
		     long lineno)
{
	read_line(&ls->rd, (span){ line, len }, lineno, 1);
}

void lin_stream_finish(lin_stream *ls)
{
	finish_board(&ls->rd);
}

int lin_stream_take(lin_stream *ls, record *r)
{
	lin_out *out = &ls->out;

	record_free(r);
	if (out->head == out->nrecs) {
		out->head = out->nrecs = 0;
		return 0;
	}
	*r = out->recs[out->head++];
	return 1;
}

void lin_stream_free(lin_stream *ls)
{
	if (!ls)
		return;
	while (ls->out.head < ls->out.nrecs)
		record_free(&ls->out.recs[ls->out.head++]);
	free(ls->out.recs);
	free(ls);
}
