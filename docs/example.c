/*
 * example.c - libddplay in a few lines: the double-dummy table of a deal.
 *
 *     cc -o example example.c $(pkg-config --cflags --libs ddplay)
 *     ./example 'N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
 *
 * prints the deal and its 20 trick counts as `ddplay table --lines` does
 * (strains S H D C N, declarers N E S W within each: docs/formats.md).
 * The deal is in PBN form: the first seat, a colon, then four hands
 * clockwise, each four suits S.H.D.C separated by dots.
 * (tests/t_install.sh builds it against the installed library.)
 */
#include <stdio.h>
#include <string.h>

#include <ddplay/dd.h>

/* Reads a PBN deal into *deal; 0 when it is not one (dd_table checks the
 * counts of cards). */
static int read_pbn_deal(const char *s, dd_deal *deal)
{
	static const char seats[] = "NESW", ranks[] = "23456789TJQKA";
	const char *p;
	int seat, suit = 0;

	memset(deal, 0, sizeof *deal);
	if (!s[0] || !(p = strchr(seats, s[0])) || s[1] != ':')
		return 0;
	seat = (int)(p - seats);
	for (s += 2; *s; s++) {
		if (*s == '.') {
			if (++suit > 3)
				return 0;
		} else if (*s == ' ') {
			if (suit != 3)
				return 0;
			seat = (seat + 1) % 4;
			suit = 0;
		} else if ((p = strchr(ranks, *s)) != NULL) {
			deal->hand[seat][suit] |= (uint16_t)(1u << (p - ranks + 2));
		} else {
			return 0;
		}
	}
	return suit == 3;
}

int main(int argc, char **argv)
{
	dd_deal deal;
	dd_error err;
	dd_ctx *ctx;
	int tricks[5][4];

	if (argc != 2 || !read_pbn_deal(argv[1], &deal)) {
		fprintf(stderr, "usage: example 'N:S.H.D.C S.H.D.C S.H.D.C S.H.D.C'\n");
		return 2;
	}
	if (strcmp(dd_version(), DD_VERSION_STRING) != 0)
		fprintf(stderr, "note: built with libddplay %s, running with %s\n",
			DD_VERSION_STRING, dd_version());
	ctx = dd_new(0);
	if (!ctx) {
		fprintf(stderr, "example: out of memory\n");
		return 1;
	}
	if (dd_table(ctx, &deal, tricks, &err) != DD_OK) {
		fprintf(stderr, "example: %s\n", err.msg);
		dd_free(ctx);
		return 1;
	}
	printf("%s|", argv[1]);
	for (int strain = DD_SPADES; strain <= DD_NOTRUMP; strain++)
		for (int seat = DD_NORTH; seat <= DD_WEST; seat++)
			printf("%d%c", tricks[strain][seat],
			       strain == DD_NOTRUMP && seat == DD_WEST ? '\n' : ' ');
	dd_free(ctx);
	return 0;
}
