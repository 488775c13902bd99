/*
 * unit_lin_messages.c - unit tests of the LIN reader's messages
 * (src/formats/lin*.c): a piece of text for each problem it reports, with
 * the message and line it must give; which texts are taken for LIN
 * (lin_detect()); bytes that are not text (no crash, no board from
 * nothing).  The helpers are unit_lin.h's.  Prints each failed check and
 * exits 1 when there was one.
 */
#include "unit_lin.h"

static void test_messages(void)
{
	CHECK_STR(reports_of("md|1S9743H74DQJ32CJX5,,,|"),
		  "1: md: hand 'S9743H74DQJ32CJX5' has a bad rank 'X'\n");
	CHECK_STR(reports_of("md|1S9743H74DQJ32CJ\x01,,,|"),
		  "1: md: hand 'S9743H74DQJ32CJ?' has a bad byte 0x01\n");
	CHECK_STR(reports_of("md|1AK,,,|"),
		  "1: md: hand 'AK' does not start with a suit letter (S, H, "
		  "D or C)\n");
	CHECK_STR(reports_of("md|1SAKA,,,|"),
		  "1: md: hand 'SAKA' lists SA twice\n");
	CHECK_STR(reports_of("md|5S9743H74DQJ32CJ95,,,|"),
		  "1: md: bad dealer '5' (1 South, 2 West, 3 North, 4 "
		  "East)\n");
	CHECK_STR(reports_of("md|1S2,S3,S4,S5,S6|"),
		  "1: md: 5 hands, expected 4 (South, West, North, East)\n");
	/* two whole hands: a lead problem's board, read (source.c says
	 * it to the commands that need the whole deal) */
	CHECK_STR(reports_of("md|1S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,|"),
		  "");
	CHECK_STR(reports_of("md|1S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT,|"),
		  "1: md: West holds 12 cards, not 13\n");
	CHECK_STR(reports_of("md|1S9743H74DQJ32CJ9,SJ865HAQ92DKT8CT4,"
			     "SKQT2H8653DA7CK32,|"),
		  "1: md: cannot derive East's hand: South holds 12 cards, "
		  "not 13\n");
	CHECK_STR(reports_of("md|1S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,"
			     "SKQT2H8653DA7CK3J,|"),
		  "1: md: North and South both hold CJ\n");
	CHECK_STR(reports_of("md|1SAKQJT98765432H2,,,|"),
		  "1: md: hand 'SAKQJT98765432H2' has 14 cards, more than "
		  "13\n");
	CHECK_STR(reports_of(MD "sv|q|"),
		  "1: sv: 'q' is not a vulnerability (o, n, e or b)\n");
	CHECK_STR(reports_of(MD "mb|1S|mb|1H|"),
		  "1: mb: '1H' does not outbid 1S\n");
	CHECK_STR(reports_of(MD "mb|1N|mb|1NT|"),
		  "1: mb: '1NT' does not outbid 1NT\n");
	CHECK_STR(reports_of(MD "mb|1S|mb|p|mb|d|"),
		  "1: mb: 'd' doubles no bid of the opponents\n");
	CHECK_STR(reports_of(MD "mb|d|"),
		  "1: mb: 'd' doubles no bid of the opponents\n");
	CHECK_STR(reports_of(MD "mb|1S|mb|d|mb|d|"),
		  "1: mb: 'd' doubles no bid of the opponents\n");
	CHECK_STR(reports_of(MD "mb|1S|mb|r|"),
		  "1: mb: 'r' redoubles no double of the opponents\n");
	CHECK_STR(reports_of(MD "mb|1S|mb|x|mb|p|mb|xx|"),
		  "1: mb: 'xx' redoubles no double of the opponents\n");
	CHECK_STR(reports_of(MD "mb|p|mb|p|mb|p|mb|p|mb|1C|"),
		  "1: mb: '1C' comes after the end of the auction\n");
	CHECK_STR(reports_of(MD "mb|1C|mb|p|mb|p|mb|p|mb|d|"),
		  "1: mb: 'd' comes after the end of the auction\n");
	CHECK_STR(reports_of(MD "mb|1C|mb|p|mb|p|mb|p|mb|p|"), "");
	CHECK_STR(reports_of(MD "mb|8S|"), "1: mb: '8S' is not a call\n");
	CHECK_STR(reports_of(MD "mb|1Sp2Z|"), "1: mb: '2Z' is not a call\n");
	CHECK_STR(reports_of(MD "mb|1S%|"), "1: mb: '%' is not a call\n");
	/* (a '?' ends a bidding problem's calls: unit_lin_hv) */
	CHECK_STR(reports_of(MD "mb|1S?|"), "");
	CHECK_STR(reports_of(MD "mb|1S|mb|p|mb|p|pc|S5|mb|p|"),
		  "1: mb: 'p' comes after the play has started\n");
	CHECK_STR(reports_of(MD "mb|1S|mb|p|mb|p|mb|p|pc|Z9|"),
		  "1: pc: 'Z9' is not a card\n");
	CHECK_STR(reports_of(MD "pc|S1|"), "1: pc: 'S1' is not a card\n");
	CHECK_STR(reports_of(MD "pc|S|"), "1: pc: 'S' is not a card\n");
	CHECK_STR(reports_of(MD "mc|14|"),
		  "1: mc: '14' is not a number of tricks (0 to 13)\n");
	CHECK_STR(reports_of(MD "mc|x|"),
		  "1: mc: 'x' is not a number of tricks (0 to 13)\n");
	CHECK_STR(reports_of("ah|Board 9|sv|o|mb|1S|"),
		  "1: board Board 9: no deal (md|)\n");
	/* The board's name comes with the problem, even from after it. */
	CHECK_STR(reports_of("qx|o12|md|1S2,,,|"),
		  "1: board Open 12: md: South holds 1 card, not 13\n");
	CHECK_STR(reports_of("md|1S2,,,|rh||ah|Board 5|sv|o|"),
		  "1: board Board 5: md: South holds 1 card, not 13\n");
	/* Only the first problem that leaves the contract and play out,
	 * after those that do not (record.h, flaw: a vulnerability not
	 * known). */
	CHECK_STR(reports_of(MD "sv|q|mb|8S|pc|Z9|"),
		  "1: sv: 'q' is not a vulnerability (o, n, e or b)\n"
		  "1: mb: '8S' is not a call\n");
	CHECK_STR(reports_of(MD "mb|8S|pc|Z9|mb|9S|"),
		  "1: mb: '8S' is not a call\n");
	/* The line of the problem, not of the board. */
	CHECK_STR(reports_of("qx|o1|\n" MD "\nsv|o|\nmb|1S|mb|2S|mb|1N|\n"),
		  "4: board Open 1: mb: '1N' does not outbid 2S\n");
	/* Text that is not LIN: reported, the boards kept. */
	CHECK_STR(reports_of("hello world\n" MD "\n% comment|\n"),
		  "1: unexpected text 'hello world': not a LIN tag (as "
		  "md|...|)\n"
		  "3: unexpected text '% comment': not a LIN tag (as "
		  "md|...|)\n");
	CHECK_STR(reports_of("https://www.bridgebase.com/tools/handviewer.html"
			     "?myhand=M-123-456-7\n"),
		  "1: a link to a board kept on BBO's site (linurl=, myhand=, "
		  "fetchlin.php): ddplay does not go on the network to fetch "
		  "it; download the LIN file (BBO's My hands) or give a link "
		  "with lin=\n");
	CHECK_STR(reports_of("https://www.bridgebase.com/\n"),
		  "1: not a handviewer link with a deal (lin=, or n=, e=, s=, "
		  "w=)\n");
	CHECK_STR(reports_of("http://bridgebase.com/tools/handviewer.html?"
			     "n=SAKQ&s=S2\n"),
		  "1: hands: North holds 3 cards, not 13\n");
	CHECK_STR(reports_of("http://bridgebase.com/tools/handviewer.html?"
			     "b=3&n=SKQT2H8653DA7CK32&s=S9743H74DQJ32CJ9X"
			     "&w=SJ865HAQ92DKT8CT4\n"),
		  "1: board 3: s: hand 'S9743H74DQJ32CJ9X' has a bad rank "
		  "'X'\n");
	CHECK_STR(reports_of("http://bridgebase.com/tools/handviewer.html?"
			     "n=SKQT2H8653DA7CK32&s=S9743H74DQJ32CJ95"
			     "&w=SJ865HAQ92DKT8CT4&d=q\n"),
		  "1: d: 'q' is not a seat (n, e, s or w)\n");
	CHECK_STR(reports_of("http://bridgebase.com/tools/handviewer.html?"
			     "n=SKQT2H8653DA7CK32&s=S9743H74DQJ32CJ95"
			     "&w=SJ865HAQ92DKT8CT4&v=x\n"),
		  "1: v: 'x' is not a vulnerability (o, n, e or b)\n");
	CHECK_STR(reports_of("http://bridgebase.com/tools/handviewer.html?"
			     "n=SKQT2H8653DA7CK32&s=S9743H74DQJ32CJ95"
			     "&w=SJ865HAQ92DKT8CT4&a=1s8sppp\n"),
		  "1: a: '8sppp' is not a call\n");
	CHECK_STR(reports_of("http://bridgebase.com/tools/handviewer.html?"
			     "n=SKQT2H8653DA7CK32&s=S9743H74DQJ32CJ95"
			     "&w=SJ865HAQ92DKT8CT4&p=s2s3s4q5\n"),
		  "1: p: 'q5' is not a card\n");
	/* A problem in the LIN of a link: the link's line. */
	CHECK_STR(reports_of("\n\nhttps://www.bridgebase.com/tools/"
			     "handviewer.html?lin=md%7C1SAKA%2C%2C%2C%7C\n"),
		  "3: md: hand 'SAKA' lists SA twice\n");
}

static void test_detect(void)
{
	static const char *const yes[] = {
		"md|1SAK,,,|",
		"\xef\xbb\xbf\r\n  pn|a,b,c,d|st||md|",
		"qx|o1|",
		"vg|Final|",
		"https://www.bridgebase.com/tools/handviewer.html?lin=md%7C",
		"http://www.bridgebase.com/tools/handviewer.html?n=sa&s=sk",
		"\n\nlin=md|1SA|",
	};
	static const char *const no[] = {
		"", "   \n\n", "[Event \"x\"]\n", "% PBN 2.1\n",
		"N:AKQ.JT9.876.5432 - - -",
		"x|", "12|ab", "m|", "md", "md |1SA|",
		"# a comment\nmd|1SA|",
	};
	size_t i;

	for (i = 0; i < sizeof yes / sizeof yes[0]; i++)
		CHECK(lin_detect(yes[i], strlen(yes[i])) == 1);
	for (i = 0; i < sizeof no / sizeof no[0]; i++)
		CHECK(lin_detect(no[i], strlen(no[i])) == 0);
	CHECK(lin_detect("md|", 2) == 0);
	CHECK(lin_detect(NULL, 0) == 0);
}

/* Bytes that are not text: no crash, no board from nothing. */
static void test_bytes(void)
{
	static const char text[] = "md|1S\0AK,,,|\0\0pc|\0|mb|\0|";
	char big[3000];
	reports rp;
	record *r;
	int n, i;

	r = parse(text, sizeof text - 1, &n, &rp);
	CHECK_INT(n, 0);
	CHECK(rp.n > 0);
	free_records(r, n);

	/* A long name is cut. */
	strcpy(big, "pn|");
	for (i = 0; i < 100; i++)
		strcat(big, "x");
	strcat(big, ",w|" MD);
	r = parse_str(big, &n, &rp);
	CHECK_INT(n, 1);
	if (n == 1)
		CHECK_INT((long)strlen(tag(&r[0], "South")), 63);
	free_records(r, n);

	/* More than 52 cards. */
	strcpy(big, MD "mb|1S|mb|p|mb|p|mb|p|pc|");
	for (i = 0; i < 53; i++)
		strcat(big, "S2");
	strcat(big, "|");
	CHECK_STR(reports_of(big), "1: pc: more than 52 cards played\n");
}

int main(void)
{
	test_messages();
	test_detect();
	test_bytes();
	return check_summary("unit_lin_messages");
}
