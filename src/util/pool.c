/*
 * pool.c - threads started, working and joined, see pool.h.
 */
#include "pool.h"

#include <signal.h>
#include <stdlib.h>

int pool_thread_start(pthread_t *tid, void *(*fn)(void *), void *arg)
{
	sigset_t all, old;
	int e;

	sigfillset(&all);
	sigdelset(&all, SIGSEGV);
	sigdelset(&all, SIGBUS);
	sigdelset(&all, SIGFPE);
	sigdelset(&all, SIGILL);
	sigdelset(&all, SIGABRT);
	/* the new thread inherits the mask: set it around the creation */
	pthread_sigmask(SIG_BLOCK, &all, &old);
	e = pthread_create(tid, NULL, fn, arg);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	return e;
}

/* One thread of a pool: its worker number, and the pool. */
typedef struct {
	pthread_t tid;
	pool *p;
	int k;
} pool_thread;

struct pool {
	pool_work *fn;
	void *arg;
	int n;                  /* threads started: t[0 .. n) */
	pool_thread t[];
};

static void *thread_main(void *arg)
{
	pool_thread *t = arg;

	t->p->fn(t->p->arg, t->k);
	return NULL;
}

/* Starts workers first, first+1, ... up to n-1 into a new pool (NULL
 * when memory is short). */
static pool *start(int first, int n, pool_work *fn, void *arg)
{
	pool *p;
	int k;

	if (n <= first)
		n = first;
	p = malloc(sizeof *p + (size_t)(n - first) * sizeof p->t[0]);
	if (!p)
		return NULL;
	p->fn = fn;
	p->arg = arg;
	p->n = 0;
	for (k = first; k < n; k++) {
		pool_thread *t = &p->t[p->n];

		t->p = p;
		t->k = k;
		if (pool_thread_start(&t->tid, thread_main, t) != 0)
			break;
		p->n++;
	}
	return p;
}

void pool_join(pool *p)
{
	int i;

	if (!p)
		return;
	for (i = 0; i < p->n; i++)
		pthread_join(p->t[i].tid, NULL);
	free(p);
}

int pool_run(int n, pool_work *fn, void *arg)
{
	pool *p = start(1, n, fn, arg);
	int ran = 1 + (p ? p->n : 0);

	fn(arg, 0);
	pool_join(p);
	return ran;
}

pool *pool_start(int n, pool_work *fn, void *arg)
{
	pool *p = start(0, n, fn, arg);

	if (p && p->n == 0) {
		free(p);
		return NULL;
	}
	return p;
}

int pool_size(const pool *p)
{
	return p ? p->n : 0;
}
