/*
 * boardinfo.h - what a board's record says besides the deal and the play,
 * for the post-mortem screen: the players' names by seat, the auction as
 * calls from the dealer with alerts and explanations, the file's
 * commentary on the board, and whether the play ended with a claim.
 *
 * Everything is read from the record's tags, as PBN holds them (West,
 * North, East, South; Auction with its section, "!" alerts, "=n=" note
 * references and the [Note "n:text"] tags; "{...}" comments in any
 * section), so it works the same for every reader: the LIN reader writes
 * those tags from pn|, mb| (with "!" and an|), nt| and at|.  No curses,
 * no engine: plain data, for ui/ to draw.
 */
#ifndef BOARDINFO_H
#define BOARDINFO_H

#include "model/record.h"

#define BOARDINFO_NAME 64

/* The players' names by engine seat (DD_NORTH, DD_EAST, DD_SOUTH,
 * DD_WEST), "" when not known (a tag missing, empty or "?"); longer names
 * are cut at a character boundary.  Returns how many are known. */
int boardinfo_names(const record *r, char names[4][BOARDINFO_NAME]);

/* One call of the auction. */
typedef struct {
	char text[8];           /* "1S", "3NT", "Pass", "X", "XX" */
	int seat;               /* who made it, -1 when the dealer is not known */
	int alert;              /* marked "!" (alerted) */
	char *explanation;      /* the note's text, or NULL (owned) */
	int lines;              /* the lines from the auction's first word
				 * to it (a PBN board's line: the record's
				 * auction_line plus these) */
} boardinfo_call;

typedef struct {
	int dealer;             /* the seat of the first call, -1 not known */
	int ncalls;
	boardinfo_call *calls;  /* from the dealer on, in order */
	int complete;           /* the auction is over (three passes after a
				 * bid, four passes, or "AP") */
	char bad[16];           /* the first word that is no call, note,
				 * annotation or "-" ("2Z", cut), or "" */
	int bad_lines;          /* the lines from the first word to it */
} boardinfo_auction;

/* The auction of the record (its Auction tag; "AP" is written out as the
 * passes it stands for): 0, or -1 when the record has none (a is then
 * empty, and may still be freed). */
int boardinfo_read_auction(const record *r, boardinfo_auction *a);
void boardinfo_auction_free(boardinfo_auction *a);

/* The first bid of the auction that is not above the bid before it (an
 * index of calls), or -1 when every bid is. */
int boardinfo_low_bid(const boardinfo_auction *a);

/* The contract an auction ends in: the last bid, doubled (1) or
 * redoubled (2) after it, declarer the first of the declaring side to
 * name the strain; level 0 when passed out.  0, or -1 when the auction
 * is not complete, has no known dealer, holds a call out of turn or a
 * bid not above the one before (boardinfo_low_bid()). */
int boardinfo_contract(const boardinfo_auction *a, int *level, int *strain,
		       int *doubled, int *declarer);

/* The commentary of the board: the text of every "{...}" comment before
 * its first tag (record.pre) and in its tags' sections, in file order, spaces and line ends folded to single
 * spaces.  Returns the number of comments and sets *texts to a malloc'd
 * array of malloc'd strings (NULL when none): free with
 * boardinfo_free_texts(). */
int boardinfo_comments(const record *r, char ***texts);
void boardinfo_free_texts(char **texts, int n);

/* Whether the recorded play ended with a claim: a LIN mc| (record.claim),
 * or a PBN play that stops before the last trick with the Result known.
 * 1 with *tricks set to declarer's tricks in all, else 0. */
int boardinfo_claim(const record *r, int *tricks);

#endif
