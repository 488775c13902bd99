/*
 * dds_check_solve.c - the DDS client's solving of positions (dds_check.h):
 * SolveBoard and SolveBoardPBN (solutions 3, printed as solve --lines
 * prints them; solutions 1 and 2, a target and mode 0 checked against
 * them), SolveAllBoards and SolveAllChunksBin, and SolveBoard in several
 * threads at once.
 */
#include "dds_check.h"

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

	dc_pbn_of(dl, &pb);
#define SOLVE(t, s, m) (pbn ? SolveBoardPBN(pb, t, s, m, &f, 0) : \
			SolveBoard(*dl, t, s, m, &f, 0))
	for (i = 0; i < f3->cards; i++) {
		if (i > 0 && f3->score[i] > f3->score[i - 1])
			dc_problem(k, "solutions 3 not sorted", i, f3->score[i]);
		n2 += f3->score[i] == best;
	}
	r = SOLVE(-1, 1, 1);
	if (r != RETURN_NO_FAULT || f.cards != 1 || f.score[0] != best)
		dc_problem(k, "solutions 1: not one best card", f.cards, f.score[0]);
	r = SOLVE(-1, 2, 1);
	if (r != RETURN_NO_FAULT || f.cards != n2)
		dc_problem(k, "solutions 2: not every best card", f.cards, n2);
	for (i = 0; i < f.cards; i++)
		if (f.score[i] != best)
			dc_problem(k, "solutions 2: a card not best", f.score[i], best);
	if (best > 0) {
		r = SOLVE(best, 1, 1);
		if (r != RETURN_NO_FAULT || f.cards != 1 || f.score[0] != best)
			dc_problem(k, "target = best: not reached", f.score[0], best);
	}
	/* a target not reached: on the last trick the card with its score,
	 * else no card and -1 (0 when no trick can be won) */
	for (i = 1; i <= 2; i++)
		if (best < 13 && SOLVE(best + 1, i, 1) == RETURN_NO_FAULT &&
		    (tricks_left(dl) == 1 ? f.cards != 1 || f.score[0] != best :
		     f.cards != 0 || f.score[0] != (best ? -1 : 0)))
			dc_problem(k, "target = best + 1", f.cards, f.score[0]);
	/* mode 0: a single choice is not scored (-2) but on the last
	 * trick */
	r = SOLVE(-1, 1, 0);
	if (r != RETURN_NO_FAULT ||
	    (f3->cards == 1 && tricks_left(dl) > 1 ? f.score[0] != -2 :
	     f.score[0] != best))
		dc_problem(k, "mode 0", f3->cards, f.score[0]);
#undef SOLVE
}

int dc_solve_all(int pbn)
{
	int k;

	for (k = 0; k < dc_nlines; k++) {
		struct futureTricks f;
		struct dealPBN pb;
		struct deal dl;
		dd_position pos;
		int r;

		if (dc_deal_of(dc_lines[k], &dl, &pos) < 0) {
			dc_problem(k, "not a position", 0, 0);
			continue;
		}
		dc_pbn_of(&dl, &pb);
		r = pbn ? SolveBoardPBN(pb, -1, 3, 1, &f, 0) :
			  SolveBoard(dl, -1, 3, 1, &f, 0);
		if (r != RETURN_NO_FAULT) {
			char msg[80];

			ErrorMessage(r, msg);
			dc_problem(k, msg, r, 0);
			continue;
		}
		dc_print_solution(dc_lines[k], &pos, &f);
		check_other_calls(k, &dl, &f, pbn);
	}
	return dc_problems ? 1 : 0;
}

/* ---- many boards at once ------------------------------------------------ */

/* Whether a and b score the same cards the same, in whatever order (DDS
 * lists cards of equal score in no fixed order). */
static int same_cards(const struct futureTricks *a,
		      const struct futureTricks *b)
{
	int sa[64] = { 0 }, sb[64] = { 0 }, sca[13], scb[13], i, na, nb;
	dd_card ca[13], cb[13];

	na = dc_spread(a, ca, sca);
	nb = dc_spread(b, cb, scb);
	if (na != nb)
		return 0;
	for (i = 0; i < na; i++) {
		sa[ca[i] & 63] = sca[i] + 1;
		sb[cb[i] & 63] = scb[i] + 1;
	}
	return memcmp(sa, sb, sizeof sa) == 0;
}

/* SolveAllBoards (solutions 3), 200 positions a call, printed as solve
 * prints them; SolveAllChunksBin (chunks of 1) gives the same, and
 * SolveAllBoardsBin on the first 8 of each call. */
int dc_allboards_all(void)
{
	static struct boardsPBN bp;
	static struct boards bb;
	static struct solvedBoards sp, sb;
	static dd_position pos[MAXNOOFBOARDS];
	int k, i, r;

	for (k = 0; k < dc_nlines; k += bp.noOfBoards) {
		bp.noOfBoards = bb.noOfBoards = dc_nlines - k < MAXNOOFBOARDS ?
						dc_nlines - k : MAXNOOFBOARDS;
		for (i = 0; i < bp.noOfBoards; i++) {
			if (dc_deal_of(dc_lines[k + i], &bb.deals[i], &pos[i]) < 0) {
				dc_problem(k + i, "not a position", 0, 0);
				return 1;
			}
			dc_pbn_of(&bb.deals[i], &bp.deals[i]);
			bp.target[i] = bb.target[i] = -1;
			bp.solutions[i] = bb.solutions[i] = 3;
			bp.mode[i] = bb.mode[i] = 1;
		}
		r = SolveAllBoards(&bp, &sp);
		if (r != RETURN_NO_FAULT || sp.noOfBoards != bp.noOfBoards) {
			dc_problem(k, "SolveAllBoards failed", r, sp.noOfBoards);
			return 1;
		}
		r = SolveAllChunksBin(&bb, &sb, 1);
		if (r != RETURN_NO_FAULT || sb.noOfBoards != bb.noOfBoards)
			dc_problem(k, "SolveAllChunksBin failed", r, sb.noOfBoards);
		for (i = 0; i < bp.noOfBoards; i++) {
			const struct futureTricks *a = &sp.solvedBoard[i];
			const struct futureTricks *b = &sb.solvedBoard[i];

			if (!same_cards(a, b))
				dc_problem(k + i, "SolveAllChunksBin differs from SolveAllBoards", a->cards, b->cards);
			dc_print_solution(dc_lines[k + i], &pos[i], a);
		}
#ifdef DDPLAY_DDS_DLL_H
		/* SolveAllBoardsBin (DDS's sources after the 2.9.0 release;
		 * not in Debian's DDS) on the first few of them */
		bb.noOfBoards = bp.noOfBoards < 8 ? bp.noOfBoards : 8;
		r = SolveAllBoardsBin(&bb, &sb);
		if (r != RETURN_NO_FAULT || sb.noOfBoards != bb.noOfBoards)
			dc_problem(k, "SolveAllBoardsBin failed", r, sb.noOfBoards);
		for (i = 0; i < bb.noOfBoards; i++)
			if (!same_cards(&sp.solvedBoard[i], &sb.solvedBoard[i]))
				dc_problem(k + i, "SolveAllBoardsBin differs from SolveAllBoards",
					   sp.solvedBoard[i].cards, sb.solvedBoard[i].cards);
#endif
	}
	return dc_problems ? 1 : 0;
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

	for (k = 0; k < dc_nlines; k++) {
		int i = (k + w->index * 7) % dc_nlines;      /* another order each */
		struct futureTricks f;
		struct deal dl;
		dd_position pos;

		if (dc_deal_of(dc_lines[i], &dl, &pos) < 0 ||
		    SolveBoard(dl, -1, 3, 1, &f, w->index) != RETURN_NO_FAULT ||
		    f.cards != want[i].cards ||
		    memcmp(f.score, want[i].score, sizeof f.score) != 0 ||
		    memcmp(f.equals, want[i].equals, sizeof f.equals) != 0)
			w->bad++;
	}
	return NULL;
}

int dc_threads(int n)
{
	pthread_t tid[16];
	worker w[16];
	int k, i, bad = 0;

	want = calloc((size_t)dc_nlines, sizeof *want);
	for (k = 0; k < dc_nlines; k++) {
		struct deal dl;
		dd_position pos;

		if (dc_deal_of(dc_lines[k], &dl, &pos) < 0 ||
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
