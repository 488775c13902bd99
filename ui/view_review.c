/*
 * view_review.c - the review of a practice play, over the board.
 */
#include <stdio.h>
#include <string.h>

#include "fusionjob.h"
#include "sdjob.h"
#include "util/util.h"
#include "view.h"

/* The share of the layouts of v where the side reaches its goal with
 * card c, in percent, rounded; -1 when c has none. */
static int review_share(const sdjob_view *v, dd_card c)
{
	int k;

	for (k = 0; k < v->tally.ncards && v->tally.n > 0; k++)
		if (v->tally.card[k] == c)
			return util_percent(v->tally.goal[k], v->tally.n);
	return -1;
}

/* Half the width of the 95% interval of card c's share in v (Wilson's,
 * sd_figures_of()), in percent, rounded; 0 when c has none. */
static int review_half(const sdjob_view *v, dd_card c)
{
	sd_figures f;
	int k;

	for (k = 0; k < v->tally.ncards && v->tally.n > 0; k++)
		if (v->tally.card[k] == c) {
			sd_figures_of(&v->tally, k, &f);
			return (int)(50 * (f.share_hi - f.share_lo) + 0.5);
		}
	return 0;
}

/* One decision judged: card k of the play, its share, the best card's,
 * the wider interval. */
typedef struct {
	int k, got, top, half;
	int worse;              /* worse than the best beyond the paired
				 * interval: not the single-dummy best */
	int open;               /* worse by the paired interval, but the
				 * best card first, then it, does no
				 * better: a guess kept open (no error) */
	int best;               /* the card played is the best (or tied) */
	int alike;              /* every card the same share */
	dd_card bcard;
} review_row;

/* Whether the check before an error of decision k (fusionjob.h,
 * started by teachmode.c's review_idle()) is still to come: not started
 * yet, or running. */
static int review_check_pending(const app *a, int k)
{
	fusionjob_view f;

	if (!a->rsd.checked[k])
		return 1;
	if (!a->rsd.check[k])
		return 0;
	fusionjob_peek(a->rsd.check[k], &f);
	return f.running;
}

/* The user's decisions judged so far (their jobs done), in row[]: each
 * card's share, the best card's, the wider interval, and the verdict as
 * analyse --sd gives it on the contract (sd_judge(), through
 * sdjob_judge(): the card played is worse only when the paired
 * interval of best minus played lies wholly above 0; a gap within it
 * is as good as the best; and a card worse by it only once the check
 * before an error is made, fusionjob.h: the best card first, then the
 * card played, doing as well as the card is a guess kept open, no
 * error); the count, in *right how many were the best or as good (a
 * guess kept open among them), and in *pending (NULL: not asked) how
 * many wait for their check (left out until then). */
static int review_sd_rows(const app *a, review_row row[52], int *right,
			  int *pending)
{
	const game *g = &a->g;
	int k, i, n = 0;
	sdjob_view v;
	sd_verdict j;

	*right = 0;
	if (pending)
		*pending = 0;
	for (k = 0; k < 52; k++) {
		review_row *r = &row[n];

		if (!a->rsd.job[k] ||
		    sdjob_judge(a->rsd.job[k], g->actual[k], 1, &j) < 1)
			continue;
		if (j.error && review_check_pending(a, k)) {
			if (pending)
				(*pending)++;
			continue;
		}
		sdjob_peek(a->rsd.job[k], &v);
		r->k = k;
		r->got = review_share(&v, g->actual[k]);
		r->bcard = v.tally.card[j.best];
		r->top = review_share(&v, r->bcard);
		r->open = j.error && a->rsd.check[k] &&
			  fusionjob_open(a->rsd.check[k], r->bcard);
		r->worse = j.error && !r->open;
		r->best = j.played_is_best;
		r->alike = 1;
		for (i = 0; i < v.tally.ncards; i++)
			r->alike &= review_share(&v, v.tally.card[i]) ==
				    r->got;
		r->half = review_half(&v, g->actual[k]);
		if (review_half(&v, r->bcard) > r->half)
			r->half = review_half(&v, r->bcard);
		*right += !r->worse;
		n++;
	}
	return n;
}

/* How many of the user's decisions judged so far were not the
 * single-dummy best: the rows the review keeps for them. */
static int review_sd_not_best(const app *a)
{
	review_row row[52];
	int right, n = review_sd_rows(a, row, &right, NULL);

	return n - right;
}

/* The single-dummy figures of the user's decisions (teachmode.c's
 * review_idle()), from row *y: each card worse than the single-dummy
 * best beyond the paired interval (review_sd_rows()) with its figure and
 * the best card's, and the wider of their intervals ("card 5 (sd --card
 * 4): ♦J 50%, best ♠A 76% (±15%)"), then, where there is room, those
 * that were the best ("card 7 (sd --card 6): ♠A 80%, the best (±12%)")
 * or as good ("..., as good as ♠A 82% (±12%)") or worse only by the
 * guess the best card keeps open ("..., ♦A 75% only delays the guess
 * (±15%)": analyse --sd's guess kept open, no error), those where every card
 * had the same share last ("card 30 (sd --card 29): ♦5 0%, as every
 * card (±4%)"), then how many were the best or as good; rows up to
 * bottom, the last line always shown.  "card N" is the Nth card of the
 * play, as everywhere; "sd --card N-1" the position before it as
 * `ddplay sd --card` names it (the play stopped after N-1 cards). */
static void review_sd_draw(const app *a, int *y, int x, int w, int bottom)
{
	const game *g = &a->g;
	review_row row[52];
	int k, i, done = 0, asked = 0, right = 0, n = 0, shown = 0, room;
	int pending = 0;
	int pass, quota[2];
	char text[200], c1[8], c2[8];
	const char *pm = glyph_utf8() ? "\xc2\xb1" : "+-";
	sdjob_view v;

	for (k = 0; k < 52; k++)
		if (a->rsd.job[k]) {
			asked++;
			sdjob_peek(a->rsd.job[k], &v);
			done += !v.running;
		}
	if (asked == 0 && a->rsd.next >= g->nactual)
		return;
	n = review_sd_rows(a, row, &right, &pending);
	snprintf(text, sizeof text, "Single dummy, %ld layouts a decision "
		 "(seed %llu)%s", a->rsd.layouts,
		 (unsigned long long)a->rsd.seed,
		 done < asked || pending > 0 || a->rsd.next < g->nactual
		 ? ", solving..." : ":");
	(*y)++;
	draw_put((*y)++, x, w, term_attr(ROLE_NAME), text);
	/* the rows: those that were not the best first, then the others
	 * in what room is left; the last row kept for the count, and one
	 * for "... and N more" where some do not fit (those that were the
	 * best left out without it where no row is left: the count says
	 * how many) */
	room = bottom - *y + 1 - (n > 0);
	if (n - right > room) {
		quota[0] = room - 1;
		quota[1] = 0;
	} else {
		quota[0] = n - right;
		quota[1] = right <= room - quota[0] ? right
			   : room - quota[0] - 1;
	}
	for (pass = 0; pass < 3; pass++)
		for (i = 0; i < n; i++) {
			const review_row *r = &row[i];
			int q = pass > 0;
			char at[40];

			if ((r->worse ? 0 : r->alike ? 2 : 1) != pass ||
			    quota[q] <= 0)
				continue;
			quota[q]--;
			shown++;
			glyph_card(g->actual[r->k], c1);
			glyph_card(r->bcard, c2);
			/* the card, and the position before it as ddplay sd
			 * --card takes it (stopped after the cards before) */
			snprintf(at, sizeof at, "card %d (sd --card %d)",
				 r->k + 1, r->k);
			if (r->alike)
				snprintf(text, sizeof text, "%s: %s %d%%, as "
					 "every card (%s%d%%)", at, c1, r->got,
					 pm, r->half);
			else if (r->best)
				snprintf(text, sizeof text, "%s: %s %d%%, the "
					 "best (%s%d%%)", at, c1, r->got, pm,
					 r->half);
			else if (r->open)
				/* a guess kept open: the best card's edge
				 * is the later guess it leaves, which the
				 * layouts, solved double dummy, always
				 * make right */
				snprintf(text, sizeof text, "%s: %s %d%%, %s "
					 "%d%% only delays the guess (%s%d%%)",
					 at, c1, r->got, c2, r->top, pm,
					 r->half);
			else if (!r->worse)
				snprintf(text, sizeof text, "%s: %s %d%%, as "
					 "good as %s %d%% (%s%d%%)", at, c1,
					 r->got, c2, r->top, pm, r->half);
			else
				snprintf(text, sizeof text, "%s: %s %d%%, best "
					 "%s %d%% (%s%d%%)", at, c1, r->got, c2,
					 r->top, pm, r->half);
			draw_put((*y)++, x + 2, w - 2,
				 r->worse ? term_attr(ROLE_COSTLY) : A_NORMAL,
				 text);
		}
	if (shown < n && *y <= bottom - (n > 0)) {
		snprintf(text, sizeof text, "... and %d more", n - shown);
		draw_put((*y)++, x + 2, w - 2, A_NORMAL, text);
	}
	if (n > 0 && *y <= bottom) {
		snprintf(text, sizeof text, "%d of %d decision%s the "
			 "single-dummy best or as good", right, n,
			 n == 1 ? " was" : "s were");
		draw_put((*y)++, x + 2, w - 2, A_NORMAL, text);
	}
}

/* Over the board: the double-dummy result before the lead against what
 * the play made, the user's cards that cost tricks (what the course of
 * the play, solved in the background, says of each), the tricks the
 * defence gave, the hints asked. */
void view_review_draw(const app *a)
{
	const game *g = &a->g;
	int side = game_declarer_side(g), known = app_course_known(a);
	int w = COLS - 4 < 76 ? COLS - 4 : 76, h = LINES - 4, y0 = 2;
	int x0 = (COLS - w) / 2, y, i, k, delta, costly = 0, gift = 0;
	int more = 0, limit;
	char text[300], what[240];

	/* (the panel's border beside it blanked too) */
	draw_box_clear(y0, x0, h, w);
	draw_box(y0, x0, h, w, A_BOLD);
	draw_put(y0, x0 + 3, w - 6, A_BOLD, " Review of the play ");
	y = y0 + 1;
	if (game_scores_before(g, 1, 0)) {
		const game_scores *s0 = game_scores_before(g, 1, 0);
		int best = -1;

		for (i = 0; i < s0->count; i++)
			if (s0->card[i].tricks > best)
				best = s0->card[i].tricks;
		/* the opening leader is a defender */
		snprintf(text, sizeof text, "Double dummy before the lead: %s "
			 "take %d tricks", contract_side_name(side), 13 - best);
	} else {
		snprintf(text, sizeof text, "Double dummy before the lead: "
			 "solving...");
	}
	draw_put(y++, x0 + 2, w - 4, A_NORMAL, text);
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
				 app_level(a), glyph_strain(g->base.strain),
				 app_level(a) + 6);
		else
			text[0] = '\0';
		draw_put(y++, x0 + 2, w - 4, A_NORMAL, text);
	}
	snprintf(text, sizeof text, "Hints asked: %d", a->teach.hints);
	draw_put(y++, x0 + 2, w - 4, A_NORMAL, text);
	y++;
	if (known < g->nactual)
		snprintf(text, sizeof text, "Your cards that cost tricks "
			 "(solving the play %d/%d):", known, g->nactual);
	else
		snprintf(text, sizeof text, "Your cards that cost tricks:");
	draw_put(y++, x0 + 2, w - 4, term_attr(ROLE_NAME), text);
	/* the rows kept below the costly cards: "... and N more", the
	 * defence's gifts, the single dummy's blank row, title and count
	 * (always shown), and a row for each decision that was not the
	 * single-dummy best (each is listed; m goes to the costly cards
	 * left out); one costly card at least */
	limit = y0 + h - 7 - review_sd_not_best(a);
	if (limit < y + 1)
		limit = y + 1;
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
		if (y >= limit) {
			more++;
			continue;
		}
		app_card_text(a, 1, k, what, sizeof what);
		snprintf(text, sizeof text, "card %d: %s", k + 1, what);
		draw_put(y++, x0 + 4, w - 6, term_attr(ROLE_COSTLY), text);
	}
	if (more) {
		snprintf(text, sizeof text, "... and %d more (m goes to each)",
			 more);
		draw_put(y++, x0 + 4, w - 6, A_NORMAL, text);
	}
	if (costly == 0 && known == g->nactual)
		draw_put(y++, x0 + 4, w - 6, term_attr(ROLE_BEST),
		    "none: every card of yours kept the best result");
	if (known == g->nactual) {
		snprintf(text, sizeof text, "The defence gave %d trick%s.",
			 gift, gift == 1 ? "" : "s");
		draw_put(y++, x0 + 2, w - 4, A_NORMAL, text);
	}
	review_sd_draw(a, &y, x0 + 2, w - 4, y0 + h - 3);
	draw_put(y0 + h - 2, x0 + 2, w - 4, term_attr(ROLE_DIM),
	    "e hides this review; m and M go from mistake to mistake");
}
