/*
 * unit_lin_hv.c - unit tests of the LIN reader (src/formats/lin*.c) on
 * BBO's forum tags "[hv=...]" (the handviewer's parameters: lin=, or the
 * hands n= e= s= w= with d= v= b= a= p= pn= nn= ...), in a line of a
 * post and alone, good and bad; and on short links without "https://".
 * Its helpers are unit_lin.h's.  Prints each failed check and exits 1
 * when there was one.
 */
#include "unit_lin.h"

/* The hands of REF_DEAL as a forum tag gives them, East's left out, and
 * as md| does. */
#define HV_HANDS \
	"s=s9743h74dqj32cj95&w=sj865haq92dkt8ct4&n=skqt2h8653da7ck32"
#define HANDS "S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,SKQT2H8653DA7CK32,"

/* A tag with the hands and the rest of its parameters, alone on its line
 * and in a post's text, as the forum writes it (its size after it). */
static void test_hv_hands(void)
{
	static const char *const texts[] = {
		"[hv=pc=n&" HV_HANDS "&d=s&v=e&b=5&pn=Sam,Wendy+West,Nora,"
		"Erik&a=1sp2sppp&p=s5s2sas3]399|300[/hv]\n",
		"I held this, [hv=pc=n&" HV_HANDS "&d=s&v=e&b=5&pn=Sam,"
		"Wendy+West,Nora,Erik&a=1sp2sppp&p=s5s2sas3]399|300[/hv], "
		"what would you lead?\n",
		"[HV=pc=n&" HV_HANDS "&d=s&v=e&b=5&pn=Sam,Wendy%20West,Nora,"
		"Erik&a=1sp2sppp&p=s5s2sas3][/hv]\r\n",
	};
	reports rp;
	record *r;
	size_t i;
	int n;

	for (i = 0; i < sizeof texts / sizeof *texts; i++) {
		CHECK(i == 1 || lin_detect(texts[i], strlen(texts[i])));
		r = parse_str(texts[i], &n, &rp);
		CHECK_STR(rp.text, "");
		CHECK_INT(n, 1);
		if (n != 1) {
			free_records(r, n);
			continue;
		}
		CHECK_STR(deal_text(r), REF_DEAL);
		CHECK_INT(r->dealer, DD_SOUTH);
		CHECK_INT(r->vul, DD_VUL_EW);
		CHECK_STR(tag(r, "Board"), "5");
		CHECK_STR(tag(r, "South"), "Sam");
		CHECK_STR(tag(r, "West"), "Wendy West");
		CHECK_STR(tag(r, "North"), "Nora");
		CHECK_STR(tag(r, "East"), "Erik");
		CHECK_INT(r->level, 2);
		CHECK_INT(r->strain, DD_SPADES);
		CHECK_INT(r->declarer, DD_SOUTH);
		CHECK_INT(r->nplayed, 4);
		free_records(r, n);
	}
	/* nn= en= sn= wn= name a seat over pn=; pn= may name fewer. */
	r = parse_str("[hv=" HV_HANDS "&pn=Sam,Wendy&nn=Nick&en=Ed]\n", &n,
		      &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(tag(r, "South"), "Sam");
		CHECK_STR(tag(r, "West"), "Wendy");
		CHECK_STR(tag(r, "North"), "Nick");
		CHECK_STR(tag(r, "East"), "Ed");
	}
	free_records(r, n);
}

/* A tag with lin=, several tags on a line, the forum's HTML escapes. */
static void test_hv_lin(void)
{
	reports rp;
	record *r;
	int n;

	r = parse_str("[hv=lin=" MD "ah|Board 3|sv|b|][/hv] and "
		      "[hv=pc=n&amp;" HV_HANDS "&amp;d=n&amp;b=4]399|300"
		      "[/hv]\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 2);
	if (n == 2) {
		CHECK_STR(r[0].board, "Board 3");
		CHECK_INT(r[0].dealer, DD_SOUTH);
		CHECK_INT(r[0].vul, DD_VUL_ALL);
		CHECK_STR(deal_text(&r[0]), REF_DEAL);
		CHECK_STR(tag(&r[1], "Board"), "4");
		CHECK_INT(r[1].dealer, DD_NORTH);
		/* board 4's vulnerability, as v= is not given */
		CHECK_INT(r[1].vul, DD_VUL_ALL);
		CHECK_STR(deal_text(&r[1]), REF_DEAL);
	}
	free_records(r, n);
}

/* Bad tags: said at their line, the good boards around them read. */
static void test_hv_bad(void)
{
	reports rp;
	record *r;
	int n;

	r = parse_str("[hv=" HV_HANDS "&d=s]\n"
		      "[hv=pc=n&s=sakq&d=s]399|300[/hv]\n"
		      "[hv=pc=n]399|300[/hv]\n"
		      "[hv=" HV_HANDS "&d=x]\n"
		      "[hv=" HV_HANDS "&d=s\n"
		      "[hv=" HV_HANDS "&d=w&a=1s1h]\n"
		      "[hv=" HV_HANDS "&d=e]\n", &n, &rp);
	CHECK_STR(rp.text,
		  "2: hands: South holds 3 cards, not 13\n"
		  "3: a [hv=...] tag without a deal (lin=, or n=, e=, s=, "
		  "w=)\n"
		  "4: d: 'x' is not a seat (n, e, s or w)\n"
		  "5: a [hv=...] tag with no ']' to close it before line 6: "
		  "not read\n"
		  "6: a: '1h' does not outbid 1S\n");
	/* (lin_parse() hands out good boards only; line 6's is one: a call
	 * that does not outbid is kept, not counted, record.h's flaw) */
	CHECK_INT(n, 3);
	if (n == 3) {
		CHECK_INT(r[0].dealer, DD_SOUTH);
		CHECK_INT(r[0].line, 1);
		CHECK_INT(r[1].dealer, DD_WEST);
		CHECK_INT(r[1].line, 6);
		CHECK_INT(r[1].nflaws, 1);
		CHECK_INT(r[2].dealer, DD_EAST);
		CHECK_INT(r[2].line, 7);
	}
	free_records(r, n);
}

/* A tag run over several lines, as a forum wraps a long line: joined up
 * to its ']', the breaks left out (a space where blanks were around
 * one); a tag closed on a line that opens the next; one never closed said
 * at the line that opens it, the lines after it read as they are. */
static void test_hv_wrapped(void)
{
	char *text, *p;
	reports rp;
	record *r;
	int n, i;

	r = parse_str("\r\n"
		      "Lead? [hv=pc=n&s=s9743h74dqj32cj95&w=sj865haq92dk\r\n"
		      "t8ct4&n=skqt2h8653da7ck32&d=s&v=e&b=5&sn=John \r\n"
		      "   Smith&a=1sp2sppp&p=s5s2\r\n"
		      "sas3]399|300[/hv] and [hv=pc=n&" HV_HANDS "&d=w\n"
		      "&b=6]399|300[/hv]\n"
		      "Thanks!\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 2);
	if (n == 2) {
		CHECK_STR(deal_text(&r[0]), REF_DEAL);
		CHECK_INT(r[0].line, 2);
		CHECK_INT(r[0].dealer, DD_SOUTH);
		CHECK_INT(r[0].vul, DD_VUL_EW);
		CHECK_STR(tag(&r[0], "South"), "John Smith");
		CHECK_INT(r[0].nplayed, 4);
		CHECK_INT(r[0].level, 2);
		CHECK_STR(deal_text(&r[1]), REF_DEAL);
		CHECK_INT(r[1].line, 5);
		CHECK_INT(r[1].dealer, DD_WEST);
		CHECK_STR(tag(&r[1], "Board"), "6");
	}
	free_records(r, n);
	/* not closed: before another '[' (BBCode), at the end */
	r = parse_str("[hv=pc=n&" HV_HANDS "\n"
		      "&d=s&b=1\n"
		      "Any thoughts? [b]none[/b]\n"
		      "[hv=pc=n&" HV_HANDS "&b=2]\n"
		      "[hv=pc=n&" HV_HANDS "&b=3\n"
		      "Thanks | bye\n", &n, &rp);
	CHECK_STR(rp.text,
		  "1: a [hv=...] tag with no ']' to close it before line 3: "
		  "not read\n"
		  "5: a [hv=...] tag with no ']' to close it: not read\n");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(tag(r, "Board"), "2");
		CHECK_INT(r->line, 4);
	}
	free_records(r, n);
	/* too long: 100 lines after it at most */
	text = xmalloc(200 * 8 + 200);
	p = text + sprintf(text, "[hv=pc=n&" HV_HANDS "\n");
	for (i = 0; i < 101; i++)
		p += sprintf(p, "&x=%d\n", i);
	sprintf(p, "&b=7]\n[hv=pc=n&" HV_HANDS "&b=8]\n");
	r = parse_str(text, &n, &rp);
	CHECK_STR(rp.text,
		  "1: a [hv=...] tag with no ']' to close it in 100 lines "
		  "(64 KB): not read\n");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(tag(r, "Board"), "8");
		CHECK_INT(r->line, 104);
	}
	free_records(r, n);
	free(text);
}

/* A bidding problem's auction, "a=1dp1h2c?": the calls before the '?'
 * kept, no contract, nothing said; a call after it is said; mb|?| the
 * same. */
static void test_hv_question(void)
{
	reports rp;
	record *r;
	int n;

	r = parse_str("[hv=pc=n&" HV_HANDS "&d=n&v=0&b=3&a=1dp1h2c?]"
		      "399|300[/hv]\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(section(r, "Auction"), "1D Pass 1H 2C\n");
		CHECK_INT(r->level, -1);
		CHECK_STR(deal_text(r), REF_DEAL);
	}
	free_records(r, n);
	r = parse_str("md|3" HANDS "|mb|1S|mb|p|mb|?|\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1)
		CHECK_STR(section(r, "Auction"), "1S Pass\n");
	free_records(r, n);
	CHECK_STR(reports_of("[hv=" HV_HANDS "&d=n&a=1d?p]\n"),
		  "1: a: 'p' comes after the '?' of a bidding "
		  "problem (the call it asks for)\n");
}

/* A tag copied out of a page's source: "&amp;" between the parameters,
 * HTML's character references in the names (&#39; &#252; &#xF6;
 * &quot;); "&foo;" is none, its '&' one between parameters. */
static void test_hv_entities(void)
{
	reports rp;
	record *r;
	int n;

	r = parse_str("[hv=pc=n&amp;" HV_HANDS "&amp;sn=O&#39;Brien&amp;"
		      "wn=M&#252;ller&amp;nn=&quot;Zia&quot;&amp;"
		      "en=Bj&#xF6;rn&amp;d=s]\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(tag(r, "South"), "O'Brien");
		CHECK_STR(tag(r, "West"), "M\xc3\xbcller");
		CHECK_STR(tag(r, "North"), "\"Zia\"");
		CHECK_STR(tag(r, "East"), "Bj\xc3\xb6rn");
	}
	free_records(r, n);
	r = parse_str("[hv=" HV_HANDS "&sn=Sam&foo;&wn=A&#0;B&d=s]\n", &n,
		      &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(tag(r, "South"), "Sam");
		CHECK_STR(tag(r, "West"), "A");
	}
	free_records(r, n);
}

/* A forum's markup (BBCode) told from a PBN tag. */
static void test_forum_markup(void)
{
	static const char *const yes[] = {
		"[b]Lead?[/b]", "[/quote]", "[quote name='Jack' post='1']",
		"  [URL=https://x]", "[hv=pc=n&s=sak]", "[*] one", "[img]x",
	};
	static const char *const no[] = {
		"[Event \"x\"]", "[Board 1]", "[bold]", "[", "[b", "text",
		"[Deal \"N:...\"]",
	};
	size_t i;

	for (i = 0; i < sizeof yes / sizeof *yes; i++)
		CHECK(lin_forum_markup(yes[i], strlen(yes[i])));
	for (i = 0; i < sizeof no / sizeof *no; i++)
		CHECK(!lin_forum_markup(no[i], strlen(no[i])));
	/* a post's markup: its prose passed over, before its tag too */
	CHECK_STR(reports_of("[quote name='Jack']\nWhat would you lead?\n"
			     "[hv=" HV_HANDS "&d=s]\n[/quote]\n"), "");
}

/* A post's links in its text, after a word: read, the text's
 * punctuation after them left out (a ')' they open kept); another site's
 * passed over, in the text or alone on a line of a post. */
static void test_links_in_text(void)
{
	reports rp;
	record *r;
	int n;

	r = parse_str("Lead? https://www.bridgebase.com/tools/handviewer.html"
		      "?lin=md%7C1" HANDS "%7Cah%7CBoard%201%7C. Thanks\n"
		      "And (http://www.bridgebase.com/tools/handviewer.html?"
		      HV_HANDS "&d=w&b=2&a=1c(short)ppp), see "
		      "https://en.wikipedia.org/wiki/Bridge.\n"
		      "https://bridgewinners.com/article/view/x/\n"
		      "Any thoughts?\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 2);
	if (n == 2) {
		CHECK_STR(r[0].board, "Board 1");
		CHECK_STR(deal_text(&r[0]), REF_DEAL);
		CHECK_INT(r[0].line, 1);
		CHECK_STR(tag(&r[1], "Board"), "2");
		CHECK_INT(r[1].dealer, DD_WEST);
		CHECK_INT(r[1].level, 1);
		CHECK_INT(r[1].line, 2);
	}
	free_records(r, n);
	/* a short link in the text said; a link alone, in no post, too */
	CHECK_STR(reports_of("See https://bbo.to/aBcDe!\n"),
		  "1: 'https://bbo.to/aBcDe' is a short link: ddplay does not "
		  "go on the network; open it in a browser and give the link "
		  "it leads to (handviewer.html?lin=...)\n");
	CHECK_STR(reports_of("https://bridgewinners.com/x\n"),
		  "1: not a handviewer link with a deal (lin=, or n=, e=, s=, "
		  "w=)\n");
}

/* Short links without "https://", and a link to BBO without its
 * scheme. */
static void test_bare_links(void)
{
	reports rp;
	record *r;
	int n;

	CHECK(lin_detect("bbo.to/aBcDe\n", 13));
	CHECK_STR(reports_of("bbo.to/aBcDe\n"),
		  "1: 'bbo.to/aBcDe' is a short link: ddplay does not go on "
		  "the network; open it in a browser and give the link it "
		  "leads to (handviewer.html?lin=...)\n");
	CHECK_STR(reports_of("www.bridgebase.com/myhands/fetchlin.php?id=1\n"),
		  "1: a link to a board kept on BBO's site (linurl=, myhand=, "
		  "fetchlin.php): ddplay does not go on the network to fetch "
		  "it; download the LIN file (BBO's My hands) or give a link "
		  "with lin=\n");
	r = parse_str("www.bridgebase.com/tools/handviewer.html?lin=md%7C1"
		      HANDS "%7C\n", &n, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n == 1)
		CHECK_STR(deal_text(r), REF_DEAL);
	free_records(r, n);
}

int main(void)
{
	test_hv_hands();
	test_hv_lin();
	test_hv_bad();
	test_hv_wrapped();
	test_hv_question();
	test_hv_entities();
	test_forum_markup();
	test_links_in_text();
	test_bare_links();
	return check_summary("unit_lin_hv");
}
