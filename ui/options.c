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

#include "batch/batch.h"
#include "model/command.h"
#include "model/deal.h"
#include "mode.h"
#include "session.h"
#include "model/shuffle.h"
#include "term.h"

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
		shuffle_seed(&a->teach.rng, (uint64_t)v);
	} else {
		shuffle_seed(&a->teach.rng, (uint64_t)time(NULL) * 2654435761u ^
			     (uint64_t)getpid());
	}
	a->teach.pause = 0.6;
	if (pause) {
		d = strtod(pause, &end);
		if (*end || end == pause || !(d >= 0 && d <= 10))
			return usage("--pause: expected seconds, 0 to 10, not "
				     "'%s'", pause), -1;
		a->teach.pause = d;
	}
	a->quiz.count = 10;
	if (count) {
		n = strtol(count, &end, 10);
		if (*end || end == count || n < 1 || n > 1000)
			return usage("--count: expected 1 to 1000, not '%s'",
				     count), -1;
		a->quiz.count = (int)n;
	}
	a->quiz.from = 9;       /* practice: the tricks wanted (default) */
	if (min_tricks) {
		n = strtol(min_tricks, &end, 10);
		if (*end || end == min_tricks || n < 7 || n > 13)
			return usage("--min-tricks: expected 7 to 13, not "
				     "'%s'", min_tricks), -1;
		a->quiz.from = (int)n;
	}
	a->teach.slack = gentle;
	return 0;
}

int options_parse(app *a, int argc, char **argv)
{
	const char *deal = NULL, *declarer = NULL, *strain = NULL;
	const char *played = NULL, *file = NULL, *contract = NULL;
	const char *hide = NULL, *seed = NULL, *pause = NULL, *count = NULL;
	const char *min_tricks = NULL, *threads = NULL;
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

		if (strncmp(argv[i], "--color", 7) == 0 &&
		    (argv[i][7] == '=' || argv[i][7] == '\0')) {
			/* plain --color: always, as for the batch commands */
			const char *when = argv[i][7] == '=' ? argv[i] + 8 :
					   "always";
			int mode = batch_color_mode(when);

			if (mode < 0)
				return usage("--color wants auto, always or "
					     "never, not '%s'", when);
			term_color_mode(mode == BATCH_COLOR_ALWAYS ?
					TERM_COLOR_ALWAYS :
					mode == BATCH_COLOR_NEVER ?
					TERM_COLOR_NEVER : TERM_COLOR_AUTO);
			continue;
		}
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
		else if (strcmp(argv[i], "--threads") == 0)
			opt = &threads;
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
	if (threads) {
		char *end;
		long n = strtol(threads, &end, 10);

		if (!*threads || *end || n < 1 || n > 1024)
			return usage("--threads: expected a number of threads, "
				     "1 or more, not '%s'", threads);
		a->sv.threads = (int)n;
	}
	if (hide && command_parse_seats(hide, &a->teach.hidden) < 0)
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
		/* random deals, made as it goes (teachmode.c) */
		memset(&b, 0, sizeof b);
		record_init(&b.rec);
		session_add_board(a, &b);
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
		return session_read_file(a, file, stderr) <= 0 ? 1 : 0;
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
			command c;

			if (command_parse_args(CMD_CONTRACT, "contract",
					       contract, &c, err,
					       sizeof err) < 0)
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

