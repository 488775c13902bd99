/*
 * lin.c - the reader of BBO's LIN files and handviewer links, see lin.h:
 * the stream of lines and the interface.
 *
 * The text is read a line at a time, by lin_stream_line() (lin_parse()
 * feeds its text through a stream too): a BBO forum tag run over several
 * lines (a forum wraps long lines) is joined first (hv_line()), and a
 * commentary value over several lines held until it ends; each line (or
 * lines joined) is then read by lin_line_read() (lin_line.c): a
 * handviewer link or forum tags, decoded by lin_url_read() (lin_url.c),
 * or LIN tags, each handed to lin_on_tag() (lin_board.c), which fills the
 * board being read (a lin_board) and, when a tag starts the next board,
 * hands it to lin_finish_board() (lin_record.c), which reports the
 * board's first problem, or works out its contract, result and tags and
 * appends it to the records returned.  The parts the files share are in
 * lin_impl.h.
 */
#include "lin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "lin_impl.h"
#include "util/util.h"

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
	line = lin_line_unwrap_link(line);
	return lin_span_find(line, "handviewer") >= 0 ||
	       lin_span_find(line, "lin=") >= 0 ||
	       lin_span_find(line, "bridgebase.") >= 0 ||
	       lin_span_find(line, "[hv=") >= 0 || lin_url_short(line);
}

struct lin_stream {
	lin_out out;
	lin_reader rd;
	/* Lines held while a commentary value runs over them
	 * (lin_line_in_text_value): joined by '\n', from line pend_line. */
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
	/* A post's line that ends in a link, held to see whether the next
	 * goes on with it (link_line()), while lk_lines >= 0: the lines
	 * joined so far, from line lk_line, lk_raw bytes of them. */
	char *lk;
	size_t lk_n, lk_cap, lk_raw;
	long lk_line;
	int lk_lines;
};

lin_stream *lin_stream_new(const char *file, record_report_fn *report_fn,
			   void *user)
{
	lin_stream *ls = xcalloc(1, sizeof *ls);

	ls->out.file = file;
	ls->out.report = report_fn;
	ls->out.user = user;
	ls->hv_lines = -1;
	ls->lk_lines = -1;
	lin_reader_init(&ls->rd, &ls->out);
	return ls;
}

/* Reads the lines held, if any. */
static void stream_flush(lin_stream *ls)
{
	if (ls->pend_lines == 0)
		return;
	lin_line_read(&ls->rd, (span){ ls->pend, ls->pend_n }, ls->pend_line, 1);
	ls->pend_n = 0;
	ls->pend_lines = 0;
}

/* A forum tag run over several lines, as a forum wraps a long line or a
 * copy breaks it: the lines after the one that opens it are joined to it
 * while they are inside its brackets (no '[' before their first ']'),
 * up to the line that closes it; at most HV_TAG_LINES lines after it and
 * HV_TAG_MAX bytes in all (lin.h).  A tag not closed so is said at its
 * line and not read; the lines after it are read again as they are. */
#define HV_TAG_LINES LIN_TAG_LINES
#define HV_TAG_MAX LIN_TAG_MAX

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
 * LIN, which lin_line_read() reads as such, does not). */
static int hv_opens(span s)
{
	s = lin_trim(s);
	return !lin_line_starts_with_tag(lin_line_unwrap_link(s)) && hv_open_at(s) >= 0;
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
			lin_line_read(&ls->rd, s, lineno, 1);
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
	lin_line_read(&ls->rd, at < 0 ? joined : (span){ ls->hv, (size_t)at },
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

/* A link in a post's text wrapped over lines, as a forum shows a long
 * one (or a copy breaks it): a line of the post that ends in a BBO link
 * is held while the next line goes on with the link
 * (lin_line_link_goes_on(): "...&s=s9743h74d" then "qj32cj95&w=..."),
 * joined to it without the line break, at most HV_TAG_LINES lines and
 * HV_TAG_MAX bytes as a tag.  1 when the line s (lineno) is taken so,
 * held or joined; else the lines held are read and s is not taken. */
static int link_line(lin_stream *ls, span s, long lineno)
{
	span in = lin_trim(cut_cr(s));

	if (ls->lk_lines >= 0) {
		span link = lin_line_link_at_end((span){ ls->lk, ls->lk_n });

		if (ls->lk_lines < HV_TAG_LINES &&
		    ls->lk_raw + s.n <= (size_t)HV_TAG_MAX &&
		    lin_line_link_goes_on(link, in)) {
			grow(&ls->lk, &ls->lk_cap, ls->lk_n + in.n + 1);
			memcpy(ls->lk + ls->lk_n, in.p, in.n);
			ls->lk_n += in.n;
			ls->lk_raw += s.n;
			ls->lk_lines++;
			/* held on while it ends in the link still */
			if (lin_line_link_at_end((span){ ls->lk, ls->lk_n }).n)
				return 1;
			ls->lk_lines = -1;
			lin_line_read(&ls->rd, (span){ ls->lk, ls->lk_n },
				      ls->lk_line, 1);
			return 1;
		}
		ls->lk_lines = -1;
		lin_line_read(&ls->rd, (span){ ls->lk, ls->lk_n }, ls->lk_line,
			      1);
	}
	if (!ls->rd.forum || ls->pend_lines > 0 || hv_opens(s) ||
	    !lin_line_link_at_end(in).n)
		return 0;
	grow(&ls->lk, &ls->lk_cap, in.n + 1);
	memcpy(ls->lk, in.p, in.n);
	ls->lk_n = in.n;
	ls->lk_raw = s.n;
	ls->lk_line = lineno;
	ls->lk_lines = 0;
	return 1;
}

void lin_stream_line(lin_stream *ls, const char *line, size_t len,
		     long lineno)
{
	span s = { line, len };

	if (ls->hv_lines < 0 && link_line(ls, s, lineno))
		return;
	if (ls->hv_lines >= 0) {
		hv_line(ls, s, lineno);
		return;
	}
	if (ls->pend_lines == 0 && hv_opens(s)) {
		hv_start(ls, s, lineno);
		return;
	}
	if (ls->pend_lines == 0 && !lin_line_in_text_value(s)) {
		lin_line_read(&ls->rd, s, lineno, 1);
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
	    !lin_line_in_text_value((span){ ls->pend, ls->pend_n }))
		stream_flush(ls);
}

void lin_stream_post(lin_stream *ls)
{
	ls->rd.forum = 1;
}

void lin_stream_line_alone(lin_stream *ls, const char *line, size_t len,
			   long lineno, const char *why)
{
	ls->rd.alone = 1;
	ls->rd.hv_why = why;
	lin_line_read(&ls->rd, (span){ line, len }, lineno, 1);
	ls->rd.hv_why = NULL;
	ls->rd.alone = 0;
}

void lin_stream_finish(lin_stream *ls)
{
	/* (the lines after a tag not closed, read again, may end in a
	 * link: held, then read) */
	if (ls->hv_lines >= 0)
		hv_fail(ls, "");
	if (ls->lk_lines >= 0) {
		ls->lk_lines = -1;
		lin_line_read(&ls->rd, (span){ ls->lk, ls->lk_n }, ls->lk_line,
			      1);
	}
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
	free(ls->lk);
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
