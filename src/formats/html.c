/*
 * html.c - an HTML page read for its boards, see html.h.
 */
#include "html.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lin.h"
#include "util/util.h"

struct html_page {
	lin_stream *lin;        /* the boards go to it */
	long lineno;            /* the line being read */
	long links;             /* the links and tags found */
	/* A forum tag of the page wrapped over its lines, being joined
	 * (html_join()): its text so far, from line tag_line, and the
	 * lines joined after it, tag_raw bytes of them, while tag_on. */
	char *tag;
	size_t tag_n, tag_cap;
	long tag_line, tag_raw;
	int tag_lines, tag_on;
};

html_page *html_page_new(lin_stream *lin)
{
	html_page *h = xcalloc(1, sizeof *h);

	h->lin = lin;
	return h;
}

void html_page_free(html_page *h)
{
	if (!h)
		return;
	free(h->tag);
	free(h);
}

long html_page_links(const html_page *h)
{
	return h->links;
}

/* Appends n bytes at p, a piece of a forum tag of an HTML page, to the
 * tag being joined, as the LIN reader joins a text post's (lin.h): the
 * page's markup left out ("<br />" where the post's line broke), the
 * line break left out, one space for blanks around it. */
static void tag_append(html_page *h, const char *p, size_t n, int first)
{
	size_t i;
	int space = 0, lead = 1, gt_left = 1;

	if (h->tag_n + n + 2 > h->tag_cap) {
		h->tag_cap = 2 * (h->tag_n + n + 2);
		h->tag = xrealloc(h->tag, h->tag_cap);
	}
	if (!first && h->tag_n > 0 && (h->tag[h->tag_n - 1] == ' ' ||
				       h->tag[h->tag_n - 1] == '\t'))
		space = 1;
	while (!first && h->tag_n > 0 && (h->tag[h->tag_n - 1] == ' ' ||
					  h->tag[h->tag_n - 1] == '\t'))
		h->tag_n--;
	for (i = 0; i < n; i++) {
		const char *gt;

		if (p[i] == '<' && gt_left) {
			/* (no '>' after: none after a later '<' either) */
			if ((gt = memchr(p + i, '>', n - i))) {
				i = (size_t)(gt - p);
				continue;
			}
			gt_left = 0;
		}
		if (p[i] == '\r' || p[i] == '\n')
			continue;
		if (lead && !first && (p[i] == ' ' || p[i] == '\t')) {
			space = 1;
			continue;
		}
		if (lead && space && h->tag_n > 0)
			h->tag[h->tag_n++] = ' ';
		lead = 0;
		h->tag[h->tag_n++] = p[i];
	}
}

/* The tag being joined is not closed (why, for its message): said at
 * its line, not read. */
static void tag_fail(html_page *h, const char *why)
{
	h->tag_on = 0;
	lin_stream_line_alone(h->lin, h->tag, h->tag_n, h->tag_line, why);
}

/* A line of an HTML page while a forum tag of it is joined: the lines
 * inside its brackets (no '[' before their first ']', the page's markup
 * left out) joined to it, up to the one that closes it, at most
 * LIN_TAG_LINES lines after it and LIN_TAG_MAX bytes; then the tag read.
 * Where the line is to be read on for links: after the tag's ']', or
 * all of it when the tag is not closed so; NULL when it is all the
 * tag's. */
static const char *html_join(html_page *h, const char *line)
{
	char why[64];
	const char *close, *open = NULL, *q;
	size_t n = strlen(line);

	/* the first '[' outside the page's markup */
	for (q = line; *q && !open; q++) {
		const char *gt;

		if (*q == '<' && (gt = strchr(q, '>')))
			q = gt;
		else if (*q == '<')
			break;          /* no markup closed after: no '[' */
		else if (*q == '[')
			open = q;
	}
	if (!open && *q == '<')
		open = strchr(q, '[');
	close = strchr(line, ']');
	if ((open && (!close || open < close)) ||
	    h->tag_lines >= LIN_TAG_LINES || h->tag_raw + (long)n > LIN_TAG_MAX) {
		if (open && (!close || open < close))
			snprintf(why, sizeof why, " before line %ld",
				 h->lineno);
		else
			snprintf(why, sizeof why, " in %d lines (%ld KB)",
				 LIN_TAG_LINES, LIN_TAG_MAX >> 10);
		tag_fail(h, why);
		return line;
	}
	h->tag_lines++;
	h->tag_raw += (long)n;
	if (!close) {
		tag_append(h, line, n, 0);
		return NULL;
	}
	tag_append(h, line, (size_t)(close - line) + 1, 0);
	h->tag_on = 0;
	lin_stream_line_alone(h->lin, h->tag, h->tag_n, h->tag_line, NULL);
	return close + 1;
}

/* A line of an HTML page: the boards of its links (html.h).  BBO's traveller
 * pages: the LIN of each hv_popuplin('...') link; they write its first
 * tag plainly and URL-encode the rest ("pn|a,b,c,d|st%7C%7Cmd%7C3S..."):
 * %XX is decoded.  Other pages saved from BBO (its forum's topics, a
 * page of links): each handviewer link ("...handviewer.html?...", up to
 * a quote, '<', '>' or a space ends it: an href's or an iframe's src) and
 * each forum tag "[hv=...]", read as the LIN reader reads them. */
void html_page_line(html_page *h, const char *line, long lineno)
{
	static const char *const keys[3] = {
		"hv_popuplin('", "handviewer.html?", "[hv="
	};
	const char *p = line, *end;

	h->lineno = lineno;
	if (h->tag_on && !(p = html_join(h, line)))
		return;
	for (;;) {
		const char *at = NULL, *q;
		int k, which = -1;

		for (k = 0; k < 3; k++)
			if ((q = strstr(p, keys[k])) && (!at || q < at)) {
				at = q;
				which = k;
			}
		if (!at)
			break;
		if (which == 0) {
			size_t n;
			char *lin;

			at += strlen(keys[0]);
			end = strchr(at, '\'');
			if (!end)
				break;
			lin = lin_url_decode(at, (size_t)(end - at), &n);
			lin_stream_line(h->lin, lin, n, h->lineno);
			free(lin);
			p = end + 1;
		} else {
			if (which == 1) {
				end = at + strcspn(at, "\"'<> \t");
			} else if ((end = strchr(at, ']'))) {
				end++;
			} else {
				/* wrapped over the page's lines: joined */
				h->tag_n = 0;
				tag_append(h, at, strlen(at), 1);
				h->tag_line = h->lineno;
				h->tag_lines = 0;
				h->tag_raw = (long)strlen(at);
				h->tag_on = 1;
				h->links++;
				break;
			}
			p = end;
			/* "handviewer.html?" alone: a script's, no link. */
			if ((size_t)(end - at) == strlen(keys[which]))
				continue;
			lin_stream_line_alone(h->lin, at, (size_t)(end - at),
					      h->lineno, NULL);
		}
		h->links++;
	}
}

void html_page_finish(html_page *h)
{
	if (h->tag_on)
		tag_fail(h, "");
}
