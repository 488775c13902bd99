/*
 * options.c - the analyser's command line, see options.h.
 */
#include "options.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "model/command.h"
#include "model/deal.h"
#include "mode.h"
#include "session.h"
#include "model/shuffle.h"
#include "term.h"
#include "util/cli.h"

/* The analyser's own options (util/cli.h has the common ones). */
enum {
	O_DEAL, O_DECLARER, O_STRAIN, O_PLAYED, O_CONTRACT, O_HIDE, O_SEED,
	O_PAUSE, O_COUNT, O_MIN_TRICKS, O_TRIES, /* the values: from O_DEAL */
	O_PRACTICE, O_GENTLE
};

/* What each mode takes. */
static const cli_option ANALYSE_OPTIONS[] = {
	{ .name = "deal", .has_arg = 1, .id = O_DEAL },
	{ .name = "declarer", .has_arg = 1, .id = O_DECLARER },
	{ .name = "strain", .has_arg = 1, .id = O_STRAIN },
	{ .name = "played", .has_arg = 1, .id = O_PLAYED },
	{ .name = "contract", .has_arg = 1, .id = O_CONTRACT },
	{ .name = "hide", .has_arg = 1, .id = O_HIDE },
	{ .name = "practice", .id = O_PRACTICE },
	{ .name = "gentle", .id = O_GENTLE },
	{ .name = "seed", .has_arg = 1, .id = O_SEED },
	{ .name = "pause", .has_arg = 1, .id = O_PAUSE },
	{ .name = "tries", .has_arg = 1, .id = O_TRIES },
	{ 0 }
};
static const cli_option PRACTICE_OPTIONS[] = {
	{ .name = "strain", .has_arg = 1, .id = O_STRAIN },
	{ .name = "min-tricks", .has_arg = 1, .id = O_MIN_TRICKS },
	{ .name = "seed", .has_arg = 1, .id = O_SEED },
	{ .name = "gentle", .id = O_GENTLE },
	{ .name = "pause", .has_arg = 1, .id = O_PAUSE },
	{ .name = "tries", .has_arg = 1, .id = O_TRIES },
	{ 0 }
};
static const cli_option QUIZ_OPTIONS[] = {
	{ .name = "count", .has_arg = 1, .id = O_COUNT },
	{ .name = "seed", .has_arg = 1, .id = O_SEED },
	{ 0 }
};

/* The command line as given, checked afterwards. */
typedef struct {
	const char *value[O_TRIES + 1];         /* by O_ id */
	int practice, gentle;
	cli_spec spec;
	cli_args args;
} line;

static int take(void *data, int id, const char *v)
{
	line *l = data;

	if (id == O_PRACTICE)
		l->practice = 1;
	else if (id == O_GENTLE)
		l->gentle = 1;
	else
		l->value[id] = v;
	return 0;
}

/* Reads the command line of mode (MODE_ANALYSE: argv from ddplay's
 * first argument; the others: from the mode's name) into l: cli_parse()'s
 * result.  l->args is to cli_free(). */
static int read_line(int mode, int argc, char **argv, int quiet, line *l)
{
	memset(l, 0, sizeof *l);
	l->spec.cmd = mode == MODE_PRACTICE ? "practice" :
		      mode == MODE_QUIZ ? "quiz" : NULL;
	l->spec.common = CLI_COLOR | CLI_THREADS;
	l->spec.options = mode == MODE_PRACTICE ? PRACTICE_OPTIONS :
			  mode == MODE_QUIZ ? QUIZ_OPTIONS : ANALYSE_OPTIONS;
	l->spec.take = take;
	l->spec.data = l;
	l->spec.quiet = quiet;
	return cli_parse(&l->spec, argc, argv, &l->args);
}

/* The mode that ddplay's arguments ask for, and where its arguments
 * start (argv[*first] is their argv[0]). */
static int line_mode(int argc, char **argv, int *first)
{
	*first = 0;
	if (argc > 1 && strcmp(argv[1], "practice") == 0) {
		*first = 1;
		return MODE_PRACTICE;
	}
	if (argc > 1 && strcmp(argv[1], "quiz") == 0) {
		*first = 1;
		return MODE_QUIZ;
	}
	return MODE_ANALYSE;
}

int options_help_asked(int argc, char **argv)
{
	int first, mode = line_mode(argc, argv, &first), r;
	line l;

	r = read_line(mode, argc - first, argv + first, 1, &l);
	cli_free(&l.args);
	return r == CLI_HELP;
}

static int usage(const line *l, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static int usage(const line *l, const char *fmt, ...)
{
	char msg[DEAL_ERR_SIZE + 256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	cli_error(&l->spec, "%s", msg);
	return 2;
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
static int teach_options(app *a, const line *l)
{
	const char *seed = l->value[O_SEED], *pause = l->value[O_PAUSE];
	const char *count = l->value[O_COUNT];
	const char *min_tricks = l->value[O_MIN_TRICKS];
	char *end;
	unsigned long long v;
	double d;
	long n;

	if (seed) {
		errno = 0;
		v = strtoull(seed, &end, 10);
		if (errno || *end || end == seed || seed[0] == '-')
			return usage(l, "--seed: expected a number, not '%s'",
				     seed), -1;
		shuffle_seed(&a->teach.rng, (uint64_t)v);
	} else {
		shuffle_seed(&a->teach.rng, (uint64_t)time(NULL) * 2654435761u ^
			     (uint64_t)getpid());
	}
	a->teach.pause = 0.6;
	if (pause) {
		d = strtod(pause, &end);
		if (*end || end == pause || !(d >= 0 && d <= 10))
			return usage(l, "--pause: expected seconds, 0 to 10, not "
				     "'%s'", pause), -1;
		a->teach.pause = d;
	}
	a->quiz.count = 10;
	if (count) {
		n = strtol(count, &end, 10);
		if (*end || end == count || n < 1 || n > 1000)
			return usage(l, "--count: expected 1 to 1000, not '%s'",
				     count), -1;
		a->quiz.count = (int)n;
	}
	a->quiz.from = 9;       /* practice: the tricks wanted (default) */
	if (min_tricks) {
		n = strtol(min_tricks, &end, 10);
		if (*end || end == min_tricks || n < 7 || n > 13)
			return usage(l, "--min-tricks: expected 7 to 13, not "
				     "'%s'", min_tricks), -1;
		a->quiz.from = (int)n;
	}
	a->teach.slack = l->gentle;
	return 0;
}

int options_parse(app *a, int argc, char **argv)
{
	const char *deal, *declarer, *strain, *played, *file = NULL;
	const char *contract, *hide;
	char err[DEAL_ERR_SIZE];
	app_board b;
	int seat, practice, first, r;
	line l;

	/* ddplay practice ..., ddplay quiz ... */
	a->mode = line_mode(argc, argv, &first);
	r = read_line(a->mode, argc - first, argv + first, 0, &l);
	if (r == 0 && a->mode == MODE_PRACTICE && l.args.nfiles > 0)
		r = usage(&l, "no file ('%s'): it deals the cards itself",
			  l.args.files[0]);
	else if (r == 0 && l.args.nfiles > 1)
		r = usage(&l, "one file at a time: '%s'", l.args.files[1]);
	if (r == 0 && l.args.nfiles == 1)
		file = l.args.files[0];
	cli_free(&l.args);
	if (r == CLI_HELP)      /* main.c answers --help before */
		return 0;
	if (r != 0)
		return 2;
	deal = l.value[O_DEAL];
	declarer = l.value[O_DECLARER];
	strain = l.value[O_STRAIN];
	played = l.value[O_PLAYED];
	contract = l.value[O_CONTRACT];
	hide = l.value[O_HIDE];
	practice = l.practice;
	term_color_mode(l.args.color == CLI_COLOR_ALWAYS ? TERM_COLOR_ALWAYS :
			l.args.color == CLI_COLOR_NEVER ? TERM_COLOR_NEVER :
			TERM_COLOR_AUTO);
	if (l.args.threads)
		a->sv.threads = l.args.threads;
	if (l.value[O_TRIES] && cli_number(l.value[O_TRIES], 1, 1000000000L,
					   &a->tries) < 0)
		return usage(&l, "--tries: expected a number, 1 to 1000000000, "
			     "not '%s'", l.value[O_TRIES]);
	if (teach_options(a, &l) < 0)
		return 2;
	if (hide && command_parse_seats(hide, &a->teach.hidden) < 0)
		return usage(&l, "--hide: expected seat letters, as in '--hide "
			     "EW', not '%s'", hide);
	if (practice && !deal)
		return usage(&l, "%s", "--practice goes with --deal (or: ddplay "
			     "practice, on a random deal)");
	if (practice && played)
		return usage(&l, "%s", "--practice starts at the opening lead: no "
			     "--played with it");
	if (a->mode == MODE_PRACTICE) {
		int want = -1;

		if (strain && deal_parse_strain(strain, &want, err,
						sizeof err) < 0)
			return usage(&l, "--strain: %s", err);
		return practice_board(a, want);
	}
	if (a->mode == MODE_QUIZ && !file) {
		/* random deals, made as it goes (teachmode.c) */
		memset(&b, 0, sizeof b);
		record_init(&b.rec);
		session_add_board(a, &b);
		return 0;
	}
	/* what only a practice or a random deal uses: refused elsewhere,
	 * not ignored */
	if (!practice && (l.gentle || l.value[O_PAUSE]))
		return usage(&l, "%s goes with --practice (and --deal), or: "
			     "ddplay practice", l.gentle ? "--gentle"
			     : "--pause");
	if (a->mode == MODE_ANALYSE && !practice && l.value[O_SEED] &&
	    (file || deal))
		return usage(&l, "--seed goes with a random deal (no file, "
			     "no --deal) or with --practice");
	if (practice)
		a->mode = MODE_PRACTICE;
	if (file && (deal || declarer || strain || played || contract))
		return usage(&l, "'%s': a file or --deal, not both", file);
	if (!deal && (declarer || strain || played || contract))
		return usage(&l, "%s", "--declarer, --strain, --contract and "
			     "--played go with --deal");
	if (contract && strain)
		return usage(&l, "%s", "--contract names the strain: no --strain "
			     "with it");
	if (file) {
		a->file = file;
		return session_read_file(a, file, stderr) <= 0 ? 1 : 0;
	}

	memset(&b, 0, sizeof b);
	record_init(&b.rec);
	if (deal) {
		if (deal_parse(deal, &b.deal, err, sizeof err) < 0)
			return usage(&l, "--deal: %s", err);
		b.declarer = DD_SOUTH;
		b.strain = DD_NOTRUMP;
		if (declarer && deal_parse_seat(declarer, &seat, "declarer",
						err, sizeof err) < 0)
			return usage(&l, "%s", err);
		if (declarer)
			b.declarer = seat;
		if (strain && deal_parse_strain(strain, &b.strain, err,
						sizeof err) < 0)
			return usage(&l, "%s", err);
		if (contract) {
			/* "3N", "4S", "4S by N": as the contract command */
			command c;

			if (command_parse_args(CMD_CONTRACT, "contract",
					       contract, &c, err,
					       sizeof err) < 0)
				return usage(&l, "--%s", err);
			if (c.declarer >= 0 && declarer && c.declarer != seat)
				return usage(&l, "%s", "--contract and --declarer "
					     "name different declarers");
			b.strain = c.strain;
			b.level = c.level;
			if (c.declarer >= 0)
				b.declarer = c.declarer;
		}
		if (played && deal_parse_played(played, b.played, &b.nplayed,
						err, sizeof err) < 0)
			return usage(&l, "--played: %s", err);
		if (check_board(&b) < 0)
			return 2;
		/* as a line of a file: the cards played are the actual play,
		 * and the board opens after them */
		b.nactual = b.nplayed;
		memcpy(b.actual, b.played, (size_t)b.nplayed);
		b.rec.has_deal = 1;
		b.rec.deal = b.deal;
		if (!declarer && !strain && !contract && !played) {
			/* no contract named: its best, as :deal and a
			 * random deal (session.c finds it first) */
			b.strain = -1;
			b.declarer = -1;
		}
		b.rec.strain = b.strain;
		b.rec.declarer = b.declarer;
		b.rec.level = b.level > 0 ? b.level : -1;
		b.rec.nplayed = b.nplayed;
		memcpy(b.rec.played, b.played, (size_t)b.nplayed);
	} else {
		/* from --seed when given, else from the clock */
		shuffle_deal(&a->teach.rng, &b.deal);
		b.random = 1;
		b.strain = -1;
		b.declarer = -1;
		b.rec.has_deal = 1;
		b.rec.deal = b.deal;
	}
	session_add_board(a, &b);
	return 0;
}

