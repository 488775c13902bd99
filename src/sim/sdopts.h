/*
 * sdopts.h - the options of `ddplay sd` (sdcmd.h): read from the command
 * line and checked, with its --help.
 */
#ifndef SDOPTS_H
#define SDOPTS_H

#include <stdint.h>

#define SD_DEFAULT_DEALS 200
#define SD_DEFAULT_TRIES 20000000L

enum { OUT_READABLE, OUT_LINES, OUT_JSON };

typedef struct {
	const char *spec[4];
	long ndeals;
	const char *deals_file;
	uint64_t seed;
	long max_tries;
	int jobs;
	int card;               /* --card N, -1 when not given */
	int level;              /* --level N, 0 when not given */
	int output;
	int show_deals;
	int deal_only;          /* --deal-only: the layouts, not solved */
	int seed_given, tries_given;
	const char *calls;      /* --auction CALLS, or NULL */
	int dealer;             /* --dealer, -1 when not given */
	int no_auction;         /* --no-auction: a board's auction unused */
	int restricted;         /* SDLAYOUT_RC_* (sdlayout.h): honours by
				 * default, --restricted-choice all,
				 * --no-restricted-choice none */
	int restricted_given;   /* one of those options given */
	const char *file;       /* -o FILE; NULL: standard output */
	int nfiles;
	char **files;
} sd_opts;

/* Reads the options of argv (argv[0] "sd") into o: 0 when good, 1 after
 * --help (printed), -1 on a usage error (reported).  o->files is
 * malloc'd. */
int sd_parse_options(int argc, char **argv, sd_opts *o);

#endif
