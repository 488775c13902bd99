/*
 * pbnread.c - the PBN reader, see pbn.h.
 *
 * The reader is fed a line at a time: a line that starts with '[' is a
 * tag, a blank line ends the game, other lines are the section of the
 * last tag.  When a game ends its tags are turned into the record's
 * fields (pbn_interpret(), pbninterp.c) and the
 * record is queued for pbn_reader_take(); problems are reported then,
 * each at the line of the tag concerned, except those of reading itself
 * (a bad tag line, a game too big), which are reported at once.  Tags are
 * found by a hash of their names (pbntags.c), so a game of many tags is
 * read in linear time.
 */
#include "pbn.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "pbninterp.h"
#include "pbntags.h"
#include "util/util.h"

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* ---- the reader --------------------------------------------------------- */

struct pbn_reader {
	const char *file;
	record_report_fn *report;
	void *user;
	int keep_raw;
	/* The game being read, and the previous one (for values "#"). */
	tagset cur, prev;
	long start;             /* the game's first line */
	strbuf raw;             /* its text, when keep_raw */
	strbuf pre;             /* when keep_raw: the comment and '%' lines
				 * before its first tag (record.pre) */
	strbuf filehead;        /* when keep_raw: the file's header, its
				 * '%' lines at the top (record.head) */
	int top;                /* no line but '%' and blank ones read yet */
	int head_given;         /* head went with the first game */
	long bytes;             /* its size so far */
	int problem;            /* RECORD_BAD_DEAL once reading it failed */
	int raw_lost;           /* its text was too big to keep */
	long games_lost;        /* games whose text was so lost */
	int pre_cut;            /* pre (or filehead) went past
				 * PBN_GAME_MAX: the rest of it left out */
	long pres_lost;         /* runs of comments so cut */
	char why[300];          /* its last problem reported */
	int started;            /* a line of it was read */
	/* An open comment "{" over lines, from brace_line. */
	int in_brace, blank_before;
	long brace_line;
	int unquoted_said;      /* a value without quotes was reported */
	/* The blank line that ends the game, as read (with its line end),
	 * for its record.post; NULL when it ends otherwise. */
	char *post;
	/* The games read, still to hand out. */
	record *out;
	int head, nout, outcap;
};

static void report(pbn_reader *rd, long line, const char *board,
		   const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void report(pbn_reader *rd, long line, const char *board,
		   const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(rd->why, sizeof rd->why, fmt, ap);
	va_end(ap);
	if (rd->report)
		rd->report(rd->user, line, board, rd->why);
}

/* pbn_interpret()'s messages, reported. */
static void say(void *user, long line, const char *board, const char *msg)
{
	report(user, line, board, "%s", msg);
}

/* The Board tag's value of the game being read, for messages. */
static const char *cur_board(pbn_reader *rd)
{
	raw_tag *t = pbn_tagset_get(&rd->cur, "Board");

	return t ? t->value : "";
}

pbn_reader *pbn_reader_new(const char *file, record_report_fn *report_fn,
			   void *user)
{
	pbn_reader *rd = xcalloc(1, sizeof *rd);

	rd->file = file;
	rd->report = report_fn;
	rd->user = user;
	rd->top = 1;
	return rd;
}

void pbn_reader_keep_raw(pbn_reader *rd)
{
	rd->keep_raw = 1;
}

void pbn_reader_lost(const pbn_reader *rd, long *games, long *comments)
{
	*games = rd->games_lost;
	*comments = rd->pres_lost;
}

void pbn_reader_free(pbn_reader *rd)
{
	if (!rd)
		return;
	pbn_tagset_free(&rd->cur);
	pbn_tagset_free(&rd->prev);
	strbuf_free(&rd->raw);
	strbuf_free(&rd->pre);
	strbuf_free(&rd->filehead);
	free(rd->post);
	while (rd->head < rd->nout)
		record_free(&rd->out[rd->head++]);
	free(rd->out);
	free(rd);
}

int pbn_reader_take(pbn_reader *rd, record *r)
{
	record_free(r);
	if (rd->head == rd->nout) {
		rd->head = rd->nout = 0;
		return 0;
	}
	*r = rd->out[rd->head++];
	return 1;
}

/* ---- games ----------------------------------------------------------- */

/* The comment ddplay puts before a game it copies without analysing it
 * (made again each time, so an old one is left out). */
#define NOT_ANALYSED "{ddplay: not analysed:"

/* The text of a game not analysed, for record.raw: a comment saying why
 * (a comment of an earlier run left out), then the game. */
static char *raw_text(pbn_reader *rd, int problem)
{
	strbuf b = { 0 };
	const char *text = rd->raw.p ? rd->raw.p : "";
	const char *mark = NOT_ANALYSED;
	size_t i;

	strbuf_add(&b, "", 0);
	if (problem == RECORD_BAD_DEAL) {
		strbuf_add(&b, mark, strlen(mark));
		strbuf_add(&b, " ", 1);
		for (i = 0; rd->why[i]; i++) {
			char c = rd->why[i];

			strbuf_add(&b, c == '}' ? ")" : c == '\n' ? " " : &c,
				   1);
		}
		strbuf_add(&b, "}\n", 2);
	}
	if (strncmp(text, mark, strlen(mark)) == 0)
		text = strchr(text, '\n') ? strchr(text, '\n') + 1 : "";
	strbuf_add(&b, text, strlen(text));
	return b.p;
}

/* A new record at the end of the queue (initialised). */
static record *queue_record(pbn_reader *rd)
{
	record *r;

	if (rd->nout == rd->outcap) {
		rd->outcap = rd->outcap ? 2 * rd->outcap : 16;
		rd->out = xrealloc(rd->out, (size_t)rd->outcap *
				   sizeof *rd->out);
	}
	r = &rd->out[rd->nout++];
	record_init(r);
	return r;
}

/* Ends the game being read: its record is queued. */
static void end_game(pbn_reader *rd)
{
	record *r;
	tagset swap;

	if (rd->cur.n > 0 || rd->problem) {
		r = queue_record(rd);
		if (rd->problem) {
			r->file = rd->file;
			r->line = rd->start;
			r->format = RECORD_PBN;
			snprintf(r->board, sizeof r->board, "%s",
				 cur_board(rd));
			r->problem = rd->problem;
		} else {
			r->file = rd->file;
			r->line = rd->start;
			r->format = RECORD_PBN;
			pbn_interpret(&rd->cur, &rd->prev, r, say, rd);
			/* a lead problem's board: why it is not analysed,
			 * for its raw text (source.c says it) */
			if (r->partial)
				record_partial_text(r, rd->why,
						    sizeof rd->why);
		}
		if (rd->keep_raw && !rd->raw_lost &&
		    r->problem >= RECORD_BAD_DEAL)
			r->raw = raw_text(rd, r->problem);
		rd->games_lost += rd->keep_raw && rd->raw_lost;
		if (rd->filehead.n && !rd->head_given) {
			r->head = xstrdup(rd->filehead.p);
			rd->head_given = 1;
		}
		if (rd->pre.n) {
			r->pre = xstrdup(rd->pre.p);
			rd->pre.n = 0;
			rd->pre.p[0] = '\0';
		}
		r->post = rd->post;
		rd->post = NULL;
		rd->pre_cut = 0;
		/* The tags stay for values "#" in the next game. */
		pbn_tagset_clear(&rd->prev);
		swap = rd->prev;
		rd->prev = rd->cur;
		rd->cur = swap;
	}
	pbn_tagset_clear(&rd->cur);
	free(rd->post);
	rd->post = NULL;
	rd->problem = 0;
	rd->raw_lost = 0;
	rd->bytes = 0;
	rd->raw.n = 0;
	if (rd->raw.p)
		rd->raw.p[0] = '\0';
}

static int is_name_char(char c)
{
	return c == '_' || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') ||
	       (c >= 'a' && c <= 'z');
}

/* Reads a tag line "[Name "value"]" at p (after '['); 0, or -1 when bad
 * (reported).  A value without quotes ([Event Random]) is read as it
 * stands, with a warning (once a file). */
static int read_tag(pbn_reader *rd, const char *p, const char *end,
		    long line, const char **rest)
{
	const char *name;
	size_t nlen;
	strbuf val = { 0 };
	char q[DEAL_QUOTE_SIZE], *nm;
	int i, doubled = 0, single = 0;

	while (p < end && is_blank(*p))
		p++;
	name = p;
	while (p < end && is_name_char(*p))
		p++;
	nlen = (size_t)(p - name);
	while (p < end && is_blank(*p))
		p++;
	deal_quote(name - 1, (size_t)(end - name + 1), q, sizeof q);
	if (nlen == 0 || p >= end || *p == ']') {
		report(rd, line, cur_board(rd), "bad tag '%s': expected "
		       "[Name \"value\"]", q);
		return -1;
	}
	strbuf_add(&val, "", 0);
	if (*p != '"') {
		const char *close = end;

		while (close > p && close[-1] != ']')
			close--;
		if (close == p) {
			report(rd, line, cur_board(rd), "bad tag '%s': "
			       "expected [Name \"value\"]", q);
			free(val.p);
			return -1;
		}
		close--;
		while (close > p && is_blank(close[-1]))
			close--;
		strbuf_add(&val, p, (size_t)(close - p));
		if (!rd->unquoted_said) {
			report(rd, line, cur_board(rd), "tag value without "
			       "quotes, read as it stands: '%s' (no more "
			       "said of this file)", q);
			rd->unquoted_said = 1;
		}
	} else {
		p++;
		while (p < end && *p != '"') {
			/* \" and \\ stand for " and \; any other
			 * backslash is itself (Bridge Composer writes
			 * "Denomination\2R"). */
			if (*p == '\\' && p + 1 < end &&
			    (p[1] == '"' || p[1] == '\\')) {
				doubled |= p[1] == '\\';
				p++;
			} else if (*p == '\\') {
				single = 1;
			}
			strbuf_add(&val, p, 1);
			p++;
		}
		if (p >= end) {
			/* "C:\temp\"]: the quote escaped, said so */
			const char *e = end;

			while (e > name && is_blank(e[-1]))
				e--;
			report(rd, line, cur_board(rd), "bad tag '%s': the "
			       "value has no closing quote%s", q,
			       e - name >= 3 && memcmp(e - 3, "\\\"]", 3) == 0 ?
			       " (a backslash before a quote escapes it: \\\\ "
			       "is a backslash)" : "");
			free(val.p);
			return -1;
		}
		/* What follows the tag on its line: "[Play "W"] SK S2 ..." */
		for (p++; p < end && is_blank(*p); p++)
			;
		if (p < end && *p == ']')
			*rest = p + 1;
	}
	nm = xmalloc(nlen + 1);
	memcpy(nm, name, nlen);
	nm[nlen] = '\0';
	/* The same tag twice (Note tags repeat): an Event or a Board tag
	 * starts a new game without a blank line (PBN: a game's tags come
	 * once each, and its first is Event, or Board where events are
	 * left out); any other, a Deal given twice, leaves the game out:
	 * which of the two is meant cannot be told. */
	if (strcmp(nm, "Note") != 0 && (i = pbn_tagset_find(&rd->cur, nm)) >= 0) {
		if (strcmp(nm, "Event") == 0 || strcmp(nm, "Board") == 0) {
			end_game(rd);
		} else {
			report(rd, line, cur_board(rd), "a second [%s] in "
			       "this game (the first at line %ld; a blank "
			       "line starts a new game)", nm,
			       rd->cur.t[i].line);
			free(nm);
			free(val.p);
			return -1;
		}
	}
	if (rd->cur.n == 0)
		rd->start = line;
	if (rd->cur.n >= PBN_TAGS_MAX) {
		report(rd, line, cur_board(rd), "more than %d tags in one "
		       "game: left out", PBN_TAGS_MAX);
		free(nm);
		free(val.p);
		return -1;
	}
	pbn_tagset_add(&rd->cur, nm, val.p, line)->doubled = doubled &&
							      !single;
	return 0;
}

/* Whether a comment "{" is open at the end of the text p..end, given
 * whether one was open at its start. */
static int brace_open_after(const char *p, const char *end, int open)
{
	for (; p < end; p++) {
		if (open) {
			if (*p == '}')
				open = 0;
		} else if (*p == ';') {
			break;
		} else if (*p == '{') {
			open = 1;
		}
	}
	return open;
}

static void add_raw(pbn_reader *rd, const char *p, size_t n)
{
	if (!rd->keep_raw || rd->raw_lost)
		return;
	strbuf_add(&rd->raw, p, n);
	strbuf_add(&rd->raw, "\n", 1);
}

/* Whether no game is being read: between games (a line now goes
 * before the next one). */
static int between_games(const pbn_reader *rd)
{
	return rd->cur.n == 0 && !rd->problem;
}

/* A line (n bytes at p) of the comments and '%' lines before a game,
 * into b (rd->pre, or the file's header): as a game, at most PBN_GAME_MAX
 * bytes are kept; the rest is said, once, and counted (a writer of the
 * file lacks it: pbn_reader_lost()). */
static void keep_line(pbn_reader *rd, strbuf *b, const char *p, size_t n,
		      long line)
{
	if (rd->pre_cut)
		return;
	if (b->n + n + 1 > (size_t)PBN_GAME_MAX) {
		report(rd, line, "", "comments before a game longer than %ld "
		       "bytes: the rest not kept", PBN_GAME_MAX);
		rd->pre_cut = 1;
		rd->pres_lost++;
		return;
	}
	strbuf_add(b, p, n);
	strbuf_add(b, "\n", 1);
}

/* A comment or '%' line between games, kept for the next game (when
 * keep_raw): the header lines of a file joined on after another ("% PBN
 * 2.1" in the middle) too, where they are. */
static void add_pre(pbn_reader *rd, const char *p, size_t n, long line)
{
	if (!rd->keep_raw || (n >= strlen(NOT_ANALYSED) &&
			      memcmp(p, NOT_ANALYSED, strlen(NOT_ANALYSED)) == 0))
		return;
	keep_line(rd, &rd->pre, p, n, line);
}

/* A line of the section of the last tag. */
static void add_section(pbn_reader *rd, const char *p, size_t n, long line)
{
	raw_tag *t;

	if (rd->cur.n == 0 || rd->problem)
		return;
	t = &rd->cur.t[rd->cur.n - 1];
	if (t->section.n + n + 1 > (size_t)PBN_SECTION_MAX) {
		report(rd, line, cur_board(rd), "the section of [%.40s] is "
		       "longer than %ld bytes: game left out", t->name,
		       PBN_SECTION_MAX);
		rd->problem = RECORD_BAD_DEAL;
		return;
	}
	if (t->section.n == 0)
		t->section_line = line;
	strbuf_add(&t->section, p, n);
	strbuf_add(&t->section, "\n", 1);
}

/* A line of a comment or a '%' line: kept for the next game between
 * games (add_pre()), else in the section of the last tag and the game's
 * text as read. */
static void add_line(pbn_reader *rd, const char *p, size_t n, long line)
{
	if (between_games(rd)) {
		add_pre(rd, p, n, line);
	} else {
		add_section(rd, p, n, line);
		add_raw(rd, p, n);
	}
}

/* Whether p..end reads as a tag that lost its '[': a name, a quoted
 * value, then ']' at the end (Deal "N:..."] of a hand-edited file). */
static int lost_bracket(const char *p, const char *end)
{
	while (end > p && is_blank(end[-1]))
		end--;
	if (p >= end || !((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z')))
		return 0;
	while (p < end && is_name_char(*p))
		p++;
	if (p == end || !is_blank(*p))
		return 0;
	while (p < end && is_blank(*p))
		p++;
	if (end - p < 3 || *p != '"' || end[-1] != ']')
		return 0;
	for (end--; end > p && is_blank(end[-1]);)
		end--;
	return end - p >= 2 && end[-1] == '"';
}

/* Whether p..end starts a tag: '[' then a letter. */
static int is_tag_line(const char *p, const char *end)
{
	if (p >= end || *p++ != '[')
		return 0;
	while (p < end && is_blank(*p))
		p++;
	return p < end && ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z'));
}

/* A comment '{' never closed ends with its game: it is closed there (a
 * line "}" after its last line that is not blank), in the section and
 * the text kept, so that what is written back reads as it was read and
 * does not swallow the tags written after it. */
static void trim_close(strbuf *b)
{
	if (!b->p)
		return;
	while (b->n >= 2 && b->p[b->n - 1] == '\n' && b->p[b->n - 2] == '\n')
		b->n--;
	b->p[b->n] = '\0';
	strbuf_add(b, "}\n", 2);
}

static void close_brace(pbn_reader *rd)
{
	if (rd->cur.n > 0 && !rd->problem)
		trim_close(&rd->cur.t[rd->cur.n - 1].section);
	else if (between_games(rd) && rd->keep_raw)
		trim_close(&rd->pre);
	if (rd->keep_raw && !rd->raw_lost)
		trim_close(&rd->raw);
	rd->in_brace = 0;
}

void pbn_reader_line(pbn_reader *rd, const char *line, size_t len,
		     long lineno)
{
	const char *p = line, *end, *q;
	char *copy = NULL;

	if (memchr(line, '\0', len)) {
		size_t i;

		copy = xmalloc(len + 1);
		for (i = 0; i < len; i++)
			copy[i] = line[i] ? line[i] : ' ';
		p = copy;
	}
	end = p + len;
	while (end > p && end[-1] == '\r')
		end--;
	for (q = p; q < end && is_blank(*q); q++)
		;
	if (rd->in_brace) {
		if (rd->blank_before && is_tag_line(q, end)) {
			/* Never closed: read again from this tag. */
			report(rd, rd->brace_line, cur_board(rd), "the "
			       "comment '{' is not closed: read again from "
			       "line %ld", lineno);
			close_brace(rd);
			end_game(rd);
		} else {
			rd->blank_before = q == end;
			rd->in_brace = brace_open_after(q, end, 1);
			add_line(rd, p, (size_t)(end - p), lineno);
			free(copy);
			return;
		}
	}
	if (q == end) {
		/* a blank line after the header's lines is the header's;
		 * the one that ends a game its record's (record.post), as
		 * read; those after it before the next game's (its pre) */
		if (rd->top && rd->keep_raw && rd->filehead.n > 0) {
			keep_line(rd, &rd->filehead, p, (size_t)(end - p),
				  lineno);
		} else if (rd->cur.n > 0 || rd->problem) {
			size_t n = (size_t)(end - p);

			free(rd->post);
			rd->post = xmalloc(n + 2);
			memcpy(rd->post, p, n);
			memcpy(rd->post + n, "\n", 2);
		} else {
			add_pre(rd, p, (size_t)(end - p), lineno);
		}
		end_game(rd);
		free(copy);
		return;
	}
	if (*q == '%') {
		/* The file's header; kept with the game that follows; or in
		 * this one, where it is: in the section of the tag before it
		 * (the readers of sections skip it). */
		if (rd->top && rd->keep_raw) {
			keep_line(rd, &rd->filehead, p, (size_t)(end - p),
				  lineno);
		} else {
			add_line(rd, p, (size_t)(end - p), lineno);
		}
		free(copy);
		return;
	}
	rd->top = 0;
	rd->bytes += (long)len + 1;
	if (rd->bytes > PBN_GAME_MAX && !rd->raw_lost) {
		if (!rd->problem)
			report(rd, lineno, cur_board(rd), "game longer than "
			       "%ld bytes: left out", PBN_GAME_MAX);
		rd->problem = RECORD_BAD_DEAL;
		rd->raw_lost = 1;
		strbuf_free(&rd->raw);
	}
	if (*q == '[') {
		const char *rest = end;

		if (!rd->problem &&
		    read_tag(rd, q + 1, end, lineno, &rest) < 0) {
			/* The rest of this game is left out. */
			if (rd->cur.n == 0)
				rd->start = lineno;
			rd->problem = RECORD_BAD_DEAL;
		} else if (!rd->problem && !copy) {
			/* a tag alone on its line: the line kept, written
			 * back as it was (record_tag.line_text) */
			const char *r2 = rest;

			while (r2 < end && is_blank(*r2))
				r2++;
			if (r2 == end) {
				raw_tag *t = &rd->cur.t[rd->cur.n - 1];
				size_t n = (size_t)(end - p);

				t->line_text = xmalloc(n + 1);
				memcpy(t->line_text, p, n);
				t->line_text[n] = '\0';
			}
		}
		/* More tags on the line ([Event "x"] [Site "y"]), then the
		 * start of the last one's section. */
		while (rest < end && is_blank(*rest))
			rest++;
		while (!rd->problem && rest < end && *rest == '[') {
			const char *tag = rest + 1;

			rest = end;
			if (read_tag(rd, tag, end, lineno, &rest) < 0)
				rd->problem = RECORD_BAD_DEAL;
			while (rest < end && is_blank(*rest))
				rest++;
		}
		if (!rd->problem && rest < end) {
			if (brace_open_after(rest, end, 0)) {
				rd->in_brace = 1;
				rd->brace_line = lineno;
				rd->blank_before = 0;
			}
			add_section(rd, rest, (size_t)(end - rest), lineno);
		}
	} else {
		/* A section line, or a comment before any tag. */
		int before = between_games(rd);

		if (!rd->in_brace && lost_bracket(q, end)) {
			char t[DEAL_QUOTE_SIZE];

			deal_quote(q, (size_t)(end - q), t, sizeof t);
			report(rd, lineno, cur_board(rd), "'%s' looks like a "
			       "tag without its '[': read as text", t);
		}
		if (brace_open_after(q, end, 0)) {
			rd->in_brace = 1;
			rd->brace_line = lineno;
			rd->blank_before = 0;
		}
		if (before) {
			add_pre(rd, p, (size_t)(end - p), lineno);
			free(copy);
			return;
		}
		add_section(rd, p, (size_t)(end - p), lineno);
	}
	add_raw(rd, p, (size_t)(end - p));
	free(copy);
}

void pbn_reader_finish(pbn_reader *rd)
{
	record *r;

	if (rd->in_brace) {
		report(rd, rd->brace_line, cur_board(rd), "the comment '{' "
		       "is not closed");
		close_brace(rd);
	}
	/* the last game ends with the file: no blank line after it
	 * (record.post "") */
	if (rd->cur.n > 0 && !rd->post)
		rd->post = xstrdup("");
	end_game(rd);
	if (rd->keep_raw && (rd->pre.n > 0 ||
			     (rd->filehead.n > 0 && !rd->head_given))) {
		/* The comments and '%' lines after the last game: a game
		 * of no tag, that a writer of the whole file writes (its
		 * pre); the file's header too in a file of no game */
		r = queue_record(rd);
		r->file = rd->file;
		r->format = RECORD_PBN;
		r->problem = RECORD_NO_DEAL;
		if (rd->pre.n > 0) {
			r->pre = xstrdup(rd->pre.p);
			rd->pre.n = 0;
			rd->pre.p[0] = '\0';
		}
		if (rd->filehead.n > 0 && !rd->head_given) {
			r->head = xstrdup(rd->filehead.p);
			rd->head_given = 1;
		}
	}
}

record *pbn_parse(const char *text, size_t len, const char *file, int *count,
		  record_report_fn *report_fn, void *user)
{
	pbn_reader *rd = pbn_reader_new(file, report_fn, user);
	size_t pos = 0;
	long line = 0;
	record r, *out = NULL;
	int n = 0, cap = 0;

	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		pos = 3;
	while (pos < len) {
		const char *p = text + pos, *nl = memchr(p, '\n', len - pos);
		size_t n_line = nl ? (size_t)(nl - p) : len - pos;

		pos += n_line + (nl != NULL);
		pbn_reader_line(rd, p, n_line, ++line);
	}
	pbn_reader_finish(rd);
	record_init(&r);
	while (pbn_reader_take(rd, &r)) {
		if (r.problem != RECORD_GOOD) {
			record_clear(&r);
			continue;
		}
		if (n == cap) {
			cap = cap ? 2 * cap : 16;
			out = xrealloc(out, (size_t)cap * sizeof *out);
		}
		out[n++] = r;
		record_init(&r);
	}
	record_free(&r);
	pbn_reader_free(rd);
	*count = n;
	return out;
}
