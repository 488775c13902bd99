/*
 * sd.c - single-dummy figures, see sd.h.
 *
 * The layouts are solved by jobs threads, each with its own solver,
 * taking the next layout not yet taken; each layout's row of tricks is
 * kept apart and the tallies are sums of integers, so the figures do not
 * depend on the threads or their order.  The calling thread only watches
 * *stop and cancels the solvers when it is set, so that a stop is obeyed
 * within a few milliseconds even in the middle of a layout.
 */
#define _GNU_SOURCE 1
#include "sd.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "util/pool.h"
#include "util/util.h"

/* How often the caller's thread looks at *stop while the layouts are
 * solved. */
#define SD_WATCH_MS 10

void sd_figures_of(const sd_tally *t, int k, sd_figures *f)
{
	double n = (double)t->n, z = 1.96, var, p, centre, half;

	memset(f, 0, sizeof *f);
	if (t->n == 0)
		return;
	f->mean = (double)t->sum[k] / n;
	f->lo = f->hi = f->mean;
	if (t->n > 1) {
		/* Student's t: the layouts are a sample, small ones too */
		var = ((double)t->sumsq[k] - n * f->mean * f->mean) / (n - 1);
		if (var < 0)
			var = 0;
		half = util_t975(t->n - 1) * util_sqrt(var / n);
		f->lo = f->mean - half;
		f->hi = f->mean + half;
		/* never beyond the tricks possible */
		if (f->lo < t->won)
			f->lo = t->won;
		if (f->hi > t->won + t->left)
			f->hi = t->won + t->left;
		f->interval = 1;
	}
	/* Wilson's score interval for a share */
	p = (double)t->goal[k] / n;
	f->share = p;
	centre = (p + z * z / (2 * n)) / (1 + z * z / n);
	half = z * util_sqrt(p * (1 - p) / n + z * z / (4 * n * n)) /
	       (1 + z * z / n);
	f->share_lo = centre - half < 0 ? 0 : centre - half;
	f->share_hi = centre + half > 1 ? 1 : centre + half;
}

void sd_interval_text(int interval, double lo, double hi, int decimals,
		      const char *unit, char *out, size_t size)
{
	if (interval)
		snprintf(out, size, "%5.*f-%5.*f%s", decimals, lo, decimals, hi,
			 unit);
	else    /* the '-' where the interval's would be */
		snprintf(out, size, "     -     %*s", (int)strlen(unit), "");
}

int sd_need(const sdlayout_view *v, int level)
{
	if (level < 1 || level > 7)
		return 0;
	return v->side == (v->declarer & 1) ? level + 6 : 8 - level;
}

typedef struct {
	const sdlayout_view *v;
	const dd_deal *layouts;
	long n;
	int need;
	size_t tt_mb;
	sd_progress_fn *fn;
	void *user;
	sd_result *out;
	const atomic_int *user_stop;
	pthread_mutex_t mu;
	pthread_cond_t ended;
	long next;
	int running;
	int stop;                 /* a worker failed, or *stop */
	int failed;
	char msg[160];
	dd_ctx *ctx[SD_MAX_JOBS];
} sd_pool;

static void fail(sd_pool *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void fail(sd_pool *p, const char *fmt, ...)
{
	va_list ap;

	pthread_mutex_lock(&p->mu);
	if (!p->failed) {
		va_start(ap, fmt);
		vsnprintf(p->msg, sizeof p->msg, fmt, ap);
		va_end(ap);
	}
	p->failed = 1;
	p->stop = 1;
	pthread_mutex_unlock(&p->mu);
}

/* The solvers of the runs that ended, kept for the next run of the
 * process (the positions of analyse --sd, the analyser's jobs one after
 * another) instead of being made and freed a run and a thread: their
 * tables' pages stay mapped (a new 64 MB table's pages are faulted in
 * again, and under the sanitizers a freed one's shadow written whole).
 * A kept solver's table holds for any deal (dd_keep_table()), and the
 * figures are the tricks of each layout, exact whatever the table
 * holds: the same figures as with new solvers.  At most SD_MAX_JOBS,
 * by their table's size. */
static pthread_mutex_t spare_mu = PTHREAD_MUTEX_INITIALIZER;
static dd_ctx *spare[SD_MAX_JOBS];
static size_t spare_mb[SD_MAX_JOBS];
static int nspare;

/* A solver with a table of tt_mb: a kept one, else a new one (NULL when
 * out of memory). */
static dd_ctx *solver_take(size_t tt_mb)
{
	dd_ctx *c = NULL;
	int i;

	pthread_mutex_lock(&spare_mu);
	for (i = nspare - 1; i >= 0; i--)
		if (spare_mb[i] == tt_mb) {
			c = spare[i];
			nspare--;
			spare[i] = spare[nspare];
			spare_mb[i] = spare_mb[nspare];
			break;
		}
	pthread_mutex_unlock(&spare_mu);
	return c ? c : dd_new(tt_mb);
}

/* At exit: the kept solvers freed (LeakSanitizer would otherwise read
 * their tables through, untouched pages and all, for pointers). */
static void solvers_free(void)
{
	pthread_mutex_lock(&spare_mu);
	while (nspare > 0)
		dd_free(spare[--nspare]);
	pthread_mutex_unlock(&spare_mu);
}

/* Keeps c (its searches ended, nobody to cancel it) for the next run. */
static void solver_give(dd_ctx *c, size_t tt_mb)
{
	static int registered;

	dd_clear_cancel(c);
	pthread_mutex_lock(&spare_mu);
	if (!registered)
		registered = atexit(solvers_free) == 0;
	if (registered && nspare < SD_MAX_JOBS) {
		spare[nspare] = c;
		spare_mb[nspare++] = tt_mb;
		c = NULL;
	}
	pthread_mutex_unlock(&spare_mu);
	dd_free(c);
}

/* Solves layout i with ctx into its row: 0, 1 when cancelled, -1 when
 * the solver failed (reported in p). */
static int solve_layout(sd_pool *p, dd_ctx *ctx, long i)
{
	const sdlayout_view *v = p->v;
	sd_tally *t = &p->out->tally;
	int8_t *row = p->out->tricks + i * t->ncards;
	dd_card_score sc[13];
	dd_position pos;
	dd_error e;
	dd_status st;
	int k, count = 0;

	sdlayout_position(v, &p->layouts[i], &pos);
	st = dd_score_cards(ctx, &pos, sc, &count, &e);
	if (st == DD_CANCELLED)
		return 1;
	if (st != DD_OK) {
		fail(p, "layout %ld: %s", i + 1, e.msg);
		return -1;
	}
	if (count != t->ncards) {
		fail(p, "layout %ld: %d legal cards, not %d", i + 1, count,
		     t->ncards);
		return -1;
	}
	for (k = 0; k < count; k++) {
		if (sc[k].card != t->card[k]) {
			fail(p, "layout %ld: the legal cards differ", i + 1);
			return -1;
		}
		row[k] = (int8_t)(t->won + sc[k].tricks);
	}
	pthread_mutex_lock(&p->mu);
	for (k = 0; k < count; k++) {
		t->sum[k] += row[k];
		t->sumsq[k] += row[k] * row[k];
		t->goal[k] += t->need > 0 && row[k] >= t->need;
	}
	t->n++;
	p->out->ndone++;
	if (p->fn)
		p->fn(p->user, t, p->out->ndone, p->n);
	pthread_mutex_unlock(&p->mu);
	return 0;
}

static void worker_main(void *arg, int id)
{
	sd_pool *p = arg;

	for (;;) {
		long i;

		pthread_mutex_lock(&p->mu);
		if (p->stop || p->next >= p->n ||
		    (p->user_stop && atomic_load(p->user_stop))) {
			pthread_mutex_unlock(&p->mu);
			break;
		}
		i = p->next++;
		pthread_mutex_unlock(&p->mu);
		/* a layout solved before the run was resumed (sd_position_
		 * resume()): its row is filled already, and only the rows
		 * of layouts taken are ever written */
		if (p->out->tricks[i * p->out->tally.ncards] >= 0)
			continue;
		if (solve_layout(p, p->ctx[id], i) != 0)
			break;
	}
	pthread_mutex_lock(&p->mu);
	p->running--;
	pthread_cond_signal(&p->ended);
	pthread_mutex_unlock(&p->mu);
}

/* The legal cards of the seat to play, in dd_score_cards()'s order. */
static void legal_cards(const sdlayout_view *v, sd_tally *t)
{
	uint16_t legal[4];
	int suit, rank;

	dd_legal(&v->st, legal);
	t->ncards = 0;
	for (suit = 0; suit < 4; suit++)
		for (rank = 14; rank >= 2; rank--)
			if (legal[suit] >> rank & 1)
				t->card[t->ncards++] = DD_CARD(suit, rank);
}

void sd_watch(pthread_mutex_t *mu, pthread_cond_t *ended,
	      const int *running, int *failed, dd_ctx *const *ctx, int jobs,
	      const atomic_int *stop)
{
	int cancelled = 0, j;

	pthread_mutex_lock(mu);
	while (*running > 0) {
		struct timespec ts;

		if (!cancelled && stop && atomic_load(stop)) {
			*failed = 1;
			for (j = 0; j < jobs; j++)
				dd_cancel(ctx[j]);
			cancelled = 1;
		}
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += SD_WATCH_MS * 1000000L;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		pthread_cond_timedwait(ended, mu, &ts);
	}
	pthread_mutex_unlock(mu);
}

/* The rows of prior (layouts solved before: -1 for one not solved) into
 * out, tallied as if solved now; the count of them. */
static long take_prior(const int8_t *prior, long n, sd_result *out)
{
	sd_tally *t = &out->tally;
	long i, taken = 0;
	int k;

	for (i = 0; i < n; i++) {
		const int8_t *row = prior + i * t->ncards;

		if (row[0] < 0)
			continue;
		memcpy(out->tricks + i * t->ncards, row, (size_t)t->ncards);
		for (k = 0; k < t->ncards; k++) {
			t->sum[k] += row[k];
			t->sumsq[k] += row[k] * row[k];
			t->goal[k] += t->need > 0 && row[k] >= t->need;
		}
		t->n++;
		taken++;
	}
	out->ndone = taken;
	return taken;
}

int sd_position_figures(const sdlayout_view *v, const dd_deal *layouts,
			long n, int need, int jobs, size_t tt_megabytes,
			const atomic_int *stop, sd_progress_fn *fn,
			void *user, sd_result *out, char *err,
			size_t errsize)
{
	return sd_position_resume(v, layouts, n, need, jobs, tt_megabytes,
				  NULL, stop, fn, user, out, err, errsize);
}

int sd_position_resume(const sdlayout_view *v, const dd_deal *layouts,
		       long n, int need, int jobs, size_t tt_megabytes,
		       const int8_t *prior, const atomic_int *stop,
		       sd_progress_fn *fn, void *user, sd_result *out,
		       char *err, size_t errsize)
{
	sd_pool p;
	pool *threads;
	int j, status = 0;

	memset(out, 0, sizeof *out);
	legal_cards(v, &out->tally);
	out->tally.won = v->st.tricks_won[v->side];
	out->tally.left = 13 - v->st.tricks_won[0] - v->st.tricks_won[1];
	out->tally.need = need;
	out->tricks = xmalloc((size_t)(n > 0 ? n : 1) *
			      (size_t)out->tally.ncards);
	memset(out->tricks, -1, (size_t)n * (size_t)out->tally.ncards);
	if (prior && n > 0 && take_prior(prior, n, out) > 0 && fn)
		fn(user, &out->tally, out->ndone, n);
	if (out->ndone == n)
		return 0;
	if (jobs < 1)
		jobs = 1;
	if (jobs > SD_MAX_JOBS)
		jobs = SD_MAX_JOBS;
	if (jobs > n)
		jobs = n > 0 ? (int)n : 1;
	memset(&p, 0, sizeof p);
	p.v = v;
	p.layouts = layouts;
	p.n = n;
	p.need = need;
	p.fn = fn;
	p.user = user;
	p.out = out;
	p.user_stop = stop;
	pthread_mutex_init(&p.mu, NULL);
	pthread_cond_init(&p.ended, NULL);
	for (j = 0; j < jobs; j++) {
		p.ctx[j] = solver_take(tt_megabytes);
		if (!p.ctx[j]) {
			snprintf(err, errsize, "out of memory for the "
				 "solver's table");
			status = -1;
			goto end;
		}
		/* the layouts share the cards played: each solver keeps
		 * its table from one layout to the next (docs/sd.md:
		 * 20-25 % less CPU) */
		dd_keep_table(p.ctx[j], 1);
	}
	p.running = jobs;
	threads = pool_start(jobs, worker_main, &p);
	if (!threads) {
		snprintf(err, errsize, "cannot start a thread: %s",
			 strerror(errno));
		status = -1;
		goto end;
	}
	/* the workers that could not start will not end */
	pthread_mutex_lock(&p.mu);
	p.running -= jobs - pool_size(threads);
	pthread_mutex_unlock(&p.mu);
	sd_watch(&p.mu, &p.ended, &p.running, &p.stop, p.ctx, jobs, stop);
	pool_join(threads);
	if (p.failed) {
		snprintf(err, errsize, "%s", p.msg);
		status = -1;
	}
	out->stopped = out->ndone < n && !p.failed;
end:
	for (j = 0; j < jobs; j++)
		if (p.ctx[j])
			solver_give(p.ctx[j], tt_megabytes);
	pthread_cond_destroy(&p.ended);
	pthread_mutex_destroy(&p.mu);
	return status;
}

int sd_touching(const dd_position *p, const dd_state *st, dd_card a,
		dd_card b)
{
	int suit = DD_SUIT(a), rank, i, done;
	uint16_t gone = 0, own = st->remaining.hand[st->to_play][suit];

	done = p->nplayed - st->trick_cards;
	for (i = 0; i < done; i++)
		if (DD_SUIT(p->played[i]) == suit)
			gone |= (uint16_t)(1u << DD_RANK(p->played[i]));
	for (rank = DD_RANK(b) + 1; rank < DD_RANK(a); rank++)
		if (!((own | gone) >> rank & 1))
			return 0;
	return 1;
}

int sd_classes(const dd_position *p, const dd_state *st)
{
	uint16_t legal[4];
	int suit, rank, n = 0;

	if (dd_legal(st, legal) < 2)
		return 1;
	for (suit = 0; suit < 4; suit++) {
		int last = -1;

		for (rank = 14; rank >= 2; rank--) {
			if (!(legal[suit] >> rank & 1))
				continue;
			if (last < 0 || !sd_touching(p, st, DD_CARD(suit, last),
						     DD_CARD(suit, rank)))
				n++;
			last = rank;
		}
	}
	return n;
}

static int same_tally(const sd_tally *t, int a, int b)
{
	return t->sum[a] == t->sum[b] && t->sumsq[a] == t->sumsq[b] &&
	       t->goal[a] == t->goal[b];
}

int sd_groups(const sdlayout_view *v, const sd_tally *t, int group[13][13],
	      int gsize[13])
{
	int ng = 0, k, i, j;

	for (k = 0; k < t->ncards; k++) {
		if (ng > 0) {
			int g = ng - 1, first = group[g][0],
			    last = group[g][gsize[g] - 1];

			if (DD_SUIT(t->card[last]) == DD_SUIT(t->card[k]) &&
			    sd_touching(&v->pos, &v->st, t->card[last],
					t->card[k]) &&
			    same_tally(t, first, k)) {
				group[g][gsize[g]++] = k;
				continue;
			}
		}
		group[ng][0] = k;
		gsize[ng++] = 1;
	}
	/* best first: the most tricks, then the goal the most often, then
	 * the hand's order (a stable insertion sort) */
	for (i = 1; i < ng; i++) {
		int row[13], size = gsize[i];

		memcpy(row, group[i], sizeof row);
		for (j = i; j > 0; j--) {
			int a = group[j - 1][0], b = row[0];

			if (t->sum[a] > t->sum[b] || (t->sum[a] == t->sum[b] &&
			    t->goal[a] >= t->goal[b]))
				break;
			memcpy(group[j], group[j - 1], sizeof group[j]);
			gsize[j] = gsize[j - 1];
		}
		memcpy(group[j], row, sizeof row);
		gsize[j] = size;
	}
	return ng;
}

/* The paired differences best - played over the layouts solved, into
 * out (sd_judge()): of the tricks, or with need > 0 of reaching the
 * goal (1 or 0 a card: the difference -1, 0 or 1). */
static void judge_paired(const sd_result *res, int need, sd_verdict *out)
{
	int nc = res->tally.ncards;
	long i, n = 0, sum = 0, sumsq = 0;
	double se = 0, t = 0;

	for (i = 0; i < res->ndone; i++) {
		const int8_t *tr = res->tricks + i * nc;
		long dlt;

		if (tr[out->best] < 0 || tr[out->played] < 0)
			continue;
		dlt = need > 0 ? (tr[out->best] >= need) -
				 (tr[out->played] >= need)
			       : tr[out->best] - tr[out->played];
		sum += dlt;
		sumsq += dlt * dlt;
		n++;
	}
	out->n = n;
	out->diff = n ? (double)sum / (double)n : 0;
	if (n > 1) {
		double var = ((double)sumsq - (double)sum * (double)sum /
			      (double)n) / (double)(n - 1);

		se = util_sqrt(var / (double)n);
		t = out->compared > 1 ?
			util_t_upper(0.025 / out->compared, n - 1) :
			util_t975(n - 1);
	}
	out->diff_lo = out->diff - t * se;
	out->diff_hi = out->diff + t * se;
	out->error = n > 1 && out->diff_lo > 0;
}

int sd_judge(const sdlayout_view *v, const sd_result *res, dd_card played,
	     int by_contract, int need, sd_verdict *out)
{
	const sd_tally *t = &res->tally;
	int group[13][13], gsize[13], ng, g, i, pi = -1, gp = -1, top = 0;

	memset(out, 0, sizeof *out);
	ng = sd_groups(v, t, group, gsize);
	for (i = 0; i < t->ncards; i++)
		if (t->card[i] == played)
			pi = i;
	for (g = 0; g < ng && pi >= 0; g++)
		for (i = 0; i < gsize[g]; i++)
			if (group[g][i] == pi)
				gp = g;
	if (ng < 2 || gp < 0 || res->ndone == 0)
		return 0;
	out->ngroups = ng;
	out->compared = ng - 1;
	out->played = pi;
	if (by_contract && need > 0)
		for (g = 1; g < ng; g++) {
			int f = group[g][0], b = group[top][0];

			if (t->goal[f] > t->goal[b] ||
			    (t->goal[f] == t->goal[b] && t->sum[f] > t->sum[b]))
				top = g;
		}
	out->best = group[top][0];
	for (g = 0; g < ng; g++) {
		int first = group[g][0];

		if (t->sum[first] != t->sum[out->best] ||
		    t->goal[first] != t->goal[out->best])
			continue;
		for (i = 0; i < gsize[g]; i++)
			out->best_cards[out->nbest++] = t->card[group[g][i]];
		out->bclass[out->nbclass++] = gsize[g];
		out->played_is_best |= g == gp;
	}
	judge_paired(res, by_contract ? need : 0, out);
	return 1;
}
