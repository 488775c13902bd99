/*
 * leadfile.c - `ddplay lead FILE...` (lead.h, docs/lead.md): the lead
 * problem of every board of the files.  A board gives the leader's hand
 * (a lead problem's partial deal, record.partial, or a whole deal whose
 * other hands the leader does not see), its contract and declarer (its
 * Contract and Declarer, or its auction), and its auction, whose calls
 * constrain the hidden hands as --auction's do (unless --no-auction);
 * --north ... add to them.  Each board is answered as `lead --hand ...
 * --auction ...` answers its problem (the same seed, the same layouts),
 * headed by its title; a board's problem is said as FILE:LINE: board B:
 * and the next board is answered.
 */
#define _GNU_SOURCE 1
#include "lead_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/source.h"
#include "handspec.h"
#include "model/deal.h"
#include "model/record.h"
#include "util/util.h"

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };
static const char *const SEAT_OPTS[4] = {
	"--north", "--east", "--south", "--west"
};

/* "4S", "3NT" of the contract being set up. */
static void contract_text(int level, int strain, char out[8])
{
	if (strain == DD_NOTRUMP)
		snprintf(out, 8, "%dNT", level);
	else
		snprintf(out, 8, "%d%c", level, "SHDC"[strain]);
}

/* The board's contract, declarer and auction into o: the record's
 * contract, else the one its auction reaches; the declarer the record's,
 * the auction's, or, with one hand given, that hand's right-hand
 * opponent.  0, or -1 (reported). */
static int board_contract(lead_opts *o, const record *r, source *src,
			  auction *auc)
{
	char e[AUCTION_ERR_SIZE];
	int got = 0, level, strain, doubled, by, seat, n = 0;

	o->auc = NULL;
	o->auction_note[0] = '\0';
	if (r->level == 0) {
		source_report(src, r, 0, "passed out: nobody leads");
		return -1;
	}
	if (!o->no_auction && r->format != RECORD_LINE) {
		got = auction_from_record(r, auc, e, sizeof e);
		if (got < 0) {
			/* as sd says it: the board is answered without it */
			source_note(src, r, auc->line ? auc->line :
				    r->auction_line, "its auction is not "
				    "used: %s", e);
			got = 0;
		}
		if (got > 0)
			o->auc = auc;
	}
	if (got > 0 && auction_contract(auc, &level, &strain, &doubled,
					&by) < 0) {
		if (r->level < 0) {
			source_report(src, r, r->auction_line, "passed out: "
				      "nobody leads");
			return -1;
		}
		o->auc = NULL;  /* nobody bid: it says nothing */
	}
	if (r->level > 0 && r->strain >= 0) {
		o->level = r->level;
		o->strain = r->strain;
		o->doubled = r->doubled;
		o->declarer = r->declarer;
		if (o->declarer < 0 && o->auc && level == o->level &&
		    strain == o->strain)
			o->declarer = by;
	} else if (o->auc) {
		o->level = level;
		o->strain = strain;
		o->doubled = doubled;
		o->declarer = by;
	} else {
		source_report(src, r, 0, "no contract: the board gives "
			      "neither a contract nor an auction that reaches "
			      "one");
		return -1;
	}
	for (seat = 0; seat < 4; seat++)
		n += (r->partial >> seat) & 1;
	if (o->declarer < 0 && r->partial && n == 1) {
		/* the one hand given leads */
		for (seat = 0; !((r->partial >> seat) & 1); seat++)
			;
		o->declarer = (seat + 3) % 4;
	}
	if (o->declarer < 0) {
		source_report(src, r, 0, "no declarer: who leads?  (the "
			      "board gives no Declarer, and no auction with "
			      "a dealer)");
		return -1;
	}
	return 0;
}

/* Each hand's spec: the auction's (not the leader's: his hand is
 * known) with the user's --north ... added, or instead ("=SPEC").  0, or
 * -1 (reported). */
static int board_specs(lead_opts *o, const record *r, source *src)
{
	int seat;

	for (seat = 0; seat < 4; seat++) {
		char e[AUCTION_ERR_SIZE];

		handspec_init(&o->d.spec[seat]);
		o->d.spec_text[seat] = NULL;
		o->spec_buf[seat][0] = '\0';
		if (!o->auc && !o->user[seat])
			continue;
		if (auction_spec(seat == o->d.leader ? NULL : o->auc, seat,
				 o->user[seat], &o->d.spec[seat],
				 o->spec_buf[seat], sizeof o->spec_buf[seat], e,
				 sizeof e) < 0) {
			source_report(src, r, 0, "%s: %s", SEAT_OPTS[seat], e);
			return -1;
		}
		o->d.spec_text[seat] = o->spec_buf[seat][0] ?
				       o->spec_buf[seat] : NULL;
	}
	auction_spec_sources(o->auc, "the board's auction", o->user,
			     o->d.spec_text, 0xfu & ~(1u << o->d.leader),
			     o->sources, sizeof o->sources);
	o->d.sources = o->sources;
	if (o->d.spec_text[o->d.leader] &&
	    !handspec_match(&o->d.spec[o->d.leader], o->d.hand)) {
		source_report(src, r, 0, "%s '%s': the leader's hand does not "
			      "fit it", SEAT_OPTS[o->d.leader],
			      o->d.spec_text[o->d.leader]);
		return -1;
	}
	return 0;
}

/* Why a call of the board's auction left out alone is not used. */
static const char DROP_WHY[] = AUCTION_DROP_LEADER;

/* Whether some layout fits o's specs (one looked for, as the dealing
 * looks for the first: in --tries, or a million at the most; its message
 * said on report, NULL: nowhere, and written to why): 1 or 0, with the
 * layouts tried in *tries (may be NULL; 0: refused by arithmetic). */
static int some_layout(const lead_opts *o, FILE *report, char *why,
		       size_t whysize, long *tries)
{
	leaddeal_spec d = o->d;
	leaddeal_layouts l;
	int rc;

	d.ndeals = 1;
	if (d.max_tries > LEADDEAL_FIRST_TRIES)
		d.max_tries = LEADDEAL_FIRST_TRIES;
	d.report = report;
	d.why = why;
	d.whysize = whysize;
	rc = leaddeal_deal(&d, &l, &lead_interrupted);
	free(l.deals);
	if (tries)
		*tries = l.tries;
	return rc == 0 && l.n > 0;
}

/* What auction_first_droppable() asks of lead: whether some layout fits
 * with a call of the board's auction left out (o->auc a copy of the
 * board's, with it left out). */
typedef struct {
	lead_opts *o;
	const record *r;
	source *src;
	const auction *board;   /* the board's auction, whole */
	auction *t;             /* the copy tried */
} drop_try;

static int fits_without(void *user, int drop)
{
	drop_try *d = user;
	char e[8];

	*d->t = *d->board;
	auction_drop(d->t, drop, DROP_WHY);
	d->o->auc = d->t;
	if (board_specs(d->o, d->r, d->src) < 0)
		return 1;
	if (some_layout(d->o, NULL, e, sizeof e, NULL))
		return 0;
	return lead_interrupted ? -1 : 1;
}

/* With the board's auction auc no layout fits o's specs (why says so):
 * the user's specs that fit none alone (said, at the board's line), or
 * none with the auction's that fit some (said, naming both, at the
 * auction's line) are refused: -1.  Else 0: the auction's own calls do
 * not hold together.  o->auc is then NULL, its specs to make again. */
static int user_specs_hold(lead_opts *o, const record *r, source *src,
			   auction *auc, const char *why)
{
	const char *user[4];
	char prefix[256], label[48], spare[8];

	memcpy(user, o->user, sizeof user);
	/* the user's own specs alone: said as they fail */
	o->auc = NULL;
	if (board_specs(o, r, src) < 0)
		return -1;
	if (!some_layout(o, NULL, spare, sizeof spare, NULL)) {
		if (!lead_interrupted)
			some_layout(o, stderr, spare, sizeof spare, NULL);
		return -1;
	}
	/* the auction's alone: it holds, so the user's do not with it */
	o->auc = auc;
	memset(o->user, 0, sizeof o->user);
	if (board_specs(o, r, src) < 0) {
		memcpy(o->user, user, sizeof user);
		return -1;
	}
	if (some_layout(o, NULL, spare, sizeof spare, NULL)) {
		memcpy(o->user, user, sizeof user);
		(void)board_specs(o, r, src);
		record_board_label(r->board, label, sizeof label);
		snprintf(prefix, sizeof prefix, "%s:%ld: %s", r->file ?
			 r->file : "-", r->auction_line > 0 ? r->auction_line :
			 r->line, label);
		fprintf(stderr, "%s%s%s%s%s: the constraints given cannot "
			"hold with the board's auction (--no-auction leaves "
			"it out; '=SPEC' replaces a hand's)\n", prefix, why,
			o->sources[0] ? " (" : "", o->sources,
			o->sources[0] ? ")" : "");
		return -1;
	}
	memcpy(o->user, user, sizeof user);
	return lead_interrupted ? -1 : 0;
}

/* No layout fits o's specs (why says so), the board's auction auc among
 * them: as `ddplay sd` does (docs/sd.md), the user's specs that fit no
 * layout alone, or none with the auction's that fit some, are refused;
 * else the auction's first call whose spec, left out alone, lets the
 * constraints hold is left out (said, with a notice at the auction's
 * line), or when none does the whole auction.  0 with o's specs made
 * again, or -1 (reported). */
static int without_a_call(lead_opts *o, const record *r, source *src,
			  auction *auc, const char *why)
{
	static auction t;               /* large: not on the stack */
	drop_try d = { o, r, src, auc, &t };
	unsigned seats = 0;
	int seat, call, given = 0;

	for (seat = 0; seat < 4; seat++) {
		if (seat != o->d.leader && !o->replaced[seat])
			seats |= 1u << seat;
		given |= seat != o->d.leader && o->user[seat];
	}
	if (given && user_specs_hold(o, r, src, auc, why) < 0)
		return -1;
	call = auction_first_droppable(auc, seats, fits_without, &d);
	if (lead_interrupted)
		return -1;
	if (call >= 0) {
		const auction_call *c = &auc->calls[call];

		source_note(src, r, r->auction_line, "%s by %s (%s) is not "
			    "used: with the board's other calls and the "
			    "leader's hand, %s", c->text,
			    dd_seat_name(c->seat), c->spec, why);
		auction_drop(auc, call, DROP_WHY);
		o->auc = auc;
	} else {
		/* (the sources of the whole auction's specs) */
		o->auc = auc;
		if (board_specs(o, r, src) < 0)
			return -1;
		source_note(src, r, r->auction_line, "%s%s%s%s: its auction "
			    "is not used (--no-auction does the same)", why,
			    o->sources[0] ? " (" : "", o->sources,
			    o->sources[0] ? ")" : "");
		/* the Auction line says it too, as sd's does (a reason
		 * too long for it keeps its start) */
		if (snprintf(o->auction_note, sizeof o->auction_note,
			     "not used: %s%s%s%s; the layouts are dealt "
			     "without it", why, o->sources[0] ? " (" : "",
			     o->sources, o->sources[0] ? ")" : "") >=
		    (int)sizeof o->auction_note)
			strcpy(o->auction_note + sizeof o->auction_note - 4,
			       "...");
		o->auc = NULL;
	}
	return board_specs(o, r, src);
}

/* One board's problem answered to out: 0, 1 (reported), 130. */
static int board_lead(lead_opts *o, const record *r, source *src, FILE *out,
		      int *printed)
{
	static auction auc;     /* large: not on the stack */
	leaddeal_layouts l;
	char title[64], label[48], prefix[256], name[8];
	int status;

	if (!r->partial && !r->has_deal)
		return 0;       /* a game without a deal: said already */
	if (board_contract(o, r, src, &auc) < 0)
		return 1;
	o->d.leader = (o->declarer + 1) % 4;
	if (r->partial && !((r->partial >> o->d.leader) & 1)) {
		char given[160];

		contract_text(o->level, o->strain, name);
		record_partial_text(r, given, sizeof given);
		given[strcspn(given, "(")] = '\0';
		if (given[0] && given[strlen(given) - 1] == ' ')
			given[strlen(given) - 1] = '\0';
		source_report(src, r, r->deal_line, "no leader's hand: %s "
			      "leads against %s by %s, and %s",
			      SEAT_NAMES[o->d.leader], name,
			      SEAT_NAMES[o->declarer], given);
		return 1;
	}
	memcpy(o->d.hand, r->deal.hand[o->d.leader], sizeof o->d.hand);
	if (board_specs(o, r, src) < 0)
		return 1;
	record_board_label(r->board, label, sizeof label);
	snprintf(prefix, sizeof prefix, "%s:%ld: %s", r->file ? r->file : "-",
		 r->line, label);
	o->d.prefix = prefix;
	memset(&l, 0, sizeof l);
	fflush(out);
	if (o->auc && !o->d.deals_file) {
		char why[512];
		long tries;

		/* the board's auction, not asked for: when no layout fits
		 * it (arithmetic, or a million tried: a --tries below that
		 * proves nothing, and the dealing below says so),
		 * without_a_call() */
		if (!some_layout(o, NULL, why, sizeof why, &tries) &&
		    (tries == 0 || o->d.max_tries >= LEADDEAL_FIRST_TRIES)) {
			if (lead_interrupted)
				return 130;
			if (without_a_call(o, r, src, &auc, why) < 0)
				return lead_interrupted ? 130 : 1;
		}
	}
	if (leaddeal_deal(&o->d, &l, &lead_interrupted) < 0 &&
	    !lead_interrupted) {
		free(l.deals);
		return 1;
	}
	if (lead_interrupted) {
		fprintf(stderr, "ddplay lead: interrupted before solving\n");
		free(l.deals);
		return 130;
	}
	if (*printed && o->output == OUT_READABLE)
		fputc('\n', out);
	record_title(r, title, sizeof title);
	status = lead_answer(o, &l, out, title, r->partial ? NULL : &r->deal);
	free(l.deals);
	if (status < 0)
		return 1;
	++*printed;
	return status;
}

int lead_files(lead_opts *o, FILE *out, int *printed)
{
	source *src;
	record r;
	int status = 0, rc;

	*printed = 0;
	src = source_new(o->nfiles, o->files, SOURCE_ANY, stderr);
	source_keep_partial(src);
	source_set_stop(src, &lead_interrupted);
	record_init(&r);
	while (!lead_interrupted && source_next(src, &r)) {
		rc = board_lead(o, &r, src, out, printed);
		if (rc == 130)
			break;
		if (rc)
			status = 1;
	}
	if (source_status(src))
		status = 1;
	record_free(&r);
	source_free(src);
	if (lead_interrupted)
		status = 130;   /* said where it stopped */
	return status;
}
