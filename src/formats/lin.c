/*
 * lin.c - the reader of BBO's LIN files and handviewer links, see lin.h.
 *
 * The text is read a line at a time, by lin_stream_line() (lin_parse()
 * feeds its text through a stream too): a BBO forum tag run over several
 * lines (a forum wraps long lines) is joined first (hv_line()), and a
 * commentary value over several lines held until it ends.  A line holding
 * a handviewer link,
 * or BBO forum tags "[hv=...]", is decoded by lin_url_read() (lin_url.c),
 * and its LIN read here; any other line is cut
 * into tags by read_lin_line() and each tag handed to lin_on_tag()
 * (lin_board.c), which fills the board being read (a lin_board) and, when
 * a tag starts the next board, hands it to lin_finish_board()
 * (lin_record.c), which reports the board's first problem, or works out its
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
	       lin_span_find(s, "://") >= 0 || lin_span_find(s, "www.") == 0 ||
	       lin_url_short(s);
}

/* A link as mail and chat write one, the whole line in <...>, "...",
 * '...' or (...): the link inside; any other s as it is. */
static span unwrap_link(span s)
{
	static const char open[] = "<\"'(", close[] = ">\"')";
	span in;
	int k;

	s = lin_trim(s);
	if (s.n < 2)
		return s;
	for (k = 0; open[k]; k++)
		if (s.p[0] == open[k] && s.p[s.n - 1] == close[k])
			break;
	if (!open[k])
		return s;
	in = lin_trim((span){ s.p + 1, s.n - 2 });
	if (lin_span_find(in, "http://") == 0 ||
	    lin_span_find(in, "https://") == 0 ||
	    lin_span_find(in, "www.") == 0 || lin_url_short(in))
		return in;
	return s;
}

static void read_link_text(lin_reader *rd, const char *text, size_t len,
			   long line);

/* Reads the link s at line, or when is_query a forum tag's parameters:
 * its LIN, or the board of its parameters. */
static void read_link(lin_reader *rd, span s, long line, int is_query)
{
	size_t n;
	char *text;

	lin_finish_board(rd);
	text = lin_url_read(rd->out, s, line, &n, is_query);
	if (text) {
		/* The link's LIN, every tag at the link's line. */
		lin_reader *sub = xmalloc(sizeof *sub);

		lin_reader_init(sub, rd->out);
		read_link_text(sub, text, n, line);
		lin_finish_board(sub);
		free(sub);
		free(text);
	}
}

/* Reads the BBO forum tags of the line s, "[hv=PARAMETERS]" (the text
 * around them, a post's, and "[/hv]" are passed over): 1, or 0 when it
 * holds none. */
static int read_hv_tags(lin_reader *rd, span s, long line)
{
	long at;
	int found = 0;

	while ((at = lin_span_find(s, "[hv=")) >= 0) {
		span body;

		s.p += at + 4;
		s.n -= (size_t)at + 4;
		body = lin_span_until(s, ']');
		found = 1;
		if (body.n == s.n) {
			char msg[MSG_SIZE];

			lin_finish_board(rd);
			if (rd->hv_why)
				snprintf(msg, sizeof msg, "a [hv=...] tag with "
					 "no ']' to close it%s: not read",
					 rd->hv_why);
			else
				snprintf(msg, sizeof msg, "a [hv=...] tag "
					 "without its ']' on its line: not "
					 "read");
			lin_report(rd->out, line, "", msg);
			/* a post's, whose prose is passed over */
			rd->forum = 1;
			break;
		}
		read_link(rd, body, line, 1);
		rd->forum = 1;
		s.p += body.n + 1;
		s.n -= body.n + 1;
	}
	return found;
}

/* Whether s starts with word (lower case), ignoring case. */
static int starts_with(span s, const char *word)
{
	size_t i;

	for (i = 0; word[i]; i++)
		if (i == s.n || lin_lower(s.p[i]) != word[i])
			return 0;
	return 1;
}

/* Whether the link s is BBO's, or leads to a board through one: not a
 * link of a post's text to another site. */
static int bbo_link(span s)
{
	return lin_span_find(s, "handviewer") >= 0 ||
	       lin_span_find(s, "lin=") >= 0 ||
	       lin_span_find(s, "bridgebase.") >= 0 || lin_url_short(s);
}

/* Reads the links in the text of a post's line s, after a word of it
 * ("What would you lead? https://www.bridgebase.com/tools/handviewer
 * .html?lin=..."): each from "https://", "http://" or "www." after a
 * blank, '(', '<' or a quote, up to a blank, '<' or '"', without the
 * text's punctuation after it (".,;:!?'>", a ')' it did not open); BBO's
 * links read, the others (another site's) passed over.  1 when the line
 * held one (the text is then a post's), else 0: s is a link as a whole,
 * or no link. */
static int read_links_in_text(lin_reader *rd, span s, long line)
{
	static const char *const starts[3] = { "https://", "http://", "www." };
	size_t i, j;
	int found = 0, k;

	for (i = 1; i < s.n; i++) {
		char before = s.p[i - 1];
		span link;
		int open = 0;

		if (!lin_is_space(before) && before != '(' && before != '<' &&
		    before != '"' && before != '\'')
			continue;
		for (k = 0; k < 3; k++)
			if (starts_with((span){ s.p + i, s.n - i }, starts[k]))
				break;
		if (k == 3)
			continue;
		for (j = i; j < s.n && !lin_is_space(s.p[j]) &&
		     s.p[j] != '<' && s.p[j] != '"'; j++)
			open += s.p[j] == '(' ? 1 : s.p[j] == ')' ? -1 : 0;
		link = (span){ s.p + i, j - i };
		while (link.n > 0 &&
		       (strchr(".,;:!?>'", link.p[link.n - 1]) ||
			(link.p[link.n - 1] == ')' && open < 0))) {
			open += link.p[link.n - 1] == ')';
			link.n--;
		}
		found = 1;
		rd->forum = 1;
		if (bbo_link(link))
			read_link(rd, link, line, 0);
		i = j;
	}
	return found;
}

/* Reads one line (s, trimmed): a link, forum tags or LIN tags.
 * allow_urls: whether it may be a handviewer link or forum tags. */
static void read_line(lin_reader *rd, span s, long line, int allow_urls)
{
	s = lin_trim(s);
	if (s.n == 0)
		return;
	if (allow_urls)
		s = unwrap_link(s);
	if (allow_urls && !starts_with_tag(s) &&
	    (read_hv_tags(rd, s, line) || looks_like_url(s))) {
		if (lin_span_find(s, "[hv=") >= 0 ||
		    read_links_in_text(rd, s, line))
			return;
		/* a post's link to another site: its prose */
		if (rd->forum && !bbo_link(s))
			return;
		read_link(rd, s, line, 0);
		return;
	}
	/* a forum post's prose between its tags, its markup ("[quote
	 * ...]", "[b]"): no board, nothing lost */
	if (allow_urls && lin_forum_markup(s.p, s.n))
		rd->forum = 1;
	if (rd->forum && !memchr(s.p, '|', s.n))
		return;
	read_lin_line(rd, s, line);
}

/* Whether the line s ends inside the value of a commentary or
 * explanation tag (nt|, at|, an|): BBO's commentary may run over several
 * lines, URLs and all. */
static int ends_in_text_value(span s)
{
	size_t i = 0, j, k;

	while (i < s.n) {
		span rest = { s.p + i, s.n - i };

		if (lin_is_space(s.p[i]) || s.p[i] == '|') {
			i++;
			continue;
		}
		if (!starts_with_tag(rest)) {
			for (j = i; j < s.n && s.p[j] != '|'; j++)
				;
			i = j + 1;
			continue;
		}
		for (j = i; s.p[j] != '|'; j++)
			;
		for (k = j + 1; k < s.n && s.p[k] != '|'; k++)
			;
		if (k == s.n)
			return lin_span_is((span){ s.p + i, j - i }, "nt") ||
			       lin_span_is((span){ s.p + i, j - i }, "at") ||
			       lin_span_is((span){ s.p + i, j - i }, "an");
		i = k + 1;
	}
	return 0;
}

/* The most lines one commentary value may run over: a value left open
 * by mistake does not swallow the rest of the file. */
#define TEXT_VALUE_LINES 50

/* Reads the lines of a link's LIN (text), every tag at the link's line,
 * none of them a link or forum tag.  (A file's lines: lin_stream_line().) */
static void read_link_text(lin_reader *rd, const char *text, size_t len,
			   long line)
{
	size_t i = 0;

	while (i < len) {
		span s;
		int joined = 0;

		s.p = text + i;
		while (i < len && text[i] != '\n')
			i++;
		s.n = (size_t)(text + i - s.p);
		if (i < len)
			i++;
		/* A commentary value that goes on: the next lines with it. */
		while (i < len && joined < TEXT_VALUE_LINES &&
		       ends_in_text_value(s)) {
			while (i < len && text[i] != '\n')
				i++;
			s.n = (size_t)(text + i - s.p);
			if (i < len)
				i++;
			joined++;
		}
		read_line(rd, s, line, 0);
	}
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
	/* A link to BBO or a short link: the LIN reader says what it
	 * holds, or why it cannot be read.  (Any other link first is no
	 * LIN: a file of deals may start with one, a line it reports.) */
	line = unwrap_link(line);
	return lin_span_find(line, "handviewer") >= 0 ||
	       lin_span_find(line, "lin=") >= 0 ||
	       lin_span_find(line, "bridgebase.") >= 0 ||
	       lin_span_find(line, "[hv=") >= 0 || lin_url_short(line);
}

struct lin_stream {
	lin_out out;
	lin_reader rd;
	/* Lines held while a commentary value runs over them
	 * (ends_in_text_value): joined by '\n', from line pend_line. */
	char *pend;
	size_t pend_n, pend_cap;
	long pend_line;
	int pend_lines;
	/* A forum tag run over lines (hv_opens()), while hv_lines >= 0: its
	 * text joined so far, from line hv_line (the wraps left out,
	 * hv_append()); and the lines as they came, each with a '\n', to be
	 * read again when it is never closed. */
	char *hv, *hv_raw;
	size_t hv_n, hv_cap, hv_raw_n, hv_raw_cap;
	long hv_line;
	int hv_lines;           /* lines joined after hv_line; -1: none */
};

lin_stream *lin_stream_new(const char *file, record_report_fn *report_fn,
			   void *user)
{
	lin_stream *ls = xcalloc(1, sizeof *ls);

	ls->out.file = file;
	ls->out.report = report_fn;
	ls->out.user = user;
	ls->hv_lines = -1;
	lin_reader_init(&ls->rd, &ls->out);
	return ls;
}

/* Reads the lines held, if any. */
static void stream_flush(lin_stream *ls)
{
	if (ls->pend_lines == 0)
		return;
	read_line(&ls->rd, (span){ ls->pend, ls->pend_n }, ls->pend_line, 1);
	ls->pend_n = 0;
	ls->pend_lines = 0;
}

/* A forum tag run over several lines, as a forum wraps a long line or a
 * copy breaks it: the lines after the one that opens it are joined to it
 * while they are inside its brackets (no '[' before their first ']'),
 * up to the line that closes it; at most HV_TAG_LINES lines after it and
 * HV_TAG_MAX bytes in all.  A tag not closed so is said at its line and
 * not read; the lines after it are read again as they are. */
#define HV_TAG_LINES 100
#define HV_TAG_MAX (64L << 10)

/* The offset in s of its last forum tag "[hv=" that no ']' closes, or
 * -1. */
static long hv_open_at(span s)
{
	long at;
	span rest = s;

	while ((at = lin_span_find(rest, "[hv=")) >= 0) {
		span body;

		rest.p += at + 4;
		rest.n -= (size_t)at + 4;
		body = lin_span_until(rest, ']');
		if (body.n == rest.n)
			return (long)(rest.p - 4 - s.p);
		rest.p += body.n + 1;
		rest.n -= body.n + 1;
	}
	return -1;
}

/* Whether the line s opens a forum tag that it does not close (a line of
 * LIN, which read_line() reads as such, does not). */
static int hv_opens(span s)
{
	s = lin_trim(s);
	return !starts_with_tag(unwrap_link(s)) && hv_open_at(s) >= 0;
}

static void grow(char **p, size_t *cap, size_t need)
{
	if (need > *cap) {
		*cap = need > 2 * *cap ? need : 2 * *cap;
		*p = xrealloc(*p, *cap);
	}
}

/* s without the line end's CR (lin_parse()'s lines keep it). */
static span cut_cr(span s)
{
	while (s.n > 0 && s.p[s.n - 1] == '\r')
		s.n--;
	return s;
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Appends s, a line inside the tag, to its text: the line break left
 * out (a wrap in the middle of a hand, "sak\nj5", is "sakj5"), one space
 * for the blanks around it, if any ("John \nSmith", an indented line). */
static void hv_append(lin_stream *ls, span s)
{
	span in;
	int space;

	s = cut_cr(s);
	in = lin_trim(s);
	space = (s.n > 0 && is_blank(s.p[0])) ||
		(ls->hv_n > 0 && is_blank(ls->hv[ls->hv_n - 1]));
	while (ls->hv_n > 0 && is_blank(ls->hv[ls->hv_n - 1]))
		ls->hv_n--;
	grow(&ls->hv, &ls->hv_cap, ls->hv_n + in.n + 2);
	if (space && in.n > 0)
		ls->hv[ls->hv_n++] = ' ';
	memcpy(ls->hv + ls->hv_n, in.p, in.n);
	ls->hv_n += in.n;
}

static void hv_raw_add(lin_stream *ls, span s)
{
	grow(&ls->hv_raw, &ls->hv_raw_cap, ls->hv_raw_n + s.n + 1);
	memcpy(ls->hv_raw + ls->hv_raw_n, s.p, s.n);
	ls->hv_raw_n += s.n;
	ls->hv_raw[ls->hv_raw_n++] = '\n';
}

/* Starts joining the lines of the tag that the line s (lineno) opens. */
static void hv_start(lin_stream *ls, span s, long lineno)
{
	ls->hv_n = ls->hv_raw_n = 0;
	s = cut_cr(s);
	grow(&ls->hv, &ls->hv_cap, s.n + 1);
	memcpy(ls->hv, s.p, s.n);
	ls->hv_n = s.n;
	hv_raw_add(ls, s);
	ls->hv_line = lineno;
	ls->hv_lines = 0;
}

/* The tag being joined is not closed (why, for its message): its line
 * read alone, the tag said; the lines after it read again as they are
 * (none opens a tag: none has a '['). */
static void hv_fail(lin_stream *ls, const char *why)
{
	char *raw = ls->hv_raw;
	size_t n = ls->hv_raw_n, i = 0;
	long lineno = ls->hv_line;

	ls->hv_raw = NULL;
	ls->hv_raw_n = ls->hv_raw_cap = 0;
	ls->hv_lines = -1;
	while (i < n) {
		const char *end = memchr(raw + i, '\n', n - i);
		span s = { raw + i, (size_t)(end - (raw + i)) };

		if (i == 0) {
			ls->rd.hv_why = why;
			read_line(&ls->rd, s, lineno, 1);
			ls->rd.hv_why = NULL;
		} else {
			lin_stream_line(ls, s.p, s.n, lineno);
		}
		lineno++;
		i += s.n + 1;
	}
	free(raw);
}

/* The line s (lineno) while a tag is being joined. */
static void hv_line(lin_stream *ls, span s, long lineno)
{
	const char *close = memchr(s.p, ']', s.n);
	const char *open = memchr(s.p, '[', s.n);
	span joined;
	long at;

	if ((open && (!close || open < close)) ||
	    ls->hv_lines >= HV_TAG_LINES ||
	    ls->hv_raw_n + s.n > (size_t)HV_TAG_MAX) {
		char why[64];

		if (open && (!close || open < close))
			snprintf(why, sizeof why, " before line %ld", lineno);
		else
			snprintf(why, sizeof why, " in %d lines (%ld KB)",
				 HV_TAG_LINES, HV_TAG_MAX >> 10);
		hv_fail(ls, why);
		lin_stream_line(ls, s.p, s.n, lineno);
		return;
	}
	hv_append(ls, s);
	hv_raw_add(ls, s);
	ls->hv_lines++;
	if (!close)
		return;
	/* Closed on this line: read, but for a tag opened after it on
	 * this line, which is joined on from here. */
	joined = (span){ ls->hv, ls->hv_n };
	at = hv_open_at(joined);
	read_line(&ls->rd, at < 0 ? joined : (span){ ls->hv, (size_t)at },
		  ls->hv_line, 1);
	if (at < 0) {
		ls->hv_lines = -1;
		return;
	}
	memmove(ls->hv, ls->hv + at, ls->hv_n - (size_t)at);
	ls->hv_n -= (size_t)at;
	ls->hv_raw_n = 0;
	hv_raw_add(ls, s);
	ls->hv_line = lineno;
	ls->hv_lines = 0;
}

void lin_stream_line(lin_stream *ls, const char *line, size_t len,
		     long lineno)
{
	span s = { line, len };

	if (ls->hv_lines >= 0) {
		hv_line(ls, s, lineno);
		return;
	}
	if (ls->pend_lines == 0 && hv_opens(s)) {
		hv_start(ls, s, lineno);
		return;
	}
	if (ls->pend_lines == 0 && !ends_in_text_value(s)) {
		read_line(&ls->rd, s, lineno, 1);
		return;
	}
	if (ls->pend_n + len + 2 > ls->pend_cap) {
		ls->pend_cap = 2 * (ls->pend_n + len + 2);
		ls->pend = xrealloc(ls->pend, ls->pend_cap);
	}
	if (ls->pend_lines == 0)
		ls->pend_line = lineno;
	else
		ls->pend[ls->pend_n++] = '\n';
	memcpy(ls->pend + ls->pend_n, line, len);
	ls->pend_n += len;
	ls->pend_lines++;
	if (ls->pend_lines > TEXT_VALUE_LINES ||
	    !ends_in_text_value((span){ ls->pend, ls->pend_n }))
		stream_flush(ls);
}

void lin_stream_post(lin_stream *ls)
{
	ls->rd.forum = 1;
}

void lin_stream_line_alone(lin_stream *ls, const char *line, size_t len,
			   long lineno)
{
	read_line(&ls->rd, (span){ line, len }, lineno, 1);
}

void lin_stream_finish(lin_stream *ls)
{
	if (ls->hv_lines >= 0)
		hv_fail(ls, "");
	stream_flush(ls);
	lin_finish_board(&ls->rd);
}

int lin_stream_dropped(const lin_stream *ls)
{
	return ls->out.dropped;
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
	free(ls->pend);
	free(ls->hv);
	free(ls->hv_raw);
	lin_board_reset(&ls->rd.b);
	free(ls);
}

/* Every line of the text through a stream: the boards as it reads
 * them. */
record *lin_parse(const char *text, size_t len, const char *file, int *count,
		  record_report_fn *report_fn, void *user)
{
	lin_stream *ls = lin_stream_new(file, report_fn, user);
	lin_out *out = &ls->out;
	record *recs;
	size_t i = text ? bom_length(text, len) : 0;
	long lineno = 0;
	int j, k;

	if (!text)
		len = 0;
	while (i < len) {
		const char *p = text + i, *end = memchr(p, '\n', len - i);
		size_t n = end ? (size_t)(end - p) : len - i;

		lin_stream_line(ls, p, n, ++lineno);
		i += n + (end != NULL);
	}
	lin_stream_finish(ls);
	/* The boards to hand out whole only. */
	for (j = k = 0; j < out->nrecs; j++)
		if (out->recs[j].problem == RECORD_GOOD)
			out->recs[k++] = out->recs[j];
		else
			record_free(&out->recs[j]);
	*count = k;
	recs = k ? out->recs : NULL;
	if (k == 0)
		free(out->recs);
	out->recs = NULL;
	out->nrecs = out->head = 0;
	lin_stream_free(ls);
	return recs;
}
