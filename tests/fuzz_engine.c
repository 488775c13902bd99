/*
 * fuzz_engine.c - a libFuzzer target: differential testing of the engine
 * against the brute-force solver of tests/brute.h.  Built and run by
 * `make fuzz`, see docs/testing.md.
 *
 * The input bytes are read as a stream of choices (0 once it runs out) and
 * build a legal small position: 1 to 6 cards a hand, the cards drawn from
 * all 52 or from fewer suits or high cards only (bf_random_hands), a
 * strain, a first leader, and 0 to 4n legal cards played, each picked
 * among the legal cards of the seat to play (mid-trick and finished
 * positions included).  Then, aborting with the position printed when
 * anything differs (so that libFuzzer keeps the input):
 *
 *   1. dd_replay() agrees with a replay done here (cards left, seat to
 *      play, trick in progress, tricks won and left);
 *   2. cold: on a new context, dd_score_cards() lists exactly the legal
 *      cards (worked out here from the hands and the trick, and as
 *      dd_legal() gives them), each once, suit by suit, high to low, each
 *      with the brute-force score of that card; on another new context
 *      dd_solve() gives the brute-force value, which is the best score;
 *      a finished deal gives 0 and DD_ERR_FINISHED;
 *   3. reset: a reused context, after solving another position of the
 *      same deal and strain, then dd_reset(), gives the same scores and
 *      value as the new contexts with the same number of search nodes
 *      (dd_reset() means cold behaviour);
 *   4. warm: one context kept for the whole run first solves or scores,
 *      in an order the input picks, some of: the start of the deal, the
 *      position one card earlier (scored: its remembered scores then
 *      serve the position), the position one card later, the deal's
 *      table; then the position's scores and value must be the cold
 *      ones.  Those other results are checked against brute force too;
 *   5. dd_table() (deals of 1 to 4 cards a hand, on the warm context,
 *      before or after the position) gives the 20 brute-force results.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#define BF_MEMO_BITS 20 /* 16 MB: six-card endings fit */
#include "brute.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct {
	const uint8_t *p;
	size_t n, i;
} reader;

/* A number in 0..n-1 from the next input byte (0 when none is left). */
static int pick_byte(void *arg, int n)
{
	reader *r = arg;
	int b = r->i < r->n ? r->p[r->i++] : 0;
	return n > 1 ? b % n : 0;
}

static dd_ctx *warm;  /* kept for the whole run */
static dd_ctx *reuse; /* reused after dd_reset() */

static const dd_position *cur; /* the position of this input, for fail() */

static void fail(const char *what, const dd_position *p, long want, long got)
{
	fprintf(stderr, "fuzz_engine: %s: expected %ld, got %ld\n", what, want, got);
	if (p)
		fprintf(stderr, "  at position: %s\n", bf_pos_text(p));
	if (cur && cur != p)
		fprintf(stderr, "  input position: %s\n", bf_pos_text(cur));
	abort();
}

static void expect(long got, long want, const char *what, const dd_position *p)
{
	if (got != want)
		fail(what, p, want, got);
}

static dd_ctx *new_ctx(void)
{
	dd_ctx *c = dd_new(1);
	if (!c) {
		fprintf(stderr, "fuzz_engine: out of memory\n");
		abort();
	}
	return c;
}

/* ------------------------------------------------------------------ */
/* Replay, done here */

typedef struct {
	uint64_t hand[4];
	int to_play, trick_leader, trick_cards, trick[4], won[2], left;
} my_state;

static void my_replay(const dd_position *p, my_state *m)
{
	int n = 0;
	for (int h = 0; h < 4; h++)
		m->hand[h] = bf_hand_bits(&p->deal, h);
	for (uint64_t b = m->hand[0]; b; b &= b - 1)
		n++;
	m->to_play = m->trick_leader = p->leader;
	m->trick_cards = 0;
	m->won[0] = m->won[1] = 0;
	for (int i = 0; i < p->nplayed; i++) {
		int c = p->played[i];
		m->hand[m->to_play] &= ~BF_BIT(c);
		m->trick[m->trick_cards++] = c;
		if (m->trick_cards < 4) {
			m->to_play = (m->to_play + 1) & 3;
			continue;
		}
		int w = 0;
		for (int k = 1; k < 4; k++)
			if (bf_beats(m->trick[k], m->trick[w], p->strain))
				w = k;
		int winner = (m->trick_leader + w) & 3;
		m->won[winner & 1]++;
		m->to_play = m->trick_leader = winner;
		m->trick_cards = 0;
	}
	m->left = n - m->won[0] - m->won[1];
	if (m->left == 0)
		m->to_play = -1;
}

/* The legal cards of the seat to play, as a word. */
static uint64_t my_legal(const my_state *m)
{
	if (m->to_play < 0)
		return 0;
	uint64_t h = m->hand[m->to_play];
	if (m->trick_cards) {
		uint64_t f = h & BF_SUIT_MASK(DD_SUIT(m->trick[0]));
		if (f)
			return f;
	}
	return h;
}

static void check_replay(const dd_position *p, dd_state *st, my_state *m)
{
	dd_error e;
	expect(dd_replay(p, st, &e), DD_OK, "dd_replay status", p);
	my_replay(p, m);
	uint64_t h[4];
	bf_state_hands(st, h);
	for (int i = 0; i < 4; i++)
		if (h[i] != m->hand[i])
			fail("dd_replay: cards left differ", p, (long)i, -1);
	expect(st->to_play, m->to_play, "dd_replay to_play", p);
	expect(st->tricks_won[0], m->won[0], "dd_replay tricks_won[0]", p);
	expect(st->tricks_won[1], m->won[1], "dd_replay tricks_won[1]", p);
	expect(st->tricks_left, m->left, "dd_replay tricks_left", p);
	if (m->to_play >= 0) {
		expect(st->trick_leader, m->trick_leader, "dd_replay trick_leader", p);
		expect(st->trick_cards, m->trick_cards, "dd_replay trick_cards", p);
		for (int i = 0; i < m->trick_cards; i++)
			expect(st->trick[i], m->trick[i], "dd_replay trick card", p);
	}
}

/* ------------------------------------------------------------------ */
/* The answers of one position */

typedef struct {
	int value;    /* dd_solve */
	int n;        /* dd_score_cards count, -1 when finished */
	dd_card_score sc[13];
} answers;

static void score(dd_ctx *c, const dd_position *p, answers *a, const char *who)
{
	dd_error e;
	dd_status rc = dd_score_cards(c, p, a->sc, &a->n, &e);
	dd_state st;
	dd_replay(p, &st, NULL);
	if (st.to_play < 0) {
		expect(rc, DD_ERR_FINISHED, who, p);
		a->n = -1;
		return;
	}
	expect(rc, DD_OK, who, p);
}

static void solve(dd_ctx *c, const dd_position *p, answers *a, const char *who)
{
	dd_error e;
	a->value = -1;
	expect(dd_solve(c, p, &a->value, &e), DD_OK, who, p);
}

static void same(const answers *a, const answers *b, bool scores, bool value,
		 const char *what, const dd_position *p)
{
	char msg[120];
	if (value) {
		snprintf(msg, sizeof msg, "%s: dd_solve", what);
		expect(b->value, a->value, msg, p);
	}
	if (!scores)
		return;
	snprintf(msg, sizeof msg, "%s: dd_score_cards count", what);
	expect(b->n, a->n, msg, p);
	for (int i = 0; i < a->n; i++) {
		char ct[3];
		bf_card_text(a->sc[i].card, ct);
		snprintf(msg, sizeof msg, "%s: card %d", what, i);
		expect(b->sc[i].card, a->sc[i].card, msg, p);
		snprintf(msg, sizeof msg, "%s: score of %s", what, ct);
		expect(b->sc[i].tricks, a->sc[i].tricks, msg, p);
	}
}

/* Scores and value against brute force (bf: the brute-force value). */
static void check_bf(const dd_position *p, const answers *a, bool scores, bool value,
		     const char *who)
{
	dd_state st;
	my_state m;
	char msg[120];
	check_replay(p, &st, &m);
	int bf = bf_pos(p);
	if (value) {
		snprintf(msg, sizeof msg, "%s: dd_solve against brute force", who);
		expect(a->value, bf, msg, p);
	}
	if (!scores || m.to_play < 0)
		return;
	uint64_t legal = my_legal(&m), listed = 0;
	uint16_t dl[4];
	int nl = dd_legal(&st, dl);
	uint64_t dlegal = 0;
	for (int s = 0; s < 4; s++)
		dlegal |= (uint64_t)dl[s] << (16 * s);
	if (dlegal != legal)
		fail("dd_legal differs from the legal cards", p, 0, 1);
	int count = 0;
	for (uint64_t b = legal; b; b &= b - 1)
		count++;
	expect(nl, count, "dd_legal count", p);
	snprintf(msg, sizeof msg, "%s: dd_score_cards count", who);
	expect(a->n, count, msg, p);
	int best = -1;
	for (int i = 0; i < a->n; i++) {
		int card = a->sc[i].card;
		char ct[3];
		bf_card_text(card, ct);
		if (card >= 64 || !(legal & BF_BIT(card)) || (listed & BF_BIT(card)))
			fail("dd_score_cards lists a card not legal or twice", p, 0, card);
		listed |= BF_BIT(card);
		if (i && !(DD_SUIT(card) == DD_SUIT(a->sc[i - 1].card)
				   ? card < a->sc[i - 1].card
				   : DD_SUIT(card) > DD_SUIT(a->sc[i - 1].card)))
			fail("dd_score_cards order", p, a->sc[i - 1].card, card);
		snprintf(msg, sizeof msg, "%s: score of %s against brute force", who, ct);
		expect(a->sc[i].tricks, bf_after(p, card), msg, p);
		if (a->sc[i].tricks > best)
			best = a->sc[i].tricks;
	}
	expect(best, bf, "best score against brute force value", p);
}

static void check_table(dd_ctx *c, const dd_deal *d, const dd_position *p)
{
	int got[5][4], want[5][4];
	dd_error e;
	expect(dd_table(c, d, got, &e), DD_OK, "dd_table status", p);
	bf_table(d, want);
	for (int s = 0; s < 5; s++)
		for (int h = 0; h < 4; h++)
			if (got[s][h] != want[s][h]) {
				char msg[80];
				snprintf(msg, sizeof msg, "dd_table strain %c declarer %c",
					 dd_strain_letter(s), dd_seat_letter(h));
				fail(msg, p, want[s][h], got[s][h]);
			}
}

/* ------------------------------------------------------------------ */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	reader r = { data, size, 0 };
	dd_position pos;
	uint64_t hand[4];

	if (!warm)
		warm = new_ctx();
	if (!reuse)
		reuse = new_ctx();

	/* The position. */
	int n = 1 + pick_byte(&r, 6);
	memset(&pos, 0, sizeof pos);
	bf_random_hands(hand, n, pick_byte, &r);
	bf_deal_from_bits(&pos.deal, hand);
	pos.strain = pick_byte(&r, 5);
	pos.leader = pick_byte(&r, 4);
	int k = pick_byte(&r, 4 * n + 1);
	while (k-- > 0)
		if (!bf_play_random(&pos, pick_byte, &r))
			fail("bf_play_random failed", &pos, 1, 0);
	cur = &pos;
	int flags = pick_byte(&r, 256);
	int next_pick = pick_byte(&r, 13);

	/* Neighbours on the same deal: before, after, start. */
	dd_position before = pos, after = pos, start = pos;
	bool has_before = pos.nplayed > 0, has_after;
	if (has_before)
		before.nplayed--;
	start.nplayed = 0;
	{
		dd_state st;
		dd_replay(&pos, &st, NULL);
		has_after = st.to_play >= 0;
		if (has_after) {
			uint16_t l[4];
			int nl = dd_legal(&st, l);
			after.played[after.nplayed++] =
				(dd_card)bf_nth_legal(&st, next_pick % nl);
		}
	}

	/* Every brute-force search of this input is on this deal. */
	bf_deal_begin();

	/* 1, 2: cold, against brute force. */
	answers cold, got;
	dd_ctx *c = new_ctx();
	score(c, &pos, &cold, "cold dd_score_cards");
	uint64_t nodes_score = dd_nodes(c);
	dd_free(c);
	c = new_ctx();
	solve(c, &pos, &cold, "cold dd_solve");
	uint64_t nodes_solve = dd_nodes(c);
	dd_free(c);
	check_bf(&pos, &cold, true, true, "cold");

	/* 3: after dd_reset(), as cold, node for node. */
	const dd_position *other = has_after ? &after : has_before ? &before : NULL;
	if (other) {
		answers o;
		if (flags & 1)
			score(reuse, other, &o, "dd_score_cards (to be reset)");
		else
			solve(reuse, other, &o, "dd_solve (to be reset)");
	}
	dd_reset(reuse);
	uint64_t n0 = dd_nodes(reuse);
	score(reuse, &pos, &got, "dd_score_cards after dd_reset");
	same(&cold, &got, true, false, "after dd_reset", &pos);
	expect((long)(dd_nodes(reuse) - n0), (long)nodes_score,
	       "dd_score_cards nodes after dd_reset against a new context", &pos);
	dd_reset(reuse);
	n0 = dd_nodes(reuse);
	solve(reuse, &pos, &got, "dd_solve after dd_reset");
	same(&cold, &got, false, true, "after dd_reset", &pos);
	expect((long)(dd_nodes(reuse) - n0), (long)nodes_solve,
	       "dd_solve nodes after dd_reset against a new context", &pos);

	/* 4, 5: warm.  The flags pick the neighbours and their order. */
	bool table = n <= 4 && (flags & 2);
	if (table && (flags & 4))
		check_table(warm, &pos.deal, &pos);
	for (int step = 0; step < 3; step++) {
		int which = (step + (flags >> 3)) % 3; /* rotate the order */
		answers o;
		const dd_position *q = NULL;
		bool sc = false;
		if (which == 0 && (flags & 32)) {
			q = &start;
			sc = flags & 64;
		} else if (which == 1 && has_after && (flags & 128)) {
			q = &after;
			sc = flags & 1;
		} else if (which == 2 && has_before && (flags & 16)) {
			q = &before;
			sc = true;
		}
		if (!q)
			continue;
		if (sc)
			score(warm, q, &o, "warm dd_score_cards (neighbour)");
		else
			solve(warm, q, &o, "warm dd_solve (neighbour)");
		check_bf(q, &o, sc, !sc, "warm neighbour");
	}
	if (flags & 8) {
		solve(warm, &pos, &got, "warm dd_solve");
		score(warm, &pos, &got, "warm dd_score_cards");
	} else {
		score(warm, &pos, &got, "warm dd_score_cards");
		solve(warm, &pos, &got, "warm dd_solve");
	}
	same(&cold, &got, true, true, "warm", &pos);
	if (table && !(flags & 4))
		check_table(warm, &pos.deal, &pos);
	bf_deal_end();
	cur = NULL;
	return 0;
}
