/*
 * auction.c - an auction's calls read and checked, each looked up in the
 * table of auction_table.c, and the specs of the calls used gathered by
 * hand; see auction.h.
 */
#include "auction.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "auction_table.h"
#include "model/deal.h"

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };

static void set_err(char *err, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void set_err(char *err, size_t size, const char *fmt, ...)
{
	va_list ap;

	if (!err || size == 0)
		return;
	va_start(ap, fmt);
	vsnprintf(err, size, fmt, ap);
	va_end(ap);
}

/* ---- reading the calls ------------------------------------------------ */

/* A bid's place in the order of bids: 1C 0, 1D 1, ... 7NT 34. */
static int bid_rank(int level, int strain)
{
	static const int order[5] = { 3, 2, 1, 0, 4 };  /* S H D C NT */

	return (level - 1) * 5 + order[strain];
}

/* The token tok (upper-cased, its "!" and suit symbols turned into
 * letters) as a call into c: 0, 1 for "AP", or -1. */
static int read_call(const char *tok, auction_call *c)
{
	static const char *const passes[] = { "P", "PASS", NULL };
	static const char *const doubles[] = { "X", "D", "DBL", "DOUBLE",
					       NULL };
	static const char *const redoubles[] = { "XX", "R", "RDBL",
						 "REDOUBLE", NULL };
	int i;

	memset(c, 0, sizeof *c);
	if (strcmp(tok, "AP") == 0)
		return 1;
	for (i = 0; passes[i]; i++)
		if (strcmp(tok, passes[i]) == 0) {
			c->kind = AUCTION_PASS;
			strcpy(c->text, "Pass");
			return 0;
		}
	for (i = 0; doubles[i]; i++)
		if (strcmp(tok, doubles[i]) == 0) {
			c->kind = AUCTION_DOUBLE;
			strcpy(c->text, "X");
			return 0;
		}
	for (i = 0; redoubles[i]; i++)
		if (strcmp(tok, redoubles[i]) == 0) {
			c->kind = AUCTION_REDOUBLE;
			strcpy(c->text, "XX");
			return 0;
		}
	if (tok[0] < '1' || tok[0] > '7' || !tok[1] ||
	    !strchr("SHDCN", tok[1]))
		return -1;
	if (tok[2] && !(tok[1] == 'N' && strcmp(tok + 2, "T") == 0))
		return -1;
	c->kind = AUCTION_BID;
	c->level = tok[0] - '0';
	c->strain = (int)(strchr("SHDCN", tok[1]) - "SHDCN");
	snprintf(c->text, sizeof c->text, "%c%s", tok[0],
		 c->strain == DD_NOTRUMP ? "NT" : (const char[]) {
		 tok[1], '\0' });
	return 0;
}

/* The word at *p (up to a space, comma or dash) into tok, upper-cased,
 * a final "!" dropped and suit symbols written as letters; advances *p.
 * 0 at the end of the text. */
static int next_token(const char **p, char *tok, size_t size,
		      char *raw, size_t rawsize)
{
	static const char *const symbols[4] = {
		"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"
	};
	const char *s = *p, *start;
	size_t n = 0, len;
	int suit;

	while (*s && (isspace((unsigned char)*s) || *s == ',' || *s == '-'))
		s++;
	if (!*s)
		return 0;
	start = s;
	while (*s && !isspace((unsigned char)*s) && *s != ',' && *s != '-') {
		for (suit = 0; suit < 4; suit++)
			if (strncmp(s, symbols[suit], 3) == 0)
				break;
		if (suit < 4) {
			if (n + 1 < size)
				tok[n++] = "SHDC"[suit];
			s += 3;
			continue;
		}
		if (n + 1 < size)
			tok[n++] = (char)toupper((unsigned char)*s);
		s++;
	}
	tok[n] = '\0';
	while (n > 1 && tok[n - 1] == '!')
		tok[--n] = '\0';
	len = (size_t)(s - start);
	if (len >= rawsize)
		len = rawsize - 1;
	memcpy(raw, start, len);
	raw[len] = '\0';
	*p = s;
	return 1;
}

/* Whether the calls so far end the auction. */
static int is_over(const auction *a)
{
	int i, passes = 0;

	for (i = a->ncalls - 1; i >= 0 && a->calls[i].kind == AUCTION_PASS;
	     i--)
		passes++;
	return passes == 4 || (passes >= 3 && i >= 0);
}

/* Whether call c may follow the calls of a: 0, or -1 with err. */
static int check_call(const auction *a, const auction_call *c,
		      const char *raw, char *err, size_t size)
{
	int i, seat = (a->dealer + a->ncalls) % 4;
	const auction_call *last = NULL;       /* the last call not a pass */
	const auction_call *bid = NULL;        /* the last bid */

	if (is_over(a)) {
		set_err(err, size, "call %d, '%s': the auction is over",
			a->ncalls + 1, raw);
		return -1;
	}
	for (i = a->ncalls - 1; i >= 0; i--) {
		if (!last && a->calls[i].kind != AUCTION_PASS)
			last = &a->calls[i];
		if (a->calls[i].kind == AUCTION_BID) {
			bid = &a->calls[i];
			break;
		}
	}
	if (c->kind == AUCTION_BID && bid &&
	    bid_rank(c->level, c->strain) <= bid_rank(bid->level,
						      bid->strain)) {
		set_err(err, size, "call %d, '%s': %s is not above %s",
			a->ncalls + 1, raw, c->text, bid->text);
		return -1;
	}
	if (c->kind == AUCTION_DOUBLE &&
	    (!last || last->kind != AUCTION_BID || last->seat % 2 == seat % 2)) {
		set_err(err, size, "call %d, '%s': a double needs an "
			"opponent's bid, not yet doubled, before it",
			a->ncalls + 1, raw);
		return -1;
	}
	if (c->kind == AUCTION_REDOUBLE &&
	    (!last || last->kind != AUCTION_DOUBLE ||
	     last->seat % 2 == seat % 2)) {
		set_err(err, size, "call %d, '%s': a redouble needs an "
			"opponent's double before it", a->ncalls + 1, raw);
		return -1;
	}
	return 0;
}

static void add_call(auction *a, const auction_call *c)
{
	auction_call *to = &a->calls[a->ncalls];

	*to = *c;
	to->seat = (a->dealer + a->ncalls) % 4;
	a->ncalls++;
}

/* Reads the calls of text into a (zeroed first): 0, or -1. */
static int read_calls(const char *text, int dealer, auction *a, char *err,
		      size_t size)
{
	const char *p = text;
	char tok[16], raw[24];

	memset(a, 0, sizeof *a);
	a->dealer = dealer;
	while (next_token(&p, tok, sizeof tok, raw, sizeof raw)) {
		auction_call c;
		int r = read_call(tok, &c);

		if (r < 0) {
			set_err(err, size, "call %d, '%s': not a call (1S, "
				"3NT, P, X, XX or AP)", a->ncalls + 1, raw);
			return -1;
		}
		if (r == 1) {           /* AP: passes to the end */
			auction_call pass;

			read_call("P", &pass);
			if (is_over(a)) {
				set_err(err, size, "call %d, 'AP': the "
					"auction is over", a->ncalls + 1);
				return -1;
			}
			while (!is_over(a))
				add_call(a, &pass);
			continue;
		}
		if (check_call(a, &c, raw, err, size) < 0)
			return -1;
		if (a->ncalls == AUCTION_MAX_CALLS - 1) {
			set_err(err, size, "more than %d calls",
				AUCTION_MAX_CALLS - 1);
			return -1;
		}
		add_call(a, &c);
	}
	if (a->ncalls == 0) {
		set_err(err, size, "no calls");
		return -1;
	}
	a->complete = is_over(a);
	return 0;
}

/* ---- the specs -------------------------------------------------------- */

/* Looks every call up in the table and adds the specs that fit with the
 * calls before them to their hands. */
static void interpret(auction *a)
{
	int i, seat;

	for (seat = 0; seat < 4; seat++) {
		handspec_init(&a->spec[seat]);
		a->text[seat][0] = '\0';
	}
	for (i = 0; i < a->ncalls; i++) {
		auction_call *c = &a->calls[i];
		char *t = a->text[c->seat];
		handspec h = a->spec[c->seat];
		char e[HANDSPEC_ERR_SIZE];

		auction_table_lookup(a, i, c->meaning, sizeof c->meaning,
				     c->spec, sizeof c->spec);
		if (!c->spec[0])
			continue;
		if (handspec_parse(c->spec, &h, e, sizeof e) < 0) {
			c->why = strstr(e, "more than") ?
				 "too many clauses with 'or' for one hand" :
				 "it contradicts the calls before";
			continue;
		}
		if (strlen(t) + strlen(c->spec) + 3 > AUCTION_HAND_SIZE) {
			c->why = "too many calls for one hand";
			continue;
		}
		a->spec[c->seat] = h;
		if (t[0])
			strcat(t, ", ");
		strcat(t, c->spec);
		c->used = 1;
	}
}

void auction_drop(auction *a, int i, const char *why)
{
	int seat = a->calls[i].seat, k;

	a->calls[i].used = 0;
	a->calls[i].why = why;
	/* the hand's specs again from its calls still used (they held
	 * together with this one: without it too) */
	handspec_init(&a->spec[seat]);
	a->text[seat][0] = '\0';
	for (k = 0; k < a->ncalls; k++) {
		const auction_call *c = &a->calls[k];

		size_t n = strlen(a->text[seat]);

		if (c->seat != seat || !c->used ||
		    handspec_parse(c->spec, &a->spec[seat], NULL, 0) < 0)
			continue;
		snprintf(a->text[seat] + n, sizeof a->text[seat] - n, "%s%s",
			 n ? ", " : "", c->spec);
	}
}

int auction_first_droppable(const auction *a, unsigned seats,
			    int (*fits)(void *user, int drop), void *user)
{
	int calls[AUCTION_MAX_CALLS], n = 0, i;

	/* the calls first (fits() may parse the auction a holds anew) */
	for (i = 0; i < a->ncalls; i++)
		if (a->calls[i].used && (seats >> a->calls[i].seat & 1u))
			calls[n++] = i;
	for (i = 0; i < n; i++) {
		int r = fits(user, calls[i]);

		if (r == 0)
			return calls[i];
		if (r < 0)
			return -1;
	}
	return -1;
}

int auction_parse(const char *text, int dealer, auction *a, char *err,
		  size_t errsize)
{
	if (dealer < 0 || dealer > 3) {
		set_err(err, errsize, "the dealer is not known");
		return -1;
	}
	if (read_calls(text, dealer, a, err, errsize) < 0)
		return -1;
	interpret(a);
	return 0;
}

/* "4S", "3NT": a contract's level and strain. */
static const char *contract_name(int level, int strain, char *buf,
				 size_t size)
{
	snprintf(buf, size, "%d%s", level, strain == DD_NOTRUMP ? "NT" :
		 (const char[]) { "SHDC"[strain & 3], '\0' });
	return buf;
}

/* A board's auction must end in its contract and declarer (as --auction
 * must in a position's): one that ends elsewhere (a wrong dealer, a
 * wrong Contract tag) would give its calls' specs to the wrong hands.
 * 0, or -1 with err ("it ends in 4S by North, the contract is 3NT by
 * South").  A record without a contract, or an auction without a bid,
 * is not checked. */
static int agrees_with_record(const auction *a, const record *r,
			      char *err, size_t errsize)
{
	int level, strain, doubled, by;
	char mine[8], theirs[8];

	if (r->level <= 0 || r->declarer < 0 || r->strain < 0 ||
	    auction_contract(a, &level, &strain, &doubled, &by) < 0)
		return 0;
	if (level == r->level && strain == r->strain && by == r->declarer)
		return 0;
	set_err(err, errsize, "it ends in %s by %s, the contract is %s by %s",
		contract_name(level, strain, mine, sizeof mine),
		dd_seat_name(by),
		contract_name(r->level, r->strain, theirs, sizeof theirs),
		dd_seat_name(r->declarer));
	return -1;
}

int auction_from_record(const record *r, auction *a, char *err,
			size_t errsize)
{
	boardinfo_auction b;
	char text[AUCTION_MAX_CALLS * 6 + 1];
	size_t n = 0;
	int i;

	memset(a, 0, sizeof *a);
	if (boardinfo_read_auction(r, &b) < 0 || b.ncalls == 0) {
		boardinfo_auction_free(&b);
		return 0;
	}
	if (b.dealer < 0) {
		boardinfo_auction_free(&b);
		set_err(err, errsize, "the board's auction has no dealer");
		return -1;
	}
	if (b.bad[0]) {
		/* a call left out would give the calls after it to the
		 * wrong hands */
		set_err(err, errsize, "'%s' in it is not a call", b.bad);
		boardinfo_auction_free(&b);
		return -1;
	}
	text[0] = '\0';
	for (i = 0; i < b.ncalls && n + 6 < sizeof text; i++)
		n += (size_t)snprintf(text + n, sizeof text - n, "%s ",
				      b.calls[i].text);
	if (auction_parse(text, b.dealer, a, err, errsize) < 0) {
		/* the calls before the one refused are in a: its line,
		 * as a bad card of the play is said at its own */
		i = a->ncalls;
		if (r->format == RECORD_PBN && r->auction_line > 0 &&
		    i < b.ncalls)
			a->line = r->auction_line + b.calls[i].lines;
		boardinfo_auction_free(&b);
		return -1;
	}
	boardinfo_auction_free(&b);
	return agrees_with_record(a, r, err, errsize) < 0 ? -1 : 1;
}

int auction_contract(const auction *a, int *level, int *strain,
		     int *doubled, int *declarer)
{
	int i, last = -1;

	*doubled = 0;
	for (i = a->ncalls - 1; i >= 0 && last < 0; i--) {
		if (a->calls[i].kind == AUCTION_BID)
			last = i;
		else if (a->calls[i].kind != AUCTION_PASS && !*doubled)
			*doubled = a->calls[i].kind == AUCTION_DOUBLE ? 1 : 2;
	}
	if (last < 0)
		return -1;
	*level = a->calls[last].level;
	*strain = a->calls[last].strain;
	for (i = 0; i <= last; i++)
		if (a->calls[i].kind == AUCTION_BID &&
		    a->calls[i].strain == *strain &&
		    a->calls[i].seat % 2 == a->calls[last].seat % 2) {
			*declarer = a->calls[i].seat;
			break;
		}
	return 0;
}

int auction_dealer_for(const char *text, int declarer, int *dealer,
		       char *err, size_t errsize)
{
	static auction a;       /* large: not on the stack */
	int level, strain, doubled, by;

	if (read_calls(text, DD_NORTH, &a, err, errsize) < 0)
		return -1;
	if (auction_contract(&a, &level, &strain, &doubled, &by) < 0) {
		set_err(err, errsize, "nobody bids: no declarer");
		return -1;
	}
	*dealer = (declarer - by + 4) % 4;
	return 0;
}

const char *auction_quote(const char *calls, char out[AUCTION_QUOTE_SIZE])
{
	size_t n = strlen(calls);

	if (n <= AUCTION_QUOTE_MAX)
		return calls;
	/* back to the start of a UTF-8 character (1♠ ...) */
	n = AUCTION_QUOTE_MAX;
	while (n > 0 && ((unsigned char)calls[n] & 0xc0) == 0x80)
		n--;
	memcpy(out, calls, n);
	strcpy(out + n, "...");
	return out;
}

int auction_parse_for(const char *text, int dealer, int declarer,
		      auction *a, char *err, size_t errsize)
{
	if (dealer < 0 && declarer < 0) {
		set_err(err, errsize, "who dealt?  Give the dealer or the "
			"declarer");
		return -1;
	}
	if (dealer < 0 &&
	    auction_dealer_for(text, declarer, &dealer, err, errsize) < 0)
		return -1;
	return auction_parse(text, dealer, a, err, errsize);
}

int auction_spec(const auction *a, int seat, const char *user,
		 handspec *out, char *text_out, size_t text_size,
		 char *err, size_t errsize)
{
	char e[HANDSPEC_ERR_SIZE];
	const char *mine = a && !(user && user[0] == '=') ? a->text[seat] : "";

	handspec_init(out);
	if (mine[0] && handspec_parse(mine, out, e, sizeof e) < 0) {
		set_err(err, errsize, "the auction's '%s': %s", mine, e);
		return -1;
	}
	if (user && user[0] == '=')
		user++;
	if (user && handspec_parse(user, out, e, sizeof e) < 0) {
		if (mine[0])
			set_err(err, errsize, "with the auction's '%s': %s",
				mine, e);
		else
			set_err(err, errsize, "%s", e);
		return -1;
	}
	while (user && isspace((unsigned char)*user))
		user++;
	if (text_out) {
		char u[AUCTION_HAND_SIZE];
		size_t need;

		/* "hcp 12+," printed "hcp 12+" (handspec_parse() lets a
		 * comma at the end pass); a text that does not fit whole is
		 * refused, not printed cut short */
		if (user && strlen(user) >= sizeof u) {
			set_err(err, errsize, "too long: %zu characters, at "
				"most %zu", strlen(user), sizeof u - 1);
			return -1;
		}
		snprintf(u, sizeof u, "%s", user ? user : "");
		handspec_trim(u);
		need = strlen(mine) + (mine[0] && u[0] ? 2 : 0) + strlen(u);
		if (need >= text_size) {
			set_err(err, errsize, "too long: %zu characters, at "
				"most %zu%s", need, text_size - 1, mine[0] ?
				" with the auction's" : "");
			return -1;
		}
		snprintf(text_out, text_size, "%s%s%s", mine,
			 mine[0] && u[0] ? ", " : "", u);
	}
	return 0;
}

/* Appends to out (of size) as printf does, keeping it terminated. */
static void append(char *out, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void append(char *out, size_t size, const char *fmt, ...)
{
	size_t n = strlen(out);
	va_list ap;

	if (n + 1 >= size)
		return;
	va_start(ap, fmt);
	vsnprintf(out + n, size - n, fmt, ap);
	va_end(ap);
}

void auction_spec_sources(const auction *a, const char *name,
			  const char *const user[4], const char *const text[4],
			  unsigned seats, char *out, size_t size)
{
	static const char *const opt[4] = {
		"--north", "--east", "--south", "--west"
	};
	int seat;

	out[0] = '\0';
	for (seat = 0; seat < 4; seat++) {
		int mine = a && a->text[seat][0] &&
			   !(user[seat] && user[seat][0] == '=');

		if (!(seats >> seat & 1u) || !text[seat] || !text[seat][0])
			continue;
		append(out, size, "%s%s '%s' from %s%s%s", out[0] ? "; " : "",
		       dd_seat_name(seat), text[seat], mine ? name : "",
		       mine && user[seat] ? " and " : "",
		       user[seat] ? opt[seat] : "");
	}
	if (size > 4 && strlen(out) + 1 >= size)
		memcpy(out + size - 4, "...", 4);
}

const char *auction_replaced_reason(int seat)
{
	static const char *const why[4] = {
		"replaced by --north", "replaced by --east",
		"replaced by --south", "replaced by --west"
	};

	return why[seat & 3];
}

/* Appends call c, not used, as auction_describe_for() lists it: "2H by
 * West (overcall, hearts 5+, hcp 10-16: WHY)", "Pass by East". */
static void describe_unused(const auction_call *c, const char *why,
			    char *out, size_t size)
{
	append(out, size, "%s by %s", c->text, SEAT_NAMES[c->seat]);
	if (why)
		append(out, size, " (%s%s%s: %s)", c->meaning,
		       c->meaning[0] ? ", " : "", c->spec, why);
	else if (c->meaning[0])
		append(out, size, " (%s)", c->meaning);
}

void auction_describe(const auction *a, char *out, size_t size)
{
	auction_describe_for(a, NULL, out, size);
}

void auction_describe_for(const auction *a, const char *const unused[4],
			  char *out, size_t size)
{
	int i, first = 1;

	if (size == 0)
		return;
	out[0] = '\0';
	for (i = 0; i < a->ncalls; i++) {
		const auction_call *c = &a->calls[i];

		if (!c->used || (unused && unused[c->seat]))
			continue;
		append(out, size, "%s%s by %s (%s)", first ? "" : "; ",
		       c->text, SEAT_NAMES[c->seat], c->spec);
		first = 0;
	}
	if (first)
		append(out, size, "no call used");
	first = 1;
	for (i = 0; i < a->ncalls; i++) {
		const auction_call *c = &a->calls[i];
		const char *why = c->why;

		if (c->used) {
			/* the table's spec, but the hand's were not used */
			if (!unused || !unused[c->seat])
				continue;
			why = unused[c->seat];
		}
		append(out, size, "%s", first ? "; not used: " : ", ");
		describe_unused(c, why, out, size);
		first = 0;
	}
	if (strlen(out) + 1 >= size && size > 4)
		strcpy(out + size - 4, "...");
}

void auction_describe_call(const auction *a, int i, char *out, size_t size)
{
	if (size == 0)
		return;
	out[0] = '\0';
	describe_unused(&a->calls[i], a->calls[i].why, out, size);
	if (strlen(out) + 1 >= size && size > 4)
		strcpy(out + size - 4, "...");
}

void auction_brief(const auction *a, unsigned seen, char *out, size_t size)
{
	size_t len;
	unsigned done = seen;
	int i, k, n = 0;

	if (size == 0)
		return;
	len = (size_t)snprintf(out, size, "auction:");
	for (i = 0; i < a->ncalls && len < size; i++) {
		int s = a->calls[i].seat;

		if (!a->calls[i].used || (done & (1u << s)))
			continue;
		done |= 1u << s;
		len += (size_t)snprintf(out + len, size - len, "%s %c",
					n++ ? "," : "", dd_seat_letter(s));
		for (k = i; k < a->ncalls && len < size; k++)
			if (a->calls[k].used && a->calls[k].seat == s)
				len += (size_t)snprintf(out + len, size - len,
							" %s",
							a->calls[k].text);
	}
	if (n == 0 && len < size)
		snprintf(out + len, size - len, " no call used");
}
