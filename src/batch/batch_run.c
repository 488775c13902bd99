/*
 * batch_run.c - how the batch commands run (batch_int.h): the records
 * read and handed to the command's handler, -j N threads, the results
 * written in input order (to standard output or, -o, to a file written
 * whole), Ctrl-C for analyse --sd, --stats; the options are read by
 * batch_opts.c.
 *
 * A handler prints into a buffer of its own (an open_memstream() stream)
 * rather than to standard output, so that with -j N boards can be solved
 * by N threads, each with its own engine context, and still be written in
 * input order, each as soon as it and those before it are done.
 */
#define _GNU_SOURCE 1           /* open_memstream() with older headers */
#include "batch.h"
#include "batch_int.h"
#include "progress.h"
#include "sdstop.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <strings.h>
#include <sys/resource.h>
#include <unistd.h>

#include "dd.h"
#include "formats/pbn.h"
#include "model/record.h"
#include "formats/source.h"
#include "util/cli.h"
#include "util/pool.h"
#include "util/util.h"


/* Reports a problem with the record being handled, at line (0: the
 * record's first line): "FILE:LINE: board B: message". */
void batch_report(env *s, long line, const char *fmt, ...)
{
	const record *r = s->cur;
	char label[48];
	va_list ap;

	record_board_label(r->board, label, sizeof label);
	fprintf(s->err, "%s:%ld: %s", r->file ? r->file : "stdin",
		line ? line : r->line, label);
	va_start(ap, fmt);
	vfprintf(s->err, fmt, ap);
	va_end(ap);
	fputc('\n', s->err);
	s->failed = 1;
}

/* ---- statistics (--stats) --------------------------------------------- */

void batch_stats_add(stats *s, double seconds)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		s->times = xrealloc(s->times, s->cap * sizeof *s->times);
	}
	s->times[s->n++] = seconds;
}

static void stats_print(stats *st, const char *unit, double total,
			uint64_t nodes, int threads)
{
	struct rusage ru;

	fprintf(stderr, "stats: %zu %ss in %.3f s, %llu nodes", st->n,
		unit, total, (unsigned long long)nodes);
	if (total > 0)
		fprintf(stderr, " (%.2f M nodes/s)", (double)nodes / total / 1e6);
	fprintf(stderr, ", %d thread%s\n", threads, threads == 1 ? "" : "s");
	if (st->n > 0) {
		util_sort_doubles(st->times, st->n);
		fprintf(stderr, "stats: per %s: p50 %.3f ms, p99 %.3f ms, "
			"max %.3f ms\n", unit,
			1e3 * util_percentile(st->times, st->n, 0.50),
			1e3 * util_percentile(st->times, st->n, 0.99),
			1e3 * st->times[st->n - 1]);
	}
	if (st->parts > 0)
		fprintf(stderr, "stats: %ld parts solved apart, %ld of them "
			"by another thread than their %s's first\n",
			st->parts, st->shared, unit);
	if (getrusage(RUSAGE_SELF, &ru) == 0)
		fprintf(stderr, "stats: peak memory %.1f MB\n",
			(double)ru.ru_maxrss / 1024.0);
}

/* ---- running the handlers --------------------------------------------- */

/* One record to handle, and what handling it printed. */
typedef struct {
	record r;
	int empty;              /* no record: only the reader's messages */
	char *pre;              /* the reader's messages before the record */
	size_t prelen;
	char *out, *err;
	size_t outlen, errlen;
	int failed;
	int done;
	/* split boards (splitter): under the ring's mu */
	int nparts;             /* 0: handled whole */
	int next_part;          /* the next part to hand out */
	int parts_done;
	int owner;              /* the worker of its first part */
	parts solved;
} job;

/* Handles j->r in s: its output and messages into j's buffers. */
static void run_job(env *s, handler *h, job *j)
{
	s->out = open_memstream(&j->out, &j->outlen);
	s->err = open_memstream(&j->err, &j->errlen);
	if (!s->out || !s->err) {
		fprintf(stderr, "ddplay: out of memory\n");
		abort();
	}
	s->failed = 0;
	s->cur = &j->r;
	h(s, &j->r);
	fclose(s->out);
	fclose(s->err);
	s->out = s->err = NULL;
	j->failed = s->failed;
}

/* Where the results go, and what has been written. */
typedef struct {
	const options *opt;
	FILE *out;
	char *tmp;              /* -o: util_atomic_open()'s temporary file */
	int printed;            /* some board's results were written */
	int failed;             /* some board reported a problem */
	progress *prog;         /* on a terminal, else NULL */
	int out_tty;            /* the results go to a terminal too: the
				 * progress line erased before them */
	/* --pbn: the header is written before the first board, with the
	 * byte-order mark and the line ends of that board's file (eol,
	 * pbn_eol_of()), as :save writes a board's file (pbn_write_start()) */
	int pbn_started;
	int eol;
	/* --pbn -o FILE where FILE is an input (in place): its name as
	 * given, and its boards read as PBN and otherwise */
	const char *inplace;
	long inplace_pbn, inplace_other;
} sink;

/* A write of the results failed (error e): say so, the temporary file of
 * -o removed, and stop at once rather than solve what cannot be written.
 * When the reader of a pipe has gone (EPIPE, SIGPIPE ignored), quietly. */
static void write_failed(sink *k, int e)
{
	if (k->opt->output) {
		fprintf(stderr, "ddplay %s: %s: cannot write: %s\n",
			k->opt->cmd, k->opt->output, strerror(e));
		util_atomic_abort(k->out, k->tmp);
	} else if (e != EPIPE) {
		fprintf(stderr, "ddplay %s: write error: %s\n", k->opt->cmd,
			strerror(e));
	}
	/* Not exit(): other threads may be running, and standard output
	 * cannot be flushed anyway. */
	_exit(1);
}

/* Flushes the results written so far (a board's results come out whole,
 * before the messages of the next): stops on an error. */
static void check_written(sink *k)
{
	errno = 0;
	if (fflush(k->out) == 0 && !ferror(k->out))
		return;
	write_failed(k, errno ? errno : EIO);
}

/* --pbn: the file's start, as the first board's file started (r), or as
 * ddplay's own (r NULL: no board). */
static void start_pbn(sink *k, const record *r)
{
	if (!(k->opt->flags & OPT_PBN) || k->pbn_started)
		return;
	k->pbn_started = 1;
	k->eol = pbn_eol_of(r);
	errno = 0;
	if (pbn_write_start(k->out, r, NULL) < 0)
		write_failed(k, errno ? errno : EIO);
}

static void write_job(sink *k, job *j)
{
	check_written(k);
	if (!j->empty) {
		start_pbn(k, &j->r);
		if (k->inplace && j->r.file &&
		    strcmp(j->r.file, k->inplace) == 0) {
			if (j->r.format == RECORD_PBN)
				k->inplace_pbn++;
			else
				k->inplace_other++;
		}
	}
	if (j->prelen || j->errlen) {
		progress_hold(k->prog);
		if (j->prelen)
			fwrite(j->pre, 1, j->prelen, stderr);
		if (j->errlen)
			fwrite(j->err, 1, j->errlen, stderr);
		progress_release(k->prog);
	}
	if (!j->empty)
		progress_board(k->prog);
	if (j->outlen) {
		/* on the terminal of the progress: after the line erased,
		 * not after its text */
		if (k->out_tty)
			progress_hold(k->prog);
		/* Readable results are separated by blank lines. */
		if (k->printed &&
		    !(k->opt->flags & (OPT_LINES | OPT_PBN | OPT_CARDS |
				       OPT_JSON)))
			fputc('\n', k->out);
		/* A write too big for the buffer fails here, with its
		 * error in errno (fflush() then has none to give). */
		errno = 0;
		if (pbn_write_text(k->out, k->eol, j->out, j->outlen) < 0)
			write_failed(k, errno ? errno : EIO);
		k->printed = 1;
	}
	check_written(k);
	if (j->outlen && k->out_tty)
		progress_release(k->prog);
	k->failed |= j->failed;
	free(j->pre);
	free(j->out);
	free(j->err);
	j->pre = j->out = j->err = NULL;
	j->prelen = j->outlen = j->errlen = 0;
	record_free(&j->r);
}

/* analyse --sd: Ctrl-C stops the board in progress (its layouts'
 * solvers within about 10 ms), which says so; the boards printed stay
 * (sdstop.h).  The flag, once installed. */
static atomic_int *sd_stop;

static int env_open(env *s, const options *o)
{
	memset(s, 0, sizeof *s);
	s->opt = o;
	s->stop = o->flags & OPT_SD ? sd_stop : NULL;
	s->utf8 = util_locale_is_utf8();
	s->ctx = dd_new(0);
	if (s->ctx && o->threads > 1)
		dd_set_threads(s->ctx, o->threads);
	return s->ctx ? 0 : -1;
}

/* -j N: the main thread reads records into a ring of jobs, N workers
 * (a util/pool.h pool) handle them, a writer thread writes them in order.
 * Everything below mu guards the ring and the jobs' done flags; a job's
 * record and buffers belong to the reader until it is queued, then to
 * its worker until done, then to the writer. */
typedef struct {
	pthread_mutex_t mu;
	pthread_cond_t work, done, space;
	job *ring;
	long cap;
	long head;              /* the oldest job not written yet */
	long assign;            /* the next job to hand to a worker */
	long tail;              /* the next free slot */
	int closing;            /* no more records will come */
	int idle;               /* workers waiting for work */
	long parts, shared;     /* for --stats (stats) */
	handler *h;
	const splitter *sp;     /* or NULL */
	sink *k;
	env *s;                 /* worker k handles its jobs in s[k] */
} ring;

/* The next work, under p->mu: a part of the board this worker is on
 * (*cur), else a new job (its first part when it splits), else a part
 * of a board another worker is on, the oldest first (the writer waits
 * for it); NULL when there is none now.  *part: the part, -1 for a whole
 * job. */
static job *take_work(ring *p, job **cur, int *part)
{
	job *j = *cur;
	long i;

	if (j && j->next_part < j->nparts) {
		*part = j->next_part++;
		return j;
	}
	*cur = NULL;
	if (p->assign < p->tail) {
		j = &p->ring[p->assign++ % p->cap];
		*part = -1;
		if (j->nparts > 0) {
			*part = j->next_part++;
			*cur = j;
			/* its other parts, for the workers waiting */
			if (p->idle)
				pthread_cond_broadcast(&p->work);
		}
		return j;
	}
	for (i = p->head; i < p->assign; i++) {
		j = &p->ring[i % p->cap];
		if (j->next_part < j->nparts) {
			*part = j->next_part++;
			*cur = j;
			return j;
		}
	}
	return NULL;
}

static void worker_work(void *arg, int k)
{
	ring *p = arg;
	env *s = &p->s[k];
	job *cur = NULL;

	pthread_mutex_lock(&p->mu);
	for (;;) {
		job *j;
		double t0;
		int part, rc;

		j = take_work(p, &cur, &part);
		if (!j) {
			if (p->closing && p->assign == p->tail)
				break;
			p->idle++;
			pthread_cond_wait(&p->work, &p->mu);
			p->idle--;
			continue;
		}
		if (part == 0)
			j->owner = k;
		pthread_mutex_unlock(&p->mu);
		if (part >= 0) {
			t0 = util_seconds();
			rc = p->sp->solve(s, &j->r, part, j->solved.tricks);
			t0 = util_seconds() - t0;
			pthread_mutex_lock(&p->mu);
			j->solved.seconds += t0;
			j->solved.failed |= rc < 0;
			p->parts++;
			p->shared += j->owner != k;
			if (++j->parts_done < j->nparts)
				continue;
			/* the last part: the board whole, by this worker */
			pthread_mutex_unlock(&p->mu);
			s->solved = &j->solved;
		}
		if (!j->empty)
			run_job(s, p->h, j);
		s->solved = NULL;
		pthread_mutex_lock(&p->mu);
		j->done = 1;
		pthread_cond_broadcast(&p->done);
	}
	pthread_mutex_unlock(&p->mu);
}

static void writer_work(void *arg, int k)
{
	ring *p = arg;

	(void)k;
	pthread_mutex_lock(&p->mu);
	for (;;) {
		job *j;

		while (p->head < p->tail && !p->ring[p->head % p->cap].done)
			pthread_cond_wait(&p->done, &p->mu);
		if (p->head == p->tail) {
			if (p->closing)
				break;
			pthread_cond_wait(&p->done, &p->mu);
			continue;
		}
		j = &p->ring[p->head % p->cap];
		pthread_mutex_unlock(&p->mu);
		write_job(p->k, j);
		pthread_mutex_lock(&p->mu);
		j->done = 0;
		p->head++;
		pthread_cond_broadcast(&p->space);
	}
	pthread_mutex_unlock(&p->mu);
}

/* Runs h over every record of src with o->jobs threads; the workers'
 * timing goes into st, their nodes into *nodes. */
static int run_pool(const options *o, source *src, handler *h,
		    const splitter *sp, sink *k, stats *st, uint64_t *nodes)
{
	int n = o->jobs, i, nenv;
	env *s = xcalloc((size_t)n, sizeof *s);
	pool *workers = NULL, *writer = NULL;
	ring p;
	record r;

	memset(&p, 0, sizeof p);
	pthread_mutex_init(&p.mu, NULL);
	pthread_cond_init(&p.work, NULL);
	pthread_cond_init(&p.done, NULL);
	pthread_cond_init(&p.space, NULL);
	/* Room for 16 jobs a worker: a slow record at the head holds the
	 * writer, and the others go on only while the ring has room (with
	 * 4 a worker, a simulation over tables.txt's node counts gave -j 16
	 * 12.5x one thread at most; with 16, 14.2x, as with no limit). */
	p.cap = 16L * n;
	p.ring = xcalloc((size_t)p.cap, sizeof *p.ring);
	p.h = h;
	p.sp = sp;
	p.k = k;
	p.s = s;
	for (nenv = 0; nenv < n; nenv++)
		if (env_open(&s[nenv], o) < 0)
			break;
	if (nenv > 0)
		workers = pool_start(nenv, worker_work, &p);
	if (workers)
		writer = pool_start(1, writer_work, &p);
	if (!writer) {
		fprintf(stderr, "ddplay %s: cannot start the threads\n",
			o->cmd);
		exit(1);
	}
	/* The reader's messages go with the record read after them, in
	 * order, rather than straight to stderr where they would mix with
	 * the writer's. */
	record_init(&r);
	for (;;) {
		char *pre = NULL;
		size_t prelen = 0;
		FILE *diag = open_memstream(&pre, &prelen);
		int got;
		job *j;

		if (!diag)
			abort();
		source_set_diag(src, diag);
		got = source_next(src, &r);
		fclose(diag);
		source_set_diag(src, stderr);
		if (!got && prelen == 0) {
			free(pre);
			break;
		}
		pthread_mutex_lock(&p.mu);
		while (p.tail - p.head == p.cap)
			pthread_cond_wait(&p.space, &p.mu);
		j = &p.ring[p.tail % p.cap];
		j->r = r;               /* the job owns it now */
		j->empty = !got;
		j->pre = pre;
		j->prelen = prelen;
		j->done = 0;
		j->nparts = got && sp ? sp->count(o, &j->r) : 0;
		j->next_part = j->parts_done = 0;
		memset(&j->solved, 0, sizeof j->solved);
		p.tail++;
		pthread_cond_signal(&p.work);
		pthread_mutex_unlock(&p.mu);
		record_init(&r);
		/* analyse --sd: Ctrl-C ends the input too */
		if (!got || sdstop_fired())
			break;
	}
	pthread_mutex_lock(&p.mu);
	p.closing = 1;
	pthread_cond_broadcast(&p.work);
	pthread_cond_broadcast(&p.done);
	pthread_mutex_unlock(&p.mu);
	pool_join(workers);
	pool_join(writer);
	st->parts = p.parts;
	st->shared = p.shared;
	for (i = 0; i < nenv; i++) {
		size_t m;

		for (m = 0; m < s[i].st.n; m++)
			batch_stats_add(st, s[i].st.times[m]);
		*nodes += dd_nodes(s[i].ctx);
		free(s[i].st.times);
		dd_free(s[i].ctx);
	}
	free(p.ring);
	free(s);
	pthread_mutex_destroy(&p.mu);
	pthread_cond_destroy(&p.work);
	pthread_cond_destroy(&p.done);
	pthread_cond_destroy(&p.space);
	return 0;
}

/* A whole command: options, then every record through h.  allowed: the
 * OPT_ flags the command takes; lines_hold: SOURCE_DEALS or
 * SOURCE_POSITIONS; unit: what --stats counts. */
int batch_run_command(int argc, char **argv, int allowed, int lines_hold,
		      handler *h, const char *unit)
{
	return batch_run_split(argc, argv, allowed, lines_hold, h, NULL, unit);
}
/* Whether path names a pipe (a FIFO, or /dev/stdin on one). */
static int is_pipe(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISFIFO(st.st_mode);
}


int batch_run_split(int argc, char **argv, int allowed, int lines_hold,
		    handler *h, const splitter *sp, const char *unit)
{
	options o;
	source *src;
	sink k;
	stats st = { 0 };
	uint64_t nodes = 0;
	double start = util_seconds();
	int r, status, stopped = 0;

	r = batch_parse_options(argc, argv, allowed | OPT_STATS | OPT_JOBS, &o);
	if (r != 0) {
		free(o.files);
		/* --help to a full disk: a write error, status 1 */
		return r > 0 ? util_output_end(o.cmd, stdout, NULL, NULL) < 0 : 2;
	}
	memset(&k, 0, sizeof k);
	k.opt = &o;
	k.out = stdout;
	k.inplace = batch_pbn_inplace(&o);
	/* -o naming an input: only table --pbn may replace it, with all
	 * of itself (batch_pbn.c); JSON or text would lose its boards.
	 * Not the pipe the input comes through (-o /dev/stdin): opened
	 * for writing, the input would never end. */
	if (o.output && (!(o.flags & OPT_PBN) || is_pipe(o.output)) &&
	    util_output_is_input(o.output, o.nfiles, o.files)) {
		r = util_output_refused(o.cmd, o.output, o.flags & OPT_JSON ?
					"the JSON" : "the output");
		free(o.files);
		return r;
	}
	if (o.output) {
		/* Interrupted, the temporary file goes too: the handlers
		 * first, so that none comes between the file and them. */
		util_atomic_cleanup_on_signals();
		k.out = util_atomic_open(o.output, &k.tmp);
		if (!k.out) {
			fprintf(stderr, "ddplay %s: %s: cannot write: %s\n",
				o.cmd, o.output, util_atomic_why(errno));
			free(o.files);
			return 1;
		}
	}
	if (o.flags & OPT_SD) {
		/* after -o's handlers: Ctrl-C is ours, then theirs */
		sd_stop = sdstop_install();
	}
	src = source_new(o.nfiles, o.files, lines_hold, stderr);
	if (sd_stop)
		source_set_stop(src, sd_stop);
	if (o.flags & OPT_PBN)
		source_keep_all(src);
	k.prog = progress_start(o.cmd, o.nfiles, o.files, lines_hold,
				(o.flags & OPT_QUIET) != 0);
	k.out_tty = k.prog && isatty(fileno(k.out));
	if (k.prog && (o.flags & OPT_SD)) {
		/* a board's decisions and layouts: it may take minutes */
		o.sd.watch = progress_within;
		o.sd.watch_user = k.prog;
	}
	if (o.jobs > 1) {
		run_pool(&o, src, h, sp, &k, &st, &nodes);
	} else {
		env s;
		job j;

		if (env_open(&s, &o) < 0) {
			fprintf(stderr, "ddplay %s: out of memory for the "
				"solver\n", o.cmd);
			exit(1);
		}
		memset(&j, 0, sizeof j);
		record_init(&j.r);
		for (;;) {
			FILE *diag = NULL;
			int got;

			/* with the progress shown, the reader's messages go
			 * through write_job(), which erases it first */
			if (k.prog && (diag = open_memstream(&j.pre,
							     &j.prelen)))
				source_set_diag(src, diag);
			got = source_next(src, &j.r);
			if (diag) {
				fclose(diag);
				source_set_diag(src, stderr);
			}
			j.empty = !got;
			if (got)
				run_job(&s, h, &j);
			write_job(&k, &j);
			if (!got || sdstop_fired())
				break;
		}
		stopped = s.stopped;
		record_free(&j.r);
		st = s.st;
		nodes = dd_nodes(s.ctx);
		dd_free(s.ctx);
	}
	progress_end(k.prog);
	/* no board: the header all the same */
	start_pbn(&k, NULL);
	if (sdstop_fired()) {
		/* as an interrupted batch command ends: the boards printed
		 * stay, -o FILE is left as it was, the status is the
		 * signal's */
		if (!stopped)
			fprintf(stderr, "ddplay %s: interrupted\n", o.cmd);
		if (o.output)
			util_atomic_abort(k.out, k.tmp);
		else
			fflush(k.out);
		sdstop_raise();
		/* still here (SIGINT handled elsewhere): 130 all the same,
		 * k.out closed */
		source_free(src);
		free(st.times);
		free(o.files);
		return 130;
	}
	status = source_status(src) || k.failed;
	if ((o.flags & OPT_PBN) &&
	    batch_pbn_refused(&o, src, k.inplace, k.inplace_pbn,
			      k.inplace_other)) {
		/* (said) */
		if (o.output) {
			util_atomic_abort(k.out, k.tmp);
			k.out = NULL;
		}
		status = 1;
	}
	source_free(src);
	if (k.out && o.output && status && !k.printed) {
		/* nothing answered, every board refused: -o FILE is left as
		 * it was, not replaced by nothing */
		util_atomic_abort(k.out, k.tmp);
		fprintf(stderr, "ddplay %s: nothing answered: %s not "
			"written\n", o.cmd, o.output);
	} else if (k.out &&
		   util_output_end(o.cmd, k.out, k.tmp, o.output) < 0) {
		status = 1;
	}
	if (o.flags & OPT_STATS)
		stats_print(&st, unit, util_seconds() - start, nodes, o.jobs);
	free(st.times);
	free(o.files);
	return status;
}
