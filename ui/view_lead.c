/*
 * view_lead.c - the opening lead simulation over the board (:lead, x):
 * the leads of the seat on lead, best first, with the figures of
 * `ddplay lead`, filled in as the layouts are solved (leadjob.h).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "model/deal.h"
#include "sim/sd.h"
#include "leadjob.h"
#include "textbox.h"
#include "util/util.h"
#include "view.h"

/* Appends printf-style text to out (size bytes in all). */
static void add(char *out, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void add(char *out, size_t size, const char *fmt, ...)
{
	size_t len = strlen(out);
	va_list ap;

	if (len + 1 >= size)
		return;
	va_start(ap, fmt);
	vsnprintf(out + len, size - len, fmt, ap);
	va_end(ap);
}

/* A percentage (0 to 100) to a whole one, a half up, as the box rounds
 * set and costs (util_percent()) and :sd its shares: printf's "%.0f"
 * takes a half to even, 46.5% to 46 beside 59.5% to 60. */
static int percent_half_up(double p)
{
	return p > 0 ? (int)(p + 0.5) : 0;
}

/* A lead's average tricks with two decimals ("3.68"), a half up, from
 * the tricks and the layouts themselves: "%.2f" of the double took
 * 3.675 (147 of 40, 3.67499... as a double) to 3.67, 3.375 to 3.38. */
static void tricks_half_up(long sum, long n, char *out, size_t size)
{
	long h = n > 0 && sum > 0 ? (200 * sum + n) / (2 * n) : 0;

	snprintf(out, size, "%ld.%02ld", h / 100, h % 100);
}

void view_lead_draw(const app *a)
{
	leadjob_view v;
	const lead_tally *t = &v.tally;
	char text[4096] = "", title[120], foot[120], name[16], lead[32];
	int order[LEAD_MAX], i, utf8 = glyph_utf8(), declarer, fixed, gap;

	if (!a->lead)
		return;
	leadjob_peek(a->lead, &v);
	declarer = (v.leader + 3) & 3;
	snprintf(name, sizeof name, "%d%s", v.level, glyph_strain(v.strain));
	snprintf(title, sizeof title, " Opening lead: %s against %s by %s ",
		 dd_seat_name(v.leader), name, dd_seat_name(declarer));
	add(text, sizeof text, "%ld of %ld layouts of the three hands %s "
	    "cannot see,\ndealt at random (seed %llu); the defence needs %d "
	    "trick%s.\n", t->n, v.total, dd_seat_name(v.leader),
	    (unsigned long long)a->lead_seed, t->need,
	    t->need == 1 ? "" : "s");
	/* the box's rows (LINES - 6 lines of text): the lines of the
	 * constraints are those the leads leave; the blank lines go first
	 * where all would not fit */
	fixed = 3 + (v.total < v.asked) + v.leads.n + (t->n > 0) +
		(v.msg[0] ? 2 : 0);
	/* the blank lines only where the constraints fit in full with
	 * them (they took the rows the constraints needed) */
	if (v.constraints[0]) {
		char line[2048];

		snprintf(line, sizeof line, "Constraints: %s", v.constraints);
		gap = LINES - 6 - fixed - 2 >= draw_wrap_lines(COLS - 6, line);
	} else {
		gap = LINES - 6 - fixed - 1 >= 2;
	}
	if (v.total < v.asked)
		add(text, sizeof text, "Only %ld of the %ld asked fit the "
		    "constraints in %ld tr%s.\n", v.total,
		    v.asked, v.tried, v.tried == 1 ? "y" : "ies");
	if (gap)
		add(text, sizeof text, "\n");
	if (v.constraints[0]) {
		char line[2048];
		int rows = LINES - 6 - fixed - (gap ? 2 : 0);

		snprintf(line, sizeof line, "Constraints: %s", v.constraints);
		if (rows < 1)
			rows = 1;
		/* where the specs in full do not fit, the calls used first
		 * (none left out), then as much of the rest as fits */
		if (draw_wrap_lines(COLS - 6, line) > rows &&
		    (v.brief[0] || a->lead_brief[0]) &&
		    strncmp(v.constraints, "auction: ", 9) == 0)
			snprintf(line, sizeof line, "Constraints: %s. In full: "
				 "%s", v.brief[0] ? v.brief : a->lead_brief,
				 v.constraints + 9);
		draw_wrap_text(line, COLS - 6, rows, text, sizeof text);
	} else if (app_has_auction(a)) {
		add(text, sizeof text, "%s: the layouts ignore it.\n",
		    app_other_contract(a) ? "The board's auction is "
		    "for its own contract, not the one shown" : "The board's "
		    "auction could not be used");
	}
	if (gap && (v.constraints[0] || app_has_auction(a)))
		add(text, sizeof text, "\n");
	if (t->n > 0) {
		add(text, sizeof text, "%-7s%6s  %-11s %6s %6s %6s  %s\n",
		    "lead", "tricks", "interval", "set", "costs", "MP",
		    "interval");
		lead_order(t, v.leads.n, order);
		for (i = 0; i < v.leads.n; i++) {
			int k = order[i];
			double mean, lo, hi, mp;
			char ci[32], mci[32], tricks[32];
			int has;

			/* each end right-aligned, as ddplay lead and sd
			 * print an interval (sd_interval_text()); one
			 * layout solved: no interval (docs/lead.md) */
			lo = hi = 0;
			has = lead_figures(t, v.leads.n, k, &mean, &lo, &hi,
					   &mp);
			sd_interval_text(has, lo, hi, 2, "", ci, sizeof ci);
			if (lead_mp_interval(t, v.leads.n, k, &lo, &hi))
				snprintf(mci, sizeof mci, "%3d-%3d%%",
					 percent_half_up(lo),
					 percent_half_up(hi));
			else
				snprintf(mci, sizeof mci, "   -");
			lead_format(&v.leads, k, utf8, lead, sizeof lead);
			tricks_half_up(t->sum[k], t->n, tricks, sizeof tricks);
			/* the shares rounded as :sd's beside the cards
			 * (the same layouts at the opening lead) */
			add(text, sizeof text, "%s%*s %6s  %s %5d%% "
			    "%5d%% %5d%%  %s\n", lead,
			    6 - draw_cols(lead) > 0 ? 6 - draw_cols(lead) : 0,
			    "", tricks, ci, util_percent(t->set[k], t->n),
			    util_percent(t->cost[k], t->n),
			    percent_half_up(mp), mci);
		}
		/* set and costs are shares of the layouts: how far they
		 * may be off (as ddplay lead says under its table); MP
		 * has its own interval (lead_mp_interval()) */
		add(text, sizeof text, "set, costs: %s%.0f%% at most (shares of "
		    "%ld layout%s); MP: 95%% interval\n",
		    utf8 ? "\xc2\xb1" : "+-", lead_share_bound(t->n), t->n,
		    t->n == 1 ? "" : "s");
	}
	if (v.msg[0])
		add(text, sizeof text, "\nstopped: %s\n", v.msg);
	snprintf(foot, sizeof foot, "%s; any key closes%s",
		 v.finished ? "done" : "solving",
		 v.finished ? "" : " and stops it");
	textbox_draw(title, text, foot, -1);
}

int view_lead_running(const app *a)
{
	leadjob_view v;

	if (!a->lead)
		return 0;
	leadjob_peek(a->lead, &v);
	return !v.finished;
}
