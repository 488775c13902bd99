/*
 * pbninterp.c - the tags of a PBN game turned into a record's fields, see
 * pbninterp.h: the deal checked, then the dealer, vulnerability,
 * contract, declarer, result and play, each with the value parsers of
 * pbnvalue.c.
 */
#include "pbninterp.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "boardinfo.h"
#include "pbnvalue.h"
#include "util/util.h"

/* The game being interpreted: its tags, the previous game's (values
 * "#"), where the messages go. */
typedef struct {
	tagset *cur, *prev;
	pbn_say_fn *say;
	void *user;
} interp;

static void report(interp *rd, long line, const char *board,
		   const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void report(interp *rd, long line, const char *board,
		   const char *fmt, ...)
{
	char msg[300];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	rd->say(rd->user, line, board, msg);
}


/* A problem with the contract or declarer (or a play without either):
 * the contract and play left out, noted (bad_play(): reported too); the
 * deal is still good. */
static void drop_play(record *r, long line, const char *msg)
{
	char text[RECORD_FLAW_SIZE];

	record_drop_play(r);
	r->problem = RECORD_BAD_PLAY;
	snprintf(text, sizeof text, "%.140s: the contract and play are left out",
		 msg);
	record_add_flaw(r, line, text);
}

static void bad_play(interp *rd, record *r, long line, const char *msg)
{
	report(rd, line, r->board, "%s", msg);
	drop_play(r, line, msg);
}

/* A problem with a field that only the score or the record needs (the
 * dealer, vulnerability, result): reported, and noted with what became
 * of it (then); the contract and play stand and are analysed. */
static void flaw(interp *rd, record *r, long line, const char *msg,
		 const char *then)
{
	char text[RECORD_FLAW_SIZE];

	report(rd, line, r->board, "%s", msg);
	snprintf(text, sizeof text, "%.140s: %.50s", msg, then);
	record_add_flaw(r, line, text);
}

/* A word of the Auction tag that is no call ("2Z"): said at its own
 * line, which becomes the auction's line for what is said of it later
 * (a single-dummy command does not use such an auction: auction.h). */
static void check_calls(interp *rd, record *r)
{
	boardinfo_auction a;

	if (boardinfo_read_auction(r, &a) == 0 && a.bad[0]) {
		r->auction_line += a.bad_lines;
		report(rd, r->auction_line, r->board, "'%s' in the auction is "
		       "not a call (1C-7NT, Pass, X, XX, AP)", a.bad);
	}
	boardinfo_auction_free(&a);
}

/* The contract worked out from the Auction tag, for a game without a
 * Contract (pbntools writes them). */
static void contract_from_auction(record *r)
{
	boardinfo_auction a;
	int level, strain, doubled, declarer;

	if (boardinfo_read_auction(r, &a) == 0 &&
	    boardinfo_contract(&a, &level, &strain, &doubled, &declarer) == 0) {
		r->level = level;
		r->strain = strain;
		r->doubled = doubled;
		r->declarer = declarer;
	}
	boardinfo_auction_free(&a);
}

/* The contract, declarer, result and play of the game (not the play
 * without with_play: a lead problem's partial deal); 0, or -1 when one
 * is bad (reported). */
static int interpret_play(interp *rd, record *r, int with_play)
{
	raw_tag *t, *play;
	char err[300];
	int v, play_leader = -1;

	if ((t = pbn_tagset_get(rd->cur, "Auction"))) {
		/* the line of its first call, for a problem with it (as a
		 * bad card is said at its own line) */
		int k = t->section.p && t->section_line > 0 ?
			pbn_first_token_line(t->section.p) : -1;

		r->auction_line = k >= 0 ? t->section_line + k : t->line;
		check_calls(rd, r);
	}
	if ((t = pbn_tagset_get(rd->cur, "Dealer"))) {
		v = pbn_seat_of(t->value);
		if (v == -2) {
			/* the auction's seats come from its own tag's value
			 * first (boardinfo.h): without it they are not known
			 * either, and its contract not worked out */
			snprintf(err, sizeof err, "bad Dealer '%.20s': "
				 "expected N, E, S or W", t->value);
			flaw(rd, r, t->line, err, "the dealer is not known");
			v = -1;
			r->dealer_bad = 1;
		}
		r->dealer = v;
	}
	if ((t = pbn_tagset_get(rd->cur, "Vulnerable"))) {
		v = pbn_vul_of(t->value);
		if (v == -2) {
			/* not guessed from the board's number: the file says
			 * something, only not what */
			snprintf(err, sizeof err, "bad Vulnerable '%.20s': "
				 "expected None, NS, EW or All", t->value);
			flaw(rd, r, t->line, err, "the vulnerability is not "
			     "known");
			v = -1;
			r->vul_bad = 1;
		}
		r->vul = v;
	}
	if ((t = pbn_tagset_get(rd->cur, "Contract")) &&
	    pbn_parse_contract(t->value, r) < 0) {
		snprintf(err, sizeof err, "bad Contract '%.20s': expected a "
			 "level and a strain, as in 4S, 3NT or 4HX, or Pass",
			 t->value);
		bad_play(rd, r, t->line, err);
		return -1;
	}
	t = pbn_tagset_get(rd->cur, "Contract");
	if ((!t || t->value[0] == '\0' || strcmp(t->value, "?") == 0) &&
	    pbn_tagset_get(rd->cur, "Auction"))
		contract_from_auction(r);
	if ((t = pbn_tagset_get(rd->cur, "Declarer"))) {
		const char *s = t->value[0] == '^' ? t->value + 1 : t->value;

		v = pbn_seat_of(s);
		if (v == -2) {
			snprintf(err, sizeof err, "bad Declarer '%.20s': "
				 "expected N, E, S or W", t->value);
			bad_play(rd, r, t->line, err);
			return -1;
		}
		if (r->level != 0 && v >= 0)
			r->declarer = v;
	}
	if ((t = pbn_tagset_get(rd->cur, "Result")) && t->value[0] != '\0' &&
	    strcmp(t->value, "?") != 0 && r->level != 0 &&
	    pbn_parse_result(t->value, r->declarer, &r->result) < 0) {
		snprintf(err, sizeof err, "bad Result '%.20s': expected "
			 "declarer's tricks, 0 to 13", t->value);
		flaw(rd, r, t->line, err, "the result is not known");
		r->result = -1;
	}
	play = with_play ? pbn_tagset_get(rd->cur, "Play") : NULL;
	if (play) {
		play_leader = pbn_seat_of(play->value);
		r->play_line = play->line;
		if (play_leader == -2) {
			snprintf(err, sizeof err, "bad Play '%.20s': expected "
				 "the opening leader, N, E, S or W",
				 play->value);
			bad_play(rd, r, play->line, err);
			return -1;
		}
	}
	if (play && play_leader >= 0 && r->level != 0) {
		/* A leader other than declarer's left is read as given
		 * (record_set_leader(): kept apart, warned about) */
		if (r->declarer < 0)
			r->declarer = (play_leader + 3) & 3;
		if (r->strain < 0) {
			if (play->section.p &&
			    strpbrk(play->section.p, "SHDCshdc")) {
				bad_play(rd, r, play->line, "a play but no "
					 "contract: the strain is needed");
				return -1;
			}
		} else if (play->section.p) {
			int off = 0, got;

			got = pbn_parse_play(play->section.p, play_leader,
					     r->strain, r, &off, err,
					     sizeof err);
			if (got < 0) {
				/* a word that is no card: said at its line,
				 * the play kept up to it (its text is the
				 * tag's, kept as read) */
				char text[RECORD_FLAW_SIZE];

				snprintf(text, sizeof text, "the play stops "
					 "before it (%d card%s)",
					 r->nplayed, r->nplayed == 1 ? "" : "s");
				flaw(rd, r, play->section_line > 0 ?
				     play->section_line + off : play->line,
				     err, text);
				r->play_cut = 1;
				r->recorded.leader = play_leader;
				r->recorded.n = 0;
			}
			/* known cards after an unknown one, not read: said
			 * at the line of the unknown card, the play kept up
			 * to it */
			if (got > 0)
				report(rd, play->section_line > 0 ?
				       play->section_line + off : play->line,
				       r->board, "%s", err);
			record_set_leader(r, play_leader);
		}
	}
	return 0;
}

/* The tags read (the others are only kept), for a name in another case
 * ([deal], [CONTRACT] of a hand-edited file), said: not read. */
static void check_case(interp *rd, const record *r)
{
	static const char *const known[] = {
		"Event", "Board", "Room", "Dealer", "Vulnerable", "Deal",
		"Declarer", "Contract", "Result", "Play", "Auction", "Note",
	};
	size_t k;
	int i;

	for (i = 0; i < rd->cur->n; i++) {
		const raw_tag *t = &rd->cur->t[i];

		for (k = 0; k < sizeof known / sizeof known[0]; k++)
			if (strcasecmp(t->name, known[k]) == 0 &&
			    strcmp(t->name, known[k]) != 0)
				report(rd, t->line, r->board, "[%s] is not "
				       "read: tag names are case sensitive, "
				       "[%s] is meant?", t->name, known[k]);
	}
}

/* A game of no deal, nor Board or Event tag, that holds a play, an
 * auction or a contract: the end of a game cut off by a blank line inside
 * it, said at the first of them (Bridge Composer's first game, of empty
 * tags, is no such game; nor is a game of a board's result without its
 * deal, as a scorer's file may hold: it has its Board tag). */
static void check_orphan(interp *rd, const record *r)
{
	static const char *const played[] = {
		"Auction", "Play", "Contract", "Declarer", "Result",
	};
	const raw_tag *first = NULL;
	size_t k;

	if (pbn_tagset_get(rd->cur, "Board") || pbn_tagset_get(rd->cur, "Event"))
		return;
	for (k = 0; k < sizeof played / sizeof played[0]; k++) {
		const raw_tag *t = pbn_tagset_get(rd->cur, played[k]);
		const char *v = t ? t->value + strspn(t->value, " \t") : "";

		if (!t || ((!v[0] || strcmp(v, "?") == 0) &&
			   (!t->section.p ||
			    !t->section.p[strspn(t->section.p, " \t\r\n")])))
			continue;
		if (!first || t->line < first->line)
			first = t;
	}
	if (first)
		report(rd, first->line, r->board, "[%s] in a game without a "
		       "deal: not read (a blank line ends a game: one in the "
		       "game before it?)", first->name);
}

void pbn_interpret(tagset *cur, tagset *prev, record *r, pbn_say_fn *say_fn,
		   void *user)
{
	interp in = { cur, prev, say_fn, user }, *rd = &in;
	raw_tag *t;
	char err[300];
	long line;
	unsigned given;
	int i, rc;

	/* Values "#": the previous game's. */
	for (i = 0; i < rd->cur->n; i++) {
		raw_tag *p;

		t = &rd->cur->t[i];
		if (strcmp(t->value, "#") != 0)
			continue;
		p = pbn_tagset_get(rd->prev, t->name);
		/* written with the value it stands for: the game may be
		 * written without the one before it (:save) */
		free(t->line_text);
		t->line_text = NULL;
		free(t->value);
		t->value = xstrdup(p ? p->value : "");
		t->doubled = p ? p->doubled : 0;
	}
	for (i = 0; i < rd->cur->n; i++) {
		t = &rd->cur->t[i];
		record_tag_add(r, t->name, t->value, t->section.p);
		r->tags[r->ntags - 1].doubled = t->doubled;
		r->tags[r->ntags - 1].line_text = t->line_text;
		t->line_text = NULL;
	}
	if ((t = pbn_tagset_get(rd->cur, "Board")))
		snprintf(r->board, sizeof r->board, "%s", t->value);
	if ((t = pbn_tagset_get(rd->cur, "Room")) &&
	    strcmp(t->value, "?") != 0) {
		snprintf(r->room, sizeof r->room, "%s", t->value);
		record_printable(r->room);
	}
	check_case(rd, r);
	t = pbn_tagset_get(rd->cur, "Deal");
	if (!t || t->value[strspn(t->value, " \t")] == '\0') {
		r->problem = RECORD_NO_DEAL;    /* nothing to do */
		check_orphan(rd, r);
		return;
	}
	r->deal_line = t->line;
	if (pbn_parse_deal_tag(t->value, &r->deal, &given, err,
			       sizeof err) < 0) {
		report(rd, t->line, r->board, "%s", err);
		r->problem = RECORD_BAD_DEAL;
		return;
	}
	if (given != 0xf) {
		/* a lead problem's: its contract and auction read, not its
		 * play (no card can be checked); said by source.c to those
		 * that need the whole deal */
		interpret_play(rd, r, 0);
		r->partial = given;
		r->problem = RECORD_BAD_DEAL;
		return;
	}
	r->has_deal = 1;
	if (record_check(r, err, sizeof err, &line) < 0) {
		report(rd, line, r->board, "%s", err);
		r->problem = RECORD_BAD_DEAL;
		return;
	}
	if (interpret_play(rd, r, 1) < 0)
		return;
	rc = record_check(r, err, sizeof err, &line);
	if (rc == -1) {
		report(rd, line, r->board, "%s", err);
		r->problem = RECORD_BAD_DEAL;
	} else if (rc < 0) {
		/* a card that breaks a rule: the play up to it kept, the
		 * contract and result stand */
		report(rd, line, r->board, "%s", err);
		if (record_cut_play(r, err, line) < 0)
			drop_play(r, line, err);
	}
}
