/*
 * sdjob.c - single-dummy figures in a thread, see sdjob.h.
 */
#include "sdjob.h"

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

#include "sim/sdauction.h"
#include "sim/sdlayout.h"
#include "util/util.h"

#define SDJOB_MAX_THREADS 8
/* Tries to deal the layouts, as `ddplay sd` allows by default. */
#define SDJOB_TRIES 20000000L

struct sdjob {
	pthread_t tid;
	int joined;
	pthread_mutex_t mu;
	int threads;
	dd_position pos;
	int level;
	sdlayout_view sv;
	int constrained;        /* specs given: dropped when none fits */
	char spec_text[4][400];
	auction *board;         /* the board's auction, or NULL */
	unsigned seen;          /* its calls of these seats not used */
	char drop_text[4][AUCTION_HAND_SIZE];   /* the specs with one of
						 * its calls left out */
	char asked[1040];       /* the constraints text as given */
	long n;
	long tries;             /* layouts tried at the most */
	atomic_int stop;
	sdjob_view v;           /* under mu */
	/* once the thread has ended: the layouts dealt and each one's row
	 * of tricks (-1: not solved), for sdjob_resume(); a resumed job
	 * starts with them (prior) instead of dealing */
	sdlayout_set s;
	int8_t *tricks;
	int8_t *prior;
};

/* sd's progress: the tallies so far, copied for the screen. */
static void progress(void *user, const sd_tally *t, long done, long total)
{
	sdjob *j = user;

	(void)done;
	pthread_mutex_lock(&j->mu);
	j->v.tally = *t;
	j->v.total = total;
	pthread_mutex_unlock(&j->mu);
}

/* The lowest priority for this thread and the solving threads it starts
 * (they inherit it): the double-dummy solver of the screen goes first. */
static void lowest_priority(void)
{
#ifdef __linux__
	/* on Linux, a thread's nice value is its own */
	(void)setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 19);
#endif
}

/* No layout fits the board's auction (the cards played contradict
 * it): its first call whose spec, left out alone, lets the others hold
 * left out, as `ddplay sd` leaves it (sdauction.h), and the line says
 * so.  1 when no one call does; else sdlayout_deal()'s result. */
static int deal_without_a_call(sdjob *j, sdlayout_set *s, char *err,
			       size_t errsize)
{
	sdauction_where w = { &j->pos, NULL, j->sv.restricted, j->v.seed,
			      j->tries, NULL, &j->stop };
	const char *unused[4] = { NULL, NULL, NULL, NULL };
	sdlayout_view v;
	char used[sizeof j->v.constraints - 9], call[AUCTION_SPEC_SIZE + 96];
	int k, seat;

	k = sdauction_drop_one(&w, j->board, s->tries, AUCTION_DROP_SEEN);
	if (k < 0 || sdauction_view(&w, j->board, j->drop_text, &v, err,
				    errsize) < 0)
		return 1;
	for (seat = 0; seat < 4; seat++)
		if (j->seen & (1u << seat))
			unused[seat] = "the hand is seen";
	auction_describe_for(j->board, unused, used, sizeof used);
	snprintf(call, sizeof call, "%s by %s", j->board->calls[k].text,
		 dd_seat_name(j->board->calls[k].seat));
	sdlayout_free(s);
	memset(s, 0, sizeof *s);
	pthread_mutex_lock(&j->mu);
	snprintf(j->v.constraints, sizeof j->v.constraints, "auction: %s",
		 used);
	auction_brief(j->board, j->seen, j->v.brief, sizeof j->v.brief);
	if (strlen(j->v.brief) + strlen(call) + 12 < sizeof j->v.brief)
		strcat(strcat(j->v.brief, "; not used: "), call);
	snprintf(j->v.shortest, sizeof j->v.shortest, "auction (not used: "
		 "%s)", call);
	pthread_mutex_unlock(&j->mu);
	j->sv = v;
	return sdlayout_deal(&j->sv, j->v.seed, j->n, j->tries, &j->stop,
			     s, err, errsize);
}

/* No layout fits the constraints (the cards played contradict them):
 * the layouts dealt without them, as `ddplay sd` does with a board's
 * own auction where no one call's leaving out lets the others hold,
 * and the line says so.  sdlayout_deal()'s result. */
static int deal_without(sdjob *j, sdlayout_set *s, char *err,
			size_t errsize)
{
	sdlayout_view plain;
	char used[sizeof j->v.constraints], brief[sizeof j->v.brief];
	long tried = s->tries;  /* SDLAYOUT_FIRST_TRIES, or fewer: --tries */

	if (sdlayout_view_make(&j->pos, NULL, &plain, err, errsize) < 0)
		return -1;
	sdlayout_free(s);
	memset(s, 0, sizeof *s);
	pthread_mutex_lock(&j->mu);
	snprintf(used, sizeof used, "%s", j->v.constraints);
	/* (a reason too long for the line keeps its start: "...") */
	if (snprintf(j->v.constraints, sizeof j->v.constraints,
		     "no constraints (none of the %ld layout%s tried fits "
		     "the %s)", tried, tried == 1 ? "" : "s",
		     used[0] ? used : "constraints") >=
	    (int)sizeof j->v.constraints)
		snprintf(j->v.constraints + sizeof j->v.constraints - 5, 5,
			 "...)");
	snprintf(brief, sizeof brief, "%s", j->v.brief);
	if (snprintf(j->v.brief, sizeof j->v.brief, "no constraints (no "
		     "layout fits %s)", brief[0] ? brief : "them") >=
	    (int)sizeof j->v.brief)
		snprintf(j->v.brief + sizeof j->v.brief - 5, 5, "...)");
	snprintf(j->v.shortest, sizeof j->v.shortest, "no constraints (%s "
		 "fits no layout)", strncmp(brief, "auction", 7) == 0
		 ? "auction" : "constraints");
	pthread_mutex_unlock(&j->mu);
	j->sv = plain;
	return sdlayout_deal(&j->sv, j->v.seed, j->n, j->tries, &j->stop,
			     s, err, errsize);
}

static void *sdjob_main(void *arg)
{
	sdjob *j = arg;
	sdlayout_set s = j->s;  /* a resumed job's layouts, or none */
	sd_result res;
	char err[160] = "";
	int rc = 0;

	lowest_priority();
	memset(&j->s, 0, sizeof j->s);
	memset(&res, 0, sizeof res);
	if (!j->prior) {
		memset(&s, 0, sizeof s);
		rc = sdlayout_deal(&j->sv, j->v.seed, j->n, j->tries,
				   &j->stop, &s, err, sizeof err);
		if (rc < 0 && !j->stop && j->board)
			rc = deal_without_a_call(j, &s, err, sizeof err);
		if (rc != 0 && !j->stop && j->constrained)
			rc = deal_without(j, &s, err, sizeof err);
	}
	if (rc == 0 && (!j->stop || j->prior)) {
		pthread_mutex_lock(&j->mu);
		j->v.total = s.n;
		j->v.tries = s.tries;
		pthread_mutex_unlock(&j->mu);
		/* stopped at once, a resumed job still shows what it had */
		rc = sd_position_resume(&j->sv, s.deals, s.n, j->v.need,
					j->threads, 0, j->prior, &j->stop,
					progress, j, &res, err, sizeof err);
	}
	free(j->prior);
	j->prior = NULL;
	pthread_mutex_lock(&j->mu);
	if (rc == 0 && s.n > 0 && res.tally.n > 0)
		j->v.tally = res.tally;
	j->v.stopped = j->stop && j->v.tally.n < j->v.total;
	if (rc < 0 && !j->stop)
		snprintf(j->v.msg, sizeof j->v.msg, "%s", err);
	/* kept for sdjob_resume() and sdjob_judge() when the layouts were
	 * all dealt and a row for each was made (set with running, under
	 * the lock: sdjob_judge() reads them once it is 0) */
	if (rc == 0 && s.n > 0 && res.tricks) {
		j->s = s;
		j->tricks = res.tricks;
	} else {
		free(res.tricks);
		sdlayout_free(&s);
	}
	j->v.running = 0;
	pthread_mutex_unlock(&j->mu);
	return NULL;
}

uint64_t sdjob_seed(const dd_position *pos)
{
	return sdlayout_seed(pos);
}

sdjob *sdjob_start(const dd_position *pos, int level, long n,
		   uint64_t seed, const char *const specs[4],
		   const char *constraints, const char *brief,
		   const auction *board, unsigned seen, int threads,
		   long tries, char *err, size_t errsize)
{
	sdjob *j = calloc(1, sizeof *j);
	const char *spec[4] = { NULL, NULL, NULL, NULL };
	dd_card weighed[52];
	int s;

	if (!j) {
		snprintf(err, errsize, "out of memory");
		return NULL;
	}
	for (s = 0; s < 4; s++)
		if (specs && specs[s] && specs[s][0]) {
			snprintf(j->spec_text[s], sizeof j->spec_text[s], "%s",
				 specs[s]);
			spec[s] = j->spec_text[s];
		}
	if (sdlayout_view_make(pos, spec, &j->sv, err, errsize) < 0) {
		free(j);
		return NULL;
	}
	j->constrained = spec[0] || spec[1] || spec[2] || spec[3];
	if (board && j->constrained) {
		j->board = malloc(sizeof *j->board);
		if (!j->board) {
			snprintf(err, errsize, "out of memory");
			free(j);
			return NULL;
		}
		*j->board = *board;
		j->seen = seen;
	}
	j->pos = *pos;
	j->n = n;
	j->tries = tries > 0 ? tries : SDJOB_TRIES;
	j->level = level;
	j->threads = util_threads(threads, SDJOB_MAX_THREADS);
	j->v.seat = j->sv.to_play;
	j->v.side = j->sv.side;
	j->v.need = sd_need(&j->sv, level);
	j->v.total = j->v.asked = n;
	j->v.seed = seed;
	j->v.running = 1;
	j->v.tally.ncards = 0;
	j->v.nweighed = sdlayout_weighed(&j->sv, weighed);
	memcpy(j->v.weighed, weighed, sizeof j->v.weighed);
	if (constraints) {
		snprintf(j->v.constraints, sizeof j->v.constraints, "%s",
			 constraints);
		snprintf(j->asked, sizeof j->asked, "%s", constraints);
	}
	if (brief)
		snprintf(j->v.brief, sizeof j->v.brief, "%s", brief);
	pthread_mutex_init(&j->mu, NULL);
	if (util_thread_start(&j->tid, sdjob_main, j) != 0) {
		snprintf(err, errsize, "cannot start a thread");
		pthread_mutex_destroy(&j->mu);
		free(j->board);
		free(j);
		return NULL;
	}
	return j;
}

int sdjob_resumes(sdjob *old, long n, uint64_t seed,
		  const char *const specs[4], const char *constraints,
		  long tries)
{
	int s;

	sdjob_stop(old);
	if (!old->tricks)
		return 0;
	if (old->n != n || old->v.seed != seed ||
	    old->tries != (tries > 0 ? tries : SDJOB_TRIES) ||
	    strcmp(old->asked, constraints ? constraints : "") != 0)
		return 0;
	for (s = 0; s < 4; s++) {
		const char *want = specs && specs[s] && specs[s][0] ?
				   specs[s] : "";

		if (strcmp(old->spec_text[s], want) != 0)
			return 0;
	}
	return 1;
}

sdjob *sdjob_resume(sdjob *old, int threads, char *err, size_t errsize)
{
	sdjob *j;
	int s;

	sdjob_stop(old);
	if (!old->tricks)
		return NULL;
	if (!old->s.deals)
		return NULL;
	j = calloc(1, sizeof *j);
	if (!j) {
		snprintf(err, errsize, "out of memory");
		return NULL;
	}
	j->pos = old->pos;
	j->level = old->level;
	j->sv = old->sv;
	j->constrained = old->constrained;
	memcpy(j->spec_text, old->spec_text, sizeof j->spec_text);
	memcpy(j->asked, old->asked, sizeof j->asked);
	memcpy(j->drop_text, old->drop_text, sizeof j->drop_text);
	/* (the view's texts are the job's: the specs given, or those
	 * with a call left out) */
	for (s = 0; s < 4; s++)
		if (j->sv.spec_text[s])
			j->sv.spec_text[s] =
				j->sv.spec_text[s] == old->drop_text[s] ?
				j->drop_text[s] : j->spec_text[s];
	j->n = old->n;
	j->tries = old->tries;
	j->threads = util_threads(threads, SDJOB_MAX_THREADS);
	j->v = old->v;
	j->v.running = 1;
	j->v.stopped = 0;
	j->v.msg[0] = '\0';
	/* the layouts and the rows move to the new job */
	j->s = old->s;
	j->prior = old->tricks;
	memset(&old->s, 0, sizeof old->s);
	old->tricks = NULL;
	pthread_mutex_init(&j->mu, NULL);
	if (util_thread_start(&j->tid, sdjob_main, j) != 0) {
		snprintf(err, errsize, "cannot start a thread");
		pthread_mutex_destroy(&j->mu);
		sdlayout_free(&j->s);
		free(j->prior);
		free(j);
		return NULL;
	}
	return j;
}

int sdjob_at(const sdjob *j, const dd_position *pos, int level)
{
	const dd_position *p = &j->pos;

	return j->level == level && p->strain == pos->strain &&
	       p->leader == pos->leader &&
	       p->nplayed == pos->nplayed &&
	       memcmp(&p->deal, &pos->deal, sizeof p->deal) == 0 &&
	       memcmp(p->played, pos->played,
		      (size_t)p->nplayed * sizeof p->played[0]) == 0;
}

void sdjob_peek(sdjob *j, sdjob_view *v)
{
	pthread_mutex_lock(&j->mu);
	*v = j->v;
	pthread_mutex_unlock(&j->mu);
}

int sdjob_judge(sdjob *j, dd_card played, int by_contract, sd_verdict *out)
{
	sd_result r;
	int got = -1;

	pthread_mutex_lock(&j->mu);
	if (!j->v.running && !j->v.stopped && j->tricks &&
	    j->v.tally.n == j->s.n) {
		memset(&r, 0, sizeof r);
		r.tally = j->v.tally;
		r.tricks = j->tricks;
		r.ndone = j->s.n;
		got = sd_judge(&j->sv, &r, played, by_contract, j->v.need,
			       out);
	}
	pthread_mutex_unlock(&j->mu);
	return got;
}

void sdjob_stop(sdjob *j)
{
	if (!j || j->joined)
		return;
	j->stop = 1;
	pthread_join(j->tid, NULL);
	j->joined = 1;
}

void sdjob_free(sdjob *j)
{
	if (!j)
		return;
	sdjob_stop(j);
	pthread_mutex_destroy(&j->mu);
	sdlayout_free(&j->s);
	free(j->tricks);
	free(j->prior);
	free(j->board);
	free(j);
}
