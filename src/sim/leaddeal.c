/*
 * leaddeal.c - the layouts of `ddplay lead`, see leaddeal.h.
 *
 * The leader's hand and the cards known to be held are put in place; the
 * other cards are shuffled uniformly (Fisher-Yates over shuffle.h's
 * generator) into the free places of the three other hands; a layout is
 * kept when every hand fits its spec.  Every layout that fits is so
 * equally likely.  The dealing is sdlayout.h's (layout i from its own
 * generator of the seed and i), so that `lead`, `sd --card 0` and the
 * analyser's x and :sd deal the same layouts at the opening lead.
 */
#include "leaddeal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "formats/source.h"
#include "layoutcheck.h"
#include "layoutfile.h"
#include "sdlayout.h"
#include "util/util.h"

/* A message of leaddeal_deal() to o->report, when there is one. */
static void say(const leaddeal_spec *o, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void say(const leaddeal_spec *o, const char *fmt, ...)
{
	va_list ap;

	if (o->why && o->whysize > 0) {
		size_t n;

		va_start(ap, fmt);
		vsnprintf(o->why, o->whysize, strncmp(fmt, "ddplay lead: ",
			  13) == 0 ? fmt + 13 : fmt, ap);
		va_end(ap);
		n = strlen(o->why);
		if (n > 0 && o->why[n - 1] == '\n')
			o->why[n - 1] = '\0';
	}
	if (!o->report)
		return;
	/* a board's problem (lead FILE...): its FILE:LINE: board B: */
	if (o->prefix && strncmp(fmt, "ddplay lead: ", 13) == 0) {
		fputs(o->prefix, o->report);
		fmt += 13;
	}
	va_start(ap, fmt);
	vfprintf(o->report, fmt, ap);
	va_end(ap);
}

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };
static const char *const SEAT_OPTS[4] = {
	"--north", "--east", "--south", "--west"
};

static void layouts_add(leaddeal_layouts *l, const dd_deal *d)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 1024;
		l->deals = xrealloc(l->deals, (size_t)l->cap *
				    sizeof *l->deals);
	}
	l->deals[l->n++] = *d;
}

static int fits(const leaddeal_spec *o, const dd_deal *d)
{
	int seat;

	for (seat = 0; seat < 4; seat++)
		if (seat != o->leader &&
		    !handspec_match(&o->spec[seat], d->hand[seat]))
			return 0;
	return 1;
}

/* Checks that no card is known in two hands; 0, or -1 (reported).  The
 * points and lengths are layoutcheck.h's, on the plan. */
static int check_together(const leaddeal_spec *o)
{
	int seat, other, suit;

	for (seat = 0; seat < 4; seat++) {
		const handspec *h = &o->spec[seat];

		if (seat == o->leader)
			continue;
		for (suit = 0; suit < 4; suit++) {
			if (h->known[suit] & o->hand[suit]) {
				say(o, "ddplay lead: %s '%s': a "
					"card it holds is in the leader's "
					"hand\n", SEAT_OPTS[seat],
					o->spec_text[seat]);
				return -1;
			}
			for (other = seat + 1; other < 4; other++)
				if (other != o->leader &&
				    (h->known[suit] &
				     o->spec[other].known[suit])) {
					say(o, "ddplay lead: %s and "
						"%s both hold the same card\n",
						SEAT_OPTS[seat],
						SEAT_OPTS[other]);
					return -1;
				}
		}
	}
	return 0;
}

/* Deals o->ndeals layouts into l by rejection sampling: 0, or -1 when
 * none fits (reported).  Fewer than asked is reported, not an error.
 * The dealing is sdlayout.h's, from a plan of the leader's view: the
 * same layouts as `ddplay sd` and :sd deal at the opening lead from the
 * same seed and constraints. */
int leaddeal_deal(const leaddeal_spec *o, leaddeal_layouts *l,
		  atomic_int *stop)
{
	sdlayout_plan pl;
	sdlayout_set set;
	int suit, rank, seat;
	char e[HANDSPEC_ERR_SIZE];

	memset(l, 0, sizeof *l);
	if (check_together(o) < 0)
		return -1;
	memset(&pl, 0, sizeof pl);
	for (seat = 0; seat < 4; seat++) {
		int known = 0;

		for (suit = 0; suit < 4; suit++) {
			pl.base.hand[seat][suit] = seat == o->leader ?
				o->hand[suit] : o->spec[seat].known[suit];
			known += __builtin_popcount(pl.base.hand[seat][suit]);
		}
		if (seat == o->leader)
			continue;
		pl.slots[seat] = 13 - known;
		pl.spec[seat] = &o->spec[seat];
		pl.hidden[pl.nhidden++] = seat;
	}
	for (suit = 0; suit < 4; suit++)
		for (rank = 2; rank <= 14; rank++) {
			int held = 0;

			for (seat = 0; seat < 4; seat++)
				held |= pl.base.hand[seat][suit] >> rank & 1;
			if (!held)
				pl.pool[pl.npool++] = DD_CARD(suit, rank);
		}
	if (layoutcheck_plan(&pl, "the leader's hand", e, sizeof e) < 0) {
		say(o, "ddplay lead: %s\n", e);
		return -1;
	}
	sdlayout_plan_deal(&pl, o->seed, o->ndeals, o->max_tries, stop, &set);
	l->deals = set.deals;
	l->n = set.n;
	l->cap = set.cap;
	l->tries = set.tries;
	if (*stop)
		return 0;
	if (l->n == 0) {
		say(o, "ddplay lead: no layout of the %ld tried fits "
			"the constraints: they are too tight, or impossible "
			"together%s%s%s\n", l->tries, o->sources &&
			o->sources[0] ? " (" : "", o->sources ? o->sources :
			"", o->sources && o->sources[0] ? ")" : "");
		return -1;
	}
	if (l->n < o->ndeals && l->n == l->tries)
		/* every layout tried fits: --tries is what stopped it */
		say(o, "ddplay lead: --tries %ld: %ld layout%s dealt, not the "
			"%ld asked for (each one tried fits)\n", o->max_tries,
			l->n, l->n == 1 ? "" : "s", o->ndeals);
	else if (l->n < o->ndeals)
		say(o, "ddplay lead: the constraints are tight: %ld "
			"layout%s of the %ld tried fit%s, not the %ld asked "
			"for (--tries gives more tries)\n", l->n,
			l->n == 1 ? "" : "s", l->tries, l->n == 1 ? "s" : "",
			o->ndeals);
	return 0;
}

/* source.h's filter: the layouts of a --show-deals output (layoutfile.h),
 * the lines of the other files as they are. */
static char *layout_line(void *user, char *line)
{
	return layoutfile_line(user, line);
}

/* One layout read from the file: added to l when the leader holds the
 * hand given and it fits the constraints (else counted in misfits).
 * 0; 1 with msg when it is not a layout of this lead; -1 (msg) when l is
 * full. */
static int take_layout(const leaddeal_spec *o, leaddeal_layouts *l,
		       const dd_deal *d, char *msg, size_t size)
{
	int suit, same = 1;

	for (suit = 0; suit < 4; suit++)
		same &= d->hand[o->leader][suit] == o->hand[suit];
	if (!same) {
		char got[DEAL_HAND_SIZE], want[DEAL_HAND_SIZE];

		deal_format_hand(d->hand[o->leader], got);
		deal_format_hand(o->hand, want);
		snprintf(msg, size, "%s holds %s here, not the hand given "
			 "(%s)", SEAT_NAMES[o->leader], got, want);
		return 1;
	}
	if (l->n >= LEADDEAL_MAX) {
		snprintf(msg, size, "more than %ld layouts: the rest are left "
			 "out", LEADDEAL_MAX);
		return -1;
	}
	if (!fits(o, d)) {
		l->misfits++;
		return 0;
	}
	layouts_add(l, d);
	return 0;
}

/* leaddeal_read() of a JSON file (--json --show-deals given back):
 * what layoutfile_json() gives to take_layout(). */
typedef struct {
	const leaddeal_spec *o;
	leaddeal_layouts *l;
	const atomic_int *stop;
	long deals;
	int bad;
} json_read;

static int json_layout(void *user, char *text, long line)
{
	json_read *j = user;
	char msg[DEAL_ERR_SIZE + 200];
	dd_deal d;
	int got;

	if (*j->stop)
		return -1;
	j->deals++;
	text[strcspn(text, "|")] = '\0';
	got = deal_parse(text, &d, msg, sizeof msg) < 0 ? 1 :
	      take_layout(j->o, j->l, &d, msg, sizeof msg);
	if (got) {
		fflush(stdout);
		fprintf(stderr, "%s:%ld: %s\n", strcmp(j->o->deals_file, "-") ?
			j->o->deals_file : "stdin", line, msg);
		j->bad = 1;
	}
	return got < 0 ? -1 : 0;
}

/* Reads the layouts of o->deals_file, in any format ddplay reads
 * (source.h: the line format, PBN, LIN, the generators' forms), or the
 * --show-deals output of lead or sd (layoutfile.h, --json's too): 0, or
 * -1 when none is usable.  Bad deals are reported as FILE:LINE and
 * passed over. */
int leaddeal_read(const leaddeal_spec *o, leaddeal_layouts *l,
		  atomic_int *stop)
{
	char *files[1] = { (char *)(uintptr_t)o->deals_file };
	source *in;
	layoutfile lf;
	record r;
	int status;
	long lines = 0;

	memset(l, 0, sizeof *l);
	layoutfile_start(&lf, o->deals_file);
	if (lf.json) {
		json_read j = { o, l, stop, 0, 0 };

		status = layoutfile_json(o->deals_file, json_layout, &j);
		status |= j.bad;
		lines = j.deals;
	} else {
		in = source_new(1, files, SOURCE_DEALS, stderr);
		source_set_stop(in, stop);
		source_set_filter(in, layout_line, &lf);
		record_init(&r);
		while (!*stop && source_next(in, &r)) {
			char msg[DEAL_ERR_SIZE + 200];
			int got;

			lines++;
			if (!r.has_deal || r.problem >= RECORD_BAD_DEAL)
				continue;
			got = take_layout(o, l, &r.deal, msg, sizeof msg);
			if (got)
				source_report(in, &r, r.deal_line, "%s", msg);
			if (got < 0)
				break;
		}
		record_free(&r);
		status = source_status(in);
		source_free(in);
	}
	l->bad = status;
	if (l->misfits)
		fprintf(stderr, "ddplay lead: %ld layout%s of %s do%s not fit "
			"the constraints: left out\n", l->misfits,
			l->misfits == 1 ? "" : "s", o->deals_file,
			l->misfits == 1 ? "es" : "");
	if (l->n == 0 && !*stop) {
		/* (a file that could not be read is reported once, above) */
		if (lines > 0 || status == 0)
			fprintf(stderr, "ddplay lead: %s: no layout to "
				"solve\n", o->deals_file);
		return -1;
	}
	return 0;
}
