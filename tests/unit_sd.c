/*
 * unit_sd.c - single dummy (src/sim/sdlayout.c, src/sim/sd.c): every
 * layout keeps what the seat to play sees, gives each played card to the
 * hand that played it, respects every shown void and every spec (checked
 * here without the dealer's own test); layout i is the same dealt alone;
 * the dealer is uniform (chi-square tests of a suit's length in a hidden
 * hand against the hypergeometric law, with and without a forced suit);
 * the figures do not depend on the threads; a stop is obeyed; the
 * intervals; the messages.
 *
 * SD_LONG=1 (make check-long) deals ten times as many layouts for the
 * chi-square tests.
 */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "model/deal.h"
#include "sim/handspec.h"
#include "sim/sd.h"
#include "sim/sdlayout.h"
#include "util/util.h"

static int count_bits(unsigned x)
{
	return __builtin_popcount(x);
}

static void position_of(const char *line, int nplayed, dd_position *pos)
{
	char err[DEAL_ERR_SIZE];

	if (deal_parse_position(line, pos, err, sizeof err) < 0)
		printf("bad test position: %s\n", err);
	if (nplayed < pos->nplayed)
		pos->nplayed = nplayed;
}

/* The seat holding card c in d, -1 for none. */
static int holder(const dd_deal *d, dd_card c)
{
	int seat;

	for (seat = 0; seat < 4; seat++)
		if (d->hand[seat][DD_SUIT(c)] >> DD_RANK(c) & 1)
			return seat;
	return -1;
}

static int hcp_of(const uint16_t h[4])
{
	int suit, n = 0;

	for (suit = 0; suit < 4; suit++)
		n += 4 * (h[suit] >> 14 & 1) + 3 * (h[suit] >> 13 & 1) +
		     2 * (h[suit] >> 12 & 1) + (h[suit] >> 11 & 1);
	return n;
}

/* Checks layout d of the real position pos as the seat to play sees it,
 * worked out here from the position alone: the seat to play (declarer
 * for dummy) and dummy after the lead are seen; each played card was
 * played from the hand that holds it in d (the seats in turn, replayed
 * by hand); no hand holds a card of a suit it showed out of; each hand
 * keeps its count.  The number of failures. */
static int check_layout(const dd_position *pos, const dd_deal *d)
{
	dd_state st, lst;
	dd_position lp = *pos;
	int bad = 0, seat, suit, i, declarer = (pos->leader + 3) % 4,
	    dummy = (declarer + 2) % 4, viewer, led = 0, turn;
	int seat_of_card[52];
	unsigned voids[4] = { 0 };

	if (dd_replay(pos, &st, NULL) != DD_OK)
		return 1;
	viewer = st.to_play == dummy ? declarer : st.to_play;
	lp.deal = *d;
	bad += !CHECK(dd_replay(&lp, &lst, NULL) == DD_OK);
	/* who played each card, from the real deal, in turn */
	turn = pos->leader;
	for (i = 0; i < pos->nplayed; i++) {
		dd_card c = pos->played[i];

		seat_of_card[i] = holder(&pos->deal, c);
		if (i % 4 == 0)
			led = DD_SUIT(c);
		else if (DD_SUIT(c) != led)
			voids[seat_of_card[i]] |= 1u << led;
		bad += !CHECK_INT(holder(d, c), seat_of_card[i]);
		(void)turn;
	}
	for (seat = 0; seat < 4; seat++) {
		int seen = seat == viewer || (seat == dummy && pos->nplayed > 0),
		    n = 0, want = 0;

		for (suit = 0; suit < 4; suit++) {
			uint16_t played = 0;

			for (i = 0; i < pos->nplayed; i++)
				if (seat_of_card[i] == seat &&
				    DD_SUIT(pos->played[i]) == suit)
					played |= (uint16_t)(1u <<
						DD_RANK(pos->played[i]));
			if (seen)
				bad += !CHECK_INT(d->hand[seat][suit],
						  pos->deal.hand[seat][suit]);
			if (voids[seat] >> suit & 1)
				bad += !CHECK_INT(d->hand[seat][suit] &
						  ~played, 0);
			n += count_bits(d->hand[seat][suit]);
			want += count_bits(pos->deal.hand[seat][suit]);
		}
		bad += !CHECK_INT(n, want);
	}
	for (suit = 0; suit < 4; suit++) {
		unsigned all = 0, real = 0;

		for (seat = 0; seat < 4; seat++) {
			bad += !CHECK_INT(all & d->hand[seat][suit], 0);
			all |= d->hand[seat][suit];
			real |= pos->deal.hand[seat][suit];
		}
		bad += !CHECK_INT(all, real);
	}
	return bad;
}

static char walks[40][400];
static int nwalks;

static void read_walks(void)
{
	FILE *f = fopen("tests/ref/walks-200.txt", "r");

	if (!f) {
		CHECK(!"tests/ref/walks-200.txt cannot be read");
		return;
	}
	while (nwalks < 40 && fgets(walks[nwalks], sizeof walks[0], f))
		nwalks++;
	fclose(f);
}

/* Layouts of many positions along real plays: each checked. */
static void test_layouts_keep_the_view(void)
{
	static const int cuts[] = { 0, 1, 3, 4, 7, 13, 21, 30, 41, 50 };
	int w, c, bad = 0, positions = 0;

	for (w = 0; w < nwalks; w++)
		for (c = 0; c < (int)(sizeof cuts / sizeof cuts[0]); c++) {
			dd_position pos;
			sdlayout_view v;
			sdlayout_set s;
			char err[256];
			long i;

			position_of(walks[w], cuts[c], &pos);
			if (sdlayout_view_make(&pos, NULL, &v, err,
					       sizeof err) < 0) {
				printf("walk %d card %d: %s\n", w, cuts[c],
				       err);
				bad++;
				continue;
			}
			CHECK_INT(v.nhidden, cuts[c] == 0 ? 3 : 2);
			if (sdlayout_deal(&v, 7, 40, 1000000, NULL, &s, err,
					  sizeof err) < 0) {
				printf("walk %d card %d: %s\n", w, cuts[c],
				       err);
				bad++;
				continue;
			}
			CHECK_INT(s.n, 40);
			/* no spec: no reject, unless restricted choice
			 * (the default: honours) weighs a card played */
			CHECK_INT(v.restricted, SDLAYOUT_RC_HONOURS);
			if (sdlayout_weighed(&v, NULL) == 0)
				CHECK_INT(s.tries, 40);
			else
				CHECK(s.tries >= 40);
			for (i = 0; i < s.n; i++)
				bad += check_layout(&pos, &s.deals[i]);
			sdlayout_free(&s);
			positions++;
		}
	CHECK_INT(bad, 0);
	CHECK(positions > 300);
}

/* A position with a spec on each hidden hand: every layout fits it
 * (counted here), keeps the view, and layout i is dealt alike alone. */
static void test_specs(void)
{
	/* walk 1 after 13 cards (diamonds by South, North dummy): West to
	 * play, East and South hidden */
	const char *specs[4] = { NULL, "hcp 6+, clubs 3+",
				 "hearts 3+, hcp 16-", NULL };
	dd_position pos;
	sdlayout_view v;
	sdlayout_set s;
	char err[256];
	long i;
	int bad = 0;

	position_of(walks[0], 13, &pos);
	if (!CHECK(sdlayout_view_make(&pos, specs, &v, err, sizeof err) == 0))
		printf("%s\n", err);
	CHECK_INT(v.to_play, DD_WEST);
	if (!CHECK(sdlayout_deal(&v, 11, 300, 10000000, NULL, &s, err,
				 sizeof err) == 0)) {
		printf("%s\n", err);
		return;
	}
	CHECK_INT(s.n, 300);
	CHECK(s.tries > s.n);
	for (i = 0; i < s.n; i++) {
		const dd_deal *d = &s.deals[i];
		dd_deal alone;

		bad += check_layout(&pos, d);
		bad += !CHECK(hcp_of(d->hand[DD_EAST]) >= 6);
		bad += !CHECK(count_bits(d->hand[DD_EAST][DD_CLUBS]) >= 3);
		bad += !CHECK(count_bits(d->hand[DD_SOUTH][DD_HEARTS]) >= 3);
		bad += !CHECK(hcp_of(d->hand[DD_SOUTH]) <= 16);
		if (i < 20) {
			CHECK(sdlayout_deal_one(&v, 11, i, 10000000, NULL,
						&alone) > 0);
			bad += !CHECK(memcmp(&alone, d, sizeof alone) == 0);
		}
	}
	CHECK_INT(bad, 0);
	sdlayout_free(&s);
}

static void test_messages(void)
{
	const char *own[4] = { NULL, NULL, NULL, "hcp 30+" };
	const char *seen[4] = { NULL, "has SA", NULL, NULL };
	const char *never[4] = { "hcp 25+", NULL, "hcp 35+", NULL };
	const char *garbage[4] = { NULL, "balnced", NULL, NULL };
	dd_position pos;
	sdlayout_view v;
	sdlayout_set s;
	char err[256];

	position_of(walks[0], 13, &pos);   /* West to play, sees N */
	CHECK(sdlayout_view_make(&pos, own, &v, err, sizeof err) < 0);
	CHECK(strstr(err, "--west") && strstr(err, "does not fit"));
	/* the SA is North's (dummy): seen */
	CHECK(sdlayout_view_make(&pos, seen, &v, err, sizeof err) < 0);
	CHECK(strstr(err, "--east") && strstr(err, "seen elsewhere"));
	CHECK(sdlayout_view_make(&pos, garbage, &v, err, sizeof err) < 0);
	CHECK(strstr(err, "balnced") != NULL);
	/* North is seen and holds less than 25: refused; South, hidden,
	 * cannot hold 35 (the SA was North's) */
	CHECK(sdlayout_view_make(&pos, never, &v, err, sizeof err) < 0);
	never[0] = NULL;
	CHECK(sdlayout_view_make(&pos, never, &v, err, sizeof err) == 0);
	/* refused by arithmetic, before any layout is tried
	 * (layoutcheck.h) */
	CHECK(sdlayout_deal(&v, 1, 5, 3000, NULL, &s, err, sizeof err) < 0);
	CHECK(strstr(err, "impossible: South can hold at most ") != NULL);
	CHECK_INT((int)s.tries, 0);
	sdlayout_free(&s);
	never[2] = "spades 13";
	CHECK(sdlayout_view_make(&pos, never, &v, err, sizeof err) == 0);
	CHECK(sdlayout_deal(&v, 1, 5, 3000, NULL, &s, err, sizeof err) < 0);
	CHECK(strstr(err, "impossible: South can hold at most ") &&
	      strstr(err, " spades (of the cards it can still get), its "
		     "constraints need at least 13"));
	sdlayout_free(&s);
	/* South and East together: 40 points and more */
	never[1] = "hcp 20+";
	never[2] = "hcp 20+";
	CHECK(sdlayout_view_make(&pos, never, &v, err, sizeof err) == 0);
	CHECK(sdlayout_deal(&v, 1, 5, 3000, NULL, &s, err, sizeof err) < 0);
	CHECK(strstr(err, "impossible: the hands seen, the cards played and "
		     "the constraints need at least ") != NULL);
	sdlayout_free(&s);
	/* what arithmetic cannot see: the dealing tries, then says so */
	never[1] = "hcp 13+, controls 0";
	never[2] = NULL;
	CHECK(sdlayout_view_make(&pos, never, &v, err, sizeof err) == 0);
	CHECK(sdlayout_deal(&v, 1, 5, 3000, NULL, &s, err, sizeof err) < 0);
	if (!CHECK(strstr(err, "no layout of the 3000 tried") != NULL))
		printf("  (said: %s)\n", err);
	sdlayout_free(&s);
	pos.nplayed = 52;
	position_of(walks[0], 52, &pos);
	CHECK(sdlayout_view_make(&pos, NULL, &v, err, sizeof err) < 0);
	CHECK(strstr(err, "every card is played") != NULL);
}

/* C(n, k) as a double (n at most 52: exact enough). */
static double choose(int n, int k)
{
	double r = 1;
	int i;

	if (k < 0 || k > n)
		return 0;
	for (i = 1; i <= k; i++)
		r = r * (n - k + i) / i;
	return r;
}

static double root(double x)
{
	double y = x > 1 ? x : 1;
	int i;

	for (i = 0; i < 64; i++)
		y = (y + x / y) / 2;
	return y;
}

/* The chi-square statistic of counts against probabilities over n draws,
 * bins with an expected count under 5 merged into their neighbour; the
 * degrees of freedom into *df. */
static double chi_square(const long *count, const double *p, int bins,
			 long n, int *df)
{
	double stat = 0, e = 0, o = 0;
	int i, used = 0;

	for (i = 0; i < bins; i++) {
		e += p[i] * (double)n;
		o += (double)count[i];
		if (e >= 5 || i == bins - 1) {
			if (e > 0) {
				stat += (o - e) * (o - e) / e;
				used++;
			}
			e = o = 0;
		}
	}
	*df = used - 1;
	return stat;
}

/* The chi-square value that a true law exceeds with probability 0.001
 * (Wilson-Hilferty). */
static double chi_critical(int df)
{
	double a = 2.0 / (9.0 * df), z = 3.0902, t = 1 - a + z *
		   root(a);

	return df * t * t * t;
}

/* The length of suit in the hand of seat over n layouts of pos against
 * the hypergeometric law of its free places: the chi-square statistic
 * below the 0.1 % critical value. */
static void uniform_suit(const char *line, int nplayed, int seat, int suit,
			 long n)
{
	dd_position pos;
	sdlayout_view v;
	sdlayout_set s;
	dd_state st;
	char err[256];
	long count[14] = { 0 }, i;
	double p[14];
	int other, free_cards = 0, slots = 0, pool_suit = 0, forced = 0, j,
	    df, h;

	double stat;

	position_of(line, nplayed, &pos);
	if (!CHECK(sdlayout_view_make(&pos, NULL, &v, err, sizeof err) == 0))
		return;
	v.restricted = SDLAYOUT_RC_NONE;        /* the uniform law */
	dd_replay(&pos, &st, NULL);
	/* the suits a hidden hand showed out of are forced on the other;
	 * the free cards are the others of the hidden hands, and the
	 * hand's free places its cards of the suits not forced */
	for (h = 0; h < v.nhidden; h++)
		forced |= (int)v.voids[v.hidden[h]];
	for (h = 0; h < v.nhidden; h++) {
		other = v.hidden[h];
		for (j = 0; j < 4; j++) {
			int k = count_bits(st.remaining.hand[other][j]);

			if (forced >> j & 1)
				continue;
			free_cards += k;
			if (j == suit)
				pool_suit += k;
			if (other == seat)
				slots += k;
		}
	}
	CHECK(!(forced >> suit & 1));
	if (!CHECK(sdlayout_deal(&v, 2026, n, 100000000, NULL, &s, err,
				 sizeof err) == 0))
		return;
	for (i = 0; i < s.n; i++) {
		uint16_t left = s.deals[i].hand[seat][suit] &
				~v.played[seat][suit];

		count[count_bits(left)]++;
	}
	for (j = 0; j <= 13; j++)
		p[j] = choose(pool_suit, j) *
		       choose(free_cards - pool_suit, slots - j) /
		       choose(free_cards, slots);
	stat = chi_square(count, p, 14, s.n, &df);
	CHECK(df >= 1 && stat < chi_critical(df));
	printf("chi-square %.2f on %d df (critical %.2f), %s of %s "
		       "after %d cards\n", stat, df, chi_critical(df),
		       dd_suit_name(suit), dd_seat_name(seat), nplayed);
	/* the test can fail: a law shifted by one card is refused */
	for (j = 13; j > 0; j--)
		p[j] = p[j - 1];
	p[0] = 0;
	stat = chi_square(count, p, 14, s.n, &df);
	CHECK(stat > chi_critical(df > 0 ? df : 1));
	sdlayout_free(&s);
}

static void test_uniform(long n)
{
	/* walks line 2 after the opening lead (D2 by East, declarer North,
	 * dummy South): South... the seat to play is South (dummy):
	 * declarer's view, East and West hidden */
	uniform_suit(walks[1], 1, DD_WEST, DD_SPADES, n);
	/* the opening lead: three hands hidden */
	uniform_suit(walks[1], 0, DD_NORTH, DD_HEARTS, n);
	/* walk 2 after 18 cards, North to play, where West has shown out
	 * of diamonds: the diamonds unseen are forced on East */
	uniform_suit(walks[1], 18, DD_EAST, DD_HEARTS, n);
	uniform_suit(walks[1], 18, DD_WEST, DD_CLUBS, n);
}

/* Checks the forced suit: after card 18 of walk 2 West has shown out of
 * diamonds; every layout gives East every diamond unseen. */
static void test_forced_void(void)
{
	dd_position pos;
	sdlayout_view v;
	sdlayout_set s;
	char err[256];
	long i;

	position_of(walks[1], 18, &pos);
	CHECK(sdlayout_view_make(&pos, NULL, &v, err, sizeof err) == 0);
	CHECK(v.voids[DD_WEST] >> DD_DIAMONDS & 1);
	CHECK(sdlayout_deal(&v, 5, 50, 100000, NULL, &s, err, sizeof err)
	      == 0);
	for (i = 0; i < s.n; i++)
		CHECK_INT(s.deals[i].hand[DD_WEST][DD_DIAMONDS] &
			  ~v.played[DD_WEST][DD_DIAMONDS], 0);
	sdlayout_free(&s);
}

/* Which cards restricted choice weighs: names the cards of pos weighed
 * under rc into out ("HT DJ"). */
static void weighed_names(const char *line, int rc, char *out, size_t size)
{
	dd_position pos;
	sdlayout_view v;
	dd_card c[52];
	char err[256];
	size_t len = 0;
	int i, n;

	out[0] = '\0';
	position_of(line, 52, &pos);
	if (!CHECK(sdlayout_view_make(&pos, NULL, &v, err, sizeof err) == 0)) {
		printf("%s\n", err);
		return;
	}
	v.restricted = rc;
	n = sdlayout_weighed(&v, c);
	for (i = 0; i < n && len + 4 < size; i++) {
		out[len++] = i ? ' ' : "SHDC"[DD_SUIT(c[i])];
		if (i)
			out[len++] = "SHDC"[DD_SUIT(c[i])];
		out[len++] = deal_rank_char(DD_RANK(c[i]));
	}
	out[len] = '\0';
}

/* Restricted choice weighs, by default, an honour a hidden hand played
 * following suit under a card of the trick that beats it (docs/sd.md):
 * not a lead, a card that wins, a small card or a seen hand's card. */
static void test_restricted_cards(void)
{
	/* East (hidden, North to play) drops the SQ under the ace; West
	 * leads the HJ, follows with HT under the king, the 9 (a small
	 * card), DJ and DT under the ace and king, CT under the ace */
	static const char rc[] = "N:AKT98.AKQ.AKQ.32 Q.765.8765.98765 "
		"7654.432.432.AK4 J32.JT98.JT9.QJT|S|W|HJ HA H5 H2 HK H6 H3 "
		"HT HQ H7 H4 H9 DA D5 D2 DJ DK D6 D3 DT DQ D7 D4 D9 SA SQ S4 "
		"S2 C2 C5 CA CT S5 S3";
	/* West wins the second trick with the CQ (the lowest of equals:
	 * not weighed) and drops the CJ under the king in the fourth
	 * (weighed) */
	static const char win[] = "N:AKT98.AKQ.AKQ.32 Q.765.8765.98765 "
		"7654.432.432.AK4 J32.JT98.JT9.QJT|H|W|HJ HA H5 H2 C2 C5 "
		"C4 CQ DJ DA D5 D2 C3 C6 CK CJ";
	static const char third[] = "N:KT98.AKQ.AKQ.432 QJ.765.8765.9876 "
		"A7654.432.432.AK 32.JT98.JT9.QJT5|N|W|S2 S8 SQ SA";
	char got[200];

	weighed_names(rc, SDLAYOUT_RC_HONOURS, got, sizeof got);
	if (!CHECK(strcmp(got, "HT DJ DT SQ CT") == 0))
		printf("honours weighed: %s\n", got);
	weighed_names(rc, SDLAYOUT_RC_NONE, got, sizeof got);
	CHECK(strcmp(got, "") == 0);
	weighed_names(rc, SDLAYOUT_RC_ALL, got, sizeof got);
	if (!CHECK(strcmp(got, "HJ H5 H6 HT H7 H9 D5 DJ D6 DT D7 D9 SQ S2 "
			   "C5 CT S3") == 0))
		printf("all weighed: %s\n", got);
	weighed_names(win, SDLAYOUT_RC_HONOURS, got, sizeof got);
	if (!CHECK(strcmp(got, "CJ") == 0))
		printf("honours weighed: %s\n", got);
	/* East's SQ third hand, the highest card then (played to win),
	 * beaten only by South's ace after it: not weighed */
	weighed_names(third, SDLAYOUT_RC_HONOURS, got, sizeof got);
	if (!CHECK(strcmp(got, "") == 0))
		printf("honours weighed: %s\n", got);
}

/* Restricted choice's k, card by card: East (hidden; North, dummy, to
 * play) drops the HQ under the ace from KQJ, then the HJ under North's
 * ruff, the HQ (its own card, gone) linking the J to the K still held. */
static void test_restricted_k(void)
{
	static const char line[] = "N:AKQ2.A.AK32.5432 6543.KQJ.54.AKQJ "
		"JT98.T98.QJT.T98 7.765432.9876.76|S|W|H2 HA HQ H8 DA D4 "
		"DT D6 D3 D5 DQ D7 H9 H3 S2 HJ";
	dd_position pos;
	sdlayout_view v;
	dd_deal d;
	char err[256];
	int kmin = -1;

	position_of(line, 16, &pos);
	if (!CHECK(sdlayout_view_make(&pos, NULL, &v, err, sizeof err) == 0)) {
		printf("%s\n", err);
		return;
	}
	CHECK_INT(v.restricted, SDLAYOUT_RC_HONOURS);
	d = pos.deal;
	/* the HQ: K, Q and J held; the Q and J are seen, so no layout gives
	 * fewer than 2 */
	CHECK_INT(sdlayout_rc_choices(&v, &d, 2, &kmin), 3);
	CHECK_INT(kmin, 2);
	/* the HJ: the K held, the Q gone from this hand: 2; a layout with
	 * the K elsewhere gives 1 */
	CHECK_INT(sdlayout_rc_choices(&v, &d, 15, &kmin), 2);
	CHECK_INT(kmin, 1);
	/* not weighed: West's lead, the ace winning, a small card */
	CHECK_INT(sdlayout_rc_choices(&v, &d, 0, &kmin), 0);
	CHECK_INT(kmin, 0);
	CHECK_INT(sdlayout_rc_choices(&v, &d, 1, NULL), 0);
	CHECK_INT(sdlayout_rc_choices(&v, &d, 3, NULL), 0);
	/* West holds the HK (East the H7 for it): the Q has 2, the J 1 */
	d.hand[1][1] = (uint16_t)((d.hand[1][1] & ~(1u << 13)) | 1u << 7);
	d.hand[3][1] = (uint16_t)((d.hand[3][1] & ~(1u << 7)) | 1u << 13);
	CHECK_INT(sdlayout_rc_choices(&v, &d, 2, NULL), 2);
	CHECK_INT(sdlayout_rc_choices(&v, &d, 15, NULL), 1);
	/* weighing every card: the small H8 of South, seen, still not */
	v.restricted = SDLAYOUT_RC_ALL;
	CHECK_INT(sdlayout_rc_choices(&v, &d, 3, NULL), 0);
	CHECK_INT(sdlayout_rc_choices(&v, &d, 13, NULL), 4);
	v.restricted = SDLAYOUT_RC_NONE;
	CHECK_INT(sdlayout_rc_choices(&v, &d, 2, NULL), 0);
}

static int progress_calls;
static long progress_last;

static void on_progress(void *user, const sd_tally *t, long done, long total)
{
	(void)user;
	(void)total;
	progress_calls++;
	progress_last = done;
	CHECK_INT(t->n, done);
}

static void test_figures(void)
{
	dd_position pos;
	sdlayout_view v;
	sdlayout_set s;
	sd_result a, b, c;
	atomic_int stop = 1;
	char err[256];
	int k;

	position_of(walks[2], 14, &pos);
	CHECK(sdlayout_view_make(&pos, NULL, &v, err, sizeof err) == 0);
	CHECK(sdlayout_deal(&v, 3, 12, 100000, NULL, &s, err, sizeof err)
	      == 0);
	CHECK(sd_position_figures(&v, s.deals, s.n, sd_need(&v, 3), 1, 4, NULL,
				  on_progress, NULL, &a, err, sizeof err)
	      == 0);
	CHECK_INT(progress_calls, 12);
	CHECK_INT(progress_last, 12);
	CHECK(sd_position_figures(&v, s.deals, s.n, sd_need(&v, 3), 2, 4, NULL,
				  NULL, NULL, &b, err, sizeof err) == 0);
	CHECK_INT(a.tally.n, 12);
	CHECK(memcmp(&a.tally, &b.tally, sizeof a.tally) == 0);
	CHECK(memcmp(a.tricks, b.tricks, (size_t)(12 * a.tally.ncards)) == 0);
	for (k = 0; k < a.tally.ncards; k++) {
		long i, sum = 0;

		for (i = 0; i < 12; i++)
			sum += a.tricks[i * a.tally.ncards + k];
		CHECK_INT(a.tally.sum[k], sum);
	}
	/* a stop before the start: nothing solved, said */
	CHECK(sd_position_figures(&v, s.deals, s.n, 0, 2, 4, &stop, NULL,
				  NULL, &c, err, sizeof err) == 0);
	CHECK(c.stopped);
	CHECK(c.ndone < 12);
	free(a.tricks);
	free(b.tricks);
	free(c.tricks);
	sdlayout_free(&s);
}

static void test_intervals(void)
{
	sd_tally t;
	sd_figures f;	long k;

	memset(&t, 0, sizeof t);
	t.ncards = 1;
	t.n = 4;
	t.sum[0] = 38;                  /* 9 9 10 10 */
	t.sumsq[0] = 81 * 2 + 100 * 2;
	t.goal[0] = 2;
	t.won = 1;
	t.left = 12;
	sd_figures_of(&t, 0, &f);
	CHECK(f.mean == 9.5);
	CHECK(f.interval);
	/* sd 0.57735, se 0.288675, Student's t(3) 3.1824 se 0.918680 */
	CHECK(f.lo > 8.5812 && f.lo < 8.5814);
	CHECK(f.hi > 10.4186 && f.hi < 10.4188);
	CHECK(f.share == 0.5);
	/* Wilson for 2 of 4: 0.1500-0.8500 */
	CHECK(f.share_lo > 0.1500 && f.share_lo < 0.1501);
	CHECK(f.share_hi > 0.8499 && f.share_hi < 0.8500);
	/* never beyond the tricks possible: 8 won, 2 to play */
	t.won = 8;
	t.left = 2;
	sd_figures_of(&t, 0, &f);
	CHECK(f.lo > 8.5812 && f.lo < 8.5814);
	CHECK(f.hi == 10);
	t.won = 9;
	t.left = 4;
	sd_figures_of(&t, 0, &f);
	CHECK(f.lo == 9 && f.hi > 10.4186 && f.hi < 10.4188);
	/* one layout: no interval, not one of width 0 */
	t.n = 1;
	t.sum[0] = 11;
	t.sumsq[0] = 121;
	t.goal[0] = 1;
	sd_figures_of(&t, 0, &f);
	CHECK(f.mean == 11 && !f.interval);
	/* Wilson for 1 of 1: 0.2065-1 (not certainty) */
	CHECK(f.share_lo > 0.2065 && f.share_lo < 0.2066);
	/* the t quantiles */
	CHECK(util_t975(1) == 12.7062);
	CHECK(util_t975(30) == 2.0423);
	CHECK(util_t975(31) > 2.0394 && util_t975(31) < 2.0396);
	CHECK(util_t975(199) > 1.9719 && util_t975(199) < 1.9721);
	CHECK(util_t975(1000000) > 1.9599 && util_t975(1000000) < 1.9601);
	/* the same numerically, and at other levels (the tables' values) */
	for (k = 1; k <= 31; k++)
		CHECK(util_t_upper(0.025, k) > util_t975(k) - 2e-4 &&
		      util_t_upper(0.025, k) < util_t975(k) + 2e-4);
	CHECK(util_t_upper(0.025, 199) > 1.9719 && util_t_upper(0.025, 199) < 1.9721);
	CHECK(util_t_upper(0.05, 1) > 6.3136 && util_t_upper(0.05, 1) < 6.3140);
	CHECK(util_t_upper(0.005, 10) > 3.1691 && util_t_upper(0.005, 10) < 3.1695);
	CHECK(util_t_upper(0.0025, 20) > 3.1532 && util_t_upper(0.0025, 20) < 3.1536);
	CHECK(util_t_upper(0.0125, 60) > 2.2988 && util_t_upper(0.0125, 60) < 2.2992);
	CHECK(util_t_upper(0.005, 1000000) > 2.5756 && util_t_upper(0.005, 1000000) < 2.5760);
	CHECK(util_t_upper(0.025 / 12, 99) > 2.9332 && util_t_upper(0.025 / 12, 99) < 2.9336);
	CHECK(util_t_upper(0.5, 10) == 0 && util_t_upper(0.01, 0) == 0);
}

int main(void)
{
	const char *lng = getenv("SD_LONG");
	long n = lng && *lng == '1' ? 200000 : 20000;

	read_walks();
	test_layouts_keep_the_view();
	test_specs();
	test_messages();
	test_forced_void();
	test_restricted_cards();
	test_restricted_k();
	test_uniform(n);
	test_figures();
	test_intervals();
	return check_summary("unit_sd");
}
