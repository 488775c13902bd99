/*
 * unit_lin_auction.c - unit tests of the LIN reader (src/formats/lin*.c)
 * on what a board's calls and cards give: the contract, declarer and
 * result, the forms of calls and cards, alerts, claims, the hands given;
 * and the boundaries of boards, what carries over from one to the next.
 * The helpers are unit_lin.h's.  Prints each failed check and exits 1
 * when there was one.
 */
#include "unit_lin.h"

static void test_contracts(void)
{
	record *r;

	/* The derived East hand. */
	r = one_board(MD);
	if (r) {
		CHECK_STR(deal_text(r), REF_DEAL);
		CHECK(r->has_deal);
		CHECK_INT(r->dealer, DD_SOUTH);
		CHECK_INT(r->vul, -1);
		CHECK_INT(r->level, -1);
		CHECK_STR(tag(r, "Vulnerable"), "(none)");
		CHECK_STR(tag(r, "Contract"), "(none)");
		CHECK_STR(tag(r, "Auction"), "(none)");
		CHECK_STR(tag(r, "Board"), "(none)");
		CHECK_STR(r->board, "");
	}
	free_one(r);

	/* Passed out. */
	r = one_board(MD "sv|b|mb|p|mb|p|mb|p|mb|p|");
	if (r) {
		CHECK_INT(r->level, 0);
		CHECK_INT(r->declarer, -1);
		CHECK_STR(tag(r, "Contract"), "Pass");
		CHECK_STR(tag(r, "Declarer"), "");
		CHECK_STR(tag(r, "Vulnerable"), "All");
		CHECK_STR(tag(r, "Auction"), "S");
		CHECK_STR(section(r, "Auction"), "Pass Pass Pass Pass\n");
		CHECK_STR(tag(r, "Result"), "(none)");
	}
	free_one(r);

	/* Not finished, no card played: no contract. */
	r = one_board(MD "mb|1S|mb|p|");
	if (r) {
		CHECK_INT(r->level, -1);
		CHECK_INT(r->strain, -1);
		CHECK_STR(tag(r, "Contract"), "(none)");
		CHECK_STR(section(r, "Auction"), "1S Pass\n");
	}
	free_one(r);

	/* Passes after the end are left out. */
	r = one_board(MD "mb|p|mb|1D|mb|p|mb|p|mb|p|mb|p|pc|S5|mb|p|");
	if (r) {
		CHECK_STR(contract(r), "1D");
		CHECK_INT(r->declarer, DD_WEST);
		CHECK_STR(section(r, "Auction"),
			  "Pass 1D Pass Pass\nPass\n");
	}
	free_one(r);

	/* Not finished, but cards played: the last bid. */
	r = one_board(MD "mb|1N|pc|S5|");
	if (r) {
		CHECK_STR(contract(r), "1NT");
		CHECK_INT(r->declarer, DD_SOUTH);
		CHECK_STR(played_text(r), "S5");
		CHECK_INT(r->result, -1);
	}
	free_one(r);

	/* No dealer digit: no declarer, dealer or Auction tag. */
	r = one_board("md|S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,"
		      "SKQT2H8653DA7CK32,|mb|1S|mb|p|mb|p|mb|p|");
	if (r) {
		CHECK_STR(deal_text(r), REF_DEAL);
		CHECK_INT(r->dealer, -1);
		CHECK_STR(contract(r), "1S");
		CHECK_INT(r->strain, DD_SPADES);
		CHECK_INT(r->declarer, -1);
		CHECK_STR(tag(r, "Dealer"), "(none)");
		CHECK_STR(tag(r, "Declarer"), "(none)");
		CHECK_STR(tag(r, "Contract"), "1S");
		CHECK_STR(tag(r, "Auction"), "(none)");
	}
	free_one(r);

	/* Several calls in one mb|, alerts, pass spelt out, NT. */
	r = one_board(MD "mb|1S!p2NTp|mb|3n!, P PASS p|");
	if (r) {
		CHECK_STR(contract(r), "3NT");
		CHECK_INT(r->declarer, DD_NORTH);
		CHECK_STR(section(r, "Auction"),
			  "1S! Pass 2NT Pass\n3NT! Pass Pass Pass\n");
	}
	free_one(r);

	/* Partner named the strain first. */
	r = one_board(MD "mb|1H|mb|p|mb|1S|mb|p|mb|2S|mb|p|mb|4S|mb|p|mb|p|"
		      "mb|p|");
	if (r) {
		CHECK_STR(contract(r), "4S");
		CHECK_INT(r->declarer, DD_NORTH);
		CHECK_STR(tag(r, "Declarer"), "N");
	}
	free_one(r);

	/* x and xx; a double after two passes; a redouble then a bid. */
	r = one_board(MD "mb|1S|mb|x|mb|xx|mb|p|mb|p|mb|p|");
	if (r)
		CHECK_STR(contract(r), "1SXX");
	free_one(r);
	r = one_board(MD "mb|1S|mb|p|mb|p|mb|D|mb|p|mb|p|mb|p|");
	if (r) {
		CHECK_STR(contract(r), "1SX");
		CHECK_INT(r->declarer, DD_SOUTH);
		CHECK_STR(section(r, "Auction"),
			  "1S Pass Pass X\nPass Pass Pass\n");
	}
	free_one(r);
	r = one_board(MD "mb|1S|mb|d|mb|r|mb|2c|mb|p|mb|p|mb|p|");
	if (r) {
		CHECK_STR(contract(r), "2C");
		CHECK_INT(r->declarer, DD_EAST);
	}
	free_one(r);

	/* Cards: several in one pc|, lower case, "10", commas. */
	r = one_board(MD "mb|1S|mb|p|mb|p|mb|p|pc|s5 s2 sK s10|pc|h2,h3|"
		      "pc|DT|");
	if (r) {
		CHECK_STR(played_text(r), "S5 S2 SK ST H2 H3 DT");
		CHECK_INT(r->play_line, 1);
	}
	free_one(r);

	/* The claim, also without a card played; mc| may come again. */
	r = one_board(MD "mb|3N|mb|p|mb|p|mb|p|mc|9|mc|10|");
	if (r) {
		CHECK_INT(r->claim, 10);
		CHECK_INT(r->result, 10);
		CHECK_STR(tag(r, "Result"), "10");
	}
	free_one(r);

	/* Four hands given; upper and lower case tags; "10". */
	r = one_board("MD|3SKQ102H8653DA7CK32,sahkjtd9654caq876,"
		      "S9743H74DQJ32CJ95,SJ865HAQ92DK108CT4|Sv|E|");
	if (r) {
		CHECK_STR(deal_text(r),
			  "N:9743.74.QJ32.J95 J865.AQ92.KT8.T4 "
			  "KQT2.8653.A7.K32 A.KJT.9654.AQ876");
		CHECK_INT(r->dealer, DD_NORTH);
		CHECK_INT(r->vul, VUL_EW);
	}
	free_one(r);

	/* West left out instead of East. */
	r = one_board("md|2S9743H74DQJ32CJ95,,SKQT2H8653DA7CK32,"
		      "SAHKJTD9654CAQ876|");
	if (r) {
		CHECK_STR(deal_text(r), REF_DEAL);
		CHECK_INT(r->dealer, DD_WEST);
	}
	free_one(r);
}

/* Board boundaries and what carries over from board to board. */
static void test_boards(void)
{
	reports rp;
	record *r;
	int n;

	/* md| after a deal starts a board; pn| carries over; vg| too. */
	r = parse_str("vg|Club night, session 2|pn|s1,w1,n1,e1|\n"
		      MD "ah|Board 1|sv|o|mb|1S|mb|p|mb|p|mb|p|\n"
		      MD "ah|Board 2|sv|n|\n"
		      "pn|s3,w3,n3,e3|" MD "ah|Board 3|\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 3);
	if (n == 3) {
		CHECK_STR(r[0].board, "Board 1");
		CHECK_STR(tag(&r[0], "Event"), "Club night");
		CHECK_STR(tag(&r[0], "South"), "s1");
		CHECK_STR(contract(&r[0]), "1S");
		CHECK_STR(r[1].board, "Board 2");
		CHECK_STR(tag(&r[1], "South"), "s1");
		CHECK_STR(tag(&r[1], "Event"), "Club night");
		CHECK_INT(r[1].vul, VUL_NS);
		CHECK_INT(r[1].level, -1);
		CHECK_STR(r[2].board, "Board 3");
		CHECK_STR(tag(&r[2], "South"), "s3");
		CHECK_INT(r[2].line, 4);
	}
	free_records(r, n);

	/* ah| and sv| before md|: a new board after one with a play. */
	r = parse_str("ah|Board 1|sv|o|" MD "mb|1S|mb|p|mb|p|mb|p|pc|S5|\n"
		      "ah|Board 2|sv|b|" MD "mb|p|mb|p|mb|p|mb|p|\n"
		      "ah|Board 3|\nsv|e|\n" MD "\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 3);
	if (n == 3) {
		CHECK_STR(r[0].board, "Board 1");
		CHECK_INT(r[0].vul, VUL_NONE);
		CHECK_INT(r[0].nplayed, 1);
		CHECK_STR(r[1].board, "Board 2");
		CHECK_INT(r[1].vul, VUL_ALL);
		CHECK_INT(r[1].level, 0);
		CHECK_INT(r[1].line, 2);
		CHECK_STR(r[2].board, "Board 3");
		CHECK_INT(r[2].vul, VUL_EW);
		CHECK_INT(r[2].line, 3);
		CHECK_INT(r[2].deal_line, 5);
	}
	free_records(r, n);

	/* A bad board in the middle of three, each on several lines: its
	 * play stops at the word that is no card (record.h, play_cut), the
	 * board kept with its contract. */
	r = parse_str("qx|o1|\n" MD "\nmb|1S|mb|p|mb|p|mb|p|\n"
		      "qx|o2|\n" MD "\nmb|1S|mb|p|mb|p|mb|p|\npc|SX|\n"
		      "qx|o3|\n" MD "\nmb|1S|mb|p|mb|p|mb|p|\n", &n, &rp);
	CHECK_STR(rp.text, "7: board Open 2: pc: 'SX' is not a card\n");
	CHECK_INT(n, 3);
	if (n == 3) {
		CHECK_STR(r[0].board, "Open 1");
		CHECK_STR(r[1].board, "Open 2");
		CHECK_INT(r[1].level, 1);
		CHECK_INT(r[1].nplayed, 0);
		CHECK_INT(r[1].play_cut, 1);
		CHECK_STR(r[2].board, "Open 3");
		CHECK_INT(r[2].line, 8);
		CHECK_INT(r[2].deal_line, 9);
	}
	free_records(r, n);

	/* qx| with more after a comma; a name cut to fit. */
	r = parse_str("qx|c21,BOARD 21|" MD "\n"
		      "qx|Board one of the long final set of the day|" MD
		      "\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 2);
	if (n == 2) {
		CHECK_STR(r[0].board, "Closed 21");
		CHECK_STR(tag(&r[0], "Board"), "21");
		CHECK_STR(r[1].board, "Board one of the long final set");
		CHECK_STR(tag(&r[1], "Room"), "(none)");
	}
	free_records(r, n);

	/* Links are read apart: the players of the LIN do not reach them;
	 * the & of HTML ("&amp;"). */
	r = parse_str("pn|s1,w1,n1,e1|" MD "\n"
		      "www.bridgebase.com/tools/handviewer.html?s=S9743H74DQJ"
		      "32CJ95&amp;w=SJ865HAQ92DKT8CT4&amp;n=SKQT2H8653DA7CK32"
		      "&amp;d=West&amp;v=-\n"
		      "lin=" MD "\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 3);
	if (n == 3) {
		CHECK_STR(tag(&r[0], "South"), "s1");
		CHECK_STR(deal_text(&r[1]), REF_DEAL);
		CHECK_INT(r[1].dealer, DD_WEST);
		CHECK_INT(r[1].vul, VUL_NONE);
		CHECK_STR(tag(&r[1], "South"), "(none)");
		CHECK_STR(deal_text(&r[2]), REF_DEAL);
		CHECK_INT(r[2].line, 3);
	}
	free_records(r, n);

	/* Nothing, blank lines, tags that are not boards. */
	r = parse_str("", &n, &rp);
	CHECK_INT(n, 0);
	CHECK(r == NULL);
	r = lin_parse(NULL, 0, "x", &n, NULL, NULL);
	CHECK_INT(n, 0);
	CHECK(r == NULL);
	r = parse_str("\n\r\n  \nvg|x|pn|a,b|rs|1S|st||pg||nt|hi|\n", &n,
		      &rp);
	CHECK_INT(n, 0);
	CHECK_STR(rp.text, "");
	free_records(r, n);
}

int main(void)
{
	test_contracts();
	test_boards();
	return check_summary("unit_lin_auction");
}
