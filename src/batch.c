/*
 * batch.c - the batch commands table, solve, trace and analyse, see
 * batch.h.
 *
 * Every command reads records through source.h (any format), hands each
 * to its handler, and writes what the handler printed.  A handler prints
 * into a buffer of its own (an open_memstream() stream) rather than to
 * standard output, so that with -j N boards can be solved by N threads,
 * each with its own engine context, and still be written in input order,
 * each as soon as it and those before it are done.
 */
#define _GNU_SOURCE 1           /* open_memstream() with older headers */
#include "batch.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <unistd.h>

#include "dd.h"
#include "deal.h"
#include "par.h"
#include "pbn.h"
#include "record.h"
#include "source.h"
#include "summary.h"
#include "util.h"

enum {
	OPT_LINES = 1,          /* --lines: the machine-readable line format */
	OPT_CARDS = 2,          /* --cards: trace scores every card */
	OPT_STATS = 4,          /* --stats (hidden): timing on stderr */
	OPT_PBN = 8,            /* --pbn: table writes PBN */
	OPT_JOBS = 16,          /* -j N */
	OPT_OUTPUT = 32,        /* -o FILE */
	OPT_BOARD = 64,         /* --dealer X, --vul V */
};

#define MAX_JOBS 64

typedef struct {
	const char *cmd;
	int flags;
	int nfiles;
	char **files;
	int jobs;               /* threads, 1 by default */
	const char *output;     /* -o FILE, NULL for standard output */
	int dealer, vul;        /* --dealer, --vul; -1 when not given */
} options;

/* Timing of the solver calls, for --stats. */
typedef struct {
	double *times;
	size_t n, cap;
} stats;

/* What a handler works with: one of these a thread. */
typedef struct {
	const options *opt;
	dd_ctx *ctx;
	stats st;
	int utf8;               /* suit symbols may be printed */
	FILE *out;              /* the handler's results */
	FILE *err;              /* its messages */
	int failed;             /* it reported a problem */
	const record *cur;      /* the record being handled */
} env;

typedef void handler(env *s, record *r);

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };
static const char *const SIDE_NAMES[2] = { "North-South", "East-West" };
static const char *const STRAIN_NAMES[5] = {
	"Spades", "Hearts", "Diamonds", "Clubs", "Notrump"
};
static const char *const SUIT_SYMBOLS[4] = {
	"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"
};
static const char *const SUIT_LETTERS[4] = { "S", "H", "D", "C" };
static const char *const VUL_NAMES[4] = {
	"nobody vulnerable", "North-South vulnerable",
	"East-West vulnerable", "both sides vulnerable"
};

/* Reports a problem with the record being handled, at line (0: the
 * record's first line): "FILE:LINE: board B: message". */
static void report(env *s, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void report(env *s, long line, const char *fmt, ...)
{
	const record *r = s->cur;
	char label[48];
	va_list ap;

	record_board_label(r->board, label, sizeof label);
	fprintf(s->err, "%s:%ld: %s", r->file ? r->file : "stdin",
		line ? line : r->line, label);
	va_start(ap, fmt);
	vfprintf(s->err, fmt, ap);
	va_end(ap);
	fputc('\n', s->err);
	s->failed = 1;
}

/* ---- options ---------------------------------------------------------- */

static const char *synopsis(const char *cmd)
{
	if (strcmp(cmd, "trace") == 0)
		return "ddplay trace [--lines] [--cards] [-j N] [FILE...]";
	if (strcmp(cmd, "solve") == 0)
		return "ddplay solve [--lines] [-j N] [FILE...]";
	if (strcmp(cmd, "analyse") == 0)
		return "ddplay analyse [-j N] [FILE...]";
	return "ddplay table [--lines | --pbn [-o FILE]] [--dealer X] "
	       "[--vul V] [-j N] [FILE...]";
}

static void command_help(const char *cmd)
{
	printf("usage: %s\n\n", synopsis(cmd));
	if (strcmp(cmd, "table") == 0)
		printf("Prints the tricks each seat makes as declarer in each "
		       "strain, and the par\nscore and contract(s) for the "
		       "board's dealer and vulnerability.\n"
		       "  --pbn       write the boards as PBN with the "
		       "analysis added: the tags\n"
		       "              DoubleDummyTricks, OptimumResultTable, "
		       "OptimumScore, ParContract\n"
		       "  -o FILE     write to FILE (whole or not at all) "
		       "instead of standard output\n"
		       "  --dealer X  the dealer for par (N, E, S or W), "
		       "instead of the board's\n"
		       "  --vul V     the vulnerability for par (None, NS, "
		       "EW or All), instead of\n"
		       "              the board's\n");
	else if (strcmp(cmd, "solve") == 0)
		printf("For each position (deal|strain|leader|played, or a "
		       "board of a PBN or LIN\nfile: its contract and the "
		       "cards played), prints every legal card with the\n"
		       "tricks the side to play takes with it.\n");
	else if (strcmp(cmd, "analyse") == 0)
		printf("A post-mortem of each board with a play record: the "
		       "contract, the result,\nthe double-dummy result "
		       "before the opening lead, every card that changed\n"
		       "it (what it cost or gave away, and the right "
		       "card(s)), and a summary per side.\n");
	else
		printf("For each play (deal|strain|leader|played, or a "
		       "board of a PBN or LIN file\nwith its play), prints "
		       "declarer's side's double-dummy total before the lead\n"
		       "and after each card.\n"
		       "  --cards  instead, every legal card scored at every "
		       "position of the play,\n           one line a position "
		       "(the solve --lines format)\n");
	if (strcmp(cmd, "analyse") != 0)
		printf("  --lines     one result a line, in the reference "
		       "format\n");
	printf("  -j N        solve N boards at a time, in N threads, at "
	       "most one a CPU\n              (output in input order)\n"
	       "FILE '-' or none reads standard input.  Files may be in "
	       "the line format, PBN\nor LIN (BBO), whatever their names.  "
	       "Formats: docs/formats.md.\n");
}

static void usage_error(const char *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "ddplay %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nusage: %s\nTry 'ddplay %s --help' for more.\n",
		synopsis(cmd), cmd);
}

static int parse_vul(const char *v)
{
	if (strcasecmp(v, "none") == 0 || strcmp(v, "-") == 0 ||
	    strcasecmp(v, "love") == 0)
		return VUL_NONE;
	if (strcasecmp(v, "NS") == 0)
		return VUL_NS;
	if (strcasecmp(v, "EW") == 0)
		return VUL_EW;
	if (strcasecmp(v, "all") == 0 || strcasecmp(v, "both") == 0)
		return VUL_ALL;
	return -1;
}

/* The CPUs the threads may use: DDPLAY_CPUS when set (the tests set it
 * to try the pools whatever the machine), else those online. */
static int cpu_count(void)
{
	const char *e = getenv("DDPLAY_CPUS");
	long n;

	if (e && *e) {
		n = strtol(e, NULL, 10);
		if (n > 0 && n <= MAX_JOBS)
			return (int)n;
	}
	n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > MAX_JOBS ? MAX_JOBS : (int)n;
}

/* More threads than CPUs are no faster, and each holds a solver with its
 * tables (-j 64 on 2 CPUs took 645 MB): -j is cut to the CPUs, saying so. */
static void cap_jobs(options *o)
{
	int cpus = cpu_count();

	if (o->jobs <= cpus)
		return;
	fprintf(stderr, "ddplay %s: -j %d: using %d thread%s, one a CPU "
		"(more would not be faster)\n", o->cmd, o->jobs, cpus,
		cpus == 1 ? "" : "s");
	o->jobs = cpus;
}

/* The value of an option: "-j4", "-j 4", "--jobs=4", "--jobs 4". */
static const char *option_value(int argc, char **argv, int *i,
				const char *shrt, const char *lng)
{
	const char *a = argv[*i];
	size_t ls = shrt ? strlen(shrt) : 0, ll = strlen(lng);

	if (shrt && strncmp(a, shrt, ls) == 0 && a[ls] != '\0')
		return a + ls;
	if (strncmp(a, lng, ll) == 0 && a[ll] == '=')
		return a + ll + 1;
	if ((shrt && strcmp(a, shrt) == 0) || strcmp(a, lng) == 0) {
		if (*i + 1 < argc)
			return argv[++*i];
		return "";
	}
	return NULL;
}

/* 0 when the options are good, 1 when help was asked for, -1 on a usage
 * error (reported).  allowed is a set of OPT_ flags. */
static int parse_options(int argc, char **argv, int allowed, options *o)
{
	int i, no_more = 0;

	memset(o, 0, sizeof *o);
	o->cmd = argv[0];
	o->jobs = 1;
	o->dealer = o->vul = -1;
	o->files = xmalloc((size_t)(argc > 0 ? argc : 1) * sizeof *o->files);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *v;
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
		if (strcmp(a, "--lines") == 0) {
			flag = OPT_LINES;
		} else if (strcmp(a, "--cards") == 0) {
			flag = OPT_CARDS;
		} else if (strcmp(a, "--stats") == 0) {
			flag = OPT_STATS;
		} else if (strcmp(a, "--pbn") == 0) {
			flag = OPT_PBN;
		} else if ((v = option_value(argc, argv, &i, "-j", "--jobs"))) {
			char *end;
			long n = strtol(v, &end, 10);

			if (!(allowed & OPT_JOBS))
				goto unknown;
			if (*v == '\0' || *end != '\0' || n < 1 ||
			    n > MAX_JOBS) {
				usage_error(o->cmd, "-j wants a number of "
					    "threads, 1 to 64, not '%s'", v);
				return -1;
			}
			o->jobs = (int)n;
			flag = OPT_JOBS;
		} else if ((v = option_value(argc, argv, &i, "-o",
					     "--output"))) {
			if (!(allowed & OPT_OUTPUT))
				goto unknown;
			if (*v == '\0') {
				usage_error(o->cmd, "%s wants a file name", a);
				return -1;
			}
			o->output = v;
			flag = OPT_OUTPUT;
		} else if ((v = option_value(argc, argv, &i, NULL,
					     "--dealer"))) {
			const char *p = strchr("NESWnesw", v[0]);

			if (!(allowed & OPT_BOARD))
				goto unknown;
			if (v[0] == '\0' || !p || v[1] != '\0') {
				usage_error(o->cmd, "--dealer wants N, E, S "
					    "or W, not '%s'", v);
				return -1;
			}
			o->dealer = (int)(p - "NESWnesw") & 3;
			flag = OPT_BOARD;
		} else if ((v = option_value(argc, argv, &i, NULL,
					     "--vul"))) {
			if (!(allowed & OPT_BOARD))
				goto unknown;
			o->vul = parse_vul(v);
			if (o->vul < 0) {
				usage_error(o->cmd, "--vul wants None, NS, EW "
					    "or All, not '%s'", v);
				return -1;
			}
			flag = OPT_BOARD;
		}
		if (!(flag & allowed)) {
unknown:
			usage_error(o->cmd, "unknown option '%s'", a);
			return -1;
		}
		o->flags |= flag;
	}
	if ((o->flags & OPT_PBN) && (o->flags & OPT_LINES)) {
		usage_error(o->cmd, "--lines and --pbn do not go together");
		return -1;
	}
	if ((o->flags & OPT_OUTPUT) && !(o->flags & OPT_PBN)) {
		usage_error(o->cmd, "-o is for --pbn output");
		return -1;
	}
	cap_jobs(o);
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

static void stats_print(stats *st, const char *unit, double total,
			uint64_t nodes)
{
	struct rusage ru;

	fprintf(stderr, "stats: %zu %ss in %.3f s, %llu nodes", st->n,
		unit, total, (unsigned long long)nodes);
	if (total > 0)
		fprintf(stderr, " (%.2f M nodes/s)", (double)nodes / total / 1e6);
	fputc('\n', stderr);
	if (st->n > 0) {
		util_sort_doubles(st->times, st->n);
		fprintf(stderr, "stats: per %s: p50 %.3f ms, p99 %.3f ms, "
			"max %.3f ms\n", unit,
			1e3 * util_percentile(st->times, st->n, 0.50),
			1e3 * util_percentile(st->times, st->n, 0.99),
			1e3 * st->times[st->n - 1]);
	}
	if (getrusage(RUSAGE_SELF, &ru) == 0)
		fprintf(stderr, "stats: peak memory %.1f MB\n",
			(double)ru.ru_maxrss / 1024.0);
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

static const char *suit_text(const env *s, int suit)
{
	return s->utf8 ? SUIT_SYMBOLS[suit] : SUIT_LETTERS[suit];
}

/* A card as "♥K" (or "HK"): two columns. */
static void row_card(row *r, const env *s, dd_card card)
{
	char rank[2] = { deal_rank_char(DD_RANK(card)), '\0' };

	row_add(r, suit_text(s, DD_SUIT(card)), 1);
	row_add(r, rank, 1);
}

/* One suit of a hand, "♠ KQT2" ("-" for a void). */
static void row_holding(row *r, const env *s, int suit, uint16_t h)
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
static void print_diagram(env *s, const dd_deal *deal)
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
static void print_contract(env *s, const dd_position *pos)
{
	fprintf(s->out, "%s, declarer %s, %s leads.\n",
		STRAIN_NAMES[pos->strain],
		SEAT_NAMES[declarer_of(pos->leader)],
		SEAT_NAMES[pos->leader]);
}

static void print_table_line(env *s, const dd_deal *deal,
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

static void print_table_readable(env *s, const dd_deal *deal,
				 int tricks[5][4])
{
	static const int strains[5] = {
		DD_NOTRUMP, DD_SPADES, DD_HEARTS, DD_DIAMONDS, DD_CLUBS
	};
	static const int seats[4] = { DD_NORTH, DD_SOUTH, DD_EAST, DD_WEST };
	char text[DEAL_TEXT_SIZE];
	row r = { .len = 0 };
	int i, j;

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

static void print_scores_line(env *s, const dd_position *pos,
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
static void print_state(env *s, const dd_position *pos,
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
static void print_scores_readable(env *s, const dd_state *st,
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

/* Scores the cards of pos and times the call; the count or -1 (reported). */
static int score_cards(env *s, const dd_position *pos,
		       dd_card_score out[13])
{
	double t0 = util_seconds();
	dd_error e;
	int n = 0;

	if (dd_score_cards(s->ctx, pos, out, &n, &e) != DD_OK) {
		report(s, 0, "%s", e.msg);
		return -1;
	}
	stats_add(&s->st, util_seconds() - t0);
	return n;
}

/* The course of one play: d[k] for k = 0..n, and who played each card. */
typedef struct {
	int d[53];
	int seat[52];           /* the seat that played card k */
	int leads[52];          /* card k opened a trick */
} course;

/* Fills c for pos (already checked); 0, or -1 when the solver failed
 * (reported). */
static int trace_course(env *s, const dd_position *pos, course *c)
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
			report(s, 0, "%s", e.msg);
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
			report(s, 0, "%s", e.msg);
			return -1;
		}
		stats_add(&s->st, util_seconds() - t0);
		if (st.to_play % 2 != side)
			t = st.tricks_left - t;
		c->d[k] = st.tricks_won[side] + t;
	}
	return 0;
}

static void print_course_line(env *s, const dd_position *pos,
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
static void print_course_readable(env *s, const dd_position *pos,
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
static void trace_cards(env *s, const dd_position *pos)
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
			report(s, 0, "%s", e.msg);
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

/* ---- running the handlers --------------------------------------------- */

/* One record to handle, and what handling it printed. */
typedef struct {
	record r;
	int empty;              /* no record: only the reader's messages */
	char *pre;              /* the reader's messages before the record */
	size_t prelen;
	char *out, *err;
	size_t outlen, errlen;
	int failed;
	int done;
} job;

/* Handles j->r in s: its output and messages into j's buffers. */
static void run_job(env *s, handler *h, job *j)
{
	s->out = open_memstream(&j->out, &j->outlen);
	s->err = open_memstream(&j->err, &j->errlen);
	if (!s->out || !s->err) {
		fprintf(stderr, "ddplay: out of memory\n");
		abort();
	}
	s->failed = 0;
	s->cur = &j->r;
	h(s, &j->r);
	fclose(s->out);
	fclose(s->err);
	s->out = s->err = NULL;
	j->failed = s->failed;
}

/* Where the results go, and what has been written. */
typedef struct {
	const options *opt;
	FILE *out;
	char *tmp;              /* -o: util_atomic_open()'s temporary file */
	int printed;            /* some board's results were written */
	int failed;             /* some board reported a problem */
} sink;

/* A write of the results failed (error e): say so, the temporary file of
 * -o removed, and stop at once rather than solve what cannot be written.
 * When the reader of a pipe has gone (EPIPE, SIGPIPE ignored), quietly. */
static void write_failed(sink *k, int e)
{
	if (k->opt->output) {
		fprintf(stderr, "ddplay %s: %s: cannot write: %s\n",
			k->opt->cmd, k->opt->output, strerror(e));
		util_atomic_abort(k->out, k->tmp);
	} else if (e != EPIPE) {
		fprintf(stderr, "ddplay %s: write error: %s\n", k->opt->cmd,
			strerror(e));
	}
	/* Not exit(): other threads may be running, and standard output
	 * cannot be flushed anyway. */
	_exit(1);
}

/* Flushes the results written so far (a board's results come out whole,
 * before the messages of the next): stops on an error. */
static void check_written(sink *k)
{
	errno = 0;
	if (fflush(k->out) == 0 && !ferror(k->out))
		return;
	write_failed(k, errno ? errno : EIO);
}

static void write_job(sink *k, job *j)
{
	check_written(k);
	if (j->prelen)
		fwrite(j->pre, 1, j->prelen, stderr);
	if (j->errlen)
		fwrite(j->err, 1, j->errlen, stderr);
	if (j->outlen) {
		/* Readable results are separated by blank lines. */
		if (k->printed &&
		    !(k->opt->flags & (OPT_LINES | OPT_PBN | OPT_CARDS)))
			fputc('\n', k->out);
		fwrite(j->out, 1, j->outlen, k->out);
		k->printed = 1;
	}
	check_written(k);
	k->failed |= j->failed;
	free(j->pre);
	free(j->out);
	free(j->err);
	j->pre = j->out = j->err = NULL;
	j->prelen = j->outlen = j->errlen = 0;
	record_free(&j->r);
}

static int env_open(env *s, const options *o)
{
	memset(s, 0, sizeof *s);
	s->opt = o;
	s->utf8 = util_locale_is_utf8();
	s->ctx = dd_new(0);
	return s->ctx ? 0 : -1;
}

/* The pool of -j N: the main thread reads records into a ring of jobs,
 * N workers handle them, a writer thread writes them in order. */
typedef struct {
	pthread_mutex_t mu;
	pthread_cond_t work, done, space;
	job *ring;
	long cap;
	long head;              /* the oldest job not written yet */
	long assign;            /* the next job to hand to a worker */
	long tail;              /* the next free slot */
	int closing;            /* no more records will come */
	handler *h;
	sink *k;
} pool;

typedef struct {
	pool *p;
	env s;
} worker_arg;

static void *worker_main(void *arg)
{
	worker_arg *w = arg;
	pool *p = w->p;

	pthread_mutex_lock(&p->mu);
	for (;;) {
		job *j;

		while (p->assign == p->tail && !p->closing)
			pthread_cond_wait(&p->work, &p->mu);
		if (p->assign == p->tail)
			break;
		j = &p->ring[p->assign++ % p->cap];
		pthread_mutex_unlock(&p->mu);
		if (!j->empty)
			run_job(&w->s, p->h, j);
		pthread_mutex_lock(&p->mu);
		j->done = 1;
		pthread_cond_broadcast(&p->done);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

static void *writer_main(void *arg)
{
	pool *p = arg;

	pthread_mutex_lock(&p->mu);
	for (;;) {
		job *j;

		while (p->head < p->tail && !p->ring[p->head % p->cap].done)
			pthread_cond_wait(&p->done, &p->mu);
		if (p->head == p->tail) {
			if (p->closing)
				break;
			pthread_cond_wait(&p->done, &p->mu);
			continue;
		}
		j = &p->ring[p->head % p->cap];
		pthread_mutex_unlock(&p->mu);
		write_job(p->k, j);
		pthread_mutex_lock(&p->mu);
		j->done = 0;
		p->head++;
		pthread_cond_broadcast(&p->space);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

/* Runs h over every record of src with o->jobs threads; the workers'
 * timing goes into st, their nodes into *nodes. */
static int run_pool(const options *o, source *src, handler *h, sink *k,
		    stats *st, uint64_t *nodes)
{
	int n = o->jobs, i, started = 0;
	worker_arg *w = xcalloc((size_t)n, sizeof *w);
	pthread_t *tid = xcalloc((size_t)n, sizeof *tid), wtid;
	pool p;
	record r;

	memset(&p, 0, sizeof p);
	pthread_mutex_init(&p.mu, NULL);
	pthread_cond_init(&p.work, NULL);
	pthread_cond_init(&p.done, NULL);
	pthread_cond_init(&p.space, NULL);
	p.cap = 4L * n;
	p.ring = xcalloc((size_t)p.cap, sizeof *p.ring);
	p.h = h;
	p.k = k;
	for (i = 0; i < n; i++) {
		w[i].p = &p;
		if (env_open(&w[i].s, o) < 0 ||
		    pthread_create(&tid[i], NULL, worker_main, &w[i]) != 0)
			break;
		started++;
	}
	if (started == 0 ||
	    pthread_create(&wtid, NULL, writer_main, &p) != 0) {
		fprintf(stderr, "ddplay %s: cannot start the threads\n",
			o->cmd);
		exit(1);
	}
	/* The reader's messages go with the record read after them, in
	 * order, rather than straight to stderr where they would mix with
	 * the writer's. */
	record_init(&r);
	for (;;) {
		char *pre = NULL;
		size_t prelen = 0;
		FILE *diag = open_memstream(&pre, &prelen);
		int got;
		job *j;

		if (!diag)
			abort();
		source_set_diag(src, diag);
		got = source_next(src, &r);
		fclose(diag);
		source_set_diag(src, stderr);
		if (!got && prelen == 0) {
			free(pre);
			break;
		}
		pthread_mutex_lock(&p.mu);
		while (p.tail - p.head == p.cap)
			pthread_cond_wait(&p.space, &p.mu);
		j = &p.ring[p.tail % p.cap];
		j->r = r;               /* the job owns it now */
		j->empty = !got;
		j->pre = pre;
		j->prelen = prelen;
		j->done = 0;
		p.tail++;
		pthread_cond_signal(&p.work);
		pthread_mutex_unlock(&p.mu);
		record_init(&r);
		if (!got)
			break;
	}
	pthread_mutex_lock(&p.mu);
	p.closing = 1;
	pthread_cond_broadcast(&p.work);
	pthread_cond_broadcast(&p.done);
	pthread_mutex_unlock(&p.mu);
	for (i = 0; i < started; i++)
		pthread_join(tid[i], NULL);
	pthread_join(wtid, NULL);
	for (i = 0; i < n; i++) {
		size_t m;

		if (!w[i].s.ctx)
			continue;
		for (m = 0; m < w[i].s.st.n; m++)
			stats_add(st, w[i].s.st.times[m]);
		*nodes += dd_nodes(w[i].s.ctx);
		free(w[i].s.st.times);
		dd_free(w[i].s.ctx);
	}
	free(p.ring);
	free(w);
	free(tid);
	pthread_mutex_destroy(&p.mu);
	pthread_cond_destroy(&p.work);
	pthread_cond_destroy(&p.done);
	pthread_cond_destroy(&p.space);
	return 0;
}

/* A whole command: options, then every record through h.  allowed: the
 * OPT_ flags the command takes; lines_hold: SOURCE_DEALS or
 * SOURCE_POSITIONS; unit: what --stats counts. */
static int run_command(int argc, char **argv, int allowed, int lines_hold,
		       handler *h, const char *unit)
{
	options o;
	source *src;
	sink k;
	stats st = { 0 };
	uint64_t nodes = 0;
	double start = util_seconds();
	int r, status;

	r = parse_options(argc, argv, allowed | OPT_STATS | OPT_JOBS, &o);
	if (r != 0) {
		free(o.files);
		return r > 0 ? 0 : 2;
	}
	memset(&k, 0, sizeof k);
	k.opt = &o;
	k.out = stdout;
	if (o.output) {
		k.out = util_atomic_open(o.output, &k.tmp);
		if (!k.out) {
			fprintf(stderr, "ddplay %s: %s: cannot write: %s\n",
				o.cmd, o.output, strerror(errno));
			free(o.files);
			return 1;
		}
		/* Interrupted, the temporary file goes too. */
		util_atomic_cleanup_on_signals();
	}
	if (o.flags & OPT_PBN)
		pbn_write_header(k.out);
	src = source_new(o.nfiles, o.files,  lines_hold, stderr);
	if (o.flags & OPT_PBN)
		source_keep_all(src);
	if (o.jobs > 1) {
		run_pool(&o, src, h, &k, &st, &nodes);
	} else {
		env s;
		job j;

		if (env_open(&s, &o) < 0) {
			fprintf(stderr, "ddplay %s: out of memory for the "
				"solver\n", o.cmd);
			exit(1);
		}
		memset(&j, 0, sizeof j);
		record_init(&j.r);
		while (source_next(src, &j.r)) {
			run_job(&s, h, &j);
			write_job(&k, &j);
		}
		record_free(&j.r);
		st = s.st;
		nodes = dd_nodes(s.ctx);
		dd_free(s.ctx);
	}
	status = source_status(src) || k.failed;
	source_free(src);
	if (o.output) {
		if (util_atomic_commit(k.out, k.tmp, o.output) < 0) {
			fprintf(stderr, "ddplay %s: %s: cannot write: %s\n",
				o.cmd, o.output, strerror(errno));
			status = 1;
		}
	} else {
		errno = 0;
		if (fflush(stdout) != 0 || ferror(stdout)) {
			int e = errno ? errno : EIO;

			if (e != EPIPE)
				fprintf(stderr, "ddplay %s: write error: %s\n",
					o.cmd, strerror(e));
			status = 1;
		}
	}
	if (o.flags & OPT_STATS)
		stats_print(&st, unit, util_seconds() - start, nodes);
	free(st.times);
	free(o.files);
	return status;
}

/* The dealer and vulnerability par is worked out for: --dealer and --vul
 * when given, else the board's, else those that go with its number in
 * the usual 16-board cycle, else North and nobody. */
static void board_conditions(env *s, const record *r, int *dealer,
			     int *vul)
{
	static const int cycle[16] = {
		VUL_NONE, VUL_NS, VUL_EW, VUL_ALL, VUL_NS, VUL_EW, VUL_ALL,
		VUL_NONE, VUL_EW, VUL_ALL, VUL_NONE, VUL_NS, VUL_ALL,
		VUL_NONE, VUL_NS, VUL_EW
	};
	char *end;
	long n;
	int numbered;

	errno = 0;
	n = strtol(r->board, &end, 10);
	numbered = r->board[0] >= '0' && r->board[0] <= '9' && *end == '\0';
	if (numbered && (errno == ERANGE || n > 999999) &&
	    ((s->opt->dealer < 0 && r->dealer < 0) ||
	     (s->opt->vul < 0 && r->vul < 0))) {
		/* Said, rather than a number cut to the range silently. */
		report(s, 0, "board number out of range (1 to 999999): "
		       "dealer and vulnerability not taken from it");
	}
	numbered = numbered && errno != ERANGE && n >= 1 && n <= 999999;
	*dealer = s->opt->dealer >= 0 ? s->opt->dealer :
		  r->dealer >= 0 ? r->dealer :
		  numbered ? (int)((n - 1) % 4) : DD_NORTH;
	*vul = s->opt->vul >= 0 ? s->opt->vul :
	       r->vul >= 0 ? r->vul :
	       numbered ? cycle[(n - 1) % 16] : VUL_NONE;
}

/* "Board 3" or "tests/x.pbn:12" or "" for a record of the line format. */
static void board_title(const record *r, char *out, size_t size)
{
	if (r->board[0] && strncasecmp(r->board, "board", 5) != 0)
		snprintf(out, size, "Board %s", r->board);
	else if (r->board[0])
		snprintf(out, size, "%s", r->board);
	else if (r->format != RECORD_LINE)
		snprintf(out, size, "%s:%ld", r->file ? r->file : "stdin",
			 r->line);
	else
		out[0] = '\0';
}

/* The analysis tags of table --pbn. */
static void add_analysis_tags(record *r, int tricks[5][4], int dealer,
			      int vul)
{
	static const int seats[4] = { DD_NORTH, DD_SOUTH, DD_EAST, DD_WEST };
	static const int strains[5] = {
		DD_NOTRUMP, DD_SPADES, DD_HEARTS, DD_DIAMONDS, DD_CLUBS
	};
	static const char *const names[5] = { "NT", "S", "H", "D", "C" };
	char hex[21], text[256], *section;
	size_t len = 0;
	FILE *f;
	par_result p;
	int i, j, n = 0;

	for (i = 0; i < 4; i++)
		for (j = 0; j < 5; j++)
			hex[n++] = "0123456789abcd"[tricks[strains[j]][seats[i]]];
	hex[n] = '\0';
	record_tag_set(r, "DoubleDummyTricks", hex, NULL);
	f = open_memstream(&section, &len);
	if (!f)
		abort();
	for (i = 0; i < 4; i++)
		for (j = 0; j < 5; j++)
			fprintf(f, "%c %2s %2d\n", deal_seat_char(seats[i]),
				names[j], tricks[strains[j]][seats[i]]);
	fclose(f);
	record_tag_set(r, "OptimumResultTable",
		       "Declarer;Denomination\\2R;Result\\2R", section);
	free(section);
	par_compute(tricks, dealer, vul, &p);
	par_format_score(&p, text, sizeof text);
	record_tag_set(r, "OptimumScore", text, NULL);
	par_format_contracts(&p, text, sizeof text);
	record_tag_set(r, "ParContract", text, NULL);
}

static void print_par(env *s, int tricks[5][4], int dealer, int vul)
{
	char score[64], contracts[256];
	par_result p;

	par_compute(tricks, dealer, vul, &p);
	par_format_score(&p, score, sizeof score);
	par_format_contracts(&p, contracts, sizeof contracts);
	fprintf(s->out, "\nPar %s: %s (dealer %s, %s)\n", score, contracts,
		SEAT_NAMES[dealer], VUL_NAMES[vul]);
}

static void table_board(env *s, record *r)
{
	int tricks[5][4], dealer, vul;
	double t0 = util_seconds();
	dd_error e;

	if (r->problem >= RECORD_BAD_DEAL) {
		/* A game that cannot be analysed (--pbn): copied as it was,
		 * after a comment saying why, so that nothing is lost. */
		if (r->raw && (s->opt->flags & OPT_PBN)) {
			fputs(r->raw, s->out);
			fputc('\n', s->out);
		}
		return;
	}
	if (dd_table(s->ctx, &r->deal, tricks, &e) != DD_OK) {
		report(s, r->deal_line, "%s", e.msg);
		return;
	}
	stats_add(&s->st, util_seconds() - t0);
	board_conditions(s, r, &dealer, &vul);
	if (s->opt->flags & OPT_LINES) {
		print_table_line(s, &r->deal, tricks);
	} else if (s->opt->flags & OPT_PBN) {
		if (r->format != RECORD_PBN)
			pbn_fill_tags(r);
		add_analysis_tags(r, tricks, dealer, vul);
		pbn_write(s->out, r);
	} else {
		char title[64];

		board_title(r, title, sizeof title);
		if (title[0])
			fprintf(s->out, "%s\n", title);
		print_table_readable(s, &r->deal, tricks);
		print_par(s, tricks, dealer, vul);
	}
}

int batch_table(int argc, char **argv)
{
	return run_command(argc, argv, OPT_LINES | OPT_PBN | OPT_OUTPUT |
			   OPT_BOARD, SOURCE_DEALS, table_board, "deal");
}

/* A board passed out is no error: said so (readable output only). */
static int passed_out(env *s, const record *r)
{
	char title[64];

	if (r->level != 0)
		return 0;
	if (!(s->opt->flags & (OPT_LINES | OPT_CARDS))) {
		board_title(r, title, sizeof title);
		fprintf(s->out, "%s%spassed out.\n", title,
			title[0] ? ": " : "");
	}
	return 1;
}

/* The position a record leads to: its contract and every card played.
 * 0, or -1 (reported, or said passed out) when the record has no
 * contract. */
static int record_position(env *s, const record *r, dd_position *pos,
			   dd_state *st)
{
	dd_error e;

	if (passed_out(s, r))
		return -1;
	if (record_base(r, pos) < 0) {
		report(s, 0, "%s", r->level == 0 ? "passed out: nothing to "
		       "play" : "no contract: the strain and the declarer "
		       "are needed");
		return -1;
	}
	pos->nplayed = r->nplayed;
	memcpy(pos->played, r->played, (size_t)r->nplayed);
	if (dd_replay(pos, st, &e) != DD_OK) {
		report(s, r->play_line, "%s", e.msg);
		return -1;
	}
	return 0;
}

static void solve_board(env *s, record *r)
{
	dd_card_score sc[13];
	dd_position pos;
	dd_state st;
	int n;

	if (record_position(s, r, &pos, &st) < 0)
		return;
	if (st.to_play < 0) {
		report(s, r->play_line, "every card is played: nothing left "
		       "to solve (trace and analyse show the play)");
		return;
	}
	n = score_cards(s, &pos, sc);
	if (n < 0)
		return;
	if (s->opt->flags & OPT_LINES) {
		print_scores_line(s, &pos, sc, n);
	} else {
		char text[DEAL_POSITION_SIZE], title[64];

		board_title(r, title, sizeof title);
		if (title[0])
			fprintf(s->out, "%s\n", title);
		deal_format_position(&pos, text);
		fprintf(s->out, "%s\n", text);
		print_contract(s, &pos);
		print_diagram(s, &st.remaining);
		print_state(s, &pos, &st);
		print_scores_readable(s, &st, sc, n);
	}
}

int batch_solve(int argc, char **argv)
{
	return run_command(argc, argv, OPT_LINES, SOURCE_POSITIONS,
			   solve_board, "position");
}

static void trace_board(env *s, record *r)
{
	dd_position pos;
	dd_state st;
	course c;

	if (record_position(s, r, &pos, &st) < 0)
		return;
	if (s->opt->flags & OPT_CARDS) {
		trace_cards(s, &pos);
		return;
	}
	if (trace_course(s, &pos, &c) < 0)
		return;
	if (s->opt->flags & OPT_LINES) {
		print_course_line(s, &pos, &c);
	} else {
		char title[64];

		board_title(r, title, sizeof title);
		if (title[0])
			fprintf(s->out, "%s\n", title);
		print_course_readable(s, &pos, &c);
	}
}

int batch_trace(int argc, char **argv)
{
	return run_command(argc, argv, OPT_LINES | OPT_CARDS,
			   SOURCE_POSITIONS, trace_board, "position");
}

/* ---- analyse ---------------------------------------------------------- */

/* "4S by South", "3NTX by West", "passed out". */
static void contract_text(const record *r, char *out, size_t size)
{
	char c[8];

	record_format_contract(r, c);
	if (r->level == 0)
		snprintf(out, size, "passed out");
	else if (c[0])
		snprintf(out, size, "%s by %s", c, SEAT_NAMES[r->declarer]);
	else
		snprintf(out, size, "%s, declarer %s", STRAIN_NAMES[r->strain],
			 SEAT_NAMES[r->declarer]);
}

/* "made 10 (4S+0)": the tricks against the level, when known. */
static void made_text(const record *r, int tricks, char *out, size_t size)
{
	int need = r->level + 6;

	if (r->level < 1)
		snprintf(out, size, "%d trick%s", tricks,
			 tricks == 1 ? "" : "s");
	else if (tricks >= need)
		snprintf(out, size, "%d trick%s, %s", tricks,
			 tricks == 1 ? "" : "s", tricks == need ? "made" :
			 tricks == need + 1 ? "made with an overtrick" :
			 "made with overtricks");
	else
		snprintf(out, size, "%d trick%s, down %d", tricks,
			 tricks == 1 ? "" : "s", need - tricks);
}

static void analyse_board(env *s, record *r)
{
	int side, k, lost = 0, given = 0, n = 0;
	char title[64], text[96], made[64];
	dd_position pos;
	dd_state st;
	course c;

	board_title(r, title, sizeof title);
	if (passed_out(s, r))
		return;
	if (r->nplayed == 0 || record_base(r, &pos) < 0) {
		fprintf(s->out, "%s%sno play recorded: nothing to analyse.\n",
			title, title[0] ? ": " : "");
		return;
	}
	if (record_position(s, r, &pos, &st) < 0 ||
	    trace_course(s, &pos, &c) < 0)
		return;
	side = r->declarer % 2;
	contract_text(r, text, sizeof text);
	fprintf(s->out, "%s%s%s\n", title, title[0] ? ": " : "", text);
	if (r->result >= 0) {
		made_text(r, r->result, made, sizeof made);
		fprintf(s->out, "Result: %s%s.\n", made,
			r->claim >= 0 ? " (claimed)" : "");
	}
	fprintf(s->out, "Double-dummy before the opening lead: %d trick%s "
		"for declarer.\n", c.d[0], c.d[0] == 1 ? "" : "s");
	for (k = 0; k < pos.nplayed; k++) {
		int delta = c.d[k + 1] - c.d[k], i, best = -1, count;
		int ours = c.seat[k] % 2 == side;
		dd_card_score sc[13];
		dd_position p = pos;
		row line = { .len = 0 };
		char head[64];

		if (delta == 0)
			continue;
		if (n++ == 0)
			fprintf(s->out, "Cards that changed the double-dummy "
				"result:\n");
		p.nplayed = k;
		count = score_cards(s, &p, sc);
		if (count < 0)
			return;
		snprintf(head, sizeof head, "  trick %2d  %-5s  ", k / 4 + 1,
			 SEAT_NAMES[c.seat[k]]);
		row_add(&line, head, (int)strlen(head));
		row_card(&line, s, pos.played[k]);
		snprintf(head, sizeof head, "  %s %d trick%s", ours ?
			 "cost" : "gave", delta < 0 ? -delta : delta,
			 (delta < 0 ? -delta : delta) == 1 ? " " : "s");
		row_add(&line, head, (int)strlen(head));
		row_add(&line, "   right:", 9);
		for (i = 0; i < count; i++)
			if (sc[i].tricks > best)
				best = sc[i].tricks;
		for (i = 0; i < count; i++) {
			if (sc[i].tricks != best)
				continue;
			row_add(&line, " ", 1);
			row_card(&line, s, sc[i].card);
		}
		row_print(s->out, &line);
		if (delta < 0)
			lost -= delta;
		else
			given += delta;
	}
	if (n == 0)
		fprintf(s->out, "No card changed the double-dummy result.\n");
	made_text(r, c.d[pos.nplayed], made, sizeof made);
	fprintf(s->out, "Double-dummy after the %s: %s.\n",
		pos.nplayed == 4 * hand_size(&pos.deal) ? "play" :
		"last card recorded, the rest played perfectly", made);
	fprintf(s->out, "Declarer's side (%s) lost %d trick%s; the "
		"defenders (%s) gave away %d.\n", SIDE_NAMES[side], lost,
		lost == 1 ? "" : "s", SIDE_NAMES[!side], given);
}

int batch_analyse(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], "--summary") == 0)
			return summary_main(argc, argv);
	return run_command(argc, argv, 0, SOURCE_POSITIONS, analyse_board,
			   "position");
}
