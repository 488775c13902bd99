/*
 * unit_lin.c - unit tests of the reader of LIN files and BBO handviewer
 * links (src/formats/lin.c): the files of tests/data/lin/ (each board's deal and
 * play against the file's .lines companion, the problems reported against
 * its .expected companion, every field of the boards checked), and pieces
 * of text for each message, the contracts, the forms of calls and cards.
 * Run from the top of the tree, where the data files are found.  Prints
 * each failed check and exits 1 when there was one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#include "model/deal.h"
#include "formats/lin.h"
#include "model/record.h"
#include "util/util.h"
#include "check.h"
#include "lin_reports.h"

#define DATA "tests/data/lin/"



/* The boards of len bytes of text; the reports go into rp. */
static record *parse(const char *text, size_t len, int *count, reports *rp)
{
	rp->n = 0;
	rp->text[0] = '\0';
	return lin_parse(text, len, "test.lin", count, on_report, rp);
}

static record *parse_str(const char *text, int *count, reports *rp)
{
	return parse(text, strlen(text), count, rp);
}

static void free_records(record *recs, int count)
{
	int i;

	for (i = 0; i < count; i++)
		record_free(&recs[i]);
	free(recs);
}

/* A whole file, NUL-terminated; NULL (and a failed check) when it cannot
 * be read. */
static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *text;
	long n;

	if (!f) {
		checks++;
		failures++;
		printf("%s: cannot open (run from the top of the tree)\n",
		       path);
		return NULL;
	}
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	text = xmalloc((size_t)n + 1);
	*len = fread(text, 1, (size_t)n, f);
	text[*len] = '\0';
	fclose(f);
	return text;
}

static int exists(const char *path)
{
	FILE *f = fopen(path, "rb");

	if (f)
		fclose(f);
	return f != NULL;
}

/* A tag's value, or "(none)". */
static const char *tag(const record *r, const char *name)
{
	const record_tag *t = record_tag_get(r, name);

	return t ? t->value : "(none)";
}

/* A tag's section, or "(none)". */
static const char *section(const record *r, const char *name)
{
	const record_tag *t = record_tag_get(r, name);

	return t && t->section ? t->section : "(none)";
}

static const char *contract(const record *r)
{
	static char out[8];

	record_format_contract(r, out);
	return out;
}

static const char *deal_text(const record *r)
{
	static char out[DEAL_TEXT_SIZE];

	deal_format(&r->deal, out);
	return out;
}

static const char *played_text(const record *r)
{
	static char out[DEAL_PLAYED_SIZE];

	deal_format_played(r->played, r->nplayed, out);
	return out;
}

/* The board as a line deal|strain|leader|played, as the .lines files
 * hold them. */
static const char *position_text(const record *r)
{
	static char out[DEAL_POSITION_SIZE];
	dd_position pos;

	if (record_base(r, &pos) < 0)
		return "(no contract)";
	pos.nplayed = r->nplayed;
	memcpy(pos.played, r->played, sizeof pos.played);
	deal_format_position(&pos, out);
	return out;
}

/* Parses the data file name (with ext), checks its reports against
 * name.expected, its boards with cards played against name.lines, every
 * board with record_check(); returns the boards. */
static record *check_file(const char *name, const char *ext, int *count)
{
	char path[256], *text, *expected, *lines, *line, *save = NULL;
	size_t len, elen, llen;
	reports rp;
	record *recs;
	int i, nlines = 0;

	snprintf(path, sizeof path, DATA "%s%s", name, ext);
	text = read_file(path, &len);
	snprintf(path, sizeof path, DATA "%s.expected", name);
	expected = exists(path) ? read_file(path, &elen) : xstrdup("");
	snprintf(path, sizeof path, DATA "%s.lines", name);
	lines = read_file(path, &llen);
	*count = 0;
	if (!text || !expected || !lines) {
		free(text);
		free(expected);
		free(lines);
		return NULL;
	}
	recs = parse(text, len, count, &rp);
	printf("%s%s: %d boards\n", name, ext, *count);
	CHECK_STR(rp.text, expected);
	line = strtok_r(lines, "\n", &save);
	for (i = 0; i < *count; i++) {
		char err[200];
		long at;

		CHECK(recs[i].file && strcmp(recs[i].file, "test.lin") == 0);
		if (record_check(&recs[i], err, sizeof err, &at) < 0) {
			checks++;
			failures++;
			printf("%s board %d: record_check: %ld: %s\n", name,
			       i + 1, at, err);
		}
		if (recs[i].nplayed == 0)
			continue;
		nlines++;
		CHECK(line != NULL);
		if (line)
			CHECK_STR(position_text(&recs[i]), line);
		line = strtok_r(NULL, "\n", &save);
	}
	CHECK(line == NULL);
	CHECK(nlines > 0);
	free(text);
	free(expected);
	free(lines);
	return recs;
}

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
 * the good ones kept. */
static void test_broken_files(void)
{
	static const char *const names[] = {
		"bad-card", "bad-call", "hand14", "dup-card"
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
	r = check_file("truncated-md", ".lin", &n);
	CHECK_INT(n, 2);
	if (n == 2) {
		CHECK_STR(r[0].board, "Board 1");
		CHECK_STR(r[1].board, "Board 2");
	}
	free_records(r, n);
}

/* The hands of tests/ref's first table deal in LIN: South first (the
 * dealer), then West, North; East left out.  REF_DEAL is that deal. */
#define MD "md|1S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,SKQT2H8653DA7CK32,|"
static const char *REF_DEAL =
	"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 "
	"J865.AQ92.KT8.T4";

/* The reports for text, "" when none. */
static const char *reports_of(const char *text)
{
	static reports rp;
	int n;
	record *r = parse_str(text, &n, &rp);

	free_records(r, n);
	return rp.text;
}

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
	CHECK_STR(reports_of("md|1S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,|"),
		  "1: md: 2 hands, expected 3 or 4\n");
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
	CHECK_STR(reports_of(MD "mb|1S?|"), "1: mb: '?' is not a call\n");
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
		  "1: board Open 12: md: 1 hand, expected 3 or 4\n");
	CHECK_STR(reports_of("md|1S2,,,|rh||ah|Board 5|sv|o|"),
		  "1: board Board 5: md: 1 hand, expected 3 or 4\n");
	/* Only the first problem of a board. */
	CHECK_STR(reports_of(MD "sv|q|mb|8S|pc|Z9|"),
		  "1: sv: 'q' is not a vulnerability (o, n, e or b)\n");
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
		  "1: hands: 2 hands, expected 3 or 4\n");
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

/* A board of one piece of text, which must parse without a report;
 * NULL (a failed check) otherwise.  Free with free_one(). */
static record *one_board(const char *text)
{
	reports rp;
	int n;
	record *r = parse_str(text, &n, &rp);

	CHECK_STR(rp.text, "");
	CHECK_INT(n, 1);
	if (n != 1) {
		free_records(r, n);
		return NULL;
	}
	return r;
}

static void free_one(record *r)
{
	free_records(r, r ? 1 : 0);
}

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

	/* A bad board in the middle of three, each on several lines. */
	r = parse_str("qx|o1|\n" MD "\nmb|1S|mb|p|mb|p|mb|p|\n"
		      "qx|o2|\n" MD "\nmb|1S|mb|p|mb|p|mb|p|\npc|SX|\n"
		      "qx|o3|\n" MD "\nmb|1S|mb|p|mb|p|mb|p|\n", &n, &rp);
	CHECK_STR(rp.text, "7: board Open 2: pc: 'SX' is not a card\n");
	CHECK_INT(n, 2);
	if (n == 2) {
		CHECK_STR(r[0].board, "Open 1");
		CHECK_STR(r[1].board, "Open 3");
		CHECK_INT(r[1].line, 8);
		CHECK_INT(r[1].deal_line, 9);
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
	test_vugraph();
	test_line_ends();
	test_myhands();
	test_urls();
	test_broken_files();
	test_messages();
	test_contracts();
	test_boards();
	test_detect();
	test_bytes();
	return check_summary("unit_lin");
}
