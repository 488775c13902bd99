/*
 * lin_record.c - the board being read from LIN as a record: its state
 * (reset, started, its first problem), and finishing it: the contract,
 * result and tags worked out and the record appended, or its problem
 * reported.  Below lin_board.c (the tags) and lin_url.c (links), which
 * call it; lin.c reads the text.
 */
#include "lin_impl.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "util/util.h"

/* The strains of the bids in rising order. */
const int LIN_BID_STRAIN[5] = {
	DD_CLUBS, DD_DIAMONDS, DD_HEARTS, DD_SPADES, DD_NOTRUMP
};

/* A call as PBN writes it: "Pass", "X", "XX", "1S", "3NT". */
void lin_call_text(int call, char out[5])
{
	int bid = call - CALL_BID;

	if (call == CALL_PASS) {
		strcpy(out, "Pass");
	} else if (call == CALL_X) {
		strcpy(out, "X");
	} else if (call == CALL_XX) {
		strcpy(out, "XX");
	} else {
		out[0] = (char)('1' + bid / 5);
		if (LIN_BID_STRAIN[bid % 5] == DD_NOTRUMP) {
			strcpy(out + 1, "NT");
		} else {
			out[1] = deal_strain_char(LIN_BID_STRAIN[bid % 5]);
			out[2] = '\0';
		}
	}
}

/* The dealer and vulnerability of board number n (1, 2, ...), as duplicate
 * boards have them. */
int lin_board_dealer(long n)
{
	return (int)((n - 1) % 4);
}

int lin_board_vul(long n)
{
	static const unsigned char vul[16] = {
		VUL_NONE, VUL_NS, VUL_EW, VUL_ALL, VUL_NS, VUL_EW, VUL_ALL,
		VUL_NONE, VUL_EW, VUL_ALL, VUL_NONE, VUL_NS, VUL_ALL,
		VUL_NONE, VUL_NS, VUL_EW
	};

	return vul[(n - 1) % 16];
}

/* The board being read. */

void lin_board_reset(lin_board *b)
{
	free(b->comments);
	memset(b, 0, sizeof *b);
	b->dealer = -1;
	b->vul = -1;
	b->claim = -1;
}

/* Marks the board as started at line, when it is not yet. */
void lin_board_start(lin_board *b, long line)
{
	if (!b->started) {
		b->started = 1;
		b->line = line;
	}
}

/* Records a problem of the board, unless it has one already: only the
 * first is reported. */
void lin_board_error(lin_board *b, long line, const char *fmt, ...)
{
	va_list ap;

	if (b->err[0])
		return;
	va_start(ap, fmt);
	vsnprintf(b->err, sizeof b->err, fmt, ap);
	va_end(ap);
	b->err_line = line;
}

void lin_board_flaw(lin_board *b, long line, const char *then,
		    const char *fmt, ...)
{
	va_list ap;
	int k = b->nflaws;

	/* (the first RECORD_FLAWS, as a record keeps them; the others
	 * counted, said as many) */
	if (k < RECORD_FLAWS) {
		va_start(ap, fmt);
		vsnprintf(b->flaw[k], sizeof b->flaw[k], fmt, ap);
		va_end(ap);
		snprintf(b->flaw_then[k], sizeof b->flaw_then[k], "%s", then);
		b->flaw_line[k] = line;
	}
	b->nflaws++;
}

/* Finishing a board: the record. */

/* The contract from the calls (those kept as recorded but not legal
 * where they are not counted: lin_board.illegal). */
static void set_contract(const lin_board *b, record *r)
{
	int i, bid, last_bid = -1;

	for (i = 0; i < b->ncalls; i++)
		if (b->calls[i] >= CALL_BID && !b->illegal[i])
			last_bid = i;
	if (last_bid < 0) {
		if (b->auction_over)
			r->level = 0;
		return;
	}
	if (!b->auction_over && b->nplayed == 0 && b->claim < 0)
		return;
	bid = b->calls[last_bid] - CALL_BID;
	r->level = bid / 5 + 1;
	r->strain = LIN_BID_STRAIN[bid % 5];
	r->doubled = 0;
	for (i = last_bid + 1; i < b->ncalls; i++)
		if (b->illegal[i])
			continue;
		else if (b->calls[i] == CALL_X)
			r->doubled = 1;
		else if (b->calls[i] == CALL_XX)
			r->doubled = 2;
	if (b->dealer < 0)
		return;
	/* The first of the declaring side (the calls made by the side of
	 * the last bid are an even number of calls apart) to name the
	 * strain. */
	for (i = last_bid % 2; i <= last_bid; i += 2)
		if (b->calls[i] >= CALL_BID && !b->illegal[i] &&
		    (b->calls[i] - CALL_BID) % 5 == bid % 5) {
			r->declarer = (b->dealer + i) % 4;
			break;
		}
}

/* A board whose md| gives no dealer digit, or that says no
 * vulnerability: the dealer and vulnerability of its number (ah|Board 7,
 * qx|o7), as duplicate boards have them, when it has one.  Then, a
 * dealer still not known where the play needs a declarer is the board's
 * problem: the calls' seats are not known. */
static void dealer_from_number(lin_board *b)
{
	long n = 0;
	size_t i;

	for (i = 0; b->number[i] && i < 6 && lin_is_digit(b->number[i]); i++)
		n = 10 * n + (b->number[i] - '0');
	if (i > 0 && !b->number[i] && n > 0) {
		if (b->dealer < 0)
			b->dealer = lin_board_dealer(n);
		/* (a vulnerability said but not known is not guessed) */
		if (b->vul < 0 && !b->vul_bad)
			b->vul = lin_board_vul(n);
	}
	if (b->dealer < 0 && b->ncalls > 0 &&
	    (b->nplayed > 0 || b->claim >= 0))
		lin_board_error(b, b->auction_line, "mb: no dealer, so no "
				"declarer: md| has no dealer digit (1 to 4) "
				"and the board no number (ah|Board 7|)");
}

/* The tricks declarer's side won when all 52 cards were played, or -1
 * (the play is checked later, by record_check()). */
static int tricks_won(const record *r)
{
	dd_position pos;
	dd_state st;

	if (r->level < 1 || record_recorded_play(r, &pos) < 0 ||
	    pos.nplayed != 52)
		return -1;
	if (dd_replay(&pos, &st, NULL) != DD_OK)
		return -1;
	return st.tricks_won[r->declarer & 1];
}

/* A claim (mc|, declarer's side's tricks in all) that the tricks
 * already won make impossible: fewer than declarer's side has won, or
 * more than the defenders have left it.  Said at the claim's line, and
 * left out (the board and its play kept); a play that cannot be replayed
 * is record_check()'s to report. */
static void check_claim(lin_out *out, const lin_board *b, record *r)
{
	dd_position pos;
	dd_state st;
	char msg[MSG_SIZE];
	int won, lost;

	if (r->claim < 0 || r->level < 1 ||
	    record_recorded_play(r, &pos) < 0 ||
	    dd_replay(&pos, &st, NULL) != DD_OK)
		return;
	won = st.tricks_won[r->declarer & 1];
	lost = st.tricks_won[!(r->declarer & 1)];
	if (r->claim >= won && r->claim <= 13 - lost)
		return;
	if (r->claim < won)
		snprintf(msg, sizeof msg, "mc: a claim of %d trick%s in all, "
			 "but declarer's side has won %d already: the claim "
			 "left out", r->claim, r->claim == 1 ? "" : "s", won);
	else
		snprintf(msg, sizeof msg, "mc: a claim of %d trick%s in all, "
			 "but the defenders have won %d already: the claim "
			 "left out", r->claim, r->claim == 1 ? "" : "s", lost);
	lin_report(out, b->claim_line, b->name, msg);
	record_add_flaw(r, b->claim_line, msg);
	r->claim = -1;
	r->result = -1;
}

/* The seat that holds card in the deal, -1 when none does. */
static int holder(const dd_deal *d, dd_card card)
{
	int s;

	for (s = 0; s < 4; s++)
		if (d->hand[s][card / 16] & (1u << (card % 16)))
			return s;
	return -1;
}

/* The Auction tag's section: the calls four a line, "!" after an alerted
 * call, "=n=" after an explained one with its [Note "n:text"] tag. */
static void set_auction_tag(const lin_board *b, record *r)
{
	char text[MAX_CALLS * 12 + 1], seat[2] = { 0, 0 }, note[16];
	size_t n = 0;
	int i, notes = 0;

	if (b->dealer < 0 || b->ncalls == 0)
		return;
	for (i = 0; i < b->ncalls; i++) {
		lin_call_text(b->calls[i], text + n);
		n += strlen(text + n);
		if (b->alert[i])
			text[n++] = '!';
		if (b->expl_at[i])
			n += (size_t)sprintf(text + n, " =%d=", ++notes);
		text[n++] = i % 4 == 3 || i == b->ncalls - 1 ? '\n' : ' ';
	}
	text[n] = '\0';
	seat[0] = deal_seat_char(b->dealer);
	record_tag_set(r, "Auction", seat, text);
	for (i = notes = 0; i < b->ncalls; i++) {
		char *v;

		if (!b->expl_at[i])
			continue;
		snprintf(note, sizeof note, "%d:", ++notes);
		v = xmalloc(strlen(note) + strlen(b->expl + b->expl_at[i] - 1)
			    + 1);
		strcpy(v, note);
		strcat(v, b->expl + b->expl_at[i] - 1);
		record_tag_add(r, "Note", v, NULL);
		free(v);
	}
}

static void set_tags(const lin_board *b, record *r)
{
	static const char *const vul_names[4] = {
		"None", "NS", "EW", "All"
	};
	/* PBN's order West, North, East, South as places in pn|'s list. */
	static const int order[4] = { 1, 2, 3, 0 };
	static const char *const seat_tags[4] = {
		"West", "North", "East", "South"
	};
	char text[DEAL_TEXT_SIZE];
	int i, base = b->nplayers > 4 && b->room == 'c' ? 4 : 0;

	if (b->event[0])
		record_tag_set(r, "Event", b->event, NULL);
	if (b->scoring[0])
		record_tag_set(r, "Scoring", b->scoring, NULL);
	if (b->number[0])
		record_tag_set(r, "Board", b->number, NULL);
	for (i = 0; i < 4; i++)
		if (base + order[i] < b->nplayers &&
		    b->players[base + order[i]][0])
			record_tag_set(r, seat_tags[i],
				       b->players[base + order[i]], NULL);
	text[1] = '\0';
	if (r->dealer >= 0) {
		text[0] = deal_seat_char(r->dealer);
		record_tag_set(r, "Dealer", text, NULL);
	}
	if (r->vul >= 0)
		record_tag_set(r, "Vulnerable", vul_names[r->vul], NULL);
	if (r->partial)
		record_format_partial(&r->deal, r->partial, text,
				      sizeof text);
	else
		deal_format(&r->deal, text);
	record_tag_set(r, "Deal", text,
		       b->comments_len ? b->comments : NULL);
	if (r->level == 0) {
		record_tag_set(r, "Declarer", "", NULL);
	} else if (r->declarer >= 0) {
		text[0] = deal_seat_char(r->declarer);
		text[1] = '\0';
		record_tag_set(r, "Declarer", text, NULL);
	}
	record_format_contract(r, text);
	if (text[0])
		record_tag_set(r, "Contract", text, NULL);
	if (r->result >= 0) {
		snprintf(text, sizeof text, "%d", r->result);
		record_tag_set(r, "Result", text, NULL);
	}
	set_auction_tag(b, r);
	if (b->room)
		record_tag_set(r, "Room", b->room == 'o' ? "Open" : "Closed",
			       NULL);
}

void lin_report(lin_out *out, long line, const char *board,
		const char *msg)
{
	if (out->report)
		out->report(out->user, line, board, msg);
}

/* Reports the board's messages in line order: those about text that is
 * not LIN, its flaws, and its problem (when err is set), the first
 * of them at a line that has several (err is kept: the caller reads
 * it). */
static void report_board(lin_out *out, lin_board *b)
{
	int i = 0, f = 0, nf = b->nflaws < RECORD_FLAWS ? b->nflaws :
					   RECORD_FLAWS, err = b->err[0] != '\0';
	char more[64];

	for (;;) {
		long ll = i < b->nlater ? b->later_line[i] : -1;
		long fl = f < nf ? b->flaw_line[f] : -1;

		if (ll < 0 && fl < 0)
			break;
		if (err && (ll < 0 || b->err_line < ll) &&
		    (fl < 0 || b->err_line < fl)) {
			lin_report(out, b->err_line, b->name, b->err);
			err = 0;
		} else if (ll >= 0 && (fl < 0 || ll <= fl)) {
			lin_report(out, ll, b->name, b->later[i++]);
		} else {
			lin_report(out, fl, b->name, b->flaw[f++]);
		}
	}
	if (err)
		lin_report(out, b->err_line, b->name, b->err);
	if (b->nflaws > RECORD_FLAWS) {
		snprintf(more, sizeof more, "%d more problems in this board, "
			 "not shown", b->nflaws - RECORD_FLAWS);
		lin_report(out, b->flaw_line[RECORD_FLAWS - 1], b->name,
			   more);
	}
	b->nlater = 0;
}

/* The board's flaws into its record, each with what became of it, and
 * its problem when the contract and play are left out for it. */
static void add_flaws(const lin_board *b, record *r, int bad)
{
	char text[RECORD_FLAW_SIZE];
	int k;

	for (k = 0; k < b->nflaws && k < RECORD_FLAWS; k++) {
		snprintf(text, sizeof text, "%.130s: %s", b->flaw[k],
			 b->flaw_then[k]);
		record_add_flaw(r, b->flaw_line[k], text);
	}
	r->nflaws += b->nflaws > RECORD_FLAWS ? b->nflaws - RECORD_FLAWS : 0;
	if (bad) {
		snprintf(text, sizeof text, "%.140s: the contract and play "
			 "are left out", b->err);
		record_add_flaw(r, b->err_line, text);
	}
}

static record *new_record(lin_out *out)
{
	record *r;

	if (out->nrecs == out->cap) {
		out->cap = out->cap ? 2 * out->cap : 16;
		out->recs = xrealloc(out->recs,
				     (size_t)out->cap * sizeof *out->recs);
	}
	r = &out->recs[out->nrecs++];
	record_init(r);
	r->format = RECORD_LIN;
	r->file = out->file;
	return r;
}

/* Ends the board being read: reports its problem, or adds its record;
 * then the reader is ready for the next board.  A board whose deal is
 * good but whose auction, play or claim is not is added with problem
 * RECORD_BAD_PLAY and without them. */
void lin_finish_board(lin_reader *rd)
{
	lin_board *b = &rd->b;
	lin_out *out = rd->out;
	record *r;
	int bad;

	if (!b->started) {
		report_board(out, b);
		lin_board_reset(b);
		return;
	}
	if (!b->has_md)
		lin_board_error(b, b->line, "no deal (md|)");
	dealer_from_number(b);
	bad = b->err[0] != '\0';
	report_board(out, b);
	if (bad && !b->has_deal) {
		out->dropped++;
		lin_board_reset(b);
		return;
	}
	r = new_record(out);
	r->line = b->line;
	r->deal_line = b->deal_line;
	r->play_line = b->play_line;
	r->auction_line = b->auction_line;
	snprintf(r->board, sizeof r->board, "%s", b->name);
	r->has_deal = b->has_deal && !b->partial;
	r->deal = b->deal;
	r->dealer = b->dealer;
	r->vul = b->vul;
	r->vul_bad = b->vul_bad;
	if (b->partial) {
		/* a lead problem's board: its contract and auction, not
		 * its play (source.c says it to what needs the whole deal) */
		r->partial = b->partial;
		r->problem = RECORD_BAD_DEAL;
		if (!bad)
			set_contract(b, r);
	} else if (bad) {
		r->problem = RECORD_BAD_PLAY;
		add_flaws(b, r, 1);
	} else {
		add_flaws(b, r, 0);
		set_contract(b, r);
		r->nplayed = b->nplayed;
		memcpy(r->played, b->played, sizeof r->played);
		/* a word of pc| that is no card: the play up to it, the
		 * cards after it not known (record.h, play_cut) */
		if (b->cards_cut == 1) {
			r->play_cut = 1;
			r->recorded.n = 0;
		}
		/* LIN gives no leader: the seat that holds the first card
		 * led it (record_check() checks the rest) */
		if (r->nplayed > 0 && r->strain >= 0 && r->declarer >= 0)
			record_set_leader(r, holder(&r->deal, r->played[0]));
		r->claim = b->claim;
		r->result = r->claim >= 0 ? r->claim : tricks_won(r);
		check_claim(out, b, r);
		if (r->claim < 0 && r->result < 0)
			r->result = tricks_won(r);
	}
	set_tags(b, r);
	lin_board_reset(b);
}

/* LIN text. */

void lin_reader_init(lin_reader *rd, lin_out *out)
{
	memset(rd, 0, sizeof *rd);
	rd->out = out;
	lin_board_reset(&rd->b);
}
