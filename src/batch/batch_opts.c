/*
 * batch_opts.c - the batch commands' options (batch_int.h): their usage
 * and --help, the options each command allows, and analyse --sd's.
 */
#include "batch.h"
#include "batch_int.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "formats/source.h"
#include "util/cli.h"
#include "util/util.h"

#define MAX_JOBS 64

static const char *synopsis(const char *cmd)
{
	if (strcmp(cmd, "trace") == 0)
		return "ddplay trace [--lines | --json [-o FILE]] [--cards] "
		       "[-j N] [--quiet]\n                    [FILE...]";
	if (strcmp(cmd, "solve") == 0)
		return "ddplay solve [--lines | --json [-o FILE]] [-j N] "
		       "[--threads N]\n                    [--quiet] [FILE...]";
	if (strcmp(cmd, "analyse") == 0)
		return "ddplay analyse [--json [-o FILE]] [-j N] [--quiet] "
		       "[FILE...]\n"
		       "       ddplay analyse --sd | --sd-all [--deals N] "
		       "[--seed S] [--no-auction]\n"
		       "                      [--tries N] [--judge tricks|contract] "
		       "[--json [-o FILE]]\n"
		       "                      [-j N] [FILE...]\n"
		       "       ddplay analyse --summary [--lines | --json] "
		       "[-o FILE] [-j N] [--quiet]\n"
		       "                             [--sd | --sd-all] "
		       "[FILE...]";
	return "ddplay table [--lines | --json | --pbn [-o FILE]] "
	       "[--dealer X]\n                    [--vul V] [-j N] "
	       "[--threads N] [--quiet] [FILE...]";
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
		       "  --dealer X  the dealer for par (N, E, S or W), "
		       "instead of the board's\n"
		       "  --vul V     the vulnerability for par (None, NS, "
		       "EW or All), instead of\n"
		       "              the board's\n"
		       "  --threads N solve each deal's strains in N threads, "
		       "2 at most (with -j,\n              N a board)\n");
	else if (strcmp(cmd, "solve") == 0)
		printf("For each position (deal|strain|leader|played, or a "
		       "board of a PBN or LIN\nfile: its contract and the "
		       "cards played), prints every legal card with the\n"
		       "tricks the side to play takes with it.\n"
		       "  --threads N score each new position (a new deal or "
		       "strain) with N\n              threads, 2 at most "
		       "(the same scores; with -j, N a board)\n");
	else if (strcmp(cmd, "analyse") == 0)
		printf("A post-mortem of each board with a play record: the "
		       "contract, the result,\nthe double-dummy result "
		       "before the opening lead, every card that changed\n"
		       "it (what it cost or gave away, and the right "
		       "card(s)), and a summary per side.\n"
		       "  --summary   the whole session instead: per player "
		       "and partnership, the\n              tricks lost as "
		       "declarer, on defence and by the opening lead\n"
		       "              ('ddplay analyse --summary --help')\n"
		       "  --lines     with --summary: the machine-readable "
		       "form\n"
		       "  --sd        each decision of declarer's side "
		       "(declarer's and dummy's\n              cards) with "
		       "its single-dummy figures and the best card's: a\n"
		       "              single-dummy error, or unlucky "
		       "(docs/sd.md)\n"
		       "  --sd-all    the same for every seat's cards\n"
		       "  --deals N   with --sd: layouts a position "
		       "(default %d)\n"
		       "  --seed S    with --sd: the generator's seed "
		       "(default: from the clock,\n              printed)\n"
		       "  --no-auction  with --sd: the board's auction not "
		       "used as constraints\n"
		       "  --tries N   with --sd: give up dealing a position's "
		       "layouts after N tried\n              (default %ld)\n"
		       "  --judge tricks|contract  with --sd: a card judged on "
		       "its tricks\n              (matchpoints) or on making "
		       "or setting the contract (IMPs);\n              default: "
		       "by the board's Scoring, else tricks\n"
		       "  -j N        with --sd: threads solving a position's "
		       "layouts (default one\n              a CPU), one "
		       "board at a time\n", ASD_DEFAULT_DEALS, ASD_TRIES);
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
	printf("  --json      one JSON object a board, on one line\n"
	       "  -o FILE     with --json%s: write to FILE (whole or not "
	       "at all) instead\n              of standard output; -o - "
	       "is standard output\n",
	       strcmp(cmd, "table") == 0 ? " or --pbn" : "");
	printf("  -j N        solve N boards at a time, in N threads, at "
	       "most one a CPU\n              (output in input order)\n"
	       "  --quiet     no progress line on a terminal (standard "
	       "error)\n"
	       "  --color=WHEN  colour the readable results: auto (on a "
	       "terminal, unless\n              NO_COLOR is set), always "
	       "or never\n"
	       "FILE '-' or none reads standard input.  Files may be in "
	       "the line format, PBN\nor LIN (BBO), whatever their names.  "
	       "Formats: docs/formats.md.\n");
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

/* analyse --sd's options, with OPT_SD in their ids. */
enum { SD_ALL = 0x2000, SD_DEALS = 0x4000, SD_SEED = 0x8000,
       SD_NO_AUCTION = 0x10000, SD_TRIES = 0x20000, SD_JUDGE = 0x40000 };

/* The batch commands' own options (cli.h has the common ones); the id is
 * the OPT_ flag. */
static const cli_option OWN_OPTIONS[] = {
	{ .name = "cards", .id = OPT_CARDS },
	{ .name = "stats", .id = OPT_STATS },
	{ .name = "quiet", .id = OPT_QUIET },
	{ .name = "pbn", .id = OPT_PBN },
	{ .name = "dealer", .has_arg = 1, .id = OPT_BOARD | 0x1000 },
	{ .name = "vul", .has_arg = 1, .id = OPT_BOARD },
	{ .name = "sd", .id = OPT_SD },
	{ .name = "sd-all", .id = OPT_SD | SD_ALL },
	{ .name = "deals", .has_arg = 1, .id = OPT_SD | SD_DEALS },
	{ .name = "seed", .has_arg = 1, .id = OPT_SD | SD_SEED },
	{ .name = "no-auction", .id = OPT_SD | SD_NO_AUCTION },
	{ .name = "tries", .has_arg = 1, .id = OPT_SD | SD_TRIES },
	{ .name = "judge", .has_arg = 1, .id = OPT_SD | SD_JUDGE },
	{ 0 }
};

/* What take_option() needs: the options being filled, what the command
 * allows, and the spec for the messages. */
typedef struct {
	options *o;
	cli_spec spec;
	cli_option own[sizeof OWN_OPTIONS / sizeof OWN_OPTIONS[0]];
	const char *sd_option;  /* an option of --sd's given, or NULL */
	int sd_seed_given;
} parsing;

static int take_option(void *data, int id, const char *v)
{
	parsing *p = data;
	options *o = p->o;
	int flag = id & ~0x1000;

	if (id & (SD_ALL | SD_DEALS | SD_SEED | SD_NO_AUCTION | SD_TRIES |
		  SD_JUDGE)) {
		long n;

		if (id & SD_ALL) {
			o->sd.all = 1;
			o->flags |= OPT_SD;
			return 0;
		}
		if (id & SD_DEALS) {
			p->sd_option = "--deals";
			if (cli_number(v, 1, 1000000, &n) < 0)
				return cli_error(&p->spec, "--deals wants a "
						 "number of layouts, 1 to "
						 "1000000, not '%s'", v);
			o->sd.deals = n;
		} else if (id & SD_SEED) {
			p->sd_option = "--seed";
			if (asd_parse_seed(v, &o->sd.seed) < 0)
				return cli_error(&p->spec, "--seed wants a "
						 "whole number, not '%s'", v);
			p->sd_seed_given = 1;
		} else if (id & SD_TRIES) {
			p->sd_option = "--tries";
			if (cli_number(v, 1, 1000000000L, &n) < 0)
				return cli_error(&p->spec, "--tries wants a "
						 "number, 1 to 1000000000, "
						 "not '%s'", v);
			o->sd.tries = n;
		} else if (id & SD_JUDGE) {
			p->sd_option = "--judge";
			o->sd.judge = asd_parse_judge(v);
			if (o->sd.judge < 0)
				return cli_error(&p->spec, "--judge wants "
						 "tricks or contract, not "
						 "'%s'", v);
		} else {
			p->sd_option = "--no-auction";
			o->sd.no_auction = 1;
		}
		return 0;
	}
	if (id == (OPT_BOARD | 0x1000)) {
		const char *c = strchr("NESWnesw", v[0]);

		if (v[0] == '\0' || !c || v[1] != '\0')
			return cli_error(&p->spec, "--dealer wants N, E, S or "
					 "W, not '%s'", v);
		o->dealer = (int)(c - "NESWnesw") & 3;
	} else if (id == OPT_BOARD) {
		o->vul = parse_vul(v);
		if (o->vul < 0)
			return cli_error(&p->spec, "--vul wants None, NS, EW "
					 "or All, not '%s'", v);
	}
	o->flags |= flag;
	return 0;
}

/* 0 when the options are good, 1 when help was asked for, -1 on a usage
 * error (reported).  allowed is a set of OPT_ flags. */
int batch_parse_options(int argc, char **argv, int allowed, options *o)
{
	parsing p;
	cli_args a;
	int r, i, n = 0;
	char ro_name[4096];

	memset(o, 0, sizeof *o);
	o->cmd = argv[0];
	o->threads = 1;
	o->dealer = o->vul = -1;
	o->sd.deals = ASD_DEFAULT_DEALS;
	memset(&p, 0, sizeof p);
	p.o = o;
	/* the command's own options: those it allows */
	for (i = 0; OWN_OPTIONS[i].name; i++)
		if ((OWN_OPTIONS[i].id & ~0x1000 & 0xfff &
		     (allowed | OPT_STATS | OPT_QUIET)))
			p.own[n++] = OWN_OPTIONS[i];
	p.spec.cmd = o->cmd;
	p.spec.usage = synopsis(o->cmd);
	p.spec.common = CLI_JOBS | CLI_COLOR |
			(allowed & OPT_LINES ? CLI_LINES : 0) |
			(allowed & OPT_JSON ? CLI_JSON : 0) |
			(allowed & OPT_OUTPUT ? CLI_OUTPUT : 0) |
			(allowed & OPT_THREADS ? CLI_THREADS : 0);
	p.spec.options = p.own;
	p.spec.take = take_option;
	p.spec.data = &p;
	r = cli_parse(&p.spec, argc, argv, &a);
	/* the operands stay with o, for the command's life */
	o->files = a.files;
	o->nfiles = a.nfiles;
	if (r == CLI_HELP) {
		command_help(o->cmd);
		return 1;
	}
	if (r < 0)
		return -1;
	o->flags |= (a.lines ? OPT_LINES : 0) | (a.json ? OPT_JSON : 0) |
		    (a.jobs ? OPT_JOBS : 0) | (a.output ? OPT_OUTPUT : 0) |
		    (a.threads ? OPT_THREADS : 0);
	o->output = a.output;
	if (a.threads)
		o->threads = a.threads;
	if ((o->flags & OPT_PBN) && (o->flags & OPT_LINES))
		return cli_error(&p.spec, "--lines and --pbn do not go "
				 "together");
	if ((o->flags & OPT_JSON) && (o->flags & (OPT_LINES | OPT_PBN)))
		return cli_error(&p.spec, "--json and %s do not go together",
				 o->flags & OPT_LINES ? "--lines" : "--pbn");
	/* naming the outputs this command has (analyse, solve and trace
	 * have no --pbn) */
	if (o->output && !(o->flags & (OPT_PBN | OPT_JSON)))
		return cli_error(&p.spec, "-o is for %s output (-o - for "
				 "standard output)", allowed & OPT_PBN ?
				 "--pbn output and --json" : "--json");
	/* as :save: PBN is not put in a file named as a LIN file */
	if (o->output && (o->flags & OPT_PBN) &&
	    source_read_only_name(o->output, ro_name, sizeof ro_name))
		return cli_error(&p.spec, "-o %s%s%s: %s is read, not "
				 "written: --pbn writes PBN (name the file "
				 ".pbn)", o->output, strcmp(ro_name,
				 o->output) ? ", a link to " : "",
				 strcmp(ro_name, o->output) ? ro_name : "",
				 source_read_only_format(o->output));
	/* Colour for readable results, never in a machine format. */
	o->color_out = !(o->flags & (OPT_LINES | OPT_PBN | OPT_JSON |
				     OPT_CARDS)) &&
		       batch_color_wanted(a.color == CLI_COLOR_ALWAYS ?
					  BATCH_COLOR_ALWAYS :
					  a.color == CLI_COLOR_NEVER ?
					  BATCH_COLOR_NEVER : BATCH_COLOR_AUTO,
					  o->output ? NULL : stdout);
	if (p.sd_option && !(o->flags & OPT_SD))
		return cli_error(&p.spec, "%s goes with --sd", p.sd_option);
	if (o->flags & OPT_SD) {
		/* one board at a time, its layouts in -j N threads (without
		 * -j: one a CPU, as ddplay sd); the seed printed */
		o->sd.jobs = cli_jobs(&a, 0, MAX_JOBS);
		o->jobs = 1;
		if (!p.sd_seed_given)
			o->sd.seed = asd_clock_seed();
		return 0;
	}
	/* without -j: DDPLAY_THREADS, else one thread */
	o->jobs = cli_jobs(&a, 1, MAX_JOBS);
	return 0;
}
