/*
 * lin.c - the reader of BBO's LIN files and handviewer links, see lin.h.
 *
 * The text is read a line at a time.  A line holding a handviewer link is
 * read on its own by lin_read_url() (lin_url.c); any other line is cut
 * into tags by read_lin_line() and each tag handed to lin_on_tag()
 * (lin_board.c), which fills the board being read (a lin_board) and, when
 * a tag starts the next board, hands it to lin_finish_board().
 * lin_finish_board() reports the board's first problem, or works out its
 * contract, result and tags and appends it to the records returned.  The
 * parts the files share are in lin_impl.h.
 */
#include "lin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "lin_impl.h"
#include "util/util.h"

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
	r->strain = LIN_BID_STRAIN[bid % 5];
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
		lin_call_text(b->calls[i], text + n);
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

void lin_report(lin_out *out, long line, const char *board,
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
			lin_report(out, b->err_line, b->name, b->err);
			b->err[0] = '\0';
		}
		lin_report(out, b->later_line[i], b->name, b->later[i]);
	}
	if (b->err[0])
		lin_report(out, b->err_line, b->name, b->err);
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
void lin_finish_board(lin_reader *rd)
{
	lin_board *b = &rd->b;
	lin_out *out = rd->out;
	record *r;
	int bad;

	if (!b->started) {
		report_board(out, b);
		lin_board_reset(b);
		return;
	}
	if (!b->has_md)
		lin_board_error(b, b->line, "no deal (md|)");
	bad = b->err[0] != '\0';
	report_board(out, b);
	if (bad && !b->has_deal) {
		lin_board_reset(b);
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
	lin_board_reset(b);
}

/* LIN text. */

/* Whether s starts with a tag: one to three letters or digits and '|'. */
static int starts_with_tag(span s)
{
	size_t i;

	for (i = 0; i < s.n && i < 4 && lin_is_alnum(s.p[i]); i++)
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

		while (i < s.n && lin_is_space(s.p[i]))
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
				lin_quote(lin_trim((span){ s.p + i, j - i }), q,
					  sizeof q);
				snprintf(msg, sizeof msg, "unexpected text "
					 "'%s': not a LIN tag (as md|...|)", q);
				if (rd->b.started && rd->b.nlater < 4) {
					lin_board *b = &rd->b;

					b->later_line[b->nlater] = line;
					memcpy(b->later[b->nlater++], msg,
					       sizeof msg);
				} else {
					lin_report(rd->out, line,
						   rd->b.started ?
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
		lin_on_tag(rd, name, (span){ s.p + j + 1, k - j - 1 }, line);
		i = k + 1;
	}
}

/* Whether a line that is not LIN is a link. */
static int looks_like_url(span s)
{
	return lin_span_find(s, "handviewer") >= 0 ||
	       lin_span_find(s, "lin=") >= 0 ||
	       lin_span_find(s, "://") >= 0 || lin_span_find(s, "www.") == 0;
}

/* Reads one line (s, trimmed): a link or LIN tags.  allow_urls: whether
 * it may be a handviewer link. */
static void read_line(lin_reader *rd, span s, long line, int allow_urls)
{
	s = lin_trim(s);
	if (s.n == 0)
		return;
	if (allow_urls && !starts_with_tag(s) && looks_like_url(s)) {
		lin_finish_board(rd);
		lin_read_url(rd->out, s, line);
		return;
	}
	read_lin_line(rd, s, line);
}

/* Reads the lines of text.  fixed_line: the line number to give every
 * tag (for the LIN of a link), 0 to count lines.  allow_urls: whether a
 * line may be a handviewer link. */
void lin_read_text(lin_reader *rd, const char *text, size_t len,
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

void lin_reader_init(lin_reader *rd, lin_out *out)
{
	memset(rd, 0, sizeof *rd);
	rd->out = out;
	lin_board_reset(&rd->b);
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
	while (i < len && lin_is_space(text[i]))
		i++;
	line.p = text + i;
	while (i < len && text[i] != '\n')
		i++;
	line.n = (size_t)(text + i - line.p);
	if (line.n >= 3 && lin_is_alnum(line.p[0]) &&
	    !lin_is_digit(line.p[0]) && lin_is_alnum(line.p[1]) &&
	    !lin_is_digit(line.p[1]) && line.p[2] == '|')
		return 1;
	return lin_span_find(line, "handviewer") >= 0 ||
	       lin_span_find(line, "lin=") >= 0;
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
	lin_reader_init(rd, &out);
	if (text)
		lin_read_text(rd, text + skip, len - skip, 0, 1);
	lin_finish_board(rd);
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
	lin_reader_init(&ls->rd, &ls->out);
	return ls;
}

void lin_stream_line(lin_stream *ls, const char *line, size_t len,
		     long lineno)
{
	read_line(&ls->rd, (span){ line, len }, lineno, 1);
}

void lin_stream_finish(lin_stream *ls)
{
	lin_finish_board(&ls->rd);
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
