/*
 * cli.h - the command line of every ddplay command, on getopt_long().
 *
 * A command describes its command line in a cli_spec: the common options
 * it takes (CLI_ flags), which cli_parse() reads into a cli_args the same
 * way for every command, and its own options in a table of cli_option,
 * which cli_parse() hands one at a time, in order, to the command's
 * take() function.  -h and --help are always taken.  Everything else on
 * the line is an operand (a file, usually), kept in order; "--" ends the
 * options and "-" is an operand.  Long options may be abbreviated where
 * no other option starts the same way, and take their value as "--x V"
 * or "--x=V"; short ones as "-j 4" or "-j4".
 *
 * A usage error is reported on stderr as
 *
 *     ddplay table: unknown option '--frob'
 *     usage: ddplay table [--lines | --json | --pbn [-o FILE]] ...
 *     Try 'ddplay table --help' for more.
 *
 * and the command exits with status 2 (the "usage:" line when the spec
 * has a synopsis).  A value that will not do (cli_error(): "--seed wants
 * a whole number", "--hand gives North's hand") is said without the
 * synopsis, which would bury it: the message and the "Try" line.  After the options cli_parse() checks the environment
 * variables ddplay reads (DDPLAY_THREADS, DDPLAY_CPUS, DDPLAY_ISA): a
 * value that cannot be used is a usage error too, never ignored.
 *
 * A command, in short:
 *
 *     static const cli_option opts[] = {
 *         { .name = "cards", .id = 'c' },
 *         { .name = "dealer", .has_arg = 1, .id = 'd' },
 *         { 0 }
 *     };
 *     cli_spec spec = { .cmd = "trace", .usage = "ddplay trace ...",
 *                       .common = CLI_JOBS | CLI_JSON, .options = opts,
 *                       .take = take, .data = &my_options };
 *     cli_args a;
 *     int r = cli_parse(&spec, argc, argv, &a);   // argv[0]: the command
 *     if (r == CLI_HELP) { print the help; cli_free(&a); return 0; }
 *     if (r < 0) { cli_free(&a); return 2; }
 *     ... a.jobs, a.output, a.files[0 .. a.nfiles) ...
 *     cli_free(&a);
 *
 * where take(data, id, value) returns 0, or -1 after cli_error().  The
 * parser is not thread-safe (getopt_long's globals): the main thread
 * parses, before it starts any other.
 */
#ifndef UTIL_CLI_H
#define UTIL_CLI_H

/* The common options a command takes (cli_spec.common). */
enum {
	CLI_JOBS = 1,           /* -j N, --jobs N: boards at a time */
	CLI_OUTPUT = 2,         /* -o FILE, --output FILE ("-": stdout) */
	CLI_JSON = 4,           /* --json */
	CLI_LINES = 8,          /* --lines */
	CLI_COLOR = 16,         /* --color[=WHEN]: auto, always, never */
	CLI_THREADS = 32,       /* --threads N: threads for one position */
};

/* --color's value (cli_args.color); plain --color is always. */
enum { CLI_COLOR_AUTO, CLI_COLOR_ALWAYS, CLI_COLOR_NEVER };

/* What cli_parse() returns when -h or --help was given. */
#define CLI_HELP 1

/* One option of a command's own. */
typedef struct {
	const char *name;       /* the long name without "--"; NULL ends */
	int letter;             /* a short option letter too, or 0 */
	int has_arg;            /* 1: it takes a value */
	int id;                 /* what take() is given for it */
} cli_option;

typedef struct {
	const char *cmd;        /* "table": messages start "ddplay table: ";
				 * NULL: "ddplay: " (the analyser) */
	const char *help_cmd;   /* the hint's "ddplay X --help", when X
				 * is not cmd ("analyse --summary") */
	const char *usage;      /* the synopsis after "usage: " below a
				 * usage error (may hold new lines), or NULL */
	int common;             /* the CLI_ flags it takes */
	const cli_option *options;      /* its own, or NULL */
	/* Each of its own options, in order: 0, or -1 after cli_error(). */
	int (*take)(void *data, int id, const char *value);
	void *data;             /* take()'s first argument */
	int quiet;              /* no message at all (a look at the line) */
} cli_spec;

/* What the common options and the operands gave. */
typedef struct {
	int jobs;               /* -j N, 1 or more; 0: not given */
	int threads;            /* --threads N, 1 or more; 0: not given */
	const char *output;     /* -o FILE; NULL: not given, or "-" */
	int json, lines;        /* --json, --lines given */
	int color;              /* CLI_COLOR_...; AUTO when not given */
	int nfiles;
	char **files;           /* the operands, in order (argv's strings;
				 * the array is cli_free()'s) */
	const cli_spec *spec;   /* for cli_error() and cli_jobs() */
} cli_args;

/* Parses argv[1 .. argc) (argv[0] is the command's name, unused) by
 * spec into a.  0; CLI_HELP when -h or --help was given (the caller
 * prints its help and exits 0); -1 after a usage error was reported
 * (exit status 2).  a is to cli_free() in every case. */
int cli_parse(const cli_spec *spec, int argc, char **argv, cli_args *a);
void cli_free(cli_args *a);

/* Reports a value that will not do on spec's command line, with the
 * hint (see above; the synopsis is for the parser's own errors: an
 * unknown option, a value missing); nothing when spec->quiet.  -1. */
int cli_error(const cli_spec *spec, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* A whole number min..max from text (no sign, no space, no junk): 0 with
 * *out set, or -1. */
int cli_number(const char *text, long min, long max, long *out);

/* --deals N|FILE of the simulations (lead, sd): a count 1..max into *n
 * (*file NULL), or else a file's name into *file.  0; -1 for a count out
 * of range ("-5" too: a count refused, not a file's name); -2 for an
 * empty value. */
int cli_count_or_file(const char *text, long max, long *n, const char **file);

/* --seed: a whole number of 64 bits, digits only.  0 with *out set, or -1. */
int cli_seed(const char *text, unsigned long long *out);

/* --color's words (auto, always, never, and their synonyms tty, if-tty,
 * yes, force, no, none): CLI_COLOR_..., or -1. */
int cli_color_word(const char *when);

/* The threads for boards at a time: -j jobs when given (a->jobs), else
 * DDPLAY_THREADS when set, else dflt (0: one a CPU).  Cut to the CPUs
 * (DDPLAY_CPUS when set, for the tests, else those online) and to max,
 * with a note on stderr when -j or DDPLAY_THREADS asked for more:
 *     ddplay table: -j 8: using 2 threads, one a CPU (more would not be faster)
 * Call after cli_parse(), which checked the environment. */
int cli_jobs(const cli_args *a, int dflt, int max);

#endif
