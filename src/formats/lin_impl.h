/*
 * lin_impl.h - the LIN reader's private parts, shared by its files (the
 * interface is lin.h):
 *   lin_text.c   characters and spans of the input;
 *   lin_record.c the board being read: its state, and finishing it into a
 *                record;
 *   lin_board.c  its tags (hands, auction, play, claim, names,
 *                commentary) into the lin_board;
 *   lin_url.c    handviewer links and forum tags;
 *   lin_line.c   a line (or lines joined) into the reader: links, forum
 *                tags, LIN tags;
 *   lin.c        the stream of lines (joining those that go together)
 *                and the interface.
 * Each file calls only those above it in this list.
 */
#ifndef LIN_IMPL_H
#define LIN_IMPL_H

#include <stddef.h>

#include "model/record.h"

/* Room for a message, for a player's name and for the event's name
 * (longer names are cut); the most commentary a board keeps (a file
 * with more has its later comments left out, and said so). */
#define COMMENTS_MAX (1L << 20)
#define MSG_SIZE 200
#define NAME_SIZE 64
#define EVENT_SIZE 128
/* The forum tags and links remembered, to pass over a copy of one. */
#define LIN_SEEN_MAX 1024
/* The longest legal auction has 319 calls. */
#define MAX_CALLS 320
/* All ranks of a suit as a holding (bits 2..14). */
#define ALL_RANKS 0x7ffc

/* Calls: pass, double, redouble, then the bids in rising order:
 * CALL_BID + 5 * (level - 1) + the strain's place in C D H S N. */
enum { CALL_PASS, CALL_X, CALL_XX, CALL_BID };

/* The strains of the bids in rising order. */
extern const int LIN_BID_STRAIN[5];

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
	long line, deal_line, play_line, auction_line;
	long err_line;
	char err[MSG_SIZE];     /* the board's first problem, "" for none */
	char name[32];          /* record.board */
	char number[32];        /* the Board tag */
	int room;               /* 'o' open, 'c' closed, 0 not known */
	int has_deal;
	dd_deal deal;
	/* A lead problem's deal, one or two hands given: their seats (a
	 * bit a seat; record.partial), the others empty in deal; else 0. */
	unsigned partial;
	int dealer, vul;
	int ncalls, auction_over;
	int asked;              /* a '?' ended the calls: a bidding
				 * problem's, the call it asks for */
	unsigned char calls[MAX_CALLS];
	/* Alerts ('!') and explanations (an|, or "(...)" in a link) of the
	 * calls: expl_at is an offset in expl plus 1, 0 for none. */
	unsigned char alert[MAX_CALLS];
	unsigned short expl_at[MAX_CALLS];
	char expl[32768];
	size_t expl_len;
	int expl_cut;           /* some explanation was left out */
	/* The commentary (nt|, at|): "{text}" pieces, for a PBN section. */
	char *comments;         /* malloc'd, or NULL; freed by a reset */
	size_t comments_len, comments_cap;
	int comments_cut;       /* some commentary was left out */
	int nplayed;
	dd_card played[52];
	int claim;
	long claim_line;
	char players[8][NAME_SIZE];     /* pn| order: S W N E (S W N E) */
	int nplayers;
	char event[EVENT_SIZE];
	char scoring[4];        /* vg|'s: "IMP", "MP", "BAM" or "" */
	/* Calls kept as recorded but not counted in the auction (record.h,
	 * flaw): a bid that does not outbid the one before, a double or
	 * redouble of nothing the opponents said; the contract comes from
	 * the others, and the Auction tag has them all. */
	unsigned char illegal[MAX_CALLS];
	/* What of the board could not be read but leaves it good (record.h,
	 * flaw): a vulnerability ddplay does not know (vul_bad: not taken
	 * from the board's number either), a call that cannot be where it
	 * is, a word of pc| that is no card (cards_cut 1: the play stops
	 * there; 2 at a 53rd card), a claim out of range.  Each said in
	 * line order with the board's other messages, and kept in the
	 * record with what became of it (flaw_then). */
	int vul_bad;
	int cards_cut;
	int nflaws;
	long flaw_line[RECORD_FLAWS];
	char flaw[RECORD_FLAWS][MSG_SIZE];
	char flaw_then[RECORD_FLAWS][64];
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
	int dropped;            /* boards left out, their problem reported */
} lin_out;

/* A reader of LIN text: what carries over from board to board, and the
 * board being read. */
typedef struct {
	lin_out *out;
	char players[8][NAME_SIZE];
	int nplayers;
	char event[EVENT_SIZE];
	char scoring[4];
	/* a BBO forum tag "[hv=...]" read: the text is a post's, its lines
	 * without a LIN tag (its prose) passed over quietly */
	int forum;
	/* why a forum tag without its ']' was not joined to the lines
	 * after it, for its message (lin.c: hv_fail()); NULL: "on its
	 * line", a tag that was read alone */
	const char *hv_why;
	/* the text is an HTML page's, a link or tag of it read alone */
	int alone;
	/* the tags and links read (hashes of their parameters), the last
	 * LIN_SEEN_MAX: a copy of one (a quote of a post) is passed over;
	 * nseen counts them, from LIN_SEEN_MAX on once past 2 *
	 * LIN_SEEN_MAX */
	unsigned long long seen[LIN_SEEN_MAX];
	int nseen;
	lin_board b;
} lin_reader;

/* lin_text.c: characters and spans. */
int lin_is_space(char c);
int lin_is_alnum(char c);
int lin_is_digit(char c);
char lin_lower(char c);
span lin_trim(span s);
/* Whether s is word, ignoring case. */
int lin_span_is(span s, const char *word);
/* Where word (lower case) is in s, ignoring case, or -1. */
long lin_span_find(span s, const char *word);
/* The part of s before the first c (all of s when there is none). */
span lin_span_until(span s, char c);
void lin_quote(span s, char *out, size_t outsize);
/* The token of s starting at i for quoting: its run of letters and
 * digits, at least one character. */
span lin_token_at(span s, size_t i);
/* Copies s into out (size outsize) as a name: control bytes become
 * spaces; a name too long is cut, not in the middle of a UTF-8
 * character. */
void lin_copy_name(char *out, size_t outsize, span s);
/* The first run of digits of s, or all of s when it has none. */
span lin_number_in(span s);

/* lin_board.c: the tags of the board being read. */
/* The deal from the hands' texts (by engine seat, empty when not given):
 * each parsed, no card in two hands, and a single hand left out derived
 * from the other three.  tags name each hand's field in messages, what
 * the deal's. */
void lin_build_deal(lin_board *b, long line, const span hands[4],
		    const char *const tags[4], const char *what);
/* A vulnerability: o, 0 or - none, n, e, b (or None, NS, EW, All, Both).
 * Empty: not known. */
void lin_read_vul(lin_board *b, span v, long line, const char *tag);
/* Calls (mb|, a=), cards (pc|, p=), with tag naming them in messages. */
void lin_read_calls(lin_board *b, span v, long line, const char *tag);
void lin_read_cards(lin_board *b, span v, long line, const char *tag);
/* Handles one tag: name|value|. */
void lin_on_tag(lin_reader *rd, span name, span v, long line);

/* lin_record.c: the board's state, finishing a board. */
/* The dealer (an engine seat) and vulnerability of board number n (1,
 * 2, ...), as duplicate boards have them. */
int lin_board_dealer(long n);
int lin_board_vul(long n);
/* A call as PBN writes it: "Pass", "X", "XX", "1S", "3NT". */
void lin_call_text(int call, char out[5]);
void lin_board_reset(lin_board *b);
/* Marks the board as started at line, when it is not yet. */
void lin_board_start(lin_board *b, long line);
/* Records a problem of the board, unless it has one already: only the
 * first is reported. */
void lin_board_error(lin_board *b, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* Records a problem that leaves the board good (lin_board.flaw): the
 * message, and then, what became of what could not be read ("the
 * vulnerability is not known"). */
void lin_board_flaw(lin_board *b, long line, const char *then,
		    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void lin_report(lin_out *out, long line, const char *board,
		const char *msg);
/* Ends the board being read: reports its problem, or adds its record;
 * then the reader is ready for the next board. */
void lin_finish_board(lin_reader *rd);
void lin_reader_init(lin_reader *rd, lin_out *out);

/* lin_url.c: a handviewer link (s) at line, or when is_query the
 * parameters alone (a forum's tag [hv=s] has them).  Its LIN (lin=) is
 * returned, URL-decoded and malloc'd, with its length in *lin_len, for
 * the caller to read; or the board of its parameters (n= e= s= w= ...)
 * is read and finished into out, or a link with neither is reported:
 * NULL. */
char *lin_url_read(lin_out *out, span s, long line, size_t *lin_len,
		   int is_query);
/* Whether s (a trimmed line) is a link to a link shortener (bbo.to,
 * tinyurl.com, ...), "https://" given or not: lin_url_read() reports it,
 * as ddplay does not go on the network. */
int lin_url_short(span s);

/* lin_line.c: one line into the reader. */
/* The most lines one commentary value may run over: a value left open
 * by mistake does not swallow the rest of the file. */
#define TEXT_VALUE_LINES 50
/* Whether s starts with a tag: one to three letters or digits and '|'. */
int lin_line_starts_with_tag(span s);
/* A link as mail and chat write one, the whole line in <...>, "...",
 * '...' or (...): the link inside; any other s as it is. */
span lin_line_unwrap_link(span s);
/* Whether the line s ends inside the value of a commentary or
 * explanation tag (nt|, at|, an|), which goes on on the next line. */
int lin_line_in_text_value(span s);
/* The most words a link may go on over, a blank cut it (a name "Ann
 * van der Berg" in it): lin_line_link_goes_on(). */
#define LINK_WORDS 4
/* How much of rest, the text after a link that a blank or a line break
 * cut, goes on with the link: the words up to the one that goes on
 * with its parameters ("&", a name and '=' in a link of parameters, a
 * '|' or "%7C" in one with its LIN, lin=), LINK_WORDS at most, none
 * starting a link; when the link is BBO's and stops inside a value (not
 * after '&', '|' or "%7C").  0: the link ends there.  Prose after a link
 * holds neither: "See https://...&sn=John Smith" ends at "John" ("Smith"
 * the post's prose). */
size_t lin_line_link_goes_on(span link, span rest);
/* The link that ends the line s (as read in a post's text: at the
 * line's start or after a blank, '(', '<' or a quote, up to the line's
 * end), or an empty span. */
span lin_line_link_at_end(span s);
/* Reads one line (s): a link, forum tags or LIN tags.  allow_urls:
 * whether it may be a handviewer link or forum tags (not in a link's
 * LIN). */
void lin_line_read(lin_reader *rd, span s, long line, int allow_urls);

#endif
