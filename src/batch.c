/*
 * batch.c - the batch commands table, solve and trace, see batch.h.
 */
#include "batch.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "dd.h"
#include "deal.h"
#include "lineio.h"
#include "util.h"

enum {
	OPT_LINES = 1,          /* --lines: the machine-readable line format */
	OPT_CARDS = 2,          /* --cards: trace scores every card */
	OPT_STATS = 4,          /* --stats (hidden): timing on stderr */
};

typedef struct {
	const char *cmd;
	int flags;
	int nfiles;
	char **files;
} options;

/* Timing of the solver calls, for --stats. */
typedef struct {
	const char *unit;       /* "deal" or "position" */
	double start;
	double *times;
	size_t n, cap;
} stats;

/* What every command works with. */
typedef struct {
	options opt;
	lineio *in;
	dd_ctx *ctx;
	stats st;
	int utf8;               /* suit symbols may be printed */
	FILE *out;
} session;

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };
static const char *const SIDE_NAMES[2] = { "North-South", "East-West" };
static const char *const STRAIN_NAMES[5] = {
	"Spades", "Hearts", "Diamonds", "Clubs", "Notrump"
};
static const char *const SUIT_SYMBOLS[4] = {
	"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"
};
static const char *const SUIT_LETTERS[4] = { "S", "H", "D", "C" };

/* ---- options ---------------------------------------------------------- */

static const char *synopsis(const char *cmd)
{
	if (strcmp(cmd, "trace") == 0)
		return "ddplay trace [--lines] [--cards] [FILE...]";
	if (strcmp(cmd, "solve") == 0)
		return "ddplay solve [--lines] [FILE...]";
	return "ddplay table [--lines] [FILE...]";
}

static void command_help(const char *cmd)
{
	printf("usage: %s\n\n", synopsis(cmd));
	if (strcmp(cmd, "table") == 0)
		printf("Reads deals (N:hand hand hand hand), one a line, and "
		       "prints the tricks each\nseat makes as declarer in "
		       "each strain.\n");
	else if (strcmp(cmd, "solve") == 0)
		printf("Reads positions (deal|strain|leader|played), one a "
		       "line, and prints for\nevery legal card the tricks "
		       "the side to play takes with it.\n");
	else
		printf("Reads plays (deal|strain|leader|played), one a line, "
		       "and prints declarer's\nside's double-dummy total "
		       "before the lead and after each card.\n"
		       "  --cards  instead, every legal card scored at every "
		       "position of the play,\n           one line a position "
		       "(the solve --lines format)\n");
	printf("  --lines  one result a line, in the reference format\n"
	       "FILE '-' or none reads standard input.  Blank lines and "
	       "lines starting with '#'\nare skipped.  Formats: "
	       "docs/formats.md.\n");
}

static void usage_error(const char *cmd, const char *fmt, const char *arg)
{
	fprintf(stderr, "ddplay %s: ", cmd);
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\nusage: %s\nTry 'ddplay --help' for more.\n",
		synopsis(cmd));
}

/* 0 when the options are good, 1 when help was asked for, -1 on a usage
 * error (reported).  allowed is a set of OPT_ flags. */
static int parse_options(int argc, char **argv, int allowed, options *o)
{
	int i, no_more = 0;

	o->cmd = argv[0];
	o->flags = 0;
	o->nfiles = 0;
	o->files = xmalloc((size_t)(argc > 0 ? argc : 1) * sizeof *o->files);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		int flag = 0;

		if (no_more || a[0] != '-' || strcmp(a, "-") == 0) {
			o->files[o->nfiles++] = argv[i];
			continue;
		}
		if (strcmp(a, "--") == 0) {
			no_more = 1;
			continue;
		}
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			command_help(o->cmd);
			return 1;
		}
		if (strcmp(a, "--lines") == 0)
			flag = OPT_LINES;
		else if (strcmp(a, "--cards") == 0)
			flag = OPT_CARDS;
		else if (strcmp(a, "--stats") == 0)
			flag = OPT_STATS;
		if (!(flag & allowed)) {
			usage_error(o->cmd, "unknown option '%s'", a);
			return -1;
		}
		o->flags |= flag;
	}
	return 0;
}

/* ---- statistics (--stats) --------------------------------------------- */

static void stats_add(stats *s, double seconds)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		s->times = xrealloc(s->times, s->cap * sizeof *s->times);
	}
	s->times[s->n++] = seconds;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The nearest-rank percentile q (0 < q <= 1) of n sorted values. */
static double percentile(const double *v, size_t n, double q)
{
	size_t k = (size_t)(q * (double)n + 0.999999);

	if (k < 1)
		k = 1;
	if (k > n)
		k = n;
	return v[k - 1];
}

static void stats_print(session *s)
{
	stats *st = &s->st;
	double total = util_seconds() - st->start;
	uint64_t nodes = dd_nodes(s->ctx);
	struct rusage ru;

	fprintf(stderr, "stats: %zu %ss in %.3f s, %llu nodes", st->n,
		st->unit, total, (unsigned long long)nodes);
	if (total > 0)
		fprintf(stderr, " (%.2f M nodes/s)", (double)nodes / total / 1e6);
	fputc('\n', stderr);
	if (st->n > 0) {
		qsort(st->times, st->n, sizeof *st->times, cmp_double);
		fprintf(stderr, "stats: per %s: p50 %.3f ms, p99 %.3f ms, "
			"max %.3f ms\n", st->unit,
			1e3 * percentile(st->times, st->n, 0.50),
			1e3 * percentile(st->times, st->n, 0.99),
			1e3 * st->times[st->n - 1]);
	}
	if (getrusage(RUSAGE_SELF, &ru) == 0)
		fprintf(stderr, "stats: peak memory %.1f MB\n",
			(double)ru.ru_maxrss / 1024.0);
}

/* ---- sessions --------------------------------------------------------- */

/* Sets up a session; returns -1 (exit status to use: *status) when the
 * command should not go on. */
static int session_open(session *s, int argc, char **argv, int allowed,
			const char *unit, int *status)
{
	int r;

	memset(s, 0, sizeof *s);
	r = parse_options(argc, argv, allowed | OPT_STATS, &s->opt);
	if (r != 0) {
		free(s->opt.files);
		*status = r > 0 ? 0 : 2;
		return -1;
	}
	s->ctx = dd_new(0);
	if (!s->ctx) {
		fprintf(stderr, "ddplay %s: out of memory for the solver\n",
			s->opt.cmd);
		free(s->opt.files);
		*status = 1;
		return -1;
	}
	s->in = lineio_new(s->opt.nfiles, s->opt.files, stderr);
	s->st.unit = unit;
	s->st.start = util_seconds();
	s->utf8 = util_locale_is_utf8();
	s->out = stdout;
	return 0;
}

static int session_close(session *s)
{
	int status = lineio_status(s->in);

	if (fflush(s->out) != 0 || ferror(s->out)) {
		fprintf(stderr, "ddplay %s: write error: %s\n", s->opt.cmd,
			strerror(errno));
		status = 1;
	}
	if (s->opt.flags & OPT_STATS)
		stats_print(s);
	lineio_free(s->in);
	dd_free(s->ctx);
	free(s->st.times);
	free(s->opt.files);
	return status;
}

/* Reads a position line and checks it with the engine; 0 when good.
 * Problems are reported. */
static int read_position(session *s, const char *line, dd_position *pos,
			 dd_state *state)
{
	char err[DEAL_ERR_SIZE];
	dd_error e;

	if (deal_parse_position(line, pos, err, sizeof err) < 0) {
		lineio_report(s->in, "%s", err);
		return -1;
	}
	if (dd_replay(pos, state, &e) != DD_OK) {
		lineio_report(s->in, "%s", e.msg);
		return -1;
	}
	return 0;
}

/* Scores the cards of pos and times the call; the count or -1 (reported). */
static int score_cards(session *s, const dd_position *pos,
		       dd_card_score out[13])
{
	double t0 = util_seconds();
	dd_error e;
	int n = 0;

	if (dd_score_cards(s->ctx, pos, out, &n, &e) != DD_OK) {
		lineio_report(s->in, "%s", e.msg);
		return -1;
	}
	stats_add(&s->st, util_seconds() - t0);
	return n;
}

/* ---- readable output helpers ------------------------------------------ */

/* A line of readable output being built, with its width in columns (the
 * suit symbols take three bytes but one column). */
typedef struct {
	char buf[256];
	size_t len;
	int width;
} row;

static void row_add(row *r, const char *text, int width)
{
	size_t room = sizeof r->buf - r->len;   /* always >= 1 */
	int n = snprintf(r->buf + r->len, room, "%s", text);

	if (n > 0)
		r->len += (size_t)n < room ? (size_t)n : room - 1;
	r->width += width;
}

static void row_pad(row *r, int column)
{
	while (r->width < column && r->len + 1 < sizeof r->buf)
		row_add(r, " ", 1);
}

static void row_print(FILE *f, row *r)
{
	while (r->len > 0 && r->buf[r->len - 1] == ' ')
		r->buf[--r->len] = '\0';
	fprintf(f, "%s\n", r->buf);
	r->len = 0;
	r->width = 0;
	r->buf[0] = '\0';
}

static const char *suit_text(const session *s, int suit)
{
	return s->utf8 ? SUIT_SYMBOLS[suit] : SUIT_LETTERS[suit];
}

/* A card as "♥K" (or "HK"): two columns. */
static void row_card(row *r, const session *s, dd_card card)
{
	char rank[2] = { deal_rank_char(DD_RANK(card)), '\0' };

	row_add(r, suit_text(s, DD_SUIT(card)), 1);
	row_add(r, rank, 1);
}

/* One suit of a hand, "♠ KQT2" ("-" for a void). */
static void row_holding(row *r, const session *s, int suit, uint16_t h)
{
	char ranks[14];

	deal_format_holding(h, ranks);
	row_add(r, suit_text(s, suit), 1);
	row_add(r, " ", 1);
	if (ranks[0])
		row_add(r, ranks, (int)strlen(ranks));
	else
		row_add(r, "-", 1);
}

/* The four hands in the usual compass layout. */
static void print_diagram(session *s, const dd_deal *deal)
{
	enum { MID = 12, RIGHT = 24 };
	row r = { .len = 0 };
	int suit;

	row_pad(&r, MID);
	row_add(&r, "North", 5);
	row_print(s->out, &r);
	for (suit = 0; suit < 4; suit++) {
		row_pad(&r, MID);
		row_holding(&r, s, suit, deal->hand[DD_NORTH][suit]);
		row_print(s->out, &r);
	}
	row_add(&r, "West", 4);
	row_pad(&r, RIGHT);
	row_add(&r, "East", 4);
	row_print(s->out, &r);
	for (suit = 0; suit < 4; suit++) {
		row_holding(&r, s, suit, deal->hand[DD_WEST][suit]);
		row_pad(&r, RIGHT);
		row_holding(&r, s, suit, deal->hand[DD_EAST][suit]);
		row_print(s->out, &r);
	}
	row_pad(&r, MID);
	row_add(&r, "South", 5);
	row_print(s->out, &r);
	for (suit = 0; suit < 4; suit++) {
		row_pad(&r, MID);
		row_holding(&r, s, suit, deal->hand[DD_SOUTH][suit]);
		row_print(s->out, &r);
	}
}

static int declarer_of(int leader)
{
	return (leader + 3) % 4;
}

/* "Notrump, declarer South, West leads." */
static void print_contract(session *s, const dd_position *pos)
{
	fprintf(s->out, "%s, declarer %s, %s leads.\n",
		STRAIN_NAMES[pos->strain],
		SEAT_NAMES[declarer_of(pos->leader)],
		SEAT_NAMES[pos->leader]);
}

/* ---- table ------------------------------------------------------------ */

static void print_table_line(session *s, const dd_deal *deal,
			     int tricks[5][4])
{
	char text[DEAL_TEXT_SIZE];
	int strain, seat;

	deal_format(deal, text);
	fputs(text, s->out);
	for (strain = 0; strain < 5; strain++)
		for (seat = 0; seat < 4; seat++)
			fprintf(s->out, "%c%d", strain || seat ? ' ' : '|',
				tricks[strain][seat]);
	fputc('\n', s->out);
}

static void print_table_readable(session *s, const dd_deal *deal,
				 int tricks[5][4], int first)
{
	static const int strains[5] = {
		DD_NOTRUMP, DD_SPADES, DD_HEARTS, DD_DIAMONDS, DD_CLUBS
	};
	static const int seats[4] = { DD_NORTH, DD_SOUTH, DD_EAST, DD_WEST };
	char text[DEAL_TEXT_SIZE];
	row r = { .len = 0 };
	int i, j;

	if (!first)
		fputc('\n', s->out);
	deal_format(deal, text);
	fprintf(s->out, "%s\n", text);
	print_diagram(s, deal);
	fputc('\n', s->out);
	for (j = 0; j < 4; j++) {
		char name[2] = { deal_seat_char(seats[j]), '\0' };

		row_pad(&r, 6 + 4 * j);
		row_add(&r, name, 1);
	}
	row_print(s->out, &r);
	for (i = 0; i < 5; i++) {
		if (strains[i] == DD_NOTRUMP)
			row_add(&r, "NT", 2);
		else
			row_add(&r, suit_text(s, strains[i]), 1);
		for (j = 0; j < 4; j++) {
			char num[8];

			snprintf(num, sizeof num, "%d",
				 tricks[strains[i]][seats[j]]);
			row_pad(&r, 7 + 4 * j - (int)strlen(num));
			row_add(&r, num, (int)strlen(num));
		}
		row_print(s->out, &r);
	}
}

int batch_table(int argc, char **argv)
{
	session s;
	char *line;
	int status, count = 0;

	if (session_open(&s, argc, argv, OPT_LINES, "deal", &status) < 0)
		return status;
	while ((line = lineio_next(s.in))) {
		char err[DEAL_ERR_SIZE], *bar = strchr(line, '|');
		dd_position pos;
		int tricks[5][4];
		dd_error e;
		double t0;

		if (bar)
			*bar = '\0';
		memset(&pos, 0, sizeof pos);
		if (deal_parse(line, &pos.deal, err, sizeof err) < 0) {
			lineio_report(s.in, "%s", err);
			continue;
		}
		pos.strain = DD_NOTRUMP;
		pos.leader = DD_WEST;
		if (dd_replay(&pos, NULL, &e) != DD_OK) {
			lineio_report(s.in, "%s", e.msg);
			continue;
		}
		t0 = util_seconds();
		if (dd_table(s.ctx, &pos.deal, tricks, &e) != DD_OK) {
			lineio_report(s.in, "%s", e.msg);
			continue;
		}
		stats_add(&s.st, util_seconds() - t0);
		if (s.opt.flags & OPT_LINES)
			print_table_line(&s, &pos.deal, tricks);
		else
			print_table_readable(&s, &pos.deal, tricks, count == 0);
		count++;
	}
	return session_close(&s);
}

/* ---- solve ------------------------------------------------------------ */

static void print_scores_line(session *s, const dd_position *pos,
			      const dd_card_score *sc, int n)
{
	char text[DEAL_POSITION_SIZE];
	int i;

	deal_format_position(pos, text);
	fputs(text, s->out);
	for (i = 0; i < n; i++) {
		char card[DEAL_CARD_SIZE];

		deal_format_card(sc[i].card, card);
		fprintf(s->out, "%c%s:%d", i ? ' ' : '|', card, sc[i].tricks);
	}
	fputc('\n', s->out);
}

/* How many cards each hand of a deal holds (the deals read are checked:
 * all four hold the same number). */
static int hand_size(const dd_deal *deal)
{
	int suit, rank, n = 0;

	for (suit = 0; suit < 4; suit++)
		for (rank = 2; rank <= 14; rank++)
			n += (deal->hand[DD_NORTH][suit] >> rank) & 1;
	return n;
}

/* "Trick 2: North led ♥8; East to play." and the tricks so far. */
static void print_state(session *s, const dd_position *pos,
			const dd_state *st)
{
	int trick = hand_size(&pos->deal) - st->tricks_left + 1;
	int i, seat = st->trick_leader;
	row r = { .len = 0 };
	char head[64];

	snprintf(head, sizeof head, "Trick %d: ", trick);
	row_add(&r, head, (int)strlen(head));
	if (st->trick_cards == 0) {
		row_add(&r, SEAT_NAMES[st->to_play],
			(int)strlen(SEAT_NAMES[st->to_play]));
		row_add(&r, " to lead.", 9);
	} else {
		for (i = 0; i < st->trick_cards; i++) {
			const char *name = SEAT_NAMES[(seat + i) % 4];

			row_add(&r, i ? ", " : "", i ? 2 : 0);
			row_add(&r, name, (int)strlen(name));
			row_add(&r, i ? " played " : " led ", i ? 8 : 5);
			row_card(&r, s, st->trick[i]);
		}
		row_add(&r, "; ", 2);
		row_add(&r, SEAT_NAMES[st->to_play],
			(int)strlen(SEAT_NAMES[st->to_play]));
		row_add(&r, " to play.", 9);
	}
	row_print(s->out, &r);
	fprintf(s->out, "Tricks won so far: North-South %d, East-West %d; "
		"%d to play.\n", st->tricks_won[0], st->tricks_won[1],
		st->tricks_left);
}

/* The cards grouped by their score, best first. */
static void print_scores_readable(session *s, const dd_state *st,
				  const dd_card_score *sc, int n)
{
	dd_card_score sorted[13];
	int i, j;

	/* A stable sort, best first: equal cards stay in the engine's order
	 * (suit by suit, high to low). */
	for (i = 0; i < n; i++) {
		dd_card_score x = sc[i];

		for (j = i; j > 0 && sorted[j - 1].tricks < x.tricks; j--)
			sorted[j] = sorted[j - 1];
		sorted[j] = x;
	}
	fprintf(s->out, "%s take, this trick included:\n",
		SIDE_NAMES[st->to_play % 2]);
	for (i = 0; i < n;) {
		row r = { .len = 0 };
		char num[16];

		snprintf(num, sizeof num, "%4d trick%s  ", sorted[i].tricks,
			 sorted[i].tricks == 1 ? " " : "s");
		row_add(&r, num, (int)strlen(num));
		for (j = i; j < n && sorted[j].tricks == sorted[i].tricks;
		     j++) {
			if (j > i)
				row_add(&r, " ", 1);
			row_card(&r, s, sorted[j].card);
		}
		row_print(s->out, &r);
		i = j;
	}
}

int batch_solve(int argc, char **argv)
{
	session s;
	char *line;
	int status, count = 0;

	if (session_open(&s, argc, argv, OPT_LINES, "position", &status) < 0)
		return status;
	while ((line = lineio_next(s.in))) {
		dd_card_score sc[13];
		dd_position pos;
		dd_state st;
		int n;

		if (read_position(&s, line, &pos, &st) < 0)
			continue;
		n = score_cards(&s, &pos, sc);
		if (n < 0)
			continue;
		if (s.opt.flags & OPT_LINES) {
			print_scores_line(&s, &pos, sc, n);
		} else {
			char text[DEAL_POSITION_SIZE];

			if (count > 0)
				fputc('\n', s.out);
			deal_format_position(&pos, text);
			fprintf(s.out, "%s\n", text);
			print_contract(&s, &pos);
			print_diagram(&s, &st.remaining);
			print_state(&s, &pos, &st);
			print_scores_readable(&s, &st, sc, n);
		}
		count++;
	}
	return session_close(&s);
}

/* ---- trace ------------------------------------------------------------ */

/* The course of one play: d[k] for k = 0..n, and who played each card. */
typedef struct {
	int d[53];
	int seat[52];           /* the seat that played card k */
	int leads[52];          /* card k opened a trick */
} course;

/* Fills c for pos (already checked); 0, or -1 when the solver failed
 * (reported). */
static int trace_course(session *s, const dd_position *pos, course *c)
{
	int side = declarer_of(pos->leader) % 2;
	dd_position p = *pos;
	int k;

	for (k = 0; k <= pos->nplayed; k++) {
		dd_state st;
		dd_error e;
		int t;
		double t0;

		p.nplayed = k;
		if (dd_replay(&p, &st, &e) != DD_OK) {
			lineio_report(s->in, "%s", e.msg);
			return -1;
		}
		if (k < pos->nplayed) {
			c->seat[k] = st.to_play;
			c->leads[k] = st.trick_cards == 0;
		}
		if (st.to_play < 0) {
			c->d[k] = st.tricks_won[side];
			continue;
		}
		t0 = util_seconds();
		if (dd_solve(s->ctx, &p, &t, &e) != DD_OK) {
			lineio_report(s->in, "%s", e.msg);
			return -1;
		}
		stats_add(&s->st, util_seconds() - t0);
		if (st.to_play % 2 != side)
			t = st.tricks_left - t;
		c->d[k] = st.tricks_won[side] + t;
	}
	return 0;
}

static void print_course_line(session *s, const dd_position *pos,
			      const course *c)
{
	char text[DEAL_POSITION_SIZE];
	int k;

	deal_format_position(pos, text);
	fputs(text, s->out);
	for (k = 0; k <= pos->nplayed; k++)
		fprintf(s->out, "%c%d", k ? ' ' : '|', c->d[k]);
	fputc('\n', s->out);
}

/* Trick by trick: each card with the change it made to declarer's side's
 * total, then the total after the trick. */
static void print_course_readable(session *s, const dd_position *pos,
				  const course *c)
{
	enum { CELL = 9, FIRST = 10 };
	int side = declarer_of(pos->leader) % 2;
	int k, j = 0, trick = 0, cost = 0, gift = 0;
	char text[DEAL_POSITION_SIZE];
	row r = { .len = 0 };

	deal_format_position(pos, text);
	fprintf(s->out, "%s\n", text);
	print_contract(s, pos);
	fprintf(s->out, "%s can take %d tricks double-dummy.  A row a "
		"trick, with their total\nafter it; a card marked -n cost "
		"them n tricks, one marked +n gave them n.\n",
		SIDE_NAMES[side], c->d[0]);
	for (k = 0; k < pos->nplayed; k++) {
		int delta = c->d[k + 1] - c->d[k];
		char seat[3] = { deal_seat_char(c->seat[k]), ' ', '\0' };

		if (c->leads[k]) {
			char head[24];

			snprintf(head, sizeof head, "trick %2d", ++trick);
			row_add(&r, head, (int)strlen(head));
			j = 0;
		}
		row_pad(&r, FIRST + CELL * j++);
		row_add(&r, seat, 2);
		row_card(&r, s, pos->played[k]);
		if (delta) {
			char d[8];

			snprintf(d, sizeof d, "%+d", delta);
			row_add(&r, d, (int)strlen(d));
			if (delta < 0)
				cost -= delta;
			else
				gift += delta;
		}
		if (k + 1 == pos->nplayed || c->leads[k + 1]) {
			char tot[8];

			snprintf(tot, sizeof tot, "%d", c->d[k + 1]);
			row_pad(&r, FIRST + 4 * CELL + 2 - (int)strlen(tot));
			row_add(&r, tot, (int)strlen(tot));
			row_print(s->out, &r);
		}
	}
	fprintf(s->out, "%s: %d tricks%s.  Declarer's side's cards cost %d "
		"trick%s, the defenders' gave away %d.\n",
		SIDE_NAMES[side], c->d[pos->nplayed],
		pos->nplayed < 4 * hand_size(&pos->deal) ?
		" with the rest played double-dummy" : "",
		cost, cost == 1 ? "" : "s", gift);
}

/* trace --cards: every position of the play in the solve --lines form. */
static void trace_cards(session *s, const dd_position *pos)
{
	dd_position p = *pos;
	int k;

	for (k = 0; k <= pos->nplayed; k++) {
		dd_card_score sc[13];
		dd_state st;
		dd_error e;
		int n;

		p.nplayed = k;
		if (dd_replay(&p, &st, &e) != DD_OK) {
			lineio_report(s->in, "%s", e.msg);
			return;
		}
		if (st.to_play < 0)
			break;
		n = score_cards(s, &p, sc);
		if (n < 0)
			return;
		print_scores_line(s, &p, sc, n);
	}
}

int batch_trace(int argc, char **argv)
{
	session s;
	char *line;
	int status, count = 0;

	if (session_open(&s, argc, argv, OPT_LINES | OPT_CARDS, "position",
			 &status) < 0)
		return status;
	while ((line = lineio_next(s.in))) {
		dd_position pos;
		dd_state st;
		course c;

		if (read_position(&s, line, &pos, &st) < 0)
			continue;
		if (s.opt.flags & OPT_CARDS) {
			trace_cards(&s, &pos);
			continue;
		}
		if (trace_course(&s, &pos, &c) < 0)
			continue;
		if (s.opt.flags & OPT_LINES) {
			print_course_line(&s, &pos, &c);
		} else {
			if (count > 0)
				fputc('\n', s.out);
			print_course_readable(&s, &pos, &c);
		}
		count++;
	}
	return session_close(&s);
}
