/*
 * pool.h - threads that only start, work and are joined: the pools of the
 * batch commands (batch_run.c, summary.c), of `ddplay lead`
 * (leadsolve.c) and of the libraries (src/lib/dd_tables.c,
 * src/dds/dds_all.c).
 *
 * Every thread started here takes no signal but those a fault raises
 * (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT): the thread that started
 * them handles the others (Ctrl-C, a closed pipe, a resize).  What the
 * threads share is the caller's to guard (a lock, or C11 atomics).
 *
 * No allocation that aborts and no message: this file is built into
 * libddplay and libdds-ddplay too, its names kept inside them.
 */
#ifndef UTIL_POOL_H
#define UTIL_POOL_H

#include <pthread.h>

/* pthread_create() of fn(arg) for a thread that takes no signal but the
 * ones a fault raises; pthread_create()'s result. */
int pool_thread_start(pthread_t *tid, void *(*fn)(void *), void *arg);

/* A work function: worker k of the pool (0, 1, ...), given the pool's
 * arg.  The workers usually take items from a counter they share until
 * none is left, so that any number of them does the whole work. */
typedef void pool_work(void *arg, int k);

/* Runs fn(arg, 0) in this thread and fn(arg, k) for k = 1 .. n-1 in
 * threads of their own, and returns once all have returned: the number
 * of workers that ran (1 to n; fewer when threads could not be had, the
 * work then shared by those that ran).  n < 1 is taken as 1. */
int pool_run(int n, pool_work *fn, void *arg);

/* Threads that run while this one does something else (reads the input,
 * shows progress): pool_start() starts fn(arg, k) for k = 0 .. n-1 in
 * threads of their own, as many as it can; NULL when none could start.
 * pool_size() is the number started (workers 0 .. size-1); pool_join()
 * waits for them all and frees p (NULL: nothing). */
typedef struct pool pool;
pool *pool_start(int n, pool_work *fn, void *arg);
int pool_size(const pool *p);
void pool_join(pool *p);

#endif
