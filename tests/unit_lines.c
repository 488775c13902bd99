/*
 * unit_lines.c - unit tests of the lines of play: the tree (src/model/tree.c)
 * and the game kept on it (src/model/game.c): lines made, branches, the actual
 * play never altered, switching, the lines as text and read back.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "model/deal.h"
#include "model/game.h"
#include "model/tree.h"

static const char *DEAL =
	"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 "
	"J865.AQ92.KT8.T4";

static dd_card card(const char *text)
{
	dd_card c = 0;

	CHECK(deal_parse_card(text, &c, NULL, 0) == 0);
	return c;
}

/* Plays the cards of text ("S2 SA ..."): the count played. */
static int play(game *g, const char *text)
{
	char buf[256], *tok, *save = NULL;
	int n = 0;

	snprintf(buf, sizeof buf, "%s", text);
	for (tok = strtok_r(buf, " ", &save); tok;
	     tok = strtok_r(NULL, " ", &save)) {
		if (!CHECK(game_play(g, card(tok), NULL, 0) == 0))
			break;
		n++;
	}
	return n;
}

static void test_tree(void)
{
	tree t, copy;
	int a, b, c, d, made;

	tree_init(&t);
	CHECK_INT(t.nlines, 0);
	a = tree_add(&t, 0, 1, &made);
	CHECK(made == 1 && t.nlines == 1 && t.node[a].line == 1);
	b = tree_add(&t, a, 2, &made);
	CHECK(made && t.node[b].line == 1 && t.line[1].end == b);
	/* the same card again: no new node */
	CHECK_INT(tree_add(&t, a, 2, &made), b);
	CHECK(made == 0);
	/* another card after a: line 2, leaving line 1 after 1 card */
	c = tree_add(&t, a, 3, &made);
	CHECK(made && t.nlines == 2 && t.node[c].line == 2);
	CHECK(t.line[2].parent == 1 && t.line[2].from == 1);
	CHECK_INT(tree_children(&t, a), 2);
	CHECK_INT(tree_sibling(&t, b, 1), c);
	CHECK_INT(tree_sibling(&t, c, 1), b);
	CHECK_INT(tree_sibling(&t, b, -1), c);
	/* follow: the last visited */
	CHECK_INT(tree_leaf(&t, 0), c);
	tree_select(&t, b);
	CHECK_INT(tree_leaf(&t, 0), b);
	/* a fixed line is not extended */
	tree_fix_line(&t, 1);
	d = tree_add(&t, b, 4, &made);
	CHECK(made && t.node[d].line == 3 && t.line[3].parent == 1 &&
	      t.line[3].from == 2 && t.line[1].end == b);
	/* paths */
	{
		dd_card cards[52];
		int nodes[53];
		dd_card want[3] = { 1, 2, 4 };

		CHECK_INT(tree_path(&t, d, cards, nodes), 3);
		CHECK(memcmp(cards, want, 3) == 0 && nodes[0] == 0 &&
		      nodes[3] == d);
		CHECK_INT(tree_find(&t, want, 3), d);
		want[2] = 9;
		CHECK_INT(tree_find(&t, want, 3), -1);
	}
	tree_copy(&copy, &t);
	CHECK(copy.nnodes == t.nnodes && copy.nlines == 3 &&
	      copy.node[d].line == 3);
	tree_free(&copy);
	tree_free(&t);
}

static void test_game_lines(void)
{
	dd_deal deal;
	game g, h;
	dd_card actual[8];
	char text[4096], err[200];
	int n, total;

	CHECK(deal_parse(DEAL, &deal, NULL, 0) == 0);
	/* East declares hearts: South leads */
	CHECK(game_init(&g, &deal, DD_HEARTS, DD_EAST, 3, NULL, 0, NULL,
			0) == 0);
	CHECK_INT(game_line_id(&g), 0);
	n = play(&g, "S9 S5 SK SA HK H7 H2 H3");
	CHECK_INT(n, 8);
	memcpy(actual, g.line, 8);
	CHECK(game_set_actual(&g, actual, 8) == 0);
	CHECK(game_on_actual(&g) && game_line_id(&g) == 1);
	CHECK_INT(g.dirty, 8);
	g.dirty = 0;
	/* take back two cards, play another: line 2; line 1 is kept */
	CHECK(game_undo(&g) && game_undo(&g));
	CHECK_INT(play(&g, "H9"), 1);
	CHECK_INT(game_line_id(&g), 2);
	CHECK_INT(g.nline, 7);
	CHECK(!game_on_actual(&g));
	CHECK_INT(g.dirty, 1);
	CHECK_INT(game_branches_at(&g, 6), 2);
	CHECK_INT(game_branches_at(&g, 5), 1);
	/* back to the actual play: the line left kept */
	CHECK_INT(game_to_actual(&g), 1);
	CHECK(game_on_actual(&g) && g.nplayed == 6 && g.nline == 8);
	CHECK(game_has_alt(&g));
	CHECK_INT(game_to_actual(&g), 2);
	CHECK(g.nplayed == 7 && game_line_id(&g) == 2);
	/* the end of the actual play is never extended: line 3 */
	CHECK(game_goto_line(&g, 1) && g.nplayed == 8);
	CHECK_INT(play(&g, "D9"), 1);
	CHECK_INT(game_line_id(&g), 3);
	CHECK(g.t.line[3].parent == 1 && g.t.line[3].from == 8);
	CHECK_INT(g.t.line[1].end, g.actual_path[8]);
	/* redo follows the line last visited */
	CHECK(game_goto(&g, 6));
	CHECK(game_redo(&g) && g.line[6] == card("H2"));
	CHECK_INT(game_line_id(&g), 3);
	/* switching at the branch point before card 7 */
	CHECK(game_switch_line(&g, 1) == 2 && g.nplayed == 7 &&
	      g.line[6] == card("H9"));
	CHECK(game_switch_line(&g, 1) != 2);
	/* results: a line's end solved or finished */
	CHECK(!game_line_result(&g, 2, &total));
	/* the lines as text, read back into a fresh game */
	CHECK(game_format_lines(&g, text, sizeof text) < sizeof text);
	CHECK(strstr(text, "1 0 0 S9 S5 SK SA HK H7 H2 H3\n") == text);
	CHECK(strstr(text, "2 1 6 H9\n") != NULL);
	CHECK(strstr(text, "3 1 8 D9\n") != NULL);
	CHECK(game_init(&h, &deal, DD_HEARTS, DD_EAST, 3, NULL, 0, NULL,
			0) == 0);
	CHECK(game_set_actual(&h, actual, 8) == 0);
	CHECK(game_read_lines(&h, text, err, sizeof err) == 0);
	CHECK_INT(h.t.nlines, 3);
	CHECK_INT(h.dirty, 0);
	{
		char again[4096];

		game_format_lines(&h, again, sizeof again);
		CHECK_STR(again, text);
	}
	CHECK(h.nplayed == 0 && game_on_actual(&h));
	/* bad rows are refused with the reason */
	CHECK(game_read_lines(&h, "4 1 6 C2\n", err, sizeof err) < 0);
	CHECK(strstr(err, "line 4: C2") != NULL);
	CHECK(game_read_lines(&h, "4 9 6 H2\n", err, sizeof err) < 0);
	/* a copy is independent */
	game_free(&g);
	game_copy(&g, &h);
	CHECK(play(&g, "S3") == 1 && g.t.nlines == h.t.nlines + 1);
	game_free(&g);
	game_free(&h);
}

/* Pondering: the scores of a position one card past the tree, found
 * ahead, are the current scores once that card is played; positions
 * further away are refused; the oldest are replaced when full. */
static void test_ahead(void)
{
	dd_deal deal;
	dd_ctx *ctx = dd_new(16);
	dd_position pos;
	dd_card_score sc[13];
	const game_scores *cur;
	game g;
	int n = 0, i;

	CHECK(ctx != NULL);
	CHECK(deal_parse(DEAL, &deal, NULL, 0) == 0);
	CHECK(game_init(&g, &deal, DD_HEARTS, DD_EAST, 3, NULL, 0, NULL,
			0) == 0);
	play(&g, "S9");
	CHECK(!game_child_known(&g, card("S5")));
	game_position(&g, &pos);
	pos.played[pos.nplayed++] = card("S5");
	CHECK(dd_score_cards(ctx, &pos, sc, &n, NULL) == DD_OK);
	CHECK(game_store_scores(&g, &pos, sc, n, 0.5) == 1);
	CHECK(game_child_known(&g, card("S5")));
	CHECK(!game_child_known(&g, card("S8")));
	CHECK(game_current_scores(&g) == NULL);
	/* two cards past the tree: not kept */
	pos.played[pos.nplayed++] = card("SK");
	CHECK(game_store_scores(&g, &pos, sc, n, 0.5) == 0);
	play(&g, "S5");
	cur = game_current_scores(&g);
	if (CHECK(cur != NULL)) {
		CHECK_INT(cur->count, n);
		for (i = 0; i < n && i < cur->count; i++)
			CHECK(cur->card[i].card == sc[i].card &&
			      cur->card[i].tricks == sc[i].tricks);
	}
	/* back and another card: no scores for it */
	CHECK(game_undo(&g) == 1);
	CHECK(game_play(&g, card("S8"), NULL, 0) == 0);
	CHECK(game_current_scores(&g) == NULL);
	game_free(&g);
	dd_free(ctx);
}

/* Pondering's order (game_ponder_next): the best cards of the current
 * position, then the cursor's, then the rest, each once, a card whose
 * child is known skipped; nothing while the current scores are unknown. */
static void test_ponder_order(void)
{
	dd_deal deal;
	dd_ctx *ctx = dd_new(16);
	dd_position pos;
	dd_card_score sc[13], child[13];
	dd_card legal[13], want[13], got;
	uint16_t bits[4];
	game g;
	int n = 0, nl = 0, nw = 0, nc, i, j, suit, rank, best = -1, cursor;

	CHECK(ctx != NULL);
	CHECK(deal_parse(DEAL, &deal, NULL, 0) == 0);
	CHECK(game_init(&g, &deal, DD_NOTRUMP, DD_EAST, 3, NULL, 0, NULL,
			0) == 0);
	CHECK(dd_legal(&g.st, bits) > 0);
	for (suit = 0; suit < 4; suit++)
		for (rank = 14; rank >= 2; rank--)
			if ((bits[suit] >> rank) & 1)
				legal[nl++] = DD_CARD(suit, rank);
	CHECK_INT(nl, 13);
	CHECK(!game_ponder_next(&g, legal, nl, 0, &got));
	game_position(&g, &pos);
	CHECK(dd_score_cards(ctx, &pos, sc, &n, NULL) == DD_OK);
	CHECK(game_store_scores(&g, &pos, sc, n, 0.1) == 1);
	for (i = 0; i < n; i++)
		if (sc[i].tricks > best)
			best = sc[i].tricks;
	/* the order wanted: the best (in legal order), the cursor, the rest */
	cursor = -1;
	for (i = 0; i < nl; i++)
		for (j = 0; j < n; j++)
			if (sc[j].card == legal[i] && sc[j].tricks == best)
				want[nw++] = legal[i];
			else if (sc[j].card == legal[i] && cursor < 0)
				cursor = i;     /* the first card not best */
	CHECK(nw > 0 && nw < nl && cursor >= 0);
	want[nw++] = legal[cursor];
	for (i = 0; i < nl; i++) {
		for (j = 0; j < nw && want[j] != legal[i]; j++)
			;
		if (j == nw)
			want[nw++] = legal[i];
	}
	CHECK_INT(nw, nl);
	/* the second card's child known already: skipped */
	pos.played[pos.nplayed++] = want[1];
	CHECK(dd_score_cards(ctx, &pos, child, &nc, NULL) == DD_OK);
	CHECK(game_store_scores(&g, &pos, child, nc, 0.1) == 1);
	pos.nplayed--;
	for (i = 0; i < nw; i++) {
		if (i == 1)
			continue;
		if (!CHECK(game_ponder_next(&g, legal, nl, cursor, &got)))
			break;
		CHECK(got == want[i]);
		pos.played[pos.nplayed++] = got;
		CHECK(dd_score_cards(ctx, &pos, child, &nc, NULL) == DD_OK);
		CHECK(game_store_scores(&g, &pos, child, nc, 0.1) == 1);
		pos.nplayed--;
	}
	CHECK(!game_ponder_next(&g, legal, nl, cursor, &got));
	game_free(&g);
	dd_free(ctx);
}

int main(void)
{
	test_tree();
	test_game_lines();
	test_ahead();
	test_ponder_order();
	return check_summary("unit_lines");
}
