/*
 * draw.c - the analyser's screen as a whole: the layout of the four hands
 * around the trick, the frame (every view drawn into stdscr, then one
 * wnoutrefresh() + doupdate()), the "terminal too small" screen, and the
 * helpers every view uses (text that never runs past its room, boxes,
 * cards, what a card did).  The views are in view_*.c, see view.h.
 */
#include <stdio.h>
#include <string.h>

#include "view.h"
#include "cmdline.h"
#include "textbox.h"

const char *draw_tag(const app *a, const char *name)
{
	const record_tag *t = record_tag_get(&a->boards[a->board].rec, name);

	if (!t || !t->value || !t->value[0] || strcmp(t->value, "?") == 0 ||
	    strcmp(t->value, "-") == 0)
		return NULL;
	return t->value;
}

const char *draw_player(const app *a, int seat)
{
	static char names[4][BOARDINFO_NAME];

	if (!a->nboards || seat < 0 || seat > 3)
		return NULL;
	boardinfo_names(&a->boards[a->board].rec, names);
	return names[seat][0] ? names[seat] : NULL;
}

int draw_claim(const app *a)
{
	int tricks;

	if (!a->nboards ||
	    !boardinfo_claim(&a->boards[a->board].rec, &tricks))
		return -1;
	return tricks;
}

/* Columns taken by a UTF-8 string (every glyph used is one column). */
int draw_cols(const char *s)
{
	int n = 0;

	for (; *s; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			n++;
	return n;
}

/* Writes s at (y, x) with the attribute, at most maxw columns; returns the
 * columns written. */
int draw_put(int y, int x, int maxw, attr_t attr, const char *s)
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

/* Byte length of the longest prefix of s that takes at most cols columns
 * and ends at a word's end (before a space, or the end of s); 0 when not
 * even the first word fits. */
static size_t word_prefix(const char *s, int cols)
{
	size_t best = 0, i = 0;
	int n = 0;

	while (s[i]) {
		size_t j = i + 1;

		while (s[j] && ((unsigned char)s[j] & 0xc0) == 0x80)
			j++;
		if (++n > cols)
			break;
		if (s[j] == '\0' || (s[j] == ' ' && s[i] != ' '))
			best = j;
		i = j;
	}
	return best;
}

void draw_shorten(const char *s, int maxw, char *out, size_t size)
{
	const char *ell = term_mark(MARK_ELLIPSIS);
	size_t n;

	if (size == 0)
		return;
	out[0] = '\0';
	if (maxw <= 0)
		return;
	if (draw_cols(s) <= maxw) {
		snprintf(out, size, "%s", s);
		return;
	}
	n = word_prefix(s, maxw - draw_cols(ell));
	/* no dangling punctuation before the ellipsis */
	while (n > 0 && strchr(" ,;:(", s[n - 1]))
		n--;
	if (n == 0)
		return;
	snprintf(out, size, "%.*s%s", (int)n, s, ell);
}

int draw_put_words(int y, int x, int maxw, attr_t attr, const char *s)
{
	char buf[512];

	draw_shorten(s, maxw, buf, sizeof buf);
	return draw_put(y, x, maxw, attr, buf);
}

/* draw_wrap(), or only the count of its lines when dry. */
static int wrap(int y, int x, int w, int rows, attr_t attr, const char *s,
		int dry)
{
	int used = 0;

	while (*s == ' ')
		s++;
	while (*s && used < rows) {
		size_t n;

		if (used == rows - 1 || draw_cols(s) <= w) {
			if (!dry)
				draw_put_words(y + used, x, w, attr, s);
			used++;
			break;
		}
		n = word_prefix(s, w);
		if (n == 0) {           /* a word longer than the line */
			if (!dry)
				draw_put_words(y + used, x, w, attr, s);
			used++;
			break;
		}
		if (!dry) {
			char line[512];

			snprintf(line, sizeof line, "%.*s", (int)n, s);
			draw_put(y + used, x, w, attr, line);
		}
		used++;
		s += n;
		while (*s == ' ')
			s++;
	}
	return used;
}

int draw_wrap(int y, int x, int w, int rows, attr_t attr, const char *s)
{
	return wrap(y, x, w, rows, attr, s, 0);
}

int draw_wrap_lines(int w, const char *s)
{
	return wrap(0, 0, w, 1 << 20, A_NORMAL, s, 1);
}

void draw_fill_row(int y, attr_t attr)
{
	attrset(attr);
	mvhline(y, 0, ' ', COLS);
	attrset(A_NORMAL);
}

/* A frame: line drawing where term_line_drawing() says so, + - |
 * otherwise. */
void draw_box(int y, int x, int h, int w, attr_t attr)
{
	int u = term_line_drawing();

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

/* The board fills the screen (centred when wider than MAX_BOARD_COLS); a
 * panel shown takes the right side, beside the board when there is room
 * and over the board's right side when not. */
static view_layout draw_layout_compute(const app *a)
{
	view_layout l;
	int avail = COLS, bw, x0;

	l.panel = (view_rect){ 0, 0, 0, 0 };
	if (board_panel_shown(a)) {
		l.panel = (view_rect){ 2, COLS - PANEL_W, LINES - 4, PANEL_W };
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
	l.info_y = 2;
	l.hint_y = LINES - 2;
	l.status_y = LINES - 1;
	l.trick = (view_rect){ my + 1, cx, 5, TRICK_W };
	l.hand[DD_NORTH] = (view_rect){ ny, cx + 2, HAND_ROWS,
					x0 + bw - cx - 2 };
	l.hand[DD_SOUTH] = (view_rect){ sy, cx + 2, HAND_ROWS,
					x0 + bw - cx - 2 };
	l.hand[DD_WEST] = (view_rect){ my, x0 + 1, MID_ROWS, cx - 2 - x0 - 1 };
	l.hand[DD_EAST] = (view_rect){ my, cx + TRICK_W + 3, MID_ROWS,
				  x0 + bw - (cx + TRICK_W + 3) };
	return l;
}

/* ---- cards ------------------------------------------------------------ */

attr_t draw_suit_attr(int suit)
{
	return suit == DD_HEARTS || suit == DD_DIAMONDS
		       ? term_attr(ROLE_RED_SUIT) : term_attr(ROLE_NORMAL);
}

/* "♠K" at (y, x), the rank in the given attribute; returns columns. */
int draw_card(int y, int x, dd_card c, attr_t rank_attr)
{
	char r[2] = { dd_rank_char(DD_RANK(c)), '\0' };
	int n = draw_put(y, x, 2,
			 draw_suit_attr(DD_SUIT(c)) | (rank_attr & A_BOLD),
			 term_suit(DD_SUIT(c)));

	return n + draw_put(y, x + n, 1, rank_attr, r);
}

/* "♥5" into out (8 bytes). */
void draw_card_name(dd_card c, char out[8])
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
		snprintf(out, size, "%s's card %d (hidden)",
			 dd_seat_name(seat), k + 1);
		return;
	}
	draw_card_name(actual ? g->actual[k] : g->line[k], card);
	len = (size_t)snprintf(out, size, "%s played %s", dd_seat_name(seat),
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
						term_mark(MARK_ELLIPSIS));
			break;
		}
		draw_card_name(s->card[i].card, card);
		len += (size_t)snprintf(out + len, size - len, " %s", card);
	}
	if (len < size)
		snprintf(out + len, size - len, ")");
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

/* ---- the frame -------------------------------------------------------- */

static void draw_too_small(const app *a)
{
	char need[64], have[64];

	snprintf(need, sizeof need, "terminal too small (need %dx%d)",
		 MIN_COLS, MIN_ROWS);
	snprintf(have, sizeof have, "now %dx%d; q quits", COLS, LINES);
	/* a question asked (quit without saving?) is seen all the same */
	if (a->scr.confirm && LINES > 2)
		draw_put(LINES - 1, 0, COLS, A_BOLD, a->scr.msg);
	draw_put(LINES / 2 - 1, (COLS - (int)strlen(need)) / 2 > 0
				   ? (COLS - (int)strlen(need)) / 2 : 0,
	    COLS, A_BOLD, need);
	draw_put(LINES / 2, (COLS - (int)strlen(have)) / 2 > 0
			       ? (COLS - (int)strlen(have)) / 2 : 0,
	    COLS, A_NORMAL, have);
}

int board_too_small(void)
{
	return COLS < MIN_COLS || LINES < MIN_ROWS;
}

void board_draw(const app *a, board_hits *hits)
{
	view_layout l;
	dd_card legal[13];
	int nlegal, seat;
	dd_card cursor = 0;
	int cmdline_x = -1, cmdline_y = 0;

	hits->n = 0;
	erase();
	if (board_too_small()) {
		draw_too_small(a);
	} else {
		l = draw_layout_compute(a);
		nlegal = app_legal_cards(a, legal);
		if (nlegal > 0 && a->scr.cursor >= 0 && a->scr.cursor < nlegal)
			cursor = legal[a->scr.cursor];
		for (seat = 0; seat < 4; seat++)
			view_hand_draw(a, &l.hand[seat], seat, cursor, hits,
				       l.panel.w > 0 ? l.panel.x : COLS + 1);
		/* before the opening lead, the auction where the trick
		 * will be (as BBO's handviewer has it) */
		if (a->g.nplayed > 0 ||
		    !view_auction_box(a, l.trick.y - 1, l.trick.x - 1,
				      MID_ROWS, l.trick.w + 2))
			view_trick_draw(a, &l.trick);
		view_bars_draw(a, &l);
		if (l.panel.w > 0) {
			int i, k = 0;

			if (a->scr.panel_page >= 1)
				view_record_draw(a, &l.panel);
			else
				view_panel_draw(a, &l.panel);
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
		if (a->scr.review_box && !a->scr.help && !a->scr.lines_box)
			view_review_draw(a);
		if (a->scr.lines_box && !a->scr.help) {
			char text[4096];

			app_lines_text(a, text, sizeof text);
			textbox_draw(" Lines of play ", text, "> < switch at "
				     "a branch;  :line N goes to line N");
		}
		if (a->scr.lead_box && !a->scr.help)
			view_lead_draw(a);
		if (a->scr.sess_box && !a->scr.help)
			view_session_draw(a);
		if (a->scr.help)
			view_help_draw(a);
		if (cmdline_active())
			cmdline_x = view_cmdline_draw(&l),
			cmdline_y = l.status_y;
	}
	curs_set(cmdline_x >= 0 ? 1 : 0);
	if (cmdline_x >= 0)
		move(cmdline_y, cmdline_x < COLS ? cmdline_x : COLS - 1);
	wnoutrefresh(stdscr);
	doupdate();
}
