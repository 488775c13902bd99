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
#include "batch.h"
#include "batch_int.h"
#include "progress.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
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
#include "util/cli.h"
#include "util/pool.h"
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
		       "[-j N] [--quiet]\n                    [FILE...]";
	if (strcmp(cmd, "solve") == 0)
		return "ddplay solve [--lines | --json [-o FILE]] [-j N] "
		       "[--threads N]\n                    [--quiet] [FILE...]";
	if (strcmp(cmd, "analyse") == 0)
		return "ddplay analyse [--json [-o FILE]] [-j N] [--quiet] "
		       "[FILE...]\n"
		       "       ddplay analyse --sd | --sd-all [--deals N] "
		       "[--seed S] [--no-auction]\n"
		       "                      [--tries N] [--json [-o FILE]] "
		       "[-j N] [FILE...]\n"
		       "       ddplay analyse --summary [--lines | --json] "
		       "[-o FILE] [-j N] [--quiet]\n"
		       "                             [--sd | --sd-all] "
		       "[FILE...]";
	return "ddplay table [--lines | --json | --pbn [-o FILE]] "
	       "[--dealer X]\n                    [--vul V] [-j N] "
	       "[--threads N] [--quiet] [FILE...]";
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
		       "form\n"
		       "  --sd        each decision of declarer's side "
		       "(declarer's and dummy's\n              cards) with "
		       "its single-dummy figures and the best card's: a\n"
		       "              single-dummy error, or unlucky "
		       "(docs/sd.md)\n"
		       "  --sd-all    the same for every seat's cards\n"
		       "  --deals N   with --sd: layouts a position "
		       "(default %d)\n"
		       "  --seed S    with --sd: the generator's seed "
		       "(default: from the clock,\n              printed)\n"
		       "  --no-auction  with --sd: the board's auction not "
		       "used as constraints\n"
		       "  --tries N   with --sd: give up dealing a position's "
		       "layouts after N tried\n              (default %ld)\n"
		       "  -j N        with --sd: threads solving a position's "
		       "layouts (default one\n              a CPU), one "
		       "board at a time\n", ASD_DEFAULT_DEALS, ASD_TRIES);
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
	       "  --quiet     no progress line on a terminal (standard "
	       "error)\n"
	       "  --color=WHEN  colour the readable results: auto (on a "
	       "terminal, unless\n              NO_COLOR is set), always "
	       "or never\n"
	       "FILE '-' or none reads standard input.  Files may be in "
	       "the line format, PBN\nor LIN (BBO), whatever their names.  "
	       "Formats: docs/formats.md.\n");
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

/* analyse --sd's options, with OPT_SD in their ids. */
enum { SD_ALL = 0x2000, SD_DEALS = 0x4000, SD_SEED = 0x8000,
       SD_NO_AUCTION = 0x10000, SD_TRIES = 0x20000 };

/* The batch commands' own options (cli.h has the common ones); the id is
 * the OPT_ flag. */
static const cli_option OWN_OPTIONS[] = {
	{ .name = "cards", .id = OPT_CARDS },
	{ .name = "stats", .id = OPT_STATS },
	{ .name = "quiet", .id = OPT_QUIET },
	{ .name = "pbn", .id = OPT_PBN },
	{ .name = "dealer", .has_arg = 1, .id = OPT_BOARD | 0x1000 },
	{ .name = "vul", .has_arg = 1, .id = OPT_BOARD },
	{ .name = "sd", .id = OPT_SD },
	{ .name = "sd-all", .id = OPT_SD | SD_ALL },
	{ .name = "deals", .has_arg = 1, .id = OPT_SD | SD_DEALS },
	{ .name = "seed", .has_arg = 1, .id = OPT_SD | SD_SEED },
	{ .name = "no-auction", .id = OPT_SD | SD_NO_AUCTION },
	{ .name = "tries", .has_arg = 1, .id = OPT_SD | SD_TRIES },
	{ 0 }
};

/* What take_option() needs: the options being filled, what the command
 * allows, and the spec for the messages. */
typedef struct {
	options *o;
	cli_spec spec;
	cli_option own[sizeof OWN_OPTIONS / sizeof OWN_OPTIONS[0]];
	const char *sd_option;  /* an option of --sd's given, or NULL */
	int sd_seed_given;
} parsing;

static int take_option(void *data, int id, const char *v)
{
	parsing *p = data;
	options *o = p->o;
	int flag = id & ~0x1000;

	if (id & (SD_ALL | SD_DEALS | SD_SEED | SD_NO_AUCTION | SD_TRIES)) {
		long n;

		if (id & SD_ALL) {
			o->sd.all = 1;
			o->flags |= OPT_SD;
			return 0;
		}
		if (id & SD_DEALS) {
			p->sd_option = "--deals";
			if (cli_number(v, 1, 1000000, &n) < 0)
				return cli_error(&p->spec, "--deals wants a "
						 "number of layouts, 1 to "
						 "1000000, not '%s'", v);
			o->sd.deals = n;
		} else if (id & SD_SEED) {
			p->sd_option = "--seed";
			if (asd_parse_seed(v, &o->sd.seed) < 0)
				return cli_error(&p->spec, "--seed wants a "
						 "whole number, not '%s'", v);
			p->sd_seed_given = 1;
		} else if (id & SD_TRIES) {
			p->sd_option = "--tries";
			if (cli_number(v, 1, 1000000000L, &n) < 0)
				return cli_error(&p->spec, "--tries wants a "
						 "number, 1 to 1000000000, "
						 "not '%s'", v);
			o->sd.tries = n;
		} else {
			p->sd_option = "--no-auction";
			o->sd.no_auction = 1;
		}
		return 0;
	}
	if (id == (OPT_BOARD | 0x1000)) {
		const char *c = strchr("NESWnesw", v[0]);

		if (v[0] == '\0' || !c || v[1] != '\0')
			return cli_error(&p->spec, "--dealer wants N, E, S or "
					 "W, not '%s'", v);
		o->dealer = (int)(c - "NESWnesw") & 3;
	} else if (id == OPT_BOARD) {
		o->vul = parse_vul(v);
		if (o->vul < 0)
			return cli_error(&p->spec, "--vul wants None, NS, EW "
					 "or All, not '%s'", v);
	}
	o->flags |= flag;
	return 0;
}

/* 0 when the options are good, 1 when help was asked for, -1 on a usage
 * error (reported).  allowed is a set of OPT_ flags. */
static int parse_options(int argc, char **argv, int allowed, options *o)
{
	parsing p;
	cli_args a;
	int r, i, n = 0;

	memset(o, 0, sizeof *o);
	o->cmd = argv[0];
	o->threads = 1;
	o->dealer = o->vul = -1;
	o->sd.deals = ASD_DEFAULT_DEALS;
	memset(&p, 0, sizeof p);
	p.o = o;
	/* the command's own options: those it allows */
	for (i = 0; OWN_OPTIONS[i].name; i++)
		if ((OWN_OPTIONS[i].id & ~0x1000 & 0xfff &
		     (allowed | OPT_STATS | OPT_QUIET)))
			p.own[n++] = OWN_OPTIONS[i];
	p.spec.cmd = o->cmd;
	p.spec.usage = synopsis(o->cmd);
	p.spec.common = CLI_JOBS | CLI_COLOR |
			(allowed & OPT_LINES ? CLI_LINES : 0) |
			(allowed & OPT_JSON ? CLI_JSON : 0) |
			(allowed & OPT_OUTPUT ? CLI_OUTPUT : 0) |
			(allowed & OPT_THREADS ? CLI_THREADS : 0);
	p.spec.options = p.own;
	p.spec.take = take_option;
	p.spec.data = &p;
	r = cli_parse(&p.spec, argc, argv, &a);
	/* the operands stay with o, for the command's life */
	o->files = a.files;
	o->nfiles = a.nfiles;
	if (r == CLI_HELP) {
		command_help(o->cmd);
		return 1;
	}
	if (r < 0)
		return -1;
	o->flags |= (a.lines ? OPT_LINES : 0) | (a.json ? OPT_JSON : 0) |
		    (a.jobs ? OPT_JOBS : 0) | (a.output ? OPT_OUTPUT : 0) |
		    (a.threads ? OPT_THREADS : 0);
	o->output = a.output;
	if (a.threads)
		o->threads = a.threads;
	if ((o->flags & OPT_PBN) && (o->flags & OPT_LINES))
		return cli_error(&p.spec, "--lines and --pbn do not go "
				 "together");
	if ((o->flags & OPT_JSON) && (o->flags & (OPT_LINES | OPT_PBN)))
		return cli_error(&p.spec, "--json and %s do not go together",
				 o->flags & OPT_LINES ? "--lines" : "--pbn");
	if (o->output && !(o->flags & (OPT_PBN | OPT_JSON)))
		return cli_error(&p.spec, "-o is for --pbn output and --json "
				 "output (-o - for standard output)");
	/* Colour for readable results, never in a machine format. */
	o->color_out = !(o->flags & (OPT_LINES | OPT_PBN | OPT_JSON |
				     OPT_CARDS)) &&
		       batch_color_wanted(a.color == CLI_COLOR_ALWAYS ?
					  BATCH_COLOR_ALWAYS :
					  a.color == CLI_COLOR_NEVER ?
					  BATCH_COLOR_NEVER : BATCH_COLOR_AUTO,
					  o->output ? NULL : stdout);
	if (p.sd_option && !(o->flags & OPT_SD))
		return cli_error(&p.spec, "%s goes with --sd", p.sd_option);
	if (o->flags & OPT_SD) {
		/* one board at a time, its layouts in -j N threads (without
		 * -j: one a CPU, as ddplay sd); the seed printed */
		o->sd.jobs = cli_jobs(&a, 0, MAX_JOBS);
		o->jobs = 1;
		if (!p.sd_seed_given)
			o->sd.seed = asd_clock_seed();
		return 0;
	}
	/* without -j: DDPLAY_THREADS, else one thread */
	o->jobs = cli_jobs(&a, 1, MAX_JOBS);
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
	progress *prog;         /* on a terminal, else NULL */
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

/* analyse --sd: Ctrl-C stops the board in progress (its layouts'
 * solvers within about 10 ms), which says so; the boards printed stay. */
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "atomic_int must be lock-free");
static atomic_int sd_interrupted;
static struct sigaction old_int;       /* SIGINT's action before */

/* Ctrl-C again before the board has stopped: at once, as before */
static void on_sd_sigint(int sig)
{
	if (sd_interrupted) {
		sigaction(sig, &old_int, NULL);
		raise(sig);
	}
	sd_interrupted = 1;
}

static int env_open(env *s, const options *o)
{
	memset(s, 0, sizeof *s);
	s->opt = o;
	s->stop = o->flags & OPT_SD ? &sd_interrupted : NULL;
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
	handler *h;
	sink *k;
	env *s;                 /* worker k handles its jobs in s[k] */
} ring;

static void worker_work(void *arg, int k)
{
	ring *p = arg;

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
			run_job(&p->s[k], p->h, j);
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
static int run_pool(const options *o, source *src, handler *h, sink *k,
		    stats *st, uint64_t *nodes)
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
	pool_join(workers);
	pool_join(writer);
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
	options o;
	source *src;
	sink k;
	stats st = { 0 };
	uint64_t nodes = 0;
	double start = util_seconds();
	int r, status, stopped = 0;
	struct sigaction sa;

	r = parse_options(argc, argv, allowed | OPT_STATS | OPT_JOBS, &o);
	if (r != 0) {
		free(o.files);
		/* --help to a full disk: a write error, status 1 */
		return r > 0 ? util_output_end(o.cmd, stdout, NULL, NULL) < 0 : 2;
	}
	memset(&k, 0, sizeof k);
	k.opt = &o;
	k.out = stdout;
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
		memset(&sa, 0, sizeof sa);
		sa.sa_handler = on_sd_sigint;
		sigemptyset(&sa.sa_mask);
		sigaction(SIGINT, &sa, &old_int);
		/* nohup, a background job: still ignored */
		if (old_int.sa_handler == SIG_IGN)
			sigaction(SIGINT, &old_int, NULL);
	}
	if (o.flags & OPT_PBN)
		pbn_write_header(k.out);
	src = source_new(o.nfiles, o.files,  lines_hold, stderr);
	if (o.flags & OPT_PBN)
		source_keep_all(src);
	k.prog = progress_start(o.cmd, o.nfiles, o.files, lines_hold,
				(o.flags & OPT_QUIET) != 0);
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
			if (!got || atomic_load(&sd_interrupted))
				break;
		}
		stopped = s.stopped;
		record_free(&j.r);
		st = s.st;
		nodes = dd_nodes(s.ctx);
		dd_free(s.ctx);
	}
	progress_end(k.prog);
	if (atomic_load(&sd_interrupted)) {
		/* as an interrupted batch command ends: the boards printed
		 * stay, -o FILE is left as it was, the status is the
		 * signal's */
		if (!stopped)
			fprintf(stderr, "ddplay %s: interrupted\n", o.cmd);
		if (o.output)
			util_atomic_abort(k.out, k.tmp);
		else
			fflush(k.out);
		sigaction(SIGINT, &old_int, NULL);
		raise(SIGINT);
		/* still here (SIGINT handled elsewhere): 130 all the same,
		 * k.out closed */
		source_free(src);
		free(st.times);
		free(o.files);
		return 130;
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
