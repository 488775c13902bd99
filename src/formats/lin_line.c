/*
 * lin_line.c - one line of LIN text into the reader (lin_line_read()): a
 * handviewer link, BBO forum tags "[hv=...]" and links in a post's text
 * (decoded by lin_url.c, their LIN read here), or LIN tags, cut by
 * read_lin_line() and handed to lin_on_tag() (lin_board.c).  Joining a
 * line to the lines after it (a forum tag wrapped, a commentary value
 * that goes on) is lin.c's, which calls this file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "lin.h"
#include "lin_impl.h"
#include "util/util.h"

/* Whether s starts with a tag: one to three letters or digits and '|'. */
int lin_line_starts_with_tag(span s)
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
		if (!lin_line_starts_with_tag(rest)) {
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
span lin_line_unwrap_link(span s)
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

/* A hash of a link's parameters (after "handviewer.html?", all of a
 * tag's), as a copy of them gives it: blanks left out (a tag that a
 * quote wrapped differently is the same), "&amp;" read as '&' (one
 * copied out of a page's source). */
static unsigned long long link_hash(span s)
{
	unsigned long long h = 14695981039346656037ULL;
	long at = lin_span_find(s, "handviewer.html?");
	size_t i;

	if (at >= 0) {
		s.p += at + 16;
		s.n -= (size_t)at + 16;
	}
	for (i = 0; i < s.n; i++) {
		if (lin_is_space(s.p[i]))
			continue;
		h = (h ^ (unsigned char)s.p[i]) * 1099511628211ULL;
		if (s.p[i] == '&' && i + 4 < s.n &&
		    lin_span_is((span){ s.p + i + 1, 4 }, "amp;"))
			i += 4;
	}
	return h;
}

/* Whether the tag or link s was read before in this text (the last
 * LIN_SEEN_MAX of them): a thread that quotes a post copies its tags, a
 * reply quoting it again; a copy makes no second board.  Else s is
 * remembered. */
static int seen_before(lin_reader *rd, span s)
{
	unsigned long long h = link_hash(s);
	int i, n = rd->nseen < LIN_SEEN_MAX ? rd->nseen : LIN_SEEN_MAX;

	for (i = 0; i < n; i++)
		if (rd->seen[i] == h)
			return 1;
	rd->seen[rd->nseen++ % LIN_SEEN_MAX] = h;
	if (rd->nseen == 2 * LIN_SEEN_MAX)
		rd->nseen = LIN_SEEN_MAX;
	return 0;
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
		if (!seen_before(rd, body))
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

/* The word of s at i: up to a blank, '<' or '"'. */
static span word_at(span s, size_t i)
{
	size_t e = i;

	while (e < s.n && !lin_is_space(s.p[e]) && s.p[e] != '<' &&
	       s.p[e] != '"')
		e++;
	return (span){ s.p + i, e - i };
}

/* Whether word goes on with the parameters of a link: "&", a name
 * (letters) and '=' in a link of parameters, a '|' or "%7C" in one with
 * its LIN (lin is 1). */
static int word_goes_on(span word, int lin)
{
	size_t w;

	if (lin)
		return lin_span_find(word, "|") >= 0 ||
		       lin_span_find(word, "%7c") >= 0;
	for (w = 0; w < word.n; w++) {
		size_t e = w + 1;

		if (word.p[w] != '&')
			continue;
		while (e < word.n && e - w <= 3 && lin_is_alnum(word.p[e]) &&
		       !lin_is_digit(word.p[e]))
			e++;
		if (e > w + 1 && e < word.n && word.p[e] == '=')
			return 1;
	}
	return 0;
}

/* lin_line_link_goes_on() for a link whose kind is known: bbo, BBO's
 * (bbo_link()); lin, with its LIN (lin=). */
static size_t goes_on(span link, int bbo, int lin, span rest)
{
	size_t i = 0;
	int words;

	if (link.n == 0 || !bbo ||
	    link.p[link.n - 1] == '&' || link.p[link.n - 1] == '|' ||
	    (link.n >= 3 && lin_span_is((span){ link.p + link.n - 3, 3 },
					"%7c")))
		return 0;
	for (words = 0; words < LINK_WORDS && i < rest.n; words++) {
		span word = word_at(rest, i);

		if (word.n == 0 || starts_with(word, "http") ||
		    starts_with(word, "www."))
			return 0;
		i += word.n;
		if (word_goes_on(word, lin))
			return i;
		while (i < rest.n && (rest.p[i] == ' ' || rest.p[i] == '\t'))
			i++;
	}
	return 0;
}

size_t lin_line_link_goes_on(span link, span rest)
{
	return goes_on(link, bbo_link(link), lin_span_find(link, "lin=") >= 0,
		       rest);
}

/* Where the link of s that starts at i ends: at a blank, '<' or '"',
 * unless the link goes on after blanks (lin_line_link_goes_on()); the
 * text's punctuation after it not yet left out.  *open: the '(' it
 * opens less the ')' it closes. */
static size_t link_end(span s, size_t i, int *open)
{
	size_t j = i, k, from = i;
	int bbo = 0, lin = 0;

	*open = 0;
	for (;;) {
		size_t on;
		span part;

		for (; j < s.n && !lin_is_space(s.p[j]) && s.p[j] != '<' &&
		     s.p[j] != '"'; j++)
			*open += s.p[j] == '(' ? 1 : s.p[j] == ')' ? -1 : 0;
		/* the link's kind from its parts as they come (no part
		 * scanned twice: a line of a million blanks stays linear) */
		part = (span){ s.p + from, j - from };
		bbo = bbo || bbo_link(part);
		lin = lin || lin_span_find(part, "lin=") >= 0;
		for (k = j; k < s.n && (s.p[k] == ' ' || s.p[k] == '\t'); k++)
			;
		if (k == j || k == s.n ||
		    !(on = goes_on((span){ s.p + i, j - i }, bbo, lin,
				   (span){ s.p + k, s.n - k })))
			return j;
		from = k;
		for (j = k; j < k + on; j++)
			*open += s.p[j] == '(' ? 1 : s.p[j] == ')' ? -1 : 0;
	}
}

/* Where a link starts in s at i, "https://", "http://" or "www." at
 * the line's start or after a blank, '(', '<' or a quote: 1, or 0. */
static int link_starts(span s, size_t i)
{
	static const char *const starts[3] = { "https://", "http://", "www." };
	int k;

	if (i > 0 && !lin_is_space(s.p[i - 1]) && s.p[i - 1] != '(' &&
	    s.p[i - 1] != '<' && s.p[i - 1] != '"' && s.p[i - 1] != '\'')
		return 0;
	for (k = 0; k < 3; k++)
		if (starts_with((span){ s.p + i, s.n - i }, starts[k]))
			return 1;
	return 0;
}

span lin_line_link_at_end(span s)
{
	size_t i, j;
	int open;

	s = lin_trim(s);
	for (i = 0; i < s.n; i++) {
		if (!link_starts(s, i))
			continue;
		j = link_end(s, i, &open);
		if (j == s.n)
			return (span){ s.p + i, j - i };
		i = j;
	}
	return (span){ s.p, 0 };
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
	size_t i, j;
	int found = 0;

	for (i = 1; i < s.n; i++) {
		span link;
		int open;

		if (!link_starts(s, i))
			continue;
		j = link_end(s, i, &open);
		link = (span){ s.p + i, j - i };
		while (link.n > 0 &&
		       (strchr(".,;:!?>'", link.p[link.n - 1]) ||
			(link.p[link.n - 1] == ')' && open < 0))) {
			open += link.p[link.n - 1] == ')';
			link.n--;
		}
		found = 1;
		rd->forum = 1;
		if (bbo_link(link) && !seen_before(rd, link))
			read_link(rd, link, line, 0);
		i = j;
	}
	return found;
}

/* Where LIN starts in s, a line of a BBO forum post that is no link nor
 * tag: at 0 when s starts with a tag of LIN, two letters and '|' (md|,
 * pn|, qx|...: a post that gives its LIN as it is); at a deal "md|"
 * after a blank (the prose before it, "The LIN: md|3S...|", passed
 * over); else -1, the post's prose, a '|' in it or not ("Forums |
 * Bridge", "a club | or a spade"), passed over quietly as before the
 * first tag. */
static long post_lin_at(span s)
{
	size_t i;

	if (s.n >= 3 && lin_is_alnum(s.p[0]) && !lin_is_digit(s.p[0]) &&
	    lin_is_alnum(s.p[1]) && !lin_is_digit(s.p[1]) && s.p[2] == '|')
		return 0;
	for (i = 1; i + 3 <= s.n; i++)
		if (lin_is_space(s.p[i - 1]) && lin_lower(s.p[i]) == 'm' &&
		    lin_lower(s.p[i + 1]) == 'd' && s.p[i + 2] == '|')
			return (long)i;
	return -1;
}

/* Reads one line (s, trimmed): a link, forum tags or LIN tags.
 * allow_urls: whether it may be a handviewer link or forum tags. */
void lin_line_read(lin_reader *rd, span s, long line, int allow_urls)
{
	s = lin_trim(s);
	if (s.n == 0)
		return;
	if (allow_urls)
		s = lin_line_unwrap_link(s);
	if (allow_urls && !lin_line_starts_with_tag(s) &&
	    (read_hv_tags(rd, s, line) || looks_like_url(s))) {
		if (lin_span_find(s, "[hv=") >= 0 ||
		    read_links_in_text(rd, s, line))
			return;
		/* a post's link to another site: its prose */
		if (rd->forum && !bbo_link(s))
			return;
		/* a post's (or a page's) link that it quoted already */
		if ((rd->forum || rd->alone) && seen_before(rd, s))
			return;
		read_link(rd, s, line, 0);
		return;
	}
	/* a forum post's prose between its tags, its markup ("[quote
	 * ...]", "[b]"): no board, nothing lost */
	if (allow_urls && lin_forum_markup(s.p, s.n))
		rd->forum = 1;
	if (rd->forum) {
		long at = post_lin_at(s);

		if (at < 0)
			return;
		s.p += at;
		s.n -= (size_t)at;
	}
	read_lin_line(rd, s, line);
}

/* Whether the line s ends inside the value of a commentary or
 * explanation tag (nt|, at|, an|): BBO's commentary may run over several
 * lines, URLs and all. */
int lin_line_in_text_value(span s)
{
	size_t i = 0, j, k;

	while (i < s.n) {
		span rest = { s.p + i, s.n - i };

		if (lin_is_space(s.p[i]) || s.p[i] == '|') {
			i++;
			continue;
		}
		if (!lin_line_starts_with_tag(rest)) {
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
		       lin_line_in_text_value(s)) {
			while (i < len && text[i] != '\n')
				i++;
			s.n = (size_t)(text + i - s.p);
			if (i < len)
				i++;
			joined++;
		}
		lin_line_read(rd, s, line, 0);
	}
}
