/*
 * ui.c - the interactive analyser's main loop: options, boards, the
 * solver jobs, and the keys; see ui.h.  Drawing is in board.c, the
 * terminal in term.c.
 */
#include "ui.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app.h"
#include "cmdline.h"
#include "command.h"
#include "deal.h"
#include "pbn.h"
#include "shuffle.h"
#include "source.h"
#include "teach.h"
#include "term.h"
#include "util.h"

const char ui_keys_help[] =
	"Keys of the interactive analyser:\n"
	"  s a, h t, d 2 ...  play a card: suit letter, then rank (either case);\n"
	"                     the rank alone when only one suit can be played\n"
	"  Tab, arrow keys    move the cursor over the playable cards\n"
	"  Enter, space       play the card under the cursor\n"
	"  mouse click        play the card clicked\n"
	"  b                  play a best card for the seat to play\n"
	"  o                  play the rest of the deal out, a best card each\n"
	"  u, Backspace       take back the last card;  r  play it again\n"
	"  [, ], PgUp, PgDn   back, forward a whole trick\n"
	"  Home, End          back to the start;  replay every card taken back\n"
	"  m, M               the next, previous mistake of the actual play (a\n"
	"                     board's recorded play): just before the card\n"
	"  l                  back to the actual play where your line left it;\n"
	"                     again, back to your line\n"
	"  w                  the annotations on or off: the scores beside the\n"
	"                     cards, the double-dummy result, what a card did\n"
	"  g                  a hint: the best cards of the seat to play (not\n"
	"                     of a hidden hand); counted in practice\n"
	"  e                  practice: the review of the play (the hands\n"
	"                     shown, your cards that cost tricks); again: hide it\n"
	"  v                  the numbers beside the cards: declarer's side's\n"
	"                     total, the tricks of the side to play from here,\n"
	"                     the result against the contract (=, +1, -2)\n"
	"  i                  show or hide the panel: the 20-result table and\n"
	"                     the tricks played (shown at 110 columns or more)\n"
	"  n, p               next, previous board (ddplay FILE: line format,\n"
	"                     PBN or LIN)\n"
	"  Esc                cancel a suit letter typed\n"
	"  :                  the command line: deal PBN, random, contract 4S by N,\n"
	"                     declarer X, strain X, play CARD..., undo [N],\n"
	"                     redo [N], trick N, load FILE, save FILE (PBN\n"
	"                     when it ends in .pbn), actual, hide SEATS, show,\n"
	"                     annotations on|off, hint, review, next, prev,\n"
	"                     help, quit (Tab completes, Esc closes)\n"
	"  ?                  the keys;  q  quit (after a suit letter, the queen)\n"
	"In practice the computer plays the defenders' cards; in a quiz, play\n"
	"the card you choose, then Enter or n for the next position.\n";

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };
static const char *const SIDE_NAMES_UI[2] = { "North-South", "East-West" };

/* ---- boards ----------------------------------------------------------- */

static int usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int usage(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "ddplay: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'ddplay --help' for more.\n");
	return 2;
}

/* A board from a record read from a file (r is moved into it: r's tags
 * belong to the board afterwards).  A board without a contract, or passed
 * out, is played in its best contract.  Its actual play opens at the
 * start, except in the line format, where the board opens where the
 * line stands (the cards played are its actual play all the same). */
static void board_from_record(app_board *b, const record *r)
{
	memset(b, 0, sizeof *b);
	b->rec = *r;
	b->rec.file = NULL;     /* the source's name goes with the source */
	b->deal = r->deal;
	b->strain = -1;
	b->declarer = -1;
	if (r->strain >= 0 && r->declarer >= 0 && r->level != 0) {
		b->strain = r->strain;
		b->declarer = r->declarer;
		b->level = r->level > 0 ? r->level : 0;
		b->doubled = r->doubled > 0 ? r->doubled : 0;
		b->nactual = r->nplayed;
		memcpy(b->actual, r->played, (size_t)r->nplayed);
		if (r->format == RECORD_LINE) {
			b->nplayed = r->nplayed;
			memcpy(b->played, r->played, (size_t)r->nplayed);
		}
	}
}

static void free_boards(app_board *boards, int n)
{
	int i;

	for (i = 0; i < n; i++)
		record_free(&boards[i].rec);
	free(boards);
}

/* The boards of a file of any format source.h reads: the line format
 * ("deal" or "deal|strain|leader|played" lines), PBN, LIN.  Bad boards
 * are reported on diag as FILE:LINE: [board B: ]reason and skipped. */
static int read_boards(app *a, const char *file, FILE *diag)
{
	char *files[1] = { (char *)file };
	source *src = source_new(1, files, SOURCE_ANY, diag);
	record r;
	int cap = 0;

	record_init(&r);
	while (source_next(src, &r)) {
		if (a->nboards == cap) {
			cap = cap ? 2 * cap : 16;
			a->boards = xrealloc(a->boards,
					     (size_t)cap * sizeof *a->boards);
		}
		board_from_record(&a->boards[a->nboards++], &r);
		record_init(&r);        /* its tags now belong to the board */
	}
	record_free(&r);
	source_free(src);
	if (a->nboards == 0) {
		fprintf(diag, "ddplay: %s: no board to show\n", file);
		return -1;
	}
	return 0;
}

/* Checks a board given on the command line with the engine; -1 after a
 * message when it is bad. */
static int check_board(const app_board *b)
{
	dd_position pos;
	dd_error e;

	memset(&pos, 0, sizeof pos);
	pos.deal = b->deal;
	pos.strain = b->strain;
	pos.leader = (b->declarer + 1) & 3;
	pos.nplayed = b->nplayed;
	memcpy(pos.played, b->played, (size_t)b->nplayed);
	if (dd_replay(&pos, NULL, &e) != DD_OK) {
		fprintf(stderr, "ddplay: %s\n", e.msg);
		return -1;
	}
	return 0;
}

/* The options of the teaching modes into a: the seed (the clock when
 * none), the pause before the computer's cards, the count of a quiz, the
 * tricks a practice deal must make, the gentler defence.  -1 after a
 * message when one is bad. */
static int teach_options(app *a, const char *seed, const char *pause,
			 const char *count, const char *min_tricks, int gentle)
{
	char *end;
	unsigned long long v;
	double d;
	long n;

	if (seed) {
		errno = 0;
		v = strtoull(seed, &end, 10);
		if (errno || *end || end == seed || seed[0] == '-')
			return usage("--seed: expected a number, not '%s'",
				     seed), -1;
		shuffle_seed(&a->rng, (uint64_t)v);
	} else {
		shuffle_seed(&a->rng, (uint64_t)time(NULL) * 2654435761u ^
			     (uint64_t)getpid());
	}
	a->pause = 0.6;
	if (pause) {
		d = strtod(pause, &end);
		if (*end || end == pause || !(d >= 0 && d <= 10))
			return usage("--pause: expected seconds, 0 to 10, not "
				     "'%s'", pause), -1;
		a->pause = d;
	}
	a->quiz_count = 10;
	if (count) {
		n = strtol(count, &end, 10);
		if (*end || end == count || n < 1 || n > 1000)
			return usage("--count: expected 1 to 1000, not '%s'",
				     count), -1;
		a->quiz_count = (int)n;
	}
	a->quiz_from = 9;       /* practice: the tricks wanted (default) */
	if (min_tricks) {
		n = strtol(min_tricks, &end, 10);
		if (*end || end == min_tricks || n < 7 || n > 13)
			return usage("--min-tricks: expected 7 to 13, not "
				     "'%s'", min_tricks), -1;
		a->quiz_from = (int)n;
	}
	a->slack = gentle;
	return 0;
}

static int natural_level(int strain, int tricks);

/* The board of `ddplay practice`: a random deal (teach_practice_deal)
 * where South declares and makes at least the tricks asked, in the
 * strain asked or the best one, at the level a side would bid. */
static int practice_board(app *a, const char *strain_text)
{
	char err[DEAL_ERR_SIZE];
	app_board b;
	dd_ctx *ctx;
	int want = -1, strain, tricks, rc;

	if (strain_text && deal_parse_strain(strain_text, &want, err,
					     sizeof err) < 0)
		return usage("--strain: %s", err);
	ctx = dd_new(0);
	if (!ctx) {
		fprintf(stderr, "ddplay: cannot start the solver\n");
		return 1;
	}
	rc = teach_practice_deal(ctx, &a->rng, want, a->quiz_from, 20000,
				 &b.deal, &strain, &tricks);
	dd_free(ctx);
	if (rc < 0) {
		fprintf(stderr, "ddplay: practice: no deal found where South "
			"makes %d tricks\n", a->quiz_from);
		return 1;
	}
	{
		dd_deal deal = b.deal;

		memset(&b, 0, sizeof b);
		b.deal = deal;
	}
	record_init(&b.rec);
	b.strain = strain;
	b.declarer = DD_SOUTH;
	b.level = natural_level(strain, tricks);
	if (b.level < 1)
		b.level = 1;
	b.rec.has_deal = 1;
	b.rec.deal = b.deal;
	b.rec.strain = strain;
	b.rec.declarer = DD_SOUTH;
	b.rec.level = b.level;
	a->boards = xmalloc(sizeof *a->boards);
	a->boards[0] = b;
	a->nboards = 1;
	return 0;
}

/* Options: fills a->boards; returns 0, or the exit status (> 0) when the
 * program must stop, after a message. */
static int parse_args(app *a, int argc, char **argv)
{
	const char *deal = NULL, *declarer = NULL, *strain = NULL;
	const char *played = NULL, *file = NULL, *contract = NULL;
	const char *hide = NULL, *seed = NULL, *pause = NULL, *count = NULL;
	const char *min_tricks = NULL;
	char err[DEAL_ERR_SIZE];
	app_board b;
	int i, seat, practice = 0, gentle = 0, first = 1;

	/* ddplay practice ..., ddplay quiz ... */
	if (argc > 1 && strcmp(argv[1], "practice") == 0) {
		a->mode = MODE_PRACTICE;
		first = 2;
	} else if (argc > 1 && strcmp(argv[1], "quiz") == 0) {
		a->mode = MODE_QUIZ;
		first = 2;
	}
	for (i = first; i < argc; i++) {
		const char **opt = NULL;

		if (strcmp(argv[i], "--practice") == 0 &&
		    a->mode == MODE_ANALYSE) {
			practice = 1;
			continue;
		}
		if (strcmp(argv[i], "--gentle") == 0 &&
		    a->mode != MODE_QUIZ) {
			gentle = 1;
			continue;
		}
		if (strcmp(argv[i], "--hide") == 0 && a->mode == MODE_ANALYSE)
			opt = &hide;
		else if (strcmp(argv[i], "--seed") == 0)
			opt = &seed;
		else if (strcmp(argv[i], "--pause") == 0 &&
			 a->mode != MODE_QUIZ)
			opt = &pause;
		else if (strcmp(argv[i], "--count") == 0 &&
			 a->mode == MODE_QUIZ)
			opt = &count;
		else if (strcmp(argv[i], "--min-tricks") == 0 &&
			 a->mode == MODE_PRACTICE)
			opt = &min_tricks;
		else if (strcmp(argv[i], "--strain") == 0 &&
			 a->mode == MODE_PRACTICE)
			opt = &strain;
		else if (a->mode != MODE_ANALYSE && argv[i][0] == '-' &&
			 argv[i][1] != '\0')
			return usage("%s: unknown option '%s'", argv[1],
				     argv[i]);
		else if (strcmp(argv[i], "--deal") == 0)
			opt = &deal;
		else if (strcmp(argv[i], "--declarer") == 0)
			opt = &declarer;
		else if (strcmp(argv[i], "--strain") == 0)
			opt = &strain;
		else if (strcmp(argv[i], "--played") == 0)
			opt = &played;
		else if (strcmp(argv[i], "--contract") == 0)
			opt = &contract;
		else if (argv[i][0] == '-' && argv[i][1] != '\0')
			return usage("unknown option '%s'", argv[i]);
		else if (a->mode == MODE_PRACTICE)
			return usage("practice: no file ('%s'): it deals the "
				     "cards itself", argv[i]);
		else if (file)
			return usage("one file at a time: '%s'", argv[i]);
		else
			file = argv[i];
		if (opt) {
			if (i + 1 >= argc)
				return usage("option '%s' needs a value",
					     argv[i]);
			*opt = argv[++i];
		}
	}
	if (teach_options(a, seed, pause, count, min_tricks, gentle) < 0)
		return 2;
	if (hide && command_parse_seats(hide, &a->hidden) < 0)
		return usage("--hide: expected seat letters, as in '--hide "
			     "EW', not '%s'", hide);
	if (practice && !deal)
		return usage("%s", "--practice goes with --deal (or: ddplay "
			     "practice, on a random deal)");
	if (practice && played)
		return usage("%s", "--practice starts at the opening lead: no "
			     "--played with it");
	if (a->mode == MODE_PRACTICE)
		return practice_board(a, strain);
	if (a->mode == MODE_QUIZ && !file) {
		/* random deals, made as it goes (quiz_board) */
		a->boards = xcalloc(1, sizeof *a->boards);
		record_init(&a->boards[0].rec);
		a->nboards = 1;
		return 0;
	}
	if (practice)
		a->mode = MODE_PRACTICE;
	if (file && (deal || declarer || strain || played || contract))
		return usage("'%s': a file or --deal, not both", file);
	if (!deal && (declarer || strain || played || contract))
		return usage("%s", "--declarer, --strain, --contract and "
			     "--played go with --deal");
	if (contract && strain)
		return usage("%s", "--contract names the strain: no --strain "
			     "with it");
	if (file) {
		a->file = file;
		return read_boards(a, file, stderr) < 0 ? 1 : 0;
	}

	memset(&b, 0, sizeof b);
	record_init(&b.rec);
	if (deal) {
		if (deal_parse(deal, &b.deal, err, sizeof err) < 0)
			return usage("--deal: %s", err);
		b.declarer = DD_SOUTH;
		b.strain = DD_NOTRUMP;
		if (declarer && deal_parse_seat(declarer, &seat, "declarer",
						err, sizeof err) < 0)
			return usage("%s", err);
		if (declarer)
			b.declarer = seat;
		if (strain && deal_parse_strain(strain, &b.strain, err,
						sizeof err) < 0)
			return usage("%s", err);
		if (contract) {
			/* "3N", "4S", "4S by N": as the contract command */
			char line[64];
			command c;

			snprintf(line, sizeof line, "contract %.50s", contract);
			if (command_parse(line, &c, err, sizeof err) < 0)
				return usage("--%s", err);
			if (c.declarer >= 0 && declarer && c.declarer != seat)
				return usage("%s", "--contract and --declarer "
					     "name different declarers");
			b.strain = c.strain;
			b.level = c.level;
			if (c.declarer >= 0)
				b.declarer = c.declarer;
		}
		if (played && deal_parse_played(played, b.played, &b.nplayed,
						err, sizeof err) < 0)
			return usage("--played: %s", err);
		if (check_board(&b) < 0)
			return 2;
		/* as a line of a file: the cards played are the actual play,
		 * and the board opens after them */
		b.nactual = b.nplayed;
		memcpy(b.actual, b.played, (size_t)b.nplayed);
		b.rec.has_deal = 1;
		b.rec.deal = b.deal;
		b.rec.strain = b.strain;
		b.rec.declarer = b.declarer;
		b.rec.level = b.level > 0 ? b.level : -1;
		b.rec.nplayed = b.nplayed;
		memcpy(b.rec.played, b.played, (size_t)b.nplayed);
	} else {
		shuffle_fresh_deal(&b.deal);
		b.strain = -1;
		b.declarer = -1;
		b.rec.has_deal = 1;
		b.rec.deal = b.deal;
	}
	a->boards = xmalloc(sizeof *a->boards);
	a->boards[0] = b;
	a->nboards = 1;
	return 0;
}

/* ---- the solver ------------------------------------------------------- */

/* Asks for the scores of the current position unless they are known. */
static void post_scores(app *a)
{
	dd_position pos;

	a->failed = 0;
	if (a->g.st.to_play < 0 || game_current_scores(&a->g) ||
	    a->table_state == 1)
		return;
	if (a->table_state == 3)
		a->table_state = 0;     /* stopped: asked again later */
	game_position(&a->g, &pos);
	a->job = worker_post(a->w, WORKER_SCORES, &pos);
	a->job_kind = WORKER_SCORES;
	a->job_start = util_seconds();
}

/* Non-vulnerable score of making `tricks` in strain at level. */
static int contract_score(int strain, int level, int tricks)
{
	int per = strain == DD_NOTRUMP || strain <= DD_HEARTS ? 30 : 20;
	int score = per * level + (strain == DD_NOTRUMP ? 10 : 0);
	int over = tricks - 6 - level;

	if (over < 0)
		return 50 * over;
	score += (score >= 100 ? 300 : 50);
	if (level == 6)
		score += 500;
	if (level == 7)
		score += 1000;
	return score + over * per;
}

/* The level a side bids with `tricks` in strain: the tricks made, but
 * no higher than game unless a slam makes (4S with 11 tricks, not 5S). */
static int natural_level(int strain, int tricks)
{
	int game_level = strain == DD_NOTRUMP ? 3
			 : strain <= DD_HEARTS ? 4 : 5;
	int level = tricks - 6;

	if (level > game_level && level < 6)
		level = game_level;
	return level;
}

/* The best contract from the table: of the side that takes the most
 * tricks in some strain, the contract that scores most (not vulnerable);
 * of two that score the same, notrump first, then the higher suit. */
static void best_contract(const int table[5][4], int *strain, int *declarer,
			  int *level)
{
	static const int ORDER[5] = { DD_NOTRUMP, DD_SPADES, DD_HEARTS,
				      DD_DIAMONDS, DD_CLUBS };
	int side, i, s, d, most[2] = { 0, 0 }, best = -100000;

	for (s = 0; s < 5; s++)
		for (d = 0; d < 4; d++)
			if (table[s][d] > most[d & 1])
				most[d & 1] = table[s][d];
	side = most[1] > most[0];
	*strain = DD_NOTRUMP;
	*declarer = side ? DD_EAST : DD_SOUTH;
	*level = 1;
	for (i = 0; i < 5; i++) {
		s = ORDER[i];
		for (d = side; d < 4; d += 2) {
			int t = table[s][d], lv, sc;

			if (t < 7)
				continue;
			lv = natural_level(s, t);
			sc = contract_score(s, lv, t);
			if (sc > best) {
				best = sc;
				*strain = s;
				*declarer = d;
				*level = lv;
			}
		}
	}
}

/* Sets up board i. */
static void load_board(app *a, int i)
{
	const app_board *b = &a->boards[i];
	char err[160];
	int strain = b->strain, declarer = b->declarer, level = b->level;

	a->board = i;
	a->table_state = 0;
	a->table_failed = 0;
	a->autoplay = 0;
	a->cursor = 0;
	a->pending_suit = -1;
	a->msg[0] = '\0';
	if (b->has_table) {
		memcpy(a->table, b->table, sizeof a->table);
		a->table_state = 2;
	}
	if (strain < 0 && b->has_table) {
		best_contract(a->table, &strain, &declarer, &level);
	} else if (strain < 0) {
		strain = DD_NOTRUMP;
		declarer = DD_SOUTH;
		a->table_state = 1;
	}
	a->level = level;
	a->course_job = 0;
	a->course_failed = 0;
	a->mistake_at = -1;
	game_free(&a->g);
	if (game_init(&a->g, &b->deal, strain, declarer, level, b->played,
		      b->nplayed, err, sizeof err) < 0) {
		/* checked when read: cannot happen, but say so */
		snprintf(a->msg, sizeof a->msg, "%s", err);
		a->msg_error = 1;
	}
	game_set_actual(&a->g, b->actual, b->nactual);
	a->on_actual = game_on_actual(&a->g);
	if (a->table_state == 1) {
		dd_position pos;

		game_position(&a->g, &pos);
		a->job = worker_post(a->w, WORKER_TABLE, &pos);
		a->job_kind = WORKER_TABLE;
		a->job_start = util_seconds();
	} else {
		post_scores(a);
	}
}

/* Keeps a table found for the board. */
static void keep_table(app *a, const int table[5][4])
{
	app_board *b = &a->boards[a->board];

	memcpy(a->table, table, sizeof a->table);
	memcpy(b->table, table, sizeof b->table);
	b->has_table = 1;
	a->table_state = 2;
}

static void take_results(app *a)
{
	worker_result r;

	if (!worker_take(a->w, &r)) {
		/* the scores found so far of the position being solved */
		if (worker_partial(a->w, &r) && r.id == a->job)
			game_store_partial(&a->g, &r.pos, r.card, r.count);
		return;
	}
	if (r.kind == WORKER_TABLE && r.id == a->job && a->table_state == 3) {
		/* the table for the panel, found in the background */
		if (r.status != DD_OK) {
			a->table_failed = 1;
			a->table_state = 0;
		} else {
			keep_table(a, r.table);
		}
		return;
	}
	if (r.kind == WORKER_TABLE) {
		int strain, declarer, level;
		const app_board *b = &a->boards[a->board];

		if (r.id != a->job || a->table_state != 1)
			return;
		if (r.status != DD_OK) {
			snprintf(a->msg, sizeof a->msg, "the table failed: %s",
				 r.err.msg);
			a->msg_error = 1;
			a->table_state = 0;
			post_scores(a);
			return;
		}
		keep_table(a, r.table);
		best_contract(a->table, &strain, &declarer, &level);
		game_free(&a->g);
		game_init(&a->g, &b->deal, strain, declarer, level, NULL, 0,
			  NULL, 0);
		a->level = level;
		a->cursor = 0;
		post_scores(a);
		return;
	}
	if (r.id == a->course_job) {
		a->course_job = 0;
		if (r.status != DD_OK) {
			a->course_failed = 1;
			return;
		}
	}
	if (r.status != DD_OK) {
		if (r.id == a->job) {
			a->failed = 1;
			snprintf(a->msg, sizeof a->msg, "solver: %s", r.err.msg);
			a->msg_error = 1;
		}
		return;
	}
	if (game_store_scores(&a->g, &r.pos, r.card, r.count, r.seconds) &&
	    a->level == 0 && game_current_scores(&a->g)) {
		/* no level given: the one the result makes when first known */
		int total = game_declarer_total(&a->g, game_best_score(&a->g));

		a->level = total > 7 ? total - 6 : 1;
	}
}

int app_course_known(const app *a)
{
	int k = 0;

	while (k < a->g.nactual && game_scores_before(&a->g, 1, k))
		k++;
	return k;
}

/* Once the scores of the current position are known and the worker is
 * idle: the scores of the next position of the actual play not solved
 * yet, one position a job, so that every card of it gets its mark.  A
 * move of the user stops the job (worker_post), which comes back later. */
static void post_course(app *a)
{
	dd_position pos;
	int k = app_course_known(a);

	if (k >= a->g.nactual || a->course_failed || a->autoplay ||
	    a->mode == MODE_QUIZ || !app_annotations(a) ||
	    a->table_state == 1 || worker_busy(a->w) ||
	    (a->g.st.to_play >= 0 && !game_current_scores(&a->g) &&
	     !a->failed))
		return;
	pos = a->g.base;
	pos.nplayed = k;
	memcpy(pos.played, a->g.actual, (size_t)k);
	a->course_job = worker_post(a->w, WORKER_SCORES, &pos);
}

/* Once the scores of the current position are known and the worker is
 * idle: the table of the deal for the panel, unless it is known. */
static void post_table(app *a)
{
	dd_position pos;

	if (a->table_state != 0 || a->table_failed || a->autoplay ||
	    a->hidden || !app_annotations(a) || a->mode == MODE_QUIZ ||
	    worker_busy(a->w) ||
	    (a->g.st.to_play >= 0 && !game_current_scores(&a->g) &&
	     !a->failed))
		return;
	game_position(&a->g, &pos);
	a->job = worker_post(a->w, WORKER_TABLE, &pos);
	a->job_kind = WORKER_TABLE;
	a->job_start = util_seconds();
	a->table_state = 3;
}

int app_level(const app *a)
{
	int best;

	if (a->level > 0)
		return a->level;
	best = game_best_score(&a->g);
	if (best >= 0 && game_declarer_total(&a->g, best) > 7)
		return game_declarer_total(&a->g, best) - 6;
	return 1;
}

int app_hidden(const app *a, int seat)
{
	return seat >= 0 && seat < 4 && ((a->hidden >> seat) & 1);
}

int app_annotations(const app *a)
{
	return a->annotations;
}

/* Whether seat is a defender's in practice: the computer plays it. */
static int computer_seat(const app *a, int seat)
{
	return a->mode == MODE_PRACTICE && !a->review && seat >= 0 &&
	       (seat & 1) != game_declarer_side(&a->g);
}

/* ---- keys ------------------------------------------------------------- */

int app_legal_cards(const app *a, dd_card out[13])
{
	uint16_t legal[4];
	int n = 0, suit, rank;

	if (a->g.st.to_play < 0 || app_hidden(a, a->g.st.to_play) ||
	    (a->mode == MODE_QUIZ && a->quiz_state != QUIZ_ASK) ||
	    computer_seat(a, a->g.st.to_play) ||
	    dd_legal(&a->g.st, legal) == 0)
		return 0;
	for (suit = 0; suit < 4; suit++)
		for (rank = 14; rank >= 2; rank--)
			if ((legal[suit] >> rank) & 1)
				out[n++] = DD_CARD(suit, rank);
	return n;
}

/* "♥5" ("H5" without UTF-8). */
static void card_name(dd_card c, char out[8])
{
	snprintf(out, 8, "%s%c", term_suit(DD_SUIT(c)),
		 dd_rank_char(DD_RANK(c)));
}

static void say(app *a, int error, const char *text)
{
	snprintf(a->msg, sizeof a->msg, "%.*s", (int)sizeof a->msg - 1, text);
	a->msg_error = error;
}

/* After every move: the cursor back on the first card, the scores of
 * the new position asked for, and a word when the line has just left the
 * actual play (how to come back). */
static int moved(app *a)
{
	game *g = &a->g;
	char card[8], text[200];

	a->cursor = 0;
	a->pending_suit = -1;
	a->mistake_at = -1;
	if (a->on_actual && g->nactual > 0 && !game_on_actual(g) &&
	    !(a->msg[0] && a->msg_error)) {
		int k = game_actual_common(g);

		if (app_hidden(a, game_card_seat(g, 1, k)))
			snprintf(card, sizeof card, "a card");
		else
			card_name(g->actual[k], card);
		snprintf(text, sizeof text, "you left the actual play at card "
			 "%d (it has %s %s): l goes back to it", k + 1,
			 SEAT_NAMES[game_card_seat(g, 1, k)], card);
		say(a, 0, text);
	}
	a->on_actual = game_on_actual(g);
	a->moved_at = util_seconds();
	post_scores(a);
	return 1;
}

/* The l key and :actual: to the actual play, at the card where the line
 * left it; again, back to the line left. */
static void to_actual(app *a)
{
	game *g = &a->g;
	char text[200];
	int how;

	if (g->nactual == 0) {
		say(a, 1, "this board has no actual play (a file's PBN Play "
			  "section, LIN pc, or the line's cards)");
		return;
	}
	if (a->table_state == 1) {
		say(a, 1, "computing the table for the contract: a moment");
		return;
	}
	a->autoplay = 0;
	how = game_to_actual(g);
	if (how == 0) {
		say(a, 1, "on the actual play already (playing another card "
			  "tries another line)");
		return;
	}
	a->on_actual = game_on_actual(g);
	moved(a);
	if (how == 1)
		snprintf(text, sizeof text, "back to the actual play, before "
			 "card %d of %d: l again goes back to your line",
			 g->nplayed + 1, g->nactual);
	else
		snprintf(text, sizeof text, "back to your line, before card "
			 "%d: l goes to the actual play", g->nplayed + 1);
	say(a, 0, text);
}

/* m (dir 1) and M (-1): to the position just before the next (previous)
 * card of the actual play that changed the double-dummy result, once the
 * positions up to it are solved (nothing is guessed). */
static void goto_mistake(app *a, int dir)
{
	game *g = &a->g;
	char text[300], what[200];
	int from = g->nplayed, k, delta = 0, found = -1;

	if (g->nactual == 0) {
		say(a, 1, "this board has no actual play: m and M go through "
			  "its mistakes");
		return;
	}
	if (a->table_state == 1) {
		say(a, 1, "computing the table for the contract: a moment");
		return;
	}
	if (!game_on_actual(g) && from > game_actual_common(g))
		from = game_actual_common(g);
	if (dir > 0) {
		k = a->mistake_at == g->nplayed && game_on_actual(g) ? from + 1
								     : from;
		for (; k < g->nactual; k++) {
			if (!game_card_delta(g, 1, k, &delta)) {
				snprintf(text, sizeof text, "still solving the "
					 "actual play (%d of %d cards): m "
					 "again in a moment",
					 app_course_known(a), g->nactual);
				say(a, 1, text);
				return;
			}
			if (delta != 0) {
				found = k;
				break;
			}
		}
	} else {
		for (k = from - 1; k >= 0; k--) {
			if (!game_card_delta(g, 1, k, &delta)) {
				say(a, 1, "still solving the actual play: M "
					  "again in a moment");
				return;
			}
			if (delta != 0) {
				found = k;
				break;
			}
		}
	}
	if (found < 0) {
		say(a, 0, dir > 0 ? "no card after this changed the "
				    "double-dummy result"
				  : "no card before this changed the "
				    "double-dummy result");
		return;
	}
	a->autoplay = 0;
	if (!game_on_actual(g))
		game_to_actual(g);
	game_goto(g, found);
	a->on_actual = game_on_actual(g);
	moved(a);
	a->mistake_at = found;
	board_card_text(a, 1, found, what, sizeof what);
	snprintf(text, sizeof text, "card %d: %s; r plays it, %s", found + 1,
		 what, dir > 0 ? "m the next" : "M the previous");
	say(a, 0, text);
}

/* Plays c for the seat to play: 0, or -1 with the reason in err.  When
 * a hand is hidden the engine's reason is not given when it could name
 * a hidden card ("South holds it"), nor a hidden hand's suits. */
static int play_card(app *a, dd_card c, char *err, size_t size)
{
	game *g = &a->g;
	int seat, holder = -1;
	char why[160], card[8];

	if (game_play(g, c, why, sizeof why) == 0)
		return 0;
	for (seat = 0; seat < 4; seat++)
		if ((g->st.remaining.hand[seat][DD_SUIT(c)] >> DD_RANK(c)) & 1)
			holder = seat;
	if (g->st.to_play >= 0 && (app_hidden(a, g->st.to_play) ||
				   app_hidden(a, holder))) {
		card_name(c, card);
		snprintf(err, size, "%s cannot play %s",
			 SEAT_NAMES[g->st.to_play], card);
	} else {
		snprintf(err, size, "%s", why);
	}
	return -1;
}

static void review_start(app *a);
static void quiz_answer(app *a, dd_card c);
static void set_annotations(app *a, int on);
static void set_hidden(app *a, unsigned seats);

/* A card of the user's (keys, mouse, :play); in practice the computer
 * plays the defenders' cards. */
static void play(app *a, dd_card c)
{
	char err[160];

	a->pending_suit = -1;
	if (a->table_state == 1) {
		say(a, 1, "computing the table for the contract: a moment");
		return;
	}
	if (computer_seat(a, a->g.st.to_play)) {
		snprintf(err, sizeof err, "the computer plays %s's cards: "
			 "yours are %s's and %s's",
			 SEAT_NAMES[a->g.st.to_play],
			 SEAT_NAMES[game_declarer(&a->g)],
			 SEAT_NAMES[(game_declarer(&a->g) + 2) & 3]);
		say(a, 1, err);
		return;
	}
	if (a->mode == MODE_QUIZ) {
		quiz_answer(a, c);
		return;
	}
	if (play_card(a, c, err, sizeof err) < 0) {
		say(a, 1, err);
		return;
	}
	moved(a);
}

static int suit_of_key(int ch)
{
	switch (ch) {
	case 's': case 'S': return DD_SPADES;
	case 'h': case 'H': return DD_HEARTS;
	case 'd': case 'D': return DD_DIAMONDS;
	case 'c': case 'C': return DD_CLUBS;
	}
	return -1;
}

static int rank_of_key(int ch)
{
	switch (ch) {
	case 'a': case 'A': return 14;
	case 'k': case 'K': return 13;
	case 'q': case 'Q': return 12;
	case 'j': case 'J': return 11;
	case 't': case 'T': case '0': return 10;
	}
	if (ch >= '2' && ch <= '9')
		return ch - '0';
	return -1;
}

/* The one suit the seat to play can play, or -1. */
static int only_suit(const app *a)
{
	uint16_t legal[4];
	int suit, found = -1;

	if (a->g.st.to_play < 0)
		return -1;
	dd_legal(&a->g.st, legal);
	for (suit = 0; suit < 4; suit++)
		if (legal[suit]) {
			if (found >= 0)
				return -1;
			found = suit;
		}
	return found;
}

static void play_best(app *a)
{
	const game_scores *s = game_current_scores(&a->g);
	int best = game_best_score(&a->g), i;
	dd_card legal[13];
	int n = app_legal_cards(a, legal);

	if (a->g.st.to_play < 0) {
		say(a, 1, "the deal is over");
		return;
	}
	if (!s) {
		say(a, 1, "still solving: no best card yet");
		return;
	}
	/* the card under the cursor when it is a best one */
	if (a->cursor < n)
		for (i = 0; i < s->count; i++)
			if (s->card[i].card == legal[a->cursor] &&
			    s->card[i].tricks == best) {
				play(a, legal[a->cursor]);
				return;
			}
	for (i = 0; i < s->count; i++)
		if (s->card[i].tricks == best) {
			play(a, s->card[i].card);
			return;
		}
}

/* One step of the play-out (the o key): a best card once the scores of
 * the position are known; the end of the deal or a failure stops it. */
static void step_autoplay(app *a)
{
	const game_scores *s = game_current_scores(&a->g);
	int best = game_best_score(&a->g), i;

	if (!a->autoplay)
		return;
	if (a->g.st.to_play < 0) {
		a->autoplay = 0;
		say(a, 0, "played out to the end: u, [ or Home to go back");
		return;
	}
	if (a->failed || a->table_state == 1) {
		a->autoplay = 0;
		return;
	}
	if (!s)
		return;
	for (i = 0; i < s->count; i++)
		if (s->card[i].tricks == best) {
			play(a, s->card[i].card);
			return;
		}
	a->autoplay = 0;
}

/* ---- practice ---------------------------------------------------------- */

/* In practice, when a defender is to play and the scores of the position
 * are known: after the pause, the computer's card, chosen at random
 * among the best ones (or those within a trick of the best, --gentle).
 * At the end of the play, the review. */
static void step_computer(app *a)
{
	const game_scores *s = game_current_scores(&a->g);
	char err[160];
	int i;

	if (a->mode != MODE_PRACTICE || a->review)
		return;
	if (a->g.st.to_play < 0) {
		review_start(a);
		return;
	}
	if (!computer_seat(a, a->g.st.to_play) || !s || a->failed ||
	    util_seconds() < a->moved_at + a->pause)
		return;
	i = teach_choose(s->card, s->count, a->slack, &a->rng);
	if (play_card(a, s->card[i].card, err, sizeof err) < 0) {
		say(a, 1, err);         /* cannot happen: a scored card */
		return;
	}
	moved(a);
}

/* How long the main loop may sleep before the computer's next card:
 * -1 when it is not waiting to play one. */
static int computer_wait_ms(const app *a)
{
	double left;

	if (a->mode != MODE_PRACTICE || a->review ||
	    !computer_seat(a, a->g.st.to_play) ||
	    !game_current_scores(&a->g))
		return -1;
	left = a->moved_at + a->pause - util_seconds();
	return left <= 0 ? 0 : (int)(left * 1000) + 1;
}

/* The end of a practice play, or e / :review on the way: the hands are
 * shown, and the cards played become the board's actual play, whose
 * course is solved in the background (the marks in the panel, m and M)
 * and summed up over the board. */
static void review_start(app *a)
{
	app_board *b = &a->boards[a->board];
	game *g = &a->g;
	dd_card cards[52];
	int n = g->nplayed;

	if (a->mode != MODE_PRACTICE) {
		say(a, 1, "the review is for practice (ddplay practice); m "
			  "and M go through a board's recorded play");
		return;
	}
	if (a->review) {
		a->review_box = !a->review_box;
		return;
	}
	if (n == 0) {
		say(a, 1, "nothing played yet to review");
		return;
	}
	memcpy(cards, g->line, (size_t)n);
	a->review = 1;
	a->review_box = 1;
	a->hidden = 0;
	a->annotations = 1;
	a->autoplay = 0;
	b->nactual = n;
	memcpy(b->actual, cards, (size_t)n);
	game_set_actual(g, cards, n);
	a->on_actual = game_on_actual(g);
	a->course_job = 0;
	a->course_failed = 0;
	say(a, 0, g->st.to_play < 0
		  ? "the play is over: the hands shown, and its review (e "
		    "hides it)"
		  : "the hands shown, and the review of the play so far (e "
		    "hides it)");
}

/* The g key and :hint: the best cards of the seat to play, when its
 * hand is not hidden; counted in practice. */
static void hint(app *a)
{
	const game_scores *s = game_current_scores(&a->g);
	int seat = a->g.st.to_play, best = game_best_score(&a->g), i, n = 0;
	char text[200], card[8];
	size_t len;

	if (seat < 0) {
		say(a, 1, "the deal is over");
		return;
	}
	if (a->mode == MODE_QUIZ) {
		say(a, 1, "no hints in a quiz");
		return;
	}
	if (app_hidden(a, seat) || computer_seat(a, seat)) {
		snprintf(text, sizeof text, "no hint for %s: %s",
			 SEAT_NAMES[seat], computer_seat(a, seat)
			 ? "the computer plays it" : "its hand is hidden");
		say(a, 1, text);
		return;
	}
	if (!s) {
		say(a, 1, "still solving: g again in a moment");
		return;
	}
	if (a->mode == MODE_PRACTICE && !a->review)
		len = (size_t)snprintf(text, sizeof text, "hint %d: ",
				       ++a->hints);
	else
		len = (size_t)snprintf(text, sizeof text, "hint: ");
	len += (size_t)snprintf(text + len, sizeof text - len, "%s's best",
				SEAT_NAMES[seat]);
	for (i = 0; i < s->count && len < sizeof text; i++)
		if (s->card[i].tricks == best) {
			card_name(s->card[i].card, card);
			len += (size_t)snprintf(text + len, sizeof text - len,
						"%s %s", n++ ? "" : ":", card);
		}
	if (len < sizeof text)
		snprintf(text + len, sizeof text - len, " (%s take %d)",
			 SIDE_NAMES_UI[game_declarer_side(&a->g)],
			 game_declarer_total(&a->g, best));
	say(a, 0, text);
}

/* ---- quiz -------------------------------------------------------------- */

/* Sets up a board of the quiz: board i of the file, or a random deal
 * (its best contract found first); where to look for a position from. */
static void quiz_board(app *a, int i)
{
	a->annotations = 0;
	a->quiz_state = QUIZ_SEARCH;
	if (a->file) {
		load_board(a, i);
		a->quiz_from = a->g.nactual > 0
			? a->g.nplayed + (int)shuffle_below(&a->rng,
				(uint32_t)(a->g.nactual - a->g.nplayed + 1))
			: (int)shuffle_below(&a->rng, 41);
		if (a->quiz_from > a->g.nline)
			a->quiz_from = a->g.nline;
		if (a->quiz_from > a->g.nplayed)
			game_goto(&a->g, a->quiz_from);
		moved(a);
	} else {
		app_board *b = &a->boards[0];

		record_free(&b->rec);
		memset(b, 0, sizeof *b);
		record_init(&b->rec);
		shuffle_deal(&a->rng, &b->deal);
		b->rec.has_deal = 1;
		b->rec.deal = b->deal;
		b->strain = -1;
		b->declarer = -1;
		load_board(a, 0);
		a->quiz_from = (int)shuffle_below(&a->rng, 41);
	}
	a->msg[0] = '\0';
}

/* While looking for a position: once the scores of the current one are
 * known, it is asked when some of its cards keep the best result and
 * some do not (teach_is_quiz); else the play goes on, along the board's
 * actual play, or a best card (at random among them) when it has none
 * or it is over.  A board played out without a position: the next. */
static void quiz_step(app *a)
{
	game *g = &a->g;
	const game_scores *s = game_current_scores(g);
	int right, best, total;
	char err[160];

	if (a->mode != MODE_QUIZ || a->quiz_state != QUIZ_SEARCH ||
	    a->table_state == 1)
		return;
	if (a->failed || g->st.to_play < 0) {
		if (++a->quiz_misses > 50) {
			a->quiz_state = QUIZ_OVER;
			snprintf(a->quiz_text, sizeof a->quiz_text,
				 "no quiz position found in these boards: %d "
				 "of %d right.  q quits", a->quiz_right,
				 a->quiz_done);
			return;
		}
		quiz_board(a, a->nboards > 0 ? (a->board + 1) % a->nboards
					     : 0);
		return;
	}
	if (!s)
		return;
	if (g->nplayed >= a->quiz_from && teach_is_quiz(s->card, s->count,
							 &right)) {
		a->quiz_state = QUIZ_ASK;
		a->quiz_misses = 0;
		a->quiz_scores = *s;
		a->cursor = 0;
		best = game_best_score(g);
		total = game_declarer_total(g, best);
		snprintf(a->quiz_text, sizeof a->quiz_text, "Quiz %d/%d: %s "
			 "to play, %s can take %d: %s (%d of %d cards do)",
			 a->quiz_done + 1, a->quiz_count,
			 SEAT_NAMES[g->st.to_play],
			 SIDE_NAMES_UI[game_declarer_side(g)], total,
			 (g->st.to_play & 1) == game_declarer_side(g)
			 ? "keep them" : "hold them to it", right, s->count);
		return;
	}
	if (game_on_actual(g) && g->nplayed < g->nactual) {
		game_redo(g);
	} else {
		int i = teach_choose(s->card, s->count, 0, &a->rng);

		if (play_card(a, s->card[i].card, err, sizeof err) < 0)
			return;
	}
	moved(a);
}

/* A card chosen in a quiz: right or wrong, with the right cards and
 * what the card chosen costs; the scores shown; the score kept. */
static void quiz_answer(app *a, dd_card c)
{
	const game_scores *s = &a->quiz_scores;
	int best = -1, i, k, n = 0, lost;
	char card[8], err[160], list[120];
	size_t len = 0;

	if (a->quiz_state == QUIZ_SEARCH) {
		say(a, 1, "finding a position: a moment");
		return;
	}
	if (a->quiz_state != QUIZ_ASK) {
		say(a, 1, a->quiz_state == QUIZ_OVER ? "the quiz is over: q "
			  "quits" : "answered: Enter or n for the next");
		return;
	}
	for (i = 0; i < s->count; i++)
		if (s->card[i].tricks > best)
			best = s->card[i].tricks;
	k = teach_judge(s->card, s->count, c, &lost);
	if (k < 0) {
		/* not a legal card: the engine says why (nothing played) */
		if (play_card(a, c, err, sizeof err) < 0)
			say(a, 1, err);
		return;
	}
	list[0] = '\0';
	for (i = 0; i < s->count && len < sizeof list; i++)
		if (s->card[i].tricks == best) {
			card_name(s->card[i].card, card);
			len += (size_t)snprintf(list + len, sizeof list - len,
						"%s%s", n++ ? " " : "", card);
		}
	card_name(c, card);
	a->quiz_done++;
	if (k == 1) {
		a->quiz_right++;
		snprintf(a->quiz_text, sizeof a->quiz_text, "Right: %s keeps "
			 "the best (right: %s)", card, list);
	} else {
		snprintf(a->quiz_text, sizeof a->quiz_text, "Wrong: %s %s %d "
			 "trick%s (right: %s)", card,
			 (a->g.st.to_play & 1) == game_declarer_side(&a->g)
			 ? "costs" : "gives", lost, lost == 1 ? "" : "s",
			 list);
	}
	len = strlen(a->quiz_text);
	if (a->quiz_done >= a->quiz_count) {
		a->quiz_state = QUIZ_OVER;
		snprintf(a->quiz_text + len, sizeof a->quiz_text - len,
			 ".  Quiz over: %d of %d right.  q quits",
			 a->quiz_right, a->quiz_done);
	} else {
		a->quiz_state = QUIZ_ANSWERED;
		snprintf(a->quiz_text + len, sizeof a->quiz_text - len,
			 ".  Score %d of %d.  Enter: next", a->quiz_right,
			 a->quiz_done);
	}
	a->annotations = 1;     /* the scores of every card now */
}

/* Enter or n after an answer: the next position, on the next board. */
static void quiz_next(app *a)
{
	if (a->quiz_state == QUIZ_OVER) {
		say(a, 1, "the quiz is over: q quits");
		return;
	}
	if (a->quiz_state != QUIZ_ANSWERED) {
		say(a, 1, a->quiz_state == QUIZ_SEARCH
			  ? "finding a position: a moment"
			  : "play the card you choose first");
		return;
	}
	quiz_board(a, a->nboards > 0 ? (a->board + 1) % a->nboards : 0);
}

/* Back (dir -1) to the start of the trick, or of the one before when at
 * the start of one; forward (1) to the end of the trick, replaying the
 * cards taken back. */
static void trick_step(app *a, int dir)
{
	if (dir < 0) {
		if (!game_undo(&a->g)) {
			say(a, 1, "nothing to take back");
			return;
		}
		while (a->g.nplayed % 4 != 0 && game_undo(&a->g))
			;
	} else {
		if (!game_redo(&a->g)) {
			say(a, 1, "nothing to play again");
			return;
		}
		while (a->g.nplayed % 4 != 0 && game_redo(&a->g))
			;
	}
	moved(a);
}

/* A click on a card: plays it when the seat to play holds it (refused
 * with the reason when it is not legal). */
static void click(app *a, int y, int x)
{
	dd_card c;
	int seat, holder = -1;
	char text[120];

	if (!board_card_at(&a->hits, y, x, &c))
		return;
	for (seat = 0; seat < 4; seat++)
		if ((a->g.st.remaining.hand[seat][DD_SUIT(c)] >> DD_RANK(c)) & 1)
			holder = seat;
	if (a->g.st.to_play < 0) {
		say(a, 1, "the deal is over: u takes cards back");
	} else if (holder != a->g.st.to_play) {
		snprintf(text, sizeof text, "%s to play, not %s",
			 SEAT_NAMES[a->g.st.to_play],
			 holder >= 0 ? SEAT_NAMES[holder] : "?");
		say(a, 1, text);
	} else {
		play(a, c);
	}
}

/* Moves the cursor to the first playable card of the next suit (dir 1)
 * or the previous one (-1). */
static void cursor_suit(app *a, int dir)
{
	dd_card legal[13];
	int n = app_legal_cards(a, legal), i;

	if (n == 0)
		return;
	if (dir > 0) {
		for (i = a->cursor; i < n; i++)
			if (DD_SUIT(legal[i]) != DD_SUIT(legal[a->cursor])) {
				a->cursor = i;
				return;
			}
	} else {
		int suit = DD_SUIT(legal[a->cursor]);

		for (i = a->cursor; i >= 0 && DD_SUIT(legal[i]) == suit; i--)
			;
		if (i < 0)
			return;
		suit = DD_SUIT(legal[i]);
		while (i > 0 && DD_SUIT(legal[i - 1]) == suit)
			i--;
		a->cursor = i;
	}
}

/* The next board (dir 1) or the previous one (-1). */
static void board_step(app *a, int dir)
{
	if (a->nboards < 2) {
		say(a, 1, "one board only: n and p go through the boards of "
			  "a file");
		return;
	}
	if (dir > 0) {
		if (a->board + 1 < a->nboards)
			load_board(a, a->board + 1);
		else
			say(a, 1, "this is the last board");
	} else {
		if (a->board > 0)
			load_board(a, a->board - 1);
		else
			say(a, 1, "this is the first board");
	}
}

/* ---- the command line ------------------------------------------------- */

/* A new deal in place of the board shown, its best contract found. */
static void new_deal(app *a, const dd_deal *deal)
{
	app_board b;
	dd_position pos;
	dd_error e;

	memset(&pos, 0, sizeof pos);
	pos.deal = *deal;
	pos.strain = DD_NOTRUMP;
	pos.leader = DD_WEST;
	if (dd_replay(&pos, NULL, &e) != DD_OK) {
		say(a, 1, e.msg);
		return;
	}
	memset(&b, 0, sizeof b);
	record_init(&b.rec);
	b.rec.has_deal = 1;
	b.rec.deal = *deal;
	b.deal = *deal;
	b.strain = -1;
	b.declarer = -1;
	record_free(&a->boards[a->board].rec);
	a->boards[a->board] = b;
	load_board(a, a->board);
	say(a, 0, "a new deal: finding the best contract");
}

/* Another contract for the board, the cards played kept when they fit. */
static void set_contract(app *a, int strain, int declarer, int level)
{
	app_board *b = &a->boards[a->board];
	dd_card played[52];
	int n = a->g.nplayed, kept = 1;
	char err[160], text[200], st[4];

	memcpy(played, a->g.line, (size_t)n);
	game_free(&a->g);
	if (game_init(&a->g, &b->deal, strain, declarer, level, played, n,
		      err, sizeof err) < 0) {
		game_free(&a->g);
		game_init(&a->g, &b->deal, strain, declarer, level, NULL, 0,
			  NULL, 0);
		kept = 0;
	}
	b->strain = strain;
	b->declarer = declarer;
	b->level = level;
	b->doubled = strain == b->rec.strain && declarer == b->rec.declarer &&
		     level == b->rec.level && b->rec.doubled > 0
		     ? b->rec.doubled : 0;
	b->nplayed = a->g.nplayed;
	memcpy(b->played, a->g.line, (size_t)a->g.nplayed);
	/* the actual play stays when it fits the contract */
	game_set_actual(&a->g, b->actual, b->nactual);
	a->on_actual = game_on_actual(&a->g);
	a->course_job = 0;
	a->course_failed = 0;
	a->level = level;
	a->autoplay = 0;
	if (a->table_state == 1)
		a->table_state = b->has_table ? 2 : 0;
	moved(a);
	if (strain == DD_NOTRUMP)
		snprintf(st, sizeof st, "NT");
	else
		snprintf(st, sizeof st, "%c", deal_strain_char(strain));
	snprintf(text, sizeof text, "contract %.*d%s by %s%s", level > 0,
		 level, st, SEAT_NAMES[declarer],
		 kept ? "" : ": the cards played do not fit, the play starts "
			     "again");
	say(a, !kept, text);
}

static void load_file(app *a, const char *path)
{
	static char loaded[COMMAND_PATH_SIZE];
	app fresh;
	FILE *diag = tmpfile();
	char first[200] = "", text[300];
	int bad;

	if (!diag) {
		snprintf(text, sizeof text, "load: %s", strerror(errno));
		say(a, 1, text);
		return;
	}
	memset(&fresh, 0, sizeof fresh);
	bad = read_boards(&fresh, path, diag) < 0;
	fflush(diag);
	rewind(diag);
	if (fgets(first, sizeof first, diag))
		first[strcspn(first, "\n")] = '\0';
	fclose(diag);
	if (bad) {
		free_boards(fresh.boards, fresh.nboards);
		snprintf(text, sizeof text, "load: %.199s", first);
		say(a, 1, text);
		return;
	}
	free_boards(a->boards, a->nboards);
	a->boards = fresh.boards;
	a->nboards = fresh.nboards;
	snprintf(loaded, sizeof loaded, "%s", path);
	a->file = loaded;
	load_board(a, 0);
	if (first[0])
		snprintf(text, sizeof text, "%d board%s (some skipped: %.150s)",
			 a->nboards, a->nboards == 1 ? "" : "s", first);
	else
		snprintf(text, sizeof text, "%d board%s from %.150s", a->nboards,
			 a->nboards == 1 ? "" : "s", path);
	say(a, first[0] != '\0', text);
}

/* Whether name ends with suffix, in either case. */
static int ends_with(const char *name, const char *suffix)
{
	size_t n = strlen(name), m = strlen(suffix);

	return n >= m && strcasecmp(name + n - m, suffix) == 0;
}

/* The board shown as a record for the PBN writer: the record read, its
 * tags kept, with the contract and the play so far of the screen. */
static void board_record(const app *a, record *r)
{
	const app_board *b = &a->boards[a->board];
	const game *g = &a->g;
	int level = app_level(a), same_contract, same_play;
	char contract[8];

	record_copy(r, &b->rec);
	r->file = NULL;
	r->has_deal = 1;
	r->deal = g->base.deal;
	same_contract = b->rec.strain == g->base.strain &&
			b->rec.declarer == game_declarer(g) &&
			b->rec.level == level;
	r->strain = g->base.strain;
	r->declarer = game_declarer(g);
	r->level = level;
	r->doubled = same_contract && b->rec.doubled > 0 ? b->rec.doubled : 0;
	r->nplayed = g->nplayed;
	memcpy(r->played, g->line, (size_t)g->nplayed);
	/* The result read holds for the play read and the cards of it; a
	 * whole play gives its own; else it is not known. */
	same_play = same_contract && g->nplayed <= b->rec.nplayed &&
		    memcmp(g->line, b->rec.played, (size_t)g->nplayed) == 0;
	if (g->nplayed == 52)
		r->result = g->st.tricks_won[game_declarer_side(g)];
	else if (!same_play)
		r->result = -1;
	if (b->rec.format != RECORD_PBN)
		pbn_fill_tags(r);
	pbn_update_play(r);
	if (!same_contract) {
		/* the auction led to another contract */
		record_tag_remove(r, "Auction");
		record_format_contract(r, contract);
		record_tag_set(r, "Contract", contract, NULL);
		record_tag_set(r, "Declarer",
			       (const char[]){ dd_seat_letter(r->declarer),
					       '\0' }, NULL);
	}
	if (!same_play && r->result < 0 && record_tag_get(r, "Result"))
		record_tag_set(r, "Result", "?", NULL);
}

/* Whether path names the file the boards were read from. */
static int same_file(const char *path, const char *other)
{
	struct stat s1, s2;

	return other && stat(path, &s1) == 0 && stat(other, &s2) == 0 &&
	       s1.st_dev == s2.st_dev && s1.st_ino == s2.st_ino;
}

/* The board and the play so far: as PBN when the name ends with .pbn,
 * else as one line deal|strain|leader|played.  Written whole to a
 * temporary file beside it, then renamed over it. */
static void save_file(app *a, const char *path)
{
	int pbn = ends_with(path, ".pbn");
	dd_position pos;
	char line[DEAL_POSITION_SIZE], text[300], *tmp;
	record r;
	FILE *f;

	if (pbn && a->nboards > 1 && same_file(path, a->file)) {
		snprintf(text, sizeof text, "save: %.150s holds the %d boards "
			 "shown: save this one to another file", path,
			 a->nboards);
		say(a, 1, text);
		return;
	}
	f = util_atomic_open(path, &tmp);
	if (!f) {
		snprintf(text, sizeof text, "save: %.150s: %s", path,
			 strerror(errno));
		say(a, 1, text);
		return;
	}
	if (pbn) {
		record_init(&r);
		board_record(a, &r);
		pbn_write_header(f);
		pbn_write(f, &r);
		record_free(&r);
	} else {
		game_position(&a->g, &pos);
		deal_format_position(&pos, line);
		fprintf(f, "%s\n", line);
	}
	if (util_atomic_commit(f, tmp, path) < 0) {
		snprintf(text, sizeof text, "save: %.150s: %s", path,
			 strerror(errno));
		say(a, 1, text);
		return;
	}
	snprintf(text, sizeof text, "saved to %.150s%s", path,
		 pbn ? " (PBN: the board and the play so far)" : "");
	say(a, 0, text);
}

/* Runs a line of the command line; returns 1 to quit. */
static int run_command(app *a, const char *line)
{
	command c;
	char err[300];
	int i, k;

	a->msg[0] = '\0';
	if (command_parse(line, &c, err, sizeof err) < 0) {
		say(a, 1, err);
		return 0;
	}
	if (a->mode == MODE_QUIZ && c.kind != CMD_NONE && c.kind != CMD_QUIT &&
	    c.kind != CMD_HELP && c.kind != CMD_SAVE &&
	    c.kind != CMD_ANNOTATIONS) {
		say(a, 1, "not in a quiz: help, save, quit");
		return 0;
	}
	if (a->mode == MODE_PRACTICE &&
	    (c.kind == CMD_DEAL || c.kind == CMD_RANDOM || c.kind == CMD_LOAD ||
	     c.kind == CMD_CONTRACT || c.kind == CMD_DECLARER ||
	     c.kind == CMD_STRAIN)) {
		say(a, 1, "not in practice: 'ddplay practice' deals another "
			  "board");
		return 0;
	}
	switch (c.kind) {
	case CMD_HIDE:
		set_hidden(a, c.seats);
		return 0;
	case CMD_SHOW:
		set_hidden(a, 0);
		return 0;
	case CMD_ANNOTATIONS:
		set_annotations(a, c.count);
		return 0;
	case CMD_HINT:
		hint(a);
		return 0;
	case CMD_REVIEW:
		review_start(a);
		return 0;
	case CMD_NONE:
		return 0;
	case CMD_QUIT:
		return 1;
	case CMD_HELP:
		a->help = 2;
		return 0;
	case CMD_NEXT:
	case CMD_PREV:
		board_step(a, c.kind == CMD_NEXT ? 1 : -1);
		return 0;
	case CMD_DEAL:
		new_deal(a, &c.deal);
		return 0;
	case CMD_RANDOM:
		shuffle_fresh_deal(&c.deal);
		new_deal(a, &c.deal);
		return 0;
	case CMD_CONTRACT:
		set_contract(a, c.strain, c.declarer >= 0 ? c.declarer
							 : game_declarer(&a->g),
			     c.level);
		return 0;
	case CMD_DECLARER:
		set_contract(a, a->g.base.strain, c.declarer, a->level);
		return 0;
	case CMD_STRAIN:
		set_contract(a, c.strain, game_declarer(&a->g), a->level);
		return 0;
	case CMD_PLAY:
		if (a->table_state == 1) {
			say(a, 1, "computing the table for the contract: a "
				  "moment");
			return 0;
		}
		a->autoplay = 0;
		for (i = 0; i < c.ncards; i++) {
			char card[DEAL_CARD_SIZE], why[160];

			if (computer_seat(a, a->g.st.to_play)) {
				snprintf(err, sizeof err, "the computer plays "
					 "%s's cards",
					 SEAT_NAMES[a->g.st.to_play]);
				say(a, 1, err);
				break;
			}
			if (play_card(a, c.cards[i], why, sizeof why) < 0) {
				deal_format_card(c.cards[i], card);
				snprintf(err, sizeof err, "%s: %s", card, why);
				say(a, 1, err);
				break;
			}
		}
		moved(a);
		return 0;
	case CMD_UNDO:
	case CMD_REDO:
		for (k = 0; k < c.count; k++)
			if (!(c.kind == CMD_UNDO ? game_undo(&a->g)
						 : game_redo(&a->g)))
				break;
		if (k == 0)
			say(a, 1, c.kind == CMD_UNDO ? "nothing to take back"
						     : "nothing to play again");
		else
			moved(a);
		return 0;
	case CMD_TRICK: {
		int target = 4 * (c.count - 1);

		if (target > a->g.nline) {
			snprintf(err, sizeof err, "trick %d: not played yet",
				 c.count);
			say(a, 1, err);
			return 0;
		}
		while (a->g.nplayed > target && game_undo(&a->g))
			;
		while (a->g.nplayed < target && game_redo(&a->g))
			;
		moved(a);
		return 0;
	}
	case CMD_LOAD:
		load_file(a, c.path);
		return 0;
	case CMD_SAVE:
		save_file(a, c.path);
		return 0;
	case CMD_ACTUAL:
		to_actual(a);
		return 0;
	}
	return 0;
}

/* w and :annotations: the scores and judgements on or off (not while a
 * quiz question is open: they would give the answer). */
static void set_annotations(app *a, int on)
{
	if (a->mode == MODE_QUIZ && a->quiz_state != QUIZ_ANSWERED &&
	    a->quiz_state != QUIZ_OVER) {
		say(a, 1, "the scores come with the answer");
		return;
	}
	a->annotations = on;
	say(a, 0, on ? "annotations on: the scores beside the cards, the "
		       "double-dummy result, what each card did"
		     : "annotations off: the cards alone (w turns them on)");
}

/* :hide SEATS and :show. */
static void set_hidden(app *a, unsigned seats)
{
	char text[120];
	size_t len;
	int s;

	a->hidden = seats;
	if (!seats) {
		say(a, 0, "every hand shown");
		return;
	}
	len = (size_t)snprintf(text, sizeof text, "hidden:");
	for (s = 0; s < 4; s++)
		if ((seats >> s) & 1)
			len += (size_t)snprintf(text + len, sizeof text - len,
						" %s", SEAT_NAMES[s]);
	snprintf(text + len, sizeof text - len, " (and the table; :show "
		 "shows them)");
	say(a, 0, text);
}

/* The keys of a quiz other than those that choose a card: Enter and n
 * (the next position once answered), the help, the command line, the
 * panel, the numbers, q.  1 when the key was taken. */
static int quiz_key(app *a, int ch)
{
	if (a->pending_suit >= 0)
		return 0;
	switch (ch) {
	case 'q': case 'Q': case '?': case ':': case 'i': case 'I':
	case 'v': case 'V': case '\t': case KEY_BTAB: case KEY_LEFT:
	case KEY_RIGHT: case KEY_UP: case KEY_DOWN: case 27:
		return 0;       /* as usual */
	case 'w': case 'W':
		set_annotations(a, !a->annotations);
		return 1;
	case '\r': case '\n': case KEY_ENTER: case ' ':
		if (a->quiz_state == QUIZ_ASK)
			return 0;       /* the card under the cursor */
		quiz_next(a);
		return 1;
	case 'n': case 'N':
		quiz_next(a);
		return 1;
	}
	if (suit_of_key(ch) >= 0 || rank_of_key(ch) > 0)
		return 0;
	say(a, 1, "in a quiz: play the card you choose (Enter or n: the "
		  "next, q quits)");
	return 1;
}

/* Handles one key; returns 1 to quit. */
static int handle_key(app *a, int ch)
{
	dd_card legal[13];
	int n = app_legal_cards(a, legal), suit, rank;

	if (ch == KEY_RESIZE)
		return 0;
	if (ch == KEY_MOUSE) {
		MEVENT ev;

		/* a press or a click counts; releases and the rest do not */
		if (getmouse(&ev) != OK ||
		    !(ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
			return 0;
		if (a->help || a->autoplay) {
			a->help = 0;
			a->autoplay = 0;
			return 0;
		}
		a->msg[0] = '\0';
		a->pending_suit = -1;
		click(a, ev.y, ev.x);
		return 0;
	}
	if (a->autoplay) {
		a->autoplay = 0;
		say(a, 0, "play-out stopped");
		return 0;
	}
	if (a->help) {
		a->help = 0;
		return 0;
	}
	a->msg[0] = '\0';
	if (a->mode == MODE_QUIZ && quiz_key(a, ch))
		return ch == 'q' || ch == 'Q';

	if (a->pending_suit >= 0) {
		if (ch == 27) {
			a->pending_suit = -1;
			return 0;
		}
		rank = rank_of_key(ch);
		if (rank > 0) {
			play(a, DD_CARD(a->pending_suit, rank));
			return 0;
		}
		suit = suit_of_key(ch);
		if (suit >= 0) {
			a->pending_suit = suit;
			return 0;
		}
		a->pending_suit = -1;
		/* any other key: handled as usual below */
	}

	switch (ch) {
	case 'q': case 'Q':
		return 1;
	case '?':
		a->help = 1;
		return 0;
	case ':':
		cmdline_open();
		return 0;
	case 27:
		return 0;
	case '\t': case KEY_RIGHT:
		if (n)
			a->cursor = (a->cursor + 1) % n;
		return 0;
	case KEY_BTAB: case KEY_LEFT:
		if (n)
			a->cursor = (a->cursor + n - 1) % n;
		return 0;
	case KEY_DOWN:
		cursor_suit(a, 1);
		return 0;
	case KEY_UP:
		cursor_suit(a, -1);
		return 0;
	case '\r': case '\n': case KEY_ENTER: case ' ':
		if (a->cursor < n)
			play(a, legal[a->cursor]);
		else
			say(a, 1, "no card to play");
		return 0;
	case 'b': case 'B':
		if (a->mode == MODE_PRACTICE && !a->review &&
		    !computer_seat(a, a->g.st.to_play) &&
		    game_current_scores(&a->g)) {
			a->hints++;     /* a best card played for you */
			play_best(a);
			if (!a->msg[0]) {
				char text[80];

				snprintf(text, sizeof text, "hint %d: a best "
					 "card played for you", a->hints);
				say(a, 0, text);
			}
			return 0;
		}
		play_best(a);
		return 0;
	case 'w': case 'W':
		set_annotations(a, !a->annotations);
		return 0;
	case 'g': case 'G':
		hint(a);
		return 0;
	case 'e': case 'E':
		review_start(a);
		return 0;
	case 'o': case 'O':
		if (a->mode == MODE_PRACTICE && !a->review)
			say(a, 1, "in practice you play your cards yourself "
				  "(b plays a best one, as a hint)");
		else if (a->g.st.to_play < 0)
			say(a, 1, "the deal is over");
		else if (a->table_state == 1)
			say(a, 1, "computing the table for the contract: "
				  "a moment");
		else
			a->autoplay = 1;
		return 0;
	case 'v': case 'V':
		a->view = (a->view + 1) % VIEW_COUNT;
		return 0;
	case 'i': case 'I':
		a->panel = !board_panel_shown(a);
		return 0;
	case '[': case KEY_PPAGE:
		trick_step(a, -1);
		return 0;
	case ']': case KEY_NPAGE:
		trick_step(a, 1);
		return 0;
	case 'u': case 'U': case KEY_BACKSPACE: case 127: case 8:
		if (game_undo(&a->g)) {
			/* practice: back to a card of yours */
			while (a->g.nplayed > 0 &&
			       computer_seat(a, a->g.st.to_play))
				game_undo(&a->g);
			moved(a);
		} else {
			say(a, 1, "nothing to take back");
		}
		return 0;
	case 'r': case 'R':
		if (game_redo(&a->g))
			moved(a);
		else
			say(a, 1, "nothing to play again");
		return 0;
	case KEY_HOME:
		if (a->g.nplayed > 0) {
			while (game_undo(&a->g))
				;
			moved(a);
		}
		return 0;
	case KEY_END:
		if (a->g.nplayed < a->g.nline) {
			while (game_redo(&a->g))
				;
			moved(a);
		}
		return 0;
	case 'n': case 'N': case 'p': case 'P':
		board_step(a, ch == 'n' || ch == 'N' ? 1 : -1);
		return 0;
	case 'l': case 'L':
		to_actual(a);
		return 0;
	case 'm': case 'M':
		goto_mistake(a, ch == 'm' ? 1 : -1);
		return 0;
	}

	if (a->g.st.to_play < 0) {
		say(a, 1, "the deal is over: u takes cards back");
		return 0;
	}
	suit = suit_of_key(ch);
	if (suit >= 0) {
		a->pending_suit = suit;
		return 0;
	}
	rank = rank_of_key(ch);
	if (rank > 0) {
		suit = only_suit(a);
		if (suit >= 0) {
			play(a, DD_CARD(suit, rank));
		} else {
			char text[120];

			snprintf(text, sizeof text,
				 "%s can play more than one suit: type the "
				 "suit first (s h d c)",
				 SEAT_NAMES[a->g.st.to_play]);
			say(a, 1, text);
		}
		return 0;
	}
	if (ch >= 32 && ch < 127) {
		char text[80];

		snprintf(text, sizeof text, "unknown key '%c': ? shows the keys",
			 ch);
		say(a, 1, text);
	}
	return 0;
}

/* ---- the main loop ---------------------------------------------------- */

/* Waits for a key, a solver result or a signal; no busy loop: the timeout
 * only keeps the "solving" clock going. */
static void wait_input(app *a)
{
	struct pollfd fds[3];
	int solving = worker_busy(a->w), timeout = solving ? 500 : -1;

	/* playing out through scores already known: no wait for the solver */
	if (a->autoplay)
		timeout = solving ? 500 : 20;
	/* the computer's card, after its pause */
	if (computer_wait_ms(a) >= 0 &&
	    (timeout < 0 || computer_wait_ms(a) < timeout))
		timeout = computer_wait_ms(a);
	fds[0].fd = STDIN_FILENO;
	fds[0].events = POLLIN;
	fds[1].fd = worker_fd(a->w);
	fds[1].events = POLLIN;
	fds[2].fd = term_signal_fd();
	fds[2].events = POLLIN;
	if (poll(fds, 3, timeout) < 0 && errno != EINTR)
		usleep(100000);         /* should not happen; do not spin */
}

int ui_main(int argc, char **argv)
{
	app a;
	int status, sig = 0, quit = 0;

	memset(&a, 0, sizeof a);
	a.pending_suit = -1;
	a.panel = -1;
	status = parse_args(&a, argc, argv);
	if (status != 0) {
		free_boards(a.boards, a.nboards);
		return status;
	}
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, "ddplay: the interactive analyser needs a "
			"terminal (for the batch commands see 'ddplay "
			"--help')\n");
		free_boards(a.boards, a.nboards);
		return 2;
	}
	a.w = worker_new();
	if (!a.w) {
		fprintf(stderr, "ddplay: cannot start the solver: %s\n",
			strerror(errno));
		free_boards(a.boards, a.nboards);
		return 1;
	}
	if (term_open() < 0) {
		worker_free(a.w);
		free_boards(a.boards, a.nboards);
		return 2;
	}
	cmdline_init();
	a.annotations = 1;
	if (a.mode == MODE_QUIZ) {
		quiz_board(&a, 0);
	} else {
		load_board(&a, 0);
	}
	if (a.mode == MODE_PRACTICE) {
		/* the defenders' hands hidden, the judgements off */
		a.hidden |= game_declarer_side(&a.g) ? 0x5u : 0xau;
		a.annotations = 0;
		a.moved_at = util_seconds();
		say(&a, 0, "practice: you play declarer's and dummy's cards, "
			   "the computer defends");
	}
	while (!quit) {
		int ch;

		sig = term_pending_signal();
		if (sig)
			break;
		take_results(&a);
		step_autoplay(&a);
		step_computer(&a);
		quiz_step(&a);
		post_course(&a);
		post_table(&a);
		board_draw(&a, &a.hits);
		ch = getch();
		if (ch != ERR && cmdline_active()) {
			char *line;

			if (ch == KEY_MOUSE) {
				MEVENT ev;

				getmouse(&ev);  /* not for the prompt */
			} else if (cmdline_key(ch, &line)) {
				quit = run_command(&a, line);
				free(line);
			}
			continue;
		}
		if (ch != ERR) {
			quit = handle_key(&a, ch);
			continue;
		}
		wait_input(&a);
	}
	cmdline_end();
	term_close();
	worker_free(a.w);
	game_free(&a.g);
	free_boards(a.boards, a.nboards);
	if (sig)
		term_reraise(sig);
	return 0;
}
