/*
 * boardinfo.c - names, auction, commentary and claim of a board's
 * record, see boardinfo.h.
 */
#include "boardinfo.h"

#include <stdlib.h>
#include <string.h>

#include "util/util.h"

static char upper(char c)
{
	return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' ||
	       c == '\f';
}

/* Whether p (in text) is the first character of its line but blanks. */
static int line_start(const char *text, const char *p)
{
	while (p > text && (p[-1] == ' ' || p[-1] == '\t'))
		p--;
	return p == text || p[-1] == '\n';
}

/* Whether p (in text) is on a '%' line (PBN's escape line, kept in a
 * section where it was read: not the board's). */
static int in_escape_line(const char *text, const char *p)
{
	while (p > text && p[-1] != '\n')
		p--;
	while (*p == ' ' || *p == '\t')
		p++;
	return *p == '%';
}

/* Copies s into out (size bytes), cut at a UTF-8 character boundary. */
static void copy_cut(char *out, size_t size, const char *s)
{
	size_t n = strlen(s);

	if (n >= size) {
		n = size - 1;
		while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
			n--;
	}
	memcpy(out, s, n);
	out[n] = '\0';
}

int boardinfo_names(const record *r, char names[4][BOARDINFO_NAME])
{
	static const char *const tags[4] = { "North", "East", "South", "West" };
	int seat, known = 0;

	for (seat = 0; seat < 4; seat++) {
		const record_tag *t = record_tag_get(r, tags[seat]);

		names[seat][0] = '\0';
		if (!t || t->value[0] == '\0' || strcmp(t->value, "?") == 0)
			continue;
		copy_cut(names[seat], BOARDINFO_NAME, t->value);
		known++;
	}
	return known;
}

/* ---- auction ---------------------------------------------------------- */

static int seat_of(const char *v)
{
	const char *p = v[0] ? strchr("NESW", upper(v[0])) : NULL;

	return p && v[1] == '\0' ? (int)(p - "NESW") : -1;
}

/* The text of note n ("n:text" in a Note tag), or NULL. */
static const char *note_text(const record *r, long n)
{
	int i;

	for (i = 0; i < r->ntags; i++) {
		const record_tag *t = &r->tags[i];
		char *end;

		if (strcmp(t->name, "Note") != 0)
			continue;
		if (strtol(t->value, &end, 10) == n && *end == ':')
			return end + 1;
	}
	return NULL;
}

static boardinfo_call *add_call(boardinfo_auction *a, int *cap,
				const char *text)
{
	boardinfo_call *c;

	if (a->ncalls == *cap) {
		*cap = *cap ? 2 * *cap : 32;
		a->calls = xrealloc(a->calls, (size_t)*cap * sizeof *a->calls);
	}
	c = &a->calls[a->ncalls];
	memset(c, 0, sizeof *c);
	copy_cut(c->text, sizeof c->text, text);
	c->seat = a->dealer < 0 ? -1 : (a->dealer + a->ncalls) % 4;
	a->ncalls++;
	return c;
}

/* A call token in PBN's forms ("1S", "3NT", "Pass", "X", "XX", either
 * case; "1N" for 3NT too) into its written form; 0, or -1 when it is not
 * a call. */
static int call_form(const char *t, char out[8])
{
	size_t n = strlen(t);

	if (n == 4 && upper(t[0]) == 'P' && upper(t[1]) == 'A' &&
	    upper(t[2]) == 'S' && upper(t[3]) == 'S') {
		strcpy(out, "Pass");
		return 0;
	}
	if ((n == 1 || n == 2) && upper(t[0]) == 'X' &&
	    (n == 1 || upper(t[1]) == 'X')) {
		strcpy(out, n == 1 ? "X" : "XX");
		return 0;
	}
	if (n >= 2 && t[0] >= '1' && t[0] <= '7' &&
	    strchr("CDHSN", upper(t[1]))) {
		if (upper(t[1]) == 'N') {
			if (!(n == 2 || (n == 3 && upper(t[2]) == 'T')))
				return -1;
			out[0] = t[0];
			strcpy(out + 1, "NT");
			return 0;
		}
		if (n != 2)
			return -1;
		out[0] = t[0];
		out[1] = upper(t[1]);
		out[2] = '\0';
		return 0;
	}
	return -1;
}

/* Whether the calls so far end the auction. */
static int auction_over(const boardinfo_auction *a)
{
	int i, passes = 0, bid = 0;

	for (i = a->ncalls - 1; i >= 0 && strcmp(a->calls[i].text, "Pass") == 0;
	     i--)
		passes++;
	for (i = 0; i < a->ncalls; i++)
		if (strcmp(a->calls[i].text, "Pass") != 0)
			bid = 1;
	return bid ? passes >= 3 : passes >= 4;
}

int boardinfo_read_auction(const record *r, boardinfo_auction *a)
{
	const record_tag *t = record_tag_get(r, "Auction");
	const char *p, *first = NULL, *counted = NULL;
	boardinfo_call *last = NULL;
	int cap = 0, lines = 0;     /* the line ends from first to counted */

	memset(a, 0, sizeof *a);
	a->dealer = -1;
	if (!t)
		return -1;
	a->dealer = seat_of(t->value);
	if (a->dealer < 0)
		a->dealer = r->dealer;
	for (p = t->section ? t->section : ""; *p;) {
		char tok[64], form[8];
		size_t n = 0;

		if (is_space(*p)) {
			p++;
			continue;
		}
		if (*p == '%' && line_start(t->section, p)) {
			while (*p && *p != '\n')       /* an escape line */
				p++;
			continue;
		}
		if (*p == '{') {                /* a comment */
			while (*p && *p != '}')
				p++;
			if (*p)
				p++;
			continue;
		}
		if (*p == ';') {
			while (*p && *p != '\n')
				p++;
			continue;
		}
		if (!first)
			first = counted = p;
		while (*p && !is_space(*p) && *p != '{' && *p != ';') {
			if (n + 1 < sizeof tok)
				tok[n++] = *p;
			p++;
		}
		tok[n] = '\0';
		for (; counted < p; counted++)
			lines += *counted == '\n';
		if (tok[0] == '*')
			break;
		if (tok[0] == '=') {            /* =n=: a note */
			const char *text = note_text(r, strtol(tok + 1, NULL,
							       10));

			if (last && text) {
				if (last->explanation) {
					size_t k = strlen(last->explanation);

					last->explanation = xrealloc(
						last->explanation,
						k + strlen(text) + 3);
					strcpy(last->explanation + k, "; ");
					strcat(last->explanation, text);
				} else {
					last->explanation = xstrdup(text);
				}
			}
			continue;
		}
		if (tok[0] == '$')              /* an annotation */
			continue;
		if (strcmp(tok, "!") == 0) {
			if (last)
				last->alert = 1;
			continue;
		}
		if (upper(tok[0]) == 'A' && upper(tok[1]) == 'P' &&
		    tok[2] == '\0') {           /* all pass */
			do {
				last = add_call(a, &cap, "Pass");
				last->lines = lines;
			} while (!auction_over(a));
			continue;
		}
		{
			int alert = 0;

			while (n > 1 && (tok[n - 1] == '!' ||
					 tok[n - 1] == '?')) {
				alert |= tok[n - 1] == '!';
				tok[--n] = '\0';
			}
			if (call_form(tok, form) < 0) {
				/* "-", or a word that is no call: the first
				 * such kept, with its line */
				if (strcmp(tok, "-") != 0 && !a->bad[0]) {
					snprintf(a->bad, sizeof a->bad, "%.15s",
						 tok);
					a->bad_lines = lines;
				}
				last = NULL;
				continue;
			}
			last = add_call(a, &cap, form);
			last->alert = alert;
			last->lines = lines;
		}
	}
	a->complete = a->ncalls > 0 && auction_over(a);
	return 0;
}

void boardinfo_auction_free(boardinfo_auction *a)
{
	int i;

	for (i = 0; i < a->ncalls; i++)
		free(a->calls[i].explanation);
	free(a->calls);
	memset(a, 0, sizeof *a);
	a->dealer = -1;
}

/* A bid's rank (1C 0 ... 7NT 34), -1 for another call. */
static int bid_rank(const char *t)
{
	const char *s;

	if (t[0] < '1' || t[0] > '7' || !t[1] || !(s = strchr("CDHSN", t[1])))
		return -1;
	return (t[0] - '1') * 5 + (int)(s - "CDHSN");
}

int boardinfo_low_bid(const boardinfo_auction *a)
{
	int i, top = -1;

	for (i = 0; i < a->ncalls; i++) {
		int k = bid_rank(a->calls[i].text);

		if (k < 0)
			continue;
		if (k <= top)
			return i;
		top = k;
	}
	return -1;
}

int boardinfo_contract(const boardinfo_auction *a, int *level, int *strain,
		       int *doubled, int *declarer)
{
	int i, last = -1;
	const char *t;

	if (!a->complete || a->dealer < 0 || boardinfo_low_bid(a) >= 0)
		return -1;
	for (i = 0; i < a->ncalls; i++)
		if (a->calls[i].text[0] >= '1' && a->calls[i].text[0] <= '7')
			last = i;
	*doubled = 0;
	if (last < 0) {
		*level = 0;
		*strain = *declarer = -1;
		return 0;
	}
	t = a->calls[last].text;
	*level = t[0] - '0';
	*strain = (int)(strchr("SHDCN", t[1]) - "SHDCN");
	for (i = last + 1; i < a->ncalls; i++)
		if (strcmp(a->calls[i].text, "X") == 0)
			*doubled = 1;
		else if (strcmp(a->calls[i].text, "XX") == 0)
			*doubled = 2;
	for (i = last % 2; i <= last; i += 2)
		if (a->calls[i].text[0] >= '1' && a->calls[i].text[0] <= '7' &&
		    a->calls[i].text[1] == t[1]) {
			*declarer = (a->dealer + i) % 4;
			break;
		}
	return 0;
}

/* ---- commentary --------------------------------------------------------- */

/* The "{...}" comments of text (a section, or the lines before a game)
 * added to *texts (*n of them, room for *cap). */
static void add_comments(const char *text, char ***texts, int *n, int *cap)
{
	const char *p = text;

	while (p && (p = strchr(p, '{'))) {
		const char *end;
		size_t len, k = 0, j;
		char *s;

		if (in_escape_line(text, p)) {
			p++;
			continue;
		}
		end = strchr(++p, '}');
		len = end ? (size_t)(end - p) : strlen(p);
		s = xmalloc(len + 1);
		for (j = 0; j < len; j++) {
			if (is_space(p[j])) {
				if (k > 0 && s[k - 1] != ' ')
					s[k++] = ' ';
			} else {
				s[k++] = p[j];
			}
		}
		while (k > 0 && s[k - 1] == ' ')
			k--;
		s[k] = '\0';
		p += len;
		if (k == 0 || strncmp(s, "ddplay:", 7) == 0) {
			free(s);
			continue;
		}
		if (*n == *cap) {
			*cap = *cap ? 2 * *cap : 8;
			*texts = xrealloc(*texts, (size_t)*cap * sizeof **texts);
		}
		(*texts)[(*n)++] = s;
	}
}

int boardinfo_comments(const record *r, char ***texts)
{
	int i, n = 0, cap = 0;

	*texts = NULL;
	add_comments(r->pre, texts, &n, &cap);
	for (i = 0; i < r->ntags; i++)
		add_comments(r->tags[i].section, texts, &n, &cap);
	return n;
}

void boardinfo_free_texts(char **texts, int n)
{
	int i;

	for (i = 0; i < n; i++)
		free(texts[i]);
	free(texts);
}

/* ---- claim ----------------------------------------------------------- */

int boardinfo_claim(const record *r, int *tricks)
{
	if (r->claim >= 0) {
		*tricks = r->claim;
		return 1;
	}
	/* (a play cut before a card that breaks a rule ended where its
	 * record ends: a whole play is no claim) */
	if (r->format == RECORD_PBN && r->nplayed > 0 && r->nplayed < 52 &&
	    r->result >= 0 && !(r->play_cut && r->recorded.n == 52)) {
		*tricks = r->result;
		return 1;
	}
	return 0;
}
