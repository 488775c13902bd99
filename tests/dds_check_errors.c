/*
 * dds_check_errors.c - the DDS client's bad calls and their codes, and
 * ErrorMessage()'s texts (dds_check.h).
 */
#include "dds_check.h"

/* ---- bad calls -------------------------------------------------------- */

int dc_errors(void)
{
	static const char full[] =
		"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4";
	struct ddTableDealPBN tp;
	struct ddTableResults t;
	struct dealPBN pb;
	struct futureTricks f;
	char msg[80];
	int r;

	memset(&pb, 0, sizeof pb);
	snprintf(pb.remainCards, sizeof pb.remainCards, "%s", full);
	pb.trump = 4;
	pb.first = 1;
#define TRY(what, call) \
	r = (call); ErrorMessage(r, msg); printf("%s: %d %s\n", what, r, msg)
	TRY("good", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	TRY("thread -1", SolveBoardPBN(pb, -1, 3, 1, &f, -1));
	TRY("thread 128", SolveBoardPBN(pb, -1, 3, 1, &f, 128));
	{
		struct playTracePBN pl;
		struct solvedPlay sp;

		memset(&pl, 0, sizeof pl);
		pl.number = 1;
		snprintf(pl.cards, sizeof pl.cards, "SA");      /* East leads */
		TRY("play thread 127", AnalysePlayPBN(pb, pl, &sp, 127));
		TRY("play thread -1", AnalysePlayPBN(pb, pl, &sp, -1));
		TRY("play thread 128", AnalysePlayPBN(pb, pl, &sp, 128));
	}
	TRY("target 14", SolveBoardPBN(pb, 14, 3, 1, &f, 0));
	TRY("target -2", SolveBoardPBN(pb, -2, 3, 1, &f, 0));
	TRY("solutions 0", SolveBoardPBN(pb, -1, 0, 1, &f, 0));
	TRY("solutions 4", SolveBoardPBN(pb, -1, 4, 1, &f, 0));
	TRY("mode 3", SolveBoardPBN(pb, -1, 3, 3, &f, 0));
	TRY("mode -1", SolveBoardPBN(pb, -1, 3, -1, &f, 0));
	pb.trump = 5;
	TRY("trump 5", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	pb.trump = 4;
	pb.first = 4;
	TRY("first 4", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	pb.first = 1;
	pb.currentTrickSuit[0] = 0;
	pb.currentTrickRank[0] = 13;     /* SK: North holds it */
	TRY("played card held", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	pb.currentTrickRank[0] = 0;
	snprintf(pb.remainCards, sizeof pb.remainCards,
		 "N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T");
	TRY("card count", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	snprintf(pb.remainCards, sizeof pb.remainCards,
		 "N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.TZ");
	TRY("bad PBN", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	snprintf(pb.remainCards, sizeof pb.remainCards, "%s\" ", full);
	TRY("closing quote", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	snprintf(pb.remainCards, sizeof pb.remainCards, "%s\"]x", full);
	TRY("text after the quote", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	/* as DDS takes them: the tag's quotes, a tab and a line end, a
	 * blank for the colon */
	snprintf(pb.remainCards, sizeof pb.remainCards, "\"%s\"", full);
	TRY("quoted", SolveBoardPBN(pb, -1, 1, 1, &f, 0));
	snprintf(pb.remainCards, sizeof pb.remainCards, "\t%s\r\n", full);
	TRY("tab and line end", SolveBoardPBN(pb, -1, 1, 1, &f, 0));
	snprintf(pb.remainCards, sizeof pb.remainCards, "N %s", full + 2);
	TRY("no colon", SolveBoardPBN(pb, -1, 1, 1, &f, 0));
	{
		struct playTracePBN lp;
		struct solvedPlay lsp;

		snprintf(pb.remainCards, sizeof pb.remainCards, "%s", full);
		pb.first = 3;
		memset(&lp, 0, sizeof lp);
		lp.number = 4;
		snprintf(lp.cards, sizeof lp.cards, "ctc2cac5");
		TRY("play in lower case", AnalysePlayPBN(pb, lp, &lsp, 0));
		pb.first = 1;
	}
	memset(&tp, 0, sizeof tp);
	snprintf(tp.cards, sizeof tp.cards,
		 "N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T3");
	TRY("table: duplicate", CalcDDtablePBN(tp, &t));
	/* North with a 14th card, West's SA: too many cards, as DDS says */
	snprintf(tp.cards, sizeof tp.cards,
		 "N:AKQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4");
	TRY("table: 14 cards", CalcDDtablePBN(tp, &t));
	snprintf(pb.remainCards, sizeof pb.remainCards, "%s", tp.cards);
	TRY("14 cards", SolveBoardPBN(pb, -1, 3, 1, &f, 0));
	{
		static struct boardsPBN bp;
		static struct boards bb;
		static struct solvedBoards sb;
		static struct playTracesBin pl;
		static struct solvedPlays sp;
		static struct ddTableDealsPBN tdp;
		static struct ddTablesRes tr;
		static struct allParResults ap;
		int all[5] = { 0, 0, 0, 0, 0 };

		pb.currentTrickRank[0] = 0;
		snprintf(pb.remainCards, sizeof pb.remainCards, "%s", full);
		bp.noOfBoards = 1;
		bp.deals[0] = pb;
		bp.target[0] = -1;
		bp.solutions[0] = 1;
		bp.mode[0] = 1;
		TRY("chunk 0", SolveAllChunks(&bp, &sb, 0));
		bp.noOfBoards = MAXNOOFBOARDS + 1;
		TRY("boards 201", SolveAllBoards(&bp, &sb));
#ifdef DDPLAY_DDS_DLL_H
		/* DDS's sources after the 2.9.0 release (not Debian's DDS) */
		bb.noOfBoards = MAXNOOFBOARDS + 1;
		TRY("bin boards 201", SolveAllBoardsBin(&bb, &sb));
#endif
		bb.noOfBoards = 2;
		pl.noOfBoards = 1;
		TRY("plays 2 and 1", AnalyseAllPlaysBin(&bb, &pl, &sp, 1));
		tdp.noOfTables = 1;
		snprintf(tdp.deals[0].cards, sizeof tdp.deals[0].cards, "%s", full);
		TRY("alltables mode 4", CalcAllTablesPBN(&tdp, 4, all, &tr, &ap));
		{
			/* the deals are read, not written: 80 characters
			 * without a NUL (the deal and blanks) stay so */
			static struct ddTableDealsPBN before;

			memset(tdp.deals[0].cards, ' ', sizeof tdp.deals[0].cards);
			memcpy(tdp.deals[0].cards, full, strlen(full));
			before = tdp;
			TRY("alltables 80 characters", CalcAllTablesPBN(&tdp, -1, all, &tr, &ap));
			printf("alltables input %s\n", memcmp(&before, &tdp, sizeof tdp) ?
			       "changed" : "unchanged");
		}
		for (r = 0; r <= MAXNOOFTABLES; r++)
			tdp.deals[r] = tdp.deals[0];
		tdp.noOfTables = MAXNOOFTABLES + 1;
		TRY("alltables 41", CalcAllTablesPBN(&tdp, -1, all, &tr, &ap));
		{
			/* a strain filtered out: no par (as DDS), where the
			 * results' filtered strains are what they were */
			int three[5] = { 0, 1, 0, 1, 0 };

			tdp.noOfTables = 1;
			memset(&tr, 0x11, sizeof tr);
			memset(&ap, 0, sizeof ap);
			TRY("alltables filtered par", CalcAllTablesPBN(&tdp, 0,
			    three, &tr, &ap));
			printf("alltables filtered par: '%s' '%s'\n",
			       ap.presults[0].parScore[0],
			       ap.presults[0].parContractsString[0]);
		}
	}
	{
		/* fields out of range in a caller's par results */
		struct parResultsMaster pm[2];
		struct parTextResults pt;
		char text[128];

		memset(pm, 0, sizeof pm);
		pm[0].number = pm[1].number = 1;
		pm[0].contracts[0].level = pm[1].contracts[0].level = 1;
		TRY("text good", ConvertToDealerTextFormat(pm, text));
		pm[0].contracts[0].denom = -1;
		TRY("text denom -1", ConvertToDealerTextFormat(pm, text));
		TRY("sides denom -1", ConvertToSidesTextFormat(pm, &pt));
		pm[0].contracts[0].denom = 0;
		pm[0].contracts[0].seats = -7;
		TRY("text seats -7", ConvertToDealerTextFormat(pm, text));
		pm[0].contracts[0].seats = 6;
		TRY("text seats 6", ConvertToDealerTextFormat(pm, text));
		pm[0].contracts[0].seats = 0;
		pm[1].contracts[0].seats = -1;
		TRY("sides seats -1", ConvertToSidesTextFormat(pm, &pt));
		pm[1].contracts[0].seats = 0;
		pm[0].number = 11;
		TRY("text number 11", ConvertToDealerTextFormat(pm, text));
		pm[0].number = -1;
		TRY("text number -1", ConvertToDealerTextFormat(pm, text));
	}
	{
		struct DDSInfo info;

		GetDDSInfo(&info);
		printf("info: %d.%d.%d %s\n", info.major, info.minor, info.patch,
		       info.versionString);
	}
	{
		/* a target not reached where no trick can be won: DDS 2.9
		 * scores 0 for a target of 1, -1 above */
		struct deal d;
		int tg;

		memset(&d, 0, sizeof d);
		d.trump = 4;
		d.first = 0;
		d.remainCards[0][0] = (1u << 3) | (1u << 2);
		d.remainCards[1][0] = (1u << 14) | (1u << 13);
		d.remainCards[2][1] = (1u << 3) | (1u << 2);
		d.remainCards[3][1] = (1u << 14) | (1u << 13);
		for (tg = 1; tg <= 2; tg++) {
			r = SolveBoard(d, tg, 1, 1, &f, 0);
			printf("no trick, target %d: %d cards %d score %d\n",
			       tg, r, f.cards, f.score[0]);
		}
	}
	{
		/* a trace from inside the first trick (West's CT led) to
		 * the last card: as DDS 2.9, up to three cards before the
		 * end, 48 entries (the trick's card not counted twice) */
		struct dealPBN d;
		struct playTracePBN p;
		struct solvedPlay sp;

		memset(&d, 0, sizeof d);
		d.trump = 2;
		d.first = 3;
		snprintf(d.remainCards, sizeof d.remainCards, "%s",
			 "N:A86.Q8542.4.9764 42.AT73.T953.A85 "
			 "QJ975.J.AKQJ.KJ3 KT3.K96.8762.Q2");
		d.currentTrickSuit[0] = 3;
		d.currentTrickRank[0] = 10;
		memset(&p, 0, sizeof p);
		p.number = 51;
		snprintf(p.cards, sizeof p.cards, "%s",
			 "C4C8CJS7STSAS2D4D5DJD7DAD6C6D9DQD8H5DTS5SKS8S4"
			 "C2C7CAC3H3HJHKH2S3S6D3SJHADKH6H4SQD2H8HTH9HQH7"
			 "CKC9C5S9CQ");
		r = AnalysePlayPBN(d, p, &sp, 0);
		printf("mid-trick trace: %d number %d last %d\n", r,
		       sp.number, sp.number > 0 ? sp.tricks[sp.number - 1]
		       : -1);
	}
	TRY("threading 0", SetThreading(0));
	ErrorMessage(RETURN_NO_FAULT, NULL);    /* DDS itself crashes */
	printf("message to NULL: no crash\n");
#undef TRY
	return 0;
}

/* ErrorMessage()'s texts: every code's, and each RETURN_ code's its
 * TEXT_ macro's (DDS's words). */
int dc_messages(void)
{
	static const struct {
		int code;
		const char *text;
	} known[] = {
#define K(name) { RETURN_##name, TEXT_##name }
		K(NO_FAULT), K(UNKNOWN_FAULT), K(ZERO_CARDS), K(TARGET_TOO_HIGH),
		K(DUPLICATE_CARDS), K(TARGET_WRONG_LO), K(TARGET_WRONG_HI),
		K(SOLNS_WRONG_LO), K(SOLNS_WRONG_HI), K(TOO_MANY_CARDS),
		K(SUIT_OR_RANK), K(PLAYED_CARD), K(CARD_COUNT), K(THREAD_INDEX),
		K(MODE_WRONG_LO), K(MODE_WRONG_HI), K(TRUMP_WRONG),
		K(FIRST_WRONG), K(PLAY_FAULT), K(PBN_FAULT), K(TOO_MANY_BOARDS),
		K(THREAD_CREATE), K(THREAD_WAIT), K(THREAD_MISSING), K(NO_SUIT),
		K(TOO_MANY_TABLES), K(CHUNK_SIZE),
#undef K
	};
	error_message_fn fn = ErrorMessage;
	char line[80];
	size_t i;
	int code, bad = 0;

	for (code = -400; code <= 3; code++) {
		fn(code, line);
		printf("%d %s\n", code, line);
	}
	for (i = 0; i < sizeof known / sizeof known[0]; i++) {
		ErrorMessage(known[i].code, line);
		if (strcmp(line, known[i].text) != 0) {
			fprintf(stderr, "ErrorMessage(%d): '%s', TEXT_: '%s'\n",
				known[i].code, line, known[i].text);
			bad = 1;
		}
	}
	return bad;
}
