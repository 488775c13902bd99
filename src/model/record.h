/*
 * record.h - one board as the file formats hold it: the deal, dealer,
 * vulnerability, contract, result and the cards played, with the tags of
 * the file it came from (PBN), kept so that they can be written back.
 *
 * The readers (pbn.h, lin.h and the line format of deal.h) fill records;
 * source.h picks the reader by a file's content; the PBN writer (pbn.h)
 * writes them.  Parsing only checks the syntax and what each field may
 * hold; whether the deal and the play make sense (thirteen cards a hand,
 * legal cards) is checked with the engine by record_check().
 *
 * A record owns its tags (heap memory): record_init() before use,
 * record_free() after.  Records may be copied only with record_copy().
 */
#ifndef RECORD_H
#define RECORD_H

#include <stddef.h>
#include <stdio.h>

#include "dd.h"

enum { VUL_NONE, VUL_NS, VUL_EW, VUL_ALL };

/* The format a record was read from (set by source.h). */
enum { RECORD_LINE, RECORD_PBN, RECORD_LIN };

/* What is wrong with a record (the readers have reported it already):
 * nothing; its contract or declarer (the contract and play are then left
 * out: level, strain, declarer, result -1, no card played; the deal is
 * good); its deal; or it has no deal at all (a game of tags without a
 * Deal, reported by nobody).  See source_keep_all().  A bad dealer,
 * vulnerability or result, a play that breaks a rule at some card, a
 * claim out of range are no problem of the record's: it is kept, good,
 * with what could be read, and the flaw noted (record.flaw). */
enum { RECORD_GOOD, RECORD_BAD_PLAY, RECORD_BAD_DEAL, RECORD_NO_DEAL };

/* How many flaws a record keeps (record.flaw): the first ones. */
#define RECORD_FLAWS 4
#define RECORD_FLAW_SIZE 200

/* A tag of a PBN file, [Name "value"], and the lines that follow it up to
 * the next tag (the Auction and Play sections, or the rows of a table
 * tag, and the file's '%' lines among them), kept as they were, line
 * ends included.  section is NULL when nothing follows.  A section
 * replaced (record_tag_set()) keeps its '%' lines, added at its end when
 * the new one lacks them; a tag removed leaves them to the tag before
 * it (or to pre). */
typedef struct {
	char *name;
	char *value;
	char *section;
	/* The value's backslashes were each written doubled in the file
	 * ("C:\\clubs", as PBN says), none alone: the writer writes them
	 * so again.  0 for a value set by record_tag_set(). */
	int doubled;
	/* Read from a PBN line that holds this tag alone: the line as read
	 * (its blanks, tabs, quote style and escapes, without its line
	 * end), that a writer writes back as it was (pbn.h: a board kept
	 * whole comes back byte for byte); NULL for a tag set since with
	 * another value or section (record_tag_set()), added, or read from
	 * a line with more on it (it is then written in PBN's own form). */
	char *line_text;
} record_tag;

typedef struct {
	/* Where the record comes from, for messages: the file name (not
	 * owned, it must outlive the record) and the line where the board
	 * starts.  deal_line and play_line are the lines of the deal and of
	 * the play (0 when absent), so that problems found by record_check()
	 * can point at them; auction_line the line of the auction's first
	 * call (0 when absent), for a problem with the auction. */
	const char *file;
	long line, deal_line, play_line, auction_line;
	char board[32];         /* "3", "Board 7", or "" when not known */
	/* The room of a team match (PBN's Room tag: "Open", "Closed"), ""
	 * when not known or already in board (LIN's "Open 3"). */
	char room[16];
	int format;             /* RECORD_LINE, RECORD_PBN or RECORD_LIN */

	int has_deal;
	dd_deal deal;
	/* A lead problem's board, whose deal gives one to three hands and
	 * not the others (a PBN Deal with two or three '-' hands, a LIN md
	 * or a forum tag with one or two): the hands given, a bit a seat
	 * (1 << DD_NORTH ...), in deal (the others empty); has_deal 0 and
	 * problem RECORD_BAD_DEAL, so that what needs the whole deal passes
	 * it over.  The contract, declarer, dealer and auction are read
	 * (not the play).  0 for every other record. */
	unsigned partial;
	int dealer;             /* seat, -1 when not known */
	int vul;                /* VUL_*, -1 when not known */
	/* The dealer or vulnerability was said but not understood (a flaw):
	 * not to be guessed from the board's number, as one not said is. */
	int dealer_bad, vul_bad;

	/* The contract: level 1..7 (0 passed out, -1 not known), strain,
	 * doubled (0, 1 doubled, 2 redoubled), declarer (seat, -1 not
	 * known; with strain, it may be known without the level, as in the
	 * line format, which gives the opening leader only). */
	int level, strain, doubled, declarer;
	int result;             /* tricks won by declarer, -1 when not known */

	/* The cards played, in playing order from the opening lead (cards
	 * unknown in the file end the list). */
	int nplayed;
	dd_card played[52];
	int claim;              /* tricks claimed for declarer in all, or -1 */
	/* A play whose opening lead the record gives to a seat other than
	 * declarer's left (a lead out of turn, or a Declarer tag that does
	 * not go with the play): kept here as recorded, with its leader, so
	 * that it is written back unchanged and warned about (audit.h), but
	 * apart from played[], which is then empty (nplayed 0): what is
	 * analysed is the contract, from declarer's left, without the
	 * recorded play.  offlead.leader -1 (offlead.n 0): none.  See
	 * record_set_leader() and record_recorded_play(). */
	struct {
		int leader;
		int n;
		dd_card card[52];
	} offlead;

	/* What the reader could not read of a board it kept good (problem
	 * RECORD_GOOD): a Dealer, Vulnerable or Result that says nothing
	 * ddplay knows (LIN's sv|; that field is then -1, not known), a
	 * play that breaks a rule at some card (a revoke, a card its seat
	 * does not hold, a word that is no card: the play is then kept up
	 * to the card before it, play_cut), a claim out of range (left
	 * out), a call that cannot be where it is (LIN's mb|).  Each was
	 * reported by the reader at its line; text says it again with what
	 * became of it, for what shows the board (audit.h: the warnings
	 * under the result and on the analyser's record page).  The first
	 * RECORD_FLAWS are kept; nflaws counts them all. */
	int nflaws;
	struct {
		long line;
		char text[RECORD_FLAW_SIZE];
	} flaw[RECORD_FLAWS];
	/* The play stops before the cards the record gives (a flaw above):
	 * played[] (or offlead.card) holds the cards before the first that
	 * breaks a rule, what is analysed; recorded holds every card the
	 * record gives, from the seat it gives as leader, for a writer to
	 * write back as it was (pbn.h; a PBN record keeps its Play tag as
	 * read besides), recorded.n 0 when they are not known as cards (a
	 * word of PBN's Play that is no card: its tag keeps the text).
	 * play_cut 0: the play is whole. */
	int play_cut;
	struct {
		int leader;
		int n;
		dd_card card[52];
	} recorded;

	record_tag *tags;       /* every tag of the file, in its order */
	int ntags, tags_cap;

	int problem;            /* RECORD_GOOD, or what is wrong */
	/* A PBN game that cannot be analysed (problem RECORD_BAD_DEAL or
	 * RECORD_NO_DEAL), when the reader was asked to keep it: its text as
	 * read, after a comment line saying why ("{ddplay: not analysed:
	 * West holds 14 cards}"), so that it can be copied; else NULL.
	 * Owned by the record. */
	char *raw;
	/* Read from a PBN file by table --pbn (the reader keeping the text):
	 * the comment and '%' lines between the previous game and this
	 * one's first tag, as read (the file's header left out: head),
	 * written back before the game;
	 * else NULL.  Owned by the record. */
	char *pre;
	/* Read from a PBN file: the blank line that ended the game, as read
	 * (blanks on it kept, with its line end), that a writer writes after
	 * the game; NULL when the game ended otherwise (the end of the file,
	 * or the next game's first tag): a writer then writes "\n".  The
	 * blank lines after it are the next game's pre (with keep_raw).
	 * Owned by the record. */
	char *post;
	/* Read the same way, on the first game of a file only: the file's
	 * header, the '%' lines at its top before anything else ("% PBN
	 * 2.1", "% EXPORT", a club's "% Tuesday pairs"), as read, for a
	 * writer of the whole file or of a board of it (pbn.h,
	 * pbn_write_header()); pre then holds what follows them only.
	 * Else NULL.  Owned by the record. */
	char *head;
	/* Read from a file whose lines end in CRLF (its first line does:
	 * source.h sets it): a writer of the file's boards may end its
	 * lines so. */
	int crlf;
	/* Read from a file whose lines end in CR alone (an old Mac file:
	 * source.h sets it): a writer may end its lines so. */
	int cr;
	/* Read from a file that starts with a UTF-8 byte-order mark (set
	 * by source.h): a writer of the file's boards may start so. */
	int bom;
} record;

void record_init(record *r);
void record_free(record *r);
/* Empties r as record_init() does, freeing its tags. */
void record_clear(record *r);
/* dst (initialised) becomes a copy of src, tags included. */
void record_copy(record *dst, const record *src);

/* The tag called name (case sensitive, as PBN tag names are), or NULL. */
const record_tag *record_tag_get(const record *r, const char *name);
/* Sets the value (and section, NULL for none) of the tag name: changes it
 * in place when present, adds it at the end otherwise.  A tag given the
 * value and section it has keeps its line as read (line_text). */
void record_tag_set(record *r, const char *name, const char *value,
		    const char *section);
/* Adds a tag at the end, whether or not one of that name is there
 * already (PBN's Note tags repeat): for readers, in constant time. */
void record_tag_add(record *r, const char *name, const char *value,
		    const char *section);
/* Removes the tag name if present. */
void record_tag_remove(record *r, const char *name);

/* The opening leader (declarer's left-hand opponent), -1 when the
 * declarer is not known. */
int record_leader(const record *r);

/* The position at the start of the play (base->nplayed 0) when the deal,
 * strain and declarer are known: 0, else -1.  Its leader is declarer's
 * left, whoever the record's play starts with. */
int record_base(const record *r, dd_position *base);

/* For readers: played[0..nplayed) is a play led by leader.  When leader
 * is not declarer's left (record_leader()), the play is moved into
 * r->offlead (see there) and played[] emptied; else nothing changes. */
void record_set_leader(record *r, int leader);

/* The play as the record gives it, led by the seat it gives: the deal,
 * strain, leader and every card recorded (r->offlead's, else played[]'s)
 * into *pos.  0, or -1 when the deal, strain or declarer is not known. */
int record_recorded_play(const record *r, dd_position *pos);

/* Checks the deal and the play with the engine.  0 when good; -1 when
 * the deal is bad, -2 when the deal is good but the play is not, with a
 * message in err ("West holds 14 cards", "trick 3: East must follow suit
 * in clubs") and *line set to the line to blame. */
int record_check(const record *r, char *err, size_t errsize, long *line);

/* Leaves out the contract, play and result (as when they are bad):
 * level, strain, declarer, result and claim -1, no card played (none
 * kept in offlead or recorded either). */
void record_drop_play(record *r);

/* For readers: notes a flaw of a board that is kept (record.flaw): text,
 * the reader's message with what became of the field, at line. */
void record_add_flaw(record *r, long line, const char *text);

/* For readers, after record_check() found the play bad (-2): keeps the
 * play up to the card before the first that breaks a rule (played[], or
 * offlead.card for a play led by another seat), every card recorded in
 * r->recorded, play_cut set, and the flaw noted with msg (record_check()'s
 * message, "trick 2: East must follow suit in diamonds") at line; then
 * record_check() passes.  0, or -1 when the play cannot be cut (no
 * contract to replay it in): the caller drops it (record_drop_play()). */
int record_cut_play(record *r, const char *msg, long line);

/* How the readers report a problem: the line of the file where it is,
 * the board's name ("" when not known yet) and the message, without the
 * file name ("Deal has 3 hands").  The reader goes on with the next
 * board: a bad board does not stop the others. */
typedef void record_report_fn(void *user, long line, const char *board,
			      const char *msg);

/* How messages name a board: "board 3: " (a name that says it already,
 * "Board 3" of a LIN file, too: messages write "board" so), "Open 3: ",
 * or "" for a board without a name (or PBN's "?", a name not known);
 * into out.
 * Bytes that are not printable UTF-8 are written escaped, as \xff. */
void record_board_label(const char *board, char *out, size_t size);

/* The board's title, the same in the batch commands' output and the
 * analyser's title bar: "Board 3" for a number (PBN's Board tag: "3",
 * "12a"), a name as it is ("Board 7", "Open 3" of a LIN vugraph); " (Open)"
 * after it when the room is known apart (PBN's Room tag); "" without a
 * name or for PBN's "?".  Printable (record_printable()). */
void record_title(const record *r, char *out, size_t size);

/* Makes text read from a file (a board's name, a player's) safe to print
 * on a terminal, in place: each byte that is not part of a printable
 * character (a control character such as ESC, a C1 control, invalid
 * UTF-8, a character cut short) becomes '?'. */
void record_printable(char *s);

/* Why a partial board (r->partial) cannot be analysed: "only West's
 * hand is given (a lead problem: ddplay lead FILE)", "only North's and
 * West's hands are given (...)". */
void record_partial_text(const record *r, char *out, size_t size);

/* A partial deal as PBN's Deal tag writes it, from North: the hands
 * given (a bit a seat), "-" for the others: "N:- - - KT32.Q9743.QT2.Q". */
void record_format_partial(const dd_deal *d, unsigned given, char *out,
			   size_t size);

/* The dealer and vulnerability a board is scored with (its par, its
 * contract's score): its own, else those its number gives in the usual
 * 16-board cycle (a Board tag that is a number 1..999999), else North
 * and nobody.  One the board gave but that could not be read
 * (dealer_bad, vul_bad) is not guessed from the number: North, nobody.
 * Returns the RECORD_TAKEN_ bits of those taken so. */
enum { RECORD_TAKEN_DEALER = 1, RECORD_TAKEN_VUL = 2 };
int record_conditions(const record *r, int *dealer, int *vul);

/* A contract as text, as PBN writes it: "4S", "3NTX", "6HXX", "Pass"; ""
 * when not known. */
void record_format_contract(const record *r, char out[8]);

#endif
