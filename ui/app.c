/*
 * app.c - the analyser's state answering questions about itself, see
 * app.h: what may be played and seen, the level, the messages of the
 * status line, what a card did and the lines as text.  No curses: the
 * views and the requests above read the state through these.
 */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fusionjob.h"
#include "glyph.h"
#include "model/contract.h"
#include "sdjob.h"
#include "sim/auction.h"
#include "util/util.h"

/* ---- messages ------------------------------------------------------------- */

void app_say(app *a, int error, const char *text)
{
	snprintf(a->scr.msg, sizeof a->scr.msg, "%.*s", (int)sizeof a->scr.msg - 1, text);
	a->scr.msg_error = error;
	a->scr.msg_while = MSG_STAYS;
}

void app_say_while(app *a, int until, const char *text)
{
	app_say(a, 0, text);
	a->scr.msg_while = until;
}

void app_expire_message(app *a)
{
	int gone = 0;

	switch (a->scr.msg_while) {
	case MSG_WHILE_SOLVING:
		gone = game_current_scores(&a->g) || a->sv.failed ||
		       a->g.st.to_play < 0;
		break;
	case MSG_WHILE_TABLE:
		gone = a->sv.table_state != 1;
		break;
	case MSG_WHILE_COURSE:
		gone = app_course_known(a) >= a->g.nactual || a->sv.course_failed;
		break;
	case MSG_WHILE_LOADING:
		gone = !a->loading;
		break;
	}
	if (gone) {
		a->scr.msg[0] = '\0';
		a->scr.msg_while = MSG_STAYS;
	}
}

int app_finding_contract(app *a)
{
	if (a->sv.table_state != 1)
		return 0;
	app_say_while(a, MSG_WHILE_TABLE, "finding the best contract: a moment");
	return 1;
}

int app_finding_level(app *a)
{
	if (a->level > 0 || a->sv.failed || game_current_scores(&a->g) ||
	    a->g.st.to_play < 0)
		return 0;
	app_say_while(a, MSG_WHILE_SOLVING, "the contract's level comes with "
		      "the double-dummy result: again in a moment");
	return 1;
}

/* ---- what may be played and seen ------------------------------------------ */

int app_legal_cards(const app *a, dd_card out[13])
{
	if (a->g.st.to_play < 0 || app_hidden(a, a->g.st.to_play) ||
	    !app_may_choose(a) || app_computer_seat(a, a->g.st.to_play))
		return 0;
	return game_legal_cards(&a->g, out);
}

int app_level(const app *a)
{
	int best;

	if (a->level > 0)
		return a->level;
	best = game_best_score(&a->g);
	if (best >= 0 && game_declarer_total(&a->g, best) > 7)
		return game_declarer_total(&a->g, best) - 6;
	return 1;
}

int app_hidden(const app *a, int seat)
{
	return seat >= 0 && seat < 4 && ((a->teach.hidden >> seat) & 1);
}

int app_annotations(const app *a)
{
	return a->teach.annotations;
}

int app_computer_seat(const app *a, int seat)
{
	return a->mode == MODE_PRACTICE && seat >= 0 &&
	       (seat & 1) != game_declarer_side(&a->g);
}

int app_may_choose(const app *a)
{
	return a->mode != MODE_QUIZ || a->quiz.state == QUIZ_ASK;
}

int app_may_annotate(const app *a)
{
	return a->mode != MODE_QUIZ || a->quiz.state == QUIZ_ANSWERED ||
	       a->quiz.state == QUIZ_OVER;
}

int app_course_known(const app *a)
{
	int k = 0;

	while (k < a->g.nactual && game_scores_before(&a->g, 1, k))
		k++;
	return k;
}

/* ---- texts ---------------------------------------------------------------- */

void app_card_text(const app *a, int actual, int k, char *out,
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
	glyph_card(actual ? g->actual[k] : g->line[k], card);
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
						glyph_mark(MARK_ELLIPSIS));
			break;
		}
		glyph_card(s->card[i].card, card);
		len += (size_t)snprintf(out + len, size - len, " %s", card);
	}
	if (len < size)
		snprintf(out + len, size - len, ")");
}

void app_lines_text(const app *a, char *out, size_t size)
{
	const game *g = &a->g;
	size_t len = 0;
	int l, cur = game_line_id(g), actual = 0;

	out[0] = '\0';
	/* the line that made the actual play's last card (a practice's
	 * reviewed play may be a later line than the first) */
	if (g->nactual > 0 && g->actual_end > 0 &&
	    g->actual_end < g->t.nnodes)
		actual = g->t.node[g->actual_end].line;
	if (g->t.nlines == 0) {
		snprintf(out, size, "No line yet: play a card.");
		return;
	}
	for (l = 1; l <= g->t.nlines && len < size; l++) {
		const tree_line *tl = &g->t.line[l];
		int n = g->t.node[tl->end].depth, total;
		char result[40];

		/* the annotations off: no double-dummy total either */
		if (!app_annotations(a))
			result[0] = '\0';
		else if (game_line_result(g, l, &total))
			snprintf(result, sizeof result, "%s %d",
				 contract_side_name(game_declarer_side(g)),
				 total);
		else
			snprintf(result, sizeof result, "solving");
		if (tl->parent == 0)
			len += (size_t)snprintf(out + len, size - len,
				"%s %2d  from the start, %2d card%s%s   %s\n",
				l == cur ? ">" : " ", l, n, n == 1 ? "" : "s",
				l == actual ? " (the actual play)" : "",
				result);
		else
			len += (size_t)snprintf(out + len, size - len,
				"%s %2d  leaves line %d at card %d, %2d card%s"
				"%s   %s\n", l == cur ? ">" : " ", l,
				tl->parent, tl->from + 1, n, n == 1 ? "" : "s",
				l == actual ? " (the actual play)" : "",
				result);
	}
}

/* Whether board i has lines not saved. */
int app_board_unsaved(const app *a, int i)
{
	int k, dirty = i == a->board && a->g.dirty > 0;

	for (k = 0; k < a->boards[i].nsaved; k++)
		dirty |= a->boards[i].saved[k].g.dirty > 0;
	return dirty;
}

/* ---- what is not saved ----------------------------------------------------- */

int app_unsaved(const app *a)
{
	int i, n = 0;

	for (i = 0; i < a->nboards; i++)
		n += app_board_unsaved(a, i);
	return n;
}

/* ---- the auction as constraints ------------------------------------------ */

int app_other_contract(const app *a)
{
	const record *r;
	const game *g = &a->g;

	if (a->nboards == 0 || a->board < 0)
		return 0;
	r = &a->boards[a->board].rec;
	/* (a record without a contract, or passed out, has none to differ
	 * from; a level not known on either side is not a difference) */
	if (r->strain < 0 || r->declarer < 0 || r->level == 0)
		return 0;
	return r->strain != g->base.strain || r->declarer != game_declarer(g) ||
	       (r->level > 0 && g->level > 0 && r->level != g->level);
}

int app_auction_specs(const app *a, auction *board,
		      char spec[4][APP_SPEC_SIZE], unsigned seen,
		      const char *why_seen, char *used, size_t size,
		      char *brief, size_t bsize)
{
	auction *au;
	char err[AUCTION_ERR_SIZE];
	const char *unused[4] = { NULL, NULL, NULL, NULL };
	int s, rc;

	/* the auction ends in the board's contract: after :contract,
	 * :declarer or :strain it says nothing of the hands of another */
	if (a->nboards == 0 || app_other_contract(a))
		return 0;
	au = malloc(sizeof *au);
	if (!au)
		return 0;
	rc = auction_from_record(&a->boards[a->board].rec, au, err,
				 sizeof err);
	if (rc == 1) {
		for (s = 0; s < 4; s++) {
			snprintf(spec[s], APP_SPEC_SIZE, "%s", au->text[s]);
			if (seen & (1u << s))
				unused[s] = why_seen;
		}
		auction_describe_for(au, unused, used, size);
		if (brief && bsize > 0)
			auction_brief(au, seen, brief, bsize);
		if (board)
			*board = *au;
	}
	free(au);
	return rc == 1;
}

int app_has_auction(const app *a)
{
	boardinfo_auction ba;
	int n;

	if (!a->nboards)
		return 0;
	if (boardinfo_read_auction(&a->boards[a->board].rec, &ba) != 0)
		ba.ncalls = 0;
	n = ba.ncalls;
	boardinfo_auction_free(&ba);
	return n > 0;
}

int app_audit(const app *a, audit *out)
{
	const record *r;
	int dd_end = -1;

	memset(out, 0, sizeof *out);
	if (!a->nboards || a->board < 0)
		return 0;
	r = &a->boards[a->board].rec;
	/* the course is the recorded contract's only when it is shown */
	if (a->g.t.node && a->g.nactual > 0 && a->g.base.strain == r->strain &&
	    game_declarer(&a->g) == r->declarer)
		dd_end = game_actual_end_total(&a->g);
	return audit_record(r, dd_end, out);
}

void app_add_problem(app *a, const char *text)
{
	a->problems = xrealloc(a->problems, (size_t)(a->nproblems + 1) *
			       sizeof *a->problems);
	a->problems[a->nproblems++] = xstrdup(text);
}

void app_free_problems(app *a)
{
	int i;

	for (i = 0; i < a->nproblems; i++)
		free(a->problems[i]);
	free(a->problems);
	a->problems = NULL;
	a->nproblems = 0;
}

/* ---- single dummy ------------------------------------------------------------ */

struct sdjob *app_sd_here(const app *a)
{
	dd_position pos;
	int i;

	if (a->nsd == 0)
		return NULL;
	game_position(&a->g, &pos);
	for (i = a->nsd - 1; i >= 0; i--)
		if (a->sd_board[i] == a->board &&
		    sdjob_at(a->sd[i], &pos, app_level(a)))
			return a->sd[i];
	return NULL;
}

void app_sd_stop(app *a)
{
	if (a->nsd > 0)
		sdjob_stop(a->sd[a->nsd - 1]);
}

int app_sd_running(const app *a)
{
	sdjob_view v;

	if (a->nsd == 0)
		return 0;
	sdjob_peek(a->sd[a->nsd - 1], &v);
	return v.running;
}

void app_sd_keep(app *a, struct sdjob *j)
{
	struct sdjob *old = app_sd_here(a);
	int i;

	for (i = 0; old && i < a->nsd; i++)
		if (a->sd[i] == old) {
			sdjob_free(old);
			memmove(a->sd + i, a->sd + i + 1,
				(size_t)(a->nsd - i - 1) * sizeof a->sd[0]);
			memmove(a->sd_board + i, a->sd_board + i + 1,
				(size_t)(a->nsd - i - 1) *
				sizeof a->sd_board[0]);
			a->nsd--;
			break;
		}
	if (a->nsd == APP_SD_KEEP) {
		sdjob_free(a->sd[0]);
		memmove(a->sd, a->sd + 1, (APP_SD_KEEP - 1) * sizeof a->sd[0]);
		memmove(a->sd_board, a->sd_board + 1,
			(APP_SD_KEEP - 1) * sizeof a->sd_board[0]);
		a->nsd--;
	}
	a->sd_board[a->nsd] = a->board;
	a->sd[a->nsd++] = j;
}

void app_sd_free(app *a)
{
	int k;

	while (a->nsd > 0)
		sdjob_free(a->sd[--a->nsd]);
	for (k = 0; k < 52; k++) {
		sdjob_free(a->rsd.job[k]);
		a->rsd.job[k] = NULL;
		fusionjob_free(a->rsd.check[k]);
		a->rsd.check[k] = NULL;
		a->rsd.checked[k] = 0;
	}
	sdjob_free(a->teach.hint_sd);
	a->teach.hint_sd = NULL;
}

long app_sd_layouts(void)
{
	const char *e = getenv("DDPLAY_TEST_REVIEW_LAYOUTS");
	long v = e ? strtol(e, NULL, 10) : 0;

	return v > 0 && v < APP_REVIEW_SD_LAYOUTS ? v
	       : APP_REVIEW_SD_LAYOUTS;
}
