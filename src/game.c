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

int game_store_scores(game *g, const dd_position *pos,
		      const dd_card_score *card, int count, double seconds)
{
	game_scores *s;

	if (memcmp(&pos->deal, &g->base.deal, sizeof pos->deal) != 0 ||
	    pos->strain != g->base.strain || pos->leader != g->base.leader ||
	    pos->nplayed > g->nline || count < 0 || count > 13 ||
	    memcmp(pos->played, g->line, (size_t)pos->nplayed) != 0)
		return 0;
	s = &g->scores[pos->nplayed];
	s->valid = 1;
	s->count = count;
	memcpy(s->card, card, (size_t)count * sizeof *card);
	s->seconds = seconds;
	return 1;
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
	int n = 0, i, leader = g->base.leader;

	for (i = 0; i < g->nplayed && n < 13; i += 4) {
		game_trick *t = &out[n++];
		int k;

		t->leader = leader;
		t->ncards = g->nplayed - i < 4 ? g->nplayed - i : 4;
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
