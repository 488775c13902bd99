/*
 * lin.h - reading BBO's LIN files and BBO handviewer links into records.
 *
 * LIN is a run of tags "name|value|": md| the deal, sv| the
 * vulnerability, mb| the calls, pc| the cards played, mc| a claim, and so
 * on.  A file may hold one board on one long line (as saved from BBO's
 * "My hands"), or many boards a tag group a line (vugraph files).  A line
 * may instead hold a handviewer link, in either of its two forms:
 *
 *   https://www.bridgebase.com/tools/handviewer.html?lin=<LIN, URL-encoded>
 *   https://www.bridgebase.com/tools/handviewer.html?n=SAKQHJ..&e=..&s=..
 *       &w=..&d=n&v=b&b=5&a=1SP2HPPP&p=S2S3S4SA..
 *
 * The tags read:
 *   md|  dealer digit (1 South, 2 West, 3 North, 4 East; it may be left
 *        out: the dealer of the board's number, as duplicate boards
 *        have it, or unknown), then the hands South, West, North, East,
 *        separated by commas, each suit letters S H D C followed by
 *        ranks, either case, "10" or T.  One hand may be empty or left
 *        out (BBO leaves out East's): it is the cards the other three,
 *        of 13 each, do not hold.
 *   sv|  vulnerability: o, 0 or - none, n North-South, e East-West, b both;
 *        without it, the vulnerability of the board's number, if any.
 *   mb|  calls: p (or -), d or x, r or xx, 1C..7N (NT too), a '!' after a call
 *        marks an alert; one call a tag, or several in one value.  A '?'
 *        (a bidding problem's question) ends the calls: no call may
 *        follow it, the auction is not finished.
 *   pc|  cards in playing order, either case; one or several a tag.
 *   mc|  a claim: the tricks declarer's side takes in all (one the tricks
 *        already won rule out is reported and left out).
 *   qx|  the board in a match: "o3" open room, "c3" closed room, board 3.
 *   ah|  the board's name, "Board 3".
 *   pn|  the players South, West, North, East; eight names are the open
 *        room's four then the closed room's.  They go to every board
 *        whose md| follows, until the next pn|.
 *   vg|  the event: its first comma-separated field (as pn| for the
 *        boards it goes to); its third, the scoring (I IMPs, P
 *        matchpoints, B board-a-match), the Scoring tag ("IMP", "MP",
 *        "BAM").
 *   an|  the explanation of the call before it (an alert's), in PBN's
 *        escapes as commentary: "!S" "!h" ... as \S \H ..., a backslash
 *        as \\ (commentary_text() shows it).
 *   nt|, at|  commentary on the board being read: BBO's suit symbols
 *        "!S" "!h" ... kept as PBN's \S \H ..., a line break as \n.
 * Every other tag (st|, rh|, pg|, rs|, sk|, ...) is ignored.
 *
 * A board starts at qx|, at md| when the board being read has a deal
 * already, and at ah| or sv| when the board being read has one already
 * or has cards played.  Tags end at '|' or at the line's end; CRLF line
 * ends and a UTF-8 byte-order mark are accepted.
 *
 * The contract comes from the auction: the last bid, doubled or
 * redoubled after it, declarer the first player of the declaring side to
 * name the final strain (known only when the dealer is: cards played or
 * claimed without a dealer are the board's problem); four passes
 * pass the board out (level 0).  An auction not finished gives a
 * contract only when cards were played or claimed.  Calls are checked as
 * far as the contract needs: a bid must outbid the last one, a double
 * must double an opponent's bid, a redouble an opponent's double, no call
 * but a pass may follow the end of the auction (passes after it are left
 * out), and no call may follow the first card played.
 *
 * A record from LIN has: file, line (the board's first tag: qx| or md|,
 * or ah| or sv| when they come before md|), deal_line (md|), play_line
 * (the first pc|), board ("Open 3", "Closed 3" from qx|, else ah|'s
 * text), the deal, dealer, vulnerability, contract, played cards, claim;
 * result is the claim, or the tricks declarer's side won when all 52
 * cards were played.  Its tags, for writing PBN, are
 * those known of Event, Scoring, Board (the number), West, North, East, South,
 * Dealer, Vulnerable, Deal (its section holds the commentary as "{text}"
 * comments), Declarer, Contract, Result, Auction (the dealer, then the
 * calls four a line: "1S Pass 2H Pass\n", X, XX, every pass written out,
 * "!" after an alerted call, "=n=" after an explained one), a Note tag
 * "n:text" for each explanation, and Room ("Open"/"Closed" from qx|).  The Play
 * section is left to the PBN writer.
 *
 * Handviewer parameters: lin (then every other parameter is ignored), or
 * n e s w (hands as in md|, one may be left out), d (dealer n e s w), v
 * (vulnerability as sv|), b (board number; it also gives the dealer and
 * vulnerability when d or v are missing), a (calls as in mb|, '?' too, an
 * explanation in parentheses after a call its note), p (cards as in pc|),
 * pn (players South, West, North, East as in pn|), nn en sn wn (a seat's
 * player, over pn's).  "&amp;" between parameters is '&', and HTML's
 * character references in a value (&#39; &#252; &#xF6; &quot; &apos;
 * &lt; &gt; &nbsp;: a link copied out of a page's source) are the
 * characters they stand for.  Values are URL-decoded (%7C, and '+' a space
 * unless the link writes its spaces %20, as BBO's do; a lin
 * encoded twice, with no '|' but a %7C once decoded, is decoded again).  Lines of a
 * handviewer link are read apart from the LIN around them: the players
 * and event of the LIN do not carry over into them.  A link may lack its
 * scheme ("www.bridgebase.com/...", "bbo.to/x").
 *
 * BBO's forum tags, "[hv=PARAMETERS]399|300[/hv]", hold the parameters
 * of a link: a line that is no LIN and holds one or more is read for
 * them alone (the text of a post around them is passed over).  A tag
 * whose ']' is not on its line (a forum wrapped it) is joined to the
 * lines after it that are inside its brackets (no '[' before their first
 * ']'), the line breaks left out (a space for white space around one),
 * up to its ']': 100 lines after it and 64 KB at most.  One never closed
 * (another '[' first, the end of the text, too long) is reported at the
 * line that opens it, and the lines after it read as they are.  In a
 * post's text, a link after a word ("Lead? https://...") is read as a
 * link, the text around it passed over; a link to another site in a
 * post is passed over.  A BBO link cut by a blank or a line break goes
 * on where the words after it go on with its parameters ("...&sn=Mary
 * Ann O'Brien&wn=...", "...&s=s9743h74d" then "qj32cj95&w=..."; the
 * line break left out; 100 lines, 64 KB).  After the first tag, a
 * post's lines are its prose, passed over quietly, but for a line that
 * starts with a LIN tag (two letters and '|') or holds a deal "md|"
 * after a blank, read as LIN from there.  A tag or link that is a copy
 * of one read before (a thread quoting a post; the same parameters,
 * blanks and "&amp;" aside) makes no second board: a tag always, a link
 * in a post or an HTML page.
 *
 * The parser checks syntax only, and that no hand holds more than 13
 * cards and no card is in two hands; record_check() checks the rest.
 */
#ifndef LIN_H
#define LIN_H

#include <stddef.h>

#include "model/record.h"

/* A forum tag wrapped over lines is joined to at most LIN_TAG_LINES
 * lines after the one that opens it, LIN_TAG_MAX bytes in all (of a text
 * post by the stream, of an HTML page by its reader, html.h). */
#define LIN_TAG_LINES 100
#define LIN_TAG_MAX (64L << 10)

/* Whether text (a file's contents) looks like LIN or handviewer links:
 * its first line that is not blank (after a byte-order mark) starts with
 * a two-letter tag and '|' (md|, pn|, qx|, vg|, ...), holds
 * "handviewer", "lin=", "bridgebase." or a forum tag "[hv=", or is a
 * short link (bbo.to/...,
 * tinyurl.com/...: reported as one, ddplay does not go on the network). */
int lin_detect(const char *text, size_t len);

/* Whether the line text (len bytes) starts with a forum's markup, BBCode:
 * "[b]", "[/quote]", "[quote name='x' ...]", "[url=...]", "[hv=", ...
 * (a post's, no PBN tag: [Name "value"]). */
int lin_forum_markup(const char *text, size_t len);

/* n bytes of text with each %XX decoded ('+' kept: LIN may hold one), in a
 * malloc'd buffer of *len bytes and a NUL; for the half URL-encoded LIN of
 * BBO's traveller pages. */
char *lin_url_decode(const char *p, size_t n, size_t *len);

/* A reader of one LIN file fed a line at a time (lines of any file are
 * read in bounded memory: a board is handed out as soon as the next one
 * starts).  file goes into record.file (not copied); problems go to
 * report (may be NULL). */
typedef struct lin_stream lin_stream;

lin_stream *lin_stream_new(const char *file, record_report_fn *report,
			   void *user);
void lin_stream_free(lin_stream *ls);
/* The next line (len bytes, without its line end), line lineno. */
void lin_stream_line(lin_stream *ls, const char *line, size_t len,
		     long lineno);
/* Says that the text is a BBO forum post's (its prose came before the
 * line read first): its lines of text with no '|' are passed over
 * quietly, as after a forum tag. */
void lin_stream_post(lin_stream *ls);
/* The same as lin_stream_line() for a piece of a line that stands alone (a link or tag of an
 * HTML page, a tag the page wrapped joined by the caller): not joined to
 * the lines after it (a forum tag without its ']', a commentary value
 * that goes on).  A forum tag in it without its ']' is said with why
 * after "no ']' to close it" (" before line 8", "": the file's end), or,
 * why NULL, as "without its ']' on its line". */
void lin_stream_line_alone(lin_stream *ls, const char *line, size_t len,
			   long lineno, const char *why);
/* The end of the file: the last board ends. */
void lin_stream_finish(lin_stream *ls);
/* The next board read into r (initialised; its old content freed): 1, or
 * 0 when none is ready.  A board whose deal is good but whose auction,
 * play or claim is not comes with problem RECORD_BAD_PLAY (reported),
 * without them; other bad boards are reported and left out. */
int lin_stream_take(lin_stream *ls, record *r);
/* How many boards were left out so far, each reported (a bad deal). */
int lin_stream_dropped(const lin_stream *ls);

/* Parses every board of text (len bytes, NUL bytes allowed).  Returns a
 * malloc'd array of *count records (each record_init()'ed and filled;
 * record_free() each, then free() the array; NULL when *count is 0).
 * file goes into record.file (not copied).  A board with a problem is
 * reported through report(user, line, board, msg) (report may be NULL)
 * and left out; the others are still returned.  Text that is not LIN
 * ("unexpected text ...") is reported too but drops no board.  Messages
 * come in line order. */
record *lin_parse(const char *text, size_t len, const char *file, int *count,
		  record_report_fn *report, void *user);

#endif
