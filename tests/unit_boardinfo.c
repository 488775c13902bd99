/*
 * unit_boardinfo.c - unit tests of src/formats/boardinfo.c: names, auction with
 * alerts and notes, commentary and claim, from PBN and from LIN; and of
 * src/formats/commentary.c: Bridge Composer's escapes and markup.
 * Prints each failed check and exits 1 when there was one.
 */
#define _GNU_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/boardinfo.h"
#include "formats/commentary.h"
#include "formats/lin.h"
#include "formats/pbn.h"
#include "check.h"

static const char *DEAL =
	"N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2";

static void test_pbn(void)
{
	char text[2000], names[4][BOARDINFO_NAME], **c;
	boardinfo_auction a;
	record *r;
	int n, k, tricks;

	snprintf(text, sizeof text,
		 "[Board \"1\"]\n[West \"Wendy\"]\n[North \"Nils\"]\n"
		 "[East \"?\"]\n[South \"S\xc3\xb6ren\"]\n[Dealer \"E\"]\n"
		 "[Deal \"%s\"]\n[Declarer \"S\"]\n[Contract \"2D\"]\n"
		 "[Result \"9\"]\n"
		 "[Auction \"E\"]\n1C! =1= Pass 1H =2= 2D\n{a fine\n  auction}\n"
		 "AP\n"
		 "[Note \"1:strong\"]\n[Note \"2:4+ hearts\"]\n"
		 "[Play \"W\"]\nCT C4 C8 CJ\n*\n{South claimed}\n", DEAL);
	r = pbn_parse(text, strlen(text), "t.pbn", &n, NULL, NULL);
	CHECK(n == 1);
	if (n != 1)
		return;
	CHECK(boardinfo_names(r, names) == 3);
	CHECK_STR(names[DD_NORTH], "Nils");
	CHECK_STR(names[DD_EAST], "");
	CHECK_STR(names[DD_SOUTH], "S\xc3\xb6ren");
	CHECK_STR(names[DD_WEST], "Wendy");

	CHECK(boardinfo_read_auction(r, &a) == 0);
	CHECK_INT(a.dealer, DD_EAST);
	CHECK_INT(a.ncalls, 7);
	CHECK(a.complete);
	if (a.ncalls == 7) {
		CHECK_STR(a.calls[0].text, "1C");
		CHECK_INT(a.calls[0].seat, DD_EAST);
		CHECK(a.calls[0].alert);
		CHECK_STR(a.calls[0].explanation, "strong");
		CHECK(!a.calls[1].alert && !a.calls[1].explanation);
		CHECK_STR(a.calls[2].text, "1H");
		CHECK(!a.calls[2].alert);
		CHECK_STR(a.calls[2].explanation, "4+ hearts");
		CHECK_STR(a.calls[3].text, "2D");
		CHECK_INT(a.calls[3].seat, DD_NORTH);
		for (k = 4; k < 7; k++)
			CHECK_STR(a.calls[k].text, "Pass");
	}
	boardinfo_auction_free(&a);

	n = boardinfo_comments(r, &c);
	CHECK_INT(n, 2);
	if (n == 2) {
		CHECK_STR(c[0], "a fine auction");
		CHECK_STR(c[1], "South claimed");
	}
	boardinfo_free_texts(c, n);
	CHECK(boardinfo_claim(r, &tricks) == 1 && tricks == 9);
	record_free(r);
	free(r);
}

/* A bid not above the one before: found, and no contract then. */
static void test_low_bid(void)
{
	static const struct {
		const char *calls;
		int low;        /* boardinfo_low_bid() */
	} cases[] = {
		{ "1C Pass 1H 2D\nAP", -1 },
		{ "1NT Pass 1C Pass\nPass Pass", 2 },
		{ "1S Pass 1S Pass\nPass Pass", 2 },
		{ "1S 2C 2S 3NT\n4S Pass Pass 4NT\nAP", -1 },
		{ "2H Pass 2S Pass\n3C Pass 2NT Pass\nPass Pass", 6 },
	};
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char text[1000];
		boardinfo_auction a;
		record *r;
		int n, level, strain, doubled, declarer;

		snprintf(text, sizeof text, "[Board \"1\"]\n[Dealer \"N\"]\n"
			 "[Deal \"%s\"]\n[Auction \"N\"]\n%s\n", DEAL,
			 cases[i].calls);
		r = pbn_parse(text, strlen(text), "t.pbn", &n, NULL, NULL);
		if (!CHECK(n == 1))
			continue;
		CHECK(boardinfo_read_auction(r, &a) == 0);
		CHECK(a.complete);
		if (!CHECK_INT(boardinfo_low_bid(&a), cases[i].low))
			printf("  auction %s\n", cases[i].calls);
		CHECK_INT(boardinfo_contract(&a, &level, &strain, &doubled,
					     &declarer),
			  cases[i].low < 0 ? 0 : -1);
		boardinfo_auction_free(&a);
		record_free(r);
		free(r);
	}
}

static void test_lin(void)
{
	static const char text[] =
		"pn|Sam,Wim,Nora,Ed|md|3SA86HQ8542D4C9764,S42HAT73DT953CA85,"
		"SQJ975HJDAKQJCKJ3,|sv|o|mb|1S!|an|5+ spades|mb|p|mb|2N|"
		"mb|p|mb|4S|mb|p|mb|p|mb|p|nt|a good slam missed?|"
		"pc|H6|pc|H2|pc|HA|pc|HJ|mc|11|\n";
	char names[4][BOARDINFO_NAME], **c;
	boardinfo_auction a;
	record *r;
	int n, tricks;

	r = lin_parse(text, strlen(text), "t.lin", &n, NULL, NULL);
	CHECK(n == 1);
	if (n != 1)
		return;
	CHECK(boardinfo_names(r, names) == 4);
	CHECK_STR(names[DD_SOUTH], "Sam");
	CHECK_STR(names[DD_WEST], "Wim");
	CHECK_STR(names[DD_NORTH], "Nora");
	CHECK_STR(names[DD_EAST], "Ed");
	CHECK(boardinfo_read_auction(r, &a) == 0);
	CHECK_INT(a.dealer, DD_NORTH);
	CHECK_INT(a.ncalls, 8);
	if (a.ncalls == 8) {
		CHECK_STR(a.calls[0].text, "1S");
		CHECK(a.calls[0].alert);
		CHECK_STR(a.calls[0].explanation, "5+ spades");
		CHECK_STR(a.calls[2].text, "2NT");
		CHECK_INT(a.calls[2].seat, DD_SOUTH);
	}
	boardinfo_auction_free(&a);
	n = boardinfo_comments(r, &c);
	CHECK_INT(n, 1);
	if (n == 1)
		CHECK_STR(c[0], "a good slam missed?");
	boardinfo_free_texts(c, n);
	CHECK(boardinfo_claim(r, &tricks) == 1 && tricks == 11);
	record_free(r);
	free(r);

	/* No auction, no claim. */
	{
		static const char md[] = "md|3SA86HQ8542D4C9764,"
			"S42HAT73DT953CA85,SQJ975HJDAKQJCKJ3,|";

		r = lin_parse(md, strlen(md), "t.lin", &n, NULL, NULL);
	}
	CHECK(n == 1);
	if (n == 1) {
		CHECK(boardinfo_read_auction(r, &a) == -1 && a.ncalls == 0);
		boardinfo_auction_free(&a);
		CHECK(boardinfo_claim(r, &tricks) == 0);
		CHECK(boardinfo_names(r, names) == 0);
		record_free(r);
	}
	free(r);
}

/* Bridge Composer's commentary as that program shows it. */
static void test_commentary(void)
{
	static const char *const GLYPH[4] = { "\xe2\x99\xa0", "\xe2\x99\xa5",
					       "\xe2\x99\xa6", "\xe2\x99\xa3" };
	static const char *const LETTER[4] = { "S", "H", "D", "C" };
	static const struct {
		const char *raw, *shown;
	} CASES[] = {
		{ "plain text", "plain text" },
		{ "led the \\C10", "led the \xe2\x99\xa3" "10" },
		{ "\\S \\H \\D \\C, \\s too", "\xe2\x99\xa0 \xe2\x99\xa5 "
		  "\xe2\x99\xa6 \xe2\x99\xa3, \xe2\x99\xa0 too" },
		{ "one.\\n two", "one.\ntwo" },
		{ "one. \\n\\n two", "one.\n\ntwo" },
		{ "[NEXT]", "" },
		{ "end. [NEXT] next page", "end. next page" },
		{ "a [b] and [NB] stay", "a [b] and [NB] stay" },
		{ "a back\\\\slash", "a back\\slash" },
		{ "\\bbold\\b gone", "bold gone" },
		{ "trailing \\n", "trailing" },
		{ "a \\", "a \\" },
	};
	size_t i;
	char *t;

	for (i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
		t = commentary_text(CASES[i].raw, GLYPH);
		CHECK_STR(t, CASES[i].shown);
		free(t);
	}
	t = commentary_text("the \\H9 and \\D", LETTER);
	CHECK_STR(t, "the H9 and D");
	free(t);
}

int main(void)
{
	test_pbn();
	test_low_bid();
	test_lin();
	test_commentary();
	return check_summary("unit_boardinfo");
}
