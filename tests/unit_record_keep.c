/*
 * unit_record_keep.c - what a board keeps when part of its record cannot
 * be read (src/model/record.c, record.h's flaw and play_cut; the readers
 * src/formats/pbninterp.c, lin_*.c): a bad Dealer, Vulnerable or Result
 * leaves that field unknown and the contract and play standing; a play
 * that breaks a rule is kept up to the card before it, the whole of it
 * kept for the writer; a LIN auction that breaks a rule, a claim out of
 * range, leave the board good.
 * Prints each failed check and exits 1 when there was one.
 */
#define _GNU_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "formats/audit.h"
#include "formats/lin.h"
#include "formats/pbn.h"
#include "model/record.h"
#include "check.h"
#include "pbn_parse.h"

static const char *DEAL =
	"N:AK5.KQ4.A763.852 QJ94.862.K5.KJ73 876.AJ73.QJT4.A6 T32.T95.982.QT94";

/* A 3NT by North game (its Dealer, Vulnerable and Result values given)
 * with the Play section play. */
static void game_of(char *out, size_t size, const char *dealer,
		    const char *vul, const char *result, const char *play)
{
	snprintf(out, size, "[Board \"4\"]\n[Dealer \"%s\"]\n"
		 "[Vulnerable \"%s\"]\n[Deal \"%s\"]\n[Declarer \"N\"]\n"
		 "[Contract \"3NT\"]\n[Result \"%s\"]\n[Auction \"N\"]\n"
		 "1NT Pass 3NT Pass\nPass Pass\n[Play \"E\"]\n%s*\n",
		 dealer, vul, DEAL, result, play);
}

static void game(char *out, size_t size, const char *play)
{
	game_of(out, size, "N", "None", "9", play);
}

static const char *played_text(const dd_card *c, int n)
{
	static char out[DEAL_PLAYED_SIZE];

	deal_format_played(c, n, out);
	return out;
}

/* record_cut_play() alone: the prefix that replays, the whole kept. */
static void test_cut(void)
{
	record r;
	dd_card c;
	char err[200];
	long line;
	const char *cards[] = { "SQ", "S6", "S2", "SA", "D3", "H2", "DQ" };
	size_t i;

	record_init(&r);
	CHECK_INT(deal_parse(DEAL, &r.deal, err, sizeof err), 0);
	r.has_deal = 1;
	r.level = 3;
	r.strain = DD_NOTRUMP;
	r.declarer = DD_NORTH;
	for (i = 0; i < sizeof cards / sizeof cards[0]; i++) {
		deal_parse_card(cards[i], &c, NULL, 0);
		r.played[r.nplayed++] = c;
	}
	CHECK_INT(record_check(&r, err, sizeof err, &line), -2);
	CHECK_STR(err, "trick 2: East must follow suit in diamonds");
	CHECK_INT(record_cut_play(&r, err, 12), 0);
	CHECK_INT(r.nplayed, 5);
	CHECK_INT(r.play_cut, 1);
	CHECK_INT(r.recorded.n, 7);
	CHECK_INT(r.recorded.leader, DD_EAST);
	CHECK_STR(played_text(r.recorded.card, r.recorded.n),
		  "SQ S6 S2 SA D3 H2 DQ");
	CHECK_INT(r.nflaws, 1);
	CHECK_INT(r.flaw[0].line, 12);
	CHECK_STR(r.flaw[0].text, "trick 2: East must follow suit in "
		  "diamonds: the play stops before it (5 of 7 cards)");
	CHECK_INT(record_check(&r, err, sizeof err, &line), 0);
	/* dropped (a bad contract): nothing of the play left */
	record_drop_play(&r);
	CHECK(r.play_cut == 0 && r.recorded.n == 0 && r.nplayed == 0);
	/* no contract to replay it in: not cut */
	r.nplayed = 1;
	r.played[0] = r.recorded.card[0];
	CHECK_INT(record_cut_play(&r, "x", 1), -1);
	record_free(&r);
}

/* A flaw past RECORD_FLAWS is counted, not kept; audit says how many. */
static void test_flaws(void)
{
	record r;
	audit au;
	int i;

	record_init(&r);
	for (i = 0; i < RECORD_FLAWS + 2; i++)
		record_add_flaw(&r, i + 1, "bad");
	CHECK_INT(r.nflaws, RECORD_FLAWS + 2);
	CHECK_INT(r.flaw[RECORD_FLAWS - 1].line, RECORD_FLAWS);
	audit_record(&r, -1, &au);
	CHECK_INT(au.n, RECORD_FLAWS + 1);
	CHECK_STR(au.text[RECORD_FLAWS], "2 more problems reading the record");
	record_free(&r);
}

/* PBN: Dealer, Vulnerable, Result that say nothing ddplay knows. */
static void test_pbn_fields(void)
{
	static const struct {
		const char *dealer, *vul, *result, *said, *flaw;
	} cases[] = {
		{ "N", "N-S", "9", "3:4:bad Vulnerable 'N-S': expected None, "
		  "NS, EW or All\n", "bad Vulnerable 'N-S': expected None, "
		  "NS, EW or All: the vulnerability is not known" },
		{ "N", "None", "ten", "7:4:bad Result 'ten': expected "
		  "declarer's tricks, 0 to 13\n", "bad Result 'ten': expected "
		  "declarer's tricks, 0 to 13: the result is not known" },
		{ "North", "None", "9", "2:4:bad Dealer 'North': expected N, "
		  "E, S or W\n", "bad Dealer 'North': expected N, E, S or W: "
		  "the dealer is not known" },
	};
	char text[2000];
	size_t i;
	int n;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		record *r;
		audit au;

		game_of(text, sizeof text, cases[i].dealer, cases[i].vul,
			cases[i].result, "SQ S6 S2 SA\nD5 DQ D2 D3\n");
		r = parse(text, &n);
		CHECK_INT(n, 1);
		if (n != 1) {
			free_all(r, n);
			continue;
		}
		CHECK_STR(messages, cases[i].said);
		CHECK_INT(r->problem, RECORD_GOOD);
		CHECK_INT(r->level, 3);
		CHECK_INT(r->declarer, DD_NORTH);
		CHECK_INT(r->nplayed, 8);
		CHECK_INT(r->play_cut, 0);
		CHECK_INT(r->nflaws, 1);
		CHECK_STR(r->flaw[0].text, cases[i].flaw);
		CHECK_INT(r->vul, i == 0 ? -1 : VUL_NONE);
		CHECK_INT(r->result, i == 1 ? -1 : 9);
		CHECK_INT(r->dealer, i == 2 ? -1 : DD_NORTH);
		/* (the auction names its own first seat: its contract
		 * still checked against the record's) */
		audit_record(r, -1, &au);
		CHECK(au.n >= 1 && strcmp(au.text[0], cases[i].flaw) == 0);
		free_all(r, n);
	}
}

/* PBN: a revoke, and a word that is no card; the Play tag kept as
 * read, and written whole from the record's recorded play. */
static void test_pbn_play(void)
{
	char text[2000];
	const record_tag *t;
	record *r;
	int n;

	game(text, sizeof text, "SQ S6 S2 SA\nH2 DQ D2 D3\n");
	r = parse(text, &n);
	CHECK_INT(n, 1);
	if (n == 1) {
		/* (said at the Play tag's line, as every bad card) */
		CHECK_STR(messages, "11:4:trick 2: East must follow suit in "
			  "diamonds\n");
		CHECK_INT(r->level, 3);
		CHECK_INT(r->result, 9);
		CHECK_INT(r->nplayed, 5);
		CHECK_INT(r->recorded.n, 8);
		CHECK_INT(r->flaw[0].line, 11);
		t = record_tag_get(r, "Play");
		CHECK(t && t->section &&
		      strcmp(t->section, "SQ S6 S2 SA\nH2 DQ D2 D3\n*\n") == 0);
		/* rewritten from the fields (:save of a practice, a LIN
		 * record made PBN): every card recorded */
		pbn_update_play(r);
		t = record_tag_get(r, "Play");
		CHECK(t && t->section &&
		      strcmp(t->section, "SQ S6 S2 SA\nH2 DQ D2 D3\n*\n") == 0);
	}
	free_all(r, n);

	game(text, sizeof text, "SQ S6 S2 SA\nD5 DQ Z2 D3\nDK DJ D8 D6\n");
	r = parse(text, &n);
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_STR(messages, "13:4:Play: 'Z2' is not a card\n");
		/* D3 (North leads), D5, DQ: West's card is the word */
		CHECK_STR(played_text(r->played, r->nplayed),
			  "SQ S6 S2 SA D3 D5 DQ");
		CHECK_INT(r->play_cut, 1);
		CHECK_INT(r->recorded.n, 0);
		CHECK_STR(r->flaw[0].text, "Play: 'Z2' is not a card: the "
			  "play stops before it (7 cards)");
		/* its tag kept as read */
		pbn_update_play(r);
		t = record_tag_get(r, "Play");
		CHECK(t && t->section && strstr(t->section, "Z2"));
	}
	free_all(r, n);
}

/* LIN: sv|, an insufficient bid, mc| out of range, a revoke (cut by
 * record_check() as the commands read files: source.c). */
static void test_lin(void)
{
	const char *md = "md|3S876HAJ73DQJT4CA6,ST32HT95D982CQT94,"
			 "SAK5HKQ4DA763C852,|";
	char text[1000];
	record *r;
	int n;

	snprintf(text, sizeof text, "ah|Board 4|%ssv|q|mb|1N|mb|p|mb|1S|"
		 "mb|p|mb|p|mb|p|pc|SQ|pc|S6|pc|S2|pc|SA|mc|14|\n", md);
	r = lin_parse(text, strlen(text), "t.lin", &n, on_report, NULL);
	CHECK_INT(n, 1);
	if (n == 1) {
		CHECK_INT(r->problem, RECORD_GOOD);
		CHECK_INT(r->vul, -1);
		/* the auction without the 1S: 1NT by North */
		CHECK_INT(r->level, 1);
		CHECK_INT(r->strain, DD_NOTRUMP);
		CHECK_INT(r->declarer, DD_NORTH);
		CHECK_INT(r->nplayed, 4);
		CHECK_INT(r->claim, -1);
		CHECK_INT(r->nflaws, 3);
		CHECK_STR(r->flaw[0].text, "sv: 'q' is not a vulnerability "
			  "(o, n, e or b): the vulnerability is not known");
		CHECK_STR(r->flaw[1].text, "mb: '1S' does not outbid 1NT: "
			  "the auction is read without it");
		CHECK_STR(r->flaw[2].text, "mc: '14' is not a number of "
			  "tricks (0 to 13): the claim is left out");
		CHECK(strstr(record_tag_get(r, "Auction")->section, "1S") !=
		      NULL);
	}
	free_all(r, n);
}

int main(void)
{
	test_cut();
	test_flaws();
	test_pbn_fields();
	test_pbn_play();
	test_lin();
	return check_summary("unit_record_keep");
}
