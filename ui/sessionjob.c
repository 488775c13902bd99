/*
 * sessionjob.c - the session view's work, in threads, see sessionjob.h.
 */
#include "sessionjob.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "batch/analyse_sd.h"
#include "batch/blame.h"
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
	struct sdpart *sd;      /* the single-dummy marks, NULL until asked */
};

/* The single-dummy marks: one thread, the boards one after the other. */
typedef struct sdpart {
	pthread_t tid;
	int started;
	record *recs;           /* the boards' records, copied */
	asd_options o;
	dd_ctx *ctx;            /* for the play's course */
	atomic_int stop;
	atomic_int judged;      /* of the board being worked out */
	sessionjob_sd *row;     /* under the job's mu */
	int ndone;              /* under mu */
} sdpart;

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

/* Works out board b into r: 0, or -1 when the solver failed or was
 * stopped.  The tricks lost and the first card that lost them are
 * analyse's and analyse --summary's (batch/blame.h), from the same course
 * of the play (asd_course()), the claim's tricks among them. */
static int work(sessionjob *j, dd_ctx *ctx, const sessionjob_board *b,
		sessionjob_row *r)
{
	int table[5][4], d[53], seat[52];
	par_result p;
	dd_position pos;
	blame bl;
	char err[128];

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
	pos.nplayed = b->nactual;
	memcpy(pos.played, b->actual, (size_t)b->nactual);
	if (b->nactual > 0 &&
	    (j->stop || asd_course(ctx, &pos, d, seat, err, sizeof err) < 0))
		return -1;
	r->result = b->result;
	if (r->result < 0 && b->nactual > 0) {
		/* none recorded: double dummy after the last card */
		r->result = d[b->nactual];
		r->result_dd = 1;
	}
	if (r->result >= 0) {
		int s = par_score_contract(b->level, b->strain, b->doubled,
					   vulnerable(b->vul, b->declarer),
					   r->result);

		r->score = b->declarer & 1 ? -s : s;
	}
	if (b->nactual == 0)
		return 0;
	blame_count(b->declarer, b->nactual, d, seat, b->claim, &bl);
	r->lost = blame_total(&bl);
	r->claim_lost = bl.claim_lost + bl.claim_given;
	r->first = bl.first;
	r->first_seat = bl.first_seat;
	r->first_loss = bl.first_loss;
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

/* The lowest priority for this thread and the solving threads it starts
 * (they inherit it), as the analyser's :sd job has it (sdjob.c): the
 * double-dummy work of the screen and of the rows goes first. */
static void lowest_priority(void)
{
#ifdef __linux__
	/* on Linux, a thread's nice value is its own */
	(void)setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 19);
#endif
}

/* Board i's marks from what analyse --sd found (got: its answer). */
static void sd_fill(sessionjob_sd *r, int got, const asd_board *b,
		    int declarer)
{
	int i;

	memset(r->verdict, -1, sizeof r->verdict);
	r->state = got < 0 ? SJSD_FAILED : got == 0 ? SJSD_NOPLAY : SJSD_DONE;
	if (got <= 0)
		return;
	r->judged = b->n;
	r->scoring_unknown = b->scoring[0] != '\0';
	r->errors = b->errors[declarer];
	r->unlucky = b->unlucky[declarer];
	r->fewest = 0;
	for (i = 0; i < b->n; i++) {
		const asd_card *c = &b->c[i];

		if (r->fewest == 0 || c->layouts < r->fewest)
			r->fewest = c->layouts;
		r->verdict[c->k] = (signed char)c->verdict;
	}
}

static void *sd_main(void *arg)
{
	sessionjob *j = arg;
	sdpart *p = j->sd;
	asd_board *b = malloc(sizeof *b);
	int i;

	lowest_priority();
	for (i = 0; i < j->n && !p->stop && b; i++) {
		const record *r = &p->recs[i];
		char err[256];
		int got;

		atomic_store(&p->judged, 0);
		pthread_mutex_lock(&j->mu);
		p->row[i].state = SJSD_WORKING;
		pthread_mutex_unlock(&j->mu);
		got = asd_analyse_record(p->ctx, r, &p->o, &p->stop, b, err,
					 sizeof err);
		if (p->stop)
			break;
		pthread_mutex_lock(&j->mu);
		sd_fill(&p->row[i], got, b, r->declarer);
		p->ndone++;
		pthread_mutex_unlock(&j->mu);
	}
	free(b);
	return NULL;
}

/* Stops the marks' thread and frees them. */
static void sd_free(sessionjob *j)
{
	sdpart *p = j->sd;
	int i;

	if (!p)
		return;
	p->stop = 1;
	if (p->started) {
		dd_cancel(p->ctx);
		pthread_join(p->tid, NULL);
	}
	pthread_mutex_lock(&j->mu);
	j->sd = NULL;
	pthread_mutex_unlock(&j->mu);
	for (i = 0; i < j->n; i++)
		record_free(&p->recs[i]);
	dd_free(p->ctx);
	free(p->recs);
	free(p->row);
	free(p);
}

int sessionjob_sd_start(sessionjob *j, const record *recs, int n, long deals,
			uint64_t seed, int threads)
{
	sdpart *p;
	int i;

	if (j->sd && j->sd->o.deals == deals && j->sd->o.seed == seed)
		return 1;
	sd_free(j);             /* asked for with other layouts: again */
	if (n != j->n)
		return -1;
	p = calloc(1, sizeof *p);
	if (!p)
		return -1;
	p->recs = calloc((size_t)(n > 0 ? n : 1), sizeof *p->recs);
	p->row = calloc((size_t)(n > 0 ? n : 1), sizeof *p->row);
	p->ctx = dd_new(32);
	if (!p->recs || !p->row || !p->ctx) {
		dd_free(p->ctx);
		free(p->recs);
		free(p->row);
		free(p);
		return -1;
	}
	for (i = 0; i < n; i++) {
		record_init(&p->recs[i]);
		record_copy(&p->recs[i], &recs[i]);
		p->row[i].state = SJSD_WAIT;
		memset(p->row[i].verdict, -1, sizeof p->row[i].verdict);
	}
	p->o.deals = deals;
	p->o.seed = seed;
	p->o.jobs = util_threads(threads, SESSIONJOB_MAX_THREADS);
	p->o.judged = &p->judged;
	pthread_mutex_lock(&j->mu);
	j->sd = p;
	pthread_mutex_unlock(&j->mu);
	if (util_thread_start(&p->tid, sd_main, j) == 0)
		p->started = 1;
	else
		for (i = 0; i < n; i++)
			p->row[i].state = SJSD_FAILED;
	return p->started ? 0 : -1;
}

int sessionjob_sd_info(sessionjob *j, long *deals, uint64_t *seed,
		       int *done)
{
	int asked;

	pthread_mutex_lock(&j->mu);
	asked = j->sd != NULL;
	if (asked) {
		*deals = j->sd->o.deals;
		*seed = j->sd->o.seed;
		*done = j->sd->ndone;
	}
	pthread_mutex_unlock(&j->mu);
	return asked;
}

void sessionjob_sd_get(sessionjob *j, int i, sessionjob_sd *out)
{
	pthread_mutex_lock(&j->mu);
	if (!j->sd) {
		memset(out, 0, sizeof *out);
		out->state = SJSD_NONE;
		memset(out->verdict, -1, sizeof out->verdict);
	} else {
		*out = j->sd->row[i];
		if (out->state == SJSD_WORKING)
			out->judged = atomic_load(&j->sd->judged);
	}
	pthread_mutex_unlock(&j->mu);
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
	sd_free(j);
	pthread_mutex_destroy(&j->mu);
	for (t = 0; t < SESSIONJOB_MAX_THREADS; t++)
		dd_free(j->ctx[t]);
	free(j->b);
	free(j->row);
	free(j->args);
	free(j);
}
