/*
 * game.c - a board played through interactively, see game.h.
 */
#include "game.h"

#include <stdio.h>
#include <string.h>

static int replay(game *g, char *err, size_t errsize)
{
	dd_position pos;
	dd_error e;

	game_position(g, &pos);
	if (dd_replay(&pos, &g->st, &e) != DD_OK) {
		if (err && errsize)
			snprintf(err, errsize, "%s", e.msg);
		return -1;
	}
	return 0;
}

/* The scores of the actual play serve the line where they agree. */
static void sync_scores(game *g)
{
	int common = game_actual_common(g), i;

	for (i = 0; i <= common && i <= 52; i++)
		if (!g->scores[i].valid && g->actual_scores[i].valid)
			g->scores[i] = g->actual_scores[i];
}

int game_init(game *g, const dd_deal *deal, int strain, int declarer,
	      int level, const dd_card *played, int nplayed, char *err,
	      size_t errsize)
{
	int i;

	memset(g, 0, sizeof *g);
	g->base.deal = *deal;
	g->base.strain = strain;
	g->base.leader = (declarer + 1) & 3;
	g->level = level;
	if (replay(g, err, errsize) < 0)
		return -1;
	for (i = 0; i < nplayed; i++)
		if (game_play(g, played[i], err, errsize) < 0)
			return -1;
	return 0;
}

void game_position(const game *g, dd_position *pos)
{
	*pos = g->base;
	pos->nplayed = g->nplayed;
	memcpy(pos->played, g->line, (size_t)g->nplayed);
}

int game_play(game *g, dd_card card, char *err, size_t errsize)
{
	game saved_state;
	int k = g->nplayed, i;

	if (g->st.to_play < 0) {
		if (err && errsize)
			snprintf(err, errsize, "the deal is over");
		return -1;
	}
	/* Check the card on a copy of the state only: cheap enough. */
	saved_state.base = g->base;
	memcpy(saved_state.line, g->line, (size_t)k);
	saved_state.line[k] = card;
	saved_state.nplayed = k + 1;
	if (replay(&saved_state, err, errsize) < 0)
		return -1;
	if (k < g->nline && g->line[k] == card) {
		g->nplayed++;           /* same as the card taken back: redo */
	} else {
		g->line[k] = card;
		g->nline = k + 1;
		g->nplayed = k + 1;
		for (i = k + 1; i <= 52; i++)
			g->scores[i].valid = 0;
		/* Back on the actual play: its cards to come can be replayed. */
		if (k < g->nactual && game_actual_common(g) == k + 1) {
			memcpy(g->line, g->actual, (size_t)g->nactual);
			g->nline = g->nactual;
		}
		sync_scores(g);
	}
	g->st = saved_state.st;
	return 0;
}

int game_undo(game *g)
{
	if (g->nplayed == 0)
		return 0;
	g->nplayed--;
	replay(g, NULL, 0);
	return 1;
}

int game_redo(game *g)
{
	if (g->nplayed >= g->nline)
		return 0;
	g->nplayed++;
	replay(g, NULL, 0);
	return 1;
}

int game_declarer(const game *g)
{
	return (g->base.leader + 3) & 3;
}

int game_declarer_side(const game *g)
{
	return game_declarer(g) & 1;
}

const game_scores *game_current_scores(const game *g)
{
	const game_scores *s = &g->scores[g->nplayed];

	return s->valid ? s : NULL;
}

/* Whether pos is a position of the deal and contract of g reached by the
 * first pos->nplayed of the n cards of line. */
static int along(const game *g, const dd_position *pos, const dd_card *line,
		 int n)
{
	return memcmp(&pos->deal, &g->base.deal, sizeof pos->deal) == 0 &&
	       pos->strain == g->base.strain && pos->leader == g->base.leader &&
	       pos->nplayed >= 0 && pos->nplayed <= n &&
	       memcmp(pos->played, line, (size_t)pos->nplayed) == 0;
}

static void set_scores(game_scores *s, const dd_card_score *card, int count,
		       double seconds)
{
	s->valid = 1;
	s->count = count;
	memcpy(s->card, card, (size_t)count * sizeof *card);
	s->seconds = seconds;
}

int game_store_scores(game *g, const dd_position *pos,
		      const dd_card_score *card, int count, double seconds)
{
	int stored = 0;

	if (count < 0 || count > 13)
		return 0;
	if (along(g, pos, g->line, g->nline)) {
		set_scores(&g->scores[pos->nplayed], card, count, seconds);
		stored = 1;
	}
	if (g->nactual > 0 && along(g, pos, g->actual, g->nactual)) {
		set_scores(&g->actual_scores[pos->nplayed], card, count,
			   seconds);
		stored = 1;
	}
	return stored;
}

int game_declarer_total(const game *g, int tricks)
{
	int side = game_declarer_side(g);

	if (g->st.to_play < 0)
		return g->st.tricks_won[side];
	if ((g->st.to_play & 1) == side)
		return g->st.tricks_won[side] + tricks;
	return g->st.tricks_won[side] + g->st.tricks_left - tricks;
}

int game_best_score(const game *g)
{
	const game_scores *s = game_current_scores(g);
	int i, best = -1;

	if (!s)
		return -1;
	for (i = 0; i < s->count; i++)
		if (s->card[i].tricks > best)
			best = s->card[i].tricks;
	return best;
}

int game_store_partial(game *g, const dd_position *pos,
		       const dd_card_score *card, int count)
{
	if (memcmp(&pos->deal, &g->base.deal, sizeof pos->deal) != 0 ||
	    pos->strain != g->base.strain || pos->leader != g->base.leader ||
	    pos->nplayed < 0 || pos->nplayed > 52 || count < 0 || count > 13)
		return 0;
	g->partial_pos = *pos;
	g->partial.valid = 1;
	g->partial.count = count;
	memcpy(g->partial.card, card, (size_t)count * sizeof *card);
	g->partial.seconds = 0;
	return 1;
}

const game_scores *game_partial_scores(const game *g)
{
	if (!g->partial.valid || game_current_scores(g) ||
	    g->partial_pos.nplayed != g->nplayed ||
	    memcmp(g->partial_pos.played, g->line, (size_t)g->nplayed) != 0)
		return NULL;
	return &g->partial;
}

int game_trick_winner(const dd_card t[4], int leader, int strain)
{
	int i, w = 0;

	for (i = 1; i < 4; i++) {
		int sw = DD_SUIT(t[w]), si = DD_SUIT(t[i]);

		if ((si == sw && DD_RANK(t[i]) > DD_RANK(t[w])) ||
		    (si == strain && sw != strain))
			w = i;
	}
	return (leader + w) & 3;
}

int game_tricks(const game *g, game_trick out[13])
{
	return game_line_tricks(g, g->nplayed, out);
}

int game_line_tricks(const game *g, int nplayed, game_trick out[13])
{
	int n = 0, i, leader = g->base.leader;

	if (nplayed > g->nline)
		nplayed = g->nline;
	for (i = 0; i < nplayed && n < 13; i += 4) {
		game_trick *t = &out[n++];
		int k;

		t->leader = leader;
		t->ncards = nplayed - i < 4 ? nplayed - i : 4;
		for (k = 0; k < t->ncards; k++)
			t->card[k] = g->line[i + k];
		t->winner = -1;
		if (t->ncards == 4) {
			t->winner = game_trick_winner(t->card, leader,
						      g->base.strain);
			leader = t->winner;
		}
	}
	return n;
}

/* ---- the actual play ---------------------------------------------------- */

int game_set_actual(game *g, const dd_card *cards, int n)
{
	dd_position pos;
	dd_error e;

	if (n < 0 || n > 52)
		return -1;
	pos = g->base;
	pos.nplayed = n;
	memcpy(pos.played, cards, (size_t)n);
	if (n > 0 && dd_replay(&pos, NULL, &e) != DD_OK)
		return -1;
	memcpy(g->actual, cards, (size_t)n);
	g->nactual = n;
	memset(g->actual_scores, 0, sizeof g->actual_scores);
	g->nalt = 0;
	if (n > g->nline && game_actual_common(g) == g->nline) {
		memcpy(g->line, cards, (size_t)n);
		g->nline = n;
	}
	return 0;
}

int game_actual_common(const game *g)
{
	int n = g->nline < g->nactual ? g->nline : g->nactual, i;

	for (i = 0; i < n; i++)
		if (g->line[i] != g->actual[i])
			return i;
	return n;
}

int game_on_actual(const game *g)
{
	return g->nactual > 0 && game_actual_common(g) == g->nactual;
}

int game_to_actual(game *g)
{
	game_scores kept[53];
	int i, common;

	if (g->nactual == 0)
		return 0;
	if (!game_on_actual(g)) {
		common = game_actual_common(g);
		/* the line left, with its scores, to come back to */
		memcpy(g->alt, g->line, (size_t)g->nline);
		g->nalt = g->nline;
		g->alt_played = g->nplayed;
		memcpy(kept, g->scores, sizeof kept);
		memcpy(g->line, g->actual, (size_t)g->nactual);
		g->nline = g->nactual;
		if (g->nplayed > common)
			g->nplayed = common;
		for (i = common + 1; i <= 52; i++)
			g->scores[i] = g->actual_scores[i];
		sync_scores(g);
		memcpy(g->alt_scores, kept, sizeof kept);
		replay(g, NULL, 0);
		return 1;
	}
	if (g->nalt == 0)
		return 0;
	/* back to the line kept: the actual play stays in actual[] */
	memcpy(g->line, g->alt, (size_t)g->nalt);
	g->nline = g->nalt;
	g->nplayed = g->alt_played;
	memcpy(g->scores, g->alt_scores, sizeof g->scores);
	g->nalt = 0;
	sync_scores(g);
	replay(g, NULL, 0);
	return 2;
}

int game_goto(game *g, int n)
{
	if (n < 0 || n > g->nline)
		return 0;
	g->nplayed = n;
	replay(g, NULL, 0);
	return 1;
}

int game_card_seat(const game *g, int actual, int k)
{
	const dd_card *cards = actual ? g->actual : g->line;
	int n = actual ? g->nactual : g->nline, leader = g->base.leader, i;

	if (k < 0 || k >= n)
		return -1;
	for (i = 0; i + 4 <= k; i += 4)
		leader = game_trick_winner(cards + i, leader, g->base.strain);
	return (leader + k - i) & 3;
}

const game_scores *game_scores_before(const game *g, int actual, int k)
{
	if (actual)
		return k >= 0 && k < g->nactual && g->actual_scores[k].valid
		       ? &g->actual_scores[k] : NULL;
	return k >= 0 && k < g->nline && g->scores[k].valid ? &g->scores[k]
							    : NULL;
}

int game_card_delta(const game *g, int actual, int k, int *delta)
{
	const game_scores *s = game_scores_before(g, actual, k);
	dd_card card;
	int i, best = -1, got = -1, seat;

	if (!s)
		return 0;
	card = actual ? g->actual[k] : g->line[k];
	for (i = 0; i < s->count; i++) {
		if (s->card[i].tricks > best)
			best = s->card[i].tricks;
		if (s->card[i].card == card)
			got = s->card[i].tricks;
	}
	seat = game_card_seat(g, actual, k);
	if (got < 0 || seat < 0)
		return 0;
	/* the tricks lost by the side that played it, from the side of
	 * declarer */
	*delta = (seat & 1) == game_declarer_side(g) ? got - best : best - got;
	return 1;
}
