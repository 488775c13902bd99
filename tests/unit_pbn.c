/*
 * unit_pbn.c - unit tests of the PBN reader and writer (src/formats/pbn.c) and of
 * the records they fill (src/model/record.c).
 * Prints each failed check and exits 1 when there was one.
 */
#define _GNU_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "formats/pbn.h"
#include "model/record.h"
#include "check.h"
#include "pbn_parse.h"



static const char *played_text(const record *r)
{
	static char out[DEAL_PLAYED_SIZE];

	deal_format_played(r->played, r->nplayed, out);
	return out;
}

static const char *DEAL =
	"N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2";

static void test_fields(void)
{
	/* The deal from East, West unknown; lower case; comments. */
	const char *text =
		"\xef\xbb\xbf% PBN 2.1\r\n"
		"[Board \"7\"]\r\n"
		"[Dealer \"s\"]\r\n"
		"[Vulnerable \"Both\"]\r\n"
		"[Deal \"E:42.AT73.T953.A85 qj975.j.akqj.kj3 - A86.Q8542.4.9764\"]\r\n"
		"[Declarer \"^S\"]\r\n"
		"[Contract \"3ntxx\"]\r\n"
		"[Result \"9\"]\r\n"
		"[Play \"W\"]\r\n"
		"CT C4 { a comment\r\n"
		"over lines } C8 CJ ; the lead\r\n"
		"ST SA S2 S7 $1\r\n"
		"*\r\n";
	char deal[DEAL_TEXT_SIZE], contract[8];
	int n;
	record *r = parse(text, &n);

	CHECK(n == 1);
	CHECK_STR(messages, "");
	if (n != 1)
		return;
	deal_format(&r->deal, deal);
	CHECK_STR(deal, DEAL);
	CHECK_STR(r->board, "7");
	CHECK(r->dealer == DD_SOUTH);
	CHECK(r->vul == VUL_ALL);
	CHECK(r->declarer == DD_SOUTH);
	record_format_contract(r, contract);
	CHECK_STR(contract, "3NTXX");
	CHECK(r->result == 9);
	CHECK(r->deal_line == 5 && r->play_line == 9 && r->line == 2);
	/* Trick 2 is led by South (CJ won trick 1): in playing order. */
	CHECK_STR(played_text(r), "CT C4 C8 CJ S7 ST SA S2");
	free_all(r, n);
}

static void test_games(void)
{
	/* "#" repeats; a repeated tag without a blank line starts a game;
	 * a game without a deal is skipped; a bad one is reported and the
	 * next is still read. */
	char text[2000];
	int n;
	record *r;

	snprintf(text, sizeof text,
		 "[Event \"Club\"]\n[Board \"1\"]\n[Deal \"%s\"]\n"
		 "[Event \"#\"]\n[Board \"2\"]\n[Deal \"%s\"]\n\n"
		 "[Event \"no deal\"]\n\n"
		 "[Board \"3\"]\n[Deal \"%s\"]\n[Contract \"4Z\"]\n\n"
		 "[Board \"4\"]\n[Deal \"%s\"]\n[Contract \"Pass\"]\n"
		 "[Declarer \"\"]\n",
		 DEAL, DEAL, DEAL, DEAL);
	r = parse(text, &n);
	CHECK(n == 3);
	CHECK_STR(messages, "12:3:bad Contract '4Z': expected a level and "
		  "a strain, as in 4S, 3NT or 4HX, or Pass\n");
	if (n == 3) {
		CHECK_STR(record_tag_get(&r[1], "Event")->value, "Club");
		CHECK_STR(r[1].board, "2");
		CHECK(r[1].line == 4);
		CHECK(r[2].level == 0 && r[2].declarer == -1);
	}
	free_all(r, n);
}

static void test_play_stops(void)
{
	/* An unknown card ends the play read; an incomplete last trick is
	 * kept as far as it goes in playing order.  Known cards after it
	 * (in playing order) cannot be placed (the trick's winner is not
	 * known): not read, and said at the line of the unknown card; a
	 * claim's "-" with nothing known after it is said nothing of. */
	static const struct {
		const char *play, *played, *msg;
	} cases[] = {
		{ "CT C4 C8 CJ\n- SA S2 S7\n", "CT C4 C8 CJ S7",
		  "7:1:the play stops at trick 2: a card not known ('-')\n" },
		{ "CT C4 C8 CJ\nS3 SA S2 S7\nH5 + H3 H4\n",
		  "CT C4 C8 CJ S7 S3 SA S2",
		  "8:1:the play stops at trick 3: a card not known ('+')\n" },
		{ "CT C4 C8 CJ\n- - - S7\nH5 H2 H3 H4\n", "CT C4 C8 CJ S7",
		  "7:1:the play stops at trick 2: a card not known ('-')\n" },
		{ "CT C4 C8 CJ\n- - - S7\n- - - -\n*\n", "CT C4 C8 CJ S7",
		  "" },
		{ "CT C4 C8 CJ\nS3 SA\n", "CT C4 C8 CJ",
		  "7:1:the play stops at trick 2: South's card not given\n" },
		{ "CT C4 C8 CJ\n- - - S7\n", "CT C4 C8 CJ S7", "" },
	};
	char text[1000];
	size_t i;
	int n;
	record *r;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		snprintf(text, sizeof text, "[Board \"1\"]\n[Deal \"%s\"]\n"
			 "[Declarer \"S\"]\n[Contract \"2D\"]\n"
			 "[Play \"W\"]\n%s", DEAL, cases[i].play);
		r = parse(text, &n);
		CHECK(n == 1);
		if (n == 1)
			CHECK_STR(played_text(r), cases[i].played);
		CHECK_STR(messages, cases[i].msg);
		free_all(r, n);
	}
}

static void test_offlead(void)
{
	/* A play led by another seat than declarer's left (East, South
	 * declaring): read, kept apart with its leader (played empty), and
	 * written back from that leader; an illegal one still reported. */
	char text[1000], out[DEAL_PLAYED_SIZE];
	const record_tag *t;
	int n;
	record *r;

	snprintf(text, sizeof text, "[Deal \"%s\"]\n[Declarer \"S\"]\n"
		 "[Contract \"2D\"]\n[Play \"E\"]\nC5 CK C2 C4\n- HJ - -\n",
		 DEAL);
	r = parse(text, &n);
	CHECK(n == 1);
	CHECK_STR(messages, "");
	if (n == 1) {
		CHECK(r->problem == RECORD_GOOD);
		CHECK(r->declarer == DD_SOUTH && r->nplayed == 0);
		CHECK(r->offlead.leader == DD_EAST && r->offlead.n == 5);
		deal_format_played(r->offlead.card, r->offlead.n, out);
		CHECK_STR(out, "C5 CK C2 C4 HJ");
		pbn_update_play(r);
		t = record_tag_get(r, "Play");
		CHECK(t && strcmp(t->value, "E") == 0 && t->section &&
		      strncmp(t->section, "C5 CK C2 C4\n", 12) == 0);
	}
	free_all(r, n);
	/* East does not hold C2: the play from East checked, and cut
	 * before it (record.h, play_cut): the contract kept, the play as
	 * recorded too, for a writer */
	snprintf(text, sizeof text, "[Deal \"%s\"]\n[Declarer \"S\"]\n"
		 "[Contract \"2D\"]\n[Play \"E\"]\nC2 CK C5 C4\n", DEAL);
	r = parse(text, &n);
	CHECK(n == 1);
	CHECK(strstr(messages, "trick 1: ") != NULL);
	if (n == 1) {
		CHECK(r->level == 2 && r->strain == DD_DIAMONDS);
		CHECK(r->play_cut && r->offlead.n == 0 && r->nplayed == 0);
		CHECK(r->recorded.leader == DD_EAST && r->recorded.n == 4);
		CHECK(r->nflaws == 1 && strstr(r->flaw[0].text, "trick 1: ") &&
		      strstr(r->flaw[0].text, "(0 of 4 cards)"));
	}
	free_all(r, n);
}

static void test_write(void)
{
	/* The play section from playing order, and a round trip of values
	 * with quotes and backslashes. */
	dd_card p[6];
	char *sec, *text = NULL;
	size_t len = 0;
	int i, n;
	FILE *f;
	record rec, *back;
	const char *cards[6] = { "CT", "C4", "C8", "CJ", "S7", "ST" };

	for (i = 0; i < 6; i++)
		deal_parse_card(cards[i], &p[i], NULL, 0);
	sec = pbn_play_section(p, 6, DD_WEST, DD_DIAMONDS);
	CHECK_STR(sec, "CT C4 C8 CJ\nST -  -  S7\n*\n");
	free(sec);

	record_init(&rec);
	rec.has_deal = 1;
	deal_parse(DEAL, &rec.deal, NULL, 0);
	rec.level = 2;
	rec.strain = DD_DIAMONDS;
	rec.declarer = DD_SOUTH;
	rec.nplayed = 6;
	memcpy(rec.played, p, sizeof p);
	record_tag_set(&rec, "Event", "say \"hi\" \\ \\2R", NULL);
	pbn_fill_tags(&rec);
	f = open_memstream(&text, &len);
	pbn_write(f, &rec);
	fclose(f);
	CHECK(strstr(text, "[Event \"say \\\"hi\\\" \\ \\2R\"]\n") != NULL);
	CHECK(strstr(text, "[Contract \"2D\"]\n") != NULL);
	back = parse(text, &n);
	CHECK(n == 1);
	if (n == 1) {
		CHECK_STR(record_tag_get(&back[0], "Event")->value,
			  "say \"hi\" \\ \\2R");
		CHECK_STR(played_text(&back[0]), "CT C4 C8 CJ S7 ST");
		CHECK(back[0].declarer == DD_SOUTH && back[0].level == 2);
	}
	free_all(back, n);
	free(text);
	record_free(&rec);
}

static void test_line_ends(void)
{
	/* A board's file written back with its line ends and mark: the
	 * header and the game's lines in CR LF, a CR LF kept single. */
	char *text = NULL;
	size_t len = 0;
	FILE *f;
	record rec;

	record_init(&rec);
	rec.crlf = 1;
	rec.bom = 1;
	f = open_memstream(&text, &len);
	CHECK(pbn_write_start(f, &rec, "% PBN 2.1\n% club\n") == 0);
	CHECK(pbn_write_text(f, PBN_EOL_CRLF, "[Board \"1\"]\r\n{x}\n\n", 18) == 0);
	CHECK(pbn_write_text(f, PBN_EOL_LF, "a\n", 2) == 0);
	CHECK(pbn_write_text(f, PBN_EOL_CR, "b\nc\n", 4) == 0);
	fclose(f);
	CHECK_STR(text, "\xef\xbb\xbf% PBN 2.1\r\n% club\r\n"
		  "[Board \"1\"]\r\n{x}\r\n\r\na\nb\rc\r");
	free(text);
	text = NULL;
	f = open_memstream(&text, &len);
	CHECK(pbn_write_start(f, NULL, NULL) == 0);
	fclose(f);
	CHECK_STR(text, "% PBN 2.1\n% EXPORT\n");
	free(text);
	/* A board of a file joined on after another (:save): its header's
	 * version lines, before it, not written twice. */
	text = NULL;
	rec.crlf = rec.bom = 0;
	rec.pre = strdup("% PBN 2.1\n% EXPORT\n%Creator: Dealer4\n");
	record_tag_set(&rec, "Board", "1", NULL);
	f = open_memstream(&text, &len);
	CHECK(pbn_write_file(f, &rec) == 0);
	fclose(f);
	CHECK_STR(text, "% PBN 2.1\n% EXPORT\n%Creator: Dealer4\n"
		  "[Board \"1\"]\n\n");
	free(text);
	record_free(&rec);
}

static void test_wild(void)
{
	/* Result forms; a void "-"; [Deal ""] is no game; a contract from
	 * the auction. */
	char text[3000];
	int n;
	record *r;

	snprintf(text, sizeof text,
		 "[Deal \"\"]\n\n"
		 "[Board \"1\"]\n[Deal \"%s\"]\n[Declarer \"W\"]\n"
		 "[Contract \"1H\"]\n[Result \"NS 9 EW 4\"]\n\n"
		 "[Board \"2\"]\n[Deal \"%s\"]\n[Declarer \"S\"]\n"
		 "[Contract \"2D\"]\n[Result \"^8\"]\n\n"
		 "[Board \"3\"]\n[Deal \"N:-.A83.AQJ642.K542 "
		 "KQJ.KQ76.T9.QJT8 T65432.J95.K.A97 A987.T42.8753.63\"]\n\n"
		 "[Board \"4\"]\n[Deal \"%s\"]\n[Auction \"N\"]\n"
		 "1C Pass 1NT X\nXX AP\n",
		 DEAL, DEAL, DEAL);
	r = parse(text, &n);
	CHECK(n == 4);
	CHECK_STR(messages, "");
	if (n == 4) {
		char c[8];

		CHECK(r[0].result == 4);
		CHECK(r[1].result == 8);
		CHECK(r[2].deal.hand[DD_NORTH][DD_SPADES] == 0);
		record_format_contract(&r[3], c);
		CHECK_STR(c, "1NTXX");
		CHECK(r[3].declarer == DD_SOUTH);
	}
	free_all(r, n);
}

static void test_escapes(void)
{
	/* '%' lines inside a game (kept with the reader keeping the text,
	 * pbn_reader_keep_raw()) stay in the section of the tag before
	 * them; the play is read through them; a section replaced keeps
	 * them; a tag removed leaves them to the tag before it. */
	pbn_reader *rd = pbn_reader_new("t.pbn", on_report, NULL);
	static const char deal[] = "[Deal \"N:AKQJ.AKQ.AKQ.AKQ "
		"T98.T98.T98.T987 765.765.765.6543 432.J432.J432.J2\"]";
	const char *lines[] = {
		"% PBN 2.1", "% club", "", "[Board \"1\"]", deal, "% between", "[Contract \"3NT\"]", "[Declarer \"S\"]",
		"[Auction \"N\"]", "1C Pass 3NT Pass", "% in the auction",
		"Pass Pass", "[Play \"W\"]", "S2 SA S8 S5", "% in the play", "*",
	};
	record r;
	size_t i;

	messages[0] = '\0';
	pbn_reader_keep_raw(rd);
	for (i = 0; i < sizeof lines / sizeof lines[0]; i++)
		pbn_reader_line(rd, lines[i], strlen(lines[i]), (long)i + 1);
	pbn_reader_finish(rd);
	record_init(&r);
	CHECK(pbn_reader_take(rd, &r) == 1);
	CHECK_STR(messages, "");
	CHECK_STR(r.head ? r.head : "", "% PBN 2.1\n% club\n\n");
	CHECK(r.pre == NULL);
	CHECK_STR(record_tag_get(&r, "Deal")->section, "% between\n");
	CHECK_STR(record_tag_get(&r, "Auction")->section,
		  "1C Pass 3NT Pass\n% in the auction\nPass Pass\n");
	CHECK(r.nplayed == 4 && r.level == 3 && r.declarer == DD_SOUTH);
	CHECK_INT(r.auction_line, 10);  /* its first call */
	record_tag_set(&r, "Play", "W", "S2 SA S8 S5\nHA H8 H5 H2\n*\n");
	CHECK_STR(record_tag_get(&r, "Play")->section,
		  "S2 SA S8 S5\nHA H8 H5 H2\n*\n% in the play\n");
	record_tag_remove(&r, "Auction");
	CHECK_STR(record_tag_get(&r, "Declarer")->section,
		  "% in the auction\n");
	record_free(&r);
	pbn_reader_free(rd);
}

int main(void)
{
	CHECK(pbn_detect("\n\n[Event \"x\"]", 13));
	CHECK(pbn_detect("% PBN", 5));
	CHECK(!pbn_detect("N:AKQ...", 8));
	CHECK(!pbn_detect("md|3SAK", 7));
	test_fields();
	test_games();
	test_play_stops();
	test_offlead();
	test_write();
	test_line_ends();
	test_wild();
	test_escapes();
	return check_summary("unit_pbn");
}
