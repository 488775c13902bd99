/*
 * lead.c - `ddplay lead`, see lead.h: the options, the layouts (dealt or
 * read), and the solving threads.  The tables are printed by leadout.c.
 *
 * Every layout is dealt first, from the seed, and only then solved: the
 * threads take the layouts in any order but the results are kept per
 * layout, so that -j N gives exactly the figures of one thread.
 */
#define _GNU_SOURCE 1
#include "lead.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "deal.h"
#include "handspec.h"
#include "lineio.h"
#include "shuffle.h"
#include "util.h"

#define LEAD_DEFAULT_DEALS 1000
#define LEAD_MAX_DEALS 1000000L
#define LEAD_MAX_JOBS 64
/* Rejection sampling gives up after this many tries in all, or after
 * LEAD_FIRST_TRIES without a single layout fitting. */
#define LEAD_DEFAULT_TRIES 20000000L
#define LEAD_FIRST_TRIES 1000000L

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };
static const char *const SEAT_OPTS[4] = {
	"--north", "--east", "--south", "--west"
};

/* ---- leads and tallies ------------------------------------------------ */

void lead_set_make(const uint16_t hand[4], lead_set *ls)
{
	int suit, rank;

	memset(ls, 0, sizeof *ls);
	memset(ls->group, -1, sizeof ls->group);
	for (suit = 0; suit < 4; suit++) {
		int prev = 0;

		for (rank = 14; rank >= 2; rank--) {
			dd_card c = DD_CARD(suit, rank);
			int g;

			if (!(hand[suit] >> rank & 1)) {
				prev = 0;
				continue;
			}
			if (!prev) {
				if (ls->n == LEAD_MAX)
					return;     /* not 13 cards */
				ls->first[ls->n++] = c;
			}
			g = ls->n - 1;
			ls->cards[g][ls->ncards[g]++] = c;
			ls->group[c] = (int8_t)g;
			prev = 1;
		}
	}
}

void lead_format(const lead_set *ls, int lead, int utf8, char *out,
		 size_t size)
{
	static const char *const symbols[4] = {
		"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"
	};
	int suit = DD_SUIT(ls->first[lead]), i;
	size_t len;

	snprintf(out, size, "%s", utf8 ? symbols[suit] : (const char[]) {
		 "SHDC"[suit], '\0' });
	for (i = 0; i < ls->ncards[lead]; i++) {
		len = strlen(out);
		if (len + 3 > size)
			return;
		if (i)
			out[len++] = '/';
		out[len++] = deal_rank_char(DD_RANK(ls->cards[lead][i]));
		out[len] = '\0';
	}
}

void lead_tally_add(lead_tally *t, int nleads, const int8_t *tricks)
{
	int i, j, best = 0;

	for (i = 0; i < nleads; i++)
		if (tricks[i] > best)
			best = tricks[i];
	for (i = 0; i < nleads; i++) {
		t->sum[i] += tricks[i];
		t->sumsq[i] += tricks[i] * tricks[i];
		t->set[i] += tricks[i] >= t->need;
		t->cost[i] += tricks[i] < best;
		for (j = 0; j < nleads; j++)
			t->beats[i][j] += tricks[i] > tricks[j];
	}
	t->n++;
}

/* ---- options ---------------------------------------------------------- */

static const char USAGE[] =
	"usage: ddplay lead --hand 'W:KT32.Q9743.QT2.Q' --contract 4S "
	"[--declarer S]\n"
	"                   [--north SPEC] [--east SPEC] [--south SPEC] "
	"[--west SPEC]\n"
	"                   [--deals N | --deals FILE] [--seed S] [-j N]\n"
	"                   [--lines | --json] [--show-deals] [--tries N]\n";

static void lead_help(void)
{
	printf("%s\n", USAGE);
	printf("Deals layouts of the three hands the leader cannot see, "
	       "fitting what the\nauction said about them, solves every "
	       "opening lead on each double dummy,\nand compares the "
	       "leads: average tricks for the defence (with a 95%%\n"
	       "interval), %% of layouts where the contract is set, %% "
	       "where the lead costs a\ntrick against the best lead of "
	       "the layout, matchpoints, and pairwise.\n"
	       "  --hand SEAT:HAND  the leader's hand; the seat may be left "
	       "out with --declarer\n"
	       "  --contract C      level and strain: 4S, 3N (X, XX and "
	       "'by S' allowed)\n"
	       "  --declarer SEAT   declarer (default: the leader's right)\n"
	       "  --north SPEC ...  what a hand holds: 'hcp 15-17, "
	       "balanced', 'spades 5+,\n"
	       "                    hcp 6-9', controls, semibalanced, "
	       "unbalanced, shape 4432,\n"
	       "                    has SA HK (docs/lead.md)\n"
	       "  --deals N         layouts to deal (default %d)\n"
	       "  --deals FILE      the layouts of FILE instead (deals in "
	       "the line format)\n"
	       "  --seed S          the generator's seed (default: from the "
	       "clock, printed)\n"
	       "  -j N              solve in N threads (same results)\n"
	       "  --lines, --json   machine-readable output\n"
	       "  --show-deals      print the layouts (line format) instead "
	       "of solving\n"
	       "  --tries N         give up dealing after N layouts tried "
	       "(default %ld)\n"
	       "Ctrl-C stops the solving and prints the figures so far.\n",
	       LEAD_DEFAULT_DEALS, LEAD_DEFAULT_TRIES);
}

enum { OUT_READABLE, OUT_LINES, OUT_JSON, OUT_DEALS };

typedef struct {
	int leader, declarer, level, strain;
	uint16_t hand[4];
	handspec spec[4];
	const char *spec_text[4];
	long ndeals;
	const char *deals_file;
	uint64_t seed;
	int jobs;
	int output;
	long max_tries;
} lead_opts;

static int lead_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int lead_usage(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "ddplay lead: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n%sTry 'ddplay lead --help' for more.\n", USAGE);
	return -1;
}

/* A whole number min..max from text: 0, or -1. */
static int parse_count(const char *text, long min, long max, long *out)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(text, &end, 10);
	if (*text == '\0' || *end != '\0' || errno || n < min || n > max)
		return -1;
	*out = n;
	return 0;
}

/* "4S", "3NT", "4SX", "4S by N": 0, or -1. */
static int parse_contract(const char *text, lead_opts *o, int *by)
{
	char buf[32], e[DEAL_ERR_SIZE], *p;
	size_t n;

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
	while (n > 2 && (buf[n - 1] == 'X' || buf[n - 1] == 'x'))
		buf[--n] = '\0';
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
		o->hand[suit] = d.hand[DD_NORTH][suit];
		n += __builtin_popcount(o->hand[suit]);
	}
	if (n != 13) {
		lead_usage("--hand '%s' holds %d card%s, not 13", text, n,
			   n == 1 ? "" : "s");
		return -1;
	}
	return 0;
}

/* What opt_value() gives for an option without its value (reported). */
static const char MISSING[] = "";

/* The value of option name at argv[*i] ("--x V" or "--x=V"), or NULL. */
static const char *opt_value(int argc, char **argv, int *i, const char *name)
{
	size_t n = strlen(name);
	const char *a = argv[*i];

	if (strncmp(a, name, n) != 0)
		return NULL;
	if (a[n] == '=')
		return a + n + 1;
	if (a[n] != '\0')
		return NULL;
	if (*i + 1 >= argc) {
		lead_usage("%s wants a value", name);
		return MISSING;
	}
	return argv[++*i];
}

static int all_digits(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return 0;
	return 1;
}

/* 0 when good, 1 after --help, -1 on a usage error (reported). */
static int parse_options(int argc, char **argv, lead_opts *o)
{
	const char *hand = NULL, *contract = NULL, *decl = NULL, *v;
	int i, seat, by, hand_seat, seed_given = 0;

	memset(o, 0, sizeof *o);
	o->ndeals = LEAD_DEFAULT_DEALS;
	o->jobs = 1;
	o->max_tries = LEAD_DEFAULT_TRIES;
	for (seat = 0; seat < 4; seat++)
		handspec_init(&o->spec[seat]);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		long n;

		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			lead_help();
			return 1;
		}
		if (strcmp(a, "--lines") == 0 || strcmp(a, "--json") == 0 ||
		    strcmp(a, "--show-deals") == 0) {
			int out = a[2] == 'l' ? OUT_LINES : a[2] == 'j' ?
				  OUT_JSON : OUT_DEALS;

			if (o->output && o->output != out)
				return lead_usage("--lines, --json and "
						  "--show-deals go alone");
			o->output = out;
			continue;
		}
		if (strncmp(a, "-j", 2) == 0 && a[1] == 'j') {
			v = a[2] ? a + 2 : i + 1 < argc ? argv[++i] : "";
			if (parse_count(v, 1, LEAD_MAX_JOBS, &n) < 0)
				return lead_usage("-j wants a number of "
						  "threads, 1 to 64, not '%s'",
						  v);
			o->jobs = (int)n;
			continue;
		}
		v = NULL;
		if (strncmp(a, "--", 2) == 0) {
			for (seat = 0; seat < 4; seat++)
				if ((v = opt_value(argc, argv, &i,
						   SEAT_OPTS[seat])))
					break;
			if (v == MISSING)
				return -1;
			if (v) {
				char e[HANDSPEC_ERR_SIZE];

				if (handspec_parse(v, &o->spec[seat], e,
						   sizeof e) < 0)
					return lead_usage("%s: %s",
							  SEAT_OPTS[seat], e);
				o->spec_text[seat] = v;
				continue;
			}
		}
		if ((v = opt_value(argc, argv, &i, "--jobs"))) {
			if (v == MISSING)
				return -1;
			if (parse_count(v, 1, LEAD_MAX_JOBS, &n) < 0)
				return lead_usage("--jobs wants a number of "
						  "threads, 1 to 64, not '%s'",
						  v);
			o->jobs = (int)n;
			continue;
		}
		if ((v = opt_value(argc, argv, &i, "--hand"))) {
			if (v == MISSING)
				return -1;
			hand = v;
			continue;
		}
		if ((v = opt_value(argc, argv, &i, "--contract"))) {
			if (v == MISSING)
				return -1;
			contract = v;
			continue;
		}
		if ((v = opt_value(argc, argv, &i, "--declarer"))) {
			if (v == MISSING)
				return -1;
			decl = v;
			continue;
		}
		if ((v = opt_value(argc, argv, &i, "--deals"))) {
			if (v == MISSING)
				return -1;
			if (all_digits(v)) {
				if (parse_count(v, 1, LEAD_MAX_DEALS,
						&o->ndeals) < 0)
					return lead_usage("--deals wants 1 to "
							  "%ld layouts, not "
							  "'%s'",
							  LEAD_MAX_DEALS, v);
				o->deals_file = NULL;
			} else if (*v) {
				o->deals_file = v;
			} else {
				return lead_usage("--deals wants a number of "
						  "layouts or a file");
			}
			continue;
		}
		if ((v = opt_value(argc, argv, &i, "--seed"))) {
			if (v == MISSING)
				return -1;
			char *end;

			errno = 0;
			o->seed = strtoull(v, &end, 10);
			if (!all_digits(v) || errno)
				return lead_usage("--seed wants a whole "
						  "number, not '%s'", v);
			seed_given = 1;
			continue;
		}
		if ((v = opt_value(argc, argv, &i, "--tries"))) {
			if (v == MISSING)
				return -1;
			if (parse_count(v, 1, 1000000000L, &o->max_tries) < 0)
				return lead_usage("--tries wants a number, 1 "
						  "to 1000000000, not '%s'", v);
			continue;
		}
		return lead_usage("unknown %s '%s'", a[0] == '-' ?
				  "option" : "argument", a);
	}
	if (!hand)
		return lead_usage("--hand is needed: the leader's hand");
	if (!contract)
		return lead_usage("--contract is needed, as in 4S or 3N");
	if (parse_hand(hand, o, &hand_seat) < 0)
		return -1;
	if (parse_contract(contract, o, &by) < 0)
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
	if (o->declarer < 0 && hand_seat < 0)
		return lead_usage("whose lead?  Give the seat with the hand "
				  "(--hand W:...) or --declarer");
	if (o->declarer < 0)
		o->declarer = (hand_seat + 3) % 4;
	o->leader = (o->declarer + 1) % 4;
	if (hand_seat >= 0 && hand_seat != o->leader)
		return lead_usage("%s leads against %s as declarer, but "
				  "--hand gives %s's hand",
				  SEAT_NAMES[o->leader],
				  SEAT_NAMES[o->declarer],
				  SEAT_NAMES[hand_seat]);
	if (o->spec_text[o->leader] &&
	    !handspec_match(&o->spec[o->leader], o->hand))
		return lead_usage("%s '%s': the leader's hand (--hand) does "
				  "not fit it", SEAT_OPTS[o->leader],
				  o->spec_text[o->leader]);
	if (!seed_given) {
		struct timespec ts;

		clock_gettime(CLOCK_REALTIME, &ts);
		o->seed = ((uint64_t)ts.tv_sec * 1000003u ^
			   (uint64_t)ts.tv_nsec ^ (uint64_t)getpid()) %
			  1000000000u;
	}
	return 0;
}

/* ---- the layouts ------------------------------------------------------ */

typedef struct {
	dd_deal *deals;
	long n, cap;
	long tries;             /* dealt: layouts tried */
	long misfits;           /* read: layouts that do not fit */
	int bad;                /* read: some line was bad */
} layouts;

static void layouts_add(layouts *l, const dd_deal *d)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 1024;
		l->deals = xrealloc(l->deals, (size_t)l->cap *
				    sizeof *l->deals);
	}
	l->deals[l->n++] = *d;
}

static int fits(const lead_opts *o, const dd_deal *d)
{
	int seat;

	for (seat = 0; seat < 4; seat++)
		if (seat != o->leader &&
		    !handspec_match(&o->spec[seat], d->hand[seat]))
			return 0;
	return 1;
}

static volatile sig_atomic_t interrupted;

static void on_sigint(int sig)
{
	(void)sig;
	interrupted = 1;
}

/* Checks that some deal can fit the constraints together (cards known in
 * two hands, too many points); 0, or -1 (reported). */
static int check_together(const lead_opts *o)
{
	int seat, other, suit, hcp = handspec_hcp(o->hand), minlen[4];

	for (suit = 0; suit < 4; suit++)
		minlen[suit] = __builtin_popcount(o->hand[suit]);
	for (seat = 0; seat < 4; seat++) {
		const handspec *h = &o->spec[seat];

		if (seat == o->leader)
			continue;
		hcp += handspec_min_hcp(h);
		for (suit = 0; suit < 4; suit++) {
			int known = __builtin_popcount(h->known[suit]);

			minlen[suit] += h->len[suit][0] > known ?
					h->len[suit][0] : known;
			if (h->known[suit] & o->hand[suit]) {
				fprintf(stderr, "ddplay lead: %s '%s': a "
					"card it holds is in the leader's "
					"hand\n", SEAT_OPTS[seat],
					o->spec_text[seat]);
				return -1;
			}
			for (other = seat + 1; other < 4; other++)
				if (other != o->leader &&
				    (h->known[suit] &
				     o->spec[other].known[suit])) {
					fprintf(stderr, "ddplay lead: %s and "
						"%s both hold the same card\n",
						SEAT_OPTS[seat],
						SEAT_OPTS[other]);
					return -1;
				}
		}
	}
	if (hcp > 40) {
		fprintf(stderr, "ddplay lead: impossible: the leader's hand "
			"and the constraints need at least %d points, and "
			"there are 40\n", hcp);
		return -1;
	}
	for (suit = 0; suit < 4; suit++)
		if (minlen[suit] > 13) {
			fprintf(stderr, "ddplay lead: impossible: the "
				"leader's hand and the constraints need at "
				"least %d %s, and there are 13\n",
				minlen[suit], dd_suit_name(suit));
			return -1;
		}
	return 0;
}

/* Deals o->ndeals layouts into l by rejection sampling: 0, or -1 when
 * none fits (reported).  Fewer than asked is reported, not an error. */
static int deal_layouts(const lead_opts *o, layouts *l)
{
	dd_card pool[52];
	int npool = 0, slots[4] = { 0 }, suit, rank, seat, i;
	dd_deal base;
	shuffle_rng rng;

	if (check_together(o) < 0)
		return -1;
	memset(&base, 0, sizeof base);
	for (seat = 0; seat < 4; seat++) {
		int known = 0;

		for (suit = 0; suit < 4; suit++) {
			base.hand[seat][suit] = seat == o->leader ?
				o->hand[suit] : o->spec[seat].known[suit];
			known += __builtin_popcount(base.hand[seat][suit]);
		}
		slots[seat] = 13 - known;
	}
	for (suit = 0; suit < 4; suit++)
		for (rank = 2; rank <= 14; rank++) {
			int held = 0;

			for (seat = 0; seat < 4; seat++)
				held |= base.hand[seat][suit] >> rank & 1;
			if (!held)
				pool[npool++] = DD_CARD(suit, rank);
		}
	shuffle_seed(&rng, o->seed);
	while (l->n < o->ndeals && l->tries < o->max_tries &&
	       !interrupted) {
		dd_deal d = base;
		int k = 0;

		if (l->n == 0 && l->tries >= LEAD_FIRST_TRIES)
			break;
		l->tries++;
		for (i = npool - 1; i > 0; i--) {
			int j = (int)shuffle_below(&rng, (uint32_t)i + 1);
			dd_card t = pool[i];

			pool[i] = pool[j];
			pool[j] = t;
		}
		for (seat = 0; seat < 4; seat++)
			for (i = 0; i < slots[seat]; i++, k++)
				d.hand[seat][DD_SUIT(pool[k])] |=
					(uint16_t)(1u << DD_RANK(pool[k]));
		if (fits(o, &d))
			layouts_add(l, &d);
	}
	if (interrupted)
		return 0;
	if (l->n == 0) {
		fprintf(stderr, "ddplay lead: no layout of the %ld tried fits "
			"the constraints: they are too tight, or impossible "
			"together\n", l->tries);
		return -1;
	}
	if (l->n < o->ndeals)
		fprintf(stderr, "ddplay lead: the constraints are tight: %ld "
			"layout%s of the %ld tried fit%s, not the %ld asked "
			"for (--tries gives more tries)\n", l->n,
			l->n == 1 ? "" : "s", l->tries, l->n == 1 ? "s" : "",
			o->ndeals);
	return 0;
}

/* Reads the layouts of o->deals_file: 0, or -1 when none is usable.
 * Bad lines are reported as FILE:LINE and passed over. */
static int read_layouts(const lead_opts *o, layouts *l)
{
	char *files[1] = { (char *)(uintptr_t)o->deals_file }, *line;
	lineio *in = lineio_new(1, files, stderr);
	int status;

	while ((line = lineio_next(in)) && !interrupted) {
		char e[DEAL_ERR_SIZE];
		size_t n = strcspn(line, "|");
		dd_position pos;
		dd_error de;
		int suit, same = 1;

		line[n] = '\0';
		memset(&pos, 0, sizeof pos);
		if (deal_parse(line, &pos.deal, e, sizeof e) < 0) {
			lineio_report(in, "%s", e);
			continue;
		}
		if (dd_replay(&pos, NULL, &de) != DD_OK) {
			lineio_report(in, "%s", de.msg);
			continue;
		}
		for (suit = 0; suit < 4; suit++)
			same &= pos.deal.hand[o->leader][suit] ==
				o->hand[suit];
		if (!same) {
			char got[DEAL_HAND_SIZE], want[DEAL_HAND_SIZE];

			deal_format_hand(pos.deal.hand[o->leader], got);
			deal_format_hand(o->hand, want);
			lineio_report(in, "%s holds %s here, not the hand "
				      "given (%s)", SEAT_NAMES[o->leader],
				      got, want);
			continue;
		}
		if (l->n >= LEAD_MAX_DEALS) {
			lineio_report(in, "more than %ld layouts: the rest "
				      "are left out", LEAD_MAX_DEALS);
			break;
		}
		if (!fits(o, &pos.deal)) {
			l->misfits++;
			continue;
		}
		layouts_add(l, &pos.deal);
	}
	status = lineio_status(in);
	lineio_free(in);
	l->bad = status;
	if (l->misfits)
		fprintf(stderr, "ddplay lead: %ld layout%s of %s do%s not fit "
			"the constraints: left out\n", l->misfits,
			l->misfits == 1 ? "" : "s", o->deals_file,
			l->misfits == 1 ? "es" : "");
	if (l->n == 0 && !interrupted) {
		fprintf(stderr, "ddplay lead: %s: no layout to solve\n",
			o->deals_file);
		return -1;
	}
	return 0;
}

/* ---- solving ---------------------------------------------------------- */

typedef struct {
	const lead_opts *o;
	const layouts *l;
	const lead_set *ls;
	int8_t *tricks;         /* l->n rows of ls->n leads */
	uint8_t *done;          /* each layout solved */
	pthread_mutex_t mu;
	long next, ndone;
	int active;             /* threads still running */
	int stop;
	int failed;
	char msg[160];
	dd_ctx *ctx[LEAD_MAX_JOBS];
} solver;

typedef struct {
	solver *sv;
	int id;
} solver_arg;

static void *solve_main(void *arg)
{
	solver_arg *a = arg;
	solver *sv = a->sv;
	dd_ctx *ctx = sv->ctx[a->id];
	dd_position pos;

	memset(&pos, 0, sizeof pos);
	pos.strain = sv->o->strain;
	pos.leader = sv->o->leader;
	for (;;) {
		dd_card_score sc[13];
		dd_error e;
		dd_status st;
		int8_t *row;
		long i;
		int k, count = 0;

		pthread_mutex_lock(&sv->mu);
		if (sv->stop || sv->next >= sv->l->n) {
			pthread_mutex_unlock(&sv->mu);
			break;
		}
		i = sv->next++;
		pthread_mutex_unlock(&sv->mu);
		pos.deal = sv->l->deals[i];
		st = dd_score_cards(ctx, &pos, sc, &count, &e);
		if (st == DD_CANCELLED)
			break;
		if (st != DD_OK) {
			pthread_mutex_lock(&sv->mu);
			if (!sv->failed)
				snprintf(sv->msg, sizeof sv->msg, "%s",
					 e.msg);
			sv->failed = 1;
			sv->stop = 1;
			pthread_mutex_unlock(&sv->mu);
			break;
		}
		row = sv->tricks + i * sv->ls->n;
		for (k = 0; k < count; k++) {
			int g = sv->ls->group[sc[k].card];

			if (g >= 0 && sc[k].card == sv->ls->first[g])
				row[g] = (int8_t)sc[k].tricks;
		}
		pthread_mutex_lock(&sv->mu);
		sv->done[i] = 1;
		sv->ndone++;
		pthread_mutex_unlock(&sv->mu);
	}
	pthread_mutex_lock(&sv->mu);
	sv->active--;
	pthread_mutex_unlock(&sv->mu);
	return NULL;
}

/* Solves every layout of l with o->jobs threads (fewer when there are
 * fewer layouts), until done or Ctrl-C; 0, or -1 when the solver failed
 * (reported). */
static int solve_layouts(const lead_opts *o, const layouts *l,
			 const lead_set *ls, solver *sv)
{
	pthread_t tid[LEAD_MAX_JOBS];
	solver_arg args[LEAD_MAX_JOBS];
	int n = o->jobs < l->n ? o->jobs : (int)l->n, i, started = 0;
	int progress = isatty(2), shown = 0;
	double last = 0;

	memset(sv, 0, sizeof *sv);
	sv->o = o;
	sv->l = l;
	sv->ls = ls;
	sv->tricks = xcalloc((size_t)l->n * (size_t)ls->n, 1);
	sv->done = xcalloc((size_t)l->n, 1);
	pthread_mutex_init(&sv->mu, NULL);
	for (i = 0; i < n; i++) {
		sv->ctx[i] = dd_new(0);
		if (!sv->ctx[i])
			break;
		args[i].sv = sv;
		args[i].id = i;
		pthread_mutex_lock(&sv->mu);
		sv->active++;
		pthread_mutex_unlock(&sv->mu);
		if (pthread_create(&tid[i], NULL, solve_main, &args[i]) != 0) {
			pthread_mutex_lock(&sv->mu);
			sv->active--;
			pthread_mutex_unlock(&sv->mu);
			dd_free(sv->ctx[i]);
			sv->ctx[i] = NULL;
			break;
		}
		started++;
	}
	if (started == 0) {
		fprintf(stderr, "ddplay lead: cannot start the solver\n");
		return -1;
	}
	for (;;) {
		struct timespec ts = { 0, 50 * 1000 * 1000 };
		long done;
		int active;

		pthread_mutex_lock(&sv->mu);
		if (interrupted && !sv->stop) {
			sv->stop = 1;
			for (i = 0; i < started; i++)
				dd_cancel(sv->ctx[i]);
		}
		done = sv->ndone;
		active = sv->active;
		pthread_mutex_unlock(&sv->mu);
		if (active == 0)
			break;
		if (progress && util_seconds() - last > 0.25) {
			fprintf(stderr, "\rddplay lead: %ld of %ld layouts "
				"solved", done, l->n);
			last = util_seconds();
			shown = 1;
		}
		nanosleep(&ts, NULL);
	}
	if (shown)
		fprintf(stderr, "\r%60s\r", "");
	for (i = 0; i < started; i++) {
		pthread_join(tid[i], NULL);
		dd_free(sv->ctx[i]);
	}
	pthread_mutex_destroy(&sv->mu);
	if (sv->failed) {
		fprintf(stderr, "ddplay lead: the solver failed: %s\n",
			sv->msg);
		return -1;
	}
	return 0;
}

static void print_deals(const layouts *l)
{
	long i;

	for (i = 0; i < l->n; i++) {
		char text[DEAL_TEXT_SIZE];

		deal_format(&l->deals[i], text);
		printf("%s\n", text);
	}
}

int lead_main(int argc, char **argv)
{
	lead_opts o;
	layouts l;
	solver sv;
	lead_report *r;
	struct sigaction sa, old;
	int status = 0, seat;
	long i;

	i = parse_options(argc, argv, &o);
	if (i != 0)
		return i > 0 ? 0 : 2;
	memset(&l, 0, sizeof l);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old);
	if ((o.deals_file ? read_layouts(&o, &l) : deal_layouts(&o, &l)) < 0) {
		free(l.deals);
		return 1;
	}
	if (interrupted) {
		fprintf(stderr, "ddplay lead: interrupted before solving\n");
		free(l.deals);
		return 130;
	}
	if (o.output == OUT_DEALS) {
		print_deals(&l);
		free(l.deals);
		return fflush(stdout) == 0 && !l.bad ? 0 : 1;
	}
	r = xcalloc(1, sizeof *r);
	lead_set_make(o.hand, &r->leads);
	if (solve_layouts(&o, &l, &r->leads, &sv) < 0) {
		free(r);
		free(l.deals);
		return 1;
	}
	r->leader = o.leader;
	r->declarer = o.declarer;
	r->level = o.level;
	r->strain = o.strain;
	memcpy(r->hand, o.hand, sizeof r->hand);
	for (seat = 0; seat < 4; seat++)
		r->spec_text[seat] = o.spec_text[seat];
	r->deals_file = o.deals_file;
	r->seed = o.seed;
	r->tries = l.tries;
	r->asked = o.deals_file ? l.n : o.ndeals;
	r->interrupted = sv.ndone < l.n;
	r->utf8 = util_locale_is_utf8();
	r->tally.need = 8 - o.level;
	for (i = 0; i < l.n; i++)
		if (sv.done[i])
			lead_tally_add(&r->tally, r->leads.n,
				       sv.tricks + i * r->leads.n);
	if (o.output == OUT_LINES)
		lead_print_lines(stdout, r);
	else if (o.output == OUT_JSON)
		lead_print_json(stdout, r);
	else
		lead_print_readable(stdout, r);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "ddplay lead: write error: %s\n",
			strerror(errno));
		status = 1;
	}
	if (r->interrupted) {
		fprintf(stderr, "ddplay lead: interrupted: %ld of %ld "
			"layouts solved\n", sv.ndone, l.n);
		status = 130;
	} else if (l.bad) {
		status = 1;
	}
	sigaction(SIGINT, &old, NULL);
	free(sv.tricks);
	free(sv.done);
	free(r);
	free(l.deals);
	return status;
}
