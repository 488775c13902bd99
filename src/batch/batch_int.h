/*
 * batch_int.h - what the files of the batch commands share: batch.c (the
 * handlers of table, solve, trace, analyse), batch_opts.c (options),
 * batch_run.c (threads, writing the results), batch_out.c (the readable
 * and --lines writers), batch_json.c (--json), batch_pbn.c (what
 * table --pbn -o checks before its file is replaced).
 */
#ifndef BATCH_INT_H
#define BATCH_INT_H

#include <stdatomic.h>
#include <stdio.h>

#include "analyse_sd.h"
#include "dd.h"
#include "blame.h"
#include "formats/audit.h"
#include "formats/source.h"
#include "model/record.h"

enum {
	OPT_LINES = 1,          /* --lines: the machine-readable line format */
	OPT_CARDS = 2,          /* --cards: trace scores every card */
	OPT_STATS = 4,          /* --stats (hidden): timing on stderr */
	OPT_PBN = 8,            /* --pbn: table writes PBN */
	OPT_JOBS = 16,          /* -j N */
	OPT_OUTPUT = 32,        /* -o FILE */
	OPT_BOARD = 64,         /* --dealer X, --vul V */
	OPT_JSON = 128,         /* --json: a JSON object a board */
	OPT_THREADS = 256,      /* --threads N: threads for one position */
	OPT_QUIET = 512,        /* --quiet: no progress on the terminal */
	OPT_SD = 1024,          /* analyse --sd: single-dummy figures */
};

typedef struct {
	const char *cmd;
	int flags;
	int nfiles;
	char **files;
	int jobs;               /* threads, 1 by default */
	int threads;            /* --threads: a position's, 1 by default */
	const char *output;     /* -o FILE, NULL for standard output */
	int dealer, vul;        /* --dealer, --vul; -1 when not given */
	int color_out;          /* colour the readable results (--color) */
	asd_options sd;         /* analyse --sd, --sd-all, --deals, --seed,
				 * --no-auction; its -j N: sd.jobs */
} options;

/* The colours of the readable output (batch_color.c says what is
 * coloured), as ANSI SGR sequences. */
#define SGR_RED    "\033[31m"
#define SGR_BOLD   "\033[1m"
#define SGR_LOSS   "\033[1;31m"        /* a card that cost a trick */
#define SGR_GAIN   "\033[1;32m"        /* a card that gave one away */
#define SGR_OFF    "\033[0m"

/* Timing of the solver calls, for --stats. */
typedef struct {
	double *times;
	size_t n, cap;
	long parts, shared;     /* -j N, split boards: the parts solved, and
				 * those by another thread than their
				 * board's first */
} stats;

/* A board's parts solved apart by -j N's threads (table: a strain a
 * part), for the handler: env.solved. */
typedef struct {
	int tricks[5][4];       /* table: each part its strain's row */
	int failed;             /* a part failed: the handler solves the
				 * board itself and says why */
	double seconds;         /* the parts' solving time, added */
} parts;

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
	atomic_int *stop;       /* analyse --sd: set by Ctrl-C, the board in
				 * progress stops; else NULL */
	int stopped;            /* the handler was stopped by it and said
				 * so */
	const parts *solved;    /* -j N: the board's parts, solved; else
				 * NULL (the handler solves it) */
} env;

typedef void handler(env *s, record *r);

/* A command whose boards split into parts (batch_run_split()): count
 * says how many parts r has (0: not split), solve solves part k of r
 * into p's tricks (0, or -1 when it failed).  The threads of -j N take a
 * board's parts one at a time, in order, a thread keeping to its board
 * while it has parts left; a thread with no new board to take solves a
 * part of another's, so that the last boards of the input do not leave
 * threads idle.  The handler then runs once, with env.solved. */
typedef struct {
	int (*count)(const options *o, const record *r);
	int (*solve)(env *s, const record *r, int k, int tricks[5][4]);
} splitter;

/* A line of readable output being built, with its width in columns (the
 * suit symbols take three bytes but one column). */
typedef struct {
	char buf[1536];         /* analyse --sd's longest line, twelve
				 * cards tied best in colour, is under 400
				 * bytes, with the call of the auction
				 * not used there (asd_card.not_used) up
				 * to 256 more */
	size_t len;
	int width;
} row;

/* The course of one play: d[k] for k = 0..n, and who played each card. */
typedef struct {
	int d[53];
	int seat[52];           /* the seat that played card k */
	int leads[52];          /* card k opened a trick */
} course;

/* A card of a play that changed declarer's side's double-dummy total
 * (analyse): played[card], the change, and the right cards there. */
typedef struct {
	int card;
	int delta;
	int nright;
	dd_card right[13];
} batch_change;

extern const char *const batch_seat_names[4];
extern const char *const batch_side_names[2];
extern const char *const batch_strain_names[5];
extern const char *const batch_vul_names[4];

/* batch_opts.c */
/* The options of argv (argv[0] the command) into o: 0 when they are good,
 * 1 when help was asked for (printed), -1 on a usage error (reported).
 * allowed is a set of OPT_ flags. */
int batch_parse_options(int argc, char **argv, int allowed, options *o);

/* batch_run.c */
/* A whole command: options, then every record through h.  allowed: the
 * OPT_ flags the command takes; lines_hold: SOURCE_DEALS or
 * SOURCE_POSITIONS; unit: what --stats counts. */
int batch_run_command(int argc, char **argv, int allowed, int lines_hold,
		      handler *h, const char *unit);
/* batch_run_command(), the boards split by sp under -j N. */
int batch_run_split(int argc, char **argv, int allowed, int lines_hold,
		    handler *h, const splitter *sp, const char *unit);
/* Reports a problem with the record being handled, at line (0: the
 * record's first line): "FILE:LINE: board B: message". */
void batch_report(env *s, long line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* Counts a solver call of the given time for --stats. */
void batch_stats_add(stats *s, double seconds);

/* table --pbn -o FILE (batch_pbn.c): the input that FILE is (the same
 * file, whatever its name: a link), or NULL. */
const char *batch_pbn_inplace(const options *o);
/* At the end: whether the output must not be used (each reason said on
 * stderr): -o FILE FILE where FILE (inplace, NULL when none) was not
 * read as PBN (of its boards, pbn were and other were not), or text of
 * the input could not be kept (source_lost()).  With -o, the caller
 * throws the output away then; on standard output it is written, the
 * message saying what it lacks. */
int batch_pbn_refused(const options *o, const source *src,
		      const char *inplace, long pbn, long other);

/* batch_out.c */
void batch_row_add(row *r, const char *text, int width);
void batch_row_print(FILE *f, row *r);
/* A space where batch_row_print_wrapped() may break the line (the
 * byte 037 in the row); the row's other spaces are kept on their line. */
#define ROW_BREAK '\037'
/* Prints the row wrapped at its ROW_BREAKs (each printed as a space
 * where the line goes on) to width columns, the lines after the first
 * indented by indent spaces; the row is emptied. */
void batch_row_print_wrapped(FILE *f, row *r, int width, int indent);
/* Adds an SGR sequence (no columns) when the results are coloured. */
void batch_row_color(row *r, const env *s, const char *sgr);
/* sgr when the results are coloured, else "". */
const char *batch_sgr(const env *s, const char *sgr);
void batch_row_card(row *r, const env *s, dd_card card);
int batch_declarer_of(int leader);
int batch_hand_size(const dd_deal *deal);
void batch_print_diagram(env *s, const dd_deal *deal);
void batch_print_contract(env *s, const dd_position *pos);
void batch_print_table_line(env *s, const dd_deal *deal, int tricks[5][4]);
void batch_print_table_readable(env *s, const dd_deal *deal,
				int tricks[5][4]);
void batch_print_par(env *s, int tricks[5][4], int dealer, int vul);
void batch_print_scores_line(env *s, const dd_position *pos,
			     const dd_card_score *sc, int n);
void batch_print_state(env *s, const dd_position *pos, const dd_state *st);
void batch_print_scores_readable(env *s, const dd_state *st,
				 const dd_card_score *sc, int n);
void batch_print_course_line(env *s, const dd_position *pos,
			     const course *c);
void batch_print_course_readable(env *s, const dd_position *pos,
				 const course *c);

/* batch_json.c: one object a board, on one line (docs/formats.md). */
void batch_json_table(env *s, const record *r, const dd_deal *deal,
		      int tricks[5][4], int dealer, int vul);
void batch_json_solve(env *s, const record *r, const dd_position *pos,
		      const dd_state *st, const dd_card_score *sc, int n);
void batch_json_trace(env *s, const record *r, const dd_position *pos,
		      const course *c);
/* trace --cards --json: the npos positions along the play, the k-th
 * after k cards, to_play[k] to play, its n[k] cards scored in sc[k]. */
void batch_json_trace_cards(env *s, const record *r, const dd_position *pos,
			    int npos, const int to_play[53],
			    dd_card_score sc[53][13], const int n[53]);
/* status: NULL for a play analysed, else "passed out" or "no play";
 * bl: the tricks lost and given (blame.h), the claim's among them. */
void batch_json_analyse(env *s, const record *r, const char *status,
			const dd_position *pos, const course *c,
			const batch_change *ch, int nch, const blame *bl,
			const audit *au, const asd_board *sd);

/* analyse_sd.c: analyse --sd's readable lines of a board. */
void asd_print(env *s, const asd_options *o, const asd_board *b,
	       int declarer);

#endif
