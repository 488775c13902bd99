/*
 * lib_check.c - libddplay's helpers (engine/dd.h, "libddplay's helpers")
 * as a program outside the tree uses them, for tests/t_install.sh: built
 * against the installed library through pkg-config.
 *
 *   lib_check positions FILE  each position line (deal|strain|leader|
 *                             played): read by dd_position_parse, written
 *                             back by dd_position_format, every legal card
 *                             scored (dd_score_cards), printed as solve
 *                             --lines prints it
 *   lib_check errors          what bad text, bad positions, a bad deal
 *                             among good ones (dd_tables) and a bad dealer
 *                             (dd_par) give
 */
#include <stdio.h>
#include <string.h>

#include <ddplay/dd.h>

static int positions(const char *file)
{
	char line[4096], text[DD_POSITION_TEXT_SIZE];
	FILE *f = fopen(file, "r");
	dd_ctx *ctx = dd_new(0);
	int bad = 0;

	if (!f || !ctx)
		return 2;
	while (fgets(line, sizeof line, f)) {
		dd_card_score sc[13];
		dd_position pos;
		dd_error err;
		int n, i;

		line[strcspn(line, "\n")] = '\0';
		if (dd_position_parse(line, &pos, &err) != DD_OK ||
		    dd_score_cards(ctx, &pos, sc, &n, &err) != DD_OK) {
			fprintf(stderr, "%s: %s\n", line, err.msg);
			bad++;
			continue;
		}
		dd_position_format(&pos, text);
		printf("%s", text);
		for (i = 0; i < n; i++)
			printf("%c%c%c:%d", i ? ' ' : '|',
			       dd_strain_letter(DD_SUIT(sc[i].card)),
			       dd_rank_char(DD_RANK(sc[i].card)), sc[i].tricks);
		putchar('\n');
	}
	fclose(f);
	dd_free(ctx);
	return bad ? 1 : 0;
}

static int errors(void)
{
	static const char *const deals[] = {
		"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4",
		"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T",
		"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T3",
		"N:KQT2.8653.A7.K32 A.KJT.9654",
	};
	static const char *const positions[] = {
		"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4|N|W|SA",
		"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4|N|W|S5 H3",
		"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4|X|W|-",
	};
	dd_deal d[4];
	dd_status st[4];
	int tricks[4][5][4], i;
	dd_par_result p;
	dd_error err;

	for (i = 0; i < 4; i++) {
		dd_status s = dd_deal_parse(deals[i], &d[i], &err);

		printf("deal %d: %d %s\n", i, s, s ? err.msg : "");
	}
	for (i = 0; i < 3; i++) {
		dd_position pos;
		dd_status s = dd_position_parse(positions[i], &pos, &err);

		printf("position %d: %d %s\n", i, s, s ? err.msg : "");
	}
	/* the good deal, then one with a card twice (not checked by the
	 * parser: dd_table says so), the good one again */
	d[1] = d[0];
	d[1].hand[DD_SOUTH][DD_CLUBS] &= (uint16_t)~(1u << 5);
	d[1].hand[DD_SOUTH][DD_CLUBS] |= 1u << 4;       /* West's C4 too */
	d[2] = d[0];
	printf("tables: %d %s\n", dd_tables(d, 3, tricks, 2, 0, st, &err),
	       err.msg);
	printf("each: %d %d %d, %d tricks\n", st[0], st[1], st[2],
	       tricks[2][DD_NOTRUMP][DD_EAST]);
	printf("par dealer 4: %d\n",
	       dd_par((const int (*)[4])tricks[0], 4, DD_VUL_NONE, &p, &err));
	if (dd_par((const int (*)[4])tricks[0], DD_EAST, DD_VUL_NS, &p,
		   &err) == DD_OK)
		printf("par: %d %d %d %s %s\n", p.score, p.side, p.ncontracts,
		       p.score_text, p.contracts_text);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "positions") == 0)
		return positions(argv[2]);
	if (argc == 2 && strcmp(argv[1], "errors") == 0)
		return errors();
	fprintf(stderr, "usage: lib_check positions FILE | errors\n");
	return 2;
}
