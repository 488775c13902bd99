/*
 * unit_lin.c - unit tests of the reader of LIN files and BBO handviewer
 * links (src/formats/lin.c) on files: the files of tests/data/lin/ (each
 * board's deal and play against the file's .lines companion, the problems
 * reported against its .expected companion, every field of the boards
 * checked), the same boards with CRLF line ends and a byte-order mark or
 * a tag a line, BBO's "My hands", handviewer links, a bad board between
 * good ones.  unit_lin_messages.c holds each message and bytes that are
 * not text, unit_lin_auction.c the contracts and the boards' boundaries,
 * unit_lin_qa.c what real BBO files hold; the helpers are unit_lin.h's.
 * Run from the top of the tree, where the data files are found.  Prints
 * each failed check and exits 1 when there was one.
 */
#include "unit_lin.h"

/* Walks 1, 4 and 3 of tests/ref/walks-200.txt. */
static const char *WALK1 =
	"N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 "
	"KT3.K96.8762.QT2";
static const char *WALK4 =
	"N:54.Q97.853.AQJ43 762.T832.K9.8652 JT983.AKJ54.A76. "
	"AKQ.6.QJT42.KT97";
static const char *WALK3 =
	"N:AT74.AT8642.6.85 Q5.J9.AKJ42.KJ96 KJ863.75.QT9.T74 "
	"92.KQ3.8753.AQ32";

/* A vugraph file: six boards, open and closed rooms, eight players. */
static void test_vugraph(void)
{
	int n;
	record *r = check_file("vugraph", ".lin", &n);

	CHECK_INT(n, 6);
	if (n != 6) {
		free_records(r, n);
		return;
	}
	CHECK_STR(r[0].board, "Open 1");
	CHECK_STR(tag(&r[0], "Board"), "1");
	CHECK_STR(tag(&r[0], "Room"), "Open");
	CHECK_STR(tag(&r[0], "Event"), "Ddplay Cup 2024");
	CHECK_STR(tag(&r[0], "South"), "Anna Berg");
	CHECK_STR(tag(&r[0], "West"), "Carl Dahl");
	CHECK_STR(tag(&r[0], "North"), "Eva Fors");
	CHECK_STR(tag(&r[0], "East"), "Gustav Holm");
	CHECK_STR(deal_text(&r[0]), WALK1);
	CHECK_STR(tag(&r[0], "Deal"), WALK1);
	CHECK_INT(r[0].dealer, DD_NORTH);
	CHECK_STR(tag(&r[0], "Dealer"), "N");
	CHECK_INT(r[0].vul, VUL_NONE);
	CHECK_STR(tag(&r[0], "Vulnerable"), "None");
	CHECK_STR(contract(&r[0]), "2D");
	CHECK_STR(tag(&r[0], "Contract"), "2D");
	CHECK_INT(r[0].declarer, DD_SOUTH);
	CHECK_STR(tag(&r[0], "Declarer"), "S");
	CHECK_INT(r[0].nplayed, 52);
	CHECK_INT(r[0].claim, -1);
	CHECK_INT(r[0].result, 7);
	CHECK_STR(tag(&r[0], "Result"), "7");
	CHECK_STR(tag(&r[0], "Auction"), "N");
	/* The alert and the explanation (an|) as PBN writes them. */
	CHECK_STR(section(&r[0], "Auction"),
		  "Pass Pass 1D! =1= Pass\n1H Pass 2D Pass\nPass Pass\n");
	CHECK_STR(tag(&r[0], "Note"), "1:could be short");
	CHECK(record_tag_get(&r[0], "Play") == NULL);
	CHECK_INT(r[0].line, 4);
	CHECK_INT(r[0].deal_line, 4);
	CHECK_INT(r[0].play_line, 6);
	CHECK_INT(r[0].auction_line, 5);        /* its first mb| */

	/* The closed room: its four players, a claim without a card. */
	CHECK_STR(r[1].board, "Closed 1");
	CHECK_STR(tag(&r[1], "Board"), "1");
	CHECK_STR(tag(&r[1], "Room"), "Closed");
	CHECK_STR(tag(&r[1], "South"), "Ida Jansson");
	CHECK_STR(tag(&r[1], "West"), "Karl Lund");
	CHECK_STR(tag(&r[1], "North"), "Maja Nilsson");
	CHECK_STR(tag(&r[1], "East"), "Olof Persson");
	CHECK_STR(contract(&r[1]), "3NT");
	CHECK_INT(r[1].declarer, DD_NORTH);
	CHECK_INT(r[1].nplayed, 0);
	CHECK_INT(r[1].claim, 8);
	CHECK_INT(r[1].result, 8);
	CHECK_INT(r[1].line, 19);
	CHECK_INT(r[1].play_line, 0);
	CHECK_STR(section(&r[1], "Auction"), "1NT Pass 3NT Pass\nPass Pass\n");

	/* Eight tricks played, then a claim. */
	CHECK_STR(r[2].board, "Open 2");
	CHECK_STR(deal_text(&r[2]), WALK4);
	CHECK_INT(r[2].dealer, DD_EAST);
	CHECK_INT(r[2].vul, VUL_NS);
	CHECK_STR(tag(&r[2], "Vulnerable"), "NS");
	CHECK_STR(contract(&r[2]), "3NT");
	CHECK_INT(r[2].declarer, DD_NORTH);
	CHECK_INT(r[2].nplayed, 32);
	CHECK_INT(r[2].claim, 6);
	CHECK_INT(r[2].result, 6);
	CHECK_INT(r[2].line, 22);
	CHECK_INT(r[2].play_line, 24);

	CHECK_STR(r[3].board, "Closed 2");
	CHECK_STR(contract(&r[3]), "1NTX");
	CHECK_STR(tag(&r[3], "Contract"), "1NTX");
	CHECK_INT(r[3].doubled, 1);
	CHECK_INT(r[3].declarer, DD_NORTH);
	CHECK_INT(r[3].result, 6);
	CHECK_STR(section(&r[3], "Auction"),
		  "Pass Pass Pass 1NT\nX Pass Pass Pass\n");

	/* A new pn| before board 3 changes the open room's East. */
	CHECK_STR(r[4].board, "Open 3");
	CHECK_STR(deal_text(&r[4]), WALK3);
	CHECK_STR(tag(&r[4], "East"), "Ulla Wik");
	CHECK_STR(tag(&r[4], "South"), "Anna Berg");
	CHECK_INT(r[4].dealer, DD_SOUTH);
	CHECK_INT(r[4].vul, VUL_EW);
	CHECK_STR(contract(&r[4]), "4SX");
	CHECK_INT(r[4].declarer, DD_WEST);
	CHECK_INT(r[4].result, 7);
	CHECK_STR(tag(&r[4], "Result"), "7");

	CHECK_STR(r[5].board, "Closed 3");
	CHECK_STR(tag(&r[5], "East"), "Olof Persson");
	CHECK_STR(contract(&r[5]), "1SXX");
	CHECK_INT(r[5].doubled, 2);
	CHECK_INT(r[5].declarer, DD_WEST);
	CHECK_INT(r[5].result, 7);
	CHECK_INT(r[5].line, 64);
	CHECK_INT(r[5].deal_line, 64);
	CHECK_INT(r[5].play_line, 66);
	CHECK_STR(section(&r[5], "Auction"),
		  "Pass 1S X XX\nPass Pass Pass\n");
	free_records(r, n);
}

/* text with every line end made CRLF and a byte-order mark before it:
 * malloc'd, *len bytes. */
static char *crlf_bom(const char *text, size_t len, size_t *outlen)
{
	char *out = xmalloc(2 * len + 4);
	size_t i, n = 0;

	memcpy(out, "\xef\xbb\xbf", 3);
	n = 3;
	for (i = 0; i < len; i++) {
		if (text[i] == '\n')
			out[n++] = '\r';
		out[n++] = text[i];
	}
	*outlen = n;
	return out;
}

/* text with a line end after every tag (name|value|): malloc'd. */
static char *tag_a_line(const char *text)
{
	char *out = xmalloc(2 * strlen(text) + 1);
	size_t n = 0;
	int bars = 0;

	for (; *text; text++) {
		if (*text == '\n')
			continue;
		out[n++] = *text;
		if (*text == '|' && ++bars % 2 == 0)
			out[n++] = '\n';
	}
	out[n] = '\0';
	return out;
}

/* The same boards from a file with CRLF line ends and a byte-order mark
 * (same lines), and from one with a tag a line. */
static void test_line_ends(void)
{
	char *text, *other;
	size_t len, olen;
	record *a, *b;
	reports rp;
	int na, nb, i;

	text = read_file(DATA "vugraph.lin", &len);
	if (!text)
		return;
	a = parse(text, len, &na, &rp);
	other = crlf_bom(text, len, &olen);
	b = parse(other, olen, &nb, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(nb, na);
	for (i = 0; i < na && i < nb; i++) {
		CHECK_STR(position_text(&b[i]), position_text(&a[i]));
		CHECK_INT(b[i].line, a[i].line);
		CHECK_INT(b[i].play_line, a[i].play_line);
		CHECK_STR(tag(&b[i], "South"), tag(&a[i], "South"));
		CHECK_STR(section(&b[i], "Auction"), section(&a[i], "Auction"));
	}
	free_records(b, nb);
	free(other);
	free_records(a, na);
	free(text);

	text = read_file(DATA "myhands.lin", &len);
	if (!text)
		return;
	a = parse(text, len, &na, &rp);
	other = tag_a_line(text);
	b = parse_str(other, &nb, &rp);
	CHECK_STR(rp.text, "");
	CHECK_INT(na, 1);
	CHECK_INT(nb, 1);
	if (na == 1 && nb == 1) {
		CHECK_STR(position_text(&b[0]), position_text(&a[0]));
		CHECK_INT(b[0].claim, 6);
		/* pn| st| md| ...: the board starts at md|, line 3; mb| on
		 * lines 7 to 14, pg| 15, the first pc| 16. */
		CHECK_INT(b[0].line, 3);
		CHECK_INT(b[0].deal_line, 3);
		CHECK_INT(b[0].play_line, 16);
		CHECK_STR(tag(&b[0], "South"), "jsmith");
	}
	free_records(b, nb);
	free(other);
	free_records(a, na);
	free(text);
}

/* One board saved from BBO's "My hands": one line, East left out. */
static void test_myhands(void)
{
	int n;
	record *r = check_file("myhands", ".lin", &n);

	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(deal_text(&r[0]),
			  "N:4.AQJT.AQT86.873 AJ93.K5.K972.KJ4 "
			  "Q862.9743.J.A952 KT75.862.543.QT6");
		CHECK_STR(r[0].board, "Board 1");
		CHECK_STR(tag(&r[0], "Board"), "1");
		CHECK_STR(tag(&r[0], "South"), "jsmith");
		CHECK_STR(tag(&r[0], "West"), "~~M41211");
		CHECK_STR(tag(&r[0], "North"), "mjones");
		CHECK_STR(tag(&r[0], "East"), "~~M41212");
		CHECK_STR(tag(&r[0], "Event"), "(none)");
		CHECK_STR(tag(&r[0], "Room"), "(none)");
		CHECK_INT(r[0].dealer, DD_NORTH);
		CHECK_INT(r[0].vul, VUL_NONE);
		CHECK_STR(contract(&r[0]), "3C");
		CHECK_INT(r[0].declarer, DD_SOUTH);
		CHECK_INT(r[0].nplayed, 28);
		CHECK_INT(r[0].claim, 6);
		CHECK_INT(r[0].result, 6);
		CHECK_STR(tag(&r[0], "Result"), "6");
		CHECK_INT(r[0].line, 1);
		CHECK_INT(r[0].deal_line, 1);
		CHECK_INT(r[0].play_line, 1);
		CHECK_STR(section(&r[0], "Auction"),
			  "Pass 1H 2C Pass\n3C Pass Pass Pass\n");
	}
	free_records(r, n);
}

/* Handviewer links: lin= encoded and not, the parameter form. */
static void test_urls(void)
{
	int n;
	record *r = check_file("handviewer-urls", ".txt", &n);

	CHECK_INT(n, 4);
	if (n != 4) {
		free_records(r, n);
		return;
	}
	CHECK_STR(r[0].board, "Board 6");
	CHECK_STR(tag(&r[0], "South"), "Sam South");
	CHECK_STR(tag(&r[0], "East"), "Erik East");
	CHECK_INT(r[0].dealer, DD_EAST);
	CHECK_INT(r[0].vul, VUL_EW);
	CHECK_STR(contract(&r[0]), "4H");
	CHECK_INT(r[0].declarer, DD_EAST);
	CHECK_INT(r[0].result, 6);
	CHECK_INT(r[0].line, 1);
	CHECK_INT(r[0].play_line, 1);

	/* n= e= s= w= d= v= b= a= p=, lower case. */
	CHECK_STR(r[1].board, "7");
	CHECK_STR(tag(&r[1], "Board"), "7");
	CHECK_STR(tag(&r[1], "North"), "Nora");
	CHECK_STR(tag(&r[1], "West"), "Wendy");
	CHECK_INT(r[1].dealer, DD_SOUTH);
	CHECK_INT(r[1].vul, VUL_ALL);
	CHECK_STR(contract(&r[1]), "2C");
	CHECK_INT(r[1].declarer, DD_WEST);
	CHECK_INT(r[1].nplayed, 52);
	CHECK_INT(r[1].result, 3);
	CHECK_INT(r[1].line, 2);
	CHECK_INT(r[1].deal_line, 2);
	CHECK_INT(r[1].play_line, 2);
	CHECK_STR(section(&r[1], "Auction"),
		  "Pass 1C Pass 1H\nPass 2C Pass Pass\nPass\n");

	/* No w= (derived), no d= or v=: board 9's dealer and
	 * vulnerability; "10" in the hands and cards; an explanation. */
	CHECK_STR(deal_text(&r[2]),
		  "N:K865.A76.QT84.A8 AJ74.K942..K9543 QT9.Q8.K9762.762 "
		  "32.JT53.AJ53.QJT");
	CHECK_INT(r[2].dealer, DD_NORTH);
	CHECK_INT(r[2].vul, VUL_EW);
	CHECK_STR(contract(&r[2]), "5C");
	CHECK_INT(r[2].declarer, DD_WEST);
	CHECK_INT(r[2].result, 10);
	CHECK_STR(tag(&r[2], "North"), "(none)");

	/* lin= not encoded, after another parameter; a claim. */
	CHECK_STR(r[3].board, "Board 4");
	CHECK_INT(r[3].dealer, DD_WEST);
	CHECK_INT(r[3].vul, VUL_ALL);
	CHECK_STR(contract(&r[3]), "4H");
	CHECK_INT(r[3].declarer, DD_EAST);
	CHECK_INT(r[3].nplayed, 20);
	CHECK_INT(r[3].claim, 8);
	CHECK_INT(r[3].result, 8);
	CHECK_INT(r[3].line, 4);
	free_records(r, n);
}

/* A bad board between two good ones: the bad one reported and left out,
 * the good ones kept; a play with a word that is no card, reported and
 * kept up to it (record.h, play_cut), its board with the others. */
static void test_broken_files(void)
{
	static const char *const names[] = {
		"bad-call", "hand14", "dup-card"
	};
	record *r;
	size_t i;
	int n;

	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		r = check_file(names[i], ".lin", &n);
		CHECK_INT(n, 2);
		if (n == 2) {
			CHECK_STR(r[0].board, "Board 1");
			CHECK_STR(r[1].board, "Board 3");
			CHECK_INT(r[1].line, 3);
		}
		free_records(r, n);
	}
	r = check_file("bad-card", ".lin", &n);
	CHECK_INT(n, 3);
	if (n == 3) {
		CHECK_STR(r[1].board, "Board 2");
		CHECK_INT(r[1].problem, RECORD_GOOD);
		CHECK_INT(r[1].level, 2);
		CHECK_INT(r[1].nplayed, 5);
		CHECK_INT(r[1].play_cut, 1);
		CHECK_INT(r[1].nflaws, 1);
		CHECK_STR(r[1].flaw[0].text, "pc: 'Z9' is not a card: the "
			  "play stops before it (5 cards)");
		CHECK_STR(r[2].board, "Board 3");
	}
	free_records(r, n);
	r = check_file("truncated-md", ".lin", &n);
	CHECK_INT(n, 2);
	if (n == 2) {
		CHECK_STR(r[0].board, "Board 1");
		CHECK_STR(r[1].board, "Board 2");
	}
	free_records(r, n);
}

int main(void)
{
	test_vugraph();
	test_line_ends();
	test_myhands();
	test_urls();
	test_broken_files();
	return check_summary("unit_lin");
}
