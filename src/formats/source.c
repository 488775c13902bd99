/*
 * source.c - boards from files of any format, see source.h.
 */
#include "source.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "model/deal.h"
#include "gen.h"
#include "html.h"
#include "lin.h"
#include "util/lineio.h"
#include "pbn.h"
#include "util/util.h"

/* The most lines of text held before a forum tag, and their most bytes:
 * past either, the file is no post (or its prose is long) and its lines
 * are said as they come. */
#define HOLD_LINES 100
#define HOLD_BYTES (256L << 10)

typedef struct {
	const char *file;       /* lineio_name() then */
	long line;
	char msg[DEAL_ERR_SIZE + 32];
} held_line;

struct source {
	lineio *in;
	int lines_hold;         /* SOURCE_DEALS, _POSITIONS or _ANY */
	int keep_all;           /* hand out boards not usable too */
	int keep_partial;       /* hand out lead problems' boards */
	FILE *diag;
	int status;
	long nreports;          /* messages of the readers so far */
	/* The reader of the PBN or LIN file being read, if any. */
	pbn_reader *pbn;
	lin_stream *lin;
	gen_reader *gen;        /* dealer's or deal's output */
	long file_reports;      /* nreports when it started */
	int file_boards;        /* the boards it has given */
	int skipped;            /* boards not handed out (source_skipped()) */
	long games_lost;        /* games of the readers ended, too big to
				 * keep, and runs of comments cut */
	long comments_lost;     /* (source_lost()) */
	/* A file of the line format: its lines read as boards and not */
	long plain_good, plain_bad;
	long lines_lost;        /* lines left out before a PBN tag found
				 * late (source_lost()) */
	/* the file is an HTML page, read for its links (html.h), or NULL */
	html_page *html;
	source_filter *filter;  /* source_set_filter(), or NULL */
	void *filter_user;
	/* The line format's verdicts on the lines of text (a post's prose,
	 * see hold()) read before the file has given a board, held: said
	 * when the file turns out to be no BBO forum post, left out when
	 * it does. */
	held_line *held;        /* HOLD_LINES of them, or NULL */
	int nheld;
	long held_bytes;        /* the length of their lines */
	int hold_off;           /* the file's lines are said as they come */
};

source *source_new(int nfiles, char **files, int lines_hold, FILE *diag)
{
	source *s = xcalloc(1, sizeof *s);

	s->diag = diag ? diag : stderr;
	s->in = lineio_new(nfiles, files, s->diag);
	s->lines_hold = lines_hold;
	return s;
}

void source_keep_all(source *s)
{
	s->keep_all = 1;
}

void source_keep_partial(source *s)
{
	s->keep_partial = 1;
}

void source_set_filter(source *s, source_filter *filter, void *user)
{
	s->filter = filter;
	s->filter_user = user;
}

/* The read-only format that a file name's ending says, or NULL. */
static const char *format_of_name(const char *path)
{
	static const char *const ends[][2] = {
		{ ".lin", "LIN" }, { ".htm", "HTML" }, { ".html", "HTML" },
	};
	size_t i, n = strlen(path), m;

	for (i = 0; i < sizeof ends / sizeof ends[0]; i++) {
		m = strlen(ends[i][0]);
		if (n >= m && strcasecmp(path + n - m, ends[i][0]) == 0)
			return ends[i][1];
	}
	return NULL;
}

const char *source_read_only_format(const char *path)
{
	return source_read_only_name(path, NULL, 0);
}

const char *source_read_only_name(const char *path, char *name,
				  size_t size)
{
	char cur[4096], target[4096];
	const char *f;
	int hops;

	/* written through symbolic links: the file they lead to is the
	 * one replaced (x.pbn -> club.lin is club.lin), or, a link to no
	 * file yet, the one made; each name on the way is looked at */
	snprintf(cur, sizeof cur, "%s", path);
	for (hops = 0; hops < 40; hops++) {
		ssize_t n;
		const char *slash;

		f = format_of_name(cur);
		if (f) {
			if (name && size)
				snprintf(name, size, "%s", cur);
			return f;
		}
		n = readlink(cur, target, sizeof target - 1);
		if (n <= 0)
			return NULL;
		target[n] = '\0';
		slash = strrchr(cur, '/');
		if (target[0] != '/' && slash) {
			/* relative to the link's folder */
			char joined[8192];
			int len = snprintf(joined, sizeof joined, "%.*s/%s",
					   (int)(slash - cur), cur, target);

			if (len < 0 || (size_t)len >= sizeof cur)
				return NULL;
			memcpy(cur, joined, (size_t)len + 1);
		} else {
			memcpy(cur, target, (size_t)n + 1);
		}
	}
	return NULL;
}

void source_lost(const source *s, long *lines, long *games, long *comments,
		 long *rests)
{
	long g = 0, c = 0;

	if (s->pbn)
		pbn_reader_lost(s->pbn, &g, &c);
	*lines = lineio_too_long(s->in) + s->lines_lost;
	*games = s->games_lost + g;
	*comments = s->comments_lost + c;
	*rests = lineio_abandoned(s->in);
}

static void end_reader(source *s)
{
	if (s->lin)
		s->skipped += lin_stream_dropped(s->lin);
	if (s->pbn) {
		long g, c;

		pbn_reader_lost(s->pbn, &g, &c);
		s->games_lost += g;
		s->comments_lost += c;
	}
	pbn_reader_free(s->pbn);
	lin_stream_free(s->lin);
	gen_reader_free(s->gen);
	s->pbn = NULL;
	s->lin = NULL;
	s->gen = NULL;
	html_page_free(s->html);
	s->html = NULL;
}

void source_free(source *s)
{
	if (!s)
		return;
	end_reader(s);
	lineio_free(s->in);
	free(s->held);
	free(s);
}

void source_set_diag(source *s, FILE *diag)
{
	s->diag = diag ? diag : stderr;
	lineio_set_diag(s->in, s->diag);
}

void source_set_stop(source *s, const atomic_int *stop)
{
	lineio_set_stop(s->in, stop);
}

__attribute__((format(printf, 5, 0)))
static void vreport(source *s, const char *file, long line,
		    const char *board, const char *fmt, va_list ap)
{
	char label[48];

	fflush(stdout);
	record_board_label(board, label, sizeof label);
	fprintf(s->diag, "%s:%ld: %s", file, line, label);
	vfprintf(s->diag, fmt, ap);
	fputc('\n', s->diag);
	s->status = 1;
}

void source_report(source *s, const record *r, long line, const char *fmt,
		   ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(s, r->file ? r->file : "stdin", line ? line : r->line,
		r->board, fmt, ap);
	va_end(ap);
}

void source_note(source *s, const record *r, long line, const char *fmt,
		 ...)
{
	int status = s->status;
	va_list ap;

	va_start(ap, fmt);
	vreport(s, r->file ? r->file : "stdin", line ? line : r->line,
		r->board, fmt, ap);
	va_end(ap);
	s->status = status;
}

/* The readers' report function: user is the source, the file is the
 * one being read. */
static void reader_report(void *user, long line, const char *board,
			  const char *msg)
{
	source *s = user;
	char label[48];

	fflush(stdout);
	record_board_label(board, label, sizeof label);
	fprintf(s->diag, "%s:%ld: %s%s\n", lineio_name(s->in), line, label,
		msg);
	s->nreports++;
	s->status = 1;
}

/* A line of the line format into r; 0, or -1 with why (DEAL_ERR_SIZE +
 * 32 bytes) said in why. */
static int from_line(source *s, const char *line, record *r, char *why)
{
	char err[DEAL_ERR_SIZE], msg[DEAL_ERR_SIZE + 32];
	long where;

	r->file = lineio_name(s->in);
	r->line = r->deal_line = r->play_line = lineio_lineno(s->in);
	if (s->lines_hold == SOURCE_POSITIONS ||
	    (s->lines_hold == SOURCE_ANY && strchr(line, '|'))) {
		dd_position pos;

		if (deal_parse_position(line, &pos, err, sizeof err) < 0) {
			snprintf(why, DEAL_ERR_SIZE + 32, "%s", err);
			return -1;
		}
		r->deal = pos.deal;
		r->strain = pos.strain;
		r->declarer = (pos.leader + 3) & 3;
		r->nplayed = pos.nplayed;
		memcpy(r->played, pos.played, (size_t)pos.nplayed);
	} else {
		const char *bar = strchr(line, '|');
		size_t n = bar ? (size_t)(bar - line) : strlen(line);
		char *first = xmalloc(n + 1);
		int bad;

		memcpy(first, line, n);
		first[n] = '\0';
		bad = deal_parse(first, &r->deal, err, sizeof err) < 0;
		free(first);
		if (bad) {
			snprintf(why, DEAL_ERR_SIZE + 32, "%s", err);
			return -1;
		}
	}
	r->has_deal = 1;
	if (record_check(r, msg, sizeof msg, &where) < 0) {
		/* The line format's messages name no trick. */
		snprintf(why, DEAL_ERR_SIZE + 32, "%s",
			 strncmp(msg, "trick ", 6) == 0 && strchr(msg, ':') ?
			 strchr(msg, ':') + 2 : msg);
		return -1;
	}
	return 0;
}

/* Says the lines held (hold()), in their order, as bad lines of the
 * line format: through the line reader, which counts them with the
 * file's other problems, while the file is being read (open); once it
 * is closed, here. */
static void say_held(source *s, int open)
{
	int i;

	for (i = 0; i < s->nheld; i++) {
		if (open) {
			lineio_report_at(s->in, s->held[i].line, "%s",
					 s->held[i].msg);
			continue;
		}
		fflush(stdout);
		fprintf(s->diag, "%s:%ld: %s\n", s->held[i].file,
			s->held[i].line, s->held[i].msg);
		s->status = 1;
	}
	s->plain_bad += s->nheld;
	s->skipped += s->nheld;
	s->nheld = 0;
	s->held_bytes = 0;
}

/* Whether line, a line of the line format that is no board (why says
 * why), is held rather than said: a BBO forum post saved as text starts
 * with its prose, the hands come in [hv=...] tags after it (late_format()
 * then leaves the lines held out, quietly).  Held while the file has
 * given no board, for lines that are text, not a deal nor a position
 * (no seat, ':' and a hand with a '.' first: "N:AKQ.J.." is one, "S: AK54
 * H: QJ7" a hand as a post writes one, "Forums | Bridge" a page's).  A
 * line that is one
 * says the lines held before it, and from then on every line is said as
 * it comes (a file of deals, a bad one first); so too past HOLD_LINES
 * lines or HOLD_BYTES, and on a terminal (the user typing deals is told
 * at once). */
static int hold(source *s, const char *line, const char *why)
{
	const char *p = line + strspn(line, " \t"), *hand;
	size_t n = strlen(line);
	int deal = 0;

	if (*p && strchr("NESWnesw", *p) && p[1] == ':') {
		/* "N:AKQ.JT9.876.5432 ...", not "S: AK54 H: QJ7" */
		hand = p + 2 + strspn(p + 2, " \t");
		deal = memchr(hand, '.', strcspn(hand, " \t")) != NULL;
	}
	if (!s->hold_off && s->plain_good == 0 && !deal &&
	    s->nheld < HOLD_LINES && s->held_bytes + (long)n <= HOLD_BYTES &&
	    !(strcmp(lineio_name(s->in), "stdin") == 0 &&
	      isatty(STDIN_FILENO))) {
		if (!s->held)
			s->held = xmalloc(HOLD_LINES * sizeof *s->held);
		s->held[s->nheld].file = lineio_name(s->in);
		s->held[s->nheld].line = lineio_lineno(s->in);
		snprintf(s->held[s->nheld].msg, sizeof s->held[0].msg, "%s",
			 why);
		s->nheld++;
		s->held_bytes += (long)n;
		return 1;
	}
	say_held(s, 1);
	s->hold_off = 1;
	return 0;
}

/* Whether a record from a PBN or LIN reader is handed out: checked with
 * the engine (the LIN reader does not: a play that breaks a rule is cut
 * here, before the card that does), and by its problem: a bad contract
 * still gives table its deal, and with source_keep_all() every game is
 * handed out. */
static int admit(source *s, record *r)
{
	char msg[DEAL_ERR_SIZE + 32];
	long where;
	int rc;

	/* a lead problem's board (some hands not given): said to all but
	 * `ddplay lead`, which reads it */
	if (r->partial) {
		if (s->keep_partial)
			return 1;
		record_partial_text(r, msg, sizeof msg);
		reader_report(s, r->deal_line ? r->deal_line : r->line,
			      r->board, msg);
	}
	if (r->problem == RECORD_GOOD &&
	    (rc = record_check(r, msg, sizeof msg, &where)) < 0) {
		reader_report(s, where, r->board, msg);
		if (rc == -1) {
			r->problem = RECORD_BAD_DEAL;
		} else if (record_cut_play(r, msg, where) < 0) {
			char text[RECORD_FLAW_SIZE];

			r->problem = RECORD_BAD_PLAY;
			record_drop_play(r);
			snprintf(text, sizeof text, "%.140s: the contract and play "
				 "are left out", msg);
			record_add_flaw(r, where, text);
		}
		/* (else the play is kept up to the card that breaks a
		 * rule, the contract and result standing: record.h) */
	}
	if (r->problem == RECORD_GOOD)
		return 1;
	if (r->problem == RECORD_BAD_PLAY && s->lines_hold == SOURCE_DEALS)
		return 1;
	if (s->keep_all)
		return 1;
	if (r->problem != RECORD_NO_DEAL)
		s->skipped++;
	return 0;
}

/* The next record of the PBN or LIN reader into r: 1, or 0 when it has
 * none ready. */
static int take(source *s, record *r)
{
	while (s->pbn ? pbn_reader_take(s->pbn, r) :
	       s->lin ? lin_stream_take(s->lin, r) :
	       s->gen ? gen_reader_take(s->gen, r) : 0) {
		if (!admit(s, r))
			continue;
		r->crlf = lineio_crlf(s->in);
		r->cr = lineio_cr(s->in);
		r->bom = lineio_bom(s->in);
		if ((r->has_deal && r->problem < RECORD_BAD_DEAL) ||
		    r->partial) {
			s->file_boards++;
			lineio_found(s->in);
		}
		return 1;
	}
	return 0;
}

/* Reads the file from line on as PBN. */
static void start_pbn(source *s, const char *line, size_t n)
{
	s->pbn = pbn_reader_new(lineio_name(s->in), reader_report, s);
	if (s->keep_all)
		pbn_reader_keep_raw(s->pbn);
	pbn_reader_line(s->pbn, line, n, lineio_lineno(s->in));
}

/* A file read as the line format (its first line was no other format's)
 * that has given no board, at a PBN tag (a scorer's "Generated by ..."
 * line before its first tag): read as PBN from here, said, the lines
 * before reported as bad lines; at a BBO forum tag "[hv=...]" or a link
 * to BBO's handviewer (or bbo.to) in a line, as LIN, a post's (read on
 * quietly, lin_stream_post()): the lines before, its prose, held
 * (hold()) and left out,
 * or, when some were said (a line that is a deal, too many lines), said
 * as for a PBN tag.  The lines said before are not kept (source_lost()).
 * 1 when so. */
static int late_format(source *s, const char *line)
{
	size_t n = strlen(line);
	const char *p = line + strspn(line, " \t");
	char msg[160];
	/* a forum tag, or a link to BBO's handviewer in the post's text */
	int hv = strstr(line, "[hv=") || strstr(line, "[HV=") ||
		 strstr(line, "handviewer.html?") || strstr(line, "bbo.to/");

	if (s->plain_good > 0 || (!hv && (*p != '[' ||
				      lin_forum_markup(p, strlen(p)) ||
				      !pbn_detect(p, strlen(p)))))
		return 0;
	if (hv && s->plain_bad == 0) {
		/* a post's prose: no board, nothing lost */
		s->nheld = 0;
		s->held_bytes = 0;
	}
	say_held(s, 1);
	if (s->plain_bad > 0) {
		snprintf(msg, sizeof msg, "a %s after %ld line%s that %s %s: "
			 "read %sfrom here, the line%s before left out",
			 !hv ? "PBN tag" : strstr(line, "[hv=") ||
			 strstr(line, "[HV=") ? "BBO forum tag [hv=...]" :
			 "link to BBO",
			 s->plain_bad, s->plain_bad == 1 ? "" : "s",
			 s->plain_bad == 1 ? "is" : "are",
			 hv ? "no board" : "not PBN", hv ? "" : "as PBN ",
			 s->plain_bad == 1 ? "" : "s");
		reader_report(s, lineio_lineno(s->in), "", msg);
		s->lines_lost += s->plain_bad;
	}
	/* (the first line's reports are the file's, as in start_reader()) */
	s->file_reports = s->nreports;
	if (hv) {
		s->lin = lin_stream_new(lineio_name(s->in), reader_report, s);
		if (s->plain_bad == 0)
			lin_stream_post(s->lin);
		lin_stream_line(s->lin, line, n, lineio_lineno(s->in));
	} else {
		start_pbn(s, line, n);
	}
	s->file_boards = 0;
	return 1;
}

/* Starts reading the file whose first line is line with the reader of
 * its format, when it is PBN or LIN: 1, else 0. */
static int start_reader(source *s, const char *line)
{
	size_t n = strlen(line);
	const char *p;
	int format;

	if (!lineio_first_of_file(s->in))
		return late_format(s, line);
	s->plain_good = s->plain_bad = 0;
	s->hold_off = 0;
	/* The reports of the file's first line are the file's: a link
	 * that cannot be read is said once, not also as a file without a
	 * board. */
	s->file_reports = s->nreports;
	/* A first line "<https://...>", a link as mail writes one, is no
	 * HTML. */
	p = line + strspn(line, " \t");
	if (*p == '<' && strncasecmp(p + 1, "http://", 7) != 0 &&
	    strncasecmp(p + 1, "https://", 8) != 0 &&
	    strncasecmp(p + 1, "www.", 4) != 0) {
		/* An HTML page: the boards of its links (a BBO traveller
		 * page's hv_popuplin('...'), a forum page's tags). */
		s->lin = lin_stream_new(lineio_name(s->in), reader_report, s);
		s->html = html_page_new(s->lin);
		html_page_line(s->html, line, lineio_lineno(s->in));
	} else if (!lin_forum_markup(line, n) && pbn_detect(line, n)) {
		/* (A forum's markup, "[hv=...]" or "[quote ...]", is no PBN
		 * tag: a post's, LIN's below or text.) */
		start_pbn(s, line, n);
	} else if ((format = gen_detect(line, n)) != GEN_NONE) {
		s->gen = gen_reader_new(lineio_name(s->in), format,
					reader_report, s);
		gen_reader_line(s->gen, line, n, lineio_lineno(s->in));
	} else if (lin_detect(line, n)) {
		s->lin = lin_stream_new(lineio_name(s->in), reader_report, s);
		lin_stream_line(s->lin, line, n, lineio_lineno(s->in));
	} else {
		return 0;
	}
	s->file_boards = 0;
	return 1;
}

int source_next(source *s, record *r)
{
	char *line, why[DEAL_ERR_SIZE + 32];
	size_t len;

	record_clear(r);
	for (;;) {
		if (take(s, r))
			return 1;
		if (s->pbn || s->lin || s->gen) {
			line = lineio_raw(s->in, &len);
			if (line) {
				if (s->html)
					html_page_line(s->html, line,
						       lineio_lineno(s->in));
				else if (s->gen)
					gen_reader_line(s->gen, line, len,
							lineio_lineno(s->in));
				else if (s->pbn)
					pbn_reader_line(s->pbn, line, len,
							lineio_lineno(s->in));
				else
					lin_stream_line(s->lin, line, len,
							lineio_lineno(s->in));
				continue;
			}
			/* The end of the file. */
			if (s->html)
				html_page_finish(s->html);
			if (s->pbn)
				pbn_reader_finish(s->pbn);
			else if (s->gen)
				gen_reader_finish(s->gen);
			else
				lin_stream_finish(s->lin);
			if (take(s, r)) {
				/* Ended after the next call. */
				return 1;
			}
			if (s->html && html_page_links(s->html) == 0) {
				fflush(stdout);
				fprintf(s->diag, "%s: an HTML page, not a LIN "
					"or PBN file\n", lineio_name(s->in));
				s->status = 1;
			} else if (s->file_boards == 0 &&
			    s->nreports == s->file_reports &&
			    !lineio_status(s->in)) {
				fflush(stdout);
				fprintf(s->diag, "%s: no board with a deal "
					"in this %s file\n", lineio_name(s->in),
					s->pbn ? "PBN" : s->gen ? "generator's" :
					"LIN");
				s->status = 1;
			}
			end_reader(s);
			continue;
		}
		line = lineio_next(s->in);
		/* the lines held of the file before, at its end */
		if (!line || lineio_first_of_file(s->in))
			say_held(s, 0);
		if (!line)
			return 0;
		if (s->filter && !(line = s->filter(s->filter_user, line)))
			continue;
		if (start_reader(s, line))
			continue;
		if (from_line(s, line, r, why) == 0) {
			say_held(s, 1);
			lineio_found(s->in);
			s->plain_good++;
			return 1;
		}
		if (!hold(s, line, why)) {
			lineio_report(s->in, "%s", why);
			s->plain_bad++;
			s->skipped++;
		}
		record_clear(r);
	}
}

int source_skipped(const source *s)
{
	return s->skipped;
}

int source_status(const source *s)
{
	return s->status || lineio_status(s->in);
}
