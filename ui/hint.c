/*
 * hint.c - the hints of g and b, see hint.h.
 */
#include "hint.h"

#include <stdio.h>
#include <string.h>

#include "glyph.h"
#include "model/contract.h"
#include "play.h"
#include "sdjob.h"
#include "sim/sd.h"
#include "util/util.h"
#include "view.h"

int hint_dd_best(const app *a, dd_card *card)
{
	const game_scores *s = game_current_scores(&a->g);
	int best = game_best_score(&a->g), i, k, n, suit = -1, low = 99;
	dd_card legal[13];

	if (!s)
		return 0;
	n = app_legal_cards(a, legal);
	/* the suit: the cursor's when it stands on a best card */
	for (k = 0; k < s->count; k++)
		if (a->scr.cursor_moved && a->scr.cursor < n &&
		    s->card[k].card == legal[a->scr.cursor] &&
		    s->card[k].tricks == best)
			suit = DD_SUIT(legal[a->scr.cursor]);
	for (i = 0; suit < 0 && i < 4; i++)
		for (k = 0; k < s->count; k++)
			if (DD_SUIT(s->card[k].card) == i &&
			    s->card[k].tricks == best)
				suit = i;
	for (k = 0; k < s->count; k++)
		if (DD_SUIT(s->card[k].card) == suit &&
		    s->card[k].tricks == best &&
		    DD_RANK(s->card[k].card) < low) {
			low = DD_RANK(s->card[k].card);
			*card = s->card[k].card;
		}
	return low < 99;
}

/* The double-dummy best cards of the seat to play in the order they are
 * shown (suit by suit from spades, high to low), in out; their count (0
 * while the scores are not known); in *classes (NULL: not wanted) how
 * many classes they make, touching cards one (sd_touching(): they take
 * the same tricks on every layout, and single dummy cannot tell them
 * apart either). */
static int hint_dd_cards(const app *a, dd_card out[13], int *classes)
{
	const game_scores *s = game_current_scores(&a->g);
	int best = game_best_score(&a->g), i, k, n, m = 0;
	dd_card legal[13];
	dd_position pos;

	if (!s)
		return 0;
	n = app_legal_cards(a, legal);
	for (i = 0; i < n; i++)
		for (k = 0; k < s->count; k++)
			if (s->card[k].card == legal[i] &&
			    s->card[k].tricks == best)
				out[m++] = legal[i];
	if (classes) {
		game_position(&a->g, &pos);
		for (*classes = 0, i = 0; i < m; i++)
			*classes += i == 0 ||
				    DD_SUIT(out[i]) != DD_SUIT(out[i - 1]) ||
				    !sd_touching(&pos, &a->g.st, out[i - 1],
						 out[i]);
	}
	return m;
}

/* Whether the position shown is a decision of the user's in practice:
 * its seat to play is the user's, and more than one class of card
 * could be played there (sd_classes(), as the review counts them). */
static int hint_decision(const app *a)
{
	dd_position pos;

	if (a->mode != MODE_PRACTICE || a->g.st.to_play < 0 ||
	    app_computer_seat(a, a->g.st.to_play))
		return 0;
	game_position(&a->g, &pos);
	return sd_classes(&pos, &a->g.st) >= 2;
}

/* The single-dummy job of the position shown (started when start and
 * there is none; one of another position freed first), or NULL. */
static struct sdjob *hint_job(app *a, int start)
{
	dd_position pos;
	char err[160];

	game_position(&a->g, &pos);
	if (a->teach.hint_sd && sdjob_at(a->teach.hint_sd, &pos,
					 app_level(a)))
		return a->teach.hint_sd;
	if (!start)
		return NULL;
	sdjob_free(a->teach.hint_sd);
	a->teach.hint_sd = sdjob_start(&pos, app_level(a), app_sd_layouts(),
				       sdjob_seed(&pos), NULL, "", NULL,
				       NULL, 0, a->sv.threads, a->tries, err,
				       sizeof err);
	return a->teach.hint_sd;
}

/* The figures of the position shown once every layout is solved: 1 with
 * *v; 0 while they are coming; -1 when there are none to come (failed,
 * or no job). */
static int hint_figures(app *a, sdjob_view *v)
{
	struct sdjob *j = hint_job(a, 0);

	if (!j)
		return -1;
	sdjob_peek(j, v);
	if (v->running)
		return 0;
	return v->msg[0] || v->tally.n == 0 ? -1 : 1;
}

/* Card c's share of the layouts reaching the goal in v, in percent. */
static int hint_share(const sdjob_view *v, dd_card c)
{
	int k;

	for (k = 0; k < v->tally.ncards; k++)
		if (v->tally.card[k] == c)
			return util_percent(v->tally.goal[k], v->tally.n);
	return -1;
}

/* The cards c[0..n) ordered by their share in v, the highest first (a
 * stable sort: the order shown among equal shares), their shares in
 * pct[]. */
static void hint_by_share(const sdjob_view *v, dd_card c[13], int pct[13],
			  int n)
{
	int i, j;

	for (i = 0; i < n; i++)
		pct[i] = hint_share(v, c[i]);
	for (i = 1; i < n; i++) {
		dd_card cc = c[i];
		int p = pct[i];

		for (j = i; j > 0 && pct[j - 1] < p; j--) {
			c[j] = c[j - 1];
			pct[j] = pct[j - 1];
		}
		c[j] = cc;
		pct[j] = p;
	}
}

/* head, then the cards c[0..n) (with their shares when pct is not
 * NULL) as many as fit beside total on the status line, then "…", then
 * total, into out; how many cards it names (one at least).  Touching
 * cards side by side in c (sd_touching(): the same tricks on every
 * layout, the same share) are named once, as sd names them: "♣A/K 98%". */
static int hint_put(const app *a, const char *head, const dd_card *c,
		    const int *pct, int n, const char *total, char *out,
		    size_t size)
{
	char label[13][48];
	int first[14], groups = 0, i;
	size_t len = (size_t)snprintf(out, size, "%s", head);
	dd_position pos;

	game_position(&a->g, &pos);
	for (i = 0; i < n; i++) {
		if (i > 0 && DD_SUIT(c[i]) == DD_SUIT(c[i - 1]) &&
		    (!pct || pct[i] == pct[i - 1]) &&
		    sd_touching(&pos, &a->g.st, c[i - 1], c[i])) {
			char *l = label[groups - 1], *cut = strchr(l, ' ');
			char rest[16] = "";

			/* "♣A 98%" -> "♣A/K 98%" */
			if (cut) {
				snprintf(rest, sizeof rest, "%s", cut);
				*cut = '\0';
			}
			snprintf(l + strlen(l), sizeof label[0] - strlen(l),
				 "/%c%s", dd_rank_char(DD_RANK(c[i])), rest);
			continue;
		}
		first[groups] = i;
		glyph_card(c[i], label[groups]);
		if (pct)
			snprintf(label[groups] + strlen(label[groups]),
				 sizeof label[0] - strlen(label[groups]),
				 " %d%%", pct[i]);
		groups++;
	}
	first[groups] = n;
	for (i = 0; i < groups && len < size; i++) {
		if (i > 0 && draw_cols(out) + 1 + draw_cols(label[i]) +
		    draw_cols(glyph_mark(MARK_ELLIPSIS)) +
		    draw_cols(total) > draw_status_room()) {
			len += (size_t)snprintf(out + len, size - len, " %s",
						glyph_mark(MARK_ELLIPSIS));
			break;
		}
		len += (size_t)snprintf(out + len, size - len, "%s %s",
					i ? "" : ":", label[i]);
	}
	if (len < size)
		snprintf(out + len, size - len, "%s", total);
	return first[i];
}

/* "hint 3: best by single dummy: ♠Q 99% ♠8 16% (North-South take 9)"
 * into out: head, then the cards (with their shares when pct is not
 * NULL) as many as fit beside the total on the status line, then "…";
 * the total is never the part cut, and, in practice (its hints are
 * longer), is said short ("NS take 9") where that names more of the
 * cards (80 columns). */
static void hint_text(const app *a, const char *head, const dd_card *c,
		      const int *pct, int n, char *out, size_t size)
{
	int side = game_declarer_side(&a->g), tricks, shown;
	char total[48], brief[48], other[200];

	tricks = game_declarer_total(&a->g, game_best_score(&a->g));
	snprintf(total, sizeof total, " (%s take %d)",
		 contract_side_name(side), tricks);
	snprintf(brief, sizeof brief, " (%s take %d)", side ? "EW" : "NS",
		 tricks);
	shown = hint_put(a, head, c, pct, n, total, out, size);
	if (a->mode == MODE_PRACTICE && shown < n &&
	    hint_put(a, head, c, pct, n, brief, other, sizeof other) > shown)
		snprintf(out, size, "%s", other);
}

/* g's hint in practice with the figures of v: the best cards by their
 * share, the highest first. */
static void hint_say_figures(app *a, int no, const sdjob_view *v)
{
	dd_card c[13];
	int pct[13], n = hint_dd_cards(a, c, NULL);
	char head[40], text[200];

	hint_by_share(v, c, pct, n);
	snprintf(head, sizeof head, "hint %d: best by single dummy", no);
	hint_text(a, head, c, pct, n, text, sizeof text);
	app_say(a, 0, text);
}

void hint_ask(app *a)
{
	const game_scores *s = game_current_scores(&a->g);
	int seat = a->g.st.to_play, n, no;
	dd_card c[13];
	sdjob_view v;
	char head[80], text[200];

	if (seat < 0) {
		app_say(a, 1, "the deal is over");
		return;
	}
	if (app_hidden(a, seat) || app_computer_seat(a, seat)) {
		snprintf(text, sizeof text, "no hint for %s: %s",
			 dd_seat_name(seat), app_computer_seat(a, seat)
			 ? "the computer plays it" : "its hand is hidden");
		app_say(a, 1, text);
		return;
	}
	if (!s) {
		app_say_while(a, MSG_WHILE_SOLVING, "still solving: g again in a "
			     "moment");
		return;
	}
	n = hint_dd_cards(a, c, NULL);
	if (a->mode != MODE_PRACTICE) {
		snprintf(head, sizeof head, "hint: %s's best",
			 dd_seat_name(seat));
		hint_text(a, head, c, NULL, n, text, sizeof text);
		app_say(a, 0, text);
		return;
	}
	no = ++a->teach.hints;
	a->teach.hint_say = 0;
	if (!hint_decision(a)) {
		/* one class of card: nothing to peek at */
		snprintf(head, sizeof head, "hint %d: %s's best", no,
			 dd_seat_name(seat));
		hint_text(a, head, c, NULL, n, text, sizeof text);
		app_say(a, 0, text);
		return;
	}
	hint_job(a, 1);
	if (hint_figures(a, &v) == 1) {
		hint_say_figures(a, no, &v);
		return;
	}
	/* the figures to come: the double-dummy cards meanwhile, said to
	 * be what a player seeing every hand would play, then again with
	 * the figures (hint_idle()) */
	snprintf(head, sizeof head, "hint %d: best double dummy (peeks)", no);
	hint_text(a, head, c, NULL, n, text, sizeof text);
	app_say(a, 0, text);
	if (a->teach.hint_sd)
		a->teach.hint_say = no;
}

/* b's card: where the best cards are of more than one class, the one
 * that makes most often single dummy (of equal ones, the lowest of the
 * first suit), else hint_dd_best()'s; 1 with *card and *pct (-1:
 * chosen double dummy alone), 0 while the figures are coming. */
static int hint_choose(app *a, dd_card *card, int *pct)
{
	dd_card c[13];
	int share[13], n, classes = 0, i;
	sdjob_view v;

	*pct = -1;
	n = hint_dd_cards(a, c, &classes);
	if (classes < 2 || !hint_decision(a))
		return hint_dd_best(a, card);
	hint_job(a, 1);
	switch (hint_figures(a, &v)) {
	case 0:
		return 0;
	case -1:
		return hint_dd_best(a, card);   /* no figures: double dummy */
	}
	hint_by_share(&v, c, share, n);
	/* the lowest card of the first suit among those of the top share */
	*card = c[0];
	for (i = 1; i < n && share[i] == share[0]; i++)
		if (DD_SUIT(c[i]) == DD_SUIT(*card) && c[i] < *card)
			*card = c[i];
	*pct = share[0];
	return 1;
}

void hint_best(app *a)
{
	a->teach.hint_play = 1;
	hint_idle(a);
	if (!a->teach.hint_play)
		return;
	if (!game_current_scores(&a->g))
		app_say_while(a, MSG_WHILE_SOLVING, "still solving: the best "
			     "card as soon as it is known");
	else
		app_say(a, 0, "b: the best cards weighed single dummy (any "
			 "key stops)");
}

void hint_cancel(app *a)
{
	a->teach.hint_play = 0;
}

/* b's card, once it can be chosen: played, counted as a hint. */
static void hint_play_step(app *a)
{
	dd_card c;
	int pct;
	char text[160], card[8], err[160];

	if (a->g.st.to_play < 0 || app_computer_seat(a, a->g.st.to_play) ||
	    a->sv.failed) {
		a->teach.hint_play = 0;
		return;
	}
	if (!game_current_scores(&a->g) || !hint_choose(a, &c, &pct))
		return;
	a->teach.hint_play = 0;
	a->teach.hint_say = 0;
	if (play_card(a, c, err, sizeof err) < 0) {
		app_say(a, 1, err);     /* cannot happen: a scored card */
		return;
	}
	a->teach.hints++;
	a->scr.msg[0] = '\0';
	play_moved(a);
	if (a->scr.msg[0])
		return;
	glyph_card(c, card);
	if (pct >= 0)
		snprintf(text, sizeof text, "hint %d: %s played for you, the "
			 "best by single dummy (%d%%)", a->teach.hints, card,
			 pct);
	else
		snprintf(text, sizeof text, "hint %d: %s played for you, a "
			 "best card", a->teach.hints, card);
	app_say(a, 0, text);
}

void hint_idle(app *a)
{
	sdjob_view v;
	char head[40];
	int got;

	if (a->teach.hint_play)
		hint_play_step(a);
	if (!a->teach.hint_sd)
		return;
	got = hint_figures(a, &v);
	if (a->teach.hint_say && got != 0) {
		/* said again with the figures, unless something else was
		 * said since */
		snprintf(head, sizeof head, "hint %d: best double dummy",
			 a->teach.hint_say);
		if (got == 1 && strncmp(a->scr.msg, head, strlen(head)) == 0)
			hint_say_figures(a, a->teach.hint_say, &v);
		a->teach.hint_say = 0;
	}
	/* the position left: its figures are of no more use */
	if (!hint_job(a, 0)) {
		sdjob_free(a->teach.hint_sd);
		a->teach.hint_sd = NULL;
		a->teach.hint_say = 0;
	}
}

int hint_wait_ms(const app *a)
{
	sdjob_view v;

	if (!a->teach.hint_sd || (!a->teach.hint_play && !a->teach.hint_say))
		return -1;
	sdjob_peek(a->teach.hint_sd, &v);
	return v.running ? 250 : 0;
}

void hint_free(app *a)
{
	sdjob_free(a->teach.hint_sd);
	a->teach.hint_sd = NULL;
	a->teach.hint_play = 0;
	a->teach.hint_say = 0;
}
