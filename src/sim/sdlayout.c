/*
 * sdlayout.c - the view of the seat to play and its layouts, see
 * sdlayout.h.
 */
#include "sdlayout.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "model/shuffle.h"
#include "layoutcheck.h"
#include "layoutfile.h"
#include "util/lineio.h"
#include "util/util.h"

static const char *const SEAT_OPTS[4] = {
	"--north", "--east", "--south", "--west"
};

static void set_err(char *err, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void set_err(char *err, size_t size, const char *fmt, ...)
{
	va_list ap;

	if (!err || !size)
		return;
	va_start(ap, fmt);
	vsnprintf(err, size, fmt, ap);
	va_end(ap);
}

static int seat_of(const dd_deal *d, dd_card c)
{
	int seat;

	for (seat = 0; seat < 4; seat++)
		if (d->hand[seat][DD_SUIT(c)] >> DD_RANK(c) & 1)
			return seat;
	return -1;
}

/* Checks the specs against what the viewer sees: a visible hand must fit
 * its spec; a card a hidden hand's spec says it holds must not be seen
 * elsewhere, nor be of a suit the hand showed out of.  0, or -1. */
static int check_specs(const sdlayout_view *v, char *err, size_t errsize)
{
	int seat, suit, h;

	for (seat = 0; seat < 4; seat++) {
		const handspec *sp = &v->spec[seat];
		int hidden = 0;

		if (!v->spec_text[seat])
			continue;
		for (h = 0; h < v->nhidden; h++)
			hidden |= v->hidden[h] == seat;
		if (!hidden) {
			if (!handspec_match(sp, v->orig[seat])) {
				set_err(err, errsize, "%s '%s': %s's hand, "
					"which %s sees, does not fit it",
					SEAT_OPTS[seat], v->spec_text[seat],
					dd_seat_name(seat),
					dd_seat_name(v->viewer));
				return -1;
			}
			continue;
		}
		for (suit = 0; suit < 4; suit++) {
			uint16_t known = sp->known[suit], elsewhere = 0;
			int other;

			for (other = 0; other < 4; other++)
				if (other != seat)
					elsewhere |= v->played[other][suit];
			for (other = 0; other < 4; other++) {
				int oh = 0;

				for (h = 0; h < v->nhidden; h++)
					oh |= v->hidden[h] == other;
				if (!oh)
					elsewhere |= v->orig[other][suit];
			}
			if (known & elsewhere) {
				set_err(err, errsize, "%s '%s': a card it "
					"holds is seen elsewhere (in another "
					"hand or played by another seat)",
					SEAT_OPTS[seat],
					v->spec_text[seat]);
				return -1;
			}
			if ((known & ~v->played[seat][suit]) &&
			    (v->voids[seat] >> suit & 1)) {
				set_err(err, errsize, "%s '%s': %s has "
					"shown out of %s", SEAT_OPTS[seat],
					v->spec_text[seat],
					dd_seat_name(seat),
					dd_suit_name(suit));
				return -1;
			}
		}
	}
	return 0;
}

int sdlayout_view_make(const dd_position *pos, const char *const specs[4],
		       sdlayout_view *v, char *err, size_t errsize)
{
	return sdlayout_view_make_with(pos, NULL, specs, v, err, errsize);
}

int sdlayout_view_make_with(const dd_position *pos,
			    const handspec *const specs[4],
			    const char *const texts[4], sdlayout_view *v,
			    char *err, size_t errsize)
{
	dd_error de;
	int seat, i, lead = 0;

	memset(v, 0, sizeof *v);
	v->pos = *pos;
	v->restricted = SDLAYOUT_RC_HONOURS;
	if (dd_replay(pos, &v->st, &de) != DD_OK) {
		set_err(err, errsize, "%s", de.msg);
		return -1;
	}
	if (v->st.to_play < 0) {
		set_err(err, errsize, "every card is played: nothing left to "
			"choose");
		return -1;
	}
	v->to_play = v->st.to_play;
	v->declarer = (pos->leader + 3) % 4;
	v->dummy = (v->declarer + 2) % 4;
	v->side = v->to_play & 1;
	v->viewer = v->to_play == v->dummy ? v->declarer : v->to_play;
	memcpy(v->orig, pos->deal.hand, sizeof v->orig);
	for (i = 0; i < pos->nplayed; i++) {
		dd_card c = pos->played[i];
		int who = seat_of(&pos->deal, c);

		v->played[who][DD_SUIT(c)] |= (uint16_t)(1u << DD_RANK(c));
		if (i % 4 == 0)
			lead = DD_SUIT(c);
		else if (DD_SUIT(c) != lead)
			v->voids[who] |= 1u << lead;
	}
	for (seat = 0; seat < 4; seat++) {
		int visible = seat == v->viewer ||
			      (seat == v->dummy && pos->nplayed > 0);

		if (!visible)
			v->hidden[v->nhidden++] = seat;
	}
	for (seat = 0; seat < 4; seat++) {
		char e[HANDSPEC_ERR_SIZE];

		if (specs && specs[seat]) {
			v->spec[seat] = specs[seat][0];
			v->spec_text[seat] = texts ? texts[seat] : NULL;
			continue;
		}
		handspec_init(&v->spec[seat]);
		if (!texts || !texts[seat])
			continue;
		if (handspec_parse(texts[seat], &v->spec[seat], e,
				   sizeof e) < 0) {
			set_err(err, errsize, "%s: %s", SEAT_OPTS[seat], e);
			return -1;
		}
		v->spec_text[seat] = texts[seat];
	}
	return check_specs(v, err, errsize);
}

int sdlayout_hidden(const sdlayout_view *v, int seat)
{
	int h;

	for (h = 0; h < v->nhidden; h++)
		if (v->hidden[h] == seat)
			return 1;
	return 0;
}

int sdlayout_fits(const sdlayout_view *v, const dd_deal *deal, char *why,
		  size_t whysize)
{
	int seat, suit;

	for (seat = 0; seat < 4; seat++) {
		int n = 0, want = 0;

		for (suit = 0; suit < 4; suit++) {
			uint16_t h = deal->hand[seat][suit];

			n += __builtin_popcount(h);
			want += __builtin_popcount(v->orig[seat][suit]);
			if ((h & v->played[seat][suit]) !=
			    v->played[seat][suit]) {
				set_err(why, whysize, "%s does not hold the "
					"%s it played", dd_seat_name(seat),
					dd_suit_name(suit));
				return 0;
			}
			if (!sdlayout_hidden(v, seat) && h != v->orig[seat][suit]) {
				set_err(why, whysize, "%s's hand is not the "
					"one %s sees", dd_seat_name(seat),
					dd_seat_name(v->viewer));
				return 0;
			}
			if ((v->voids[seat] >> suit & 1) &&
			    (h & ~v->played[seat][suit])) {
				set_err(why, whysize, "%s holds %s, and it "
					"has shown out of them",
					dd_seat_name(seat),
					dd_suit_name(suit));
				return 0;
			}
		}
		if (n != want) {
			set_err(why, whysize, "%s holds %d cards, not %d",
				dd_seat_name(seat), n, want);
			return 0;
		}
	}
	for (suit = 0; suit < 4; suit++) {
		uint16_t all = 0;

		for (seat = 0; seat < 4; seat++) {
			if (all & deal->hand[seat][suit]) {
				set_err(why, whysize, "a card is in two "
					"hands");
				return 0;
			}
			all |= deal->hand[seat][suit];
		}
	}
	for (seat = 0; seat < 4; seat++)
		if (sdlayout_hidden(v, seat) &&
		    !handspec_match(&v->spec[seat], deal->hand[seat])) {
			set_err(why, whysize, "%s's hand does not fit %s",
				dd_seat_name(seat), SEAT_OPTS[seat]);
			return 0;
		}
	return 1;
}

/* 0, or -1 when the view leaves no layout (a void and a "has" clash). */
/* The hidden seat that played card c, or -1 (a seat seen, or not
 * played). */
static int played_by_hidden(const sdlayout_view *v, dd_card c)
{
	int seat;

	for (seat = 0; seat < 4; seat++)
		if (sdlayout_hidden(v, seat) &&
		    (v->played[seat][DD_SUIT(c)] >> DD_RANK(c) & 1))
			return seat;
	return -1;
}

/* Whether card i of the play (played[0..n-1], trumps strain) weighs
 * the layouts under restricted choice rc: every card for
 * SDLAYOUT_RC_ALL; for SDLAYOUT_RC_HONOURS an honour (the ten up) played
 * following suit under a card played before it in the trick that beats
 * it, where a hand with equal cards chooses freely.  Not a lead (a
 * sequence is led from its top by agreement), nor a card played to win
 * the trick (the lowest of equals, by agreement, even where a later card
 * beats it), nor a discard (a signal). */
static int rc_weighs(int rc, const dd_card *played, int n, int i,
		     int strain)
{
	int t0 = i - i % 4, j, suit = DD_SUIT(played[i]);

	if (rc == SDLAYOUT_RC_ALL)
		return 1;
	if (rc != SDLAYOUT_RC_HONOURS || DD_RANK(played[i]) < 10 ||
	    i == t0 || DD_SUIT(played[t0]) != suit)
		return 0;
	/* the cards before it: one played after it that beats it did not
	 * restrict the choice (third hand high from QJ plays the jack) */
	for (j = t0; j < i && j < n; j++) {
		int s = DD_SUIT(played[j]);

		if ((s == suit && DD_RANK(played[j]) > DD_RANK(played[i])) ||
		    (s != suit && s == strain))
			return 1;
	}
	return 0;
}

int sdlayout_weighed(const sdlayout_view *v, dd_card *cards)
{
	int i, n = 0;

	for (i = 0; i < v->pos.nplayed; i++) {
		dd_card c = v->pos.played[i];

		if (played_by_hidden(v, c) >= 0 &&
		    rc_weighs(v->restricted, v->pos.played, v->pos.nplayed,
			      i, v->pos.strain)) {
			if (cards)
				cards[n] = c;
			n++;
		}
	}
	return n;
}

const char *sdlayout_rc_name(int restricted)
{
	return restricted == SDLAYOUT_RC_ALL ? "all" :
	       restricted == SDLAYOUT_RC_HONOURS ? "honours" : "none";
}

static int plan_make(const sdlayout_view *v, sdlayout_plan *p)
{
	int seat, suit, rank, h;

	memset(p, 0, sizeof *p);
	p->nhidden = v->nhidden;
	for (h = 0; h < v->nhidden; h++) {
		p->hidden[h] = v->hidden[h];
		p->spec[v->hidden[h]] = &v->spec[v->hidden[h]];
	}
	for (seat = 0; seat < 4; seat++)
		for (suit = 0; suit < 4; suit++)
			p->base.hand[seat][suit] = sdlayout_hidden(v, seat) ?
				v->played[seat][suit] : v->orig[seat][suit];
	for (h = 0; h < v->nhidden; h++) {
		seat = v->hidden[h];
		for (suit = 0; suit < 4; suit++)
			p->slots[seat] += __builtin_popcount(
				v->st.remaining.hand[seat][suit]);
	}
	if (v->restricted != SDLAYOUT_RC_NONE) {
		p->restricted = v->restricted;
		p->nseq = v->pos.nplayed;
		for (h = 0; h < v->pos.nplayed; h++) {
			p->seq[h] = v->pos.played[h];
			p->seq_seat[h] = (signed char)played_by_hidden(v,
							p->seq[h]);
			p->seq_weigh[h] = (signed char)rc_weighs(
				v->restricted, v->pos.played, v->pos.nplayed,
				h, v->pos.strain);
		}
	}
	for (suit = 0; suit < 4; suit++)
		for (rank = 2; rank <= 14; rank++) {
			int owner = -1, eligible = 0, last = -1;

			for (h = 0; h < v->nhidden; h++)
				if (v->st.remaining.hand[v->hidden[h]][suit] >>
				    rank & 1)
					owner = v->hidden[h];
			if (owner < 0)
				continue;       /* seen, or played */
			for (h = 0; h < v->nhidden; h++) {
				seat = v->hidden[h];
				if (v->spec[seat].known[suit] >> rank & 1) {
					eligible = 1;
					last = seat;
					break;
				}
				if (!(v->voids[seat] >> suit & 1)) {
					eligible++;
					last = seat;
				}
			}
			if (eligible == 1) {
				p->base.hand[last][suit] |=
					(uint16_t)(1u << rank);
				if (--p->slots[last] < 0)
					return -1;
			} else if (eligible == v->nhidden) {
				p->pool[p->npool++] = DD_CARD(suit, rank);
			} else {
				/* a void with three hands hidden: cannot
				 * happen (nothing is played then) */
				return -1;
			}
		}
	return 0;
}

/* The generator of layout index of seed: splitmix64's finaliser over
 * both, so that neighbouring indexes give unrelated streams. */
static uint64_t layout_seed(uint64_t seed, long index)
{
	uint64_t z = seed * 0x9e3779b97f4a7c15ULL +
		     (uint64_t)index * 0xd1b54a32d192ed03ULL + 1;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* The cards of held equal to rank (itself included): the same suit,
 * every rank between in held or in gone. */
static int equal_cards(uint16_t held, uint16_t gone, int rank)
{
	uint16_t link = held | gone;
	int k = 1, r;

	for (r = rank + 1; r <= 14 && (link >> r & 1); r++)
		k += held >> r & 1;
	for (r = rank - 1; r >= 2 && (link >> r & 1); r--)
		k += held >> r & 1;
	return k;
}

/* The ten up. */
#define HONOURS ((uint16_t)0x7c00)

/* Restricted choice over the play of pl in layout d.  Each card weighed
 * that a hidden hand played (rc_weighs()) counts 1/k, k its equal cards
 * in that hand then (equal_cards(), gone: the completed tricks; for
 * SDLAYOUT_RC_HONOURS its equal honours, the ten up).  The factor is
 * drawn against the least k any layout can give, that of the cards the
 * hand is seen to play then or later (k_min <= k): a layout is kept with
 * k_min/k, which is 1/k up to the same factor for every layout, so that
 * positions late in the play, whose many cards played would make 1/k
 * tiny, still deal.  With rng, whether d is kept (1) or not (0); with
 * want >= 0 instead, card want's k and k_min into kk[0] and kk[1] (both
 * 0 when it is not weighed). */
static int restricted_walk(const sdlayout_plan *pl, const dd_deal *d,
			   shuffle_rng *rng, int want, int kk[2])
{
	uint16_t gone[4] = { 0, 0, 0, 0 }, trick[4] = { 0, 0, 0, 0 };
	uint16_t out[4][4], all[4][4];
	int t, s;

	memset(out, 0, sizeof out);
	memset(all, 0, sizeof all);
	for (t = 0; t < pl->nseq; t++)
		if (pl->seq_seat[t] >= 0)
			all[pl->seq_seat[t]][DD_SUIT(pl->seq[t])] |=
				(uint16_t)(1u << DD_RANK(pl->seq[t]));
	for (t = 0; t < pl->nseq; t++) {
		dd_card c = pl->seq[t];
		int suit = DD_SUIT(c), rank = DD_RANK(c), seat = pl->seq_seat[t];
		int k = 0, kmin = 0;

		if (t % 4 == 0)
			for (s = 0; s < 4; s++) {
				gone[s] |= trick[s];
				trick[s] = 0;
			}
		if (seat >= 0 && pl->seq_weigh[t]) {
			/* the honours' choice: among the equal honours
			 * (the cards gone, the hand's own included, link
			 * them as before) */
			uint16_t ranks = pl->restricted ==
				SDLAYOUT_RC_HONOURS ? HONOURS : 0xffff;
			uint16_t left = (uint16_t)~out[seat][suit] & ranks;
			uint16_t links = gone[suit] & ranks;

			k = equal_cards(d->hand[seat][suit] & left, links,
					rank);
			kmin = equal_cards(all[seat][suit] & left, links,
					   rank);
			if (rng && k > kmin &&
			    (int)shuffle_below(rng, (uint32_t)k) >= kmin)
				return 0;
		}
		if (t == want) {
			kk[0] = k;
			kk[1] = kmin;
			return 1;
		}
		if (seat >= 0)
			out[seat][suit] |= (uint16_t)(1u << rank);
		trick[suit] |= (uint16_t)(1u << rank);
	}
	return 1;
}

int sdlayout_rc_choices(const sdlayout_view *v, const dd_deal *d, int i,
			int *kmin)
{
	sdlayout_plan pl;
	int kk[2] = { 0, 0 };

	if (plan_make(v, &pl) == 0 && pl.nseq > i && i >= 0)
		restricted_walk(&pl, d, NULL, i, kk);
	if (kmin)
		*kmin = kk[1];
	return kk[0];
}

static long deal_one(const sdlayout_plan *pl, uint64_t seed, long index,
		     long max_tries, const atomic_int *stop, dd_deal *out)
{
	shuffle_rng rng;
	dd_card pool[52];
	long tries = 0;

	memcpy(pool, pl->pool, sizeof pool);
	shuffle_seed(&rng, layout_seed(seed, index));
	while (tries < max_tries) {
		dd_deal d = pl->base;
		int i, k = 0, h, ok = 1;

		if ((tries & 1023) == 0 && stop && *stop)
			return 0;
		tries++;
		for (i = pl->npool - 1; i > 0; i--) {
			int j = (int)shuffle_below(&rng, (uint32_t)i + 1);
			dd_card t = pool[i];

			pool[i] = pool[j];
			pool[j] = t;
		}
		for (h = 0; h < pl->nhidden; h++) {
			int seat = pl->hidden[h];

			for (i = 0; i < pl->slots[seat]; i++, k++)
				d.hand[seat][DD_SUIT(pool[k])] |=
					(uint16_t)(1u << DD_RANK(pool[k]));
		}
		for (h = 0; h < pl->nhidden && ok; h++)
			ok = !pl->spec[pl->hidden[h]] ||
			     handspec_match(pl->spec[pl->hidden[h]],
					    d.hand[pl->hidden[h]]);
		if (ok && pl->restricted)
			ok = restricted_walk(pl, &d, &rng, -1, NULL);
		if (ok) {
			*out = d;
			return tries;
		}
	}
	return 0;
}

long sdlayout_deal_one(const sdlayout_view *v, uint64_t seed, long index,
		       long max_tries, const atomic_int *stop, dd_deal *out)
{
	sdlayout_plan pl;

	if (plan_make(v, &pl) < 0)
		return 0;
	return deal_one(&pl, seed, index, max_tries, stop, out);
}

void sdlayout_add(sdlayout_set *s, const dd_deal *d)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		s->deals = xrealloc(s->deals, (size_t)s->cap *
				    sizeof *s->deals);
	}
	s->deals[s->n++] = *d;
}

void sdlayout_free(sdlayout_set *s)
{
	free(s->deals);
	memset(s, 0, sizeof *s);
}

int sdlayout_deal(const sdlayout_view *v, uint64_t seed, long n,
		  long max_tries, const atomic_int *stop, sdlayout_set *s,
		  char *err, size_t errsize)
{
	sdlayout_plan pl;

	memset(s, 0, sizeof *s);
	if (plan_make(v, &pl) < 0) {
		set_err(err, errsize, "no layout fits what the cards played "
			"show and the constraints");
		return -1;
	}
	/* what the arithmetic refuses, in an instant (layoutcheck.h) */
	if (n > 0 && layoutcheck_plan(&pl, "the hands seen, the cards played",
				      err, errsize) < 0)
		return -1;
	sdlayout_plan_deal(&pl, seed, n, max_tries, stop, s);
	if (stop && *stop)
		return 0;
	if (s->n == 0 && n > 0) {
		set_err(err, errsize, "no layout of the %ld tried fits the "
			"constraints: they are too tight, or impossible "
			"together", s->tries);
		return -1;
	}
	return 0;
}

void sdlayout_plan_deal(const sdlayout_plan *pl, uint64_t seed, long n,
			long max_tries, const atomic_int *stop,
			sdlayout_set *s)
{
	long i;

	memset(s, 0, sizeof *s);
	for (i = 0; i < n && s->tries < max_tries; i++) {
		long left = max_tries - s->tries, got;
		dd_deal d;

		if (s->n == 0 && left > SDLAYOUT_FIRST_TRIES)
			left = SDLAYOUT_FIRST_TRIES;
		got = deal_one(pl, seed, i, left, stop, &d);
		if (stop && *stop)
			return;
		if (!got) {
			s->tries += left;
			break;
		}
		s->tries += got;
		sdlayout_add(s, &d);
	}
}

uint64_t sdlayout_seed(const dd_position *pos)
{
	uint64_t seed = 0x9e3779b97f4a7c15ull;
	int s, u;

	for (s = 0; s < 4; s++)
		for (u = 0; u < 4; u++)
			seed = (seed ^ pos->deal.hand[s][u]) * 0x100000001b3ull;
	seed = (seed ^ (uint64_t)(pos->strain * 4 + pos->leader)) *
	       0x100000001b3ull;
	for (s = 0; s < pos->nplayed; s++)
		seed = (seed ^ pos->played[s]) * 0x100000001b3ull;
	return seed % 1000000007u;
}

void sdlayout_position(const sdlayout_view *v, const dd_deal *d,
		       dd_position *out)
{
	*out = v->pos;
	out->deal = *d;
}

/* One layout read from a file, text a deal in the line format (fields
 * after a '|' ignored): added to all when it fits plain (the view without
 * constraints); else 1 with why in msg; -1 (msg) when all is full. */
static int take_layout(const sdlayout_view *plain, sdlayout_set *all,
		       char *text, char *msg, size_t size)
{
	char e[DEAL_ERR_SIZE], why[160];
	dd_deal d;

	text[strcspn(text, "|")] = '\0';
	if (deal_parse(text, &d, e, sizeof e) < 0) {
		snprintf(msg, size, "%s", e);
		return 1;
	}
	if (!sdlayout_fits(plain, &d, why, sizeof why)) {
		snprintf(msg, size, "not a layout of this position: %s", why);
		return 1;
	}
	if (all->n >= SDLAYOUT_MAX) {
		snprintf(msg, size, "more than %ld layouts: the rest are left "
			 "out", SDLAYOUT_MAX);
		return -1;
	}
	sdlayout_add(all, &d);
	return 0;
}

/* sdlayout_read() of a JSON file: what layoutfile_json() gives to
 * take_layout(). */
typedef struct {
	const char *name;
	const sdlayout_view *plain;
	sdlayout_set *all;
	const atomic_int *stop;
	int bad;
} json_read;

static int json_layout(void *user, char *deal, long line)
{
	json_read *j = user;
	char msg[DEAL_ERR_SIZE + 200];
	int got;

	if (j->stop && *j->stop)
		return -1;
	got = take_layout(j->plain, j->all, deal, msg, sizeof msg);
	if (got) {
		fflush(stdout);
		fprintf(stderr, "%s:%ld: %s\n", j->name, line, msg);
		j->bad = 1;
	}
	return got < 0 ? -1 : 0;
}

int sdlayout_read(const char *file, const sdlayout_view *v,
		  const atomic_int *stop, sdlayout_set *all)
{
	char *files[1] = { (char *)(uintptr_t)file }, *line;
	lineio *in;
	sdlayout_view plain = *v;
	layoutfile lf;
	int seat, bad;

	layoutfile_start(&lf, file);
	memset(all, 0, sizeof *all);
	for (seat = 0; seat < 4; seat++)
		handspec_init(&plain.spec[seat]);
	if (lf.json) {
		/* --json --show-deals given back: its "deals" */
		json_read j = { strcmp(file, "-") ? file : "stdin", &plain,
				all, stop, 0 };

		bad = layoutfile_json(file, json_layout, &j);
		return bad || j.bad;
	}
	in = lineio_new(1, files, stderr);
	lineio_set_stop(in, stop);
	while ((line = lineio_next(in)) && !(stop && *stop)) {
		char msg[DEAL_ERR_SIZE + 200];
		int got;

		/* the --show-deals output of sd or lead given back whole:
		 * its layouts only */
		if (!(line = layoutfile_line(&lf, line)))
			continue;
		got = take_layout(&plain, all, line, msg, sizeof msg);
		if (got)
			lineio_report(in, "%s", msg);
		if (got < 0)
			break;
	}
	bad = lineio_status(in);
	lineio_free(in);
	return bad;
}

long sdlayout_keep_fitting(const sdlayout_view *v, const sdlayout_set *all,
			   sdlayout_set *s)
{
	long i, misfits = 0;

	memset(s, 0, sizeof *s);
	for (i = 0; i < all->n; i++)
		if (sdlayout_fits(v, &all->deals[i], NULL, 0))
			sdlayout_add(s, &all->deals[i]);
		else
			misfits++;
	return misfits;
}
