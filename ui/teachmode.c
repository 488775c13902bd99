/*
 * teachmode.c - the teaching modes of mode.h: practice (the computer
 * defends), its review, and the find-the-card quiz.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fusionjob.h"
#include "glyph.h"
#include "hint.h"
#include "play.h"
#include "sdjob.h"
#include "sim/sd.h"
#include "model/contract.h"
#include "model/deal.h"
#include "mode.h"
#include "session.h"
#include "model/shuffle.h"
#include "model/teach.h"
#include "util/util.h"

/* ---- practice -------------------------------------------------------------- */

int practice_board(app *a, int want)
{
	app_board b;
	dd_ctx *ctx;
	dd_deal deal;
	int strain, tricks, rc, table[5][4], s, level, declarer;

	ctx = dd_new(0);
	if (!ctx) {
		fprintf(stderr, "ddplay: cannot start the solver\n");
		return 1;
	}
	rc = teach_practice_deal(ctx, &a->teach.rng, want, a->quiz.from, 20000,
				 &deal, &strain, &tricks);
	/* the contract a player would bid: of South's strains that make
	 * the tricks asked, the one that scores most (4S over 5D) */
	if (rc == 0 && want < 0 && dd_table(ctx, &deal, table, NULL) == DD_OK &&
	    contract_best(table, 1u << DD_SOUTH, a->quiz.from, &s, &declarer,
			  &level))
		tricks = table[strain = s][DD_SOUTH];
	dd_free(ctx);
	if (rc < 0) {
		fprintf(stderr, "ddplay: practice: no deal found where South "
			"makes %d tricks\n", a->quiz.from);
		return 1;
	}
	memset(&b, 0, sizeof b);
	record_init(&b.rec);
	b.deal = deal;
	b.strain = strain;
	b.declarer = DD_SOUTH;
	level = contract_natural_level(strain, tricks);
	b.level = level < 1 ? 1 : level;
	b.rec.has_deal = 1;
	b.rec.deal = deal;
	b.rec.strain = strain;
	b.rec.declarer = DD_SOUTH;
	b.rec.level = b.level;
	session_add_board(a, &b);
	return 0;
}

void practice_enter(app *a)
{
	char text[80];

	/* the defenders' hands hidden, the judgements off */
	a->teach.hidden |= game_declarer_side(&a->g) ? 0x5u : 0xau;
	a->teach.annotations = 0;
	a->teach.moved_at = util_seconds();
	/* 80 columns: whole beside the solver's time */
	snprintf(text, sizeof text, "practice: you play %s and %s; the "
		 "computer defends", dd_seat_name(game_declarer(&a->g)),
		 dd_seat_name((game_declarer(&a->g) + 2) & 3));
	app_say(a, 0, text);
}

/* The generator of the computer's choice at the position shown: the
 * practice's (as the deal left it: practice draws nothing more from it
 * itself) taken through the computer's choices along the line up to
 * here, each drawn again from the scores of its position.  The first
 * time through, that is the generator running from choice to choice;
 * after a card of the user's taken back and another played, it is the
 * generator as it stood there, not as other lines left it: the same
 * cards of the user's get the same cards of the computer's with the
 * same --seed, whatever was tried on the way. */
static void choice_rng(const app *a, shuffle_rng *rng)
{
	const game *g = &a->g;
	const game_scores *s;
	int k;

	*rng = a->teach.rng;
	for (k = 0; k < g->nplayed; k++)
		if (app_computer_seat(a, game_card_seat(g, 0, k)) &&
		    (s = game_scores_before(g, 0, k)) != NULL)
			(void)teach_choose(s->card, s->count, a->teach.slack,
					   rng);
}

/* When a defender is to play, after the pause: the card the line goes
 * on with (the computer played it there before: it never chooses again
 * where it has chosen, which would show its hidden hand a card at a
 * time), else, once the scores of the position are known, a card at
 * random among the best ones (or those within a trick of the best,
 * --gentle).  At the end of the play, the review. */
void practice_idle(app *a)
{
	const game_scores *s = game_current_scores(&a->g);
	shuffle_rng rng;
	char err[160];
	int i;

	hint_idle(a);
	if (a->g.st.to_play < 0) {
		practice_review_start(a);
		return;
	}
	if (!app_computer_seat(a, a->g.st.to_play) ||
	    util_seconds() < a->teach.moved_at + a->teach.pause)
		return;
	if (a->g.nplayed < a->g.nline) {
		if (game_redo(&a->g))
			play_moved(a);
		return;
	}
	if (!s || a->sv.failed)
		return;
	choice_rng(a, &rng);
	i = teach_choose(s->card, s->count, a->teach.slack, &rng);
	if (play_card(a, s->card[i].card, err, sizeof err) < 0) {
		app_say(a, 1, err);      /* cannot happen: a scored card */
		return;
	}
	play_moved(a);
}

int practice_wait_ms(const app *a)
{
	double left;

	/* the play over (the computer's card was the last): the review at
	 * once, not at the next key */
	if (a->g.st.to_play < 0)
		return 0;
	/* the user's turn: g or b waiting for the single-dummy figures */
	if (!app_computer_seat(a, a->g.st.to_play))
		return hint_wait_ms(a);
	if (a->g.nplayed >= a->g.nline && !game_current_scores(&a->g))
		return -1;
	left = a->teach.moved_at + a->teach.pause - util_seconds();
	return left <= 0 ? 0 : (int)(left * 1000) + 1;
}

void practice_review_request(app *a)
{
	if (a->mode == MODE_REVIEW) {
		a->scr.review_box = !a->scr.review_box;
		return;
	}
	if (a->g.nplayed == 0) {
		app_say(a, 1, "nothing played yet to review");
		return;
	}
	if (a->g.st.to_play >= 0) {
		a->scr.confirm = CONFIRM_REVIEW;
		app_say(a, 0, "End the practice and review the play? (y/n)");
		return;
	}
	practice_review_start(a);
}

/* The hands are shown, and the cards played become the board's actual
 * play, whose course is solved in the background (the marks in the
 * panel, m and M) and summed up over the board. */
void practice_review_start(app *a)
{
	app_board *b = &a->boards[a->board];
	game *g = &a->g;
	dd_card cards[52];
	int n = g->nplayed, over = g->st.to_play < 0, k;

	memcpy(cards, g->line, (size_t)n);
	a->mode = MODE_REVIEW;
	a->scr.review_box = 1;
	a->teach.hidden = 0;
	a->teach.annotations = 1;
	a->scr.autoplay = 0;
	/* a deal given without a level (--deal ... --strain S --practice)
	 * is played at the level its double-dummy result makes: the
	 * record takes that contract with the play, so that :save writes
	 * it (it wrote Contract "?", and the board saved was refused with
	 * its play: "a play but no contract") */
	if (b->rec.level <= 0 && g->base.strain >= 0) {
		b->rec.strain = g->base.strain;
		b->rec.declarer = game_declarer(g);
		b->rec.level = app_level(a);
	}
	b->nactual = n;
	memcpy(b->actual, cards, (size_t)n);
	game_set_actual(g, cards, n);
	a->on_actual = game_on_actual(g);
	a->sv.course_job = 0;
	a->sv.course_failed = 0;
	a->sv.course_end = 0;
	/* single dummy for each decision of the user's, one at a time */
	for (k = 0; k < 52; k++) {
		sdjob_free(a->rsd.job[k]);
		a->rsd.job[k] = NULL;
		fusionjob_free(a->rsd.check[k]);
		a->rsd.check[k] = NULL;
		a->rsd.checked[k] = 0;
	}
	a->rsd.next = 0;
	a->rsd.seed = sdjob_seed(&g->base);
	a->rsd.layouts = app_sd_layouts();
	hint_free(a);
	app_say(a, 0, over ? "the play is over: the hands shown, and its "
			    "review (e hides it)"
			  : "practice ended: the computer defends no more; "
			    "the hands shown and the review (e hides it)");
}

/* ---- the review's single dummy ------------------------------------------ */

/* The position before card k of the actual play, and the classes of card
 * that could be played there (sd_classes(): touching cards one class,
 * more than one a decision, as analyse --sd counts them); 0 when it does
 * not replay. */
static int review_position(const app *a, int k, dd_position *pos)
{
	dd_state st;

	*pos = a->g.base;
	pos->nplayed = k;
	memcpy(pos->played, a->g.actual, (size_t)k);
	if (dd_replay(pos, &st, NULL) != DD_OK || st.to_play < 0)
		return 0;
	return sd_classes(pos, &st);
}

/* Whether the single-dummy job of card k is still solving. */
static int review_sd_running(const app *a)
{
	sdjob_view v;
	int k;

	for (k = 0; k < a->rsd.next && k < 52; k++)
		if (a->rsd.job[k]) {
			sdjob_peek(a->rsd.job[k], &v);
			if (v.running)
				return 1;
		}
	return 0;
}

/* Whether the check of a decision (fusionjob.h) is still running. */
static int review_check_running(const app *a)
{
	fusionjob_view v;
	int k;

	for (k = 0; k < 52; k++)
		if (a->rsd.check[k]) {
			fusionjob_peek(a->rsd.check[k], &v);
			if (v.running)
				return 1;
		}
	return 0;
}

/* The first decision whose card its figures call worse than the
 * single-dummy best (sdjob_judge() on the contract, as the review shows
 * it) and whose check is not started yet; -1 when none. */
static int review_check_due(const app *a)
{
	sd_verdict j;
	int k;

	for (k = 0; k < a->rsd.next && k < 52; k++)
		if (a->rsd.job[k] && !a->rsd.checked[k] &&
		    sdjob_judge(a->rsd.job[k], a->g.actual[k], 1, &j) == 1 &&
		    j.error)
			return k;
	return -1;
}

/* One job at a time, the screen's solver first (each at the lowest
 * priority): a decision's figures, then, where its card is worse than
 * the best, the check before an error on the same layouts (analyse
 * --sd's: a guess kept open is no error), then the next decision's. */
void review_idle(app *a)
{
	const game *g = &a->g;
	dd_position pos;
	char err[160];
	int k;

	if (!a->scr.review_box || review_sd_running(a) ||
	    review_check_running(a))
		return;
	while ((k = review_check_due(a)) >= 0) {
		a->rsd.checked[k] = 1;
		if (review_position(a, k, &pos) < 2)
			continue;
		a->rsd.check[k] = fusionjob_start(&pos, g->actual[k],
						  app_level(a), a->rsd.layouts,
						  a->rsd.seed, a->tries,
						  a->sv.threads, err,
						  sizeof err);
		if (a->rsd.check[k])
			return;
	}
	while (a->rsd.next < g->nactual) {
		k = a->rsd.next++;

		if ((game_card_seat(g, 1, k) & 1) != game_declarer_side(g) ||
		    review_position(a, k, &pos) < 2)
			continue;
		a->rsd.job[k] = sdjob_start(&pos, app_level(a),
					    a->rsd.layouts, a->rsd.seed, NULL,
					    "", NULL, NULL, 0, a->sv.threads,
					    a->tries, err, sizeof err);
		if (a->rsd.job[k])
			return;
	}
}

int review_wait_ms(const app *a)
{
	return a->scr.review_box && (a->rsd.next < a->g.nactual ||
				     review_check_due(a) >= 0) ? 250
	       : review_sd_running(a) || review_check_running(a) ? 250 : -1;
}

/* ---- quiz ------------------------------------------------------------------- */

/* Sets up a board of the quiz: board i of the file, or a random deal
 * (its best contract found first); where to look for a position from. */
static void quiz_board(app *a, int i)
{
	a->teach.annotations = 0;
	a->quiz.state = QUIZ_SEARCH;
	if (a->file) {
		session_show(a, i);
		/* a board seen before (the quiz goes round the boards of its
		 * file) is shown where it was left, at the end of its play
		 * perhaps: back to where it opens, on its recorded play */
		if (a->g.nactual > 0 && !game_on_actual(&a->g))
			game_to_actual(&a->g);
		if (a->g.nplayed > a->boards[i].nplayed)
			game_goto(&a->g, a->boards[i].nplayed);
		/* a card of the play before its last one (a position after
		 * the last card asks nothing: the board would give way to
		 * the next at once) */
		a->quiz.from = a->g.nactual > a->g.nplayed
			? a->g.nplayed + (int)shuffle_below(&a->teach.rng,
				(uint32_t)(a->g.nactual - a->g.nplayed))
			: (int)shuffle_below(&a->teach.rng, 41);
		if (a->quiz.from > a->g.nline)
			a->quiz.from = a->g.nline;
		if (a->quiz.from > a->g.nplayed)
			game_goto(&a->g, a->quiz.from);
		play_moved(a);
	} else {
		app_board *b = &a->boards[0];
		int k;

		/* a random deal in place of the last one: a quiz keeps no
		 * lines */
		game_free(&a->g);
		memset(&a->g, 0, sizeof a->g);
		record_free(&b->rec);
		for (k = 0; k < b->nsaved; k++)
			game_free(&b->saved[k].g);
		free(b->saved);
		memset(b, 0, sizeof *b);
		record_init(&b->rec);
		shuffle_deal(&a->teach.rng, &b->deal);
		b->rec.has_deal = 1;
		b->rec.deal = b->deal;
		b->strain = -1;
		b->declarer = -1;
		session_show(a, 0);
		a->quiz.from = (int)shuffle_below(&a->teach.rng, 41);
	}
	a->scr.msg[0] = '\0';
}

void quiz_enter(app *a)
{
	quiz_board(a, 0);
}

/* While looking for a position: once the scores of the current one are
 * known, it is asked when some of its cards keep the best result and
 * some do not (teach_is_quiz); else the play goes on, along the board's
 * actual play, or a best card (at random among them) when it has none
 * or it is over.  A board played out without a position: the next. */
void quiz_idle(app *a)
{
	game *g = &a->g;
	const game_scores *s = game_current_scores(g);
	int right, best, total;
	char err[160];

	if (a->quiz.state != QUIZ_SEARCH || a->sv.table_state == 1)
		return;
	if (a->sv.failed || g->st.to_play < 0) {
		if (++a->quiz.misses > 50) {
			a->quiz.state = QUIZ_OVER;
			snprintf(a->quiz.text, sizeof a->quiz.text,
				 "no quiz position found in these boards: %d "
				 "of %d right.  q quits", a->quiz.right,
				 a->quiz.done);
			return;
		}
		quiz_board(a, a->nboards > 0 ? (a->board + 1) % a->nboards
					     : 0);
		return;
	}
	if (!s)
		return;
	if (g->nplayed >= a->quiz.from && teach_is_quiz(s->card, s->count,
							 &right)) {
		a->quiz.state = QUIZ_ASK;
		a->quiz.misses = 0;
		a->quiz.scores = *s;
		a->scr.cursor = 0;
		best = game_best_score(g);
		total = game_declarer_total(g, best);
		snprintf(a->quiz.text, sizeof a->quiz.text, "Quiz %d/%d: %s "
			 "to play, %s can take %d: %s (%d of %d cards do)",
			 a->quiz.done + 1, a->quiz.count,
			 dd_seat_name(g->st.to_play),
			 contract_side_name(game_declarer_side(g)), total,
			 (g->st.to_play & 1) == game_declarer_side(g)
			 ? "keep them" : "hold them to it", right, s->count);
		return;
	}
	if (game_on_actual(g) && g->nplayed < g->nactual) {
		game_redo(g);
	} else {
		int i = teach_choose(s->card, s->count, 0, &a->teach.rng);

		if (play_card(a, s->card[i].card, err, sizeof err) < 0)
			return;
	}
	play_moved(a);
}

int quiz_wait_ms(const app *a)
{
	/* looking for a position: quiz_idle() at once whenever it has
	 * something to do that no solver's result will wake the loop for
	 * (the play over on this board: the next; the scores known: a card
	 * further, or the question) */
	if (a->quiz.state != QUIZ_SEARCH || a->sv.table_state == 1)
		return -1;
	return a->sv.failed || a->g.st.to_play < 0 ||
	       game_current_scores(&a->g) ? 0 : -1;
}

/* "Quiz over: 7 of 10 right": the score at the end, kept in what is
 * said after. */
static void quiz_over_text(const app *a, char *out, size_t size)
{
	snprintf(out, size, "Quiz over: %d of %d right.  q quits",
		 a->quiz.right, a->quiz.done);
}

/* A card chosen in a quiz: right or wrong, with the right cards and
 * what the card chosen costs; the scores shown; the score kept. */
int quiz_card(app *a, dd_card c)
{
	const game_scores *s = &a->quiz.scores;
	int best = -1, i, k, n = 0, lost;
	char card[8], err[160], list[120];
	size_t len = 0;

	if (a->quiz.state == QUIZ_SEARCH) {
		app_say(a, 1, "finding a position: a moment");
		return 1;
	}
	if (a->quiz.state == QUIZ_OVER) {
		quiz_over_text(a, list, sizeof list);
		app_say(a, 1, list);
		return 1;
	}
	if (a->quiz.state != QUIZ_ASK) {
		app_say(a, 1, "answered: Enter or n for the next");
		return 1;
	}
	for (i = 0; i < s->count; i++)
		if (s->card[i].tricks > best)
			best = s->card[i].tricks;
	k = teach_judge(s->card, s->count, c, &lost);
	if (k < 0) {
		/* not a legal card: the engine says why (nothing played) */
		if (play_card(a, c, err, sizeof err) < 0)
			app_say(a, 1, err);
		return 1;
	}
	list[0] = '\0';
	for (i = 0; i < s->count && len < sizeof list; i++)
		if (s->card[i].tricks == best) {
			glyph_card(s->card[i].card, card);
			len += (size_t)snprintf(list + len, sizeof list - len,
						"%s%s", n++ ? " " : "", card);
		}
	glyph_card(c, card);
	a->quiz.done++;
	if (k == 1) {
		a->quiz.right++;
		snprintf(a->quiz.text, sizeof a->quiz.text, "Right: %s keeps "
			 "the best (right: %s)", card, list);
	} else {
		snprintf(a->quiz.text, sizeof a->quiz.text, "Wrong: %s %s %d "
			 "trick%s (right: %s)", card,
			 (a->g.st.to_play & 1) == game_declarer_side(&a->g)
			 ? "costs" : "gives", lost, lost == 1 ? "" : "s",
			 list);
	}
	len = strlen(a->quiz.text);
	if (a->quiz.done >= a->quiz.count) {
		a->quiz.state = QUIZ_OVER;
		snprintf(a->quiz.text + len, sizeof a->quiz.text - len, ".  ");
		len = strlen(a->quiz.text);
		quiz_over_text(a, a->quiz.text + len,
			       sizeof a->quiz.text - len);
	} else {
		a->quiz.state = QUIZ_ANSWERED;
		snprintf(a->quiz.text + len, sizeof a->quiz.text - len,
			 ".  Score %d of %d.  Enter: next", a->quiz.right,
			 a->quiz.done);
	}
	a->teach.annotations = 1;     /* the scores of every card now */
	return 1;
}

void quiz_next(app *a)
{
	if (a->quiz.state == QUIZ_OVER) {
		char text[80];

		quiz_over_text(a, text, sizeof text);
		app_say(a, 1, text);
		return;
	}
	if (a->quiz.state != QUIZ_ANSWERED) {
		app_say(a, 1, a->quiz.state == QUIZ_SEARCH
			     ? "finding a position: a moment"
			     : "play the card you choose first");
		return;
	}
	quiz_board(a, a->nboards > 0 ? (a->board + 1) % a->nboards : 0);
}
