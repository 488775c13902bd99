/*
 * lin.c - the reader of BBO's LIN files and handviewer links, see lin.h.
 *
 * The text is read a line at a time.  A line holding a handviewer link,
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

static void read_text(lin_reader *rd, const char *text, size_t len,
		      long fixed_line, int allow_urls);

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
		read_text(sub, text, n, line, 0);
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
			lin_finish_board(rd);
			lin_report(rd->out, line, "", "a [hv=...] tag without "
				   "its ']' on its line: not read");
			break;
		}
		read_link(rd, body, line, 1);
		rd->forum = 1;
		s.p += body.n + 1;
		s.n -= body.n + 1;
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
		if (lin_span_find(s, "[hv=") < 0)
			read_link(rd, s, line, 0);
		return;
	}
	/* a forum post's prose between its tags: no board, nothing lost */
	if (rd->forum && !memchr(s.p, '|', s.n))
		return;
	read_lin_line(rd, s, line);
}

/* Reads the lines of text.  fixed_line: the line number to give every
 * tag (for the LIN of a link), 0 to count lines.  allow_urls: whether a
 * line may be a handviewer link. */
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

static void read_text(lin_reader *rd, const char *text, size_t len,
		      long fixed_line, int allow_urls)
{
	size_t i = 0;
	long lineno = 0;

	while (i < len) {
		span s;
		long first;
		int joined = 0;

		s.p = text + i;
		while (i < len && text[i] != '\n')
			i++;
		s.n = (size_t)(text + i - s.p);
		if (i < len)
			i++;
		first = ++lineno;
		/* A commentary value that goes on: the next lines with it. */
		while (i < len && joined < TEXT_VALUE_LINES &&
		       ends_in_text_value(s)) {
			while (i < len && text[i] != '\n')
				i++;
			s.n = (size_t)(text + i - s.p);
			if (i < len)
				i++;
			lineno++;
			joined++;
		}
		read_line(rd, s, fixed_line ? fixed_line : first, allow_urls);
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
		read_text(rd, text + skip, len - skip, 0, 1);
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
	/* Lines held while a commentary value runs over them
	 * (ends_in_text_value): joined by '\n', from line pend_line. */
	char *pend;
	size_t pend_n, pend_cap;
	long pend_line;
	int pend_lines;
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

/* Reads the lines held, if any. */
static void stream_flush(lin_stream *ls)
{
	if (ls->pend_lines == 0)
		return;
	read_line(&ls->rd, (span){ ls->pend, ls->pend_n }, ls->pend_line, 1);
	ls->pend_n = 0;
	ls->pend_lines = 0;
}

void lin_stream_line(lin_stream *ls, const char *line, size_t len,
		     long lineno)
{
	span s = { line, len };

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

void lin_stream_finish(lin_stream *ls)
{
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
	lin_board_reset(&ls->rd.b);
	free(ls);
}
