/*
 * auction.h - what an auction says about the four hands, as specs of the
 * constraint language (handspec.h), for the commands that deal layouts
 * (`ddplay lead`, `ddplay sd`, the analyser's lead view).
 *
 * The calls are read from text ("1N P 3N P P P", "1S X 2S P", PBN's and
 * LIN's forms) or from a board's record, checked (each bid above the
 * last, doubles of the opponents' bids only), and each call is looked up
 * in a table of Standard American meanings (auction_table.c,
 * docs/auction.md): an opening of one of a suit gives its opener "hcp
 * 11-21, spades 5+", a pass in first seat "hcp 11-", 1NT over partner's
 * one of a suit "hcp 6-10".  A call the table does not know gives
 * nothing, and neither does one that contradicts the calls its hand made
 * before; both are reported as not used.
 *
 * The user's own specs for a hand (--north ...) add to the auction's
 * (all clauses apply), or replace them when they start with "=":
 * auction_spec().
 */
#ifndef AUCTION_H
#define AUCTION_H

#include <stddef.h>

#include "formats/boardinfo.h"
#include "handspec.h"

/* The longest legal auction has 319 calls. */
#define AUCTION_MAX_CALLS 320
#define AUCTION_ERR_SIZE 200
/* The text of a call's spec, and of a hand's specs together. */
#define AUCTION_SPEC_SIZE 256
#define AUCTION_HAND_SIZE 640

enum { AUCTION_PASS, AUCTION_BID, AUCTION_DOUBLE, AUCTION_REDOUBLE };

typedef struct {
	int kind;               /* AUCTION_PASS ... */
	int level, strain;      /* a bid: 1-7 and DD_SPADES..DD_NT */
	int seat;               /* who made it */
	char text[8];           /* "1S", "1NT", "Pass", "X", "XX" */
	/* What the table says the call is ("opening one of a major",
	 * "Stayman"), "" when it does not know it. */
	char meaning[64];
	/* The spec it gives its hand ("hcp 11-21, spades 5+"), "" none. */
	char spec[AUCTION_SPEC_SIZE];
	/* Whether spec was added to its hand; when the table gives a spec
	 * that was not used, why ("it contradicts the calls before"). */
	int used;
	const char *why;
} auction_call;

typedef struct {
	int dealer;
	int ncalls;
	int complete;           /* three passes after a bid, or four */
	auction_call calls[AUCTION_MAX_CALLS];
	/* Each hand's spec: the specs of its calls used, all applying; and
	 * the same as text, clauses joined by ", " ("" when none). */
	handspec spec[4];
	char text[4][AUCTION_HAND_SIZE];
	/* auction_from_record() refusing one of a PBN board's calls (one
	 * not above the bid before it, a double of partner's bid...): the
	 * line of the file that holds it, for the message; else 0 (the
	 * record's auction_line is then the line to name). */
	long line;
} auction;

/* Reads the calls of text, made in turn from dealer (a seat, DD_NORTH
 * ...), into a and looks each up in the table.  Calls are separated by
 * spaces, commas or dashes; a call is a bid "1S", "3N", "3NT" (also
 * "1♠"), "P" or "Pass", "X", "D" or "Dbl", "XX", "R" or "Rdbl", either
 * case, a trailing "!" (alerted) ignored; "AP" stands for the passes
 * that end the auction.  0, or -1 with the problem in err ("'1S 1H':
 * 1H is not above 1S", "call 3, 'Q7': not a call"). */
int auction_parse(const char *text, int dealer, auction *a, char *err,
		  size_t errsize);

/* The same from a board's record (its Auction tag, its dealer): 1 when
 * the board has an auction, read into a; 0 when it has none; -1 when it
 * cannot be used (no dealer, a bad call: err says; a->line the bad
 * call's line in a PBN file). */
int auction_from_record(const record *r, auction *a, char *err,
			size_t errsize);

/* Leaves call i (one used) out of its hand's specs, why saying so in
 * the output (a static text: "it cannot hold with the cards seen and the
 * other calls"); the hand's spec and text made again from its other
 * calls. */
void auction_drop(auction *a, int i, const char *why);

/* When the calls of a fit no layout together: the first call used of a
 * hand of seats (a bit a seat) whose spec, left out alone, lets the
 * others hold, by fits(user, i): 0 when some layout fits with call i
 * left out, 1 when none, -1 to stop looking (interrupted).  The call's
 * index, or -1 when there is none. */
int auction_first_droppable(const auction *a, unsigned seats,
			    int (*fits)(void *user, int drop), void *user);

/* The contract the auction reaches, complete or not: the last bid, its
 * doubling (0, 1, 2) and declarer (the first of the side to name the
 * strain).  0, or -1 when nobody has bid. */
int auction_contract(const auction *a, int *level, int *strain,
		     int *doubled, int *declarer);

/* The dealer that makes declarer the declarer of the contract the calls
 * of text reach (for a command told the declarer but not the dealer):
 * 0 with *dealer set, or -1 with err (a bad auction, no bid). */
int auction_dealer_for(const char *text, int declarer, int *dealer,
		       char *err, size_t errsize);

/* For a command given the calls and who dealt or who declares (-1 when
 * not known: one of the two is needed): auction_parse() with that dealer,
 * or with the dealer that makes declarer the declarer of the contract
 * the calls reach.  0, or -1 with err ("who dealt?  give the dealer or
 * the declarer"). */
/* The calls of --auction as a message quotes them: cut to
 * AUCTION_QUOTE_MAX bytes (at a character's start) with "..." after. */
#define AUCTION_QUOTE_MAX 80
#define AUCTION_QUOTE_SIZE (AUCTION_QUOTE_MAX + 4)
const char *auction_quote(const char *calls, char out[AUCTION_QUOTE_SIZE]);

int auction_parse_for(const char *text, int dealer, int declarer,
		      auction *a, char *err, size_t errsize);

/* The spec of a hand: the auction's (a may be NULL: none) with the
 * user's text (NULL: none) added, all clauses applying; a user's text
 * that starts with "=" replaces the auction's.  0, or -1 with err ("the
 * auction says 'hcp 15-17, balanced': 'hcp 10-': no number of hcp fits
 * this and the clauses before it").  text_out (may be NULL) gets the
 * spec as text, for the output. */
int auction_spec(const auction *a, int seat, const char *user,
		 handspec *out, char *text_out, size_t text_size,
		 char *err, size_t errsize);

/* What the auction was used for, one line: "1NT by North (hcp 15-17,
 * balanced); 3NT by South (hcp 10-15); not used: 2C by South
 * (Stayman), Pass by East".  Cut with "..." when longer than size. */
void auction_describe(const auction *a, char *out, size_t size);

/* The same when some hands did not take the auction's specs: unused[seat]
 * (NULL: every hand took them), when not NULL, says why that hand's calls
 * were not used ("replaced by --west", "the hand is seen"); its calls are
 * then listed as not used, with the spec and that reason: "2H by West
 * (hearts 5+, hcp 10-16: replaced by --west)". */
void auction_describe_for(const auction *a, const char *const unused[4],
			  char *out, size_t size);

/* Call i of a (one not used) as auction_describe_for() lists it among
 * the calls not used, with why it was not: "2H by West (overcall, hearts
 * 5+, hcp 10-16: with the other calls it cannot hold with the cards
 * seen)".  Cut with "..." when longer than size. */
void auction_describe_call(const auction *a, int i, char *out, size_t size);

/* The calls used, short, a hand after the other (in the order of their
 * first calls), the seats in seen (a bit a seat) left out: "auction: N
 * Pass 1H, E Pass, S 1D", "auction: no call used". */
void auction_brief(const auction *a, unsigned seen, char *out, size_t size);

/* Why auction_drop() leaves a call out, as sd and lead say it: of the
 * seat to play's view (the cards seen), and of the leader's. */
#define AUCTION_DROP_SEEN "with the other calls it cannot hold with the " \
			  "cards seen"
#define AUCTION_DROP_LEADER "with the other calls it cannot hold with " \
			    "the leader's hand"

/* The reason auction_describe_for() gives for a hand whose spec the
 * user replaced with '=' on the command line: "replaced by --north" ... */
const char *auction_replaced_reason(int seat);

/* Where the constraints of the hands of seats (a bit a seat) come from,
 * for the message when no layout fits them: each hand with a spec
 * (text[seat], "" or NULL: none) as "West 'hcp 15+' from NAME" (NAME the
 * auction a, which may be NULL: "the board's auction", "--auction"),
 * "from --west" (user[seat], the user's spec: "=SPEC" replaces the
 * auction's) or "from NAME and --west", joined by "; ".  "" when no hand
 * has one.  Cut with "..." when longer than size. */
void auction_spec_sources(const auction *a, const char *name,
			  const char *const user[4], const char *const text[4],
			  unsigned seats, char *out, size_t size);

#endif
