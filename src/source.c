/*
 * source.c - boards from files of any format, see source.h.
 */
#include "source.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "deal.h"
#include "lin.h"
#include "lineio.h"
#include "pbn.h"
#include "util.h"

struct source {
	lineio *in;
	int lines_hold;         /* SOURCE_DEALS, _POSITIONS or _ANY */
	FILE *diag;
	int status;
	long nreports;          /* messages of the readers so far */
	/* The boards of a PBN or LIN file read whole, still to hand out. */
	record *boards;
	int nboards, next;
};

source *source_new(int nfiles, char **files, int lines_hold, FILE *diag)
{
	source *s = xcalloc(1, sizeof *s);

	s->diag = diag ? diag : stderr;
	s->in = lineio_new(nfiles, files, s->diag);
	s->lines_hold = lines_hold;
	return s;
}

static void drop_boards(source *s)
{
	while (s->next < s->nboards)
		record_free(&s->boards[s->next++]);
	free(s->boards);
	s->boards = NULL;
	s->nboards = s->next = 0;
}

void source_free(source *s)
{
	if (!s)
		return;
	drop_boards(s);
	lineio_free(s->in);
	free(s);
}

void source_set_diag(source *s, FILE *diag)
{
	s->diag = diag ? diag : stderr;
	lineio_set_diag(s->in, s->diag);
}

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

/* A line of the line format into r; 0, or -1 (reported). */
static int from_line(source *s, const char *line, record *r)
{
	char err[DEAL_ERR_SIZE], msg[DEAL_ERR_SIZE + 32];
	long where;

	r->file = lineio_name(s->in);
	r->line = r->deal_line = r->play_line = lineio_lineno(s->in);
	if (s->lines_hold == SOURCE_POSITIONS ||
	    (s->lines_hold == SOURCE_ANY && strchr(line, '|'))) {
		dd_position pos;

		if (deal_parse_position(line, &pos, err, sizeof err) < 0) {
			lineio_report(s->in, "%s", err);
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
			lineio_report(s->in, "%s", err);
			return -1;
		}
	}
	r->has_deal = 1;
	if (record_check(r, msg, sizeof msg, &where) < 0) {
		/* The line format's messages name no trick. */
		lineio_report(s->in, "%s", strncmp(msg, "trick ", 6) == 0 &&
			      strchr(msg, ':') ? strchr(msg, ':') + 2 : msg);
		return -1;
	}
	return 0;
}

int source_next(source *s, record *r)
{
	char *line;

	record_clear(r);
	for (;;) {
		if (s->next < s->nboards) {
			*r = s->boards[s->next++];
			return 1;
		}
		drop_boards(s);
		line = lineio_next(s->in);
		if (!line)
			return 0;
		if (lineio_first_of_file(s->in) &&
		    (pbn_detect(line, strlen(line)) ||
		     lin_detect(line, strlen(line)))) {
			size_t len;
			long before = s->nreports;
			char *text = lineio_rest(s->in, &len);
			const char *name = lineio_name(s->in);

			if (pbn_detect(line, strlen(line)))
				s->boards = pbn_parse(text, len, name,
						      &s->nboards,
						      reader_report, s);
			else
				s->boards = lin_parse(text, len, name,
						      &s->nboards,
						      reader_report, s);
			free(text);
			if (s->nboards == 0 && s->nreports == before) {
				fflush(stdout);
				fprintf(s->diag, "%s: no board with a deal "
					"in this %s file\n", name,
					pbn_detect(line, strlen(line)) ?
					"PBN" : "LIN");
				s->status = 1;
			}
			for (int i = 0; i < s->nboards; i++)
				s->boards[i].format =
					pbn_detect(line, strlen(line)) ?
					RECORD_PBN : RECORD_LIN;
			continue;
		}
		if (from_line(s, line, r) == 0)
			return 1;
		record_clear(r);
	}
}

int source_status(const source *s)
{
	return s->status || lineio_status(s->in);
}
