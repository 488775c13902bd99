/*
 * jobs.c - the analyser's solver jobs, see jobs.h.
 */
#include "jobs.h"

#include <stdio.h>
#include <string.h>

#include "util/util.h"

void jobs_post_scores(app *a)
{
	dd_position pos;

	a->sv.failed = 0;
	if (a->g.st.to_play < 0 || game_current_scores(&a->g) ||
	    a->sv.table_state == 1)
		return;
	if (a->sv.table_state == 3)
		a->sv.table_state = 0;     /* stopped: asked again later */
	game_position(&a->g, &pos);
	a->sv.job = worker_post(a->sv.w, WORKER_SCORES, &pos);
	a->sv.job_kind = WORKER_SCORES;
	a->sv.job_start = util_seconds();
}

void jobs_post_table_now(app *a)
{
	dd_position pos;

	game_position(&a->g, &pos);
	a->sv.job = worker_post(a->sv.w, WORKER_TABLE, &pos);
	a->sv.job_kind = WORKER_TABLE;
	a->sv.job_start = util_seconds();
}

/* Keeps a table found for the board. */
static void keep_table(app *a, const int table[5][4])
{
	app_board *b = &a->boards[a->board];

	memcpy(a->sv.table, table, sizeof a->sv.table);
	memcpy(b->table, table, sizeof b->table);
	b->has_table = 1;
	a->sv.table_state = 2;
}

int jobs_take(app *a)
{
	worker_result r;

	if (!worker_take(a->sv.w, &r)) {
		/* the scores found so far of the position being solved */
		if (worker_partial(a->sv.w, &r) && r.id == a->sv.job)
			game_store_partial(&a->g, &r.pos, r.card, r.count);
		return 0;
	}
	if (r.kind == WORKER_TABLE && r.id == a->sv.job && a->sv.table_state == 3) {
		/* the table for the panel, found in the background */
		if (r.status != DD_OK) {
			a->sv.table_failed = 1;
			a->sv.table_state = 0;
		} else {
			keep_table(a, r.table);
		}
		return 0;
	}
	if (r.kind == WORKER_TABLE) {
		if (r.id != a->sv.job || a->sv.table_state != 1)
			return 0;
		if (r.status != DD_OK) {
			char text[200];

			snprintf(text, sizeof text, "the table failed: %s",
				 r.err.msg);
			app_say(a, 1, text);
			a->sv.table_state = 0;
			jobs_post_scores(a);
			return 0;
		}
		keep_table(a, r.table);
		return JOBS_CONTRACT_TABLE;
	}
	if (r.id == a->sv.course_job) {
		a->sv.course_job = 0;
		if (r.status != DD_OK) {
			a->sv.course_failed = 1;
			return 0;
		}
	}
	if (r.id == a->sv.lines_job)
		a->sv.lines_job = 0;
	if (r.id == a->sv.ponder_job) {
		a->sv.ponder_job = 0;
		if (r.status != DD_OK) {
			/* not again from this position */
			a->sv.ponder_failed = a->sv.ponder_node + 1;
			return 0;
		}
	}
	if (r.status != DD_OK) {
		if (r.id == a->sv.job) {
			char text[200];

			a->sv.failed = 1;
			snprintf(text, sizeof text, "solver: %s", r.err.msg);
			app_say(a, 1, text);
		}
		return 0;
	}
	if (game_store_scores(&a->g, &r.pos, r.card, r.count, r.seconds) &&
	    a->level == 0 && game_current_scores(&a->g)) {
		/* no level given: the one the result makes when first known */
		int total = game_declarer_total(&a->g, game_best_score(&a->g));

		a->level = total > 7 ? total - 6 : 1;
	}
	return 0;
}

/* Whether the solver may take a background job: idle, and the scores of
 * the current position known (or failed). */
static int solver_free(const app *a)
{
	return !a->scr.autoplay && a->sv.table_state != 1 && !worker_busy(a->sv.w) &&
	       !(a->g.st.to_play >= 0 && !game_current_scores(&a->g) &&
		 !a->sv.failed);
}

/* The next position of the actual play not solved yet, one position a
 * job, so that every card of it gets its mark; then, where the play
 * stops short (a claim), the position after its last card, once, so
 * that the claim is checked without stepping there (app_audit()).  A
 * move of the user stops the job (worker_post), which comes back
 * later. */
static int post_course(app *a)
{
	dd_position pos;
	int k = app_course_known(a);

	if (a->sv.course_failed || a->mode == MODE_QUIZ ||
	    !app_annotations(a))
		return 0;
	if (k >= a->g.nactual) {
		if (a->g.nactual == 0 || a->g.nactual >= 52 ||
		    a->sv.course_end || game_actual_end_total(&a->g) >= 0)
			return 0;
		a->sv.course_end = 1;
		k = a->g.nactual;
	}
	pos = a->g.base;
	pos.nplayed = k;
	memcpy(pos.played, a->g.actual, (size_t)k);
	a->sv.course_job = worker_post(a->sv.w, WORKER_SCORES, &pos);
	return 1;
}

/* While the lines are listed: the end of a line whose result is not
 * known yet. */
static int post_lines(app *a)
{
	dd_position pos;
	int l, total;

	if (!a->scr.lines_box || a->mode == MODE_QUIZ || !app_annotations(a))
		return 0;
	for (l = 1; l <= a->g.t.nlines; l++)
		if (!game_line_result(&a->g, l, &total) &&
		    game_line_end(&a->g, l, &pos) == 0) {
			a->sv.lines_job = worker_post(a->sv.w, WORKER_SCORES, &pos);
			return 1;
		}
	return 0;
}

/* Pondering: while the user looks at a solved position, the positions
 * after each of its legal cards, most likely first (the best cards, then
 * the cursor's card, then the others), so that the numbers after the
 * next card are there at once (game.h keeps them).  A move stops the
 * job (worker_post); it ends when every child is known. */
static int post_ponder(app *a)
{
	dd_card legal[13], card;
	dd_position pos;
	int n;

	if (a->sv.ponder_failed == a->g.cur + 1)
		return 0;
	n = app_legal_cards(a, legal);
	if (!game_ponder_next(&a->g, legal, n, a->scr.cursor, &card))
		return 0;
	game_position(&a->g, &pos);
	pos.played[pos.nplayed++] = card;
	a->sv.ponder_job = worker_post(a->sv.w, WORKER_SCORES, &pos);
	a->sv.ponder_node = a->g.cur;
	return 1;
}

/* The table of the deal for the panel, unless it is known. */
static int post_table(app *a)
{
	if (a->sv.table_state != 0 || a->sv.table_failed || a->teach.hidden ||
	    !app_annotations(a) || a->mode == MODE_QUIZ)
		return 0;
	jobs_post_table_now(a);
	a->sv.table_state = 3;
	return 1;
}

void jobs_idle(app *a)
{
	if (!solver_free(a))
		return;
	if (post_lines(a) || post_course(a) || post_ponder(a))
		return;
	post_table(a);
}
