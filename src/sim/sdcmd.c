/*
 * sdcmd.c - `ddplay sd`: single-dummy figures for the seat to play at
 * positions read as `ddplay solve` reads them (the line format, PBN, LIN;
 * --card N stops a board's play after card N).  For each position the
 * view of the seat to play is worked out and its layouts dealt
 * (sdlayout.h) or read (--deals FILE), solved (sd.h) and printed
 * (sdout.h); the options are read by sdopts.c.  docs/sd.md describes
 * the command.
 */
#define _GNU_SOURCE 1
#include "sdcmd.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "auction.h"
#include "formats/source.h"
#include "model/deal.h"
#include "sd.h"
#include "sdauction.h"
#include "sdlayout.h"
#include "sdopts.h"
#include "sdout.h"
#include "util/cli.h"
#include "util/util.h"

static const char *const SEAT_OPTS[4] = {
	"--north", "--east", "--south", "--west"
};

_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "atomic_int must be lock-free");
static atomic_int interrupted;

static void on_sigint(int sig)
{
	(void)sig;
	interrupted = 1;
}

/* The real deal's double-dummy result after each card, as the side's
 * whole-deal tricks, into real (t's order); -1s when it fails. */
static void real_results(const sdlayout_view *v, const sd_tally *t,
			 int real[13])
{
	dd_ctx *ctx = dd_new(0);
	dd_card_score sc[13];
	int count = 0, k, j;

	for (k = 0; k < 13; k++)
		real[k] = -1;
	if (!ctx)
		return;
	if (dd_score_cards(ctx, &v->pos, sc, &count, NULL) == DD_OK)
		for (k = 0; k < t->ncards; k++)
			for (j = 0; j < count; j++)
				if (sc[j].card == t->card[k])
					real[k] = t->won + sc[j].tricks;
	dd_free(ctx);
}

/* The specs of a position's hands, as handspecs and texts (of[seat],
 * text[seat]: NULL for a hand without one). */
typedef struct {
	handspec hs[4];
	const handspec *of[4];
	char buf[4][AUCTION_HAND_SIZE];
	const char *text[4];
	const auction *a;       /* the auction used, or NULL */
	int board_auction;      /* a is the board's own (not --auction) */
	int dropped;            /* the board's own fits no layout: unused */
	int doubled;            /* the contract's: 0, 1 doubled, 2 redoubled */
} hand_specs;

/* Why a call of the board's auction left out alone is not used. */
static const char DROP_WHY[] = AUCTION_DROP_SEEN;

/* The contract's level and each hidden hand's spec: the auction's
 * (--auction CALLS, else a board's own unless --no-auction or
 * without_board, when no layout fits it; its call drop, not -1, left
 * out) with the user's --north ... added (or instead, "=SPEC"; none
 * with no_user); the hands the seat sees take the user's alone (the
 * auction's table may not fit a real hand).  *level: the record's, the
 * auction's, else --level.  used gets what the auction was used for (""
 * none; "not used: WHY" when the board's cannot be read, a notice).  0,
 * or -1 (reported). */
static int position_specs(const sd_opts *o, const record *r, source *src,
			  const sdlayout_view *v, int without_board, int drop,
			  int no_user, hand_specs *hs, int *level, char *used,
			  size_t usize)
{
	const char *const *user = o->spec;
	static const char *const none[4] = { NULL, NULL, NULL, NULL };
	static auction auc;     /* large: not on the stack */
	const auction *a = NULL;
	char e[AUCTION_ERR_SIZE], q[AUCTION_QUOTE_SIZE];
	int seat, h, lv, strain, doubled, by;

	used[0] = '\0';
	hs->a = NULL;
	hs->board_auction = 0;
	hs->dropped = without_board;
	*level = r->level > 0 ? r->level : o->level;
	hs->doubled = r->level > 0 ? r->doubled : 0;
	if (o->calls) {
		if (auction_parse_for(o->calls, o->dealer, v->declarer, &auc,
				      e, sizeof e) < 0) {
			source_report(src, r, 0, "--auction '%s': %s",
				      auction_quote(o->calls, q), e);
			return -1;
		}
		if (auction_contract(&auc, &lv, &strain, &doubled, &by) < 0 ||
		    strain != v->pos.strain || by != v->declarer) {
			source_report(src, r, 0, "--auction '%s' does not "
				      "end in this position's strain and "
				      "declarer (%s by %s)",
				      auction_quote(o->calls, q),
				      v->pos.strain == DD_NOTRUMP ? "NT" :
				      dd_suit_name(v->pos.strain),
				      dd_seat_name(v->declarer));
			return -1;
		}
		if (*level > 0 && lv != *level) {
			source_report(src, r, 0, "--auction '%s' ends in %d%s, "
				      "%s says %d%s", auction_quote(o->calls, q),
				      lv,
				      strain == DD_NOTRUMP ? "NT" :
				      (const char[]) { "SHDC"[strain], '\0' },
				      r->level > 0 ? "the board's contract" :
				      "--level", *level,
				      strain == DD_NOTRUMP ? "NT" :
				      (const char[]) { "SHDC"[strain], '\0' });
			return -1;
		}
		if (*level <= 0)
			*level = lv;
		if (r->level <= 0)
			hs->doubled = doubled;
		a = &auc;
	} else if (!o->no_auction && !without_board &&
		   r->format != RECORD_LINE) {
		int got = auction_from_record(r, &auc, e, sizeof e);

		/* the figures are those without it, printed: a notice, as
		 * analyse --sd says it in its heading (exit status 0) */
		if (got < 0) {
			source_note(src, r, auc.line ? auc.line :
				    r->auction_line, "its auction is not "
				    "used: %s", e);
			snprintf(used, usize, "not used: %s", e);
		} else if (got > 0) {
			a = &auc;
			if (drop >= 0)
				auction_drop(&auc, drop, DROP_WHY);
		}
		hs->board_auction = a != NULL;
	}
	hs->a = a;
	if (no_user)
		user = none;
	for (seat = 0; seat < 4; seat++) {
		int hidden = 0;

		for (h = 0; h < v->nhidden; h++)
			hidden |= v->hidden[h] == seat;
		hs->of[seat] = NULL;
		hs->text[seat] = NULL;
		if (!user[seat] && (!a || !hidden))
			continue;
		if (auction_spec(hidden ? a : NULL, seat, user[seat],
				 &hs->hs[seat], hs->buf[seat],
				 sizeof hs->buf[seat], e, sizeof e) < 0) {
			source_report(src, r, 0, "%s: %s", SEAT_OPTS[seat], e);
			return -1;
		}
		if (!hs->buf[seat][0])
			continue;
		hs->of[seat] = &hs->hs[seat];
		hs->text[seat] = hs->buf[seat];
	}
	if (a) {
		/* the calls of a hand that did not take the auction's
		 * specs are said not used (docs/auction.md) */
		const char *unused[4] = { NULL, NULL, NULL, NULL };

		for (seat = 0; seat < 4; seat++) {
			int hidden = 0;

			for (h = 0; h < v->nhidden; h++)
				hidden |= v->hidden[h] == seat;
			if (!hidden)
				unused[seat] = "the hand is seen";
			else if (user[seat] && user[seat][0] == '=')
				unused[seat] = auction_replaced_reason(seat);
		}
		auction_describe_for(a, unused, used, usize);
	}
	return 0;
}

/* When no layout fits: where the hidden hands' constraints come from,
 * " (West 'hcp 15+' from the board's auction)", for the message; "" when
 * they have none.  1 when the board's own auction, taken without being
 * asked for, is among them, else 0. */
static int no_layout_sources(const sd_opts *o, const sdlayout_view *v,
			     const hand_specs *hs, char *out, size_t size)
{
	char from[768];
	unsigned seats = 0;
	int h;

	for (h = 0; h < v->nhidden; h++)
		seats |= 1u << v->hidden[h];
	auction_spec_sources(hs->a, hs->board_auction ? "the board's auction"
			     : "--auction", o->spec, hs->text, seats, from,
			     sizeof from);
	out[0] = '\0';
	if (from[0])
		snprintf(out, size, " (%s)", from);
	return hs->board_auction && strstr(from, "the board's auction");
}

/* No layout fits v's constraints (err says so): when the board's own
 * auction, taken without being asked for, is among them, it is left out
 * whole (the user's --north ... kept: hs and v made again; where no one
 * call's leaving out lets the others hold: drop_a_call()), and used
 * says why, with a notice: 0.  Else
 * -1, reported: what the user asked for cannot be done.  plain: the view
 * without constraints. */
static int drop_board_auction(const sd_opts *o, const record *r,
			      source *src, const dd_position *pos,
			      const sdlayout_view *plain, hand_specs *hs,
			      sdlayout_view *v, const char *err, char *used,
			      size_t usize)
{
	char why[1024], e[256];
	int level;

	if (!no_layout_sources(o, v, hs, why, sizeof why)) {
		source_report(src, r, 0, "%s%s", err, why);
		return -1;
	}
	/* (a reason too long for the line keeps its start: "...") */
	int n = snprintf(used, usize, "not used: %s%s; the layouts are %s "
			 "without it", err, why,
			 o->deals_file ? "taken" : "dealt");
	if (n < 0 || (size_t)n >= usize)
		snprintf(used + (usize > 4 ? usize - 4 : 0),
			 usize > 4 ? 4 : usize, "...");
	source_note(src, r, r->auction_line, "%s%s: its auction is not "
		    "used (--no-auction does the same)", err, why);
	if (position_specs(o, r, src, plain, 1, -1, 0, hs, &level, e,
			   sizeof e) < 0)
		return -1;
	if (sdlayout_view_make_with(pos, hs->of, hs->text, v, e,
				    sizeof e) < 0) {
		source_report(src, r, r->play_line, "%s", e);
		return -1;
	}
	/* (the view made anew has the default) */
	v->restricted = o->restricted;
	return 0;
}

/* No layout of v could be dealt (err says so; s is empty): dealt
 * without the board's auction when it is among the constraints
 * (drop_board_auction()): 0.  Else, or when none fits without it
 * either, -1 (reported). */
static int deal_without_board_auction(const sd_opts *o, const record *r,
				      source *src, const dd_position *pos,
				      const sdlayout_view *plain,
				      hand_specs *hs, sdlayout_view *v,
				      sdlayout_set *s, const char *err,
				      char *used, size_t usize)
{
	char why[1024], e[256];

	sdlayout_free(s);
	if (drop_board_auction(o, r, src, pos, plain, hs, v, err, used,
			       usize) < 0)
		return -1;
	if (sdlayout_deal(v, o->seed, o->ndeals, o->max_tries, &interrupted,
			  s, e, sizeof e) < 0) {
		no_layout_sources(o, v, hs, why, sizeof why);
		source_report(src, r, 0, "%s%s", e, why);
		return -1;
	}
	return 0;
}

/* Whether some layout fits the specs hs gives at pos (one looked for,
 * as the dealing looks for the first: in --tries, or a million at the
 * most): 0, or -1 with err. */
static int some_layout(const sd_opts *o, const dd_position *pos,
		       const hand_specs *hs, char *err, size_t errsize)
{
	static sdlayout_view v;         /* large: not on the stack */
	sdlayout_set s;
	int rc;

	if (sdlayout_view_make_with(pos, hs->of, hs->text, &v, err,
				    errsize) < 0)
		return -1;
	v.restricted = o->restricted;
	rc = sdlayout_deal(&v, o->seed, 1, o->max_tries < SDLAYOUT_FIRST_TRIES ?
			   o->max_tries : SDLAYOUT_FIRST_TRIES, &interrupted,
			   &s, err, errsize);
	sdlayout_free(&s);
	return rc < 0 || interrupted ? -1 : 0;
}

/* With the board's auction no layout fits (err): the user's specs for
 * the hidden hands that fit none alone (said at the board's line), or
 * none with the auction's that fit some (said, naming both, at the
 * auction's line) are refused: -1.  Else 0: the auction's own calls do
 * not hold together. */
static int user_specs_hold(const sd_opts *o, const record *r, source *src,
			   const dd_position *pos, const sdlayout_view *plain,
			   const hand_specs *hs, const sdlayout_view *v,
			   const char *err)
{
	static hand_specs t;            /* large: not on the stack */
	char e[256], why[1024], spare[64];
	int level;

	/* the user's own specs alone */
	if (position_specs(o, r, src, plain, 1, -1, 0, &t, &level, spare,
			   sizeof spare) < 0)
		return -1;
	if (some_layout(o, pos, &t, e, sizeof e) < 0) {
		if (interrupted)
			return -1;
		no_layout_sources(o, plain, &t, why, sizeof why);
		source_report(src, r, 0, "%s%s", e, why);
		return -1;
	}
	/* the auction's alone: it holds, so the user's do not with it */
	if (position_specs(o, r, src, plain, 0, -1, 1, &t, &level, spare,
			   sizeof spare) < 0)
		return -1;
	if (some_layout(o, pos, &t, e, sizeof e) == 0) {
		no_layout_sources(o, v, hs, why, sizeof why);
		source_report(src, r, r->auction_line, "%s%s: the constraints "
			      "given cannot hold with the board's auction "
			      "(--no-auction leaves it out; '=SPEC' replaces a "
			      "hand's)", err, why);
		return -1;
	}
	return interrupted ? -1 : 0;
}

/* No layout of v fits (err says so): the board's auction's first call
 * whose spec, left out alone, lets the constraints hold, left out
 * (sdauction_drop_one(), on layouts dealt, or kept from, when not NULL,
 * the layouts of --deals FILE): hs and v made again, said with a notice
 * at the auction's line, used listing it among the calls not used: 0.
 * 1 when no one call does; -1 (reported). */
static int drop_a_call(const sd_opts *o, const record *r, source *src,
		       const dd_position *pos, const sdlayout_view *plain,
		       const sdlayout_set *from, hand_specs *hs,
		       sdlayout_view *v, const char *err, char *used,
		       size_t usize)
{
	static auction t;               /* large: not on the stack */
	sdauction_where w = { pos, o->spec, o->restricted, o->seed,
			      o->max_tries, from, &interrupted };
	char e[256];
	int level, call;
	const auction_call *c;

	t = *hs->a;
	call = sdauction_drop_one(&w, &t, 0, DROP_WHY);
	if (interrupted)
		return -1;
	if (call < 0)
		return 1;
	/* that one left out: the specs and the view again */
	if (position_specs(o, r, src, plain, 0, call, 0, hs, &level, used,
			   usize) < 0)
		return -1;
	if (sdlayout_view_make_with(pos, hs->of, hs->text, v, e,
				    sizeof e) < 0) {
		source_report(src, r, r->play_line, "%s", e);
		return -1;
	}
	v->restricted = o->restricted;
	c = &hs->a->calls[call];
	source_note(src, r, r->auction_line, "%s by %s (%s) is not used: "
		    "with the board's other calls and the cards seen, %s",
		    c->text, dd_seat_name(c->seat), c->spec, err);
	return 0;
}

/* No layout of v could be dealt (err says so; s is empty, its tries
 * counted) and the board's own auction is among the constraints
 * (docs/sd.md): the user's specs that cannot hold are refused
 * (user_specs_hold()); else the auction's first call whose spec, left
 * out alone, lets the constraints hold is left out (drop_a_call()) and
 * the layouts dealt: 0.  When no one call does, or when a --tries below
 * a million is what found none (no proof that none fits), the whole
 * auction (deal_without_board_auction()).  -1: reported. */
static int deal_without_a_call(const sd_opts *o, const record *r,
			       source *src, const dd_position *pos,
			       const sdlayout_view *plain, hand_specs *hs,
			       sdlayout_view *v, sdlayout_set *s,
			       const char *err, char *used, size_t usize)
{
	char e[256], why[1024];
	int seat, user = 0, got;

	/* a --tries too small for the first layout is no proof that none
	 * fits: the whole auction left out, as before there was a choice
	 * (what arithmetic refuses, nothing tried, is; sdauction.h says the
	 * same rule: here before the user's specs are checked) */
	if (s->tries > 0 && o->max_tries < SDLAYOUT_FIRST_TRIES)
		return deal_without_board_auction(o, r, src, pos, plain, hs,
						  v, s, err, used, usize);
	for (seat = 0; seat < 4; seat++)
		user |= sdlayout_hidden(plain, seat) && o->spec[seat];
	sdlayout_free(s);
	if (user && user_specs_hold(o, r, src, pos, plain, hs, v, err) < 0)
		return -1;
	got = drop_a_call(o, r, src, pos, plain, NULL, hs, v, err, used,
			  usize);
	if (got < 0)
		return -1;
	if (got > 0)
		return deal_without_board_auction(o, r, src, pos, plain, hs,
						  v, s, err, used, usize);
	if (sdlayout_deal(v, o->seed, o->ndeals, o->max_tries, &interrupted,
			  s, e, sizeof e) < 0) {
		no_layout_sources(o, v, hs, why, sizeof why);
		source_report(src, r, 0, "%s%s", e, why);
		return -1;
	}
	return 0;
}

/* --deals FILE: its layouts that fit v's constraints into s.  When none
 * fits the board's own auction, its first call whose spec, left out
 * alone, lets some of them fit is left out (drop_a_call()), as when
 * dealing; when no one call does, the whole auction.  0, or -1
 * (reported). */
static int layouts_of_file(const sd_opts *o, const record *r, source *src,
			   const dd_position *pos, const sdlayout_view *plain,
			   hand_specs *hs, sdlayout_view *v, sdlayout_set *s,
			   int *bad, char *used, size_t usize)
{
	sdlayout_set all;
	long misfits;
	int rc = 0;

	*bad = sdlayout_read(o->deals_file, v, &interrupted, &all);
	misfits = sdlayout_keep_fitting(v, &all, s);
	if (s->n == 0 && all.n > 0 && !interrupted) {
		char err[300];
		int got = 1;

		snprintf(err, sizeof err, "no layout of %s fits the "
			 "constraints", o->deals_file);
		if (hs->board_auction && !hs->dropped)
			got = drop_a_call(o, r, src, pos, plain, &all, hs, v,
					  err, used, usize);
		if (got < 0 ||
		    (got > 0 && drop_board_auction(o, r, src, pos, plain, hs,
						   v, err, used, usize) < 0))
			rc = -1;
		else {
			sdlayout_free(s);
			misfits = sdlayout_keep_fitting(v, &all, s);
		}
	}
	sdlayout_free(&all);
	if (rc == 0 && misfits)
		fprintf(stderr, "ddplay sd: %ld layout%s of %s do%s not fit the "
			"constraints: left out\n", misfits, misfits == 1 ? "" :
			"s", o->deals_file, misfits == 1 ? "es" : "");
	if (rc == 0 && s->n == 0 && !interrupted) {
		fprintf(stderr, "ddplay sd: %s: no layout to solve\n",
			o->deals_file);
		rc = -1;
	}
	if (rc < 0)
		sdlayout_free(s);
	return rc;
}

/* One position: 0, 1 when it could not be done (reported), 130 when
 * interrupted; *printed counts the reports printed. */
static int do_position(const sd_opts *o, const record *r, source *src,
		       FILE *out, int *positions, int *printed)
{
	dd_position pos;
	sdlayout_view v;
	sdlayout_set s;
	sd_result res;
	sdout_report rep;
	hand_specs hs;
	sdlayout_view plain;
	char err[256], title[64], used[AUCTION_HAND_SIZE];
	int status = 0, bad = 0, level = 0;

	if (record_base(r, &pos) < 0) {
		source_report(src, r, 0, "%s", r->level == 0 ? "passed out: "
			      "nothing to play" : "no contract: the strain and "
			      "the declarer are needed");
		return 1;
	}
	pos.nplayed = r->nplayed;
	if (o->card >= 0) {
		if (o->card > r->nplayed) {
			source_report(src, r, r->play_line, "--card %d: only "
				      "%d card%s played", o->card, r->nplayed,
				      r->nplayed == 1 ? "" : "s");
			return 1;
		}
		pos.nplayed = o->card;
	}
	memcpy(pos.played, r->played, (size_t)pos.nplayed);
	if (sdlayout_view_make(&pos, NULL, &v, err, sizeof err) < 0) {
		source_report(src, r, r->play_line, "%s", err);
		return 1;
	}
	plain = v;
	if (position_specs(o, r, src, &plain, 0, -1, 0, &hs, &level, used,
			   sizeof used) < 0)
		return 1;
	if (sdlayout_view_make_with(&pos, hs.of, hs.text, &v, err,
				    sizeof err) < 0) {
		source_report(src, r, r->play_line, "%s", err);
		return 1;
	}
	v.restricted = o->restricted;
	if (o->deals_file && ++*positions > 1) {
		source_report(src, r, 0, "--deals FILE holds the layouts of "
			      "one position: this one is left out");
		return 1;
	}
	if (o->deals_file) {
		if (layouts_of_file(o, r, src, &pos, &plain, &hs, &v, &s, &bad,
				    used, sizeof used) < 0)
			return 1;
	} else if (sdlayout_deal(&v, o->seed, o->ndeals, o->max_tries,
				 &interrupted, &s, err, sizeof err) < 0 &&
		   (hs.board_auction && !hs.dropped && !interrupted ?
		    deal_without_a_call(o, r, src, &pos, &plain, &hs, &v, &s,
					err, used, sizeof used) :
		    deal_without_board_auction(o, r, src, &pos, &plain, &hs,
					       &v, &s, err, used,
					       sizeof used)) < 0) {
		return 1;
	} else if (!interrupted && s.n < o->ndeals && s.n == s.tries) {
		/* every layout tried fits: --tries is what stopped it (a
		 * notice: the figures are those of the layouts dealt) */
		source_note(src, r, 0, "--tries %ld: %ld layout%s dealt, not "
			      "the %ld asked for (each one tried fits)",
			      o->max_tries, s.n, s.n == 1 ? "" : "s",
			      o->ndeals);
	} else if (!interrupted && s.n < o->ndeals) {
		source_note(src, r, 0, "the constraints are tight: %ld "
			      "layout%s of the %ld tried fit%s, not the %ld "
			      "asked for (--tries gives more tries)", s.n,
			      s.n == 1 ? "" : "s", s.tries, s.n == 1 ? "s" :
			      "", o->ndeals);
	}
	if (interrupted) {
		sdlayout_free(&s);
		return 130;
	}
	if (o->deal_only) {
		/* the constraints used, where the layouts alone are printed
		 * (no line for them there): on standard error, a notice */
		if (used[0])
			source_note(src, r, 0, "Auction: %s", used);
		sdout_layouts(out, &v, &s);
		++*printed;
		sdlayout_free(&s);
		return bad;
	}
	if (sd_position_figures(&v, s.deals, s.n, sd_need(&v, level), o->jobs,
				0, &interrupted, NULL, NULL, &res, err,
				sizeof err) < 0) {
		source_report(src, r, 0, "%s", err);
		free(res.tricks);
		sdlayout_free(&s);
		return 1;
	}
	memset(&rep, 0, sizeof rep);
	record_title(r, title, sizeof title);
	rep.title = title;
	rep.v = &v;
	rep.level = level;
	rep.doubled = hs.doubled;
	rep.need = sd_need(&v, level);
	rep.seed = o->seed;
	rep.deals_file = o->deals_file;
	rep.asked = o->deals_file ? s.n : o->ndeals;
	rep.tries = s.tries;
	rep.res = &res;
	rep.layouts = &s;
	rep.show_deals = o->show_deals;
	rep.utf8 = util_locale_is_utf8();
	rep.auction = used[0] ? used : NULL;
	rep.auction_dropped = hs.dropped;
	/* not "not used: WHY" (the board's could not be read), nor "no
	 * call used" (every call of a hand seen) */
	rep.auction_used = hs.a && !hs.dropped &&
			   strncmp(used, "no call used", 12) != 0;
	real_results(&v, &res.tally, rep.real);
	if (o->output == OUT_LINES)
		sdout_lines(out, &rep);
	else if (o->output == OUT_JSON)
		sdout_json(out, &rep);
	else
		sdout_readable(out, &rep);
	++*printed;
	if (res.stopped)
		status = 130;
	else if (bad)
		status = 1;
	free(res.tricks);
	sdlayout_free(&s);
	return status;
}

int sd_main(int argc, char **argv)
{
	sd_opts o;
	struct sigaction sa, old;
	source *src;
	record r;
	FILE *out = stdout;
	char *tmp = NULL;
	int status = 0, positions = 0, printed = 0, rc;
	static char dash[] = "-";
	char *stdin_files[1] = { dash };

	rc = sd_parse_options(argc, argv, &o);
	if (rc != 0) {
		free(o.files);
		return rc > 0 ? 0 : 2;
	}
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old);
	if (util_output_is_input(o.file, o.nfiles, o.files) ||
	    util_same_file(o.file, o.deals_file)) {
		free(o.files);
		return util_output_refused("sd", o.file, "the figures");
	}
	if (o.file) {
		/* Interrupted, the temporary file goes too: the handlers
		 * first, so that none comes between the file and them. */
		util_atomic_cleanup_on_signals();
		out = util_atomic_open(o.file, &tmp);
		if (!out) {
			fprintf(stderr, "ddplay sd: %s: cannot write: %s\n",
				o.file, strerror(errno));
			free(o.files);
			return 1;
		}
		sigaction(SIGINT, &sa, NULL);
	}
	src = o.nfiles ? source_new(o.nfiles, o.files, SOURCE_POSITIONS,
				    stderr) :
		source_new(1, stdin_files, SOURCE_POSITIONS, stderr);
	source_set_stop(src, &interrupted);
	record_init(&r);
	while (!interrupted && source_next(src, &r)) {
		rc = do_position(&o, &r, src, out, &positions, &printed);
		if (rc == 130)
			break;
		if (rc)
			status = 1;
	}
	if (source_status(src))
		status = 1;
	record_free(&r);
	source_free(src);
	/* no figure, interrupted or every position refused: FILE is left
	 * as it was (as lead leaves it), not replaced by nothing */
	if (o.file && !printed && (interrupted || status)) {
		util_atomic_abort(out, tmp);
		if (!interrupted)
			fprintf(stderr, "ddplay sd: nothing answered: %s "
				"not written\n", o.file);
	} else if (util_output_end("sd", out, tmp, o.file) < 0) {
		status = 1;
	}
	if (interrupted) {
		if (o.file && !printed)
			fprintf(stderr, "ddplay sd: interrupted before any "
				"figure: %s not written\n", o.file);
		else
			fprintf(stderr, "ddplay sd: interrupted\n");
		status = 130;
	}
	sigaction(SIGINT, &old, NULL);
	free(o.files);
	return status;
}
