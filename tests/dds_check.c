/*
 * dds_check.c - a client of DDS's C API (dll.h), for tests/t_dds.sh: built
 * once with libdds-ddplay (src/dds/) and, where Debian's libdds-dev is
 * installed, once with DDS itself, the same calls, the outputs compared.
 * Longer than 800 lines: one client of every call, the same file built
 * with both libraries, so that each call's check sits beside the others.
 *
 *   dds_check solve FILE     each position (deal|strain|leader|played) as
 *                            solve --lines prints it, from SolveBoard
 *                            (solutions 3), the equivalent cards of each
 *                            entry spread out; solutions 1 and 2, target
 *                            and mode 0 checked against it (on stderr)
 *   dds_check pbn FILE       the same through SolveBoardPBN
 *   dds_check table FILE     each deal's 20 results, CalcDDtablePBN (and
 *                            CalcDDtable checked against it)
 *   dds_check alltables FILE the tables again through CalcAllTablesPBN,
 *                            40 deals a call (and a strain filter and the
 *                            par of each table checked)
 *   dds_check par FILE       each deal's DealerPar for every dealer and
 *                            vulnerability: "deal|dealer|vul|score|
 *                            contracts" (dealer 0..3, vul DDS's 0..3)
 *   dds_check play FILE      each play (deal|strain|leader|played) traced
 *                            by AnalysePlayBin: the deal, then declarer's
 *                            side's tricks after each card (AnalysePlayPBN
 *                            checked against it)
 *   dds_check sides FILE     each table line's (deal|t1 ... t20) Par for
 *                            every vulnerability: "deal|t1 ... t20|vul|
 *                            NS score|EW score|NS contracts|EW contracts",
 *                            then SidesPar, SidesParBin's text and
 *                            DealerParBin's text for each dealer
 *   dds_check calcpar FILE   CalcParPBN and CalcPar on each table line
 *                            checked against the line and Par (silent)
 *   dds_check allboards FILE the positions again through SolveAllBoards
 *                            (and SolveAllChunksBin checked against it)
 *   dds_check allplays FILE  the plays again through AnalyseAllPlaysBin
 *                            (and AnalyseAllPlaysPBN checked against it)
 *   dds_check threads FILE N SolveBoard in N threads at once, each over
 *                            every position; "same" when all agree with
 *                            one thread
 *   dds_check errors         some bad calls and their codes
 *   dds_check messages       ErrorMessage() of the codes -400..3, one
 *                            "code text" a line; fails unless each
 *                            RETURN_ code's text is its TEXT_ macro's
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#include "model/deal.h"
#include DDS_HEADER

/* what DDS's dll.h defines beside its calls: its guard, and the macros
 * it declares them with, for tables of function pointers like this */
#ifndef DDS_DLL_H
#error "dll.h does not define DDS_DLL_H"
#endif
typedef EXTERN_C DLLEXPORT void (STDCALL *error_message_fn)(int, char[80]);

enum { MAXLINES = 2000 };

static char *lines[MAXLINES];
static int nlines;
static int problems;

static void problem(int k, const char *what, int a, int b)
{
	fprintf(stderr, "line %d: %s (%d, %d)\n", k + 1, what, a, b);
	problems++;
}

static void read_lines(const char *file)
{
	char buf[4096];
	FILE *f = fopen(file, "r");

	if (!f) {
		perror(file);
		exit(2);
	}
	while (nlines < MAXLINES && fgets(buf, sizeof buf, f)) {
		buf[strcspn(buf, "\n")] = '\0';
		lines[nlines++] = strdup(buf);
	}
	fclose(f);
}

/* The struct deal of a position line; 0, or -1 when it cannot be read. */
static int deal_of(const char *line, struct deal *dl, dd_position *pos)
{
	char text[4096], err[DEAL_ERR_SIZE], *p = text;
	dd_state st;
	int i, seat, suit;

	snprintf(text, sizeof text, "%s", line);
	for (i = 0; i < 4 && p; i++)
		p = strchr(p + (i > 0), '|');
	if (p)
		*p = '\0';
	if (deal_parse_position(text, pos, err, sizeof err) < 0 ||
	    dd_replay(pos, &st, NULL) != DD_OK)
		return -1;
	memset(dl, 0, sizeof *dl);
	dl->trump = pos->strain;
	dl->first = st.trick_leader;
	for (i = 0; i < st.trick_cards; i++) {
		dl->currentTrickSuit[i] = DD_SUIT(st.trick[i]);
		dl->currentTrickRank[i] = DD_RANK(st.trick[i]);
	}
	for (seat = 0; seat < 4; seat++)
		for (suit = 0; suit < 4; suit++)
			dl->remainCards[seat][suit] =
				st.remaining.hand[seat][suit];
	return 0;
}

static void pbn_of(const struct deal *dl, struct dealPBN *pb)
{
	dd_deal d;
	char text[DEAL_TEXT_SIZE];
	int seat, suit;

	for (seat = 0; seat < 4; seat++)
		for (suit = 0; suit < 4; suit++)
			d.hand[seat][suit] = (uint16_t)dl->remainCards[seat][suit];
	deal_format(&d, text);
	memset(pb, 0, sizeof *pb);
	pb->trump = dl->trump;
	pb->first = dl->first;
	memcpy(pb->currentTrickSuit, dl->currentTrickSuit, sizeof pb->currentTrickSuit);
	memcpy(pb->currentTrickRank, dl->currentTrickRank, sizeof pb->currentTrickRank);
	snprintf(pb->remainCards, sizeof pb->remainCards, "%.79s", text);
}

/* Every card of f, equivalent cards spread out, with its score. */
static int spread(const struct futureTricks *f, dd_card cards[13],
		  int scores[13])
{
	int i, r, n = 0;

	for (i = 0; i < f->cards; i++) {
		cards[n] = DD_CARD(f->suit[i], f->rank[i]);
		scores[n++] = f->score[i];
		for (r = 14; r >= 2; r--)
			if (f->equals[i] & (1 << r)) {
				cards[n] = DD_CARD(f->suit[i], r);
				scores[n++] = f->score[i];
			}
	}
	return n;
}

static void print_solution(const char *line, const dd_position *pos,
			   const struct futureTricks *f)
{
	char text[DEAL_POSITION_SIZE], card[DEAL_CARD_SIZE];
	dd_card cards[13];
	int scores[13], i, n = spread(f, cards, scores);

	(void)line;
	deal_format_position(pos, text);
	printf("%s", text);
	for (i = 0; i < n; i++) {
		deal_format_card(cards[i], card);
		printf("%c%s:%d", i ? ' ' : '|', card, scores[i]);
	}
	putchar('\n');
}

/* The tricks left: the cards of the hands that have not played to the
 * trick in progress. */
static int tricks_left(const struct deal *dl)
{
	int seat, suit, most = 0;

	for (seat = 0; seat < 4; seat++) {
		int n = 0;

		for (suit = 0; suit < 4; suit++)
			n += __builtin_popcount(dl->remainCards[seat][suit]);
		if (n > most)
			most = n;
	}
	return most;
}

/* solutions 1 and 2, a target, mode 0, against solutions 3's f3 (the
 * semantics of DDS 2.9, as tried with it: t_dds.sh). */
static void check_other_calls(int k, const struct deal *dl,
			      const struct futureTricks *f3, int pbn)
{
	struct futureTricks f;
	struct dealPBN pb;
	int best = f3->score[0], i, n2 = 0, r;

	pbn_of(dl, &pb);
#define SOLVE(t, s, m) (pbn ? SolveBoardPBN(pb, t, s, m, &f, 0) : \
			SolveBoard(*dl, t, s, m, &f, 0))
	for (i = 0; i < f3->cards; i++) {
		if (i > 0 && f3->score[i] > f3->score[i - 1])
			problem(k, "solutions 3 not sorted", i, f3->score[i]);
		n2 += f3->score[i] == best;
	}
	r = SOLVE(-1, 1, 1);
	if (r != RETURN_NO_FAULT || f.cards != 1 || f.score[0] != best)
		problem(k, "solutions 1: not one best card", f.cards, f.score[0]);
	r = SOLVE(-1, 2, 1);
	if (r != RETURN_NO_FAULT || f.cards != n2)
		problem(k, "solutions 2: not every best card", f.cards, n2);
	for (i = 0; i < f.cards; i++)
		if (f.score[i] != best)
			problem(k, "solutions 2: a card not best", f.score[i], best);
	if (best > 0) {
		r = SOLVE(best, 1, 1);
		if (r != RETURN_NO_FAULT || f.cards != 1 || f.score[0] != best)
			problem(k, "target = best: not reached", f.score[0], best);
	}
	/* a target not reached: on the last trick the card with its score,
	 * else no card and -1 (0 when no trick can be won) */
	for (i = 1; i <= 2; i++)
		if (best < 13 && SOLVE(best + 1, i, 1) == RETURN_NO_FAULT &&
		    (tricks_left(dl) == 1 ? f.cards != 1 || f.score[0] != best :
		     f.cards != 0 || f.score[0] != (best ? -1 : 0)))
			problem(k, "target = best + 1", f.cards, f.score[0]);
	/* mode 0: a single choice is not scored (-2) but on the last
	 * trick */
	r = SOLVE(-1, 1, 0);
	if (r != RETURN_NO_FAULT ||
	    (f3->cards == 1 && tricks_left(dl) > 1 ? f.score[0] != -2 :
	     f.score[0] != best))
		problem(k, "mode 0", f3->cards, f.score[0]);
#undef SOLVE
}

static int solve_all(int pbn)
{
	int k;

	for (k = 0; k < nlines; k++) {
		struct futureTricks f;
		struct dealPBN pb;
		struct deal dl;
		dd_position pos;
		int r;

		if (deal_of(lines[k], &dl, &pos) < 0) {
			problem(k, "not a position", 0, 0);
			continue;
		}
		pbn_of(&dl, &pb);
		r = pbn ? SolveBoardPBN(pb, -1, 3, 1, &f, 0) :
			  SolveBoard(dl, -1, 3, 1, &f, 0);
		if (r != RETURN_NO_FAULT) {
			char msg[80];

			ErrorMessage(r, msg);
			problem(k, msg, r, 0);
			continue;
		}
		print_solution(lines[k], &pos, &f);
		check_other_calls(k, &dl, &f, pbn);
	}
	return problems ? 1 : 0;
}

static int table_all(void)
{
	int k, strain, seat;

	for (k = 0; k < nlines; k++) {
		struct ddTableDealPBN pb;
		struct ddTableDeal td;
		struct ddTableResults t, t2;
		char err[DEAL_ERR_SIZE];
		dd_deal d;
		int r;

		memset(&pb, 0, sizeof pb);
		snprintf(pb.cards, sizeof pb.cards, "%.*s",
			 (int)strcspn(lines[k], "|"), lines[k]);
		r = CalcDDtablePBN(pb, &t);
		if (r != RETURN_NO_FAULT || deal_parse(pb.cards, &d, err, sizeof err) < 0) {
			problem(k, "CalcDDtablePBN failed", r, 0);
			continue;
		}
		for (seat = 0; seat < 4; seat++)
			for (strain = 0; strain < 4; strain++)
				td.cards[seat][strain] = d.hand[seat][strain];
		r = CalcDDtable(td, &t2);
		if (r != RETURN_NO_FAULT || memcmp(&t, &t2, sizeof t) != 0)
			problem(k, "CalcDDtable differs from CalcDDtablePBN", r, 0);
		printf("%s", pb.cards);
		for (strain = 0; strain < 5; strain++)
			for (seat = 0; seat < 4; seat++)
				printf("%c%d", strain || seat ? ' ' : '|',
				       t.resTable[strain][seat]);
		putchar('\n');
	}
	return problems ? 1 : 0;
}

static int same_par(const struct parResults *a, const struct parResults *b);

static int alltables_all(void)
{
	static struct ddTableDealsPBN deals;
	static struct ddTablesRes res;
	static struct allParResults par;
	int all[5] = { 0, 0, 0, 0, 0 }, some[5] = { 0, 1, 0, 1, 1 };
	int k, i, strain, seat, r;

	for (k = 0; k < nlines; k += deals.noOfTables) {
		deals.noOfTables = nlines - k < MAXNOOFTABLES ? nlines - k :
				   MAXNOOFTABLES;
		for (i = 0; i < deals.noOfTables; i++)
			snprintf(deals.deals[i].cards, sizeof deals.deals[i].cards,
				 "%.*s", (int)strcspn(lines[k + i], "|"),
				 lines[k + i]);
		/* with the par of each table, both vulnerable */
		memset(&par, 0, sizeof par);
		r = CalcAllTablesPBN(&deals, 1, all, &res, &par);
		if (r != RETURN_NO_FAULT || res.noOfBoards != 20 * deals.noOfTables) {
			problem(k, "CalcAllTablesPBN failed", r, res.noOfBoards);
			break;
		}
		for (i = 0; i < deals.noOfTables; i++) {
			struct parResults p;

			Par(&res.results[i], &p, 1);
			if (!same_par(&p, &par.presults[i]))
				problem(k + i, "CalcAllTablesPBN's par is not Par's", 0, 0);
			printf("%s", deals.deals[i].cards);
			for (strain = 0; strain < 5; strain++)
				for (seat = 0; seat < 4; seat++)
					printf("%c%d", strain || seat ? ' ' : '|',
					       res.results[i].resTable[strain][seat]);
			putchar('\n');
		}
		/* a filter: spades and diamonds only, the rest left as it was */
		{
			static struct ddTablesRes res2;

			memset(&res2, 0x55, sizeof res2);
			r = CalcAllTablesPBN(&deals, -1, some, &res2, &par);
			if (r != RETURN_NO_FAULT ||
			    res2.noOfBoards != 8 * deals.noOfTables)
				problem(k, "CalcAllTablesPBN with a filter", r,
					res2.noOfBoards);
			for (i = 0; i < deals.noOfTables; i++)
				for (strain = 0; strain < 5; strain++)
					for (seat = 0; seat < 4; seat++)
						if (res2.results[i].resTable[strain][seat] !=
						    (some[strain] ? 0x55555555 :
						     res.results[i].resTable[strain][seat]))
							problem(k + i, "filtered table", strain, seat);
		}
	}
	return problems ? 1 : 0;
}

static int par_all(void)
{
	int k, dealer, vul, i;

	for (k = 0; k < nlines; k++) {
		struct ddTableDealPBN pb;
		struct ddTableResults t;
		int r;

		memset(&pb, 0, sizeof pb);
		snprintf(pb.cards, sizeof pb.cards, "%.*s",
			 (int)strcspn(lines[k], "|"), lines[k]);
		r = CalcDDtablePBN(pb, &t);
		if (r != RETURN_NO_FAULT) {
			problem(k, "CalcDDtablePBN failed", r, 0);
			continue;
		}
		for (dealer = 0; dealer < 4; dealer++)
			for (vul = 0; vul < 4; vul++) {
				struct parResultsDealer p;

				memset(&p, 0, sizeof p);
				r = DealerPar(&t, &p, dealer, vul);
				if (r != RETURN_NO_FAULT) {
					problem(k, "DealerPar failed", r, 0);
					continue;
				}
				printf("%s|%d|%d|%d|", pb.cards, dealer, vul,
				       p.score);
				for (i = 0; i < p.number && i < 10; i++)
					printf("%s%.10s", i ? " " : "",
					       p.contracts[i]);
				putchar('\n');
			}
	}
	return problems ? 1 : 0;
}

/* The start of the play of line k (its struct deal, before the first
 * card) and its cards, in both forms; 0, or -1 when it is not a play. */
static int play_of(int k, struct deal *dl, struct playTraceBin *pb,
		   struct playTracePBN *pp, dd_position *pos)
{
	char text[DEAL_POSITION_SIZE], card[DEAL_CARD_SIZE];
	dd_position start;
	int i;

	if (deal_of(lines[k], dl, pos) < 0)
		return -1;
	start = *pos;
	start.nplayed = 0;
	deal_format_position(&start, text);
	if (deal_of(text, dl, &start) < 0)
		return -1;
	memset(pb, 0, sizeof *pb);
	memset(pp, 0, sizeof *pp);
	pb->number = pp->number = pos->nplayed;
	for (i = 0; i < pos->nplayed; i++) {
		pb->suit[i] = DD_SUIT(pos->played[i]);
		pb->rank[i] = DD_RANK(pos->played[i]);
		deal_format_card(pos->played[i], card);
		memcpy(pp->cards + 2 * i, card, 2);
	}
	return 0;
}

static void print_trace(const dd_position *pos, const struct solvedPlay *s)
{
	char text[DEAL_POSITION_SIZE];
	int i;

	deal_format_position(pos, text);
	printf("%s", text);
	for (i = 0; i < s->number; i++)
		printf("%c%d", i ? ' ' : '|', s->tricks[i]);
	putchar('\n');
}

static int play_all(void)
{
	int k;

	for (k = 0; k < nlines; k++) {
		struct playTraceBin pb;
		struct playTracePBN pp;
		struct solvedPlay sb, sp;
		struct dealPBN dp;
		struct deal dl;
		dd_position pos;
		int r;

		if (play_of(k, &dl, &pb, &pp, &pos) < 0) {
			problem(k, "not a play", 0, 0);
			continue;
		}
		r = AnalysePlayBin(dl, pb, &sb, 0);
		if (r != RETURN_NO_FAULT) {
			problem(k, "AnalysePlayBin failed", r, 0);
			continue;
		}
		pbn_of(&dl, &dp);
		r = AnalysePlayPBN(dp, pp, &sp, 0);
		if (r != RETURN_NO_FAULT || sp.number != sb.number ||
		    memcmp(sp.tricks, sb.tricks, sizeof sp.tricks[0] * (size_t)sb.number) != 0)
			problem(k, "AnalysePlayPBN differs from AnalysePlayBin", r, sp.number);
		print_trace(&pos, &sb);
	}
	return problems ? 1 : 0;
}

/* ---- many boards at once ------------------------------------------------ */

/* Whether a and b score the same cards the same, in whatever order (DDS
 * lists cards of equal score in no fixed order). */
static int same_cards(const struct futureTricks *a,
		      const struct futureTricks *b)
{
	int sa[64] = { 0 }, sb[64] = { 0 }, sca[13], scb[13], i, na, nb;
	dd_card ca[13], cb[13];

	na = spread(a, ca, sca);
	nb = spread(b, cb, scb);
	if (na != nb)
		return 0;
	for (i = 0; i < na; i++) {
		sa[ca[i] & 63] = sca[i] + 1;
		sb[cb[i] & 63] = scb[i] + 1;
	}
	return memcmp(sa, sb, sizeof sa) == 0;
}

/* SolveAllBoards (solutions 3), 200 positions a call, printed as solve
 * prints them; SolveAllChunksBin (chunks of 1) gives the same. */
static int allboards_all(void)
{
	static struct boardsPBN bp;
	static struct boards bb;
	static struct solvedBoards sp, sb;
	static dd_position pos[MAXNOOFBOARDS];
	int k, i, r;

	for (k = 0; k < nlines; k += bp.noOfBoards) {
		bp.noOfBoards = bb.noOfBoards = nlines - k < MAXNOOFBOARDS ?
						nlines - k : MAXNOOFBOARDS;
		for (i = 0; i < bp.noOfBoards; i++) {
			if (deal_of(lines[k + i], &bb.deals[i], &pos[i]) < 0) {
				problem(k + i, "not a position", 0, 0);
				return 1;
			}
			pbn_of(&bb.deals[i], &bp.deals[i]);
			bp.target[i] = bb.target[i] = -1;
			bp.solutions[i] = bb.solutions[i] = 3;
			bp.mode[i] = bb.mode[i] = 1;
		}
		r = SolveAllBoards(&bp, &sp);
		if (r != RETURN_NO_FAULT || sp.noOfBoards != bp.noOfBoards) {
			problem(k, "SolveAllBoards failed", r, sp.noOfBoards);
			return 1;
		}
		r = SolveAllChunksBin(&bb, &sb, 1);
		if (r != RETURN_NO_FAULT || sb.noOfBoards != bb.noOfBoards)
			problem(k, "SolveAllChunksBin failed", r, sb.noOfBoards);
		for (i = 0; i < bp.noOfBoards; i++) {
			const struct futureTricks *a = &sp.solvedBoard[i];
			const struct futureTricks *b = &sb.solvedBoard[i];

			if (!same_cards(a, b))
				problem(k + i, "SolveAllChunksBin differs from SolveAllBoards", a->cards, b->cards);
			print_solution(lines[k + i], &pos[i], a);
		}
	}
	return problems ? 1 : 0;
}

/* AnalyseAllPlaysBin, 200 plays a call, printed as play prints them;
 * AnalyseAllPlaysPBN gives the same. */
static int allplays_all(void)
{
	static struct boards bb;
	static struct boardsPBN bp;
	static struct playTracesBin pb;
	static struct playTracesPBN pp;
	static struct solvedPlays sb, sp;
	static dd_position pos[MAXNOOFBOARDS];
	int k, i, r;

	for (k = 0; k < nlines; k += bb.noOfBoards) {
		bb.noOfBoards = bp.noOfBoards = pb.noOfBoards = pp.noOfBoards =
			nlines - k < MAXNOOFBOARDS ? nlines - k : MAXNOOFBOARDS;
		for (i = 0; i < bb.noOfBoards; i++) {
			if (play_of(k + i, &bb.deals[i], &pb.plays[i], &pp.plays[i],
				    &pos[i]) < 0) {
				problem(k + i, "not a play", 0, 0);
				return 1;
			}
			pbn_of(&bb.deals[i], &bp.deals[i]);
		}
		r = AnalyseAllPlaysBin(&bb, &pb, &sb, 1);
		if (r != RETURN_NO_FAULT || sb.noOfBoards != bb.noOfBoards) {
			problem(k, "AnalyseAllPlaysBin failed", r, sb.noOfBoards);
			return 1;
		}
		r = AnalyseAllPlaysPBN(&bp, &pp, &sp, 10);
		if (r != RETURN_NO_FAULT || sp.noOfBoards != bp.noOfBoards)
			problem(k, "AnalyseAllPlaysPBN failed", r, sp.noOfBoards);
		for (i = 0; i < bb.noOfBoards; i++) {
			if (sp.solved[i].number != sb.solved[i].number ||
			    memcmp(sp.solved[i].tricks, sb.solved[i].tricks,
				   sizeof sb.solved[i].tricks[0] * (size_t)sb.solved[i].number) != 0)
				problem(k + i, "AnalyseAllPlaysPBN differs from AnalyseAllPlaysBin", 0, 0);
			print_trace(&pos[i], &sb.solved[i]);
		}
	}
	return problems ? 1 : 0;
}

/* ---- Par ---------------------------------------------------------------- */

/* The table of a line "deal|t1 ... t20"; 0, or -1. */
static int table_of(const char *line, struct ddTableResults *t)
{
	const char *p = strchr(line, '|');
	int i;

	if (!p)
		return -1;
	for (i = 0; i < 20; i++) {
		char *end;
		long v = strtol(p + 1, &end, 10);

		if (end == p + 1 || v < 0 || v > 13)
			return -1;
		t->resTable[i / 4][i % 4] = (int)v;
		p = end;
	}
	return 0;
}

static int same_par(const struct parResults *a, const struct parResults *b)
{
	int i;

	for (i = 0; i < 2; i++)
		if (strncmp(a->parScore[i], b->parScore[i], 16) != 0 ||
		    strncmp(a->parContractsString[i], b->parContractsString[i], 128) != 0)
			return 0;
	return 1;
}

/* The rest of a line of sides: SidesPar's two views ("score contract
 * ..."), ConvertToSidesTextFormat's of SidesParBin and its equal, and
 * ConvertToDealerTextFormat's of DealerParBin for each dealer. */
static void sides_more(int k, struct ddTableResults *t, int vul)
{
	struct parResultsDealer sd[2];
	struct parResultsMaster sm[2], dm;
	struct parTextResults st;
	char text[256];
	int side, i, dealer;

	/* (passed out, DDS leaves some fields as they were) */
	memset(sd, 0, sizeof sd);
	memset(sm, 0, sizeof sm);
	memset(&st, 0, sizeof st);
	if (SidesPar(t, sd, vul) != RETURN_NO_FAULT ||
	    SidesParBin(t, sm, vul) != RETURN_NO_FAULT ||
	    ConvertToSidesTextFormat(sm, &st) != RETURN_NO_FAULT)
		problem(k, "SidesPar, SidesParBin or ConvertToSidesTextFormat failed", vul, 0);
	for (side = 0; side < 2; side++) {
		printf("|%d", sd[side].score);
		for (i = 0; i < sd[side].number && i < 10; i++)
			printf(" %.10s", sd[side].contracts[i]);
	}
	printf("|%.128s|%.128s|%d", st.parText[0], st.parText[1], st.equal ? 1 : 0);
	for (dealer = 0; dealer < 4; dealer++) {
		memset(text, 0, sizeof text);
		memset(&dm, 0, sizeof dm);
		if (DealerParBin(t, &dm, dealer, vul) != RETURN_NO_FAULT ||
		    ConvertToDealerTextFormat(&dm, text) != RETURN_NO_FAULT)
			problem(k, "DealerParBin or ConvertToDealerTextFormat failed", vul, dealer);
		printf("%c%.128s", dealer ? ';' : '|', text);
	}
	putchar('\n');
}

/* Par() of each table line (the table as written, nothing solved), for
 * every vulnerability: "deal|t1 ... t20|vul|score NS|score EW|contracts
 * NS|contracts EW", then the other par calls' forms (sides_more). */
static int sides_all(void)
{
	int k, vul, r;

	for (k = 0; k < nlines; k++) {
		struct ddTableResults t;
		struct parResults p;

		if (table_of(lines[k], &t) < 0) {
			problem(k, "not a table line", 0, 0);
			continue;
		}
		for (vul = 0; vul < 4; vul++) {
			memset(&p, 0, sizeof p);
			r = Par(&t, &p, vul);
			if (r != RETURN_NO_FAULT) {
				problem(k, "Par failed", r, vul);
				continue;
			}
			printf("%s|%d|%.16s|%.16s|%.128s|%.128s", lines[k], vul,
			       p.parScore[0], p.parScore[1],
			       p.parContractsString[0], p.parContractsString[1]);
			sides_more(k, &t, vul);
		}
	}
	return problems ? 1 : 0;
}

/* CalcParPBN and CalcPar on each table line: the table the line gives,
 * and the par Par() gives for it; prints nothing. */
static int calcpar_all(void)
{
	int k, seat, suit, r;

	for (k = 0; k < nlines; k++) {
		struct ddTableResults want, t, t2;
		struct parResults p, p2, pw;
		struct ddTableDealPBN pb;
		struct ddTableDeal td;
		char err[DEAL_ERR_SIZE];
		int vul = k % 4;
		dd_deal d;

		memset(&pb, 0, sizeof pb);
		snprintf(pb.cards, sizeof pb.cards, "%.*s",
			 (int)strcspn(lines[k], "|"), lines[k]);
		if (table_of(lines[k], &want) < 0 ||
		    deal_parse(pb.cards, &d, err, sizeof err) < 0) {
			problem(k, "not a table line", 0, 0);
			continue;
		}
		for (seat = 0; seat < 4; seat++)
			for (suit = 0; suit < 4; suit++)
				td.cards[seat][suit] = d.hand[seat][suit];
		Par(&want, &pw, vul);
		r = CalcParPBN(pb, &t, vul, &p);
		if (r != RETURN_NO_FAULT || memcmp(&t, &want, sizeof t) != 0 ||
		    !same_par(&p, &pw))
			problem(k, "CalcParPBN: not the table and Par", r, vul);
		r = CalcPar(td, vul, &t2, &p2);
		if (r != RETURN_NO_FAULT || memcmp(&t2, &want, sizeof t2) != 0 ||
		    !same_par(&p2, &pw))
			problem(k, "CalcPar: not the table and Par", r, vul);
	}
	return problems ? 1 : 0;
}

/* ---- threads ---------------------------------------------------------- */

static struct futureTricks *want;

typedef struct {
	int index;
	int bad;
} worker;

static void *work(void *arg)
{
	worker *w = arg;
	int k;

	for (k = 0; k < nlines; k++) {
		int i = (k + w->index * 7) % nlines;      /* another order each */
		struct futureTricks f;
		struct deal dl;
		dd_position pos;

		if (deal_of(lines[i], &dl, &pos) < 0 ||
		    SolveBoard(dl, -1, 3, 1, &f, w->index) != RETURN_NO_FAULT ||
		    f.cards != want[i].cards ||
		    memcmp(f.score, want[i].score, sizeof f.score) != 0 ||
		    memcmp(f.equals, want[i].equals, sizeof f.equals) != 0)
			w->bad++;
	}
	return NULL;
}

static int threads(int n)
{
	pthread_t tid[16];
	worker w[16];
	int k, i, bad = 0;

	want = calloc((size_t)nlines, sizeof *want);
	for (k = 0; k < nlines; k++) {
		struct deal dl;
		dd_position pos;

		if (deal_of(lines[k], &dl, &pos) < 0 ||
		    SolveBoard(dl, -1, 3, 1, &want[k], 0) != RETURN_NO_FAULT)
			return 1;
	}
	if (n > 16)
		n = 16;
	for (i = 0; i < n; i++) {
		w[i].index = i;
		w[i].bad = 0;
		if (pthread_create(&tid[i], NULL, work, &w[i]) != 0)
			return 1;
	}
	for (i = 0; i < n; i++) {
		pthread_join(tid[i], NULL);
		bad += w[i].bad;
	}
	printf(bad ? "%d differ\n" : "same\n", bad);
	free(want);
	return bad ? 1 : 0;
}

/* ---- bad calls -------------------------------------------------------- */

static int errors(void)
{
	static const char full[] =
		"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4";
	struct ddTableDealPBN tp;
	struct ddTableResults t;
	struct dealPBN pb;
	struct futureTricks f;
	char msg[80];
	int r;

	memset(&pb, 0, sizeof pb);
	snprintf(pb.remainCards, sizeof pb.remainCards, "%s", full);
	pb.trump = 4;
	pb.first = 1;
#define TRY(what, call) \
	r = (call); ErrorMessage(r, msg); printf("%s: %d %s\n", what, r, msg)
	TRY("good", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	TRY("thread -1", SolveBoardPBN(pb, -1, 3, 1, &f, -1));
	TRY("thread 128", SolveBoardPBN(pb, -1, 3, 1, &f, 128));
	{
		struct playTracePBN pl;
		struct solvedPlay sp;

		memset(&pl, 0, sizeof pl);
		pl.number = 1;
		snprintf(pl.cards, sizeof pl.cards, "SA");      /* East leads */
		TRY("play thread 127", AnalysePlayPBN(pb, pl, &sp, 127));
		TRY("play thread -1", AnalysePlayPBN(pb, pl, &sp, -1));
		TRY("play thread 128", AnalysePlayPBN(pb, pl, &sp, 128));
	}
	TRY("target 14", SolveBoardPBN(pb, 14, 3, 1, &f, 0));
	TRY("target -2", SolveBoardPBN(pb, -2, 3, 1, &f, 0));
	TRY("solutions 0", SolveBoardPBN(pb, -1, 0, 1, &f, 0));
	TRY("solutions 4", SolveBoardPBN(pb, -1, 4, 1, &f, 0));
	TRY("mode 3", SolveBoardPBN(pb, -1, 3, 3, &f, 0));
	TRY("mode -1", SolveBoardPBN(pb, -1, 3, -1, &f, 0));
	pb.trump = 5;
	TRY("trump 5", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	pb.trump = 4;
	pb.first = 4;
	TRY("first 4", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	pb.first = 1;
	pb.currentTrickSuit[0] = 0;
	pb.currentTrickRank[0] = 13;     /* SK: North holds it */
	TRY("played card held", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	pb.currentTrickRank[0] = 0;
	snprintf(pb.remainCards, sizeof pb.remainCards,
		 "N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T");
	TRY("card count", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	snprintf(pb.remainCards, sizeof pb.remainCards,
		 "N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.TZ");
	TRY("bad PBN", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	snprintf(pb.remainCards, sizeof pb.remainCards, "%s\" ", full);
	TRY("closing quote", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	snprintf(pb.remainCards, sizeof pb.remainCards, "%s\"]x", full);
	TRY("text after the quote", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	memset(&tp, 0, sizeof tp);
	snprintf(tp.cards, sizeof tp.cards,
		 "N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T3");
	TRY("table: duplicate", CalcDDtablePBN(tp, &t));
	/* North with a 14th card, West's SA: too many cards, as DDS says */
	snprintf(tp.cards, sizeof tp.cards,
		 "N:AKQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4");
	TRY("table: 14 cards", CalcDDtablePBN(tp, &t));
	snprintf(pb.remainCards, sizeof pb.remainCards, "%s", tp.cards);
	TRY("14 cards", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	{
		static struct boardsPBN bp;
		static struct boards bb;
		static struct solvedBoards sb;
		static struct playTracesBin pl;
		static struct solvedPlays sp;
		static struct ddTableDealsPBN tdp;
		static struct ddTablesRes tr;
		static struct allParResults ap;
		int all[5] = { 0, 0, 0, 0, 0 };

		pb.currentTrickRank[0] = 0;
		snprintf(pb.remainCards, sizeof pb.remainCards, "%s", full);
		bp.noOfBoards = 1;
		bp.deals[0] = pb;
		bp.target[0] = -1;
		bp.solutions[0] = 1;
		bp.mode[0] = 1;
		TRY("chunk 0", SolveAllChunks(&bp, &sb, 0));
		bp.noOfBoards = MAXNOOFBOARDS + 1;
		TRY("boards 201", SolveAllBoards(&bp, &sb));
		bb.noOfBoards = 2;
		pl.noOfBoards = 1;
		TRY("plays 2 and 1", AnalyseAllPlaysBin(&bb, &pl, &sp, 1));
		tdp.noOfTables = 1;
		snprintf(tdp.deals[0].cards, sizeof tdp.deals[0].cards, "%s", full);
		TRY("alltables mode 4", CalcAllTablesPBN(&tdp, 4, all, &tr, &ap));
		{
			/* the deals are read, not written: 80 characters
			 * without a NUL (the deal and blanks) stay so */
			static struct ddTableDealsPBN before;

			memset(tdp.deals[0].cards, ' ', sizeof tdp.deals[0].cards);
			memcpy(tdp.deals[0].cards, full, strlen(full));
			before = tdp;
			TRY("alltables 80 characters", CalcAllTablesPBN(&tdp, -1, all, &tr, &ap));
			printf("alltables input %s\n", memcmp(&before, &tdp, sizeof tdp) ?
			       "changed" : "unchanged");
		}
		for (r = 0; r <= MAXNOOFTABLES; r++)
			tdp.deals[r] = tdp.deals[0];
		tdp.noOfTables = MAXNOOFTABLES + 1;
		TRY("alltables 41", CalcAllTablesPBN(&tdp, -1, all, &tr, &ap));
	}
	{
		/* fields out of range in a caller's par results */
		struct parResultsMaster pm[2];
		struct parTextResults pt;
		char text[128];

		memset(pm, 0, sizeof pm);
		pm[0].number = pm[1].number = 1;
		pm[0].contracts[0].level = pm[1].contracts[0].level = 1;
		TRY("text good", ConvertToDealerTextFormat(pm, text));
		pm[0].contracts[0].denom = -1;
		TRY("text denom -1", ConvertToDealerTextFormat(pm, text));
		TRY("sides denom -1", ConvertToSidesTextFormat(pm, &pt));
		pm[0].contracts[0].denom = 0;
		pm[0].contracts[0].seats = -7;
		TRY("text seats -7", ConvertToDealerTextFormat(pm, text));
		pm[0].contracts[0].seats = 6;
		TRY("text seats 6", ConvertToDealerTextFormat(pm, text));
		pm[0].contracts[0].seats = 0;
		pm[1].contracts[0].seats = -1;
		TRY("sides seats -1", ConvertToSidesTextFormat(pm, &pt));
		pm[1].contracts[0].seats = 0;
		pm[0].number = 11;
		TRY("text number 11", ConvertToDealerTextFormat(pm, text));
		pm[0].number = -1;
		TRY("text number -1", ConvertToDealerTextFormat(pm, text));
	}
	{
		struct DDSInfo info;

		GetDDSInfo(&info);
		printf("info: %d.%d.%d %s\n", info.major, info.minor, info.patch,
		       info.versionString);
	}
	TRY("threading 0", SetThreading(0));
	ErrorMessage(RETURN_NO_FAULT, NULL);    /* DDS itself crashes */
	printf("message to NULL: no crash\n");
#undef TRY
	return 0;
}

/* ErrorMessage()'s texts: every code's, and each RETURN_ code's its
 * TEXT_ macro's (DDS's words). */
static int messages(void)
{
	static const struct {
		int code;
		const char *text;
	} known[] = {
#define K(name) { RETURN_##name, TEXT_##name }
		K(NO_FAULT), K(UNKNOWN_FAULT), K(ZERO_CARDS), K(TARGET_TOO_HIGH),
		K(DUPLICATE_CARDS), K(TARGET_WRONG_LO), K(TARGET_WRONG_HI),
		K(SOLNS_WRONG_LO), K(SOLNS_WRONG_HI), K(TOO_MANY_CARDS),
		K(SUIT_OR_RANK), K(PLAYED_CARD), K(CARD_COUNT), K(THREAD_INDEX),
		K(MODE_WRONG_LO), K(MODE_WRONG_HI), K(TRUMP_WRONG),
		K(FIRST_WRONG), K(PLAY_FAULT), K(PBN_FAULT), K(TOO_MANY_BOARDS),
		K(THREAD_CREATE), K(THREAD_WAIT), K(THREAD_MISSING), K(NO_SUIT),
		K(TOO_MANY_TABLES), K(CHUNK_SIZE),
#undef K
	};
	error_message_fn fn = ErrorMessage;
	char line[80];
	size_t i;
	int code, bad = 0;

	for (code = -400; code <= 3; code++) {
		fn(code, line);
		printf("%d %s\n", code, line);
	}
	for (i = 0; i < sizeof known / sizeof known[0]; i++) {
		ErrorMessage(known[i].code, line);
		if (strcmp(line, known[i].text) != 0) {
			fprintf(stderr, "ErrorMessage(%d): '%s', TEXT_: '%s'\n",
				known[i].code, line, known[i].text);
			bad = 1;
		}
	}
	return bad;
}

int main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "errors") == 0)
		return errors();
	if (argc == 2 && strcmp(argv[1], "messages") == 0)
		return messages();
	if (argc < 3) {
		fprintf(stderr, "usage: dds_check solve|pbn|table|alltables|par|sides|calcpar|"
			"play|allboards|allplays FILE | threads FILE N | errors | messages\n");
		return 2;
	}
	SetMaxThreads(0);
	read_lines(argv[2]);
	if (strcmp(argv[1], "solve") == 0)
		return solve_all(0);
	if (strcmp(argv[1], "pbn") == 0)
		return solve_all(1);
	if (strcmp(argv[1], "table") == 0)
		return table_all();
	if (strcmp(argv[1], "alltables") == 0)
		return alltables_all();
	if (strcmp(argv[1], "play") == 0)
		return play_all();
	if (strcmp(argv[1], "par") == 0)
		return par_all();
	if (strcmp(argv[1], "sides") == 0)
		return sides_all();
	if (strcmp(argv[1], "calcpar") == 0)
		return calcpar_all();
	if (strcmp(argv[1], "allboards") == 0)
		return allboards_all();
	if (strcmp(argv[1], "allplays") == 0)
		return allplays_all();
	if (strcmp(argv[1], "threads") == 0 && argc == 4)
		return threads(atoi(argv[3]));
	return 2;
}
