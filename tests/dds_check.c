/*
 * dds_check.c - a client of DDS's C API (dll.h), for tests/t_dds.sh: built
 * once with libdds-ddplay (src/dds/) and, where Debian's libdds-dev is
 * installed, once with DDS itself, the same calls, the outputs compared.
 * One program of several files (tests/dds_check*.c, sharing
 * dds_check.h), each built with both libraries: this one, the commands
 * and what they share (the input lines, a problem said, a position as
 * DDS's struct deal, a solution or a play printed); dds_check_solve.c
 * the SolveBoard calls and threads, dds_check_tables.c the tables,
 * dds_check_play.c the plays, dds_check_par.c the par calls,
 * dds_check_errors.c the bad calls and ErrorMessage().
 *
 *   dds_check solve FILE     each position (deal|strain|leader|played) as
 *                            solve --lines prints it, from SolveBoard
 *                            (solutions 3), the equivalent cards of each
 *                            entry spread out; solutions 1 and 2, target
 *                            and mode 0 checked against it (on stderr)
 *   dds_check pbn FILE       the same through SolveBoardPBN
 *   dds_check table FILE     each deal's 20 results, CalcDDtablePBN (and
 *                            CalcDDtable checked against it)
 *   dds_check alltables FILE the tables again through CalcAllTablesPBN,
 *                            40 deals a call (and a strain filter and the
 *                            par of each table checked)
 *   dds_check par FILE       each deal's DealerPar for every dealer and
 *                            vulnerability: "deal|dealer|vul|score|
 *                            contracts" (dealer 0..3, vul DDS's 0..3)
 *   dds_check play FILE      each play (deal|strain|leader|played) traced
 *                            by AnalysePlayBin: the deal, then declarer's
 *                            side's tricks after each card (AnalysePlayPBN
 *                            checked against it)
 *   dds_check sides FILE     each table line's (deal|t1 ... t20) Par for
 *                            every vulnerability: "deal|t1 ... t20|vul|
 *                            NS score|EW score|NS contracts|EW contracts",
 *                            then SidesPar, SidesParBin's text and
 *                            DealerParBin's text for each dealer
 *   dds_check calcpar FILE   CalcParPBN and CalcPar on each table line
 *                            checked against the line and Par (silent)
 *   dds_check allboards FILE the positions again through SolveAllBoards
 *                            (and SolveAllChunksBin checked against it)
 *   dds_check allplays FILE  the plays again through AnalyseAllPlaysBin
 *                            (and AnalyseAllPlaysPBN checked against it)
 *   dds_check threads FILE N SolveBoard in N threads at once, each over
 *                            every position; "same" when all agree with
 *                            one thread
 *   dds_check errors         some bad calls and their codes
 *   dds_check messages       ErrorMessage() of the codes -400..3, one
 *                            "code text" a line; fails unless each
 *                            RETURN_ code's text is its TEXT_ macro's
 */
#include "dds_check.h"

char *dc_lines[MAXLINES];
int dc_nlines;
int dc_problems;

void dc_problem(int k, const char *what, int a, int b)
{
	fprintf(stderr, "line %d: %s (%d, %d)\n", k + 1, what, a, b);
	dc_problems++;
}

void dc_read_lines(const char *file)
{
	char buf[4096];
	FILE *f = fopen(file, "r");

	if (!f) {
		perror(file);
		exit(2);
	}
	while (dc_nlines < MAXLINES && fgets(buf, sizeof buf, f)) {
		buf[strcspn(buf, "\n")] = '\0';
		dc_lines[dc_nlines++] = strdup(buf);
	}
	fclose(f);
}

/* The struct deal of a position line; 0, or -1 when it cannot be read. */
int dc_deal_of(const char *line, struct deal *dl, dd_position *pos)
{
	char text[4096], err[DEAL_ERR_SIZE], *p = text;
	dd_state st;
	int i, seat, suit;

	snprintf(text, sizeof text, "%s", line);
	for (i = 0; i < 4 && p; i++)
		p = strchr(p + (i > 0), '|');
	if (p)
		*p = '\0';
	if (deal_parse_position(text, pos, err, sizeof err) < 0 ||
	    dd_replay(pos, &st, NULL) != DD_OK)
		return -1;
	memset(dl, 0, sizeof *dl);
	dl->trump = pos->strain;
	dl->first = st.trick_leader;
	for (i = 0; i < st.trick_cards; i++) {
		dl->currentTrickSuit[i] = DD_SUIT(st.trick[i]);
		dl->currentTrickRank[i] = DD_RANK(st.trick[i]);
	}
	for (seat = 0; seat < 4; seat++)
		for (suit = 0; suit < 4; suit++)
			dl->remainCards[seat][suit] =
				st.remaining.hand[seat][suit];
	return 0;
}

void dc_pbn_of(const struct deal *dl, struct dealPBN *pb)
{
	dd_deal d;
	char text[DEAL_TEXT_SIZE];
	int seat, suit;

	for (seat = 0; seat < 4; seat++)
		for (suit = 0; suit < 4; suit++)
			d.hand[seat][suit] = (uint16_t)dl->remainCards[seat][suit];
	deal_format(&d, text);
	memset(pb, 0, sizeof *pb);
	pb->trump = dl->trump;
	pb->first = dl->first;
	memcpy(pb->currentTrickSuit, dl->currentTrickSuit, sizeof pb->currentTrickSuit);
	memcpy(pb->currentTrickRank, dl->currentTrickRank, sizeof pb->currentTrickRank);
	snprintf(pb->remainCards, sizeof pb->remainCards, "%.79s", text);
}

/* Every card of f, equivalent cards spread out, with its score. */
int dc_spread(const struct futureTricks *f, dd_card cards[13],
	      int scores[13])
{
	int i, r, n = 0;

	for (i = 0; i < f->cards; i++) {
		cards[n] = DD_CARD(f->suit[i], f->rank[i]);
		scores[n++] = f->score[i];
		for (r = 14; r >= 2; r--)
			if (f->equals[i] & (1 << r)) {
				cards[n] = DD_CARD(f->suit[i], r);
				scores[n++] = f->score[i];
			}
	}
	return n;
}

void dc_print_solution(const char *line, const dd_position *pos,
		       const struct futureTricks *f)
{
	char text[DEAL_POSITION_SIZE], card[DEAL_CARD_SIZE];
	dd_card cards[13];
	int scores[13], i, n = dc_spread(f, cards, scores);

	(void)line;
	deal_format_position(pos, text);
	printf("%s", text);
	for (i = 0; i < n; i++) {
		deal_format_card(cards[i], card);
		printf("%c%s:%d", i ? ' ' : '|', card, scores[i]);
	}
	putchar('\n');
}

/* The start of the play of line k (its struct deal, before the first
 * card) and its cards, in both forms; 0, or -1 when it is not a play. */
int dc_play_of(int k, struct deal *dl, struct playTraceBin *pb,
	       struct playTracePBN *pp, dd_position *pos)
{
	char text[DEAL_POSITION_SIZE], card[DEAL_CARD_SIZE];
	dd_position start;
	int i;

	if (dc_deal_of(dc_lines[k], dl, pos) < 0)
		return -1;
	start = *pos;
	start.nplayed = 0;
	deal_format_position(&start, text);
	if (dc_deal_of(text, dl, &start) < 0)
		return -1;
	memset(pb, 0, sizeof *pb);
	memset(pp, 0, sizeof *pp);
	pb->number = pp->number = pos->nplayed;
	for (i = 0; i < pos->nplayed; i++) {
		pb->suit[i] = DD_SUIT(pos->played[i]);
		pb->rank[i] = DD_RANK(pos->played[i]);
		deal_format_card(pos->played[i], card);
		memcpy(pp->cards + 2 * i, card, 2);
	}
	return 0;
}

void dc_print_trace(const dd_position *pos, const struct solvedPlay *s)
{
	char text[DEAL_POSITION_SIZE];
	int i;

	deal_format_position(pos, text);
	printf("%s", text);
	for (i = 0; i < s->number; i++)
		printf("%c%d", i ? ' ' : '|', s->tricks[i]);
	putchar('\n');
}

int main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "errors") == 0)
		return dc_errors();
	if (argc == 2 && strcmp(argv[1], "messages") == 0)
		return dc_messages();
	if (argc < 3) {
		fprintf(stderr, "usage: dds_check solve|pbn|table|alltables|par|sides|calcpar|"
			"play|allboards|allplays FILE | threads FILE N | maxthreads FILE N | "
			"errors | messages\n");
		return 2;
	}
	SetMaxThreads(0);
	dc_read_lines(argv[2]);
	if (strcmp(argv[1], "solve") == 0)
		return dc_solve_all(0);
	if (strcmp(argv[1], "pbn") == 0)
		return dc_solve_all(1);
	if (strcmp(argv[1], "table") == 0)
		return dc_table_all();
	if (strcmp(argv[1], "alltables") == 0)
		return dc_alltables_all();
	if (strcmp(argv[1], "play") == 0)
		return dc_play_all();
	if (strcmp(argv[1], "par") == 0)
		return dc_par_all();
	if (strcmp(argv[1], "sides") == 0)
		return dc_sides_all();
	if (strcmp(argv[1], "calcpar") == 0)
		return dc_calcpar_all();
	if (strcmp(argv[1], "allboards") == 0)
		return dc_allboards_all();
	if (strcmp(argv[1], "allplays") == 0)
		return dc_allplays_all();
	if (strcmp(argv[1], "threads") == 0 && argc == 4)
		return dc_threads(atoi(argv[3]));
	if (strcmp(argv[1], "maxthreads") == 0 && argc == 4)
		return dc_maxthreads(atoi(argv[3]));
	return 2;
}
