/*
 * view_record.c - the board's record as the file has it, as BBO's
 * handviewer shows it: the event and date, the players by their seats,
 * the auction as a grid (W N E S, alerted calls marked, the notes), the
 * contract and the result (made or down, claimed), the file's commentary.
 *
 * Two places show it: the record page of the side panel
 * (view_record_draw(), chosen with screen_record_key()), and the auction in
 * the middle of the board before the opening lead (view_auction_box()).
 *
 * The auction, its notes and the commentary come from the readers (src/),
 * through record_view_auction() below: nothing here parses a call.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/commentary.h"
#include "util/util.h"
#include "view.h"

/* Whether c is a letter: an ASCII one, or a byte of a UTF-8 character
 * (which may be one). */
static int is_letter(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (unsigned char)c >= 0x80;
}

/* The suit (DD_SPADES .. DD_CLUBS) of BBO's suit markup at t, "!S" "!h"
 * and so on, where it cannot be a word: '!', one of S H D C (either
 * case), then no letter ("3+ !C", "5!h."; not "!Stayman"); -1 if none. */
static int bbo_suit_at(const char *t)
{
	static const char letters[] = "SHDCshdc";
	const char *hit;

	if (t[0] != '!' || t[1] == '\0' || !(hit = strchr(letters, t[1])) ||
	    is_letter(t[2]))
		return -1;
	return (int)(hit - letters) % 4;
}

/* The note t (malloc'd, freed) with BBO's suit markup as the suits'
 * symbols (suit[], as commentary_text()): files that older versions of
 * ddplay wrote from LIN hold it so in their Note tags (the LIN reader
 * now writes \C).  malloc'd. */
static char *bbo_suits(char *t, const char *const suit[4])
{
	size_t i, n = 0, size = strlen(t) + 1;
	char *out;
	int k;

	for (i = 0; t[i]; i++)
		if ((k = bbo_suit_at(t + i)) >= 0)
			size += strlen(suit[k]);
	out = xmalloc(size);
	for (i = 0; t[i]; i++) {
		if ((k = bbo_suit_at(t + i)) >= 0) {
			memcpy(out + n, suit[k], strlen(suit[k]));
			n += strlen(suit[k]);
			i++;
		} else {
			out[n++] = t[i];
		}
	}
	out[n] = '\0';
	free(t);
	return out;
}

/* The auction, its notes and the commentary of the board shown, from
 * boardinfo.h; view_auction_free() after. */
static void record_view_auction(const app *a, view_auction *va)
{
	const record *r = &a->boards[a->board].rec;
	const char *suit[4];
	int i;

	memset(va, 0, sizeof *va);
	if (!a->nboards)
		return;
	/* the notes and the comments as Bridge Composer shows them: its
	 * escapes (\S a spade) and markup, which the LIN reader writes
	 * for BBO's suit symbols too (docs/formats.md) */
	for (i = 0; i < 4; i++)
		suit[i] = glyph_suit(i);
	if (boardinfo_read_auction(r, &va->ba) != 0)
		va->ba.ncalls = 0;
	for (i = 0; i < va->ba.ncalls && i < VIEW_MAX_CALLS; i++) {
		const char *e = va->ba.calls[i].explanation;

		if (e && e[0] && va->nnotes < VIEW_MAX_NOTES) {
			char *t = bbo_suits(commentary_text(e, suit), suit);
			char *nl;

			/* a note is one paragraph: a break (\n) a blank */
			while ((nl = strchr(t, '\n')) != NULL)
				*nl = ' ';
			va->note_text[va->nnotes++] = t;
			va->note[i] = va->nnotes;
		}
	}
	va->ncomments = boardinfo_comments(r, &va->comments);
	if (va->ncomments < 0)
		va->ncomments = 0;
	for (i = 0; i < va->ncomments; i++) {
		char *t = commentary_text(va->comments[i], suit);

		free(va->comments[i]);
		va->comments[i] = t;
	}
}

static void view_auction_free(view_auction *va)
{
	int i;

	for (i = 0; i < va->nnotes; i++)
		free(va->note_text[i]);
	boardinfo_auction_free(&va->ba);
	boardinfo_free_texts(va->comments, va->ncomments);
}

/* A call as shown in a cell: "1♠", "2NT", "Pass", "X", "XX", with "*"
 * when alerted, "*2" when note 2 explains it (numbered only when the
 * notes are listed). */
static void call_cell(const view_auction *va, int i, int numbered,
		      char *out, size_t size)
{
	const char *c = va->ba.calls[i].text;
	char text[16];

	if (c[0] >= '1' && c[0] <= '7' && c[1]) {
		int strain = c[1] == 'S' ? DD_SPADES : c[1] == 'H' ? DD_HEARTS
			     : c[1] == 'D' ? DD_DIAMONDS : c[1] == 'C'
			     ? DD_CLUBS : DD_NOTRUMP;

		snprintf(text, sizeof text, "%c%s", c[0],
			 glyph_strain(strain));
	} else {
		snprintf(text, sizeof text, "%s", c);
	}
	if (numbered && i < VIEW_MAX_CALLS && va->note[i] > 0)
		snprintf(out, size, "%s*%d", text, va->note[i]);
	else if (va->ba.calls[i].alert ||
		 (i < VIEW_MAX_CALLS && va->note[i] > 0))
		snprintf(out, size, "%s*", text);
	else
		snprintf(out, size, "%s", text);
}

/* The grid from row y, columns of cw from x: the seats W N E S, then a
 * row a round, the first call under the dealer; the note numbers with
 * the marks when numbered (the notes listed below).  At most rows rows; when
 * the auction is longer, a row saying how many rounds are above ("… 2
 * rounds above, f for all" where the record page has them all: not
 * numbered) and its last rounds (the contract is at the end).  The rows
 * used. */
static int auction_grid(const view_auction *va, int y, int x, int cw,
			int rows, int numbered)
{
	static const int ORDER[4] = { DD_WEST, DD_NORTH, DD_EAST, DD_SOUTH };
	int col0, nrows, first, i, used = 0;
	char cell[32], above[80];

	if (rows <= 0)
		return 0;
	/* the dealer not known (a Dealer tag that names no seat, and an
	 * Auction tag that names none either): the calls in rounds of
	 * four under no seat, not under a dealer guessed */
	if (va->ba.dealer < 0)
		draw_put(y, x, 4 * cw, term_attr(ROLE_DIM), "seats not known");
	for (i = 0; i < 4 && va->ba.dealer >= 0; i++) {
		char letter[2] = { dd_seat_letter(ORDER[i]), '\0' };

		/* the names where they fit with a space, else letters */
		draw_put(y, x + cw * i, cw, term_attr(ROLE_DIM),
			 cw >= 6 ? dd_seat_name(ORDER[i]) : letter);
	}
	used++;
	/* the dealer's column: W 0, N 1, E 2, S 3 */
	col0 = va->ba.dealer >= 0 ? (va->ba.dealer + 1) & 3 : 0;
	nrows = (col0 + va->ba.ncalls + 3) / 4;
	first = 0;
	if (nrows > rows - 1 && rows >= 3) {
		/* never the first calls hidden without a word */
		first = nrows - (rows - 2);
		snprintf(above, sizeof above, "%s %d round%s above%s",
			 glyph_mark(MARK_ELLIPSIS), first, first == 1 ? "" : "s",
			 numbered ? "" : ", " VIEW_RECORD_KEY " for all");
		if (draw_cols(above) > 4 * cw && !numbered)
			snprintf(above, sizeof above, "%s %d round%s above: "
				 VIEW_RECORD_KEY, glyph_mark(MARK_ELLIPSIS), first,
				 first == 1 ? "" : "s");
		draw_put_words(y + 1, x, 4 * cw, term_attr(ROLE_DIM), above);
		y++;
		used++;
	} else if (nrows > rows - 1) {
		first = nrows - (rows - 1);
	}
	for (i = 0; i < va->ba.ncalls; i++) {
		int row = (col0 + i) / 4, col = (col0 + i) & 3;

		if (row < first)
			continue;
		call_cell(va, i, numbered, cell, sizeof cell);
		/* a note number cut would name another note: the mark alone */
		if (draw_cols(cell) > cw - 1)
			call_cell(va, i, 0, cell, sizeof cell);
		draw_put(y + 1 + row - first, x + cw * col, cw - 1,
			 va->ba.calls[i].alert ||
			 (i < VIEW_MAX_CALLS && va->note[i] > 0)
				 ? term_attr(ROLE_NAME) : A_NORMAL, cell);
	}
	if (va->ba.ncalls == 0)
		return used;
	return used + nrows - first;
}

int view_auction_box(const app *a, int y, int x, int h, int w)
{
	view_auction va;
	int i;

	record_view_auction(a, &va);
	if (va.ba.ncalls == 0 || h < 4 || w < 22) {
		view_auction_free(&va);
		return 0;
	}
	for (i = 0; i < h; i++) {
		attrset(A_NORMAL);
		mvhline(y + i, x, ' ', w);
	}
	draw_box(y, x, h, w, term_attr(ROLE_DIM));
	draw_put(y, x + (w - 9) / 2, 9, term_attr(ROLE_DIM), " auction ");
	auction_grid(&va, y + 1, x + 2, (w - 3) / 4, h - 2, 0);
	view_auction_free(&va);
	return 1;
}

/* The contract and result as the file has them: "4♠x by South: down 1
 * (9 tricks, claimed)", "3NT by North: made +1 (10 tricks)", "passed
 * out"; "" when the file says nothing of the contract. */
void view_record_result(const app *a, char *out, size_t size)
{
	const record *r = &a->boards[a->board].rec;
	int claim = draw_claim(a), over;
	char made[24] = "";

	out[0] = '\0';
	if (r->level == 0) {
		snprintf(out, size, "passed out");
		return;
	}
	if (r->level < 0 || r->strain < 0 || r->declarer < 0)
		return;
	if (r->result >= 0) {
		over = r->result - 6 - r->level;
		snprintf(made, sizeof made, over == 0 ? "made"
			 : over > 0 ? "made +%d" : "down %d",
			 over < 0 ? -over : over);
	}
	snprintf(out, size, "%d%s%s by %s%s%s%s%d trick%s%s%s",
		 r->level, glyph_strain(r->strain),
		 r->doubled == 2 ? (glyph_utf8() ? "\xc3\x97\xc3\x97" : "xx")
		 : r->doubled == 1 ? (glyph_utf8() ? "\xc3\x97" : "x") : "",
		 dd_seat_name(r->declarer),
		 made[0] ? ": " : "", made, made[0] ? " (" : "",
		 r->result, r->result == 1 ? "" : "s",
		 claim >= 0 ? ", claimed" : "", made[0] ? ")" : "");
	if (r->result < 0)
		snprintf(out, size, "%d%s by %s", r->level,
			 glyph_strain(r->strain), dd_seat_name(r->declarer));
}

/* Texts as one: a blank line between two, each wrapped at words in w
 * columns with its line breaks; lines top .. top + rows - 1 of it drawn
 * from (y, x) (rows 0: nothing drawn).  The lines it takes in all. */
static int texts_lines(char *const *texts, int n, int y, int x, int w,
		       int top, int rows)
{
	int line = 0, i;

	for (i = 0; i < n; i++) {
		const char *p = texts[i];

		if (i > 0)
			line++;
		for (;;) {
			const char *nl = strchr(p, '\n');
			size_t len = nl ? (size_t)(nl - p) : strlen(p);
			char *para = xmalloc(len + 1);
			int k, skip = top > line ? top - line : 0;

			memcpy(para, p, len);
			para[len] = '\0';
			k = draw_wrap_lines(w, para);
			if (k == 0)
				k = 1;          /* an empty line */
			if (line + k > top && line - top < rows)
				draw_wrap_from(y + line + skip - top, x, w, skip,
					       rows - (line + skip - top),
					       A_NORMAL, para);
			free(para);
			line += k;
			if (!nl)
				break;
			p = nl + 1;
		}
	}
	return line;
}

/* The text of the notes page: the notes, a line each ("*1 mul"), then
 * the comments; malloc'd, boardinfo_free_texts() after.  The count. */
static int notes_page(const view_auction *va, char ***texts)
{
	int n = 0, i;
	size_t size = 1;
	char *notes;

	*texts = xmalloc((size_t)(va->ncomments + 1) * sizeof **texts);
	if (va->nnotes > 0) {
		for (i = 0; i < va->nnotes; i++)
			size += strlen(va->note_text[i]) + 16;
		notes = xmalloc(size);
		notes[0] = '\0';
		for (i = 0; i < va->nnotes; i++)
			snprintf(notes + strlen(notes), size - strlen(notes),
				 "%s*%d %s", i ? "\n" : "", i + 1,
				 va->note_text[i]);
		(*texts)[n++] = notes;
	}
	for (i = 0; i < va->ncomments; i++)
		(*texts)[n++] = xstrdup(va->comments[i]);
	return n;
}

/* The rows of the notes page's text: its lines in all, and those shown
 * at once (*page) in the panel p. */
static int commentary_rows(const app *a, const layout_rect *p, int *page)
{
	view_auction va;
	char **texts;
	int n, k;

	record_view_auction(a, &va);
	k = notes_page(&va, &texts);
	n = texts_lines(texts, k, 0, 0, p->w - 4, 0, 0);
	boardinfo_free_texts(texts, k);
	view_auction_free(&va);
	*page = p->h - 2;
	return n;
}

int view_commentary_rows(const app *a, int *page)
{
	layout l = layout_compute(a);

	if (l.panel.w <= 0) {
		*page = 1;
		return 0;
	}
	return commentary_rows(a, &l.panel, page);
}

/* The notes page: every note of the auction and every comment of the
 * board, wrapped, from the line a->scr.record_top; where it stands on
 * the bottom edge when it does not fit. */
static void commentary_draw(const app *a, const layout_rect *p)
{
	view_auction va;
	int x = p->x + 2, w = p->w - 4, y = p->y + 1, rows = p->h - 2;
	int i, n, k, top = a->scr.record_top;
	char where[80], **texts;

	for (i = 0; i < p->h; i++) {
		attrset(A_NORMAL);
		mvhline(p->y + i, p->x, ' ', p->w);
	}
	draw_box(p->y, p->x, p->h, p->w, term_attr(ROLE_DIM));
	record_view_auction(a, &va);
	draw_put(p->y, p->x + 2, p->w - 4, term_attr(ROLE_NAME),
		 va.nnotes && va.ncomments ? " Notes and commentary "
		 : va.nnotes ? " Notes " : " Commentary ");
	k = notes_page(&va, &texts);
	n = texts_lines(texts, k, 0, 0, w, 0, 0);
	if (top > n - rows)
		top = n - rows;
	if (top < 0)
		top = 0;
	texts_lines(texts, k, y, x, w, top, rows);
	if (k == 0)
		draw_put(y, x, w, term_attr(ROLE_DIM), "(none in the file)");
	if (n > rows) {
		snprintf(where, sizeof where, " %d-%d/%d  %s ", top + 1,
			 top + rows, n, VIEW_RECORD_SCROLL_KEYS);
		draw_put(p->y + p->h - 1, p->x + 2, p->w - 4,
			 term_attr(ROLE_NAME), where);
	}
	boardinfo_free_texts(texts, k);
	view_auction_free(&va);
}

void view_record_draw(const app *a, const layout_rect *p)
{
	static const int ORDER[4] = { DD_WEST, DD_NORTH, DD_EAST, DD_SOUTH };
	view_auction va;
	int x = p->x + 2, w = p->w - 4, y = p->y + 1, last = p->y + p->h - 1;
	int i, any = 0, bottom;
	char text[600], other[48];

	if (a->scr.panel_page == 2) {
		commentary_draw(a, p);
		return;
	}
	for (i = 0; i < p->h; i++) {
		attrset(A_NORMAL);
		mvhline(p->y + i, p->x, ' ', p->w);
	}
	draw_box(p->y, p->x, p->h, p->w, term_attr(ROLE_DIM));
	draw_put(p->y, p->x + 2, p->w - 4, term_attr(ROLE_NAME), " Record ");
	record_view_auction(a, &va);
	/* with commentary, its last row is kept for the line saying where
	 * it is, should it not fit below: never a page that hides it */
	bottom = last - (va.ncomments > 0);

	/* the players by their seats */
	for (i = 0; i < 4 && y < bottom; i++) {
		const char *who = draw_player(a, ORDER[i]);

		if (!who)
			continue;
		draw_put(y, x, 6, term_attr(ROLE_NAME),
			 dd_seat_name(ORDER[i]));
		/* a long name on two lines, at a word */
		y += draw_wrap(y, x + 6, w - 6, bottom - y > 2 ? 2 : bottom - y,
			       A_NORMAL, who);
		any = 1;
	}
	if (any)
		y++;
	/* the auction, its notes */
	if (va.ba.ncalls > 0 && y < bottom) {
		y += auction_grid(&va, y, x, w / 4, bottom - y, 1);
		for (i = 0; i < va.nnotes && y < bottom; i++) {
			int n;

			snprintf(text, sizeof text, "*%d %s", i + 1,
				 va.note_text[i]);
			n = draw_wrap_lines(w, text);
			/* a note whole, else where the rest are */
			if (y + (n > 3 ? 3 : n) + (i + 1 < va.nnotes) > bottom) {
				snprintf(text, sizeof text, "%s %d more note%s: "
					 VIEW_RECORD_KEY,
					 glyph_mark(MARK_ELLIPSIS), va.nnotes - i,
					 va.nnotes - i == 1 ? "" : "s");
				y += draw_put_words(y, x, w, term_attr(ROLE_DIM),
						    text) > 0;
				break;
			}
			y += draw_wrap(y, x, w, n > 3 ? 3 : n, A_NORMAL, text);
		}
		y++;
	}
	/* the contract and the result; the contract played here when
	 * another */
	view_record_result(a, text, sizeof text);
	draw_recorded_other(a, other, sizeof other);
	if (text[0] && other[0]) {
		char rec[sizeof text];

		snprintf(rec, sizeof rec, "recorded: %.580s", text);
		snprintf(text, sizeof text, "%s", rec);
	}
	if (text[0] && y < bottom)
		y += draw_wrap(y, x, w, bottom - y > 2 ? 2 : bottom - y,
			       term_attr(ROLE_NAME), text);
	if (other[0] && y < bottom) {
		char contract[64];
		const game *g = &a->g;

		snprintf(contract, sizeof contract, "played here as %d%s by %s",
			 g->level > 0 ? g->level : app_level(a),
			 glyph_strain(g->base.strain),
			 dd_seat_name(game_declarer(g)));
		y += draw_wrap(y, x, w, bottom - y > 2 ? 2 : bottom - y,
			       A_NORMAL, contract);
	}
	/* what the record's check found: Result against the play, the
	 * claim against double dummy, the contract against the auction */
	{
		audit au;

		app_audit(a, &au);
		/* (6 lines: what the reader could not read says what
		 * became of it at its end, "the vulnerability is not
		 * known", after the reader's whole message) */
		for (i = 0; i < au.n && y < bottom; i++) {
			snprintf(text, sizeof text, "! %s", au.text[i]);
			y += draw_wrap(y, x, w, bottom - y > 6 ? 6 : bottom - y,
				       term_attr(ROLE_ERROR), text);
		}
	}
	/* a play led by another seat than declarer's left: kept as the
	 * file has it (record.h, offlead), not replayed; and one that
	 * breaks a rule, replayed up to it (record.h, play_cut): shown
	 * here whole, as recorded */
	if (a->nboards && y < bottom &&
	    (a->boards[a->board].rec.offlead.n > 0 ||
	     a->boards[a->board].rec.recorded.n > 0)) {
		const record *r = &a->boards[a->board].rec;
		int cut = r->recorded.n > 0;
		int n = cut ? r->recorded.n : r->offlead.n;
		const dd_card *cards = cut ? r->recorded.card : r->offlead.card;
		size_t len;

		if (cut && r->recorded.leader == record_leader(r))
			len = (size_t)snprintf(text, sizeof text,
					       "the play recorded:");
		else
			len = (size_t)snprintf(text, sizeof text,
					       "the play recorded, led by %s:",
					       dd_seat_name(cut ? r->recorded.leader
							    : r->offlead.leader));
		for (i = 0; i < n && len + 12 < sizeof text; i++) {
			char card[8];

			glyph_card(cards[i], card);
			len += (size_t)snprintf(text + len, sizeof text - len, "%s %s",
						i > 0 && i % 4 == 0 ? "," : "", card);
		}
		y += draw_wrap(y, x, w, bottom - y > 4 ? 4 : bottom - y,
			       A_NORMAL, text);
	}
	/* the commentary, when it fits below; else a line saying where */
	{
		int need = va.ncomments ? 1 + texts_lines(va.comments,
							  va.ncomments, 0, 0,
							  w, 0, 0) : 0;

		if (need > 0 && y + need <= last) {
			texts_lines(va.comments, va.ncomments, y + 1, x, w, 0,
				    last - y - 1);
		} else if (need > 0) {
			draw_put_words(y + 1 < last ? y + 1 : last - 1, x, w,
				       term_attr(ROLE_DIM),
				       VIEW_RECORD_KEY ": the commentary");
		}
	}
	if (!any && va.ba.ncalls == 0 && !text[0] && y < bottom)
		draw_wrap(y, x, w, bottom - y > 2 ? 2 : bottom - y,
			  term_attr(ROLE_DIM), "(no record: a deal alone)");
	view_auction_free(&va);
}
