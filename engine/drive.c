/*
 * drive.c - the drivers that turn the zero-window search (search.c) into
 * trick counts: a position checked and loaded, the table kept or emptied
 * for it, a side's count found by bounds, a strain of a table.  Below
 * both the public calls (api.c) and the threads (smp.c), which use the
 * same drivers on their own solvers.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

dd_status drive_fail(dd_error *err, dd_status code, const char *fmt, ...)
{
	if (err) {
		va_list ap;
		va_start(ap, fmt);
		err->code = code;
		vsnprintf(err->msg, sizeof err->msg, fmt, ap);
		va_end(ap);
	}
	return code;
}

static void card_text(int card, char buf[3])
{
	buf[0] = dd_strain_letter(DD_SUIT(card));
	buf[1] = dd_rank_char(DD_RANK(card));
	buf[2] = 0;
}

/* Empties the cutoff-move cache and makes it small again. */
void drive_killer_clear(dd_ctx *c)
{
	if (c->killer_full)
		memset(c->killer, 0, ((size_t)1 << KILLER_MAX_BITS) * sizeof *c->killer);
	memset(c->killer16, 0, ((size_t)1 << KILLER_BITS) * sizeof *c->killer16);
	c->killer_mask = (1u << KILLER_BITS) - 1;
	c->killer_full = false;
	c->killer_since = c->nodes;
}

dd_ctx *drive_ctx_new(size_t tt_megabytes)
{
	dd_ctx *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	if (tt_megabytes == 0)
		tt_megabytes = DD_TT_DEFAULT_MB;
	if (tt_megabytes > SIZE_MAX >> 20) {    /* its bytes overflow */
		free(c);
		return NULL;
	}
	c->killer = calloc((size_t)1 << KILLER_MAX_BITS, sizeof *c->killer);
	c->killer16 = calloc((size_t)1 << KILLER_BITS, sizeof *c->killer16);
	if (!c->killer || !c->killer16 || ttab_init(&c->tt, tt_megabytes << 20) != 0) {
		free(c->killer);
		free(c->killer16);
		free(c);
		return NULL;
	}
	c->killer_mask = (1u << KILLER_BITS) - 1;
	c->tt_megabytes = tt_megabytes;
	atomic_init(&c->cancel, 0);
	c->last_ns_total = -1;
	c->last_nplayed = -1;
	c->scored_nplayed = -1;
	return c;
}

void drive_ctx_free(dd_ctx *c)
{
	if (!c)
		return;
	ttab_free(&c->tt);
	free(c->killer);
	free(c->killer16);
	free(c);
}

static int holder_of(const dd_deal *d, int card)
{
	for (int h = 0; h < 4; h++)
		if (d->hand[h][DD_SUIT(card)] & (1u << DD_RANK(card)))
			return h;
	return -1;
}

static dd_status check_deal(const dd_deal *d, dd_error *err)
{
	int count[4];
	for (int h = 0; h < 4; h++) {
		count[h] = 0;
		for (int s = 0; s < 4; s++) {
			if (d->hand[h][s] & ~0x7ffcu)
				return drive_fail(err, DD_ERR_RANGE, "%s holds a card of no rank in %s",
					    dd_seat_name(h), dd_suit_name(s));
			count[h] += popcount16(d->hand[h][s]);
		}
	}
	/* The expected count: the one most hands agree on (13 on a tie). */
	int expect = -1, best_votes = 0;
	for (int h = 0; h < 4; h++) {
		int votes = 0;
		for (int g = 0; g < 4; g++)
			votes += count[g] == count[h];
		if (votes > best_votes || (votes == best_votes && count[h] == 13)) {
			best_votes = votes;
			expect = count[h];
		}
	}
	if (expect > 13 || expect < 1)
		expect = 13;
	for (int h = 0; h < 4; h++)
		if (count[h] != expect)
			return drive_fail(err, DD_ERR_CARD_COUNT, "%s holds %d card%s", dd_seat_name(h),
				    count[h], count[h] == 1 ? "" : "s");
	for (int s = 0; s < 4; s++)
		for (int h = 0; h < 4; h++)
			for (int g = h + 1; g < 4; g++) {
				unsigned both = d->hand[h][s] & d->hand[g][s];
				if (both) {
					char ct[3];
					card_text(DD_CARD(s, top_rank(both)), ct);
					return drive_fail(err, DD_ERR_DUPLICATE, "%s is in both %s and %s",
						    ct, dd_seat_name(h), dd_seat_name(g));
				}
			}
	return DD_OK;
}

dd_status dd_replay(const dd_position *pos, dd_state *out, dd_error *err)
{
	dd_state st;
	if (pos->strain < 0 || pos->strain > 4)
		return drive_fail(err, DD_ERR_RANGE, "strain %d out of range", pos->strain);
	if (pos->leader < 0 || pos->leader > 3)
		return drive_fail(err, DD_ERR_RANGE, "leader %d out of range", pos->leader);
	dd_status rc = check_deal(&pos->deal, err);
	if (rc != DD_OK)
		return rc;
	int n = 0;
	for (int s = 0; s < 4; s++)
		n += popcount16(pos->deal.hand[0][s]);
	if (pos->nplayed < 0 || pos->nplayed > 4 * n)
		return drive_fail(err, DD_ERR_RANGE, "%d cards played from hands of %d", pos->nplayed, n);

	memset(&st, 0, sizeof st);
	st.remaining = pos->deal;
	st.to_play = st.trick_leader = pos->leader;
	st.tricks_left = n;
	st.last_winner = -1;
	int win_pos = 0;
	for (int i = 0; i < pos->nplayed; i++) {
		int card = pos->played[i], seat = st.to_play;
		int s = DD_SUIT(card), r = DD_RANK(card);
		if (s > 3 || r < 2 || r > 14)
			return drive_fail(err, DD_ERR_RANGE, "card %d of the play is not a card", i + 1);
		char ct[3];
		card_text(card, ct);
		if (!(st.remaining.hand[seat][s] & (1u << r))) {
			int h = holder_of(&st.remaining, card);
			if (h >= 0)
				return drive_fail(err, DD_ERR_NOT_HELD, "%s cannot play %s: %s holds it",
					    dd_seat_name(seat), ct, dd_seat_name(h));
			if (holder_of(&pos->deal, card) >= 0)
				return drive_fail(err, DD_ERR_NOT_HELD, "%s cannot play %s: it was already played",
					    dd_seat_name(seat), ct);
			return drive_fail(err, DD_ERR_NOT_HELD, "%s cannot play %s: it is not in the deal",
				    dd_seat_name(seat), ct);
		}
		if (st.trick_cards) {
			int ls = DD_SUIT(st.trick[0]);
			if (s != ls && st.remaining.hand[seat][ls])
				return drive_fail(err, DD_ERR_REVOKE, "%s must follow suit in %s",
					    dd_seat_name(seat), dd_suit_name(ls));
			int w = st.trick[win_pos];
			if (DD_SUIT(w) == s ? r > DD_RANK(w) : s == pos->strain)
				win_pos = st.trick_cards;
		} else {
			win_pos = 0;
		}
		st.remaining.hand[seat][s] &= (uint16_t)~(1u << r);
		if (st.trick_cards < 3) {
			st.trick[st.trick_cards++] = (dd_card)card;
			st.to_play = (seat + 1) & 3;
			continue;
		}
		int winner = (st.trick_leader + win_pos) & 3;
		st.tricks_won[winner & 1]++;
		st.tricks_left--;
		st.last_winner = winner;
		st.trick_cards = 0;
		st.to_play = st.trick_leader = winner;
	}
	if (st.tricks_left == 0)
		st.to_play = -1;
	if (out)
		*out = st;
	return DD_OK;
}

/* Keeps the table when the deal and strain are those it was filled for. */
static void use_table_for(dd_ctx *c, const dd_deal *deal, int strain)
{
	if (c->tt_valid && c->tt_strain == strain &&
	    memcmp(&c->tt_deal, deal, sizeof *deal) == 0)
		return;
	/* dd_keep_table(): the table stays for another deal of the strain
	 * (its entries are keyed by the cards in play and their owners);
	 * the cutoff-move cache does not: kept across deals it changed a
	 * count (docs/sd.md) */
	if (!(c->keep_table && c->tt_valid && c->tt_strain == strain &&
	      !c->shared_home))
		ttab_clear(&c->tt);
	drive_killer_clear(c);
	if (c->shared_home)
		sht_clear(c->shared_home);
	c->fresh = true;
	c->tt_deal = *deal;
	c->tt_strain = strain;
	c->tt_valid = true;
	c->last_ns_total = -1;
	c->last_nplayed = -1;
	c->scored_nplayed = -1;
}

/* Does the side to play take at least t tricks (after card, if card)?
 * The search's bound narrows [*lo, *hi], the side to play's count, by
 * as much as it proved (it may settle more than t). */
bool drive_side_reaches(dd_ctx *c, int card, int t, int *lo, int *hi)
{
	if (t <= 0)
		return true;
	bool ns = is_ns(c->to_play);
	int left = c->tricks_left;
	int ns_target = ns ? t : left - t + 1;
	int g = card ? search_after(c, card, ns_target) : search_root(c, ns_target);
	bool reached = ns ? g >= ns_target : g < ns_target;
	if (c->aborted)
		return reached;
	int side = ns ? g : left - g;   /* a bound on the side's count */
	if (reached) {
		if (side > *lo)
			*lo = side > *hi ? *hi : side;
	} else if (side < *hi) {
		*hi = side < *lo ? *lo : side;
	}
	return reached;
}

/* The exact count in [lo, hi] for the side to play, starting from guess. */
int drive_solve_between(dd_ctx *c, int card, int lo, int hi, int guess)
{
	while (lo < hi && !c->aborted) {
		int t = guess <= lo ? lo + 1 : guess > hi ? hi : guess;
		if (drive_side_reaches(c, card, t, &lo, &hi))
			guess = lo + 1;
		else
			guess = hi;
	}
	return lo;
}

int drive_card_value(dd_ctx *c, int card, int top, int guess)
{
	int lo = 0, hi = c->tricks_left;
	if (top < 0)
		return drive_solve_between(c, card, lo, hi, guess);
	if (drive_side_reaches(c, card, top, &lo, &hi))
		return drive_solve_between(c, card, lo, hi, lo + 1);
	return drive_solve_between(c, card, lo, hi, hi);
}

/* A first guess at North-South's tricks from a position where nothing has
 * been solved yet: half the tricks, a trick per three points of high cards
 * above half, and a trick per trump above half the suit. */
static int estimate_ns(const dd_ctx *c, int strain, int tricks_left)
{
	int hcp[2] = { 0, 0 }, trumps[2] = { 0, 0 };
	for (int h = 0; h < 4; h++) {
		for (int s = 0; s < 4; s++) {
			unsigned b = suit_bits(c->hand[h], s);
			for (int r = 11; r <= 14; r++)
				if (b & (1u << r))
					hcp[h & 1] += r - 10;
			if (s == strain)
				trumps[h & 1] += popcount16(b);
		}
	}
	int est2 = tricks_left + (hcp[0] - hcp[1]) / 3 + (trumps[0] - trumps[1]);
	return est2 / 2;
}

/* Loads a checked position; the guess is the side to play's count that the
 * last result on this deal suggests. */
dd_status drive_prepare(dd_ctx *c, const dd_position *pos, dd_state *st, int *guess,
		      dd_error *err)
{
	c->fresh = false;
	if (atomic_load(&c->cancel))
		return drive_fail(err, DD_CANCELLED, "search cancelled");
	c->aborted = false;     /* a cancelled earlier call is over */
	dd_status rc = dd_replay(pos, st, err);
	if (rc != DD_OK)
		return rc;
	use_table_for(c, &pos->deal, pos->strain);
	if (st->to_play < 0)
		return DD_OK;
	search_load(c, st, pos->strain);
	int ns_future = c->last_ns_total >= 0 ? c->last_ns_total - st->tricks_won[0]
					      : estimate_ns(c, pos->strain, st->tricks_left);
	if (ns_future < 0)
		ns_future = 0;
	if (ns_future > st->tricks_left)
		ns_future = st->tricks_left;
	*guess = is_ns(st->to_play) ? ns_future : st->tricks_left - ns_future;
	return DD_OK;
}

void drive_remember(dd_ctx *c, const dd_position *pos, const dd_state *st,
		     int side_tricks)
{
	int ns_future = is_ns(st->to_play) ? side_tricks : st->tricks_left - side_tricks;
	c->last_ns_total = st->tricks_won[0] + ns_future;
	c->last_nplayed = pos->nplayed;
	c->last_leader = pos->leader;
	c->last_to_play = st->to_play;
	memcpy(c->last_played, pos->played, (size_t)pos->nplayed);
}

/* Narrows [*lo, *hi], the side to play's count at pos, when the last
 * result was for the position one card earlier: the side that played
 * that card cannot have gained by it (its value there was the best over
 * its cards).  So one search settles a card that changed nothing. */
void drive_bound_by_last(const dd_ctx *c, const dd_position *pos, const dd_state *st,
			  int *lo, int *hi)
{
	int n = pos->nplayed;
	if (c->last_ns_total < 0 || n == 0 || c->last_nplayed != n - 1 ||
	    c->last_leader != pos->leader ||
	    memcmp(c->last_played, pos->played, (size_t)(n - 1)) != 0)
		return;
	int left = st->tricks_left;
	int ns_future = c->last_ns_total - st->tricks_won[0];
	int l = 0, h = left;
	if (is_ns(c->last_to_play) == is_ns(st->to_play))
		h = is_ns(st->to_play) ? ns_future : left - ns_future;  /* no gain */
	else
		l = is_ns(st->to_play) ? ns_future : left - ns_future;  /* no loss */
	if (l < 0)
		l = 0;
	if (h > left)
		h = left;
	if (l <= h) {
		*lo = l;
		*hi = h;
	}
}

/* dd_solve() with the first guess raised by bias tricks for the side to
 * play; *first, when not NULL, gets the guess before the bias. */
dd_status drive_solve_guess(dd_ctx *c, const dd_position *pos, int bias, int *tricks,
			     int *first, dd_error *err)
{
	dd_state st;
	int guess = 0;
	dd_status rc = drive_prepare(c, pos, &st, &guess, err);
	if (rc != DD_OK)
		return rc;
	if (first)
		*first = guess;
	if (st.to_play < 0) {
		*tricks = 0;
		return DD_OK;
	}
	int lo = 0, hi = st.tricks_left;
	drive_bound_by_last(c, pos, &st, &lo, &hi);
	int v = drive_solve_between(c, 0, lo, hi, guess + bias);
	if (c->aborted)
		return drive_fail(err, DD_CANCELLED, "search cancelled");
	drive_remember(c, pos, &st, v);
	*tricks = v;
	return DD_OK;
}

/* drive_table_strain(): a strain that took more nodes than this marks a
 * hard deal. */
#define BIG_STRAIN_NODES 20000000u

dd_status drive_table_strain(dd_ctx *c, const dd_deal *deal, int strain, int tricks[5][4],
			    dd_error *err)
{
	dd_position pos;
	memset(&pos, 0, sizeof pos);
	pos.deal = *deal;
	pos.strain = strain;
	c->last_ns_total = -1;
	c->last_nplayed = -1;
	if (memcmp(&c->miss_deal, deal, sizeof *deal) != 0) {
		c->miss_deal = *deal;
		c->miss_sum = c->miss_n = 0;
		c->miss_big = false;
	}
	uint64_t nodes_before = c->nodes;
	/* Declarers N, S, then E, W: a side's two results are close. */
	static const int order[4] = { DD_NORTH, DD_SOUTH, DD_EAST, DD_WEST };
	for (int i = 0; i < 4; i++) {
		int decl = order[i];
		pos.leader = (decl + 1) & 3;
		/* The first East-West declarer: the lead passes from
		 * East-West to North-South, who then mostly take as
		 * many tricks as with West on lead, often one more
		 * (tables.txt: 313 and 156 of 500).  Guessing one
		 * trick more costs no search when it is one too many
		 * (the driver needs the failed search at the guess
		 * anyway) and saves one when right. */
		int defence = 0, first = 0, bias = i == 2;
		if (i == 0 && c->miss_big)
			bias = 1;       /* the failed search first: cheaper there */
		if (i == 0 && c->miss_sum > 0) {
			/* The first leader: where estimate_ns() fell short
			 * for the first leader of the strains done so far
			 * (shape it does not see: long suits, voids), the
			 * guess rises by three quarters of the mean miss,
			 * rounded.  Not lowered: starting above the value
			 * (a failed search first) costs the hard deals
			 * less, and lowering cost tables.txt nodes. */
			int num = 3 * c->miss_sum, den = 4 * c->miss_n;
			bias = (2 * num + den) / (2 * den);
		}
		dd_status rc = drive_solve_guess(c, &pos, bias, &defence, &first, err);
		if (rc != DD_OK)
			return rc;
		if (i == 0 && !c->aborted) {
			c->miss_sum += defence - first;
			c->miss_n++;
		}
		dd_state st;
		dd_replay(&pos, &st, NULL);
		tricks[strain][decl] = st.tricks_left - defence;
	}
	/* A strain of a hard deal (tables.txt's largest: 8.8 M nodes for
	 * all five): the next strain's first leader starts one above its
	 * guess (a guess always right saves hard deal 2 15 M nodes, one
	 * above it 22 M; tables.txt the reverse). */
	c->miss_big = c->nodes - nodes_before > BIG_STRAIN_NODES;
	return DD_OK;
}
