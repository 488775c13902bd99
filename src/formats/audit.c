/*
 * audit.c - a board's record checked against itself and double dummy, see
 * audit.h.
 */
#include "audit.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "boardinfo.h"
#include "dd.h"

static void say(audit *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void say(audit *a, const char *fmt, ...)
{
	va_list ap;

	if (a->n == AUDIT_MAX)
		return;
	va_start(ap, fmt);
	vsnprintf(a->text[a->n++], AUDIT_TEXT, fmt, ap);
	va_end(ap);
}

/* Declarer's tricks in a complete play (the play as recorded, from the
 * leader the record gives), or -1. */
static int played_tricks(const record *r)
{
	dd_position pos;
	dd_state st;

	if (record_recorded_play(r, &pos) < 0 || pos.nplayed != 52)
		return -1;
	if (dd_replay(&pos, &st, NULL) != DD_OK)
		return -1;
	return st.tricks_won[r->declarer & 1];
}

static const char *plural(int n)
{
	return n == 1 ? "" : "s";
}

/* The contract and declarer the auction gives, against the record's. */
static void check_auction(const record *r, audit *a)
{
	static const char *const strains[5] = { "S", "H", "D", "C", "NT" };
	boardinfo_auction au;
	int level, strain, doubled, declarer, low;

	if (boardinfo_read_auction(r, &au) < 0) {
		boardinfo_auction_free(&au);
		return;
	}
	if ((low = boardinfo_low_bid(&au)) >= 0) {
		/* no contract to check the record's against */
		int k = low - 1;

		while (k >= 0 && (au.calls[k].text[0] < '1' ||
				  au.calls[k].text[0] > '7'))
			k--;
		say(a, "the auction is not legal: %s (call %d) is not above "
		    "%s", au.calls[low].text, low + 1,
		    k >= 0 ? au.calls[k].text : "the bid before");
		boardinfo_auction_free(&au);
		return;
	}
	if (!au.complete && au.ncalls > 0) {
		/* An auction recorded without its closing passes, as many
		 * a PBN file has it ("1NT Pass 3NT Pass"): said only when
		 * its last bid is not the contract recorded (then one of
		 * them is wrong); when it is, nothing is missing that
		 * matters. */
		boardinfo_auction upto = au;

		upto.complete = 1;
		if (boardinfo_contract(&upto, &level, &strain, &doubled,
				       &declarer) == 0 && level > 0 &&
		    r->level > 0 && r->declarer >= 0 &&
		    (level != r->level || strain != r->strain ||
		     (declarer & 1) != (r->declarer & 1)))
			say(a, "the auction recorded stops after %d call%s, "
			    "at %d%s by %s; the contract recorded is %d%s by "
			    "%s", au.ncalls, plural(au.ncalls), level,
			    strains[strain], dd_seat_name(declarer),
			    r->level, strains[r->strain],
			    dd_seat_name(r->declarer));
		boardinfo_auction_free(&au);
		return;
	}
	if (boardinfo_contract(&au, &level, &strain, &doubled, &declarer) == 0 &&
	    level > 0 && r->level > 0 && r->declarer >= 0) {
		/* a declarer of the other side: the auction's contract
		 * is another's */
		if (level != r->level || strain != r->strain ||
		    (declarer & 1) != (r->declarer & 1))
			say(a, "the auction ends in %d%s by %s, the contract "
			    "recorded is %d%s by %s", level, strains[strain],
			    dd_seat_name(declarer), r->level,
			    strains[r->strain], dd_seat_name(r->declarer));
		else if (declarer != r->declarer)
			say(a, "declarer is %s, but %s named %s first for "
			    "the side", dd_seat_name(r->declarer),
			    dd_seat_name(declarer),
			    strain == DD_NOTRUMP ? "notrump" : strains[strain]);
	}
	boardinfo_auction_free(&au);
}

int audit_record(const record *r, int dd_end, audit *a)
{
	int claim, k;

	memset(a, 0, sizeof *a);
	/* what the reader could not read, and what became of it (the
	 * message of record.flaw says it) */
	for (k = 0; k < r->nflaws && k < RECORD_FLAWS; k++)
		say(a, "%s", r->flaw[k].text);
	if (r->nflaws > RECORD_FLAWS)
		say(a, "%d more problem%s reading the record",
		    r->nflaws - RECORD_FLAWS,
		    plural(r->nflaws - RECORD_FLAWS));
	if (r->problem == RECORD_BAD_PLAY && r->nflaws == 0)
		say(a, "the contract or play recorded could not be read: "
		    "left out");
	a->play_tricks = played_tricks(r);
	if (a->play_tricks < 0 && r->nplayed < 52 &&
	    boardinfo_claim(r, &claim)) {
		a->play_tricks = claim;
		a->from_claim = 1;
	}
	if (r->level > 0 && r->result >= 0 && a->play_tricks >= 0 &&
	    r->result != a->play_tricks && !(a->from_claim && r->claim < 0)) {
		a->result_differs = 1;
		say(a, "Result says %d trick%s, the %s gives %d", r->result,
		    plural(r->result), a->from_claim ? "claim" : "play",
		    a->play_tricks);
	}
	if (r->offlead.n > 0)
		say(a, "the opening lead is by %s; declarer %s's left is %s",
		    dd_seat_name(r->offlead.leader),
		    dd_seat_name(r->declarer),
		    dd_seat_name(record_leader(r)));
	/* (dd_end is the analysis's, without the recorded play, when the
	 * play is led by another seat: no claim checked against it; nor
	 * when the play is cut before a card that breaks a rule: the claim
	 * was made after cards not analysed) */
	if (a->from_claim && dd_end >= 0 && r->offlead.n == 0 &&
	    !r->play_cut &&
	    a->play_tricks != dd_end) {
		if (a->play_tricks > dd_end)
			say(a, "claim of %d: double dummy gives %d",
			    a->play_tricks, dd_end);
		else
			say(a, "claim of %d concedes %d trick%s that could "
			    "not be lost: double dummy gives %d",
			    a->play_tricks, dd_end - a->play_tricks,
			    plural(dd_end - a->play_tricks), dd_end);
	}
	check_auction(r, a);
	return a->n;
}
