/*
 * example.c - libddplay in a few lines: the double-dummy tables of deals,
 * and their par.
 *
 *     cc -o example example.c $(pkg-config --cflags --libs ddplay)
 *     ./example 'N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
 *     ./example -j 4 DEAL DEAL DEAL...          (4 threads)
 *     ./example --par E NS DEAL...              (dealer East, NS vulnerable)
 *
 * prints each deal and its 20 trick counts as `ddplay table --lines` does
 * (strains S H D C N, declarers N E S W within each: docs/formats.md), or
 * with --par the deal, the par score and the par contracts as `ddplay
 * table --pbn` writes them in its OptimumScore and ParContract tags.  A
 * deal is in PBN form: the first seat, a colon, then four hands
 * clockwise, each four suits S.H.D.C separated by dots.
 * (tests/t_install.sh builds it against the installed library.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ddplay/dd.h>

static int usage(void)
{
	fprintf(stderr, "usage: example [-j THREADS] [--par DEALER VUL] "
		"'N:S.H.D.C S.H.D.C S.H.D.C S.H.D.C'...\n"
		"  THREADS 0 (one a CPU, the default) to 64; "
		"DEALER N, E, S or W; VUL None, NS, EW or All\n");
	return 2;
}

int main(int argc, char **argv)
{
	static const char *const vuls[4] = { "None", "NS", "EW", "All" };
	int threads = 0, par = 0, dealer = 0, vul = 0, n, i, status = 0;
	int (*tricks)[5][4];
	dd_deal *deals;
	dd_error err;

	if (strcmp(dd_version(), DD_VERSION_STRING) != 0)
		fprintf(stderr, "note: built with libddplay %s, running with %s\n",
			DD_VERSION_STRING, dd_version());
	for (i = 1; i < argc && argv[i][0] == '-'; i++) {
		if (strcmp(argv[i], "-j") == 0 && i + 1 < argc) {
			char *end;
			long j = strtol(argv[++i], &end, 10);

			/* 0: a thread a CPU */
			if (end == argv[i] || *end || j < 0 || j > 64)
				return usage();
			threads = (int)j;
		} else if (strcmp(argv[i], "--par") == 0 && i + 2 < argc) {
			const char *d = strchr("NESW", argv[i + 1][0]);

			for (vul = 0; vul < 4; vul++)
				if (strcmp(argv[i + 2], vuls[vul]) == 0)
					break;
			if (!d || argv[i + 1][0] == '\0' || vul == 4)
				return usage();
			dealer = (int)(d - "NESW");
			par = 1;
			i += 2;
		} else {
			return usage();
		}
	}
	n = argc - i;
	if (n < 1)
		return usage();
	deals = calloc((size_t)n, sizeof *deals);
	tricks = calloc((size_t)n, sizeof *tricks);
	if (!deals || !tricks) {
		fprintf(stderr, "example: out of memory\n");
		return 1;
	}
	for (int k = 0; k < n; k++)
		if (dd_deal_parse(argv[i + k], &deals[k], &err) != DD_OK) {
			fprintf(stderr, "example: '%s': %s\n", argv[i + k],
				err.msg);
			return 2;
		}
	/* every table, threads at a time (0: one a CPU) */
	if (dd_tables(deals, n, tricks, threads, 0, NULL, &err) != DD_OK) {
		fprintf(stderr, "example: %s\n", err.msg);
		status = 1;
	}
	for (int k = 0; k < n && status == 0; k++) {
		char text[DD_DEAL_TEXT_SIZE];

		dd_deal_format(&deals[k], text);
		printf("%s|", text);
		if (par) {
			dd_par_result p;

			if (dd_par((const int (*)[4])tricks[k], dealer, vul, &p,
				   &err) != DD_OK) {
				fprintf(stderr, "example: %s\n", err.msg);
				return 1;
			}
			printf("%s|%s\n", p.score_text, p.contracts_text);
			continue;
		}
		for (int strain = DD_SPADES; strain <= DD_NOTRUMP; strain++)
			for (int seat = DD_NORTH; seat <= DD_WEST; seat++)
				printf("%d%c", tricks[k][strain][seat],
				       strain == DD_NOTRUMP && seat == DD_WEST ?
				       '\n' : ' ');
	}
	free(deals);
	free(tricks);
	return status;
}
