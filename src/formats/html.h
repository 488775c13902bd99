/*
 * html.h - an HTML page read for its boards, a line at a time, into a
 * LIN reader (lin.h): BBO's traveller pages, the LIN of each
 * hv_popuplin('...') link (its first tag plain, the rest URL-encoded,
 * "pn|a,b,c,d|st%7C%7Cmd%7C3S...": each %XX decoded); other pages saved
 * from BBO (a forum topic, a page of links), each handviewer link
 * ("...handviewer.html?..." up to a quote, '<', '>' or a blank: an
 * href's or an iframe's src) and each forum tag "[hv=...]", read as the
 * LIN reader reads them (a copy of one passed over).  A tag that the
 * page wraps over its lines (a post's line breaks, "<br />" and all) is
 * joined, the page's markup in it left out, as the LIN reader joins a
 * text post's: up to the line with its ']', none with a '[' before it,
 * at most LIN_TAG_LINES lines after the one that opens it and
 * LIN_TAG_MAX bytes; one not closed so is said at its line.
 */
#ifndef HTML_H
#define HTML_H

#include "lin.h"

typedef struct html_page html_page;

/* A page whose boards go to lin (not owned). */
html_page *html_page_new(lin_stream *lin);
void html_page_free(html_page *h);
/* The page's line lineno (NUL-terminated). */
void html_page_line(html_page *h, const char *line, long lineno);
/* The end of the page: a tag being joined is said, not closed. */
void html_page_finish(html_page *h);
/* How many links and tags the page has given so far (none: no BBO
 * page, which source.c says). */
long html_page_links(const html_page *h);

#endif
