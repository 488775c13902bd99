/*
 * unit_request.c - unit tests of the request table (ui/request.c): every
 * request has a key or a command and a help line, no key is bound twice
 * in one mode, every command parses its arguments.
 */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "check.h"
#include "model/command.h"
#include "model/deal.h"
#include "request.h"

static command c;
static char err[DEAL_ERR_SIZE];
static enum request req;

/* Parses line: 0 or -1 as request_parse_line(), req set. */
static int parse(const char *line, command *cmd, char *e, size_t size)
{
	const request_info *r;
	int rc = request_parse_line(line, &r, cmd, e, size);

	req = r ? r->req : REQ_NONE;
	return rc;
}

static void test_table(void)
{
	static const int MODES[] = { MODE_ANALYSE, MODE_PRACTICE, MODE_QUIZ,
				     MODE_REVIEW };
	int i, j, k, l, m, seen[REQ_COUNT] = { 0 };

	for (i = 0; i < request_count; i++) {
		const request_info *r = &request_table[i];

		seen[r->req]++;
		if (!CHECK(r->help && r->help[0]))
			printf("  request %s has no help\n", r->name);
		if (!CHECK(r->keys_text || (r->command && r->command[0])))
			printf("  request %s has neither key nor command\n",
			       r->name);
		CHECK(r->modes != 0);
		CHECK(request_get(r->req) == r);
		if (r->command)
			CHECK(request_for_command(r->command) == r);
	}
	for (i = 1; i < REQ_COUNT; i++)
		if (!CHECK_INT(seen[i], 1))
			printf("  request %d is in the table %d times\n", i,
			       seen[i]);
	/* no key bound twice in one mode */
	for (m = 0; m < 4; m++)
		for (i = 0; i < request_count; i++)
			for (k = 0; k < REQUEST_KEYS &&
				    request_table[i].keys[k]; k++)
				for (j = i + 1; j < request_count; j++)
					for (l = 0; l < REQUEST_KEYS &&
						    request_table[j].keys[l]; l++)
						if (request_table[i].keys[k] ==
						    request_table[j].keys[l] &&
						    (request_table[i].modes &
						     request_table[j].modes &
						     REQ_IN(MODES[m])) &&
						    !CHECK(0))
							printf("  key %d: %s "
							       "and %s\n",
							       request_table[i].keys[k],
							       request_table[i].name,
							       request_table[j].name);
	CHECK(request_for_key(MODE_ANALYSE, 'u') == REQ_UNDO);
	CHECK(request_for_key(MODE_ANALYSE, 'n') == REQ_BOARD_NEXT);
	CHECK(request_for_key(MODE_QUIZ, 'n') == REQ_QUIZ_NEXT);
	CHECK(request_for_key(MODE_ANALYSE, 'Q') == REQ_NONE);
	CHECK(request_for_key(MODE_ANALYSE, 'q') == REQ_QUIT);
	/* the completion list: every command once */
	{
		const char *const *names = request_command_names();
		int n = 0;

		while (names[n])
			n++;
		CHECK(n > 20);
	}
}

static void test_commands(void)
{

	CHECK(parse("", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_NONE);
	CHECK(parse("   ", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_NONE);
	CHECK(parse("contract 4S by N", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_CONTRACT && c.level == 4 &&
	      c.strain == DD_SPADES && c.declarer == DD_NORTH);
	CHECK(parse(" CONTRACT 3nt w ", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_CONTRACT && c.level == 3 &&
	      c.strain == DD_NOTRUMP && c.declarer == DD_WEST);
	CHECK(parse("contract 6h", &c, err, sizeof err) == 0 &&
	      c.level == 6 && c.strain == DD_HEARTS && c.declarer == -1);
	CHECK(parse("contract 8S by N", &c, err, sizeof err) < 0);
	CHECK_STR(err, "contract: bad level in '8S' (1 to 7)");
	CHECK(parse("contract 4X by N", &c, err, sizeof err) < 0);
	CHECK(parse("contract 4S by", &c, err, sizeof err) < 0);
	CHECK(parse("contract 4S by Q", &c, err, sizeof err) < 0);
	CHECK(parse("contract 4S by N x", &c, err, sizeof err) < 0);
	CHECK(parse("contract", &c, err, sizeof err) < 0);
	CHECK(parse("declarer e", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_DECLARER && c.declarer == DD_EAST);
	CHECK(parse("declarer", &c, err, sizeof err) < 0);
	CHECK(parse("strain nt", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_STRAIN && c.strain == DD_NOTRUMP);
	CHECK(parse("strain q", &c, err, sizeof err) < 0);
	CHECK(parse("play s9 SK c10", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_PLAY && c.ncards == 3 &&
	      c.cards[0] == DD_CARD(DD_SPADES, 9) &&
	      c.cards[1] == DD_CARD(DD_SPADES, 13) &&
	      c.cards[2] == DD_CARD(DD_CLUBS, 10));
	CHECK(parse("play", &c, err, sizeof err) < 0);
	CHECK(parse("play -", &c, err, sizeof err) < 0);
	CHECK(parse("play zz", &c, err, sizeof err) < 0);
	CHECK(parse("undo", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_UNDO && c.count == 1);
	CHECK(parse("undo 2", &c, err, sizeof err) == 0 &&
	      c.count == 2);
	CHECK(parse("undo 0", &c, err, sizeof err) < 0);
	CHECK(parse("undo 2x", &c, err, sizeof err) < 0);
	CHECK(parse("undo 99999999999999999999", &c, err,
			    sizeof err) < 0);
	CHECK(parse("redo", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_REDO && c.count == 1);
	CHECK(parse("trick 2", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_TRICK && c.count == 2);
	CHECK(parse("trick", &c, err, sizeof err) < 0);
	CHECK(parse("trick 14", &c, err, sizeof err) < 0);
	CHECK(parse("save /tmp/a b.txt ", &c, err, sizeof err) == 0 &&
	      c.kind == CMD_SAVE);
	CHECK_STR(c.path, "/tmp/a b.txt");
	CHECK(parse("load", &c, err, sizeof err) < 0);
	CHECK(parse("load -", &c, err, sizeof err) < 0);
	CHECK(parse("deal N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 "
			    "9743.74.QJ32.J95 J865.AQ92.KT8.T4", &c, err,
			    sizeof err) == 0 && c.kind == CMD_DEAL &&
	      c.deal.hand[DD_EAST][DD_SPADES] == (1 << 14));
	CHECK(parse("deal", &c, err, sizeof err) < 0);
	CHECK(parse("deal N:AKQ", &c, err, sizeof err) < 0);
	CHECK(parse("random", &c, err, sizeof err) == 0 &&
	      req == REQ_RANDOM);
	CHECK(parse("next", &c, err, sizeof err) == 0 &&
	      req == REQ_BOARD_NEXT);
	CHECK(parse("Prev", &c, err, sizeof err) == 0 &&
	      req == REQ_BOARD_PREV);
	CHECK(parse("help", &c, err, sizeof err) == 0 &&
	      req == REQ_HELP);
	CHECK(parse("quit now", &c, err, sizeof err) < 0);
	CHECK_STR(err, "quit takes no argument");
	CHECK(parse("quit", &c, err, sizeof err) == 0 &&
	      req == REQ_QUIT);
	CHECK(parse("line 3", &c, err, sizeof err) == 0 && req == REQ_LINE &&
	      c.count == 3);
	CHECK(parse("line", &c, err, sizeof err) < 0);
	CHECK(parse("lines", &c, err, sizeof err) == 0 && req == REQ_LINES);
	/* :session, :session sd, :session sd N */
	CHECK(parse("session", &c, err, sizeof err) == 0 &&
	      req == REQ_SESSION && c.count == 0);
	CHECK(parse("session sd", &c, err, sizeof err) == 0 &&
	      req == REQ_SESSION && c.count == -1);
	CHECK(parse("session SD 40", &c, err, sizeof err) == 0 &&
	      req == REQ_SESSION && c.count == 40);
	CHECK(parse("session sd 0", &c, err, sizeof err) < 0);
	CHECK_STR(err, "session sd: expected a number of layouts, 1 to "
		  "10000");
	CHECK(parse("session sd 40 x", &c, err, sizeof err) < 0);
	CHECK(parse("session all", &c, err, sizeof err) < 0);
	CHECK_STR(err, "session: expected nothing, or 'sd' and a number of "
		  "layouts");
	CHECK(parse("frobnicate 1", &c, err, sizeof err) < 0);
	CHECK_STR(err, "unknown command 'frobnicate': help lists them");
	CHECK(parse("\x01\x7f\xff", &c, NULL, 0) < 0);
}

int main(void)
{
	test_table();
	test_commands();
	return check_summary("unit_request");
}
