/*
 * sessionjob.c - the session view's work, in threads, see sessionjob.h.
 */
#include "sessionjob.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "model/par.h"
#include "model/record.h"
#include "util/util.h"

/* The boards are worked out by threads threads (one a CPU, or as
 * --threads says), each taking the next board not taken, with a solver
 * of its own; each board's row is its own, whoever fills it. */
#define SESSIONJOB_MAX_THREADS 8

struct sessionjob {
	pthread_t tid[SESSIONJOB_MAX_THREADS];
	int started;            /* threads running */
	pthread_mutex_t mu;
	dd_ctx *ctx[SESSIONJOB_MAX_THREADS];
	sessionjob_board *b;
	sessionjob_row *row;    /* under mu */
	int n, ndone;           /* ndone under mu */
	atomic_int next;        /* the next board to work out */
	atomic_int stop;
	struct worker_arg *args;        /* a thread's */
};

typedef struct worker_arg {
	sessionjob *j;
	dd_ctx *ctx;
} worker_arg;

/* Whether declarer's side is vulnerable. */
static int vulnerable(int vul, int declarer)
{
	return vul == VUL_ALL || (vul == VUL_NS && !(declarer & 1)) ||
	       (vul == VUL_EW && (declarer & 1));
}

/* Declarer's tricks double dummy after the recorded cards of b (pos: its
 * start): those won, and those the position after the last card gives;
 * -1 when the solver failed or was stopped. */
static int after_play(dd_ctx *ctx, const sessionjob_board *b,
		      const dd_position *start)
{
	dd_position pos = *start;
	dd_state st;
	int side = b->declarer & 1, t;

	pos.nplayed = b->nactual;
	memcpy(pos.played, b->actual, (size_t)b->nactual);
	if (dd_replay(&pos, &st, NULL) != DD_OK)
		return -1;
	if (st.to_play < 0)
		return st.tricks_won[side];
	if (dd_solve(ctx, &pos, &t, NULL) != DD_OK)
		return -1;
	return st.tricks_won[side] +
	       ((st.to_play & 1) == side ? t : st.tricks_left - t);
}

/* Works out board b into r: 0, or -1 when the solver failed or was
 * stopped. */
static int work(sessionjob *j, dd_ctx *ctx, const sessionjob_board *b,
		sessionjob_row *r)
{
	int table[5][4], k;
	par_result p;
	dd_position pos;

	memset(r, 0, sizeof *r);
	r->dd = -1;
	r->first = -1;
	if (dd_table(ctx, &b->deal, table, NULL) != DD_OK)
		return -1;
	if (par_compute(table, b->dealer >= 0 ? b->dealer : DD_NORTH,
			b->vul >= 0 ? b->vul : VUL_NONE, &p) == 0)
		r->par = p.score;
	if (b->level <= 0)
		return 0;
	r->dd = table[b->strain][b->declarer];
	memset(&pos, 0, sizeof pos);
	pos.deal = b->deal;
	pos.strain = b->strain;
	pos.leader = (b->declarer + 1) & 3;
	r->result = b->result;
	if (r->result < 0 && b->nactual > 0) {
		/* none recorded: double dummy after the last card */
		r->result = after_play(ctx, b, &pos);
		r->result_dd = 1;
		if (r->result < 0)
			return -1;
	}
	if (r->result >= 0) {
		int s = par_score_contract(b->level, b->strain, b->doubled,
					   vulnerable(b->vul, b->declarer),
					   r->result);

		r->score = b->declarer & 1 ? -s : s;
	}
	for (k = 0; k < b->nactual && !j->stop; k++) {
		dd_card_score sc[13];
		int count = 0, i, best = -1, got = -1;

		pos.nplayed = k;
		memcpy(pos.played, b->actual, (size_t)k);
		if (dd_score_cards(ctx, &pos, sc, &count, NULL) != DD_OK)
			return -1;
		for (i = 0; i < count; i++) {
			if (sc[i].tricks > best)
				best = sc[i].tricks;
			if (sc[i].card == b->actual[k])
				got = sc[i].tricks;
		}
		if (got >= 0 && got < best) {
			r->lost += best - got;
			if (r->first < 0) {
				dd_state st;

				r->first = k;
				r->first_loss = best - got;
				r->first_seat = dd_replay(&pos, &st, NULL) ==
						DD_OK ? st.to_play : -1;
			}
		}
	}
	return j->stop ? -1 : 0;
}

static void *sessionjob_main(void *arg)
{
	worker_arg *wa = arg;
	sessionjob *j = wa->j;

	while (!j->stop) {
		int i = atomic_fetch_add(&j->next, 1);
		sessionjob_row r;
		int failed;

		if (i >= j->n)
			break;
		failed = work(j, wa->ctx, &j->b[i], &r) < 0;

		if (j->stop)
			break;
		r.failed = failed;
		r.done = 1;
		pthread_mutex_lock(&j->mu);
		j->row[i] = r;
		j->ndone++;
		pthread_mutex_unlock(&j->mu);
	}
	return NULL;
}

sessionjob *sessionjob_start(const sessionjob_board *b, int n, int threads)
{
	sessionjob *j = calloc(1, sizeof *j);
	int t;

	if (!j)
		return NULL;
	threads = util_threads(threads, SESSIONJOB_MAX_THREADS);
	if (threads > n)
		threads = n > 0 ? n : 1;
	j->n = n;
	j->b = malloc((size_t)(n > 0 ? n : 1) * sizeof *b);
	j->row = calloc((size_t)(n > 0 ? n : 1), sizeof *j->row);
	j->args = calloc((size_t)threads, sizeof *j->args);
	for (t = 0; t < threads; t++) {
		j->ctx[t] = dd_new(32);
		if (!j->ctx[t])
			break;
	}
	if (!j->b || !j->row || !j->args || !j->ctx[0])
		goto fail;
	memcpy(j->b, b, (size_t)n * sizeof *b);
	pthread_mutex_init(&j->mu, NULL);
	for (t = 0; t < threads && j->ctx[t]; t++) {
		j->args[t].j = j;
		j->args[t].ctx = j->ctx[t];
		if (util_thread_start(&j->tid[t], sessionjob_main, &j->args[t]) != 0)
			break;
		j->started++;
	}
	if (j->started == 0) {
		pthread_mutex_destroy(&j->mu);
		goto fail;
	}
	return j;
fail:
	for (t = 0; t < SESSIONJOB_MAX_THREADS; t++)
		dd_free(j->ctx[t]);
	free(j->b);
	free(j->row);
	free(j->args);
	free(j);
	return NULL;
}

void sessionjob_row_get(sessionjob *j, int i, sessionjob_row *out)
{
	pthread_mutex_lock(&j->mu);
	*out = j->row[i];
	pthread_mutex_unlock(&j->mu);
}

int sessionjob_done(sessionjob *j)
{
	int n;

	pthread_mutex_lock(&j->mu);
	n = j->ndone;
	pthread_mutex_unlock(&j->mu);
	return n;
}

void sessionjob_free(sessionjob *j)
{
	if (!j)
		return;
	int t;

	j->stop = 1;
	for (t = 0; t < SESSIONJOB_MAX_THREADS; t++)
		if (j->ctx[t])
			dd_cancel(j->ctx[t]);
	for (t = 0; t < j->started; t++)
		pthread_join(j->tid[t], NULL);
	pthread_mutex_destroy(&j->mu);
	for (t = 0; t < SESSIONJOB_MAX_THREADS; t++)
		dd_free(j->ctx[t]);
	free(j->b);
	free(j->row);
	free(j->args);
	free(j);
}
