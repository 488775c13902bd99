/*
 * batch_run.c - how the batch commands run (batch_int.h): their options,
 * the records read and handed to the command's handler, -j N threads, the
 * results written in input order (to standard output or, -o, to a file
 * written whole), --stats.
 *
 * A handler prints into a buffer of its own (an open_memstream() stream)
 * rather than to standard output, so that with -j N boards can be solved
 * by N threads, each with its own engine context, and still be written in
 * input order, each as soon as it and those before it are done.
 */
#define _GNU_SOURCE 1           /* open_memstream() with older headers */
#define _GNU_SOURCE 1           /* open_memstream() with older headers */
#include "batch.h"
#include "batch_int.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <unistd.h>

#include "dd.h"
#include "formats/pbn.h"
#include "model/record.h"
#include "formats/source.h"
#include "util/util.h"

#define MAX_JOBS 64

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

/* ---- options ---------------------------------------------------------- */

static const char *synopsis(const char *cmd)
{
	if (strcmp(cmd, "trace") == 0)
		return "ddplay trace [--lines | --json [-o FILE]] [--cards] "
		       "[-j N] [FILE...]";
	if (strcmp(cmd, "solve") == 0)
		return "ddplay solve [--lines | --json [-o FILE]] [-j N] "
		       "[--threads N]\n                    [FILE...]";
	if (strcmp(cmd, "analyse") == 0)
		return "ddplay analyse [--json [-o FILE]] [-j N] [FILE...]\n"
		       "       ddplay analyse --summary [--lines | --json] "
		       "[-o FILE] [-j N] [FILE...]";
	return "ddplay table [--lines | --json | --pbn [-o FILE]] "
	       "[--dealer X]\n                    [--vul V] [-j N] "
	       "[--threads N] [FILE...]";
}

static void command_help(const char *cmd)
{
	printf("usage: %s\n\n", synopsis(cmd));
	if (strcmp(cmd, "table") == 0)
		printf("Prints the tricks each seat makes as declarer in each "
		       "strain, and the par\nscore and contract(s) for the "
		       "board's dealer and vulnerability.\n"
		       "  --pbn       write the boards as PBN with the "
		       "analysis added: the tags\n"
		       "              DoubleDummyTricks, OptimumResultTable, "
		       "OptimumScore, ParContract\n"
		       "  --dealer X  the dealer for par (N, E, S or W), "
		       "instead of the board's\n"
		       "  --vul V     the vulnerability for par (None, NS, "
		       "EW or All), instead of\n"
		       "              the board's\n"
		       "  --threads N solve each deal's strains in N threads, "
		       "2 at most (with -j,\n              N a board)\n");
	else if (strcmp(cmd, "solve") == 0)
		printf("For each position (deal|strain|leader|played, or a "
		       "board of a PBN or LIN\nfile: its contract and the "
		       "cards played), prints every legal card with the\n"
		       "tricks the side to play takes with it.\n"
		       "  --threads N score each new position (a new deal or "
		       "strain) with N\n              threads, 2 at most "
		       "(the same scores; with -j, N a board)\n");
	else if (strcmp(cmd, "analyse") == 0)
		printf("A post-mortem of each board with a play record: the "
		       "contract, the result,\nthe double-dummy result "
		       "before the opening lead, every card that changed\n"
		       "it (what it cost or gave away, and the right "
		       "card(s)), and a summary per side.\n"
		       "  --summary   the whole session instead: per player "
		       "and partnership, the\n              tricks lost as "
		       "declarer, on defence and by the opening lead\n"
		       "              ('ddplay analyse --summary --help')\n"
		       "  --lines     with --summary: the machine-readable "
		       "form\n");
	else
		printf("For each play (deal|strain|leader|played, or a "
		       "board of a PBN or LIN file\nwith its play), prints "
		       "declarer's side's double-dummy total before the lead\n"
		       "and after each card.\n"
		       "  --cards  instead, every legal card scored at every "
		       "position of the play,\n           one line a position "
		       "(the solve --lines format)\n");
	if (strcmp(cmd, "analyse") != 0)
		printf("  --lines     one result a line, in the reference "
		       "format\n");
	printf("  --json      one JSON object a board, on one line\n"
	       "  -o FILE     with --json%s: write to FILE (whole or not "
	       "at all) instead\n              of standard output; -o - "
	       "is standard output\n",
	       strcmp(cmd, "table") == 0 ? " or --pbn" : "");
	printf("  -j N        solve N boards at a time, in N threads, at "
	       "most one a CPU\n              (output in input order)\n"
	       "  --color=WHEN  colour the readable results: auto (on a "
	       "terminal, unless\n              NO_COLOR is set), always "
	       "or never\n"
	       "FILE '-' or none reads standard input.  Files may be in "
	       "the line format, PBN\nor LIN (BBO), whatever their names.  "
	       "Formats: docs/formats.md.\n");
}

static void usage_error(const char *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "ddplay %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nusage: %s\nTry 'ddplay %s --help' for more.\n",
		synopsis(cmd), cmd);
}

static int parse_vul(const char *v)
{
	if (strcasecmp(v, "none") == 0 || strcmp(v, "-") == 0 ||
	    strcasecmp(v, "love") == 0)
		return VUL_NONE;
	if (strcasecmp(v, "NS") == 0)
		return VUL_NS;
	if (strcasecmp(v, "EW") == 0)
		return VUL_EW;
	if (strcasecmp(v, "all") == 0 || strcasecmp(v, "both") == 0)
		return VUL_ALL;
	return -1;
}

/* The number of threads, 1 to MAX_JOBS, an option's value v; -1 after a
 * message when it is not one. */
static int parse_threads(const char *cmd, const char *opt, const char *v)
{
	char *end;
	long n = strtol(v, &end, 10);

	if (*v == '\0' || *end != '\0' || n < 1 || n > MAX_JOBS) {
		usage_error(cmd, "%s wants a number of threads, 1 to %d, not "
			    "'%s'", opt, MAX_JOBS, v);
		return -1;
	}
	return (int)n;
}

/* 0 when the options are good, 1 when help was asked for, -1 on a usage
 * error (reported).  allowed is a set of OPT_ flags. */
static int parse_options(int argc, char **argv, int allowed, options *o)
{
	int i, no_more = 0, color = BATCH_COLOR_AUTO;

	memset(o, 0, sizeof *o);
	o->cmd = argv[0];
	o->jobs = 0;            /* -j not given */
	o->threads = 1;
	o->dealer = o->vul = -1;
	o->files = xmalloc((size_t)(argc > 0 ? argc : 1) * sizeof *o->files);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *v;
		int flag = 0;

		if (no_more || a[0] != '-' || strcmp(a, "-") == 0) {
			o->files[o->nfiles++] = argv[i];
			continue;
		}
		if (strcmp(a, "--") == 0) {
			no_more = 1;
			continue;
		}
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			command_help(o->cmd);
			return 1;
		}
		if (strcmp(a, "--color") == 0 ||
		    strncmp(a, "--color=", 8) == 0) {
			color = a[7] ? batch_color_mode(a + 8) :
				BATCH_COLOR_ALWAYS;
			if (color < 0) {
				usage_error(o->cmd, "--color wants auto, always "
					    "or never, not '%s'", a + 8);
				return -1;
			}
			continue;
		}
		if (strcmp(a, "--lines") == 0) {
			flag = OPT_LINES;
		} else if (strcmp(a, "--cards") == 0) {
			flag = OPT_CARDS;
		} else if (strcmp(a, "--stats") == 0) {
			flag = OPT_STATS;
		} else if (strcmp(a, "--json") == 0) {
			flag = OPT_JSON;
		} else if (strcmp(a, "--pbn") == 0) {
			flag = OPT_PBN;
		} else if ((v = util_option_value(argc, argv, &i, "-j", "--jobs"))) {
			if (!(allowed & OPT_JOBS))
				goto unknown;
			o->jobs = parse_threads(o->cmd, "-j", v);
			if (o->jobs < 0)
				return -1;
			flag = OPT_JOBS;
		} else if ((v = util_option_value(argc, argv, &i, "-o",
					     "--output"))) {
			if (!(allowed & OPT_OUTPUT))
				goto unknown;
			if (*v == '\0') {
				usage_error(o->cmd, "%s wants a file name", a);
				return -1;
			}
			o->output = v;
			flag = OPT_OUTPUT;
		} else if ((v = util_option_value(argc, argv, &i, NULL,
					     "--threads"))) {
			if (!(allowed & OPT_THREADS))
				goto unknown;
			o->threads = parse_threads(o->cmd, "--threads", v);
			if (o->threads < 0)
				return -1;
			flag = OPT_THREADS;
		} else if ((v = util_option_value(argc, argv, &i, NULL,
					     "--dealer"))) {
			const char *p = strchr("NESWnesw", v[0]);

			if (!(allowed & OPT_BOARD))
				goto unknown;
			if (v[0] == '\0' || !p || v[1] != '\0') {
				usage_error(o->cmd, "--dealer wants N, E, S "
					    "or W, not '%s'", v);
				return -1;
			}
			o->dealer = (int)(p - "NESWnesw") & 3;
			flag = OPT_BOARD;
		} else if ((v = util_option_value(argc, argv, &i, NULL,
					     "--vul"))) {
			if (!(allowed & OPT_BOARD))
				goto unknown;
			o->vul = parse_vul(v);
			if (o->vul < 0) {
				usage_error(o->cmd, "--vul wants None, NS, EW "
					    "or All, not '%s'", v);
				return -1;
			}
			flag = OPT_BOARD;
		}
		if (!(flag & allowed)) {
unknown:
			usage_error(o->cmd, "unknown option '%s'", a);
			return -1;
		}
		o->flags |= flag;
	}
	if ((o->flags & OPT_PBN) && (o->flags & OPT_LINES)) {
		usage_error(o->cmd, "--lines and --pbn do not go together");
		return -1;
	}
	if ((o->flags & OPT_JSON) && (o->flags & (OPT_LINES | OPT_PBN))) {
		usage_error(o->cmd, "--json and %s do not go together",
			    o->flags & OPT_LINES ? "--lines" : "--pbn");
		return -1;
	}
	/* -o - is standard output, whatever the output. */
	if (o->output && strcmp(o->output, "-") == 0)
		o->output = NULL;
	if (o->output && !(o->flags & (OPT_PBN | OPT_JSON))) {
		usage_error(o->cmd, "-o is for --pbn output and --json "
			    "output (-o - for standard output)");
		return -1;
	}
	/* Colour for readable results, never in a machine format. */
	o->color_out = !(o->flags & (OPT_LINES | OPT_PBN | OPT_JSON |
				     OPT_CARDS)) &&
		       batch_color_wanted(color, o->output ? NULL : stdout);
	/* without -j: DDPLAY_THREADS, else one thread */
	o->jobs = util_jobs(o->cmd, o->jobs, 1, MAX_JOBS);
	return 0;
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

static void write_job(sink *k, job *j)
{
	check_written(k);
	if (j->prelen)
		fwrite(j->pre, 1, j->prelen, stderr);
	if (j->errlen)
		fwrite(j->err, 1, j->errlen, stderr);
	if (j->outlen) {
		/* Readable results are separated by blank lines. */
		if (k->printed &&
		    !(k->opt->flags & (OPT_LINES | OPT_PBN | OPT_CARDS |
				       OPT_JSON)))
			fputc('\n', k->out);
		/* A write too big for the buffer fails here, with its
		 * error in errno (fflush() then has none to give). */
		errno = 0;
		if (fwrite(j->out, 1, j->outlen, k->out) != j->outlen)
			write_failed(k, errno ? errno : EIO);
		k->printed = 1;
	}
	check_written(k);
	k->failed |= j->failed;
	free(j->pre);
	free(j->out);
	free(j->err);
	j->pre = j->out = j->err = NULL;
	j->prelen = j->outlen = j->errlen = 0;
	record_free(&j->r);
}

static int env_open(env *s, const options *o)
{
	memset(s, 0, sizeof *s);
	s->opt = o;
	s->utf8 = util_locale_is_utf8();
	s->ctx = dd_new(0);
	if (s->ctx && o->threads > 1)
		dd_set_threads(s->ctx, o->threads);
	return s->ctx ? 0 : -1;
}

/* The pool of -j N: the main thread reads records into a ring of jobs,
 * N workers handle them, a writer thread writes them in order. */
typedef struct {
	pthread_mutex_t mu;
	pthread_cond_t work, done, space;
	job *ring;
	long cap;
	long head;              /* the oldest job not written yet */
	long assign;            /* the next job to hand to a worker */
	long tail;              /* the next free slot */
	int closing;            /* no more records will come */
	handler *h;
	sink *k;
} pool;

typedef struct {
	pool *p;
	env s;
} worker_arg;

static void *worker_main(void *arg)
{
	worker_arg *w = arg;
	pool *p = w->p;

	pthread_mutex_lock(&p->mu);
	for (;;) {
		job *j;

		while (p->assign == p->tail && !p->closing)
			pthread_cond_wait(&p->work, &p->mu);
		if (p->assign == p->tail)
			break;
		j = &p->ring[p->assign++ % p->cap];
		pthread_mutex_unlock(&p->mu);
		if (!j->empty)
			run_job(&w->s, p->h, j);
		pthread_mutex_lock(&p->mu);
		j->done = 1;
		pthread_cond_broadcast(&p->done);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

static void *writer_main(void *arg)
{
	pool *p = arg;

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
	return NULL;
}

/* Runs h over every record of src with o->jobs threads; the workers'
 * timing goes into st, their nodes into *nodes. */
static int run_pool(const options *o, source *src, handler *h, sink *k,
		    stats *st, uint64_t *nodes)
{
	int n = o->jobs, i, started = 0;
	worker_arg *w = xcalloc((size_t)n, sizeof *w);
	pthread_t *tid = xcalloc((size_t)n, sizeof *tid), wtid;
	pool p;
	record r;

	memset(&p, 0, sizeof p);
	pthread_mutex_init(&p.mu, NULL);
	pthread_cond_init(&p.work, NULL);
	pthread_cond_init(&p.done, NULL);
	pthread_cond_init(&p.space, NULL);
	p.cap = 4L * n;
	p.ring = xcalloc((size_t)p.cap, sizeof *p.ring);
	p.h = h;
	p.k = k;
	for (i = 0; i < n; i++) {
		w[i].p = &p;
		if (env_open(&w[i].s, o) < 0 ||
		    pthread_create(&tid[i], NULL, worker_main, &w[i]) != 0)
			break;
		started++;
	}
	if (started == 0 ||
	    pthread_create(&wtid, NULL, writer_main, &p) != 0) {
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
		p.tail++;
		pthread_cond_signal(&p.work);
		pthread_mutex_unlock(&p.mu);
		record_init(&r);
		if (!got)
			break;
	}
	pthread_mutex_lock(&p.mu);
	p.closing = 1;
	pthread_cond_broadcast(&p.work);
	pthread_cond_broadcast(&p.done);
	pthread_mutex_unlock(&p.mu);
	for (i = 0; i < started; i++)
		pthread_join(tid[i], NULL);
	pthread_join(wtid, NULL);
	for (i = 0; i < n; i++) {
		size_t m;

		if (!w[i].s.ctx)
			continue;
		for (m = 0; m < w[i].s.st.n; m++)
			batch_stats_add(st, w[i].s.st.times[m]);
		*nodes += dd_nodes(w[i].s.ctx);
		free(w[i].s.st.times);
		dd_free(w[i].s.ctx);
	}
	free(p.ring);
	free(w);
	free(tid);
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
	options o;
	source *src;
	sink k;
	stats st = { 0 };
	uint64_t nodes = 0;
	double start = util_seconds();
	int r, status;

	r = parse_options(argc, argv, allowed | OPT_STATS | OPT_JOBS, &o);
	if (r != 0) {
		free(o.files);
		return r > 0 ? 0 : 2;
	}
	memset(&k, 0, sizeof k);
	k.opt = &o;
	k.out = stdout;
	if (o.output) {
		k.out = util_atomic_open(o.output, &k.tmp);
		if (!k.out) {
			fprintf(stderr, "ddplay %s: %s: cannot write: %s\n",
				o.cmd, o.output, util_atomic_why(errno));
			free(o.files);
			return 1;
		}
		/* Interrupted, the temporary file goes too. */
		util_atomic_cleanup_on_signals();
	}
	if (o.flags & OPT_PBN)
		pbn_write_header(k.out);
	src = source_new(o.nfiles, o.files,  lines_hold, stderr);
	if (o.flags & OPT_PBN)
		source_keep_all(src);
	if (o.jobs > 1) {
		run_pool(&o, src, h, &k, &st, &nodes);
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
		while (source_next(src, &j.r)) {
			run_job(&s, h, &j);
			write_job(&k, &j);
		}
		record_free(&j.r);
		st = s.st;
		nodes = dd_nodes(s.ctx);
		dd_free(s.ctx);
	}
	status = source_status(src) || k.failed;
	source_free(src);
	if (util_output_end(o.cmd, k.out, k.tmp, o.output) < 0)
		status = 1;
	if (o.flags & OPT_STATS)
		stats_print(&st, unit, util_seconds() - start, nodes, o.jobs);
	free(st.times);
	free(o.files);
	return status;
}
