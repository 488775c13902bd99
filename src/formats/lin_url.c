/*
 * lin_url.c - BBO handviewer links and forum tags ([hv=...]): the
 * parameters of a link, URL-decoded: its LIN (lin=) handed back to lin.c
 * to read, or its board (n e s w d v b a p pn nn en sn wn) read here.
 */
#include "lin_impl.h"
#include "lin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "util/lineio.h"
#include "util/util.h"

/* Seats and boards. */

/* A seat letter n e s w, or the seat's name, either case; -1 if not. */
static int seat_of(span s)
{
	static const char *const names[4] = {
		"north", "east", "south", "west"
	};
	int seat;

	s = lin_trim(s);
	for (seat = 0; seat < 4; seat++)
		if (s.n > 0 && lin_lower(s.p[0]) == names[seat][0] &&
		    (s.n == 1 || lin_span_is(s, names[seat])))
			return seat;
	return -1;
}

/* Links that lead to a board only through the network. */

/* The host of the link s: after "://" (or from the start when there is
 * none), up to '/', '?', '#' or ':', without a "www." before it. */
static span url_host(span s)
{
	long scheme = lin_span_find(s, "://");
	span h;

	if (scheme >= 0) {
		s.p += scheme + 3;
		s.n -= (size_t)scheme + 3;
	}
	for (h.p = s.p, h.n = 0; h.n < s.n; h.n++)
		if (s.p[h.n] == '/' || s.p[h.n] == '?' || s.p[h.n] == '#' ||
		    s.p[h.n] == ':')
			break;
	if (h.n > 4 && lin_span_find(h, "www.") == 0) {
		h.p += 4;
		h.n -= 4;
	}
	return h;
}

/* Whether s (a trimmed line) is a short link: its host a link
 * shortener's (lineio_short_host()), the scheme (https://) given or
 * not. */
int lin_url_short(span s)
{
	span h = url_host(s);

	if (lin_span_find(s, "://") < 0 &&
	    (h.p + h.n == s.p + s.n || h.p[h.n] != '/'))
		return 0;
	return lineio_short_host(h.p, h.n);
}

/* A forum's markup (BBCode). */

int lin_forum_markup(const char *text, size_t len)
{
	static const char *const names[] = {
		"b", "i", "u", "s", "quote", "url", "img", "color", "colour",
		"size", "font", "center", "left", "right", "code", "spoiler",
		"list", "*", "email", "indent", "sup", "sub", "hr", "media",
		"youtube", "acronym", "background", "strike", "hv",
	};
	span s = lin_trim((span){ text, len }), name;
	size_t k;

	if (s.n < 3 || s.p[0] != '[')
		return 0;
	s.p++;
	s.n--;
	if (s.p[0] == '/') {
		s.p++;
		s.n--;
	}
	for (name.p = s.p, name.n = 0; name.n < s.n; name.n++)
		if (s.p[name.n] == ']' || s.p[name.n] == '=' ||
		    lin_is_space(s.p[name.n]))
			break;
	if (name.n == s.n)
		return 0;
	for (k = 0; k < sizeof names / sizeof *names; k++)
		if (lin_span_is(name, names[k]))
			return 1;
	return 0;
}

/* The parameters. */

enum {
	P_LIN, P_N, P_E, P_S, P_W, P_D, P_V, P_B, P_A, P_P, P_NN, P_EN, P_SN,
	P_WN, P_PN, P_COUNT
};

static int hex_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = lin_lower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* HTML's character references, in a link or tag copied out of a page's
 * source ("sn=O&#39;Brien", "wn=M&#252;ller", "&quot;"): the length of
 * the one at s.p[i] ('&'), its character's code point in *code; 0 for
 * none.  "&amp;" is none: it stands for the '&' between parameters. */
static size_t html_ref(span s, size_t i, unsigned long *code)
{
	static const struct {
		const char *name;
		unsigned long code;
	} names[] = {
		{ "quot;", '"' }, { "apos;", '\'' }, { "lt;", '<' },
		{ "gt;", '>' }, { "nbsp;", ' ' },
	};
	span rest = { s.p + i + 1, s.n - i - 1 };
	size_t k, j;
	unsigned long c = 0;
	int hex;

	/* (names[k] at the start of rest: not searched for in all of it,
	 * which a link of many '&' made quadratic) */
	for (k = 0; k < sizeof names / sizeof *names; k++)
		if (rest.n >= strlen(names[k].name) &&
		    lin_span_is((span){ rest.p, strlen(names[k].name) },
				names[k].name)) {
			*code = names[k].code;
			return strlen(names[k].name) + 1;
		}
	if (rest.n < 3 || rest.p[0] != '#')
		return 0;
	hex = lin_lower(rest.p[1]) == 'x';
	for (j = 1 + (size_t)hex; j < rest.n && j < 10 && rest.p[j] != ';';
	     j++) {
		int d = hex ? hex_value(rest.p[j]) :
			lin_is_digit(rest.p[j]) ? rest.p[j] - '0' : -1;

		if (d < 0)
			return 0;
		c = c * (hex ? 16 : 10) + (unsigned long)d;
	}
	if (j == 1 + (size_t)hex || j == rest.n || rest.p[j] != ';' ||
	    c == 0 || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*code = c;
	return j + 2;
}

/* s with its character references (html_ref()) as UTF-8, in a malloc'd
 * buffer of *len bytes and a NUL. */
static char *html_unescape(span s, size_t *len)
{
	char *out = xmalloc(s.n + 1);
	size_t i, n = 0, k;
	unsigned long c;

	for (i = 0; i < s.n; i++) {
		if (s.p[i] != '&' || (k = html_ref(s, i, &c)) == 0) {
			out[n++] = s.p[i];
			continue;
		}
		/* (never longer than the reference: "&#1;" is 4 bytes) */
		if (c < 0x80) {
			out[n++] = (char)c;
		} else if (c < 0x800) {
			out[n++] = (char)(0xc0 | (c >> 6));
			out[n++] = (char)(0x80 | (c & 0x3f));
		} else if (c < 0x10000) {
			out[n++] = (char)(0xe0 | (c >> 12));
			out[n++] = (char)(0x80 | ((c >> 6) & 0x3f));
			out[n++] = (char)(0x80 | (c & 0x3f));
		} else {
			out[n++] = (char)(0xf0 | (c >> 18));
			out[n++] = (char)(0x80 | ((c >> 12) & 0x3f));
			out[n++] = (char)(0x80 | ((c >> 6) & 0x3f));
			out[n++] = (char)(0x80 | (c & 0x3f));
		}
		i += k - 1;
	}
	out[n] = '\0';
	*len = n;
	return out;
}

/* s URL-decoded (%XX, and '+' when plus), in a malloc'd buffer of *len
 * bytes and a NUL. */
static char *decode(span s, int plus, size_t *len)
{
	char *out = xmalloc(s.n + 1);
	size_t i, n = 0;

	for (i = 0; i < s.n; i++) {
		if (s.p[i] == '+' && plus) {
			out[n++] = ' ';
		} else if (s.p[i] == '%' && i + 2 < s.n &&
			   hex_value(s.p[i + 1]) >= 0 &&
			   hex_value(s.p[i + 2]) >= 0) {
			int c = hex_value(s.p[i + 1]) * 16 +
				hex_value(s.p[i + 2]);

			out[n++] = (char)(unsigned char)c;
			i += 2;
		} else {
			out[n++] = s.p[i];
		}
	}
	out[n] = '\0';
	*len = n;
	return out;
}

/* A parameter's value: its character references (HTML's), then its
 * URL encoding decoded. */
static char *decode_value(span s, int plus, size_t *len)
{
	char *html, *out;
	size_t n;

	if (!memchr(s.p, '&', s.n))
		return decode(s, plus, len);
	html = html_unescape(s, &n);
	out = decode((span){ html, n }, plus, len);
	free(html);
	return out;
}

char *lin_url_decode(const char *p, size_t n, size_t *len)
{
	return decode((span){ p, n }, 0, len);
}

/* A board from the parameters n e s w d v b a p pn nn en sn wn. */
static void read_url_board(lin_reader *rd, char *const val[P_COUNT],
			   const size_t len[P_COUNT], long line)
{
	static const char *const tags[4] = { "n", "e", "s", "w" };
	lin_board *b = &rd->b;
	span hands[4], v;
	char q[DEAL_QUOTE_SIZE];
	long number = 0;
	int seat;

	lin_board_start(b, line);
	b->has_md = 1;
	b->deal_line = line;
	for (seat = 0; seat < 4; seat++) {
		hands[seat].p = val[P_N + seat] ? val[P_N + seat] : "";
		hands[seat].n = val[P_N + seat] ? len[P_N + seat] : 0;
	}
	lin_build_deal(b, line, hands, tags, "hands");
	if (val[P_B]) {
		size_t i;

		v = lin_trim((span){ val[P_B], len[P_B] });
		lin_copy_name(b->name, sizeof b->name, v);
		lin_copy_name(b->number, sizeof b->number, lin_number_in(v));
		for (i = 0; i < v.n && i < 6 && lin_is_digit(v.p[i]); i++)
			number = 10 * number + (v.p[i] - '0');
		if (i < v.n)
			number = 0;
	}
	if (val[P_D]) {
		v = lin_trim((span){ val[P_D], len[P_D] });
		b->dealer = seat_of(v);
		if (b->dealer < 0 && v.n > 0) {
			lin_quote(v, q, sizeof q);
			lin_board_error(b, line, "d: '%s' is not a seat (n, "
					"e, s or w)", q);
		}
	}
	if (b->dealer < 0 && number > 0)
		b->dealer = lin_board_dealer(number);
	if (val[P_V])
		lin_read_vul(b, (span){ val[P_V], len[P_V] }, line, "v");
	if (b->vul < 0 && !b->vul_bad && number > 0)
		b->vul = lin_board_vul(number);
	if (val[P_A] && !b->err[0])
		lin_read_calls(b, (span){ val[P_A], len[P_A] }, line, "a");
	if (val[P_P] && !b->err[0])
		lin_read_cards(b, (span){ val[P_P], len[P_P] }, line, "p");
	/* pn: the players South, West, North, East, as pn| has them. */
	if (val[P_PN]) {
		span rest = { val[P_PN], len[P_PN] };

		for (seat = 0; seat < 4; seat++) {
			span name = lin_span_until(rest, ',');

			lin_copy_name(b->players[seat], NAME_SIZE,
				      lin_trim(name));
			if (name.n == rest.n)
				break;
			rest.p += name.n + 1;
			rest.n -= name.n + 1;
		}
	}
	/* nn en sn wn into pn|'s order S W N E. */
	for (seat = 0; seat < 4; seat++) {
		static const int place[4] = { 2, 3, 0, 1 };

		if (val[P_NN + seat])
			lin_copy_name(b->players[place[seat]], NAME_SIZE,
				      lin_trim((span){ val[P_NN + seat],
					       len[P_NN + seat] }));
	}
	b->nplayers = 4;
	lin_finish_board(rd);
}

/* A handviewer link, see lin_impl.h. */
char *lin_url_read(lin_out *out, span s, long line, size_t *lin_len,
		   int is_query)
{
	static const char *const names[P_COUNT] = {
		"lin", "n", "e", "s", "w", "d", "v", "b", "a", "p", "nn", "en",
		"sn", "wn", "pn"
	};
	char *val[P_COUNT] = { NULL };
	size_t len[P_COUNT] = { 0 }, i, start;
	long query = lin_span_find(s, "?"), lin = lin_span_find(s, "lin=");
	char *lin_text = NULL;
	span link = s;
	/* '+' for a space, as forms write it; a link that writes its
	 * spaces %20 (as BBO's own) keeps its '+' ("3+ !C", "12+ HCP"). */
	int plus = lin_span_find(s, "%20") < 0;
	int k, remote = 0;

	if (!is_query && lin_url_short(s)) {
		char q[DEAL_QUOTE_SIZE], msg[MSG_SIZE];

		lin_quote(s, q, sizeof q);
		snprintf(msg, sizeof msg, "'%s' is a short link: ddplay does "
			 "not go on the network; open it in a browser and give "
			 "the link it leads to (handviewer.html?lin=...)", q);
		lin_report(out, line, "", msg);
		return NULL;
	}
	/* The parameters: all of s (a forum's tag), after '?', or from
	 * "lin=" when there is no '?'. */
	if (is_query)
		query = 0;
	else if (query >= 0)
		query++;
	else
		query = lin;
	if (query >= 0) {
		s.p += query;
		s.n -= (size_t)query;
		for (i = start = 0; i <= s.n; i++) {
			span key, value;
			unsigned long c;
			size_t ref;

			if (i < s.n && s.p[i] != '&')
				continue;
			/* "&#39;" in a value, no '&' between parameters */
			if (i < s.n && (ref = html_ref(s, i, &c)) > 0) {
				i += ref - 1;
				continue;
			}
			key.p = s.p + start;
			key.n = i - start;
			start = i + 1;
			value = key;
			key = lin_span_until(key, '=');
			if (key.n == value.n)
				continue;
			value.p += key.n + 1;
			value.n -= key.n + 1;
			/* "&amp;" from a link copied out of HTML. */
			if (key.n > 4 && lin_span_find(key, "amp;") == 0) {
				key.p += 4;
				key.n -= 4;
			}
			/* A board kept on BBO's site: its LIN only through
			 * the network. */
			if (lin_span_is(key, "linurl") ||
			    lin_span_is(key, "myhand"))
				remote = 1;
			for (k = 0; k < P_COUNT; k++)
				if (lin_span_is(key, names[k])) {
					free(val[k]);
					val[k] = decode_value(value, plus,
							      &len[k]);
				}
		}
	}
	if (val[P_LIN]) {
		lin_text = val[P_LIN];
		*lin_len = len[P_LIN];
		val[P_LIN] = NULL;
		/* Encoded twice (%257C, a link passed through a forum or a
		 * mail that encoded it again): decoded once more. */
		if (!memchr(lin_text, '|', *lin_len) &&
		    lin_span_find((span){ lin_text, *lin_len }, "%7c") >= 0) {
			char *once = lin_text;

			lin_text = decode((span){ once, *lin_len },
					  lin_span_find((span){ once, *lin_len },
							"%20") < 0, lin_len);
			free(once);
		}
	} else if (val[P_N] || val[P_E] || val[P_S] || val[P_W]) {
		lin_reader *rd = xmalloc(sizeof *rd);

		lin_reader_init(rd, out);
		read_url_board(rd, val, len, line);
		free(rd);
	} else if (remote || lin_span_find(link, "fetchlin") >= 0) {
		lin_report(out, line, "", "a link to a board kept on BBO's "
			   "site (linurl=, myhand=, fetchlin.php): ddplay does "
			   "not go on the network to fetch it; download the "
			   "LIN file (BBO's My hands) or give a link with lin=");
	} else {
		lin_report(out, line, "", is_query ? "a [hv=...] tag without "
			   "a deal (lin=, or n=, e=, s=, w=)" : "not a "
			   "handviewer link with a deal (lin=, or n=, e=, s=, "
			   "w=)");
	}
	for (k = 0; k < P_COUNT; k++)
		free(val[k]);
	return lin_text;
}
