/*
 * main.c - the ddplay command: dispatches to the batch commands, or (later)
 * the interactive analyser.
 */
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "batch.h"

#define DDPLAY_VERSION "0.1.0"

static void synopsis(FILE *f)
{
	fprintf(f,
		"usage: ddplay                      the interactive analyser "
		"(not built yet)\n"
		"       ddplay table [--lines] [FILE...]\n"
		"       ddplay solve [--lines] [FILE...]\n"
		"       ddplay trace [--lines] [--cards] [FILE...]\n"
		"       ddplay --help | --version\n");
}

static void help(void)
{
	synopsis(stdout);
	printf("\n"
	       "A double-dummy analyser for contract bridge.\n"
	       "\n"
	       "  table   for each deal, the tricks each seat takes as "
	       "declarer in each strain\n"
	       "          (lines \"N:hand hand hand hand\", hands "
	       "spades.hearts.diamonds.clubs)\n"
	       "  solve   for each position, every legal card scored\n"
	       "          (lines deal|strain|leader|played)\n"
	       "  trace   for each play, declarer's side's double-dummy "
	       "total before the lead\n"
	       "          and after each card; --cards: every card scored "
	       "at every position\n"
	       "\n"
	       "  --lines   one result a line, in the reference format "
	       "(default: readable)\n"
	       "\n"
	       "Input comes from the FILEs, or standard input ('-' or "
	       "none).  Blank lines and\nlines starting with '#' are "
	       "skipped; bad lines are reported as FILE:LINE: reason\n"
	       "and the exit status is then 1.  Formats: "
	       "docs/formats.md.\n");
}

int main(int argc, char **argv)
{
	const char *cmd;

	setlocale(LC_ALL, "");
	setlocale(LC_NUMERIC, "C");
	if (argc < 2) {
		fprintf(stderr, "ddplay: the interactive analyser is not "
			"built yet; see 'ddplay --help' for the batch "
			"commands\n");
		return 2;
	}
	cmd = argv[1];
	if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 ||
	    strcmp(cmd, "help") == 0) {
		help();
		return 0;
	}
	if (strcmp(cmd, "--version") == 0) {
		printf("ddplay %s\n", DDPLAY_VERSION);
		return 0;
	}
	if (strcmp(cmd, "table") == 0)
		return batch_table(argc - 1, argv + 1);
	if (strcmp(cmd, "solve") == 0)
		return batch_solve(argc - 1, argv + 1);
	if (strcmp(cmd, "trace") == 0)
		return batch_trace(argc - 1, argv + 1);
	if (strcmp(cmd, "analyse") == 0 || strcmp(cmd, "analyze") == 0) {
		fprintf(stderr, "ddplay: analyse is not yet implemented\n");
		return 2;
	}
	if (cmd[0] == '-')
		fprintf(stderr, "ddplay: unknown option '%s'\n", cmd);
	else
		fprintf(stderr, "ddplay: unknown command '%s'\n", cmd);
	synopsis(stderr);
	fprintf(stderr, "Try 'ddplay --help' for more.\n");
	return 2;
}
