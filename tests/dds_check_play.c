/*
 * dds_check_play.c - the DDS client's plays traced (dds_check.h):
 * AnalysePlayBin (AnalysePlayPBN checked against it), AnalyseAllPlaysBin
 * (AnalyseAllPlaysPBN checked against it).
 */
#include "dds_check.h"

int dc_play_all(void)
{
	int k;

	for (k = 0; k < dc_nlines; k++) {
		struct playTraceBin pb;
		struct playTracePBN pp;
		struct solvedPlay sb, sp;
		struct dealPBN dp;
		struct deal dl;
		dd_position pos;
		int r;

		if (dc_play_of(k, &dl, &pb, &pp, &pos) < 0) {
			dc_problem(k, "not a play", 0, 0);
			continue;
		}
		r = AnalysePlayBin(dl, pb, &sb, 0);
		if (r != RETURN_NO_FAULT) {
			dc_problem(k, "AnalysePlayBin failed", r, 0);
			continue;
		}
		dc_pbn_of(&dl, &dp);
		r = AnalysePlayPBN(dp, pp, &sp, 0);
		if (r != RETURN_NO_FAULT || sp.number != sb.number ||
		    memcmp(sp.tricks, sb.tricks, sizeof sp.tricks[0] * (size_t)sb.number) != 0)
			dc_problem(k, "AnalysePlayPBN differs from AnalysePlayBin", r, sp.number);
		dc_print_trace(&pos, &sb);
	}
	return dc_problems ? 1 : 0;
}

/* AnalyseAllPlaysBin, 200 plays a call, printed as play prints them;
 * AnalyseAllPlaysPBN gives the same. */
int dc_allplays_all(void)
{
	static struct boards bb;
	static struct boardsPBN bp;
	static struct playTracesBin pb;
	static struct playTracesPBN pp;
	static struct solvedPlays sb, sp;
	static dd_position pos[MAXNOOFBOARDS];
	int k, i, r;

	for (k = 0; k < dc_nlines; k += bb.noOfBoards) {
		bb.noOfBoards = bp.noOfBoards = pb.noOfBoards = pp.noOfBoards =
			dc_nlines - k < MAXNOOFBOARDS ? dc_nlines - k : MAXNOOFBOARDS;
		for (i = 0; i < bb.noOfBoards; i++) {
			if (dc_play_of(k + i, &bb.deals[i], &pb.plays[i], &pp.plays[i],
				    &pos[i]) < 0) {
				dc_problem(k + i, "not a play", 0, 0);
				return 1;
			}
			dc_pbn_of(&bb.deals[i], &bp.deals[i]);
		}
		r = AnalyseAllPlaysBin(&bb, &pb, &sb, 1);
		if (r != RETURN_NO_FAULT || sb.noOfBoards != bb.noOfBoards) {
			dc_problem(k, "AnalyseAllPlaysBin failed", r, sb.noOfBoards);
			return 1;
		}
		r = AnalyseAllPlaysPBN(&bp, &pp, &sp, 10);
		if (r != RETURN_NO_FAULT || sp.noOfBoards != bp.noOfBoards)
			dc_problem(k, "AnalyseAllPlaysPBN failed", r, sp.noOfBoards);
		for (i = 0; i < bb.noOfBoards; i++) {
			if (sp.solved[i].number != sb.solved[i].number ||
			    memcmp(sp.solved[i].tricks, sb.solved[i].tricks,
				   sizeof sb.solved[i].tricks[0] * (size_t)sb.solved[i].number) != 0)
				dc_problem(k + i, "AnalyseAllPlaysPBN differs from AnalyseAllPlaysBin", 0, 0);
			dc_print_trace(&pos[i], &sb.solved[i]);
		}
	}
	return dc_problems ? 1 : 0;
}
