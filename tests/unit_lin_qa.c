/*
 * unit_lin_qa.c - unit tests of the LIN reader (src/formats/lin*.c) from a
 * post-mortem of BBO hands: the links ddplay cannot follow (short links,
 * links to boards kept on BBO's site), what real BBO files hold (boards
 * without a dealer digit, claims, names), each with the message or the
 * board it must give.  unit_lin.c, unit_lin_messages.c and
 * unit_lin_auction.c hold the rest.  Prints each failed
 * check and exits 1 when there was one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#include "model/deal.h"
#include "formats/commentary.h"
#include "formats/lin.h"
#include "formats/pbn.h"
#include "model/record.h"
#include "util/util.h"
#include "unit_lin.h"

/* The hands South, West, North of the reference deal (East's derived):
 * N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4 */
#define HANDS "S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,SKQT2H8653DA7CK32,"

/* Links that lead to a board only through the network: said so, with
 * what to give instead. */
static void test_links_out_of_reach(void)
{
	static const char *const shorts[] = {
		"https://bbo.to/aBcDe", "http://bbo.to/aBcDe", "bbo.to/aBcDe",
		"https://tinyurl.com/y4abcd", "https://www.tinyurl.com/y4x",
		"https://bit.ly/3xYz"
	};
	char want[400];
	size_t i;

	for (i = 0; i < sizeof shorts / sizeof *shorts; i++) {
		char text[100];

		snprintf(text, sizeof text, "%s\n", shorts[i]);
		snprintf(want, sizeof want, "1: '%s' is a short link: ddplay "
			 "does not go on the network; open it in a browser "
			 "and give the link it leads to "
			 "(handviewer.html?lin=...)\n", shorts[i]);
		CHECK_STR(reports_of(text), want);
		CHECK(lin_detect(text, strlen(text)));
	}
	/* A link to a board kept on BBO's site. */
	snprintf(want, sizeof want, "1: a link to a board kept on BBO's site "
		 "(linurl=, myhand=, fetchlin.php): ddplay does not go on the "
		 "network to fetch it; download the LIN file (BBO's My hands) "
		 "or give a link with lin=\n");
	CHECK_STR(reports_of("https://www.bridgebase.com/tools/handviewer.html"
			     "?bbo=y&linurl=https://www.bridgebase.com/myhands/"
			     "fetchlin.php%3Fid%3D1%26when_played%3D2\n"), want);
	CHECK_STR(reports_of("https://www.bridgebase.com/myhands/fetchlin.php"
			     "?id=123&when_played=1700000000\n"), want);
	CHECK_STR(reports_of("https://www.bridgebase.com/tools/handviewer.html"
			     "?myhand=M-123-456-7\n"), want);
	/* Hosts that only look like a shortener's are links like others. */
	CHECK_STR(reports_of("https://notbbo.to/x\n"),
		  "1: not a handviewer link with a deal (lin=, or n=, e=, s=, "
		  "w=)\n");
	/* A handviewer link on a short host's path is still read. */
	CHECK_STR(reports_of("https://www.bridgebase.com/tools/handviewer.html"
			     "?lin=md%7C1" HANDS "%7C&note=bbo.to/x\n"), "");
	/* A LIN text with a short link in its commentary is LIN. */
	CHECK_STR(reports_of("md|1" HANDS "|nt|see bbo.to/x|\n"), "");
	/* The first line a link of any kind: LIN, said what it is. */
	CHECK(lin_detect("https://bbo.to/x", 16));
	CHECK(lin_detect("www.bridgebase.com/x\n", 21));
	CHECK(lin_detect("https://www.bridgebase.com/myhands/fetchlin.php?"
			 "id=1\n", 50));
	/* Another link first is no LIN: a file of deals may start with
	 * one (the line format reports it and reads the deals). */
	CHECK(!lin_detect("  http://example.com/\n", 22));
	CHECK(!lin_detect("bbo.to\n", 7));
	CHECK(!lin_detect("N:AKQ.. ...\n", 12));
}

/* A board whose md| has no dealer digit: the dealer (and the
 * vulnerability, without sv|) of its number, as duplicate boards have
 * them; without a number, a play that needs a declarer is said to have
 * none, not "cards played but no contract". */
static void test_no_dealer_digit(void)
{
	static const char *const play =
		"mb|p|mb|1C|mb|p|mb|p|mb|p|pc|SK|pc|SA|pc|S3|pc|S5|";
	char text[400];
	reports rp;
	record *r;
	int n;

	/* Board 3: dealer South, East-West vulnerable. */
	snprintf(text, sizeof text, "md|" HANDS "|ah|Board 3|%s", play);
	r = parse_str(text, &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_INT(r->dealer, DD_SOUTH);
		CHECK_INT(r->vul, VUL_EW);
		CHECK_INT(r->declarer, DD_WEST);
		CHECK_INT(r->level, 1);
		CHECK_INT(r->strain, DD_CLUBS);
		CHECK_INT(r->nplayed, 4);
		CHECK_STR(tag(r, "Dealer"), "S");
		CHECK_STR(tag(r, "Declarer"), "W");
	}
	free_records(r, n);
	/* The number of qx|; sv| kept where given. */
	snprintf(text, sizeof text, "qx|c6|md|" HANDS "|sv|n|%s", play);
	r = parse_str(text, &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_INT(r->dealer, DD_EAST);
		CHECK_INT(r->vul, VUL_NS);
		CHECK_STR(tag(r, "Auction"), "E");
	}
	free_records(r, n);
	/* A dealer digit is kept whatever the number. */
	snprintf(text, sizeof text, "md|1" HANDS "|ah|Board 2|sv|o|");
	r = parse_str(text, &n, &rp);
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_INT(r->dealer, DD_SOUTH);
		CHECK_INT(r->vul, VUL_NONE);
	}
	free_records(r, n);
	/* No number: the play has no declarer, said as such; the deal is
	 * kept (table answers it). */
	snprintf(text, sizeof text, "md|" HANDS "|%s", play);
	r = parse_str(text, &n, &rp);
	CHECK_STR(rp.text, "1: mb: no dealer, so no declarer: md| has no "
		  "dealer digit (1 to 4) and the board no number "
		  "(ah|Board 7|)\n");
	free_records(r, n);
	/* Without play or claim a deal with its calls is fine as it is. */
	CHECK_STR(reports_of("md|" HANDS "|mb|1S|"), "");
	CHECK_STR(reports_of("md|" HANDS "|ah|Board X|mb|1S|"), "");
}

/* A link as mail, chat or a forum writes one, the whole line in <...>,
 * "...", '...' or (...): the link read, nothing left over. */
static void test_wrapped_links(void)
{
	static const char *const wraps[][2] = {
		{ "<", ">" }, { "\"", "\"" }, { "'", "'" }, { "(", ")" },
		{ "  < ", " >  " }
	};
	static const char *const link =
		"https://www.bridgebase.com/tools/handviewer.html?lin="
		"md%7C1" HANDS "%7Cah%7CBoard+3%7Cmb%7Cp%7Cmb%7C1C%7Cmb%7Cp"
		"%7Cmb%7Cp%7Cmb%7Cp%7Cpc%7CSK%7Cpc%7CSA%7C";
	char text[600];
	reports rp;
	record *r;
	size_t i;
	int n;

	for (i = 0; i < sizeof wraps / sizeof *wraps; i++) {
		snprintf(text, sizeof text, "%s%s%s\n", wraps[i][0], link,
			 wraps[i][1]);
		CHECK(lin_detect(text, strlen(text)));
		r = parse_str(text, &n, &rp);
		CHECK_STR(rp.text, "");
		CHECK_INT(n, 1);
		if (n == 1) {
			CHECK_STR(r->board, "Board 3");
			CHECK_INT(r->nplayed, 2);
			CHECK_INT(r->declarer, DD_WEST);
		}
		free_records(r, n);
	}
	CHECK_STR(reports_of("<https://bbo.to/x>\n"),
		  "1: 'https://bbo.to/x' is a short link: ddplay does not go "
		  "on the network; open it in a browser and give the link it "
		  "leads to (handviewer.html?lin=...)\n");
	/* Only a whole line is unwrapped: text after a link is said. */
	snprintf(text, sizeof text, "%s nice hand\n", link);
	CHECK_STR(reports_of(text), "1: board Board 3: unexpected text 'nice "
		  "hand': not a LIN tag (as md|...|)\n");
	/* LIN in parentheses is not a link. */
	CHECK_STR(reports_of("(md|1" HANDS "|)\n"),
		  "1: unexpected text '(md': not a LIN tag (as md|...|)\n");
}

/* A claim (mc|, declarer's side's tricks in all) that the tricks won
 * already rule out, as a vugraph operator's "mc|3|" for "3 more": said
 * at its line, the claim left out, the board and its play kept. */
static void test_impossible_claims(void)
{
	/* 1C by West; North leads SK, East wins SA (East-West 1), then East
	 * cashes HK (East-West 2). */
	static const char *const play =
		"md|1" HANDS "|ah|Board 1|mb|p|mb|1C|mb|p|mb|p|mb|p|"
		"pc|SK|pc|SA|pc|S3|pc|S5|\npc|HK|pc|H4|pc|H2|pc|H3|\n";
	char text[400];
	reports rp;
	record *r;
	int n;

	snprintf(text, sizeof text, "%smc|1|\n", play);
	r = parse_str(text, &n, &rp);
	CHECK_STR(rp.text, "3: board Board 1: mc: a claim of 1 trick in all, "
		  "but declarer's side has won 2 already: the claim left "
		  "out\n");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_INT(r->claim, -1);
		CHECK_INT(r->result, -1);
		CHECK_INT(r->nplayed, 8);
		CHECK_STR(tag(r, "Result"), "(none)");
		CHECK_STR(tag(r, "Contract"), "1C");
	}
	free_records(r, n);
	/* Possible claims, the least and the most. */
	snprintf(text, sizeof text, "%smc|2|\n", play);
	r = parse_str(text, &n, &rp);
	CHECK_STR(rp.text, "");
	if (n == 1) {
		CHECK_INT(r->claim, 2);
		CHECK_INT(r->result, 2);
	}
	free_records(r, n);
	snprintf(text, sizeof text, "%smc|13|\n", play);
	CHECK_STR(reports_of(text), "");
	/* North-South win the fourth trick (SQ, East discarding): East-West
	 * cannot claim 13. */
	CHECK_STR(reports_of("md|1" HANDS "|ah|Board 1|mb|p|mb|1C|mb|p|mb|p|"
			     "mb|p|pc|SK|pc|SA|pc|S3|pc|S5|pc|HK|pc|H4|pc|H2|"
			     "pc|H3|pc|HT|pc|H7|pc|HQ|pc|H5|pc|S6|pc|SQ|pc|D4|"
			     "pc|S4|mc|13|"),
		  "1: board Board 1: mc: a claim of 13 tricks in all, but the "
		  "defenders have won 1 already: the claim left out\n");
	/* The claim of a passed-out board or of a play that cannot be
	 * replayed is not judged here. */
	CHECK_STR(reports_of("md|1" HANDS "|mb|p|mb|p|mb|p|mb|p|mc|0|"), "");
}

/* A handviewer link whose LIN was URL-encoded twice (%257C for '|', as
 * a forum or a mail encoding the link again writes it): read as once. */
static void test_twice_encoded(void)
{
	reports rp;
	record *r;
	int n;

	r = parse_str("https://www.bridgebase.com/tools/handviewer.html?lin="
		  "pn%257CSam%2BSouth%252CWendy%257Cmd%257C1S9743H74DQJ32CJ95"
		  "%252CSJ865HAQ92DKT8CT4%252CSKQT2H8653DA7CK32%252C%257C"
		  "ah%257CBoard%2B3%257Cmb%257Cp%257Cmb%257C1C%257C\n",
		  &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(r->board, "Board 3");
		CHECK_STR(tag(r, "South"), "Sam South");
		CHECK_STR(tag(r, "West"), "Wendy");
		CHECK_INT(r->dealer, DD_SOUTH);
	}
	free_records(r, n);
	/* Once encoded, a "%7C" in a comment stays as it is. */
	r = parse_str("https://www.bridgebase.com/tools/handviewer.html?lin="
		  "md%7C1" HANDS "%7Cnt%7Cwrite+%257C+for+a+bar%7C\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1)
		CHECK_STR(record_tag_get(r, "Deal")->section,
			  "{write %7C for a bar}\n");
	free_records(r, n);
}

/* BBO's own links write a space %20 and keep a '+' as it is ("3+ !C",
 * "12+ HCP"); links written as forms write a space '+'. */
static void test_plus_in_links(void)
{
	reports rp;
	record *r;
	int n;

	r = parse_str("https://www.bridgebase.com/tools/handviewer.html?lin=st||"
		  "pn|PS,~Mwest,~Mnorth,~Meast|md|1" HANDS "|sv|e|rh||"
		  "ah|Board%203|mb|P|mb|1C|an|Minor%20suit%20opening%20--%20"
		  "3+%20!C;%2011-21%20HCP|mb|P|mb|1S|\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(r->board, "Board 3");
		CHECK_STR(tag(r, "Note"),
			  "1:Minor suit opening -- 3+ \\C; 11-21 HCP");
	}
	free_records(r, n);
	/* No %20: '+' a space. */
	r = parse_str("https://www.bridgebase.com/tools/handviewer.html?lin="
		  "pn%7CSam+South%7Cmd%7C1" HANDS "%7Cah%7CBoard+3%7C\n",
		  &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(r->board, "Board 3");
		CHECK_STR(tag(r, "South"), "Sam South");
	}
	free_records(r, n);
	/* The parameters of a board too. */
	r = parse_str("http://www.bridgebase.com/tools/handviewer.html?b=9&n="
		  "SKQT2H8653DA7CK32&s=S9743H74DQJ32CJ95&w=SJ865HAQ92DKT8CT4"
		  "&sn=Ann%20Lee&a=1C(3+%20clubs)pp&nn=Bo+Ek\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(tag(r, "South"), "Ann Lee");
		CHECK_STR(tag(r, "North"), "Bo+Ek");
		CHECK_STR(tag(r, "Note"), "1:3+ clubs");
	}
	free_records(r, n);
}

/* Commentary (nt|) as BBO writes it: its suit symbols "!S" "!h" ..., a
 * value over several lines; kept as a PBN comment in the escapes the
 * record page shows (commentary_text()): the symbols, the line break, a
 * backslash as it is. */
static void test_commentary_escapes(void)
{
	static const char *const suit[4] = { "<S>", "<H>", "<D>", "<C>" };
	reports rp;
	record *r;
	int n;

	r = parse_str("md|1" HANDS "|ah|Board 1|nt|He led the !SK, then !hA\\x!\n"
		  "Next line: {}|\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		const record_tag *t = record_tag_get(r, "Deal");
		char *shown;

		CHECK(t && t->section);
		if (t && t->section) {
			CHECK_STR(t->section, "{He led the \\SK, then "
				  "\\HA\\\\x!\\nNext line: {)}\n");
			/* As the record page shows it: the text inside
			 * the braces. */
			char *raw = xstrdup(t->section + 1);

			raw[strlen(raw) - 2] = '\0';
			shown = commentary_text(raw, suit);
			free(raw);
			CHECK_STR(shown, "He led the <S>K, then <H>A\\x!\n"
				  "Next line: {)");
			free(shown);
		}
	}
	free_records(r, n);
}

/* An explanation (an|) as BBO writes it: its suit symbols "!C" "!h",
 * a backslash, a quote; kept in the Note in the escapes of PBN's
 * commentary (\C, \H, a backslash \\), which the record page shows as
 * the symbols (commentary_text()); written as PBN (a quote \", a
 * backslash before a backslash \\) and read back, the same Note. */
static void test_note_escapes(void)
{
	static const char *const suit[4] = { "<S>", "<H>", "<D>", "<C>" };
	const char *note = "1:3+ \\C, 4 !x \\H; say \"hi\", C:\\\\dir\\\\\\S";
	reports rp;
	record *r, *back;
	int n, m;

	r = parse_str("md|1" HANDS "|ah|Board 1|mb|1C!|an|3+ !C, 4 !x !h; say "
		  "\"hi\", C:\\dir\\!S|mb|p|mb|p|mb|p|\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		char *shown, *text = NULL;
		size_t len = 0;
		FILE *f;

		CHECK_STR(tag(r, "Auction"), "S");
		CHECK_STR(tag(r, "Note"), note);
		shown = commentary_text(tag(r, "Note") + 2, suit);
		CHECK_STR(shown, "3+ <C>, 4 !x <H>; say \"hi\", C:\\dir\\<S>");
		free(shown);
		f = open_memstream(&text, &len);
		pbn_write(f, r);
		fclose(f);
		CHECK(strstr(text, "\n[Note \"1:3+ \\C, 4 !x \\H; say "
			     "\\\"hi\\\", C:\\\\\\dir\\\\\\\\\\S\"]\n")
		      != NULL);
		back = pbn_parse(text, len, "t.pbn", &m, on_report, &rp);
		CHECK_STR(rp.text, "");
		CHECK_INT(m, 1);
		if (m == 1)
			CHECK_STR(tag(back, "Note"), note);
		free_records(back, m);
		free(text);
	}
	free_records(r, n);
}

/* A robot's auction explains every call at length (GIB: "Minor suit
 * opening -- 3+ !C; 11-21 HCP; 12-22 total points"): all kept, as many
 * as 30 of 200 bytes; beyond the room kept, said, the board kept. */
static void test_long_explanations(void)
{
	static const char *const calls[] = {
		"1C", "1D", "1H", "1S", "1N", "2C", "2D", "2H", "2S", "2N",
		"3C", "3D", "3H", "3S", "3N", "4C", "4D", "4H", "4S", "4N",
		"5C", "5D", "5H", "5S", "5N", "6C", "6D", "6H", "6S", "6N"
	};
	size_t size = 60000, len, i, k;
	char *text = xmalloc(size), note[32];
	reports rp;
	record *r;
	int n, notes;

	for (k = 0; k < 2; k++) {
		/* k 0: 30 explanations of 200 bytes; k 1: of 1500 bytes,
		 * more than the room for them. */
		size_t each = k == 0 ? 200 : 1500;

		len = (size_t)snprintf(text, size, "md|1" HANDS "|");
		for (i = 0; i < 30; i++) {
			len += (size_t)snprintf(text + len, size - len,
						"mb|%s|an|%02zu", calls[i], i);
			memset(text + len, 'x', each - 2);
			len += each - 2;
			len += (size_t)snprintf(text + len, size - len, "|");
		}
		snprintf(text + len, size - len, "mb|p|mb|p|mb|p|\n");
		r = parse_str(text, &n, &rp);
		CHECK_INT(n, 1);
		if (k == 0)
			CHECK_STR(rp.text, "");
		else
			CHECK_STR(rp.text, "1: explanations of calls past "
				  "32768 bytes left out\n");
		for (i = 0, notes = 0; n == 1 && i < (size_t)r->ntags; i++)
			if (strcmp(r->tags[i].name, "Note") == 0) {
				notes++;
				snprintf(note, sizeof note, "%d:%02d", notes,
					 notes - 1);
				CHECK(strncmp(r->tags[i].value, note,
					      strlen(note)) == 0);
				CHECK_INT((long)strlen(r->tags[i].value),
					  (long)(strlen(note) - 2 + each));
			}
		/* 1500 bytes: 21 fit in 32768. */
		CHECK_INT(notes, k == 0 ? 30 : 21);
		if (n == 1)
			CHECK_STR(tag(r, "Contract"), "6NT");
		free_records(r, n);
	}
	free(text);
}

/* What vugraph files hold beside BBO's own forms: "mb|-|" for a pass,
 * calls in either case, alerts on doubles and passes. */
static void test_vugraph_calls(void)
{
	reports rp;
	record *r;
	int n;

	r = parse_str("pn|,,,,,,,|qx|o1,board 1|md|1" HANDS "|mb|-|mb|1c|mb|D!|"
		  "mb|R!|mb|-|mb|P|mb|p!|\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(r->board, "Open 1");
		CHECK_STR(tag(r, "Contract"), "1CXX");
		CHECK_STR(tag(r, "Declarer"), "W");
		CHECK_STR(tag(r, "Auction"), "S");
		CHECK_STR(record_tag_get(r, "Auction")->section,
			  "Pass 1C X! XX!\nPass Pass Pass!\n");
		CHECK_STR(tag(r, "South"), "(none)");
	}
	free_records(r, n);
	CHECK_STR(reports_of("md|1" HANDS "|mb|1S|mb|--|mb|-|"), "");
	CHECK_STR(reports_of("md|1" HANDS "|mb|1S|mb|-x|mb|?|"),
		  "1: mb: 'x' doubles no bid of the opponents\n");
}

int main(void)
{
	test_links_out_of_reach();
	test_no_dealer_digit();
	test_wrapped_links();
	test_impossible_claims();
	test_twice_encoded();
	test_plus_in_links();
	test_commentary_escapes();
	test_note_escapes();
	test_long_explanations();
	test_vugraph_calls();
	return check_summary("unit_lin_qa");
}
