/*
 * view_hands.c - the four hands: the seat's name line (to play, declarer,
 * dummy), then a line a suit, with the scores beside the cards of the seat
 * to play.
 */
#include <stdio.h>
#include <string.h>

#include "sdjob.h"
#include "util/util.h"
#include "view.h"

/* The single-dummy figures of the position shown, when asked (:sd) and
 * some layouts are solved: *v filled, 1. */
static int hands_sd(const app *a, sdjob_view *v)
{
	struct sdjob *j = app_sd_here(a);

	if (!j)
		return 0;
	sdjob_peek(j, v);
	return v->tally.n > 0;
}

/* The single-dummy figure of card c beside its score: " 62%", the
 * share of the layouts where the side to play reaches its goal, always
 * with its "%" (beside a defender's card the score is declarer's side's
 * tricks and the share the defence's: without it, "Q:12 6" read as two
 * numbers of one side); "" when c has none.  *best: whether it is the
 * highest share. */
static void hands_sd_text(const sdjob_view *v, dd_card c, char *out,
			  size_t size, int *best)
{
	int k, top = -1, pct = -1;

	out[0] = '\0';
	*best = 0;
	for (k = 0; k < v->tally.ncards; k++) {
		int p = util_percent(v->tally.goal[k], v->tally.n);

		if (p > top)
			top = p;
		if (v->tally.card[k] == c)
			pct = p;
	}
	if (pct < 0)
		return;
	*best = pct == top;
	snprintf(out, size, " %d%%", pct);
}

static const dd_card_score *hands_find_score(const game_scores *s, dd_card c)
{
	int i;

	for (i = 0; s && i < s->count; i++)
		if (s->card[i].card == c)
			return &s->card[i];
	return NULL;
}

/* The text beside a card whose side to play takes `tricks` from here,
 * in the view chosen: ":9", ":4", ":=", ":+1", ":-2". */
static void hands_score_text(const app *a, int tricks, char *out, size_t size)
{
	const game *g = &a->g;
	int tot = game_declarer_total(g, tricks), over;

	switch (a->scr.view) {
	case VIEW_SIDE:
		snprintf(out, size, ":%d", tricks);
		break;
	case VIEW_CONTRACT:
		over = tot - 6 - app_level(a);
		if (over == 0)
			snprintf(out, size, ":=");
		else
			snprintf(out, size, ":%+d", over);
		break;
	default:
		snprintf(out, size, ":%d", tot);
		break;
	}
}

static void hands_add_hit(app_hits *hits, int y, int x, int w, dd_card c)
{
	if (hits->n < 52) {
		hits->cell[hits->n].y = y;
		hits->cell[hits->n].x = x;
		hits->cell[hits->n].w = w;
		hits->cell[hits->n].card = c;
		hits->n++;
	}
}

/* What the suits of a hand are drawn from (view_hand_draw()). */
typedef struct {
	const app *a;
	const layout_rect *r;
	int seat, to_play, scored, best, sd, next;
	const game_scores *sc, *ps;
	sdjob_view *sdv;
	uint16_t legal[4];
	dd_card cursor;
	app_hits *hits;
} hand_ctx;

/* How much a hand leaves out beside its cards so that no suit is lost
 * for want of rows (view_hand_draw() takes the first that fits): beside
 * a card with a single-dummy figure, the double-dummy number; then its
 * mark of a costly card too; at last the single-dummy figures, the
 * double-dummy scores shown as without them. */
enum { HANDS_WHOLE, HANDS_NO_SCORE, HANDS_NO_MARK, HANDS_NO_SD };

/* The suits of a hand from row y, a line a suit, wrapped; dry: nothing
 * drawn, the rows counted past the rect's foot too; compact, one of
 * HANDS_*: what is left out.  Returns the row after the last. */
static int hand_suits(const hand_ctx *k, int y, int dry, int compact)
{
	const app *a = k->a;
	const game *g = &a->g;
	const layout_rect *r = k->r;
	int suit, foot = dry ? 1 << 20 : r->y + r->h;

	for (suit = 0; suit < 4 && y < foot; suit++) {
		uint16_t h = g->st.remaining.hand[k->seat][suit];
		int rank, col = r->x + 1, right = r->x + r->w;

		col += dry ? 1 : draw_put(y, col, 1, draw_suit_attr(suit),
					  glyph_suit(suit));
		col++;
		if (!h) {
			if (!dry)
				draw_put(y, col, right - col,
					 term_attr(ROLE_DIM),
					 glyph_mark(MARK_VOID));
			y++;
			continue;
		}
		for (rank = 14; rank >= 2; rank--) {
			dd_card c = DD_CARD(suit, rank);
			int is_legal = (k->legal[suit] >> rank) & 1;
			const dd_card_score *s = NULL;
			char cell[16], sdt[16] = "";
			int cw, costly = 0, sdbest = 0;
			attr_t ra, sa;
			const char *mark = "";

			if (!((h >> rank) & 1))
				continue;
			cell[0] = dd_rank_char(rank);
			cell[1] = '\0';
			ra = term_attr(ROLE_NORMAL);
			if (c == k->next)
				ra |= A_UNDERLINE;
			if (k->scored && is_legal)
				s = hands_find_score(k->sc ? k->sc : k->ps, c);
			if (k->sd && is_legal && compact < HANDS_NO_SD)
				hands_sd_text(k->sdv, c, sdt, sizeof sdt,
					      &sdbest);
			if (!k->to_play) {
				cw = 1;
			} else if (!is_legal) {
				cw = 1;
				ra = term_attr(ROLE_DIM);
			} else if (!k->scored) {
				cw = 1;
				ra = term_attr(ROLE_DIM);
			} else if (!s) {
				cw = 2 + draw_cols(glyph_mark(MARK_PENDING));
			} else {
				if (!(compact >= HANDS_NO_SCORE && sdt[0]))
					hands_score_text(a, s->tricks, cell + 1,
							 sizeof cell - 1);
				cw = (int)strlen(cell);
				/* while solving, a card below one already
				 * found is sure to cost tricks */
				costly = s->tricks < k->best &&
					 !(compact >= HANDS_NO_MARK && sdt[0]);
				if (costly) {
					mark = glyph_mark(MARK_COST);
					cw += draw_cols(mark);
				}
			}
			cw += (int)strlen(sdt);
			if (col + cw > right) {       /* wrap */
				y++;
				col = r->x + 3;
				if (y >= foot)
					break;
			}
			if (dry) {
				col += cw + 1;
				continue;
			}
			hands_add_hit(k->hits, y, col, cw, c);
			if (k->to_play && is_legal && c == k->cursor)
				ra |= A_REVERSE;
			if (!k->to_play || !is_legal) {
				draw_put(y, col, 1, ra, cell);
			} else if (!k->scored) {
				draw_put(y, col, 1, ra | A_BOLD, cell);
			} else if (!s) {
				draw_put(y, col, 1, ra | A_BOLD, cell);
				sa = term_attr(ROLE_PENDING);
				if (c == k->cursor)
					sa |= A_REVERSE;
				draw_put(y, col + 1, 1, sa, ":");
				draw_put(y, col + 2, 1, sa,
				    glyph_mark(MARK_PENDING));
			} else {
				sa = costly ? term_attr(ROLE_COSTLY)
				     : k->sc ? term_attr(ROLE_BEST)
					     : term_attr(ROLE_NORMAL);
				if (c == k->cursor)
					sa |= A_REVERSE;
				draw_put(y, col, 1, ra | A_BOLD, cell);
				if (cell[1])
					draw_put(y, col + 1, cw - 1, sa,
						 cell + 1);
				if (*mark)
					draw_put(y, col + (int)strlen(cell),
						 1, sa, mark);
			}
			if (sdt[0])
				draw_put(y, col + cw - (int)strlen(sdt),
					 (int)strlen(sdt),
					 sdbest ? A_BOLD
					 : term_attr(k->sdv->running
						     ? ROLE_PENDING
						     : ROLE_NORMAL),
					 sdt);
			col += cw + 1;
		}
		y++;
	}
	return y;
}

/* One hand in its layout_rect: the name line, then a line a suit, wrapped.
 * Beside the cards of the seat to play: the scores when known, those
 * found so far while solving (the rest pending), and the single-dummy
 * figures when asked (without the scores where both would not fit). */
void view_hand_draw(const app *a, const layout_rect *r, int seat, dd_card cursor,
		      app_hits *hits, int clip_x)
{
	const game *g = &a->g;
	hand_ctx k;
	sdjob_view sdv;
	int suit, y = r->y, x, i;
	char buf[64];

	memset(&k, 0, sizeof k);
	k.a = a;
	k.r = r;
	k.seat = seat;
	k.cursor = cursor;
	k.hits = hits;
	k.sdv = &sdv;
	k.to_play = g->st.to_play == seat;
	/* the scores beside the cards of the seat to play: not when the
	 * annotations are off (the cards alone then) */
	k.scored = k.to_play && app_annotations(a);
	k.sc = k.scored ? game_current_scores(g) : NULL;
	k.ps = k.scored && !k.sc ? game_partial_scores(g) : NULL;
	k.best = -1;
	k.sd = k.scored && hands_sd(a, &sdv) && sdv.seat == seat;
	/* the card the actual play has next: underlined */
	k.next = k.scored && game_on_actual(g) && g->nplayed < g->nactual
		 ? g->actual[g->nplayed] : -1;

	if (k.to_play)
		dd_legal(&g->st, k.legal);
	if (k.sc)
		k.best = game_best_score(g);
	for (i = 0; k.ps && i < k.ps->count; i++)
		if (k.ps->card[i].tricks > k.best)
			k.best = k.ps->card[i].tricks;
	if (a->sv.failed)
		k.sc = k.ps = NULL;

	/* name line: declarer or dummy first (so that "dummy" is never
	 * read with "to play"), the seat, whether it plays now, then the
	 * player's name from the file where it fits */
	x = r->x + 1;
	if (seat == game_declarer(g))
		x += 1 + draw_put(y, x, r->w - 1, term_attr(ROLE_DIM),
				  "declarer");
	else if (seat == ((game_declarer(g) + 2) & 3))
		x += 1 + draw_put(y, x, r->w - 1, term_attr(ROLE_DIM),
				  "dummy");
	if (k.to_play) {
		if (x > r->x + 1)
			x--;            /* the turn mark's space */
		snprintf(buf, sizeof buf, " %s %s ", glyph_mark(MARK_TURN),
			 dd_seat_name(seat));
		x += draw_put(y, x, r->w - (x - r->x), term_attr(ROLE_TURN),
			      buf);
		x += 1 + draw_put(y, x + 1, r->w - (x + 1 - r->x),
				  term_attr(ROLE_NAME), "to play");
	} else {
		x += draw_put(y, x, r->w - (x - r->x), term_attr(ROLE_NAME),
			      dd_seat_name(seat));
	}
	{
		const char *who = draw_player(a, seat);

		int right = r->x + r->w < clip_x - 1 ? r->x + r->w
						       : clip_x - 1;

		if (who && right - (x + 2) >= 4)
			draw_put_name(y, x + 2, right - (x + 2), A_NORMAL,
				       who);
	}
	y++;

	if (app_hidden(a, seat)) {
		/* nothing of the cards but how many */
		int n = 0;

		for (suit = 0; suit < 4; suit++)
			n += __builtin_popcount(
				g->st.remaining.hand[seat][suit]);
		snprintf(buf, sizeof buf, "%d card%s (hidden)", n,
			 n == 1 ? "" : "s");
		draw_put(y, r->x + 1, r->w - 1, term_attr(ROLE_DIM), buf);
		return;
	}

	/* a suit left out for want of rows would hide cards: the
	 * single-dummy figures without the scores rather, then without the
	 * marks, then none (wide figures, "100%", on a narrow screen) */
	{
		int level = HANDS_WHOLE;

		while (k.sd && level < HANDS_NO_SD &&
		       hand_suits(&k, y, 1, level) > r->y + r->h)
			level++;
		hand_suits(&k, y, 0, level);
	}
}
