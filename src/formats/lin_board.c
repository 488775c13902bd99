/*
 * lin_board.c - the board being read from LIN: its tags (md| hands, sv|
 * vulnerability, mb| calls checked as far as the contract needs, pc|
 * cards, mc| claim, an| explanations, nt| commentary, qx| and ah| names,
 * pn| players) into a lin_board, and lin_on_tag(), which hands each tag
 * to its reader and ends the board when a tag starts the next one.
 */
#include "lin_impl.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "model/deal.h"
#include "util/util.h"

/* LIN's seats in its order (South, West, North, East) as engine seats. */
static const int LIN_SEAT[4] = { DD_SOUTH, DD_WEST, DD_NORTH, DD_EAST };

/* Cards and calls. */

static int suit_of(char c)
{
	switch (lin_lower(c)) {
	case 's': return DD_SPADES;
	case 'h': return DD_HEARTS;
	case 'd': return DD_DIAMONDS;
	case 'c': return DD_CLUBS;
	default: return -1;
	}
}

/* The place of a bid's strain letter in C D H S N, either case, or -1. */
static int bid_order(char c)
{
	switch (lin_lower(c)) {
	case 'c': return 0;
	case 'd': return 1;
	case 'h': return 2;
	case 's': return 3;
	case 'n': return 4;
	default: return -1;
	}
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

		if (lin_is_space(c))
			continue;
		if (suit_of(c) >= 0) {
			suit = suit_of(c);
			continue;
		}
		rank = deal_rank_at(s.p, s.n, &i);
		lin_quote(s, q, sizeof q);
		if (rank == 0) {
			if (c >= 0x20 && c < 0x7f)
				lin_board_error(b, line, "%s: hand '%s' has a "
						"bad rank '%c'", tag, q, c);
			else
				lin_board_error(b, line, "%s: hand '%s' has a "
						"bad byte 0x%02x", tag, q,
						(unsigned)(unsigned char)c);
			return -1;
		}
		if (suit < 0) {
			lin_board_error(b, line, "%s: hand '%s' does not "
					"start with a suit letter (S, H, D "
					"or C)", tag, q);
			return -1;
		}
		if (hand[suit] & (1u << rank)) {
			lin_board_error(b, line, "%s: hand '%s' lists %c%c "
					"twice", tag, q, deal_strain_char(suit),
					deal_rank_char(rank));
			return -1;
		}
		hand[suit] |= (uint16_t)(1u << rank);
		n++;
	}
	if (n > 13) {
		lin_quote(s, q, sizeof q);
		lin_board_error(b, line, "%s: hand '%s' has %d cards, more "
				"than 13", tag, q, n);
		return -1;
	}
	*count = n;
	return 0;
}

/* The deal from the hands' texts (by engine seat, empty when not given):
 * each parsed, no card in two hands, and a single hand left out derived
 * from the other three.  tags name each hand's field in messages, what
 * the deal's. */
void lin_build_deal(lin_board *b, long line, const span hands[4],
		    const char *const tags[4], const char *what)
{
	dd_deal deal;
	int count[4], seat, other, suit, given = 0, missing = -1;

	memset(&deal, 0, sizeof deal);
	for (seat = 0; seat < 4; seat++) {
		span h = lin_trim(hands[seat]);

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
				lin_board_error(b, line, "%s: %s and %s both "
						"hold %c%c", what,
						dd_seat_name(seat),
						dd_seat_name(other),
						deal_strain_char(suit),
						deal_rank_char(rank));
				return;
			}
	if (given == 3) {
		for (seat = 0; seat < 4; seat++)
			if (seat != missing && count[seat] != 13) {
				lin_board_error(b, line, "%s: cannot derive "
						"%s's hand: %s holds %d "
						"card%s, not 13",
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
	} else if (given == 0) {
		lin_board_error(b, line, "%s: no hand given", what);
		return;
	} else if (given < 3) {
		/* a lead problem's (a forum post's "What would you lead?"):
		 * the hands given, each whole; the others not known */
		b->partial = 0;
		for (seat = 0; seat < 4; seat++) {
			if (count[seat] == 0 && lin_trim(hands[seat]).n == 0)
				continue;
			if (count[seat] != 13) {
				lin_board_error(b, line, "%s: %s holds %d "
						"card%s, not 13", what,
						dd_seat_name(seat), count[seat],
						count[seat] == 1 ? "" : "s");
				return;
			}
			b->partial |= 1u << seat;
		}
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

	v = lin_trim(v);
	if (v.n > 0 && lin_is_digit(v.p[0])) {
		if (v.p[0] < '1' || v.p[0] > '4') {
			lin_board_error(b, line, "md: bad dealer '%c' (1 "
					"South, 2 West, 3 North, 4 East)",
					v.p[0]);
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
		} else if (lin_trim(f).n > 0) {
			int n = k + 1;
			size_t j;

			for (j = i + 1; j < v.n; j++)
				n += v.p[j] == ',';
			lin_board_error(b, line, "md: %d hands, expected 4 "
					"(South, West, North, East)", n);
			return;
		}
		k++;
	}
	lin_build_deal(b, line, hands, tags, "md");
}

/* A vulnerability: o, 0 or - none, n, e, b (or None, NS, EW, All, Both).
 * Empty: not known. */
void lin_read_vul(lin_board *b, span v, long line, const char *tag)
{
	char q[DEAL_QUOTE_SIZE];

	v = lin_trim(v);
	if (v.n == 0)
		return;
	if (lin_span_is(v, "o") || lin_span_is(v, "0") || lin_span_is(v, "-") ||
	    lin_span_is(v, "none"))
		b->vul = VUL_NONE;
	else if (lin_span_is(v, "n") || lin_span_is(v, "ns"))
		b->vul = VUL_NS;
	else if (lin_span_is(v, "e") || lin_span_is(v, "ew"))
		b->vul = VUL_EW;
	else if (lin_span_is(v, "b") || lin_span_is(v, "all") ||
		 lin_span_is(v, "both"))
		b->vul = VUL_ALL;
	else {
		/* the score's only: the board is read all the same */
		lin_quote(v, q, sizeof q);
		lin_board_flaw(b, line, "the vulnerability is not known",
			       "%s: '%s' is not a vulnerability (o, n, e or "
			       "b)", tag, q);
		b->vul = -1;
		b->vul_bad = 1;
	}
}

/* Adds a call to the auction after checking that it may be made there
 * (tok is its text, for messages).  One that cannot is said and the
 * board read on (lin_board.flaw): a call that cannot be placed is left
 * out, one that breaks a rule of the auction (a bid that does not
 * outbid, a double of nothing the opponents said) kept as recorded but
 * not counted (lin_board.illegal), as PBN's Auction keeps it. */
static void add_call(lin_board *b, long line, const char *tag, int call,
		     span tok)
{
	char q[DEAL_QUOTE_SIZE], last_text[5];
	int i, last = -1, last_bid = -1, passes = 0, illegal = 0;

	lin_quote(tok, q, sizeof q);
	if (b->asked) {
		lin_board_flaw(b, line, "left out", "%s: '%s' comes after "
			       "the '?' of a bidding problem (the call it "
			       "asks for)", tag, q);
		return;
	}
	if (b->auction_over) {
		/* A pass more is harmless: left out. */
		if (call != CALL_PASS)
			lin_board_flaw(b, line, "left out", "%s: '%s' comes "
				       "after the end of the auction", tag, q);
		return;
	}
	if (b->has_play) {
		lin_board_flaw(b, line, "left out", "%s: '%s' comes after "
			       "the play has started", tag, q);
		return;
	}
	if (b->ncalls == MAX_CALLS) {
		lin_board_flaw(b, line, "the calls after it are left out",
			       "%s: more than %d calls", tag, MAX_CALLS);
		return;
	}
	for (i = b->ncalls - 1; i >= 0; i--) {
		if (b->calls[i] == CALL_PASS || b->illegal[i])
			continue;
		if (last < 0)
			last = i;
		if (b->calls[i] >= CALL_BID) {
			last_bid = i;
			break;
		}
	}
	if (call >= CALL_BID && last_bid >= 0 && b->calls[last_bid] >= call) {
		lin_call_text(b->calls[last_bid], last_text);
		lin_board_flaw(b, line, "the auction is read without it",
			       "%s: '%s' does not outbid %s", tag, q,
			       last_text);
		illegal = 1;
	}
	/* An opponent's call is an odd number of calls back. */
	else if (call == CALL_X && (last < 0 || b->calls[last] < CALL_BID ||
				    (b->ncalls - last) % 2 == 0)) {
		lin_board_flaw(b, line, "the auction is read without it",
			       "%s: '%s' doubles no bid of the opponents",
			       tag, q);
		illegal = 1;
	}
	else if (call == CALL_XX && (last < 0 || b->calls[last] != CALL_X ||
				     (b->ncalls - last) % 2 == 0)) {
		lin_board_flaw(b, line, "the auction is read without it",
			       "%s: '%s' redoubles no double of the "
			       "opponents", tag, q);
		illegal = 1;
	}
	b->illegal[b->ncalls] = (unsigned char)illegal;
	b->calls[b->ncalls++] = (unsigned char)call;
	for (i = b->ncalls - 1; i >= 0 && b->calls[i] == CALL_PASS; i--)
		passes++;
	if ((last >= 0 || call != CALL_PASS) ? passes == 3 : passes == 4)
		b->auction_over = 1;
}

/* An explanation of the last call (an|): kept when there is room for
 * it whole (room for 320 calls explained at 100 bytes each); one left
 * out is said once, with the board's other messages.  Kept in the
 * escapes of PBN's commentary (commentary.h), as a Note's text is
 * shown: BBO's suit symbols "!S" "!h" ... as \S \H ..., a backslash as
 * \\; a control character (the text goes into a PBN tag value) as a
 * blank. */
static void explain(lin_board *b, span v, long line)
{
	size_t n = 0, i;

	v = lin_trim(v);
	if (b->ncalls == 0 || v.n == 0 || b->expl_at[b->ncalls - 1])
		return;
	/* its length so written: a symbol as long, a backslash two */
	for (i = 0; i < v.n; i++) {
		if (v.p[i] == '!' && i + 1 < v.n && suit_of(v.p[i + 1]) >= 0)
			n += 2, i++;
		else
			n += v.p[i] == '\\' ? 2 : 1;
	}
	if (n + 1 > sizeof b->expl - b->expl_len) {
		if (!b->expl_cut && b->nlater < 4) {
			b->later_line[b->nlater] = line;
			snprintf(b->later[b->nlater++], MSG_SIZE,
				 "explanations of calls past %zu bytes left "
				 "out", sizeof b->expl);
		}
		b->expl_cut = 1;
		return;
	}
	b->expl_at[b->ncalls - 1] = (unsigned short)(b->expl_len + 1);
	for (i = 0; i < v.n; i++) {
		char c = v.p[i], *out = b->expl + b->expl_len;

		if (c == '!' && i + 1 < v.n && suit_of(v.p[i + 1]) >= 0) {
			out[0] = '\\';
			out[1] = deal_strain_char(suit_of(v.p[++i]));
			b->expl_len += 2;
		} else if (c == '\\') {
			out[0] = out[1] = '\\';
			b->expl_len += 2;
		} else {
			out[0] = (unsigned char)c < 0x20 ? ' ' : c;
			b->expl_len++;
		}
	}
	b->expl[b->expl_len++] = '\0';
}

/* Commentary (nt|, at|): appended whole as a PBN comment "{text}", in
 * the escapes of PBN comments (commentary.h): BBO's suit symbols "!S"
 * "!h" ... as \S \H ..., a line break (a value over several lines) as
 * \n, a backslash as \\; '}' (which would end the comment) as ')'. */
static void comment(lin_board *b, span v, long line)
{
	size_t i, need;

	v = lin_trim(v);
	if (v.n == 0)
		return;
	/* Each byte gives at most two. */
	need = 2 * v.n + 4;
	if (b->comments_len + need > COMMENTS_MAX) {
		/* Said once, with the board's other messages; the board is
		 * kept. */
		if (!b->comments_cut && b->nlater < 4) {
			b->later_line[b->nlater] = line;
			snprintf(b->later[b->nlater++], MSG_SIZE,
				 "commentary past %ld bytes left out",
				 (long)COMMENTS_MAX);
		}
		b->comments_cut = 1;
		return;
	}
	if (b->comments_len + need > b->comments_cap) {
		b->comments_cap = 2 * (b->comments_len + need);
		b->comments = xrealloc(b->comments, b->comments_cap);
	}
	b->comments[b->comments_len++] = '{';
	for (i = 0; i < v.n; i++) {
		char c = v.p[i], *out = b->comments + b->comments_len;

		if (c == '!' && i + 1 < v.n && suit_of(v.p[i + 1]) >= 0) {
			out[0] = '\\';
			out[1] = deal_strain_char(suit_of(v.p[++i]));
			b->comments_len += 2;
		} else if (c == '\\') {
			out[0] = out[1] = '\\';
			b->comments_len += 2;
		} else if (c == '\n') {
			out[0] = '\\';
			out[1] = 'n';
			b->comments_len += 2;
		} else if (c != '\r') {
			out[0] = c == '}' ? ')' : (unsigned char)c < 0x20 ?
				 ' ' : c;
			b->comments_len++;
		}
	}
	b->comments[b->comments_len++] = '}';
	b->comments[b->comments_len++] = '\n';
	b->comments[b->comments_len] = '\0';
}

/* Calls: p (or pass, or -), d or x, r or xx, 1C..7N (NT too), either case, one
 * after another or separated by blanks or commas; '!' (an alert) and an
 * explanation in parentheses after a call are skipped. */
void lin_read_calls(lin_board *b, span v, long line, const char *tag)
{
	char q[DEAL_QUOTE_SIZE];
	size_t i = 0;

	while (i < v.n && !b->err[0]) {
		char c = lin_lower(v.p[i]);
		size_t start = i;
		int call;

		if (c == '!') {
			if (b->ncalls > 0)
				b->alert[b->ncalls - 1] = 1;
			i++;
			continue;
		}
		if (lin_is_space(c) || c == ',') {
			i++;
			continue;
		}
		if (c == '?') {
			/* a bidding problem's "what do you bid?": the
			 * auction stops there, not finished */
			b->asked = 1;
			b->has_auction = 1;
			if (b->auction_line == 0)
				b->auction_line = line;
			i++;
			continue;
		}
		if (c == '(') {
			size_t open = ++i;

			while (i < v.n && v.p[i] != ')')
				i++;
			explain(b, (span){ v.p + open, i - open }, line);
			i++;
			continue;
		}
		i++;
		if (c == 'p') {
			call = CALL_PASS;
			if (i + 3 <= v.n && lin_lower(v.p[i]) == 'a' &&
			    lin_lower(v.p[i + 1]) == 's' &&
			    lin_lower(v.p[i + 2]) == 's')
				i += 3;
		} else if (c == '-') {
			/* A pass, as some vugraph files write one. */
			call = CALL_PASS;
		} else if (c == 'd') {
			call = CALL_X;
		} else if (c == 'r') {
			call = CALL_XX;
		} else if (c == 'x') {
			call = CALL_X;
			if (i < v.n && lin_lower(v.p[i]) == 'x') {
				call = CALL_XX;
				i++;
			}
		} else if (c >= '1' && c <= '7' && i < v.n &&
			   bid_order(v.p[i]) >= 0) {
			int order = bid_order(v.p[i]);

			call = CALL_BID + 5 * (c - '1') + order;
			i++;
			if (order == 4 && i < v.n && lin_lower(v.p[i]) == 't')
				i++;
		} else {
			lin_quote(lin_token_at(v, start), q, sizeof q);
			lin_board_error(b, line, "%s: '%s' is not a call",
					tag, q);
			return;
		}
		b->has_auction = 1;
		if (b->auction_line == 0)
			b->auction_line = line;
		add_call(b, line, tag, call,
			 (span){ v.p + start, i - start });
	}
}

/* Cards: a suit letter and a rank each, either case, "10" or T, one
 * after another or separated by blanks or commas. */
void lin_read_cards(lin_board *b, span v, long line, const char *tag)
{
	char q[DEAL_QUOTE_SIZE];
	size_t i = 0;

	if (b->cards_cut)
		return;         /* the play stopped at a word said */
	while (i < v.n) {
		size_t start = i;
		int suit, rank = 0;

		if (lin_is_space(v.p[i]) || v.p[i] == ',') {
			i++;
			continue;
		}
		suit = suit_of(v.p[i++]);
		if (suit >= 0 && i < v.n) {
			rank = deal_rank_at(v.p, v.n, &i);
			i++;
		}
		/* the play read up to a word that is no card (the cards
		 * after it cannot be placed: whose are they?), the board
		 * kept (record.h, play_cut) */
		if (rank == 0) {
			char then[64];

			snprintf(then, sizeof then, "the play stops before "
				 "it (%d card%s)", b->nplayed,
				 b->nplayed == 1 ? "" : "s");
			lin_quote(lin_token_at(v, start), q, sizeof q);
			lin_board_flaw(b, line, then, "%s: '%s' is not a card",
				       tag, q);
			b->cards_cut = 1;
			return;
		}
		if (b->nplayed == 52) {
			lin_board_flaw(b, line, "the cards after the 52nd "
				       "are left out", "%s: more than 52 "
				       "cards played", tag);
			b->cards_cut = 2;
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

	v = lin_trim(v);
	for (i = 0; i < v.n && i < 3 && lin_is_digit(v.p[i]); i++)
		n = 10 * n + (v.p[i] - '0');
	if (v.n == 0 || i < v.n || n > 13) {
		lin_quote(v, q, sizeof q);
		lin_board_flaw(b, line, "the claim is left out", "mc: '%s' is "
			       "not a number of tricks (0 to 13)", q);
		return;
	}
	b->claim = n;
	b->claim_line = line;
}

/* qx|: "o3" (open room, board 3), "c3" (closed room); anything else is
 * kept as the board's name.  What follows a comma is ignored. */
static void read_qx(lin_board *b, span v)
{
	span num;
	size_t i;

	v = lin_trim(lin_span_until(lin_trim(v), ','));
	num.p = v.p;
	num.n = 0;
	i = 1;
	if (v.n >= 2) {
		num.p = v.p + 1;
		num.n = v.n - 1;
		for (i = 0; i < num.n && lin_is_digit(num.p[i]); i++)
			;
	}
	if (v.n >= 2 && i == num.n &&
	    (lin_lower(v.p[0]) == 'o' || lin_lower(v.p[0]) == 'c')) {
		b->room = lin_lower(v.p[0]);
		lin_copy_name(b->number, sizeof b->number, num);
		snprintf(b->name, sizeof b->name, "%s %.20s",
			 b->room == 'o' ? "Open" : "Closed", b->number);
		return;
	}
	lin_copy_name(b->name, sizeof b->name, v);
	lin_copy_name(b->number, sizeof b->number, lin_number_in(v));
}

/* ah|: the board's name, "Board 3" ("Board+3" as BBO writes it, a '+'
 * for a space as in a URL); the name from qx| is kept if any. */
static void read_ah(lin_board *b, span v)
{
	char *c;

	v = lin_trim(v);
	if (!b->has_qx || !b->name[0]) {
		lin_copy_name(b->name, sizeof b->name, v);
		for (c = b->name; *c; c++)
			if (*c == '+')
				*c = ' ';
	}
	if (!b->number[0])
		lin_copy_name(b->number, sizeof b->number, lin_number_in(v));
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
		lin_copy_name(rd->players[k++], NAME_SIZE,
			      lin_trim((span){ v.p + start, i - start }));
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
	memcpy(rd->b.scoring, rd->scoring, sizeof rd->scoring);
}

/* vg|'s scoring, its third field (BBO: "event,segment,I,1,16,team,0,
 * team,0"): I IMPs, P matchpoints, B board-a-match, as a PBN Scoring
 * tag's value; "" for anything else. */
static void read_scoring(lin_reader *rd, span v)
{
	static const char *const names[3][2] = {
		{ "i", "IMP" }, { "p", "MP" }, { "b", "BAM" }
	};
	span f;
	int i;

	for (i = 0; i < 2; i++) {
		f = lin_span_until(v, ',');
		if (f.n == v.n) {
			rd->scoring[0] = '\0';
			return;
		}
		v.p += f.n + 1;
		v.n -= f.n + 1;
	}
	f = lin_trim(lin_span_until(v, ','));
	rd->scoring[0] = '\0';
	for (i = 0; i < 3; i++)
		if (lin_span_is(f, names[i][0]))
			snprintf(rd->scoring, sizeof rd->scoring, "%s",
				 names[i][1]);
}

/* Tags. */

/* Handles one tag: name|value|. */
void lin_on_tag(lin_reader *rd, span name, span v, long line)
{
	lin_board *b = &rd->b;
	char t[4] = { 0, 0, 0, 0 };
	size_t i;

	for (i = 0; i < name.n && i < 3; i++)
		t[i] = lin_lower(name.p[i]);
	if (strcmp(t, "qx") == 0) {
		if (b->started)
			lin_finish_board(rd);
		lin_board_start(b, line);
		b->has_qx = 1;
		read_qx(b, v);
	} else if (strcmp(t, "md") == 0) {
		if (b->has_md)
			lin_finish_board(rd);
		lin_board_start(b, line);
		b->has_md = 1;
		b->deal_line = line;
		board_take_names(rd);
		if (!b->err[0])
			read_md(b, v, line);
	} else if (strcmp(t, "ah") == 0) {
		if (b->has_ah || b->has_play)
			lin_finish_board(rd);
		lin_board_start(b, line);
		b->has_ah = 1;
		read_ah(b, v);
	} else if (strcmp(t, "sv") == 0) {
		if (b->has_sv || b->has_play)
			lin_finish_board(rd);
		lin_board_start(b, line);
		b->has_sv = 1;
		lin_read_vul(b, v, line, "sv");
	} else if (strcmp(t, "mb") == 0) {
		lin_board_start(b, line);
		lin_read_calls(b, v, line, "mb");
	} else if (strcmp(t, "pc") == 0) {
		lin_board_start(b, line);
		b->has_play = 1;
		if (!b->err[0])
			lin_read_cards(b, v, line, "pc");
	} else if (strcmp(t, "mc") == 0) {
		lin_board_start(b, line);
		b->has_play = 1;
		if (!b->err[0])
			read_claim(b, v, line);
	} else if (strcmp(t, "an") == 0) {
		explain(b, v, line);
	} else if (strcmp(t, "nt") == 0 || strcmp(t, "at") == 0) {
		if (b->started)
			comment(b, v, line);
	} else if (strcmp(t, "pn") == 0) {
		read_players(rd, v);
	} else if (strcmp(t, "vg") == 0) {
		lin_copy_name(rd->event, sizeof rd->event,
			      lin_trim(lin_span_until(v, ',')));
		read_scoring(rd, v);
	}
}
