/*
 * board.c - drawing the analyser's screen: the layout of the four hands
 * around the trick, the bars at the top and bottom, the key help and the
 * "terminal too small" screen.  Everything is drawn into stdscr and shown
 * with one wnoutrefresh() + doupdate() a frame.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "cmdline.h"
#include "term.h"
#include "textbox.h"

#define MIN_COLS 80
#define MIN_ROWS 24
#define MAX_BOARD_COLS 90      /* wider screens centre the board */
#define TRICK_W 22              /* the box of the trick in the middle */
#define HAND_ROWS 6             /* name, four suits, one for wrapping */
#define MID_ROWS 7              /* West and East: two rows for wrapping */
#define PANEL_W 28              /* the side panel: table and tricks */

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };
static const char *const STRAIN_NAMES[5] = {
	"Spades", "Hearts", "Diamonds", "Clubs", "Notrump"
};
static const char *const SIDE_NAMES[2] = { "North-South", "East-West" };

typedef struct {
	int y, x, h, w;
} rect;

typedef struct {
	rect hand[4];
	rect trick;             /* the box; its label is on the row below */
	rect panel;             /* the side panel, when shown (w 0 when not) */
	int result_y, hint_y, status_y;
} layout;

/* Columns taken by a UTF-8 string (every glyph used is one column). */
static int text_cols(const char *s)
{
	int n = 0;

	for (; *s; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			n++;
	return n;
}

/* Writes s at (y, x) with the attribute, at most maxw columns; returns the
 * columns written. */
static int put(int y, int x, int maxw, attr_t attr, const char *s)
{
	int n = 0;
	const char *p = s;

	if (maxw <= 0 || y < 0 || x < 0 || y >= LINES || x >= COLS)
		return 0;
	if (x + maxw > COLS)
		maxw = COLS - x;
	while (*p) {
		const char *q = p + 1;

		while (*q && ((unsigned char)*q & 0xc0) == 0x80)
			q++;
		if (n + 1 > maxw)
			break;
		n++;
		p = q;
	}
	attrset(attr);
	mvaddnstr(y, x, s, (int)(p - s));
	attrset(A_NORMAL);
	return n;
}

static void fill_row(int y, attr_t attr)
{
	attrset(attr);
	mvhline(y, 0, ' ', COLS);
	attrset(A_NORMAL);
}

/* A frame: line drawing in a UTF-8 locale, + - | otherwise (some
 * terminals have no alternate character set). */
static void draw_box(int y, int x, int h, int w, attr_t attr)
{
	int u = term_utf8();

	attrset(attr);
	mvhline(y, x + 1, u ? ACS_HLINE : '-', w - 2);
	mvhline(y + h - 1, x + 1, u ? ACS_HLINE : '-', w - 2);
	mvvline(y + 1, x, u ? ACS_VLINE : '|', h - 2);
	mvvline(y + 1, x + w - 1, u ? ACS_VLINE : '|', h - 2);
	mvaddch(y, x, u ? ACS_ULCORNER : '+');
	mvaddch(y, x + w - 1, u ? ACS_URCORNER : '+');
	mvaddch(y + h - 1, x, u ? ACS_LLCORNER : '+');
	mvaddch(y + h - 1, x + w - 1, u ? ACS_LRCORNER : '+');
	attrset(A_NORMAL);
}

int board_panel_shown(const app *a)
{
	return a->panel < 0 ? COLS >= BOARD_PANEL_COLS : a->panel;
}

/* The board fills the screen (centred when wider than MAX_BOARD_COLS); a
 * panel shown takes the right side, beside the board when there is room
 * and over the board's right side when not. */
static layout compute_layout(const app *a)
{
	layout l;
	int avail = COLS, bw, x0;

	l.panel = (rect){ 0, 0, 0, 0 };
	if (board_panel_shown(a)) {
		l.panel = (rect){ 2, COLS - PANEL_W, LINES - 4, PANEL_W };
		if (COLS - PANEL_W - 1 >= MIN_COLS)
			avail = COLS - PANEL_W - 1;
	}
	bw = avail < MAX_BOARD_COLS ? avail : MAX_BOARD_COLS;
	x0 = (avail - bw) / 2;
	int extra = LINES - MIN_ROWS;
	int gap = extra >= 4 ? 1 : 0;       /* between the blocks */
	int top = (extra - 3 * gap) / 2;    /* the rest centres the board */
	int cx = x0 + (bw - TRICK_W) / 2;
	int ny = 2 + 1 + top;
	int my = ny + HAND_ROWS + gap;
	int sy = my + MID_ROWS + gap;

	l.result_y = 1;
	l.hint_y = LINES - 2;
	l.status_y = LINES - 1;
	l.trick = (rect){ my + 1, cx, 5, TRICK_W };
	l.hand[DD_NORTH] = (rect){ ny, cx + 2, HAND_ROWS, x0 + bw - cx - 2 };
	l.hand[DD_SOUTH] = (rect){ sy, cx + 2, HAND_ROWS, x0 + bw - cx - 2 };
	l.hand[DD_WEST] = (rect){ my, x0 + 1, MID_ROWS, cx - 2 - x0 - 1 };
	l.hand[DD_EAST] = (rect){ my, cx + TRICK_W + 3, MID_ROWS,
				  x0 + bw - (cx + TRICK_W + 3) };
	return l;
}

/* ---- cards ------------------------------------------------------------ */

static attr_t suit_attr(int suit)
{
	return suit == DD_HEARTS || suit == DD_DIAMONDS
		       ? term_attr(ROLE_RED_SUIT) : term_attr(ROLE_NORMAL);
}

/* "♠K" at (y, x), the rank in the given attribute; returns columns. */
static int put_card(int y, int x, dd_card c, attr_t rank_attr)
{
	char r[2] = { dd_rank_char(DD_RANK(c)), '\0' };
	int n = put(y, x, 2, suit_attr(DD_SUIT(c)) | (rank_attr & A_BOLD),
		    term_suit(DD_SUIT(c)));

	return n + put(y, x + n, 1, rank_attr, r);
}

static const dd_card_score *find_score(const game_scores *s, dd_card c)
{
	int i;

	for (i = 0; s && i < s->count; i++)
		if (s->card[i].card == c)
			return &s->card[i];
	return NULL;
}

/* "♥5" into out (8 bytes). */
static void card_name(dd_card c, char out[8])
{
	snprintf(out, 8, "%s%c", term_suit(DD_SUIT(c)),
		 dd_rank_char(DD_RANK(c)));
}

void board_card_text(const app *a, int actual, int k, char *out,
		     size_t size)
{
	const game *g = &a->g;
	const game_scores *s = game_scores_before(g, actual, k);
	int seat = game_card_seat(g, actual, k), delta, best = -1, i, n = 0;
	int played;
	size_t len;
	char card[8];

	if (seat < 0) {
		snprintf(out, size, "?");
		return;
	}
	/* A card of a hidden hand not played yet is not named, nor are the
	 * right cards of a hidden hand (they are still in it). */
	played = actual ? k < g->nplayed && k < game_actual_common(g)
			: k < g->nplayed;
	if (app_hidden(a, seat) && !played) {
		snprintf(out, size, "%s's card %d (hidden)", SEAT_NAMES[seat],
			 k + 1);
		return;
	}
	card_name(actual ? g->actual[k] : g->line[k], card);
	len = (size_t)snprintf(out, size, "%s played %s", SEAT_NAMES[seat],
			       card);
	if (len >= size || !app_annotations(a) ||
	    !game_card_delta(g, actual, k, &delta))
		return;
	if (delta == 0) {
		snprintf(out + len, size - len, " (a best card)");
		return;
	}
	len += (size_t)snprintf(out + len, size - len, ": %s %d trick%s",
				delta < 0 ? "cost" : "gave",
				delta < 0 ? -delta : delta,
				delta == 1 || delta == -1 ? "" : "s");
	if (app_hidden(a, seat) || len >= size)
		return;
	len += (size_t)snprintf(out + len, size - len, " (right:");
	for (i = 0; i < s->count; i++)
		if (s->card[i].tricks > best)
			best = s->card[i].tricks;
	for (i = 0; i < s->count && len < size; i++) {
		if (s->card[i].tricks != best)
			continue;
		if (++n > 6) {
			len += (size_t)snprintf(out + len, size - len, " %s",
						term_mark(MARK_PENDING));
			break;
		}
		card_name(s->card[i].card, card);
		len += (size_t)snprintf(out + len, size - len, " %s", card);
	}
	if (len < size)
		snprintf(out + len, size - len, ")");
}

/* The text beside a card whose side to play takes `tricks` from here,
 * in the view chosen: ":9", ":4", ":=", ":+1", ":-2". */
static void score_text(const app *a, int tricks, char *out, size_t size)
{
	const game *g = &a->g;
	int tot = game_declarer_total(g, tricks), over;

	switch (a->view) {
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

static void add_hit(board_hits *hits, int y, int x, int w, dd_card c)
{
	if (hits->n < 52) {
		hits->cell[hits->n].y = y;
		hits->cell[hits->n].x = x;
		hits->cell[hits->n].w = w;
		hits->cell[hits->n].card = c;
		hits->n++;
	}
}

int board_card_at(const board_hits *hits, int y, int x, dd_card *card)
{
	int i;

	for (i = 0; i < hits->n; i++)
		if (hits->cell[i].y == y && x >= hits->cell[i].x &&
		    x < hits->cell[i].x + hits->cell[i].w) {
			*card = hits->cell[i].card;
			return 1;
		}
	return 0;
}

/* One hand in its rect: the name line, then a line a suit, wrapped.
 * Beside the cards of the seat to play: the scores when known, those
 * found so far while solving (the rest pending). */
static void draw_hand(const app *a, const rect *r, int seat, dd_card cursor,
		      board_hits *hits)
{
	const game *g = &a->g;
	int to_play = g->st.to_play == seat;
	/* the scores beside the cards of the seat to play: not when the
	 * annotations are off (the cards alone then) */
	int scored = to_play && app_annotations(a);
	const game_scores *sc = scored ? game_current_scores(g) : NULL;
	const game_scores *ps = scored && !sc ? game_partial_scores(g) : NULL;
	int best = -1, i;
	uint16_t legal[4] = { 0, 0, 0, 0 };
	int suit, y = r->y, x;
	char buf[64];
	/* the card the actual play has next: underlined */
	int next = scored && game_on_actual(g) && g->nplayed < g->nactual
		   ? g->actual[g->nplayed] : -1;

	if (to_play)
		dd_legal(&g->st, legal);
	if (sc)
		best = game_best_score(g);
	for (i = 0; ps && i < ps->count; i++)
		if (ps->card[i].tricks > best)
			best = ps->card[i].tricks;
	if (a->failed)
		sc = ps = NULL;

	/* name line: the seat, whether it plays now, declarer or dummy */
	if (to_play) {
		snprintf(buf, sizeof buf, " %s %s ", term_mark(MARK_TURN),
			 SEAT_NAMES[seat]);
		x = r->x + put(y, r->x, r->w, term_attr(ROLE_TURN), buf);
		x += 1 + put(y, x + 1, r->w - (x + 1 - r->x),
			     term_attr(ROLE_NAME), "to play");
	} else {
		x = r->x + 1 + put(y, r->x + 1, r->w, term_attr(ROLE_NAME),
				   SEAT_NAMES[seat]);
	}
	if (seat == game_declarer(g))
		put(y, x + 2, r->w - (x + 2 - r->x), term_attr(ROLE_DIM),
		    "declarer");
	else if (seat == ((game_declarer(g) + 2) & 3))
		put(y, x + 2, r->w - (x + 2 - r->x), term_attr(ROLE_DIM),
		    "dummy");
	y++;

	if (app_hidden(a, seat)) {
		/* nothing of the cards but how many */
		int n = 0;

		for (suit = 0; suit < 4; suit++)
			n += __builtin_popcount(g->st.remaining.hand[seat][suit]);
		snprintf(buf, sizeof buf, "%d card%s (hidden)", n,
			 n == 1 ? "" : "s");
		put(y, r->x + 1, r->w - 1, term_attr(ROLE_DIM), buf);
		return;
	}

	for (suit = 0; suit < 4 && y < r->y + r->h; suit++) {
		uint16_t h = g->st.remaining.hand[seat][suit];
		int rank, col = r->x + 1, right = r->x + r->w;

		col += put(y, col, 1, suit_attr(suit), term_suit(suit));
		col++;
		if (!h) {
			put(y, col, right - col, term_attr(ROLE_DIM),
			    term_mark(MARK_VOID));
			y++;
			continue;
		}
		for (rank = 14; rank >= 2; rank--) {
			dd_card c = DD_CARD(suit, rank);
			int is_legal = (legal[suit] >> rank) & 1;
			const dd_card_score *s = NULL;
			char cell[16];
			int cw, costly = 0;
			attr_t ra, sa;
			const char *mark = "";

			if (!((h >> rank) & 1))
				continue;
			cell[0] = dd_rank_char(rank);
			cell[1] = '\0';
			ra = term_attr(ROLE_NORMAL);
			if (c == next)
				ra |= A_UNDERLINE;
			if (scored && is_legal)
				s = find_score(sc ? sc : ps, c);
			if (!to_play) {
				cw = 1;
			} else if (!is_legal) {
				cw = 1;
				ra = term_attr(ROLE_DIM);
			} else if (!scored) {
				cw = 1;
				ra = term_attr(ROLE_DIM);
			} else if (!s) {
				cw = 2 + text_cols(term_mark(MARK_PENDING));
			} else {
				score_text(a, s->tricks, cell + 1,
					   sizeof cell - 1);
				cw = (int)strlen(cell);
				/* while solving, a card below one already
				 * found is sure to cost tricks */
				costly = s->tricks < best;
				if (costly) {
					mark = term_mark(MARK_COST);
					cw += text_cols(mark);
				}
			}
			if (col + cw > right) {       /* wrap */
				y++;
				col = r->x + 3;
				if (y >= r->y + r->h)
					break;
			}
			add_hit(hits, y, col, cw, c);
			if (to_play && is_legal && c == cursor)
				ra |= A_REVERSE;
			if (!to_play || !is_legal) {
				put(y, col, 1, ra, cell);
			} else if (!scored) {
				put(y, col, 1, ra | A_BOLD, cell);
			} else if (!s) {
				put(y, col, 1, ra | A_BOLD, cell);
				sa = term_attr(ROLE_PENDING);
				if (c == cursor)
					sa |= A_REVERSE;
				put(y, col + 1, 1, sa, ":");
				put(y, col + 2, 1, sa,
				    term_mark(MARK_PENDING));
			} else {
				sa = costly ? term_attr(ROLE_COSTLY)
				     : sc ? term_attr(ROLE_BEST)
					  : term_attr(ROLE_NORMAL);
				if (c == cursor)
					sa |= A_REVERSE;
				put(y, col, 1, ra | A_BOLD, cell);
				put(y, col + 1, cw - 1, sa, cell + 1);
				if (*mark)
					put(y, col + (int)strlen(cell), 1, sa,
					    mark);
			}
			col += cw + 1;
		}
		y++;
	}
}

/* ---- the trick in the middle ------------------------------------------ */

static void draw_trick(const app *a, const rect *b)
{
	const game *g = &a->g;
	dd_card cards[4];
	int seats[4], n = 0, i, done = 0, winner = -1, trick_no;
	char label[64];

	if (g->st.trick_cards > 0 || g->nplayed == 0) {
		for (i = 0; i < g->st.trick_cards; i++) {
			cards[n] = g->st.trick[i];
			seats[n++] = (g->st.trick_leader + i) & 3;
		}
		trick_no = 13 - g->st.tricks_left + 1;
	} else {
		/* between tricks: the last one stays shown */
		int first = g->nplayed - 4, leader;

		for (i = 0; i < 4; i++)
			cards[i] = g->line[first + i];
		/* The leader: the seat from which the winning card's place
		 * in the trick leads to the known winner. */
		for (leader = 0; leader < 4; leader++)
			if (game_trick_winner(cards, leader, g->base.strain) ==
			    g->st.last_winner)
				break;
		for (i = 0; i < 4; i++)
			seats[i] = (leader + i) & 3;
		n = 4;
		done = 1;
		winner = g->st.last_winner;
		trick_no = 13 - g->st.tricks_left;
	}

	draw_box(b->y, b->x, b->h, b->w, term_attr(ROLE_DIM));

	if (g->st.to_play < 0 && !done)
		trick_no = 13;
	if (trick_no > 13)
		trick_no = 13;
	snprintf(label, sizeof label, " trick %d ", trick_no);
	put(b->y, b->x + (b->w - (int)strlen(label)) / 2, b->w - 2,
	    term_attr(ROLE_DIM), label);

	for (i = 0; i < n; i++) {
		int y = b->y + 2, x = b->x + b->w / 2 - 1;
		attr_t at = done ? (seats[i] == winner ? A_BOLD : A_NORMAL)
				 : A_BOLD;

		switch (seats[i]) {
		case DD_NORTH: y = b->y + 1; break;
		case DD_SOUTH: y = b->y + 3; break;
		case DD_WEST: x = b->x + 2; break;
		case DD_EAST: x = b->x + b->w - 4; break;
		}
		if (done && seats[i] == winner)
			at |= A_UNDERLINE;
		put_card(y, x, cards[i], at);
	}
	if (done) {
		snprintf(label, sizeof label, " won by %s ", SEAT_NAMES[winner]);
		put(b->y + b->h - 1, b->x + (b->w - (int)strlen(label)) / 2,
		    b->w - 2, term_attr(ROLE_DIM), label);
	} else if (n > 0) {
		snprintf(label, sizeof label, " %s led ",
			 SEAT_NAMES[g->st.trick_leader]);
		put(b->y + b->h - 1, b->x + (b->w - (int)strlen(label)) / 2,
		    b->w - 2, term_attr(ROLE_DIM), label);
	} else if (g->st.to_play < 0) {
		put(b->y + 2, b->x + (b->w - 13) / 2, b->w - 2,
		    term_attr(ROLE_NAME), "deal finished");
	}
}

/* ---- the side panel: the table and the tricks played ----------------- */

/* The tricks of a board with an actual play, from row y to bottom: a
 * line on the course (solving it, or what the play cost and gave), then
 * the whole line, the cards still to play dimmed, each card marked with
 * what it did to declarer's side's total once the position before it is
 * solved: "♥5-1" cost declarer's side a trick, "♠2+1" gave it one. */
static void draw_course(const app *a, const rect *p, int y, int bottom)
{
	const game *g = &a->g;
	game_trick tricks[13];
	int ntricks = game_line_tricks(g, g->nline, tricks);
	int known = app_course_known(a), x = p->x + 2, w = p->w - 4;
	int i, j, k, first, rows, cur, delta, cost = 0, gift = 0;
	char text[64];

	if (y >= bottom)
		return;
	for (k = 0; k < known; k++)
		if (game_card_delta(g, 1, k, &delta)) {
			if (delta < 0)
				cost -= delta;
			else
				gift += delta;
		}
	if (!app_annotations(a))
		snprintf(text, sizeof text, "(annotations off)");
	else if (known < g->nactual && a->course_failed)
		snprintf(text, sizeof text, "(the solver failed)");
	else if (known < g->nactual)
		snprintf(text, sizeof text, "solving the play %d/%d", known,
			 g->nactual);
	else
		snprintf(text, sizeof text, "cost %d  gave %d  m M: go", cost,
			 gift);
	put(y++, x, w, known < g->nactual ? term_attr(ROLE_PENDING)
					  : term_attr(ROLE_DIM), text);

	rows = bottom - y;
	if (rows <= 0)
		return;
	if (ntricks == 0)
		put(y, x, w, term_attr(ROLE_DIM), "(none played yet)");
	/* the trick of the next card in view */
	cur = g->nplayed / 4 < ntricks ? g->nplayed / 4 : ntricks - 1;
	first = ntricks > rows ? ntricks - rows : 0;
	if (cur >= 0 && cur < first)
		first = cur;
	for (i = first; i < ntricks && y < bottom; i++, y++) {
		const game_trick *t = &tricks[i];
		int col = x;

		snprintf(text, sizeof text, "%2d%c", i + 1,
			 dd_seat_letter(t->leader));
		put(y, col, 3, A_NORMAL, text);
		col += 4;
		for (j = 0; j < 4; j++, col += 5) {
			int seat = (t->leader + j) & 3;
			attr_t at = 4 * i + j < g->nplayed ? A_NORMAL
							    : term_attr(ROLE_DIM);

			k = 4 * i + j;
			if (j >= t->ncards) {
				put(y, col, 1, term_attr(ROLE_DIM),
				    term_mark(MARK_DOT));
				continue;
			}
			if (k >= g->nplayed && app_hidden(a, seat)) {
				/* still in a hidden hand */
				put(y, col, 1, term_attr(ROLE_DIM),
				    term_mark(MARK_DOT));
				continue;
			}
			if (seat == t->winner && k < g->nplayed)
				at |= A_BOLD | A_UNDERLINE;
			put_card(y, col, t->card[j], at);
			if (app_annotations(a) &&
			    game_card_delta(g, 0, k, &delta) && delta != 0) {
				snprintf(text, sizeof text, "%+d", delta);
				put(y, col + 2, 3, term_attr(ROLE_COSTLY),
				    text);
			}
		}
		if (t->winner >= 0 && (4 * i + 3 < g->nplayed || !a->hidden)) {
			char win[4] = { dd_seat_letter(t->winner), '\0' };

			put(y, col, 1, 4 * i + 3 < g->nplayed
				? term_attr(ROLE_NAME) : term_attr(ROLE_DIM),
			    win);
		}
	}
}

static void draw_panel(const app *a, const rect *p)
{
	static const int STRAINS[5] = { DD_NOTRUMP, DD_SPADES, DD_HEARTS,
					DD_DIAMONDS, DD_CLUBS };
	static const int SEATS[4] = { DD_NORTH, DD_SOUTH, DD_EAST, DD_WEST };
	const game *g = &a->g;
	game_trick tricks[13];
	int ntricks = game_tricks(g, tricks);
	int x = p->x + 2, w = p->w - 4, y = p->y + 1, bottom = p->y + p->h - 1;
	int i, j, first, rows;
	char text[96];

	for (i = 0; i < p->h; i++) {
		attrset(A_NORMAL);
		mvhline(p->y + i, p->x, ' ', p->w);
	}
	draw_box(p->y, p->x, p->h, p->w, term_attr(ROLE_DIM));
	put(p->y, p->x + 2, p->w - 4, term_attr(ROLE_NAME), " Double dummy ");

	/* the table, as `ddplay table` prints it */
	put(y++, x, w, term_attr(ROLE_DIM), "      N   S   E   W");
	for (i = 0; i < 5 && y < bottom; i++, y++) {
		int s = STRAINS[i];

		put(y, x, 2, s == DD_NOTRUMP ? A_NORMAL : suit_attr(s),
		    term_strain(s));
		if (a->table_state != 2 || a->hidden ||
		    !app_annotations(a)) {
			if (i == 2)
				put(y, x + 5, w - 5, term_attr(ROLE_PENDING),
				    a->hidden ? "(hands hidden)"
				    : !app_annotations(a) ? "(annotations off)"
				    : a->table_failed ? "(the solver failed)"
				    : a->table_state == 0 ? "(after the cards)"
							  : "(computing...)");
			continue;
		}
		for (j = 0; j < 4; j++) {
			int contract = s == g->base.strain &&
				       SEATS[j] == game_declarer(g);

			snprintf(text, sizeof text, "%d", a->table[s][SEATS[j]]);
			put(y, x + 7 + 4 * j - (int)strlen(text),
			    (int)strlen(text),
			    contract ? term_attr(ROLE_BEST) | A_UNDERLINE
				     : A_NORMAL, text);
		}
	}

	/* the tricks: number, leader, the four cards, winner */
	y++;
	if (y >= bottom)
		return;
	snprintf(text, sizeof text, "Tricks   card %d of %d", g->nplayed,
		 g->nline);
	put(y++, x, w, term_attr(ROLE_NAME), text);
	if (g->nactual > 0) {
		draw_course(a, p, y, bottom);
		return;
	}
	rows = bottom - y;
	if (ntricks == 0 && rows > 0)
		put(y, x, w, term_attr(ROLE_DIM), "(none played yet)");
	first = ntricks > rows ? ntricks - rows : 0;
	for (i = first; i < ntricks && y < bottom; i++, y++) {
		const game_trick *t = &tricks[i];
		int col = x;
		char lead[24];

		snprintf(lead, sizeof lead, "%2d %c", i + 1,
			 dd_seat_letter(t->leader));
		col += put(y, col, 4, A_NORMAL, lead) + 2;
		for (j = 0; j < 4; j++, col += 3) {
			int seat = (t->leader + j) & 3;

			if (j < t->ncards)
				put_card(y, col, t->card[j],
					 seat == t->winner ? A_BOLD | A_UNDERLINE
							   : A_NORMAL);
			else
				put(y, col, 1, term_attr(ROLE_DIM),
				    term_mark(MARK_DOT));
		}
		if (t->winner >= 0) {
			char win[4] = { dd_seat_letter(t->winner), '\0' };

			put(y, col + 1, 1, term_attr(ROLE_NAME), win);
		}
	}
}

/* ---- bars ------------------------------------------------------------- */

static void contract_text(const app *a, char *out, size_t size)
{
	const game *g = &a->g;
	int d = game_declarer(g);
	const app_board *b = &a->boards[a->board];
	const char *x = b->doubled == 2 ? (term_utf8() ? "××" : "xx")
			: b->doubled == 1 ? (term_utf8() ? "×" : "x") : "";

	if (g->level > 0)
		snprintf(out, size, "%d%s%s by %s", g->level,
			 term_strain(g->base.strain), x, SEAT_NAMES[d]);
	else if (g->base.strain == DD_NOTRUMP)
		snprintf(out, size, "Notrump, declarer %s", SEAT_NAMES[d]);
	else
		snprintf(out, size, "%s, declarer %s",
			 STRAIN_NAMES[g->base.strain], SEAT_NAMES[d]);
}

/* "North-South take 9 tricks: 3NT makes". */
static void result_text(const app *a, char *out, size_t size)
{
	const game *g = &a->g;
	int side = game_declarer_side(g), total, level, over;
	char what[48];

	if (g->st.to_play < 0) {
		total = g->st.tricks_won[side];
	} else if (!app_annotations(a)) {
		snprintf(out, size, "Double dummy: not shown (w shows it)");
		return;
	} else {
		int best = game_best_score(g);

		if (best < 0) {
			snprintf(out, size, "Double dummy: %s",
				 a->failed ? "the solver failed"
					   : "solving...");
			return;
		}
		total = game_declarer_total(g, best);
	}
	level = a->level;
	if (level == 0)
		level = total >= 7 ? total - 6 : 1;
	over = total - 6 - level;
	if (over == 0)
		snprintf(what, sizeof what, "%d%s makes", level,
			 term_strain(g->base.strain));
	else if (over > 0)
		snprintf(what, sizeof what, "%d%s makes +%d", level,
			 term_strain(g->base.strain), over);
	else
		snprintf(what, sizeof what, "%d%s down %d", level,
			 term_strain(g->base.strain), -over);
	snprintf(out, size, "%s %s %d trick%s: %s", SIDE_NAMES[side],
		 g->st.to_play < 0 ? "took" : "take", total,
		 total == 1 ? "" : "s", what);
}

/* "v: East-West's total" and the like: what the numbers beside the cards
 * are. */
static void view_text(const app *a, char *out, size_t size)
{
	const game *g = &a->g;
	int side = game_declarer_side(g);
	char contract[32];

	switch (a->view) {
	case VIEW_SIDE:
		if (g->st.to_play >= 0)
			snprintf(out, size, "v: %s's tricks from here",
				 SIDE_NAMES[g->st.to_play & 1]);
		else
			snprintf(out, size, "v: tricks from here");
		break;
	case VIEW_CONTRACT:
		snprintf(contract, sizeof contract, "%d%s", app_level(a),
			 term_strain(g->base.strain));
		snprintf(out, size, "v: result against %s", contract);
		break;
	default:
		snprintf(out, size, "v: %s's total", SIDE_NAMES[side]);
		break;
	}
}

/* The board's name from its file: "Board 3" (the PBN tag holds the
 * number alone), "Closed 3"; "" when none. */
static void board_name(const app *a, char *out, size_t size)
{
	const char *b = a->boards[a->board].rec.board;

	if (!b[0] || strcmp(b, "?") == 0)
		out[0] = '\0';
	else if (strspn(b, "0123456789") == strlen(b))
		snprintf(out, size, "Board %s", b);
	else
		snprintf(out, size, "%s", b);
}

/* Joins the non-empty parts a, b, c with three spaces, a space after. */
static void join3(char *out, size_t size, const char *a, const char *b,
		  const char *c)
{
	const char *part[3] = { a, b, c };
	size_t len = 0;
	int i;

	out[0] = '\0';
	for (i = 0; i < 3; i++)
		if (part[i][0] && len < size)
			len += (size_t)snprintf(out + len, size - len, "%s%s",
						len ? "   " : "", part[i]);
	if (len > 0 && len + 1 < size)
		strcat(out, " ");
}

/* The right of the title in at most room columns: the first that fits
 * of the recorded result, the dealer and the vulnerability, "board 2 of
 * 9"; without the result; the dealer by its letter; the board's number
 * alone (always shown). */
static void title_right(const app *a, int room, char *out, size_t size)
{
	static const char *const VUL[4] = { "None", "NS", "EW", "All" };
	const record *r = &a->boards[a->board].rec;
	char result[32] = "", full[40] = "", brief[40] = "", where[32] = "";

	if (r->result >= 0)
		snprintf(result, sizeof result, "result %d trick%s",
			 r->result, r->result == 1 ? "" : "s");
	if (r->dealer >= 0 || r->vul >= 0) {
		snprintf(full, sizeof full, "Dealer %s  Vul %s",
			 r->dealer >= 0 ? SEAT_NAMES[r->dealer] : "?",
			 r->vul >= 0 ? VUL[r->vul] : "?");
		snprintf(brief, sizeof brief, "Dealer %c  Vul %s",
			 r->dealer >= 0 ? dd_seat_letter(r->dealer) : '?',
			 r->vul >= 0 ? VUL[r->vul] : "?");
	}
	if (a->nboards > 1)
		snprintf(where, sizeof where, "board %d of %d", a->board + 1,
			 a->nboards);
	join3(out, size, result, full, where);
	if (text_cols(out) <= room)
		return;
	join3(out, size, full, where, "");
	if (text_cols(out) <= room)
		return;
	join3(out, size, brief, where, "");
	if (text_cols(out) <= room)
		return;
	join3(out, size, where, "", "");
}

static void draw_bars(const app *a, const layout *l)
{
	const game *g = &a->g;
	char left[160], right[96], text[256], name[40], contract[64];
	attr_t bar = term_attr(ROLE_BAR);
	int n;

	/* title: the board's name, the contract, the opening leader; on
	 * the right, where there is room, what the file says of the board
	 * and where it is among the boards */
	fill_row(0, bar);
	contract_text(a, contract, sizeof contract);
	board_name(a, name, sizeof name);
	snprintf(left, sizeof left, " ddplay  %s%s%s%s, %s leads", name,
		 name[0] ? "  " : "", contract,
		 a->table_state == 1 ? " (for now)" : "",
		 SEAT_NAMES[g->base.leader]);
	put(0, 0, COLS, bar | A_BOLD, left);
	title_right(a, COLS - text_cols(left) - 2, right, sizeof right);
	if (right[0])
		put(0, COLS - text_cols(right), text_cols(right), bar, right);

	/* the tricks won (where the play stands), the result */
	if (g->nline > 0)
		snprintf(right, sizeof right,
			 "card %d/%d   Tricks won  NS %d  EW %d",
			 g->nplayed, g->nline, g->st.tricks_won[0],
			 g->st.tricks_won[1]);
	else
		snprintf(right, sizeof right, "Tricks won  NS %d  EW %d",
			 g->st.tricks_won[0], g->st.tricks_won[1]);
	n = (int)strlen(right);
	put(l->result_y, COLS - n - 1, n, A_NORMAL, right);
	result_text(a, text, sizeof text);
	put(l->result_y, 1, COLS - n - 4, term_attr(ROLE_NAME), text);

	/* what the numbers say, then the keys */
	view_text(a, text, sizeof text);
	n = put(l->hint_y, 1, COLS - 2, term_attr(ROLE_NAME), text);
	if (a->mode == MODE_QUIZ)
		snprintf(text, sizeof text, "   %s  ? help  q quit",
			 a->quiz_state == QUIZ_ASK ? "play the card you choose"
			 : a->quiz_state == QUIZ_ANSWERED ? "Enter or n: next"
							  : "quiz");
	else if (a->mode == MODE_PRACTICE)
		snprintf(text, sizeof text, "   you play %c and %c  g hint  "
			 "w scores  e review  ? help",
			 dd_seat_letter(game_declarer(g)),
			 dd_seat_letter((game_declarer(g) + 2) & 3));
	else if (a->mode == MODE_REVIEW)
		snprintf(text, sizeof text, "   review: e %s  m/M mistakes  "
			 "u/r  [ ] trick  ? help", a->review_box ? "hides it"
								 : "shows it");
	else if (g->nactual > 0 && !game_on_actual(g))
		snprintf(text, sizeof text, "   l back to the actual play  "
			 "m/M mistakes  ? help  b best  [ ] trick");
	else if (g->nactual > 0 && game_has_alt(g))
		snprintf(text, sizeof text, "   l your line  m/M mistakes  "
			 "? help  u/r  [ ] trick  i panel");
	else if (g->nactual > 0)
		snprintf(text, sizeof text, "   ? help  m/M mistakes  u/r  "
			 "[ ] trick  %s", a->nboards > 1 ? "n/p board"
							 : "i panel");
	else
		snprintf(text, sizeof text, "   ? help  b best  o play out  "
			 "[ ] trick  i panel  u/r%s",
			 a->nboards > 1 ? "  n/p board" : "");
	put(l->hint_y, 1 + n, COLS - 2 - n, term_attr(ROLE_DIM), text);

	/* status: the message on the left, the solver on the right */
	fill_row(l->status_y, bar);
	if (a->table_state == 1)
		snprintf(right, sizeof right, "computing the table... ");
	else if (a->job && a->failed)
		snprintf(right, sizeof right, "solver failed ");
	else if (g->st.to_play >= 0 && !game_current_scores(g))
		snprintf(right, sizeof right, "solving... ");
	else if (g->st.to_play >= 0)
		snprintf(right, sizeof right, "solved in %.2f s ",
			 game_current_scores(g)->seconds);
	else
		right[0] = '\0';
	n = (int)strlen(right);
	put(l->status_y, COLS - n, n, bar, right);
	if (a->msg[0])
		put(l->status_y, 1, COLS - n - 2,
		    bar | (a->msg_error ? A_BOLD : A_NORMAL), a->msg);
	else if (a->mode == MODE_QUIZ && a->quiz_state == QUIZ_SEARCH)
		put(l->status_y, 1, COLS - n - 2, bar,
		    "finding a position for the quiz...");
	else if (a->mode == MODE_QUIZ)
		put(l->status_y, 1, COLS - n - 2, bar | A_BOLD, a->quiz_text);
	else if (a->pending_suit >= 0) {
		snprintf(text, sizeof text, "%s _  type the rank (Esc: cancel)",
			 term_suit(a->pending_suit));
		put(l->status_y, 1, COLS - n - 2, bar, text);
	} else if (a->autoplay == AUTOPLAY_ALL && g->st.to_play >= 0) {
		put(l->status_y, 1, COLS - n - 2, bar,
		    "playing out: any key stops");
	} else {
		/* what the card just played did, then who plays */
		size_t len = 0;

		text[0] = '\0';
		if (g->nplayed > 0) {
			board_card_text(a, 0, g->nplayed - 1, text,
					sizeof text);
			len = strlen(text);
			snprintf(text + len, sizeof text - len, "   ");
			len = strlen(text);
		}
		if (g->st.to_play >= 0)
			snprintf(text + len, sizeof text - len, "%s to play",
				 SEAT_NAMES[g->st.to_play]);
		else
			snprintf(text + len, sizeof text - len, "the deal is "
				 "over: u to take cards back");
		put(l->status_y, 1, COLS - n - 2, bar, text);
	}
}

/* ---- help ------------------------------------------------------------- */

static void draw_help(const app *a)
{
	static const char *const LINES_HELP[] = {
		"s a, h t, D 2 ...  play a card: suit letter, then rank",
		"                   (the rank alone when one suit can be played)",
		"Tab, arrows, Enter move the cursor; play its card (or click one)",
		"b                  play a best card for the seat to play",
		"o                  play the rest of the deal out, best cards",
		"u, Backspace / r   take back the last card / play it again",
		"[ ], PgUp PgDn     back / forward a whole trick",
		"Home / End         back to the start / replay every card",
		"m / M              next / previous mistake of the actual play",
		"l                  back to the actual play / to your line",
		"v                  numbers: declarer's total, tricks for the",
		"                   side to play from here, against the contract",
		"i                  show / hide the table and the tricks played",
		"n / p, Esc         next / previous board; cancel a suit typed",
		"w                  the scores and judgements on / off",
		"g                  a hint: the best cards of the seat to play",
		"e                  review the play (practice): mistakes, hints",
		":                  the command line (:help lists its commands)",
		"?, q               this help; quit (after a suit letter: queen)",
		"",
		NULL,           /* the marks, filled below */
		"Press any key.",
	};
	static const char *const COMMANDS_HELP[] = {
		"The command line: type : then a command, Enter runs it,",
		"Esc or an empty line closes it; Tab completes, arrows edit",
		"and go through the history.",
		"",
		"deal PBN           a new deal (N:AKQ.. ...), the best contract",
		"random             a random deal",
		"contract 4S by N   the contract (also: declarer X, strain X)",
		"play S9 SK ...     play cards",
		"undo [N], redo [N] take back / play again N cards",
		"trick N            go to the start of trick N",
		"load FILE          the boards of a file",
		"save FILE          write deal|strain|leader|played to FILE",
		"save FILE.pbn      the board and the play so far, as PBN",
		"actual             back to the actual play (again: your line)",
		"hide EW, show      hide the hands of seats; show them all",
		"annotations on|off the scores and judgements; hint, review",
		"next, prev         next, previous board",
		"help               this help;  quit  leave ddplay",
		"",
		"Press any key.",
	};
	const char *const *lines = a->help == 2 ? COMMANDS_HELP : LINES_HELP;
	int n = a->help == 2
			? (int)(sizeof COMMANDS_HELP / sizeof COMMANDS_HELP[0])
			: (int)(sizeof LINES_HELP / sizeof LINES_HELP[0]);
	int w = 70, h = n + 2, y0 = (LINES - h) / 2, x0 = (COLS - w) / 2, i;
	char cost[80];

	if (y0 < 0)
		y0 = 0;
	if (h > LINES)
		h = LINES;
	for (i = 0; i < h; i++) {
		attrset(A_NORMAL);
		mvhline(y0 + i, x0, ' ', w);
	}
	draw_box(y0, x0, h, w, A_BOLD);
	put(y0, x0 + 3, w - 6, A_BOLD, a->help == 2 ? " Commands " : " Keys ");
	snprintf(cost, sizeof cost,
		 "K:9 best (highlighted)   7:8%s costs tricks   A:%s solving",
		 term_mark(MARK_COST), term_mark(MARK_PENDING));
	for (i = 0; i < n && 1 + i < h - 1; i++)
		put(y0 + 1 + i, x0 + 3, w - 6, A_NORMAL,
		    lines[i] ? lines[i] : cost);
}

/* ---- the review of a practice play ----------------------------------- */

/* Over the board: the double-dummy result before the lead against what
 * the play made, the user's cards that cost tricks (what the course of
 * the play, solved in the background, says of each), the tricks the
 * defence gave, the hints asked. */
static void draw_review(const app *a)
{
	const game *g = &a->g;
	int side = game_declarer_side(g), known = app_course_known(a);
	int w = COLS - 4 < 76 ? COLS - 4 : 76, h = LINES - 4, y0 = 2;
	int x0 = (COLS - w) / 2, y, i, k, delta, costly = 0, gift = 0;
	int more = 0;
	char text[300], what[240];

	for (i = 0; i < h; i++) {
		attrset(A_NORMAL);
		mvhline(y0 + i, x0, ' ', w);
	}
	draw_box(y0, x0, h, w, A_BOLD);
	put(y0, x0 + 3, w - 6, A_BOLD, " Review of the play ");
	y = y0 + 1;
	if (game_scores_before(g, 1, 0)) {
		const game_scores *s0 = game_scores_before(g, 1, 0);
		int best = -1;

		for (i = 0; i < s0->count; i++)
			if (s0->card[i].tricks > best)
				best = s0->card[i].tricks;
		/* the opening leader is a defender */
		snprintf(text, sizeof text, "Double dummy before the lead: %s "
			 "take %d tricks", SIDE_NAMES[side], 13 - best);
	} else {
		snprintf(text, sizeof text, "Double dummy before the lead: "
			 "solving...");
	}
	put(y++, x0 + 2, w - 4, A_NORMAL, text);
	{
		dd_position pos = g->base;
		dd_state st;

		pos.nplayed = g->nactual;
		memcpy(pos.played, g->actual, (size_t)g->nactual);
		if (dd_replay(&pos, &st, NULL) == DD_OK)
			snprintf(text, sizeof text, "%s: %d trick%s, against "
				 "%d%s needing %d", g->nactual == 52 ? "Made"
				 : "So far (the play is not over)",
				 st.tricks_won[side],
				 st.tricks_won[side] == 1 ? "" : "s",
				 app_level(a), term_strain(g->base.strain),
				 app_level(a) + 6);
		else
			text[0] = '\0';
		put(y++, x0 + 2, w - 4, A_NORMAL, text);
	}
	snprintf(text, sizeof text, "Hints asked: %d", a->hints);
	put(y++, x0 + 2, w - 4, A_NORMAL, text);
	y++;
	if (known < g->nactual)
		snprintf(text, sizeof text, "Your cards that cost tricks "
			 "(solving the play %d/%d):", known, g->nactual);
	else
		snprintf(text, sizeof text, "Your cards that cost tricks:");
	put(y++, x0 + 2, w - 4, term_attr(ROLE_NAME), text);
	for (k = 0; k < known; k++) {
		if (!game_card_delta(g, 1, k, &delta) || delta == 0)
			continue;
		if (delta > 0) {
			gift += delta;
			continue;
		}
		if ((game_card_seat(g, 1, k) & 1) != side)
			continue;
		costly++;
		if (y >= y0 + h - 4) {
			more++;
			continue;
		}
		board_card_text(a, 1, k, what, sizeof what);
		snprintf(text, sizeof text, "card %d: %s", k + 1, what);
		put(y++, x0 + 4, w - 6, term_attr(ROLE_COSTLY), text);
	}
	if (more) {
		snprintf(text, sizeof text, "... and %d more (m goes to each)",
			 more);
		put(y++, x0 + 4, w - 6, A_NORMAL, text);
	}
	if (costly == 0 && known == g->nactual)
		put(y++, x0 + 4, w - 6, term_attr(ROLE_BEST),
		    "none: every card of yours kept the best result");
	if (known == g->nactual) {
		snprintf(text, sizeof text, "The defence gave %d trick%s.",
			 gift, gift == 1 ? "" : "s");
		put(y++, x0 + 2, w - 4, A_NORMAL, text);
	}
	put(y0 + h - 2, x0 + 2, w - 4, term_attr(ROLE_DIM),
	    "e hides this review; m and M go from mistake to mistake");
}

/* ---- the command line ------------------------------------------------- */

/* The `:` prompt on the status line, scrolled so that the cursor shows;
 * control and non-ASCII bytes shown as '?' (one column a byte, so that the
 * screen never goes out of step); the completions readline wanted to list
 * on the line above.  Returns the cursor's column. */
static int draw_cmdline(const layout *l)
{
	const char *prompt = cmdline_prompt(), *text = cmdline_text();
	const char *m = cmdline_matches();
	char shown[512];
	size_t len = strlen(text), point = (size_t)cmdline_point(), start = 0;
	size_t plen = strlen(prompt), i, n = 0;
	size_t room;

	if (plen > (size_t)COLS / 2)
		plen = (size_t)COLS / 2;
	room = (size_t)COLS - plen - 1;
	if (point > len)
		point = len;
	if (point >= room)
		start = point - room + 1;
	attrset(A_NORMAL);
	mvhline(l->status_y, 0, ' ', COLS);
	for (i = 0; i < plen && n + 1 < sizeof shown; i++)
		shown[n++] = (prompt[i] >= 32 && prompt[i] < 127) ? prompt[i]
								  : '?';
	for (i = start; i < len && n + 1 < sizeof shown &&
			n < (size_t)COLS; i++)
		shown[n++] = (text[i] >= 32 && text[i] < 127) ? text[i] : '?';
	shown[n] = '\0';
	put(l->status_y, 0, COLS, A_NORMAL, shown);
	if (m[0]) {
		fill_row(l->hint_y, A_NORMAL);
		for (i = 0, n = 0; m[i] && n + 1 < sizeof shown; i++)
			shown[n++] = (m[i] >= 32 && m[i] < 127) ? m[i] : '?';
		shown[n] = '\0';
		put(l->hint_y, 1, COLS - 2, A_BOLD, shown);
	}
	return (int)(plen + point - start);
}

/* ---- the frame -------------------------------------------------------- */

static void draw_too_small(const app *a)
{
	char need[64], have[64];

	snprintf(need, sizeof need, "terminal too small (need %dx%d)",
		 MIN_COLS, MIN_ROWS);
	snprintf(have, sizeof have, "now %dx%d; q quits", COLS, LINES);
	/* a question asked (quit without saving?) is seen all the same */
	if (a->confirm && LINES > 2)
		put(LINES - 1, 0, COLS, A_BOLD, a->msg);
	put(LINES / 2 - 1, (COLS - (int)strlen(need)) / 2 > 0
				   ? (COLS - (int)strlen(need)) / 2 : 0,
	    COLS, A_BOLD, need);
	put(LINES / 2, (COLS - (int)strlen(have)) / 2 > 0
			       ? (COLS - (int)strlen(have)) / 2 : 0,
	    COLS, A_NORMAL, have);
}

int board_too_small(void)
{
	return COLS < MIN_COLS || LINES < MIN_ROWS;
}

void board_draw(const app *a, board_hits *hits)
{
	layout l;
	dd_card legal[13];
	int nlegal, seat;
	dd_card cursor = 0;
	int cmdline_x = -1, cmdline_y = 0;

	hits->n = 0;
	erase();
	if (COLS < MIN_COLS || LINES < MIN_ROWS) {
		draw_too_small(a);
	} else {
		l = compute_layout(a);
		nlegal = app_legal_cards(a, legal);
		if (nlegal > 0 && a->cursor >= 0 && a->cursor < nlegal)
			cursor = legal[a->cursor];
		for (seat = 0; seat < 4; seat++)
			draw_hand(a, &l.hand[seat], seat, cursor, hits);
		draw_trick(a, &l.trick);
		draw_bars(a, &l);
		if (l.panel.w > 0) {
			int i, k = 0;

			draw_panel(a, &l.panel);
			/* over the board when narrow: what it hides cannot
			 * be clicked */
			for (i = 0; i < hits->n; i++)
				if (hits->cell[i].x + hits->cell[i].w <=
					    l.panel.x ||
				    hits->cell[i].y < l.panel.y ||
				    hits->cell[i].y >= l.panel.y + l.panel.h)
					hits->cell[k++] = hits->cell[i];
			hits->n = k;
		}
		if (a->review_box && !a->help && !a->lines_box)
			draw_review(a);
		if (a->lines_box && !a->help) {
			char text[4096];

			app_lines_text(a, text, sizeof text);
			textbox_draw(" Lines of play ", text, "> < switch at "
				     "a branch;  :line N goes to line N");
		}
		if (a->help)
			draw_help(a);
		if (cmdline_active())
			cmdline_x = draw_cmdline(&l), cmdline_y = l.status_y;
	}
	curs_set(cmdline_x >= 0 ? 1 : 0);
	if (cmdline_x >= 0)
		move(cmdline_y, cmdline_x < COLS ? cmdline_x : COLS - 1);
	wnoutrefresh(stdscr);
	doupdate();
}
