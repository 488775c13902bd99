/*
 * view_bars.c - the bars: the title (board, contract, leader; what the
 * file says of the board), the result line, the hint line, the status
 * line (messages, what the card just played did, the solver's time) and
 * the `:` command line over it.
 */
#include <stdio.h>
#include <string.h>

#include "sdjob.h"
#include "view.h"
#include "cmdline.h"

static void bars_contract_text(const app *a, char *out, size_t size)
{
	const game *g = &a->g;
	int d = game_declarer(g);
	const app_board *b = &a->boards[a->board];
	const char *x = b->doubled == 2 ? (glyph_utf8() ? "××" : "xx")
			: b->doubled == 1 ? (glyph_utf8() ? "×" : "x") : "";

	if (g->level > 0)
		snprintf(out, size, "%d%s%s by %s", g->level,
			 glyph_strain(g->base.strain), x, dd_seat_name(d));
	else if (g->base.strain == DD_NOTRUMP)
		snprintf(out, size, "Notrump, declarer %s", dd_seat_name(d));
	else
		snprintf(out, size, "%s, declarer %s",
			 contract_strain_name(g->base.strain), dd_seat_name(d));
}

/* "North-South take 9 tricks: 3NT makes". */
static void bars_result_text(const app *a, char *out, size_t size)
{
	const game *g = &a->g;
	int side = game_declarer_side(g), total, level, over;
	char what[48];

	if (g->st.to_play < 0) {
		total = g->st.tricks_won[side];
	} else if (!app_annotations(a)) {
		/* (a quiz shows them with its answer: w is refused there) */
		snprintf(out, size, "Double dummy: not shown%s",
			 a->mode == MODE_QUIZ ? " until you answer" :
			 " (w shows it)");
		return;
	} else {
		int best = game_best_score(g);

		if (best < 0) {
			snprintf(out, size, "Double dummy: %s",
				 a->sv.failed ? "the solver failed"
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
			 glyph_strain(g->base.strain));
	else if (over > 0)
		snprintf(what, sizeof what, "%d%s makes +%d", level,
			 glyph_strain(g->base.strain), over);
	else
		snprintf(what, sizeof what, "%d%s down %d", level,
			 glyph_strain(g->base.strain), -over);
	snprintf(out, size, "%s %s %d trick%s: %s", contract_side_name(side),
		 g->st.to_play < 0 ? "took" : "take", total,
		 total == 1 ? "" : "s", what);
}

/* "v: East-West's total" and the like: what the numbers beside the cards
 * are. */
static void bars_view_text(const app *a, char *out, size_t size)
{
	const game *g = &a->g;
	int side = game_declarer_side(g);
	char contract[32];

	switch (a->scr.view) {
	case VIEW_SIDE:
		if (g->st.to_play >= 0)
			snprintf(out, size, "v: %s's tricks from here",
				 contract_side_name(g->st.to_play & 1));
		else
			snprintf(out, size, "v: tricks from here");
		break;
	case VIEW_CONTRACT:
		snprintf(contract, sizeof contract, "%d%s", app_level(a),
			 glyph_strain(g->base.strain));
		snprintf(out, size, "v: result against %s", contract);
		break;
	default:
		snprintf(out, size, "v: %s's total", contract_side_name(side));
		break;
	}
}

/* The board's name from its file: "Board 3" (the PBN tag holds the
 * number), "Closed 3"; "" when none (record_title()). */
static void bars_board_name(const app *a, char *out, size_t size)
{
	record_title(&a->boards[a->board].rec, out, size);
}

/* Joins the non-empty parts, n of them, with three spaces, a space
 * after. */
static void bars_join(char *out, size_t size, int n,
		      const char *const *part)
{
	size_t len = 0;
	int i;

	out[0] = '\0';
	for (i = 0; i < n; i++)
		if (part[i][0] && len < size)
			len += (size_t)snprintf(out + len, size - len, "%s%s",
						len ? "   " : "", part[i]);
	if (len > 0 && len + 1 < size)
		strcat(out, " ");
}

/* The right of the title in at most room columns: the first that fits
 * of the recorded result, what the record's check found (audit.h), the
 * dealer and the vulnerability, "board 2 of 9"; the check's count
 * instead of its first warning; the dealer by its letter, then without
 * the dealer; without the result; the board's number alone (always
 * shown). */
static void bars_title_right(const app *a, int room, char *out, size_t size)
{
	static const char *const VUL[4] = { "None", "NS", "EW", "All" };
	const record *r = &a->boards[a->board].rec;
	char result[64] = "", full[40] = "", brief[40] = "", where[48] = "";
	char bare[32] = "";
	char made[16] = "", warn[AUDIT_TEXT + 24] = "", count[48] = "";
	char recorded[48];
	audit au;
	int i;

	draw_recorded_other(a, recorded, sizeof recorded);
	/* the recorded result is the recorded contract's: not said of
	 * another */
	if (r->result >= 0 && !recorded[0]) {
		int claim = draw_claim(a), over = r->result - 6 - r->level;

		if (r->level >= 1)
			snprintf(made, sizeof made, over == 0 ? " made"
				 : over > 0 ? " made +%d" : " down %d",
				 over < 0 ? -over : over);
		snprintf(result, sizeof result, "result %d trick%s%s%s%s",
			 r->result, r->result == 1 ? "" : "s",
			 made[0] || claim >= 0 ? " (" : "",
			 made[0] ? made + 1 : "",
			 claim >= 0 ? (made[0] ? ", claimed)" : "claimed)")
			 : made[0] ? ")" : "");
	}
	if (app_audit(a, &au) > 0) {
		snprintf(warn, sizeof warn, "! %s%s", au.text[0],
			 au.n > 1 ? " (" VIEW_RECORD_KEY ": more)" : "");
		snprintf(count, sizeof count, "! %d warning%s: " VIEW_RECORD_KEY,
			 au.n, au.n == 1 ? "" : "s");
	}
	if (r->dealer >= 0 || r->vul >= 0) {
		snprintf(full, sizeof full, "Dealer %s  Vul %s",
			 r->dealer >= 0 ? dd_seat_name(r->dealer) : "?",
			 r->vul >= 0 ? VUL[r->vul] : "?");
		snprintf(brief, sizeof brief, "Dealer %c  Vul %s",
			 r->dealer >= 0 ? dd_seat_letter(r->dealer) : '?',
			 r->vul >= 0 ? VUL[r->vul] : "?");
	}
	/* the boards of the files that could not be read are counted
	 * apart: the count agrees with the file's (:errors says which) */
	if (a->nboards > 1 || a->unread > 0)
		snprintf(where, sizeof where, "board %d of %d", a->board + 1,
			 a->nboards);
	snprintf(bare, sizeof bare, "%s", where);
	if (a->unread > 0)
		snprintf(where + strlen(where), sizeof where - strlen(where),
			 ", %d not read", a->unread);
	{
		const char *const tries[][4] = {
			{ result, warn, full, where },
			{ result, count, full, where },
			/* the result and the count before the dealer */
			{ result, count, brief, where },
			{ result, count, where, "" },
			{ count, full, where, "" },
			{ count, brief, where, "" },
			{ count, where, "", "" },
			{ where, "", "", "" },
			{ bare, "", "", "" },
		};

		for (i = 0; i < (int)(sizeof tries / sizeof tries[0]); i++) {
			bars_join(out, size, 4, tries[i]);
			if (draw_cols(out) <= room)
				return;
		}
	}
}

/* The hints of the key line ("   ? help  b best  [ ] trick", two spaces
 * between two) cut to room columns by leaving out whole hints from the
 * end, never a part of one. */
static void bars_whole_hints(char *text, int room)
{
	while (draw_cols(text) > room) {
		char *cut = NULL, *p;

		for (p = text; (p = strstr(p, "  ")) != NULL; p++)
			if (p[2] && p[2] != ' ')
				cut = p;
		if (!cut || cut == text) {
			text[0] = '\0';
			return;
		}
		*cut = '\0';
	}
}

/* "Club Pairs   Somewhere   2026.11.21": the board's Event, Site and
 * Date tags (the date as the file writes it); "" when none. */
static void bars_info_text(const app *a, char *out, size_t size)
{
	static const char *const TAGS[3] = { "Event", "Site", "Date" };
	size_t len = 0;
	int i;

	out[0] = '\0';
	for (i = 0; i < 3 && len < size; i++) {
		const char *v = draw_tag(a, TAGS[i]);

		/* PBN's unknown parts of a date: "2026.??.??" */
		if (!v || (i == 2 && strncmp(v, "????", 4) == 0))
			continue;
		len += (size_t)snprintf(out + len, size - len, "%s%s",
					len ? "   " : "", v);
	}
}

/* Columns of the first three words of s ("West played ♥5"), with the
 * ellipsis when more follows. */
static int bars_card_min(const char *s)
{
	char buf[64];
	int words = 0, i;

	for (i = 0; s[i] && i + 1 < (int)sizeof buf; i++) {
		if (s[i] == ' ' && ++words == 3)
			break;
		buf[i] = s[i];
	}
	buf[i] = '\0';
	return draw_cols(buf) + (s[i] ? draw_cols(glyph_mark(MARK_ELLIPSIS))
				      : 0);
}

/* The end of the status line: "North to play"; at the end of a recorded
 * play that ends with a claim (the actual play followed to its last
 * card), "the rest was claimed: North-South 9 tricks in all"; after the
 * 52nd card, that the deal is over. */
static void bars_who_text(const app *a, char *out, size_t size)
{
	const game *g = &a->g;
	int claim = draw_claim(a);

	if (claim >= 0 && g->nactual > 0 && g->nactual < 52 &&
	    game_on_actual(g) && g->nplayed == g->nactual)
		snprintf(out, size, "the rest was claimed: %s %d trick%s",
			 contract_side_name(game_declarer_side(g)), claim,
			 claim == 1 ? "" : "s");
	else if (g->st.to_play >= 0)
		snprintf(out, size, "%s to play",
			 dd_seat_name(g->st.to_play));
	else
		snprintf(out, size, "the deal is over: u to take cards back");
}

/* The single-dummy figures of the position shown (:sd), what they are:
 * "   sd 120/200 ±7%: NS need 10; seed 52; no constraints"; 0 when none
 * were asked here.  Where that is wider than room columns (what the
 * numbers say left of it) and the constraints have a short form, that
 * ("...; seed 52; auction: N Pass, S 1D"), before the seed where the
 * seed would hide it; where even that does not fit, *alone set: the
 * line is the figures' alone, without the three spaces, in room_alone
 * columns, and where the short form does not fit even so, the shortest
 * where there is one ("no constraints (auction fits no layout)", the
 * seed after it where it fits).  With no constraints, alone at once (and
 * without the seed where that does not fit either). */
/* The quiz's question or verdict as the status line shows it (empty
 * while it searches): where the whole text is wider than room, the
 * question's sides named short ("NS"), the verdict without its last
 * key ("  Enter: next", "  q quits": the key-hint line has them), so
 * that its score stays. */
static void bars_quiz_text(const app *a, char *out, size_t size, int room)
{
	static const char *const side[][2] = {
		{ " North-South ", " NS " }, { " East-West ", " EW " },
	};
	const char *p;
	size_t i, k;

	out[0] = '\0';
	if (a->mode != MODE_QUIZ || a->quiz.state == QUIZ_SEARCH)
		return;
	snprintf(out, size, "%s", a->quiz.text);
	if (draw_cols(out) <= room)
		return;
	if (a->quiz.state != QUIZ_ASK) {
		char *end = strrchr(out, '.');

		if (end && end[1] == ' ' && end[2] == ' ')
			end[1] = '\0';
		return;
	}
	for (i = 0; i < sizeof side / sizeof side[0]; i++) {
		p = strstr(a->quiz.text, side[i][0]);
		if (!p)
			continue;
		k = (size_t)(p - a->quiz.text);
		snprintf(out, size, "%.*s%s%s", (int)k, a->quiz.text,
			 side[i][1], p + strlen(side[i][0]));
		return;
	}
}

/* "; restricted choice ♠Q ♥T": the cards that weighed the layouts of
 * v, "" none; the first four, then "...". */
static void bars_sd_weighed(const sdjob_view *v, char *out, size_t size)
{
	size_t len;
	int i;

	out[0] = '\0';
	if (v->nweighed <= 0)
		return;
	len = (size_t)snprintf(out, size, "; restricted choice");
	for (i = 0; i < v->nweighed && i < 4 && len < size; i++) {
		char card[8];

		glyph_card(v->weighed[i], card);
		len += (size_t)snprintf(out + len, size - len, " %s", card);
	}
	if (v->nweighed > 4 && len < size)
		snprintf(out + len, size - len, " ...");
}

static int bars_sd_text(const app *a, char *out, size_t size, int room,
			int room_alone, int *alone)
{
	struct sdjob *j = app_sd_here(a);
	sdjob_view v;
	sd_figures f;
	double wide = 0;
	char pm[16] = "", fit[64] = "", head[160], seed[32], rc[80];
	int k, w;

	*alone = 0;
	if (!j)
		return 0;
	sdjob_peek(j, &v);
	if (v.msg[0]) {
		snprintf(out, size, "   sd: %s", v.msg);
		return 1;
	}
	for (k = 0; k < v.tally.ncards && v.tally.n > 0; k++) {
		sd_figures_of(&v.tally, k, &f);
		if (f.share_hi - f.share_lo > wide)
			wide = f.share_hi - f.share_lo;
	}
	/* the widest interval of a share; none before a layout is solved */
	if (v.tally.n > 0)
		snprintf(pm, sizeof pm, " %s%d%%",
			 glyph_utf8() ? "\xc2\xb1" : "+-",
			 (int)(50 * wide + 0.5));
	/* fewer than asked fit the constraints in the tries: said before
	 * the rest, which 80 columns cut */
	if (v.total < v.asked)
		snprintf(fit, sizeof fit, " (only %ld of %ld fit)", v.total,
			 v.asked);
	snprintf(head, sizeof head, "   sd %ld/%ld%s%s%s: %s need %d",
		 v.tally.n, v.total,
		 v.stopped ? " stopped" : v.running ? "" : " done", fit, pm,
		 v.side ? "EW" : "NS", v.need);
	snprintf(seed, sizeof seed, "seed %llu", (unsigned long long)v.seed);
	bars_sd_weighed(&v, rc, sizeof rc);
	/* whole, with the cards restricted choice weighed, where it fits;
	 * else without them (docs/ui.md) */
	snprintf(out, size, "%s; %s; %.300s%s", head, seed,
		 v.constraints[0] ? v.constraints : "no constraints", rc);
	if (draw_cols(out) <= room)
		return 1;
	snprintf(out, size, "%s; %s; %.300s", head, seed,
		 v.constraints[0] ? v.constraints : "no constraints");
	if (draw_cols(out) <= room)
		return 1;
	if (!v.constraints[0]) {
		/* none has no shorter form: the line is the figures' alone
		 * (what the numbers say cut it to "no..."), without the
		 * seed only where even that does not fit */
		*alone = 1;
		if (draw_cols(out) > room_alone + 3)
			snprintf(out, size, "%s; no constraints", head);
		return 1;
	}
	if (!v.brief[0])
		return 1;
	/* the constraints short: after the seed, else before it, else the
	 * line to the figures alone */
	for (w = 0; w < 2; w++) {
		int r = w ? room_alone + 3 : room;

		snprintf(out, size, "%s; %s; %s", head, seed, v.brief);
		if (draw_cols(out) <= r)
			break;
		snprintf(out, size, "%s; %s", head, v.brief);
		/* the seed after them only where it fits whole: cut, it
		 * took the constraints' last word with it ("auction: no
		 * call..." where "auction: no call used" fitted) */
		if (draw_cols(out) <= r) {
			if (draw_cols(out) + 2 + draw_cols(seed) <= r)
				snprintf(out + strlen(out), size - strlen(out),
					 "; %s", seed);
			break;
		}
		if (w == 1) {
			/* the shortest form of all where there is one (80
			 * columns cut "no layout fits auction: W..."),
			 * the seed after it where it fits whole */
			if (v.shortest[0]) {
				snprintf(out, size, "%s; %s", head,
					 v.shortest);
				if (draw_cols(out) + 2 + draw_cols(seed) > r)
					break;
			}
			snprintf(out + strlen(out), size - strlen(out),
				 "; %s", seed);
			break;
		}
	}
	*alone = w == 1;
	return 1;
}

void view_bars_draw(const app *a, const layout *l)
{
	const game *g = &a->g;
	char left[240], right[384], text[256], name[72], contract[64];
	char recorded[48], sdt[512], quiz[256];
	attr_t bar = term_attr(ROLE_BAR);
	int n, room, wide = 0;
	const char *trick;

	/* title: the board's name, the contract, the opening leader; on
	 * the right, where there is room, what the file says of the board
	 * and where it is among the boards */
	draw_fill_row(0, bar);
	bars_contract_text(a, contract, sizeof contract);
	bars_board_name(a, name, sizeof name);
	draw_recorded_other(a, recorded, sizeof recorded);
	snprintf(left, sizeof left, " ddplay  %s%s%s%s%s%s%s%s, %s leads",
		 name, name[0] ? "  " : "", recorded[0] ? "played as " : "",
		 contract, a->sv.table_state == 1 ? " (for now)" : "",
		 recorded[0] ? " (recorded: " : "", recorded,
		 recorded[0] ? ")" : "", dd_seat_name(g->base.leader));
	/* played in another contract: both, shorter where narrow */
	if (recorded[0] && draw_cols(left) > COLS - 16)
		snprintf(left, sizeof left, " ddplay  %s%s%s (recorded: %s), "
			 "%s leads", name, name[0] ? "  " : "", contract,
			 recorded, dd_seat_name(g->base.leader));
	draw_put(0, 0, COLS, bar | A_BOLD, left);
	bars_title_right(a, COLS - draw_cols(left) - 2, right, sizeof right);
	if (right[0])
		draw_put(0, COLS - draw_cols(right), draw_cols(right), bar,
			 right);

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
	draw_put(l->result_y, COLS - n - 1, n, A_NORMAL, right);
	bars_result_text(a, text, sizeof text);
	draw_put(l->result_y, 1, COLS - n - 4, term_attr(ROLE_NAME), text);

	/* the event, the site and the date, as the file has them */
	bars_info_text(a, text, sizeof text);
	if (text[0]) {
		/* not under the panel where it starts on this row or above */
		int x = 1, cols = COLS - 2;

		if (l->panel.w > 0 && l->panel.y <= l->info_y &&
		    l->panel.y + l->panel.h > l->info_y) {
			if (l->panel.x > 3) {
				cols = l->panel.x - 2;
			} else {
				/* the panel over the board's left side */
				x = l->panel.x + l->panel.w + 1;
				cols = COLS - x - 1;
			}
		}
		if (cols > 0)
			draw_put_words(l->info_y, x, cols,
				       term_attr(ROLE_DIM), text);
	}

	/* what the numbers say, then the keys (at the opening lead, the
	 * lead simulation's rather than the tricks') */
	trick = g->nplayed == 0 ? "x lead" : "[ ] trick";
	bars_view_text(a, text, sizeof text);
	n = draw_put(l->hint_y, 1, COLS - 2, term_attr(ROLE_NAME), text);
	if (a->mode == MODE_QUIZ)
		snprintf(text, sizeof text, "   %s  ? help  q quit",
			 a->quiz.state == QUIZ_ASK ? "play the card you choose"
			 : a->quiz.state == QUIZ_ANSWERED ? "Enter or n: next"
							  : "quiz");
	else if (a->mode == MODE_PRACTICE)
		snprintf(text, sizeof text, "   you play %c and %c  g hint  "
			 "w scores  e review  ? help",
			 dd_seat_letter(game_declarer(g)),
			 dd_seat_letter((game_declarer(g) + 2) & 3));
	else if (a->mode == MODE_REVIEW)
		snprintf(text, sizeof text, "   review: e %s  m/M mistakes  "
			 "u/r  [ ] trick  ? help", a->scr.review_box ? "hides it"
								 : "shows it");
	else if (g->nactual > 0 && !game_on_actual(g))
		snprintf(text, sizeof text, "   l back to the actual play  "
			 "m/M mistakes  ? help  b best  [ ] trick");
	else if (g->nactual > 0 && game_has_alt(g))
		snprintf(text, sizeof text, "   l your line  m/M mistakes  "
			 "? help  u/r  %s  i panel", trick);
	else if (g->nactual > 0)
		snprintf(text, sizeof text, "   ? help  m/M mistakes  u/r  "
			 "%s  %s", trick, a->nboards > 1 ? "n/p board"
							 : "i panel");
	else
		snprintf(text, sizeof text, "   ? help  b best  o play out  "
			 "%s  i panel  u/r%s", trick,
			 a->nboards > 1 ? "  n/p board" : "");
	if (bars_sd_text(a, sdt, sizeof sdt, COLS - 2 - n, COLS - 2,
			 &wide)) {
		/* the constraints before what the numbers say, where both
		 * do not fit */
		if (wide) {
			attrset(A_NORMAL);
			mvhline(l->hint_y, 1, ' ', COLS - 2);
			n = 0;
		}
		draw_put_words(l->hint_y, 1 + n, COLS - 2 - n,
			       term_attr(ROLE_NAME), wide ? sdt + 3 : sdt);
	} else {
		bars_whole_hints(text, COLS - 2 - n);
		draw_put(l->hint_y, 1 + n, COLS - 2 - n, term_attr(ROLE_DIM),
			 text);
	}

	/* status: the message on the left, the solver on the right */
	draw_fill_row(l->status_y, bar);
	if (a->sv.table_state == 1)
		snprintf(right, sizeof right, "computing the table... ");
	else if (a->sv.job && a->sv.failed)
		snprintf(right, sizeof right, "solver failed ");
	else if (g->st.to_play >= 0 && !game_current_scores(g))
		snprintf(right, sizeof right, "solving... ");
	else if (g->st.to_play >= 0)
		snprintf(right, sizeof right, "solved in %.2f s ",
			 game_current_scores(g)->seconds);
	else
		right[0] = '\0';
	n = (int)strlen(right);
	/* the quiz's question, "North-South" as "NS" where it does not
	 * fit the whole line (80 columns: "... keep them (6 of 8 cards
	 * do)" is 81) */
	bars_quiz_text(a, quiz, sizeof quiz, COLS - 2);
	/* a refusal, or the quiz's question, too long to go beside the
	 * time the position took (80 columns) takes the whole line rather
	 * than lose its end, the part that says what to do; "solving..."
	 * keeps its place */
	if (g->st.to_play >= 0 && game_current_scores(g) &&
	    !(a->sv.job && a->sv.failed) && a->sv.table_state != 1 &&
	    ((a->scr.msg[0] && a->scr.msg_error &&
	      draw_cols(a->scr.msg) > COLS - n - 3) ||
	     (!a->scr.msg[0] && quiz[0] && draw_cols(quiz) > COLS - n - 3)))
		n = 0;
	else
		draw_put(l->status_y, COLS - n, n, bar, right);
	/* the left part ends two columns before the solver's, shortened at
	 * a word when it is longer */
	room = COLS - n - (n ? 3 : 2);
	if (a->scr.msg[0])
		draw_put_words(l->status_y, 1, room,
			       bar | (a->scr.msg_error ? A_BOLD : A_NORMAL),
			       a->scr.msg);
	else if (a->mode == MODE_QUIZ && a->quiz.state == QUIZ_SEARCH)
		draw_put_words(l->status_y, 1, room, bar,
			       "finding a position for the quiz...");
	else if (a->mode == MODE_QUIZ)
		draw_put_words(l->status_y, 1, room, bar | A_BOLD,
			       quiz[0] ? quiz : a->quiz.text);
	else if (a->scr.pending_suit >= 0) {
		snprintf(text, sizeof text, "%s _  type the rank (Esc: cancel)",
			 glyph_suit(a->scr.pending_suit));
		draw_put_words(l->status_y, 1, room, bar, text);
	} else if (a->scr.autoplay == AUTOPLAY_ALL && g->st.to_play >= 0) {
		draw_put_words(l->status_y, 1, room, bar,
			       "playing out: any key stops");
	} else {
		/* who plays (or that the play is over), kept whole; before
		 * it what the card just played did, shortened at a word */
		char who[96], card[256];
		int wc;

		bars_who_text(a, who, sizeof who);
		wc = draw_cols(who);
		card[0] = '\0';
		if (g->nplayed > 0)
			app_card_text(a, 0, g->nplayed - 1, card,
					sizeof card);
		/* the card's text only when at least "West played ♥5"
		 * fits: a seat's name alone would say nothing */
		if (card[0] && room - wc - 3 >= bars_card_min(card)) {
			int c = draw_put_words(l->status_y, 1, room - wc - 3,
					       bar, card);

			if (c > 0)
				draw_put(l->status_y, 1 + c + 3, wc, bar, who);
			else
				draw_put_words(l->status_y, 1, room, bar, who);
		} else {
			draw_put_words(l->status_y, 1, room, bar, who);
		}
	}
}

/* ---- the command line ------------------------------------------------- */

/* The `:` prompt on the status line, scrolled so that the cursor shows;
 * control and non-ASCII bytes shown as '?' (one column a byte, so that the
 * screen never goes out of step); the completions readline wanted to list
 * on the line above.  Returns the cursor's column. */
int view_cmdline_draw(const layout *l)
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
	draw_put(l->status_y, 0, COLS, A_NORMAL, shown);
	if (m[0]) {
		draw_fill_row(l->hint_y, A_NORMAL);
		for (i = 0, n = 0; m[i] && n + 1 < sizeof shown; i++)
			shown[n++] = (m[i] >= 32 && m[i] < 127) ? m[i] : '?';
		shown[n] = '\0';
		draw_put(l->hint_y, 1, COLS - 2, A_BOLD, shown);
	}
	return (int)(plen + point - start);
}
