/*
 * fuzz_line.c - a libFuzzer target: arbitrary bytes go through the line
 * parser (as a deal, as a position); positions that parse go through the
 * engine's replay, and small endings (8 cards a hand at most) through its
 * solver as well.  Built and run by `make fuzz`, see docs/testing.md.
 *
 * Besides the sanitizers it checks a few properties and aborts when one
 * fails: a parsed position formats back to text that parses to the same
 * position; engine messages are non-empty; the best card score agrees
 * with dd_solve().
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#include "model/deal.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static dd_ctx *ctx;

static void check(int ok, const char *what, const char *line)
{
	if (!ok) {
		fprintf(stderr, "fuzz_line: %s\ninput: %s\n", what, line);
		abort();
	}
}

static void check_message(const char *msg, const char *line)
{
	check(memchr(msg, '\0', DEAL_ERR_SIZE) != NULL && msg[0] != '\0',
	      "empty or unterminated message", line);
}

static void solve_small(const dd_position *pos, const dd_state *st,
			const char *line)
{
	dd_card_score sc[13];
	dd_error e;
	int n = 0, i, best = -1, t = -1;
	uint16_t legal[4];

	if (st->to_play < 0 || st->tricks_left > 8)
		return;
	if (dd_score_cards(ctx, pos, sc, &n, &e) != DD_OK) {
		check_message(e.msg, line);
		return;
	}
	check(n == dd_legal(st, legal), "score count differs from dd_legal",
	      line);
	for (i = 0; i < n; i++) {
		check(sc[i].tricks >= 0 && sc[i].tricks <= st->tricks_left,
		      "card score out of range", line);
		if (sc[i].tricks > best)
			best = sc[i].tricks;
	}
	check(dd_solve(ctx, pos, &t, &e) == DD_OK, "dd_solve failed", line);
	check(t == best, "dd_solve differs from the best card score", line);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char err[DEAL_ERR_SIZE], text[DEAL_POSITION_SIZE];
	char *line = malloc(size + 1);
	dd_position pos, again;
	dd_deal deal;
	dd_state st;
	dd_error e;

	if (!line)
		return 0;
	if (!ctx)
		ctx = dd_new(1);
	memcpy(line, data, size);
	line[size] = '\0';

	if (deal_parse(line, &deal, err, sizeof err) < 0)
		check_message(err, line);
	if (deal_parse_position(line, &pos, err, sizeof err) < 0) {
		check_message(err, line);
		free(line);
		return 0;
	}
	deal_format_position(&pos, text);
	check(deal_parse_position(text, &again, err, sizeof err) == 0,
	      "formatted position does not parse", line);
	check(memcmp(&pos, &again, sizeof pos) == 0,
	      "formatted position parses differently", line);

	if (dd_replay(&pos, &st, &e) == DD_OK)
		solve_small(&pos, &st, line);
	else
		check_message(e.msg, line);
	free(line);
	return 0;
}
