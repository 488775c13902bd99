/*
 * dds_play.c - libdds-ddplay's AnalysePlayBin, AnalysePlayPBN: the course
 * of a play, on the calls of dds.c.
 */
#include "dll.h"
#include "dds_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"

/* solved->tricks[k]: the tricks declarer's side (the side that does not
 * lead to the first trick given) takes after k cards of play: those it
 * won in the tricks completed since dl, and the rest played perfectly. */
static int analyse_play(const struct deal *dl, const dd_card *cards, int n,
			struct solvedPlay *solved)
{
	dd_position pos;
	dd_state st;
	dd_ctx *ctx;
	dd_error e;
	int r, k, base, side, total, entries;

	if (!solved)
		return RETURN_UNKNOWN_FAULT;
	memset(solved, 0, sizeof *solved);
	r = dds_position_in(dl, &pos, &st);
	if (r != RETURN_NO_FAULT)
		return r;
	base = pos.nplayed;
	if (n < 0 || base + n > 52)
		return RETURN_PLAY_FAULT;
	memcpy(pos.played + base, cards, (size_t)n);
	pos.nplayed = base + n;
	if (dd_replay(&pos, &st, &e) != DD_OK)
		return RETURN_PLAY_FAULT;
	side = (dl->first + 1) % 2;     /* not the leader's */
	/* As DDS 2.9 does: a start in the middle of a trick shortens the
	 * trace by the cards of that trick (they count among the n cards),
	 * and it goes up to three cards before the last (the last trick
	 * is not traced after its lead). */
	total = 4 * dds_count_cards(pos.deal.hand[0]);
	entries = n + 1 - base < total - base - 3 ? n + 1 - base
						  : total - base - 3;
	if (entries < 1)
		entries = 1;
	ctx = dds_solver_get();
	if (!ctx)
		return RETURN_UNKNOWN_FAULT;
	for (k = 0; k < entries; k++) {
		int t = 0;

		pos.nplayed = base + k;
		dd_replay(&pos, &st, NULL);
		if (st.to_play >= 0) {
			if (dd_solve(ctx, &pos, &t, &e) != DD_OK) {
				dds_solver_put(ctx);
				return dds_status_code(e.code);
			}
			if (st.to_play % 2 != side)
				t = st.tricks_left - t;
		}
		solved->tricks[k] = st.tricks_won[side] + t;
	}
	dds_solver_put(ctx);
	solved->number = entries;
	return RETURN_NO_FAULT;
}

static char upper(char c)
{
	return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

int AnalysePlayBin(struct deal dl, struct playTraceBin play,
		   struct solvedPlay *solved, int thrId)
{
	dd_card cards[52];
	int k;

	if (thrId < 0 || thrId >= DDS_THREADS_MAX)
		return RETURN_THREAD_INDEX;
	if (play.number < 0 || play.number > 52)
		return RETURN_PLAY_FAULT;
	for (k = 0; k < play.number; k++) {
		if (play.suit[k] < 0 || play.suit[k] > 3 ||
		    play.rank[k] < 2 || play.rank[k] > 14)
			return RETURN_PLAY_FAULT;
		cards[k] = DD_CARD(play.suit[k], play.rank[k]);
	}
	return analyse_play(&dl, cards, play.number, solved);
}

int AnalysePlayPBN(struct dealPBN dlPBN, struct playTracePBN playPBN,
		   struct solvedPlay *solvedp, int thrId)
{
	static const char suits[] = "SHDC", ranks[] = "23456789TJQKA";
	struct deal dl;
	dd_card cards[52];
	const char *s = playPBN.cards, *ps, *pr;
	int r, n = 0;

	if (thrId < 0 || thrId >= DDS_THREADS_MAX)
		return RETURN_THREAD_INDEX;
	r = dds_deal_in(&dlPBN, &dl);
	if (r != RETURN_NO_FAULT)
		return r;
	playPBN.cards[sizeof playPBN.cards - 1] = '\0';
	s = playPBN.cards;
	while (n < playPBN.number && n < 52) {
		/* (as DDS: either case; blanks between the cards) */
		while (*s == ' ' || *s == '\t')
			s++;
		if (!s[0] || !s[1] || !(ps = strchr(suits, upper(s[0]))) ||
		    !(pr = strchr(ranks, upper(s[1]))))
			return RETURN_PLAY_FAULT;
		cards[n++] = DD_CARD((int)(ps - suits), (int)(pr - ranks) + 2);
		s += 2;
	}
	if (n != playPBN.number)
		return RETURN_PLAY_FAULT;
	return analyse_play(&dl, cards, n, solvedp);
}
