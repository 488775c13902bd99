/*
 * board.c - drawing the analyser's screen: the layout of the four hands
 * around the trick, the bars at the top and bottom, the key help and the
 * "terminal too small" screen.  Everything is drawn into stdscr and shown
 * with one wnoutrefresh() + doupdate() a frame.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "term.h"

#define MIN_COLS 80
#define MIN_ROWS 24
#define MAX_BOARD_COLS 90      /* wider screens centre the board */
#define TRICK_W 22              /* the box of the trick in the middle */
#define HAND_ROWS 6             /* name, four suits, one for wrapping */
#define MID_ROWS 7              /* West and East: two rows for wrapping */

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

static layout compute_layout(void)
{
	layout l;
	int bw = COLS < MAX_BOARD_COLS ? COLS : MAX_BOARD_COLS;
	int x0 = (COLS - bw) / 2;
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

/* One hand in its rect: the name line, then a line a suit, wrapped. */
static void draw_hand(const app *a, const rect *r, int seat, dd_card cursor)
{
	const game *g = &a->g;
	int to_play = g->st.to_play == seat;
	const game_scores *sc = to_play ? game_current_scores(g) : NULL;
	int best = to_play ? game_best_score(g) : -1;
	uint16_t legal[4] = { 0, 0, 0, 0 };
	int suit, y = r->y, x;
	char buf[64];

	if (to_play)
		dd_legal(&g->st, legal);

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
			const dd_card_score *s;
			char cell[16];
			int cw;
			attr_t ra, sa;
			const char *mark = "";

			if (!((h >> rank) & 1))
				continue;
			cell[0] = dd_rank_char(rank);
			cell[1] = '\0';
			ra = term_attr(ROLE_NORMAL);
			if (!to_play) {
				cw = 1;
			} else if (!is_legal) {
				cw = 1;
				ra = term_attr(ROLE_DIM);
			} else if (!sc || a->failed) {
				cw = 2 + text_cols(term_mark(MARK_PENDING));
			} else {
				s = find_score(sc, c);
				int tot = s ? game_declarer_total(g, s->tricks) : 0;

				snprintf(cell + 1, sizeof cell - 1, ":%d", tot);
				cw = (int)strlen(cell);
				if (s && s->tricks < best) {
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
			if (to_play && is_legal && c == cursor)
				ra |= A_REVERSE;
			if (!to_play || !is_legal) {
				put(y, col, 1, ra, cell);
			} else if (!sc || a->failed) {
				put(y, col, 1, ra | A_BOLD, cell);
				sa = term_attr(ROLE_PENDING);
				if (c == cursor)
					sa |= A_REVERSE;
				put(y, col + 1, 1, sa, ":");
				put(y, col + 2, 1, sa,
				    term_mark(MARK_PENDING));
			} else {
				s = find_score(sc, c);
				sa = s && s->tricks < best
					     ? term_attr(ROLE_COSTLY)
					     : term_attr(ROLE_BEST);
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

static int trick_winner(const dd_card *t, int leader, int strain)
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
			if (trick_winner(cards, leader, g->base.strain) ==
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

/* ---- bars ------------------------------------------------------------- */

static void contract_text(const app *a, char *out, size_t size)
{
	const game *g = &a->g;
	int d = game_declarer(g);

	if (g->level > 0)
		snprintf(out, size, "%d%s by %s", g->level,
			 term_strain(g->base.strain), SEAT_NAMES[d]);
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
	level = g->level;
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

static void draw_bars(const app *a, const layout *l)
{
	const game *g = &a->g;
	char left[256], right[96], text[160];
	attr_t bar = term_attr(ROLE_BAR);
	int n;

	/* title */
	fill_row(0, bar);
	contract_text(a, text, sizeof text);
	snprintf(left, sizeof left, " ddplay  %s%s, %s leads", text,
		 a->table_state == 1 ? " (for now)" : "",
		 SEAT_NAMES[g->base.leader]);
	put(0, 0, COLS, bar | A_BOLD, left);
	if (a->nboards > 1) {
		snprintf(right, sizeof right, "board %d of %d ", a->board + 1,
			 a->nboards);
		put(0, COLS - (int)strlen(right), (int)strlen(right), bar,
		    right);
	}

	/* the result and the tricks won */
	result_text(a, text, sizeof text);
	put(l->result_y, 1, COLS - 30, term_attr(ROLE_NAME), text);
	snprintf(right, sizeof right, "Tricks won  NS %d  EW %d",
		 g->st.tricks_won[0], g->st.tricks_won[1]);
	put(l->result_y, COLS - (int)strlen(right) - 1, (int)strlen(right),
	    A_NORMAL, right);

	/* the keys */
	snprintf(text, sizeof text,
		 "s a: play %sA   Tab/arrows, Enter   b best   u undo   "
		 "r redo   %s? help   q quit",
		 term_suit(DD_SPADES), a->nboards > 1 ? "n/p board   " : "");
	put(l->hint_y, 1, COLS - 2, term_attr(ROLE_DIM), text);

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
	else if (a->pending_suit >= 0) {
		snprintf(text, sizeof text, "%s _  type the rank (Esc: cancel)",
			 term_suit(a->pending_suit));
		put(l->status_y, 1, COLS - n - 2, bar, text);
	} else if (g->st.to_play >= 0) {
		snprintf(text, sizeof text, "%s to play",
			 SEAT_NAMES[g->st.to_play]);
		put(l->status_y, 1, COLS - n - 2, bar, text);
	} else {
		put(l->status_y, 1, COLS - n - 2, bar,
		    "the deal is over: u to take cards back");
	}
}

/* ---- help ------------------------------------------------------------- */

static void draw_help(const app *a)
{
	static const char *const LINES_HELP[] = {
		"s a, h t, D 2 ...  play a card: suit letter, then rank",
		"                   (the rank alone when one suit can be played)",
		"Tab, arrows        move the cursor over the playable cards",
		"Enter, space       play the card under the cursor",
		"b                  play a best card for the seat to play",
		"u, Backspace       take back the last card",
		"r                  play again the card taken back",
		"Home / End         back to the start / replay every card",
		"n / p              next / previous board (from a file)",
		"Esc                cancel a suit typed",
		"?                  this help",
		"q                  quit (after a suit letter, q is the queen)",
		"",
		"Beside each card of the seat to play: the tricks declarer's",
		"side ends with if that card is played (then perfect play).",
		"",
		"Press any key.",
	};
	int n = (int)(sizeof LINES_HELP / sizeof LINES_HELP[0]);
	int w = 70, h = n + 4, y0 = (LINES - h) / 2, x0 = (COLS - w) / 2, i;
	char cost[80];

	(void)a;
	if (y0 < 0)
		y0 = 0;
	for (i = 0; i < h; i++) {
		attrset(A_NORMAL);
		mvhline(y0 + i, x0, ' ', w);
	}
	draw_box(y0, x0, h, w, A_BOLD);
	put(y0, x0 + 3, w - 6, A_BOLD, " Keys ");
	for (i = 0; i < n; i++)
		put(y0 + 2 + i, x0 + 3, w - 6, A_NORMAL, LINES_HELP[i]);
	snprintf(cost, sizeof cost,
		 "K:9 best (highlighted)   7:8%s costs tricks   A:%s solving",
		 term_mark(MARK_COST), term_mark(MARK_PENDING));
	put(y0 + 2 + 15, x0 + 3, w - 6, A_NORMAL, cost);
}

/* ---- the frame -------------------------------------------------------- */

static void draw_too_small(void)
{
	char need[64], have[64];

	snprintf(need, sizeof need, "terminal too small (need %dx%d)",
		 MIN_COLS, MIN_ROWS);
	snprintf(have, sizeof have, "now %dx%d; q quits", COLS, LINES);
	put(LINES / 2 - 1, (COLS - (int)strlen(need)) / 2 > 0
				   ? (COLS - (int)strlen(need)) / 2 : 0,
	    COLS, A_BOLD, need);
	put(LINES / 2, (COLS - (int)strlen(have)) / 2 > 0
			       ? (COLS - (int)strlen(have)) / 2 : 0,
	    COLS, A_NORMAL, have);
}

void board_draw(const app *a)
{
	layout l;
	dd_card legal[13];
	int nlegal, seat;
	dd_card cursor = 0;

	erase();
	if (COLS < MIN_COLS || LINES < MIN_ROWS) {
		draw_too_small();
	} else {
		l = compute_layout();
		nlegal = app_legal_cards(a, legal);
		if (nlegal > 0 && a->cursor >= 0 && a->cursor < nlegal)
			cursor = legal[a->cursor];
		for (seat = 0; seat < 4; seat++)
			draw_hand(a, &l.hand[seat], seat, cursor);
		draw_trick(a, &l.trick);
		draw_bars(a, &l);
		if (a->help)
			draw_help(a);
	}
	wnoutrefresh(stdscr);
	doupdate();
}
