/*
 * gen.c - deals as the deal generators print them, see gen.h.
 *
 * Each format is read a line at a time into the four hands, a suit at a
 * time, as rank letters ("AKQ", "" for a void); a deal is complete after
 * its last line and becomes the PBN text "N:hand hand hand hand" that
 * deal_parse() checks (thirteen cards a hand, no card twice).
 */
#include "gen.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "util/util.h"

#define QUEUE 2
/* g->rows after a line that is not the format's: the rest of that deal
 * is passed over, up to the next one's start. */
#define SKIP (-2)

struct gen_reader {
	const char *file;
	int format;
	record_report_fn *report;
	void *user;
	/* the deal being read: its hands [seat][suit], the lines read
	 * (rows; -1 printall's number read, SKIP) and where it started */
	char hand[4][4][14];
	int rows;
	long start;
	char board[32];
	/* deals read, not yet taken */
	record queue[QUEUE];
	int queued;
};

static int is_rank(char c)
{
	return c != '\0' && strchr("AKQJT98765432", c) != NULL;
}

static int is_blank(const char *s, size_t n)
{
	return strspn(s, " \t") >= n;
}

/* The next word of s[*pos..n) (blanks around it skipped): its start and
 * length, or 0 at the end. */
static size_t word(const char *s, size_t n, size_t *pos, const char **w)
{
	size_t i = *pos, start;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	start = i;
	while (i < n && s[i] != ' ' && s[i] != '\t')
		i++;
	*w = s + start;
	*pos = i;
	return i - start;
}

/* Whether w (n bytes) is a hand in dot form, "AKQ.JT9..5432". */
static int dot_hand(const char *w, size_t n)
{
	size_t i;
	int dots = 0;

	for (i = 0; i < n; i++) {
		if (w[i] == '.')
			dots++;
		else if (!is_rank(w[i]))
			return 0;
	}
	return dots == 3;
}

/* The ranks of a suit (n bytes) into out; 0, or -1 when they are not
 * ranks or more than 13. */
static int put_suit(char out[14], const char *w, size_t n)
{
	size_t i;

	if (n > 13)
		return -1;
	for (i = 0; i < n; i++)
		if (!is_rank(w[i]))
			return -1;
	memcpy(out, w, n);
	out[n] = '\0';
	return 0;
}

/* A hand in dot form (n bytes) into h[suit]. */
static int put_dot_hand(char h[4][14], const char *w, size_t n)
{
	int suit;

	for (suit = 0; suit < 4; suit++) {
		const char *dot = memchr(w, '.', n);
		size_t k = suit < 3 && dot ? (size_t)(dot - w) : n;

		if (put_suit(h[suit], w, k) < 0)
			return -1;
		if (suit < 3) {
			if (!dot)
				return -1;
			w += k + 1;
			n -= k + 1;
		}
	}
	return 0;
}

/* dealer's lines after the deals. */
static int dealer_trailer(const char *s, size_t n)
{
	static const char *const words[] = {
		"Generated ", "Produced ", "Initial random seed", "Time needed"
	};
	size_t i;

	for (i = 0; i < sizeof words / sizeof words[0]; i++)
		if (n >= strlen(words[i]) &&
		    strncmp(s, words[i], strlen(words[i])) == 0)
			return 1;
	return 0;
}

/* ---- detection ----------------------------------------------------- */

/* dealer's printoneline: "n HAND e HAND s HAND w HAND". */
static int is_oneline(const char *s, size_t n)
{
	size_t pos = 0, k;
	const char *w;
	int seat;

	for (seat = 0; seat < 4; seat++) {
		k = word(s, n, &pos, &w);
		if (k != 1 || w[0] != "nesw"[seat])
			return 0;
		k = word(s, n, &pos, &w);
		if (!dot_hand(w, k))
			return 0;
	}
	return word(s, n, &pos, &w) == 0;
}

/* dealer's printcompact: "n HAND", "e HAND"...; the seat, or -1. */
static int compact_seat(const char *s, size_t n)
{
	size_t pos = 0, k;
	const char *w;
	const char *seat;

	k = word(s, n, &pos, &w);
	if (k != 1 || !(seat = strchr("nesw", w[0])))
		return -1;
	k = word(s, n, &pos, &w);
	if (!dot_hand(w, k) || word(s, n, &pos, &w) != 0)
		return -1;
	return (int)(seat - "nesw");
}

/* dealer's printall: the deal's number, "   1.". */
static int is_number_line(const char *s, size_t n)
{
	size_t i = strspn(s, " ");

	if (i >= n || s[i] < '0' || s[i] > '9')
		return 0;
	while (i < n && s[i] >= '0' && s[i] <= '9')
		i++;
	return i < n && s[i] == '.' && is_blank(s + i + 1, n - i - 1);
}

/* deal -l: "N N N N|E E E E|S S S S|W W W W", a suit a word. */
static int is_deal_line(const char *s, size_t n)
{
	size_t i;
	int bars = 0, blanks = 0;

	for (i = 0; i < n; i++) {
		if (s[i] == '|') {
			if (blanks != 3)
				return 0;
			bars++;
			blanks = 0;
		} else if (s[i] == ' ') {
			blanks++;
		} else if (!is_rank(s[i])) {
			return 0;
		}
	}
	return bars == 3 && blanks == 3;
}

/* deal's diagram: North's spades, ten blanks and "♠ AK9543". */
static int is_diagram_top(const char *s, size_t n)
{
	size_t pos = 0, k;
	const char *w;

	if (n < 12 || strspn(s, " ") != 10)
		return 0;
	word(s, n, &pos, &w);           /* the suit's symbol */
	k = word(s, n, &pos, &w);
	if (k == 0 || (put_suit((char[14]){ 0 }, w, k) < 0 &&
		       !(k == 3 && strncmp(w, "---", 3) == 0)))
		return 0;
	return word(s, n, &pos, &w) == 0;
}

int gen_detect(const char *line, size_t len)
{
	if (is_oneline(line, len))
		return GEN_DEALER_ONELINE;
	if (compact_seat(line, len) == 0)
		return GEN_DEALER_COMPACT;
	if (is_number_line(line, len))
		return GEN_DEALER_ALL;
	if (is_deal_line(line, len))
		return GEN_DEAL_LINE;
	if (is_diagram_top(line, len))
		return GEN_DEAL_DIAGRAM;
	return GEN_NONE;
}

/* ---- the reader ---------------------------------------------------- */

gen_reader *gen_reader_new(const char *file, int format,
			   record_report_fn *report, void *user)
{
	gen_reader *g = xcalloc(1, sizeof *g);

	g->file = file;
	g->format = format;
	g->report = report;
	g->user = user;
	return g;
}

void gen_reader_free(gen_reader *g)
{
	int i;

	if (!g)
		return;
	for (i = 0; i < g->queued; i++)
		record_free(&g->queue[i]);
	free(g);
}

__attribute__((format(printf, 3, 4)))
static void say(gen_reader *g, long line, const char *fmt, ...)
{
	char msg[160];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	g->report(g->user, line, g->board, msg);
}

static void begin(gen_reader *g, long line)
{
	memset(g->hand, 0, sizeof g->hand);
	g->rows = 0;
	g->start = line;
	g->board[0] = '\0';
}

/* The deal of g->hand, checked, into the queue. */
static void emit(gen_reader *g)
{
	char text[4 * 56 + 8], err[DEAL_ERR_SIZE];
	record *r;
	dd_deal d;
	int seat, suit;

	snprintf(text, sizeof text, "N:");
	for (seat = 0; seat < 4; seat++)
		for (suit = 0; suit < 4; suit++)
			snprintf(text + strlen(text), sizeof text - strlen(text),
				 "%s%s", g->hand[seat][suit],
				 suit < 3 ? "." : seat < 3 ? " " : "");
	g->rows = 0;
	if (deal_parse(text, &d, err, sizeof err) < 0) {
		say(g, g->start, "%s", err);
		return;
	}
	if (g->queued == QUEUE) {       /* not taken: the caller's error */
		say(g, g->start, "%s", "deal not taken by the reader");
		return;
	}
	r = &g->queue[g->queued++];
	memset(r, 0, sizeof *r);
	record_clear(r);
	r->file = g->file;
	r->line = r->deal_line = g->start;
	r->format = RECORD_LINE;
	snprintf(r->board, sizeof r->board, "%s", g->board);
	r->has_deal = 1;
	r->deal = d;
}

/* A row of printall: a suit of the four hands side by side, each hand
 * its ranks followed by a blank ("-" for a void) and padded with blanks
 * to 20 columns at least; a hand of ten cards or more pushes the next
 * along.  Tried hand by hand and length by length: 1 when s[pos..n)
 * reads as the hands from seat on. */
static int all_row(char out[4][14], const char *s, size_t n, size_t pos,
		   int seat)
{
	size_t k, width, end;

	if (seat == 4)
		return is_blank(s + pos, n - pos);
	for (k = 0; k <= 13; k++) {
		size_t i;

		if (k == 0) {
			if (pos >= n || s[pos] != '-')
				continue;
			width = 2;
		} else {
			if (pos + 2 * k - 1 > n || !is_rank(s[pos + 2 * k - 2]))
				break;
			width = 2 * k;
		}
		/* each letter is followed by a blank (the last may end the
		 * line) */
		for (i = 1; i < width; i += 2)
			if (pos + i < n && s[pos + i] != ' ')
				break;
		if (i < width)
			continue;
		end = pos + (width < 20 ? 20 : width);
		if (seat < 3 && end > n)
			continue;
		if (end > n)
			end = n;
		if (pos + width < end &&
		    !is_blank(s + pos + width, end - pos - width))
			continue;
		if (k == 0) {
			out[seat][0] = '\0';
		} else {
			for (i = 0; i < k; i++)
				out[seat][i] = s[pos + 2 * i];
			out[seat][k] = '\0';
		}
		if (all_row(out, s, n, end, seat + 1))
			return 1;
	}
	return 0;
}

static void line_dealer_all(gen_reader *g, const char *s, size_t n,
			    long line)
{
	char row[4][14];
	int seat;

	if (is_number_line(s, n)) {
		if (g->rows > 0 || g->rows == -1)
			say(g, g->start, "%s", "a deal of printall cut short");
		begin(g, line);
		snprintf(g->board, sizeof g->board, "%.*s",
			 (int)strcspn(s + strspn(s, " "), "."),
			 s + strspn(s, " "));
		g->rows = -1;           /* the number read, no suit yet */
		return;
	}
	if (is_blank(s, n) || g->rows == SKIP)
		return;
	if (g->rows == 0) {
		say(g, line, "%s", "not dealer's printall: a deal starts "
		    "with its number (\"   1.\")");
		g->rows = SKIP;
		return;
	}
	if (!all_row(row, s, n, 0, 0)) {
		say(g, line, "%s", "not a row of dealer's printall: four "
		    "hands' cards (\"A K 4\", \"-\") in columns of 20");
		g->rows = SKIP;
		return;
	}
	if (g->rows < 0)
		g->rows = 0;
	for (seat = 0; seat < 4; seat++)
		memcpy(g->hand[seat][g->rows], row[seat], 14);
	if (++g->rows == 4)
		emit(g);
}

/* deal's diagram: rows 0-3 North, 4-7 West and East, 8-11 South. */
static void line_diagram(gen_reader *g, const char *s, size_t n, long line)
{
	const char *w[4];
	size_t k[4], pos = 0;
	int i, nw, row = g->rows;

	if (n >= 10 && strspn(s, "-") == n) {
		if (row > 0)
			say(g, g->start, "%s", "a deal diagram cut short");
		g->rows = 0;
		return;
	}
	if (is_blank(s, n) || row == SKIP)
		return;
	if (row == 0)
		begin(g, line);
	for (nw = 0; nw < 4 && (k[nw] = word(s, n, &pos, &w[nw])) > 0; nw++)
		;
	if (nw == 4 && word(s, n, &pos, &w[0]) > 0)
		nw = 5;
	if (nw != (row >= 4 && row < 8 ? 4 : 2)) {
		say(g, line, "%s", row >= 4 && row < 8 ?
		    "not a line of deal's diagram: West's and East's suit "
		    "(\"S: KQ5    S: AJ4\")" :
		    "not a line of deal's diagram: a suit (\"S: AK9543\", "
		    "\"---\" for a void)");
		g->rows = SKIP;
		return;
	}
	for (i = 1; i < nw; i += 2) {
		int seat = row < 4 ? DD_NORTH : row >= 8 ? DD_SOUTH :
			   i == 1 ? DD_WEST : DD_EAST;
		char *out = g->hand[seat][row % 4];

		if (k[i] == 3 && strncmp(w[i], "---", 3) == 0) {
			out[0] = '\0';
		} else if (put_suit(out, w[i], k[i]) < 0) {
			say(g, line, "not ranks or \"---\": '%.*s'",
			    (int)k[i], w[i]);
			g->rows = SKIP;
			return;
		}
	}
	if (++g->rows == 12)
		emit(g);
}

void gen_reader_line(gen_reader *g, const char *s, size_t n, long line)
{
	size_t pos = 0, k;
	const char *w;
	int seat;

	if (g->format != GEN_DEAL_DIAGRAM && g->format != GEN_DEALER_ALL) {
		if (is_blank(s, n))
			return;
	}
	if (g->format <= GEN_DEALER_ALL && dealer_trailer(s, n))
		return;
	switch (g->format) {
	case GEN_DEALER_ONELINE:
		begin(g, line);
		if (!is_oneline(s, n)) {
			say(g, line, "%s", "not dealer's printoneline: "
			    "\"n AKQ.JT9.8765.432 e ... s ... w ...\"");
			return;
		}
		for (seat = 0; seat < 4; seat++) {
			word(s, n, &pos, &w);
			k = word(s, n, &pos, &w);
			put_dot_hand(g->hand[seat], w, k);
		}
		emit(g);
		break;
	case GEN_DEALER_COMPACT:
		seat = compact_seat(s, n);
		if (seat == 0) {
			if (g->rows > 0)
				say(g, g->start, "%s", "dealer's printcompact: "
				    "a deal of fewer than four hands");
			begin(g, line);
		} else if (g->rows == SKIP) {
			return;
		} else if (seat < 0 || seat != g->rows) {
			say(g, line, "%s", seat < 0 ?
			    "not dealer's printcompact: \"n AKQ.JT9.8765.432\"" :
			    "dealer's printcompact: the hands go n, e, s, w");
			g->rows = SKIP;
			return;
		}
		word(s, n, &pos, &w);
		k = word(s, n, &pos, &w);
		put_dot_hand(g->hand[seat], w, k);
		if (++g->rows == 4)
			emit(g);
		break;
	case GEN_DEALER_ALL:
		line_dealer_all(g, s, n, line);
		break;
	case GEN_DEAL_LINE:
		begin(g, line);
		if (!is_deal_line(s, n)) {
			say(g, line, "%s", "not deal's one-line form: four "
			    "hands \"AK9543 A2 T AQ76|...\" split by '|'");
			return;
		}
		for (seat = 0; seat < 4; seat++) {
			size_t end = pos + strcspn(s + pos, "|");
			int suit;

			for (suit = 0; suit < 4; suit++) {
				size_t e = pos + strcspn(s + pos, " |");

				if (e > end)
					e = end;
				put_suit(g->hand[seat][suit], s + pos, e - pos);
				pos = e + 1;
			}
		}
		emit(g);
		break;
	case GEN_DEAL_DIAGRAM:
		line_diagram(g, s, n, line);
		break;
	}
}

void gen_reader_finish(gen_reader *g)
{
	if (g->rows != 0 && g->rows != SKIP)
		say(g, g->start, "%s", "the file ends in the middle of a deal");
	g->rows = 0;
}

int gen_reader_take(gen_reader *g, record *r)
{
	if (g->queued == 0)
		return 0;
	record_free(r);
	*r = g->queue[0];
	memmove(&g->queue[0], &g->queue[1],
		(size_t)(g->queued - 1) * sizeof g->queue[0]);
	g->queued--;
	return 1;
}
