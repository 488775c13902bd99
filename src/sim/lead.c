/*
 * lead.c - `ddplay lead`, see lead.h: the options and the run.  The
 * layouts come from leaddeal.c, are solved by leadsolve.c (threads, the
 * table while solving), tallied by leadset.c, the tables printed by
 * leadout.c.
 *
 * Every layout is dealt first, from the seed, and only then solved: the
 * threads take the layouts in any order but the results are kept per
 * layout, so that -j N gives exactly the figures of one thread.
 */
#define _GNU_SOURCE 1
#include "lead.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "model/deal.h"
#include "auction.h"
#include "handspec.h"
#include "lead_int.h"
#include "leaddeal.h"
#include "leadsolve.h"
#include "util/cli.h"
#include "util/util.h"

#define LEAD_DEFAULT_DEALS 1000
/* Dealing gives up after this many layouts tried (leaddeal.h). */
#define LEAD_DEFAULT_TRIES 20000000L

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };
static const char *const SEAT_OPTS[4] = {
	"--north", "--east", "--south", "--west"
};

/* ---- options ---------------------------------------------------------- */

static const char USAGE[] =
	"ddplay lead --hand 'W:KT32.Q9743.QT2.Q' --contract 4S "
	"[--declarer S]\n"
	"                   [--north SPEC] [--east SPEC] [--south SPEC] "
	"[--west SPEC]\n"
	"                   [--auction CALLS [--dealer SEAT]]\n"
	"                   [--deals N | --deals FILE] [--seed S] [-j N]\n"
	"                   [--lines | --json] [-o FILE] "
	"[--show-deals | --deal-only]\n"
	"                   [--tries N]\n"
	"       ddplay lead [--no-auction] [--north SPEC] ... [--deals N] "
	"[--seed S]\n"
	"                   [-j N] [--lines | --json] [-o FILE] "
	"[--show-deals]\n"
	"                   [--tries N] FILE...";

static void lead_help(void)
{
	printf("usage: %s\n\n", USAGE);
	printf("Deals layouts of the three hands the leader cannot see, "
	       "fitting what the\nauction said about them, solves every "
	       "opening lead on each double dummy,\nand compares the "
	       "leads: average tricks for the defence (with a 95%%\n"
	       "interval), %% of layouts where the contract is set, %% "
	       "where the lead costs a\ntrick against the best lead of "
	       "the layout, matchpoints (with a 95%% interval),\nand pairwise.\n"
	       "  --hand SEAT:HAND  the leader's hand; the seat may be left "
	       "out with --declarer\n"
	       "  --contract C      level and strain: 4S, 3N (X, XX and "
	       "'by S' allowed)\n"
	       "  --declarer SEAT   declarer (default: the leader's right)\n"
	       "  --north SPEC ...  what a hand holds: 'hcp 15-17, "
	       "balanced', 'spades 5+,\n"
	       "                    hcp 6-9', controls, semibalanced, "
	       "unbalanced, shape 4432,\n"
	       "                    has SA HK (docs/lead.md); added to the "
	       "auction's, or\n"
	       "                    instead with '=SPEC'\n"
	       "  --auction CALLS   the auction: '1N P 3N P P P' gives each "
	       "hand its specs\n"
	       "                    (Standard American, docs/auction.md); "
	       "the contract too\n"
	       "  --dealer SEAT     who dealt (default: found from the "
	       "declarer)\n"
	       "  --deals N         layouts to deal (default %d)\n"
	       "  --deals FILE      the layouts of FILE instead (deals in "
	       "the line format, PBN\n"
	       "                    or LIN boards, the --show-deals output "
	       "of lead or sd; -\n"
	       "                    for standard input)\n"
	       "  --seed S          the generator's seed (default: from the "
	       "clock, printed)\n"
	       "  -j N              solve in N threads (default: one a CPU; "
	       "same results)\n"
	       "  --lines, --json   machine-readable output\n"
	       "  -o FILE           the results written to FILE, whole or "
	       "not at all (- for\n"
	       "                    standard output)\n"
	       "  --show-deals      the layouts too, after the figures "
	       "(--json: \"deals\")\n"
	       "  --deal-only       print the layouts (line format) instead "
	       "of solving them\n"
	       "  --tries N         give up dealing after N layouts tried "
	       "(default %ld), or\n"
	       "                    after %ld without one that fits\n"
	       "  --no-auction      FILE...: the boards' auctions not used\n"
	       "With FILE... (PBN, LIN, BBO forum tags or handviewer links), "
	       "the lead problem\nof each board: the leader's hand (the "
	       "one or more given), the board's\ncontract and auction.\n"
	       "On a terminal the table is shown while solving.  Ctrl-C "
	       "stops the solving and\nprints the figures so far.\n",
	       LEAD_DEFAULT_DEALS, LEAD_DEFAULT_TRIES, SDLAYOUT_FIRST_TRIES);
}


static const cli_spec LEAD_SPEC;

static int lead_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int lead_usage(const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return cli_error(&LEAD_SPEC, "%s", msg);
}

/* "4S", "3NT", "4SX", "4S by N": 0, or -1. */
static int parse_contract(const char *text, lead_opts *o, int *by)
{
	char buf[32], e[DEAL_ERR_SIZE], *p;
	size_t n;
	int x;

	*by = -1;
	if (strlen(text) >= sizeof buf || text[0] < '1' || text[0] > '7')
		return -1;
	strcpy(buf, text);
	p = strstr(buf, " by ");
	if (!p)
		p = strstr(buf, " BY ");
	if (p) {
		*p = '\0';
		if (deal_parse_seat(p + 4, by, "declarer", e, sizeof e) < 0)
			return -1;
	}
	n = strlen(buf);
	/* doubled or redoubled: X or XX, no more */
	for (x = 0; x < 2 && n > 2 && (buf[n - 1] == 'X' || buf[n - 1] == 'x');
	     x++)
		buf[--n] = '\0';
	o->doubled = x;
	o->level = buf[0] - '0';
	return deal_parse_strain(buf + 1, &o->strain, e, sizeof e);
}

/* The leader's hand "W:KT32.Q9743.QT2.Q" (seat optional): 0, or -1. */
static int parse_hand(const char *text, lead_opts *o, int *seat)
{
	char buf[128], e[DEAL_ERR_SIZE];
	dd_deal d;
	int suit, n = 0;

	*seat = -1;
	if (text[0] && text[1] == ':' && strchr("NESWnesw", text[0])) {
		*seat = (int)(strchr("NESW", text[0] & ~0x20) - "NESW");
		text += 2;
	} else if (text[0] && text[1] == ':') {
		lead_usage("--hand '%s': bad seat '%c': expected N, E, S or W",
			   text, text[0]);
		return -1;
	}
	if (snprintf(buf, sizeof buf, "N:%s ... ... ...", text) >=
	    (int)sizeof buf || strchr(text, ' ') || !*text) {
		lead_usage("--hand '%s': one hand, as in W:KT32.Q9743.QT2.Q",
			   text);
		return -1;
	}
	if (deal_parse(buf, &d, e, sizeof e) < 0) {
		lead_usage("--hand: %s", e + (strncmp(e, "bad deal: ", 10) ?
						0 : 10));
		return -1;
	}
	for (suit = 0; suit < 4; suit++) {
		o->d.hand[suit] = d.hand[DD_NORTH][suit];
		n += __builtin_popcount(o->d.hand[suit]);
	}
	if (n != 13) {
		lead_usage("--hand '%s' holds %d card%s, not 13", text, n,
			   n == 1 ? "" : "s");
		return -1;
	}
	return 0;
}


/* --auction CALLS [--dealer SEAT]: the auction read (the dealer from
 * --dealer, else from the declarer known so far), the contract and
 * declarer it reaches checked against --contract and --declarer, or
 * taken from it.  0, or -1 (reported). */
static int lead_auction(lead_opts *o, const char *calls, const char *dealer,
			int has_contract, int hand_seat)
{
	static auction auc;     /* large: not on the stack */
	char e[AUCTION_ERR_SIZE], q[AUCTION_QUOTE_SIZE];
	const char *shown;      /* the calls as messages quote them */
	int d = -1, known = o->declarer, level, strain, doubled, by;

	if (dealer && deal_parse_seat(dealer, &d, "dealer", e, sizeof e) < 0)
		return lead_usage("--dealer: %s", e);
	if (known < 0 && hand_seat >= 0)
		known = (hand_seat + 3) % 4;
	shown = auction_quote(calls, q);
	if (auction_parse_for(calls, d, known, &auc, e, sizeof e) < 0)
		return lead_usage("--auction '%s': %s", shown, e);
	if (auction_contract(&auc, &level, &strain, &doubled, &by) < 0)
		return lead_usage("--auction '%s': nobody bids, nobody leads",
				  shown);
	if (has_contract && (level != o->level || strain != o->strain))
		return lead_usage("--auction '%s' ends in %d%s, --contract "
				  "says %d%s", shown, level,
				  strain == DD_NOTRUMP ? "NT" :
				  (const char[]) { "SHDC"[strain], '\0' },
				  o->level, o->strain == DD_NOTRUMP ? "NT" :
				  (const char[]) { "SHDC"[o->strain], '\0' });
	if (o->declarer >= 0 && o->declarer != by)
		return lead_usage("--auction '%s' makes %s declarer, not %s",
				  shown, SEAT_NAMES[by],
				  SEAT_NAMES[o->declarer]);
	o->level = level;
	o->strain = strain;
	if (!has_contract)
		o->doubled = doubled;
	o->declarer = by;
	o->auc = &auc;
	return 0;
}

/* The spec of each hand: --north ... with the auction's (the leader's
 * own calls left out: the leader's hand is known), as text for the
 * output.  0, or -1 (reported). */
static int lead_specs(lead_opts *o)
{
	const char *user[4];
	int seat;

	memcpy(user, o->d.spec_text, sizeof user);
	for (seat = 0; seat < 4; seat++) {
		char e[AUCTION_ERR_SIZE];

		if (!o->auc && !user[seat])
			continue;
		if (auction_spec(seat == o->d.leader ? NULL : o->auc, seat,
				 user[seat], &o->d.spec[seat], o->spec_buf[seat],
				 sizeof o->spec_buf[seat], e, sizeof e) < 0)
			return lead_usage("%s: %s", SEAT_OPTS[seat], e);
		o->d.spec_text[seat] = o->spec_buf[seat][0] ?
				       o->spec_buf[seat] : NULL;
	}
	/* named when no layout fits them */
	auction_spec_sources(o->auc, "--auction", user, o->d.spec_text,
			     0xfu & ~(1u << o->d.leader), o->sources,
			     sizeof o->sources);
	o->d.sources = o->sources;
	return 0;
}

/* lead's own options (cli.h has the common ones): the ids. */
enum {
	LO_NORTH, LO_EAST, LO_SOUTH, LO_WEST,   /* the seats, in order */
	LO_HAND, LO_CONTRACT, LO_DECLARER, LO_DEALS, LO_SEED, LO_TRIES,
	LO_SHOW_DEALS, LO_AUCTION, LO_DEALER, LO_DEAL_ONLY, LO_NO_AUCTION
};

static const cli_option LEAD_OPTIONS[] = {
	{ .name = "hand", .has_arg = 1, .id = LO_HAND },
	{ .name = "contract", .has_arg = 1, .id = LO_CONTRACT },
	{ .name = "auction", .has_arg = 1, .id = LO_AUCTION },
	{ .name = "dealer", .has_arg = 1, .id = LO_DEALER },
	{ .name = "declarer", .has_arg = 1, .id = LO_DECLARER },
	{ .name = "north", .has_arg = 1, .id = LO_NORTH },
	{ .name = "east", .has_arg = 1, .id = LO_EAST },
	{ .name = "south", .has_arg = 1, .id = LO_SOUTH },
	{ .name = "west", .has_arg = 1, .id = LO_WEST },
	{ .name = "deals", .has_arg = 1, .id = LO_DEALS },
	{ .name = "seed", .has_arg = 1, .id = LO_SEED },
	{ .name = "tries", .has_arg = 1, .id = LO_TRIES },
	{ .name = "show-deals", .id = LO_SHOW_DEALS },
	{ .name = "deal-only", .id = LO_DEAL_ONLY },
	{ .name = "no-auction", .id = LO_NO_AUCTION },
	{ 0 }
};

/* What the options give before they are checked together. */
typedef struct {
	lead_opts *o;
	const char *hand, *contract, *decl;
	const char *calls, *dealer;     /* --auction, --dealer */
	int seed_given, tries_given, show_deals, deal_only;
} lead_line;

static int take_option(void *data, int id, const char *v)
{
	lead_line *l = data;
	lead_opts *o = l->o;
	char e[HANDSPEC_ERR_SIZE];
	long n;

	switch (id) {
	case LO_NORTH:
	case LO_EAST:
	case LO_SOUTH:
	case LO_WEST:
		/* one spec a hand: a second would replace the first */
		if (o->d.spec_text[id]) {
			char a[DEAL_QUOTE_SIZE], b[DEAL_QUOTE_SIZE];

			deal_quote(o->d.spec_text[id],
				   strlen(o->d.spec_text[id]), a, sizeof a);
			deal_quote(v, strlen(v), b, sizeof b);
			return lead_usage("%s given twice: one spec a hand, its "
					  "clauses joined by commas (%s '%s, "
					  "%s')", SEAT_OPTS[id], SEAT_OPTS[id],
					  a, b);
		}
		/* "=SPEC": instead of the auction's (lead_specs()) */
		if (handspec_parse(v + (v[0] == '='), &o->d.spec[id], e,
				   sizeof e) < 0)
			return lead_usage("%s: %s", SEAT_OPTS[id], e);
		o->d.spec_text[id] = v;
		o->replaced[id] = v[0] == '=';
		return 0;
	case LO_HAND:
		l->hand = v;
		return 0;
	case LO_CONTRACT:
		l->contract = v;
		return 0;
	case LO_DECLARER:
		l->decl = v;
		return 0;
	case LO_AUCTION:
		l->calls = v;
		return 0;
	case LO_DEALER:
		l->dealer = v;
		return 0;
	case LO_DEALS:
		switch (cli_count_or_file(v, LEADDEAL_MAX, &o->d.ndeals,
					  &o->d.deals_file)) {
		case -1:
			return lead_usage("--deals wants 1 to %ld layouts, "
					  "not '%s'", LEADDEAL_MAX, v);
		case -2:
			return lead_usage("--deals wants a number of layouts "
					  "or a file");
		}
		return 0;
	case LO_SEED: {
		unsigned long long seed;

		if (cli_seed(v, &seed) < 0)
			return lead_usage("--seed wants a whole number, not "
					  "'%s'", v);
		o->d.seed = seed;
		l->seed_given = 1;
		return 0;
	}
	case LO_TRIES:
		if (cli_number(v, 1, 1000000000L, &n) < 0)
			return lead_usage("--tries wants a number, 1 to "
					  "1000000000, not '%s'", v);
		o->d.max_tries = n;
		l->tries_given = 1;
		return 0;
	case LO_SHOW_DEALS:
		l->show_deals = 1;
		return 0;
	case LO_DEAL_ONLY:
		l->deal_only = 1;
		return 0;
	case LO_NO_AUCTION:
		o->no_auction = 1;
		return 0;
	}
	return 0;
}

static const cli_spec LEAD_SPEC = {
	.cmd = "lead",
	.usage = USAGE,
	.common = CLI_JOBS | CLI_OUTPUT | CLI_JSON | CLI_LINES,
	.options = LEAD_OPTIONS,
	.take = take_option,
};

static int lead_common(lead_opts *o, const lead_line *lp, cli_args *a);

/* 0 when good, 1 after --help, -1 on a usage error (reported). */
static int parse_options(int argc, char **argv, lead_opts *o)
{
	const char *hand, *contract, *decl, *calls, *dealer;
	char q[AUCTION_QUOTE_SIZE];
	cli_spec spec = LEAD_SPEC;
	lead_line l;
	cli_args a;
	int seat, by, hand_seat, r, from_auction;

	memset(o, 0, sizeof *o);
	o->d.ndeals = LEAD_DEFAULT_DEALS;
	o->d.max_tries = LEAD_DEFAULT_TRIES;
	o->d.report = stderr;
	for (seat = 0; seat < 4; seat++)
		handspec_init(&o->d.spec[seat]);
	memset(&l, 0, sizeof l);
	l.o = o;
	spec.data = &l;
	r = cli_parse(&spec, argc, argv, &a);
	if (r == 0 && a.nfiles > 0 && l.hand)
		r = lead_usage("--hand goes without FILE ('%s'): the leader's "
			       "hand is the board's then", a.files[0]);
	if (r == 0 && a.nfiles > 0 && (l.contract || l.decl || l.calls ||
				       l.dealer))
		r = lead_usage("%s goes without FILE ('%s'): the board's is "
			       "used", l.contract ? "--contract" : l.decl ?
			       "--declarer" : l.calls ? "--auction" :
			       "--dealer", a.files[0]);
	if (r == 0 && a.nfiles > 0 && o->d.deals_file)
		r = lead_usage("--deals FILE goes without FILE ('%s'): its "
			       "layouts are one problem's", a.files[0]);
	if (r == 0 && a.nfiles > 0 && l.deal_only)
		r = lead_usage("--deal-only goes without FILE ('%s'): it "
			       "prints one problem's layouts", a.files[0]);
	if (r == 0 && a.nfiles == 0 && o->no_auction)
		r = lead_usage("--no-auction goes with FILE...: the boards' "
			       "auctions");
	if (r == 0 && a.lines + a.json > 1)
		r = lead_usage("--lines and --json go alone");
	if (r == 0 && l.deal_only && a.lines + a.json + l.show_deals > 0)
		r = lead_usage("--deal-only prints the layouts alone: not with "
			       "%s", a.lines ? "--lines" : a.json ? "--json" :
			       "--show-deals (the layouts after the figures)");
	if (r == CLI_HELP)
		lead_help();
	if (r != 0) {
		cli_free(&a);
		return r;
	}
	o->output = a.lines ? OUT_LINES : a.json ? OUT_JSON :
		    l.deal_only ? OUT_DEALS : OUT_READABLE;
	o->show_deals = l.show_deals;
	o->file = a.output;
	o->jobs = a.jobs;
	if (a.nfiles > 0) {
		o->nfiles = a.nfiles;
		o->files = xmalloc((size_t)a.nfiles * sizeof *o->files);
		memcpy(o->files, a.files, (size_t)a.nfiles *
		       sizeof *o->files);
	}
	cli_free(&a);
	hand = l.hand;
	contract = l.contract;
	decl = l.decl;
	calls = l.calls;
	dealer = l.dealer;
	if (o->nfiles > 0) {
		/* each board's hand, contract and auction (leadfile.c); the
		 * user's specs kept as given, added to each board's */
		memcpy(o->user, o->d.spec_text, sizeof o->user);
		return lead_common(o, &l, &a);
	}
	if (!hand)
		return lead_usage("--hand is needed: the leader's hand (or "
				  "FILE..., boards of lead problems)");
	if (!contract && !calls)
		return lead_usage("--contract is needed, as in 4S or 3N (or "
				  "--auction)");
	if (dealer && !calls)
		return lead_usage("--dealer goes with --auction");
	if (parse_hand(hand, o, &hand_seat) < 0)
		return -1;
	by = -1;
	if (contract && parse_contract(contract, o, &by) < 0)
		return lead_usage("--contract wants a level and a strain, as "
				  "in 4S, 3N or '4H by E', not '%s'",
				  contract);
	o->declarer = by;
	if (decl) {
		char e[DEAL_ERR_SIZE];
		int d;

		if (deal_parse_seat(decl, &d, "declarer", e, sizeof e) < 0)
			return lead_usage("--declarer: %s", e);
		if (by >= 0 && by != d)
			return lead_usage("--contract says %s declares, "
					  "--declarer %s", SEAT_NAMES[by],
					  SEAT_NAMES[d]);
		o->declarer = d;
	}
	/* the declarer the auction makes, when nothing else said who */
	from_auction = calls && o->declarer < 0;
	if (calls && lead_auction(o, calls, dealer, contract != NULL,
				  hand_seat) < 0)
		return -1;
	if (o->declarer < 0 && hand_seat < 0)
		return lead_usage("whose lead?  Give the seat with the hand "
				  "(--hand W:...) or --declarer");
	if (o->declarer < 0)
		o->declarer = (hand_seat + 3) % 4;
	o->d.leader = (o->declarer + 1) % 4;
	if (hand_seat >= 0 && hand_seat != o->d.leader && from_auction)
		return lead_usage("--auction '%s'%s%s makes %s declarer, so "
				  "%s leads, but --hand gives %s's hand",
				  auction_quote(calls, q), dealer ? " with --dealer " : "",
				  dealer ? SEAT_NAMES[o->auc->dealer] : "",
				  SEAT_NAMES[o->declarer],
				  SEAT_NAMES[o->d.leader],
				  SEAT_NAMES[hand_seat]);
	if (hand_seat >= 0 && hand_seat != o->d.leader)
		return lead_usage("%s leads against %s as declarer, but "
				  "--hand gives %s's hand",
				  SEAT_NAMES[o->d.leader],
				  SEAT_NAMES[o->declarer],
				  SEAT_NAMES[hand_seat]);
	/* a seed or tries that would change nothing: said, not ignored */
	if (o->d.deals_file && (l.seed_given || l.tries_given))
		return lead_usage("%s is for dealing layouts; --deals %s "
				  "reads them", l.seed_given ? "--seed" :
				  "--tries", o->d.deals_file);
	if (lead_specs(o) < 0)
		return -1;
	if (o->d.spec_text[o->d.leader] &&
	    !handspec_match(&o->d.spec[o->d.leader], o->d.hand))
		return lead_usage("%s '%s': the leader's hand (--hand) does "
				  "not fit it", SEAT_OPTS[o->d.leader],
				  o->d.spec_text[o->d.leader]);
	return lead_common(o, &l, &a);
}

/* What is checked and set the same with --hand and with FILE...: the
 * threads, and the seed when none is given.  0, or -1 (reported). */
static int lead_common(lead_opts *o, const lead_line *l, cli_args *a)
{
	/* without -j: DDPLAY_THREADS, else a thread a CPU */
	a->jobs = o->jobs;
	o->jobs = cli_jobs(a, 0, LEAD_MAX_JOBS);
	if (!l->seed_given) {
		struct timespec ts;

		clock_gettime(CLOCK_REALTIME, &ts);
		o->d.seed = ((uint64_t)ts.tv_sec * 1000003u ^
			   (uint64_t)ts.tv_nsec ^ (uint64_t)getpid()) %
			  1000000000u;
		/* printed, so that the layouts can be dealt again: the
		 * readable output and --json have it, --lines has no field
		 * for it */
		if (o->output == OUT_LINES && !o->d.deals_file)
			fprintf(stderr, "ddplay lead: --seed %llu (from the "
				"clock)\n", (unsigned long long)o->d.seed);
	}
	return 0;
}

static void on_sigint(int sig)
{
	(void)sig;
	lead_interrupted = 1;
}

static void print_deals(FILE *f, const leaddeal_layouts *l)
{
	long i;

	for (i = 0; i < l->n; i++) {
		char text[DEAL_TEXT_SIZE];

		deal_format(&l->deals[i], text);
		fprintf(f, "%s\n", text);
	}
}

int lead_main(int argc, char **argv)
{
	lead_opts o;
	leaddeal_layouts l;
	struct sigaction sa, old;
	int status = 0, printed = 0;
	FILE *out = stdout;
	char *tmp = NULL;       /* -o: util_atomic_open()'s temporary file */
	long i;

	i = parse_options(argc, argv, &o);
	if (i != 0) {   /* --help to a full disk: a write error, status 1 */
		free(o.files);
		return i > 0 ? util_output_end("lead", stdout, NULL, NULL) < 0 : 2;
	}
	memset(&l, 0, sizeof l);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old);
	if (!o.nfiles &&
	    (o.d.deals_file ? leaddeal_read(&o.d, &l, &lead_interrupted) :
	     leaddeal_deal(&o.d, &l, &lead_interrupted)) < 0) {
		free(l.deals);
		return 1;
	}
	if (!o.nfiles && lead_interrupted) {
		fprintf(stderr, "ddplay lead: interrupted before solving\n");
		free(l.deals);
		return 130;
	}
	/* (lead reads no input without FILE: --hand) */
	if ((o.nfiles && util_output_is_input(o.file, o.nfiles, o.files)) ||
	    util_same_file(o.file, o.d.deals_file)) {
		free(l.deals);
		free(o.files);
		return util_output_refused("lead", o.file, "the figures");
	}
	if (o.file) {
		/* Interrupted, the temporary file goes too: the handlers
		 * first, so that none comes between the file and them. */
		util_atomic_cleanup_on_signals();
		out = util_atomic_open(o.file, &tmp);
		if (!out) {
			fprintf(stderr, "ddplay lead: %s: cannot write: %s\n",
				o.file, util_atomic_why(errno));
			free(l.deals);
			free(o.files);
			return 1;
		}
		/* Ctrl-C stays this command's: the figures so far */
		sigaction(SIGINT, &sa, NULL);
	}
	if (o.nfiles) {
		status = lead_files(&o, out, &printed);
		free(o.files);
		/* nothing answered (every board refused, or Ctrl-C before
		 * any): FILE is left as it was, as sd leaves it */
		if (o.file && !printed) {
			util_atomic_abort(out, tmp);
			fprintf(stderr, "ddplay lead: nothing answered: %s not "
				"written\n", o.file);
		} else if (util_output_end("lead", out, tmp, o.file) < 0) {
			status = 1;
		}
		sigaction(SIGINT, &old, NULL);
		return status;
	}
	if (o.output == OUT_DEALS) {
		if (o.auc) {
			/* the constraints used, where the layouts alone are
			 * printed: on standard error, as a notice */
			char used[8192];

			lead_auction_used(&o, used, sizeof used);
			fprintf(stderr, "ddplay lead: Auction: %s\n", used);
		}
		print_deals(out, &l);
		free(l.deals);
		sigaction(SIGINT, &old, NULL);
		return util_output_end("lead", out, tmp, o.file) == 0 &&
		       !l.bad ? 0 : 1;
	}
	status = lead_answer(&o, &l, out, NULL, NULL);
	if (status < 0) {
		if (o.file)
			util_atomic_abort(out, tmp);
		free(l.deals);
		return 1;
	}
	if (util_output_end("lead", out, tmp, o.file) < 0 && status != 130)
		status = 1;
	sigaction(SIGINT, &old, NULL);
	free(l.deals);
	return status;
}
