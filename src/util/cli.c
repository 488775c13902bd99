/*
 * cli.c - the command line of every ddplay command, see cli.h.
 *
 * The options a command takes (the common ones it asked for, then its
 * own) become one table of struct option for getopt_long(), each with
 * the index of its entry as its value, and one string of short letters.
 * The string starts with "-:": operands come back in order as 1 (no
 * reordering of argv), and a missing value as ':' rather than a message
 * of getopt's own.
 */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"

/* The common options' ids, above any letter a command may use. */
enum {
	ID_HELP = 0x10000, ID_JOBS, ID_OUTPUT, ID_JSON, ID_LINES, ID_COLOR,
	ID_THREADS
};

static const struct {
	int flag;               /* CLI_ flag, 0: always */
	cli_option opt;
} COMMON[] = {
	{ 0, { .name = "help", .letter = 'h', .id = ID_HELP } },
	{ CLI_JOBS, { .name = "jobs", .letter = 'j', .has_arg = 1,
		      .id = ID_JOBS } },
	{ CLI_OUTPUT, { .name = "output", .letter = 'o', .has_arg = 1,
			.id = ID_OUTPUT } },
	{ CLI_JSON, { .name = "json", .id = ID_JSON } },
	{ CLI_LINES, { .name = "lines", .id = ID_LINES } },
	{ CLI_COLOR, { .name = "color", .has_arg = 2, .id = ID_COLOR } },
	{ CLI_THREADS, { .name = "threads", .has_arg = 1,
			 .id = ID_THREADS } },
};
#define NCOMMON (sizeof COMMON / sizeof COMMON[0])

/* A message of spec's command on stderr; usage 1 adds the hint ("Try
 * 'ddplay lead --help' for more."), 2 the synopsis before it too.  -1. */
static int report(const cli_spec *spec, int usage, const char *fmt,
		  va_list ap) __attribute__((format(printf, 3, 0)));
static int report(const cli_spec *spec, int usage, const char *fmt,
		  va_list ap)
{
	const char *hint = spec->help_cmd ? spec->help_cmd : spec->cmd;

	if (spec->quiet)
		return -1;
	fprintf(stderr, "ddplay%s%s: ", spec->cmd ? " " : "",
		spec->cmd ? spec->cmd : "");
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	if (usage == 2 && spec->usage)
		fprintf(stderr, "usage: %s\n", spec->usage);
	if (usage)
		fprintf(stderr, "Try 'ddplay%s%s --help' for more.\n",
			hint ? " " : "", hint ? hint : "");
	return -1;
}

int cli_error(const cli_spec *spec, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	report(spec, 1, fmt, ap);
	va_end(ap);
	return -1;
}

/* An error in the command line's form (an unknown option, a value
 * missing or not wanted): the synopsis too. */
static int syntax_error(const cli_spec *spec, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static int syntax_error(const cli_spec *spec, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	report(spec, 2, fmt, ap);
	va_end(ap);
	return -1;
}

/* An environment variable that cannot be used: no usage text. */
static int env_error(const cli_spec *spec, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static int env_error(const cli_spec *spec, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	report(spec, 0, fmt, ap);
	va_end(ap);
	return -1;
}

int cli_number(const char *text, long min, long max, long *out)
{
	char *end;
	long n;

	if (text[0] < '0' || text[0] > '9')
		return -1;
	errno = 0;
	n = strtol(text, &end, 10);
	if (*end != '\0' || errno || n < min || n > max)
		return -1;
	*out = n;
	return 0;
}

static int digits_only(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (*s < '0' || *s > '9')
			return 0;
	return 1;
}

int cli_count_or_file(const char *text, long max, long *n, const char **file)
{
	if (digits_only(text) || (text[0] == '-' && digits_only(text + 1))) {
		if (cli_number(text, 1, max, n) < 0)
			return -1;
		*file = NULL;
		return 0;
	}
	if (!*text)
		return -2;
	*file = text;
	return 0;
}

int cli_seed(const char *text, unsigned long long *out)
{
	unsigned long long v;
	char *end;

	errno = 0;
	v = strtoull(text, &end, 10);
	if (!digits_only(text) || errno)
		return -1;
	*out = v;
	return 0;
}

int cli_color_word(const char *when)
{
	static const char *const words[][4] = {
		[CLI_COLOR_AUTO] = { "auto", "tty", "if-tty", NULL },
		[CLI_COLOR_ALWAYS] = { "always", "yes", "force", NULL },
		[CLI_COLOR_NEVER] = { "never", "no", "none", NULL },
	};
	int mode, i;

	for (mode = 0; mode < 3; mode++)
		for (i = 0; words[mode][i]; i++)
			if (strcmp(when, words[mode][i]) == 0)
				return mode;
	return -1;
}

/* The environment variables ddplay reads, each unset, empty or good:
 * 0, or -1 after a usage error. */
static int check_environment(const cli_spec *spec)
{
	static const struct {
		const char *name, *what;
	} counts[] = {
		{ "DDPLAY_THREADS", "a number of threads" },
		{ "DDPLAY_CPUS", "a number of CPUs" },
	};
	const char *v;
	size_t i;
	long n;

	for (i = 0; i < sizeof counts / sizeof counts[0]; i++) {
		v = getenv(counts[i].name);
		if (v && *v && cli_number(v, 1, INT_MAX, &n) < 0)
			return env_error(spec, "%s='%s' in the environment: "
					 "expected %s, 1 or more (or unset)",
					 counts[i].name, v, counts[i].what);
	}
	/* engine/lib/dispatch.c: the portable copy of the engine forced */
	v = getenv("DDPLAY_ISA");
	if (v && *v && strcmp(v, "portable") != 0)
		return env_error(spec, "DDPLAY_ISA='%s' in the environment: "
				 "expected 'portable' (or unset: the copy "
				 "for this CPU)", v);
	return 0;
}

/* The option table's entry for a given id. */
typedef struct {
	cli_option opt;
	int common;             /* one of the COMMON options */
} entry;

/* The option as the user may have typed it, for messages: "-j" or
 * "--jobs". */
static void option_text(const entry *e, int letter, char *out, size_t size)
{
	if (letter)
		snprintf(out, size, "-%c", letter);
	else
		snprintf(out, size, "--%s", e->opt.name);
}

/* A common option's value into a: 0, or -1 after a usage error. */
static int take_common(const cli_spec *spec, const entry *e, int letter,
		       const char *v, cli_args *a)
{
	char name[64];
	long n;

	option_text(e, letter, name, sizeof name);
	switch (e->opt.id) {
	case ID_JOBS:
	case ID_THREADS:
		if (cli_number(v, 1, INT_MAX, &n) < 0)
			return cli_error(spec, "%s wants a number of threads, "
					 "1 or more, not '%s'", name, v);
		*(e->opt.id == ID_JOBS ? &a->jobs : &a->threads) = (int)n;
		return 0;
	case ID_OUTPUT:
		if (*v == '\0')
			return cli_error(spec, "%s wants a file name", name);
		a->output = strcmp(v, "-") == 0 ? NULL : v;
		return 0;
	case ID_JSON:
		a->json = 1;
		return 0;
	case ID_LINES:
		a->lines = 1;
		return 0;
	case ID_COLOR:
		a->color = v ? cli_color_word(v) : CLI_COLOR_ALWAYS;
		if (a->color < 0)
			return cli_error(spec, "--color wants auto, always or "
					 "never, not '%s'", v);
		return 0;
	}
	return 0;
}

/* An option getopt_long() did not know, argv[optind - 1] for a long one
 * (the part before any '='): unknown, or the start of several. */
static int unknown_option(const cli_spec *spec, const entry *tab, int n,
			  int argc, char **argv)
{
	const char *a = optind >= 1 && optind - 1 < argc ? argv[optind - 1] :
			"";
	size_t len;
	int i, matches = 0;

	if (optopt >= 0x100 && optopt < 0x100 + n)
		return syntax_error(spec, "option '--%s' takes no value",
				 tab[optopt - 0x100].opt.name);
	if (optopt > 0 && optopt < 0x100)
		return syntax_error(spec, "unknown option '-%c'", optopt);
	if (strncmp(a, "--", 2) != 0)
		return syntax_error(spec, "unknown option '%s'", a);
	a += 2;
	len = strcspn(a, "=");
	for (i = 0; i < n; i++)
		matches += strncmp(tab[i].opt.name, a, len) == 0;
	if (matches > 1) {
		char list[256] = "";
		size_t used = 0;

		for (i = 0; i < n && used < sizeof list; i++)
			if (strncmp(tab[i].opt.name, a, len) == 0)
				used += (size_t)snprintf(list + used,
							 sizeof list - used,
							 "%s--%s", used ? ", " :
							 "", tab[i].opt.name);
		return syntax_error(spec, "option '--%.*s' is ambiguous: %s",
				 (int)len, a, list);
	}
	return syntax_error(spec, "unknown option '--%.*s'", (int)len, a);
}

int cli_parse(const cli_spec *spec, int argc, char **argv, cli_args *a)
{
	int nown = 0, n = 0, i, r = 0;
	entry *tab;
	struct option *lo;
	char *shorts, *s;

	memset(a, 0, sizeof *a);
	a->spec = spec;
	a->color = CLI_COLOR_AUTO;
	a->files = xcalloc((size_t)(argc > 0 ? argc : 1), sizeof *a->files);
	while (spec->options && spec->options[nown].name)
		nown++;
	tab = xcalloc(NCOMMON + (size_t)nown, sizeof *tab);
	for (i = 0; i < (int)NCOMMON; i++)
		if (!COMMON[i].flag || (spec->common & COMMON[i].flag)) {
			tab[n].opt = COMMON[i].opt;
			tab[n++].common = 1;
		}
	for (i = 0; i < nown; i++)
		tab[n++].opt = spec->options[i];
	lo = xcalloc((size_t)n + 1, sizeof *lo);
	shorts = s = xmalloc(3 + 3 * (size_t)n + 1);
	*s++ = '-';
	*s++ = ':';
	for (i = 0; i < n; i++) {
		lo[i].name = tab[i].opt.name;
		lo[i].has_arg = tab[i].opt.has_arg == 2 ? optional_argument :
				tab[i].opt.has_arg ? required_argument :
				no_argument;
		lo[i].val = 0x100 + i;
		if (tab[i].opt.letter) {
			*s++ = (char)tab[i].opt.letter;
			if (tab[i].opt.has_arg)
				*s++ = ':';
		}
	}
	*s = '\0';

	opterr = 0;
	optind = 0;             /* start afresh (glibc, musl) */
	for (;;) {
		int c = getopt_long(argc, argv, shorts, lo, NULL), k, letter = 0;
		const char *v = optarg;

		if (c == -1)
			break;
		if (c == 1) {
			a->files[a->nfiles++] = optarg;
			continue;
		}
		if (c == '?') {
			r = unknown_option(spec, tab, n, argc, argv);
			break;
		}
		if (c == ':') {
			char name[64] = "";

			if (optopt >= 0x100 && optopt < 0x100 + n)
				option_text(&tab[optopt - 0x100], 0, name,
					    sizeof name);
			else
				snprintf(name, sizeof name, "-%c", optopt);
			r = syntax_error(spec, "option '%s' wants a value", name);
			break;
		}
		if (c >= 0x100) {
			k = c - 0x100;
		} else {
			letter = c;
			for (k = 0; k < n && tab[k].opt.letter != c; k++)
				;
		}
		if (tab[k].opt.id == ID_HELP && tab[k].common) {
			r = CLI_HELP;
			break;
		}
		if (tab[k].common)
			r = take_common(spec, &tab[k], letter, v, a);
		else if (spec->take)
			r = spec->take(spec->data, tab[k].opt.id, v);
		if (r < 0)
			break;
	}
	/* after "--": operands only */
	if (r == 0)
		for (i = optind; i < argc; i++)
			a->files[a->nfiles++] = argv[i];
	free(tab);
	free(lo);
	free(shorts);
	if (r == 0)
		r = check_environment(spec);
	return r;
}

void cli_free(cli_args *a)
{
	free(a->files);
	a->files = NULL;
	a->nfiles = 0;
}

int cli_jobs(const cli_args *a, int dflt, int max)
{
	const char *cmd = a->spec && a->spec->cmd ? a->spec->cmd : "";
	const char *how = "-j ";
	int cpus = util_cpus(max), jobs = a->jobs;
	long online;

	if (jobs == 0) {
		const char *e = getenv("DDPLAY_THREADS");
		long n;

		if (e && *e && cli_number(e, 1, INT_MAX, &n) == 0) {
			jobs = (int)n;
			how = "DDPLAY_THREADS=";
		} else if (dflt > 0) {
			return dflt < cpus ? dflt : cpus;
		} else {
			/* a thread a CPU, the machine's own: the tests'
			 * DDPLAY_CPUS=64 is no default */
			online = sysconf(_SC_NPROCESSORS_ONLN);
			online = online < 1 ? 1 : online;
			return online < cpus ? (int)online : cpus;
		}
	}
	if (jobs <= cpus)
		return jobs;
	fprintf(stderr, "ddplay%s%s: %s%d: using %d thread%s, %s\n",
		*cmd ? " " : "", cmd, how, jobs, cpus, cpus == 1 ? "" : "s",
		util_cpus(INT_MAX) > cpus ? "the most it takes" :
		"one a CPU (more would not be faster)");
	return cpus;
}
