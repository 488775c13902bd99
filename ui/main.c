/*
 * main.c - the ddplay command: dispatches to the batch commands (src/)
 * or to the interactive analyser (ui.h).  It lives in ui/ because it
 * depends on both: ui -> src -> engine, never the other way.
 */
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "batch/batch.h"
#include "dd.h"
#include "util/lineio.h"
#include "sim/lead.h"
#include "options.h"
#include "sim/sdcmd.h"
#include "ui.h"
#include "util/util.h"

static void synopsis(FILE *f)
{
	fprintf(f,
		"usage: ddplay                      the interactive analyser, "
		"on a random deal\n"
		"       ddplay --deal DEAL [--declarer SEAT] [--strain STRAIN | "
		"--contract 4S]\n"
		"                          [--played CARDS]\n"
		"       ddplay FILE                 the interactive analyser, "
		"on the boards of FILE\n"
		"         either form: [--hide SEATS] [--color=WHEN] [--threads N]\n"
		"                      [--tries N];\n"
		"         with --deal: [--practice [--seed N] [--gentle] "
		"[--pause SECONDS]];\n"
		"         without either: [--seed N] (the random deals)\n"
		"       ddplay practice [--strain X] [--min-tricks N] [--seed N] "
		"[--gentle]\n"
		"                       [--pause SECONDS] [--tries N] "
		"[--color=WHEN]\n"
		"                       [--threads N]\n"
		"       ddplay quiz [FILE] [--seed N] [--count N] [--color=WHEN] "
		"[--threads N]\n"
		"       ddplay table [--lines | --json [-o FILE] | --pbn [-o FILE]]"
		"\n                    [--dealer X] [--vul V] [--threads N]\n"
		"       ddplay solve [--lines | --json [-o FILE]] [--threads N]\n"
		"       ddplay trace [--lines | --json [-o FILE]] [--cards]\n"
		"       ddplay analyse [--sd | --sd-all] [--json [-o FILE]]\n"
		"         each: [-j N] [--color=WHEN] [FILE...]\n"
		"       ddplay analyse --summary [--lines | --json] [-o FILE] "
		"[-j N] [FILE...]\n"
		"       ddplay lead --hand HAND --contract 4S [--north SPEC...] "
		"[--deals N|FILE]\n"
		"       ddplay sd [--deals N|FILE] [--card N] [--north SPEC...] "
		"[FILE...]\n"
		"       ddplay --help | --version\n");
}

static void help(void)
{
	synopsis(stdout);
	printf("\n"
	       "A double-dummy analyser for contract bridge.\n"
	       "\n"
	       "  table    for each deal, the tricks each seat takes as "
	       "declarer in each strain,\n"
	       "           and par; --pbn: the boards as PBN with the "
	       "analysis added\n"
	       "  solve    for each position, every legal card scored\n"
	       "  trace    for each play, declarer's side's double-dummy "
	       "total before the lead\n"
	       "           and after each card; --cards: every card scored "
	       "at every position\n"
	       "  analyse  for each played board, a post-mortem: every "
	       "card that cost or gave\n"
	       "           away a trick, and the right card(s)\n"
	       "  lead     which opening lead is best on average over "
	       "layouts that fit the\n"
	       "           auction ('ddplay lead --help', docs/lead.md)\n"
	       "  sd       single dummy: for each position, each card of the "
	       "seat to play over\n"
	       "           layouts of the cards it cannot see ('ddplay sd "
	       "--help', docs/sd.md)\n"
	       "\n"
	       "  --lines   one result a line, in the reference format "
	       "(default: readable)\n"
	       "  -j N      N boards at a time in N threads, output in "
	       "input order\n"
	       "\n"
	       "Input comes from the FILEs, or standard input ('-' or "
	       "none): lines\n(\"N:hand hand hand hand\" or "
	       "deal|strain|leader|played), PBN files, or LIN\nfiles and "
	       "BBO handviewer links, recognised by their content.  Bad "
	       "boards are\nreported as FILE:LINE: reason and the exit "
	       "status is then 1.  Formats:\ndocs/formats.md; "
	       "'ddplay COMMAND --help' (or 'ddplay help COMMAND') for a\n"
	       "command's options.\n"
	       "\n"
	       "The interactive analyser (a terminal of 80x24 or more): "
	       "you play the cards\nfor all four seats; beside each card "
	       "the seat to play can play, the tricks\ndeclarer's side "
	       "ends with if it is played.\n"
	       "  --deal DEAL       the deal (\"N:hand hand hand hand\"); "
	       "without it a random\n"
	       "                    deal; either, without the next four, "
	       "played in its best\n"
	       "                    double-dummy contract\n"
	       "  --declarer SEAT   N E S W (default S)\n"
	       "  --strain STRAIN   S H D C N (default N, notrump)\n"
	       "  --contract C      a level and a strain, \"3N\", \"4S\", "
	       "\"4S by N\": the result\n"
	       "                    is given against it (default: the level "
	       "the deal makes)\n"
	       "  --played CARDS    the cards played already: \"CT C4 ...\"\n"
	       "  FILE              the boards of a file: lines deal or "
	       "deal|strain|leader|played,\n"
	       "                    PBN or LIN (a bare deal: its best "
	       "contract)\n"
	       "  --hide SEATS      hide the hands of those seats (\"EW\"): "
	       "only their card\n"
	       "                    counts shown (:show shows them)\n"
	       "  --practice        with --deal: you play declarer's and "
	       "dummy's cards, the\n"
	       "                    computer defends, the defenders' hands "
	       "hidden\n"
	       "  --color=WHEN      auto (colours unless NO_COLOR is set), "
	       "always, never\n"
	       "  --threads N       the solver's threads (default: one a CPU, "
	       "DDPLAY_THREADS):\n"
	       "                    2 at most for a position not solved "
	       "yet, N for x,\n"
	       "                    :sd and :session's boards\n"
	       "  --tries N         layouts tried at the most by :sd, x and "
	       "the practice\n"
	       "                    review's single-dummy figures "
	       "(default 20000000)\n"
	       "\n"
	       "Teaching (docs/ui.md):\n"
	       "  practice          a random deal where South declares; you "
	       "play North-South,\n"
	       "                    the computer defends with double-dummy "
	       "best cards; a review\n"
	       "                    of your play at the end\n"
	       "    --strain X        the strain (default: South's best)\n"
	       "    --min-tricks N    South makes at least N tricks double "
	       "dummy (7-13, 9)\n"
	       "    --seed N          the same deal and the same defence "
	       "each time\n"
	       "    --gentle          the defence plays cards within a trick "
	       "of the best\n"
	       "    --pause SECONDS   before each card of the computer's "
	       "(default 0.6)\n"
	       "  quiz [FILE]       find-the-card positions from the boards "
	       "of FILE (along\n"
	       "                    their play) or from random deals: pick "
	       "a card that keeps\n"
	       "                    the double-dummy result\n"
	       "    --count N         positions in the quiz (default 10)\n"
	       "    --seed N          the same positions each time\n"
	       "  Both take --color=WHEN and --threads N as above, practice "
	       "--tries N too.\n"
	       "  --deal DEAL --practice: practice on that deal, with --seed, "
	       "--gentle and\n"
	       "  --pause as practice takes them (they go with --practice "
	       "alone).\n"
	       "\n");
	ui_write_keys(stdout);
}

static int is_command(const char *a)
{
	return strcmp(a, "table") == 0 || strcmp(a, "solve") == 0 ||
	       strcmp(a, "trace") == 0 || strcmp(a, "analyse") == 0 ||
	       strcmp(a, "analyze") == 0 || strcmp(a, "lead") == 0 ||
	       strcmp(a, "sd") == 0 || strcmp(a, "help") == 0;
}

/* Whether the arguments are for the interactive analyser: none, an
 * option (its own, or one it reports as unknown) other than those of
 * main() below, a teaching mode, the name of a readable file (not a
 * folder), or a BBO handviewer link or LIN string. */
static int is_interactive(int argc, char **argv)
{
	const char *a;
	struct stat st;

	if (argc < 2)
		return 1;
	a = argv[1];
	if (strcmp(a, "practice") == 0 || strcmp(a, "quiz") == 0)
		return 1;
	if (a[0] == '-')
		return a[1] != '\0' && strcmp(a, "-h") != 0 &&
		       strcmp(a, "--help") != 0 &&
		       strcmp(a, "--version") != 0 &&
		       strncmp(a, "--keys-", 7) != 0;
	if (is_command(a))
		return 0;
	if (access(a, R_OK) == 0)
		return stat(a, &st) == 0 && !S_ISDIR(st.st_mode);
	return errno == ENOENT && lineio_is_text(a);
}

/* The first argument, neither a command nor a file that can be read: a
 * file that exists (a folder, one we may not read) or that looks like a
 * file name ("club.pbn", "x/y") gets the reason, "FILE: No such file or
 * directory"; 1 then, 0 when it is rather an unknown command. */
static int file_trouble(const char *a)
{
	struct stat st;

	if (stat(a, &st) == 0) {
		if (S_ISDIR(st.st_mode))
			errno = EISDIR;
		else if (access(a, R_OK) == 0)
			return 0;
	} else if (!strchr(a, '.') && !strchr(a, '/')) {
		return 0;
	}
	fprintf(stderr, "%s: %s\n", a, strerror(errno));
	return 1;
}

int main(int argc, char **argv)
{
	const char *cmd;

	setlocale(LC_ALL, "");
	setlocale(LC_NUMERIC, "C");
	/* ddplay practice --help, ddplay --deal ... --help: the help, which
	 * has the analyser's options and the teaching modes */
	if (is_interactive(argc, argv)) {
		if (options_help_asked(argc, argv)) {
			help();
			return 0;
		}
		return ui_main(argc, argv);
	}
	cmd = argv[1];
	/* ddplay help COMMAND: the command's own help, COMMAND --help (the
	 * teaching modes' is the general one, below, as is help --help) */
	if (strcmp(cmd, "help") == 0 && argc > 2 && argv[2][0] != '-' &&
	    strcmp(argv[2], "practice") != 0 && strcmp(argv[2], "quiz") != 0) {
		static char help_opt[] = "--help";
		static char *args[4];

		if (!is_command(argv[2]) || strcmp(argv[2], "help") == 0) {
			fprintf(stderr, "ddplay help: no command '%s' (table, "
				"solve, trace, analyse, lead, sd, practice, "
				"quiz)\n", argv[2]);
			return 2;
		}
		args[0] = argv[0];
		args[1] = argv[2];
		args[2] = help_opt;
		args[3] = NULL;
		argc = 3;
		argv = args;
		cmd = argv[1];
	}
	if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 ||
	    strcmp(cmd, "help") == 0) {
		help();
		/* a full disk or a closed pipe: said, status 1 */
		return util_output_end(cmd, stdout, NULL, NULL) < 0;
	}
	/* undocumented: the key lists of docs/ddplay.1 and README.md,
	 * from the request table (make keys-docs) */
	if (strcmp(cmd, "--keys-man") == 0) {
		ui_write_keys_man(stdout);
		return 0;
	}
	if (strcmp(cmd, "--keys-markdown") == 0) {
		ui_write_keys_markdown(stdout);
		return 0;
	}
	if (strcmp(cmd, "--version") == 0) {
		printf("ddplay %s\n", DD_VERSION_STRING);
		return util_output_end(cmd, stdout, NULL, NULL) < 0;
	}
	if (strcmp(cmd, "table") == 0)
		return batch_table(argc - 1, argv + 1);
	if (strcmp(cmd, "solve") == 0)
		return batch_solve(argc - 1, argv + 1);
	if (strcmp(cmd, "trace") == 0)
		return batch_trace(argc - 1, argv + 1);
	if (strcmp(cmd, "analyse") == 0 || strcmp(cmd, "analyze") == 0)
		return batch_analyse(argc - 1, argv + 1);
	if (strcmp(cmd, "lead") == 0)
		return lead_main(argc - 1, argv + 1);
	if (strcmp(cmd, "sd") == 0)
		return sd_main(argc - 1, argv + 1);
	if (cmd[0] != '-' && file_trouble(cmd))
		return 1;
	if (cmd[0] == '-')
		fprintf(stderr, "ddplay: unknown option '%s'\n", cmd);
	else
		fprintf(stderr, "ddplay: unknown command '%s'\n", cmd);
	synopsis(stderr);
	fprintf(stderr, "Try 'ddplay --help' for more.\n");
	return 2;
}
