/*
 * sdopts.c - the options of `ddplay sd`, see sdopts.h.
 */
#define _GNU_SOURCE 1
#include "sdopts.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "handspec.h"
#include "model/deal.h"
#include "sd.h"
#include "sdlayout.h"
#include "util/cli.h"
#include "util/util.h"

static const char *const SEAT_OPTS[4] = {
	"--north", "--east", "--south", "--west"
};

static const char USAGE[] =
	"ddplay sd [--deals N | --deals FILE] [--seed S] [-j N] "
	"[--card N]\n"
	"                 [--north SPEC] [--east SPEC] [--south SPEC] "
	"[--west SPEC]\n"
	"                 [--level N] [--auction CALLS [--dealer SEAT] | "
	"--no-auction]\n"
	"                 [--lines | --json] [--show-deals | --deal-only] "
	"[-o FILE]\n"
	"                 [--tries N] [--restricted-choice | "
	"--no-restricted-choice]\n"
	"                 [FILE...]";

static void sd_help(void)
{
	printf("usage: %s\n\n", USAGE);
	printf("For each position (deal|strain|leader|played lines, PBN or "
	       "LIN boards;\nno FILE or - reads standard input), deals "
	       "layouts of the cards the seat\nto play cannot see (its own "
	       "hand, dummy once the lead is faced and the\ncards played "
	       "are seen; declarer's view when dummy is to play), solves\n"
	       "every legal card on each double dummy and prints, best "
	       "first, the tricks\nits side takes in the whole deal on "
	       "average (95%% interval), the %% of\nlayouts where it makes "
	       "(declarer's side) or sets (defence) the contract,\nand the "
	       "card's double-dummy result on the real deal.\n"
	       "  --deals N         layouts to deal (default %d)\n"
	       "  --deals FILE      the layouts of FILE instead (one "
	       "position: deals in the\n"
	       "                    line format, fields after a | ignored; "
	       "the --show-deals\n"
	       "                    output of sd or lead; - for standard "
	       "input)\n"
	       "  --seed S          the generator's seed (default: from the "
	       "clock, printed)\n"
	       "  -j N              solve in N threads (default: one a CPU; "
	       "same results)\n"
	       "  --card N          a board's play stopped after card N (0: "
	       "the opening lead)\n"
	       "  --north SPEC ...  what a hand's thirteen cards hold "
	       "(docs/lead.md)\n"
	       "  --level N         the contract's level where the input "
	       "has none (lines)\n"
	       "  --auction CALLS   the auction ('1N P 3N P P P', with "
	       "--dealer SEAT or found\n"
	       "                    from the declarer): specs for the "
	       "hidden hands\n"
	       "                    (docs/auction.md); a board's own "
	       "auction is used unless\n"
	       "                    --no-auction; --north ... add to it, "
	       "'=SPEC' replaces it\n"
	       "  --lines, --json   machine-readable output\n"
	       "  --show-deals      the layouts too (--json: \"deals\")\n"
	       "  --deal-only       print the layouts (position lines) "
	       "instead of solving them\n"
	       "  -o FILE           the results written to FILE, whole or "
	       "not at all\n"
	       "  --tries N         give up dealing after N layouts tried "
	       "(default %ld), or\n"
	       "                    after %ld without one that fits\n"
	       "  --restricted-choice  keep a layout with 1/k for each card "
	       "a hidden hand\n"
	       "                    played, k its equal cards then (QJ "
	       "dropping the Q: 1/2);\n"
	       "                    by default only honours (the ten up) "
	       "dropped under a\n"
	       "                    higher card; with this option every card"
	       ", leads and\n"
	       "                    small cards too\n"
	       "  --no-restricted-choice  every layout as likely, whatever "
	       "was played\n"
	       "Ctrl-C stops the solving and prints the figures so far.  "
	       "docs/sd.md.\n", SD_DEFAULT_DEALS, SD_DEFAULT_TRIES,
	       SDLAYOUT_FIRST_TRIES);
}

static const cli_spec SD_SPEC;

static int sd_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int sd_usage(const char *fmt, ...)
{
	char msg[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return cli_error(&SD_SPEC, "%s", msg);
}

/* sd's own options (cli.h has the common ones): the ids. */
enum {
	SO_NORTH, SO_EAST, SO_SOUTH, SO_WEST,   /* the seats, in order */
	SO_DEALS, SO_SEED, SO_TRIES, SO_CARD, SO_LEVEL, SO_SHOW_DEALS,
	SO_DEAL_ONLY,
	SO_AUCTION, SO_DEALER, SO_NO_AUCTION, SO_RESTRICTED, SO_NO_RESTRICTED
};

static const cli_option SD_OPTIONS[] = {
	{ .name = "deals", .has_arg = 1, .id = SO_DEALS },
	{ .name = "seed", .has_arg = 1, .id = SO_SEED },
	{ .name = "tries", .has_arg = 1, .id = SO_TRIES },
	{ .name = "card", .has_arg = 1, .id = SO_CARD },
	{ .name = "level", .has_arg = 1, .id = SO_LEVEL },
	{ .name = "north", .has_arg = 1, .id = SO_NORTH },
	{ .name = "east", .has_arg = 1, .id = SO_EAST },
	{ .name = "south", .has_arg = 1, .id = SO_SOUTH },
	{ .name = "west", .has_arg = 1, .id = SO_WEST },
	{ .name = "show-deals", .id = SO_SHOW_DEALS },
	{ .name = "deal-only", .id = SO_DEAL_ONLY },
	{ .name = "auction", .has_arg = 1, .id = SO_AUCTION },
	{ .name = "dealer", .has_arg = 1, .id = SO_DEALER },
	{ .name = "no-auction", .id = SO_NO_AUCTION },
	{ .name = "restricted-choice", .id = SO_RESTRICTED },
	{ .name = "no-restricted-choice", .id = SO_NO_RESTRICTED },
	{ 0 }
};

static int take_option(void *data, int id, const char *v)
{
	sd_opts *o = data;
	long n;

	switch (id) {
	case SO_NORTH:
	case SO_EAST:
	case SO_SOUTH:
	case SO_WEST: {
		handspec h;
		char e[HANDSPEC_ERR_SIZE];

		/* one spec a hand: a second would replace the first */
		if (o->spec[id]) {
			char a[DEAL_QUOTE_SIZE], b[DEAL_QUOTE_SIZE];

			deal_quote(o->spec[id], strlen(o->spec[id]), a,
				   sizeof a);
			deal_quote(v, strlen(v), b, sizeof b);
			return sd_usage("%s given twice: one spec a hand, its "
					"clauses joined by commas (%s '%s, "
					"%s')", SEAT_OPTS[id], SEAT_OPTS[id], a,
					b);
		}
		/* "=SPEC": instead of the auction's */
		handspec_init(&h);
		if (handspec_parse(v + (v[0] == '='), &h, e, sizeof e) < 0)
			return sd_usage("%s: %s", SEAT_OPTS[id], e);
		o->spec[id] = v;
		return 0;
	}
	case SO_DEALS:
		switch (cli_count_or_file(v, SDLAYOUT_MAX, &o->ndeals,
					  &o->deals_file)) {
		case -1:
			return sd_usage("--deals wants 1 to %ld layouts, not "
					"'%s'", SDLAYOUT_MAX, v);
		case -2:
			return sd_usage("--deals wants a number of layouts or "
					"a file");
		}
		return 0;
	case SO_SEED: {
		unsigned long long seed;

		if (cli_seed(v, &seed) < 0)
			return sd_usage("--seed wants a whole number, not "
					"'%s'", v);
		o->seed = seed;
		o->seed_given = 1;
		return 0;
	}
	case SO_TRIES:
		if (cli_number(v, 1, 1000000000L, &o->max_tries) < 0)
			return sd_usage("--tries wants a number, 1 to "
					"1000000000, not '%s'", v);
		o->tries_given = 1;
		return 0;
	case SO_CARD:
		if (cli_number(v, 0, 51, &n) < 0)
			return sd_usage("--card wants a card's number in the "
					"play, 0 to 51, not '%s'", v);
		o->card = (int)n;
		return 0;
	case SO_LEVEL:
		if (cli_number(v, 1, 7, &n) < 0)
			return sd_usage("--level wants 1 to 7, not '%s'", v);
		o->level = (int)n;
		return 0;
	case SO_DEAL_ONLY:
		o->deal_only = 1;
		return 0;
	case SO_SHOW_DEALS:
		o->show_deals = 1;
		return 0;
	case SO_AUCTION:
		o->calls = v;
		return 0;
	case SO_DEALER: {
		char e[DEAL_ERR_SIZE];

		if (deal_parse_seat(v, &o->dealer, "dealer", e, sizeof e) < 0)
			return sd_usage("--dealer: %s", e);
		return 0;
	}
	case SO_NO_AUCTION:
		o->no_auction = 1;
		return 0;
	case SO_RESTRICTED:
	case SO_NO_RESTRICTED:
		if (o->restricted_given)
			return sd_usage("--restricted-choice and "
					"--no-restricted-choice go alone");
		o->restricted = id == SO_RESTRICTED ? SDLAYOUT_RC_ALL :
			SDLAYOUT_RC_NONE;
		o->restricted_given = 1;
		return 0;
	}
	return 0;
}

static const cli_spec SD_SPEC = {
	.cmd = "sd",
	.usage = USAGE,
	.common = CLI_JOBS | CLI_OUTPUT | CLI_JSON | CLI_LINES,
	.options = SD_OPTIONS,
	.take = take_option,
};

int sd_parse_options(int argc, char **argv, sd_opts *o)
{
	cli_spec spec = SD_SPEC;
	cli_args a;
	int r, i;

	memset(o, 0, sizeof *o);
	o->ndeals = SD_DEFAULT_DEALS;
	o->max_tries = SD_DEFAULT_TRIES;
	o->card = -1;
	o->dealer = -1;
	o->restricted = SDLAYOUT_RC_HONOURS;
	spec.data = o;
	r = cli_parse(&spec, argc, argv, &a);
	if (r == 0 && a.lines && a.json)
		r = sd_usage("--lines and --json go alone");
	if (r == 0 && o->deal_only && a.lines + a.json + o->show_deals > 0)
		r = sd_usage("--deal-only prints the layouts alone: not with "
			     "%s", a.lines ? "--lines" : a.json ? "--json" :
			     "--show-deals (the layouts after the figures)");
	if (r == 0 && o->calls && o->no_auction)
		r = sd_usage("--auction and --no-auction go alone");
	/* a seed or tries that would change nothing: said, not ignored */
	if (r == 0 && o->deals_file && (o->seed_given || o->tries_given))
		r = sd_usage("%s is for dealing layouts; --deals %s "
			     "reads them", o->seed_given ? "--seed" :
			     "--tries", o->deals_file);
	if (r == 0 && o->deals_file && o->restricted_given)
		r = sd_usage("%s is about the layouts dealt; --deals %s "
			     "reads them", o->restricted == SDLAYOUT_RC_ALL ?
			     "--restricted-choice" : "--no-restricted-choice",
			     o->deals_file);
	/* layouts read are taken as they are: nothing weighs them */
	if (r == 0 && o->deals_file)
		o->restricted = SDLAYOUT_RC_NONE;
	if (r == 0 && o->dealer >= 0 && !o->calls)
		r = sd_usage("--dealer goes with --auction");
	/* standard input is read once: the layouts or the positions */
	if (r == 0 && o->deals_file && !strcmp(o->deals_file, "-")) {
		int stdin_positions = a.nfiles == 0;

		for (i = 0; i < a.nfiles; i++)
			stdin_positions |= !strcmp(a.files[i], "-");
		if (stdin_positions)
			r = sd_usage("--deals - reads the layouts from standard "
				     "input: the positions come from a FILE");
	}
	if (r == CLI_HELP)
		sd_help();
	if (r != 0) {
		cli_free(&a);
		return r;
	}
	o->output = a.lines ? OUT_LINES : a.json ? OUT_JSON : OUT_READABLE;
	o->file = a.output;
	o->jobs = cli_jobs(&a, 0, SD_MAX_JOBS);
	o->files = xcalloc((size_t)a.nfiles + 1, sizeof *o->files);
	for (i = 0; i < a.nfiles; i++)
		o->files[i] = a.files[i];
	o->nfiles = a.nfiles;
	cli_free(&a);
	if (!o->seed_given) {
		struct timespec ts;

		clock_gettime(CLOCK_REALTIME, &ts);
		o->seed = ((uint64_t)ts.tv_sec * 1000003u ^
			   (uint64_t)ts.tv_nsec ^ (uint64_t)getpid()) %
			  1000000000u;
		/* printed, so that the layouts can be dealt again: the
		 * readable output and --json have it, --lines has no field
		 * for it */
		if (o->output == OUT_LINES && !o->deals_file)
			fprintf(stderr, "ddplay sd: --seed %llu (from the "
				"clock)\n", (unsigned long long)o->seed);
	}
	return 0;
}
