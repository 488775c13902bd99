/*
 * game.c - a board played through interactively, see game.h.
 */
#include "game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "deal.h"
#include "util/util.h"

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

/* Room for the scores of every node of the tree. */
static void grow_scores(game *g)
{
	int cap = g->ns_cap;

	if (g->t.nnodes <= cap)
		return;
	while (cap < g->t.nnodes)
		cap = cap ? 2 * cap : 64;
	g->ns = xrealloc(g->ns, (size_t)cap * sizeof *g->ns);
	memset(g->ns + g->ns_cap, 0, (size_t)(cap - g->ns_cap) * sizeof *g->ns);
	g->ns_cap = cap;
}

/* The current line again, from the current node and the links followed,
 * and the state of the current position. */
static void refresh(game *g)
{
	g->nline = tree_path(&g->t, tree_leaf(&g->t, g->cur), g->line,
			     g->path);
	g->nplayed = g->t.node[g->cur].depth;
	replay(g, NULL, 0);
}

int game_init(game *g, const dd_deal *deal, int strain, int declarer,
	      int level, const dd_card *played, int nplayed, char *err,
	      size_t errsize)
{
	int i;

	memset(g, 0, sizeof *g);
	for (i = 0; i < GAME_AHEAD; i++)
		g->ahead[i].node = -1;
	g->base.deal = *deal;
	g->base.strain = strain;
	g->base.leader = (declarer + 1) & 3;
	g->level = level;
	g->actual_end = -1;
	g->alt = -1;
	tree_init(&g->t);
	grow_scores(g);
	if (replay(g, err, errsize) < 0)
		return -1;
	refresh(g);
	for (i = 0; i < nplayed; i++)
		if (game_play(g, played[i], err, errsize) < 0)
			return -1;
	return 0;
}

void game_free(game *g)
{
	tree_free(&g->t);
	free(g->ns);
	g->ns = NULL;
	g->ns_cap = 0;
}

void game_copy(game *dst, const game *src)
{
	*dst = *src;
	tree_copy(&dst->t, &src->t);
	dst->ns = xmalloc((size_t)src->ns_cap * sizeof *src->ns);
	memcpy(dst->ns, src->ns, (size_t)src->ns_cap * sizeof *src->ns);
}

void game_position(const game *g, dd_position *pos)
{
	*pos = g->base;
	pos->nplayed = g->nplayed;
	memcpy(pos->played, g->line, (size_t)g->nplayed);
}

/* The slot of the scores found ahead for card after node, or -1. */
static int ahead_find(const game *g, int node, dd_card card)
{
	int i;

	for (i = 0; i < GAME_AHEAD; i++)
		if (g->ahead[i].node == node && g->ahead[i].card == card &&
		    g->ahead[i].s.valid)
			return i;
	return -1;
}

/* Node k was just reached from parent by card: its scores from the ones
 * found ahead, when it has none. */
static void ahead_take(game *g, int parent, dd_card card, int k)
{
	int i = ahead_find(g, parent, card);

	if (i >= 0 && !g->ns[k].valid)
		g->ns[k] = g->ahead[i].s;
}

/* Plays card at the current node; made: whether it made a new node. */
static int play(game *g, dd_card card, int *made, char *err, size_t errsize)
{
	dd_position pos;
	dd_state st;
	dd_error e;
	int k;

	if (g->st.to_play < 0) {
		if (err && errsize)
			snprintf(err, errsize, "the deal is over");
		return -1;
	}
	game_position(g, &pos);
	pos.played[pos.nplayed++] = card;
	if (dd_replay(&pos, &st, &e) != DD_OK) {
		if (err && errsize)
			snprintf(err, errsize, "%s", e.msg);
		return -1;
	}
	k = tree_add(&g->t, g->cur, card, made);
	if (k < 0) {
		if (err && errsize)
			snprintf(err, errsize, "too many lines of play (%d "
				 "positions): save and start again",
				 TREE_MAX_NODES);
		return -1;
	}
	grow_scores(g);
	ahead_take(g, g->cur, card, k);
	g->cur = k;
	refresh(g);
	return 0;
}

int game_play(game *g, dd_card card, char *err, size_t errsize)
{
	int made;

	if (play(g, card, &made, err, errsize) < 0)
		return -1;
	g->dirty += made;
	return 0;
}

int game_undo(game *g)
{
	if (g->cur == 0)
		return 0;
	g->cur = g->t.node[g->cur].parent;
	refresh(g);
	return 1;
}

int game_redo(game *g)
{
	if (g->nplayed >= g->nline)
		return 0;
	g->cur = g->path[g->nplayed + 1];
	g->t.node[g->t.node[g->cur].parent].follow = g->cur;
	refresh(g);
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
	const game_scores *s = &g->ns[g->cur];

	return s->valid ? s : NULL;
}

/* Whether pos is a position of the deal and contract of g. */
static int same_play(const game *g, const dd_position *pos)
{
	return memcmp(&pos->deal, &g->base.deal, sizeof pos->deal) == 0 &&
	       pos->strain == g->base.strain && pos->leader == g->base.leader &&
	       pos->nplayed >= 0 && pos->nplayed <= 52;
}

int game_child_known(const game *g, dd_card card)
{
	int k = tree_child(&g->t, g->cur, card);

	if (k >= 0 && g->ns[k].valid)
		return 1;
	return ahead_find(g, g->cur, card) >= 0;
}

int game_legal_cards(const game *g, dd_card out[13])
{
	uint16_t legal[4];
	int n = 0, suit, rank;

	if (g->st.to_play < 0 || dd_legal(&g->st, legal) == 0)
		return 0;
	for (suit = 0; suit < 4; suit++)
		for (rank = 14; rank >= 2; rank--)
			if ((legal[suit] >> rank) & 1)
				out[n++] = DD_CARD(suit, rank);
	return n;
}

int game_ponder_next(const game *g, const dd_card *legal, int n, int cursor,
		     dd_card *card)
{
	const game_scores *s = game_current_scores(g);
	int pass, i, j, best;

	if (!s || g->st.to_play < 0 || g->nplayed >= 51)
		return 0;
	best = game_best_score(g);
	/* pass 0 the best cards, 1 the cursor's, 2 the rest; a card is
	 * taken in the first pass that names it */
	for (pass = 0; pass < 3; pass++)
		for (i = 0; i < n; i++) {
			int is_best = 0;

			for (j = 0; j < s->count; j++)
				if (s->card[j].card == legal[i])
					is_best = s->card[j].tricks == best;
			if ((pass == 0 && !is_best) ||
			    (pass == 1 && i != cursor) ||
			    game_child_known(g, legal[i]))
				continue;
			*card = legal[i];
			return 1;
		}
	return 0;
}

int game_store_scores(game *g, const dd_position *pos,
		      const dd_card_score *card, int count, double seconds)
{
	game_scores *s;
	int node;

	if (count < 0 || count > 13 || !same_play(g, pos))
		return 0;
	node = tree_find(&g->t, pos->played, pos->nplayed);
	if (node < 0 && pos->nplayed > 0) {
		/* one card past the tree: kept for when it is played */
		int parent = tree_find(&g->t, pos->played, pos->nplayed - 1);
		dd_card c = pos->played[pos->nplayed - 1];
		int i;

		if (parent < 0)
			return 0;
		i = ahead_find(g, parent, c);
		if (i < 0) {
			i = g->ahead_next;
			g->ahead_next = (g->ahead_next + 1) % GAME_AHEAD;
		}
		g->ahead[i].node = parent;
		g->ahead[i].card = c;
		s = &g->ahead[i].s;
	} else if (node < 0) {
		return 0;
	} else {
		s = &g->ns[node];
	}
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
	if (!same_play(g, pos) || count < 0 || count > 13)
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
	int node = 0, leaf = tree_leaf(&g->t, g->cur), i, on;

	if (n < 0 || n > 52)
		return -1;
	pos = g->base;
	pos.nplayed = n;
	memcpy(pos.played, cards, (size_t)n);
	if (n > 0 && dd_replay(&pos, NULL, &e) != DD_OK)
		return -1;
	g->nactual = n;
	g->actual_end = -1;
	g->alt = -1;
	if (n == 0)
		return 0;
	memcpy(g->actual, cards, (size_t)n);
	g->actual_path[0] = 0;
	for (i = 0; i < n; i++) {
		node = tree_add(&g->t, node, cards[i], NULL);
		if (node < 0) {
			g->nactual = 0;
			return -1;
		}
		g->actual_path[i + 1] = node;
	}
	grow_scores(g);
	g->actual_end = node;
	/* a line of its own that nothing extends */
	if (g->t.line[g->t.node[node].line].end == node)
		tree_fix_line(&g->t, g->t.node[node].line);
	/* the line becomes the actual play when it agrees with it */
	on = 1;
	for (i = 0; i < g->nline && i < n && on; i++)
		on = g->line[i] == cards[i];
	tree_select(&g->t, on ? node : leaf);
	refresh(g);
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
	int target;

	if (g->nactual == 0)
		return 0;
	if (!game_on_actual(g)) {
		target = game_actual_common(g);
		if (g->nplayed < target)
			target = g->nplayed;
		g->alt = g->cur;
		tree_select(&g->t, g->actual_end);
		g->cur = g->actual_path[target];
		refresh(g);
		return 1;
	}
	if (g->alt < 0)
		return 0;
	/* back to the line kept, where it was */
	g->cur = g->alt;
	tree_select(&g->t, g->cur);
	g->alt = -1;
	refresh(g);
	return 2;
}

int game_has_alt(const game *g)
{
	return g->alt >= 0;
}

int game_goto(game *g, int n)
{
	if (n < 0 || n > g->nline)
		return 0;
	g->cur = g->path[n];
	tree_select(&g->t, tree_leaf(&g->t, g->cur));
	refresh(g);
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
	const game_scores *s;

	if (k < 0 || k >= (actual ? g->nactual : g->nline))
		return NULL;
	s = &g->ns[actual ? g->actual_path[k] : g->path[k]];
	return s->valid ? s : NULL;
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

int game_actual_end_total(const game *g)
{
	const game_scores *s;
	dd_position pos = g->base;
	dd_state st;
	int side = game_declarer_side(g), i, best = -1, node;

	if (g->nactual <= 0)
		return -1;
	pos.nplayed = g->nactual;
	memcpy(pos.played, g->actual, (size_t)g->nactual * sizeof g->actual[0]);
	if (dd_replay(&pos, &st, NULL) != DD_OK)
		return -1;
	if (st.to_play < 0)
		return st.tricks_won[side];
	node = g->actual_path[g->nactual];
	if (node < 0 || node >= g->ns_cap)
		return -1;
	s = &g->ns[node];
	if (!s->valid)
		return -1;
	for (i = 0; i < s->count; i++)
		if (s->card[i].tricks > best)
			best = s->card[i].tricks;
	if (best < 0)
		return -1;
	if ((st.to_play & 1) == side)
		return st.tricks_won[side] + best;
	return st.tricks_won[side] + st.tricks_left - best;
}

/* ---- the lines ------------------------------------------------------------ */

int game_line_id(const game *g)
{
	return g->t.node[tree_leaf(&g->t, g->cur)].line;
}

int game_branches_at(const game *g, int k)
{
	if (k < 0 || k >= g->nline)
		return 0;
	return tree_children(&g->t, g->path[k]);
}

int game_goto_line(game *g, int l)
{
	if (l < 1 || l > g->t.nlines)
		return 0;
	g->cur = g->t.line[l].end;
	tree_select(&g->t, g->cur);
	refresh(g);
	return 1;
}

int game_switch_line(game *g, int dir)
{
	int k, child, other, depth;

	/* the last branch point at or before the current position */
	for (k = g->nplayed; k >= 0; k--)
		if (k < g->nline && tree_children(&g->t, g->path[k]) > 1)
			break;
	if (k < 0)
		return 0;
	child = g->path[k + 1];
	other = tree_sibling(&g->t, child, dir);
	if (other == child)
		return 0;
	depth = g->nplayed > k + 1 ? g->nplayed : k + 1;
	g->t.node[g->path[k]].follow = other;
	g->cur = other;
	while (g->t.node[g->cur].depth < depth &&
	       g->t.node[g->cur].first_child >= 0) {
		int next = g->t.node[g->cur].follow;

		g->cur = next >= 0 ? next : g->t.node[g->cur].first_child;
	}
	refresh(g);
	return game_line_id(g);
}

/* The position at node n into *pos. */
static void node_position(const game *g, int n, dd_position *pos)
{
	*pos = g->base;
	pos->nplayed = tree_path(&g->t, n, pos->played, NULL);
}

int game_line_end(const game *g, int l, dd_position *pos)
{
	if (l < 1 || l > g->t.nlines)
		return -1;
	node_position(g, g->t.line[l].end, pos);
	return 0;
}

int game_line_result(const game *g, int l, int *total)
{
	const game_scores *s;
	dd_position pos;
	dd_state st;
	int side = game_declarer_side(g), best = -1, i;

	if (l < 1 || l > g->t.nlines)
		return 0;
	node_position(g, g->t.line[l].end, &pos);
	if (dd_replay(&pos, &st, NULL) != DD_OK)
		return 0;
	if (st.to_play < 0) {
		*total = st.tricks_won[side];
		return 1;
	}
	s = &g->ns[g->t.line[l].end];
	if (!s->valid)
		return 0;
	for (i = 0; i < s->count; i++)
		if (s->card[i].tricks > best)
			best = s->card[i].tricks;
	*total = st.tricks_won[side] +
		 ((st.to_play & 1) == side ? best : st.tricks_left - best);
	return 1;
}

size_t game_format_lines(const game *g, char *out, size_t size)
{
	size_t len = 0;
	dd_card cards[52];
	char card[DEAL_CARD_SIZE];
	int l, n, i;

	if (size)
		out[0] = '\0';
	for (l = 1; l <= g->t.nlines; l++) {
		const tree_line *tl = &g->t.line[l];

		n = tree_path(&g->t, tl->end, cards, NULL);
		len += (size_t)snprintf(len < size ? out + len : NULL,
					len < size ? size - len : 0, "%d %d %d",
					l, tl->parent, tl->from);
		for (i = tl->from; i < n; i++) {
			deal_format_card(cards[i], card);
			len += (size_t)snprintf(len < size ? out + len : NULL,
						len < size ? size - len : 0,
						" %s", card);
		}
		len += (size_t)snprintf(len < size ? out + len : NULL,
					len < size ? size - len : 0, "\n");
	}
	return len;
}

int game_read_lines(game *g, const char *text, char *err, size_t errsize)
{
	const char *p = text;
	int cur = g->cur, rc = 0;

	while (*p && rc == 0) {
		char row[1024], *tok, *save = NULL;
		size_t n = strcspn(p, "\r\n");
		int num, parent, from, made = 0, k;
		dd_card path[52];

		if (n >= sizeof row) {
			snprintf(err, errsize, "a row of lines too long");
			return -1;
		}
		memcpy(row, p, n);
		row[n] = '\0';
		p += n;
		while (*p == '\r' || *p == '\n')
			p++;
		if (strspn(row, " \t") == n)
			continue;
		if (sscanf(row, "%d %d %d", &num, &parent, &from) != 3 ||
		    parent < 0 || parent >= num || from < 0 || from > 52 ||
		    (parent > 0 && parent > g->t.nlines)) {
			snprintf(err, errsize, "bad row of lines '%.40s'", row);
			return -1;
		}
		if (parent > 0) {
			k = tree_path(&g->t, g->t.line[parent].end, path, NULL);
			if (from > k) {
				snprintf(err, errsize, "line %d: leaves line "
					 "%d after %d cards, which it has not",
					 num, parent, from);
				return -1;
			}
		} else if (from != 0) {
			snprintf(err, errsize, "line %d: from %d without a "
				 "line to leave", num, from);
			return -1;
		}
		/* along the parent line, then the row's own cards */
		g->cur = 0;
		refresh(g);
		for (k = 0; k < from; k++)
			play(g, path[k], &made, NULL, 0);
		tok = strtok_r(row, " \t", &save);
		for (k = 0; k < 3 && tok; k++)
			tok = strtok_r(NULL, " \t", &save);
		for (; tok; tok = strtok_r(NULL, " \t", &save)) {
			char why[160];
			dd_card c;

			if (deal_parse_card(tok, &c, why, sizeof why) < 0 ||
			    play(g, c, &made, why, sizeof why) < 0) {
				snprintf(err, errsize, "line %d: %s: %s", num,
					 tok, why);
				rc = -1;
				break;
			}
		}
	}
	/* stepping forward from the start follows line 1 */
	if (g->t.nlines > 0)
		tree_select(&g->t, g->t.line[1].end);
	g->cur = rc == 0 ? cur : 0;
	refresh(g);
	return rc;
}
