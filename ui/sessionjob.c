/*
 * sessionjob.c - the session view's work, in a thread, see sessionjob.h.
 */
#include "sessionjob.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "par.h"
#include "record.h"

struct sessionjob {
	pthread_t tid;
	pthread_mutex_t mu;
	dd_ctx *ctx;
	sessionjob_board *b;
	sessionjob_row *row;    /* under mu */
	int n, ndone;           /* ndone under mu */
	atomic_int stop;
};

/* Whether declarer's side is vulnerable. */
static int vulnerable(int vul, int declarer)
{
	return vul == VUL_ALL || (vul == VUL_NS && !(declarer & 1)) ||
	       (vul == VUL_EW && (declarer & 1));
}

/* Declarer's tricks double dummy after the recorded cards of b (pos: its
 * start): those won, and those the position after the last card gives;
 * -1 when the solver failed or was stopped. */
static int after_play(sessionjob *j, const sessionjob_board *b,
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
	if (dd_solve(j->ctx, &pos, &t, NULL) != DD_OK)
		return -1;
	return st.tricks_won[side] +
	       ((st.to_play & 1) == side ? t : st.tricks_left - t);
}

/* Works out board b into r: 0, or -1 when the solver failed or was
 * stopped. */
static int work(sessionjob *j, const sessionjob_board *b, sessionjob_row *r)
{
	int table[5][4], k;
	par_result p;
	dd_position pos;

	memset(r, 0, sizeof *r);
	r->dd = -1;
	r->first = -1;
	if (dd_table(j->ctx, &b->deal, table, NULL) != DD_OK)
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
		r->result = after_play(j, b, &pos);
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
		if (dd_score_cards(j->ctx, &pos, sc, &count, NULL) != DD_OK)
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
	sessionjob *j = arg;
	int i;

	for (i = 0; i < j->n && !j->stop; i++) {
		sessionjob_row r;
		int failed = work(j, &j->b[i], &r) < 0;

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

sessionjob *sessionjob_start(const sessionjob_board *b, int n)
{
	sessionjob *j = calloc(1, sizeof *j);

	if (!j)
		return NULL;
	j->n = n;
	j->b = malloc((size_t)(n > 0 ? n : 1) * sizeof *b);
	j->row = calloc((size_t)(n > 0 ? n : 1), sizeof *j->row);
	j->ctx = dd_new(32);
	if (!j->b || !j->row || !j->ctx)
		goto fail;
	memcpy(j->b, b, (size_t)n * sizeof *b);
	pthread_mutex_init(&j->mu, NULL);
	if (pthread_create(&j->tid, NULL, sessionjob_main, j) != 0) {
		pthread_mutex_destroy(&j->mu);
		goto fail;
	}
	return j;
fail:
	if (j->ctx)
		dd_free(j->ctx);
	free(j->b);
	free(j->row);
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
	j->stop = 1;
	dd_cancel(j->ctx);
	pthread_join(j->tid, NULL);
	pthread_mutex_destroy(&j->mu);
	dd_free(j->ctx);
	free(j->b);
	free(j->row);
	free(j);
}
